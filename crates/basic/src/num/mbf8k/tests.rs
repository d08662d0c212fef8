//! Tests of the Altair 8K BASIC number core.

use super::*;
use crate::num::{Number, ParseContext, Random};

fn p(s: &str) -> Mbf8k {
    Mbf8k::parse(s.as_bytes(), ParseContext::Program)
        .map(|r| r.value)
        .unwrap_or_default()
}

#[test]
fn first_rnd_values() {
    let mut r = Mbf8kRnd::default();
    let one = Mbf8k::from_i32(1);
    let got: Vec<String> = (0..3).map(|_| r.rnd(one).format()).collect();
    assert_eq!(got, [" .245121", " .305003", " .311866"]);
}

#[test]
fn third() {
    assert_eq!(
        Mbf8k::from_i32(1).div(Mbf8k::from_i32(3)).unwrap().format(),
        " .333333"
    );
    assert_eq!(p("1E9").sub(Mbf8k::from_i32(1)).unwrap().format(), " 1E+09");
}
