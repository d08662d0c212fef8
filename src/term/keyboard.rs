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

use ferrite_console::{BreakFlag, Keyboard, ScreenView};

use super::keymap::KeyMap;
use super::live::LiveScreen;
use super::mode::KeyMode;
use super::pump::{read_now, Key, Pump};

/// How long a look at an empty buffer gives the host: a program polling the keyboard in a
/// loop then takes a few per cent of a core instead of all of it.
const IDLE: Duration = Duration::from_millis(1);

/// How long one wait for a key lasts before the break flag is looked at again.
const WAIT: Duration = Duration::from_millis(50);

/// One place in the keyboard buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    /// A byte of a key's codes.
    Byte(u8),
    /// Ctrl-C where it was typed; `busy`: the break flag went up when it came (see
    /// [`Key::Break`]).
    Break(bool),
}

/// The machine's keyboard buffer, filled from the terminal's keys.
pub struct LiveKeys {
    map: KeyMap,
    buffer: VecDeque<Slot>,
    /// How many keys are in the buffer (an extended PC key is two bytes and one key).
    keys: usize,
    mode: Option<KeyMode>,
    /// The thread reading the keys while key mode lasts.
    pump: Option<Pump>,
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
            pump: None,
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

    /// Gives the terminal its own settings back (a line editor takes over); keys read
    /// and not yet used stay in the buffer.
    pub fn release(&mut self) {
        if let Some(pump) = self.pump.take() {
            let keys = pump.finish();
            self.queue(keys, false);
        }
        self.mode = None;
    }

    /// Puts key mode on (first look at the keyboard); a machine whose screen is drawn
    /// reads every key, Ctrl-C among them, from a reading thread (`pump.rs`).
    fn take_terminal(&mut self) {
        if self.mode.is_none() {
            let in_band = self.screen.is_some();
            self.mode = KeyMode::enter(in_band);
            if self.mode.is_some() && in_band {
                self.pump = Some(Pump::start(self.map, self.flag.clone()));
            }
        }
    }

    /// Puts keys in front of the buffer, as typed now (keys a program left in the BIOS
    /// keyboard buffer).
    pub fn type_ahead(&mut self, keys: &[u8]) {
        for &k in keys.iter().rev() {
            self.buffer.push_front(Slot::Byte(k));
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
        let keys = match &self.pump {
            Some(pump) => pump.take(wait),
            None if self.mode.is_some() => read_now(self.map, wait),
            None => {
                std::thread::sleep(wait);
                Vec::new()
            }
        };
        self.queue(keys, capped)
    }

    /// Puts `keys` in the buffer (see [`LiveKeys::fill`]); whether one came.
    fn queue(&mut self, keys: Vec<Key>, capped: bool) -> bool {
        let mut came = false;
        for key in keys {
            match key {
                Key::Codes(codes) => {
                    if !capped || self.keys < self.map.buffer_size() {
                        self.buffer.extend(codes.into_iter().map(Slot::Byte));
                        self.keys += 1;
                        came = true;
                    }
                }
                // A BREAK is never lost to a full buffer.
                Key::Break { busy } => {
                    self.buffer.push_back(Slot::Break(busy));
                    came = true;
                }
                Key::Resized => {
                    if let Some(s) = &mut self.screen {
                        s.resized();
                    }
                }
            }
        }
        came
    }

    /// The next place of the buffer; a Ctrl-C that came while the machine was busy is
    /// passed over once its flag has been taken (the run it broke has seen it).
    fn pop(&mut self) -> Option<Slot> {
        loop {
            let slot = self.buffer.pop_front()?;
            match slot {
                Slot::Byte(b) => {
                    // The scan code after a NUL is the same key.
                    let first_of_two = b == 0
                        && self.map == KeyMap::Pc
                        && matches!(self.buffer.front(), Some(Slot::Byte(_)));
                    if !first_of_two {
                        self.keys = self.keys.saturating_sub(1);
                    }
                    return Some(slot);
                }
                Slot::Break(true) if !self.flag.is_raised() => continue,
                Slot::Break(_) => return Some(slot),
            }
        }
    }

    /// Acts on the Ctrl-C marks at the buffer's front for a program looking for a key
    /// (INKEY$, GET): each is taken from the buffer and the break flag is up (as GW-BASIC's
    /// POLKEY never queues Ctrl-C: it breaks), but for a mark a run has already acted on.
    fn break_at_front(&mut self) {
        while let Some(&Slot::Break(busy)) = self.buffer.front() {
            self.buffer.pop_front();
            if !busy {
                self.flag.raise();
            }
        }
    }

    /// The next key for a line being typed: from the buffer, else waits up to [`WAIT`] for
    /// one. `None` when none came in that time, or on Ctrl-C (the break flag is then up).
    pub fn next_typed(&mut self) -> Option<u8> {
        if self.buffer.is_empty() {
            self.fill(WAIT, false);
        }
        match self.pop()? {
            Slot::Byte(b) => Some(b),
            Slot::Break(_) => {
                self.flag.raise();
                None
            }
        }
    }
}

impl Keyboard for LiveKeys {
    fn key(&mut self) -> Option<u8> {
        self.settle(false);
        loop {
            match self.pop() {
                Some(Slot::Byte(b)) => return Some(b),
                // Ctrl-C typed while the machine waited for this key.
                Some(Slot::Break(_)) => {
                    self.flag.raise();
                    return Some(3);
                }
                None => {}
            }
            // Keys typed before a BREAK signal are still the terminal's: they come first.
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
        self.break_at_front();
        if self.buffer.is_empty() && !self.fill(Duration::ZERO, true) {
            std::thread::sleep(IDLE);
            self.fill(Duration::ZERO, true);
        }
        self.break_at_front();
        !self.buffer.is_empty()
    }

    fn edits_on_screen(&self) -> bool {
        self.screen.is_some()
    }

    fn unread(&mut self, keys: &[u8]) {
        // Back in the buffer, in front, though past its size: they were there.
        for &k in keys.iter().rev() {
            self.buffer.push_front(Slot::Byte(k));
        }
        self.keys += keys.len();
    }

    fn edit_key(&mut self) -> Option<u8> {
        self.settle(true);
        loop {
            match self.pop() {
                // Ctrl-D ends the typing, as at a cooked terminal (a way out of the REPL).
                Some(Slot::Byte(b)) => return (b != 4).then_some(b),
                // Ctrl-C in its place among the keys: the editor's own break (its `^C`
                // and the next row); the flag it raised, if any, is its own.
                Some(Slot::Break(_)) => {
                    self.flag.take();
                    return Some(3);
                }
                None => {}
            }
            // A SIGINT (`kill -INT`) is seen at once, the keys typed before it only when
            // read: those come first, so a line typed before it is not lost.
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
