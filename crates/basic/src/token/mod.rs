//! The cruncher: typed text to tokens, finding keywords the way the dialect did.
//!
//! Microsoft's 8080 and 6502 BASICs (CRUNCH) try the keyword table at every position outside
//! strings, even in the middle of a word, so `FORI=1TO9` is `FOR I=1 TO 9` and `REMEMBER` is
//! `REM` + `EMBER`; GW-BASIC only takes whole words. Spaces outside strings are dropped: the
//! older BASICs skip them when reading (CHRGET), and GW-BASIC's words are already separated.

pub mod gwbytes;
pub mod gwfile;
pub mod gwlist;
pub mod gwrenum;
pub mod gwsave;
mod gwwords;

use crate::dialect::{Crunch, Keyword, Profile};

/// Whether GW-BASIC crunches the keyword spelt `word` to one byte (from 0x81; the others
/// take a prefix byte 0xFD, 0xFE or 0xFF and their own).
pub(crate) fn one_byte_keyword(word: &str) -> bool {
    gwwords::ONE_BYTE.iter().any(|(_, w)| *w == word)
}

/// One piece of a crunched line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Token {
    /// A reserved word.
    Keyword(Keyword),
    /// Any other character outside strings, upper-cased.
    Char(u8),
    /// A string literal's contents (the closing quote may be missing at the line end).
    Str(Vec<u8>),
    /// Raw text kept as typed: the rest of a REM line, or a DATA statement's items.
    Raw(Vec<u8>),
    /// GW-BASIC's `'` remark (its text follows as [`Token::Raw`]).
    Apostrophe,
    /// A space that separates two words in GW-BASIC (kept so `A B` stays two names).
    Space,
    /// A stored line constant past 65529 (a tokenised file's `GOTO 65535`): LINGET takes
    /// an embedded line constant whole (GWMAIN.ASM `LINGT3`), where its digits typed would
    /// stop at 6553. Other stored constants are their digits.
    Line(u16),
    /// Where one embedded constant of a stored GW-BASIC line ends and another follows
    /// (`7<01>8` crunched is the constants 7 and 8 with a space between): a space that a
    /// number's digits do not read across.
    Gap,
}

/// Crunches one line (without its line number) for dialect `P`.
pub fn tokenize<P: Profile>(text: &[u8]) -> Vec<Token> {
    crunch::<P>(text, &mut 0)
}

/// The bytes a line takes once crunched by the 8080 and 6502 cruncher, which keeps every
/// character (spaces too) but a keyword's spelling, stored as one token byte.
pub fn crunched_len<P: Profile>(text: &[u8]) -> usize {
    let mut saved = 0;
    crunch::<P>(text, &mut saved);
    text.len() - saved
}

/// GW-BASIC's cruncher has no GO keyword. GWMAIN.ASM `CRUNCH` matches `GO ` (GOSTEX), then
/// CHRGTR moves one character on (the one right after that blank, whatever it is) and past
/// blanks, tabs and line feeds, and takes `TO` as GOTO (TOTEX) or `UB` as GOSUB (SUBTEX) with
/// no look at what follows. Failing that, the keyword table holds `GO TO` with its one blank
/// (IBMRES.ASM `GTAB`), ended as any keyword (a letter, digit or `.` after it makes it no
/// keyword). So `GO  TO80`, `GO  TOX`, `GO SUB80`, `GO S UB` and `GO \tTO8` are keywords
/// while `GO TO80`, `GO TO.5`, `GO  SUB80` and `GO   SUB 8` stay letters (real GW-BASIC
/// 3.23; pcbasic-suite UPPRGOTO). GO anywhere else is letters of a name (`GO$`, `GO=7`).
/// The keyword and the length it takes, when `text` starts with one.
pub(crate) fn go_word<P: Profile>(text: &[u8]) -> Option<(Keyword, usize)> {
    if P::crunch() != Crunch::WholeWords || !text.get(..3)?.eq_ignore_ascii_case(b"GO ") {
        return None;
    }
    // `GO ` at the line's end: CHRGTR would step past the line (not modelled: no keyword).
    text.get(3)?;
    let mut i = 4;
    while text
        .get(i)
        .is_some_and(|&c| matches!(c, b' ' | b'\t' | b'\n'))
    {
        i += 1;
    }
    let at = |w: &[u8], from: usize| {
        text.get(from..from + w.len())
            .is_some_and(|r| r.eq_ignore_ascii_case(w))
    };
    if at(b"TO", i) {
        return Some((Keyword::Goto, i + 2));
    }
    if at(b"UB", i) {
        return Some((Keyword::Gosub, i + 2));
    }
    let ends = !text
        .get(5)
        .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'.');
    (at(b"GO TO", 0) && ends).then_some((Keyword::Goto, 5))
}

/// Crunches a line, adding to `saved` the bytes its keywords' spellings take beyond one.
fn crunch<P: Profile>(text: &[u8], saved: &mut usize) -> Vec<Token> {
    let mut out = Vec::new();
    let mut i = 0;
    // GWMAIN.ASM CRUNCH's DONUM: 1 after a word that takes line numbers, -1 in a name.
    let mut donum = Donum::Float;
    let whole = P::crunch() == Crunch::WholeWords;
    while i < text.len() {
        let c = text[i];
        if whole {
            if donum == Donum::Line && (c.is_ascii_digit() || c == b'.') {
                i += line_number(&text[i..], &mut out);
                continue;
            }
            // An `&H` or `&O` constant (GWMAIN.ASM `NTSNGT`, OCTCNS) leaves DONUM as it was.
            if c == b'&' {
                // A special character ends a name (`NOTRS1`); the constant is read all the
                // same (`AAND&H10MOD 3` is the name AAND, then 16 MOD 3).
                donum = donum.after(c);
                // OCTCNS takes hex digits after `&H`, digits after `&O` or `&`, and no
                // more: `&H10MOD 3` is 16 MOD 3 (real GW-BASIC 3.23: 1).
                let len = match gwsave::based_constant(&text[i..]) {
                    Ok((_, _, len)) if len > 1 => len,
                    _ => {
                        1 + text[i + 1..]
                            .iter()
                            .take_while(|c| c.is_ascii_alphanumeric())
                            .count()
                    }
                };
                push_chars(&mut out, &text[i..i + len]);
                i += len;
                continue;
            }
            // FLTGET: FIN reads a constant with its exponent, and crunching goes on after
            // it, so a reserved word may touch an exponent's digits (`1E2MOD 7` is 100 MOD
            // 7, `1EOR` is 1 then OR; real GW-BASIC 3.23). Only a constant with a letter in
            // it is taken here; the digits of any other are read as before.
            if donum == Donum::Float && (c.is_ascii_digit() || c == b'.') {
                if let Some(len) = exponent_constant_len::<P>(&text[i..]) {
                    push_chars(&mut out, &text[i..i + len]);
                    i += len;
                    continue;
                }
            }
            donum = donum.after(c);
        }
        match c {
            b'"' => {
                let start = i + 1;
                let mut end = start;
                while end < text.len() && text[end] != b'"' {
                    end += 1;
                }
                out.push(Token::Str(text[start..end].to_vec()));
                i = (end + 1).min(text.len());
            }
            // A LF inside a line (only GW-BASIC's listings keep one) reads as a blank, as
            // GW-BASIC's CHRGTR skips it (GWMAIN.ASM `NOTCON`).
            b' ' | b'\t' | b'\n' => {
                if P::crunch() == Crunch::WholeWords && !matches!(out.last(), Some(Token::Space)) {
                    out.push(Token::Space);
                }
                i += 1;
            }
            b'?' => {
                out.push(Token::Keyword(Keyword::Print));
                i += 1;
            }
            b'\'' if P::crunch() == Crunch::WholeWords => {
                out.push(Token::Apostrophe);
                out.push(Token::Raw(text[i + 1..].to_vec()));
                break;
            }
            _ if c.is_ascii_lowercase() && !P::lower_case_is_letter() => {
                // Outside strings the byte is no letter on this machine: it stays a
                // character that no name or keyword starts with (kept apart from the
                // letters by its top bit), so the statement is a syntax error.
                out.push(Token::Char(c | 0x80));
                i += 1;
            }
            _ if c.is_ascii_alphabetic() => {
                let matched = match (go_word::<P>(&text[i..]), P::crunch()) {
                    (Some((kw, len)), _) => Match::Keyword(kw, len),
                    (None, Crunch::AnyPosition) => match_anywhere::<P>(&text[i..]),
                    (None, Crunch::WholeWords) => match_word::<P>(&text[i..]),
                };
                match matched {
                    Match::Keyword(kw, len) => {
                        donum = if takes_line_numbers(kw) {
                            Donum::Line
                        } else {
                            Donum::Float
                        };
                        out.push(Token::Keyword(kw));
                        i += len;
                        *saved += len - 1;
                        match kw {
                            Keyword::Rem => {
                                out.push(Token::Raw(text[i..].to_vec()));
                                break;
                            }
                            Keyword::Data => {
                                let end = data_end(text, i);
                                out.push(Token::Raw(text[i..end].to_vec()));
                                i = end;
                            }
                            _ => {}
                        }
                    }
                    Match::Word(len) => {
                        donum = Donum::Name;
                        out.extend(
                            text[i..i + len]
                                .iter()
                                .map(|b| Token::Char(b.to_ascii_uppercase())),
                        );
                        i += len;
                    }
                }
            }
            _ => {
                out.push(Token::Char(c.to_ascii_uppercase()));
                i += 1;
            }
        }
    }
    // Spaces only matter between two words; one at either end carries nothing.
    if out.last() == Some(&Token::Space) {
        out.pop();
    }
    out
}

/// Bytes the cruncher copies as they are (a constant's text, read again when the line
/// runs), letters in upper case.
fn push_chars(out: &mut Vec<Token>, bytes: &[u8]) {
    out.extend(bytes.iter().map(|b| Token::Char(b.to_ascii_uppercase())));
}

/// The bytes FIN takes for the constant at the start of `text` when they hold an exponent
/// letter (`E` or `D`) and no blank, else `None` (GWMAIN.ASM `FLTGET`).
fn exponent_constant_len<P: Profile>(text: &[u8]) -> Option<usize> {
    use crate::num::Number;
    let parsed = P::Num::parse(text, crate::num::ParseContext::Program)?;
    let taken = text.get(..parsed.len)?;
    let lettered = taken.iter().any(|c| c.is_ascii_alphabetic());
    let blank = taken.iter().any(|c| !c.is_ascii_graphic());
    (lettered && !blank).then_some(parsed.len)
}

/// GW-BASIC's cruncher flag DONUM (GWMAIN.ASM `CRUNCH`): what a number met now is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Donum {
    /// A constant (FIN): at a statement's start, after most reserved words.
    Float,
    /// A line number (LINGET, token LINCON) after GOTO, THEN, ERL, ... and on through
    /// operators, commas, brackets, strings and `&H` constants until the next reserved
    /// word, name or `:` (`PRINT ERL, 1.5` is ERL, the line number 1, then `.5`).
    Line,
    /// Inside a name: digits are the name's.
    Name,
}

impl Donum {
    /// The flag after a character that is no letter (`NOTRS1`: a special character ends a
    /// name and leaves the line-number mode as it was; `COLIS`: `:` ends it).
    fn after(self, c: u8) -> Donum {
        match c {
            b':' | b'?' => Donum::Float,
            b' ' | b'"' | b'0'..=b'9' | b'.' => self,
            _ if c.is_ascii_alphabetic() => self,
            _ if self == Donum::Name => Donum::Float,
            _ => self,
        }
    }
}

/// GWMAIN.ASM `LINRES`: the reserved words after which numbers are line numbers.
fn takes_line_numbers(kw: Keyword) -> bool {
    use Keyword as K;
    matches!(
        kw,
        K::Restore
            | K::Renum
            | K::Delete
            | K::Resume
            | K::Erl
            | K::Else
            | K::Run
            | K::List
            | K::Llist
            | K::Goto
            | K::Return
            | K::Then
            | K::Gosub
    )
}

/// A line number as the cruncher's LINGET reads it (digits, the spaces between them
/// skipped, stopping once past 6552), written out as its value and kept apart from what
/// follows: `1E3` is the line number 1 and the name E3, `1.5` the line number 1, a `.` and
/// the line number 5. A `.` stays itself, no number (`LIST .` reads it). Returns the bytes
/// taken.
fn line_number(text: &[u8], out: &mut Vec<Token>) -> usize {
    if text[0] == b'.' {
        // Stored as itself, where EVAL takes no `.` (real GW-BASIC 3.23: `PRINT ERL;.` is a
        // syntax error); LIST and the editing commands read it as the current line.
        out.push(Token::Char(b'.' | 0x80));
        return 1;
    }
    let (value, _, used) = gwsave::linget(text);
    out.extend(value.to_string().bytes().map(Token::Char));
    if text
        .get(used)
        .is_some_and(|&c| c.is_ascii_alphanumeric() || b".!#%$".contains(&c))
    {
        out.push(Token::Gap);
    }
    used
}

/// What the keyword search found at a position.
enum Match {
    /// A keyword and the bytes it spans.
    Keyword(Keyword, usize),
    /// No keyword: this many bytes are ordinary characters.
    Word(usize),
}

/// The 8080/6502 rule: the first table entry that the text at this position starts with.
fn match_anywhere<P: Profile>(text: &[u8]) -> Match {
    for &(spelling, kw) in P::keywords() {
        let s = spelling.as_bytes();
        if text.len() >= s.len() && text[..s.len()].eq_ignore_ascii_case(s) {
            return Match::Keyword(kw, s.len());
        }
    }
    Match::Word(1)
}

/// GW-BASIC's rule: a whole word of letters, digits and points (with `$` for string
/// functions) is a keyword only if all of it is; `FNA` is `FN` + `A`.
fn match_word<P: Profile>(text: &[u8]) -> Match {
    let mut len = 0;
    while len < text.len() && (text[len].is_ascii_alphanumeric() || text[len] == b'.') {
        len += 1;
    }
    let word = &text[..len];
    let next = text.get(len).copied();
    for &(spelling, kw) in P::keywords() {
        let s = spelling.as_bytes();
        if let Some(base) = s.strip_suffix(b"(") {
            if word.eq_ignore_ascii_case(base) && next == Some(b'(') {
                return Match::Keyword(kw, len + 1);
            }
        } else if let Some(base) = s.strip_suffix(b"$") {
            if word.eq_ignore_ascii_case(base) && next == Some(b'$') {
                return Match::Keyword(kw, len + 1);
            }
            // GW-BASIC stores INPUT$, ERDEV$, IOCTL$, ENVIRON$ and VARPTR$ as their word (a
            // statement's or function's token of its own) and a `$` character, which the
            // function finds through CHRGTR, so spaces may stand between them
            // (pcbasic-suite INPUT$: `INPUT $(1)`; real GW-BASIC 3.23: `ENVIRON $(1)` is
            // the first string of the environment, `IOCTL $(1)` 5; IBMRES.ASM).
            let spaced = text[len..].iter().take_while(|&&c| c == b' ').count();
            if matches!(
                kw,
                Keyword::InputStr
                    | Keyword::ErdevStr
                    | Keyword::IoctlStr
                    | Keyword::EnvironStr
                    | Keyword::VarptrStr
            ) && spaced > 0
                && word.eq_ignore_ascii_case(base)
                && text.get(len + spaced) == Some(&b'$')
            {
                return Match::Keyword(kw, len + spaced + 1);
            }
        } else if word.eq_ignore_ascii_case(s) {
            return Match::Keyword(kw, len);
        }
    }
    // FN is a word whatever follows it, alone too (GWMAIN.ASM CRUNCH: `$FN` needs no
    // blank after it; `DEF FN R(Q)` and `FN R(3)` are FNR on the real GW-BASIC 3.23).
    if len >= 2 && word[..2].eq_ignore_ascii_case(b"FN") {
        return Match::Keyword(Keyword::Fn, 2);
    }
    // USR is a word whatever follows it, as FN (GWMAIN.ASM CRUNCH: `$USR`): `USR0` is
    // USR and the routine's digit.
    if len > 3 && word[..3].eq_ignore_ascii_case(b"USR") {
        return Match::Keyword(Keyword::Usr, 3);
    }
    Match::Word(len)
}

/// Where a DATA statement's text ends: at a colon outside quotes, or the line end.
fn data_end(text: &[u8], from: usize) -> usize {
    let mut quoted = false;
    for (i, &c) in text.iter().enumerate().skip(from) {
        match c {
            b'"' => quoted = !quoted,
            b':' if !quoted => return i,
            _ => {}
        }
    }
    text.len()
}

#[cfg(test)]
mod tests;
