//! GW-BASIC's LPRINT: the items laid out on the printer's own line (its column, the
//! comma zones and the width `WIDTH LPRINT` sets) and sent to LPT1. The head's column is
//! the one LPOS reads; the paper is the host file `--printer` names, if any (the reference
//! machine's DOSBox prints to nowhere).
//!
//! Sources: GWMAIN.ASM `LPRINT` (PRTFLG, then PRINT), GIOLPT.ASM (the printer's column and
//! width); the real GW-BASIC 3.23: `LPRINT "ABC";` then `LPOS(0)` is 4.

use std::io::Write as _;

use super::{Machine, Screen};
use crate::dialect::{Profile, Wrap};
use crate::error::BasicError;

/// The width a printer starts with.
const START_WIDTH: usize = 80;

/// LPRINT's line: a screen that keeps the column and lays out items by the width.
#[derive(Debug)]
pub(super) struct PrinterLine {
    line: Screen,
    /// LPT1's to LPT3's widths (`WIDTH LPRINT`, `WIDTH "LPTn:"`); 255 is none.
    pub(super) widths: [usize; 3],
}

impl Default for PrinterLine {
    fn default() -> Self {
        let mut line = Screen::new(Wrap::Teletype(START_WIDTH), false);
        line.crlf = true;
        line.printer = true;
        Self {
            line,
            widths: [START_WIDTH; 3],
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
        // never), and PRINT's commas and TAB count by that width; the head is the one
        // files on LPT1: move too (`_LPPOS`, one per printer).
        let width = self.lprint.widths[0];
        let head = self.lpt_head[0];
        let line = &mut self.lprint.line;
        line.wrap = if width == 255 {
            Wrap::Never
        } else {
            Wrap::Teletype(width)
        };
        line.edge = width != 255 && head == width;
        line.column = if line.edge { 0 } else { head };
        std::mem::swap(&mut self.screen, &mut self.lprint.line);
        // PEEK and SCREEN() in the items still read the machine's page.
        self.lprint.line.lend_page(&mut self.screen);
        self.screen_lent = true;
        let result = print(self);
        self.screen.lend_page(&mut self.lprint.line);
        std::mem::swap(&mut self.screen, &mut self.lprint.line);
        self.screen_returned();
        let line = &mut self.lprint.line;
        let paper = line.take_output();
        self.lpt_head[0] = if line.edge { width } else { line.column };
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
