//! Programs as they survive: the files and disk images 8-bit BASIC programs were kept in.
//!
//! - [`c64`]: `.prg` files of Commodore BASIC V2, listed as LIST printed them and made from
//!   a listing byte for byte as the C64 SAVEd it.
//! - [`d64`]: 1541 disk images (35 or 40 tracks, with or without error bytes): the BAM, the
//!   directory as `LOAD"$",8` and LIST showed it, files read along their sector chains and
//!   written as the 1541 allocated them.
//! - [`atr`]: Atari disk images (single, enhanced and double density) with DOS 2.0S or 2.5:
//!   the VTOC, the directory as DOS 2 listed it, files read and written.
//! - [`Image`] opens either kind from its bytes; [`save_atomically`] writes an image back
//!   through a temporary file and a rename, so a failed write leaves the old image whole.
//!
//! Nothing here runs BASIC: the Atari's tokenised SAVE format is only recognised
//! ([`atari_save::is_atari_save`]) and handed to the interpreter. Damaged images give an
//! [`ImageError`] naming the sector, never a panic or an endless walk along a chain.

#![warn(missing_docs)]

pub mod atari_save;
mod atomic;
pub mod atr;
pub mod c64;
pub mod d64;
mod error;
mod image;
pub mod petscii;

pub use atomic::save_atomically;
pub use error::{ImageError, Place};
pub use image::{Entry, Image, Machine};
