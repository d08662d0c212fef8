//! The Atari at a terminal (`ferrite run PROG` with the atari dialect, standard input and
//! output both a terminal): the 800XL's screen drawn live from the emulated memory, the
//! keyboard as its keyboard, joystick and console keys, frames paced to real time, SOUND on
//! the speaker (feature `sound`). Pacing and the sound log are `crate::play`'s, shared with
//! headless runs.
//!
//! Files: `guard.rs` raw mode and its restoring, `input.rs` reading the keys and the
//! terminal's size, `keys.rs` the key map, `layout.rs` what is drawn of each graphics mode,
//! `screen.rs` drawing, `host.rs` the machine's host, `console.rs` INPUT's typing,
//! `audio.rs` POKEY's voices.
//!
//! The terminal is taken (raw mode) before anything else is done, so that keys typed while
//! ferrite starts wait in the terminal's queue and reach the machine in the order typed; a
//! Ctrl-C struck before that (a signal while the terminal is still in line mode) is BREAK
//! too.

mod audio;
mod console;
mod guard;
mod host;
mod input;
mod keys;
mod layout;
mod screen;

use std::cell::RefCell;
use std::process::ExitCode;
use std::rc::Rc;

use anyhow::Context;
use ferrite_atari::session::AtariSession;
use ferrite_console::BreakFlag;

use crate::cli::{RunArgs, Speed};
use crate::play::wrap_host;

/// Runs an Atari BASIC listing at the terminal until it ends, stops or is broken.
pub fn run_at_terminal(args: &RunArgs, source: &[u8]) -> anyhow::Result<ExitCode> {
    if args.options.memory.is_some() {
        anyhow::bail!("--memory is for FOCAL only (a BASIC machine's memory is its own)");
    }
    let flag = BreakFlag::new();
    // Until raw mode Ctrl-C is the terminal's interrupt signal: BREAK as well.
    let signalled = flag.clone();
    let _ = ctrlc::set_handler(move || signalled.raise());
    let guard = guard::TerminalGuard::enter().context("cannot take the terminal")?;
    let speed = args.play.speed.unwrap_or(Speed::Authentic);
    let screen = Rc::new(RefCell::new(screen::Screen::new(
        screen::terminal_has_colour(),
    )));
    let keys = Rc::new(RefCell::new(input::KeyReader::new()));
    let mut session = AtariSession::default();
    let host = host::TerminalHost::new(screen.clone(), keys.clone(), flag.clone(), speed);
    session.machine.host = wrap_host(Box::new(host), &args.play, None)?;
    let mut con = console::TerminalConsole::new(screen.clone(), keys, flag.clone());
    let watchdog =
        crate::watchdog::Watchdog::start(&flag, args.timeout.map(std::time::Duration::from_secs));
    let outcome = crate::launch::run_atari_session(
        &mut session,
        source,
        &mut con,
        &args.options,
        &args.atari,
    );
    let _ = screen.borrow_mut().draw(&session.machine.mem);
    drop(guard);
    // The last screen stays readable on the main screen.
    print!(
        "{}",
        screen::Screen::after_run(&session.machine.mem, screen::terminal_has_colour())
    );
    watchdog.report(args.timeout);
    Ok(crate::exit_code(outcome?))
}
