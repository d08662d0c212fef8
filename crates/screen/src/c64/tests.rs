//! The model alone, with the bytes BASIC sends for recorded programs
//! (`conformance/c64/screen`).

use super::{C64Screen, Poll};

fn print(s: &mut C64Screen, text: &[u8]) {
    for &b in text {
        s.chrout(b);
    }
}

fn row(s: &C64Screen, r: usize) -> Vec<u8> {
    (0..40)
        .map(|c| s.peek(1024 + (r * 40 + c) as u16))
        .collect()
}

#[test]
fn power_on_screen_has_banner_ready_and_run() {
    let s = C64Screen::new();
    assert_eq!(&row(&s, 5)[..6], &[18, 5, 1, 4, 25, 46]);
    assert_eq!(&row(&s, 6)[..3], &[18, 21, 14]);
    assert_eq!((s.peek(0xD6), s.peek(0xD3)), (7, 0));
}

#[test]
fn forty_characters_link_the_next_row() {
    // c011_print_40: the 40th character links an empty row; RETURN goes below it.
    let mut s = C64Screen::new();
    print(&mut s, b"\x93");
    print(&mut s, &[b'1'; 40]);
    assert_eq!(s.peek(0xD9 + 1) & 0x80, 0);
    print(&mut s, b"\r");
    assert_eq!(s.peek(0xD6), 2);
}

#[test]
fn typed_line_is_read_back_from_the_screen() {
    let mut s = C64Screen::new();
    print(&mut s, b"\x93NUMBER? ");
    s.type_lines(vec![b"42".to_vec()]);
    assert_eq!(s.line(Poll::Input), Some(b"42".to_vec()));
    assert!(s
        .dumps()
        .starts_with("=== SCREEN 1 wait\nWAIT input\nCURSOR 0 8\n"));
}

#[test]
fn quote_mode_shows_control_codes_reversed() {
    let mut s = C64Screen::new();
    print(&mut s, b"\x93\"\x11");
    assert_eq!(s.peek(1025), 0x91);
}
