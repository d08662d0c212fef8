//! String joins with CHR$, LEFT$, RIGHT$ and MID$ on the right (their bytes copied straight
//! into the joined string, `exec/strpart.rs`) and numeric operands (`exec/numeval.rs`):
//! the text, the errors and their order are the machine's.

use crate::util::Dialect;

use crate::util::run_basic;

const DIALECTS: [(Dialect, &str, &str, &str); 3] = [
    // (dialect, the words of Illegal function call, of String too long, a line that makes
    // room for 500 bytes of strings: the Altair's string space is 50 bytes unless CLEARed)
    (Dialect::Gw, "Illegal function call", "String too long", ""),
    (Dialect::C64, "ILLEGAL QUANTITY", "STRING TOO LONG", ""),
    (Dialect::Altair, "?FC ERROR", "?LS ERROR", "5 CLEAR 1000\n"),
];

/// Runs `program` and gives what it printed.
fn output(dialect: Dialect, program: &str) -> String {
    let (out, _) = run_basic(dialect, program.as_bytes(), b"", false);
    String::from_utf8_lossy(&out).into_owned()
}

#[test]
fn string_functions_joined_give_their_text() {
    let program = "10 A$=\"HELLO\"\n\
                   20 B$=A$+CHR$(33)+LEFT$(A$,2)+RIGHT$(A$,2)+MID$(A$,2,3)+MID$(A$,4)\n\
                   30 PRINT B$;LEN(B$)\n\
                   40 C$=\"\":FOR I=1 TO 5:C$=C$+CHR$(64+I):NEXT I:PRINT C$\n";
    for (dialect, ..) in DIALECTS {
        let out = output(dialect, program);
        assert!(out.contains("HELLO!HELOELLLO 15"), "{dialect:?}: {out}");
        assert!(out.contains("ABCDE"), "{dialect:?}: {out}");
    }
}

#[test]
fn a_joined_functions_arguments_are_checked_before_the_length() {
    // 250 characters: MID$(A$,0,1) is refused before the join could be too long, and a
    // join that is too long is refused once the function's result is known.
    let build = "10 A$=\"\":FOR I=1 TO 25:A$=A$+\"ABCDEFGHIJ\":NEXT I\n";
    for (dialect, illegal, too_long, room) in DIALECTS {
        let build = format!("{room}{build}");
        let out = output(dialect, &format!("{build}20 B$=A$+MID$(A$,0,1)\n"));
        assert!(out.contains(illegal), "{dialect:?}: {out}");
        let out = output(dialect, &format!("{build}20 B$=A$+LEFT$(A$,9)\n"));
        assert!(out.contains(too_long), "{dialect:?}: {out}");
        let out = output(
            dialect,
            &format!("{build}20 B$=A$+LEFT$(A$,5):PRINT LEN(B$)\n"),
        );
        assert!(out.contains(" 255"), "{dialect:?}: {out}");
    }
}

#[test]
fn numeric_operators_give_the_general_evaluators_results() {
    // The same sums written so that the left operand is a number (the numeric path) and
    // a parenthesised string relation (the general one) agree.
    let program = "10 K=7:X=K/2*3+4-5:Y=-(K<8)*X:Z=INT((K+3)/26)*26-K\n\
                   20 PRINT X;Y;Z;NOT K;K AND 3;(\"A\"<\"B\")+K\n";
    for (dialect, ..) in DIALECTS {
        let out = output(dialect, program);
        assert!(out.contains(" 9.5  9.5 -7 -8  3  6"), "{dialect:?}: {out}");
    }
}
