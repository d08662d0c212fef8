//! Fuzz target: see `fuzz/harness.rs` (`tokenised`).
#![no_main]

include!("../harness.rs");

libfuzzer_sys::fuzz_target!(|data: &[u8]| tokenised(data));
