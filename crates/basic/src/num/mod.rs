//! Number cores: one module per machine's floating-point format, behind the [`Number`] trait.
//!
//! The interpreter never computes with host floats: every value a program can see is made by
//! one of these cores, bit for bit as the machine made it. A core depends on nothing else in
//! the crate (no tokens, no profile, no console); it reports trouble as [`NumError`] and the
//! dialect profile decides what the machine did about it (GW-BASIC prints `Overflow` and goes
//! on, the C64 stops with `?OVERFLOW  ERROR`).
//!
//! - [`mbf8k`]: MITS Altair 8K BASIC 4.0 (8080), 32-bit Microsoft Binary Format, 6 digits.
//! - [`mbf`]: GW-BASIC 3.23 as PC-BASIC 2.0.8 computes it: 16-bit integers, MBF single and double.
//! - [`mbf40`]: Commodore BASIC V2 (6502), 40-bit MBF, 9 digits.

mod frqint;
pub mod mbf;
mod mbf32_word;
pub use frqint::frqint;
pub mod mbf40;
pub mod mbf8k;
#[cfg(test)]
mod test_stream;

use std::cmp::Ordering;
use std::fmt::Debug;

/// Why an arithmetic operation or conversion could not give an ordinary result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumError {
    /// The result is too large for the format (`?OV ERROR`, `Overflow`).
    Overflow,
    /// Division by zero (`?/0 ERROR`, `Division by zero`).
    DivisionByZero,
    /// An argument outside a function's domain, such as `SQR(-1)` or `LOG(0)`, or a value
    /// too large for an integer conversion (`?FC ERROR`, `Illegal function call`).
    IllegalQuantity,
}

/// The numeric type a variable or value has. Only GW-BASIC has all three; the other cores keep
/// every value as a float and use [`NumKind::Integer`] only for `%` variables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NumKind {
    /// A 16-bit signed integer (`A%`).
    Integer,
    /// The machine's ordinary float (`A`, `A!`).
    Single,
    /// GW-BASIC's 64-bit MBF (`A#`).
    Double,
}

/// Where a number being parsed comes from: the machines read them with the same routine but
/// under different rules (GW-BASIC makes a program literal of more than 7 digits double).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseContext {
    /// A numeric literal in program text (tokenizer).
    Program,
    /// The argument of `VAL`.
    Val,
    /// A typed answer to `INPUT`.
    Input,
    /// A `DATA` item read by `READ`.
    Data,
}

/// A number read from text.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Parsed<N> {
    /// The value (the largest finite value when the text overflowed and the machine went on).
    pub value: N,
    /// How many bytes of the text belong to the number, including spaces the machine skipped.
    pub len: usize,
    /// The text was too large for the format.
    pub overflow: bool,
}

/// The operation whose warning is being handled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultOp {
    /// `+`.
    Add,
    /// `-`.
    Sub,
    /// `*`.
    Mul,
    /// `/`.
    Div,
    /// `^`.
    Pow,
    /// `\` and `MOD` (only division by zero is a warning there).
    IntDiv,
    /// SQR, EXP, LOG, SIN, COS, TAN, ATN.
    Function,
    /// Rounding a double to a single (`CSNG`, storing into a single variable).
    ToSingle,
}

/// One machine's number format: arithmetic, functions, conversions and text, bit-exact.
///
/// Every method does what the machine's own routine did, including its rounding; the doc
/// comment of each implementation names that routine.
pub trait Number: Copy + Debug + PartialEq + Default + 'static {
    /// The value of a small integer; exact for every `i32` the format holds exactly.
    fn from_i32(v: i32) -> Self;
    /// The largest finite value of the format, negated when `negative`.
    fn max_value(negative: bool) -> Self;
    /// The value a machine that only warns of `Overflow` or `Division by zero` goes on with
    /// after `lhs op rhs` failed (GW-BASIC: the largest value of the operation's type, with a
    /// sign that depends on the operation). The default takes the sign of a product.
    fn fault_value(op: FaultOp, lhs: Self, rhs: Self) -> Self {
        let negative = match op {
            FaultOp::Mul | FaultOp::Div => (lhs.sign() < 0) != (rhs.sign() < 0) && lhs.sign() != 0,
            FaultOp::Function | FaultOp::ToSingle => false,
            _ => lhs.sign() < 0,
        };
        Self::max_value(negative)
    }
    /// The type of this value.
    fn kind(self) -> NumKind;
    /// Converts for storing into a variable of `kind` (`A%=2.5`: GW rounds to 3, the C64
    /// floors). Out of range for an integer gives `Overflow` (GW) or `IllegalQuantity` (C64).
    fn to_kind(self, kind: NumKind) -> Result<Self, NumError>;

    /// Unary minus.
    fn neg(self) -> Result<Self, NumError>;
    /// `self + rhs`.
    fn add(self, rhs: Self) -> Result<Self, NumError>;
    /// `self - rhs`.
    fn sub(self, rhs: Self) -> Result<Self, NumError>;
    /// `self * rhs`.
    fn mul(self, rhs: Self) -> Result<Self, NumError>;
    /// `self / rhs`.
    fn div(self, rhs: Self) -> Result<Self, NumError>;
    /// `self ^ rhs`.
    fn pow(self, rhs: Self) -> Result<Self, NumError>;
    /// Integer division `\` (GW-BASIC only; others may leave the default).
    fn int_div(self, rhs: Self) -> Result<Self, NumError> {
        let _ = rhs;
        Err(NumError::IllegalQuantity)
    }
    /// `MOD` (GW-BASIC only; others may leave the default).
    fn modulo(self, rhs: Self) -> Result<Self, NumError> {
        let _ = rhs;
        Err(NumError::IllegalQuantity)
    }
    /// Numeric comparison as the machine's compare routine does it.
    fn compare(self, rhs: Self) -> Ordering;
    /// The sign: -1, 0 or 1.
    fn sign(self) -> i32;
    /// Whether the sign bit is set: a negative number, or a float zero negated (GW-BASIC's
    /// `-0.0` keeps the bit, which CIRCLE's angles test).
    fn sign_bit(self) -> bool {
        self.sign() < 0
    }

    /// The machine's conversion of an operand to a 16-bit integer for `AND`, `OR`, `NOT`
    /// (GW rounds, the 6502 and 8080 BASICs floor); `IllegalQuantity` outside -32768..32767.
    fn to_i16(self) -> Result<i16, NumError>;
    /// The machine's conversion of a function argument or subscript to an integer (GW rounds,
    /// the 8080 and 6502 BASICs floor); an error when it does not fit an `i32`.
    fn to_i32(self) -> Result<i32, NumError>;

    /// `INT`: the largest integer not above the value.
    fn int(self) -> Self;
    /// `FIX`: truncation toward zero.
    fn fix(self) -> Self;
    /// `ABS`.
    fn abs(self) -> Self;
    /// `SQR`.
    fn sqr(self) -> Result<Self, NumError>;
    /// `EXP`.
    fn exp(self) -> Result<Self, NumError>;
    /// `LOG` (natural logarithm).
    fn log(self) -> Result<Self, NumError>;
    /// `SIN`.
    fn sin(self) -> Result<Self, NumError>;
    /// `COS`.
    fn cos(self) -> Result<Self, NumError>;
    /// `TAN`.
    fn tan(self) -> Result<Self, NumError>;
    /// `ATN`.
    fn atn(self) -> Result<Self, NumError>;

    /// Reads a number at the start of `text` as the machine's input routine (FIN) did. `None`
    /// when the text does not start with a number (for `VAL` that means 0).
    fn parse(text: &[u8], ctx: ParseContext) -> Option<Parsed<Self>>;
    /// Reads a number as [`Number::parse`] does, in the machine's double precision from the
    /// first digit (GW-BASIC's `FINDBL`, which INPUT and READ use for a double variable).
    /// A machine without doubles reads it as `parse` does.
    fn parse_double(text: &[u8], ctx: ParseContext) -> Option<Parsed<Self>> {
        Self::parse(text, ctx)
    }
    /// Whether FIN stops VAL's or INPUT #'s text with `Syntax error` (GW-BASIC: a digit 8 or
    /// 9 among an `&O` constant's digits). A machine without such constants never does.
    fn text_syntax_error(text: &[u8]) -> bool {
        let _ = text;
        false
    }
    /// Whether reading this number's text leaves the machine's text pointer at a stray
    /// address, so what follows the number is lost (GW-BASIC: `$FINE`'s overflow exit with
    /// a huge negative exponent). A machine without that exit never does.
    fn text_loses_pointer(text: &[u8]) -> bool {
        let _ = text;
        false
    }
    /// The text `STR$` gives: a leading space for the sign of a non-negative number, then the
    /// digits (FOUT). `PRINT` adds its trailing space itself.
    fn format(self) -> String;

    /// The text of a PRINT USING number field (GW-BASIC's `PUFOUT`): `flags` are the
    /// field's format bits (`,` 0x40, `**` 0x20, `$` 0x10, `+` 0x08, a trailing sign 0x04,
    /// `^^^^` 0x01), `left` the places before the point (digits, commas, `$`, `**`, a
    /// leading `+`), `right` the point and the places after it. A machine without PRINT
    /// USING keeps the default, the free format.
    fn print_using(self, flags: u8, left: u8, right: u8) -> Vec<u8> {
        let _ = (flags, left, right);
        self.format().into_bytes()
    }

    /// The bytes the value is stored in (GW's `MKI$`, `MKS$`, `MKD$`); `None` for a machine
    /// without those functions.
    fn to_bytes(self) -> Option<Vec<u8>> {
        None
    }
    /// A value from its stored bytes (GW's `CVI`, `CVS`, `CVD`: 2, 4 or 8 of them).
    fn from_bytes(bytes: &[u8]) -> Option<Self> {
        let _ = bytes;
        None
    }

    /// The value as a host float, for tests and `Debug` output only: never shown to a program.
    fn to_f64(self) -> f64;
}

/// A machine's random number generator, with the state it keeps between calls.
pub trait Random<N: Number>: Default {
    /// `RND(arg)`: the machine's rules for a positive, zero and negative argument.
    fn rnd(&mut self, arg: N) -> N;
    /// `RANDOMIZE seed` (GW-BASIC); other machines ignore it.
    fn randomize(&mut self, seed: N) {
        let _ = seed;
    }
    /// The generator's state as the machine's memory holds it (GW-BASIC's RNDX: the
    /// 24-bit seed, low byte first), for PEEK; `None` where no memory models it.
    fn seed_bytes(&self) -> Option<[u8; 3]> {
        None
    }
    /// A POKE into the state's bytes: the next step starts from them.
    fn set_seed_bytes(&mut self, bytes: [u8; 3]) {
        let _ = bytes;
    }
}
