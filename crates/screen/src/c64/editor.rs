//! The KERNAL's screen editor output (CHROUT to the screen, $E716) and the routines it
//! calls, path by path: printable characters, the control codes, quote and insert mode,
//! the 80-column logical lines of two linked rows, scrolling with the link table.
//!
//! Every state lives at its zero-page or page-2 address, as the routines keep it; a
//! comment names the routine each function follows.

use super::{C64Screen, COLOR, COLOUR_RAM, D018, HIBASE, MODE};

/// Zero page and page 2 of the editor.
const RVS: usize = 0xC7;
const INDX: usize = 0xC8;
const LSXP: usize = 0xC9;
const CRSW: usize = 0xD0;
const PNT: usize = 0xD1;
const PNTR: usize = 0xD3;
const QTSW: usize = 0xD4;
const LNMX: usize = 0xD5;
const TBLX: usize = 0xD6;
const INSRT: usize = 0xD8;
const LDTB1: u8 = 0xD9;
const USER: usize = 0xF3;
const AUTODN: usize = 0x292;
const LINTMP: usize = 0x2A5;

/// The colour codes in colour order ($E8DA).
const COLOUR_CODES: [u8; 16] = [
    0x90, 0x05, 0x1C, 0x9F, 0x9C, 0x1E, 0x1F, 0x9E, 0x81, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0x9B,
];

impl C64Screen {
    /// The line link table's entry for row `x` (zero-page indexed, as `$D9,X`).
    pub(super) fn link(&self, x: u8) -> u8 {
        self.mem[usize::from(LDTB1.wrapping_add(x))]
    }

    fn set_link(&mut self, x: u8, v: u8) {
        self.mem[usize::from(LDTB1.wrapping_add(x))] = v;
    }

    fn col(&self) -> u8 {
        self.mem[PNTR]
    }

    fn set_col(&mut self, v: u8) {
        self.mem[PNTR] = v;
    }

    fn row(&self) -> u8 {
        self.mem[TBLX]
    }

    fn set_row(&mut self, v: u8) {
        self.mem[TBLX] = v;
    }

    /// The address in (PNT) or (USER) plus `y`.
    fn at(&self, ptr: usize, y: u8) -> usize {
        let base = u16::from(self.mem[ptr]) | u16::from(self.mem[ptr + 1]) << 8;
        usize::from(base.wrapping_add(u16::from(y)))
    }

    fn put_at(&mut self, ptr: usize, y: u8, v: u8) {
        let a = self.at(ptr, y);
        self.mem[a] = if ptr == USER { v & 0x0F } else { v };
    }

    fn get_at(&self, ptr: usize, y: u8) -> u8 {
        self.mem[self.at(ptr, y)]
    }

    /// The address of screen row `x` for the line link table's page ($E9F0 with $ECF0).
    fn row_address(&self, x: u8) -> u16 {
        let low = (u16::from(x) * 40) as u8;
        let high = (self.link(x) & 3) | self.mem[usize::from(HIBASE)];
        u16::from(low) | u16::from(high) << 8
    }

    /// Fetch a screen address: PNT to row `x` ($E9F0).
    fn fetch_line(&mut self, x: u8) {
        let a = self.row_address(x);
        self.mem[PNT] = a as u8;
        self.mem[PNT + 1] = (a >> 8) as u8;
    }

    /// The colour RAM pointer for PNT ($EA24).
    fn colour_pointer(&mut self) {
        self.mem[USER] = self.mem[PNT];
        self.mem[USER + 1] = (self.mem[PNT + 1] & 3) | 0xD8;
    }

    /// Clear the screen ($E544): every row its own logical line, all cleared in the
    /// current colour (KERNAL rev. 3), the cursor home.
    pub(super) fn clear_screen(&mut self) {
        let mut y = self.mem[usize::from(HIBASE)] | 0x80;
        let mut a: u8 = 0;
        for x in 0..0x1A {
            self.set_link(x, y);
            let (n, carry) = a.overflowing_add(40);
            a = n;
            if carry {
                y = y.wrapping_add(1);
            }
        }
        self.set_link(0x1A, 0xFF);
        for x in (0..=24).rev() {
            self.clear_line(x);
        }
        self.home();
    }

    /// Home the cursor ($E566).
    pub(super) fn home(&mut self) {
        self.set_col(0);
        self.set_row(0);
        self.set_pointers();
    }

    /// Set the screen pointers for the cursor's row and column ($E56C): PNT to the first
    /// row of the logical line, the column counted from it, LNMX its last column.
    pub(super) fn set_pointers(&mut self) {
        let mut x = self.row();
        let mut a = self.col();
        while self.link(x) & 0x80 == 0 && x > 0 && x < 0x80 {
            a = a.wrapping_add(40);
            self.set_col(a);
            x -= 1;
        }
        self.fetch_line(x);
        let mut len: u8 = 39;
        x = x.wrapping_add(1);
        while self.link(x) & 0x80 == 0 && x < 0x80 {
            len = len.wrapping_add(40);
            x += 1;
        }
        self.mem[LNMX] = len;
        self.colour_pointer();
    }

    /// Clear screen row `x` in the current colour ($E9FF).
    pub(super) fn clear_line(&mut self, x: u8) {
        self.fetch_line(x);
        self.colour_pointer();
        let colour = self.mem[usize::from(COLOR)];
        for y in (0..40).rev() {
            self.put_at(USER, y, colour);
            self.put_at(PNT, y, 0x20);
        }
    }

    /// Copy the row at `from` (its link entry's page) over the row PNT points at, text and
    /// colours ($E9C8).
    fn copy_row_from(&mut self, from: u8) {
        self.colour_pointer();
        let src = self.row_address(from);
        let colour_src = (src & 0x03FF) | COLOUR_RAM;
        for y in (0..40u16).rev() {
            let c = self.mem[usize::from(src.wrapping_add(y))];
            self.put_at(PNT, y as u8, c);
            let k = self.mem[usize::from(colour_src.wrapping_add(y))];
            self.put_at(USER, y as u8, k);
        }
    }

    /// Scroll the screen up ($E8EA): again while the top row continues a logical line, so
    /// a linked line leaves the screen whole; the links move with the rows.
    pub(super) fn scroll(&mut self) {
        for _ in 0..25 {
            self.set_row(self.row().wrapping_sub(1));
            self.mem[LSXP] = self.mem[LSXP].wrapping_sub(1);
            self.mem[LINTMP] = self.mem[LINTMP].wrapping_sub(1);
            for x in 0..24 {
                self.fetch_line(x);
                self.copy_row_from(x + 1);
            }
            self.clear_line(24);
            for x in 0..24 {
                let mut a = self.link(x) & 0x7F;
                if self.link(x + 1) & 0x80 != 0 {
                    a |= 0x80;
                }
                self.set_link(x, a);
            }
            self.set_link(24, self.link(24) | 0x80);
            if self.link(0) & 0x80 != 0 {
                break;
            }
        }
        self.set_row(self.row().wrapping_add(1));
        self.mem[LINTMP] = self.mem[LINTMP].wrapping_add(1);
    }

    /// Do newline ($E87C): to the first row of the next logical line, scrolling at the
    /// bottom.
    fn newline(&mut self) {
        self.mem[LSXP] >>= 1;
        let mut x = self.row();
        for _ in 0..64 {
            x = x.wrapping_add(1);
            if x == 25 {
                self.scroll();
                x = self.row();
            }
            if self.link(x) & 0x80 != 0 {
                break;
            }
        }
        self.set_row(x);
        self.set_pointers();
    }

    /// Test for line decrement ($E8A1): at column 0 or 40 the cursor goes up a row.
    fn line_decrement(&mut self) {
        let c = self.col();
        if c == 0 || c == 40 {
            self.set_row(self.row().wrapping_sub(1));
        }
    }

    /// Test for line increment ($E8B3): at column 39 or 79 the cursor goes down a row
    /// (not past row 25). Gives the row before, as X is left.
    fn line_increment(&mut self) -> u8 {
        let c = self.col();
        if c == 39 || c == 79 {
            let x = self.row();
            if x != 25 {
                self.set_row(x + 1);
            }
            x
        } else {
            0
        }
    }

    /// Add row `x` to the logical line above ($E6DA): the row continues it, the next row
    /// starts one, LNMX grows by a row; PNT back to the line's first row.
    fn link_row(&mut self, x: u8) {
        self.set_link(x, self.link(x) & 0x7F);
        self.set_link(x.wrapping_add(1), self.link(x.wrapping_add(1)) | 0x80);
        self.mem[LNMX] = self.mem[LNMX].wrapping_add(40);
        let mut x = x;
        while self.link(x) & 0x80 == 0 {
            x = x.wrapping_sub(1);
            if x == 0 {
                break;
            }
        }
        self.fetch_line(x);
    }

    /// Open up a space on the screen ($E965/$E967): a blank row after the logical line
    /// that `x` is in, the rows below moved down (or the screen scrolled at the bottom),
    /// linked to the line.
    fn open_space(&mut self, x: u8) {
        let mut x = x;
        for _ in 0..32 {
            x = x.wrapping_add(1);
            if self.link(x) & 0x80 != 0 {
                break;
            }
        }
        self.mem[LINTMP] = x;
        if x > 24 {
            self.scroll();
            let x = self.mem[LINTMP].wrapping_sub(1);
            self.set_row(self.row().wrapping_sub(1));
            self.link_row(x);
            return;
        }
        let marker = x;
        let mut x: u8 = 25;
        loop {
            x -= 1;
            self.fetch_line(x);
            if x <= marker {
                break;
            }
            self.copy_row_from(x - 1);
        }
        self.clear_line(x);
        let mut x: u8 = 23;
        while x >= marker {
            let mut a = self.link(x + 1) & 0x7F;
            if self.link(x) & 0x80 != 0 {
                a |= 0x80;
            }
            self.set_link(x + 1, a);
            x -= 1;
            if x == 0 {
                break;
            }
        }
        self.link_row(marker);
    }

    /// Advance the cursor ($E6B6): past the last column of a one-row line the next row is
    /// linked to it (or, while keys are being typed, a row is opened for it); past the
    /// 80th column a new logical line starts.
    fn advance(&mut self) {
        let x = self.line_increment();
        let c = self.col().wrapping_add(1);
        self.set_col(c);
        let len = self.mem[LNMX];
        if len >= c {
            return;
        }
        if len == 79 {
            self.set_row(self.row().wrapping_sub(1));
            self.newline();
            self.set_col(0);
            return;
        }
        if self.mem[AUTODN] != 0 {
            self.open_space(x);
            return;
        }
        let mut x = self.row();
        if x >= 25 {
            self.scroll();
            self.set_row(self.row().wrapping_sub(1));
            x = self.row();
        }
        self.link_row(x);
    }

    /// Back onto the previous line if possible ($E701): false on the top row (the column
    /// goes to 0 and the caller stops there).
    fn back_a_line(&mut self) -> bool {
        let x = self.row();
        if x == 0 {
            self.set_col(0);
            return false;
        }
        self.set_row(x - 1);
        self.set_pointers();
        self.set_col(self.mem[LNMX]);
        true
    }

    /// Print screen code `code` in the current colour at the cursor and advance ($E693
    /// with the reverse flag, $E697 reversed).
    fn put_code(&mut self, code: u8, reversed: bool) {
        let mut code = code;
        if reversed || self.mem[RVS] != 0 {
            code |= 0x80;
        }
        if self.mem[INSRT] != 0 {
            self.mem[INSRT] -= 1;
        }
        let colour = self.mem[usize::from(COLOR)];
        self.colour_pointer();
        let y = self.col();
        self.put_at(PNT, y, code);
        self.put_at(USER, y, colour);
        self.advance();
    }

    /// The common exit ($E6A8): with inserts pending quote mode ends.
    fn finish(&mut self) {
        if self.mem[INSRT] != 0 {
            self.mem[QTSW] >>= 1;
        }
    }

    /// If `code` is a quote, toggle quote mode ($E684).
    pub(super) fn toggle_quote(&mut self, code: u8) {
        if code == 0x22 {
            self.mem[QTSW] ^= 1;
        }
    }

    /// Output [CR] ($E891): inserts, reverse and quote mode end; the cursor goes to the
    /// next logical line.
    fn carriage_return(&mut self) {
        self.mem[INSRT] = 0;
        self.mem[RVS] = 0;
        self.mem[QTSW] = 0;
        self.set_col(0);
        self.newline();
    }

    /// Set the colour code ($E8CB): a colour character sets COLOR.
    fn set_colour(&mut self, c: u8) {
        if let Some(i) = COLOUR_CODES.iter().position(|&k| k == c) {
            self.mem[usize::from(COLOR)] = i as u8;
        }
    }

    /// The character set switches ($EC44, $EC4F): 14 lower case, 142 upper case, 8 and 9
    /// lock and unlock SHIFT+C=.
    fn special(&mut self, c: u8, lower_allowed: bool) {
        let d018 = usize::from(D018);
        let mode = usize::from(MODE);
        match c {
            0x0E if lower_allowed => self.mem[d018] |= 2,
            0x8E => self.mem[d018] &= !2,
            0x08 => self.mem[mode] |= 0x80,
            0x09 => self.mem[mode] &= 0x7F,
            _ => {}
        }
    }

    /// Output a character to the screen ($E716).
    pub fn chrout(&mut self, c: u8) {
        self.mem[CRSW] = 0;
        if c & 0x80 != 0 {
            self.shifted(c);
        } else if c == 0x0D {
            self.carriage_return();
        } else if c >= 0x20 {
            let code = if c < 0x60 { c & 0x3F } else { c & 0xDF };
            self.toggle_quote(code);
            self.put_code(code, false);
        } else if self.mem[INSRT] != 0 {
            self.put_code(c, true);
        } else if c == 0x14 {
            self.delete();
        } else if self.mem[QTSW] != 0 {
            self.put_code(c, true);
        } else {
            match c {
                0x12 => self.mem[RVS] = 0x12,
                0x13 => self.home(),
                0x1D => {
                    self.cursor_right();
                    return self.finish();
                }
                0x11 => {
                    self.cursor_down();
                    return self.finish();
                }
                _ => {}
            }
            self.set_colour(c);
            self.special(c, true);
        }
        self.finish();
    }

    /// The codes 128-255 ($E7D4).
    fn shifted(&mut self, c: u8) {
        let mut c = c & 0x7F;
        if c == 0x7F {
            c = 0x5E;
        }
        if c >= 0x20 {
            self.put_code(c | 0x40, false);
            return self.finish();
        }
        if c == 0x0D {
            self.carriage_return();
            return self.finish();
        }
        if self.mem[QTSW] != 0 {
            self.put_code(c | 0x40, true);
            return self.finish();
        }
        if c == 0x14 {
            self.insert();
            return self.finish();
        }
        if self.mem[INSRT] != 0 {
            self.put_code(c | 0x40, true);
            return self.finish();
        }
        match c {
            0x11 => {
                // Cursor up ($E832).
                let x = self.row();
                if x != 0 {
                    self.set_row(x - 1);
                    let col = self.col();
                    if col >= 40 {
                        self.set_col(col - 40);
                    } else {
                        self.set_pointers();
                    }
                }
            }
            0x12 => self.mem[RVS] = 0,
            0x1D => {
                // Cursor left ($E854).
                let y = self.col();
                if y == 0 {
                    self.back_a_line();
                } else {
                    self.line_decrement();
                    self.set_col(y - 1);
                }
            }
            0x13 => self.clear_screen(),
            _ => {
                let c = c | 0x80;
                self.set_colour(c);
                self.special(c, false);
            }
        }
        self.finish();
    }

    /// [DEL] ($E74C): the rest of the logical line moves left over the character before
    /// the cursor; at column 0 the last cell of the line above is blanked.
    fn delete(&mut self) {
        let mut y = self.col();
        if y == 0 {
            if !self.back_a_line() {
                return;
            }
            y = self.mem[LNMX];
        } else {
            self.line_decrement();
            y -= 1;
            self.set_col(y);
            self.colour_pointer();
            let len = self.mem[LNMX];
            for _ in 0..256 {
                y = y.wrapping_add(1);
                let c = self.get_at(PNT, y);
                self.put_at(PNT, y.wrapping_sub(1), c);
                let k = self.get_at(USER, y);
                self.put_at(USER, y.wrapping_sub(1), k);
                if y == len {
                    break;
                }
            }
        }
        self.colour_pointer();
        self.put_at(PNT, y, 0x20);
        let colour = self.mem[usize::from(COLOR)];
        self.put_at(USER, y, colour);
    }

    /// [INST] ($E7EE): the rest of the logical line moves right (the line grows by a row
    /// when its last cell is taken), a blank at the cursor, one more insert pending.
    fn insert(&mut self) {
        let mut y = self.mem[LNMX];
        let last_blank = self.get_at(PNT, y) == 0x20;
        if !(last_blank && y != self.col()) {
            if y == 79 {
                return;
            }
            self.open_space(self.row());
        }
        y = self.mem[LNMX];
        self.colour_pointer();
        let col = self.col();
        for _ in 0..256 {
            if y == col {
                break;
            }
            y = y.wrapping_sub(1);
            let c = self.get_at(PNT, y);
            self.put_at(PNT, y.wrapping_add(1), c);
            let k = self.get_at(USER, y);
            self.put_at(USER, y.wrapping_add(1), k);
        }
        self.put_at(PNT, y, 0x20);
        let colour = self.mem[usize::from(COLOR)];
        self.put_at(USER, y, colour);
        self.mem[INSRT] = self.mem[INSRT].wrapping_add(1);
    }

    /// Cursor right ($E792): past the end of the logical line to the next one, unlinked.
    fn cursor_right(&mut self) {
        let y = self.col().wrapping_add(1);
        self.line_increment();
        self.set_col(y);
        if y.wrapping_sub(1) < self.mem[LNMX] {
            return;
        }
        self.set_row(self.row().wrapping_sub(1));
        self.newline();
        self.set_col(0);
    }

    /// Cursor down ($E7AD): a row down within the logical line, else to the next logical
    /// line at the same column of its row.
    fn cursor_down(&mut self) {
        let y = self.col().wrapping_add(40);
        self.set_row(self.row().wrapping_add(1));
        if y <= self.mem[LNMX] {
            self.set_col(y);
            return;
        }
        self.set_row(self.row().wrapping_sub(1));
        let mut a = y;
        loop {
            if a < 40 {
                break;
            }
            a -= 40;
            self.set_col(a);
            if a == 0 {
                break;
            }
        }
        self.newline();
    }

    /// The end of the typed line on the screen: the cursor's logical line from its first
    /// non-blank back ($E602), for the line input.
    pub(super) fn line_end(&mut self) -> u8 {
        let mut y = self.mem[LNMX];
        self.mem[CRSW] = y;
        loop {
            if self.get_at(PNT, y) != 0x20 {
                break;
            }
            y = y.wrapping_sub(1);
            if y == 0 {
                break;
            }
        }
        y = y.wrapping_add(1);
        self.mem[INDX] = y;
        y
    }

    /// Find the first row of the logical line the cursor is on ($E6ED from TBLX) and
    /// point PNT at it; gives the row.
    pub(super) fn line_start_row(&mut self) -> u8 {
        let mut x = self.row();
        while self.link(x) & 0x80 == 0 {
            x = x.wrapping_sub(1);
            if x == 0 {
                break;
            }
        }
        self.fetch_line(x);
        x
    }

    /// The screen code at column `y` of the line PNT points at.
    pub(super) fn code_at(&self, y: u8) -> u8 {
        self.get_at(PNT, y)
    }
}
