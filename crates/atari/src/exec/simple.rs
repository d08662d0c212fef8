//! The commonest expression of LET and IF, one binary operator between two simple operands
//! (`K=K+1`, `IF K<N THEN 300`, `X=A*B`), evaluated where it stands in the statement: the
//! operands are numeric constants or plain numeric variables read in place
//! ([`Machine::simple_operand_at`]), the operator is applied as the evaluator applies it,
//! and the cycles are the ones the evaluator charges for the same tokens (the first
//! operand's token, the operator's and the second operand's, the operator's math pack
//! routine), added in one update of the clock. What the ROM does is the same (Source Book
//! chapter 7: EXEXPR pushes the two operands, the operator's routine runs at the end of
//! the expression); only the executor's own bookkeeping is skipped: the result comes back
//! as a number in registers rather than through the general evaluator's value of either
//! kind, which LET and IF turned back into a number.
//!
//! Anything else (another operand, a second operator, a token after the second operand
//! other than the statement's end for LET or THEN for IF) goes the general way, untouched.
//! `exec/simple_tests.rs` runs each shape both ways and compares.

use crate::bcd::Bcd;
use crate::tokens::op;

use super::eval::truth;
use super::statements::for_step::plus_one;
use super::timing::{Work, COST, OP_COST};
use super::{Machine, Stop};

/// The number 1's six bytes.
const ONE: [u8; 6] = [0x40, 0x01, 0, 0, 0, 0];

/// A binary expression read in place: the two operands, the operator's token, the address
/// just after the second operand, and the cycles the evaluator charges for its three
/// tokens and the operator's routine.
#[derive(Clone, Copy, Debug)]
pub(super) struct Binary {
    /// The left operand.
    pub x: Bcd,
    /// The operator's token.
    pub t: u8,
    /// The right operand.
    pub y: Bcd,
    /// The address after the right operand.
    pub end: u16,
}

impl Binary {
    /// The cycles the evaluator charges for the expression: the first operand's token (as
    /// `operand` takes it), the operator's and the second operand's tokens, and the
    /// operator's work (as `chain` adds them); a constant's six bytes cost no token.
    #[inline(always)]
    pub(super) fn cycles(&self) -> u64 {
        3 * COST[Work::Token as usize] + OP_COST[usize::from(self.t)]
    }

    /// The value, as the evaluator's `apply` gives it: FADD, FSUB, FMUL, FDIV or the power,
    /// or 1 or 0 for a relation.
    #[inline(always)]
    pub(super) fn value(&self) -> Result<Bcd, Stop> {
        let (x, y) = (self.x, self.y);
        Ok(match self.t {
            // `K=K+1` on a whole number: one added at its units digit, FADD's exact sum.
            op::PLUS if y.0 == ONE => match plus_one(x.0) {
                Some(b) => Bcd(b),
                None => x.add(y)?,
            },
            op::PLUS => x.add(y)?,
            op::MINUS => x.sub(y)?,
            op::MUL => x.mul(y)?,
            op::DIV => x.div(y)?,
            op::POWER => x.pow(y)?,
            t => truth(holds(t, x, y)),
        })
    }

    /// Whether the expression is true for IF (a value other than zero).
    #[inline(always)]
    pub(super) fn is_true(&self) -> Result<bool, Stop> {
        if is_relation(self.t) {
            // The relation itself, without the 1 or 0 made of it (whose test is the same).
            return Ok(holds(self.t, self.x, self.y));
        }
        Ok(!self.value()?.is_zero())
    }
}

/// Whether `t` is an operator this path applies: the arithmetic ones and the numeric
/// relations (not AND, OR or the string relations).
#[inline(always)]
fn is_operator(t: u8) -> bool {
    (op::LE..=op::DIV).contains(&t)
}

/// Whether `t` is a numeric relation.
#[inline(always)]
fn is_relation(t: u8) -> bool {
    (op::LE..=op::EQ).contains(&t)
}

/// Whether numeric relation `t` holds between `x` and `y` (the comparison the evaluator
/// makes: [`Bcd::compare`], its usual case inline).
#[inline(always)]
fn holds(t: u8, x: Bcd, y: Bcd) -> bool {
    use std::cmp::Ordering::*;
    let ord = x.compare_usual(y);
    match t {
        op::LE => ord != Greater,
        op::NE => ord != Equal,
        op::GE => ord != Less,
        op::LT => ord == Less,
        op::GT => ord == Greater,
        _ => ord == Equal,
    }
}

impl Machine {
    /// The expression at `pc` when it is `a op b` with simple operands and an operator of
    /// [`is_operator`], read without taking anything; `None` for anything else. The caller
    /// checks what follows (`end` may be the statement's end).
    #[inline(always)]
    pub(super) fn simple_binary_at(&self, pc: u16) -> Option<Binary> {
        let (x, at) = self.simple_operand_at(pc)?;
        if at >= self.stmt_end {
            return None;
        }
        let t = self.mem.peek(at);
        if !is_operator(t) {
            return None;
        }
        let (y, end) = self.simple_operand_at(at + 1)?;
        Some(Binary { x, t, y, end })
    }

    /// [`Machine::simple_binary_at`]'s expression when it is the whole rest of the statement
    /// (what follows it is EOS or EOL), as LET wants it: the second operand's shape and the
    /// token after it are checked before that operand is read, so a longer expression
    /// (`A=K/2*3+4-5`) goes to the evaluator without its second operand's value read and the
    /// whole `Binary` built (about 8 instructions a statement there; reading the first
    /// operand's shape first too saved more there but cost `K=K+1` 14). The same `Binary` as
    /// `simple_binary_at` whenever that one's end is the statement's end, `None` otherwise
    /// (`simple_tests.rs` compares the two).
    #[inline(always)]
    pub(super) fn simple_binary_statement_at(&self, pc: u16) -> Option<Binary> {
        let (x, at) = self.simple_operand_at(pc)?;
        // `at` is at most the statement's end: there `token_at` gives EOS, no operator.
        let t = self.token_at(at);
        if !is_operator(t) {
            return None;
        }
        let (ty, end) = self.simple_operand_end(at + 1)?;
        if !matches!(self.token_at(end), op::EOS | op::EOL) {
            return None;
        }
        let y = self.simple_operand_value(ty, at + 1)?;
        Some(Binary { x, t, y, end })
    }

    /// The first token of the simple operand at `pc` and the address after it (a constant's
    /// token and six bytes, a variable's token) as [`Machine::simple_operand_at`] finds it,
    /// from the token alone: a variable's kind is not looked at (its value's read does).
    /// `None` at or past the statement's end, for another token, or for a constant cut
    /// short by the end.
    #[inline(always)]
    fn simple_operand_end(&self, pc: u16) -> Option<(u8, u16)> {
        if pc >= self.stmt_end {
            return None;
        }
        let t = self.mem.peek(pc);
        if t == op::NUMBER {
            let end = pc.checked_add(7)?;
            return (end <= self.stmt_end).then_some((t, end));
        }
        (t >= 0x80).then_some((t, pc + 1))
    }

    /// The value of the operand at `pc` (first token `t`) whose shape
    /// [`Machine::simple_operand_end`] has checked: a constant's six bytes, or a plain
    /// numeric variable's value (`None` for an array or a string variable).
    #[inline(always)]
    fn simple_operand_value(&self, t: u8, pc: u16) -> Option<Bcd> {
        if t == op::NUMBER {
            return Some(Bcd(self.mem.read6(pc + 1)));
        }
        self.plain_number_variable(t)
    }

    /// The token at `addr`, EOS at or past the statement's end (what `peek_tok` would give
    /// there).
    #[inline(always)]
    pub(super) fn token_at(&self, addr: u16) -> u8 {
        if addr >= self.stmt_end {
            op::EOS
        } else {
            self.mem.peek(addr)
        }
    }
}

#[cfg(test)]
#[path = "simple_tests.rs"]
mod tests;
