//! Number text: FIN (1565h) reads a number, FOUT (160Fh) prints one in free format.

use std::cmp::Ordering;

use super::arith::{compare, div10, fadd, mul10, qint};
use super::{Mbf8k, ZERO};
use crate::num::{Number, ParseContext, Parsed};

/// The token bytes the tokenizer makes of `+` and `-`; FIN accepts them as exponent signs.
const TOKEN_PLUS: u8 = 0xA4;
const TOKEN_MINUS: u8 = 0xA5;

/// A cursor that reads like the ROM's CHRGET (RST 2 at 0010h / 0653h): it skips spaces
/// (20h only) and reports digits. `next` is the index of the byte after the current one.
struct Cursor<'a> {
    text: &'a [u8],
    next: usize,
}

impl Cursor<'_> {
    /// The byte at `i`, or 0 (the ROM's line terminator) past the end.
    fn at(&self, i: usize) -> u8 {
        self.text.get(i).copied().unwrap_or(0)
    }

    /// RST 2: advance to the next non-space byte and return it.
    fn chrget(&mut self) -> u8 {
        let mut i = self.next;
        while self.at(i) == b' ' {
            i += 1;
        }
        self.next = i + 1;
        self.at(i)
    }

    /// DCX H: step back so the current byte is read again.
    fn back(&mut self) {
        self.next = self.next.saturating_sub(1);
    }
}

/// FIN (1565h): reads a number at the start of `text`.
///
/// A `-` or `+` is taken only as the very first byte. Digits accumulate as
/// `FAC = MUL10(FAC) + digit` with rounding at each step; one `.` is allowed (a second ends
/// the number); `E` starts an exponent with an optional sign, accumulated in one byte with
/// the ROM's rotate instructions. The value is then scaled by MUL10 or by division by ten,
/// once per power. Spaces are skipped everywhere (`76 646` is 76646). `None` when nothing but
/// spaces was read; `overflow` when the machine would stop with `?OV ERROR`.
///
/// VAL hands FIN the string's first byte as it is (VAL, labelled StmtPOKE in the listing), so `VAL(" -3")` is 0;
/// INPUT, READ and the expression evaluator fetch it with CHRGET, which has skipped the
/// spaces before the sign.
pub(crate) fn parse(text: &[u8], ctx: ParseContext) -> Option<Parsed<Mbf8k>> {
    let lead = if ctx == ParseContext::Val {
        0
    } else {
        text.iter().take_while(|&&b| b == b' ').count()
    };
    let first = text.get(lead).copied().unwrap_or(0);
    let negative = first == b'-';
    let signed = first == b'-' || first == b'+';
    let mut cur = Cursor {
        text,
        next: lead + usize::from(signed),
    };
    let mut started = signed;
    let mut fac = ZERO;
    let mut frac_digits: u8 = 0; // B
    let mut point: u8 = 0xFF; // C: FF before the point, 0 after
    let mut exp: u8 = 0; // E
    let mut overflow = false;
    loop {
        let ch = cur.chrget();
        if ch.is_ascii_digit() {
            started = true;
            // ADC C with the digit's carry: counts digits after the point only.
            frac_digits = frac_digits.wrapping_add(point).wrapping_add(1);
            if !overflow {
                match mul10(fac).and_then(|v| fadd(v, Mbf8k::from_i8((ch - b'0') as i8))) {
                    Ok(v) => fac = v,
                    Err(_) => overflow = true,
                }
            }
            continue;
        }
        if ch == b'.' {
            started = true;
            point = point.wrapping_add(1);
            if point == 0 {
                continue;
            }
            break;
        }
        if ch == b'E' {
            started = true;
            let sign = cur.chrget();
            let exp_negative = sign == b'-' || sign == TOKEN_MINUS;
            if !(exp_negative || sign == b'+' || sign == TOKEN_PLUS) {
                cur.back();
            }
            loop {
                let d = cur.chrget();
                if !d.is_ascii_digit() {
                    break;
                }
                // MOV A,E / RLC / RLC / ADD E / RLC / ADD M / SUI '0' (15F0h).
                let e4 = exp.rotate_left(1).rotate_left(1);
                exp = e4
                    .wrapping_add(exp)
                    .rotate_left(1)
                    .wrapping_add(d)
                    .wrapping_sub(b'0');
            }
            if exp_negative {
                exp = exp.wrapping_neg();
            }
        }
        break;
    }
    if !started {
        return None;
    }
    // The terminator is the byte the cursor stands on.
    let len = cur.next.saturating_sub(1).min(text.len());
    let mut scale = exp.wrapping_sub(frac_digits) as i8;
    while scale != 0 && !overflow {
        let step = if scale > 0 {
            scale -= 1;
            mul10(fac)
        } else {
            scale += 1;
            div10(fac)
        };
        match step {
            Ok(v) => fac = v,
            Err(_) => overflow = true,
        }
    }
    if overflow {
        return Some(Parsed {
            value: Mbf8k::max_value(negative),
            len,
            overflow: true,
        });
    }
    let value = if negative { fac.negated() } else { fac };
    Some(Parsed {
        value,
        len,
        overflow: false,
    })
}

/// 999999.4375 (94 74 23 F7): FOUT divides by ten while the value is above it.
const BELOW_MILLION: [u8; 4] = [0xF7, 0x23, 0x74, 0x94];
/// 99999.9375 (91 43 4F F8): FOUT multiplies by ten while the value is not above it.
const BELOW_100K: [u8; 4] = [0xF8, 0x4F, 0x43, 0x91];
/// 0.5, added before taking the six digits.
const HALF: [u8; 4] = [0x00, 0x00, 0x00, 0x80];
/// 100000, 10000, ... 1: FOUT takes each digit by repeated subtraction (table at 16E8h).
const POWERS: [u32; 6] = [100_000, 10_000, 1_000, 100, 10, 1];

/// FOUT (160Fh) in free format: sign position (space or `-`), then six significant digits.
///
/// The value is scaled by division by ten or MUL10 into 99999.9375 < v <= 999999.4375,
/// 0.5 is added and the integer part gives six digits. Decimal exponents from -7 to 0
/// (relative to the six-digit integer) print in fixed point, others as `d.ddddE+xx`;
/// trailing zeros after the point and a bare point are removed.
pub(crate) fn format(v: Mbf8k) -> String {
    if v.is_zero() {
        return " 0".to_string();
    }
    let mut out: Vec<u8> = vec![if v.is_negative() { b'-' } else { b' ' }];
    let mut x = v.absolute();
    let mut adj: u8 = 0;
    let million = Mbf8k::from_bytes(BELOW_MILLION);
    let hundred_k = Mbf8k::from_bytes(BELOW_100K);
    let mut divided = false;
    // Each loop ends within 45 passes for any finite value; the bound only guards the host.
    for _ in 0..64 {
        if compare(x, million) != Ordering::Greater {
            break;
        }
        x = div10(x).unwrap_or(x);
        adj = adj.wrapping_add(1);
        divided = true;
    }
    if !divided {
        for _ in 0..64 {
            if compare(x, hundred_k) == Ordering::Greater {
                break;
            }
            x = mul10(x).unwrap_or(x);
            adj = adj.wrapping_sub(1);
        }
    }
    x = fadd(x, Mbf8k::from_bytes(HALF)).unwrap_or(x);
    let mut n = qint(x).max(0) as u32;
    let pos = adj.wrapping_add(7);
    let (mut point_count, exp10) = if (pos as i8) < 0 || pos >= 8 {
        (3u8, pos.wrapping_sub(2) as i8)
    } else {
        (pos.wrapping_add(1), 0i8)
    };
    point_count = point_count.wrapping_sub(1);
    if point_count == 0 {
        out.extend_from_slice(b".0");
    }
    for p in POWERS {
        point_count = point_count.wrapping_sub(1);
        if point_count == 0 {
            out.push(b'.');
        }
        let digit = n / p;
        n %= p;
        // n < 1000000 so the first digit is at most 9; the others are below 10.
        out.push(b'0' + digit as u8);
    }
    point_count = point_count.wrapping_sub(1);
    if point_count != 0 {
        while out.last() == Some(&b'0') {
            out.pop();
        }
        if out.last() == Some(&b'.') {
            out.pop();
        }
    }
    if exp10 != 0 {
        out.push(b'E');
        out.push(if exp10 < 0 { b'-' } else { b'+' });
        let e = exp10.unsigned_abs();
        out.push(b'0'.wrapping_add(e / 10));
        out.push(b'0' + e % 10);
    }
    String::from_utf8_lossy(&out).into_owned()
}
