//! Memory as the machines had it (issue 11): deep expressions end with the dialect's own
//! error instead of overflowing the host's stack (defect 7), the nesting limits come where
//! the machine's stack gave them, and no program takes more memory than its machine had.
//! Every case runs on a thread with a 2 MiB stack (Rust's default for spawned threads), so a
//! recursion without a bound aborts the test binary, as it aborted `ferrite` before.

use crate::util::Dialect;
use ferrite_console::Outcome;

use crate::util::run_basic;

/// The Microsoft dialects whose memory the model covers.
const MICROSOFT: [Dialect; 3] = [Dialect::Altair, Dialect::C64, Dialect::Gw];

/// Runs `program` on a thread with a 2 MiB stack: its output as text and how it ended.
fn run_small_stack(dialect: Dialect, program: String) -> (String, Outcome) {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let (out, outcome) = run_basic(dialect, program.as_bytes(), b"", false);
            (String::from_utf8_lossy(&out).into_owned(), outcome)
        })
        .expect("thread")
        .join()
        .expect("no panic")
}

/// The out-of-memory message of a dialect, as it prints it for line 10.
fn out_of_memory(dialect: Dialect) -> &'static str {
    match dialect {
        Dialect::Altair => "?OM ERROR IN 10",
        Dialect::C64 => "?OUT OF MEMORY  ERROR IN 10",
        _ => "Out of memory in 10",
    }
}

/// What a dialect says of a program file whose line 10 is thousands of characters long:
/// the Altair and the C64 take it and run out of memory evaluating it; GW-BASIC's LOAD
/// refuses a line past its 255-byte buffer before anything runs.
fn huge_line_refused(dialect: Dialect) -> &'static str {
    match dialect {
        Dialect::Gw => "Line buffer overflow",
        d => out_of_memory(d),
    }
}

fn assert_error(dialect: Dialect, program: String, expected: &str) {
    let (out, outcome) = run_small_stack(dialect, program);
    assert_eq!(outcome, Outcome::Error, "{dialect:?}: {out}");
    assert!(
        out.contains(expected),
        "{dialect:?}: expected {expected:?}, got {out:?}"
    );
}

#[test]
fn a_50000_term_sum_is_out_of_memory_not_a_crash() {
    let program = format!("10 A={}\n20 PRINT A\n", vec!["1"; 50_000].join("+"));
    for d in MICROSOFT {
        assert_error(d, program.clone(), huge_line_refused(d));
    }
}

#[test]
fn a_20000_term_concatenation_is_refused_under_gw() {
    let program = format!(
        "10 A$={}\n20 PRINT LEN(A$)\n",
        vec!["\"X\""; 20_000].join("+")
    );
    assert_error(Dialect::Gw, program, "Line buffer overflow");
}

#[test]
fn deep_parentheses_functions_and_signs_are_out_of_memory() {
    let n = 20_000;
    let programs = [
        format!("10 A={}1{}\n", "(".repeat(n), ")".repeat(n)),
        format!("10 A={}1{}\n", "ABS(".repeat(n), ")".repeat(n)),
        format!("10 A={}1\n", "-".repeat(n)),
        format!("10 A={}1\n", "NOT ".repeat(n)),
    ];
    for d in MICROSOFT {
        for p in &programs {
            assert_error(d, p.clone(), huge_line_refused(d));
        }
    }
}

#[test]
fn runaway_fn_and_gosub_recursion_end_with_out_of_memory() {
    for d in MICROSOFT {
        let (out, outcome) = run_small_stack(d, "10 DEF FNA(X)=FNA(X)+1\n20 PRINT FNA(1)\n".into());
        assert_eq!(outcome, Outcome::Error, "{d:?}: {out}");
        assert_error(d, "10 GOSUB 10\n".into(), out_of_memory(d));
    }
}

#[test]
fn deep_fn_bodies_stay_within_the_host_stack() {
    // Each call nests 150 functions deep; the recursion runs until a bound stops it.
    let body = format!("{}FNA(X){}", "ABS(".repeat(150), ")".repeat(150));
    let program = format!("10 DEF FNA(X)={body}\n20 PRINT FNA(1)\n");
    for d in MICROSOFT {
        let (out, outcome) = run_small_stack(d, program.clone());
        assert_eq!(outcome, Outcome::Error, "{d:?}: {out}");
    }
}

#[test]
fn c64_parenthesised_operators_nest_six_deep() {
    let nest = |n: usize| format!("10 A={}1{}:PRINT A\n", "1+2*(".repeat(n), ")".repeat(n));
    let (out, outcome) = run_small_stack(Dialect::C64, nest(6));
    assert_eq!((out.as_str(), outcome), (" 127 \n", Outcome::Ended));
    assert_error(Dialect::C64, nest(7), "?OUT OF MEMORY  ERROR IN 10");
}

#[test]
fn string_temporaries_run_out_at_the_fourth() {
    let c64 = "10 A$=\"AB\"\n20 X$=LEFT$(A$,1)+(LEFT$(A$,1)+(LEFT$(A$,1)+(LEFT$(A$,1))))\n";
    assert_error(
        Dialect::C64,
        c64.into(),
        "?FORMULA TOO COMPLEX  ERROR IN 20",
    );
    let altair = "5 CLEAR 100\n20 X$=STR$(1)+(STR$(1)+(STR$(1)+(STR$(1))))\n";
    assert_error(Dialect::Altair, altair.into(), "?ST ERROR IN 20");
}

#[test]
fn no_program_takes_more_than_its_machine_had() {
    for d in MICROSOFT {
        // On the Altair an array whose end would pass address 65535 is `?BS` (DIM B(14763)
        // on the SIMH machine); 14762 elements still end below it and do not fit: `?OM`.
        let n = if d == Dialect::Altair { 14762 } else { 30000 };
        assert_error(d, format!("10 DIM A({n})\n"), out_of_memory(d));
    }
    // Strings: 1001 strings of 255 characters do not fit in 60300 bytes.
    let strings = "10 DIM S$(1000)\n20 FOR I=0 TO 1000:S$(I)=STRING$(255,65):NEXT\n";
    assert_error(Dialect::Gw, strings.into(), "Out of string space in 20");
    let c64 = "10 DIM S$(1000):A$=\"X\"\n20 FOR I=0 TO 1000:S$(I)=A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$+A$:NEXT\n";
    assert_error(Dialect::C64, c64.into(), "?OUT OF MEMORY  ERROR IN 20");
}

#[test]
fn fre_agrees_with_the_banner() {
    // GW: 60300 bytes free; `10 PRINT FRE(0)` is a 12-byte line.
    let (out, _) = run_small_stack(Dialect::Gw, "10 PRINT FRE(0)\n".into());
    assert_eq!(out, " 60288 \n");
    // C64: 38911 BYTES FREE counts from TXTTAB; FRE counts past the end link (38909 - 11).
    let (out, _) = run_small_stack(Dialect::C64, "10 PRINT FRE(0)\n".into());
    assert_eq!(out, "-26638 \n");
    let (out, _) = run_small_stack(Dialect::Altair, "10 PRINT FRE(0)\n".into());
    assert_eq!(out, "-6791 \n");
}
