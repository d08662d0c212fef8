//! `+ - * /` of two singles on 64-bit host words: the same steps as [`super::arith`]'s
//! `add_den`, `try_mul`, `div_den` and [`super::float`]'s `bring_to_range`, `normalise` and
//! `round_and_store` for `Mbf<4>` (PC-BASIC 2.0.8 `Float.iadd`, `imul`, `idiv`, `_add_den`,
//! `_div_den`, `_normalise` in `pcbasic/basic/values/numbers.py`), written for the single's
//! 32-bit working mantissa instead of the general 128-bit one. Singles are GW's default
//! type, so nearly every operation a program makes comes here (gw BM1-BM7).
//! `tests/single.rs` checks every result against the general routines.

use std::cmp::Ordering;

use super::super::NumError;
use super::float::{bring_to_range, Mbf32};

/// The hidden bit of the working mantissa (24 stored bits over a carry byte).
const DEN_MASK: u64 = 1 << 31;
/// One past the largest working mantissa.
const DEN_UPPER: u64 = 1 << 32;

/// A single taken apart (`_denormalise`): exponent byte, mantissa with the hidden bit set
/// and a zero carry byte, sign.
#[inline]
fn den(v: Mbf32) -> (i64, u64, bool) {
    // from the word as a whole (not its bytes), so that the compiler keeps the one word
    // that the shortcuts read too
    let w = v.word();
    (
        i64::from(w >> 24),
        (u64::from(w & 0xff_ffff) << 8) | DEN_MASK,
        w & SIGN != 0,
    )
}

use crate::num::mbf32_word::SIGN;

/// `a + b` on two singles' words when the general steps ([`add`]) give the exact sum or
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

/// `_add_den` for two singles, then `normalise`: what `Mbf::<4>::try_add` gives.
#[inline(always)]
fn add(l: (i64, u64, bool), r: (i64, u64, bool)) -> Result<Mbf32, NumError> {
    if r.0 == 0 {
        return normalise(l.0, l.1, l.2);
    }
    if l.0 == 0 {
        return normalise(r.0, r.1, r.2);
    }
    // make `r` the larger
    let (l, r) = if l.0 > r.0 || (l.0 == r.0 && l.1 > r.1) {
        (r, l)
    } else {
        (l, r)
    };
    let (lexp, lman, lneg) = l;
    let (rexp, rman, rneg) = r;
    let shift = rexp - lexp;
    // Both mantissas are below 2^32: from a shift of 64 on, every bit is lost, as in the
    // 128-bit form (where a shift of 64..127 also masks the whole mantissa).
    let (zero_flag, shifted) = if shift >= 64 {
        (lman == 0, 0)
    } else {
        (lman & ((1u64 << shift) - 1) == 0, lman >> shift)
    };
    let sub_flag = lneg != rneg;
    if sub_flag && (shifted < 0x80 || (shifted == 0x80 && zero_flag)) {
        return normalise(rexp, rman, rneg);
    }
    let mut exp = rexp;
    let (mut man, neg) = if sub_flag {
        (rman.saturating_sub(shifted), rneg)
    } else {
        let mut m = shifted + rman;
        if m >= DEN_UPPER {
            exp += 1;
            m >>= 1;
        }
        (m, lneg)
    };
    if !zero_flag && !sub_flag {
        man |= 1;
    }
    if sub_flag && man & 0x1c0 == 0x80 && man & 0x1df != 0x80 {
        man &= !0x80;
    }
    normalise(exp, man, neg)
}

/// `Mbf::<4>::normalise` and `round_and_store` on a 64-bit mantissa below `DEN_UPPER`.
#[inline(always)]
fn normalise(mut exp: i64, mut man: u64, neg: bool) -> Result<Mbf32, NumError> {
    if man == 0 || exp <= 0 {
        return Ok(Mbf32::ZERO);
    }
    if man < DEN_MASK - 1 {
        // the shift `Mbf::normalise` takes at once (see the argument there)
        let sh = man.leading_zeros() - DEN_MASK.leading_zeros();
        man <<= sh;
        exp -= i64::from(sh);
    }
    // Round half to even on the carry byte (up when it is above 0x80, or 0x80 with the
    // last kept bit set): adding 0x7F plus that bit carries into bit 8 exactly then. The
    // sum stays within 2^32 (the test below catches the carry out), so the mask keeps all
    // of it.
    man = (man + 0x7f + ((man >> 8) & 1)) & !0xff;
    if man >= DEN_UPPER {
        exp += 1;
        man >>= 1;
    }
    let keep: u64 = if neg { 0xff_ffff } else { 0x7f_ffff };
    let b = (((man >> 8) & keep) as u32).to_le_bytes();
    if exp > 255 {
        return Err(NumError::Overflow);
    }
    // An exponent of 0 or below stores the exponent byte 0 but keeps the mantissa bytes
    // (`check_limits`, as PC-BASIC does).
    let e = if exp <= 0 { 0 } else { exp as u8 };
    Ok(Mbf32::from_bytes([b[0], b[1], b[2], e]))
}

/// [`super::arith::div_steps`] for a single's working divisor, whose top bit is bit 31:
/// always 32 steps (the general loop runs until the shifted divisor is 0, the same 32 times).
///
/// Step `i` compares the remainder with `rman >> i` and subtracts that when it is strictly
/// smaller. While `rman >> i` is exact (`i` up to the divisor's trailing zeros `t`, at least
/// the 8 of the carry byte; all 32 steps when the divisor is a power of two, up to 31 for
/// small integers such as 3 or 10) these steps are a plain restoring division of
/// `work * 2^t` by `rman` with a strict comparison, which takes the largest quotient `q`
/// with `q * rman < work * 2^t`: `(work * 2^t - 1) / rman`, one host division. (It fits:
/// `work < 2^32 <= 2 * rman`, so `q < 2^(t+1)`, and `work * 2^t < 2^63`.) The remainder
/// left is `work - q * (rman >> t)`, and the steps after `t`, where the shift drops divisor
/// bits, go on one at a time as before. `tests/single.rs` compares this with the general
/// loop on every divisor shape (`single_division_steps_match_the_loop`).
#[inline]
pub(super) fn div_steps32(work: u64, rman: u64) -> u64 {
    debug_assert!(rman >> 31 == 1 && rman < DEN_UPPER && work < DEN_UPPER);
    // bit 31 is set, so at most 31
    let t = rman.trailing_zeros();
    let q = ((work << t) - 1) / rman;
    let mut work = work - q * (rman >> t);
    let mut man = q;
    let mut rman = rman >> (t + 1);
    // the steps whose shifted divisor has lost bits: 31 - t of them
    while rman > 0 {
        let take = work > rman;
        man = (man << 1) | u64::from(take);
        work -= if take { rman } else { 0 };
        rman >>= 1;
    }
    man
}

/// The exponent bias of the working form: 128 plus the 24 mantissa bits.
const BIAS: i64 = 128 + 24;

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
        if self.is_zero() || rhs.is_zero() {
            return Ok(Self::ZERO);
        }
        let (lexp, lman, lneg) = den(self);
        let (rexp, rman, rneg) = den(rhs);
        let exp = lexp + rexp - BIAS - 8;
        if exp < -31 {
            return Ok(Self::ZERO);
        }
        let (mut man, exp) = bring_to_range(lman * rman, exp, DEN_MASK >> 4, DEN_UPPER >> 4);
        if man & 0xf == 0x9 {
            man &= !1;
        }
        normalise(exp, man, lneg != rneg)
    }

    /// `self / rhs`: [`Mbf::try_div`](super::float::Mbf) for singles, on host words.
    #[inline(always)]
    pub fn div_single(self, rhs: Self) -> Result<Self, NumError> {
        if let Some(w) = div_exact(self.word(), rhs.word()) {
            return Ok(Self::from_word(w));
        }
        if rhs.is_zero() {
            return Err(NumError::DivisionByZero);
        }
        if self.is_zero() {
            return Ok(self);
        }
        let (lexp, lman, lneg) = den(self);
        let (rexp, rman, rneg) = den(rhs);
        // `div_den`: the quotient has one bit per bit of the divisor (32), below DEN_UPPER
        let man = div_steps32(lman, rman);
        let exp = lexp - (rexp - BIAS - 8) + 1 - 32;
        normalise(exp, man, lneg != rneg)
    }

    /// `self + rhs`: [`Mbf::try_add`](super::float::Mbf) for singles, on host words.
    #[inline(always)]
    pub fn add_single(self, rhs: Self) -> Result<Self, NumError> {
        let (a, b) = (self.word(), rhs.word());
        if let Some(w) = add_exact(a, b) {
            return Ok(Self::from_word(w));
        }
        add(den(self), den(rhs))
    }

    /// `self - rhs`: [`Mbf::try_sub`](super::float::Mbf) for singles, on host words.
    #[inline(always)]
    pub fn sub_single(self, rhs: Self) -> Result<Self, NumError> {
        // the right operand with its sign flipped, as `try_sub` does
        let (a, b) = (self.word(), rhs.word());
        if let Some(w) = add_exact(a, b ^ SIGN) {
            return Ok(Self::from_word(w));
        }
        let (exp, man, neg) = den(rhs);
        add(den(self), (exp, man, !neg))
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
