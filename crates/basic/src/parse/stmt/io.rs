//! Console input and output: PRINT (with USING and `#`), INPUT, LINE INPUT, WRITE.

use std::rc::Rc;

use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::parse::ast::{BinOp, Expr, PrintItem, Stmt};
use crate::parse::{PResult, Parser};
use crate::token::Token;

impl<P: Profile> Parser<'_, P> {
    /// PRINT, INPUT, LINE INPUT and WRITE: the statement keyword `kw` begins, or `None` when it is
    /// none of these.
    /// A PRINT whose items stop at a bad one pushes them into `out` first.
    pub(in crate::parse) fn io_statement(
        &mut self,
        kw: K,
        out: &mut Vec<Stmt<P::Num>>,
    ) -> PResult<Option<Stmt<P::Num>>> {
        Ok(Some(match kw {
            K::Print => {
                let file = if self.eat_char(b'#') {
                    let file = self.expr()?;
                    if !self.at_end_of_statement() || P::print_file_needs_comma() {
                        if let Err(e) = self.expect_char(b',') {
                            // The file is found (its number converted, 13 for a string)
                            // before the comma is wanted (real GW-BASIC 3.23: `PRINT#""`
                            // is 13, `PRINT #1` with no file 1 is 52).
                            self.skip_statement();
                            return Ok(Some(Stmt::PrintFile(file, vec![PrintItem::Error(e)])));
                        }
                    }
                    Some(file)
                } else {
                    None
                };
                if self.eat_keyword(K::Using) {
                    self.print_using(file)?
                } else {
                    match file {
                        Some(file) => {
                            // PRINT # finds its file before it reads an item: a first item
                            // that does not parse is raised after the file's checks (real
                            // GW-BASIC 3.23: `PRINT #1, INSTR` with no file 1 is 52).
                            let mut items = Vec::new();
                            if let Err(e) = self.print_items_into(&mut items) {
                                items.push(PrintItem::Error(e));
                                self.skip_statement();
                            }
                            if self.eat_keyword(K::Using) {
                                items.push(PrintItem::Semicolon);
                                out.push(Stmt::PrintFile(file.clone(), items));
                                return self.print_using(Some(file)).map(Some);
                            }
                            Stmt::PrintFile(file, items)
                        }
                        None => {
                            // The machines print item by item as they read them, so the
                            // items before a bad one are out before the error (NBS P192:
                            // `PRINT "*"?"` shows the star, then `Syntax error`).
                            let mut items = Vec::new();
                            match self.print_items_into(&mut items) {
                                // USING after items: those are printed, then the rest
                                // is PRINT USING's (GIO86.ASM `PRINTC` looks for USINTK
                                // before every item).
                                Ok(()) if self.eat_keyword(K::Using) => {
                                    items.push(PrintItem::Semicolon);
                                    out.push(Stmt::Print(items));
                                    match self.print_using(None) {
                                        Ok(s) => s,
                                        Err(e) => {
                                            self.skip_statement();
                                            Stmt::Error(e)
                                        }
                                    }
                                }
                                Ok(()) => Stmt::Print(items),
                                Err(e) if items.is_empty() => return Err(e),
                                Err(e) => {
                                    items.push(PrintItem::Semicolon);
                                    out.push(Stmt::Print(items));
                                    // The edit waits where the bad item's reading stopped
                                    // (real GW-BASIC 3.23: `PRINT 1.5SIN(,` on the `,`).
                                    self.skip_statement();
                                    Stmt::Error(e)
                                }
                            }
                        }
                    }
                }
            }
            // LPRINT is PRINT on the printer's line: no `#`, the rest alike (GWMAIN.ASM
            // `LPRINT` sets PRTFLG and goes on into PRINT).
            K::Lprint => {
                let inner = if self.eat_keyword(K::Using) {
                    self.print_using(None)?
                } else {
                    let mut items = self.print_items()?;
                    if self.eat_keyword(K::Using) {
                        items.push(PrintItem::Semicolon);
                        out.push(Stmt::Lprint(Box::new(Stmt::Print(items))));
                        self.print_using(None)?
                    } else {
                        Stmt::Print(items)
                    }
                };
                Stmt::Lprint(Box::new(inner))
            }
            // `LCOPY [n]` copies the screen to the printer: nothing to see here (the real
            // GW-BASIC 3.23 passes `LCOPY` and `LCOPY 1`).
            K::Lcopy => {
                if !self.at_end_of_statement() {
                    self.expr()?;
                }
                Stmt::Rem
            }
            K::Input => self.input(false)?,
            K::Line => {
                self.expect_keyword(K::Input)?;
                self.input(true)?
            }
            K::Write => self.write()?,
            _ => return Ok(None),
        }))
    }

    pub(in crate::parse) fn print_items(&mut self) -> PResult<Vec<PrintItem<P::Num>>> {
        let mut items = Vec::new();
        self.print_items_into(&mut items)?;
        Ok(items)
    }

    /// Reads PRINT items into `items`, keeping those read before a bad one; stops at the end of
    /// the statement or at USING.
    pub(in crate::parse) fn print_items_into(
        &mut self,
        items: &mut Vec<PrintItem<P::Num>>,
    ) -> PResult<()> {
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
                // PRINT USING's own clause follows: the caller reads it.
                Some(Token::Keyword(K::Using)) => break,
                _ => match self.expr() {
                    Ok(e) => items.push(PrintItem::Expr(e)),
                    Err(e) if !items.is_empty() => {
                        // What was printed stays printed: the error comes after it.
                        // The edit waits where the item's reading stopped (real GW-BASIC
                        // 3.23: `PRINT 1.5SIN(,` on the `,`).
                        items.push(PrintItem::Error(e));
                        self.skip_statement();
                        break;
                    }
                    Err(e) => return Err(e),
                },
            }
        }
        Ok(())
    }

    pub(in crate::parse) fn input(&mut self, whole_line: bool) -> PResult<Stmt<P::Num>> {
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
                    bad: None,
                });
            }
            // Each variable is found (PTRGET) and its item read before the next name is
            // looked at, so the items before a bad name are read (real GW-BASIC 3.23:
            // `INPUT #3,A,1B$` of a random file whose record runs out is 50, not 2); a
            // first name that does not parse is checked as no list (`LINE INPUT#1, "!";
            // A$`).
            let mut targets = Vec::new();
            let mut bad = None;
            loop {
                match self.lvalue() {
                    Ok(t) => targets.push(t),
                    Err(e) => {
                        bad = Some(e);
                        break;
                    }
                }
                if whole_line || !self.eat_char(b',') {
                    break;
                }
            }
            if bad.is_some() {
                self.skip_statement();
            }
            return Ok(Stmt::InputFile {
                file,
                whole_line,
                targets,
                bad,
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
        let prompted = prompt.is_some();
        let input = |targets| Stmt::Input {
            prompt,
            question,
            whole_line,
            keep_line,
            targets,
        };
        // The machines read the answer before they read the variable list, so a bad list
        // (`INPUT A,,B`) fails after the prompt and the answer (NBS P113): the targets up to the
        // bad one are kept, and the line's parse stops there with a syntax error. With no
        // list at all the run reports the syntax error after the answer (GW: pcbasic-suite
        // ctrl-c_on_INPUT shows `?` and breaks at a bare `INPUT`).
        // The edit then waits where the list would start (real GW-BASIC 3.23: after `20 INPUT`
        // and an answer, keys typed at the offered line go after `INPUT`).
        if !whole_line && !prompted && self.at_end_of_statement() {
            if P::runs_what_it_read() {
                self.mark_unclosed();
            }
            return Ok(input(Vec::new()));
        }
        let constant =
            matches!(self.peek_char(), Some(c) if c.is_ascii_digit() || c == b'.' || c == b'&');
        self.skip_spaces();
        let target_at = self.pos;
        let first = match self.lvalue() {
            Ok(t) => t,
            // LINE INPUT prints its prompt (QTINP) before PTRGET reads the name, and a
            // name that is none is the syntax error before any line is read, the edit
            // waiting on it, or on the prompt's `;` right before it (real GW-BASIC 3.23:
            // `LINE INPUT "P";1` shows `P`, the cursor on the `;`; `LINE INPUT "P"; 1`
            // and `LINE INPUT "P",1` on the `1`).
            Err(_) if whole_line && prompted && P::runs_what_it_read() => {
                self.unclosed = true;
                let on_semicolon =
                    target_at > 0 && self.toks.get(target_at - 1) == Some(&Token::Char(b';'));
                let at = if on_semicolon {
                    target_at - 1
                } else {
                    target_at
                };
                self.late_spot.get_or_insert(at);
                self.skip_statement();
                return Ok(input(Vec::new()));
            }
            // GW asks and reads the answer before its first pass scans the list
            // (GWMAIN.ASM `INPUT`: `NOTQTI`, `SINLIN`, then `VARLOP`'s PTRGTN): a first
            // item that is no variable is the syntax error after the answer, as a bare
            // INPUT's (real GW-BASIC 3.23: `INPUT 1`, `INPUT "P";1`, `INPUT (A)` ask).
            // The edit waits where PTRGTN stopped, but at the line's start on a number,
            // where the pointer CHRGTR left is past the constant (`INPUT 1`).
            Err(_) if !whole_line && P::runs_what_it_read() => {
                if constant {
                    self.unclosed = true;
                    // No place of its own: the skip must not mark one either.
                    while !self.at_end_of_statement() {
                        self.next();
                    }
                } else {
                    self.mark_unclosed();
                    self.skip_statement();
                }
                return Ok(input(Vec::new()));
            }
            Err(e) => return Err(e),
        };
        // LINE INPUT takes one variable: it reads the line into it before CHRGTR looks at
        // what follows (GWMAIN.ASM `LINE`: SINLIN, then PTRGET's variable is stored), so text
        // after it is the syntax error once the line is stored (real GW-BASIC 3.23:
        // `LINE INPUT A$, B$` answered `hello` has A$ = `hello`, then error 2).
        // The stray text is left for NEWSTT's check after the statement has run.
        if whole_line && P::runs_what_it_read() {
            return Ok(input(vec![first]));
        }
        let mut targets = vec![first];
        loop {
            let before = self.pos;
            if !self.eat_char(b',') {
                break;
            }
            match self.lvalue() {
                Ok(t) => targets.push(t),
                // The first pass finds the item that is no variable before anything is
                // assigned, the edit waiting on it (real GW-BASIC 3.23: after
                // `10 INPUT A,1` on the `1`, A as it was).
                Err(_) if !whole_line && P::runs_what_it_read() => {
                    self.mark_unclosed();
                    self.skip_statement();
                    return Ok(input(Vec::new()));
                }
                Err(_) => {
                    self.pos = before;
                    break;
                }
            }
        }
        // The first pass wants a comma or the statement's end after each name (GWMAIN.ASM
        // `ENDSCN`): anything else is the syntax error after the answer, nothing assigned
        // (real GW-BASIC 3.23: `INPUT A$; A, B$` answered `1,2,3` errs, no Redo).
        if !whole_line && P::runs_what_it_read() && !self.at_end_of_statement() {
            self.mark_unclosed();
            self.skip_statement();
            return Ok(input(Vec::new()));
        }
        Ok(input(targets))
    }

    /// `WRITE [#n,] e, e, ...`.
    ///
    /// GW interprets WRITE as it reads it: the file number is checked before the comma after
    /// it, and each item is written before the next is read, so a malformed statement keeps
    /// its error for the run to raise after those (pcbasic-suite WRITE2).
    pub(in crate::parse) fn write(&mut self) -> PResult<Stmt<P::Num>> {
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
        let mut separated = false;
        // After a separator another item must follow (`WRITE 1,` is `Missing operand`).
        while error.is_none() && !(items.is_empty() && self.at_end_of_statement()) {
            match self.expr() {
                Ok(e) => items.push(e),
                Err(e) => {
                    error = Some(e);
                    separated = !items.is_empty();
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
        Ok(Stmt::Write(file, items, error, separated))
    }

    /// `USING format; values` of PRINT: `,` and `;` between values only separate them.
    pub(in crate::parse) fn print_using(
        &mut self,
        file: Option<Expr<P::Num>>,
    ) -> PResult<Stmt<P::Num>> {
        // PRINT # has found its file before USING's format is read (real GW-BASIC 3.23:
        // `PRINT #1,USING;5` with no file 1 is 52, of an input file 54).
        let format = match self.expr() {
            Ok(format) => format,
            Err(e) if file.is_some() => return self.file_then(file, e),
            Err(e) => return Err(e),
        };
        // A format that stops as it is evaluated (`"S"+;`, the operand missing) is the
        // error where its reading stopped (real GW-BASIC 3.23: after `10 PRINT USING
        // "S"+;` and RUN the edit waits on the `;`).
        if self.unclosed {
            let items = vec![PrintItem::Expr(format), PrintItem::Semicolon];
            return Ok(match file {
                Some(file) => Stmt::PrintFile(file, items),
                None => Stmt::Print(items),
            });
        }
        if !self.eat_char(b';') {
            if !P::runs_what_it_read() {
                return Err(ErrorKind::Syntax);
            }
            return self.format_then(file, format, ErrorKind::Syntax);
        }
        let mut values = Vec::new();
        let mut newline = true;
        let mut tail = None;
        while !self.at_end_of_statement() {
            match self.expr() {
                Ok(e) => values.push(e),
                Err(e) if values.is_empty() => return self.format_then(file, format, e),
                Err(e) => {
                    tail = Some(e);
                    break;
                }
            }
            newline = true;
            if self.eat_char(b';') || self.eat_char(b',') {
                newline = false;
            } else {
                if !self.at_end_of_statement() {
                    tail = Some(ErrorKind::Syntax);
                }
                break;
            }
        }
        if tail.is_some() {
            self.skip_statement();
        }
        if values.is_empty() {
            return self.format_then(file, format, ErrorKind::Numbered(22));
        }
        Ok(Stmt::PrintUsing {
            file,
            format,
            values,
            newline,
            tail,
        })
    }

    /// PRINT USING whose `;` or first value does not read: GW-BASIC has evaluated the
    /// format and checked that it is a string before (BIPRTU.ASM `PRINUS`: FRMCHK, CHKSTR,
    /// then SYNCHR of the `;`), so a number is `Type mismatch` first (real GW-BASIC 3.23:
    /// `PRINT USING A  ASIN(` and `PRINT USING 5;` are 13); then `error`, the edit's cursor
    /// where the reading stopped. Adding an empty string to the format is that check.
    /// Other dialects fail the statement as [`Self::file_then`] does.
    fn format_then(
        &mut self,
        file: Option<Expr<P::Num>>,
        format: Expr<P::Num>,
        error: ErrorKind,
    ) -> PResult<Stmt<P::Num>> {
        if !P::runs_what_it_read() {
            return self.file_then(file, error);
        }
        self.mark_unclosed();
        self.skip_statement();
        let empty = Expr::Str(Rc::from(&b""[..]));
        let check = Expr::Binary(BinOp::Add, Box::new(format), Box::new(empty));
        let items = vec![
            PrintItem::Expr(Expr::Unclosed(Box::new(check), error)),
            PrintItem::Semicolon,
        ];
        Ok(match file {
            Some(file) => Stmt::PrintFile(file, items),
            None => Stmt::Print(items),
        })
    }

    /// PRINT # USING with no value that parses: the file is found first (real GW-BASIC 3.23:
    /// `PRINT #1, USING "#";INSTR` with no file 1 is 52), then `error`; without a file, the
    /// error.
    fn file_then(&mut self, file: Option<Expr<P::Num>>, error: ErrorKind) -> PResult<Stmt<P::Num>> {
        self.skip_statement();
        match file {
            Some(file) => Ok(Stmt::PrintFile(file, vec![PrintItem::Error(error)])),
            None => Err(error),
        }
    }
}
