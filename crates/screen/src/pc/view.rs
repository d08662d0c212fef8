//! The text page as a person saw it on a colour monitor: each cell's byte in the IBM PC's
//! character set (code page 437, its control-code glyphs included) and its attribute's
//! colours in the CGA's 16-colour palette. The blink bit shows as nothing more (the
//! background keeps its 8 colours). IBM PC Technical Reference, Color/Graphics Monitor
//! Adapter (attribute byte: bits 0-3 foreground, 4-6 background, 7 blink).

use ferrite_console::{Rgb, ScreenView, ViewCell};

use super::{TextScreen, ROWS};

/// The CGA's 16 colours (IBM 5153 monitor; colour 6 is brown, not dark yellow).
pub const CGA: [Rgb; 16] = [
    Rgb(0x00, 0x00, 0x00),
    Rgb(0x00, 0x00, 0xAA),
    Rgb(0x00, 0xAA, 0x00),
    Rgb(0x00, 0xAA, 0xAA),
    Rgb(0xAA, 0x00, 0x00),
    Rgb(0xAA, 0x00, 0xAA),
    Rgb(0xAA, 0x55, 0x00),
    Rgb(0xAA, 0xAA, 0xAA),
    Rgb(0x55, 0x55, 0x55),
    Rgb(0x55, 0x55, 0xFF),
    Rgb(0x55, 0xFF, 0x55),
    Rgb(0x55, 0xFF, 0xFF),
    Rgb(0xFF, 0x55, 0x55),
    Rgb(0xFF, 0x55, 0xFF),
    Rgb(0xFF, 0xFF, 0x55),
    Rgb(0xFF, 0xFF, 0xFF),
];

/// Code page 437's glyphs for 0-31 and 127-255 (32-126 are ASCII).
const LOW: [char; 32] = [
    ' ', '☺', '☻', '♥', '♦', '♣', '♠', '•', '◘', '○', '◙', '♂', '♀', '♪', '♫', '☼', '►', '◄', '↕',
    '‼', '¶', '§', '▬', '↨', '↑', '↓', '→', '←', '∟', '↔', '▲', '▼',
];
const HIGH: [char; 129] = [
    '⌂', 'Ç', 'ü', 'é', 'â', 'ä', 'à', 'å', 'ç', 'ê', 'ë', 'è', 'ï', 'î', 'ì', 'Ä', 'Å', 'É', 'æ',
    'Æ', 'ô', 'ö', 'ò', 'û', 'ù', 'ÿ', 'Ö', 'Ü', '¢', '£', '¥', '₧', 'ƒ', 'á', 'í', 'ó', 'ú', 'ñ',
    'Ñ', 'ª', 'º', '¿', '⌐', '¬', '½', '¼', '¡', '«', '»', '░', '▒', '▓', '│', '┤', '╡', '╢', '╖',
    '╕', '╣', '║', '╗', '╝', '╜', '╛', '┐', '└', '┴', '┬', '├', '─', '┼', '╞', '╟', '╚', '╔', '╩',
    '╦', '╠', '═', '╬', '╧', '╨', '╤', '╥', '╙', '╘', '╒', '╓', '╫', '╪', '┘', '┌', '█', '▄', '▌',
    '▐', '▀', 'α', 'ß', 'Γ', 'π', 'Σ', 'σ', 'µ', 'τ', 'Φ', 'Θ', 'Ω', 'δ', '∞', 'φ', 'ε', '∩', '≡',
    '±', '≥', '≤', '⌠', '⌡', '÷', '≈', '°', '∙', '·', '√', 'ⁿ', '²', '■', ' ',
];

/// A byte of the PC's character set as Unicode.
pub fn cp437(b: u8) -> char {
    match b {
        0..=31 => LOW[usize::from(b)],
        32..=126 => char::from(b),
        _ => HIGH[usize::from(b - 127)],
    }
}

impl ScreenView for TextScreen {
    fn size(&self) -> (usize, usize) {
        (self.width(), ROWS)
    }

    fn cell(&self, row: usize, column: usize) -> ViewCell {
        let (ch, attr) = self.visible_cell(row, column).unwrap_or((b' ', 0x07));
        if let Some(pixels) = &self.pixels {
            // A graphics mode: a blank cell shows the pixels under it, a character the
            // text in the mode's text colour.
            return match pixels.cell(row, column) {
                Some(p) if matches!(ch, 0 | b' ' | 0xff) => ViewCell {
                    ch: p.glyph(),
                    fg: p.colour,
                    bg: pixels.background,
                },
                _ => ViewCell {
                    ch: cp437(ch),
                    fg: pixels.text,
                    bg: pixels.background,
                },
            };
        }
        ViewCell {
            ch: cp437(ch),
            fg: CGA[usize::from(attr & 0x0F)],
            bg: CGA[usize::from((attr >> 4) & 0x07)],
        }
    }

    fn cursor(&self) -> (usize, usize) {
        // A cursor past the page (row 26 on) shows on its last row.
        let (row, col) = TextScreen::cursor(self);
        (row.min(super::ROWS - 1), col.min(self.width() - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_and_glyphs_come_from_the_page() {
        let mut s = TextScreen::new();
        s.attr = 0x1E; // COLOR 14,1
        s.write(b"A\xdb");
        let a = s.cell(0, 0);
        assert_eq!((a.ch, a.fg, a.bg), ('A', CGA[14], CGA[1]));
        assert_eq!(s.cell(0, 1).ch, '█');
        assert_eq!(cp437(1), '☺');
        assert_eq!(cp437(0x7f), '⌂');
        assert_eq!(cp437(0xff), ' ');
        assert_eq!(ScreenView::cursor(&s), (0, 2));
    }
}
