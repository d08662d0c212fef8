//! GW-BASIC's own single-precision `+ - * /` on the words of two singles (exponent byte on
//! top, then the sign bit where the hidden bit stands, then 23 mantissa bits), step by step
//! as Microsoft's published source has them, so that every rounding is the machine's:
//!
//! - `$FADDS` (MATH1.ASM): the smaller operand shifted right into an extension byte whose
//!   bit 5 is a sticky bit (set whenever a bit passes bit 4, or a nonzero byte is shifted
//!   out whole); a sum that carries shifts right once, losing the extension's last bit; a
//!   difference is normalised by `$NORMS`.
//! - `$FMULS` (MATH2.ASM): the 24-bit mantissas multiplied by 16-bit partial products, the
//!   low partial product's low half dropped; `$AEXPS` adds the exponents.
//! - `$SDIV` (MATH1.ASM): two 16-bit long-division steps give a 32-bit quotient, its last
//!   bit set when a remainder is left; rounded half to even on the byte below.
//! - `$ROUNS` (MATH2.ASM), the rounding of `$FADDS` and `$FMULS`: only the top three bits
//!   of the extension byte count; at exactly one half the result is made even.
//!
//! `tests/single.rs` checks the shortcuts of `single.rs` against these.

use super::super::NumError;

const SIGN: u32 = 0x80_0000;

/// Packs a 24-bit mantissa (hidden bit set), an exponent byte and a sign.
fn pack(man: u32, exp: u32, neg: bool) -> u32 {
    (man & 0x7f_ffff) | if neg { SIGN } else { 0 } | exp << 24
}

/// A single word's 24-bit mantissa with its hidden bit (where the sign bit is stored).
fn mantissa(w: u32) -> u32 {
    (w & 0x7f_ffff) | SIGN
}

/// The next exponent up: past 255 is `Overflow`, in every routine here.
fn raise(exp: u32) -> Result<u32, NumError> {
    if exp >= 255 {
        return Err(NumError::Overflow);
    }
    Ok(exp + 1)
}

/// A 32-bit result whose top bit may be clear by one place (a product or a quotient of
/// normalised mantissas): set, the exponent goes up one; clear, the bits move up one.
fn normalise_one(p: u32, exp: u32) -> Result<(u32, u32), NumError> {
    if p >> 31 != 0 {
        Ok((p, raise(exp)?))
    } else {
        Ok((p << 1, exp))
    }
}

/// Rounds the 24-bit mantissa `man` over the byte `ext` below it, half to even, and packs
/// it: a carry out of the mantissa is 1.0 at the next exponent. `$SDIV` rounds on the whole
/// byte; `$ROUNS` ([`rouns`]) on its top three bits.
fn round_even(mut man: u32, ext: u32, mut exp: u32, neg: bool) -> Result<u32, NumError> {
    if ext > 0x80 || (ext == 0x80 && man & 1 != 0) {
        man += 1;
        if man >> 24 != 0 {
            man = 0x80_0000;
            exp = raise(exp)?;
        }
    }
    Ok(pack(man, exp, neg))
}

/// `$ROUNS` then `PAKSP`: `man` is the 24-bit mantissa over the extension byte `ext`, of
/// which only the top three bits count (one half exactly is made even).
fn rouns(man: u32, ext: u32, exp: u32, neg: bool) -> Result<u32, NumError> {
    round_even(man, ext & 0xe0, exp, neg)
}

/// `$FSUBS`: `a - b` of two single words: a right operand of exponent 0 leaves the left as
/// it is, bytes and all, before its sign is flipped for `$FADDS` (real GW-BASIC 3.23: MKS$
/// of `X-Y` for a Y of exponent 0 is X's bytes, of `0-X` for such an X four zeros).
pub(crate) fn fsubs(a: u32, b: u32) -> Result<u32, NumError> {
    if b >> 24 == 0 {
        return Ok(a);
    }
    fadds(a, b ^ SIGN)
}

/// `$FADDS`: `a + b` of two single words.
pub(crate) fn fadds(a: u32, b: u32) -> Result<u32, NumError> {
    let (ea, eb) = (a >> 24, b >> 24);
    // the left operand (BXDX) is looked at first: of exponent 0, the answer is the FAC's
    // right operand as it stands, bytes and all (real GW-BASIC 3.23: MKS$ of `X+0` for an
    // X of exponent 0 with mantissa bits is four zeros)
    if ea == 0 {
        return Ok(b);
    }
    if eb == 0 {
        return Ok(a);
    }
    // the operand with the larger exponent in the FAC (the left one when equal)
    let (big, small) = if ea >= eb { (a, b) } else { (b, a) };
    let mut neg = big & SIGN != 0;
    let subtract = (big ^ small) & SIGN != 0;
    let mut exp = big >> 24;
    let shift = exp - (small >> 24);
    if shift >= 25 {
        return Ok(big);
    }
    let big_m = mantissa(big);
    // the smaller mantissa over its extension byte, 32 bits
    let mut m = mantissa(small) << 8;
    let mut cx = shift;
    while cx >= 8 {
        let sticky = m & 0xff != 0;
        m >>= 8;
        if sticky || m & 0x1f != 0 {
            m |= 0x20;
        }
        cx -= 8;
    }
    for _ in 0..cx {
        m >>= 1;
        if m & 0x10 != 0 {
            m |= 0x20;
        }
    }
    let big32 = big_m << 8;
    if subtract {
        let mut r = big32.wrapping_sub(m);
        if m > big32 {
            // the FAC was not the larger: negate the 32 bits and the sign
            r = m - big32;
            neg = !neg;
        }
        if r == 0 {
            return Ok(0);
        }
        // `$NORMS`: whole bytes while the top byte is zero, then bits
        let mut steps = 0;
        while r >> 24 == 0 && steps < 4 {
            if exp <= 8 {
                return Ok(0);
            }
            exp -= 8;
            r <<= 8;
            steps += 1;
        }
        while r >> 31 == 0 {
            r <<= 1;
            exp -= 1;
            if exp == 0 {
                return Ok(0);
            }
        }
        rouns(r >> 8, r & 0xff, exp, neg)
    } else {
        let sum = u64::from(big32) + u64::from(m);
        let r = if sum >> 32 != 0 {
            exp = raise(exp)?;
            (sum >> 1) as u32
        } else {
            sum as u32
        };
        rouns(r >> 8, r & 0xff, exp, neg)
    }
}

/// `$FMULS`: `a * b` of two single words.
pub(crate) fn fmuls(a: u32, b: u32) -> Result<u32, NumError> {
    let (ea, eb) = (a >> 24, b >> 24);
    if ea == 0 || eb == 0 {
        return Ok(0);
    }
    let neg = (a ^ b) & SIGN != 0;
    // `$AEXPS`: the sum less 129, zero below 0, overflow from 256 on
    let raw = ea as i32 + eb as i32 - 129;
    if raw < 0 {
        return Ok(0);
    }
    if raw > 255 {
        return Err(NumError::Overflow);
    }
    let (am, bm) = (mantissa(a), mantissa(b));
    let (ahi, alo) = (u64::from(am >> 16), u64::from(am & 0xffff));
    let (bhi, blo) = (u64::from(bm >> 16), u64::from(bm & 0xffff));
    // the partial products, the lowest one's low half dropped
    let t = ((alo * blo) >> 16) + alo * bhi + ahi * blo + ((ahi * bhi) << 16);
    let (p, exp) = normalise_one(t as u32, raw as u32)?;
    if exp == 0 {
        return Ok(0);
    }
    rouns(p >> 8, p & 0xff, exp, neg)
}

/// `$SDIV`: `a / b` of two single words; `b` must not be zero.
pub(crate) fn sdiv(a: u32, b: u32) -> Result<u32, NumError> {
    let (ea, eb) = (a >> 24, b >> 24);
    if eb == 0 {
        return Err(NumError::DivisionByZero);
    }
    if ea == 0 {
        return Ok(0);
    }
    let neg = (a ^ b) & SIGN != 0;
    let diff = ea as i32 - eb as i32;
    if diff > 127 {
        return Err(NumError::Overflow);
    }
    if diff < -128 {
        return Ok(0);
    }
    let num = u64::from(mantissa(a)) << 7 << 32;
    let den = u64::from(mantissa(b)) << 8;
    let mut q = (num / den) as u32;
    if num % den != 0 {
        q |= 1;
    }
    let (q, exp) = normalise_one(q, (diff + 128) as u32)?;
    if exp == 0 {
        return Ok(0);
    }
    round_even(q >> 8, q & 0xff, exp, neg)
}
