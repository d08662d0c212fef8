//! POKE, WAIT and SYS on a screen kept in memory (the C64's, see [`super::Device`]).
//! Without one they are evaluated for their errors only, as before.
//!
//! Sources: C64 BASIC ROM `POKE` ($B824: GETNUM, an address 0-65535 and a byte, else
//! `?ILLEGAL QUANTITY`), `WAIT` ($B82D: address, mask, optional xor; loops until
//! `(PEEK(a) XOR x) AND m` is not 0), `SYS` ($E12A: loads A/X/Y/P from 780-783 and calls).

use super::{BasicError, Flow, Machine};
use crate::dialect::Profile;
use crate::error::ErrorKind;
use crate::num::Number;
use crate::parse::{Expr, MemoryOp};

impl<P: Profile> Machine<P> {
    /// Runs POKE, WAIT or SYS.
    pub(super) fn memory_stmt(
        &mut self,
        op: MemoryOp,
        args: &[Expr<P::Num>],
    ) -> Result<Flow, BasicError> {
        let clock = P::jiffy_clock().filter(|_| op != MemoryOp::Sys);
        if self.screen.device.is_none() && clock.is_none() {
            for a in args {
                self.eval(a)?;
            }
            return Ok(Flow::Next);
        }
        let Some(first) = args.first() else {
            return Err(ErrorKind::Syntax.into());
        };
        let address = self.eval_word(first)?;
        let mut bytes = Vec::with_capacity(2);
        for a in &args[1..] {
            bytes.push(self.eval_byte(a)?);
        }
        // The jiffy clock's bytes are the machine's own (`jiffy.rs`), screen or not.
        if let Some(at) = clock.filter(|&at| address.wrapping_sub(at) < 3) {
            let offset = address - at;
            let (Some(&b), xor) = (bytes.first(), bytes.get(1).copied().unwrap_or(0)) else {
                return Err(ErrorKind::Syntax.into());
            };
            if op == MemoryOp::Poke {
                self.poke_jiffy_byte(offset, b);
            } else if !self.wait_jiffy_byte(offset, b, xor) {
                return Ok(Flow::InputExhausted);
            }
            return Ok(Flow::Next);
        }
        let Some(d) = self.screen.device() else {
            return Ok(Flow::Next);
        };
        match op {
            MemoryOp::Poke => {
                let Some(&v) = bytes.first() else {
                    return Err(ErrorKind::Syntax.into());
                };
                d.poke(address, v);
            }
            MemoryOp::Wait => {
                let Some(&mask) = bytes.first() else {
                    return Err(ErrorKind::Syntax.into());
                };
                let xor = bytes.get(1).copied().unwrap_or(0);
                if !d.wait(address, mask, xor) {
                    return Ok(Flow::InputExhausted);
                }
            }
            MemoryOp::Sys => d.sys(address),
        }
        self.screen.sync_column();
        Ok(Flow::Next)
    }

    /// An address 0-65535 (GETADR, $B7F7): outside it `?ILLEGAL QUANTITY`.
    fn eval_word(&mut self, e: &Expr<P::Num>) -> Result<u16, BasicError> {
        let n = self.eval_num(e)?.to_f64();
        if !(0.0..65536.0).contains(&n) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        Ok(n as u16)
    }
}
