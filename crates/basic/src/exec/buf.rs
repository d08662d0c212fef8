//! GW-BASIC's line buffer BUF (GWDATA.ASM `BUF`, BUFLEN 255 bytes and one past) and the
//! words PEEK reads through the OEM's PEKFLT filter.
//!
//! An ASCII program file's load writes each byte it reads at BUF's next place (SCNEDT.ASM
//! `DSKCHI`): a CR ends the line with a 0 over it and starts the next at BUF's first byte,
//! a LF at a line's start is written there and passed over, so after a file whose last line
//! ends in CR LF the first byte is 10 and the last line's other bytes, its 0 and the tails
//! of the longer lines before it follow. INPUT and LINE INPUT read the typed line into BUF
//! the same way (INLIN: the line, then a 0). PEEK of BASICA's words (&H2C-&H31, &H358-&H35D)
//! gives the interpreter's pointers, but the bytes there are others: a string whose
//! descriptor points at them reads 0 at &H2C and BUF's bytes at &H358 (real GW-BASIC 3.23).

use super::Machine;
use crate::dialect::Profile;

/// BUF's bytes: BUFLEN and the one past it.
pub(super) const BUF_BYTES: usize = 256;

impl<P: Profile> Machine<P> {
    /// BUF after an ASCII file's load read `bytes` (up to a CTRL-Z), as DSKCHI writes it.
    pub fn load_buf(&mut self, bytes: &[u8]) {
        if self.state_words().is_none() {
            return;
        }
        let buf = self.buf_mut();
        let mut at = 0usize;
        for &b in bytes {
            if b == 0x1a || at >= BUF_BYTES {
                break;
            }
            buf[at] = b;
            let after_lf = at > 0 && buf[at - 1] == b'\n';
            match b {
                b'\r' if after_lf => {}
                b'\r' => {
                    buf[at] = 0;
                    at = 0;
                }
                b'\n' if at == 0 => {}
                // A LF alone ends a line as CR LF does (the file's line ends as a DOS
                // file has them): its 0, then the LF at the next line's start.
                b'\n' => {
                    buf[at] = 0;
                    buf[0] = b'\n';
                    at = 0;
                }
                _ => at += 1,
            }
        }
    }

    /// BUF after INPUT or LINE INPUT took the typed `line` (INLIN: the line and a 0).
    pub(super) fn typed_buf(&mut self, line: &[u8]) {
        if self.state_words().is_none() {
            return;
        }
        let buf = self.buf_mut();
        let n = line.len().min(BUF_BYTES - 1);
        buf[..n].copy_from_slice(&line[..n]);
        buf[n] = 0;
    }

    fn state_words(&self) -> Option<crate::dialect::layout::StateWords> {
        self.store.mem.layout.segment?.state
    }

    fn buf_mut(&mut self) -> &mut [u8] {
        if self.buf.len() < BUF_BYTES {
            self.buf = vec![0; BUF_BYTES];
        }
        &mut self.buf
    }

    /// BUF's byte at `a`, if `a` is in BUF.
    pub(super) fn buf_byte(&self, a: u32) -> Option<u8> {
        let i = a.checked_sub(self.state_words()?.buf)? as usize;
        (i < BUF_BYTES).then(|| self.buf.get(i).copied().unwrap_or(0))
    }

    /// A POKE into BUF: whether `a` was there.
    pub(super) fn buf_poke(&mut self, a: u32, v: u8) -> bool {
        let Some(st) = self.state_words() else {
            return false;
        };
        match a.checked_sub(st.buf).map(|i| i as usize) {
            Some(i) if i < BUF_BYTES => {
                self.buf_mut()[i] = v;
                true
            }
            _ => false,
        }
    }

    /// The byte at `a` of BASIC's segment as the machine's own code reads it (a string's
    /// bytes, a value read at an address): PEEK's, except at the words PEKFLT answers for.
    pub(super) fn data_segment_byte(&self, a: u16) -> u8 {
        let a32 = u32::from(a);
        if self.pekflt_filters(a32) {
            return self.buf_byte(a32).unwrap_or(0);
        }
        self.data_segment_peek(a)
    }

    /// Whether PEEK of `a` goes through PEKFLT (another value than the byte there).
    pub(super) fn pekflt_filters(&self, a: u32) -> bool {
        self.state_words()
            .is_some_and(|st| st.filtered.iter().any(|&(at, n)| (at..at + n).contains(&a)))
    }
}
