//! GW-BASIC's LOAD, MERGE and CHAIN of ASCII files read byte by byte (SCNEDT.ASM `DSKCHI`,
//! GIO86.ASM `INCHR`), as the real GW-BASIC 3.23 has them (`difftest/gw/program/fileload.py`).

use ferrite_console::MemoryConsole;

use super::Dialect;

/// Writes `files` into a fresh folder of the current one (DOS names start there), types
/// `lines` at GW-BASIC's prompt (`@` stands for the folder), and gives the screen's text
/// and the folder.
fn typed_with_files(
    tag: char,
    files: &[(&str, &[u8])],
    lines: &[&str],
) -> (String, std::path::PathBuf) {
    let name = format!("FL{:05}{tag}", std::process::id() % 100_000);
    let dir = std::path::PathBuf::from(&name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    for (name, bytes) in files {
        std::fs::write(dir.join(name), bytes).expect("file");
    }
    let at = name;
    let mut session = Dialect::Gw.session();
    let mut con = MemoryConsole::new(b"", false);
    for line in lines {
        session.enter(line.replace('@', &at).as_bytes(), &mut con);
    }
    (String::from_utf8_lossy(&con.output).into_owned(), dir)
}

#[test]
fn a_last_line_the_file_end_cut_comes_after_the_ok() {
    // Stored after the `Ok` the file's end printed, or run when it has no number.
    let (out, dir) = typed_with_files(
        'c',
        &[
            ("A.BAS", b"10 PRINT 1\r\n20 PRINT 2"),
            ("B.BAS", b"10 PRINT 1\r\nPRINT 99"),
        ],
        &["LOAD \"@\\A\"", "LIST", "LOAD \"@\\B\"", "LIST"],
    );
    assert_eq!(
        out,
        "Ok\n10 PRINT 1\n20 PRINT 2\nOk\nOk\n 99 \nOk\n10 PRINT 1\nOk\n"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_line_left_open_after_a_line_feed_takes_the_next_typed_keys() {
    // The CR the file's end hands back follows a LF, so the typed `LIST` goes on filling
    // line 10 (unseen), and the cruncher reads `1`, LF, `20` as the number 120.
    let (out, dir) = typed_with_files(
        'l',
        &[("A.BAS", b"10 PRINT 1\n20 PRINT 2\n")],
        &["LOAD \"@\\A\"", "", "LIST", "LIST"],
    );
    assert_eq!(out, "Ok\n10 PRINT 120 PRINT 2\nLIST\nOk\n");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_line_past_buf_stops_the_load_and_its_256th_byte_follows_a_full_listing() {
    let mut long = b"20 REM ".to_vec();
    long.extend([b'X'; 248]);
    long.extend(b"#Y\r\n30 PRINT 3\r\n");
    let full = format!("10 {}\r\n", "?A:".repeat(80));
    let (out, dir) = typed_with_files(
        'o',
        &[("A.BAS", full.as_bytes()), ("B.BAS", &long)],
        &["LOAD \"@\\A\"", "MERGE \"@\\B\"", "LIST"],
    );
    // The listed line fills BUF's 255 bytes and LISPRT prints on to the `#` DSKCHI left.
    let listed = format!("10 {}#", &"PRINT A:".repeat(32)[..255]);
    assert_eq!(out, format!("Ok\nLine buffer overflow\nOk\n{listed}\nOk\n"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_bare_number_with_a_tab_deletes_its_line() {
    let (out, dir) = typed_with_files(
        'b',
        &[("A.BAS", b"10 PRINT 1\r\n20 X\r\n20\t\r\n30\x01\r\n")],
        &["LOAD \"@\\A\"", "LIST"],
    );
    assert_eq!(out, "Undefined line number\nOk\n10 PRINT 1\nOk\n");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_chain_load_error_is_trapped_until_a_line_is_stored() {
    let mut long = b"50 REM ".to_vec();
    long.extend([b'X'; 255]);
    long.extend(b"\r\n");
    let mut stored = b"40 PRINT Q\r\n".to_vec();
    stored.extend(&long);
    let (out, dir) = typed_with_files(
        't',
        &[("A.BAS", &long), ("B.BAS", &stored)],
        &[
            "10 ON ERROR GOTO 100",
            "20 Q=5:CHAIN MERGE F$,40,ALL",
            "100 PRINT \"ERR\";ERR;ERL;Q:END",
            "F$=\"@\\A\":GOTO 10",
            "F$=\"@\\B\":GOTO 10",
            "PRINT Q",
        ],
    );
    assert_eq!(
        out,
        "ERR 23  65535  5 \nOk\nLine buffer overflow\nOk\n 0 \nOk\n"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_merge_overflow_is_trapped_until_a_line_is_stored() {
    // Real GW-BASIC 3.23 (difftest/gw/editor/famgen.py directfile): the first line is
    // crunched with ON ERROR still set, so its `1E39` is the handler's error 6 in no line
    // and nothing is merged; after a stored line it is the cruncher's warning (the
    // literal stored as the largest single, as a typed line keeps it).
    let (out, dir) = typed_with_files(
        'm',
        &[
            ("A.BAS", b"8 X=1E39\r\n9 PRINT 9\r\n"),
            ("B.BAS", b"7 PRINT 7\r\n8 X=1E39\r\n"),
        ],
        &[
            "10 ON ERROR GOTO 100",
            "20 MERGE F$",
            "100 PRINT \"ERR\";ERR;ERL:RESUME NEXT",
            "F$=\"@\\A\":GOTO 10",
            "LIST 7-9",
            "F$=\"@\\B\":GOTO 10",
            "LIST 7-9",
        ],
    );
    assert_eq!(
        out,
        "ERR 6  65535 \nOk\nOk\nOverflow\nOk\n7 PRINT 7\n8 X=1.701412E+38\nOk\n"
    );
    let _ = std::fs::remove_dir_all(dir);
}
