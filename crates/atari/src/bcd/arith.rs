//! FADD, FSUB, FMUL, FDIV and NORM, as the OS floating point package does them (Atari OS
//! source, "Floating Point Package", routines FADD, FMUL, FDIV, N0E). Every result is the
//! exact result truncated, never rounded:
//!
//! - FADD compares the exponents only, swaps so that FR0 has the larger one, shifts FR1 right
//!   by the difference in whole bytes (what falls off is lost; a difference of 5 or more
//!   leaves FR0 as it is), adds or subtracts the five mantissa bytes in decimal mode, shifts a
//!   carry in as a new first byte `01` (losing the last byte), takes the ten's complement and
//!   flips the sign on a borrow, then normalises.
//! - FMUL develops the whole ten-byte product in FR0 and its extension FRE and keeps the top
//!   five bytes (six when the first is zero: NORM shifts FRE's first byte in).
//! - FDIV develops six quotient bytes by repeated subtraction and keeps five of them likewise.
//! - N0E (NORM) shifts the mantissa left by whole bytes while its first byte is zero, then
//!   fails (carry) for an exponent byte of $71 and up and gives zero below $0F.
//!
//! The routines work on the six bytes as the 6502 does, including its odd corners (an
//! exponent byte of zero is taken as zero whatever the mantissa; FMUL and FDIV fail when the
//! biased exponent sum leaves 0..=127, tiny operands included), and return the register as
//! left together with the carry, because some callers (PLYEVL's users, SQR) carry on after an
//! error.

use super::digits::TO_BCD;
pub(crate) use super::digits::{
    bcd_byte, packed, packed_add, to_bcd_byte, valid_packed, Fr, TEN_DIGITS,
};
use super::{Bcd, BcdError};

/// 10^10: one more than the largest ten-digit mantissa.
pub(crate) const MANT_LIMIT: u64 = 10_000_000_000;

/// 100^n for the byte shifts FADD makes (n below 5).
const HUNDREDS: [u64; 5] = [1, 100, 10_000, 1_000_000, 100_000_000];

/// The five mantissa bytes as one ten-digit integer.
pub(crate) fn mantissa(b: &Bcd) -> u64 {
    let [_, m1, m2, m3, m4, m5] = b.0;
    let high = bcd_byte(m1) * 100 + bcd_byte(m2);
    let low = (bcd_byte(m3) * 100 + bcd_byte(m4)) * 100 + bcd_byte(m5);
    high * 1_000_000 + low
}

/// Writes a ten-digit integer (below 10^10) into the five mantissa bytes.
pub(crate) fn set_mantissa(b: &mut Bcd, m: u64) {
    // Two 32-bit halves: the byte-by-byte divisions by 100 are cheaper there.
    let (high, low) = ((m / 1_000_000) as u32, (m % 1_000_000) as u32);
    b.0[1] = TO_BCD[(high / 100 % 100) as usize];
    b.0[2] = TO_BCD[(high % 100) as usize];
    b.0[3] = TO_BCD[(low / 10_000) as usize];
    b.0[4] = TO_BCD[(low / 100 % 100) as usize];
    b.0[5] = TO_BCD[(low % 100) as usize];
}

/// N0E: normalises FR0, shifting in `fre0` (FRE's first byte) at each left shift.
pub(crate) fn n0e(mut fr0: Bcd, fre0: u8) -> Fr {
    if fr0.0[0] == 0 {
        // An exponent byte of zero is zero, whatever the mantissa holds.
        return (fr0, false);
    }
    for _ in 0..4 {
        if fr0.0[1] != 0 {
            break;
        }
        fr0.0.copy_within(2..6, 1);
        fr0.0[5] = fre0;
        fr0.0[0] = fr0.0[0].wrapping_sub(1);
    }
    if fr0.0[1] == 0 {
        fr0.0[0] = 0;
        return (fr0, false);
    }
    let exp = fr0.0[0] & 0x7f;
    if exp >= 0x40 + 49 {
        return (fr0, true);
    }
    if exp < 0x40 - 49 {
        return (Bcd::ZERO, false);
    }
    (fr0, false)
}

/// NORM: N0E with FRE cleared.
pub(crate) fn norm(fr0: Bcd) -> Fr {
    n0e(fr0, 0)
}

/// Writes forty bits of packed BCD back into the five mantissa bytes.
fn set_packed(b: &mut Bcd, p: u64) {
    let bytes = p.to_be_bytes();
    b.0[1..6].copy_from_slice(&bytes[3..8]);
}

/// Nine in every digit.
const NINES: u64 = 0x99_9999_9999;
/// `a - b` of valid packed BCD with `a >= b`: adding the ten's complement, as SBC does.
fn packed_sub(a: u64, b: u64) -> u64 {
    let tens = packed_add(NINES - b, 1);
    packed_add(a, tens) & TEN_DIGITS
}

/// FADD.
#[inline]
pub(crate) fn fadd(x: Bcd, y: Bcd) -> Fr {
    super::fast::fadd(x, y).unwrap_or_else(|| fadd_general(x, y))
}

/// FADD for any bytes (the fast path's reference).
pub(crate) fn fadd_general(x: Bcd, y: Bcd) -> Fr {
    let (mut a, mut b) = (x, y);
    if (a.0[0] & 0x7f) < (b.0[0] & 0x7f) {
        std::mem::swap(&mut a, &mut b);
    }
    let diff = (a.0[0] & 0x7f) - (b.0[0] & 0x7f);
    if diff >= 5 {
        return norm(a);
    }
    let pa = packed(&a);
    // FR1 shifted right by whole bytes: what falls off is lost.
    let pb = packed(&b) >> (8 * u32::from(diff));
    if !(valid_packed(pa) && valid_packed(pb)) {
        return fadd_digitwise(a, b, diff);
    }
    if (a.0[0] ^ b.0[0]) & 0x80 == 0 {
        let sum = packed_add(pa, pb);
        if sum > TEN_DIGITS {
            // The carry: FR0 shifted right one byte (its last byte lost), `01` on top.
            a.0[0] = a.0[0].wrapping_add(1);
            set_packed(&mut a, sum >> 8);
        } else {
            set_packed(&mut a, sum);
        }
    } else if pa >= pb {
        set_packed(&mut a, packed_sub(pa, pb));
    } else {
        // Borrow: the ten's complement of the difference, and the other sign.
        a.0[0] ^= 0x80;
        set_packed(&mut a, packed_sub(pb, pa));
    }
    norm(a)
}

/// FADD's mantissa step for bytes that are not valid BCD: each byte read digit by digit
/// (`$0A` is ten), the result written back as valid BCD. `a` has the larger exponent.
fn fadd_digitwise(mut a: Bcd, b: Bcd, diff: u8) -> Fr {
    let ma = mantissa(&a);
    let mb = mantissa(&b) / HUNDREDS[usize::from(diff)];
    if (a.0[0] ^ b.0[0]) & 0x80 == 0 {
        let sum = ma + mb;
        if sum >= MANT_LIMIT {
            a.0[0] = a.0[0].wrapping_add(1);
            set_mantissa(&mut a, sum / 100);
        } else {
            set_mantissa(&mut a, sum);
        }
    } else if ma >= mb {
        set_mantissa(&mut a, ma - mb);
    } else {
        a.0[0] ^= 0x80;
        set_mantissa(&mut a, mb - ma);
    }
    norm(a)
}

/// FSUB: FADD with the sign of FR1 flipped (even when FR1 is zero).
#[inline]
pub(crate) fn fsub(x: Bcd, y: Bcd) -> Fr {
    let mut y = y;
    y.0[0] ^= 0x80;
    fadd(x, y)
}

/// FMUL.
#[inline]
pub(crate) fn fmul(x: Bcd, y: Bcd) -> Fr {
    super::fast::fmul(x, y).unwrap_or_else(|| fmul_general(x, y))
}

/// FMUL for any bytes (the fast path's reference).
pub(crate) fn fmul_general(x: Bcd, y: Bcd) -> Fr {
    if x.0[0] == 0 {
        return (x, false);
    }
    if y.0[0] == 0 {
        return (Bcd::ZERO, false);
    }
    let sign = (x.0[0] ^ y.0[0]) & 0x80;
    // SUE/SBC/ADC: the biased exponent of the unnormalised product, in 8 bits.
    let exp = (x.0[0] & 0x7f)
        .wrapping_sub(0x40)
        .wrapping_add(1)
        .wrapping_add(y.0[0] & 0x7f);
    if exp & 0x80 != 0 {
        return (x, true);
    }
    // The twenty-digit product in two halves of ten digits, without 128-bit division: with
    // the factors split into five-digit halves, every partial sum fits in 64 bits.
    const E5: u64 = 100_000;
    const E10: u64 = 10_000_000_000;
    let (ma, mb) = (mantissa(&x), mantissa(&y));
    let (a1, a0, b1, b0) = (ma / E5, ma % E5, mb / E5, mb % E5);
    let rest = (a1 * b0 + a0 * b1) * E5 + a0 * b0;
    let high = a1 * b1 + rest / E10;
    let low = rest % E10;
    let mut out = Bcd([exp | sign, 0, 0, 0, 0, 0]);
    set_mantissa(&mut out, high);
    let fre0 = to_bcd_byte(low / 100_000_000);
    n0e(out, fre0)
}

/// FDIV (a zero divisor, by its exponent byte, sets carry and leaves FR0).
#[inline]
pub(crate) fn fdiv(x: Bcd, y: Bcd) -> Fr {
    super::fast::fdiv(x, y).unwrap_or_else(|| fdiv_general(x, y))
}

/// FDIV for any bytes (the fast path's reference).
pub(crate) fn fdiv_general(x: Bcd, y: Bcd) -> Fr {
    if y.0[0] == 0 {
        return (x, true);
    }
    if x.0[0] == 0 {
        return (x, false);
    }
    let sign = (x.0[0] ^ y.0[0]) & 0x80;
    let exp = (x.0[0] & 0x7f)
        .wrapping_sub(y.0[0] & 0x7f)
        .wrapping_add(0x40);
    if exp & 0x80 != 0 {
        return (x, true);
    }
    // A zero mantissa under a non-zero exponent never underflows the subtraction loop and
    // each quotient byte wraps through its counts; model that as all 99s.
    let all_nines = 10u128.pow(12) - 1;
    let quotient = (u128::from(mantissa(&x)) * 10u128.pow(10))
        .checked_div(u128::from(mantissa(&y)))
        .map_or(all_nines, |q| q.min(all_nines));
    let mut out = Bcd([exp | sign, 0, 0, 0, 0, 0]);
    set_mantissa(&mut out, (quotient / 100) as u64);
    let fre0 = to_bcd_byte((quotient % 100) as u64);
    n0e(out, fre0)
}

/// Turns an OS result into the API's: carry set is `ERROR- 11`.
#[inline]
pub(crate) fn checked((value, carry): Fr) -> Result<Bcd, BcdError> {
    if carry {
        Err(BcdError::Overflow)
    } else {
        Ok(value)
    }
}

#[cfg(test)]
mod packed_tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    /// A random number with valid BCD digits, an exponent near 1 and either sign; some
    /// mantissas are short, so that carries, borrows and normalising shifts all happen.
    fn random_bcd(rng: &mut impl Rng) -> Bcd {
        let mut b = [0u8; 6];
        b[0] = rng.gen_range(0x3c..0x45) | if rng.gen() { 0x80 } else { 0 };
        let digits = rng.gen_range(1..=5);
        for byte in b.iter_mut().skip(1).take(digits) {
            *byte = to_bcd_byte(rng.gen_range(0..100));
        }
        if b[1] == 0 {
            b[1] = 0x01;
        }
        Bcd(b)
    }

    #[test]
    fn packed_addition_gives_the_digitwise_result() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(8);
        for _ in 0..200_000 {
            let (x, y) = (random_bcd(&mut rng), random_bcd(&mut rng));
            let (mut a, mut b) = (x, y);
            if (a.0[0] & 0x7f) < (b.0[0] & 0x7f) {
                std::mem::swap(&mut a, &mut b);
            }
            let diff = (a.0[0] & 0x7f) - (b.0[0] & 0x7f);
            let slow = if diff >= 5 {
                norm(a)
            } else {
                fadd_digitwise(a, b, diff)
            };
            assert_eq!(fadd(x, y), slow, "{x:?} + {y:?}");
        }
    }

    #[test]
    fn packed_digits_are_checked() {
        assert!(valid_packed(0x99_9999_9999));
        assert!(!valid_packed(0x0A));
        assert!(!valid_packed(0xA0_0000_0000));
        assert_eq!(packed_add(0x99_9999_9999, 1), 0x100_0000_0000);
        assert_eq!(packed_sub(0x10_0000_0000, 1), 0x09_9999_9999);
    }
}
