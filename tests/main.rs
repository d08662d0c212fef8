//! Integration tests: one binary, modules per area (ripgrep's layout).

mod cases;
mod conformance;
mod focal;
mod robustness;
mod transcripts;
mod util;
mod verify;
