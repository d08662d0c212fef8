//! The keyboard codes the OS keyboard handler leaves in CH (764) for each ATASCII character a
//! key gives: the key's code, plus 64 with SHIFT and 128 with CONTROL (Mapping the Atari,
//! location 764 and its keycode table; De Re Atari, appendix on the keyboard). The OS turns
//! a code back into ATASCII with its key definition table, so a program that reads CH or a
//! script that types `KEY:c` needs the code of the key that gives `c`.
//!
//! Letters give the same code whatever the case (the OS's shift lock decides the case);
//! inverse characters give the code of their normal character (the inverse key is a mode,
//! not part of the key).

/// The unshifted keys: `(code, character)`.
const PLAIN: [(u8, u8); 51] = [
    (0, b'l'),
    (1, b'j'),
    (2, b';'),
    (5, b'k'),
    (6, b'+'),
    (7, b'*'),
    (8, b'o'),
    (10, b'p'),
    (11, b'u'),
    (12, 0x9B),
    (13, b'i'),
    (14, b'-'),
    (15, b'='),
    (16, b'v'),
    (18, b'c'),
    (21, b'b'),
    (22, b'x'),
    (23, b'z'),
    (24, b'4'),
    (26, b'3'),
    (27, b'6'),
    (28, 0x1B),
    (29, b'5'),
    (30, b'2'),
    (31, b'1'),
    (32, b','),
    (33, b' '),
    (34, b'.'),
    (35, b'n'),
    (37, b'm'),
    (38, b'/'),
    (40, b'r'),
    (42, b'e'),
    (43, b'y'),
    (44, 0x7F),
    (45, b't'),
    (46, b'w'),
    (47, b'q'),
    (48, b'9'),
    (50, b'0'),
    (51, b'7'),
    (52, 0x7E),
    (53, b'8'),
    (54, b'<'),
    (55, b'>'),
    (56, b'f'),
    (57, b'h'),
    (58, b'd'),
    (61, b'g'),
    (62, b's'),
    (63, b'a'),
];

/// Characters typed with SHIFT held: `(unshifted key's character, character)`.
const SHIFTED: [(u8, u8); 24] = [
    (b'1', b'!'),
    (b'2', b'"'),
    (b'3', b'#'),
    (b'4', b'$'),
    (b'5', b'%'),
    (b'6', b'&'),
    (b'7', b'\''),
    (b'8', b'@'),
    (b'9', b'('),
    (b'0', b')'),
    (b'<', 0x7D),
    (b'>', 0x9D),
    (b'-', b'_'),
    (b'=', b'|'),
    (b'+', b'\\'),
    (b'*', b'^'),
    (b';', b':'),
    (b',', b'['),
    (b'.', b']'),
    (b'/', b'?'),
    (0x7E, 0x9C),
    (0x7F, 0x9F),
    (0x9B, 0x9B),
    (b' ', b' '),
];

/// Characters typed with CONTROL held, other than CONTROL with a letter (ATASCII 1-26):
/// `(unshifted key's character, character)`.
const CONTROLLED: [(u8, u8); 13] = [
    (b',', 0x00),
    (b'.', 0x60),
    (b';', 0x7B),
    (b'-', 0x1C),
    (b'=', 0x1D),
    (b'+', 0x1E),
    (b'*', 0x1F),
    (b'<', 0x7D),
    (b'>', 0xFF),
    (0x7E, 0xFE),
    (b'2', 0xFD),
    (0x7F, 0x9E),
    (b'[', 0x1B),
];

/// The code of a key by the character it gives unshifted.
fn plain_code(c: u8) -> Option<u8> {
    PLAIN.iter().find(|&&(_, k)| k == c).map(|&(code, _)| code)
}

/// The keycode CH holds after the key that gives ATASCII `c` (255, "no key", is never
/// returned: an ATASCII character no key gives reads as the space bar, so that a program
/// polling CH still sees a key).
pub fn keycode(c: u8) -> u8 {
    if c.is_ascii_uppercase() {
        return plain_code(c.to_ascii_lowercase()).unwrap_or(33);
    }
    if let Some(code) = plain_code(c) {
        return code;
    }
    if let Some(&(key, _)) = SHIFTED.iter().find(|&&(_, s)| s == c) {
        return plain_code(key).map_or(33, |code| code | 0x40);
    }
    if let Some(&(key, _)) = CONTROLLED.iter().find(|&&(_, s)| s == c) {
        return plain_code(key).map_or(33, |code| code | 0x80);
    }
    if (1..=26).contains(&c) {
        return plain_code(b'a' + c - 1).map_or(33, |code| code | 0x80);
    }
    if c >= 0x80 && c != 0x9B {
        // Inverse video: the key of the normal character.
        return keycode(c & 0x7F);
    }
    33
}

/// The ATASCII character the OS makes of keycode `code` from CH, with its shift lock on
/// (capitals, as after power-on); a code no key has reads as a space.
pub fn key_for_code(code: u8) -> u8 {
    let Some(&(_, plain)) = PLAIN.iter().find(|&&(c, _)| c == code & 0x3F) else {
        return b' ';
    };
    match code & 0xC0 {
        0x00 => plain.to_ascii_uppercase(),
        0x40 if plain.is_ascii_lowercase() => plain.to_ascii_uppercase(),
        0x40 => SHIFTED
            .iter()
            .find(|&&(k, _)| k == plain)
            .map_or(b' ', |&(_, s)| s),
        _ if plain.is_ascii_lowercase() => plain - b'a' + 1,
        _ => CONTROLLED
            .iter()
            .find(|&&(k, _)| k == plain)
            .map_or(b' ', |&(_, s)| s),
    }
}

#[cfg(test)]
mod tests {
    use super::{key_for_code, keycode};

    #[test]
    fn codes_read_back_as_the_characters_that_typed_them() {
        for c in (b' '..=b'_').chain([0x9B, 0x7D, 0x1C, 0x1F, 1, 26, 0xFD]) {
            if keycode(c) != 33 || c == b' ' {
                assert_eq!(key_for_code(keycode(c)), c, "{c}");
            }
        }
        assert_eq!(key_for_code(63), b'A');
        assert_eq!(key_for_code(3), b' ', "no key has code 3");
    }

    #[test]
    fn letters_digits_and_return() {
        assert_eq!(keycode(b'A'), 63);
        assert_eq!(keycode(b'a'), 63);
        assert_eq!(keycode(b'Z'), 23);
        assert_eq!(keycode(b'0'), 50);
        assert_eq!(keycode(b'9'), 48);
        assert_eq!(keycode(0x9B), 12);
        assert_eq!(keycode(b' '), 33);
    }

    #[test]
    fn shifted_and_control_keys() {
        assert_eq!(keycode(b'!'), 31 | 64);
        assert_eq!(keycode(b'?'), 38 | 64);
        assert_eq!(keycode(0x7D), 54 | 64, "SHIFT-< clears the screen");
        assert_eq!(keycode(0x1C), 14 | 128, "cursor up is CONTROL--");
        assert_eq!(keycode(0x1F), 7 | 128, "cursor right is CONTROL-*");
        assert_eq!(keycode(1), 63 | 128, "CONTROL-A");
        assert_eq!(keycode(0xFD), 30 | 128, "the bell is CONTROL-2");
        assert_eq!(keycode(0x1B), 28, "ESC has its own key");
    }

    #[test]
    fn every_character_gives_a_key() {
        for c in 0..=255u8 {
            assert_ne!(keycode(c), 0xFF, "{c}");
        }
        assert_eq!(keycode(0xC1), 63, "inverse A is the A key");
    }
}
