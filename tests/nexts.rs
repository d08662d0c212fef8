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
