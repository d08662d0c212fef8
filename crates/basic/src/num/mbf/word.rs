//! How a [`GwNumber`] is held: two machine words, the value's bytes and its type.
//!
//! As an enum (`Integer(i16)`, `Single(Mbf32)`, `Double(Mbf64)`) a number had a one-byte tag
//! and a payload of 2, 4 or 8 bytes, the rest padding. The compiler copied only the bytes
//! the variant in hand defines, in pieces of 1, 2 and 4 bytes, and the next whole-word read
//! of the same number (the next statement's operand, NEXT's loop variable, a `Result` passed
//! up through `?`) could not take its value from the store buffer: a store-forwarding stall
//! of a dozen cycles, which perf put at half of gw BM7's time in `flow::next`,
//! `execute_lines` and the operators. Here every byte is defined (the payload zero-extended
//! to 64 bits, the type a 64-bit field), so a number is copied and passed as two whole
//! words. The enum stays as the view ([`Gw`]) that the arithmetic matches on.

use super::float::single_word;
use super::{Mbf32, Mbf64};
use crate::num::NumKind;

/// A GW-BASIC number's value as an enum: what [`GwNumber::view`] gives to match on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Gw {
    /// A 16-bit integer (`%`, `&H` literals, results of `\`, `MOD`, `AND`, comparisons).
    Integer(i16),
    /// An MBF single (`!`, the default type).
    Single(Mbf32),
    /// An MBF double (`#`, `D` exponents, literals of more than 7 digits).
    Double(Mbf64),
}

/// The type of a [`GwNumber`], a whole word so that the number has no padding (and so
/// that `Option`/`Result` around a number find their spare values here).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u64)]
enum Tag {
    Integer = 0,
    Single = 1,
    Double = 2,
}

// [`GwNumber::is_kind`] compares the tag with a kind's number.
const _: () = assert!(
    Tag::Integer as u64 == NumKind::Integer as u64
        && Tag::Single as u64 == NumKind::Single as u64
        && Tag::Double as u64 == NumKind::Double as u64
);

/// A GW-BASIC number: the value together with its type, as GW keeps it on its stack.
///
/// `bits` holds a single's four bytes or a double's eight, little-endian (the order of their
/// stored bytes), zero above them. An integer's two bytes stand in bits 32..47, and its
/// value as a single in the low four bytes ([`single_word`]), where a single's are: the
/// low word of any number but a double is its single. Each value has one form, so the
/// derived equality is the old enum's.
///
/// Why an integer carries its single: GW's `+ - * /` and comparisons make an integer a
/// single when it meets one, and the integers that meet singles are mostly program
/// literals (`K+1`, `K/2*3+4-5`), made once when the line is parsed. Made
/// there, the conversion costs nothing when the operation runs (it was about 25
/// instructions per operation in gw BM7); an integer made at run time (a `%` store, `\`,
/// `MOD`, `LEN`) pays a few instructions once.
#[derive(Clone, Copy, PartialEq)]
pub struct GwNumber {
    bits: u64,
    tag: Tag,
}

impl GwNumber {
    /// A 16-bit integer.
    #[inline(always)]
    pub const fn integer(i: i16) -> Self {
        GwNumber {
            bits: single_word(i) as u64 | (i as u16 as u64) << 32,
            tag: Tag::Integer,
        }
    }

    /// A single.
    #[inline(always)]
    pub const fn single(s: Mbf32) -> Self {
        GwNumber {
            bits: u32::from_le_bytes(s.0) as u64,
            tag: Tag::Single,
        }
    }

    /// A double.
    #[inline(always)]
    pub const fn double(d: Mbf64) -> Self {
        GwNumber {
            bits: u64::from_le_bytes(d.0),
            tag: Tag::Double,
        }
    }

    /// The value as an enum to match on.
    #[inline(always)]
    pub fn view(self) -> Gw {
        match self.tag {
            Tag::Integer => Gw::Integer((self.bits >> 32) as u16 as i16),
            Tag::Single => Gw::Single(Mbf32::from_bytes((self.bits as u32).to_le_bytes())),
            Tag::Double => Gw::Double(Mbf64::from_bytes(self.bits.to_le_bytes())),
        }
    }

    /// The number's type.
    #[inline(always)]
    pub fn num_kind(self) -> NumKind {
        match self.tag {
            Tag::Integer => NumKind::Integer,
            Tag::Single => NumKind::Single,
            Tag::Double => NumKind::Double,
        }
    }

    /// Whether the number is of type `kind`: one comparison, the tags being numbered as
    /// [`NumKind`]'s variants (checked below).
    #[inline(always)]
    pub fn is_kind(self, kind: NumKind) -> bool {
        self.tag as u64 == kind as u64
    }

    /// The sign (-1, 0 or 1) from the single word when the number is not a double (an
    /// integer's single has the integer's sign), else from the double.
    #[inline(always)]
    pub fn signum(self) -> i32 {
        match self.single_or_integer_word() {
            Some(w) => Mbf32::from_word(w).sign(),
            None => Mbf64::from_bytes(self.bits.to_le_bytes()).sign(),
        }
    }

    /// Whether the number is a double (the test of GW's type promotion).
    #[inline(always)]
    pub fn is_double(self) -> bool {
        self.tag == Tag::Double
    }

    /// The single, when the number is one.
    #[inline(always)]
    pub fn as_single(self) -> Option<Mbf32> {
        match self.tag {
            Tag::Single => Some(Mbf32::from_bytes((self.bits as u32).to_le_bytes())),
            _ => None,
        }
    }

    /// The value as a single's four bytes (one word, exponent byte on top) when it is a
    /// single or an integer: what `to_single` gives for either, exactly. `None` for a
    /// double, which GW's promotion does not make a single.
    #[inline(always)]
    pub fn single_or_integer_word(self) -> Option<u32> {
        // the same low word for both: no test of which
        (self.tag != Tag::Double).then_some(self.bits as u32)
    }

    /// Both numbers' values when both are integers: the pair GW's `$IADD`, `$ISUB` and
    /// `$IMULT` (MATH1.ASM) work on in 16 bits.
    #[inline(always)]
    pub fn integers(self, rhs: GwNumber) -> Option<(i16, i16)> {
        (self.tag as u64 | rhs.tag as u64 == 0).then_some((
            (self.bits >> 32) as u16 as i16,
            (rhs.bits >> 32) as u16 as i16,
        ))
    }

    /// Both numbers' single words (see [`Self::single_or_integer_word`]) when neither is a
    /// double: one test of the two tags together (a double's tag is the only one with
    /// bit 1 set).
    #[inline(always)]
    pub fn single_or_integer_words(self, rhs: GwNumber) -> Option<(u32, u32)> {
        ((self.tag as u64 | rhs.tag as u64) & 2 == 0).then_some((self.bits as u32, rhs.bits as u32))
    }
}

impl From<Gw> for GwNumber {
    #[inline(always)]
    fn from(v: Gw) -> Self {
        match v {
            Gw::Integer(i) => GwNumber::integer(i),
            Gw::Single(s) => GwNumber::single(s),
            Gw::Double(d) => GwNumber::double(d),
        }
    }
}

impl std::fmt::Debug for GwNumber {
    /// As the enum it stands for (`Single(Mbf(..))`), for test failures.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.view().fmt(f)
    }
}
