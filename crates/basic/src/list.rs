//! LIST: a stored line printed back as the dialect printed it, and the line-number rewriting
//! RENUM does on the same walk.
//!
//! The 8080 and 6502 BASICs stored the crunched line: keywords as one-byte tokens, every
//! other byte as typed, spaces included (8K BASIC's CRUNCH stuffs a space as it comes; the
//! C64's CRUNCH at $A579 does the same), and LIST (8K BASIC's LIST, the C64's QPLOP at
//! $A717) walks those bytes, spelling each token out from the keyword table. The spaces the
//! line-number reader skipped before the first statement are gone. GW-BASIC also converts
//! numeric constants and jump targets to binary when it stores a line, and its LIST prints
//! them from that form: `GOTO 0100` lists as `GOTO 100`, `A=0.5` as `A=.5`, `X=1.0` as
//! `X=1!` (GW-BASIC User's Guide, Appendix on the tokenised format; PC-BASIC's `lister.py`
//! reads the same way). Names are upper-cased by every cruncher.

pub use crate::dialect::ListStyle;
use crate::dialect::{Keyword, Profile};
use crate::num::{NumKind, Number, ParseContext};
use crate::token::{tokenize, Token};

/// A stored line's text as LIST starts it: GW-BASIC's LIST skips the space line 0 keeps
/// (PC-BASIC's `lister.py`; pcbasic-suite line_number_0).
pub fn listed_text<P: Profile>(number: u16, text: &[u8]) -> &[u8] {
    match text.strip_prefix(b" ") {
        Some(rest) if number == 0 && P::keeps_space_after_line_zero() => rest,
        _ => text,
    }
}

/// A stored line as LIST prints it, number first. GW-BASIC prints no space after the
/// number of a line that starts with a TAB (GWLIST.ASM `NOSPAL`; pcbasic-suite TABS).
pub fn listed_line<P: Profile>(number: u16, text: &[u8], style: ListStyle) -> Vec<u8> {
    let text = list_text::<P>(listed_text::<P>(number, text), style);
    let mut out = number.to_string().into_bytes();
    if !(P::listing_lines_end_at_cr() && text.first() == Some(&b'\t')) {
        out.push(b' ');
    }
    out.extend(text);
    out
}

/// A program line as LIST prints it: from the bytes GW-BASIC stored when the line keeps
/// them (a tokenised file's line, whose bytes crunching the listing would not give back),
/// else from its text. `past_max` is the byte GW-BASIC's BUF holds past its 255 (the
/// machine's `buf_past_max`): a line whose text fills BUF is printed with it (GWLIST.ASM
/// `BUFLIN` returns without a 0 when BUF is full, and `LISPRT` prints on to a 0).
pub fn listed_program_line<P: Profile>(
    line: &crate::program::Line<P::Num>,
    style: ListStyle,
    past_max: u8,
) -> Vec<u8> {
    let mut out = line.number.to_string().into_bytes();
    let text = match &line.stored {
        None => {
            let text = list_text::<P>(listed_text::<P>(line.number, &line.text), style);
            if !(P::listing_lines_end_at_cr() && text.first() == Some(&b'\t')) {
                out.push(b' ');
            }
            text
        }
        Some(bytes) => {
            if bytes.first() != Some(&b'\t') {
                out.push(b' ');
            }
            crate::token::gwlist::list_line::<P>(listed_text::<P>(line.number, bytes))
        }
    };
    let full = P::file_line_max().is_some_and(|max| text.len() >= max);
    out.extend(text);
    if full && past_max != 0 {
        out.push(past_max);
    }
    out
}

/// The last line number LIST shows when its range is open at the end: SCNLIN's 65530, so
/// the lines 65531 to 65535 a tokenised file may hold are not listed (GWMAIN.ASM
/// `ALLLST`); every other dialect's lines stop below it.
pub fn listed_up_to<P: Profile>(to: u32) -> u32 {
    to.min(P::max_line_number() + 1)
}

/// Adds a listed line to a DOS text file: it ends in CR LF, and a LF inside it is followed
/// by a CR, as GW-BASIC's LIST and `SAVE ,A` write one to a file (SCNEDT.ASM `OUTCH1`;
/// pcbasic-suite TABS).
pub fn push_dos_line(out: &mut Vec<u8>, line: &[u8]) {
    for &b in line {
        out.push(b);
        if b == b'\n' {
            out.push(b'\r');
        }
    }
    out.extend_from_slice(b"\r\n");
}

/// The text LIST prints for a stored line (without its number): keyword spellings from the
/// dialect's table, the rest as the machine kept it.
pub fn list_text<P: Profile>(text: &[u8], style: ListStyle) -> Vec<u8> {
    render::<P>(text, style, &mut |n| Some(n))
}

/// Renders `text` as LIST shows it, with every line-number reference (after GOTO, GOSUB,
/// THEN, ELSE, RESTORE, RUN, and in ON ... GOTO lists) passed through `target` (RENUM: the
/// line's new number, `None` for a line that is not there, which keeps its number).
pub fn render<P: Profile>(
    text: &[u8],
    style: ListStyle,
    target: &mut dyn FnMut(u32) -> Option<u32>,
) -> Vec<u8> {
    if style == ListStyle::Detokenised {
        // GW-BASIC lists what its cruncher stored: crunch the line as it did, rewrite its
        // stored line numbers (RENUM), and spell it out as its lister did.
        let mut crunched = crate::token::gwsave::crunch_line::<P>(text);
        crate::token::gwlist::map_line_numbers(&mut crunched, target);
        return crate::token::gwlist::list_line::<P>(&crunched);
    }
    let tokens = tokenize::<P>(text);
    let spans = spans::<P>(text, &tokens);
    let mut out = Vec::with_capacity(text.len() + 16);
    let mut at = 0; // the end of the last token written
    let mut expect_line = false;
    let mut last_keyword = None;
    let mut in_name = false;
    let mut k = 0;
    while k < tokens.len() {
        // In range by construction: `spans` has one entry per token.
        let (start, end) = spans[k];
        // The gap before a token is the whitespace the cruncher skipped (8080/6502 BASIC
        // kept it in the stored line); before the first token it is what followed the line
        // number, which the line-number reader skipped.
        if at > 0 || style == ListStyle::Detokenised {
            out.extend_from_slice(&text[at.min(start)..start]);
        }
        at = end;
        let token = &tokens[k];
        k += 1;
        match token {
            // Only a stored line's bytes make one; its number as the lister shows it.
            Token::Line(n) => {
                out.extend_from_slice(n.to_string().as_bytes());
                in_name = false;
            }
            Token::Keyword(kw) => {
                // GW-BASIC's lister separates a keyword from a letter or digit before it
                // (`IF X=1THEN 20` lists as `IF X=1 THEN 20`).
                if style == ListStyle::Detokenised
                    && out.last().is_some_and(u8::is_ascii_alphanumeric)
                {
                    out.push(b' ');
                }
                out.extend_from_slice(spelling::<P>(*kw).as_bytes());
                expect_line = matches!(
                    kw,
                    Keyword::Goto
                        | Keyword::Gosub
                        | Keyword::Then
                        | Keyword::Else
                        | Keyword::Restore
                        | Keyword::Run
                ) || (*kw == Keyword::To && last_keyword == Some(Keyword::Go));
                last_keyword = Some(*kw);
                in_name = false;
            }
            Token::Char(c) if c.is_ascii_digit() && expect_line && !in_name => {
                // A line number: the digits that follow, as one number.
                let digits = text[start..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                let typed = &text[start..start + digits];
                let value = std::str::from_utf8(typed)
                    .ok()
                    .and_then(|s| s.parse::<u32>().ok());
                match value.map(|v| (v, target(v).unwrap_or(v))) {
                    Some((v, to)) if to != v || style == ListStyle::Detokenised => {
                        out.extend_from_slice(to.to_string().as_bytes());
                    }
                    _ => out.extend_from_slice(typed),
                }
                at = start + digits;
                k = skip_tokens_to(&spans, k, at).unwrap_or(k);
                // `ON X GOTO 10,20`: a comma keeps the list going.
                expect_line = text.get(at) == Some(&b',');
            }
            Token::Char(c)
                if style == ListStyle::Detokenised
                    && !in_name
                    && (c.is_ascii_digit() || (*c == b'.' && next_is_digit(text, end))) =>
            {
                match constant::<P>(&text[start..]) {
                    Some((shown, len)) if skip_tokens_to(&spans, k, start + len).is_some() => {
                        out.extend_from_slice(shown.as_bytes());
                        at = start + len;
                        k = skip_tokens_to(&spans, k, at).unwrap_or(k);
                    }
                    _ => out.push(*c),
                }
                expect_line = false;
            }
            Token::Char(c) => {
                out.push(*c);
                in_name = c.is_ascii_alphanumeric() || (in_name && *c == b'.');
                if *c != b',' {
                    expect_line = false;
                }
                if c.is_ascii_alphabetic() {
                    last_keyword = None;
                }
            }
            Token::Raw(_) => {
                listed_raw::<P>(&text[start..end], &mut out);
                in_name = false;
                expect_line = false;
            }
            Token::Str(_) => {
                out.extend_from_slice(&text[start..end]);
                in_name = false;
                expect_line = false;
            }
            Token::Apostrophe => {
                out.push(b'\'');
                in_name = false;
            }
            Token::Space | Token::Gap => {
                out.extend_from_slice(&text[start..end]);
                in_name = false;
            }
        }
    }
    out
}

/// REM or DATA text as LIST shows it: bytes of 128 or more outside quotes as the
/// dialect's token words ([`Profile::listed_token`]).
fn listed_raw<P: Profile>(raw: &[u8], out: &mut Vec<u8>) {
    let mut quoted = false;
    for &b in raw {
        if b == b'"' {
            quoted = !quoted;
        }
        match P::listed_token(b) {
            Some(word) if !quoted => out.extend_from_slice(word.as_bytes()),
            _ => out.push(b),
        }
    }
}

/// The first spelling of `kw` in the dialect's table (`?` lists as PRINT; GW-BASIC's FN
/// is found by the cruncher's rule, not the table).
fn spelling<P: Profile>(kw: Keyword) -> &'static str {
    P::keywords()
        .iter()
        .find(|(_, k)| *k == kw)
        .map_or(if kw == Keyword::Fn { "FN" } else { "" }, |(s, _)| s)
}

/// The index of the first token at or after `k` that starts at `pos` or later; `None` when
/// a token straddles `pos` (the number did not end on a token boundary).
fn skip_tokens_to(spans: &[(usize, usize)], mut k: usize, pos: usize) -> Option<usize> {
    while let Some(&(s, e)) = spans.get(k) {
        if s >= pos {
            break;
        }
        if e > pos {
            return None;
        }
        k += 1;
    }
    Some(k)
}

fn next_is_digit(text: &[u8], at: usize) -> bool {
    text.get(at).is_some_and(u8::is_ascii_digit)
}

/// A GW-BASIC numeric constant at the start of `text`, as LIST prints it from its stored
/// form, and how many bytes it took (so the listing crunches to the same constant).
fn constant<P: Profile>(text: &[u8]) -> Option<(String, usize)> {
    let parsed = P::Num::parse(text, ParseContext::Program)?;
    if parsed.len == 0 || parsed.overflow {
        return None;
    }
    let shown = parsed.value.format();
    let mut shown = shown.trim_start().to_string();
    // Integers carry no sign of their type (`5%` lists as `5`); a single in decimal
    // notation without a point gets `!`, a double in decimal notation always `#`; the E or D
    // of scientific notation tells the type already.
    match parsed.value.kind() {
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
    Some((shown, parsed.len))
}

/// Where each token's text lies in the typed line: the cruncher's own walk, replayed.
pub(crate) fn spans<P: Profile>(text: &[u8], tokens: &[Token]) -> Vec<(usize, usize)> {
    let mut spans = Vec::with_capacity(tokens.len());
    let mut i = 0;
    for token in tokens {
        // A REM's or DATA's raw text starts right after its keyword, blanks and all.
        if !matches!(token, Token::Space | Token::Gap | Token::Raw(_)) {
            while i < text.len() && matches!(text[i], b' ' | b'\t' | b'\n') {
                i += 1;
            }
        }
        let len = match token {
            Token::Keyword(kw) => keyword_len::<P>(&text[i..], *kw),
            Token::Char(_) | Token::Apostrophe => 1,
            Token::Line(n) => n.to_string().len(),
            Token::Str(s) => {
                let close = usize::from(text.get(i + 1 + s.len()) == Some(&b'"'));
                1 + s.len() + close
            }
            Token::Raw(r) => r.len(),
            Token::Space | Token::Gap => text[i..]
                .iter()
                .take_while(|&&b| b == b' ' || b == b'\t' || b == b'\n')
                .count(),
        };
        let end = (i + len).min(text.len());
        spans.push((i, end));
        i = end;
    }
    spans
}

/// How many typed bytes the keyword `kw` took at the start of `text`.
pub(crate) fn keyword_len<P: Profile>(text: &[u8], kw: Keyword) -> usize {
    if kw == Keyword::Print && text.first() == Some(&b'?') {
        return 1;
    }
    P::keywords()
        .iter()
        .filter(|(_, k)| *k == kw)
        .map(|(s, _)| s.as_bytes())
        .find(|s| text.len() >= s.len() && text[..s.len()].eq_ignore_ascii_case(s))
        .map_or(if kw == Keyword::Fn { 2 } else { 1 }, <[u8]>::len)
}

#[cfg(test)]
mod tests;
