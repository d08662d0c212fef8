//! NEXT's step of its loop variable (`step_top_loop` in `exec/flow.rs`, which reads and
//! stores a variable that holds a number through the slot it resolved once) against the
//! same step written out as LET and IF: the values the loop runs through, the value it
//! leaves behind, and the errors and GW overflow warnings of the add, in each dialect.

use ferrite_basic::Dialect;

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
    ("", "-1E37", "-1.7E38", "-5E37"),
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
