//! FOCAL's number core: the PDP-8 three-word float of FOCAL,1969 ([`pdp8`]).

pub mod pdp8;

pub use pdp8::{Fran, NumError, Pdp8Float, TypeFormat};
