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

use ferrite_basic::Dialect;
use ferrite_console::{BreakFlag, MemoryConsole};

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
        _ => "atari".parse().unwrap_or(Dialect::Altair),
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
    let mut mem = ferrite_basic::atari::memory::Memory::cold_start();
    if ferrite_basic::atari::saved::load(&mut mem, data).is_ok() {
        let _ = ferrite_basic::atari::list::list_program(&mem, 0, 32767, b'\n');
    }
    if ferrite_basic::token::gwfile::is_tokenised(data) {
        let _ = ferrite_basic::token::gwfile::detokenise::<ferrite_basic::Gw>(data);
    }
}
