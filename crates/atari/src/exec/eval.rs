//! Expressions (Source Book chapter 7, "Execute Expression"). The ROM rearranges an
//! expression with an operator stack and each operator's go-on-stack and on-stack
//! priorities; evaluating by precedence levels gives the same order. The levels are the
//! recorded ones (`DIALECT-NOTES.md` 2-3): unary minus binds tighter than `^` (`-2^2` = 4);
//! `^ * / + -` and the relations are left-associative; `NOT` takes an operand up to (not
//! including) a relation, so `NOT 1=2` is `(NOT 1)=2`; then AND, then OR. True is 1.
//! AND, OR and NOT test the numbers' first bytes (sign and exponent), as the ROM's XPAND,
//! XPOR and XPNOT do, which is why `3 AND 0.5` is 0: $40 AND $3F is zero.

use crate::bcd::{Acc, Bcd, BcdWord, Memo};
use crate::tokens::op;

use super::timing::{Work, COST, OP_COST};
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

/// Binding levels of the binary operators, looked up (every operand asks).
const LEVELS: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut t = 0;
    while t < 256 {
        table[t] = match t as u8 {
            op::OR => 1,
            op::AND => 2,
            op::LE | op::NE | op::GE | op::LT | op::GT | op::EQ => 4,
            op::STR_LE | op::STR_NE | op::STR_GE | op::STR_LT | op::STR_GT | op::STR_EQ => 4,
            op::PLUS | op::MINUS => 5,
            op::MUL | op::DIV => 6,
            op::POWER => 7,
            _ => 0,
        };
        t += 1;
    }
    table
};

/// The binding level of binary operator `t`; `None` for any other token.
#[inline(always)]
fn binary_level(t: u8) -> Option<u8> {
    match LEVELS[usize::from(t)] {
        0 => None,
        level => Some(level),
    }
}

/// The level `NOT`'s operand extends to.
const NOT_OPERAND: u8 = 5;

/// 1 or 0 as a number.
#[inline]
pub fn truth(b: bool) -> Bcd {
    if b {
        Bcd::ONE
    } else {
        Bcd::ZERO
    }
}

impl Machine {
    /// Evaluates an expression by precedence climbing over the binding levels: the same
    /// order of operand reads and operator applications as one recursive level per
    /// precedence, with a call only where an operator binds tighter than the one before.
    #[inline(always)]
    pub(super) fn expr(&mut self, con: &mut dyn Console) -> Result<Val, Stop> {
        let lhs = self.operand(con)?;
        let t = self.peek_tok();
        if binary_level(t).is_none() {
            return Ok(lhs);
        }
        match lhs {
            Val::Num(x) => self
                .chain(Acc::from_word(BcdWord::from_bcd(x)), t, con)
                .map(|w| Val::Num(w.to_bcd())),
            Val::Str { .. } => self.climb(lhs, 0, con),
        }
    }

    /// [`Machine::expr`] for a numeric place (LET's value): the number as a word, a string
    /// the syntax error LET gives for one; the chain's word is not wrapped in a [`Val`] and
    /// unwrapped again.
    #[inline(always)]
    pub(super) fn num_word_expr(&mut self, con: &mut dyn Console) -> Result<BcdWord, Stop> {
        let lhs = self.operand(con)?;
        let t = self.peek_tok();
        match lhs {
            Val::Num(x) if binary_level(t).is_none() => Ok(BcdWord::from_bcd(x)),
            Val::Num(x) => self.chain(Acc::from_word(BcdWord::from_bcd(x)), t, con),
            Val::Str { .. } if binary_level(t).is_none() => Err(Fault::SYNTAX.into()),
            Val::Str { .. } => match self.climb(lhs, 0, con)? {
                Val::Num(n) => Ok(BcdWord::from_bcd(n)),
                Val::Str { .. } => Err(Fault::SYNTAX.into()),
            },
        }
    }

    /// The top level of [`Machine::climb`] for a number `acc` followed by operator `t`,
    /// with the numbers held in registers: while each right operand is a constant or a plain
    /// numeric variable (`K+1`, `K<N`, `K/2*3+4-5`), it is read in place and applied
    /// without the [`Val`] and [`Result`] moves of the general climb. An operator that binds
    /// tighter than the one before hands its operand to [`Machine::climb`], as the climb
    /// does; any other operand hands the rest of the expression to it, whose loop goes on
    /// exactly where this one stopped. Same order of operations, same charges.
    ///
    /// It gives a [`BcdWord`], not a [`Val`]: a `Result<Val, Stop>` carries the number at an
    /// odd offset of its register, which the compiler built through the stack with stores
    /// and a load of different widths (a store-forwarding stall on every expression, a
    /// quarter of this function's time in BM4 by `perf annotate`); a `Result<Bcd, Stop>`
    /// was built byte by byte with shifts (the six bytes at odd offsets again), a word is
    /// returned as it is. The operands are words ([`BcdWord`]) and the accumulator an
    /// [`Acc`]: a `Bcd` in between would be unpacked and packed again at each operator.
    fn chain(&mut self, mut acc: Acc, mut t: u8, con: &mut dyn Console) -> Result<BcdWord, Stop> {
        // The climb at the top counts one level of nesting, as this loop stands for it.
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Fault::ARG_STACK.into());
        }
        // The cycles of this loop's operators and operands, added to the clock once on the
        // way out (the clock is read only between statements): one dependent update of it
        // instead of two per operator.
        let mut spent = 0u64;
        // The last operand converted to a register (`K/K*K+K-K` converts K once).
        let mut memo = Memo::new();
        let mut level = LEVELS[usize::from(t)];
        while level != 0 {
            // `t` is a real token before the statement's end (EOS, past it, has level 0).
            let Some((rhs, after)) = self.simple_word_at(self.pc.wrapping_add(1)) else {
                self.clock.charge_cycles(spent);
                self.depth -= 1;
                return match self.climb(Val::Num(acc.to_bcd()), 0, con)? {
                    Val::Num(n) => Ok(BcdWord::from_bcd(n)),
                    Val::Str { .. } => Err(Fault::SYNTAX.into()),
                };
            };
            // The operator's token and the operand's (a constant's bytes cost none).
            spent += 2 * COST[Work::Token as usize];
            self.pc = after;
            let next_t = self.peek_tok();
            let next = LEVELS[usize::from(next_t)];
            if next > level {
                self.clock.charge_cycles(spent);
                spent = 0;
                let rhs = self.climb(Val::Num(rhs.to_bcd()), level + 1, con)?;
                acc = Acc::from_word(BcdWord::from_bcd(self.binary(
                    t,
                    Val::Num(acc.to_bcd()),
                    rhs,
                )?));
                let after_t = self.peek_tok();
                t = after_t;
                level = LEVELS[usize::from(after_t)];
                continue;
            }
            spent += OP_COST[usize::from(t)];
            match Self::apply_word(t, acc, rhs, &mut memo) {
                Ok(v) => acc = v,
                Err(e) => {
                    self.clock.charge_cycles(spent);
                    return Err(e);
                }
            }
            t = next_t;
            level = next;
        }
        self.clock.charge_cycles(spent);
        self.depth -= 1;
        Ok(acc.to_word())
    }

    /// [`Machine::simple_operand_at`] as a word, its bytes read with one 8-byte load: a
    /// constant's token, six bytes and the byte after; a variable's VVT entry (type byte,
    /// number, six value bytes). Where eight bytes do not fit below the top of memory, the
    /// byte reads of [`Machine::simple_operand_at`].
    #[inline(always)]
    fn simple_word_at(&self, pc: u16) -> Option<(BcdWord, u16)> {
        if pc >= self.stmt_end {
            return None;
        }
        let bytes = self.mem.bytes();
        let t = bytes[usize::from(pc)];
        if t == op::NUMBER {
            let end = pc.checked_add(7)?;
            if end > self.stmt_end {
                return None;
            }
            // `end` is at most the statement's end, below 65536: the eight bytes fit.
            let b = be8(bytes, usize::from(pc))?;
            return Some((BcdWord::from_bits(b >> 8), end));
        }
        if t >= 0x80 {
            let e = usize::from(self.entry(t));
            let Some(b) = be8(bytes, e) else {
                let n = self.plain_number_variable(t)?;
                return Some((BcdWord::from_bcd(n), pc + 1));
            };
            if (b >> 56) as u8 & NOT_PLAIN != 0 {
                return None;
            }
            return Some((BcdWord::from_bits(b), pc + 1));
        }
        None
    }

    /// A numeric constant or a plain numeric variable whose token is at `pc`, read without
    /// taking it: its value and the address just after it; `None` for any other operand
    /// (and for a constant cut short by the statement's end).
    #[inline(always)]
    pub(super) fn simple_operand_at(&self, pc: u16) -> Option<(Bcd, u16)> {
        if pc >= self.stmt_end {
            return None;
        }
        let t = self.mem.peek(pc);
        if t == op::NUMBER {
            let end = pc.checked_add(7)?;
            if end > self.stmt_end {
                return None;
            }
            return Some((Bcd(self.mem.read6(pc + 1)), end));
        }
        if t >= 0x80 {
            return Some((self.plain_number_variable(t)?, pc + 1));
        }
        None
    }

    /// Applies the binary operators of level `min` or more that follow `lhs`, their right
    /// operands taking the operators that bind tighter (left associativity). Each operator
    /// token is peeked once: its level decides both whether this level applies it and
    /// whether the operand before it needs a deeper climb.
    fn climb(&mut self, mut lhs: Val, min: u8, con: &mut dyn Console) -> Result<Val, Stop> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Fault::ARG_STACK.into());
        }
        let mut t = self.peek_tok();
        let mut level = LEVELS[usize::from(t)];
        // Level 0 is no operator; `min` is at least 1 below the top call, 0 there.
        while level != 0 && level >= min {
            // An operator is a real token (past the end reads as EOS, level 0): take it.
            self.take_peeked();
            let mut rhs = self.operand(con)?;
            let mut next_t = self.peek_tok();
            let mut next = LEVELS[usize::from(next_t)];
            if next > level {
                rhs = self.climb(rhs, level + 1, con)?;
                next_t = self.peek_tok();
                next = LEVELS[usize::from(next_t)];
            }
            lhs = Val::Num(self.binary(t, lhs, rhs)?);
            t = next_t;
            level = next;
        }
        self.depth -= 1;
        Ok(lhs)
    }

    /// An operand: a constant or a variable here, anything else out of line.
    #[inline(always)]
    fn operand(&mut self, con: &mut dyn Console) -> Result<Val, Stop> {
        let t = self.next_tok();
        if t == op::NUMBER {
            return Ok(Val::Num(self.constant()));
        }
        if t >= 0x80 {
            if let Some(n) = self.plain_number_variable(t) {
                return Ok(Val::Num(n));
            }
            return self.variable_value(t, con);
        }
        self.other_operand(t, con)
    }

    /// The operands that are not a numeric constant or a variable: a string constant, a
    /// function, the unary signs and NOT, a parenthesis; `t` is the token, taken.
    fn other_operand(&mut self, t: u8, con: &mut dyn Console) -> Result<Val, Stop> {
        match t {
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
                self.depth += 1;
                if self.depth > MAX_DEPTH {
                    return Err(Fault::ARG_STACK.into());
                }
                let v = self.operand(con)?;
                let v = match self.climb(v, NOT_OPERAND, con)? {
                    Val::Num(n) => n,
                    Val::Str { .. } => return Err(Fault::SYNTAX.into()),
                };
                self.depth -= 1;
                Ok(Val::Num(truth(v.0[0] == 0)))
            }
            op::LPAREN => {
                self.depth += 1;
                if self.depth > MAX_DEPTH {
                    return Err(Fault::ARG_STACK.into());
                }
                let v = self.expr(con)?;
                self.depth -= 1;
                self.eat(op::RPAREN);
                Ok(v)
            }
            t if (op::FIRST_FUNCTION..0x80).contains(&t) => self.function(t, con),
            _ => Err(Fault::SYNTAX.into()),
        }
    }

    /// The operand of a unary sign, which binds tighter than any binary operator.
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

    /// Evaluates a numeric expression.
    pub(super) fn num_expr(&mut self, con: &mut dyn Console) -> Result<Bcd, Stop> {
        match self.expr(con)? {
            Val::Num(n) => Ok(n),
            // The tokenizer keeps strings out of numeric places; a damaged table is an error.
            Val::Str { .. } => Err(Fault::SYNTAX.into()),
        }
    }

    /// [`Machine::num_expr`], a lone constant (FOR's `1` and `5`) taken without the
    /// evaluator: its one token charged as the evaluator's operand read charges it, its
    /// six bytes as they stand. (Off with NEXT's fast paths in the test that runs FOR and
    /// NEXT both ways and compares cycles and memory.)
    #[inline(always)]
    pub(super) fn num_expr_or_constant(&mut self, con: &mut dyn Console) -> Result<Bcd, Stop> {
        if !super::shortcuts::enabled() {
            return self.num_expr(con);
        }
        if let Some(n) = self.lone_constant() {
            self.clock.charge_cycles(COST[Work::Token as usize]);
            return Ok(n);
        }
        self.num_expr(con)
    }

    /// A numeric expression as an integer 0..=65535 (FPI rounding; ERROR- 3 outside).
    #[inline]
    pub(super) fn int_expr(&mut self, con: &mut dyn Console) -> Result<u16, Stop> {
        self.int_expr_after(0, con)
    }

    /// [`Machine::int_expr`] with `pending` cycles of the statement's earlier tokens to add
    /// to the clock with its own charges (one update of the clock for both).
    #[inline]
    pub(super) fn int_expr_after(
        &mut self,
        pending: u64,
        con: &mut dyn Console,
    ) -> Result<u16, Stop> {
        let pending = pending + COST[Work::ToInt as usize];
        let Some(n) = self.lone_constant() else {
            self.clock.charge_cycles(pending);
            return self.int_expr_general(con);
        };
        // The constant's token.
        self.clock
            .charge_cycles(pending + COST[Work::Token as usize]);
        // The same constant again (the line of `THEN 300` or `GOTO 20` each turn of a
        // loop): FPI's answer for those bytes, remembered.
        if n.0 == self.int_constant.0 {
            return Ok(self.int_constant.1);
        }
        let v = n.to_u16()?;
        self.int_constant = (n.0, v);
        Ok(v)
    }

    /// [`Machine::int_expr`] of any expression but a lone constant.
    fn int_expr_general(&mut self, con: &mut dyn Console) -> Result<u16, Stop> {
        Ok(self.num_expr(con)?.to_u16()?)
    }

    /// A numeric constant that is the whole expression (GOTO 100, THEN 300, POKE 20,0),
    /// taken (the caller charges the one token [`Machine::expr`] would charge for it);
    /// `None`, with nothing taken, for anything else.
    #[inline]
    fn lone_constant(&mut self) -> Option<Bcd> {
        let pc = self.pc;
        let end = pc.checked_add(7)?;
        if end > self.stmt_end || self.mem.peek(pc) != op::NUMBER {
            return None;
        }
        let after = if end >= self.stmt_end {
            op::EOS
        } else {
            self.mem.peek(end)
        };
        if LEVELS[usize::from(after)] != 0 {
            return None;
        }
        let n = Bcd(self.mem.read6(pc + 1));
        self.pc = end;
        Some(n)
    }

    /// A string expression.
    pub(super) fn str_expr(&mut self, con: &mut dyn Console) -> Result<(u16, u16), Stop> {
        match self.expr(con)? {
            Val::Str { addr, len } => Ok((addr, len)),
            Val::Num(_) => Err(Fault::SYNTAX.into()),
        }
    }

    #[inline]
    fn binary(&mut self, t: u8, a: Val, b: Val) -> Result<Bcd, Stop> {
        self.clock.charge_cycles(OP_COST[usize::from(t)]);
        let (Val::Num(x), Val::Num(y)) = (a, b) else {
            return self.string_binary(t, a, b);
        };
        Self::apply(t, x, y)
    }

    /// What binary operator `t` gives for two numbers.
    #[inline(always)]
    fn apply(t: u8, x: Bcd, y: Bcd) -> Result<Bcd, Stop> {
        Ok(match t {
            op::PLUS => x.add(y)?,
            op::MINUS => x.sub(y)?,
            op::MUL => x.mul(y)?,
            op::DIV => x.div(y)?,
            op::POWER => x.pow(y)?,
            op::AND => truth(x.0[0] & y.0[0] != 0),
            op::OR => truth(x.0[0] | y.0[0] != 0),
            _ => truth(relation(t, x.compare(y))),
        })
    }

    /// [`Machine::apply`] on the chain's accumulator and a word: the arithmetic and the
    /// relations there, the rest (`^`, AND, OR) on the six bytes.
    #[inline(always)]
    fn apply_word(t: u8, x: Acc, y: BcdWord, memo: &mut Memo) -> Result<Acc, Stop> {
        Ok(match t {
            op::PLUS => x.add(y, memo)?,
            op::MINUS => x.sub(y, memo)?,
            op::MUL => x.mul(y, memo)?,
            op::DIV => x.div(y, memo)?,
            op::POWER | op::AND | op::OR => {
                Acc::from_word(BcdWord::from_bcd(Self::apply(t, x.to_bcd(), y.to_bcd())?))
            }
            _ => Acc::from_word(if relation(t, x.compare(y, memo)) {
                BcdWord::ONE
            } else {
                BcdWord::ZERO
            }),
        })
    }

    /// A binary operator with a string operand: two strings compare byte by byte; any other
    /// mix is the damaged table's syntax error.
    fn string_binary(&mut self, t: u8, a: Val, b: Val) -> Result<Bcd, Stop> {
        let (Val::Str { addr: a1, len: l1 }, Val::Str { addr: a2, len: l2 }) = (a, b) else {
            return Err(Fault::SYNTAX.into());
        };
        self.clock
            .charge(super::Work::StringByte, u64::from(l1.min(l2)));
        let ord = self
            .mem
            .slice(a1, l1 as usize)
            .cmp(self.mem.slice(a2, l2 as usize));
        Ok(truth(relation(t, ord)))
    }

    /// A numeric constant's six bytes after its token (copied as one move: no token each).
    #[inline]
    fn constant(&mut self) -> Bcd {
        if self
            .pc
            .checked_add(6)
            .is_some_and(|end| end <= self.stmt_end)
        {
            let b = self.mem.read6(self.pc);
            self.pc += 6;
            return Bcd(b);
        }
        self.cut_constant()
    }

    /// A constant cut short by the statement's end (a damaged table): its bytes one by one,
    /// EOS for each missing one.
    #[cold]
    #[inline(never)]
    fn cut_constant(&mut self) -> Bcd {
        let mut b = [0u8; 6];
        for byte in &mut b {
            *byte = self.next_raw();
        }
        Bcd(b)
    }
}

/// The type bits of a VVT entry that make it something other than a plain number (string
/// $80, array $40: `vars.rs`).
const NOT_PLAIN: u8 = 0xC0;

/// The eight bytes at `a`, first byte highest; `None` past the top of memory.
#[inline(always)]
fn be8(bytes: &[u8; 0x10000], a: usize) -> Option<u64> {
    let b: &[u8; 8] = bytes.get(a..a + 8)?.try_into().ok()?;
    Some(u64::from_be_bytes(*b))
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
