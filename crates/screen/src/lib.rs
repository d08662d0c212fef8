//! ferrite-screen: the machines' character screens, kept where the machines kept them, in the
//! emulated memory.
//!
//! A screen here is not a picture of the output: it is the bytes of screen memory and the
//! operating-system variables (cursor, margins, logical-line map) at the addresses the
//! machine's programs PEEK and POKE, changed by the same rules the machine's screen editor
//! applied. A program that prints, POKEs screen memory and PEEKs it back therefore sees what
//! it saw on the machine. Everything a screen needs from its host is the [`Ram`] it lives in.
//!
//! - [`atari`]: the Atari 800XL's screen editor (E:) in GRAPHICS 0, and the text dump format
//!   of the recorded screens (`conformance/atari/screen/README.md`).
//! - [`c64`]: the Commodore 64's screen editor (KERNAL CHROUT, line input, link table).
//! - [`pc`]: the IBM PC's SCREEN 0 text page at &HB800 as GW-BASIC drives it.
//! - [`Frame`] and [`TerminalView`]: any machine's screen as coloured cells, drawn on a
//!   terminal with crossterm, redrawing only the cells that changed.

#![warn(missing_docs)]

pub mod atari;
pub mod c64;
mod cells;
pub mod pc;
mod ram;
mod render;

pub use cells::{Cell, Frame, Rgb};
pub use ram::Ram;
pub use render::TerminalView;
