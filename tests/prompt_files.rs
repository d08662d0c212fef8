//! Program files at the prompts (issue 28): the name SAVE writes on each machine, as the
//! README says, and `ferrite basic --run/--load` finding a file by the machine's rule and
//! reading it in the machine's own saved form.

use crate::cli::{run_with, text};

/// `SAVE "lowName"` (`SAVE "D:lowname"` on the Atari, `LIBRARY SAVE lowName` on FOCAL)
/// typed at each prompt writes the file name the README promises: GW-BASIC upper-cases it
/// as DOS did and adds `.BAS`; the Altair and the C64 keep the case and add `.BAS`; the
/// Atari's DOS upper-cases it and adds nothing; FOCAL keeps it and adds `.FC`.
#[test]
fn save_writes_each_machines_file_name() {
    for (args, typed, written) in [
        (
            &["basic", "--dialect", "gw"][..],
            "SAVE \"lowName\"",
            "LOWNAME.BAS",
        ),
        (
            &["basic", "--dialect", "altair"][..],
            "SAVE \"lowName\"",
            "lowName.BAS",
        ),
        (
            &["basic", "--dialect", "c64"][..],
            "SAVE \"lowName\"",
            "lowName.BAS",
        ),
        (
            &["basic", "--dialect", "atari"][..],
            "SAVE \"D:lowname\"",
            "LOWNAME",
        ),
        (&["focal"][..], "LIBRARY SAVE lowName", "lowName.FC"),
    ] {
        let dir = tempfile::tempdir().expect("temp dir");
        let line = if args[0] == "focal" {
            "01.10 TYPE 1,!"
        } else {
            "10 PRINT 1"
        };
        let out = run_with(
            args,
            Some(dir.path()),
            format!("{line}\n{typed}\n").as_bytes(),
        );
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&out.stderr)
        );
        let mut names: Vec<String> = std::fs::read_dir(dir.path())
            .expect("folder")
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n != "data")
            .collect();
        names.sort();
        assert_eq!(names, [written], "{args:?} {typed}");
    }
}

/// An Atari program SAVEd at the prompt starts again with `basic --dialect atari --run`
/// named in lower case: the Atari's DOS names are capitals, and the SAVE file is LOADed as
/// the machine read it (not typed at the prompt as text).
#[test]
fn an_atari_save_file_starts_with_run_and_load() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run_with(
        &["basic", "--dialect", "atari"],
        Some(dir.path()),
        b"10 PRINT \"SAVED\";6*7\nSAVE \"D:prog\"\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(dir.path().join("PROG").is_file(), "SAVE wrote PROG");
    let out = run_with(
        &["basic", "--dialect", "atari", "--run", "prog"],
        Some(dir.path()),
        b"",
    );
    let shown = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(shown.contains("SAVED42\n"), "{shown:?}");
    assert!(!shown.contains("ERROR"), "{shown:?}");
    let out = run_with(
        &["basic", "--dialect", "atari", "--load", "prog"],
        Some(dir.path()),
        b"LIST\n",
    );
    let shown = text(&out.stdout);
    assert!(shown.contains("10 PRINT \"SAVED\";6*7\n"), "{shown:?}");
    assert!(!shown.contains("SAVED42"), "{shown:?}");
}

/// The line a syntax error offers is shown as LIST shows it: a LF in it goes on at a row
/// joined to the last and a TAB is blanks to the next eighth column, so Enter stores the
/// line read back from both rows with blanks for the TAB (real GW-BASIC 3.23, gw-real:
/// `difftest/gw/program/fileload.py`; GWLIST.ASM `LISPRT`, SCNDRV.ASM).
#[test]
fn gw_enter_on_an_offered_line_with_a_line_feed_stores_both_rows() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("A.BAS"), b"10 a\t=1\n:x=)\r\n").expect("file");
    let out = run_with(
        &["basic", "--dialect", "gw"],
        Some(dir.path()),
        b"LOAD \"A\"\rRUN\r\rSAVE \"T\"\r",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        std::fs::read(dir.path().join("T.BAS")).expect("saved"),
        b"\xff\x7f\x12\n\0A    \xe7\x12\n:X\xe7)\0\0\0\x1a"
    );
}

/// GW-BASIC's RUN, LOAD, MERGE and SAVE typed at `Ok` take the file name as a string
/// expression (DSKCOM.ASM `LRUN3`, `MERGE`, `SAVE` through NAMSCN), as in a program: the
/// plain quoted forms and the expressions give what the real GW-BASIC 3.23 gave (gw-real,
/// the lines typed at its prompt after `SCREEN 2`, 2026-11-29); `RUN 10+5` runs from 10.
#[test]
fn gw_file_commands_take_a_name_expression_at_the_prompt() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("F.BAS"),
        "10 PRINT \"IN F\"\r\n30 PRINT 30\r\n",
    )
    .expect("F.BAS");
    let typed = [
        "A$=\"F\":LOAD A$",
        "LIST",
        "A$=\"F\":RUN (A$)",
        "20 PRINT 20",
        "A$=\"F\":MERGE A$",
        "LIST",
        "LOAD \"F\"+\"\"",
        "LIST",
        "LOAD \"F\"+\"\",R",
        "RUN \"\"",
        "LOAD \"\"",
        "MERGE \"\"",
        "SAVE \"\"",
        "RUN \" \"",
        "LOAD 5",
        "MERGE 5",
        "A$=\"G\":SAVE A$",
        "A$=\"F\":LOAD A$ X",
        "A$=\"NOPE\":LOAD A$ X",
        "RUN 10+5",
        "RUN 10 X",
    ];
    let out = run_with(
        &["basic", "--dialect", "gw", "--no-share", "--no-banner"],
        Some(dir.path()),
        (typed.join("\n") + "\n").as_bytes(),
    );
    let expected = "Ok\nOk\n10 PRINT \"IN F\"\n30 PRINT 30\nOk\nIN F\n 30 \nOk\nOk\n\
        10 PRINT \"IN F\"\n20 PRINT 20\n30 PRINT 30\nOk\nOk\n10 PRINT \"IN F\"\n30 PRINT 30\n\
        Ok\nIN F\n 30 \nOk\nBad file number\nOk\nBad file number\nOk\nBad file number\nOk\n\
        Bad file number\nOk\nFile not found\nOk\nType mismatch\nOk\nType mismatch\nOk\nOk\n\
        Syntax error\nOk\nFile not found\nOk\nIN F\n 30 \nOk\nIN F\n 30 \nOk\n";
    assert_eq!(text(&out.stdout), expected);
    assert!(dir.path().join("G.BAS").is_file(), "SAVE A$ wrote G.BAS");
}

/// A name holding a control character typed at `Ok` is the statement's `Bad file name`,
/// not a name the prompt saves or looks for (real GW-BASIC 3.23, `difftest/gw/files/
/// namegen.py`: the unended last line of a file LOAD reads is obeyed as typed, and
/// `SAVE "T`, LF, `Y",A` there is 64 and writes nothing); SAVE evaluates its name before
/// its tail (`SAVE "T"=1 TO 3` is `Type mismatch`).
#[test]
fn gw_typed_name_with_a_control_character_is_a_bad_file_name() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("T.BAS"), "10 PRINT 1\r\nSAVE \"T\nY\",A").expect("T.BAS");
    let typed = ["LOAD \"T\"", "SAVE \"T\"=1 TO 3", "SAVE \"Q\",Q"];
    let out = run_with(
        &["basic", "--dialect", "gw", "--no-share", "--no-banner"],
        Some(dir.path()),
        (typed.join("\n") + "\n").as_bytes(),
    );
    assert_eq!(
        text(&out.stdout),
        "Ok\nOk\nBad file name\nOk\nType mismatch\nOk\nSyntax error\nOk\n"
    );
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert_eq!(names, ["T.BAS"], "nothing but T.BAS");
}
