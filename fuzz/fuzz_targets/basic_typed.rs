//! Fuzz target: see `fuzz/harness.rs` (`basic_typed`).
#![no_main]

include!("../harness.rs");

libfuzzer_sys::fuzz_target!(|data: &[u8]| basic_typed(data));
