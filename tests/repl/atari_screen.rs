//! The Atari at a terminal: `ferrite run programs/MATCHBOX.BAS` on a pty draws the 800XL's
//! screen (read back through a terminal emulator, vt100), the arrow keys move MATCHBOX's
//! cursor through the joystick, Tab is the fire button that marks a square, typed keys
//! answer its question, and Ctrl-C is BREAK: `STOPPED  AT LINE n` and the terminal given
//! back (main screen, cursor shown).

use std::path::Path;

use super::harness::Term;

/// `ferrite args...` in the repository's root on an 80x30 terminal.
fn start(args: &[&str]) -> Term {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    Term::start(root, args, 80, 30)
}

#[test]
fn matchbox_plays_at_the_terminal_and_ctrl_c_gives_the_terminal_back() {
    let mut t = start(&["run", "programs/MATCHBOX.BAS"]);
    t.expect("MATCHBOX TIC-TAC-TOE");
    t.expect("WHO GOES FIRST? (C OR H)");
    t.keys("H");
    t.expect("YOUR MOVE (X)");
    // The cursor starts on the centre square (CU=5): `>.<` in the middle row of the board.
    let rows = |t: &Term| -> Vec<String> {
        t.text()
            .lines()
            .filter(|l| l.contains('|') && l.contains('.'))
            .map(str::to_string)
            .collect()
    };
    t.wait_row("the cursor on the centre", |l| l.contains("|>.<|"));
    assert!(rows(&t).len() == 3, "{}", t.text());
    assert!(rows(&t)[1].contains(">.<"), "{}", t.text());
    // Up on the joystick: the cursor goes to the top row.
    t.keys("\x1b[A");
    t.wait("the cursor on the top row", |t| {
        rows(t).first().is_some_and(|r| r.contains(">.<"))
    });
    // Fire (Tab) marks the square under the cursor with the human's X.
    t.keys("\t");
    t.wait_row("an X in the top row", |l| l.contains(">X<"));
    // BREAK: the run stops where it was, the terminal is given back.
    t.keys("\x03");
    // Rev. C's message has two spaces: `STOPPED  AT LINE n`.
    let line = t.wait_row("STOPPED  AT LINE", |l| l.contains("STOPPED  AT LINE"));
    let number = line.split("AT LINE").nth(1).unwrap_or("");
    assert!(
        number
            .trim_start()
            .starts_with(|c: char| c.is_ascii_digit()),
        "{line}"
    );
    t.wait_exit();
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
    let mut t = start(&["run", "programs/MATCHBOX.BAS"]);
    t.expect("WHO GOES FIRST? (C OR H)");
    t.keys("c");
    t.expect("MY MOVE");
    // The computer (X) has marked a square; now it is the human's turn as O.
    t.expect("YOUR MOVE (O)");
    t.wait_row("the computer's X", |l| l.contains('|') && l.contains('X'));
    t.keys("\x03");
    t.expect("STOPPED  AT LINE");
}
