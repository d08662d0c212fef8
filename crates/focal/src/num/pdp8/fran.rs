//! `FRAN()` of FOCAL,1969.
//!
//! The recordings (`s000008_rnd`, `s000018_rnd`, ... in `../shared/conformance/focal69`) show
//! every value in [0.5, 1) and each one the previous times a fixed factor, folded back into
//! [0.5, 1): 0.6073, 0.7376 (= 0.6073^2 * 2), 0.8959, 0.5441, ... So FRAN keeps a floating
//! number, multiplies it by a constant with the ordinary (truncating) FMY each call, and hands
//! back its mantissa with the exponent cleared. The FOCAL 5/69 revision replaced this with a
//! 36-bit power-residue generator; the constant here is the one that reproduces the recorded
//! sequence (see the `fran_` tests).

use super::arith::mul;
use super::Pdp8Float;

/// The multiplier's mantissa (the first value FRAN gives after a start). Every mantissa from
/// 2333 5607 to 2333 5735 (octal) reproduces the generated `rnd` cases (the first six values
/// to four places, the next twelve through `FITR(FRAN()*10)`, `*6` and `*100`); only 2333 5731
/// to 2333 5733 also reproduce the four HEXAPAWN sessions recorded on the real machine
/// (`../shared/transcripts/focal69`, whose moves come from the fraction of `100*FRAN()`).
/// This is the middle one.
const FACTOR: Pdp8Float = Pdp8Float {
    exp: 0,
    mant: 0o2333_5732,
};

/// FOCAL's `FRAN()` generator and its state (the same sequence after every start).
#[derive(Clone, Debug)]
pub struct Fran {
    /// The last value (starts at 1/2, so the first call gives the factor itself).
    state: Pdp8Float,
}

impl Default for Fran {
    fn default() -> Self {
        Fran {
            state: Pdp8Float {
                exp: 0,
                mant: 1 << 22,
            },
        }
    }
}

impl Fran {
    /// The next `FRAN()` value.
    pub fn next_value(&mut self) -> Pdp8Float {
        let p = mul(self.state, FACTOR);
        let v = Pdp8Float {
            exp: 0,
            mant: p.mant,
        };
        self.state = v;
        v
    }
}
