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

/// The multiplier's mantissa (the first value FRAN gives after a start). The generated `rnd`
/// cases (four places) and the HEXAPAWN sessions (`../shared/transcripts/focal69`) leave
/// 2333 5731 to 2333 5733 open; the DEC binary (tape DEC-08-AJAE-PB, on SIMH) decides it:
/// after one `FRAN()` its state (words 1530-1532) holds 0000 2333 5733, after the second
/// 2746 5056, which is 2333 5733 squared and truncated. Typed with six digits the values
/// 0.607295, 0.737615, 0.895901, 0.544076, 0.660830 show it (5732 gives 0.895900).
const FACTOR: Pdp8Float = Pdp8Float {
    exp: 0,
    mant: 0o2333_5733,
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
