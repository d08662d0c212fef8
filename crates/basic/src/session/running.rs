//! Running from the prompt: RUN, CONT and direct statements, and what the prompt does when
//! the run ends: a BREAK while INPUT waited, and GW-BASIC's edit of a line with a syntax
//! error.

use ferrite_console::{BreakFlag, Console, Outcome};

use super::words::editor_words;
use super::{Entered, Session};
use crate::dialect::Profile;
use crate::error::ErrorKind;
use crate::program::Line;

/// Where a run from the prompt starts.
pub(super) enum Start<N> {
    /// `RUN` or `RUN n`.
    Run(Option<u16>),
    /// `CONT`.
    Cont,
    /// A typed line without a number.
    Direct(Line<N>),
}

/// A console that remembers the last line written (the message a run ended with).
struct Watched<'c> {
    inner: &'c mut dyn Console,
    line: Vec<u8>,
    last: Vec<u8>,
}

impl Console for Watched<'_> {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            if b == b'\n' {
                self.last = std::mem::take(&mut self.line);
            } else {
                self.line.push(b);
            }
        }
        self.inner.write(bytes);
    }

    fn read_line(&mut self) -> Option<Vec<u8>> {
        self.inner.read_line()
    }

    fn echoes_input(&self) -> bool {
        self.inner.echoes_input()
    }

    fn break_flag(&self) -> Option<BreakFlag> {
        self.inner.break_flag()
    }
}

impl<P: Profile> Session<P> {
    /// Runs from the prompt and says what the editor does next.
    pub(super) fn start_run(&mut self, start: Start<P::Num>, con: &mut dyn Console) -> Entered {
        let mut watched = Watched {
            inner: con,
            line: Vec::new(),
            last: Vec::new(),
        };
        let outcome = match start {
            Start::Run(from) => self.machine.run(&self.program, from, &mut watched),
            Start::Cont => self.machine.cont(&mut watched),
            Start::Direct(line) => self.machine.run_direct(&self.program, line, &mut watched),
        };
        let mut outcome = outcome;
        while let Some(next) = self.follow_chain(&mut watched) {
            outcome = next;
        }
        let mut entered = Entered {
            outcome: Some(outcome),
            quit: std::mem::take(&mut self.machine.quit),
            ..Entered::default()
        };
        // GW-BASIC: after `Syntax error in 10` and `Ok`, line 10 is on the screen with the
        // cursor on it, ready to fix (GW-BASIC User's Guide, "Syntax error" in Appendix A).
        if outcome == Outcome::Error && editor_words::<P>().gw_editing {
            let message = if watched.line.is_empty() {
                &watched.last
            } else {
                &watched.line
            };
            if let Some(i) = self.syntax_error_line(message) {
                self.ready(con);
                entered.prefill = Some(self.listed_line(i));
            }
        }
        entered
    }

    /// The index of the program line a syntax-error message names, if it is one.
    fn syntax_error_line(&self, message: &[u8]) -> Option<usize> {
        let digits = message
            .iter()
            .rev()
            .take_while(|c| c.is_ascii_digit())
            .count();
        let number: u16 = std::str::from_utf8(&message[message.len() - digits..])
            .ok()?
            .parse()
            .ok()?;
        let expected = P::error_message(ErrorKind::Syntax, Some(number));
        (expected.as_bytes() == message)
            .then(|| self.program.index_of(number))
            .flatten()
    }
}
