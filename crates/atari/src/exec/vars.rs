//! The variable-value table and the string/array space (Source Book chapter 8 and the VVT
//! layout of chapter 3): 8 bytes per variable: type ($00 number, $40/$41 array not DIMed /
//! DIMed, $80/$81 string), number, then six bytes: a BCD number; or the offset from STARP,
//! first and second dimension plus one (arrays); or the offset, current length and DIM
//! size (strings). DIM takes its space at the end of the string/array space, moving the
//! run-time stack up; past MEMTOP that is ERROR- 2. An array larger than 32767 bytes, a DIM
//! of a DIMed variable, a zero string size and a subscript outside the DIM are ERROR- 9;
//! a slice outside a string is ERROR- 5 (Reference Manual, chapter 7 "Strings").

use crate::bcd::Bcd;
use crate::memory as m;
use crate::tokens::op;

use super::eval::Val;
use super::timing::{Work, COST, OP_COST};
use super::{Fault, Machine, Stop};

use ferrite_console::Console;

/// The type byte of a number.
const T_NUM: u8 = 0x00;
/// The type bit of an array.
const T_ARRAY: u8 = 0x40;
/// The type bit of a string.
const T_STRING: u8 = 0x80;
/// The "DIMed" bit.
const DIMMED: u8 = 0x01;

/// Where an assignment goes.
#[derive(Clone, Copy, Debug)]
pub enum Target {
    /// A numeric variable's value bytes.
    Num(u16),
    /// An array element's address.
    Element(u16),
    /// A string variable (its VVT entry) and the slice written: first position (1-based)
    /// and an optional last one.
    Str {
        /// The VVT entry.
        entry: u16,
        /// First position (1-based).
        from: u16,
        /// Last position, when given.
        to: Option<u16>,
    },
}

impl Machine {
    /// The address of variable token `t`'s VVT entry.
    #[inline]
    pub(super) fn entry(&self, t: u8) -> u16 {
        self.mem.word(m::VVTP).wrapping_add(u16::from(t & 0x7F) * 8)
    }

    fn starp(&self) -> u16 {
        self.mem.word(m::STARP)
    }

    /// The value of numeric variable `t`; `None` when it is an array or a string.
    #[inline(always)]
    pub(super) fn plain_number_variable(&self, t: u8) -> Option<Bcd> {
        // The whole entry in one load: type byte, variable number, the six bytes of the
        // value (two loads less on the chain token, entry, value of every operand).
        let entry = self.mem.read8(self.entry(t));
        if entry as u8 & (T_STRING | T_ARRAY) != 0 {
            return None;
        }
        let [_, _, v @ ..] = entry.to_le_bytes();
        Some(Bcd(v))
    }

    /// The value of a variable in an expression (with its subscripts or slice).
    pub(super) fn variable_value(&mut self, t: u8, con: &mut dyn Console) -> Result<Val, Stop> {
        let e = self.entry(t);
        let ty = self.mem.peek(e);
        if ty & T_STRING != 0 {
            if ty & DIMMED == 0 {
                return Err(Fault::DIM.into());
            }
            let addr = self.starp().wrapping_add(self.mem.word(e + 2));
            let len = self.mem.word(e + 4);
            if self.peek_tok() == op::STR_LPAREN || self.peek_tok() == op::LPAREN {
                self.next_tok();
                let from = self.int_expr(con)?;
                let to = if self.eat(op::ARRAY_COMMA) || self.eat(op::COMMA) {
                    self.int_expr(con)?
                } else {
                    len
                };
                self.eat(op::RPAREN);
                if from == 0 || from > to || to > len {
                    return Err(Fault::STRING_LENGTH.into());
                }
                return Ok(Val::Str {
                    addr: addr.wrapping_add(from - 1),
                    len: to + 1 - from,
                });
            }
            return Ok(Val::Str { addr, len });
        }
        if ty & T_ARRAY != 0 {
            if ty & (T_STRING | T_ARRAY | DIMMED) == T_ARRAY | DIMMED {
                let entry = self.mem.read8(e);
                if let Some((addr, after, extra)) = self.simple_element_at(entry, self.pc) {
                    // The `(`, the subscript's token and the `)`, as the general path
                    // charges them one by one, and the subscript's operator.
                    self.clock
                        .charge_cycles(3 * COST[Work::Token as usize] + extra);
                    self.pc = after;
                    return Ok(Val::Num(self.read_bcd(addr)));
                }
            }
            let addr = self.element(t, e, con)?;
            return Ok(Val::Num(self.read_bcd(addr)));
        }
        Ok(Val::Num(self.read_bcd(e + 2)))
    }

    /// The element of a one-subscript array reference whose subscript is a numeric constant
    /// or a plain numeric variable, or one added to or subtracted from another (`M(3)`,
    /// `M(L)`, `A(J+1)`, `A(I-1)`), read without taking anything: its address, the address
    /// after the `)` and the cycles of the subscript's `+` or `-` (its token, its right
    /// operand's and the operator's own, as the expression chain charges them; 0 without
    /// one). `e` is the VVT entry of a DIMed array, `pc` the address of the `(` token.
    /// `None` for anything else, including every reference the general path
    /// ([`Machine::element`]) would stop with an error, so that path raises it with its
    /// own charges: where this gives an answer, it is the general path's address, reached
    /// over the same tokens (variable, `(`, the subscript's, `)`).
    /// `entry` is the array's value-table entry as one little-endian word (type, number,
    /// offset, first and second dimension plus one): one load where four reads of bytes and
    /// words stood.
    #[inline(always)]
    fn simple_element_at(&self, entry: u64, pc: u16) -> Option<(u16, u16, u64)> {
        let end = self.stmt_end;
        if pc >= end || !matches!(self.mem.peek(pc), op::ARRAY_LPAREN | op::LPAREN) {
            return None;
        }
        let (mut n, mut close) = self.simple_operand_at(pc + 1)?;
        // The `)` must be a real token of the statement (the general path would read an
        // EOS past the end and go on without it).
        if close >= end {
            return None;
        }
        let mut extra = 0;
        let t = self.mem.peek(close);
        if t != op::RPAREN {
            (n, close, extra) = self.subscript_sum(n, t, close)?;
        }
        let i = small_subscript(n)?;
        let d1 = (entry >> 32) as u16;
        let d2 = (entry >> 48) as u16;
        // No second subscript: j is 0, which must be below the second dimension.
        if i >= d1 || d2 == 0 {
            return None;
        }
        // `element_address` with j = 0, the offset taken from the same word.
        let off = u32::from((entry >> 16) as u16)
            .wrapping_add(u32::from(i).wrapping_mul(u32::from(d2)).wrapping_mul(6));
        Some((self.starp().wrapping_add(off as u16), close + 1, extra))
    }

    /// The rest of a subscript `x+y` or `x-y` (`A(J+1)`, `A(I-1)`) whose first operand
    /// `n` is read and whose operator `t` is at `at`: the sum, the address of the `)` and
    /// the cycles the evaluator's chain charges for the operator (its token, its right
    /// operand's and its own); `None` for any other subscript or a FADD error, left to the
    /// general path. The chain's depth bound (600 levels, `eval.rs`) is far from a
    /// statement's first few levels; deeper than that this leaves it to the general path.
    /// Out of line: it keeps the inlined element path small.
    #[inline(never)]
    fn subscript_sum(&self, n: Bcd, t: u8, at: u16) -> Option<(Bcd, u16, u64)> {
        if !matches!(t, op::PLUS | op::MINUS) || self.depth > 8 {
            return None;
        }
        let (rhs, close) = self.simple_operand_at(at + 1)?;
        if close >= self.stmt_end || self.mem.peek(close) != op::RPAREN {
            return None;
        }
        let sum = if t == op::PLUS {
            n.add(rhs)
        } else {
            n.sub(rhs)
        }
        .ok()?;
        let cycles = 2 * COST[Work::Token as usize] + OP_COST[usize::from(t)];
        Some((sum, close, cycles))
    }

    /// The address of an array element: reads `(i)` or `(i,j)` after the variable.
    fn element(&mut self, _t: u8, e: u16, con: &mut dyn Console) -> Result<u16, Stop> {
        let open = self.next_tok();
        if !matches!(open, op::ARRAY_LPAREN | op::LPAREN) {
            return Err(Fault::SYNTAX.into());
        }
        let i = self.subscript(con)?;
        let j = if self.eat(op::ARRAY_COMMA) || self.eat(op::COMMA) {
            Some(self.subscript(con)?)
        } else {
            None
        };
        self.eat(op::RPAREN);
        let ty = self.mem.peek(e);
        if ty & DIMMED == 0 {
            return Err(Fault::DIM.into());
        }
        let d1 = self.mem.word(e + 4);
        let d2 = self.mem.word(e + 6);
        let j = j.unwrap_or(0);
        if i >= d1 || j >= d2 {
            return Err(Fault::DIM.into());
        }
        Ok(self.element_address(e, i, d2, j))
    }

    /// STARP plus the array's offset plus six bytes for each element before `(i,j)`, in
    /// 16 bits as the 6502 adds it. Wrapping: a value table POKEd to huge dimensions
    /// overflows 32 bits here, and only the low 16 bits count.
    #[inline(always)]
    fn element_address(&self, e: u16, i: u16, d2: u16, j: u16) -> u16 {
        let index = u32::from(i)
            .wrapping_mul(u32::from(d2))
            .wrapping_add(u32::from(j));
        let off = u32::from(self.mem.word(e + 2)).wrapping_add(index.wrapping_mul(6));
        self.starp().wrapping_add(off as u16)
    }

    /// The address of the number a LET stores into when its target is a plain numeric
    /// variable or a DIMed array with one simple subscript (see
    /// [`Machine::simple_element_at`]), with the target's tokens taken as
    /// [`Machine::target`] takes them but not charged: their count (1 or 4) and the cycles
    /// of a subscript's operator come back for the caller to charge with its `=`. `None`,
    /// with nothing taken, for any other target.
    /// One read of the variable's type byte decides both (the value-table entry is a chain
    /// of dependent loads: token, VVTP, type).
    #[inline(always)]
    pub(super) fn let_target(&mut self) -> Option<(u16, u64, u64)> {
        let t = self.peek_tok();
        if t < 0x80 {
            return None;
        }
        let e = self.entry(t);
        let ty = self.mem.peek(e);
        if ty & (T_STRING | T_ARRAY) == 0 {
            self.pc = self.pc.wrapping_add(1);
            return Some((e + 2, 1, 0));
        }
        if ty & (T_STRING | T_ARRAY | DIMMED) != T_ARRAY | DIMMED {
            return None;
        }
        let entry = self.mem.read8(e);
        let (addr, after, extra) = self.simple_element_at(entry, self.pc.wrapping_add(1))?;
        self.pc = after;
        Some((addr, 4, extra))
    }

    /// Where the six bytes of a value that is a lone numeric constant or plain numeric
    /// variable are (`M(L)=A`, `K=0`), when the expression is only that: its token at `pc`
    /// and then the statement's end (EOS, EOL or the end of its bytes). Taken when there is
    /// one (the operand's token is the caller's to charge, as [`Machine::expr`] charges
    /// it); `None`, with nothing taken, for any other expression.
    #[inline(always)]
    pub(super) fn lone_value(&mut self) -> Option<u16> {
        let pc = self.pc;
        let end = self.stmt_end;
        if pc >= end {
            return None;
        }
        let t = self.mem.peek(pc);
        // The token after the operand first: most values are longer (`K=K+1`), and that
        // answer needs no value-table read.
        let after = match t {
            op::NUMBER => pc.checked_add(7)?,
            0x80..=0xFF => pc + 1,
            _ => return None,
        };
        if after > end || (after < end && !matches!(self.mem.peek(after), op::EOS | op::EOL)) {
            return None;
        }
        let src = if t == op::NUMBER {
            pc + 1
        } else {
            let e = self.entry(t);
            if self.mem.peek(e) & (T_STRING | T_ARRAY) != 0 {
                return None;
            }
            e + 2
        };
        self.pc = after;
        Some(src)
    }

    /// A subscript: a number rounded to an integer by FPI, whose failure (a negative
    /// number, 65536 or more) is ERROR- 3 as for every integer argument (`A(-0.5)`,
    /// `A(65536)` on the 800XL); then over 32767 is ERROR- 9 (limits l055).
    fn subscript(&mut self, con: &mut dyn Console) -> Result<u16, Stop> {
        let n = self.num_expr(con)?;
        let v = n.to_u16()?;
        if v > 0x7FFF {
            return Err(Fault::DIM.into());
        }
        Ok(v)
    }

    /// Reads the six bytes of a number.
    #[inline]
    pub(super) fn read_bcd(&self, addr: u16) -> Bcd {
        Bcd(self.mem.read6(addr))
    }

    /// The address of the value of the plain numeric variable whose token is next, taken
    /// as [`Machine::target`] takes it but not charged (LET charges it with its `=`, FOR
    /// on its own); `None`, with nothing taken, for any other token.
    #[inline]
    pub(super) fn plain_number_target(&mut self) -> Option<u16> {
        let t = self.peek_tok();
        if t < 0x80 {
            return None;
        }
        let e = self.entry(t);
        if self.mem.peek(e) & (T_STRING | T_ARRAY) != 0 {
            return None;
        }
        self.pc = self.pc.wrapping_add(1);
        Some(e + 2)
    }

    /// Reads an assignment target: a variable token and its subscripts or slice.
    pub(super) fn target(&mut self, con: &mut dyn Console) -> Result<Target, Stop> {
        let t = self.next_tok();
        if t < 0x80 {
            return Err(Fault::SYNTAX.into());
        }
        let e = self.entry(t);
        let ty = self.mem.peek(e);
        if ty & T_STRING != 0 {
            if ty & DIMMED == 0 {
                return Err(Fault::DIM.into());
            }
            if self.peek_tok() == op::STR_LPAREN || self.peek_tok() == op::LPAREN {
                self.next_tok();
                let from = self.int_expr(con)?;
                let to = if self.eat(op::ARRAY_COMMA) || self.eat(op::COMMA) {
                    Some(self.int_expr(con)?)
                } else {
                    None
                };
                self.eat(op::RPAREN);
                return Ok(Target::Str { entry: e, from, to });
            }
            return Ok(Target::Str {
                entry: e,
                from: 1,
                to: None,
            });
        }
        if ty & T_ARRAY != 0 {
            return Ok(Target::Element(self.element(t, e, con)?));
        }
        Ok(Target::Num(e + 2))
    }

    /// Stores a value into a target.
    #[inline]
    pub(super) fn assign(&mut self, target: Target, v: Val) -> Result<(), Stop> {
        match (target, v) {
            (Target::Num(addr) | Target::Element(addr), Val::Num(n)) => {
                self.mem.write6(addr, n.0);
                Ok(())
            }
            (Target::Str { entry, from, to }, Val::Str { addr, len }) => {
                self.assign_string(entry, from, to, addr, len)
            }
            _ => Err(Fault::SYNTAX.into()),
        }
    }

    /// String assignment into `A$`, `A$(I)` or `A$(I,J)`: the bytes are copied (upwards, one
    /// at a time) up to the DIM size (or J); the length becomes I-1 plus what was copied, except that a bounded slice
    /// inside the current string leaves the length alone.
    fn assign_string(
        &mut self,
        e: u16,
        from: u16,
        to: Option<u16>,
        src: u16,
        len: u16,
    ) -> Result<(), Stop> {
        let dim = self.mem.word(e + 6);
        let cur = self.mem.word(e + 4);
        let last = to.unwrap_or(dim);
        if from == 0 || from > last || last > dim {
            return Err(Fault::STRING_LENGTH.into());
        }
        let room = last - from + 1;
        let n = len.min(room);
        self.clock.charge(super::Work::StringByte, u64::from(n));
        let base = self.starp().wrapping_add(self.mem.word(e + 2));
        let dest = base.wrapping_add(from - 1);
        // The ROM's move goes byte by byte from the low end, so `A$(2)=A$` spreads A$(1)
        // through the string: the classic fill (programs/bf_videodat line 70).
        for k in 0..n {
            let b = self.mem.peek(src.wrapping_add(k));
            self.mem.poke(dest.wrapping_add(k), b);
        }
        let end = from - 1 + n;
        let new_len = if to.is_some() { end.max(cur) } else { end };
        self.mem.set_word(e + 4, new_len);
        Ok(())
    }

    /// DIM of one variable: reads `(n)` or `(n,m)` after it and takes the space.
    pub(super) fn dim_one(&mut self, con: &mut dyn Console) -> Result<(), Stop> {
        let t = self.next_tok();
        if t < 0x80 {
            return Err(Fault::SYNTAX.into());
        }
        let e = self.entry(t);
        self.next_tok(); // the DIM's `(`
        let n = self.int_expr(con)?;
        let second = if self.eat(op::ARRAY_COMMA) || self.eat(op::COMMA) {
            Some(self.int_expr(con)?)
        } else {
            None
        };
        self.eat(op::RPAREN);
        let ty = self.mem.peek(e);
        if ty & DIMMED != 0 {
            return Err(Fault::DIM.into());
        }
        if ty & T_STRING != 0 {
            if n == 0 || n > 0x7FFF {
                return Err(Fault::DIM.into());
            }
            let off = self.allocate(u32::from(n))?;
            self.mem.poke(e, T_STRING | DIMMED);
            self.mem.set_word(e + 2, off);
            self.mem.set_word(e + 4, 0);
            self.mem.set_word(e + 6, n);
            return Ok(());
        }
        let d1 = u32::from(n) + 1;
        let d2 = u32::from(second.unwrap_or(0)) + 1;
        let bytes = d1 * d2 * 6;
        if n > 0x7FFF || second.unwrap_or(0) > 0x7FFF || bytes > 0x7FFF {
            return Err(Fault::DIM.into());
        }
        let off = self.allocate(bytes)?;
        self.mem.poke(e, T_ARRAY | DIMMED);
        self.mem.set_word(e + 2, off);
        self.mem.set_word(e + 4, d1 as u16);
        self.mem.set_word(e + 6, d2 as u16);
        Ok(())
    }

    /// Takes `bytes` at the end of the string/array space, moving the run-time stack up
    /// (ERROR- 2 past MEMTOP); gives the offset from STARP.
    fn allocate(&mut self, bytes: u32) -> Result<u16, Stop> {
        let runstk = self.mem.word(m::RUNSTK);
        let top = self.mem.word(m::MEMTOP_BASIC);
        let memtop = self.mem.word(m::MEMTOP_OS);
        // EXPAND's rule (`entry::expand`): room that would leave FRE(0) at 0 is refused.
        if u32::from(top) + bytes >= u32::from(memtop) {
            return Err(Fault::MEMORY.into());
        }
        let bytes = bytes as u16;
        self.mem.copy_within(
            runstk,
            usize::from(top - runstk),
            runstk.wrapping_add(bytes),
        );
        self.mem.set_word(m::RUNSTK, runstk + bytes);
        self.mem.set_word(m::MEMTOP_BASIC, top + bytes);
        self.mem.set_word(m::APPMHI, top + bytes);
        Ok(runstk.wrapping_sub(self.starp()))
    }

    /// CLR's part on the value table: numbers to zero, arrays and strings not DIMed.
    pub(super) fn clear_variables(&mut self) {
        let vvtp = self.mem.word(m::VVTP);
        let stmtab = self.mem.word(m::STMTAB);
        let mut e = vvtp;
        while e.wrapping_add(8) <= stmtab && e >= vvtp {
            let ty = self.mem.peek(e);
            let new_ty = if ty & (T_STRING | T_ARRAY) != 0 {
                ty & !DIMMED
            } else {
                T_NUM
            };
            self.mem.poke(e, new_ty);
            self.mem.write(e + 2, &[0; 6]);
            e = e.wrapping_add(8);
        }
    }

    /// Whether variable token `t` is a string.
    pub(super) fn is_string_var(&self, t: u8) -> bool {
        self.mem.peek(self.entry(t)) & T_STRING != 0
    }
}

/// A subscript as [`Machine::subscript`] takes it, when that is no error: FPI's value
/// 0..=32767. The usual subscript, a whole number 0 to 99 (exponent $40, the digits after
/// the first pair below 5 so nothing rounds), is its one BCD byte's value; any other number
/// goes through FPI ([`Bcd::to_u16`]). `None` where the general path stops with an error.
#[inline(always)]
fn small_subscript(n: Bcd) -> Option<u16> {
    let [e, b1, b2, ..] = n.0;
    if e == 0x40 && b2 < 0x50 {
        // FPI's digits: the first pair as value*10+digit per nibble, as GND hands them out
        // (the nibbles are not checked, so $1A is 20 there too).
        return Some(u16::from(b1 >> 4) * 10 + u16::from(b1 & 15));
    }
    let v = n.to_u16().ok()?;
    (v <= 0x7FFF).then_some(v)
}

#[cfg(test)]
#[path = "element_tests.rs"]
mod tests;
