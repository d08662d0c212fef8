//! NORMALIZE, FMULT and FDIV as they were first written, one ROM pass per loop turn: the
//! reference the fast routines in `arith.rs` are tested against, over a million random operand
//! pairs weighted toward edge exponents and zero bytes.

use super::arith::{add_exponents, round, Exponent};

const MASK40: u64 = (1 << 40) - 1;

use super::{Mbf40, ZERO};
use crate::num::NumError;

/// NORMALIZE_FAC2: shift left whole bytes (giving up after four, so a value left only in the
/// rounding byte becomes zero), then bits; zero if the exponent would not stay above 0.
pub(super) fn normalize_serial(exp: u8, neg: bool, m40: u64) -> Mbf40 {
    let mut m = m40 & MASK40;
    let mut count: u32 = 0;
    while m >> 32 == 0 {
        m = (m << 8) & MASK40;
        count += 8;
        if count == 32 {
            return ZERO;
        }
    }
    while m & (1 << 39) == 0 {
        m <<= 1;
        count += 1;
    }
    if count >= u32::from(exp) {
        return ZERO;
    }
    // count < exp <= 255 here.
    Mbf40::of_m40(exp - count as u8, neg, m)
}

/// FMULTT: ARG * FAC, the FAC's five bytes (rounding byte first) taken as multiplier one
/// byte at a time into a 32-bit product plus rounding byte.
///
/// A zero multiplier byte is a plain byte shift (SHIFT_RIGHT1), entered with whatever carry
/// the previous step left. After ADD_EXPONENTS or a non-zero byte the carry is set and the
/// shift is 8 bits; after a zero byte it is clear and SHIFT_RIGHT shifts the product one bit
/// further (without the rounding byte). That is the ROM's behaviour, kept bit for bit.
pub(super) fn fmult_serial(arg: Mbf40, fac: Mbf40) -> Result<Mbf40, NumError> {
    if fac.exp == 0 {
        return Ok(fac);
    }
    let (exp, mut carry) = match add_exponents(arg.exp, fac.exp)? {
        Exponent::Zero => return Ok(ZERO),
        Exponent::Value(e, c) => (e, c),
    };
    // STA_IN_FAC_SIGN clears the sign when the exponent came out as 0.
    let neg = exp != 0 && (arg.neg != fac.neg);
    let m = fac.mant.to_be_bytes();
    let mut result: u32 = 0;
    let mut ext: u8 = 0;
    for byte in [fac.ext, m[3], m[2], m[1], m[0]] {
        if byte == 0 {
            ext = result as u8;
            result >>= 8;
            if !carry {
                result >>= 1;
            }
            carry = false;
            continue;
        }
        let mut bits = byte;
        for _ in 0..8 {
            let mut top = 0;
            if bits & 1 != 0 {
                let (sum, c) = result.overflowing_add(arg.mant);
                result = sum;
                top = u32::from(c);
            }
            ext = (ext >> 1) | ((result as u8 & 1) << 7);
            result = (result >> 1) | (top << 31);
            bits >>= 1;
        }
        carry = true;
    }
    Ok(normalize_serial(
        exp,
        neg,
        (u64::from(result) << 8) | u64::from(ext),
    ))
}

/// FDIVT: ARG / FAC with the sign `neg` (SGNCPR). The divisor is rounded first; the quotient
/// gets 32 bits plus two in the rounding byte.
pub(super) fn fdiv_serial(arg: Mbf40, fac: Mbf40, neg: bool) -> Result<Mbf40, NumError> {
    if fac.exp == 0 {
        return Err(NumError::DivisionByZero);
    }
    let fac = round(fac)?;
    let exp = match add_exponents(arg.exp, fac.exp.wrapping_neg())? {
        Exponent::Zero => return Ok(ZERO),
        Exponent::Value(e, _) => e,
    };
    let neg = exp != 0 && neg;
    if exp == 0xFF {
        return Err(NumError::Overflow);
    }
    let exp = exp + 1;
    let div = u64::from(fac.mant);
    let mut rem = u64::from(arg.mant);
    let mut q: u64 = 0;
    for _ in 0..34 {
        let bit = rem >= div;
        if bit {
            rem -= div;
        }
        rem <<= 1;
        q = (q << 1) | u64::from(bit);
    }
    Ok(normalize_serial(exp, neg, ((q >> 2) << 8) | ((q & 3) << 6)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::mbf40::arith::{fdiv, fmult, normalize};

    /// The test stream (`num::test_stream`), with this module's generators of operands.
    struct Stream(u64);

    impl Stream {
        fn next(&mut self) -> u64 {
            crate::num::test_stream::splitmix64(&mut self.0)
        }

        /// A byte that is often 00 or FF, the values the ROM's byte loops treat specially.
        fn byte(&mut self) -> u8 {
            let r = self.next();
            match r % 8 {
                0 | 1 => 0,
                2 => 0xFF,
                _ => (r >> 8) as u8,
            }
        }

        /// A FAC image: edge exponents often, mantissa bytes often zero, any rounding byte.
        fn fac(&mut self) -> Mbf40 {
            const EDGES: [u8; 10] = [0, 1, 2, 0x3F, 0x7F, 0x80, 0x81, 0xC0, 0xFE, 0xFF];
            let r = self.next();
            let exp = if r.is_multiple_of(3) {
                EDGES[(r >> 8) as usize % EDGES.len()]
            } else {
                (r >> 16) as u8
            };
            if exp == 0 {
                return ZERO;
            }
            let bytes = [self.byte(), self.byte(), self.byte(), self.byte()];
            Mbf40 {
                exp,
                neg: r & (1 << 40) != 0,
                mant: u32::from_be_bytes(bytes) | 0x8000_0000,
                ext: self.byte(),
            }
        }
    }

    #[test]
    fn fast_multiply_and_divide_match_the_bit_serial_routines() {
        let mut s = Stream(0xC64);
        for _ in 0..1_000_000 {
            let (a, b) = (s.fac(), s.fac());
            assert_eq!(fmult(a, b), fmult_serial(a, b), "{a:?} * {b:?}");
            let neg = s.next() & 1 != 0;
            assert_eq!(fdiv(a, b, neg), fdiv_serial(a, b, neg), "{a:?} / {b:?}");
        }
    }

    #[test]
    fn normalize_by_leading_zeros_matches_the_shift_loops() {
        let mut s = Stream(0x40);
        for _ in 0..1_000_000 {
            let r = s.next();
            // Any 40-bit value (and garbage above it), with 0..40 leading zeros.
            let m = r >> (r % 64);
            let exp = (s.next() >> 3) as u8;
            let neg = r & 1 != 0;
            assert_eq!(
                normalize(exp, neg, m),
                normalize_serial(exp, neg, m),
                "{exp} {m:x}"
            );
        }
    }

    /// POLYNOMIAL step by step as first written: the out-of-line FADD and the bit-serial
    /// FMULT, one call per step.
    fn poly_steps(fac: Mbf40, table: &[Mbf40]) -> Result<Mbf40, NumError> {
        let x = crate::num::mbf40::arith::round(fac)?;
        let mut acc = x;
        for (i, c) in table.iter().enumerate() {
            if i == 0 {
                acc = fmult_serial(*c, acc)?;
            } else {
                acc = crate::num::mbf40::arith::fadd(*c, acc)?;
                if i + 1 < table.len() {
                    acc = fmult_serial(x, acc)?;
                }
            }
        }
        Ok(acc)
    }

    #[test]
    fn inlined_polynomials_match_the_step_by_step_routine() {
        use crate::num::mbf40::func::{poly, poly_odd, POLY_ATN, POLY_EXP, POLY_LOG, POLY_SIN};
        let tables: [&[Mbf40]; 4] = [&POLY_LOG, &POLY_EXP, &POLY_SIN, &POLY_ATN];
        let mut s = Stream(0xB8);
        for _ in 0..200_000 {
            let mut x = s.fac();
            // Mostly the arguments the functions pass (|x| up to about 1), some anything.
            if x.exp != 0 && !s.next().is_multiple_of(3) {
                x.exp = 0x60 + (s.next() % 0x23) as u8;
            }
            for table in tables {
                assert_eq!(poly(x, table), poly_steps(x, table), "{x:?}");
                let odd = crate::num::mbf40::arith::round(x).and_then(|r| {
                    let p = poly_steps(fmult_serial(r, r)?, table)?;
                    Ok((fmult_serial(r, p)?, r))
                });
                assert_eq!(poly_odd(x, table), odd, "{x:?}");
            }
        }
    }
}
