//! The page as GW-BASIC's full-screen editor changes it: typing over or into a logical line
//! (rows joined where text ran past the last column, or by a typed Ctrl-J), the cursor keys,
//! ESC, Ctrl-End, Backspace and Delete, and reading a logical line back as one line of text.
//! The key loop that drives these is the interpreter's (`exec/inlin.rs`).
//!
//! Sources: GW-BASIC User's Guide, chapter 5 ("The GW-BASIC Screen Editor": the logical
//! line, Ctrl-J, ESC, Ctrl-End, the cursor keys, Insert and Delete); the 8086 source of
//! GW-BASIC (`microsoft/GW-BASIC`, SCNEDT.ASM `INLIN`/`INLRET`: the line is read back from
//! the screen, trailing blanks and line feeds dropped, then the cursor goes to the end of the
//! logical line); PC-BASIC's `display/textscreen.py` (a readable model of the same editor:
//! a typed character past the last column pushes the rows below down, ESC on an INPUT's own
//! line clears its first two rows and closes up the rest). Where they differ the recorded
//! runs of GW-BASIC 3.23 (pcbasic-suite ESC_on_INPUT_*, type_line_feed_wrap) decide.

use super::{Link, TextScreen, PROMPT_MARK, ROWS};

impl TextScreen {
    /// The cursor as row and column from 0 (the column equals the width while the cursor
    /// waits after a full row).
    pub fn cursor(&self) -> (usize, usize) {
        (self.row, self.col)
    }

    /// How many times the whole window has scrolled up (the editor follows its first row).
    pub fn scrolls(&self) -> u32 {
        self.scrolls
    }

    /// The row above the cursor no longer runs on into the cursor's row: a line the editor
    /// reads starts on the cursor's row (a prompt starts a line of its own). The editor
    /// starts here, so a cursor past the page is brought onto it first.
    ///
    /// A cursor waiting after the last column of a row that already runs on into the next
    /// (a PRINT that wrapped there earlier) is on that next row's start: CHWRAP found room
    /// on a WRAP-terminated row, so the editor starts there, and the row above is cut from
    /// it (real GW-BASIC 3.23: `LOCATE 10,1:PRINT STRING$(200,"#");:LOCATE 10,1:INPUT`
    /// with a prompt filling row 10, cursor left and `q`, reads the prompt and `q`; over a
    /// row ending its line the cursor waits and the answer is `q`).
    pub fn cut_link_above(&mut self) {
        self.bring_onto_page();
        if self.col >= self.width
            && self.row + 1 < self.links.len()
            && self.links[self.row] != Link::None
        {
            self.row += 1;
            self.col = 0;
        }
        if self.row > 0 {
            self.links[self.row - 1] = Link::None;
        }
    }

    /// Puts the prompt's mark ([`PROMPT_MARK`]) at the cursor and marks its row, as GW's
    /// `Ok` does (SCNDRV.ASM `CTLEDT`: the editor function 255 sets the row's TRMNUL bit).
    pub fn put_prompt_mark(&mut self) {
        if let Some(m) = self.marked.get_mut(self.row) {
            *m = true;
        }
        self.put(PROMPT_MARK);
    }

    /// A line input starting on a row the prompt marked that still holds a 255 clears that
    /// row first, the cursor going to its start (SCNDRV.ASM `SCNMRK`: "IF LINE IS MARKED
    /// WITH NULL", then LDELET): typing over an `Ok` the cursor came back to after Enter
    /// leaves no mark behind.
    pub fn clear_marked_row(&mut self) {
        let row = self.row;
        if !self.marked.get(row).copied().unwrap_or(false) {
            return;
        }
        let holds_mark = (0..self.width).any(|c| self.page[self.offset(row, c)] == PROMPT_MARK);
        if holds_mark {
            self.clear_rows(row, row);
            self.col = 0;
        }
    }

    /// The first row of the logical line that holds `row`.
    pub fn logical_start(&self, row: usize) -> usize {
        let mut row = row.min(self.links.len() - 1);
        while row > 0 && self.links[row - 1] != Link::None {
            row -= 1;
        }
        row
    }

    /// The last row of the logical line that holds `row`.
    pub fn logical_end(&self, row: usize) -> usize {
        let mut row = row.min(self.links.len() - 1);
        while row + 1 < self.links.len() && self.links[row] != Link::None {
            row += 1;
        }
        row
    }

    /// The character in a cell.
    fn cell(&self, row: usize, col: usize) -> u8 {
        self.page[self.offset(row, col)]
    }

    /// Puts a character in a cell in the current colours.
    pub(super) fn set_cell(&mut self, row: usize, col: usize, b: u8) {
        let at = self.offset(row, col);
        self.page[at] = b;
        self.page[at + 1] = self.attr;
        self.log_cell(super::CellOp::Put(row, col));
    }

    /// The column after the last character that is not a blank in `row` (0 for a blank row).
    fn text_end(&self, row: usize) -> usize {
        (0..self.width)
            .rev()
            .find(|&c| self.cell(row, c) != b' ')
            .map_or(0, |c| c + 1)
    }

    /// A typed character over the one at the cursor. Past the last column of a row that
    /// ends its logical line, the rows below move down to make room for the line's next row
    /// (PC-BASIC `write_char` with scrolling down); a row that already runs on is simply
    /// continued.
    pub fn type_over(&mut self, b: u8) {
        self.wrap_before_typing();
        self.set_cell(self.row, self.col, b);
        self.col += 1;
        self.extend_end(self.row, self.col);
        if self.col >= self.width && self.links[self.row] == Link::LineFeed {
            // The row's line feed is pushed past the last column: it goes on a new row
            // of its own below, the row running on into it (SCNDRV.ASM `LFWRAP`; real
            // GW-BASIC 3.23: `?"ab`, Ctrl-J, `cd"`, the cursor back to the last column of
            // the first row and `x` prints `x` then the line feed then `cd`, the page
            // holding an empty row between).
            if self.feed_row(Link::Wrap) {
                self.links[self.row] = Link::LineFeed;
            }
            return;
        }
        if self.col >= self.width && self.links[self.row] != Link::None {
            self.line_feed();
        }
    }

    /// A cursor waiting after a full row goes on to the line's next row, making it first.
    fn wrap_before_typing(&mut self) {
        if self.col < self.width {
            return;
        }
        // At the window's bottom MKRMNL scrolls up unless the line already reaches the
        // window's top (MKRMN8: CSRUP through the line's rows meets WDOTOP, no room).
        let full_window = self.row == self.bottom && self.logical_start(self.row) <= self.top;
        if self.links[self.row] == Link::None
            && (self.row > self.bottom || self.row < self.top || full_window)
        {
            // Outside the window there is no room for a next row: the character takes the
            // last column again (SCNDRV.ASM `MKRMNL` answers no room outside the window,
            // and CHWRAP's CHWRP3 writes at LINLEN; real GW-BASIC 3.23: 90 keys typed at
            // `LOCATE 25,60:LINE INPUT A$` give A$ of 21 characters and no scroll; 100 keys
            // answering INPUT in a one-row `VIEW PRINT 3 TO 3` give A$ of 78).
            self.col = self.width - 1;
            return;
        }
        if self.links[self.row] == Link::None {
            if self.row < self.bottom {
                self.insert_row(self.row + 1);
            }
            self.links[self.row] = Link::Wrap;
        }
        self.line_feed();
    }

    /// The cells of the logical line from the cursor on, in order.
    fn cells_from_cursor(&self) -> Vec<(usize, usize)> {
        let end = self.logical_end(self.row);
        let mut cells = Vec::new();
        for r in self.row..=end {
            let from = if r == self.row { self.col } else { 0 };
            cells.extend((from..self.width).map(|c| (r, c)));
        }
        cells
    }

    /// A typed character in insert mode: the line's data from the cursor to each row's
    /// terminator moves right one (SCNDRV.ASM `MKRMCH`, `MVCHLN`): cells past a row's
    /// terminator are not data and stay where they are (the moved data covers the first of
    /// them), and a cursor past its row's data inserts nothing (`MVCH30`: the character
    /// lands over what is there; real GW-BASIC 3.23: after `VIEW PRINT 5 TO 9:CLS` reset
    /// the terminators, `PRINT 1/`, Ctrl-R and `0` typed over an old row leave `0` over
    /// its tenth character). A full row's last character goes on to the line's next row
    /// (`MKRMC4`), or to a new row opened below the line's last (`MKRMNL`).
    pub fn type_insert(&mut self, b: u8) {
        self.wrap_before_typing();
        let (mut row, mut col) = (self.row, self.col);
        let mut carried: Option<u8> = None;
        while row < ROWS {
            let end = usize::from(self.ends[row]).min(self.width);
            if col >= end {
                if let Some(ch) = carried {
                    self.set_cell(row, col, ch);
                    self.extend_end(row, col + 1);
                }
                break;
            }
            let overflow = (end >= self.width).then(|| self.cell(row, self.width - 1));
            let last = end.min(self.width - 1);
            for c in (col + 1..=last).rev() {
                let ch = self.cell(row, c - 1);
                self.set_cell(row, c, ch);
            }
            if let Some(ch) = carried {
                self.set_cell(row, col, ch);
            }
            if end < self.width {
                self.ends[row] += 1;
            }
            let Some(ch) = overflow else { break };
            if self.links[row] == Link::None {
                // The line's last row was full: a new row below takes the character (none
                // at the window's bottom: it is lost).
                if row >= self.bottom || row + 1 >= ROWS {
                    break;
                }
                self.insert_row(row + 1);
                self.links[row] = Link::Wrap;
            }
            row += 1;
            col = 0;
            carried = Some(ch);
        }
        self.type_over(b);
    }

    /// Delete: the character at the cursor goes, the rest of the logical line moves left.
    pub fn delete_char(&mut self) {
        if self.col >= self.width {
            return;
        }
        let cells = self.cells_from_cursor();
        for i in 1..cells.len() {
            let (r, c) = cells[i];
            let ch = self.cell(r, c);
            self.set_cell(cells[i - 1].0, cells[i - 1].1, ch);
        }
        if let Some(&(r, c)) = cells.last() {
            self.set_cell(r, c, b' ');
        }
    }

    /// Backspace: the character left of the cursor goes, unless the cursor is at the start
    /// of its logical line or at `stop` (the end of an INPUT's prompt); then the one under
    /// the cursor does (PC-BASIC `backspace`).
    pub fn backspace(&mut self, stop: (usize, usize)) {
        let start = self.logical_start(self.row);
        let at_stop = (self.row, self.col) == stop;
        if !at_stop && (self.col > 0 || self.row > start) {
            self.cursor_left();
        }
        self.delete_char();
    }

    /// Cursor up: one row, not past the window's top.
    pub fn cursor_up(&mut self) {
        if self.row > self.top {
            self.row -= 1;
        }
    }

    /// Cursor down: one row, not past the window's bottom (no scrolling).
    pub fn cursor_down(&mut self) {
        if self.row < self.bottom {
            self.row += 1;
        }
    }

    /// Cursor right: past the last column to the start of the next row.
    pub fn cursor_right(&mut self) {
        if self.col + 1 < self.width {
            self.col += 1;
        } else if self.row < self.bottom {
            self.row += 1;
            self.col = 0;
        }
    }

    /// Cursor left: from the first column to the end of the row above; a cursor waiting
    /// after a full row goes to its last column.
    pub fn cursor_left(&mut self) {
        if self.col >= self.width {
            self.col = self.width - 1;
        } else if self.col > 0 {
            self.col -= 1;
        } else if self.row > self.top {
            self.row -= 1;
            self.col = self.width - 1;
        }
    }

    /// Home: the window's top left.
    pub fn cursor_home(&mut self) {
        self.row = self.top;
        self.col = 0;
    }

    /// Tab in overwrite mode: on to the next tab stop (every 8 columns).
    pub fn tab_stop(&mut self) {
        let next = (self.col / 8 + 1) * 8;
        if next < self.width {
            self.col = next;
        } else if self.row < self.bottom {
            self.row += 1;
            self.col = 0;
        }
    }

    /// End: after the last character of the logical line.
    pub fn to_line_end(&mut self) {
        self.row = self.logical_end(self.row);
        self.col = usize::from(self.ends[self.row]).min(self.width);
    }

    /// Enter's (and Ctrl-C's) move to the end of the logical line (SCNEDT.ASM `INLRET`,
    /// `EDTBRK`: the ^N append function): after a line that fills its last row the cursor
    /// stands on the last column, not waiting past it, so the line end that follows goes
    /// to the next row and leaves no empty one (real GW-BASIC 3.23: an INPUT answer or a
    /// typed line ending in column 80 has the next output on the row below it).
    pub fn to_line_end_for_enter(&mut self) {
        self.to_line_end();
        if self.col >= self.width {
            self.col = self.width - 1;
        }
    }

    /// Enter's move (SCNEDT.ASM `INLRET`: the ^N append function, SCNDRV.ASM `LAPPND`):
    /// from any row of the line to the end of its last row, as
    /// [`TextScreen::to_line_end_for_enter`], so what follows Enter starts on the row after
    /// the whole line (real GW-BASIC 3.23 run with the console as its output: Enter on the
    /// first row of a typed or printed line of two or three rows, or of a line a typed LF
    /// breaks, has `Syntax error` on the row after its last; run with its output redirected
    /// to a file the machine leaves the cursor on its row instead, which the screen then
    /// does not show as a person sees it).
    pub fn to_enter_row(&mut self) {
        self.to_line_end_for_enter();
    }

    /// The start of the cursor's logical line (EDIT leaves the cursor there).
    pub fn to_line_start(&mut self) {
        self.row = self.logical_start(self.row);
        self.col = 0;
    }

    /// Clears the logical line starting on `start` from column `from` (ESC): its other rows
    /// are taken out, the rows below moving up. On an INPUT's own line (`input_line`) the
    /// second row is cleared and kept (pcbasic-suite ESC_on_INPUT_prompt_row_2_lines).
    /// The cursor goes to where the clearing began.
    pub fn erase_line(&mut self, start: usize, from: usize, input_line: bool) {
        let end = self.logical_end(start);
        for c in from.min(self.width)..self.width {
            self.set_cell(start, c, b' ');
        }
        self.ends[start] = self.ends[start].min(from.min(self.width) as u8);
        let mut kept = start;
        if input_line && end > start {
            kept = start + 1;
            self.clear_rows(kept, kept);
        }
        for r in (kept + 1..=end).rev() {
            if (self.top..=self.bottom).contains(&r) {
                self.delete_row(r);
            }
        }
        for link in &mut self.links[start..=kept] {
            *link = Link::None;
        }
        self.row = start;
        self.col = from.min(self.width - 1);
    }

    /// Ctrl-End: clears from the cursor to the end of the logical line.
    pub fn erase_to_end(&mut self) {
        let (row, col) = (self.row, self.col);
        let end = self.logical_end(row);
        for c in col.min(self.width)..self.width {
            self.set_cell(row, c, b' ');
        }
        // PLINIT terminates the row at the cursor: blanks a tab passed over count.
        self.ends[row] = col.min(self.width) as u8;
        for r in (row + 1..=end).rev() {
            if (self.top..=self.bottom).contains(&r) {
                self.delete_row(r);
            }
        }
        self.links[row] = Link::None;
        self.row = row;
        self.col = col;
    }

    /// A typed Ctrl-J: the line goes on on a new row below, the rows under it moving down.
    /// With text after the cursor, that text moves to the new row and the cursor stays; at
    /// the end of the text the cursor goes to the new row. When the line already reaches
    /// the window's bottom the window scrolls up first, unless the line fills the window.
    pub fn typed_line_feed(&mut self) {
        let row = self.row;
        let col = self.col.min(self.width);
        // Text after the cursor is what the row's terminator holds (blanks printed there
        // too), or a line that goes on past a line feed: it moves down and the cursor
        // stays (the real GW-BASIC 3.23 at `Ok`: `?CSRL`, Ctrl-J, `IN` over a printed
        // `ROW 4 ` reads `?CSRLIN`; two Ctrl-Js at the start of that row move it down
        // two rows and what is typed then stays on the first).
        let goes_on = self.links[row] == Link::LineFeed && row < self.bottom;
        if col < self.text_end(row).max(usize::from(self.ends[row])) || goes_on {
            if row >= self.bottom {
                return;
            }
            let rest: Vec<u8> = (col..self.width).map(|c| self.cell(row, c)).collect();
            let old_link = self.links[row];
            self.insert_row(row + 1);
            for (i, &ch) in rest.iter().enumerate() {
                self.set_cell(row + 1, i, ch);
                self.set_cell(row, col + i, b' ');
            }
            let old_end = usize::from(self.ends[row]);
            self.ends[row + 1] = old_end.saturating_sub(col) as u8;
            self.ends[row] = col as u8;
            self.links[row + 1] = old_link;
            self.links[row] = Link::LineFeed;
            return;
        }
        // A row whose text reaches its last column has no room for the LF's terminator:
        // LFWRAP wraps the line feed onto a new row of its own, and the line goes on past
        // that one (SCNDRV.ASM `LFEED`, LFED30-LFED32; real GW-BASIC 3.23: a listed line
        // of 80 characters and a LF leaves an empty row before the text after the LF).
        if self.text_end(row).max(usize::from(self.ends[row])) >= self.width
            && !self.feed_row(Link::Wrap)
        {
            return;
        }
        self.feed_row(Link::LineFeed);
    }

    /// A new row below the cursor's, joined to it by `link`, and the cursor at its start;
    /// false (nothing done) when the line fills the window.
    fn feed_row(&mut self, link: Link) -> bool {
        if self.logical_end(self.row) >= self.bottom {
            if self.logical_start(self.row) <= self.top {
                return false;
            }
            self.scroll_up();
            self.row -= 1;
        }
        if self.row < self.bottom {
            self.insert_row(self.row + 1);
        }
        self.links[self.row] = link;
        self.line_feed();
        true
    }

    /// A line feed in a line LIST prints on the screen: the rest of the logical line is
    /// cleared and the line goes on on a new row below, joined to this one as a typed
    /// Ctrl-J joins them, so the screen editor reads (and ESC erases) both rows as one line.
    /// GW-BASIC's LIST sends each character to the screen driver, a LF preceded by a
    /// "clear to end of line" (GWLIST.ASM `LISPRT`/`LISEOL`, SCNEDT.ASM `OUTCH1`); the
    /// driver's LF is the same `LFEED` a typed Ctrl-J runs (SCNDRV.ASM), and ^E is `LTRUNC`.
    /// PC-BASIC `Console.list_line` prints it "as a wrap" too; pcbasic-suite LIST_linefeed.
    pub fn list_line_feed(&mut self) {
        self.bring_onto_page();
        self.erase_to_end();
        self.typed_line_feed();
    }

    /// The text of the logical line holding `row`, its first `skip` columns left out (an
    /// INPUT's prompt): whole rows where text ran on, a row ended by Ctrl-J up to its last
    /// character and then a line feed, trailing blanks and line feeds dropped (SCNEDT.ASM
    /// `INLRET` drops them from a statement line only). A line of one row ends at column
    /// `until` when given (an INPUT reads no further than its cursor went: PC-BASIC
    /// `get_logical_line`; pcbasic-suite INPUT_long_line, LINEINP2), blanks typed before it
    /// kept (real GW-BASIC 3.23: `LINE INPUT` of `a  ` is 3 characters).
    pub fn logical_text(&self, row: usize, skip: usize, until: Option<usize>) -> Vec<u8> {
        let start = self.logical_start(row);
        let end = self.logical_end(row);
        let mut text = Vec::new();
        for r in start..=end {
            let from = if r == start { skip.min(self.width) } else { 0 };
            let until = match (self.links[r], until) {
                // Up to the row's terminator, where LFEED put the line feed (LFED30).
                (Link::LineFeed, _) => self
                    .text_end(r)
                    .max(usize::from(self.ends[r]).min(self.width))
                    .max(from),
                (_, Some(u)) if start == end => u.clamp(from, self.width),
                _ => self.width,
            };
            text.extend((from..until).map(|c| self.cell(r, c)));
            if self.links[r] == Link::LineFeed {
                text.push(b'\n');
            }
        }
        let kept = if start == end { until } else { None };
        while kept.is_none() && matches!(text.last(), Some(b' ' | b'\n')) {
            text.pop();
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::TextScreen;

    #[test]
    fn a_line_feed_after_a_full_row_goes_on_a_row_of_its_own() {
        // SCNDRV.ASM `LFEED`'s LFWRAP (real GW-BASIC 3.23: `2000 REM` and 71 x's, a LF and
        // `more` listed leave an empty row between the x's and `more`); a row with room
        // takes the LF itself.
        let mut s = TextScreen::new();
        s.write(&[b'x'; 80]);
        s.list_line_feed();
        s.write(b"more");
        assert_eq!(s.cursor(), (2, 4));
        assert_eq!(s.cell(1, 0), b' ');
        assert_eq!(s.logical_start(2), 0);
        let mut want = vec![b'x'; 80];
        want.extend_from_slice(b"\nmore");
        assert_eq!(s.logical_text(2, 0, None), want);
        let mut s = TextScreen::new();
        s.write(&[b'y'; 79]);
        s.list_line_feed();
        s.write(b"m");
        assert_eq!(s.cursor(), (1, 1));
    }
}
