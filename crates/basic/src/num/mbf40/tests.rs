//! Unit tests of the C64 number core.

use super::*;
use crate::num::Random;

fn num(s: &str) -> Mbf40 {
    match Mbf40::parse(s.as_bytes(), ParseContext::Val) {
        Some(p) => p.value,
        None => ZERO,
    }
}

fn show(v: Mbf40) -> String {
    v.format()
}

#[test]
fn first_rnd_values_match_the_recording() {
    let mut r = C64Rnd::default();
    let got: Vec<String> = (0..8).map(|_| show(r.rnd(Mbf40::from_i32(1)))).collect();
    assert_eq!(
        got,
        [
            " .185564016",
            " .0468986348",
            " .827743801",
            " .554749226",
            " .897233831",
            " .572916248",
            " .838893164",
            " .931229627"
        ]
    );
}
