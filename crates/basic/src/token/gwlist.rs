//! GW-BASIC's lister: one crunched line spelled out as LIST, `SAVE "name",A` and EDIT show
//! it (GWLIST.ASM `BUFLIN`).
//!
//! The lister walks the stored bytes keeping one fact about what it wrote last (`TEMPA`):
//! a special character, a name or number, or a reserved word. A letter, digit, `.` or stored
//! number written right after a reserved word gets a space before it; a reserved word
//! spelled with a letter gets a space before it unless a special character came last; FN
//! and USR likewise, but count as special afterwards, as do SPC( and TAB(. ELSE takes back
//! the byte before it (the `:` the cruncher put there); `'` takes back the `:REM` before it.
//! Inside quotes, REM text and DATA items (to a `:` outside quotes) token bytes are text.
//! Stored numbers are printed from their binary form: `&O` and `&H` for octal and hex, `!`
//! or `#` after a single or double whose digits do not tell its type.

use super::gwwords::{ONE_BYTE, TWO_BYTE};
use crate::dialect::Profile;
use crate::num::{NumKind, Number};

/// The most characters the lister's buffer holds (BUFLEN): a longer line is cut there.
pub const LISTED_MAX: usize = 255;

/// What the lister wrote last (GWLIST.ASM `TEMPA`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Last {
    /// A special character: no space follows.
    Special,
    /// A name's character or a number.
    Name,
    /// A reserved word spelled with letters.
    Word,
}

/// The text LIST prints for one crunched line (without its number or terminating 0).
pub fn list_line<P: Profile>(t: &[u8]) -> Vec<u8> {
    let mut out: Vec<u8> = Vec::with_capacity(t.len() + 16);
    let mut last = Last::Special;
    let (mut quote, mut data, mut rem) = (false, false, false);
    let mut i = 0;
    while i < t.len() && out.len() < LISTED_MAX {
        let b = t[i];
        if b == 0 {
            break;
        }
        if (0x0b..0x20).contains(&b) {
            if let Some((shown, len)) = constant::<P>(&t[i..]) {
                if last == Last::Word {
                    out.push(b' ');
                }
                last = Last::Name;
                out.extend(shown.bytes());
                i += len;
                continue;
            }
        }
        if b < 0x80 {
            if b == b'"' {
                quote = !quote;
            } else if b == b':' && !quote {
                data = false;
            }
            if b == b'.' || b.is_ascii_alphanumeric() {
                if last == Last::Word {
                    out.push(b' ');
                }
                last = Last::Name;
            } else {
                last = Last::Special;
            }
            out.push(b);
            i += 1;
            continue;
        }
        // A reserved word, or a high byte kept as text.
        if quote || data {
            out.push(b);
            i += 1;
            continue;
        }
        if rem {
            if b == 0xd9 && out.ends_with(b":REM") {
                out.truncate(out.len() - 4);
            } else {
                out.push(b);
                i += 1;
                continue;
            }
        }
        let (word, len) = word_at(t, i);
        i += len;
        // ELSE steps the deposit pointer back over the byte before it (the cruncher's
        // `:`); at the buffer's start that is the byte before the buffer, so ELSE's own
        // `E` goes there and is not listed (gw-real: a file line `ELSE X` lists `LSE X`).
        let mut lost = 0;
        match b {
            0x84 => data = true,
            0x8f => rem = true,
            0xa1 if out.pop().is_none() => lost = 1,
            0xb1 if t.get(i) == Some(&0xe9) => i += 1,
            _ => {}
        }
        let Some(word) = word else { continue };
        let lead = word.as_bytes()[0];
        if !lead.is_ascii_alphabetic() {
            last = Last::Special;
        } else {
            if last != Last::Special {
                out.push(b' ');
            }
            last = if matches!(word, "FN" | "USR") || word.ends_with('(') {
                Last::Special
            } else {
                Last::Word
            };
        }
        out.extend(word.bytes().skip(lost));
    }
    out.truncate(LISTED_MAX);
    out
}

/// The keyword whose token starts at `t[i]` and how many bytes the token takes.
pub(super) fn word_at(t: &[u8], i: usize) -> (Option<&'static str>, usize) {
    let b = t[i];
    if (0xfd..=0xff).contains(&b) {
        let second = t.get(i + 1).copied().unwrap_or(0);
        let word = TWO_BYTE
            .iter()
            .find(|(p, s, _)| *p == b && *s == second)
            .map(|&(_, _, w)| w);
        return (word, 2.min(t.len() - i));
    }
    (ONE_BYTE.iter().find(|(c, _)| *c == b).map(|&(_, w)| w), 1)
}

/// A stored number at the start of `t` as the lister prints it, and its length in bytes;
/// `None` for a byte in the constants' range that starts none.
pub(super) fn constant<P: Profile>(t: &[u8]) -> Option<(String, usize)> {
    let b = t[0];
    let word =
        |k: usize| u16::from_le_bytes([*t.get(k).unwrap_or(&0), *t.get(k + 1).unwrap_or(&0)]);
    Some(match b {
        0x0b => (format!("&O{:o}", word(1)), 3),
        0x0c => (format!("&H{:X}", word(1)), 3),
        0x0d | 0x0e => (word(1).to_string(), 3),
        0x0f => (t.get(1).copied().unwrap_or(0).to_string(), 2),
        // ONECON to ONECON+10: CHRGTR gives 0x1B the value 10 as well.
        0x11..=0x1b => ((b - 0x11).to_string(), 1),
        0x1c => ((word(1) as i16).to_string(), 3),
        0x1d | 0x1f => {
            let n = if b == 0x1d { 4 } else { 8 };
            // One cut short by the line's end takes the terminating 0 (and, as ferrite
            // has it, zeros past it): real GW-BASIC 3.23 lists `REM <1D>X=1` as `REM 0!`.
            let mut stored = t.get(1..).unwrap_or(&[]).to_vec();
            stored.resize(n, 0);
            (float::<P::Num>(P::Num::from_bytes(&stored)?), 1 + n)
        }
        _ => return None,
    })
}

/// A stored single or double as LIST shows it: `!` after a single without `.` or `E`, `#`
/// after a double without `D` (GWLIST.ASM `NUMSLN`).
fn float<N: Number>(v: N) -> String {
    let shown = v.format();
    let mut shown = shown.trim_start().to_string();
    match v.kind() {
        NumKind::Integer => {}
        NumKind::Single => {
            if !shown.contains(['.', 'E']) {
                shown.push('!');
            }
        }
        NumKind::Double => {
            if !shown.contains('D') {
                shown.push('#');
            }
        }
    }
    shown
}

/// Every line number stored in a crunched line (0x0E and two bytes) passed through `map`
/// (the line's new number, `None` for a line that is not there), as RENUM rewrites them
/// (GWMAIN.ASM `SCCLIN`, `SCCPTR`). The scan is CHRGTR's: it steps over each embedded
/// constant whole and sees every other byte, quotes, REM and DATA text included; the 0 of
/// `ERROR GOTO 0` is kept. A line number found is made a pointer where CONTXT points, the
/// end of the last constant CHRGTR scanned, and LINGT3 has already scanned the thing after
/// the number: when that is a second line number, the first keeps its number and the
/// second slot gets the first's line, unless the second's own line is found.
pub fn map_line_numbers(t: &mut [u8], map: &mut dyn FnMut(u32) -> Option<u32>) {
    let word = |t: &[u8], k: usize| {
        u16::from_le_bytes([*t.get(k + 1).unwrap_or(&0), *t.get(k + 2).unwrap_or(&0)])
    };
    let skipped = |t: &[u8], mut k: usize| {
        while t.get(k).is_some_and(|&c| matches!(c, b' ' | b'\t' | b'\n')) {
            k += 1;
        }
        k
    };
    let mut i = 0;
    while i < t.len() && t[i] != 0 {
        let b = t[i];
        // ERROR GOTO 0: the 0 stays a line number (SCNEXT's `$ERROR` test).
        if b == 0xa7 {
            let g = skipped(t, i + 1);
            if t.get(g) == Some(&0x89) {
                let n = skipped(t, g + 1);
                if t.get(n) == Some(&0x0e) && word(t, n) == 0 {
                    i = n + 3;
                    continue;
                }
                i = g;
            } else {
                i += 1;
            }
            continue;
        }
        let len = constant_len(b).unwrap_or(1);
        if b != 0x0e || i + 2 >= t.len() {
            i += len;
            continue;
        }
        let mut to = map(u32::from(word(t, i)));
        let next = skipped(t, i + 3);
        let mut slot = i;
        if t.get(next) == Some(&0x0e) && next + 2 < t.len() {
            // The second number is read again from CONSAV and looked up in turn; its slot
            // holds the first's line unless its own is found.
            to = map(u32::from(word(t, next))).or(to);
            slot = next;
        }
        if let Some(to) = to {
            t[slot + 1..slot + 3].copy_from_slice(&(to.min(65535) as u16).to_le_bytes());
        }
        i = slot + 3;
    }
}

/// How many bytes an embedded constant starting with `b` takes (its type byte included),
/// as CHRGTR steps over it; `None` for a byte that starts none.
pub(crate) fn constant_len(b: u8) -> Option<usize> {
    Some(match b {
        0x0b..=0x0e | 0x1c => 3,
        0x0f => 2,
        0x1d => 5,
        0x1f => 9,
        0x10..=0x1b | 0x1e => 1,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::Gw;

    fn listed(t: &[u8]) -> String {
        String::from_utf8_lossy(&list_line::<Gw>(t)).into()
    }

    /// GWLIST.ASM: a number after a reserved word gets a space, ELSE takes back its colon.
    #[test]
    fn spaces_and_else() {
        // IF X THEN 10 :ELSE 20, crunched with no spaces typed.
        let t = [0x8b, b'X', 0xcd, 0x0e, 10, 0, b':', 0xa1, 0x0e, 20, 0];
        assert_eq!(listed(&t), "IF X THEN 10ELSE 20");
    }

    /// GWLIST.ASM `SAVBAS`: octal constants list with `&O`, whatever was typed.
    #[test]
    fn octal_and_hex() {
        assert_eq!(listed(&[b'A', 0xe7, 0x0b, 0o17, 0]), "A=&O17");
        assert_eq!(listed(&[b'A', 0xe7, 0x0c, 0xff, 0xff]), "A=&HFFFF");
    }

    /// gw-real: a file line `ELSE X` (no `:` before ELSE) lists `LSE X`; 0x1B is 10.
    #[test]
    fn else_at_the_start_and_ten() {
        assert_eq!(listed(&[0xa1, b' ', b'X']), "LSE X");
        assert_eq!(listed(&[0x91, 0x1b, 0xe9, 0x1b]), "PRINT 10+10");
    }

    /// GWMAIN.ASM `SCCLIN`: every 0x0E is a line number, in quotes too; `ERROR GOTO 0`
    /// stays; of two in a row the second slot gets the first's line unless its own is found
    /// (gw-real: `0E FFFF 0E 0A00` with line 65535 renumbered 100 and no line 10).
    #[test]
    fn renumbered_references() {
        let mut map = |n: u32| (n != 10).then_some(n + 1);
        let mut t = vec![b'"', 0x0e, 5, 0, b'"', 0xa7, b' ', 0x89, b' ', 0x0e, 0, 0];
        map_line_numbers(&mut t, &mut map);
        assert_eq!(t[1..4], [0x0e, 6, 0]);
        assert_eq!(t[9..12], [0x0e, 0, 0]);
        let mut t = vec![0x8c, 0x0e, 0xff, 0xff, 0x0e, 10, 0];
        let mut map = |n: u32| (n == 65535).then_some(100);
        map_line_numbers(&mut t, &mut map);
        assert_eq!(t, [0x8c, 0x0e, 0xff, 0xff, 0x0e, 100, 0]);
    }

    /// The `:REM` stored before `'` is not listed.
    #[test]
    fn apostrophe() {
        assert_eq!(listed(&[b'A', b':', 0x8f, 0xd9, b'h', 0xa1]), "A'h\u{fffd}");
    }
}
