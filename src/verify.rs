//! `ferrite verify` and `ferrite record`: transcripts as a user feature.

use anyhow::{bail, Result};
use ferrite_console::Outcome;

use crate::cli::{RecordArgs, VerifyArgs};

/// `ferrite verify`: runs a program and compares its output with a transcript.
pub fn verify(args: &VerifyArgs) -> Result<Outcome> {
    let _ = args;
    bail!("verify is not built yet")
}

/// `ferrite record`: runs a program at the terminal and writes the transcript.
pub fn record(args: &RecordArgs) -> Result<Outcome> {
    let _ = args;
    bail!("record is not built yet")
}
