//! GW-BASIC's LPRINT: the items laid out on the printer's own line (its column, the
//! comma zones and the width `WIDTH LPRINT` sets) and sent to LPT1. The head's column is
//! the one LPOS reads; the paper is the host file `--printer` names, if any (the reference
//! machine's DOSBox prints to nowhere).
//!
//! Sources: GWMAIN.ASM `LPRINT` (PRTFLG, then PRINT), GIOLPT.ASM (the printer's column and
//! width); the real GW-BASIC 3.23: `LPRINT "ABC";` then `LPOS(0)` is 4.

use std::io::Write as _;

use super::files::printer_column;
use super::{Machine, Screen};
use crate::dialect::{Profile, Wrap};
use crate::error::BasicError;

/// The width a printer starts with.
const START_WIDTH: usize = 80;

/// LPRINT's line: a screen that keeps the column and lays out items by the width.
#[derive(Debug)]
pub(super) struct PrinterLine {
    line: Screen,
    /// LPT1's width (`WIDTH LPRINT`, `WIDTH "LPT1:"`); 255 is none.
    pub(super) width: usize,
}

impl Default for PrinterLine {
    fn default() -> Self {
        let mut line = Screen::new(Wrap::Teletype(START_WIDTH), false);
        line.crlf = true;
        Self {
            line,
            width: START_WIDTH,
        }
    }
}

impl<P: Profile> Machine<P> {
    /// Runs `print` (a PRINT or PRINT USING) with its output going to LPT1 instead of
    /// the screen.
    pub(super) fn lprint<R>(
        &mut self,
        print: impl FnOnce(&mut Self) -> Result<R, BasicError>,
    ) -> Result<R, BasicError> {
        // GIOLPT.ASM: the printer starts a new line when its width is reached (255:
        // never), and PRINT's commas and TAB count by that width.
        let width = self.lprint.width;
        self.lprint.line.wrap = if width == 255 || width == 0 {
            Wrap::Never
        } else {
            Wrap::Teletype(width)
        };
        std::mem::swap(&mut self.screen, &mut self.lprint.line);
        // PEEK and SCREEN() in the items still read the machine's page.
        self.lprint.line.lend_page(&mut self.screen);
        self.screen_lent = true;
        let result = print(self);
        self.screen.lend_page(&mut self.lprint.line);
        std::mem::swap(&mut self.screen, &mut self.lprint.line);
        self.screen_returned();
        let out = self.lprint.line.take_output();
        let width = if width == 255 { 0 } else { width };
        let mut paper = Vec::with_capacity(out.len());
        for &b in &out {
            let col = printer_column(self.lpt_col[0], width, b);
            // The head went back to the left margin by itself: the printer's own line end.
            if b >= 0x20 && col == 2 && self.lpt_col[0] != 1 {
                paper.extend_from_slice(b"\r\n");
            }
            self.lpt_col[0] = col;
            paper.push(b);
        }
        self.paper_out(&paper);
        result
    }

    /// Bytes that reach LPT1's paper: appended to the `--printer` file, if there is one.
    pub(super) fn paper_out(&mut self, out: &[u8]) {
        if let Some(path) = &self.printer {
            // A paper file that cannot be written is not the program's error: the run
            // goes on as on a printer that is off line but never times out.
            let _ = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .and_then(|mut f| f.write_all(out));
        }
    }
}
