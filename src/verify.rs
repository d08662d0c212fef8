//! `ferrite verify` and `ferrite record`: transcripts as a user feature.

use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;

use anyhow::{Context, Result};
use ferrite_console::transcript::{compare, CompareOptions, ScriptConsole, TranscriptConsole};
use ferrite_console::Console;

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
    let dialect = pick_dialect(args.dialect, &args.program);
    let opts = compare_options(&args.options);
    let output = match &args.input {
        Some(path) => {
            let mut con = ScriptConsole::new(&read(path)?);
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

/// A console for `record`: the terminal shows the session as usual while the transcript
/// gathers the page: output with the typed text in place.
struct RecordConsole<R, W> {
    input: R,
    screen: W,
    page: Vec<u8>,
    /// Typed text (and its line end) the terminal has shown already, so the interpreter's
    /// echo of it is not shown twice.
    shown: Vec<u8>,
    terminal_echoes: bool,
}

impl<R: BufRead, W: Write> Console for RecordConsole<R, W> {
    fn write(&mut self, bytes: &[u8]) {
        self.page.extend_from_slice(bytes);
        let mut rest = bytes;
        while let (Some(&s), Some(&b)) = (self.shown.first(), rest.first()) {
            if s != b {
                self.shown.clear();
                break;
            }
            self.shown.remove(0);
            rest = &rest[1..];
        }
        let _ = self.screen.write_all(rest);
        let _ = self.screen.flush();
    }

    fn read_line(&mut self) -> Option<Vec<u8>> {
        let mut line = Vec::new();
        match self.input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => {
                while matches!(line.last(), Some(b'\n' | b'\r')) {
                    line.pop();
                }
                if self.terminal_echoes {
                    self.shown = line.clone();
                    self.shown.push(b'\n');
                }
                Some(line)
            }
        }
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
    let dialect = pick_dialect(args.dialect, &args.program);
    let stdin = io::stdin();
    let terminal_echoes = stdin.is_terminal();
    let mut con = RecordConsole {
        input: stdin.lock(),
        screen: io::stdout().lock(),
        page: Vec::new(),
        shown: Vec::new(),
        terminal_echoes,
    };
    let outcome = run_listing(dialect, &program, &mut con, args.memory, &args.options)?;
    match &args.output {
        Some(path) => crate::save::write_atomically(path, &con.page)?,
        None => {
            let _ = con.screen.write_all(b"\n--- transcript ---\n");
            let _ = con.screen.write_all(&con.page);
        }
    }
    Ok(crate::exit_code(outcome))
}
