//! The program and the session: TRON/TROFF, CONT, CHAIN and COMMON, LOAD, SAVE, LIST, RUN, NEW,
//! RENUM, and the editing words typed as statements.

use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::parse::ast::{Expr, KernalOp, Stmt, VarRef};
use crate::parse::{PResult, Parser};
use crate::token::Token;

impl<P: Profile> Parser<'_, P> {
    /// TRON, TROFF, CONT, CHAIN, COMMON, LOAD, SAVE, VERIFY, LIST, RUN, NEW and RENUM: the
    /// statement keyword `kw` begins, or `None` when it is none of these.
    pub(in crate::parse) fn program_statement(&mut self, kw: K) -> PResult<Option<Stmt<P::Num>>> {
        Ok(Some(match kw {
            K::Tron => Stmt::Trace(true),
            K::Troff => Stmt::Trace(false),
            // SYSTEM closes the files and leaves BASIC; anything before the statement's end
            // makes it do nothing, and the text left is a syntax error (GIODSK.ASM `SYSTEM`:
            // `JNZ RESETX`, NEWSTT then finds no end: `SYSTEM 1` is Syntax error).
            K::System if self.at_end_of_statement() => Stmt::System,
            K::System => return Err(ErrorKind::Syntax),
            K::Cont if P::cont_in_program().is_some() => Stmt::Cont,
            K::Chain => self.chain()?,
            K::Common => {
                let mut vars = Vec::new();
                let mut sizes = Vec::new();
                let error = self.common_list(&mut vars, &mut sizes).err();
                while !self.at_end_of_statement() {
                    self.next();
                }
                Stmt::Common {
                    vars,
                    sizes,
                    counted: true,
                    error,
                }
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
                let (ascii, protected, bad) = self.save_options();
                Stmt::SaveProgram {
                    file,
                    ascii,
                    protected,
                    bad,
                }
            }
            K::List | K::Llist => {
                let digit = |p: &Self| p.line_next();
                let given = digit(self);
                let from = if given { self.line_number()? } else { 0 };
                let to = if self.eat_char(b'-') {
                    if digit(self) {
                        self.line_number()?
                    } else {
                        u16::MAX
                    }
                } else if from == 0 && !(given && P::list_zero_is_a_line()) {
                    u16::MAX
                } else {
                    from
                };
                // LLIST's file is the printer's: anything after its range is a syntax
                // error (real GW-BASIC 3.23: `LLIST 10,"X"`, `LLIST 10,` and `LLIST 10 X`).
                if kw == K::Llist {
                    if !self.at_end_of_statement() {
                        return Err(ErrorKind::Syntax);
                    }
                    return Ok(Some(Stmt::ListPrinter { from, to }));
                }
                let file = if self.eat_char(b',') {
                    Some(self.expr()?)
                } else if P::list_range_ends_statement() && !self.at_end_of_statement() {
                    return Err(ErrorKind::Syntax);
                } else {
                    None
                };
                // LIST goes back to `Ok` once its file is open: what follows the file's
                // expression is never read (GWLIST.ASM `LIST`; real GW-BASIC 3.23: `LIST
                // 81,"X" Y` writes X.BAS).
                if file.is_some() {
                    while !self.at_end_of_statement() {
                        self.next();
                    }
                }
                Stmt::ListProgram { from, to, file }
            }
            K::Run => {
                if self.line_next() {
                    let line = self.line_number()?;
                    // GWMAIN.ASM `CONRUN` goes to the line as GOTO does: what follows its
                    // number is never read (real GW-BASIC 3.23: `RUN 10+5`, `RUN 10 X` run
                    // from line 10).
                    if P::load_in_program() {
                        while !self.at_end_of_statement() {
                            self.next();
                        }
                    }
                    Stmt::Run(Some(line))
                } else if P::load_in_program() && !self.at_end_of_statement() {
                    // GWMAIN.ASM `RUN`: anything but a line number is a file name, a string
                    // expression (DSKCOM.ASM `LRUN`): `RUN A$` loads A$ and runs it, as
                    // LOAD A$,R does, but closes the files unless `,R` follows (real
                    // GW-BASIC 3.23: after `RUN "P2"` file 1 is not open).
                    let (file, keep_files, bad) = self.load_name(true)?;
                    Stmt::Load {
                        file,
                        run: true,
                        keep_files,
                        bad,
                    }
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
            K::Load if P::load_in_program() => {
                let (file, keep_files, bad) = self.load_name(true)?;
                Stmt::Load {
                    file,
                    run: keep_files,
                    keep_files,
                    bad,
                }
            }
            K::Renum => Stmt::Renum(self.raw_args()),
            K::Delete => Stmt::Delete(self.raw_args()),
            _ => return Ok(None),
        }))
    }

    /// LOAD's, RUN's and MERGE's name, a string expression, and what follows it (DSKCOM.ASM
    /// `LRUN3`, `MERGE`): whether `,R` follows (only where `run_option` allows it), and the
    /// error of anything else, which the machine raises after it has found the file.
    pub(in crate::parse) fn load_name(
        &mut self,
        run_option: bool,
    ) -> PResult<(Expr<P::Num>, bool, Option<ErrorKind>)> {
        let file = self.expr()?;
        if self.at_end_of_statement() {
            return Ok((file, false, None));
        }
        if run_option && self.eat_char(b',') {
            self.skip_spaces();
            if matches!(self.peek(), Some(Token::Char(b'R' | b'r'))) {
                self.next();
                if self.at_end_of_statement() {
                    return Ok((file, true, None));
                }
            }
        }
        while !self.at_end_of_statement() {
            self.next();
        }
        Ok((file, false, Some(ErrorKind::Syntax)))
    }

    /// SAVE's option after its name: `,A` or `,P` and nothing after it (GIODSK.ASM `SAVE`:
    /// the option is one letter). Anything else is the error kept for after the name,
    /// which NAMSCN evaluates first (real GW-BASIC 3.23: `SAVE "T"=1 TO 3` is `Type
    /// mismatch`, `SAVE "T" X` and `SAVE "F",A!` `Syntax error`, and no file is written).
    fn save_options(&mut self) -> (bool, bool, Option<ErrorKind>) {
        if self.at_end_of_statement() {
            return (false, false, None);
        }
        if self.eat_char(b',') {
            let option = match self.peek() {
                Some(Token::Char(b'A' | b'a')) => Some((true, false)),
                Some(Token::Char(b'P' | b'p')) => Some((false, true)),
                _ => None,
            };
            if let Some((ascii, protected)) = option {
                self.next();
                if self.at_end_of_statement() {
                    return (ascii, protected, None);
                }
            }
        }
        while !self.at_end_of_statement() {
            self.next();
        }
        (false, false, Some(ErrorKind::Syntax))
    }

    /// CHAIN's DELETE option: the keyword (a statement of its own in GW-BASIC), or its
    /// letters where a dialect has no such statement.
    fn eat_delete(&mut self) -> bool {
        self.skip_spaces();
        self.eat_keyword(K::Delete) || self.eat_word(b"DELETE")
    }

    /// `CHAIN [MERGE] file [, [line] [, [ALL] [, DELETE a-b]]]`, read as FIVEO.ASM `CHAIN`
    /// reads it: after the first comma anything but a comma is the line's expression (so
    /// `CHAIN "F",ALL` starts at line `ALL`, a variable, and passes only COMMON); ALL is
    /// looked for only after the second comma, where DELETE may come instead. A tail that
    /// does not parse is kept as its error, raised after the file is found.
    pub(in crate::parse) fn chain(&mut self) -> PResult<Stmt<P::Num>> {
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
    pub(in crate::parse) fn chain_options(
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
        if !self.eat_delete() {
            if !self.eat_word(b"ALL") {
                return Err(ErrorKind::Syntax);
            }
            *all = true;
            if self.at_end_of_statement() {
                return Ok(());
            }
            if !self.eat_char(b',') || !self.eat_delete() {
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

    /// COMMON's names: `A`, `B()`, `B(n)`, `C[2]` (a subscript is passed over; `B[]` is
    /// refused, as GW-BASIC's scan did: pcbasic-suite COMMONA, COMMONC). In `B(n)` the
    /// parentheses hold nothing or one operand, the compiler's number of dimensions, which
    /// CHAIN's scan evaluates (`sizes`): anything more is `Syntax error` (FIVEO.ASM `COMADY`:
    /// EVAL, then SYNCHR `)`; real GW-BASIC 3.23: `COMMON A(1,2)` and `COMMON B(1/0)` are
    /// syntax errors at CHAIN).
    pub(in crate::parse) fn common_list(
        &mut self,
        vars: &mut Vec<(VarRef, bool)>,
        sizes: &mut Vec<(bool, Expr<P::Num>, usize)>,
    ) -> PResult<()> {
        if self.at_end_of_statement() {
            return Ok(());
        }
        loop {
            let v = self.var_ref()?;
            let array = match self.peek_char() {
                // COMADY wants a `)` itself, not a `]`, after the `(` or after the operand
                // (SYNCHR; real GW-BASIC 3.23: `COMMON A(]` and `COMMON A(1]` are 2).
                // The array is looked up (and marked) before its operand is read.
                Some(b'(') => {
                    self.next();
                    vars.push((v, true));
                    if !self.eat_literal(b')') {
                        let operand = self.eval_operand()?;
                        sizes.push((true, operand, vars.len()));
                        if !self.eat_literal(b')') {
                            return Err(ErrorKind::Syntax);
                        }
                    }
                    if !self.eat_char(b',') {
                        break;
                    }
                    continue;
                }
                // CHAIN's scan (FIVEO.ASM NXTCOM/FNDAAY) takes a name as an array only
                // before `(`; `A[2]` is looked up as the element A(2), whose bytes get the
                // COMMON bit instead of the name's, so nothing is passed on
                // (pcbasic-suite COMMONC).
                // The scan rescans it as a simple name, and PTRGET reads the brackets as a
                // subscript: the element is made, its subscript checked (real GW-BASIC 3.23:
                // `COMMON A[255]` after `A[1]=1` is `Subscript out of range` at CHAIN).
                Some(b'[') => {
                    self.next();
                    let mut subs = vec![self.expr()?];
                    while self.eat_char(b',') {
                        subs.push(self.expr()?);
                    }
                    // PTRGET ends a subscript at either bracket (real GW-BASIC 3.23:
                    // `COMMON A[1)` passes).
                    if !self.eat_literal(b']') && !self.eat_literal(b')') {
                        return Err(ErrorKind::Syntax);
                    }
                    sizes.push((false, Expr::Element(v, subs), vars.len()));
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

    pub(in crate::parse) fn auto_statement(&mut self) -> Option<Stmt<P::Num>> {
        self.editing_word(b"AUTO")
            .then(|| Stmt::Auto(self.raw_args()))
    }

    /// GW-BASIC's EDIT as a statement (SCNEDT.ASM `EDIT` is in the dispatch table): in a
    /// program or after a `:` of a typed line.
    pub(in crate::parse) fn edit_statement(&mut self) -> Option<Stmt<P::Num>> {
        self.editing_word(b"EDIT")
            .then(|| Stmt::Edit(self.raw_args()))
    }

    /// Whether the statement is GW-BASIC's editing word `word` (AUTO, MERGE: reserved words
    /// the keyword table leaves out), taken when it stands alone, not as a name's start.
    pub(in crate::parse) fn editing_word(&mut self, word: &[u8]) -> bool {
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
}
