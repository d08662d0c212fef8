//! The screen editor's output side in GRAPHICS 0: what a byte sent to E: does to screen
//! memory, the cursor and the logical-line map.
//!
//! Rules (OS User's Manual ch. 7; each checked against `conformance/atari/screen/`):
//! - A printed character goes to the cursor cell and the cursor moves right; past the right
//!   margin it goes to the left margin of the next row, which joins the logical line while
//!   that has fewer than three rows (`print_38_39_40`, `position_col39`); a fourth row starts
//!   a new logical line (`logical_over_3_rows`). A row that joins a logical line but began
//!   one of its own is first pushed down by a blank row inserted in front of it, so nothing
//!   below is overwritten (the editor's "extend logical line").
//! - EOL (155) goes to the left margin of the row after the logical line's last row; below
//!   the bottom, the top logical line scrolls away as a whole (`scroll_top_logical`).
//! - The cursor moves (28-31) wrap: up from row 0 to row 23, right from the right margin to
//!   the left one on the same row (`cursor_wrap_edges`).
//! - Backspace (126) rubs out the character before the cursor, never past the start of the
//!   logical line (`backspace_126`); TAB (127) moves to the next stop of TABMAP, counted in
//!   the logical line (`tab_127`); 156/157 delete or insert a line, 254/255 a character
//!   (`delete_in_logical`, `insert_line_157`, `delete_char_254`, `insert_char_wrap`).
//! - ESC (27) before a control code shows its glyph instead (`escape_controls`).
//! - The cursor is part of screen memory: the OS inverts the cell under it and keeps the
//!   original in OLDCHR, so a PEEK of that cell sees the inverse (screen README).

use super::codes::atascii_to_internal;
use super::{
    BOTSCR, CHACT, CHBAS, COLCRS, COLOR0, COLUMNS, CRSINH, DINDEX, DSPFLG, ESCFLG, LMARGN,
    LOGICAL_ROWS, LOGMAP, MEMTOP, OLDADR, OLDCHR, OLDCOL, OLDROW, RAMTOP, RMARGN, ROWCRS, ROWS,
    SAVMSC, TABMAP,
};
use crate::Ram;

/// What the screen handler refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScreenError {
    /// The cursor (ROWCRS, COLCRS, as POSITION or a POKE left it) is off the screen: the
    /// OS's status 141.
    CursorOutOfRange,
}

impl ScreenError {
    /// The OS's status code for the error (BASIC prints it as `ERROR-   141`).
    pub fn status(self) -> u8 {
        match self {
            ScreenError::CursorOutOfRange => 141,
        }
    }
}

/// Bytes of a GRAPHICS 0 screen.
const SCREEN_BYTES: u16 = 960;
/// Bytes of its display list, which sits just below screen memory.
const DISPLAY_LIST_BYTES: u16 = 32;
/// The colour registers after GRAPHICS (the `COLOR` line of every recorded dump).
const DEFAULT_COLORS: [u8; 5] = [40, 202, 148, 70, 0];

/// Opens a GRAPHICS 0 screen as the OS does at power-up and for `GRAPHICS 0`: display list
/// and screen memory just below RAMTOP, MEMTOP under them, margins 2 and 39, default colours
/// and tab stops, the cursor shown, the screen cleared.
pub fn open_text_screen(ram: &mut dyn Ram) {
    let ramtop = match ram.peek(RAMTOP) {
        0 => 0xa0,
        pages => pages,
    };
    let top = u16::from(ramtop) << 8;
    let screen = top.wrapping_sub(SCREEN_BYTES);
    let display_list = screen.wrapping_sub(DISPLAY_LIST_BYTES);
    write_display_list(ram, display_list, screen);
    ram.poke_word(SAVMSC, screen);
    ram.poke_word(MEMTOP, display_list.wrapping_sub(1));
    ram.poke(DINDEX, 0);
    ram.poke(BOTSCR, ROWS);
    // The margins stay as a program POKEd them (`gr0_reset_margins`); memory that never had
    // a screen (RMARGN 0) gets the power-up 2 and 39.
    if ram.peek(RMARGN) == 0 {
        ram.poke(LMARGN, 2);
        ram.poke(RMARGN, 39);
    }
    ram.poke(CRSINH, 0);
    ram.poke(CHACT, 2);
    ram.poke(CHBAS, 224);
    ram.poke(ESCFLG, 0);
    for (i, &c) in DEFAULT_COLORS.iter().enumerate() {
        ram.poke(COLOR0 + i as u16, c);
    }
    // Default tab stops: columns 7, 15, 23, ... of the logical line (bit 0 of each byte).
    for i in 0..15 {
        ram.poke(TABMAP + i, 0x01);
    }
    // Nothing is under the cursor yet: point OLDADR at the first cell, holding a blank.
    ram.poke_word(OLDADR, screen);
    ram.poke(OLDCHR, 0);
    clear(ram);
}

/// The display list ANTIC reads for GRAPHICS 0: 24 blank scan lines, then 24 mode-2 rows,
/// the first with the screen's address, and a jump back (De Re Atari, ch. 2).
fn write_display_list(ram: &mut dyn Ram, at: u16, screen: u16) {
    let mut bytes = vec![0x70, 0x70, 0x70, 0x42, screen as u8, (screen >> 8) as u8];
    bytes.extend(std::iter::repeat_n(0x02, 23));
    bytes.extend([0x41, at as u8, (at >> 8) as u8]);
    for (i, b) in bytes.into_iter().enumerate() {
        ram.poke(at.wrapping_add(i as u16), b);
    }
}

/// Clears the screen (ATASCII 125): blank cells, every row its own logical line, the
/// cursor home at the left margin.
pub fn clear(ram: &mut dyn Ram) {
    hide_cursor(ram);
    let screen = ram.peek_word(SAVMSC);
    ram.fill(screen, u16::from(text_rows(ram)) * COLUMNS, 0);
    for i in 0..4 {
        ram.poke(LOGMAP + i, 0xff);
    }
    // A clear in a split screen's window clears the window alone (`gr1_window_cls`).
    let left = ram.peek(LMARGN);
    ram.poke(ROWCRS, 0);
    ram.poke_word(COLCRS, u16::from(left));
    show_cursor(ram);
}

/// Sends one byte to the screen editor on a full GRAPHICS 0 screen (or, swapped in, the
/// text window), as `PRINT` to E: does.
pub(super) fn put(ram: &mut dyn Ram, byte: u8) -> Result<(), ScreenError> {
    let rows = text_rows(ram);
    if ram.peek(ROWCRS) >= rows || ram.peek_word(COLCRS) >= COLUMNS {
        // The cursor goes home, so what is printed next (BASIC's error message) shows
        // (`position_out_of_range`, `plot_out_of_range`: the message on the row after the
        // last output's first row).
        hide_cursor(ram);
        let left = ram.peek(LMARGN);
        set_cursor(ram, 0, left);
        show_cursor(ram);
        return Err(ScreenError::CursorOutOfRange);
    }
    hide_cursor(ram);
    // Every operation starts by remembering where the cursor was: DRAWTO draws from there.
    let (row, col) = cursor(ram);
    ram.poke(OLDROW, row);
    ram.poke_word(OLDCOL, u16::from(col));
    // ESC shows any control code as its glyph except EOL, which always ends the line
    // (`escape_controls`: ESC EOL starts the next line).
    let literal = byte != 155 && (ram.peek(ESCFLG) != 0 || ram.peek(DSPFLG) != 0);
    ram.poke(ESCFLG, 0);
    if literal {
        print_glyph(ram, byte);
    } else {
        match byte {
            27 => ram.poke(ESCFLG, 0x80),
            28 => cursor_up(ram),
            29 => cursor_down(ram),
            30 => cursor_left(ram),
            31 => cursor_right(ram),
            125 => {
                // `clear` shows the cursor itself.
                clear(ram);
                return Ok(());
            }
            126 => backspace(ram),
            127 => tab(ram),
            155 => end_of_line(ram),
            156 => delete_line(ram),
            157 => insert_line(ram),
            158 => set_tab(ram, false),
            159 => set_tab(ram, true),
            // The bell sounds on the console speaker; the screen does not change.
            253 => {}
            254 => delete_char(ram),
            255 => insert_char(ram),
            _ => print_glyph(ram, byte),
        }
    }
    show_cursor(ram);
    Ok(())
}

/// Rows of the text area (24, or a split screen's 4).
fn text_rows(ram: &dyn Ram) -> u8 {
    match ram.peek(BOTSCR) {
        0 => ROWS,
        n => n.min(ROWS),
    }
}

fn cursor(ram: &dyn Ram) -> (u8, u8) {
    (ram.peek(ROWCRS), ram.peek_word(COLCRS) as u8)
}

fn set_cursor(ram: &mut dyn Ram, row: u8, col: u8) {
    ram.poke(ROWCRS, row);
    ram.poke_word(COLCRS, u16::from(col));
}

fn cell(ram: &dyn Ram, row: u8, col: u8) -> u16 {
    ram.peek_word(SAVMSC)
        .wrapping_add(u16::from(row) * COLUMNS + u16::from(col))
}

/// Puts back the byte the cursor's inverse cell hid.
pub(super) fn hide_cursor(ram: &mut dyn Ram) {
    let at = ram.peek_word(OLDADR);
    let old = ram.peek(OLDCHR);
    ram.poke(at, old);
}

/// Remembers the cell under the cursor and, unless CRSINH is set, inverts it.
pub(super) fn show_cursor(ram: &mut dyn Ram) {
    let (row, col) = cursor(ram);
    let at = cell(ram, row, col);
    let old = ram.peek(at);
    ram.poke_word(OLDADR, at);
    ram.poke(OLDCHR, old);
    if ram.peek(CRSINH) == 0 {
        ram.poke(at, old ^ 0x80);
    }
}

/// Whether `row` starts a logical line.
fn starts_line(ram: &dyn Ram, row: u8) -> bool {
    let byte = ram.peek(LOGMAP + u16::from(row / 8));
    byte & (0x80 >> (row % 8)) != 0
}

fn mark_start(ram: &mut dyn Ram, row: u8, start: bool) {
    let at = LOGMAP + u16::from(row / 8);
    let bit = 0x80 >> (row % 8);
    let byte = ram.peek(at);
    ram.poke(at, if start { byte | bit } else { byte & !bit });
}

/// The first row of the logical line `row` belongs to.
fn line_start(ram: &dyn Ram, row: u8) -> u8 {
    let mut r = row;
    while r > 0 && !starts_line(ram, r) {
        r -= 1;
    }
    r
}

/// The last row of the logical line `row` belongs to.
fn line_end(ram: &dyn Ram, row: u8) -> u8 {
    let rows = text_rows(ram);
    let mut r = row;
    while r + 1 < rows && !starts_line(ram, r + 1) {
        r += 1;
    }
    r
}

fn print_glyph(ram: &mut dyn Ram, byte: u8) {
    let (row, col) = cursor(ram);
    let at = cell(ram, row, col);
    ram.poke(at, atascii_to_internal(byte));
    advance(ram);
}

/// Moves the cursor one cell on, past the right margin to the next row (see the module's
/// rules on logical lines).
fn advance(ram: &mut dyn Ram) {
    let (row, col) = cursor(ram);
    let right = ram.peek(RMARGN);
    if col < right && col + 1 < COLUMNS as u8 {
        set_cursor(ram, row, col + 1);
        return;
    }
    let left = ram.peek(LMARGN);
    let rows_so_far = row - line_start(ram, row) + 1;
    let extend = rows_so_far < LOGICAL_ROWS;
    let mut next = row + 1;
    if next >= text_rows(ram) {
        next -= scroll(ram);
    } else if extend && starts_line(ram, next) {
        insert_blank_row(ram, next);
    }
    if extend {
        mark_start(ram, next, false);
    } else {
        mark_start(ram, next, true);
    }
    set_cursor(ram, next, left);
}

/// EOL: the left margin of the row after the logical line.
fn end_of_line(ram: &mut dyn Ram) {
    let (row, _) = cursor(ram);
    let mut next = line_end(ram, row) + 1;
    if next >= text_rows(ram) {
        next -= scroll(ram);
    }
    let left = ram.peek(LMARGN);
    set_cursor(ram, next, left);
}

/// Scrolls the top logical line off the screen; gives how many rows it had.
fn scroll(ram: &mut dyn Ram) -> u8 {
    let rows = line_end(ram, 0) + 1;
    remove_rows(ram, 0, rows);
    rows
}

/// Removes `count` rows at `from`, moving the rows below up; blank rows, each its own
/// logical line, come in at the bottom.
fn remove_rows(ram: &mut dyn Ram, from: u8, count: u8) {
    let total = text_rows(ram);
    if from >= total {
        return;
    }
    let kept = total.saturating_sub(from).saturating_sub(count);
    ram.copy(
        cell(ram, from.saturating_add(count), 0),
        cell(ram, from, 0),
        u16::from(kept) * COLUMNS,
    );
    let gone = total - from - kept;
    ram.fill(cell(ram, from + kept, 0), u16::from(gone) * COLUMNS, 0);
    for row in from..total {
        let source = row.saturating_add(count);
        let start = source >= total || starts_line(ram, source);
        mark_start(ram, row, start);
    }
}

/// Inserts a blank row at `at`, a logical line of its own, pushing the rows below down (the
/// bottom row is lost).
fn insert_blank_row(ram: &mut dyn Ram, at: u8) {
    let total = text_rows(ram);
    if at >= total {
        return;
    }
    let moved = total - at - 1;
    ram.copy(
        cell(ram, at, 0),
        cell(ram, at + 1, 0),
        u16::from(moved) * COLUMNS,
    );
    for row in (at + 1..total).rev() {
        let start = starts_line(ram, row - 1);
        mark_start(ram, row, start);
    }
    ram.fill(cell(ram, at, 0), COLUMNS, 0);
    mark_start(ram, at, true);
}

fn cursor_up(ram: &mut dyn Ram) {
    let (row, col) = cursor(ram);
    let row = if row == 0 {
        text_rows(ram) - 1
    } else {
        row - 1
    };
    set_cursor(ram, row, col);
}

fn cursor_down(ram: &mut dyn Ram) {
    let (row, col) = cursor(ram);
    let row = if row + 1 >= text_rows(ram) {
        0
    } else {
        row + 1
    };
    set_cursor(ram, row, col);
}

fn cursor_left(ram: &mut dyn Ram) {
    let (row, col) = cursor(ram);
    let (left, right) = (ram.peek(LMARGN), ram.peek(RMARGN));
    let col = if col <= left { right } else { col - 1 };
    set_cursor(ram, row, col);
}

fn cursor_right(ram: &mut dyn Ram) {
    let (row, col) = cursor(ram);
    let (left, right) = (ram.peek(LMARGN), ram.peek(RMARGN));
    let col = if col >= right { left } else { col + 1 };
    set_cursor(ram, row, col);
}

/// Backspace: back one cell (to the previous row of the same logical line at the left
/// margin) and blank it; nothing at the start of a logical line.
fn backspace(ram: &mut dyn Ram) {
    let (row, col) = cursor(ram);
    let (left, right) = (ram.peek(LMARGN), ram.peek(RMARGN));
    let (row, col) = if col > left {
        (row, col - 1)
    } else if row > 0 && !starts_line(ram, row) {
        (row - 1, right)
    } else {
        return;
    };
    set_cursor(ram, row, col);
    let at = cell(ram, row, col);
    ram.poke(at, 0);
}

/// The cursor's place in its logical line, counted as TABMAP counts: 40 per row.
fn logical_column(ram: &dyn Ram) -> u16 {
    let (row, col) = cursor(ram);
    u16::from(row - line_start(ram, row)) * COLUMNS + u16::from(col)
}

fn tab_bit(column: u16) -> (u16, u8) {
    (TABMAP + column / 8, 0x80 >> (column % 8))
}

/// TAB: on to the next tab stop of the logical line, moving as printing does.
fn tab(ram: &mut dyn Ram) {
    // At most a whole logical line's worth of cells.
    for _ in 0..u16::from(LOGICAL_ROWS) * COLUMNS {
        let (row, _) = cursor(ram);
        let rows_before = row - line_start(ram, row);
        advance(ram);
        let (new_row, _) = cursor(ram);
        let column = logical_column(ram);
        if starts_line(ram, new_row) && rows_before + 1 >= LOGICAL_ROWS {
            return;
        }
        let (at, bit) = tab_bit(column);
        if column < 120 && ram.peek(at) & bit != 0 {
            return;
        }
    }
}

fn set_tab(ram: &mut dyn Ram, on: bool) {
    let column = logical_column(ram);
    if column >= 120 {
        return;
    }
    let (at, bit) = tab_bit(column);
    let byte = ram.peek(at);
    ram.poke(at, if on { byte | bit } else { byte & !bit });
}

/// Deletes the logical line under the cursor; the lines below move up.
fn delete_line(ram: &mut dyn Ram) {
    let (row, _) = cursor(ram);
    let start = line_start(ram, row);
    let count = line_end(ram, row) - start + 1;
    remove_rows(ram, start, count);
    let left = ram.peek(LMARGN);
    set_cursor(ram, start, left);
}

/// Inserts a blank line at the cursor's row.
fn insert_line(ram: &mut dyn Ram) {
    let (row, _) = cursor(ram);
    insert_blank_row(ram, row);
    let left = ram.peek(LMARGN);
    set_cursor(ram, row, left);
}

/// The cells of the cursor's logical line from the cursor on, between the margins.
fn cells_from_cursor(ram: &dyn Ram) -> Vec<u16> {
    let (row, col) = cursor(ram);
    let (left, right) = (ram.peek(LMARGN), ram.peek(RMARGN));
    let end = line_end(ram, row);
    let mut cells = Vec::new();
    for r in row..=end {
        let first = if r == row { col } else { left };
        for c in first..=right.min(COLUMNS as u8 - 1) {
            cells.push(cell(ram, r, c));
        }
    }
    cells
}

/// Deletes the character under the cursor: the rest of the logical line moves left.
fn delete_char(ram: &mut dyn Ram) {
    let cells = cells_from_cursor(ram);
    for pair in cells.windows(2) {
        let value = ram.peek(pair[1]);
        ram.poke(pair[0], value);
    }
    if let Some(&last) = cells.last() {
        ram.poke(last, 0);
    }
}

/// Inserts a blank at the cursor: the rest of the logical line moves right, its last
/// character falls off.
fn insert_char(ram: &mut dyn Ram) {
    let cells = cells_from_cursor(ram);
    for pair in cells.windows(2).rev() {
        let value = ram.peek(pair[0]);
        ram.poke(pair[1], value);
    }
    if let Some(&first) = cells.first() {
        ram.poke(first, 0);
    }
}
