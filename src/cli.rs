//! Command-line arguments (clap derive).

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{CommandFactory, Parser, Subcommand, ValueEnum};

/// Faithful retro BASIC and FOCAL interpreters.
#[derive(Debug, Parser)]
#[command(
    name = "ferrite",
    version,
    about,
    override_usage = "ferrite [COMMAND]\n       ferrite PROGRAM [RUN OPTIONS]",
    after_help = "\
A program file alone runs it, as `ferrite run PROGRAM` does.

Examples:
  ferrite programs/HEXAPAWN.BAS              run a program (dialect from the file)
  ferrite basic --dialect c64                type BASIC at a Commodore 64's READY.
  ferrite verify HEXAPAWN.BAS session.txt    compare a run with a recorded page"
)]
pub struct Cli {
    /// What to do (nothing: the BASIC REPL in the default dialect, altair).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The command line with `run` put in front of options given before any command:
/// `ferrite --dialect gw X.BAS` is `ferrite run --dialect gw X.BAS`, as `ferrite X.BAS
/// --dialect gw` is. `--help` and `--version` stay ferrite's own.
pub fn with_command(mut args: Vec<OsString>) -> Vec<OsString> {
    let first = args.get(1).and_then(|a| a.to_str()).unwrap_or("");
    let own = ["-h", "--help", "-V", "--version"];
    if first.starts_with('-') && !own.contains(&first) {
        args.insert(1, "run".into());
    }
    args
}

/// The names of the commands, as `--help` lists them.
pub fn command_names() -> Vec<String> {
    Cli::command()
        .get_subcommands()
        .filter(|c| !c.is_hide_set())
        .map(|c| c.get_name().to_string())
        .filter(|name| name != "help")
        .collect()
}

/// `ferrite WORD ...` runs the file WORD; when there is no such file, a word that is not a
/// command either is named as both (`ferrite rnu`: a mistyped `run`).
pub fn check_file_or_command(words: &[OsString]) -> anyhow::Result<()> {
    let Some(word) = words.first() else {
        return Ok(());
    };
    if std::path::Path::new(word).exists() {
        return Ok(());
    }
    let name = word.to_string_lossy();
    anyhow::bail!(
        "`{name}` is not a command ({}) nor a file that exists",
        command_names().join(", ")
    )
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run a program listing; typed lines come from standard input.
    #[command(after_help = "\
Exit status: 0 the program ended, 1 the file could not be read, 2 a language error,
3 input ran out, 130 BREAK (Ctrl-C or --timeout), 141 the output was closed.

Examples:
  ferrite run programs/HEXAPAWN.BAS
  ferrite run --dialect gw --seed 5 GAME.BAS < answers.txt
  ferrite run --timeout 10 LOOP.BAS")]
    Run(RunArgs),
    /// Type and edit BASIC at the machine's prompt.
    #[command(after_help = "\
Examples:
  ferrite basic --dialect gw                   GW-BASIC's Ok prompt (Ctrl-D leaves)
  ferrite basic --dialect gw --run GAME.BAS    as `GWBASIC GAME.BAS`: run, then Ok")]
    Basic(BasicArgs),
    /// Type and edit FOCAL at the `*` prompt.
    #[command(after_help = "\
Example:
  ferrite focal --memory 4k      FOCAL,1969 at `*` (Ctrl-D leaves; Tab completes commands)")]
    Focal(FocalArgs),
    /// Run a program and compare its output with a transcript.
    #[command(after_help = "\
The run stops at the first line that differs, or once the output goes past the transcript's
end. CR LF line ends compare as LF; a final line end after a prompt is not an answer.

Exit status: 0 identical, 1 different, 2 a file could not be read or bad usage.

Examples:
  ferrite verify HEXAPAWN.BAS session.txt               typed text read off the page
  ferrite verify --input answers.txt HEXAPAWN.BAS page.txt")]
    Verify(VerifyArgs),
    /// Run a program at the terminal and write the transcript of the session.
    #[command(after_help = "\
Ctrl-C stops the program as BREAK did; the page up to there is still written (exit 130).

Example:
  ferrite record programs/HEXAPAWN.BAS -o session.txt")]
    Record(RecordArgs),
    /// Show a disk image's directory as its machine's DOS did (.d64, .atr).
    Dir(DirArgs),
    /// Show a tokenised program (.prg, an Atari SAVE file, IMAGE:NAME) as LIST printed it.
    List(ListArgs),
    /// `ferrite PROGRAM ...`: a program file given without a command is run.
    #[command(external_subcommand)]
    File(Vec<OsString>),
}

/// The BASIC dialects `ferrite basic` offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BasicDialectArg {
    /// MITS Altair 8K BASIC 4.0.
    Altair,
    /// Commodore BASIC V2.
    C64,
    /// GW-BASIC 3.23.
    Gw,
    /// Atari BASIC rev. C on an 800XL.
    Atari,
    /// FOCAL is not BASIC (`ferrite focal`); kept so older command lines still work.
    #[value(hide = true)]
    Focal69,
}

/// Arguments of `ferrite basic`.
#[derive(Debug, Default, clap::Args)]
pub struct BasicArgs {
    /// The BASIC dialect.
    #[arg(long, value_enum, ignore_case = true)]
    pub dialect: Option<BasicDialectArg>,
    /// The Atari's pace: authentic keeps emulated frames to real time (RTCLOK, delay
    /// loops); max (the default here) runs as fast as possible. Atari only.
    #[arg(long, value_enum, ignore_case = true)]
    pub speed: Option<Speed>,
    /// Start with the program loaded and run at once, then the prompt: on gw as `GWBASIC
    /// FILE` did (no banner; `.BAS` is tried when the name has no extension), on the other
    /// machines after their banner, as if its lines were typed and RUN.
    #[arg(long, value_name = "FILE", conflicts_with = "load")]
    pub run: Option<PathBuf>,
    /// Start with the program loaded but not run (on gw no banner, then `Ok`; elsewhere
    /// after the banner, as if its lines were typed at the prompt).
    #[arg(long, value_name = "FILE")]
    pub load: Option<PathBuf>,
    /// Start without the banner: `Ok` alone on the top row, as in the recorded runs of
    /// GW-BASIC 3.23 (gw only).
    #[arg(long)]
    pub no_banner: bool,
    /// MS-DOS without SHARE (gw only), as the gw-real machine (DOSBox): OPEN's SHARED and
    /// LOCK modes are ignored and LOCK and UNLOCK are `Permission denied`. Without this flag
    /// SHARE is loaded, as on the MS-DOS 5 that recorded the real GW-BASIC test programs.
    #[arg(long)]
    pub no_share: bool,
    /// The disk drive at the prompt: a folder or a `.d64` as the C64's device 8 (`LOAD"$",8`,
    /// `SAVE"NAME",8`), an `.atr` as the Atari's D:, `none` for no drive. An image that does
    /// not exist yet is a blank disk, written when a program first writes to it.
    #[arg(long, value_name = "DIR|IMAGE|none")]
    pub disk: Option<PathBuf>,
}

/// Arguments of `ferrite focal`.
#[derive(Debug, clap::Args)]
pub struct FocalArgs {
    /// FOCAL storage configuration.
    #[arg(long, value_enum, default_value = "8k", ignore_case = true)]
    pub memory: MemoryArg,
}

/// Options that set up the machine as the recorded one was.
#[derive(Debug, Default, Clone, clap::Args)]
pub struct RunOptions {
    /// Seed the dialect's random number generator (as `RANDOMIZE N` would).
    #[arg(long)]
    pub seed: Option<i32>,
    /// Draw and throw away this many random numbers before the program starts.
    #[arg(long)]
    pub rnd_skip: Option<u32>,
    /// The paper or screen width (BASIC).
    #[arg(long)]
    pub width: Option<usize>,
    /// MS-DOS without SHARE (gw only; see `ferrite basic --no-share`).
    #[arg(long)]
    pub no_share: bool,
    /// FOCAL storage configuration (FOCAL only; default 8k).
    #[arg(long, value_enum, ignore_case = true)]
    pub memory: Option<MemoryArg>,
    /// Send the printer (Atari P:, GW-BASIC LPT1:) to this file, appended (default: Atari standard output, GW-BASIC nowhere).
    #[arg(long, value_name = "FILE")]
    pub printer: Option<PathBuf>,
    /// The disk drive: a folder (Atari D:, D1:-D8:), a DOS 2 image (.atr, drive 1), or
    /// `none` (no drive: D: is ERROR- 130). An image that does not exist yet is a blank disk,
    /// written when the program first writes. Default: the image the program was run from,
    /// else the current folder.
    #[arg(long, value_name = "FOLDER|IMAGE|none")]
    pub disk: Option<PathBuf>,
}

/// How `verify` compares.
#[derive(Debug, Default, Clone, clap::Args)]
pub struct CompareArgs {
    /// Ignore spaces at the ends of lines.
    #[arg(long)]
    pub ignore_trailing_space: bool,
    /// The transcript was printed in upper case only (a Teletype Model 33).
    #[arg(long)]
    pub upper: bool,
}

/// Arguments of `ferrite verify`.
#[derive(Debug, Clone, clap::Args)]
pub struct VerifyArgs {
    /// The dialect (default: by the program's extension and content).
    #[arg(long, value_enum, ignore_case = true)]
    pub dialect: Option<DialectArg>,
    /// Typed lines come from this file, and the transcript holds no typed text (FOCAL's
    /// echo of its answers aside, as on its teletype).
    #[arg(long)]
    pub input: Option<PathBuf>,
    /// Stop the program after this many seconds (0: never).
    #[arg(long, value_name = "SECONDS", default_value_t = 60)]
    pub timeout: u64,
    /// Machine options.
    #[command(flatten)]
    pub options: RunOptions,
    /// Comparison options.
    #[command(flatten)]
    pub compare: CompareArgs,
    /// The program.
    pub program: PathBuf,
    /// The transcript to compare with.
    pub transcript: PathBuf,
}

/// Arguments of `ferrite record`.
#[derive(Debug, clap::Args)]
pub struct RecordArgs {
    /// The dialect (default: by the program's extension and content).
    #[arg(long, value_enum, ignore_case = true)]
    pub dialect: Option<DialectArg>,
    /// Stop the program after this many seconds (default: never).
    #[arg(long, value_name = "SECONDS")]
    pub timeout: Option<u64>,
    /// Machine options.
    #[command(flatten)]
    pub options: RunOptions,
    /// Where to write the transcript (default: standard output after the run).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// The program.
    pub program: PathBuf,
}

/// Arguments of `ferrite run`.
#[derive(Debug, Clone, clap::Args)]
pub struct RunArgs {
    /// The dialect (default: `focal69` for .FC, `atari` for .LST, by content, else `altair`).
    #[arg(long, value_enum, ignore_case = true)]
    pub dialect: Option<DialectArg>,
    /// Show the typed text in the output, as a teletype page would.
    #[arg(long)]
    pub echo: bool,
    /// Stop the program after this many seconds (default: never).
    #[arg(long, value_name = "SECONDS")]
    pub timeout: Option<u64>,
    /// Machine options.
    #[command(flatten)]
    pub options: RunOptions,
    /// The Atari's controls and screen dumps.
    #[command(flatten)]
    pub atari: AtariRunArgs,
    /// The Atari's pace and sound.
    #[command(flatten)]
    pub play: AtariPlayArgs,
    /// The program file (an ASCII listing).
    pub file: PathBuf,
}

/// `ferrite run` options for the Atari (`--dialect atari` only).
#[derive(Debug, Default, Clone, clap::Args)]
pub struct AtariRunArgs {
    /// A key script pressing START SELECT OPTION FIRE UP DOWN LEFT RIGHT KEY:c WAIT:n QUIT
    /// (`#` comments), each when the program next reads the controls (Atari only).
    #[arg(long, value_name = "FILE")]
    pub keys: Option<PathBuf>,
    /// Write the screen (the `.scr` text format) at each key event, each wait for a typed
    /// line and the end of the run (Atari only).
    #[arg(long, value_name = "FILE")]
    pub screen_dump: Option<PathBuf>,
    /// No printer attached: opening P: fails with ERROR- 138 (Atari only).
    #[arg(long, conflicts_with = "printer")]
    pub no_printer: bool,
}

/// How fast the Atari runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Speed {
    /// As fast as the 800XL: emulated frames keep to real time.
    Authentic,
    /// As fast as the host can.
    Max,
}

/// `ferrite run` options for the Atari's time and sound (`--dialect atari` only).
#[derive(Debug, Default, Clone, clap::Args)]
pub struct AtariPlayArgs {
    /// authentic: statements take about as long as on the 800XL (default at a terminal);
    /// max: as fast as possible (default headless). Atari only.
    #[arg(long, value_enum, ignore_case = true)]
    pub speed: Option<Speed>,
    /// Write each change of a POKEY voice (SOUND, POKE 53760-53767) with its frame number
    /// to this file (Atari only).
    #[arg(long, value_name = "FILE")]
    pub sound_log: Option<std::path::PathBuf>,
}

/// The dialects on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DialectArg {
    /// MITS Altair 8K BASIC 4.0.
    Altair,
    /// Commodore BASIC V2.
    C64,
    /// GW-BASIC 3.23.
    Gw,
    /// Atari BASIC rev. C on an 800XL.
    Atari,
    /// DEC FOCAL,1969.
    Focal69,
}

/// FOCAL,1969 memory configurations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum MemoryArg {
    /// 4K FOCAL: text and variables share field 0.
    #[value(name = "4k")]
    K4,
    /// 8K FOCAL: program text in field 1.
    #[value(name = "8k")]
    K8,
}

/// Arguments of `ferrite dir`.
#[derive(Debug, clap::Args)]
pub struct DirArgs {
    /// The disk image (.d64 or .atr).
    pub image: PathBuf,
}

/// Arguments of `ferrite list`.
#[derive(Debug, clap::Args)]
pub struct ListArgs {
    /// The program: a .prg, an Atari SAVE file, IMAGE:NAME for a file on a disk image, or a
    /// text listing (read as its machine's characters and written back in the notation).
    pub file: PathBuf,
    /// The dialect of a text listing (default: as `run` picks it).
    #[arg(long, value_enum)]
    pub dialect: Option<DialectArg>,
}
