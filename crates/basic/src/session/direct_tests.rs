//! GW-BASIC's program commands at the prompt, as the real GW-BASIC 3.23 answered them
//! (`../shared/oracles/gw-real`, driven by `difftest/gw/program/diffmix.py`).

use ferrite_console::MemoryConsole;

use super::Dialect;

/// Types `lines` at a fresh GW-BASIC prompt and gives what it printed.
fn gw(lines: &[&str]) -> String {
    let mut session = Dialect::Gw.session();
    let mut con = MemoryConsole::new(b"", false);
    for line in lines {
        session.enter(line.as_bytes(), &mut con);
    }
    String::from_utf8_lossy(&con.output).into_owned()
}

/// A line number followed by another constant: RENUM's pointer goes over that constant
/// (GWMAIN.ASM `SCCLIN`, CONTXT past it) and the number keeps its old value; the next RENUM
/// finds two line numbers in a row.
#[test]
fn renum_writes_over_the_constant_after_a_line_number() {
    let out = gw(&[
        "10 END",
        "20 GOTO 30&H10",
        "30 ON X GOTO 10,20 &O7",
        "40 IF ERL=30&HF THEN 10",
        "RENUM 100",
        "LIST",
        "RENUM",
        "LIST",
    ]);
    assert_eq!(
        out,
        "Ok\n100 END\n110 GOTO 30120\n120 ON X GOTO 100,20 110\n130 IF ERL=30120 THEN 100\nOk\n\
         Undefined line 30 in 110\nUndefined line 20 in 120\nUndefined line 30 in 130\nOk\n\
         10 END\n20 GOTO 3030\n30 ON X GOTO 10,20 20\n40 IF ERL=3030 THEN 10\nOk\n"
    );
}

/// An error in a program line, trapped or not, makes it the current line `.` (GWMAIN.ASM
/// `ERROR`: DOT = CURLIN); an error of a typed line does not.
#[test]
fn an_error_in_a_program_line_makes_it_the_current_line() {
    let out = gw(&[
        "10 ERROR 5",
        "20 END",
        "LIST 20",
        "RUN",
        "LIST .",
        "LIST 20",
        "X",
        "LIST .",
    ]);
    assert_eq!(
        out,
        "20 END\nOk\nIllegal function call in 10\nOk\n10 ERROR 5\nOk\n20 END\nOk\n\
         Syntax error\nOk\n20 END\nOk\n"
    );
    let out = gw(&[
        "10 ON ERROR GOTO 30",
        "20 ERROR 5",
        "30 RESUME 40",
        "40 END",
        "RUN",
        "LIST .",
    ]);
    assert_eq!(out, "Ok\n20 ERROR 5\nOk\n");
}

/// EDIT reads the line number the cruncher made: the digits with the spaces between them,
/// stopping once past 6552 (`EDIT 65530` is line 6553 and a 0: the statement has not ended).
#[test]
fn edit_reads_the_crunched_line_number() {
    assert_eq!(gw(&["EDIT 65530"]), "Illegal function call\nOk\n");
    assert_eq!(gw(&["EDIT 10 20"]), "Undefined line number\nOk\n");
    assert_eq!(gw(&["EDIT 10 A"]), "Illegal function call\nOk\n");
}

/// CLEAR at the prompt takes its arguments as the statement does (BIMISC.ASM `CLEAR`).
#[test]
fn clear_at_the_prompt_checks_its_arguments() {
    assert_eq!(gw(&["CLEAR ,,"]), "Syntax error\nOk\n");
    assert_eq!(gw(&["CLEAR ,"]), "Syntax error\nOk\n");
    assert_eq!(gw(&["CLEAR 1000,"]), "Syntax error\nOk\n");
    assert_eq!(gw(&["CLEAR ,,100"]), "Out of memory\nOk\n");
    assert_eq!(
        gw(&["10 STOP", "RUN", "CLEAR 100", "CONT"]),
        "Break in 10\nOk\nOk\nCan't continue\nOk\n"
    );
}

/// Enter on AUTO's last number (the next would pass 65529) ends AUTO before the line is
/// looked up (GWMAIN.ASM `AUTRES`): the empty line is a bare number, `Undefined line number`
/// when its line is not there; a failed delete still makes its number `.`.
#[test]
fn auto_ends_before_its_last_empty_line() {
    let out = gw(&["AUTO 65520,5", "65520 A=1", "65525 ", "LIST"]);
    assert_eq!(out, "Undefined line number\nOk\n65520 A=1\nOk\n");
    assert_eq!(
        gw(&["10 END", "65529", "LIST ."]),
        "Undefined line number\nOk\nOk\n"
    );
}

/// RETURN into a line RENUM renumbered: the GOSUB's frame kept CURLIN, so the rest of that
/// line names its old number (errors, STOP, ERL, PEEK at &H2E) until the next line's start
/// (GWMAIN.ASM `GOSUB`, `RETURN`; real GW-BASIC 3.23 through `difftest/gw/program`'s
/// key feeder).
#[test]
fn return_after_renum_names_the_old_line() {
    let out = gw(&[
        "10 ON ERROR GOTO 50",
        "20 GOSUB 100:PRINT PEEK(&H2E)+256*PEEK(&H2F):ERROR 5",
        "30 GOSUB 100:STOP",
        "40 END",
        "50 PRINT ERR;ERL:RESUME NEXT",
        "100 STOP:RETURN",
        "RUN",
        "RENUM 1000,10",
        "CONT",
        "CONT",
        "CONT",
    ]);
    assert_eq!(
        out,
        "Break in 100\nOk\nOk\n 20 \n 5  20 \nBreak in 1050\nOk\nBreak in 1020\nOk\nOk\n"
    );
}

/// `LIST range, file`: the file is an expression FRMEVL reads, so a numeric one is a type
/// mismatch and one cut short a missing operand (real GW-BASIC 3.23, diffdirect.py `list`).
#[test]
fn list_file_expressions_are_evaluated() {
    let out = gw(&[
        "10 END",
        "LIST 1,A",
        "LIST 1,FRE(0)",
        "LIST 1,1+",
        "LIST 1,(",
    ]);
    assert_eq!(
        out,
        "Type mismatch\nOk\nType mismatch\nOk\nMissing operand\nOk\nMissing operand\nOk\n"
    );
}

/// A literal out of range in a typed line while ON ERROR is in force is error 6 when the line
/// is crunched (MATH1.ASM `OVFLS`, `TRAPER`): nothing of the line runs, a numbered line is
/// not stored, the handler sees ERL 65535 and its RESUME, RESUME 0 or RESUME NEXT comes back
/// to `Ok`; with no trap the cruncher only warns (real GW-BASIC 3.23, `direct.py` sessions).
#[test]
fn a_typed_literal_overflow_is_trapped_while_on_error_is_set() {
    let out = gw(&[
        "100 PRINT \"E\";ERR;ERL:RESUME NEXT",
        "110 PRINT \"F\";ERR;ERL:RESUME",
        "PRINT 1:PRINT 1E39:PRINT 2",
        "ON ERROR GOTO 100",
        "A=5:PRINT 1:PRINT 1E39:PRINT 2",
        "20 PRINT 1D400",
        "LIST",
        "ON ERROR GOTO 110",
        "PRINT A;1E39",
        "PRINT ERR;ERL",
    ]);
    assert_eq!(
        out,
        "Overflow\n 1 \n 1.701412E+38 \n 2 \nOk\nOk\nE 6  65535 \nOk\nE 6  65535 \nOk\n\
         100 PRINT \"E\";ERR;ERL:RESUME NEXT\n110 PRINT \"F\";ERR;ERL:RESUME\nOk\nOk\nF 6  65535 \nOk\n \
         0  65535 \nOk\n"
    );
}

/// A typed DEF FN makes the function's entry before it is refused (GWEVAL.ASM `DEF`: GETFNM,
/// then ERRDIR), so the variables made after it sit past the entry (real GW-BASIC 3.23).
#[test]
fn a_typed_def_fn_makes_its_entry_before_illegal_direct() {
    let out = gw(&[
        "B=1",
        "DEF FNA(X)=1",
        "DEF FNA(X)=1",
        "X=1:PRINT VARPTR(X)-VARPTR(B)",
        "DEF FNB$(Q)=\"\"",
        "Y=1:PRINT VARPTR(Y)-VARPTR(X)",
        "PRINT FNA(1)",
    ]);
    assert_eq!(
        out,
        "Ok\nIllegal direct\nOk\nIllegal direct\nOk\n 16 \nOk\nIllegal direct\nOk\n 15 \nOk\n\
         Undefined user function\nOk\n"
    );
}

/// Storing a line, NEW and CLEAR run CLEARC, which puts the start seed (RNDCOP) back into
/// RNDX: RND(0) is then the start's .3116351 (BIMISC.ASM `CLEARC`; real GW-BASIC 3.23).
#[test]
fn clearing_puts_the_random_generator_back_to_its_start() {
    let out = gw(&[
        "X=RND(-1):PRINT RND(0)",
        "20 REM",
        "PRINT RND(0)",
        "X=RND(-1):NEW",
        "PRINT RND(0)",
        "X=RND(-1):CLEAR:PRINT RND(0);RND(1)",
    ]);
    assert_eq!(
        out,
        " .65086 \nOk\n .3116351 \nOk\nOk\n .3116351 \nOk\n .3116351  .1213501 \nOk\n"
    );
}

/// A string literal of a typed line lies in the keyboard buffer, so LET copies it into the
/// string space (GWMAIN.ASM `LETCN6`); a program's literal is shared (real GW-BASIC 3.23).
#[test]
fn a_typed_string_literal_is_copied_into_the_string_space() {
    let out = gw(&[
        "PRINT FRE(0)",
        "A$=\"12345\":PRINT FRE(0)",
        "B$=\"\":PRINT FRE(0)",
        "A$=\"12345\":PRINT FRE(0)",
        "C$=A$:PRINT FRE(0)",
        "A$=\"XY\":PRINT FRE(0);FRE(\"\")",
        "10 D$=\"ABC\":PRINT FRE(0)",
        "RUN",
        "PRINT FRE(0):D$=\"ABCD\":PRINT FRE(0)",
    ]);
    assert_eq!(
        out,
        " 60300 \nOk\n 60288 \nOk\n 60281 \nOk\n 60276 \nOk\n 60264 \nOk\n 60262  60272 \nOk\n \
         60272 \nOk\n 60272 \n 60268 \nOk\n"
    );
}

/// A typed line whose number LINGET stops reading at a digit (past 6552) is a syntax
/// error before CRUNCH, so the digits after it raise no `Overflow` (GWMAIN.ASM `NTSTOP`:
/// ISFLIO); SYSTEM with text before the statement's end does nothing and the text is a
/// syntax error (GIODSK.ASM `SYSTEM`). Real GW-BASIC 3.23 through
/// `difftest/gw/mutate/gwkeys.py` (keyed.py seed 5 found both).
#[test]
fn typed_numbers_past_65529_and_system_with_text_are_syntax_errors() {
    let out = gw(&[
        "1234567890123456789012345678901234567890",
        "  123456 1E40",
        "1 2 3 4 5 6 PRINT",
        "6552 9 PRINT 9",
        "LIST",
        "SYSTEM 1",
        "PRINT 7",
    ]);
    assert_eq!(
        out,
        "Syntax error\nOk\nSyntax error\nOk\nSyntax error\nOk\n65529 PRINT 9\nOk\n\
         Syntax error\nOk\n 7 \nOk\n"
    );
}

/// RENUM's numbers over a constant that is no line number (`&H10`): LINGET finds no digit
/// and the CHRGTR after it reads the end of the statement, so that number is 0 and the rest
/// is not read (GWMAIN.ASM `RESEQ`, `LINGET`; real GW-BASIC 3.23,
/// `difftest/gw/machine/famkeys.py`).
/// RENUM goes back to `Ok` when done (GWMAIN.ASM `RESEQ`, SCCALL's STPRDY): what follows
/// its `:` on the typed line is not run (real GW-BASIC 3.23, typed at `Ok`).
#[test]
fn renum_typed_runs_nothing_after_its_colon() {
    let out = gw(&[
        "10 PRINT 1",
        "20 GOTO 10",
        "RENUM:PRINT \"X\"",
        "RENUM 200:PRINT \"Y\"",
        "LIST",
    ]);
    assert_eq!(out, "Ok\nOk\n200 PRINT 1\n210 GOTO 200\nOk\n");
}

#[test]
fn renum_over_a_based_constant_and_before_a_colon() {
    let out = gw(&[
        "10 PRINT 1",
        "20 GOTO 10",
        "RENUM 100",
        "LIST",
        "RENUM &H10",
        "LIST",
        "RENUM 5,&H10,20",
        "LIST",
        "RENUM 7,,&H10 Y",
        "RENUM 50,&O7 X",
        "LIST",
    ]);
    assert_eq!(
        out,
        "Ok\n100 PRINT 1\n110 GOTO 100\nOk\nOk\n0 PRINT 1\n10 GOTO 0\nOk\nOk\n5 PRINT 1\n\
         15 GOTO 5\nOk\nIllegal function call\nOk\nOk\n50 PRINT 1\n60 GOTO 50\nOk\n"
    );
}
