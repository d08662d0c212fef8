//! The C64 program format on hand-made programs.

use super::*;

#[test]
fn a_typed_line_saves_as_the_c64_stores_it() {
    let prg = tokenise("10 PRINT\"HELLO\"\n").unwrap();
    assert_eq!(
        prg,
        [0x01, 0x08, 0x0E, 0x08, 10, 0, 0x99, b'"', b'H', b'E', b'L', b'L', b'O', b'"', 0, 0, 0]
    );
    assert_eq!(list_prg(&prg).unwrap(), "10 PRINT\"HELLO\"\n");
    assert!(is_basic_prg(&prg));
}

#[test]
fn crunch_takes_the_first_keyword_and_keeps_spaces() {
    let prg = tokenise("20 FOR I = 1 TO 9:?I:NEXT\n10 IF TOTAL THEN 20").unwrap();
    let text = list_prg(&prg).unwrap();
    assert_eq!(text, "10 IF TOTAL THEN 20\n20 FOR I = 1 TO 9:PRINTI:NEXT\n");
    // TOTAL is TO + TAL: the token is in the stored line.
    assert!(prg.windows(2).any(|w| w == [0xA4, b'T']));
}

#[test]
fn rem_and_data_keep_their_text_and_strings_their_case() {
    let prg =
        tokenise("10 REM print this\n20 DATA print,\"a\":print\n30 PRINT\"{clr}aB\"").unwrap();
    let text = list_prg(&prg).unwrap();
    // REM text keeps the typed keys (shifted letters), which LIST shows as keywords: the
    // C64's own quirk. DATA text is folded to capitals and not crunched.
    assert!(text.starts_with("10 REM "), "{text}");
    assert!(text.contains("20 DATA PRINT,\"a\":PRINT\n"), "{text}");
    assert!(text.ends_with("30 PRINT\"{clr}aB\"\n"), "{text}");
}

#[test]
fn line_numbers_read_as_linget_does() {
    let prg = tokenise("1 0 PRINT\n10\n5 END\n").unwrap();
    assert_eq!(list_prg(&prg).unwrap(), "5 END\n");
    assert!(tokenise("64000 END").is_err());
    assert!(tokenise("PRINT").is_err());
}

#[test]
fn damaged_programs_are_errors_not_panics() {
    for bytes in [
        &[0x01u8][..],
        &[0x01, 0x08, 0x0E],
        &[0x01, 0x08, 0x0E, 0x08, 10],
        &[0x01, 0x08, 0x0E, 0x08, 10, 0, 0x99],
    ] {
        assert!(list_prg(bytes).is_err(), "{bytes:?}");
        assert!(!is_basic_prg(bytes));
    }
}
