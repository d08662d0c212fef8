//! ferrite-focal: DEC FOCAL,1969 as the PDP-8 ran it.

#![warn(missing_docs)]
pub mod num;
