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

/// GW-BASIC reads `GO SUB` with exactly one space as GOSUB; `GO  SUB` is a syntax error,
/// while `GO TO` takes any number of spaces since TO is a word of its own (pcbasic-suite
/// UPPRGOTO). The keyword and the length it takes, when `text` starts with `GO SUB`.
fn go_sub<P: Profile>(kw: Keyword, text: &[u8]) -> Option<(Keyword, usize)> {
    if kw != Keyword::Go || P::crunch() != Crunch::WholeWords {
        return None;
    }
    let word = text.get(2..6)?;
    let ends = text.get(6).is_none_or(|c| !c.is_ascii_alphanumeric());
    (word.eq_ignore_ascii_case(b" SUB") && ends).then_some((Keyword::Gosub, 6))
}

/// Crunches a line, adding to `saved` the bytes its keywords' spellings take beyond one.
fn crunch<P: Profile>(text: &[u8], saved: &mut usize) -> Vec<Token> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
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
                let matched = match P::crunch() {
                    Crunch::AnyPosition => match_anywhere::<P>(&text[i..]),
                    Crunch::WholeWords => match_word::<P>(&text[i..]),
                };
                match matched {
                    Match::Keyword(kw, len) => {
                        let (kw, len) = go_sub::<P>(kw, &text[i..]).unwrap_or((kw, len));
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
            // GW-BASIC stores INPUT$ and ERDEV$ as their word and a `$` character, so
            // spaces may stand between them (pcbasic-suite INPUT$: `INPUT $(1)`).
            let spaced = text[len..].iter().take_while(|&&c| c == b' ').count();
            if matches!(kw, Keyword::InputStr | Keyword::ErdevStr)
                && spaced > 0
                && word.eq_ignore_ascii_case(base)
                && text.get(len + spaced) == Some(&b'$')
            {
                return Match::Keyword(kw, len + spaced + 1);
            }
        } else if word.eq_ignore_ascii_case(s) {
            return Match::Keyword(kw, len);
        }
    }
    if len > 2 && word[..2].eq_ignore_ascii_case(b"FN") {
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
