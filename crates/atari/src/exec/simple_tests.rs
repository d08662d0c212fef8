//! Checks of the in-place `a op b` of LET and IF (`simple.rs`) against the general
//! evaluator: the same output, errors and emulated cycles. The expression in parentheses
//! takes the general path, which charges the two parentheses' tokens more and nothing else.

use super::super::test_run::run;
use super::super::timing::COST;
use super::super::Work;

/// `template` with each `{` `}` left out, against the same with them as parentheses (the
/// general path): same output, and the general path charges `tokens` tokens more (each
/// pair's two when `None`; a loop passes over its pairs more than once, and an error
/// inside a pair stops before its `)`).
fn same_as_general(template: &str, tokens: Option<u64>) {
    let fast = template.replace(['{', '}'], "");
    let general = template.replace('{', "(").replace('}', ")");
    let tokens = tokens.unwrap_or(2 * template.matches('{').count() as u64);
    let (out_fast, cycles_fast) = run(&fast);
    let (out_general, cycles_general) = run(&general);
    assert_eq!(out_fast, out_general, "{fast}");
    assert_eq!(
        cycles_general - cycles_fast,
        tokens * COST[Work::Token as usize],
        "{fast}"
    );
}

#[test]
fn let_of_one_operator_matches_the_general_path() {
    let vars = "10 A=3.5:B=-2:Z=0:K=7:H=1E97:S=1E-90\n";
    for body in [
        "20 K={K+1}:PRINT K\n",
        "20 X={A-B}:Y={A*B}:W={A/B}:V={B^2}:PRINT X;\" \";Y;\" \";W;\" \";V\n",
        "20 X={H+H}:PRINT X\n",
        "20 X={K+1}:X={X*3}:X={X/7}:PRINT X\n",
        "20 X={1+2}:Y={0.5-A}:PRINT X;Y\n",
        "20 X={A<B}:Y={A>B}:W={A=A}:V={A<>B}:U={B<=B}:T={Z>=A}:PRINT X;Y;W;V;U;T\n",
        // Statements after it on the line; an element target.
        "20 DIM M(3):M(2)={A+K}:X={M(2)}:PRINT X;M(2)\n",
        "20 X={A+B}:PRINT X:Y={X-1}:PRINT Y\n",
    ] {
        same_as_general(&format!("{vars}{body}"), None);
    }
    // Errors (overflow, division by zero, a power of a negative number, under TRAP):
    // the general path stops before the `)`.
    for body in [
        "20 X={H*H}:PRINT X\n",
        "20 X={A/Z}\n",
        "20 X={B^0.5}\n",
        "20 X={S*S}:PRINT X\n",
        "20 TRAP 40:X={A/Z}\n30 PRINT \"NO\"\n40 PRINT PEEK(195);X\n",
    ] {
        same_as_general(&format!("{vars}{body}"), Some(1));
    }
    // In a loop: 50 passes.
    same_as_general(
        &format!("{vars}20 FOR I=1 TO 50:K={{K*I}}:NEXT I:PRINT K\n"),
        Some(100),
    );
}

#[test]
fn if_of_one_operator_matches_the_general_path() {
    let vars = "10 A=3.5:B=-2:Z=0:K=0:N=5:H=1E97\n";
    for body in [
        "20 IF {A<B} THEN PRINT \"LT\":PRINT \"X\"\n30 PRINT \"N\"\n",
        "20 IF {A>B} THEN PRINT \"GT\":PRINT \"X\"\n30 PRINT \"N\"\n",
        "20 IF {A=3.5} THEN PRINT \"EQ\"\n30 IF {B<>-2} THEN PRINT \"NE\"\n40 PRINT \"E\"\n",
        "20 IF {B<=B} THEN IF {Z>=A} THEN PRINT \"GE\"\n30 PRINT \"E\"\n",
        "20 IF {A-3.5} THEN PRINT \"T\"\n30 IF {A*2} THEN 50\n40 PRINT \"NO\"\n50 PRINT \"E\"\n",
        "20 IF {1<2} THEN 40\n30 PRINT \"NO\"\n40 IF {2<1} THEN 30\n50 PRINT \"E\"\n",
        "20 IF {A<B} THEN 99\n30 IF {A>B} THEN 99\n",
    ] {
        same_as_general(&format!("{vars}{body}"), None);
    }
    for body in [
        "20 IF {H*H} THEN 50\n50 PRINT \"E\"\n",
        "20 IF {A/Z} THEN 50\n50 PRINT \"E\"\n",
    ] {
        same_as_general(&format!("{vars}{body}"), Some(1));
    }
    // In a loop: 5 passes over two pairs.
    same_as_general(
        &format!("{vars}20 K={{K+1}}:IF {{K<N}} THEN 20\n30 PRINT K\n"),
        Some(20),
    );
}

#[test]
fn other_shapes_go_the_general_way() {
    // Two operators, a function, a string relation, a missing THEN target: the results
    // the evaluator gives.
    let (out, _) =
        run("10 DIM A$(1):K=2:X=K+1*3:Y=K+ABS(-1):A$=\"A\":IF A$<\"B\" THEN PRINT X;Y\n");
    assert_eq!(out, "53\n");
}

/// LET's shape-first reading (`simple_binary_statement_at`) against `simple_binary_at` with
/// its end checked after (what LET did): the same expression, or `None` for both, on
/// 2,000,000 random statements made of constants, variables of every kind (plain, array,
/// string), operators, the ends and other tokens, cut at random places.
#[test]
fn let_shape_first_reads_what_the_general_check_reads() {
    use crate::session::AtariSession;
    use crate::tokens::op;
    use ferrite_session::AnySession;
    let mut s = AtariSession::default();
    s.load(b"10 A=3.5:B=-2:K=7:DIM M(3),S$(4):S$=\"AB\":M(1)=2\n" as &[u8])
        .expect("load");
    let mut con = ferrite_console::MemoryConsole::new(b"", false);
    s.run(&mut con);
    let m = &mut s.machine;
    let base: u16 = 0x5000;
    let tokens = [
        op::NUMBER,
        op::NUMBER,
        0x80,
        0x81,
        0x82,
        0x83,
        0x84,
        0x85,
        op::PLUS,
        op::MINUS,
        op::MUL,
        op::DIV,
        op::POWER,
        op::LT,
        op::EQ,
        op::LE,
        op::EOS,
        op::EOL,
        op::THEN,
        op::LPAREN,
    ];
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let (mut same, mut found) = (0u32, 0u32);
    for _ in 0..2_000_000 {
        for i in 0..20u16 {
            let r = next();
            let b = if r % 4 == 0 {
                (r >> 8) as u8
            } else {
                tokens[(r >> 8) as usize % tokens.len()]
            };
            m.mem.poke(base + i, b);
        }
        m.stmt_end = base + (next() % 21) as u16;
        let pc = base + (next() % 3) as u16;
        let want = m
            .simple_binary_at(pc)
            .filter(|b| matches!(m.token_at(b.end), op::EOS | op::EOL));
        let got = m.simple_binary_statement_at(pc);
        let key = |b: Option<super::Binary>| b.map(|b| (b.x.0, b.t, b.y.0, b.end));
        assert_eq!(key(got), key(want), "pc {pc:#x}, end {:#x}", m.stmt_end);
        same += 1;
        found += u32::from(want.is_some());
    }
    // Enough of them are expressions the fast path takes.
    assert!(found > 5_000, "{found} of {same}");
}
