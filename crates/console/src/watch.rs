//! Comparing while the program runs: a console that checks each finished output line against
//! a transcript and breaks the run off at the first line that differs, or once the output has
//! gone past the transcript's end. A program that loops for ever then ends as soon as it can
//! no longer match, instead of filling memory with output nobody will compare.

use crate::transcript::{normalise, CompareOptions};
use crate::{BreakFlag, Console};

/// How much longer than the transcript's line an unfinished output line may grow before it
/// cannot match any more (a program printing for ever with `;` never ends a line).
const SLACK: usize = 4096;

/// A console around `inner` that raises its break flag when the output stops matching.
#[derive(Debug)]
pub struct WatchedConsole<C> {
    inner: C,
    /// The transcript's lines, normalised, each without its line end; the last one is what
    /// follows the final line end (empty when the transcript ends with one).
    lines: Vec<Vec<u8>>,
    opts: CompareOptions,
    brk: BreakFlag,
    /// The output line being written.
    current: Vec<u8>,
    /// How many output lines have been finished (and matched).
    done: usize,
    tripped: bool,
}

impl<C: Console> WatchedConsole<C> {
    /// Watches `inner`'s output against `transcript`, compared as `opts` says; `brk` is the
    /// flag the interpreter polls (a watchdog or Ctrl-C may raise it too).
    pub fn new(inner: C, transcript: &[u8], opts: CompareOptions, brk: BreakFlag) -> Self {
        let lines = transcript
            .split(|&b| b == b'\n')
            .map(|l| normalise(l, opts))
            .collect();
        Self {
            inner,
            lines,
            opts,
            brk,
            current: Vec::new(),
            done: 0,
            tripped: false,
        }
    }

    /// Whether the run was broken off because the output could no longer match.
    pub fn tripped(&self) -> bool {
        self.tripped
    }

    /// The console inside, with everything it was given.
    pub fn into_inner(self) -> C {
        self.inner
    }

    fn trip(&mut self) {
        if !self.tripped {
            self.tripped = true;
            self.brk.raise();
        }
    }

    /// Checks the finished line `self.current`: the transcript must have that line, ended.
    fn finish_line(&mut self) {
        let line = normalise(&self.current, self.opts);
        self.current.clear();
        let i = self.done;
        self.done += 1;
        let ended_in_transcript = i + 1 < self.lines.len();
        if !ended_in_transcript || self.lines[i] != line {
            self.trip();
        }
    }
}

impl<C: Console> Console for WatchedConsole<C> {
    fn write(&mut self, bytes: &[u8]) {
        self.inner.write(bytes);
        if self.tripped {
            return;
        }
        for &b in bytes {
            if b == b'\n' {
                self.finish_line();
            } else {
                self.current.push(b);
            }
        }
        let room = self.lines.get(self.done).map_or(0, Vec::len) + SLACK;
        if self.current.len() > room {
            self.trip();
        }
    }

    fn read_line(&mut self) -> Option<Vec<u8>> {
        self.inner.read_line()
    }

    fn echoes_input(&self) -> bool {
        self.inner.echoes_input()
    }

    fn keeps_time(&self) -> bool {
        self.inner.keeps_time()
    }

    fn break_flag(&self) -> Option<BreakFlag> {
        Some(self.brk.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MemoryConsole;

    fn watch(page: &[u8], out: &[&[u8]]) -> bool {
        let flag = BreakFlag::new();
        let mut con = WatchedConsole::new(
            MemoryConsole::new(b"", false),
            page,
            CompareOptions::default(),
            flag.clone(),
        );
        for o in out {
            con.write(o);
        }
        assert_eq!(con.tripped(), flag.is_raised());
        con.tripped()
    }

    #[test]
    fn matching_output_runs_on() {
        assert!(!watch(b"Y\nY\n", &[b"Y\n", b"Y", b"\n"]));
        assert!(!watch(b"A\nB", &[b"A\nB"]));
    }

    #[test]
    fn output_past_the_end_or_different_stops() {
        assert!(watch(b"Y\nY\n", &[b"Y\nY\nY\n"]));
        assert!(watch(b"A\nB", &[b"A\nB\n"]));
        assert!(watch(b"Y\nY\n", &[b"N\n"]));
        assert!(watch(b"Y\n", &[&[b'Y'; 5000]]));
    }
}
