//! Atari BASIC's error numbers (Reference Manual appendix B; Source Book, ERROR routines) and
//! the messages rev. C printed for them.

use crate::bcd::BcdError;

/// A run-time error: the number the machine printed after `ERROR-` and kept in ERRSAVE (195).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fault(pub u8);

impl Fault {
    /// Insufficient memory (DIM, GOSUB/FOR frames).
    pub const MEMORY: Fault = Fault(2);
    /// Value error: a number out of range for its use.
    pub const VALUE: Fault = Fault(3);
    /// Too many variables (the 129th name).
    pub const TOO_MANY_VARIABLES: Fault = Fault(4);
    /// String length error: a slice outside the string or its DIM.
    pub const STRING_LENGTH: Fault = Fault(5);
    /// Out of DATA.
    pub const OUT_OF_DATA: Fault = Fault(6);
    /// Number greater than 32767 where a line number is needed.
    pub const LINE_TOO_BIG: Fault = Fault(7);
    /// INPUT or READ of a number found something else.
    pub const INPUT: Fault = Fault(8);
    /// Array or string DIM error (not DIMed, DIMed twice, too big, subscript out of range).
    pub const DIM: Fault = Fault(9);
    /// Argument stack overflow: the expression is nested too deeply.
    pub const ARG_STACK: Fault = Fault(10);
    /// Floating point overflow or underflow, division by zero.
    pub const OVERFLOW: Fault = Fault(11);
    /// Line not found.
    pub const LINE_NOT_FOUND: Fault = Fault(12);
    /// NEXT without a matching FOR.
    pub const NO_FOR: Fault = Fault(13);
    /// Line too long or too complex.
    pub const TOO_COMPLEX: Fault = Fault(14);
    /// The line of a GOSUB or FOR was deleted.
    pub const FRAME_LINE_DELETED: Fault = Fault(15);
    /// RETURN without GOSUB.
    pub const RETURN: Fault = Fault(16);
    /// Executing a line kept with a syntax error.
    pub const SYNTAX: Fault = Fault(17);
    /// VAL of a string that does not start with a number.
    pub const INVALID_STRING: Fault = Fault(18);
    /// LOAD program too long.
    pub const LOAD_TOO_LONG: Fault = Fault(19);
    /// Device number larger than 7.
    pub const DEVICE_NUMBER: Fault = Fault(20);
    /// LOAD of a file that is not a SAVEd program.
    pub const LOAD_FILE: Fault = Fault(21);
    /// BREAK abort during I/O.
    pub const BREAK_ABORT: Fault = Fault(128);
    /// IOCB already open.
    pub const ALREADY_OPEN: Fault = Fault(129);
    /// No such device.
    pub const NO_DEVICE: Fault = Fault(130);
    /// Reading a write-only IOCB.
    pub const WRITE_ONLY: Fault = Fault(131);
    /// Invalid command (XIO).
    pub const INVALID_COMMAND: Fault = Fault(132);
    /// Device or file not open.
    pub const NOT_OPEN: Fault = Fault(133);
    /// Bad IOCB number.
    pub const BAD_IOCB: Fault = Fault(134);
    /// Writing a read-only IOCB.
    pub const READ_ONLY: Fault = Fault(135);
    /// End of file.
    pub const EOF: Fault = Fault(136);
    /// Truncated record (a line longer than the buffer).
    pub const TRUNCATED: Fault = Fault(137);
    /// Cursor out of range for the screen mode.
    pub const CURSOR_RANGE: Fault = Fault(141);
    /// Function not implemented by the handler.
    pub const NOT_IMPLEMENTED: Fault = Fault(146);
    /// Drive number error.
    pub const DRIVE: Fault = Fault(160);
    /// Disk full.
    pub const DISK_FULL: Fault = Fault(162);
    /// File name error.
    pub const FILE_NAME: Fault = Fault(165);
    /// File locked (a host file that cannot be written).
    pub const FILE_LOCKED: Fault = Fault(167);
    /// File not found.
    pub const FILE_NOT_FOUND: Fault = Fault(170);
}

impl From<BcdError> for Fault {
    fn from(e: BcdError) -> Self {
        match e {
            BcdError::Overflow => Fault::OVERFLOW,
            BcdError::Value => Fault::VALUE,
        }
    }
}

/// How execution stopped, other than by running on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// An error, to be reported (or trapped) at the current line.
    Error(Fault),
    /// STOP (`STOPPED  AT LINE n`).
    Stopped,
    /// BREAK pressed (the console's break flag): stops like STOP.
    Break,
    /// END, or running past the last line.
    End,
    /// INPUT or GET found no more typed input.
    InputExhausted,
    /// BYE or DOS: leave BASIC.
    Bye,
    /// NEW, LOAD, RUN "D:..": the program changed, the caller continues as the command says.
    Restart,
}

impl From<Fault> for Stop {
    fn from(f: Fault) -> Self {
        Stop::Error(f)
    }
}

impl From<BcdError> for Stop {
    fn from(e: BcdError) -> Self {
        Stop::Error(e.into())
    }
}

/// The error line as rev. C printed it: `ERROR-   n AT LINE l` (three spaces whatever the
/// number of digits; `generated-README.md`, output conventions), without `AT LINE` for a
/// direct line.
pub fn error_message(code: u8, line: Option<u16>) -> Vec<u8> {
    let mut text = format!("ERROR-   {code}");
    if let Some(line) = line {
        text.push_str(&format!(" AT LINE {line}"));
    }
    text.into_bytes()
}

/// STOP's and BREAK's line: `STOPPED  AT LINE n` with two spaces, as the `tisnik_*`
/// recordings show.
pub fn stopped_message(line: Option<u16>) -> Vec<u8> {
    let mut text = String::from("STOPPED ");
    if let Some(line) = line {
        text.push_str(&format!(" AT LINE {line}"));
    }
    text.into_bytes()
}
