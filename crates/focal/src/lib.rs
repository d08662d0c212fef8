//! ferrite-focal: DEC FOCAL,1969 as the PDP-8 ran it.
//!
//! Text flows one way (STYLE §1): a typed line is split into its [`LineNumber`]
//! ([`lineno`]) and read once into [`Command`](parse::Command)s ([`parse`]); numbered lines
//! go to the [`Program`](program::Program) store; the machine ([`exec`]) runs commands,
//! computes with the PDP-8 number core ([`num`], [`Pdp8Float`]) and writes to a
//! [`ferrite_console::Console`]. FOCAL's codes, sizes and listing header are in the profile
//! ([`dialect`]). [`Session`] is the one entry point: FOCAL at its `*` prompt.
//! [`run_listing`] types a file at `*`, says `GO`, and runs it.

#![warn(missing_docs)]

pub mod dialect;
pub mod error;
pub mod exec;
pub mod lineno;
pub mod num;
pub mod parse;
pub mod program;
mod session;

pub use dialect::Memory;
pub use error::{ErrorKind, FocalError};
pub use lineno::LineNumber;
pub use num::Pdp8Float;
pub use session::{run_listing, Session};
