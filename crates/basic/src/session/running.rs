//! Running from the prompt: RUN, CONT and direct statements, and what the prompt does when
//! the run ends: a BREAK while INPUT waited, and GW-BASIC's edit of a line with a syntax
//! error.

use ferrite_console::{Console, Outcome};

use super::{Entered, Session};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::program::Line;

/// Where a run from the prompt starts.
pub(super) enum Start<N> {
    /// `RUN` or `RUN n`.
    Run(Option<u16>),
    /// `LOAD "name",R`: RUN with the open files left open.
    RunKeepingFiles,
    /// `CONT`.
    Cont,
    /// A typed line without a number.
    Direct(Line<N>),
}

impl<P: Profile> Session<P> {
    /// Runs from the prompt and says what the editor does next.
    pub(super) fn start_run(&mut self, start: Start<P::Num>, con: &mut dyn Console) -> Entered {
        self.machine.last_error = None;
        let outcome = match start {
            Start::Run(from) => self.machine.run(&self.program, from, con),
            Start::RunKeepingFiles => {
                let files = self.machine.take_files();
                self.machine
                    .run_then(&self.program, None, con, |m| m.put_files(files))
            }
            Start::Cont => self.machine.cont(con),
            Start::Direct(line) => self.machine.run_direct(&self.program, line, con),
        };
        let mut outcome = outcome;
        while let Some(next) = self.follow_chain(con) {
            outcome = next;
        }
        if let Some(args) = self.machine.renum.take() {
            self.renum(&args, con);
        }
        let mut entered = Entered {
            outcome: Some(outcome),
            quit: std::mem::take(&mut self.machine.quit),
            ..Entered::default()
        };
        // GW-BASIC: after `Syntax error in 10` and `Ok`, line 10 is on the screen with the
        // cursor on it, ready to fix (GW-BASIC User's Guide, "Syntax error" in Appendix A).
        if outcome == Outcome::Error && P::edits_line_after_syntax_error() {
            let line = match self.machine.last_error {
                Some(BasicError {
                    kind: ErrorKind::Syntax,
                    line: Some(number),
                }) => self.program.index_of(number),
                _ => None,
            };
            if let Some(i) = line {
                self.ready(con);
                entered.prefill = Some(self.listed_line(i));
            }
        }
        entered
    }
}
