//! The terminal console: output straight to the screen, typed lines through rustyline.
//!
//! Whatever the interpreter printed since its last line end (INPUT's `? `, FOCAL's `*` or
//! ASK's `:`) becomes rustyline's prompt, so it stays on screen while the line is edited and
//! redrawn. The Enter that ends a typed line already moved the cursor down, so the line end
//! the machine prints after an answer is not printed again. Ctrl-C while a program runs
//! raises the console's break flag from the signal handler (the interpreters poll it before
//! each statement); Ctrl-C while a line is typed comes back from rustyline as a key.

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use anyhow::Result;
use std::cell::RefCell;
use std::rc::Rc;

use ferrite_console::{BreakFlag, Console, Keyboard, ScreenView};

use super::keys::{PipedKeys, PipedLine};
use crate::term::keyboard::LiveKeys;
use crate::term::keymap::KeyMap;
use rustyline::completion::Completer;
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::FileHistory;
use rustyline::validate::Validator;
use rustyline::{
    CharSearch, Cmd, ConditionalEventHandler, Config, Context, Editor, Event, EventContext,
    EventHandler, Helper, KeyCode, KeyEvent, Modifiers, Movement, RepeatCount,
};

/// What the user did at the line editor.
pub enum Typed {
    /// A line, ended by Enter.
    Line(Vec<u8>),
    /// Ctrl-C.
    Interrupted,
    /// Ctrl-D on an empty line, or the input ended.
    Eof,
}

/// A [`Console`] over the terminal and a rustyline editor.
pub struct Terminal {
    editor: Editor<Words, FileHistory>,
    history: Option<PathBuf>,
    /// Output since the last line end: the prompt of the next typed line.
    partial: Vec<u8>,
    /// The machine's line end after an answer is the one Enter already made.
    swallow_newline: bool,
    /// Whether the interpreter prints a line end of its own after a typed answer even when
    /// it does not echo (BASIC's INPUT does; FOCAL's ASK only echoes the terminator).
    answer_ends_line: bool,
    tty: bool,
    brk: BreakFlag,
    /// Ctrl-C came as a signal: the terminal has echoed `^C` where the cursor was.
    signalled: Arc<AtomicBool>,
    /// Standard output could not be written (its reader has gone): the session must end.
    closed: bool,
    /// Standard input when it is not a terminal: read as a keyboard buffer, not by rustyline.
    piped: Option<Rc<RefCell<PipedKeys>>>,
    /// At a terminal, the machine's keyboard while a program runs (GET, INKEY$, INPUT$);
    /// the line editor has the terminal back at each prompt.
    live: Option<Rc<RefCell<LiveKeys>>>,
    /// Piped lines are shown as they are read, as a teletype showed what was typed.
    echo_piped: bool,
    /// The machine's screen is drawn from its memory (GW-BASIC's page): the output stream
    /// is not shown, and lines are typed with the machine's screen editor.
    screen: bool,
}

impl Terminal {
    /// A terminal whose typed lines are cut at `limit` characters (the bell rings past it),
    /// with its history in the user's data folder under `history_name` and Tab completing
    /// `words`; `answer_ends_line` says whether the interpreter ends the line after an
    /// answer itself.
    pub fn new(
        history_name: &str,
        limit: usize,
        words: Vec<&'static str>,
        answer_ends_line: bool,
    ) -> Result<Self> {
        Self::with_keys(
            history_name,
            limit,
            words,
            answer_ends_line,
            KeyMap::Ascii,
            false,
        )
    }

    /// [`Terminal::new`] for a machine whose keys are `map` (its keyboard while a program
    /// runs, GW's Esc wiping the line), `upper` when its letters were upper case only (typed
    /// letters become upper case as they are typed).
    pub fn with_keys(
        history_name: &str,
        limit: usize,
        words: Vec<&'static str>,
        answer_ends_line: bool,
        map: KeyMap,
        upper: bool,
    ) -> Result<Self> {
        // A lone Esc is a key of its own (GW's), not the start of a sequence that takes the
        // next key with it.
        let config = Config::builder()
            .auto_add_history(false)
            .keyseq_timeout(Some(30))
            .build();
        let mut editor: Editor<Words, FileHistory> = Editor::with_config(config)?;
        editor.set_helper(Some(Words(words)));
        let search = Arc::new(AtomicBool::new(false));
        editor.bind_sequence(
            KeyEvent(KeyCode::Char(']'), Modifiers::CTRL),
            EventHandler::Conditional(Box::new(ArmSearch(Arc::clone(&search)))),
        );
        if map == KeyMap::Pc {
            // GW-BASIC's Esc erases the line being typed (User's Guide, chapter 5).
            editor.bind_sequence(
                KeyEvent(KeyCode::Esc, Modifiers::NONE),
                EventHandler::Simple(Cmd::Kill(Movement::WholeLine)),
            );
        }
        editor.bind_sequence(
            Event::Any,
            EventHandler::Conditional(Box::new(KeyRules {
                limit,
                search,
                upper,
            })),
        );
        let tty = io::stdin().is_terminal();
        // Lines piped in are a script, not something a person will want to recall.
        let history = dirs::data_dir()
            .filter(|_| tty)
            .map(|d| d.join("ferrite").join(history_name));
        if let Some(path) = &history {
            let _ = editor.load_history(path);
        }
        let brk = BreakFlag::new();
        let handler_flag = brk.clone();
        let signalled = Arc::new(AtomicBool::new(false));
        let handler_signalled = Arc::clone(&signalled);
        // A second REPL in the same process (tests) finds the handler already set: keep it.
        let _ = ctrlc::set_handler(move || {
            handler_signalled.store(true, Ordering::SeqCst);
            handler_flag.raise();
        });
        Ok(Self {
            editor,
            history,
            partial: Vec::new(),
            swallow_newline: false,
            answer_ends_line,
            tty,
            signalled,
            closed: false,
            piped: (!tty).then(|| Rc::new(RefCell::new(PipedKeys::new()))),
            live: tty.then(|| Rc::new(RefCell::new(LiveKeys::new(map, brk.clone())))),
            brk,
            echo_piped: false,
            screen: false,
        })
    }

    /// Draws the machine's screen from its memory at the terminal (a person at a terminal
    /// only): the machine's own screen editor reads the lines typed.
    pub fn draw_screen(&mut self) {
        if let Some(live) = &mut self.live {
            let map = live.borrow().map();
            *live = Rc::new(RefCell::new(
                LiveKeys::new(map, self.brk.clone()).with_screen(),
            ));
            self.screen = true;
        }
    }

    /// The session is over: the terminal's own screen comes back with the machine's last
    /// screen printed on it, and its own settings.
    pub fn finish_screen(&mut self) {
        if let Some(live) = &self.live {
            let mut live = live.borrow_mut();
            live.finish_screen();
            live.release();
        }
    }

    /// Shows each piped line typed at the prompt, with its line end, and has the interpreter
    /// echo the answers it reads ([`Console::echoes_input`]): on a teletype (FOCAL's) the
    /// paper carried every key typed, so a piped session prints what the recorded one did.
    /// A person at a terminal sees the line editor's own echo instead.
    pub fn echo_piped_lines(&mut self) {
        self.echo_piped = true;
    }

    /// Shows a piped `line` when [`Terminal::echo_piped_lines`] asked for it.
    fn echo(&mut self, line: &[u8]) {
        if self.echo_piped {
            self.write(line);
            self.write(b"\n");
        }
    }

    /// Whether a person types at a terminal (not a pipe or a file).
    pub fn is_tty(&self) -> bool {
        self.tty
    }

    /// Whether the output has gone (a pipe whose reader quit): nothing more can be shown.
    pub fn output_closed(&self) -> bool {
        self.closed
    }

    /// Reads a line at the prompt, with `prefill` already typed (EDIT, AUTO).
    pub fn prompt_line(&mut self, prefill: Option<&[u8]>) -> Typed {
        self.prompt_line_around(prefill.unwrap_or_default(), &[])
    }

    /// Reads a line at the prompt with text already typed on both sides of the cursor.
    pub fn prompt_line_around(&mut self, left: &[u8], right: &[u8]) -> Typed {
        self.release_keys();
        let prompt = self.take_prompt();
        if let Some(keys) = &self.piped {
            let line = keys.borrow_mut().line();
            return match line {
                PipedLine::Line(mut line) => {
                    // The text already on the line is part of what Enter hands over.
                    let mut typed = left.to_vec();
                    typed.append(&mut line);
                    typed.extend_from_slice(right);
                    self.echo(&typed);
                    Typed::Line(typed)
                }
                PipedLine::Break => Typed::Interrupted,
                PipedLine::End => Typed::Eof,
            };
        }
        let (left, right) = (
            String::from_utf8_lossy(left),
            String::from_utf8_lossy(right),
        );
        match self.editor.readline_with_initial(&prompt, (&left, &right)) {
            Ok(line) => {
                if !line.trim().is_empty() {
                    let _ = self.editor.add_history_entry(line.as_str());
                }
                Typed::Line(line.into_bytes())
            }
            Err(ReadlineError::Interrupted) => Typed::Interrupted,
            Err(_) => Typed::Eof,
        }
    }

    /// Gives the terminal back to the line editor from the machine's keyboard.
    fn release_keys(&mut self) {
        if let Some(live) = &self.live {
            live.borrow_mut().release();
        }
    }

    /// Forgets a Ctrl-C that came while nothing ran.
    pub fn clear_break(&mut self) {
        self.brk.take();
    }

    /// Writes the history file (in the user's data folder).
    pub fn save_history(&mut self) {
        if let Some(path) = &self.history {
            if let Some(dir) = path.parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            let _ = self.editor.save_history(path);
        }
    }

    /// The unfinished output line as a prompt; on a terminal the cursor goes back to the
    /// start of the line so rustyline draws it over the same text.
    fn take_prompt(&mut self) -> String {
        // A `^C` echoed while nothing ran is wiped when the editor draws its line.
        self.signalled.store(false, Ordering::SeqCst);
        let shown: Vec<u8> = self.partial.drain(..).filter(|&c| c >= 0x20).collect();
        if self.tty && !shown.is_empty() {
            let _ = print_bytes(b"\r");
            String::from_utf8_lossy(&shown).into_owned()
        } else {
            String::new()
        }
    }
}

impl Console for Terminal {
    fn write(&mut self, mut bytes: &[u8]) {
        if self.screen {
            // The page shows it (see `show`).
            return;
        }
        // The break message goes on the line after the terminal's `^C`, where the machines'
        // own `^C` echo left it (the interpreter's column count knows nothing of the echo).
        if self.signalled.swap(false, Ordering::SeqCst) && self.tty && !bytes.starts_with(b"\n") {
            let _ = print_bytes(b"\n");
            self.partial.clear();
        }
        if std::mem::take(&mut self.swallow_newline) {
            if let Some(rest) = bytes.strip_prefix(b"\n") {
                bytes = rest;
            }
        }
        match bytes.iter().rposition(|&c| c == b'\n') {
            Some(end) => {
                self.partial.clear();
                self.partial.extend_from_slice(&bytes[end + 1..]);
            }
            None => self.partial.extend_from_slice(bytes),
        }
        if self.closed || !print_bytes(bytes) {
            // Nobody reads any more: stop the program as BREAK would, at every write (a
            // break cleared at the prompt after the echo failed must not let a loop run on).
            self.closed = true;
            self.brk.raise();
        }
    }

    fn read_line(&mut self) -> Option<Vec<u8>> {
        self.release_keys();
        let prompt = self.take_prompt();
        if let Some(keys) = &self.piped {
            let line = keys.borrow_mut().line();
            return match line {
                PipedLine::Line(line) => Some(line),
                PipedLine::Break => {
                    self.brk.raise();
                    None
                }
                PipedLine::End => None,
            };
        }
        let typed = self.editor.readline(&prompt);
        // rustyline ends the edited line on the terminal whatever ended the editing.
        self.swallow_newline = self.tty && self.answer_ends_line;
        match typed {
            Ok(line) => Some(line.into_bytes()),
            Err(ReadlineError::Interrupted) => {
                // BREAK while the program waits for a line: the program stops there.
                self.brk.raise();
                None
            }
            Err(_) => None,
        }
    }

    fn echoes_input(&self) -> bool {
        self.echo_piped && self.piped.is_some()
    }

    fn break_flag(&self) -> Option<BreakFlag> {
        Some(self.brk.clone())
    }

    fn type_ahead(&mut self, keys: &[u8]) {
        if let Some(k) = &self.piped {
            k.borrow_mut().type_ahead(keys);
        }
    }

    fn show(&mut self, screen: &dyn ScreenView) {
        if let Some(Ok(mut live)) = self.live.as_ref().map(|l| l.try_borrow_mut()) {
            live.show(screen);
        }
    }

    fn keyboard(&self) -> Option<Rc<RefCell<dyn Keyboard>>> {
        match (&self.piped, &self.live) {
            (Some(k), _) => Some(Rc::clone(k) as Rc<RefCell<dyn Keyboard>>),
            (None, Some(k)) => Some(Rc::clone(k) as Rc<RefCell<dyn Keyboard>>),
            (None, None) => None,
        }
    }
}

/// Terminal bytes: LF becomes CR LF only through the terminal's own output processing.
/// Returns whether they could be written (a closed output must not panic).
fn print_bytes(bytes: &[u8]) -> bool {
    let mut out = io::stdout().lock();
    out.write_all(bytes).and_then(|()| out.flush()).is_ok()
}

/// Tab completes a word from the language's own list (keywords and prompt commands).
struct Words(Vec<&'static str>);

impl Completer for Words {
    type Candidate = String;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<String>)> {
        let before = line.get(..pos).unwrap_or("");
        let start = before
            .rfind(|c: char| !c.is_ascii_alphabetic())
            .map_or(0, |i| i + 1);
        let typed = before.get(start..).unwrap_or("").to_ascii_uppercase();
        if typed.is_empty() {
            return Ok((pos, Vec::new()));
        }
        let found = self
            .0
            .iter()
            .filter(|w| w.starts_with(&typed))
            .map(|w| (*w).to_string())
            .collect();
        Ok((start, found))
    }
}

impl Hinter for Words {
    type Hint = String;
}
impl Highlighter for Words {}
impl Validator for Words {}
impl Helper for Words {}

/// The move that puts the cursor just past `chars[k]` (`chars` starts at the cursor).
///
/// rustyline replays a key's custom command with the key's repeat count, so a move of k
/// characters would become a move of one. Its character search is not counted that way:
/// searching for the character after the target lands just past the target, and searching
/// "before" the one after that does too, when the character searched for does not occur
/// earlier (the search starts one past the cursor). When neither works the cursor stops
/// on the target itself, just before it.
fn past(chars: &[char], k: usize) -> Movement {
    // Whether `c` first occurs (from one past the cursor) at index `at`.
    let first_at = |c: char, at: usize| !chars[1..at].contains(&c);
    match (chars.get(k + 1), chars.get(k + 2)) {
        (None, _) => Movement::EndOfLine,
        (Some(&next), _) if first_at(next, k + 1) => {
            Movement::ViCharSearch(1, CharSearch::Forward(next))
        }
        (_, Some(&after)) if first_at(after, k + 2) => {
            Movement::ViCharSearch(1, CharSearch::ForwardBefore(after))
        }
        // In range: the target was found at k.
        _ => Movement::ViCharSearch(1, CharSearch::Forward(chars[k])),
    }
}

/// Ctrl-]: the next key typed is a search character (FOCAL's MODIFY).
struct ArmSearch(Arc<AtomicBool>);

impl ConditionalEventHandler for ArmSearch {
    fn handle(&self, _: &Event, _: RepeatCount, _: bool, _: &EventContext) -> Option<Cmd> {
        self.0.store(true, Ordering::SeqCst);
        Some(Cmd::Noop)
    }
}

/// What a typed key does besides rustyline's own editing.
///
/// - Past the machine's line length the bell rings and the character is dropped, as 8K
///   BASIC did past 71 characters (DIALECT-NOTES §12).
/// - After Ctrl-] a character is a search character: the cursor moves just past its next
///   occurrence, where FOCAL's MODIFY stopped typing the old text after the search character
///   was struck (FOCAL-8 manual, MODIFY); Ctrl-] and the same character again finds the next
///   one, as FOCAL's form feed did. No occurrence rings the bell.
/// - On a machine whose letters were upper case only, a letter typed in lower case is
///   put in as upper case (the C64's letter keys unshifted, the Atari's with its caps on,
///   the Altair's teletype).
struct KeyRules {
    limit: usize,
    search: Arc<AtomicBool>,
    upper: bool,
}

impl ConditionalEventHandler for KeyRules {
    fn handle(&self, evt: &Event, n: RepeatCount, _: bool, ctx: &EventContext) -> Option<Cmd> {
        let key = evt.get(0)?;
        let typed = match key {
            KeyEvent(KeyCode::Char(c), m)
                if !c.is_control() && (*m == Modifiers::NONE || *m == Modifiers::SHIFT) =>
            {
                Some(*c)
            }
            _ => None,
        };
        if self.search.swap(false, Ordering::SeqCst) {
            let target = typed?;
            let rest = ctx.line().get(ctx.pos()..).unwrap_or("");
            let chars: Vec<char> = rest.chars().collect();
            return match chars.iter().position(|&c| c == target) {
                Some(k) => Some(Cmd::Move(past(&chars, k))),
                None => {
                    let _ = print_bytes(b"\x07");
                    Some(Cmd::Noop)
                }
            };
        }
        if typed.is_some() && ctx.line().chars().count() >= self.limit {
            let _ = print_bytes(b"\x07");
            return Some(Cmd::Noop);
        }
        match typed {
            // Not `SelfInsert`: rustyline replays a custom SelfInsert as the last text
            // inserted, which is not this key's.
            Some(c) if self.upper && c.is_ascii_lowercase() => {
                Some(Cmd::Insert(n, c.to_ascii_uppercase().to_string()))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::past;
    use rustyline::{CharSearch, Movement};

    fn chars(s: &str) -> Vec<char> {
        s.chars().collect()
    }

    #[test]
    fn search_lands_just_past_the_target() {
        // `TYPE "HELLO"`, cursor at T, search L: the character after it repeats it, so the
        // search is for what follows that.
        let line = chars("TYPE \"HELLO\"");
        assert_eq!(
            past(&line, 8),
            Movement::ViCharSearch(1, CharSearch::ForwardBefore('O'))
        );
        assert_eq!(
            past(&chars("AB"), 0),
            Movement::ViCharSearch(1, CharSearch::Forward('B'))
        );
        assert_eq!(past(&chars("AB"), 1), Movement::EndOfLine);
        // No way to land past it: stop on it.
        assert_eq!(
            past(&chars("XAXAA"), 2),
            Movement::ViCharSearch(1, CharSearch::Forward('X'))
        );
    }
}
