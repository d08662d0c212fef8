//! ferrite-atari: Atari BASIC rev. C (the 800XL's built-in BASIC) modelled as the ROM works: each line is
//! tokenised by syntax tables when it is typed or ENTERed, and the program, its variable
//! tables and its stacks live in a 64 KiB memory image ([`memory::Memory`]) at the
//! addresses the ROM keeps in zero page, so FRE, PEEK, SAVE files and LIST come out as the
//! machine gave them.
//!
//! - [`memory`]: the address space, the named pointers and OS locations, the cold start.
//! - [`tokens`]: the ROM's statement and operator/function token values and names.
//! - [`syntax`]: the tokenizer (nom rules after the ROM's syntax tables).
//! - [`entry`]: storing lines and variables in the tables, the direct line.
//! - [`lines`]: a stored line's header (number, length) in the statement table.
//! - [`list`]: the LIST command's text.
//! - [`saved`]: the SAVE/LOAD (CSAVE/CLOAD) file format.
//! - [`exec`]: running the tokens; [`session`]: the session the command line drives.
//! - [`script`]: key scripts (`--keys`) that press the console keys, joystick and keys.
//! - [`bcd`]: the OS math pack's 6-byte BCD numbers, every number a program sees.
//!
//! The crate knows nothing of the Microsoft BASICs (`ferrite-basic`): both implement
//! `ferrite_session::AnySession`, and the command line picks one by dialect.
//!
//! Sources: the Atari BASIC Source Book (Wilkinson, O'Brien, Laughton 1983), the Atari
//! BASIC Reference Manual, Mapping the Atari, De Re Atari.

#![warn(missing_docs)]

pub mod bcd;
pub mod entry;
pub mod exec;
pub mod lines;
pub mod list;
pub mod memory;
pub mod saved;
pub mod script;
pub mod session;
pub mod syntax;
#[cfg(test)]
mod tests;
pub mod tokens;
