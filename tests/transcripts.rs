//! Recorded HEXAPAWN sessions of the BASIC dialects, byte for byte
//! (`../shared/transcripts/<dialect>/NAME.{in,out,echo}`).

use crate::util::Dialect;

use crate::util::{first_difference, run_basic, shared, Ratchet};

fn check_dialect(id: &str, dialect: Dialect) {
    let dir = shared().join("transcripts").join(id);
    let program =
        std::fs::read(shared().join("programs/HEXAPAWN.BAS")).expect("HEXAPAWN.BAS in ../shared");
    let mut ratchet = Ratchet::load(&format!("transcripts/{id}"));
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("transcripts folder")
        .filter_map(|e| {
            e.ok()?
                .file_name()
                .to_str()?
                .strip_suffix(".in")
                .map(str::to_string)
        })
        .collect();
    names.sort();
    assert!(!names.is_empty(), "no sessions in {}", dir.display());
    let (mut passed, mut failed) = (0, 0);
    for name in &names {
        let input = std::fs::read(dir.join(format!("{name}.in"))).unwrap_or_default();
        for (ext, echo) in [("out", false), ("echo", true)] {
            let Ok(expected) = std::fs::read(dir.join(format!("{name}.{ext}"))) else {
                continue;
            };
            let (actual, _) = run_basic(dialect, &program, &input, echo);
            let result = if actual == expected {
                Ok(())
            } else {
                Err(first_difference(&expected, &actual))
            };
            if result.is_ok() {
                passed += 1;
            } else {
                failed += 1;
            }
            ratchet.record(&format!("{name}.{ext}"), result);
        }
    }
    ratchet.summary(&format!("transcripts/{id}"), passed, failed);
    ratchet.check();
}

#[test]
fn altair_hexapawn_sessions() {
    check_dialect("altair", Dialect::Altair);
}

#[test]
fn c64_hexapawn_sessions() {
    check_dialect("c64", Dialect::C64);
}

#[test]
fn gw_hexapawn_sessions() {
    check_dialect("gw", Dialect::Gw);
}
