//! ferrite-basic: Microsoft-lineage BASIC with faithful dialect profiles.
//!
//! A line flows one way: text is crunched into [`token::Token`]s by the dialect's keyword
//! rules, parsed once into [`parse::Stmt`]s and stored in a [`program::Program`]; the
//! [`exec::Machine`] runs the stored statements and writes to a
//! [`Console`](ferrite_console::Console). Everything in which the dialects differ is asked of a
//! [`dialect::Profile`]; every number a program sees comes from that profile's [`num`] core.
//! [`Session`] ties a program to a machine and is what the command line and the tests drive.

#![warn(missing_docs)]

pub mod dialect;
pub mod error;
pub mod exec;
pub mod list;
pub mod memory;
pub mod num;
pub mod parse;
pub mod program;
mod session;
pub mod token;

pub use dialect::{Altair, Gw, Profile, C64};
pub use error::{BasicError, ErrorKind};
pub use session::run_c64_screen;
pub use session::split_line_number;
pub use session::{
    looks_like_focal, AnySession, Dialect, DiskMessages, EditorWords, Entered, ListRange,
    RefusedLine, Session,
};
