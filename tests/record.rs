//! `ferrite record` at a terminal, then `ferrite verify` on the page it wrote: the round trip
//! of a session typed through a pseudo-terminal.

use std::process::Command;
use std::time::Duration;

use expectrl::Session;

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

    let mut pty = record_on_pty("altair", &program, &page);
    pty.expect("NAME? ").expect("first prompt");
    pty.send("BOB\r").expect("type");
    pty.expect("AGE? ").expect("second prompt");
    pty.send("21\r").expect("type");
    pty.expect(" 42 ").expect("the answer");
    pty.expect(expectrl::Eof).expect("the run ends");

    let written = std::fs::read_to_string(&page).expect("the page was written");
    assert_eq!(written, "NAME? BOB\nHELLO BOB\nAGE? 21\n 42 \n");

    let out = Command::new(env!("CARGO_BIN_EXE_ferrite"))
        .args(["verify", "--dialect", "altair"])
        .arg(&program)
        .arg(&page)
        .output()
        .expect("verify runs");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "identical\n");
    assert_eq!(out.status.code(), Some(0));
}

/// `ferrite record --dialect D PROGRAM -o PAGE` started on a pseudo-terminal.
fn record_on_pty(dialect: &str, program: &std::path::Path, page: &std::path::Path) -> Session {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_ferrite"));
    cmd.args(["record", "--dialect", dialect])
        .arg(program)
        .arg("-o")
        .arg(page);
    let mut pty = Session::spawn(cmd).expect("ferrite starts on a pty");
    pty.set_expect_timeout(Some(Duration::from_secs(20)));
    pty
}

/// Waits for a pty child's exit status.
fn exit_status(pty: &Session) -> Option<i32> {
    match pty.get_process().wait() {
        Ok(expectrl::WaitStatus::Exited(_, code)) => Some(code),
        _ => None,
    }
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
        let mut pty = record_on_pty("altair", program, &page);
        if program == &waits {
            pty.expect("NAME? ").expect("first prompt");
            pty.send("BOB\r").expect("type");
        }
        pty.expect(before).expect("the program is under way");
        std::thread::sleep(Duration::from_millis(200));
        pty.send(expectrl::ControlCode::EndOfText).expect("Ctrl-C");
        pty.expect(expectrl::Eof).expect("the run ends");
        assert_eq!(exit_status(&pty), Some(130));
        let written = std::fs::read_to_string(&page).expect("the page was written");
        let start = if program == &waits {
            "NAME? BOB\nHELLO BOB\nAGE? "
        } else {
            "GO\n"
        };
        assert!(written.starts_with(start), "{written:?}");
        assert!(written.contains("BREAK"), "{written:?}");
        // The page ends at the BREAK, and verifies: verify presses BREAK where the page
        // ends in it (issue 28), well before the 60 s timeout.
        let started = std::time::Instant::now();
        let out = Command::new(env!("CARGO_BIN_EXE_ferrite"))
            .args(["verify", "--dialect", "altair"])
            .arg(program)
            .arg(&page)
            .output()
            .expect("verify runs");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            "identical\n",
            "{written:?}"
        );
        assert_eq!(out.status.code(), Some(0));
        assert!(started.elapsed() < Duration::from_secs(30));
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
    let mut pty = record_on_pty("atari", &program, &page);
    pty.expect("?").expect("the prompt");
    pty.send("5\r").expect("type");
    pty.expect(expectrl::Eof).expect("the run ends");
    let written = std::fs::read_to_string(&page).expect("the page was written");
    assert!(
        written.starts_with("ferrite-record: --seed "),
        "{written:?}"
    );
    let verify = |page: &std::path::Path| {
        Command::new(env!("CARGO_BIN_EXE_ferrite"))
            .args(["verify", "--dialect", "atari"])
            .arg(&program)
            .arg(page)
            .output()
            .expect("verify runs")
    };
    let out = verify(&page);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "identical\n",
        "{written:?}"
    );
    // Without the seed the numbers are others: the first line is what made it verify.
    let bare = dir.path().join("bare.txt");
    let without = written.split_once('\n').map_or("", |(_, rest)| rest);
    std::fs::write(&bare, without).expect("page");
    assert_eq!(verify(&bare).status.code(), Some(1), "{without:?}");
}

/// Issue 28: an Atari run with random numbers stopped by Ctrl-C verifies too (the seed on
/// the page, BREAK pressed where the page ends in it).
#[test]
fn an_atari_run_stopped_by_ctrl_c_verifies() {
    let dir = tempfile::tempdir().expect("temp dir");
    let program = dir.path().join("SPIN.BAS");
    std::fs::write(&program, "10 ? INT(RND(0)*1000000)\n20 GOTO 20\n").expect("program");
    let page = dir.path().join("page.txt");
    let mut pty = record_on_pty("atari", &program, &page);
    pty.expect("\n").expect("the number");
    std::thread::sleep(Duration::from_millis(300));
    pty.send(expectrl::ControlCode::EndOfText).expect("Ctrl-C");
    pty.expect(expectrl::Eof).expect("the run ends");
    assert_eq!(exit_status(&pty), Some(130));
    let written = std::fs::read_to_string(&page).expect("the page was written");
    let out = Command::new(env!("CARGO_BIN_EXE_ferrite"))
        .args(["verify", "--dialect", "atari"])
        .arg(&program)
        .arg(&page)
        .output()
        .expect("verify runs");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
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
        let mut pty = record_on_pty(dialect, &program, &page);
        pty.expect("GO").expect("the program is under way");
        std::thread::sleep(Duration::from_millis(300));
        pty.send(expectrl::ControlCode::EndOfText).expect("Ctrl-C");
        pty.expect(expectrl::Eof).expect("the run ends");
        assert_eq!(exit_status(&pty), Some(130), "{dialect}");
        let written = std::fs::read_to_string(&page).expect("the page was written");
        assert!(
            written.to_uppercase().contains("BREAK IN 20"),
            "{written:?}"
        );
        let out = Command::new(env!("CARGO_BIN_EXE_ferrite"))
            .args(["verify", "--dialect", dialect])
            .arg(&program)
            .arg(&page)
            .output()
            .expect("verify runs");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            "identical\n",
            "{dialect}: {written:?}"
        );
    }
}
