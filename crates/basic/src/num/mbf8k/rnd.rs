//! RND (17DCh) of 8K BASIC 4.0: a table-driven multiply-and-add generator with byte
//! scrambling, the same sequence on every start.
//!
//! Per call with a positive argument: the last value is multiplied by one of eight constants
//! (cycled by a 3-bit counter), one of three small constants is added (a counter cycling
//! 1, 2, 3), then the bytes are scrambled: the low and high mantissa bytes swap, the new
//! high byte is XORed with 4Fh, the old exponent becomes the rounding byte, and the result is
//! normalized below 1. Every 171st call (a third counter reaching ABh) perturbs the bytes.
//! `RND(0)` repeats the last value; a negative argument sets all three counters to FFh and
//! scrambles the argument itself, so the same negative argument restarts the same sequence.
//! Tables are the ROM's bytes at 1846h and 1866h.

use super::arith::{fadd, fmul, normalize};
use super::{Mbf8k, ZERO};
use crate::num::{Number, Random};

/// The eight multipliers (1846h).
const MULTIPLIERS: [[u8; 4]; 8] = [
    [0x35, 0x4A, 0xCA, 0x99],
    [0x39, 0x1C, 0x76, 0x98],
    [0x22, 0x95, 0xB3, 0x98],
    [0x0A, 0xDD, 0x47, 0x98],
    [0x53, 0xD1, 0x99, 0x99],
    [0x0A, 0x1A, 0x9F, 0x98],
    [0x65, 0xBC, 0xCD, 0x98],
    [0xD6, 0x77, 0x3E, 0x98],
];
/// The three addends (186Ah, 186Eh, 1872h), chosen by the counter values 1, 2, 3.
const ADDENDS: [[u8; 4]; 3] = [
    [0x68, 0xB1, 0x46, 0x68],
    [0x99, 0xE9, 0x92, 0x69],
    [0x10, 0xD1, 0x75, 0x68],
];
/// The value in the seed cell (1866h) at start-up.
const START_SEED: [u8; 4] = [0x52, 0xC7, 0x4F, 0x80];

/// The generator state: the last value and the ROM's three counters (1843h..1845h).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mbf8kRnd {
    seed: Mbf8k,
    /// 1843h: counts calls, perturbs the bytes when it reaches ABh.
    scramble_count: u8,
    /// 1844h: picks the addend (1..=3).
    add_index: u8,
    /// 1845h: picks the multiplier (0..=7).
    mul_index: u8,
}

impl Default for Mbf8kRnd {
    fn default() -> Self {
        Mbf8kRnd {
            seed: Mbf8k::from_bytes(START_SEED),
            scramble_count: 0,
            add_index: 0,
            mul_index: 0,
        }
    }
}

impl Mbf8kRnd {
    /// The byte scramble and normalization (RND1 at 1816h); the result becomes the seed.
    fn scramble(&mut self, v: Mbf8k) -> Mbf8k {
        let [lo, mo, ho, exp] = v.bytes();
        let mut c = lo ^ 0x4F;
        let mut d = mo;
        let mut e = ho;
        self.scramble_count = self.scramble_count.wrapping_add(1);
        if self.scramble_count == 0xAB {
            self.scramble_count = 0;
            c = c.wrapping_add(1);
            d = d.wrapping_sub(1);
            e = e.wrapping_add(1);
        }
        let acc =
            (u32::from(c) << 24) | (u32::from(d) << 16) | (u32::from(e) << 8) | u32::from(exp);
        // Exponent 80h and a positive sign: the value is below 1, rounding cannot overflow.
        let r = normalize(false, 0x80, acc).unwrap_or(ZERO);
        self.seed = r;
        r
    }
}

impl Random<Mbf8k> for Mbf8kRnd {
    fn rnd(&mut self, arg: Mbf8k) -> Mbf8k {
        match arg.sign() {
            0 => self.seed,
            s if s < 0 => {
                self.scramble_count = 0xFF;
                self.add_index = 0xFF;
                self.mul_index = 0xFF;
                self.scramble(arg)
            }
            _ => {
                self.mul_index = self.mul_index.wrapping_add(1) & 7;
                let m = Mbf8k::from_bytes(MULTIPLIERS[usize::from(self.mul_index)]);
                let mut v = fmul(m, self.seed).unwrap_or(ZERO);
                let mut a = self.add_index.wrapping_add(1) & 3;
                if a == 0 {
                    a = 1;
                }
                self.add_index = a;
                // a is 1..=3 here.
                let addend = Mbf8k::from_bytes(ADDENDS[usize::from(a - 1)]);
                v = fadd(v, addend).unwrap_or(v);
                self.scramble(v)
            }
        }
    }
}
