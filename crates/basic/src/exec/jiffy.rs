//! The C64's jiffy clock: `TI` counts sixtieths of a second, `TI$` shows it as `hhmmss`,
//! `TI$ = "hhmmss"` sets it, and its three bytes are memory at 160-162 (TIME, most
//! significant first) that PEEK, POKE and WAIT reach. It runs on emulated time: the
//! cycles the statements were charged (`cycles.rs`), one tick each [`JIFFY_CYCLES`], so a
//! run gives the same values every time and a delay loop lasts about as long as it did.
//!
//! Sources: KERNAL 901227-03 (mist64/c64ref `c64disasm_en.txt`): the IRQ handler at
//! `$EA31` calls UDTIM (`$F69B`), which increments the three bytes and, when they reach
//! `$4F1A01` or more, clears them (so 5184000, `240000`, shows for one jiffy; a POKEd
//! value past it becomes 0 at the next tick); SETTIM (`$F6E4`) stores them; CIA 1's timer A
//! is latched to `$4025` on a PAL machine (`$FDDD`), 16421 cycles of 985248 Hz. BASIC's
//! `TI$=` (`$A9E0`): a string of length 6, else `?ILLEGAL QUANTITY`; each character is
//! tested by the tail of CHRGOT (`$0080`), which takes anything from `0` up as a digit
//! (`:` is 10, `A` 17) and a byte from `$B0` up as a negative one (`$BC3C` reads it as a
//! signed byte); the pairs are added up as `((h*60)+m)*60+s` jiffies times 60 and the low
//! three bytes are stored. Checked on the real-ROM C64 (VICE): `12A456` is 145456, `990000`
//! is TI 4606784, `236000` is 5184000.

use super::Machine;
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::parse::Expr;

/// Cycles between two ticks of the clock: CIA 1's timer A on a PAL C64 (latch `$4025`,
/// one underflow every 16421 cycles, 60.0 a second at 985248 Hz).
pub(super) const JIFFY_CYCLES: u64 = 16421;

/// The value at which UDTIM clears the clock (`$4F1A01`): a day of jiffies and one.
const WRAP: u32 = 0x4F_1A01;

/// The jiffy clock of a running machine: the value it was set to and the tick at which
/// that happened; it reads as UDTIM would have counted since.
#[derive(Clone, Copy, Debug)]
pub(super) struct JiffyClock {
    /// The three bytes' value when set (below 2^24).
    value: u32,
    /// The tick (cycles / [`JIFFY_CYCLES`]) at which it was set.
    at: u64,
}

impl Default for JiffyClock {
    /// The clock as a program finds it after the power-on READY. and RUN typed: the
    /// real-ROM C64 in VICE reads 6 at a first `PRINT TI`, the rest being the cycles of
    /// that statement.
    fn default() -> Self {
        JiffyClock { value: 5, at: 0 }
    }
}

impl JiffyClock {
    /// The three bytes' value at tick `now`, counted as UDTIM counts.
    fn read(&self, now: u64) -> u32 {
        let k = now.saturating_sub(self.at);
        if k == 0 {
            return self.value;
        }
        let period = u64::from(WRAP);
        if self.value >= WRAP - 1 {
            // The first tick takes it to WRAP or past (or round to 0): cleared.
            return ((k - 1) % period) as u32;
        }
        ((u64::from(self.value) + k) % period) as u32
    }

    /// Sets the three bytes at tick `now` (SETTIM).
    fn set(&mut self, value: u32, now: u64) {
        self.value = value & 0xFF_FFFF;
        self.at = now;
    }
}

impl<P: Profile> Machine<P> {
    /// The tick the emulated time has reached.
    fn jiffy_tick(&self) -> u64 {
        self.cycles / JIFFY_CYCLES
    }

    /// `TI`: the clock's three bytes as a number.
    pub(super) fn jiffies(&self) -> i32 {
        // Below 2^24, which fits an i32.
        self.jiffy.read(self.jiffy_tick()) as i32
    }

    /// `TI$`: the clock as `hhmmss` (up to 77 hours for a POKEd value).
    pub(super) fn jiffy_string(&self) -> String {
        let s = self.jiffies() / 60;
        format!("{:02}{:02}{:02}", s / 3600, s / 60 % 60, s % 60)
    }

    /// `TI$ = s`, as BASIC's `$A9E0` reads it (see the module's sources).
    pub(super) fn set_jiffies(&mut self, value: &Expr<P::Num>) -> Result<(), BasicError> {
        let text = self.eval(value)?.string()?;
        if text.len() != 6 {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        let mut total: i64 = 0;
        for pair in text.chunks(2) {
            let mut n: i64 = 0;
            for &c in pair {
                // Below `0` is not a digit (a space makes CHRGOT read on in the program's
                // text, which ferrite does not keep: taken as not a digit either).
                if c < b'0' {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                n = n * 10 + i64::from(c.wrapping_sub(b'0') as i8);
            }
            total = total * 60 + n;
        }
        let bytes = (total * 60).rem_euclid(1 << 24) as u32;
        let now = self.jiffy_tick();
        self.jiffy.set(bytes, now);
        Ok(())
    }

    /// The byte of the clock at `offset` (0-2, most significant first) for PEEK.
    pub(super) fn jiffy_byte(&self, offset: u16) -> u8 {
        let v = self.jiffy.read(self.jiffy_tick());
        (v >> (8 * (2 - u32::from(offset.min(2))))) as u8
    }

    /// POKE into the clock's byte at `offset`: the other two keep what they read now.
    pub(super) fn poke_jiffy_byte(&mut self, offset: u16, byte: u8) {
        let now = self.jiffy_tick();
        let shift = 8 * (2 - u32::from(offset.min(2)));
        let v = (self.jiffy.read(now) & !(0xFF << shift)) | (u32::from(byte) << shift);
        self.jiffy.set(v, now);
    }

    /// WAIT on the clock's byte at `offset`: the emulated time runs on to the first tick at
    /// which `(byte XOR xor) AND mask` is not 0; false when none comes within a day and a
    /// bit (the run would wait for ever).
    pub(super) fn wait_jiffy_byte(&mut self, offset: u16, mask: u8, xor: u8) -> bool {
        for _ in 0..=u64::from(WRAP) + 1 {
            if (self.jiffy_byte(offset) ^ xor) & mask != 0 {
                return true;
            }
            self.cycles = (self.jiffy_tick() + 1) * JIFFY_CYCLES;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::{JiffyClock, WRAP};

    #[test]
    fn the_clock_counts_and_clears_as_udtim_does() {
        let mut c = JiffyClock::default();
        c.set(5_183_999, 10);
        assert_eq!(c.read(10), 5_183_999);
        assert_eq!(c.read(11), 5_184_000);
        assert_eq!(c.read(12), 0);
        assert_eq!(c.read(13), 1);
        // A POKEd value past the wrap is cleared by the next tick (VICE: 16711681, then 6
        // after 100 empty loops).
        c.set(0xFF_0000, 0);
        assert_eq!(c.read(0), 0xFF_0000);
        assert_eq!(c.read(1), 0);
        assert_eq!(c.read(7), 6);
        c.set(WRAP - 1, 0);
        assert_eq!(c.read(1), 0);
    }
}
