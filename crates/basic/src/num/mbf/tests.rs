//! Tests of the GW-BASIC number core.

use super::*;
use crate::num::Random;

fn lit(s: &str) -> GwNumber {
    GwNumber::parse(s.as_bytes(), ParseContext::Program)
        .expect("a number")
        .value
}

#[test]
fn smoke() {
    let p = |n: GwNumber| println!("{:?} {}", n, n.format());
    p(lit("1"));
    p(lit("1").div(lit("3")).unwrap());
    p(lit("5").div(lit("9")).unwrap());
    p(lit("16777217"));
    p(lit(".1234567891"));
    p(lit("335E-14"));
    p(lit("9.7E9"));
    p(lit("8513.69E+6"));
    p(lit("1E-38"));
    p(lit(".000531599783").to_kind(NumKind::Single).unwrap());
    let mut r = GwRnd::default();
    for _ in 0..8 {
        p(r.rnd(lit("1")));
    }
    p(lit("0E5"));
    p(lit("12345").mul(lit("12345")).unwrap().sqr().unwrap());
    p(lit(".786").neg().unwrap().sin().unwrap());
}
