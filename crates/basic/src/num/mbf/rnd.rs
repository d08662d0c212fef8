//! GW-BASIC's RND: a 24-bit linear congruential generator, as PC-BASIC 2.0.8 has it.
//!
//! Source: `Randomiser` in `pcbasic/basic/values/randomiser.py`. The state is a 24-bit seed;
//! each step is `seed = (seed * 214013 + 2531011) mod 2^24` and RND returns `seed / 2^24` as
//! a single. Start seed 0x4FC752 and the RANDOMIZE step 0x43FD00 are constants of the
//! machine recorded there; the first value is ` .1213501` (`../shared/conformance/gw/generated`
//! `rnd` cases).

use super::float::Mbf32;
use super::GwNumber;
use crate::num::{Number, Random};

/// Modulus of the generator.
const PERIOD: i64 = 1 << 24;
/// Multiplier.
const MULTIPLIER: i64 = 214_013;
/// Increment.
const INCREMENT: i64 = 2_531_011;
/// The seed at start-up (and after `CLEAR`/`RUN`).
const START_SEED: i64 = 0x4f_c752;
/// How far one unit of a RANDOMIZE argument moves the seed.
const RANDOMIZE_STEP: i64 = 0x43_fd00;

/// The state of GW-BASIC's random number generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GwRnd {
    seed: i64,
}

impl Default for GwRnd {
    fn default() -> Self {
        GwRnd { seed: START_SEED }
    }
}

impl GwRnd {
    /// One step of the generator.
    fn cycle(&mut self) {
        self.seed = (self.seed * MULTIPLIER + INCREMENT).rem_euclid(PERIOD);
    }

    /// The current value, `seed / 2^24` divided in single precision.
    fn value(&self) -> GwNumber {
        let num = Mbf32::from_i128(i128::from(self.seed)).unwrap_or(Mbf32::ZERO);
        let den = Mbf32::from_i128(i128::from(PERIOD)).unwrap_or(Mbf32::ZERO);
        GwNumber::single(num.try_div(den).unwrap_or(Mbf32::ZERO))
    }
}

impl Random<GwNumber> for GwRnd {
    /// `RND(x)`: a positive argument (or none) steps the generator; 0 repeats the last
    /// value; a negative one first sets the seed to the negated 24-bit mantissa of the
    /// argument as a single (its exponent ignored, so `RND(-1)` seeds 2^23), then steps.
    fn rnd(&mut self, arg: GwNumber) -> GwNumber {
        let f = arg
            .to_single()
            .unwrap_or_else(|_| Mbf32::max(arg.sign() < 0));
        if !f.is_zero() {
            if f.is_negative() {
                self.seed = -f.mantissa();
            }
            self.cycle();
        }
        self.value()
    }

    /// `RANDOMIZE n`: reads two bytes of the argument as it is stored (an integer's two
    /// bytes; of a float, the top two bytes XOR the two below them) as a signed 16-bit
    /// `n`, keeps the low byte of the seed, steps once, then adds `n * 0x43FD00`.
    fn randomize(&mut self, seed: GwNumber) {
        let bytes = seed.to_bytes();
        let len = bytes.len();
        // every stored form has at least two bytes
        let mut top = [bytes[len - 2], bytes[len - 1]];
        if len >= 4 {
            top[0] ^= bytes[len - 4];
            top[1] ^= bytes[len - 3];
        }
        let n = i64::from(i16::from_le_bytes(top));
        self.seed &= 0xff;
        self.cycle();
        self.seed = (self.seed + n * RANDOMIZE_STEP).rem_euclid(PERIOD);
    }

    /// RNDX's three mantissa bytes are the seed itself (real GW-BASIC 3.23: PEEK(&HFC)
    /// to PEEK(&HFE) are 82 199 79 at start, the seed 0x4FC752).
    fn seed_bytes(&self) -> Option<[u8; 3]> {
        let b = (self.seed as u32).to_le_bytes();
        Some([b[0], b[1], b[2]])
    }

    /// A POKE into RNDX: RND steps from the poked seed (real GW-BASIC 3.23: seed 1 POKEd,
    /// RND is (214013+2531011)/2^24).
    fn set_seed_bytes(&mut self, bytes: [u8; 3]) {
        self.seed = i64::from(u32::from_le_bytes([bytes[0], bytes[1], bytes[2], 0]));
    }
}
