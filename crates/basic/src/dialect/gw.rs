//! GW-BASIC 3.23 (1988) as PC-BASIC 2.0.8 reproduces it: the recorded oracle.
//!
//! Sources: the recorded runs in `../shared/conformance/gw` and `../shared/transcripts/gw`,
//! summarised in `../shared/conformance/DIALECT-NOTES.md`; the *GW-BASIC User's Guide*
//! (Microsoft, 1987), chapter 6 and Appendix A (error messages).

use super::{
    Crunch, EditorWords, ErrorLayout, Keyword as K, ListRange, ListStyle, Profile, TabBehind, Wrap,
};
use crate::error::ErrorKind;
use crate::num::mbf::{GwNumber, GwRnd};

/// The GW-BASIC profile.
#[derive(Clone, Copy, Debug, Default)]
pub struct Gw;

/// GW-BASIC's reserved words that ferrite knows; only whole words match.
const KEYWORDS: &[(&str, K)] = &[
    ("END", K::End),
    ("FOR", K::For),
    ("NEXT", K::Next),
    ("DATA", K::Data),
    ("INPUT", K::Input),
    ("DIM", K::Dim),
    ("READ", K::Read),
    ("LET", K::Let),
    ("GOTO", K::Goto),
    ("RUN", K::Run),
    ("IF", K::If),
    ("RESTORE", K::Restore),
    ("GOSUB", K::Gosub),
    ("RETURN", K::Return),
    ("REM", K::Rem),
    ("STOP", K::Stop),
    ("ON", K::On),
    ("WAIT", K::Wait),
    ("LOAD", K::Load),
    ("SAVE", K::Save),
    ("DEF", K::Def),
    ("POKE", K::Poke),
    ("PRINT", K::Print),
    ("CONT", K::Cont),
    ("LIST", K::List),
    ("CLEAR", K::Clear),
    ("NEW", K::New),
    ("OUT", K::Out),
    ("ELSE", K::Else),
    ("WHILE", K::While),
    ("WEND", K::Wend),
    ("SWAP", K::Swap),
    ("RANDOMIZE", K::Randomize),
    ("DEFINT", K::Defint),
    ("DEFSNG", K::Defsng),
    ("DEFDBL", K::Defdbl),
    ("DEFSTR", K::Defstr),
    ("LINE", K::Line),
    ("CLS", K::Cls),
    ("WIDTH", K::Width),
    ("ERASE", K::Erase),
    ("OPEN", K::Open),
    ("CLOSE", K::Close),
    ("GO", K::Go),
    ("OPTION", K::Option),
    ("THEN", K::Then),
    ("TO", K::To),
    ("STEP", K::Step),
    ("TAB(", K::Tab),
    ("SPC(", K::Spc),
    ("NOT", K::Not),
    ("AND", K::And),
    ("OR", K::Or),
    ("XOR", K::Xor),
    ("EQV", K::Eqv),
    ("IMP", K::Imp),
    ("MOD", K::Mod),
    ("USING", K::Using),
    ("SGN", K::Sgn),
    ("INT", K::Int),
    ("ABS", K::Abs),
    ("USR", K::Usr),
    ("FRE", K::Fre),
    ("INP", K::Inp),
    ("POS", K::Pos),
    ("SQR", K::Sqr),
    ("RND", K::Rnd),
    ("LOG", K::Log),
    ("EXP", K::Exp),
    ("COS", K::Cos),
    ("SIN", K::Sin),
    ("TAN", K::Tan),
    ("ATN", K::Atn),
    ("PEEK", K::Peek),
    ("LEN", K::Len),
    ("STR$", K::Str),
    ("VAL", K::Val),
    ("ASC", K::Asc),
    ("CHR$", K::Chr),
    ("LEFT$", K::Left),
    ("RIGHT$", K::Right),
    ("MID$", K::Mid),
    ("INSTR", K::Instr),
    ("STRING$", K::StringFn),
    ("SPACE$", K::Space),
    ("HEX$", K::Hex),
    ("OCT$", K::Oct),
    ("FIX", K::Fix),
    ("CINT", K::Cint),
    ("CSNG", K::Csng),
    ("CDBL", K::Cdbl),
    ("INKEY$", K::Inkey),
    ("TIMER", K::Timer),
];

impl Profile for Gw {
    type Num = GwNumber;
    type Rnd = GwRnd;
    const ID: &'static str = "gw";

    fn editor_words() -> &'static EditorWords {
        &EDITOR
    }

    fn edits_line_after_syntax_error() -> bool {
        true
    }

    fn keywords() -> &'static [(&'static str, K)] {
        KEYWORDS
    }
    /// `REMARKABLE` and `TOS1` are names (conformance/README.md).
    fn crunch() -> Crunch {
        Crunch::WholeWords
    }
    /// The whole name counts (DIALECT-NOTES §6); GW keeps 40 characters.
    fn name_significance() -> Option<usize> {
        Some(40)
    }
    fn name_suffixes() -> &'static [u8] {
        b"$%!#"
    }
    fn has_deftype() -> bool {
        true
    }
    /// Zones of 14 columns (DIALECT-NOTES §7).
    fn zone_width() -> usize {
        14
    }
    /// The 80-column screen: long text runs on unbroken in the stream, but a full row followed
    /// by a line end shows an empty line (gw/generated/s000049_wrap, s000087_wrap).
    fn wrap() -> Wrap {
        Wrap::Screen {
            width: 80,
            waits_at_edge: true,
        }
    }
    /// A number or string that does not fit starts a new line (conformance/README.md).
    fn fit_rule() -> super::FitRule {
        super::FitRule::AllItems
    }
    /// `SPC(90)` is 10 spaces on an 80-column line (gw/generated/s000125_wrap).
    fn tab_and_spc_modulo_width() -> bool {
        true
    }
    /// A comma past the last full zone of the 80-column line starts a new line.
    fn last_zone_start() -> usize {
        56
    }
    /// `TAB(32)` gives 31 spaces: TAB counts from 1 (transcripts/README.md).
    fn tab_origin() -> usize {
        1
    }
    /// A TAB behind the cursor starts a new line (every HEXAPAWN square on its own line).
    fn tab_behind() -> TabBehind {
        TabBehind::NewLine
    }
    /// `FOR J=5 TO 1` skips the body and leaves J = 6 (DIALECT-NOTES §4).
    fn for_skips_empty_loop() -> bool {
        true
    }
    fn error_words(kind: ErrorKind) -> &'static str {
        use ErrorKind::*;
        match kind {
            NextWithoutFor => "NEXT without FOR",
            Syntax | Unsupported => "Syntax error",
            ReturnWithoutGosub => "RETURN without GOSUB",
            OutOfData => "Out of DATA",
            IllegalQuantity => "Illegal function call",
            Overflow => "Overflow",
            OutOfMemory => "Out of memory",
            UndefinedLine | LineNumberTooLarge => "Undefined line number",
            BadSubscript => "Subscript out of range",
            RedimensionedArray => "Duplicate Definition",
            DivisionByZero => "Division by zero",
            IllegalDirect => "Illegal direct",
            TypeMismatch => "Type mismatch",
            OutOfStringSpace => "Out of string space",
            StringTooLong => "String too long",
            FormulaTooComplex => "String formula too complex",
            CantContinue => "Can't continue",
            UndefinedFunction => "Undefined user function",
            ForWithoutNext => "FOR without NEXT",
            WhileWithoutWend => "WHILE without WEND",
            WendWithoutWhile => "WEND without WHILE",
            BadFileData => "Bad file data",
            DirectStatementInFile => "Direct statement in file",
        }
    }
    /// `Type mismatch in 30` (generated `error` cases).
    fn error_message(kind: ErrorKind, line: Option<u16>) -> String {
        match line {
            Some(n) => format!("{} in {}", Self::error_words(kind), n),
            None => Self::error_words(kind).to_string(),
        }
    }
    fn error_layout() -> ErrorLayout {
        ErrorLayout::OwnLine
    }
    /// `Division by zero` and `Overflow` print a line and the program goes on with the largest
    /// value (gw/generated/s000057_error).
    fn arithmetic_errors_warn() -> bool {
        true
    }
    /// `Break in 100` (conformance/README.md).
    fn break_message(line: Option<u16>) -> String {
        match line {
            Some(n) => format!("Break in {n}"),
            None => "Break".to_string(),
        }
    }
    fn redo_message() -> &'static str {
        "?Redo from start"
    }
    fn extra_ignored_message() -> &'static str {
        "?Extra ignored"
    }
    /// Too few items is `?Redo from start` too (transcripts/gw/hexapawn-illegal-coordinates).
    fn asks_for_missing_items() -> bool {
        false
    }
    /// `DEF FNA(X,Y)` takes any number of parameters.
    fn max_fn_params() -> usize {
        255
    }
    /// NBS P201.
    fn refuses_direct_lines_in_files() -> bool {
        true
    }
    /// `DEF FNA$(X$)` is allowed.
    fn fn_string_params() -> bool {
        true
    }
    /// `LET X = RND` (NBS P133).
    fn rnd_without_argument() -> bool {
        true
    }
    /// `INPUT "NAME",N$` prints no question mark.
    fn input_prompt_comma() -> bool {
        true
    }
}

/// The editor's words and limits (see [`EditorWords`]).
const EDITOR: EditorWords = EditorWords {
    ready: "Ok",
    ready_after_blank: false,
    banner:
        "GW-BASIC 3.23\n(C) Copyright Microsoft 1983,1984,1985,1986,1987,1988\n60300 Bytes free\n",
    typed_limit: 255,
    list_range: ListRange::Dashed,
    list_style: ListStyle::Detokenised,
    list_breaks_before: false,
    editing_commands: true,
    load_error: "File not found",
    save_error: "Path/File access error",
    disk_messages: None,
};
