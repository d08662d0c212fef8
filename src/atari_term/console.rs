//! The console of a terminal run: the E: stream is kept (the screen in memory is what the
//! terminal shows), and a line for INPUT is typed at the terminal, echoed at the emulated
//! cursor until RETURN hands it to the machine, which puts it on its screen.

use std::cell::RefCell;
use std::rc::Rc;

use std::time::Duration;

use crossterm::event::KeyCode;
use ferrite_atari::exec::Control;
use ferrite_console::{BreakFlag, Console};

use super::input::KeyReader;
use super::keys::{action, Action};
use super::screen::Screen;

/// How much of the E: stream is kept.
const KEPT: usize = 4096;

/// A console whose output is the screen and whose input is the terminal's keys.
pub struct TerminalConsole {
    screen: Rc<RefCell<Screen>>,
    keys: Rc<RefCell<KeyReader>>,
    flag: BreakFlag,
    /// The end of the E: stream.
    pub stream: Vec<u8>,
}

impl TerminalConsole {
    /// A console on `screen` reading `keys`, raising `flag` on Ctrl-C.
    pub fn new(screen: Rc<RefCell<Screen>>, keys: Rc<RefCell<KeyReader>>, flag: BreakFlag) -> Self {
        TerminalConsole {
            screen,
            keys,
            flag,
            stream: Vec::new(),
        }
    }
}

impl Console for TerminalConsole {
    fn write(&mut self, bytes: &[u8]) {
        self.stream.extend_from_slice(bytes);
        if self.stream.len() > KEPT * 2 {
            self.stream.drain(..self.stream.len() - KEPT);
        }
    }

    fn read_line(&mut self) -> Option<Vec<u8>> {
        let mut line = Vec::new();
        // Bounded by the terminal: each round takes one key or waits a moment for one; a
        // line is at most the editor's three rows.
        loop {
            let Some(key) = self.keys.borrow_mut().pop() else {
                let look = self.keys.borrow_mut().look(Duration::from_millis(100));
                if look.resized {
                    // Drawn again at once, the typed text with it.
                    self.screen.borrow_mut().redraw();
                }
                if look.broke {
                    // BREAK ends the typing; the program stops at its next statement.
                    self.flag.raise();
                    return Some(line);
                }
                if self.keys.borrow().closed {
                    return None;
                }
                continue;
            };
            match action(key) {
                Action::Break => {
                    self.flag.raise();
                    return Some(line);
                }
                Action::Press(Control::Key(155)) => return Some(line),
                Action::Press(Control::Key(126)) if key.code == KeyCode::Backspace => {
                    line.pop();
                }
                Action::Press(Control::Key(b)) if (32..127).contains(&b) && line.len() < 120 => {
                    line.push(b);
                }
                _ => continue,
            }
            self.screen.borrow_mut().echo(&line);
        }
    }

    fn break_flag(&self) -> Option<BreakFlag> {
        Some(self.flag.clone())
    }
}
