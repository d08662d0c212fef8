//! The digits `PRINT` and `STR$` show, as GW-BASIC's free-format output finds them
//! (MATH2.ASM `$FOUT`, `$FOTNV`, `$FOTCV`; MATH1.ASM `$FOFMT`, `MDPTEN`): the value is
//! brought into 10^6..10^7 (10^15..10^16 for a double) by multiplying or dividing by powers
//! of ten in double precision, a single rounded back to a single after each step, then
//! rounded to a whole number by adding one half (unless already whole) and cut. Each step
//! rounds as the machine did, so `PRINT 9.4` shows `9.399999` and 2^29 `5.36871E+08`.

use super::super::NumError;
use super::float::{Mbf32, Mbf64};
use super::gwdouble;

/// `$FOTB`: for each exponent byte, the power of ten `$FOTNV` scales by (positive:
/// multiply, negative: divide); 0 once the value is within 2^19..2^23.
const FOTB: [i8; 256] = [
    38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38,
    38, 37, 37, 37, 36, 36, 36, 35, 35, 35, 34, 34, 34, 34, 33, 33, 33, 32, 32, 32, 31, 31, 31, 31,
    30, 30, 30, 29, 29, 29, 29, 28, 28, 28, 27, 27, 27, 26, 26, 26, 25, 25, 25, 25, 24, 24, 24, 23,
    23, 23, 23, 22, 22, 22, 22, 21, 21, 21, 20, 20, 20, 19, 19, 19, 19, 18, 18, 18, 17, 17, 17, 16,
    16, 16, 16, 15, 15, 15, 14, 14, 14, 13, 13, 13, 13, 12, 12, 12, 11, 11, 11, 10, 10, 10, 10, 9,
    9, 9, 8, 8, 8, 7, 7, 7, 6, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0,
    -1, -1, -1, -2, -2, -2, -3, -3, -3, -3, -4, -4, -4, -5, -5, -5, -6, -6, -6, -6, -7, -7, -7, -8,
    -8, -8, -9, -9, -9, -9, -10, -10, -10, -11, -11, -11, -12, -12, -12, -12, -13, -13, -13, -14,
    -14, -14, -15, -15, -15, -15, -16, -16, -16, -17, -17, -17, -18, -18, -18, -18, -19, -19, -19,
    -20, -20, -20, -21, -21, -21, -21, -22, -22, -22, -23, -23, -23, -24, -24, -24, -25, -25, -25,
    -25, -26, -26, -26, -27, -27, -27, -28, -28, -28, -28, -29, -29, -29, -30, -30, -30, -31, -31,
    -31, -31, -32,
];

/// `MDPTEN`/`MDP10`: times 10^k, or divided by 10^-k, in double precision (`$FMULD`,
/// `$DDIV`).
fn mdpten(d: Mbf64, k: i32) -> Mbf64 {
    let p = gwdouble::ten_pow(k.unsigned_abs());
    let r = if k > 0 {
        gwdouble::mul(d, p)
    } else {
        gwdouble::div(d, p)
    };
    r.unwrap_or(Mbf64::max(false))
}

/// `$CSD`: a double rounded to a single: up when the top bit of the fifth byte is set (the
/// bits below it are not looked at, and there is no rounding to even). It works on the
/// bytes without testing the exponent: a double of exponent 0 keeps its top three mantissa
/// bytes behind the zero exponent, and a carry out of them makes the exponent 1 (real
/// GW-BASIC 3.23: `MKS$(CSNG(CVD(...)))`). A carry out of exponent 255 overflows (`$OVFLS`).
pub(crate) fn csd(d: Mbf64) -> Result<Mbf32, NumError> {
    let b = d.to_bytes();
    let sign = b[6] & 0x80;
    // `$ROUNM`: the hidden bit set, the next byte's top bit added in
    let mut man = u32::from_le_bytes([b[4], b[5], b[6] | 0x80, 0]);
    let mut exp = b[7];
    if b[3] & 0x80 != 0 {
        man += 1;
        if man >> 24 != 0 {
            man = 0x80_0000;
            exp = exp.checked_add(1).ok_or(NumError::Overflow)?;
        }
    }
    let m = man.to_le_bytes();
    Ok(Mbf32::from_bytes([m[0], m[1], (m[2] & 0x7f) | sign, exp]))
}

/// `$FOTNV` for a single: the value brought into 10^6..10^7; the power of ten of its last
/// digit.
pub(crate) fn fotnv_single(x: Mbf32) -> (Mbf32, i32) {
    let mut v = x.abs();
    let mut exp10 = 0;
    // the table reaches the target range in at most two passes
    for _ in 0..4 {
        let k = i32::from(FOTB[usize::from(v.to_bytes()[3])]);
        if k == 0 {
            break;
        }
        exp10 -= k;
        v = csd(mdpten(Mbf64::from_single(v), k)).unwrap_or(v);
    }
    let million = Mbf32::from_i128(1_000_000).unwrap_or(Mbf32::ZERO);
    if v.compare_single(million) == std::cmp::Ordering::Less {
        v = v.mul_single(Mbf32::ten()).unwrap_or(v);
        exp10 -= 1;
    }
    (v, exp10)
}

/// A single's 7 digits and the power of ten of the last (`$FOTNV` then `$FOTCV`).
pub(crate) fn single_digits(x: Mbf32) -> (i128, i32) {
    let (mut v, exp10) = fotnv_single(x);
    if v.trunc() != v {
        v = v
            .add_single(Mbf32::from_bytes([0, 0, 0, 0x80]))
            .unwrap_or(v);
    }
    carry(v.to_int_trunc().unwrap_or(0), exp10, 7)
}

/// `$FOTNV` for a double: the value brought into 10^15..10^16 (below 9999999999999999,
/// `HIDBL`); the power of ten of its last digit.
pub(crate) fn fotnv_double(x: Mbf64) -> (Mbf64, i32) {
    let mut v = x.abs();
    let mut exp10 = 0;
    for _ in 0..4 {
        let k = i32::from(FOTB[usize::from(v.to_bytes()[7])]);
        if k == 0 {
            break;
        }
        exp10 -= k;
        v = mdpten(v, k);
    }
    // the comparison with 10^6 looks at the top four bytes, as a single
    let b = v.to_bytes();
    let top = Mbf32::from_bytes([b[4], b[5], b[6], b[7]]);
    let million = Mbf32::from_i128(1_000_000).unwrap_or(Mbf32::ZERO);
    if top.compare_single(million) == std::cmp::Ordering::Less {
        v = mdpten(v, 1);
        exp10 -= 1;
    }
    v = mdpten(v, 9);
    exp10 -= 9;
    // `HIDBL`: 9999999999999999.25, the largest value one half can be added to
    let highest = Mbf64::from_bytes([0xFD, 0xFF, 0x03, 0xBF, 0xC9, 0x1B, 0x0E, 0xB6]);
    if v.float_gt(highest) {
        // `$DIV10` multiplies by the double 0.1 (`$DPM01`)
        let tenth = Mbf64::from_bytes([0xCD, 0xCC, 0xCC, 0xCC, 0xCC, 0xCC, 0x4C, 0x7D]);
        v = gwdouble::mul(v, tenth).unwrap_or(v);
        exp10 += 1;
    }
    (v, exp10)
}

/// A double's 16 digits and the power of ten of the last (`$FOTNV` then `$FOTCV`).
pub(crate) fn double_digits(x: Mbf64) -> (i128, i32) {
    let (mut v, exp10) = fotnv_double(x);
    if v.trunc() != v {
        v = gwdouble::add(v, Mbf64::from_bytes([0, 0, 0, 0, 0, 0, 0, 0x80])).unwrap_or(v);
    }
    carry(v.to_int_trunc().unwrap_or(0), exp10, 16)
}

/// A rounding that reached 10^digits keeps `digits` digits.
fn carry(n: i128, exp10: i32, digits: u32) -> (i128, i32) {
    if n >= 10i128.pow(digits) {
        (n / 10, exp10 + 1)
    } else {
        (n, exp10)
    }
}
