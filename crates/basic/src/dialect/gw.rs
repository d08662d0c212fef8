//! GW-BASIC 3.23 (1988) as PC-BASIC 2.0.8 reproduces it: the recorded oracle.
//!
//! Sources: the recorded runs in `../shared/conformance/gw` and `../shared/transcripts/gw`,
//! summarised in `../shared/conformance/DIALECT-NOTES.md`; the *GW-BASIC User's Guide*
//! (Microsoft, 1987), chapter 6 and Appendix A (error messages).

use super::layout::{
    DataSegment, FreCollects, Layout, PerType, StackModel, StringSpace, TypedFrmevl,
};
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
    // Before INPUT, which would take the word first.
    ("INPUT$", K::InputStr),
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
    ("WRITE", K::Write),
    ("RESUME", K::Resume),
    ("ERROR", K::Error),
    ("KILL", K::Kill),
    ("FILES", K::Files),
    ("RENUM", K::Renum),
    ("DELETE", K::Delete),
    ("NAME", K::Name),
    ("CHDIR", K::Chdir),
    ("MKDIR", K::Mkdir),
    ("RMDIR", K::Rmdir),
    ("RESET", K::Reset),
    ("EOF", K::Eof),
    ("LOF", K::Lof),
    ("LOC", K::Loc),
    ("ERR", K::Err),
    ("ERL", K::Erl),
    ("TRON", K::Tron),
    ("TROFF", K::Troff),
    ("KEY", K::Key),
    ("LOCATE", K::Locate),
    ("COLOR", K::Color),
    ("SYSTEM", K::System),
    ("CHAIN", K::Chain),
    ("FIELD", K::Field),
    ("LSET", K::Lset),
    ("RSET", K::Rset),
    ("GET", K::Get),
    ("PUT", K::Put),
    ("MKI$", K::Mki),
    ("MKS$", K::Mks),
    ("MKD$", K::Mkd),
    ("CVI", K::Cvi),
    ("CVS", K::Cvs),
    ("CVD", K::Cvd),
    ("COMMON", K::Common),
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
    ("SCREEN", K::Screen),
    ("CSRLIN", K::Csrlin),
    ("VIEW", K::View),
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
    // A reserved word of its own (IBMRES.ASM OTAB `Q OFF`, token &HDD): `OFF=1` is a
    // syntax error.
    ("OFF", K::Off),
    ("TIMER", K::Timer),
    ("DATE$", K::Date),
    ("MOTOR", K::Motor),
    ("LPOS", K::Lpos),
    ("VARPTR$", K::VarptrStr),
    ("VARPTR", K::Varptr),
    ("ERDEV$", K::ErdevStr),
    ("ERDEV", K::Erdev),
    ("TIME$", K::Time),
    ("PSET", K::Pset),
    ("PRESET", K::Preset),
    ("CIRCLE", K::Circle),
    ("DRAW", K::Draw),
    ("PAINT", K::Paint),
    ("WINDOW", K::Window),
    ("PALETTE", K::Palette),
    ("PCOPY", K::Pcopy),
    ("POINT", K::Point),
    ("PMAP", K::Pmap),
    ("SOUND", K::Sound),
    ("BEEP", K::Beep),
    ("PLAY", K::Play),
    ("PEN", K::Pen),
    ("STRIG", K::Strig),
    ("STICK", K::Stick),
    ("LPRINT", K::Lprint),
    ("LCOPY", K::Lcopy),
    ("LLIST", K::Llist),
    ("COM", K::Com),
    ("ENVIRON$", K::EnvironStr),
    ("IOCTL$", K::IoctlStr),
    ("IOCTL", K::Ioctl),
    ("ENVIRON", K::Environ),
    ("CALL", K::Call),
    ("SHELL", K::Shell),
    ("BSAVE", K::Bsave),
    ("BLOAD", K::Bload),
];

impl Profile for Gw {
    type Num = GwNumber;
    type Rnd = GwRnd;
    const ID: &'static str = "gw";

    fn literal_length_byte() -> bool {
        true
    }

    /// GW-BASIC 3.23 as PC-BASIC 2.0.8 gives it: 60300 bytes free (the banner), FRE unsigned.
    /// A simple variable takes 4 bytes (type, two name characters, the length of the rest)
    /// plus the characters past the second and its value (single 4, `%` 2, `#` 8, `$` a
    /// 3-byte descriptor); an array header 7 and 2 per dimension (`gw/limits/l003`, `l005`,
    /// `l007`, `l009`). Strings share memory with the arrays; `FRE(0)` counts the garbage and
    /// only `FRE("")` compacts (`l015`, `l017`), and a string that does not fit after
    /// compaction is `Out of string space` (`l049`). The stack is a segment of its own that
    /// FRE does not count: 512 bytes, measured on the real machine (see `stack` below).
    fn memory() -> Layout {
        Layout {
            free: 60300,
            line_overhead: 5,
            scalar_header: 4,
            scalar_value: PerType {
                single: 4,
                integer: 2,
                double: 8,
                string: 3,
            },
            long_names: true,
            array_header: 7,
            array_dimension: 2,
            element: PerType {
                single: 4,
                integer: 2,
                double: 8,
                string: 3,
            },
            fn_definition: 16,
            fn_as_variable: true,
            fn_creates_parameter: true,
            strings: StringSpace::Shared,
            max_string_space: 0,
            address_room: None,
            fre_signed: false,
            fre_collects: FreCollects::StringArgument,
            // A variable or an array must leave a byte free (PC-BASIC's `check_free`); a
            // string may take the last one (see `Memory::allocate_string`).
            reserve: 1,
            // GWINIT.ASM gives the stack an eighth of memory, at most 512 bytes, from STKLOW
            // up to TOPMEM; STKINI leaves FNDFOR's stopper word there and NEWSTT pushes its
            // own return under every statement. GETSTK (BIMISC.ASM) asked for C words fails
            // unless SP, past its call and push, stays 2*C + 2*NUMLEV (220) bytes above STKLOW:
            // a statement that has pushed p bytes before asking fails once F + p + 2C passes
            // n - 228 (measured: n - 229), F the entries' bytes, n the stack's size (`CLEAR ,,n`): `room`.
            // Entries: GOSUB 8 bytes (GWMAIN.ASM GOSUB: token, event pointer, line, text),
            // WHILE 8 (FIVEO.ASM: token, line, two text pointers), FOR 20 (GWMAIN.ASM FOR: an
            // integer loop's limit and step take 2 bytes each, and ONEON pushes 4 more). Requests:
            // GOSUB 3 words at once (6); FOR 8 words after its start value (NOTOL: 14); WHILE
            // none (its condition's FRMEVL checks, 6 bytes of entry pushed: 10, as LET's).
            // Measured on the real machine at every stack size from 241 bytes with GOSUB,
            // FOR and WHILE entries under each statement (`difftest/gw/machine/stkgen.py`)
            // and at the default size against each kind of nesting (`stackgen.py`).
            stack: StackModel {
                in_free_memory: false,
                room: 283,
                for_frame: 20,
                gosub_frame: 8,
                while_frame: 8,
                while_needs: 0,
                for_needs: 14,
                // GWMAIN.ASM FOR: the limit's FRMEVL comes with the end pointer, CURLIN and
                // the type flags pushed, where LET's NEWSTT return has gone: LET's 10; STEP's
                // (SNGFOR's PUSH CX/DX, or the integer limit and GETINT's call) 2 more
                // (`difftest/gw/machine/stkfor.py`: `FOR I=0 TO 2 STEP (2)` runs out a level
                // before LET would).
                for_step: 12,
                gosub_needs: 6,
                // LPOPER's first check: LET has pushed the variable's address and type and
                // called FRMEVL (10 with the check's word); IFS only called it (6).
                expression: 10,
                condition: 6,
                operator: 10,
                paren: 6,
                sign: 0,
                function: 10,
                user_function: 16,
                fn_argument: 0,
                // FRMEVL's entries as GWEVAL.ASM pushes them (`TypedFrmevl`): `1<(` 18,
                // `-(` 12, `"A"+(` 8, `LEFT$(` 8 a level, checked on the real machine with
                // GOSUB, FOR and WHILE frames under them (`stackgen.py`).
                typed: Some(TypedFrmevl {
                    operator: 8,
                    value: PerType {
                        integer: 2,
                        single: 4,
                        double: 8,
                        string: 0,
                    },
                    relation: 2,
                    integer_operator: 8,
                    power: 10,
                    concat: 2,
                    sign: 6,
                    string_function: 8,
                    later_argument: 4,
                    fn_argument: 12,
                    fn_body: 14,
                    print: 8,
                    using: 12,
                    subscript: 18,
                    later_subscript: 2,
                    third_argument: 2,
                }),
            },
            // TEMPST holds NUMTMP = 10 descriptors (OEM.H, GWDATA.ASM): an eleventh pending
            // string is `String formula too complex` (BISTRS.ASM PUTTMP).
            string_temporaries: Some(10),
            segment: Some(DataSegment {
                address: 0x13AD,
                program: 0x126E,
                strings_top: 65020,
                top: 65534,
                top_pointer: 0x2C,
                program_pointer: 0x30,
                variables_pointer: 0x358,
                // 3429 + 322 (file 0) + 194 (file 1's header and FCB): pcbasic-suite
                // PEEK_into_field_memory reads file 1's record at 3751+6+188.
                fields: 3945,
                field_stride: 322,
                field_size: 128,
                // VARPTR(#1) is 3757 (real GW-BASIC 3.23; GIO86.ASM `GETPTR`).
                file_block: 188,
                // GWDATA.ASM `CURLIN` (real GW-BASIC 3.23: PEEK(&H2E) in line 20 is 20).
                current_line_pointer: 0x2E,
                // GWDATA.ASM `MEMSIZ` and `FRETOP` (after MAXMEM, TEMPPT, the ten TEMPST
                // descriptors and DSCTMP): real GW-BASIC 3.23 holds 65020 at &H44F and the
                // byte below the lowest string at &H474.
                memsiz_pointer: 0x44F,
                // TEMPPT after MAXMEM and MEMSIZ: real GW-BASIC 3.23 reads 83 4 there (no
                // string pending), 86 4 with one pending.
                temp_pointer: 0x451,
                fretop_pointer: 0x474,
                // Offsets 0-&H37 of BASIC's segment as a program reads them (real GW-BASIC
                // 3.23 in DOSBox: `PEEK(1)+256*PEEK(2)` is 4096, what a program reads after
                // `V=VARPTR(A$)` failed and left V at 0).
                low_bytes: &[
                    0, 0, 16, 130, 129, 0, 0, 0, 0, 36, 0, 0, 57, 3, 0, 0, 0, 0, 0, 6, 0, 0, 0,
                    255, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                    // &H2C-&H35 (PEKFLT answers &H2C-&H31 with pointers), then two bytes
                    // of 128 (real GW-BASIC 3.23: PEEK(&H36) and a string's byte there).
                    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128, 128,
                ],
                // Real GW-BASIC 3.23 in SCREEN 0: PEEK(&H4E) is 7 at start, and after
                // `COLOR f,b` the foreground's low four bits, the background in bits 4-6 and
                // the blink (f 16-31) as bit 7 (`COLOR 21,6` gives 229, `COLOR ,5` after
                // `COLOR 2` 82).
                attribute: 0x4E,
                soft_keys: 0x50,
                trap_keys: 2180,
                // Real GW-BASIC 3.23 at start (the IBM keyboard module, not in the
                // published source): F1-F10's scan codes 59-68, the cursor keys' 72, 75,
                // 77, 80, keys 15-20 undefined, keys 1-14 flagged 4, eight 0 bytes, then
                // Ins, Caps Lock, Num Lock, Scroll Lock, Alt, Ctrl, the shift keys.
                key_tables: (
                    2166,
                    &[
                        59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 72, 75, 77, 80, 0, 0, 0, 0, 0, 0,
                        0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0,
                        0, 0, 0, 82, 58, 69, 70, 56, 29, 42, 54,
                    ],
                ),
                constants: (0xF0, super::gwlow::CONSTANTS),
                rnd_copy: 0xF8,
                rnd_seed: 0xFC,
                usr_table: 0x108,
                last_char: 0x11f,
                start_free: super::gwfree::START_FREE,
                state: Some(super::gwlow::STATE_WORDS),
            }),
        }
    }

    fn editor_words() -> &'static EditorWords {
        &EDITOR
    }

    fn edits_line_after_syntax_error() -> bool {
        true
    }

    // GWMAIN.ASM `STOP`/`ENDCON` save OLDTXT only for a program line; checked on
    // GW-BASIC 3.23 (difftest/gw/program/diffdirect.py cont).
    fn cont_survives_direct_mode() -> bool {
        true
    }

    fn keywords() -> &'static [(&'static str, K)] {
        KEYWORDS
    }
    /// `REMARKABLE` and `TOS1` are names (conformance/README.md).
    /// PC-BASIC's tokeniser: the space after line number 0 stays (pcbasic-suite
    /// RENUM_with_GOTO_0 lists `10  ' test` after RENUM).
    fn keeps_space_after_line_zero() -> bool {
        true
    }
    fn crunch() -> Crunch {
        Crunch::WholeWords
    }
    /// The whole name counts (DIALECT-NOTES §6); GW keeps 40 characters.
    fn name_significance() -> Option<usize> {
        Some(40)
    }
    /// A 41st character is a syntax error (real GW-BASIC 3.23: `PRINT A` and 40 Y's is
    /// Syntax error, 39 Y's prints 0; BIPTRG.ASM `PTRGET`, NAMLEN).
    fn long_name_is_error() -> bool {
        true
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
    /// `FOR J=5 TO 1` skips the body and leaves J = 5 (NEXT86.ASM NEXTS: the start, unstepped).
    fn for_skips_empty_loop() -> bool {
        true
    }
    /// GWMAIN.ASM `FOR`: the start value goes to FVALSV, the limit and STEP are read, and
    /// only NEXTS (NEXT86.ASM, NXTFLG zero) stores FVALSV in the variable.
    fn for_limits_before_start() -> bool {
        true
    }
    /// GWMAIN.ASM `FOR`, NT0STP: "If a step of zero is specified, change the sign of the
    /// step from 0 to 2. This will ensure an infinite loop which is what ANSI requires."
    fn zero_step_never_ends() -> bool {
        true
    }
    fn tab_argument_is_word() -> bool {
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
            // GWDATA.ASM spells it so (ERRFN), as it does "Out of Paper" (27).
            ForWithoutNext => "FOR Without NEXT",
            WhileWithoutWend => "WHILE without WEND",
            WendWithoutWhile => "WEND without WHILE",
            BadFileData => "Bad file data",
            DirectStatementInFile => "Direct statement in file",
            Numbered(n) => numbered_words(n),
        }
    }
    /// GW-BASIC's error numbers (GW-BASIC User's Guide, Appendix A).
    fn error_code(kind: ErrorKind) -> u8 {
        use ErrorKind::*;
        match kind {
            NextWithoutFor => 1,
            Syntax | Unsupported => 2,
            ReturnWithoutGosub => 3,
            OutOfData => 4,
            IllegalQuantity => 5,
            Overflow => 6,
            OutOfMemory => 7,
            UndefinedLine | LineNumberTooLarge => 8,
            BadSubscript => 9,
            RedimensionedArray => 10,
            DivisionByZero => 11,
            IllegalDirect => 12,
            TypeMismatch => 13,
            OutOfStringSpace => 14,
            StringTooLong => 15,
            FormulaTooComplex => 16,
            CantContinue => 17,
            UndefinedFunction => 18,
            ForWithoutNext => 26,
            WhileWithoutWend => 29,
            WendWithoutWhile => 30,
            BadFileData => 62,
            DirectStatementInFile => 66,
            Numbered(n) => n,
        }
    }
    /// `ERROR 2` is a syntax error like any other: the same words and the same editing of
    /// the line afterwards.
    fn error_for_code(code: u8) -> ErrorKind {
        use ErrorKind::*;
        const KNOWN: &[ErrorKind] = &[
            NextWithoutFor,
            Syntax,
            ReturnWithoutGosub,
            OutOfData,
            IllegalQuantity,
            Overflow,
            OutOfMemory,
            UndefinedLine,
            BadSubscript,
            RedimensionedArray,
            DivisionByZero,
            IllegalDirect,
            TypeMismatch,
            OutOfStringSpace,
            StringTooLong,
            FormulaTooComplex,
            CantContinue,
            UndefinedFunction,
            ForWithoutNext,
            WhileWithoutWend,
            WendWithoutWhile,
        ];
        KNOWN
            .iter()
            .copied()
            .find(|&k| Self::error_code(k) == code)
            .unwrap_or(Numbered(code))
    }
    /// GW-BASIC ran on MS-DOS (pcbasic-suite: listings end in CTRL-Z, names are typed in
    /// lower case).
    fn dos_disk() -> bool {
        true
    }
    /// `GET 1,2` and `PUT 1` are record statements: GWSTS.ASM `GET`/`PUT` go to the disk
    /// code unless `(` or `@` follows (gw-real: `FIELD 1,1 AS C$:PUT 1,1:GET 1,1`).
    fn record_get_put_without_hash() -> bool {
        true
    }
    /// `CHR$(32768)` is `Overflow`, `CHR$(256)` `Illegal function call` (pcbasic-suite CHR,
    /// SPACE$, LOF).
    fn port_word() -> bool {
        true
    }
    fn read_stores_bad_number() -> bool {
        true
    }
    fn integer_arguments() -> bool {
        true
    }
    fn gw_string_order() -> bool {
        true
    }
    fn runs_what_it_read() -> bool {
        true
    }
    /// `ON 1 GOSUB 500,X` goes to 500; `ON 0 GOTO X` is a syntax error (GWMAIN.ASM `NTONGS`,
    /// `LOOPON`; real GW-BASIC 3.23).
    fn on_list_ends_at_bad_item() -> bool {
        true
    }
    /// `RESTORE 1` without a line 1 is `Undefined line number` (pcbasic-suite RESTORE3).
    /// `CONT` in a program is `Can't continue` (GW-BASIC 3.23: error 17 trapped; errgen
    /// `stop_cont`).
    fn cont_in_program() -> Option<ErrorKind> {
        Some(ErrorKind::CantContinue)
    }
    fn restore_needs_line() -> bool {
        true
    }
    /// `RETURN 65000` with no line 65000 is error 8 in the RETURN's line (probed).
    fn return_takes_line() -> bool {
        true
    }
    /// `LOCK #1` / `UNLOCK #1,2 TO 3` on an open file: 70, as GW-BASIC 3.23 on DOS without
    /// SHARE (probed on the real machine; pcbasic-suite LockFilesOutput).
    fn record_locks() -> bool {
        true
    }
    /// `A[1]` is `A(1)` (GW-BASIC User's Guide, "Arrays"; pcbasic-suite COMMONC).
    fn brackets_as_parentheses() -> bool {
        true
    }
    /// Only END closes the files: a program that runs off its end leaves them open for
    /// direct-mode statements (pcbasic-suite READ_after_RENUM).
    fn end_of_program_closes_files() -> bool {
        false
    }
    /// `PRINT#1` alone is a syntax error (pcbasic-suite IF, line 110).
    fn print_file_needs_comma() -> bool {
        true
    }
    /// `IF "A" THEN` is error 13 (pcbasic-suite IF).
    fn if_string_is_type_mismatch() -> bool {
        true
    }
    /// `IF 1, THEN` runs its THEN part (pcbasic-suite IF).
    fn comma_before_then() -> bool {
        true
    }
    /// `SWAP A, B` with B never set is error 5 (pcbasic-suite SWAP2).
    fn swap_needs_set_variable() -> bool {
        true
    }
    /// GW's ABS only clears a sign bit, and a string has none to clear: `ABS("ABC")` is
    /// `ABC` (pcbasic-suite ABS).
    fn abs_passes_strings() -> bool {
        true
    }
    /// GW's INT (MATH1.ASM `VINT`) tests the type with `$GETYP`, whose flags send a string
    /// to the single-precision `$INT`: it truncates the FAC by whatever exponent byte the
    /// last single or double left there, and the string's descriptor pointer sits in the
    /// FAC's low bytes. After a double was printed (FOUT leaves an exponent past 2^23) the
    /// pointer is untouched and `INT("ABC")` is `ABC` (real GW-BASIC 3.23); after a small
    /// single it is cleared or cut (an empty or stray string), which is not modelled.
    fn int_passes_strings() -> bool {
        true
    }
    /// Unary minus flips the sign bit too (VNEG): `-"ABC"` is `ABC` (real GW-BASIC 3.23).
    fn neg_passes_strings() -> bool {
        true
    }
    /// LINGET stops at the digit that would pass 65529 (`GOTO 65530` is GOTO 6553).
    fn line_number_stops_short() -> bool {
        true
    }
    /// CLEARC copies RNDCOP, the start seed, into RNDX (BIMISC.ASM `CLEARC`; real GW-BASIC
    /// 3.23: `X=RND(-1)`, then CLEAR, RUN, NEW, LOAD, MERGE, CHAIN of every form or a line
    /// typed, and `RND(0)` is .3116351, the start's).
    fn clear_resets_rnd() -> bool {
        true
    }
    /// `ERROR` with nothing after it is error 22 (pcbasic-suite ERRCLEAR).
    fn missing_operand() -> Option<ErrorKind> {
        Some(ErrorKind::Numbered(22))
    }
    /// GW-BASIC started with `/F:3`: files 1 to 3.
    fn max_files() -> u8 {
        3
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
    /// Real GW-BASIC 3.23: `70000 MOD FNU(1)` is 6, `"A" MOD FNU(1)` 13 (ordergen).
    fn left_operand_forced_first() -> bool {
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
    /// `FOR X#=...` is `Type mismatch`: GWMAIN.ASM FOR checks the loop type with GETYPR
    /// after `TO` and gives strings and doubles TMERR (only integer and single loops
    /// exist); PC-BASIC agrees.
    fn for_allows_double_variable() -> bool {
        false
    }
    /// NEXT's PTRGET takes a subscript (NEXT86.ASM; real GW-BASIC 3.23: `FOR I=1 TO
    /// 2:FOR J=1 TO 2:NEXT J, I(1)` is `NEXT without FOR` before any pass).
    fn next_takes_element() -> bool {
        true
    }
    /// `FOR A$=1 TO 2` is `Type mismatch` when it runs (GWMAIN.ASM FOR: after PTRGET and
    /// FRMEVL, DOCNVF forces the start to the loop variable's type), so it is still a FOR
    /// that NXTSCN counts (real GW-BASIC 3.23: the bare NEXT after it is `NEXT without
    /// FOR`, not an outer loop's NEXT; trapgen).
    fn for_string_variable_mismatch() -> bool {
        true
    }
    /// PC-BASIC's `Implementation._input_console` reads the target list (and evaluates each
    /// subscript) once, after the first answer, and stores the values with
    /// `memory.set_variable` only when a whole answer is valid: a subscript sees the
    /// variables as they were before the INPUT, and an element out of range is
    /// `Subscript out of range` after the targets before it were stored.
    fn input_subscripts_first() -> bool {
        true
    }
    /// Too few items is `?Redo from start` too (transcripts/gw/hexapawn-illegal-coordinates).
    fn asks_for_missing_items() -> bool {
        false
    }
    /// `DEF FNA(X,Y)` takes any number of parameters.
    fn text_screen() -> bool {
        true
    }
    fn max_fn_params() -> usize {
        255
    }
    fn def_body_read_at_call() -> bool {
        true
    }
    fn file_line_max() -> Option<usize> {
        Some(255)
    }
    /// The reference machine's environment: DOSBox's shell sets these three, and the
    /// block GW-BASIC 3.23 finds them in holds 64 bytes (`ENVIRON` past that is `Out of
    /// memory`: real GW-BASIC 3.23 in ../shared/oracles/gw-real).
    fn dos_environment() -> (&'static [&'static [u8]], usize) {
        (
            &[
                b"PATH=Z:\\",
                b"COMSPEC=Z:\\COMMAND.COM",
                b"BLASTER=A220 I7 D1 H5 T6",
            ],
            64,
        )
    }
    /// pcbasic-suite direct_statement_in_file.
    fn load_in_program() -> bool {
        true
    }
    /// NBS P201.
    fn refuses_direct_lines_in_files() -> bool {
        true
    }
    /// GWMAIN.ASM `CHRCON`/`NOTCON`; real GW-BASIC 3.23 READs `DATA 5<TAB>,6` as 5 and 6.
    fn chrget_skips_tabs() -> bool {
        true
    }
    /// GWLIST.ASM `LIST` (SCNLIN, then the comma of its file or the end); real GW-BASIC
    /// 3.23: `PRINT 1:LIST X`, `PRINT 6:LIST 10-20 X` and `PRINT 7:LIST;` print and then
    /// say Syntax error, listing nothing.
    fn list_range_ends_statement() -> bool {
        true
    }
    fn list_zero_is_a_line() -> bool {
        true
    }
    /// SCNEDT.ASM `DSKCHI`; pcbasic-suite LITERALS.
    fn listing_lines_end_at_cr() -> bool {
        true
    }
    /// pcbasic-suite undefined_line_number.
    fn load_stops_at_bare_number() -> bool {
        true
    }
    /// Real GW-BASIC 3.23: every byte 1-31 probed in program lines (docs/gw-memory.md).
    fn crunches_control_bytes() -> bool {
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
    /// SCNEDT.ASM `INLRET` moves at most 255 characters into BUF.
    fn typed_line_max() -> Option<usize> {
        Some(255)
    }
    /// SCNDRV.ASM's editing keys in an answer typed at INPUT or LINE INPUT: Backspace, Esc
    /// (`CTLITB`), Ctrl-C (`INLIN`'s break).
    fn typed_line_edits() -> bool {
        true
    }
    /// GWMAIN.ASM `NUMINS`: a double variable's item is read by `FINDBL` (real GW-BASIC
    /// 3.23: `.1` read into `A#` is .1, `1E38` is 1D+38).
    fn input_reads_doubles_whole() -> bool {
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
/// The words of GW-BASIC's numbered errors that have no [`ErrorKind`] of their own (GW-BASIC
/// User's Guide, Appendix A); any other number is `Unprintable error`.
fn numbered_words(n: u8) -> &'static str {
    match n {
        // `ERROR 7` (see `Machine`'s ERROR: it is not the machine running out of memory).
        7 => "Out of memory",
        19 => "No RESUME",
        20 => "RESUME without error",
        22 => "Missing operand",
        23 => "Line buffer overflow",
        24 => "Device Timeout",
        25 => "Device Fault",
        27 => "Out of Paper",
        50 => "FIELD overflow",
        51 => "Internal error",
        52 => "Bad file number",
        53 => "File not found",
        54 => "Bad file mode",
        55 => "File already open",
        57 => "Device I/O Error",
        58 => "File already exists",
        61 => "Disk full",
        62 => "Input past end",
        63 => "Bad record number",
        64 => "Bad file name",
        66 => "Direct statement in file",
        67 => "Too many files",
        68 => "Device Unavailable",
        69 => "Communication buffer overflow",
        70 => "Permission Denied",
        71 => "Disk not Ready",
        72 => "Disk media error",
        73 => "Advanced Feature",
        74 => "Rename across disks",
        75 => "Path/File Access Error",
        76 => "Path not found",
        77 => "Deadlock",
        _ => "Unprintable error",
    }
}
