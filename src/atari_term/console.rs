//! The console of a terminal run: the E: stream is kept (the screen in memory is what the
//! terminal shows), and a line for INPUT is typed at the terminal, echoed at the emulated
//! cursor until RETURN hands it to the machine, which puts it on its screen.

use std::cell::RefCell;
use std::rc::Rc;

use crossterm::event::{self, Event, KeyCode};
use ferrite_basic::atari::exec::Control;
use ferrite_console::{BreakFlag, Console};

use super::keys::{action, Action};
use super::screen::Screen;

/// How much of the E: stream is kept.
const KEPT: usize = 4096;

/// A console whose output is the screen and whose input is the terminal's keys.
pub struct TerminalConsole {
    screen: Rc<RefCell<Screen>>,
    flag: BreakFlag,
    /// The end of the E: stream.
    pub stream: Vec<u8>,
}

impl TerminalConsole {
    /// A console on `screen`, raising `flag` on Ctrl-C.
    pub fn new(screen: Rc<RefCell<Screen>>, flag: BreakFlag) -> Self {
        TerminalConsole {
            screen,
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
        // Bounded by the terminal: each round waits for one event; a line is at most the
        // editor's three rows.
        loop {
            let Ok(e) = event::read() else { return None };
            let key = match e {
                Event::Key(key) => key,
                Event::Resize(..) => {
                    self.screen.borrow_mut().invalidate();
                    continue;
                }
                _ => continue,
            };
            match action(key) {
                Action::Break => {
                    // BREAK ends the typing; the program stops at its next statement.
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
