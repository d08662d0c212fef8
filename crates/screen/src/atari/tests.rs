//! The editor against screens recorded on the real 800XL (`conformance/atari/screen/`): for
//! programs that only PRINT and POSITION, the bytes BASIC sends to E: are plain from the
//! listing (each is quoted in its test), so the screen model can be checked before any
//! interpreter drives it.

use std::path::PathBuf;

use super::{
    drawto, dump, open_graphics, open_text_screen, plot, put_editor as put, put_screen, COLCRS,
    ROWCRS,
};
use crate::Ram;

/// What a statement of the listing did to E:.
enum Step<'a> {
    /// `PRINT` of these characters (`;` at the end: no EOL).
    Text(&'a [u8]),
    /// `POSITION col,row`: BASIC stores the cursor without printing.
    Position(u16, u8),
    /// `GRAPHICS n`.
    Graphics(u8),
    /// `PRINT #6;` these characters.
    Screen(&'a [u8]),
    /// `COLOR c:PLOT x,y`.
    Plot(u8, u16, u8),
    /// `COLOR c:DRAWTO x,y`.
    Drawto(u8, u16, u8),
}

fn run(steps: &[Step]) -> String {
    let mut ram = Box::new([0u8; 65536]);
    open_text_screen(ram.as_mut());
    let send = |ram: &mut [u8; 65536], bytes: &[u8]| {
        for &b in bytes {
            put(ram, b).expect("cursor on the screen");
        }
    };
    for step in steps {
        match step {
            Step::Text(t) => send(&mut ram, t),
            Step::Position(col, row) => {
                ram.poke_word(COLCRS, *col);
                ram.poke(ROWCRS, *row);
            }
            Step::Graphics(n) => open_graphics(ram.as_mut(), *n),
            Step::Screen(t) => {
                for &b in t.iter() {
                    put_screen(ram.as_mut(), b).expect("on the screen");
                }
            }
            Step::Plot(c, x, y) => plot(ram.as_mut(), *c, *x, *y).expect("on the screen"),
            Step::Drawto(c, x, y) => drawto(ram.as_mut(), *c, *x, *y).expect("on the screen"),
        }
    }
    // At the end BASIC prints an EOL, READY and an EOL.
    send(&mut ram, b"\x9bREADY\x9b");
    dump(ram.as_ref())
}

fn recorded(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/conformance/atari/screen")
        .join(format!("{name}.scr"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("recorded screen {}: {e}", path.display()));
    let (heading, body) = text.split_once('\n').expect("a dump");
    assert!(heading.starts_with("=== SCREEN 1"), "{heading}");
    body.to_string()
}

fn check(name: &str, steps: &[Step]) {
    let got = run(steps);
    let want = recorded(name);
    assert_eq!(got, want, "{name}:\n--- got\n{got}\n--- recorded\n{want}");
}

fn line(text: &str) -> Vec<u8> {
    let mut v = text.as_bytes().to_vec();
    v.push(155);
    v
}

#[test]
fn rows_of_38_39_and_40_characters() {
    // 10-40 PRINT "1234...8" / "...9" / "...90" / "END"
    let a = line("12345678901234567890123456789012345678");
    let b = line("123456789012345678901234567890123456789");
    let c = line("1234567890123456789012345678901234567890");
    let d = line("END");
    check(
        "print_38_39_40",
        &[
            Step::Text(&a),
            Step::Text(&b),
            Step::Text(&c),
            Step::Text(&d),
        ],
    );
}

#[test]
fn position_at_the_last_column_continues_the_logical_line() {
    // 10 POSITION 39,2:PRINT "XY" / 20 POSITION 37,5:PRINT "ABCDEF"
    // 30 POSITION 38,8:PRINT "Z"; / 40 PRINT "NEXT"
    let xy = line("XY");
    let abc = line("ABCDEF");
    let next = line("NEXT");
    check(
        "position_col39",
        &[
            Step::Position(39, 2),
            Step::Text(&xy),
            Step::Position(37, 5),
            Step::Text(&abc),
            Step::Position(38, 8),
            Step::Text(b"Z"),
            Step::Text(&next),
        ],
    );
}

#[test]
fn scrolling_removes_a_whole_logical_line() {
    // 10 PRINT "A LOGICAL LINE ... THREE ROWS" / 20 FOR I=1 TO 22:PRINT "ROW ";I:NEXT I
    let long = line("A LOGICAL LINE OF THREE ROWS AT THE TOP OF THE SCREEN. IT GOES ON AND ON UNTIL IT FILLS THREE ROWS");
    let rows: Vec<Vec<u8>> = (1..=22).map(|i| line(&format!("ROW {i}"))).collect();
    let mut steps = vec![Step::Text(&long)];
    steps.extend(rows.iter().map(|r| Step::Text(r)));
    check("scroll_top_logical", &steps);
}

#[test]
fn long_lines_scroll_in_as_logical_lines() {
    let lines: Vec<Vec<u8>> = (1..=20).map(|i| line(&format!("LINE {i}"))).collect();
    let two =
        line("A LONG LINE THAT TAKES MORE THAN ONE ROW OF THE SCREEN, IN FACT IT TAKES TWO ROWS");
    let three = line(
        "ANOTHER LONG LINE THAT TAKES MORE THAN ONE ROW OF THE SCREEN AND GOES ON AND ON TO THREE",
    );
    let last = line("LAST");
    let mut steps: Vec<Step> = lines.iter().map(|l| Step::Text(l)).collect();
    steps.extend([Step::Text(&two), Step::Text(&three), Step::Text(&last)]);
    check("scroll_logical", &steps);
}

#[test]
fn cursor_moves_up_and_down() {
    // 10 PRINT "LINE ONE":PRINT "LINE TWO":PRINT "LINE THREE"
    // 20 PRINT CHR$(28);CHR$(28);CHR$(28);"**"; / 30 PRINT CHR$(29);CHR$(29);"DOWN"
    let (a, b, c) = (line("LINE ONE"), line("LINE TWO"), line("LINE THREE"));
    let down = [&[29u8, 29][..], &line("DOWN")].concat();
    check(
        "cursor_up_down",
        &[
            Step::Text(&a),
            Step::Text(&b),
            Step::Text(&c),
            Step::Text(&[28, 28, 28, b'*', b'*']),
            Step::Text(&down),
        ],
    );
}

#[test]
fn cursor_moves_wrap_at_the_edges() {
    // 10 PRINT CHR$(28);"UP FROM TOP?" / 20 POSITION 5,23:PRINT CHR$(29);"DOWN FROM BOTTOM";
    // 30 POSITION 39,4:PRINT CHR$(31);"R"
    let up = [&[28u8][..], &line("UP FROM TOP?")].concat();
    let down = [&[29u8][..], b"DOWN FROM BOTTOM"].concat();
    let right = [&[31u8][..], &line("R")].concat();
    check(
        "cursor_wrap_edges",
        &[
            Step::Text(&up),
            Step::Position(5, 23),
            Step::Text(&down),
            Step::Position(39, 4),
            Step::Text(&right),
        ],
    );
}

#[test]
fn tab_goes_to_the_stops_of_the_logical_line() {
    // 10 PRINT "A";CHR$(127);"B";... "F" / 20 PRINT CHR$(127);CHR$(127);"TWO TABS"
    // 30 PRINT "123456789";CHR$(127);"X"
    let first = line("A\x7fB\x7fC\x7fD\x7fE\x7fF");
    let second = line("\x7f\x7fTWO TABS");
    let third = line("123456789\x7fX");
    check(
        "tab_127",
        &[Step::Text(&first), Step::Text(&second), Step::Text(&third)],
    );
}

#[test]
fn backspace_rubs_out_within_the_logical_line() {
    // 10 PRINT "ABCDEF";CHR$(126);CHR$(126);"XY" / 20 PRINT CHR$(126);CHR$(126);"AT START"
    // 30 PRINT "12345";CHR$(126);CHR$(126);CHR$(126)
    let a = line("ABCDEF\x7e\x7eXY");
    let b = line("\x7e\x7eAT START");
    let c = line("12345\x7e\x7e\x7e");
    check(
        "backspace_126",
        &[Step::Text(&a), Step::Text(&b), Step::Text(&c)],
    );
}

#[test]
fn lines_are_inserted_and_deleted() {
    // 10 PRINT "ROW A":PRINT "ROW B":PRINT "ROW C"
    // 20 POSITION 2,1:PRINT CHR$(157);"INSERTED" / 30 POSITION 2,10:PRINT "DONE"
    let rows = [line("ROW A"), line("ROW B"), line("ROW C")];
    let inserted = [&[157u8][..], &line("INSERTED")].concat();
    let done = line("DONE");
    let mut steps: Vec<Step> = rows.iter().map(|r| Step::Text(r)).collect();
    steps.extend([
        Step::Position(2, 1),
        Step::Text(&inserted),
        Step::Position(2, 10),
        Step::Text(&done),
    ]);
    check("insert_line_157", &steps);

    // 10 PRINT "A LOGICAL LINE THAT COVERS TWO SCREEN ROWS, CONTINUING HERE"
    // 20 PRINT "NEXT LINE" / 30 POSITION 2,0:PRINT CHR$(156); / 40 POSITION 2,10:PRINT "DONE"
    let long = line("A LOGICAL LINE THAT COVERS TWO SCREEN ROWS, CONTINUING HERE");
    let next = line("NEXT LINE");
    check(
        "delete_in_logical",
        &[
            Step::Text(&long),
            Step::Text(&next),
            Step::Position(2, 0),
            Step::Text(&[156]),
            Step::Position(2, 10),
            Step::Text(&done),
        ],
    );
}

#[test]
fn characters_are_inserted_and_deleted_in_the_logical_line() {
    let letters = line("ABCDEFGHIJ");
    let done = line("DONE");
    // 20 POSITION 4,0:PRINT CHR$(254);CHR$(254);
    check(
        "delete_char_254",
        &[
            Step::Text(&letters),
            Step::Position(4, 0),
            Step::Text(&[254, 254]),
            Step::Position(2, 5),
            Step::Text(&done),
        ],
    );
    // 20 POSITION 4,0:PRINT CHR$(255);CHR$(255);"**";
    check(
        "insert_char_255",
        &[
            Step::Text(&letters),
            Step::Position(4, 0),
            Step::Text(&[255, 255, b'*', b'*']),
            Step::Position(2, 5),
            Step::Text(&done),
        ],
    );
    // 10 PRINT "0123456789012345678901234567890123456X"
    // 20 POSITION 2,0:PRINT CHR$(255);CHR$(255);CHR$(255);
    let wide = line("0123456789012345678901234567890123456X");
    check(
        "insert_char_wrap",
        &[
            Step::Text(&wide),
            Step::Position(2, 0),
            Step::Text(&[255, 255, 255]),
            Step::Position(2, 5),
            Step::Text(&done),
        ],
    );
}

#[test]
fn escape_shows_control_codes_except_eol() {
    // 10 PRINT CHR$(27);CHR$(28);... / 20 PRINT CHR$(27);CHR$(125);...;CHR$(27);CHR$(155);"END"
    // 30 PRINT CHR$(27);CHR$(156);CHR$(27);CHR$(157);CHR$(27);CHR$(253)
    let a = line("\x1b\x1c\x1b\x1d\x1b\x1e\x1b\x1f");
    let b = [&[27u8, 125, 27, 126, 27, 127, 27, 155][..], &line("END")].concat();
    let c = [&[27u8, 156, 27, 157, 27, 253][..], &[155]].concat();
    check(
        "escape_controls",
        &[Step::Text(&a), Step::Text(&b), Step::Text(&c)],
    );
}

#[test]
fn margins_bound_rows_and_eol_returns_to_the_left_one() {
    // 10 POKE 82,10:POKE 83,29 / 20 PRINT "NARROW" / 30 PRINT "ABC...789" / 40 PRINT "X","Y"
    let mut ram = Box::new([0u8; 65536]);
    open_text_screen(ram.as_mut());
    ram.poke(super::LMARGN, 10);
    ram.poke(super::RMARGN, 29);
    let stream = [
        line("NARROW"),
        line("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        line("X         Y"),
        b"\x9bREADY\x9b".to_vec(),
    ]
    .concat();
    for b in stream {
        put(ram.as_mut(), b).expect("on screen");
    }
    assert_eq!(dump(ram.as_ref()), recorded("margins_10_29"));
}

#[test]
fn inverse_characters_keep_their_bit() {
    // 10 FOR I=193 TO 218:PRINT CHR$(I);:NEXT I / 20 PRINT
    // 30 PRINT CHR$(160);CHR$(176);CHR$(177);" ";CHR$(128);CHR$(129) / 40 PRINT "NORMAL"
    let letters: Vec<u8> = (193..=218).chain([155]).collect();
    let mixed = [160u8, 176, 177, b' ', 128, 129, 155];
    let normal = line("NORMAL");
    check(
        "inverse_chars",
        &[
            Step::Text(&letters),
            Step::Text(&mixed),
            Step::Text(&normal),
        ],
    );
}

#[test]
fn large_text_takes_its_colour_from_the_top_bits() {
    // 10 GRAPHICS 1 / 20 PRINT #6;"GRAPHICS ONE" / 30 PRINT #6;"lower case"
    // 40 PRINT #6;CHR$(200);CHR$(201);CHR$(202);" INVERSE" / 50 PRINT #6;"NUMBERS ";123
    // 60 PRINT "TEXT WINDOW"
    let lines = [
        line("GRAPHICS ONE"),
        line("lower case"),
        [&[200u8, 201, 202][..], &line(" INVERSE")].concat(),
        line("NUMBERS 123"),
    ];
    let window = line("TEXT WINDOW");
    let mut steps = vec![Step::Graphics(1)];
    steps.extend(lines.iter().map(|l| Step::Screen(l)));
    steps.push(Step::Text(&window));
    check("gr1_print6", &steps);
}

#[test]
fn large_text_wraps_after_20_characters() {
    // 20 PRINT #6;"ABCDEFGHIJKLMNOPQRSTUVWXYZ" / 30 POSITION 18,3:PRINT #6;"1234"
    let letters = line("ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    let digits = line("1234");
    check(
        "gr1_wrap_19",
        &[
            Step::Graphics(1),
            Step::Screen(&letters),
            Step::Position(18, 3),
            Step::Screen(&digits),
        ],
    );
}

#[test]
fn the_text_window_clears_and_scrolls_by_itself() {
    // 20 PRINT #6;"STAYS" / 30 PRINT "WINDOW TEXT" / 40 PRINT CHR$(125);"CLEARED WINDOW"
    let stays = line("STAYS");
    let text = line("WINDOW TEXT");
    let cleared = [&[125u8][..], &line("CLEARED WINDOW")].concat();
    check(
        "gr1_window_cls",
        &[
            Step::Graphics(1),
            Step::Screen(&stays),
            Step::Text(&text),
            Step::Text(&cleared),
        ],
    );
    // 20 PRINT #6;"TOP" / 30 FOR I=1 TO 8:PRINT "WINDOW LINE ";I:NEXT I
    let top = line("TOP");
    let lines: Vec<Vec<u8>> = (1..=8).map(|i| line(&format!("WINDOW LINE {i}"))).collect();
    let mut steps = vec![Step::Graphics(1), Step::Screen(&top)];
    steps.extend(lines.iter().map(|l| Step::Text(l)));
    check("gr1_window_scroll", &steps);
}

#[test]
fn rows_under_the_window_exist_but_are_not_shown() {
    // 10 GRAPHICS 2 / 20 FOR I=1 TO 12:PRINT #6;"ROW ";I:NEXT I / 30 PRINT "NOT REACHED?"
    let rows: Vec<Vec<u8>> = (1..=12).map(|i| line(&format!("ROW {i}"))).collect();
    let text = line("NOT REACHED?");
    let mut steps = vec![Step::Graphics(2)];
    steps.extend(rows.iter().map(|r| Step::Screen(r)));
    steps.push(Step::Text(&text));
    check("gr2_past_bottom", &steps);
}

#[test]
fn plot_and_drawto_in_large_text() {
    // 20 COLOR ASC("A"):PLOT 0,0:DRAWTO 19,0 / 30 COLOR ASC("b"):PLOT 0,1:DRAWTO 0,10
    // 40 COLOR ASC("*"):PLOT 2,2:DRAWTO 12,12 / 50 COLOR 200:PLOT 19,19
    check(
        "gr1_plot_drawto",
        &[
            Step::Graphics(1),
            Step::Plot(b'A', 0, 0),
            Step::Drawto(b'A', 19, 0),
            Step::Plot(b'b', 0, 1),
            Step::Drawto(b'b', 0, 10),
            Step::Plot(b'*', 2, 2),
            Step::Drawto(b'*', 12, 12),
            Step::Plot(200, 19, 19),
        ],
    );
}

#[test]
fn a_full_screen_mode_gives_way_to_text_at_ready() {
    // 10 GRAPHICS 18 / 20 PRINT #6;"BIG TEXT" / 30 PRINT #6;"GONE AT READY"
    let a = line("BIG TEXT");
    let b = line("GONE AT READY");
    check(
        "gr18_end_returns_gr0",
        &[Step::Graphics(18), Step::Screen(&a), Step::Screen(&b)],
    );
}

#[test]
fn plot_and_drawto_in_graphics_0() {
    // 10 GRAPHICS 0 / 20 COLOR ASC("*"):PLOT 5,5:DRAWTO 30,5
    // 30 DRAWTO 30,15:COLOR ASC("+"):DRAWTO 5,15:DRAWTO 5,5 / 40 COLOR ASC("X"):PLOT 0,0:PLOT 39,23
    check(
        "gr0_plot_drawto",
        &[
            Step::Graphics(0),
            Step::Plot(b'*', 5, 5),
            Step::Drawto(b'*', 30, 5),
            Step::Drawto(b'*', 30, 15),
            Step::Drawto(b'+', 5, 15),
            Step::Drawto(b'+', 5, 5),
            Step::Plot(b'X', 0, 0),
            Step::Plot(b'X', 39, 23),
        ],
    );
}

#[test]
fn a_cursor_off_the_screen_is_error_141() {
    let mut ram = Box::new([0u8; 65536]);
    open_text_screen(ram.as_mut());
    ram.poke(ROWCRS, 24);
    assert_eq!(put(ram.as_mut(), b'A').map_err(|e| e.status()), Err(141));
    ram.poke(ROWCRS, 0);
    ram.poke_word(COLCRS, 40);
    assert_eq!(put(ram.as_mut(), b'A').map_err(|e| e.status()), Err(141));
}

#[test]
fn no_byte_sequence_panics() {
    let mut ram = Box::new([0u8; 65536]);
    open_text_screen(ram.as_mut());
    let mut x: u32 = 12345;
    for _ in 0..200_000 {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let byte = (x >> 8) as u8;
        if byte == 82 || byte == 83 {
            continue;
        }
        let _ = put(ram.as_mut(), byte);
    }
    assert!(ram.peek(ROWCRS) < 24);
}

#[test]
fn the_frame_shows_text_in_the_playfield_colours_and_the_cursor_reversed() {
    let mut ram = Box::new([0u8; 65536]);
    open_text_screen(ram.as_mut());
    for &b in b"HI\x00" {
        put(ram.as_mut(), b).expect("on screen");
    }
    let f = super::frame(ram.as_ref(), true);
    assert_eq!(f.rows.len(), 24);
    assert_eq!(f.rows[0][2].ch, 'H');
    assert_eq!(f.rows[0][4].ch, '♥');
    let (fg, bg) = (super::rgb(148 & 0xf0 | 202 & 0x0e), super::rgb(148));
    assert_eq!((f.rows[0][2].fg, f.rows[0][2].bg), (fg, bg));
    // The cursor is after the heart, an inverted blank.
    assert_eq!((f.rows[0][5].fg, f.rows[0][5].bg), (bg, fg));
    let grey = super::frame(ram.as_ref(), false);
    assert!(grey.rows[0][2].fg.0 == grey.rows[0][2].fg.1);
}

#[test]
fn graphics_7_shows_two_pixel_rows_a_cell_in_their_colours() {
    let mut ram = Box::new([0u8; 65536]);
    open_text_screen(ram.as_mut());
    super::open_graphics(ram.as_mut(), 7 + 16);
    // Pixel (0,0) colour 1 (COLOR0), pixel (0,1) colour 2 (COLOR1), the rest background.
    super::plot(ram.as_mut(), 1, 0, 0).expect("on screen");
    super::plot(ram.as_mut(), 2, 0, 1).expect("on screen");
    let f = super::frame(ram.as_ref(), true);
    let paint = |r: u16| super::rgb(ram.peek(super::COLOR0 + r));
    assert_eq!(f.rows[0][0].ch, '▀');
    // 96 rows in 24 cells: cell 0 shows rows 0 and 2, so its lower half is background.
    assert_eq!(f.rows[0][0].fg, paint(0));
    assert_eq!(f.rows[0][0].bg, f.border);
    assert_eq!(f.rows[0][1].fg, f.border);
}
