//! The parser: a crunched line to its statements, once, when the line is stored.
//!
//! A line that fails to parse keeps the statements before the bad one and ends in
//! [`Stmt::Error`], so the machine's behaviour holds: the good statements run, then the error
//! is raised where the bad text starts (`?SN ERROR IN 10` when the line runs).

pub mod ast;
mod expr;
mod graphics;
mod hardware;
mod names;
mod stmt;
#[cfg(test)]
mod tests_bare;
mod text;

pub use ast::*;
#[cfg(test)]
pub(crate) use expr::testing;
pub use names::Names;

use crate::dialect::{Keyword, Profile};
use crate::error::ErrorKind;
use crate::num::{Number, ParseContext};
use crate::token::Token;

/// The result of parsing one statement or expression.
type PResult<T> = Result<T, ErrorKind>;

/// Parses the statements of one crunched line.
pub fn parse_line<P: Profile>(tokens: &[Token], names: &mut Names) -> Vec<Stmt<P::Num>> {
    parse_line_counting::<P>(tokens, names).0
}

/// Parses one crunched line as [`parse_line`] does, and counts the number literals that
/// overflowed and were kept at the largest value: GW-BASIC's cruncher says `Overflow` for
/// each of them while the line is stored (PC-BASIC, the recordings' reference: `A=1E39`
/// in a loaded file prints `Overflow` before the program runs).
pub fn parse_line_counting<P: Profile>(
    tokens: &[Token],
    names: &mut Names,
) -> (Vec<Stmt<P::Num>>, usize) {
    let (stmts, _, overflows) = parse_line_joined::<P>(tokens, names);
    (stmts, overflows)
}

/// [`parse_line_counting`] with, for each statement, whether it goes on the text's
/// statement before it (see [`crate::program::Line::joined`]).
pub fn parse_line_joined<P: Profile>(
    tokens: &[Token],
    names: &mut Names,
) -> (Vec<Stmt<P::Num>>, Vec<bool>, usize) {
    let mut p = Parser::<P>::new(tokens, names);
    let (stmts, joined) = p.statements();
    (stmts, joined, p.overflows)
}

/// Where in `tokens` (a token index; `tokens.len()` for the line's end) each statement of
/// the line that is a syntax error failed, by statement index: the text pointer as
/// CHRGET left it when SNERR fired, the furthest token the parser looked at. GW-BASIC's
/// edit after a syntax error puts the cursor there (real GW-BASIC 3.23: after `10 X=)`
/// and RUN the cursor waits on the `)`, after `10 GOTO` past the line's end). The line is
/// parsed again with names of its own: only its positions are wanted.
pub fn syntax_error_spots<P: Profile>(tokens: &[Token]) -> Vec<(usize, usize)> {
    let mut names = Names::default();
    let mut p = Parser::<P>::new(tokens, &mut names);
    p.statements();
    p.spots
}

/// Where GW-BASIC's text pointer stands when each built-in function call, and each array
/// element, of a line fails as it runs, by token, in the order they are read (post-order:
/// a call's arguments before it, left to right, which is the order of their places).
/// The machine counts the calls and the elements a statement reads
/// (`exec::Reading`); EDIT of the line the error stopped in puts the cursor on the
/// failing one's place (real GW-BASIC 3.23: after `10 B=SQR(-1)+2:END`, RUN and `EDIT
/// 10` a typed `X` makes `B=SQR(-1X+2`).
/// Each call comes with the ends of its arguments when it has several, each as it stands
/// and moved onto the first `)` before it (see `Parser::note_call`).
pub fn reading_places<P: Profile>(tokens: &[Token]) -> [Vec<(usize, Vec<[usize; 2]>)>; 2] {
    let mut names = Names::default();
    let mut p = Parser::<P>::new(tokens, &mut names);
    p.statements();
    let elements = p.elements.into_iter().map(|e| (e, Vec::new())).collect();
    [p.calls, elements].map(|mut places: Vec<(usize, Vec<[usize; 2]>)>| {
        // Stable: calls sharing a place (`LOG(ABS(0))`) stay inner first.
        places.sort_by_key(|p| p.0);
        places
    })
}

/// Where each statement of a line ends, as (the index of its first statement, the token
/// after its text): where GW-BASIC's text pointer stands when a statement has run and
/// the run stops there (STOP, or an error the statement raises once its arguments are
/// read), which EDIT of that line shows as the cursor's place.
pub fn statement_ends<P: Profile>(tokens: &[Token]) -> Vec<(usize, usize)> {
    let mut names = Names::default();
    let mut p = Parser::<P>::new(tokens, &mut names);
    p.statements();
    p.ends
}

/// How many statements of their own a REM's raw text holds for RESUME NEXT: the pieces
/// after each `:` outside quotes that hold more than blanks. RESUME NEXT skips from the
/// failing statement's start to the next `:` as DATA does, past the REM token into its
/// text (an error in `IF X/0 THEN REM :PRINT "D"` goes on after the REM's `:`), and
/// NEWSTT runs the raw text there: no keyword token, so LET, whose `=` is no `=` token
/// either: a syntax error (GWMAIN.ASM `RESTXT`, `DATA`, `GONE`, `LET`; real GW-BASIC
/// 3.23: `H 2 25`). A blank piece ends at the next `:` and runs nothing.
pub fn rem_pieces(text: &[u8]) -> usize {
    let mut quoted = false;
    let mut pieces = 0;
    let mut piece: Option<bool> = None;
    for &b in text {
        match b {
            b'"' => quoted = !quoted,
            b':' if !quoted => {
                pieces += usize::from(piece == Some(true));
                piece = Some(false);
                continue;
            }
            _ => {}
        }
        if let Some(filled) = piece.as_mut() {
            *filled |= !matches!(b, b' ' | b'\t' | b'\n');
        }
    }
    pieces + usize::from(piece == Some(true))
}

/// Marks statements `before..len` as one statement of the text: the first joined to the
/// one before it when `first` says so, the others joined to it.
fn mark_joined(joined: &mut Vec<bool>, before: usize, len: usize, first: bool) {
    joined.resize(before, false);
    if len > before {
        joined.push(first);
        joined.resize(len, true);
    }
}

/// Walks the tokens of one line.
struct Parser<'a, P: Profile> {
    toks: &'a [Token],
    pos: usize,
    names: &'a mut Names,
    /// Literals that overflowed and were kept (warned of in GW).
    overflows: usize,
    /// How deeply the expression being read nests (parentheses, arguments, signs).
    nesting: usize,
    /// Binary operators read so far in the line.
    operators: usize,
    /// The furthest token looked at: where GW-BASIC's text pointer would be (CHRGET
    /// leaves it on the last character it fetched), for the place of a syntax error.
    seen: std::cell::Cell<usize>,
    /// Each statement that is a syntax error, by index, with `seen` when it failed.
    spots: Vec<(usize, usize)>,
    /// Where the statement being read will stop with a syntax error as it runs, though it
    /// parsed: the first place a function's arguments go wrong (see `Builtin::arity`).
    late_spot: Option<usize>,
    /// Where GW-BASIC's text pointer stands at the statement's syntax error when that is not
    /// the furthest token looked at (see [`Self::pin_refused_after_sync`] and
    /// [`Self::rescan_constant`]); [`NOWHERE`] for a pointer outside the line.
    pinned: Option<usize>,
    /// Each statement read whole, by the index of its first statement, with the token
    /// where its text ends (blanks after it passed over, as CHRGET passes them).
    ends: Vec<(usize, usize)>,
    /// The statement being read holds a call that stops when it runs (`Expr::Unclosed`
    /// from an expression): its error comes before NEWSTT would look at stray text.
    pub(in crate::parse) unclosed: bool,
    /// Where GW-BASIC's text pointer stands when each built-in call read in the line
    /// fails as it runs, in the order the calls are made (see [`reading_places`]).
    calls: Vec<(usize, Vec<[usize; 2]>)>,
    /// The end of each argument of the built-in call just read, for [`Self::note_call`].
    arg_ends: Vec<usize>,
    /// The same for each array element read (see [`reading_places`]).
    elements: Vec<usize>,
    /// The variable a FOR being read has made (GW's PTRGET comes first), and whether its
    /// fault came after TO: a FOR that does not parse still makes it ([`Stmt::BadFor`]).
    pub(in crate::parse) for_made: Option<(VarRef, bool)>,
    _p: std::marker::PhantomData<P>,
}

impl<P: Profile> Parser<'_, P> {
    /// The statement being read stops as it runs: GW-BASIC's text pointer stays on the
    /// furthest character looked at, where the edit after a syntax error waits (real
    /// GW-BASIC 3.23: after `10 X=1+*2` and RUN on the `*`, after `10 DIM A(1` past
    /// the `1`, after `10 X=MID$("A",)` on the `)`).
    pub(in crate::parse) fn mark_unclosed(&mut self) {
        self.unclosed = true;
        if self.late_spot.is_none() {
            self.late_spot = Some(self.seen.get());
        }
    }

    /// A part of a statement that did not read, kept as an operand that raises `kind` when
    /// the run evaluates it, after the checks the statement makes before it (GW finds a
    /// file before it reads what follows the number); the rest of the statement is not read.
    pub(in crate::parse) fn fault_after(&mut self, kind: ErrorKind) -> ast::Expr<P::Num> {
        self.mark_unclosed();
        self.skip_statement();
        ast::Expr::Unclosed(Box::new(ast::Expr::Num(P::Num::from_i32(0))), kind)
    }

    /// A statement that has read `read` whole and then meets text it does not take: the run
    /// evaluates `read`, with its faults, then raises `kind`, as GW-BASIC's FRMEVL returns
    /// the value before the statement's SYNCHR or CHRGTR looks at what follows (GWMAIN.ASM
    /// `IFS`: FRMEVL, then SYNCHR THEN, then VSIGN; real GW-BASIC 3.23: `IF 1/0 (2) THEN` is
    /// 11, `IF Q(11) 5 THEN` 9, `IF A$ X THEN` 2). The rest of the statement is not read.
    pub(in crate::parse) fn evaluated_then(
        &mut self,
        read: ast::Expr<P::Num>,
        kind: ErrorKind,
    ) -> ast::Expr<P::Num> {
        self.mark_unclosed();
        self.skip_statement();
        ast::Expr::Unclosed(Box::new(whole(read)), kind)
    }
}

/// `read` as an [`ast::Expr::Unclosed`] holds it when it was read whole: an array element
/// or a CHR$ call is put in a parenthesis, which that wrapper's evaluation takes off at no
/// cost, as there the bare element means subscripts whose `)` is missing (see
/// `Parser::subscripts`) and the bare CHR$ GETBYT's check of a byte, which makes no string.
pub(in crate::parse) fn whole<N>(read: ast::Expr<N>) -> ast::Expr<N> {
    match read {
        ast::Expr::Element(..) | ast::Expr::Call(ast::Builtin::Chr, _) => {
            ast::Expr::Paren(Box::new(read))
        }
        read => read,
    }
}

impl<P: Profile> Parser<'_, P> {
    /// Notes the place of the built-in call of `args` arguments just read (see
    /// [`reading_places`]). A check the function makes once its `)` is read (PARCHK's one
    /// argument, STRING$'s character) waits past the blanks after that `)` on what
    /// follows, or with none on the `)`, or on the first of the `)` that end its argument
    /// together (real GW-BASIC 3.23, `difftest/gw/program/erredit.py`: `B=SQR(-1)+2` on
    /// the `)`, `B=SQR(-1) +2` on the `+`, `SQR(-ABS(1))+1` and `SQR(((-1)))+2` on the
    /// `)` after the 1). A check of an argument as it is read (GETBYT) waits where it ends,
    /// on its comma or `)`, or on the first of the `)` before that (`LEFT$("A",-1)+"B"` on
    /// the `)`, `LEFT$("A",(-1))` on the first `)`, `MID$("ABC",0,1)` on the comma);
    /// MID$'s and INSTR's test of a start of 0 waits on the end itself
    /// (`MID$("AB",(0))` on the last `)`).
    pub(in crate::parse) fn note_call(&mut self, args: usize) {
        let close = self
            .pos
            .checked_sub(1)
            .filter(|&i| self.toks.get(i) == Some(&Token::Char(b')')));
        let place = match close {
            Some(_) if matches!(self.toks.get(self.pos), Some(Token::Space)) => {
                let mut i = self.pos;
                while let Some(Token::Space | Token::Gap) = self.toks.get(i) {
                    i += 1;
                }
                i
            }
            Some(c) => self.first_close(c),
            None => self.pos,
        };
        let ends = if args > 1 && self.arg_ends.len() == args {
            std::mem::take(&mut self.arg_ends)
                .into_iter()
                .map(|e| [e, self.first_close(e)])
                .collect()
        } else {
            Vec::new()
        };
        self.calls.push((place, ends));
    }

    /// The first of the `)` right before token `at` (`at` itself when it is one with
    /// none before it), else `at`.
    fn first_close(&self, at: usize) -> usize {
        let mut at = at;
        while at > 0 && self.toks.get(at - 1) == Some(&Token::Char(b')')) {
            at -= 1;
        }
        at
    }

    /// Notes the place of the array element whose `)` was just read: the text pointer
    /// past its subscripts and the blanks after them, on what follows, where PTRGET's
    /// `Subscript out of range` leaves it (real GW-BASIC 3.23: `B=A(7)+1` and
    /// `B=A(7) +1` wait on the `+`, `A(7)=1` on the `=`).
    pub(in crate::parse) fn note_element(&mut self) {
        let mut i = self.pos;
        while let Some(Token::Space | Token::Gap) = self.toks.get(i) {
            i += 1;
        }
        self.elements.push(i);
    }
}

/// A syntax error's place outside the line's text: GW-BASIC's text pointer on NUMCON, the
/// fake text CHRGTR reads a crunched constant from (see [`Parser::rescan_constant`]). The
/// edit finds no character of the line there and waits at its start.
pub const NOWHERE: usize = usize::MAX;

impl<P: Profile> Parser<'_, P> {
    /// A variable list's item that is refused at its first character (PTRGET wants a letter)
    /// right after the `,` or `(` SYNCHR matched before it: SYNCHR reads the next character
    /// without CHRGTR (BIMISC.ASM `SYNCHR`, `SYNCON`), and only CHRGTR moves the pointer the
    /// edit after a syntax error uses, so the cursor waits on the `,` or `(` (real GW-BASIC
    /// 3.23, whose CHRGTR keeps each character's address: after `10 DIM A,1`, `10 SWAP A,+`,
    /// `10 DEF FNA(A,:`, `10 X=VARPTR("S"` and RUN; a blank between is passed over by
    /// CHRGTR, so `DIM A, 1` waits on the `1`). `at` is where the item began.
    pub(in crate::parse) fn pin_refused_after_sync(&mut self, at: usize) {
        let refused = match self.toks.get(at) {
            Some(Token::Char(c)) => !c.is_ascii_alphabetic(),
            Some(Token::Space | Token::Gap) => false,
            _ => true,
        };
        let synced = at
            .checked_sub(1)
            .is_some_and(|k| matches!(self.toks.get(k), Some(Token::Char(b',' | b'('))));
        if refused && synced && self.pinned.is_none() {
            self.pinned = Some(at - 1);
        }
    }

    /// DIM's and READ's loops read the character after each variable again (BIPTRG.ASM
    /// `DIMCON`: DEC BX, CHRGTR): a crunched number constant there was already taken by
    /// CHRGTR, whose pointer is then NUMCON's fake text, and reading it again leaves the
    /// pointer there, in no line, so the syntax error that follows offers the line with
    /// the cursor at its start (real GW-BASIC 3.23: `DIM A$1`, `DIM A(1) 2`, `DIM A%&H1F`,
    /// `DATA 1:READ A$1.5`; while `LET A$1` waits on the `1`). Digits after a bare name
    /// and blanks are not crunched (`DIM A 1` waits on the `1`).
    pub(in crate::parse) fn rescan_constant(&mut self) {
        if self.crunched_constant(self.pos) && self.pinned.is_none() {
            self.pinned = Some(NOWHERE);
        }
    }

    /// Whether the text from token `from` on, past blanks, is a number the cruncher made an
    /// embedded constant: not digits after a bare name and blanks (`A 1`), which stay text.
    pub(in crate::parse) fn crunched_constant(&self, from: usize) -> bool {
        let mut i = from;
        while let Some(Token::Space | Token::Gap) = self.toks.get(i) {
            i += 1;
        }
        let after_name = i > from
            && from.checked_sub(1).is_some_and(|k| {
                matches!(self.toks.get(k), Some(Token::Char(c)) if c.is_ascii_alphanumeric() || *c == b'.')
            });
        let constant = matches!(self.toks.get(i), Some(Token::Char(c)) if c.is_ascii_digit() || *c == b'.' || *c == b'&');
        constant && !after_name
    }

    /// Whether the text at token `at` (past blanks) is a number the cruncher made an
    /// embedded constant, whatever blanks the statement's reading went past before it. An
    /// `&` constant always is; digits are not when a name comes before them with only
    /// blanks, digits and more name characters between: the cruncher keeps digits raw from
    /// a name on until a special character or a keyword (GWMAIN.ASM `NOTRS1`; real GW-BASIC
    /// 3.23: `OPTION BASE 0 5` stores `BASE 0 5` as typed, `ON 2 GOTO 100 200` crunches the
    /// 200 after LINGET's number).
    pub(in crate::parse) fn crunched_constant_at(&self, at: usize) -> bool {
        match self.toks.get(at) {
            Some(Token::Char(b'&')) => return true,
            Some(Token::Char(c)) if c.is_ascii_digit() || *c == b'.' => {}
            _ => return false,
        }
        let mut start = at;
        while start > 0
            && matches!(self.toks.get(start - 1), Some(Token::Space | Token::Gap) | Some(Token::Char(b'0'..=b'9' | b'A'..=b'Z' | b'a'..=b'z' | b'.')))
        {
            start -= 1;
        }
        let first = self.toks[start..at]
            .iter()
            .find(|t| !matches!(t, Token::Space | Token::Gap));
        !matches!(first, Some(Token::Char(c)) if c.is_ascii_alphabetic())
    }
}

impl<'a, P: Profile> Parser<'a, P> {
    fn new(toks: &'a [Token], names: &'a mut Names) -> Self {
        Parser {
            toks,
            pos: 0,
            names,
            overflows: 0,
            nesting: 0,
            operators: 0,
            seen: std::cell::Cell::new(0),
            spots: Vec::new(),
            late_spot: None,
            pinned: None,
            ends: Vec::new(),
            unclosed: false,
            calls: Vec::new(),
            arg_ends: Vec::new(),
            elements: Vec::new(),
            for_made: None,
            _p: std::marker::PhantomData,
        }
    }
}

impl<P: Profile> Parser<'_, P> {
    /// Notes that token `i` was looked at (see `seen`).
    fn look(&self, i: usize) {
        if i > self.seen.get() {
            self.seen.set(i.min(self.toks.len()));
        }
    }

    /// The token at the current position, spaces included, noted as looked at.
    fn here(&self) -> Option<&Token> {
        self.look(self.pos);
        self.toks.get(self.pos)
    }

    /// The next token that is not a separating space.
    fn peek(&self) -> Option<&Token> {
        let mut i = self.pos;
        while let Some(Token::Space | Token::Gap) = self.toks.get(i) {
            i += 1;
        }
        self.look(i);
        self.toks.get(i)
    }

    fn skip_spaces(&mut self) {
        while let Some(Token::Space | Token::Gap) = self.toks.get(self.pos) {
            self.pos += 1;
        }
    }

    fn next(&mut self) -> Option<Token> {
        self.skip_spaces();
        self.look(self.pos);
        let t = self.toks.get(self.pos).cloned();
        if t.is_some() {
            self.pos += 1;
        }
        t
    }

    fn at_end_of_statement(&self) -> bool {
        matches!(
            self.peek(),
            None | Some(Token::Char(b':'))
                | Some(Token::Keyword(Keyword::Else))
                | Some(Token::Apostrophe)
        )
    }

    /// The rest of the statement as the editor command that reads it will see it (LOAD's,
    /// RENUM's and AUTO's arguments): characters, spaces and quoted strings as typed;
    /// anything else becomes `?`, which makes the arguments a syntax error when obeyed.
    fn raw_args(&mut self) -> Vec<u8> {
        let mut args = Vec::new();
        while !self.at_end_of_statement() {
            match self.next() {
                // A `.` the cruncher kept before a line number is a `.` to the commands.
                Some(Token::Char(0xae)) => args.push(b'.'),
                Some(Token::Char(c)) => args.push(c),
                Some(Token::Space | Token::Gap) => args.push(b' '),
                Some(Token::Str(s)) => {
                    args.push(b'"');
                    args.extend_from_slice(&s);
                    args.push(b'"');
                }
                _ => args.push(b'?'),
            }
        }
        args
    }

    fn peek_char(&self) -> Option<u8> {
        match self.peek() {
            Some(Token::Char(c)) => Some(*c),
            _ => None,
        }
    }

    fn eat_char(&mut self, c: u8) -> bool {
        let next = self.peek_char();
        let bracket = P::brackets_as_parentheses()
            && matches!((c, next), (b'(', Some(b'[')) | (b')', Some(b']')));
        if next == Some(c) || bracket {
            self.next();
            true
        } else {
            false
        }
    }

    /// The character `c` itself next (no bracket read as a parenthesis).
    fn eat_literal(&mut self, c: u8) -> bool {
        if self.peek_char() == Some(c) {
            self.next();
            true
        } else {
            false
        }
    }

    fn expect_char(&mut self, c: u8) -> PResult<()> {
        if self.eat_char(c) {
            Ok(())
        } else {
            Err(ErrorKind::Syntax)
        }
    }

    fn eat_keyword(&mut self, kw: Keyword) -> bool {
        if self.peek() == Some(&Token::Keyword(kw)) {
            self.next();
            true
        } else {
            false
        }
    }

    fn expect_keyword(&mut self, kw: Keyword) -> PResult<()> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            Err(ErrorKind::Syntax)
        }
    }

    /// A line number (digits, spaces between them skipped as CHRGET does).
    fn line_number(&mut self) -> PResult<u16> {
        self.skip_spaces();
        if let Some(&Token::Line(n)) = self.here() {
            self.pos += 1;
            return Ok(n);
        }
        let mut value: u32 = 0;
        let mut digits = 0;
        while let Some(Token::Char(c)) = self.here() {
            if !c.is_ascii_digit() {
                break;
            }
            if P::line_number_stops_short() && value > P::max_line_number() / 10 {
                break;
            }
            value = value * 10 + u32::from(c - b'0');
            if value > 65535 {
                return Err(ErrorKind::Syntax);
            }
            digits += 1;
            self.pos += 1;
            // Both LINGETs fetch the digits with the space-skipping CHRGET (GWMAIN.ASM
            // `LINGET`/CHRGTR, msbasic `LINGET`): `GOTO 5 0` goes to line 50.
            self.skip_spaces();
        }
        if digits == 0 {
            // A crunched `&H`/`&O` constant where LINGET wants the number: CHRGTR has
            // taken it, the pointer on NUMCON, in no line (real GW-BASIC 3.23: after `10
            // GOTO &H1F`, `GOSUB &O7` or `ON 1 GOTO &H1F` the edit waits at the line's
            // start; see `rescan_constant`).
            if self.toks.get(self.pos) == Some(&Token::Char(b'&')) && self.pinned.is_none() {
                self.pinned = Some(NOWHERE);
            }
            return Err(ErrorKind::Syntax);
        }
        if value > P::max_line_number() {
            return Err(ErrorKind::Syntax);
        }
        Ok(value as u16)
    }

    /// Whether an embedded constant follows the line number just read: `Some(true)` for a
    /// digit, which the cruncher made a second line constant (LINGET stops before a digit
    /// that would pass 65529, GWMAIN.ASM `MORLIN`), `Some(false)` for an `&H`/`&O`
    /// constant, `None` for anything else (a space-separated name, `.`, the end).
    fn constant_after_line(&self) -> Option<bool> {
        let mut i = self.pos;
        while let Some(Token::Space | Token::Gap) = self.toks.get(i) {
            i += 1;
        }
        match self.toks.get(i) {
            Some(Token::Char(c)) if c.is_ascii_digit() => Some(true),
            Some(Token::Char(b'&')) => Some(false),
            _ => None,
        }
    }

    /// Whether a line number comes next: a digit, or a stored line constant past 65529.
    fn line_next(&self) -> bool {
        matches!(self.peek(), Some(Token::Char(c)) if c.is_ascii_digit())
            || matches!(self.peek(), Some(Token::Line(_)))
    }

    /// A line number as LINGET reads it where no digit is an error of what follows, not
    /// of the number: 0 when none is there (ON ERROR GOTO and the event traps' GOSUB;
    /// real GW-BASIC 3.23: `ON ERROR GOTO X` turns trapping off, then NEWSTT finds X).
    fn line_number_or_zero(&mut self) -> PResult<u16> {
        self.skip_spaces();
        match self.here() {
            Some(Token::Char(c)) if c.is_ascii_digit() => self.line_number(),
            Some(Token::Line(_)) => self.line_number(),
            _ if P::runs_what_it_read() => Ok(0),
            _ => self.line_number(),
        }
    }

    /// A number literal at the current position, read by the core's own routine.
    fn number(&mut self) -> PResult<P::Num> {
        self.skip_spaces();
        let start = self.pos;
        let mut text = Vec::new();
        for t in &self.toks[start..] {
            match t {
                Token::Char(c) => text.push(*c),
                Token::Space => text.push(b' '),
                _ => break,
            }
        }
        let parsed = P::Num::parse(&text, ParseContext::Program).ok_or(ErrorKind::Syntax)?;
        if parsed.len == 0 {
            return Err(ErrorKind::Syntax);
        }
        if parsed.overflow {
            if !P::arithmetic_errors_warn() {
                return Err(ErrorKind::Overflow);
            }
            self.overflows += 1;
        }
        self.pos = start + parsed.len.min(text.len());
        // FIN stops on the character after the number, which it fetched.
        self.look(self.pos);
        Ok(parsed.value)
    }

    /// A variable name with its suffix.
    fn var_ref(&mut self) -> PResult<VarRef> {
        self.skip_spaces();
        let first = match self.here() {
            Some(Token::Char(c)) if c.is_ascii_alphabetic() => *c,
            _ => return Err(ErrorKind::Syntax),
        };
        let mut name = vec![first];
        self.pos += 1;
        let dot_ok = P::name_suffixes().len() > 2;
        while let Some(Token::Char(c)) = self.here() {
            if c.is_ascii_alphanumeric() || (dot_ok && *c == b'.') {
                name.push(*c);
                self.pos += 1;
            } else {
                break;
            }
        }
        self.look(self.pos);
        let suffix = match self.toks.get(self.pos) {
            Some(Token::Char(c)) if P::name_suffixes().contains(c) => {
                self.pos += 1;
                Some(match c {
                    b'$' => VarType::Str,
                    b'%' => VarType::Num(crate::num::NumKind::Integer),
                    b'#' => VarType::Num(crate::num::NumKind::Double),
                    _ => VarType::Num(crate::num::NumKind::Single),
                })
            }
            // A bare name is typed by DEFtype at run time where DEFtype exists; elsewhere it
            // is always single precision, which the name carries from here on, so that
            // `Store::type_of` takes the suffix and skips the DEFtype table's look-up (an
            // extract, a load: every variable read on c64 and altair). The variable is the
            // same: its slot is found from its name and type.
            _ if P::has_deftype() => None,
            _ => Some(VarType::Num(crate::num::NumKind::Single)),
        };
        if let Some(n) = P::name_significance() {
            if name.len() > n && P::long_name_is_error() {
                return Err(ErrorKind::Syntax);
            }
            name.truncate(n);
        }
        Ok(VarRef::new(self.names.intern(&name), suffix, first))
    }

    /// After a skip from `from` to the line's end: a REM it passed keeps its text raw,
    /// and RESUME NEXT's DATA skip, which knows no REM, stops at each `:` in it, where
    /// NEWSTT runs the raw text (a syntax error): the pieces follow a
    /// [`Stmt::RemPieces`] joined to the statement before (see [`rem_pieces`]).
    fn rem_pieces_passed(&self, from: usize, out: &mut Vec<Stmt<P::Num>>, joined: &mut Vec<bool>) {
        let pieces = self.toks[from.min(self.toks.len())..]
            .windows(2)
            .find_map(|w| match w {
                [Token::Keyword(Keyword::Rem), Token::Raw(text)] => Some(rem_pieces(text)),
                _ => None,
            })
            .unwrap_or(0);
        if pieces > 0 {
            out.push(Stmt::RemPieces);
            joined.resize(out.len(), true);
            out.extend((0..pieces).map(|_| Stmt::Error(ErrorKind::Syntax)));
        }
    }

    /// Moves to the next `:` outside strings (not taking it); false at the line's end.
    fn skip_to_colon(&mut self) -> bool {
        while let Some(t) = self.toks.get(self.pos) {
            // ELSE is stored `:ELSE`, so the scan stops there too: past a bad THEN part an
            // IF's ELSE part is found (pcbasic-suite IF: `IF 0 THEN X ELSE PRINT` prints),
            // and RESUME NEXT after any bad statement meets the ELSE, which skips the rest
            // of the line (real GW-BASIC 3.23: `X=) ELSE PRINT "E":PRINT "K"` prints
            // neither).
            if *t == Token::Char(b':') || *t == Token::Keyword(Keyword::Else) {
                return true;
            }
            self.pos += 1;
        }
        false
    }

    /// The text after the first `:` outside quotes from inside the string token at
    /// `at` (whose text is `text`) on, read with the quote state turned about (see the
    /// stray string in `statements`); `None` when no such `:` comes before the line's end.
    fn after_turned_colon(&self, at: usize, text: &[u8]) -> Option<Vec<u8>> {
        // The closing quote matters only when more follows (the tokens do not keep it).
        let rest = self.turned_text(at, text, at + 1 < self.toks.len());
        let mut quoted = false;
        let colon = rest.iter().position(|&b| {
            if b == b'"' {
                quoted = !quoted;
            }
            b == b':' && !quoted
        })?;
        Some(rest[colon + 1..].to_vec())
    }

    /// The line's text from inside the string token at `at` (whose text is `text`) on: its
    /// text, its closing quote when `closed`, and the tokens after it spelt out.
    fn turned_text(&self, at: usize, text: &[u8], closed: bool) -> Vec<u8> {
        let mut rest = text.to_vec();
        if closed {
            rest.push(b'"');
        }
        for t in &self.toks[at + 1..] {
            match t {
                Token::Keyword(Keyword::Else) => rest.extend_from_slice(b":ELSE"),
                Token::Keyword(kw) => {
                    let word = P::keywords().iter().find(|(_, k)| k == kw).map(|(w, _)| *w);
                    rest.extend_from_slice(word.unwrap_or("?").as_bytes());
                }
                Token::Char(c) => rest.push(*c),
                Token::Line(n) => rest.extend_from_slice(n.to_string().as_bytes()),
                Token::Space | Token::Gap => rest.push(b' '),
                Token::Str(s) => {
                    rest.push(b'"');
                    rest.extend_from_slice(s);
                    rest.push(b'"');
                }
                Token::Raw(r) => rest.extend_from_slice(r),
                Token::Apostrophe => rest.push(b'\''),
            }
        }
        rest
    }

    /// The line's statements, and for each whether it continues the text's statement
    /// before it: a THEN or ELSE part's first statement, or what one statement of the text
    /// was read as (an IF's `Goto`, the syntax error after a complete statement). Only
    /// a line's start, a `:` and an ELSE (stored `:ELSE`) begin one (GWMAIN.ASM `NEWSTT`).
    fn statements(&mut self) -> (Vec<Stmt<P::Num>>, Vec<bool>) {
        let mut out = Vec::new();
        let mut joined: Vec<bool> = Vec::new();
        // Whether the next statement read begins a statement of the text.
        let mut fresh = true;
        let mut open_ifs: Vec<usize> = Vec::new();
        // Only a COMMON at the start of the line or after `:` is found by CHAIN's scan.
        let mut after_colon = true;
        loop {
            match self.peek() {
                None => break,
                Some(Token::Char(b':')) => {
                    self.next();
                    after_colon = true;
                    fresh = true;
                    continue;
                }
                Some(Token::Apostrophe) => {
                    out.push(Stmt::Rem);
                    joined.resize(out.len(), false);
                    break;
                }
                Some(Token::Keyword(Keyword::Else)) => {
                    self.next();
                    after_colon = false;
                    out.push(Stmt::Else);
                    joined.resize(out.len(), false);
                    fresh = false;
                    // The innermost IF still without an ELSE takes this one.
                    let after_else = out.len();
                    if let Some(i) = open_ifs.pop() {
                        if let Some(Stmt::If { else_at, .. }) = out.get_mut(i) {
                            *else_at = Some(after_else);
                        }
                    }
                    // `ELSE 100` is `ELSE GOTO 100`.
                    if self.line_next() {
                        match self.line_number() {
                            Ok(n) => out.push(Stmt::Goto(n)),
                            Err(e) => {
                                out.push(Stmt::Error(e));
                                self.spots.push((out.len() - 1, self.seen.get()));
                                joined.resize(out.len(), true);
                                break;
                            }
                        }
                        joined.resize(out.len(), true);
                    }
                    continue;
                }
                _ => {}
            }
            let before = out.len();
            let starts_for = matches!(self.peek(), Some(Token::Keyword(Keyword::For)));
            let starts_next = matches!(self.peek(), Some(Token::Keyword(Keyword::Next)));
            let starts_rem = matches!(self.peek(), Some(Token::Keyword(Keyword::Rem)));
            // VIEW PRINT, WIDTH LPRINT and READ want their statement's end themselves: text
            // after them is their own syntax error once they ran, not NEWSTT's (real
            // GW-BASIC 3.23: after `VIEW PRINT 1 TO 24 "Q"` or `READ A "Q"` RESUME NEXT goes
            // on after the `:`; READ's loop wants a comma or the end, GWMAIN.ASM `LOPDT2`).
            let mut checks_end = {
                let mut rest = self.toks[self.pos..].iter().filter(|t| **t != Token::Space);
                match rest.next() {
                    Some(Token::Keyword(Keyword::View | Keyword::Read)) => true,
                    Some(Token::Keyword(Keyword::Width)) => {
                        rest.clone().next() == Some(&Token::Keyword(Keyword::Lprint))
                            || rest
                                .take(6)
                                .map(|t| match t {
                                    Token::Char(c) => *c,
                                    _ => 0,
                                })
                                .eq(b"LPRINT".iter().copied())
                    }
                    _ => false,
                }
            };
            self.late_spot = None;
            self.pinned = None;
            self.unclosed = false;
            self.for_made = None;
            let stmt_start = self.pos;
            let result = self.statement(&mut out);
            // A call that stops as it runs errs with SAVTXT at the statement's start, so
            // RESUME NEXT reads a string after it as a string (real GW-BASIC 3.23: after
            // `X=SCREEN(1,1 "Q"):PRINT "C"` it prints C).
            checks_end |= self.unclosed;
            // A statement that parsed yet stops as it runs (a function with too many
            // arguments) puts the edit's cursor where the function found its fault.
            // A statement read as several (PRINT's items, then the bad one) stops in
            // whichever of them raises the error: each has the place.
            let pinned = self.pinned.take();
            if let (Ok(()), Some(at)) = (&result, self.late_spot.take()) {
                let at = pinned.unwrap_or(at);
                self.spots.extend((before..out.len()).map(|i| (i, at)));
            }
            // The first statement read begins a text statement when one began here; what
            // else it was read as continues it.
            let first_joined = !fresh;
            fresh = false;
            match result {
                Ok(()) => {
                    let mut end = self.pos;
                    while self.toks.get(end) == Some(&Token::Space) {
                        end += 1;
                    }
                    self.ends.push((before, end));
                    mark_joined(&mut joined, before, out.len(), first_joined);
                    if let Some(Stmt::If { .. }) = out.get(before) {
                        open_ifs.push(before);
                    }
                    if starts_rem {
                        if let Some(Token::Raw(text)) = self.toks.get(self.pos.wrapping_sub(1)) {
                            let pieces = rem_pieces(text);
                            if pieces > 0 {
                                out[before] = Stmt::RemPieces;
                                out.extend((0..pieces).map(|_| Stmt::Error(ErrorKind::Syntax)));
                                joined.resize(out.len(), false);
                            }
                        }
                    }
                    // A statement that skipped its own bad text to the line's end (PRINT's
                    // item, LET's fault) passed a REM's raw text the DATA skip stops in.
                    if !starts_rem
                        && self.pos >= self.toks.len()
                        && !matches!(out.last(), Some(Stmt::RemPieces | Stmt::If { .. }))
                    {
                        self.rem_pieces_passed(stmt_start, &mut out, &mut joined);
                    }
                    if let Some(Stmt::Common { counted, .. }) = out.last_mut() {
                        *counted = after_colon;
                    }
                    after_colon = false;
                    if !self.at_end_of_statement() && !matches!(out.last(), Some(Stmt::If { .. })) {
                        // NEWSTT finds the stray text where the statement left the pointer.
                        self.skip_spaces();
                        let stray_at = self.pos;
                        // After a GOSUB the stray text is never run: RETURN skips it from
                        // where the line number ended, as DATA does with the quotes as
                        // they stand (GWMAIN.ASM `RETURN`; real GW-BASIC 3.23: after
                        // `GOSUB 100"A:PRINT 9` RETURN goes on at the line's end, after
                        // `GOSUB 100"A":PRINT 9` it prints 9), and so does RESUME NEXT
                        // after an error of the GOSUB itself, from its start.
                        let returns_here = matches!(
                            out.get(before),
                            Some(Stmt::Gosub(_) | Stmt::GosubNumcon(..))
                        );
                        if checks_end {
                            out.push(Stmt::Error(ErrorKind::Syntax));
                        } else {
                            let quoted =
                                !returns_here && matches!(self.peek(), Some(Token::Str(_)));
                            let numcon = !returns_here && self.crunched_constant_at(stray_at);
                            out.push(Stmt::Stray {
                                quoted,
                                numcon,
                                turned: 0,
                            });
                        }
                        // WEND wants its statement's end before it looks for its loop (`WEND
                        // X` is a syntax error, WHILE or none: real GW-BASIC 3.23), yet
                        // WHILE's scan still finds it: the error goes before it. A WHILE
                        // whose condition is false goes on after the WEND's token, where
                        // NEWSTT meets the stray text as after any statement (FIVEO.ASM
                        // `WHILE`: WNDSCN, then NEWSTT from there; `WHILE 0:WEND 5` errs in
                        // NUMCON): the stray text stays after it.
                        let n = out.len();
                        if n >= before + 2 && matches!(out[n - 2], Stmt::Wend) {
                            out.insert(n - 2, Stmt::Error(ErrorKind::Syntax));
                            for spot in self.spots.iter_mut().filter(|s| s.0 >= n - 2) {
                                spot.0 += 1;
                            }
                            self.spots.push((n - 2, stray_at));
                            self.spots.push((n, stray_at));
                        } else {
                            self.spots.push((n - 1, pinned.unwrap_or(stray_at)));
                        }
                        mark_joined(&mut joined, before, out.len(), first_joined);
                        // A statement that checks its own end erred with SAVTXT at its
                        // start: RESUME NEXT's scan reads the string as a string.
                        let stray_str = match self.toks.get(stray_at) {
                            Some(Token::Str(text)) if !checks_end && !returns_here => Some(text),
                            _ => None,
                        };
                        let stray = out.len() - 1;
                        if let (Some(text), Stmt::Stray { .. }) = (stray_str, &out[stray]) {
                            // RESUME NEXT skips from ERRTXT, here the stray string's
                            // opening quote, to the next `:` as DATA does, its quote
                            // state turned about: the string's text is outside quotes
                            // and its closing quote opens one (real GW-BASIC 3.23:
                            // `BEEP "Q" "A:B":PRINT "U"` goes on at `B"`, itself a
                            // syntax error). What follows that `:` is read anew.
                            let mut turned = 0;
                            if let Some(rest) = self.after_turned_colon(stray_at, text) {
                                let toks = crate::token::tokenize::<P>(&rest);
                                let mut sub = Parser::<P>::new(&toks, self.names);
                                let (more, more_joined) = sub.statements();
                                self.overflows += sub.overflows;
                                turned = more.len();
                                out.extend(more);
                                joined.extend(more_joined);
                            }
                            if let Stmt::Stray { turned: t, .. } = &mut out[stray] {
                                *t = turned;
                            }
                            // Those end the line; the text read as it stands follows,
                            // for an error the statement raised itself (SAVTXT at its
                            // start: `WHILE 0 "Q":PRINT "K"` prints K after error 29) and
                            // for the FOR and WHILE scans, which read the string as one.
                            out.push(Stmt::RemPieces);
                            joined.push(false);
                        }
                        let from = self.pos;
                        if !self.skip_to_colon() {
                            if stray_str.is_none() {
                                self.rem_pieces_passed(from, &mut out, &mut joined);
                            }
                            break;
                        }
                    }
                }
                Err(e) => {
                    out.truncate(before);
                    self.spots.retain(|&(i, _)| i < before);
                    out.push(if starts_for {
                        Stmt::BadFor(e, self.for_made.take())
                    } else if starts_next {
                        Stmt::BadNext(e)
                    } else {
                        Stmt::Error(e)
                    });
                    self.spots.push((before, pinned.unwrap_or(self.seen.get())));
                    mark_joined(&mut joined, before, out.len(), first_joined);
                    // The statements after the bad one are parsed too: RESUME NEXT goes on
                    // with them (pcbasic-suite RESUME2); without a trap the error stops the
                    // run before they are reached. Its scan starts from the statement's
                    // start (SAVTXT), so a `:` the reading went past still ends it (real
                    // GW-BASIC 3.23: `OPTION BASE :PRINT "K"` prints K after error 2).
                    self.pos = stmt_start.min(self.pos);
                    let from = self.pos;
                    if !self.skip_to_colon() {
                        // The skip went to the line's end: a REM it passed holds its text
                        // raw, and RESUME NEXT's DATA skip stops at a `:` in it, where
                        // NEWSTT runs the raw text (real GW-BASIC 3.23: after error 13 in
                        // `IF A$ THEN THEN REM ELSE PRINT "X":ELSE COLOR 1000` it is 2).
                        self.rem_pieces_passed(from, &mut out, &mut joined);
                        break;
                    }
                }
            }
        }
        joined.resize(out.len(), false);
        (out, joined)
    }
}
