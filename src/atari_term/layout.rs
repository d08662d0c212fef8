//! What the terminal shows of the 800XL's screen, by graphics mode and terminal size.
//!
//! - GRAPHICS 0 and 3: the 40x24 cells of `ferrite_screen::atari::frame` (mode 3's 40x24
//!   pixels are one cell each already).
//! - GRAPHICS 1 and 2: the same cells, each character twice as wide (a blank after it);
//!   in mode 2 twice as tall too, the character in the upper row of its two.
//! - GRAPHICS 4-7: one terminal cell a pixel wide and two tall, `▀` in the upper pixel's
//!   colour on the lower one's: 80x24 cells for modes 4 and 5, 160x48 for 6 and 7.
//! - GRAPHICS 8: braille, a cell of 2x4 dots for 2x4 pixels (160x48 cells), the dots in
//!   COLOR1's luminance on COLOR2 as the 800XL showed them.
//!
//! The text window of a split screen is its 4 rows of 40 characters under the picture.
//! A terminal too small for a mode's every pixel (and the border) gets the 40x24 cells,
//! one cell for several pixels, and the bottom border says what size every pixel needs.

use ferrite_screen::atari::{geometry, grey, has_window, rgb, COLOR0, DINDEX, SAVMSC};
use ferrite_screen::{Cell, Frame, Rgb};

/// The 800XL's memory, as the screen crate reads it.
pub type Ram = [u8; 0x10000];

/// The cells to draw and where the text is on them.
#[derive(Clone, Debug)]
pub struct Layout {
    /// The screen's cells, without the border.
    pub frame: Frame,
    /// The row of the cells where a split screen's text window starts.
    pub window_top: u16,
    /// Said in the bottom border: the size every pixel needs, when the terminal is smaller.
    pub note: Option<String>,
}

/// The layout of the screen in `ram` for a terminal of `size` (columns, rows).
pub fn layout(ram: &Ram, colour: bool, size: (u16, u16)) -> Layout {
    let mut frame = ferrite_screen::atari::frame(ram, colour);
    let mode = ram[usize::from(DINDEX)] & 15;
    let split = has_window(ram);
    if mode == 2 {
        // Mode 2's rows are drawn twice as tall: the character once, in the upper row.
        let rows = if split { 20 } else { 24 };
        for row in frame.rows.iter_mut().take(rows).skip(1).step_by(2) {
            for cell in row.iter_mut() {
                cell.ch = ' ';
            }
        }
    }
    let coarse = Layout {
        frame,
        window_top: 20,
        note: None,
    };
    if !(4..=8).contains(&mode) {
        return coarse;
    }
    let fine = fine(ram, colour, mode, split, &coarse.frame);
    let cols = fine.frame.rows.first().map_or(0, Vec::len);
    let needs = (cols + 2, fine.frame.rows.len() + 2);
    if usize::from(size.0) >= needs.0 && usize::from(size.1) >= needs.1 {
        return fine;
    }
    Layout {
        note: Some(format!(
            "GR.{mode} in 40x24: every pixel at {}x{}",
            needs.0, needs.1
        )),
        ..coarse
    }
}

/// Modes 4-8 with every pixel: half blocks (modes 4-7) or braille (mode 8).
fn fine(ram: &Ram, colour: bool, mode: u8, split: bool, coarse: &Frame) -> Layout {
    let paint = |value: u8| if colour { rgb(value) } else { grey(value) };
    let register = |n: u16| ram[usize::from(COLOR0 + n)];
    let border = paint(register(4));
    // GRAPHICS 8: COLOR2's hue with COLOR1's luminance on COLOR2.
    let hires = (
        paint(register(2) & 0xf0 | register(1) & 0x0e),
        paint(register(2)),
    );
    let shape = geometry(mode);
    let pixel_rows = usize::from(if split { shape.split_rows } else { shape.rows });
    let screen = u16::from_le_bytes([ram[usize::from(SAVMSC)], ram[usize::from(SAVMSC) + 1]]);
    let bits = usize::from(shape.bits.clamp(1, 8));
    let pixel = |x: usize, y: usize| -> u8 {
        let bit = x * bits;
        let at = screen
            .wrapping_add((y * usize::from(shape.row_bytes())) as u16)
            .wrapping_add((bit / 8) as u16);
        let shift = 8 - bits - bit % 8;
        (ram[usize::from(at)] >> shift) & ((1u16 << bits) - 1) as u8
    };
    let colour_of = |value: u8| {
        if value == 0 {
            border
        } else {
            paint(register(u16::from(value - 1)))
        }
    };
    let mut rows: Vec<Vec<Cell>> = Vec::new();
    if mode == 8 {
        // Braille dots 1-8 by (column, row) of the cell's 2x4 pixels.
        const DOT: [[u32; 4]; 2] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]];
        for r in 0..pixel_rows / 4 {
            let row = (0..usize::from(shape.columns) / 2)
                .map(|c| {
                    let mut dots = 0;
                    for (dx, column) in DOT.iter().enumerate() {
                        for (dy, bit) in column.iter().enumerate() {
                            if pixel(2 * c + dx, 4 * r + dy) != 0 {
                                dots |= bit;
                            }
                        }
                    }
                    Cell {
                        ch: char::from_u32(0x2800 + dots)
                            .filter(|_| dots != 0)
                            .unwrap_or(' '),
                        fg: hires.0,
                        bg: hires.1,
                    }
                })
                .collect();
            rows.push(row);
        }
    } else {
        for r in 0..pixel_rows / 2 {
            let row = (0..usize::from(shape.columns))
                .map(|c| Cell {
                    ch: '▀',
                    fg: colour_of(pixel(c, 2 * r)),
                    bg: colour_of(pixel(c, 2 * r + 1)),
                })
                .collect();
            rows.push(row);
        }
    }
    let width = rows.first().map_or(40, Vec::len);
    let window_top = rows.len() as u16;
    if split {
        for text in coarse.rows.iter().skip(20).take(4) {
            let mut row = text.clone();
            let pad = row.last().map_or(
                Cell {
                    ch: ' ',
                    fg: hires.0,
                    bg: border,
                },
                |c| Cell { ch: ' ', ..*c },
            );
            row.resize(width, pad);
            rows.push(row);
        }
    }
    Layout {
        frame: Frame { rows, border },
        window_top,
        note: None,
    }
}

/// Writes `note` into the bottom border of a bordered frame, from its second column.
pub fn write_note(frame: &mut Frame, note: &str) {
    let Some(bottom) = frame.rows.last_mut() else {
        return;
    };
    let (fg, bg) = (Rgb(255, 255, 255), Rgb(0, 0, 0));
    for (cell, ch) in bottom.iter_mut().skip(1).zip(note.chars()) {
        *cell = Cell { ch, fg, bg };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ferrite_atari::memory::Memory;

    /// A cold machine in `mode` (full screen: no text window), its screen memory zeroed,
    /// with `set` pixels' bytes written.
    fn machine(mode: u8, set: &[(u16, u8)]) -> Box<Ram> {
        let mut mem = Memory::cold_start();
        ferrite_screen::atari::open_graphics(mem.bytes_mut(), mode | 16);
        let screen = mem.word(SAVMSC);
        for &(offset, byte) in set {
            mem.poke(screen + offset, byte);
        }
        Box::new(*mem.bytes())
    }

    #[test]
    fn graphics_8_keeps_every_pixel_in_braille_on_a_wide_terminal() {
        // The first byte's left two pixels (dots 1 and 4) and the next row's left pixel
        // (dot 2); 40 bytes a row.
        let ram = machine(8, &[(0, 0xC0), (40, 0x80)]);
        let wide = layout(&ram, true, (170, 52));
        assert_eq!(wide.note, None);
        assert_eq!(wide.frame.rows.len(), 48);
        assert_eq!(wide.frame.rows[0].len(), 160);
        assert_eq!(wide.frame.rows[0][0].ch, '\u{280B}');
        assert_eq!(wide.frame.rows[0][1].ch, ' ');
        let small = layout(&ram, true, (80, 30));
        assert_eq!(small.frame.rows[0].len(), 40);
        assert_eq!(
            small.note.as_deref(),
            Some("GR.8 in 40x24: every pixel at 162x50")
        );
    }

    #[test]
    fn graphics_7_keeps_every_pixel_in_half_blocks() {
        // Pixel (0,0) colour 1, pixel (1,1) colour 2: 40 bytes a row, 4 pixels a byte.
        let ram = machine(7, &[(0, 0x40), (40, 0x20)]);
        let l = layout(&ram, true, (162, 50));
        assert_eq!((l.frame.rows.len(), l.frame.rows[0].len()), (48, 160));
        let reg = |n: usize| rgb(ram[708 + n]);
        assert_eq!(l.frame.rows[0][0].fg, reg(0));
        assert_eq!(l.frame.rows[0][0].bg, reg(4));
        assert_eq!(l.frame.rows[0][1].fg, reg(4));
        assert_eq!(l.frame.rows[0][1].bg, reg(1));
    }

    #[test]
    fn graphics_2_characters_are_shown_once_in_their_upper_row() {
        let mut mem = Memory::cold_start();
        ferrite_screen::atari::open_graphics(mem.bytes_mut(), 2 | 16);
        let screen = mem.word(SAVMSC);
        mem.poke(screen, 0x21); // "A" in internal code
        let l = layout(mem.bytes(), true, (80, 30));
        assert_eq!(l.frame.rows[0][0].ch, 'A');
        assert_eq!(l.frame.rows[1][0].ch, ' ');
    }
}
