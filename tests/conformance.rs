//! The conformance suites of the BASIC dialects (`../shared/conformance/<dialect>/<suite>/`):
//! each case's output must equal the recorded one byte for byte (a prefix for `timeout` cases).
//! Each suite has its own ratchet, `tests/known-failures/<dialect>/<suite>.txt`.

use ferrite_basic::Dialect;

use crate::util::{first_difference, run_basic, shared, Ratchet};

fn check_dialect(id: &str, dialect: Dialect) {
    let root = shared().join("conformance").join(id);
    let mut suites: Vec<_> = std::fs::read_dir(&root)
        .expect("conformance folder")
        .filter_map(|e| Some(e.ok()?.file_name().to_str()?.to_string()))
        .collect();
    suites.sort();
    // The real GW-BASIC test programs run through the REPL with their own runner (pcbasic.rs).
    suites.retain(|s| s != "pcbasic-suite");
    let mut broken = Vec::new();
    for suite in &suites {
        let mut ratchet = Ratchet::load(&format!("{id}/{suite}"));
        let dir = root.join(suite);
        let mut names: Vec<_> = std::fs::read_dir(&dir)
            .expect("suite folder")
            .filter_map(|e| {
                e.ok()?
                    .file_name()
                    .to_str()?
                    .strip_suffix(".bas")
                    .map(str::to_string)
            })
            .collect();
        names.sort();
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
