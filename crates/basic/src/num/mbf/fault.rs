//! The value GW-BASIC goes on with after it warned of `Overflow` or `Division by zero`.
//!
//! PC-BASIC
//! 2.0.8 (`FloatErrorHandler.handle` in `values/values.py`, `_check_limits` and `idiv` in
//! `values/numbers.py`) goes on with the maximum of the operation's own type and a sign
//! that depends on the operation. [`GwNumber::fault_value`] gives that value; the
//! `Number::fault_value` of the core calls it.

use super::float::{Mbf32, Mbf64};
use super::{Gw, GwNumber};
use crate::num::{FaultOp, Number};

/// The maximum of the type an operation on `lhs` and `rhs` works in.
fn max_of(lhs: GwNumber, rhs: GwNumber, negative: bool) -> GwNumber {
    if lhs.is_double() || rhs.is_double() {
        GwNumber::double(Mbf64::max(negative))
    } else {
        GwNumber::single(Mbf32::max(negative))
    }
}

/// The sign bit as GW reads it (an integer by its value).
fn negative(n: GwNumber) -> bool {
    match n.view() {
        Gw::Integer(i) => i < 0,
        Gw::Single(s) => s.is_negative(),
        Gw::Double(d) => d.is_negative(),
    }
}

impl GwNumber {
    /// What GW goes on with after `op` on `lhs` and `rhs` (`rhs` unused by one-argument
    /// operations) was warned of: `+ - * /` give the maximum of their type (double if
    /// either side is) signed as the result would have been (a single sum always
    /// positive), a zero divisor signed as the dividend; `^` a single, positive unless the integer-power product that overflowed
    /// was negative (`$FPWR`'s own value after its warning, see `func.rs`); `\`, `MOD`
    /// by zero a single signed as the (rounded) dividend;
    /// functions a positive single.
    pub fn fault_value(op: FaultOp, lhs: GwNumber, rhs: GwNumber) -> GwNumber {
        let single = |neg: bool| GwNumber::single(Mbf32::max(neg));
        match op {
            // a single sum goes on positive whatever its sign (real GW-BASIC 3.23:
            // `-1E38-1E38` prints 1.701412E+38), a double one keeps it
            FaultOp::Add | FaultOp::Sub => {
                let double = lhs.is_double() || rhs.is_double();
                max_of(lhs, rhs, double && negative(lhs))
            }
            FaultOp::Mul => max_of(lhs, rhs, negative(lhs) != negative(rhs)),
            FaultOp::Div => {
                let zero = rhs.sign() == 0;
                // MATH1.ASM `$FDIVS` then `DOINF`: a single dividend of exponent 0 (a zero,
                // whatever its sign bit) gives the positive infinity, another the dividend's
                // sign; `$DDIV` stores the two sign bits' exclusive or, a zero's sign bit
                // counting (real GW-BASIC 3.23, a zero negated has its sign bit set: `(-0)/0`
                // is 1.701412E+38 in singles, `0#/(-0#)` is -1.701411834604692D+38)
                let double = lhs.is_double() || rhs.is_double();
                let neg = if zero && double {
                    negative(lhs) != negative(rhs)
                } else if zero {
                    negative(lhs) && lhs.sign() != 0
                } else {
                    negative(lhs) != negative(rhs)
                };
                max_of(lhs, rhs, neg)
            }
            FaultOp::Pow => match (lhs.to_single(), rhs.to_single()) {
                (Ok(a), Ok(b)) => match super::func::pow_fault(a, b) {
                    Some(v) => GwNumber::single(v),
                    None => single(false),
                },
                _ => single(false),
            },
            FaultOp::IntDiv => single(lhs.to_integer().is_ok_and(|v| v < 0)),
            FaultOp::Function => single(false),
            FaultOp::ToSingle => single(negative(lhs)),
        }
    }
}
