//! Fuzz target: see `fuzz/harness.rs` (`devices`).
#![no_main]

#[allow(dead_code)] // each target uses one of the harness's bodies
#[path = "../harness.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::devices(data));
