//! A float into the text `PRINT` and `STR$` show: the digits from `fout.rs` (GW-BASIC's
//! `$FOUT`), laid out plain or with an exponent (`to_str`, `_scientific_notation`,
//! `_decimal_notation` of PC-BASIC 2.0.8 `pcbasic/basic/values/numbers.py`). `to_decimal` (PC-BASIC's scaling by ten in
//! MBF steps) is left for a value of neither size.

use super::super::NumError;
use super::arith::{div10_den, mul10_den};
use super::float::{Den, Mbf};
use super::GwNumber;

impl<const N: usize> Mbf<N> {
    /// The largest value below this one (`_just_under`).
    fn just_under(self) -> Result<Self, NumError> {
        let d = self.den();
        Self::normalise(Den {
            man: d.man - 0x100,
            ..d
        })
    }

    /// Whole-magnitude comparison of working values (`_abs_gt_den`).
    fn abs_gt_den(l: Den, r: Den) -> bool {
        if l.exp != r.exp {
            l.exp > r.exp
        } else {
            l.man > r.man
        }
    }

    /// Rounds away the carry byte (`_apply_carry_den`).
    fn apply_carry_den(d: Den) -> Den {
        let Den {
            mut exp,
            mut man,
            neg,
        } = d;
        if man & 0xff > 0x7f {
            man += 0x100;
        }
        if man >= Self::DEN_UPPER {
            exp += 1;
            man >>= 1;
        }
        man &= !0xff;
        Den { exp, man, neg }
    }

    /// The value as `digits`-digit integer mantissa and power of ten (`to_decimal`): scaled
    /// by ten until it lies between the limits, then rounded half away from zero.
    pub(crate) fn to_decimal(self, digits: i32) -> (i128, i32) {
        let (bot, top) = Self::decimal_limits(digits);
        let (tden, bden) = (top.den(), bot.den());
        let mut exp10 = 0;
        let mut d = self.den();
        while Self::abs_gt_den(d, tden) {
            d = div10_den::<N>(d);
            exp10 += 1;
        }
        d = Self::apply_carry_den(d);
        while Self::abs_gt_den(bden, d) {
            d = mul10_den::<N>(d);
            exp10 -= 1;
        }
        d = Self::apply_carry_den(d);
        let exp = d.exp - Self::BIAS;
        let mut man = if exp > 0 {
            d.man << exp.min(64)
        } else {
            super::float::shr(d.man, -exp)
        };
        if man & 0x80 != 0 {
            man += 0x80;
        }
        let num = (man >> 8) as i128;
        (if d.neg { -num } else { num }, exp10)
    }

    /// The scaling limits of [`Self::to_decimal`]: just under 10^(digits-1) and 10^digits
    /// (for the full precision these are the `_lim_bot`/`_lim_top` constants, 999999.9 and
    /// 9999999 for a single).
    fn decimal_limits(digits: i32) -> (Self, Self) {
        let under = |p: u32| {
            Self::from_i128(10i128.pow(p))
                .and_then(Self::just_under)
                .unwrap_or(Self::ZERO)
        };
        let full = Self::DIGITS as i32;
        if digits >= full {
            (under(full as u32 - 1), under(full as u32))
        } else if digits > 0 {
            (under(digits as u32 - 1), under(digits as u32))
        } else {
            (Self::ZERO, under(0))
        }
    }

    /// The text `PRINT` and `STR$` show (`to_str` with a leading space, no type sign):
    /// up to 7 (16) significant digits, plain notation while it takes no more room than
    /// that, else `E` (single) or `D` (double) notation.
    pub fn format(self) -> String {
        if self.is_zero() {
            return " 0".to_string();
        }
        let sign = if self.is_negative() { "-" } else { " " };
        let digits = Self::DIGITS as i32;
        let (mantissa, exp10) = self.fout_digits();
        let full = format!("{:0>width$}", mantissa.unsigned_abs(), width = Self::DIGITS);
        let digitstr = full.trim_end_matches('0');
        let exp10 = exp10 + digits - 1;
        let body = if exp10 > digits - 1 || digitstr.len() as i32 - exp10 > digits + 1 {
            Self::scientific(digitstr, exp10)
        } else {
            decimal_notation(digitstr, exp10)
        };
        format!("{sign}{body}")
    }

    /// The digits free-format output shows and the power of ten of the last (`fout.rs`).
    fn fout_digits(self) -> (i128, i32) {
        if let Ok(b) = <[u8; 4]>::try_from(&self.0[..]) {
            super::fout::single_digits(super::float::Mbf32::from_bytes(b))
        } else if let Ok(b) = <[u8; 8]>::try_from(&self.0[..]) {
            super::fout::double_digits(super::float::Mbf64::from_bytes(b))
        } else {
            self.to_decimal(Self::DIGITS as i32)
        }
    }

    /// `d.ddddE+xx` with the exponent letter of the type (`_scientific_notation` with one
    /// digit before the point).
    fn scientific(digitstr: &str, exp10: i32) -> String {
        let mut s = String::new();
        let (first, rest) = digitstr.split_at(digitstr.len().min(1));
        s.push_str(first);
        if !rest.is_empty() {
            s.push('.');
            s.push_str(rest);
        }
        s.push(if N == 4 { 'E' } else { 'D' });
        s.push(if exp10 < 0 { '-' } else { '+' });
        s.push_str(&format!("{:02}", exp10.unsigned_abs()));
        s
    }
}

/// Digits with the point placed after `exp10 + 1` of them, zeros filled in as needed
/// (`_decimal_notation` without type sign): `123`, `12.3`, `.0123`.
fn decimal_notation(digitstr: &str, exp10: i32) -> String {
    let before = exp10 + 1;
    let len = digitstr.len() as i32;
    if before >= len {
        format!("{digitstr}{}", "0".repeat((before - len) as usize))
    } else if before > 0 {
        let (a, b) = digitstr.split_at(before as usize);
        format!("{a}.{b}")
    } else {
        format!(".{}{digitstr}", "0".repeat((-before) as usize))
    }
}

/// Why a number's text gave no ordinary value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum ReprError {
    /// Too large for its type: GW prints `Overflow` and goes on with this value.
    SoftOverflow(GwNumber),
    /// An error that stops the program: `Overflow` of a `&H`/`&O` value, or
    /// `IllegalQuantity` for text that is not a number where one is required.
    Fatal(NumError),
}

/// A decimal number's parts as `str_to_decimal` finds them, with what GW-BASIC's `$FIN`
/// reads: the digits in order, how many came after the point, the exponent letter and
/// the type mark.
pub(crate) struct Decimal {
    pub(crate) neg: bool,
    /// Every mantissa digit as read (leading zeros too), 0..=9 each.
    pub(crate) digits: Vec<u8>,
    /// Whether a point was read (`7.` is a single: FIN's point makes an integer one).
    pub(crate) point: bool,
    /// Digits read after the point.
    pub(crate) after_point: i64,
    /// The exponent as written (signed), and its letter (`E` or `D`) if any.
    pub(crate) exponent: i64,
    pub(crate) exp_letter: Option<u8>,
    /// `!` or `#` after the digits.
    pub(crate) mark: Option<u8>,
}
