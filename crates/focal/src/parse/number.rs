//! Numbers as FOCAL,1969's DBCONV reads them, letters included.
//!
//! DBCONV takes a letter as a "digit" worth its 6-bit code (A=1 ... Z=26), except `E`,
//! which starts the exponent; so the ASK answer `NO` is 14*10+15 = 155 and `YES` is 25E19
//! (programs/HEXAPAWN.FC.notes.md, 01.25; `T 0NO` prints 155 on the real machine). The
//! number core reads plain decimal text; this front end folds the letters into an integer
//! of the same digits and hands the core the equivalent decimal text, so all rounding and
//! range checks stay the core's.

use crate::num::{NumError, Pdp8Float};

/// DBCONV's limit on the digits read: MULT10 overflowing the 36-bit FLAC (the core's
/// `?23.36` check sees the folded value).
const FOLD_LIMIT: i64 = 1 << 36;

/// Reads a number at the start of `text`: digits, letters, one `.`, and an `E` exponent.
pub fn read_number(text: &[u8]) -> Result<Option<(Pdp8Float, usize)>, NumError> {
    let is_letter = |c: u8| c.is_ascii_uppercase() && c != b'E';
    let mut i = 0;
    let mut has_letter = false;
    let mut periods = 0;
    while let Some(&c) = text.get(i) {
        if c == b'.' {
            // A second period ends the number, as in the core's DBCONV.
            periods += 1;
            if periods > 1 {
                break;
            }
            i += 1;
        } else if c.is_ascii_digit() {
            i += 1;
        } else if is_letter(c) {
            has_letter = true;
            i += 1;
        } else {
            break;
        }
    }
    let mantissa_end = i;
    // The exponent: `E`, a sign, then digits or letters.
    let mut exp_letters = false;
    if text.get(i) == Some(&b'E') {
        let mut j = i + 1;
        if matches!(text.get(j), Some(b'-' | b'+')) {
            j += 1;
        }
        while let Some(&c) = text.get(j) {
            if c.is_ascii_digit() {
                j += 1;
            } else if is_letter(c) {
                exp_letters = true;
                j += 1;
            } else {
                break;
            }
        }
        i = j;
    }
    if !has_letter && !exp_letters {
        return Pdp8Float::parse(text);
    }
    if mantissa_end == 0 {
        return Ok(None);
    }
    // Fold the mantissa: value of every digit or letter, the point counted.
    let mut acc: i64 = 0;
    let mut decimals: i64 = 0;
    let mut seen_point = false;
    for &c in &text[..mantissa_end] {
        if c == b'.' {
            seen_point = true;
            continue;
        }
        acc = acc * 10 + digit_value(c);
        if seen_point {
            decimals += 1;
        }
        if acc >= FOLD_LIMIT {
            return Err(NumError::LiteralTooLarge);
        }
    }
    let mut exp: i64 = 0;
    if mantissa_end < i {
        let mut j = mantissa_end + 1;
        let negative = text.get(j) == Some(&b'-');
        if matches!(text.get(j), Some(b'-' | b'+')) {
            j += 1;
        }
        for &c in &text[j..i] {
            // DBCONV's exponent is one 12-bit word: it wraps (see the core's parse).
            exp = (exp * 10 + digit_value(c)) & 0o7777;
        }
        if negative {
            exp = -exp;
        }
    }
    let folded = format!("{acc}E{}", exp - decimals);
    match Pdp8Float::parse(folded.as_bytes())? {
        Some((v, _)) => Ok(Some((v, i))),
        None => Ok(None),
    }
}

/// A digit's value, or a letter's 6-bit code (A=1).
fn digit_value(c: u8) -> i64 {
    if c.is_ascii_digit() {
        i64::from(c - b'0')
    } else {
        i64::from(c & 0o77)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(text: &str) -> Option<(f64, usize)> {
        read_number(text.as_bytes())
            .ok()
            .flatten()
            .map(|(v, n)| (v.to_f64(), n))
    }

    #[test]
    fn letters_are_digits_worth_their_code() {
        assert_eq!(value("NO\r"), Some((155.0, 2)));
        assert_eq!(value("0NO,"), Some((155.0, 3)));
        let (yes, used) = value("YES\r").unwrap_or_default();
        assert_eq!(used, 3);
        assert!((yes / 25e19 - 1.0).abs() < 1e-6);
    }

    #[test]
    fn plain_numbers_go_straight_to_the_core() {
        assert_eq!(value("12,"), Some((12.0, 2)));
        assert_eq!(value("=5"), None);
    }
}
