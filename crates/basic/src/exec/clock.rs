//! GW-BASIC's clock: `DATE$`, `TIME$` and `TIMER` read the host's clock (UTC), and
//! `DATE$ =` and `TIME$ =` move it, as setting the PC's clock did.
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987), DATE$, TIME$ and TIMER (the accepted
//! forms `mm-dd-yy`, `mm/dd/yyyy`, `hh[:mm[:ss]]`, years 1980 to 2099); pcbasic-suite DATEFN
//! and faulty_TIME (an hour of 24, a minute or second of 60 is `Illegal function call`; text
//! after the seconds is ignored).

use super::Machine;
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::{NumKind, Number, ParseContext};
use crate::parse::Expr;

const DAY: i64 = 86_400;

/// Days since 1970-01-01 of a civil date (H. Hinnant's `days_from_civil`).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The civil date of a day count since 1970-01-01 (H. Hinnant's `civil_from_days`).
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (
        if m <= 2 {
            yoe + era * 400 + 1
        } else {
            yoe + era * 400
        },
        m,
        d,
    )
}

/// The numbers of `text` separated by any of `seps`, each of at most `width` digits.
fn fields(text: &[u8], seps: &[u8], most: usize) -> Option<Vec<i64>> {
    let mut out = Vec::new();
    for part in text.split(|c| seps.contains(c)).take(most) {
        let part = part.trim_ascii();
        if part.is_empty() || part.len() > 4 || !part.iter().all(u8::is_ascii_digit) {
            return None;
        }
        out.push(std::str::from_utf8(part).ok()?.parse().ok()?);
    }
    Some(out)
}

/// DOS's time of day in hundredths for `seconds` since midnight: the BIOS's ticks
/// (1193180 / 65536 a second), each 5 x 65536 / 59659 hundredths.
fn dos_hundredths(seconds: f64) -> u64 {
    let ticks = (seconds * 1_193_180.0 / 65_536.0) as u64;
    ticks * 5 * 65_536 / 59_659
}

impl<P: Profile> Machine<P> {
    /// Seconds since 1970 on the machine's clock, with the fraction.
    fn now(&self) -> f64 {
        let host = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64());
        host + self.clock_offset + self.waited.as_secs_f64()
    }

    /// The machine's moment for its timed devices (the speaker, the timer trap): the
    /// host's, and the waits that passed at once on top.
    pub(super) fn instant(&self) -> std::time::Instant {
        std::time::Instant::now() + self.waited
    }

    /// `DATE$`: `mm-dd-yyyy`.
    pub(super) fn date_string(&self) -> String {
        let (y, m, d) = civil_from_days((self.now() as i64).div_euclid(DAY));
        format!("{m:02}-{d:02}-{y:04}")
    }

    /// `TIME$`: `hh:mm:ss`.
    pub(super) fn time_string(&self) -> String {
        let s = (self.now() as i64).rem_euclid(DAY);
        format!("{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    }

    /// The date and time as DOS packs them in a directory entry or a control block (the
    /// date word: years since 1980 << 9 | month << 5 | day; the time word: hours << 11 |
    /// minutes << 5 | seconds / 2), low bytes first.
    pub(super) fn dos_stamp(&self) -> [u8; 4] {
        let now = self.now() as i64;
        let (y, m, d) = civil_from_days(now.div_euclid(DAY));
        let s = now.rem_euclid(DAY);
        let date = ((y - 1980).clamp(0, 127) << 9) as u16 | ((m as u16) << 5) | d as u16;
        let time = (((s / 3600) << 11) | ((s / 60 % 60) << 5) | ((s % 60) / 2)) as u16;
        let [d0, d1] = date.to_le_bytes();
        let [t0, t1] = time.to_le_bytes();
        [d0, d1, t0, t1]
    }

    /// Seconds since midnight on the machine's clock, with the fraction.
    pub(super) fn seconds_since_midnight(&self) -> f64 {
        self.now().rem_euclid(DAY as f64)
    }

    /// `TIMER`: seconds since midnight, a single, from DOS's time of day (GWSTS.ASM asks
    /// DOS, INT 21h AH=2Ch), which counts the BIOS's ticks (1193180 / 65536 a second) and
    /// turns them into hundredths as 5 x 65536 / 59659 a tick: TIMER moves in steps of
    /// about 0.055 (real GW-BASIC 3.23: 17846.99, 17847.05, 17847.1, 17847.21, ...).
    pub(super) fn timer(&self) -> P::Num {
        let hundredths = dos_hundredths(self.seconds_since_midnight());
        let text = format!("{}.{:02}", hundredths / 100, hundredths % 100);
        P::Num::parse(text.as_bytes(), ParseContext::Val)
            .and_then(|p| p.value.to_kind(NumKind::Single).ok())
            .unwrap_or_else(|| P::Num::from_i32(0))
    }

    /// `DATE$ = s` or `TIME$ = s`.
    pub(super) fn set_clock(&mut self, date: bool, value: &Expr<P::Num>) -> Result<(), BasicError> {
        let text = self.eval_string_used(value)?;
        let now = self.now() as i64;
        let (day, secs) = (now.div_euclid(DAY), now.rem_euclid(DAY));
        let bad = || BasicError::from(ErrorKind::IllegalQuantity);
        let target = if date {
            let f = fields(&text, b"-/", 3).ok_or_else(bad)?;
            let [m, d, y] = f[..] else { return Err(bad()) };
            // Two digits are 1980..1999 from 80 and 2000..2077 up to 77; 78 and 79 are
            // error 5 (GW-BASIC 3.23, probed for every two-digit year's kind).
            let y = match y {
                0..=77 => 2000 + y,
                78..=99 => 1900 + y,
                _ => y,
            };
            if !(1..=12).contains(&m) || !(1..=31).contains(&d) || !(1980..=2099).contains(&y) {
                return Err(bad());
            }
            days_from_civil(y, m, d) * DAY + secs
        } else {
            // `:` or `.` between the fields (GWSTS.ASM TIMSEP).
            let f = fields(&text, b":.", 3).ok_or_else(bad)?;
            let h = f[0];
            let m = f.get(1).copied().unwrap_or(0);
            let s = f.get(2).copied().unwrap_or(0);
            if h > 23 || m > 59 || s > 59 {
                return Err(bad());
            }
            day * DAY + h * 3600 + m * 60 + s
        };
        // DOS sets a time with its hundredths at 0 (the fraction of the second starts
        // again: `TIME$="00:00:00"` then `TIMER<1` is true); a date keeps the time of day.
        self.clock_offset += if date {
            (target - now) as f64
        } else {
            target as f64 - self.now()
        };
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::dos_hundredths;

    /// TIMER steps as the real GW-BASIC 3.23 printed it in a loop: 17846.99, 17847.05,
    /// 17847.1, 17847.21, 17847.27 (every reading one of DOS's tick hundredths).
    #[test]
    fn timer_moves_in_dos_tick_hundredths() {
        let mut seen: Vec<u64> = (17_846_900..17_847_300)
            .map(|ms| dos_hundredths(f64::from(ms) / 1000.0))
            .collect();
        seen.dedup();
        assert_eq!(
            seen,
            [1784688, 1784694, 1784699, 1784705, 1784710, 1784716, 1784721, 1784727]
        );
    }
}
