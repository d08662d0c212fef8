//! The prompt: a typed line is stored, obeyed as an editor command, or run at once.
//!
//! The machines read a typed line, and if it began with a number stored it (8K BASIC's
//! MAIN loop, the C64's MAIN at $A480, GW-BASIC's direct mode); otherwise they crunched it and
//! ran it as a statement. LIST, RUN, NEW, CONT, CLEAR, LOAD and SAVE are statements there
//! too, but they act on the program and the prompt rather than on variables, so ferrite
//! obeys them here, before the line goes to the machine: its first word decides.

use ferrite_console::{Console, Outcome};

use super::running::Start;
use super::words::{editor_words, ListRange};
use super::{Entered, Session};
use crate::dialect::{ErrorLayout, Keyword, Profile};
use crate::error::{BasicError, ErrorKind};
use crate::list::{keyword_len, list_text};
use crate::token::{tokenize, Token};

/// The commands the prompt obeys itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Command {
    List,
    Run,
    New,
    Clear,
    Cont,
    Load,
    Save,
    Delete,
    Renum,
    Auto,
    Edit,
    Files,
    System,
    Merge,
}

/// GW-BASIC's editing words (not in the statement keyword table: they never appear in a
/// program).
const GW_WORDS: &[(&str, Command)] = &[
    ("DELETE", Command::Delete),
    ("RENUM", Command::Renum),
    ("AUTO", Command::Auto),
    ("EDIT", Command::Edit),
    ("FILES", Command::Files),
    ("SYSTEM", Command::System),
    ("MERGE", Command::Merge),
];
/// `SAVE "name"` and `LOAD "name"` in every dialect, whatever the machine called them
/// (8K BASIC's CSAVE and CLOAD are its keywords and work too).
const FILE_WORDS: &[(&str, Command)] = &[("SAVE", Command::Save), ("LOAD", Command::Load)];

impl<P: Profile> Session<P> {
    /// [`AnySession::enter`](super::AnySession::enter).
    pub(super) fn enter_line(&mut self, typed: &[u8], con: &mut dyn Console) -> Entered {
        let words = editor_words::<P>();
        let mut typed = typed;
        while let Some(rest) = typed.strip_suffix(b"\r").or(typed.strip_suffix(b"\n")) {
            typed = rest;
        }
        if let Some(entered) = self.fill_partial(typed, con) {
            return entered;
        }
        // The machine kept no more than its buffer held; the rest was dropped as typed.
        let typed = &typed[..typed.len().min(words.typed_limit)];
        // The RETURN that ended the typed line moved the cursor to a new line.
        self.machine.screen.column = 0;
        // A BREAK pressed while nothing ran is forgotten.
        if let Some(flag) = con.break_flag() {
            flag.take();
        }
        if let Some((next, _)) = self.auto {
            if let Some(entered) = self.auto_line(typed, next, con) {
                return entered;
            }
        }
        if super::crunches::<P>() && linget_stops_at_digit(typed) {
            // GWMAIN.ASM `NTSTOP`: LINGET stops before the digit that would take the number
            // past 65529, and a line typed at the terminal (ISFLIO) with a digit left over
            // is a syntax error before CRUNCH: no `Overflow` for the digits after it.
            self.error(ErrorKind::Syntax, con);
            self.ready(con);
            return self.offer_auto(Entered::default());
        }
        if let Some((number, text)) = super::split_program_line::<P>(typed) {
            return self.enter_numbered(number, text, con);
        }
        if typed.iter().all(|&c| c == b' ') {
            return Entered::default();
        }
        if P::crunches_control_bytes() && first_scan_is_constant(typed) {
            // GWMAIN.ASM `NTSTOP`: CHRGTR reads the typed line's first character before
            // CRUNCH; an embedded constant's prefix byte there (0x0B-0x0F, 0x11-0x1D,
            // 0x1F) makes it point at NUMCON's fake text, so LINGET, CRUNCH and the run
            // all read that instead of the line: nothing runs, then `Ok` (real GW-BASIC
            // 3.23: `^W`+`PRINT 5` typed at `Ok` prints only `Ok`).
            self.ready(con);
            return self.offer_auto(Entered::default());
        }
        let entered = match self.command(typed) {
            Some((command, args)) => {
                // The commands the prompt obeys itself are obeyed one statement at a time:
                // SAVE and CLEAR go on with the rest of the typed line, the others do not.
                // CRUNCH stores a `'` as `:REM'`, so a remark after the command ends its
                // statement (real GW-BASIC 3.23: `NEW 'x`, `RENUM'r`, `CLEAR'q` are obeyed).
                let args = match (self.statement_end(command, args), first_remark(args)) {
                    _ if !self.chains(command) => args,
                    (None, Some(r)) => &args[..r],
                    (Some(at), Some(r)) if r < at => &args[..r],
                    _ => args,
                };
                match self.statement_end(command, args) {
                    Some(at) => {
                        let entered = self.obey(command, &args[..at], con);
                        if entered.prefill.is_some() || entered.quit {
                            return entered;
                        }
                        // A program the command ran (`LOAD "F",R`) ends at `Ok` as any run.
                        if entered.outcome.is_some() {
                            return self.after_typed(entered, con);
                        }
                        // RENUM, NEW and LOAD go back to `Ok` when they are done (GWMAIN.ASM
                        // `RESEQ`: SCCALL pushes STPRDY; BIMISC.ASM `SCRTCH` and DSKCOM.ASM
                        // `LOAD` end at STPRDY/MAIN): the rest of the typed line is not run
                        // (real GW-BASIC 3.23: `RENUM:PRINT "X"`, `NEW:PRINT 1` and
                        // `LOAD "Y":PRINT 2` print nothing but `Ok`).
                        if !matches!(command, Command::Renum | Command::New | Command::Load) {
                            return self.enter_line(&args[at + 1..], con);
                        }
                        entered
                    }
                    None => self.obey(command, args, con),
                }
            }
            None if self.crunch_traps(typed) => {
                self.start_run(Start::Fault(BasicError::new(ErrorKind::Overflow)), con)
            }
            None => {
                let dotted = self.llist_current_line(typed);
                let typed = dotted.as_deref().unwrap_or(typed);
                self.crunched(typed);
                let line = self.program.parse_typed(typed);
                self.warn_overflows(con);
                self.start_run(Start::Direct(line), con)
            }
        };
        self.after_typed(entered, con)
    }

    /// The end of a typed line: `Ok`, then what a file being typed in or AUTO offers next.
    fn after_typed(&mut self, entered: Entered, con: &mut dyn Console) -> Entered {
        if entered.prefill.is_none() && !entered.quit {
            self.ready(con);
            if let Some(entered) = self.take_file_tail(con) {
                return entered;
            }
            self.offer_auto(entered)
        } else {
            entered
        }
    }

    /// A numbered line typed or read: stored, or refused with a message and `Ok`.
    fn enter_numbered(&mut self, number: u16, text: &[u8], con: &mut dyn Console) -> Entered {
        let stored = self.store(number, text, con);
        self.warn_overflows(con);
        if !stored {
            self.ready(con);
        }
        Entered::default()
    }

    /// A line DSKCHI read from a file whose end came after it (GWMAIN.ASM `MAIN`): its
    /// number read as a file line's (blanks, TABs and LFs passed over), but the file is
    /// closed, so one with a digit left over past 65529 is a syntax error (ISFLIO), and one
    /// without a number runs.
    fn enter_cut_line(&mut self, text: &[u8], con: &mut dyn Console) -> Entered {
        match super::split_file_line(text) {
            Some((_, rest))
                if rest
                    .iter()
                    .find(|&&c| !matches!(c, b' ' | b'\t' | b'\n'))
                    .is_some_and(u8::is_ascii_digit) =>
            {
                self.error(ErrorKind::Syntax, con);
                self.ready(con);
                Entered::default()
            }
            Some((number, rest)) => self.enter_numbered(number, rest, con),
            None => self.enter_line(text, con),
        }
    }

    /// The line an ASCII file's end cut, after the `Ok` INCHR printed there (GIO86.ASM
    /// `INCHR`): entered as a typed line, or, after a LF, left for the keys to fill; `None`
    /// with no such line or when it waits for keys.
    pub(super) fn take_file_tail(&mut self, con: &mut dyn Console) -> Option<Entered> {
        let (text, continues) = self.file_tail.take()?;
        if continues {
            self.partial = Some(text);
            return None;
        }
        Some(self.enter_cut_line(&text, con))
    }

    /// A typed line that goes on filling the line an ASCII file left open after a LF
    /// (SCNEDT.ASM `DSKCHI` reads the keys through INCHR once the file is closed): an
    /// empty one adds nothing (its CR follows the LF), a longer line than BUF holds is
    /// `Line buffer overflow` at the byte past it, the keys after it typed anew; `None`
    /// with no such line.
    fn fill_partial(&mut self, typed: &[u8], con: &mut dyn Console) -> Option<Entered> {
        let mut line = self.partial.take()?;
        if typed.is_empty() {
            self.partial = Some(line);
            return Some(Entered::default());
        }
        let max = P::file_line_max().unwrap_or(usize::MAX);
        for (i, &b) in typed.iter().enumerate() {
            if line.len() >= max {
                self.error(ErrorKind::Numbered(23), con);
                self.ready(con);
                return Some(self.enter_line(&typed[i + 1..], con));
            }
            line.push(b);
        }
        Some(self.enter_cut_line(&line, con))
    }

    /// Where a prompt command's statement ends at a `:` outside quotes, for the commands
    /// that do not run the program (GW-BASIC only).
    fn statement_end(&self, command: Command, args: &[u8]) -> Option<usize> {
        if !self.chains(command) {
            return None;
        }
        first_colon(args)
    }

    /// Whether the prompt obeys `command` as one statement of the typed line (GW-BASIC).
    fn chains(&self, command: Command) -> bool {
        matches!(
            command,
            Command::Load | Command::Save | Command::New | Command::Renum | Command::Clear
        ) && editor_words::<P>().editing_commands
    }

    /// The dialect's keywords and the prompt's own words, each once.
    pub(super) fn known_words(&self) -> Vec<&'static str> {
        let gw: &[(&'static str, Command)] = if editor_words::<P>().editing_commands {
            GW_WORDS
        } else {
            &[]
        };
        let mut words: Vec<&'static str> = P::keywords()
            .iter()
            .map(|&(w, _)| w)
            .chain(gw.iter().chain(FILE_WORDS).map(|&(w, _)| w))
            .collect();
        words.sort_unstable();
        words.dedup();
        words
    }

    /// Stores (or, with no text, deletes) a numbered line; false when the machine refused it
    /// with a message. Editing the program forgets the variables and where CONT would go
    /// on, as the Microsoft BASICs did (their line insertion ends in CLEARC).
    fn store(&mut self, number: u16, text: &[u8], con: &mut dyn Console) -> bool {
        if u32::from(number) > P::max_line_number() {
            self.error(ErrorKind::Syntax, con);
            return false;
        }
        let deleting = crate::program::Program::<P>::crunches_to_nothing(text);
        // GWMAIN.ASM `EDENT`: CRUNCH, then `PROCHK` (no line goes into a protected
        // program), then the number is the current line `.`, then FNDLIN.
        if let Some(kind) = super::crunch_error::<P>(text) {
            self.error(kind, con);
            return false;
        }
        if self.program.protected {
            self.error(ErrorKind::IllegalQuantity, con);
            return false;
        }
        self.current = number;
        if deleting
            && self.program.index_of(number).is_none()
            && editor_words::<P>().editing_commands
        {
            // GW-BASIC: a bare number for a line that is not there (`.` is it all the
            // same: real GW-BASIC 3.23, `65529` then `AUTO .`).
            self.error(ErrorKind::UndefinedLine, con);
            return false;
        }
        if self.crunch_traps(text) {
            self.error(ErrorKind::Overflow, con);
            return false;
        }
        self.crunched(text);
        self.program.set_line(number, text);
        self.machine.clear();
        self.machine.loaded_image = None;
        self.current = number;
        true
    }

    /// NEW, typed or run: the program, AUTO mode and the variables go (BIMISC.ASM
    /// `SCRTCH`).
    pub(super) fn new_program(&mut self) {
        self.auto = None;
        self.machine.loaded_image = None;
        self.program.clear();
        self.machine.clear();
    }

    /// The editor command the typed line starts with, and the text after its word.
    fn command<'t>(&self, typed: &'t [u8]) -> Option<(Command, &'t [u8])> {
        let start = typed.iter().position(|&c| c != b' ')?;
        let text = &typed[start..];
        let first = tokenize::<P>(text).into_iter().next();
        if let Some(Token::Keyword(kw)) = first {
            let command = match kw {
                Keyword::List => Some(Command::List),
                Keyword::Run => Some(Command::Run),
                Keyword::New => Some(Command::New),
                Keyword::Clear => Some(Command::Clear),
                Keyword::Cont => Some(Command::Cont),
                // The C64's LOAD and SAVE are the machine's own statements (KERNAL calls on
                // a device, `exec/kernal_file.rs`).
                Keyword::Load | Keyword::Save if P::serial_bus() => None,
                Keyword::Load => Some(Command::Load),
                Keyword::Save => Some(Command::Save),
                Keyword::System => Some(Command::System),
                Keyword::Renum => Some(Command::Renum),
                Keyword::Delete => Some(Command::Delete),
                _ => None,
            };
            let args = &text[keyword_len::<P>(text, kw).min(text.len())..];
            return command
                .filter(|&c| self.obeys_here(c, args))
                .map(|c| (c, args));
        }
        let word_len = text.iter().take_while(|c| c.is_ascii_alphabetic()).count();
        let word = &text[..word_len];
        let gw: &[(&str, Command)] = if editor_words::<P>().editing_commands {
            GW_WORDS
        } else {
            &[]
        };
        let args = &text[word_len..];
        let (_, command) = gw
            .iter()
            .chain(FILE_WORDS)
            .find(|(w, _)| word.eq_ignore_ascii_case(w.as_bytes()))?;
        // ferrite's SAVE and LOAD on a machine that had other words for them need their
        // quoted name: `SAVE=1` on the Altair is still an assignment to SA.
        if FILE_WORDS.iter().any(|(_, c)| c == command) && !trim(args).starts_with(b"\"") {
            return None;
        }
        self.obeys_here(*command, args).then_some((*command, args))
    }

    /// Whether the prompt obeys a file command itself: GW-BASIC's RUN, LOAD, MERGE and SAVE
    /// take a string expression for the name and stop at errors in their own order
    /// (DSKCOM.ASM `LRUN3`: the name, the file, then the option), so only the plain forms
    /// stay here (nothing, a line number, a quoted name and its option); the rest runs as
    /// the statement it is (`RUN A$`, `LOAD "F"+X$`, `RUN 10+5`, `LOAD ""`).
    fn obeys_here(&self, command: Command, args: &[u8]) -> bool {
        if !P::load_in_program() {
            return true;
        }
        // The prompt obeys the commands that chain one by one, each up to its `:`.
        let args = trim(match self.statement_end(command, args) {
            Some(at) => &args[..at],
            None => args,
        });
        match command {
            Command::Run => {
                args.is_empty()
                    || args.iter().all(u8::is_ascii_digit)
                    || (plain_name(args) && load_args(args).is_ok())
            }
            Command::Load | Command::Merge => {
                args.is_empty() || (plain_name(args) && load_args(args).is_ok())
            }
            Command::Save => plain_name(args),
            // SYSTEM with text before the statement's end leaves nothing: the line runs,
            // and its text is a syntax error (GIODSK.ASM `SYSTEM`).
            Command::System => matches!(args.first(), None | Some(b':' | b'\'')),
            _ => true,
        }
    }

    /// LOAD run by a program, obeyed at the prompt once the run has ended.
    pub(super) fn obey_load(&mut self, args: &[u8], con: &mut dyn Console) -> Entered {
        self.obey(Command::Load, args, con)
    }

    /// LOAD or `RUN "name"` run by a program when no prompt follows (`ferrite run`): the
    /// file is loaded as the prompt would load it, and with `,R` run with the files left
    /// open; the outcome of that run, or `None` when nothing ran. A load's error is
    /// printed and is the outcome (the machine stops at `Ok` after it).
    pub(super) fn load_headless(&mut self, args: &[u8], con: &mut dyn Console) -> Option<Outcome> {
        let (name, run) = match load_args(trim(args)) {
            Ok(found) => found,
            Err(kind) => {
                self.error(kind, con);
                return Some(Outcome::Error);
            }
        };
        let files = self.machine.take_files();
        let loaded = self.load_file(name, con);
        self.machine.put_files(files);
        // No prompt follows to take a line the file's end cut.
        self.file_tail = None;
        if !loaded || (run && self.load_stopped) {
            return Some(Outcome::Error);
        }
        if !run {
            return None;
        }
        self.machine.last_error = None;
        self.machine.protected = self.program.protected;
        let files = self.machine.take_files();
        Some(
            self.machine
                .run_then(&self.program, None, con, |m| m.put_files(files)),
        )
    }

    /// MERGE run by a program, obeyed at the prompt once the run has ended.
    /// The program's files stay open while the file is read (an error the program's trap
    /// takes finds them open) and are closed after it (DSKCOM.ASM `MERGE`).
    pub(super) fn obey_merge(&mut self, args: &[u8], con: &mut dyn Console) -> Entered {
        let entered = self.obey(Command::Merge, args, con);
        self.machine.close_all();
        entered
    }

    /// Obeys an editor command.
    fn obey(&mut self, command: Command, args: &[u8], con: &mut dyn Console) -> Entered {
        let mut entered = Entered::default();
        // GWLIST.ASM `LIST` and `BUFLIN` call `PROCHK`: a protected program is not shown.
        if self.program.protected && command == Command::List {
            self.error(ErrorKind::IllegalQuantity, con);
            return entered;
        }
        // CHRGTR passes over blanks, TABs and line feeds (GWMAIN.ASM `CHRCON`/`NOTCON`), so
        // a line feed typed into a line-number command's numbers is not there (real GW-BASIC
        // 3.23: `LIST 4`+LF+`0` lists line 40, `RENUM 1`+LF+`00` starts at 100); one in a
        // quoted name stays.
        let unfed;
        let args = if editor_words::<P>().editing_commands
            && matches!(
                command,
                Command::List | Command::Delete | Command::Renum | Command::Auto | Command::Edit
            ) {
            unfed = without_line_feeds(args);
            &unfed[..]
        } else {
            args
        };
        // A control byte typed into LIST's or DELETE's line range is passed over, or, an
        // embedded constant's prefix right after a number, ends the line (`scnlin_constants`).
        let unconst;
        let args =
            if P::crunches_control_bytes() && matches!(command, Command::List | Command::Delete) {
                unconst = scnlin_constants(args);
                &unconst[..]
            } else {
                args
            };
        // `.` is the current line in the line-number commands (LIST spells it out in its
        // range only: its file name may hold a dot).
        let dotted;
        let args = if editor_words::<P>().editing_commands
            && matches!(
                command,
                Command::Delete | Command::Renum | Command::Auto | Command::Edit
            ) {
            dotted = self.with_current_line(args);
            &dotted[..]
        } else {
            args
        };
        match command {
            Command::List => {
                // LIST ends at a `:` and goes back to `Ok`: the rest of the line is not
                // run (GWLIST.ASM `LIST` jumps to READY; real GW-BASIC 3.23: `LIST 10:PRINT 9`
                // lists line 10 only).
                let args = match first_colon(args) {
                    Some(at) if editor_words::<P>().editing_commands => &args[..at],
                    _ => args,
                };
                // GW-BASIC: `LIST range, "file"` writes the listing to a file; `.` is the
                // current line (the last one listed or typed).
                let (range, file) = match args.iter().position(|&c| c == b',') {
                    Some(at) if editor_words::<P>().editing_commands => {
                        (&args[..at], Some(&args[at + 1..]))
                    }
                    _ => (args, None),
                };
                let range = self.with_current_line(range);
                // GW-BASIC's cruncher stops a line number once past 6552, so a number
                // above 65529 is two constants, which LIST's `SCNLIN` calls a syntax error
                // (real GW-BASIC 3.23: `LIST 65530`).
                let over = |n: u32| n != u32::MAX && n > P::max_line_number();
                let range =
                    parse_range(&range, editor_words::<P>().list_range).filter(|&(a, b)| {
                        !editor_words::<P>().editing_commands || !(over(a) || over(b))
                    });
                match range {
                    Some((from, to)) => {
                        let text = self.list_lines(from, to);
                        if let Some(file) = file {
                            if !self.list_to_file(&text, trim(file), con) {
                                return entered;
                            }
                        }
                        if let Some(last) = self
                            .program
                            .lines()
                            .iter()
                            .rev()
                            .find(|l| (from..=to).contains(&u32::from(l.number)))
                        {
                            self.current = last.number;
                        }
                        let more = self
                            .program
                            .lines()
                            .iter()
                            .any(|l| u32::from(l.number) > to);
                        if file.is_none() {
                            self.list_to_screen(&text, more, con);
                        }
                    }
                    None => self.error(ErrorKind::Syntax, con),
                }
            }
            Command::Run => {
                let args = trim(args);
                let from = if args.is_empty() {
                    None
                } else if args.first() == Some(&b'"') {
                    // `RUN "name"`: LOAD, then RUN (GW-BASIC).
                    if !self.load_file(args, con) {
                        return entered;
                    }
                    None
                } else {
                    match parse_number(args).or_else(|| run_line_number::<P>(args)) {
                        Some(n) => Some(n),
                        None => {
                            self.error(ErrorKind::Syntax, con);
                            return entered;
                        }
                    }
                };
                return self.start_run(Start::Run(from), con);
            }
            // NEW wants its statement's end: `NEW X` is a syntax error and deletes
            // nothing (BIMISC.ASM `SCRATH`; real GW-BASIC 3.23). (RUNC then leaves the
            // text pointer at the empty program's start, so on the machine `NEW:PRINT 7`
            // prints nothing; ferrite goes on after the `:` as the pcbasic-suite's NEW,
            // `NEW:save"empty"`, has it.)
            Command::New if editor_words::<P>().editing_commands && !trim(args).is_empty() => {
                self.error(ErrorKind::Syntax, con);
            }
            Command::New => self.new_program(),
            // GW-BASIC's CLEAR takes its arguments at the prompt as in a program.
            Command::Clear if editor_words::<P>().editing_commands && !trim(args).is_empty() => {
                let mut typed = b"CLEAR".to_vec();
                typed.extend_from_slice(args);
                let line = self.program.parse(0, &typed);
                if let Err(e) = self.machine.clear_typed(line.stmts.first()) {
                    self.error(e.kind, con);
                }
            }
            Command::Clear => self.machine.clear(),
            Command::Cont => return self.start_run(Start::Cont, con),
            Command::Load if !editor_words::<P>().editing_commands => {
                self.load_file(trim(args), con);
            }
            Command::Load => match load_args(trim(args)) {
                Err(kind) => self.error(kind, con),
                Ok((name, false)) => {
                    self.load_file(name, con);
                }
                Ok((name, true)) => {
                    // `LOAD "name",R` runs the program with the open files left open.
                    let files = self.machine.take_files();
                    let loaded = self.load_file(name, con);
                    self.machine.put_files(files);
                    if loaded {
                        return self.start_run(Start::RunKeepingFiles, con);
                    }
                }
            },
            Command::Save => self.save_file(trim(args), con),
            // MERGE takes LOAD's name and no `,R` (gw-real: `MERGE 0` 13, `MERGE` 22,
            // `MERGE "M",R` and `MERGE "M" X` 2).
            Command::Merge => match load_args(trim(args)) {
                Err(kind) => self.error(kind, con),
                Ok((_, true)) => self.error(ErrorKind::Syntax, con),
                Ok((name, false)) => {
                    if self.merge_file(name, con) {
                        return self
                            .start_run(Start::Fault(BasicError::new(ErrorKind::Overflow)), con);
                    }
                }
            },
            Command::Files => self.files(con),
            Command::Delete => self.delete(args, con),
            Command::Renum => self.renum(args, None, con),
            Command::Auto => match auto_args(args, self.auto_step) {
                Ok((start, step)) => {
                    self.auto_step = step;
                    self.auto = Some((start, step));
                    entered.prefill = Some(self.auto_number(start));
                }
                Err(kind) => self.error(kind, con),
            },
            Command::Edit => {
                // A line number that is not there is 8; anything but a number is 5, as
                // LINGET refuses it (pcbasic-suite EDIT: `EDIT YEAH`).
                // An `&H`/`&O` constant is crunched as a number, not a line number, and
                // LINSPC's LINGET finds no line in it: 8 whatever its value (real GW-BASIC
                // 3.23: `EDIT &O36` and `EDIT &H1E` with line 30 there, `EDIT &H`).
                if args.iter().find(|&&c| c != b' ' && c != b'\t') == Some(&b'&') {
                    self.error(ErrorKind::UndefinedLine, con);
                    return entered;
                }
                let Some(number) = edit_line_number::<P>(args) else {
                    self.error(ErrorKind::IllegalQuantity, con);
                    return entered;
                };
                // SCNEDT.ASM `EDIT` sets the current line before it looks for it, so
                // `EDIT 1000` without line 1000 makes `.` 1000 (none is 0).
                self.current = number;
                // The place the run last stopped at is shown once, by the first EDIT.
                let stopped = self.machine.error_stmt.take();
                let call = self.machine.error_call.take();
                match self.program.index_of(number) {
                    // SCNEDT.ASM `EDIT`: FNDLIN, then LINPRT prints the number and a blank
                    // (none before a TAB), then BUFLIN's PROCHK refuses a protected
                    // program (real GW-BASIC 3.23: `10 ` and `Illegal function call`).
                    Some(i) if self.program.protected => {
                        let shown = self.listed_line(i);
                        let digits = shown.iter().take_while(|c| c.is_ascii_digit()).count();
                        let blank = usize::from(shown.get(digits) == Some(&b' '));
                        self.machine.screen.write(&shown[..digits + blank]);
                        self.error(ErrorKind::IllegalQuantity, con);
                    }
                    Some(i) => {
                        entered.prefill = Some(self.listed_line(i));
                        self.offered_column = match stopped {
                            Some((n, stmt)) if n == number => self.stop_column(i, stmt, call),
                            _ => None,
                        };
                    }
                    None => self.error(ErrorKind::UndefinedLine, con),
                }
            }
            Command::System => entered.quit = true,
        }
        entered
    }

    /// AUTO run from a program: the prompt offers numbers as after a typed AUTO.
    pub(super) fn auto_from_program(&mut self, args: &[u8], con: &mut dyn Console) -> Entered {
        self.obey(Command::Auto, args, con)
    }

    /// EDIT run as a statement: the prompt offers the line as after a typed EDIT.
    pub(super) fn edit_from_program(&mut self, args: &[u8], con: &mut dyn Console) -> Entered {
        self.obey(Command::Edit, args, con)
    }

    /// The number AUTO offers: `100 `, or `100*` when line 100 exists and what is typed
    /// will replace it (GW-BASIC User's Guide, AUTO).
    fn auto_number(&self, n: u32) -> Vec<u8> {
        let exists = u16::try_from(n).is_ok_and(|n| self.program.index_of(n).is_some());
        format!("{n}{}", if exists { '*' } else { ' ' }).into_bytes()
    }

    /// A line typed while AUTO offers numbers (GWMAIN.ASM `MAIN` with AUTFLG): a blank line
    /// has the same number offered again; a numbered one is stored (an empty one deletes
    /// nothing: Enter right after `100*` keeps line 100) and the number after *it* is offered,
    /// AUTO ending quietly past 65529; `None` for a line without a number, which is typed as
    /// usual with AUTO still on (its number is offered again after `Ok`).
    fn auto_line(&mut self, typed: &[u8], next: u32, con: &mut dyn Console) -> Option<Entered> {
        let offer = |s: &mut Self| Entered {
            prefill: s.auto.map(|(n, _)| s.auto_number(n)),
            ..Entered::default()
        };
        if typed.iter().all(|&c| c == b' ') {
            return Some(offer(self));
        }
        let (number, text) = super::split_program_line::<P>(typed)?;
        // MAIN skips the `*` it printed after the number, then one blank.
        let star = self.auto_number(next).ends_with(b"*");
        let text = match text.strip_prefix(b"*") {
            Some(rest) if star => rest.strip_prefix(b" ").unwrap_or(rest),
            _ => text,
        };
        let empty = text.iter().all(|&c| c == b' ');
        // EDENT ends AUTO (AUTRES) before it looks the line up when the next number
        // would pass 65529: an empty line is then a bare number as without AUTO, which
        // deletes its line or is `Undefined line number` (real GW-BASIC 3.23).
        let step = self.auto_step;
        let last = u32::from(number) + step >= 65530;
        if empty && last {
            self.auto = None;
            if !self.store(number, text, con) {
                self.ready(con);
            }
            return Some(Entered::default());
        }
        if !empty && !self.store(number, text, con) {
            // Refused before AUTLIN moved on: the same number is offered after the message.
            self.ready(con);
            return Some(offer(self));
        }
        if empty {
            // An empty AUTO line, its line there or not, leaves EDENT through FINI, whose
            // RUNC clears the variables and what CONT would go on with (real GW-BASIC 3.23:
            // after `30*` and Enter, CONT is `Can't continue`).
            self.machine.clear();
        }
        self.current = number;
        self.auto = (!last).then(|| (u32::from(number) + step, step));
        Some(offer(self))
    }

    /// After a line AUTO did not store (one without a number) and its `Ok`: AUTO's number is
    /// offered again (GWMAIN.ASM `READY` falls into `MAIN`, which prints AUTLIN).
    fn offer_auto(&self, mut entered: Entered) -> Entered {
        if let Some((n, _)) = self.auto {
            if entered.prefill.is_none() && !entered.quit {
                entered.prefill = Some(self.auto_number(n));
            }
        }
        entered
    }

    /// The program line at index `i` as EDIT and a syntax error show it for editing: as
    /// LIST prints it, but with the space line 0 keeps after its number (SCNEDT.ASM
    /// `ERED3`; real GW-BASIC 3.23: `0 PRINT 5` typed, EDIT 0 and the line a syntax error
    /// in line 0 offers show `0  PRINT 5`, where LIST shows `0 PRINT 5`).
    pub(super) fn listed_line(&self, i: usize) -> Vec<u8> {
        let Some(line) = self.program.lines().get(i) else {
            return Vec::new();
        };
        let mut text = format!("{} ", line.number).into_bytes();
        match &line.stored {
            // A tokenised file's line is shown from its bytes.
            Some(bytes) => text.extend(crate::token::gwlist::list_line::<P>(bytes)),
            None => {
                text.extend(list_text::<P>(&line.text, editor_words::<P>().list_style));
            }
        }
        text
    }

    /// Where in line `i` as [`Self::listed_line`] shows it the cursor waits after the
    /// syntax error of its statement `stmt`: under the character the machine's text
    /// pointer was on when SNERR fired, the listing's length up to that point (real
    /// GW-BASIC 3.23: after `10 X=SIN(1,2)` and RUN a typed `@` makes `10 X=SIN(1@2)`).
    /// `None` (the line's start) for an error the parser did not place: one a statement
    /// raised as it ran, or a line of a tokenised file.
    pub(super) fn syntax_error_column(&self, i: usize, stmt: usize) -> Option<usize> {
        let (tokens, at) = self.syntax_error_token(i, stmt)?;
        if at == crate::parse::NOWHERE {
            return None;
        }
        self.column_of_token(i, &tokens, at)
    }

    /// Line `i`'s tokens and the one its statement `stmt`'s syntax error was raised at, for
    /// a line typed or loaded as text (a tokenised file's lines have no such place).
    fn syntax_error_token(&self, i: usize, stmt: usize) -> Option<(Vec<Token>, usize)> {
        let line = self.program.lines().get(i)?;
        if line.stored.is_some() {
            return None;
        }
        let tokens = tokenize::<P>(&line.text);
        let (_, at) = crate::parse::syntax_error_spots::<P>(&tokens)
            .into_iter()
            .find(|&(s, _)| s == stmt)?;
        Some((tokens, at))
    }

    /// A syntax error whose text pointer never left its statement's first character (a
    /// sign, a digit, a quote, an operator or a function's keyword where a statement
    /// starts; or a MID$ statement whose `(` is followed by no name, which LHSMID leaves
    /// at the statement's start): the machine's cursor waits one character to the left,
    /// on the `:` before it, and a statement at the line's start offers the line with the
    /// cursor at its start: GONE reads the first character without CHRGTR, whose pointer
    /// is then outside the line (real GW-BASIC 3.23, `synedit.py` with 40 hand cases:
    /// `10 PRINT 1:+`, `10 PRINT 1:"A"`, `10 X=1:MID$(1` wait on the `:`; `10 +=)`, `10
    /// NOT 5`, `10 (`, `10 MID$(:` at the line's start, a typed `9` making line 90, while
    /// `10 PRINT 1: +` waits on the `+`; GWMAIN.ASM `GONE`, `ISMID$`, BISTRS.ASM
    /// `LHSMID`). `Some(None)`: the line's start; `Some(Some(c))`: column c; `None`: not
    /// such an error.
    pub(super) fn statement_start_spot(&self, i: usize, stmt: usize) -> Option<Option<usize>> {
        let (tokens, at) = self.syntax_error_token(i, stmt)?;
        let start = tokens[..at.min(tokens.len())]
            .iter()
            .rposition(|t| *t == Token::Char(b':'))
            .map_or(0, |c| c + 1);
        let name = |t: Option<&Token>| matches!(t, Some(Token::Char(c)) if c.is_ascii_alphabetic());
        let mut first = start;
        if tokens.get(start) == Some(&Token::Keyword(Keyword::Mid))
            && tokens.get(start + 1) == Some(&Token::Char(b'('))
        {
            // A blank after the `(` is passed over by CHRGTR, which keeps the place of what
            // follows (real GW-BASIC 3.23: `10 MID$( ("S"` waits on the second `(`).
            if tokens.get(start + 2) == Some(&Token::Space) {
                return None;
            }
            let mut after = start + 2;
            while tokens.get(after) == Some(&Token::Space) {
                after += 1;
            }
            if after != at || name(tokens.get(at)) {
                return None;
            }
        } else {
            first = at;
        }
        let refused = match tokens.get(first) {
            Some(Token::Keyword(Keyword::Else)) | Some(Token::Space) | None => false,
            Some(Token::Keyword(_) | Token::Str(_)) => true,
            Some(Token::Char(c)) => !c.is_ascii_alphabetic(),
            _ => false,
        };
        if first != start || !refused {
            return None;
        }
        match start {
            0 => Some(None),
            _ => Some(self.column_of_token(i, &tokens, start - 1)),
        }
    }

    /// The column EDIT of line `i` puts the cursor in when the run last stopped in its
    /// statement `stmt` (an error, trapped or not, or STOP): where the text pointer
    /// stood, the point of a syntax error or else the statement's end (real GW-BASIC
    /// 3.23: after `101 STOP:PRINT 1` and RUN, `EDIT 101` waits on the `:`; after
    /// `101 A=1:ERROR 5:A=2` on the second `:`; EDIT of any other line, or an error in a
    /// typed statement, forgets the place).
    ///
    /// `call`, the statement's failing built-in call counted in the order it made them,
    /// puts the cursor where the text pointer stood in that call (`parse::call_places`).
    pub(super) fn stop_column(
        &self,
        i: usize,
        stmt: usize,
        call: Option<crate::exec::Reading>,
    ) -> Option<usize> {
        if let Some((_, at)) = self.syntax_error_token(i, stmt) {
            if at == crate::parse::NOWHERE {
                return None;
            }
        }
        if let Some(column) = self.syntax_error_column(i, stmt) {
            return Some(column);
        }
        let line = self.program.lines().get(i)?;
        if line.stored.is_some() {
            return None;
        }
        let tokens = tokenize::<P>(&line.text);
        let ends = crate::parse::statement_ends::<P>(&tokens);
        let before = ends.iter().take_while(|&&(first, _)| first <= stmt).count();
        let (_, at) = *ends.get(before.checked_sub(1)?)?;
        let start = before
            .checked_sub(2)
            .and_then(|k| ends.get(k))
            .map_or(0, |&(_, end)| end + 1);
        let (kind, k, arg) = match call {
            Some(crate::exec::Reading::Call(k, arg)) => (0, k, arg),
            Some(crate::exec::Reading::Element(k)) => (1, k, None),
            Some(crate::exec::Reading::LineEnd) => {
                return self.column_of_token(i, &tokens, tokens.len());
            }
            None => (0, 0, None),
        };
        if let Some(k) = usize::from(k).checked_sub(1) {
            let [calls, elements] = crate::parse::reading_places::<P>(&tokens);
            let places = if kind == 0 { calls } else { elements };
            let mine: Vec<(usize, Vec<[usize; 2]>)> = places
                .into_iter()
                .filter(|p| (start..=at).contains(&p.0))
                .collect();
            if let Some((place, ends)) = mine.get(k) {
                let place = arg
                    .and_then(|(a, byte)| ends.get(usize::from(a)).map(|e| &e[usize::from(byte)]))
                    .unwrap_or(place);
                return self.column_of_token(i, &tokens, *place);
            }
        }
        self.column_of_token(i, &tokens, at)
    }

    /// The column (from 0) of token `at` of line `i` as EDIT shows the line.
    fn column_of_token(&self, i: usize, tokens: &[Token], at: usize) -> Option<usize> {
        let line = self.program.lines().get(i)?;
        let spans = crate::list::spans::<P>(&line.text, tokens);
        let offset = spans.get(at).map_or(line.text.len(), |s| s.0);
        let shown = list_text::<P>(&line.text[..offset], editor_words::<P>().list_style);
        Some(line.number.to_string().len() + 1 + shown.len())
    }

    /// The lines numbered `from..=to` as LIST prints them, one entry a line (a GW-BASIC
    /// line may hold a LF of its own).
    pub(super) fn list_lines(&self, from: u32, to: u32) -> Vec<Vec<u8>> {
        let style = editor_words::<P>().list_style;
        let mut out = Vec::new();
        if let Some(body) = &self.machine.loaded_image {
            // A program as the C64's LOAD put it in memory, listed from its bytes.
            for line in ferrite_images::c64::list::split_lines(body).unwrap_or_default() {
                if (from..=to).contains(&u32::from(line.number)) {
                    let mut text = line.number.to_string().into_bytes();
                    text.push(b' ');
                    text.extend(ferrite_images::c64::list::expand(&line.text));
                    out.push(text);
                }
            }
            return out;
        }
        let to = crate::list::listed_up_to::<P>(to);
        // LIST starts at the first line numbered `from` or more and stops at the first one
        // past `to` (GWLIST.ASM `LIST` after GWMAIN.ASM `SCNLIN`, `FNDLIN`): in lines out of
        // number order, which a tokenised file can hold, that is not every line between.
        let start = u16::try_from(from).map_or(usize::MAX, |f| self.program.index_at_or_after(f));
        for line in self.program.lines().iter().skip(start) {
            if u32::from(line.number) > to {
                break;
            }
            out.push(crate::list::listed_program_line::<P>(
                line,
                style,
                self.machine.buf_past_max,
            ));
        }
        out
    }

    /// A listing on the screen. Where each line starts with a RETURN (the C64's LIST,
    /// $A6D4), the line after the range gets its RETURN before LIST sees it is past the
    /// end (`more`; c64/screen c137_list_range).
    fn list_to_screen(&mut self, lines: &[Vec<u8>], more: bool, con: &mut dyn Console) {
        let screen = &mut self.machine.screen;
        let before = editor_words::<P>().list_breaks_before;
        for line in lines.iter().filter(|l| !l.is_empty()) {
            if before {
                screen.newline();
            }
            screen.write_listed(line);
            if !before {
                // On GW's page a listed line that fills its last row goes on at the next
                // row's start, with no empty row and no empty line in the stream (real
                // GW-BASIC 3.23: lines of 80 and 160 characters listed back to back), as
                // PRINT USING ends a line; elsewhere this is `newline`.
                screen.newline_as_printed();
            }
        }
        if before && more {
            screen.newline();
        }
        screen.flush(con);
    }

    /// GW-BASIC's `LIST range, file`: the file's expression read as a program's LIST reads
    /// it (`Machine::list_out`); whether the listing went out (the current line moves only
    /// then: GWLIST.ASM `LIST` opens the file before it lists the first line).
    fn list_to_file(&mut self, lines: &[Vec<u8>], file: &[u8], con: &mut dyn Console) -> bool {
        let mut typed = b"LIST ,".to_vec();
        typed.extend_from_slice(file);
        let line = self.program.parse(0, &typed);
        let listing = super::listing::dos_listing(lines);
        match self.machine.list_typed(line.stmts.first(), &listing) {
            Ok(()) => true,
            Err(e) => {
                self.error(e.kind, con);
                false
            }
        }
    }

    /// A line-number argument with GW-BASIC's `.` (the current line) spelled out as its
    /// number. LINSPC takes a `.` alone: one touching a digit or another `.` (`AUTO .6`,
    /// `LIST 1.`) is left as it is, which no line number reads (real GW-BASIC 3.23: Syntax
    /// error, EDIT's Illegal function call).
    fn with_current_line(&self, args: &[u8]) -> Vec<u8> {
        if !editor_words::<P>().editing_commands {
            return args.to_vec();
        }
        let current = self.current.to_string();
        let touches = |j: Option<&u8>| j.is_some_and(|c| c.is_ascii_digit() || *c == b'.');
        let mut out = Vec::with_capacity(args.len());
        for (i, &c) in args.iter().enumerate() {
            let joined =
                touches(i.checked_sub(1).and_then(|j| args.get(j))) || touches(args.get(i + 1));
            if c == b'.' && !joined {
                out.extend(current.bytes());
            } else {
                out.push(c);
            }
        }
        out
    }

    /// A typed `LLIST` whose range holds `.`: the current line's number in its place, as
    /// LINSPC reads it for LIST (GWLIST.ASM `LLIST` shares LIST's LINSPC; real GW-BASIC
    /// 3.23: `llist .` typed at `Ok` with no program prints `Ok`, no Syntax error). Only
    /// the LLIST statement's own text, up to its colon, is looked at.
    fn llist_current_line(&self, typed: &[u8]) -> Option<Vec<u8>> {
        let start = typed.iter().position(|&c| c != b' ')?;
        let text = &typed[start..];
        if tokenize::<P>(text).into_iter().next() != Some(Token::Keyword(Keyword::Llist)) {
            return None;
        }
        let args_at = start + keyword_len::<P>(text, Keyword::Llist).min(text.len());
        let end = first_colon(&typed[args_at..]).map_or(typed.len(), |c| args_at + c);
        let args = &typed[args_at..end];
        if !args.contains(&b'.') {
            return None;
        }
        let mut out = typed[..args_at].to_vec();
        out.extend(self.with_current_line(args));
        out.extend_from_slice(&typed[end..]);
        Some(out)
    }

    /// Writes text whose lines end in LF, ending each the screen's way (the C64's screen
    /// shows a bare line feed as nothing; its line end is RETURN).
    pub(super) fn write_lines(&mut self, text: &str) {
        let screen = &mut self.machine.screen;
        let mut lines = text.split('\n').peekable();
        while let Some(line) = lines.next() {
            screen.write(line.as_bytes());
            if lines.peek().is_some() {
                screen.newline();
            }
        }
    }

    /// Prints the ready word on a line of its own (after an empty line on the C64).
    pub(super) fn ready(&mut self, con: &mut dyn Console) {
        let words = editor_words::<P>();
        let screen = &mut self.machine.screen;
        if words.ready_after_blank {
            screen.newline();
        } else {
            // GWMAIN.ASM `READY` ends the line by CRDONZ: a cursor waiting past a full
            // row is at column 0 for it, so `Ok` goes on the next row with no empty row
            // (real GW-BASIC 3.23: `PRINT STRING$(80,"Z");` then `Ok` one row down).
            screen.fresh_line();
        }
        screen.write(words.ready.as_bytes());
        screen.mark_on_page();
        screen.newline();
        screen.flush(con);
    }

    /// Reports an error of the editor (direct mode: no line number).
    pub(super) fn error(&mut self, kind: ErrorKind, con: &mut dyn Console) {
        self.machine
            .command_error(&self.program, BasicError::new(kind), con);
    }

    /// Writes a message where the dialect puts error messages.
    pub(super) fn message(&mut self, text: &str, con: &mut dyn Console) {
        let screen = &mut self.machine.screen;
        match P::error_layout() {
            ErrorLayout::OwnLine => {
                screen.fresh_line();
                screen.write(text.as_bytes());
                screen.mark_on_page();
                screen.newline();
            }
            ErrorLayout::LeadingBreak => {
                screen.newline();
                screen.write(text.as_bytes());
            }
        }
        screen.flush(con);
    }

    /// A message on a line of its own without the 0xFF mark GW-BASIC puts after an
    /// error's (RENUM's `Undefined line n in m`).
    pub(super) fn unmarked_message(&mut self, text: &str, con: &mut dyn Console) {
        if P::error_layout() != ErrorLayout::OwnLine {
            return self.message(text, con);
        }
        let screen = &mut self.machine.screen;
        screen.fresh_line();
        screen.write(text.as_bytes());
        screen.newline();
        screen.flush(con);
    }
}

/// GW-BASIC's `RUN n` followed by more text: the cruncher made the digits (blanks between
/// them dropped) a line number constant, and RUN goes there as GOTO does, never looking
/// at what follows (GWMAIN.ASM `RUN`, `CONRUN`; real GW-BASIC 3.23: `RUN 20 XYZ`, `RUN
/// 20:PRINT 5`, `RUN 10.5` and `RUN 2 0` run from 20, 20, 10 and 20).
fn run_line_number<P: Profile>(args: &[u8]) -> Option<u16> {
    if !editor_words::<P>().editing_commands || !args.first()?.is_ascii_digit() {
        return None;
    }
    let digits: Vec<u8> = args
        .iter()
        .take_while(|c| c.is_ascii_digit() || **c == b' ')
        .filter(|c| c.is_ascii_digit())
        .copied()
        .collect();
    parse_number(&digits)
}

/// Where a statement ends at a `:` outside quotes.
fn first_colon(args: &[u8]) -> Option<usize> {
    let mut quoted = false;
    for (i, &c) in args.iter().enumerate() {
        match c {
            b'"' => quoted = !quoted,
            b':' if !quoted => return Some(i),
            _ => {}
        }
    }
    None
}

/// Where a `'` remark starts outside quotes.
fn first_remark(args: &[u8]) -> Option<usize> {
    let mut quoted = false;
    for (i, &c) in args.iter().enumerate() {
        match c {
            b'"' => quoted = !quoted,
            b'\'' if !quoted => return Some(i),
            _ => {}
        }
    }
    None
}

/// Text without the spaces around it.
pub(super) fn trim(text: &[u8]) -> &[u8] {
    let start = text.iter().position(|&c| c != b' ').unwrap_or(text.len());
    let end = text
        .iter()
        .rposition(|&c| c != b' ')
        .map_or(start, |e| e + 1);
    &text[start..end.max(start)]
}

/// A line number: digits only, at most 65535.
pub(super) use crate::exec::edit_line_number;
pub(super) use crate::exec::line_number as parse_number;

/// GW-BASIC's `LOAD` arguments: the quoted name, and whether `,R` follows. Nothing is `Missing
/// operand`, a number `Type mismatch`, anything else after the name `Syntax error`
/// (GW-BASIC User's Guide, LOAD; pcbasic-suite LOAD).
fn load_args(args: &[u8]) -> Result<(&[u8], bool), ErrorKind> {
    match args.first() {
        None => return Err(ErrorKind::Numbered(22)),
        Some(b'"') => {}
        Some(c) if c.is_ascii_digit() || matches!(c, b'.' | b'&' | b'-' | b'+') => {
            return Err(ErrorKind::TypeMismatch)
        }
        Some(_) => return Err(ErrorKind::Syntax),
    }
    let end = args[1..]
        .iter()
        .position(|&c| c == b'"')
        .map_or(args.len(), |q| q + 2);
    let rest = trim(&args[end..]);
    if rest.is_empty() {
        return Ok((&args[..end], false));
    }
    match rest.strip_prefix(b",").map(trim) {
        Some([b'R' | b'r']) => Ok((&args[..end], true)),
        _ => Err(ErrorKind::Syntax),
    }
}

/// Whether a file command's arguments begin with a quoted name that is not blank and holds
/// no control character, closed by its quote and followed by nothing or an option after a
/// comma.
fn plain_name(args: &[u8]) -> bool {
    let Some(rest) = args.strip_prefix(b"\"") else {
        return false;
    };
    let Some(end) = rest.iter().position(|&c| c == b'"') else {
        return false;
    };
    let tail = trim(&rest[end + 1..]);
    // A control character is the statement's to refuse (`Bad file name`, real GW-BASIC
    // 3.23: `RUN "D`, LF, `UMPSCRN"` typed), as NAMSCN reads the name.
    rest[..end].iter().any(|&c| c != b' ')
        && !rest[..end].iter().any(|&c| c < 0x20)
        && (tail.is_empty() || tail[0] == b',')
}

/// The text with its line feeds outside quotes dropped, as CHRGTR passes over them.
fn without_line_feeds(args: &[u8]) -> Vec<u8> {
    let mut quoted = false;
    args.iter()
        .copied()
        .filter(|&c| {
            quoted ^= c == b'"';
            quoted || c != b'\n'
        })
        .collect()
}

/// LIST's and DELETE's arguments as the machine reads them when control bytes are typed in
/// them outside quotes. An embedded constant's prefix byte (0x0B-0x1D, 0x1F) right after a
/// line number's digits (blanks between passed over) ends the line: the cruncher's LINGET
/// reads it with CHRGTR, which points the text pointer at NUMCON's fake text, so nothing
/// after it is crunched (GWMAIN.ASM `TSTNUM`, `CHRCON`). Anywhere else a control byte is
/// passed over as SCNLIN reads the range. Real GW-BASIC 3.23 (typed sessions 2026-11-30,
/// ^A ^D ^O-^Q ^S-^Z each): `LIST`+^T lists every line, `LIST `+^T+`3` line 3,
/// `LIST 3`+^T+`-10` line 3 only, `LIST 3`+^A+`-10` lines 3 to 10, `LIST 2-`+^T+`3` lines
/// 2 to 3, `DELETE `+^T+`2` deletes line 2, `DELETE`+^T every line.
fn scnlin_constants(args: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(args.len());
    let mut quoted = false;
    let mut after_number = false;
    for &c in args {
        if quoted {
            quoted = c != b'"';
            out.push(c);
            continue;
        }
        if matches!(c, 0x01..=0x08 | 0x0b..=0x1f) {
            if after_number && matches!(c, 0x0b..=0x1d | 0x1f) {
                break;
            }
            continue;
        }
        after_number = if c.is_ascii_digit() {
            true
        } else {
            after_number && matches!(c, b' ' | b'\t')
        };
        quoted = c == b'"';
        out.push(c);
    }
    out
}

/// LIST's (and DELETE's) range: `n`, `a-b`, `-b`, `a-`, or nothing for all lines. Spaces
/// are skipped, as CHRGET skipped them.
pub(super) fn parse_range(args: &[u8], rule: ListRange) -> Option<(u32, u32)> {
    let text: Vec<u8> = args.iter().copied().filter(|&c| c != b' ').collect();
    if text.is_empty() {
        return Some((0, u32::MAX));
    }
    let Some(dash) = text.iter().position(|&c| c == b'-') else {
        let n = u32::from(parse_number(&text)?);
        return Some(match rule {
            ListRange::FromOnly => (n, u32::MAX),
            ListRange::Dashed => (n, n),
        });
    };
    if rule == ListRange::FromOnly {
        return None;
    }
    let (lo, hi) = (&text[..dash], &text[dash + 1..]);
    let lo = if lo.is_empty() {
        0
    } else {
        u32::from(parse_number(lo)?)
    };
    let hi = if hi.is_empty() {
        u32::MAX
    } else {
        u32::from(parse_number(hi)?)
    };
    Some((lo, hi))
}

/// AUTO's arguments as GWMAIN.ASM `AUTO` reads them: nothing is 10,10; the start is a line
/// number, `.` or nothing (0, as LINGET reads no digits); a comma must follow it, then the
/// increment or nothing (the last AUTO's increment, 0 before any); 0 is `Illegal function
/// call`, anything else after the numbers `Syntax error`.
pub(super) fn auto_args(args: &[u8], last_step: u32) -> Result<(u32, u32), ErrorKind> {
    let text: Vec<u8> = args.iter().copied().filter(|&c| c != b' ').collect();
    if text.is_empty() {
        return Ok((10, 10));
    }
    let digits = |t: &[u8]| t.iter().take_while(|c| c.is_ascii_digit()).count();
    let number = |t: &[u8]| -> Result<u32, ErrorKind> {
        match t {
            [] => Ok(0),
            _ => parse_number(t)
                .filter(|&n| n < 65530)
                .map(u32::from)
                .ok_or(ErrorKind::Syntax),
        }
    };
    let n = digits(&text);
    let start = number(&text[..n])?;
    let rest = &text[n..];
    let step = match rest {
        [] => 10,
        [b','] => last_step,
        [b',', inc @ ..] if digits(inc) == inc.len() => number(inc)?,
        _ => return Err(ErrorKind::Syntax),
    };
    if step == 0 {
        return Err(ErrorKind::IllegalQuantity);
    }
    Ok((start, step))
}

/// Whether the first character GWMAIN.ASM `CHRGTR` reads of a typed line (blanks, tabs and
/// line feeds skipped) is an embedded constant's prefix byte, which CHRCON scans as a
/// constant (0x10, CONCN2, and 0x1E, CONCON, read the scanner's stale state instead, and
/// are left as they were).
fn first_scan_is_constant(typed: &[u8]) -> bool {
    typed
        .iter()
        .find(|&&c| !matches!(c, b' ' | 9 | 10))
        .is_some_and(|&c| matches!(c, 0x0b..=0x0f | 0x11..=0x1d | 0x1f))
}

/// Whether GW-BASIC's LINGET, reading a typed line's number, stops at a digit: the number
/// passed 6552 with another digit after it (blanks between digits passed over, as CHRGTR
/// passes them).
fn linget_stops_at_digit(typed: &[u8]) -> bool {
    super::split_file_line(typed).is_some_and(|(_, rest)| {
        rest.iter()
            .find(|&&c| !matches!(c, b' ' | b'\t' | b'\n'))
            .is_some_and(u8::is_ascii_digit)
    })
}
