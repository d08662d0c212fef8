//! What a terminal shows of the Atari's screen: a frame of coloured character cells built
//! from screen memory and the colour registers, the way ANTIC and GTIA showed them.
//!
//! GRAPHICS 0 (De Re Atari ch. 2; Mapping the Atari, COLOR1/COLOR2): the playfield is
//! COLOR2's colour (710), characters take COLOR2's hue with COLOR1's luminance (709), inverse
//! video swaps them, and the border is COLOR4 (712). GRAPHICS 1 and 2: a character's top two
//! bits choose COLOR0-COLOR3 (708-711) on a COLOR4 background; each cell is drawn twice as
//! wide (and mode 2 twice as tall) so the screen keeps its shape. The pixel modes are drawn
//! as blocks of their colour (a quarter of a terminal cell each way is beyond a terminal).

use super::codes::internal_to_atascii;
use super::glyphs::glyph;
use super::palette::{grey, rgb};
use super::{geometry, has_window, COLOR0, COLUMNS, DINDEX, ROWS, SAVMSC, TXTMSC};
use crate::{Cell, Frame, Ram, Rgb};

/// Builds the frame the screen memory shows now; `colour` false gives greys only (for
/// terminals without colours).
pub fn frame(ram: &dyn Ram, colour: bool) -> Frame {
    let paint = |register: u16| {
        let value = ram.peek(COLOR0 + register);
        if colour {
            rgb(value)
        } else {
            grey(value)
        }
    };
    let text_bg = paint(2);
    // Text takes the playfield's hue with COLOR1's luminance.
    let text_fg = {
        let value = ram.peek(COLOR0 + 2) & 0xf0 | ram.peek(COLOR0 + 1) & 0x0e;
        if colour {
            rgb(value)
        } else {
            grey(value)
        }
    };
    let border = paint(4);
    let blank = Cell {
        ch: ' ',
        fg: text_fg,
        bg: border,
    };
    let mut rows = vec![vec![blank; usize::from(COLUMNS)]; usize::from(ROWS)];
    let mode = ram.peek(DINDEX);
    let text_row = |ram: &dyn Ram, at: u16| -> Vec<Cell> {
        (0..COLUMNS)
            .map(|col| {
                let atascii = internal_to_atascii(ram.peek(at.wrapping_add(col)));
                let (fg, bg) = if atascii & 0x80 != 0 {
                    (text_bg, text_fg)
                } else {
                    (text_fg, text_bg)
                };
                Cell {
                    ch: glyph(atascii),
                    fg,
                    bg,
                }
            })
            .collect()
    };
    let screen = ram.peek_word(SAVMSC);
    if mode == 0 {
        for (row, cells) in rows.iter_mut().enumerate() {
            *cells = text_row(ram, screen.wrapping_add(row as u16 * COLUMNS));
        }
        return Frame { rows, border };
    }
    let shape = geometry(mode);
    let split = has_window(ram);
    let shown_rows = if split { shape.split_rows } else { shape.rows };
    // Terminal rows each graphics row takes, so the picture fills the 24-row screen area
    // above the window.
    let graphics_area = if split { 20 } else { 24 };
    let scale = (graphics_area / usize::from(shown_rows)).max(1);
    for row in 0..usize::from(shown_rows) {
        let line = pixel_or_char_row(ram, shape, screen, row as u8, &paint, border);
        for sub in 0..scale {
            if let Some(slot) = rows.get_mut(row * scale + sub) {
                *slot = line.clone();
            }
        }
    }
    if split {
        let window = ram.peek_word(TXTMSC);
        for row in 0..4u16 {
            rows[20 + usize::from(row)] = text_row(ram, window.wrapping_add(row * COLUMNS));
        }
    }
    Frame { rows, border }
}

/// One row of a mode 1-8 screen, spread over 40 terminal columns.
fn pixel_or_char_row(
    ram: &dyn Ram,
    shape: super::Geometry,
    screen: u16,
    row: u8,
    paint: &dyn Fn(u16) -> Rgb,
    border: Rgb,
) -> Vec<Cell> {
    let at = screen.wrapping_add(u16::from(row) * shape.row_bytes());
    let columns = usize::from(COLUMNS);
    let per_cell = (usize::from(shape.columns) / columns).max(1);
    let widen = (columns / usize::from(shape.columns)).max(1);
    let mut cells = Vec::with_capacity(columns);
    for col in 0..columns {
        let source = (col / widen) * per_cell;
        let cell = if shape.is_text() {
            let byte = ram.peek(at.wrapping_add(source as u16));
            let ch = if col % widen == 0 {
                glyph(internal_to_atascii(byte & 0x3f))
            } else {
                ' '
            };
            Cell {
                ch,
                fg: paint(u16::from(byte >> 6)),
                bg: border,
            }
        } else {
            let per_byte = 8 / usize::from(shape.bits);
            let byte = ram.peek(at.wrapping_add((source / per_byte) as u16));
            let shift = (per_byte - 1 - source % per_byte) * usize::from(shape.bits);
            let value = (byte >> shift) & ((1u8 << shape.bits) - 1);
            // Value 0 is the background (COLOR4); 1-3 are COLOR0-COLOR2.
            let colour = if value == 0 {
                border
            } else {
                paint(u16::from(value - 1))
            };
            Cell {
                ch: '█',
                fg: colour,
                bg: colour,
            }
        };
        cells.push(cell);
    }
    cells
}
