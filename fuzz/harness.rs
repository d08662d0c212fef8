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
                drive.write(3, 65);
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
            let at = |n: usize| {
                16 + if size == 128 {
                    (n - 1) * 128
                } else {
                    384 + (n - 4) * 256
                }
            };
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
