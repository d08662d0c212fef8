//! SQR, EXP, LOG, SIN, COS, TAN, ATN and non-integer powers, as PC-BASIC 2.0.8 computes them.
//!
//! PC-BASIC does not emulate GW-BASIC's own polynomial routines: `_call_float_function` in
//! `pcbasic/basic/values/values.py` converts the argument to single precision (doubles too,
//! since its `double` option is off by default), calls Python's `math` module on the host
//! float and stores the result back with `Float.from_value` (`values/numbers.py`), which
//! truncates rather than rounds. That conversion is the recorded behaviour, so it is
//! reproduced here step by step; the values a program sees still come out of the MBF
//! packing below, and the host functions are the same C library calls Python makes.

use super::super::NumError;
use super::float::Mbf32;

/// PC-BASIC's cut-off for SIN, COS and TAN (`TRIG_MAX`): beyond it they give 0, 1 and 0.
const TRIG_MAX: f64 = 5e16;

/// 2^e as a host float, or `None` where Python's `0.5 ** -e` raises `OverflowError`.
fn pow2(e: i64) -> Option<f64> {
    if e > 1023 {
        None
    } else if e >= -1022 {
        // a normal number: build it from its exponent field; the range check makes it fit
        Some(f64::from_bits(((e + 1023) as u64) << 52))
    } else if e >= -1074 {
        // subnormal (not reached: results are at most 2^1024, so `exp` stays below 1002)
        Some(f64::from_bits(1u64 << (e + 1074)))
    } else {
        Some(0.0)
    }
}

/// Stores a host result as a single (`Float.from_value`): exponent from `log2`, mantissa
/// truncated to 24 bits. Results too small for Python's intermediate `0.5 ** exp` overflow,
/// as they do in PC-BASIC (`EXP(-700)` prints `Overflow`).
pub(crate) fn from_host(x: f64) -> Result<Mbf32, NumError> {
    if x.is_nan() {
        return Err(NumError::IllegalQuantity);
    }
    if x.is_infinite() {
        return Err(NumError::Overflow);
    }
    if x == 0.0 {
        return Ok(Mbf32::ZERO);
    }
    let a = x.abs();
    // Python's math.log(a, 2) is log(a) / log(2)
    let exp = (a.ln() / std::f64::consts::LN_2 - (Mbf32::BIAS - 129) as f64).trunc() as i64;
    let scale = pow2(-exp).ok_or(NumError::Overflow)?;
    let man = (a * scale).trunc() as u128;
    let (man, exp) = Mbf32::bring_to_range(man, exp + Mbf32::BIAS, 0x7f_ffff, 0xff_ffff);
    Mbf32::pack(man, exp, x < 0.0)
}

/// Applies a host function to a single argument and stores the result.
fn call(arg: Mbf32, f: impl Fn(f64) -> f64) -> Result<Mbf32, NumError> {
    from_host(f(arg.to_f64()))
}

/// `SQR` (Python `math.sqrt`: a negative argument is a domain error).
pub(crate) fn sqr(x: Mbf32) -> Result<Mbf32, NumError> {
    call(x, f64::sqrt)
}

/// `EXP` (Python `math.exp`).
pub(crate) fn exp(x: Mbf32) -> Result<Mbf32, NumError> {
    call(x, f64::exp)
}

/// `LOG` (Python `math.log`: zero and negatives are domain errors).
pub(crate) fn log(x: Mbf32) -> Result<Mbf32, NumError> {
    if x.sign() <= 0 {
        return Err(NumError::IllegalQuantity);
    }
    call(x, f64::ln)
}

/// `SIN`.
pub(crate) fn sin(x: Mbf32) -> Result<Mbf32, NumError> {
    call(x, |v| if v.abs() < TRIG_MAX { v.sin() } else { 0.0 })
}

/// `COS`.
pub(crate) fn cos(x: Mbf32) -> Result<Mbf32, NumError> {
    call(x, |v| if v.abs() < TRIG_MAX { v.cos() } else { 1.0 })
}

/// `TAN`.
pub(crate) fn tan(x: Mbf32) -> Result<Mbf32, NumError> {
    call(x, |v| if v.abs() < TRIG_MAX { v.tan() } else { 0.0 })
}

/// `ATN`.
pub(crate) fn atn(x: Mbf32) -> Result<Mbf32, NumError> {
    call(x, f64::atan)
}

/// `a ^ b` for a non-integer exponent: Python's float power. `0 ^ negative` divides by zero,
/// a negative base to a fractional power is complex (PC-BASIC: illegal function call).
pub(crate) fn pow(a: Mbf32, b: Mbf32) -> Result<Mbf32, NumError> {
    let (x, y) = (a.to_f64(), b.to_f64());
    if y == 0.0 || x == 1.0 {
        return Ok(Mbf32::one());
    }
    if x == 0.0 {
        return if y < 0.0 {
            Err(NumError::DivisionByZero)
        } else {
            Ok(Mbf32::ZERO)
        };
    }
    let r = if x < 0.0 {
        if y != y.floor() {
            // Python takes the complex power: an error, but `Overflow` when its magnitude
            // |x|^y is already too large ("complex exponentiation")
            return Err(if (-x).powf(y).is_infinite() {
                NumError::Overflow
            } else {
                NumError::IllegalQuantity
            });
        }
        let odd = (y.abs() % 2.0) == 1.0;
        let m = (-x).powf(y);
        if odd {
            -m
        } else {
            m
        }
    } else {
        x.powf(y)
    };
    from_host(r)
}
