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

/// Runs every recorded Altair program the numeric subset covers and compares the whole
/// output with the recording.
#[test]
fn recorded_programs() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/conformance/altair/generated");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!("no recordings at {}", dir.display());
        return;
    };
    let mut names: Vec<_> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "bas"))
        .collect();
    names.sort();
    let (mut pass, mut fail, mut skip) = (0, Vec::new(), 0);
    for bas in names {
        let program = std::fs::read_to_string(&bas).unwrap_or_default();
        let want = std::fs::read_to_string(bas.with_extension("out")).unwrap_or_default();
        match super::recorded::run(&program) {
            Err(_) => skip += 1,
            Ok(got) if got == want => pass += 1,
            Ok(got) => {
                eprintln!("MISMATCH {}\n--- want\n{want}--- got\n{got}", bas.display());
                fail.push(bas);
            }
        }
    }
    eprintln!(
        "recorded altair programs: {pass} pass, {} fail, {skip} outside the subset",
        fail.len()
    );
    assert!(fail.is_empty(), "{} recorded programs differ", fail.len());
}
