//! A console over any reader and writer: standard input and output for `ferrite run`.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::rc::Rc;

use crate::{BreakFlag, Console, Keyboard};

/// Reads typed lines from a buffered reader and writes output to a writer.
///
/// Lines may end in LF or CR LF; the line end is removed. Output is written as it comes, so a
/// prompt is visible before the program waits for its answer.
pub struct PipeConsole<R, W> {
    /// Shared with the keyboard a running program reads key by key ([`Console::keyboard`]).
    input: Rc<RefCell<R>>,
    output: W,
    echo: bool,
    brk: BreakFlag,
    terminal_echoes: bool,
    /// The output could not be written (a pipe whose reader has gone).
    closed: bool,
    /// What the terminal has shown already of the interpreter's next output: the typed text
    /// (when the interpreter echoes it) and the line end after it.
    shown: Vec<u8>,
    /// Keys the interpreter put in front of the input (`Console::type_ahead`,
    /// `Keyboard::unread`), shared with the keyboard.
    ahead: Rc<RefCell<VecDeque<u8>>>,
    /// Whether someone watches the output as it comes ([`Console::keeps_time`]).
    watched: bool,
}

impl<R: BufRead, W: Write> PipeConsole<R, W> {
    /// Creates a console; `echo` makes the interpreter show typed text as a teletype page would.
    pub fn new(input: R, output: W, echo: bool) -> Self {
        Self {
            input: Rc::new(RefCell::new(input)),
            output,
            echo,
            brk: BreakFlag::new(),
            terminal_echoes: false,
            closed: false,
            shown: Vec::new(),
            ahead: Rc::default(),
            watched: false,
        }
    }

    /// Says that someone watches the output as it comes (it goes to a terminal): the
    /// machine's waits then take their time. Without it the output is collected and they
    /// pass at once.
    pub fn with_watcher(mut self, watched: bool) -> Self {
        self.watched = watched;
        self
    }

    /// Attaches the flag a Ctrl-C handler or a watchdog raises (without one the console
    /// has a flag of its own, raised when the output is closed).
    pub fn with_break_flag(mut self, flag: BreakFlag) -> Self {
        self.brk = flag;
        self
    }

    /// Whether writing failed: the reader of the output has gone (`| head` quit), so the
    /// run was broken off and nothing more can be shown.
    pub fn output_closed(&self) -> bool {
        self.closed
    }

    /// Says that the input is a terminal, which shows what is typed and the Enter itself: the
    /// interpreter's own echo of that line is then not shown twice.
    pub fn with_terminal_echo(mut self, terminal_echoes: bool) -> Self {
        self.terminal_echoes = terminal_echoes;
        self
    }

    /// Gives back the writer, for callers that collect the output.
    pub fn into_output(self) -> W {
        self.output
    }
}

impl<R: BufRead + 'static, W: Write> Console for PipeConsole<R, W> {
    fn write(&mut self, bytes: &[u8]) {
        let mut rest = bytes;
        // Skip what the terminal already showed; anything else ends the skipping.
        while let (Some(&s), Some(&b)) = (self.shown.first(), rest.first()) {
            if s != b {
                self.shown.clear();
                break;
            }
            self.shown.remove(0);
            rest = &rest[1..];
        }
        if self.closed {
            return;
        }
        // A closed stdout (a pager that quit) stops the run as BREAK would, quietly: nobody
        // is left to read what a looping program prints.
        if self
            .output
            .write_all(rest)
            .and_then(|()| self.output.flush())
            .is_err()
        {
            self.closed = true;
            self.brk.raise();
        }
    }

    fn read_line(&mut self) -> Option<Vec<u8>> {
        let mut line = Vec::new();
        // Keys put ahead come first; a line end among them ends the line.
        while let Some(b) = self.ahead.borrow_mut().pop_front() {
            if b == b'\r' || b == b'\n' {
                return Some(line);
            }
            line.push(b);
        }
        if !line.is_empty() {
            let mut rest = Vec::new();
            if let Ok(n) = self.input.borrow_mut().read_until(b'\n', &mut rest) {
                if n > 0 {
                    while matches!(rest.last(), Some(b'\n' | b'\r')) {
                        rest.pop();
                    }
                    line.extend(rest);
                }
            }
            return Some(line);
        }
        match self.input.borrow_mut().read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => {
                if line.last() == Some(&b'\n') {
                    line.pop();
                }
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                if self.terminal_echoes {
                    self.shown = if self.echo { line.clone() } else { Vec::new() };
                    self.shown.push(b'\n');
                }
                Some(line)
            }
        }
    }

    fn echoes_input(&self) -> bool {
        self.echo
    }

    fn break_flag(&self) -> Option<BreakFlag> {
        Some(self.brk.clone())
    }

    fn keeps_time(&self) -> bool {
        self.watched
    }

    fn type_ahead(&mut self, keys: &[u8]) {
        put_ahead(&mut self.ahead.borrow_mut(), keys);
    }

    fn keyboard(&self) -> Option<Rc<RefCell<dyn Keyboard>>> {
        // At a terminal the typed text arrives a line at a time, so a program polling the
        // keyboard would wait at every poll: there it finds no key waiting instead.
        if self.terminal_echoes {
            return None;
        }
        Some(Rc::new(RefCell::new(PipedKeyboard {
            input: Rc::clone(&self.input),
            ahead: Rc::clone(&self.ahead),
            pace: TypistPace::default(),
        })))
    }

    fn read_key(&mut self) -> Option<u8> {
        if let Some(b) = self.ahead.borrow_mut().pop_front() {
            return Some(b);
        }
        next_key(&mut *self.input.borrow_mut())
    }
}

/// Looks a typist lets pass without typing before typing the next key anyway, when the
/// program has shown nothing since its last key.
const PATIENCE: u32 = 400;

/// When the reference runs' typist types the next key at a program's look (INKEY$): when
/// the program has shown something since it took its last key, or else at the
/// [`PATIENCE`]th look since (`../shared/oracles/gw-real` FEEDK `hook16`: its gate and
/// NPOLL). Shared by every piped keyboard, so `ferrite run` and `ferrite basic` type alike.
#[derive(Clone, Copy, Debug, Default)]
pub struct TypistPace {
    /// Looks since the last key was typed.
    looks: u32,
}

impl TypistPace {
    /// A look at the keyboard; `shown` says whether the program has shown anything since
    /// it took its last key. Whether a key is typed for this look.
    pub fn look(&mut self, shown: bool) -> bool {
        self.looks = self.looks.saturating_add(1);
        if shown || self.looks >= PATIENCE {
            self.looks = 0;
            return true;
        }
        false
    }
}

/// Piped input seen as a keyboard: every byte is a key, typed when the program asks.
///
/// The typist answers what the program shows: at a look (INKEY$) the next key is typed
/// when the program has shown something since it took its last key, or else at the
/// [`PATIENCE`]th look since. So a prompt's answer is there at the first look after the
/// prompt, and a loop that empties the buffer after the prompt takes one key, not all of
/// them. This is the typist of the reference runs (`../shared/oracles/gw-real`, FEEDK:
/// one key when GW-BASIC polls after output, or after 400 empty polls), so a piped run
/// is compared with the machine's key for key.
struct PipedKeyboard<R> {
    input: Rc<RefCell<R>>,
    /// Keys put back in front of the input, shared with the console's lines.
    ahead: Rc<RefCell<VecDeque<u8>>>,
    /// When the next key is typed.
    pace: TypistPace,
}

impl<R: BufRead> Keyboard for PipedKeyboard<R> {
    fn key(&mut self) -> Option<u8> {
        if let Some(b) = self.ahead.borrow_mut().pop_front() {
            return Some(b);
        }
        next_key(&mut *self.input.borrow_mut())
    }

    fn typed_when_asked(&self) -> bool {
        true
    }

    fn look(&mut self, shown: bool) -> bool {
        // Keys put back are in the buffer already.
        !self.ahead.borrow().is_empty() || self.pace.look(shown)
    }

    fn unread(&mut self, keys: &[u8]) {
        put_ahead(&mut self.ahead.borrow_mut(), keys);
    }
}

/// Puts `keys` in front of the keys queued ahead, in their order.
fn put_ahead(ahead: &mut VecDeque<u8>, keys: &[u8]) {
    for &k in keys.iter().rev() {
        ahead.push_front(k);
    }
}

/// The next key of piped input: LF, CR or CR LF is one Enter, CHR$(13) as the machines'
/// RETURN key gave it. `None` when the input has ended.
fn next_key(input: &mut impl BufRead) -> Option<u8> {
    let b = *input.fill_buf().ok()?.first()?;
    input.consume(1);
    match b {
        b'\n' => Some(b'\r'),
        b'\r' => {
            if input.fill_buf().ok().and_then(|buf| buf.first().copied()) == Some(b'\n') {
                input.consume(1);
            }
            Some(b'\r')
        }
        _ => Some(b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_put_back_come_first_to_keys_and_lines() {
        let mut con = PipeConsole::new(
            std::io::Cursor::new(b"CD\nEF\n".to_vec()),
            Vec::new(),
            false,
        );
        let k = con.keyboard().expect("a piped keyboard");
        assert_eq!(k.borrow_mut().key(), Some(b'C'));
        k.borrow_mut().unread(b"AB");
        assert_eq!(k.borrow_mut().key(), Some(b'A'));
        // The line reader sees the rest put back, then the input's line goes on.
        assert_eq!(con.read_line(), Some(b"BD".to_vec()));
        k.borrow_mut().unread(b"X\r");
        assert_eq!(con.read_line(), Some(b"X".to_vec()));
        assert_eq!(con.read_line(), Some(b"EF".to_vec()));
    }

    #[test]
    fn the_typist_types_after_output_or_at_the_400th_look() {
        let con = PipeConsole::new(std::io::Cursor::new(b"AB".to_vec()), Vec::new(), false);
        let k = con.keyboard().expect("a piped keyboard");
        let mut k = k.borrow_mut();
        assert!(k.typed_when_asked());
        // Something was shown: the key is typed at this look.
        assert!(k.look(true));
        assert_eq!(k.key(), Some(b'A'));
        // Nothing shown since: 399 looks pass, the 400th gets the next key.
        assert!((1..PATIENCE).all(|_| !k.look(false)));
        assert!(k.look(false));
        assert_eq!(k.key(), Some(b'B'));
        assert_eq!(k.key(), None);
    }
}
