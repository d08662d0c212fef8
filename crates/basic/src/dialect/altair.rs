//! MITS Altair 8K BASIC Rev. 4.0 (8080, 1976): the BASIC Ahl's 1978 listings were converted to.
//!
//! Sources: the recorded runs in `../shared/transcripts/altair` and
//! `../shared/conformance/altair/generated` (original 8K image on SIMH AltairZ80, terminal
//! width 72), summarised in `../shared/conformance/DIALECT-NOTES.md` §12, and the *MITS Altair
//! BASIC Reference Manual* (1977), Appendix on error messages.

use super::layout::{FreCollects, Layout, PerType, StackModel, StringSpace};
use super::{
    Crunch, EditorWords, ErrorLayout, Keyword as K, ListRange, ListStyle, Profile, TabBehind, Wrap,
};
use crate::error::ErrorKind;
use crate::num::mbf8k::{Mbf8k, Mbf8kRnd};

/// The Altair 8K BASIC 4.0 profile.
#[derive(Clone, Copy, Debug, Default)]
pub struct Altair;

/// The 8K BASIC reserved-word table in the order of its token list (the cruncher takes the
/// first spelling that matches).
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
    ("OUT", K::Out),
    ("ON", K::On),
    ("NULL", K::Null),
    ("WAIT", K::Wait),
    ("DEF", K::Def),
    ("POKE", K::Poke),
    ("PRINT", K::Print),
    ("CONT", K::Cont),
    ("LIST", K::List),
    ("CLEAR", K::Clear),
    ("CLOAD", K::Load),
    ("CSAVE", K::Save),
    ("NEW", K::New),
    ("TAB(", K::Tab),
    ("TO", K::To),
    ("FN", K::Fn),
    ("SPC(", K::Spc),
    ("THEN", K::Then),
    ("NOT", K::Not),
    ("STEP", K::Step),
    ("AND", K::And),
    ("OR", K::Or),
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
];

impl Profile for Altair {
    type Num = Mbf8k;
    type Rnd = Mbf8kRnd;
    const ID: &'static str = "altair";

    /// Altair 8K BASIC 4.0 on a 64 KiB AltairZ80 (`MEMORY SIZE?` answered with Enter):
    /// 58806 bytes for program, variables, arrays, the stack and the string space (50 bytes
    /// at start, `CLEAR n` sizes it), so `10 PRINT FRE(0)` prints -6791 (58745, signed 16
    /// bits). Variables take 6 bytes (two name bytes and four of value, strings a descriptor),
    /// array elements 4, an array header 5 and 2 per dimension. The 8080 stack grows down
    /// into free memory: FRE drops 5 per GOSUB and 16 per FOR, and GETSTK (and REASON for
    /// arrays) keep 42 bytes free below it: `DIM A(14656)` leaves 55, `DIM B(1465,9)` would
    /// leave 40 (`?OM`), 11729 GOSUBs deep `K=K+1` fails (`altair/limits/l023`, `l025`,
    /// `l033`, `l037`). Three string temporaries (`?ST`, `l059`). Sources: the recorded
    /// probes and the 8080 source's layout (TXTTAB, VARTAB, ARYTAB, STREND, FRETOP, MEMSIZ).
    fn memory() -> Layout {
        Layout {
            free: 58806,
            line_overhead: 5,
            scalar_header: 2,
            scalar_value: PerType::all(4),
            long_names: false,
            array_header: 5,
            array_dimension: 2,
            element: PerType::all(4),
            fn_definition: 6,
            fn_as_variable: false,
            fn_creates_parameter: true,
            strings: StringSpace::Separate { default: 50 },
            max_string_space: 32767,
            // `DIM B(14762)` is `?OM`, `DIM B(14763)` `?BS`: its end would pass 65535
            // (bisected on the SIMH Altair).
            address_room: Some(59075),
            fre_signed: true,
            fre_collects: FreCollects::Always,
            reserve: 42,
            stack: StackModel {
                in_free_memory: true,
                room: 42,
                for_frame: 16,
                gosub_frame: 5,
                while_frame: 5,
                while_needs: 5,
                for_needs: 16,
                for_step: 0,
                gosub_needs: 5,
                expression: 6,
                condition: 6,
                operator: 10,
                paren: 0,
                sign: 0,
                function: 6,
                user_function: 12,
                fn_argument: 12,
                typed: None,
            },
            string_temporaries: Some(3),
            segment: None,
        }
    }

    fn editor_words() -> &'static EditorWords {
        &EDITOR
    }

    fn keywords() -> &'static [(&'static str, K)] {
        KEYWORDS
    }
    /// `511 REMEMBER` is a REM (DIALECT-NOTES §12).
    fn crunch() -> Crunch {
        Crunch::AnyPosition
    }
    /// `AB`, `ABC` and `ABD` are one variable (generated `vars` cases).
    fn name_significance() -> Option<usize> {
        Some(2)
    }
    /// 8K BASIC has no `%` variables (generated-README, altair section).
    fn name_suffixes() -> &'static [u8] {
        b"$"
    }
    /// 14-column zones, five a line at width 72 (DIALECT-NOTES §12).
    fn zone_width() -> usize {
        14
    }
    /// The terminal width answered at start-up was 72; a character that would pass it goes
    /// on a new line (altair/generated/s000011_wrap).
    fn wrap() -> Wrap {
        Wrap::Teletype(72)
    }
    /// A number that would pass the width starts a new line; strings wrap where they reach it
    /// (altair/generated/s000096_wrap, s000064_forloop).
    fn fit_rule() -> super::FitRule {
        super::FitRule::Numbers
    }
    /// A comma at or past column 56 starts a new line: there is no room for a sixth zone.
    fn last_zone_start() -> usize {
        56
    }
    /// `TAB(32)` gives 32 spaces (transcripts/altair/README.md).
    fn tab_origin() -> usize {
        0
    }
    /// HEXAPAWN's board prints as rows: a TAB behind the cursor does nothing.
    fn tab_behind() -> TabBehind {
        TabBehind::Nothing
    }
    /// The test is at NEXT: the body always runs once.
    fn for_skips_empty_loop() -> bool {
        false
    }
    fn error_words(kind: ErrorKind) -> &'static str {
        use ErrorKind::*;
        match kind {
            NextWithoutFor => "NF",
            Syntax | Unsupported | BadFileData | DirectStatementInFile => "SN",
            ReturnWithoutGosub => "RG",
            OutOfData => "OD",
            IllegalQuantity | LineNumberTooLarge => "FC",
            Overflow => "OV",
            OutOfMemory => "OM",
            FormulaTooComplex => "ST",
            UndefinedLine => "UL",
            BadSubscript => "BS",
            RedimensionedArray => "DD",
            DivisionByZero => "/0",
            IllegalDirect => "ID",
            TypeMismatch => "TM",
            OutOfStringSpace => "OS",
            StringTooLong => "LS",
            CantContinue => "CN",
            UndefinedFunction => "UF",
            ForWithoutNext | WhileWithoutWend | WendWithoutWhile | Numbered(_) => "SN",
        }
    }
    /// `?RG ERROR IN 40` (generated `error` cases).
    fn error_message(kind: ErrorKind, line: Option<u16>) -> String {
        match line {
            Some(n) => format!("?{} ERROR IN {}", Self::error_words(kind), n),
            None => format!("?{} ERROR", Self::error_words(kind)),
        }
    }
    fn error_layout() -> ErrorLayout {
        ErrorLayout::OwnLine
    }
    fn break_message(line: Option<u16>) -> String {
        match line {
            Some(n) => format!("BREAK IN {n}"),
            None => "BREAK".to_string(),
        }
    }
    /// `?REDO FROM START` (transcripts/altair/hexapawn-illegal-coordinates).
    fn redo_message() -> &'static str {
        "?REDO FROM START"
    }
    fn extra_ignored_message() -> &'static str {
        "?EXTRA IGNORED"
    }
    /// A short answer asks for the rest with `?? `.
    fn asks_for_missing_items() -> bool {
        true
    }
    /// `LEFT$("AB",0)` is `?FC ERROR` (generated-README, altair section).
    fn zero_length_is_illegal() -> bool {
        true
    }
}

/// The editor's words and limits (see [`EditorWords`]).
const EDITOR: EditorWords = EditorWords {
    ready: "OK",
    ready_after_blank: false,
    banner: "ALTAIR BASIC REV. 4.0\n[EIGHT-K VERSION]\nCOPYRIGHT 1976 BY MITS INC.\n",
    typed_limit: 71,
    list_range: ListRange::FromOnly,
    list_style: ListStyle::Crunched,
    list_breaks_before: false,
    editing_commands: false,
    // 8K BASIC had only the cassette (CLOAD waits for the tape and has no "not found"): a
    // name ferrite cannot use is an illegal function call, in the machine's own words.
    load_error: "?FC ERROR",
    save_error: "?FC ERROR",
    disk_messages: None,
};
