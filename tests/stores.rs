//! LET's fast paths against its general ones: a number stored into an element by a bare
//! variable subscript (`M(L)=A`, one function in `exec/eval.rs`) must behave exactly as the
//! same store by any other subscript expression (`M(L+0)=A`, the general path), errors and
//! their order included; likewise a bare numeric variable on the right (`X=A`) as `X=A+0`.

use crate::util::Dialect;

use crate::util::run_basic;

/// Setups before the store: every check the store makes, in each dialect (a statement a
/// dialect lacks is a syntax error on both sides alike).
const SETUPS: &[&str] = &[
    "DIM M(5):L=3:A=7",
    "DIM M(5):L=-1:A=7",
    "DIM M(5):L=6:A=7",
    "DIM M(5):L=5:A=-7.25",
    "DIM M(5):L=2.7:A=7",
    "DIM M(5):L=-0.5:A=7",
    "DIM M(5):L=40000:A=7",
    "DIM M(5):L=1E10:A=7",
    "DIM M(5):L=1E38:A=7",
    "L=10:A=7",
    "L=11:A=7",
    "DIM M(2,2):L=1:A=7",
    "DIM M%(5):L=2:A=2.5",
    "DIM M%(5):L=2:A=-2.5",
    "DIM M%(5):L=2:A=1E10",
    "DIM M$(5):L=2:A=7",
    "DIM M(5):L$=\"A\":A=7",
    "OPTION BASE 1:DIM M(5):L=0:A=7",
    "OPTION BASE 1:DIM M(5):L=1:A=7",
    "DEFINT M:DIM M(5):L=2:A=2.5",
    "DEFDBL A:DIM M(5):L=2:A=1D30",
    "DEFDBL A:DIM M(5):L=2:A=1.234567890123",
    "DIM M#(5):L=2:A#=1.234567890123#:A=A#",
];

const DIALECTS: &[Dialect] = &[Dialect::Altair, Dialect::C64, Dialect::Gw];

fn output(dialect: Dialect, program: String) -> String {
    let (out, _) = run_basic(dialect, program.as_bytes(), b"", false);
    String::from_utf8_lossy(&out).into_owned()
}

#[test]
fn element_store_by_a_variable_is_the_general_store() {
    for &dialect in DIALECTS {
        for setup in SETUPS {
            let program =
                |store: &str| format!("10 {setup}\n20 {store}\n30 PRINT M(1);M(2);M(3);M(5)\n");
            let fast = output(dialect, program("M(L)=A"));
            let general = output(dialect, program("M(L+0)=A"));
            assert_eq!(fast, general, "{dialect:?}: {setup}");
            let fast = output(dialect, program("M%(L)=A:PRINT M%(2)"));
            let general = output(dialect, program("M%(L+0)=A:PRINT M%(2)"));
            assert_eq!(fast, general, "{dialect:?}: {setup}");
        }
    }
}

#[test]
fn let_of_a_variable_is_the_general_let() {
    for &dialect in DIALECTS {
        for setup in SETUPS {
            let program = |store: &str| format!("10 {setup}\n20 {store}\n30 PRINT X;Y\n");
            // `X=A` reads A in place; `X=A+0` goes through the evaluator.
            let fast = output(dialect, program("X=A:Y=L"));
            let general = output(dialect, program("X=A+0:Y=L+0"));
            assert_eq!(fast, general, "{dialect:?}: {setup}");
            let fast = output(dialect, program("X%=A:Y%=L"));
            let general = output(dialect, program("X%=A+0:Y%=L+0"));
            assert_eq!(fast, general, "{dialect:?}: {setup}");
        }
    }
}
