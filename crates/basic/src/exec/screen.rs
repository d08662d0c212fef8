//! The screen as BASIC sees it: an output buffer and the cursor column it keeps.

use ferrite_console::Console;
use ferrite_screen::pc::TextScreen;

use crate::dialect::Wrap;

/// A screen kept in the machine's memory (the C64's, `ferrite_screen::c64`): every byte
/// PRINT sends reaches its editor, the cursor's column is its own, PEEK, POKE, WAIT and SYS
/// reach its memory, and INPUT and GET read its keyboard.
pub trait Device {
    /// Sends one byte to the screen editor (a line end is 13).
    fn put(&mut self, byte: u8);
    /// The cursor's column, as POS gives it.
    fn column(&self) -> usize;
    /// A byte of memory.
    fn peek(&mut self, address: u16) -> u8;
    /// Stores a byte of memory.
    fn poke(&mut self, address: u16, value: u8);
    /// Calls a machine routine.
    fn sys(&mut self, address: u16);
    /// WAIT: false when the wait would never end (the run stops).
    fn wait(&mut self, address: u16, mask: u8, xor: u8) -> bool;
    /// A line typed through the screen editor, read back from the screen (INPUT); `None`
    /// when no more keys will come.
    fn line(&mut self) -> Option<Vec<u8>>;
    /// The next key (GET); `None` when no more keys will come.
    fn key(&mut self) -> Option<u8>;
}

/// A [`Device`] in the screen, shown by name only.
pub struct DeviceSlot(pub Box<dyn Device>);

impl std::fmt::Debug for DeviceSlot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Device")
    }
}

/// Output waiting to be written, and the column the machine believes the cursor is in.
#[derive(Debug, Default)]
pub struct Screen {
    buf: Vec<u8>,
    /// Bytes sent to the console so far (see [`Screen::shown`]).
    sent: u64,
    /// The cursor column, from 0 (it may equal the width: the cursor waits at the edge).
    pub column: usize,
    /// How long lines are broken.
    pub wrap: Wrap,
    /// Whether a bare line feed (`CHR$(10)`) is invisible, as on the C64's screen.
    pub hides_line_feed: bool,
    /// A file's line rather than the screen's: bytes pass unchanged and lines end in CR LF.
    pub crlf: bool,
    /// A file's line width from `WIDTH #` (None: GW-BASIC's 255, no width): it moves items
    /// that do not fit and places commas and TAB, but never breaks a line by itself
    /// (GW-BASIC source, GIODSK.ASM `DSKSOT` keeps only the column).
    pub file_width: Option<usize>,
    /// While a `SCRN:` file is written: its `WIDTH #` width, which a PRINT comma takes its
    /// last zone from as for any file (GIO86.ASM `PTRWDC` on the file's F_WID; 255 is
    /// none), though the text goes to the screen.
    pub screen_file_width: Option<usize>,
    /// GW-BASIC's SCREEN 0 page, kept beside the stream: every byte written to the
    /// screen lands there too (`exec::text`).
    pub text: Option<Box<TextScreen>>,
    /// The segment PEEK and POKE address (DEF SEG).
    pub segment: u16,
    /// A screen in memory that output also reaches (see [`Device`]).
    pub device: Option<DeviceSlot>,
    /// Bells (`CHR$(7)`) printed on the text page that the speaker has not sounded yet.
    pub bells: usize,
    /// A file's line (`crlf`) that is LPRINT's: its column is the printer head's as GW-BASIC
    /// 3.23 reports it (see [`printer_byte`](super::files::printer_byte)), and `edge` says the
    /// head stands at the width, where the column reads 0.
    pub printer: bool,
    /// LPRINT's head stands at the width (the line ends before the next byte).
    pub edge: bool,
    /// A `CONS:` file's line (`crlf`): its column is always 0, as GIOCON.ASM `CONGPS`
    /// answers, so commas and TAB count from the left margin; its line end reaches DOS's
    /// output as one line break, as a CR alone does (the real GW-BASIC 3.23 in DOSBox:
    /// `PRINT #1,"X"` shows one line break, `PRINT #1,CHR$(13);CHR$(10);` two).
    pub console: bool,
    /// The last character the screen was given (GWDATA.ASM `LSTCHR`, which GIOSCN.ASM
    /// `SCNOL1` keeps to drop the LF after a CR): a line end reads 10, as the LF the
    /// driver adds after the CR is the last byte through (real GW-BASIC 3.23: `PEEK(&H11F)`
    /// after `PRINT` is 10, after `PRINT 5;` 32). Cursor moves without a character (LOCATE,
    /// CLS, a row's wrap) leave it.
    pub last_shown: u8,
}

impl Screen {
    /// A screen at column 0 with the machine's line breaking.
    pub fn new(wrap: Wrap, hides_line_feed: bool) -> Self {
        Self {
            wrap,
            hides_line_feed,
            ..Self::default()
        }
    }

    /// With the PC's text page beside the stream, if the machine has one.
    pub fn with_text(mut self, text: bool) -> Self {
        if text {
            self.text = Some(Box::default());
        }
        self
    }

    /// With PEEK and POKE addressing `segment` until a DEF SEG (BASIC's data segment).
    pub fn with_segment(mut self, segment: u16) -> Self {
        self.segment = segment;
        self
    }

    /// Moves the text page and DEF SEG segment to `to` (PRINT # evaluates its items with
    /// the file's line as the screen; a file's line never reaches the page, see `page`).
    pub fn lend_page(&mut self, to: &mut Screen) {
        std::mem::swap(&mut self.text, &mut to.text);
        std::mem::swap(&mut self.segment, &mut to.segment);
    }

    /// Puts typed keys on the text page only: a console that does not echo keeps them out
    /// of the stream, but the machine's screen showed them.
    pub fn echo_on_page(&mut self, bytes: &[u8]) {
        if let Some(&b) = bytes.last().filter(|_| !self.crlf) {
            self.last_shown = b;
        }
        if let Some(t) = self.page() {
            t.write(bytes);
        }
    }

    /// Shows a listed line on the text page only (the line EDIT or a syntax error offers):
    /// a LF in it goes on at a new row joined to the last, as LIST's does
    /// ([`Screen::write_listed`]), so the screen editor reads both rows back as one line.
    pub fn echo_listed_on_page(&mut self, bytes: &[u8]) {
        if let Some(t) = self.page() {
            for (i, part) in bytes.split(|&b| b == b'\n').enumerate() {
                if i > 0 {
                    t.list_line_feed();
                }
                t.write(part);
            }
        }
    }

    /// Ends a line on the text page only (a typed line's Enter: the stream has no echo).
    pub fn newline_on_page(&mut self) {
        if !self.crlf {
            self.last_shown = b'\n';
        }
        if let Some(t) = self.page() {
            t.put(b'\r');
        }
    }

    /// Leaves GW-BASIC's mark after `Ok` or a message that ends a run on the page (see
    /// [`ferrite_screen::pc::PROMPT_MARK`]); the stream has nothing there.
    pub fn mark_on_page(&mut self) {
        if let Some(t) = self.page() {
            // A cursor waiting past a full row would take the mark to the next row.
            if !t.waits_at_edge() {
                t.put_prompt_mark();
            }
        }
    }

    /// The text page output lands on: none for a file's line.
    fn page(&mut self) -> Option<&mut TextScreen> {
        if self.crlf {
            return None;
        }
        self.text.as_deref_mut()
    }

    /// Writes bytes, counting columns; a line end is a bare LF (the recordings turned CR LF
    /// into LF).
    pub fn write(&mut self, bytes: &[u8]) {
        if self.crlf {
            for &b in bytes {
                if self.printer {
                    self.printer_byte(b);
                    continue;
                }
                self.buf.push(b);
                match b {
                    _ if self.console => {}
                    b'\r' => self.column = 0,
                    _ if b < 0x20 => {}
                    // The column is a byte: past 255 it starts again at 0 (PC-BASIC
                    // `devicebase.py`; pcbasic-suite PEEKFN).
                    _ => self.column = (self.column + 1) % 256,
                }
            }
            return;
        }
        if let Some(t) = self.page() {
            t.new_item();
        }
        for &b in bytes {
            // SCNOL1 eats a LF that follows a CR in LSTCHR; a CR it shows is followed by
            // the LF it adds, so only a POKEd 13 leaves one there (real GW-BASIC 3.23:
            // `PRINT "A";:POKE &H11F,13:PRINT CHR$(10);"B"` shows AB on one row).
            if b == b'\n' && self.last_shown == b'\r' {
                self.last_shown = b'\n';
                continue;
            }
            self.last_shown = if b == b'\r' { b'\n' } else { b };
            let hidden = self.hides_line_feed;
            if let Some(d) = self.device() {
                // Line ends reach it through `newline`; a line feed the stream hides is
                // CHROUT's to show or not (a reversed J in quote mode).
                if b != b'\r' && (b != b'\n' || hidden) {
                    d.put(b);
                }
            }
            if let Some(t) = self.page() {
                // Line ends reach the page through `newline` and `break_line`.
                if b != b'\n' && b != b'\r' {
                    t.put(b);
                }
            }
            match b {
                b'\n' if self.hides_line_feed => {}
                // On GW's page a line end inside printed text is one row down even past a
                // full row, in the stream too (see `TextScreen::printed_line_end`).
                b'\n' | b'\r' if self.page().is_some() => {
                    if let Some(t) = self.page() {
                        t.printed_line_end();
                    }
                    self.break_stream();
                }
                b'\n' | b'\r' => self.newline(),
                // Control characters move the page's cursor as GW-BASIC's screen driver
                // does (tab, cursor moves, glyphs for most codes: the real GW-BASIC 3.23's
                // POS after `"A";CHR$(1);"B"` is 4); without a page they do not move it.
                _ if b < 0x20 => {
                    if let Some(t) = self.page() {
                        self.column = t.column();
                        self.bells += usize::from(b == 7);
                        // A NUL shows on the page but not in GW-BASIC's redirected
                        // stream (the real GW-BASIC 3.23).
                        if b != 0 {
                            self.buf.push(b);
                        }
                    } else {
                        self.buf.push(b);
                    }
                }
                _ => {
                    match self.wrap {
                        Wrap::Teletype(w) if self.column >= w => self.break_line(),
                        // The cursor moves to the next row by itself; the stream shows nothing.
                        Wrap::Screen { width, .. } if self.column >= width => self.column = 0,
                        _ => {}
                    }
                    self.buf.push(b);
                    self.column += 1;
                    // GW's page decides where the cursor stands (a logical line wider
                    // than the row keeps it at the last column).
                    if let Some(t) = self.page() {
                        self.column = t.column();
                    }
                    if let Wrap::Screen {
                        width,
                        waits_at_edge: false,
                    } = self.wrap
                    {
                        if self.column >= width {
                            self.column = 0;
                        }
                    }
                }
            }
        }
        self.sync_device_column();
    }

    /// The screen in memory output reaches: none for a file's line.
    pub fn device(&mut self) -> Option<&mut dyn Device> {
        if self.crlf {
            return None;
        }
        match &mut self.device {
            Some(d) => Some(&mut *d.0),
            None => None,
        }
    }

    /// Bytes for the output stream alone, the page and the column untouched: what DOS
    /// printed for a program GW-BASIC started (the real GW-BASIC 3.23's redirected stream
    /// has it, its cursor does not move).
    pub fn write_stream(&mut self, bytes: &[u8]) {
        self.buf.extend_from_slice(bytes);
    }

    /// How many bytes wait in the stream (see [`Screen::drop_stream_since`]).
    pub fn stream_mark(&self) -> usize {
        self.buf.len()
    }

    /// Takes back what the stream got since `mark`: output the page shows but GW-BASIC's
    /// redirected stream does not (a `SCRN:` file's).
    pub fn drop_stream_since(&mut self, mark: usize) {
        self.buf.truncate(mark.min(self.buf.len()));
    }

    /// The stream's column is the PC page's cursor column, when there is a page.
    pub fn sync_page_column(&mut self) {
        if let Some(t) = self.page() {
            self.column = t.column();
        }
    }

    /// The column is the screen's own cursor column when there is a screen in memory.
    pub fn sync_column(&mut self) {
        self.sync_device_column();
    }

    fn sync_device_column(&mut self) {
        if let Some(d) = self.device() {
            let c = d.column();
            self.column = c;
        }
    }

    /// "Print [SPACE] or [CURSOR RIGHT]" (C64 BASIC $AB3B): after a number and in
    /// INPUT's `? `, a blank in the stream; on a screen in memory the cursor moves right
    /// over what is there.
    pub fn gap(&mut self) {
        if let Some(d) = self.device() {
            d.put(0x1d);
            self.buf.push(b' ');
            self.sync_device_column();
        } else {
            self.write(b" ");
        }
    }

    /// Writes a line LIST prints, its own line end not included. On GW-BASIC's text page a
    /// LF in the line joins the rows as a typed Ctrl-J does, and the rest of the row is
    /// cleared after each part (see [`TextScreen::list_line_feed`]); the stream shows a line
    /// end. Without a page this is [`Screen::write`].
    pub fn write_listed(&mut self, line: &[u8]) {
        if self.page().is_none() {
            self.write(line);
            return;
        }
        for (i, part) in line.split(|&b| b == b'\n').enumerate() {
            if i > 0 {
                if let Some(t) = self.page() {
                    t.list_line_feed();
                }
                self.break_stream();
            }
            self.write(part);
        }
        if let Some(t) = self.page() {
            t.erase_to_end();
        }
    }

    /// Ends the line. On GW-BASIC's screen a cursor waiting at the edge of a full row has in
    /// effect moved down already, so the stream shows an empty line after the row
    /// (gw/generated/s000049_wrap, s000268_numfmt); text that ran on past the edge does not
    /// (s000087_wrap, NBS P203).
    pub fn newline(&mut self) {
        if let Some(t) = self.page() {
            t.put(b'\r');
        }
        if let Some(d) = self.device() {
            d.put(b'\r');
        }
        if let Wrap::Screen {
            width,
            waits_at_edge: true,
        } = self.wrap
        {
            if self.column >= width {
                self.buf.push(b'\n');
            }
        }
        self.break_stream();
    }

    /// Ends the line unless it is at its start, as GW-BASIC's CRDONZ does before an error
    /// message or `Break` (GIO86.ASM: a CR LF when the column is not 0). A cursor waiting at
    /// the edge of a full GW row reads column 0 there (POS is 1): no line end is output, and
    /// the stream shows the one break of the row (real GW-BASIC 3.23: `PRINT STRING$(80,65);`
    /// then `ERROR 5` is the row, then the message on the next line, with no empty line).
    pub fn fresh_line(&mut self) {
        if self.lost() {
            self.newline();
            return;
        }
        if self.column == 0 {
            return;
        }
        if let Wrap::Screen {
            width,
            waits_at_edge: true,
        } = self.wrap
        {
            if !self.crlf && self.column >= width {
                // The page goes on at the next row's start, not joined to the full row as
                // a character run on past the edge would be (real GW-BASIC 3.23: after
                // `PRINT STRING$(80,"c");:ERROR 5` or at `Ok` after it, ESC on the full
                // row erases that row only).
                if let Some(t) = self.page() {
                    if t.waits_at_edge() {
                        t.next_row();
                    }
                }
                self.break_stream();
                return;
            }
        }
        self.newline();
    }

    /// Ends the line as a line end inside printed text does: on GW's page one row down even
    /// from a full row (PRINT USING and WRITE end so: the real GW-BASIC 3.23 leaves no empty
    /// row after `PRINT USING` or `WRITE` output that fills column 80, where PRINT does).
    /// Without a page it is [`Screen::newline`].
    pub fn newline_as_printed(&mut self) {
        match self.page() {
            Some(t) => {
                t.printed_line_end();
                self.break_stream();
            }
            None => self.newline(),
        }
    }

    /// Moves an item that does not fit to a new line: only this one line end shows in the
    /// stream, even after a full row (gw/generated/s000108_forloop).
    pub fn break_line(&mut self) {
        if let Some(t) = self.page() {
            t.next_row();
        }
        if let Some(d) = self.device() {
            d.put(b'\r');
        }
        self.break_stream();
    }

    /// Byte `b` on LPRINT's line: the printer's rule for its head (`printer_byte`), the
    /// line ends it makes written out.
    fn printer_byte(&mut self, b: u8) {
        let width = match self.wrap {
            Wrap::Teletype(w) => w,
            _ => 255,
        };
        let head = if self.edge { width } else { self.column };
        let (head, crlf) = printer_byte(head, width, b);
        if crlf {
            self.buf.extend_from_slice(b"\r\n");
        }
        self.buf.push(b);
        self.edge = width != 255 && head == width;
        self.column = if self.edge { 0 } else { head };
    }

    /// The bytes a line ends in: LF on the screen, CR LF in a file, CR alone on `CONS:`
    /// (see [`Screen::console`]).
    pub fn line_end(&self) -> &'static [u8] {
        match (self.crlf, self.console) {
            (false, _) => b"\n",
            (true, false) => b"\r\n",
            (true, true) => b"\r",
        }
    }

    /// The line end in the stream alone.
    fn break_stream(&mut self) {
        if !self.crlf {
            self.last_shown = b'\n';
        }
        self.edge = false;
        let end = self.line_end();
        self.buf.extend_from_slice(end);
        self.column = 0;
        self.sync_device_column();
    }

    /// Whether the cursor has no column, lost by a form feed under a graphics viewport:
    /// PRINT counts it as column 255, past any line (see `TextScreen::lost_column`).
    pub fn lost(&self) -> bool {
        !self.crlf && self.text.as_ref().is_some_and(|t| t.lost_column())
    }

    /// Whether an item of `len` characters fits the rest of the line. A cursor waiting at
    /// the edge of a full GW row counts as in the last column (NBS P203: `"F"` after a full
    /// row stays on the stream line).
    pub fn fits(&self, len: usize) -> bool {
        // A `SCRN:` file: GIO86.ASM `PRINT` (STRDON, LINCHK) with the file's width (255:
        // none) and SCNGPS's column, the screen's cursor held to the screen's width, so an
        // empty string past a narrow file's width ends the line too (real GW-BASIC 3.23:
        // `LOCATE 14,20: WIDTH #2,0: PRINT #2,"";` leaves the cursor at 15,1).
        if let (Some(fw), Some(pos)) = (self.screen_file_width, self.scrn_file_pos()) {
            return fw == 255 || pos == 0 || (pos + len <= fw && pos + len <= 255);
        }
        if self.lost() {
            return false;
        }
        match self.width() {
            None => true,
            // A file's line: the column past the width counts as it is, and a sum past
            // a byte does not fit (GIO86.ASM `PRINT`, `LINCHK`).
            Some(w) if self.crlf => {
                self.column == 0 || (self.column + len <= w && self.column + len <= 255)
            }
            Some(w) => self.column == 0 || self.column.min(w - 1) + len <= w,
        }
    }

    /// Writes `n` spaces for TAB, SPC or a comma, as one item.
    pub fn spaces(&mut self, n: usize) {
        if self.device().is_some() {
            for _ in 0..n {
                self.gap();
            }
            return;
        }
        self.write(&vec![b' '; n]);
    }

    /// The width lines are measured against, if there is one.
    pub fn width(&self) -> Option<usize> {
        // A `SCRN:` file's items are laid out by its own width (GIO86.ASM `PTRWDC` reads
        // F_WID: TAB and SPC take it modulo that, 0 and 255 as for a disk file).
        if let Some(fw) = self.screen_file_width {
            return (fw != 255).then_some(fw);
        }
        match self.wrap {
            Wrap::Never if self.crlf => self.file_width,
            Wrap::Never => None,
            Wrap::Teletype(w) | Wrap::Screen { width: w, .. } => Some(w),
        }
    }

    /// The column TAB counts from: a cursor waiting past a full GW row is in the last
    /// column (GIOSCN.ASM `SCNGPS` clamps CSRX to LINLEN; the real GW-BASIC 3.23: `TAB(40)`
    /// after a full 40-column row prints nothing and the next item runs on).
    pub fn tab_column(&self) -> usize {
        if let Some(pos) = self.scrn_file_pos() {
            return pos;
        }
        if self.lost() {
            return 255;
        }
        match self.wrap {
            Wrap::Screen {
                width,
                waits_at_edge: true,
            } if self.column >= width => width.saturating_sub(1),
            _ => self.column,
        }
    }

    /// The column a `SCRN:` file is at while one is written (GIOSCN.ASM `SCNGPS`): the
    /// screen's cursor held to the screen's width (a cursor waiting past a full row is in
    /// the last column), whatever the file's width; a lost cursor is 255 (CSRX 0 less one
    /// in a byte). None for any other output.
    pub fn scrn_file_pos(&self) -> Option<usize> {
        self.screen_file_width?;
        let t = self.text.as_ref()?;
        if t.lost_column() {
            return Some(255);
        }
        Some(self.column.min(t.width() - 1))
    }

    /// Sets the paper or screen width (a transcript printed on a narrower teletype).
    pub fn set_width(&mut self, width: usize) {
        let width = width.max(1);
        match &mut self.wrap {
            Wrap::Never => {}
            Wrap::Teletype(w) | Wrap::Screen { width: w, .. } => *w = width,
        }
    }

    /// Takes the bytes written so far (a file's line, to be written to the file).
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.buf)
    }

    /// How many bytes the stream has had so far, sent or waiting: a typist answers when
    /// this has grown since the last key ([`ferrite_console::Keyboard::look`]).
    pub fn shown(&self) -> u64 {
        self.sent + self.buf.len() as u64
    }

    /// Sends the buffered output to the console.
    pub fn flush(&mut self, con: &mut dyn Console) {
        if !self.buf.is_empty() {
            self.sent += self.buf.len() as u64;
            con.write(&self.buf);
            self.buf.clear();
        }
        // A console that draws the machine's screen at a terminal shows the page as it is.
        if let Some(t) = self.page() {
            con.show(&*t);
        }
    }
}

/// A printer's head (its column from 0, a byte) after byte `b` on a line `width` wide
/// (255: none), and whether a line end went out before the byte. The line ends before
/// a printable byte when the head has reached the width (GIO86.ASM `CRIFEL`; width 0
/// puts each character on a line of its own) and before any byte when the head stands
/// exactly at the width (the real GW-BASIC 3.23: at `WIDTH #1,10` ten characters then
/// `CHR$(8)` leave LPOS(1) at 1); CR returns the head, backspace steps it back, other
/// control characters leave it (GIO86.ASM `UPDPOS`; pcbasic-suite PrinterBackspace1,
/// PrinterCharsWIDTH).
pub(super) fn printer_byte(head: usize, width: usize, b: u8) -> (usize, bool) {
    let crlf = width != 255 && (head == width || (b >= 0x20 && head >= width));
    let head = if crlf { 0 } else { head };
    let head = match b {
        b'\r' => 0,
        8 => head.saturating_sub(1),
        0..=31 => head,
        _ => (head + 1) % 256,
    };
    (head, crlf)
}

#[cfg(test)]
mod tests {
    use super::Screen;
    use crate::dialect::Wrap;

    fn gw_screen() -> Screen {
        Screen::new(
            Wrap::Screen {
                width: 80,
                waits_at_edge: true,
            },
            false,
        )
        .with_text(true)
    }

    /// A message after a row filled to its last column starts the next row unjoined
    /// (CRDONZ; real GW-BASIC 3.23: after `PRINT STRING$(80,"c");:ERROR 5`, ESC typed on
    /// the full row erases that row only), where a character run on past the edge joins
    /// the rows; the stream shows one line end either way.
    #[test]
    fn a_message_after_a_full_row_is_not_joined_to_it() {
        let mut s = gw_screen();
        s.write(&[b'c'; 80]);
        s.fresh_line();
        s.write(b"Illegal function call");
        let t = s.text.as_ref().expect("a page");
        assert_eq!((t.logical_end(0), t.cursor()), (0, (1, 21)));
        assert_eq!(
            s.take_output(),
            [&[b'c'; 80][..], b"\nIllegal function call"].concat()
        );
        let mut s = gw_screen();
        s.write(&[b'c'; 80]);
        s.write(b"d");
        assert_eq!(s.text.as_ref().map(|t| t.logical_end(0)), Some(1));
    }
}
