//! A GW-BASIC line as its stored bytes say, for the parser: the tokens the executor meets
//! walking the bytes, rather than those of the line's listing crunched again.
//!
//! A tokenised file can hold bytes the cruncher never makes: a reserved word's letters
//! stored as a name (`PRINT=5`), a name touching a reserved word, a constant touching a
//! name, `:ELSE` after RETURN (listed `RETURNELSE`, which crunches as one name). GW-BASIC
//! runs such a line from its bytes (GWMAIN.ASM `NEWSTT`, `CHRGTR`, `PTRGET`: a name is the
//! ASCII letters and digits in a row, a token byte is a reserved word, an embedded constant
//! is a number), so the line is parsed from these tokens. The walk is the lister's
//! (`gwlist.rs`): quotes, REM and DATA text are text; `:` before ELSE and `:REM` before `'`
//! are the cruncher's and go.

use super::gwlist::{constant, word_at};
use super::Token;
use crate::dialect::{Keyword, Profile};

/// The tokens of one stored line (without its number or terminating 0).
pub fn line_tokens<P: Profile>(t: &[u8]) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(t.len());
    let mut i = 0;
    while i < t.len() && t[i] != 0 {
        let b = t[i];
        if (0x0b..0x20).contains(&b) {
            // A line constant no typed number can make: LINGET reads it whole.
            if b == 0x0e && i + 2 < t.len() {
                let n = u16::from_le_bytes([t[i + 1], t[i + 2]]);
                if n > 65529 {
                    out.push(Token::Line(n));
                    i += 3;
                    continue;
                }
            }
            if let Some((shown, len)) = constant::<P>(&t[i..]) {
                // A constant is a number of its own: kept apart from a name or number
                // around it, which its digits written out would join.
                if matches!(out.last(), Some(Token::Char(c)) if is_word_char(*c)) {
                    out.push(Token::Space);
                }
                out.extend(shown.bytes().map(Token::Char));
                i += len;
                // What follows after spaces is not read on into the number (`7<01>8`,
                // stored as 7, a space, 8, prints 7 and 8; `3<05>!` is 3, then a `!`
                // that is a syntax error).
                let after = i + t[i..]
                    .iter()
                    .take_while(|&&c| matches!(c, b' ' | b'\t' | b'\n'))
                    .count();
                if after > i
                    && t.get(after).is_some_and(|&c| {
                        c.is_ascii_alphanumeric()
                            || matches!(c, b'.' | b'!' | b'#' | b'%')
                            || (0x0b..0x20).contains(&c)
                    })
                {
                    out.push(Token::Gap);
                    i = after;
                    continue;
                }
                // A constant right after it is a number of its own too (`1`, a dropped
                // 0xFF, `2` is stored as two constants: PRINT prints 1 and 2).
                if t.get(i).is_some_and(|&c| (0x0b..0x20).contains(&c)) {
                    out.push(Token::Gap);
                } else if t.get(i).is_some_and(|&c| is_word_char(c)) {
                    out.push(Token::Space);
                }
                continue;
            }
        }
        match b {
            b'"' => {
                let start = i + 1;
                let end = t[start..]
                    .iter()
                    .position(|&c| c == b'"' || c == 0)
                    .map_or(t.len(), |n| start + n);
                out.push(Token::Str(t[start..end].to_vec()));
                i = if t.get(end) == Some(&b'"') {
                    end + 1
                } else {
                    end
                };
            }
            // `'` is stored `:REM'`: the remark and its text.
            b':' if t.get(i + 1) == Some(&0x8f) && t.get(i + 2) == Some(&0xd9) => {
                out.push(Token::Apostrophe);
                out.push(Token::Raw(rest(t, i + 3).to_vec()));
                break;
            }
            b' ' | b'\t' | b'\n' => {
                if !matches!(out.last(), Some(Token::Space)) {
                    out.push(Token::Space);
                }
                i += 1;
            }
            _ if b < 0x80 => {
                out.push(Token::Char(ascii_byte(b, &out)));
                i += 1;
            }
            _ => {
                let (word, len) = word_at(t, i);
                i += len;
                // WHILE is followed by the `+` byte the cruncher leaves (the lister skips it).
                if b == 0xb1 && t.get(i) == Some(&0xe9) {
                    i += 1;
                }
                let Some(word) = word else {
                    // No reserved word: a byte the executor cannot read.
                    out.push(Token::Char(b));
                    continue;
                };
                match keyword::<P>(word) {
                    Some(Keyword::Else) => {
                        if out.last() == Some(&Token::Char(b':')) {
                            out.pop();
                        }
                        out.push(Token::Keyword(Keyword::Else));
                    }
                    Some(Keyword::Rem) => {
                        out.push(Token::Keyword(Keyword::Rem));
                        out.push(Token::Raw(rest(t, i).to_vec()));
                        break;
                    }
                    Some(Keyword::Data) => {
                        out.push(Token::Keyword(Keyword::Data));
                        let end = data_end(t, i);
                        out.push(Token::Raw(t[i..end].to_vec()));
                        i = end;
                    }
                    Some(kw) => out.push(Token::Keyword(kw)),
                    None => out.extend(word.bytes().map(Token::Char)),
                }
            }
        }
    }
    if out.last() == Some(&Token::Space) {
        out.pop();
    }
    out
}

/// A byte no statement reads: what an ASCII byte of a stored line is where the executor
/// expects the cruncher's form.
const UNREADABLE: u8 = 0x7f;

/// What an ASCII byte outside quotes, REM and DATA is to the executor. The cruncher stores
/// names upper-cased, operators as tokens and a line number after GOTO, GOSUB, THEN and ELSE
/// as a line constant (0x0E), so a stored line holding them otherwise is read as written:
/// a lower-case letter is no letter (BIMISC.ASM `ISLET` takes `A`-`Z` only), an ASCII
/// `+ - * / ^ \ = < >` is no operator (the evaluator knows the tokens 0xE6-0xF4), and
/// digits after a jump are no line constant (GWMAIN.ASM `GOTO2`: LINGET reads them, then
/// CONSAV is not LINCON: `Syntax error`). Each is a syntax error where it is met (real
/// GW-BASIC 3.23 running such a tokenised file); digits anywhere else are a number (FIN
/// reads ASCII digits: `PRINT 12`, `RESTORE 2200`).
fn ascii_byte(b: u8, before: &[Token]) -> u8 {
    let jump = || {
        matches!(
            before.iter().rev().find(|t| **t != Token::Space),
            Some(Token::Keyword(
                Keyword::Goto | Keyword::Gosub | Keyword::Then | Keyword::Else
            ))
        )
    };
    match b {
        b'a'..=b'z' | b'+' | b'-' | b'*' | b'/' | b'^' | b'\\' | b'=' | b'<' | b'>' => UNREADABLE,
        b'0'..=b'9' if jump() => UNREADABLE,
        _ => b,
    }
}

/// Whether `c` continues a name or a number.
fn is_word_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'.'
}

/// The reserved word spelled `word` in dialect `P` (FN, which the cruncher finds before a
/// name, included); `None` for an operator's spelling.
fn keyword<P: Profile>(word: &str) -> Option<Keyword> {
    if !word.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    if word == "FN" {
        return Some(Keyword::Fn);
    }
    P::keywords()
        .iter()
        .find(|(spelling, _)| spelling.eq_ignore_ascii_case(word))
        .map(|&(_, kw)| kw)
}

/// The bytes from `from` to the line's end.
fn rest(t: &[u8], from: usize) -> &[u8] {
    let t = t.get(from..).unwrap_or(&[]);
    let end = t.iter().position(|&c| c == 0).unwrap_or(t.len());
    &t[..end]
}

/// Where a DATA statement's bytes end: a `:` outside quotes, or the line's end.
fn data_end(t: &[u8], from: usize) -> usize {
    let mut quoted = false;
    for (i, &c) in t.iter().enumerate().skip(from) {
        match c {
            0 => return i,
            b'"' => quoted = !quoted,
            b':' if !quoted => return i,
            _ => {}
        }
    }
    t.len()
}

#[cfg(test)]
mod tests {
    use super::line_tokens;
    use crate::dialect::{Gw, Keyword};
    use crate::token::Token;

    #[test]
    fn a_reserved_words_letters_stored_as_a_name_stay_a_name() {
        // `PRINT=5` with PRINT's letters stored as text: a name, then `=` and 5.
        let tokens = line_tokens::<Gw>(b"PRINT\xe7\x16");
        let chars: Vec<Token> = b"PRINT=5".iter().map(|&c| Token::Char(c)).collect();
        assert_eq!(tokens, chars);
    }

    #[test]
    fn else_after_return_is_else_without_the_crunchers_colon() {
        let tokens = line_tokens::<Gw>(b"\x8e:\xa1 \x81");
        assert_eq!(
            tokens,
            vec![
                Token::Keyword(Keyword::Return),
                Token::Keyword(Keyword::Else),
                Token::Space,
                Token::Keyword(Keyword::End),
            ]
        );
    }

    #[test]
    fn a_constant_is_kept_apart_from_a_name_beside_it() {
        // A, the constant 1, then E5: three things, not the name A1E5.
        let tokens = line_tokens::<Gw>(b"A\x12E5");
        let want = vec![
            Token::Char(b'A'),
            Token::Space,
            Token::Char(b'1'),
            Token::Space,
            Token::Char(b'E'),
            Token::Char(b'5'),
        ];
        assert_eq!(tokens, want);
    }
}
