//! The `ferrite` command: parses arguments, builds a session, maps its outcome to an exit code.

mod cli;
mod detect;
mod launch;
mod repl;
mod save;
mod verify;

use std::io::{self, BufReader, IsTerminal};
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::Parser;
use ferrite_console::{Outcome, PipeConsole};

use cli::{Cli, Command, DialectArg, RunArgs};

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("ferrite: {e:#}");
            ExitCode::from(1)
        }
    }
}

/// The exit status for how a run ended: 0 normal end, 2 a language error, 3 input ran out.
pub fn exit_code(outcome: Outcome) -> ExitCode {
    match outcome {
        Outcome::Ended => ExitCode::SUCCESS,
        Outcome::Error => ExitCode::from(2),
        Outcome::InputExhausted => ExitCode::from(3),
        Outcome::Broken => ExitCode::from(130),
    }
}

fn run(cli: Cli) -> Result<ExitCode> {
    match cli.command {
        Some(Command::Run(args)) => run_file(&args).map(exit_code),
        Some(Command::Basic(args)) => repl::basic(&args).map(exit_code),
        None => repl::basic(&cli::BasicArgs::default()).map(exit_code),
        Some(Command::Focal(args)) => repl::focal(&args).map(exit_code),
        Some(Command::Verify(args)) => verify::verify(&args),
        Some(Command::Record(args)) => verify::record(&args),
    }
}

fn run_file(args: &RunArgs) -> Result<Outcome> {
    let source = std::fs::read(&args.file)
        .with_context(|| format!("cannot read {}", args.file.display()))?;
    let stdin = io::stdin();
    let dialect = launch::pick_dialect(args.dialect, &args.file, &source);
    // FOCAL echoes what is typed on its own teletype, so a piped run shows the answers; at a
    // terminal the terminal has shown them already. BASIC's recordings leave them out unless
    // --echo asks for the teletype page.
    let echo = args.echo || (dialect == DialectArg::Focal69 && !stdin.is_terminal());
    let terminal = stdin.is_terminal();
    let mut con = PipeConsole::new(BufReader::new(stdin.lock()), io::stdout().lock(), echo)
        .with_terminal_echo(terminal);
    launch::run_listing(dialect, &source, &mut con, args.memory, &args.options)
}
