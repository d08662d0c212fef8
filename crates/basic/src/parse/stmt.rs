//! Statements: one function per keyword family, each pushing what it parsed.

use std::rc::Rc;

use super::ast::{
    DiskStmt, Expr, KernalOp, LValue, MemoryOp, PrintItem, Resume, Stmt, VarRef, VarType,
};
use super::{PResult, Parser};

/// The MID$ statement's length, if given, and its value.
type MidRest<N> = (Option<Expr<N>>, Expr<N>);
use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::num::NumKind;
use crate::token::Token;

impl<P: Profile> Parser<'_, P> {
    /// Parses one statement into `out` (an IF pushes itself and, for `THEN n`, a GOTO).
    pub(super) fn statement(&mut self, out: &mut Vec<Stmt<P::Num>>) -> PResult<()> {
        let tok = match self.peek().cloned() {
            Some(t) => t,
            None => return Ok(()),
        };
        let kw = match tok {
            Token::Keyword(kw) => kw,
            Token::Char(c) if c.is_ascii_alphabetic() => {
                if let Some(auto) = self.auto_statement() {
                    out.push(auto);
                    return Ok(());
                }
                if self.editing_word(b"MERGE") {
                    out.push(Stmt::Merge(self.raw_args()));
                    return Ok(());
                }
                if P::record_locks() {
                    let unlock = self.eat_word(b"UNLOCK");
                    if unlock || self.eat_word(b"LOCK") {
                        out.push(self.lock(unlock)?);
                        return Ok(());
                    }
                }
                out.push(self.assignment()?);
                return Ok(());
            }
            _ => return Err(ErrorKind::Syntax),
        };
        self.next();
        if P::text_screen() {
            if let Some(s) = self.text_statement(kw)? {
                out.push(s);
                return Ok(());
            }
            if let Some(s) = self.hardware_statement(kw)? {
                out.push(s);
                return Ok(());
            }
        }
        let stmt = match kw {
            K::Let => self.assignment()?,
            K::Print => {
                let file = if self.eat_char(b'#') {
                    let file = self.expr()?;
                    if !self.at_end_of_statement() || P::print_file_needs_comma() {
                        self.expect_char(b',')?;
                    }
                    Some(file)
                } else {
                    None
                };
                if self.eat_keyword(K::Using) {
                    self.print_using(file)?
                } else {
                    match file {
                        Some(file) => Stmt::PrintFile(file, self.print_items()?),
                        None => {
                            // The machines print item by item as they read them, so the
                            // items before a bad one are out before the error (NBS P192:
                            // `PRINT "*"?"` shows the star, then `Syntax error`).
                            let mut items = Vec::new();
                            match self.print_items_into(&mut items) {
                                Ok(()) => Stmt::Print(items),
                                Err(e) if items.is_empty() => return Err(e),
                                Err(e) => {
                                    items.push(PrintItem::Semicolon);
                                    out.push(Stmt::Print(items));
                                    while !self.at_end_of_statement() {
                                        self.next();
                                    }
                                    Stmt::Error(e)
                                }
                            }
                        }
                    }
                }
            }
            K::Input => self.input(false)?,
            K::Line => {
                self.expect_keyword(K::Input)?;
                self.input(true)?
            }
            K::Write => self.write()?,
            K::Tron => Stmt::Trace(true),
            K::Troff => Stmt::Trace(false),
            K::Cont if P::cont_in_program().is_some() => Stmt::Cont,
            K::Chain => self.chain()?,
            K::Common => {
                let mut vars = Vec::new();
                let error = self.common_list(&mut vars).err();
                while !self.at_end_of_statement() {
                    self.next();
                }
                Stmt::Common {
                    vars,
                    counted: true,
                    error,
                }
            }
            // The cassette motor: 0 to 255, switched by nothing here (User's Guide, MOTOR;
            // pcbasic-suite MOTOR).
            K::Motor => {
                let e = if self.at_end_of_statement() {
                    None
                } else {
                    Some(self.expr()?)
                };
                Stmt::Checked(vec![(e, 0, 255)])
            }
            K::Color => self.checked(&[(0, 31), (0, 15), (0, 15)])?,
            K::Locate => self.checked(&[(1, 25), (1, 80), (0, 1), (0, 31), (0, 31)])?,
            // `TIMER ON`, `TIMER OFF`, `TIMER STOP`: accepted; no timer event comes.
            K::Timer => {
                let word: Vec<u8> = std::iter::from_fn(|| match self.peek() {
                    Some(Token::Char(c)) if c.is_ascii_alphabetic() => {
                        let c = *c;
                        self.next();
                        Some(c)
                    }
                    _ => None,
                })
                .collect();
                if word == b"OFF" {
                    Stmt::TimerSwitch(None)
                } else if word.is_empty() && self.eat_keyword(K::On) {
                    Stmt::TimerSwitch(Some(true))
                } else if word.is_empty() && self.eat_keyword(K::Stop) {
                    Stmt::TimerSwitch(Some(false))
                } else {
                    return Err(ErrorKind::Syntax);
                }
            }
            K::Key => {
                // Accepted; the function-key line and the text screen's attributes are
                // not drawn yet.
                while !self.at_end_of_statement() {
                    self.next();
                }
                Stmt::Rem
            }
            K::Mid => {
                // The MID$ statement wants its `(` straight after the word: `MID$ (A$,3)="zz"`
                // is `Syntax error` on the real GW-BASIC 3.23 (difftest/gw/memory `mid`).
                if self.toks.get(self.pos) == Some(&Token::Space) {
                    return Err(ErrorKind::Syntax);
                }
                self.expect_char(b'(')?;
                let target = self.lvalue()?;
                let deferred = |target, start, error| Stmt::MidAssign {
                    target,
                    start,
                    len: None,
                    value: Expr::Str(Rc::from(&b""[..])),
                    error: Some(error),
                };
                match self.expect_char(b',').and_then(|()| self.expr()) {
                    Err(e) => {
                        self.skip_statement();
                        deferred(target, None, e)
                    }
                    Ok(start) => match self.mid_rest() {
                        Ok((len, value)) => Stmt::MidAssign {
                            target,
                            start: Some(start),
                            len,
                            value,
                            error: None,
                        },
                        Err(e) => {
                            self.skip_statement();
                            deferred(target, Some(start), e)
                        }
                    },
                }
            }
            K::Open => self.open()?,
            K::Close => Stmt::Close(self.file_numbers()?),
            K::Reset => Stmt::Close(Vec::new()),
            K::Kill => Stmt::Kill(self.expr()?),
            K::Files => Stmt::Disk(DiskStmt::Files(if self.at_end_of_statement() {
                None
            } else {
                Some(self.expr()?)
            })),
            K::Mkdir => Stmt::Disk(DiskStmt::Mkdir(self.expr()?)),
            K::Chdir => Stmt::Disk(DiskStmt::Chdir(self.expr()?)),
            K::Rmdir => Stmt::Disk(DiskStmt::Rmdir(self.expr()?)),
            K::Name => {
                let old = self.expr()?;
                if !self.eat_word(b"AS") {
                    return Err(ErrorKind::Syntax);
                }
                Stmt::Disk(DiskStmt::Name(old, self.expr()?))
            }
            K::Width if self.eat_char(b'#') => {
                let file = self.expr()?;
                self.expect_char(b',')?;
                Stmt::FileWidth(file, self.expr()?)
            }
            K::Date | K::Time => {
                self.expect_char(b'=')?;
                Stmt::SetClock(kw == K::Date, self.expr()?)
            }
            K::Load | K::Save | K::Verify if P::serial_bus() => {
                // The ROM's PARSL ($E1D4): a name, then `,device`, then `,secondary`, each
                // optional from the end of the statement on.
                let op = match kw {
                    K::Load => KernalOp::Load,
                    K::Save => KernalOp::Save,
                    _ => KernalOp::Verify,
                };
                let mut args = Vec::new();
                if !self.at_end_of_statement() {
                    args.push(self.expr()?);
                    while args.len() < 3 && self.eat_char(b',') {
                        args.push(self.expr()?);
                    }
                }
                Stmt::KernalFile(op, args)
            }
            K::Save => {
                let file = self.expr()?;
                let (mut ascii, mut protected) = (false, false);
                if self.eat_char(b',') {
                    match self.next() {
                        Some(Token::Char(b'A' | b'a')) => ascii = true,
                        Some(Token::Char(b'P' | b'p')) => protected = true,
                        _ => return Err(ErrorKind::Syntax),
                    }
                }
                Stmt::SaveProgram {
                    file,
                    ascii,
                    protected,
                }
            }
            K::List => {
                let digit = |p: &Self| matches!(p.peek_char(), Some(c) if c.is_ascii_digit());
                let from = if digit(self) { self.line_number()? } else { 0 };
                let to = if self.eat_char(b'-') {
                    if digit(self) {
                        self.line_number()?
                    } else {
                        u16::MAX
                    }
                } else if from == 0 {
                    u16::MAX
                } else {
                    from
                };
                let file = if self.eat_char(b',') {
                    Some(self.expr()?)
                } else {
                    None
                };
                Stmt::ListProgram { from, to, file }
            }
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
                let stmt = self.resume()?;
                // RESUME wants the statement's end before it goes anywhere: `RESUME 30 X`
                // and `RESUME NEXT 1` are syntax errors in the handler (GWMAIN.ASM
                // `RESUME`, `RESNXT`: "MUST TERMINATE").
                if !self.at_end_of_statement() {
                    return Err(ErrorKind::Syntax);
                }
                stmt
            }
            K::If => return self.if_then(out),
            K::Goto => Stmt::Goto(self.line_number()?),
            K::Go => {
                // The C64's `GO TO`: GO is a keyword of its own.
                self.expect_keyword(K::To)?;
                Stmt::Goto(self.line_number()?)
            }
            K::Gosub => Stmt::Gosub(self.line_number()?),
            K::Return => Stmt::Return(if self.at_end_of_statement() || !P::return_takes_line() {
                None
            } else {
                Some(self.line_number()?)
            }),
            K::On => self.on()?,
            K::For => self.for_loop()?,
            K::Next => self.next_stmt()?,
            K::Dim => self.dim()?,
            K::Erase => {
                // Each array is erased as its name is read: `ERASE A,` erases A (or says
                // 5 when there is none) before the syntax error (BIMISC.ASM `ERASE`).
                let mut arrays = vec![self.var_ref()?];
                while self.eat_char(b',') {
                    match self.var_ref() {
                        Ok(v) => arrays.push(v),
                        Err(_) => break,
                    }
                }
                Stmt::Erase(arrays)
            }
            K::Read => Stmt::Read(self.lvalue_list()?),
            K::Data => {
                // The items were taken from the Raw token when the program was stored.
                if let Some(Token::Raw(_)) = self.peek() {
                    self.next();
                }
                Stmt::Data
            }
            K::Restore => {
                if matches!(self.peek_char(), Some(c) if c.is_ascii_digit()) {
                    Stmt::Restore(Some(self.line_number()?))
                } else if P::restore_needs_line() && !self.at_end_of_statement() {
                    // GW reads a line number that is not there as line 0, which is
                    // `Undefined line number` when there is none (pcbasic-suite RESTORE3).
                    while !self.at_end_of_statement() {
                        self.next();
                    }
                    Stmt::Restore(Some(0))
                } else {
                    Stmt::Restore(None)
                }
            }
            K::Def => self.def()?,
            K::Rem => {
                self.next();
                Stmt::Rem
            }
            // END and STOP want the statement's end before they act: `STOP X` is a syntax
            // error, not a break (BIMISC.ASM `STOP`, `ENDST`).
            K::End | K::Stop if !self.at_end_of_statement() => return Err(ErrorKind::Syntax),
            K::End => Stmt::End,
            K::Stop => Stmt::Stop,
            K::Clear => {
                // `CLEAR n[,m[,s]]`: the first sizes the Altair's string space; the others
                // are GW-BASIC's memory top and stack size. A comma with nothing after it,
                // or a fourth argument, is a syntax error (pcbasic-suite CLEARERR).
                let mut args = Vec::new();
                if !self.at_end_of_statement() {
                    loop {
                        if matches!(self.peek_char(), Some(b',')) {
                            args.push(None);
                        } else {
                            args.push(Some(self.expr()?));
                        }
                        if !self.eat_char(b',') {
                            break;
                        }
                        if self.at_end_of_statement() {
                            return Err(ErrorKind::Syntax);
                        }
                    }
                }
                if args.len() > 3 {
                    return Err(ErrorKind::Syntax);
                }
                Stmt::Clear(args)
            }
            K::Randomize => {
                if self.at_end_of_statement() {
                    Stmt::Randomize(None)
                } else {
                    Stmt::Randomize(Some(self.expr()?))
                }
            }
            K::While => Stmt::While(self.expr()?),
            K::Wend => Stmt::Wend,
            K::Swap => {
                let a = self.lvalue()?;
                self.expect_char(b',')?;
                let b = self.lvalue()?;
                let more = !self.at_end_of_statement();
                while !self.at_end_of_statement() {
                    self.next();
                }
                Stmt::Swap(a, b, more)
            }
            K::Defint => self.deftype(VarType::Num(NumKind::Integer))?,
            K::Defsng => self.deftype(VarType::Num(NumKind::Single))?,
            K::Defdbl => self.deftype(VarType::Num(NumKind::Double))?,
            K::Defstr => self.deftype(VarType::Str)?,
            K::Get if P::serial_bus() && self.eat_char(b'#') => {
                let file = self.expr()?;
                self.expect_char(b',')?;
                Stmt::GetDevice(file, self.lvalue_list()?)
            }
            K::Get | K::Put if self.eat_char(b'#') || P::record_get_put_without_hash() => {
                let file = self.expr()?;
                let record = if self.eat_char(b',') {
                    Some(self.expr()?)
                } else {
                    None
                };
                Stmt::Record(kw == K::Put, file, record)
            }
            K::Get => Stmt::Get(self.lvalue_list()?),
            K::Field => {
                self.eat_char(b'#');
                let file = self.expr()?;
                let mut fields = Vec::new();
                while self.eat_char(b',') {
                    let width = self.expr()?;
                    if !self.eat_word(b"AS") {
                        return Err(ErrorKind::Syntax);
                    }
                    fields.push((width, self.lvalue()?));
                }
                Stmt::Field(file, fields)
            }
            K::Lset | K::Rset => {
                let target = self.lvalue()?;
                self.expect_char(b'=')?;
                Stmt::Set(kw == K::Rset, target, self.expr()?)
            }
            K::Poke | K::Wait | K::Out => {
                let mut args = vec![self.expr()?];
                while self.eat_char(b',') {
                    args.push(self.expr()?);
                }
                match kw {
                    K::Poke => Stmt::Memory(MemoryOp::Poke, args),
                    K::Wait => Stmt::Memory(MemoryOp::Wait, args),
                    _ => Stmt::Ignored(args),
                }
            }
            K::Sys => Stmt::Memory(MemoryOp::Sys, vec![self.expr()?]),
            K::Null | K::Cls | K::Width => {
                let mut args = Vec::new();
                while !self.at_end_of_statement() {
                    args.push(self.expr()?);
                    if !self.eat_char(b',') {
                        break;
                    }
                }
                Stmt::Ignored(args)
            }
            K::Run => {
                if matches!(self.peek_char(), Some(c) if c.is_ascii_digit()) {
                    Stmt::Run(Some(self.line_number()?))
                } else if P::load_in_program()
                    && matches!(self.peek(), Some(crate::token::Token::Str(_)))
                {
                    // `RUN "name"` in a program loads the file and runs it, as LOAD "name",R
                    // does at the prompt (the files a program left open stay open).
                    let mut args = self.raw_args();
                    if !args.ends_with(b",R") && !args.ends_with(b",r") {
                        args.extend_from_slice(b",R");
                    }
                    Stmt::Load(args)
                } else if P::run_reads_any_line() && !self.at_end_of_statement() {
                    while !self.at_end_of_statement() {
                        self.next();
                    }
                    Stmt::Run(Some(0))
                } else {
                    Stmt::Run(None)
                }
            }
            K::New => Stmt::New,
            K::Load if P::load_in_program() => Stmt::Load(self.raw_args()),
            K::Renum => Stmt::Renum(self.raw_args()),
            K::Option => {
                for c in b"BASE" {
                    self.expect_char(*c)?;
                }
                match self.next() {
                    Some(Token::Char(c @ (b'0' | b'1'))) => Stmt::OptionBase(c - b'0'),
                    _ => return Err(ErrorKind::Syntax),
                }
            }
            _ => return Err(ErrorKind::Syntax),
        };
        out.push(stmt);
        Ok(())
    }

    fn assignment(&mut self) -> PResult<Stmt<P::Num>> {
        let target = self.lvalue()?;
        if let LValue::Var(var) = &target {
            let string = var.suffix == Some(super::ast::VarType::Str);
            match P::reserved_variable(self.names.text(var.name), string) {
                // `TI$ = "hhmmss"` sets the jiffy clock; TI and ST cannot be assigned
                // (C64 Programmer's Reference Guide, ch. 2: `?SYNTAX ERROR`).
                Some(crate::dialect::ReservedVar::ClockString) => {
                    self.expect_char(b'=')?;
                    return Ok(Stmt::SetJiffyClock(self.expr()?));
                }
                Some(_) => return Err(ErrorKind::Syntax),
                None => {}
            }
        }
        self.expect_char(b'=')?;
        Ok(Stmt::Let(target, self.expr()?))
    }

    pub(super) fn lvalue(&mut self) -> PResult<LValue<P::Num>> {
        let var = self.var_ref()?;
        if self.eat_char(b'(') {
            Ok(LValue::Element(var, self.arguments()?))
        } else {
            Ok(LValue::Var(var))
        }
    }

    fn lvalue_list(&mut self) -> PResult<Vec<LValue<P::Num>>> {
        let mut list = vec![self.lvalue()?];
        while self.eat_char(b',') {
            list.push(self.lvalue()?);
        }
        Ok(list)
    }

    fn print_items(&mut self) -> PResult<Vec<PrintItem<P::Num>>> {
        let mut items = Vec::new();
        self.print_items_into(&mut items)?;
        Ok(items)
    }

    /// Reads PRINT items into `items`, keeping those read before a bad one.
    fn print_items_into(&mut self, items: &mut Vec<PrintItem<P::Num>>) -> PResult<()> {
        while !self.at_end_of_statement() {
            match self.peek() {
                Some(Token::Char(b',')) => {
                    self.next();
                    items.push(PrintItem::Comma);
                }
                Some(Token::Char(b';')) => {
                    self.next();
                    items.push(PrintItem::Semicolon);
                }
                Some(Token::Keyword(K::Tab)) => {
                    self.next();
                    let e = self.expr()?;
                    self.expect_char(b')')?;
                    items.push(PrintItem::Tab(e));
                }
                Some(Token::Keyword(K::Spc)) => {
                    self.next();
                    let e = self.expr()?;
                    self.expect_char(b')')?;
                    items.push(PrintItem::Spc(e));
                }
                Some(Token::Keyword(K::Using)) => return Err(ErrorKind::Unsupported),
                _ => match self.expr() {
                    Ok(e) => items.push(PrintItem::Expr(e)),
                    Err(e) if !items.is_empty() => {
                        // What was printed stays printed: the error comes after it.
                        items.push(PrintItem::Error(e));
                        while !self.at_end_of_statement() {
                            self.next();
                        }
                        break;
                    }
                    Err(e) => return Err(e),
                },
            }
        }
        Ok(())
    }

    fn input(&mut self, whole_line: bool) -> PResult<Stmt<P::Num>> {
        if self.eat_char(b'#') {
            let file = self.expr()?;
            if !self.eat_char(b',') {
                // GW-BASIC checked the file before it read on: no targets here means that
                // check, then `Syntax error` (pcbasic-suite LINEINP2: `LINE INPUT#1;` of an
                // output file is `Bad file mode`).
                while !self.at_end_of_statement() {
                    self.next();
                }
                return Ok(Stmt::InputFile {
                    file,
                    whole_line,
                    targets: Vec::new(),
                });
            }
            let parsed = if whole_line {
                self.lvalue().map(|t| vec![t])
            } else {
                self.lvalue_list()
            };
            // A list that does not parse is checked the same way (`LINE INPUT#1, "!"; A$`).
            let targets = parsed.unwrap_or_else(|_| {
                while !self.at_end_of_statement() {
                    self.next();
                }
                Vec::new()
            });
            return Ok(Stmt::InputFile {
                file,
                whole_line,
                targets,
            });
        }
        let keep_line = self.eat_char(b';');
        let mut prompt = None;
        let mut question = true;
        if let Some(Token::Str(s)) = self.peek().cloned() {
            self.next();
            prompt = Some(Rc::from(s.as_slice()));
            if P::input_prompt_comma() && self.eat_char(b',') {
                // GW: a comma after the prompt suppresses the question mark.
                question = false;
            } else {
                self.expect_char(b';')?;
            }
        }
        if whole_line {
            question = false;
        }
        // The machines read the answer before they read the variable list, so a bad list
        // (`INPUT A,,B`) fails after the prompt and the answer (NBS P113): the targets up to the
        // bad one are kept, and the line's parse stops there with a syntax error. With no
        // list at all the run reports the syntax error after the answer (GW: pcbasic-suite
        // ctrl-c_on_INPUT shows `?` and breaks at a bare `INPUT`).
        if !whole_line && prompt.is_none() && self.at_end_of_statement() {
            return Ok(Stmt::Input {
                prompt,
                question,
                whole_line,
                keep_line,
                targets: Vec::new(),
            });
        }
        let mut targets = vec![self.lvalue()?];
        loop {
            let before = self.pos;
            if !self.eat_char(b',') {
                break;
            }
            match self.lvalue() {
                Ok(t) => targets.push(t),
                Err(_) => {
                    self.pos = before;
                    break;
                }
            }
        }
        Ok(Stmt::Input {
            prompt,
            question,
            whole_line,
            keep_line,
            targets,
        })
    }

    fn if_then(&mut self, out: &mut Vec<Stmt<P::Num>>) -> PResult<()> {
        let cond = self.expr()?;
        // GW skips a comma before THEN or GOTO (pcbasic-suite IF: `IF 1, THEN`).
        if P::comma_before_then() {
            self.eat_char(b',');
        }
        let digit_next = |p: &Self| matches!(p.peek_char(), Some(c) if c.is_ascii_digit());
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
        } else {
            self.expect_keyword(K::Then)?;
        }
        out.push(Stmt::If {
            cond,
            else_at: None,
        });
        if matches!(self.peek_char(), Some(c) if c.is_ascii_digit()) {
            out.push(Stmt::Goto(self.line_number()?));
        }
        Ok(())
    }

    fn on(&mut self) -> PResult<Stmt<P::Num>> {
        if self.eat_keyword(K::Error) {
            self.expect_keyword(K::Goto)?;
            return Ok(Stmt::OnError(self.line_number()?));
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
            self.expect_char(b')')?;
            self.expect_keyword(K::Gosub)?;
            let line = self.line_number()?;
            if kw == K::Timer {
                return Ok(Stmt::OnTimer(n, line));
            }
            return Ok(Stmt::Checked(vec![(Some(n), 1, 20)]));
        }
        let selector = self.expr()?;
        let gosub = if self.eat_keyword(K::Goto) {
            false
        } else if self.eat_keyword(K::Gosub) {
            true
        } else {
            return Err(ErrorKind::Syntax);
        };
        let mut targets = vec![self.on_target()?];
        while self.eat_char(b',') {
            targets.push(self.on_target()?);
        }
        Ok(Stmt::On {
            selector,
            targets,
            gosub,
        })
    }

    /// One entry of an ON ... GOTO list: a line number, or nothing before a comma or the end.
    fn on_target(&mut self) -> PResult<Option<u16>> {
        if self.at_end_of_statement() || self.peek_char() == Some(b',') {
            return Ok(None);
        }
        Ok(Some(self.line_number()?))
    }

    fn for_loop(&mut self) -> PResult<Stmt<P::Num>> {
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
        if refused || self.peek_char() == Some(b'(') {
            return Err(ErrorKind::Syntax);
        }
        self.expect_char(b'=')?;
        let from = self.expr()?;
        self.expect_keyword(K::To)?;
        let to = self.expr()?;
        let step = if self.eat_keyword(K::Step) {
            Some(self.expr()?)
        } else {
            None
        };
        Ok(Stmt::For {
            var,
            from,
            to,
            step,
        })
    }

    /// `RESUME [NEXT | line]`.
    fn resume(&mut self) -> PResult<Stmt<P::Num>> {
        Ok(if self.at_end_of_statement() {
            Stmt::Resume(Resume::Again)
        } else if self.eat_keyword(K::Next) {
            Stmt::Resume(Resume::Next)
        } else {
            match self.line_number()? {
                0 => Stmt::Resume(Resume::Again),
                n => Stmt::Resume(Resume::Line(n)),
            }
        })
    }

    fn next_stmt(&mut self) -> PResult<Stmt<P::Num>> {
        let mut vars = Vec::new();
        if !self.at_end_of_statement() {
            vars.push(self.var_ref()?);
            // Each variable is stepped as it is read: `NEXT I,` runs I's NEXT (`NEXT
            // without FOR` when there is no loop) before the syntax error after the comma.
            while self.eat_char(b',') {
                match self.var_ref() {
                    Ok(v) => vars.push(v),
                    Err(_) => break,
                }
            }
        }
        Ok(Stmt::Next(vars))
    }

    fn dim(&mut self) -> PResult<Stmt<P::Num>> {
        let mut arrays = Vec::new();
        loop {
            let var = self.var_ref()?;
            self.expect_char(b'(')?;
            arrays.push((var, self.arguments()?));
            if !self.eat_char(b',') {
                break;
            }
        }
        Ok(Stmt::Dim(arrays))
    }

    fn def(&mut self) -> PResult<Stmt<P::Num>> {
        self.expect_keyword(K::Fn)?;
        let name = self.var_ref()?;
        // Only GW takes `DEF FNM=123` without a parameter list, or more than one parameter
        // (NBS P151, P157: a syntax error on the C64).
        let mut params = Vec::new();
        if self.eat_char(b'(') {
            params.push(self.var_ref()?);
            while self.eat_char(b',') {
                params.push(self.var_ref()?);
            }
            if params.len() > P::max_fn_params() {
                return Err(ErrorKind::Syntax);
            }
            self.expect_char(b')')?;
        } else if P::max_fn_params() == 1 {
            return Err(ErrorKind::Syntax);
        }
        self.expect_char(b'=')?;
        let body: Expr<P::Num> = self.expr()?;
        // DEF skips its statement as DATA does: text after the body is no error when the
        // DEF runs (real GW-BASIC 3.23: `DEF FNA(X)=X X` passes; trapgen).
        while !self.at_end_of_statement() {
            self.next();
        }
        Ok(Stmt::Def {
            name,
            params,
            body: Rc::new(body),
        })
    }

    /// The MID$ statement after its first position: `[, length]) = value`.
    fn mid_rest(&mut self) -> PResult<MidRest<P::Num>> {
        let len = if self.eat_char(b',') {
            Some(self.expr()?)
        } else {
            None
        };
        self.expect_char(b')')?;
        self.expect_char(b'=')?;
        Ok((len, self.expr()?))
    }

    fn deftype(&mut self, ty: VarType) -> PResult<Stmt<P::Num>> {
        let mut ranges = Vec::new();
        loop {
            let from = self.letter()?;
            let to = if self.eat_char(b'-') {
                self.letter()?
            } else {
                from
            };
            ranges.push((from, to));
            if !self.eat_char(b',') {
                break;
            }
        }
        Ok(Stmt::DefType(ty, ranges))
    }

    /// One letter of a DEFtype range (the cruncher gave it as a word of one character).
    fn letter(&mut self) -> PResult<u8> {
        match self.next() {
            Some(Token::Char(c)) if c.is_ascii_alphabetic() => Ok(c),
            _ => Err(ErrorKind::Syntax),
        }
    }

    /// `WRITE [#n,] e, e, ...`.
    ///
    /// GW interprets WRITE as it reads it: the file number is checked before the comma after
    /// it, and each item is written before the next is read, so a malformed statement keeps
    /// its error for the run to raise after those (pcbasic-suite WRITE2).
    fn write(&mut self) -> PResult<Stmt<P::Num>> {
        let mut error = None;
        let file = if self.eat_char(b'#') {
            let f = self.expr()?;
            if !self.eat_char(b',') {
                error = Some(ErrorKind::Syntax);
            }
            Some(f)
        } else {
            None
        };
        let mut items = Vec::new();
        // After a separator another item must follow (`WRITE 1,` is `Missing operand`).
        while error.is_none() && !(items.is_empty() && self.at_end_of_statement()) {
            match self.expr() {
                Ok(e) => items.push(e),
                Err(e) => {
                    error = Some(e);
                    break;
                }
            }
            if !self.eat_char(b',') && !self.eat_char(b';') {
                break;
            }
        }
        if error.is_none() && !self.at_end_of_statement() {
            error = Some(ErrorKind::Syntax);
        }
        // The rest of a bad statement is never read.
        if error.is_some() {
            while !self.at_end_of_statement() {
                self.next();
            }
        }
        Ok(Stmt::Write(file, items, error))
    }

    /// `OPEN mode$, [#]n, name$[, len]` or `OPEN name$ [FOR mode] [ACCESS ...] [lock] AS [#]n
    /// [LEN = len]` (GW-BASIC User's Guide, OPEN).
    fn open(&mut self) -> PResult<Stmt<P::Num>> {
        if P::serial_bus() {
            let mut args = vec![self.expr()?];
            while args.len() < 4 && self.eat_char(b',') {
                args.push(self.expr()?);
            }
            return Ok(Stmt::OpenDevice(args));
        }
        let first = self.expr()?;
        if self.eat_char(b',') {
            self.eat_char(b'#');
            let file = self.expr()?;
            self.expect_char(b',')?;
            let name = self.expr()?;
            let len = if self.eat_char(b',') {
                Some(self.expr()?)
            } else {
                None
            };
            return Ok(Stmt::Open {
                mode: first,
                file,
                name,
                len,
                access: 0,
                share: 0,
            });
        }
        let mut mode = b"R";
        if self.eat_keyword(K::For) {
            mode = if self.eat_keyword(K::Input) {
                b"I"
            } else if self.eat_word(b"OUTPUT") {
                b"O"
            } else if self.eat_word(b"APPEND") {
                b"A"
            } else if self.eat_word(b"RANDOM") {
                b"R"
            } else {
                return Err(ErrorKind::Syntax);
            };
        }
        let mut access = 0;
        if self.eat_word(b"ACCESS") {
            let read = self.eat_keyword(K::Read);
            let write = self.eat_keyword(K::Write);
            access = u8::from(read) | u8::from(write) << 1;
            // A sequential file takes only the access its mode has: ACCESS READ for INPUT,
            // ACCESS WRITE for OUTPUT, ACCESS READ WRITE for APPEND, whose ACCESS WRITE
            // fails to open (`Path/File access error`); anything else is a syntax error.
            // RANDOM takes any (pcbasic-suite OPEN2).
            match (mode, read, write) {
                (_, false, false) => return Err(ErrorKind::Syntax),
                (b"R", _, _) | (b"I", true, false) | (b"O", false, true) | (b"A", true, true) => {}
                (b"A", false, true) => return Err(ErrorKind::Numbered(75)),
                _ => return Err(ErrorKind::Syntax),
            }
        }
        let mut share = 0;
        if self.eat_word(b"SHARED") {
            share = 4;
        } else if self.eat_word(b"LOCK") {
            share = if self.eat_keyword(K::Read) {
                if self.eat_keyword(K::Write) {
                    1
                } else {
                    3
                }
            } else if self.eat_keyword(K::Write) {
                2
            } else {
                return Err(ErrorKind::Syntax);
            };
        }
        if !self.eat_word(b"AS") {
            return Err(ErrorKind::Syntax);
        }
        self.eat_char(b'#');
        let file = self.expr()?;
        let len = if self.eat_keyword(K::Len) || self.eat_word(b"LEN") {
            self.expect_char(b'=')?;
            Some(self.expr()?)
        } else {
            None
        };
        Ok(Stmt::Open {
            mode: Expr::Str(Rc::from(&mode[..])),
            file,
            name: first,
            len,
            access,
            share,
        })
    }

    /// `[#]n, [#]m, ...` of CLOSE, possibly none.
    fn file_numbers(&mut self) -> PResult<Vec<Expr<P::Num>>> {
        let mut files = Vec::new();
        while !self.at_end_of_statement() {
            self.eat_char(b'#');
            files.push(self.expr()?);
            if !self.eat_char(b',') {
                break;
            }
        }
        Ok(files)
    }

    /// A word that is not a keyword (`OUTPUT`, `AS`, `LEN`), spelled out in characters.
    /// GW's AUTO in a program (pcbasic-suite AUTO: `20 AUTO` starts AUTO at the prompt):
    /// the word AUTO alone, and its arguments as typed to the end of the statement.
    /// `LOCK`/`UNLOCK` after its word: `[#]f [, [first] [TO last]]`.
    fn lock(&mut self, unlock: bool) -> PResult<Stmt<P::Num>> {
        self.eat_char(b'#');
        let file = self.expr()?;
        let (mut first, mut last) = (None, None);
        if self.eat_char(b',') {
            if !self.eat_keyword(K::To) {
                first = Some(self.expr()?);
                if self.eat_keyword(K::To) {
                    last = Some(self.expr()?);
                }
            } else {
                last = Some(self.expr()?);
            }
        }
        Ok(Stmt::Lock(unlock, file, first, last))
    }

    fn auto_statement(&mut self) -> Option<Stmt<P::Num>> {
        self.editing_word(b"AUTO")
            .then(|| Stmt::Auto(self.raw_args()))
    }

    /// Whether the statement is GW-BASIC's editing word `word` (AUTO, MERGE: reserved words
    /// the keyword table leaves out), taken when it stands alone, not as a name's start.
    fn editing_word(&mut self, word: &[u8]) -> bool {
        if !P::editor_words().editing_commands {
            return false;
        }
        let n = word.len();
        let Some(at) = self.toks.get(self.pos..self.pos + n) else {
            return false;
        };
        let after = self.toks.get(self.pos + n);
        let alone = !matches!(after, Some(Token::Char(c)) if c.is_ascii_alphanumeric() || *c == b'=' || *c == b'$' || *c == b'%' || *c == b'!' || *c == b'#' || *c == b'(');
        if !alone || at.iter().zip(word).any(|(t, &c)| *t != Token::Char(c)) {
            return false;
        }
        self.pos += n;
        true
    }

    pub(super) fn eat_word(&mut self, word: &[u8]) -> bool {
        self.skip_spaces();
        let matches = word
            .iter()
            .enumerate()
            .all(|(i, c)| self.toks.get(self.pos + i) == Some(&Token::Char(*c)));
        if matches {
            self.pos += word.len();
        }
        matches
    }

    /// `USING format; values` of PRINT: `,` and `;` between values only separate them.
    fn print_using(&mut self, file: Option<Expr<P::Num>>) -> PResult<Stmt<P::Num>> {
        let format = self.expr()?;
        self.expect_char(b';')?;
        let mut values = Vec::new();
        let mut newline = true;
        while !self.at_end_of_statement() {
            values.push(self.expr()?);
            newline = true;
            if self.eat_char(b';') || self.eat_char(b',') {
                newline = false;
            } else {
                break;
            }
        }
        if values.is_empty() {
            return Err(ErrorKind::Numbered(22));
        }
        Ok(Stmt::PrintUsing {
            file,
            format,
            values,
            newline,
        })
    }

    /// `CHAIN [MERGE] file [, [line] [, [ALL] [, DELETE a-b]]]`, read as FIVEO.ASM `CHAIN`
    /// reads it: after the first comma anything but a comma is the line's expression (so
    /// `CHAIN "F",ALL` starts at line `ALL`, a variable, and passes only COMMON); ALL is
    /// looked for only after the second comma, where DELETE may come instead. A tail that
    /// does not parse is kept as its error, raised after the file is found.
    fn chain(&mut self) -> PResult<Stmt<P::Num>> {
        let merge = self.eat_word(b"MERGE");
        let file = self.expr()?;
        let (mut line, mut all, mut delete) = (None, false, None);
        let bad = self.chain_options(&mut line, &mut all, &mut delete).err();
        if bad.is_some() {
            while !self.at_end_of_statement() {
                self.next();
            }
        }
        Ok(Stmt::Chain {
            merge,
            file,
            line,
            all,
            delete,
            bad,
        })
    }

    /// CHAIN's options after the file name (see [`Self::chain`]).
    fn chain_options(
        &mut self,
        line: &mut Option<Expr<P::Num>>,
        all: &mut bool,
        delete: &mut Option<(u16, u16)>,
    ) -> PResult<()> {
        if self.at_end_of_statement() {
            return Ok(());
        }
        if !self.eat_char(b',') {
            return Err(ErrorKind::Syntax);
        }
        if self.peek_char() != Some(b',') {
            *line = Some(self.expr()?);
            if self.at_end_of_statement() {
                return Ok(());
            }
        }
        if !self.eat_char(b',') {
            return Err(ErrorKind::Syntax);
        }
        if !self.eat_word(b"DELETE") {
            if !self.eat_word(b"ALL") {
                return Err(ErrorKind::Syntax);
            }
            *all = true;
            if self.at_end_of_statement() {
                return Ok(());
            }
            if !self.eat_char(b',') || !self.eat_word(b"DELETE") {
                return Err(ErrorKind::Syntax);
            }
        }
        let from = self.line_number()?;
        let to = if self.eat_char(b'-') {
            self.line_number()?
        } else {
            from
        };
        *delete = Some((from, to));
        // A fifth argument is passed over (pcbasic-suite CHAIN_with_dummy_fifth_argument).
        if self.eat_char(b',') {
            while !self.at_end_of_statement() {
                self.next();
            }
        }
        Ok(())
    }

    /// COMMON's names: `A`, `B()`, `C[2]` (a subscript is passed over; `B[]` is refused, as
    /// GW-BASIC's scan did: pcbasic-suite COMMONA, COMMONC).
    fn common_list(&mut self, vars: &mut Vec<(VarRef, bool)>) -> PResult<()> {
        if self.at_end_of_statement() {
            return Ok(());
        }
        loop {
            let v = self.var_ref()?;
            let array = match self.peek_char() {
                Some(b'(') => {
                    self.next();
                    let mut depth = 1;
                    while depth > 0 {
                        match self.next() {
                            Some(Token::Char(b'(')) => depth += 1,
                            Some(Token::Char(b')')) => depth -= 1,
                            Some(_) => {}
                            None => return Err(ErrorKind::Syntax),
                        }
                    }
                    true
                }
                // CHAIN's scan (FIVEO.ASM NXTCOM/FNDAAY) takes a name as an array only
                // before `(`; `A[2]` is looked up as the element A(2), whose bytes get the
                // COMMON bit instead of the name's, so nothing is passed on
                // (pcbasic-suite COMMONC).
                Some(b'[') => {
                    self.next();
                    if self.eat_char(b']') {
                        return Err(ErrorKind::Syntax);
                    }
                    loop {
                        match self.next() {
                            Some(Token::Char(b']')) => break,
                            Some(_) => {}
                            None => return Err(ErrorKind::Syntax),
                        }
                    }
                    if !self.eat_char(b',') {
                        break;
                    }
                    continue;
                }
                _ => false,
            };
            vars.push((v, array));
            if !self.eat_char(b',') {
                break;
            }
        }
        if self.at_end_of_statement() {
            Ok(())
        } else {
            Err(ErrorKind::Syntax)
        }
    }

    /// Arguments, any of them left out, each with the range the statement takes
    /// (GW-BASIC User's Guide, COLOR and LOCATE).
    pub(super) fn checked(&mut self, ranges: &[(i32, i32)]) -> PResult<Stmt<P::Num>> {
        let mut args = Vec::new();
        for &(lo, hi) in ranges {
            let e = if self.at_end_of_statement() || self.peek_char() == Some(b',') {
                None
            } else {
                Some(self.expr()?)
            };
            args.push((e, lo, hi));
            if !self.eat_char(b',') {
                break;
            }
        }
        Ok(Stmt::Checked(args))
    }
}
