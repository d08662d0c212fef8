//! The REPLs: BASIC and FOCAL at the machine's own prompt, over a line editor.
//!
//! Everything the machine did with a typed line is the language crate's (`AnySession::enter`
//! and FOCAL's `Session::enter_line`); this module only moves lines between the terminal
//! ([`terminal::Terminal`]) and the session: prefilled lines for EDIT and AUTO, Ctrl-C at
//! the prompt, Ctrl-D to leave, and the history file.

mod focal;
mod keys;
mod terminal;

use std::io::IsTerminal;
use std::str::FromStr;

use std::process::ExitCode;

use anyhow::Result;
use clap::ValueEnum;
use ferrite_console::Outcome;
use ferrite_session::EditedLine;

use crate::cli::{BasicArgs, BasicDialectArg, FocalArgs, MemoryArg};
use crate::sessions::Dialect;
use crate::term::keymap::KeyMap;
use terminal::{Terminal, Typed};

/// `ferrite basic`: type and edit BASIC as on the machine.
pub fn basic(args: &BasicArgs) -> Result<ExitCode> {
    let id = args
        .dialect
        .and_then(|d| d.to_possible_value())
        .map_or_else(|| "altair".to_string(), |v| v.get_name().to_string());
    if args.dialect == Some(BasicDialectArg::Focal69) {
        // FOCAL has its own prompt.
        return focal(&FocalArgs {
            memory: MemoryArg::K8,
        });
    }
    let dialect = Dialect::from_str(&id).map_err(anyhow::Error::msg)?;
    if args.speed.is_some() && args.dialect != Some(BasicDialectArg::Atari) {
        anyhow::bail!("--speed is for --dialect atari only");
    }
    let mut session = match args.speed {
        Some(crate::cli::Speed::Authentic) => crate::play::paced_session(),
        _ => dialect.session(),
    };
    if args.no_share {
        session.set_dos_share(false);
    }
    if let Some(disk) = &args.disk {
        if !session.attach_disk(disk.clone()) {
            anyhow::bail!(
                "--disk {}: not a disk this dialect's prompt can use",
                disk.display()
            );
        }
    }
    // A machine whose screen lives in its memory has it drawn at a terminal.
    let screen = std::io::stdin().is_terminal()
        && std::io::stdout().is_terminal()
        && crate::term::run::screen_wanted();
    if screen && args.dialect == Some(BasicDialectArg::C64) {
        let program = crate::launch::command_line_program(args)?;
        let typed = match &program {
            Some((Some(text), run)) => Some((text.as_slice(), *run)),
            _ => None,
        };
        return Ok(crate::term::c64::repl(typed));
    }
    let (map, upper) = match args.dialect {
        Some(BasicDialectArg::C64) => (KeyMap::Pet, true),
        Some(BasicDialectArg::Gw) => (KeyMap::Pc, false),
        Some(BasicDialectArg::Atari) => (KeyMap::Ascii, true),
        _ => (KeyMap::Teletype, true),
    };
    let mut term = Terminal::with_keys(
        &format!("history-{id}.txt"),
        session.typed_line_limit(),
        session.words(),
        true,
        map,
        upper,
    )?;
    if screen && args.dialect == Some(BasicDialectArg::Gw) {
        term.draw_screen();
    }
    let mut prefill: Option<Vec<u8>> = None;
    match crate::launch::command_line_program(args)? {
        // GW-BASIC starts with the file itself (`GWBASIC FILE`); the other machines had no
        // such start, so the file's lines are typed at their prompt, then RUN.
        Some((Some(program), run)) if args.dialect != Some(BasicDialectArg::Gw) => {
            session.start(&mut term);
            let lines = program
                .split(|&c| c == b'\n')
                .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
                .filter(|l| !l.is_empty());
            for line in lines.chain(run.then_some(&b"RUN"[..])) {
                let entered = session.enter(line, &mut term);
                if entered.quit || term.output_closed() {
                    return Ok(if term.output_closed() {
                        crate::output_closed()
                    } else {
                        crate::exit_code(Outcome::Ended)
                    });
                }
            }
        }
        Some((program, run)) => {
            let entered = session.start_with(program.as_deref(), run, &mut term);
            if entered.quit || term.output_closed() {
                return Ok(if term.output_closed() {
                    crate::output_closed()
                } else {
                    crate::exit_code(Outcome::Ended)
                });
            }
            prefill = entered.prefill;
        }
        None => session.start(&mut term),
    }
    loop {
        // GW-BASIC's own screen editor reads the line where it has one (piped keys).
        let typed = match session.edit_line(&mut term) {
            Some(EditedLine::Line(line)) => Typed::Line(line),
            Some(EditedLine::Break) => Typed::Interrupted,
            Some(EditedLine::End) => Typed::Eof,
            None => term.prompt_line(prefill.as_deref()),
        };
        prefill = None;
        match typed {
            Typed::Line(line) => {
                let entered = session.enter(&line, &mut term);
                if entered.quit {
                    break;
                }
                prefill = entered.prefill;
            }
            Typed::Interrupted => session.interrupt(&mut term),
            Typed::Eof => break,
        }
        if term.output_closed() {
            return Ok(crate::output_closed());
        }
    }
    term.finish_screen();
    term.save_history();
    Ok(crate::exit_code(Outcome::Ended))
}

/// `ferrite focal`: type and edit FOCAL at the `*` prompt.
pub fn focal(args: &FocalArgs) -> Result<ExitCode> {
    let memory = match args.memory {
        MemoryArg::K4 => ferrite_focal::Memory::K4,
        MemoryArg::K8 => ferrite_focal::Memory::K8,
    };
    let mut session = ferrite_focal::Session::new(memory);
    let mut term = Terminal::new("history-focal69.txt", usize::MAX, session.words(), false)?;
    term.echo_piped_lines();
    focal::repl(&mut session, &mut term);
    if term.output_closed() {
        return Ok(crate::output_closed());
    }
    term.save_history();
    Ok(crate::exit_code(Outcome::Ended))
}
