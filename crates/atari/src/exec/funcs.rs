//! The functions (Source Book chapter 11 and the Reference Manual, chapter 6): numeric ones
//! through the BCD core; LEN ASC VAL ADR on strings; STR$ and CHR$ build their result in one
//! shared buffer (LBUFF, $0580), so `STR$(1)=STR$(2)` compares the buffer with itself and
//! is 1, as `DIALECT-NOTES.md` 8 records. PEEK sees the live memory, FRE the free bytes,
//! the controllers read as released, USR has no 6502 to call.

use crate::bcd::Bcd;
use crate::memory as m;
use crate::tokens::op;

use super::eval::Val;
use super::{Fault, Machine, Stop};

use ferrite_console::Console;

/// The OS line buffer where STR$ and CHR$ leave their result.
pub const LBUFF: u16 = 0x0580;

impl Machine {
    /// Evaluates a function call; `t` is the function's token, taken.
    pub(super) fn function(&mut self, t: u8, con: &mut dyn Console) -> Result<Val, Stop> {
        self.clock.charge(super::Work::Function, 1);
        // The function's own `(`.
        let open = self.next_tok();
        if !matches!(open, op::FN_LPAREN | op::LPAREN) {
            return Err(Fault::SYNTAX.into());
        }
        let v = match t {
            op::STR => {
                let n = self.num_expr(con)?;
                let text = n.format();
                self.mem.write(LBUFF, &text);
                Val::Str {
                    addr: LBUFF,
                    len: text.len() as u16,
                }
            }
            op::CHR => {
                let n = self.num_expr(con)?.to_u16()?;
                self.mem.poke(LBUFF, n as u8);
                Val::Str {
                    addr: LBUFF,
                    len: 1,
                }
            }
            op::USR => {
                // Evaluate the arguments so their errors come first; then refuse.
                self.num_expr(con)?;
                while self.eat(op::COMMA) || self.eat(op::ARRAY_COMMA) {
                    self.num_expr(con)?;
                }
                return Err(Fault::NOT_IMPLEMENTED.into());
            }
            op::ASC => {
                let (addr, len) = self.str_expr(con)?;
                // ASC("") gives the byte the empty string's address holds, as the ROM does.
                let _ = len;
                Val::Num(Bcd::from_u16(u16::from(self.mem.peek(addr))))
            }
            op::VAL => {
                let (addr, len) = self.str_expr(con)?;
                let text = self.mem.slice(addr, len as usize).to_vec();
                let skip = text.iter().take_while(|&&c| c == b' ').count();
                match Bcd::parse(&text[skip..]) {
                    Some((n, _)) => Val::Num(n),
                    None => return Err(Fault::INVALID_STRING.into()),
                }
            }
            op::LEN => {
                let (_, len) = self.str_expr(con)?;
                Val::Num(Bcd::from_u16(len))
            }
            op::ADR => {
                let (addr, _) = self.str_expr(con)?;
                Val::Num(Bcd::from_u16(addr))
            }
            op::PEEK => {
                let addr = self.num_expr(con)?.to_u16()?;
                if let Some(what) = Machine::control_at(addr) {
                    self.poll_controls(what)?;
                }
                let v = if addr == m::CH {
                    self.peek_keyboard(con)?
                } else {
                    self.peek_live(addr)
                };
                Val::Num(Bcd::from_u16(u16::from(v)))
            }
            _ => {
                let x = self.num_expr(con)?;
                Val::Num(self.numeric_function(t, x)?)
            }
        };
        self.eat(op::RPAREN);
        Ok(v)
    }

    fn numeric_function(&mut self, t: u8, x: Bcd) -> Result<Bcd, Stop> {
        let degrees = self.mem.peek(m::DEGFLG) != 0;
        Ok(match t {
            op::ATN => x.atn(degrees)?,
            op::COS => x.cos(degrees)?,
            op::SIN => x.sin(degrees)?,
            op::RND => self.rnd(),
            op::FRE => Bcd::from_u16(self.mem.free()),
            op::EXP => x.exp()?,
            op::LOG => {
                if x.is_zero() || x.is_negative() {
                    return Err(Fault::VALUE.into());
                }
                x.log()?
            }
            op::CLOG => {
                if x.is_zero() || x.is_negative() {
                    return Err(Fault::VALUE.into());
                }
                x.log10()?
            }
            op::SQR => x.sqr()?,
            op::SGN => x.sgn(),
            op::ABS => x.abs(),
            op::INT => x.int(),
            op::PADDLE => self.controller(m::PADDL0, 8, x)?,
            op::STICK => self.controller(m::STICK0, 4, x)?,
            op::PTRIG => self.controller(m::PTRIG0, 8, x)?,
            op::STRIG => self.controller(m::STRIG0, 4, x)?,
            _ => return Err(Fault::SYNTAX.into()),
        })
    }

    /// A controller read from its OS shadow (the OS copies the hardware there each frame;
    /// ferrite has no controllers, so the shadows hold "released").
    fn controller(&mut self, base: u16, count: u16, x: Bcd) -> Result<Bcd, Stop> {
        let n = x.to_u16()?;
        if n >= count {
            return Err(Fault::VALUE.into());
        }
        if let Some(what) = Machine::control_at(base) {
            self.poll_controls(what)?;
        }
        Ok(Bcd::from_u16(u16::from(self.mem.peek(base + n))))
    }

    /// RND(x): a number in [0,1) built as the ROM builds it from RANDOM: five random bytes
    /// taken as BCD digit pairs (each kept below 100) under exponent $3F.
    fn rnd(&mut self) -> Bcd {
        let mut b = [0x3F, 0, 0, 0, 0, 0];
        for byte in b.iter_mut().skip(1) {
            let mut r = self.pokey.random();
            while (r >> 4) > 9 || (r & 15) > 9 {
                r = self.pokey.random();
            }
            *byte = r;
        }
        if b[1] == 0 {
            // Normalise: a leading zero pair shifts the exponent as the math pack does.
            let digits = &b[2..];
            if digits.iter().all(|&d| d == 0) {
                return Bcd::ZERO;
            }
            let mut out = [0x3Eu8, 0, 0, 0, 0, 0];
            let mut i = 2;
            while i < 6 && b[i] == 0 {
                i += 1;
                out[0] -= 1;
            }
            for (k, j) in (i..6).enumerate() {
                out[1 + k] = b[j];
            }
            return Bcd(out);
        }
        Bcd(b)
    }
}
