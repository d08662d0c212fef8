//! Command-line arguments (clap derive).

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

/// Faithful retro BASIC and FOCAL interpreters.
#[derive(Debug, Parser)]
#[command(name = "ferrite", version, about)]
pub struct Cli {
    /// What to do (nothing: the BASIC REPL in the default dialect, altair).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run a program listing; typed lines come from standard input.
    Run(RunArgs),
    /// Type and edit BASIC at the machine's prompt.
    Basic(BasicArgs),
    /// Type and edit FOCAL at the `*` prompt.
    Focal(FocalArgs),
    /// Run a program and compare its output with a transcript.
    Verify(VerifyArgs),
    /// Run a program at the terminal and write the transcript of the session.
    Record(RecordArgs),
}

/// Arguments of `ferrite basic`.
#[derive(Debug, Default, clap::Args)]
pub struct BasicArgs {
    /// The BASIC dialect.
    #[arg(long, value_enum)]
    pub dialect: Option<DialectArg>,
}

/// Arguments of `ferrite focal`.
#[derive(Debug, clap::Args)]
pub struct FocalArgs {
    /// FOCAL storage configuration.
    #[arg(long, value_enum, default_value = "8k")]
    pub memory: MemoryArg,
}

/// Options that make real transcripts comparable.
#[derive(Debug, Default, Clone, clap::Args)]
pub struct TranscriptOptions {
    /// Seed the dialect's random number generator (as `RANDOMIZE N` would).
    #[arg(long)]
    pub seed: Option<i32>,
    /// Draw and throw away this many random numbers before the program starts.
    #[arg(long)]
    pub rnd_skip: Option<u32>,
    /// The paper or screen width of the transcript.
    #[arg(long)]
    pub width: Option<usize>,
    /// Ignore spaces at the ends of lines.
    #[arg(long)]
    pub ignore_trailing_space: bool,
    /// The transcript was printed in upper case only (a Teletype Model 33).
    #[arg(long)]
    pub upper: bool,
}

/// Arguments of `ferrite verify`.
#[derive(Debug, clap::Args)]
pub struct VerifyArgs {
    /// The dialect (default: by the program's extension).
    #[arg(long, value_enum)]
    pub dialect: Option<DialectArg>,
    /// Typed lines come from this file, and the transcript holds no typed text.
    #[arg(long)]
    pub input: Option<PathBuf>,
    /// FOCAL storage configuration.
    #[arg(long, value_enum, default_value = "8k")]
    pub memory: MemoryArg,
    /// Transcript options.
    #[command(flatten)]
    pub options: TranscriptOptions,
    /// The program.
    pub program: PathBuf,
    /// The transcript to compare with.
    pub transcript: PathBuf,
}

/// Arguments of `ferrite record`.
#[derive(Debug, clap::Args)]
pub struct RecordArgs {
    /// The dialect (default: by the program's extension).
    #[arg(long, value_enum)]
    pub dialect: Option<DialectArg>,
    /// FOCAL storage configuration.
    #[arg(long, value_enum, default_value = "8k")]
    pub memory: MemoryArg,
    /// Transcript options.
    #[command(flatten)]
    pub options: TranscriptOptions,
    /// Where to write the transcript (default: standard output after the run).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// The program.
    pub program: PathBuf,
}

/// Arguments of `ferrite run`.
#[derive(Debug, clap::Args)]
pub struct RunArgs {
    /// The dialect (default: `focal69` for .FC, `atari` for .LST, by content, else `altair`).
    #[arg(long, value_enum)]
    pub dialect: Option<DialectArg>,
    /// Show the typed text in the output, as a teletype page would.
    #[arg(long)]
    pub echo: bool,
    /// FOCAL storage configuration.
    #[arg(long, value_enum, default_value = "8k")]
    pub memory: MemoryArg,
    /// Seed and width options.
    #[command(flatten)]
    pub options: TranscriptOptions,
    /// The program file (an ASCII listing).
    pub file: PathBuf,
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
