//! NEXT's step of its loop variable (`step_top_loop` in `exec/flow.rs`, which reads and
//! stores a variable that holds a number through the slot it resolved once) against the
//! same step written out as LET and IF: the values the loop runs through, the value it
//! leaves behind, and the errors and GW overflow warnings of the add, in each dialect.

use crate::util::Dialect;

use crate::util::run_basic;

/// Setups and loops (`start`, `limit`, `step`): each runs its body at least once, where
/// every dialect agrees that FOR enters the loop (GW refuses a double loop variable).
const LOOPS: &[(&str, &str, &str, &str)] = &[
    ("", "1", "5", "1"),
    ("", "5", "1", "-1"),
    ("", "0", "1", "0.1"),
    ("", "1", "2", "0.3333"),
    ("", "-3", "3", "1.5"),
    ("", "1E37", "1.7E38", "5E37"),
    // GW goes on from an overflowing single sum with the positive maximum (real GW-BASIC
    // 3.23), so a negative loop that overflows never ends there: this one stops short
    ("", "-1E37", "-1.5E38", "-5E37"),
    ("DEFINT I:", "1", "5", "2"),
    ("DEFINT I:", "32760", "32767", "3"),
];

const DIALECTS: &[Dialect] = &[Dialect::Altair, Dialect::C64, Dialect::Gw];

fn output(dialect: Dialect, program: String) -> String {
    let (out, _) = run_basic(dialect, program.as_bytes(), b"", false);
    String::from_utf8_lossy(&out).into_owned()
}

#[test]
fn next_steps_as_let_and_if_do() {
    for &dialect in DIALECTS {
        for &(setup, start, limit, step) in LOOPS {
            // The variable is set before FOR in both, so NEXT finds it holding a number.
            let by_next = format!(
                "10 {setup}I=0\n20 FOR I={start} TO {limit} STEP {step}\n30 PRINT I;\n\
                 40 NEXT I\n50 PRINT \"END\";I\n"
            );
            let by_let = format!(
                "10 {setup}I=0\n20 I={start}\n30 PRINT I;\n40 I=I+({step}):IF \
                 (({step})>0 AND I<=({limit})) OR (({step})<0 AND I>=({limit})) THEN 30\n\
                 50 PRINT \"END\";I\n"
            );
            assert_eq!(
                output(dialect, by_next),
                output(dialect, by_let),
                "{dialect:?}: {setup} FOR I={start} TO {limit} STEP {step}"
            );
        }
    }
}

/// Loops whose NEXT takes `exec/flow.rs`'s usual path (`NEXT I` on the loop on top of the
/// stack: the variable stepped in place through the slot FOR resolved)
/// against the same loop closed by `NEXT Z,I` after an inner loop of one pass, which steps
/// `I` the searched way (`next_searched`, `step_top_loop`). Bodies that retype, clear or
/// overflow the variable, or jump out and back in. Line 35 ends a loop that would not end
/// (a step made 0 by DEFINT is one in GW) after 30 passes.
const BODIES: &[(&str, &str)] = &[
    ("", "PRINT I;"),
    ("", "PRINT I;:IF I>2 THEN DEFINT I"),
    ("", "PRINT I;:IF I>2 THEN DEFSTR I"),
    ("", "PRINT I;:IF I>2 THEN CLEAR"),
    ("", "PRINT I;:IF I>2 THEN I=\"A\""),
    ("", "PRINT I;:I=I*1E30"),
    ("", "PRINT I;:GOSUB 90"),
    ("", "PRINT I;:IF I>2 THEN GOSUB 95"),
    ("DEFINT I:", "PRINT I;:I=I+32000"),
    ("DEFINT I:", "PRINT I;:IF I>2 THEN DEFSNG I"),
];

#[test]
fn the_usual_next_and_the_searched_one_agree() {
    for &dialect in DIALECTS {
        for &(setup, body) in BODIES {
            for &(_, start, limit, step) in LOOPS {
                // GW refuses a double loop variable; the other dialects have none.
                let header = format!("FOR I={start} TO {limit} STEP {step}");
                let guard = "35 K=K+1:IF K>30 THEN PRINT \"STOP\";I:END\n";
                let tail = "\n50 PRINT \"END\";I\n60 END\n90 PRINT \"G\";:RETURN\n\
                            95 PRINT \"H\";:NEXT I:RETURN\n";
                {
                    let usual =
                        format!("10 {setup}K=0\n20 {header}\n30 {body}\n{guard}40 NEXT I{tail}");
                    let searched = format!(
                        "10 {setup}K=0\n20 {header}\n30 {body}\n{guard}40 FOR Z=1 TO 1:NEXT Z,I{tail}"
                    );
                    assert_eq!(
                        output(dialect, usual),
                        output(dialect, searched),
                        "{dialect:?}: {setup} {header} / {body}"
                    );
                }
            }
        }
    }
}
/// Programs whose loops and subroutines end in errors, overflow the stack or trap errors, with
/// what each dialect (Altair, C64, GW) printed before session 9's changes to FOR, NEXT, GOSUB
/// and the statement loop (recorded from main at 10fc4dd): the same stack depths and FRE
/// figures, the same errors at the same lines. GW's `gosub_depth`, `for_gosub_depth` and
/// `for_depth` are the real GW-BASIC 3.23's output (issue 24: its 512-byte stack), recorded
/// with `../shared/oracles/gw-real/gwreal-run`.
const AS_BEFORE: &[(&str, &str, [&str; 3])] = &[
    (
        "gosub_depth",
        "10 D=D+1:IF D<30 OR D-INT(D/1000)*1000=0 THEN PRINT D;\n20 GOSUB 10\n",
        [
            " 1  2  3  4  5  6  7  8  9  10  11  12  13  14  15  16  17  18  19  20 \n 21  22  23  24  25  26  27  28  29  1000  2000  3000  4000  5000  6000 \n 7000  8000  9000  10000  11000 \n?OM ERROR IN 10\n",
            " 1  2  3  4  5  6  7  8  9  10  11  12  13  14  15  16  17  18  19 \n?OUT OF MEMORY  ERROR IN 10",
            " 1  2  3  4  5  6  7  8  9  10  11  12  13  14  15  16  17  18  19  20  21  22 \n 23  24  25  26  27  28  29 \nOut of memory in 10\n",
        ],
    ),
    (
        "for_gosub_depth",
        "10 D=D+1:IF D<30 OR D-INT(D/500)*500=0 THEN PRINT D;\n15 IF D=3000 THEN PRINT \"CAP\";FRE(0):END\n20 FOR I=1 TO 2:GOSUB 10\n30 NEXT I\n",
        [
            " 1  2  3  4  5  6  7  8  9  10  11  12  13  14  15  16  17  18  19  20 \n 21  22  23  24  25  26  27  28  29  500  1000  1500  2000  2500 \n?OM ERROR IN 10\n",
            " 1  2  3  4  5  6 \n?OUT OF MEMORY  ERROR IN 10",
            " 1  2  3  4  5  6  7  8  9 \nOut of memory in 10\n",
        ],
    ),
    (
        "for_depth",
        "10 DIM V(30)\n20 FOR A=1 TO 2:FOR B=1 TO 2:FOR C=1 TO 2:FOR D=1 TO 2:FOR E=1 TO 2:FOR F=1 TO 2:FOR G=1 TO 2:FOR H=1 TO 2:FOR I=1 TO 2:FOR J=1 TO 2:PRINT FRE(0);\n30 FOR K=1 TO 2:FOR L=1 TO 2:FOR M=1 TO 2:FOR N=1 TO 2:FOR O=1 TO 2:FOR P=1 TO 2:FOR Q=1 TO 2:FOR R=1 TO 2:PRINT FRE(0);:END\n40 NEXT:NEXT:NEXT:NEXT:NEXT:NEXT:NEXT:NEXT:NEXT:NEXT:NEXT:NEXT:NEXT:NEXT:NEXT:NEXT:NEXT:NEXT\n",
        [
            "-7389 -7565 ",
            "\n?OUT OF MEMORY  ERROR IN 20",
            " 59827 \nOut of memory in 30\n",
        ],
    ),
    (
        "return_without_gosub",
        "10 FOR I=1 TO 2:PRINT I;:RETURN\n20 NEXT I\n",
        [
            " 1 \n?RG ERROR IN 10\n",
            " 1 \n?RETURN WITHOUT GOSUB  ERROR IN 10",
            " 1 \nRETURN without GOSUB in 10\n",
        ],
    ),
    (
        "next_in_subroutine",
        "10 FOR I=1 TO 3:GOSUB 100:NEXT I:END\n100 PRINT I;:NEXT I:RETURN\n",
        [
            " 1 \n?NF ERROR IN 100\n",
            " 1 \n?NEXT WITHOUT FOR  ERROR IN 100",
            " 1 \nNEXT without FOR in 100\n",
        ],
    ),
    (
        "return_closes_loops",
        "10 FOR I=1 TO 2:GOSUB 100:PRINT I;J;:NEXT I:PRINT FRE(0):END\n100 FOR J=1 TO 5:RETURN\n110 NEXT J\n",
        [
            " 1  1  2  1 -6856 \n",
            " 1  1  2  1 -26705 \n",
            " 1  1  2  1  60219 \n",
        ],
    ),
    (
        "next_of_outer_loop",
        "10 FOR I=1 TO 2:FOR J=1 TO 3:PRINT I;J;:NEXT I:PRINT \"E\";I;J;FRE(0)\n20 NEXT J\n",
        [
            " 1  1  2  1 E 3  1 -6850 \n?NF ERROR IN 20\n",
            " 1  1  2  1 E 3  1 -26699 \n\n?NEXT WITHOUT FOR  ERROR IN 20",
            "NEXT without FOR in 20\n",
        ],
    ),
    (
        "clear_in_loop",
        "10 FOR I=1 TO 3:PRINT I;:CLEAR:NEXT I\n",
        [
            " 1 \n?NF ERROR IN 10\n",
            " 1 \n?SYNTAX  ERROR IN 10",
            " 1 \nNEXT without FOR in 10\n",
        ],
    ),
    (
        "retyped_in_loop",
        "10 FOR I=1 TO 3:PRINT I;:DEFINT I:NEXT I\n20 PRINT \"E\"\n",
        [
            " 1 \n?SN ERROR IN 10\n",
            " 1 \n?SYNTAX  ERROR IN 10",
            " 1 \nNEXT without FOR in 10\n",
        ],
    ),
    (
        "retyped_double",
        "10 FOR I=1 TO 3:PRINT I;:DEFDBL I:NEXT\n20 PRINT \"E\";I\n",
        [
            " 1 \n?SN ERROR IN 10\n",
            " 1 \n?SYNTAX  ERROR IN 10",
            " 1  0  0 E 0 \n",
        ],
    ),
    (
        "on_error_in_loops",
        "10 ON ERROR GOTO 100\n20 FOR I=1 TO 3:FOR J=1 TO 2:PRINT I;J;:X=1/(J-1):NEXT J,I\n30 FOR K=1 TO 2:GOSUB 200:NEXT K:PRINT \"E\"\n40 END\n100 PRINT \"E\";ERR;ERL:RESUME NEXT\n200 ERROR 5:RETURN\n",
        [
            "?SN ERROR IN 10\n",
            "\n?SYNTAX  ERROR IN 10",
            " 1  1 E 11  20 \n 1  2  2  1 E 11  20 \n 2  2  3  1 E 11  20 \n 3  2 E 5  200 \nE 5  200 \nE\n",
        ],
    ),
    (
        "gosub_undefined",
        "10 FOR I=1 TO 2:PRINT I;:GOSUB 99:NEXT I\n",
        [
            " 1 \n?UL ERROR IN 10\n",
            " 1 \n?UNDEF'D STATEMENT  ERROR IN 10",
            " 1 \nUndefined line number in 10\n",
        ],
    ),
    (
        "stop_in_loop",
        "10 FOR I=1 TO 3:PRINT I;:IF I=2 THEN STOP\n20 NEXT I\n",
        [
            " 1  2 \nBREAK IN 10\n",
            " 1  2 \nBREAK IN 10",
            " 1  2 \nBreak in 10\n",
        ],
    ),
];

#[test]
fn loops_and_subroutines_end_as_before() {
    for &(name, program, expected) in AS_BEFORE {
        for (&dialect, expected) in DIALECTS.iter().zip(expected) {
            assert_eq!(
                output(dialect, program.to_string()),
                expected,
                "{dialect:?}: {name}"
            );
        }
    }
}

/// The statement count (benchmarks' statements per second) is one per statement run, across
/// the loop's flushes of the screen (every 1024th) and from one run to the next; a run that
/// ends by running out of input counts the statement that found it.
#[test]
fn every_statement_run_is_counted_once() {
    use ferrite_console::MemoryConsole;
    for &dialect in DIALECTS {
        let mut con = MemoryConsole::new(b"", false);
        let mut session = dialect.session();
        session
            .load(b"10 FOR I=1 TO 2500\n20 NEXT I\n30 X=1:X=2\n")
            .expect("loads");
        session.run(&mut con);
        assert_eq!(session.statements(), 2503, "{dialect:?}");
        session.run(&mut con);
        assert_eq!(session.statements(), 5006, "{dialect:?}");
        let mut session = dialect.session();
        session
            .load(b"10 FOR I=1 TO 1023\n20 NEXT I\n30 INPUT A\n40 PRINT A\n")
            .expect("loads");
        session.run(&mut con);
        assert_eq!(session.statements(), 1025, "{dialect:?}");
    }
}
