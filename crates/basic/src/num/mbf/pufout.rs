//! PRINT USING's number fields as GW-BASIC builds them (MATH2.ASM `$PUFOT`, `$PUF`,
//! `$PUI`, `DPCOM`; MATH1.ASM `$PUFE`, `$PUFXE`, `$FOTZS`, `$FOTZ`, `$FOTZC`, `$PUEXP`;
//! MATH2.ASM `$FOTED`, `$FOTCV`; MATH1.ASM `$FOTCI`).
//!
//! The machine writes the digits into its buffer `$FBUFF` with a moving pointer and
//! counters held in registers and in `$FMTCX`; the field is then fixed up in place (leading
//! zeros become spaces or `*`, the `$` and the sign go before the first digit) and, when it
//! is wider than the format, shortened by dropping leading blanks and a `0` before the
//! point, or marked with `%`. This module follows those steps one by one, registers and
//! all, so every rounding and every overflow comes out as on the machine.

use super::float::{Mbf32, Mbf64};
use super::fout::{csd, fotnv_double, fotnv_single};
use super::gwdouble;
use super::word::{Gw, GwNumber};
use crate::num::Number;

/// The format flags of `$FMTAX` (BIPRTU.ASM sets them while it scans the field).
pub mod flag {
    /// `,` before the point: digits in groups of three.
    pub const COMMAS: u8 = 0x40;
    /// `**`: leading blanks become asterisks.
    pub const STARS: u8 = 0x20;
    /// `$$` or `**$`: a floating dollar sign.
    pub const DOLLAR: u8 = 0x10;
    /// A leading `+` or a trailing `+`: a positive number shows `+`.
    pub const PLUS: u8 = 0x08;
    /// A trailing `+` or `-`: the sign goes after the number.
    pub const TRAILING: u8 = 0x04;
    /// `^^^^`: scientific notation.
    pub const EXPONENT: u8 = 0x01;
}

/// The number register (`$FAC`) while a field is built.
#[derive(Clone, Copy)]
enum Fac {
    Single(Mbf32),
    Double(Mbf64),
}

impl Fac {
    fn is_zero(self) -> bool {
        match self {
            Fac::Single(s) => s.is_zero(),
            Fac::Double(d) => d.is_zero(),
        }
    }

    /// `$DIV10`: times the double 0.1 (`$DPM01`), a single by it rounded to a single.
    fn div10(self) -> Fac {
        let tenth = Mbf64::from_bytes([0xCD, 0xCC, 0xCC, 0xCC, 0xCC, 0xCC, 0x4C, 0x7D]);
        match self {
            Fac::Single(s) => {
                let t = csd(tenth).unwrap_or(Mbf32::ZERO);
                Fac::Single(s.mul_single(t).unwrap_or(s))
            }
            Fac::Double(d) => Fac::Double(gwdouble::mul(d, tenth).unwrap_or(d)),
        }
    }

    /// `$VADDH` then `$VINT`: one half added, then the fraction dropped.
    fn round_whole(self) -> Fac {
        match self {
            Fac::Single(s) => Fac::Single(s.add_single(half_single()).unwrap_or(s).trunc()),
            Fac::Double(d) => Fac::Double(gwdouble::add(d, half_double()).unwrap_or(d).trunc()),
        }
    }

    /// `$FOTNV`: the printable digits brought into the integer part; the power of ten.
    fn fotnv(self) -> (Fac, i32) {
        match self {
            Fac::Single(s) => {
                let (v, e) = fotnv_single(s);
                (Fac::Single(v), e)
            }
            Fac::Double(d) => {
                let (v, e) = fotnv_double(d);
                (Fac::Double(v), e)
            }
        }
    }

    /// The whole number `$FOTCV` prints: one half added unless the value is whole, then
    /// cut (`$INT`/`$QINT`, `$DINT`/`$FTDNT`).
    fn fotcv_integer(self) -> u64 {
        match self {
            Fac::Single(s) => {
                let v = if s.trunc() == s {
                    s
                } else {
                    s.add_single(half_single()).unwrap_or(s)
                };
                v.to_int_trunc().unwrap_or(0).max(0) as u64
            }
            Fac::Double(d) => {
                let v = if d.trunc() == d {
                    d
                } else {
                    gwdouble::add(d, half_double()).unwrap_or(d)
                };
                v.to_int_trunc().unwrap_or(0).max(0) as u64
            }
        }
    }

    /// Whether the value is below 10^k (`$DCMPM` against `$DP16`'s neighbours for a
    /// double; `$COMPM` against the top four bytes of the double 10^k for a single).
    fn below_ten_pow(self, k: i32) -> bool {
        let p = gwdouble::ten_pow(k.clamp(0, 38) as u32);
        match self {
            Fac::Single(s) => {
                let b = p.to_bytes();
                let top = Mbf32::from_bytes([b[4], b[5], b[6], b[7]]);
                s.compare_single(top) == std::cmp::Ordering::Less
            }
            Fac::Double(d) => p.float_gt(d),
        }
    }
}

fn half_single() -> Mbf32 {
    Mbf32::from_bytes([0, 0, 0, 0x80])
}

fn half_double() -> Mbf64 {
    Mbf64::from_bytes([0, 0, 0, 0, 0, 0, 0, 0x80])
}

/// The machine's state while one field is built: `$FBUFF` and its pointer, the `CX`
/// register (point and comma counts), `$FMTCX` (places left and right of the point, which
/// `$FOTED` overwrites with `CX`), the flags and `$DPADR` (where the point went).
struct Buf {
    b: Vec<u8>,
    bx: usize,
    ch: u8,
    cl: u8,
    fmt_left: u8,
    fmt_right: u8,
    flags: u8,
    dpadr: usize,
}

/// The longest loop any step takes (a counter that went negative counts down from 255).
const MAX_STEPS: usize = 256;

impl Buf {
    fn put(&mut self, c: u8) {
        if self.b.len() <= self.bx {
            self.b.resize(self.bx + 1, 0);
        }
        self.b[self.bx] = c;
    }

    fn at(&self, i: usize) -> u8 {
        self.b.get(i).copied().unwrap_or(0)
    }

    /// `$FOTED`: the point when the point count runs out, else a comma when the comma
    /// count does; the counts go back to `$FMTCX`.
    fn foted(&mut self) {
        self.ch = self.ch.wrapping_sub(1);
        if self.ch == 0 {
            self.put(b'.');
            self.dpadr = self.bx;
            self.bx += 1;
            self.ch = 0;
            self.cl = 0;
        } else {
            self.cl = self.cl.wrapping_sub(1);
            if self.cl == 0 {
                self.put(b',');
                self.bx += 1;
                self.cl = 3;
            }
        }
        self.fmt_left = self.ch;
        self.fmt_right = self.cl;
    }

    /// `$FOTZ`: `n` zeros.
    fn fotz(&mut self, n: u8) {
        for _ in 0..n {
            self.put(b'0');
            self.bx += 1;
        }
    }

    /// `$FOTZC`: `n` zeros with `$FOTED` between them.
    fn fotzc(&mut self, n: u8) {
        let mut n = n;
        for _ in 0..MAX_STEPS {
            self.put(b'0');
            self.bx += 1;
            n = n.wrapping_sub(1);
            if n == 0 {
                break;
            }
            self.foted();
        }
    }

    /// `$FOTCV` (and `$FOTCI` for the last four digits): 7 or 16 digits of the rounded
    /// value, `$FOTED` before each and once after, then the end byte.
    fn fotcv(&mut self, fac: Fac) {
        let digits = match fac {
            Fac::Single(_) => 7,
            Fac::Double(_) => 16,
        };
        self.digits(fac.fotcv_integer(), digits);
    }

    /// Digits of `n` by subtracting powers of ten, `$FOTED` before each and after.
    fn digits(&mut self, n: u64, count: u32) {
        let mut n = n;
        for k in (0..count).rev() {
            self.foted();
            let p = 10u64.pow(k);
            let d = (n / p).min(u64::from(u8::MAX - b'0'));
            n -= d * p;
            self.put(b'0' + d as u8);
            self.bx += 1;
        }
        self.foted();
        self.put(0);
    }

    /// `DPCOM`: the point count (digits before the point plus one) and the comma count.
    fn dpcom(&mut self, dl: u8) {
        let al = self
            .ch
            .wrapping_add(dl)
            .wrapping_sub(self.cl)
            .wrapping_add(1);
        self.ch = al;
        let mut a = al as i8;
        for _ in 0..MAX_STEPS {
            a = a.wrapping_sub(3);
            if a <= 0 {
                break;
            }
        }
        self.cl = if self.flags & flag::COMMAS != 0 {
            a.wrapping_add(3) as u8
        } else {
            0
        };
    }

    /// `$CHRGT` over the buffer: the next byte that is not a blank.
    fn chrgt(&mut self) -> u8 {
        for _ in 0..MAX_STEPS {
            self.bx += 1;
            let c = self.at(self.bx);
            if c != b' ' {
                return c;
            }
        }
        0
    }

    /// `$FOTZS`: leading zeros and commas become blanks (or `*`), a `0` goes back before
    /// a point or an `E` (the single's exponent letter is not in the list, `D` is), then
    /// the `$` and the sign. Returns the sign when it trails.
    fn fotzs(&mut self) -> Option<u8> {
        self.bx = 1;
        let mut ch = self.at(1);
        let mut cl = b' ';
        if self.flags & flag::STARS != 0 {
            let was_blank = ch == cl;
            cl = b'*';
            if was_blank && self.flags & flag::TRAILING == 0 {
                ch = cl;
            }
        }
        let mut zero_before = false;
        for _ in 0..MAX_STEPS {
            self.put(cl);
            let c = self.chrgt();
            match c {
                0 | b'.' | b'e' | b'D' => {
                    zero_before = true;
                    break;
                }
                b',' | b'0' => continue,
                _ => break,
            }
        }
        if zero_before {
            self.bx -= 1;
            self.put(b'0');
        }
        if self.flags & flag::DOLLAR != 0 {
            self.bx -= 1;
            self.put(b'$');
        }
        if self.flags & flag::TRAILING != 0 {
            return Some(ch);
        }
        self.bx -= 1;
        self.put(ch);
        None
    }

    /// `$PUFXE`: the fix-up; the field's text from where it starts to the end byte.
    fn pufxe(mut self) -> Vec<u8> {
        let end = self.bx;
        let trailing = self.fotzs();
        self.bx = end;
        if let Some(c) = trailing {
            self.put(c);
            self.bx += 1;
        }
        self.put(0);
        let mut bx = 1;
        let start = 'fit: loop {
            // PFX30: does the text from bx fit the places before the point?
            for _ in 0..MAX_STEPS {
                let room = self.dpadr as isize - bx as isize - isize::from(self.fmt_left);
                if room == 0 {
                    break 'fit bx;
                }
                let c = self.at(bx);
                if c == b' ' || c == b'*' {
                    bx += 1;
                } else {
                    break;
                }
            }
            // PFX40: signs and `$` kept, a `0` dropped when a digit follows the point
            let pct = bx.saturating_sub(1);
            self.bx = pct;
            let mut kept = Vec::new();
            let mut c = self.chrgt();
            while matches!(c, b'-' | b'+' | b'$') && kept.len() < MAX_STEPS {
                kept.push(c);
                c = self.chrgt();
            }
            if c != b'0' {
                self.bx = pct;
                self.put(b'%');
                break pct;
            }
            self.bx += 1;
            if !self.chrgt().is_ascii_digit() {
                self.bx = pct;
                self.put(b'%');
                break pct;
            }
            // the kept characters move one place right, over the `0`
            let mut p = self.bx - 1;
            while let Some(k) = kept.pop() {
                p -= 1;
                self.b[p] = k;
            }
            bx = p;
        };
        let tail = &self.b[start..];
        let len = tail.iter().position(|&c| c == 0).unwrap_or(tail.len());
        tail[..len].to_vec()
    }
}

/// `$PUFOT`: a number in a PRINT USING field. `left` counts the places before the point
/// (digits, commas, the `$` and `**`, a leading `+`), `right` the point and the places
/// after it; `flags` are [`flag`]'s.
pub(crate) fn pufout(n: GwNumber, flags: u8, left: u8, right: u8) -> Vec<u8> {
    let mut buf = Buf {
        b: vec![0; 64],
        bx: 1,
        ch: left,
        cl: right,
        fmt_left: left,
        fmt_right: right,
        flags,
        dpadr: 0,
    };
    buf.put(if flags & flag::PLUS != 0 { b'+' } else { b' ' });
    // `$VNEG`: -32768 becomes the single 32768
    let value = match n.view() {
        Gw::Integer(i) if i < 0 => {
            buf.put(b'-');
            match i.checked_neg() {
                Some(p) => Gw::Integer(p),
                None => Gw::Single(Mbf32::from_i128(32768).unwrap_or(Mbf32::ZERO)),
            }
        }
        Gw::Single(s) if s.is_negative() && !s.is_zero() => {
            buf.put(b'-');
            Gw::Single(s.abs())
        }
        Gw::Double(d) if d.is_negative() && !d.is_zero() => {
            buf.put(b'-');
            Gw::Double(d.abs())
        }
        v => v,
    };
    buf.bx = 2;
    buf.put(b'0');
    match value {
        Gw::Integer(i) => pui(buf, i),
        Gw::Single(s) => puf(buf, Fac::Single(s), n),
        Gw::Double(d) => puf(buf, Fac::Double(d), n),
    }
}

/// `$PUI`: an integer; in scientific notation it is made a single first (`$CSI`).
fn pui(mut buf: Buf, i: i16) -> Vec<u8> {
    if buf.flags & flag::EXPONENT != 0 {
        return pufe(
            buf,
            Fac::Single(Mbf32::from_i128(i.into()).unwrap_or(Mbf32::ZERO)),
        );
    }
    let (left, right) = (buf.fmt_left, buf.fmt_right);
    let zeros = left.wrapping_sub(5);
    if (zeros as i8) >= 0 {
        buf.fotz(zeros);
    }
    buf.ch = 6;
    buf.cl = if buf.flags & flag::COMMAS != 0 { 3 } else { 0 };
    buf.digits(i as u16 as u64, 5);
    puiz(buf, left, right)
}

/// `$PUIZ`: the point dropped when the field has none, zeros after it as asked.
fn puiz(mut buf: Buf, left: u8, right: u8) -> Vec<u8> {
    if right == 0 {
        buf.bx -= 1;
    }
    let zeros = right.wrapping_sub(1);
    if (zeros as i8) >= 0 {
        buf.fotz(zeros);
        buf.put(0);
    }
    buf.fmt_left = left;
    buf.fmt_right = right;
    buf.pufxe()
}

/// `$PUF`: a single or double in fixed notation (or `$PUFE` for scientific).
fn puf(mut buf: Buf, fac: Fac, original: GwNumber) -> Vec<u8> {
    if buf.flags & flag::EXPONENT != 0 {
        return pufe(buf, fac);
    }
    if !fac.below_ten_pow(16) {
        // too large for a fixed field: `%` and the free format of the (positive) value
        let mut out = vec![b'%'];
        out.extend(original.abs().format().into_bytes());
        return out;
    }
    let (left, right) = (buf.fmt_left, buf.fmt_right);
    let ch: u8 = match fac {
        Fac::Single(_) => 7,
        Fac::Double(_) => 16,
    };
    let (fac, exp) = if fac.is_zero() { (fac, 0) } else { fac.fotnv() };
    let dl = exp as i8 as u8;
    if (dl as i8) >= 0 {
        // no digit after the point
        let need = dl.wrapping_add(ch).wrapping_sub(left);
        if (need as i8) < 0 {
            buf.fotz(need.wrapping_neg());
        }
        buf.ch = ch;
        buf.cl = 0;
        buf.dpcom(dl);
        buf.fotcv(fac);
        buf.fmt_left = left;
        buf.fmt_right = right;
        if dl != 0 {
            buf.fotzc(dl);
            buf.foted();
        }
        buf.fmt_left = left;
        buf.fmt_right = right;
        return puiz(buf, left, right);
    }
    // digits after the point: drop the ones the field has no place for
    let dh = if right == 0 { 0 } else { right - 1 };
    let excess = dh.wrapping_add(dl);
    let mut fac = fac;
    let mut cl = excess;
    if (excess as i8) < 0 {
        let mut a = excess as i8;
        while a < 0 {
            fac = fac.div10();
            a += 1;
        }
    } else {
        cl = 0;
    }
    let al = dl.wrapping_sub(cl).wrapping_add(ch);
    if (al as i8) < 0 {
        // every printable digit is after the point
        buf.fotz(left);
        buf.put(b'.');
        buf.dpadr = buf.bx;
        buf.bx += 1;
        // zeros between the point and the digits: as many as `al` fell short (the 1983
        // source writes DH-CH, which the 3.23 binary does not: `"#.#####"` of .000123
        // prints 0.00012300000000 there)
        buf.fotz(al.wrapping_neg());
        buf.ch = 0;
        buf.cl = 0;
    } else {
        let zeros = left.wrapping_sub(ch).wrapping_sub(dl).wrapping_add(cl);
        if (zeros as i8) >= 0 {
            buf.fotz(zeros);
        }
        buf.ch = ch;
        buf.cl = cl;
        buf.dpcom(dl);
    }
    buf.fotcv(fac);
    buf.fmt_left = left;
    buf.fmt_right = right;
    if right == 0 {
        buf.bx = buf.dpadr;
        return buf.pufxe();
    }
    let zeros = right.wrapping_add(dl).wrapping_sub(1);
    if (zeros as i8) >= 0 {
        buf.fotz(zeros);
    }
    buf.pufxe()
}

/// `$PUFE`: scientific notation; the digits rounded where the field ends, the exponent
/// by `$PUEXP` (`E` for a single, `D` for a double).
fn pufe(mut buf: Buf, fac: Fac) -> Vec<u8> {
    let (left, right) = (buf.fmt_left, buf.fmt_right);
    let trailing = buf.flags & flag::TRAILING != 0;
    let digits: u8 = match fac {
        Fac::Single(_) => 7,
        Fac::Double(_) => 16,
    };
    let zero = fac.is_zero();
    let (mut fac, mut exp) = if zero { (fac, 0) } else { fac.fotnv() };
    let mut dh = left.wrapping_add(if right == 0 { 0 } else { right - 1 });
    if left != 0 && !trailing {
        dh = dh.wrapping_sub(1);
    }
    let cmp = dh.wrapping_sub(digits);
    let mut divided = 0u8;
    if (cmp as i8) < 0 {
        let n = cmp as i8;
        for _ in 0..n.unsigned_abs() {
            fac = fac.div10();
        }
        fac = fac.round_whole();
        let bound = i32::from(digits) + i32::from(n);
        if !fac.below_ten_pow(bound) {
            // the rounding carried into a new digit
            exp += 1;
            fac = fac.div10();
        }
        divided = n.unsigned_abs();
    }
    let mut ah = divided.wrapping_add(left).wrapping_add(1);
    if left != 0 && !trailing {
        ah = ah.wrapping_sub(1);
    }
    buf.ch = ah;
    buf.cl = 0;
    buf.fmt_left = ah;
    match fac {
        // `$FOTCV` of a double zero: `$DINT` and `$FTDNT` leave a zero exponent's mantissa
        // alone, so `DSUBI` takes its digits from the seven bytes as they are (`-0#`, whose
        // sign bit `$NEG` set, prints `T028797018963968`, 2^55 with a first "digit" of 36).
        // Only where no `$DIV10` ran first: that and `$VADDH` leave a clean zero. The fixed
        // field prints a zero's digits as zeros on the 3.23 binary (probed).
        Fac::Double(d) if zero && (cmp as i8) >= 0 => {
            let b = d.to_bytes();
            let raw = b[..7]
                .iter()
                .rev()
                .fold(0u64, |n, &x| (n << 8) | u64::from(x));
            buf.digits(raw, 16);
        }
        _ => buf.fotcv(fac),
    }
    if (cmp as i8) > 0 {
        buf.fotzc(cmp);
        buf.foted();
    }
    buf.fmt_left = left;
    buf.fmt_right = right;
    if right == 0 {
        buf.bx -= 1;
        if buf.at(buf.bx) != b'.' {
            buf.bx += 1;
        }
        buf.dpadr = buf.bx;
    }
    let mut e = exp;
    if !zero {
        e += i32::from(digits) - i32::from(left);
        if left != 0 && !trailing {
            e += 1;
        }
    }
    // `$PUEXP`: the letter, the sign, two digits (the byte's value)
    let e = e as i8;
    buf.put(if matches!(fac, Fac::Single(_)) {
        b'E'
    } else {
        b'D'
    });
    buf.bx += 1;
    buf.put(if e < 0 { b'-' } else { b'+' });
    buf.bx += 1;
    let a = e.unsigned_abs();
    buf.put(b'0' + a / 10);
    buf.bx += 1;
    buf.put(b'0' + a % 10);
    buf.bx += 1;
    buf.put(0);
    buf.pufxe()
}
