//! The IBM PC's text screen in SCREEN 0 as GW-BASIC drives it: 25 rows of 40 or 80
//! character+attribute byte pairs, the video page at segment &HB800 that programs PEEK and
//! POKE, with the cursor, the scroll window of VIEW PRINT and the function-key line on row 25.
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987): CLS, COLOR, CSRLIN, KEY, LOCATE, POS,
//! SCREEN function, VIEW PRINT, WIDTH, and Appendix on ASCII control codes on the screen
//! (7 beep, 9 tab, 10 line feed, 11 home, 12 form feed, 13 carriage return, 28-31 cursor
//! right/left/up/down); IBM PC Technical Reference (the colour adapter's page at B800:0, a
//! character byte then an attribute byte per cell); the 8086 source of GW-BASIC
//! (`microsoft/GW-BASIC`, SCNDRV.ASM: the cursor waits after the last column until the next
//! character, so filling the bottom-right cell does not scroll). Where these are silent the
//! recorded runs of real GW-BASIC 3.23 (`conformance/gw/pcbasic-suite`) decide, cited at
//! the rule.

mod cells;
mod editor;
pub mod font;
mod keyline;
mod marks;
pub mod pixels;
#[cfg(test)]
mod tests;
pub mod view;

pub use cells::CellOp;
pub use keyline::{default_keys, shown as key_glyph};
pub use marks::Marks;

/// Rows on the screen, the function-key line included.
pub const ROWS: usize = 25;
/// The furthest row from 0 the cursor reaches past the page (GW-BASIC keeps the row in a
/// byte; rows past the page are reached only a full row at a time).
const LAST_ROW: usize = 254;
/// The segment of the colour adapter's text page (`DEF SEG=&HB800`).
pub const SEGMENT: u16 = 0xb800;
/// The byte GW-BASIC leaves on the page after `Ok` and after a message that ends a run
/// (`Break in 110`, `Undefined line number`): every recorded page of GW-BASIC 3.23 in
/// `conformance/gw/pcbasic-suite` reads 255 in the cell after them (AUTO,
/// CONT_after_STOP_in_error_trap, dot_linenumber_empty_program), but not after the break
/// at an INPUT (ctrl-c_on_INPUT). It shows as a blank.
pub const PROMPT_MARK: u8 = 0xff;
/// The attribute of light grey on black (`COLOR 7,0`), the screen's colours at start.
pub const GREY_ON_BLACK: u8 = 0x07;

/// Bytes of video memory at B800:0 (the CGA's 16K, which the real GW-BASIC 3.23 in
/// DOSBox shows as 32K: PEEK up to &H7FFF reads blanks in grey, past it other memory).
const VIDEO_BYTES: usize = 0x8000;

/// The SCREEN 0 text page, its cursor and its windows.
#[derive(Clone, Debug)]
pub struct TextScreen {
    /// Character and attribute bytes, row by row (`width * 2` bytes a row), as at B800:0,
    /// and the video memory after the page.
    page: [u8; VIDEO_BYTES],
    width: usize,
    /// Cells a row takes in memory: the width, but 80 after `WIDTH "SCRN:",40` in 40
    /// columns (see [`TextScreen::set_device_width`]).
    stride: usize,
    /// The logical line width (GW's LINLEN): the width unless `WIDTH #n` of a `SCRN:`
    /// file set another, 1 to 255. Below the width a row ends there; above it the row
    /// never runs on and characters past the last column take that column again.
    linlen: usize,
    /// The width a `SCRN:` file gets when it is opened (GIOSCN.ASM WDTFLG: the screen's
    /// 80 at start, then what `WIDTH "SCRN:",n` set; WIDTH alone leaves it).
    scrn_width: usize,
    /// The cursor: row from 0 and column from 0; the column may equal the width when a
    /// character was put in the last column (the cursor waits there).
    row: usize,
    col: usize,
    /// The attribute new characters get (COLOR).
    pub attr: u8,
    /// A graphics mode's shown page, summarised for a terminal (`pixels.rs`): the cells of
    /// the page that hold no character show it. None in SCREEN 0.
    pub pixels: Option<Box<pixels::PixelCells>>,
    /// The scroll window's first and last rows, from 0 (VIEW PRINT; rows 1-24 at start).
    top: usize,
    bottom: usize,
    /// Whether a `VIEW PRINT top TO bottom` set a window since the last bare VIEW PRINT:
    /// LOCATE then refuses row 25 even after WIDTH or SCREEN 0 gave the full screen back
    /// (real GW-BASIC 3.23, see [`TextScreen::row_allowed`]).
    window_set: bool,
    /// Whether row 25 shows the function keys (KEY ON).
    key_line: bool,
    /// The function keys' texts (KEY n, "text").
    keys: [Vec<u8>; 10],
    /// How each row goes on into the next one: the rows of one logical line, which the
    /// screen editor reads back as one line (see `editor.rs`).
    links: [Link; ROWS],
    /// Each row's terminator column (SCNDRV.ASM's line terminator table, LINTTB): how many
    /// columns from the left hold data written there, blanks printed or typed included.
    /// The screen editor reads a line up to it, not to its last non-blank.
    ends: [u8; ROWS],
    /// Rows the prompt's mark was put on (the TRMNUL bit of SCNDRV.ASM's LINTTB, set by
    /// CTLEDT when the editor function 255 is printed): the next line input that starts on
    /// such a row still holding a 255 clears it first ([`TextScreen::clear_marked_row`]).
    marked: [bool; ROWS],
    /// How many times the whole window scrolled up: the screen editor follows the row its
    /// line started on.
    scrolls: u32,
    /// The flag a printed tab tests (SCNDRV.ASM `LTAB`, F_INST): set, the tab prints blanks
    /// (LTABIL) and clears it; clear, it passes over cells (LTABL). The real GW-BASIC 3.23
    /// sets it whenever `CHR$(9)` is evaluated ([`TextScreen::arm_tab`]); the control codes
    /// of SCNDRV.ASM's CTLITB clear it, Ctrl-R toggles it.
    tab_blanks: bool,
    /// Code 255 printed does nothing: no cell written, the cursor where it was (the real
    /// GW-BASIC 3.23 in the CGA's graphics modes, SCREEN 1 and 2; in SCREEN 0, 7, 8 and 9
    /// it is a character as any other). Set by the graphics layer.
    drops_255: bool,
    /// The active page (`SCREEN ,,apage`): the one characters are written to and read
    /// from, from 0.
    apage: usize,
    /// The visible page (`SCREEN ,,,vpage`): the one the BIOS scrolls and the terminal
    /// shows.
    vpage: usize,
    /// Whether a graphics viewport (VIEW in SCREEN 1 or 2) is set: a printed form feed
    /// then clears the viewport only and leaves the cursor nowhere (see `lost`).
    graphics_view: bool,
    /// The cursor after a form feed printed under a graphics viewport: on row 0 (CSRLIN
    /// 0), above the page, where text is not seen and line ends and cursor moves leave it
    /// (see [`TextScreen::put_lost`]); a home, LOCATE or a clear brings it back.
    lost: bool,
    /// Its column 0 (POS 0) until the first character (see [`TextScreen::lost_column`]).
    no_col: bool,
    /// The cell operations kept for a graphics mode's pixels (`cells.rs`).
    cell_ops: std::collections::VecDeque<CellOp>,
    /// Whether they are kept.
    log_cells: bool,
}

/// How a row goes on into the row below it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Link {
    /// The row ends its logical line.
    #[default]
    None,
    /// Text ran past the last column into the next row.
    Wrap,
    /// A typed line feed (Ctrl-J) went on to the next row within the same line.
    LineFeed,
}

impl Default for TextScreen {
    fn default() -> Self {
        Self::new()
    }
}

impl TextScreen {
    /// The screen as GW-BASIC starts: 80 columns, cleared, and the key line off. The
    /// User's Guide has KEY ON at start, but every recorded screen of GW-BASIC 3.23
    /// (pcbasic-suite, GW-BASIC started with the program named on its command line) has
    /// an empty row 25 without a KEY OFF (PRINT_bottom_right_no_scroll), and LOCATE 25
    /// works there until a KEY ON (LOCATE); recordings win.
    pub fn new() -> Self {
        let mut s = Self {
            page: [0; VIDEO_BYTES],
            width: 80,
            stride: 80,
            linlen: 80,
            scrn_width: 80,
            row: 0,
            col: 0,
            attr: GREY_ON_BLACK,
            pixels: None,
            top: 0,
            bottom: ROWS - 2,
            window_set: false,
            key_line: false,
            keys: default_keys(),
            links: [Link::None; ROWS],
            ends: [0; ROWS],
            marked: [false; ROWS],
            scrolls: 0,
            cell_ops: std::collections::VecDeque::new(),
            log_cells: false,
            graphics_view: false,
            lost: false,
            no_col: false,
            tab_blanks: false,
            drops_255: false,
            apage: 0,
            vpage: 0,
        };
        for cell in s.page.chunks_exact_mut(2) {
            cell[0] = b' ';
            cell[1] = GREY_ON_BLACK;
        }
        s.draw_key_line();
        s
    }

    /// The width in columns (40 or 80).
    pub fn width(&self) -> usize {
        self.width
    }

    /// The cursor row, from 1 (CSRLIN). A cursor waiting after the last column counts as
    /// on the next row, unless it waits on row 24 or below, where the next character
    /// scrolls instead (GWSTS.ASM `GTLINE`: "Scroll always occurs on line LINCNT-1"; the
    /// real GW-BASIC 3.23 gives 16 at the bottom of `VIEW PRINT 5 TO 15` too).
    pub fn csrlin(&self) -> usize {
        if self.lost {
            return usize::from(self.waits_at_edge());
        }
        if self.waits_at_edge() && self.row + 1 < ROWS - 1 {
            self.row + 2
        } else {
            self.row + 1
        }
    }

    /// The cursor column, from 1 (POS); a cursor waiting after the last column is at the
    /// start of the next row: 1 (the real GW-BASIC 3.23: 80 characters then `POS(0)` is 1,
    /// and LOCATE's omitted column after them is 1).
    pub fn pos(&self) -> usize {
        if self.no_col {
            0
        } else if self.waits_at_edge() {
            1
        } else {
            self.col + 1
        }
    }

    /// The cursor column from 0 as the cursor stands, `width` when it waits after the
    /// last column (the column PRINT's zones and fitting count from).
    pub fn column(&self) -> usize {
        self.col
    }

    /// Tells the screen whether a graphics viewport is set (VIEW in a graphics mode),
    /// which changes what a printed form feed does (see `lost`).
    pub fn set_graphics_view(&mut self, on: bool) {
        self.graphics_view = on;
    }

    /// Whether the cursor is nowhere with no column (POS 0) after a form feed under a
    /// graphics viewport. PRINT then reads the file position as 255 (GIOSCN.ASM `SCNGPS`
    /// gives CSRX less one in a byte), so its next item, an empty string too, a comma and a
    /// TAB first end the line (GIO86.ASM `PRINT`: `LINCHK`, `COMPRT`, `TABER` call CRDO),
    /// and so does an error message (CRDONZ); SPC does not (the real GW-BASIC 3.23:
    /// `PRINT CHR$(12);"X"` under `VIEW (40,40)-(200,150)` in SCREEN 1 sends FF, CR LF, X;
    /// `PRINT CHR$(12);:PRINT SPC(5);"P"` sends FF and the blanks on the same line).
    pub fn lost_column(&self) -> bool {
        self.no_col
    }

    /// Brings a lost cursor back (a home, LOCATE, a clear or a mode set).
    fn found(&mut self) {
        self.lost = false;
        self.no_col = false;
    }

    /// Whether the cursor waits after the last column of a full row.
    pub fn waits_at_edge(&self) -> bool {
        self.col >= self.edge()
    }

    /// The column output stops at: the last column. A `SCRN:` file narrower than the
    /// screen does not move it: GW-BASIC's LINLEN stays the screen's and the file's width
    /// only starts new rows (see [`TextScreen::glyph`]).
    fn edge(&self) -> usize {
        self.width
    }

    /// The width a `SCRN:` file opened now starts with (see `scrn_width`): a file of 80
    /// in 40 columns never runs on past column 40 (GIOSCN.ASM `SCNOPN`, `SCNOL2`).
    pub fn scrn_width(&self) -> usize {
        self.scrn_width
    }

    /// The logical line width (see `linlen`).
    pub fn line_width(&self) -> usize {
        self.linlen
    }

    /// `WIDTH #n, w` of a `SCRN:` file: the screen's logical line width (GW-BASIC's LINLEN,
    /// GWSTS.ASM `LOCATE` and SCNDRV.ASM `CHWRAP` measure against it); 0 is taken as 1.
    pub fn set_line_width(&mut self, width: usize) {
        self.linlen = width.clamp(1, 255);
    }

    /// Whether the function-key line is on.
    pub fn key_line(&self) -> bool {
        self.key_line
    }

    /// WIDTH 40 or 80: the mode is set again, so the screen is cleared and the scroll
    /// window reset (User's Guide, WIDTH). Other widths are left to the caller to refuse.
    pub fn set_width(&mut self, width: usize) {
        let width = if width <= 40 { 40 } else { 80 };
        self.linlen = width;
        if width == self.width {
            // The mode stays: only the logical width changes back (the real GW-BASIC
            // 3.23: `WIDTH 80` in 80 columns keeps the screen, after `WIDTH #2,255` on
            // `SCRN:` too; GWSTS.ASM `GWWID` calls SWIDTH only for a change).
            return;
        }
        self.width = width;
        self.reset_mode(self.bios_columns(width));
        // GWSTS.ASM `GWWID` draws row 25 again after the mode is set: with the key line
        // off it is cleared in COLOR's attribute (real GW-BASIC 3.23: `COLOR 13,1:WIDTH 80`
        // from 40 columns leaves &H1D there, the rows above in grey).
        self.draw_key_line();
    }

    /// The text mode set again at the width it has (SCREEN 0 entered anew): the video
    /// memory blanked, the window and cursor reset and row 25 drawn, as a new width does.
    pub fn reset_mode_at_width(&mut self) {
        self.linlen = self.width;
        self.reset_mode(self.width);
        self.draw_key_line();
    }

    /// `WIDTH "SCRN:",n` (GIOSCN.ASM `SCNSWD`): GW-BASIC 3.23 compares n with WDTFLG (the
    /// width the last `WIDTH "SCRN:"` set, 80 at start; WIDTH alone leaves it), not with
    /// the screen's: the same n does nothing at all, another one is kept and the screen is
    /// set up at it by SWIDTH, cleared even when it already has that width (real GW-BASIC
    /// 3.23: after `WIDTH "SCRN:",40` and `WIDTH 80`, `WIDTH "SCRN:",40` leaves 80 columns
    /// and the page as they were; after `WIDTH 40`, `WIDTH "SCRN:",40` clears the page;
    /// `WIDTH "SCRN:",80` at start changes nothing).
    pub fn set_device_width(&mut self, width: usize) {
        let width = if width <= 40 { 40 } else { 80 };
        if width == self.scrn_width {
            return;
        }
        self.linlen = width;
        self.scrn_width = width;
        let stride = self.bios_columns(width);
        self.width = width;
        self.reset_mode(stride);
        // Row 25 is drawn again after the mode is set, as by WIDTH (with the key line off:
        // cleared in COLOR's attribute, the new width's cells from where the BIOS puts row
        // 25; real GW-BASIC 3.23: `COLOR 2,3:WIDTH "SCRN:",40` leaves cells 960-999 &H32).
        self.draw_key_line();
    }

    /// Whether the BIOS lays the rows out at the width (see `bios_columns`).
    pub fn bios_rows_match(&self) -> bool {
        self.stride == self.width
    }

    /// The columns the BIOS lays the rows out by after the machine sets a text mode of
    /// `width` (GW-BASIC's SWIDTH, the OEM's part, not published): the width asked for,
    /// but when the BIOS already lays its rows out at that width the other one, so the
    /// rows of the mode set are 80 cells apart for 40 columns or 40 apart for 80 (real
    /// GW-BASIC 3.23, row 25 drawn by the mode set: `WIDTH 40:WIDTH "SCRN:",40` puts it at
    /// cell 1920 for 40 cells; `WIDTH "SCRN:",40:WIDTH 80:WIDTH "SCRN:",80` at cell 960 for
    /// 80 cells; `WIDTH 40:WIDTH "SCRN:",40:WIDTH 80` at 960; `WIDTH "SCRN:",40:WIDTH
    /// "SCRN:",80` at 1920).
    fn bios_columns(&self, width: usize) -> usize {
        match (width == self.stride, width) {
            (true, 40) => 80,
            (true, _) => 40,
            (false, w) => w,
        }
    }

    /// A new video mode: its whole memory blanked in grey on black whatever COLOR set (the
    /// BIOS clears it, the part past the page a 40-column mode shows too; real GW-BASIC
    /// 3.23: cells after `COLOR ,9:WIDTH "SCRN:",80` read attribute 7), the window the full
    /// screen, the cursor home; COLOR stays for what is written next.
    fn reset_mode(&mut self, stride: usize) {
        self.stride = stride;
        self.found();
        // A new mode shows page 0 and writes there (the real GW-BASIC 3.23: `SCREEN ,,3`
        // then `WIDTH 40` prints on page 0).
        self.apage = 0;
        self.vpage = 0;
        for cell in self.page.chunks_exact_mut(2) {
            cell[0] = b' ';
            cell[1] = GREY_ON_BLACK;
        }
        for link in &mut self.links {
            *link = Link::None;
        }
        self.ends = [0; ROWS];
        self.marked = [false; ROWS];
        self.top = 0;
        self.bottom = ROWS - 2;
        // Row 25 stays blank in grey when the key line is off (real GW-BASIC 3.23: after
        // `COLOR ,9:WIDTH "SCRN:",80` it reads attribute 7).
        if self.key_line {
            self.draw_key_line();
        }
        self.row = 0;
        self.col = 0;
    }

    /// The byte at `offset` in the video segment (PEEK with DEF SEG=&HB800). Offsets past
    /// the video memory read as 0.
    pub fn peek(&self, offset: u16) -> u8 {
        self.page.get(usize::from(offset)).copied().unwrap_or(0)
    }

    /// Stores a byte in the video segment (POKE): it shows at once.
    pub fn poke(&mut self, offset: u16, value: u8) {
        if let Some(b) = self.page.get_mut(usize::from(offset)) {
            *b = value;
        }
    }

    /// The character (or, with `attribute`, its attribute byte) at row and column from 1
    /// (the SCREEN function); `None` when either is off the screen.
    pub fn screen(&self, row: usize, col: usize, attribute: bool) -> Option<u8> {
        if !(1..=ROWS).contains(&row) || !(1..=self.width).contains(&col) {
            return None;
        }
        Some(self.page[self.offset(row - 1, col - 1) + usize::from(attribute)])
    }

    /// How many text pages the width has: 4 in 80 columns, 8 in 40 (SCREEN's apage and
    /// vpage, PCOPY; the real GW-BASIC 3.23 refuses page 4 in 80 columns with error 5).
    pub fn pages(&self) -> usize {
        if self.width > 40 {
            4
        } else {
            8
        }
    }

    /// `SCREEN ,,apage,vpage`: the pages written and shown. The cursor, the window and the
    /// line table stay one for all pages (GWRAM.ASM: NMPAGE=1, so the page-dependent
    /// variables CSRY, CSRX, LINTTB are not kept per page; the real GW-BASIC 3.23 goes on
    /// printing on a new page at the cursor the old one had). Pages past [`Self::pages`]
    /// are the caller's to refuse.
    pub fn set_pages(&mut self, active: usize, visible: usize) {
        let last = self.pages() - 1;
        self.apage = active.min(last);
        self.vpage = visible.min(last);
    }

    /// The pages a SCREEN statement that set the text mode again names: the mode set
    /// blanked the memory, and row 25 is drawn on the active page only, once it is set
    /// (the real GW-BASIC 3.23: after `SCREEN ,,2,2`, `SCREEN 0,0` leaves the key line on
    /// page 2 and page 0's row 25 blank; `SCREEN 0,1,1,0` draws it on page 1).
    pub fn set_pages_after_mode(&mut self, active: usize, visible: usize) {
        let blank = [b' ', GREY_ON_BLACK];
        let base = self.offset(ROWS - 1, 0);
        for cell in self.page[base..base + self.width * 2].chunks_exact_mut(2) {
            cell.copy_from_slice(&blank);
        }
        self.set_pages(active, visible);
        if self.key_line {
            self.draw_key_line();
        }
    }

    /// The active and visible pages.
    pub fn active_pages(&self) -> (usize, usize) {
        (self.apage, self.vpage)
    }

    /// PCOPY from, to: page `from`'s memory copied over page `to`'s.
    pub fn copy_page(&mut self, from: usize, to: usize) {
        let size = self.page_base(1);
        let (a, b) = (self.page_base(from), self.page_base(to));
        if a + size <= VIDEO_BYTES && b + size <= VIDEO_BYTES {
            self.page.copy_within(a..a + size, b);
        }
    }

    /// The character and attribute of a cell of the visible page (what a monitor shows);
    /// `None` off the screen.
    pub fn visible_cell(&self, row: usize, col: usize) -> Option<(u8, u8)> {
        if row >= ROWS || col >= self.width {
            return None;
        }
        let at = self.page_base(self.vpage) + (row * self.stride + col) * 2;
        Some((self.page[at], self.page[at + 1]))
    }

    /// CLS: the scroll window is cleared and the cursor goes to its top left (User's Guide,
    /// CLS and VIEW PRINT); the key line is drawn again.
    pub fn cls(&mut self) {
        self.cls_window();
        // SCNDRV.ASM `SCNCLR` starts with TTBINI: every row's terminator, the rows outside
        // a VIEW PRINT window too, goes back to column 0 and the end of a line, so text left
        // there is no longer read by Enter past what is typed over it (real GW-BASIC 3.23:
        // `VIEW PRINT 3 TO 9:CLS`, `VIEW PRINT`, `PRINT CSRLIN` typed over the first line
        // prints 3 and no Syntax error; 10 letters left on row 16 outside the window, a
        // digit typed over them reads the digit alone).
        self.links = [Link::None; ROWS];
        self.ends = [0; ROWS];
        self.draw_key_line();
    }

    /// CLS 2: the scroll window is cleared and the cursor goes to its top left, row 25 left
    /// as it is, the key line off too (real GW-BASIC 3.23: after `KEY OFF`, `LOCATE 25,1`,
    /// `PRINT "Z";`, `COLOR 4,5:CLS 2` row 25 still holds Z in its old attribute, where
    /// CLS and CLS 0 clear it in &H54). The terminator table stays as it was: CLS 2 is
    /// the BIOS's scroll of the window, without SCNCLR's TTBINI, so a row that held 10
    /// characters, cleared, still reads as 10 places (real GW-BASIC 3.23: `1` typed over
    /// it is line 1 of blanks; over such a row outside a `VIEW PRINT 10 TO 14` window the
    /// row's old text is read after the digit).
    pub fn cls_window(&mut self) {
        // The window is cleared in grey on COLOR's background, without blinking (the real
        // GW-BASIC 3.23: after `COLOR 18,5:CLS` every cell reads &H57; scrolling clears
        // in COLOR's own attribute).
        let attr = self.attr;
        self.attr = attr & 0x70 | GREY_ON_BLACK;
        // The window is cleared by the BIOS's scroll, which works on the visible page; the
        // key line is drawn on the active one (real GW-BASIC 3.23, `SCREEN ,,1,0:CLS`
        // blanks page 0's rows 1-24 and page 1's row 25).
        let (links, ends) = (self.links, self.ends);
        self.clear_rows_on(self.vpage, self.top, self.bottom);
        (self.links, self.ends) = (links, ends);
        self.attr = attr;
        self.found();
        self.row = self.top;
        self.col = 0;
    }

    /// VIEW PRINT top TO bottom (rows from 1), or the whole text area with `None`. Returns
    /// false (Illegal function call) for rows outside 1-24 or top after bottom. The cursor
    /// goes to the window's first row.
    pub fn view_print(&mut self, rows: Option<(usize, usize)>) -> bool {
        let (t, b) = rows.unwrap_or((1, ROWS - 1));
        if t < 1 || b > ROWS - 1 || t > b {
            return false;
        }
        self.top = t - 1;
        self.bottom = b - 1;
        self.window_set = rows.is_some();
        self.found();
        self.row = self.top;
        self.col = 0;
        true
    }

    /// Whether LOCATE may put the cursor on `row` (from 1): a row of the VIEW PRINT
    /// window, or 25 while the key line is off and no `VIEW PRINT top TO bottom` set a
    /// window since the last bare VIEW PRINT (pcbasic-suite LOCATE: `KEY ON: LOCATE 25,10`
    /// is error 5; the real GW-BASIC 3.23: after `VIEW PRINT 5 TO 15`, LOCATE 4, 16 and 25
    /// are error 5; after `VIEW PRINT 1 TO 24`, and after `VIEW PRINT 4 TO 19` followed by
    /// WIDTH 40, WIDTH 80, `SCREEN 0,0,0` or KEY ON and OFF, LOCATE 25 is error 5 too while
    /// rows 1-24 are all allowed; a bare VIEW PRINT allows it again).
    pub fn row_allowed(&self, row: usize) -> bool {
        let in_window = (self.top + 1..=self.bottom + 1).contains(&row);
        in_window || row == ROWS && !self.key_line && !self.window_set
    }

    /// Whether the SCREEN function may read `row` (from 1): a row of the VIEW PRINT
    /// window, or 25 while the key line is off, whatever the window (real GW-BASIC 3.23:
    /// after `VIEW PRINT 10 TO 15`, `SCREEN(9,1)` and `SCREEN(16,1)` are error 5 and
    /// `SCREEN(25,1)` reads the cell; with KEY ON `SCREEN(25,1)` is error 5).
    pub fn screen_row_allowed(&self, row: usize) -> bool {
        (self.top + 1..=self.bottom + 1).contains(&row) || row == ROWS && !self.key_line
    }

    /// LOCATE's move, rows and columns from 1; `None` keeps that coordinate as CSRLIN and
    /// POS read it (GWSTS.ASM `LOCATE` defaults through `GTLINE`, so after a full row the
    /// omitted row is the next one and the omitted column 1). Returns false (Illegal
    /// function call) for a place off the screen or a row [`TextScreen::row_allowed`]
    /// refuses.
    pub fn locate(&mut self, row: Option<usize>, col: Option<usize>) -> bool {
        let r = row.unwrap_or(self.csrlin());
        let c = col.unwrap_or(self.pos());
        if !self.row_allowed(r) || !(1..=self.width).contains(&c) {
            return false;
        }
        self.found();
        self.row = r - 1;
        self.col = c - 1;
        true
    }

    /// KEY ON (true) or KEY OFF: row 25 shows the keys, or is cleared; nothing happens
    /// when the line is already so (GWSTS.ASM `KEYOX`: "Brif same, do nothing", so a
    /// KEY OFF leaves what LOCATE 25 printed there).
    pub fn set_key_line(&mut self, on: bool) {
        if on == self.key_line {
            return;
        }
        self.key_line = on;
        self.draw_key_line();
        self.stop_waiting();
    }

    /// A cursor waiting past a full row goes back onto its last column, as after any
    /// routine that returns the cursor through SCNDRV.ASM `SCNPOS` (which clamps the column
    /// to LINLEN): the bell, and drawing the key line (real GW-BASIC 3.23: a full row, then
    /// `KEY ON`, and POS reads 80, the next character takes column 80 again).
    fn stop_waiting(&mut self) {
        self.col = self.col.min(self.edge() - 1);
    }

    /// KEY n, "text" (n from 1 to 10; GW keeps 15 characters).
    pub fn set_key(&mut self, n: usize, text: &[u8]) {
        if let Some(k) = self.keys.get_mut(n.wrapping_sub(1)) {
            *k = text.iter().take(15).copied().collect();
        }
        // Only a shown key line is drawn again (GWSTS.ASM `KEYS`, NODSPK).
        if self.key_line {
            self.draw_key_line();
            self.stop_waiting();
        }
    }

    /// The function keys' texts (KEY LIST).
    pub fn keys(&self) -> &[Vec<u8>; 10] {
        &self.keys
    }

    /// A new PRINT item begins (nothing of the screen's state depends on it now: a tab
    /// after a tab acts by [`TextScreen::arm_tab`]'s flag).
    pub fn new_item(&mut self) {}

    /// `CHR$(9)` was evaluated: the next tab printed writes blanks (see `tab_blanks`;
    /// the real GW-BASIC 3.23: after `Z$=CHR$(9)` or `A=LEN(CHR$(9))` one tab from
    /// column 8 blanks column 8 and stops at 9, where `STRING$(1,9)` or a variable's tab
    /// goes on to 17 leaving the cells; CHR$ of any other code does not, two CHR$(9)
    /// blank one tab only).
    pub fn arm_tab(&mut self) {
        self.tab_blanks = true;
    }

    /// The line editor is done with a line (SCNEDT.ASM `CLRFLG`): insert mode is off.
    pub fn clear_insert(&mut self) {
        self.tab_blanks = false;
    }

    /// Puts bytes on the screen as PRINT does, control codes acting.
    pub fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.put(b);
        }
    }

    /// One byte: a control code moves the cursor, anything else shows as its glyph.
    pub fn put(&mut self, b: u8) {
        if b == 255 && self.drops_255 {
            return;
        }
        // SCNDRV.ASM `CTLIRS`: the bell, home, clear and the cursor moves clear the insert
        // flag (CTLITB); LINSRT toggles it (the real GW-BASIC 3.23: CHR$(7), CHR$(28) or
        // CHR$(18) printed after `CHR$(9)` make the next tab pass over cells).
        match b {
            7 | 11 | 12 | 28..=31 => self.tab_blanks = false,
            18 => self.tab_blanks = !self.tab_blanks,
            _ => {}
        }
        // A form feed with no graphics viewport left clears and homes as ever, and a
        // home brings the cursor back (the real GW-BASIC 3.23: after the viewport's form
        // feed, `VIEW` and `PRINT CHR$(12);` read CSRLIN 1, POS 1).
        if self.lost && b != 11 && (b != 12 || self.graphics_view) {
            self.put_lost(b);
            return;
        }
        if b == 12 && self.graphics_view {
            self.lose_cursor();
            return;
        }
        match b {
            // The bell leaves a cursor waiting past a full row on its last column (SCNDRV.ASM
            // `CBEEP` returns through SCNPOS, which clamps the column to LINLEN): the next
            // character takes that column again (the real GW-BASIC 3.23).
            7 => self.stop_waiting(),
            // Through a `SCRN:` file narrower than the screen the tab is one character to
            // SCNOL2: past the file's width the row ends first, then SCNOUT's tab acts on
            // the screen's row as any tab does, to the screen's stops (GIOSCN.ASM `SCNOL2`,
            // SCNSCR; the real GW-BASIC 3.23 at `WIDTH #2,17`: a tab from column 17 goes
            // to column 25 and the character after it to the next row's start, a tab
            // from column 18 to column 9 of the next row).
            9 if self.linlen < self.width => {
                if self.col >= self.linlen {
                    self.links[self.row] = Link::None;
                    self.line_feed();
                }
                let linlen = std::mem::replace(&mut self.linlen, self.width);
                self.put(b);
                self.linlen = linlen;
            }
            9 if !std::mem::take(&mut self.tab_blanks) => self.pass_tab(),
            9 => {
                // With the flag set blanks are printed, each as a character, to the next multiple
                // of 8 (from 0), stopping at the edge; from past a full row (after printed
                // text) the first blank runs on to the next row (scrolling on the window's
                // last row, onto row 26 from row 25) and the tab goes on to column 9 there
                // (the real GW-BASIC 3.23: `STRING$(80,"x");CHR$(9);"k"` on row 10 blanks
                // columns 1-8 of row 11).
                let blanks = if self.waits_at_edge() {
                    8
                } else {
                    8 - self.col % 8
                };
                for _ in 0..blanks {
                    self.glyph(b' ');
                    if self.col >= self.edge() {
                        break;
                    }
                }
            }
            // A carriage return after a full row (the cursor waiting past the last
            // column) leaves an empty row: the row was done and the cursor had in effect
            // moved down (gw/generated s000049_wrap).
            // A printed line end ends the logical line: a PRINTed CHR$(10) does not join
            // rows as a typed Ctrl-J does (pcbasic-suite PRINT_line_feed_wrap).
            13 => {
                self.end_line_here();
                // Only a full logical line: past a width above the row's there is none
                // (pcbasic-suite SCRNWID2, widths 85 to 255).
                if self.col >= self.linlen {
                    self.line_feed();
                }
                self.line_feed();
            }
            10 => {
                self.end_line_here();
                self.line_feed();
            }
            11 => {
                self.found();
                self.row = self.top;
                self.col = 0;
            }
            12 => {
                self.cls();
                self.log_cell(CellOp::FormFeed);
            }
            28 => {
                if self.col + 1 < self.width {
                    self.col += 1;
                } else if self.row < self.bottom {
                    self.row += 1;
                    self.col = 0;
                }
            }
            // Left and up change rows only inside the window (SCNDRV.ASM `CSRREG`,
            // `CSRUP`: "NOP if outside window"; the real GW-BASIC 3.23 on rows 25 and 26).
            29 => {
                if self.col > 0 {
                    self.col = self.col.min(self.width) - 1;
                } else if self.row > self.top && self.row <= self.bottom {
                    self.row -= 1;
                    self.col = self.width - 1;
                }
            }
            30 => {
                if self.row > self.top && self.row <= self.bottom {
                    self.row -= 1;
                }
            }
            // Down does not scroll at the bottom (pcbasic-suite
            // PRINT_bottom_down_arrow_no_scroll).
            31 => {
                if self.row < self.bottom {
                    self.row += 1;
                }
            }
            _ => self.glyph(b),
        }
    }

    /// A form feed printed under a graphics viewport: the OEM clear (SCNDRV.ASM `CCLRSN`
    /// calls CLRSCN for the text, then WHOME) clears the viewport's pixels only, as CLS
    /// does there, the text and its terminators kept, and leaves the cursor at column 0 of
    /// row 0, above the page (the real GW-BASIC 3.23, SCREEN 1 and 2 under
    /// `VIEW (40,40)-(200,150)`: CSRLIN 0 and POS 0 after it; text left on row 5 still
    /// read by SCREEN; LOCATE with the row or the column omitted then Illegal function
    /// call, as row 0 and column 0 are).
    fn lose_cursor(&mut self) {
        self.log_cell(CellOp::FormFeed);
        self.lost = true;
        self.no_col = true;
        self.col = 0;
    }

    /// A byte printed while the cursor is lost (see `lost`). PRINT's items end the line
    /// first (`lost_column`), to column 0; then characters go on along row 0 unseen to
    /// its last column, where the cursor waits (CSRLIN 1, POS 1) and stays however many
    /// more come; line ends go back to its column 0 and up and down leave it on row 0,
    /// which is outside the window; right and left move along it, and a form feed loses
    /// it again (the real GW-BASIC 3.23: after the form feed, 1, 2 and 39 characters read
    /// CSRLIN 0 and POS 2, 3 and 40; 40 and 85 in 40 columns read 1 and 1; a line end
    /// then 0 and 1; right and left 0 and 2, 0 and 1; a tab POS 9; `PRINT "A","B";
    /// TAB(30);"C";` POS 31).
    fn put_lost(&mut self, b: u8) {
        if self.no_col {
            self.no_col = false;
            self.col = 0;
            // A character printed with no column (SPC, PRINT USING or WRITE, which end
            // no line first) takes the cursor to column 0 only: POS 1 after it (the real
            // GW-BASIC 3.23: `SPC(5)` after the form feed reads POS 5, `WRITE 8;` POS 2).
            if b == b'\r' || b == b'\n' || b >= 0x20 {
                return;
            }
        }
        match b {
            12 => self.lose_cursor(),
            13 | 10 => self.col = 0,
            28 => self.col = (self.col + 1).min(self.width - 1),
            29 => self.col = self.col.saturating_sub(1),
            30 | 31 | 7 => {}
            9 => {
                let next = (self.col / 8 + 1) * 8;
                self.col = next.min(self.width);
            }
            _ => self.col = (self.col + 1).min(self.width),
        }
    }

    /// A tab with the insert flag clear (SCNDRV.ASM `LTAB`, LTABL): over the cells, writing
    /// nothing, stepping before it tests, to the column after the next multiple of 8 (from
    /// column 8 to 17, from 73 to past the last column); from the last column or past it to
    /// the next row's start, or nowhere on the window's last row and below it (LTABX0; the
    /// real GW-BASIC 3.23: `CHR$(9)+CHR$(9)+"k"` from column 73 puts k in column 1 of the
    /// next row).
    fn pass_tab(&mut self) {
        let mut dh = self.col + 1;
        loop {
            if dh >= self.linlen.min(self.edge()) {
                if self.row < self.bottom {
                    self.row += 1;
                    self.col = 0;
                }
                return;
            }
            dh += 1;
            if dh.is_multiple_of(8) {
                self.col = dh.min(self.edge());
                return;
            }
        }
    }

    /// A carriage return or line feed printed inside text (`CHR$(13)`, `CHR$(10)`): to the
    /// start of the next row, scrolling at the window's bottom, and from past a full row
    /// too without the empty row a statement's own line end leaves there (the real
    /// GW-BASIC 3.23: `PRINT STRING$(80,"z");CHR$(13);"Q"` has Q on the next row, `PRINT
    /// STRING$(80,"z")` then `PRINT "Q"` one row further).
    pub fn printed_line_end(&mut self) {
        if self.lost {
            self.put_lost(b'\r');
            return;
        }
        self.end_line_here();
        self.line_feed();
    }

    /// Shows a character at the cursor and moves on; a cursor waiting past the last column
    /// first goes to the next row (scrolling at the window's bottom).
    fn glyph(&mut self, b: u8) {
        if self.linlen < self.width && self.col >= self.linlen {
            // Past a `SCRN:` file's width the row ends with CR LF before the character
            // (GIOSCN.ASM `SCNOL2`, SCNSCR: the cursor's column against the file's F_WID),
            // so the rows are lines of their own, not one logical line.
            self.links[self.row] = Link::None;
            self.line_feed();
        } else if self.col >= self.width && self.linlen > self.width && self.row <= self.bottom {
            // A logical line wider than the row: the character takes the last column
            // again (the real GW-BASIC 3.23 after `WIDTH #2,255` on `SCRN:`; pcbasic-suite
            // SCRNWID2).
            self.col = self.width - 1;
        } else if self.col >= self.edge() && self.row > self.bottom {
            // Below the window (row 25, and the rows past the page) a full row runs on to
            // the row below: the cursor goes past the page, the window scrolling once as
            // it leaves row 25 (the real GW-BASIC 3.23: `LOCATE 25,80:PRINT "Y";"Z";`
            // leaves CSRLIN 26 and POS 2 and rows 1-24 one row up; 80 more characters
            // make it 27 without scrolling).
            if self.row < ROWS {
                self.scroll_up();
            }
            self.row = (self.row + 1).min(LAST_ROW);
            self.col = 0;
        } else if self.col >= self.edge() && self.row == self.bottom && self.top == self.bottom {
            // A window of one row: the row scrolls away, and the cursor goes on one row
            // below the window, outside it, as from row 25 (SCNDRV.ASM `MKRMNL` scrolls,
            // then CSRUP cannot move up from the window's top row, and the wrap's next row
            // is the one below; real GW-BASIC 3.23: after `VIEW PRINT 10 TO 10` and 120
            // characters CSRLIN is 11, and LIST's second row of a long line shows on row 2
            // under `VIEW PRINT 1 TO 1`).
            self.scroll_up();
            self.row = (self.row + 1).min(LAST_ROW);
            self.col = 0;
        } else if self.col >= self.edge() {
            // Text that runs on joins the rows into one logical line.
            self.links[self.row] = Link::Wrap;
            self.line_feed();
        }
        // A character printed on a row keeps the row's terminator (SCNDRV.ASM `CHWRAP`
        // moves only its column): a row of older wrapped text still runs on into the next,
        // so LIST's Ctrl-E after a shorter line takes those rows out (real GW-BASIC 3.23);
        // an INPUT there reads only what was typed, bounded by LSTPOS (`Marks`).
        // A row past the page has no cells: the character shows in the page's last cell
        // (the real GW-BASIC 3.23: each character printed on row 26 lands on row 25's last
        // column, over the key line too, and PEEKs past the page read nothing new).
        let at = if self.row < ROWS {
            self.offset(self.row, self.col)
        } else {
            self.offset(ROWS - 1, self.width - 1)
        };
        self.page[at] = b;
        self.page[at + 1] = self.attr;
        let cell = if self.row < ROWS {
            (self.row, self.col)
        } else {
            (ROWS - 1, self.width - 1)
        };
        self.log_cell(CellOp::Put(cell.0, cell.1));
        self.col += 1;
        self.extend_end(self.row, self.col);
    }

    /// The cursor's row ends its logical line (a row past the page has no link).
    fn end_line_here(&mut self) {
        if let Some(link) = self.links.get_mut(self.row) {
            *link = Link::None;
        }
    }

    /// A cursor past the page (rows 26 and on, see [`TextScreen::csrlin`]) goes back onto
    /// its last row, the column kept: the screen editor works on the page's rows only.
    pub fn bring_onto_page(&mut self) {
        self.row = self.row.min(ROWS - 1);
    }

    /// Data now reaches column `cols` (counted from 1) of `row` (SCNDRV.ASM `CHWRAP`: the
    /// terminator moves to the furthest column written).
    fn extend_end(&mut self, row: usize, cols: usize) {
        if let Some(e) = self.ends.get_mut(row) {
            *e = (*e).max(cols.min(255) as u8);
        }
    }

    /// Moves to the start of the next row for a PRINT item that does not fit the rest of
    /// this one: one row down, even from a full row.
    pub fn next_row(&mut self) {
        if self.lost {
            self.put_lost(b'\r');
            return;
        }
        self.end_line_here();
        self.line_feed();
    }

    /// To the start of the next row, scrolling the window when the cursor is on its last.
    fn line_feed(&mut self) {
        self.col = 0;
        if self.row > self.bottom {
            // From row 25 the next line is the window's last row, the window scrolled
            // (the real GW-BASIC 3.23: `LOCATE 25,3:PRINT "Y"` scrolls rows 1-24 up), and
            // so from a row past the page (rows 26 to 29).
            self.scroll_up();
            self.row = self.bottom;
        } else if self.row == self.bottom {
            self.scroll_up();
        } else if self.row + 1 < ROWS {
            self.row += 1;
        }
    }

    /// The window's rows move up one; its last row is cleared in the current colours.
    /// The BIOS scrolls the visible page; the last row of the active page is cleared too
    /// (real GW-BASIC 3.23: with `SCREEN ,,1,0` a line end on row 24 scrolls page 0 and
    /// blanks row 24 of page 1, the rest of page 1 staying).
    fn scroll_up(&mut self) {
        self.scrolls = self.scrolls.wrapping_add(1);
        self.delete_row(self.top);
        if self.apage != self.vpage {
            self.clear_rows(self.bottom, self.bottom);
        }
    }

    /// Removes row `row` of the window on the visible page (the BIOS's scroll up): the
    /// rows below it move up one, the window's last row is cleared.
    fn delete_row(&mut self, row: usize) {
        self.log_cell(CellOp::Up(row, self.bottom));
        let w = self.stride * 2;
        let base = self.page_base(self.vpage);
        if row < self.bottom {
            let from = base + (row + 1) * w;
            let to = base + (self.bottom + 1) * w;
            self.page.copy_within(from..to, base + row * w);
            self.links.copy_within(row + 1..=self.bottom, row);
            self.ends.copy_within(row + 1..=self.bottom, row);
            self.marked.copy_within(row + 1..=self.bottom, row);
        }
        self.clear_rows_on(self.vpage, self.bottom, self.bottom);
    }

    /// Puts an empty row in at `row` of the window on the visible page (the BIOS's scroll
    /// down): the rows from it move down one, the window's last row is lost.
    fn insert_row(&mut self, row: usize) {
        self.log_cell(CellOp::Down(row, self.bottom));
        let w = self.stride * 2;
        let base = self.page_base(self.vpage);
        if row < self.bottom {
            let from = base + row * w;
            let to = base + self.bottom * w;
            self.page.copy_within(from..to, base + (row + 1) * w);
            self.links.copy_within(row..self.bottom, row + 1);
            self.ends.copy_within(row..self.bottom, row + 1);
            self.marked.copy_within(row..self.bottom, row + 1);
        }
        self.clear_rows_on(self.vpage, row, row);
    }

    /// The byte offset of a cell of the active page.
    fn offset(&self, row: usize, col: usize) -> usize {
        self.page_base(self.apage) + (row * self.stride + col) * 2
    }

    /// Where page `page` starts in the video memory: 4096 bytes a page in 80 columns,
    /// 2048 in 40 (the CGA's page sizes; real GW-BASIC 3.23: page 1 at &H1000, page 7 of
    /// 40 columns at &H3800).
    fn page_base(&self, page: usize) -> usize {
        page * if self.stride > 40 { 0x1000 } else { 0x800 }
    }

    /// Clears rows of the active page (characters written over them).
    fn clear_rows(&mut self, first: usize, last: usize) {
        self.clear_rows_on(self.apage, first, last);
    }

    fn clear_rows_on(&mut self, page: usize, first: usize, last: usize) {
        for link in &mut self.links[first..=last] {
            *link = Link::None;
        }
        for end in &mut self.ends[first..=last] {
            *end = 0;
        }
        for marked in &mut self.marked[first..=last] {
            *marked = false;
        }
        let w = self.stride * 2;
        let base = self.page_base(page);
        // The width's cells of each row, from where the BIOS lays the row out (see
        // `bios_columns`: 40 cells of rows 80 apart, or 80 of rows 40 apart).
        for row in first..=last {
            let start = base + row * w;
            let end = (start + self.width * 2).min(VIDEO_BYTES);
            for i in (start..end).step_by(2) {
                self.page[i] = b' ';
                self.page[i + 1] = self.attr;
            }
        }
    }

    /// Row 25 as GWSTS.ASM `KEYDSP` draws it: the keys when the key line is on, else
    /// cleared (`CLREOL`), so CLS and a new width clear what LOCATE 25 printed there.
    fn draw_key_line(&mut self) {
        if !self.key_line {
            self.clear_rows(ROWS - 1, ROWS - 1);
        } else {
            let row = keyline::render(&self.keys, self.width, self.attr);
            let base = self.offset(ROWS - 1, 0);
            for (i, (ch, attr)) in row.into_iter().enumerate() {
                self.page[base + 2 * i] = ch;
                self.page[base + 2 * i + 1] = attr;
            }
        }
        // In a graphics mode the row's glyphs are drawn as printed ones, in the foreground
        // and without the reverse video (the real GW-BASIC 3.23: KEY ON in SCREEN 1 lights
        // `1LIST` in 3, KEY OFF clears the row's pixels).
        for col in 0..self.width {
            self.log_cell(CellOp::Put(ROWS - 1, col));
        }
    }
}
