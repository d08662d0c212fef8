//! Whole programs run three ways: as the parser marks them (numeric trees as
//! [`crate::parse::Pure`] with their chains, LET's and IF's fast paths), with the trees
//! marked but no chains, and with no marks at all (every expression on the evaluator's
//! checked path). Everything printed must be the same: values, errors and where they
//! stop, GW's overflow warnings, the variables left and FRE's figures.

use ferrite_console::MemoryConsole;

use crate::parse::testing::{Marks, MARKS};
use crate::Dialect;

const DIALECTS: [Dialect; 3] = [Dialect::Altair, Dialect::C64, Dialect::Gw];

/// Types `lines` at a fresh machine with the parser making `marks`; what it printed.
fn typed(dialect: Dialect, marks: Marks, lines: &[String]) -> String {
    MARKS.set(marks);
    let mut session = dialect.session();
    let mut con = MemoryConsole::new(b"", false);
    for line in lines {
        session.enter(line.as_bytes(), &mut con);
    }
    MARKS.set(Marks::All);
    String::from_utf8_lossy(&con.output).into_owned()
}

/// Runs `lines` the three ways in each dialect and checks they print the same.
fn same_three_ways(lines: &[String]) {
    for dialect in DIALECTS {
        let marked = typed(dialect, Marks::All, lines);
        let unchained = typed(dialect, Marks::NoChains, lines);
        let unmarked = typed(dialect, Marks::None, lines);
        assert_eq!(marked, unmarked, "{dialect:?}: {lines:?}");
        assert_eq!(unchained, unmarked, "{dialect:?}: {lines:?}");
    }
}

/// Setups that reach every check: plain numbers, unset variables, overflow and division
/// by zero (GW warns, or stops when a handler is set), DEFtype changes (a string letter
/// sends the tree down the general path), integer and double targets and operands.
const SETUPS: &[&str] = &[
    "K=7:N=9:A=2",
    "K=-3.5:N=0:A=1E-30",
    "",
    "K=1E38:N=1E38:A=1E38",
    "K=0:N=0:A=0",
    "K=32767:N=-32768:A=0.5",
    "K=1E38:ON ERROR GOTO 90",
    "K=0:ON ERROR GOTO 90",
    "DEFINT K:K=7:N=9",
    "DEFINT K,N,X:K=32767:N=1",
    "DEFSTR K:N=1",
    "DEFSTR K,N",
    "DEFSTR X:K=1",
    "DEFSTR K:K=\"AB\":DEFSNG K",
    "DEFDBL K:K=1D300:N=2",
    "DEFDBL K,X:K=1.234567890123:N=3",
    "DEFDBL K:K=1D38*3:N=1",
    "K%=300:N#=1.5D0:K=2",
];

/// Statements that take LET's and IF's fast paths when the setup lets them (a statement a
/// dialect lacks is a syntax error all three ways alike).
const STATEMENTS: &[&str] = &[
    "X=K+1",
    "K=K+1",
    "X=K/2*3+4-5",
    "X=K*N-A",
    "X=K^2",
    "X=K\\2",
    "X=K MOD 3",
    "X=K AND N OR 1",
    "X=NOT K",
    "X=-K+1",
    "X=(K+1)*2",
    "X=K+1E38*10",
    "X=1/K",
    "X=K/N",
    "X=K-N*1E38",
    "X%=K*1000",
    "X#=K/3",
    "X!=K*1.5",
    "X=K%+N#",
    "X=K<N",
    "X=K=N",
    "X=K>=N+1",
    "X=K+N+A+K+N+A+K+N+A+1",
    "IF K<N THEN X=1",
    "IF K THEN X=2",
    "IF K-K THEN X=3 ELSE X=4",
    "IF K/0>1 THEN X=5",
    "IF K=N THEN X=6",
    "IF K+N<>7 THEN X=7",
    "IF K*1E38*1E38 THEN X=8",
    "IF K+1 THEN X=9",
    "IF K AND N THEN X=10",
    "IF (K) THEN X=11",
    "FOR I=1 TO 3:X=X+K:K=K*2:NEXT I",
];

#[test]
fn let_and_if_do_what_the_checked_path_does() {
    for setup in SETUPS {
        for stmt in STATEMENTS {
            let lines = [
                format!("10 {setup}"),
                format!("20 {stmt}"),
                "30 PRINT X;K;N;FRE(0):END".to_string(),
                "90 PRINT \"E\";ERR:RESUME NEXT".to_string(),
                "RUN".to_string(),
                "PRINT X;K;FRE(0)".to_string(),
            ];
            same_three_ways(&lines);
        }
    }
}

/// Expressions whose stack needs differ (parentheses cost bytes where the dialect charges
/// them), for the recursions below.
const DEEP: &[&str] = &[
    "K/2*3+4-5",
    "K+(K*(K-(1+(2*(3-(4/(5+K)))))))",
    "((((K+1))))*2",
    "-(K+1)",
];

#[test]
fn out_of_memory_stops_where_the_checked_path_stops() {
    for e in DEEP {
        // The machine's stack fills with GOSUBs until one of them or an expression has no
        // room: the same depth and statement all three ways, for each of a few pads
        // (FOR frames) that shift where the room runs out.
        for pad in 0..4 {
            let fors: String = (0..pad).map(|i| format!("FOR J{i}=1 TO 1:")).collect();
            let lines = [
                format!("10 K=3:N=1E9:{fors}GOSUB 20"),
                format!("20 D=D+1:X={e}:IF D<N THEN X={e}:IF D<N+{e} THEN GOSUB 20"),
                "RUN".to_string(),
                "PRINT D;X;FRE(0)".to_string(),
            ];
            same_three_ways(&lines);
        }
        // A function that calls itself, evaluating the expression at every level.
        let lines = [
            format!("10 DEF FNA(K)=({e})+FNA(K+1)"),
            "20 X=FNA(1)".to_string(),
            "RUN".to_string(),
            "PRINT X;FRE(0)".to_string(),
        ];
        same_three_ways(&lines);
    }
}

#[test]
fn the_marks_are_made_where_the_tests_expect() {
    // The three ways differ: a chain is made for `K+1` only with all marks.
    for (marks, chained, pure) in [
        (Marks::All, true, true),
        (Marks::NoChains, false, true),
        (Marks::None, false, false),
    ] {
        MARKS.set(marks);
        let mut names = crate::parse::Names::default();
        let toks = crate::token::tokenize::<crate::C64>(b"X=K+1");
        let stmt = crate::parse::parse_line::<crate::C64>(&toks, &mut names);
        MARKS.set(Marks::All);
        let e = match stmt.first() {
            Some(crate::parse::Stmt::Let(_, e)) => e,
            other => panic!("{other:?}"),
        };
        match e {
            crate::parse::Expr::Pure(p) => {
                assert!(pure);
                assert_eq!(p.chain.is_some(), chained);
            }
            _ => assert!(!pure),
        }
    }
}
