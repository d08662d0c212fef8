//! Direct mode: a typed line without a number runs at once, and CONT goes on after a break.

use std::rc::Rc;

use ferrite_console::{Console, Outcome};

use super::{Machine, Pc};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::program::{Line, Program};

impl<P: Profile> Machine<P> {
    /// Runs a typed line in direct mode. Variables are those the last run left (as on the
    /// machines); a GOTO or RUN from the line enters the program, which ends at its last line.
    pub fn run_direct(
        &mut self,
        program: &Program<P>,
        line: Line<P::Num>,
        con: &mut dyn Console,
    ) -> Outcome {
        // The typed line goes after the program, numbered past any real line, so jumps and
        // FOR loops in it have positions like any other statement.
        let index = program.lines().len();
        let line = Line {
            number: u16::MAX,
            ..line
        };
        // The copy the last typed line ran in is still the program with one line after
        // it: that line is replaced rather than the program copied again.
        let current =
            self.direct_copy == Some(program.generation()) && self.lines.len() == index + 1;
        match Rc::get_mut(&mut self.lines) {
            // The typed line is past the line index (`exec/jumps.rs`), which stays as it
            // is; FOR and WHILE may have found their ends in the typed line it replaces.
            Some(lines) if current => {
                lines[index] = line;
                self.next_ahead.clear();
                self.wend_ahead.clear();
            }
            _ => {
                let mut lines = program.lines().to_vec();
                lines.push(line);
                self.take_lines(Rc::new(lines));
                self.direct_copy = Some(program.generation());
                self.adopt_file_image(program);
            }
        }
        self.names = program.names.clone();
        self.measure_program(index);
        self.direct_line = Some(index);
        self.execute(
            Pc {
                line: index,
                stmt: 0,
            },
            con,
        )
    }

    /// An error of a command typed at the prompt (LOAD, RENUM, a line that cannot be
    /// stored): while ON ERROR is in force it goes to the handler with ERL 65535, as a
    /// direct statement's error does, and RESUME NEXT comes back to the prompt
    /// (pcbasic-suite LOAD, RENUM2, store_program_line_6553x).
    pub fn command_error(
        &mut self,
        program: &Program<P>,
        e: BasicError,
        con: &mut dyn Console,
    ) -> Outcome {
        if !self.trapping() {
            return self.report(e, con);
        }
        let mut lines = program.lines().to_vec();
        let index = lines.len();
        lines.push(Line {
            number: u16::MAX,
            text: Vec::new(),
            stmts: Vec::new(),
            joined: Vec::new(),
            data: Vec::new(),
            stored: None,
        });
        self.take_lines(Rc::new(lines));
        self.direct_copy = None;
        self.names = program.names.clone();
        self.direct_line = Some(index);
        match self.trap(
            e,
            Pc {
                line: index,
                stmt: 0,
            },
        ) {
            Ok(to) => self.execute(to, con),
            Err(e) => self.report(e, con),
        }
    }

    /// CONT: goes on where STOP or a break left the program; `Can't continue` when there is
    /// nothing to go on with (an error ended the run, or the program was changed since).
    pub fn cont(&mut self, con: &mut dyn Console) -> Outcome {
        match self.cont_at.take() {
            // The place after the program's end (a run that fell off it, `No RESUME`):
            // CONT runs nothing and the place stays (real GW-BASIC 3.23, contgen); the
            // lines past the program are typed ones, not to be run again.
            Some(pc)
                if self.direct_line.is_some_and(|d| pc.line >= d)
                    || pc.line >= self.lines.len() =>
            {
                self.cont_at = Some(pc);
                Outcome::Ended
            }
            Some(pc) => {
                // Kept while CURLIN holds the old number (a jump to a line's start ends it).
                match self.cont_oldlin {
                    Some((at, number)) if at == pc => self.curlin = Some((pc.line, number)),
                    _ => self.cont_oldlin = None,
                }
                self.execute(pc, con)
            }
            None => self.report(BasicError::new(ErrorKind::CantContinue), con),
        }
    }

    /// Takes `program`'s lines when they are the lines the run stopped in renumbered
    /// (RENUM keeps their order and count, and CONT's place): CONT then runs the new text,
    /// naming the new numbers (real GW-BASIC 3.23: an error CONT runs again after `RENUM 0`
    /// says `in 0`). The typed line that started the run stays after them.
    pub fn take_renumbered(&mut self, program: &Program<P>) {
        let n = program.lines().len();
        let typed = self.direct_line == Some(n) && self.lines.len() == n + 1;
        if self.lines.len() != n + usize::from(typed)
            || self
                .lines
                .iter()
                .zip(program.lines())
                .all(|(a, b)| a.number == b.number)
        {
            return;
        }
        let mut lines = program.lines().to_vec();
        if typed {
            lines.push(self.lines[n].clone());
        }
        self.take_lines(Rc::new(lines));
        self.direct_copy = typed.then(|| program.generation());
        self.names = program.names.clone();
        self.curlin = None;
    }

    /// RENUM gave the lines numbered `old` (in memory order) the numbers `new`. The trap
    /// lines were found when set and are kept as places (ONELIN, the event tables), so
    /// they follow their lines (real GW-BASIC 3.23: after `ON ERROR GOTO 30`, STOP,
    /// `RENUM 100` and CONT an error goes to line 120). CONT sets CURLIN to OLDLIN, the
    /// old number, and only a line's start reads the new one: a run stopped inside a
    /// line names the old number until that line's end (BIMISC.ASM `CONT`; `10
    /// STOP:ERROR 5`, `RENUM 100`, CONT says `in 10`).
    pub fn renumbered(&mut self, old: &[u16], new: &[u16]) {
        let map = |n: u16| {
            old.iter()
                .position(|&o| o == n)
                .and_then(|i| new.get(i))
                .copied()
        };
        self.on_error = self.on_error.map(|n| map(n).unwrap_or(n));
        if let Some(t) = self.timer_trap.as_mut() {
            t.state
                .set_line(map(t.state.line()).unwrap_or(t.state.line()));
        }
        let play = self.music.trap.line();
        self.music.trap.set_line(map(play).unwrap_or(play));
        self.cont_oldlin = self
            .cont_at
            .filter(|pc| pc.stmt > 0)
            .and_then(|pc| old.get(pc.line).map(|&n| (pc, n)));
    }

    /// Forgets where CONT would go on (the program was edited).
    pub fn forget_cont(&mut self) {
        self.cont_at = None;
    }
}

impl<P: Profile> Machine<P> {
    /// Seeds the generator as the program itself could: `RANDOMIZE seed` where the dialect
    /// has it, `RND(-seed)` where a negative argument reseeds.
    pub fn seed_rnd(&mut self, seed: i32) {
        use crate::num::{Number, Random};
        let has_randomize = P::keywords()
            .iter()
            .any(|&(_, k)| k == crate::dialect::Keyword::Randomize);
        if has_randomize {
            self.rnd.randomize(P::Num::from_i32(seed));
        } else {
            self.rnd
                .rnd(P::Num::from_i32(-seed.saturating_abs().max(1)));
        }
        self.rnd_start = self.rnd.clone();
    }

    /// Draws and discards `n` numbers (a transcript that starts later in the sequence).
    pub fn skip_rnd(&mut self, n: u32) {
        use crate::num::{Number, Random};
        for _ in 0..n {
            self.rnd.rnd(P::Num::from_i32(1));
        }
        self.rnd_start = self.rnd.clone();
    }
}
