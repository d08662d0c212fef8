//! The notation of the recorded listings and typed lines (`conformance/c64/screen/
//! README.md`, "Listing and input conventions"): `{clr}`-style names (petcat's) for PETSCII
//! codes, `{5 down}` repeats, `{$hh}` and `{ddd}` bytes, `{shift-x}` and `{cbm-x}` keys;
//! in strings, REM text and typed lines a lower-case letter is SHIFT+letter (193-218);
//! elsewhere lower case is folded to upper case; `~` is π (255).

/// The named codes.
const NAMES: &[(&str, u8)] = &[
    ("clr", 147),
    ("home", 19),
    ("down", 17),
    ("up", 145),
    ("left", 157),
    ("rght", 29),
    ("right", 29),
    ("rvon", 18),
    ("rvs on", 18),
    ("rvof", 146),
    ("rvs off", 146),
    ("del", 20),
    ("inst", 148),
    ("blk", 144),
    ("wht", 5),
    ("red", 28),
    ("cyn", 159),
    ("pur", 156),
    ("grn", 30),
    ("blu", 31),
    ("yel", 158),
    ("orng", 129),
    ("brn", 149),
    ("lred", 150),
    ("gry1", 151),
    ("gry2", 152),
    ("lgrn", 153),
    ("lblu", 154),
    ("gry3", 155),
    ("f1", 133),
    ("f3", 134),
    ("f5", 135),
    ("f7", 136),
    ("f2", 137),
    ("f4", 138),
    ("f6", 139),
    ("f8", 140),
    ("lower", 14),
    ("swlc", 14),
    ("upper", 142),
    ("swuc", 142),
    ("lock", 8),
    ("unlock", 9),
    ("sret", 141),
    ("space", 32),
    ("stop", 3),
    ("esc", 27),
    ("pi", 255),
];

/// The C= key's graphics for A-Z (PETSCII).
const CBM_LETTERS: [u8; 26] = [
    176, 191, 188, 172, 177, 187, 165, 180, 162, 181, 161, 182, 167, 170, 185, 175, 171, 178, 174,
    163, 184, 190, 179, 189, 183, 173,
];

/// The byte a brace's name stands for, with its repeat count.
fn named(inner: &str) -> Option<(usize, u8)> {
    let lower = inner.to_ascii_lowercase();
    let (count, name) = match lower.split_once(' ') {
        Some((n, rest)) if n.chars().all(|c| c.is_ascii_digit()) && !n.is_empty() => {
            (n.parse().ok()?, rest.trim().to_string())
        }
        _ => (1, lower.clone()),
    };
    if let Some(hex) = name.strip_prefix('$') {
        return Some((count, u8::from_str_radix(hex, 16).ok()?));
    }
    if !name.is_empty() && name.chars().all(|c| c.is_ascii_digit()) {
        return Some((count, name.parse().ok()?));
    }
    if let Some(&(_, b)) = NAMES.iter().find(|(n, _)| *n == name) {
        return Some((count, b));
    }
    let key = |s: &str| -> Option<u8> {
        let b = s.as_bytes();
        (b.len() == 1).then(|| b[0].to_ascii_uppercase())
    };
    if let Some(k) = name.strip_prefix("shift-").and_then(key) {
        return Some((
            count,
            match k {
                b'A'..=b'Z' => k + 128,
                b'@' => 186,
                b'*' => 192,
                b'+' => 219,
                b'-' => 221,
                b'\\' => 169,
                b'^' => 222,
                _ => k | 0x80,
            },
        ));
    }
    if let Some(k) = name.strip_prefix("cbm-").and_then(key) {
        return Some((
            count,
            match k {
                b'A'..=b'Z' => CBM_LETTERS[usize::from(k - b'A')],
                b'+' => 166,
                b'-' => 220,
                b'\\' => 168,
                b'*' => 223,
                b'@' => 164,
                _ => k,
            },
        ));
    }
    None
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
