//! What an ATASCII character looks like on a modern terminal: the 29 graphics characters of
//! codes 0-31 and the few glyphs above 95 have Unicode look-alikes (the shapes are those of
//! the 800XL's character set ROM as the Atari Home Computer Reference Manual's ATASCII table
//! draws them).

/// The look-alikes of ATASCII 0-31.
const CONTROL_GLYPHS: [char; 32] = [
    '♥', '├', '▕', '┘', '┤', '┐', '╱', '╲', '◢', '▗', '◣', '▝', '▘', '▔', '▁', '▖', //
    '♣', '┌', '─', '┼', '●', '▄', '▎', '┬', '┴', '▌', '└', '␛', '↑', '↓', '←', '→',
];

/// The character a terminal shows for an ATASCII code (its inverse bit ignored: inverse is
/// drawn as reversed colours).
pub fn glyph(atascii: u8) -> char {
    match atascii & 0x7f {
        code @ 0..=31 => CONTROL_GLYPHS[usize::from(code)],
        96 => '◆',
        123 => '♠',
        125 => '↰',
        126 => '◀',
        127 => '▶',
        code => char::from(code),
    }
}

#[cfg(test)]
mod tests {
    use super::glyph;

    #[test]
    fn printable_codes_are_themselves_and_graphics_have_look_alikes() {
        assert_eq!(glyph(b'A'), 'A');
        assert_eq!(glyph(b'a' | 0x80), 'a');
        assert_eq!(glyph(0), '♥');
        assert_eq!(glyph(18), '─');
        assert_eq!(glyph(123), '♠');
        let all: std::collections::HashSet<char> = (0..128).map(glyph).collect();
        assert_eq!(all.len(), 128, "every code has its own look");
    }
}
