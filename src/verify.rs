//! `ferrite verify` and `ferrite record`: transcripts as a user feature.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use anyhow::{Context, Result};
use ferrite_console::transcript::{compare, CompareOptions, TranscriptConsole};
use ferrite_console::{Console, MemoryConsole, PipeConsole};

use crate::cli::{RecordArgs, TranscriptOptions, VerifyArgs};
use crate::launch::{pick_dialect, run_listing};

fn compare_options(o: &TranscriptOptions) -> CompareOptions {
    CompareOptions {
        ignore_trailing_space: o.ignore_trailing_space,
        upper: o.upper,
    }
}

/// `ferrite verify`: runs a program and compares its output with a transcript. Typed input is
/// read off the transcript itself, or from `--input` (then the transcript holds none).
pub fn verify(args: &VerifyArgs) -> Result<ExitCode> {
    let read = |p: &std::path::Path| {
        std::fs::read(p).with_context(|| format!("cannot read {}", p.display()))
    };
    let program = read(&args.program)?;
    let transcript = read(&args.transcript)?;
    let dialect = pick_dialect(args.dialect, &args.program, &program);
    let opts = compare_options(&args.options);
    let output = match &args.input {
        Some(path) => {
            let mut con = MemoryConsole::new(&read(path)?, false);
            run_listing(dialect, &program, &mut con, args.memory, &args.options)?;
            con.output
        }
        None => {
            let mut con = TranscriptConsole::new(&transcript, opts);
            run_listing(dialect, &program, &mut con, args.memory, &args.options)?;
            con.output
        }
    };
    match compare(&transcript, &output, opts) {
        None => {
            println!("identical");
            Ok(ExitCode::SUCCESS)
        }
        Some(d) => {
            print!("{}", d.report());
            Ok(ExitCode::from(1))
        }
    }
}

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
}

/// `ferrite record`: runs a program at the terminal and writes the page it made, typed text
/// included, ready for `ferrite verify`.
pub fn record(args: &RecordArgs) -> Result<ExitCode> {
    let program = std::fs::read(&args.program)
        .with_context(|| format!("cannot read {}", args.program.display()))?;
    let dialect = pick_dialect(args.dialect, &args.program, &program);
    let stdin = io::stdin();
    let terminal_echoes = stdin.is_terminal();
    let screen = PipeConsole::new(stdin.lock(), io::stdout().lock(), true)
        .with_terminal_echo(terminal_echoes);
    let mut con = RecordConsole {
        screen,
        page: Vec::new(),
    };
    let outcome = run_listing(dialect, &program, &mut con, args.memory, &args.options)?;
    match &args.output {
        Some(path) => crate::save::write_atomically(path, &con.page)?,
        None => {
            let mut out = io::stdout().lock();
            let _ = out.write_all(b"\n--- transcript ---\n");
            let _ = out.write_all(&con.page);
        }
    }
    Ok(crate::exit_code(outcome))
}
