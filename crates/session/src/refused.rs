//! A line of a file the machine could not have stored as a program line, for the command
//! line to name rather than drop (each engine finds it its own way:
//! [`crate::AnySession::refused_line`]).

use std::fmt;

/// A line of a file that cannot be a program line, with why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefusedLine {
    /// The line's number in the file, counting from 1.
    pub file_line: usize,
    /// What is wrong with it, in a few words.
    pub reason: String,
}

impl fmt::Display for RefusedLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {} of the file cannot be a program line: {}",
            self.file_line, self.reason
        )
    }
}
