//! Tests of entry, LIST and the memory layout against the recordings in `../shared`.

use std::path::{Path, PathBuf};

use crate::entry::{enter_line, EnterError, Entered};
use crate::list::list_program;
use crate::memory::Memory;

/// The shared recordings, relative to this crate.
fn shared() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared")
}

/// ENTERs every line of `text` (LF-separated) into `mem`.
fn enter_all(mem: &mut Memory, text: &[u8]) -> Vec<Result<Entered, EnterError>> {
    text.split(|&b| b == b'\n')
        .filter(|l| !l.is_empty())
        .map(|l| enter_line(mem, l.strip_suffix(b"\r").unwrap_or(l)))
        .collect()
}

/// The `.lst` files of the Atari conformance suites.
fn listings() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let root = shared().join("conformance/atari");
    let Ok(dirs) = std::fs::read_dir(&root) else {
        return out;
    };
    for dir in dirs.flatten() {
        let Ok(files) = std::fs::read_dir(dir.path()) else {
            continue;
        };
        for f in files.flatten() {
            if f.path().extension().is_some_and(|e| e == "lst") {
                out.push(f.path());
            }
        }
    }
    out.sort();
    out
}

#[test]
fn fre_of_one_line_program() {
    let mut mem = Memory::cold_start();
    enter_all(&mut mem, b"10 PRINT FRE(0)\nRUN\n");
    assert_eq!(mem.free(), 37896);
}

/// The LIST of every listing gives its text back, where the text is in LIST's form.
#[test]
fn list_round_trip() {
    let mut total = 0;
    let mut same = 0;
    let mut errors = 0;
    let (mut lines, mut same_lines) = (0, 0);
    let mut failures = Vec::new();
    for path in listings() {
        let text = std::fs::read(&path).unwrap();
        let mut mem = Memory::cold_start();
        let entered = enter_all(&mut mem, &text);
        let bad = entered
            .iter()
            .filter(|e| matches!(e, Ok(Entered::SyntaxError { .. }) | Err(_)))
            .count();
        errors += bad;
        let listed = list_program(&mem, 0, 32767, b'\n');
        // LIST's text is canonical: ENTERed again it lists the same (error lines aside).
        let mut again = Memory::cold_start();
        enter_all(&mut again, &listed[1..]);
        let relisted = list_program(&again, 0, 32767, b'\n');
        assert!(
            bad > 0 || relisted == listed,
            "{}: {}",
            path.display(),
            String::from_utf8_lossy(&relisted)
        );
        total += 1;
        let listed_lines: Vec<&[u8]> = listed.split(|&b| b == b'\n').collect();
        for line in text.split(|&b| b == b'\n').filter(|l| !l.is_empty()) {
            lines += 1;
            same_lines += usize::from(listed_lines.contains(&line));
        }
        if listed[1..] == text[..] {
            same += 1;
        } else {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let got: Vec<&[u8]> = listed[1..].split(|&b| b == b'\n').collect();
            let want: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
            if let Some((g, w)) = got.iter().zip(&want).find(|(g, w)| g != w) {
                failures.push(format!(
                    "{name}\n  got  {}\n  want {}",
                    String::from_utf8_lossy(g),
                    String::from_utf8_lossy(w)
                ));
            } else {
                failures.push(name);
            }
        }
    }
    eprintln!(
        "LIST round trip: {same} of {total} listings identical, {same_lines} of {lines} lines, \
         {errors} error lines"
    );
    for f in &failures {
        eprintln!("{f}");
    }
    assert!(total > 300, "{total} listings found");
}

/// MATCHBOX.BAS ENTERed and LISTed gives the oracle's LIST output.
#[test]
fn matchbox_list_round_trip() {
    let text = std::fs::read(shared().join("programs/MATCHBOX.BAS")).unwrap();
    let want =
        std::fs::read(shared().join("transcripts/atari/MATCHBOX_LIST_ROUNDTRIP.OUT")).unwrap();
    let mut mem = Memory::cold_start();
    for e in enter_all(&mut mem, &text) {
        assert!(matches!(e, Ok(Entered::Stored(_))), "{e:?}");
    }
    let listed = list_program(&mem, 0, 32767, b'\n');
    assert_eq!(listed[0], b'\n');
    let got = String::from_utf8_lossy(&listed[1..]).into_owned();
    let want = String::from_utf8_lossy(&want).into_owned();
    for (g, w) in got.lines().zip(want.lines()) {
        assert_eq!(g, w);
    }
    assert_eq!(got, want);
}

/// The recorded nesting limits: the deepest lines that entered on the oracle enter, one
/// level more gives `ERROR- 14`.
#[test]
fn nesting_limits() {
    for name in ["l043_paren", "l045_fn_nest", "l059_opstack"] {
        let path = shared().join(format!("conformance/atari/limits/{name}.lst"));
        let text = std::fs::read(path).unwrap();
        let mut mem = Memory::cold_start();
        for e in enter_all(&mut mem, &text) {
            assert!(matches!(e, Ok(Entered::Stored(_))), "{name}: {e:?}");
        }
    }
    let mut mem = Memory::cold_start();
    let deep = format!("10 A={}1{}", "(".repeat(30), ")".repeat(30));
    assert_eq!(
        enter_line(&mut mem, deep.as_bytes()),
        Err(EnterError::TooComplex)
    );
    let deeper = format!("10 A={}1{}", "(".repeat(500), ")".repeat(500));
    assert_eq!(
        enter_line(&mut mem, deeper.as_bytes()),
        Err(EnterError::TooComplex)
    );
}

/// Where a limits probe prints FRE(0) before it allocates anything, the program's tables
/// alone give that figure: FRE(0) right after ENTER and `RUN` as the recording shows it.
#[test]
fn fre_at_start_of_limits_probes() {
    let dir = shared().join("conformance/atari/limits");
    let mut checked = 0;
    for path in listings().into_iter().filter(|p| p.starts_with(&dir)) {
        let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
        let Some(first) = text.lines().find(|l| !l.contains(" REM ")) else {
            continue;
        };
        let Some((_, rest)) = first.split_once(" PRINT \"") else {
            continue;
        };
        if !rest.ends_with("\";FRE(0)") || rest.contains(':') {
            continue;
        }
        let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
        let first_out = out.lines().next().unwrap_or("");
        let digits: String = first_out
            .chars()
            .rev()
            .take_while(char::is_ascii_digit)
            .collect();
        let want: u16 = digits.chars().rev().collect::<String>().parse().unwrap();
        let mut mem = Memory::cold_start();
        enter_all(&mut mem, text.as_bytes());
        enter_line(&mut mem, b"RUN").unwrap();
        assert_eq!(mem.free(), want, "{}", path.display());
        checked += 1;
    }
    eprintln!("FRE at start: {checked} probes agree");
    assert!(checked >= 10);
}

/// The program size MATCHBOX_DRV_MEM.LST measures (STARP - LOMEM without the driver's own
/// lines and the direct line), as the oracle printed it in MATCHBOX_MEMORY.OUT.
#[test]
fn matchbox_program_size() {
    use crate::lines::{line_number, next_line};
    use crate::memory::{LOMEM, STARP, STMTAB};
    let mut mem = Memory::cold_start();
    for file in [
        "programs/MATCHBOX.BAS",
        "transcripts/atari/MATCHBOX_DRV_MEM.LST",
    ] {
        enter_all(&mut mem, &std::fs::read(shared().join(file)).unwrap());
    }
    enter_line(&mut mem, b"RUN").unwrap();
    let mut driver = 0u16;
    let mut at = mem.word(STMTAB);
    while at < mem.word(STARP) {
        let n = line_number(&mem, at);
        if n == 455 || n >= 32000 {
            driver += u16::from(mem.peek(at + 2));
        }
        at = next_line(&mem, at);
    }
    let size = mem.word(STARP) - mem.word(LOMEM) - driver;
    let out =
        std::fs::read_to_string(shared().join("transcripts/atari/MATCHBOX_MEMORY.OUT")).unwrap();
    let recorded: u16 = out
        .lines()
        .next()
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap();
    assert_eq!(size, recorded);
}

/// SAVE then LOAD into a fresh machine gives the same tables, byte for byte, and the same
/// LIST; the header starts with LOMEM - LOMEM = 0 and VNTP - LOMEM = 256.
#[test]
fn save_load_round_trip() {
    use crate::memory::{LOMEM, STARP, VNTP};
    use crate::saved::{load, save, LoadError};
    let text = std::fs::read(shared().join("programs/MATCHBOX.BAS")).unwrap();
    let mut mem = Memory::cold_start();
    enter_all(&mut mem, &text);
    enter_line(&mut mem, b"SAVE \"D:MATCHBOX.BAS\"").unwrap();
    let bytes = save(&mem);
    assert_eq!(&bytes[..4], &[0, 0, 0, 1]);
    let size = usize::from(mem.word(STARP) - mem.word(VNTP));
    assert_eq!(bytes.len(), 14 + size);
    let mut other = Memory::cold_start();
    load(&mut other, &bytes).unwrap();
    assert_eq!(save(&other), bytes);
    let from = mem.word(LOMEM) + 256;
    assert_eq!(other.slice(from, size), mem.slice(from, size));
    assert_eq!(
        list_program(&other, 0, 32767, b'\n'),
        list_program(&mem, 0, 32767, b'\n')
    );
    assert_eq!(load(&mut other, &[1, 0, 0, 1]), Err(LoadError::NotAProgram));
    let mut too_big = bytes.clone();
    too_big[12..14].copy_from_slice(&0xF000u16.to_le_bytes());
    too_big.resize(14 + 0xF000 - 256, 0);
    assert_eq!(load(&mut other, &too_big), Err(LoadError::TooLong));
}

/// Lines with syntax errors echo as the oracle showed them (the inverse-video character
/// dropped by the E: filter of the recordings), and RUN would find them stored.
#[test]
fn syntax_error_echo_matches_recordings() {
    let mut checked = 0;
    for path in listings() {
        let out = std::fs::read(path.with_extension("out")).unwrap_or_default();
        let echoed: Vec<&[u8]> = out
            .split(|&b| b == b'\n')
            .filter(|l| l.windows(9).any(|w| w == b" ERROR-  "))
            .collect();
        let echoed: Vec<&[u8]> = echoed
            .into_iter()
            .filter(|l| !l.ends_with(b"AT LINE"))
            .collect();
        let mut mem = Memory::cold_start();
        let text = std::fs::read(&path).unwrap();
        for e in enter_all(&mut mem, &text) {
            if let Ok(Entered::SyntaxError {
                line: Some(_),
                echo,
            }) = e
            {
                let shown: Vec<u8> = echo.into_iter().filter(|b| b & 0x80 == 0).collect();
                assert!(
                    echoed.contains(&shown.as_slice()),
                    "{}: {}",
                    path.display(),
                    String::from_utf8_lossy(&shown)
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 3, "{checked}");
}

/// The bytes of a line as the ROM stores it.
#[test]
fn line_bytes() {
    use crate::entry::find_line;
    let mut mem = Memory::cold_start();
    enter_line(&mut mem, b"10 PRINT FRE(0)").unwrap();
    let (at, found) = find_line(&mem, 10);
    assert!(found);
    assert_eq!(
        mem.slice(at, 16),
        &[10, 0, 16, 16, 0x20, 0x49, 0x3A, 0x0E, 0, 0, 0, 0, 0, 0, 0x2C, 0x16]
    );
    enter_line(&mut mem, b"20 IF A$=\"X\" THEN PR. A(1):? \"Y\"").unwrap();
    let (at, _) = find_line(&mem, 20);
    let len = usize::from(mem.peek(at + 2));
    assert_eq!(
        mem.slice(at, len),
        &[
            20, 0, 30, 11, 0x07, 0x80, 0x34, 0x0F, 1, b'X', 0x1B, // IF A$="X" THEN
            24, 0x20, 0x81, 0x38, 0x0E, 0x40, 1, 0, 0, 0, 0, 0x2C, 0x14, // PRINT A(1):
            30, 0x28, 0x0F, 1, b'Y', 0x16 // ? "Y"
        ][..]
    );
    let listed = list_program(&mem, 0, 32767, b'\n');
    assert_eq!(
        listed,
        b"\n10 PRINT FRE(0)\n20 IF A$=\"X\" THEN PRINT A(1):? \"Y\"\n"
    );
    // Replacing, then deleting by number alone, gives the tables back.
    let before = mem.word(crate::memory::STARP);
    enter_line(&mut mem, b"20 GR.0").unwrap();
    enter_line(&mut mem, b"20").unwrap();
    assert_eq!(mem.word(crate::memory::STARP), before - 30);
}

/// The 129th variable name is `ERROR- 4` and leaves the tables as they were; lower-case
/// keywords are not keywords.
#[test]
fn variable_limit_and_case() {
    use crate::entry::variable_count;
    let mut mem = Memory::cold_start();
    for k in 0..128 {
        enter_line(&mut mem, format!("{} V{k}=1", k + 1).as_bytes()).unwrap();
    }
    assert_eq!(variable_count(&mem), 128);
    let top = mem.word(crate::memory::MEMTOP_BASIC);
    assert_eq!(
        enter_line(&mut mem, b"500 X1=V1+X2"),
        Err(EnterError::TooManyVariables)
    );
    assert_eq!(mem.word(crate::memory::MEMTOP_BASIC), top);
    assert!(matches!(
        enter_line(&mut mem, b"600 print 1"),
        Ok(Entered::SyntaxError { .. })
    ));
}

/// Any text, and pointers a program has POKEd to nonsense, give errors, never a panic or a
/// hang.
#[test]
fn hostile_input_and_pointers() {
    use crate::memory::{MEMTOP_BASIC, STARP, STMTAB, VNTD, VNTP, VVTP};
    let mut seed = 0x2545_F491u32;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed
    };
    let alphabet = b"0123456789 ABCDEFGHIJKLMNOPQRSTUVWXYZ$(),;:=<>+-*/^.\"#?E";
    let mut mem = Memory::cold_start();
    for _ in 0..3000 {
        let len = (next() % 60) as usize;
        let line: Vec<u8> = (0..len)
            .map(|_| alphabet[(next() as usize) % alphabet.len()])
            .collect();
        let _ = enter_line(&mut mem, &line);
    }
    let _ = list_program(&mem, 0, 32767, b'\n');
    for pointer in [VNTP, VNTD, VVTP, STMTAB, STARP, MEMTOP_BASIC] {
        let mut broken = mem.clone();
        broken.set_word(pointer, (next() & 0xFFFF) as u16);
        let _ = enter_line(&mut broken, b"10 PRINT A,B$");
        let _ = enter_line(&mut broken, b"10");
        let _ = list_program(&broken, 0, 32767, b'\n');
        let bytes = crate::saved::save(&broken);
        let _ = crate::saved::load(&mut broken, &bytes);
    }
}
