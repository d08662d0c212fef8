//! GW-BASIC's DELETE in a program: the range read and looked up in the run, where its
//! errors are trapped; the prompt then deletes the lines and clears the variables.
//!
//! Real GW-BASIC 3.23: `DELETE 45` with no line 45 is `Illegal function call` in the
//! DELETE's line (trapped, RESUME NEXT goes on); `DELETE 40-50` deletes and ends the run at
//! `Ok`, with nothing to CONTinue and the variables gone (GWLIST.ASM `DELETE`, `DEL`).

use super::Machine;
use crate::dialect::Profile;
use crate::error::ErrorKind;

impl<P: Profile> Machine<P> {
    /// DELETE's checks in the order GWLIST.ASM `DELETE` makes them: the range's syntax,
    /// the first line at or above its start, its end found by FNDLIN (a line of the
    /// program, or past every line), a range holding a line, then the statement's end.
    /// The range comes from the line's stored bytes when it keeps them (a tokenised
    /// file's line): a `0E` line-number constant there is a line number whatever its
    /// value, where a typed 65535 is crunched as a number and refused.
    pub(super) fn check_delete(
        &self,
        args: &[u8],
        pc: super::Pc,
    ) -> Result<DeleteRange, ErrorKind> {
        let stored = self
            .lines
            .get(pc.line)
            .filter(|_| self.direct_line != Some(pc.line))
            .and_then(|l| {
                let k = l.stmts[..pc.stmt.min(l.stmts.len())]
                    .iter()
                    .filter(|s| matches!(s, crate::parse::Stmt::Delete(_)))
                    .count();
                l.stored.as_ref().and_then(|b| stored_delete_range(b, k))
            });
        let (from, to, comma) = match stored {
            Some(range) => range?,
            None => delete_range(args)?,
        };
        let lines: Vec<u32> = self
            .lines
            .iter()
            .enumerate()
            .filter(|(i, _)| self.direct_line != Some(*i))
            .map(|(_, l)| u32::from(l.number))
            .collect();
        // FNDLIN: the first line in memory numbered at or above the target.
        let found = |n: u32| lines.iter().position(|&l| l >= n);
        let start = found(from).unwrap_or(lines.len());
        let end = match found(to) {
            Some(i) if lines[i] == to => Some(i + 1),
            Some(_) => None,
            None => Some(lines.len()),
        };
        if end.is_none_or(|e| start >= e) {
            return Err(ErrorKind::IllegalQuantity);
        }
        if comma {
            return Err(ErrorKind::Syntax);
        }
        Ok((from, to, comma))
    }
}

/// DELETE's first and last line numbers and whether a comma ended the range.
pub type DeleteRange = (u32, u32, bool);

/// The range of the `k`th DELETE (from 0) of a line's stored bytes, read as GWMAIN.ASM
/// `SCNLIN` reads the crunched text: a `0E` constant is a line number (any value), `-` its
/// token, an open end 65530; any other constant or character is a `Syntax error`. `None`
/// when the line holds no such DELETE.
pub fn stored_delete_range(text: &[u8], k: usize) -> Option<Result<DeleteRange, ErrorKind>> {
    const DELETE: u8 = 0xa9;
    const MINUS: u8 = 0xea;
    let mut i = 0;
    let mut seen = 0;
    // The DELETE token itself, stepping over constants and strings as CHRGTR does.
    let start = loop {
        let b = *text.get(i)?;
        match b {
            b'"' => {
                i += 1;
                while text.get(i).is_some_and(|&c| c != b'"') {
                    i += 1;
                }
                i += 1;
            }
            // REM and `'` tails hold no statement; DATA's runs to a `:` outside quotes.
            0x8f => return None,
            0x84 => {
                let mut quoted = false;
                i += 1;
                while let Some(&c) = text.get(i) {
                    if c == b':' && !quoted {
                        break;
                    }
                    quoted ^= c == b'"';
                    i += 1;
                }
            }
            0xfd..=0xff => i += 2,
            DELETE if seen == k => break i + 1,
            DELETE => {
                seen += 1;
                i += 1;
            }
            _ => i += crate::token::gwlist::constant_len(b).unwrap_or(1),
        }
    };
    let t = &text[start..];
    let mut j = 0;
    let skip = |j: &mut usize| {
        while t
            .get(*j)
            .is_some_and(|&c| matches!(c, b' ' | b'\t' | b'\n'))
        {
            *j += 1;
        }
    };
    let number = |j: &mut usize| -> Option<u32> {
        skip(j);
        if t.get(*j) != Some(&0x0e) {
            return None;
        }
        let n = u16::from_le_bytes([*t.get(*j + 1)?, *t.get(*j + 2)?]);
        *j += 3;
        Some(u32::from(n))
    };
    let from = number(&mut j);
    skip(&mut j);
    let (from, to) = if t.get(j) == Some(&MINUS) {
        j += 1;
        let to = number(&mut j);
        (from.unwrap_or(0), to.unwrap_or(65530))
    } else {
        match from {
            Some(n) => (n, n),
            None => (0, 65530),
        }
    };
    skip(&mut j);
    Some(match t.get(j) {
        None | Some(0 | b':') => Ok((from, to, false)),
        Some(b',') => Ok((from, to, true)),
        Some(_) => Err(ErrorKind::Syntax),
    })
}

/// EDIT's line number as SCNEDT.ASM `EDIT` reads it from the crunched line: LINSPC takes
/// the line number the cruncher made (its digits with the spaces between them, stopping
/// once past 6552, so `EDIT 10 20` is line 1020 and `EDIT 65530` line 6553 and a 0), none
/// for line 0, and the statement must end there; `None` for `Illegal function call`.
pub fn edit_line_number<P: Profile>(args: &[u8]) -> Option<u16> {
    let word = crate::token::gwsave::crunch_line::<P>(b"EDIT").len();
    let mut typed = b"EDIT".to_vec();
    typed.extend_from_slice(args);
    let crunched = crate::token::gwsave::crunch_line::<P>(&typed);
    let t = crunched.get(word..).unwrap_or(&[]);
    // CHRGTR steps over spaces, tabs and line feeds.
    let skip = |mut i: usize| {
        while t.get(i).is_some_and(|&c| matches!(c, b' ' | b'\t' | b'\n')) {
            i += 1;
        }
        i
    };
    let i = skip(0);
    let (number, after) = match t.get(i) {
        Some(0x0e) => (
            u16::from_le_bytes([*t.get(i + 1)?, *t.get(i + 2)?]),
            t.get(skip(i + 3)),
        ),
        other => (0, other),
    };
    matches!(after, None | Some(0 | b':')).then_some(number)
}

/// A line number as the commands read it: digits only, at most five.
pub fn line_number(text: &[u8]) -> Option<u16> {
    if text.is_empty() || text.len() > 5 || !text.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(text).ok()?.parse().ok()
}

/// DELETE's range: the first and last line numbers (an open end is 65530), and whether a
/// comma ended it.
pub fn delete_range(args: &[u8]) -> Result<DeleteRange, ErrorKind> {
    let text: Vec<u8> = args.iter().copied().filter(|&c| c != b' ').collect();
    // The statement ends at a `:`; the prompt drops the rest.
    let end = text.iter().position(|&c| c == b':').unwrap_or(text.len());
    let text = &text[..end];
    let comma = text.iter().position(|&c| c == b',');
    let text = &text[..comma.unwrap_or(text.len())];
    let number = |t: &[u8]| -> Result<Option<u32>, ErrorKind> {
        if t.is_empty() {
            return Ok(None);
        }
        match line_number(t) {
            Some(n) if u32::from(n) <= 65529 => Ok(Some(u32::from(n))),
            _ => Err(ErrorKind::Syntax),
        }
    };
    let (from, to) = match text.iter().position(|&c| c == b'-') {
        None => match number(text)? {
            Some(n) => (n, n),
            None => (0, 65530),
        },
        Some(dash) => {
            let from = number(&text[..dash])?.unwrap_or(0);
            match number(&text[dash + 1..])? {
                Some(to) => (from, to),
                None => (from, 65530),
            }
        }
    };
    Ok((from, to, comma.is_some()))
}
