//! GW-BASIC's AUTO, TRON and a typed line's error in a stopped handler at the prompt, as the
//! real GW-BASIC 3.23 has them (`difftest/gw/program/diffdirect.py`, kinds `autos` and
//! `trons`; `difftest/gw/machine/contgen.py`; GWMAIN.ASM `AUTO`, `MAIN`, `ERRMOR`).

use ferrite_console::MemoryConsole;

use super::Dialect;
use ferrite_session::{AnySession, Entered};

fn offered(entered: &Entered) -> String {
    String::from_utf8_lossy(entered.prefill.as_deref().unwrap_or(b"-")).into_owned()
}

fn session_with(lines: &[&str]) -> (Box<dyn AnySession>, MemoryConsole) {
    let mut session = Dialect::Gw.session();
    let mut con = MemoryConsole::new(b"", false);
    for line in lines {
        session.enter(line.as_bytes(), &mut con);
    }
    (session, con)
}

#[test]
fn auto_reads_its_start_and_step_as_gw_did() {
    let (mut s, mut con) = session_with(&["10 END"]);
    // No start is line 0; `n,` takes the last AUTO's step, and there was none yet.
    assert_eq!(offered(&s.enter(b"AUTO ,5", &mut con)), "0 ");
    s.interrupt(&mut con);
    assert_eq!(offered(&s.enter(b"AUTO 100,", &mut con)), "100 ");
    assert_eq!(offered(&s.enter(b"100 A=1", &mut con)), "105 ");
    s.interrupt(&mut con);
    assert_eq!(offered(&s.enter(b"AUTO 7,0", &mut con)), "-");
    assert_eq!(offered(&s.enter(b"AUTO A", &mut con)), "-");
    assert_eq!(offered(&s.enter(b"AUTO 1,2,3", &mut con)), "-");
    let out = String::from_utf8_lossy(&con.output).into_owned();
    assert_eq!(
        out,
        "Ok\nOk\nIllegal function call\nOk\nSyntax error\nOk\nSyntax error\nOk\n"
    );
    let (mut s, mut con) = session_with(&[]);
    assert_eq!(offered(&s.enter(b"AUTO 100,", &mut con)), "-");
    assert_eq!(
        String::from_utf8_lossy(&con.output),
        "Illegal function call\nOk\n"
    );
}

#[test]
fn auto_goes_on_from_the_line_typed_and_keeps_on_after_a_direct_line() {
    let (mut s, mut con) = session_with(&["20 END"]);
    assert_eq!(offered(&s.enter(b"AUTO", &mut con)), "10 ");
    // A blank line offers the same number again; an empty numbered one deletes nothing.
    assert_eq!(offered(&s.enter(b"", &mut con)), "10 ");
    assert_eq!(offered(&s.enter(b"10 ", &mut con)), "20*");
    assert_eq!(offered(&s.enter(b"20*", &mut con)), "30 ");
    // The line typed over the offered number decides the next one.
    assert_eq!(offered(&s.enter(b"25 PRINT 25", &mut con)), "35 ");
    // A line without a number runs; `Ok`, then the same number.
    assert_eq!(offered(&s.enter(b"PRINT 7", &mut con)), "35 ");
    assert_eq!(offered(&s.enter(b"35 X=1", &mut con)), "45 ");
    s.interrupt(&mut con);
    assert_eq!(s.listing(), b"20 END\n25 PRINT 25\n35 X=1\n");
    assert_eq!(String::from_utf8_lossy(&con.output), " 7 \nOk\nOk\n");
    // Past 65529 AUTO ends quietly.
    assert_eq!(offered(&s.enter(b"AUTO 65525", &mut con)), "65525 ");
    assert_eq!(offered(&s.enter(b"65525 REM", &mut con)), "-");
}

#[test]
fn tron_shows_a_line_once_when_wend_goes_back_inside_it() {
    let (mut s, mut con) = session_with(&[
        "10 WHILE A<3:A=A+1:WEND",
        "20 FOR I=1 TO 2:NEXT",
        "30 END",
        "TRON",
        "RUN",
    ]);
    s.enter(b"TROFF", &mut con);
    assert_eq!(
        String::from_utf8_lossy(&con.output),
        "Ok\n[10][20][30]\nOk\nOk\n"
    );
}

#[test]
fn a_typed_error_in_a_stopped_handler_lets_no_resume_into_the_handler_once() {
    // ONEFLG is a byte each trap decrements: after the typed line's trap it is FEh, and
    // `No RESUME` in line 100 (bytes 0 and 64h, ANDed plus one: 1) goes to the handler
    // once more; then FDh lets it through (contgen session 17).
    let (mut s, mut con) = session_with(&[
        "10 ON ERROR GOTO 100",
        "20 ERROR 5",
        "30 PRINT \"C\":END",
        "100 PRINT \"H\";ERR;ERL:STOP",
        "RUN",
        "ERROR 7",
        "CONT",
        "CONT",
    ]);
    s.enter(b"PRINT 1", &mut con);
    assert_eq!(
        String::from_utf8_lossy(&con.output),
        "H 5  20 \nBreak in 100\nOk\nH 7  65535 \nBreak in 100\nOk\nH 19  100 \n\
         Break in 100\nOk\nNo RESUME in 100\nOk\n 1 \nOk\n"
    );
}

#[test]
fn an_error_the_handler_does_not_trap_ends_the_handling() {
    // NOTRAP clears ONEFLG: the handler is over, so the next typed line's end raises no
    // `No RESUME` (which the handler would trap again) and RESUME has nothing to resume
    // (real GW-BASIC 3.23, gw-real: difftest/gw/mutate/keyed.py EDIT variant).
    let (mut s, mut con) = session_with(&[
        "20 ON ERROR GOTO 100",
        "30 X=1/0:END",
        "100 PRINT \"in\";ERR;ERL:X=CHR$(0) MOD \"B\"",
        "120 RESUME NEXT",
        "RUN",
        "PRINT 5",
    ]);
    s.enter(b"RESUME", &mut con);
    assert_eq!(
        String::from_utf8_lossy(&con.output),
        "in 11  30 \nType mismatch in 100\nOk\n 5 \nOk\nRESUME without error\nOk\n"
    );
}

#[test]
fn a_typed_line_after_a_stop_in_the_handler_ends_without_no_resume() {
    // PRGEND lets a direct line end with ONEFLG set ("allow for debugging purposes"):
    // only the program text's end is `No RESUME` (real GW-BASIC 3.23, gw-real).
    let (mut s, mut con) = session_with(&[
        "20 ON ERROR GOTO 100",
        "30 X=1/0:PRINT \"back\":END",
        "100 PRINT \"in\";ERR;ERL:STOP",
        "120 RESUME NEXT",
        "RUN",
        "PRINT 5",
        "ERROR 7",
    ]);
    s.enter(b"CONT", &mut con);
    assert_eq!(
        String::from_utf8_lossy(&con.output),
        "in 11  30 \nBreak in 100\nOk\n 5 \nOk\nin 7  65535 \nBreak in 100\nOk\nOk\n"
    );
}
