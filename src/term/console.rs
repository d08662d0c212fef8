//! The console of `ferrite run` at a terminal for the machines without a screen of their
//! own on it (the Altair, GW-BASIC, the C64, FOCAL): output straight to the terminal, the
//! keyboard as the machine's ([`LiveKeys`]), and a typed line edited on the keys: the
//! machine's letters (upper case on the 8-bit machines), its rubout key, GW's Esc clearing
//! the line, Enter handing it over, Ctrl-D on an empty line ending the input, Ctrl-C
//! (SIGINT, whose handler raises the break flag) breaking the program at the prompt.
//!
//! A console [`TermConsole::with_screen`] (GW-BASIC's) draws the machine's screen from its
//! memory instead of passing the output on: the page shows everything printed, and lines
//! are typed with the machine's own screen editor.

use std::cell::RefCell;
use std::io::{self, Write};
use std::rc::Rc;

use ferrite_console::{BreakFlag, Console, Keyboard, ScreenView};

use super::keyboard::LiveKeys;
use super::keymap::KeyMap;

/// A console on the terminal with a live keyboard.
pub struct TermConsole {
    keys: Rc<RefCell<LiveKeys>>,
    echo: bool,
    brk: BreakFlag,
    /// What the terminal has shown already of the interpreter's next output: the typed
    /// line (when the interpreter echoes it) and the line end after it.
    shown: Vec<u8>,
    /// Standard output could not be written.
    closed: bool,
    /// The longest line the machine takes (the bell rings past it).
    limit: usize,
    /// The last byte shown.
    last: u8,
    /// The machine's screen is drawn from its memory: the output stream is not shown.
    screen: bool,
}

impl TermConsole {
    /// A console with `map`'s keys, `brk` as its BREAK, and `echo` if the interpreter
    /// shows typed lines itself (`--echo`).
    pub fn new(map: KeyMap, brk: BreakFlag, echo: bool) -> Self {
        let limit = match map {
            // The C64's screen editor took two rows of 40; 8K BASIC 72 characters.
            KeyMap::Pet => 80,
            KeyMap::Teletype => 71,
            KeyMap::Pc | KeyMap::Ascii => 255,
        };
        TermConsole {
            keys: Rc::new(RefCell::new(LiveKeys::new(map, brk.clone()))),
            echo,
            brk,
            shown: Vec::new(),
            closed: false,
            limit,
            last: b'\n',
            screen: false,
        }
    }

    /// The same console drawing the machine's screen from its memory.
    pub fn with_screen(mut self) -> Self {
        let map = self.keys.borrow().map();
        self.keys = Rc::new(RefCell::new(
            LiveKeys::new(map, self.brk.clone()).with_screen(),
        ));
        self.screen = true;
        self
    }

    /// Ends the machine's last line if it left one open (`BREAK IN 20` has no line end
    /// after it), so the shell's prompt starts on a line of its own.
    pub fn end_line(&mut self) {
        if !self.screen && !matches!(self.last, b'\n' | b'\r') {
            self.show(b"\r\n");
        }
    }

    /// Whether the output has gone (a closed terminal).
    pub fn output_closed(&self) -> bool {
        self.closed
    }

    /// Gives the terminal its own settings back.
    pub fn release(&mut self) {
        let mut keys = self.keys.borrow_mut();
        keys.finish_screen();
        keys.release();
    }

    fn show(&mut self, bytes: &[u8]) {
        if self.closed {
            return;
        }
        if let Some(&b) = bytes.last() {
            self.last = b;
        }
        let mut out = io::stdout().lock();
        if out.write_all(bytes).and_then(|()| out.flush()).is_err() {
            self.closed = true;
            self.brk.raise();
        }
    }
}

/// Reads a line on `keys`, echoing it with `show`: `None` on BREAK or Ctrl-D at an empty
/// line. `limit` is the longest line; Enter's line end is shown.
pub fn edit_line(
    keys: &mut LiveKeys,
    brk: &BreakFlag,
    limit: usize,
    show: &mut dyn FnMut(&[u8]),
) -> Option<Vec<u8>> {
    let map = keys.map();
    let mut line: Vec<u8> = Vec::new();
    loop {
        if brk.is_raised() {
            return None;
        }
        let Some(k) = keys.next_typed() else { continue };
        match k {
            13 => {
                show(b"\r\n");
                return Some(line);
            }
            // Ctrl-D at an empty line: no more input, as at a cooked terminal.
            4 if line.is_empty() => return None,
            // An extended PC key: the scan code follows; the line has no use for it.
            0 if map == KeyMap::Pc => {
                keys.next_typed();
            }
            27 if map == KeyMap::Pc => {
                // GW's Esc wipes the line being typed.
                for _ in 0..line.len() {
                    show(b"\x08 \x08");
                }
                line.clear();
            }
            k if (k == map.rubout() || k == 8 || k == 127) && line.pop().is_some() => {
                show(b"\x08 \x08");
            }
            32..=126 if line.len() < limit => {
                line.push(k);
                show(&[k]);
            }
            32..=126 => show(b"\x07"),
            _ => {}
        }
    }
}

impl Console for TermConsole {
    fn write(&mut self, bytes: &[u8]) {
        if self.screen {
            // The page shows it (see `show`).
            return;
        }
        let mut rest = bytes;
        // Skip what the terminal already showed; anything else ends the skipping.
        while let (Some(&s), Some(&b)) = (self.shown.first(), rest.first()) {
            if s != b {
                self.shown.clear();
                break;
            }
            self.shown.remove(0);
            rest = &rest[1..];
        }
        self.show(rest);
    }

    fn read_line(&mut self) -> Option<Vec<u8>> {
        self.shown.clear();
        let keys = Rc::clone(&self.keys);
        let brk = self.brk.clone();
        let limit = self.limit;
        let line = edit_line(&mut keys.borrow_mut(), &brk, limit, &mut |b| self.show(b));
        line.inspect(|line| {
            self.shown = if self.echo { line.clone() } else { Vec::new() };
            self.shown.push(b'\n');
        })
    }

    fn echoes_input(&self) -> bool {
        self.echo
    }

    fn break_flag(&self) -> Option<BreakFlag> {
        Some(self.brk.clone())
    }

    fn keyboard(&self) -> Option<Rc<RefCell<dyn Keyboard>>> {
        Some(Rc::clone(&self.keys) as Rc<RefCell<dyn Keyboard>>)
    }

    fn type_ahead(&mut self, keys: &[u8]) {
        self.keys.borrow_mut().type_ahead(keys);
    }

    fn read_key(&mut self) -> Option<u8> {
        self.keys.borrow_mut().key()
    }

    fn show(&mut self, screen: &dyn ScreenView) {
        if let Ok(mut keys) = self.keys.try_borrow_mut() {
            keys.show(screen);
        }
    }
}
