//! Starting a program in the chosen dialect: the one place that matches on dialects.

use ferrite_console::{Console, Outcome};

use crate::charset;
use crate::cli::{
    AtariPlayArgs, AtariRunArgs, BasicArgs, BasicDialectArg, DialectArg, MemoryArg, RunOptions,
};
use crate::sessions::Dialect;

/// Loads `source` into a fresh machine of `dialect` and runs it on `con`. Options that a
/// dialect has no use for are refused rather than ignored.
pub fn run_listing(
    dialect: DialectArg,
    source: &[u8],
    con: &mut dyn Console,
    options: &RunOptions,
) -> anyhow::Result<Outcome> {
    run_listing_suggesting(dialect, source, con, options, false)
}

/// [`run_listing`]; with `suggest` (the dialect was guessed, not given), a run that fails
/// with a syntax error in a line another BASIC dialect reads says on standard error to try
/// that dialect.
pub fn run_listing_suggesting(
    dialect: DialectArg,
    source: &[u8],
    con: &mut dyn Console,
    options: &RunOptions,
    suggest: bool,
) -> anyhow::Result<Outcome> {
    // A UTF-8 byte-order mark is an editor's mark, not something anyone typed at the
    // machine: without this the first line would not start with its number and be lost.
    let source = source.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(source);
    let basic = match dialect {
        DialectArg::Altair => Dialect::Altair,
        DialectArg::C64 => Dialect::C64,
        DialectArg::Gw => Dialect::Gw,
        DialectArg::Atari => Dialect::Atari,
        DialectArg::Focal69 => {
            if options.seed.is_some()
                || options.rnd_skip.is_some()
                || options.width.is_some()
                || options.no_share
                || options.printer.is_some()
                || options.disk.is_some()
            {
                anyhow::bail!(
                    "--seed, --rnd-skip, --width, --printer and --disk are not available for FOCAL yet"
                );
            }
            let memory = match options.memory.unwrap_or(MemoryArg::K8) {
                MemoryArg::K4 => ferrite_focal::Memory::K4,
                MemoryArg::K8 => ferrite_focal::Memory::K8,
            };
            return Ok(ferrite_focal::run_listing(source, con, memory));
        }
    };
    if options.memory.is_some() {
        anyhow::bail!("--memory is for FOCAL only (a BASIC machine's memory is its own)");
    }
    // The listing's characters as the machine's bytes, and its output as text again
    // (`charset`, issue 28).
    let set = charset::Set::of(dialect);
    let listing = charset::listing(set, source);
    let source: &[u8] = &listing.bytes;
    let mut con = charset::CharsetConsole::new(con, set, listing.utf8);
    let con: &mut dyn Console = &mut con;
    let mut session = basic.session();
    let refused = session.refused_line(source);
    if let Err(e) = session.load(source) {
        if let Some(refused) = &refused {
            eprintln!("ferrite: {refused}");
        }
        return Ok(session.report(e, con));
    }
    if let Some(refused) = refused {
        anyhow::bail!("{refused}");
    }
    set_up_machine(&mut *session, options);
    if let Some(file) = &options.printer {
        if !session.attach_printer(file.clone()) {
            anyhow::bail!("--printer is not available for this dialect yet");
        }
    }
    if let Some(folder) = &options.disk {
        if !session.attach_disk(folder.clone()) {
            anyhow::bail!("--disk is not available for this dialect yet");
        }
    }
    let outcome = session.run(con);
    if suggest && outcome == Outcome::Error {
        if let Some((line, other)) = other_dialect(basic, session.as_ref(), source) {
            eprintln!(
                "ferrite: line {line} is a syntax error in this dialect but reads as {other} BASIC: try --dialect {other}"
            );
        }
    }
    Ok(outcome)
}

/// Another BASIC dialect whose parser reads the line a run stopped at with a syntax error.
fn other_dialect(
    ran: Dialect,
    session: &dyn ferrite_session::AnySession,
    source: &[u8],
) -> Option<(u16, &'static str)> {
    let error = session.last_error()?;
    let number = error.line?;
    if error.kind != ferrite_session::ErrorKind::Syntax {
        return None;
    }
    let text = source
        .split(|&b| b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
        .filter_map(ferrite_basic::split_line_number)
        .rfind(|&(n, _)| n == number)?
        .1;
    // GW-BASIC reads the most (ELSE, `&H`, `%` names), the Altair the least. A dialect is
    // named only when it reads every line of the listing, not just the one that stopped:
    // a hint that sends the user to a machine failing a few lines later is a wrong one.
    let lines: Vec<&[u8]> = source
        .split(|&b| b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
        .filter_map(ferrite_basic::split_line_number)
        .map(|(_, t)| t)
        .collect();
    [
        (Dialect::Gw, "gw"),
        (Dialect::C64, "c64"),
        (Dialect::Altair, "altair"),
    ]
    .into_iter()
    .find(|&(d, _)| d != ran && d.accepts_line(text) && lines.iter().all(|l| d.accepts_line(l)))
    .map(|(_, name)| (number, name))
}

/// Runs an Atari BASIC listing headless: a key script (`--keys`) pressing its controls,
/// the screen dumped (`--screen-dump`), each event written to the stream as the oracle's
/// `{TOKEN}` line when it becomes active; pacing and the sound log around the host.
pub fn run_atari(
    source: &[u8],
    con: &mut dyn Console,
    options: &RunOptions,
    atari: &AtariRunArgs,
    play: &AtariPlayArgs,
) -> anyhow::Result<Outcome> {
    use anyhow::Context;
    use ferrite_atari::exec::{AtariHost, Headless, ScreenLog};
    use ferrite_atari::script::{parse_script, ScriptHost};
    use ferrite_atari::session::AtariSession;

    let mut session = AtariSession::default();
    let mut host: Box<dyn AtariHost> = Box::new(Headless);
    if let Some(path) = &atari.keys {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        let events = parse_script(&text).with_context(|| format!("in {}", path.display()))?;
        host = Box::new(ScriptHost::new(events));
        session.machine.show_events = true;
    }
    session.machine.host = crate::play::wrap_host(host, play, play.speed)?;
    if atari.screen_dump.is_some() {
        session.machine.screens = Some(ScreenLog::default());
    }
    let outcome = run_atari_session(&mut session, source, con, options, atari)?;
    if let (Some(path), Some(log)) = (&atari.screen_dump, &session.machine.screens) {
        std::fs::write(path, &log.text)
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(outcome)
}

/// Runs a C64 listing headless on the C64's screen (`--screen-dump FILE`): standard input
/// is the typed lines (the `{clr}` notation of `conformance/c64/screen`), the stream goes
/// to standard output as usual, and the screen dumps to FILE.
pub fn run_c64_screen(
    args: &crate::cli::RunArgs,
    source: &[u8],
) -> anyhow::Result<std::process::ExitCode> {
    use anyhow::Context;
    use std::io::{Read, Write};

    let mut typed = Vec::new();
    std::io::stdin()
        .read_to_end(&mut typed)
        .context("cannot read the typed lines")?;
    let source = source.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(source);
    let source = charset::c64_notation(source);
    let flag = ferrite_console::BreakFlag::new();
    let stdout = std::io::stdout();
    let mut con = ferrite_console::PipeConsole::new(std::io::empty(), stdout.lock(), false)
        .with_break_flag(flag.clone());
    let watchdog =
        crate::watchdog::Watchdog::start(&flag, args.timeout.map(std::time::Duration::from_secs));
    let (outcome, dumps) = ferrite_basic::run_c64_screen(&source, &typed, &mut con);
    drop(con);
    let _ = std::io::stdout().flush();
    if let Some(path) = &args.atari.screen_dump {
        std::fs::write(path, dumps).with_context(|| format!("cannot write {}", path.display()))?;
    }
    watchdog.report(args.timeout);
    Ok(crate::exit_code(outcome))
}

/// Sets up an Atari session's devices and random numbers as the options ask, loads the
/// listing and runs it (headless or at the terminal alike).
pub fn run_atari_session(
    session: &mut ferrite_atari::session::AtariSession,
    source: &[u8],
    con: &mut dyn Console,
    options: &RunOptions,
    atari: &AtariRunArgs,
) -> anyhow::Result<Outcome> {
    use ferrite_session::AnySession;

    if options.memory.is_some() {
        anyhow::bail!("--memory is for FOCAL only (a BASIC machine's memory is its own)");
    }
    // A SAVE file is LOADed as its tokens and variable table (as `RUN "D:..."` loads it),
    // not entered through its listing.
    let saved = ferrite_images::atari_save::is_atari_save(source);
    let source = source.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(source);
    // ATASCII for the listing's characters (issue 28). Typed lines are left as they come:
    // the Atari's own screen editor gives ATASCII, whose inverse bytes are no UTF-8.
    let listing = charset::listing(charset::Set::Atascii, source);
    let text: &[u8] = &listing.bytes;
    session.machine.printer = options.printer.clone();
    if let Some(disk) = &options.disk {
        session
            .machine
            .attach_drive(disk)
            .map_err(|e| anyhow::anyhow!("--disk: {e}"))?;
    }
    session.machine.no_printer = atari.no_printer;
    if saved {
        if let Err(code) = session.load_saved(source) {
            anyhow::bail!("not a SAVEd Atari BASIC program (LOAD gives ERROR- {code})");
        }
    } else if let Err(e) = session.load(text) {
        return Ok(session.report(e, con));
    }
    set_up_machine(session, options);
    Ok(session.run(con))
}

/// The random numbers and paper width a recording's machine had (`--seed`, `--rnd-skip`,
/// `--width`).
pub(crate) fn set_up_machine(session: &mut dyn ferrite_session::AnySession, options: &RunOptions) {
    if let Some(seed) = options.seed {
        session.seed_rnd(seed);
    }
    if let Some(n) = options.rnd_skip {
        session.skip_rnd(n);
    }
    if let Some(w) = options.width {
        session.set_width(w);
    }
    if options.no_share {
        session.set_dos_share(false);
    }
}

/// How `ferrite basic` starts the machine when told `--run`, `--load` or `--no-banner`:
/// the program file's bytes (if one was named) and whether to run it; `None` for the usual
/// start with the banner. Only GW-BASIC took a program on its command line (GW-BASIC User's
/// Guide, "Starting GW-BASIC"); the other machines get the program as a listing their
/// prompt is typed, after their banner.
pub fn command_line_program(args: &BasicArgs) -> anyhow::Result<Option<(Option<Vec<u8>>, bool)>> {
    use anyhow::Context;
    let (file, run) = match (&args.run, &args.load) {
        (Some(f), _) => (Some(f), true),
        (None, Some(f)) => (Some(f), false),
        (None, None) if args.no_banner => (None, false),
        (None, None) => return Ok(None),
    };
    if args.no_banner && args.dialect != Some(BasicDialectArg::Gw) {
        anyhow::bail!("--no-banner is for --dialect gw only");
    }
    let Some(file) = file else {
        return Ok(Some((None, false)));
    };
    let found = dos_name(file).unwrap_or_else(|| file.clone());
    // The other machines are handed a listing to type: a file in the machine's own saved
    // form (an Atari SAVE file, a C64 `.prg`, a program on an image) is listed first, as
    // LOAD read it; GW-BASIC's session reads its own tokenised files.
    if args.dialect != Some(BasicDialectArg::Gw) {
        if let Some(program) = crate::images_cmd::program_for_run(&found, None)? {
            return Ok(Some((Some(program.listing), run)));
        }
    }
    let bytes = std::fs::read(&found).with_context(|| format!("cannot read {}", file.display()))?;
    Ok(Some((Some(bytes), run)))
}

/// The host file a DOS program name meant, found as `LOAD "name"` found it: DOS names
/// have no case (`gwtest` is `GWTEST.BAS`), and `.BAS` is added to a name without an
/// extension. `None` when no file in the folder answers to it.
fn dos_name(file: &std::path::Path) -> Option<std::path::PathBuf> {
    if file.is_file() {
        return Some(file.to_path_buf());
    }
    let name = file.file_name()?.to_str()?;
    let mut wanted = vec![name.to_string()];
    if file.extension().is_none() {
        wanted.push(format!("{name}.BAS"));
    }
    let dir = match file.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => std::path::PathBuf::from("."),
    };
    let entries: Vec<std::path::PathBuf> = std::fs::read_dir(&dir)
        .ok()?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    // The name as typed first, then with `.BAS`, as GW-BASIC tried them.
    wanted.iter().find_map(|w| {
        entries
            .iter()
            .find(|p| {
                p.is_file()
                    && p.file_name()
                        .and_then(|n| n.to_str())
                        .is_some_and(|n| n.eq_ignore_ascii_case(w))
            })
            .cloned()
    })
}
