//! Transcripts: comparing a run's output with a recorded page, and recovering what the person
//! typed from a page that shows it.
//!
//! The golden tests and `ferrite verify` use this one comparison, so what the tests call
//! identical is what a user's verify calls identical.

use crate::{BreakFlag, Console};

/// How strictly two outputs are compared.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CompareOptions {
    /// Spaces at the ends of lines do not count (a page scanned or retyped loses them).
    pub ignore_trailing_space: bool,
    /// The transcript was printed upper case only: the output is folded before comparing.
    pub upper: bool,
}

/// The first place where an output and a transcript differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub column: usize,
    /// The byte offset in the (normalised) transcript.
    pub offset: usize,
    /// Lines of the transcript around the difference.
    pub expected: Vec<String>,
    /// Lines of the output around the difference.
    pub actual: Vec<String>,
}

/// Applies the options to a text.
pub fn normalise(text: &[u8], opts: CompareOptions) -> Vec<u8> {
    let mut out: Vec<u8> = if opts.upper {
        text.to_ascii_uppercase()
    } else {
        text.to_vec()
    };
    if opts.ignore_trailing_space {
        let mut trimmed = Vec::with_capacity(out.len());
        for (i, line) in out.split(|&b| b == b'\n').enumerate() {
            if i > 0 {
                trimmed.push(b'\n');
            }
            let end = line.iter().rposition(|&b| b != b' ').map_or(0, |p| p + 1);
            trimmed.extend_from_slice(&line[..end]);
        }
        out = trimmed;
    }
    out
}

/// Compares an output with a transcript; `None` when they are identical.
pub fn compare(expected: &[u8], actual: &[u8], opts: CompareOptions) -> Option<Difference> {
    let expected = normalise(expected, opts);
    let actual = normalise(actual, opts);
    if expected == actual {
        return None;
    }
    let offset = expected
        .iter()
        .zip(&actual)
        .position(|(a, b)| a != b)
        .unwrap_or(expected.len().min(actual.len()));
    let line_start = expected[..offset]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    let line = expected[..offset].iter().filter(|&&b| b == b'\n').count() + 1;
    Some(Difference {
        line,
        column: offset - line_start + 1,
        offset,
        expected: context(&expected, line),
        actual: context(&actual, line),
    })
}

/// Up to three lines before and after line `line` (from 1), spaces made visible.
fn context(text: &[u8], line: usize) -> Vec<String> {
    let lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    let from = line.saturating_sub(4);
    let to = (line + 3).min(lines.len());
    (from..to)
        .map(|i| format!("{:>5} | {}", i + 1, visible(lines[i])))
        .collect()
}

/// A line with spaces shown as `·` and control bytes as `<hh>`, so a difference in either
/// can be seen.
pub fn visible(line: &[u8]) -> String {
    let mut s = String::new();
    for &b in line {
        match b {
            b' ' => s.push('·'),
            0x21..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("<{b:02x}>")),
        }
    }
    s
}

impl Difference {
    /// The report `ferrite verify` prints.
    pub fn report(&self) -> String {
        let mut s = format!(
            "first difference at line {}, column {}\n",
            self.line, self.column
        );
        s.push_str("expected (transcript):\n");
        for l in &self.expected {
            s.push_str(l);
            s.push('\n');
        }
        s.push_str("actual (program):\n");
        for l in &self.actual {
            s.push_str(l);
            s.push('\n');
        }
        s
    }
}

/// A console that answers each input request with what the transcript shows typed there: the
/// rest of the transcript's current line, from where the output so far ends (that is how a
/// teletype page reads). When the output has left the transcript, or the transcript is used
/// up, the input has run out.
#[derive(Debug)]
pub struct TranscriptConsole {
    transcript: Vec<u8>,
    /// Everything written so far, typed text included.
    pub output: Vec<u8>,
    opts: CompareOptions,
    brk: Option<BreakFlag>,
}

impl TranscriptConsole {
    /// A console reading its typed lines out of `transcript`.
    pub fn new(transcript: &[u8], opts: CompareOptions) -> Self {
        Self {
            transcript: transcript.to_vec(),
            output: Vec::new(),
            opts,
            brk: None,
        }
    }

    /// Attaches a break flag (a watchdog in tests, Ctrl-C at the command line).
    pub fn with_break_flag(mut self, flag: BreakFlag) -> Self {
        self.brk = Some(flag);
        self
    }

    fn matches_so_far(&self) -> bool {
        let n = self.output.len();
        if n > self.transcript.len() {
            return false;
        }
        let so_far = normalise(&self.output, self.opts);
        let page = normalise(&self.transcript[..n], self.opts);
        so_far == page
    }
}

impl Console for TranscriptConsole {
    fn write(&mut self, bytes: &[u8]) {
        self.output.extend_from_slice(bytes);
    }

    fn read_line(&mut self) -> Option<Vec<u8>> {
        if !self.matches_so_far() {
            return None;
        }
        let at = self.output.len();
        let rest = &self.transcript[at..];
        // The line end an editor adds after a page that ends at a prompt is not an answer.
        if rest == b"\n" {
            return None;
        }
        let end = rest.iter().position(|&b| b == b'\n')?;
        Some(rest[..end].to_vec())
    }

    fn echoes_input(&self) -> bool {
        true
    }

    /// Output is collected, not watched: the machine's waits pass at once.
    fn keeps_time(&self) -> bool {
        false
    }

    fn break_flag(&self) -> Option<BreakFlag> {
        self.brk.clone()
    }
}

#[cfg(test)]
mod tests;
