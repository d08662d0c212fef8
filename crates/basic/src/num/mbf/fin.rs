//! A decimal number's value as GW-BASIC's `$FIN` builds it (MATH1.ASM `$FIN`, `$FINE`,
//! `MDPTEN`; MATH2.ASM `$FIDIG`, `$FINEX`, `$FINS`/`$FIND`), from the pieces `text.rs` reads:
//!
//! - the digits are accumulated one at a time, times ten plus the digit: in a 16-bit
//!   integer while it stays below 32768, then in a single (`$FMULS`, `$FADDS`) while the
//!   value before the digit is below 10^6, then in a double; a point makes an integer a
//!   single. So an eighth digit (a trailing zero too) makes a double. `VAL` starts in a
//!   double (`FINDBL`) and stays one.
//! - an `E` exponent makes an integer a single, `D` and `#` make a double, `!` rounds to a
//!   single (`$CSD`);
//! - the power of ten (the exponent less the digits after the point) is applied in double
//!   precision, multiplying or dividing by 10^k (twice for below 10^-38), and a single is
//!   rounded back (`$CSD`): `1E38` is 9.999999E+37, `9E-06` is 9.000001E-06.

use super::super::NumError;
use super::decimal::{Decimal, ReprError};
use super::float::{Mbf32, Mbf64};
use super::fout::csd;
use super::gwdouble;
use super::GwNumber;

/// The number being built.
#[derive(Clone, Copy)]
enum Acc {
    Int(i32),
    Single(Mbf32),
    Double(Mbf64),
}

impl Acc {
    /// `$FS`: a single (a double rounded by `$CSD`).
    fn single(self) -> Result<Mbf32, NumError> {
        match self {
            Acc::Int(i) => Mbf32::from_i128(i.into()),
            Acc::Single(s) => Ok(s),
            Acc::Double(d) => csd(d),
        }
    }

    /// `$FD`: a double (exact).
    fn double(self) -> Result<Mbf64, NumError> {
        match self {
            Acc::Int(i) => Mbf64::from_i128(i.into()),
            Acc::Single(s) => Ok(Mbf64::from_single(s)),
            Acc::Double(d) => Ok(d),
        }
    }
}

/// `$FIDIG`: one more digit.
fn digit(acc: Acc, dg: u8) -> Result<Acc, NumError> {
    let d = i32::from(dg);
    let single_step = |s: Mbf32| -> Result<Acc, NumError> {
        Ok(Acc::Single(
            s.mul_single(Mbf32::ten())?
                .add_single(Mbf32::from_i128(d.into())?)?,
        ))
    };
    match acc {
        Acc::Int(i) if i < 3277 && i * 10 + d < 32768 => Ok(Acc::Int(i * 10 + d)),
        Acc::Int(i) => single_step(Mbf32::from_i128(i.into())?),
        Acc::Single(s) => {
            let million = Mbf32::from_i128(1_000_000)?;
            if s.compare_single(million) == std::cmp::Ordering::Less {
                single_step(s)
            } else {
                double_step(Mbf64::from_single(s), d)
            }
        }
        Acc::Double(x) => double_step(x, d),
    }
}

/// The double branch of `$FIDIG`: times ten, plus the digit.
fn double_step(x: Mbf64, d: i32) -> Result<Acc, NumError> {
    Ok(Acc::Double(gwdouble::add(
        gwdouble::mul(x, Mbf64::ten())?,
        Mbf64::from_i128(d.into())?,
    )?))
}

/// 10^k as a double (MATH1.ASM's `$DP00`.. table).
fn ten_pow(k: i64) -> Result<Mbf64, NumError> {
    Ok(gwdouble::ten_pow(k.clamp(0, 38) as u32))
}

/// `MDP10`: times 10^k, or divided by 10^-k.
fn mdp10(x: Mbf64, k: i64) -> Result<Mbf64, NumError> {
    if k >= 0 {
        gwdouble::mul(x, ten_pow(k)?)
    } else {
        gwdouble::div(x, ten_pow(-k)?)
    }
}

/// `$FINE`/`MDPTEN`: the power of ten applied in double precision; an integer comes out a
/// single, a single is rounded back. An overflow gives the largest value of the type the
/// number comes out as (`$OVFLS` after `FIN25`'s or `FIN45`'s `$CSD`) and sets `ovf`.
fn fine(acc: Acc, k: i64, ovf: &mut bool) -> Result<Acc, NumError> {
    if k == 0 {
        return Ok(acc);
    }
    let was_double = matches!(acc, Acc::Double(_));
    let x = acc.double()?;
    let r = if x.is_zero() {
        Ok(Mbf64::ZERO)
    } else if k < -76 {
        // `FIN80`'s `$ZERO` clears the single's four bytes only: a double keeps the low
        // four of its digits (`PRINT MKD$(2893041693128121D-94)` shows them).
        let mut b = x.to_bytes();
        b[4..].fill(0);
        Ok(Mbf64::from_bytes(b))
    } else if k >= 39 {
        Err(NumError::Overflow)
    } else if k < -38 {
        mdp10(x, k + 38).and_then(|y| mdp10(y, -38))
    } else {
        mdp10(x, k)
    };
    let r = soft(r, ovf, || Mbf64::max(false))?;
    Ok(if was_double {
        Acc::Double(r)
    } else {
        Acc::Single(soft(csd(r), ovf, || Mbf32::max(false))?)
    })
}

/// An overflow inside `$FIN` is soft: `$FLGOV` is 1 (once-only overflow mode), so `$OVFLS`
/// puts the infinity of the type into the FAC, says `Overflow` once and `$FIN` goes on with
/// it (digits after it still count for the point, the exponent still scales it).
fn soft<T>(r: Result<T, NumError>, ovf: &mut bool, max: impl FnOnce() -> T) -> Result<T, NumError> {
    match r {
        Err(NumError::Overflow) => {
            *ovf = true;
            Ok(max())
        }
        other => other,
    }
}

/// The value of a decimal number's text; `val` starts in double precision (`FINDBL`).
pub(crate) fn fin(dec: &Decimal, val: bool) -> Result<GwNumber, ReprError> {
    let mut ovf = false;
    let acc = build(dec, val, &mut ovf).map_err(ReprError::Fatal)?;
    let n = match acc {
        Acc::Int(i) => GwNumber::integer(i as i16),
        Acc::Single(s) => GwNumber::single(s),
        Acc::Double(d) => GwNumber::double(d),
    };
    let zero = n.to_bytes().last() == Some(&0) && !matches!(acc, Acc::Int(_));
    let n = if dec.neg && !zero {
        super::super::Number::neg(n).unwrap_or(n)
    } else {
        n
    };
    if ovf {
        Err(ReprError::SoftOverflow(n))
    } else {
        Ok(n)
    }
}

/// The digits, the type marks and the exponent, in `$FIN`'s order. An overflow on the way
/// (a 39th digit times ten, the rounding of such a double to a single, the power of ten)
/// goes on with the type's largest value and sets `ovf`.
fn build(dec: &Decimal, val: bool, ovf: &mut bool) -> Result<Acc, NumError> {
    let mut acc = if val {
        Acc::Double(Mbf64::ZERO)
    } else {
        Acc::Int(0)
    };
    let single = |acc: Acc, ovf: &mut bool| -> Result<Acc, NumError> {
        Ok(Acc::Single(soft(acc.single(), ovf, || Mbf32::max(false))?))
    };
    let point_at = dec.digits.len() as i64 - dec.after_point;
    for (i, &dg) in dec.digits.iter().enumerate() {
        if i as i64 == point_at {
            if let Acc::Int(_) = acc {
                acc = single(acc, ovf)?;
            }
        }
        acc = match digit(acc, dg) {
            Err(NumError::Overflow) => {
                *ovf = true;
                Acc::Double(Mbf64::max(false))
            }
            other => other?,
        };
    }
    if dec.point {
        if let Acc::Int(_) = acc {
            acc = single(acc, ovf)?;
        }
    }
    match dec.exp_letter {
        Some(b'D') => acc = Acc::Double(acc.double()?),
        Some(_) if !matches!(acc, Acc::Double(_)) => acc = single(acc, ovf)?,
        _ => {}
    }
    match dec.mark {
        Some(b'!') => acc = single(acc, ovf)?,
        Some(b'#') => acc = Acc::Double(acc.double()?),
        _ => {}
    }
    fine(acc, dec.exponent - dec.after_point, ovf)
}
