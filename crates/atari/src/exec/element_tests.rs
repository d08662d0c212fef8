//! Checks of the array element fast paths (`vars.rs`: `simple_element_at`, `let_target`,
//! `lone_value`, `small_subscript`) against the general ones: the same output, errors,
//! memory and emulated cycles. A subscript or value in parentheses takes the general path,
//! which charges the two parentheses' tokens more and nothing else.

use super::super::test_run::run;
use super::super::timing::COST;
use super::super::Work;
use super::small_subscript;
use crate::bcd::Bcd;

/// The short cut of [`small_subscript`] gives FPI's value for every first and second
/// mantissa byte it takes (the rest of the bytes varied too), and FPI's answer elsewhere.
#[test]
fn small_subscript_is_fpi() {
    for e in [0x00u8, 0x3F, 0x40, 0x41, 0x42, 0x43, 0xC0] {
        for b1 in 0..=255u8 {
            for b2 in (0..=255u8).step_by(3) {
                for tail in [[0u8, 0, 0], [0x99, 0x12, 0x50], [0xFF, 0xFF, 0xFF]] {
                    let n = Bcd([e, b1, b2, tail[0], tail[1], tail[2]]);
                    let want = n.to_u16().ok().filter(|&v| v <= 0x7FFF);
                    assert_eq!(small_subscript(n), want, "{:02X?}", n.0);
                }
            }
        }
    }
}

/// The cycles of one pair of parentheses around an operand.
fn parens() -> u64 {
    2 * COST[Work::Token as usize]
}

/// `fast` with each `{` `}` left out, against the same with them as parentheses (the
/// general path): same output, and the general path charges one pair more per pair.
fn same_as_general(template: &str) {
    let fast = template.replace(['{', '}'], "");
    let general = template.replace('{', "(").replace('}', ")");
    let pairs = template.matches('{').count() as u64;
    let (out_fast, cycles_fast) = run(&fast);
    let (out_general, cycles_general) = run(&general);
    assert_eq!(out_fast, out_general, "{fast}");
    assert_eq!(cycles_general - cycles_fast, pairs * parens(), "{fast}");
}

#[test]
fn element_stores_and_reads_match_the_general_path() {
    let dim = "10 DIM M(5),T(2,3):A=3.5:L=4:H=1.5:G=0.49:Q=5.5\n";
    for body in [
        "20 M({3})=A:PRINT M({3});M(4)\n",
        "20 M({L})=A:PRINT M({L});\" \";M({L})+M(5)\n",
        "20 M({H})=7:PRINT M(2);M({H})\n",
        "20 M({G})=7:PRINT M(0);M({G})\n",
        "20 M({0})={A}:M({5})={-1}:PRINT M(0);M(5)\n",
        "20 M({1})={1E-3}:PRINT M({1})\n",
        "20 I=2:M({I})={I}:PRINT M({I});M({I})*M({I})\n",
        // A subscript with one `+` or `-` between simple operands.
        "20 M({L+1})=A:M({L-1})=2:PRINT M({L+1});M({3-0});M({L-L})\n",
        "20 M({H+G})=4:PRINT M(2);M({G+G})\n",
        "20 M({L+2})=A\n",
        "20 PRINT M({1-2})\n",
        "20 PRINT M({L+1E10})\n",
        // Errors: the subscript past the DIM, negative, too large, rounded past it.
        "20 M({6})=A\n",
        "20 M({Q})=A\n",
        "20 PRINT M({6})\n",
        "20 M({-1})=A\n",
        "20 M({40000})=A\n",
        "20 PRINT M({1E10})\n",
        "20 TRAP 40:M({6})=1\n30 PRINT \"NO\"\n40 PRINT PEEK(195)\n",
        // Not DIMed, a two-dimension array with one subscript.
        "20 Z({1})=1\n",
        "20 PRINT Z({1})\n",
        "20 T({1})=1:PRINT T({1})\n",
        "20 T({2})=1:PRINT T({2},0)\n",
    ] {
        same_as_general(&format!("{dim}{body}"));
    }
}

#[test]
fn elements_of_arrays_past_the_first_page_match_the_general_path() {
    // Offsets and dimensions of more than one byte: the fast path takes them from one
    // read of the value-table entry, each at its own place in the word.
    let dim = "10 DIM A(300),B(400),C(2,300):L=399:K=299:X=2.5\n";
    for body in [
        "20 B({L})=X:A({K})=L:PRINT B({L});A({K});B({L-1});A({K+1})\n",
        "20 B({400})=7:A({0})=8:PRINT B({400});A({0});B({0})\n",
        "20 B({401})=1\n",
        "20 C({2})=1:PRINT C({2},0)\n",
        "20 P=PEEK(140)+256*PEEK(141):B({L})=X:PRINT PEEK(P+6*301+6*L+1)\n",
    ] {
        same_as_general(&format!("{dim}{body}"));
    }
}

#[test]
fn an_overflowing_subscript_is_the_general_paths_error() {
    // The fast path declines a subscript whose FADD overflows; the evaluator reports it.
    let (out, _) = run("10 DIM M(5)\n20 M(9E97+9E97)=1\n");
    assert_eq!(out, "\nERROR-   11 AT LINE 20\n");
}

#[test]
fn a_stored_element_is_in_memory_where_peek_finds_it() {
    // STARP ($8C) plus the array's offset: M(2)'s six bytes, 2.5 as $40 02 50 00 00 00.
    let (out, _) = run(
        "10 DIM M(3):L=2:M(L)=2.5\n20 P=PEEK(140)+256*PEEK(141)+12\n\
         30 FOR K=0 TO 5:PRINT PEEK(P+K);\" \";:NEXT K\n",
    );
    assert_eq!(out, "64 2 80 0 0 0 ");
}

#[test]
fn a_damaged_array_entry_does_not_panic() {
    // M's value-table entry (the first, at VVTP) POKEd: its offset near the top of memory
    // and its dimension large, so the element wraps around; then the type byte cleared.
    let (out, _) = run(
        "10 DIM M(3):V=PEEK(134)+256*PEEK(135)\n20 POKE V+2,250:POKE V+3,255:POKE V+5,100\n\
         30 M(50)=1:X=M(50):PRINT \"OK\"\n",
    );
    assert!(out.contains("OK") || out.contains("ERROR"), "{out}");
    // Both dimensions POKEd huge: the element's offset passes 32 bits (no overflow panic
    // in a build that checks it), on the fast path and the general one.
    let (out, _) = run(
        "10 DIM M(3):V=PEEK(134)+256*PEEK(135)\n20 POKE V+5,127:POKE V+7,255\n\
         30 M(30000)=1:M((30000))=2:X=M(30000)+M((30000)):PRINT \"OK\"\n",
    );
    assert!(out.contains("OK") || out.contains("ERROR"), "{out}");
}
