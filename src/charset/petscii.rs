//! The C64's characters that a UTF-8 listing may write as themselves: the pound sign, the
//! arrows and pi of the keyboard, and the graphics of the upper-case/graphics set that have
//! a Unicode look-alike (Commodore 64 Programmer's Reference Guide, appendix C and E).
//! Letters, braces and the rest of the listing notation are `ferrite_screen::c64::petcat`'s.

/// Unicode look-alikes and their PETSCII codes (the C= key's graphics and SHIFT+`*`, `-`,
/// `+`; the codes 193-218 of the SHIFT+letter graphics are written as lower-case letters
/// in the notation, so they are not here).
const GLYPHS: &[(char, u8)] = &[
    ('£', 92),
    ('↑', 94),
    ('←', 95),
    ('π', 255),
    ('▌', 161),
    ('▄', 162),
    ('▔', 163),
    ('▁', 164),
    ('▏', 165),
    ('▒', 166),
    ('▕', 167),
    ('├', 171),
    ('▗', 172),
    ('└', 173),
    ('┐', 174),
    ('▂', 175),
    ('┌', 176),
    ('┴', 177),
    ('┬', 178),
    ('┤', 179),
    ('▖', 187),
    ('▝', 188),
    ('┘', 189),
    ('▘', 190),
    ('▚', 191),
    ('─', 192),
    ('┼', 219),
    ('│', 221),
];

/// The PETSCII code for a character a UTF-8 listing wrote (not ASCII).
pub fn encode(c: char) -> Option<u8> {
    GLYPHS.iter().find(|&&(g, _)| g == c).map(|&(_, code)| code)
}

/// The character written for a PETSCII code that has a look-alike.
pub fn decode(code: u8) -> Option<char> {
    GLYPHS.iter().find(|&&(_, c)| c == code).map(|&(g, _)| g)
}
