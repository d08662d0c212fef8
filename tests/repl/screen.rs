//! Issue 25/26: the machines whose screen lives in their memory drawn at a terminal. Each
//! test runs `ferrite` on a pty of a known size (set with stty before ferrite starts),
//! reads what it draws back through a terminal emulator (vt100), and waits for screen
//! content rather than for fixed times: GW-BASIC's LOCATE, COLOR, CLS, key line and
//! cursor at the right cells in the CGA's colours; a GW game with INKEY$ and a C64 game
//! with GET played by keys to their end; the C64's screen editor changing a listed line;
//! a resize drawing everything again at once; the notice of a terminal too small; and a
//! 5-second wait for a key costing the host little CPU.

use std::path::Path;

use super::harness::{assert_waiting_is_idle, hexapawn_recording, Show, Term, KEY_WAITS};

/// The C64's and the PC's colours as the renderer sends them (24-bit).
const CGA_YELLOW: vt100::Color = vt100::Color::Rgb(0xFF, 0xFF, 0x55);
const CGA_BLUE: vt100::Color = vt100::Color::Rgb(0x00, 0x00, 0xAA);
const CGA_LIGHT_RED: vt100::Color = vt100::Color::Rgb(0xFF, 0x55, 0x55);
const CGA_LIGHT_GREEN: vt100::Color = vt100::Color::Rgb(0x55, 0xFF, 0x55);
const C64_BLACK: vt100::Color = vt100::Color::Rgb(0, 0, 0);
const C64_WHITE: vt100::Color = vt100::Color::Rgb(0xFF, 0xFF, 0xFF);
const C64_GREEN: vt100::Color = vt100::Color::Rgb(0x58, 0x8D, 0x43);
const C64_RED: vt100::Color = vt100::Color::Rgb(0x68, 0x37, 0x2B);
const C64_YELLOW: vt100::Color = vt100::Color::Rgb(0xB8, 0xC7, 0x6F);

/// `ferrite run --dialect d P.BAS` with `program` written to `dir` as P.BAS, drawn on a
/// terminal of `cols` x `rows`.
fn run(dir: &Path, dialect: &str, program: &str, cols: u16, rows: u16) -> Term {
    Term::run(dir, dialect, "P.BAS", program, cols, rows, Show::Drawn)
}

/// Plays a guess-the-digit game to its end: each guess halves what is left, from the
/// hint the game shows on its `THAN` row. Gives the number of guesses.
fn play_guessing(t: &mut Term, hint_colours: (vt100::Color, vt100::Color)) -> u32 {
    let (mut lo, mut hi) = (0, 9);
    for guesses in 1..=10 {
        let g = (lo + hi) / 2;
        t.keys(&g.to_string());
        let said = format!("THAN {g}");
        let said2 = format!("THAN  {g}");
        t.wait_screen(&format!("the answer to {g}"), |s| {
            let c = s.contents();
            c.contains("RIGHT IN") || c.contains(&said) || c.contains(&said2)
        });
        if t.find("RIGHT IN").is_some() {
            return guesses;
        }
        let (r, c) = t.find("THAN").expect("a hint");
        let (_, fg, _) = t.cell(r, c);
        if t.row(r).contains("HIGHER") {
            assert_eq!(fg, hint_colours.0, "HIGHER's colour");
            lo = g + 1;
        } else {
            assert_eq!(fg, hint_colours.1, "LOWER's colour");
            hi = g - 1;
        }
    }
    panic!("no end to the game:\n{}", t.text());
}

fn program(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("programs")
        .join(name);
    std::fs::read_to_string(path).expect("program in programs/")
}

/// GW-BASIC's page on a 100x30 terminal sits at row 2, column 10 (centred, no border):
/// LOCATE 5,10 with COLOR 14,1 puts a yellow-on-blue HELLO at the terminal's row 6,
/// column 19; KEY ON shows the keys on row 25; the cursor waits where INPUT's prompt
/// after LOCATE 20,5 left it; CLS clears it all; the last screen is printed after the run.
#[test]
fn gw_locate_color_cls_key_line_and_cursor() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut t = run(
        dir.path(),
        "gw",
        "10 CLS:KEY ON:COLOR 14,1:LOCATE 5,10:PRINT \"HELLO\";\n\
         20 COLOR 7,0:LOCATE 12,30:PRINT \"DONE\"\n\
         30 LOCATE 20,5:INPUT \"NAME\";N$\n\
         40 CLS:COLOR 10:PRINT \"HI \";N$\n\
         50 IF INKEY$=\"\" THEN 50\n",
        100,
        30,
    );
    t.expect("NAME?");
    t.wait_screen("the cursor after NAME?", |s| {
        s.cursor_position() == (2 + 19, 10 + 4 + 6) && !s.hide_cursor()
    });
    assert_eq!(t.cell(6, 19), ("H".into(), CGA_YELLOW, CGA_BLUE));
    assert_eq!(t.cell(6, 23).0, "O");
    assert_eq!(t.find("DONE"), Some((13, 39)));
    assert!(t.row(26).contains("1LIST"), "key line: {:?}", t.row(26));
    t.keys("bob\r");
    t.expect("HI bob");
    assert_eq!(t.find("HI bob"), Some((2, 10)));
    assert_eq!(t.cell(2, 10).1, CGA_LIGHT_GREEN);
    assert!(t.find("HELLO").is_none(), "CLS cleared the page");
    t.keys("x");
    assert_eq!(t.status(), Some(0));
    // Back on the terminal's own screen: the last page printed there.
    assert!(t.find("HI bob").is_some());
}

/// `programs/GUESSGW.BAS` (LOCATE, COLOR, INKEY$) played by single keys to its end.
#[test]
fn gw_inkey_game_played_to_its_end() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut t = run(dir.path(), "gw", &program("GUESSGW.BAS"), 100, 30);
    t.expect("YOUR GUESS?");
    assert_eq!(t.find("GUESS THE DIGIT").map(|p| p.0), Some(2));
    let n = play_guessing(&mut t, (CGA_LIGHT_RED, CGA_YELLOW));
    let (r, c) = t.find("RIGHT IN").expect("the end");
    assert_eq!(t.cell(r, c).1, CGA_LIGHT_GREEN);
    assert!(t.row(r).contains(&format!("RIGHT IN {n} GUESSES")));
    assert_eq!(t.status(), Some(0));
}

/// `programs/GUESS64.BAS` (GET, cursor codes, colour codes, border and background POKEs)
/// played by single keys to its end; the C64's screen is centred in its border.
#[test]
fn c64_get_game_played_to_its_end() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut t = run(dir.path(), "c64", &program("GUESS64.BAS"), 100, 30);
    t.expect("YOUR GUESS?");
    // 40x25 in a border of 2 columns and 1 row: the screen at row 2, column 30.
    let (r, c) = t.find("GUESS THE DIGIT").expect("title");
    assert_eq!((r, c), (2, 31));
    // Reverse video: white on black reversed.
    assert_eq!(t.cell(r, c), ("G".into(), C64_BLACK, C64_WHITE));
    assert_eq!(t.cell(1, 28).2, C64_BLACK, "the border POKEd black");
    let n = play_guessing(&mut t, (C64_RED, C64_YELLOW));
    let (r, c) = t.find("RIGHT IN").expect("the end");
    assert_eq!(t.cell(r, c).1, C64_GREEN);
    assert!(t.row(r).contains(&format!("RIGHT IN {n} GUESSES")));
    assert_eq!(t.status(), Some(0));
}

/// A C64 listing in the published notation (`{clr}`, `{red}`) is read at a terminal as it
/// is piped: the screen is cleared and HELLO is drawn in red at the screen's top left.
#[test]
fn c64_notation_listing_drawn_at_a_terminal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut t = run(
        dir.path(),
        "c64",
        "10 PRINT \"{clr}{red}HELLO\"\n20 GET A$:IF A$=\"\" THEN 20\n",
        100,
        30,
    );
    t.expect("HELLO");
    // 40x25 in a border of 2 columns and 1 row, centred: the screen's top left at (2, 30).
    assert_eq!(t.find("HELLO"), Some((2, 30)));
    assert_eq!(t.cell(2, 30).1, C64_RED);
    assert!(!t.screen.screen().contents().contains("clr"));
    t.keys("x");
    assert_eq!(t.status(), Some(0));
}

/// The C64's screen editor at READY.: a line is listed, the cursor keys go up onto it,
/// a character is typed over, RETURN enters the changed line, and LIST and RUN show it.
#[test]
fn c64_screen_editor_changes_a_listed_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut t = Term::start(dir.path(), &["basic", "--dialect", "c64"], 100, 30);
    t.expect("READY.");
    t.keys("10 print \"hi\"\r");
    t.keys("list\r");
    t.wait_screen("the listing", |s| {
        s.contents().matches("10 PRINT \"HI\"").count() == 2
    });
    // Up past READY. onto the listed line, right to the I, an O over it, RETURN.
    t.keys("\x1b[A\x1b[A");
    for _ in 0..11 {
        t.keys("\x1b[C");
    }
    t.keys("o\r");
    // RETURN leaves the cursor on READY.'s row: down to an empty one.
    t.keys("\x1b[B");
    t.keys("list\r");
    t.wait_screen("the changed listing", |s| {
        s.contents().matches("10 PRINT \"HO\"").count() == 2
    });
    t.keys("run\r");
    t.wait_screen("RUN's HO", |s| {
        s.contents().lines().any(|l| l.trim() == "HO")
    });
    assert!(!t.screen.screen().contents().contains("ERROR"));
    t.keys("\x04");
    assert_eq!(t.status(), Some(0));
}

/// A resize draws the whole screen again at once, centred in the new size; a terminal
/// smaller than the machine's screen shows its top left part and a notice saying so.
#[test]
fn resize_redraws_and_a_small_terminal_says_so() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut t = run(
        dir.path(),
        "gw",
        "10 CLS:PRINT \"TOPLEFT\"\n20 IF INKEY$=\"\" THEN 20\n",
        60,
        20,
    );
    t.expect("TOPLEFT");
    t.expect("too small");
    assert_eq!(t.find("TOPLEFT"), Some((0, 0)));
    assert!(
        t.row(19).contains("terminal 60x20 is too small"),
        "{}",
        t.row(19)
    );
    assert!(t.row(19).contains("80x25"));
    t.resize(100, 30);
    t.wait_screen("the page at row 2, column 10", |s| {
        s.cell(2, 10).is_some_and(|c| c.contents() == "T") && !s.contents().contains("too small")
    });
    t.resize(120, 40);
    t.wait_screen("the page at row 7, column 20", |s| {
        s.cell(7, 20).is_some_and(|c| c.contents() == "T")
    });
    t.keys("x");
    assert_eq!(t.status(), Some(0));
}

/// The C64's screen likewise: cut with a notice on a small terminal, centred in its border
/// again at once when the terminal grows.
#[test]
fn the_c64_screen_follows_the_terminal_size() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut t = run(
        dir.path(),
        "c64",
        "10 PRINT \"{clr}TOPLEFT\"\n20 GET A$:IF A$=\"\" THEN 20\n",
        30,
        12,
    );
    t.expect("TOPLEFT");
    t.expect("too small");
    assert_eq!(t.find("TOPLEFT"), Some((0, 0)));
    assert!(t.row(11).contains("40x25"), "{}", t.row(11));
    t.resize(100, 30);
    t.wait_screen("the screen at row 2, column 30", |s| {
        s.cell(2, 30).is_some_and(|c| c.contents() == "T") && !s.contents().contains("too small")
    });
    t.keys("x");
    assert_eq!(t.status(), Some(0));
}

/// Waiting 5 s for a key (GW's INKEY$ loop, the C64's GET loop) with the screen drawn
/// costs the host under half a second of CPU.
#[test]
fn a_five_second_wait_for_a_key_leaves_the_cpu_alone() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (dialect, program) in KEY_WAITS {
        let mut t = run(dir.path(), dialect, program, 100, 30);
        assert_waiting_is_idle(&mut t, dialect);
    }
}

/// GW-BASIC's full-screen editor at `Ok` on the drawn page: a listed line is changed in
/// place (up onto it, right to the I, an O over it, Enter) and LIST shows the change.
#[test]
fn gw_screen_editor_changes_a_listed_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut t = Term::start(dir.path(), &["basic", "--dialect", "gw"], 100, 30);
    t.expect("Ok");
    t.keys("10 PRINT \"HI\"\r");
    t.keys("LIST\r");
    t.wait_screen("the listing", |s| {
        s.contents().matches("10 PRINT \"HI\"").count() == 2
    });
    // The listed line, then Ok, then the cursor's row: up two rows.
    t.keys("\x1b[A\x1b[A");
    for _ in 0..11 {
        t.keys("\x1b[C");
    }
    t.keys("O\r");
    // Enter left the cursor on Ok's row: LIST is typed over it.
    t.keys("LIST\r");
    t.wait_screen("the changed listing", |s| {
        s.contents().matches("10 PRINT \"HO\"").count() == 2
    });
    t.keys("RUN\r");
    t.wait_screen("RUN's HO", |s| {
        s.contents().lines().any(|l| l.trim() == "HO")
    });
    t.keys("\x04");
    assert_eq!(t.status(), Some(0));
}

/// Keys typed ahead of a Ctrl-C in one burst (a paste, fast typing) are not lost: the tty
/// would drop its queue on the SIGINT. The line and the LIST typed before the Ctrl-C both
/// run, and so does the line after it.
#[test]
fn gw_keys_typed_before_ctrl_c_are_kept() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut t = Term::start(dir.path(), &["basic", "--dialect", "gw"], 100, 30);
    t.expect("Ok");
    t.wait_key_mode();
    t.keys("10 PRINT 5\rLIST\r\x03PRINT 7\r");
    t.wait_screen("the listing and PRINT 7", |s| {
        let text = s.contents();
        text.matches("10 PRINT 5").count() == 2 && text.lines().any(|l| l.trim() == "7")
    });
    t.keys("\x04");
    assert_eq!(t.status(), Some(0));
}

/// On the drawn screen Ctrl-C is a key read in its place: typed together with the keys
/// after it while a loop runs, it breaks the loop and the keys after it are typed at `Ok`
/// (never before the break); a SIGINT sent by `kill -INT` breaks a run as well.
#[test]
fn gw_ctrl_c_in_band_and_as_a_signal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut t = Term::start(dir.path(), &["basic", "--dialect", "gw"], 100, 30);
    t.expect("Ok");
    t.wait_key_mode();
    t.keys("10 PRINT \"LOOP\"\r20 GOTO 20\rRUN\r");
    t.expect("LOOP");
    t.keys("\x03PRINT 7\r");
    t.wait_screen("the break, then PRINT 7", |s| {
        let text = s.contents();
        let brk = text.find("Break in 20");
        let seven = text.lines().position(|l| l.trim() == "7");
        let brk_row = text.lines().position(|l| l.contains("Break in 20"));
        brk.is_some() && seven.is_some() && brk_row < seven
    });
    t.keys("RUN\r");
    // The program line, the first run's LOOP and the second's.
    t.wait_screen("the loop again", |s| {
        s.contents().matches("LOOP").count() == 3
    });
    t.interrupt();
    t.wait_screen("the second break", |s| {
        s.contents().matches("Break in 20").count() == 2
    });
    t.keys("\x04");
    assert_eq!(t.status(), Some(0));
}

/// Ctrl-C is the machine's BREAK on the drawn screen: its message where the machine
/// printed it, status 130.
#[test]
fn ctrl_c_breaks_on_the_drawn_screen() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (dialect, program, message) in [
        ("gw", "10 PRINT \"LOOP\"\n20 GOTO 20\n", "Break in 20"),
        (
            "c64",
            "10 PRINT \"LOOP\"\n20 GET A$:IF A$=\"\" THEN 20\n",
            "BREAK IN 20",
        ),
    ] {
        let mut t = run(dir.path(), dialect, program, 100, 30);
        t.expect("LOOP");
        t.keys("\x03");
        t.expect(message);
        assert_eq!(t.status(), Some(130), "{dialect}");
    }
}

/// Whether the text left of the terminal's cursor ends in a prompt (`? `).
fn at_prompt(s: &vt100::Screen) -> bool {
    let (row, col) = s.cursor_position();
    let (_, cols) = s.size();
    let text: String = (0..col.min(cols))
        .map(|c| s.cell(row, c).map_or(" ".into(), |cell| cell.contents()))
        .map(|c| if c.is_empty() { " ".to_string() } else { c })
        .collect();
    text.ends_with("? ")
}

/// HEXAPAWN played on the drawn screens of GW-BASIC and the C64 (what `ferrite run` shows a
/// person at a terminal): each answer of the recorded no-instructions session typed when
/// the cursor waits after a new `? ` prompt, until the program says who won and its score;
/// then Ctrl-C at the next move's prompt breaks it with the machine's message, status 130.
#[test]
fn hexapawn_played_on_the_drawn_screens() {
    let shared = crate::util::shared();
    let program = shared.join("programs/HEXAPAWN.BAS");
    let dir = tempfile::tempdir().expect("temp dir");
    for (dialect, brk) in [("gw", "Break in"), ("c64", "BREAK IN")] {
        let (answers, score) = hexapawn_recording(dialect);
        let path = program.to_str().expect("path");
        let mut t = Term::start(dir.path(), &["run", "--dialect", dialect, path], 100, 30);
        let mut before = String::new();
        for answer in &answers {
            // A new prompt: the cursor waits after `? ` and the screen is not the last one.
            let last = before.clone();
            t.wait_screen("a new prompt", move |s| {
                at_prompt(s) && s.contents() != last
            });
            before = t.screen.screen().contents();
            // The C64's keys give its upper case unshifted; GW takes what is typed.
            let typed = if dialect == "c64" {
                answer.to_ascii_lowercase()
            } else {
                answer.to_string()
            };
            t.keys(&format!("{typed}\r"));
        }
        // The score may scroll away on the 25-row screens: wait for the prompt after it.
        let last = before.clone();
        t.wait_screen("the next move's prompt", move |s| {
            at_prompt(s) && s.contents() != last && s.contents().contains("YOUR MOVE")
        });
        let screen = t.screen.screen().contents();
        assert!(
            screen.contains(&score) || screen.contains("I HAVE WON"),
            "{dialect}:\n{screen}"
        );
        t.ctrl_c();
        t.expect(brk);
        assert_eq!(t.status(), Some(130), "{dialect}");
    }
}

/// A read the machine never finishes (LINE INPUT # of DOS's `NUL`, which gives NULs for
/// ever; real GW-BASIC 3.23 in DOSBox waits there) waits at a terminal for Ctrl-C, the
/// machine's BREAK, instead of ending the run; the session goes on after it.
#[test]
fn gw_endless_device_read_waits_for_break() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut t = Term::start(dir.path(), &["basic", "--dialect", "gw"], 100, 30);
    t.expect("Ok");
    t.wait_key_mode();
    t.keys("10 OPEN \"I\",#1,\"NUL\"\r20 LINE INPUT #1,A$\r30 PRINT \"PAST\"\rRUN\r");
    std::thread::sleep(std::time::Duration::from_millis(700));
    t.wait_screen("the run still waiting", |s| {
        let text = s.contents();
        text.contains("RUN") && text.matches("Ok").count() == 1 && !text.contains("Break")
    });
    t.keys("\x03");
    t.wait_screen("the break at the read", |s| {
        let text = s.contents();
        text.contains("Break in 20") && !text.lines().any(|l| l.trim() == "PAST")
    });
    t.keys("\x04");
    assert_eq!(t.status(), Some(0));
}

/// A graphics mode's pixels are drawn at a terminal as braille cells under the text: a box
/// round SCREEN 2's edge shows its corner and edges, the printed word stays readable, and
/// SCREEN 0 takes the pixels away.
#[test]
fn gw_graphics_drawn_as_braille_under_the_text() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut t = Term::start(dir.path(), &["basic", "--dialect", "gw"], 100, 30);
    t.expect("Ok");
    t.wait_key_mode();
    t.keys("10 SCREEN 2:LINE (0,0)-(639,199),1,B\r20 LOCATE 12,30:PRINT \"HELLO\";\r");
    t.keys("30 A$=INPUT$(1)\rRUN\r");
    // The top left cell holds the box's top row and left column: dots 1, 4 and 1, 2, 3, 7.
    t.wait_screen("the box and the word", |s| {
        let text = s.contents();
        text.contains('\u{284f}') && text.contains("\u{2809}\u{2809}") && text.contains("HELLO")
    });
    t.keys("x");
    t.wait_screen("the run over", |s| s.contents().contains("Ok"));
    t.keys("SCREEN 0\r");
    t.wait_screen("text mode again", |s| {
        let text = s.contents();
        // SCREEN 0 clears the screen, the typed line with it.
        text.contains("Ok") && !text.contains("HELLO") && !text.contains('\u{2809}')
    });
    t.keys("\x04");
    assert_eq!(t.status(), Some(0));
}

/// What a run drew last stays on the terminal after `ferrite run`: SCREEN 1's box in its
/// braille cells, beside the text printed over it.
#[test]
fn gw_run_leaves_its_pixels_on_the_terminal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let program = "10 SCREEN 1:LINE (0,0)-(319,199),3,B\r\n20 PRINT \"DRAWN\"\r\n";
    let mut t = run(dir.path(), "gw", program, 100, 30);
    assert_eq!(t.status(), Some(0));
    let text = t.text();
    // Row 1 holds the word over the box's top edge; the box's bottom right corner (dots
    // 4, 5, 6, 7 and 8) closes the last row.
    assert!(text.contains("DRAWN\u{2809}"), "{text}");
    assert!(text.contains('\u{28f8}'), "{text}");
}
