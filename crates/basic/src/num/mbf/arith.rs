//! MBF `+ - * /` and integer powers. Singles go through GW-BASIC's own routines
//! (`gwsingle.rs`, checked against the real machine); doubles still take the steps below,
//! bit for bit as PC-BASIC 2.0.8 does them, quirks included.
//!
//! Source: `Float.iadd/isub/imul/idiv/_ipow_int`, `_add_den` and `_div_den` in
//! `pcbasic/basic/values/numbers.py`. The "quirky rounding" steps there were tuned by its
//! author against real GW-BASIC; since PC-BASIC made the `gw` recordings, they are the
//! behaviour to reproduce, not something to tidy up.

use super::super::NumError;
use super::float::{shr, Den, Mbf, Mbf32};

/// Adds two working values (`_add_den`), the smaller one shifted down to the larger's
/// exponent. A sticky bit stands in for lost bits of a sum; a difference gets GW's own
/// rounding adjustment.
pub(crate) fn add_den<const N: usize>(l: Den, r: Den) -> Den {
    if r.exp == 0 {
        return l;
    }
    if l.exp == 0 {
        return r;
    }
    // make `r` the larger
    let (l, r) = if l.exp > r.exp || (l.exp == r.exp && l.man > r.man) {
        (r, l)
    } else {
        (l, r)
    };
    let shift = r.exp - l.exp;
    let zero_flag = if shift >= 128 {
        l.man == 0
    } else {
        l.man & ((1u128 << shift) - 1) == 0
    };
    let sub_flag = l.neg != r.neg;
    let lman = shr(l.man, shift);
    let mut exp = r.exp;
    if sub_flag && (lman < 0x80 || (lman == 0x80 && zero_flag)) {
        return r;
    }
    let (mut man, neg) = if sub_flag {
        // `r` is the larger: never below `lman` (saturating only guards the impossible)
        (r.man.saturating_sub(lman), r.neg)
    } else {
        let mut m = lman + r.man;
        if m >= Mbf::<N>::DEN_UPPER {
            exp += 1;
            m >>= 1;
        }
        (m, l.neg)
    };
    if !zero_flag && !sub_flag {
        man |= 1;
    }
    if sub_flag && man & 0x1c0 == 0x80 && man & 0x1df != 0x80 {
        man &= !0x80;
    }
    Den { exp, man, neg }
}

/// Divides two working values by shift-and-subtract (`_div_den`). The strict `>` in the
/// subtract test is PC-BASIC's.
pub(crate) fn div_den<const N: usize>(l: Den, r: Den) -> Den {
    let neg = l.neg != r.neg;
    let exp = l.exp - (r.exp - Mbf::<N>::BIAS - 8) + 1;
    if let (Ok(work), Ok(rman)) = (u64::try_from(l.man), u64::try_from(r.man)) {
        // Every mantissa of a single or double fits 64 bits: the same steps on host words.
        let (man, steps) = div_steps(work, rman);
        return Den {
            exp: exp - steps,
            man: u128::from(man),
            neg,
        };
    }
    let mut exp = exp;
    let mut work = l.man;
    let mut rman = r.man;
    let mut man = 0u128;
    while rman > 0 {
        man <<= 1;
        exp -= 1;
        if work > rman {
            work -= rman;
            man += 1;
        }
        rman >>= 1;
    }
    Den { exp, man, neg }
}

/// The shift-and-subtract loop of [`div_den`] on 64-bit words: the quotient bits and how
/// many steps were taken (one per bit of the divisor). Without branches, as the quotient
/// bits are unpredictable.
pub(super) fn div_steps(mut work: u64, mut rman: u64) -> (u64, i64) {
    let steps = 64 - i64::from(rman.leading_zeros());
    let mut man = 0u64;
    while rman > 0 {
        let take = work > rman;
        // at most `steps` (<= 64) shifts of a quotient that starts at 0: no bit is lost
        man = (man << 1) | u64::from(take);
        work -= if take { rman } else { 0 };
        rman >>= 1;
    }
    (man, steps)
}

/// Divides a working value by 10 and shifts it back up to the hidden bit (`_div10_den`).
pub(crate) fn div10_den<const N: usize>(d: Den) -> Den {
    let mut q = div_den::<N>(d, Mbf::<N>::ten().den());
    if q.man == 0 {
        return q;
    }
    while q.man < Mbf::<N>::DEN_MASK {
        q.exp -= 1;
        q.man <<= 1;
    }
    q
}

/// Multiplies a working value by 10 as `2x + 8x` (`_mul10_den`).
pub(crate) fn mul10_den<const N: usize>(d: Den) -> Den {
    add_den::<N>(
        Den {
            exp: d.exp + 1,
            ..d
        },
        Den {
            exp: d.exp + 3,
            ..d
        },
    )
}

/// A single's operation through GW-BASIC's own routine (`gwsingle.rs`); `None` for a
/// double, which keeps the general steps here.
fn single_op<const N: usize>(
    a: Mbf<N>,
    b: Mbf<N>,
    op: fn(u32, u32) -> Result<u32, NumError>,
) -> Option<Result<Mbf<N>, NumError>> {
    let wa = u32::from_le_bytes(<[u8; 4]>::try_from(&a.0[..]).ok()?);
    let wb = u32::from_le_bytes(<[u8; 4]>::try_from(&b.0[..]).ok()?);
    Some(op(wa, wb).map(|w| {
        let mut out = [0; N];
        out.copy_from_slice(&w.to_le_bytes()[..N.min(4)]);
        Mbf(out)
    }))
}

impl<const N: usize> Mbf<N> {
    /// `self + rhs` (`iadd`).
    pub fn try_add(self, rhs: Self) -> Result<Self, NumError> {
        if let Some(w) = single_op(self, rhs, super::gwsingle::fadds) {
            return w;
        }
        Self::normalise(add_den::<N>(self.den(), rhs.den()))
    }

    /// `self - rhs` (`isub`): the right operand's sign flipped in working form.
    pub fn try_sub(self, rhs: Self) -> Result<Self, NumError> {
        if let Some(w) = single_op(self, rhs, super::gwsingle::fsubs) {
            return w;
        }
        let mut r = rhs.den();
        r.neg = !r.neg;
        Self::normalise(add_den::<N>(self.den(), r))
    }

    /// `self * rhs` (`imul`): the full product, cut to four bits of carry, with PC-BASIC's
    /// rounding adjustment when those bits read 1001.
    pub fn try_mul(self, rhs: Self) -> Result<Self, NumError> {
        if let Some(w) = single_op(self, rhs, super::gwsingle::fmuls) {
            return w;
        }
        if self.is_zero() || rhs.is_zero() {
            return Ok(Self::ZERO);
        }
        let l = self.den();
        let r = rhs.den();
        let exp = l.exp + r.exp - Self::BIAS - 8;
        let neg = l.neg != r.neg;
        if exp < -31 {
            return Ok(Self::ZERO);
        }
        // both mantissas are below 2^(8N) <= 2^64, so the product fits 128 bits
        let prod = l.man * r.man;
        let (mut man, exp) =
            Self::bring_to_range(prod, exp, Self::DEN_MASK >> 4, Self::DEN_UPPER >> 4);
        if man & 0xf == 0x9 {
            man &= !1;
        }
        Self::normalise(Den { exp, man, neg })
    }

    /// `self / rhs` (`idiv`). Division by zero is `Err(DivisionByZero)`; GW goes on with the
    /// maximum of the type and the sign of `self`.
    pub fn try_div(self, rhs: Self) -> Result<Self, NumError> {
        if let Some(w) = single_op(self, rhs, super::gwsingle::sdiv) {
            return w;
        }
        if rhs.is_zero() {
            return Err(NumError::DivisionByZero);
        }
        if self.is_zero() {
            return Ok(self);
        }
        Self::normalise(div_den::<N>(self.den(), rhs.den()))
    }
}

impl Mbf32 {
    /// `self ^ n` for an integer exponent (`_ipow_int`): squaring and multiplying; a
    /// negative power is 1 divided by the positive one.
    pub fn pow_int(self, n: i32) -> Result<Self, NumError> {
        self.pow_int_signed(n).map_err(|(e, _)| e)
    }

    /// [`Self::pow_int`], an error also telling the sign of the maximum GW goes on with:
    /// that of the product that overflowed; `1/0` is positive. The steps are the
    /// single-precision routines on host words (`single.rs`), which give what `try_mul` and
    /// `try_div` give (`tests/single.rs`).
    pub(crate) fn pow_int_signed(self, n: i32) -> Result<Self, (NumError, bool)> {
        let mul = |a: Self, b: Self| {
            a.mul_single(b)
                .map_err(|e| (e, a.is_negative() != b.is_negative()))
        };
        if n < 0 {
            let p = self.pow_int_signed(-n)?;
            return Self::one()
                .div_single(p)
                .map_err(|e| (e, e == NumError::Overflow && p.is_negative()));
        }
        match n {
            0 => Ok(Self::one()),
            1 => Ok(self),
            _ if n % 2 == 0 => {
                let h = self.pow_int_signed(n / 2)?;
                mul(h, h)
            }
            _ => {
                let h = self.pow_int_signed((n - 1) / 2)?;
                mul(mul(h, h)?, self)
            }
        }
    }
}
