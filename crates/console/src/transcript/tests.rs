use super::*;

#[test]
fn identical_texts_have_no_difference() {
    assert_eq!(
        compare(b"A\nB\n", b"A\nB\n", CompareOptions::default()),
        None
    );
}

#[test]
fn a_changed_character_is_found_by_line_and_column() {
    let d = compare(
        b"HELLO\nWORLD\n",
        b"HELLO\nWORMD\n",
        CompareOptions::default(),
    )
    .expect("differs");
    assert_eq!((d.line, d.column), (2, 4));
    assert!(d.report().contains("line 2, column 4"));
}

#[test]
fn trailing_spaces_count_unless_ignored() {
    assert!(compare(b"A \n", b"A\n", CompareOptions::default()).is_some());
    let opts = CompareOptions {
        ignore_trailing_space: true,
        upper: false,
    };
    assert_eq!(compare(b"A \n", b"A\n", opts), None);
}

#[test]
fn upper_folds_the_output() {
    let opts = CompareOptions {
        ignore_trailing_space: false,
        upper: true,
    };
    assert_eq!(compare(b"YES\n", b"yes\n", opts), None);
}

#[test]
fn spaces_are_made_visible() {
    assert_eq!(visible(b"A B\x07"), "A·B<07>");
}

#[test]
fn typed_text_is_read_from_the_page() {
    let mut con = TranscriptConsole::new(b"NAME? BOB\nHI BOB\n", CompareOptions::default());
    con.write(b"NAME? ");
    assert_eq!(con.read_line(), Some(b"BOB".to_vec()));
    con.write(b"BOB\nHI BOB\n");
    assert_eq!(con.read_line(), None);
}

#[test]
fn output_that_left_the_page_gets_no_input() {
    let mut con = TranscriptConsole::new(b"NAME? BOB\n", CompareOptions::default());
    con.write(b"AGE? ");
    assert_eq!(con.read_line(), None);
}
