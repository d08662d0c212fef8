//! Issue 25, the Atari played at a terminal (`ferrite run` on a pty, read back through
//! vt100): MATCHBOX from its first question to a finished game with the console keys;
//! GRAPHICS 8 drawn in braille cells when the terminal is wide enough, in 40x24 cells with
//! a note in the border when not, and redrawn at once when the terminal grows; a resize
//! while INPUT waits redraws the screen and the typed text without a key; keys typed
//! before ferrite has the terminal reach INPUT in the order typed; Ctrl-C stops a GET that
//! waits for a key.

use std::path::Path;

use super::harness::Term;

/// The squares marked `mark` on MATCHBOX's board (the rows drawn with `|`).
fn marks(t: &Term, mark: char) -> usize {
    t.rows()
        .iter()
        .filter(|r| r.contains('|'))
        .map(|r| r.chars().filter(|&c| c == mark).count())
        .sum()
}

/// MATCHBOX's result line, when a game has ended.
fn result(t: &Term) -> Option<&'static str> {
    let text = t.text();
    ["YOU WIN!", "I WIN!", "A DRAW."]
        .into_iter()
        .find(|r| text.contains(r))
}

/// The human goes first (H) and plays every move with SELECT (F3: the cursor to the next
/// free square) and START (F2: mark it) until the game ends: a result line, then the next
/// game's question; Ctrl-C then stops the run.
#[test]
fn matchbox_is_played_to_a_finished_game_with_the_console_keys() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut t = Term::start(root, &["run", "programs/MATCHBOX.BAS"], 80, 30);
    t.expect("WHO GOES FIRST? (C OR H)");
    t.keys("h");
    t.expect("GAME 1");
    let mut moves = 0;
    let ended = loop {
        // The human's turn: the prompt, and as many O as X on the board.
        t.wait("the human's turn or the game's end", |t| {
            result(t).is_some()
                || t.text().contains("YOUR MOVE (X)") && marks(t, 'X') == marks(t, 'O')
        });
        if let Some(r) = result(&t) {
            break r;
        }
        assert!(moves < 5, "the human has five moves at most:\n{}", t.text());
        let before = marks(&t, 'X');
        t.keys("\x1bOR\x1bOQ");
        t.wait("the human's X on the board", |t| marks(t, 'X') > before);
        moves += 1;
    };
    assert!(moves >= 3, "a game takes three moves at least ({ended})");
    // The next game's question replaces the result.
    t.expect("WHO GOES FIRST? (C OR H)");
    t.stop();
    let raw = String::from_utf8_lossy(&t.raw);
    assert!(raw.contains("STOPPED  AT LINE"), "BREAK's message");
}

/// A diagonal cross on GRAPHICS 8 (full screen): at 170x52 every pixel is kept, in braille
/// cells (the top left cell has the line's first pixels); at 80x30 the screen is drawn in
/// 40x24 cells and the bottom border says what every pixel needs; grown to 170x52 while
/// the program runs, the braille cells are drawn at once.
#[test]
fn graphics_8_is_drawn_in_braille_on_a_wide_terminal() {
    let dir = tempfile::tempdir().expect("temp dir");
    // No PRINT: on a full screen (no text window) E: would open GRAPHICS 0 again.
    let program = "10 GRAPHICS 24:COLOR 1\n20 PLOT 0,0:DRAWTO 319,191\n\
                   30 PLOT 0,191:DRAWTO 319,0\n50 GOTO 50\n";
    std::fs::write(dir.path().join("X.LST"), program).expect("program written");
    let braille = |t: &Term| {
        t.text()
            .chars()
            .filter(|c| ('\u{2801}'..='\u{28FF}').contains(c))
            .count()
    };
    let mut wide = Term::start(dir.path(), &["run", "--dialect", "atari", "X.LST"], 170, 52);
    // Two lines of 320 pixels, two dots across a cell: 160 cells or more with dots.
    wide.wait("the cross in braille", |t| braille(t) >= 250);
    let corner = wide
        .screen
        .screen()
        .cell(1, 1)
        .map(|c| c.contents())
        .unwrap_or_default();
    let dots = corner.chars().next().map_or(0, |c| c as u32 - 0x2800);
    assert!(dots & 0x01 != 0, "the top left pixel is dot 1: {corner:?}");
    assert!(
        wide.rows().iter().all(|r| r.chars().count() <= 170),
        "no row wider than the terminal"
    );
    wide.stop();

    let mut small = Term::start(dir.path(), &["run", "--dialect", "atari", "X.LST"], 80, 30);
    small.expect("GR.8 in 40x24: every pixel at 162x50");
    assert_eq!(braille(&small), 0, "{}", small.text());
    small.resize(170, 52);
    small.wait("the cross in braille after the resize", |t| {
        braille(t) >= 250
    });
    assert!(!small.text().contains("every pixel at"), "{}", small.text());
    small.stop();
}

/// GRAPHICS 7 at 170x52: the picture in half blocks, every pixel kept (160 cells across).
#[test]
fn graphics_7_is_drawn_in_half_blocks_on_a_wide_terminal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let program = "10 GRAPHICS 23:COLOR 1\n20 PLOT 0,0:DRAWTO 159,0\n30 GOTO 30\n";
    std::fs::write(dir.path().join("X.LST"), program).expect("program written");
    let mut t = Term::start(dir.path(), &["run", "--dialect", "atari", "X.LST"], 170, 52);
    // The line is the upper pixel of the first row of cells, from the first cell to the
    // 160th: COLOR0's colour on top, the background below; the next row is background.
    let two_colours = |t: &Term, row: u16, col: u16| {
        t.screen
            .screen()
            .cell(row, col)
            .is_some_and(|c| c.contents() == "▀" && c.fgcolor() != c.bgcolor())
    };
    t.wait("a row of 160 half blocks with the line", |t| {
        t.rows()
            .get(1)
            .is_some_and(|r| r.chars().filter(|&c| c == '▀').count() == 160)
            && two_colours(t, 1, 1)
            && two_colours(t, 1, 160)
    });
    assert!(!two_colours(&t, 2, 1), "the second row is background");
    t.stop();
}

/// A resize while INPUT waits draws the screen again at once, with the text typed so far,
/// without another key.
#[test]
fn a_resize_while_input_waits_redraws_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let program = "5 DIM A$(20)\n10 PRINT \"KEEP ME\":INPUT A$:PRINT \"GOT \";A$\n\
                   20 GOTO 20\n";
    std::fs::write(dir.path().join("I.LST"), program).expect("program written");
    let mut t = Term::start(dir.path(), &["run", "--dialect", "atari", "I.LST"], 80, 30);
    t.wait("the prompt", |t| {
        t.rows().iter().any(|r| r.trim_end() == "   ?")
    });
    t.keys("ab");
    t.wait("the typed text", |t| {
        t.rows().iter().any(|r| r.trim_end() == "   ?AB")
    });
    t.resize(100, 35);
    t.wait("the screen drawn again after the resize", |t| {
        t.text().contains("KEEP ME") && t.rows().iter().any(|r| r.trim_end() == "   ?AB")
    });
    t.keys("c\r");
    t.expect("GOT ABC");
    t.stop();
}

/// Keys typed at once, before ferrite has taken the terminal (it is still in line mode)
/// and while the program is busy, wait and reach the two INPUTs in the order typed.
#[test]
fn keys_typed_ahead_reach_input_in_order() {
    let dir = tempfile::tempdir().expect("temp dir");
    let program = "10 DIM A$(20),B$(20)\n20 PRINT \"BUSY\":FOR I=1 TO 200:NEXT I\n\
                   30 INPUT A$:INPUT B$\n40 PRINT \"GOT \";A$;\" AND \";B$\n50 GOTO 50\n";
    std::fs::write(dir.path().join("T.LST"), program).expect("program written");
    let mut t = Term::start(dir.path(), &["run", "--dialect", "atari", "T.LST"], 80, 30);
    t.keys("one\rtwo\r");
    t.expect("GOT ONE AND TWO");
    t.stop();
}

/// Ctrl-C while GET waits for a key on K: stops the program there (the key wait gives up
/// on BREAK), and the terminal is given back.
#[test]
fn ctrl_c_stops_a_get_waiting_for_a_key() {
    let dir = tempfile::tempdir().expect("temp dir");
    let program = "10 OPEN #1,4,0,\"K:\":PRINT \"WAITING\":GET #1,A\n20 PRINT \"GOT \";A\n";
    std::fs::write(dir.path().join("G.LST"), program).expect("program written");
    let mut t = Term::start(dir.path(), &["run", "--dialect", "atari", "G.LST"], 80, 30);
    t.expect("WAITING");
    t.stop();
    let raw = String::from_utf8_lossy(&t.raw);
    assert!(raw.contains("STOPPED  AT LINE 10"), "{raw:?}");
    assert!(!raw.contains("GOT"), "{raw:?}");
}
