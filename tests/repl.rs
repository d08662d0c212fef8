//! The REPLs driven through a pseudo-terminal: the real `ferrite` binary, typed at as a person
//! would type, with rustyline editing, Ctrl-C and Ctrl-D.
//!
//! Every expect has a timeout, so a REPL that stops answering fails the test instead of
//! hanging it. Output is compared after the terminal's escape sequences and carriage returns
//! are taken out. A typed line also shows as its echo, so tests wait for text only the
//! machine prints (`PRINT "SY"+"NC1"` prints `SYNC1`, which was never typed).

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use expectrl::{ControlCode, Session};

use crate::util::shared;

/// A `ferrite` process at the other end of a pty.
struct Repl {
    pty: Session,
    syncs: u32,
    /// How the REPL prints a string sum (`PRINT "A"+"B"` or FOCAL's `TYPE "A","B"`).
    focal: bool,
}

impl Repl {
    /// Starts `ferrite args...` in `dir`, with its history file under `dir`.
    fn start(dir: &Path, args: &[&str]) -> Repl {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_ferrite"));
        cmd.args(args)
            .current_dir(dir)
            .env("HOME", dir)
            .env("XDG_DATA_HOME", dir.join("data"))
            .env("TERM", "xterm");
        let mut pty = Session::spawn(cmd).expect("ferrite starts on a pty");
        pty.set_expect_timeout(Some(Duration::from_secs(20)));
        Repl {
            pty,
            syncs: 0,
            focal: args.first() == Some(&"focal"),
        }
    }

    /// Types a line and Enter.
    fn type_line(&mut self, line: &str) {
        self.pty
            .send(format!("{line}\r"))
            .expect("typing reaches the pty");
    }

    /// Types many lines, waiting now and then until they are taken: the terminal keeps at
    /// most 4 KB typed ahead (more is dropped while a line is being stored), and a person
    /// types slower than that anyway.
    fn type_lines<'a>(&mut self, lines: impl IntoIterator<Item = &'a str>) {
        for (i, line) in lines.into_iter().enumerate() {
            self.type_line(line);
            if i % 10 == 9 {
                self.sync();
            }
        }
    }

    /// Sends raw keys (control keys, arrows).
    fn keys(&mut self, keys: &str) {
        self.pty.send(keys).expect("typing reaches the pty");
    }

    /// Waits for `text` and gives what came before it, cleaned.
    fn expect(&mut self, text: &str) -> String {
        match self.pty.expect(text) {
            Ok(found) => clean(found.before()),
            Err(e) => panic!("waiting for {text:?}: {e}"),
        }
    }

    /// Types a line that prints a fresh word, waits for it, and gives everything shown since
    /// the last sync: every line typed before it has been taken.
    fn sync(&mut self) -> String {
        self.syncs += 1;
        let n = self.syncs;
        if self.focal {
            self.type_line(&format!("TYPE \"SY\",\"NC{n}\",!"));
        } else {
            self.type_line(&format!("PRINT \"SY\"+\"NC{n}\""));
        }
        self.expect(&format!("SYNC{n}"))
    }

    /// Waits until the line editor has the terminal (rustyline switches bracketed paste on
    /// when it enters raw mode): a Ctrl-C sent before would be a signal, not a key.
    fn editing(&mut self) {
        self.expect("\x1b[?2004h");
    }

    /// Types `LIST args` and gives the lines it printed.
    fn list(&mut self, args: &str) -> Vec<String> {
        let command = if args.is_empty() {
            "LIST".to_string()
        } else {
            format!("LIST {args}")
        };
        self.listing(&command)
    }

    /// Types a listing command (LIST, WRITE) and gives the numbered lines it printed.
    fn listing(&mut self, command: &str) -> Vec<String> {
        self.type_line(command);
        let screen = self.sync();
        // What follows the echo of the command (earlier echoes of typed lines look alike).
        let after = screen
            .rfind(&format!("{command}\n"))
            .map_or(&screen[..], |at| &screen[at + command.len() + 1..]);
        listed_lines(after)
    }

    /// Ctrl-D at the prompt, and the process ends.
    fn quit(mut self) {
        self.keys("\x04");
        for _ in 0..100 {
            if !self.pty.is_alive().unwrap_or(false) {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("ferrite did not leave on Ctrl-D");
    }
}

/// The text a terminal shows for this output: carriage returns go back to the start of the
/// line and later text overwrites, `ESC [ K` clears to the end of the line, `ESC [ n C` and
/// `ESC [ n D` move the cursor; other escape sequences and the bell show nothing.
fn clean(bytes: &[u8]) -> String {
    let mut lines: Vec<Vec<u8>> = vec![Vec::new()];
    let mut col = 0;
    let mut i = 0;
    while i < bytes.len() {
        let line = lines.last_mut().expect("one line at least");
        match bytes[i] {
            0x1b if bytes.get(i + 1) == Some(&b'[') => {
                let start = i + 2;
                let mut end = start;
                while end < bytes.len() && !(0x40..=0x7e).contains(&bytes[end]) {
                    end += 1;
                }
                let n: usize = std::str::from_utf8(&bytes[start..end])
                    .ok()
                    .and_then(|p| p.parse().ok())
                    .unwrap_or(1);
                match bytes.get(end) {
                    Some(b'K') => line.truncate(col),
                    Some(b'C') => col += n,
                    Some(b'D') => col = col.saturating_sub(n),
                    _ => {}
                }
                i = end + 1;
                continue;
            }
            b'\r' => col = 0,
            b'\n' => {
                lines.push(Vec::new());
                col = 0;
            }
            b if b < 0x20 => {}
            b => {
                if line.len() < col {
                    line.resize(col, b' ');
                }
                if col < line.len() {
                    line[col] = b;
                } else {
                    line.push(b);
                }
                col += 1;
            }
        }
        i += 1;
    }
    let text: Vec<String> = lines
        .iter()
        .map(|l| String::from_utf8_lossy(l).into_owned())
        .collect();
    text.join("\n")
}

/// The numbered lines of a screen capture, as LIST printed them (each LIST line is also
/// preceded by a line end the echo of a typed line is not).
fn listed_lines(screen: &str) -> Vec<String> {
    screen
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
        .map(str::to_string)
        .collect()
}

fn hexapawn_lines(n: usize) -> Vec<String> {
    let text = std::fs::read_to_string(shared().join("programs/HEXAPAWN.BAS"))
        .expect("HEXAPAWN.BAS in ../shared");
    text.lines().take(n).map(str::to_string).collect()
}

#[test]
fn repl_typed_lines_list_back_as_typed_altair() {
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
            "20 PRINT \"Hi\";:  GOTO 40",
            "40 PRINT \" THERE\""
        ]
    );
    assert_eq!(repl.list("20").len(), 2, "LIST 20 lists 20 to the end");
    repl.type_line("LIST 10-20");
    assert!(repl.sync().contains("?SN ERROR"));
    repl.type_line("RUN");
    let screen = repl.sync();
    assert!(screen.contains("Hi THERE\nOK\n"), "{screen}");
    repl.quit();
}

#[test]
fn repl_altair_rings_the_bell_past_71_characters() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &["basic"]);
    repl.expect("OK");
    let long = format!("10 REM {}", "X".repeat(80));
    repl.type_line(&long);
    assert_eq!(repl.list(""), [long[..71].to_string()]);
    repl.quit();
}

#[test]
fn repl_ranges_and_errors_c64_and_gw() {
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
        repl.type_line("PRINT (");
        let screen = repl.sync();
        assert!(screen.contains(&format!("{error}\n{ready}")), "{screen}");
        repl.quit();
    }
}

#[test]
fn repl_ctrl_c_breaks_a_for_loop_and_cont_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &["basic"]);
    repl.expect("OK");
    // The loop runs until X is set: I steps back while X=0 (true is -1).
    repl.type_line("10 FOR I=1 TO 10: I=I+(X=0): NEXT I");
    repl.type_line("20 PRINT \"LOOP\"+\"ED\"");
    repl.type_line("RUN");
    std::thread::sleep(Duration::from_millis(300));
    repl.pty.send(ControlCode::EndOfText).expect("Ctrl-C");
    let screen = repl.expect("BREAK IN 10");
    assert!(!screen.contains("LOOPED"));
    repl.expect("OK");
    repl.type_line("X=1");
    repl.type_line("CONT");
    repl.expect("LOOPED");
    repl.expect("OK");
    // The program survived the break.
    assert_eq!(repl.list("").len(), 2);
    repl.quit();
}

#[test]
fn repl_ctrl_c_breaks_a_program_waiting_in_input() {
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
fn repl_ctrl_c_at_the_prompt_clears_the_line() {
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
fn repl_gw_auto_delete_renum() {
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
fn repl_hexapawn_typed_edited_saved_loaded_and_run_gw() {
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
    assert!(
        repl.sync().contains("HEXA.BAS"),
        "FILES shows the saved program"
    );
    // GW-BASIC's SYSTEM leaves BASIC.
    repl.type_line("SYSTEM");
    for _ in 0..100 {
        if !repl.pty.is_alive().unwrap_or(false) {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(!repl.pty.is_alive().unwrap_or(true), "SYSTEM left BASIC");
    let saved = std::fs::read_to_string(dir.path().join("HEXA.BAS")).expect("SAVE wrote HEXA.BAS");
    assert_eq!(saved.lines().collect::<Vec<_>>(), lines);

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

#[test]
fn repl_save_keeps_the_old_file_when_the_name_is_a_folder() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join("PROG.BAS")).expect("a folder in the way");
    let mut repl = Repl::start(dir.path(), &["basic", "--dialect", "gw"]);
    repl.expect("Ok");
    repl.type_line("10 PRINT 1");
    repl.type_line("SAVE \"PROG\"");
    let screen = repl.sync();
    assert!(
        screen.contains("Path/File access error") || screen.contains("File"),
        "{screen}"
    );
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "temporary file left behind");
    repl.quit();
}

fn hexapawn_focal_lines() -> Vec<String> {
    let text = std::fs::read_to_string(shared().join("programs/HEXAPAWN.FC"))
        .expect("HEXAPAWN.FC in ../shared");
    text.lines().map(str::to_string).collect()
}

/// Issue 4's acceptance for FOCAL: HEXAPAWN.FC typed at `*`, a typo fixed with MODIFY,
/// WRITE shows it, LIBRARY SAVE, FOCAL left, LIBRARY CALL and GO.
#[test]
fn repl_focal_hexapawn_typed_modified_written_saved_and_run() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = hexapawn_focal_lines();
    let mut repl = Repl::start(dir.path(), &["focal"]);
    repl.expect("*");
    let typo = "01.70 T !!\"GOOD LUCX\",!!!";
    repl.type_lines(lines.iter().map(|l| {
        if l.starts_with("01.70 ") {
            typo
        } else {
            l.as_str()
        }
    }));
    repl.sync();
    let written = repl.listing("WRITE");
    let want: Vec<String> = lines
        .iter()
        .map(|l| {
            if l.starts_with("01.70 ") {
                typo.to_string()
            } else {
                l.clone()
            }
        })
        .collect();
    assert_eq!(written, want);

    // MODIFY shows the text in the editor, cursor at its start: End, five to the left,
    // rub out the X, type K, Enter.
    repl.type_line("MODIFY 1.70");
    repl.editing();
    repl.keys("\x1b[F\x1b[D\x1b[D\x1b[D\x1b[D\x1b[D\x7fK\r");
    assert_eq!(repl.listing("WRITE 1.70"), ["01.70 T !!\"GOOD LUCK\",!!!"]);

    repl.type_line("LIBRARY SAVE HEXA");
    repl.sync();
    repl.quit();
    let saved =
        std::fs::read_to_string(dir.path().join("HEXA.FC")).expect("LIBRARY SAVE wrote HEXA.FC");
    assert_eq!(saved.lines().collect::<Vec<_>>(), lines);

    let mut repl = Repl::start(dir.path(), &["focal"]);
    repl.expect("*");
    repl.type_line("LIBRARY CALL HEXA");
    repl.type_line("GO");
    repl.expect("THIS PROGRAM PLAYS A GAME CALLED HEXAPAWN");
    repl.expect("NEED INSTRUCTIONS? :");
    repl.editing();
    // BREAK while ASK waits; FOCAL is back at `*` with the program kept.
    repl.pty.send(ControlCode::EndOfText).expect("Ctrl-C");
    repl.editing();
    repl.sync();
    assert_eq!(repl.listing("WRITE"), lines);
    repl.quit();
}

#[test]
fn repl_focal_ctrl_c_stops_a_loop() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &["focal"]);
    repl.expect("*");
    repl.type_line("01.10 SET X=X+1; GOTO 1.1");
    repl.type_line("GO");
    std::thread::sleep(Duration::from_millis(300));
    repl.pty.send(ControlCode::EndOfText).expect("Ctrl-C");
    repl.expect("?01.00");
    repl.sync();
    assert_eq!(repl.listing("WRITE 1"), ["01.10 SET X=X+1; GOTO 1.1"]);
    repl.quit();
}

#[test]
fn repl_without_arguments_is_the_altair_prompt() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &[]);
    let banner = repl.expect("OK");
    assert!(banner.contains("ALTAIR BASIC REV. 4.0"), "{banner}");
    repl.type_line("PRINT 1/3");
    assert!(repl.sync().contains(" .333333 \nOK\n"));
    repl.quit();
}

/// Lines piped in (no terminal) are typed at the prompt as they come, without echo.
#[test]
fn repl_reads_piped_lines_without_a_terminal() {
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
fn repl_focal_ask_reads_through_the_editor() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &["focal"]);
    repl.expect("*");
    repl.type_line("ASK X; TYPE X,!");
    repl.expect(":");
    repl.type_line("5");
    let screen = repl.expect("=    5.0000");
    assert!(screen.ends_with(":5\n"), "{screen:?}");
    repl.quit();
}
