//! Program text to commands: each line is read once, when typed, into [`Command`]s.
//!
//! FOCAL,1969 interprets its text directly, so an error in the text shows only when the
//! interpreter reaches it. A line is therefore read as far as it can be, and the place
//! where reading failed becomes a [`Command::Fail`] (or an [`Op::Fail`](expr::Op::Fail)
//! inside an expression, or an [`Item::Fail`] in a TYPE/ASK list), reported when executed.

pub mod command;
pub mod expr;
pub mod number;

pub use command::parse_line;
pub use expr::{BinOp, Expr, Func, Name, Op};

use crate::error::ErrorKind;
use crate::num::TypeFormat;

/// A position in a line of text.
#[derive(Clone, Debug)]
pub struct Cursor<'a> {
    text: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `text`.
    pub fn new(text: &'a [u8]) -> Self {
        Self { text, pos: 0 }
    }
    /// The byte at the cursor.
    pub fn peek(&self) -> Option<u8> {
        self.text.get(self.pos).copied()
    }
    /// Moves past one byte.
    pub fn bump(&mut self) {
        self.advance(1);
    }
    /// Moves past `n` bytes (never beyond the end).
    pub fn advance(&mut self, n: usize) {
        self.pos = (self.pos + n).min(self.text.len());
    }
    /// The text from the cursor on.
    pub fn rest(&self) -> &'a [u8] {
        self.text.get(self.pos..).unwrap_or(&[])
    }
    /// The cursor's offset.
    pub fn pos(&self) -> usize {
        self.pos
    }
    /// The text from `start` to the cursor.
    pub fn slice(&self, start: usize) -> &'a [u8] {
        self.text.get(start..self.pos).unwrap_or(&[])
    }
    /// Skips spaces.
    pub fn skip_spaces(&mut self) {
        while self.peek() == Some(b' ') {
            self.bump();
        }
    }
}

/// A variable named on the left of `=`, in `FOR`, or in `ASK`.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    /// The two significant characters.
    pub name: Name,
    /// The subscript, if one was written (none is subscript 0).
    pub index: Option<Expr>,
}

/// One element of a TYPE or ASK list.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// `"text"`: typed as it stands.
    Text(Vec<u8>),
    /// `!`: carriage return and line feed.
    Newline,
    /// `#`: carriage return alone.
    Return,
    /// `:`: a tabulation (FOCAL,1969 sends a TAB character).
    Tab,
    /// `%N.M` or `%`: the output format from here on.
    Format(TypeFormat),
    /// `$`: the symbol table.
    Dump,
    /// An expression whose value TYPE prints (`=` and the number).
    Value(Expr),
    /// A variable ASK reads.
    Input(Target),
    /// Reading the list failed here.
    Fail(ErrorKind),
}

/// A line-number argument, read as FOCAL's GETLN reads it: digits are taken exactly as
/// group and two step digits (`2.1` is 02.10, a third step digit is an error); anything else
/// is an expression whose value is split (FOCAL 5/69 listing, XGETLN and EVLN).
#[derive(Clone, Debug, PartialEq)]
pub enum LineArg {
    /// Typed digits: group and step as written (nothing typed is 0, "all").
    Literal {
        /// The group digits' value.
        group: u32,
        /// The two step digits' value.
        step: u32,
    },
    /// An expression to evaluate.
    Computed(Expr),
    /// The digits could not be read (a third step digit, a second point).
    Fail(ErrorKind),
}

impl LineArg {
    /// Whether reading it failed (evaluation stops there).
    pub fn failed(&self) -> bool {
        match self {
            LineArg::Literal { .. } => false,
            LineArg::Computed(e) => e.failed(),
            LineArg::Fail(_) => true,
        }
    }
}

/// What `ERASE` removes.
#[derive(Clone, Debug, PartialEq)]
pub enum EraseWhat {
    /// `ERASE`: the variables.
    Variables,
    /// `ERASE ALL`: program and variables.
    All,
    /// `ERASE g` or `ERASE g.ss`: a group or a line.
    Lines(LineArg),
}

/// A command, named by its full word; FOCAL reads only the first letter.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `ASK`: prompts and reads values.
    Ask(Vec<Item>),
    /// `TYPE`: prints text and values.
    Type(Vec<Item>),
    /// `SET v=e`.
    Set(Target, Expr),
    /// `DO` lines, groups, or (no argument) the whole program; `DO 1,2` does both.
    Do(Vec<LineArg>),
    /// `GOTO` a line; no argument (`GO`) is line 0, the start of the program.
    Goto(LineArg),
    /// `IF (e) neg,zero,pos`: targets not written continue the line.
    If {
        /// The condition.
        cond: Expr,
        /// The targets written, in order (an empty field is line 0).
        targets: Vec<LineArg>,
    },
    /// `FOR v=start,limit` or `FOR v=start,step,limit`; the rest of the line is the body.
    For {
        /// The loop variable.
        var: Target,
        /// First value.
        start: Expr,
        /// The step (1 when absent).
        step: Option<Expr>,
        /// The limit.
        limit: Expr,
    },
    /// `RETURN` from a `DO`.
    Return,
    /// `QUIT`: back to `*`.
    Quit,
    /// `COMMENT` or `CONTINUE`: nothing.
    Comment,
    /// `ERASE`.
    Erase(EraseWhat),
    /// `WRITE` the program (no argument), groups or lines.
    Write(Vec<LineArg>),
    /// `MODIFY` a line.
    Modify(LineArg),
    /// `LIBRARY` sub-command letter and file name.
    Library(u8, Vec<u8>),
    /// Reading the command failed here.
    Fail(ErrorKind),
}
