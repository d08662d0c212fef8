//! The bytes a program line takes in memory, crunched as the machine stored it.
//!
//! The 8080 and 6502 BASICs keep every typed character but turn each keyword into one token
//! byte (mist64/msbasic `PARSE_INPUT_LINE` in `program.s`): `10 PRINT FRE(0)` is 2 (link), 2 (number),
//! 6 and 1 (zero): 11 bytes, which is why the C64 prints 38898 = 38909 - 11. GW-BASIC also
//! stores numbers in binary behind a type byte (`0x11`-`0x1A` for 0 to 9, `0x0F` and a byte
//! up to 255, `0x1C` and a word, `0x1D` single, `0x1F` double, `0x0E` and a word for a line
//! number after GOTO and its kin), its functions as two bytes behind `0xFF` (`FRE`), and
//! `ELSE` and `'` with the colon it implies (GW-BASIC `CRUNCH` in `GWMAIN.ASM`; the token
//! values of `token/gwfile.rs`). `gw/limits/l003` (168 bytes for seven lines) and
//! `l019` (973) check the count.

use crate::dialect::{Crunch, Keyword, Profile};
use crate::token::{crunched_len, gwfile, tokenize, Token};

/// The bytes of a line's crunched text (without link, number and terminator).
pub fn line_len<P: Profile>(text: &[u8]) -> usize {
    let start = text.iter().take_while(|&&c| c == b' ').count();
    match P::crunch() {
        Crunch::AnyPosition => crunched_len::<P>(&text[start..]),
        // GW-BASIC drops only the one space after the line number (the stored text starts
        // after it): an indented line keeps its indentation (pcbasic-suite
        // temporary_string_memory_4, two lines indented by two spaces cost 4 bytes).
        Crunch::WholeWords => {
            let toks = tokenize::<P>(&text[start..]);
            start + gw_len::<P>(&toks) + merged_spaces(&text[start..], &toks)
        }
    }
}

/// The spaces the tokeniser folded into one [`Token::Space`]: GW-BASIC keeps every space
/// (pcbasic-suite data_segment_current_pointers: `PRINT#1,  "program: "` stores both).
fn merged_spaces(text: &[u8], toks: &[Token]) -> usize {
    let all = text.iter().filter(|&&c| c == b' ').count();
    let kept: usize = toks
        .iter()
        .map(|t| match t {
            Token::Space => 1,
            Token::Str(s) | Token::Raw(s) => s.iter().filter(|&&c| c == b' ').count(),
            _ => 0,
        })
        .sum();
    all.saturating_sub(kept)
}

/// The keywords after which GW-BASIC stores a number as a line number.
fn takes_line_number(kw: Keyword) -> bool {
    matches!(
        kw,
        Keyword::Goto
            | Keyword::Gosub
            | Keyword::Then
            | Keyword::Else
            | Keyword::Restore
            | Keyword::Run
            | Keyword::Resume
    )
}

/// GW-BASIC's stored length of a crunched line.
fn gw_len<P: Profile>(toks: &[Token]) -> usize {
    let mut n = 0;
    let mut i = 0;
    let mut in_name = false;
    let mut line_numbers = false;
    while i < toks.len() {
        match &toks[i] {
            Token::Keyword(kw) => {
                let spelling = P::keywords()
                    .iter()
                    .find(|(_, k)| k == kw)
                    .map_or("", |(s, _)| s);
                n += gwfile::keyword_len(spelling);
                // ELSE is stored behind the colon it implies, unless one was typed.
                if *kw == Keyword::Else && !matches!(prev(toks, i), Some(Token::Char(b':'))) {
                    n += 1;
                }
                // WHILE is stored with a `+` token after it, so its condition never starts
                // with a constant (GWMAIN.ASM `CRUNCH`: "Emit WHILE Token, then Plus").
                if *kw == Keyword::While {
                    n += 1;
                }
                in_name = false;
                line_numbers = takes_line_number(*kw);
            }
            Token::Apostrophe => {
                // `'` is stored as `:REM'`.
                n += 3;
                in_name = false;
            }
            Token::Str(s) => {
                n += s.len() + 2;
                in_name = false;
                line_numbers = false;
            }
            Token::Raw(r) => n += r.len(),
            Token::Space => n += 1,
            Token::Char(b'&') if !in_name => {
                // `&H1F`, `&O17`, `&17`: a type byte and a word.
                let mut j = i + 1;
                let hex = matches!(toks.get(j), Some(Token::Char(b'H')));
                if hex || matches!(toks.get(j), Some(Token::Char(b'O'))) {
                    j += 1;
                }
                while let Some(Token::Char(d)) = toks.get(j) {
                    if !(d.is_ascii_digit() || (hex && d.is_ascii_hexdigit())) {
                        break;
                    }
                    j += 1;
                }
                n += 3;
                i = j;
                line_numbers = false;
                continue;
            }
            Token::Char(c) if !in_name && (c.is_ascii_digit() || *c == b'.') => {
                let (len, bytes) = number_len(&toks[i..], line_numbers);
                n += bytes;
                i += len;
                continue;
            }
            Token::Char(c) if !in_name && c.is_ascii_alphabetic() => {
                // A keyword the dialect's parser does not know (MERGE, DELETE ...) is still
                // one token in the stored line (pcbasic-suite DELMEM).
                let word: String = toks[i..]
                    .iter()
                    .map_while(|t| match t {
                        Token::Char(c) if c.is_ascii_alphanumeric() || *c == b'.' => {
                            Some(c.to_ascii_uppercase() as char)
                        }
                        _ => None,
                    })
                    .collect();
                match gwfile::keyword_bytes(&word) {
                    Some(bytes) => {
                        n += bytes;
                        i += word.len();
                        in_name = false;
                        line_numbers = matches!(
                            word.as_str(),
                            "DELETE" | "LIST" | "LLIST" | "EDIT" | "RENUM" | "AUTO"
                        );
                        continue;
                    }
                    None => {
                        n += 1;
                        in_name = true;
                        line_numbers = false;
                    }
                }
            }
            Token::Char(c) => {
                n += 1;
                in_name = c.is_ascii_alphanumeric() || (in_name && *c == b'.');
                if *c != b',' {
                    line_numbers = false;
                }
            }
        }
        i += 1;
    }
    n
}

/// The token before position `i`, spaces skipped.
fn prev(toks: &[Token], i: usize) -> Option<&Token> {
    toks[..i].iter().rev().find(|t| **t != Token::Space)
}

/// A numeric constant at the start of `toks`: how many tokens it spans and the bytes GW-BASIC
/// stores for it.
fn number_len(toks: &[Token], line_number: bool) -> (usize, usize) {
    let mut text = Vec::new();
    let mut i = 0;
    let mut exponent = false;
    while let Some(Token::Char(c)) = toks.get(i) {
        let c = *c;
        let take = c.is_ascii_digit()
            || (c == b'.' && !exponent)
            || (!exponent && matches!(c, b'E' | b'D') && !text.is_empty())
            || (exponent && matches!(c, b'+' | b'-') && matches!(text.last(), Some(b'E' | b'D')));
        if !take {
            break;
        }
        exponent |= matches!(c, b'E' | b'D');
        text.push(c);
        i += 1;
    }
    let suffix = match toks.get(i) {
        Some(Token::Char(c @ (b'%' | b'!' | b'#'))) => {
            i += 1;
            Some(*c)
        }
        _ => None,
    };
    let digits = text.iter().filter(|c| c.is_ascii_digit()).count();
    let integral = text.iter().all(u8::is_ascii_digit);
    let double =
        suffix == Some(b'#') || text.contains(&b'D') || (digits > 7 && suffix != Some(b'!'));
    let value: u64 = if integral {
        text.iter()
            .take(12)
            .fold(0, |v, &c| v * 10 + u64::from(c - b'0'))
    } else {
        u64::MAX
    };
    let bytes = if integral && line_number && value <= 65535 {
        3
    } else if integral && suffix != Some(b'!') && suffix != Some(b'#') && value <= 32767 {
        match value {
            0..=9 => 1,
            10..=255 => 2,
            _ => 3,
        }
    } else if double {
        9
    } else {
        5
    };
    (i, bytes)
}

#[cfg(test)]
mod tests {
    use super::line_len;
    use crate::dialect::{Altair, Gw, C64};

    #[test]
    fn microsoft_6502_and_8080_lines_keep_spaces_and_token_bytes() {
        // `10 PRINT FRE(0)`: 6 bytes of text (C64 FRE 38898 = 38909 - 11).
        assert_eq!(line_len::<C64>(b"PRINT FRE(0)"), 6);
        assert_eq!(line_len::<Altair>(b"PRINT FRE(0)"), 6);
        assert_eq!(line_len::<C64>(b"REM FRE AT START"), 14);
    }

    #[test]
    fn gw_lines_store_numbers_in_binary() {
        // FRE is a two-byte function token, 0 one byte.
        assert_eq!(line_len::<Gw>(b"PRINT FRE(0)"), 7);
        // 99 is 0x0F and a byte.
        assert_eq!(line_len::<Gw>(b"A=99:PRINT \"REUSE A\";FRE(0)"), 22);
        assert_eq!(line_len::<Gw>(b"GOTO 100"), 5);
    }

    #[test]
    fn gw_lines_keep_spaces_and_crunch_every_keyword() {
        // Indentation and doubled spaces are stored (temporary_string_memory_4).
        assert_eq!(line_len::<Gw>(b"  NEXT"), 3);
        assert_eq!(line_len::<Gw>(b"PRINT  1"), 4);
        // &H30 is 0x0C and a word.
        assert_eq!(line_len::<Gw>(b"A=&H30"), 5);
        // MERGE and DELETE are tokens though the parser reads them elsewhere (DELMEM).
        assert_eq!(line_len::<Gw>(b"MERGE"), 1);
        assert_eq!(line_len::<Gw>(b"DELETE 1000-1090"), 9);
        // VARPTR$ is VARPTR's token and a `$`.
        assert_eq!(line_len::<Gw>(b"A$=VARPTR$(D)"), 8);
    }
}
