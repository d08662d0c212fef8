//! The `ferrite` command: parses arguments, builds a session, maps its outcome to an exit code.

mod atari_term;
mod charset;
mod cli;
mod detect;
mod images_cmd;
mod launch;
mod play;
mod record;
mod repl;
mod sessions;
mod term;
mod verify;
mod watchdog;

use std::io::{self, BufReader, IsTerminal};
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result};
use clap::Parser;
use ferrite_console::{BreakFlag, Outcome, PipeConsole};

use cli::{Cli, Command, DialectArg, RunArgs};
use watchdog::Watchdog;

/// The status of a run whose output was closed (`ferrite run X | head`): what a shell shows
/// for a writer that SIGPIPE stopped (128 + 13). Nothing is said on standard error.
pub fn output_closed() -> ExitCode {
    ExitCode::from(141)
}

fn main() -> ExitCode {
    let cli = Cli::parse_from(cli::with_command(std::env::args_os().collect()));
    // verify's statuses say identical (0) or different (1): any other failure is 2.
    let failed = match cli.command {
        Some(Command::Verify(_)) => ExitCode::from(2),
        _ => ExitCode::from(1),
    };
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("ferrite: {e:#}");
            failed
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
        Some(Command::Run(args)) => run_file(&args),
        Some(Command::Basic(args)) => repl::basic(&args),
        None => repl::basic(&cli::BasicArgs::default()),
        Some(Command::Focal(args)) => repl::focal(&args),
        Some(Command::Verify(args)) => verify::verify(&args),
        Some(Command::Record(args)) => record::record(&args),
        Some(Command::Dir(args)) => images_cmd::dir(&args.image).map(|()| ExitCode::SUCCESS),
        Some(Command::List(args)) => {
            images_cmd::list(&args.file, args.dialect).map(|()| ExitCode::SUCCESS)
        }
        // `ferrite PROGRAM [options]` is `ferrite run PROGRAM [options]`.
        Some(Command::File(words)) => {
            cli::check_file_or_command(&words)?;
            let argv = ["ferrite".into(), "run".into()].into_iter().chain(words);
            run(Cli::parse_from(argv))
        }
    }
}

fn run_file(args: &RunArgs) -> Result<ExitCode> {
    let mut with_image;
    let mut args = args;
    let (dialect, source) = match images_cmd::program_for_run(&args.file, args.dialect)? {
        Some(found) => {
            let dialect = images_cmd::announce(&found, args.dialect);
            // The image a program came from is its disk drive while it runs.
            if let (Some(image), None) = (&found.image, &args.options.disk) {
                if matches!(dialect, DialectArg::Atari | DialectArg::C64) {
                    with_image = args.clone();
                    with_image.options.disk = Some(image.clone());
                    args = &with_image;
                }
            }
            // An Atari SAVE file runs from its tokens, as LOAD put them in memory.
            match found.saved {
                Some(saved) if dialect == DialectArg::Atari => (dialect, saved),
                _ => (dialect, found.listing),
            }
        }
        None => {
            let source = std::fs::read(&args.file)
                .with_context(|| format!("cannot read {}", args.file.display()))?;
            let dialect = detect::pick_dialect(args.dialect, &args.file, &source);
            (dialect, source)
        }
    };
    let stdin = io::stdin();
    let terminal = stdin.is_terminal();
    let atari = dialect == DialectArg::Atari;
    if !atari && (args.play.speed.is_some() || args.play.sound_log.is_some()) {
        anyhow::bail!("--speed and --sound-log are for --dialect atari only");
    }
    // A key script or screen dumps make a run headless even at a terminal.
    let scripted = args.atari.keys.is_some() || args.atari.screen_dump.is_some();
    if atari && terminal && io::stdout().is_terminal() && !scripted {
        return atari_term::run_at_terminal(args, &source);
    }
    if dialect == DialectArg::C64 && args.atari.screen_dump.is_some() && args.atari.keys.is_none() {
        return launch::run_c64_screen(args, &source);
    }
    if !atari && (scripted || args.atari.no_printer) {
        anyhow::bail!(
            "--keys and --no-printer are for --dialect atari only, --screen-dump for atari and c64"
        );
    }
    if terminal && io::stdout().is_terminal() {
        return term::run::run_at_terminal(args, &source, dialect);
    }
    // FOCAL echoes what is typed on its own teletype, so a piped run shows the answers; at a
    // terminal the terminal has shown them already. BASIC's recordings leave them out unless
    // --echo asks for the teletype page.
    let echo = args.echo || (dialect == DialectArg::Focal69 && !terminal);
    let flag = BreakFlag::new();
    if terminal {
        term::mode::break_on_ctrl_c(&flag);
    }
    let mut con = PipeConsole::new(BufReader::new(stdin.lock()), io::stdout().lock(), echo)
        .with_terminal_echo(terminal)
        .with_watcher(io::stdout().is_terminal())
        .with_break_flag(flag.clone());
    let watchdog = Watchdog::start(&flag, args.timeout.map(Duration::from_secs));
    let outcome = if atari {
        refuse_atari_lines(&source)?;
        launch::run_atari(&source, &mut con, &args.options, &args.atari, &args.play)?
    } else {
        launch::run_listing_suggesting(
            dialect,
            &source,
            &mut con,
            &args.options,
            args.dialect.is_none(),
        )?
    };
    if con.output_closed() {
        return Ok(output_closed());
    }
    watchdog.report(args.timeout);
    if outcome == Outcome::InputExhausted && terminal {
        // Ctrl-D at the program's prompt: the cursor is still after it.
        eprintln!("\nferrite: input ended (Ctrl-D) while the program waited for a line");
    }
    Ok(exit_code(outcome))
}

/// A line of an Atari listing the machine could not have ENTERed (too long a record) is
/// named with its line in the file, and the run does not start (status 1), as for the
/// other machines' files.
fn refuse_atari_lines(source: &[u8]) -> Result<()> {
    use ferrite_atari::session::AtariSession;
    use ferrite_session::AnySession;
    if ferrite_images::atari_save::is_atari_save(source) {
        return Ok(());
    }
    match AtariSession::default().refused_line(source) {
        Some(refused) => anyhow::bail!("{refused}"),
        None => Ok(()),
    }
}
