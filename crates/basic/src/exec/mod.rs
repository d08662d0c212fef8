//! The interpreter: runs parsed lines, keeping variables, stacks and the screen column.
//!
//! [`Machine`] holds everything a run changes; the program itself stays in
//! [`Program`](crate::program::Program) and survives every error. Statements are executed one at
//! a time from a position (line index, statement index); each returns what happens next.

mod arrayhead;
mod bios;
mod buf;
mod chain;
mod clear;
mod clock;
mod contxt;
mod cycles;
mod delete;
mod device;
mod direct;
mod dos;
mod eval;
mod events;
mod fasthash;
mod fdb;
mod files;
mod flow;
mod found_ahead;
mod func;
mod graphics;
mod handle;
mod hardware;
mod inlin;
mod input;
mod jiffy;
mod jumps;
mod kernal_file;
mod keys;
mod lineptr;
mod lowseg;
mod macro_text;
mod music;
mod print;
mod printer;
mod progfile;
mod progtext;
mod ram;
mod random;
mod screen;
mod segment;
mod serial;
mod share;
mod shell;
mod stack;
mod stale;
mod strpoke;
mod text;
mod typehead;
mod using;
mod value;
mod varpoke;

pub use chain::{ChainRequest, Passed};
pub use delete::{delete_range, edit_line_number, line_number, DeleteRange};
pub use files::OpenFiles;
pub use inlin::{EditedLine, LineRequest};
pub use screen::{Device, DeviceSlot, Screen};
pub use value::{Array, Store, Value};

use std::rc::Rc;

use ferrite_console::{Console, Outcome};

use crate::dialect::{ErrorLayout, Profile};
use crate::error::{BasicError, ErrorKind};
use crate::num::{NumKind, Number};
use crate::parse::{Expr, LValue, NameId, Stmt, VarRef, VarType};
use crate::program::{Line, Program};

/// A position in the program: a line index and a statement index within it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Pc {
    /// Index into the program's lines.
    pub line: usize,
    /// Index into the line's statements.
    pub stmt: usize,
}

/// One entry of the stack FOR, GOSUB and WHILE share, as Microsoft's did.
#[derive(Clone, Debug)]
enum Frame<N> {
    For {
        /// The variable, resolved (its suffix is the type it had when FOR ran).
        var: VarRef,
        /// Where the variable's number is in the store (`Store::loop_slot`), and its kind:
        /// fixed for the loop's life, as `var` is resolved.
        slot: usize,
        kind: NumKind,
        limit: N,
        step: N,
        /// How the stepped variable compares with the limit when the loop is done (the
        /// step's sign, found once: see `flow::finished`); `None` for a loop that never ends.
        ends: Option<std::cmp::Ordering>,
        body: Pc,
        /// The NEXT statement and the index of the variable in it that FOR found ahead
        /// (GW only, `Profile::for_bound_to_its_next`).
        closer: Option<(Pc, usize)>,
    },
    Gosub {
        ret: Pc,
        /// CURLIN when the GOSUB ran, which RETURN puts back: after RENUM a return into
        /// a renumbered line names its old number until the next line's start (GWMAIN.ASM
        /// `GOSUB` pushes CURLIN with the text pointer; `RETURN` pops both). `None` for a
        /// typed line's GOSUB.
        line: Option<u16>,
        /// What the text pointer pushed leads RETURN to (`exec/contxt.rs`).
        pushed: Pushed,
    },
    While {
        at: Pc,
    },
    /// A FOR entry NEXT broke: NEXT chops the stack to the entry and pushes over its first
    /// words, which only the loop's going on writes back; an overflow of the stepped
    /// variable leaves it as neither FOR, GOSUB nor WHILE, so every FNDFOR search (NEXT,
    /// FOR, RETURN, WEND) stops at it as at the stack's bottom (NEXT86.ASM `NEXTC`,
    /// `INXTDO`; real GW-BASIC 3.23: after a trapped overflow in `FOR K%=32766 TO 32767:NEXT`
    /// in a subroutine, RESUME of the NEXT is `NEXT without FOR` and its RETURN `RETURN
    /// without GOSUB`, while a GOSUB made after it returns).
    Broken,
}

/// The text pointer a GOSUB entry holds, as RETURN's DATA skip from it reads on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pushed {
    /// After the line number, with no constant before the statement's end.
    Plain,
    /// After the line number, with constants before the statement's end (the numbers
    /// after the one ON took): the skip scans them, CONTXT lands at `ret`.
    Scans,
    /// NUMCON: RETURN goes on at CONTXT, not at `ret`.
    Numcon,
}

/// A user function defined by DEF FN.
#[derive(Clone, Debug)]
struct UserFn<N> {
    params: Vec<VarRef>,
    body: Rc<Expr<N>>,
    /// The line of its DEF, where its entry's text pointer points.
    line: u16,
    /// A CHAIN MERGE moved its DEF's text: the entry points at other bytes.
    moved: bool,
    /// The parameter the DEF did not make (an element's name: DEF's PTRGET made its
    /// array), which the call's PTRGET makes a plain variable before its argument is read.
    unmade: Option<usize>,
}

/// What a statement tells the run loop to do next.
enum Flow {
    /// Go on with the next statement.
    Next,
    /// Continue at a position.
    Jump(Pc),
    /// Skip the rest of the line.
    NextLine,
    /// The program ended.
    End,
    /// STOP: the program ended with a break message.
    Stop,
    /// The typed input ran out.
    InputExhausted,
    /// CHAIN: the session loads the next program.
    Chain,
    /// Back to direct mode with the files still open (LIST run by a program: pcbasic-suite
    /// KEYPOKE goes on writing its file from a typed GOTO).
    Halt,
}

/// The deepest nesting of FOR, GOSUB and WHILE before `Out of memory`, whatever the
/// machine's stack: a bound on the host's memory (the machines stop far earlier, see
/// `crate::memory`).
const MAX_STACK: usize = 1 << 18;
/// The deepest recursion of the evaluator (nested expressions through FN calls) before
/// `Out of memory`: a bound on the host's stack.
const MAX_EVAL_DEPTH: usize = 1500;
/// The deepest FN-calls-FN nesting before `Out of memory`.
const MAX_FN_DEPTH: usize = 100;

/// A built-in function call or an array element a statement read, counted from 1 in the
/// order the statement read them (each kind apart): which one an error came from, for the
/// place EDIT shows (`parse::reading_places`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// The n-th built-in call, with the argument whose check failed when one did, and
    /// whether that was its conversion to a byte (GETBYT), not a later test of its value.
    Call(u16, Option<(u8, bool)>),
    /// The n-th array element.
    Element(u16),
    /// Past the line's end: GOTO and GOSUB skip to it (REM) before they look for a line
    /// that is not there (GWMAIN.ASM `GOTO`; real GW-BASIC 3.23: after `GOTO 999:END`
    /// EDIT waits after END).
    LineEnd,
}

/// The running state of one BASIC machine.
pub struct Machine<P: Profile> {
    /// Variables and arrays.
    pub store: Store<P::Num>,
    /// GW-BASIC's byte of BUF past its 255 (BUFLEN): the last byte an ASCII file's load
    /// wrote there, printed after a listed line that fills BUF (`list::listed_program_line`).
    pub buf_past_max: u8,
    /// GW-BASIC's BUF as the load and INPUT left it (`buf.rs`; empty: all 0).
    buf: Vec<u8>,
    fns: fasthash::FastMap<(NameId, VarType), UserFn<P::Num>>,
    /// The NEXT each GW FOR (by position and variable) found ahead in `lines`: the scan
    /// depends only on the program, so it is made once per program rather than each time
    /// the FOR runs (with whether it passed a NEXT naming a variable). Emptied whenever
    /// `lines` is replaced.
    next_ahead: found_ahead::FoundAhead<(Pc, VarRef), (Pc, usize, bool)>,
    /// Likewise the position after the WEND each WHILE found ahead.
    wend_ahead: found_ahead::FoundAhead<Pc, Pc>,
    /// CONTXT, kept once a GOSUB pushed NUMCON (`exec/contxt.rs`).
    contxt: contxt::Contxt,
    /// The line constants a run made pointers (`exec/lineptr.rs`).
    lptr: lineptr::LinePtrs,
    stack: stack::FrameStack<P::Num>,
    data: Pc,
    /// The number of the last line the DATA search entered (GW-BASIC's DATLIN): a bad
    /// item is a syntax error in this line, which an Out of DATA search leaves at the
    /// program's last line while the data pointer stays where it was.
    data_line: u16,
    rnd: P::Rnd,
    /// The generator's state CLEARC puts back (GWDATA.ASM `RNDCOP`): the start's, or what
    /// `--seed` and `--rnd-skip` set before the run.
    rnd_start: P::Rnd,
    /// The screen: output buffer and cursor column.
    pub screen: Screen,
    lines: Rc<Vec<Line<P::Num>>>,
    /// Where each line of `lines` is, by number: rebuilt whenever `lines` is replaced
    /// ([`Machine::take_lines`]).
    line_index: jumps::LineIndex,
    /// When `lines` is a copy of a program with a typed line after it: that program's
    /// [`Program::generation`], so the next typed line can take the last one's place.
    direct_copy: Option<u64>,
    /// The error the statement running returns is to name no line (GET's bad answer on the
    /// C64); cleared when the error is reported.
    lineless_error: bool,
    /// The error the statement running returns happened where the machine had gone back to
    /// the prompt (MERGE's reading of DOS's NUL): RESUME and RESUME NEXT return there, which
    /// ends the program. Taken by the trap into [`Machine::resumes_at_prompt`].
    prompt_error: bool,
    /// The error the handler running handles happened at the prompt (`prompt_error`).
    resumes_at_prompt: bool,
    fn_depth: usize,
    /// Where CONT goes on after STOP or a break.
    pub cont_at: Option<Pc>,
    /// The index of the typed (direct-mode) line in `lines`, while one runs.
    direct_line: Option<usize>,
    /// The error the last run stopped with, for the editor (GW-BASIC's edit after a syntax
    /// error) to act on as data rather than by reading the printed message back.
    pub last_error: Option<BasicError>,
    /// The program line the last error happened in, trapped or not, or the last line a
    /// LIST or LLIST listed, since the editor took it: GW-BASIC's ERROR makes it the
    /// current line `.` (GWMAIN.ASM `ERROR`: DOT = CURLIN unless direct), and LIST each
    /// line it lists (GWLIST.ASM `LIST`: DOT = the line's number).
    pub error_dot: Option<u16>,
    /// The open files.
    files: files::Files,
    /// The file numbers OPENed since the machine started (bit n for file n): each leaves its
    /// mark in the bytes below its block (`fdb.rs`), which CLOSE does not take away.
    files_opened: u32,
    /// The cassette (`CAS1:`) after its file failed: every OPEN of it is then `File already
    /// open` (the machine has no cassette; `files/device.rs`).
    cassette_busy: bool,
    /// The FIELD buffers of the file numbers closed, which FIELD variables still point into.
    closed_fields: files::FieldAreas,
    /// What each file number's block held when its file was last closed, the mode byte 0
    /// (CLOSE clears only F_MODE: VARPTR(#f) and PEEK still find the FCB; `fdb.rs`).
    closed_blocks: std::collections::BTreeMap<u8, Vec<u8>>,
    /// The record size each file number's block holds: set by every OPEN of a disk file
    /// (its LEN, 128 for a sequential one), kept through CLOSE, RESET and CLEAR, left as it
    /// was by a printer's OPEN, whose FIELD checks against it (`files/open.rs`).
    record_sizes: std::collections::BTreeMap<u8, usize>,
    /// The C64's serial bus: its logical files, ST, and the drive on device 8.
    bus: Option<Box<serial::Bus>>,
    /// The current folder CHDIR set: the host folders from the disk's root down to it.
    cwd: Vec<std::path::PathBuf>,
    /// The printers' heads (LPT1 to LPT3; columns from 0, bytes), for LPOS.
    lpt_head: [usize; 3],
    /// LPRINT's line: its column and zones, by LPT1's width (`exec/printer.rs`).
    lprint: printer::PrinterLine,
    /// Where LPT1's paper goes: a host file the printed bytes are appended to, if any.
    pub printer: Option<std::path::PathBuf>,
    /// `ON ERROR GOTO n`: the handler's line.
    on_error: Option<u16>,
    /// While a handler runs: where the error happened, and the error (for RESUME, and for
    /// `ON ERROR GOTO 0` in the handler, which stops the program with it).
    handling: Option<(Pc, BasicError)>,
    /// CURLIN when it names another line than the one running (its index, and the number):
    /// an error's ERRLIN that RESUME put back while it went on in ERRTXT's line. FOR runs
    /// the NEXT its scan found with CURLIN set to that NEXT's line, so a `NEXT without FOR`
    /// there has the NEXT's line as ERL, and after RESUME the rest of the FOR's line reports
    /// it too, until NEWSTT reads the next line's header or a jump sets CURLIN (GWMAIN.ASM
    /// `FOR`, `RESTXT`; the same for a bad DATA item, whose syntax error names the DATA line).
    curlin: Option<(usize, u16)>,
    /// Where CONT goes on inside a line that RENUM renumbered, with that line's old
    /// number, which CURLIN keeps there (see [`Machine::renumbered`]).
    cont_oldlin: Option<(Pc, u16)>,
    /// ONEFLG: 0 outside a handler, decremented by each trap (GWMAIN.ASM `ERRMOR`). An
    /// error is forced past the handler when it is ANDed non-zero with ERL's two bytes
    /// ANDed plus one: never for a typed line (65535), and only every other time for a
    /// line whose bytes AND to 0 once a typed line's error was trapped inside a handler.
    oneflg: u8,
    /// `ERR` and `ERL` of the last trapped error.
    err: (u8, u16),
    /// The line of a trapped `Syntax error` that no RESUME has answered: GW-BASIC's
    /// ERRFLG, which makes the next `Ok` show that line for editing even when the run
    /// stopped otherwise (GWMAIN.ASM `READY` calls `ERREDT` while ERRFLG is the syntax
    /// error; `RESUME` clears it; pcbasic-suite CONT_after_STOP_in_error_trap).
    pub trapped_syntax: Option<u16>,
    /// The last error's place, trapped or not, or the last STOP's: the number of the line
    /// whose statement failed and that statement's index, for the edit after a syntax
    /// error and for the first EDIT after (the cursor waits where that statement's text
    /// failed or ended).
    pub error_stmt: Option<(u16, usize)>,
    /// With `error_stmt`, the built-in call or array element of that statement that failed
    /// (`parse::reading_places` gives its place in the text).
    pub error_call: Option<Reading>,
    /// The built-in calls and the array elements the running statement has read, failed
    /// ones too.
    readings: [u16; 2],
    /// The first of them that failed (the innermost: its error passes through the rest).
    failed_call: Option<Reading>,
    /// The argument of the call being made whose check (GETBYT) failed.
    failed_arg: Option<(u8, bool)>,
    /// TRON: each line's number is shown in brackets as it starts.
    trace: bool,
    /// Under TRON, the WHILE a WEND went back to: it is inside its line, not a line begun,
    /// so no number is shown (NEWSTT traces only when it passes a line's start).
    trace_skip: Option<Pc>,
    /// The PC's BIOS data area (segment 0), where a program may POKE keys.
    bios: bios::BiosData,
    /// Conventional memory a program POKEd outside what is modelled otherwise (`exec/ram.rs`).
    ram: ram::Ram,
    /// The console's keyboard buffer, for INKEY$ and INPUT$ (set when a run starts).
    keyboard: Option<Rc<std::cell::RefCell<dyn ferrite_console::Keyboard>>>,
    /// How many key reads found that no more keys will come (see [`Machine::inkey`]).
    keys_missed: u8,
    /// The stream's length ([`screen::Screen::shown`]) when the program last took a key
    /// (`None`: none yet), for a typist who answers what was shown since.
    keys_shown: Option<u64>,
    /// The rest of a function key's text being typed (GIOKYB.ASM `CMDOFF`): INKEY$,
    /// INPUT$ and the screen editor take it before the keyboard's next key.
    soft_typed: std::collections::VecDeque<u8>,
    /// A key read found that no more keys will come: the run ends after this statement
    /// as it does when INPUT finds no answer (the machine would have waited for ever).
    /// Set through [`Machine::end_keys`], which also sets `watch`: the loop tests it at
    /// the next statement's start (or on the way out), not after every statement.
    keys_ended: bool,
    /// Seconds added to the host's clock by `DATE$ =` and `TIME$ =`.
    clock_offset: f64,
    /// The date `DATE$ =` gave DOS as its fields (year, month, day) and the day they were
    /// counted as: DOS keeps the fields as set, a 30th of February too, until the day
    /// changes ([`Machine::date_fields`]).
    set_date: Option<(i64, (i64, i64, i64))>,
    /// Whether `screen` is a file's or the printer's line for now (PRINT #, LPRINT): the
    /// warnings wait in `held_warnings` ([`Machine::warn`]).
    screen_lent: bool,
    /// The file PRINT # is printing to, whose line `screen` holds for now: EOF, LOC and LOF
    /// of it in an item see the items before written ([`Machine::file_function`]).
    printing_file: Option<u8>,
    /// Warnings raised while the screen was lent.
    held_warnings: Vec<ErrorKind>,
    /// The time the machine waited without the host waiting (a console that
    /// [`keeps_time`](ferrite_console::Console::keeps_time) says no): its clocks run ahead
    /// of the host's by this much.
    waited: std::time::Duration,
    /// GW-BASIC's DOS environment: its `NAME=value` strings in order (`ENVIRON`).
    environ: Vec<Vec<u8>>,
    /// GW-BASIC's graphics mode and pixels (`graphics/`).
    gfx: graphics::Graphics,
    /// `ON TIMER`'s trap, when a program set one.
    timer_trap: Option<events::TimerTrap>,
    /// The speaker: PLAY's settings, the sounds queued, the music trap (`music/`).
    music: music::Music,
    /// The console's BREAK key, for the waits a statement makes (the speaker's).
    break_flag: ferrite_console::BreakFlag,
    /// Whether the run hangs in the statement that just ran (`exec/arrayhead.rs`).
    hung: bool,
    /// Whether the console has a BREAK key and someone watching (a hang then waits for
    /// it: `exec/arrayhead.rs`).
    live_break: bool,
    /// Whether an event may be due: the one test the statement loop makes for events.
    events_armed: bool,
    /// `trace || events_armed || keys_ended`, kept by [`Machine::rewatch`] (and
    /// [`Machine::end_keys`]): the statement loop's one test for all three.
    watch: bool,
    /// The program the links make after a POKE broke them from the lines stored, taken at
    /// the next look-up of a line by number (`progtext.rs`).
    relinked: Option<Rc<Vec<Line<P::Num>>>>,
    /// The loaded file's text image (`Program::image`) and the program generation the
    /// running lines were taken from, while they are that program's.
    text_of_file: Option<(u64, Rc<Vec<u8>>)>,
    /// The bytes the loaded tokenised file left after the program's 0 link
    /// (`Program::tail`), kept in the text image after the lines.
    text_tail: Rc<[u8]>,
    lines_generation: Option<u64>,
    /// A POKE changed a link, a line number or a line's end since the lines were taken.
    relink_dirty: bool,
    /// The statement running now (CURLIN, which PEEK reads at `current_line_pointer`).
    here: Pc,
    /// The jiffy clock (`P::jiffy_clock`), counted in [`Machine::cycles`].
    jiffy: jiffy::JiffyClock,
    /// The emulated time: cycles charged to the statements run so far (`cycles.rs`).
    cycles: u64,
    /// Each statement's cycles, when the machine has a jiffy clock.
    costs: cycles::Costs,
    /// SYSTEM ran in the program: BASIC is to be left.
    pub quit: bool,
    /// RENUM ran in the program: its arguments and the number of its line, for the prompt
    /// to renumber with (and name in an error).
    pub renum: Option<(Vec<u8>, Option<u16>)>,
    /// The program came from a protected file: LIST and SAVE refuse it (`PROCHK`).
    pub protected: bool,
    /// MS-DOS's SHARE is loaded: OPEN's sharing modes and LOCK / UNLOCK of regions work
    /// (`share.rs`). On by default (the MS-DOS 5 that recorded the real GW-BASIC test
    /// programs); without it (`--no-share`: the gw-real machine, DOSBox) sharing modes are
    /// ignored and every LOCK and UNLOCK that gets past its checks is `Permission denied`.
    pub dos_share: bool,
    /// LOAD ran in the program: its arguments, for the prompt to load with.
    pub load: Option<Vec<u8>>,
    /// The file that LOAD or RUN names was held open, found empty, when its file 0 opened
    /// (before SCRTCH closed the files): it reads as empty ([`Machine::program_file_hidden`]).
    pub load_hidden: bool,
    /// MERGE ran in the program: its arguments, for the prompt to merge with.
    pub merge: Option<Vec<u8>>,
    /// DELETE ran in the program and its range held: the range, for the prompt.
    pub delete: Option<delete::DeleteRange>,
    /// NEW ran in the program or after other statements of a typed line: the prompt
    /// deletes the program (GW-BASIC's NEW statement jumps to SCRTCH, BIMISC.ASM, as the
    /// command does).
    pub new_program: bool,
    /// The C64's LOAD typed at the prompt loaded a program: its listing, for the prompt to
    /// put in place of the program (variables cleared, as the ROM's LOAD does then).
    pub loaded: Option<Vec<u8>>,
    /// The C64 program as the last LOAD typed at the prompt put it in memory (after the
    /// load address), until a line is typed: LIST lists these bytes, which may hold what
    /// a typed program cannot (the directory's repeated line numbers and the spaces that
    /// line its names up).
    pub loaded_image: Option<Vec<u8>>,
    /// CHAIN ran: what to load, and the variables passed on.
    pub chain: Option<(ChainRequest, Vec<Passed<P::Num>>)>,
    /// AUTO ran in the program: its arguments, for the prompt to start offering numbers.
    pub auto: Option<Vec<u8>>,
    /// EDIT ran as a statement (in the program or after a `:` in a typed line): its
    /// arguments, for the prompt to offer the line.
    pub edit: Option<Vec<u8>>,
    /// The program's names, for CHAIN to pass variables on by name.
    pub names: crate::parse::Names,
    /// Bytes the expression being evaluated holds on the machine's stack.
    expr_bytes: u32,
    /// How deep the evaluator has recursed (the host's bound).
    eval_depth: usize,
    /// String temporaries an expression holds while it evaluates the rest.
    temps: u32,
    /// Whether the array element read last holds its string in the string space.
    element_heap: bool,
    /// Whether the array element just read is a FIELD variable (its string in a file's
    /// buffer, which LET copies).
    element_field: bool,
    /// Statements executed so far, for benchmarks' statements per second.
    pub statements: u64,
}

impl<P: Profile> Default for Machine<P> {
    fn default() -> Self {
        Self {
            store: Store::with_layout(P::memory()),
            buf_past_max: 0,
            buf: Vec::new(),
            fns: fasthash::FastMap::default(),
            next_ahead: found_ahead::FoundAhead::default(),
            wend_ahead: found_ahead::FoundAhead::default(),
            contxt: contxt::Contxt::default(),
            lptr: lineptr::LinePtrs::default(),
            load_hidden: false,
            stack: stack::FrameStack::default(),
            data: Pc::default(),
            data_line: 0,
            rnd: P::Rnd::default(),
            rnd_start: P::Rnd::default(),
            screen: Screen::new(P::wrap(), P::hides_line_feed())
                .with_text(P::text_screen())
                .with_segment(P::memory().segment.map_or(0, |s| s.address)),
            lines: Rc::new(Vec::new()),
            line_index: jumps::LineIndex::default(),
            direct_copy: None,
            lineless_error: false,
            fn_depth: 0,
            cont_at: None,
            direct_line: None,
            last_error: None,
            error_dot: None,
            files: files::Files::new(),
            files_opened: 0,
            cassette_busy: false,
            closed_fields: files::FieldAreas::new(),
            closed_blocks: std::collections::BTreeMap::new(),
            record_sizes: std::collections::BTreeMap::new(),
            cwd: Vec::new(),
            lpt_head: [0; 3],
            lprint: printer::PrinterLine::default(),
            printer: None,
            on_error: None,
            handling: None,
            prompt_error: false,
            resumes_at_prompt: false,
            curlin: None,
            cont_oldlin: None,
            oneflg: 0,
            err: (0, 0),
            trapped_syntax: None,
            error_stmt: None,
            error_call: None,
            readings: [0; 2],
            failed_call: None,
            failed_arg: None,
            trace: false,
            trace_skip: None,
            clock_offset: 0.0,
            set_date: None,
            waited: std::time::Duration::ZERO,
            screen_lent: false,
            printing_file: None,
            held_warnings: Vec::new(),
            environ: P::dos_environment().0.iter().map(|e| e.to_vec()).collect(),
            gfx: graphics::Graphics::default(),
            timer_trap: None,
            music: music::Music::default(),
            break_flag: ferrite_console::BreakFlag::default(),
            live_break: false,
            hung: false,
            events_armed: false,
            watch: false,
            here: Pc::default(),
            relinked: None,
            text_of_file: None,
            text_tail: Rc::from(&[][..]),
            lines_generation: None,
            relink_dirty: false,
            jiffy: jiffy::JiffyClock::default(),
            cycles: 0,
            costs: cycles::Costs::default(),
            keyboard: None,
            keys_missed: 0,
            keys_shown: None,
            soft_typed: std::collections::VecDeque::new(),
            keys_ended: false,
            bios: bios::BiosData::default(),
            ram: ram::Ram::default(),
            quit: false,
            renum: None,
            protected: false,
            dos_share: true,
            load: None,
            merge: None,
            delete: None,
            new_program: false,
            loaded: None,
            loaded_image: None,
            chain: None,
            auto: None,
            edit: None,
            names: crate::parse::Names::default(),
            expr_bytes: 0,
            eval_depth: 0,
            temps: 0,
            element_heap: false,
            element_field: false,
            statements: 0,
            bus: None,
        }
    }
}

impl<P: Profile> Machine<P> {
    /// Forgets variables, arrays, functions and stacks (CLEAR); the generator keeps going.
    pub fn clear(&mut self) {
        self.reset_rnd();
        self.keep_stale_memory();
        self.store.clear();
        self.fns.clear();
        self.stack.clear();
        self.data = Pc::default();
        self.cont_at = None;
        self.on_error = None;
        self.handling = None;
        self.oneflg = 0;
        // CLEAR, RUN and NEW set ERL to 0 and keep ERR (real GW-BASIC 3.23: `PRINT ERR;ERL`
        // after an error and CLEAR says `7 0`; contgen).
        self.err.1 = 0;
        self.trapped_syntax = None;
        self.close_all();
        self.music.reset();
    }

    /// CLEARC's reset of the random number generator, where the dialect has it (see
    /// `Profile::clear_resets_rnd`).
    pub(crate) fn reset_rnd(&mut self) {
        if P::clear_resets_rnd() {
            self.rnd = self.rnd_start.clone();
            self.seed_from_rnd_copy();
        }
    }

    /// RUN: clears and runs `program` from its first line (or line `from`).
    pub fn run(
        &mut self,
        program: &Program<P>,
        from: Option<u16>,
        con: &mut dyn Console,
    ) -> Outcome {
        self.run_then(program, from, con, |_| {})
    }

    /// RUN, with `setup` done to the cleared machine before the first line runs.
    pub fn run_then(
        &mut self,
        program: &Program<P>,
        from: Option<u16>,
        con: &mut dyn Console,
        setup: impl FnOnce(&mut Self),
    ) -> Outcome {
        self.clear();
        self.timer_trap = None;
        self.music.forget_trap();
        self.events_armed = false;
        self.rewatch();
        setup(self);
        self.take_lines(program.shared_lines());
        self.adopt_file_image(program);
        self.direct_copy = None;
        self.names = program.names.clone();
        self.measure_program(self.lines.len());
        self.direct_line = None;
        let start = match from {
            Some(n) => match program.index_of(n) {
                Some(i) => i,
                None => return self.report(BasicError::new(ErrorKind::UndefinedLine), con),
            },
            None => 0,
        };
        self.execute(
            Pc {
                line: start,
                stmt: 0,
            },
            con,
        )
    }

    /// Runs from `pc` until the program ends, errs, stops or runs out of input; keys the
    /// program put in the BIOS keyboard buffer are then typed at the prompt.
    fn execute(&mut self, pc: Pc, con: &mut dyn Console) -> Outcome {
        let outcome = self.execute_lines(pc, con);
        let keys = self.bios.take_keys();
        if !keys.is_empty() {
            con.type_ahead(&keys);
        }
        outcome
    }

    /// Runs from `pc` until the program ends, errs, stops or runs out of input.
    fn execute_lines(&mut self, mut pc: Pc, con: &mut dyn Console) -> Outcome {
        let mut lines = Rc::clone(&self.lines);
        // A console with no break key gets a flag of its own that nothing raises, so the
        // test before each statement is the flag's load alone, without the `Option`'s.
        self.live_break = con.break_flag().is_some() && con.keeps_time();
        self.gfx.shown.watching = con.keeps_time();
        let brk = con.break_flag().unwrap_or_default();
        self.break_flag = brk.clone();
        self.keyboard = con.keyboard();
        self.keys_missed = 0;
        self.keys_ended = false;
        self.rewatch();
        self.lineless_error = false;
        self.prompt_error = false;
        // Statements run by this call: the screen is flushed every 1024th, and the count is
        // added to `statements` once the run stops rather than stored at every statement.
        // Counted down to the next flush (one decrement and branch a statement): after k
        // statements `rounds * FLUSH_EVERY + (FLUSH_EVERY - to_flush)` is k, and the flush
        // comes at every k that is a multiple of `FLUSH_EVERY`, as a count up made them.
        const FLUSH_EVERY: u32 = 1024;
        let mut to_flush: u32 = FLUSH_EVERY;
        let mut rounds: u64 = 0;
        let outcome = 'run: loop {
            // The run ends once a statement read past the last key (`keys_ended`): tested where
            // the next statement would start (in the `watch` branch, which `end_keys` turns
            // on), on each way out of the loop before that, and before any other outcome of
            // the statement, so nothing after that statement runs or is reported.
            macro_rules! end_if_keys_ended {
                () => {
                    if self.keys_ended {
                        self.screen.flush(con);
                        if std::mem::take(&mut self.hung) {
                            break 'run self.wait_hung(&brk, pc, con);
                        }
                        break 'run Outcome::InputExhausted;
                    }
                };
            }
            // A BREAK stops the run at `pc` (CONT goes on there) with the machine's message.
            macro_rules! stop_on_break {
                () => {
                    if brk.take() {
                        // Brought up to date here as well, as the statement's start did
                        // before the break test: direct mode sees the same memory figures.
                        self.store.mem.set_frames(self.stack.bytes());
                        self.cont_at = Some(pc);
                        self.screen.flush(con);
                        self.message(&P::break_message(self.line_number_at(pc)), con);
                        break 'run Outcome::Broken;
                    }
                };
            }
            // A POKE into the program text changed a line (`progtext.rs`).
            if self.watch && !Rc::ptr_eq(&lines, &self.lines) {
                lines = Rc::clone(&self.lines);
            }
            let Some(line) = lines.get(pc.line) else {
                end_if_keys_ended!();
                // The end of a typed line is no program end: CURLIN is 65535 there, and
                // PRGEND lets a handler left open by STOP go on (GWMAIN.ASM `PRGEND`: "if
                // direct done, allow for debugging purposes"; real GW-BASIC 3.23: `PRINT 5`
                // typed after a STOP in the handler prints 5 and no `No RESUME`).
                let typed_line_ended = self.direct_line.is_some_and(|d| pc.line == d + 1);
                if let Some((_, e)) = self.handling.filter(|_| !typed_line_ended) {
                    // A handler that runs off the end of the program never resumed. The error
                    // names the line that ran last, the program's last line, as GW-BASIC's
                    // end-of-text check raises it with CURLIN still there (PC-BASIC: `No
                    // RESUME in 110` for a handler at 100 that falls through 110).
                    self.handling = None;
                    let last = pc.line.checked_sub(1).and_then(|i| lines.get(i));
                    let e = BasicError {
                        kind: ErrorKind::Numbered(19),
                        line: last.map(|l| l.number).or(e.line),
                    };
                    // `No RESUME` is an error like any other (PRGEND jumps to ERROR): after
                    // a typed line's error was trapped in the handler, ONEFLG lets it in.
                    match self.no_resume(e, pc, con) {
                        Ok(to) => {
                            pc = to;
                            continue;
                        }
                        Err(outcome) => break 'run outcome,
                    }
                }
                if P::end_of_program_closes_files() {
                    self.close_all();
                }
                // CONT after the run fell off the end goes on there: nothing runs. The end
                // of a line typed at the prompt leaves CONT's place as it was, and so does a
                // run of no lines at all: CURLIN is still the typed line's 65535, which
                // `ENDCON` does not keep (real GW-BASIC 3.23: RUN with no program, then
                // CONT, is `Can't continue`).
                if P::cont_survives_direct_mode()
                    && pc.line > 0
                    && self.direct_line.is_none_or(|d| d + 1 != pc.line)
                {
                    self.cont_at = Some(pc);
                }
                self.screen.flush(con);
                break 'run Outcome::Ended;
            };
            let Some(stmt) = line.stmts.get(pc.stmt) else {
                // NEWSTT looks for a BREAK before it reads the line's end (GWMAIN.ASM
                // `CHKINT`): one pressed while the line's last statement waited (PLAY, a
                // bell) stops the run in that line, even the program's or a typed line's
                // last (real GW-BASIC 3.23: `10 PLAY ...` and Ctrl-C is `Break in 10`).
                stop_on_break!();
                // A program started from a direct line ends at its last line; it does not
                // run on into the typed line that started it.
                if self.direct_line == Some(pc.line + 1) {
                    end_if_keys_ended!();
                    // A handler (entered from the typed line, or CONT after its STOP) that
                    // runs off the program's end never resumed: `No RESUME`, as below.
                    if self.handling.take().is_some() {
                        let e = BasicError {
                            kind: ErrorKind::Numbered(19),
                            line: Some(line.number),
                        };
                        match self.no_resume(e, pc, con) {
                            Ok(to) => {
                                pc = to;
                                continue;
                            }
                            Err(outcome) => break 'run outcome,
                        }
                    }
                    if P::cont_survives_direct_mode() {
                        self.cont_at = Some(pc);
                    }
                    self.screen.flush(con);
                    break 'run Outcome::Ended;
                }
                // The next line's header sets CURLIN.
                self.curlin = None;
                pc = Pc {
                    line: pc.line + 1,
                    stmt: 0,
                };
                continue;
            };
            // Counts the statement, flushes the screen every 1024th, and stops on a break: one
            // relaxed load of the flag per statement (`BreakFlag::take` is inlined), so a
            // break still stops the run before the next statement, where the machines polled
            // the STOP key (msbasic NEWSTT calls ISCNTC before each statement).
            macro_rules! count_and_poll {
                () => {
                    to_flush -= 1;
                    if to_flush == 0 {
                        to_flush = FLUSH_EVERY;
                        rounds += 1;
                        self.show_pixels(false);
                        self.screen.flush(con);
                    }
                    stop_on_break!();
                };
            }
            // TRON and an armed event are tested together, one load and branch a statement;
            // TRON's line number is shown before the break test, an event is taken after it.
            if self.watch {
                end_if_keys_ended!();
                if self.trace && pc.stmt == 0 && self.trace_skip.take() != Some(pc) {
                    if let Some(n) = self.line_number_at(pc) {
                        self.screen.write(format!("[{n}]").as_bytes());
                    }
                }
                count_and_poll!();
                if self.events_armed && self.direct_line != Some(pc.line) {
                    if let Some(to) = self.take_event(pc) {
                        match to {
                            Ok(to) => pc = to,
                            Err(e) => break 'run self.report(e, con),
                        }
                        continue;
                    }
                }
                if self.contxt.live {
                    self.contxt_statement(pc);
                }
            } else {
                count_and_poll!();
            }
            // Made after the watch branch, which reads none of them (an event's GOSUB frame
            // is pushed by `push`, which brings the stack's bytes up to date itself).
            self.store.mem.set_frames(self.stack.bytes());
            self.expr_bytes = 0;
            self.temps = 0;
            self.readings = [0; 2];
            self.failed_call = None;
            if P::jiffy_clock().is_some() {
                self.cycles += self.costs.at(pc.line, pc.stmt);
            }
            self.here = pc;
            let flow = self.statement(stmt, pc, con);
            match flow {
                Ok(Flow::Next) => pc.stmt += 1,
                Ok(Flow::Jump(to)) => {
                    // A jump to a line's start reads its header (GOTO, GOSUB): the old
                    // number CONT kept after RENUM goes (see `Machine::renumbered`).
                    let header = to.stmt == 0 && self.cont_oldlin.take().is_some();
                    if self
                        .curlin
                        .is_some_and(|(line, _)| line != to.line || header)
                    {
                        self.curlin = None;
                    }
                    pc = to;
                }
                // The line's end, where the test for the program's end is: a program
                // started by a typed GOTO or GOSUB must not run on into the typed line.
                Ok(Flow::NextLine) => {
                    self.curlin = None;
                    pc.stmt = line.stmts.len();
                }
                Ok(Flow::Chain | Flow::Halt) => {
                    end_if_keys_ended!();
                    self.screen.flush(con);
                    break 'run Outcome::Ended;
                }
                Ok(Flow::End) => {
                    end_if_keys_ended!();
                    // END clears ONEFLG: a handler that ends is over (BIMISC.ASM `ENDST`),
                    // so CONT after it runs on with no `No RESUME` at the program's end.
                    self.handling = None;
                    self.oneflg = 0;
                    let end = matches!(stmt, Stmt::End);
                    if end && P::cont_survives_direct_mode() && self.direct_line != Some(pc.line) {
                        self.cont_at = Some(Pc {
                            line: pc.line,
                            stmt: pc.stmt + 1,
                        });
                    }
                    // `LOAD "name",R` keeps the files for the program it runs; a MERGE
                    // closes them once it has read its file (DSKCOM.ASM `MERGE`: NLONLY,
                    // the reading done at MAIN; `Session::obey_merge`).
                    if self.load.is_none() && self.merge.is_none() {
                        self.close_all();
                    }
                    self.screen.flush(con);
                    break 'run Outcome::Ended;
                }
                Ok(Flow::Stop) => {
                    end_if_keys_ended!();
                    // STOP leaves its place for EDIT as an error does (`error_stmt`).
                    self.error_stmt = (self.direct_line != Some(pc.line))
                        .then(|| self.lines.get(pc.line).map(|l| (l.number, pc.stmt)))
                        .flatten();
                    self.error_call = None;
                    if !P::cont_survives_direct_mode() || self.direct_line != Some(pc.line) {
                        self.cont_at = Some(Pc {
                            line: pc.line,
                            stmt: pc.stmt + 1,
                        });
                    }
                    self.message(&P::break_message(self.line_number_at(pc)), con);
                    break 'run Outcome::Ended;
                }
                Ok(Flow::InputExhausted) => {
                    end_if_keys_ended!();
                    // No typed line because BREAK was pressed while the program waited: a
                    // break at the INPUT, which CONT asks again.
                    if brk.take() {
                        self.cont_at = Some(pc);
                        let at = self.line_number_at(pc);
                        self.unmarked_message(&P::break_message(at), con);
                        break 'run Outcome::Broken;
                    }
                    self.screen.flush(con);
                    break 'run Outcome::InputExhausted;
                }
                Err(mut e) => {
                    end_if_keys_ended!();
                    if e.line.is_none() && !std::mem::take(&mut self.lineless_error) {
                        e.line = self.line_number_at(pc);
                    }
                    match self.trap(e, pc) {
                        Ok(to) => pc = to,
                        Err(e) => {
                            let outcome = self.report(e, con);
                            // OLDTXT is the failing statement's start: CONT runs it again
                            // (GWMAIN.ASM `ERRMOR`; real GW-BASIC: CONT after `Illegal
                            // function call in 10` says it again).
                            if P::cont_survives_direct_mode() && self.direct_line != Some(pc.line) {
                                self.cont_at = Some(self.restart_at(pc));
                            }
                            break 'run outcome;
                        }
                    }
                }
            }
        };
        let steps = rounds
            .wrapping_mul(u64::from(FLUSH_EVERY))
            .wrapping_add(u64::from(FLUSH_EVERY - to_flush));
        self.statements = self.statements.wrapping_add(steps);
        // What the program drew last shows at the prompt, and stays on the terminal
        // after a run.
        if self.show_pixels(true) {
            self.screen.flush(con);
        }
        outcome
    }

    /// Sets [`Machine::watch`] after `trace`, `events_armed` or `keys_ended` changed.
    fn rewatch(&mut self) {
        self.watch = self.trace || self.events_armed || self.keys_ended || self.contxt.live;
    }

    /// A key read found that no more keys will come: the run ends before the next
    /// statement (see `keys_ended`).
    fn end_keys(&mut self) {
        self.keys_ended = true;
        self.watch = true;
    }

    /// The number of the line at `pc` as errors and breaks name it: none for the line typed
    /// in direct mode (its errors say `?SN ERROR`). Found when a message needs it rather
    /// than kept up to date at every statement.
    fn line_number_at(&self, pc: Pc) -> Option<u16> {
        if self.direct_line == Some(pc.line) {
            return None;
        }
        match self.curlin {
            // CURLIN 65535 is direct mode's (a typed line's GOSUB that pushed NUMCON
            // returned into a program line: GWMAIN.ASM `ERRFIN` names no line).
            Some((line, number)) if line == pc.line => (number != u16::MAX).then_some(number),
            _ => self.lines.get(pc.line).map(|l| l.number),
        }
    }

    /// Sends an error to the `ON ERROR GOTO` handler, when one is set and none is running:
    /// where to go on, or the error to report (GW-BASIC User's Guide, ON ERROR GOTO).
    /// `No RESUME` (or another error at a program's end) at `pc`: the handler's line when
    /// ON ERROR takes it, else the run's outcome, with CONT's place kept where the dialect
    /// keeps it.
    fn no_resume(&mut self, e: BasicError, pc: Pc, con: &mut dyn Console) -> Result<Pc, Outcome> {
        self.trap(e, pc).map_err(|e| {
            let outcome = self.report(e, con);
            if P::cont_survives_direct_mode() {
                self.cont_at = Some(pc);
            }
            outcome
        })
    }

    fn trap(&mut self, e: BasicError, pc: Pc) -> Result<Pc, BasicError> {
        // Every error sets ERR and ERL, trapped or not (GWMAIN.ASM `ERROR`: ERRLIN =
        // CURLIN, `ERRMOR`: ERRFLG; real GW-BASIC: `PRINT ERR;ERL` after `No RESUME in 100`
        // says 19 100).
        self.err = (P::error_code(e.kind), e.line.unwrap_or(65535));
        self.error_dot = e.line.or(self.error_dot);
        self.error_stmt = (self.direct_line != Some(pc.line))
            .then(|| self.lines.get(pc.line).map(|l| (l.number, pc.stmt)))
            .flatten();
        self.error_call = self.failed_call.take();
        let jump = self.lines.get(pc.line).and_then(|l| l.stmts.get(pc.stmt));
        if e.kind == ErrorKind::UndefinedLine
            && matches!(
                jump,
                Some(Stmt::Goto(_) | Stmt::Gosub(_) | Stmt::GosubNumcon(..))
            )
        {
            self.error_call = Some(Reading::LineEnd);
        }
        // An error not trapped clears ONEFLG (GWMAIN.ASM `NOTRAP`): a handler it stopped is
        // over, so no `No RESUME` follows at the next line's end and RESUME has no error
        // to resume (real GW-BASIC 3.23: after `Type mismatch in 100` inside a handler,
        // `PRINT 5` typed at Ok prints 5 and nothing else).
        let Some(handler) = self.on_error else {
            self.oneflg = 0;
            self.handling = None;
            return Err(e);
        };
        // ERROR forces an error while a handler runs (ONEFLG set), except one of a line
        // typed at the prompt, which goes to the handler again (GWMAIN.ASM `ERRMOR`: the
        // flag is ANDed with ERRLIN's bytes ANDed plus one, 0 for the direct line 65535).
        let [hi, lo] = e.line.unwrap_or(65535).to_be_bytes();
        if (hi & lo).wrapping_add(1) & self.oneflg != 0 {
            self.oneflg = 0;
            self.handling = None;
            return Err(e);
        }
        let to = self.target(handler)?;
        // OMERR (BIMISC.ASM) empties the stack before it reports `Out of memory`: the
        // handler runs with no FOR, GOSUB or WHILE open (probed on the real GW-BASIC).
        if e.kind == ErrorKind::OutOfMemory {
            self.stack.clear();
            self.store.mem.set_frames(0);
        }
        // OLDTXT is set before the trap is looked at (GWMAIN.ASM `ERRMOR`).
        if P::cont_survives_direct_mode() && e.line.is_some() {
            self.cont_at = Some(self.restart_at(pc));
        }
        self.trapped_syntax = if e.kind == ErrorKind::Syntax {
            e.line
        } else {
            None
        };
        self.handling = Some((pc, e));
        self.numcon_trapped(pc);
        self.resumes_at_prompt = std::mem::take(&mut self.prompt_error);
        self.oneflg = self.oneflg.wrapping_sub(1);
        Ok(to)
    }

    /// Where the statement holding `pc` began (`NEWSTT`'s SAVTXT): an error's ERRTXT and
    /// OLDTXT.
    fn restart_at(&self, pc: Pc) -> Pc {
        let stmt = self
            .lines
            .get(pc.line)
            .map_or(pc.stmt, |l| l.begun_at(pc.stmt));
        Pc {
            line: pc.line,
            stmt,
        }
    }

    /// GW's warning of an arithmetic fault that goes on (`Overflow`, `Division by zero`):
    /// on the screen, even while PRINT # or LPRINT has lent it to a file's or the printer's
    /// line (real GW-BASIC 3.23: `PRINT #1, VAL("1E40")` shows `Overflow` and writes only
    /// the value); then it is shown when the screen is given back.
    pub(super) fn warn(&mut self, kind: ErrorKind) {
        if self.screen_lent {
            self.held_warnings.push(kind);
            return;
        }
        self.screen.write(P::error_words(kind).as_bytes());
        self.screen.newline();
    }

    /// The screen is the machine's again after PRINT # or LPRINT: the warnings held.
    pub(super) fn screen_returned(&mut self) {
        self.screen_lent = false;
        for kind in std::mem::take(&mut self.held_warnings) {
            self.warn(kind);
        }
    }

    /// Whether errors are trapped (`ON ERROR GOTO` set, ONELIN not 0): arithmetic faults
    /// then raise their error instead of warning, in a handler too, where it stops the run
    /// (MATH1.ASM `TRAPER` tests ONELIN alone; real GW-BASIC: `Division by zero in 110`).
    pub(crate) fn trapping(&self) -> bool {
        self.on_error.is_some()
    }

    /// `RESUME`: back to the statement that erred, the one after it, or a line.
    fn resume(&mut self, how: crate::parse::Resume) -> Result<Flow, BasicError> {
        // RESUME outside a handler turns the trap off first, so its `RESUME without error`
        // stops the run; a RESUME that returns sets ERR back to 0 and keeps ERL
        // (pcbasic-suite LOCATE, whose handler is reached again by falling into it).
        // `RESUME n` finds its line while the handler still runs: no line n is an error in
        // the handler, which stops the run (real GW-BASIC: `Undefined line number in 110`).
        if let (crate::parse::Resume::Line(n), Some(_)) = (how, &self.handling) {
            self.target(n)?;
        }
        // Text RESUME does not take: its error once ONEFLG was seen set (the handler is
        // still running, so the error stops the run).
        if let (crate::parse::Resume::Fault(kind), Some(_)) = (how, &self.handling) {
            return Err(kind.into());
        }
        self.oneflg = 0;
        let Some((at, e)) = self.handling.take() else {
            self.on_error = None;
            return Err(ErrorKind::Numbered(20).into());
        };

        self.err.0 = 0;
        self.trapped_syntax = None;
        // ERRTXT in the prompt's buffer (the merge MERGE left for the prompt failed there):
        // RESUME and RESUME NEXT go on at the prompt, and the program is over (real
        // GW-BASIC 3.23: `MERGE "NUL"` trapped is 23 at 65535, and its RESUME NEXT prints
        // nothing more).
        if std::mem::take(&mut self.resumes_at_prompt)
            && !matches!(how, crate::parse::Resume::Line(_))
        {
            return Ok(Flow::End);
        }
        // ERRTXT is where the statement that failed began (an IF's THEN or ELSE part is
        // the IF's statement): RESUME runs it again, RESUME NEXT skips to the next `:`
        // (GWMAIN.ASM `RESUME`), so an error in an IF's condition goes on in its THEN part
        // after the first `:` and one in an ELSE part's first statement after the THEN
        // part's (real GW-BASIC 3.23).
        // RESUME and RESUME NEXT put ERRLIN back in CURLIN (`RESTXT`), which names another
        // line than ERRTXT's when the error said so (see `curlin`).
        let errlin = e.line;
        // ERRTXT in NUMCON (`exec/contxt.rs`).
        if self.contxt.live {
            let next = matches!(how, crate::parse::Resume::Next);
            if let Some(to) = self.numcon_resume(next, errlin) {
                return Ok(Flow::Jump(to));
            }
        }
        let line = self.lines.get(at.line);
        let to = match how {
            crate::parse::Resume::Again | crate::parse::Resume::Fault(_) => Pc {
                line: at.line,
                stmt: line.map_or(at.stmt, |l| l.begun_at(at.stmt)),
            },
            crate::parse::Resume::Next => match line.and_then(|l| l.resume_next(at.stmt)) {
                Some(stmt) => Pc {
                    line: at.line,
                    stmt,
                },
                None => Pc {
                    line: at.line + 1,
                    stmt: 0,
                },
            },
            crate::parse::Resume::Line(n) => self.target(n)?,
        };
        let number = self.lines.get(at.line).map(|l| l.number);
        self.curlin = match (how, errlin) {
            (crate::parse::Resume::Line(_), _) => None,
            // RESUME hands NEWSTT ERRTXT, the terminator before the statement: a line's end
            // when the statement begins its line, whose header NEWSTT then reads, so CURLIN
            // is that line's (real GW-BASIC 3.23: RESUME of an error in WEND's test, ERL the
            // WHILE's line, runs a WEND that begins its line, whose error 30 is in its own).
            (crate::parse::Resume::Again | crate::parse::Resume::Fault(_), _) if to.stmt == 0 => {
                None
            }
            (_, Some(n)) if to.line == at.line && Some(n) != number => Some((at.line, n)),
            _ => None,
        };
        Ok(Flow::Jump(to))
    }

    /// Prints an error as the dialect lays it out.
    pub fn report(&mut self, e: BasicError, con: &mut dyn Console) -> Outcome {
        self.err = (P::error_code(e.kind), e.line.unwrap_or(65535));
        self.error_dot = e.line.or(self.error_dot);
        // After an error there is nothing to continue (`?CN ERROR`); GW-BASIC keeps the
        // place after an error of a line typed at the prompt (one with no line number).
        if !P::cont_survives_direct_mode() || e.line.is_some() {
            self.cont_at = None;
        }
        self.message(&P::error_message(e.kind, e.line), con);
        self.last_error = Some(e);
        Outcome::Error
    }

    /// Writes a message on its own line, as the dialect places error and break messages,
    /// with the PC page's mark after it (see [`ferrite_screen::pc::PROMPT_MARK`]).
    fn message(&mut self, text: &str, con: &mut dyn Console) {
        self.message_marked(text, true, con);
    }

    /// A message without the page's mark: the break at an INPUT (pcbasic-suite
    /// ctrl-c_on_INPUT).
    fn unmarked_message(&mut self, text: &str, con: &mut dyn Console) {
        self.message_marked(text, false, con);
    }

    fn message_marked(&mut self, text: &str, mark: bool, con: &mut dyn Console) {
        match P::error_layout() {
            ErrorLayout::OwnLine => {
                self.screen.fresh_line();
                self.screen.write(text.as_bytes());
                if mark {
                    self.screen.mark_on_page();
                }
                self.screen.newline();
            }
            ErrorLayout::LeadingBreak => {
                self.screen.newline();
                self.screen.write(text.as_bytes());
            }
        }
        self.screen.flush(con);
    }

    /// The position of line `number`, or `Undefined line`.
    #[inline]
    fn target(&mut self, number: u16) -> Result<Pc, BasicError> {
        if self.relinked.is_some() {
            self.take_relinked();
        }
        // Direct mode's CURLIN is 65535: its GOTO searches from the start.
        let from = Some(self.here.line).filter(|&i| self.direct_line != Some(i));
        match self.line_index.find_from(&self.lines, number, from) {
            Some(line) => Ok(Pc { line, stmt: 0 }),
            None => Err(BasicError::new(ErrorKind::UndefinedLine)),
        }
    }

    /// Runs `lines` from now on: every position found ahead in the lines the machine had
    /// (jump targets, each FOR's NEXT and each WHILE's WEND) is found again in these.
    fn take_lines(&mut self, lines: Rc<Vec<Line<P::Num>>>) {
        self.line_index = jumps::LineIndex::new(&lines);
        if P::jiffy_clock().is_some() {
            self.costs = cycles::Costs::of::<P, P::Num>(&lines);
        }
        self.lines = lines;
        self.relinked = None;
        self.relink_dirty = false;
        self.lines_generation = None;
        self.next_ahead.clear();
        self.wend_ahead.clear();
        self.contxt.forget_lines();
        // CONTXT is kept only while something may still go on from it.
        self.contxt_settle();
    }

    /// Whether IF's condition holds, by the general path: a condition that cannot make a
    /// string (`K<N`) has its number in registers.
    #[inline]
    fn condition(&mut self, cond: &Expr<P::Num>) -> Result<bool, BasicError> {
        let v = if self.number_only(cond) {
            Value::Num(self.eval_n(cond)?)
        } else {
            self.eval(cond)?
        };
        Ok(match v {
            Value::Num(n) => n.sign() != 0,
            Value::Str(_) if P::if_string_is_type_mismatch() => {
                return Err(ErrorKind::TypeMismatch.into())
            }
            Value::Str(s) => !s.is_empty(),
        })
    }

    /// Executes one statement. Always inlined into the statement loop (its only caller):
    /// the statements' results then reach the loop in registers, and NEXT's usual case,
    /// itself inlined, made the function large enough that the compiler stopped inlining
    /// it for GW (callgrind, gw BM2 +11 %).
    #[inline(always)]
    fn statement(
        &mut self,
        stmt: &Stmt<P::Num>,
        pc: Pc,
        con: &mut dyn Console,
    ) -> Result<Flow, BasicError> {
        match stmt {
            Stmt::Let(target, expr)
                if !self.fns.is_empty() && self.let_before_listless(target, expr)? => {}
            Stmt::Let(target @ crate::parse::LValue::Element(var, subs), expr)
                if P::runs_what_it_read() =>
            {
                self.let_element(target, *var, subs, expr)?;
            }
            // A type byte POKEd: the store goes where the search lands (`exec/typehead.rs`).
            Stmt::Let(target @ crate::parse::LValue::Var(var), expr)
                if !self.store.type_bytes.is_empty() =>
            {
                self.store.touch(*var)?;
                let v = self.eval(expr)?;
                let heap = self.held_in_string_space(expr, &v)?;
                self.assign_held(target, v, heap)?;
            }
            Stmt::Let(target, expr) => {
                // Numbers only into a variable (`K=K+1`, `A=K/2*3+4-5`), with room for all
                // of it: the steps of the path below for such an expression (its target
                // found first, `eval_n`'s checks passed once), in one place.
                if let crate::parse::LValue::Var(var) = target {
                    if let Expr::Pure(p) = expr {
                        if self.let_pure(*var, p)? {
                            return Ok(Flow::Next);
                        }
                    }
                    self.store.touch(*var)?;
                }
                // An expression that cannot make a string (`K=K+1`, `M(L)=A`): its number
                // goes straight to the store, the steps the `Value::Num` arms below take.
                let n = match expr {
                    Expr::Var(v) if self.store.type_of(*v) != VarType::Str => {
                        Some(self.eval_var_num(*v)?)
                    }
                    _ if self.number_only(expr) => Some(self.eval_n(expr)?),
                    _ => None,
                };
                if let Some(n) = n {
                    match target {
                        crate::parse::LValue::Var(var) => {
                            let n = self.fit_num(*var, n)?;
                            self.store.set_num(*var, n)?;
                        }
                        crate::parse::LValue::Element(var, subs) => {
                            self.assign_element_num(*var, subs, n)?;
                        }
                    }
                    return Ok(Flow::Next);
                }
                let v = self.eval(expr)?;
                match (target, v) {
                    // A number into a variable: straight into its slot (`Store::set_num`).
                    (crate::parse::LValue::Var(var), Value::Num(n)) => {
                        let n = self.fit_num(*var, n)?;
                        self.store.set_num(*var, n)?;
                    }
                    // A number into an element: no string to account for.
                    (crate::parse::LValue::Element(var, subs), Value::Num(n)) => {
                        self.assign_element_num(*var, subs, n)?;
                    }
                    (target, v) => {
                        let heap = self.held_in_string_space(expr, &v)?;
                        if !self.files.is_empty() || !self.closed_fields.is_empty() {
                            self.detach_field(target)?;
                        }
                        self.assign_held(target, v, heap)?;
                        self.store.mem.places.hint = None;
                    }
                }
            }
            Stmt::Print(items) => {
                let base = self.store.mem.layout.stack.print_base();
                self.based(base, |m| m.print(items))?;
                self.ring_bells(con);
                // In a graphics mode the characters go into the pixels.
                if self.gfx.mode.is_some() {
                    self.sync_scroll();
                }
            }
            Stmt::Input {
                prompt,
                question,
                whole_line,
                keep_line,
                targets,
            } => {
                return self.input(
                    prompt.as_deref(),
                    *question,
                    *whole_line,
                    *keep_line,
                    targets,
                    con,
                )
            }
            Stmt::If { cond, else_at } => {
                let truth = self.if_truth(cond)?;
                if !truth {
                    if self.contxt.live {
                        self.contxt_skip(pc, *else_at);
                    }
                    return Ok(match else_at {
                        Some(i) => Flow::Jump(Pc {
                            line: pc.line,
                            stmt: *i,
                        }),
                        None => Flow::NextLine,
                    });
                }
            }
            Stmt::Else | Stmt::RemPieces => {
                if self.contxt.live && matches!(stmt, Stmt::Else) {
                    self.contxt_skip(pc, None);
                }
                return Ok(Flow::NextLine);
            }
            Stmt::Goto(n) => {
                // A constant already made a pointer is taken as it is: no REM skip
                // (GWMAIN.ASM `GOTO2`).
                if self.contxt.live && !self.lptr.marked(pc) {
                    self.contxt_skip(pc, None);
                }
                let to = self.target(*n)?;
                if !self.lptr.marked(pc) {
                    self.line_pointer(pc, *n, 0);
                }
                return Ok(Flow::Jump(to));
            }
            Stmt::Gosub(n) => {
                let to = self.target(*n)?;
                let pointer = self.lptr.marked(pc);
                if !pointer {
                    self.line_pointer(pc, *n, 0);
                }
                let ret = self.after_gosub(pc);
                let line = self.line_number_at(pc);
                self.push(Frame::Gosub {
                    ret,
                    line,
                    pushed: Pushed::Plain,
                })?;
                if self.contxt.live && !pointer {
                    self.contxt_skip(pc, None);
                }
                return Ok(Flow::Jump(to));
            }
            Stmt::GosubNumcon(n, bad) => return self.gosub_numcon(*n, *bad, pc),
            Stmt::Return(to) => {
                let back = self.return_from_gosub()?;
                // `RETURN n` drops the GOSUB entry, then goes to n (`Undefined line
                // number` there: GW-BASIC 3.23, probed).
                return match to {
                    Some(Ok(n)) => {
                        let to = self.target(*n)?;
                        if !self.lptr.marked(pc) {
                            self.line_pointer(pc, *n, 0);
                        }
                        Ok(Flow::Jump(to))
                    }
                    Some(Err(kind)) => Err((*kind).into()),
                    None => Ok(back),
                };
            }
            Stmt::On {
                selector,
                targets,
                gosub,
                numcon,
            } => return self.on(selector, targets, (*gosub, *numcon), pc),
            Stmt::For {
                var,
                from,
                to,
                step,
                tail,
            } => return self.for_loop(*var, from, to.as_ref(), step.as_ref(), *tail, pc),
            Stmt::Next(vars) => return self.next(vars, pc, 0),
            Stmt::NextElem(vars, at, subs) => return self.next_elem(vars, *at, subs, pc, 0),
            Stmt::Dim(arrays) => {
                for (var, bounds) in arrays {
                    if bounds.is_empty() {
                        self.store.touch(*var)?;
                        continue;
                    }
                    // Each bound is checked as it is read, before the next (the subscript
                    // routine's own errors): negative is GW `Illegal function call`,
                    // Altair `?FC`, C64 `?ILLEGAL QUANTITY` (all three machines, probed);
                    // `DIM A(0)` after OPTION BASE 1 has no element (NBS P073).
                    let b = bounds
                        .iter()
                        .enumerate()
                        .map(|(k, e)| {
                            let i = self.subscript(e, k, *var)?;
                            self.check_subscript(i)?;
                            Ok(i)
                        })
                        .collect::<Result<Vec<_>, BasicError>>()?;
                    self.search_array(*var)?;
                    self.store.dim(*var, &b)?;
                }
            }
            Stmt::Erase(arrays) => {
                for var in arrays {
                    if self.store.size_poked {
                        self.erase_by_size_word(*var)?;
                        continue;
                    }
                    let before = self.store.mem.arrays();
                    if let Some(gone) = self.store.erasable_bytes(*var) {
                        self.keep_erased_top(gone.min(before));
                    }
                    self.store.erase(*var)?;
                }
            }
            Stmt::Read(targets) => self.read(targets)?,
            Stmt::Data | Stmt::Rem => {}
            Stmt::Restore(n) => {
                // GW-BASIC wants the line to exist (pcbasic-suite RESTORE3).
                if let Some(n) = n {
                    if P::restore_needs_line() {
                        self.target(*n)?;
                    }
                }
                self.data = match n {
                    Some(n) => Pc {
                        line: self.lines.partition_point(|l| l.number < *n),
                        stmt: 0,
                    },
                    None => Pc::default(),
                }
            }
            // DEF FN is a program statement in Microsoft's BASICs (GW-BASIC User's Guide,
            // Appendix A, error 12; pcbasic-suite DEF_FN_direct). GETFNM has made the
            // function's entry before ERRDIR refuses it (GWEVAL.ASM `DEF`, real GW-BASIC
            // 3.23: a typed `DEF FNA(X)=1` moves the variables made after it by 8 bytes).
            Stmt::Def { name, .. } if self.direct_line == Some(pc.line) => {
                self.store.enter_function(*name)?;
                return Err(ErrorKind::IllegalDirect.into());
            }
            Stmt::Def {
                name,
                params,
                body,
                fault,
            } => {
                let ty = self.store.type_of(*name);
                let string_param = params
                    .iter()
                    .any(|p| self.store.type_of(*p) == VarType::Str);
                if string_param && !P::fn_string_params() {
                    return Err(ErrorKind::TypeMismatch.into());
                }
                // Every DEF run points the entry at its own text, a second DEF of the name
                // too (GWMAIN.ASM `DEF`: PTRGET, then the text pointer stored; real GW-BASIC
                // 3.23: the entry's word moves to the later DEF's line).
                let pointer = self.fn_text_pointer(pc.line, name.name);
                let made = fault.as_ref().map_or(&params[..], |f| &f.made[..]);
                self.store.define_function(*name, made, pointer)?;
                let unmade = params.iter().position(|p| !made.contains(p));
                self.fns.insert(
                    (name.name, ty),
                    UserFn {
                        params: params.clone(),
                        body: Rc::clone(body),
                        line: self.lines.get(pc.line).map_or(0, |l| l.number),
                        moved: false,
                        unmade,
                    },
                );
                if let Some(fault) = fault {
                    for read in &fault.reads {
                        self.eval(read)?;
                    }
                    if let Some(kind) = fault.error {
                        return Err(kind.into());
                    }
                }
            }
            Stmt::End => {
                // ENDST clears ONEFLG before CLSALL: a cassette's failing CLOSE is trapped
                // even in a handler (BIMISC.ASM `ENDST`).
                if self.cassette_open() {
                    self.handling = None;
                    self.oneflg = 0;
                    self.close_all_checked()?;
                }
                return Ok(Flow::End);
            }
            Stmt::Stop => return Ok(Flow::Stop),
            Stmt::Clear(args) => {
                // CLSALL comes first (BIMISC.ASM `CLEAR`); the cassette's error is not
                // trapped (real GW-BASIC 3.23).
                if self.cassette_open() {
                    self.on_error = None;
                    self.close_all_checked()?;
                }
                self.clear_args(args)?;
                self.close_all();
                self.on_error = None;
                self.handling = None;
                self.oneflg = 0;
                // CLEARC clears ERRLIN too (BIMISC.ASM), in a program as at the prompt.
                self.err.1 = 0;
                self.reset_rnd();
                self.keep_stale_memory();
                self.store.clear();
                self.fns.clear();
                self.stack.clear();
                self.data = Pc::default();
            }
            Stmt::Randomize(seed) => return self.randomize(seed.as_ref(), con),
            Stmt::While(cond) => return self.while_loop(cond, pc),
            Stmt::Wend => return self.wend(pc),
            Stmt::Swap(a, b, more) => {
                let (ta, tb) = (
                    self.store.type_of(lvalue_var(a)),
                    self.store.type_of(lvalue_var(b)),
                );
                // BIMISC.ASM SWAP: PTRGET finds (and so creates) both variables before the
                // types are compared; a second variable that had to be created moved ARYTAB,
                // which is `Illegal function call` (pcbasic-suite SWAP2) after the type test,
                // and the variable stays (real GW-BASIC: `SWAP A%,B!` makes B).
                let mut made_b = false;
                if P::swap_needs_set_variable() {
                    // PTRGET of an element makes its array (bounds 10) as it finds it (real
                    // GW-BASIC 3.23: `SWAP X$(1),S$` with S$ new is 5 with X$() made).
                    match a {
                        LValue::Var(v) => self.store.touch(*v)?,
                        LValue::Element(v, subs) => {
                            self.element_index(*v, subs)?;
                        }
                    }
                    // The second PTRGET reads its subscripts (and finds the element)
                    // before the types are compared (real GW-BASIC 3.23: `SWAP A(1),B$(-1)`
                    // is 5).
                    match b {
                        LValue::Var(v) => {
                            made_b = !self.store.is_set(*v);
                            self.store.touch(*v)?;
                        }
                        LValue::Element(v, subs) => {
                            self.element_index(*v, subs)?;
                        }
                    }
                }
                if ta != tb {
                    return Err(ErrorKind::TypeMismatch.into());
                }
                // The ARYTAB test comes before SWAP returns to NEWSTT, which finds any text
                // after the second variable: `SWAP A,NEW X` is 5 too (real GW-BASIC 3.23).
                if made_b {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                // SWAP exchanges the descriptors: no string is copied.
                let va = self.lvalue_get(a)?;
                let ha = self.lvalue_heap(a);
                let vb = self.lvalue_get(b)?;
                let hb = self.lvalue_heap(b);
                // A string no statement gave a value has no place (descriptor 0 0 0), and
                // swapping it gives it none.
                let unplaced: Vec<Rc<[u8]>> = [&va, &vb]
                    .into_iter()
                    .filter_map(|v| match v {
                        Value::Str(s) if self.store.mem.places.address(s).is_none() => {
                            Some(Rc::clone(s))
                        }
                        _ => None,
                    })
                    .collect();
                // SWAP exchanges the descriptors: each string keeps its place, which the
                // other variable takes (real GW-BASIC 3.23: `SWAP A$,B$` swaps the
                // pointers VARPTR finds).
                for (v, held) in [(&va, ha), (&vb, hb)] {
                    if let (Value::Str(s), true) = (v, held) {
                        self.store.mem.places.unhold(s);
                    }
                }
                let strings = matches!(va, Value::Str(_));
                self.assign_held(a, vb, hb)?;
                self.assign_held(b, va, ha)?;
                if strings {
                    self.swap_fields(a, b)?;
                }
                for s in &unplaced {
                    self.store.mem.places.forget(s);
                }
                // What follows `b` is found wrong only after the swap was made (SWAP2).
                if *more {
                    return Err(ErrorKind::Syntax.into());
                }
            }
            Stmt::DefType(ty, ranges, bad) => {
                for &(from, to) in ranges {
                    for c in from..=to {
                        self.store.set_deftype(c, *ty);
                    }
                }
                if *bad {
                    return Err(ErrorKind::Syntax.into());
                }
            }
            Stmt::Get(targets) => {
                let mut extra = false;
                for t in targets {
                    let Some(key) = self.get_key(con) else {
                        return Ok(Flow::InputExhausted);
                    };
                    let v = match self.store.type_of(lvalue_var(t)) {
                        VarType::Str => Value::Str(Rc::from(key.as_slice())),
                        VarType::Num(_) => match keys::get_number(&key) {
                            keys::GetNumber::Value(n) => Value::Num(P::Num::from_i32(n)),
                            keys::GetNumber::Extra => {
                                extra = true;
                                Value::Num(P::Num::from_i32(0))
                            }
                            // BASIC V2 reports it as a direct-mode error: its `trmnok` sets
                            // CURLIN's high byte to $FF for GET (mist64/c64rom `code7.s`),
                            // so the message names no line.
                            keys::GetNumber::Bad => {
                                self.lineless_error = true;
                                return Err(ErrorKind::Syntax.into());
                            }
                        },
                    };
                    self.assign(t, v)?;
                }
                if extra {
                    self.screen.write(P::extra_ignored_message().as_bytes());
                    self.screen.newline();
                }
            }
            Stmt::Memory(op, args) => return self.memory_stmt(*op, args),
            Stmt::Ignored(args) => {
                for a in args {
                    self.eval(a)?;
                }
            }
            Stmt::Run(from) => {
                // RUN clears (and so turns off ON ERROR) before it looks for its line: `RUN n`
                // with no line n stops the run untrapped (real GW-BASIC), as the cassette's
                // failing CLOSE does first.
                if self.cassette_open() {
                    self.clear();
                    return Err(ErrorKind::Numbered(57).into());
                }
                let to = match from {
                    Some(n) => match self.target(*n) {
                        Ok(to) => {
                            self.line_pointer(pc, *n, 0);
                            to
                        }
                        Err(e) => {
                            self.clear();
                            self.on_error = None;
                            return Err(e);
                        }
                    },
                    None => Pc::default(),
                };
                self.clear();
                // A RUN typed after other statements with no program to run (`PRINT 1:RUN`)
                // finds the typed line itself at the program's start: it ends there, as RUN
                // of an empty program does, rather than running the typed line again.
                if self.direct_line == Some(to.line) {
                    return Ok(Flow::End);
                }
                return Ok(Flow::Jump(to));
            }
            Stmt::New => {
                if self.cassette_open() {
                    self.on_error = None;
                    self.close_all_checked()?;
                }
                self.loaded_image = None;
                self.new_program = true;
                return Ok(Flow::End);
            }
            Stmt::Load {
                file,
                run,
                keep_files,
                bad,
            } => {
                // The name is evaluated and the file opened before the program is given up
                // (DSKCOM.ASM `LRUN3`: PRGFLI, then the `,R` check, then SCRTCH), so `File
                // not found` and a tail's Syntax error are the program's to trap (GW-BASIC
                // 3.23: `ON ERROR` sees 53 from `RUN A$` with no such file).
                let name = self.load_name(file, bad, true)?;
                if P::dos_disk() {
                    if let Some(e) = self.device_program(&name) {
                        return Err(e);
                    }
                }
                // Without `,R` the files are closed here, the cassette's failing as RUN's
                // does, untrapped (real GW-BASIC 3.23: `LOAD "P2"` with CAS1: open is 57
                // in its line); with it they stay open for the program loaded.
                if !keep_files {
                    self.load_hidden = P::dos_disk() && self.program_name_hidden(&name);
                    self.on_error = self.on_error.filter(|_| !self.cassette_open());
                    self.close_all_checked()?;
                }
                // LOAD ends the run (its program is replaced); the prompt, which owns the
                // program, loads the file, so an error there is no longer the program's to
                // trap (pcbasic-suite direct_statement_in_file).
                let mut args = quoted(&name);
                if *run {
                    args.extend_from_slice(b",R");
                }
                self.load = Some(args);
                return Ok(Flow::End);
            }
            Stmt::Delete(args) => {
                self.delete = Some(self.check_delete(args, pc)?);
                return Ok(Flow::End);
            }
            Stmt::Renum(args) => {
                // RENUM renumbers the program and returns to direct mode (GW-BASIC User's
                // Guide, RENUM); the prompt, which owns the program, does the renumbering.
                self.renum = Some((args.clone(), self.line_number_at(pc)));
                return Ok(Flow::End);
            }
            Stmt::OptionBase(base) => {
                // GW-BASIC's OPTION (GWMAIN.ASM) passes when the base is the one in force
                // (OPTION BASE 0 at the start, or the same OPTION BASE run again, arrays or
                // not) but counts as seen; a change after an OPTION BASE or once an array
                // exists is `Duplicate Definition` (NBS P081; real GW-BASIC 3.23: OPTION BASE
                // 0 then OPTION BASE 1 is error 10).
                let current = self.store.option_base.unwrap_or(0);
                if *base != current
                    && (self.store.option_base.is_some() || !self.store.arrays.is_empty())
                {
                    return Err(ErrorKind::RedimensionedArray.into());
                }
                self.store.option_base = Some(*base);
            }
            Stmt::BadFor(kind, Some((var, after_to))) => {
                return Err(self.bad_for_made(*var, *kind, *after_to));
            }
            Stmt::Error(kind) | Stmt::BadFor(kind, None) | Stmt::BadNext(kind) => {
                return Err((*kind).into())
            }
            Stmt::Stray { .. } => return Err(ErrorKind::Syntax.into()),
            // OLDTXT set by an error (trapped too), STOP or END: CONT in a program goes
            // there (BIMISC.ASM `CONT`; real GW-BASIC: CONT in a handler runs the failing
            // statement again, now untrapped).
            Stmt::Cont => {
                return match (self.cont_at, self.direct_line) {
                    // The place after the program's end, in the run of a typed line: the
                    // run ends there as one that fell off the program (real GW-BASIC 3.23:
                    // `PRINT 3:CONT:PRINT 4` after the program ended prints 3 only).
                    (Some(at), Some(d)) if at.line >= d && d > 0 => Ok(Flow::Jump(Pc {
                        line: d - 1,
                        stmt: self.lines.get(d - 1).map_or(0, |l| l.stmts.len()),
                    })),
                    (Some(at), _) => Ok(Flow::Jump(at)),
                    (None, _) => Err(P::cont_in_program()
                        .unwrap_or(ErrorKind::CantContinue)
                        .into()),
                };
            }
            Stmt::PrintFile(file, items) if P::serial_bus() => self.print_device(file, items)?,
            // BASIC V2's GET and INPUT# call ERRDIR first (seen on VICE's C64: a typed
            // `INPUT#15,A$` is `?ILLEGAL DIRECT`, and the file stays open).
            Stmt::InputFile { .. } | Stmt::GetDevice(..)
                if P::serial_bus() && self.direct_line == Some(pc.line) =>
            {
                return Err(ErrorKind::IllegalDirect.into())
            }
            Stmt::InputFile { file, targets, .. } if P::serial_bus() => {
                self.input_device(file, targets)?
            }
            Stmt::Close(files) if P::serial_bus() => self.close_device(files)?,
            Stmt::OpenDevice(args) => self.open_device(args)?,
            Stmt::GetDevice(file, targets) => self.get_device(file, targets)?,
            Stmt::PrintFile(file, items) => {
                self.print_file(file, items)?;
                self.ring_bells(con);
            }
            Stmt::Lprint(inner) => return self.lprint(|m| m.statement(inner, pc, con)),
            Stmt::Write(file, items, error, separated) => {
                self.write(file.as_ref(), items, *error, *separated)?;
                self.ring_bells(con);
            }
            Stmt::InputFile {
                file,
                whole_line,
                targets,
                bad,
            } => self.input_file(file, *whole_line, targets, *bad)?,
            Stmt::Open(open) => self.freeing_name(|m| m.open(open))?,
            Stmt::Close(files) => self.close(files)?,
            Stmt::Kill(name) => self.freeing_name(|m| m.kill(name))?,
            Stmt::Disk(d) => self.freeing_name(|m| m.disk(d))?,
            Stmt::FileWidth(file, width, tail) => self.file_width(file, width, *tail)?,
            Stmt::SetClock(date, value) => self.set_clock(*date, value)?,
            Stmt::SetJiffyClock(value) => self.set_jiffies(value)?,
            Stmt::SaveProgram {
                file,
                ascii,
                protected,
                bad,
            } => {
                self.save_program(file, *ascii, *protected, *bad)?;
                // `SAVE "name",A` is LIST to a file (DSKCOM.ASM `JMP LIST`): it ends the
                // program as LIST does.
                if *ascii {
                    return Ok(Flow::Halt);
                }
            }
            Stmt::ListPrinter { from, to } => {
                if self.protected {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                let (from, to) = (*from, *to);
                self.listed_dot(from, to);
                self.lprint(|m| {
                    for line in m.program_lines(from, to) {
                        m.screen.write(&line);
                        m.screen.newline();
                    }
                    Ok(())
                })?;
                return Ok(Flow::Halt);
            }
            Stmt::ListProgram { from, to, file } => {
                self.list_program(*from, *to, file.as_ref())?;
                // LIST returns to direct mode when a program runs it (GW-BASIC User's Guide,
                // LIST).
                return Ok(Flow::Halt);
            }
            Stmt::OnError(0) => {
                self.on_error = None;
                // Inside a handler, GOTO 0 stops the program with the error being handled.
                if let Some((_, e)) = self.handling.take() {
                    self.oneflg = 0;
                    // The message names ERL, not the handler's line: RESTRP jumps to
                    // ERRESM, past `ERRLIN = CURLIN` (GWMAIN.ASM), so an error of a typed
                    // line (65535) is reported with no line (real GW-BASIC 3.23).
                    self.lineless_error = e.line.is_none();
                    return Err(e);
                }
            }
            Stmt::OnError(n) => {
                self.target(*n)?;
                self.on_error = Some(*n);
            }
            Stmt::Resume(how) => {
                let flow = self.resume(*how)?;
                if let crate::parse::Resume::Line(n) = how {
                    self.line_pointer(pc, *n, 0);
                }
                return Ok(flow);
            }
            Stmt::Trace(on) => {
                self.trace = *on;
                self.rewatch();
            }
            Stmt::Text(crate::parse::ast::TextStmt::Wait(port, mask, xor)) => {
                return self.wait_port(port, mask, xor.as_ref());
            }
            Stmt::Text(s) => self.text_stmt(s)?,
            Stmt::OnTimer(period, line) => self.on_timer(period, *line)?,
            Stmt::TimerSwitch(state) => self.switch_timer(*state),
            Stmt::Hardware(s) => self.hardware(s, con)?,
            Stmt::Graphics(s) => self.graphics(s)?,
            Stmt::Checked(args) => {
                for (e, lo, hi) in args {
                    if let Some(e) = e {
                        let v = self.eval_index(e)?;
                        if v < *lo || v > *hi {
                            return Err(ErrorKind::IllegalQuantity.into());
                        }
                    }
                }
            }
            Stmt::Field(file, fields, bad) => self.field(file, fields, bad.as_ref())?,
            Stmt::Set(right, target, value) => self.set_field(*right, target, value)?,
            Stmt::Record(put, file, record) => self.record(*put, file, record.as_ref())?,
            Stmt::Common { .. } => {}
            Stmt::Lock(unlock, file, first, last) => {
                self.lock(
                    *unlock,
                    file,
                    first.as_ref().map(|l| l.as_ref()),
                    last.as_ref().map(|l| l.as_ref()),
                )?;
            }
            Stmt::Merge { file, bad } => {
                // As LOAD: a missing file is the program's error; then the run ends and the
                // prompt merges (DSKCOM.ASM `MERGE` goes back to MAIN).
                let name = self.load_name(file, bad, false)?;
                // MERGE's reading of CONS: is `Bad file mode`, of NUL `Line buffer overflow`
                // read at the prompt, so outside any line (real GW-BASIC 3.23: trapped,
                // ERL 65535).
                if P::dos_disk() {
                    if let Some(kind) = self.device_read_error(&name) {
                        self.lineless_error = kind == ErrorKind::Numbered(23);
                        self.prompt_error = self.lineless_error;
                        return Err(kind.into());
                    }
                }
                // OKGET2 reads the file's first byte in the statement: a tokenised or
                // protected file is `Bad file mode` in this line, trappable, and the
                // program goes on (DSKCOM.ASM `MERGE`; real GW-BASIC 3.23).
                if P::dos_disk() && self.program_file_is_binary(&name) {
                    return Err(ErrorKind::Numbered(54).into());
                }
                // The files are closed once the merge is back at the prompt: the
                // cassette's CLOSE fails there, outside any line and untrapped (real
                // GW-BASIC 3.23: `Device I/O Error` with no line).
                if self.cassette_open() {
                    self.on_error = None;
                    self.lineless_error = true;
                    self.close_all_checked()?;
                }
                self.merge = Some(quoted(&name));
                return Ok(Flow::End);
            }
            Stmt::Auto(args) => {
                // The run ends here, as CHAIN's does; the prompt takes over.
                self.auto = Some(args.clone());
                return Ok(Flow::Chain);
            }
            Stmt::Edit(args) => {
                // SCNEDT.ASM `EDIT`: LINSPC reads the number (FCERR unless the statement
                // ended there) and FNDLIN finds the line (USERR), both errors of this line
                // and trappable; then it drops NEWSTT's return and goes to MAIN with the
                // line offered: the run ends with no `Ok` (real GW-BASIC 3.23). The
                // current line `.` is the prompt's, which looks it up itself. The
                // arguments come without the blank the parser stepped over, which keeps
                // `EDIT` apart from a number after it.
                let args = [b" ", args.as_slice()].concat();
                if !args.contains(&b'.') {
                    let number = edit_line_number::<P>(&args)
                        .ok_or(BasicError::new(ErrorKind::IllegalQuantity))?;
                    self.target(number)?;
                }
                self.edit = Some(args);
                return Ok(Flow::Chain);
            }
            Stmt::KernalFile(op, args) => return self.kernal_file(*op, args, pc),
            Stmt::Chain {
                merge,
                file,
                line,
                all,
                delete,
                bad,
            } => {
                // A copy for the names passed on: the scan may add names of its own
                // (`chain::hide_marked`) to the machine's.
                let names = self.names.clone();
                let how = chain::How {
                    merge: *merge,
                    all: *all,
                    delete: *delete,
                    bad: *bad,
                };
                return self.chain(how, file, line.as_ref(), &|id| names.text(id).to_vec());
            }
            Stmt::PrintUsing {
                file,
                format,
                values,
                newline,
                tail,
            } => {
                if let Some(file) = file {
                    // The file is found before the format is read (PRINT # sets PTRFIL).
                    self.print_file_text(file, &[], false)?;
                }
                let base = self.store.mem.layout.stack.using_base();
                let text =
                    self.based(base, |m| m.using_text(format, values, file.as_ref(), *tail))?;
                match file {
                    Some(file) => self.print_file_text(file, &text, *newline)?,
                    None => {
                        self.screen.write(&text);
                        if *newline {
                            self.screen.newline_as_printed();
                        }
                    }
                }
                self.ring_bells(con);
            }
            Stmt::System => {
                self.close_all_checked()?;
                self.quit = true;
                return Ok(Flow::End);
            }
            Stmt::LetFault(target, kind) => {
                match target {
                    crate::parse::LValue::Var(v) => self.store.touch(*v)?,
                    crate::parse::LValue::Element(..) => {
                        self.lvalue_get(target)?;
                    }
                }
                return Err((*kind).into());
            }
            Stmt::MidAssign {
                target,
                start,
                len,
                value,
                error,
            } => {
                let base = self.store.mem.layout.stack.using_base();
                self.based(base, |m| {
                    m.mid_assign(target, start.as_ref(), len.as_ref(), value, *error)
                })?
            }
            Stmt::RaiseError(code) => {
                let n = self.eval_index(code)?;
                if !(1..=255).contains(&n) {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                // `ERROR 7` only reports the number: the stack stays as it is, where
                // running out of memory empties it (GW-BASIC 3.23: a FOR and a GOSUB open
                // around `ERROR 7` carry on after RESUME NEXT; errgen `error_every`,
                // `trap_return`).
                let kind = match P::error_for_code(n as u8) {
                    ErrorKind::OutOfMemory => ErrorKind::Numbered(n as u8),
                    kind => kind,
                };
                return Err(kind.into());
            }
        }
        Ok(Flow::Next)
    }

    /// Pushes a FOR, GOSUB or WHILE entry if the machine's stack has room for it (GETSTK
    /// before the push, `crate::memory::StackModel`). Inlined: the frame is built where it
    /// is pushed rather than copied into a call (GOSUB, FOR).
    #[inline]
    /// GETSTK's test for a FOR entry: `Out of memory` when the stack has no room for one.
    fn for_room(&mut self) -> Result<(), BasicError> {
        let needs = self.store.mem.layout.stack.for_needs;
        self.store.mem.set_frames(self.stack.bytes());
        if self.stack.len() >= MAX_STACK || i64::from(needs) > self.store.mem.stack_room() {
            return Err(ErrorKind::OutOfMemory.into());
        }
        Ok(())
    }

    fn push(&mut self, frame: Frame<P::Num>) -> Result<(), BasicError> {
        let s = self.store.mem.layout.stack;
        let (bytes, needs) = match frame {
            Frame::For { .. } | Frame::Broken => (s.for_frame, s.for_needs),
            Frame::Gosub { .. } => (s.gosub_frame, s.gosub_needs),
            Frame::While { .. } => (s.while_frame, s.while_needs),
        };
        self.store.mem.set_frames(self.stack.bytes());
        if self.stack.len() >= MAX_STACK || i64::from(needs) > self.store.mem.stack_room() {
            return Err(ErrorKind::OutOfMemory.into());
        }
        self.stack.push(frame, bytes);
        self.store.mem.set_frames(self.stack.bytes());
        Ok(())
    }

    /// Sets the memory the stored program (the first `count` lines) takes, line by line as
    /// the machine crunched it.
    fn measure_program(&mut self, count: usize) {
        let overhead = self.store.mem.layout.line_overhead as usize;
        // A program as a tokenised file put it in memory takes the file's bytes (its DATA
        // may hold constants a listing would give back shorter).
        let bytes = match self.file_image() {
            Some(img) => img.len().saturating_sub(3),
            // The byte after a loaded file's 0 link stays below VARTAB through every edit
            // until NEW (DSKCOM.ASM `BINLOD`; lines are moved in below it by `BLTU`).
            None => {
                self.lines
                    .iter()
                    .take(count)
                    .map(|l| overhead + l.stored_len::<P>())
                    .sum::<usize>()
                    + self.text_tail.len()
            }
        };
        self.store
            .mem
            .set_program(bytes.min(u32::MAX as usize) as u32);
        self.store.name_lens = (0..self.names.len())
            .map(|i| self.names.text(i as NameId).len().min(255) as u8)
            .collect();
    }
}

/// The variable an assignment target names.
pub(super) fn lvalue_var<N>(t: &crate::parse::LValue<N>) -> VarRef {
    match t {
        crate::parse::LValue::Var(v) | crate::parse::LValue::Element(v, _) => *v,
    }
}

/// A file name as the prompt's LOAD and MERGE read it: in quotes (a name holding a quote
/// has been refused before, as DOS refuses it).
fn quoted(name: &[u8]) -> Vec<u8> {
    let mut args = Vec::with_capacity(name.len() + 4);
    args.push(b'"');
    args.extend_from_slice(name);
    args.push(b'"');
    args
}
