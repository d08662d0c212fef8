//! The MBF float of 4 or 8 bytes: byte layout, the working ("denormalised") form, rounding back
//! into bytes, and the conversions to and from integers.
//!
//! Everything here follows PC-BASIC 2.0.8's `Float` class (`pcbasic/basic/values/numbers.py`),
//! which the `gw` recordings were made with: a value is taken apart into a [`Den`] (exponent
//! byte, mantissa with the hidden bit and one extra low "carry" byte, sign), worked on as
//! integers, then put back by [`Mbf::normalise`] with round-half-even on the carry byte.

use super::super::NumError;

/// A float of `N` bytes as GW-BASIC stores it: `N-1` mantissa bytes, least significant first,
/// with the sign in the top bit of byte `N-2` (where the hidden bit would be), and the
/// exponent byte last (bias 128, 0 means the value is zero).
///
/// Aligned to 8 so that a value (and a [`super::GwNumber`] holding it) is moved as whole
/// machine words: byte-aligned, the compiler copied it in pieces of 1, 2 and 4 bytes that the
/// next read could not take from the store buffer, which cost more than the arithmetic.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(align(8))]
pub struct Mbf<const N: usize>(pub(crate) [u8; N]);

/// GW-BASIC's single precision (`!`): 24-bit mantissa, 7 digits.
pub type Mbf32 = Mbf<4>;
/// GW-BASIC's double precision (`#`): 56-bit mantissa, 16 digits.
pub type Mbf64 = Mbf<8>;

/// The working form of a float (PC-BASIC `_denormalise`): `exp` is the exponent byte (it may
/// leave 1..=255 while a result is being made), `man` the mantissa with the hidden bit set at
/// bit `8*N-1` and a carry byte below the stored bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Den {
    pub exp: i64,
    pub man: u128,
    pub neg: bool,
}

/// `man >> sh` for any shift (Python's unbounded shift gives 0 for a wide one).
pub(crate) fn shr(man: u128, sh: i64) -> u128 {
    if sh >= 128 {
        0
    } else {
        man >> sh
    }
}

/// A working mantissa word: `u128` for the general routines, `u64` for the single-precision
/// fast paths (`single.rs`), which must shift exactly as the general ones do.
pub(crate) trait Word:
    Copy + PartialOrd + std::ops::ShlAssign<i64> + std::ops::ShrAssign<i64>
{
    /// Zero.
    const ZERO: Self;
    /// The position of the highest set bit; -1 for zero.
    fn top_bit(self) -> i64;
}

impl Word for u128 {
    const ZERO: Self = 0;
    fn top_bit(self) -> i64 {
        127 - i64::from(self.leading_zeros())
    }
}

impl Word for u64 {
    const ZERO: Self = 0;
    fn top_bit(self) -> i64 {
        63 - i64::from(self.leading_zeros())
    }
}

/// Moves `man` into `(lower, upper]` by whole-bit shifts (`_bring_to_range`); shifting down
/// truncates.
#[inline]
pub(crate) fn bring_to_range<W: Word>(mut man: W, mut exp: i64, lower: W, upper: W) -> (W, i64) {
    if man == W::ZERO {
        return (man, exp);
    }
    // The loops below shift one bit at a time; first take in one step the shifts they
    // would surely make (up to the top bit just under `lower`'s, which is still at or
    // below `lower`; down to the top bit just over `upper`'s, which is still above it).
    // Shifting down by steps or at once truncates alike, so the result is the same.
    let (top, man_top) = (lower.top_bit(), man.top_bit());
    if man <= lower && top > man_top + 1 {
        let sh = top - man_top - 1;
        man <<= sh;
        exp -= sh;
    }
    let (top, man_top) = (upper.top_bit(), man.top_bit());
    if man > upper && man_top > top + 1 {
        let sh = man_top - top - 1;
        man >>= sh;
        exp += sh;
    }
    while man <= lower {
        exp -= 1;
        man <<= 1;
    }
    while man > upper {
        exp += 1;
        man >>= 1;
    }
    (man, exp)
}

impl<const N: usize> Mbf<N> {
    /// Bits of stored mantissa (24 or 56).
    pub(crate) const MAN_BITS: u32 = (N as u32 - 1) * 8;
    /// Exponent bias of the working form: 128 plus the mantissa width.
    pub(crate) const BIAS: i64 = 128 + Self::MAN_BITS as i64;
    /// The hidden bit in the working form.
    pub(crate) const DEN_MASK: u128 = 1 << (N * 8 - 1);
    /// One past the largest working mantissa.
    pub(crate) const DEN_UPPER: u128 = Self::DEN_MASK * 2;
    /// The working mantissa without its carry byte.
    pub(crate) const CARRY_MASK: u128 = (Self::DEN_UPPER - 1) & !0xff;
    /// All stored mantissa bits, the sign position included.
    pub(crate) const MASK: u128 = (1 << Self::MAN_BITS) - 1;
    /// Stored mantissa bits without the sign position.
    pub(crate) const POS_MASK: u128 = Self::MASK >> 1;
    /// Significant digits shown by PRINT (7 or 16).
    pub(crate) const DIGITS: usize = if N == 4 { 7 } else { 16 };

    /// Zero (all bytes 0).
    pub const ZERO: Self = Mbf([0; N]);

    /// The value 1 (`_one`).
    pub(crate) fn one() -> Self {
        let mut b = [0; N];
        b[N - 1] = 0x81;
        Mbf(b)
    }

    /// The value 10 (`_ten`).
    pub(crate) fn ten() -> Self {
        let mut b = [0; N];
        b[N - 2] = 0x20;
        b[N - 1] = 0x84;
        Mbf(b)
    }

    /// The largest finite value (`pos_max` / `neg_max`): what an overflow leaves behind.
    pub fn max(negative: bool) -> Self {
        let mut b = [0xff; N];
        if !negative {
            b[N - 2] = 0x7f;
        }
        Mbf(b)
    }

    /// The stored bytes, in memory order.
    pub fn to_bytes(self) -> [u8; N] {
        self.0
    }

    /// A value from its stored bytes (`CVS`/`CVD`): every byte pattern is a value.
    pub const fn from_bytes(bytes: [u8; N]) -> Self {
        Mbf(bytes)
    }

    /// The exponent byte is zero.
    pub fn is_zero(self) -> bool {
        self.0[N - 1] == 0
    }

    /// The sign bit is set (a zero may carry it too, as after `-0`).
    pub fn is_negative(self) -> bool {
        self.0[N - 2] >= 0x80
    }

    /// -1, 0 or 1.
    pub fn sign(self) -> i32 {
        if self.is_zero() {
            0
        } else if self.is_negative() {
            -1
        } else {
            1
        }
    }

    /// The stored mantissa bytes as an integer (without the exponent byte).
    fn stored_mantissa(self) -> u128 {
        // One little-endian load instead of a byte loop: this runs for every operand.
        let mut wide = [0u8; 16];
        wide[..N - 1].copy_from_slice(&self.0[..N - 1]);
        u128::from_le_bytes(wide)
    }

    /// Writes the stored mantissa bits (the exponent byte is left as it is).
    fn pack_mantissa(&mut self, man: u128) {
        self.0[..N - 1].copy_from_slice(&man.to_le_bytes()[..N - 1]);
    }

    /// Takes the value apart (`_denormalise`). A zero gives exponent 0 with the hidden bit
    /// still set: PC-BASIC's decimal conversion works on that form too, and its quirks show.
    pub(crate) fn den(self) -> Den {
        Den {
            exp: i64::from(self.0[N - 1]),
            man: (self.stored_mantissa() << 8) | Self::DEN_MASK,
            neg: self.is_negative(),
        }
    }

    /// Flips the sign bit (`ineg`), of a zero too.
    pub fn negate(mut self) -> Self {
        self.0[N - 2] ^= 0x80;
        self
    }

    /// Clears the sign bit (`iabs`).
    pub fn abs(mut self) -> Self {
        self.0[N - 2] &= 0x7f;
        self
    }

    /// Overflow and underflow check (`_check_limits`): `Err` above exponent 255; `Ok(false)`
    /// for an exponent of 0 or below, which stores the exponent byte 0 (a zero) but keeps
    /// whatever mantissa bytes were already written, as PC-BASIC does.
    fn check_limits(&mut self, exp: i64) -> Result<bool, NumError> {
        if exp > 255 {
            Err(NumError::Overflow)
        } else if exp <= 0 {
            self.0[N - 1] = 0;
            Ok(false)
        } else {
            Ok(true)
        }
    }

    /// Puts a working value back into bytes (`_normalise`): shift the mantissa up to the
    /// hidden bit, round the carry byte half to even, and store.
    pub(crate) fn normalise(d: Den) -> Result<Self, NumError> {
        let Den {
            mut exp,
            mut man,
            neg,
        } = d;
        if man == 0 || exp <= 0 {
            return Ok(Self::ZERO);
        }
        if man < Self::DEN_MASK - 1 {
            // PC-BASIC shifts one bit at a time while `man < DEN_MASK - 1`. Shifting the top
            // bit straight up to the hidden bit's place gives the same: every value on the
            // way has its top bit lower and is even (or is `man` itself), so none of them
            // reaches `DEN_MASK - 1`, and the last one is at least `DEN_MASK`.
            let sh = man.leading_zeros() - Self::DEN_MASK.leading_zeros();
            man <<= sh;
            exp -= i64::from(sh);
        }
        Self::round_and_store(exp, man, neg)
    }

    /// The second half of [`Self::normalise`], for a mantissa at the hidden bit: round the
    /// carry byte half to even and store.
    pub(crate) fn round_and_store(
        mut exp: i64,
        mut man: u128,
        neg: bool,
    ) -> Result<Self, NumError> {
        let low = man & 0xff;
        let round_up = low > 0x80 || (low == 0x80 && man & 0x100 != 0);
        man = (man & Self::CARRY_MASK) + if round_up { 0x100 } else { 0 };
        if man >= Self::DEN_UPPER {
            exp += 1;
            man >>= 1;
        }
        let mut out = Self::ZERO;
        let keep = if neg { Self::MASK } else { Self::POS_MASK };
        out.pack_mantissa((man >> 8) & keep);
        if out.check_limits(exp)? {
            // in range by the check just made
            out.0[N - 1] = exp as u8;
        }
        Ok(out)
    }

    /// Moves `man` into `(lower, upper]` by whole-bit shifts (`_bring_to_range`); shifting
    /// down truncates.
    pub(crate) fn bring_to_range(man: u128, exp: i64, lower: u128, upper: u128) -> (u128, i64) {
        bring_to_range(man, exp, lower, upper)
    }

    /// Stores a mantissa already in range (`(POS_MASK, MASK]`) with its exponent byte.
    pub(crate) fn pack(man: u128, exp: i64, neg: bool) -> Result<Self, NumError> {
        let mut out = Self::ZERO;
        if !out.check_limits(exp)? {
            return Ok(Self::ZERO);
        }
        out.pack_mantissa(man & if neg { Self::MASK } else { Self::POS_MASK });
        // in range: check_limits passed
        out.0[N - 1] = exp as u8;
        Ok(out)
    }

    /// The value of an integer (`from_int`): no rounding, bits below the mantissa are cut off.
    pub fn from_i128(v: i128) -> Result<Self, NumError> {
        if v == 0 {
            return Ok(Self::ZERO);
        }
        let (man, exp) =
            Self::bring_to_range(v.unsigned_abs(), Self::BIAS, Self::POS_MASK, Self::MASK);
        Self::pack(man, exp, v < 0)
    }

    /// The magnitude shifted to an integer with 8 fraction bits (`_to_int_den`); `None`
    /// when it is too large to matter (far beyond any integer conversion's range).
    fn int_den(self) -> Option<(u128, bool)> {
        let d = self.den();
        let exp = d.exp - Self::BIAS;
        if exp > 40 {
            None
        } else if exp > 0 {
            Some((d.man << exp, d.neg))
        } else {
            Some((shr(d.man, -exp), d.neg))
        }
    }

    /// Rounds to an integer, halves away from zero (`to_int`); `None` when far out of any
    /// integer range.
    pub fn to_int_round(self) -> Option<i128> {
        let (mut man, neg) = self.int_den()?;
        if man & 0x80 != 0 {
            man += 0x80;
        }
        let v = (man >> 8) as i128;
        Some(if neg { -v } else { v })
    }

    /// Truncates toward zero to an integer (`to_int_truncate`); `None` when far out of range.
    pub fn to_int_trunc(self) -> Option<i128> {
        let (man, neg) = self.int_den()?;
        let v = (man >> 8) as i128;
        Some(if neg { -v } else { v })
    }

    /// The mantissa with its hidden bit, signed, exponent ignored (`mantissa`): `RND(-x)`
    /// seeds with it.
    pub fn mantissa(self) -> i64 {
        let d = self.den();
        let m = (d.man >> 8) as i64;
        if d.neg {
            -m
        } else {
            m
        }
    }

    /// `FIX` (`itrunc`). A value of 2^MAN_BITS or more is already whole and keeps its bytes;
    /// so does one of exponent 0 (`$INT`/`$DINT` return at once for it, whatever its
    /// mantissa bytes hold).
    pub fn trunc(self) -> Self {
        if i64::from(self.0[N - 1]) >= Self::BIAS || self.0[N - 1] == 0 {
            return self;
        }
        match self.to_int_trunc().map(Self::from_i128) {
            Some(Ok(v)) => v,
            // not reached: below 2^MAN_BITS the truncated value fits
            _ => self,
        }
    }

    /// `INT` (`ifloor`): truncate, then one less for a negative value that had a fraction.
    pub fn floor(self) -> Self {
        let t = self.trunc();
        if self.is_negative() && !t.float_eq(self) {
            // one less than a value below 2^MAN_BITS in magnitude cannot overflow
            t.try_sub(Self::one()).unwrap_or(t)
        } else {
            t
        }
    }

    /// Equality (`eq`): all zeros are equal, otherwise the bytes must match.
    pub fn float_eq(self, rhs: Self) -> bool {
        if self.is_zero() {
            rhs.is_zero()
        } else {
            self.0 == rhs.0
        }
    }

    /// Magnitudes compared byte by byte from the exponent down (`_abs_gt`), for two values of
    /// the same sign.
    fn abs_gt(self, rhs: Self) -> bool {
        if self.is_zero() {
            return false;
        }
        let mut r = rhs.0;
        r[N - 2] &= self.0[N - 2] | 0x7f;
        for i in (0..N).rev() {
            if self.0[i] != r[i] {
                return self.0[i] > r[i];
            }
        }
        false
    }

    /// `self > rhs` (`gt`).
    pub fn float_gt(self, rhs: Self) -> bool {
        let rneg = rhs.is_negative();
        if self.is_zero() {
            return rneg && !rhs.is_zero();
        }
        let neg = self.is_negative();
        if neg != rneg {
            return !neg;
        }
        if neg {
            rhs.abs_gt(self)
        } else {
            self.abs_gt(rhs)
        }
    }

    /// The value as a host float, for tests and `Debug` only (`to_value`).
    pub fn to_f64(self) -> f64 {
        if self.is_zero() {
            return 0.0;
        }
        let exp = i32::from(self.0[N - 1]) - Self::BIAS as i32;
        let stored = self.stored_mantissa();
        let man = (stored | (1 << (Self::MAN_BITS - 1))) as f64;
        let v = man * 2f64.powi(exp);
        if self.is_negative() {
            -v
        } else {
            v
        }
    }
}

impl Mbf32 {
    /// A 16-bit integer, exactly: what [`Mbf::from_i128`] gives for it (tested on every
    /// value), without the general shifting. GW's integer literals (`K+1`) and `%`
    /// variables meet singles through this on nearly every operation.
    pub fn from_i16(v: i16) -> Self {
        Mbf(single_word(v).to_le_bytes())
    }
}

impl Mbf64 {
    /// Widens a single (`from_single`): its bytes become the top four, the rest zero.
    pub fn from_single(s: Mbf32) -> Self {
        let mut b = [0; 8];
        b[4..].copy_from_slice(&s.0);
        Mbf(b)
    }

    /// Rounds to a single (`to_single`): the next lower byte is the carry byte, rounded half
    /// to even; the three bytes below it are ignored. The double maximum overflows.
    pub fn to_single(self) -> Result<Mbf32, NumError> {
        let mut top = [0; 4];
        top.copy_from_slice(&self.0[4..]);
        let mut d = Mbf(top).den();
        d.man += u128::from(self.0[3]);
        Mbf32::normalise(d)
    }
}

impl<const N: usize> std::fmt::Debug for Mbf<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Mbf[")?;
        for b in self.0 {
            write!(f, "{b:02x}")?;
        }
        write!(f, " {}]", self.to_f64())
    }
}

/// A 16-bit integer as a single's four bytes read as one little-endian word: exactly
/// [`Mbf::from_i128`](super::Mbf) for it (`tests/fastpath.rs` checks all 65,536).
pub(super) const fn single_word(v: i16) -> u32 {
    crate::num::mbf32_word::whole_word(v as i32)
}
