//! `ferrite verify`: a program's run compared with a transcript, as a user feature.
//!
//! The comparison is made while the program runs ([`WatchedConsole`]): a program that loops
//! for ever is stopped at the first line that differs, or once its output goes past the
//! transcript's end, and a watchdog (`--timeout`) stops one that prints nothing at all.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::{Context, Result};
use ferrite_console::transcript::{compare, CompareOptions, TranscriptConsole};
use ferrite_console::{BreakFlag, Console, MemoryConsole, WatchedConsole};

use crate::cli::{CompareArgs, DialectArg, VerifyArgs};
use crate::detect::pick_dialect;
use crate::launch::run_listing;
use crate::watchdog::Watchdog;

fn compare_options(o: &CompareArgs) -> CompareOptions {
    CompareOptions {
        ignore_trailing_space: o.ignore_trailing_space,
        upper: o.upper,
    }
}

/// A text with its CR LF line ends made LF (pages saved on DOS or Windows, or captured from
/// a serial line, compare as the same page).
fn lf_only(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for (i, &b) in text.iter().enumerate() {
        if !(b == b'\r' && text.get(i + 1) == Some(&b'\n')) {
            out.push(b);
        }
    }
    out
}

fn read(path: &Path) -> Result<Vec<u8>> {
    std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))
}

/// Whether all that is left of `page` after `output` is one last line (after a line end the
/// prompt may not have had): what a machine prints when BREAK stops it, the end of a page
/// `ferrite record` wrote after Ctrl-C.
fn one_line_left(page: &[u8], output: &[u8]) -> bool {
    let output = lf_only(output);
    let Some(rest) = page.strip_prefix(&output[..]) else {
        return false;
    };
    let rest = rest.strip_prefix(b"\n").unwrap_or(rest);
    !rest.is_empty() && rest.iter().filter(|&&b| b == b'\n').count() <= 1 && rest[0] != b'\n'
}

/// A console that presses BREAK where the page ends in one: when the program asks for a
/// line, or has printed nothing for a while, and all that is left of the page is its last
/// line, the break flag is raised, so the machine stops and prints its BREAK message as it
/// did when the page was recorded.
struct BreakAtPageEnd<C> {
    inner: C,
    page: Arc<Vec<u8>>,
    output: Arc<Mutex<Vec<u8>>>,
    flag: BreakFlag,
}

impl<C: Console> Console for BreakAtPageEnd<C> {
    fn write(&mut self, bytes: &[u8]) {
        if let Ok(mut output) = self.output.lock() {
            output.extend_from_slice(bytes);
        }
        self.inner.write(bytes);
    }

    fn read_line(&mut self) -> Option<Vec<u8>> {
        let at_end = self
            .output
            .lock()
            .map(|output| one_line_left(&self.page, &output))
            .unwrap_or(false);
        if at_end {
            self.flag.raise();
            return None;
        }
        self.inner.read_line()
    }

    fn echoes_input(&self) -> bool {
        self.inner.echoes_input()
    }

    fn keeps_time(&self) -> bool {
        self.inner.keeps_time()
    }

    fn break_flag(&self) -> Option<BreakFlag> {
        self.inner.break_flag()
    }

    fn read_key(&mut self) -> Option<u8> {
        self.inner.read_key()
    }
}

/// How long a program must print nothing, with only the page's last line left, before
/// [`BreakAtPageEnd`] presses BREAK (a program in an endless loop when Ctrl-C came).
const IDLE_BEFORE_BREAK: Duration = Duration::from_millis(300);

/// Watches `output` from a thread of its own: once it has not grown for
/// [`IDLE_BEFORE_BREAK`] and only the page's last line is left, raises `flag`. Ends when
/// `done` is set.
fn break_when_idle(
    page: Arc<Vec<u8>>,
    output: Arc<Mutex<Vec<u8>>>,
    flag: BreakFlag,
    done: Arc<AtomicBool>,
) -> std::thread::JoinHandle<()> {
    std::thread::spawn(move || {
        let step = Duration::from_millis(50);
        let (mut last_len, mut idle) = (usize::MAX, Duration::ZERO);
        while !done.load(Ordering::SeqCst) {
            std::thread::sleep(step);
            let Ok(output) = output.lock() else { return };
            if output.len() == last_len {
                idle += step;
            } else {
                (last_len, idle) = (output.len(), Duration::ZERO);
            }
            if idle >= IDLE_BEFORE_BREAK && one_line_left(&page, &output) {
                flag.raise();
                return;
            }
        }
    })
}

/// Runs the program on `con`, watched against `transcript`; gives the console back and
/// whether the watch stopped the run.
fn watched_run<C: Console>(
    args: &VerifyArgs,
    dialect: DialectArg,
    program: &[u8],
    transcript: &[u8],
    con: C,
    flag: &BreakFlag,
) -> Result<(C, bool)> {
    let opts = compare_options(&args.compare);
    let mut watched = WatchedConsole::new(con, transcript, opts, flag.clone());
    run_listing(dialect, program, &mut watched, &args.options)?;
    let tripped = watched.tripped();
    Ok((watched.into_inner(), tripped))
}

/// Where a verify run's typed lines come from: `--input` (FOCAL types the answer back on its
/// teletype, as `ferrite run` shows it), or the transcript itself.
fn typing_console(
    args: &VerifyArgs,
    dialect: DialectArg,
    transcript: &[u8],
    opts: CompareOptions,
) -> Result<Typing> {
    Ok(match &args.input {
        Some(path) => Typing::File(MemoryConsole::new(
            &read(path)?,
            dialect == DialectArg::Focal69,
        )),
        None => Typing::Page(TranscriptConsole::new(transcript, opts)),
    })
}

/// The console of [`typing_console`]: one of two kinds, chosen at run time.
enum Typing {
    /// Lines from `--input`.
    File(MemoryConsole),
    /// Lines read off the transcript.
    Page(TranscriptConsole),
}

impl Typing {
    /// What the program wrote.
    fn output(&self) -> &[u8] {
        match self {
            Typing::File(c) => &c.output,
            Typing::Page(c) => &c.output,
        }
    }

    /// The console itself.
    fn console(&mut self) -> &mut dyn Console {
        match self {
            Typing::File(c) => c,
            Typing::Page(c) => c,
        }
    }
}

impl Console for Typing {
    fn write(&mut self, bytes: &[u8]) {
        self.console().write(bytes);
    }

    fn read_line(&mut self) -> Option<Vec<u8>> {
        self.console().read_line()
    }

    fn echoes_input(&self) -> bool {
        match self {
            Typing::File(c) => c.echoes_input(),
            Typing::Page(c) => c.echoes_input(),
        }
    }

    fn keeps_time(&self) -> bool {
        match self {
            Typing::File(c) => c.keeps_time(),
            Typing::Page(c) => c.keeps_time(),
        }
    }

    fn break_flag(&self) -> Option<BreakFlag> {
        match self {
            Typing::File(c) => c.break_flag(),
            Typing::Page(c) => c.break_flag(),
        }
    }

    fn read_key(&mut self) -> Option<u8> {
        self.console().read_key()
    }
}

/// [`verify`]'s run again with BREAK pressed where the page ends in its last line.
fn run_with_break_at_end(
    args: &VerifyArgs,
    dialect: DialectArg,
    program: &[u8],
    transcript: &[u8],
) -> Result<(Vec<u8>, bool)> {
    let opts = compare_options(&args.compare);
    let flag = BreakFlag::new();
    let page = Arc::new(transcript.to_vec());
    let output = Arc::new(Mutex::new(Vec::new()));
    let done = Arc::new(AtomicBool::new(false));
    let watcher = break_when_idle(
        Arc::clone(&page),
        Arc::clone(&output),
        flag.clone(),
        Arc::clone(&done),
    );
    let limit = (args.timeout > 0).then_some(args.timeout);
    let watchdog = Watchdog::start(&flag, limit.map(Duration::from_secs));
    // The console that presses BREAK, around the one that types the lines.
    let pressing = |inner| BreakAtPageEnd {
        inner,
        page: Arc::clone(&page),
        output: Arc::clone(&output),
        flag: flag.clone(),
    };
    let result = typing_console(args, dialect, transcript, opts).and_then(|inner| {
        watched_run(args, dialect, program, transcript, pressing(inner), &flag).map(|(_, t)| t)
    });
    done.store(true, Ordering::SeqCst);
    let _ = watcher.join();
    drop(watchdog);
    let tripped = result?;
    let output = output.lock().map(|o| lf_only(&o)).unwrap_or_default();
    Ok((output, tripped))
}

/// The page a run's output is compared with: the line end an editor adds after a page that
/// ends at a prompt is not the program's.
fn expected_page<'a>(transcript: &'a [u8], output: &[u8]) -> &'a [u8] {
    match transcript.strip_suffix(b"\n") {
        Some(page) if !output.ends_with(b"\n") => page,
        _ => transcript,
    }
}

/// Whether `output` is the page.
fn same_page(transcript: &[u8], output: &[u8], opts: CompareOptions) -> bool {
    compare(expected_page(transcript, output), output, opts).is_none()
}

/// [`verify`]'s plain run: typed lines from the page or `--input`, stopped by the watch or
/// the timeout.
fn plain_run(
    args: &VerifyArgs,
    dialect: DialectArg,
    program: &[u8],
    transcript: &[u8],
) -> Result<(Vec<u8>, bool)> {
    let opts = compare_options(&args.compare);
    let flag = BreakFlag::new();
    let limit = (args.timeout > 0).then_some(args.timeout);
    let watchdog = Watchdog::start(&flag, limit.map(Duration::from_secs));
    let con = typing_console(args, dialect, transcript, opts)?;
    let (con, tripped) = watched_run(args, dialect, program, transcript, con, &flag)?;
    let output = con.output().to_vec();
    drop(flag);
    watchdog.report(limit);
    Ok((lf_only(&output), tripped))
}

/// How a page `ferrite record` wrote begins when the run needed a setting the page alone
/// does not show (the Atari's RND seed); `verify` takes it from there.
const SETTINGS: &str = "ferrite-record: --seed ";

/// The first line of a recorded page whose run had seed `seed`.
pub fn settings_line(seed: i32) -> String {
    format!("{SETTINGS}{seed}\n")
}

/// The seed a recorded page's first line names, and the page without that line.
fn recorded_settings(transcript: &[u8]) -> (Option<i32>, &[u8]) {
    let Some(rest) = transcript.strip_prefix(SETTINGS.as_bytes()) else {
        return (None, transcript);
    };
    let end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
    let seed = std::str::from_utf8(&rest[..end])
        .ok()
        .and_then(|t| t.trim().parse().ok());
    match seed {
        Some(seed) => (Some(seed), &rest[(end + 1).min(rest.len())..]),
        None => (None, transcript),
    }
}

/// `ferrite verify`: runs a program and compares its output with a transcript. Typed input is
/// read off the transcript itself, or from `--input` (then the transcript holds none, apart
/// from FOCAL's own echo of its answers). Exit status 0 identical, 1 different; errors are 2
/// (see `main`).
pub fn verify(args: &VerifyArgs) -> Result<ExitCode> {
    let program = read(&args.program)?;
    let whole = lf_only(&read(&args.transcript)?);
    let (seed, transcript) = recorded_settings(&whole);
    let transcript = transcript.to_vec();
    // The command line's seed wins over the page's.
    let mut args = args.clone();
    args.options.seed = args.options.seed.or(seed);
    let args = &args;
    let dialect = pick_dialect(args.dialect, &args.program, &program);
    let opts = compare_options(&args.compare);
    // A page `record` wrote after Ctrl-C ends in the machine's BREAK message: the run that
    // presses BREAK there comes first; when it differs, the plain run decides.
    let (mut output, mut tripped) = run_with_break_at_end(args, dialect, &program, &transcript)?;
    if !same_page(&transcript, &output, opts) {
        (output, tripped) = plain_run(args, dialect, &program, &transcript)?;
    }
    // The line end an editor adds after a page that ends at a prompt is not the program's.
    let expected = expected_page(&transcript, &output);
    let mut out = io::stdout().lock();
    // A closed standard output must not panic; the status still tells.
    match compare(expected, &output, opts) {
        None => {
            let _ = writeln!(out, "identical");
            Ok(ExitCode::SUCCESS)
        }
        Some(d) => {
            let _ = write!(out, "{}", d.report());
            if tripped {
                let _ = writeln!(out, "(the program was stopped there)");
            }
            Ok(ExitCode::from(1))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::lf_only;

    #[test]
    fn a_recorded_seed_is_read_off_the_first_line() {
        let page = format!("{}HELLO\n", super::settings_line(-42));
        assert_eq!(
            super::recorded_settings(page.as_bytes()),
            (Some(-42), &b"HELLO\n"[..])
        );
        assert_eq!(super::recorded_settings(b"HI\n"), (None, &b"HI\n"[..]));
    }

    #[test]
    fn crlf_becomes_lf_and_lone_cr_stays() {
        assert_eq!(lf_only(b"A\r\nB\rC\r\n"), b"A\nB\rC\n");
    }
}
