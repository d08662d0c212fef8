//! The notation of the recorded listings and typed lines (`conformance/c64/screen/
//! README.md`, "Listing and input conventions"): `{clr}`-style names (petcat's) for PETSCII
//! codes, `{5 down}` repeats, `{$hh}` and `{ddd}` bytes, `{shift-x}` and `{cbm-x}` keys;
//! in strings, REM text and typed lines a lower-case letter is SHIFT+letter (193-218);
//! elsewhere lower case is folded to upper case; `~` is π (255).

/// The byte a brace's name stands for, with its repeat count: petcat's names live in one
/// table, `ferrite_images::petscii` (shared with the `.prg` lister).
fn named(inner: &str) -> Option<(usize, u8)> {
    ferrite_images::petscii::brace_code(inner)
}

/// Reads text in the notation: `literal` says whether letters are kept as typed in a
/// string (lower case shifted) or folded to upper case. Quotes switch `literal` on and
/// off when `track_quotes`; REM (outside quotes) switches it on for the rest of the line.
fn decode(text: &[u8], typed: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut quoted = false;
    let mut rem = false;
    let mut i = 0;
    while i < text.len() {
        let b = text[i];
        if b == b'{' {
            if let Some(end) = text[i + 1..].iter().position(|&c| c == b'}') {
                let inner = String::from_utf8_lossy(&text[i + 1..i + 1 + end]);
                if let Some((n, code)) = named(&inner) {
                    out.extend(std::iter::repeat_n(code, n));
                    i += end + 2;
                    continue;
                }
            }
        }
        let literal = typed || quoted || rem;
        let c = match b {
            b'~' => 255,
            b'a'..=b'z' if literal => b - b'a' + 193,
            b'a'..=b'z' => b.to_ascii_uppercase(),
            _ => b,
        };
        if c == b'"' {
            quoted = !quoted;
        }
        out.push(c);
        if !typed && !quoted && out.ends_with(b"REM") {
            rem = true;
        }
        i += 1;
    }
    out
}

/// A listing in the notation as the bytes of its lines (line ends kept).
pub fn listing(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for line in text.split_inclusive(|&b| b == b'\n') {
        out.extend(decode(line, false));
    }
    out
}

/// A typed line's keys.
pub fn keys(line: &[u8]) -> Vec<u8> {
    decode(line, true)
}

/// The lines of a typed-input file, each as its keys (line ends dropped).
pub fn typed_lines(text: &[u8]) -> Vec<Vec<u8>> {
    let text = text.strip_suffix(b"\n").unwrap_or(text);
    if text.is_empty() {
        return Vec::new();
    }
    text.split(|&b| b == b'\n')
        .map(|l| keys(l.strip_suffix(b"\r").unwrap_or(l)))
        .collect()
}
