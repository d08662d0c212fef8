//! The screen editor's line input ($E5CA-$E683): keys from the keyboard buffer are printed
//! as they come until RETURN, then the logical line is read back from the screen, from
//! where the input started (if the cursor is still on that line) to its last non-blank
//! character, screen codes turned back into PETSCII.

use super::{C64Screen, Poll, NDX};

const INDX: usize = 0xC8;
const LSXP: usize = 0xC9;
const LSTP: usize = 0xCA;
const PNTR: usize = 0xD3;
const QTSW: usize = 0xD4;
const TBLX: usize = 0xD6;
const AUTODN: usize = 0x292;

impl C64Screen {
    /// CHRIN from the keyboard ($F157, then $E632 and $E5CD): waits for keys (typed one
    /// per poll of the empty buffer), prints each, and at RETURN reads the line from the
    /// screen. `None` when no key will come (the end has been dumped). The line has no
    /// RETURN; BASIC prints that itself.
    pub fn line(&mut self, by: Poll) -> Option<Vec<u8>> {
        self.mem[LSTP] = self.mem[PNTR];
        self.mem[LSXP] = self.mem[TBLX];
        loop {
            let waiting = self.mem[usize::from(NDX)];
            self.mem[AUTODN] = waiting;
            if waiting == 0 {
                if !self.poll(by) {
                    return None;
                }
                continue;
            }
            let Some(key) = self.take_key() else {
                continue;
            };
            if key == 0x0D {
                break;
            }
            // SHIFT+RUN/STOP's LOAD/RUN is not typed by a program.
            if key != 0x83 {
                self.chrout(key);
            }
        }
        Some(self.read_back())
    }

    /// The line after RETURN ($E602-$E683).
    fn read_back(&mut self) -> Vec<u8> {
        let end = self.line_end();
        self.mem[AUTODN] = 0;
        self.mem[PNTR] = 0;
        self.mem[QTSW] = 0;
        let mut line = Vec::new();
        if self.mem[LSXP] & 0x80 == 0 {
            // Rev. 3's FINPUT ($E591, "fixes INPUT"XXXXXXX-40-XXXXX";A$ problem"): on
            // the row the input started on, the line starts where the input did, even on
            // the second row of a logical line; elsewhere at the line's first row.
            let x = if self.mem[TBLX] == self.mem[LSXP] {
                self.mem[TBLX]
            } else {
                self.line_start_row()
            };
            if x == self.mem[LSXP] {
                let start = self.mem[LSTP];
                self.mem[PNTR] = start;
                if start >= end {
                    return line;
                }
            }
        }
        for _ in 0..256 {
            let y = self.mem[PNTR];
            let code = self.code_at(y);
            let c = petscii_of(code, self.mem[QTSW] != 0);
            self.mem[PNTR] = y.wrapping_add(1);
            self.toggle_quote(c);
            if y == self.mem[INDX] {
                break;
            }
            line.push(if c == 0xDE { 0xFF } else { c });
        }
        line
    }
}

/// A screen code read back as the PETSCII a key would give ($E63A): reversed codes are
/// control codes inside quotes.
fn petscii_of(code: u8, quote: bool) -> u8 {
    let mut a = code & 0x3F;
    let shifted = code << 1;
    if shifted & 0x80 != 0 {
        a |= 0x80;
    }
    let reversed = code & 0x80 != 0;
    if reversed && quote {
        return a;
    }
    if shifted & 0x40 == 0 {
        a |= 0x40;
    }
    a
}
