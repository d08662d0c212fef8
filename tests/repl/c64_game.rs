//! Issue 26: a C64 game that draws, played at a terminal to its end. `programs/MAZE64.BAS`
//! (POKEs to screen memory and colour RAM, PETSCII graphics, border colours, GET, RND)
//! runs on a pty read back through a terminal emulator (vt100); the test types its moves a
//! key at a time, waiting for the game's move counter after each, and checks the maze, the
//! colours, the end message, READY. after the program and the exit status. The same moves
//! give VICE's screens byte for byte (`difftest/c64/game/`).

use std::path::Path;

use super::harness::Term;

/// VICE's palette as the renderer sends it (24-bit).
const C64_WHITE: vt100::Color = vt100::Color::Rgb(0xFF, 0xFF, 0xFF);
const C64_PURPLE: vt100::Color = vt100::Color::Rgb(0x6F, 0x3D, 0x86);
const C64_GREEN: vt100::Color = vt100::Color::Rgb(0x58, 0x8D, 0x43);
const C64_BLUE: vt100::Color = vt100::Color::Rgb(0x35, 0x28, 0x79);
const C64_YELLOW: vt100::Color = vt100::Color::Rgb(0xB8, 0xC7, 0x6F);
const C64_BLACK: vt100::Color = vt100::Color::Rgb(0, 0, 0);

/// The moves from the start through the three gems (where RND(1) puts them from power-on)
/// to the exit, after one bump into the wall above (`difftest/c64/game/win.keys`).
const MOVES: &str =
    "WSSSSDDDDSSSSADWWWWAAAAWWWWDDSSDDWWDDDDDDSSDDWWDDDDDDSSSSAAWWAASSSSDDDDSSAAADDDD";

/// `ferrite run --dialect c64 MAZE64.BAS` on a 100x30 pty, drawn.
fn start_maze(dir: &Path) -> Term {
    let program = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs/MAZE64.BAS");
    let program = program.to_str().expect("path");
    Term::start(dir, &["run", "--dialect", "c64", program], 100, 30)
}

/// Row `r` of the C64's screen (the terminal's row `r + 2`, from column 30).
fn c64_row(t: &Term, r: u16) -> String {
    let line: String = (0..40).map(|c| t.cell(r + 2, c + 30).0).collect();
    line.replace('\0', " ")
}

/// MAZE64 played by keys to its end: the maze drawn in colour RAM's colours inside the
/// blue border, the gems collected, the exit reached, READY. after the program.
#[test]
fn c64_maze_game_played_to_its_end() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut t = start_maze(dir.path());
    t.expect("GEMS 0/3");
    // The C64's screen at the terminal's row 2, column 30, in a border of 2 and 1.
    assert!(
        c64_row(&t, 0).contains("MAZE64"),
        "title: {:?}",
        c64_row(&t, 0)
    );
    assert_eq!(t.cell(1, 28).2, C64_BLUE, "the border POKEd blue");
    assert_eq!(t.cell(4, 30).2, C64_BLACK, "the background POKEd black");
    // The maze's top wall: reversed blanks (screen code 160) in purple from colour RAM.
    for c in 9..30 {
        assert_eq!(
            t.cell(2 + 4, 30 + c).2,
            C64_PURPLE,
            "wall cell at column {c}"
        );
    }
    // The player, a ball (screen code 81) in white, at the maze's row 1, column 2.
    let (ball, colour, _) = t.cell(2 + 5, 30 + 10);
    assert_eq!((ball.as_str(), colour), ("●", C64_WHITE));
    // Three gems (screen code 90, a diamond) in yellow.
    let gems = (4..15)
        .flat_map(|r| (9..30).map(move |c| (r, c)))
        .filter(|&(r, c)| t.cell(2 + r, 30 + c) == ("♦".into(), C64_YELLOW, C64_BLACK))
        .count();
    assert_eq!(gems, 3);
    let (mut moves, mut bumps) = (0, 0);
    for key in MOVES.chars() {
        t.keys(&key.to_ascii_lowercase().to_string());
        // The first move is into the wall above.
        if moves == 0 && bumps == 0 {
            bumps += 1;
        } else {
            moves += 1;
        }
        t.expect(&format!("MOVES {moves}   BUMPS {bumps}"));
    }
    t.expect("READY.");
    // The run over, the last screen is printed on the terminal's own screen from its top
    // left, without the border.
    let end = t.rows();
    let said = end
        .iter()
        .position(|l| l.contains("YOU ESCAPED IN 79 MOVES AND 1 BUMPS!"))
        .expect("the end message");
    assert_eq!(t.cell(said as u16, 2).1, C64_GREEN);
    assert!(end[said + 2].starts_with("READY."), "{end:#?}");
    assert!(end.iter().any(|l| l.contains("GEMS 3/3")));
    assert_eq!(t.status(), Some(0));
}

/// RUN/STOP (Ctrl-C) while INPUT waits goes through BASIC's break: `BREAK IN 20`, then
/// READY. as on the machine, and status 130.
#[test]
fn c64_break_at_input_shows_break_and_ready() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("P.BAS"),
        "10 PRINT \"{clr}NAME\"\n20 INPUT A$\n30 PRINT A$\n",
    )
    .expect("program written");
    let mut t = Term::start(dir.path(), &["run", "--dialect", "c64", "P.BAS"], 100, 30);
    t.expect("NAME");
    t.expect("? ");
    t.keys("\x03");
    t.expect("BREAK IN 20");
    assert_eq!(t.status(), Some(130));
    // The last screen, printed from the terminal's top left once the run is over.
    let rows: Vec<String> = t
        .rows()
        .iter()
        .take(4)
        .map(|l| l.trim_end().to_string())
        .collect();
    assert_eq!(rows, ["NAME", "?", "BREAK IN 20", "READY."]);
}
