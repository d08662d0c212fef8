//! `ferrite verify`: a program's run compared with a transcript, as a user feature.
//!
//! The comparison is made while the program runs ([`WatchedConsole`]): a program that loops
//! for ever is stopped at the first line that differs, or once its output goes past the
//! transcript's end, and a watchdog (`--timeout`) stops one that prints nothing at all.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result};
use ferrite_console::transcript::{compare, CompareOptions, TranscriptConsole};
use ferrite_console::{BreakFlag, Console, MemoryConsole, WatchedConsole};

use crate::cli::{CompareArgs, DialectArg, VerifyArgs};
use crate::launch::{pick_dialect, run_listing};
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

/// `ferrite verify`: runs a program and compares its output with a transcript. Typed input is
/// read off the transcript itself, or from `--input` (then the transcript holds none, apart
/// from FOCAL's own echo of its answers). Exit status 0 identical, 1 different; errors are 2
/// (see `main`).
pub fn verify(args: &VerifyArgs) -> Result<ExitCode> {
    let program = read(&args.program)?;
    let transcript = lf_only(&read(&args.transcript)?);
    let dialect = pick_dialect(args.dialect, &args.program, &program);
    let opts = compare_options(&args.compare);
    let flag = BreakFlag::new();
    let limit = (args.timeout > 0).then_some(args.timeout);
    let watchdog = Watchdog::start(&flag, limit.map(Duration::from_secs));
    let (output, tripped) = match &args.input {
        Some(path) => {
            // FOCAL types the answer back on its teletype, as `ferrite run` shows it.
            let echo = dialect == DialectArg::Focal69;
            let con = MemoryConsole::new(&read(path)?, echo);
            let (con, tripped) = watched_run(args, dialect, &program, &transcript, con, &flag)?;
            (con.output, tripped)
        }
        None => {
            let con = TranscriptConsole::new(&transcript, opts);
            let (con, tripped) = watched_run(args, dialect, &program, &transcript, con, &flag)?;
            (con.output, tripped)
        }
    };
    drop(flag);
    watchdog.report(limit);
    let output = lf_only(&output);
    // The line end an editor adds after a page that ends at a prompt is not the program's.
    let expected = match transcript.strip_suffix(b"\n") {
        Some(page) if !output.ends_with(b"\n") => page,
        _ => &transcript[..],
    };
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
    fn crlf_becomes_lf_and_lone_cr_stays() {
        assert_eq!(lf_only(b"A\r\nB\rC\r\n"), b"A\nB\rC\n");
    }
}
