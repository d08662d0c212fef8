//! The entry point: a [`Session`] is FOCAL at its `*` prompt, and [`run_listing`] types a
//! whole file at it and says `GO`, as the recorded runs were made.

use ferrite_console::{Console, Outcome};

use crate::dialect::Memory;
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
        Self { machine: Machine::new(memory) }
    }

    /// Types one line at `*` (without the prompt or its echo): a numbered line is stored,
    /// anything else runs at once. Output and ASK input go through `con`.
    pub fn enter_line(&mut self, line: &[u8], con: &mut dyn Console) -> Outcome {
        match self.machine.enter(line, con) {
            Typed::Done => Outcome::Ended,
            Typed::Error(_) => Outcome::Error,
            Typed::InputExhausted => Outcome::InputExhausted,
            Typed::Broken => Outcome::Broken,
        }
    }

    /// `GO`: runs the program from its first line.
    pub fn go(&mut self, con: &mut dyn Console) -> Outcome {
        self.enter_line(b"GO", con)
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
/// showed after the echo of `GO`; ASK answers come from `console.read_line()`. When the
/// program stops, further console lines are typed at `*` (shown as `*` and the echo), until
/// the console has none. Returns how the last thing typed ended.
pub fn run_listing(source: &[u8], console: &mut dyn Console, memory: Memory) -> Outcome {
    let mut session = Session::new(memory);
    for line in source.split(|&b| b == b'\n') {
        session.enter_line(line, &mut Unseen);
    }
    let mut outcome = session.go(console);
    while outcome != Outcome::InputExhausted && outcome != Outcome::Broken {
        let Some(line) = console.read_line() else { break };
        console.write(b"*");
        if console.echoes_input() {
            console.write(&line);
            console.write(b"\n");
        }
        outcome = session.enter_line(&line, console);
    }
    outcome
}
