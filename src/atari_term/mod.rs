//! The Atari at a terminal (`ferrite run PROG` with the atari dialect, standard input and
//! output both a terminal): the 800XL's screen drawn live from the emulated memory, the
//! keyboard as its keyboard, joystick and console keys, frames paced to real time, SOUND on
//! the speaker (feature `sound`). And for headless runs the same pacing (`--speed`) and a
//! log of the sound (`--sound-log`) around any other host (a key script's).
//!
//! Files: `guard.rs` raw mode and its restoring, `screen.rs` drawing, `keys.rs` the key
//! map, `host.rs` the machine's host, `console.rs` INPUT's typing, `pacing.rs` real time,
//! `audio.rs` POKEY's voices, `sound_log.rs` the log.

mod audio;
mod console;
mod guard;
mod host;
mod keys;
mod pacing;
mod screen;
mod sound_log;

use std::cell::RefCell;
use std::process::ExitCode;
use std::rc::Rc;

use anyhow::Context;
use ferrite_basic::atari::exec::{AtariHost, Control, Poll};
use ferrite_basic::atari::memory::Memory;
use ferrite_basic::atari::session::AtariSession;
use ferrite_basic::AnySession;
use ferrite_console::BreakFlag;

use crate::cli::{AtariPlayArgs, RunArgs, Speed};

/// Runs an Atari BASIC listing at the terminal until it ends, stops or is broken.
pub fn run_at_terminal(args: &RunArgs, source: &[u8]) -> anyhow::Result<ExitCode> {
    if args.options.memory.is_some() {
        anyhow::bail!("--memory is for FOCAL only (a BASIC machine's memory is its own)");
    }
    let speed = args.play.speed.unwrap_or(Speed::Authentic);
    let flag = BreakFlag::new();
    let screen = Rc::new(RefCell::new(screen::Screen::new(
        screen::terminal_has_colour(),
    )));
    let mut session = AtariSession::default();
    let host = host::TerminalHost::new(screen.clone(), flag.clone(), speed);
    session.machine.host = wrap_host(Box::new(host), &args.play, None)?;
    let mut con = console::TerminalConsole::new(screen.clone(), flag.clone());
    let watchdog =
        crate::watchdog::Watchdog::start(&flag, args.timeout.map(std::time::Duration::from_secs));
    let guard = guard::TerminalGuard::enter().context("cannot take the terminal")?;
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
    print!("{}", screen::Screen::text(&session.machine.mem));
    watchdog.report(args.timeout);
    Ok(crate::exit_code(outcome?))
}

/// Puts real-time pacing (`--speed authentic`, when `pace` is given: headless runs) and
/// the sound log (`--sound-log`) around a host.
pub fn wrap_host(
    inner: Box<dyn AtariHost>,
    play: &AtariPlayArgs,
    pace: Option<Speed>,
) -> anyhow::Result<Box<dyn AtariHost>> {
    let log = match &play.sound_log {
        Some(path) => Some(
            sound_log::SoundLog::create(path)
                .with_context(|| format!("cannot write {}", path.display()))?,
        ),
        None => None,
    };
    let pacer = (pace == Some(Speed::Authentic)).then(pacing::Pacer::default);
    if log.is_none() && pacer.is_none() {
        return Ok(inner);
    }
    Ok(Box::new(Wrapped {
        inner,
        log,
        pacer,
        frames: 0,
    }))
}

/// A host with pacing and a sound log around it.
struct Wrapped {
    inner: Box<dyn AtariHost>,
    log: Option<sound_log::SoundLog>,
    pacer: Option<pacing::Pacer>,
    frames: u64,
}

impl AtariHost for Wrapped {
    fn poll(&mut self, what: Poll, mem: &Memory) -> Option<Control> {
        self.inner.poll(what, mem)
    }

    fn frame(&mut self, mem: &Memory) {
        self.frames += 1;
        self.inner.frame(mem);
        if let Some(pacer) = &mut self.pacer {
            pacer.frame();
        }
    }

    fn sound(&mut self, voice: u8, audf: u8, audc: u8) {
        if let Some(log) = &mut self.log {
            log.record(self.frames, voice, audf, audc);
        }
        self.inner.sound(voice, audf, audc);
    }

    fn has_more(&self) -> bool {
        self.inner.has_more()
    }
}

/// An Atari session whose frames keep to real time (`ferrite basic --dialect atari --speed
/// authentic`).
pub fn paced_session() -> Box<dyn AnySession> {
    let mut session = AtariSession::default();
    let play = AtariPlayArgs::default();
    let inner: Box<dyn AtariHost> = Box::new(ferrite_basic::atari::exec::Headless);
    if let Ok(host) = wrap_host(inner, &play, Some(Speed::Authentic)) {
        session.machine.host = host;
    }
    Box::new(session)
}
