//! An Atari BASIC session: the 800XL with BASIC, driven by the command line and the tests
//! through [`AnySession`]. `load` ENTERs a listing line by line (the echo of lines with a
//! syntax error is kept and written at the start of the next run, since `load` has no
//! console); `run` is RUN; typed lines go through the same entry, and direct lines run at
//! once, followed by `READY` (rev. C prints `READY` at cold start and after a direct
//! command, not after a run-time error in the recorded E: stream).

use ferrite_console::{Console, Outcome};

use crate::atari::entry::{enter_line, Entered as Line};
use crate::atari::exec::{error_message, Machine, Pokey, Request, Stop, EOL};
use crate::atari::list::list_program;
use crate::atari::memory::Memory;
use crate::atari::tokens::STATEMENT_NAMES;
use crate::error::BasicError;
use crate::session::{AnySession, Entered};

/// How many times a program may restart itself (RUN inside a program) in one call.
const MAX_RESTARTS: u32 = 1000;

/// A session of Atari BASIC rev. C.
pub struct AtariSession {
    /// The machine, with its memory holding the program.
    pub machine: Machine,
    /// What ENTER echoed while `load` had no console (syntax-error lines, errors).
    echo: Vec<u8>,
}

impl Default for AtariSession {
    fn default() -> Self {
        let mut machine = Machine::new(Memory::cold_start());
        machine.lister = Some(|mem, from, to| list_program(mem, from, to, EOL));
        AtariSession {
            machine,
            echo: Vec::new(),
        }
    }
}

/// Splits a listing at LF, CR LF or ATASCII EOL.
fn listing_lines(listing: &[u8]) -> Vec<&[u8]> {
    listing
        .split(|&b| b == b'\n' || b == EOL)
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
        .collect()
}

impl AtariSession {
    /// ENTERs one line; what the editor printed is appended to `out` (ATASCII). Gives true
    /// when the line was a direct line to execute.
    fn enter_one(&mut self, text: &[u8], out: &mut Vec<u8>) -> bool {
        match enter_line(&mut self.machine.mem, text) {
            Ok(Line::Direct { .. }) => true,
            Ok(Line::SyntaxError { echo, .. }) => {
                out.extend_from_slice(&echo);
                out.push(EOL);
                false
            }
            Ok(_) => false,
            Err(e) => {
                out.push(EOL);
                out.extend(error_message(e.code(), None));
                out.push(EOL);
                false
            }
        }
    }

    /// Writes the kept ENTER echo (to the stream: the screen was cleared before RUN, as
    /// in the recorded screens).
    fn flush_echo(&mut self, con: &mut dyn Console) {
        let echo = std::mem::take(&mut self.echo);
        let out: Vec<u8> = echo
            .iter()
            .filter_map(|&b| crate::atari::exec::e_stream_byte(b))
            .collect();
        if !out.is_empty() {
            con.write(&out);
        }
        self.machine.cox = 0;
    }

    /// The end of a run on the screen: `READY` after a program that ended (drawn only: the
    /// recorded streams leave it out), then the `end` dump; an error's message is already
    /// there and rev. C prints no `READY` after it (`conformance/atari/screen/README.md`).
    fn finish_screen(&mut self, outcome: Outcome, con: &mut dyn Console) {
        self.machine.flush_events(con);
        if self.machine.screens.is_none() {
            return;
        }
        if self.machine.quit {
            // The scripted oracle's last dump (`MATCHBOX_PLAY_*.SCREENS`).
            self.machine.dump_screen("quit");
            return;
        }
        match outcome {
            // After STOP the recorded screen has no READY either (`stop_screen`).
            Outcome::Ended if self.machine.cont_line.is_none() => {
                self.machine.draw_e(b"\x9bREADY\x9b")
            }
            Outcome::Broken => return,
            _ => {}
        }
        self.machine.dump_screen("end");
    }

    /// Executes from the position set, following RUN and ENTER requests, and reports how it
    /// stopped.
    fn execute(&mut self, con: &mut dyn Console) -> Outcome {
        let mut restarts = 0;
        loop {
            let stop = self.machine.execute(con);
            match stop {
                Stop::End | Stop::Bye => return Outcome::Ended,
                Stop::InputExhausted => return Outcome::InputExhausted,
                Stop::Error(_) => {
                    self.machine.report(stop, con);
                    return Outcome::Error;
                }
                Stop::Stopped => {
                    self.machine.report(stop, con);
                    return Outcome::Ended;
                }
                Stop::Break => {
                    // The screen as BREAK found it, before the message goes on it.
                    self.machine.dump_screen("break");
                    self.machine.report(stop, con);
                    return Outcome::Broken;
                }
                Stop::Restart => {
                    restarts += 1;
                    if restarts > MAX_RESTARTS {
                        return Outcome::Ended;
                    }
                    match self.machine.request.take() {
                        Some(Request::Enter(bytes)) => {
                            // ENTER merges the lines into the program (same numbers are
                            // replaced) and execution stops there, as the ROM goes back to
                            // reading lines.
                            let mut out = Vec::new();
                            for line in listing_lines(&bytes) {
                                if !line.iter().all(|&b| b == b' ') {
                                    self.enter_one(line, &mut out);
                                }
                            }
                            self.machine.write_e(&out, con);
                            return Outcome::Ended;
                        }
                        Some(Request::Run) | None => {}
                    }
                    self.machine.prepare_run();
                    // With no program the first line of the statement table is the typed
                    // line itself (32768): RUN ends there with READY rather than running
                    // the typed line again (`? 1:RUN` prints 1 once).
                    let first = self.machine.mem.word(crate::atari::memory::STMTAB);
                    if self.machine.mem.word(first) >= crate::atari::memory::DIRECT_LINE {
                        return Outcome::Ended;
                    }
                    self.machine.start_program();
                }
            }
        }
    }
}

impl AnySession for AtariSession {
    fn statements(&self) -> u64 {
        self.machine.clock.statements
    }

    fn load(&mut self, listing: &[u8]) -> Result<(), BasicError> {
        let mut out = Vec::new();
        for line in listing_lines(listing) {
            if line.iter().all(|&b| b == b' ') {
                continue;
            }
            // A direct line in a listing is not run by `load` (there is no console).
            self.enter_one(line, &mut out);
        }
        self.echo.extend(out);
        Ok(())
    }

    fn report(&mut self, _error: BasicError, con: &mut dyn Console) -> Outcome {
        self.flush_echo(con);
        Outcome::Error
    }

    fn run(&mut self, con: &mut dyn Console) -> Outcome {
        self.flush_echo(con);
        // RUN is typed: it is the direct line while the program runs, 3 bytes longer than the
        // empty one, which the recorded FRE figures count (limits l001: 37805).
        let mut out = Vec::new();
        let outcome = if self.enter_one(b"RUN", &mut out) && self.machine.start_direct() {
            self.execute(con)
        } else {
            self.machine.prepare_run();
            self.machine.close_all_files();
            self.machine.start_program();
            self.execute(con)
        };
        self.finish_screen(outcome, con);
        outcome
    }

    fn seed_rnd(&mut self, seed: i32) {
        self.machine.pokey = Pokey::seeded(seed as u32 as u64);
    }

    fn skip_rnd(&mut self, n: u32) {
        for _ in 0..n {
            self.machine.pokey.random();
        }
    }

    fn set_width(&mut self, _width: usize) {}

    fn start(&mut self, con: &mut dyn Console) {
        self.machine.write_e(b"READY\x9b", con);
    }

    fn enter(&mut self, line: &[u8], con: &mut dyn Console) -> Entered {
        self.flush_echo(con);
        let mut out = Vec::new();
        let direct = self.enter_one(line, &mut out);
        self.machine.write_e(&out, con);
        let mut entered = Entered::default();
        if direct && self.machine.start_direct() {
            let outcome = self.execute(con);
            entered.outcome = Some(outcome);
            if outcome != Outcome::Error {
                // Rev. C ends a command with an EOL, READY and an EOL: after printed output
                // that leaves an empty line (MATCHBOX_ORACLE_RUN_TWICE.OUT, the screens'
                // `end` dumps).
                self.machine.write_e(b"\x9bREADY\x9b", con);
            }
        }
        entered
    }

    fn interrupt(&mut self, con: &mut dyn Console) {
        self.machine.write_e(&[EOL], con);
    }

    fn typed_line_limit(&self) -> usize {
        // The screen editor's logical line: three physical lines of 40 columns.
        120
    }

    fn listing(&self) -> Vec<u8> {
        let text = list_program(&self.machine.mem, 0, 0x7FFF, b'\n');
        text.strip_prefix(b"\n").map(<[u8]>::to_vec).unwrap_or(text)
    }

    fn words(&self) -> Vec<&'static str> {
        STATEMENT_NAMES
            .iter()
            .copied()
            .filter(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_uppercase() || c == ' '))
            .collect()
    }

    fn attach_printer(&mut self, file: std::path::PathBuf) -> bool {
        self.machine.printer = Some(file);
        true
    }

    fn attach_disk(&mut self, folder: std::path::PathBuf) -> bool {
        self.machine.disk_dir = Some(folder);
        true
    }
}
