//! The terminal as the machine's surroundings: each emulated frame the screen is drawn from
//! memory and the terminal's keys are read (arrow keys, fire, console keys, typed keys:
//! `keys.rs`); at `--speed authentic` frames are paced to real time; SOUND goes to the
//! speaker. Each key is one event, given to the machine when it next reads a control (the
//! machine's hold rules press and release it: a terminal sends no key-up).

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use std::time::{Duration, Instant};

use crossterm::event::{self, Event};
use ferrite_basic::atari::exec::{AtariHost, Control, Poll};
use ferrite_basic::atari::memory::Memory;
use ferrite_console::BreakFlag;

use super::audio::Speaker;
use super::keys::{action, Action};
use super::screen::Screen;
use crate::cli::Speed;
use crate::play::pacing::{self, Pacer};

/// Events waiting for the program: a held-down key repeats faster than a program reads, so
/// only a few are kept.
const QUEUE_LIMIT: usize = 4;

/// The Atari's host at a terminal.
pub struct TerminalHost {
    screen: Rc<RefCell<Screen>>,
    flag: BreakFlag,
    pacer: Option<Pacer>,
    last_draw: Option<Instant>,
    queue: VecDeque<Control>,
    speaker: Speaker,
}

impl TerminalHost {
    /// A host drawing on `screen`, raising `flag` on Ctrl-C.
    pub fn new(screen: Rc<RefCell<Screen>>, flag: BreakFlag, speed: Speed) -> Self {
        TerminalHost {
            screen,
            flag,
            pacer: (speed == Speed::Authentic).then(Pacer::default),
            last_draw: None,
            queue: VecDeque::new(),
            speaker: Speaker::open(),
        }
    }

    /// Reads the keys typed since the last look, without waiting.
    fn read_keys(&mut self) {
        while event::poll(Duration::ZERO).unwrap_or(false) {
            let Ok(e) = event::read() else { return };
            self.take(e);
        }
    }

    /// One terminal event.
    fn take(&mut self, e: Event) {
        match e {
            Event::Key(key) => match action(key) {
                Action::Press(c) => {
                    if self.queue.len() < QUEUE_LIMIT {
                        self.queue.push_back(c);
                    }
                }
                Action::Break => self.flag.raise(),
                Action::Ignore => {}
            },
            Event::Resize(..) => self.screen.borrow_mut().invalidate(),
            _ => {}
        }
    }
}

impl AtariHost for TerminalHost {
    fn poll(&mut self, _what: Poll, _mem: &Memory) -> Option<Control> {
        self.read_keys();
        self.queue.pop_front()
    }

    fn frame(&mut self, mem: &Memory) {
        // At full speed the screen is drawn at most sixty times a second of real time.
        let due = self.pacer.is_some()
            || match self.last_draw {
                None => true,
                Some(t) => t.elapsed() >= pacing::FRAME,
            };
        if due {
            let _ = self.screen.borrow_mut().draw(mem);
            self.last_draw = Some(Instant::now());
            self.read_keys();
        }
        if let Some(pacer) = &mut self.pacer {
            pacer.frame();
        }
    }

    fn show(&mut self, mem: &Memory) {
        let _ = self.screen.borrow_mut().draw(mem);
        self.last_draw = Some(Instant::now());
    }

    fn sound(&mut self, voice: u8, audf: u8, audc: u8) {
        self.speaker.set(voice, audf, audc);
    }

    fn has_more(&self) -> bool {
        // Someone at the terminal may always press another key.
        true
    }
}
