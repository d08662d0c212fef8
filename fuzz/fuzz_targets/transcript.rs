//! Fuzz target: see `fuzz/harness.rs` (`transcript`).
#![no_main]

include!("../harness.rs");

libfuzzer_sys::fuzz_target!(|data: &[u8]| transcript(data));
