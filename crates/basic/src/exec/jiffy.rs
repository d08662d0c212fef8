//! The C64's jiffy clock: `TI` counts sixtieths of a second from power-on, `TI$` shows it as
//! `hhmmss`, and `TI$ = "hhmmss"` sets it. ferrite runs it from the host's clock.
//!
//! Sources: Commodore 64 Programmer's Reference Guide (1982), chapter 2, TI and TI$ (TI is
//! updated 60 times a second, starts at 0 at power-on, and TI$ is a six-character string
//! that may be set; it goes back to 000000 after 23:59:59); the KERNAL's UDTIM at $FFEA,
//! which wraps the three-byte count at $4F1A01 (24 hours of jiffies).

use super::Machine;
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::parse::Expr;

/// Jiffies in a day: the count goes back to 0 there.
const DAY_JIFFIES: i64 = 24 * 60 * 60 * 60;

/// Seconds since 1970 on the host, with the fraction.
pub(super) fn host_seconds() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

impl<P: Profile> Machine<P> {
    /// `TI`: jiffies since power-on or since `TI$` was set, wrapping each day.
    pub(super) fn jiffies(&self) -> i32 {
        let elapsed = ((host_seconds() - self.jiffy_base) * 60.0).floor() as i64;
        // At most a day's jiffies, which fits an i32.
        i32::try_from(elapsed.rem_euclid(DAY_JIFFIES)).unwrap_or(0)
    }

    /// `TI$`: the jiffy clock as `hhmmss`.
    pub(super) fn jiffy_string(&self) -> String {
        let s = self.jiffies() / 60;
        format!("{:02}{:02}{:02}", s / 3600, s / 60 % 60, s % 60)
    }

    /// `TI$ = s`: six digits, hours below 24 and minutes and seconds below 60, else
    /// `?ILLEGAL QUANTITY` (the ROM's TI$ assignment checks each pair).
    pub(super) fn set_jiffies(&mut self, value: &Expr<P::Num>) -> Result<(), BasicError> {
        let text = self.eval(value)?.string()?;
        if text.len() != 6 || !text.iter().all(u8::is_ascii_digit) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        let pair = |i: usize| i64::from(text[i] - b'0') * 10 + i64::from(text[i + 1] - b'0');
        let (h, m, s) = (pair(0), pair(2), pair(4));
        if h > 23 || m > 59 || s > 59 {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        self.jiffy_base = host_seconds() - (h * 3600 + m * 60 + s) as f64;
        Ok(())
    }
}
