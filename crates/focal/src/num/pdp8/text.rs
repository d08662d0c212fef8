//! Number text: DBCONV (literals and ASK answers) and BDCONV (TYPE output), as the FOCAL 5/69
//! listing shows them, with the differences the FOCAL,1969 recordings prove (see each item).

use super::arith::{self, Acc};
use super::{NumError, Pdp8Float, TypeFormat};

/// 10 as FOCAL stores it (FLTEN: 0004 2400 0000).
const TEN: Pdp8Float = Pdp8Float {
    exp: 4,
    mant: 0o2400_0000,
};
/// 0.1 as FOCAL stores it, rounded up (FLPTEN: 7775 3146 3147). Scaling by it is why `1E-30`
/// and the output of `1E8` are a little off.
const TENTH: Pdp8Float = Pdp8Float {
    exp: -3,
    mant: 0o3146_3147,
};
/// DBCONV gathers the digits in the 36-bit FLAC with MULT10 and stops with `?23.36` when a
/// digit carries out of it (DEC-08-AJAE-PB words 5641-5644: the overflow word must stay 0).
/// So the digits may not reach 2^36; the generated-README's "2^35 or more" is the
/// approximate limit its author observed (`99999999999` is above both).
const LITERAL_LIMIT: i64 = 1 << 36;
/// Digits from 2^35 on set FLAC1's sign bit, and FNORM takes the accumulator as the
/// negative number it then is: `35516.440942E-14` types `-0.0000000003` in %15.10 on the
/// DEC binary (a SIMH run).
const SIGN_BIT: i64 = 1 << 35;
/// Significant digits kept by the digit buffer after rounding.
const BUFFER_DIGITS: usize = 7;
/// Significant digits fixed format prints before it pads with zeros (`15095277` types
/// `15095300` in `%8.04`, s000041_numlit).
const FIXED_SIG: usize = 6;
/// Significant digits E format prints (`1E8` types `0.1000001E+09` in `%7.01`, s000002_fmt).
const E_SIG: usize = 7;

/// DBCONV: digits with at most one period (a second one ends the number) accumulated as a
/// 36-bit integer, an optional `E`, spaces, sign and a 12-bit exponent; then the integer is normalised and multiplied by 10 or
/// by FLPTEN once per decimal place (each product truncated). DBCONV would also take a leading
/// sign, but FOCAL only calls it where EVAL has seen a digit or a period (a minus before a
/// number is EVAL's `0 - x`, so `-2^2` is -4), so here a number must start with one of those.
pub(super) fn parse(text: &[u8]) -> Result<Option<(Pdp8Float, usize)>, NumError> {
    let at = |i: usize| text.get(i).copied().unwrap_or(b'\r');
    let mut i = 0;
    if !(at(i).is_ascii_digit() || at(i) == b'.') {
        return Ok(None);
    }
    let mut acc: i64 = 0;
    let mut dec_exp: i32 = 0;
    let mut seen_period = false;
    loop {
        let c = at(i);
        if c == b'.' {
            if seen_period {
                // A second period ends the number: EVAL then finds an operand where an
                // operator belongs (`T 1..2` is `?07.22` on the DEC binary, a SIMH run).
                break;
            }
            seen_period = true;
        } else if c.is_ascii_digit() {
            if seen_period {
                dec_exp -= 1;
            }
            acc = acc * 10 + i64::from(c - b'0');
            if acc >= LITERAL_LIMIT {
                return Err(NumError::LiteralTooLarge);
            }
        } else {
            break;
        }
        i += 1;
    }
    if at(i) == b'E' {
        i += 1;
        while at(i) == b' ' {
            i += 1;
        }
        let neg_exp = at(i) == b'-';
        if neg_exp || at(i) == b'+' {
            i += 1;
            while at(i) == b' ' {
                i += 1;
            }
        }
        let mut e: i32 = 0;
        while at(i).is_ascii_digit() {
            e = exponent_digit(e, at(i) - b'0');
            i += 1;
        }
        dec_exp = i32::from(arith::wrap12(dec_exp + if neg_exp { -e } else { e }));
    }
    let mut v = match acc.cmp(&SIGN_BIT) {
        std::cmp::Ordering::Less => Acc::from_int(acc).normalize(),
        // 2^35 itself negates to itself; the machine types it positive (a SIMH run).
        std::cmp::Ordering::Equal => Acc {
            exp: 36,
            m: 1 << 34,
        }
        .normalize(),
        std::cmp::Ordering::Greater => Acc::from_int(acc - LITERAL_LIMIT).normalize(),
    };
    while dec_exp > 0 {
        v = arith::mul(v, TEN);
        dec_exp -= 1;
    }
    while dec_exp < 0 {
        v = arith::mul(v, TENTH);
        dec_exp += 1;
    }
    Ok(Some((v, i)))
}

/// One more digit of a literal's exponent. DBCONV keeps the exponent in one 12-bit word, so
/// it wraps instead of overflowing, and the count of FLTEN or FLPTEN products is that word
/// taken as signed; the float's own exponent then wraps too (SIMH runs of the DEC binary:
/// `1E2048` types `= 0.10907610E+419`, `1E9999` `= 0.95738500E+574`, `1E4000` is 10^-96).
pub(crate) fn exponent_digit(e: i32, digit: u8) -> i32 {
    (e * 10 + i32::from(digit)) & 0o7777
}

/// The decimal digits of a positive value and its decimal exponent T1 (value = 0.d1d2.. *
/// 10^T1), as the DEC binary's BDCONV makes them (FOCAL,1969, DEC-08-AJAE-PB, words
/// 6010-6073; read from the tape, the 5/69 listing's BDCONV differs here):
///
/// 1. Scale by FLPTEN (binary exponent above 4) or FLTEN (exponent below 0), counting T1,
///    until the exponent is in 0..=4, i.e. the value is in [0.5, 16). Each scaling is an
///    ordinary FMY, whose product is truncated to 24 bits.
/// 2. Shift the 36-bit FLAC left exponent+1 times: the bits shifted out are the integer part
///    (0..15). 0 gives no digit; 1..9 one digit and T1+1; 10..15 the digits 1 and n-10, T1+2.
/// 3. The rest of the seven digits come from MULT10 on the 36-bit fraction, which is exact
///    (the digit is the word that overflows).
///
/// The 5/69 listing halves first and scales to exponent -4..-1, which needs one more FMY for
/// most numbers and so truncates once more: `754.4035` would type `754.4030`, where the
/// recording (s000053_arith) shows `754.4040`.
fn digits_of(v: Pdp8Float) -> ([u8; BUFFER_DIGITS], i32) {
    let mut digits = [0u8; BUFFER_DIGITS];
    if v.mant == 0 {
        return (digits, 0);
    }
    let mut w = v;
    let mut t1: i32 = 0;
    // Each step moves the binary exponent by 3 or 4 toward the window, so this ends; the cap
    // only guards against a value the normaliser could not have made.
    for _ in 0..2000 {
        if w.exp < 0 {
            w = arith::mul(w, TEN);
            t1 -= 1;
        } else if w.exp <= 4 {
            break;
        } else {
            w = arith::mul(w, TENTH);
            t1 += 1;
        }
    }
    // value = mant / 2^(23 - exp); the integer part is what the shifts push out of FLAC1.
    let shift = (23 - i32::from(w.exp)).clamp(0, 60) as u32;
    let den: u128 = 1u128 << shift;
    let mant = u128::from(w.mant.unsigned_abs());
    let int = (mant / den).min(15) as u8;
    let mut num = mant % den;
    let mut k = 0;
    if int >= 10 {
        digits[0] = 1;
        digits[1] = int - 10;
        k = 2;
        t1 += 2;
    } else if int > 0 {
        digits[0] = int;
        k = 1;
        t1 += 1;
    }
    while k < BUFFER_DIGITS {
        num *= 10;
        digits[k] = (num / den) as u8;
        num %= den;
        k += 1;
    }
    (digits, t1)
}

/// Rounds at digit `k` (1-based) the way FOCAL,1969 does: the digit is incremented, and when it
/// was 4 or more it becomes 0 and a carry runs left (a carry out of the first digit makes it 1
/// and raises the exponent). `22/7` in `%7.01` types `3.2` (s000012_fmt), `123456.7` in `%3`
/// types `0.124E+06` (s000042_fmt): the threshold is 4, not 5. A digit that did not carry
/// keeps its increment, which E format shows (`1E8` -> `0.1000001E+09`).
fn round_at(digits: &mut [u8; BUFFER_DIGITS], k: usize, t1: &mut i32) {
    let Some(idx) = k.checked_sub(1).filter(|&i| i < BUFFER_DIGITS) else {
        return;
    };
    let d = digits[idx];
    if d >= 4 {
        digits[idx] = 0;
        let mut j = idx;
        loop {
            if j == 0 {
                digits[0] = 1;
                *t1 += 1;
                break;
            }
            j -= 1;
            if digits[j] == 9 {
                digits[j] = 0;
            } else {
                digits[j] += 1;
                break;
            }
        }
    } else {
        digits[idx] = d + 1;
    }
}

/// BDCONV: the sign place (`-` or a space) and the field for `fmt`.
pub(super) fn format(v: Pdp8Float, fmt: TypeFormat) -> String {
    let mut out = String::new();
    let mag = if v.mant < 0 {
        out.push('-');
        Pdp8Float {
            exp: v.exp,
            mant: v.mant.wrapping_neg(),
        }
    } else {
        out.push(' ');
        v
    };
    // -1.0 * 2^e negated does not fit; use the same value as 0.5 * 2^(e+1).
    let mag = if mag.mant >= 1 << 23 {
        Pdp8Float {
            exp: arith::wrap12(i32::from(mag.exp) + 1),
            mant: 1 << 22,
        }
    } else {
        mag
    };
    let (mut digits, mut t1) = digits_of(mag);
    let (width, decimals) = match fmt {
        TypeFormat::Fixed { width, decimals } => (i32::from(width), i32::from(decimals)),
        TypeFormat::Exponent => (0, 0),
    };
    if width == 0 {
        round_at(&mut digits, FIXED_SIG + 1, &mut t1);
        let count = if decimals == 0 { 6 } else { decimals };
        push_e(&mut out, &digits, t1, count);
        return out;
    }
    // More decimals than digits leaves one integer place (`%6.2` is 6 digits, 20 decimals:
    // `3.14159`, `-0.00000` in s000072_fmt).
    let decp = decimals.min(width - 1);
    let places = (decp + t1).min(width);
    if places >= 0 {
        let k = places.min(FIXED_SIG as i32) + 1;
        round_at(&mut digits, k as usize, &mut t1);
    }
    if t1 > width {
        push_e(&mut out, &digits, t1, width);
        return out;
    }
    push_fixed(&mut out, &digits, t1, width, decp);
    out
}

/// The fixed field: `width` characters of spaces and digits with the point after the integer
/// places (max(width - decp, t1) of them), digits after the sixth significant one typed as 0.
fn push_fixed(out: &mut String, digits: &[u8; BUFFER_DIGITS], t1: i32, width: i32, decp: i32) {
    let int_places = (width - decp).max(t1);
    let mut left = -int_places; // FNEGSW: integer places still to type, negated
    let mut t1 = t1;
    let mut used = 0;
    if int_places == 0 {
        out.push('.');
    }
    for n in 0..width {
        let c = if t1 + left == 0 {
            t1 -= 1;
            let d = if used < FIXED_SIG { digits[used] } else { 0 };
            used += 1;
            char::from(b'0' + d)
        } else if left + 1 < 0 {
            ' '
        } else {
            '0'
        };
        out.push(c);
        if n + 1 == width {
            break; // OUTA: field filled
        }
        left += 1;
        if left == 0 {
            out.push('.');
        }
    }
}

/// E format: `0.`, `count` digits (after the seventh significant one, zeros), `E`, the
/// exponent's sign and at least two digits.
fn push_e(out: &mut String, digits: &[u8; BUFFER_DIGITS], t1: i32, count: i32) {
    out.push_str("0.");
    let count = count.max(0) as usize;
    for d in digits.iter().take(E_SIG.min(count)) {
        out.push(char::from(b'0' + d));
    }
    for _ in E_SIG.min(count)..count {
        out.push('0');
    }
    out.push('E');
    out.push(if t1 < 0 { '-' } else { '+' });
    out.push_str(&format!("{:02}", t1.unsigned_abs()));
}

/// `%N.M`: see [`TypeFormat::parse_spec`].
pub(super) fn parse_format_spec(text: &[u8]) -> (TypeFormat, usize) {
    let mut i = 0;
    let mut width: u32 = 0;
    let mut any = false;
    while let Some(c) = text.get(i).filter(|c| c.is_ascii_digit()) {
        width = (width * 10 + u32::from(c - b'0')).min(255);
        any = true;
        i += 1;
    }
    let mut decimals: u32 = 0;
    if text.get(i) == Some(&b'.') {
        i += 1;
        for place in [10, 1] {
            if let Some(c) = text.get(i).filter(|c| c.is_ascii_digit()) {
                decimals += u32::from(c - b'0') * place;
                any = true;
                i += 1;
            }
        }
    }
    if !any {
        return (TypeFormat::Exponent, i);
    }
    // Both are at most 255 by construction (width clamped, decimals at most 99).
    let fmt = TypeFormat::Fixed {
        width: width as u8,
        decimals: decimals as u8,
    };
    (fmt, i)
}
