//! PETSCII as listing text, in the brace notation of VICE's petcat that the shared C64
//! conformance suite uses (`../shared/conformance/c64/screen/README.md`, "Listing and input
//! conventions"): `{clr}` for a control code, `{$hh}` for a byte with no name; an upper-case
//! letter is the unshifted key (PETSCII 65-90), a lower-case letter SHIFT+letter (193-218),
//! `\` the pound sign (92), `^` the up arrow (94), `_` the left arrow (95), `~` pi (255).

/// The control codes' names; the first name of a code is the one written. This is the one
/// table of petcat's names in the workspace: the screen's listing reader
/// (`ferrite-screen`'s `c64::petcat`) reads braces with [`brace_code`] too.
pub const NAMES: &[(&str, u8)] = &[
    ("wht", 5),
    ("lock", 8),
    ("unlock", 9),
    ("lower", 14),
    ("swlc", 14),
    ("down", 17),
    ("rvon", 18),
    ("home", 19),
    ("del", 20),
    ("red", 28),
    ("rght", 29),
    ("grn", 30),
    ("blu", 31),
    ("orng", 129),
    ("f1", 133),
    ("f3", 134),
    ("f5", 135),
    ("f7", 136),
    ("f2", 137),
    ("f4", 138),
    ("f6", 139),
    ("f8", 140),
    ("sret", 141),
    ("upper", 142),
    ("swuc", 142),
    ("blk", 144),
    ("up", 145),
    ("rvof", 146),
    ("clr", 147),
    ("inst", 148),
    ("brn", 149),
    ("lred", 150),
    ("gry1", 151),
    ("gry2", 152),
    ("lgrn", 153),
    ("lblu", 154),
    ("gry3", 155),
    ("pur", 156),
    ("left", 157),
    ("yel", 158),
    ("cyn", 159),
];

/// Appends the text for one PETSCII byte as LIST put it on the screen.
pub fn push_char(out: &mut String, b: u8) {
    match b {
        b'A'..=b'Z' | b' '..=b'@' | b'[' | b']' | b'\\' | b'^' | b'_' => out.push(b as char),
        193..=218 => out.push((b - 193 + b'a') as char),
        255 => out.push('~'),
        _ => match NAMES.iter().find(|&&(_, code)| code == b) {
            Some((name, _)) => {
                out.push('{');
                out.push_str(name);
                out.push('}');
            }
            None => out.push_str(&format!("{{${b:02x}}}")),
        },
    }
}

/// The text for PETSCII bytes.
pub fn to_text(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for &b in bytes {
        push_char(&mut out, b);
    }
    out
}

/// One key of a listing line read from text: a PETSCII byte, and whether it was written as
/// a lower-case letter (SHIFT+letter inside strings and REM, the letter itself elsewhere).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    /// The byte (a letter's unshifted code).
    pub byte: u8,
    /// Written in lower case.
    pub lower: bool,
}

impl Key {
    /// The byte as stored inside quotes or REM text.
    pub fn shifted(self) -> u8 {
        if self.lower {
            self.byte | 0x80
        } else {
            self.byte
        }
    }
}

/// Reads a line of listing text into keys: braces give bytes, letters keep their case.
/// Gives the offending character when one has no PETSCII code.
pub fn from_text(text: &str) -> Result<Vec<Key>, char> {
    let mut keys = Vec::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        rest = &rest[c.len_utf8()..];
        if c == '{' {
            if let Some(end) = rest.find('}') {
                if let Some(bytes) = brace(&rest[..end]) {
                    keys.extend(bytes.into_iter().map(|byte| Key { byte, lower: false }));
                    rest = &rest[end + 1..];
                    continue;
                }
            }
        }
        let key = match c {
            'a'..='z' => Key {
                byte: c.to_ascii_uppercase() as u8,
                lower: true,
            },
            '~' | 'π' => Key {
                byte: 255,
                lower: false,
            },
            '£' => Key {
                byte: 92,
                lower: false,
            },
            '↑' => Key {
                byte: 94,
                lower: false,
            },
            '←' => Key {
                byte: 95,
                lower: false,
            },
            ' '..='}' => Key {
                byte: c as u8,
                lower: false,
            },
            _ => return Err(c),
        };
        keys.push(key);
    }
    Ok(keys)
}

/// Other names petcat and the recorded listings use, read but never written (`{right}`,
/// `{rvs on}`, `{space}` ...).
pub const ALIASES: &[(&str, u8)] = &[
    ("right", 29),
    ("rvs on", 18),
    ("rvs off", 146),
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

/// The most a brace repeats its byte (`{255 down}`); more is not a brace.
const MAX_REPEAT: usize = 255;

/// What a brace's contents stand for: the repeat count and the byte. A name (either
/// table, any case), `n name` repeated, `$hh`, `ddd`, `shift-x` or `cbm-x` (the key's
/// PETSCII graphic); `None` for anything else, which is then not a brace.
pub fn brace_code(inner: &str) -> Option<(usize, u8)> {
    let lower = inner.trim().to_ascii_lowercase();
    let (count, name) = match lower.split_once(' ') {
        Some((n, rest)) if !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()) => {
            (n.parse().ok()?, rest.trim())
        }
        _ => (1, lower.as_str()),
    };
    if count > MAX_REPEAT {
        return None;
    }
    if let Some(hex) = name.strip_prefix('$') {
        return Some((count, u8::from_str_radix(hex, 16).ok()?));
    }
    if !name.is_empty() && name.bytes().all(|c| c.is_ascii_digit()) {
        return Some((count, name.parse().ok()?));
    }
    if let Some(&(_, b)) = NAMES.iter().chain(ALIASES).find(|(n, _)| *n == name) {
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
    let k = name.strip_prefix("cbm-").and_then(key)?;
    Some((
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
    ))
}

/// The bytes of a brace's contents (see [`brace_code`]).
fn brace(inner: &str) -> Option<Vec<u8>> {
    brace_code(inner).map(|(count, byte)| vec![byte; count])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_codes_read_back_as_their_bytes() {
        for b in 0..=255u8 {
            let text = to_text(&[b]);
            let keys = from_text(&text).unwrap();
            let bytes: Vec<u8> = keys.iter().map(|k| k.shifted()).collect();
            assert_eq!(bytes, vec![b], "{b} as {text}");
        }
    }

    #[test]
    fn braces_repeat_and_name_bytes() {
        let keys = from_text("{3 down}{$41}{65}{CLR}").unwrap();
        let bytes: Vec<u8> = keys.iter().map(|k| k.byte).collect();
        assert_eq!(bytes, vec![17, 17, 17, 0x41, 65, 147]);
        assert_eq!(to_text(&[147, 0x41, 0xC1, 18]), "{clr}Aa{rvon}");
    }
}
