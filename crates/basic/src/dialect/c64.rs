//! Commodore BASIC V2 (C64, 1982): Microsoft's 6502 BASIC with 40-bit floats.
//!
//! Sources: the recorded runs in `../shared/conformance/c64` (the C64 ROM code recompiled by
//! cbmbasic) and `../shared/transcripts/c64`, summarised in
//! `../shared/conformance/DIALECT-NOTES.md`; the *Commodore 64 Programmer's Reference Guide*
//! (1982), chapter 2 and Appendix K (error messages).

use super::layout::{FreCollects, Layout, PerType, StackModel, StringSpace};
use super::{
    Crunch, DiskMessages, EditorWords, ErrorLayout, Keyword as K, ListRange, ListStyle, Profile,
    TabBehind, Wrap,
};
use crate::error::ErrorKind;
use crate::num::mbf40::{C64Rnd, Mbf40};

/// The Commodore BASIC V2 profile.
#[derive(Clone, Copy, Debug, Default)]
pub struct C64;

/// The BASIC V2 token table (ROM $A09E onwards), in the cruncher's search order: the words
/// of [`TOKEN_WORDS`] the parser knows as keywords, with them (a test keeps the two in step).
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
    ("VERIFY", K::Verify),
    ("DEF", K::Def),
    ("POKE", K::Poke),
    ("PRINT", K::Print),
    ("CONT", K::Cont),
    ("LIST", K::List),
    ("CLR", K::Clear),
    ("CMD", K::Cmd),
    ("SYS", K::Sys),
    ("OPEN", K::Open),
    ("CLOSE", K::Close),
    ("GET", K::Get),
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
    ("GO", K::Go),
];

impl Profile for C64 {
    type Num = Mbf40;
    type Rnd = C64Rnd;
    const ID: &'static str = "c64";

    /// A stock C64: BASIC from $0801 to $A000 (`38911 BASIC BYTES FREE` is MEMSIZ - TXTTAB;
    /// an empty program's two-byte end link leaves FRE 38909), FRE signed 16 bits and always
    /// after a garbage collection (`$B37D FRE`, `$B526 GARBAG`). Variables take 7 bytes (two
    /// name bytes, five of value), array elements 5 (`%` 2, `$` a 3-byte descriptor), an
    /// array header 5 and 2 per dimension (`$B194 PTRGET`, `$B2EA` array creation). Strings
    /// share memory with the arrays (`?OUT OF MEMORY` when they meet, `l049`). The 6502 stack
    /// page holds FOR entries of 18 bytes and GOSUB entries of 7 (5 and the statement
    /// dispatcher's return address, which GOSUB leaves under its entry: `$A883 GOSUB` jumps
    /// to NEWSTT); `GETSTK` (`$A3FB`) wants 2*n + 62 bytes below the stack pointer, which
    /// leaves 184 bytes for entries and expressions: 9 nested FORs, 24 GOSUBs, 7 FOR+GOSUB
    /// levels (`c64/limits/l033`, `l035`, `l037`). FRMEVL keeps 12 bytes per pending
    /// operator (precedence, routine address, sign and the 5-byte FAC, `FRM_RECURSE` and
    /// `FRM_STACK1` in mist64/msbasic `eval.s`), a function call 9 (UNARY, PARCHK, FRMEVL),
    /// a parenthesis 4 (the source gives 6; 4 fits the recorded `1+2*(` nesting, 6 levels
    /// work and 7 are `?OUT OF MEMORY`, with the GOSUB depth of `l033`).
    /// A user function call 16 (FNDOER keeps the parameter's 5 bytes, its pointer, TXTPTR and
    /// two return addresses): a chain of ten nested `FN` calls works, the eleventh is
    /// `?OUT OF MEMORY` (cbmbasic; tests/cases/c64/stack/fn_chain.bas).
    /// Three string temporaries (TEMPST): a fourth is `?FORMULA TOO COMPLEX` (`l059`).
    fn memory() -> Layout {
        Layout {
            free: 38909,
            line_overhead: 5,
            scalar_header: 2,
            scalar_value: PerType::all(5),
            long_names: false,
            array_header: 5,
            array_dimension: 2,
            element: PerType {
                single: 5,
                integer: 2,
                double: 5,
                string: 3,
            },
            fn_definition: 7,
            fn_as_variable: false,
            fn_creates_parameter: true,
            strings: StringSpace::Shared,
            max_string_space: 0,
            address_room: None,
            fre_signed: true,
            fre_collects: FreCollects::Always,
            reserve: 0,
            stack: StackModel {
                in_free_memory: false,
                room: 184,
                for_frame: 18,
                gosub_frame: 7,
                while_frame: 7,
                while_needs: 7,
                for_needs: 16,
                for_step: 0,
                gosub_needs: 6,
                // FRMEVL's check with what a statement holds (measured with the probes of
                // difftest/c64/stack: parentheses, signs and operators all fail at 177
                // bytes past the GOSUB entries).
                expression: 7,
                condition: 8,
                // A pending operator: its routine's address, the FAC (5), the precedence,
                // and FRMEVL's pushes and EVAL's return address on the way down.
                operator: 12,
                // PARCHK's nested FRMEVL (cbmbasic: 5 bytes a parenthesis).
                paren: 5,
                // EVAL's unary minus and NOT drop EVAL's return address and go on as a
                // pending operator does (cbmbasic: `-` and `NOT` cost 12 bytes each).
                sign: 12,
                // A function's index and PARCHK (cbmbasic: 8 bytes, ABS INT SQR VAL STR$ ASC
                // CHR$ alike).
                function: 8,
                user_function: 16,
                fn_argument: 8,
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
    /// BASIC V2 reads `REM`+`ARKABLE` and `TO`+`S1` (conformance/README.md).
    fn crunch() -> Crunch {
        Crunch::AnyPosition
    }
    /// Two characters count: `AB`, `ABC`, `ABD` are one variable (DIALECT-NOTES §6).
    fn name_significance() -> Option<usize> {
        Some(2)
    }
    /// `%` integer variables exist; no `!`, `#` or DEFINT.
    fn name_suffixes() -> &'static [u8] {
        b"$%"
    }
    /// Zones of 10 columns (DIALECT-NOTES §7).
    fn zone_width() -> usize {
        10
    }
    /// The oracle does not wrap at the 40-column screen; it keeps the column of the
    /// 80-character logical line (conformance/generated-README.md).
    fn wrap() -> Wrap {
        Wrap::Screen {
            width: 80,
            waits_at_edge: false,
        }
    }
    /// A comma moves to the next multiple of 10 on the 80-column logical line, wherever it is.
    fn last_zone_start() -> usize {
        usize::MAX
    }
    /// `TAB(32)` gives 32 spaces: TAB counts from 0.
    fn tab_origin() -> usize {
        0
    }
    /// A TAB behind the cursor does nothing (transcripts/README.md).
    fn tab_behind() -> TabBehind {
        TabBehind::Nothing
    }
    /// `FOR J=5 TO 1` runs the body once (DIALECT-NOTES §4).
    fn for_skips_empty_loop() -> bool {
        false
    }
    fn lower_case_is_letter() -> bool {
        false
    }
    /// `FOR I%=1 TO 3` is `?SYNTAX  ERROR`: FOR's LET runs PTRGET with SUBFLG $80
    /// (ROM $A742 FOR, $B0E7 PTRGET; mist64/msbasic `flow1.s`, `var.s`).
    fn for_takes_integer_variable() -> bool {
        false
    }
    /// `FOR A$=...` is `?TYPE MISMATCH  ERROR`: LET takes the string name, and CHKNUM after
    /// `TO` (or LET's own type check) refuses it (ROM $A742 FOR; mist64/msbasic `flow1.s`).
    fn for_string_variable_mismatch() -> bool {
        true
    }
    fn error_words(kind: ErrorKind) -> &'static str {
        use ErrorKind::*;
        match kind {
            NextWithoutFor => "NEXT WITHOUT FOR",
            // The KERNAL's I/O errors 1-9, which BASIC words from its own table ($A19E).
            Numbered(1) => "TOO MANY FILES",
            Numbered(2) => "FILE OPEN",
            Numbered(3) => "FILE NOT OPEN",
            Numbered(4) => "FILE NOT FOUND",
            Numbered(5) => "DEVICE NOT PRESENT",
            Numbered(6) => "NOT INPUT FILE",
            Numbered(7) => "NOT OUTPUT FILE",
            Numbered(8) => "MISSING FILE NAME",
            Numbered(9) => "ILLEGAL DEVICE NUMBER",
            // BASIC's own errors after a KERNAL call ($1C, $1D).
            Numbered(28) => "VERIFY",
            Numbered(29) => "LOAD",
            Syntax | Unsupported | ForWithoutNext | WhileWithoutWend | WendWithoutWhile
            | Numbered(_) => "SYNTAX",
            ReturnWithoutGosub => "RETURN WITHOUT GOSUB",
            OutOfData => "OUT OF DATA",
            IllegalQuantity | LineNumberTooLarge => "ILLEGAL QUANTITY",
            Overflow => "OVERFLOW",
            OutOfMemory => "OUT OF MEMORY",
            UndefinedLine => "UNDEF'D STATEMENT",
            BadSubscript => "BAD SUBSCRIPT",
            RedimensionedArray => "REDIM'D ARRAY",
            DivisionByZero => "DIVISION BY ZERO",
            IllegalDirect => "ILLEGAL DIRECT",
            TypeMismatch => "TYPE MISMATCH",
            OutOfStringSpace => "OUT OF MEMORY",
            StringTooLong => "STRING TOO LONG",
            FormulaTooComplex => "FORMULA TOO COMPLEX",
            CantContinue => "CAN'T CONTINUE",
            UndefinedFunction => "UNDEF'D FUNCTION",
            BadFileData | DirectStatementInFile => "BAD DATA",
        }
    }
    /// `?TYPE MISMATCH  ERROR IN 658`: two spaces before ERROR (conformance/README.md).
    fn error_message(kind: ErrorKind, line: Option<u16>) -> String {
        match line {
            Some(n) => format!("?{}  ERROR IN {}", Self::error_words(kind), n),
            None => format!("?{}  ERROR", Self::error_words(kind)),
        }
    }
    /// A RETURN before the message, none after (it belongs to the suppressed `READY.`).
    fn error_layout() -> ErrorLayout {
        ErrorLayout::LeadingBreak
    }
    /// LF + `BREAK IN 100` without a final line end.
    fn break_message(line: Option<u16>) -> String {
        match line {
            Some(n) => format!("BREAK IN {n}"),
            None => "BREAK".to_string(),
        }
    }
    fn redo_message() -> &'static str {
        "?REDO FROM START"
    }
    fn extra_ignored_message() -> &'static str {
        "?EXTRA IGNORED"
    }
    fn asks_for_missing_items() -> bool {
        true
    }
    /// `ABC   ` typed unquoted is `ABC   ` (NBS P093, P109).
    fn input_keeps_trailing_spaces() -> bool {
        true
    }
    /// `1:2` typed to `INPUT A,B` takes 1 and asks `??` for B; `X:Y` typed to `INPUT A$`
    /// is `X` and `?EXTRA IGNORED` (mist64/c64rom `code8.s`: `setqut` ends an unquoted
    /// string at `:` or `,`, `strdn2` takes CHRGOT's stop at `:` as the line's end, and
    /// `varend` finds the `:` left over).
    fn input_colon_ends_answer() -> bool {
        true
    }
    /// `INPUT A,B` answered `1,X` has stored A before `?REDO FROM START`, and `INPUT A%,B`
    /// answered `40000` stops with `?ILLEGAL QUANTITY` before asking `??` (mist64/c64rom
    /// `code7.s` `inloop`, `code8.s` `numins`: one item is read and stored before the next).
    fn input_stores_each_item() -> bool {
        true
    }
    /// RETURN alone keeps the old values (c64/games/09_battle).
    fn empty_answer_keeps_values() -> bool {
        true
    }
    /// LIST's QPLOP ($A717) finds token n's word by counting the keyword table's last
    /// characters with an 8-bit index: the table is 255 bytes and a zero, so tokens past GO
    /// ($CB) wrap to END again; 255 is π, listed as itself (c64/screen c138).
    fn listed_token(byte: u8) -> Option<&'static str> {
        match byte {
            0x80..=0xFE => Some(TOKEN_WORDS[usize::from(byte - 0x80) % TOKEN_WORDS.len()]),
            _ => None,
        }
    }
    /// `CHR$(10)` does not appear (conformance/README.md, c64/games/19_bunny).
    fn hides_line_feed() -> bool {
        true
    }
    /// `POS(0)` counts from 0 (DIALECT-NOTES §7).
    fn pos_origin() -> i32 {
        0
    }
    /// π (token 255, `~` in a listing) is the ROM's constant PIVAL ($AEA8: 82 49 0F DA A1,
    /// one below π rounded to 32 bits), printed 3.14159265 (c64/screen c168).
    fn pi_constant(c: u8) -> Option<Mbf40> {
        matches!(c, b'~' | 0xFF).then(|| Mbf40::from_bytes([0x82, 0x49, 0x0F, 0xDA, 0xA1]))
    }
    /// RUN ($A871) with anything after it clears and jumps into GOTO ($A8A0), whose LINGET
    /// reads the digits there (none: line 0), so `RUNPRINT 5` is `?UNDEF'D STATEMENT` in a
    /// program without a line 0.
    fn run_reads_any_line() -> bool {
        true
    }
    /// OPEN lf,dev,sa,"name" and the rest reach the serial bus (Programmer's Reference
    /// Guide ch. 5).
    fn serial_bus() -> bool {
        true
    }
    /// TIME at 160-162, counted by the KERNAL's UDTIM each IRQ (`$F69B`).
    fn jiffy_clock() -> Option<u16> {
        Some(160)
    }
    /// `TI`, `TI$` and `ST` are the machine's own (Programmer's Reference Guide, ch. 2).
    fn reserved_variable(name: &[u8], string: bool) -> Option<super::ReservedVar> {
        match (name, string) {
            (b"TI", false) => Some(super::ReservedVar::Clock),
            (b"TI", true) => Some(super::ReservedVar::ClockString),
            (b"ST", false) => Some(super::ReservedVar::Status),
            _ => None,
        }
    }
    fn max_line_number() -> u32 {
        63999
    }
}

/// The ROM's keyword table ($A09E) in token order from $80: LIST's words. Its one home is
/// `ferrite_images::c64::tokens`, which the `.prg` lister and cruncher use.
const TOKEN_WORDS: [&str; 76] = ferrite_images::c64::tokens::KEYWORDS;

/// The editor's words and limits (see [`EditorWords`]).
const EDITOR: EditorWords = EditorWords {
    ready: "READY.",
    ready_after_blank: true,
    banner: "\n    **** COMMODORE 64 BASIC V2 ****\n\n 64K RAM SYSTEM  38911 BASIC BYTES FREE\n",
    typed_limit: 80,
    list_range: ListRange::Dashed,
    list_style: ListStyle::Crunched,
    list_breaks_before: true,
    editing_commands: false,
    load_error: "?FILE NOT FOUND  ERROR",
    // The KERNAL's word when the device does not take the file.
    save_error: "?DEVICE NOT PRESENT  ERROR",
    disk_messages: Some(DiskMessages {
        searching: "SEARCHING FOR ",
        loading: "LOADING",
        saving: "SAVING ",
    }),
};

#[cfg(test)]
mod tests {
    use super::{KEYWORDS, TOKEN_WORDS};

    #[test]
    fn the_keywords_are_the_rom_table_in_its_order() {
        let mut at = 0;
        for (word, _) in KEYWORDS {
            let found = TOKEN_WORDS[at..].iter().position(|w| w == word);
            assert!(found.is_some(), "{word} out of the ROM's order");
            at += found.unwrap_or(0) + 1;
        }
    }
}
