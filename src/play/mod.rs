//! Around an Atari host, headless or at the terminal: real-time pacing (`--speed`), the log
//! of the sound (`--sound-log`), and the paced session of `ferrite basic --dialect atari
//! --speed authentic`. Below `launch` and `atari_term`, which both use it.

pub mod pacing;
mod sound_log;

use anyhow::Context;
use ferrite_atari::exec::{AtariHost, Control, Poll};
use ferrite_atari::memory::Memory;
use ferrite_atari::session::AtariSession;
use ferrite_session::AnySession;

use crate::cli::{AtariPlayArgs, Speed};

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

    fn show(&mut self, mem: &Memory) {
        self.inner.show(mem);
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
    let inner: Box<dyn AtariHost> = Box::new(ferrite_atari::exec::Headless);
    if let Ok(host) = wrap_host(inner, &play, Some(Speed::Authentic)) {
        session.machine.host = host;
    }
    Box::new(session)
}
