//! PRINT USING: a format string's fields filled with values.
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987), PRINT USING (the format characters
//! `! \ \ & # . + - ** $$ **$ , ^^^^ _` and the `%` of a number too wide for its field);
//! the digits of a number field are GW-BASIC's own `PUFOUT` (`num/mbf/pufout.rs`).

use super::{Machine, Value};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::Number;
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

/// The field as `PUFOUT` takes it (BIPRTU.ASM's scan): the format bits, the places before
/// the point (a leading `+` counts) and the point with the places after it.
fn pufout_spec(f: &NumField) -> (u8, usize, usize) {
    let mut flags = 0u8;
    if f.commas {
        flags |= 0x40;
    }
    if f.stars {
        flags |= 0x20;
    }
    if f.dollar {
        flags |= 0x10;
    }
    if f.lead_plus {
        flags |= 0x08;
    }
    match f.trail {
        Some(b'+') => flags |= 0x0C,
        Some(_) => flags |= 0x04,
        None => {}
    }
    if f.exponent {
        flags |= 0x01;
    }
    let left = f.before + usize::from(f.lead_plus);
    let right = usize::from(f.point) + f.decimals;
    (flags, left, right)
}

impl<P: Profile> Machine<P> {
    /// `PRINT [#n,] USING fmt; values`: the text it prints. Each field is written (to the
    /// screen, or to file `file`) as soon as it is formatted and the rest is returned: GW
    /// prints as it goes, so the fields before a value that warns `Overflow` or fails come out before
    /// the warning or the error (real GW-BASIC 3.23: `PRINT USING "##.##";-1;1E38*10`
    /// under ON ERROR shows `-1.00` before the error is trapped).
    pub(super) fn using_text(
        &mut self,
        format: &Expr<P::Num>,
        values: &[Expr<P::Num>],
        file: Option<&Expr<P::Num>>,
        tail: Option<ErrorKind>,
    ) -> Result<Vec<u8>, BasicError> {
        let fmt = self.eval(format)?.string()?;
        if fmt.is_empty() {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        let pieces = parse_format(&fmt);
        if !pieces.iter().any(|p| !matches!(p, Piece::Text(_))) {
            // BIPRTU.ASM prints the text as it scans it and finds no field only at its end
            // (real GW-BASIC 3.23: `PRINT USING "^^^^";1` shows `^^^^` before error 5)
            let mut text: Vec<u8> = Vec::new();
            for p in &pieces {
                if let Piece::Text(t) = p {
                    text.extend_from_slice(t);
                }
            }
            self.using_flush(file, &mut text)?;
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
                        self.using_flush(file, &mut out)?;
                        let s = self.eval(e)?.string()?;
                        match width {
                            // `&` prints the value by STRPRT, which frees it; `!` and `\ \`
                            // print a LEFT$ of it, the value left behind as garbage
                            // (BIPRTU.ASM `ISSTR1`: LEFTUS, then STRPRT frees the piece;
                            // real GW-BASIC 3.23: three 255-byte values through `&!\ \`
                            // leave 510 bytes).
                            None => {
                                self.store.mem.release_temporary(&s);
                                out.extend_from_slice(&s)
                            }
                            Some(w) => {
                                self.store.mem.last_temp = None;
                                let n = s.len().min(*w);
                                out.extend_from_slice(&s[..n]);
                                out.extend(std::iter::repeat_n(b' ', w - n));
                            }
                        }
                        pending = next.next();
                        self.using_tail(file, &mut out, pending.is_none(), tail)?;
                    }
                    Piece::Num(f) => {
                        let Some(e) = pending else { break 'rounds };
                        self.using_flush(file, &mut out)?;
                        let v = match self.eval(e)? {
                            Value::Num(n) => n,
                            Value::Str(_) => return Err(ErrorKind::TypeMismatch.into()),
                        };
                        // more than 24 places in all is `Illegal function call` (BIPRTU.ASM)
                        let (flags, left, right) = pufout_spec(f);
                        if left + right >= 25 {
                            return Err(ErrorKind::IllegalQuantity.into());
                        }
                        out.extend(v.print_using(flags, left as u8, right as u8));
                        pending = next.next();
                        self.using_tail(file, &mut out, pending.is_none(), tail)?;
                    }
                }
            }
            if pending.is_none() {
                break;
            }
        }
        // FLDFIN's FRETM2 frees the format when it is still the bottom of the string space.
        self.store.mem.release_temporary(&fmt);
        Ok(out)
    }

    /// After the last value is printed, the error of the text after it: what was made is
    /// sent first (BIPRTU.ASM `FNSTRF` checks the terminator right after each value).
    fn using_tail(
        &mut self,
        file: Option<&Expr<P::Num>>,
        out: &mut Vec<u8>,
        last: bool,
        tail: Option<ErrorKind>,
    ) -> Result<(), BasicError> {
        match tail {
            Some(kind) if last => {
                self.using_flush(file, out)?;
                Err(kind.into())
            }
            _ => Ok(()),
        }
    }

    /// The text PRINT USING has made so far, sent on before the next value is read: an
    /// error in it leaves what came before printed, on the screen or in file `file`
    /// (real GW-BASIC 3.23: `PRINT #1,USING "##.## \\ \\";1.5;2` leaves ` 1.50 ` in the
    /// file before `Type mismatch`).
    fn using_flush(
        &mut self,
        file: Option<&Expr<P::Num>>,
        out: &mut Vec<u8>,
    ) -> Result<(), BasicError> {
        let text = std::mem::take(out);
        match file {
            None => {
                self.screen.write(&text);
                Ok(())
            }
            Some(file) => self.print_file_text(file, &text, false),
        }
    }
}
