//! AFP (text to number) and FASC (number to text), following the OS floating point package
//! (Atari OS source: AFP, TVN, GNC, FASC, C0A, FNZ), plus the tenth-digit mask rev. C's PRINT
//! applies before FASC (Source Book listing of XPRINT for revisions after A).
//!
//! AFP skips blanks, needs a digit, or a sign or point followed by a digit (TVN), then shifts
//! digits into FR0 from the right while its first mantissa byte is still zero, so at most
//! nine significant digits are kept (later ones before the point only count in the exponent,
//! none is rounded in). `E`, an optional sign and one or two digits give the exponent; when
//! the exponent part does not start with a digit, or when the exponent plus the dropped
//! digits comes to zero, the number ends before the `E`. Exponent arithmetic is 8-bit, as on
//! the 6502. Too large: no number; too small: zero.
//!
//! FASC writes the ten digits with the point after `exp - $3F` bytes for exponents $3F..=$44
//! (`0.01 <= |x| < 1E+10`), drops trailing zeros (and the point) and a leading zero; other
//! exponents get E notation: `dd.dddddddd`, trailing zeros dropped, then the point moves after
//! the first digit when that is not zero (keeping the digit after it: `1.0E-05`) or the
//! leading zero goes (`1E-04`), and `E`, the sign and two exponent digits follow.

use super::arith::n0e;
use super::Bcd;

/// The 6502 registers AFP works with.
struct Afp<'a> {
    text: &'a [u8],
    /// CIX: the offset of the next character.
    cix: usize,
    fr0: Bcd,
    /// EEXP, NSIGN, ESIGN, FCHFLG and DIGRT as the bytes they are.
    eexp: u8,
    nsign: bool,
    esign: bool,
    not_first: bool,
    digrt: u8,
}

/// The longest text AFP looks at: its index register is a byte.
const AFP_WINDOW: usize = 255;

impl Afp<'_> {
    /// The character at CIX (an end of line past the text).
    fn peek(&self) -> u8 {
        if self.cix >= AFP_WINDOW {
            return 0x9b;
        }
        self.text.get(self.cix).copied().unwrap_or(0x9b)
    }

    /// GNC: the next character, advancing CIX; `Ok(digit)` or `Err(character)`.
    fn gnc(&mut self) -> Result<u8, u8> {
        let c = self.peek();
        self.cix += 1;
        if c.is_ascii_digit() {
            Ok(c - b'0')
        } else {
            Err(c)
        }
    }

    /// S0L: FR0's mantissa shifted left one digit.
    fn s0l(&mut self) {
        let mut carry = 0u8;
        for i in (1..6).rev() {
            let b = self.fr0.0[i];
            self.fr0.0[i] = (b << 4) | carry;
            carry = b >> 4;
        }
    }
}

/// TVN: whether a number starts at `at` (a digit, or `.`/sign then a digit, or a sign, a
/// point and a digit).
fn starts_number(text: &[u8], at: usize) -> bool {
    let c = |i: usize| text.get(at + i).copied().unwrap_or(0x9b);
    match c(0) {
        b'0'..=b'9' => true,
        b'.' => c(1).is_ascii_digit(),
        b'+' | b'-' => c(1).is_ascii_digit() || (c(1) == b'.' && c(2).is_ascii_digit()),
        _ => false,
    }
}

/// AFP. See the module documentation.
pub(crate) fn parse(text: &[u8]) -> Option<(Bcd, usize)> {
    let mut cix = 0;
    while cix < AFP_WINDOW && text.get(cix) == Some(&b' ') {
        cix += 1;
    }
    if !starts_number(text, cix) {
        return None;
    }
    let mut r = Afp {
        text,
        cix,
        fr0: Bcd::ZERO,
        eexp: 0,
        nsign: false,
        esign: false,
        not_first: false,
        digrt: 0xff,
    };
    loop {
        match r.gnc() {
            Ok(d) => {
                if r.fr0.0[1] == 0 {
                    r.s0l();
                    r.fr0.0[5] |= d;
                    if r.digrt & 0x80 == 0 {
                        r.digrt = r.digrt.wrapping_add(1);
                    }
                } else if r.digrt & 0x80 != 0 {
                    r.eexp = r.eexp.wrapping_add(1);
                }
                r.not_first = true;
            }
            Err(b'.') => {
                if r.digrt & 0x80 == 0 {
                    break;
                }
                r.digrt = 0;
                r.not_first = true;
            }
            Err(b'E') => {
                exponent(&mut r);
                break;
            }
            Err(c) => {
                if r.not_first {
                    break;
                }
                // The first character: a sign (TVN allowed nothing else here).
                r.nsign = c == b'-';
                r.not_first = true;
            }
        }
        if r.cix > AFP_WINDOW {
            break;
        }
    }
    // AFP16: CIX back onto the character that ended the number.
    r.cix -= 1;
    let mut e = r.eexp;
    if r.digrt & 0x80 == 0 && r.digrt != 0 {
        e = e.wrapping_sub(r.digrt);
    }
    // ROL/ROR: an arithmetic shift right; an odd exponent shifts the mantissa one digit.
    let odd = e & 1 != 0;
    let half = (e >> 1) | (e & 0x80);
    if odd {
        r.s0l();
    }
    r.fr0.0[0] = half.wrapping_add(0x44);
    let (mut value, carry) = n0e(r.fr0, 0);
    if carry {
        return None;
    }
    if r.nsign {
        value.0[0] |= 0x80;
    }
    Some((value, r.cix))
}

/// AFP9 onwards: the part after an `E` (CIX is just past it).
fn exponent(r: &mut Afp) {
    let after_e = r.cix;
    let first = match r.gnc() {
        Ok(d) => Some(d),
        Err(c) if c == b'+' || c == b'-' => {
            if c == b'-' {
                r.esign = true;
            }
            r.gnc().ok()
        }
        Err(_) => None,
    };
    let Some(first) = first else {
        r.cix = after_e;
        return;
    };
    let extra = r.eexp;
    r.eexp = first;
    if let Ok(second) = r.gnc() {
        r.eexp = first.wrapping_mul(10).wrapping_add(second);
        // ICX past the second digit's successor; AFP16's DEC brings it back.
        r.cix += 1;
    }
    if r.esign {
        r.eexp = r.eexp.wrapping_neg();
    }
    r.eexp = extra.wrapping_add(r.eexp);
    if r.eexp == 0 {
        // AFP12 falls into AFP13..AFP15: the exponent part is given back.
        r.cix = after_e;
    }
}

/// The ten digits of the mantissa, as ASCII.
fn digits(x: &Bcd) -> [u8; 10] {
    let mut d = [0u8; 10];
    for k in 0..5 {
        d[2 * k] = b'0' | (x.0[k + 1] >> 4);
        d[2 * k + 1] = b'0' | (x.0[k + 1] & 15);
    }
    d
}

/// C0A: the ten digits with a point before byte `point` (0..=5), in an 11-byte buffer.
fn c0a(x: &Bcd, point: usize) -> Vec<u8> {
    let d = digits(x);
    let mut buf = Vec::with_capacity(11);
    for k in 0..5 {
        if k == point {
            buf.push(b'.');
        }
        buf.push(d[2 * k]);
        buf.push(d[2 * k + 1]);
    }
    if point == 5 {
        buf.push(b'.');
    }
    buf
}

/// FNZ: the index of the last character kept (trailing zeros and the point dropped).
fn fnz(buf: &[u8]) -> usize {
    let mut x = 10;
    while x > 0 {
        match buf[x] {
            b'.' => return x - 1,
            b'0' => x -= 1,
            _ => return x,
        }
    }
    0
}

/// FASC (the OS routine, all ten digits): what STR$ and LIST show.
pub(crate) fn fasc(x: Bcd) -> Vec<u8> {
    if x.0[0] == 0 {
        return b"0".to_vec();
    }
    let exp = x.0[0] & 0x7f;
    let mut out: Vec<u8>;
    if (0x3f..0x45).contains(&exp) {
        let buf = c0a(&x, usize::from(exp - 0x3f));
        let last = fnz(&buf);
        out = buf[..=last].to_vec();
        if out[0] == b'.' {
            out.insert(0, b'0');
        } else if out[0] == b'0' && out.len() > 1 {
            out.remove(0);
        }
    } else {
        let mut buf = c0a(&x, 1);
        let mut end = fnz(&buf) + 1;
        let mut e = (x.0[0] << 1).wrapping_sub(0x80) as i8 as i32;
        if buf[0] != b'0' {
            buf.swap(1, 2);
            if end == 2 {
                end = 3;
            }
            e += 1;
        }
        out = buf[..end].to_vec();
        out.push(b'E');
        out.push(if e < 0 { b'-' } else { b'+' });
        let a = e.unsigned_abs();
        out.push(b'0' | (a / 10) as u8);
        out.push(b'0' | (a % 10) as u8);
        if out[0] == b'0' {
            out.remove(0);
        }
    }
    if x.0[0] & 0x80 != 0 {
        out.insert(0, b'-');
    }
    out
}

/// PRINT's conversion in rev. C: the tenth digit cleared when the first byte has two digits,
/// then FASC.
pub(crate) fn print_form(x: Bcd) -> Vec<u8> {
    let mut x = x;
    if x.0[1] >= 0x10 {
        x.0[5] &= 0xf0;
    }
    fasc(x)
}
