//! The prompt through the session API: what each dialect printed back for typed lines.

use ferrite_console::{BreakFlag, Console, MemoryConsole, Outcome};

use super::Dialect;

/// Types `lines` at a fresh machine's prompt (after its banner) and gives what it printed.
fn typed(dialect: Dialect, lines: &[&str]) -> String {
    let mut session = dialect.session();
    let mut con = MemoryConsole::new(b"", false);
    for line in lines {
        session.enter(line.as_bytes(), &mut con);
    }
    String::from_utf8_lossy(&con.output).into_owned()
}

#[test]
fn each_dialect_says_its_ready_word_after_a_direct_statement() {
    assert_eq!(typed(Dialect::Altair, &["PRINT 1"]), " 1 \nOK\n");
    assert_eq!(typed(Dialect::Gw, &["PRINT 1"]), " 1 \nOk\n");
    // The C64's READY routine starts with a RETURN of its own.
    assert_eq!(typed(Dialect::C64, &["PRINT 1"]), " 1 \n\nREADY.\n");
}

#[test]
fn a_numbered_line_is_stored_silently_and_a_bare_number_deletes_it() {
    assert_eq!(
        typed(Dialect::Altair, &["10 PRINT 1", "20 PRINT 2", "10", "LIST"]),
        "20 PRINT 2\nOK\n"
    );
}

#[test]
fn gw_refuses_to_delete_a_line_that_is_not_there() {
    assert_eq!(typed(Dialect::Gw, &["10"]), "Undefined line number\nOk\n");
    assert_eq!(typed(Dialect::Altair, &["10"]), "");
}

#[test]
fn altair_lists_from_a_line_to_the_end_and_refuses_ranges() {
    let program = ["10 PRINT 1", "20 PRINT 2", "30 PRINT 3"];
    let out = typed(Dialect::Altair, &[&program[..], &["LIST 20"]].concat());
    assert_eq!(out, "20 PRINT 2\n30 PRINT 3\nOK\n");
    let out = typed(Dialect::Altair, &[&program[..], &["LIST 10-20"]].concat());
    assert_eq!(out, "?SN ERROR\nOK\n");
}

#[test]
fn c64_and_gw_list_ranges() {
    let program = ["10 PRINT 1", "20 PRINT 2", "30 PRINT 3"];
    let out = typed(Dialect::Gw, &[&program[..], &["LIST -20"]].concat());
    assert_eq!(out, "10 PRINT 1\n20 PRINT 2\nOk\n");
    let out = typed(Dialect::C64, &[&program[..], &["LIST 20-"]].concat());
    assert_eq!(out, "\n20 PRINT 2\n30 PRINT 3\nREADY.\n");
}

#[test]
fn altair_keeps_71_characters_of_a_typed_line() {
    let long = format!("10 REM {}", "X".repeat(100));
    let out = typed(Dialect::Altair, &[&long, "LIST"]);
    assert_eq!(out, format!("{}\nOK\n", &long[..71]));
}

#[test]
fn cont_goes_on_after_stop_but_not_after_an_edit() {
    let program = ["10 PRINT 1", "20 STOP", "30 PRINT 3"];
    let out = typed(Dialect::Gw, &[&program[..], &["RUN", "CONT"]].concat());
    assert_eq!(out, " 1 \nBreak in 20\nOk\n 3 \nOk\n");
    let out = typed(
        Dialect::Gw,
        &[&program[..], &["RUN", "30 PRINT 4", "CONT"]].concat(),
    );
    assert_eq!(out, " 1 \nBreak in 20\nOk\nCan't continue\nOk\n");
}

#[test]
fn new_forgets_the_program_and_clear_the_variables() {
    let out = typed(Dialect::Altair, &["10 PRINT 1", "NEW", "LIST"]);
    assert_eq!(out, "OK\nOK\n");
    let out = typed(Dialect::Altair, &["A=5", "CLEAR", "PRINT A"]);
    assert_eq!(out, "OK\nOK\n 0 \nOK\n");
}

#[test]
fn run_from_a_line_and_to_a_missing_one() {
    let out = typed(
        Dialect::Altair,
        &["10 PRINT 1", "20 PRINT 2", "RUN 20", "RUN 15"],
    );
    assert_eq!(out, " 2 \nOK\n?UL ERROR\nOK\n");
}

#[test]
fn gw_delete_and_renum() {
    let program = ["10 GOTO 30", "20 PRINT 2", "30 GOSUB 99"];
    let out = typed(
        Dialect::Gw,
        &[
            &program[..],
            &["DELETE 15", "DELETE 20", "RENUM 100", "LIST"],
        ]
        .concat(),
    );
    assert_eq!(
        out,
        "Illegal function call\nOk\nOk\nUndefined line 99 in 30\nOk\n100 GOTO 110\n110 GOSUB 99\nOk\n"
    );
}

#[test]
fn gw_edit_and_auto_prefill_the_next_line() {
    let mut session = Dialect::Gw.session();
    let mut con = MemoryConsole::new(b"", false);
    session.enter(b"10 print \"a\"", &mut con);
    let entered = session.enter(b"EDIT 10", &mut con);
    assert_eq!(entered.prefill.as_deref(), Some(&b"10 PRINT \"a\""[..]));
    let entered = session.enter(b"AUTO 100,20", &mut con);
    assert_eq!(entered.prefill.as_deref(), Some(&b"100 "[..]));
    let entered = session.enter(b"100 PRINT 1", &mut con);
    assert_eq!(entered.prefill.as_deref(), Some(&b"120 "[..]));
    session.interrupt(&mut con);
    // A number that exists is offered with `*`; Enter right after it keeps the line.
    let entered = session.enter(b"AUTO 10", &mut con);
    assert_eq!(entered.prefill.as_deref(), Some(&b"10*"[..]));
    session.enter(b"10*", &mut con);
    session.interrupt(&mut con);
    assert_eq!(session.listing(), b"10 PRINT \"a\"\n100 PRINT 1\n");
    assert_eq!(String::from_utf8_lossy(&con.output), "Ok\nOk\n");
}

#[test]
fn save_and_load_round_trip_through_a_file() {
    let dir = std::env::temp_dir().join(format!("ferrite-session-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let name = dir.join("PROG").display().to_string();
    let out = typed(
        Dialect::Altair,
        &[
            "10 PRINT \"SAVED\"",
            &format!("SAVE \"{name}\""),
            "NEW",
            &format!("LOAD \"{name}\""),
            "RUN",
        ],
    );
    assert_eq!(out, "OK\nOK\nOK\nSAVED\nOK\n");
    assert_eq!(
        std::fs::read(dir.join("PROG.BAS")).expect("saved"),
        b"10 PRINT \"SAVED\"\n"
    );
    let out = typed(
        Dialect::Gw,
        &[&format!("LOAD \"{}\"", dir.join("NONE").display())],
    );
    assert_eq!(out, "File not found\nOk\n");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A terminal whose user presses Ctrl-C whenever a line is asked for (the editor raises
/// the break flag and gives no line) or, with `on_show`, as soon as anything is shown.
struct BreakOn(MemoryConsole, BreakFlag, bool);

impl BreakOn {
    fn read() -> Self {
        BreakOn(MemoryConsole::new(b"", false), BreakFlag::new(), false)
    }
    fn show() -> Self {
        BreakOn(MemoryConsole::new(b"", false), BreakFlag::new(), true)
    }
}

impl Console for BreakOn {
    fn write(&mut self, bytes: &[u8]) {
        self.0.write(bytes);
        if self.2 {
            self.1.raise();
        }
    }
    fn read_line(&mut self) -> Option<Vec<u8>> {
        self.1.raise();
        None
    }
    fn break_flag(&self) -> Option<BreakFlag> {
        Some(self.1.clone())
    }
}

#[test]
fn break_while_input_waits_stops_the_program_with_the_break_message() {
    let mut con = BreakOn::read();
    let mut session = Dialect::Gw.session();
    session.enter(b"10 INPUT A", &mut con);
    let entered = session.enter(b"RUN", &mut con);
    assert_eq!(entered.outcome, Some(Outcome::Broken));
    assert_eq!(
        String::from_utf8_lossy(&con.0.output),
        "? \nBreak in 10\nOk\n"
    );
    // CONT goes back to the INPUT, which asks again.
    let entered = session.enter(b"CONT", &mut con);
    assert_eq!(entered.outcome, Some(Outcome::Broken));
    assert!(String::from_utf8_lossy(&con.0.output).ends_with("Ok\n? \nBreak in 10\nOk\n"));
}

#[test]
fn c64_announces_searching_loading_and_saving() {
    let dir = std::env::temp_dir().join(format!("ferrite-c64-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let name = dir.join("PROG").display().to_string();
    let out = typed(
        Dialect::C64,
        &[
            "10 PRINT 1",
            &format!("SAVE\"{name}\""),
            &format!("LOAD\"{name}\""),
        ],
    );
    // The tape (device 1) is a host folder of listings; PLAY is pressed at once.
    assert_eq!(
        out,
        format!(
            "\nPRESS RECORD & PLAY ON TAPE\nOK\nSAVING {name}\nREADY.\n\
             \nPRESS PLAY ON TAPE\nOK\nSEARCHING FOR {name}\nFOUND {name}\nLOADING\nREADY.\n"
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn start_prints_the_banner_and_the_ready_word() {
    let mut session = Dialect::C64.session();
    let mut con = MemoryConsole::new(b"", false);
    session.start(&mut con);
    let out = String::from_utf8_lossy(&con.output).into_owned();
    assert!(out.starts_with("\n    **** COMMODORE 64 BASIC V2 ****\n"));
    assert!(out.ends_with("BYTES FREE\n\nREADY.\n"));
}

#[test]
fn any_typed_line_leaves_the_prompt_working() {
    // No quote in the alphabet: SAVE and LOAD need a quoted name, so no file is touched.
    const ALPHABET: &[u8] = b"0123456789 .:,;-()=+*/ABCDEILNORSTUVX$";
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let flag = BreakFlag::new();
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    // A typed GOTO loop would run for ever: BREAK is pressed every few milliseconds.
    let watchdog = {
        let (flag, done) = (flag.clone(), done.clone());
        std::thread::spawn(move || {
            while !done.load(std::sync::atomic::Ordering::SeqCst) {
                flag.raise();
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
        })
    };
    let mut sessions = Vec::new();
    for dialect in [Dialect::Altair, Dialect::C64, Dialect::Gw] {
        let mut session = dialect.session();
        let mut con = MemoryConsole::new(b"", false).with_break_flag(flag.clone());
        for round in 0..400 {
            let line: Vec<u8> = (0..round % 40)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    ALPHABET[(seed % ALPHABET.len() as u64) as usize]
                })
                .collect();
            let entered = session.enter(&line, &mut con);
            if entered.prefill.is_some() {
                session.interrupt(&mut con);
            }
        }
        sessions.push(session);
    }
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    let _ = watchdog.join();
    for mut session in sessions {
        let mut con = MemoryConsole::new(b"", false);
        session.enter(b"PRINT 7", &mut con);
        assert!(String::from_utf8_lossy(&con.output).starts_with(" 7 "));
    }
}

#[test]
fn gw_puts_a_line_with_a_syntax_error_in_the_editor() {
    let mut session = Dialect::Gw.session();
    let mut con = MemoryConsole::new(b"", false);
    // (`PRINT (` is `Missing operand` on GW-BASIC: pcbasic-suite EXPRERR2.)
    session.enter(b"10 print )", &mut con);
    let entered = session.enter(b"RUN", &mut con);
    assert_eq!(entered.prefill.as_deref(), Some(&b"10 PRINT )"[..]));
    assert_eq!(
        String::from_utf8_lossy(&con.output),
        "Syntax error in 10\nOk\n"
    );
    // Other errors, and the other dialects, only report.
    let mut session = Dialect::Altair.session();
    session.enter(b"10 PRINT (", &mut con);
    assert_eq!(session.enter(b"RUN", &mut con).prefill, None);
}

#[test]
fn the_prompt_knows_each_dialects_words() {
    let altair = Dialect::Altair.session().words();
    let gw = Dialect::Gw.session().words();
    assert!(altair.contains(&"PRINT") && altair.contains(&"CSAVE") && !altair.contains(&"RENUM"));
    assert!(gw.contains(&"RENUM") && gw.contains(&"WHILE"));
    assert!(Dialect::C64.session().words().contains(&"CLR"));
}

#[test]
fn typed_lines_run_the_program_as_it_is_now() {
    // The machine keeps its copy of the program between typed lines while the program is
    // unchanged; an edit (or NEW) in between must be seen by the next typed line.
    let out = typed(
        Dialect::Altair,
        &[
            "10 PRINT 1",
            "GOTO 10",
            "GOTO 10",
            "10 PRINT 2",
            "GOTO 10",
            "RUN",
            "GOTO 10",
            "20 PRINT 3",
            "GOTO 10",
            "NEW",
            "GOTO 10",
        ],
    );
    assert_eq!(
        out,
        " 1 \nOK\n 1 \nOK\n 2 \nOK\n 2 \nOK\n 2 \nOK\n 2 \n 3 \nOK\nOK\n?UL ERROR\nOK\n"
    );
}

#[test]
fn gw_dot_is_the_current_line() {
    // Nothing typed yet: `.` is line 0 (pcbasic-suite dot_linenumber_empty_program).
    assert_eq!(typed(Dialect::Gw, &["LIST ."]), "Ok\n");
    assert_eq!(
        typed(Dialect::Gw, &["EDIT ."]),
        "Undefined line number\nOk\n"
    );
    // The last line typed.
    assert_eq!(
        typed(Dialect::Gw, &["10 PRINT 1", "20 PRINT 2", "LIST ."]),
        "20 PRINT 2\nOk\n"
    );
    assert_eq!(
        typed(Dialect::Gw, &["EDIT YEAH"]),
        "Illegal function call\nOk\n"
    );
}

#[test]
fn gw_constant_bytes_in_a_line_range() {
    // A control byte typed into LIST's or DELETE's range is passed over, or, a constant's
    // prefix right after a number, ends the line (real GW-BASIC 3.23, typed sessions 2026-11-30,
    // GWMAIN.ASM TSTNUM/CHRCON: `LIST`+^T lists all, `LIST 3`+^T+`-10` line 3 only).
    let program = [
        "1 CLS",
        "2 PRINT 2",
        "3 PRINT 3",
        "10 PRINT 10",
        "20 PRINT 20",
    ];
    let list = |command: &str| {
        let mut lines = program.to_vec();
        lines.push(command);
        typed(Dialect::Gw, &lines)
    };
    let all = "1 CLS\n2 PRINT 2\n3 PRINT 3\n10 PRINT 10\n20 PRINT 20\nOk\n";
    assert_eq!(list("LIST\x14"), all);
    assert_eq!(list("LIST \x19 "), all);
    assert_eq!(list("LIST \x14\x143"), "3 PRINT 3\nOk\n");
    assert_eq!(list("LIST 3\x14-10"), "3 PRINT 3\nOk\n");
    assert_eq!(list("LIST 2\x14 3"), "2 PRINT 2\nOk\n");
    assert_eq!(list("LIST 3\x10-10"), "3 PRINT 3\nOk\n");
    assert_eq!(list("LIST 3\x01-10"), "3 PRINT 3\n10 PRINT 10\nOk\n");
    assert_eq!(list("LIST \x043"), "3 PRINT 3\nOk\n");
    assert_eq!(list("LIST 2-\x143"), "2 PRINT 2\n3 PRINT 3\nOk\n");
    assert_eq!(list("LIST \x14 3-10"), "3 PRINT 3\n10 PRINT 10\nOk\n");
    let mut lines = program.to_vec();
    lines.extend(["DELETE \x142", "DELETE 3\x14", "LIST"]);
    assert_eq!(
        typed(Dialect::Gw, &lines),
        "Ok\nOk\n1 CLS\n10 PRINT 10\n20 PRINT 20\nOk\n"
    );
}

#[test]
fn gw_typed_statements_run_as_crunched() {
    // A typed statement goes through the cruncher as a stored line does: a high byte
    // outside quotes (the `Ok` mark 0xFF read back from the screen) is dropped and parts
    // two numbers, 0x0F-0x1A are number constants' prefixes, and a line number with only
    // such bytes after it is a bare number (real GW-BASIC 3.23, gw-real typed session
    // 2026-11-29: `?1`+0xFF+`2` prints 1 and 2, `9`+0xFF deletes line 9, `A`+0xFF+`B=3`
    // sets AB, `?`+0x0F+0x05+`;`+0x11+`;` prints nothing).
    let mut session = Dialect::Gw.session();
    let mut con = MemoryConsole::new(b"", false);
    for line in [
        &b"9 PRINT 9"[..],
        b"10 PRINT 1\xff2",
        b"?1\xff2",
        b"9\xff",
        b"A\xffB=3:?AB",
        b"?\x0f\x05;\x11;\x1a;",
        b"RUN",
    ] {
        session.enter(line, &mut con);
    }
    assert_eq!(
        String::from_utf8_lossy(&con.output),
        " 1  2 \nOk\n 3 \nOk\nOk\n 1  2 \nOk\n"
    );
}

#[test]
fn gw_an_empty_auto_line_clears_as_an_edit_does() {
    // GWMAIN.ASM `EDENT`: an empty AUTO line goes out through FINI, whose RUNC clears the
    // variables and the place CONT would go on from (real GW-BASIC 3.23, gw-real typed
    // session 2026-11-29: `AUTO 30`, Enter on `30*`, Ctrl-C, CONT is `Can't continue`).
    let mut session = Dialect::Gw.session();
    let mut con = MemoryConsole::new(b"", false);
    for line in [
        &b"10 A=5:END"[..],
        b"20 PRINT A",
        b"RUN",
        b"AUTO 20",
        b"20*",
    ] {
        session.enter(line, &mut con);
    }
    session.interrupt(&mut con);
    session.enter(b"CONT", &mut con);
    assert_eq!(
        String::from_utf8_lossy(&con.output),
        "Ok\nOk\nCan't continue\nOk\n"
    );
}

#[test]
fn gw_typed_line_starting_with_a_constant_byte_runs_nothing() {
    // GWMAIN.ASM `NTSTOP`: the first character CHRGTR reads of a typed line, a constant's
    // prefix byte, leaves it pointing at NUMCON, so nothing of the line runs and `Ok`
    // follows (real GW-BASIC 3.23, gw-real typed session 2026-11-29: ^W then `Z=5`,
    // `PRINT 7` or, after a blank, `PRINT 5` do nothing; inside a line, `A`+^W+`=3` is A=3).
    assert_eq!(
        typed(
            Dialect::Gw,
            &[
                "PRINT 1",
                "\x17Z=5",
                "PRINT Z",
                "\x17PRINT 7",
                " \x0fPRINT 5",
                "A\x17=3",
                "PRINT A"
            ]
        ),
        " 1 \nOk\nOk\n 0 \nOk\nOk\nOk\nOk\n 3 \nOk\n"
    );
}

#[test]
fn gw_llist_and_a_programs_list_move_the_current_line() {
    // GWLIST.ASM `LIST` (LLIST's too) stores each listed line in DOT (real GW-BASIC 3.23,
    // gw-real typed session 2026-11-29: `LIST .` after `LLIST 0 81` lists line 81, after
    // a program's `LIST 10-20` line 20; `LLIST 10,` is a syntax error).
    assert_eq!(
        typed(
            Dialect::Gw,
            &[
                "10 PRINT 10",
                "20 LIST 10-20",
                "30 PRINT 30",
                "RUN",
                "LIST ."
            ]
        ),
        " 10 \n10 PRINT 10\n20 LIST 10-20\nOk\n20 LIST 10-20\nOk\n"
    );
    assert_eq!(
        typed(
            Dialect::Gw,
            &[
                "10 PRINT 10",
                "81 PRINT 81",
                "90 PRINT 90",
                "LLIST 0 81",
                "LLIST 10,",
                "LIST ."
            ]
        ),
        "Ok\nSyntax error\nOk\n81 PRINT 81\nOk\n"
    );
}

#[test]
fn gw_list_file_opens_before_the_current_line_moves() {
    // GWLIST.ASM `LIST`: NAMSCN and NULOPM open the file (any string expression) before
    // the first line is listed, so a file that fails leaves `.` where it was (real
    // GW-BASIC 3.23, gw-real typed session 2026-11-29: `LIST 20,` is 22 and `LIST .`
    // then lists line 10; an empty name is 52, KYBD: 54).
    assert_eq!(
        typed(
            Dialect::Gw,
            &[
                "10 PRINT 1",
                "20 PRINT 2",
                "LIST 10",
                "LIST 20,",
                "A$=\"\"",
                "LIST 20,A$",
                "LIST 20,\"KYBD:\"",
                "LIST 20,A$+\"NUL\"",
                "LIST .",
            ]
        ),
        "10 PRINT 1\nOk\nMissing operand\nOk\nOk\nBad file number\nOk\nBad file mode\nOk\nOk\n20 PRINT 2\nOk\n"
    );
}

#[test]
fn gw_auto_in_a_program_offers_numbers_at_the_prompt() {
    let mut session = Dialect::Gw.session();
    let mut con = MemoryConsole::new(b"", false);
    session.enter(b"10 PRINT 1", &mut con);
    session.enter(b"20 AUTO 100,5", &mut con);
    let entered = session.enter(b"RUN", &mut con);
    assert_eq!(entered.prefill.as_deref(), Some(&b"100 "[..]));
    let entered = session.enter(b"100 PRINT 3", &mut con);
    assert_eq!(entered.prefill.as_deref(), Some(&b"105 "[..]));
    assert_eq!(String::from_utf8_lossy(&con.output), " 1 \n");
}

#[test]
fn gw_timer_trap_statements_switch_without_an_event() {
    // No event can come within a run this short: the trap's statements are only switched.
    let out = typed(
        Dialect::Gw,
        &[
            "10 ON TIMER(5) GOSUB 100",
            "20 TIMER ON:TIMER STOP:TIMER ON:TIMER OFF:PRINT \"X\"",
            "30 END",
            "100 PRINT \"EVENT\":RETURN",
            "RUN",
        ],
    );
    assert_eq!(out, "X\nOk\n");
    let bad = typed(Dialect::Gw, &["ON TIMER(0) GOSUB 10"]);
    assert_eq!(bad, "Illegal function call\nOk\n");
    assert_eq!(typed(Dialect::Gw, &["TIMER FOO"]), "Syntax error\nOk\n");
}

/// RENUM leaves the 0 of `ON ERROR GOTO 0` alone and rewrites the line numbers after ERL,
/// RESTORE and RUN too (GWMAIN.ASM `SCCLIN`; checked on GW-BASIC 3.23 with
/// difftest/gw/program/diffrenum.py).
#[test]
fn gw_renum_rewrites_every_stored_line_number() {
    let program = [
        "10 ON ERROR GOTO 0:RESTORE 20",
        "20 IF ERL=10 THEN RUN 20 ELSE 10",
    ];
    let out = typed(
        Dialect::Gw,
        &[&program[..], &["RENUM 100,,5", "LIST"]].concat(),
    );
    assert_eq!(
        out,
        "Ok\n100 ON ERROR GOTO 0:RESTORE 105\n105 IF ERL=100 THEN RUN 105 ELSE 100\nOk\n"
    );
}

// GW-BASIC 3.23 at the prompt (difftest/gw/program/diffdirect.py, on gw-real with the
// program `10 END`, `20 PRINT 2`, `30 PRINT 3`, `40 PRINT 4` typed in).
#[test]
fn gw_delete_ranges_as_scnlin_reads_them() {
    let program = ["10 END", "20 PRINT 2", "30 PRINT 3", "40 PRINT 4"];
    let after = |keys: &[&str]| typed(Dialect::Gw, &[&program[..], keys, &["LIST"]].concat());
    let all = "10 END\n20 PRINT 2\n30 PRINT 3\n40 PRINT 4\nOk\n";
    // DELETE alone deletes every line.
    assert_eq!(after(&["DELETE"]), "Ok\nOk\n");
    // An end must be a line, or past every line.
    assert_eq!(
        after(&["DELETE 15-25"]),
        format!("Illegal function call\nOk\n{all}")
    );
    assert_eq!(
        after(&["DELETE 35-"]),
        "Ok\n10 END\n20 PRINT 2\n30 PRINT 3\nOk\n"
    );
    assert_eq!(
        after(&["DELETE 45-"]),
        format!("Illegal function call\nOk\n{all}")
    );
    assert_eq!(after(&["DELETE 15-40"]), "Ok\n10 END\nOk\n");
    // An end past every line is the program's end (FNDLIN ran off it): not an error.
    assert_eq!(after(&["DELETE 20-45"]), "Ok\n10 END\nOk\n");
    // Past 65529, a comma or anything after the range: Syntax error.
    for bad in ["DELETE 65530", "DELETE 20,", "DELETE A", "DELETE 20-30 X"] {
        assert_eq!(after(&[bad]), format!("Syntax error\nOk\n{all}"), "{bad}");
    }
    // The rest of the line after `:` is not run.
    assert_eq!(
        after(&["DELETE 20:PRINT 9"]),
        "Ok\n10 END\n30 PRINT 3\n40 PRINT 4\nOk\n"
    );
}

#[test]
fn gw_cont_place_survives_the_prompt() {
    let program = [
        "10 PRINT \"A\"",
        "20 STOP",
        "30 PRINT \"B\"",
        "40 END",
        "50 PRINT \"C\"",
    ];
    let run = |keys: &[&str]| typed(Dialect::Gw, &[&program[..], &["RUN"], keys].concat());
    let stopped = "A\nBreak in 20\nOk\n";
    // END in a program line: CONT goes on after it.
    assert_eq!(run(&["CONT", "CONT"]), format!("{stopped}B\nOk\nC\nOk\n"));
    // STOP or an error typed at the prompt leaves the place as it was.
    assert_eq!(
        run(&["STOP", "CONT"]),
        format!("{stopped}Break\nOk\nB\nOk\n")
    );
    assert_eq!(
        run(&["ERROR 5", "CONT"]),
        format!("{stopped}Illegal function call\nOk\nB\nOk\n")
    );
    // A run that falls off the end: CONT does nothing.
    assert_eq!(run(&["GOTO 50", "CONT"]), format!("{stopped}C\nOk\nOk\n"));
}

#[test]
fn gw_troff_turns_the_trace_off() {
    let program = ["10 A=1", "20 PRINT 2"];
    let out = typed(
        Dialect::Gw,
        &[&program[..], &["TRON", "RUN", "TROFF", "RUN"]].concat(),
    );
    assert_eq!(out, "Ok\n[10][20] 2 \nOk\nOk\n 2 \nOk\n");
}

/// GWMAIN.ASM `LINGET`: a file's line number takes no digit once past 6552 (gw-real: a
/// MERGEd `65535 Z` is line 6553, `5 Z`; `70000 W` is 7000, `0 W`).
#[test]
fn file_line_numbers_stop_past_6552() {
    assert_eq!(
        super::split_file_line(b"65535 Z"),
        Some((6553, &b"5 Z"[..]))
    );
    assert_eq!(
        super::split_file_line(b"70000 W"),
        Some((7000, &b"0 W"[..]))
    );
    assert_eq!(
        super::split_file_line(b"1 0 PRINT"),
        Some((10, &b"PRINT"[..]))
    );
    assert_eq!(super::split_file_line(b"X"), None);
}

/// gw-real (difffile.py probes): a LOADed tokenised file keeps its bytes (ELSE without its
/// `:`, a name touching PRINT, PRINT's letters as a name, 0x1B) and the byte after its 0
/// link through an edit of another line; LIST shows `LSE X` and `10+10` and stops at 65530.
#[test]
fn gw_tokenised_file_keeps_its_bytes() {
    use std::borrow::Cow;
    let file: &[u8] = &[
        0xff, 0x76, 0x12, 0x0a, 0x00, 0xa1, 0x20, 0x58, 0x00, 0x7d, 0x12, 0x14, 0x00, 0x41, 0x91,
        0x00, 0x90, 0x12, 0x1e, 0x00, 0x50, 0x52, 0x49, 0x4e, 0x54, 0xe7, 0x16, 0x3a, 0x91, 0x50,
        0x52, 0x49, 0x4e, 0x54, 0x00, 0x99, 0x12, 0x3c, 0x00, 0x91, 0x1b, 0xe9, 0x1b, 0x00, 0xa2,
        0x12, 0xff, 0xff, 0x89, 0x0e, 0xff, 0xff, 0x00, 0x00, 0x00, 0x1a,
    ];
    let _ = std::fs::write("TOKFILE1.BAS", file);
    let out = typed(
        Dialect::Gw,
        &["LOAD \"TOKFILE1\"", "LIST", "5 REM", "SAVE \"TOKSAVE1\""],
    );
    let bytes = std::fs::read("TOKSAVE1.BAS").unwrap_or_default();
    let _ = std::fs::remove_file("TOKFILE1.BAS");
    let _ = std::fs::remove_file("TOKSAVE1.BAS");
    assert!(out.contains("10 LSE X\n20 A PRINT\n30 PRINT=5:PRINT PRINT\n60 PRINT 10+10\nOk"));
    // Line 5 goes in first and the links move; the rest is the file's bytes, and its
    // CTRL-Z stays after the 0 link, before the one SAVE writes.
    let (lines, _) = crate::token::gwfile::file_lines(file).unwrap_or_default();
    let mut all = vec![(5u16, Cow::Borrowed(&[0x8f][..]))];
    all.extend(lines.into_iter().map(|(n, t)| (n, Cow::Borrowed(t))));
    let image = crate::token::gwsave::text_image(all.into_iter(), &[0x1a]);
    assert_eq!(bytes, crate::token::gwsave::image_file(&image));
    assert!(bytes.ends_with(&[0, 0, 0, 0x1a, 0x1a]));
}

// A program started by a typed GOTO or GOSUB ends at its last line even when that line
// skips its rest (an ELSE part, a false IF): it must not run on into the typed line and
// start again (real GW-BASIC 3.23: `GOSUB 10` at `Ok` prints L10 and L20 once, C is 2).
#[test]
fn a_typed_jump_ends_at_a_last_line_that_skips_its_rest() {
    let program = [
        "10 C=C+1:IF C<31 THEN PRINT \"L10\" ELSE END",
        "20 C=C+1:IF C<31 THEN PRINT \"L20\" ELSE END",
    ];
    for jump in ["GOSUB 10", "GOTO 10"] {
        let out = typed(Dialect::Gw, &[&program[..], &[jump, "PRINT C"]].concat());
        assert_eq!(out, "L10\nL20\nOk\n 2 \nOk\n", "{jump}");
    }
    let out = typed(
        Dialect::Altair,
        &["10 C=C+1:IF 0 THEN 10", "GOTO 10", "PRINT C"],
    );
    assert_eq!(out, "OK\n 1 \nOK\n");
}

// WEND wants its statement's end before it looks for its loop: `WEND X` is a syntax error
// with or without a WHILE, the loop is not run again, and WHILE's scan still finds it
// (real GW-BASIC 3.23: ERR 2 in both lines, then the line after).
#[test]
fn wend_with_a_tail_is_a_syntax_error_before_it_loops() {
    let program = [
        "10 ON ERROR GOTO 100",
        "20 WEND X",
        "30 I=0:WHILE I<2:I=I+1:PRINT I:WEND X",
        "40 PRINT \"E\":END",
        "100 PRINT \"ERR\";ERR;ERL:RESUME NEXT",
        "RUN",
    ];
    let out = typed(Dialect::Gw, &program);
    assert_eq!(out, "ERR 2  20 \n 1 \nERR 2  30 \nE\nOk\n");
}

#[test]
fn gw_edit_after_a_syntax_error_waits_at_the_errors_point() {
    // Real GW-BASIC 3.23 (difftest/gw/program/synedit.py): the `@` typed after RUN fell
    // on the character the text pointer was on when SNERR fired.
    for (line, column) in [
        ("10 x=)", 5),          // 10 X=@
        ("10 print 1:x=)", 13), // 10 PRINT 1:X=@
        ("10 PRINT (1", 11),    // 10 PRINT (1@
        ("10 GOTO", 7),         // 10 GOTO@
        ("10 END X", 7),        // NEWSTT meets the stray X
        ("10 X=1+*2", 7),       // 10 X=1+@2
        ("10 PRINT 5-*2", 11),  // 10 PRINT 5-@2
        // An empty argument: the reading stops on the `)` (synedit.py's fixed cases).
        ("10 X=MID$(\"A\",)", 14),    // 10 X=MID$("A",@
        ("10 X=STRING$(2,)", 15),     // 10 X=STRING$(2,@
        ("10 X=INSTR(1,\"A\",)", 17), // 10 X=INSTR(1,"A",@
        // A statement read in part that stops as it runs, the text after unread
        // (synedit.py seeds 10-12): on the furthest character looked at.
        ("10 SWAP A$+", 10),         // 10 SWAP A$@
        ("10 SWAP A:,,", 9),         // 10 SWAP A@,,
        ("10 MID$(A$", 10),          // 10 MID$(A$@
        ("10 CLS *XA$", 7),          // 10 CLS @XA$
        ("10 COLOR MID$(AND", 14),   // 10 COLOR MID$(@ND
        ("10 PRINT 1.5SIN(,=*", 17), // 10 PRINT 1.5 SIN(@=*
        // PRINT USING's format evaluated before its `;` is wanted; FOR's start value
        // before its TO, which is looked for from the statement's end (synedit.py).
        ("10 PRINT USING \"S\"+;", 19), // 10 PRINT USING "S"+@
        ("10 FOR I=1/0 X", 14),         // 10 FOR I=1/0 X@
        ("10 FOR I=1:PRINT I", 10),     // 10 FOR I=1@PRINT I
        ("10 FOR I=1.5A$*", 15),        // 10 FOR I=1.5A$*@
        // A bad item after printed ones: the place the reading reached, not the look
        // for the statement's end after it (synedit.py seed 308).
        ("10 PRINT ;MID$(FNFN", 15), // 10 PRINT ;MID$(@NFN
        // An argument of LOCATE or COLOR that does not read, at the line's end too.
        ("10 LOCATE FN", 10),   // 10 LOCATE @N
        ("10 LOCATE 1,FN", 12), // 10 LOCATE 1,@N
        ("10 COLOR FN", 9),     // 10 COLOR @N
        // ERROR 2 raises its code after its argument: at the statement's end.
        ("10 ERROR 1.5", 12),       // 10 ERROR 1.5@
        ("10 ERROR 2:PRINT 1", 10), // 10 ERROR 2@PRINT 1
    ] {
        assert_offered_at(line, Some(column));
    }
}

#[test]
fn gw_a_statement_refused_at_its_first_character_waits_left_of_it() {
    // Real GW-BASIC 3.23 (difftest/gw/program/synedit.py, 40 hand cases): on the `:`
    // before it; at the line's start the line is offered with the cursor there (a typed
    // `9` over it makes line 90).
    for (line, column) in [
        ("10 PRINT 1:+", Some(10)),     // 10 PRINT 1@+
        ("10 PRINT 1:\"A\"", Some(10)), // 10 PRINT 1@"A"
        ("10 PRINT 1:AND", Some(10)),   // 10 PRINT 1@AND
        ("10 X=1:MID$(1", Some(6)),     // 10 X=1@MID$(1
        ("10 PRINT 1: +", Some(12)),    // 10 PRINT 1: @ (past the blank)
        ("10 +=)", None),
        ("10 NOT 5", None),
        ("10 MID$(:", None),
    ] {
        assert_offered_at(line, column);
    }
}

#[test]
fn gw_the_edit_after_a_syntax_error_waits_where_chrgtr_left_the_pointer() {
    // Real GW-BASIC 3.23 (difftest/gw/program/synedit.py, `CASES=` with 210 hand cases,
    // `@` or `9` typed over the offered line): the cursor waits on the last character
    // CHRGTR fetched. A variable list's `,` or `(` matched by SYNCHR keeps it when
    // PTRGET refuses what follows straight on; a constant DIM or READ reads again after a
    // variable leaves it on NUMCON, in no line: the line's start.
    for (line, column) in [
        ("10 DIM A,1", Some(8)),             // 10 DIM A@1
        ("10 DIM A(1),+", Some(11)),         // 10 DIM A(1)@+
        ("10 DIM A, 1", Some(10)),           // 10 DIM A, @
        ("10 SWAP A,:", Some(9)),            // 10 SWAP A@:
        ("10 SWAP A,", Some(9)),             // 10 SWAP A@
        ("10 DEF FNA(A,\"S\"", Some(12)),    // 10 DEF FNA(A@"S"
        ("10 X=VARPTR(1", Some(11)),         // 10 X=VARPTR@1
        ("10 DATA 1,2:READ A,.5", Some(18)), // 10 DATA 1,2:READ A@.5
        ("10 DATA 1,2:READ A, +", Some(20)), // 10 DATA 1,2:READ A, @
        ("10 DIM A$1", None),                // the line's start
        ("10 DIM A(1) 2", None),
        ("10 DIM ANDA$&H1F", None),
        ("10 DATA 1,2:READ A(1)1.5", None),
        ("10 DIM A 1", Some(9)),         // not crunched: 10 DIM A @
        ("10 LET A$1", Some(9)),         // 10 LET A$@
        ("10 CLEAR ,", Some(9)),         // 10 CLEAR @
        ("10 X$=STRING$(2)", Some(15)),  // 10 X$=STRING$(2@
        ("10 MID$(A$,1)", Some(12)),     // 10 MID$(A$,1@
        ("10 OPEN \"A\" FOR", Some(15)), // 10 OPEN "A" FOR@
        ("10 WIDTH A$", Some(11)),       // 10 WIDTH A$@
        ("10 ON 1 GOTO", Some(12)),      // 10 ON 1 GOTO@
        ("10 ON 1 #1", None),            // GETBYT reads the constant again
        ("10 GOTO &H1F", None),          // LINGET met a constant
        ("10 ON 1 GOTO &O7", None),
        ("10 MID$( (\"S\"", Some(9)), // 10 MID$( @"S"
    ] {
        assert_offered_at(line, column);
    }
}

#[test]
fn gw_input_with_no_variable_asks_then_waits_where_the_scan_stopped() {
    use ferrite_session::AnySession;
    // Real GW-BASIC 3.23 (diffdirect key sessions, answer 5, then `@`): INPUT asks and
    // reads before its list is scanned; LINE INPUT prints its prompt, no more.
    for (line, shown, column) in [
        ("10 INPUT 1", "?", None),             // at the line's start on a constant
        ("10 INPUT", "?", Some(8)),            // 10 INPUT@
        ("10 INPUT :PRINT 5", "?", Some(9)),   // 10 INPUT @PRINT 5
        ("10 INPUT A;B", "?", Some(10)),       // 10 INPUT A@B: ENDSCN wants `,` or the end
        ("10 INPUT A$; A, B$", "?", Some(11)), // 10 INPUT A$@ A, B$
        ("10 INPUT (A)", "?", Some(9)),        // 10 INPUT @A)
        ("10 INPUT A,1", "?", Some(11)),       // 10 INPUT A,@
        ("10 INPUT \"P\";1", "P?", None),      // 10 INPUT "P";1 unchanged
        ("10 LINE INPUT \"P\";1", "P", Some(17)), // on the `;`
        ("10 LINE INPUT \"P\",1", "P", Some(18)), // on the `1`
    ] {
        let mut session = super::Session::<crate::dialect::Gw>::default();
        let mut con = MemoryConsole::new(b"5\n", false);
        session.enter(line.as_bytes(), &mut con);
        let entered = session.enter(b"RUN", &mut con);
        assert!(entered.prefill.is_some(), "{line}");
        assert_eq!(session.offered_column, column, "{line}");
        let out = String::from_utf8_lossy(&con.output).into_owned();
        assert!(out.starts_with(shown), "{line}: {out:?}");
        assert!(!out.contains("Redo"), "{line}: {out:?}");
    }
}

#[test]
fn gw_trapped_syntax_error_ended_in_its_handler_waits_at_the_error() {
    use ferrite_session::AnySession;
    // Real GW-BASIC 3.23 (difftest/gw/editor/famgen.py `contstop`, then `@` typed at the
    // offered line): a handler that ENDs, or jumps to an END, leaves the cursor on the
    // error's point (`30 SYNTAX @RROR`); one that STOPs, at the line's start.
    for (handler, column) in [
        ("110 END", Some(10)),
        ("110 A=1:END", Some(10)),
        ("110 GOTO 99", Some(10)),
        ("110 STOP", None),
        ("110 STOP:END", None),
    ] {
        let mut session = super::Session::<crate::dialect::Gw>::default();
        let mut con = MemoryConsole::new(b"", false);
        for line in [
            "15 ON ERROR GOTO 100",
            "30 SYNTAX ERROR",
            "99 END",
            "100 REM",
            handler,
        ] {
            session.enter(line.as_bytes(), &mut con);
        }
        let entered = session.enter(b"RUN", &mut con);
        assert!(entered.prefill.is_some(), "{handler}");
        assert_eq!(session.offered_column, column, "{handler}");
    }
}

#[test]
fn gw_system_in_a_syntax_error_handler_leaves_at_once() {
    use ferrite_session::AnySession;
    // Real GW-BASIC 3.23 (gw-real): `20 X=)` trapped by `100 PRINT ERR:SYSTEM` prints 2 and
    // leaves BASIC: no `Ok`, no line offered.
    let mut session = super::Session::<crate::dialect::Gw>::default();
    let mut con = MemoryConsole::new(b"", false);
    for line in ["10 ON ERROR GOTO 100", "20 X=)", "100 PRINT ERR:SYSTEM"] {
        session.enter(line.as_bytes(), &mut con);
    }
    let entered = session.enter(b"RUN", &mut con);
    assert!(entered.quit);
    assert!(entered.prefill.is_none());
    assert_eq!(String::from_utf8_lossy(&con.output), " 2 \n");
}

#[test]
fn gw_resume_with_a_bad_argument_outside_a_handler_is_resume_without_error() {
    use ferrite_session::AnySession;
    // Real GW-BASIC 3.23 (difftest/gw/program/synedit.py): RESUME looks at ONEFLG before
    // its text, so `RESUME X` outside a handler is error 20 and no line is offered; in a
    // handler it is the syntax error, and the edit waits where the reading stopped.
    for line in ["10 RESUME X", "10 RESUME 1,", "10 RESUME NEXT X"] {
        let mut session = super::Session::<crate::dialect::Gw>::default();
        let mut con = MemoryConsole::new(b"", false);
        session.enter(line.as_bytes(), &mut con);
        let entered = session.enter(b"RUN", &mut con);
        let out = String::from_utf8_lossy(&con.output).into_owned();
        assert!(
            out.contains("RESUME without error in 10"),
            "{line}: {out:?}"
        );
        assert!(entered.prefill.is_none(), "{line}");
    }
    let mut session = super::Session::<crate::dialect::Gw>::default();
    let mut con = MemoryConsole::new(b"", false);
    for line in ["10 ON ERROR GOTO 100", "20 ERROR 5", "100 RESUME X", "RUN"] {
        session.enter(line.as_bytes(), &mut con);
    }
    let out = String::from_utf8_lossy(&con.output).into_owned();
    assert!(out.contains("Syntax error in 100"), "{out:?}");
    assert_eq!(session.offered_column, Some(11));
}

#[test]
fn gw_line_input_of_a_number_errs_before_it_reads() {
    use ferrite_session::AnySession;
    // Real GW-BASIC 3.23 (famgen.py `direct`): `LINE INPUT a` typed at `Ok` is Type mismatch
    // at once; the line typed next is a command, not its answer.
    let mut session = super::Session::<crate::dialect::Gw>::default();
    let mut con = MemoryConsole::new(b"PRINT 5\n", false);
    session.enter(b"LINE INPUT A", &mut con);
    let out = String::from_utf8_lossy(&con.output).into_owned();
    assert!(out.contains("Type mismatch"), "{out:?}");
    assert_eq!(con.read_line().as_deref(), Some(&b"PRINT 5"[..]));
}

#[test]
fn gw_edit_of_a_hex_or_octal_constant_is_undefined_line() {
    use ferrite_session::AnySession;
    // Real GW-BASIC 3.23 (famgen.py `edit`): the constant is no line number to LINGET, so
    // `EDIT &O36` is 8 even with line 30 there.
    for typed in ["EDIT &O36", "EDIT &H1E", "EDIT &H", "EDIT  &HFFFF"] {
        let mut session = super::Session::<crate::dialect::Gw>::default();
        let mut con = MemoryConsole::new(b"", false);
        session.enter(b"30 PRINT", &mut con);
        let entered = session.enter(typed.as_bytes(), &mut con);
        let out = String::from_utf8_lossy(&con.output).into_owned();
        assert!(out.contains("Undefined line number"), "{typed}: {out:?}");
        assert!(entered.prefill.is_none(), "{typed}");
    }
}

#[test]
fn gw_input_list_with_no_variable_assigns_nothing() {
    use ferrite_session::AnySession;
    // Real GW-BASIC 3.23 (gw-real, answer 5): the first pass meets the `1` before A is
    // assigned: `? ` then `A= 7  2`.
    let mut session = super::Session::<crate::dialect::Gw>::default();
    let mut con = MemoryConsole::new(b"5\n", false);
    for line in [
        "10 ON ERROR GOTO 100:A=7:INPUT A,1",
        "20 END",
        "100 PRINT \"A=\";A;ERR:RESUME NEXT",
        "RUN",
    ] {
        session.enter(line.as_bytes(), &mut con);
    }
    let out = String::from_utf8_lossy(&con.output).into_owned();
    assert!(out.contains("A= 7  2 "), "{out:?}");
}

#[test]
fn gw_edit_of_the_line_the_run_stopped_in_waits_at_the_stop() {
    use ferrite_session::AnySession;
    // Real GW-BASIC 3.23 (difftest/gw/program/usersess.py): the first EDIT of the line a
    // STOP or an error (trapped too) stopped in puts the cursor where the statement
    // ended; EDIT of another line first, or an error in a typed line, forgets it.
    for (lines, edits, column) in [
        (&["101 STOP:PRINT 1"][..], &["EDIT 101"][..], Some(8)),
        (&["101 A=1:ERROR 5:A=2"], &["EDIT 101"], Some(15)),
        (&["101 STOP:PRINT 1"], &["CONT", "EDIT 101"], Some(8)),
        (
            &["101 STOP:PRINT 1", "201 A=1"],
            &["EDIT 201", "EDIT 101"],
            None,
        ),
        (&["101 STOP:PRINT 1"], &["ERROR 5", "EDIT 101"], None),
        (&["101 END:PRINT 1"], &["EDIT 101"], None),
    ] {
        let mut session = super::Session::<crate::dialect::Gw>::default();
        let mut con = MemoryConsole::new(b"", false);
        for line in lines {
            session.enter(line.as_bytes(), &mut con);
        }
        session.enter(b"RUN", &mut con);
        for edit in edits {
            session.enter(edit.as_bytes(), &mut con);
        }
        assert_eq!(session.offered_column, column, "{lines:?} {edits:?}");
    }
}

#[test]
fn gw_edit_after_an_error_inside_an_expression_waits_where_the_pointer_stood() {
    use ferrite_session::AnySession;
    // Real GW-BASIC 3.23 (difftest/gw/program/erredit.py, its fixed cases and seeds 1-3):
    // the failing call's `)` or what follows it past blanks, the first of the `)` closing
    // its argument, the end of an argument GETBYT refused, what follows an element's
    // subscripts, the line's end after GOTO's search.
    for (line, column) in [
        ("10 B=SQR(-1)+2:END", 11),
        ("10 B=SQR(-1) +2:END", 13),
        ("10 B=SQR(((-1)))+2:END", 13),
        ("10 B=LOG(ABS(0))+1:END", 14),
        ("10 A$=MID$(\"ABC\",0,1)+\"Q\":END", 18),
        ("10 B=LEN(LEFT$(\"A\",(-1)))+1:END", 22),
        ("10 B=LEN(MID$(\"AB\",(0)))+1:END", 22),
        ("10 DIM A(3):B=A(7)+1:END", 18),
        ("10 DIM A(3):A(7)=1:END", 16),
        ("10 GOTO 999:END", 15),
    ] {
        let mut session = super::Session::<crate::dialect::Gw>::default();
        let mut con = MemoryConsole::new(b"", false);
        for typed in [line, "RUN", "EDIT 10"] {
            session.enter(typed.as_bytes(), &mut con);
        }
        assert_eq!(session.offered_column, Some(column), "{line}");
    }
}

#[test]
fn gw_run_with_a_line_number_ignores_what_follows() {
    // Real GW-BASIC 3.23 (difftest/gw/program/usersess.py seed 7): RUN's line number
    // constant, then GOTO; the rest of the line is never read.
    let out = typed(
        Dialect::Gw,
        &[
            "10 PRINT 10",
            "20 PRINT 20",
            "RUN 20 XYZ",
            "RUN 20:PRINT 5",
            "RUN 10.5",
            "RUN 2 0",
        ],
    );
    assert_eq!(out, " 20 \nOk\n 20 \nOk\n 10 \n 20 \nOk\n 20 \nOk\n");
}

#[test]
fn gw_save_with_text_after_the_name_is_a_syntax_error() {
    // Real GW-BASIC 3.23 (difftest/gw/program/usersess.py seed 10): `SAVE "T"NT X` typed
    // over a listed line saves nothing.
    let _ = std::fs::remove_file("SAVETAIL.BAS");
    let out = typed(Dialect::Gw, &["10 PRINT 1", "SAVE \"SAVETAIL\"NT X"]);
    let saved = std::path::Path::new("SAVETAIL.BAS").exists();
    let _ = std::fs::remove_file("SAVETAIL.BAS");
    assert_eq!(out, "Syntax error\nOk\n");
    assert!(!saved, "nothing saved");
}

#[test]
fn gw_new_in_a_program_deletes_it() {
    // Real GW-BASIC 3.23: NEW run by a line, or after other statements of a typed line,
    // is the command's SCRTCH (BIMISC.ASM).
    let out = typed(
        Dialect::Gw,
        &[
            "10 PRINT 5:NEW",
            "20 PRINT 6",
            "RUN",
            "LIST",
            "30 PRINT 7",
            "PRINT 1:NEW",
            "LIST",
        ],
    );
    assert_eq!(out, " 5 \nOk\nOk\n 1 \nOk\nOk\n");
    // The command wants its statement's end.
    let out = typed(Dialect::Gw, &["10 PRINT 1", "NEW X", "LIST", "NEW", "LIST"]);
    assert_eq!(out, "Syntax error\nOk\n10 PRINT 1\nOk\nOk\nOk\n");
}

#[test]
fn gw_cont_after_renum_names_the_old_line_inside_it_and_traps_follow_their_lines() {
    // Real GW-BASIC 3.23 (difftest/gw/program/diffdirect.py's driver): CURLIN is OLDLIN
    // until a line's start is read; ONELIN is a place, not a number.
    let out = typed(
        Dialect::Gw,
        &[
            "10 PRINT \"A\":STOP:PRINT \"B\":ERROR 5",
            "RUN",
            "RENUM 100",
            "CONT",
        ],
    );
    assert!(
        out.ends_with("B\nIllegal function call in 10\nOk\n"),
        "{out}"
    );
    let out = typed(
        Dialect::Gw,
        &["10 STOP", "20 ERROR 5", "RUN", "RENUM 100", "CONT"],
    );
    assert!(out.ends_with("Illegal function call in 110\nOk\n"), "{out}");
    let out = typed(
        Dialect::Gw,
        &[
            "10 ON ERROR GOTO 30:STOP:ERROR 5",
            "30 PRINT ERL:END",
            "RUN",
            "RENUM 100",
            "CONT",
        ],
    );
    assert!(out.ends_with(" 10 \nOk\n"), "{out}");
}

#[test]
fn break_while_the_last_statement_plays_stops_in_its_line() {
    let mut con = BreakOn::show();
    let mut session = Dialect::Gw.session();
    session.enter(b"10 PRINT \"A\";:PLAY \"T255L64CCCC\"", &mut con);
    session.enter(b"20 PRINT \"B\"", &mut con);
    let entered = session.enter(b"RUN", &mut con);
    assert_eq!(entered.outcome, Some(Outcome::Broken));
    assert_eq!(
        String::from_utf8_lossy(&con.0.output),
        "A\nBreak in 10\nOk\n"
    );
}

/// DOS without SHARE (`--no-share`, the gw-real machine in DOSBox): LOCK and UNLOCK check
/// their file and records as read (52, 63, 13, 2), then DOS refuses them (70); the sharing
/// modes are ignored, so a second OPEN fails only by GW's own 55. Output: the real GW-BASIC
/// 3.23 on gw-real.
#[test]
fn gw_without_share_refuses_every_lock() {
    // A DOS name (eight characters at most) of this run's own, in the current folder;
    // the program removes it.
    let f = format!("LK{}.DAT", std::process::id() % 100_000);
    let program = [
        "20 ON ERROR GOTO 900".to_string(),
        format!("30 OPEN \"{f}\" FOR RANDOM SHARED AS 1 LEN=10"),
        format!("40 OPEN \"{f}\" FOR RANDOM LOCK READ WRITE AS 2:PRINT \"TWICE\""),
        format!("50 OPEN \"{f}\" FOR OUTPUT LOCK WRITE AS 3"),
        "60 LOCK #1:UNLOCK #1:LOCK #1,2:LOCK #1,TO 3:LOCK #1,5 TO 70000".to_string(),
        "70 LOCK #1,0.6:LOCK #1,5 TO 2:LOCK #1,0 TO \"A\":LOCK #1,\"A\" TO 0:LOCK #1,429496731"
            .to_string(),
        format!("80 LOCK #4:CLOSE 2:OPEN \"{f}\" FOR INPUT AS 2:LOCK #2,1E10:LOCK #2,-1 TO \"B\""),
        "90 LOCK #1,,".to_string(),
        format!("95 CLOSE:KILL \"{f}\":END"),
        "900 PRINT ERR;ERL;:RESUME NEXT".to_string(),
    ];
    let mut session = Dialect::Gw.session();
    session.set_dos_share(false);
    let mut con = MemoryConsole::new(b"", false);
    for line in &program {
        session.enter(line.as_bytes(), &mut con);
    }
    session.enter(b"RUN", &mut con);
    let _ = std::fs::remove_file(&f);
    assert_eq!(
        String::from_utf8_lossy(&con.output),
        "TWICE\n 55  50  70  60  70  60  70  60  70  60  70  60  63  70  63  70  63  70  13  70 \n 63  70  52  80  70  80  13  80  2  90 \nOk\n"
    );
}

/// A file line's NULs fill GW-BASIC's line buffer as any byte does: a line whose text ends
/// at a NUL but runs on past 255 bytes is `Line buffer overflow`, one of 250 loads its text
/// up to the NUL (real GW-BASIC 3.23, gw-real: `RUN` of such a file; a 424-byte first line
/// of a QuickBASIC binary is `Line buffer overflow`).
#[test]
fn gw_counts_a_file_lines_nuls_in_its_length() {
    let line = |text: &str, nuls: usize| {
        let mut l = text.as_bytes().to_vec();
        l.extend(std::iter::repeat_n(0u8, nuls));
        l.extend_from_slice(b"\r\n");
        l
    };
    let mut session = Dialect::Gw.session();
    let short = [line("10 PRINT 10", 240), line("20 PRINT 20", 240)].concat();
    assert!(session.load(&short).is_ok());
    let long = [line("10 PRINT 10", 240), line("20 PRINT 20", 250)].concat();
    let e = session.load(&long).expect_err("overflow");
    assert_eq!(e.kind, crate::error::ErrorKind::Numbered(23));
}

#[test]
fn gw_dot_touching_a_digit_is_no_line_number() {
    // Real GW-BASIC 3.23 (gw-real, typed at Ok; usersess.py seed 3 session 9): LINSPC
    // takes `.` alone, so `AUTO .6` is not AUTO 1006 after line 100.
    let out = typed(
        Dialect::Gw,
        &[
            "100 PRINT 1",
            "AUTO .6",
            "AUTO 1.",
            "DELETE .5",
            "RENUM .5",
            "EDIT .5",
            "LIST .5",
            "LIST 1.",
            "LIST",
        ],
    );
    assert_eq!(
        out,
        "Syntax error\nOk\nSyntax error\nOk\nSyntax error\nOk\nSyntax error\nOk\n\
         Illegal function call\nOk\nSyntax error\nOk\nSyntax error\nOk\n100 PRINT 1\nOk\n"
    );
}

#[test]
fn gw_ok_after_a_full_row_goes_on_the_next_row() {
    // GWMAIN.ASM `READY` ends the line by CRDONZ, to which a cursor waiting past a full row
    // is at column 0: `Ok` goes on the row below the full one, with no empty row between
    // (real GW-BASIC 3.23, gw-real typed session 2026-11-29: `LOCATE 20,80:PRINT "Z";`,
    // then `PRINT CSRLIN` typed on row 22 prints 23; in a program's run likewise).
    let out = typed(Dialect::Gw, &["LOCATE 20,80:PRINT \"Z\";", "PRINT CSRLIN"]);
    assert!(out.ends_with(" 23 \nOk\n"), "{out:?}");
}

#[test]
fn gw_edit_shows_the_space_line_zero_keeps() {
    // SCNEDT.ASM `ERED3` prints the number, a space and the line as stored: line 0 keeps
    // the space typed after its number, so EDIT 0 and the line a syntax error in line 0
    // offers show two spaces where LIST shows one (real GW-BASIC 3.23, gw-real typed
    // session 2026-11-29: `0 PRINT 5`, EDIT 0 shows `0  PRINT 5`; `0 X=)`, RUN offers
    // `0  X=)`).
    let mut session = Dialect::Gw.session();
    let mut con = MemoryConsole::new(b"", false);
    session.enter(b"0 PRINT 5", &mut con);
    let entered = session.enter(b"EDIT 0", &mut con);
    assert_eq!(entered.prefill.as_deref(), Some(&b"0  PRINT 5"[..]));
    session.enter(b"0 X=)", &mut con);
    let entered = session.enter(b"RUN", &mut con);
    assert_eq!(entered.prefill.as_deref(), Some(&b"0  X=)"[..]));
    session.enter(b"LIST", &mut con);
    assert!(String::from_utf8_lossy(&con.output).ends_with("\n0 X=)\nOk\n"));
}

#[test]
fn gw_list_after_a_colon_wants_the_end_or_a_comma() {
    // GWLIST.ASM `LIST`: after the range SCNLIN read, anything but the statement's end or
    // the comma of a file is a syntax error before a line is listed, in a statement after
    // `:` as at the line's start (real GW-BASIC 3.23, gw-real typed session 2026-11-29:
    // `PRINT 1:LIST X` prints 1, then Syntax error).
    for tail in ["X", "10 X", "10-20 X", ";", "\"A=\";A"] {
        let out = typed(
            Dialect::Gw,
            &["10 REM TEN", &format!("PRINT 1:LIST {tail}")],
        );
        assert_eq!(out, " 1 \nSyntax error\nOk\n", "{tail}");
    }
    assert_eq!(
        typed(Dialect::Gw, &["10 REM TEN", "PRINT 1:LIST 10"]),
        " 1 \n10 REM TEN\nOk\n"
    );
}

#[test]
fn gw_syntax_error_after_fn_waits_on_fn_or_past_its_blanks() {
    use ferrite_session::AnySession;
    // Real GW-BASIC 3.23 (difftest/gw/program/synedit.py seed 9 and hand cases): FN with a
    // keyword or sign right after it is refused by PTRGET with the text pointer on FN
    // (the offered line's cursor on the F); blanks after FN are passed over first.
    for (line, column) in [
        ("10 PRINT FNTHEN:", 9),
        ("10 X=FNTHEN", 5),
        ("10 PRINT FNELSE", 9),
    ] {
        let mut session = super::Session::<crate::dialect::Gw>::default();
        let mut con = MemoryConsole::new(b"", false);
        session.enter(line.as_bytes(), &mut con);
        session.enter(b"RUN", &mut con);
        assert_eq!(session.offered_column, Some(column), "{line}");
    }
}

/// gw-real (progfile.py session, checked by hand): RENUM of a program loaded from a `,P`
/// file renumbers it and leaves it protected, so LIST and `SAVE ,A` are still refused
/// (GWMAIN.ASM `RESEQ` leaves PROFLG alone); the `,A` file holds only CLOSE's CTRL-Z;
/// EDIT of one of its lines shows the number and then refuses.
#[test]
fn gw_renum_keeps_a_program_protected() {
    let out = typed(
        Dialect::Gw,
        &[
            "10 PRINT 1",
            "20 GOTO 10",
            "SAVE \"RNPROT1\",P",
            "LOAD \"RNPROT1\"",
            "RENUM 100,,5",
            "LIST",
            "SAVE \"RNPROT2\",A",
            "EDIT 105",
        ],
    );
    let ascii = std::fs::read("RNPROT2.BAS").unwrap_or_default();
    let _ = std::fs::remove_file("RNPROT1.BAS");
    let _ = std::fs::remove_file("RNPROT2.BAS");
    // EDIT prints the line's number and a blank before BUFLIN's PROCHK refuses it
    // (SCNEDT.ASM `EDIT`).
    assert_eq!(
        out,
        "Ok\nOk\nOk\nIllegal function call\nOk\nIllegal function call\nOk\n\
         105 \nIllegal function call\nOk\n"
    );
    assert_eq!(ascii, b"\x1a");
}

/// gw-real (keyed.py seed 4, LIST with a line feed typed into `LIST 40-50`): CHRGTR passes
/// over line feeds, so one typed into the numbers of LIST, DELETE and RENUM is not there.
#[test]
fn gw_line_number_commands_pass_over_line_feeds() {
    let out = typed(
        Dialect::Gw,
        &[
            "10 PRINT 1",
            "40 PRINT 4",
            "50 PRINT 5",
            "LIST 4\n0",
            "LIST 4\n0-5\n0",
            "DELETE 4\n0",
            "RENUM 1\n00,,1\n0",
            "LIST",
        ],
    );
    assert_eq!(
        out,
        "40 PRINT 4\nOk\n40 PRINT 4\n50 PRINT 5\nOk\nOk\nOk\n100 PRINT 1\n110 PRINT 5\nOk\n"
    );
}

#[test]
fn gw_on_error_goto_0_in_a_handler_names_the_errors_line() {
    // RESTRP jumps to ERRESM, past `ERRLIN = CURLIN` (GWMAIN.ASM): the message names ERL,
    // none for a typed line's error (real GW-BASIC 3.23, found by typing a listing in,
    // difftest/gw/corpus/typed.py).
    let program = [
        "10 ON ERROR GOTO 100",
        "20 ERROR 5",
        "100 PRINT ERR;ERL: ON ERROR GOTO 0",
    ];
    let out = typed(
        Dialect::Gw,
        &[
            &program[..],
            &[
                "RUN",
                "10 ON ERROR GOTO 100: END",
                "RUN",
                "PRINT 1+",
                "ERROR 6",
            ],
        ]
        .concat(),
    );
    assert_eq!(
        out,
        " 5  20 \nIllegal function call in 20\nOk\nOk\n 22  65535 \nMissing operand\nOk\nOverflow\nOk\n"
    );
}

#[test]
fn gw_on_checks_its_selector_before_it_wants_goto() {
    use ferrite_session::AnySession;
    // Real GW-BASIC 3.23 (synedit.py): GETBYT evaluates and checks the selector first.
    for (line, message) in [
        ("10 ON TOA$:A$TO", "Type mismatch in 10"),
        ("10 ON \"S\"1.5,", "Type mismatch in 10"),
        ("10 ON 300 X", "Illegal function call in 10"),
        ("10 ON FNXTOFN", "Undefined user function in 10"),
        ("10 ON 1 X", "Syntax error in 10"),
    ] {
        let mut session = super::Session::<crate::dialect::Gw>::default();
        let mut con = MemoryConsole::new(b"", false);
        session.enter(line.as_bytes(), &mut con);
        session.enter(b"RUN", &mut con);
        let out = String::from_utf8_lossy(&con.output).into_owned();
        assert!(out.contains(message), "{line}: {out}");
    }
}

/// Types `line` into a GW-BASIC session, then RUN, and checks that the syntax error offers
/// the line for editing with the cursor at `column` (None: the line's start).
fn assert_offered_at(line: &str, column: Option<usize>) {
    use ferrite_session::AnySession;
    let mut session = super::Session::<crate::dialect::Gw>::default();
    let mut con = MemoryConsole::new(b"", false);
    session.enter(line.as_bytes(), &mut con);
    let entered = session.enter(b"RUN", &mut con);
    assert!(entered.prefill.is_some(), "{line}");
    assert_eq!(session.offered_column, column, "{line}");
}

#[test]
fn gw_cont_after_a_program_ran_new_is_silent_and_after_a_typed_new_cannot_go_on() {
    // Real GW-BASIC 3.23 (difftest/gw/editor/famgen.py dotline, seed 3202): ENDCON saved
    // OLDTXT at the empty program's end for the program line that ran NEW.
    let out = typed(
        Dialect::Gw,
        &[
            "10 PRINT 1:NEW",
            "RUN",
            "CONT",
            "LIST",
            "10 NEW",
            "PRINT 2:NEW",
            "CONT",
        ],
    );
    assert_eq!(out, " 1 \nOk\nOk\nOk\n 2 \nOk\nCan't continue\nOk\n");
}

#[test]
fn gw_a_remark_ends_new_renum_and_clear_at_the_prompt() {
    // CRUNCH stores `'` as `:REM'`: real GW-BASIC 3.23 (gw-real) obeys `NEW 'x`, `RENUM'r`
    // and `CLEAR'q`; `NEW X` is a syntax error.
    assert_eq!(
        typed(
            Dialect::Gw,
            &["10 REM", "NEW X", "LIST", "RENUM'r", "CLEAR'q", "NEW 'x", "LIST"]
        ),
        "Syntax error\nOk\n10 REM\nOk\nOk\nOk\nOk\nOk\n"
    );
}
