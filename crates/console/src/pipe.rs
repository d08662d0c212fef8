//! A console over any reader and writer: standard input and output for `ferrite run`.

use std::io::{BufRead, Write};

use crate::{BreakFlag, Console};

/// Reads typed lines from a buffered reader and writes output to a writer.
///
/// Lines may end in LF or CR LF; the line end is removed. Output is written as it comes, so a
/// prompt is visible before the program waits for its answer.
pub struct PipeConsole<R, W> {
    input: R,
    output: W,
    echo: bool,
    brk: Option<BreakFlag>,
}

impl<R: BufRead, W: Write> PipeConsole<R, W> {
    /// Creates a console; `echo` makes the interpreter show typed text as a teletype page would.
    pub fn new(input: R, output: W, echo: bool) -> Self {
        Self {
            input,
            output,
            echo,
            brk: None,
        }
    }

    /// Attaches the flag a Ctrl-C handler raises.
    pub fn with_break_flag(mut self, flag: BreakFlag) -> Self {
        self.brk = Some(flag);
        self
    }

    /// Gives back the writer, for callers that collect the output.
    pub fn into_output(self) -> W {
        self.output
    }
}

impl<R: BufRead, W: Write> Console for PipeConsole<R, W> {
    fn write(&mut self, bytes: &[u8]) {
        // A closed stdout (a pager that quit) must not stop the interpreter with a panic.
        let _ = self.output.write_all(bytes);
        let _ = self.output.flush();
    }

    fn read_line(&mut self) -> Option<Vec<u8>> {
        let mut line = Vec::new();
        match self.input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => {
                if line.last() == Some(&b'\n') {
                    line.pop();
                }
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                Some(line)
            }
        }
    }

    fn echoes_input(&self) -> bool {
        self.echo
    }

    fn break_flag(&self) -> Option<BreakFlag> {
        self.brk.clone()
    }
}
