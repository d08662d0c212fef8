//! The REPLs: BASIC and FOCAL at the machine's own prompt, over a line editor.

use anyhow::{bail, Result};
use ferrite_console::Outcome;

use crate::cli::{BasicArgs, FocalArgs};

/// `ferrite basic`: type and edit BASIC as on the machine.
pub fn basic(args: &BasicArgs) -> Result<Outcome> {
    let _ = args;
    bail!("the BASIC REPL is not built yet")
}

/// `ferrite focal`: type and edit FOCAL at the `*` prompt.
pub fn focal(args: &FocalArgs) -> Result<Outcome> {
    let _ = args;
    bail!("the FOCAL REPL is not built yet")
}
