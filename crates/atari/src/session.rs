//! An Atari BASIC session: the 800XL with BASIC, driven by the command line and the tests
//! through [`AnySession`]. `load` ENTERs a listing line by line (the echo of lines with a
//! syntax error is kept and written at the start of the next run, since `load` has no
//! console); `run` is RUN; typed lines go through the same entry, and direct lines run at
//! once, followed by `READY` (rev. C prints `READY` at cold start and after a direct
//! command, not after a run-time error in the recorded E: stream).

use ferrite_console::{Console, Outcome};

use crate::entry::{enter_line, Entered as Line};
use crate::exec::{error_message, Machine, Pokey, Request, Stop, EOL};
use crate::list::list_program;
use crate::memory::Memory;
use crate::tokens::STATEMENT_NAMES;
use ferrite_session::BasicError;
use ferrite_session::{AnySession, Entered, RefusedLine};

/// How many times a program may restart itself (RUN inside a program) in one call.
const MAX_RESTARTS: u32 = 1000;

/// The longest line ENTER reads: a record of 255 characters or more is cut short, and the
/// ENTER stops with ERROR- 137 (the 800XL, `atari-run`: 254 characters enter, 255 do not).
const MAX_ENTER_LINE: usize = 254;

/// How deep ENTERs may run direct lines that ENTER again.
const MAX_ENTER_DEPTH: u32 = 8;

/// A session of Atari BASIC rev. C.
pub struct AtariSession {
    /// The machine, with its memory holding the program.
    pub machine: Machine,
    /// What ENTER echoed while `load` had no console (syntax-error lines, errors).
    echo: Vec<u8>,
    /// The lines of a loaded listing from its first direct line on: ENTER runs a line
    /// without a number as a command, which needs the console, so the next call that has
    /// one (`run`, `enter`, `start`) ENTERs them.
    pending: Vec<Vec<u8>>,
    /// How many ENTERs are running direct lines inside one another (a listing whose
    /// direct line ENTERs a listing): bounded so that no file recurses for ever.
    enter_depth: u32,
}

impl Default for AtariSession {
    fn default() -> Self {
        let mut machine = Machine::new(Memory::cold_start());
        machine.lister = Some(|mem, from, to| list_program(mem, from, to, EOL));
        AtariSession {
            machine,
            echo: Vec::new(),
            pending: Vec::new(),
            enter_depth: 0,
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

    /// ENTERs listing lines with a console: numbered lines are stored, and a line without
    /// a number runs as the command it is, followed by `READY` as after a typed command
    /// (an ENTERed `REM 624 ...` prints `READY`; the 800XL, `atari-run`). An error in such
    /// a command ends the ENTER there: the ROM's error routine gives the editor back its
    /// keyboard (Source Book, ERROR: the ENTER device closed), so the rest of the file is
    /// not read.
    fn enter_lines(&mut self, lines: Vec<Vec<u8>>, con: &mut dyn Console) -> Outcome {
        self.enter_depth += 1;
        let mut outcome = Outcome::Ended;
        for line in lines {
            if line.iter().all(|&b| b == b' ') {
                continue;
            }
            let mut out = Vec::new();
            let direct = self.enter_one(&line, &mut out);
            self.machine.write_e(&out, con);
            if !direct || self.enter_depth > MAX_ENTER_DEPTH || !self.machine.start_direct() {
                continue;
            }
            outcome = self.execute(con);
            if outcome != Outcome::Ended {
                break;
            }
            self.machine.write_e(b"\x9bREADY\x9b", con);
        }
        self.enter_depth -= 1;
        outcome
    }

    /// ENTERs what `load` left (its listing from the first direct line on), now that there
    /// is a console.
    fn finish_load(&mut self, con: &mut dyn Console) {
        if !self.pending.is_empty() {
            let lines = std::mem::take(&mut self.pending);
            self.enter_lines(lines, con);
        }
    }

    /// Writes the kept ENTER echo (to the stream: the screen was cleared before RUN, as
    /// in the recorded screens).
    fn flush_echo(&mut self, con: &mut dyn Console) {
        let echo = std::mem::take(&mut self.echo);
        let out: Vec<u8> = echo
            .iter()
            .filter_map(|&b| crate::exec::e_stream_byte(b))
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
                            let lines = listing_lines(&bytes)
                                .into_iter()
                                .map(<[u8]>::to_vec)
                                .collect();
                            return self.enter_lines(lines, con);
                        }
                        Some(Request::Run) | None => {}
                    }
                    self.machine.prepare_run();
                    // With no program the first line of the statement table is the typed
                    // line itself (32768): RUN ends there with READY rather than running
                    // the typed line again (`? 1:RUN` prints 1 once).
                    let first = self.machine.mem.word(crate::memory::STMTAB);
                    if self.machine.mem.word(first) >= crate::memory::DIRECT_LINE {
                        return Outcome::Ended;
                    }
                    self.machine.start_program();
                }
            }
        }
    }
}

impl AtariSession {
    /// LOAD of a SAVE file: the program as its tokens and variable-name table were saved
    /// (names no line uses any more included, so FRE(0) is the machine's), then CLR as
    /// LOAD does (the values saved are not kept). `Err` holds the ROM's error number.
    pub fn load_saved(&mut self, bytes: &[u8]) -> Result<(), u8> {
        crate::saved::load(&mut self.machine.mem, bytes).map_err(|e| e.code())?;
        self.machine.clear();
        Ok(())
    }
}

impl AnySession for AtariSession {
    fn statements(&self) -> u64 {
        self.machine.clock.statements
    }

    fn load(&mut self, listing: &[u8]) -> Result<(), BasicError> {
        let mut out = Vec::new();
        let lines = listing_lines(listing);
        for (k, line) in lines.iter().enumerate() {
            if line.iter().all(|&b| b == b' ') {
                continue;
            }
            if self.enter_one(line, &mut out) {
                // A direct line runs as ENTER meets it, which needs the console: it and the
                // lines after it wait for the next call that has one.
                self.pending = lines[k..].iter().map(|l| l.to_vec()).collect();
                break;
            }
        }
        self.echo.extend(out);
        Ok(())
    }

    fn refused_line(&self, listing: &[u8]) -> Option<RefusedLine> {
        let (i, line) = listing_lines(listing)
            .into_iter()
            .enumerate()
            .find(|(_, line)| line.len() > MAX_ENTER_LINE)?;
        Some(RefusedLine {
            file_line: i + 1,
            reason: format!(
                "it is {} characters long, and ENTER reads at most {MAX_ENTER_LINE} \
                 (the machine stops with ERROR- 137)",
                line.len()
            ),
        })
    }

    fn report(&mut self, _error: BasicError, con: &mut dyn Console) -> Outcome {
        self.flush_echo(con);
        Outcome::Error
    }

    fn run(&mut self, con: &mut dyn Console) -> Outcome {
        self.flush_echo(con);
        self.finish_load(con);
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
        self.finish_load(con);
        self.machine.write_e(b"READY\x9b", con);
    }

    fn enter(&mut self, line: &[u8], con: &mut dyn Console) -> Entered {
        self.flush_echo(con);
        self.finish_load(con);
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
        self.machine.attach_drive(&folder).is_ok()
    }
}
