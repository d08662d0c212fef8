//! PC-BASIC's GW-BASIC test programs (`../shared/conformance/gw/pcbasic-suite`), run as the
//! suite's README says: each test folder (without `model/`) is copied to an empty working
//! folder, `ferrite basic --dialect gw` is started there with the keystrokes of its
//! `PCBASIC.INI` piped in, and every file of `model/` (written by real GW-BASIC 3.23) must be
//! byte-identical to the file of the same name, matched without regard to case as DOS did.
//!
//! The recorded runs started GW-BASIC with the program on its command line (`GWBASIC
//! TEST.BAS`): their pages hold no banner and start with the program's output, so `run=` and
//! `load=` become `--run FILE` and `--load FILE`, and a test with neither starts with
//! `--no-banner` (its page starts with the first typed line). See docs/gw.md.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::util::{shared, Ratchet};

/// A test runs its program and a few typed lines: longer than this is a hang.
const TIME_LIMIT: Duration = Duration::from_secs(10);

/// The `[pcbasic]` settings of a test, in the order they appear.
fn settings(ini: &str) -> Vec<(String, String)> {
    ini.lines()
        .map(str::trim)
        .filter(|l| !l.starts_with('#') && !l.starts_with('[') && !l.is_empty())
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect()
}

/// The bytes a `keys=` value stands for: `\r`, `\n`, `\t`, `\\`, `\0` (NUL, the first byte of
/// an extended key) and `\xNN`; any other character is itself.
fn unescape(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        i += 1;
        if b != b'\\' || i >= bytes.len() {
            out.push(b);
            continue;
        }
        let e = bytes[i];
        i += 1;
        match e {
            b'r' => out.push(13),
            b'n' => out.push(10),
            b't' => out.push(9),
            b'0' => out.push(0),
            b'\\' => out.push(b'\\'),
            b'x' => {
                let hex = bytes
                    .get(i..i + 2)
                    .and_then(|h| std::str::from_utf8(h).ok());
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(v) => {
                        out.push(v);
                        i += 2;
                    }
                    None => out.extend_from_slice(b"\\x"),
                }
            }
            other => out.extend_from_slice(&[b'\\', other]),
        }
    }
    out
}

/// The last value of `key` in the settings.
fn get<'s>(settings: &'s [(String, String)], key: &str) -> Option<&'s str> {
    settings
        .iter()
        .filter(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
        .next_back()
}

/// How `ferrite basic` is started for these settings: the machine as GW-BASIC was started
/// for the recording, with `run=` or `load=` named on its command line.
fn command_line(settings: &[(String, String)]) -> Vec<String> {
    // The suite was recorded on MS-DOS 5 with SHARE loaded (its LOCK tests lock and unlock).
    let mut args: Vec<String> = ["basic", "--dialect", "gw"].map(String::from).to_vec();
    if let Some(file) = get(settings, "run") {
        args.extend(["--run".to_string(), file.to_string()]);
    } else if let Some(file) = get(settings, "load") {
        args.extend(["--load".to_string(), file.to_string()]);
    } else {
        args.push("--no-banner".to_string());
    }
    args
}

/// The keystrokes a person typed at `Ok` for these settings (the README's steps; `load=`
/// and `run=` are on the command line, see [`command_line`]).
fn keystrokes(settings: &[(String, String)]) -> Vec<u8> {
    let get = |key: &str| get(settings, key);
    let mut keys = Vec::new();
    // `exec=` is PC-BASIC's own option; the real GW-BASIC's recordings of these tests were
    // made typing its commands one a line: LOAD, NEW and RENUM go back to `Ok` and run
    // nothing after a `:` on the real machine (GWMAIN.ASM `RESEQ`'s STPRDY), so the
    // commands are typed a line each, split at each `:` outside quotes.
    if let Some(text) = get("exec") {
        let mut quoted = false;
        for &b in text.as_bytes() {
            match b {
                b'"' => {
                    quoted = !quoted;
                    keys.push(b);
                }
                b':' if !quoted => keys.push(13),
                _ => keys.push(b),
            }
        }
        keys.push(13);
    }
    if let Some(typed) = get("keys") {
        keys.extend(unescape(typed));
    }
    if get("quit").is_some_and(|q| q.eq_ignore_ascii_case("true")) {
        keys.extend_from_slice(b"\rSYSTEM\r");
    }
    keys
}

/// Copies a folder's files (and sub-folders), leaving out `model/`.
fn copy_test(from: &Path, to: &Path) -> std::io::Result<()> {
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let name = entry.file_name();
        let target = to.join(&name);
        if entry.file_type()?.is_dir() {
            if name.eq_ignore_ascii_case("model") && from.join("PCBASIC.INI").exists() {
                continue;
            }
            std::fs::create_dir_all(&target)?;
            copy_test(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), &target)?;
            // The shared files are read-only; the program may rewrite its copies.
            let mut perm = std::fs::metadata(&target)?.permissions();
            #[allow(clippy::permissions_set_readonly_false)]
            perm.set_readonly(false);
            std::fs::set_permissions(&target, perm)?;
        }
    }
    Ok(())
}

/// The entry of `dir` named `name` without regard to case.
fn find_case_insensitive(dir: &Path, name: &str) -> Option<PathBuf> {
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(Result::ok)
        .find(|e| e.file_name().to_string_lossy().eq_ignore_ascii_case(name))
        .map(|e| e.path())
}

/// Compares every file under `model` with its namesake under `work`: the first mismatch.
fn compare_tree(model: &Path, work: &Path) -> Result<(), String> {
    let mut entries: Vec<_> = std::fs::read_dir(model)
        .map_err(|e| e.to_string())?
        .filter_map(Result::ok)
        .collect();
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        let name = entry.file_name().to_string_lossy().to_string();
        let Some(actual) = find_case_insensitive(work, &name) else {
            return Err(format!("{name} not written"));
        };
        if entry.path().is_dir() {
            compare_tree(&entry.path(), &actual).map_err(|e| format!("{name}/{e}"))?;
            continue;
        }
        let expected = std::fs::read(entry.path()).map_err(|e| e.to_string())?;
        let got = std::fs::read(&actual).unwrap_or_default();
        if expected != got {
            return Err(format!("{name}: {}", difference(&expected, &got)));
        }
    }
    Ok(())
}

/// Where two files first differ, as a short line (CR LF and ^Z shown escaped).
fn difference(expected: &[u8], got: &[u8]) -> String {
    let at = expected
        .iter()
        .zip(got)
        .position(|(a, b)| a != b)
        .unwrap_or(expected.len().min(got.len()));
    let line_start = expected[..at]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    let line = expected[..at].iter().filter(|&&b| b == b'\n').count() + 1;
    let show = |text: &[u8]| {
        let from = line_start.min(text.len());
        let to = (at + 20).min(text.len());
        text[from..to.max(from)]
            .iter()
            .flat_map(|&b| std::ascii::escape_default(b))
            .map(char::from)
            .collect::<String>()
    };
    format!(
        "line {line}: expected `{}`, got `{}`",
        show(expected),
        show(got)
    )
}

/// Runs one test folder in a fresh working folder.
fn run_test(dir: &Path) -> Result<(), String> {
    let ini = std::fs::read_to_string(dir.join("PCBASIC.INI")).map_err(|e| e.to_string())?;
    let settings = settings(&ini);
    let keys = keystrokes(&settings);
    let work = tempfile::tempdir().map_err(|e| e.to_string())?;
    copy_test(dir, work.path()).map_err(|e| e.to_string())?;
    let mut child = Command::new(env!("CARGO_BIN_EXE_ferrite"))
        .args(command_line(&settings))
        .current_dir(work.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| e.to_string())?;
    if let Some(mut stdin) = child.stdin.take() {
        // A program that stops reading leaves the rest unread: not an error here.
        let _ = stdin.write_all(&keys);
    }
    let start = Instant::now();
    let timed_out = loop {
        match child.try_wait() {
            Ok(Some(_)) => break false,
            Ok(None) if start.elapsed() > TIME_LIMIT => {
                let _ = child.kill();
                let _ = child.wait();
                break true;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(10)),
            Err(e) => return Err(e.to_string()),
        }
    };
    let result = compare_tree(&dir.join("model"), work.path());
    match (timed_out, result) {
        (true, Err(e)) => Err(format!("timed out; {e}")),
        (_, r) => r,
    }
}

#[test]
fn pcbasic_suite() {
    let root = shared().join("conformance/gw/pcbasic-suite");
    let mut names: Vec<_> = std::fs::read_dir(&root)
        .expect("pcbasic-suite folder")
        .filter_map(Result::ok)
        .filter(|e| e.path().join("PCBASIC.INI").exists())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    names.sort();
    // A few tests at once: most of a test's time is waiting on a child process.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..4 {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(name) = names.get(i) else { break };
                let result = run_test(&root.join(name));
                if let Ok(mut r) = results.lock() {
                    r.push((name.clone(), result));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_default();
    results.sort_by(|a, b| a.0.cmp(&b.0));
    let mut ratchet = Ratchet::load("gw/pcbasic-suite");
    let (mut passed, mut failed) = (0, 0);
    for (name, result) in results {
        if result.is_ok() {
            passed += 1;
        } else {
            failed += 1;
        }
        ratchet.record(&name, result.map_err(|e| e.replace('\n', " ")));
    }
    ratchet.summary("pcbasic-suite", passed, failed);
    ratchet.check();
}

#[test]
fn keys_notation() {
    assert_eq!(unescape(r"a\r\0\x48\x1bz\n"), b"a\r\0\x48\x1bz\n");
    let s = settings("[pcbasic]\nrun=TEST.BAS\nkeys = \\r\nquit=True\n");
    assert_eq!(keystrokes(&s), b"\r\rSYSTEM\r");
    assert_eq!(
        command_line(&s),
        ["basic", "--dialect", "gw", "--run", "TEST.BAS"]
    );
    let s = settings("[pcbasic]\nkeys=auto\\r\n");
    assert_eq!(
        command_line(&s).last().map(String::as_str),
        Some("--no-banner")
    );
}
