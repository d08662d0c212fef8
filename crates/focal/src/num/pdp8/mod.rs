//! FOCAL,1969's three-word floating point. (Stand-in over host floats until the real core lands:
//! the API is the contract, the arithmetic is not faithful yet.)

use std::cmp::Ordering;

/// Why an operation could not give a result; the interpreter maps each to FOCAL's error code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumError {
    /// Division by zero.
    DivisionByZero,
    /// The result does not fit the exponent range.
    Overflow,
    /// `FSQT` of a negative number.
    SqrtNegative,
    /// `FLOG` of zero or a negative number.
    LogNotPositive,
    /// `^` with a negative exponent (`?26.99` on the recorded machine).
    NegativeExponent,
    /// A literal whose digits reach 2^35 (`?23.36`).
    LiteralTooLarge,
}

/// The output format set by `%`: fixed `%N.M` (default `%8.04`) or E format (`%` alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeFormat {
    /// `%N.M`: N digits in all, M after the point.
    Fixed {
        /// Total digits.
        width: u8,
        /// Digits after the point.
        decimals: u8,
    },
    /// `%` alone: E format.
    Exponent,
}

impl Default for TypeFormat {
    fn default() -> Self {
        TypeFormat::Fixed { width: 8, decimals: 4 }
    }
}

/// A FOCAL,1969 number.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Pdp8Float(f64);

impl Pdp8Float {
    /// Zero.
    pub const ZERO: Self = Pdp8Float(0.0);
    /// A small integer, exactly.
    pub fn from_i32(v: i32) -> Self {
        Pdp8Float(v as f64)
    }
    /// `self + rhs`.
    pub fn add(self, rhs: Self) -> Result<Self, NumError> {
        Ok(Pdp8Float(self.0 + rhs.0))
    }
    /// `self - rhs`.
    pub fn sub(self, rhs: Self) -> Result<Self, NumError> {
        Ok(Pdp8Float(self.0 - rhs.0))
    }
    /// `self * rhs`.
    pub fn mul(self, rhs: Self) -> Result<Self, NumError> {
        Ok(Pdp8Float(self.0 * rhs.0))
    }
    /// `self / rhs`.
    pub fn div(self, rhs: Self) -> Result<Self, NumError> {
        if rhs.0 == 0.0 {
            return Err(NumError::DivisionByZero);
        }
        Ok(Pdp8Float(self.0 / rhs.0))
    }
    /// `self ^ rhs` (FOCAL truncates the exponent to an integer).
    pub fn pow(self, rhs: Self) -> Result<Self, NumError> {
        let e = rhs.0.trunc();
        if e < 0.0 {
            return Err(NumError::NegativeExponent);
        }
        Ok(Pdp8Float(self.0.powi(e as i32)))
    }
    /// Unary minus.
    pub fn neg(self) -> Self {
        Pdp8Float(-self.0)
    }
    /// Comparison.
    pub fn compare(self, rhs: Self) -> Ordering {
        self.0.partial_cmp(&rhs.0).unwrap_or(Ordering::Equal)
    }
    /// -1, 0 or 1.
    pub fn sign(self) -> i32 {
        if self.0 > 0.0 {
            1
        } else if self.0 < 0.0 {
            -1
        } else {
            0
        }
    }
    /// `FITR`: truncation toward zero, as an integer (for subscripts and line numbers).
    pub fn to_i32(self) -> i32 {
        self.0.trunc() as i32
    }
    /// `FITR`.
    pub fn fitr(self) -> Self {
        Pdp8Float(self.0.trunc())
    }
    /// `FABS`.
    pub fn fabs(self) -> Self {
        Pdp8Float(self.0.abs())
    }
    /// `FSGN` (1 for zero on FOCAL,1969).
    pub fn fsgn(self) -> Self {
        Pdp8Float(if self.0 < 0.0 { -1.0 } else { 1.0 })
    }
    /// `FSQT`.
    pub fn fsqt(self) -> Result<Self, NumError> {
        if self.0 < 0.0 {
            return Err(NumError::SqrtNegative);
        }
        Ok(Pdp8Float(self.0.sqrt()))
    }
    /// `FEXP`.
    pub fn fexp(self) -> Result<Self, NumError> {
        Ok(Pdp8Float(self.0.exp()))
    }
    /// `FLOG`.
    pub fn flog(self) -> Result<Self, NumError> {
        if self.0 <= 0.0 {
            return Err(NumError::LogNotPositive);
        }
        Ok(Pdp8Float(self.0.ln()))
    }
    /// `FATN`.
    pub fn fatn(self) -> Self {
        Pdp8Float(self.0.atan())
    }
    /// `FSIN`.
    pub fn fsin(self) -> Self {
        Pdp8Float(self.0.sin())
    }
    /// `FCOS`.
    pub fn fcos(self) -> Self {
        Pdp8Float(self.0.cos())
    }
    /// Reads a number at the start of `text` as FOCAL reads a literal or an ASK answer; gives
    /// the value and the bytes used, or `Ok(None)` when no number starts there.
    pub fn parse(text: &[u8]) -> Result<Option<(Self, usize)>, NumError> {
        let mut i = 0;
        while i < text.len() && (text[i].is_ascii_digit() || text[i] == b'.') {
            i += 1;
        }
        if i == 0 {
            return Ok(None);
        }
        let s = std::str::from_utf8(&text[..i]).unwrap_or("0");
        Ok(Some((Pdp8Float(s.parse().unwrap_or(0.0)), i)))
    }
    /// The characters TYPE prints for this number in `fmt`, starting with FOCAL's `=`.
    pub fn format(self, fmt: TypeFormat) -> String {
        match fmt {
            TypeFormat::Fixed { width, decimals } => {
                format!("={:>w$.d$}", self.0, w = width as usize + 1, d = decimals as usize)
            }
            TypeFormat::Exponent => format!("={:e}", self.0),
        }
    }
    /// The value as a host float, for tests and Debug only.
    pub fn to_f64(self) -> f64 {
        self.0
    }
}

/// FOCAL's `FRAN()` generator and its state (the same sequence after every start).
#[derive(Clone, Debug, Default)]
pub struct Fran(u32);

impl Fran {
    /// The next `FRAN()` value.
    pub fn next_value(&mut self) -> Pdp8Float {
        self.0 = self.0.wrapping_mul(1_103_515_245).wrapping_add(12345);
        Pdp8Float(f64::from(self.0 >> 8) / 16_777_216.0)
    }
}
