//! Line numbers `gg.ss`: group 1..31, step 1..99, and how FOCAL reads and types them.
//!
//! FOCAL,1969 reads a line number as an ordinary number and splits it at the point: the
//! integer part is the group and the first two digits of the fraction are the step, so
//! `1.1` is line `01.10` and `2` alone means all of group 2 (FOCAL-8 manual, "Line
//! numbers"). The same split reads the `%N.M` output format, so `%6.2` asks for 20 decimals.

use std::fmt;

use crate::num::Pdp8Float;

/// A program line's number; ordered as FOCAL keeps its text (by group, then step).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LineNumber {
    group: u8,
    step: u8,
}

impl LineNumber {
    /// A line number from its parts; `None` unless group is 1..=31 and step 1..=99.
    pub fn new(group: u8, step: u8) -> Option<Self> {
        ((1..=31).contains(&group) && (1..=99).contains(&step)).then_some(Self { group, step })
    }

    /// The group (1..31).
    pub fn group(self) -> u8 {
        self.group
    }

    /// The step within the group (1..99).
    pub fn step(self) -> u8 {
        self.step
    }
}

impl fmt::Display for LineNumber {
    /// As FOCAL types it in listings and error messages: `01.30`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}.{:02}", self.group, self.step)
    }
}

/// A line-number argument as FOCAL splits it: the whole program (0), a group, or one line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineRef {
    /// Zero or nothing: the start of the program (`GOTO` alone is `GO`).
    Zero,
    /// `g` or `g.00`: all of group g.
    Group(u8),
    /// `g.ss`: one line.
    Line(LineNumber),
}

/// Why a number could not be a line number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineRefError {
    /// Negative, or a step FOCAL cannot store.
    Bad,
    /// Group above 31.
    GroupTooLarge,
}

/// Splits a value into group and hundredths the way FOCAL does: group = integer part,
/// step = the next two decimal digits. Returns `(group, step)` as plain integers.
pub fn split_value(v: Pdp8Float) -> Option<(i32, i32)> {
    // value*100, rounded at the last place so that 2.1 (stored a hair below 2.1) is 2.10.
    let hundred = Pdp8Float::from_i32(100);
    let scaled = v.fabs().mul(hundred).ok()?;
    let half = Pdp8Float::from_i32(1).div(Pdp8Float::from_i32(2)).ok()?;
    let n = scaled.add(half).ok()?.trunc().to_i32();
    Some((n / 100, n % 100))
}

impl LineRef {
    /// Reads a computed line-number argument.
    pub fn from_value(v: Pdp8Float) -> Result<Self, LineRefError> {
        if v.sign() < 0 {
            return Err(LineRefError::Bad);
        }
        let (g, s) = split_value(v).ok_or(LineRefError::Bad)?;
        if g > 31 {
            return Err(LineRefError::GroupTooLarge);
        }
        match (g, s) {
            (0, 0) => Ok(LineRef::Zero),
            (0, _) => Err(LineRefError::Bad),
            // g is 1..=31 and s 0..=99 here, both fit u8.
            (g, 0) => Ok(LineRef::Group(g as u8)),
            (g, s) => LineNumber::new(g as u8, s as u8)
                .map(LineRef::Line)
                .ok_or(LineRefError::Bad),
        }
    }
}

/// Reads the digits of a line number typed at the start of a line (`01.10`, `1.1`, `12`):
/// gives the number's parts and the bytes used (at most two step digits), or `None` when no
/// digit starts the text.
pub fn scan_typed(text: &[u8]) -> Option<((u32, u32), usize)> {
    let digits = |s: &[u8]| s.iter().take_while(|b| b.is_ascii_digit()).count();
    let n = digits(text);
    if n == 0 {
        return None;
    }
    let group = text[..n].iter().fold(0u32, |a, &d| {
        a.saturating_mul(10).saturating_add(u32::from(d - b'0'))
    });
    let mut used = n;
    let mut step = 0;
    if text.get(used) == Some(&b'.') {
        used += 1;
        let m = digits(&text[used..]);
        let frac = &text[used..used + m];
        // Two places: .1 is .10. A third digit is left unread for the caller to refuse.
        let d = |i: usize| frac.get(i).map_or(0, |&c| u32::from(c - b'0'));
        step = d(0) * 10 + d(1);
        used += m.min(2);
    }
    Some(((group, step), used))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_line_numbers_take_two_step_digits() {
        assert_eq!(scan_typed(b"1.1 T"), Some(((1, 10), 3)));
        assert_eq!(scan_typed(b"01.05 T"), Some(((1, 5), 5)));
        assert_eq!(scan_typed(b"12 T"), Some(((12, 0), 2)));
        assert_eq!(scan_typed(b"T"), None);
    }

    #[test]
    fn computed_line_numbers_split_at_the_point() {
        let v = Pdp8Float::from_i32(21)
            .div(Pdp8Float::from_i32(10))
            .unwrap_or_default();
        assert_eq!(
            LineRef::from_value(v),
            Ok(LineRef::Line(LineNumber { group: 2, step: 10 }))
        );
        assert_eq!(
            LineRef::from_value(Pdp8Float::from_i32(3)),
            Ok(LineRef::Group(3))
        );
        assert_eq!(
            LineRef::from_value(Pdp8Float::from_i32(32)),
            Err(LineRefError::GroupTooLarge)
        );
        assert_eq!(
            LineNumber::new(1, 30).map(|n| n.to_string()),
            Some("01.30".into())
        );
    }
}
