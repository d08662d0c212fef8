//! The text screen's rules, each from the User's Guide or a recorded run.

use super::*;

fn text(s: &TextScreen, row: usize) -> String {
    (1..=s.width())
        .map(|c| s.screen(row, c, false).unwrap() as char)
        .collect()
}

#[test]
fn prints_into_the_page_at_b800() {
    let mut s = TextScreen::new();
    s.write(b"HI");
    assert_eq!((s.peek(0), s.peek(1), s.peek(2)), (b'H', 7, b'I'));
    assert_eq!((s.csrlin(), s.pos()), (1, 3));
}

#[test]
fn bottom_right_cell_does_not_scroll_until_the_next_character() {
    let mut s = TextScreen::new();
    s.set_width(40);
    s.write(b"top");
    assert!(s.locate(Some(24), Some(40)));
    s.write(b"x");
    assert_eq!(text(&s, 1).trim_end(), "top");
    assert_eq!(s.screen(24, 40, false), Some(b'x'));
    s.write(b"y");
    assert_eq!(text(&s, 23).trim_end(), format!("{:>40}", "x"));
    assert_eq!(text(&s, 24).trim_end(), "y");
}

#[test]
fn poke_shows_and_screen_reads_attributes() {
    let mut s = TextScreen::new();
    s.poke(2 * 81, b'Z');
    s.poke(2 * 81 + 1, 0x1e);
    assert_eq!(s.screen(2, 2, false), Some(b'Z'));
    assert_eq!(s.screen(2, 2, true), Some(0x1e));
    assert_eq!(s.screen(26, 1, false), None);
}

#[test]
fn key_line_and_row_25() {
    let mut s = TextScreen::new();
    assert!(s.locate(Some(25), Some(1)));
    s.set_key_line(true);
    assert_eq!(text(&s, 25).trim_end(), "1LIST   2RUN\u{1b}   3LOAD\"  4SAVE\"  5CONT\u{1b}  6,\"LPT1 7TRON\u{1b}  8TROFF\u{1b} 9KEY    0SCREEN");
    assert!(!s.locate(Some(25), Some(1)));
    s.set_key_line(false);
    assert!(s.locate(Some(25), Some(1)));
    assert_eq!(text(&s, 25).trim_end(), "");
}

#[test]
fn view_print_scrolls_only_its_window() {
    let mut s = TextScreen::new();
    s.write(b"keep");
    assert!(s.view_print(Some((3, 4))));
    s.write(b"a\rb\rc");
    assert_eq!(text(&s, 1).trim_end(), "keep");
    assert_eq!(text(&s, 3).trim_end(), "b");
    assert_eq!(text(&s, 4).trim_end(), "c");
    assert!(!s.view_print(Some((5, 25))));
}

#[test]
fn down_arrow_does_not_scroll() {
    let mut s = TextScreen::new();
    assert!(s.locate(Some(24), Some(39)));
    s.write(&[31]);
    assert_eq!(s.csrlin(), 24);
}

#[test]
fn typed_text_past_the_edge_is_one_logical_line() {
    // User's Guide, chapter 5: a logical line runs on over rows; Enter reads all of it.
    let mut s = TextScreen::new();
    s.set_width(40);
    s.locate(Some(3), Some(1));
    s.write(b"below");
    s.locate(Some(2), Some(1));
    for _ in 0..45 {
        s.type_over(b'x');
    }
    // The row below moved down to make room for the line's second row.
    assert_eq!(text(&s, 4).trim_end(), "below");
    assert_eq!(s.logical_text(2, 0, None), vec![b'x'; 45]);
    assert_eq!((s.logical_start(2), s.logical_end(1)), (1, 2));
}

#[test]
fn esc_clears_the_logical_line_and_closes_up_its_rows() {
    let mut s = TextScreen::new();
    s.set_width(40);
    for _ in 0..50 {
        s.type_over(b'a');
    }
    s.locate(Some(3), Some(1));
    s.write(b"next");
    s.erase_line(0, 0, false);
    assert_eq!(s.logical_text(0, 0, None), b"");
    assert_eq!(text(&s, 2).trim_end(), "next");
    assert_eq!(s.cursor(), (0, 0));
}

#[test]
fn a_typed_line_feed_joins_rows_but_a_printed_one_does_not() {
    // pcbasic-suite type_line_feed_wrap and PRINT_line_feed_wrap.
    let mut s = TextScreen::new();
    s.write(b"11111\n22222");
    assert_eq!(s.logical_start(1), 1);
    s.locate(Some(5), Some(1));
    for &b in b"33333" {
        s.type_over(b);
    }
    s.typed_line_feed();
    for &b in b"44444" {
        s.type_over(b);
    }
    assert_eq!(s.logical_text(5, 0, None), b"33333\n44444");
}

#[test]
fn an_input_reads_no_further_than_its_cursor_went_on_one_row() {
    // pcbasic-suite INPUT_long_line: old text after the cursor is not part of the answer.
    let mut s = TextScreen::new();
    s.write(&[b'#'; 30]);
    s.locate(Some(1), Some(1));
    s.write(b"prompt? ");
    assert_eq!(s.logical_text(0, 8, Some(8)), b"");
    assert_eq!(s.logical_text(0, 8, None), vec![b'#'; 22]);
}

#[test]
fn a_listed_line_feed_joins_rows_and_esc_erases_both() {
    // pcbasic-suite LIST_linefeed: LIST over old text clears the rest of the row at the LF,
    // and the two rows are one logical line for the editor.
    let mut s = TextScreen::new();
    s.write(b"old text on row one\rold row two\rbelow");
    s.locate(Some(1), Some(1));
    s.write(b"10 REM a");
    s.list_line_feed();
    s.write(b"b");
    assert_eq!(text(&s, 1).trim_end(), "10 REM a");
    assert_eq!(text(&s, 2).trim_end(), "b");
    assert_eq!(text(&s, 3).trim_end(), "old row two");
    assert_eq!(s.logical_start(1), 0);
    assert_eq!(s.logical_text(1, 0, None), b"10 REM a\nb");
    s.erase_line(s.logical_start(1), 0, false);
    assert_eq!(text(&s, 1).trim_end(), "");
    assert_eq!(text(&s, 2).trim_end(), "old row two");
}

#[test]
fn bell_and_key_line_put_a_waiting_cursor_back_on_the_last_column() {
    let mut s = TextScreen::new();
    s.write(&[b'z'; 80]);
    assert!(s.waits_at_edge());
    s.put(7);
    assert_eq!((s.csrlin(), s.pos()), (1, 80));
    s.write(b"Q");
    assert_eq!(text(&s, 1).chars().last(), Some('Q'));
    assert!(s.locate(Some(3), Some(1)));
    s.write(&[b'y'; 80]);
    s.set_key_line(true);
    assert_eq!((s.csrlin(), s.pos()), (3, 80));
}

#[test]
fn key_off_with_the_line_off_keeps_row_25_and_cls_clears_it() {
    let mut s = TextScreen::new();
    assert!(s.locate(Some(25), Some(1)));
    s.write(b"K");
    s.set_key_line(false);
    assert_eq!(text(&s, 25).trim_end(), "K");
    s.set_key(1, b"AB");
    assert_eq!(text(&s, 25).trim_end(), "K");
    s.cls();
    assert_eq!(text(&s, 25).trim_end(), "");
}

// The tab rules below are the real GW-BASIC 3.23's (difftest/gw/editor, scrgen.py kinds
// tabs and ctrl, and probes of rows of text with tabs printed over them): with the insert
// flag `CHR$(9)` sets a tab prints blanks, without it passes over the cells; LTAB steps
// before it tests, and from the edge it only moves to the next row.
#[test]
fn tab_past_printed_text_blanks_on_to_column_9_of_the_next_row() {
    let mut s = TextScreen::new();
    assert!(s.locate(Some(11), Some(1)));
    s.write(b"KKKKKKKKKKKK");
    assert!(s.locate(Some(10), Some(1)));
    s.write(&[b'x'; 80]);
    s.arm_tab();
    s.write(b"\tk");
    assert_eq!(text(&s, 11).trim_end(), "        kKKK");
    assert_eq!((s.csrlin(), s.pos()), (11, 10));
}

#[test]
fn tab_after_a_tab_that_reached_the_edge_goes_to_the_next_row_start() {
    let mut s = TextScreen::new();
    assert!(s.locate(Some(10), Some(73)));
    s.arm_tab();
    s.write(b"\t\tk");
    assert_eq!(text(&s, 11).trim_end(), "k");
    // CHR$(9) evaluated again: this one blanks on to column 9.
    assert!(s.locate(Some(5), Some(73)));
    s.arm_tab();
    s.write(b"\t");
    s.arm_tab();
    s.write(b"\tk");
    assert_eq!(text(&s, 6).trim_end(), "        k");
    // On the window's last row it does nothing.
    assert!(s.locate(Some(24), Some(73)));
    s.write(b"\t\t\tY");
    assert_eq!(text(&s, 24).trim_end(), "Y");
}

#[test]
fn tab_goes_to_the_next_multiple_of_8() {
    let mut s = TextScreen::new();
    assert!(s.locate(Some(3), Some(48)));
    s.arm_tab();
    s.write(b"\tA");
    assert_eq!(s.pos(), 50);
    assert!(s.locate(Some(4), Some(8)));
    s.arm_tab();
    s.write(b"\t");
    assert_eq!(s.pos(), 9);
}

#[test]
fn tab_without_the_flag_passes_over_cells() {
    let mut s = TextScreen::new();
    assert!(s.locate(Some(2), Some(1)));
    s.write(b"0123456789ABCDEFGHIJ");
    assert!(s.locate(Some(2), Some(8)));
    s.write(b"\tx");
    assert_eq!(text(&s, 2).trim_end(), "0123456789ABCDEFxHIJ");
    // Armed, then a cursor move clears the flag (CTLIRS).
    assert!(s.locate(Some(2), Some(8)));
    s.arm_tab();
    s.write(b"\x1c\x1d\ty");
    assert_eq!(text(&s, 2).trim_end(), "0123456789ABCDEFyHIJ");
    // Armed: blanks, once.
    assert!(s.locate(Some(2), Some(8)));
    s.arm_tab();
    s.write(b"\t\tz");
    assert_eq!(text(&s, 2).trim_end(), "0123456 89ABCDEFzHIJ");
}

#[test]
fn row_25_runs_on_past_the_page_scrolling_once() {
    let mut s = TextScreen::new();
    s.write(b"top");
    assert!(s.locate(Some(25), Some(80)));
    s.write(b"YZ");
    assert_eq!((s.csrlin(), s.pos()), (26, 2));
    assert_eq!(text(&s, 1).trim_end(), "");
    assert_eq!(text(&s, 1).len(), 80);
    // What lands past the page shows in its last cell.
    assert_eq!(s.screen(25, 80, false), Some(b'Z'));
    s.write(&[b'c'; 79]);
    s.write(b"d");
    assert_eq!((s.csrlin(), s.pos()), (27, 2));
    // Up and down do nothing there; a line end scrolls once onto row 24.
    s.put(30);
    s.put(31);
    assert_eq!(s.csrlin(), 27);
    s.put(13);
    assert_eq!((s.csrlin(), s.pos()), (24, 1));
    assert_eq!(text(&s, 1).trim_end(), "");
}

#[test]
fn any_byte_anywhere_past_the_page_never_panics() {
    let mut s = TextScreen::new();
    assert!(s.locate(Some(25), Some(80)));
    for round in 0..3 {
        for b in 0..=255u8 {
            s.write(&[b'x', b]);
            let _ = s.csrlin();
            let _ = s.pos();
        }
        for _ in 0..300 {
            s.write(b"x");
        }
        s.set_key_line(round % 2 == 0);
        let _ = s.logical_text(s.cursor().0, 0, None);
        s.list_line_feed();
        assert!(s.locate(Some(25), Some(80)) || s.key_line());
    }
    s.cut_link_above();
    s.to_line_start();
    s.type_over(b'a');
}

#[test]
fn cls_clears_grey_on_the_background() {
    let mut s = TextScreen::new();
    s.attr = 0xd2;
    s.cls();
    assert_eq!(s.screen(10, 10, true), Some(0x57));
}

#[test]
fn a_narrow_scrn_file_starts_new_lines_past_its_width() {
    // GIOSCN.ASM `SCNOL2`: past the file's width the row ends with CR LF before the
    // character, so each row is a line of its own (real GW-BASIC 3.23: `WIDTH #2,10` and
    // 12 z's leave `zzzzzzzzzz` and `zz` on two rows).
    let mut s = TextScreen::new();
    s.set_line_width(10);
    s.write(&[b'z'; 12]);
    assert_eq!(text(&s, 1).trim_end(), "zzzzzzzzzz");
    assert_eq!(text(&s, 2).trim_end(), "zz");
    assert_eq!(s.logical_start(1), 1);
    // A line end after a full file row leaves an empty row, as at the screen's edge.
    s.write(&[b'x'; 8]);
    assert_eq!(text(&s, 2).trim_end(), "zzxxxxxxxx");
    s.put(b'\r');
    s.write(b"y");
    assert_eq!(text(&s, 4).trim_end(), "y");
}

/// Types `keys` over the page at the cursor as the screen editor does for an INPUT.
fn type_answer(s: &mut TextScreen, m: &mut Marks, keys: &[u8]) {
    for &b in keys {
        let row = s.cursor().0;
        s.type_over(b);
        let (r, c) = s.cursor();
        s.typed_at(m, row, (r, c.saturating_sub(1)));
    }
}

#[test]
fn a_delete_on_lstpos_row_ends_the_rows_data_there() {
    // Real GW-BASIC 3.23: over `0123456789ABCDEF`, `ab`, Backspace and Ctrl-N read `a`,
    // the old text staying on the page.
    let mut s = TextScreen::new();
    s.write(b"0123456789ABCDEF");
    s.locate(Some(1), Some(1));
    let mut m = Marks::input(0, 0);
    type_answer(&mut s, &mut m, b"ab");
    s.key_backspace(&mut m);
    s.key_append(&mut m);
    assert_eq!(s.read_line(&m), b"a");
    assert_eq!(text(&s, 1).trim_end(), "a 23456789ABCDEF");
}

#[test]
fn ctrl_n_on_an_empty_row_stays_in_column_one() {
    let mut s = TextScreen::new();
    s.locate(Some(3), Some(1));
    let mut m = Marks::input(2, 0);
    s.key_append(&mut m);
    type_answer(&mut s, &mut m, b"z");
    assert_eq!(s.read_line(&m), b"z");
}

#[test]
fn esc_on_an_answers_first_row_keeps_the_rows_it_ran_on_to() {
    // Real GW-BASIC 3.23: ESC is LDELET, which stops at the row holding LSTPOS.
    let mut s = TextScreen::new();
    for _ in 0..100 {
        s.type_over(b'x');
    }
    s.locate(Some(1), Some(1));
    let mut m = Marks::input(0, 0);
    type_answer(&mut s, &mut m, b"o");
    s.key_escape(&mut m);
    assert_eq!(text(&s, 1).trim_end(), "");
    assert_eq!(text(&s, 2).trim_end(), "x".repeat(20));
    assert_eq!(s.cursor(), (0, 0));
}

#[test]
fn video_memory_past_the_page_and_row_25_after_a_new_width() {
    let mut s = TextScreen::new();
    assert_eq!((s.peek(4000), s.peek(4001), s.peek(0x7fff)), (b' ', 7, 7));
    s.attr = 0x39;
    s.set_width(40);
    assert_eq!((s.peek(1999), s.peek(2001)), (0x39, 7));
    assert!(s.view_print(Some((10, 15))));
    assert!(!s.screen_row_allowed(9) && s.screen_row_allowed(10) && s.screen_row_allowed(25));
    s.set_key_line(true);
    assert!(!s.screen_row_allowed(25));
}

#[test]
fn a_line_input_on_a_marked_prompt_row_clears_it() {
    // Real GW-BASIC 3.23 (difftest/gw/program/usersess.py seed 99): a line stored from a
    // listed row, Enter, and the cursor is on the `Ok` row below; typing there leaves no
    // 255 behind (SCNDRV.ASM SCNMRK deletes a TRMNUL row holding a 255).
    let mut s = TextScreen::new();
    s.write(b"Ok");
    s.put_prompt_mark();
    s.locate(Some(1), Some(1));
    s.clear_marked_row();
    assert_eq!(text(&s, 1).trim_end(), "");
    // A 255 the program printed is a character: the row stays.
    let mut s = TextScreen::new();
    s.write(b"Ok\xff");
    s.locate(Some(1), Some(1));
    s.clear_marked_row();
    assert_eq!(s.screen(1, 3, false), Some(0xff));
    // A marked row whose 255 was typed over stays too.
    let mut s = TextScreen::new();
    s.write(b"Ok");
    s.put_prompt_mark();
    s.locate(Some(1), Some(1));
    s.write(b"PRINT 7");
    s.locate(Some(1), Some(1));
    s.clear_marked_row();
    assert_eq!(text(&s, 1).trim_end(), "PRINT 7");
}

#[test]
fn a_listed_tab_before_a_line_feed_is_read_back_as_blanks() {
    // LIST passes a TAB over cells (LTABL), then ^E terminates the row at the cursor
    // (PLINIT) and the LF goes at the terminator (LFED30): Enter reads the blanks.
    // Real GW-BASIC 3.23 (gw-real, `fileload.py` seeds 5, 6).
    let mut s = TextScreen::new();
    s.write(b"20 REM AB");
    s.locate(Some(1), Some(17));
    s.list_line_feed();
    s.write(b"Z");
    assert_eq!(s.logical_text(0, 0, None), b"20 REM AB       \nZ");
}

#[test]
fn enter_goes_to_the_end_of_the_line() {
    // Real GW-BASIC 3.23 with the console as its output (famgen.py's runner): Enter on the
    // first row of a printed 100-character line, or of a listed line with a LF in it,
    // leaves the cursor at the line's end.
    let mut s = TextScreen::new();
    s.write(&[b'P'; 100]);
    s.locate(Some(1), Some(5));
    s.to_enter_row();
    assert_eq!(s.cursor(), (1, 20));
    let mut s = TextScreen::new();
    s.write(b"10 REM a");
    s.list_line_feed();
    s.write(b"b");
    s.locate(Some(1), Some(3));
    s.to_enter_row();
    assert_eq!(s.cursor(), (1, 1));
}

#[test]
fn cls_resets_the_terminators_of_rows_outside_the_window() {
    // SCNDRV.ASM `SCNCLR` (TTBINI): real GW-BASIC 3.23, `VIEW PRINT 3 TO 9:CLS`, `VIEW
    // PRINT`, then `PRINT CSRLIN` typed over the first line reads `PRINT CSRLIN` only.
    let mut s = TextScreen::new();
    s.locate(Some(2), Some(1));
    s.write(b"VIEW PRINT 3 TO 9:CLS");
    assert!(s.view_print(Some((3, 9))));
    s.cls();
    assert!(s.view_print(None));
    s.locate(Some(2), Some(1));
    let mut m = Marks::statement();
    type_answer(&mut s, &mut m, b"PRINT CSRLIN");
    assert_eq!(s.read_line(&m), b"PRINT CSRLIN");
    assert_eq!(text(&s, 2).trim_end(), "PRINT CSRLIN TO 9:CLS");
}

#[test]
fn cls_2_keeps_the_terminators() {
    // Real GW-BASIC 3.23 (gw-real typed sessions, difftest/gw/corpus tokfiles seed 3, a
    // handler's `VIEW PRINT 10 TO 14:CLS 2:VIEW PRINT`): ten letters on row 16, then the
    // window cleared by CLS 2, and `1` typed over the letters reads `1PPPPPPPPP` (line 1);
    // after CLS or CLS 0 it reads `1` alone.
    let mut s = TextScreen::new();
    s.locate(Some(16), Some(1));
    s.write(b"PPPPPPPPPP");
    assert!(s.view_print(Some((10, 14))));
    s.cls_window();
    assert!(s.view_print(None));
    s.locate(Some(16), Some(1));
    let mut m = Marks::statement();
    type_answer(&mut s, &mut m, b"1");
    assert_eq!(s.read_line(&m), b"1PPPPPPPPP");
    assert!(s.view_print(Some((10, 14))));
    s.cls();
    assert!(s.view_print(None));
    s.locate(Some(16), Some(1));
    let mut m = Marks::statement();
    type_answer(&mut s, &mut m, b"1");
    assert_eq!(s.read_line(&m), b"1");
}

#[test]
fn a_view_print_window_refuses_row_25_until_a_bare_view_print() {
    // Real GW-BASIC 3.23 (gw-real typed sessions 2026-11-29): LOCATE 25 is error 5 after
    // `VIEW PRINT 1 TO 24`, and after `VIEW PRINT 4 TO 19` and WIDTH 40, which gives the
    // full screen back; a bare VIEW PRINT allows it again.
    let mut s = TextScreen::new();
    assert!(s.locate(Some(25), Some(1)));
    assert!(s.view_print(Some((1, 24))));
    assert!(!s.locate(Some(25), Some(1)));
    assert!(s.view_print(None));
    assert!(s.locate(Some(25), Some(1)));
    assert!(s.view_print(Some((4, 19))));
    s.set_width(40);
    assert!(s.locate(Some(1), Some(1)));
    assert!(!s.locate(Some(25), Some(1)));
    assert!(s.view_print(None));
    assert!(s.locate(Some(25), Some(1)));
}

#[test]
fn keys_typed_past_row_25_take_its_last_column_again() {
    // Real GW-BASIC 3.23: `LOCATE 25,70:LINE INPUT A$` with 26 letters typed gives
    // `ABCDEFGHIJZ` and rows 1-24 unscrolled until Enter (SCNDRV.ASM MKRMNL: no room
    // outside the window).
    let mut s = TextScreen::new();
    s.write(b"top");
    assert!(s.locate(Some(25), Some(70)));
    for b in b'A'..=b'Z' {
        s.type_over(b);
    }
    assert_eq!(text(&s, 25)[69..].to_string(), "ABCDEFGHIJZ");
    assert_eq!(text(&s, 1).trim_end(), "top");
    assert_eq!(s.csrlin(), 25);
}

#[test]
fn keys_typed_past_a_line_that_fills_the_window_take_its_last_column_again() {
    // Real GW-BASIC 3.23: in `VIEW PRINT 3 TO 3`, 100 letters answering `INPUT A$` give
    // A$ of 78, the first 77 and the last (SCNDRV.ASM MKRMNL, MKRMN8: the line's first
    // row is the window's top, so no scroll; CHWRAP's CHWRP3 writes at the last column).
    let mut s = TextScreen::new();
    assert!(s.view_print(Some((3, 3))));
    s.write(b"? ");
    for i in 0..100u8 {
        s.type_over(b'A' + i % 26);
    }
    let row = text(&s, 3);
    assert_eq!(&row[..4], "? AB");
    assert_eq!(&row[76..], "WXYV");
    assert_eq!(text(&s, 4).trim_end(), "");
}

/// Insert mode moves a row's data only (SCNDRV.ASM `MVCHLN`, MVCH30): text left on a row
/// whose terminator CLS reset is not data, so a character inserted past what was typed
/// over it lands over the old text (real GW-BASIC 3.23: `VIEW PRINT 5 TO 9:CLS`, `VIEW
/// PRINT`, then `PRINT 1/`, Ctrl-R, `0` over the row that held the first statement).
#[test]
fn insert_moves_only_the_rows_data() {
    let mut s = TextScreen::new();
    s.write(b"VIEW PRINT 5 TO 9:CLS");
    assert!(s.view_print(Some((5, 9))));
    s.cls();
    assert!(s.view_print(None));
    for &b in b"PRINT 1/" {
        s.type_over(b);
    }
    s.type_insert(b'0');
    assert_eq!(text(&s, 1).trim_end(), "PRINT 1/0T 5 TO 9:CLS");
    // Within the data the rest of the row moves right.
    s.locate(Some(1), Some(1));
    s.type_insert(b'?');
    assert_eq!(text(&s, 1).trim_end(), "?PRINT 1/0 5 TO 9:CLS");
}

/// A full row's last character goes on to the row below, which opens for it when the row
/// ended the line (SCNDRV.ASM `MKRMCH`, MKRMNL).
#[test]
fn insert_into_a_full_row_opens_the_next() {
    let mut s = TextScreen::new();
    for _ in 0..80 {
        s.type_over(b'a');
    }
    s.locate(Some(1), Some(1));
    s.type_insert(b'b');
    assert_eq!(text(&s, 1), format!("b{}", "a".repeat(79)));
    assert_eq!(text(&s, 2).trim_end(), "a");
}

/// A form feed printed under a graphics viewport leaves the cursor nowhere: row 0 and
/// column 0, text kept; PRINT ends a line first (`lost_column`), row 0 holds
/// the cursor until a home or LOCATE (the real GW-BASIC 3.23, SCREEN 1 under
/// `VIEW (40,40)-(200,150)`, SCNDRV.ASM `CCLRSN`).
#[test]
fn form_feed_under_a_graphics_view_loses_the_cursor() {
    let mut s = TextScreen::new();
    s.set_width(40);
    s.set_graphics_view(true);
    s.locate(Some(5), Some(7));
    s.write(b"AB\x0c");
    assert_eq!((s.csrlin(), s.pos()), (0, 0));
    assert_eq!(s.screen(5, 7, false), Some(b'A'));
    assert!(s.lost_column());
    // A character with no line end first (SPC's blank) leaves POS 1; PRINT's item ends
    // the line first (CRDO), then POS 2.
    s.write(b" ");
    assert_eq!((s.csrlin(), s.pos()), (0, 1));
    s.write(b"\x0c");
    s.next_row();
    s.write(b"X");
    assert_eq!((s.csrlin(), s.pos()), (0, 2));
    assert!(!s.lost_column());
    s.printed_line_end();
    assert_eq!((s.csrlin(), s.pos()), (0, 1));
    s.write(b"\x1f\x1c\x1e");
    assert_eq!((s.csrlin(), s.pos()), (0, 2));
    s.write(&[b'Q'; 85]);
    assert_eq!((s.csrlin(), s.pos()), (1, 1));
    s.write(b"\x0b");
    assert_eq!((s.csrlin(), s.pos()), (1, 1));
    s.write(b"\x0c");
    assert!(!s.locate(None, Some(5)) && !s.locate(Some(5), None));
    s.write(b"\x09");
    assert_eq!((s.csrlin(), s.pos()), (0, 9));
    assert!(s.locate(Some(3), Some(2)));
    assert_eq!((s.csrlin(), s.pos()), (3, 2));
    // Without a viewport the form feed clears and homes.
    s.set_graphics_view(false);
    s.write(b"\x0c");
    assert_eq!((s.csrlin(), s.pos()), (1, 1));
}

/// Ctrl-J at `Ok` (SCNDRV.ASM `LFEED`, MKRMNL): at the end of the text a new row opens
/// below and the cursor goes to it, Enter's output on the row after the line (pcbasic-suite
/// type_program_with_line_feed); with text after the cursor (the row's terminator, or a
/// line going on past a line feed) that text moves down and the cursor stays (the real
/// GW-BASIC 3.23).
#[test]
fn typed_line_feeds_open_rows_or_move_the_text_after_the_cursor() {
    let mut s = TextScreen::new();
    for i in 1..=8 {
        s.write(format!("ROW {i} \r").as_bytes());
    }
    s.locate(Some(4), Some(1));
    let mut m = Marks::statement();
    for &b in b"?CSRLIN" {
        s.type_over(b);
    }
    let from = s.cursor().0;
    s.typed_line_feed();
    s.line_fed(&mut m, from);
    s.to_enter_row();
    s.put(b'\r');
    // The new row 5 ends the line, ROW 5 pushed to row 6: the output goes there.
    assert_eq!(s.csrlin(), 6);
    assert_eq!(text(&s, 6).trim_end(), "ROW 5");
    // Two Ctrl-Js at the start of a row that holds text move it down two rows.
    s.locate(Some(10), Some(1));
    s.write(b"ROW 4 ");
    s.locate(Some(10), Some(1));
    let mut m = Marks::statement();
    for _ in 0..2 {
        let from = s.cursor().0;
        s.typed_line_feed();
        s.line_fed(&mut m, from);
    }
    assert_eq!(s.csrlin(), 10);
    assert_eq!(text(&s, 12).trim_end(), "ROW 4");
    s.to_enter_row();
    s.put(b'\r');
    assert_eq!(s.csrlin(), 13);
}

/// `?"ab`, Ctrl-J, `cd"` typed at `Ok` in 40 columns, then `keys` (the editing calls).
fn line_fed_line(keys: impl FnOnce(&mut TextScreen, &mut Marks)) -> (Vec<u8>, TextScreen) {
    let mut s = TextScreen::new();
    s.set_width(40);
    let mut m = Marks::statement();
    for &b in b"?\"ab" {
        s.type_over(b);
    }
    let from = s.cursor().0;
    s.typed_line_feed();
    s.line_fed(&mut m, from);
    for &b in b"cd\"" {
        s.type_over(b);
    }
    keys(&mut s, &mut m);
    (s.read_line(&m), s)
}

#[test]
fn delete_on_a_line_feed_row_takes_the_line_feed_from_its_last_character_on() {
    // Real GW-BASIC 3.23 with the console as its output (famgen.py's runner): cursor up
    // and Del on `b` prints `acd`, on the line feed `abcd`, five places past it
    // `ab    cd`; Backspace from there `ab   cd`; before `b` the line feed stays.
    let up = |s: &mut TextScreen, rights: usize| {
        s.cursor_up();
        for _ in 0..rights {
            s.cursor_right();
        }
    };
    let (line, s) = line_fed_line(|s, m| {
        up(s, 0);
        s.key_delete(m);
    });
    assert_eq!(line, b"?\"acd\"");
    assert_eq!(text(&s, 2).trim_end(), "");
    let (line, _) = line_fed_line(|s, m| {
        up(s, 1);
        s.key_delete(m);
    });
    assert_eq!(line, b"?\"abcd\"");
    let (line, _) = line_fed_line(|s, m| {
        up(s, 5);
        s.key_delete(m);
    });
    assert_eq!(line, b"?\"ab    cd\"");
    let (line, _) = line_fed_line(|s, m| {
        up(s, 5);
        s.key_backspace(m);
    });
    assert_eq!(line, b"?\"ab   cd\"");
    let (line, _) = line_fed_line(|s, m| {
        s.cursor_up();
        s.cursor_left();
        s.key_delete(m);
    });
    assert_eq!(line, b"?\"b\ncd\"");
}

#[test]
fn backspace_into_a_line_feed_row_and_typing_its_last_column() {
    // Real GW-BASIC 3.23 with the console as its output: from the first column of `cd"`,
    // Backspace pulls `c` up into the last column of the row above; `x` typed in that
    // last column instead pushes the line feed onto a new row of its own.
    let (line, s) = line_fed_line(|s, m| {
        for _ in 0..3 {
            s.cursor_left();
        }
        s.key_backspace(m);
    });
    let mut want = b"?\"ab".to_vec();
    want.extend([b' '; 35]);
    want.extend(b"cd\"");
    assert_eq!(line, want);
    assert_eq!(text(&s, 1).as_bytes()[39], b'c');
    let (line, s) = line_fed_line(|s, _| {
        for _ in 0..4 {
            s.cursor_left();
        }
        s.type_over(b'x');
    });
    let mut want = b"?\"ab".to_vec();
    want.extend([b' '; 35]);
    want.extend(b"x\ncd\"");
    assert_eq!(line, want);
    assert_eq!(text(&s, 2).trim_end(), "");
    assert_eq!(text(&s, 3).trim_end(), "cd\"");
}
