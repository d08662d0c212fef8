//! Running from the prompt: RUN, CONT and direct statements, and what the prompt does when
//! the run ends: a BREAK while INPUT waited, and GW-BASIC's edit of a line with a syntax
//! error.

use ferrite_console::{Console, Outcome};

use super::{AnySession, Entered, Session};
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
    /// A typed line whose crunching raised an error the handler takes (ERL 65535).
    Fault(BasicError),
}

impl<P: Profile> Session<P> {
    /// [`AnySession::start_with`](super::AnySession::start_with): `GWBASIC FILE` loads the
    /// file and runs it before anything is shown (GW-BASIC User's Guide, "Starting
    /// GW-BASIC": the command line's filename "is loaded and run"); no banner is printed
    /// then, and every recorded run of `conformance/gw/pcbasic-suite` (started that way)
    /// has the program's output, or the first typed line, on the top row of the page.
    pub(super) fn start_program(
        &mut self,
        program: Option<&[u8]>,
        run: bool,
        con: &mut dyn Console,
    ) -> Entered {
        let Some(bytes) = program else {
            self.ready(con);
            return Entered::default();
        };
        // A tokenised file that cannot be read back is refused as LOAD refuses it.
        let Some(text) = super::files::program_text::<P>(bytes) else {
            self.message(super::words::editor_words::<P>().load_error, con);
            self.ready(con);
            return Entered::default();
        };
        let current = self.current;
        let image = match bytes.first() {
            Some(0xff) if P::dos_disk() => crate::token::gwfile::memory_image(bytes),
            Some(0xfe) if P::dos_disk() => {
                crate::token::gwfile::memory_image(&crate::token::gwsave::unprotected_file(bytes))
            }
            _ => None,
        };
        let loaded = match &image {
            Some(img) => {
                self.put_file_lines(img);
                Ok(())
            }
            None => AnySession::load(self, &text),
        };
        if bytes.first() == Some(&0xff) {
            self.program.image = image.map(|i| (self.program.generation(), std::rc::Rc::new(i)));
        }
        // A tokenised file is copied into memory whole: the current line `.` stays.
        if bytes.first().is_some_and(|&b| b >= 0xfe) {
            self.current = current;
        }
        // The cruncher said `Overflow` for each such literal as it stored the line, before
        // any error that stopped the load and before the run (GW-BASIC 3.23).
        self.warn_overflows(con);
        self.program.protected = bytes.first() == Some(&0xfe) && P::dos_disk();
        let entered = match loaded {
            Err(e) => {
                self.error(e.kind, con);
                Entered::default()
            }
            Ok(()) if run => {
                // The recorded pages read `Ok` and its mark on the top row under a program
                // that printed nothing there (pcbasic-suite SCREENFN: SCREEN(1,1) is 79),
                // with the cursor at its start, so the first line printed covers it
                // (INPUTCON, neg_division_by_zero).
                let screen = &mut self.machine.screen;
                screen.echo_on_page(super::words::editor_words::<P>().ready.as_bytes());
                screen.mark_on_page();
                screen.echo_on_page(b"\x0b");
                self.start_run(Start::Run(None), con)
            }
            Ok(()) => Entered::default(),
        };
        if entered.prefill.is_none() && !entered.quit {
            self.ready(con);
            if let Some(entered) = self.take_file_tail(con) {
                return entered;
            }
        }
        entered
    }

    /// Runs from the prompt and says what the editor does next.
    pub(super) fn start_run(&mut self, start: Start<P::Num>, con: &mut dyn Console) -> Entered {
        // `RUN "name"` and `LOAD "name",R` run at the file's end (GIO86.ASM `INCHR`: RUNC):
        // a line the end cut is lost.
        self.file_tail = None;
        self.machine.last_error = None;
        self.machine.protected = self.program.protected;
        // A NEW the typed line holds is direct; any other ran in a program line.
        let typed_new = matches!(&start, Start::Direct(line)
            if line.stmts.iter().any(|s| matches!(s, crate::parse::ast::Stmt::New)));
        let outcome = match start {
            Start::Run(from) => self.machine.run(&self.program, from, con),
            Start::RunKeepingFiles => {
                let files = self.machine.take_files();
                self.machine
                    .run_then(&self.program, None, con, |m| m.put_files(files))
            }
            Start::Cont => {
                self.machine.take_renumbered(&self.program);
                self.machine.cont(con)
            }
            Start::Direct(line) => self.machine.run_direct(&self.program, line, con),
            Start::Fault(e) => self.machine.command_error(&self.program, e, con),
        };
        let mut outcome = outcome;
        while let Some(next) = self.follow_chain(con) {
            outcome = next;
        }
        self.install_loaded(con);
        // An error in a program line, trapped or not, made that line the current one.
        if let Some(line) = self.machine.error_dot.take() {
            if super::words::editor_words::<P>().editing_commands {
                self.current = line;
            }
        }
        // `POKE 1450,0` unprotected the program (GWDATA.ASM `PROFLG`).
        if !self.machine.protected {
            self.program.protected = false;
        }
        if let Some((args, at)) = self.machine.renum.take() {
            self.renum(&args, at, con);
        }
        if let Some(range) = self.machine.delete.take() {
            self.delete_lines(range, con);
        }
        if std::mem::take(&mut self.machine.new_program) {
            self.new_program();
            // NEW in a program line goes on at NEWSTT with the text pointer at the empty
            // program's end, and ENDCON saves OLDTXT there for a program line: CONT then
            // runs nothing, silently (BIMISC.ASM `SCRTCH`, `ENDCON`; real GW-BASIC 3.23:
            // `CONT` after a program that ran `NEW` prints only `Ok`). A typed NEW leaves
            // `Can't continue`.
            if P::cont_survives_direct_mode() && !typed_new {
                self.machine.cont_at = Some(crate::exec::Pc {
                    line: usize::from(u16::MAX),
                    stmt: 0,
                });
            }
        }
        if let Some(args) = self.machine.load.take() {
            return self.obey_load(&args, con);
        }
        if let Some(args) = self.machine.merge.take() {
            return self.obey_merge(&args, con);
        }
        let mut entered = Entered {
            outcome: Some(outcome),
            quit: std::mem::take(&mut self.machine.quit),
            ..Entered::default()
        };
        if let Some(args) = self.machine.auto.take() {
            entered.prefill = self.auto_from_program(&args, con).prefill;
            return entered;
        }
        if let Some(args) = self.machine.edit.take() {
            // SCNEDT.ASM `EDIT` ends in MAIN: the line offered, no `Ok` before it.
            entered.prefill = self.edit_from_program(&args, con).prefill;
            entered.outcome = None;
            return entered;
        }
        // GW-BASIC: after `Syntax error in 10` and `Ok`, line 10 is on the screen with the
        // cursor on it, ready to fix (GW-BASIC User's Guide, "Syntax error" in Appendix A).
        // A syntax error a handler trapped and did not RESUME does the same at the next
        // `Ok`, however the run stopped (GWMAIN.ASM `READY`/`ERREDT` on ERRFLG).
        let trapped = self.machine.trapped_syntax.take();
        // SYSTEM leaves BASIC at once: no `Ok`, no line offered (real GW-BASIC 3.23: a
        // handler of `X=)` that prints ERR and runs SYSTEM ends the run there).
        if P::edits_line_after_syntax_error() && !entered.quit {
            let number = match (outcome, self.machine.last_error) {
                (
                    Outcome::Error,
                    Some(BasicError {
                        kind: ErrorKind::Syntax,
                        line: Some(number),
                    }),
                ) => Some(number),
                (Outcome::Error, _) => None,
                _ => trapped,
            };
            // A statement refused at its first character offers a place left of it, the
            // line's start when it begins the line (`Session::statement_start_spot`).
            let start_spot = match (outcome, self.machine.error_stmt, number) {
                (Outcome::Error | Outcome::Ended, Some((n, stmt)), Some(m)) if n == m => self
                    .program
                    .index_of(n)
                    .and_then(|i| self.statement_start_spot(i, stmt)),
                _ => None,
            };
            let index = number.and_then(|n| self.program.index_of(n));
            if let (Some(n), None) = (number, index) {
                self.edit_misses_line(n, con);
            }
            if let Some(i) = index {
                // SCNEDT.ASM `ERREDT`: DEPTR before the line is offered.
                self.machine.drop_line_pointers();
                self.ready(con);
                entered.prefill = Some(self.listed_line(i));
                // The error's point for an error that stopped the run, and for a trapped
                // one whose handler ENDs (or runs off the program's end): END keeps the
                // place the error left. A STOP in the handler moved it (BIMISC.ASM
                // `STOP` saves its own text pointer for CONT), and the cursor waits at
                // the line's start (pcbasic-suite CONT_after_STOP_in_error_trap; real
                // GW-BASIC 3.23: `30 SYNTAX ERROR` trapped by `110 END` or `110 GOTO 99`
                // with `99 END` waits on `ERROR`).
                // `ERROR 2` raises its code once its argument is read: the pointer at the
                // statement's end (real GW-BASIC 3.23: after `10 ERROR 1.5` and RUN a
                // typed `@` lands after the `1.5`).
                self.offered_column = match (outcome, self.machine.error_stmt.take()) {
                    (Outcome::Error | Outcome::Ended, Some((n, stmt))) if Some(n) == number => {
                        let raised = matches!(
                            self.program.lines().get(i).and_then(|l| l.stmts.get(stmt)),
                            Some(crate::parse::Stmt::RaiseError(_))
                        );
                        if raised {
                            self.stop_column(i, stmt, None)
                        } else if let Some(spot) = start_spot {
                            spot
                        } else {
                            self.syntax_error_column(i, stmt)
                        }
                    }
                    _ => None,
                };
            }
        }
        entered
    }

    /// GW-BASIC's edit after `Syntax error in n` finds line n by FNDLIN (SCNEDT.ASM
    /// `ERREDT`, `EREDIT`): in a tokenised file's lines out of order a line stored after a
    /// higher one is not found, and the edit is `Undefined line number` in that line
    /// (CURLIN still holds it) after the first `Ok` (real GW-BASIC 3.23 running such a
    /// file; case `gw/program/tokenised_out_of_order_edit`).
    pub(super) fn edit_misses_line(&mut self, n: u16, con: &mut dyn Console) {
        let stored = self.program.lines().iter().any(|l| l.number == n);
        if !stored || self.program.index_of(n).is_some() || self.machine.trapping() {
            return;
        }
        self.ready(con);
        let e = BasicError {
            kind: ErrorKind::UndefinedLine,
            line: Some(n),
        };
        self.machine.report(e, con);
    }
}
