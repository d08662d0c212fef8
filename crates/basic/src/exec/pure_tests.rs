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

/// A small deterministic generator for the random programs (no dependency for one test).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

#[test]
fn random_chains_do_what_the_checked_path_does() {
    const VALUES: &[&str] = &[
        "0", "1", "-1", "0.5", "7.25", "-3", "1E38", "-1E38", "1E-38", "32767", "-32768", "65535",
        "1E10", "3.14159", "1D300", "2.5#", "9%",
    ];
    const LEAVES: &[&str] = &["K", "N", "A", "B", "K%", "N#", "2", "0", "1E30", "0.1", "3"];
    const OPS: &[&str] = &[
        "+", "-", "*", "/", "^", "=", "<>", "<", ">", "<=", ">=", "AND", "OR", "\\", "MOD", "XOR",
    ];
    const TYPES: &[&str] = &[
        "",
        "",
        "",
        "DEFINT K:",
        "DEFDBL N:",
        "DEFSTR B:",
        "DEFSNG K:",
    ];
    let mut rng = Lcg(12);
    for _ in 0..400 {
        let mut lines = Vec::new();
        let mut setup = rng.pick(TYPES).to_string();
        for var in ["K", "N", "A", "K%", "N#"] {
            setup.push_str(&format!("{var}={}:", rng.pick(VALUES)));
        }
        lines.push(format!("10 {}", setup.trim_end_matches(':')));
        for i in 0..6 {
            let mut e = rng.pick(LEAVES).to_string();
            for _ in 0..=rng.below(4) {
                e = format!("{e}{}{}", rng.pick(OPS), rng.pick(LEAVES));
            }
            let target = rng.pick(&["X", "X%", "X#", "K", "M(1)"]);
            let stmt = if rng.below(3) == 0 {
                format!("IF {e} THEN X=X+1")
            } else {
                format!("{target}={e}")
            };
            lines.push(format!("{} {stmt}:PRINT X;K;X%;X#", 20 + i * 10));
        }
        lines.push("90 PRINT FRE(0)".to_string());
        lines.push("RUN".to_string());
        lines.push("PRINT X;K;N;FRE(0)".to_string());
        same_three_ways(&lines);
    }
}
