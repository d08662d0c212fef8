//! Fuzz target: see `fuzz/harness.rs` (`basic_program`).
#![no_main]

include!("../harness.rs");

libfuzzer_sys::fuzz_target!(|data: &[u8]| basic_program(data));
