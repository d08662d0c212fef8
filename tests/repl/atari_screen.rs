//! The Atari at a terminal: `ferrite run programs/MATCHBOX.BAS` on a pty draws the 800XL's
//! screen (read back through a terminal emulator, vt100), the arrow keys move MATCHBOX's
//! cursor through the joystick, Tab is the fire button that marks a square, typed keys
//! answer its question, and Ctrl-C is BREAK: `STOPPED  AT LINE n` and the terminal given
//! back (main screen, cursor shown).

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use expectrl::Session;

/// A `ferrite` process on a 30x80 pty, its output fed to a terminal emulator.
struct Terminal {
    pty: Session,
    screen: vt100::Parser,
    raw: Vec<u8>,
}

impl Terminal {
    fn start(args: &[&str]) -> Terminal {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_ferrite"));
        cmd.args(args)
            .current_dir(root)
            .env("TERM", "xterm-256color")
            .env_remove("NO_COLOR");
        let mut pty = Session::spawn(cmd).expect("ferrite starts on a pty");
        pty.get_process_mut()
            .set_window_size(80, 30)
            .expect("window size");
        Terminal {
            pty,
            screen: vt100::Parser::new(30, 80, 0),
            raw: Vec::new(),
        }
    }

    /// Reads what the program drew so far.
    fn read(&mut self) {
        let mut buf = [0u8; 8192];
        while let Ok(n) = self.pty.try_read(&mut buf) {
            if n == 0 {
                break;
            }
            self.screen.process(&buf[..n]);
            self.raw.extend_from_slice(&buf[..n]);
        }
    }

    /// The terminal's text now.
    fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Waits (up to 30 s) until the screen shows a line that `test` accepts; gives it.
    fn wait_for(&mut self, what: &str, test: impl Fn(&str) -> bool) -> String {
        let began = Instant::now();
        loop {
            self.read();
            if let Some(line) = self.text().lines().find(|l| test(l)) {
                return line.to_string();
            }
            if began.elapsed() > Duration::from_secs(30) {
                panic!("no {what} on the screen:\n{}", self.text());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits for `text` on the screen.
    fn expect(&mut self, text: &str) -> String {
        self.wait_for(text, |l| l.contains(text))
    }

    fn keys(&mut self, keys: &str) {
        self.pty.send(keys).expect("typing reaches the pty");
    }
}

#[test]
fn matchbox_plays_at_the_terminal_and_ctrl_c_gives_the_terminal_back() {
    let mut t = Terminal::start(&["run", "programs/MATCHBOX.BAS"]);
    t.expect("MATCHBOX TIC-TAC-TOE");
    t.expect("WHO GOES FIRST? (C OR H)");
    t.keys("H");
    t.expect("YOUR MOVE (X)");
    // The cursor starts on the centre square (CU=5): `>.<` in the middle row of the board.
    let rows = |t: &Terminal| -> Vec<String> {
        t.text()
            .lines()
            .filter(|l| l.contains('|') && l.contains('.'))
            .map(str::to_string)
            .collect()
    };
    t.wait_for("the cursor on the centre", |l| l.contains("|>.<|"));
    assert!(rows(&t).len() == 3, "{}", t.text());
    assert!(rows(&t)[1].contains(">.<"), "{}", t.text());
    // Up on the joystick: the cursor goes to the top row.
    t.keys("\x1b[A");
    let began = Instant::now();
    while !rows(&t).first().is_some_and(|r| r.contains(">.<")) {
        assert!(began.elapsed() < Duration::from_secs(30), "{}", t.text());
        std::thread::sleep(Duration::from_millis(50));
        t.read();
    }
    // Fire (Tab) marks the square under the cursor with the human's X.
    t.keys("\t");
    t.wait_for("an X in the top row", |l| l.contains(">X<"));
    // BREAK: the run stops where it was, the terminal is given back.
    t.keys("\x03");
    // Rev. C's message has two spaces: `STOPPED  AT LINE n`.
    let line = t.wait_for("STOPPED  AT LINE", |l| l.contains("STOPPED  AT LINE"));
    let number = line.split("AT LINE").nth(1).unwrap_or("");
    assert!(
        number
            .trim_start()
            .starts_with(|c: char| c.is_ascii_digit()),
        "{line}"
    );
    let began = Instant::now();
    while t.pty.is_alive().unwrap_or(false) {
        assert!(began.elapsed() < Duration::from_secs(10), "ferrite ended");
        std::thread::sleep(Duration::from_millis(50));
        t.read();
    }
    t.read();
    let raw = String::from_utf8_lossy(&t.raw);
    assert!(raw.contains("\x1b[?1049l"), "the main screen is back");
    assert!(!t.screen.screen().alternate_screen(), "main screen");
    assert!(
        !t.screen.screen().hide_cursor(),
        "the cursor is shown again"
    );
}

#[test]
fn the_computer_goes_first_when_asked_with_c() {
    let mut t = Terminal::start(&["run", "programs/MATCHBOX.BAS"]);
    t.expect("WHO GOES FIRST? (C OR H)");
    t.keys("c");
    t.expect("MY MOVE");
    // The computer (X) has marked a square; now it is the human's turn as O.
    t.expect("YOUR MOVE (O)");
    t.wait_for("the computer's X", |l| l.contains('|') && l.contains('X'));
    t.keys("\x03");
    t.expect("STOPPED  AT LINE");
}
