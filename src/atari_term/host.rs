//! The terminal as the machine's surroundings: each emulated frame the screen is drawn from
//! memory and the terminal's keys are read (arrow keys, fire, console keys, typed keys:
//! `keys.rs`); at `--speed authentic` frames are paced to real time; SOUND goes to the
//! speaker. Each key is one event, given to the machine when it next reads a control (the
//! machine's hold rules press and release it: a terminal sends no key-up).

use std::cell::RefCell;
use std::rc::Rc;
use std::time::{Duration, Instant};

use ferrite_atari::exec::{AtariHost, Control, Poll};
use ferrite_atari::memory::Memory;
use ferrite_console::BreakFlag;

use super::audio::Speaker;
use super::input::KeyReader;
use super::keys::{action, Action};
use super::screen::Screen;
use crate::cli::Speed;
use crate::play::pacing::{self, Pacer};

/// The Atari's host at a terminal.
pub struct TerminalHost {
    screen: Rc<RefCell<Screen>>,
    keys: Rc<RefCell<KeyReader>>,
    flag: BreakFlag,
    pacer: Option<Pacer>,
    last_draw: Option<Instant>,
    speaker: Speaker,
}

impl TerminalHost {
    /// A host drawing on `screen`, reading `keys`, raising `flag` on Ctrl-C.
    pub fn new(
        screen: Rc<RefCell<Screen>>,
        keys: Rc<RefCell<KeyReader>>,
        flag: BreakFlag,
        speed: Speed,
    ) -> Self {
        TerminalHost {
            screen,
            keys,
            flag,
            pacer: (speed == Speed::Authentic).then(Pacer::default),
            last_draw: None,
            speaker: Speaker::open(),
        }
    }

    /// Reads the keys typed since the last look, without waiting: BREAK raises the flag,
    /// a resize redraws the screen from `mem` at once, and a terminal that hung up stops
    /// the program as BREAK would.
    fn read_keys(&mut self, mem: &Memory) {
        let look = self.keys.borrow_mut().look(Duration::ZERO);
        if look.broke || self.keys.borrow().closed {
            self.flag.raise();
        }
        if look.resized {
            let mut screen = self.screen.borrow_mut();
            screen.invalidate();
            let _ = screen.draw(mem);
            self.last_draw = Some(Instant::now());
        }
    }
}

impl AtariHost for TerminalHost {
    fn poll(&mut self, _what: Poll, mem: &Memory) -> Option<Control> {
        self.read_keys(mem);
        // Each key is one event, given when the machine next reads a control.
        while let Some(key) = self.keys.borrow_mut().pop() {
            if let Action::Press(c) = action(key) {
                return Some(c);
            }
        }
        None
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
            self.read_keys(mem);
        }
        if let Some(pacer) = &mut self.pacer {
            pacer.frame();
        }
    }

    fn show(&mut self, mem: &Memory) {
        // The machine is about to wait for a typed line: the memory is kept for a redraw.
        let _ = self.screen.borrow_mut().draw_and_keep(mem);
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
