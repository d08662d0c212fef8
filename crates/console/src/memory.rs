//! An in-memory console for tests: scripted input lines, collected output.

use std::collections::VecDeque;

use crate::{BreakFlag, Console};

/// A console whose typed lines are given in advance and whose output is collected in memory.
#[derive(Debug, Default)]
pub struct MemoryConsole {
    input: VecDeque<Vec<u8>>,
    /// Everything the interpreter wrote.
    pub output: Vec<u8>,
    echo: bool,
    brk: Option<BreakFlag>,
}

impl MemoryConsole {
    /// Creates a console that will answer with the lines of `input` (LF or CR LF ends).
    pub fn new(input: &[u8], echo: bool) -> Self {
        let mut lines: VecDeque<Vec<u8>> = input
            .split(|&b| b == b'\n')
            .map(|l| l.strip_suffix(b"\r").unwrap_or(l).to_vec())
            .collect();
        // A final line end does not start another typed line.
        if input.is_empty() || input.ends_with(b"\n") {
            lines.pop_back();
        }
        Self {
            input: lines,
            output: Vec::new(),
            echo,
            brk: None,
        }
    }

    /// Attaches a break flag (a test's watchdog raises it to stop a runaway program).
    pub fn with_break_flag(mut self, flag: BreakFlag) -> Self {
        self.brk = Some(flag);
        self
    }
}

impl Console for MemoryConsole {
    fn write(&mut self, bytes: &[u8]) {
        self.output.extend_from_slice(bytes);
    }

    fn read_line(&mut self) -> Option<Vec<u8>> {
        self.input.pop_front()
    }

    fn echoes_input(&self) -> bool {
        self.echo
    }

    fn read_key(&mut self) -> Option<u8> {
        let line = self.input.front_mut()?;
        if line.is_empty() {
            self.input.pop_front();
            return Some(b'\r');
        }
        Some(line.remove(0))
    }

    /// Output is collected, not watched: the machine's waits pass at once.
    fn keeps_time(&self) -> bool {
        false
    }

    fn break_flag(&self) -> Option<BreakFlag> {
        self.brk.clone()
    }
}
