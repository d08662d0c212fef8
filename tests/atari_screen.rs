//! The recorded Atari screens (`../shared/conformance/atari/screen/*.scr`): each `NAME.lst`
//! is ENTERed and RUN with `NAME.in` typed, the screen kept in the machine's memory is dumped
//! at each wait for a typed line (`wait`) and at the end of the run (`end`), and every dump
//! must equal the recorded one byte for byte. Programs that end in an endless loop were
//! dumped 30 frames after RUN (`frames`): they are stopped after a short run and dumped as
//! BREAK found them. Ratchet: `tests/known-failures/atari/screen-dumps.txt`.

use std::sync::mpsc;
use std::time::Duration;

use ferrite_atari::exec::ScreenLog;
use ferrite_atari::session::AtariSession;
use ferrite_console::{BreakFlag, MemoryConsole};
use ferrite_session::AnySession;

use crate::util::{shared, split_dumps, Ratchet};

/// A run never needs longer; the endless ones are stopped much sooner.
const WATCHDOG: Duration = Duration::from_secs(20);
/// How long a program that ends in an endless loop runs before it is stopped.
const ENDLESS_RUN: Duration = Duration::from_millis(300);

/// Runs a listing with `input` typed and gives its screen dumps (`.scr` text).
pub fn screen_dumps(program: &[u8], input: &[u8], limit: Duration) -> String {
    let session = run_with_screens(program, input, limit);
    session
        .machine
        .screens
        .map(|log| log.text)
        .unwrap_or_default()
}

/// Runs a listing with `input` typed, keeping its screen dumps, and gives the session.
fn run_with_screens(program: &[u8], input: &[u8], limit: Duration) -> AtariSession {
    let flag = BreakFlag::new();
    let (done, wait) = mpsc::channel::<()>();
    let watchdog_flag = flag.clone();
    let watchdog = std::thread::spawn(move || {
        if wait.recv_timeout(limit).is_err() {
            watchdog_flag.raise();
        }
    });
    let mut con = MemoryConsole::new(input, false).with_break_flag(flag);
    let mut session = AtariSession::default();
    session.machine.screens = Some(ScreenLog::default());
    let _ = session.load(program);
    let _ = session.run(&mut con);
    let _ = done.send(());
    let _ = watchdog.join();
    session
}

/// Compares the dumps: the same count, labels (a recorded `frames` dump is our `break`) and
/// bodies; the first difference described.
fn compare(expected: &str, actual: &str) -> Result<(), String> {
    let (e, a) = (split_dumps(expected), split_dumps(actual));
    for (i, (want, got)) in e.iter().zip(a.iter()).enumerate() {
        let label_ok = want.0 == got.0 || (want.0 == "frames" && got.0 == "break");
        if !label_ok {
            return Err(format!("dump {}: `{}`, got `{}`", i + 1, want.0, got.0));
        }
        if want.1 != got.1 {
            let line = want
                .1
                .lines()
                .zip(got.1.lines())
                .find(|(x, y)| x != y)
                .map(|(x, y)| format!("`{x}` got `{y}`"))
                .unwrap_or_else(|| "length".into());
            return Err(format!("dump {} ({}): {line}", i + 1, want.0));
        }
    }
    if e.len() != a.len() {
        return Err(format!("{} dumps, got {}", e.len(), a.len()));
    }
    Ok(())
}

#[test]
fn atari_screen_dumps() {
    let dir = shared().join("conformance/atari/screen");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("suite folder")
        .filter_map(|e| {
            e.ok()?
                .file_name()
                .to_str()?
                .strip_suffix(".scr")
                .map(str::to_string)
        })
        .collect();
    names.sort();
    let mut ratchet = Ratchet::load("atari/screen-dumps");
    let (mut passed, mut failed) = (0, 0);
    for name in &names {
        let read = |ext: &str| std::fs::read(dir.join(format!("{name}.{ext}"))).unwrap_or_default();
        let (program, input) = (read("lst"), read("in"));
        let expected = String::from_utf8_lossy(&read("scr")).into_owned();
        let endless = expected.contains(" frames\n");
        let limit = if endless { ENDLESS_RUN } else { WATCHDOG };
        let run = std::panic::catch_unwind(|| screen_dumps(&program, &input, limit));
        let result = match run {
            Ok(actual) => compare(&expected, &actual),
            Err(_) => Err("panicked".to_string()),
        };
        if result.is_ok() {
            passed += 1;
        } else {
            failed += 1;
        }
        ratchet.record(name, result);
    }
    ratchet.summary("atari/screen dumps", passed, failed);
    ratchet.check();
}

/// Our own screens, one per GRAPHICS mode 0-8 (with and without the window, `+32`) and per
/// colour setting (`tests/atari-screens/*.lst`, each ending in an endless loop that keeps its
/// screen): the dump as BREAK found it, the pixels of the pixel modes, and the colour
/// registers as the 24-bit colours a terminal shows (colour and monochrome).
#[test]
fn own_screens_match_their_snapshots() {
    insta::glob!("atari-screens/*.lst", |path| {
        let program = std::fs::read(path).expect("program");
        let session = run_with_screens(&program, b"", ENDLESS_RUN);
        let mem = &session.machine.mem;
        let registers: Vec<String> = (0..5)
            .map(|i| {
                let v = mem.peek(708 + i);
                let (c, g) = (
                    ferrite_screen::atari::rgb(v),
                    ferrite_screen::atari::grey(v),
                );
                format!(
                    "{v}=#{:02x}{:02x}{:02x}/#{:02x}{:02x}{:02x}",
                    c.0, c.1, c.2, g.0, g.1, g.2
                )
            })
            .collect();
        let text = session.machine.screens.map(|l| l.text).unwrap_or_default();
        insta::assert_snapshot!(format!("{text}RGB {}\n", registers.join(" ")));
    });
}

/// No GRAPHICS mode, POKE of the screen's variables, control code or cursor position
/// panics or hangs the machine: random statements on the screen, each line trapped so the
/// next one runs after an error.
#[test]
fn random_screen_statements_never_panic_or_hang() {
    let mut seed: u32 = 0x2545_F491;
    let mut next = |n: u32| {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed % n
    };
    // The OS screen variables (Mapping the Atari): margins, cursor, mode, SAVMSC, OLD*,
    // RAMTOP, the window's TXT*, ESCFLG, TABMAP, LOGMAP, BOTSCR, CRSINH, CHACT, CHBAS,
    // FILDAT, DSPFLG.
    const VARS: [u16; 26] = [
        82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 93, 94, 95, 106, 656, 657, 659, 660, 661, 674, 690,
        703, 752, 755, 765, 766,
    ];
    for case in 0..150 {
        let mut program = String::new();
        for line in 1..=40u32 {
            let n = line * 10;
            let stmt = match next(9) {
                0 => format!("GRAPHICS {}", next(64)),
                1 => format!(
                    "POKE {},{}",
                    VARS[next(VARS.len() as u32) as usize],
                    next(256)
                ),
                2 => format!("PRINT CHR$({});CHR$({});", next(256), next(256)),
                3 => format!("POSITION {},{}:PRINT \"XY\"", next(330), next(260)),
                4 => format!("COLOR {}:PLOT {},{}", next(256), next(330), next(200)),
                5 => format!("DRAWTO {},{}", next(330), next(200)),
                6 => format!("LOCATE {},{},C", next(330), next(200)),
                7 => format!("POSITION {},{}:XIO 18,#6,0,0,\"S:\"", next(330), next(200)),
                _ => format!("PRINT #6;\"AB\";CHR$({})", next(256)),
            };
            program.push_str(&format!("{n} TRAP {}:{stmt}\n", n + 10));
        }
        let started = std::time::Instant::now();
        let result = std::panic::catch_unwind(|| {
            screen_dumps(program.as_bytes(), b"", Duration::from_secs(10))
        });
        assert!(result.is_ok(), "case {case} panicked:\n{program}");
        assert!(
            started.elapsed() < Duration::from_secs(9),
            "case {case} hung:\n{program}"
        );
    }
}
