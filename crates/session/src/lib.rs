//! ferrite-session: what the command line drives of a BASIC machine, whatever engine runs it.
//!
//! Two engines implement it without knowing each other: `ferrite-basic` (the Microsoft
//! family: the Altair, the C64, GW-BASIC) and `ferrite-atari` (Atari BASIC, which models its
//! own ROM). The binary picks one by dialect and drives it through [`AnySession`]: load and
//! run a listing, or type lines at the prompt. The crate sits below both engines, above
//! `ferrite-console` only, and holds nothing but the interface and the values it passes:
//!
//! - [`error`]: [`BasicError`] and [`ErrorKind`], what went wrong in a run;
//! - [`refused`]: [`RefusedLine`], a line of a file the machine could not store;
//! - [`edited`]: [`EditedLine`], what a machine's own screen editor gave;
//! - [`session`]: the [`AnySession`] trait and [`Entered`], what typing a line did.

#![warn(missing_docs)]

pub mod edited;
pub mod error;
pub mod refused;
pub mod session;

pub use edited::EditedLine;
pub use error::{BasicError, ErrorKind};
pub use refused::RefusedLine;
pub use session::{AnySession, Entered};
