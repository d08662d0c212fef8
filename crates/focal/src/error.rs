//! FOCAL's errors: one kind per diagnostic FOCAL,1969 types, and where it happened.
//!
//! FOCAL,1969 names an error by the address of the code that found it, typed as `?gg.ll`
//! (two "digits" per half, where a value of 10..15 shows as `:` `;` `<` `=` `>` `?`).
//! The codes themselves live in the profile ([`crate::dialect`]); this enum only says what
//! went wrong, as `ferrite_basic::ErrorKind` does for the BASICs.

use crate::lineno::LineNumber;

/// What went wrong, in FOCAL,1969's terms (DEC FOCAL-8 manual, error diagnostics table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// CTRL/C from the keyboard (`?01.00`).
    Interrupt,
    /// A line or step number that is not gg.ss with 1..99 (`?01.40`).
    BadLineNumber,
    /// A group number above 31 (`?01.78`).
    GroupTooLarge,
    /// Line number zero where a real line is needed (`?01.;4`).
    LineZero,
    /// `DO` named a group with no lines (`?02.32`).
    DoNoGroup,
    /// `DO` named a line that does not exist (`?02.52`).
    DoNoLine,
    /// The pushdown list ran into the variables (`?02.79`).
    PushdownOverflow,
    /// `GOTO` or `IF` named a line that does not exist (`?03.05`).
    NoSuchLine,
    /// The first letter is no command (`?03.28`).
    IllegalCommand,
    /// The left side of `=` in `SET` or `FOR` is not a variable (`?04.39`).
    BadVariable,
    /// More closing than opening enclosures (`?04.52`).
    ExcessRightTerminator,
    /// `FOR` without its `,` or `;` where FOCAL needs one (`?04.60`).
    BadForTerminator,
    /// `MODIFY` without a usable line (`?05.48`).
    BadModify,
    /// A function name or number where FOCAL cannot use it (`?06.06`).
    IllegalUse,
    /// No room for another variable (`?06.54`).
    TooManyVariables,
    /// Two operands with no operator, or a double `E` (`?07.22`).
    OperatorMissing,
    /// An operand followed by `(` (`?07.38`).
    NoOperatorBeforeParen,
    /// A function with nothing in its parentheses (`?07.:9`).
    FunctionArgumentMissing,
    /// An unknown function name or two operators in a row (`?07.;6`).
    IllegalFunctionOrDoubleOperator,
    /// Enclosures that do not match (`?08.47`).
    UnmatchedParentheses,
    /// `ERASE` with an argument it cannot use (`?09.11`).
    BadErase,
    /// No room for another program line (`?10.:5`).
    TextStorageFull,
    /// A typed line longer than the input buffer (`?11.35`).
    InputBufferOverflow,
    /// `FLOG` of zero (`?20.34`).
    LogOfZero,
    /// A literal whose digits reach 2^36 (`?23.36`).
    LiteralTooLarge,
    /// `^` with a negative or too large exponent (`?26.99`).
    BadExponent,
    /// Division by zero (`?28.73`).
    DivisionByZero,
    /// `FSQT` of a negative number (`?30.05`).
    ImaginarySquareRoot,
    /// A command or function this configuration does not have (`?31.<7`).
    Unavailable,
}

/// An error together with the program line that was running (none for a direct command).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FocalError {
    /// What went wrong.
    pub kind: ErrorKind,
    /// The line running when it happened; `None` in a direct command.
    pub line: Option<LineNumber>,
}

impl From<crate::num::NumError> for ErrorKind {
    /// The number core's failures, as FOCAL,1969 reported them.
    fn from(e: crate::num::NumError) -> Self {
        use crate::num::NumError;
        match e {
            NumError::DivisionByZero => ErrorKind::DivisionByZero,
            // FOCAL,1969's arithmetic has a 12-bit exponent; when even that overflows the
            // package gives up the same way as for a bad exponent.
            NumError::Overflow => ErrorKind::BadExponent,
            NumError::SqrtNegative => ErrorKind::ImaginarySquareRoot,
            NumError::LogNotPositive => ErrorKind::LogOfZero,
            NumError::NegativeExponent => ErrorKind::BadExponent,
            NumError::LiteralTooLarge => ErrorKind::LiteralTooLarge,
        }
    }
}
