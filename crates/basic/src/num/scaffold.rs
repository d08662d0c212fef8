//! A stand-in number core over host floats, used only until a machine's own core replaces it.
//! It is not faithful and no dialect may ship with it.

use std::cmp::Ordering;

use super::{NumError, NumKind, Number, ParseContext, Parsed, Random};

/// Host-float stand-in value.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Scaffold(pub f64);

fn check(v: f64) -> Result<Scaffold, NumError> {
    if v.is_finite() && v.abs() < 1.7e38 {
        Ok(Scaffold(v))
    } else {
        Err(NumError::Overflow)
    }
}

impl Number for Scaffold {
    fn from_i32(v: i32) -> Self {
        Scaffold(v as f64)
    }
    fn max_value(negative: bool) -> Self {
        Scaffold(if negative { -1.701412e38 } else { 1.701412e38 })
    }
    fn kind(self) -> NumKind {
        NumKind::Single
    }
    fn to_kind(self, kind: NumKind) -> Result<Self, NumError> {
        match kind {
            NumKind::Integer => {
                let v = self.0.floor();
                if (-32768.0..=32767.0).contains(&v) {
                    Ok(Scaffold(v))
                } else {
                    Err(NumError::IllegalQuantity)
                }
            }
            _ => Ok(self),
        }
    }
    fn neg(self) -> Result<Self, NumError> {
        Ok(Scaffold(-self.0))
    }
    fn add(self, rhs: Self) -> Result<Self, NumError> {
        check(self.0 + rhs.0)
    }
    fn sub(self, rhs: Self) -> Result<Self, NumError> {
        check(self.0 - rhs.0)
    }
    fn mul(self, rhs: Self) -> Result<Self, NumError> {
        check(self.0 * rhs.0)
    }
    fn div(self, rhs: Self) -> Result<Self, NumError> {
        if rhs.0 == 0.0 {
            return Err(NumError::DivisionByZero);
        }
        check(self.0 / rhs.0)
    }
    fn pow(self, rhs: Self) -> Result<Self, NumError> {
        check(self.0.powf(rhs.0))
    }
    fn compare(self, rhs: Self) -> Ordering {
        self.0.partial_cmp(&rhs.0).unwrap_or(Ordering::Equal)
    }
    fn sign(self) -> i32 {
        if self.0 > 0.0 {
            1
        } else if self.0 < 0.0 {
            -1
        } else {
            0
        }
    }
    fn to_i16(self) -> Result<i16, NumError> {
        let v = self.0.floor();
        if (-32768.0..=32767.0).contains(&v) {
            Ok(v as i16)
        } else {
            Err(NumError::IllegalQuantity)
        }
    }
    fn to_i32(self) -> Result<i32, NumError> {
        let v = self.0.trunc();
        if v.abs() < 2e9 {
            Ok(v as i32)
        } else {
            Err(NumError::IllegalQuantity)
        }
    }
    fn int(self) -> Self {
        Scaffold(self.0.floor())
    }
    fn fix(self) -> Self {
        Scaffold(self.0.trunc())
    }
    fn abs(self) -> Self {
        Scaffold(self.0.abs())
    }
    fn sqr(self) -> Result<Self, NumError> {
        if self.0 < 0.0 {
            return Err(NumError::IllegalQuantity);
        }
        Ok(Scaffold(self.0.sqrt()))
    }
    fn exp(self) -> Result<Self, NumError> {
        check(self.0.exp())
    }
    fn log(self) -> Result<Self, NumError> {
        if self.0 <= 0.0 {
            return Err(NumError::IllegalQuantity);
        }
        Ok(Scaffold(self.0.ln()))
    }
    fn sin(self) -> Result<Self, NumError> {
        Ok(Scaffold(self.0.sin()))
    }
    fn cos(self) -> Result<Self, NumError> {
        Ok(Scaffold(self.0.cos()))
    }
    fn tan(self) -> Result<Self, NumError> {
        check(self.0.tan())
    }
    fn atn(self) -> Result<Self, NumError> {
        Ok(Scaffold(self.0.atan()))
    }
    fn parse(text: &[u8], _ctx: ParseContext) -> Option<Parsed<Self>> {
        let mut s = String::new();
        let mut i = 0;
        let mut seen_digit = false;
        let mut seen_e = false;
        while i < text.len() {
            let c = text[i];
            if c == b' ' {
                i += 1;
                continue;
            }
            if c.is_ascii_digit() {
                seen_digit = true;
            } else if c == b'.' && !seen_e && !s.contains('.') {
            } else if (c == b'E' || c == b'e') && seen_digit && !seen_e {
                seen_e = true;
            } else if (c == b'+' || c == b'-') && (s.is_empty() || s.ends_with('E')) {
            } else {
                break;
            }
            s.push(c.to_ascii_uppercase() as char);
            i += 1;
        }
        if !seen_digit && !s.contains('.') {
            return None;
        }
        let t = s.trim_end_matches(['E', '+', '-']);
        let v: f64 = t.parse().unwrap_or(0.0);
        Some(Parsed {
            value: Scaffold(v),
            len: i,
            overflow: false,
        })
    }
    fn format(self) -> String {
        let v = self.0;
        let body = if v == v.trunc() && v.abs() < 1e9 {
            format!("{}", v.abs() as i64)
        } else {
            let s = format!("{:.6}", v.abs());
            let s = s.trim_end_matches('0').trim_end_matches('.').to_string();
            s.strip_prefix('0').map(str::to_string).unwrap_or(s)
        };
        if v < 0.0 {
            format!("-{body}")
        } else {
            format!(" {body}")
        }
    }
    fn to_f64(self) -> f64 {
        self.0
    }
}

/// Host-float stand-in generator (a fixed linear congruence).
#[derive(Debug, Default)]
pub struct ScaffoldRnd(u32);

impl Random<Scaffold> for ScaffoldRnd {
    fn rnd(&mut self, _arg: Scaffold) -> Scaffold {
        self.0 = self.0.wrapping_mul(1_103_515_245).wrapping_add(12345);
        Scaffold(f64::from(self.0 >> 8) / 16_777_216.0)
    }
}
