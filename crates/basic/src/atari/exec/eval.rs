//! Expressions (Source Book chapter 7, "Execute Expression"). The ROM rearranges an
//! expression with an operator stack and each operator's go-on-stack and on-stack
//! priorities; evaluating by precedence levels gives the same order. The levels are the
//! recorded ones (`DIALECT-NOTES.md` 2-3): unary minus binds tighter than `^` (`-2^2` = 4);
//! `^ * / + -` and the relations are left-associative; `NOT` takes an operand up to (not
//! including) a relation, so `NOT 1=2` is `(NOT 1)=2`; then AND, then OR. True is 1.
//! AND, OR and NOT test the numbers' first bytes (sign and exponent), as the ROM's XPAND,
//! XPOR and XPNOT do, which is why `3 AND 0.5` is 0: $40 AND $3F is zero.

use crate::atari::tokens::op;
use crate::num::bcd::Bcd;

use super::{Fault, Machine, Stop};

use ferrite_console::Console;

/// A value on the argument stack: a number, or a string as the address and length of its
/// bytes in memory (a literal in the program, a variable's buffer, the STR$/CHR$ buffer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Val {
    /// A number.
    Num(Bcd),
    /// A string: where its bytes are and how many.
    Str {
        /// Address of the first byte.
        addr: u16,
        /// Number of bytes.
        len: u16,
    },
}

/// How deep expressions may nest before ERROR- 10: a bound for hostile tables only, the
/// tokenizer's ERROR- 14 limits what can be entered long before.
const MAX_DEPTH: u32 = 600;

/// Binding levels of the binary operators.
fn binary_level(t: u8) -> Option<u8> {
    Some(match t {
        op::OR => 1,
        op::AND => 2,
        op::LE | op::NE | op::GE | op::LT | op::GT | op::EQ => 4,
        op::STR_LE | op::STR_NE | op::STR_GE | op::STR_LT | op::STR_GT | op::STR_EQ => 4,
        op::PLUS | op::MINUS => 5,
        op::MUL | op::DIV => 6,
        op::POWER => 7,
        _ => return None,
    })
}

/// The level `NOT`'s operand extends to.
const NOT_OPERAND: u8 = 5;

/// 1 or 0 as a number.
pub fn truth(b: bool) -> Bcd {
    if b {
        Bcd::from_u16(1)
    } else {
        Bcd::ZERO
    }
}

impl Machine {
    /// Evaluates an expression.
    pub(super) fn expr(&mut self, con: &mut dyn Console) -> Result<Val, Stop> {
        self.level(0, con)
    }

    /// Evaluates a numeric expression.
    pub(super) fn num_expr(&mut self, con: &mut dyn Console) -> Result<Bcd, Stop> {
        match self.expr(con)? {
            Val::Num(n) => Ok(n),
            // The tokenizer keeps strings out of numeric places; a damaged table is an error.
            Val::Str { .. } => Err(Fault::SYNTAX.into()),
        }
    }

    /// A numeric expression as an integer 0..=65535 (FPI rounding; ERROR- 3 outside).
    pub(super) fn int_expr(&mut self, con: &mut dyn Console) -> Result<u16, Stop> {
        self.clock.charge(super::Work::ToInt, 1);
        Ok(self.num_expr(con)?.to_u16()?)
    }

    /// A string expression.
    pub(super) fn str_expr(&mut self, con: &mut dyn Console) -> Result<(u16, u16), Stop> {
        match self.expr(con)? {
            Val::Str { addr, len } => Ok((addr, len)),
            Val::Num(_) => Err(Fault::SYNTAX.into()),
        }
    }

    fn level(&mut self, min: u8, con: &mut dyn Console) -> Result<Val, Stop> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Fault::ARG_STACK.into());
        }
        let mut lhs = self.operand(con)?;
        while let Some(level) = binary_level(self.peek_tok()) {
            if level < min {
                break;
            }
            let t = self.next_tok();
            let rhs = self.level(level + 1, con)?;
            lhs = self.binary(t, lhs, rhs)?;
        }
        self.depth -= 1;
        Ok(lhs)
    }

    fn binary(&mut self, t: u8, a: Val, b: Val) -> Result<Val, Stop> {
        self.clock.charge(super::timing::work_of(t), 1);
        if let (Val::Str { addr: a1, len: l1 }, Val::Str { addr: a2, len: l2 }) = (a, b) {
            self.clock
                .charge(super::Work::StringByte, u64::from(l1.min(l2)));
            let x = self.mem.slice(a1, l1 as usize).to_vec();
            let y = self.mem.slice(a2, l2 as usize);
            let ord = x.as_slice().cmp(y);
            return Ok(Val::Num(truth(relation(t, ord))));
        }
        let (Val::Num(x), Val::Num(y)) = (a, b) else {
            return Err(Fault::SYNTAX.into());
        };
        let r = match t {
            op::PLUS => x.add(y)?,
            op::MINUS => x.sub(y)?,
            op::MUL => x.mul(y)?,
            op::DIV => x.div(y)?,
            op::POWER => x.pow(y)?,
            op::AND => truth(x.0[0] & y.0[0] != 0),
            op::OR => truth(x.0[0] | y.0[0] != 0),
            _ => truth(relation(t, x.compare(y))),
        };
        Ok(Val::Num(r))
    }

    fn operand(&mut self, con: &mut dyn Console) -> Result<Val, Stop> {
        let t = self.next_tok();
        match t {
            op::NUMBER => {
                let mut b = [0u8; 6];
                for byte in &mut b {
                    *byte = self.next_raw();
                }
                Ok(Val::Num(Bcd(b)))
            }
            op::STRING => {
                let len = self.next_tok();
                let addr = self.pc;
                self.pc = self.pc.wrapping_add(u16::from(len)).min(self.stmt_end);
                Ok(Val::Str {
                    addr,
                    len: u16::from(len),
                })
            }
            op::UMINUS => {
                let v = self.unary_operand(con)?;
                Ok(Val::Num(v.neg()))
            }
            op::UPLUS => Ok(Val::Num(self.unary_operand(con)?)),
            op::NOT => {
                let v = match self.level(NOT_OPERAND, con)? {
                    Val::Num(n) => n,
                    Val::Str { .. } => return Err(Fault::SYNTAX.into()),
                };
                Ok(Val::Num(truth(v.0[0] == 0)))
            }
            op::LPAREN => {
                let v = self.expr(con)?;
                self.eat(op::RPAREN);
                Ok(v)
            }
            t if t >= 0x80 => self.variable_value(t, con),
            t if t >= op::FIRST_FUNCTION => self.function(t, con),
            _ => Err(Fault::SYNTAX.into()),
        }
    }

    fn unary_operand(&mut self, con: &mut dyn Console) -> Result<Bcd, Stop> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Fault::ARG_STACK.into());
        }
        let v = self.operand(con)?;
        self.depth -= 1;
        match v {
            Val::Num(n) => Ok(n),
            Val::Str { .. } => Err(Fault::SYNTAX.into()),
        }
    }
}

/// Whether a relational operator holds for an ordering.
fn relation(t: u8, ord: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match t {
        op::LE | op::STR_LE => ord != Greater,
        op::NE | op::STR_NE => ord != Equal,
        op::GE | op::STR_GE => ord != Less,
        op::LT | op::STR_LT => ord == Less,
        op::GT | op::STR_GT => ord == Greater,
        _ => ord == Equal,
    }
}
