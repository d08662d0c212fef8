//! RND as the C64 ROM computes it (`rnd` in `mist64/cbmsrc` `BASIC_C64`, CBM branch of
//! `mist64/msbasic` `rnd.s`).
//!
//! - `RND(x>0)`: seed * 11879546 + 3.927677739E-08 (the five-byte constants `rmulc`
//!   `98 35 44 7A 00` and `raddc` `68 28 B1 46 00`), then the scramble below.
//! - `RND(x<0)`: the scramble applied to x itself, so equal arguments reseed equally.
//! - `RND(0)`: the mantissa bytes come from CIA 1 (timer A low/high, TOD tenths/seconds),
//!   with no scramble. A real machine gives unrepeatable values, and so does the oracle of
//!   the recordings: cbmbasic's IOBASE fills those bytes from `rand()` seeded with the time
//!   (`mist64/cbmbasic` `runtime.c`), so the games that call `RND(0)` (`29_craps`,
//!   `37_football`) cannot be matched. ferrite reads the timer bytes from the host's
//!   entropy-seeded generator and the TOD bytes from the host clock, so RND(0) differs
//!   from run to run as on the machine (issue 11, defect 5).
//!
//! The scramble swaps mantissa bytes 1<->4 and 2<->3, moves the exponent into the rounding
//! byte, sets the exponent to 0x80 (0.5..1), normalizes, and stores the rounded result as the
//! new seed. The seed starts as `80 4F C7 52 58` (copied with CHRGET by INITCZ).

use super::arith::{fadd, fmult, normalize, round};
use super::Mbf40;
use crate::num::{Number, Random};

const MULTIPLIER: [u8; 5] = [0x98, 0x35, 0x44, 0x7A, 0x00];
const ADDEND: [u8; 5] = [0x68, 0x28, 0xB1, 0x46, 0x00];
const INITIAL_SEED: [u8; 5] = [0x80, 0x4F, 0xC7, 0x52, 0x58];

/// The C64's RND state: the seed RNDX and the CIA 1 timer last read by `RND(0)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct C64Rnd {
    seed: Mbf40,
    timer: u16,
}

impl Default for C64Rnd {
    fn default() -> Self {
        C64Rnd {
            seed: Mbf40::unpack(INITIAL_SEED),
            timer: 0x4CC7,
        }
    }
}

impl C64Rnd {
    /// The `strnex` tail: exponent into the rounding byte, exponent 0x80, positive,
    /// normalize, store rounded into RNDX.
    fn finish(&mut self, old_exp: u8, mant: u32) -> Mbf40 {
        let f = normalize(0x80, false, (u64::from(mant) << 8) | u64::from(old_exp));
        // Exponent 0x80 or less cannot overflow when rounded.
        let stored = round(f).unwrap_or(f);
        self.seed = stored;
        stored
    }

    /// The scramble of `rnd1`: mantissa bytes 1<->4 and 2<->3.
    fn scramble(&mut self, f: Mbf40) -> Mbf40 {
        let m = f.mant.to_be_bytes();
        self.finish(f.exp, u32::from_be_bytes([m[3], m[2], m[1], m[0]]))
    }
}

impl Random<Mbf40> for C64Rnd {
    fn rnd(&mut self, arg: Mbf40) -> Mbf40 {
        match arg.sign() {
            1 => {
                let next = fmult(Mbf40::unpack(MULTIPLIER), self.seed)
                    .and_then(|f| fadd(Mbf40::unpack(ADDEND), f));
                // The seed is below 1, so neither step can overflow.
                let f = next.unwrap_or(self.seed);
                self.scramble(f)
            }
            -1 => self.scramble(arg),
            _ => {
                // CIA 1 timer A runs at the CPU clock: where it stands when read is as
                // good as random.
                self.timer = rand::random();
                let [lo, hi] = self.timer.to_le_bytes();
                // TOD tenths and seconds from the host clock.
                let now = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .unwrap_or_default();
                let tenths = (now.subsec_millis() / 100) as u8;
                // The TOD registers count in BCD.
                let s = (now.as_secs() % 60) as u8;
                let seconds = (s / 10) << 4 | (s % 10);
                // The argument is zero, so the exponent moved to the rounding byte is 0.
                self.finish(0, u32::from_be_bytes([lo, hi, tenths, seconds]))
            }
        }
    }
}
