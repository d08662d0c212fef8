//! The screen as BASIC sees it: an output buffer and the cursor column it keeps.

use ferrite_console::Console;

use crate::dialect::Wrap;

/// Output waiting to be written, and the column the machine believes the cursor is in.
#[derive(Debug, Default)]
pub struct Screen {
    buf: Vec<u8>,
    /// The cursor column, from 0 (it may equal the width: the cursor waits at the edge).
    pub column: usize,
    /// How long lines are broken.
    pub wrap: Wrap,
}

impl Screen {
    /// Writes bytes, counting columns; a line end is a bare LF (the recordings turned CR LF
    /// into LF).
    pub fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            match b {
                b'\n' | b'\r' => self.newline(),
                // Control characters do not move the cursor.
                _ if b < 0x20 => self.buf.push(b),
                _ => {
                    match self.wrap {
                        Wrap::Teletype(w) if self.column >= w => {
                            self.buf.push(b'\n');
                            self.column = 0;
                        }
                        Wrap::Screen { width, .. } if self.column >= width => self.column = 0,
                        _ => {}
                    }
                    self.buf.push(b);
                    self.column += 1;
                }
            }
        }
    }

    /// Ends the line. On GW-BASIC's screen a line that filled the whole width has already
    /// moved the cursor down, so the stream shows an empty line after it.
    pub fn newline(&mut self) {
        if let Wrap::Screen {
            width,
            blank_after_full_line: true,
        } = self.wrap
        {
            if self.column >= width {
                self.buf.push(b'\n');
            }
        }
        self.buf.push(b'\n');
        self.column = 0;
    }

    /// Moves an item that does not fit to a new line: at the edge of a full GW row the cursor
    /// has already moved down, so this line end is the only one the stream shows
    /// (gw/generated/s000108_forloop).
    pub fn break_line(&mut self) {
        self.buf.push(b'\n');
        self.column = 0;
    }

    /// The width lines are measured against, if there is one.
    pub fn width(&self) -> Option<usize> {
        match self.wrap {
            Wrap::Never => None,
            Wrap::Teletype(w) | Wrap::Screen { width: w, .. } => Some(w),
        }
    }

    /// Sets the paper or screen width (a transcript printed on a narrower teletype).
    pub fn set_width(&mut self, width: usize) {
        let width = width.max(1);
        match &mut self.wrap {
            Wrap::Never => {}
            Wrap::Teletype(w) | Wrap::Screen { width: w, .. } => *w = width,
        }
    }

    /// Writes `n` spaces.
    pub fn spaces(&mut self, n: usize) {
        for _ in 0..n {
            self.write(b" ");
        }
    }

    /// Sends the buffered output to the console.
    pub fn flush(&mut self, con: &mut dyn Console) {
        if !self.buf.is_empty() {
            con.write(&self.buf);
            self.buf.clear();
        }
    }
}
