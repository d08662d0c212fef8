//! Programs that read `KYBD:` (or DOS's `CON`) with keys typed: `tests/kybd/<name>.bas`,
//! its keys `<name>.in` (one line per Enter) and `<name>.out`, what the real GW-BASIC 3.23
//! printed with those keys (`../shared/oracles/gw-real`, the stream with the feeder's
//! marks taken out). They run through `ferrite run`, whose piped keyboard types the keys as
//! the device asks for them (the case runner's console has no keyboard device).

use std::path::Path;

use crate::cli::run_with;

#[test]
fn keyboard_device_programs_print_what_the_machine_printed() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kybd");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/kybd")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "bas"))
        .collect();
    names.sort();
    assert!(!names.is_empty());
    for bas in names {
        let keys = std::fs::read(bas.with_extension("in")).unwrap_or_default();
        let want = std::fs::read(bas.with_extension("out")).expect("the machine's output");
        let path = bas.to_str().unwrap_or("");
        let out = run_with(&["run", "--dialect", "gw", path], None, &keys);
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&want),
            "{}",
            bas.display()
        );
    }
}

/// A LF typed (Ctrl-Enter) reaches a `KYBD:` file as a LF: INPUT # drops it from a string
/// item and FIN passes over it in a number, LINE INPUT # keeps it (real GW-BASIC 3.23,
/// gw-real: `1`, LF, `2`, Enter is `12`; `ab`, LF, `cd`, Enter a line of 5; `3`, LF, `4` is
/// 34). The screen editor's keyboard types Enter as a CR and a LF as itself.
#[test]
fn a_typed_line_feed_is_a_line_feed_to_kybd_items() {
    let dir = tempfile::tempdir().expect("temp dir");
    let program = dir.path().join("LF.BAS");
    std::fs::write(
        &program,
        "10 OPEN \"KYBD:\" FOR INPUT AS 1\r\n20 INPUT #1,A$:LINE INPUT #1,B$:INPUT #1,C\r\n\
         30 PRINT \"[\";A$;\"]\";LEN(B$);ASC(MID$(B$,3));C\r\n40 SYSTEM\r\n",
    )
    .expect("program");
    let out = run_with(
        &[
            "basic",
            "--dialect",
            "gw",
            "--run",
            program.to_str().unwrap_or(""),
        ],
        None,
        b"1\n2\rab\ncd\r3\n4\r",
    );
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(shown.contains("[12] 5  10  34 "), "{shown}");
}
