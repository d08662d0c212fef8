//! What the text layer did to its cells, kept for a graphics mode: there the real machine
//! draws characters into the pixels, so a cell written clears its pixels to the background
//! (a printed space reads 0 from POINT in SCREEN 1, 2, 7 and 9, whatever COLOR says; the
//! glyph's dots, the video BIOS's font, are not reproduced) and a scroll of the text window
//! moves the pixel rows of its text rows only (the real GW-BASIC 3.23: after `VIEW PRINT 2 TO
//! 4` two line ends on row 4 leave row 5's pixels as they were). The interpreter's graphics
//! layer takes the operations in order and applies them to its pixels.

use super::TextScreen;

/// One change to the text page's cells, in rows and columns from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellOp {
    /// A character written at (row, column).
    Put(usize, usize),
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
    /// Starts (or stops) keeping the cell operations, dropping any kept.
    pub fn keep_cell_ops(&mut self, on: bool) {
        self.cell_ops.clear();
        self.log_cells = on;
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
        self.cell_ops.push_back(op);
    }
}
