//! Issue 25 for the Atari at a terminal (`ferrite run` of a listing on a pty, read back
//! through vt100): INPUT's `?` prompt shows where POSITION put it before a key is typed,
//! typed text lands after it in the screen's colours and in upper case, and a screen the
//! program clears leaves none of it behind; on a terminal smaller than the 800XL's screen
//! the part around the cursor is shown and the bottom row says what is cut; the screen
//! printed after the run keeps its colours.

use std::path::Path;

use super::harness::{Show, Term};

/// `ferrite run --dialect atari P.LST` with `program` written to `dir` as P.LST, on a
/// terminal of `cols` x `rows`.
fn start(dir: &Path, program: &str, cols: u16, rows: u16) -> Term {
    Term::run(dir, "atari", "P.LST", program, cols, rows, Show::Drawn)
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
    let mut s = start(dir.path(), INPUT_LOOP, 80, 30);
    s.wait_rows("the ? prompt at row 5", |rows| {
        rows.get(6).is_some_and(|r| r.starts_with("   ?"))
    });
    s.keys("hello");
    s.wait_rows("the typed text after the prompt", |rows| {
        rows.get(6).is_some_and(|r| r.starts_with("   ?HELLO"))
    });
    let cell = s.screen.screen().cell(6, 5).expect("a cell");
    assert_ne!(
        cell.bgcolor(),
        vt100::Color::Default,
        "the screen's colours"
    );
    s.keys("\r");
    // Keys typed before the next INPUT waits go to the machine's keyboard, not the line.
    s.wait_rows("the next prompt, the old text gone", |rows| {
        rows.get(6).is_some_and(|r| r.trim_end() == "   ?")
    });
    s.keys("ab");
    s.wait_rows("the next prompt with only the new text", |rows| {
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
        let mut s = start(dir.path(), program, cols, rows);
        s.wait_rows("the bottom row's text", |r| {
            r.iter().any(|l| l.contains("BOTTOM LINE"))
        });
        s.wait_rows("the note on the last row", |r| {
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
    let mut s = start(dir.path(), program, 80, 30);
    s.wait_rows("the text", |r| r.iter().any(|l| l.contains("LAST WORDS")));
    let drawn = s.raw.len();
    s.stop();
    let after = String::from_utf8_lossy(&s.raw[drawn..]).into_owned();
    let main = &after[after.rfind("\x1b[?1049l").expect("main screen back")..];
    assert!(main.contains("LAST WORDS"), "{main:?}");
    assert!(main.contains("\x1b[38;2;"), "{main:?}");
}
