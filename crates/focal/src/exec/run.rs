//! The command loop: lines in sequence, `DO`, `FOR`, `GOTO`, `IF`, `RETURN`, `QUIT`.

use std::sync::Arc;

use ferrite_console::Console;

use crate::dialect::{PDL_DO, PDL_FOR};
use crate::error::{ErrorKind, FocalError};
use crate::lineno::{LineNumber, LineRef, LineRefError};
use crate::num::Pdp8Float;
use crate::parse::{Command, EraseWhat, Expr, LineArg};

use super::Machine;

/// Which text is running: a program line or the direct command typed at `*`.
#[derive(Clone, Debug)]
pub(crate) enum Where {
    Program(LineNumber),
    Direct(Arc<[Command]>),
}

/// When a run of lines returns to whoever started it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// `DO g.ss` or a `FOR` body: at the end of any line.
    Line,
    /// `DO g`: when the next line is in another group.
    Group(u8),
    /// `GO`, `DO` alone, a direct command: at the end of the program.
    All,
}

/// How a run of lines ended normally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// It returned (end of group, line, program, or `RETURN`).
    Done,
    /// `QUIT`: back to `*` at once.
    Quit,
}

/// Why a run stopped early.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Stop {
    Error(FocalError),
    InputExhausted,
    Broken,
}

/// What one line did.
enum LineFlow {
    End,
    Goto(LineNumber),
    /// `GOTO 0`: the program's first line (or nothing when there is none).
    Restart,
    Return,
    Quit,
}

/// What one command did.
enum CmdFlow {
    Next,
    /// The command used the rest of the line (`FOR`, `COMMENT`).
    EndLine,
    Line(LineFlow),
}

/// An error from a command, before the line is known.
pub(crate) enum Fault {
    Kind(ErrorKind),
    Stop(Stop),
}

impl From<ErrorKind> for Fault {
    fn from(k: ErrorKind) -> Self {
        Fault::Kind(k)
    }
}

/// FOCAL's PC: the line whose number an error shows and whose successor runs next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pc {
    /// A program line.
    Line(LineNumber),
    /// The direct command, or the dummy line `RETURN` leaves (no next line).
    Nowhere,
}

impl Machine {
    /// Runs text from `text`, command `stmt`, until `mode` says to return. The next line is
    /// the one after the PC, which `GOTO` moves and `RETURN` clears: a `GOTO` inside a `FOR`
    /// body therefore decides where the line after the loop is looked for, as in FOCAL's
    /// PROCESS loop (FOCAL 5/69 listing, FOR/FCONT and RETRN).
    pub(crate) fn run_from(
        &mut self,
        con: &mut dyn Console,
        mut text: Where,
        mut stmt: usize,
        mode: Mode,
    ) -> Result<Exit, Stop> {
        loop {
            let flow = self.run_line(con, &text, stmt)?;
            stmt = 0;
            let next = match flow {
                LineFlow::Quit => return Ok(Exit::Quit),
                LineFlow::Return => {
                    self.pc = Pc::Nowhere;
                    return Ok(Exit::Done);
                }
                LineFlow::Goto(n) => {
                    self.pc = Pc::Line(n);
                    text = Where::Program(n);
                    continue;
                }
                LineFlow::Restart => match self.program.first() {
                    Some(n) => {
                        self.pc = Pc::Line(n);
                        text = Where::Program(n);
                        continue;
                    }
                    None => return Ok(Exit::Done),
                },
                LineFlow::End => {
                    if mode == Mode::Line {
                        return Ok(Exit::Done);
                    }
                    let Pc::Line(here) = self.pc else {
                        return Ok(Exit::Done);
                    };
                    match (mode, self.program.next_after(here)) {
                        (Mode::Group(g), Some(n)) if n.group() == g => n,
                        (Mode::All, Some(n)) => n,
                        _ => return Ok(Exit::Done),
                    }
                }
            };
            self.pc = Pc::Line(next);
            text = Where::Program(next);
        }
    }

    fn run_line(
        &mut self,
        con: &mut dyn Console,
        at: &Where,
        from: usize,
    ) -> Result<LineFlow, Stop> {
        let commands = match at {
            Where::Program(n) => match self.program.get(*n) {
                Some(l) => l.commands.clone(),
                // Erased while running: carry on after it.
                None => return Ok(LineFlow::End),
            },
            Where::Direct(c) => c.clone(),
        };
        for i in from..commands.len() {
            self.steps += 1;
            if self.step_limit.is_some_and(|l| self.steps > l) {
                return Err(Stop::Broken);
            }
            if con.break_flag().is_some_and(|f| f.take()) {
                return Err(self.stop(ErrorKind::Interrupt));
            }
            // In range: i < commands.len().
            let flow = self
                .run_command(con, &commands[i], at, i)
                .map_err(|f| match f {
                    Fault::Kind(kind) => self.stop(kind),
                    Fault::Stop(s) => s,
                })?;
            match flow {
                CmdFlow::Next => {}
                CmdFlow::EndLine => return Ok(LineFlow::End),
                CmdFlow::Line(l) => return Ok(l),
            }
        }
        Ok(LineFlow::End)
    }

    /// An error at the PC's line.
    fn stop(&self, kind: ErrorKind) -> Stop {
        let line = match self.pc {
            Pc::Line(n) => Some(n),
            Pc::Nowhere => None,
        };
        Stop::Error(FocalError { kind, line })
    }

    fn run_command(
        &mut self,
        con: &mut dyn Console,
        cmd: &Command,
        at: &Where,
        i: usize,
    ) -> Result<CmdFlow, Fault> {
        match cmd {
            Command::Type(items) => self.type_items(con, items)?,
            Command::Ask(items) => self.ask_items(con, items)?,
            Command::Set(t, e) => {
                let slot = self.target_slot(t)?;
                let v = self.eval(e)?;
                self.vars.store(slot, v);
            }
            Command::Do(args) => return self.run_do(con, args),
            Command::Goto(a) => return Ok(CmdFlow::Line(self.jump(a)?)),
            Command::If { cond, targets } => {
                let v = self.eval(cond)?;
                let pick = match v.sign() {
                    s if s < 0 => 0,
                    0 => 1,
                    _ => 2,
                };
                return Ok(match targets.get(pick) {
                    None => CmdFlow::Next,
                    Some(a) => CmdFlow::Line(self.jump(a)?),
                });
            }
            Command::For {
                var,
                start,
                step,
                limit,
            } => {
                return Ok(
                    match self.run_for(con, at, i, var, start, step.as_ref(), limit)? {
                        Exit::Done => CmdFlow::EndLine,
                        Exit::Quit => CmdFlow::Line(LineFlow::Quit),
                    },
                );
            }
            Command::Return => return Ok(CmdFlow::Line(LineFlow::Return)),
            Command::Quit => return Ok(CmdFlow::Line(LineFlow::Quit)),
            Command::Comment => return Ok(CmdFlow::EndLine),
            Command::Erase(what) => {
                if self.erase(what)? {
                    // Erasing text ends the run (FOCAL 5/69 listing, ERASE: JMP START).
                    return Ok(CmdFlow::Line(LineFlow::Quit));
                }
            }
            Command::Write(args) => {
                if args.is_empty() {
                    con.write(&self.write_all());
                }
                for a in args {
                    let text = match self.line_arg(a)? {
                        LineRef::Zero => self.write_all(),
                        LineRef::Group(g) => self.write_group(g),
                        LineRef::Line(n) => self.write_line(n),
                    };
                    con.write(&text);
                }
            }
            Command::Modify(a) => {
                self.modify(con, a)?;
                return Ok(CmdFlow::Line(LineFlow::Quit));
            }
            Command::Library(sub, name) => {
                if self.library(con, *sub, name)? {
                    return Ok(CmdFlow::Line(LineFlow::Quit));
                }
            }
            Command::Fail(k) => return Err(Fault::Kind(*k)),
        }
        Ok(CmdFlow::Next)
    }

    /// A line-number argument's meaning.
    pub(crate) fn line_arg(&mut self, a: &LineArg) -> Result<LineRef, ErrorKind> {
        match a {
            LineArg::Literal { group, step } => match (*group, *step) {
                (0, 0) => Ok(LineRef::Zero),
                (0, _) => Err(ErrorKind::LineZero),
                (g, _) if g > 31 => Err(ErrorKind::GroupTooLarge),
                // In range: g is 1..=31, s is 0..=99.
                (g, 0) => Ok(LineRef::Group(g as u8)),
                (g, s) => LineNumber::new(g as u8, s as u8)
                    .map(LineRef::Line)
                    .ok_or(ErrorKind::BadLineNumber),
            },
            LineArg::Computed(e) => line_ref(self.eval(e)?),
            LineArg::Fail(k) => Err(*k),
        }
    }

    /// `GOTO` and `IF` targets: line 0 restarts, otherwise the line must exist (`?03.05`).
    fn jump(&mut self, a: &LineArg) -> Result<LineFlow, ErrorKind> {
        match self.line_arg(a)? {
            LineRef::Zero => Ok(LineFlow::Restart),
            LineRef::Line(n) if self.program.get(n).is_some() => Ok(LineFlow::Goto(n)),
            _ => Err(ErrorKind::NoSuchLine),
        }
    }

    fn run_do(&mut self, con: &mut dyn Console, args: &[LineArg]) -> Result<CmdFlow, Fault> {
        let all = [LineArg::Literal { group: 0, step: 0 }];
        let args = if args.is_empty() { &all[..] } else { args };
        for a in args {
            let (start, mode) = match self.line_arg(a)? {
                LineRef::Zero => (self.program.first(), Mode::All),
                LineRef::Group(g) => match self.program.first_in_group(g) {
                    Some(n) => (Some(n), Mode::Group(g)),
                    None => return Err(ErrorKind::DoNoGroup.into()),
                },
                LineRef::Line(n) => match self.program.get(n) {
                    Some(_) => (Some(n), Mode::Line),
                    None => return Err(ErrorKind::DoNoLine.into()),
                },
            };
            let Some(start) = start else { continue };
            self.check_pdl(PDL_DO)?;
            self.pdl += PDL_DO;
            let saved = self.pc;
            self.pc = Pc::Line(start);
            let r = self.run_from(con, Where::Program(start), 0, mode);
            self.pc = saved;
            self.pdl -= PDL_DO;
            if r.map_err(Fault::Stop)? == Exit::Quit {
                return Ok(CmdFlow::Line(LineFlow::Quit));
            }
        }
        Ok(CmdFlow::Next)
    }

    #[allow(clippy::too_many_arguments)]
    fn run_for(
        &mut self,
        con: &mut dyn Console,
        at: &Where,
        i: usize,
        var: &crate::parse::Target,
        start: &Expr,
        step: Option<&Expr>,
        limit: &Expr,
    ) -> Result<Exit, Fault> {
        let slot = self.target_slot(var)?;
        let v = self.eval(start)?;
        self.vars.store(slot, v);
        let step = match step {
            Some(e) => self.eval(e)?,
            None => Pdp8Float::from_i32(1),
        };
        let limit = self.eval(limit)?;
        self.check_pdl(PDL_FOR)?;
        self.pdl += PDL_FOR;
        let result = loop {
            // A FOR that ends its line runs no command per turn: its turns count as steps
            // and see BREAK themselves (`SET X=0,,` loops for ever with step 0).
            self.steps += 1;
            if self.step_limit.is_some_and(|l| self.steps > l) {
                break Err(Fault::Stop(Stop::Broken));
            }
            if con.break_flag().is_some_and(|f| f.take()) {
                break Err(Fault::Kind(ErrorKind::Interrupt));
            }
            match self.run_from(con, at.clone(), i + 1, Mode::Line) {
                Ok(Exit::Done) => {}
                Ok(Exit::Quit) => break Ok(Exit::Quit),
                Err(s) => break Err(Fault::Stop(s)),
            }
            let next = match self.vars.value(slot).add(step) {
                Ok(n) => n,
                Err(e) => break Err(Fault::Kind(e.into())),
            };
            self.vars.store(slot, next);
            if next.compare(limit) == std::cmp::Ordering::Greater {
                break Ok(Exit::Done);
            }
        };
        self.pdl -= PDL_FOR;
        result
    }

    /// ERASE; returns whether the run must end (text was erased).
    fn erase(&mut self, what: &EraseWhat) -> Result<bool, ErrorKind> {
        match what {
            EraseWhat::Variables => {
                self.vars.clear();
                Ok(false)
            }
            EraseWhat::All => {
                self.vars.clear();
                self.program.clear();
                Ok(true)
            }
            EraseWhat::Lines(a) => match self.line_arg(a).map_err(|_| ErrorKind::BadErase)? {
                LineRef::Zero => {
                    self.vars.clear();
                    Ok(false)
                }
                LineRef::Group(g) => {
                    self.program.remove_group(g);
                    self.vars.clear();
                    Ok(true)
                }
                LineRef::Line(n) => {
                    self.program.remove(n);
                    self.vars.clear();
                    Ok(true)
                }
            },
        }
    }
}

/// A computed line-number argument, or FOCAL's error for it.
pub(crate) fn line_ref(v: Pdp8Float) -> Result<LineRef, ErrorKind> {
    LineRef::from_value(v).map_err(|e| match e {
        LineRefError::Bad => ErrorKind::BadLineNumber,
        LineRefError::GroupTooLarge => ErrorKind::GroupTooLarge,
    })
}
