//! The C64's screen as a person saw it: screen RAM in the character set the VIC-II was
//! pointed at (53272 bit 1: upper case and graphics, or lower and upper case), the
//! graphics characters as the closest Unicode box and block characters, reversed codes
//! (128-255) with their colours swapped, colour RAM over the background (53281), and the
//! border (53280), in VICE's default palette. Commodore 64 Programmer's Reference Guide,
//! Appendix E (screen display codes) and Appendix G (colour codes).

use ferrite_console::{Rgb, ScreenView, ViewCell};

use super::{C64Screen, COLOUR_RAM, D018, D020, D021, HIBASE};

/// VICE's default palette ("pepto").
pub const PALETTE: [Rgb; 16] = [
    Rgb(0x00, 0x00, 0x00),
    Rgb(0xFF, 0xFF, 0xFF),
    Rgb(0x68, 0x37, 0x2B),
    Rgb(0x70, 0xA4, 0xB2),
    Rgb(0x6F, 0x3D, 0x86),
    Rgb(0x58, 0x8D, 0x43),
    Rgb(0x35, 0x28, 0x79),
    Rgb(0xB8, 0xC7, 0x6F),
    Rgb(0x6F, 0x4F, 0x25),
    Rgb(0x43, 0x39, 0x00),
    Rgb(0x9A, 0x67, 0x59),
    Rgb(0x44, 0x44, 0x44),
    Rgb(0x6C, 0x6C, 0x6C),
    Rgb(0x9A, 0xD2, 0x84),
    Rgb(0x6C, 0x5E, 0xB5),
    Rgb(0x95, 0x95, 0x95),
];

/// Screen codes 0-63, the same in both sets but for 1-26 (capitals in set 1).
const TEXT: [char; 64] = [
    '@', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R',
    'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z', '[', '£', ']', '↑', '←', ' ', '!', '"', '#', '$', '%',
    '&', '\'', '(', ')', '*', '+', ',', '-', '.', '/', '0', '1', '2', '3', '4', '5', '6', '7', '8',
    '9', ':', ';', '<', '=', '>', '?',
];
/// Screen codes 64-127 of the upper-case set: the graphics characters.
const GRAPHICS: [char; 64] = [
    '─', '♠', '│', '─', '─', '─', '─', '│', '│', '╮', '╰', '╯', '└', '╲', '╱', '┌', '┐', '●', '▁',
    '♥', '▏', '╭', '╳', '○', '♣', '▕', '♦', '┼', '▒', '│', 'π', '◥', ' ', '▌', '▄', '▔', '▁', '▏',
    '▒', '▕', '▒', '◤', '▕', '├', '▗', '└', '┐', '▁', '┌', '┴', '┬', '┤', '▎', '▍', '▐', '▔', '▔',
    '▃', '┘', '▖', '▝', '┘', '▘', '▚',
];

/// A screen code (its low 7 bits) as Unicode in the upper-case set, or with `lower` the
/// lower-case set (letters 1-26 small, 65-90 capitals, a few graphics different).
pub fn glyph(code: u8, lower: bool) -> char {
    let c = code & 0x7F;
    match (c, lower) {
        (1..=26, true) => char::from(b'a' + c - 1),
        (0..=63, _) => TEXT[usize::from(c)],
        (65..=90, true) => char::from(b'A' + c - 65),
        (94, true) => '▒',
        (95, true) => '▧',
        (122, true) => '✓',
        _ => GRAPHICS[usize::from(c - 64)],
    }
}

impl C64Screen {
    fn colour(&self, a: u16) -> Rgb {
        PALETTE[usize::from(self.mem[usize::from(a)] & 0x0F)]
    }
}

impl ScreenView for C64Screen {
    fn size(&self) -> (usize, usize) {
        (40, 25)
    }

    fn cell(&self, row: usize, column: usize) -> ViewCell {
        let i = (row * 40 + column) as u16;
        let base = u16::from(self.mem[usize::from(HIBASE)]) << 8;
        let code = self.mem[usize::from(base.wrapping_add(i))];
        let lower = self.mem[usize::from(D018)] & 2 != 0;
        let fg = self.colour(COLOUR_RAM + i);
        let bg = self.colour(D021);
        let (fg, bg) = if code & 0x80 != 0 { (bg, fg) } else { (fg, bg) };
        ViewCell {
            ch: glyph(code, lower),
            fg,
            bg,
        }
    }

    fn cursor(&self) -> (usize, usize) {
        // PNT is the start of the cursor's logical line, PNTR the column in it (0-79).
        let base = u16::from(self.mem[usize::from(HIBASE)]) << 8;
        let pnt = u16::from(self.mem[0xD1]) | u16::from(self.mem[0xD2]) << 8;
        let pntr = usize::from(self.mem[0xD3]);
        let row = usize::from(pnt.wrapping_sub(base) / 40) + pntr / 40;
        (row.min(24), pntr % 40)
    }

    fn border(&self) -> Option<Rgb> {
        Some(self.colour(D020))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_power_on_screen_is_light_blue_on_blue() {
        let s = C64Screen::new();
        let (w, h) = s.size();
        assert_eq!((w, h), (40, 25));
        let star = s.cell(1, 4);
        assert_eq!((star.ch, star.fg, star.bg), ('*', PALETTE[14], PALETTE[6]));
        assert_eq!(s.border(), Some(PALETTE[14]));
        // After `RUN` and its RETURN the cursor is at the next row's start.
        assert_eq!(ScreenView::cursor(&s).1, 0);
    }

    #[test]
    fn both_sets_and_reverse_video() {
        assert_eq!(glyph(1, false), 'A');
        assert_eq!(glyph(1, true), 'a');
        assert_eq!(glyph(65, true), 'A');
        assert_eq!(glyph(65, false), '♠');
        assert_eq!(glyph(81, false), '●');
        assert_eq!(glyph(160, false), ' ');
        assert_eq!(glyph(127, false), '▚');
    }
}
