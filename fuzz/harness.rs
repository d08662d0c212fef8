//! The bodies of the fuzz targets, shared by `fuzz/fuzz_targets/*.rs` (libFuzzer, through
//! `cargo fuzz run`) and `tests/fuzz_replay.rs` (`cargo test` replays the committed corpus,
//! so every input that once crashed stays a regression test).
//!
//! Each body takes arbitrary bytes: the first byte picks a dialect or an option, the rest
//! is split at the first NUL into a program (or typed lines, or a transcript) and the
//! input. A run gets [`BUDGET`] before BREAK is pressed for it: hostile programs loop.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use ferrite_console::{BreakFlag, MemoryConsole};

#[allow(dead_code)] // the command line's helpers not called here
#[path = "../src/sessions.rs"]
mod sessions;
use sessions::Dialect;

/// How long one run may go on before BREAK is pressed.
pub const BUDGET: Duration = Duration::from_millis(250);

/// FOCAL's step budget (FOCAL has a step limit of its own).
const FOCAL_STEPS: u64 = 200_000;

/// Presses BREAK once the budget is spent, unless the run ended first.
struct Alarm {
    flag: BreakFlag,
    done: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Alarm {
    fn start() -> Self {
        let flag = BreakFlag::new();
        let done = Arc::new(AtomicBool::new(false));
        let (f, d) = (flag.clone(), Arc::clone(&done));
        let thread = std::thread::spawn(move || {
            let end = Instant::now() + BUDGET;
            while !d.load(Ordering::Acquire) {
                let now = Instant::now();
                if now >= end {
                    f.raise();
                    // Pressed again until the run notices: a run may take the first
                    // press as BREAK at an INPUT and go on.
                    std::thread::sleep(Duration::from_millis(5));
                    continue;
                }
                std::thread::park_timeout(end - now);
            }
        });
        Alarm {
            flag,
            done,
            thread: Some(thread),
        }
    }

    fn console(&self, input: &[u8]) -> MemoryConsole {
        MemoryConsole::new(input, false).with_break_flag(self.flag.clone())
    }
}

impl Drop for Alarm {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Release);
        if let Some(t) = self.thread.take() {
            t.thread().unpark();
            let _ = t.join();
        }
    }
}

/// The BASIC dialect a selector byte picks.
fn dialect(selector: u8) -> Dialect {
    match selector % 4 {
        0 => Dialect::Altair,
        1 => Dialect::C64,
        2 => Dialect::Gw,
        _ => Dialect::Atari,
    }
}

/// The selector byte and the rest split at the first NUL.
fn split(data: &[u8]) -> (u8, &[u8], &[u8]) {
    let Some((&selector, rest)) = data.split_first() else {
        return (0, &[], &[]);
    };
    match rest.iter().position(|&b| b == 0) {
        Some(i) => (selector, &rest[..i], &rest[i + 1..]),
        None => (selector, rest, &[]),
    }
}

/// A whole program file for a BASIC dialect: load, list, run with typed input.
pub fn basic_program(data: &[u8]) {
    let (selector, program, input) = split(data);
    let mut session = dialect(selector).session();
    if session.load(program).is_err() {
        return;
    }
    let _ = session.listing();
    let alarm = Alarm::start();
    let mut con = alarm.console(input);
    session.run(&mut con);
}

/// Lines typed at a BASIC prompt, one after another (programs, commands, RUN ...).
pub fn basic_typed(data: &[u8]) {
    let (selector, typed, input) = split(data);
    let mut session = dialect(selector).session();
    let alarm = Alarm::start();
    let mut con = alarm.console(input);
    session.start(&mut con);
    for line in typed.split(|&b| b == b'\n').take(64) {
        session.enter(line, &mut con);
    }
    let _ = session.listing();
}

/// A FOCAL program (loaded, listed, run with GO) or typed commands (selector odd).
pub fn focal(data: &[u8]) {
    let (selector, text, input) = split(data);
    let memory = if selector & 2 == 0 {
        ferrite_focal::Memory::K4
    } else {
        ferrite_focal::Memory::K8
    };
    let mut session = ferrite_focal::Session::new(memory);
    session.set_step_limit(Some(FOCAL_STEPS));
    let alarm = Alarm::start();
    let mut con = alarm.console(input);
    if selector & 1 == 0 {
        session.load(text);
        let _ = session.list();
        session.go(&mut con);
    } else {
        for line in text.split(|&b| b == b'\n').take(64) {
            session.enter_line(line, &mut con);
        }
    }
}

/// The transcript comparison: a transcript against an output, with the options a selector
/// byte picks.
pub fn transcript(data: &[u8]) {
    use ferrite_console::transcript::{compare, normalise, CompareOptions};
    let (selector, expected, actual) = split(data);
    let opts = CompareOptions {
        ignore_trailing_space: selector & 1 != 0,
        upper: selector & 2 != 0,
    };
    let _ = normalise(expected, opts);
    if let Some(d) = compare(expected, actual, opts) {
        let _ = d.report();
    }
}

/// The tokenised program readers: an Atari SAVE file (then listed) and a GW-BASIC
/// tokenised file.
pub fn tokenised(data: &[u8]) {
    let mut mem = ferrite_atari::memory::Memory::cold_start();
    if ferrite_atari::saved::load(&mut mem, data).is_ok() {
        let _ = ferrite_atari::list::list_program(&mem, 0, 32767, b'\n');
    }
    if ferrite_basic::token::gwfile::is_tokenised(data) {
        let _ = ferrite_basic::token::gwfile::detokenise::<ferrite_basic::Gw>(data);
    }
}

/// The disk-image and program-file readers and writers (ferrite-images). The first byte
/// picks what the rest is laid over: a formatted 1541 disk (from its BAM on: track 18, then
/// track 17), a formatted DOS 2 disk of each density (from its VTOC on: sectors 360-368,
/// then 4 up), a whole ATR file, or a C64 program (as bytes, and as listing text). Every
/// reader runs, then a write of a small file; none may panic or hang.
pub fn images(data: &[u8]) {
    use ferrite_images::atr::{Atr, Density};
    use ferrite_images::d64::{FileType, D64};
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    match pick % 6 {
        0 => {
            let disk = D64::format(b"FUZZ", *b"FZ", 35);
            let mut bytes = disk.bytes().to_vec();
            let track18 = 357 * 256;
            let track17 = 336 * 256;
            let (a, b) = rest.split_at(rest.len().min(19 * 256));
            bytes[track18..track18 + a.len()].copy_from_slice(a);
            let b = &b[..b.len().min(21 * 256)];
            bytes[track17..track17 + b.len()].copy_from_slice(b);
            if let Ok(mut d) = D64::from_bytes(bytes) {
                let _ = d.directory_listing();
                if let Ok(entries) = d.entries() {
                    for e in entries {
                        let _ = d.read_chain(e.start);
                    }
                }
                let _ = d.write(b"NEW", FileType::Prg, &[1; 600]);
                let _ = d.directory_listing();
                // The 1541 model on the damaged disk: commands, a file read and one written.
                let mut drive = ferrite_images::d64::drive::Drive::new(d);
                drive.command(b"S0:N*");
                drive.command(b"R0:A=B");
                drive.open(0, b"$");
                drive.open(2, b"*,S,R");
                for _ in 0..300 {
                    let _ = drive.read(2);
                }
                drive.open(3, b"OUT,S,W");
                for b in rest.iter().take(600) {
                    drive.write(3, *b);
                }
                // The disk as the drive leaves it with the file not closed.
                let _ = drive.image();
                drive.close(3);
                // LOAD and SAVE as the KERNAL drives them: a directory by pattern, a
                // program by pattern, a SAVE replacing one (`@0:`) and one over a name.
                for name in [&b"$0:*"[..], b"$:N?W", b"N*", b"?*"] {
                    drive.open(0, name);
                    for _ in 0..70_000 {
                        if !matches!(drive.read(0), ferrite_images::d64::drive::Byte::More(_)) {
                            break;
                        }
                    }
                    drive.close(0);
                }
                for name in [&b"@0:NEW"[..], b"@0:*", b"NEW"] {
                    drive.open(1, name);
                    for b in rest.iter().take(800) {
                        drive.write(1, *b);
                    }
                    drive.close(1);
                }
                let _ = drive.message();
            }
        }
        k @ 1..=3 => {
            let density = [Density::Single, Density::Enhanced, Density::Double][usize::from(k - 1)];
            let disk = Atr::format(density);
            let size = disk.sector_size();
            let at = |n: usize| atr_offset(size, n);
            let mut bytes = disk.bytes().to_vec();
            let (a, b) = rest.split_at(rest.len().min(9 * size));
            bytes[at(360)..at(360) + a.len()].copy_from_slice(a);
            let b = &b[..b.len().min(40 * size)];
            bytes[at(4)..at(4) + b.len()].copy_from_slice(b);
            if let Ok(mut d) = Atr::from_bytes(bytes) {
                atr_readers(&d);
                let _ = d.write("NEW.BAS", &[1; 600]);
                let _ = d.directory_listing();
                // DOS 2's commands on the damaged disk.
                if let Ok(entries) = d.entries() {
                    for e in &entries {
                        let _ = d.chain(e);
                    }
                }
                let _ = d.directory_matching("*.*");
                let _ = d.set_locked("*.*", false);
                let _ = d.rename("*.*", "X*.?");
                let _ = d.delete("*.*");
                let _ = d.replace("NEW.BAS", &[2; 300]);
            }
        }
        4 => {
            if let Ok(d) = Atr::from_bytes(rest.to_vec()) {
                atr_readers(&d);
            }
            if let Ok(image) = ferrite_images::Image::from_bytes(rest.to_vec()) {
                let _ = image.files();
            }
        }
        _ => {
            let _ = ferrite_images::c64::is_basic_prg(rest);
            let _ = ferrite_images::c64::list_prg(rest);
            let _ = ferrite_images::atari_save::is_atari_save(rest);
            if let Ok(text) = std::str::from_utf8(rest) {
                if let Ok(prg) = ferrite_images::c64::tokenise(text) {
                    let _ = ferrite_images::c64::list_prg(&prg);
                }
            }
        }
    }
}

/// Every reader of an ATR image.
fn atr_readers(d: &ferrite_images::atr::Atr) {
    let _ = d.directory_listing();
    if let Ok(entries) = d.entries() {
        for e in entries {
            let _ = d.read_entry(&e);
        }
    }
}

/// A C64 file name, pattern or drive name for the `devices` body.
const C64_NAMES: [&str; 20] = [
    "PROG", "DATA", "NEW", "P*", "?*", "*", "$", "$0:P*", "@0:PROG", "@0:NEW", "0:DATA",
    "DATA,S,R", "OUT,S,W", "OUT,S,A", "PROG,P,R", "FUZZ", "X,U,W", "DATA,S,W", "", "N?W",
];

/// A command for the 1541's command channel.
const C64_COMMANDS: [&str; 10] = [
    "S0:*",
    "S0:DATA",
    "R0:NEW=PROG",
    "R0:PROG=FUZZ",
    "I0",
    "V0",
    "N0:DISK,ID",
    "N0:DISK",
    "X",
    "S:P?OG",
];

/// An Atari device and file name for the `devices` body.
const ATARI_NAMES: [&str; 14] = [
    "D:PROG.BAS",
    "D:DATA.TXT",
    "D:NEW.BAS",
    "D:*.*",
    "D:P*.*",
    "D:????????.???",
    "D1:PROG.BAS",
    "D2:PROG.BAS",
    "D:FUZZ.BAS",
    "D:",
    "D:BAD NAME",
    "D:PROG.LST",
    "D:PROG.BAS,NEW.BAS",
    "D:*.*,X*.?",
];

/// One statement of a C64 device-8 script: template `t`, argument `a`.
fn c64_statement(t: u8, a: u8) -> String {
    let n = C64_NAMES[usize::from(a) % C64_NAMES.len()];
    let lf = 1 + a % 3;
    match t % 22 {
        0 => format!("LOAD\"{n}\",8"),
        1 => format!("LOAD\"{n}\",8,1"),
        2 => format!("SAVE\"{n}\",8"),
        3 => format!("VERIFY\"{n}\",8"),
        4 => "LIST".into(),
        5 => format!("OPEN{lf},8,{},\"{n}\"", a % 16),
        6 => format!("PRINT#{lf},\"HELLO\";{a}"),
        7 => format!("INPUT#{lf},A$:PRINTA$;ST"),
        8 => format!("GET#{lf},A$:PRINTASC(A$+CHR$(0));ST"),
        9 => format!("CLOSE{lf}"),
        10 => format!(
            "OPEN15,8,15,\"{}\"",
            C64_COMMANDS[usize::from(a) % C64_COMMANDS.len()]
        ),
        11 => format!(
            "PRINT#15,\"{}\"",
            C64_COMMANDS[usize::from(a) % C64_COMMANDS.len()]
        ),
        12 => "INPUT#15,A,B$,C,D:PRINTA;B$;C;D".into(),
        13 => "CLOSE15".into(),
        14 => "PRINT ST".into(),
        15 => "NEW".into(),
        16 => "RUN".into(),
        17 => "CLR".into(),
        18 => format!("{} PRINT {a}", u16::from(a) * 7),
        19 => format!("LOAD\"{n}\",{}", [0, 1, 2, 3, 8, 9][usize::from(a) % 6]),
        20 => format!("FORI=1TO{}:PRINT#{lf},I:NEXT", u16::from(a) * 4),
        _ => format!("FORI=1TO{}:GET#{lf},A$:NEXT:PRINTST", u16::from(a) * 4),
    }
}

/// One statement of an Atari D: script: template `t`, argument `a`.
fn atari_statement(t: u8, a: u8) -> String {
    let n = ATARI_NAMES[usize::from(a) % ATARI_NAMES.len()];
    let c = 1 + a % 3;
    match t % 20 {
        0 => format!("SAVE \"{n}\""),
        1 => format!("LOAD \"{n}\""),
        2 => format!("ENTER \"{n}\""),
        3 => format!("LIST \"{n}\""),
        4 => format!("RUN \"{n}\""),
        5 => format!(
            "OPEN #{c},{},0,\"{n}\"",
            [4, 6, 8, 9, 12][usize::from(a) % 5]
        ),
        6 => format!("PRINT #{c};\"HELLO\";{a}"),
        7 => format!("INPUT #{c},A$:PRINT A$"),
        8 => format!("GET #{c},A:PRINT A"),
        9 => format!("PUT #{c},{a}"),
        10 => format!("NOTE #{c},S,B:PRINT S;\" \";B"),
        11 => format!("POINT #{c},{},{}", a, a % 130),
        12 => format!("CLOSE #{c}"),
        13 => format!(
            "XIO {},#{c},0,0,\"{n}\"",
            [32, 33, 35, 36][usize::from(a) % 4]
        ),
        14 => format!("XIO 254,#{c},0,0,\"D:\""),
        15 => format!("STATUS #{c},S:PRINT S"),
        16 => "LIST".into(),
        17 => "NEW".into(),
        18 => format!("FOR I=1 TO {}:PUT #{c},I:NEXT I", u16::from(a) * 4),
        _ => format!("{} PRINT {a}", u16::from(a) * 7 + 1),
    }
}

/// A fresh folder of its own for one run of `devices` (several run at once under
/// `cargo test`), removed when dropped.
struct Scratch(std::path::PathBuf);

impl Scratch {
    fn new() -> Scratch {
        static COUNT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = COUNT.fetch_add(1, Ordering::Relaxed);
        let dir =
            std::env::temp_dir().join(format!("ferrite-fuzz-devices-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let _ = std::fs::create_dir_all(dir.join("drive"));
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Byte patches (two bytes of offset, one of value, a triple each) laid over `region`.
fn patch(bytes: &mut [u8], region: std::ops::Range<usize>, patches: &[u8]) {
    let len = region.len();
    if len == 0 {
        return;
    }
    for p in patches.chunks_exact(3) {
        let at = region.start + usize::from(u16::from_le_bytes([p[0], p[1]])) % len;
        bytes[at] = p[2];
    }
}

/// The BASIC interpreters' disk drives: a C64 with a `.d64` or a host folder as device 8
/// (LOAD, SAVE, VERIFY, `LOAD"$",8`, OPEN/PRINT#/INPUT#/GET#/CLOSE, the command channel),
/// or an Atari with a DOS 2 `.atr` of each density or a host folder as D: (SAVE, LOAD,
/// ENTER, LIST, RUN, OPEN, NOTE, POINT, XIO). The first byte picks the machine, the medium
/// and whether the script is typed or RUN as a program; the bytes up to the first NUL
/// damage the medium (patches of the image's directory and first files, or a file of their
/// own in a folder); each pair after it is a statement from a list (`c64_statement`,
/// `atari_statement`). Only the scratch folder is touched.
pub fn devices(data: &[u8]) {
    use ferrite_images::atr::{Atr, Density};
    use ferrite_images::d64::{FileType, D64};
    let (pick, damage, script) = split(data);
    let scratch = Scratch::new();
    let folder = scratch.0.join("drive");
    let c64 = pick % 2 == 0;
    let image = pick & 2 == 0;
    let typed = pick & 4 != 0;
    let prog = ferrite_images::c64::tokenise("10 PRINT \"PROG\"\n20 A=A+1\n").unwrap_or_default();
    let drive = if c64 {
        if image {
            let mut d = D64::format(b"FUZZ", *b"FZ", 35);
            let _ = d.write(b"PROG", FileType::Prg, &prog);
            let _ = d.write(b"DATA", FileType::Seq, b"1\r2\rTHREE\r");
            let mut bytes = d.bytes().to_vec();
            patch(&mut bytes, 336 * 256..376 * 256, damage);
            let path = scratch.0.join("disk.d64");
            let _ = std::fs::write(&path, bytes);
            path
        } else {
            let _ = std::fs::write(folder.join("PROG.prg"), &prog);
            let _ = std::fs::write(folder.join("DATA.seq"), b"1\r2\rTHREE\r");
            let _ = std::fs::write(folder.join("FUZZ.prg"), damage);
            folder
        }
    } else if image {
        let density =
            [Density::Single, Density::Enhanced, Density::Double][usize::from(pick / 8) % 3];
        let mut d = Atr::format(density);
        let listing = b"10 PRINT \"PROG\"\x9b20 A=A+1\x9b";
        let _ = d.write("PROG.LST", listing);
        let _ = d.write("DATA.TXT", b"1\x9b2\x9bTHREE\x9b");
        let size = d.sector_size();
        let at = |n: usize| atr_offset(size, n);
        let mut bytes = d.bytes().to_vec();
        patch(&mut bytes, at(4)..at(369), damage);
        let path = scratch.0.join("disk.atr");
        let _ = std::fs::write(&path, bytes);
        path
    } else {
        let _ = std::fs::write(
            folder.join("PROG.LST"),
            b"10 PRINT \"PROG\"\x9b20 A=A+1\x9b",
        );
        let _ = std::fs::write(folder.join("DATA.TXT"), b"1\x9b2\x9bTHREE\x9b");
        let _ = std::fs::write(folder.join("FUZZ.BAS"), damage);
        folder
    };
    let mut lines: Vec<String> = Vec::new();
    if !c64 {
        lines.push(
            if typed {
                "DIM A$(120)"
            } else {
                "1 DIM A$(120)"
            }
            .into(),
        );
    }
    for (k, s) in script.chunks_exact(2).take(40).enumerate() {
        let statement = if c64 {
            c64_statement(s[0], s[1])
        } else {
            atari_statement(s[0], s[1])
        };
        lines.push(if typed {
            statement
        } else {
            format!("{} {statement}", 10 * (k + 1))
        });
    }
    let mut session = if c64 { Dialect::C64 } else { Dialect::Atari }.session();
    if !session.attach_disk(drive) {
        return;
    }
    let alarm = Alarm::start();
    let mut con = alarm.console(b"");
    session.start(&mut con);
    for line in &lines {
        session.enter(line.as_bytes(), &mut con);
    }
    if !typed {
        session.enter(b"RUN", &mut con);
        session.enter(b"LIST", &mut con);
    }
    // `FERRITE_FUZZ_SHOW=1` prints what a run typed and showed (to check the seeds).
    if std::env::var_os("FERRITE_FUZZ_SHOW").is_some() {
        eprintln!(
            "{}\n{}",
            lines.join("\n"),
            String::from_utf8_lossy(&con.output)
        );
    }
}

/// Where sector `n` (from 1; 4 or more on a double-density disk, whose three boot sectors
/// are 128 bytes) starts in an `.atr` file of that sector size.
fn atr_offset(size: usize, n: usize) -> usize {
    16 + if size == 128 {
        (n - 1) * 128
    } else {
        384 + (n - 4) * 256
    }
}
