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

/// A date or time string read as GW-BASIC's PRSDAT and PRSTIM read it (GWSTS.ASM):
/// digits taken one by one with no blanks skipped, the text after the last field ignored.
struct DigitScan<'t> {
    text: &'t [u8],
}

impl DigitScan<'_> {
    /// GNUM16: the digits here as a 16-bit number, 0 when none; `None` when a digit makes
    /// the product pass 16 bits (the sum wraps unchecked).
    fn number16(&mut self) -> Option<u16> {
        let mut n: u16 = 0;
        while let Some((&c, rest)) = self.text.split_first() {
            if !c.is_ascii_digit() {
                break;
            }
            n = n.checked_mul(10)?.wrapping_add(u16::from(c - b'0'));
            self.text = rest;
        }
        Some(n)
    }

    /// GNUM8: the digits as a byte; `None` past 255.
    fn number8(&mut self) -> Option<u8> {
        u8::try_from(self.number16()?).ok()
    }

    /// DATSEP: a `/` or `-` must follow, the text not ended.
    fn date_separator(&mut self) -> Option<()> {
        let (&c, rest) = self.text.split_first()?;
        self.text = rest;
        matches!(c, b'/' | b'-').then_some(())
    }

    /// TIMSEP: the end of the text, or a `:` or `.` taken.
    fn time_separator(&mut self) -> Option<()> {
        let Some((&c, rest)) = self.text.split_first() else {
            return Some(());
        };
        self.text = rest;
        matches!(c, b':' | b'.').then_some(())
    }
}

/// `DATE$ = text`: (year, month, day) as PRSDAT reads it (GWSTS.ASM): month, `/` or `-`,
/// day, separator, year; a year below 78 is 20xx, 78-99 19xx, 100-1977 and 2100 on
/// refused. `None` is `Illegal function call`.
fn parse_date(text: &[u8]) -> Option<(i64, i64, i64)> {
    if text.is_empty() {
        return None;
    }
    let mut s = DigitScan { text };
    let m = s.number8()?;
    s.date_separator()?;
    let d = s.number8()?;
    s.date_separator()?;
    let y = i64::from(s.number16()?);
    let y = match y {
        0..=77 => y + 2000,
        78..=99 => y + 1900,
        100..=1977 => return None,
        _ => y,
    };
    (y < 2100).then_some((y, i64::from(m), i64::from(d)))
}

/// `TIME$ = text`: (hours, minutes, seconds) as PRSTIM reads it (GWSTS.ASM): up to four
/// fields after `:` or `.`, each a byte below 24, 60, 60, 100 (the hundredths read and
/// then dropped); a field the text's end cut short is 0. `None` is `Illegal function call`.
fn parse_time(text: &[u8]) -> Option<(i64, i64, i64)> {
    if text.is_empty() {
        return None;
    }
    let mut s = DigitScan { text };
    let mut f = [0i64; 4];
    for (i, limit) in [24u8, 60, 60, 100].into_iter().enumerate() {
        if i > 0 {
            s.time_separator()?;
        }
        let v = s.number8()?;
        if v >= limit {
            return None;
        }
        f[i] = i64::from(v);
    }
    Some((f[0], f[1], f[2]))
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

    /// The date DOS holds on the machine's clock: the fields `DATE$ =` gave it, as they
    /// were, while the day is the one they were counted as (the DOS of the machine behind
    /// the recordings takes any day from 1 to 31 in any month and hands it back: real
    /// GW-BASIC 3.23 under DOSBox, `DATE$="02-30-1990"` then `DATE$` is 02-30-1990), else
    /// the civil date of the day.
    fn date_fields(&self, day: i64) -> (i64, i64, i64) {
        match self.set_date {
            Some((set, fields)) if set == day => fields,
            _ => civil_from_days(day),
        }
    }

    /// `DATE$`: `mm-dd-yyyy`.
    pub(super) fn date_string(&self) -> String {
        let (y, m, d) = self.date_fields((self.now() as i64).div_euclid(DAY));
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
        let (y, m, d) = self.date_fields(now.div_euclid(DAY));
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
            let (y, m, d) = parse_date(&text).ok_or_else(bad)?;
            // DOS refuses a year before 1980 (78 and 79 are error 5: GW-BASIC 3.23,
            // probed for every two-digit year's kind), a month or day out of range.
            if !(1..=12).contains(&m) || !(1..=31).contains(&d) || !(1980..=2099).contains(&y) {
                return Err(bad());
            }
            self.set_date = Some((days_from_civil(y, m, d), (y, m, d)));
            days_from_civil(y, m, d) * DAY + secs
        } else {
            let (h, m, s) = parse_time(&text).ok_or_else(bad)?;
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
    use super::{dos_hundredths, parse_date, parse_time};

    /// PRSDAT and PRSTIM read digits with no blanks skipped and ignore the text after the
    /// last field (real GW-BASIC 3.23: `DATE$="1-01-1**$980"` sets 01-01-2001;
    /// `difftest/gw/mutate/mutate.py` with MUTATE_STRINGS=1, seed 10).
    #[test]
    fn date_and_time_strings_read_as_prsdat_and_prstim() {
        assert_eq!(parse_date(b"1-01-1**$980"), Some((2001, 1, 1)));
        assert_eq!(parse_date(b"12/31/1999XYZ"), Some((1999, 12, 31)));
        assert_eq!(parse_date(b"-1-80"), Some((1980, 0, 1)));
        assert_eq!(parse_date(b" 1-01-80"), None);
        assert_eq!(parse_date(b"1-01"), None);
        assert_eq!(parse_date(b"1-01-"), Some((2000, 1, 1)));
        assert_eq!(parse_date(b"1-01-1977"), None);
        assert_eq!(parse_date(b"1-01-2100"), None);
        assert_eq!(parse_date(b"256-01-80"), None);
        assert_eq!(parse_time(b"12"), Some((12, 0, 0)));
        assert_eq!(parse_time(b"1:2.3:99Z"), Some((1, 2, 3)));
        assert_eq!(parse_time(b"1:2:3:100"), None);
        assert_eq!(parse_time(b"1 :2"), None);
        assert_eq!(parse_time(b"24"), None);
        assert_eq!(parse_time(b"1:2:3X"), None);
    }

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
