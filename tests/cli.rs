//! The `ferrite` command as a new user meets it (issue 11's defects): runs that must end,
//! exit codes, piped sessions and the command line itself, through the real binary.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A run that takes longer than this has hung.
const PATIENCE: Duration = Duration::from_secs(30);

fn ferrite() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ferrite"))
}

/// Writes `text` as `name` in a fresh temporary folder (kept alive by the returned guard).
fn file(name: &str, text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(name);
    std::fs::write(&path, text).expect("write file");
    (dir, path)
}

/// Waits for `child` at most [`PATIENCE`]; a child still running then is killed and the test
/// fails (the defect was a run that never ends).
fn finish(mut child: Child, what: &str) -> Output {
    let start = Instant::now();
    loop {
        match child.try_wait().expect("child status") {
            Some(_) => return child.wait_with_output().expect("output"),
            None if start.elapsed() > PATIENCE => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("{what}: still running after {PATIENCE:?}");
            }
            None => std::thread::sleep(Duration::from_millis(50)),
        }
    }
}

/// Runs `ferrite args...` with `input` on standard input, within [`PATIENCE`].
pub(crate) fn run_with(args: &[&str], dir: Option<&Path>, input: &[u8]) -> Output {
    let mut cmd = ferrite();
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(dir) = dir {
        cmd.current_dir(dir)
            .env("HOME", dir)
            .env("XDG_DATA_HOME", dir.join("data"));
    }
    let mut child = cmd.spawn().expect("ferrite starts");
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(input);
    }
    finish(child, &args.join(" "))
}

pub(crate) fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

// Defect 1: verify on a program that never ends.

#[test]
fn verify_stops_a_looping_program_at_the_end_of_the_transcript() {
    let (dir, program) = file("LOOP.BAS", "10 PRINT \"Y\"\n20 GOTO 10\n");
    let page = dir.path().join("page.txt");
    std::fs::write(&page, "Y\nY\n").expect("page");
    let out = run_with(
        &[
            "verify",
            "--dialect",
            "altair",
            program.to_str().unwrap_or(""),
            page.to_str().unwrap_or(""),
        ],
        None,
        b"",
    );
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("line 3"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn verify_stops_a_looping_program_at_the_first_different_line() {
    let (dir, program) = file("LOOP.BAS", "10 PRINT \"N\"\n20 GOTO 10\n");
    let page = dir.path().join("page.txt");
    std::fs::write(&page, "Y\nY\n").expect("page");
    let out = run_with(
        &[
            "verify",
            program.to_str().unwrap_or(""),
            page.to_str().unwrap_or(""),
        ],
        None,
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stdout).contains("line 1, column 1"));
}

#[test]
fn timeout_stops_a_run_that_prints_nothing() {
    let (_dir, program) = file("SPIN.BAS", "10 GOTO 10\n");
    let start = Instant::now();
    let out = run_with(
        &["run", "--timeout", "1", program.to_str().unwrap_or("")],
        None,
        b"",
    );
    assert!(start.elapsed() < Duration::from_secs(15));
    assert_eq!(out.status.code(), Some(130));
    assert!(
        text(&out.stderr).contains("timeout"),
        "{}",
        text(&out.stderr)
    );
}

// Defect 3: `run` on FOCAL never types left-over input at `*`.

#[test]
fn focal_run_stops_at_an_error_and_types_nothing_more() {
    let dir = tempfile::tempdir().expect("temp dir");
    let victim = dir.path().join("VICTIM.FC");
    std::fs::write(&victim, "01.10 TYPE \"KEEP\"\n").expect("victim");
    let program = dir.path().join("ASK.FC");
    std::fs::write(&program, "01.10 ASK X\n01.20 TYPE 1/0\n").expect("program");
    let out = run_with(
        &["run", "ASK.FC"],
        Some(dir.path()),
        b"5\nERASE ALL\nLIBRARY SAVE VICTIM\n",
    );
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    assert_eq!(
        std::fs::read_to_string(&victim).expect("victim"),
        "01.10 TYPE \"KEEP\"\n"
    );
    assert!(!text(&out.stdout).contains('*'), "{}", text(&out.stdout));
}

// Defect 6: a closed output pipe ends the run.

/// Reads two lines of a looping program's output, closes the pipe, and wants the run to end
/// promptly without a panic.
fn ends_when_the_reader_goes(args: &[&str], name: &str, program: &str, input: &[u8]) {
    let (dir, path) = file(name, program);
    let mut cmd = ferrite();
    cmd.args(args)
        .current_dir(dir.path())
        .env("HOME", dir.path())
        .env("XDG_DATA_HOME", dir.path().join("data"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if !args.contains(&"focal") && !args.contains(&"basic") {
        cmd.arg(&path);
    }
    let mut child = cmd.spawn().expect("ferrite starts");
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(input);
    }
    let stdout = child.stdout.take().expect("stdout");
    let mut lines = BufReader::new(stdout).lines();
    for _ in 0..2 {
        let _ = lines.next();
    }
    drop(lines);
    let out = finish(child, name);
    assert!(
        !text(&out.stderr).contains("panicked"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_closed_pipe_ends_a_basic_run() {
    ends_when_the_reader_goes(&["run"], "YES.BAS", "10 PRINT \"Y\"\n20 GOTO 10\n", b"");
}

#[test]
fn a_closed_pipe_ends_a_focal_run() {
    ends_when_the_reader_goes(
        &["run"],
        "YES.FC",
        "01.10 TYPE \"Y\",!\n01.20 GOTO 1.1\n",
        b"",
    );
}

#[test]
fn a_closed_pipe_ends_the_basic_repl() {
    ends_when_the_reader_goes(
        &["basic"],
        "YES.BAS",
        "",
        b"10 PRINT \"Y\"\n20 GOTO 10\nRUN\n",
    );
}

/// `PRINT 1:RUN` typed with no program: RUN finds nothing to run and the prompt comes back
/// (in Atari BASIC the typed line is the only line of the statement table).
/// It used to jump to the typed line itself and print 1 for ever (found by piping random
/// keys into the gw editor).
#[test]
fn run_after_a_typed_statement_with_no_program_ends() {
    for dialect in ["gw", "c64", "altair"] {
        let out = run_with(&["basic", "--dialect", dialect], None, b"PRINT 1:RUN\n");
        let shown = text(&out.stdout);
        assert_eq!(shown.matches(" 1 ").count(), 1, "{dialect}: {shown}");
    }
    // Atari BASIC prints the number without the blanks.
    let out = run_with(&["basic", "--dialect", "atari"], None, b"? 1:RUN\n");
    let shown = text(&out.stdout);
    assert_eq!(
        shown.lines().filter(|l| *l == "1").count(),
        1,
        "atari: {shown}"
    );
}

#[test]
fn a_closed_pipe_ends_the_focal_repl() {
    ends_when_the_reader_goes(
        &["focal"],
        "YES.FC",
        "",
        b"01.10 TYPE \"Y\",!\n01.20 GOTO 1.1\nGO\n",
    );
}

// Defect 8: MODIFY in a piped `ferrite focal` follows the search-character rule.

#[test]
fn piped_focal_modify_searches_as_run_does() {
    let typed = b"01.10 TYPE \"HELLO\",!\nMODIFY 1.1\nLX\nWRITE 1.1\n";
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run_with(&["focal"], Some(dir.path()), typed);
    let shown = text(&out.stdout);
    assert!(shown.contains("01.10 TYPE \"HELX\n"), "{shown}");
    let (_dir, program) = file(
        "M.FC",
        "01.10 TYPE \"HELLO\",!\n01.20 MODIFY 1.1\n01.30 WRITE 1.1\n",
    );
    let run = text(&run_with(&["run", program.to_str().unwrap_or("")], None, b"LX\n").stdout);
    assert!(run.contains("TYPE \"HELX\n"), "{run}");
}

// Issue 28: piped keys at `ferrite focal` are echoed as the teletype printed them.

/// The paper-tape sessions recorded on the real FOCAL,1969 (transcripts/focal69/README.md),
/// typed as keys into `ferrite focal`: the program at `*`, then what the session typed. The
/// output is the echo of every line typed before the recording starts, the recording byte
/// for byte, and the `*` FOCAL types when the program stops.
#[test]
fn piped_focal_reproduces_the_paper_tape_sessions() {
    let shared = crate::util::shared();
    let dir = shared.join("transcripts/focal69/hexapawn-tape");
    let program = std::fs::read_to_string(shared.join("programs/HEXAPAWN.FC")).expect("program");
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).expect("transcript");
    let typed_program: Vec<&str> = program.lines().collect();
    // punch: GO, the answers, then `D 12` at `*` once the program has quit.
    let mut punch: Vec<String> = typed_program.iter().map(|l| l.to_string()).collect();
    punch.push("GO".into());
    let punch_answers = read("punch.in");
    let before: Vec<String> = punch.clone();
    punch.extend(punch_answers.lines().map(str::to_string));
    punch.push("D 12".into());
    // reload: `E 1.1` and `D 13` at `*`; group 13 reads the punched lines, then `GO` is
    // typed at `*` and the games' answers follow.
    let reload_answers = read("reload.in");
    let punched = reload_answers
        .lines()
        .take_while(|l| l.starts_with('='))
        .count();
    let mut reload: Vec<String> = typed_program.iter().map(|l| l.to_string()).collect();
    reload.extend(["E 1.1".to_string(), "D 13".to_string()]);
    let reload_before = reload.clone();
    let mut answers: Vec<String> = reload_answers.lines().map(str::to_string).collect();
    answers.insert(punched, "GO".into());
    reload.extend(answers);
    for (name, keys, before) in [("punch", punch, before), ("reload", reload, reload_before)] {
        let input = format!("{}\n", keys.join("\n"));
        let out = run_with(&["focal"], None, input.as_bytes());
        let echoed: String = before.iter().map(|l| format!("*{l}\n")).collect();
        let want = format!("{echoed}{}*", read(&format!("{name}.out")));
        let got = text(&out.stdout);
        assert!(
            got == want,
            "{name}: first difference at byte {:?}",
            got.bytes().zip(want.bytes()).position(|(a, b)| a != b)
        );
    }
}

// Defect 9: verify's transcripts as editors and other systems write them.

fn verify_page(program: &str, name: &str, page: &[u8], extra: &[&str]) -> Output {
    let (dir, path) = file(name, program);
    let page_path = dir.path().join("page.txt");
    std::fs::write(&page_path, page).expect("page");
    let mut args = vec!["verify"];
    args.extend_from_slice(extra);
    args.push(path.to_str().unwrap_or(""));
    args.push(page_path.to_str().unwrap_or(""));
    let dir_path = dir.path().to_path_buf();
    let mut fixed: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    for a in &mut fixed {
        if a == "INPUT" {
            *a = dir_path.join("answers.txt").to_string_lossy().into_owned();
        }
    }
    std::fs::write(dir_path.join("answers.txt"), b"7\n").expect("answers");
    let refs: Vec<&str> = fixed.iter().map(String::as_str).collect();
    run_with(&refs, None, b"")
}

const ASKS: &str = "10 INPUT \"N\";N\n20 PRINT N*2\n30 INPUT \"M\";M\n";

#[test]
fn verify_takes_an_editors_final_newline_as_no_answer() {
    // GW takes an empty answer as 0 and goes on, so an extra empty answer would show.
    let program = format!("{ASKS}40 PRINT \"END\"\n");
    let out = verify_page(&program, "A.BAS", b"N? 4\n 8 \nM? \n", &["--dialect", "gw"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
}

#[test]
fn verify_reads_crlf_transcripts() {
    let out = verify_page(
        ASKS,
        "A.BAS",
        b"N? 4\r\n 8 \r\nM? ",
        &["--dialect", "altair"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
}

#[test]
fn verify_input_on_focal_counts_focals_echo() {
    let program = "01.10 ASK X\n01.20 TYPE X*2,!\n";
    let (_dir, path) = file("E.FC", program);
    let run = run_with(&["run", path.to_str().unwrap_or("")], None, b"7\n");
    assert_eq!(run.status.code(), Some(0));
    let out = verify_page(program, "E.FC", &run.stdout, &["--input", "INPUT"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
}

#[test]
fn verify_exit_codes_tell_a_missing_file_from_a_difference() {
    let missing = run_with(
        &["verify", "/nonexistent/P.BAS", "/nonexistent/p.txt"],
        None,
        b"",
    );
    assert_eq!(missing.status.code(), Some(2));
    let differs = verify_page("10 PRINT 1\n", "D.BAS", b" 2 \n", &[]);
    assert_eq!(differs.status.code(), Some(1));
    let help = text(&run_with(&["verify", "--help"], None, b"").stdout);
    assert!(help.contains("Exit status"), "{help}");
}

// Defect 10: the command line.

#[test]
fn a_file_alone_runs_it() {
    let (_dir, program) = file("HI.BAS", "10 PRINT \"HI\"\n");
    let out = run_with(&[program.to_str().unwrap_or("")], None, b"");
    assert_eq!(text(&out.stdout), "HI\n", "{}", text(&out.stderr));
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn dialect_names_ignore_case() {
    let (_dir, program) = file("HI.BAS", "10 PRINT \"HI\"\n");
    let out = run_with(
        &["run", "--dialect", "GW", program.to_str().unwrap_or("")],
        None,
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

#[test]
fn basic_does_not_offer_focal() {
    let help = text(&run_with(&["basic", "--help"], None, b"").stdout);
    assert!(!help.contains("focal69"), "{help}");
}

#[test]
fn options_belong_to_the_commands_they_work_for() {
    let (_dir, program) = file("HI.BAS", "10 PRINT \"HI\"\n");
    let p = program.to_str().unwrap_or("");
    for args in [
        vec!["run", "--upper", p],
        vec!["run", "--ignore-trailing-space", p],
        vec!["run", "--memory", "4k", p],
    ] {
        let out = run_with(&args, None, b"");
        assert_ne!(out.status.code(), Some(0), "{args:?} was accepted");
    }
}

/// `ferrite basic --dialect gw --run FILE` starts the machine as `GWBASIC FILE` did: no
/// banner, the program run at once, then `Ok` and the typed lines (issue 10).
#[test]
fn gw_starts_with_a_program_as_gwbasic_file_did() {
    let (dir, program) = file("HELLO.BAS", "10 PRINT \"HI\";2+2\n");
    let p = program.to_str().unwrap_or("");
    let out = run_with(
        &["basic", "--dialect", "gw", "--run", p],
        Some(dir.path()),
        b"PRINT 5\rSYSTEM\r",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "HI 4 \nOk\n 5 \nOk\n");
    // --load: loaded, not run; the name without `.BAS` is found as GW-BASIC found it.
    let stem = dir.path().join("HELLO");
    let out = run_with(
        &[
            "basic",
            "--dialect",
            "gw",
            "--load",
            stem.to_str().unwrap_or(""),
        ],
        Some(dir.path()),
        b"LIST\r",
    );
    assert_eq!(text(&out.stdout), "Ok\n10 PRINT \"HI\";2+2\nOk\n");
    let out = run_with(
        &["basic", "--dialect", "gw", "--no-banner"],
        Some(dir.path()),
        b"",
    );
    assert_eq!(text(&out.stdout), "Ok\n");
    // Only GW-BASIC started without its banner.
    let out = run_with(&["basic", "--dialect", "c64", "--no-banner"], None, b"");
    assert_ne!(out.status.code(), Some(0));
    assert!(text(&out.stderr).contains("gw"), "{}", text(&out.stderr));
    let missing = dir.path().join("NONE.BAS");
    let out = run_with(
        &[
            "basic",
            "--dialect",
            "gw",
            "--run",
            missing.to_str().unwrap_or(""),
        ],
        None,
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
}

/// `--run FILE` and `--load FILE` on the machines that had no such start (issue 28): after
/// the banner the file's lines are typed at the prompt (and RUN), then the typed keys.
#[test]
fn every_machine_starts_with_a_program_loaded_or_run() {
    let (dir, program) = file("T.BAS", "10 PRINT \"HI\";A\r\n20 A=A+1\n");
    let p = program.to_str().unwrap_or("");
    // What RUN printed with the ready word, then the program LISTed back and the ready word.
    let listed = "10 PRINT \"HI\";A\n20 A=A+1\n";
    for (dialect, ran, after) in [
        ("altair", "HI 0 \nOK\n", format!("{listed}OK\n")),
        ("c64", "HI 0 \n\nREADY.\n", format!("\n{listed}READY.\n")),
        ("atari", "HI0\n\nREADY\n", format!("\n{listed}\nREADY\n")),
    ] {
        let out = run_with(
            &["basic", "--dialect", dialect, "--run", p],
            Some(dir.path()),
            b"LIST\n",
        );
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let shown = text(&out.stdout);
        assert!(
            shown.ends_with(&format!("{ran}{after}")),
            "{dialect} --run: {shown:?}"
        );
        let out = run_with(
            &["basic", "--dialect", dialect, "--load", p],
            Some(dir.path()),
            b"LIST\n",
        );
        let shown = text(&out.stdout);
        assert!(
            shown.ends_with(&after) && !shown.contains(ran.lines().next().unwrap_or(ran)),
            "{dialect} --load: {shown:?}"
        );
    }
}

/// `--load gwtest` finds `GWTEST.BAS` as `LOAD "gwtest"` did on DOS: no case in names,
/// `.BAS` added to a name without an extension (issue 28).
#[test]
fn gw_finds_a_program_name_as_dos_did() {
    let (dir, _program) = file("GWTEST.BAS", "10 PRINT 7\n");
    let out = run_with(
        &["basic", "--dialect", "gw", "--run", "gwtest"],
        Some(dir.path()),
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), " 7 \nOk\n");
    let out = run_with(
        &["basic", "--dialect", "gw", "--load", "gwtest.bas"],
        Some(dir.path()),
        b"LIST\r",
    );
    assert_eq!(text(&out.stdout), "Ok\n10 PRINT 7\nOk\n");
}

#[test]
fn every_help_shows_an_example() {
    for cmd in ["", "run", "basic", "focal", "verify", "record"] {
        let mut args: Vec<&str> = cmd.split_whitespace().collect();
        args.push("--help");
        let help = text(&run_with(&args, None, b"").stdout);
        assert!(help.contains("Example"), "ferrite {cmd} --help: {help}");
    }
}

#[test]
fn piped_sessions_leave_the_history_alone() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (cmd, line) in [("basic", "PRINT 1\n"), ("focal", "TYPE 1,!\n")] {
        let out = run_with(&[cmd], Some(dir.path()), line.as_bytes());
        assert_eq!(out.status.code(), Some(0));
    }
    let history = dir.path().join("data/ferrite");
    let written: Vec<_> = std::fs::read_dir(&history)
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    assert!(written.is_empty(), "{written:?}");
}

/// What only shows at a terminal: the message when input ends, Tab in `ferrite focal`.
#[cfg(unix)]
mod at_a_terminal {
    use std::process::Command;
    use std::time::Duration;

    use expectrl::{ControlCode, Session};

    fn spawn(dir: &std::path::Path, args: &[&str]) -> Session {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_ferrite"));
        cmd.args(args)
            .current_dir(dir)
            .env("HOME", dir)
            .env("XDG_DATA_HOME", dir.join("data"))
            .env("TERM", "xterm");
        let mut pty = Session::spawn(cmd).expect("ferrite starts on a pty");
        pty.set_expect_timeout(Some(Duration::from_secs(20)));
        pty
    }

    #[test]
    fn ctrl_d_at_a_prompt_says_input_ended() {
        let (dir, _) = super::file("ASK.BAS", "10 INPUT \"NAME\";N$\n");
        let mut pty = spawn(dir.path(), &["run", "ASK.BAS"]);
        pty.expect("NAME? ").expect("the prompt");
        // A person strikes Ctrl-D after the prompt has settled; a key sent in the same
        // instant as the prompt can meet the terminal still in line mode.
        std::thread::sleep(Duration::from_millis(300));
        pty.send(ControlCode::EndOfTransmission).expect("Ctrl-D");
        pty.expect("input ended").expect("said on standard error");
        pty.expect(expectrl::Eof).expect("the run ends");
    }

    #[test]
    fn tab_completes_focal_commands() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut pty = spawn(dir.path(), &["focal"]);
        pty.expect("*").expect("the prompt");
        // `TY` Tab is redrawn as TYPE (FOCAL would take `TY` alone too, so the screen is
        // what tells); the line then prints a word nobody typed whole.
        pty.send("TY\t").expect("typing");
        pty.expect("TYPE").expect("completed");
        pty.send(" \"SY\",\"NC\",!\r").expect("typing");
        pty.expect("SYNC").expect("TYPE ran");
    }
}

#[test]
fn a_byte_order_mark_does_not_lose_the_first_line() {
    for (name, text, want) in [
        (
            "BOM.BAS",
            "\u{feff}10 PRINT \"FIRST\"\n20 PRINT \"SECOND\"\n",
            "FIRST",
        ),
        (
            "BOM.FC",
            "\u{feff}01.10 TYPE \"FIRST\",!\n01.20 TYPE \"SECOND\",!\n",
            "FIRST",
        ),
    ] {
        let (_dir, path) = file(name, text);
        let child = ferrite()
            .arg("run")
            .arg(&path)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("ferrite runs");
        let out = finish(child, name);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.contains(want), "{name}: {stdout:?}");
        assert!(stdout.contains("SECOND"), "{name}: {stdout:?}");
    }
}

#[test]
fn atari_printer_and_disk_go_where_the_user_says() {
    let (dir, program) = file(
        "PRINTS.LST",
        "10 LPRINT \"ON PAPER\"\n20 OPEN #1,8,0,\"D:NOTE.TXT\":PRINT #1;\"ON DISK\":CLOSE #1\n30 PRINT \"DONE\"\n",
    );
    let disk = dir.path().join("disk");
    std::fs::create_dir(&disk).expect("disk folder");
    let paper = dir.path().join("paper.txt");
    let out = run_with(
        &[
            "run",
            "--printer",
            paper.to_str().expect("path"),
            "--disk",
            disk.to_str().expect("path"),
            program.to_str().expect("path"),
        ],
        None,
        b"",
    );
    assert_eq!(text(&out.stdout), "DONE\n");
    assert_eq!(
        std::fs::read_to_string(&paper).expect("printer file"),
        "ON PAPER\n"
    );
    assert_eq!(
        std::fs::read(disk.join("NOTE.TXT")).expect("disk file"),
        b"ON DISK\x9b"
    );
}

#[test]
fn gw_lprint_goes_to_the_printer_file_broken_at_its_width() {
    let (dir, program) = file(
        "LP.BAS",
        "10 LPRINT \"A\";1,\"B\"\r\n20 WIDTH LPRINT 10:LPRINT STRING$(12,\"X\")\r\n30 OPEN \"LPT1:\" FOR OUTPUT AS 1:PRINT #1,\"F\":CLOSE\r\n40 PRINT \"DONE\";LPOS(0)\r\n",
    );
    let paper = dir.path().join("paper.txt");
    let out = run_with(
        &[
            "run",
            "--dialect",
            "gw",
            "--printer",
            paper.to_str().expect("path"),
            program.to_str().expect("path"),
        ],
        None,
        b"",
    );
    // The paper is not on the screen; LPOS is the head's column after the last line end.
    assert_eq!(text(&out.stdout), "DONE 1 \n");
    assert_eq!(
        std::fs::read(&paper).expect("printer file"),
        b"A 1           B\r\nXXXXXXXXXX\r\nXX\r\nF\r\n"
    );
}

#[test]
fn atari_sound_log_has_each_voice_change_with_its_frame() {
    let (dir, prog) = file(
        "S.LST",
        "10 SOUND 0,121,10,8\n20 FOR I=1 TO 100:NEXT I\n30 SOUND 0,0,0,0\n",
    );
    let log = dir.path().join("sound.log");
    let out = run_with(
        &[
            "run",
            "--sound-log",
            log.to_str().expect("path"),
            prog.to_str().expect("path"),
        ],
        None,
        b"",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let logged = std::fs::read_to_string(&log).expect("the log");
    let lines: Vec<Vec<u32>> = logged
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split(' ').map(|n| n.parse().expect("a number")).collect())
        .collect();
    assert_eq!(lines.len(), 2, "{logged}");
    assert_eq!(lines[0][1..], [0, 121, 0xA8]);
    assert_eq!(lines[1][1..], [0, 0, 0]);
    // 100 turns of a FOR/NEXT take about 0.14 frames each on the 800XL.
    assert!((10..20).contains(&(lines[1][0] - lines[0][0])), "{logged}");
}

#[test]
fn atari_at_authentic_speed_keeps_frames_to_real_time() {
    // About 30 frames of FOR/NEXT: half a second on the 800XL.
    let (_dir, prog) = file("T.LST", "10 FOR I=1 TO 220:NEXT I\n20 PRINT PEEK(20)\n");
    let began = Instant::now();
    let out = run_with(
        &["run", "--speed", "authentic", prog.to_str().expect("path")],
        None,
        b"",
    );
    let took = began.elapsed();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let frames: u64 = text(&out.stdout).trim().parse().expect("frames");
    assert!((25..40).contains(&frames), "{frames}");
    assert!(
        took >= Duration::from_millis(frames * 1000 / 60 - 50),
        "{took:?}"
    );
}

/// Options before the file: `ferrite --dialect gw X.BAS` runs as `ferrite run --dialect gw
/// X.BAS` does (issue 28).
#[test]
fn options_may_come_before_the_file() {
    // `?` is PRINT on every Microsoft BASIC; 7 \ 2 is integer division on GW-BASIC only.
    let (_dir, path) = file("X.BAS", "10 PRINT 7 \\ 2\n");
    let path = path.to_str().expect("path");
    let before = run_with(&["--dialect", "gw", path], None, b"");
    let after = run_with(&["run", "--dialect", "gw", path], None, b"");
    assert_eq!(text(&before.stdout), " 3 \n", "{}", text(&before.stderr));
    assert_eq!(before.stdout, after.stdout);
    assert_eq!(before.status.code(), Some(0));
}

/// A mistyped command is named with the commands there are; a file of that name runs.
#[test]
fn an_unknown_command_is_named_with_the_commands() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = run_with(&["rnu"], Some(dir.path()), b"");
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(err.contains("`rnu` is not a command"), "{err}");
    for command in ["run", "basic", "focal", "verify", "record"] {
        assert!(err.contains(command), "{command} missing from: {err}");
    }
    assert!(err.contains("nor a file"), "{err}");
    std::fs::write(dir.path().join("rnu"), "10 PRINT 1\n").expect("write");
    let out = run_with(&["rnu"], Some(dir.path()), b"");
    assert_eq!(text(&out.stdout), " 1 \n", "{}", text(&out.stderr));
}

/// `basic --help` names one default for the Atari's pace, not both values as the default.
#[test]
fn basic_help_names_one_default_speed() {
    let out = run_with(&["basic", "--help"], None, b"");
    let help = text(&out.stdout);
    assert_eq!(help.matches("default").count(), 1, "{help}");
}

/// An Atari line longer than ENTER reads (254 characters; ERROR- 137 on the 800XL) is named
/// with its line in the file, and the run does not start (status 1).
#[test]
fn an_atari_line_too_long_to_enter_is_refused() {
    let long = format!("10 PRINT 1\n20 PRINT \"{}\"\n30 PRINT 2\n", "A".repeat(290));
    let (_dir, path) = file("LONG.LST", &long);
    let out = run_with(
        &["run", "--dialect", "atari", path.to_str().unwrap()],
        None,
        b"",
    );
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("line 2 of the file"), "{err}");
    assert!(text(&out.stdout).is_empty(), "{}", text(&out.stdout));
    // 254 characters enter.
    let fits = format!("10 REM {}\n20 PRINT 2\n", "A".repeat(247));
    let (_dir, path) = file("FITS.LST", &fits);
    let out = run_with(
        &["run", "--dialect", "atari", path.to_str().unwrap()],
        None,
        b"",
    );
    assert_eq!(text(&out.stdout), "2\n", "{}", text(&out.stderr));
}

// Issue 28: a listing's characters are the machine's, never dropped.

/// `ferrite run --dialect D FILE` on `listing`, with its standard output and error.
fn run_listing_text(dialect: &str, listing: &str, input: &[u8]) -> (Vec<u8>, String) {
    let (_dir, program) = file("CHARS.BAS", listing);
    let out = run_with(
        &["run", "--dialect", dialect, program.to_str().unwrap_or("")],
        None,
        input,
    );
    (out.stdout, text(&out.stderr))
}

#[test]
fn an_accented_letter_is_one_character_on_every_machine() {
    let listing = "10 A$=\"CAFÉ\"\n20 PRINT LEN(A$)\n";
    for dialect in ["altair", "gw", "c64"] {
        let (out, _) = run_listing_text(dialect, listing, b"");
        assert_eq!(text(&out), " 4 \n", "{dialect}");
    }
    let (out, _) = run_listing_text(
        "atari",
        "10 DIM A$(9)\n20 A$=\"CAFÉ\"\n30 ? A$;LEN(A$)\n",
        b"",
    );
    assert_eq!(text(&out), "CAFE4\n");
}

#[test]
fn gw_reads_code_page_437_and_writes_it_back_as_the_listing_came() {
    let (out, err) = run_listing_text(
        "gw",
        "10 A$=\"╔═╗ É ü\"\n20 PRINT A$;ASC(MID$(A$,5,1))\n30 PRINT CHR$(201)\n",
        b"",
    );
    assert_eq!(text(&out), "╔═╗ É ü 144 \n╔\n");
    assert!(err.is_empty(), "{err}");
    // A typed UTF-8 answer is code page 437 too.
    let (out, _) = run_listing_text("gw", "10 INPUT A$\n20 PRINT LEN(A$);A$\n", "Ü\n".as_bytes());
    assert_eq!(text(&out), "? \n 1 Ü\n");
    // An ASCII listing's output bytes are the machine's, as the recorded suites have them.
    let (out, _) = run_listing_text("gw", "10 PRINT CHR$(201)\n", b"");
    assert_eq!(out, b"\xc9\n");
}

#[test]
fn a_character_with_no_equivalent_is_named_once_and_read_as_its_closest() {
    let (out, err) = run_listing_text("atari", "10 ? \"CAFÉ\"\n20 ? \"É\";\"é\"\n", b"");
    assert_eq!(text(&out), "CAFE\nEe\n");
    assert_eq!(
        err.matches("'É' has no ATASCII equivalent; read as 'E'")
            .count(),
        1,
        "{err}"
    );
    assert!(err.contains("line 10: 'É'"), "{err}");
    assert!(err.contains("line 20: 'é'"), "{err}");
    let (out, err) = run_listing_text("altair", "10 PRINT \"╔═╗\"\n", b"");
    assert_eq!(text(&out), "+-+\n");
    assert!(
        err.contains("'╔' has no ASCII equivalent; read as '+'"),
        "{err}"
    );
}

#[test]
fn c64_listings_read_the_petcat_notation() {
    let listing = "10 print \"{clr}{3 down}{rvon}Hi{rvof}{down*2}\";\n\
                   20 print len(\"{clr}{home}{red}{f1}{cbm-a}{shift-a}\")\n\
                   30 print asc(\"{lblu}\");asc(\"a\");asc(\"A\");asc(\"£\")\n";
    let (out, err) = run_listing_text("c64", listing, b"");
    assert_eq!(
        out, b"\x93\x11\x11\x11\x12Hi\x92\x11\x11 6 \n 154  193  65  92 \n",
        "{err}"
    );
    // Typed lines follow the notation: lower case is SHIFT+letter, as in the listing.
    let (out, _) = run_listing_text(
        "c64",
        "10 input a$:if a$=\"yes\" then print \"ok\"\n",
        b"yes\n",
    );
    assert_eq!(text(&out), "? \nok\n");
}

#[test]
fn ferrite_list_writes_a_c64_listing_back_in_its_notation() {
    let (_dir, program) = file(
        "N.BAS",
        "10 print \"{clr}{3 down}Hi{lred}\";\n20 rem sHIFT\n30 data abc\n",
    );
    let out = run_with(
        &["list", "--dialect", "c64", program.to_str().unwrap_or("")],
        None,
        b"",
    );
    assert_eq!(
        text(&out.stdout),
        "10 PRINT \"{clr}{down}{down}{down}Hi{lred}\";\n20 REM sHIFT\n30 DATA abc\n"
    );
}

/// Issue 28: the dialect hint names a dialect only when it reads the whole listing. Line
/// 10 (an integer name) reads in GW-BASIC and on the C64, line 20 (SYS) only on the C64:
/// GW-BASIC, first in the order tried, would be the wrong machine.
#[test]
fn the_dialect_hint_names_only_a_machine_that_reads_every_line() {
    let (_dir, program) = file("HINT.BAS", "10 A%=1\n20 SYS 64738\n");
    let out = run_with(&["run", program.to_str().unwrap_or("")], None, b"");
    let err = text(&out.stderr);
    assert!(
        err.contains("reads as c64 BASIC: try --dialect c64"),
        "{err}"
    );
    assert!(!err.contains("--dialect gw"), "{err}");
}

/// `ferrite run` into a pipe: nobody watches, so the speaker's waits pass at once and the
/// machine's clock moves on by them (three SOUNDs of 2730 ticks, 150 s each, in the
/// foreground: TIMER has moved 300 s when the last one starts), rather than holding the
/// run for five minutes.
#[test]
fn a_collected_run_lets_the_speakers_waits_pass_on_the_machines_clock() {
    let (_dir, path) = file(
        "WAIT.BAS",
        "10 T=TIMER:FOR I=1 TO 3:SOUND 40,2730:NEXT\n20 D=TIMER-T+86400:D=D-86400*INT(D/86400)\n30 PRINT INT(D/10)\n",
    );
    let path = path.to_str().unwrap_or("");
    let out = run_with(
        &["run", "--dialect", "gw", "--timeout", "60", path],
        None,
        b"",
    );
    assert_eq!(text(&out.stdout), " 30 \n", "{}", text(&out.stderr));
}

/// A GW-BASIC listing followed by a CTRL-Z and bytes that happen to read as a Commodore
/// program's link chain (a loader's payload: here 12,823 zeros after `1 PRINT 7`): asked to
/// run as GW-BASIC it is the GW-BASIC listing, which LOAD reads up to the CTRL-Z (GIO86.ASM
/// `INCHSI`), not another machine's tokenised file.
#[test]
fn a_gw_listing_with_bytes_after_its_ctrl_z_runs_as_gw() {
    let mut bytes = b"1 PRINT 7\r\n\x1a".to_vec();
    bytes.resize(12835, 0);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("P7.BAS"), &bytes).unwrap();
    let out = run_with(
        &["run", "--dialect", "gw", "--no-share", "P7.BAS"],
        Some(dir.path()),
        b"",
    );
    assert_eq!(text(&out.stdout), " 7 \n");
}

/// The line a syntax error offers is listed as LIST lists it, ending in "erase to end of
/// line" (GWLIST.ASM `LISPRT`, LISEOL): printed over a row of Z's it leaves none after it
/// (real GW-BASIC 3.23 with difftest's key feeder: `[20 X=Q` and 24 blanks).
#[test]
fn gw_the_line_a_syntax_error_offers_clears_the_rest_of_its_row() {
    let (dir, program) = file(
        "OFFER.BAS",
        "10 CLS:PRINT:PRINT:PRINT STRING$(30,\"Z\"):LOCATE 1,1\n20 X=)\n",
    );
    let p = program.to_str().unwrap_or("");
    let out = run_with(
        &["basic", "--dialect", "gw", "--run", p],
        Some(dir.path()),
        b"Q\rR$=\"\":FOR C=1 TO 30:R$=R$+CHR$(SCREEN(3,C)):NEXT:PRINT \"[\";R$;\"]\"\rSYSTEM\r",
    );
    let shown = text(&out.stdout);
    assert!(
        shown.contains(&format!("[20 X=Q{}]", " ".repeat(24))),
        "{shown}"
    );
}

/// GW-BASIC's EDIT is a statement (SCNEDT.ASM `EDIT`: LINSPC, FNDLIN, then MAIN with the
/// line offered): in a program the run ends there with the line offered and no `Ok`, and
/// after a `:` of a typed line it offers the line too (real GW-BASIC 3.23 with difftest's
/// key feeder: `X` over the offered line 10 is a syntax error, `4` over line 30 copies it
/// to line 40).
#[test]
fn gw_edit_runs_as_a_statement_in_a_program_and_after_a_colon() {
    let (dir, program) = file("EDITST.BAS", "10 PRINT \"A\"\n20 EDIT 10\n30 PRINT \"B\"\n");
    let p = program.to_str().unwrap_or("");
    let out = run_with(
        &["basic", "--dialect", "gw", "--run", p],
        Some(dir.path()),
        b"X\rPRINT 7:EDIT 30\r4\rLIST\rSYSTEM\r",
    );
    let shown = text(&out.stdout);
    assert!(
        shown.contains("A\nSyntax error\nOk\n 7 \n")
            && shown.contains("30 PRINT \"B\"\n40 PRINT \"B\"\nOk"),
        "{shown}"
    );
}

// GW-BASIC's RUN "f" and LOAD open file 0 before SCRTCH closes the files (DSKCOM.ASM
// `LRUN3`): a file that number 1 holds open after finding it empty reads as empty, so no
// line is loaded and the file keeps its bytes (real GW-BASIC 3.23 under gw-real).
#[test]
fn gw_run_of_a_file_held_open_loads_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let typed = b"10 OPEN \"O\",1,\"X.BAS\":PRINT #1,\"10 PRINT 42\":PRINT #1,\"20 REM \";STRING$(200,65)\n\
20 RUN \"X.BAS\"\nRUN\nLIST\nPRINT \"N\"\nLOAD \"X.BAS\"\nLIST\n";
    let out = run_with(
        &["basic", "--dialect", "gw", "--no-banner"],
        Some(dir.path()),
        typed,
    );
    let shown = text(&out.stdout);
    // The first LIST shows nothing; after the files are closed LOAD finds the line.
    assert!(
        shown.contains("Ok\nN\nOk\nOk\n10 PRINT 42\n20 REM A"),
        "{shown}"
    );
    assert!(!shown.contains(" 42 \n"), "{shown}");
}

/// NEW and LOAD typed at `Ok` end the typed line (BIMISC.ASM `SCRTCH`, DSKCOM.ASM `LOAD`: back
/// at STPRDY); SAVE and CLEAR go on after their `:`; a `LOAD "F",R` so typed ends its run at
/// `Ok` (real GW-BASIC 3.23, typed at `Ok`).
#[test]
fn gw_new_and_load_typed_end_the_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let typed = b"10 PRINT \"P\"\nSAVE \"Y\"\nNEW:PRINT 1\nLIST\nLOAD \"Y\":PRINT 2\nLIST\n\
SAVE \"Z\":PRINT 4\nCLEAR:PRINT 5\nLOAD \"Y\",R:PRINT 9\nPRINT 8\n";
    let out = run_with(
        &["basic", "--dialect", "gw", "--no-banner"],
        Some(dir.path()),
        typed,
    );
    assert_eq!(
        text(&out.stdout),
        "Ok\nOk\nOk\nOk\nOk\n10 PRINT \"P\"\nOk\n 4 \nOk\n 5 \nOk\nP\nOk\n 8 \nOk\n"
    );
}

/// `FERRITE_PC_FONT` names a dump of the user's own machine's fonts (256 glyphs of 8 bytes,
/// then 256 of 14): text in a graphics mode is drawn with its dots. Here every 8 by 8 glyph
/// is a single dot in its top-left corner, so an `A` lights pixel (0,0) only, and the cell
/// reads back as code 0, the first glyph with those dots (ferrite's own glyphs: 0 and 65).
#[test]
fn gw_graphics_text_uses_the_font_file_named() {
    let (dir, prog) = file(
        "FONT.BAS",
        "10 SCREEN 2:PRINT \"A\";:P=POINT(0,0)+POINT(1,0)+POINT(0,1):S=SCREEN(1,1)\n\
         20 SCREEN 0:PRINT P;S\n",
    );
    let mut font = vec![0u8; 256 * 8 + 256 * 14];
    for g in font[..256 * 8].chunks_mut(8) {
        g[0] = 0x80;
    }
    let font_path = dir.path().join("font.bin");
    std::fs::write(&font_path, &font).expect("font file");
    let out = ferrite()
        .args(["run", "--dialect", "gw"])
        .arg(&prog)
        .env("FERRITE_PC_FONT", &font_path)
        .output()
        .expect("ferrite runs");
    assert_eq!(text(&out.stdout), "A 1  0 \n");
}
