//! PRINT USING: a format string's fields filled with values.
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987), PRINT USING (the format characters
//! `! \ \ & # . + - ** $$ **$ , ^^^^ _` and the `%` of a number too wide for its field);
//! PC-BASIC's `basic/values/...` and `interpreter/print_using` read to learn the layout rules
//! (a leading 0 when there is room, the sign's place, the format reused from its start).

use super::{Machine, Value};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::{NumKind, Number};
use crate::parse::Expr;

/// One numeric field of a format.
#[derive(Clone, Copy, Debug, Default)]
struct NumField {
    /// Positions before the decimal point (digits, commas, and the `$` of `$$` / `**$`).
    before: usize,
    /// Whether the field has a decimal point.
    point: bool,
    /// Digits after the point.
    decimals: usize,
    /// A leading `+`.
    lead_plus: bool,
    /// A trailing `+` or `-`.
    trail: Option<u8>,
    /// `**`: leading spaces become asterisks.
    stars: bool,
    /// `$$` or `**$`: a dollar sign before the digits.
    dollar: bool,
    /// `,` before the point: thousands separated.
    commas: bool,
    /// `^^^^`: exponential form.
    exponent: bool,
}

/// A piece of a format string.
#[derive(Clone, Debug)]
enum Piece {
    /// Literal text.
    Text(Vec<u8>),
    /// `!` (1), `\  \` (n), `&` (None: the whole string).
    Str(Option<usize>),
    /// A number.
    Num(NumField),
}

/// Splits a format string into literal text and fields.
fn parse_format(f: &[u8]) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut text = Vec::new();
    let mut i = 0;
    let at = |j: usize| f.get(j).copied();
    while i < f.len() {
        let c = f[i];
        let field_start = match c {
            b'!' => Some((Piece::Str(Some(1)), i + 1)),
            b'&' => Some((Piece::Str(None), i + 1)),
            b'\\' => {
                let mut j = i + 1;
                while at(j) == Some(b' ') {
                    j += 1;
                }
                (at(j) == Some(b'\\')).then(|| (Piece::Str(Some(j - i + 1)), j + 1))
            }
            b'#' | b'.' | b'+' | b'*' | b'$' => numeric_field(f, i),
            _ => None,
        };
        if c == b'_' {
            if let Some(next) = at(i + 1) {
                text.push(next);
                i += 2;
            } else {
                text.push(c);
                i += 1;
            }
            continue;
        }
        match field_start {
            Some((piece, end)) => {
                if !text.is_empty() {
                    out.push(Piece::Text(std::mem::take(&mut text)));
                }
                out.push(piece);
                i = end;
            }
            None => {
                text.push(c);
                i += 1;
            }
        }
    }
    if !text.is_empty() {
        out.push(Piece::Text(text));
    }
    out
}

/// A numeric field starting at `i`, if one does, and where it ends.
fn numeric_field(f: &[u8], start: usize) -> Option<(Piece, usize)> {
    let at = |j: usize| f.get(j).copied();
    let mut i = start;
    let mut n = NumField::default();
    if at(i) == Some(b'+') {
        n.lead_plus = true;
        i += 1;
    }
    if at(i) == Some(b'*') && at(i + 1) == Some(b'*') {
        n.stars = true;
        n.before = 2;
        i += 2;
        if at(i) == Some(b'$') {
            n.dollar = true;
            n.before += 1;
            i += 1;
        }
    } else if at(i) == Some(b'$') && at(i + 1) == Some(b'$') {
        n.dollar = true;
        n.before = 2;
        i += 2;
    }
    while let Some(c) = at(i) {
        match c {
            b'#' => n.before += 1,
            b',' if n.before > 0 || n.stars || n.dollar => {
                n.commas = true;
                n.before += 1;
            }
            _ => break,
        }
        i += 1;
    }
    if at(i) == Some(b'.') {
        n.point = true;
        i += 1;
        while at(i) == Some(b'#') {
            n.decimals += 1;
            i += 1;
        }
    }
    if n.before == 0 && n.decimals == 0 && !(n.point && (n.stars || n.dollar)) {
        return None;
    }
    if f.get(i..i + 4) == Some(b"^^^^") {
        n.exponent = true;
        i += 4;
    }
    if !n.lead_plus && matches!(at(i), Some(b'+' | b'-')) {
        n.trail = at(i);
        i += 1;
    }
    Some((Piece::Num(n), i))
}

/// A number's decimal digits and exponent: `0.d1d2... × 10^exp`, from the digits the
/// machine prints (FOUT's rounding to the type's precision).
fn digits_of<N: Number>(v: N) -> (bool, Vec<u8>, i32) {
    let text = v.format();
    let text = text.trim();
    let negative = text.starts_with('-');
    let body = text.trim_start_matches('-');
    let (mantissa, exp) = match body.find(['E', 'D']) {
        Some(p) => (&body[..p], body[p + 1..].parse::<i32>().unwrap_or(0)),
        None => (body, 0),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut digits: Vec<u8> = int.bytes().chain(frac.bytes()).map(|b| b - b'0').collect();
    let mut point = int.len() as i32 + exp;
    while digits.first() == Some(&0) {
        digits.remove(0);
        point -= 1;
    }
    while digits.last() == Some(&0) {
        digits.pop();
    }
    if digits.is_empty() {
        return (false, Vec::new(), 0);
    }
    (negative, digits, point)
}

/// Rounds `0.digits × 10^point` half up to `places` digits after the decimal point, giving
/// the integer part's digits and the fraction's.
fn fixed(digits: &[u8], point: i32, places: usize) -> (Vec<u8>, Vec<u8>) {
    // All digits placed on a fixed grid: index k is the digit of 10^(point-1-k).
    let keep = point + places as i32;
    let mut d: Vec<u8> = if keep <= 0 {
        Vec::new()
    } else {
        (0..keep as usize)
            .map(|k| digits.get(k).copied().unwrap_or(0))
            .collect()
    };
    let round_digit = if keep < 0 {
        0
    } else {
        digits.get(keep as usize).copied().unwrap_or(0)
    };
    let mut point = point;
    if round_digit >= 5 {
        let mut k = d.len();
        loop {
            if k == 0 {
                d.insert(0, 1);
                point += 1;
                break;
            }
            k -= 1;
            if d[k] == 9 {
                d[k] = 0;
            } else {
                d[k] += 1;
                break;
            }
        }
    }
    // Left-pad when the number is below 1.
    let int_len = point.max(0) as usize;
    let mut all = vec![0u8; (places as i32 + point.max(0) - d.len() as i32).max(0) as usize];
    all.splice(0..0, d.iter().copied());
    if point < 0 {
        let mut padded = vec![0u8; (-point) as usize];
        padded.extend(all);
        all = padded;
        all.truncate(places);
    }
    let all_len = all.len();
    let int: Vec<u8> = all[..int_len.min(all_len)].to_vec();
    let mut frac: Vec<u8> = all[int_len.min(all_len)..].to_vec();
    frac.resize(places, 0);
    let int: Vec<u8> = int.into_iter().skip_while(|&x| x == 0).collect();
    (int, frac)
}

/// Formats a number into a field (with `%` before it when it does not fit).
fn format_number<N: Number>(v: N, f: &NumField) -> Vec<u8> {
    let (negative, digits, point) = digits_of(v);
    let sign_in_digits = !f.lead_plus && f.trail.is_none();
    let mut out = Vec::new();
    let fill = if f.stars { b'*' } else { b' ' };
    if f.exponent {
        // Digit positions before the point; one is kept for the sign when no sign is given.
        let lead = f.before.saturating_sub(usize::from(sign_in_digits));
        let letter = if v.kind() == NumKind::Double {
            'D'
        } else {
            'E'
        };
        if lead + f.decimals == 0 && !f.point && sign_in_digits {
            // No digit at all (`#^^^^`): the sign's place (a double's shows 0) and the
            // exponent of .d rounded to no digits (real GW-BASIC 3.23: 99.995 ` E+03`,
            // .005 ` E-01`, -5 `-E+02`, 2#/3 `0D+01`).
            let exp = match digits.first() {
                None => 0,
                Some(&d) => point + i32::from(d >= 5),
            };
            let mut body = vec![match (negative, v.kind()) {
                (true, _) => b'-',
                (false, NumKind::Double) => b'0',
                _ => b' ',
            }];
            let sign = if exp < 0 { '-' } else { '+' };
            body.extend(format!("{letter}{sign}{:02}", exp.abs()).bytes());
            return body;
        }
        let sig = (lead + f.decimals).max(1);
        let (mut mant, mut exp) = if digits.is_empty() {
            (vec![0u8; sig], 0)
        } else {
            let (int, _) = fixed(&digits, sig as i32, 0);
            let mut m = int;
            let mut e = point - lead as i32;
            if m.len() > sig {
                m.truncate(sig);
                e += 1;
            }
            (m, e)
        };
        mant.resize(sig, 0);
        if digits.is_empty() {
            exp = 0;
        }
        let mut body = Vec::new();
        if sign_in_digits && f.before > 0 {
            // The sign's position shows a 0 when no digit stands before the point
            // (pcbasic-suite PrintUSING2: `#.####^^^^` prints 0.1 as `0.1000E+00`).
            body.push(match (negative, lead) {
                (true, _) => b'-',
                (false, 0) => b'0',
                _ => b' ',
            });
        } else if f.lead_plus {
            body.push(if negative { b'-' } else { b'+' });
        } else if sign_in_digits && negative {
            // no place before the point for the minus: the field overflows (real GW-BASIC
            // 3.23: `".#^^^^"` prints -5 as `%-.5E+01`)
            body.extend(b"%-");
        }
        if f.dollar {
            body.push(b'$');
        }
        body.extend(mant[..lead].iter().map(|d| d + b'0'));
        if f.point {
            body.push(b'.');
        }
        body.extend(mant[lead..].iter().map(|d| d + b'0'));
        // a double's exponent is written with D, as FOUT writes it
        body.extend(
            format!(
                "{letter}{}{:02}",
                if exp < 0 { '-' } else { '+' },
                exp.abs()
            )
            .bytes(),
        );
        if let Some(t) = f.trail {
            body.push(match (negative, t) {
                (true, _) => b'-',
                (false, b'+') => b'+',
                _ => b' ',
            });
        }
        return body;
    }
    if point > 16 {
        // Beyond 16 digits before the point GW gives up the field: `%` and the number as
        // PRINT shows it, without its sign (real GW-BASIC 3.23: `PRINT USING "#####";
        // -1.7E38` prints `% 1.7E+38`).
        let mut out = vec![b'%'];
        out.extend(v.abs().format().into_bytes());
        return out;
    }
    let (int, frac) = if digits.is_empty() {
        (Vec::new(), vec![0; f.decimals])
    } else {
        fixed(&digits, point, f.decimals)
    };
    let negative = negative && (int.iter().chain(&frac).any(|&d| d != 0) || !digits.is_empty());
    let mut int_text: Vec<u8> = int.iter().map(|d| d + b'0').collect();
    if f.commas && int_text.len() > 3 {
        let mut with = Vec::new();
        for (k, &c) in int_text.iter().enumerate() {
            if k > 0 && (int_text.len() - k).is_multiple_of(3) {
                with.push(b',');
            }
            with.push(c);
        }
        int_text = with;
    }
    let mut prefix = Vec::new();
    if f.lead_plus {
        prefix.push(if negative { b'-' } else { b'+' });
    } else if sign_in_digits && negative {
        prefix.push(b'-');
    }
    if f.dollar {
        prefix.push(b'$');
    }
    // The positions before the point, plus the leading `+`'s own.
    let room = f.before + usize::from(f.lead_plus);
    // With no digit after the point the 0 is written even where it overflows the field
    // (real GW-BASIC 3.23: `"#"` prints -.4 as `%-0`, `"#.#"` -.5 as `-.5`).
    if int_text.is_empty() && (prefix.len() < room || f.decimals == 0) {
        int_text.push(b'0');
    }
    let mut left = prefix;
    left.extend(int_text);
    if left.len() > room {
        out.push(b'%');
        if f.dollar && negative && !f.lead_plus && int.len() + 2 * usize::from(f.stars) >= 7 {
            // a `$` field that overflows with seven digits or more before the point (the
            // two `**` count as two) drops the minus (real GW-BASIC 3.23: `"$$#"` prints
            // -1234567 as `%$1234567` but -32768 as `%-$32768`, `"**$##.##"` -32768 as
            // `%$32768.00`, `"$$,###.##"` -1E10 as `%$10,000,000,000.00`)
            left.retain(|&c| c != b'-');
        }
    } else {
        out.extend(std::iter::repeat_n(fill, room - left.len()));
    }
    out.extend(left);
    if f.point {
        out.push(b'.');
        out.extend(frac.iter().map(|d| d + b'0'));
    }
    if let Some(t) = f.trail {
        out.push(match (negative, t) {
            (true, _) => b'-',
            (false, b'+') => b'+',
            _ => b' ',
        });
    }
    out
}

impl<P: Profile> Machine<P> {
    /// `PRINT [#n,] USING fmt; values`: the text it prints. With `to_screen`, each field
    /// is written as soon as it is formatted and the rest is returned: GW prints as it
    /// goes, so the fields before a value that warns `Overflow` or fails come out before
    /// the warning or the error (real GW-BASIC 3.23: `PRINT USING "##.##";-1;1E38*10`
    /// under ON ERROR shows `-1.00` before the error is trapped).
    pub(super) fn using_text(
        &mut self,
        format: &Expr<P::Num>,
        values: &[Expr<P::Num>],
        to_screen: bool,
    ) -> Result<Vec<u8>, BasicError> {
        let fmt = self.eval(format)?.string()?;
        if fmt.is_empty() {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        let pieces = parse_format(&fmt);
        if !pieces.iter().any(|p| !matches!(p, Piece::Text(_))) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        let mut out = Vec::new();
        let mut next = values.iter();
        let mut pending = next.next();
        // The format is used from its start again while values remain; literal text after
        // the last field is printed only when no value is left for another round.
        'rounds: loop {
            for piece in &pieces {
                match piece {
                    Piece::Text(t) => out.extend_from_slice(t),
                    Piece::Str(width) => {
                        let Some(e) = pending else { break 'rounds };
                        if to_screen {
                            self.screen.write(&std::mem::take(&mut out));
                        }
                        let s = self.eval(e)?.string()?;
                        match width {
                            None => out.extend_from_slice(&s),
                            Some(w) => {
                                let n = s.len().min(*w);
                                out.extend_from_slice(&s[..n]);
                                out.extend(std::iter::repeat_n(b' ', w - n));
                            }
                        }
                        pending = next.next();
                    }
                    Piece::Num(f) => {
                        let Some(e) = pending else { break 'rounds };
                        if to_screen {
                            self.screen.write(&std::mem::take(&mut out));
                        }
                        let v = match self.eval(e)? {
                            Value::Num(n) => n,
                            Value::Str(_) => return Err(ErrorKind::TypeMismatch.into()),
                        };
                        out.extend(format_number(v, f));
                        pending = next.next();
                    }
                }
            }
            if pending.is_none() {
                break;
            }
        }
        Ok(out)
    }
}
