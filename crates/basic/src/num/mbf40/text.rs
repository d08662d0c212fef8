//! Text to number and back: FIN (literals, VAL, INPUT, READ) and FOUT (PRINT, STR$).
//!
//! FIN builds the value digit by digit with MUL10 and ADDACC, then scales it by the decimal
//! exponent with MUL10/DIV10, every step rounded as in the ROM; CHRGET skips spaces between
//! any two characters. FOUT scales the FAC into 1E8..1E9 the same way, adds 1/2, takes the
//! integer (QINT) and prints its nine digits, dropping trailing zeros.

use super::arith::{addacc, div10, fadd, fcomp, fmult, mul10, qint};
use super::{Mbf40, ZERO};
use crate::num::{NumError, ParseContext, Parsed};

/// CHRGET's view of the text: the current character, spaces skipped; 0 at the end.
struct Chars<'a> {
    text: &'a [u8],
    pos: usize,
}

impl Chars<'_> {
    fn skip_spaces(&mut self) {
        while self.text.get(self.pos) == Some(&b' ') {
            self.pos += 1;
        }
    }

    fn cur(&self) -> u8 {
        self.text.get(self.pos).copied().unwrap_or(0)
    }

    /// CHRGET: the next character that is not a space.
    fn advance(&mut self) {
        if self.pos < self.text.len() {
            self.pos += 1;
        }
        self.skip_spaces();
    }
}

/// The tokenized `+` and `-` of a stored program line (FIN accepts them after `E`).
const TOKEN_PLUS: u8 = 0xAA;
const TOKEN_MINUS: u8 = 0xAB;

/// Where FIN's state machine is (labels of `float.s`).
#[derive(Clone, Copy)]
enum Step {
    /// FIN1: fetch the next character.
    Next,
    /// FIN3: a non-digit: point, `E`, or the end.
    NotDigit,
    /// FIN9: accumulate a digit.
    Digit,
    /// FIN4: fetch a character of the exponent.
    ExpNext,
    /// GETEXP: accumulate an exponent digit.
    ExpDigit,
    /// FIN6/FIN7: the number ended; scale it.
    End,
}

/// FIN. Returns `None` when no character (other than spaces) belongs to a number; in program
/// text a number must start with a digit or a point.
pub(super) fn parse(text: &[u8], ctx: ParseContext) -> Option<Parsed<Mbf40>> {
    let mut c = Chars { text, pos: 0 };
    c.skip_spaces();
    let start = c.pos;
    let first = c.cur();
    if ctx == ParseContext::Program && !(first.is_ascii_digit() || first == b'.') {
        return None;
    }
    let mut fac = Ok(ZERO);
    let mut negative = false;
    let mut expon: u8 = 0;
    let mut exp_negative = false;
    let mut after_point: u8 = 0;
    // LOWTR: bit 7 once a point was seen, bit 6 at the second point.
    let mut points: u8 = 0;
    let mut step = match first {
        b'0'..=b'9' => Step::Digit,
        b'-' => {
            negative = true;
            Step::Next
        }
        b'+' => Step::Next,
        _ => Step::NotDigit,
    };
    loop {
        step = match step {
            Step::Next => {
                c.advance();
                if c.cur().is_ascii_digit() {
                    Step::Digit
                } else {
                    Step::NotDigit
                }
            }
            Step::NotDigit => match c.cur() {
                b'.' => {
                    points = 0x80 | (points >> 1);
                    if points & 0x40 == 0 {
                        Step::Next
                    } else {
                        Step::End
                    }
                }
                b'E' => {
                    c.advance();
                    match c.cur() {
                        b'0'..=b'9' => Step::ExpDigit,
                        b'-' | TOKEN_MINUS => {
                            exp_negative = true;
                            Step::ExpNext
                        }
                        b'+' | TOKEN_PLUS => Step::ExpNext,
                        _ => Step::End,
                    }
                }
                _ => Step::End,
            },
            Step::Digit => {
                if points & 0x80 != 0 {
                    after_point = after_point.wrapping_add(1);
                }
                let digit = (c.cur() - b'0') as i8;
                fac = fac.and_then(mul10).and_then(|f| addacc(f, digit));
                Step::Next
            }
            Step::ExpNext => {
                c.advance();
                if c.cur().is_ascii_digit() {
                    Step::ExpDigit
                } else {
                    Step::End
                }
            }
            Step::ExpDigit => {
                // GETEXP: a third exponent digit overflows, or makes a negative one 100.
                if expon >= 10 {
                    if exp_negative {
                        expon = 100;
                    } else {
                        fac = Err(NumError::Overflow);
                    }
                } else {
                    expon = expon * 10 + (c.cur() - b'0');
                }
                Step::ExpNext
            }
            Step::End => break,
        };
    }
    if c.pos == start {
        return None;
    }
    let signed_expon = if exp_negative {
        expon.wrapping_neg()
    } else {
        expon
    };
    // The scale is a signed byte, as in the ROM (so it can wrap).
    let mut scale = signed_expon.wrapping_sub(after_point) as i8;
    while scale > 0 {
        fac = fac.and_then(mul10);
        scale -= 1;
    }
    while scale < 0 {
        fac = fac.and_then(div10);
        scale += 1;
    }
    let (value, overflow) = match fac {
        Ok(f) => (if negative { f.with_sign(!f.neg) } else { f }, false),
        Err(_) => (
            Mbf40 {
                exp: 0xFF,
                neg: negative,
                mant: 0xFFFF_FFFF,
                ext: 0,
            },
            true,
        ),
    };
    Some(Parsed {
        value,
        len: c.pos,
        overflow,
    })
}

/// 999999999.25 (`9E 6E 6B 27 FD`), the upper bound of the scaled FAC.
const BOUND_HIGH: [u8; 5] = [0x9E, 0x6E, 0x6B, 0x27, 0xFD];
/// 99999999.90625 (`9B 3E BC 1F FD`), the lower bound.
const BOUND_LOW: [u8; 5] = [0x9B, 0x3E, 0xBC, 0x1F, 0xFD];
/// 1E9 (`9E 6E 6B 28 00`).
const BILLION: [u8; 5] = [0x9E, 0x6E, 0x6B, 0x28, 0x00];
const HALF: [u8; 5] = [0x80, 0x00, 0x00, 0x00, 0x00];

/// DECTBL: -1E8, 1E7, -1E6 ... -1, added until the sign flips to find each digit.
const DECTBL: [i32; 9] = [
    -100_000_000,
    10_000_000,
    -1_000_000,
    100_000,
    -10_000,
    1_000,
    -100,
    10,
    -1,
];

/// FOUT's scaling loop: the FAC brought into 1E8..1E9 and made an integer, and the power
/// of ten taken out (INDX).
fn scale_to_nine_digits(f: Mbf40) -> Result<(u32, i8), NumError> {
    let high = Mbf40::unpack(BOUND_HIGH);
    let low = Mbf40::unpack(BOUND_LOW);
    let mut fac = f;
    let mut indx: i8 = 0;
    if fac.exp <= 0x80 {
        fac = fmult(Mbf40::unpack(BILLION), fac)?;
        indx = -9;
    }
    // The control flow of L3C97..L3CBE, with INDX a wrapping byte.
    let mut check_high = true;
    loop {
        if check_high {
            match fcomp(high, fac) {
                0 => break,
                1 => {
                    fac = div10(fac)?;
                    indx = indx.wrapping_add(1);
                    if indx != 0 {
                        continue;
                    }
                    fac = fadd(Mbf40::unpack(HALF), fac)?;
                    break;
                }
                _ => check_high = false,
            }
        }
        if fcomp(low, fac) == 1 {
            fac = fadd(Mbf40::unpack(HALF), fac)?;
            break;
        }
        fac = mul10(fac)?;
        indx = indx.wrapping_sub(1);
        if indx == 0 {
            fac = div10(fac)?;
            indx = indx.wrapping_add(1);
            check_high = true;
            if indx != 0 {
                continue;
            }
            fac = fadd(Mbf40::unpack(HALF), fac)?;
            break;
        }
    }
    Ok((qint(fac), indx))
}

/// FOUT: the sign (space or `-`), then up to nine digits in fixed notation when the value is
/// between .01 and 999999999.5, otherwise one digit, point, digits and `E+dd`/`E-dd`.
pub(super) fn format(f: Mbf40) -> String {
    let mut out = String::with_capacity(16);
    out.push(if f.neg && f.exp != 0 { '-' } else { ' ' });
    if f.exp == 0 {
        out.push('0');
        return out;
    }
    let positive = Mbf40 { neg: false, ..f };
    // FOUT overflows only for values within a rounding of the largest one; the ROM would stop
    // with ?OVERFLOW inside PRINT. Print the largest value instead of failing here.
    let (mut n, indx) = scale_to_nine_digits(positive).unwrap_or((170_141_183, 30));
    let a = indx.wrapping_add(10);
    let (digits_before_point, expon) = if (0..11).contains(&a) {
        (a - 1, 0i8)
    } else {
        (1, a.wrapping_sub(2))
    };
    let mut buf: Vec<u8> = Vec::with_capacity(16);
    if digits_before_point <= 0 {
        buf.push(b'.');
        if digits_before_point < 0 {
            buf.push(b'0');
        }
    }
    let mut point_count = digits_before_point;
    let mut x: u8 = 0x80;
    for t in DECTBL {
        let mut carry;
        loop {
            let (sum, c) = n.overflowing_add(t as u32);
            n = sum;
            carry = c;
            x = x.wrapping_add(1);
            let x_negative = x & 0x80 != 0;
            if carry != x_negative {
                break;
            }
        }
        let a = if carry {
            // 10 - count, carried into the ADC #$2F below.
            (!x).wrapping_add(0x0B).wrapping_add(0x30)
        } else {
            x.wrapping_add(0x2F)
        };
        buf.push(a & 0x7F);
        point_count = point_count.wrapping_sub(1);
        if point_count == 0 {
            buf.push(b'.');
        }
        x = (!a) & 0x80;
    }
    while buf.last() == Some(&b'0') {
        buf.pop();
    }
    if buf.last() == Some(&b'.') {
        buf.pop();
    }
    out.extend(buf.iter().map(|&b| char::from(b)));
    if expon != 0 {
        out.push('E');
        out.push(if expon < 0 { '-' } else { '+' });
        let e = expon.unsigned_abs();
        out.push(char::from(b'0' + e / 10));
        out.push(char::from(b'0' + e % 10));
    }
    out
}
