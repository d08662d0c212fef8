//! `+ - * /` of two singles on host words: shortcuts for the exact cases (a sum, product
//! or quotient that needs no rounding), then GW-BASIC's own routines (`gwsingle.rs`:
//! `$FADDS`, `$FMULS`, `$SDIV`). Singles are GW's default type, so nearly every operation
//! a program makes comes here (gw BM1-BM7). `tests/single.rs` checks every shortcut
//! against the general routines.

use std::cmp::Ordering;

use super::super::NumError;
use super::float::Mbf32;

use crate::num::mbf32_word::SIGN;

/// `a + b` on two singles' words when the general steps (`gwsingle::fadds`) give the exact sum or
/// difference; `None` sends every other case (a zero, bits lost in the alignment, a carry
/// out that drops a set bit, an exponent leaving 1..=255) to the general routine.
///
/// The argument, with the larger magnitude `hi` (exponent `e`) and the smaller `lo` aligned
/// to it by `shift = e - e_lo` bits: when `lo`'s significand has no set bit among its low
/// `shift` bits, the working mantissa `lo_sig << 8 >> shift` keeps a zero carry byte and the
/// alignment's zero flag is set, so no sticky bit is added. Same signs: the sum of two
/// 24-bit significands is below 2^25; a carry out shifts one bit into the carry byte, which
/// is zero (no rounding) exactly when that bit is; the exponent rises by one. Different
/// signs: the difference is taken from the larger magnitude (the general routine orders by
/// exponent, then mantissa, the order of the words without their sign bit), so the
/// result has `hi`'s sign; the shifted operand is at least 0x100, so the early return for a
/// tiny operand and the rounding quirk (carry byte bit 7) cannot apply; an exact zero packs
/// as all zero bytes; `normalise` shifts left without losing bits, and only an exponent
/// that falls to 0 or below (packed with its mantissa bytes) is left to the general
/// routine. With a zero carry byte the rounding changes nothing. Whole numbers (`K+1`,
/// NEXT's `L+1`), halves plus whole numbers (`K/2*3+4`) and most sums of short decimals
/// come here. `tests/single.rs` checks it against the general routine.
#[inline(always)]
pub(super) fn add_exact(a: u32, b: u32) -> Option<u32> {
    // the larger magnitude first (the words without their sign bits order as magnitudes,
    // so by exponent byte first: the mantissa bits are compared only at equal exponents);
    // a branch, not a swap: the left operand is the larger in most programs' sums
    // (`K+1`, NEXT's `L+1`), and the two calls are the same code
    let (e_a, e_b) = (a >> 24, b >> 24);
    if e_a > e_b || (e_a == e_b && a & !SIGN >= b & !SIGN) {
        add_exact_ordered(a, b)
    } else {
        add_exact_ordered(b, a)
    }
}

/// [`add_exact`] with `hi` at least as large as `lo` in magnitude.
#[inline(always)]
fn add_exact_ordered(hi: u32, lo: u32) -> Option<u32> {
    let (a, b) = (hi, lo);
    let (e, e_lo) = (hi >> 24, lo >> 24);
    // `e >= e_lo`; both nonzero when `lo`'s is
    let shift = e - e_lo;
    let lo_sig = (lo & 0x7f_ffff) | SIGN;
    // The significand's trailing zeros are at most 23 (its top bit is bit 23), so this
    // also declines every shift above 23, where the alignment would drop the top bit.
    if e_lo == 0 || lo_sig.trailing_zeros() < shift {
        return None;
    }
    let l = lo_sig >> shift;
    let same = (a ^ b) & SIGN == 0;
    // The common case on the word itself: the aligned operand added to or taken from the
    // stored mantissa bits (below the sign bit, which stands where the hidden bit is). When
    // the word's bits from 23 up (sign, exponent) come out unchanged, `l` is below 2^23 and
    // the add neither carried into nor borrowed from bit 23: the significand stays in
    // range, its hidden bit, the sign and the exponent are kept. (At `shift` 0, `l` has
    // bit 23 set, which always changes those bits: left to the steps below, as are a
    // carry out, a borrow and an exponent byte that would wrap.)
    let r = if same {
        hi.wrapping_add(l)
    } else {
        hi.wrapping_sub(l)
    };
    if r ^ hi < SIGN {
        return Some(r);
    }
    let hi_sig = (hi & 0x7f_ffff) | SIGN;
    let (sig, e) = if same {
        let sum = hi_sig + l;
        if sum >> 24 == 0 {
            (sum, e)
        } else if sum & 1 == 0 && e < 255 {
            (sum >> 1, e + 1)
        } else {
            return None;
        }
    } else {
        let diff = hi_sig - l;
        if diff == 0 {
            return Some(0);
        }
        // 0..=23: the shift that brings the top bit to bit 23
        let sh = diff.leading_zeros() - 8;
        if sh >= e {
            return None;
        }
        (diff << sh, e - sh)
    };
    Some((sig & 0x7f_ffff) | (hi & SIGN) | e << 24)
}

/// `a * b` on two singles' words when the product of the 24-bit significands has at most
/// 24 significant bits (`K/2*3`, `X*10` for short `X`); `None` otherwise, for a zero, and
/// for an exponent outside 1..=255. The argument: the general routine's working product is
/// that product `p` shifted up by 16; `bring_to_range` shifts it down (cutting bits) to 28
/// bits, so with every bit below `p`'s top 24 zero it keeps `p` exactly with a zero low
/// nibble (no `0x9` quirk), `normalise` shifts it up four to a zero carry byte, and the
/// rounding changes nothing: the result is `p`'s top 24 bits with the exponent of the exact
/// product. `tests/single.rs` checks it against the general routine.
#[inline(always)]
pub(super) fn mul_exact(a: u32, b: u32) -> Option<u32> {
    let p = u64::from((a & 0x7f_ffff) | SIGN) * u64::from((b & 0x7f_ffff) | SIGN);
    // `p` lies in [2^46, 2^48): its top bit is 47 (`top` 1) or 46
    let top = (p >> 47) as u32;
    let sh = 23 + top;
    // the exponent of the exact product (significand times 2^(exponent - 152) each)
    let e = ((a >> 24) + (b >> 24) + top) as i32 - 129;
    if (a >> 24 == 0) | (b >> 24 == 0) | !(1..=255).contains(&e) || p.trailing_zeros() < sh {
        return None;
    }
    Some(((p >> sh) as u32 & 0x7f_ffff) | ((a ^ b) & SIGN) | (e as u32) << 24)
}

/// `a / b` on two singles' words when `b` is a power of two (no stored mantissa bit): the
/// general steps (`div_steps32` with a divisor of one set bit) give the dividend's working
/// mantissa less one, which the rounding brings back up exactly, so the quotient is `a`'s
/// significand with the exponent `e_a - e_b + 129` (`K/2`). `None` for a zero on either
/// side (division by zero, a zero dividend kept as it is) and an exponent outside 1..=255.
/// `tests/single.rs` checks it against the general routine.
#[inline(always)]
pub(super) fn div_exact(a: u32, b: u32) -> Option<u32> {
    let e = (a >> 24) as i32 - (b >> 24) as i32 + 129;
    if (b & 0x7f_ffff != 0) | (a >> 24 == 0) | (b >> 24 == 0) || !(1..=255).contains(&e) {
        return None;
    }
    Some((a & 0x7f_ffff) | ((a ^ b) & SIGN) | (e as u32) << 24)
}

impl Mbf32 {
    /// A single from its four bytes read as one little-endian word (exponent byte on top).
    #[inline(always)]
    pub(crate) const fn from_word(w: u32) -> Self {
        Self::from_bytes(w.to_le_bytes())
    }

    /// The four bytes read as one little-endian word (the inverse of [`Self::from_word`]).
    #[inline(always)]
    pub(crate) const fn word(self) -> u32 {
        u32::from_le_bytes(self.0)
    }

    /// `self * rhs`: [`Mbf::try_mul`](super::float::Mbf) for singles, on host words (two
    /// 32-bit working mantissas multiply into 64 bits).
    #[inline(always)]
    pub fn mul_single(self, rhs: Self) -> Result<Self, NumError> {
        if let Some(w) = mul_exact(self.word(), rhs.word()) {
            return Ok(Self::from_word(w));
        }
        super::gwsingle::fmuls(self.word(), rhs.word()).map(Self::from_word)
    }

    /// `self / rhs`: [`Mbf::try_div`](super::float::Mbf) for singles, on host words.
    #[inline(always)]
    pub fn div_single(self, rhs: Self) -> Result<Self, NumError> {
        if let Some(w) = div_exact(self.word(), rhs.word()) {
            return Ok(Self::from_word(w));
        }
        super::gwsingle::sdiv(self.word(), rhs.word()).map(Self::from_word)
    }

    /// `self + rhs`: [`Mbf::try_add`](super::float::Mbf) for singles, on host words.
    #[inline(always)]
    pub fn add_single(self, rhs: Self) -> Result<Self, NumError> {
        let (a, b) = (self.word(), rhs.word());
        if let Some(w) = add_exact(a, b) {
            return Ok(Self::from_word(w));
        }
        super::gwsingle::fadds(a, b).map(Self::from_word)
    }

    /// `self - rhs`: [`Mbf::try_sub`](super::float::Mbf) for singles, on host words.
    #[inline(always)]
    pub fn sub_single(self, rhs: Self) -> Result<Self, NumError> {
        // the right operand with its sign flipped, as `try_sub` does
        let (a, b) = (self.word(), rhs.word());
        if let Some(w) = add_exact(a, b ^ SIGN) {
            return Ok(Self::from_word(w));
        }
        super::gwsingle::fsubs(a, b).map(Self::from_word)
    }
}

impl Mbf32 {
    /// GW's conversion of a single to a 16-bit integer (`to_integer`: [`Mbf::to_int_round`],
    /// halves away from zero, then the range test), on host words: what a subscript, a
    /// `%` variable or `CINT` takes from a single. `None` is `Overflow`.
    ///
    /// [`Mbf::to_int_round`]: super::float::Mbf
    #[inline(always)]
    pub fn round_i16(self) -> Option<i16> {
        let w = self.word();
        let e = w >> 24;
        // From an exponent byte of 145 on the magnitude is 2^16 or more: past 16 bits
        // however it rounds (the general routine gives `None` or a number out of range).
        if e > 144 {
            return None;
        }
        // `int_den` keeps the magnitude `sig * 2^(e - 152)` with 8 fraction bits and adds
        // 0x80 when the first of them is set, then drops them: the same as keeping just
        // that one fraction bit (a shift by `151 - e`, at least 7 here), adding one and
        // halving. The significand is below 2^24, so from a shift of 24 on nothing is
        // left (a zero's exponent byte 0 too, whatever its mantissa bytes hold), as a
        // shift capped at 31 leaves nothing.
        let sig = (w & 0x7f_ffff) | SIGN;
        let v = (((sig >> (151 - e).min(31)) + 1) >> 1) as i32;
        i16::try_from(if w & SIGN != 0 { -v } else { v }).ok()
    }

    /// Orders two singles as GW's `compare` does (`eq`, then `gt`: all zeros are equal, a
    /// zero's sign bit still counts against a nonzero number, magnitudes byte by byte from
    /// the exponent down), on the four bytes read as one word: with the sign bits equal,
    /// comparing the words compares exponent, then mantissa.
    #[inline(always)]
    pub fn compare_single(self, rhs: Self) -> Ordering {
        let (a, b) = (self.word(), rhs.word());
        let gt = if a >> 24 == 0 {
            if b >> 24 == 0 {
                return Ordering::Equal;
            }
            b & SIGN != 0
        } else if a == b {
            return Ordering::Equal;
        } else if (a ^ b) & SIGN != 0 {
            a & SIGN == 0
        } else if a & SIGN != 0 {
            b > a
        } else {
            a > b
        };
        if gt {
            Ordering::Greater
        } else {
            Ordering::Less
        }
    }
}
