//! Our own cases: `tests/cases/<dialect>/<feature>/<name>.bas` (typed lines in `<name>.in`),
//! one behaviour each, with the output as an insta snapshot under `tests/snapshots/`. The
//! folder decides the dialect.

use std::path::Path;

use crate::util::Dialect;

use crate::util::run_basic;

fn dialect_of(path: &Path) -> Dialect {
    let id = path
        .strip_prefix(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases"))
        .ok()
        .and_then(|p| p.components().next())
        .and_then(|c| c.as_os_str().to_str())
        .unwrap_or("");
    id.parse()
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn own_cases_match_their_snapshots() {
    insta::glob!("cases/**/*.bas", |path| {
        let program = std::fs::read(path).expect("case program");
        let input = std::fs::read(path.with_extension("in")).unwrap_or_default();
        let (output, outcome) = run_basic(dialect_of(path), &program, &input, true);
        let text = String::from_utf8_lossy(&output).replace('\u{7}', "<BEL>");
        insta::assert_snapshot!(format!("{text}\n--- {outcome:?}"));
    });
}
