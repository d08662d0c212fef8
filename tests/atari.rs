//! Atari BASIC rev. C's recorded suites (`../shared/conformance/atari/{generated,limits,
//! screen,programs}`): each `NAME.lst` is ENTERed and RUN with `NAME.in` typed, and the E:
//! stream must equal `NAME.out` byte for byte. The programs that end in an endless loop
//! (`programs/README.md`: recorded up to the moment the run was stopped) compare as a prefix.
//! One known-failures list per suite, `tests/known-failures/atari/<suite>.txt`.

use crate::util::Dialect;

use std::time::Duration;

use ferrite_atari::session::AtariSession;
use ferrite_console::MemoryConsole;
use ferrite_session::AnySession;

use crate::util::{first_difference, run_basic, run_basic_for, shared, Ratchet};

/// How long a program that ends in an endless loop runs before it is stopped: its last output
/// comes within the first few emulated seconds, a fraction of that here.
const ENDLESS_RUN: Duration = Duration::from_secs(2);

/// Whether a case was recorded until it was stopped in its final endless loop: its
/// `NAME.meta` holds a `timeout` line (`programs/README.md`, `screen/README.md`: "frames").
fn is_endless(dir: &std::path::Path, name: &str) -> bool {
    std::fs::read_to_string(dir.join(format!("{name}.meta")))
        .map(|meta| meta.lines().any(|line| line.trim() == "timeout"))
        .unwrap_or(false)
}

fn check_suite(suite: &str) {
    let dir = shared().join("conformance/atari").join(suite);
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("suite folder")
        .filter_map(|e| {
            e.ok()?
                .file_name()
                .to_str()?
                .strip_suffix(".lst")
                .map(str::to_string)
        })
        .collect();
    names.sort();
    let mut ratchet = Ratchet::load(&format!("atari/{suite}"));
    let (mut passed, mut failed) = (0, 0);
    for name in &names {
        let program = std::fs::read(dir.join(format!("{name}.lst"))).unwrap_or_default();
        let input = std::fs::read(dir.join(format!("{name}.in"))).unwrap_or_default();
        let expected = std::fs::read(dir.join(format!("{name}.out"))).unwrap_or_default();
        let endless = is_endless(&dir, name);
        let run = std::panic::catch_unwind(|| {
            if endless {
                // Everything it prints comes before its final loop; a short run shows it.
                run_basic_for(Dialect::Atari, &program, &input, false, ENDLESS_RUN)
            } else {
                run_basic(Dialect::Atari, &program, &input, false)
            }
        });
        let result = match run {
            Ok((actual, _)) => {
                let same = if endless {
                    actual.starts_with(&expected)
                } else {
                    actual == expected
                };
                if same {
                    Ok(())
                } else {
                    Err(first_difference(&expected, &actual))
                }
            }
            Err(_) => Err("panicked".to_string()),
        };
        if result.is_ok() {
            passed += 1;
        } else {
            failed += 1;
        }
        ratchet.record(name, result);
    }
    ratchet.summary(&format!("atari/{suite}"), passed, failed);
    ratchet.check();
}

#[test]
fn atari_generated() {
    check_suite("generated");
}

#[test]
fn atari_limits() {
    check_suite("limits");
}

#[test]
fn atari_screen() {
    check_suite("screen");
}

#[test]
fn atari_programs() {
    check_suite("programs");
}

/// `MATCHBOX.BAS` with a driver listing ENTERed after it, then RUN (the transcripts'
/// README: "How the tests were run").
fn run_matchbox_with(driver: &str) -> Vec<u8> {
    let mut program = std::fs::read(shared().join("programs/MATCHBOX.BAS")).expect("MATCHBOX.BAS");
    if !program.ends_with(b"\n") {
        program.push(b'\n');
    }
    program.extend(std::fs::read(shared().join("transcripts/atari").join(driver)).expect("driver"));
    run_basic(Dialect::Atari, &program, b"", false).0
}

#[test]
fn matchbox_memory() {
    let expected =
        std::fs::read(shared().join("transcripts/atari/MATCHBOX_MEMORY.OUT")).expect("recording");
    let actual = run_matchbox_with("MATCHBOX_DRV_MEM.LST");
    // The recording is the last 4 lines of the output.
    let text = String::from_utf8_lossy(&actual);
    let lines: Vec<&str> = text.lines().collect();
    let last: String = lines[lines.len().saturating_sub(4)..]
        .iter()
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(
        last,
        String::from_utf8_lossy(&expected),
        "{}",
        first_difference(&expected, last.as_bytes())
    );
}

#[test]
fn matchbox_run_twice() {
    let dir = shared().join("transcripts/atari");
    let program = std::fs::read(dir.join("MATCHBOX_ORACLE_RUN_TWICE.LST")).expect("listing");
    let expected = std::fs::read(dir.join("MATCHBOX_ORACLE_RUN_TWICE.OUT")).expect("recording");
    // Recorded raw: the final `READY` (after an EOL) is in the file.
    let expected = expected
        .strip_suffix(b"\nREADY\n")
        .expect("raw recording ends with READY");
    let (actual, _) = run_basic(Dialect::Atari, &program, b"", false);
    assert_eq!(
        String::from_utf8_lossy(&actual),
        String::from_utf8_lossy(expected),
        "{}",
        first_difference(expected, &actual)
    );
}

#[test]
fn matchbox_runs_until_it_waits_for_a_key() {
    let program = std::fs::read(shared().join("programs/MATCHBOX.BAS")).expect("MATCHBOX.BAS");
    let (output, outcome) = run_basic(Dialect::Atari, &program, b"", false);
    let text = String::from_utf8_lossy(&output);
    assert!(!text.contains("ERROR-"), "{text}");
    assert_eq!(outcome, ferrite_console::Outcome::InputExhausted, "{text}");
}

/// `MATCHBOX_LIST_ROUNDTRIP`: `1 LIST :END` ENTERed before MATCHBOX.BAS; what LIST prints
/// after its own line is the listing, byte for byte.
#[test]
fn matchbox_lists_back_byte_identical() {
    let dir = shared().join("transcripts/atari");
    let listing = std::fs::read(shared().join("programs/MATCHBOX.BAS")).expect("MATCHBOX.BAS");
    let expected = std::fs::read(dir.join("MATCHBOX_LIST_ROUNDTRIP.OUT")).expect("recording");
    let mut program = b"1 LIST :END\n".to_vec();
    program.extend(&listing);
    let (output, _) = run_basic(Dialect::Atari, &program, b"", false);
    // LIST's output starts with an empty line, then its own line 1 (however it spells it).
    let marker = b"\n1 LIST";
    let at = output
        .windows(marker.len())
        .position(|w| w == marker)
        .expect("LIST lists its own line first");
    let end = output[at + 1..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(output.len(), |p| at + 1 + p + 1);
    let listed = &output[end..];
    assert_eq!(
        listed,
        &expected[..],
        "{}",
        first_difference(&expected, listed)
    );
}

/// Compares a driver run line by line: every line must match except those named in
/// `tests/known-failures/atari/matchbox-<name>.txt` (the lines that print RND's choices or the
/// emulated clock), each by its line number.
fn check_matchbox_lines(name: &str, driver: &str, input: &[u8], echo: bool, recording: &str) {
    let dir = shared().join("transcripts/atari");
    let mut program = std::fs::read(shared().join("programs/MATCHBOX.BAS")).expect("MATCHBOX.BAS");
    program.extend(std::fs::read(dir.join(driver)).expect("driver"));
    let expected = std::fs::read(dir.join(recording)).expect("recording");
    let output = run_without_dos(&program, input, echo);
    let want: Vec<&[u8]> = expected.split(|&b| b == b'\n').collect();
    let got: Vec<&[u8]> = output.split(|&b| b == b'\n').collect();
    let mut ratchet = Ratchet::load(&format!("atari/matchbox-{name}"));
    let (mut passed, mut failed) = (0, 0);
    for i in 0..want.len().max(got.len()) {
        let (w, g) = (want.get(i), got.get(i));
        let result = if w == g {
            passed += 1;
            Ok(())
        } else {
            failed += 1;
            Err(format!(
                "expected `{}`, got `{}`",
                String::from_utf8_lossy(w.copied().unwrap_or(b"<end>")),
                String::from_utf8_lossy(g.copied().unwrap_or(b"<end>"))
            ))
        };
        ratchet.record(&format!("line{:03}", i + 1), result);
    }
    ratchet.summary(
        &format!("transcripts/atari/{recording} lines"),
        passed,
        failed,
    );
    ratchet.check();
}

/// Runs a listing on the oracle's machine: an 800XL with no DOS booted, so D: is not a
/// device (the UNIT driver's save error path expects ERROR- 130).
fn run_without_dos(program: &[u8], input: &[u8], echo: bool) -> Vec<u8> {
    let mut session = AtariSession::default();
    session.machine.disk_dir = None;
    // RND's choices cannot match the recording's POKEY timing, but a fixed seed makes the
    // lines that show them the same on every run, so the ratchet can name them.
    session.seed_rnd(1);
    let mut con = MemoryConsole::new(input, echo);
    match session.load(program) {
        Ok(()) => session.run(&mut con),
        Err(e) => session.report(e, &mut con),
    };
    con.output
}

#[test]
fn matchbox_full_search_and_reset() {
    check_matchbox_lines(
        "full",
        "MATCHBOX_DRV_FULL.LST",
        b"",
        false,
        "MATCHBOX_FULL.OUT",
    );
}

#[test]
fn matchbox_unit_tests() {
    let input = std::fs::read(shared().join("transcripts/atari/MATCHBOX_DRV_UNIT.IN"))
        .expect("typed input");
    check_matchbox_lines(
        "unit",
        "MATCHBOX_DRV_UNIT.LST",
        &input,
        true,
        "MATCHBOX_UNIT.OUT",
    );
}
