//! GRAPHICS n and the S: device: opening a mode (its memory below RAMTOP, the four-row text
//! window of a split screen), `PRINT #6` in the large-text modes 1 and 2, PLOT, DRAWTO and
//! LOCATE.
//!
//! Sources: Atari BASIC Reference Manual ch. 9 (GRAPHICS, modes, `+16` full screen, `+32` no
//! clear); OS User's Manual ch. 8 "Display Handler (S:)" (the split screen and its window,
//! DRAWTO); Mapping the Atari for the variables. Checked against `conformance/atari/screen/`:
//! in modes 1 and 2 a byte's top two bits choose the colour register (`gr1_print6`), a row
//! holds 20 characters and the 21st goes on the next row (`gr1_wrap_19`), EOL goes to the
//! next row's column 0, and rows below a split screen's window still exist in memory up to
//! the full screen's height (`gr2_past_bottom`: no error, nothing shown).

use super::codes::atascii_to_internal;
use super::editor::{self, hide_cursor, show_cursor, ScreenError};
use super::{
    BOTSCR, COLCRS, DINDEX, FILDAT, MEMTOP, OLDCOL, OLDROW, RAMTOP, ROWCRS, SAVMSC, TXTCOL, TXTMSC,
    TXTROW,
};
use crate::Ram;

/// Bytes of the four-row text window of a split screen.
const WINDOW_BYTES: u16 = 160;

/// The shape of a graphics mode's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Cells (characters or pixels) across.
    pub columns: u16,
    /// Rows of a full screen.
    pub rows: u8,
    /// Rows shown above a split screen's text window.
    pub split_rows: u8,
    /// Bits a cell takes in memory (8 for the text modes 0-2).
    pub bits: u8,
}

impl Geometry {
    /// Bytes of a row.
    pub fn row_bytes(self) -> u16 {
        self.columns * u16::from(self.bits) / 8
    }

    /// Whether cells are characters (modes 0, 1 and 2).
    pub fn is_text(self) -> bool {
        self.bits == 8
    }
}

/// The geometry of modes 0-8 (BASIC Reference Manual, table of graphics modes).
pub fn geometry(mode: u8) -> Geometry {
    let (columns, rows, split_rows, bits) = match mode & 15 {
        1 => (20, 24, 20, 8),
        2 => (20, 12, 10, 8),
        3 => (40, 24, 20, 2),
        4 => (80, 48, 40, 1),
        5 => (80, 48, 40, 2),
        6 => (160, 96, 80, 1),
        7 => (160, 96, 80, 2),
        8 => (320, 192, 160, 1),
        _ => (40, 24, 24, 8),
    };
    Geometry {
        columns,
        rows,
        split_rows,
        bits,
    }
}

/// `GRAPHICS n`: opens mode `n & 15`; `+16` asks for no text window, `+32` keeps screen
/// memory as it was. Mode 0 is always a full text screen.
pub fn open_graphics(ram: &mut dyn Ram, n: u8) {
    let mode = n & 15;
    if mode == 0 || mode > 8 {
        editor::open_text_screen(ram);
        return;
    }
    let split = n & 16 == 0;
    let clear = n & 32 == 0;
    // The text window is an ordinary GRAPHICS 0 screen of four rows at the top of memory.
    editor::open_text_screen(ram);
    let ramtop = match ram.peek(RAMTOP) {
        0 => 0xa0,
        pages => pages,
    };
    let top = u16::from(ramtop) << 8;
    let shape = geometry(mode);
    let window = if split { WINDOW_BYTES } else { 0 };
    let graphics_bytes = shape.row_bytes() * u16::from(shape.rows);
    let screen = top.wrapping_sub(window).wrapping_sub(graphics_bytes);
    // A display list of about one byte a row and its jumps sits below the screen.
    let display_list = screen.wrapping_sub(u16::from(shape.rows) + 8);
    ram.poke_word(MEMTOP, display_list.wrapping_sub(1));
    if clear {
        for i in 0..graphics_bytes {
            ram.poke(screen.wrapping_add(i), 0);
        }
    }
    if split {
        let window_at = top.wrapping_sub(WINDOW_BYTES);
        // The editor works on the window through the TXT variables (swapped in for E:).
        ram.poke_word(TXTMSC, window_at);
        ram.poke(TXTROW, 0);
        let left = ram.peek(super::LMARGN);
        ram.poke_word(TXTCOL, u16::from(left));
        ram.poke(BOTSCR, 4);
        for i in 0..WINDOW_BYTES {
            ram.poke(window_at.wrapping_add(i), 0);
        }
        ram.poke_word(super::OLDADR, window_at.wrapping_add(u16::from(left)));
        ram.poke(super::OLDCHR, 0);
    } else {
        ram.poke(BOTSCR, 0);
    }
    ram.poke_word(SAVMSC, screen);
    ram.poke(DINDEX, mode);
    ram.poke(ROWCRS, 0);
    ram.poke_word(COLCRS, 0);
    // The window shows no cursor until E: first writes there (`chbas_gr1`).
}

/// Whether a text window is open (a split screen).
pub fn has_window(ram: &dyn Ram) -> bool {
    ram.peek(DINDEX) != 0 && ram.peek(BOTSCR) == 4
}

/// Runs `f` with the text window's cursor and memory in the main variables, as the OS swaps
/// them for output to E: on a split screen.
pub fn with_window<T>(ram: &mut dyn Ram, f: impl FnOnce(&mut dyn Ram) -> T) -> T {
    swap_window(ram);
    let result = f(ram);
    swap_window(ram);
    result
}

fn swap_window(ram: &mut dyn Ram) {
    for (a, b, len) in [
        (ROWCRS, TXTROW, 1),
        (COLCRS, TXTCOL, 2),
        (SAVMSC, TXTMSC, 2),
    ] {
        for i in 0..len {
            let (x, y) = (ram.peek(a + i), ram.peek(b + i));
            ram.poke(a + i, y);
            ram.poke(b + i, x);
        }
    }
    // DINDEX reads 0 while the window (a GRAPHICS 0 screen) is being written.
    let mode = ram.peek(DINDEX);
    let saved = ram.peek(super::TINDEX);
    ram.poke(DINDEX, saved);
    ram.poke(super::TINDEX, mode);
}

/// One byte to E:: on a split screen it goes to the text window.
pub fn put_editor(ram: &mut dyn Ram, byte: u8) -> Result<(), ScreenError> {
    if ram.peek(DINDEX) != 0 && !has_window(ram) {
        // A full-screen graphics mode has no place for text: E: opens GRAPHICS 0 again
        // (`gr18_end_returns_gr0`: READY brings the text screen back).
        editor::open_text_screen(ram);
    }
    if has_window(ram) {
        with_window(ram, |ram| editor::put(ram, byte))
    } else {
        editor::put(ram, byte)
    }
}

/// One byte to S: (`PRINT #6`, and PLOT's colour): in mode 0 the screen editor's rules; in
/// modes 1 and 2 a character cell; in the pixel modes a pixel of colour `byte & 3`.
pub fn put_screen(ram: &mut dyn Ram, byte: u8) -> Result<(), ScreenError> {
    let mode = ram.peek(DINDEX);
    if mode == 0 {
        // In GRAPHICS 0 the display handler shares the editor's rules, logical lines
        // included (`gr0_plot_drawto`: a PLOT at the last cell extends its line).
        return editor::put(ram, byte);
    }
    let shape = geometry(mode);
    let (row, col) = (ram.peek(ROWCRS), ram.peek_word(COLCRS));
    if row >= shape.rows || col >= shape.columns {
        return Err(ScreenError::CursorOutOfRange);
    }
    ram.poke(OLDROW, row);
    ram.poke_word(OLDCOL, col);
    if shape.is_text() {
        match byte {
            155 => {
                ram.poke(ROWCRS, row.wrapping_add(1));
                ram.poke_word(COLCRS, 0);
                return Ok(());
            }
            125 => {
                clear_graphics(ram, shape);
                return Ok(());
            }
            _ => {}
        }
    }
    set_cell(ram, shape, row, col, byte);
    let (row, col) = if col + 1 >= shape.columns {
        (row.wrapping_add(1), 0)
    } else {
        (row, col + 1)
    };
    ram.poke(ROWCRS, row);
    ram.poke_word(COLCRS, col);
    Ok(())
}

fn clear_graphics(ram: &mut dyn Ram, shape: Geometry) {
    let screen = ram.peek_word(SAVMSC);
    for i in 0..shape.row_bytes() * u16::from(shape.rows) {
        ram.poke(screen.wrapping_add(i), 0);
    }
    ram.poke(ROWCRS, 0);
    ram.poke_word(COLCRS, 0);
}

/// Where a cell is: its byte, and for a pixel the shift and mask of its bits in that byte
/// (a character cell is the whole byte).
fn cell_place(ram: &dyn Ram, shape: Geometry, row: u8, col: u16) -> (u16, u16, u8) {
    let screen = ram.peek_word(SAVMSC);
    let row_at = screen.wrapping_add(u16::from(row) * shape.row_bytes());
    if shape.is_text() {
        return (row_at.wrapping_add(col), 0, 0xff);
    }
    let per_byte = 8 / u16::from(shape.bits);
    let shift = (per_byte - 1 - col % per_byte) * u16::from(shape.bits);
    let mask = ((1u16 << shape.bits) - 1) as u8;
    (row_at.wrapping_add(col / per_byte), shift, mask)
}

/// Writes a cell: a character (internal code, top bits the colour) or a pixel.
fn set_cell(ram: &mut dyn Ram, shape: Geometry, row: u8, col: u16, value: u8) {
    let (at, shift, mask) = cell_place(ram, shape, row, col);
    let byte = if shape.is_text() {
        atascii_to_internal(value)
    } else {
        ram.peek(at) & !(mask << shift) | (value & mask) << shift
    };
    ram.poke(at, byte);
}

/// Reads a cell back as LOCATE and GET from S: give it.
fn get_cell(ram: &dyn Ram, shape: Geometry, row: u8, col: u16) -> u8 {
    let (at, shift, mask) = cell_place(ram, shape, row, col);
    if shape.is_text() {
        super::codes::internal_to_atascii(ram.peek(at))
    } else {
        ram.peek(at) >> shift & mask
    }
}

/// PLOT x,y with the current COLOR: the cursor goes to (x, y) and the colour is put there.
pub fn plot(ram: &mut dyn Ram, color: u8, x: u16, y: u8) -> Result<(), ScreenError> {
    ram.poke(ROWCRS, y);
    ram.poke_word(COLCRS, x);
    put_screen(ram, color)
}

/// DRAWTO x,y: a line in the current COLOR from the last point (OLDROW, OLDCOL) to (x, y),
/// stepped as the OS's DRAW does (accumulators starting at half the longer distance).
pub fn drawto(ram: &mut dyn Ram, color: u8, x: u16, y: u8) -> Result<(), ScreenError> {
    let mode = ram.peek(DINDEX);
    let shape = geometry(mode);
    if y >= shape.rows || x >= shape.columns {
        return Err(ScreenError::CursorOutOfRange);
    }
    if mode == 0 {
        hide_cursor(ram);
    }
    let (mut row, mut col) = (
        i32::from(ram.peek(OLDROW)),
        i32::from(ram.peek_word(OLDCOL)),
    );
    let (dr, dc) = (i32::from(y) - row, i32::from(x) - col);
    let (delta_r, delta_c) = (dr.abs(), dc.abs());
    let end = delta_r.max(delta_c);
    let (mut row_acc, mut col_acc) = (end / 2, end / 2);
    for _ in 0..end {
        row_acc += delta_r;
        if row_acc >= end {
            row_acc -= end;
            row += dr.signum();
        }
        col_acc += delta_c;
        if col_acc >= end {
            col_acc -= end;
            col += dc.signum();
        }
        if (0..i32::from(shape.rows)).contains(&row) && (0..i32::from(shape.columns)).contains(&col)
        {
            set_cell(ram, shape, row as u8, col as u16, color);
        }
    }
    ram.poke(ROWCRS, y);
    ram.poke_word(COLCRS, x);
    ram.poke(OLDROW, y);
    ram.poke_word(OLDCOL, x);
    if mode == 0 {
        show_cursor(ram);
    }
    Ok(())
}

/// LOCATE x,y: the cell's character (modes 0-2) or colour; the cursor moves on as a GET
/// from S: moves it.
pub fn locate(ram: &mut dyn Ram, x: u16, y: u8) -> Result<u8, ScreenError> {
    let mode = ram.peek(DINDEX);
    let shape = geometry(mode);
    if y >= shape.rows || x >= shape.columns {
        return Err(ScreenError::CursorOutOfRange);
    }
    if mode == 0 {
        hide_cursor(ram);
    }
    let value = get_cell(ram, shape, y, x);
    let (row, col) = if x + 1 >= shape.columns {
        (y.wrapping_add(1), 0)
    } else {
        (y, x + 1)
    };
    ram.poke(OLDROW, y);
    ram.poke_word(OLDCOL, x);
    ram.poke(ROWCRS, row);
    ram.poke_word(COLCRS, col);
    if mode == 0 {
        show_cursor(ram);
    }
    Ok(value)
}

/// XIO 18 (FILL) to x,y: a line drawn as DRAWTO draws it, and on each of its rows the cells
/// to the right of the line painted with FILDAT's colour until a cell that is not the
/// background (0) is met, wrapping at the right edge to the left one (BASIC Reference
/// Manual, XIO 18; OS User's Manual ch. 8 "FILL"; Mapping the Atari: FILDAT 765). The scan
/// of a row stops once it has gone round the row.
pub fn fill(ram: &mut dyn Ram, color: u8, x: u16, y: u8) -> Result<(), ScreenError> {
    let mode = ram.peek(DINDEX);
    let shape = geometry(mode);
    if y >= shape.rows || x >= shape.columns {
        return Err(ScreenError::CursorOutOfRange);
    }
    let from = (ram.peek(OLDROW), ram.peek_word(OLDCOL));
    let fill_colour = ram.peek(FILDAT);
    drawto(ram, color, x, y)?;
    let (r0, r1) = (from.0.min(y), from.0.max(y));
    let (c_from, c_to) = (i32::from(from.1), i32::from(x));
    let steps = i32::from(r1 - r0);
    for row in r0..=r1 {
        // The line's column on this row, as the DRAWTO stepping placed it (close enough
        // for a straight edge).
        let t = i32::from(row - r0);
        let col = if steps == 0 {
            c_to
        } else if from.0 <= y {
            c_from + (c_to - c_from) * t / steps
        } else {
            c_to + (c_from - c_to) * t / steps
        };
        let mut c = (col.max(0) as u16 + 1) % shape.columns;
        for _ in 0..shape.columns {
            if get_cell(ram, shape, row, c) != 0 {
                break;
            }
            set_cell(ram, shape, row, c, fill_colour);
            c = (c + 1) % shape.columns;
        }
    }
    ram.poke(ROWCRS, y);
    ram.poke_word(COLCRS, x);
    Ok(())
}
