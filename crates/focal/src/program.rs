//! The program text: numbered lines in order, each kept as typed and as read.
//!
//! FOCAL,1969 keeps the text as typed and lists it back unchanged (`WRITE`); ferrite keeps
//! the typed bytes for listing and the commands read from them for running.

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::lineno::LineNumber;
use crate::parse::{parse_line, Command};

/// One stored line.
#[derive(Clone, Debug)]
pub struct Line {
    /// The text after the line number, as typed.
    pub text: Vec<u8>,
    /// The commands read from it.
    pub commands: Arc<[Command]>,
}

impl Line {
    /// Reads `text` into a line.
    pub fn new(text: &[u8]) -> Self {
        Self { text: text.to_vec(), commands: parse_line(text).into() }
    }

    /// Words the line takes in FOCAL's text buffer: the line number, then the characters
    /// packed two to a word with the closing carriage return.
    pub fn words(&self) -> usize {
        1 + (self.text.len() + 2) / 2
    }
}

/// All stored lines.
#[derive(Clone, Debug, Default)]
pub struct Program {
    lines: BTreeMap<LineNumber, Line>,
    words: usize,
}

impl Program {
    /// Stores a line, replacing one with the same number.
    pub fn insert(&mut self, n: LineNumber, line: Line) {
        self.words += line.words();
        if let Some(old) = self.lines.insert(n, line) {
            self.words -= old.words();
        }
    }

    /// Words the text would take if line `n` were replaced by `text`.
    pub fn words_with(&self, n: LineNumber, text: &[u8]) -> usize {
        let old = self.lines.get(&n).map_or(0, Line::words);
        self.words - old + 1 + (text.len() + 2) / 2
    }

    /// Words the text takes.
    pub fn words(&self) -> usize {
        self.words
    }

    /// Removes one line; whether it was there.
    pub fn remove(&mut self, n: LineNumber) -> bool {
        match self.lines.remove(&n) {
            Some(old) => {
                self.words -= old.words();
                true
            }
            None => false,
        }
    }

    /// Removes a whole group.
    pub fn remove_group(&mut self, group: u8) {
        let doomed: Vec<LineNumber> = self.group_lines(group).map(|(n, _)| n).collect();
        for n in doomed {
            self.remove(n);
        }
    }

    /// Removes everything.
    pub fn clear(&mut self) {
        self.lines.clear();
        self.words = 0;
    }

    /// The line numbered `n`.
    pub fn get(&self, n: LineNumber) -> Option<&Line> {
        self.lines.get(&n)
    }

    /// The first line.
    pub fn first(&self) -> Option<LineNumber> {
        self.lines.keys().next().copied()
    }

    /// The line after `n` (whether or not `n` itself exists).
    pub fn next_after(&self, n: LineNumber) -> Option<LineNumber> {
        use std::ops::Bound::{Excluded, Unbounded};
        self.lines.range((Excluded(n), Unbounded)).next().map(|(k, _)| *k)
    }

    /// The first line of a group.
    pub fn first_in_group(&self, group: u8) -> Option<LineNumber> {
        self.group_lines(group).next().map(|(n, _)| n)
    }

    /// The lines of a group, in order.
    pub fn group_lines(&self, group: u8) -> impl Iterator<Item = (LineNumber, &Line)> {
        self.lines.iter().filter(move |(n, _)| n.group() == group).map(|(n, l)| (*n, l))
    }

    /// All lines, in order.
    pub fn iter(&self) -> impl Iterator<Item = (LineNumber, &Line)> {
        self.lines.iter().map(|(n, l)| (*n, l))
    }
}
