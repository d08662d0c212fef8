//! Issue 25 for the Atari at a terminal (`ferrite run` of a listing on a pty, read back
//! through vt100): INPUT's `?` prompt shows where POSITION put it before a key is typed,
//! typed text lands after it in the screen's colours and in upper case, and a screen the
//! program clears leaves none of it behind; on a terminal smaller than the 800XL's screen
//! the part around the cursor is shown and the bottom row says what is cut; the screen
//! printed after the run keeps its colours.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use expectrl::Session;

/// A `ferrite` process on a pty of `cols` x `rows`, its output fed to a terminal emulator.
struct Screen {
    pty: Session,
    parser: vt100::Parser,
    raw: Vec<u8>,
}

impl Screen {
    fn start(dir: &Path, program: &str, cols: u16, rows: u16) -> Screen {
        std::fs::write(dir.join("P.LST"), program).expect("program written");
        // The pty gets its size before ferrite starts (stty in a shell that then becomes
        // ferrite): sizing it after the spawn races with the first frame.
        let mut cmd = Command::new("sh");
        cmd.arg("-c")
            .arg(format!(
                "stty rows {rows} cols {cols}; exec \"$0\" run --dialect atari P.LST"
            ))
            .arg(env!("CARGO_BIN_EXE_ferrite"))
            .current_dir(dir)
            .env("TERM", "xterm-256color")
            .env_remove("NO_COLOR");
        let mut pty = Session::spawn(cmd).expect("ferrite starts on a pty");
        pty.get_process_mut()
            .set_window_size(cols, rows)
            .expect("window size");
        Screen {
            pty,
            parser: vt100::Parser::new(rows, cols, 0),
            raw: Vec::new(),
        }
    }

    fn read(&mut self) {
        let mut buf = [0u8; 8192];
        while let Ok(n) = self.pty.try_read(&mut buf) {
            if n == 0 {
                break;
            }
            self.parser.process(&buf[..n]);
            self.raw.extend_from_slice(&buf[..n]);
        }
    }

    /// The terminal's rows now.
    fn rows(&self) -> Vec<String> {
        self.parser
            .screen()
            .contents()
            .lines()
            .map(str::to_string)
            .collect()
    }

    /// Waits (30 s at most) until the screen is as `test` wants it.
    fn wait(&mut self, what: &str, test: impl Fn(&[String]) -> bool) {
        let began = Instant::now();
        loop {
            self.read();
            if test(&self.rows()) {
                return;
            }
            assert!(
                began.elapsed() < Duration::from_secs(30),
                "no {what}:\n{}",
                self.rows().join("\n")
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn keys(&mut self, keys: &str) {
        self.pty.send(keys).expect("typing reaches the pty");
    }

    /// Ctrl-C, and waits for the process to end.
    fn stop(&mut self) {
        self.keys("\x03");
        let began = Instant::now();
        while self.pty.is_alive().unwrap_or(false) {
            assert!(began.elapsed() < Duration::from_secs(30), "ferrite ends");
            std::thread::sleep(Duration::from_millis(50));
            self.read();
        }
        self.read();
    }
}

const INPUT_LOOP: &str =
    "5 DIM A$(20)\n10 GRAPHICS 0:POSITION 2,5:INPUT A$:PRINT \"GOT \";A$\n20 GOTO 10\n";

/// The `?` at column 2 of row 5 (terminal row 6 and column 3, inside the border) before
/// anything is typed; `hello` then shows there as `HELLO` in the screen's colours (not the
/// terminal's default ones); after RETURN GRAPHICS 0 clears the screen and the next `?`
/// stands alone, without the old text.
#[test]
fn input_prompt_and_typed_text_are_drawn_where_the_machine_has_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut s = Screen::start(dir.path(), INPUT_LOOP, 80, 30);
    s.wait("the ? prompt at row 5", |rows| {
        rows.get(6).is_some_and(|r| r.starts_with("   ?"))
    });
    s.keys("hello");
    s.wait("the typed text after the prompt", |rows| {
        rows.get(6).is_some_and(|r| r.starts_with("   ?HELLO"))
    });
    let cell = s.parser.screen().cell(6, 5).expect("a cell");
    assert_ne!(
        cell.bgcolor(),
        vt100::Color::Default,
        "the screen's colours"
    );
    s.keys("\r");
    // Keys typed before the next INPUT waits go to the machine's keyboard, not the line.
    s.wait("the next prompt, the old text gone", |rows| {
        rows.get(6).is_some_and(|r| r.trim_end() == "   ?")
    });
    s.keys("ab");
    s.wait("the next prompt with only the new text", |rows| {
        rows.get(6).is_some_and(|r| r.trim_end() == "   ?AB")
    });
    s.stop();
}

/// At 60x20 the rows around the cursor (row 23 of 24) are shown and the last row says
/// which rows and columns, and what size the whole needs; at 30x10 the same, cut to 30
/// columns, with no row wider than the terminal.
#[test]
fn a_small_terminal_shows_the_part_around_the_cursor_and_says_what_is_cut() {
    let dir = tempfile::tempdir().expect("temp dir");
    let program = "10 POSITION 2,22:PRINT \"BOTTOM LINE\"\n20 GOTO 20\n";
    for (cols, rows, note) in [(60, 20, "rows 6-24 cols 1-40"), (30, 10, "rows ")] {
        let mut s = Screen::start(dir.path(), program, cols, rows);
        s.wait("the bottom row's text", |r| {
            r.iter().any(|l| l.contains("BOTTOM LINE"))
        });
        s.wait("the note on the last row", |r| {
            r.last().is_some_and(|l| l.starts_with(note))
        });
        assert!(s
            .rows()
            .iter()
            .all(|l| l.chars().count() <= usize::from(cols)));
        s.stop();
    }
}

/// The screen printed on the main screen after the run has the screen's colours (24-bit
/// SGR codes) and its text.
#[test]
fn the_last_screen_is_printed_in_colour() {
    let dir = tempfile::tempdir().expect("temp dir");
    let program = "10 PRINT \"LAST WORDS\"\n20 GOTO 20\n";
    let mut s = Screen::start(dir.path(), program, 80, 30);
    s.wait("the text", |r| r.iter().any(|l| l.contains("LAST WORDS")));
    let drawn = s.raw.len();
    s.stop();
    let after = String::from_utf8_lossy(&s.raw[drawn..]).into_owned();
    let main = &after[after.rfind("\x1b[?1049l").expect("main screen back")..];
    assert!(main.contains("LAST WORDS"), "{main:?}");
    assert!(main.contains("\x1b[38;2;"), "{main:?}");
}
