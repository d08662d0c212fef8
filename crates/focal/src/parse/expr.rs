//! Expressions, read once into the order FOCAL,1969 evaluates them (reverse Polish).
//!
//! FOCAL's evaluator is an operator-precedence scan over the text: it reduces an operator as
//! soon as one of lower or equal priority follows, with the priorities `+` 1, `-` 2, `/` 3,
//! `*` 4, `^` 5 (so `8/2*2` is 2, ../shared/conformance/DIALECT-NOTES.md §2). Emitting the
//! reductions in that order keeps the machine's order of side effects: a variable is created
//! when its name is scanned, and an error in the text shows only after everything to its
//! left has been evaluated. A leading `-` or `+` (at the start or after an opening
//! enclosure) is `0 -`, so `-2^2` is -4 and `2*-3` is "double operators" (`?07.;6`).

use crate::dialect::{PDL_EVAL, PDL_EXPR_LEVEL};
use crate::error::ErrorKind;
use crate::num::Pdp8Float;

use super::Cursor;

/// A variable name: two characters, the second `@` when the name has one letter.
pub type Name = [u8; 2];

/// A binary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `/`
    Div,
    /// `*`
    Mul,
    /// `^`
    Pow,
}

impl BinOp {
    fn from_byte(b: u8) -> Option<Self> {
        Some(match b {
            b'+' => BinOp::Add,
            b'-' => BinOp::Sub,
            b'/' => BinOp::Div,
            b'*' => BinOp::Mul,
            b'^' => BinOp::Pow,
            _ => return None,
        })
    }

    /// FOCAL,1969's priority: each operator binds tighter than the one before it.
    fn priority(self) -> u8 {
        match self {
            BinOp::Add => 1,
            BinOp::Sub => 2,
            BinOp::Div => 3,
            BinOp::Mul => 4,
            BinOp::Pow => 5,
        }
    }
}

/// The functions of FOCAL,1969 with all its options kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Func {
    /// `FSQT`
    Sqt,
    /// `FABS`
    Abs,
    /// `FSGN`
    Sgn,
    /// `FITR`
    Itr,
    /// `FEXP`
    Exp,
    /// `FLOG`
    Log,
    /// `FATN`
    Atn,
    /// `FSIN`
    Sin,
    /// `FCOS`
    Cos,
    /// `FRAN`
    Ran,
}

/// Names after the `F`, as typed.
const FUNCTIONS: &[(&[u8], Func)] = &[
    (b"SQT", Func::Sqt),
    (b"ABS", Func::Abs),
    (b"SGN", Func::Sgn),
    (b"ITR", Func::Itr),
    (b"EXP", Func::Exp),
    (b"LOG", Func::Log),
    (b"ATN", Func::Atn),
    (b"SIN", Func::Sin),
    (b"COS", Func::Cos),
    (b"RAN", Func::Ran),
];

/// One step of evaluation.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// Push a literal.
    Num(Pdp8Float),
    /// Push a variable's value (subscript 0), creating it if new.
    Var(Name),
    /// Pop a subscript, push that element's value (creating it if new).
    Index(Name),
    /// Pop an argument, push the function's value.
    Call(Func),
    /// Pop two, push the result.
    Bin(BinOp),
    /// Stop with this error: the text could not be read here.
    Fail(ErrorKind),
}

/// A parsed expression and the pushdown words its evaluation holds at most.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Expr {
    /// The steps in order.
    pub ops: Vec<Op>,
    /// Pushdown words needed while it is evaluated (see `dialect::PDL_EXPR_LEVEL`).
    pub pdl_words: usize,
}

impl Expr {
    /// Whether reading this expression met an error (evaluation stops there).
    pub fn failed(&self) -> bool {
        matches!(self.ops.last(), Some(Op::Fail(_)))
    }
}

/// What is waiting on the operator stack.
#[derive(Clone, Copy, Debug)]
enum Pending {
    Op(BinOp),
    /// An opening enclosure: the byte that closes it, and what to do at the close.
    Open(u8, Opened),
}

impl Pending {
    /// Pushdown words FOCAL holds while this waits (FOCAL 5/69 listing: EPAR pushes the
    /// last operator and operand, EPAR2 the enclosure code, operator and return, EFUN2 also
    /// the function code, GETVAR the name, flag, operator and return).
    fn pdl_words(&self) -> usize {
        match self {
            Pending::Op(_) => PDL_EXPR_LEVEL,
            Pending::Open(_, Opened::Paren) => PDL_EXPR_LEVEL - 1,
            Pending::Open(_, _) => PDL_EXPR_LEVEL,
        }
    }
}

/// The operator stack, with running totals so that each step stays O(1) however deep.
#[derive(Default)]
struct Stack(Vec<(Pending, usize, usize)>);

impl Stack {
    fn push(&mut self, p: Pending) {
        let (w, o) = self.0.last().map_or((0, 0), |e| (e.1, e.2));
        let open = usize::from(matches!(p, Pending::Open(..)));
        self.0.push((p, w + p.pdl_words(), o + open));
    }
    fn pop(&mut self) -> Option<Pending> {
        self.0.pop().map(|e| e.0)
    }
    fn last(&self) -> Option<&Pending> {
        self.0.last().map(|e| &e.0)
    }
    /// Pushdown words held.
    fn weight(&self) -> usize {
        self.0.last().map_or(0, |e| e.1)
    }
    /// Enclosures open.
    fn opens(&self) -> usize {
        self.0.last().map_or(0, |e| e.2)
    }
}

#[derive(Clone, Copy, Debug)]
enum Opened {
    Paren,
    Index(Name),
    Call(Func),
}

fn closer(b: u8) -> Option<u8> {
    match b {
        b'(' => Some(b')'),
        b'[' => Some(b']'),
        b'<' => Some(b'>'),
        _ => None,
    }
}

fn is_closer(b: u8) -> bool {
    matches!(b, b')' | b']' | b'>')
}

/// Reads an expression at the cursor. It ends before the first byte that cannot continue it
/// (a terminator such as `,` `;` space or the line end, or any byte after a complete
/// operand). With `one_enclosure` it also ends right after the enclosure it starts with
/// (the condition of `IF`). An empty expression is 0, as FOCAL's evaluator gives.
pub fn parse_expr(cur: &mut Cursor<'_>, one_enclosure: bool) -> Expr {
    let mut ops = Vec::new();
    let mut stack = Stack::default();
    let mut expect_operand = true;
    let mut max_depth = 0usize;
    // True just after an opening enclosure (or at the start): a sign is `0 -` here and a
    // close gives an empty enclosure.
    let mut at_open = true;
    let fail = |ops: &mut Vec<Op>, k: ErrorKind| ops.push(Op::Fail(k));
    loop {
        max_depth = max_depth.max(stack.weight());
        let depth = stack.opens();
        let Some(b) = cur.peek() else {
            if depth > 0 {
                fail(&mut ops, ErrorKind::UnmatchedParentheses);
                break;
            }
            if expect_operand {
                ops.push(Op::Num(Pdp8Float::ZERO));
            }
            break;
        };
        // TESTC skips spaces before every operand and operator (FOCAL 5/69 listing, XTESTC).
        if b == b' ' {
            cur.bump();
            continue;
        }
        if expect_operand {
            if let Some(close) = closer(b) {
                cur.bump();
                stack.push(Pending::Open(close, Opened::Paren));
                at_open = true;
                continue;
            }
            if b.is_ascii_digit() || b == b'.' {
                match super::number::read_number(cur.rest()) {
                    Ok(Some((v, used))) if used > 0 => {
                        cur.advance(used);
                        ops.push(Op::Num(v));
                    }
                    Ok(_) => {
                        // A lone `.`: FOCAL reads it as zero.
                        cur.bump();
                        ops.push(Op::Num(Pdp8Float::ZERO));
                    }
                    Err(e) => {
                        fail(&mut ops, e.into());
                        break;
                    }
                }
                expect_operand = false;
                at_open = false;
                continue;
            }
            if b == b'F' {
                match read_function(cur) {
                    Ok(f) => {
                        stack.push(Pending::Open(f.1, Opened::Call(f.0)));
                        at_open = true;
                    }
                    Err(k) => {
                        fail(&mut ops, k);
                        break;
                    }
                }
                continue;
            }
            if b.is_ascii_uppercase() {
                let name = read_name(cur);
                match cur.peek().and_then(closer) {
                    Some(close) => {
                        cur.bump();
                        stack.push(Pending::Open(close, Opened::Index(name)));
                        at_open = true;
                    }
                    None => {
                        ops.push(Op::Var(name));
                        expect_operand = false;
                        at_open = false;
                    }
                }
                continue;
            }
            if (b == b'-' || b == b'+') && at_open {
                cur.bump();
                ops.push(Op::Num(Pdp8Float::ZERO));
                // Fall into the operator path with a zero left operand.
                push_operator(
                    &mut ops,
                    &mut stack,
                    BinOp::from_byte(b).unwrap_or(BinOp::Sub),
                );
                at_open = false;
                continue;
            }
            if is_closer(b) && at_open {
                // `()`: empty enclosure.
                // `()` is zero, for a function too: on the DEC binary `FEXP()` and
                // `FCOS()` type 1, `FSQT()` 0 and `FLOG()` stops with `?20.34` (SIMH runs).
                if let Some(Pending::Open(_, Opened::Call(_) | Opened::Paren)) = stack.last() {
                    ops.push(Op::Num(Pdp8Float::ZERO));
                    expect_operand = false;
                    continue;
                }
            }
            if BinOp::from_byte(b).is_some() {
                fail(&mut ops, ErrorKind::IllegalFunctionOrDoubleOperator);
                break;
            }
            // A terminator where an operand should be: the operand is empty, so zero.
            if depth > 0 && !is_closer(b) {
                fail(&mut ops, ErrorKind::UnmatchedParentheses);
                break;
            }
            ops.push(Op::Num(Pdp8Float::ZERO));
            expect_operand = false;
            continue;
        }
        // Expecting an operator.
        if let Some(op) = BinOp::from_byte(b) {
            cur.bump();
            push_operator(&mut ops, &mut stack, op);
            expect_operand = true;
            at_open = false;
            continue;
        }
        if is_closer(b) {
            if depth == 0 {
                break;
            }
            cur.bump();
            match close_enclosure(&mut ops, &mut stack, b) {
                Ok(()) => {}
                Err(k) => {
                    fail(&mut ops, k);
                    break;
                }
            }
            if one_enclosure && depth == 1 {
                drain(&mut ops, &mut stack);
                break;
            }
            continue;
        }
        if depth > 0 {
            let k = if closer(b).is_some() {
                ErrorKind::NoOperatorBeforeParen
            } else if starts_operand(b) {
                ErrorKind::OperatorMissing
            } else {
                // A terminator ends the inner EVAL, which reduces what it holds; the
                // enclosure check after it fails (EFUN3).
                while let Some(Pending::Op(op)) = stack.last().copied() {
                    ops.push(Op::Bin(op));
                    stack.pop();
                }
                ErrorKind::UnmatchedParentheses
            };
            fail(&mut ops, k);
            break;
        }
        if closer(b).is_some() {
            fail(&mut ops, ErrorKind::NoOperatorBeforeParen);
        } else if starts_operand(b) {
            fail(&mut ops, ErrorKind::OperatorMissing);
        }
        break;
    }
    if !matches!(ops.last(), Some(Op::Fail(_))) {
        drain(&mut ops, &mut stack);
    }
    // EVAL's own call and the operand being fetched (GETVAR or DBCONV) come on top.
    Expr {
        ops,
        pdl_words: PDL_EVAL + max_depth,
    }
}

fn drain(ops: &mut Vec<Op>, stack: &mut Stack) {
    while let Some(p) = stack.pop() {
        if let Pending::Op(op) = p {
            ops.push(Op::Bin(op));
        }
    }
}

/// Reduces what binds at least as tightly as `op`, then holds `op` back.
fn push_operator(ops: &mut Vec<Op>, stack: &mut Stack, op: BinOp) {
    while let Some(Pending::Op(top)) = stack.last() {
        if top.priority() >= op.priority() {
            ops.push(Op::Bin(*top));
            stack.pop();
        } else {
            break;
        }
    }
    stack.push(Pending::Op(op));
}

fn close_enclosure(ops: &mut Vec<Op>, stack: &mut Stack, b: u8) -> Result<(), ErrorKind> {
    while let Some(p) = stack.pop() {
        match p {
            Pending::Op(op) => ops.push(Op::Bin(op)),
            Pending::Open(close, what) => {
                if close != b {
                    return Err(ErrorKind::UnmatchedParentheses);
                }
                match what {
                    Opened::Paren => {}
                    Opened::Index(name) => ops.push(Op::Index(name)),
                    Opened::Call(f) => ops.push(Op::Call(f)),
                }
                return Ok(());
            }
        }
    }
    Err(ErrorKind::UnmatchedParentheses)
}

/// Reads a variable name: a letter, an optional letter or digit; further letters and
/// digits are read and ignored (two characters are significant, DIALECT-NOTES §6).
pub fn read_name(cur: &mut Cursor<'_>) -> Name {
    let mut name = [b'@'; 2];
    if let Some(b) = cur.peek() {
        name[0] = b;
        cur.bump();
    }
    if let Some(b) = cur
        .peek()
        .filter(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
    {
        name[1] = b;
        cur.bump();
    }
    while cur
        .peek()
        .is_some_and(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
    {
        cur.bump();
    }
    name
}

/// Reads `Fxxx(`: the function and the byte that closes its argument.
fn read_function(cur: &mut Cursor<'_>) -> Result<(Func, u8), ErrorKind> {
    cur.bump();
    let start = cur.pos();
    while cur.peek().is_some_and(|b| b.is_ascii_uppercase()) {
        cur.bump();
    }
    let word = cur.slice(start);
    let func = FUNCTIONS
        .iter()
        .find(|(n, _)| *n == word)
        .map(|(_, f)| *f)
        .ok_or(ErrorKind::IllegalFunctionOrDoubleOperator)?;
    match cur.peek().and_then(closer) {
        Some(close) => {
            cur.bump();
            Ok((func, close))
        }
        None => Err(ErrorKind::FunctionArgumentMissing),
    }
}

/// Whether `b` begins an operand, so that it cannot follow one: a digit, a letter or the
/// period that starts a number (`T 1 .5` and `T 1E2.5` are `?07.22` on the DEC binary).
fn starts_operand(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'.'
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rpn(text: &str) -> Vec<String> {
        let mut cur = Cursor::new(text.as_bytes());
        parse_expr(&mut cur, false)
            .ops
            .iter()
            .map(|op| match op {
                Op::Num(v) => format!("{}", v.to_f64()),
                Op::Var(n) => String::from_utf8_lossy(n).into_owned(),
                Op::Index(n) => format!("{}()", String::from_utf8_lossy(n)),
                Op::Call(f) => format!("{f:?}"),
                Op::Bin(b) => format!("{b:?}"),
                Op::Fail(k) => format!("{k:?}"),
            })
            .collect()
    }

    #[test]
    fn star_binds_tighter_than_slash() {
        assert_eq!(rpn("8/2*2"), ["8", "2", "2", "Mul", "Div"]);
        assert_eq!(rpn("6/11/2"), ["6", "11", "Div", "2", "Div"]);
    }

    #[test]
    fn leading_minus_is_zero_minus() {
        assert_eq!(rpn("-2^2"), ["0", "2", "2", "Pow", "Sub"]);
        assert_eq!(rpn("2*-3"), ["2", "IllegalFunctionOrDoubleOperator"]);
    }

    #[test]
    fn spaces_are_skipped_and_names_keep_two_characters() {
        assert_eq!(rpn(" ABC + A (1)"), ["AB", "A@", "NoOperatorBeforeParen"]);
        assert_eq!(rpn(" ABC + A( 1 )"), ["AB", "1", "A@()", "Add"]);
        assert_eq!(rpn("1 2"), ["1", "OperatorMissing"]);
    }

    #[test]
    fn enclosures_must_match() {
        assert_eq!(rpn("(1+2,"), ["1", "2", "Add", "UnmatchedParentheses"]);
        assert_eq!(rpn("[1>"), ["1", "UnmatchedParentheses"]);
        assert_eq!(rpn("FXX(1)"), ["IllegalFunctionOrDoubleOperator"]);
        assert_eq!(rpn("FRAN()"), ["0", "Ran"]);
    }

    #[test]
    fn empty_function_parentheses_are_zero() {
        // EVAL's empty enclosure is 0 for every function (DEC binary on SIMH: `FEXP()`
        // types 1, `FLOG()` stops with ?20.34).
        assert_eq!(rpn("FEXP()"), ["0", "Exp"]);
        assert_eq!(rpn("FLOG[]"), ["0", "Log"]);
    }

    #[test]
    fn a_period_after_an_operand_is_a_missing_operator() {
        // DBCONV ends a number at a second period or after its exponent; the `.` that
        // follows starts another operand (DEC binary on SIMH: `T 1..2`, `T 1E2.5` and
        // `T 1 .5` are ?07.22).
        assert_eq!(rpn("1..2"), ["1", "OperatorMissing"]);
        assert_eq!(rpn("1E2.5"), ["100", "OperatorMissing"]);
        assert_eq!(rpn("(1 .5)"), ["1", "OperatorMissing"]);
    }
}
