//! The conformance suites of the BASIC dialects (`../shared/conformance/<dialect>/<suite>/`):
//! each case's output must equal the recorded one byte for byte (a prefix for `timeout` cases).
//! Each suite has its own ratchet, `tests/known-failures/<dialect>/<suite>.txt`.

use crate::util::Dialect;

use crate::util::{case_names, first_difference, run_basic, shared, Ratchet};

fn check_dialect(id: &str, dialect: Dialect) {
    let root = shared().join("conformance").join(id);
    let mut suites: Vec<_> = std::fs::read_dir(&root)
        .expect("conformance folder")
        .filter_map(|e| {
            let e = e.ok()?;
            // Files beside the suites (gw's RE-RECORDED.tsv) are notes, not suites.
            e.path()
                .is_dir()
                .then(|| e.file_name().to_str().map(str::to_string))?
        })
        .collect();
    suites.sort();
    // The real GW-BASIC test programs run through the REPL with their own runner (pcbasic.rs);
    // the C64's screen recordings compare screen dumps, not streams (c64_screen.rs).
    suites.retain(|s| s != "pcbasic-suite" && !(id == "c64" && s == "screen"));
    let mut broken = Vec::new();
    for suite in &suites {
        let mut ratchet = Ratchet::load(&format!("{id}/{suite}"));
        let dir = root.join(suite);
        let names = case_names(&dir);
        let (mut passed, mut failed) = (0, 0);
        for name in &names {
            let program = std::fs::read(dir.join(format!("{name}.bas"))).unwrap_or_default();
            let input = std::fs::read(dir.join(format!("{name}.in"))).unwrap_or_default();
            let expected = std::fs::read(dir.join(format!("{name}.out"))).unwrap_or_default();
            let meta =
                std::fs::read_to_string(dir.join(format!("{name}.meta"))).unwrap_or_default();
            let (actual, _) = run_basic(dialect, &program, &input, false);
            let same = if meta.trim() == "timeout" {
                actual.len() >= expected.len() && actual[..expected.len()] == expected[..]
            } else {
                actual == expected
            };
            let result = if same {
                Ok(())
            } else {
                Err(first_difference(&expected, &actual))
            };
            if same {
                passed += 1;
            } else {
                failed += 1;
            }
            ratchet.record(name, result);
        }
        ratchet.summary(&format!("{id}/{suite}"), passed, failed);
        if let Err(why) = ratchet.verdict() {
            broken.push(why);
        }
    }
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

#[test]
fn altair_conformance() {
    check_dialect("altair", Dialect::Altair);
}

#[test]
fn c64_conformance() {
    check_dialect("c64", Dialect::C64);
}

#[test]
fn gw_conformance() {
    check_dialect("gw", Dialect::Gw);
}

/// Every suite in `../shared/conformance` has a runner here: altair, c64 and gw run every
/// folder they find (above); Atari BASIC's suites run in `atari.rs`, FOCAL's in `focal.rs`,
/// by name, so a suite that appears between sessions fails this test until it is wired in.
#[test]
fn every_conformance_suite_has_a_runner() {
    let named: &[(&str, &[&str])] = &[
        ("atari", &["generated", "limits", "programs", "screen"]),
        ("focal69", &["generated"]),
    ];
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(shared().join("conformance")).expect("conformance folder") {
        let entry = entry.expect("entry");
        if !entry.path().is_dir() {
            continue;
        }
        let dialect = entry.file_name().to_string_lossy().to_string();
        if ["altair", "c64", "gw"].contains(&dialect.as_str()) {
            continue;
        }
        let Some((_, suites)) = named.iter().find(|(d, _)| *d == dialect) else {
            missing.push(dialect);
            continue;
        };
        for suite in std::fs::read_dir(entry.path()).expect("dialect folder") {
            let suite = suite.expect("entry");
            let name = suite.file_name().to_string_lossy().to_string();
            if suite.path().is_dir() && !suites.contains(&name.as_str()) {
                missing.push(format!("{dialect}/{name}"));
            }
        }
    }
    assert!(missing.is_empty(), "suites without a runner: {missing:?}");
}
