//! Dialect profiles: everything in which Altair 8K BASIC, Commodore BASIC V2 and GW-BASIC
//! differ, one file per dialect, asked by the interpreter through the [`Profile`] trait.
//!
//! A profile is a zero-sized type. Data stays data (keyword tables, error words); behaviour is a
//! trait method whose default is the common Microsoft case. No code outside this module names a
//! dialect: the interpreter asks.

mod altair;
mod c64;
mod editor;
mod gw;
mod gwfree;
mod gwlow;
mod keyword;
pub mod layout;

pub use altair::Altair;
pub use c64::C64;
pub use editor::{DiskMessages, EditorWords, ListRange, ListStyle};
pub use gw::Gw;
pub use keyword::Keyword;

use crate::error::ErrorKind;
use crate::num::{Number, Random};

/// How a dialect finds keywords in typed text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Crunch {
    /// At every position outside strings, even inside a longer word (`FORI=1TO9`,
    /// `REMEMBER` is REM + `EMBER`): the 8080 and 6502 BASICs.
    AnyPosition,
    /// Only whole words (`REMARKABLE` is a name): GW-BASIC.
    WholeWords,
}

/// What `TAB(n)` does when the cursor is already at or past column n.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TabBehind {
    /// Nothing happens (Altair, C64).
    Nothing,
    /// A new line is started and the tab is done there (GW-BASIC).
    NewLine,
}

/// Where the interpreter writes a fatal error message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorLayout {
    /// A line end first if the cursor is not at column 0; a line end after (Altair, GW).
    OwnLine,
    /// Always a line end first, none after (the C64: the RETURN after belongs to `READY.`).
    LeadingBreak,
}

/// How output lines longer than the terminal are broken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Wrap {
    /// Never: the column just grows (the C64 oracle's 80-column logical line).
    #[default]
    Never,
    /// A teletype: before a character that would pass the width, a line end is sent (8K
    /// BASIC's output routine).
    Teletype(usize),
    /// A screen: the cursor moves to the next row by itself and the stream shows nothing.
    Screen {
        /// Columns on a row (the C64's 80-column logical line).
        width: usize,
        /// GW-BASIC: after the last column the cursor waits at the edge until the next
        /// character, and a line end there shows an empty line (conformance/README.md). The
        /// C64 goes to the next line at once (c64/generated/s000215_wrap).
        waits_at_edge: bool,
    },
}

/// Which PRINT items are moved to a new line when they would not fit the current one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FitRule {
    /// None: text runs on (the C64).
    Never,
    /// Numbers only; strings wrap character by character (8K BASIC).
    Numbers,
    /// Numbers and strings (GW-BASIC).
    AllItems,
}

/// A variable name the machine reserves for a value of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReservedVar {
    /// The jiffy clock (`TI`).
    Clock,
    /// The clock as `HHMMSS` (`TI$`).
    ClockString,
    /// The I/O status (`ST`).
    Status,
}

/// A dialect: its number core, its words and its quirks.
pub trait Profile: 'static {
    /// The machine's number format.
    type Num: Number;
    /// The machine's random number generator.
    type Rnd: Random<Self::Num> + Clone;

    /// The dialect id used on the command line and in test folders (`altair`, `c64`, `gw`).
    const ID: &'static str;

    /// The keywords in the order the cruncher tries them; the first match wins.
    fn keywords() -> &'static [(&'static str, Keyword)];
    /// How keywords are found in text.
    fn crunch() -> Crunch;
    /// How many characters of a variable or function name count (`None`: all of them).
    fn name_significance() -> Option<usize>;
    /// Whether a name longer than its significant length is a syntax error rather than
    /// cut (GW-BASIC: BIPTRG.ASM `PTRGET` counts the characters past the first into
    /// NAMBUF and jumps to SNERR past NAMLEN, 40).
    fn long_name_is_error() -> bool {
        false
    }
    /// Whether spaces inside a name or a number are skipped (the 8080 and 6502 CHRGET does).
    fn skips_spaces() -> bool {
        Self::crunch() == Crunch::AnyPosition
    }
    /// The type suffixes a name may carry (`$` everywhere, `%` on the C64 and GW, `!` `#` GW).
    fn name_suffixes() -> &'static [u8];
    /// Whether DEFINT, DEFSNG, DEFDBL and DEFSTR exist (GW).
    fn has_deftype() -> bool {
        false
    }

    /// Columns of a print zone (`,`).
    fn zone_width() -> usize;
    /// How long output lines are broken.
    fn wrap() -> Wrap;
    /// The width PRINT measures items against (`None`: no limit).
    fn wrap_width() -> Option<usize> {
        match Self::wrap() {
            Wrap::Never => None,
            Wrap::Teletype(w) | Wrap::Screen { width: w, .. } => Some(w),
        }
    }
    /// Whether TAB and SPC arguments count modulo the line width (GW).
    fn tab_and_spc_modulo_width() -> bool {
        false
    }
    /// The word LIST shows for a byte of 128 or more outside quotes in REM or DATA text
    /// (the C64 lists it as the keyword of that token); `None` lists the byte itself.
    fn listed_token(_byte: u8) -> Option<&'static str> {
        None
    }
    /// Whether `CHR$(10)` is invisible (the C64 screen shows no line feed; RETURN is its line
    /// break).
    fn hides_line_feed() -> bool {
        false
    }
    /// Whether the machine's screen is the IBM PC's SCREEN 0 text page at &HB800
    /// (`ferrite_screen::pc`): LOCATE, CLS, COLOR, WIDTH, KEY, VIEW PRINT, CSRLIN, SCREEN()
    /// and PEEK/POKE with DEF SEG=&HB800 act on it.
    fn text_screen() -> bool {
        false
    }
    /// Which PRINT items that do not fit the rest of the line start a new one.
    fn fit_rule() -> FitRule {
        FitRule::Never
    }
    /// Columns the last zone needs: a `,` past this column starts a new line.
    fn last_zone_start() -> usize;
    /// The column `TAB(1)` goes to: 1-based GW counts from 1, the others from 0.
    fn tab_origin() -> usize;
    /// What a TAB behind the cursor does.
    fn tab_behind() -> TabBehind;
    /// `POS(0)` of the first column.
    fn pos_origin() -> i32 {
        Self::tab_origin() as i32
    }

    /// Whether FOR with a start past its limit skips the body (GW) instead of running it once.
    fn for_skips_empty_loop() -> bool;
    /// Whether FOR looks ahead for its NEXT when it runs (GW: `FOR without NEXT`).
    fn for_needs_next_ahead() -> bool {
        Self::for_skips_empty_loop()
    }
    /// Whether TAB( and SPC( take an unsigned word (GW: -32768..65535, a negative argument
    /// as its two's complement, then modulo the width) instead of a byte (0..255, else
    /// `?ILLEGAL QUANTITY`).
    fn tab_argument_is_word() -> bool {
        false
    }
    /// Whether a lower-case ASCII letter outside strings is a letter (folded to upper case)
    /// rather than some other character. BASIC V2 takes only `A`-`Z` as letters (msbasic
    /// `ISLETC`); ASCII 0x61-0x7A are PETSCII graphics, so a listing typed with
    /// `220 print` stops there with `?SYNTAX  ERROR` (NBS P204, recorded on cbmbasic).
    fn lower_case_is_letter() -> bool {
        true
    }
    /// Whether FOR evaluates its limit and step before it stores the start value in the
    /// variable (GW: `FOR I=9 TO I STEP I` sees the old I), instead of storing it first
    /// (MS 6502/8080 BASIC, whose FOR begins with LET).
    fn for_limits_before_start() -> bool {
        false
    }
    /// Whether FOR takes an integer variable (`FOR I%=1 TO 3`). BASIC V2's FOR calls LET with
    /// SUBFLG set to $80, and PTRGET stops a `%` name there with `?SYNTAX  ERROR` (mist64/msbasic
    /// `flow1.s` FOR, `var.s` PTRGET; checked on cbmbasic).
    fn for_takes_integer_variable() -> bool {
        true
    }
    /// Whether FOR on a string variable is `TYPE MISMATCH` after its LET has run (BASIC V2:
    /// FOR begins with LET, which takes `A$`, then checks the value with CHKNUM after `TO`;
    /// mist64/msbasic `flow1.s` FOR), instead of a syntax error when the line is read.
    fn for_string_variable_mismatch() -> bool {
        false
    }
    /// Whether a loop with STEP 0 never ends (GW gives the step the sign 2, so NEXT's test
    /// `SGN(value-limit) = SGN(step)` never holds), instead of ending when the variable
    /// equals the limit (MS 6502/8080 BASIC compare against sign 0).
    fn zero_step_never_ends() -> bool {
        false
    }
    /// Whether only the NEXT statement that FOR found ahead of it closes the loop (GW keeps
    /// that NEXT's text position in the loop entry: another NEXT of the same variable is
    /// `NEXT without FOR`).
    fn for_bound_to_its_next() -> bool {
        Self::for_needs_next_ahead()
    }
    /// Whether NEXT reads each name of its list as a variable reference that may be an
    /// array element (GW's NEXT86.ASM and NXTSCN read it with PTRGET, which takes a
    /// subscript and makes the array): an element is no loop's variable, so it is `NEXT
    /// without FOR` where it is met. Otherwise a `(` after the name is stray text.
    fn next_takes_element() -> bool {
        false
    }

    /// The machine's words for an error, without line number (`SN`, `SYNTAX`, `Syntax error`).
    fn error_words(kind: ErrorKind) -> &'static str;
    /// The whole message for an error in `line` (or direct mode), without line ends.
    fn error_message(kind: ErrorKind, line: Option<u16>) -> String;
    /// Where the message goes on the screen.
    fn error_layout() -> ErrorLayout;
    /// Whether `Overflow` and `Division by zero` only warn and the program goes on (GW).
    fn arithmetic_errors_warn() -> bool {
        false
    }
    /// Whether the left operand of `\`, MOD and the logical operators is made an integer,
    /// and that of `^` a single, when the operator is met, before the right operand is
    /// evaluated (GW: GWEVAL.ASM `ANDORD`, `EXPSTK`).
    fn left_operand_forced_first() -> bool {
        false
    }
    /// The message STOP prints for `line`.
    fn break_message(line: Option<u16>) -> String;

    /// The re-prompt after a typed answer that is not a number.
    fn redo_message() -> &'static str;
    /// The message when an answer has more items than asked for.
    fn extra_ignored_message() -> &'static str;
    /// Whether a short answer asks for the rest with `??` (Altair, C64) or redoes (GW).
    fn asks_for_missing_items() -> bool;
    /// Whether a FOR loop may count with a double-precision variable.
    fn for_allows_double_variable() -> bool {
        true
    }
    /// The error of a FOR whose variable is a string (`FOR A$=...`).
    fn for_string_variable_error() -> ErrorKind {
        ErrorKind::Syntax
    }
    /// Whether INPUT works out the subscripts of all its targets before it stores any value
    /// (PC-BASIC, the gw oracle: `INPUT I,A(I)` stores into `A(` the old `I` `)`), rather than
    /// target by target as it stores (Microsoft's 6502 BASICs).
    fn input_subscripts_first() -> bool {
        false
    }
    /// Whether an unquoted string typed to INPUT or read from DATA keeps its trailing spaces
    /// (the C64, NBS P093 and P109; GW trims them).
    fn input_keeps_trailing_spaces() -> bool {
        false
    }
    /// Whether a colon outside quotes ends a typed answer as the end of the line does: the
    /// item before it is taken, a further variable asks `??`, and the rest is `?EXTRA
    /// IGNORED` (BASIC V2 reads answers with CHRGET, which stops at `:` as at the line's end:
    /// mist64/msbasic `input.s` INSTART, INPUT_MORE, INPDONE; checked on cbmbasic).
    fn input_colon_ends_answer() -> bool {
        false
    }
    /// Whether INPUT stores each typed item as soon as it is read (BASIC V2: the loop over
    /// the variables runs LET for one item before it reads the next, so `?ILLEGAL QUANTITY`
    /// for `A%` comes before `??`, and items stored before a `?REDO FROM START` stay:
    /// mist64/msbasic `input.s` PROCESS_INPUT_ITEM), instead of storing them all once the
    /// whole answer is good.
    fn input_stores_each_item() -> bool {
        false
    }
    /// Whether LOAD is a statement a program may run: the run ends and the prompt loads the
    /// file as if LOAD had been typed (GW-BASIC User's Guide, LOAD; pcbasic-suite
    /// direct_statement_in_file).
    fn load_in_program() -> bool {
        false
    }
    /// Whether the text scanner passes over TABs and LFs as it does spaces (GW-BASIC's
    /// CHRGTR: `NOTCON` eats 9 and 10), so a number READ from DATA may have them around it.
    fn chrget_skips_tabs() -> bool {
        false
    }
    /// Whether LIST wants the statement's end or a comma (its file) right after its range,
    /// anything else a syntax error before a line is listed (GW-BASIC's LIST: SCNLIN, then
    /// SYNCHR of the comma).
    fn list_range_ends_statement() -> bool {
        false
    }
    /// Whether `LIST 0` lists line 0 alone: GW-BASIC's SCNLIN ends the range at the first
    /// number when no `-` follows (GWMAIN.ASM `SCNLIN`; real GW-BASIC 3.23). The 6502 and
    /// 8080 LIST take a first number of 0 as no number, so `LIST 0` lists everything.
    fn list_zero_is_a_line() -> bool {
        false
    }
    /// Whether an ASCII listing's lines end at CR, a LF inside one being part of the line
    /// (GW-BASIC's LOAD, see `session::listing`).
    fn listing_lines_end_at_cr() -> bool {
        false
    }
    /// Whether loading a file with an unnumbered line fails (`Direct statement in file`, GW).
    fn refuses_direct_lines_in_files() -> bool {
        false
    }
    /// Whether loading an ASCII file stops, keeping what came before, at a line that holds
    /// only a line number (GW: pcbasic-suite undefined_line_number, whose lines after
    /// `10010` alone are not in the program).
    fn load_stops_at_bare_number() -> bool {
        false
    }
    /// Whether a program line holding control bytes (1-8, 11-31) is stored as the machine's
    /// cruncher stores it and run from those bytes (GW: such a byte outside quotes, REM and
    /// DATA becomes a space, or ends a number's scan as an embedded constant's prefix;
    /// `token::gwsave`).
    fn crunches_control_bytes() -> bool {
        false
    }
    /// The longest line an ASCII program file may hold: a longer one stops the load with
    /// `Line buffer overflow`, keeping the lines before it, and nothing runs (GW: its
    /// 255-byte buffer; the real GW-BASIC 3.23 loads a line of 255 and refuses 256).
    /// `None`: any length.
    fn file_line_max() -> Option<usize> {
        None
    }
    /// Whether DEF FN parameters may be strings (GW; the C64 says `?TYPE MISMATCH`, NBS P159).
    fn fn_string_params() -> bool {
        false
    }
    /// Whether an empty answer leaves every variable as it was and goes on (the C64).
    fn empty_answer_keeps_values() -> bool {
        false
    }
    /// The most characters of a typed line the machine keeps (its line buffer), when answers
    /// come as whole lines (no screen editor): `None` keeps any length.
    fn typed_line_max() -> Option<usize> {
        None
    }
    /// Whether a typed line that comes whole (no screen editor) is still edited by the
    /// keys in it as the machine's line editor took them: Backspace rubs out the character
    /// before it, Esc the line typed so far, Ctrl-C breaks (GW-BASIC).
    fn typed_line_edits() -> bool {
        false
    }
    /// Whether INPUT and READ read a number for a double-precision variable in double
    /// precision from its first digit (GW-BASIC's `FINDBL`), rather than as the number's text
    /// says (`.1` single, then widened).
    fn input_reads_doubles_whole() -> bool {
        false
    }
    /// Whether `INPUT "PROMPT",A` is allowed and suppresses the `? ` (GW).
    fn input_prompt_comma() -> bool {
        false
    }

    /// The integer that stands for true in comparisons (-1 for Microsoft).
    fn true_value() -> i32 {
        -1
    }
    /// The largest string length.
    fn max_string_len() -> usize {
        255
    }
    /// Whether a string literal's length is kept in a byte, so a literal longer than 255
    /// characters (only a tokenised file can hold one) is its length modulo 256 (GW-BASIC's
    /// BISTRS.ASM `STRLIT` counts the characters to the closing quote in a byte).
    fn literal_length_byte() -> bool {
        false
    }
    /// The highest line number a program may use.
    fn max_line_number() -> u32 {
        65529
    }
    /// Whether a line number in a statement stops at the digit that would pass the highest
    /// line number, leaving the rest as text after it, rather than being a syntax error:
    /// GW-BASIC's LINGET stops scanning once the number passes 6552, so `GOTO 65530` goes
    /// to line 6553 (GWMAIN.ASM `LINGET`; real GW-BASIC 3.23: `RESTORE 65530` is 8).
    fn line_number_stops_short() -> bool {
        false
    }
    /// Whether clearing the variables (CLEAR, RUN, NEW, LOAD, MERGE, CHAIN, a line typed
    /// or deleted) puts the random number generator back to its start: GW-BASIC's CLEARC
    /// copies RNDCOP into RNDX (BIMISC.ASM `CLEARC`).
    fn clear_resets_rnd() -> bool {
        false
    }
    /// Whether a space typed after line number 0 is kept in the line (GW-BASIC's cruncher
    /// skipped the one space after any other number; LIST skips it again for line 0).
    fn keeps_space_after_line_zero() -> bool {
        false
    }
    /// Whether `LEFT$`, `RIGHT$` and `MID$` refuse a length of 0 (`?FC ERROR` on the Altair).
    fn zero_length_is_illegal() -> bool {
        false
    }
    /// How many parameters a DEF FN function may have.
    fn max_fn_params() -> usize {
        1
    }
    /// Whether DEF FN reads only the name and parameters and leaves its `=` and body to
    /// be read when the function is called: a body that does not read is then that call's
    /// error, and the DEF passes (GW-BASIC: GWEVAL.ASM `DEF` skips the rest as DATA does,
    /// `FNDOER` reads `=` and the formula by FRMEQL, then wants the statement's end).
    fn def_body_read_at_call() -> bool {
        false
    }
    /// The DOS environment a run starts with, as `NAME=value` strings in order, and the
    /// size of the block that holds them with a 0 after each and one at the end
    /// (`ENVIRON` can grow it no further). Empty where there is no `ENVIRON`.
    fn dos_environment() -> (&'static [&'static [u8]], usize) {
        (&[], 0)
    }
    /// Whether `RND` may stand without an argument (GW: the next number).
    fn rnd_without_argument() -> bool {
        false
    }
    /// The value of a character that is a constant in an expression (the C64's π: byte
    /// 255, written `~` in listings); `None` for any other character.
    fn pi_constant(c: u8) -> Option<Self::Num> {
        let _ = c;
        None
    }
    /// Whether OPEN, PRINT#, INPUT#, GET#, CLOSE and ST are the C64's serial bus (logical
    /// files on device numbers) rather than a DOS's files, and LOAD, SAVE and VERIFY the
    /// KERNAL's calls on a device (`LOAD"NAME",8`).
    fn serial_bus() -> bool {
        false
    }
    /// Whether RUN followed by anything but a line number reads the line number the ROM's
    /// LINGET finds there (none: 0) and goes there, leaving the rest unread, rather than
    /// being a syntax error.
    fn run_reads_any_line() -> bool {
        false
    }
    /// Where the machine's jiffy clock is in memory (three bytes, most significant first),
    /// when it has one: its time is then emulated, each statement charged the cycles the
    /// ROM spent on it (`exec/cycles.rs`), and `TI`, PEEK and POKE there read and set it.
    fn jiffy_clock() -> Option<u16> {
        None
    }
    /// The reserved variables a name stands for (the C64's `TI`, `TI$`, `ST`): the name as
    /// cut to its significant length, and whether it had a `$`.
    fn reserved_variable(name: &[u8], string: bool) -> Option<ReservedVar> {
        let _ = (name, string);
        None
    }
    /// The machine's memory: its size and what the program, variables, arrays, strings and
    /// stack entries cost (see [`layout`]).
    fn memory() -> layout::Layout {
        layout::Layout::UNBOUNDED
    }
    /// The editor's words and limits at the prompt (ready word, banner, LIST, disk messages).
    fn editor_words() -> &'static EditorWords;
    /// Whether, after a syntax error stops a run, the editor offers the line to fix
    /// (GW-BASIC shows it under `Ok` with the cursor on it).
    fn edits_line_after_syntax_error() -> bool {
        false
    }
    /// Whether CONT's place is GW-BASIC's OLDTXT: END in a program line keeps it (CONT goes
    /// on after the END), a run that falls off the program's end keeps that end, and
    /// STOP, END and errors of a line typed at the prompt leave it as it was; an error in
    /// a program line sets it to the failing statement's start (CONT runs it again).
    fn cont_survives_direct_mode() -> bool {
        false
    }
    /// Whether the number PRINT and STR$ show for a value keeps STR$'s leading space in STR$.
    fn str_keeps_sign_space() -> bool {
        true
    }
    /// The number `ERR` gives for an error (0 where the dialect has no error trapping).
    fn error_code(kind: ErrorKind) -> u8 {
        let _ = kind;
        0
    }
    /// The error `ERROR n` raises.
    fn error_for_code(code: u8) -> ErrorKind {
        ErrorKind::Numbered(code)
    }
    /// Whether files live on a DOS disk: 8.3 names matched without regard to case, and a
    /// CTRL-Z ending a text file (a listing LOAD reads stops there).
    fn dos_disk() -> bool {
        false
    }
    /// Whether GET and PUT without `#` are still a random file's record statements (the `#`
    /// before the file number optional), not a keyboard GET: GW-BASIC sends any GET or PUT
    /// not followed by `(` or `@` to the disk code (GWSTS.ASM `GET`/`PUT`, `DSKVER`).
    fn record_get_put_without_hash() -> bool {
        false
    }
    /// Whether READ stores the number at the start of a bad numeric DATA item (0 when
    /// none) before its syntax error, as GW-BASIC's READ runs FIN and LET before it checks
    /// the item's end.
    fn read_stores_bad_number() -> bool {
        false
    }
    /// Whether I/O port numbers (INP, OUT) are the 8086's 16-bit words: -32768..65535,
    /// `Overflow` outside (GWEVAL.ASM `FNINP`, `SETIO`).
    fn port_word() -> bool {
        false
    }
    /// Whether function arguments, subscripts and file numbers are made 16-bit integers
    /// first, so that 32768 is `Overflow` rather than out of range.
    fn integer_arguments() -> bool {
        false
    }
    /// Whether the string functions take and free string space in GW-BASIC 3.23's order
    /// (BISTRS.ASM): CHR$ takes its byte (STRIN1) before it checks the code, so a bad
    /// code leaves a byte of garbage; STRING$ and ENVIRON$ free a string argument
    /// (FRETMP) before they make the result; LEFT$, RIGHT$ and MID$ free theirs after,
    /// which gives the bytes back only when the result is empty.
    fn gw_string_order() -> bool {
        false
    }
    /// Whether a statement that meets text it does not take first runs what it read before
    /// it: GW-BASIC evaluates as it reads (FRMEVL, GETBYT and PTRGET as each part is met,
    /// then SYNCHR or CHRGTR looks at what follows), so its targets are made, its
    /// expressions evaluated with their errors and its items stored before the fault (LET
    /// and FOR make their variable, IF evaluates its condition before it wants THEN, READ
    /// stores the items before a bad list's end, NEXT makes its variable before it finds no
    /// loop). Otherwise a statement that does not parse is a syntax error before it runs.
    fn runs_what_it_read() -> bool {
        false
    }
    /// Whether ON's line list ends at an item that is no line number, the items before it
    /// still taken (GW-BASIC's ONGOTO skips items with LINGT2 up to the chosen one, and
    /// NEWSTT meets the bad item as stray text); otherwise the whole statement is a syntax
    /// error.
    fn on_list_ends_at_bad_item() -> bool {
        false
    }
    /// Whether `RETURN n` returns to line n (GW-BASIC; the 8K BASICs skip what follows
    /// RETURN).
    fn return_takes_line() -> bool {
        false
    }
    /// Whether `LOCK`/`UNLOCK` are statements (GW-BASIC: with no DOS file sharing loaded they
    /// end in `Permission Denied`, error 70).
    fn record_locks() -> bool {
        false
    }
    /// The error `CONT` raises when a program runs it (`None`: it is not a statement of a
    /// program here, a syntax error).
    fn cont_in_program() -> Option<ErrorKind> {
        None
    }
    /// Whether `RESTORE n` needs line n to exist (`Undefined line number` otherwise).
    fn restore_needs_line() -> bool {
        false
    }
    /// Whether running off the end of the program closes the files (as END does).
    fn end_of_program_closes_files() -> bool {
        true
    }
    /// Whether `PRINT #n` needs a comma after the file number.
    fn print_file_needs_comma() -> bool {
        false
    }
    /// Whether a string as IF's condition is `Type mismatch` (else it is true when not empty).
    fn if_string_is_type_mismatch() -> bool {
        false
    }
    /// Whether `IF cond, THEN` is accepted (a comma before THEN).
    fn comma_before_then() -> bool {
        false
    }
    /// Whether SWAP refuses a second variable never set (`Illegal function call`).
    fn swap_needs_set_variable() -> bool {
        false
    }
    /// Whether a unary minus before a string gives the string back rather than `Type
    /// mismatch`.
    fn neg_passes_strings() -> bool {
        false
    }
    /// Whether `ABS` of a string gives the string back rather than `Type mismatch`.
    fn abs_passes_strings() -> bool {
        false
    }
    /// Whether `INT` of a string gives a string rather than `Type mismatch`.
    fn int_passes_strings() -> bool {
        false
    }
    /// Whether `[` and `]` may stand for `(` and `)`.
    fn brackets_as_parentheses() -> bool {
        false
    }
    /// The error for an expression missing at the end of a statement (else a syntax error).
    fn missing_operand() -> Option<ErrorKind> {
        None
    }
    /// How many files may be open at once (file numbers 1 to this); 0 where there are none.
    fn max_files() -> u8 {
        0
    }
}
