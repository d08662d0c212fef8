//! A session: one program and one machine of a dialect — what a user at the machine had.
//!
//! [`Session`] keeps the program and the machine; [`AnySession`] is what the command line
//! drives without knowing the dialect: load and run a listing, or type lines at the prompt
//! ([`AnySession::enter`], in `editor.rs`, with the commands the machine's editor obeyed).
//! `words.rs` reads each profile's editor words and limits, `files.rs` SAVE, LOAD and FILES.

mod c64screen;
mod chain;
mod check;
mod editor;
mod files;
mod listing;
mod renum;
mod running;
mod words;

pub use c64screen::run_c64_screen;
pub use check::looks_like_focal;
pub use ferrite_session::{AnySession, Entered, RefusedLine};
pub use words::{DiskMessages, EditorWords, ListRange};

use ferrite_console::{Console, Outcome};

use crate::dialect::{Altair, Gw, Profile, C64};
use crate::error::{BasicError, ErrorKind};
use crate::exec::{EditedLine, LineRequest, Machine};
use crate::program::Program;

/// The Microsoft dialects this crate runs (Atari BASIC is `ferrite-atari`'s).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// MITS Altair 8K BASIC 4.0.
    Altair,
    /// Commodore BASIC V2.
    C64,
    /// GW-BASIC 3.23.
    Gw,
}

impl Dialect {
    /// Whether this dialect's parser reads the text of a program line (after its number)
    /// without a syntax error, for suggesting another dialect when a run fails with one.
    pub fn accepts_line(self, text: &[u8]) -> bool {
        fn parses<P: Profile>(text: &[u8]) -> bool {
            let line = Program::<P>::default().parse(0, text);
            !line.stmts.iter().any(|s| {
                matches!(
                    s,
                    crate::parse::Stmt::Error(ErrorKind::Syntax)
                        | crate::parse::Stmt::BadFor(ErrorKind::Syntax, _)
                        | crate::parse::Stmt::BadNext(ErrorKind::Syntax)
                        | crate::parse::Stmt::LetFault(_, ErrorKind::Syntax)
                        | crate::parse::Stmt::Stray { .. }
                )
            })
        }
        match self {
            Dialect::Altair => parses::<Altair>(text),
            Dialect::C64 => parses::<C64>(text),
            Dialect::Gw => parses::<Gw>(text),
        }
    }

    /// A new session of this dialect.
    pub fn session(self) -> Box<dyn AnySession> {
        match self {
            Dialect::Altair => Box::new(Session::<Altair>::default()),
            Dialect::C64 => Box::new(Session::<C64>::default()),
            Dialect::Gw => Box::new(Session::<Gw>::default()),
        }
    }
}

/// A program and the machine that runs it.
pub struct Session<P: Profile> {
    /// The stored program.
    pub program: Program<P>,
    /// The machine state.
    pub machine: Machine<P>,
    /// GW-BASIC's AUTO: the next line number offered and the increment.
    auto: Option<(u32, u32)>,
    /// The increment of the last AUTO (AUTINC): `AUTO 100,` takes it again; 0 before any.
    auto_step: u32,
    /// The line `.` names in LIST, EDIT, AUTO, DELETE and RENUM: the last one typed,
    /// listed or edited (GW-BASIC User's Guide, LIST: "the period (.) ... the current
    /// line"); 0 before any.
    current: u16,
    /// How much of the next typed line is already on the page: the text EDIT or AUTO
    /// offered.
    offered: usize,
    /// Where in the offered text the cursor waits (the point of a syntax error); `None`:
    /// at its start.
    offered_column: Option<usize>,
    /// The line being entered came from the screen editor, which showed it on the page.
    from_screen: bool,
    /// Literals that overflowed as GW-BASIC's cruncher stored the lines typed or loaded
    /// since the last warning (every literal of the line, whatever statement holds it).
    crunch_overflows: usize,
    /// The last ASCII load stopped at a bare line number of no line (`Undefined line
    /// number`): a program's `LOAD "name",R` or `RUN "name"` then runs nothing (real
    /// GW-BASIC 3.23), where GW-BASIC's command line still runs what was loaded.
    load_stopped: bool,
    /// The last ASCII load met an overflowing literal while ON ERROR was still in force
    /// (no line stored yet to clear it): the load stopped there, and the error is the
    /// handler's (MATH1.ASM `OVFLS` through TRAPER to OVERR, as for a typed line).
    load_trapped: bool,
    /// The line an ASCII file's end cut, and whether it ended in a LF: GW-BASIC printed
    /// `Ok` at the file's end and then stored or ran the line (or, after a LF, went on
    /// filling it from the keyboard); RUN and CHAIN drop it (GIO86.ASM `INCHR`).
    file_tail: Option<(Vec<u8>, bool)>,
    /// A line an ASCII file left open after a LF: the next typed keys go on filling it,
    /// unseen (SCNEDT.ASM `DSKCHI` reading the keyboard through INCHR).
    partial: Option<Vec<u8>>,
}

impl<P: Profile> Default for Session<P> {
    fn default() -> Self {
        // The machine sets up its screen from the profile itself.
        Self {
            program: Program::default(),
            machine: Machine::default(),
            auto: None,
            auto_step: 0,
            current: 0,
            offered: 0,
            offered_column: None,
            from_screen: false,
            crunch_overflows: 0,
            load_stopped: false,
            load_trapped: false,
            file_tail: None,
            partial: None,
        }
    }
}

impl<P: Profile> AnySession for Session<P> {
    fn attach_disk(&mut self, disk: std::path::PathBuf) -> bool {
        P::serial_bus() && self.machine.attach_drive8(&disk).is_ok()
    }

    /// The PC's LPT1 (LPRINT, `OPEN "LPT1:"`) prints onto the end of `file`.
    fn attach_printer(&mut self, file: std::path::PathBuf) -> bool {
        if P::dos_disk() {
            self.machine.printer = Some(file);
        }
        P::dos_disk()
    }

    fn statements(&self) -> u64 {
        self.machine.statements
    }

    fn load(&mut self, listing: &[u8]) -> Result<(), BasicError> {
        // A DOS text file ends at CTRL-Z (GW-BASIC's SAVE "name",A writes one).
        let listing = match listing.iter().position(|&b| b == 0x1a) {
            Some(end) if P::dos_disk() => &listing[..end],
            _ => listing,
        };
        self.load_stopped = false;
        self.machine.load_buf(listing);
        self.load_lines(&listing::listing_lines::<P>(listing))
    }

    fn refused_line(&self, listing: &[u8]) -> Option<RefusedLine> {
        check::refused_line::<P>(listing)
    }

    fn last_error(&self) -> Option<BasicError> {
        self.machine.last_error
    }

    fn report(&mut self, error: BasicError, con: &mut dyn Console) -> Outcome {
        // A load stopped by a line the cruncher refuses has said `Overflow` for each
        // literal of the lines stored before it (GWMAIN.ASM EDENT crunches each line as
        // it reads it), then the error.
        self.warn_overflows(con);
        self.machine.report(error, con)
    }

    fn run(&mut self, con: &mut dyn Console) -> Outcome {
        self.warn_overflows(con);
        let mut outcome = self.machine.run(&self.program, None, con);
        loop {
            // A CHAIN hands over to the next program, as at the prompt.
            while let Some(next) = self.follow_chain(con) {
                outcome = next;
            }
            // RENUM run by the program is done once the run has ended, as at the prompt.
            if let Some(range) = self.machine.delete.take() {
                self.delete_lines(range, con);
            }
            if let Some((args, at)) = self.machine.renum.take() {
                self.renum(&args, at, con);
            }
            // MERGE in a program reads its file once the run has ended, as at the prompt;
            // an error there may run the program's handler.
            if let Some(args) = self.machine.merge.take() {
                let entered = self.obey_merge(&args, con);
                self.machine.screen.flush(con);
                if let Some(next) = entered.outcome {
                    outcome = next;
                }
                continue;
            }
            // `RUN "name"` (and LOAD "name",R) in a program runs the file it loads.
            let Some(args) = self.machine.load.take() else {
                break;
            };
            match self.load_headless(&args, con) {
                Some(next) => outcome = next,
                None => break,
            }
        }
        // EDIT in a program ends the run at MAIN with the line offered on the screen and
        // no `Ok` (SCNEDT.ASM `EDIT`); a headless run has no keys to edit it with, so the
        // line is what it leaves (real GW-BASIC 3.23: `20 EDIT 10` shows `10 PRINT "A"`).
        if let Some(args) = self.machine.edit.take() {
            let entered = self.edit_from_program(&args, con);
            if let Some(line) = entered.prefill {
                self.machine.screen.write(&line);
            }
            self.machine.screen.flush(con);
        }
        if let (Outcome::Error, Some(e)) = (outcome, self.machine.last_error) {
            if let (ErrorKind::Syntax, Some(n)) = (e.kind, e.line) {
                if P::edits_line_after_syntax_error() {
                    self.edit_misses_line(n, con);
                }
            }
        }
        outcome
    }

    fn seed_rnd(&mut self, seed: i32) {
        self.machine.seed_rnd(seed);
    }

    fn skip_rnd(&mut self, n: u32) {
        self.machine.skip_rnd(n);
    }

    fn set_width(&mut self, width: usize) {
        self.machine.screen.set_width(width);
    }

    fn set_dos_share(&mut self, on: bool) {
        self.machine.dos_share = on;
    }

    fn start(&mut self, con: &mut dyn Console) {
        self.write_lines(words::editor_words::<P>().banner);
        self.ready(con);
    }

    fn start_with(&mut self, program: Option<&[u8]>, run: bool, con: &mut dyn Console) -> Entered {
        let entered = self.start_program(program, run, con);
        self.offer(&entered);
        entered
    }

    fn edit_line(&mut self, con: &mut dyn Console) -> Option<EditedLine> {
        if !self.machine.edits_on_screen(con) {
            return None;
        }
        let offered = std::mem::take(&mut self.offered);
        let column = self.offered_column.take();
        if offered > 0 && self.auto.is_none() {
            // EDIT's line: the cursor waits at its start; the line of a syntax error's
            // edit at the error's point. The rest of the line is cleared first (LISPRT's
            // LISEOL).
            self.machine.erase_after_listed_line();
            self.machine.cursor_to_line_start();
            if let Some(column) = column {
                self.machine.cursor_to_line_column(column);
            }
        }
        let request = LineRequest::default();
        let edited = self.machine.screen_line(con, request)?;
        self.from_screen = matches!(edited, EditedLine::Line(_));
        Some(edited)
    }

    fn enter(&mut self, line: &[u8], con: &mut dyn Console) -> Entered {
        if std::mem::take(&mut self.from_screen) {
            // The screen editor showed the line and left the cursor at its end; Enter
            // moves it to the next row.
            self.offered = 0;
            self.machine.screen.newline_on_page();
            let entered = self.enter_line(line, con);
            self.offer(&entered);
            return entered;
        }
        // The keys showed on the machine's screen as they were typed, and the RETURN that
        // ended the line moved its cursor to the next row.
        let shown = line.strip_suffix(b"\n").unwrap_or(line);
        let shown = shown.strip_suffix(b"\r").unwrap_or(shown);
        let offered = std::mem::take(&mut self.offered).min(shown.len());
        // Keys that fill a line an ASCII file left open are read without an echo.
        if self.partial.is_none() {
            self.machine.screen.echo_on_page(&shown[offered..]);
            self.machine.screen.newline_on_page();
        }
        let entered = self.enter_line(line, con);
        self.offer(&entered);
        entered
    }

    fn interrupt(&mut self, con: &mut dyn Console) {
        // The line stays on the page as far as it was typed; the cursor goes below it.
        if std::mem::take(&mut self.offered) > 0 {
            self.machine.screen.newline_on_page();
        }
        self.machine.screen.column = 0;
        if self.auto.take().is_some() {
            self.ready(con);
        }
    }

    fn typed_line_limit(&self) -> usize {
        words::editor_words::<P>().typed_limit
    }

    fn listing(&self) -> Vec<u8> {
        let mut out = Vec::new();
        for line in self.list_lines(0, u32::MAX) {
            out.extend(line);
            out.push(b'\n');
        }
        out
    }

    fn words(&self) -> Vec<&'static str> {
        self.known_words()
    }
}

impl<P: Profile> Session<P> {
    /// Stores the lines of an ASCII listing one by one, as the machine typed them in from
    /// the file: the lines before a line that stops the load stay.
    fn load_lines(&mut self, lines: &[impl AsRef<[u8]>]) -> Result<(), BasicError> {
        self.load_trapped = false;
        let mut stored = false;
        for raw in lines {
            let raw = raw.as_ref();
            // The whole line filled the buffer, NULs and all, before the tokeniser stopped
            // at its first NUL (real GW-BASIC 3.23: a 424-byte first line of NULs and binary
            // is `Line buffer overflow`).
            if P::file_line_max().is_some_and(|max| raw.len() > max) {
                return Err(BasicError::new(ErrorKind::Numbered(23)));
            }
            let raw = if P::listing_lines_end_at_cr() {
                listing::up_to_nul(raw)
            } else {
                raw
            };
            // An ASCII file's line numbers are read by LINGET (`split_listing_line`); a line
            // typed with a number past 65529 is refused instead (GWMAIN.ASM `MAINBX`: ISFLIO).
            match split_listing_line::<P>(raw) {
                // A line number's scan that meets an embedded constant's prefix leaves the
                // line empty too (`100 <0B>PRINT`: LINGET reads on into NUMCON).
                Some((number, text))
                    if P::load_stops_at_bare_number()
                        && (Program::<P>::crunches_to_nothing(text)
                            || (P::crunches_control_bytes()
                                && crate::token::gwsave::scan_lost(text).is_some())) =>
                {
                    // A bare number deletes its line, as typed; one whose line is not
                    // there stops the load with `Undefined line number` (GWMAIN.ASM
                    // `AUTGOD`: USERR). The lines before it stay: pcbasic-suite
                    // undefined_line_number's program still runs.
                    if self.program.index_of(number).is_none() {
                        let words = P::error_message(ErrorKind::UndefinedLine, None);
                        self.machine.screen.write(words.as_bytes());
                        self.machine.screen.newline();
                        self.load_stopped = true;
                        break;
                    }
                    self.program.set_line(number, b"");
                }
                Some((number, text)) if u32::from(number) <= P::max_line_number() => {
                    // GW-BASIC's LOAD stops at a line its cruncher refuses.
                    if let Some(kind) = crunch_error::<P>(text) {
                        return Err(BasicError::new(kind));
                    }
                    // MERGE into a program running under ON ERROR: the first line is
                    // crunched with the trap still set, so its overflowing literal is the
                    // handler's error 6 in no line, and nothing more is merged (real
                    // GW-BASIC 3.23: `MERGE "F"` of `8 X=1E39` under ON ERROR gives ERR 6,
                    // ERL 65535, no `Overflow` on the page). A stored line clears the trap.
                    if !stored && self.crunch_traps(text) {
                        self.load_trapped = true;
                        self.load_stopped = true;
                        break;
                    }
                    self.crunched(text);
                    self.program.set_line(number, text);
                    stored = true;
                    // Each line of an ASCII listing is stored as a typed one is: the last
                    // becomes the current line `.` (RENUM . after GWBASIC PROG.BAS starts
                    // at the program's last line on GW-BASIC 3.23).
                    self.current = number;
                }
                Some(_) => {}
                // NBS P201: GW stops loading, the lines before staying (gw-real: LIST after
                // it); the others' recordings typed such lines in.
                None if P::refuses_direct_lines_in_files()
                    && raw.iter().any(|c| !c.is_ascii_whitespace()) =>
                {
                    return Err(BasicError::new(ErrorKind::DirectStatementInFile));
                }
                None => {}
            }
        }
        Ok(())
    }

    /// An ASCII program file read by LOAD, MERGE or CHAIN. GW-BASIC reads it byte by byte
    /// (`listing::dos_file_lines`): a line too long stops the load with `Line buffer
    /// overflow`, and a last line the file's end cut is kept for the prompt (`file_tail`);
    /// the others read it as a listing.
    fn load_file_text(&mut self, text: &[u8]) -> Result<(), BasicError> {
        self.file_tail = None;
        let (Some(max), true) = (P::file_line_max(), P::listing_lines_end_at_cr()) else {
            return AnySession::load(self, text);
        };
        self.load_stopped = false;
        self.machine.load_buf(text);
        let read = listing::dos_file_lines(text, max);
        if let Some(b) = read.last_past_max {
            self.machine.buf_past_max = b;
        }
        self.load_lines(&read.lines)?;
        match read.end {
            listing::FileEnd::Overflow if !self.load_stopped => {
                Err(BasicError::new(ErrorKind::Numbered(23)))
            }
            listing::FileEnd::Open { text, continues } if !self.load_stopped => {
                self.file_tail = Some((text, continues));
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

impl<P: Profile> Session<P> {
    /// Shows the text EDIT or AUTO offers on the page, where the editor put it.
    fn offer(&mut self, entered: &Entered) {
        if let Some(text) = &entered.prefill {
            self.machine.screen.echo_listed_on_page(text);
            self.offered = text.len();
        }
    }

    /// Says `Overflow` once for each number literal that overflowed in the lines stored or
    /// typed since the last time (GW's cruncher warns as it stores the line; the others
    /// refuse such a literal when the statement runs).
    fn warn_overflows(&mut self, con: &mut dyn Console) {
        let parsed = self.program.take_overflows();
        let count = if crunches::<P>() {
            std::mem::take(&mut self.crunch_overflows)
        } else {
            parsed
        };
        for _ in 0..count {
            self.machine
                .screen
                .write(P::error_words(ErrorKind::Overflow).as_bytes());
            self.machine.screen.newline();
        }
        self.machine.screen.flush(con);
    }
}

impl<P: Profile> Session<P> {
    /// Counts the literals of `text` that overflowed as GW-BASIC's cruncher stored it
    /// (its `Overflow` warnings, given for literals in any statement, VIEW's included).
    fn crunched(&mut self, text: &[u8]) {
        if crunches::<P>() {
            self.crunch_overflows += crate::token::gwsave::crunch_overflows::<P>(text);
        }
    }
}

impl<P: Profile> Session<P> {
    /// Whether crunching the typed `text` is an `Overflow` error rather than a warning: a
    /// literal out of range makes FIN's overflow go through TRAPER, which sends it to OVERR
    /// while ON ERROR is in force (MATH1.ASM `OVFLS`, `TRAPER`), so the line is neither run
    /// nor stored and the handler runs with ERL 65535; its RESUME, RESUME 0 or RESUME NEXT
    /// comes back to `Ok` (the real GW-BASIC 3.23, `difftest/gw/mutate/direct.py`).
    fn crunch_traps(&self, text: &[u8]) -> bool {
        crunches::<P>()
            && self.machine.trapping()
            && crate::token::gwsave::crunch_overflows::<P>(text) > 0
    }
}

/// Whether dialect `P` stores its lines crunched as GW-BASIC did.
fn crunches<P: Profile>() -> bool {
    words::editor_words::<P>().list_style == crate::dialect::ListStyle::Detokenised
}

/// Splits `10 PRINT` into 10 and `PRINT` (one space after the number is the separator).
/// The line-number readers skip spaces between the digits, since they fetch each digit with
/// the space-skipping CHRGET (GWMAIN.ASM `LINGET` calls CHRGTR; msbasic `LINGET` runs on
/// CHRGET), so `2 40 PRINT` is line 240 (NBS P188).
pub fn split_line_number(raw: &[u8]) -> Option<(u16, &[u8])> {
    split_line_number_keeping(raw, false)
}

/// [`split_line_number`] for dialect `P`: GW-BASIC kept the space typed after line number 0
/// (PC-BASIC's tokeniser; pcbasic-suite RENUM_with_GOTO_0).
pub(crate) fn split_program_line<P: Profile>(raw: &[u8]) -> Option<(u16, &[u8])> {
    split_line_number_keeping(raw, P::keeps_space_after_line_zero())
}

/// [`split_line_number`], keeping the space after line number 0 when `keep_zero` says so.
fn split_line_number_keeping(raw: &[u8], keep_zero: bool) -> Option<(u16, &[u8])> {
    let start = raw.iter().position(|&c| c != b' ')?;
    let mut number: u32 = 0;
    let mut digits = 0usize;
    let mut end = start;
    for (i, &c) in raw.iter().enumerate().skip(start) {
        match c {
            b'0'..=b'9' => {
                digits += 1;
                if digits > 5 {
                    return None;
                }
                number = number * 10 + u32::from(c - b'0');
                end = i + 1;
            }
            b' ' => {}
            _ => break,
        }
    }
    if digits == 0 {
        return None;
    }
    let number = u16::try_from(number).ok()?;
    let mut rest = &raw[end..];
    if rest.first() == Some(&b' ') && !(keep_zero && number == 0) {
        rest = &rest[1..];
    }
    Some((number, rest))
}

/// A line of a program file split into its number and text as the machine's LOAD split it:
/// GW-BASIC's LINGET stops before a digit that would take the number past 65529 (`65535 X`
/// is line 6553, `5 X`), the others read the whole number.
pub(crate) fn split_listing_line<P: Profile>(raw: &[u8]) -> Option<(u16, &[u8])> {
    if crunches::<P>() {
        split_file_line(raw)
    } else {
        split_program_line::<P>(raw)
    }
}

/// A line of an ASCII program file split as GW-BASIC's direct mode split it (GWMAIN.ASM
/// `LINGET`, `MAINBX`): digits with spaces between them skipped, no more once the number
/// is past 6552 (the next digit starts the text); then, after the last digit, one space
/// is the separator (line 0 keeps it).
pub(super) fn split_file_line(raw: &[u8]) -> Option<(u16, &[u8])> {
    let blank = |c: u8| matches!(c, b' ' | b'\t' | b'\n');
    let mut number: u32 = 0;
    let mut digits = 0;
    let mut after = 0; // just past the last digit taken
    let mut i = 0;
    loop {
        while raw.get(i).is_some_and(|&c| blank(c)) {
            i += 1;
        }
        match raw.get(i) {
            Some(&d) if d.is_ascii_digit() && number <= 6552 => {
                number = number * 10 + u32::from(d - b'0');
                digits += 1;
                i += 1;
                after = i;
            }
            _ => break,
        }
    }
    if digits == 0 {
        return None;
    }
    let mut rest = &raw[after..];
    if number != 0 && rest.first() == Some(&b' ') {
        rest = &rest[1..];
    }
    Some((u16::try_from(number).ok()?, rest))
}

/// The error a dialect that crunches as GW-BASIC did stops a program line with (an `&H` or
/// `&O` constant it cannot store), if any.
pub(crate) fn crunch_error<P: Profile>(text: &[u8]) -> Option<crate::error::ErrorKind> {
    if !crunches::<P>() {
        return None;
    }
    crate::token::gwsave::crunch_error(text)
}

#[cfg(test)]
mod direct_tests;
#[cfg(test)]
mod file_load_tests;
#[cfg(test)]
mod prompt_tests;
#[cfg(test)]
mod tests;
