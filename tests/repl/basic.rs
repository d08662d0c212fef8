//! `ferrite basic` at the pty: typing, LIST, RUN, EDIT, SAVE/LOAD, Ctrl-C and CONT.

use std::process::Command;

use expectrl::ControlCode;

use super::pty::Repl;
use crate::util::shared;

fn hexapawn_lines(n: usize) -> Vec<String> {
    let text = std::fs::read_to_string(shared().join("programs/HEXAPAWN.BAS"))
        .expect("HEXAPAWN.BAS in ../shared");
    text.lines().take(n).map(str::to_string).collect()
}

#[test]
fn typed_lines_list_back_as_typed_altair() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &["basic"]);
    repl.expect("OK");
    repl.type_line("20 print \"Hi\";:  goto 40");
    repl.type_line("10    REM  SPACES KEPT");
    repl.type_line("30 PRINT \"NOT HERE\"");
    repl.type_line("40 PRINT \" THERE\"");
    repl.type_line("30");
    repl.sync();
    assert_eq!(
        repl.list(""),
        [
            "10 REM  SPACES KEPT",
            // The Altair's teletype typed upper case only.
            "20 PRINT \"HI\";:  GOTO 40",
            "40 PRINT \" THERE\""
        ]
    );
    assert_eq!(repl.list("20").len(), 2, "LIST 20 lists 20 to the end");
    repl.type_line("LIST 10-20");
    assert!(repl.sync().contains("?SN ERROR"));
    repl.type_line("RUN");
    let screen = repl.sync();
    assert!(screen.contains("HI THERE\nOK\n"), "{screen}");
    repl.quit();
}

#[test]
fn altair_rings_the_bell_past_71_characters() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &["basic"]);
    repl.expect("OK");
    let long = format!("10 REM {}", "X".repeat(80));
    repl.type_line(&long);
    assert_eq!(repl.list(""), [long[..71].to_string()]);
    repl.quit();
}

#[test]
fn ranges_and_errors_c64_and_gw() {
    for (args, ready, error) in [
        (["basic", "--dialect", "c64"], "READY.", "?SYNTAX  ERROR"),
        (["basic", "--dialect", "gw"], "Ok", "Syntax error"),
    ] {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut repl = Repl::start(dir.path(), &args);
        repl.expect(ready);
        for n in [10, 20, 30, 40] {
            repl.type_line(&format!("{n} PRINT {n}"));
        }
        repl.sync();
        for (range, want) in [
            ("20-30", vec![20, 30]),
            ("-20", vec![10, 20]),
            ("30-", vec![30, 40]),
            ("20", vec![20]),
        ] {
            let listed = repl.list(range);
            let want: Vec<String> = want.iter().map(|n| format!("{n} PRINT {n}")).collect();
            assert_eq!(listed, want, "{args:?} LIST {range}");
        }
        repl.type_line("PRINT )");
        let screen = repl.sync();
        assert!(screen.contains(&format!("{error}\n{ready}")), "{screen}");
        repl.quit();
    }
}

#[test]
fn ctrl_c_breaks_a_for_loop_and_cont_goes_on() {
    for (dialect, ready, message) in [
        ("altair", "OK", "BREAK IN 10"),
        ("c64", "READY.", "BREAK IN 10"),
        ("gw", "Ok", "Break in 10"),
    ] {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut repl = Repl::start(dir.path(), &["basic", "--dialect", dialect]);
        repl.expect(ready);
        // The loop runs until X is set: I steps back while X=0 (true is -1).
        repl.type_line("10 FOR I=1 TO 10: I=I+(X=0): NEXT I");
        repl.type_line("20 PRINT \"LOOP\"+\"ED\"");
        repl.start_program("RUN");
        repl.pty.send(ControlCode::EndOfText).expect("Ctrl-C");
        let screen = repl.expect(message);
        assert!(!screen.contains("LOOPED"), "{dialect}");
        // On a line of its own, after the terminal's `^C`.
        assert!(screen.ends_with('\n'), "{dialect}: {screen:?}");
        repl.expect(ready);
        repl.type_line("X=1");
        repl.type_line("CONT");
        repl.expect("LOOPED");
        repl.expect(ready);
        // The program survived the break.
        assert_eq!(repl.list("").len(), 2, "{dialect}");
        repl.quit();
    }
}

#[test]
fn ctrl_c_breaks_atari_basic_and_cont_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &["basic", "--dialect", "atari"]);
    repl.expect("READY");
    // The loop runs until X is set: I steps back while X=0 (true is 1 in Atari BASIC).
    repl.type_line("10 FOR I=1 TO 10:I=I-(X=0):NEXT I");
    repl.type_line("20 PRINT \"LOOPED\"");
    repl.start_program("RUN");
    repl.pty.send(ControlCode::EndOfText).expect("Ctrl-C");
    let screen = repl.expect("AT LINE 10");
    assert!(screen.contains("STOPPED"), "{screen:?}");
    assert!(!screen.contains("LOOPED"), "{screen:?}");
    repl.expect("READY");
    repl.type_line("X=1");
    repl.type_line("CONT");
    repl.expect("LOOPED");
    repl.expect("READY");
    repl.quit();
}

#[test]
fn ctrl_c_breaks_a_program_waiting_in_input() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &["basic", "--dialect", "gw"]);
    repl.expect("Ok");
    repl.type_line("10 INPUT \"NAME\";N$");
    repl.type_line("20 PRINT \"HELLO \";N$");
    repl.type_line("RUN");
    repl.expect("NAME? ");
    repl.editing();
    repl.pty.send(ControlCode::EndOfText).expect("Ctrl-C");
    repl.expect("Break");
    repl.expect("Ok");
    repl.type_line("RUN");
    repl.expect("NAME? ");
    repl.type_line("ADA");
    // The prompt BASIC printed stays on the line the answer is typed on.
    let screen = repl.expect("HELLO ADA");
    assert!(screen.ends_with("NAME? ADA\n"), "{screen:?}");
    repl.quit();
}

#[test]
fn ctrl_c_at_the_prompt_clears_the_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &["basic", "--dialect", "gw"]);
    repl.expect("Ok");
    repl.editing();
    repl.keys("10 PRINT \"LOST\"");
    repl.pty.send(ControlCode::EndOfText).expect("Ctrl-C");
    // Keys typed with the Ctrl-C in one read are dropped with the line: wait for the editor.
    repl.editing();
    assert!(repl.list("").is_empty());
    repl.quit();
}

#[test]
fn gw_auto_delete_renum() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &["basic", "--dialect", "gw"]);
    repl.expect("Ok");
    repl.type_line("AUTO 100,5");
    repl.type_line("PRINT 1: GOTO 110");
    repl.type_line("PRINT 2");
    repl.type_line("PRINT 3");
    repl.expect("115 ");
    repl.pty.send(ControlCode::EndOfText).expect("Ctrl-C");
    repl.expect("Ok");
    repl.type_line("DELETE 105");
    repl.type_line("RENUM");
    assert_eq!(repl.list(""), ["10 PRINT 1: GOTO 20", "20 PRINT 3"]);
    repl.quit();
}

/// Issue 4's acceptance: HEXAPAWN's first 50 lines typed by hand, listed back, a typo fixed
/// with EDIT, saved, BASIC left, loaded again and run.
#[test]
fn hexapawn_typed_edited_saved_loaded_and_run_gw() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = hexapawn_lines(50);
    let mut repl = Repl::start(dir.path(), &["basic", "--dialect", "gw"]);
    repl.expect("Ok");
    // Line 35 goes in with a typo: `X.Q` for `X.O`.
    let typo = "35 P$=\"X.Q\"";
    repl.type_lines(lines.iter().map(|l| {
        if l.starts_with("35 ") {
            typo
        } else {
            l.as_str()
        }
    }));
    repl.sync();
    let listed = repl.list("");
    let mut want = lines.clone();
    for l in &mut want {
        if l.starts_with("35 ") {
            *l = typo.to_string();
        }
    }
    assert_eq!(listed, want);

    // EDIT shows the line in the editor: End, two Backspaces, the fix, Enter.
    repl.type_line("EDIT 35");
    repl.keys("\x1b[F\x7f\x7fO\"\r");
    assert_eq!(repl.list("35"), ["35 P$=\"X.O\""]);

    repl.type_line("SAVE \"HEXA\"");
    repl.type_line("FILES");
    // GW-BASIC's FILES shows DOS names in 8.3 columns.
    assert!(
        repl.sync().contains("HEXA    .BAS"),
        "FILES shows the saved program"
    );
    // GW-BASIC's SYSTEM leaves BASIC.
    repl.type_line("SYSTEM");
    repl.wait_exit();
    assert!(!repl.pty.is_alive().unwrap_or(true), "SYSTEM left BASIC");
    // A plain SAVE writes GW-BASIC's tokenised format (0xFF first, a 0 link and CTRL-Z
    // last); the LOAD and LIST below show it holds the program.
    let saved = std::fs::read(dir.path().join("HEXA.BAS")).expect("SAVE wrote HEXA.BAS");
    assert_eq!(saved.first(), Some(&0xff));
    assert!(saved.ends_with(&[0, 0, 0x1a]));

    let mut repl = Repl::start(dir.path(), &["basic", "--dialect", "gw"]);
    repl.expect("Ok");
    repl.type_line("LOAD \"HEXA\"");
    repl.type_line("RUN");
    // The first 50 lines print the title, then READ finds no DATA (it comes later).
    let screen = repl.expect("Out of DATA in 40");
    assert!(screen.contains("HEXAPAWN"), "{screen}");
    assert!(screen.contains("CREATIVE COMPUTING  MORRISTOWN, NEW JERSEY"));
    repl.expect("Ok");
    assert_eq!(repl.list(""), lines);
    repl.quit();
}

/// A line as the recorded Altair sessions typed a listing line longer than the 71
/// characters 8K BASIC kept: without the spaces outside strings, which it ignores
/// (transcripts/altair/README.md).
fn typed_for_the_altair(line: &str) -> String {
    if line.len() <= 71 {
        return line.to_string();
    }
    let (number, text) = line.split_once(' ').unwrap_or((line, ""));
    let mut quoted = false;
    let text: String = text
        .chars()
        .filter(|&c| {
            quoted ^= c == '"';
            quoted || c == '"' || c != ' '
        })
        .collect();
    format!("{number} {text}")
}

/// The same on the Altair, the default dialect: typed, listed, a typo fixed by typing the
/// line again (8K BASIC had no EDIT), saved, left, loaded and run.
#[test]
fn hexapawn_typed_retyped_saved_loaded_and_run_altair() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines: Vec<String> = hexapawn_lines(50)
        .iter()
        .map(|l| typed_for_the_altair(l))
        .collect();
    let mut repl = Repl::start(dir.path(), &["basic"]);
    repl.expect("OK");
    let typo = "35 P$=\"X.Q\"";
    repl.type_lines(lines.iter().map(|l| {
        if l.starts_with("35 ") {
            typo
        } else {
            l.as_str()
        }
    }));
    let listed = repl.list("");
    assert!(listed.iter().any(|l| l == typo));
    assert_eq!(listed.len(), lines.len());
    let fixed = lines
        .iter()
        .find(|l| l.starts_with("35 "))
        .expect("line 35");
    repl.type_line(fixed);
    assert_eq!(repl.list(""), lines);
    repl.type_line("SAVE \"HEXA\"");
    repl.sync();
    repl.quit();

    let mut repl = Repl::start(dir.path(), &[]);
    repl.expect("OK");
    repl.type_line("LOAD \"HEXA\"");
    repl.type_line("RUN");
    let screen = repl.expect("?OD ERROR IN 40");
    assert!(screen.contains("HEXAPAWN"), "{screen}");
    repl.expect("OK");
    assert_eq!(repl.list(""), lines);
    repl.quit();
}

#[test]
fn a_failed_save_says_so_and_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join("PROG.BAS")).expect("a folder in the way");
    let mut repl = Repl::start(dir.path(), &["basic", "--dialect", "gw"]);
    repl.expect("Ok");
    repl.type_line("10 PRINT 1");
    repl.type_line("SAVE \"PROG\"");
    let screen = repl.sync();
    assert!(screen.contains("Path/File access error\nOk"), "{screen}");
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "temporary file left behind");
    repl.quit();
}

#[test]
fn without_arguments_is_the_altair_prompt() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &[]);
    let banner = repl.expect("OK");
    assert!(banner.contains("ALTAIR BASIC REV. 4.0"), "{banner}");
    repl.type_line("PRINT 1/3");
    assert!(repl.sync().contains(" .333333 \nOK\n"));
    repl.quit();
    assert!(dir.path().join("data/ferrite/history-altair.txt").exists());

    // The history outlives the session: Up twice fetches `PRINT 1/3` again.
    let mut repl = Repl::start(dir.path(), &[]);
    repl.expect("OK");
    repl.editing();
    repl.keys("\x1b[A\x1b[A\r");
    assert!(repl.expect(" .333333 ").ends_with("PRINT 1/3\n"));
    repl.quit();
}

/// Lines piped in (no terminal) are typed at the prompt as they come, without echo.
#[test]
fn reads_piped_lines_without_a_terminal() {
    use std::io::Write;
    use std::process::Stdio;
    let dir = tempfile::tempdir().expect("temp dir");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ferrite"))
        .args(["basic", "--dialect", "gw"])
        .current_dir(dir.path())
        .env("HOME", dir.path())
        .env("XDG_DATA_HOME", dir.path().join("data"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("ferrite starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"20 print \"b\"\n10 print \"a\";\nLIST\nRUN\nX\n")
        .expect("typing");
    let out = child
        .wait_with_output()
        .expect("ferrite ends at the end of input");
    let out = String::from_utf8_lossy(&out.stdout);
    let after_banner = out
        .split_once("Bytes free\nOk\n")
        .map_or("", |(_, rest)| rest);
    assert_eq!(
        after_banner,
        "10 PRINT \"a\";\n20 PRINT \"b\"\nOk\nab\nOk\nSyntax error\nOk\n"
    );
}

#[test]
fn tab_completes_the_dialects_words() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &["basic", "--dialect", "gw"]);
    repl.expect("Ok");
    repl.editing();
    repl.keys("10 pri\t 7\r");
    repl.keys("ren\t 100\r");
    assert_eq!(repl.list(""), ["100 PRINT 7"]);
    repl.quit();
}
