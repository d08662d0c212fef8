//! The ROM's syntax rules, one nom parser per rule of the Source Book's syntax tables (its
//! ABML: `<EXP>`, `<NV>`, `<NOP>`, `<STR>`, ... and one rule per statement). A parser
//! consumes text and yields the token bytes the ROM's syntaxer writes to its output buffer;
//! variables are yielded by name and numbered later (see [`super::Tok`]).
//!
//! Backtracking is the ROM's: an alternative that fails gives its input back and the next
//! is tried; every failing terminal records how far the scan got (the ROM's MAXCIX), which
//! is where a syntax error is shown.
//!
//! Sources: the Atari BASIC Source Book, chapter "Syntax" and the syntax tables in the
//! listing (SYN, `:EXP`, `:UNARY`, `:NV`, `:NOP`, `:NVAR`, `:NMAT`, `:NFUN`, `:STCOMP`,
//! `:STR`, `:SVAR`, `:SMAT`, `:SOP`, the statement rules); the recorded
//! `shared/conformance/atari` runs (`NOT NOT 5` is an error at the second NOT; 29 nested
//! parentheses enter, 30 do not).

use std::cell::Cell;

use nom::branch::alt;
use nom::bytes::complete::take_while;
use nom::combinator::{map, opt};
use nom::multi::many0;
use nom::sequence::pair;
use nom::IResult;

use super::lexical::{scan_name, search_operator};
use super::Tok;
use crate::bcd::Bcd;
use crate::tokens::{op, stmt};

/// The parser's input: the rest of the line.
pub type In<'a> = &'a [u8];
/// A parser's result: the tokens it produced.
pub type R<'a> = IResult<In<'a>, Vec<Tok>>;

/// A bound on expression recursion, far above what a line that enters can reach (the ROM's
/// own limit, 29 open parentheses, is checked on the result: see [`super::MAX_PAREN_DEPTH`]);
/// it keeps a hostile line from exhausting the host stack.
const MAX_EXP_DEPTH: u32 = 100;

/// State shared by the rules while one line is scanned.
pub struct Ctx {
    len: usize,
    maxcix: Cell<usize>,
    depth: Cell<u32>,
    too_deep: Cell<bool>,
}

impl Ctx {
    /// A scan of a line of `len` bytes.
    pub fn new(len: usize) -> Ctx {
        Ctx {
            len,
            maxcix: Cell::new(0),
            depth: Cell::new(0),
            too_deep: Cell::new(false),
        }
    }

    fn pos(&self, i: In) -> usize {
        self.len - i.len()
    }

    /// The furthest position any rule failed at (the ROM's MAXCIX).
    pub fn maxcix(&self) -> usize {
        self.maxcix.get()
    }

    /// Whether the line nested deeper than the syntax stack allows.
    pub fn too_deep(&self) -> bool {
        self.too_deep.get()
    }

    /// A failure at `i`, remembered if it is the furthest yet.
    fn fail<'a, T>(&self, i: In<'a>) -> IResult<In<'a>, T> {
        let pos = self.pos(i);
        if pos > self.maxcix.get() {
            self.maxcix.set(pos);
        }
        Err(nom::Err::Error(nom::error::Error::new(
            i,
            nom::error::ErrorKind::Tag,
        )))
    }
}

/// Runs parsers one after the other and joins their tokens (nom's `pair` and `map`).
macro_rules! seq {
    ($p:expr) => { $p };
    ($p:expr, $($rest:expr),+) => {
        map(pair($p, seq!($($rest),+)), |(mut a, b): (Vec<Tok>, Vec<Tok>)| { a.extend(b); a })
    };
}

/// Optional: the tokens, or none.
fn maybe<'a>(p: impl FnMut(In<'a>) -> R<'a>) -> impl FnMut(In<'a>) -> R<'a> {
    map(opt(p), Option::unwrap_or_default)
}

/// Zero or more: all their tokens.
fn repeat<'a>(p: impl FnMut(In<'a>) -> R<'a>) -> impl FnMut(In<'a>) -> R<'a> {
    map(many0(p), |v: Vec<Vec<Tok>>| v.concat())
}

fn blanks(i: In) -> In {
    let r: IResult<In, In> = take_while(|b| b == b' ')(i);
    r.map(|(rest, _)| rest).unwrap_or(i)
}

fn bytes(b: &[u8]) -> Vec<Tok> {
    b.iter().map(|&b| Tok::Byte(b)).collect()
}

/// The operator `want` (as the operator-name search finds it), written as `emit` (the ROM's
/// CHNG: a `(` becomes an array or function paren, `=` an assignment ...).
fn op<'a, 'c>(c: &'c Ctx, want: u8, emit: u8) -> impl FnMut(In<'a>) -> R<'a> + 'c {
    move |i| {
        let i = blanks(i);
        match search_operator(i) {
            Some((token, len)) if token == want => Ok((&i[len..], vec![Tok::Byte(emit)])),
            _ => c.fail(i),
        }
    }
}

/// An operator whose token is in `range`, written as its token plus `shift`.
fn op_class<'a, 'c>(
    c: &'c Ctx,
    range: std::ops::RangeInclusive<u8>,
    shift: u8,
) -> impl FnMut(In<'a>) -> R<'a> + 'c {
    move |i| {
        let i = blanks(i);
        match search_operator(i) {
            Some((token, len)) if range.contains(&token) => {
                Ok((&i[len..], vec![Tok::Byte(token + shift)]))
            }
            _ => c.fail(i),
        }
    }
}

fn comma<'a, 'c>(c: &'c Ctx) -> impl FnMut(In<'a>) -> R<'a> + 'c {
    op(c, op::COMMA, op::COMMA)
}

/// `<EXP> = ( <EXP> ) <NOP> | <UNARY> <EXP> | <NV> <NOP>`.
pub fn exp<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    let depth = c.depth.get() + 1;
    if depth > MAX_EXP_DEPTH {
        c.too_deep.set(true);
        return c.fail(i);
    }
    c.depth.set(depth);
    let result = alt((
        seq!(
            op(c, op::LPAREN, op::LPAREN),
            |i| exp(c, i),
            op(c, op::RPAREN, op::RPAREN),
            |i| nop(c, i)
        ),
        |i| unary(c, i),
        seq!(|i| nv(c, i), |i| nop(c, i)),
    ))(i);
    c.depth.set(depth - 1);
    result
}

/// `<UNARY> <EXP>`: `+` and `-` become the unary tokens; NOT takes an expression that does
/// not itself start with NOT (rev. C rejects `NOT NOT 5` there).
fn unary<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    alt((
        seq!(op(c, op::PLUS, op::UPLUS), |i| exp(c, i)),
        seq!(op(c, op::MINUS, op::UMINUS), |i| exp(c, i)),
        seq!(op(c, op::NOT, op::NOT), |i: In<'a>| {
            let j = blanks(i);
            match search_operator(j) {
                Some((op::NOT, _)) => c.fail(j),
                _ => exp(c, i),
            }
        }),
    ))(i)
}

/// `<NOP> = <OP> <EXP> | nothing`: a binary operator and its right operand.
fn nop<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    maybe(seq!(
        alt((
            op_class(c, op::LE..=op::DIV, 0),
            op_class(c, op::OR..=op::AND, 0)
        )),
        |i| exp(c, i)
    ))(i)
}

/// `<NV> = <NFUN> | <NVAR> | <NCON> | <STCOMP>`.
fn nv<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    alt((
        |i| nfun(c, i),
        |i| nvar(c, i),
        |i| ncon(c, i),
        |i| stcomp(c, i),
    ))(i)
}

/// `<NFUN>`: a numeric function of a number, of a string (ASC VAL LEN ADR), or USR.
fn nfun<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    alt((
        seq!(op_class(c, op::ATN..=op::STRIG, 0), |i| nfp(c, i)),
        seq!(op_class(c, op::ASC..=op::ADR, 0), |i| sfp(c, i)),
        seq!(
            op(c, op::USR, op::USR),
            op(c, op::LPAREN, op::FN_LPAREN),
            |i| pusr(c, i),
            op(c, op::RPAREN, op::RPAREN)
        ),
    ))(i)
}

/// `( <EXP> )` after a function name.
fn nfp<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    seq!(
        op(c, op::LPAREN, op::FN_LPAREN),
        |i| exp(c, i),
        op(c, op::RPAREN, op::RPAREN)
    )(i)
}

/// `( <STR> )` after a function name.
fn sfp<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    seq!(
        op(c, op::LPAREN, op::FN_LPAREN),
        |i| string(c, i),
        op(c, op::RPAREN, op::RPAREN)
    )(i)
}

/// USR's arguments: expressions separated by array commas (which count them at run time).
fn pusr<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    seq!(
        |i| exp(c, i),
        maybe(seq!(op(c, op::COMMA, op::ARRAY_COMMA), |i| pusr(c, i)))
    )(i)
}

/// `<NVAR> = <TNVAR> <NMAT>`: a numeric variable or array element.
pub fn nvar<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    seq!(|i| tnvar(c, i), |i| subscripts(c, i, op::ARRAY_LPAREN))(i)
}

/// `( <EXP> [, <EXP>] )` or nothing, the paren written as `paren`.
fn subscripts<'a>(c: &Ctx, i: In<'a>, paren: u8) -> R<'a> {
    maybe(seq!(
        op(c, op::LPAREN, paren),
        |i| exp(c, i),
        maybe(seq!(op(c, op::COMMA, op::ARRAY_COMMA), |i| exp(c, i))),
        op(c, op::RPAREN, op::RPAREN)
    ))(i)
}

/// A numeric variable name; an array's name takes the `(` that follows it.
pub fn tnvar<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    let i = blanks(i);
    let Some(len) = scan_name(i) else {
        return c.fail(i);
    };
    match i.get(len) {
        Some(b'$') => c.fail(i),
        Some(b'(') => Ok((&i[len..], vec![Tok::Var([&i[..len], b"("].concat())])),
        _ => Ok((&i[len..], vec![Tok::Var(i[..len].to_vec())])),
    }
}

/// A string variable name: letters and digits then `$`, which is part of the name.
pub fn tsvar<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    let i = blanks(i);
    match scan_name(i) {
        Some(len) if i.get(len) == Some(&b'$') => {
            Ok((&i[len + 1..], vec![Tok::Var(i[..=len].to_vec())]))
        }
        _ => c.fail(i),
    }
}

/// A numeric constant, read by the OS's AFP: token $0E and the six BCD bytes.
pub fn ncon<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    let i = blanks(i);
    match i.first() {
        Some(b) if b.is_ascii_digit() || *b == b'.' => {}
        _ => return c.fail(i),
    }
    match Bcd::parse(i) {
        Some((value, len)) if len > 0 => {
            let mut out = vec![Tok::Byte(op::NUMBER)];
            out.extend(bytes(&value.0));
            Ok((&i[len..], out))
        }
        _ => c.fail(i),
    }
}

/// `<STCOMP> = <STR> <SOP> <STR>`: a string comparison (its operator token is the numeric
/// one plus $12).
fn stcomp<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    seq!(
        |i| string(c, i),
        op_class(c, op::LE..=op::EQ, op::STR_LE - op::LE),
        |i| string(c, i)
    )(i)
}

/// `<STR> = <SFUN> | <SVAR> | <SCON>`.
pub fn string<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    alt((
        seq!(op_class(c, op::STR..=op::CHR, 0), |i| nfp(c, i)),
        |i| svar(c, i),
        |i| scon(c, i),
    ))(i)
}

/// `<SVAR> = <TSVAR> <SMAT>`: a string variable, maybe with a substring.
pub fn svar<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    seq!(|i| tsvar(c, i), |i| subscripts(c, i, op::STR_LPAREN))(i)
}

/// A string constant: `"`, the characters up to the next `"` or the end of the line.
fn scon<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    let i = blanks(i);
    if i.first() != Some(&b'"') {
        return c.fail(i);
    }
    let body = &i[1..];
    let len = body.iter().take_while(|&&b| b != b'"').count().min(255);
    let rest = match body.get(len) {
        Some(b'"') => &body[len + 1..],
        _ => &body[len..],
    };
    let mut out = vec![Tok::Byte(op::STRING), Tok::Byte(len as u8)];
    out.extend(bytes(&body[..len]));
    Ok((rest, out))
}

/// `<EOS>`: `:` ($14) or the end of the line (EOL $16).
fn eos<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    let i = blanks(i);
    match i.first() {
        None => Ok((i, vec![Tok::Byte(op::EOL)])),
        Some(b':') => Ok((&i[1..], vec![Tok::Byte(op::EOS)])),
        _ => c.fail(i),
    }
}

/// `#` and a channel expression.
fn channel<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    seq!(op(c, op::HASH, op::HASH), |i| exp(c, i))(i)
}

/// `n` expressions separated by commas.
fn exps<'a>(c: &Ctx, i: In<'a>, n: usize) -> R<'a> {
    let (mut i, mut out) = exp(c, i)?;
    for _ in 1..n {
        let (j, t) = seq!(comma(c), |i| exp(c, i))(i)?;
        out.extend(t);
        i = j;
    }
    Ok((i, out))
}

/// A list of numeric or string variables (READ, INPUT).
fn var_list<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    let one = |i| alt((|i| nvar(c, i), |i| svar(c, i)))(i);
    seq!(one, repeat(seq!(comma(c), one)))(i)
}

/// One DIM item: an array with one or two sizes, or a string with its size.
fn dim_item<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    alt((
        seq!(
            |i| tnvar(c, i),
            op(c, op::LPAREN, op::DIM_LPAREN),
            |i| exp(c, i),
            maybe(seq!(op(c, op::COMMA, op::ARRAY_COMMA), |i| exp(c, i))),
            op(c, op::RPAREN, op::RPAREN)
        ),
        seq!(
            |i| tsvar(c, i),
            op(c, op::LPAREN, op::DIM_STR_LPAREN),
            |i| exp(c, i),
            op(c, op::RPAREN, op::RPAREN)
        ),
    ))(i)
}

/// PRINT's items: expressions or strings, separated by `,` and `;` (any number of them).
fn print_list<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    let item = |i| alt((|i| exp(c, i), |i| string(c, i)))(i);
    let sep = |i| alt((comma(c), op(c, op::SEMICOLON, op::SEMICOLON)))(i);
    seq!(maybe(item), repeat(seq!(sep, maybe(item))))(i)
}

/// LIST's optional line range: `[<EXP> [, <EXP>]]` then the end of the statement.
fn list_range<'a>(c: &Ctx, i: In<'a>) -> R<'a> {
    seq!(
        maybe(seq!(|i| exp(c, i), maybe(seq!(comma(c), |i| exp(c, i))))),
        |i| eos(c, i)
    )(i)
}

/// What a statement's rule left: how the statement ended.
pub enum End {
    /// `:` or the end of the line: the statement's tokens end with EOS or EOL.
    Normal,
    /// IF ... THEN followed by a statement: the IF statement ends at THEN and the rest of
    /// the line is the next statement.
    Then,
    /// REM, DATA: the rest of the line was copied.
    Text,
}

/// The tokens after statement `token`'s name, by its rule.
pub fn statement<'a>(c: &Ctx, token: u8, i: In<'a>) -> IResult<In<'a>, (Vec<Tok>, End)> {
    let normal = |r: R<'a>| r.map(|(i, t)| (i, (t, End::Normal)));
    match token {
        stmt::REM | stmt::DATA => {
            let i = blanks(i);
            let mut out = bytes(i);
            out.push(Tok::Byte(super::CR));
            Ok((&i[i.len()..], (out, End::Text)))
        }
        stmt::INPUT => normal(seq!(
            maybe(seq!(
                |i| channel(c, i),
                alt((comma(c), op(c, op::SEMICOLON, op::SEMICOLON)))
            )),
            |i| var_list(c, i),
            |i| eos(c, i)
        )(i)),
        stmt::READ => normal(seq!(|i| var_list(c, i), |i| eos(c, i))(i)),
        stmt::COLOR | stmt::GOTO | stmt::GO_TO | stmt::GOSUB | stmt::TRAP | stmt::GRAPHICS => {
            normal(seq!(|i| exp(c, i), |i| eos(c, i))(i))
        }
        stmt::LIST => normal(alt((
            seq!(|i| string(c, i), |i| eos(c, i)),
            seq!(|i| string(c, i), comma(c), |i| list_range(c, i)),
            |i| list_range(c, i),
        ))(i)),
        stmt::ENTER | stmt::LOAD | stmt::SAVE => normal(seq!(|i| string(c, i), |i| eos(c, i))(i)),
        stmt::LET | stmt::IMPLIED_LET => normal(alt((
            seq!(
                |i| nvar(c, i),
                op(c, op::EQ, op::NUM_ASSIGN),
                |i| exp(c, i),
                |i| eos(c, i)
            ),
            seq!(
                |i| svar(c, i),
                op(c, op::EQ, op::STR_ASSIGN),
                |i| string(c, i),
                |i| eos(c, i)
            ),
        ))(i)),
        stmt::IF => {
            let (i, mut out) = seq!(|i| exp(c, i), op(c, op::THEN, op::THEN))(i)?;
            if let Ok((j, t)) = seq!(|i| ncon(c, i), |i| eos(c, i))(i) {
                out.extend(t);
                return Ok((j, (out, End::Normal)));
            }
            Ok((blanks(i), (out, End::Then)))
        }
        stmt::FOR => normal(seq!(
            |i| tnvar(c, i),
            op(c, op::EQ, op::NUM_ASSIGN),
            |i| exp(c, i),
            op(c, op::TO, op::TO),
            |i| exp(c, i),
            maybe(seq!(op(c, op::STEP, op::STEP), |i| exp(c, i))),
            |i| eos(c, i)
        )(i)),
        stmt::NEXT => normal(seq!(|i| tnvar(c, i), |i| eos(c, i))(i)),
        stmt::COM | stmt::DIM => normal(seq!(
            |i| dim_item(c, i),
            repeat(seq!(comma(c), |i| dim_item(c, i))),
            |i| eos(c, i)
        )(i)),
        stmt::CLOSE => normal(seq!(|i| channel(c, i), |i| eos(c, i))(i)),
        stmt::OPEN => normal(seq!(
            |i| channel(c, i),
            comma(c),
            |i| exps(c, i, 2),
            comma(c),
            |i| string(c, i),
            |i| eos(c, i)
        )(i)),
        stmt::RUN => normal(alt((seq!(|i| string(c, i), |i| eos(c, i)), |i| eos(c, i)))(
            i,
        )),
        stmt::STATUS | stmt::GET => {
            normal(seq!(|i| channel(c, i), comma(c), |i| nvar(c, i), |i| eos(
                c, i
            ))(i))
        }
        stmt::NOTE => normal(seq!(
            |i| channel(c, i),
            comma(c),
            |i| nvar(c, i),
            comma(c),
            |i| nvar(c, i),
            |i| eos(c, i)
        )(i)),
        stmt::POINT => normal(seq!(|i| channel(c, i), comma(c), |i| exps(c, i, 2), |i| {
            eos(c, i)
        })(i)),
        stmt::XIO => normal(seq!(
            |i| exp(c, i),
            comma(c),
            |i| channel(c, i),
            comma(c),
            |i| exps(c, i, 2),
            comma(c),
            |i| string(c, i),
            |i| eos(c, i)
        )(i)),
        stmt::ON => normal(seq!(
            |i| exp(c, i),
            alt((op(c, op::GOTO, op::GOTO), op(c, op::GOSUB, op::GOSUB))),
            |i| exp(c, i),
            repeat(seq!(comma(c), |i| exp(c, i))),
            |i| eos(c, i)
        )(i)),
        stmt::POKE | stmt::PLOT | stmt::POSITION | stmt::DRAWTO => {
            normal(seq!(|i| exps(c, i, 2), |i| eos(c, i))(i))
        }
        stmt::PRINT | stmt::QUESTION => {
            normal(seq!(maybe(|i| channel(c, i)), |i| print_list(c, i), |i| {
                eos(c, i)
            })(i))
        }
        stmt::LPRINT => normal(seq!(|i| print_list(c, i), |i| eos(c, i))(i)),
        stmt::RESTORE => normal(alt((seq!(|i| exp(c, i), |i| eos(c, i)), |i| eos(c, i)))(i)),
        stmt::PUT => normal(seq!(|i| channel(c, i), comma(c), |i| exp(c, i), |i| eos(
            c, i
        ))(i)),
        stmt::SETCOLOR => normal(seq!(|i| exps(c, i, 3), |i| eos(c, i))(i)),
        stmt::SOUND => normal(seq!(|i| exps(c, i, 4), |i| eos(c, i))(i)),
        stmt::LOCATE => normal(seq!(|i| exps(c, i, 2), comma(c), |i| nvar(c, i), |i| eos(
            c, i
        ))(i)),
        // BYE CONT CLR DEG END NEW RAD RETURN STOP POP DOS CSAVE CLOAD: nothing follows.
        _ => normal(eos(c, i)),
    }
}
