//! `ferrite record`: a program run at the terminal, and the page it made written out, typed
//! text included, ready for `ferrite verify`.
//!
//! Ctrl-C is how people end a game that never ends (HEXAPAWN asks for moves for ever): it
//! raises the run's break flag, so the machine stops as BREAK stopped it and prints its
//! message, and the page up to there is still written. The keyboard is read on a thread of
//! its own so that a program waiting for a line notices the Ctrl-C too.

use std::io::{self, BufRead, IsTerminal, Read, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, Result};
use ferrite_console::{BreakFlag, Console, Outcome, PipeConsole};

use crate::cli::{DialectArg, RecordArgs};
use crate::detect::pick_dialect;
use crate::launch::run_listing;
use crate::watchdog::Watchdog;

/// How often a wait for a typed line looks at the break flag.
const POLL: Duration = Duration::from_millis(50);

/// A console for `record`: the terminal shows the session as usual (a [`PipeConsole`] that
/// does not repeat what the terminal echoed), while the page gathers everything the
/// interpreter wrote, typed text in place.
struct RecordConsole<C> {
    screen: C,
    page: Vec<u8>,
}

impl<C: Console> Console for RecordConsole<C> {
    fn write(&mut self, bytes: &[u8]) {
        self.page.extend_from_slice(bytes);
        self.screen.write(bytes);
    }

    fn read_line(&mut self) -> Option<Vec<u8>> {
        self.screen.read_line()
    }

    fn echoes_input(&self) -> bool {
        true
    }

    fn keeps_time(&self) -> bool {
        self.screen.keeps_time()
    }

    fn break_flag(&self) -> Option<BreakFlag> {
        self.screen.break_flag()
    }
}

/// Standard input read by a thread of its own, line by line: a wait for a line ends with an
/// error as soon as the break flag is raised, so the program sees the BREAK there.
struct Keyboard {
    lines: Receiver<Vec<u8>>,
    line: Vec<u8>,
    at: usize,
    brk: BreakFlag,
}

impl Keyboard {
    fn start(brk: BreakFlag) -> Self {
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            let stdin = io::stdin();
            let mut input = stdin.lock();
            loop {
                let mut line = Vec::new();
                match input.read_until(b'\n', &mut line) {
                    Ok(0) | Err(_) => break,
                    Ok(_) if send.send(line).is_err() => break,
                    Ok(_) => {}
                }
            }
        });
        Self {
            lines,
            line: Vec::new(),
            at: 0,
            brk,
        }
    }
}

impl Read for Keyboard {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Keyboard {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        while self.at >= self.line.len() {
            if self.brk.is_raised() {
                // Not `Interrupted`, which `read_until` would retry.
                return Err(io::Error::other("BREAK"));
            }
            match self.lines.recv_timeout(POLL) {
                Ok(line) => {
                    self.line = line;
                    self.at = 0;
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return Ok(&[]),
            }
        }
        Ok(&self.line[self.at..])
    }

    fn consume(&mut self, n: usize) {
        self.at = (self.at + n).min(self.line.len());
    }
}

/// A seed from the clock, for a machine whose random numbers differ on every run.
fn entropy_seed() -> i32 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos() ^ (d.as_secs() as u32))
        .unwrap_or(1);
    // Positive and non-zero, whatever the clock said.
    i32::try_from(nanos % 0x7fff_fff0).unwrap_or(0) + 1
}

/// `ferrite record`: runs a program at the terminal and writes the page it made, typed text
/// included, ready for `ferrite verify`; after Ctrl-C the page up to the BREAK is written
/// and the status is 130.
pub fn record(args: &RecordArgs) -> Result<ExitCode> {
    let program = std::fs::read(&args.program)
        .with_context(|| format!("cannot read {}", args.program.display()))?;
    let dialect = pick_dialect(args.dialect, &args.program, &program);
    let flag = BreakFlag::new();
    let interrupted = Arc::new(AtomicBool::new(false));
    let (handler_flag, handler_interrupted) = (flag.clone(), Arc::clone(&interrupted));
    ctrlc::set_handler(move || {
        handler_interrupted.store(true, Ordering::SeqCst);
        handler_flag.raise();
    })
    .context("cannot catch Ctrl-C")?;
    let terminal_echoes = io::stdin().is_terminal();
    let screen = PipeConsole::new(Keyboard::start(flag.clone()), io::stdout().lock(), true)
        .with_watcher(io::stdout().is_terminal())
        .with_terminal_echo(terminal_echoes)
        .with_break_flag(flag.clone());
    let mut con = RecordConsole {
        screen,
        page: Vec::new(),
    };
    let watchdog = Watchdog::start(&flag, args.timeout.map(Duration::from_secs));
    let mut options = args.options.clone();
    // The Atari's RND is POKEY's free-running generator, different on every run: the
    // recording picks the seed and keeps it on the page, so `verify` draws the same numbers.
    let chosen = (dialect == DialectArg::Atari && options.seed.is_none()).then(entropy_seed);
    options.seed = options.seed.or(chosen);
    let outcome = run_listing(dialect, &program, &mut con, &options)?;
    watchdog.report(args.timeout);
    let mut page = Vec::new();
    if let Some(seed) = chosen {
        page.extend_from_slice(crate::verify::settings_line(seed).as_bytes());
    }
    page.extend_from_slice(&con.page);
    match &args.output {
        Some(path) => ferrite_images::save_atomically(path, &page)
            .with_context(|| format!("cannot write {}", path.display()))?,
        None => {
            let mut out = io::stdout().lock();
            let _ = out.write_all(b"\n--- transcript ---\n");
            let _ = out.write_all(&page);
        }
    }
    // A Ctrl-C at a prompt may end the run as input that ran out (FOCAL's ASK): it was
    // still the user's BREAK.
    if interrupted.load(Ordering::SeqCst) {
        return Ok(crate::exit_code(Outcome::Broken));
    }
    Ok(crate::exit_code(outcome))
}
