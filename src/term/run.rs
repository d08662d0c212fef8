//! `ferrite run` at a terminal for the Altair, GW-BASIC, the C64 and FOCAL: the program's
//! keyboard is the person's ([`TermConsole`]), Ctrl-C is the machine's BREAK (its message,
//! status 130), and the rest is as a piped run.

use std::process::ExitCode;
use std::time::Duration;

use ferrite_console::{BreakFlag, Outcome};

use super::console::TermConsole;
use super::keymap::KeyMap;
use super::mode::break_on_ctrl_c;
use crate::cli::{DialectArg, RunArgs};
use crate::watchdog::Watchdog;

/// The key map of a dialect's machine.
pub fn key_map(dialect: DialectArg) -> KeyMap {
    match dialect {
        DialectArg::Altair => KeyMap::Teletype,
        DialectArg::C64 => KeyMap::Pet,
        DialectArg::Gw => KeyMap::Pc,
        DialectArg::Focal69 | DialectArg::Atari => KeyMap::Ascii,
    }
}

/// Whether a machine whose screen lives in its memory has it drawn at the terminal: yes,
/// unless `FERRITE_SCREEN=lines` asks for the output as lines (a terminal's scrollback,
/// a screen reader).
pub fn screen_wanted() -> bool {
    std::env::var("FERRITE_SCREEN").map_or(true, |v| v != "lines")
}

/// Runs `source` as `dialect` with a person at the terminal.
pub fn run_at_terminal(
    args: &RunArgs,
    source: &[u8],
    dialect: DialectArg,
) -> anyhow::Result<ExitCode> {
    let flag = BreakFlag::new();
    break_on_ctrl_c(&flag);
    let watchdog = Watchdog::start(&flag, args.timeout.map(Duration::from_secs));
    if dialect == DialectArg::C64 && screen_wanted() {
        let code = super::c64::run(source, &args.options, &flag);
        watchdog.report(args.timeout);
        return Ok(code);
    }
    let mut con = TermConsole::new(key_map(dialect), flag.clone(), args.echo);
    if dialect == DialectArg::Gw && screen_wanted() {
        con = con.with_screen();
    }
    let outcome = crate::launch::run_listing_suggesting(
        dialect,
        source,
        &mut con,
        &args.options,
        args.dialect.is_none(),
    );
    con.release();
    con.end_line();
    let outcome = outcome?;
    if con.output_closed() {
        return Ok(crate::output_closed());
    }
    watchdog.report(args.timeout);
    if outcome == Outcome::InputExhausted {
        // Ctrl-D at the program's prompt: the cursor is still after it.
        eprintln!("\nferrite: input ended (Ctrl-D) while the program waited for a line");
    }
    Ok(crate::exit_code(outcome))
}
