//! Fuzz target: see `fuzz/harness.rs` (`focal`).
#![no_main]

include!("../harness.rs");

libfuzzer_sys::fuzz_target!(|data: &[u8]| focal(data));
