//! The machine: runs lines the way FOCAL,1969's command loop does.
//!
//! Control flow follows the FOCAL-8 manual and the recorded runs:
//! * `DO g` runs group g and returns when the next line belongs to another group (or on
//!   `RETURN`); `DO g.ss` runs one line. A `GOTO` out of a `DO` runs the line it names and
//!   then returns (programs/HEXAPAWN.FC.notes.md, 03.50).
//! * `FOR` runs the rest of its line as a one-line `DO`, then adds the step and repeats
//!   while the variable is at most the limit, whatever the step's sign (DIALECT-NOTES §4).
//! * `IF (e) a,b,c` jumps on the sign; a target not written continues the line, a target
//!   written empty is line 0, which restarts the program.
//!
//! A `DO` or `FOR` nests by recursion here; the depth is bounded by the pushdown list
//! model (`?02.79`), so it cannot exhaust the host stack.

mod eval;
mod io;
mod run;
pub mod vars;

use ferrite_console::Console;

use crate::dialect::{Focal69, Memory, Profile, Storage};
use crate::error::{ErrorKind, FocalError};
use crate::lineno::LineNumber;
use crate::num::{Fran, TypeFormat};
use crate::parse::Command;
use crate::program::{Line, Program};

pub use run::Exit;
use vars::Variables;

/// Everything FOCAL keeps between commands: text, variables, format, FRAN, typed input.
#[derive(Debug)]
pub struct Machine {
    pub(crate) program: Program,
    pub(crate) vars: Variables,
    pub(crate) format: TypeFormat,
    pub(crate) fran: Fran,
    pub(crate) memory: Memory,
    pub(crate) storage: Storage,
    /// Pushdown words in use.
    pub(crate) pdl: usize,
    /// The line running (for errors and for finding the next line).
    pub(crate) pc: run::Pc,
    /// Typed characters not yet read by ASK (a line and its carriage return).
    pub(crate) pending: std::collections::VecDeque<u8>,
    /// Commands run so far, and the most allowed (for tests of hostile programs).
    pub(crate) steps: u64,
    pub(crate) step_limit: Option<u64>,
}

/// How one typed line ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    /// Stored as a program line, or ran to its end / `QUIT`.
    Done,
    /// Stopped with an error (already typed).
    Error(FocalError),
    /// ASK needed a line and the console had none.
    InputExhausted,
    /// CTRL/C, or the test step limit.
    Broken,
}

impl Machine {
    /// A freshly started FOCAL with `memory`.
    pub fn new(memory: Memory) -> Self {
        Self {
            program: Program::default(),
            vars: Variables::default(),
            format: TypeFormat::default(),
            fran: Fran::default(),
            memory,
            storage: Focal69.storage(memory),
            pdl: 0,
            pc: run::Pc::Nowhere,
            pending: Default::default(),
            steps: 0,
            step_limit: None,
        }
    }

    /// Stores `text` as line `n`, as typing it at `*` does. FOCAL packs the new line after
    /// the text before it removes an old line of the same number, and wants 11 words to
    /// spare (PACBUF/PCK1), so replacing a line needs room for both for a moment.
    pub fn store_line(&mut self, n: LineNumber, text: &[u8]) -> Result<(), ErrorKind> {
        let needed = self.program.words() + crate::program::text_words(text);
        let room = if self.storage.text_shared {
            self.storage
                .pool
                .saturating_sub(crate::dialect::NEW_VARIABLE_MARGIN)
        } else {
            self.storage.text_pool
        };
        if needed > room {
            return Err(ErrorKind::TextStorageFull);
        }
        self.program.insert(n, Line::new(text));
        // ENDLN resets the variable list: typing a line forgets the variables.
        self.vars.clear();
        Ok(())
    }

    /// Runs a direct command typed at `*`.
    pub fn run_direct(&mut self, text: &[u8], con: &mut dyn Console) -> Typed {
        let commands: std::sync::Arc<[Command]> = crate::parse::parse_line(text).into();
        // The main loop's own PUSHJ PROC.
        self.pdl = crate::dialect::PDL_COMMAND;
        self.pc = run::Pc::Nowhere;
        let result = self.run_from(con, run::Where::Direct(commands), 0, run::Mode::All);
        self.pdl = 0;
        self.pc = run::Pc::Nowhere;
        self.pending.clear();
        match result {
            Ok(_) => Typed::Done,
            Err(run::Stop::Error(e)) => {
                self.report(e, con);
                Typed::Error(e)
            }
            Err(run::Stop::InputExhausted) => Typed::InputExhausted,
            Err(run::Stop::Broken) => Typed::Broken,
        }
    }

    /// Types an error as FOCAL,1969 does: `?28.73 @ 01.30 ` and a new line; a direct
    /// command's error has no line part (../shared/conformance/focal69/generated/*_error).
    pub fn report(&self, e: FocalError, con: &mut dyn Console) {
        // The code and the line are typed by PRNTLN, which ends each with a space.
        let mut msg = format!("?{} ", Focal69.error_code(e.kind));
        if let Some(n) = e.line {
            msg.push_str(&format!("@ {n} "));
        }
        msg.push('\n');
        con.write(msg.as_bytes());
    }

    /// The program's listing as `WRITE` types it.
    pub fn listing(&self) -> Vec<u8> {
        self.write_all()
    }
}
