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
        Self {
            text: text.to_vec(),
            commands: parse_line(text).into(),
        }
    }

    /// Words the line takes in FOCAL's text buffer: link and line number, then the
    /// characters as 6-bit codes two to a word; a character outside the printing set
    /// (and `?`, and the closing carriage return) takes an escape code more (PACBUF).
    pub fn words(&self) -> usize {
        text_words(&self.text)
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
        self.lines
            .range((Excluded(n), Unbounded))
            .next()
            .map(|(k, _)| *k)
    }

    /// The first line of a group.
    pub fn first_in_group(&self, group: u8) -> Option<LineNumber> {
        self.group_lines(group).next().map(|(n, _)| n)
    }

    /// The lines of a group, in order.
    pub fn group_lines(&self, group: u8) -> impl Iterator<Item = (LineNumber, &Line)> {
        self.lines
            .iter()
            .filter(move |(n, _)| n.group() == group)
            .map(|(n, l)| (*n, l))
    }

    /// All lines, in order.
    pub fn iter(&self) -> impl Iterator<Item = (LineNumber, &Line)> {
        self.lines.iter().map(|(n, l)| (*n, l))
    }
}

/// Words a line of `text` takes (see [`Line::words`]).
pub fn text_words(text: &[u8]) -> usize {
    let codes: usize = text
        .iter()
        .map(|&c| {
            if (b' '..=b'_').contains(&c) && c != b'?' {
                1
            } else {
                2
            }
        })
        .sum();
    // The carriage return is two codes; round up to whole words.
    2 + (codes + 2).div_ceil(2)
}
