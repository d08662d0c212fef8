//! The errors a BASIC program can meet, named by what went wrong; each engine words them
//! (the Microsoft family through its dialect profiles, Atari BASIC by its own error numbers).

/// What went wrong. Each dialect's profile maps a kind to the machine's own number and words
/// (`?SN ERROR`, `?SYNTAX  ERROR`, `Syntax error`). Not `non_exhaustive`: a new kind must be
/// worded by every profile, which their exhaustive matches make the compiler ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// NEXT with no FOR open for its variable.
    NextWithoutFor,
    /// Text the parser cannot read.
    Syntax,
    /// RETURN with no GOSUB open.
    ReturnWithoutGosub,
    /// READ past the last DATA item.
    OutOfData,
    /// An argument out of range, or a function domain error.
    IllegalQuantity,
    /// A number too large for the format.
    Overflow,
    /// Program, variables or stacks exceed the machine's memory.
    OutOfMemory,
    /// GOTO, GOSUB, THEN or RUN to a line that is not there.
    UndefinedLine,
    /// A subscript outside the array's bounds.
    BadSubscript,
    /// DIM of an array that already exists.
    RedimensionedArray,
    /// Division by zero.
    DivisionByZero,
    /// A statement that only a program may use, typed in direct mode.
    IllegalDirect,
    /// A string where a number belongs or the reverse.
    TypeMismatch,
    /// No room left for strings.
    OutOfStringSpace,
    /// A string longer than 255 characters.
    StringTooLong,
    /// An expression nested too deeply for the machine's stack.
    FormulaTooComplex,
    /// CONT with nothing to continue.
    CantContinue,
    /// FN of a function never defined.
    UndefinedFunction,
    /// FOR with no matching NEXT (GW-BASIC looks for it when FOR runs).
    ForWithoutNext,
    /// WHILE with no matching WEND.
    WhileWithoutWend,
    /// WEND with no WHILE open.
    WendWithoutWhile,
    /// A statement the dialect lacks (reported as the dialect reports it).
    Unsupported,
    /// Bad data typed where a number was wanted, in a context that cannot ask again.
    BadFileData,
    /// A line without a number in a program file (GW-BASIC's LOAD).
    DirectStatementInFile,
    /// A line number beyond the machine's limit.
    LineNumberTooLarge,
    /// An error known by its GW-BASIC number only: the file errors (53 `File not found`, ...),
    /// `No RESUME`, `RESUME without error`, and the codes `ERROR n` raises.
    Numbered(u8),
}

/// An error with the line it happened in (`None` in direct mode).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BasicError {
    /// What went wrong.
    pub kind: ErrorKind,
    /// The program line, when the error happened while a program ran.
    pub line: Option<u16>,
}

impl BasicError {
    /// An error of `kind` whose line is filled in by the interpreter.
    pub fn new(kind: ErrorKind) -> Self {
        Self { kind, line: None }
    }
}

impl From<ErrorKind> for BasicError {
    fn from(kind: ErrorKind) -> Self {
        Self::new(kind)
    }
}
