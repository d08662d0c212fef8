//! The screen as BASIC sees it: an output buffer and the cursor column it keeps.

use ferrite_console::Console;

/// Output waiting to be written, and the column the machine believes the cursor is in.
#[derive(Debug, Default)]
pub struct Screen {
    buf: Vec<u8>,
    /// The cursor column, from 0.
    pub column: usize,
    /// The width at which the terminal starts a new line by itself (`None`: never).
    pub wrap: Option<usize>,
}

impl Screen {
    /// Writes bytes, counting columns; a line end is a bare LF (the recordings turned CR LF
    /// into LF). At the wrap width the terminal goes to a new line by itself.
    pub fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            match b {
                b'\n' | b'\r' => {
                    self.buf.push(b'\n');
                    self.column = 0;
                }
                _ => {
                    self.buf.push(b);
                    // Control characters do not move the cursor.
                    if b >= 0x20 {
                        self.column += 1;
                        if self.wrap.is_some_and(|w| self.column >= w) {
                            self.buf.push(b'\n');
                            self.column = 0;
                        }
                    }
                }
            }
        }
    }

    /// Starts a new line.
    pub fn newline(&mut self) {
        self.write(b"\n");
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

    /// Sends the buffered output once a good amount has gathered (long-running programs
    /// still show their output as they go).
    pub fn flush_if_long(&mut self, con: &mut dyn Console) {
        if !self.buf.is_empty() {
            self.flush(con);
        }
    }
}
