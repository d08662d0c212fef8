//! Whether the executor may take its shortcuts (NEXT's arithmetic for the usual loop, a
//! lone constant read without the evaluator): always, except in the test that runs FOR and
//! NEXT both ways and compares cycles and memory. The evaluator, the statements and the
//! jumps all ask, so the switch sits below them.

#[cfg(test)]
thread_local! {
    /// Set by a test to run NEXT the general way, so the charges of both ways compare.
    pub(in crate::exec) static GENERAL_ONLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether NEXT may take `for_step.rs`'s arithmetic and its straight jump to the next line,
/// and the evaluator its lone constants (always, outside the test that compares both ways).
#[inline(always)]
pub(in crate::exec) fn enabled() -> bool {
    #[cfg(test)]
    if GENERAL_ONLY.with(|g| g.get()) {
        return false;
    }
    true
}
