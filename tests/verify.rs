//! `ferrite verify` on the recorded sessions, through the real binary.

use std::path::Path;
use std::process::Command;

use crate::util::shared;

fn ferrite() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ferrite"))
}

fn verify(args: &[&str]) -> (i32, String) {
    let out = ferrite()
        .arg("verify")
        .args(args)
        .output()
        .expect("run ferrite");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

fn sessions(dialect: &str) -> Vec<String> {
    let dir = shared().join("transcripts").join(dialect);
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("transcripts")
        .filter_map(|e| Some(e.ok()?.path().to_str()?.strip_suffix(".in")?.to_string()))
        .collect();
    names.sort();
    names
}

fn hexapawn_bas() -> String {
    shared()
        .join("programs/HEXAPAWN.BAS")
        .to_string_lossy()
        .into_owned()
}

/// `verify --input X.in HEXAPAWN.BAS X.out` and `verify HEXAPAWN.BAS X.echo` (typed text read
/// off the page) for every session of a BASIC dialect; the sessions that already run byte for
/// byte (see tests/transcripts.rs) must verify as identical.
fn check_basic(dialect: &str) -> (usize, usize) {
    let (mut same, mut total) = (0, 0);
    for s in sessions(dialect) {
        let (c1, o1) = verify(&[
            "--dialect",
            dialect,
            "--input",
            &format!("{s}.in"),
            &hexapawn_bas(),
            &format!("{s}.out"),
        ]);
        let (c2, o2) = verify(&["--dialect", dialect, &hexapawn_bas(), &format!("{s}.echo")]);
        total += 2;
        for (c, o) in [(c1, o1), (c2, o2)] {
            assert!(c == 0 || c == 1, "{s}: exit {c}: {o}");
            assert_eq!(c == 0, o.starts_with("identical"), "{s}: {o}");
            same += usize::from(c == 0);
        }
    }
    (same, total)
}

#[test]
fn verify_says_identical_for_every_basic_session() {
    for dialect in ["altair", "c64", "gw"] {
        let (same, total) = check_basic(dialect);
        println!("verify {dialect}: {same} passed, {} failed", total - same);
        assert_eq!(same, total, "{dialect}");
    }
}

#[test]
fn verify_reads_focal_answers_off_the_page() {
    let program = shared().join("programs/HEXAPAWN.FC");
    let (mut same, mut total) = (0, 0);
    for s in sessions("focal69") {
        let (code, out) = verify(&[program.to_str().unwrap_or(""), &format!("{s}.out")]);
        total += 1;
        if code == 0 && out.starts_with("identical") {
            same += 1;
        }
    }
    println!("verify focal69: {same} passed, {} failed", total - same);
    assert_eq!(same, total, "FOCAL sessions verified");
}

#[test]
fn one_changed_character_is_reported_where_it_is() {
    let session = &sessions("altair")[0];
    let mut page = std::fs::read(format!("{session}.out")).expect("transcript");
    // Change one character in the middle of line 10.
    let line_start = page
        .iter()
        .enumerate()
        .filter(|(_, &b)| b == b'\n')
        .nth(8)
        .map(|(i, _)| i + 1)
        .unwrap_or(0);
    let at = line_start + 3;
    page[at] = if page[at] == b'#' { b'*' } else { b'#' };
    let dir = std::env::temp_dir().join(format!("ferrite-verify-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let changed = dir.join("changed.out");
    std::fs::write(&changed, &page).expect("write");
    let (code, out) = verify(&[
        "--input",
        &format!("{session}.in"),
        &hexapawn_bas(),
        changed.to_str().unwrap_or(""),
    ]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("line 10, column 4"), "{out}");
    assert!(Path::new(&hexapawn_bas()).exists());
}

/// `ferrite run --echo` shows the typed text as the teletype page did: every `.echo`
/// companion, byte for byte, through the real binary.
#[test]
fn run_with_echo_reproduces_every_echo_companion() {
    use std::io::Write;
    use std::process::Stdio;
    let (mut same, mut total) = (0, 0);
    for dialect in ["altair", "c64", "gw"] {
        for s in sessions(dialect) {
            let input = std::fs::read(format!("{s}.in")).expect("input");
            let expected = std::fs::read(format!("{s}.echo")).expect("echo");
            let mut child = ferrite()
                .args(["run", "--echo", "--dialect", dialect, &hexapawn_bas()])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
                .expect("run ferrite");
            if let Some(mut stdin) = child.stdin.take() {
                stdin.write_all(&input).expect("type input");
            }
            let out = child.wait_with_output().expect("output");
            total += 1;
            if out.stdout == expected {
                same += 1;
            } else {
                println!("{s}.echo differs");
            }
            // Every session ends waiting at a prompt: input ran out.
            assert_eq!(out.status.code(), Some(3), "{s}");
        }
    }
    println!("run --echo: {same} passed, {} failed", total - same);
    assert_eq!(same, total);
}

/// Runs a program text through `ferrite run` with extra options and gives its output.
fn run_text(program: &str, args: &[&str]) -> String {
    let dir = std::env::temp_dir().join(format!(
        "ferrite-opts-{}-{}",
        std::process::id(),
        program.len()
    ));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join(format!("P{}.BAS", args.len()));
    std::fs::write(&file, program).expect("program");
    let out = ferrite()
        .arg("run")
        .args(args)
        .arg(&file)
        .output()
        .expect("run ferrite");
    let _ = std::fs::remove_file(&file);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn seed_does_what_randomize_does() {
    let seeded = run_text(
        "10 PRINT RND(1);RND(1)\n",
        &["--dialect", "gw", "--seed", "5"],
    );
    let randomized = run_text("10 RANDOMIZE 5:PRINT RND(1);RND(1)\n", &["--dialect", "gw"]);
    assert_eq!(seeded, randomized);
    let plain = run_text("10 PRINT RND(1);RND(1)\n", &["--dialect", "gw"]);
    assert_ne!(seeded, plain);
}

#[test]
fn rnd_skip_starts_later_in_the_sequence() {
    for dialect in ["altair", "c64", "gw"] {
        let two = run_text("10 PRINT RND(1):PRINT RND(1)\n", &["--dialect", dialect]);
        let skipped = run_text(
            "10 PRINT RND(1)\n",
            &["--dialect", dialect, "--rnd-skip", "1"],
        );
        assert_eq!(
            Some(skipped.as_str()),
            two.split_inclusive('\n').nth(1),
            "{dialect}"
        );
    }
}

#[test]
fn width_sets_where_the_teletype_wraps() {
    let out = run_text(
        "10 PRINT \"123456789012345\";\"ABCDEF\"\n",
        &["--dialect", "altair", "--width", "16"],
    );
    // 16 characters fit; the 17th goes on a new line, as on a 16-column teletype.
    assert_eq!(out, "123456789012345A\nBCDEF\n");
}
