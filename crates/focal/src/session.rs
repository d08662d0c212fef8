//! The entry point: a [`Session`] is FOCAL at its `*` prompt, and [`run_listing`] types a
//! whole file at it and says `GO`, as the recorded runs were made, and ends when the program
//! stops.

use ferrite_console::{Console, Outcome};

use crate::dialect::{Focal69, Memory, Profile};
use crate::exec::{Machine, Typed};
use crate::num::Pdp8Float;
use crate::parse::Name;

/// FOCAL,1969 waiting at `*`, with its program and variables.
#[derive(Debug)]
pub struct Session {
    machine: Machine,
}

impl Session {
    /// A freshly loaded FOCAL with `memory`.
    pub fn new(memory: Memory) -> Self {
        Self {
            machine: Machine::new(memory),
        }
    }

    /// Types one line at `*` (without the prompt or its echo): a numbered line is stored,
    /// anything else runs at once. Output and ASK input go through `con`.
    pub fn enter_line(&mut self, line: &[u8], con: &mut dyn Console) -> Outcome {
        match self.machine.enter(line, con) {
            Typed::Done => Outcome::Ended,
            // CTRL/C types `?01.00` like any error, but the run was broken off, not wrong.
            Typed::Error(e) if e.kind == crate::ErrorKind::Interrupt => Outcome::Broken,
            Typed::Error(_) => Outcome::Error,
            Typed::InputExhausted => Outcome::InputExhausted,
            Typed::Broken => Outcome::Broken,
        }
    }

    /// Types every line of a listing at `*` without showing FOCAL's answers (numbered lines
    /// are stored; FOCAL's messages for refused lines are dropped, as they come before `GO`).
    pub fn load(&mut self, source: &[u8]) {
        for line in source.split(|&b| b == b'\n') {
            self.enter_line(line, &mut Unseen);
        }
    }

    /// The program as a listing that [`Session::load`] reads back (`WRITE` without the
    /// header and blank lines).
    pub fn save(&self) -> Vec<u8> {
        self.machine.save_text()
    }

    /// `GO`: runs the program from its first line.
    pub fn go(&mut self, con: &mut dyn Console) -> Outcome {
        self.enter_line(b"GO", con)
    }

    /// What FOCAL types when it waits at command level (`*`); a REPL writes it, reads a
    /// line and passes it to [`Session::enter_line`].
    pub fn prompt(&self) -> &'static [u8] {
        Focal69.prompt()
    }

    /// The words typed at `*`, for completion in a line editor: the commands as the FOCAL-8
    /// manual spells them (FOCAL itself decodes a command by its first letter, so these are
    /// only the usual spellings), `ALL` of `ERASE ALL`, and the functions.
    pub fn words(&self) -> Vec<&'static str> {
        vec![
            "ASK", "COMMENT", "DO", "ERASE", "ALL", "FOR", "GO", "GOTO", "IF", "LIBRARY", "CALL",
            "SAVE", "DELETE", "MODIFY", "QUIT", "RETURN", "SET", "TYPE", "WRITE", "FSQT", "FABS",
            "FSGN", "FITR", "FEXP", "FLOG", "FATN", "FSIN", "FCOS", "FRAN",
        ]
    }

    /// The program as `WRITE` types it.
    pub fn list(&self) -> Vec<u8> {
        self.machine.listing()
    }

    /// Stops any later run after `steps` commands with [`Outcome::Broken`] (for tests that
    /// feed hostile programs; FOCAL itself has no such limit).
    pub fn set_step_limit(&mut self, steps: Option<u64>) {
        self.machine.step_limit = steps;
        self.machine.steps = 0;
    }

    /// Commands executed since the session began (with a FOR's turns that run no command),
    /// for benchmarks' statements per second.
    pub fn statements(&self) -> u64 {
        self.machine.steps
    }

    /// A variable's value if it exists (for tests and debugging; `Debug` use only).
    pub fn variable(&self, name: Name, subscript: i16) -> Option<Pdp8Float> {
        self.machine.peek_variable(name, subscript)
    }
}

/// A console that drops output and has nothing to type: the lines of a listing are typed
/// before `GO`, and what FOCAL answers to them is not part of a run's output.
struct Unseen;

impl Console for Unseen {
    fn write(&mut self, _bytes: &[u8]) {}
    fn read_line(&mut self) -> Option<Vec<u8>> {
        None
    }
}

/// Types `source`'s lines at `*`, then `GO`, and runs. The console sees what the terminal
/// showed after the echo of `GO`; ASK answers come from `console.read_line()`. The run ends
/// when the program stops, however much input is left: lines meant as answers are never
/// typed at `*` as commands (an error could otherwise let `ERASE ALL` or `LIBRARY SAVE` run
/// from left-over answers). Only a REPL goes on at `*`. Returns how the program ended.
pub fn run_listing(source: &[u8], console: &mut dyn Console, memory: Memory) -> Outcome {
    let mut session = Session::new(memory);
    session.load(source);
    session.go(console)
}
