//! The screen editor's bounds of an INPUT's answer and the editing keys that move or use
//! them, as SCNDRV.ASM (GW-BASIC's screen driver) makes them: FSTPOS and LSTPOS, the first
//! and last places of the logical line being read, moved by typing (`CHWRAP`) and by the
//! cursor keys (`UPDPOS`); Ctrl-B and Ctrl-F (`BCKWRD`, `FWDWRD`), the cursor keys
//! (`WCSADV`, `WCSREG`, `WCSUP`, `WCSDWN`), Tab (`LTAB`), Ctrl-N (`LAPPND`), Del and
//! Backspace (`CDELET`, `BAKSPC`), Ctrl-E (`LTRUNC`), and reading the line back (`SCNRDL`).
//!
//! Rows are the page's, from 0; columns are GW-BASIC's, from 1 (`DH`), so that a column
//! one past the last is a cursor waiting after a full row and column 0 is "nothing yet".
//! A row's terminator column is how far data was written on it ([`TextScreen`]'s `ends`).

use super::{Link, TextScreen};

/// A row no place is on: before every row (GW's FSTLIN of 0 after `SCNBRK` and `BCKWRD`).
const BEFORE: isize = -1;
/// A row after every row (GW's LSTLIN of 255: "ignore LSTPOS").
const AFTER: isize = isize::MAX;

/// FSTPOS and LSTPOS (SCNDRV.ASM `FSTLIN`/`FSTCOL`, `LSTLIN`/`LSTCOL`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marks {
    fst_row: isize,
    fst_col: usize,
    lst_row: isize,
    lst_col: usize,
}

impl Marks {
    /// A program line typed at `Ok` (SCNMRK "Direct"): no bounds, the whole logical line.
    pub fn statement() -> Self {
        Self {
            fst_row: BEFORE,
            fst_col: 0,
            lst_row: AFTER,
            lst_col: 0,
        }
    }

    /// An INPUT's answer starting at the cursor `(row, col)` (columns from 0): FSTPOS at
    /// the cursor, LSTPOS one to the left of it (SCNDRV.ASM `SCNMK3`).
    pub fn input(row: usize, col: usize) -> Self {
        Self {
            fst_row: row as isize,
            fst_col: col + 1,
            lst_row: row as isize,
            lst_col: col,
        }
    }

    /// Whether the marks bound the line (an INPUT, not a statement).
    pub fn bounded(&self) -> bool {
        self.lst_row != AFTER || self.fst_row != BEFORE
    }

    /// The row FSTPOS is on, if it is on the page.
    pub fn first_row(&self) -> Option<usize> {
        usize::try_from(self.fst_row).ok()
    }

    /// FSTPOS's column from 0, if FSTPOS is on the page (where ESC clears an answer from).
    pub fn first_col(&self) -> Option<usize> {
        self.first_row().map(|_| self.fst_col.saturating_sub(1))
    }

    /// The whole window scrolled up `n` rows: the marks move with their rows (SCNDRV.ASM
    /// `TSTWDO`).
    pub fn scrolled(&mut self, n: usize) {
        let n = n as isize;
        if self.fst_row != BEFORE {
            self.fst_row -= n;
            if self.fst_row < 0 {
                self.fst_row = BEFORE;
            }
        }
        if self.lst_row != AFTER {
            self.lst_row -= n;
        }
    }

    fn is_fst(&self, row: usize) -> bool {
        self.fst_row == row as isize
    }

    fn is_lst(&self, row: usize) -> bool {
        self.lst_row == row as isize
    }
}

/// A place on the page: row from 0, column from 1.
type Pos = (usize, usize);

/// Why a move within the logical line stopped.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stop {
    /// At FSTPOS or LSTPOS (GW's ZF=1).
    Mark,
    /// At the line's end or the window's edge.
    End,
}

impl TextScreen {
    /// The cursor as a place (column from 1).
    fn place(&self) -> Pos {
        (self.row, self.col + 1)
    }

    fn set_place(&mut self, (row, dh): Pos) {
        self.row = row;
        self.col = dh.saturating_sub(1).min(self.width);
    }

    /// A row's terminator: its column (for a row ended by a typed line feed, the line
    /// feed's own column) and how it goes on (SCNDRV.ASM `SCNRDT`).
    fn term(&self, row: usize) -> (usize, Link) {
        let link = self.links.get(row).copied().unwrap_or(Link::None);
        let end = usize::from(self.ends.get(row).copied().unwrap_or(0));
        match link {
            Link::LineFeed => (end + 1, link),
            _ => (end, link),
        }
    }

    /// The character at a place (the last column for one past it).
    fn char_at(&self, (row, dh): Pos) -> u8 {
        self.page[self.offset(row, dh.clamp(1, self.width) - 1)]
    }

    fn csr_up(&self, row: usize) -> Option<usize> {
        if row > self.top && row <= self.bottom {
            Some(row - 1)
        } else {
            None
        }
    }

    fn csr_down(&self, row: usize) -> Option<usize> {
        (row >= self.top && row < self.bottom).then_some(row + 1)
    }

    /// One place right, to the next row's start past the last column (`CSRADV`).
    fn csr_adv(&self, (row, dh): Pos) -> Option<Pos> {
        if dh < self.width {
            return Some((row, dh + 1));
        }
        self.csr_down(row).map(|r| (r, 1))
    }

    /// One place left, to the row above's last column from the first (`CSRREG`).
    fn csr_reg(&self, (row, dh): Pos) -> Option<Pos> {
        if dh > 1 {
            return Some((row, dh - 1));
        }
        self.csr_up(row).map(|r| (r, self.width))
    }

    /// The start of the logical line holding `row`, or FSTPOS on its way (`LSTART`).
    fn gw_line_start(&self, m: &Marks, mut row: usize) -> Pos {
        loop {
            if m.is_fst(row) {
                return (row, m.fst_col);
            }
            match self.csr_up(row) {
                Some(up) if self.links[up] != Link::None => row = up,
                _ => return (row, 1),
            }
        }
    }

    /// A cursor move updates LSTPOS and FSTPOS while it stays on their logical line
    /// (`UPDPOS`).
    fn update_marks(&self, m: &mut Marks, (row, dh): Pos) {
        let left = dh.saturating_sub(1);
        let r = row as isize;
        if r == m.lst_row {
            m.lst_col = m.lst_col.max(left);
        } else if r > m.lst_row && (self.gw_line_start(m, row).0 as isize) <= m.lst_row {
            m.lst_row = r;
            m.lst_col = left;
        }
        if m.is_fst(row) && dh < m.fst_col {
            m.fst_col = dh;
        }
    }

    /// Cursor right (Ctrl-\, `WCSADV`): LSTPOS follows it even over blanks never written.
    pub fn key_right(&mut self, m: &mut Marks) {
        if let Some(p) = self.csr_adv(self.place()) {
            self.set_place(p);
            self.update_marks(m, p);
        }
    }

    /// After a move left, up or down: the marks follow a cursor that is within the row's
    /// data (`WCSRET`).
    fn moved_within(&mut self, m: &mut Marks, p: Pos) {
        self.set_place(p);
        if p.1 <= self.term(p.0).0 {
            self.update_marks(m, p);
        }
    }

    /// Cursor left (Ctrl-], `WCSREG`).
    pub fn key_left(&mut self, m: &mut Marks) {
        if let Some(p) = self.csr_reg(self.place()) {
            self.moved_within(m, p);
        }
    }

    /// Cursor up (Ctrl-^, `WCSUP`): one row within the window, the column kept.
    pub fn key_up(&mut self, m: &mut Marks) {
        let (row, dh) = self.place();
        if let Some(r) = self.csr_up(row) {
            self.moved_within(m, (r, dh));
        }
    }

    /// Cursor down (Ctrl-_, `WCSDWN`): one row within the window, never scrolling.
    pub fn key_down(&mut self, m: &mut Marks) {
        let (row, dh) = self.place();
        if let Some(r) = self.csr_down(row) {
            self.moved_within(m, (r, dh));
        }
    }

    /// Home (Ctrl-K, `WHOME`): the window's top left; the marks stay.
    pub fn key_home(&mut self) {
        self.set_place((self.top, 1));
    }

    /// Tab in overwrite mode (`LTAB`, LTABL): on to the column after the next multiple of
    /// 8; from the last column to the next row's start, or, on the window's last row, to
    /// the last column.
    pub fn key_tab(&mut self, m: &mut Marks) {
        let (row, mut dh) = self.place();
        loop {
            if dh >= self.width {
                if row >= self.bottom {
                    self.set_place((row, dh));
                    return;
                }
                let p = (row + 1, 1);
                self.set_place(p);
                self.update_marks(m, p);
                return;
            }
            dh += 1;
            if dh % 8 == 0 {
                let p = (row, dh + 1);
                self.set_place(p);
                self.update_marks(m, p);
                return;
            }
        }
    }

    /// Ctrl-N and End (`LAPPND`): after the last data of the logical line; LSTPOS follows
    /// unless the line fills its last row.
    pub fn key_append(&mut self, m: &mut Marks) {
        let last = self.logical_end(self.row);
        let (end, _) = self.term(last);
        if end < self.width {
            // WCSADV from the terminator's column; an empty row's is column 0, so the
            // cursor goes to its first column.
            let p = (last, end + 1);
            self.set_place(p);
            self.update_marks(m, p);
        } else {
            self.set_place((last, end + 1));
        }
    }

    /// Whether the character at a place is a letter or digit (`ANCHK`).
    fn in_word(&self, p: Pos) -> bool {
        self.char_at(p).is_ascii_alphanumeric()
    }

    /// One place right within the logical line (`LCSADV`); stops at LSTPOS or the end.
    fn line_adv(&self, m: &Marks, (row, dh): Pos) -> Result<Pos, (Pos, Stop)> {
        if m.is_lst(row) && dh >= m.lst_col {
            return Err(((row, dh), Stop::Mark));
        }
        let (end, link) = self.term(row);
        if link == Link::None && end <= dh {
            return Err(((row, dh), Stop::End));
        }
        match self.csr_adv((row, dh)) {
            None => Err(((row, dh), Stop::End)),
            Some(p) if end >= p.1 => Ok(p),
            Some(_) if row + 1 < self.links.len() => Ok((row + 1, 1)),
            Some(_) => Err(((row, dh), Stop::End)),
        }
    }

    /// One place left within the logical line (`LCSREG`); stops at FSTPOS or the start.
    fn line_reg(&self, m: &Marks, (row, dh): Pos) -> Result<Pos, (Pos, Stop)> {
        if m.is_fst(row) && dh <= m.fst_col {
            return Err(((row, dh), Stop::Mark));
        }
        match self.csr_reg((row, dh)) {
            None => Err(((row, dh), Stop::End)),
            Some(p) if p.0 == row => Ok(p),
            Some(p) if self.links[p.0] != Link::None => Ok(p),
            Some(_) => Err(((row, 1), Stop::End)),
        }
    }

    /// The start of the next word within the logical line (`FWDWDL`); `between` starts
    /// as though between words.
    fn next_word_in_line(&self, m: &mut Marks, mut p: Pos, between: bool) -> Result<Pos, Pos> {
        if between {
            if self.in_word(p) {
                return Ok(p);
            }
        } else if self.in_word(p) {
            // Inside a word: to its end first.
            loop {
                let (q, resumed) = self.word_step(m, p)?;
                p = q;
                if resumed || !self.in_word(p) {
                    break;
                }
            }
        }
        loop {
            let (q, resumed) = self.word_step(m, p)?;
            p = q;
            if !resumed && self.in_word(p) {
                return Ok(p);
            }
        }
    }

    /// One step of a forward word scan: the next place, and whether the scan went on past
    /// a stop there (`word_stop`); a stop that ends the scan is `Err` with its place.
    fn word_step(&self, m: &mut Marks, p: Pos) -> Result<(Pos, bool), Pos> {
        match self.line_adv(m, p) {
            Ok(q) => Ok((q, false)),
            Err((q, stop)) => self.word_stop(m, q, stop).map(|q| (q, true)).ok_or(q),
        }
    }

    /// `FWDWD3`: a scan stopped at LSTPOS with data after it on the row goes on, LSTPOS
    /// ignored from there (`FWDWD4`); any other stop ends it.
    fn word_stop(&self, m: &mut Marks, p: Pos, stop: Stop) -> Option<Pos> {
        if stop == Stop::Mark && self.term(p.0).0 > p.1 {
            m.lst_row = AFTER;
            return Some(p);
        }
        None
    }

    /// Ctrl-F (`FWDWRD`): to the start of the next word, on this logical line or on the
    /// rows below; nowhere when there is none.
    pub fn key_word_right(&mut self, m: &mut Marks) {
        let start = self.place();
        let saved = (m.lst_row, m.lst_col);
        if m.is_lst(start.0) && start.1 >= m.lst_col {
            m.lst_row = AFTER;
        }
        let mut found = self.next_word_in_line(m, start, false);
        loop {
            match found {
                Ok(p) => {
                    (m.lst_row, m.lst_col) = saved;
                    self.set_place(p);
                    self.update_marks(m, p);
                    return;
                }
                Err((row, _)) => match self.csr_down(row) {
                    Some(r) => found = self.next_word_in_line(m, (r, 1), true),
                    None => {
                        (m.lst_row, m.lst_col) = saved;
                        return;
                    }
                },
            }
        }
    }

    /// Ctrl-B (`BCKWRD`): to the start of the word before the cursor, on this logical line
    /// or the lines above; nowhere when there is none.
    pub fn key_word_left(&mut self, m: &mut Marks) {
        let start = self.place();
        // BCKWRD saves and restores the word at FSTCOL, which is FSTCOL and LSTLIN (GWRAM.ASM
        // lays out FSTLIN, FSTCOL, LSTLIN, LSTCOL): a FSTLIN it cleared stays cleared, so
        // after a Ctrl-B that went back past FSTPOS the answer is read from its logical
        // line's start, the prompt with it (real GW-BASIC 3.23: `? ` then `o`, Ctrl-B twice,
        // cursor down onto the `o`'s place and `k` reads `? k`; inpgen.py `keys`).
        let saved = (m.fst_col, m.lst_row);
        // BCKWRD compares the column with FSTLIN here (`CMP DH,BYTE PTR FSTLIN`).
        if start.1 as isize == m.fst_row && start.1 <= m.fst_col {
            m.fst_row = BEFORE;
        }
        let found = self.previous_word(m, start);
        (m.fst_col, m.lst_row) = saved;
        let p = found.unwrap_or(start);
        self.set_place(p);
        self.update_marks(m, p);
    }

    fn previous_word(&self, m: &mut Marks, mut p: Pos) -> Option<Pos> {
        // BCKWD2: back over blanks.
        loop {
            match self.line_reg(m, p) {
                Ok(q) => p = q,
                Err((q, Stop::Mark)) => {
                    m.fst_row = BEFORE;
                    p = q;
                    continue;
                }
                Err((q, Stop::End)) => {
                    // BCKWD8: the lines above, skipping empty rows.
                    let mut row = q.0;
                    loop {
                        row = self.csr_up(row)?;
                        let (end, _) = self.term(row);
                        if end != 0 {
                            p = (row, end);
                            break;
                        }
                    }
                }
            }
            if self.in_word(p) {
                break;
            }
        }
        // BCKWD5: back to the word's first character.
        loop {
            match self.line_reg(m, p) {
                Err((q, _)) => return Some(q),
                Ok(q) => {
                    if !self.in_word(q) {
                        return Some(self.csr_adv(q).unwrap_or(q));
                    }
                    p = q;
                }
            }
        }
    }

    /// Del (`CDELET`): the character at the cursor goes, the rest of the line up to its
    /// data's end closing up; on LSTPOS's row only up to LSTPOS, which moves left one, and
    /// the row's data then ends there (`CDELPH`; 3.23 cuts the terminator back to it). A row that ran on takes the next row's first
    /// character (`CDUNWP`), and a row left empty goes.
    pub fn key_delete(&mut self, m: &mut Marks) {
        let (row, dh) = self.place();
        if dh > self.width {
            return;
        }
        if self.links[row] == Link::LineFeed {
            self.delete_on_line_feed_row(m, row, dh);
        } else {
            self.close_up(m, row, dh);
        }
    }

    /// Del on a row a typed line feed ends (CDELLG, "check for LF delete"): within the
    /// row's data before its last character the rest closes up and the line feed stays;
    /// on the last character or anywhere past it the line feed goes too. The row's cells
    /// up to the cursor are then its data (blanks a cursor key passed over as well), and
    /// the next row's data comes up after them (`CDUNWP`): all of it, the row taking the
    /// next row's ending and the next row going, or as much as fits, the row running on
    /// into what is left. Real GW-BASIC 3.23 at `Ok`: `?"ab`, Ctrl-J, `cd"`, cursor up and
    /// Del on `b` prints `acd`; on the line feed `abcd`; five places past it `ab    cd`.
    fn delete_on_line_feed_row(&mut self, m: &mut Marks, row: usize, dh: usize) {
        let end = usize::from(self.ends[row]).min(self.width);
        if dh < end {
            for c in dh..end {
                let ch = self.page[self.offset(row, c)];
                self.set_cell(row, c - 1, ch);
            }
            self.set_cell(row, end - 1, b' ');
            self.ends[row] = (end - 1) as u8;
            return;
        }
        if dh == end {
            self.set_cell(row, dh - 1, b' ');
        }
        let next = row + 1;
        if next > self.bottom || next >= self.links.len() {
            self.ends[row] = (dh - 1) as u8;
            self.links[row] = Link::None;
            return;
        }
        let theirs = usize::from(self.ends[next]).min(self.width);
        let room = self.width + 1 - dh;
        let moved = theirs.min(room);
        for i in 0..moved {
            let ch = self.page[self.offset(next, i)];
            self.set_cell(row, dh - 1 + i, ch);
        }
        if theirs <= room {
            self.ends[row] = (dh - 1 + theirs) as u8;
            self.links[row] = self.links[next];
            self.delete_row(next);
            if m.lst_row > next as isize && m.lst_row != AFTER {
                m.lst_row -= 1;
            }
        } else {
            self.ends[row] = self.width as u8;
            self.links[row] = Link::Wrap;
            for _ in 0..moved {
                self.close_up(m, next, 1);
            }
        }
    }

    /// The character at `(row, dh)` goes and the line closes up (CDELPH, CDUNWP): see
    /// [`TextScreen::key_delete`]. A row a line feed ends closes up its data and keeps
    /// the line feed.
    fn close_up(&mut self, m: &mut Marks, mut row: usize, mut dh: usize) {
        loop {
            let (end, link) = self.term(row);
            let end = if link == Link::LineFeed { end - 1 } else { end };
            if dh > end {
                return;
            }
            let mut last = end;
            let clipped = m.is_lst(row) && end > m.lst_col;
            if clipped {
                last = m.lst_col;
                if dh > last {
                    return;
                }
            }
            for c in dh..last {
                let ch = self.page[self.offset(row, c)];
                self.set_cell(row, c - 1, ch);
            }
            self.set_cell(row, last - 1, b' ');
            if m.is_lst(row) && last >= m.lst_col {
                m.lst_col = m.lst_col.saturating_sub(1);
            }
            // The row's data now ends where the closing up stopped, even when it stopped
            // at LSTPOS with older text after it: that text stays on the page but is no
            // longer the row's data (real GW-BASIC 3.23: over `0123456789ABCDEF`, `ab`,
            // Backspace and Ctrl-N read `a`).
            self.ends[row] = (last - 1) as u8;
            if link != Link::Wrap || m.is_lst(row) || row >= self.bottom {
                return;
            }
            // The next row's first character comes up into the freed last column.
            let next = row + 1;
            if self.term(next).0 == 0 {
                return;
            }
            let ch = self.page[self.offset(next, 0)];
            self.set_cell(row, self.width - 1, ch);
            self.ends[row] = self.width as u8;
            if self.term(next).0 == 1 && self.links[next] == Link::None {
                // The next row held only that character: it goes.
                self.delete_row(next);
                self.links[row] = Link::None;
                if m.lst_row > next as isize && m.lst_row != AFTER {
                    m.lst_row -= 1;
                }
                return;
            }
            row = next;
            dh = 1;
        }
    }

    /// Backspace (`BAKSPC`): back one place within the line (not past FSTPOS), and Del
    /// there when that is within the row's data; past the data it only moves (real
    /// GW-BASIC 3.23: `abc`, two cursor-rights, Backspace and `X` read `abc X`).
    pub fn key_backspace(&mut self, m: &mut Marks) {
        let p = match self.line_reg(m, self.place()) {
            Ok(q) | Err((q, _)) => q,
        };
        self.set_place(p);
        // On a row a typed line feed ends, Backspace past the data still deletes there,
        // which takes the line feed out (real GW-BASIC 3.23: `abc`, Ctrl-J, Backspace and
        // `y` leave `y` in the last column of `abc`'s row and the line one row long), but
        // not on a row holding nothing but its line feed (`abc`, Ctrl-J twice, Backspace
        // and Enter end the line on the third row, as without the Backspace).
        let (end, link) = self.term(p.0);
        if p.1 <= end || link == Link::LineFeed && end > 1 {
            self.key_delete(m);
        }
    }

    /// A character was typed at the cursor `before` (after any scroll) and went to
    /// `at`: LSTPOS wraps with its row and grows to it, FSTPOS shrinks to it (`CHWRAP`,
    /// CHWRWP and CHWRP9).
    pub fn typed_at(&self, m: &mut Marks, before: usize, at: (usize, usize)) {
        let (row, col) = at;
        if row == before + 1 && m.is_lst(before) {
            m.lst_row += 1;
            m.lst_col = 0;
        }
        let dh = col + 1;
        // Typing that goes on from LSTPOS in a row's last column to the start of the row
        // it runs on into (a line a program PRINTed past column 80, whose rows are
        // already joined, so CHWRWP's wrap is not taken): LSTPOS goes on with it (real
        // GW-BASIC 3.23: 16 characters typed from column 70 of a printed 100-character
        // line are all read; a character typed after cursor-down onto that row is not;
        // difftest/gw/input/wrapgen.py).
        if row > 0
            && m.is_lst(row - 1)
            && m.lst_col >= self.width
            && dh == 1
            && self.links[row - 1] == Link::Wrap
        {
            m.lst_row += 1;
            m.lst_col = dh;
        }
        if m.is_lst(row) && dh >= m.lst_col {
            m.lst_col = dh;
        }
        if m.is_fst(row) && dh < m.fst_col {
            m.fst_col = dh;
        }
    }

    /// Insert mode opens the line up to LSTPOS on its row, which moves right one with
    /// what it bounds (SCNDRV.ASM `MVCHLN`, MVCH27).
    pub fn inserting(&self, m: &mut Marks) {
        let (row, dh) = self.place();
        if m.is_lst(row) && dh <= m.lst_col && m.lst_col < self.width {
            m.lst_col += 1;
        }
    }

    /// A typed line feed moved the cursor from LSTPOS's row to the row below: LSTPOS
    /// goes to that row's start (`LFEED`, LFED43).
    pub fn line_fed(&self, m: &mut Marks, from: usize) {
        if m.is_lst(from) && self.row == from + 1 {
            m.lst_row += 1;
            m.lst_col = 0;
        }
    }

    /// Ctrl-E (`LTRUNC`): clears from the cursor to the end of the logical line, taking
    /// out its other rows, but on LSTPOS's row it clears only to that row's end, and a
    /// later row holding LSTPOS is cleared and kept (`LCLEAR`).
    pub fn key_truncate(&mut self, m: &mut Marks) {
        let (row, col) = (self.row, self.col.min(self.width));
        let link = self.links[row];
        for c in col..self.width {
            self.set_cell(row, c, b' ');
        }
        self.ends[row] = col as u8;
        self.links[row] = Link::None;
        if m.is_lst(row) || link == Link::None {
            return;
        }
        let next = row + 1;
        loop {
            if next > self.bottom {
                return;
            }
            let link = self.links[next];
            if m.is_lst(next) {
                self.clear_rows(next, next);
                return;
            }
            self.delete_row(next);
            if m.lst_row > next as isize && m.lst_row != AFTER {
                m.lst_row -= 1;
            }
            if link == Link::None {
                return;
            }
        }
    }

    /// ESC and Ctrl-U (`LDELET`): to the start of the logical line (FSTPOS on its row),
    /// then Ctrl-E from there: an answer's first row is cleared to the row's end, and when
    /// LSTPOS is on that row the rows the line ran on to stay (real GW-BASIC 3.23).
    pub fn key_escape(&mut self, m: &mut Marks) {
        let p = self.gw_line_start(m, self.row);
        self.set_place(p);
        self.key_truncate(m);
    }

    /// The line Enter hands over (`SCNRDL`): from the start of the cursor's logical line
    /// (FSTPOS on FSTPOS's row) to its last data, or to LSTPOS when the marks bound it, at
    /// most 255 characters; a typed line feed reads as one. A statement then loses its
    /// trailing blanks and line feeds (SCNEDT.ASM `INLRET`).
    pub fn read_line(&self, m: &Marks) -> Vec<u8> {
        let mut row = self.row;
        while !m.is_fst(row) {
            match self.csr_up(row) {
                Some(up) if self.links[up] != Link::None => row = up,
                _ => break,
            }
        }
        let mut dh = if m.is_fst(row) { m.fst_col } else { 1 };
        let mut text = Vec::new();
        loop {
            let r = row as isize;
            if r > m.lst_row || r == m.lst_row && dh > m.lst_col {
                break;
            }
            let (end, link) = self.term(row);
            if link == Link::LineFeed && end == dh {
                text.push(b'\n');
            } else if end < dh {
                if link == Link::None || row + 1 >= self.links.len() {
                    break;
                }
                row += 1;
                dh = 1;
                continue;
            } else {
                text.push(self.char_at((row, dh)));
                if link == Link::None && end <= dh {
                    break;
                }
            }
            if text.len() >= 255 {
                break;
            }
            match self.csr_adv((row, dh)) {
                Some(p) => (row, dh) = p,
                None => {
                    // The window's last place: the character read is not kept (SCRDXZ).
                    text.pop();
                    break;
                }
            }
        }
        if !m.bounded() {
            while matches!(text.last(), Some(b' ' | b'\n')) {
                text.pop();
            }
        }
        text
    }
}
