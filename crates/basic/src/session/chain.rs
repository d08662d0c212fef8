//! CHAIN from a running program: the next program is loaded (or merged) and started with
//! the variables the machine passed on.

use ferrite_console::{Console, Outcome};

use super::{AnySession, Session};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::exec::Passed;
use crate::parse::VarRef;

/// `File not found`.
const FILE_NOT_FOUND: ErrorKind = ErrorKind::Numbered(53);

impl<P: Profile> Session<P> {
    /// Follows a CHAIN the last run ended with: the outcome of the chained run, or `None`
    /// when the run did not chain.
    pub(super) fn follow_chain(&mut self, con: &mut dyn Console) -> Option<Outcome> {
        let (request, passed) = self.machine.chain.take()?;
        let Some((bytes, protected)) = super::files::program_bytes::<P>(&request.file) else {
            return Some(self.machine.report(BasicError::new(FILE_NOT_FOUND), con));
        };
        if let Some((from, to)) = request.delete {
            let doomed: Vec<u16> = self
                .program
                .lines()
                .iter()
                .map(|l| l.number)
                .filter(|n| (from..=to).contains(n))
                .collect();
            for n in doomed {
                self.program.set_line(n, b"");
            }
        }
        if !request.merge {
            self.program.clear();
        }
        let loaded = AnySession::load(self, &bytes);
        self.warn_overflows(con);
        if let Err(e) = loaded {
            return Some(self.machine.report(e, con));
        }
        if !request.merge {
            self.program.protected = protected;
        }
        let base = self.machine.store.option_base;
        self.machine.store.clear();
        self.machine.store.option_base = base;
        // The new program's size is counted when it starts; until then the variables are
        // restored as if into empty memory, and whether all of it fits is checked then.
        self.machine.store.mem.set_program(0);
        for p in passed {
            let (name, ty) = match &p {
                Passed::Scalar(n, ty, _) | Passed::Array(n, ty, _) => (n.clone(), *ty),
            };
            let var = VarRef::new(
                self.program.names.intern(&name),
                Some(ty),
                name.first().copied().unwrap_or(b'A'),
            );
            match p {
                Passed::Scalar(_, _, v) => {
                    let _ = self.machine.store.set(var, v);
                }
                Passed::Array(_, _, a) => self.machine.store.adopt(var, a),
            }
        }
        // A program RUN or CHAINed from a protected file runs protected (PEEK(1450)).
        self.machine.protected = self.program.protected;
        Some(
            self.machine
                .run_chained(&self.program, request.line, request.merge, con),
        )
    }
}
