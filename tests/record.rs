//! `ferrite record` at a terminal, then `ferrite verify` on the page it wrote: the round trip
//! of a session typed through a pseudo-terminal.

use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use crate::repl::harness::{Show, Term};

/// What a recorded session left: the page `ferrite record` wrote, its exit status, and
/// `ferrite verify`'s answer on that page with the time it took.
struct Recording {
    page: String,
    status: Option<i32>,
    verify: Output,
    verify_took: Duration,
}

/// `ferrite record --dialect D PROGRAM -o PAGE` run on a pty (in the program's folder),
/// typed at by `play` (which may end it with Ctrl-C) until it ends; then the page it wrote
/// is read and `ferrite verify --dialect D PROGRAM PAGE` run on it.
fn record_and_verify(
    dialect: &str,
    program: &Path,
    page: &Path,
    play: impl FnOnce(&mut Term),
) -> Recording {
    let dir = program.parent().expect("the program's folder");
    let args = [
        "record",
        "--dialect",
        dialect,
        program.to_str().expect("path"),
        "-o",
        page.to_str().expect("path"),
    ];
    let mut pty = Term::spawn(dir, &args, 80, 24, Show::Lines);
    play(&mut pty);
    let status = pty.status();
    let written = std::fs::read_to_string(page).expect("the page was written");
    let started = Instant::now();
    let verify = verify(dialect, program, page);
    Recording {
        page: written,
        status,
        verify,
        verify_took: started.elapsed(),
    }
}

/// `ferrite verify --dialect D PROGRAM PAGE`.
fn verify(dialect: &str, program: &Path, page: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ferrite"))
        .args(["verify", "--dialect", dialect])
        .arg(program)
        .arg(page)
        .output()
        .expect("verify runs")
}

/// Ctrl-C once the run is under way: the terminal's interrupt signal (the recorder keeps
/// the terminal in line mode).
fn press_break(pty: &mut Term) {
    pty.wait("Ctrl-C a signal", Term::ctrl_c_is_a_signal);
    pty.ctrl_c();
}

#[test]
fn a_recorded_session_verifies_as_identical() {
    let dir = std::env::temp_dir().join(format!("ferrite-record-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let program = dir.join("GREET.BAS");
    std::fs::write(
        &program,
        "10 INPUT \"NAME\";N$\n20 PRINT \"HELLO \";N$\n30 INPUT \"AGE\";A\n40 PRINT A*2\n",
    )
    .expect("program");
    let page = dir.join("page.txt");

    let run = record_and_verify("altair", &program, &page, |pty| {
        pty.printed("NAME? ");
        pty.keys("BOB\r");
        pty.printed("AGE? ");
        pty.keys("21\r");
        pty.printed(" 42 ");
    });
    assert_eq!(run.page, "NAME? BOB\nHELLO BOB\nAGE? 21\n 42 \n");

    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(String::from_utf8_lossy(&run.verify.stdout), "identical\n");
    assert_eq!(run.verify.status.code(), Some(0));
}

/// Issue 11, defect 2: Ctrl-C ends a session that has no other way out, and the page up to
/// the BREAK is still written (status 130), whether the program waited for a line or ran.
#[test]
fn ctrl_c_writes_the_page_so_far() {
    let dir = tempfile::tempdir().expect("temp dir");
    let waits = dir.path().join("WAITS.BAS");
    std::fs::write(
        &waits,
        "10 INPUT \"NAME\";N$\n20 PRINT \"HELLO \";N$\n30 INPUT \"AGE\";A\n",
    )
    .expect("program");
    let runs = dir.path().join("RUNS.BAS");
    std::fs::write(&runs, "10 PRINT \"GO\"\n20 GOTO 20\n").expect("program");
    for (program, before) in [(&waits, "AGE? "), (&runs, "GO")] {
        let page = dir.path().join("page.txt");
        let _ = std::fs::remove_file(&page);
        let run = record_and_verify("altair", program, &page, |pty| {
            if program == &waits {
                pty.printed("NAME? ");
                pty.keys("BOB\r");
            }
            // The program under way (waiting at the second INPUT, or in its loop).
            pty.printed(before);
            if program == &runs {
                pty.printed("\n");
            }
            press_break(pty);
        });
        assert_eq!(run.status, Some(130));
        let written = &run.page;
        let start = if program == &waits {
            "NAME? BOB\nHELLO BOB\nAGE? "
        } else {
            "GO\n"
        };
        assert!(written.starts_with(start), "{written:?}");
        assert!(written.contains("BREAK"), "{written:?}");
        // The page ends at the BREAK, and verifies: verify presses BREAK where the page
        // ends in it (issue 28), well before the 60 s timeout.
        assert_eq!(
            String::from_utf8_lossy(&run.verify.stdout),
            "identical\n",
            "{written:?}"
        );
        assert_eq!(run.verify.status.code(), Some(0));
        assert!(run.verify_took < Duration::from_secs(30));
    }
}

/// Issue 28: the Atari's RND differs on every run; a recording made without `--seed` keeps
/// the seed it ran with on its first line, and verify draws the same numbers from it.
#[test]
fn an_atari_recording_keeps_its_random_seed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let program = dir.path().join("DICE.BAS");
    std::fs::write(
        &program,
        "10 ? INT(RND(0)*1000000)\n20 INPUT A\n30 ? INT(RND(0)*1000000)\n",
    )
    .expect("program");
    let page = dir.path().join("page.txt");
    let run = record_and_verify("atari", &program, &page, |pty| {
        pty.printed("?");
        pty.keys("5\r");
    });
    let written = &run.page;
    assert!(
        written.starts_with("ferrite-record: --seed "),
        "{written:?}"
    );
    assert_eq!(
        String::from_utf8_lossy(&run.verify.stdout),
        "identical\n",
        "{written:?}"
    );
    // Without the seed the numbers are others: the first line is what made it verify.
    let bare = dir.path().join("bare.txt");
    let without = written.split_once('\n').map_or("", |(_, rest)| rest);
    std::fs::write(&bare, without).expect("page");
    assert_eq!(
        verify("atari", &program, &bare).status.code(),
        Some(1),
        "{without:?}"
    );
}

/// Issue 28: an Atari run with random numbers stopped by Ctrl-C verifies too (the seed on
/// the page, BREAK pressed where the page ends in it).
#[test]
fn an_atari_run_stopped_by_ctrl_c_verifies() {
    let dir = tempfile::tempdir().expect("temp dir");
    let program = dir.path().join("SPIN.BAS");
    std::fs::write(&program, "10 ? INT(RND(0)*1000000)\n20 GOTO 20\n").expect("program");
    let page = dir.path().join("page.txt");
    let run = record_and_verify("atari", &program, &page, |pty| {
        // The number printed: the program is in its loop.
        pty.printed("\n");
        press_break(pty);
    });
    assert_eq!(run.status, Some(130));
    let written = &run.page;
    assert_eq!(
        String::from_utf8_lossy(&run.verify.stdout),
        "identical\n",
        "{written:?}"
    );
}

/// Issue 28: a run stopped by Ctrl-C verifies on the Microsoft machines that print their
/// BREAK message in their own words too (`Break in 20`, `BREAK IN 20`).
#[test]
fn gw_and_c64_runs_stopped_by_ctrl_c_verify() {
    let dir = tempfile::tempdir().expect("temp dir");
    let program = dir.path().join("SPIN.BAS");
    std::fs::write(&program, "10 PRINT \"GO\"\n20 GOTO 20\n").expect("program");
    for dialect in ["gw", "c64"] {
        let page = dir.path().join(format!("{dialect}.txt"));
        let run = record_and_verify(dialect, &program, &page, |pty| {
            // GO's line printed: the program is in its loop.
            pty.printed("GO");
            pty.printed("\n");
            press_break(pty);
        });
        assert_eq!(run.status, Some(130), "{dialect}");
        let written = &run.page;
        assert!(
            written.to_uppercase().contains("BREAK IN 20"),
            "{written:?}"
        );
        assert_eq!(
            String::from_utf8_lossy(&run.verify.stdout),
            "identical\n",
            "{dialect}: {written:?}"
        );
    }
}
