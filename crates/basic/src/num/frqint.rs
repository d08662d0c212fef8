//! GW-BASIC's FRQINT (GWMAIN.ASM): a number as a 16-bit word for the arguments that take
//! -32768..65535 (HEX$, OCT$, TAB, SPC, CLEAR's addresses, PEEK and POKE on the machine).

use super::{NumError, NumKind, Number};

/// FRQINT: an integer as it is; a positive number whose exponent is 2^16's (32768 up to,
/// not including, 65536) made a single (FRCSNG), less 65536, then rounded to an integer
/// (FRCINT); anything else rounded by FRCINT, so 32767.5 is `Overflow` (it rounds to
/// 32768 but is not in 2^16's exponent), 65535.5 is 0 (-0.5 rounds to 0) and -32768.5
/// is `Overflow`. The word is the integer's 16 bits.
pub fn frqint<N: Number>(n: N) -> Result<u16, NumError> {
    if n.kind() != NumKind::Integer {
        let x = n.to_f64();
        if (32768.0..65536.0).contains(&x) {
            let s = n.to_kind(NumKind::Single)?;
            let w = N::from_i32(65536).to_kind(NumKind::Single)?;
            return Ok(s.sub(w)?.to_i16()? as u16);
        }
    }
    Ok(n.to_i16()? as u16)
}
