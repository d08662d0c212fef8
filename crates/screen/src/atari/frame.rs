//! What a terminal shows of the Atari's screen: a frame of coloured character cells built
//! from screen memory and the colour registers, the way ANTIC and GTIA showed them.
//!
//! GRAPHICS 0 (De Re Atari ch. 2; Mapping the Atari, COLOR1/COLOR2): the playfield is
//! COLOR2's colour (710), characters take COLOR2's hue with COLOR1's luminance (709), inverse
//! video swaps them, and the border is COLOR4 (712). GRAPHICS 1 and 2: a character's top two
//! bits choose COLOR0-COLOR3 (708-711) on a COLOR4 background; each cell is drawn twice as
//! wide (and mode 2 twice as tall) so the screen keeps its shape. The pixel modes are drawn
//! with half blocks, two pixel rows a cell; a cell spanning several pixels of a row shows its
//! first. GRAPHICS 8 is COLOR1's luminance on COLOR2 (Mapping the Atari, 709-710); the other
//! modes' pixel values 1-3 are COLOR0-COLOR2 (708-710) on COLOR4.

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
    let shown_rows = usize::from(if split { shape.split_rows } else { shape.rows });
    // Terminal rows the picture has above the window (the 24-row screen area).
    let graphics_area = if split { 20 } else { 24 };
    if shape.is_text() {
        let scale = (graphics_area / shown_rows.max(1)).max(1);
        for row in 0..shown_rows {
            let line = char_row(ram, shape, screen, row as u8, &paint, border);
            for sub in 0..scale {
                if let Some(slot) = rows.get_mut(row * scale + sub) {
                    *slot = line.clone();
                }
            }
        }
    } else {
        // Each terminal cell shows two pixel rows: `▀` in the upper one's colour on the
        // lower one's, so GRAPHICS 3-8 keep twice the rows a cell would give.
        for (r, slot) in rows.iter_mut().take(graphics_area).enumerate() {
            let top = 2 * r * shown_rows / (2 * graphics_area);
            let bottom = (2 * r + 1) * shown_rows / (2 * graphics_area);
            let hires = (text_fg, text_bg);
            let upper = pixel_row(ram, shape, screen, top as u8, &paint, border, hires);
            let lower = pixel_row(ram, shape, screen, bottom as u8, &paint, border, hires);
            *slot = upper
                .into_iter()
                .zip(lower)
                .map(|(fg, bg)| Cell { ch: '▀', fg, bg })
                .collect();
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

/// One row of a GRAPHICS 1 or 2 screen, spread over 40 terminal columns (each character
/// twice as wide).
fn char_row(
    ram: &dyn Ram,
    shape: super::Geometry,
    screen: u16,
    row: u8,
    paint: &dyn Fn(u16) -> Rgb,
    border: Rgb,
) -> Vec<Cell> {
    let at = screen.wrapping_add(u16::from(row) * shape.row_bytes());
    let columns = usize::from(COLUMNS);
    let widen = (columns / usize::from(shape.columns).max(1)).max(1);
    (0..columns)
        .map(|col| {
            let byte = ram.peek(at.wrapping_add((col / widen) as u16));
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
        })
        .collect()
}

/// The colours of one row of a GRAPHICS 3-8 screen, one per terminal column (the pixel at
/// the column's left edge when a column spans several). `hires` is GRAPHICS 8's (pixel,
/// background): COLOR2's hue with COLOR1's luminance on COLOR2, as its text is.
fn pixel_row(
    ram: &dyn Ram,
    shape: super::Geometry,
    screen: u16,
    row: u8,
    paint: &dyn Fn(u16) -> Rgb,
    border: Rgb,
    hires: (Rgb, Rgb),
) -> Vec<Rgb> {
    let at = screen.wrapping_add(u16::from(row) * shape.row_bytes());
    let columns = usize::from(COLUMNS);
    let per_cell = (usize::from(shape.columns) / columns).max(1);
    let widen = (columns / usize::from(shape.columns).max(1)).max(1);
    let bits = usize::from(shape.bits.clamp(1, 8));
    let per_byte = 8 / bits;
    (0..columns)
        .map(|col| {
            let source = (col / widen) * per_cell;
            let byte = ram.peek(at.wrapping_add((source / per_byte) as u16));
            let shift = (per_byte - 1 - source % per_byte) * bits;
            let value = (byte >> shift) & ((1u16 << bits) - 1) as u8;
            if shape.bits == 1 && shape.columns == 320 {
                if value == 0 {
                    hires.1
                } else {
                    hires.0
                }
            } else if value == 0 {
                // Value 0 is the background (COLOR4); 1-3 are COLOR0-COLOR2.
                border
            } else {
                paint(u16::from(value - 1))
            }
        })
        .collect()
}
