//! The number core of GW-BASIC 3.23 (the `gw` dialect):
//! 16-bit integers, MBF single and MBF double, with GW's type rules.
//!
//! ```text
//! Integer  %   2 bytes   two's complement, little-endian          -32768..32767
//! Single   !   4 bytes   m3 m2 m1 | exp                           7 digits
//! Double   #   8 bytes   m7 m6 m5 m4 m3 m2 m1 | exp               16 digits
//!
//!   m1 = s b b b b b b b   most significant mantissa byte; s = sign (0 = positive),
//!                          standing where the always-1 leading bit would be
//!   exp: biased by 128, value = 0.1bbb...b (binary) * 2^(exp-128); exp 0 means zero
//!   1.0 = 00 00 00 81 (single)   10.0 = 00 00 20 84   max = FF FF 7F FF (1.701412E+38)
//! ```
//!
//! Sources: PC-BASIC 2.0.8 `pcbasic/basic/values/numbers.py` (the byte layout above is
//! its header's; the arithmetic, the decimal conversions and their rounding quirks),
//! `values/values.py` (type promotion of each operator, functions, VAL) and
//! `values/randomiser.py` (RND), for what is not yet ported from Microsoft's GW-BASIC
//! source (MATH1.ASM, MATH2.ASM: the functions, single `+ - * /` and the PRINT digits are).
//! The recordings in `../shared/conformance/gw` are from the real GW-BASIC 3.23 (issue 24).
//!
//! Type rules (`values.py`): `+ - * /` and unary minus give at least a single (`A%+B%` is a
//! single, so integer sums never overflow), the result is double if either side is; `^`
//! always gives a single; `\`, `MOD`, `AND`... round their operands to integers (half away
//! from zero) and give an integer; comparisons promote like `+`.
//!
//! Files: `float.rs` (the MBF value and its working form), `arith.rs` (`+ - * /`, integer
//! powers), `decimal.rs` (decimal scaling, PRINT digits), `text.rs` (literal scanning and
//! VAL/INPUT conversion), `func.rs` (SQR..ATN and `^`, GW's own routines), `gwsingle.rs` (GW's single
//! `$FADDS`/`$FMULS`/`$SDIV`), `gwdouble.rs` (GW's double
//! `$FADDD`/`$FMULD`/`$DDIV`), `fout.rs` (GW's PRINT digits), `rnd.rs`,
//! `fault.rs` (the value GW goes on with after a warning), `single.rs` (`+ - * /`,
//! compare and to-integer of singles on host words), `word.rs` (how a [`GwNumber`] is held:
//! two whole words, with the enum [`Gw`] as its view).

mod arith;
mod decimal;
mod fault;
mod fin;
mod float;
mod fout;
mod func;
mod gwdouble;
mod gwsingle;
mod pufout;
mod rnd;
mod single;
mod text;
mod word;

#[cfg(test)]
mod tests;

use std::cmp::Ordering;

use super::{NumError, NumKind, Number, ParseContext, Parsed};
pub use crate::num::FaultOp;
use decimal::ReprError;
pub use float::{Mbf, Mbf32, Mbf64};
pub use rnd::GwRnd;
pub use word::{Gw, GwNumber};

impl Default for GwNumber {
    /// A single zero: the value of an unset variable of the default type.
    fn default() -> Self {
        GwNumber::single(Mbf32::ZERO)
    }
}

/// Two operands brought to a common float type.
enum FloatPair {
    Single(Mbf32, Mbf32),
    Double(Mbf64, Mbf64),
}

impl GwNumber {
    /// The value as a single (`$FS`): integers exactly, doubles rounded by `$CSD` (up when
    /// the next bit is set, real GW-BASIC 3.23's CSNG; the double maximum overflows).
    #[inline]
    pub fn to_single(self) -> Result<Mbf32, NumError> {
        match self.single_or_integer_word() {
            Some(w) => Ok(Mbf32::from_word(w)),
            None => match self.view() {
                Gw::Double(d) => fout::csd(d),
                // not reached: only a double has no single word
                _ => Ok(Mbf32::ZERO),
            },
        }
    }

    /// The value as a double (`to_double`): always exact.
    pub fn to_double(self) -> Mbf64 {
        match self.view() {
            // a 16-bit integer always fits
            Gw::Integer(i) => Mbf64::from_i128(i.into()).unwrap_or(Mbf64::ZERO),
            Gw::Single(s) => Mbf64::from_single(s),
            Gw::Double(d) => d,
        }
    }

    /// GW's conversion to a 16-bit integer (`to_integer`): round half away from zero;
    /// `Overflow` outside -32768..32767 (an error that stops the program).
    ///
    /// Always inlined (a subscript converts through it on every element access), with the
    /// double's case out of line.
    #[inline(always)]
    pub fn to_integer(self) -> Result<i16, NumError> {
        // a single first: one test of the tag for the usual subscript (GW's default type)
        if let Some(s) = self.as_single() {
            return s.round_i16().ok_or(NumError::Overflow);
        }
        match self.view() {
            Gw::Integer(i) => Ok(i),
            Gw::Single(s) => s.round_i16().ok_or(NumError::Overflow),
            Gw::Double(_) => self.double_to_integer(),
        }
    }

    /// [`Self::to_integer`] of a double.
    #[inline(never)]
    fn double_to_integer(self) -> Result<i16, NumError> {
        self.round_to_int()
            .and_then(|v| i16::try_from(v).ok())
            .ok_or(NumError::Overflow)
    }

    /// The 16 bits `HEX$`, `OCT$` and the like take (`to_integer(unsigned=True)`):
    /// -32768..65535 fit, negatives as two's complement.
    pub fn to_u16_bits(self) -> Result<u16, NumError> {
        let v = match self.view() {
            Gw::Integer(i) => return Ok(i as u16),
            _ => self.round_to_int().ok_or(NumError::Overflow)?,
        };
        if (-0x8000..=0xffff).contains(&v) {
            Ok(v as u16)
        } else {
            Err(NumError::Overflow)
        }
    }

    /// The value rounded half away from zero; `None` when far beyond any integer.
    fn round_to_int(self) -> Option<i128> {
        match self.view() {
            Gw::Integer(i) => Some(i.into()),
            Gw::Single(s) => s.to_int_round(),
            Gw::Double(d) => d.to_int_round(),
        }
    }

    /// The stored bytes (`MKI$`, `MKS$`, `MKD$`; RANDOMIZE reads them too).
    pub fn to_bytes(self) -> Vec<u8> {
        match self.view() {
            Gw::Integer(i) => i.to_le_bytes().to_vec(),
            Gw::Single(s) => s.to_bytes().to_vec(),
            Gw::Double(d) => d.to_bytes().to_vec(),
        }
    }

    /// A value from stored bytes (`CVI`, `CVS`, `CVD`): 2, 4 or 8 of them; `None` otherwise.
    pub fn from_bytes(bytes: &[u8]) -> Option<GwNumber> {
        match bytes.len() {
            2 => Some(GwNumber::integer(i16::from_le_bytes([bytes[0], bytes[1]]))),
            4 => {
                let mut b = [0; 4];
                b.copy_from_slice(bytes);
                Some(GwNumber::single(Mbf32::from_bytes(b)))
            }
            8 => {
                let mut b = [0; 8];
                b.copy_from_slice(bytes);
                Some(GwNumber::double(Mbf64::from_bytes(b)))
            }
            _ => None,
        }
    }

    /// Brings both sides of `+ - * /` to one float type (`match_types` after `to_float`):
    /// double if either is, else single.
    #[inline]
    fn float_pair(self, rhs: GwNumber) -> Result<FloatPair, NumError> {
        if self.is_double() || rhs.is_double() {
            Ok(FloatPair::Double(self.to_double(), rhs.to_double()))
        } else {
            Ok(FloatPair::Single(self.to_single()?, rhs.to_single()?))
        }
    }

    /// Both sides as singles when neither is a double: the pair [`Self::float_pair`] makes
    /// then (an integer converts exactly; it carries its single form, see `word.rs`),
    /// without its double test and error path. GW's integer literals (`K/2*3+4-5`) meet
    /// singles here on nearly every operation.
    #[inline(always)]
    fn singles(self, rhs: GwNumber) -> Option<(Mbf32, Mbf32)> {
        self.single_or_integer_words(rhs)
            .map(|(a, b)| (Mbf32::from_word(a), Mbf32::from_word(b)))
    }

    /// Applies a single or double operation to the pair. Inlined, so that the operation is
    /// a direct call.
    #[inline]
    fn float_op(
        self,
        rhs: GwNumber,
        single: fn(Mbf32, Mbf32) -> Result<Mbf32, NumError>,
        double: fn(Mbf64, Mbf64) -> Result<Mbf64, NumError>,
    ) -> Result<GwNumber, NumError> {
        match self.float_pair(rhs)? {
            FloatPair::Single(a, b) => single(a, b).map(GwNumber::single),
            FloatPair::Double(a, b) => double(a, b).map(GwNumber::double),
        }
    }

    /// Applies a host-computed function to the argument made single (`_call_float_function`).
    fn call(self, f: fn(Mbf32) -> Result<Mbf32, NumError>) -> Result<GwNumber, NumError> {
        f(self.to_single()?).map(GwNumber::single)
    }

    /// Both operands of `\` and `MOD` as integers; `DivisionByZero` for a zero divisor
    /// (GW warns and goes on with the single maximum, signed as the dividend).
    fn int_pair(self, rhs: GwNumber) -> Result<(i32, i32), NumError> {
        let a = i32::from(self.to_integer()?);
        let b = i32::from(rhs.to_integer()?);
        if b == 0 {
            return Err(NumError::DivisionByZero);
        }
        Ok((a, b))
    }

    /// [`Number::compare`] of a pair with a double (the rest compare as singles).
    #[inline(never)]
    fn compare_mixed(self, rhs: GwNumber) -> Ordering {
        let by = |eq: bool, gt: bool| {
            if eq {
                Ordering::Equal
            } else if gt {
                Ordering::Greater
            } else {
                Ordering::Less
            }
        };
        match (self.view(), rhs.view()) {
            (Gw::Integer(a), Gw::Integer(b)) => a.cmp(&b),
            (Gw::Double(_), _) | (_, Gw::Double(_)) => {
                let (a, b) = (self.to_double(), rhs.to_double());
                by(a.float_eq(b), a.float_gt(b))
            }
            _ => match (self.to_single(), rhs.to_single()) {
                (Ok(a), Ok(b)) => a.compare_single(b),
                // not reached: neither side is a double here
                _ => Ordering::Equal,
            },
        }
    }
}

/// An integer result of `\` or `MOD`; the one quotient beyond 16 bits, `-32768 \ -1`,
/// is the single 32768 (MATH1.ASM `IDIV` floats the dividend and negates it).
fn integer(v: i32) -> GwNumber {
    int_or_single(v)
}

/// A sum, difference or quotient of integers: an integer when it fits 16 bits, else the
/// single of it (exact: it is at most 17 bits).
#[inline(always)]
fn int_or_single(v: i32) -> GwNumber {
    match i16::try_from(v) {
        Ok(i) => GwNumber::integer(i),
        Err(_) => GwNumber::single(single_of(v)),
    }
}

/// The single of an integer of at most 24 bits, exactly.
fn single_of(v: i32) -> Mbf32 {
    Mbf32::from_i128(v.into()).unwrap_or(Mbf32::ZERO)
}

impl Number for GwNumber {
    /// MATH2.ASM `$PUFOT`, ported in `pufout.rs`.
    fn print_using(self, flags: u8, left: u8, right: u8) -> Vec<u8> {
        pufout::pufout(self, flags, left, right)
    }

    fn to_bytes(self) -> Option<Vec<u8>> {
        Some(GwNumber::to_bytes(self))
    }

    fn from_bytes(bytes: &[u8]) -> Option<Self> {
        GwNumber::from_bytes(bytes)
    }

    /// PC-BASIC's value after a warning: see [`GwNumber::fault_value`] in `fault.rs`.
    fn fault_value(op: FaultOp, lhs: Self, rhs: Self) -> Self {
        GwNumber::fault_value(op, lhs, rhs)
    }

    /// An integer when it fits 16 bits, else a single, else a double: always exact.
    fn from_i32(v: i32) -> Self {
        if let Ok(i) = i16::try_from(v) {
            GwNumber::integer(i)
        } else if v.unsigned_abs() < 1 << 24 {
            // fits the 24-bit mantissa
            GwNumber::single(Mbf32::from_i128(v.into()).unwrap_or(Mbf32::ZERO))
        } else {
            GwNumber::double(Mbf64::from_i128(v.into()).unwrap_or(Mbf64::ZERO))
        }
    }

    /// The single maximum `1.701412E+38`. (After an overflow in double arithmetic GW goes
    /// on with the double maximum, `Mbf64::max`.)
    fn max_value(negative: bool) -> Self {
        GwNumber::single(Mbf32::max(negative))
    }

    #[inline(always)]
    fn kind(self) -> NumKind {
        self.num_kind()
    }

    /// `CINT`/`A%=`: round half away from zero, `Overflow` out of range; `CSNG`/`A!=`:
    /// round half to even on the next byte; `CDBL`/`A#=`: exact. A number already of the
    /// kind is itself (each conversion below gives it back unchanged), the usual case of a
    /// store into a variable, tested first.
    #[inline(always)]
    fn to_kind(self, kind: NumKind) -> Result<Self, NumError> {
        if self.is_kind(kind) {
            return Ok(self);
        }
        match kind {
            NumKind::Integer => self.to_integer().map(GwNumber::integer),
            NumKind::Single => self.to_single().map(GwNumber::single),
            NumKind::Double => Ok(GwNumber::double(self.to_double())),
        }
    }

    /// The sign bit, a negated float zero's too (MATH1.ASM `$NEG` flips it whatever the
    /// value: the real GW-BASIC 3.23 draws CIRCLE's line to the centre for an angle of
    /// `-0.0`, `-0!`, `-A` with A 0, not for the integer `-0`).
    fn sign_bit(self) -> bool {
        match self.view() {
            Gw::Integer(i) => i < 0,
            Gw::Single(s) => s.is_negative(),
            Gw::Double(d) => d.is_negative(),
        }
    }

    /// Unary minus: an integer stays an integer (`-3075` is the integer RANDOMIZE reads
    /// as two bytes), except -32768, which becomes the single 32768 (MATH1.ASM `$INEG`);
    /// a float flips its sign bit.
    fn neg(self) -> Result<Self, NumError> {
        Ok(match self.view() {
            Gw::Integer(i) => match i.checked_neg() {
                Some(n) => GwNumber::integer(n),
                None => GwNumber::single(Mbf32::from_i128(32768).unwrap_or(Mbf32::ZERO)),
            },
            Gw::Single(s) => GwNumber::single(s.negate()),
            Gw::Double(d) => GwNumber::double(d.negate()),
        })
    }

    // Each of `+ - * /` goes straight to the single operation when neither side is a double
    // (singles are the default type, integers the literals, so nearly always): what
    // `float_op` would do, without its general conversions and calls through pointers.
    // Always inlined, down to the single routine: called, each returned its `Result`
    // through memory in pieces that the caller read back whole, a store-forwarding stall
    // that perf put at a third of the evaluator's operator time (gw strings).

    /// Two integers add in 16 bits (MATH1.ASM `IADD`); a sum beyond them is the two
    /// made singles and added by `$FADDS`, exactly.
    #[inline(always)]
    fn add(self, rhs: Self) -> Result<Self, NumError> {
        if let Some((a, b)) = self.integers(rhs) {
            return Ok(int_or_single(i32::from(a) + i32::from(b)));
        }
        if let Some((a, b)) = self.singles(rhs) {
            return a.add_single(b).map(GwNumber::single);
        }
        self.float_op(rhs, Mbf32::add_single, gwdouble::add)
    }

    /// Two integers subtract in 16 bits (MATH1.ASM `ISUB`: the subtrahend negated, then
    /// `IADD`), except that a subtrahend of -32768 is subtracted in single precision and
    /// the difference forced back to an integer (`$FI`): `-1-&H8000` is the integer 32767,
    /// `0-&H8000` `Overflow`, an error that stops the program (real GW-BASIC 3.23).
    #[inline(always)]
    fn sub(self, rhs: Self) -> Result<Self, NumError> {
        if let Some((a, b)) = self.integers(rhs) {
            let d = i32::from(a) - i32::from(b);
            if b == i16::MIN {
                return i16::try_from(d)
                    .map(GwNumber::integer)
                    .map_err(|_| NumError::Overflow);
            }
            return Ok(int_or_single(d));
        }
        if let Some((a, b)) = self.singles(rhs) {
            return a.sub_single(b).map(GwNumber::single);
        }
        self.float_op(rhs, Mbf32::sub_single, gwdouble::sub)
    }

    /// Two integers multiply in 16 bits (MATH1.ASM `IMULT`); a product beyond them is the
    /// two made singles and multiplied by `$FMULS` (rounded to the single's 24 bits).
    #[inline(always)]
    fn mul(self, rhs: Self) -> Result<Self, NumError> {
        if let Some((a, b)) = self.integers(rhs) {
            if let Some(p) = a.checked_mul(b) {
                return Ok(GwNumber::integer(p));
            }
        }
        if let Some((a, b)) = self.singles(rhs) {
            return a.mul_single(b).map(GwNumber::single);
        }
        self.float_op(rhs, Mbf32::mul_single, gwdouble::mul)
    }

    /// `DivisionByZero`: GW goes on with the maximum of the result type, signed as `self`.
    #[inline(always)]
    fn div(self, rhs: Self) -> Result<Self, NumError> {
        if let Some((a, b)) = self.singles(rhs) {
            return a.div_single(b).map(GwNumber::single);
        }
        self.float_op(rhs, Mbf32::div_single, gwdouble::div)
    }

    /// Always single: GWEVAL.ASM coerces both sides to single (`FPWRQ`) and calls
    /// `$FPWR` (see `func.rs`), whatever their types.
    fn pow(self, rhs: Self) -> Result<Self, NumError> {
        func::pow(self.to_single()?, rhs.to_single()?).map(GwNumber::single)
    }

    /// Truncating division of the operands rounded to integers (`7.6\2` is 4).
    fn int_div(self, rhs: Self) -> Result<Self, NumError> {
        let (a, b) = self.int_pair(rhs)?;
        Ok(integer(a / b))
    }

    /// Remainder with the dividend's sign, of the operands rounded to integers. Equal
    /// operands give 0 before the divisor is looked at (MATH1.ASM `IMOD` compares them
    /// first), so `0 MOD 0` is 0, not `Division by zero`.
    fn modulo(self, rhs: Self) -> Result<Self, NumError> {
        if self.to_integer()? == rhs.to_integer()? {
            return Ok(GwNumber::integer(0));
        }
        let (a, b) = self.int_pair(rhs)?;
        Ok(integer(a % b))
    }

    /// Compares after promotion to the wider type (`match_types`, `eq`, `gt`). A pair of
    /// singles and integers, the usual case (`IF K<N`, NEXT's limit test), is compared
    /// inline as two singles, a pair with a double out of line.
    ///
    /// Integers compare as their singles: every 16-bit integer is one exactly, and the
    /// single comparison orders exact values, so two integers come out as `a.cmp(&b)`.
    #[inline(always)]
    fn compare(self, rhs: Self) -> Ordering {
        if let Some((a, b)) = self.singles(rhs) {
            return a.compare_single(b);
        }
        self.compare_mixed(rhs)
    }

    /// From the single word for an integer or a single (the same sign), else the double's.
    #[inline]
    fn sign(self) -> i32 {
        self.signum()
    }

    /// Rounds half away from zero. Out of range GW stops with `Overflow` (not `Illegal
    /// function call`): `../shared/conformance/gw/generated/s000038_error` (`40000 AND 1`).
    #[inline(always)]
    fn to_i16(self) -> Result<i16, NumError> {
        self.to_integer()
    }

    /// Rounds half away from zero; `Overflow` beyond `i32`. GW itself converts function
    /// arguments with `to_integer` (`Overflow` outside -32768..32767, 65535 for `HEX$`),
    /// so callers check their own range.
    fn to_i32(self) -> Result<i32, NumError> {
        self.round_to_int()
            .and_then(|v| i32::try_from(v).ok())
            .ok_or(NumError::Overflow)
    }

    fn int(self) -> Self {
        match self.view() {
            Gw::Integer(_) => self,
            Gw::Single(s) => GwNumber::single(s.floor()),
            Gw::Double(d) => GwNumber::double(d.floor()),
        }
    }

    /// MATH1.ASM `FIXER`: a negative value (sign bit set, exponent not 0) is negated, made
    /// whole by `$VINT` and negated back, so a negative fraction gives a zero with its sign
    /// bit set (`MKS$(FIX(-.5))` ends 00 80 00).
    fn fix(self) -> Self {
        fn fixer<const N: usize>(v: float::Mbf<N>) -> float::Mbf<N> {
            if v.is_negative() && !v.is_zero() {
                v.negate().trunc().negate()
            } else {
                v.trunc()
            }
        }
        match self.view() {
            Gw::Integer(_) => self,
            Gw::Single(s) => GwNumber::single(fixer(s)),
            Gw::Double(d) => GwNumber::double(fixer(d)),
        }
    }

    /// Clears the sign bit; an integer stays an integer, -32768 becoming the single 32768
    /// (MATH1.ASM `$VABS`/`$IABS`, which negates through `$INEG`).
    fn abs(self) -> Self {
        match self.view() {
            Gw::Integer(i) => int_or_single(i32::from(i).abs()),
            Gw::Single(s) => GwNumber::single(s.abs()),
            Gw::Double(d) => GwNumber::double(d.abs()),
        }
    }

    fn sqr(self) -> Result<Self, NumError> {
        self.call(func::sqr)
    }

    fn exp(self) -> Result<Self, NumError> {
        self.call(func::exp)
    }

    fn log(self) -> Result<Self, NumError> {
        self.call(func::log)
    }

    fn sin(self) -> Result<Self, NumError> {
        self.call(func::sin)
    }

    fn cos(self) -> Result<Self, NumError> {
        self.call(func::cos)
    }

    fn tan(self) -> Result<Self, NumError> {
        self.call(func::tan)
    }

    fn atn(self) -> Result<Self, NumError> {
        self.call(func::atn)
    }

    /// Program text and DATA: the literal scanner (`read_number`), then `from_repr`.
    /// VAL: the whole text, reading stops where the number does. INPUT: the whole text
    /// must be a number (`None` asks to redo). An overflowing text gives the type's
    /// maximum with `overflow` set (GW warns and goes on). Text GW rejects with `Illegal
    /// function call` (VAL of `&H` followed by a non-hex digit) gives `None`.
    fn parse(text: &[u8], ctx: ParseContext) -> Option<Parsed<Self>> {
        parse_as(text, ctx, false)
    }

    /// INPUT and READ into a double variable (`FINDBL`): decimal digits are gathered in
    /// double precision from the first (`.1` is .1, not the single .1 widened).
    fn parse_double(text: &[u8], ctx: ParseContext) -> Option<Parsed<Self>> {
        parse_as(text, ctx, true)
    }

    fn text_syntax_error(text: &[u8]) -> bool {
        text::octal_digit_error(text)
    }

    fn text_loses_pointer(text: &[u8]) -> bool {
        text::fine_loses_pointer(text)
    }

    fn format(self) -> String {
        match self.view() {
            Gw::Integer(i) if i < 0 => i.to_string(),
            Gw::Integer(i) => format!(" {i}"),
            Gw::Single(s) => s.format(),
            Gw::Double(d) => d.format(),
        }
    }

    fn to_f64(self) -> f64 {
        match self.view() {
            Gw::Integer(i) => f64::from(i),
            Gw::Single(s) => s.to_f64(),
            Gw::Double(d) => d.to_f64(),
        }
    }
}

/// `Number::parse` (`double` off) and `Number::parse_double` (on) for GW-BASIC's numbers.
fn parse_as(text: &[u8], ctx: ParseContext, double: bool) -> Option<Parsed<GwNumber>> {
    let (result, len) = match ctx {
        ParseContext::Program | ParseContext::Data => {
            let skip = text.iter().take_while(|c| b" \t\n".contains(c)).count();
            let (word, len) = text::scan_literal(&text[skip..]);
            if word.is_empty() && ctx == ParseContext::Program {
                return None;
            }
            (
                if double {
                    text::from_repr_double(&word)
                } else {
                    text::from_repr(&word, false)
                },
                skip + len,
            )
        }
        ParseContext::Val => (text::from_repr(text, true), text.len()),
        ParseContext::Input if double => (text::from_repr_double(text), text.len()),
        ParseContext::Input => (text::from_repr(text, false), text.len()),
    };
    match result {
        Ok(value) => Some(Parsed {
            value,
            len,
            overflow: false,
        }),
        Err(ReprError::SoftOverflow(value)) => Some(Parsed {
            value,
            len,
            overflow: true,
        }),
        Err(ReprError::Fatal(NumError::Overflow)) => Some(Parsed {
            value: GwNumber::integer(-1),
            len,
            overflow: true,
        }),
        Err(ReprError::Fatal(_)) => None,
    }
}
