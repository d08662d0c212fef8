//! FOCAL,1969's profile: error codes, the listing header, and the storage it had.
//!
//! FOCAL has one dialect, but its quirks are kept in one place as the BASIC profiles are
//! (STYLE §2): the interpreter asks [`Profile`] and never spells a code or a size itself.

use crate::error::ErrorKind;

/// How much memory the PDP-8 had, which decides where FOCAL keeps text and variables.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Memory {
    /// 4K words: FOCAL,1969 alone, all functions kept (the conformance oracle).
    K4,
    /// 8K words with the 8K overlay: text in field 1 (the HEXAPAWN sessions).
    #[default]
    K8,
}

/// Word budgets of one configuration. FOCAL,1969 keeps each variable in 5 words (name,
/// subscript, three-word value) and its pushdown list grows down toward them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Storage {
    /// Words shared by variables and the pushdown list (and, when `text_shared`, the text).
    pub pool: usize,
    /// Words for program text when it lives apart (8K: field 1).
    pub text_pool: usize,
    /// Whether the text takes its words from `pool` (4K: text, variables and list share).
    pub text_shared: bool,
}

/// Words one variable takes.
pub const WORDS_PER_VARIABLE: usize = 5;
/// Free words GETVAR wants beyond the last variable before it makes another (it tests
/// `LASTV+13` octal against the pushdown pointer; FOCAL 5/69 listing, GS2).
pub const NEW_VARIABLE_MARGIN: usize = 11;
/// Pushdown words a `DO` keeps while its lines run: the PC, the text pointers, the
/// group/char/line triple and the return (DO, DGRP).
pub const PDL_DO: usize = 8;
/// Pushdown words a `FOR` keeps: variable pointer, increment, limit, text pointers and the
/// return into PROC (FOR, FCONT: 13 octal words plus the call).
pub const PDL_FOR: usize = 12;
/// Pushdown words for each operator or enclosure the evaluator holds back.
pub const PDL_EXPR_LEVEL: usize = 4;
/// Pushdown words of EVAL's own call and of fetching one operand.
pub const PDL_EVAL: usize = 4;
/// Pushdown words of the command loop itself and of GETARG's call and create flag.
pub const PDL_COMMAND: usize = 1;
/// Pushdown words GETARG holds while it looks a variable up.
pub const PDL_GETARG: usize = 2;

/// What FOCAL,1969 did, asked by the interpreter.
pub trait Profile {
    /// The two halves of `?gg.ll` for an error (FOCAL-8 manual, error table; the recorded
    /// runs in ../shared/conformance/focal69/generated/*_error).
    fn error_code(&self, kind: ErrorKind) -> &'static str;
    /// The first line `WRITE` types before a whole listing.
    fn listing_header(&self, memory: Memory) -> &'static str;
    /// The storage a configuration had.
    fn storage(&self, memory: Memory) -> Storage;
    /// What FOCAL types when it waits for a command (START types the lead-in character).
    fn prompt(&self) -> &'static [u8] {
        b"*"
    }
}

/// DEC FOCAL,1969 (tape DEC-08-AJAE-PB).
#[derive(Clone, Copy, Debug, Default)]
pub struct Focal69;

impl Profile for Focal69 {
    fn error_code(&self, kind: ErrorKind) -> &'static str {
        use ErrorKind::*;
        match kind {
            Interrupt => "01.00",
            BadLineNumber => "01.40",
            GroupTooLarge => "01.78",
            LineZero => "01.;4",
            DoNoGroup => "02.32",
            DoNoLine => "02.52",
            PushdownOverflow => "02.79",
            NoSuchLine => "03.05",
            IllegalCommand => "03.28",
            BadVariable => "04.39",
            ExcessRightTerminator => "04.52",
            BadForTerminator => "04.60",
            BadModify => "05.48",
            IllegalUse => "06.06",
            TooManyVariables => "06.54",
            OperatorMissing => "07.22",
            NoOperatorBeforeParen => "07.38",
            FunctionArgumentMissing => "07.:9",
            IllegalFunctionOrDoubleOperator => "07.;6",
            UnmatchedParentheses => "08.47",
            BadErase => "09.11",
            TextStorageFull => "10.:5",
            InputBufferOverflow => "11.35",
            LogOfZero => "20.34",
            LiteralTooLarge => "23.36",
            BadExponent => "26.99",
            DivisionByZero => "28.73",
            ImaginarySquareRoot => "30.05",
            Unavailable => "31.<7",
        }
    }

    /// `W` on the 4K tape types `C-FOCAL,1969`; with the 8K overlay `C-8K FOCAL @1969`
    /// (transcripts/focal69/README.md).
    fn listing_header(&self, memory: Memory) -> &'static str {
        match memory {
            Memory::K4 => "C-FOCAL,1969",
            Memory::K8 => "C-8K FOCAL @1969",
        }
    }

    /// Sizes measured on the recorded machine (programs/HEXAPAWN.FC.notes.md): `F
    /// I=1,4000;S A(I)=I` ends with 232 variables on 8K and 147 on 4K with all functions,
    /// which with the FOR frame and GETARG's margin (26 words) puts the blocks at 1181..1185
    /// words (the 8K block is 3140-5377 octal, 1184 words) and 756..760 words. The 4K text shares its block (HEXAPAWN's text stops fitting after
    /// about 35 lines); 8K keeps the text in field 1.
    fn storage(&self, memory: Memory) -> Storage {
        match memory {
            Memory::K4 => Storage {
                pool: 758,
                text_pool: 0,
                text_shared: true,
            },
            Memory::K8 => Storage {
                pool: 1184,
                text_pool: 3800,
                text_shared: false,
            },
        }
    }
}
