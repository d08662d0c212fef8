//! The `ferrite` command: parses arguments, builds a session, maps its outcome to an exit code.

mod cli;

use std::io::{self, BufReader};
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::Parser;
use ferrite_basic::Dialect;
use ferrite_console::{Outcome, PipeConsole};

use cli::{Cli, Command, DialectArg, RunArgs};

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(outcome) => exit_code(outcome),
        Err(e) => {
            eprintln!("ferrite: {e:#}");
            ExitCode::from(1)
        }
    }
}

/// The exit status for how a run ended: 0 normal end, 2 a language error, 3 input ran out.
fn exit_code(outcome: Outcome) -> ExitCode {
    match outcome {
        Outcome::Ended => ExitCode::SUCCESS,
        Outcome::Error => ExitCode::from(2),
        Outcome::InputExhausted => ExitCode::from(3),
        Outcome::Broken => ExitCode::from(130),
    }
}

fn run(cli: Cli) -> Result<Outcome> {
    match cli.command {
        Command::Run(args) => run_file(&args),
    }
}

/// The dialect asked for, or the one a file's extension implies.
fn pick_dialect(args: &RunArgs) -> DialectArg {
    args.dialect.unwrap_or_else(|| {
        let ext = args.file.extension().and_then(|e| e.to_str()).unwrap_or("");
        if ext.eq_ignore_ascii_case("fc") {
            DialectArg::Focal69
        } else {
            DialectArg::Altair
        }
    })
}

fn run_file(args: &RunArgs) -> Result<Outcome> {
    let source = std::fs::read(&args.file).with_context(|| format!("cannot read {}", args.file.display()))?;
    let stdin = io::stdin();
    let mut con = PipeConsole::new(BufReader::new(stdin.lock()), io::stdout().lock(), args.echo);
    let dialect = match pick_dialect(args) {
        DialectArg::Altair => Dialect::Altair,
        DialectArg::C64 => Dialect::C64,
        DialectArg::Gw => Dialect::Gw,
        DialectArg::Focal69 => anyhow::bail!("FOCAL is not built yet"),
    };
    let mut session = dialect.session();
    session.load(&source);
    Ok(session.run(&mut con))
}
