//! A person's keyboard as the machine's keyboard buffer: terminal key events (crossterm)
//! turned into the machine's key codes ([`KeyMap`]) and kept in a buffer of the machine's
//! size. Keys are taken from the terminal when the machine looks at its buffer; keys struck
//! while it was busy beyond what its buffer held are lost, as on the machine.
//!
//! GET and INKEY$ find out whether a key waits ([`Keyboard::has_key`]) without waiting for
//! one; a look at an empty buffer gives the host a millisecond, so a program polling for a
//! key costs the host almost nothing. INPUT$ waits ([`Keyboard::key`]). The terminal is in
//! key mode ([`KeyMode`]) from the first look until [`LiveKeys::release`].
//!
//! A keyboard [`LiveKeys::with_screen`] also shows the machine's screen ([`LiveScreen`]):
//! the machine hands it over ([`Keyboard::show`]) as it runs and before it reads keys, and
//! lines are typed on that screen with the machine's own editor (GW-BASIC's, which reads
//! them key by key: [`Keyboard::edits_on_screen`]).

use std::collections::VecDeque;
use std::time::Duration;

use crossterm::event::{self, Event};
use ferrite_console::{BreakFlag, Keyboard, ScreenView};

use super::keymap::KeyMap;
use super::live::LiveScreen;
use super::mode::KeyMode;

/// How long a look at an empty buffer gives the host: a program polling the keyboard in a
/// loop then takes a few per cent of a core instead of all of it.
const IDLE: Duration = Duration::from_millis(1);

/// How long one wait for a key lasts before the break flag is looked at again.
const WAIT: Duration = Duration::from_millis(50);

/// The machine's keyboard buffer, filled from the terminal's keys.
pub struct LiveKeys {
    map: KeyMap,
    buffer: VecDeque<u8>,
    /// How many keys are in the buffer (an extended PC key is two bytes and one key).
    keys: usize,
    mode: Option<KeyMode>,
    flag: BreakFlag,
    /// The machine's screen, drawn at the terminal.
    screen: Option<LiveScreen>,
}

impl LiveKeys {
    /// An empty buffer for a machine whose keys are `map`; `flag` is the run's BREAK.
    pub fn new(map: KeyMap, flag: BreakFlag) -> Self {
        LiveKeys {
            map,
            buffer: VecDeque::new(),
            keys: 0,
            mode: None,
            flag,
            screen: None,
        }
    }

    /// The same keyboard showing the machine's screen at the terminal.
    pub fn with_screen(mut self) -> Self {
        self.screen = Some(LiveScreen::new());
        self
    }

    /// The run is over: the terminal's own screen comes back with the machine's last
    /// screen printed on it.
    pub fn finish_screen(&mut self) {
        if let Some(s) = &mut self.screen {
            s.finish();
        }
    }

    /// Draws the machine's last screen now if it was not drawn, with the terminal's cursor
    /// where the machine's is when `cursor` (a line is being typed).
    pub fn settle(&mut self, cursor: bool) {
        if let Some(s) = &mut self.screen {
            s.cursor(cursor);
            s.settle();
        }
    }

    /// The run's BREAK flag.
    pub fn break_flag(&self) -> &BreakFlag {
        &self.flag
    }

    /// The machine's key map.
    pub fn map(&self) -> KeyMap {
        self.map
    }

    /// Gives the terminal its own settings back (a line editor takes over).
    pub fn release(&mut self) {
        self.mode = None;
    }

    /// Puts key mode on (first look at the keyboard).
    fn take_terminal(&mut self) {
        if self.mode.is_none() {
            self.mode = KeyMode::enter();
        }
    }

    /// Puts keys in front of the buffer, as typed now (keys a program left in the BIOS
    /// keyboard buffer).
    pub fn type_ahead(&mut self, keys: &[u8]) {
        for &k in keys.iter().rev() {
            self.buffer.push_front(k);
        }
        self.keys += keys.len();
    }

    /// Moves the keys struck since the last look into the buffer, waiting up to `wait` for
    /// the first. With `capped` (the program was busy: the keys piled up) keys past the
    /// buffer's size are lost; while the machine waits for keys it takes each as it comes,
    /// so none are (a terminal hands over keys typed at once, or pasted, together).
    /// Returns whether a key came.
    fn fill(&mut self, wait: Duration, capped: bool) -> bool {
        self.take_terminal();
        let mut came = false;
        let mut wait = wait;
        while event::poll(wait).unwrap_or(false) {
            wait = Duration::ZERO;
            let key = match event::read() {
                Ok(Event::Key(key)) => key,
                Ok(Event::Resize(..)) => {
                    if let Some(s) = &mut self.screen {
                        s.resized();
                    }
                    continue;
                }
                _ => continue,
            };
            let codes = self.map.codes(key);
            if codes.is_empty() {
                continue;
            }
            if !capped || self.keys < self.map.buffer_size() {
                self.buffer.extend(codes);
                self.keys += 1;
                came = true;
            }
        }
        came
    }

    /// The next byte of the buffer.
    fn pop(&mut self) -> Option<u8> {
        let b = self.buffer.pop_front()?;
        // The scan code after a NUL is the same key.
        if !(b == 0 && self.map == KeyMap::Pc && !self.buffer.is_empty()) {
            self.keys = self.keys.saturating_sub(1);
        }
        Some(b)
    }

    /// The next key for a line being typed: from the buffer, else waits up to [`WAIT`] for
    /// one. `None` when none came in that time.
    pub fn next_typed(&mut self) -> Option<u8> {
        if self.buffer.is_empty() {
            self.fill(WAIT, false);
        }
        self.pop()
    }
}

impl Keyboard for LiveKeys {
    fn key(&mut self) -> Option<u8> {
        self.settle(false);
        loop {
            if let Some(b) = self.pop() {
                return Some(b);
            }
            // Keys typed before a BREAK are still the terminal's: they come first.
            if self.fill(Duration::ZERO, false) {
                continue;
            }
            if self.flag.is_raised() {
                // BREAK while waiting for keys: CHR$(3), and the program stops before its
                // next statement.
                return Some(3);
            }
            self.fill(WAIT, false);
        }
    }

    fn has_key(&mut self) -> bool {
        self.settle(false);
        if self.buffer.is_empty() && !self.fill(Duration::ZERO, true) {
            std::thread::sleep(IDLE);
            self.fill(Duration::ZERO, true);
        }
        !self.buffer.is_empty()
    }

    fn edits_on_screen(&self) -> bool {
        self.screen.is_some()
    }

    fn edit_key(&mut self) -> Option<u8> {
        self.settle(true);
        loop {
            if let Some(b) = self.pop() {
                // Ctrl-D ends the typing, as at a cooked terminal (a way out of the REPL).
                return (b != 4).then_some(b);
            }
            // The SIGINT is seen at once, the keys typed before it only when read: those
            // come first, so a line typed before the Ctrl-C is not lost.
            if self.fill(Duration::ZERO, false) {
                continue;
            }
            if self.flag.take() {
                // Ctrl-C: the editor's own break (its `^C` and the next row).
                return Some(3);
            }
            self.fill(WAIT, false);
        }
    }

    fn show(&mut self, screen: &dyn ScreenView) {
        if self.screen.is_some() {
            // Keys struck from now on are the machine's, not echoed over its screen.
            self.take_terminal();
        }
        if let Some(s) = &mut self.screen {
            s.show(screen);
        }
    }
}
