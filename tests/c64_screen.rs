//! The C64 screen recordings (`../shared/conformance/c64/screen/`, made on a real-ROM C64 in
//! VICE): each `NAME.bas` runs through `ferrite run --dialect c64 --screen-dump` with `NAME.in`
//! typed, and the dumps written must equal `NAME.scr` byte for byte.
//! Ratchet: `tests/known-failures/c64/screen.txt`.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::util::{case_names, first_difference, shared, Ratchet};

/// Runs one recorded program headless and gives the screen dumps ferrite wrote.
fn screen_dumps(program: &std::path::Path, input: &[u8]) -> Result<Vec<u8>, String> {
    let dir = std::env::temp_dir().join(format!("ferrite-c64scr-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let stem = program
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("case");
    let dump = dir.join(format!("{stem}.scr"));
    let _ = std::fs::remove_file(&dump);
    let mut child = Command::new(env!("CARGO_BIN_EXE_ferrite"))
        .args([
            "run",
            "--dialect",
            "c64",
            "--timeout",
            "20",
            "--screen-dump",
        ])
        .arg(&dump)
        .arg(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| e.to_string())?;
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(input);
    }
    child.wait().map_err(|e| e.to_string())?;
    std::fs::read(&dump).map_err(|_| "no screen dump written".to_string())
}

#[test]
fn c64_screen() {
    let dir = shared().join("conformance/c64/screen");
    let names = case_names(&dir);
    assert!(
        !names.is_empty(),
        "no C64 screen recordings in {}",
        dir.display()
    );
    let mut ratchet = Ratchet::load("c64/screen");
    let (mut passed, mut failed) = (0, 0);
    for name in &names {
        let input = std::fs::read(dir.join(format!("{name}.in"))).unwrap_or_default();
        let expected = std::fs::read(dir.join(format!("{name}.scr"))).unwrap_or_default();
        let result = match screen_dumps(&dir.join(format!("{name}.bas")), &input) {
            Ok(actual) if actual == expected => Ok(()),
            Ok(actual) => Err(first_difference(&expected, &actual)),
            Err(why) => Err(why),
        };
        if result.is_ok() {
            passed += 1;
        } else {
            failed += 1;
        }
        ratchet.record(name, result);
    }
    ratchet.summary("c64/screen", passed, failed);
    ratchet.check();
}
