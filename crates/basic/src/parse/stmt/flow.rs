//! Control flow: ERROR, RESUME, IF, GOTO, GOSUB, RETURN, ON, FOR/NEXT, DEF FN, REM, END, STOP,
//! WHILE/WEND.

use std::rc::Rc;

use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::num::{NumKind, Number};
use crate::parse::ast::{DefFault, Expr, Resume, Stmt, VarType};
use crate::parse::{PResult, Parser, VarRef};
use crate::token::Token;

impl<P: Profile> Parser<'_, P> {
    /// ERROR, RESUME, GOTO, GOSUB, RETURN, ON, FOR, NEXT, DEF, REM, END, STOP, WHILE and WEND: the
    /// statement keyword `kw` begins, or `None` when it is none of these.
    pub(in crate::parse) fn flow_statement(&mut self, kw: K) -> PResult<Option<Stmt<P::Num>>> {
        Ok(Some(match kw {
            K::Error => {
                let e = self.expr()?;
                if self.at_end_of_statement() {
                    Stmt::RaiseError(e)
                } else {
                    // ERRORS reads its byte (GETBYT: 0..255, else 5), then wants the
                    // statement's end before it raises anything: `ERROR 5 X` is a syntax
                    // error (GWMAIN.ASM `ERRORS`; real GW-BASIC 3.23, trapgen).
                    Stmt::Checked(vec![(Some(e), 0, 255)])
                }
            }
            K::Resume => {
                // RESUME wants the statement's end before it goes anywhere: `RESUME 30 X`
                // and `RESUME NEXT 1` are syntax errors in the handler (GWMAIN.ASM
                // `RESUME`, `RESNXT`: "MUST TERMINATE"). It looks at ONEFLG before it
                // reads on, so outside a handler any of them is `RESUME without error`
                // (real GW-BASIC 3.23: `RESUME X`, `RESUME 65530`, `RESUME "A"`).
                match self.resume() {
                    Ok(stmt) if self.at_end_of_statement() => stmt,
                    Ok(_) => {
                        // The edit after the syntax error waits where the text stopped
                        // being read.
                        self.mark_unclosed();
                        self.skip_statement();
                        Stmt::Resume(Resume::Fault(ErrorKind::Syntax))
                    }
                    Err(e) => {
                        self.mark_unclosed();
                        self.skip_statement();
                        Stmt::Resume(Resume::Fault(e))
                    }
                }
            }
            K::Goto => {
                let n = self.line_number()?;
                // GOTO2 wants CONSAV to be a line constant: an `&H` or `&O` constant right
                // after the number is what LINGT3 scanned last (real GW-BASIC 3.23: `GOTO
                // 100&H5` is a syntax error, `GOTO 65535` goes to 6553).
                if self.constant_after_line() == Some(false) {
                    return Err(ErrorKind::Syntax);
                }
                Stmt::Goto(n)
            }
            K::Go => {
                // The C64's `GO TO`: GO is a keyword of its own.
                self.expect_keyword(K::To)?;
                Stmt::Goto(self.line_number()?)
            }
            K::Gosub => {
                let n = self.line_number()?;
                match self.constant_after_line() {
                    None => Stmt::Gosub(n),
                    Some(lincon) => Stmt::GosubNumcon(n, !lincon),
                }
            }
            K::Return => Stmt::Return(if self.at_end_of_statement() || !P::return_takes_line() {
                None
            } else {
                // RETURN finds and pops its GOSUB before it reads on: `RETURN X` is
                // `RETURN without GOSUB` without one, else a syntax error with the GOSUB
                // gone (GWMAIN.ASM `RETURN`: FNDFOR, then GOTO's LINGET and GOTO2).
                match self.line_number() {
                    Ok(n) => Some(Ok(n)),
                    Err(kind) => {
                        self.skip_statement();
                        Some(Err(kind))
                    }
                }
            }),
            K::On => self.on()?,
            K::For => self.for_loop()?,
            K::Def => self.def()?,
            K::Rem => {
                self.next();
                Stmt::Rem
            }
            // END and STOP want the statement's end before they act: with text after them
            // they return to NEWSTT at once, which meets that text (BIMISC.ASM `STOP`,
            // `ENDST`): `STOP X` is NEWSTT's syntax error, not a break, and its ERRTXT is
            // that text (real GW-BASIC 3.23: after `END "Q":PRINT "O"` RESUME NEXT scans
            // from inside the string; see the stray text in `statements`).
            K::End | K::Stop if !self.at_end_of_statement() => Stmt::Rem,
            K::End => Stmt::End,
            K::Stop => Stmt::Stop,
            // WHILE looks for its WEND before it reads its condition: a condition that does
            // not read is its error only after that scan (FIVEO.ASM `WHILE`: WNDSCN, then
            // FRMEVL; real GW-BASIC 3.23: `WHILE` alone is 29 without a WEND, else 22).
            K::While => Stmt::While(match self.expr() {
                Ok(e) => e,
                Err(kind) => {
                    self.skip_statement();
                    Expr::Unclosed(Box::new(Expr::Num(P::Num::from_i32(0))), kind)
                }
            }),
            K::Wend => Stmt::Wend,
            _ => return Ok(None),
        }))
    }

    pub(in crate::parse) fn if_then(&mut self, out: &mut Vec<Stmt<P::Num>>) -> PResult<()> {
        let cond = self.expr()?;
        // A condition that stops as it is read (a `)` missing) raises its fault when IF
        // evaluates it, after what it read (real GW-BASIC 3.23: `IF (1/0 THEN` is 11).
        if self.unclosed {
            out.push(Stmt::If {
                cond,
                else_at: None,
            });
            return Ok(());
        }
        // GW skips a comma before THEN or GOTO (pcbasic-suite IF: `IF 1, THEN`).
        if P::comma_before_then() {
            self.eat_char(b',');
        }
        let digit_next = |p: &Self| p.line_next();
        if self.eat_keyword(K::Goto) {
            // GW's GOTO without a line number after IF is taken as THEN (IF: `IF 1 GOTO
            // PRINT ...` prints).
            if !P::comma_before_then() || digit_next(self) {
                out.push(Stmt::If {
                    cond,
                    else_at: None,
                });
                out.push(Stmt::Goto(self.line_number()?));
                return Ok(());
            }
        } else if !self.eat_keyword(K::Then) {
            if !P::runs_what_it_read() {
                return Err(ErrorKind::Syntax);
            }
            // FRMEVL has evaluated the condition before SYNCHR wants THEN.
            let cond = self.evaluated_then(cond, ErrorKind::Syntax);
            out.push(Stmt::If {
                cond,
                else_at: None,
            });
            return Ok(());
        }
        out.push(Stmt::If {
            cond,
            else_at: None,
        });
        if self.line_next() {
            out.push(Stmt::Goto(self.line_number()?));
        }
        Ok(())
    }

    pub(in crate::parse) fn on(&mut self) -> PResult<Stmt<P::Num>> {
        if self.eat_keyword(K::Error) {
            self.expect_keyword(K::Goto)?;
            return Ok(Stmt::OnError(self.line_number_or_zero()?));
        }
        // Event traps: `ON KEY(n) GOSUB line` (keys 1 to 20) and `ON TIMER(n) GOSUB line`.
        // The arguments are checked as GW-BASIC checked them (pcbasic-suite ONKEY, TIMER);
        // no function key reaches a run, the timer's ticks do (`exec::events`).
        if P::text_screen() {
            if let Some(s) = self.on_event()? {
                return Ok(s);
            }
        }
        if let Some(Token::Keyword(kw @ (K::Key | K::Timer))) = self.peek().cloned() {
            self.next();
            self.expect_char(b'(')?;
            let n = self.expr()?;
            if let Err(e) = self.expect_char(b')') {
                return Ok(self.unclosed_event(kw, n, e));
            }
            let line = self.trap_line();
            if kw == K::Timer {
                if line.is_ok() && !self.at_end_of_statement() {
                    return Err(ErrorKind::Syntax);
                }
                return Ok(Stmt::OnTimer(n, line));
            }
            // The line is looked up before the statement's end (see `on_event`).
            let tail = if line.is_ok() { self.trap_tail() } else { None };
            let rule = crate::parse::hardware::event_class(K::Key, false);
            return Ok(Stmt::Hardware(crate::parse::ast::HwStmt::OnEvent(
                Some((n, rule)),
                line,
                tail,
            )));
        }
        let selector = self.expr()?;
        // As IF's condition: the selector's fault comes when ON evaluates it (real GW-BASIC
        // 3.23: `ON (1/0 GOTO 900` is 11).
        if self.unclosed {
            return Ok(Stmt::On {
                selector,
                targets: Vec::new(),
                gosub: false,
                numcon: false,
            });
        }
        // GETBYT reads the character after the selector again (GWEVAL.ASM `GETBYT`: DEC BX,
        // CHRGTR): a crunched constant there leaves the pointer on NUMCON.
        self.rescan_constant();
        let gosub = if self.eat_keyword(K::Goto) {
            false
        } else if self.eat_keyword(K::Gosub) {
            true
        } else if P::runs_what_it_read() {
            // GETBYT evaluates and checks the selector (CHR$'s checks: a string is `Type
            // mismatch`, past 255 `Illegal function call`) before SYNCHR wants GOTO or
            // GOSUB (GWMAIN.ASM `ONGOTO`; real GW-BASIC 3.23: `ON A$X` and `ON TOA$:A$TO`
            // are 13, `ON FNXTOFN` 18, `ON 1 X` a syntax error waiting on the `X`).
            self.late_spot.get_or_insert(self.seen.get());
            self.unclosed = true;
            self.skip_statement();
            let checked = Expr::Call(crate::parse::ast::Builtin::Chr, vec![selector]);
            return Ok(Stmt::On {
                selector: Expr::Unclosed(Box::new(checked), ErrorKind::Syntax),
                targets: Vec::new(),
                gosub: false,
                numcon: false,
            });
        } else {
            return Err(ErrorKind::Syntax);
        };
        self.skip_spaces();
        let first = self.pos;
        // An item that is no line number ends the list where it stands: ONGOTO's LINGT2
        // skipping the items before the chosen one stops there (no comma follows) and
        // NEWSTT meets it as stray text, and so does a selector past the items read; one
        // chosen before it is taken. GETBYT has checked the selector first (GWMAIN.ASM
        // `NTONGS`, `LOOPON`; real GW-BASIC 3.23: `ON A$ GOTO X` is 13, `ON 256 GOTO X` 5,
        // `ON 0 GOTO X` 2, `ON 1 GOTO 500,X` goes to 500).
        let mut targets = Vec::new();
        loop {
            let at = self.pos;
            match self.on_target() {
                Ok(t) => targets.push(t),
                Err(e) if !P::on_list_ends_at_bad_item() => return Err(e),
                Err(_) => {
                    self.pos = at;
                    break;
                }
            }
            if !self.eat_char(b',') {
                break;
            }
        }
        // A first line number left out is the syntax error LINGET's caller raises where
        // the number was wanted (real GW-BASIC 3.23: after `10 ON 1 GOTO` and RUN the
        // edit waits at the line's end).
        if targets.first().is_none_or(|t| t.is_none()) {
            self.late_spot.get_or_insert(first);
        }
        let numcon = gosub && self.constant_after_line() == Some(true);
        Ok(Stmt::On {
            selector,
            targets,
            gosub,
            numcon,
        })
    }

    /// One entry of an ON ... GOTO list: a line number, or nothing before a comma or the end.
    pub(in crate::parse) fn on_target(&mut self) -> PResult<Option<u16>> {
        if self.at_end_of_statement() || self.peek_char() == Some(b',') {
            return Ok(None);
        }
        Ok(Some(self.line_number()?))
    }

    pub(in crate::parse) fn for_loop(&mut self) -> PResult<Stmt<P::Num>> {
        let var = self.var_ref()?;
        // A string name is refused here unless the dialect's FOR begins with LET (BASIC V2),
        // which lets it through to CHKNUM's TYPE MISMATCH at run time.
        let refused = match var.suffix {
            Some(VarType::Str) if !P::for_string_variable_mismatch() => {
                return Err(P::for_string_variable_error());
            }
            Some(VarType::Num(NumKind::Integer)) => !P::for_takes_integer_variable(),
            _ => false,
        };
        if refused {
            return Err(ErrorKind::Syntax);
        }
        // FOR makes its variable before it reads on (GWMAIN.ASM `FOR`: PTRGET, then SYNCHR
        // `=`, FRMEVL, TO and STEP, and the start value is stored last; real GW-BASIC 3.23:
        // after `FOR I=1) TO 2` and `FOR I=1,1 TO 2` I exists and is 0, FRE(0) 8 bytes
        // lower): a FOR that does not parse makes it when it runs.
        if P::runs_what_it_read() {
            self.for_made = Some((var, false));
        }
        let stmt = self.for_rest(var)?;
        self.for_made = None;
        Ok(stmt)
    }

    /// FOR after its variable: `= from TO to [STEP step]`.
    fn for_rest(&mut self, var: crate::parse::ast::VarRef) -> PResult<Stmt<P::Num>> {
        // PTRGET does not read a subscript here (SUBFLG), so `(` is where `=` should be.
        if self.peek_char() == Some(b'(') {
            return Err(ErrorKind::Syntax);
        }
        self.expect_char(b'=')?;
        // A value that stops as it is read (a `)` missing) raises its fault when FOR
        // evaluates it, the values before it read first (real GW-BASIC 3.23: `FOR
        // I=(1/0 TO 2` is 11); the rest of the statement is not read.
        let unread = || Expr::Num(P::Num::from_i32(1));
        let from = self.expr()?;
        let to = if self.unclosed {
            Some(unread())
        } else {
            if self.eat_keyword(K::To) {
                if let Some((_, after_to)) = &mut self.for_made {
                    *after_to = true;
                }
                Some(match self.expr() {
                    Ok(to) => to,
                    Err(e) => self.for_fault(e)?,
                })
            } else {
                // FOR has found its statement's end (DATA, for ENDFOR) before SYNCHR
                // wants the TO: the edit's cursor waits there (real GW-BASIC 3.23: after
                // `FOR I=1/0 X` on the line's end, after `FOR I=1:PRINT I` on the `:`).
                if P::runs_what_it_read() {
                    self.skip_statement();
                    self.skip_spaces();
                    self.late_spot = Some(self.pos);
                }
                // No TO: the Syntax error comes after the start value and the loop
                // variable's type check waits behind it (`FOR M#=1 X` is 2, not 13).
                self.for_fault(ErrorKind::Syntax)?;
                None
            }
        };
        let step = if !self.unclosed && self.eat_keyword(K::Step) {
            Some(match self.expr() {
                Ok(step) => step,
                Err(e) => self.for_fault(e)?,
            })
        } else {
            None
        };
        let tail = if P::for_needs_next_ahead() && !self.at_end_of_statement() {
            self.skip_statement();
            Some(ErrorKind::Syntax)
        } else {
            None
        };
        Ok(Stmt::For {
            var,
            from,
            to,
            step,
            tail,
        })
    }

    /// A FOR whose TO or STEP part does not read: GW-BASIC evaluates the start value and
    /// converts it to the loop variable's type before it looks for TO (GWMAIN.ASM `FOR`:
    /// FRMEVL, DOCNVF, then SYNCHR of TO), and TO's value before STEP's, so their faults
    /// come first (real GW-BASIC 3.23: `FOR I="S"*XA$` is Type mismatch, `FOR I=SQR(-1) X`
    /// Illegal function call); the part that does not read is the error as FOR reaches
    /// it, the edit's cursor where its reading stopped. Other dialects fail the statement.
    fn for_fault(&mut self, e: ErrorKind) -> PResult<Expr<P::Num>> {
        if !P::runs_what_it_read() {
            return Err(e);
        }
        self.mark_unclosed();
        self.skip_statement();
        Ok(Expr::Unclosed(Box::new(Expr::Num(P::Num::from_i32(1))), e))
    }

    /// `RESUME [NEXT | line]`.
    pub(in crate::parse) fn resume(&mut self) -> PResult<Stmt<P::Num>> {
        Ok(if self.at_end_of_statement() {
            Stmt::Resume(Resume::Again)
        } else if self.eat_keyword(K::Next) {
            Stmt::Resume(Resume::Next)
        } else if P::line_number_stops_short() && self.peek() == Some(&Token::Char(b'&')) {
            // An `&H`/`&O` constant: GONE's CHRGTR scanned it, LINGET's CHRGTR meets the
            // CONCON byte of NUMCON and returns CONSAV, no line constant, so it clears
            // CONSAV and reads on: CONCON again now returns 0, a terminator. LINGET's 0
            // is RESUME 0, whatever follows (GWMAIN.ASM `LINGET`, `CHRCON`, `RES0`; real
            // GW-BASIC 3.23: `RESUME &H1E` runs the statement that erred again).
            self.skip_statement();
            Stmt::Resume(Resume::Again)
        } else {
            match self.line_number()? {
                0 => Stmt::Resume(Resume::Again),
                n => Stmt::Resume(Resume::Line(n)),
            }
        })
    }

    /// NEXT, with GW-BASIC's comma at the statement's end: once the named loops are done,
    /// NEXT86.ASM `LOOPD1` skips the comma and, the statement ended, looks for a loop with
    /// no variable to match (DX = SP), so it is `NEXT without FOR` (real GW-BASIC 3.23:
    /// `FOR I=1 TO 2:NEXT I,`); a name after the comma is the next loop's.
    pub(in crate::parse) fn next_into(&mut self, out: &mut Vec<Stmt<P::Num>>) -> PResult<()> {
        let (stmt, open) = self.next_stmt()?;
        out.push(stmt);
        if open && P::for_bound_to_its_next() && self.at_end_of_statement() {
            out.push(Stmt::Error(ErrorKind::NextWithoutFor));
        }
        Ok(())
    }

    /// NEXT's variables, and whether a comma followed the last of them.
    fn next_stmt(&mut self) -> PResult<(Stmt<P::Num>, bool)> {
        let mut vars = Vec::new();
        let mut open = false;
        let mut element = None;
        if !self.at_end_of_statement() {
            vars.push(self.next_name(&mut element, 0)?);
            // Each variable is stepped as it is read: `NEXT I,` runs I's NEXT (`NEXT
            // without FOR` when there is no loop) before the syntax error after the comma.
            while self.eat_char(b',') {
                match self.next_name(&mut element, vars.len()) {
                    Ok(v) => vars.push(v),
                    Err(_) => {
                        open = true;
                        break;
                    }
                }
            }
        }
        Ok(match element {
            Some((at, subs)) => (Stmt::NextElem(vars, at, subs), open),
            None => (Stmt::Next(vars), open),
        })
    }

    /// One name of NEXT's list; where the dialect's NEXT takes an array element, its
    /// subscripts too, the first element's kept with its index in the list (the scans
    /// and NEXT stop there).
    fn next_name(
        &mut self,
        element: &mut Option<(usize, Vec<Expr<P::Num>>)>,
        index: usize,
    ) -> PResult<VarRef> {
        if !P::next_takes_element() {
            return self.var_ref();
        }
        match self.lvalue()? {
            crate::parse::LValue::Var(v) => Ok(v),
            crate::parse::LValue::Element(v, subs) => {
                element.get_or_insert((index, subs));
                Ok(v)
            }
        }
    }

    pub(in crate::parse) fn def(&mut self) -> PResult<Stmt<P::Num>> {
        self.expect_keyword(K::Fn)?;
        let name = self.var_ref()?;
        // Only GW takes `DEF FNM=123` without a parameter list, or more than one parameter
        // (NBS P151, P157: a syntax error on the C64).
        let mut params = Vec::new();
        if self.eat_char(b'(') {
            let (mut made, mut reads) = (Vec::new(), Vec::new());
            let listed = self.def_params(&mut params, &mut made, &mut reads);
            if let (Err(error), true) = (listed, P::def_body_read_at_call()) {
                self.names.note_fn_def(name, !params.is_empty());
                self.skip_statement();
                let body =
                    Expr::Unclosed(Box::new(Expr::Num(P::Num::from_i32(0))), ErrorKind::Syntax);
                return Ok(Stmt::Def {
                    name,
                    params,
                    body: Rc::new(body),
                    fault: Some(Rc::new(DefFault { made, reads, error })),
                });
            }
            listed.map_err(|e| e.unwrap_or(ErrorKind::Syntax))?;
        } else if P::max_fn_params() == 1 {
            return Err(ErrorKind::Syntax);
        }
        self.names.note_fn_def(name, !params.is_empty());
        let body = if P::def_body_read_at_call() {
            // The DEF passes whatever follows its parameters; the call reads `=` and the
            // body and then wants the statement's end (real GW-BASIC 3.23: `DEF FNN(X)=`
            // and `DEF FNO X=1` pass, `FNN(1)` is then 22, `FNO` 2).
            let body = if self.eat_char(b'=') {
                match self.expr() {
                    Ok(e) if self.at_end_of_statement() => e,
                    Ok(e) => Expr::Unclosed(Box::new(e), ErrorKind::Syntax),
                    Err(kind) => Expr::Unclosed(Box::new(Expr::Num(P::Num::from_i32(0))), kind),
                }
            } else {
                Expr::Unclosed(Box::new(Expr::Num(P::Num::from_i32(0))), ErrorKind::Syntax)
            };
            self.skip_statement();
            body
        } else {
            self.expect_char(b'=')?;
            self.expr()?
        };
        Ok(Stmt::Def {
            name,
            params,
            body: Rc::new(body),
            fault: None,
        })
    }

    /// DEF's parameters after its `(`, up to and with the `)`: those a call binds in
    /// `params`, the plain variables DEF makes in `made`, the elements it reads in `reads`
    /// (GW-BASIC: the call's list stops at the first element's name). The error, when the list
    /// does not read: `Some` for one the DEF raises, `None` for a list the DEF passes and
    /// a call refuses. GW-BASIC's DEF reads each with PTRGET, subscripts and all (an
    /// element passes, `ASIN(` with nothing after is `Missing operand`), while the call
    /// reads them with arrays outlawed (GWEVAL.ASM `DEF`, `SCNLIS`; `FNDOER`, SUBFLG).
    fn def_params(
        &mut self,
        params: &mut Vec<VarRef>,
        made: &mut Vec<VarRef>,
        reads: &mut Vec<Expr<P::Num>>,
    ) -> Result<(), Option<ErrorKind>> {
        let mut element = false;
        loop {
            let item = self.pos;
            let param = match self.var_ref() {
                Ok(param) => param,
                Err(e) => {
                    if item > 0 && matches!(self.toks.get(item - 1), Some(Token::Char(b','))) {
                        self.pin_refused_after_sync(item);
                    }
                    return Err(Some(e));
                }
            };
            if P::def_body_read_at_call() && self.eat_char(b'(') {
                // The call's PTRGET makes the name a plain variable, then stops at `(`.
                if !element {
                    params.push(param);
                }
                element = true;
                let mut subs = Vec::new();
                loop {
                    subs.push(self.expr().map_err(Some)?);
                    if !self.eat_char(b',') {
                        break;
                    }
                }
                self.expect_char(b')').map_err(Some)?;
                reads.push(Expr::Element(param, subs));
            } else {
                made.push(param);
                if !element {
                    params.push(param);
                }
            }
            if !self.eat_char(b',') {
                break;
            }
        }
        if params.len() > P::max_fn_params() {
            return Err(Some(ErrorKind::Syntax));
        }
        self.expect_char(b')').map_err(Some)?;
        if element {
            return Err(None);
        }
        Ok(())
    }
}
