//! A C64 listing in the notation of the recorded suites (`conformance/c64/screen/README.md`,
//! "Listing and input conventions"), read line by line: keywords and names are folded to
//! upper case; in strings, REM text and unquoted DATA text (kept as typed by CRUNCH, $A57C)
//! a lower-case letter is SHIFT+letter (193-218). Braces and `~` are read by
//! `ferrite_screen::c64::petcat`'s key reader in both.

use ferrite_screen::c64::petcat;

/// The listing's lines as the C64's bytes (line ends kept).
pub fn listing(text: &[u8]) -> Vec<u8> {
    let text = counts_first(text);
    let mut out = Vec::with_capacity(text.len());
    for line in text.split_inclusive(|&b| b == b'\n') {
        read_line(line, &mut out);
    }
    out
}

/// A repeat written after the name (`{down*3}`, as some listings write petcat's `{3 down}`)
/// turned into the count-first form the key reader takes.
fn counts_first(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.iter().position(|&b| b == b'{') {
        out.extend_from_slice(&rest[..open]);
        rest = &rest[open..];
        let close = rest.iter().position(|&b| b == b'}');
        let inner = close.map(|c| &rest[1..c]);
        let star = inner.and_then(|i| i.iter().rposition(|&b| b == b'*'));
        match (close, inner, star) {
            (Some(c), Some(inner), Some(at))
                if at > 0
                    && at + 1 < inner.len()
                    && inner[at + 1..].iter().all(u8::is_ascii_digit) =>
            {
                out.push(b'{');
                out.extend_from_slice(&inner[at + 1..]);
                out.push(b' ');
                out.extend_from_slice(&inner[..at]);
                out.push(b'}');
                rest = &rest[c + 1..];
            }
            _ => {
                out.push(b'{');
                rest = &rest[1..];
            }
        }
    }
    out.extend_from_slice(rest);
    out
}

/// One line: split into code and literal text, each read by the key reader (code folded to
/// upper case first).
fn read_line(line: &[u8], out: &mut Vec<u8>) {
    let mut code: Vec<u8> = Vec::new();
    let mut literal: Vec<u8> = Vec::new();
    let mut quoted = false;
    let mut rem = false;
    let mut data = false;
    let flush_code = |code: &mut Vec<u8>, out: &mut Vec<u8>| {
        out.extend(petcat::keys(code));
        code.clear();
    };
    for &b in line {
        let in_literal = quoted || rem || data;
        if b == b'"' && !rem {
            // The quote itself is code; the text between quotes literal (and DATA text
            // before it).
            out.extend(petcat::keys(&literal));
            literal.clear();
            flush_code(&mut code, out);
            quoted = !quoted;
            out.push(b'"');
            continue;
        }
        if data && !quoted && b == b':' {
            out.extend(petcat::keys(&literal));
            literal.clear();
            data = false;
        } else if in_literal {
            literal.push(b);
            continue;
        }
        code.push(b.to_ascii_uppercase());
        if code.ends_with(b"REM") {
            rem = true;
            flush_code(&mut code, out);
        } else if code.ends_with(b"DATA") {
            data = true;
            flush_code(&mut code, out);
        }
    }
    flush_code(&mut code, out);
    // The line end is no key of the text before it.
    let end = literal
        .iter()
        .rposition(|&b| b != b'\n' && b != b'\r')
        .map_or(0, |i| i + 1);
    out.extend(petcat::keys(&literal[..end]));
    out.extend_from_slice(&literal[end..]);
}

#[cfg(test)]
mod tests {
    use super::listing;

    #[test]
    fn code_is_folded_and_text_keeps_its_shifted_letters() {
        assert_eq!(
            listing(b"10 print \"Ab{clr}\":rem xY\n"),
            b"10 PRINT \"A\xc2\x93\":REM \xd8Y\n"
        );
        assert_eq!(
            listing(b"20 data yes,\"no\":read a$\n"),
            b"20 DATA \xd9\xc5\xd3,\"\xce\xcf\":READ A$\n"
        );
        assert_eq!(listing(b"30 ?{3 down}~\r\n"), b"30 ?\x11\x11\x11\xff\r\n");
        assert_eq!(listing(b"40 ?\"{down*2}{cbm-a}\""), b"40 ?\"\x11\x11\xb0\"");
        // A brace that names nothing is kept as typed (its letter shifted in a string).
        assert_eq!(listing(b"50 ?\"{x*}\""), b"50 ?\"{\xd8*}\"");
    }
}
