//! FOCAL,1969 golden tests (owned by the ferrite-focal work).
//!
//! * The HEXAPAWN sessions recorded on the real FOCAL,1969 (8K), byte for byte.
//! * The generated conformance cases (4K), with the ratchet `tests/known-failures/focal69.txt`.
//! * Random bytes as a program must end with a FOCAL error, never a panic or a hang.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use ferrite_console::{MemoryConsole, Outcome};
use ferrite_focal::{run_listing, Memory, Session};

fn shared() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared")
}

/// Runs a listing with typed answers, as the recordings were made (FOCAL echoes them).
fn run(source: &[u8], input: &[u8], memory: Memory) -> (Vec<u8>, Outcome) {
    let mut con = MemoryConsole::new(input, true);
    let outcome = run_listing(source, &mut con, memory);
    (con.output, outcome)
}

/// The first line where two outputs part, for a readable failure.
fn first_difference(got: &[u8], want: &[u8]) -> String {
    let g: Vec<&[u8]> = got.split(|&b| b == b'\n').collect();
    let w: Vec<&[u8]> = want.split(|&b| b == b'\n').collect();
    for i in 0..g.len().max(w.len()) {
        let a = g.get(i).copied().unwrap_or(b"<end>");
        let b = w.get(i).copied().unwrap_or(b"<end>");
        if a != b {
            return format!(
                "line {}: got {:?}, want {:?}",
                i + 1,
                String::from_utf8_lossy(a),
                String::from_utf8_lossy(b)
            );
        }
    }
    "lengths differ".into()
}

#[test]
fn hexapawn_sessions_match_the_real_focal() {
    let dir = shared().join("transcripts/focal69");
    let program = fs::read(shared().join("programs/HEXAPAWN.FC")).expect("HEXAPAWN.FC");
    let mut failures = Vec::new();
    let mut count = 0;
    for n in 1..=4 {
        let name = format!("hexapawn-{n}");
        let input = fs::read(dir.join(format!("{name}.in"))).expect("input");
        let want = fs::read(dir.join(format!("{name}.out"))).expect("output");
        let (got, _) = run(&program, &input, Memory::K8);
        count += 1;
        if got != want {
            failures.push(format!("{name}: {}", first_difference(&got, &want)));
        }
    }
    println!(
        "focal69 transcripts: {} passed, {} failed",
        count - failures.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Reads the ratchet: `NAME  reason` per line; `#` starts a comment.
fn known_failures() -> BTreeMap<String, String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/known-failures/focal69.txt");
    let text = fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once(char::is_whitespace) {
            Some((n, r)) => (n.to_string(), r.trim().to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect()
}

#[test]
fn generated_conformance_cases_hold_the_ratchet() {
    let dir = shared().join("conformance/focal69/generated");
    let mut names: Vec<String> = fs::read_dir(&dir)
        .expect("generated cases")
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            e.file_name()
                .to_str()
                .and_then(|n| n.strip_suffix(".fc"))
                .map(String::from)
        })
        .collect();
    names.sort();
    let known = known_failures();
    let (mut passed, mut failed) = (0, 0);
    let mut new_failures = Vec::new();
    let mut now_passing = Vec::new();
    for name in &names {
        let source = fs::read(dir.join(format!("{name}.fc"))).expect("program");
        let want = fs::read(dir.join(format!("{name}.out"))).expect("output");
        let (got, _) = run(&source, b"", Memory::K4);
        let ok = got == want;
        if ok {
            passed += 1;
        } else {
            failed += 1;
        }
        match (ok, known.contains_key(name)) {
            (false, false) => {
                new_failures.push(format!("{name}  {}", first_difference(&got, &want)))
            }
            (true, true) => now_passing.push(name.clone()),
            _ => {}
        }
    }
    println!("focal69 generated: {passed} passed, {failed} failed");
    assert!(
        new_failures.is_empty() && now_passing.is_empty(),
        "new failures:\n{}\nlisted in known-failures but passing now:\n{}",
        new_failures.join("\n"),
        now_passing.join("\n")
    );
}

/// A small deterministic generator (xorshift), so the test needs no crate and repeats.
struct Bytes(u64);

impl Bytes {
    fn next(&mut self) -> u8 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 24) as u8
    }
}

#[test]
fn random_bytes_as_a_program_end_without_panic_or_hang() {
    let mut rng = Bytes(0x9E37_79B9_7F4A_7C15);
    // Bytes biased toward FOCAL's own characters, so the programs get past the first letter.
    const ALPHABET: &[u8] = b"0123456789.,;()[]<>+-*/^=\"!#:%$ ABCDEFGHIJKLMNOPQRSTUVWXYZ\n\n\n";
    for round in 0..3000 {
        let len = (rng.next() as usize) * 2;
        let text: Vec<u8> = (0..len)
            .map(|i| {
                let b = rng.next();
                if round % 3 == 0 {
                    b
                } else if i % 7 == 0 {
                    b"0123"[usize::from(b) % 4]
                } else {
                    ALPHABET[usize::from(b) % ALPHABET.len()]
                }
            })
            .collect();
        for memory in [Memory::K4, Memory::K8] {
            let mut session = Session::new(memory);
            session.set_step_limit(Some(20_000));
            let mut con = MemoryConsole::new(b"1\n2\nNO\n", true);
            for line in text.split(|&b| b == b'\n') {
                session.enter_line(line, &mut con);
            }
            session.go(&mut con);
            // Output stays bounded: no host memory growth from a runaway program.
            assert!(con.output.len() < 50_000_000);
        }
    }
}
