//! The number core of Commodore BASIC V2 (C64 ROM, 6502): 40-bit Microsoft Binary Format,
//! computed routine by routine as the ROM computes it, rounding byte included.
//!
//! # Byte layout
//!
//! A number in memory (a variable, a ROM constant) is five bytes:
//!
//! ```text
//!  byte 0      byte 1            byte 2     byte 3     byte 4
//! +----------+-+-------------+----------+----------+----------+
//! | exponent |S| mantissa    | mantissa | mantissa | mantissa |
//! | bias 128 | | bits 30..24 | 23..16   | 15..8    | 7..0     |
//! +----------+-+-------------+----------+----------+----------+
//! ```
//!
//! The value is `0.1mmm...m (binary) * 2^(exponent-128)`: the mantissa's top bit is a hidden
//! 1 whose place holds the sign `S`. Exponent 0 means zero, whatever the other bytes hold.
//! One is `81 00 00 00 00`, ten is `84 20 00 00 00`, -0.5 is `80 80 00 00 00`.
//!
//! The floating accumulator FAC, where the ROM computes, holds the same number unpacked:
//! exponent, a separate sign byte, the four mantissa bytes with the hidden bit made real, and
//! a fifth "rounding" byte FACOV (`FACEXTENSION` in the msbasic source) that catches the bits
//! shifted out on the right. [`Mbf40`] is that FAC image. The rounding byte survives from one
//! operation to the next: the right-hand operand of `+ - * / ^` and of a comparison, and the
//! argument of a function, are used with it, while the left-hand operand was rounded
//! (ROUND_FAC) when the expression evaluator pushed it, and a value stored into a variable is
//! rounded ([`Number::to_kind`]). `PRINT` formats the FAC with its rounding byte.
//!
//! # Quirks kept on purpose
//!
//! - FMULT: a zero byte of the FAC's mantissa that follows another zero byte shifts the
//!   partial product one bit too far (SHIFT_RIGHT entered with the carry clear). `2^30` prints
//!   `1.07374182E+09` because of it (`s000019_numfmt`).
//! - FADD with equal exponents and equal signs adds one to the rounding byte (carry left set
//!   by the exponent compare).
//! - NORMALIZE gives up after four byte shifts: a difference left only in the rounding byte
//!   is zero.
//! - FMULT and FDIV check the exponent before normalizing: results down to a quarter of the
//!   largest value overflow; FDIV rounds the divisor first.
//! - FCOMP counts the rounding byte only as a borrow into the last mantissa byte.
//! - FIN (text to number) is not exact: it rounds after every digit and every power of ten,
//!   so printed text does not always read back to the same bits.
//!
//! # Sources
//!
//! - Commodore's own source of C64 BASIC V2: `mist64/cbmsrc`, `BASIC_C64/` (the RND
//!   routine and its constants `rmulc`/`raddc`, the EXP tail, POLY, INITAT with the seed).
//! - Michael Steil's reconstructed Microsoft 6502 BASIC source, `mist64/msbasic`: `float.s`
//!   (FADD, NORMALIZE, FMULT, FDIV, ROUND, FCOMP, QINT, INT, FIN, FOUT, SQR/FPWRT, EXP, LOG,
//!   POLYNOMIAL), `trig.s` (SIN COS TAN ATN), `rnd.s`, `eval.s` (operand stacking, RELOPS,
//!   AND/OR via AYINT), configuration `CBM2` (`CONFIG_2A`, `CONFIG_CBM_ALL`), which is the C64's.
//! - The recorded outputs in `../shared/conformance/c64/generated/` (oracle: cbmbasic, the
//!   C64 ROM recompiled to C) decide where a reading of the sources was in doubt.
//!
//! Only this module knows the layout; callers use the [`Number`] methods.

mod arith;
mod func;
#[cfg(test)]
mod reference;
mod rnd;
mod sum;
mod text;
mod whole;

#[cfg(test)]
mod test_operands;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_sum;
#[cfg(test)]
mod tests_whole;

use std::cmp::Ordering;

use super::{NumError, NumKind, Number, ParseContext, Parsed};

pub use rnd::C64Rnd;

/// A Commodore BASIC V2 number: the FAC image (exponent, sign, 32-bit mantissa with its top
/// bit set unless the value is zero, and the rounding byte).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Mbf40 {
    /// Biased exponent; 0 means the value is zero.
    exp: u8,
    /// Sign (FACSIGN bit 7).
    neg: bool,
    /// Mantissa, hidden bit included (FAC+1..FAC+4).
    mant: u32,
    /// The rounding byte FACOV: bits 33..40 of the mantissa.
    ext: u8,
}

/// Zero as ZERO_FAC leaves it (exponent and sign cleared).
const ZERO: Mbf40 = Mbf40 {
    exp: 0,
    neg: false,
    mant: 0,
    ext: 0,
};

impl Mbf40 {
    /// [`Number::to_kind`] in full: ROUND_FAC, then AYINT for an integer variable.
    #[inline(never)]
    fn to_kind_rounding(self, kind: NumKind) -> Result<Self, NumError> {
        let rounded = arith::round(self)?;
        match kind {
            NumKind::Integer => Ok(arith::from_i32(i32::from(arith::ayint(rounded)?))),
            NumKind::Single | NumKind::Double => Ok(rounded),
        }
    }

    /// [`Number::add`] in full: ROUND_FAC on the left operand, then FADDT.
    #[inline(never)]
    fn add_rounding(self, rhs: Self) -> Result<Self, NumError> {
        arith::fadd(arith::round(self)?, rhs)
    }

    /// [`Number::add`] past its inlined case: FADD's common case ([`sum::add`]), else the
    /// general routine.
    #[inline(never)]
    fn add_rest(self, rhs: Self) -> Result<Self, NumError> {
        if let Some(sum) = sum::add_left(self, rhs, rhs.neg) {
            return Ok(sum);
        }
        match sum::add(self, rhs) {
            Some(sum) => Ok(sum),
            None => self.add_rounding(rhs),
        }
    }

    /// [`Number::sub`] past its inlined case, as [`Mbf40::add_rest`].
    #[inline(never)]
    fn sub_rest(self, rhs: Self) -> Result<Self, NumError> {
        if let Some(difference) = sum::add_left(self, rhs, !rhs.neg) {
            return Ok(difference);
        }
        match sum::sub(self, rhs) {
            Some(difference) => Ok(difference),
            None => self.sub_rounding(rhs),
        }
    }

    /// [`Number::sub`] in full: ROUND_FAC on the left operand, then FSUBT.
    #[inline(never)]
    fn sub_rounding(self, rhs: Self) -> Result<Self, NumError> {
        arith::fsub(arith::round(self)?, rhs)
    }

    /// [`Number::mul`] in full: ROUND_FAC on the left operand, then FMULTT.
    #[inline(never)]
    fn mul_rounding(self, rhs: Self) -> Result<Self, NumError> {
        arith::fmult(arith::round(self)?, rhs)
    }

    /// [`Number::div`] in full: ROUND_FAC on the left operand, then FDIVT.
    #[inline(never)]
    fn div_rounding(self, rhs: Self) -> Result<Self, NumError> {
        let lhs = arith::round(self)?;
        arith::fdiv(lhs, rhs, lhs.neg != rhs.neg)
    }

    /// [`Number::compare`] in full: ROUND_FAC on the left operand, then FCOMP.
    #[inline(never)]
    fn compare_rounding(self, rhs: Self) -> Ordering {
        let lhs = arith::round(self).unwrap_or(self);
        // FCOMP answers how the FAC (rhs) stands to memory (lhs).
        match arith::fcomp(lhs, rhs) {
            1 => Ordering::Less,
            0 => Ordering::Equal,
            _ => Ordering::Greater,
        }
    }

    /// Unpacks five bytes of memory (LOAD_FAC_FROM_YA / LOAD_ARG_FROM_YA): no rounding byte.
    const fn unpack(b: [u8; 5]) -> Mbf40 {
        if b[0] == 0 {
            return ZERO;
        }
        Mbf40 {
            exp: b[0],
            neg: b[1] & 0x80 != 0,
            mant: u32::from_be_bytes([b[1] | 0x80, b[2], b[3], b[4]]),
            ext: 0,
        }
    }

    /// The five bytes the value occupies in memory, rounding byte dropped (not rounded).
    pub fn to_bytes(self) -> [u8; 5] {
        let m = self.mant.to_be_bytes();
        let sign = if self.neg { 0x80 } else { 0 };
        [self.exp, (m[0] & 0x7F) | sign, m[1], m[2], m[3]]
    }

    /// The value stored at five bytes of memory.
    pub fn from_bytes(b: [u8; 5]) -> Mbf40 {
        Mbf40::unpack(b)
    }

    /// Mantissa and rounding byte as one 40-bit number.
    fn m40(self) -> u64 {
        (u64::from(self.mant) << 8) | u64::from(self.ext)
    }

    /// The value of exponent `exp`, sign `neg` and the 40 bits of mantissa and rounding
    /// byte `m` ([`Mbf40::m40`]'s form; bits above 40 are dropped).
    #[inline(always)]
    fn of_m40(exp: u8, neg: bool, m: u64) -> Mbf40 {
        Mbf40 {
            exp,
            neg,
            mant: (m >> 8) as u32,
            ext: m as u8,
        }
    }

    /// The value with its sign set as given (NEGOP leaves zero alone).
    fn with_sign(self, neg: bool) -> Mbf40 {
        if self.exp == 0 {
            ZERO
        } else {
            Mbf40 { neg, ..self }
        }
    }
}

impl Number for Mbf40 {
    /// Exact: GIVAYF/FLOAT place the integer in the mantissa and normalize.
    fn from_i32(v: i32) -> Self {
        arith::from_i32(v)
    }

    /// `FF 7F FF FF FF` (1.70141183E+38); the C64 never goes on after an overflow.
    fn max_value(negative: bool) -> Self {
        Mbf40 {
            exp: 0xFF,
            neg: negative,
            mant: 0xFFFF_FFFF,
            ext: 0,
        }
    }

    fn kind(self) -> NumKind {
        NumKind::Single
    }

    /// LET: a float variable receives the value rounded (STORE_FAC_AT_YX_ROUNDED); an
    /// integer variable receives ROUND_FAC then AYINT, which floors (`X%=-7.5` is -8) and
    /// gives `?ILLEGAL QUANTITY` outside -32768..32767.
    /// Inlined with ROUND_FAC's common case, a rounding byte that rounds down (every number
    /// read from a variable or an element has 0 there): dropping the byte is all that is
    /// left to do, and the call cost more than that (callgrind, c64 BM7: 23 instructions a
    /// store). Same bits as [`arith::round`]. Always inlined: with the hint alone the
    /// element store and LET still called it (callgrind, c64 BM7, session 7).
    #[inline(always)]
    fn to_kind(self, kind: NumKind) -> Result<Self, NumError> {
        // A zero is ZERO (rounding byte clear), so the test on the byte covers it too.
        if kind != NumKind::Integer && self.ext < 0x80 {
            return Ok(Mbf40 { ext: 0, ..self });
        }
        self.to_kind_rounding(kind)
    }

    /// NEGOP: flips the sign of a non-zero FAC, rounding byte kept.
    fn neg(self) -> Result<Self, NumError> {
        Ok(self.with_sign(!self.neg))
    }

    /// FADDT with the left operand rounded as the evaluator stacked it. Two whole numbers
    /// (a clear rounding byte rounds to itself) take the exact integer sum ([`whole::add`]);
    /// inlined with that shortcut, the rest called with the operands as they came
    /// ([`Mbf40::add_rest`]).
    #[inline]
    fn add(self, rhs: Self) -> Result<Self, NumError> {
        match whole::add(self, rhs) {
            Some(sum) => Ok(sum),
            None => self.add_rest(rhs),
        }
    }

    /// FSUBT: ARG - FAC; whole numbers as in [`Number::add`].
    #[inline]
    fn sub(self, rhs: Self) -> Result<Self, NumError> {
        match whole::sub(self, rhs) {
            Some(difference) => Ok(difference),
            None => self.sub_rest(rhs),
        }
    }

    /// FMULTT; a multiplier of one mantissa byte is one host multiplication
    /// ([`whole::mul_short`]), and so is a product of whole numbers ([`whole::mul`]).
    #[inline]
    fn mul(self, rhs: Self) -> Result<Self, NumError> {
        if let Some(product) = whole::mul_short(self, rhs) {
            return Ok(product);
        }
        match whole::mul(self, rhs) {
            Some(product) => Ok(product),
            None => self.mul_rounding(rhs),
        }
    }

    /// FDIVT (`?DIVISION BY ZERO` when the divisor is zero); a power-of-two divisor is an
    /// exponent change ([`whole::div_pow2`]).
    #[inline]
    fn div(self, rhs: Self) -> Result<Self, NumError> {
        match whole::div_pow2(self, rhs) {
            Some(quotient) => Ok(quotient),
            None => self.div_rounding(rhs),
        }
    }

    /// FPWRT: `EXP(LOG(x)*y)` with the ROM's handling of zero and negative bases.
    fn pow(self, rhs: Self) -> Result<Self, NumError> {
        func::fpwrt(arith::round(self)?, rhs)
    }

    /// RELOPS: FCOMP of the FAC (right operand, rounding byte considered) against the stacked
    /// left operand. Two positive operands (or zeros) whose rounding bytes round down and
    /// borrow nothing compare as integers ([`whole::compare_positive`]), inlined; the rest
    /// is called.
    #[inline]
    fn compare(self, rhs: Self) -> Ordering {
        match whole::compare_positive(self, rhs) {
            Some(order) => order,
            None => self.compare_rounding(rhs),
        }
    }

    /// QINT: the floor as a 32-bit integer; the ROM's callers check narrower ranges.
    /// Inlined: an array subscript (`M(L)=A`) converts through it on every access, and the
    /// call cost as much as the conversion (callgrind, c64 BM7). A positive value is its
    /// mantissa shifted down to the units ([`whole::qint_positive`]).
    #[inline(always)]
    fn to_i32(self) -> Result<i32, NumError> {
        if self.exp >= 0xA0 {
            return Err(NumError::IllegalQuantity);
        }
        if !self.neg {
            return Ok(whole::qint_positive(self) as i32);
        }
        // Two's complement bits of the floor, as QINT leaves them in FAC+1..FAC+4.
        Ok(arith::qint(self) as i32)
    }
    /// SIGN.
    fn sign(self) -> i32 {
        arith::sign(self)
    }

    /// AYINT as AND, OR and NOT use it: floors, `?ILLEGAL QUANTITY` outside -32768..32767.
    fn to_i16(self) -> Result<i16, NumError> {
        arith::ayint(self)
    }

    /// INT: QINT and refloat; values of 2^31 and more come back untouched.
    fn int(self) -> Self {
        arith::int(self).0
    }

    /// The C64 has no FIX; truncation is `SGN(X)*INT(ABS(X))`, as programs write it.
    fn fix(self) -> Self {
        let truncated = arith::int(self.with_sign(false)).0;
        truncated.with_sign(self.neg)
    }

    /// ABS: clears the sign (LSR FACSIGN), rounding byte kept.
    fn abs(self) -> Self {
        self.with_sign(false)
    }

    fn sqr(self) -> Result<Self, NumError> {
        func::sqr(self)
    }

    fn exp(self) -> Result<Self, NumError> {
        func::exp(self)
    }

    fn log(self) -> Result<Self, NumError> {
        func::log(self)
    }

    fn sin(self) -> Result<Self, NumError> {
        func::sin(self)
    }

    fn cos(self) -> Result<Self, NumError> {
        func::cos(self)
    }

    fn tan(self) -> Result<Self, NumError> {
        func::tan(self)
    }

    fn atn(self) -> Result<Self, NumError> {
        func::atn(self)
    }

    /// FIN: spaces anywhere are skipped (CHRGET), no `&H`, overflow is `?OVERFLOW`.
    fn parse(text: &[u8], ctx: ParseContext) -> Option<Parsed<Self>> {
        text::parse(text, ctx)
    }

    /// FOUT: nine significant digits, fixed notation from 1E-02 up to 999999999.
    fn format(self) -> String {
        text::format(self)
    }

    fn to_f64(self) -> f64 {
        if self.exp == 0 {
            return 0.0;
        }
        let v = self.m40() as f64 * 2f64.powi(i32::from(self.exp) - 128 - 40);
        if self.neg {
            -v
        } else {
            v
        }
    }
}
