//! PRINT (Source Book XPRINT; Reference Manual chapter 5): items separated by `;` (nothing
//! between them) and `,` (to the next stop of PTABW columns counted from the start of the
//! statement, 10 after start-up, with at least two columns to go: the recorded `print` cases), numbers through FASC with no
//! spaces, an EOL unless the statement ends with `;` or `,`. `PRINT #n` goes to an IOCB.
//! Output to E: becomes the recorded E: stream (`write_e`).

use crate::memory as m;
use crate::tokens::op;

use super::eval::Val;
use super::{Fault, Flow, Machine, Step, Stop, EOL};

use ferrite_console::Console;

/// An ATASCII byte as the recorded E: stream has it (`generated-README.md`, output
/// conventions): EOL → LF, 125 → FF, 126 → BS, 127 → TAB, 253 → BEL, printable ASCII kept,
/// everything else (graphics characters, cursor moves, inverse video) dropped.
pub fn e_stream_byte(b: u8) -> Option<u8> {
    match b {
        EOL => Some(b'\n'),
        125 => Some(0x0C),
        126 => Some(0x08),
        127 => Some(b'\t'),
        253 => Some(0x07),
        32..=126 => Some(b),
        _ => None,
    }
}

impl Machine {
    /// Writes ATASCII bytes to E: (the screen and the console's stream), whatever the
    /// screen says (BASIC's own messages: READY, errors).
    pub fn write_e(&mut self, bytes: &[u8], con: &mut dyn Console) {
        let _ = self.editor_output(bytes, con);
    }

    /// Writes ATASCII bytes to E:: each goes to the screen in memory through the screen
    /// editor's rules (ferrite-screen), and to the console as the recorded E: stream. A
    /// cursor off the screen (POSITION or POKE) stops at that byte with ERROR- 141, as the
    /// OS's status.
    pub(super) fn editor_output(
        &mut self,
        bytes: &[u8],
        con: &mut dyn Console,
    ) -> Result<(), Fault> {
        self.flush_events(con);
        let mut done = bytes.len();
        let mut fault = None;
        for (i, &b) in bytes.iter().enumerate() {
            if let Err(e) = ferrite_screen::atari::put_editor(&mut self.mem, b) {
                // The byte reached E: before the handler refused it: the recorded stream
                // has it (`position_out_of_range`: `X`, then the error).
                done = i + 1;
                fault = Some(Fault(e.status()));
                break;
            }
        }
        let out: Vec<u8> = bytes[..done]
            .iter()
            .filter_map(|&b| e_stream_byte(b))
            .collect();
        if !out.is_empty() {
            con.write(&out);
        }
        fault.map_or(Ok(()), Err)
    }

    /// PRINT, to `iocb` (None: E: unless the statement names `#n`).
    pub(super) fn print(&mut self, iocb: Option<u8>, con: &mut dyn Console) -> Step {
        let mut iocb = iocb.unwrap_or(0);
        let mut ended_with_separator = false;
        // The zones count from where this PRINT started (`s000115_print`: a PRINT after a
        // `PRINT A;` that left the line at column 65 puts its zones at 75, 85 ...).
        self.cox = 0;
        loop {
            match self.peek_tok() {
                op::EOS | op::EOL => break,
                op::HASH => {
                    self.next_tok();
                    iocb = self.iocb_number(con)?;
                    let _ = self.eat(op::COMMA) || self.eat(op::SEMICOLON);
                    ended_with_separator = false;
                }
                op::SEMICOLON => {
                    self.next_tok();
                    ended_with_separator = true;
                }
                op::COMMA => {
                    self.next_tok();
                    let width = usize::from(self.mem.peek(m::PTABW)).max(1);
                    let mut stop = width;
                    while stop <= self.cox + 1 {
                        stop += width;
                    }
                    let spaces = vec![b' '; stop - self.cox];
                    self.put_bytes(iocb, &spaces, con)?;
                    ended_with_separator = true;
                }
                _ => {
                    let bytes = match self.expr(con)? {
                        Val::Num(n) => n.format(),
                        Val::Str { addr, len } => self.mem.slice(addr, len as usize).to_vec(),
                    };
                    self.put_bytes(iocb, &bytes, con)?;
                    ended_with_separator = false;
                }
            }
        }
        if !ended_with_separator {
            self.put_bytes(iocb, &[EOL], con)?;
        }
        Ok(Flow::Next)
    }

    /// LPRINT: PRINT to the printer (P:) through IOCB 7.
    pub(super) fn lprint(&mut self, con: &mut dyn Console) -> Step {
        self.open_printer()?;
        let r = self.print(Some(7), con);
        self.close_iocb(7);
        r
    }

    /// `#n`: an IOCB number 0..7 (ERROR- 20 above).
    pub(super) fn iocb_number(&mut self, con: &mut dyn Console) -> Result<u8, Stop> {
        let n = self.int_expr(con)?;
        if n > 7 {
            return Err(Fault::DEVICE_NUMBER.into());
        }
        Ok(n as u8)
    }
}
