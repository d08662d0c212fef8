//! The line REPL on the pty harness: a `ferrite` REPL typed at line by line, and what it
//! printed read back as text.

use std::ops::{Deref, DerefMut};
use std::path::Path;
use std::time::{Duration, Instant};

use super::harness::{Term, PATIENCE};

/// A `ferrite` REPL at the other end of a pty, printing lines (not a drawn screen).
pub struct Repl {
    /// The terminal it runs on (the harness's waits, keys and exit status).
    pub term: Term,
    syncs: u32,
    /// How the REPL prints a string sum (`PRINT "A"+"B"` or FOCAL's `TYPE "A","B"`).
    focal: bool,
}

impl Deref for Repl {
    type Target = Term;
    fn deref(&self) -> &Term {
        &self.term
    }
}

impl DerefMut for Repl {
    fn deref_mut(&mut self) -> &mut Term {
        &mut self.term
    }
}

impl Repl {
    /// Starts `ferrite args...` in `dir`, with its history file under `dir`.
    pub fn start(dir: &Path, args: &[&str]) -> Repl {
        Repl {
            term: Term::lines(dir, args),
            syncs: 0,
            focal: args.first() == Some(&"focal"),
        }
    }

    /// Types a line and Enter.
    pub fn type_line(&mut self, line: &str) {
        self.term.keys(&format!("{line}\r"));
    }

    /// Types many lines, waiting now and then until they are taken: the terminal keeps at
    /// most 4 KB typed ahead (more is dropped while a line is being stored), and a person
    /// types slower than that anyway.
    pub fn type_lines<'a>(&mut self, lines: impl IntoIterator<Item = &'a str>) {
        for (i, line) in lines.into_iter().enumerate() {
            self.type_line(line);
            if i % 10 == 9 {
                self.sync();
            }
        }
    }

    /// Waits for `text` and gives what came before it, cleaned.
    pub fn expect(&mut self, text: &str) -> String {
        clean(self.term.printed(text).as_bytes())
    }

    /// Types a line that prints a fresh word, waits for it, and gives everything shown since
    /// the last sync: every line typed before it has been taken.
    pub fn sync(&mut self) -> String {
        self.syncs += 1;
        let n = self.syncs;
        if self.focal {
            self.type_line(&format!("TYPE \"SY\",\"NC{n}\",!"));
        } else {
            // `;` joins the halves in every BASIC (Atari BASIC has no string `+`).
            self.type_line(&format!("PRINT \"SY\";\"NC{n}\""));
        }
        self.expect(&format!("SYNC{n}"))
    }

    /// Waits until the line editor has the terminal (rustyline switches bracketed paste on
    /// when it enters raw mode): a Ctrl-C sent before would be a signal, not a key.
    pub fn editing(&mut self) {
        self.expect("\x1b[?2004h");
    }

    /// Types a command that starts a program, and waits until the editor has handed the
    /// line over (rustyline switches bracketed paste off as it leaves raw mode) and the
    /// terminal has its signals back (or the machine its key mode): from then on Ctrl-C is
    /// BREAK, not the line editor's key.
    /// Lines typed before are synced first.
    pub fn start_program(&mut self, command: &str) {
        self.sync();
        self.type_line(command);
        self.expect("\x1b[?2004l");
        self.term.wait("Ctrl-C a BREAK again", Term::ctrl_c_breaks);
    }

    /// Types `LIST args` and gives the lines it printed.
    pub fn list(&mut self, args: &str) -> Vec<String> {
        let command = if args.is_empty() {
            "LIST".to_string()
        } else {
            format!("LIST {args}")
        };
        self.listing(&command)
    }

    /// Types a listing command (LIST, WRITE) and gives the numbered lines it printed.
    pub fn listing(&mut self, command: &str) -> Vec<String> {
        self.type_line(command);
        let screen = self.sync();
        // What follows the echo of the command (earlier echoes of typed lines look alike).
        let after = screen
            .rfind(&format!("{command}\n"))
            .map_or(&screen[..], |at| &screen[at + command.len() + 1..]);
        listed_lines(after)
    }

    /// Ctrl-D at the prompt, and the process ends. A Ctrl-D that arrives before the editor
    /// has the terminal is an end-of-file the terminal swallows, so it is pressed again
    /// until the process has gone.
    pub fn quit(mut self) {
        let began = Instant::now();
        loop {
            self.term.keys("\x04");
            // A quarter of a second to leave before the key is pressed again.
            let pressed = Instant::now();
            while pressed.elapsed() < Duration::from_millis(250) {
                if !self.term.pty.is_alive().unwrap_or(false) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(20));
                self.term.read();
            }
            assert!(
                began.elapsed() < PATIENCE,
                "ferrite did not leave on Ctrl-D"
            );
        }
    }
}

/// The text a terminal shows for this output: carriage returns go back to the start of the
/// line and later text overwrites, `ESC [ K` clears to the end of the line, `ESC [ n C` and
/// `ESC [ n D` move the cursor; other escape sequences and the bell show nothing.
fn clean(bytes: &[u8]) -> String {
    let mut lines: Vec<Vec<u8>> = vec![Vec::new()];
    let mut col = 0;
    let mut i = 0;
    while i < bytes.len() {
        let line = lines.last_mut().expect("one line at least");
        match bytes[i] {
            0x1b if bytes.get(i + 1) == Some(&b'[') => {
                let start = i + 2;
                let mut end = start;
                while end < bytes.len() && !(0x40..=0x7e).contains(&bytes[end]) {
                    end += 1;
                }
                let n: usize = std::str::from_utf8(&bytes[start..end])
                    .ok()
                    .and_then(|p| p.parse().ok())
                    .unwrap_or(1);
                match bytes.get(end) {
                    Some(b'K') => line.truncate(col),
                    Some(b'C') => col += n,
                    Some(b'D') => col = col.saturating_sub(n),
                    _ => {}
                }
                i = end + 1;
                continue;
            }
            b'\r' => col = 0,
            b'\n' => {
                lines.push(Vec::new());
                col = 0;
            }
            b if b < 0x20 => {}
            b => {
                if line.len() < col {
                    line.resize(col, b' ');
                }
                if col < line.len() {
                    line[col] = b;
                } else {
                    line.push(b);
                }
                col += 1;
            }
        }
        i += 1;
    }
    let text: Vec<String> = lines
        .iter()
        .map(|l| String::from_utf8_lossy(l).into_owned())
        .collect();
    text.join("\n")
}

/// The numbered lines of a screen capture, as LIST printed them (each LIST line is also
/// preceded by a line end the echo of a typed line is not).
fn listed_lines(screen: &str) -> Vec<String> {
    screen
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
        .map(str::to_string)
        .collect()
}
