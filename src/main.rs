//! The `ferrite` command: parses arguments, builds a session, maps its outcome to an exit code.

mod cli;
mod repl;
mod verify;

use std::io::{self, BufReader, IsTerminal};
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::Parser;
use ferrite_basic::Dialect;
use ferrite_console::{Outcome, PipeConsole};

use cli::{Cli, Command, DialectArg, MemoryArg, RunArgs};

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
        Some(Command::Run(args)) => run_file(&args),
        Some(Command::Basic(args)) => repl::basic(&args),
        None => repl::basic(&cli::BasicArgs::default()),
        Some(Command::Focal(args)) => repl::focal(&args),
        Some(Command::Verify(args)) => verify::verify(&args),
        Some(Command::Record(args)) => verify::record(&args),
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
    let source = std::fs::read(&args.file)
        .with_context(|| format!("cannot read {}", args.file.display()))?;
    let stdin = io::stdin();
    let dialect = pick_dialect(args);
    // FOCAL echoes what is typed on its own teletype, so a piped run shows the answers; at a
    // terminal the terminal has shown them already. BASIC's recordings leave them out unless
    // --echo asks for the teletype page.
    let echo = args.echo || (dialect == DialectArg::Focal69 && !stdin.is_terminal());
    let mut con = PipeConsole::new(BufReader::new(stdin.lock()), io::stdout().lock(), echo);
    let dialect = match dialect {
        DialectArg::Altair => Dialect::Altair,
        DialectArg::C64 => Dialect::C64,
        DialectArg::Gw => Dialect::Gw,
        DialectArg::Focal69 => {
            let memory = match args.memory {
                MemoryArg::K4 => ferrite_focal::Memory::K4,
                MemoryArg::K8 => ferrite_focal::Memory::K8,
            };
            return Ok(ferrite_focal::run_listing(&source, &mut con, memory));
        }
    };
    let mut session = dialect.session();
    session.load(&source);
    Ok(session.run(&mut con))
}
