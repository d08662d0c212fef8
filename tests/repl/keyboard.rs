//! Issue 25: the machines at the keyboard, driven through a pseudo-terminal as a person
//! types: single keys reach GET and INKEY$ (no Enter), a program polling an empty keyboard
//! leaves the host's CPU alone, Ctrl-C is the machine's BREAK (its message, status 130),
//! letters typed in lower case are the 8-bit machines' upper case, GW's Esc wipes the
//! line, and HEXAPAWN is played to a finished game on the Altair, GW-BASIC and the C64.

use std::path::Path;

use super::harness::{assert_waiting_is_idle, hexapawn_recording, Show, Term, KEY_WAITS};

/// `program` written to `dir` as `name` and run with `ferrite run --dialect d` on an 80x24
/// terminal, printing lines.
fn run_lines(dir: &Path, dialect: &str, name: &str, program: &str) -> Term {
    Term::run(dir, dialect, name, program, 80, 24, Show::Lines)
}

/// The C64's GET and GW's INKEY$ under `ferrite run` take a key as it is struck, without
/// Enter: the C64 gets its upper-case Y for `y` and its cursor-up code (145) for the up
/// arrow and F1's 133; GW gets `y` as typed, CHR$(0)+scan code for the arrow (72), and
/// the first character of F1's text (`LIST `: GIOKYB.ASM `CHSNS` expands a function key
/// for INKEY$). Ctrl-C then breaks the loop with the machine's message and status 130.
#[test]
fn single_keys_reach_get_and_inkey_in_run() {
    let dir = tempfile::tempdir().expect("temp dir");
    let c64 =
        "5 PRINT \"TYPE\"\n10 GET A$:IF A$=\"\" THEN 10\n20 PRINT \"GOT\";ASC(A$)\n30 GOTO 10\n";
    let gw = "5 PRINT \"TYPE\"\n10 A$=INKEY$:IF A$=\"\" THEN 10\n20 PRINT \"GOT\";LEN(A$);ASC(RIGHT$(A$,1))\n30 GOTO 10\n";
    for (dialect, program, want, brk) in [
        ("c64", c64, ["GOT 89", "GOT 145", "GOT 133"], "BREAK IN 10"),
        (
            "gw",
            gw,
            ["GOT 1  121", "GOT 2  72", "GOT 1  76"],
            "Break in 10",
        ),
    ] {
        let mut run = run_lines(dir.path(), dialect, "KEYS.BAS", program);
        run.printed("TYPE");
        for (key, got) in ["y", "\x1b[A", "\x1bOP"].iter().zip(want) {
            run.wait_key_mode();
            run.keys(key);
            run.printed(got);
        }
        run.wait_key_mode();
        run.ctrl_c();
        run.printed(brk);
        assert_eq!(run.status(), Some(130), "{dialect}");
    }
}

/// Ctrl-C under `ferrite run` at a terminal is BREAK, not the end of the process: each
/// machine's message for the line it was in, and status 130, whether the program was
/// running or waiting at INPUT (ASK for FOCAL).
#[test]
fn ctrl_c_is_break_in_run() {
    let dir = tempfile::tempdir().expect("temp dir");
    let basic_loop = "10 PRINT \"GO\"\n20 GOTO 20\n";
    let basic_input = "10 PRINT \"GO\"\n20 INPUT A\n";
    let cases = [
        ("altair", "L.BAS", basic_loop, "BREAK IN 20"),
        ("gw", "L.BAS", basic_loop, "Break in 20"),
        ("c64", "L.BAS", basic_loop, "BREAK IN 20"),
        ("altair", "I.BAS", basic_input, "BREAK IN 20"),
        ("gw", "I.BAS", basic_input, "Break in 20"),
        ("c64", "I.BAS", basic_input, "BREAK IN 20"),
        (
            "focal69",
            "L.FC",
            "01.10 TYPE \"GO\",!\n01.20 GOTO 1.2\n",
            "?01.00 @ 01.20",
        ),
    ];
    for (dialect, name, program, brk) in cases {
        let mut run = run_lines(dir.path(), dialect, name, program);
        run.printed("GO");
        // The line printed to its end, and Ctrl-C the program's BREAK (a signal, or a key
        // once the machine reads its keys).
        run.printed("\n");
        run.wait("Ctrl-C a BREAK", Term::ctrl_c_breaks);
        run.ctrl_c();
        run.printed(brk);
        assert_eq!(run.status(), Some(130), "{dialect} {name}");
    }
}

/// A program polling an empty keyboard (GW's INKEY$, the C64's GET) for 5 s takes under
/// 0.5 s of the host's CPU, printing lines as well as on the drawn screen.
#[test]
fn polling_an_empty_keyboard_leaves_the_cpu_alone() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (dialect, program) in KEY_WAITS {
        let mut run = run_lines(dir.path(), dialect, "POLL.BAS", program);
        assert_waiting_is_idle(&mut run, dialect);
    }
}

/// In the REPLs, RUN of a GET or INKEY$ loop waits for a key and gets it (the C64's REPL
/// used to give READY at once); Ctrl-C breaks a loop still polling.
#[test]
fn repl_runs_take_single_keys() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (dialect, ready, lines, got, brk) in [
        (
            "c64",
            "READY.",
            ["10 GET A$:IF A$=\"\" THEN 10", "20 PRINT \"GOT \";A$"],
            "GOT Y",
            "BREAK IN 10",
        ),
        (
            "gw",
            "Ok",
            ["10 A$=INKEY$:IF A$=\"\" THEN 10", "20 PRINT \"GOT \";A$"],
            "GOT y",
            "Break in 10",
        ),
    ] {
        let mut repl = Term::lines(dir.path(), &["basic", "--dialect", dialect]);
        repl.printed(ready);
        for line in lines {
            repl.keys(&format!("{line}\r"));
        }
        repl.keys("RUN\r");
        repl.wait("the program reading keys", reading_keys);
        assert!(!repl.since().contains(ready), "{dialect}: RUN did not wait");
        repl.keys("y");
        repl.printed(got);
        repl.printed(ready);
        repl.keys("RUN\r");
        repl.wait("the program reading keys", reading_keys);
        repl.ctrl_c();
        repl.printed(brk);
        repl.printed(ready);
        repl.keys("\x04");
        assert_eq!(repl.status(), Some(0), "{dialect}");
    }
}

/// Whether a program has the terminal in its key mode, not the line editor's raw mode.
fn reading_keys(t: &Term) -> bool {
    t.in_key_mode()
}

/// Lower case typed at the 8-bit machines is their upper case, as their keyboards gave it:
/// the C64's `list` lists, its `10 print "hello":goto 10` is stored with its keywords
/// (and the string in upper case); the Atari's `x=1` is an assignment; the Altair's
/// teletype types upper case; `ferrite run`'s INPUT on the C64 gets `Y` for `y`.
#[test]
fn lower_case_is_upper_case_on_the_8_bit_machines() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (dialect, ready, listed) in [
        ("c64", "READY.", "10 PRINT \"HELLO\":GOTO 10"),
        ("altair", "OK", "10 PRINT \"HELLO\":GOTO 10"),
    ] {
        let mut repl = Term::lines(dir.path(), &["basic", "--dialect", dialect]);
        repl.printed(ready);
        repl.keys("10 print \"hello\":goto 10\r");
        repl.keys("list\r");
        repl.printed(&format!("\n{listed}"));
        repl.printed(ready);
        let after = repl.since();
        assert!(!after.contains("ERROR"), "{dialect}: {after}");
        repl.keys("\x04");
        assert_eq!(repl.status(), Some(0), "{dialect}");
    }
    let mut atari = Term::lines(dir.path(), &["basic", "--dialect", "atari"]);
    atari.printed("READY");
    atari.keys("x=41\r");
    atari.keys("? x+1\r");
    atari.printed("42");
    atari.keys("\x04");
    assert!(!String::from_utf8_lossy(&atari.raw).contains("ERROR-"));
    assert_eq!(atari.status(), Some(0));

    let mut run = run_lines(
        dir.path(),
        "c64",
        "YES.BAS",
        "10 INPUT \"AGAIN\";A$\n20 PRINT \"SAID \";A$;(A$=\"Y\")\n",
    );
    run.printed("AGAIN? ");
    run.keys("y\r");
    run.printed("SAID Y-1");
    assert_eq!(run.status(), Some(0));
}

/// GW-BASIC's Esc wipes the line being typed, and the next key is typed, not swallowed.
#[test]
fn esc_wipes_the_gw_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Term::lines(dir.path(), &["basic", "--dialect", "gw"]);
    repl.printed("Ok");
    repl.keys("print \"junk\"");
    repl.printed("\"junk\"");
    repl.keys("\x1b");
    // The editor draws the wiped line again from its start.
    repl.printed("\r\x1b[K");
    repl.keys("print 6*7\r");
    repl.printed(" 42");
    repl.printed("Ok");
    let all = String::from_utf8_lossy(&repl.raw).into_owned();
    assert!(
        !all.contains("junk42") && !all.contains("Syntax error"),
        "{all}"
    );
    repl.keys("\x04");
    assert_eq!(repl.status(), Some(0));
}

/// HEXAPAWN played at the terminal to the end of its games on the Altair, GW-BASIC and the
/// C64 (`ferrite run --dialect d programs/HEXAPAWN.BAS`): each answer of the recorded
/// no-instructions session typed when its prompt shows (in lower case on the Altair and
/// the C64, whose keyboards give upper case), until the program says who won and its
/// score; then Ctrl-C breaks it at the next move's prompt, status 130.
#[test]
fn hexapawn_played_to_a_finished_game() {
    let shared = crate::util::shared();
    let program = shared.join("programs/HEXAPAWN.BAS");
    let dir = tempfile::tempdir().expect("temp dir");
    for (dialect, brk) in [
        ("altair", "BREAK IN"),
        ("gw", "Break in"),
        ("c64", "BREAK IN"),
    ] {
        let (answers, score) = hexapawn_recording(dialect);
        let mut run = Term::lines(
            dir.path(),
            &["run", "--dialect", dialect, program.to_str().expect("path")],
        );
        for answer in &answers {
            run.printed("? ");
            run.wait_key_mode();
            let typed = if dialect == "gw" {
                answer.to_string()
            } else {
                answer.to_ascii_lowercase()
            };
            run.keys(&format!("{typed}\r"));
        }
        run.printed(&score);
        run.printed("YOUR MOVE? ");
        run.wait_key_mode();
        run.ctrl_c();
        run.printed(brk);
        let screen = run.screen.screen().contents();
        assert!(screen.contains(&score), "{dialect}:\n{screen}");
        assert_eq!(run.status(), Some(130), "{dialect}");
    }
}
