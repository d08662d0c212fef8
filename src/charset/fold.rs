//! The closest ASCII character for one a machine has no code for: a Latin letter without its
//! accent, typographic quotes and dashes as the typewriter's.

/// Latin-1's letters U+00C0-U+00FF without their accents (`×` and `÷` as `*` and `/`).
const LATIN1: &[u8; 64] = b"AAAAAAACEEEEIIIIDNOOOOO*OUUUUYPsaaaaaaaceeeeiiiidnooooo/ouuuuypy";

/// The ASCII character closest to `c` (`?` when there is none).
pub fn closest(c: char) -> char {
    let code = u32::from(c);
    match c {
        _ if c.is_ascii() => c,
        '\u{c0}'..='\u{ff}' => char::from(LATIN1[(code - 0xc0) as usize]),
        // Latin Extended-A: pairs of capital and small letters, in alphabetical groups.
        '\u{100}'..='\u{17f}' => extended_a(c),
        '‘' | '’' | '‚' | '′' => '\'',
        '“' | '”' | '„' | '″' | '«' | '»' => '"',
        '‐' | '‑' | '‒' | '–' | '—' | '−' => '-',
        '\u{a0}' | '\u{2000}'..='\u{200a}' => ' ',
        '…' | '·' => '.',
        '═' | '━' | '╌' | '┄' => '-',
        '║' | '┃' | '╎' | '┆' => '|',
        '\u{2500}'..='\u{257f}' => '+',
        _ => '?',
    }
}

/// The single-line box drawing character a double or heavy one is closest to (for sets
/// that have only the single lines).
pub fn similar(c: char) -> Option<char> {
    let single = match c {
        '═' | '━' => '─',
        '║' | '┃' => '│',
        '╔' | '┏' | '╒' | '╓' => '┌',
        '╗' | '┓' | '╕' | '╖' => '┐',
        '╚' | '┗' | '╘' | '╙' => '└',
        '╝' | '┛' | '╛' | '╜' => '┘',
        '╠' | '┣' | '╞' | '╟' => '├',
        '╣' | '┫' | '╡' | '╢' => '┤',
        '╦' | '┳' | '╤' | '╥' => '┬',
        '╩' | '┻' | '╧' | '╨' => '┴',
        '╬' | '╋' | '╪' | '╫' => '┼',
        _ => return None,
    };
    Some(single)
}

/// A letter of Latin Extended-A without its mark.
fn extended_a(c: char) -> char {
    const BASES: &[(u32, u8)] = &[
        (0x100, b'a'),
        (0x106, b'c'),
        (0x10e, b'd'),
        (0x112, b'e'),
        (0x11c, b'g'),
        (0x124, b'h'),
        (0x128, b'i'),
        (0x134, b'j'),
        (0x136, b'k'),
        (0x139, b'l'),
        (0x143, b'n'),
        (0x14a, b'n'),
        (0x14c, b'o'),
        (0x154, b'r'),
        (0x15a, b's'),
        (0x162, b't'),
        (0x168, b'u'),
        (0x174, b'w'),
        (0x176, b'y'),
        (0x179, b'z'),
        (0x17f, b's'),
    ];
    let code = u32::from(c);
    let Some(&(start, base)) = BASES.iter().rev().find(|&&(s, _)| s <= code) else {
        return '?';
    };
    // Capitals come first in each pair from the group's start (Ĺ and Ź start theirs on an
    // odd code); the few letters with no capital are small.
    let capital = (code - start) % 2 == 0 && !matches!(c, 'ı' | 'ĸ' | 'ŉ' | 'ſ');
    let letter = if capital {
        base.to_ascii_uppercase()
    } else {
        base
    };
    char::from(letter)
}

#[cfg(test)]
mod tests {
    use super::closest;

    #[test]
    fn accents_are_dropped_and_case_kept() {
        assert_eq!(closest('É'), 'E');
        assert_eq!(closest('é'), 'e');
        assert_eq!(closest('ü'), 'u');
        assert_eq!(closest('Ç'), 'C');
        assert_eq!(closest('ß'), 's');
        assert_eq!(closest('Ł'), 'L');
        assert_eq!(closest('ł'), 'l');
        assert_eq!(closest('Ž'), 'Z');
        assert_eq!(closest('ő'), 'o');
        assert_eq!(closest('’'), '\'');
        assert_eq!(closest('€'), '?');
        assert_eq!(closest('╔'), '+');
        assert_eq!(closest('═'), '-');
        assert_eq!(super::similar('╬'), Some('┼'));
    }
}
