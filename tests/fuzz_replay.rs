//! Replays the committed fuzz corpus (`fuzz/corpus/<target>/`) through the same bodies the
//! fuzz targets run (`fuzz/harness.rs`): every input that once crashed ferrite is kept there
//! and must now end normally. No fuzzing happens here.

use std::path::Path;

#[allow(dead_code)]
// the harness's helpers are used target by target
// The harness brings its own copy of `src/sessions.rs` (the fuzz crate has no util), so
// the test crate holds that file twice.
#[allow(clippy::duplicate_mod)]
#[path = "../fuzz/harness.rs"]
mod harness;

/// The corpus of one target, at least `minimum` inputs (an empty or missing corpus fails:
/// the replay must not pass by finding nothing).
fn replay(target: &str, minimum: usize, body: fn(&[u8])) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    inputs.sort();
    assert!(
        inputs.len() >= minimum,
        "{target}: {} inputs, expected at least {minimum}",
        inputs.len()
    );
    for path in &inputs {
        let data = std::fs::read(path).expect("corpus file");
        body(&data);
    }
    println!("fuzz corpus {target}: {} inputs replayed", inputs.len());
}

#[test]
fn basic_program_corpus() {
    replay("basic_program", 4, harness::basic_program);
}

#[test]
fn basic_typed_corpus() {
    replay("basic_typed", 4, harness::basic_typed);
}

#[test]
fn focal_corpus() {
    replay("focal", 2, harness::focal);
}

#[test]
fn transcript_corpus() {
    replay("transcript", 2, harness::transcript);
}

#[test]
fn tokenised_corpus() {
    replay("tokenised", 2, harness::tokenised);
}

#[test]
fn images_corpus() {
    replay("images", 5, harness::images);
}

#[test]
fn devices_corpus() {
    replay("devices", 4, harness::devices);
}
