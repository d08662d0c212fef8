//! Standard input as GW-BASIC's keyboard buffer when it is not a terminal (see [`PipedKeys`]).

use std::io;

use ferrite_console::{Keyboard, TypistPace};

/// Standard input when it is not a terminal: the machine's keyboard buffer, byte for byte.
/// CR or LF is Enter (CR LF one Enter; once CR has been Enter, a lone LF is Ctrl-J), 0x03 is Ctrl-C, NUL and the byte after it an extended
/// key (an editing key the piped line has no use for), Backspace rubs out the last character
/// and Esc the whole line, as GW-BASIC's screen editor did with them (GW-BASIC User's Guide,
/// chapter 5; pcbasic-suite README, `keys=`).
///
/// A running program's INKEY$ gets them as the reference runs' typist types them
/// ([`TypistPace`]): the next key when the program has shown something since it took its
/// last one, else at the 400th look, and a look that would get a key when none is left ends
/// the run, as `ferrite run`'s piped keyboard does.
pub(super) struct PipedKeys {
    input: io::BufReader<io::Stdin>,
    /// Keys the interpreter put in front of the input (a program that POKEd the BIOS
    /// keyboard buffer).
    ahead: std::collections::VecDeque<u8>,
    /// Whether Enter comes as CR (one came, or one was waiting): a lone LF is then Ctrl-J.
    cr_seen: bool,
    /// When INKEY$ gets the next key.
    pace: TypistPace,
}

impl Keyboard for PipedKeys {
    fn key(&mut self) -> Option<u8> {
        self.next()
    }

    fn edits_on_screen(&self) -> bool {
        true
    }

    fn typed_when_asked(&self) -> bool {
        true
    }

    fn look(&mut self, shown: bool) -> bool {
        // Keys the program POKEd ahead are waiting in the buffer already.
        !self.ahead.is_empty() || self.pace.look(shown)
    }

    fn unread(&mut self, keys: &[u8]) {
        self.type_ahead(keys);
    }

    fn edit_key(&mut self) -> Option<u8> {
        let b = self.next()?;
        Some(match b {
            b'\r' => {
                self.cr_seen = true;
                if self.peek() == Some(b'\n') {
                    self.next();
                }
                b'\r'
            }
            // As in `line`: with CR for Enter a lone LF is Ctrl-J.
            b'\n' if self.cr_is_enter() => b'\n',
            b'\n' => b'\r',
            _ => b,
        })
    }
}

/// What reading a line from the piped keys gave.
pub(super) enum PipedLine {
    /// A line ended by Enter (or by the end of the input).
    Line(Vec<u8>),
    /// Ctrl-C.
    Break,
    /// No more input.
    End,
}

impl PipedKeys {
    /// Keys from standard input.
    pub(super) fn new() -> Self {
        Self {
            input: io::BufReader::new(io::stdin()),
            ahead: std::collections::VecDeque::new(),
            cr_seen: false,
            pace: TypistPace::default(),
        }
    }

    /// Puts keys in front of the input, to be read first.
    pub(super) fn type_ahead(&mut self, keys: &[u8]) {
        for &k in keys.iter().rev() {
            self.ahead.push_front(k);
        }
    }

    /// The next byte, without taking it.
    fn peek(&mut self) -> Option<u8> {
        use std::io::BufRead;
        if let Some(&b) = self.ahead.front() {
            return Some(b);
        }
        self.input.fill_buf().ok()?.first().copied()
    }

    /// Whether these keys use CR for Enter: one came already, or one waits in the buffer.
    fn cr_is_enter(&mut self) -> bool {
        use std::io::BufRead;
        if !self.cr_seen {
            self.cr_seen = self.input.fill_buf().is_ok_and(|b| b.contains(&b'\r'));
        }
        self.cr_seen
    }

    /// The next byte.
    fn next(&mut self) -> Option<u8> {
        use std::io::BufRead;
        if let Some(b) = self.ahead.pop_front() {
            return Some(b);
        }
        let b = self.peek()?;
        self.input.consume(1);
        Some(b)
    }

    /// The next line typed, or a break, or the end of the input.
    pub(super) fn line(&mut self) -> PipedLine {
        let mut line = Vec::new();
        loop {
            let Some(b) = self.next() else {
                return if line.is_empty() {
                    PipedLine::End
                } else {
                    PipedLine::Line(line)
                };
            };
            match b {
                b'\r' => {
                    self.cr_seen = true;
                    if self.peek() == Some(b'\n') {
                        self.next();
                    }
                    return PipedLine::Line(line);
                }
                // Keys whose Enter is CR, as a PC keyboard's was: LF is Ctrl-J, which goes
                // on to the next row within the same line (GW-BASIC User's Guide, chapter
                // 5; pcbasic-suite type_program_with_line_feed). Text with LF line ends
                // has LF as its Enter.
                b'\n' if self.cr_is_enter() => line.push(b'\n'),
                b'\n' => return PipedLine::Line(line),
                0x03 => return PipedLine::Break,
                0 => {
                    self.next();
                }
                0x08 => {
                    line.pop();
                }
                0x1b => line.clear(),
                _ => line.push(b),
            }
        }
    }
}
