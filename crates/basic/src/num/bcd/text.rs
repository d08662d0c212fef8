//! AFP (text to number) and FASC (number to text), as the XL OS math pack does them.
//!
//! AFP (OS listing, `AFP` at $D800): skips leading blanks, takes an optional sign, then
//! digits with at most one `.`; the digits go into FR0 one nibble at a time from the right
//! and stop being taken once the mantissa's first byte is no longer zero, that is after nine
//! significant digits (the rest are dropped, not rounded, though digits before the point still
//! count in the exponent). An `E`, an optional sign and digits give the exponent; an `E` not
//! followed by a valid exponent is not part of the number. Out of range: no number (carry);
//! below 1E-98: zero.
//!
//! FASC (`FASC` at $D8E6): fixed notation for exponents $3F..=$44 (0.01 <= |x| < 1E+10),
//! otherwise one digit, a point and the rest with a two-digit signed exponent. The XL OS
//! prints at most nine significant digits: when the first mantissa byte has two digits the
//! tenth is shown as 0 (`9999999990`, `0.333333333`). In E notation the point goes after the
//! first printed digit; when the first byte had two digits the point moves one place and the
//! digit after it stays even when it is zero (`1.0E-05`, but `1E-04`). Recordings in
//! /work/shared/conformance/atari (numfmt, numlit) fix these rules.

use super::arith::{Unpacked, EXP_MAX, EXP_MIN};
use super::Bcd;

/// The most significant digits AFP keeps.
const AFP_DIGITS: usize = 9;

/// AFP. See the module documentation.
pub(crate) fn parse(text: &[u8]) -> Option<(Bcd, usize)> {
    let at = |i: usize| text.get(i).copied().unwrap_or(0);
    let mut i = 0;
    while at(i) == b' ' {
        i += 1;
    }
    let mut neg = false;
    if at(i) == b'-' || at(i) == b'+' {
        neg = at(i) == b'-';
        i += 1;
    }
    // A number must start with a digit, or a point followed by a digit.
    let starts = at(i).is_ascii_digit() || (at(i) == b'.' && at(i + 1).is_ascii_digit());
    if !starts {
        return None;
    }
    let mut digits: Vec<u8> = Vec::with_capacity(AFP_DIGITS);
    // Decimal exponent: the value is 0.d1d2d3... * 10^point.
    let mut point: i64 = 0;
    let mut seen_point = false;
    loop {
        let c = at(i);
        if c == b'.' {
            if seen_point {
                break;
            }
            seen_point = true;
        } else if c.is_ascii_digit() {
            let d = c - b'0';
            if digits.is_empty() && d == 0 {
                // Leading zeros: after the point they move the point left.
                if seen_point {
                    point -= 1;
                }
            } else {
                if digits.len() < AFP_DIGITS {
                    digits.push(d);
                }
                if !seen_point {
                    point += 1;
                }
            }
        } else {
            break;
        }
        i += 1;
    }
    // The exponent part: `E`, optional sign, one or two digits, not zero; otherwise the
    // number ends before the `E`.
    if at(i) == b'E' {
        let mut j = i + 1;
        let mut eneg = false;
        if at(j) == b'+' || at(j) == b'-' {
            eneg = at(j) == b'-';
            j += 1;
        }
        if at(j).is_ascii_digit() {
            let mut e = i64::from(at(j) - b'0');
            j += 1;
            if at(j).is_ascii_digit() {
                e = e * 10 + i64::from(at(j) - b'0');
                j += 1;
            }
            if e != 0 {
                point += if eneg { -e } else { e };
                i = j;
            }
        }
    }
    if digits.is_empty() {
        return Some((Bcd::ZERO, i));
    }
    // 0.d1d2... * 10^point in base 100: an odd point puts d1 alone in the first byte.
    let (exp, first_pad) = if point.rem_euclid(2) == 0 {
        (point / 2 - 1, false)
    } else {
        ((point - 1).div_euclid(2), true)
    };
    if exp > i64::from(EXP_MAX) {
        return None;
    }
    if exp < i64::from(EXP_MIN) {
        return Some((Bcd::ZERO, i));
    }
    let mut nibbles = [0u8; 10];
    let offset = usize::from(first_pad);
    for (k, &d) in digits.iter().enumerate() {
        nibbles[k + offset] = d;
    }
    let mut out = [0u8; 6];
    out[0] = (exp + 64) as u8 | if neg { 0x80 } else { 0 };
    for k in 0..5 {
        out[k + 1] = (nibbles[2 * k] << 4) | nibbles[2 * k + 1];
    }
    Some((Bcd(out), i))
}

/// FASC. See the module documentation.
pub(crate) fn format(x: Bcd) -> Vec<u8> {
    if x.is_zero() {
        return b"0".to_vec();
    }
    let u = Unpacked::of(x);
    let mut d = [0u8; 10];
    for k in 0..5 {
        d[2 * k] = x.0[k + 1] >> 4;
        d[2 * k + 1] = x.0[k + 1] & 15;
    }
    let two_digit_first = d[0] != 0;
    if two_digit_first {
        // The XL OS shows nine significant digits.
        d[9] = 0;
    }
    let digit = |n: u8| b'0' + n;
    let mut out = Vec::with_capacity(16);
    if u.neg {
        out.push(b'-');
    }
    if (-1..=4).contains(&u.exp) {
        // Fixed notation: 2*(exp+1) integer digits.
        let int_len = (2 * (u.exp + 1)) as usize;
        let int_digits = &d[..int_len];
        let frac = &d[int_len..];
        let first = int_digits.iter().position(|&n| n != 0);
        match first {
            Some(p) => out.extend(int_digits[p..].iter().map(|&n| digit(n))),
            None => out.push(b'0'),
        }
        let frac_end = frac.iter().rposition(|&n| n != 0).map_or(0, |p| p + 1);
        if frac_end > 0 {
            out.push(b'.');
            out.extend(frac[..frac_end].iter().map(|&n| digit(n)));
        }
        return out;
    }
    // E notation.
    let mut exp10 = 2 * u.exp;
    let (lead, rest, keep_one): (u8, &[u8], bool) = if two_digit_first {
        exp10 += 1;
        (d[0], &d[1..], true)
    } else {
        (d[1], &d[2..], false)
    };
    out.push(digit(lead));
    let mut rest_end = rest.iter().rposition(|&n| n != 0).map_or(0, |p| p + 1);
    if keep_one && rest_end == 0 {
        rest_end = 1;
    }
    if rest_end > 0 {
        out.push(b'.');
        out.extend(rest[..rest_end].iter().map(|&n| digit(n)));
    }
    out.push(b'E');
    out.push(if exp10 < 0 { b'-' } else { b'+' });
    let e = exp10.unsigned_abs();
    out.push(b'0' + (e / 10) as u8);
    out.push(b'0' + (e % 10) as u8);
    out
}
