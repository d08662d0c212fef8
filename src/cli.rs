//! Command-line arguments (clap derive).

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

/// Faithful retro BASIC and FOCAL interpreters.
#[derive(Debug, Parser)]
#[command(name = "ferrite", version, about)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run a program listing; typed lines come from standard input.
    Run(RunArgs),
}

/// Arguments of `ferrite run`.
#[derive(Debug, clap::Args)]
pub struct RunArgs {
    /// The dialect (default: `focal69` for .FC files, `altair` otherwise).
    #[arg(long, value_enum)]
    pub dialect: Option<DialectArg>,
    /// Show the typed text in the output, as a teletype page would.
    #[arg(long)]
    pub echo: bool,
    /// FOCAL storage configuration.
    #[arg(long, value_enum, default_value = "8k")]
    pub memory: MemoryArg,
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
