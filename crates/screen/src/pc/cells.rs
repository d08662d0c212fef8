//! What the text layer did to its cells, kept for a graphics mode: there the real machine
//! draws characters into the pixels, so a cell written takes its glyph from the video BIOS's
//! font (`font.rs`), its dots in the foreground and the rest of the cell 0 (a printed space
//! reads 0 from POINT in SCREEN 1, 2, 7 and 9, whatever COLOR says) and a scroll of the text window
//! moves the pixel rows of its text rows only (the real GW-BASIC 3.23: after `VIEW PRINT 2 TO
//! 4` two line ends on row 4 leave row 5's pixels as they were). The interpreter's graphics
//! layer takes the operations in order and applies them to its pixels.

use super::TextScreen;

/// One change to the text page's cells, in rows and columns from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellOp {
    /// A character written at (row, column): what the text layer's writers say; it is kept
    /// as the `Glyph` it wrote.
    Put(usize, usize),
    /// Code `.2` written at (row, column).
    Glyph(usize, usize, u8),
    /// Rows `top` to `bottom` moved up one, the last cleared.
    Up(usize, usize),
    /// Rows `top` to `bottom` moved down one, the first cleared.
    Down(usize, usize),
    /// A printed form feed (`CHR$(12)`, SCNDRV.ASM `CCLRSN`) cleared the screen: in a
    /// graphics mode the machine's clear-screen routine clears as CLS does.
    FormFeed,
}

/// Operations kept before the oldest are dropped: the graphics layer takes them after
/// every PRINT and before every drawing statement, so this is never reached in practice.
const KEPT: usize = 1 << 16;

impl TextScreen {
    /// Starts (or stops) keeping the cell operations, dropping any kept. A mode entered
    /// with the key line on starts with row 25's cells, which the mode's pixels show (the
    /// real GW-BASIC 3.23: `SCREEN 7` after `KEY ON` in SCREEN 9 lights `1LIST` in 15).
    pub fn keep_cell_ops(&mut self, on: bool) {
        self.cell_ops.clear();
        self.log_cells = on;
        if on && self.key_line {
            for col in 0..self.width {
                self.log_cell(CellOp::Put(super::ROWS - 1, col));
            }
        }
    }

    /// Whether printing code 255 does nothing (see `drops_255`): the mode's fact.
    pub fn set_drops_255(&mut self, on: bool) {
        self.drops_255 = on;
    }

    /// The cell operations since the last call, oldest first.
    pub fn take_cell_ops(&mut self) -> Vec<CellOp> {
        Vec::from(std::mem::take(&mut self.cell_ops))
    }

    /// The VIEW PRINT window's first and last rows, from 0.
    pub fn window_rows(&self) -> (usize, usize) {
        (self.top, self.bottom)
    }

    /// Keeps `op` when a graphics mode asked for them.
    pub(super) fn log_cell(&mut self, op: CellOp) {
        if !self.log_cells {
            return;
        }
        // A ring: the oldest goes in O(1) at the cap.
        if self.cell_ops.len() >= KEPT {
            self.cell_ops.pop_front();
        }
        let op = match op {
            CellOp::Put(r, c) => CellOp::Glyph(r, c, self.page[self.offset(r, c)]),
            op => op,
        };
        self.cell_ops.push_back(op);
    }
}
