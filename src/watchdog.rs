//! `--timeout`: a thread that raises the run's break flag once the time is up, so the
//! program stops as BREAK stops it (message, status 130) instead of running for ever.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use ferrite_console::BreakFlag;

/// A running time limit; dropping it ends the thread.
pub struct Watchdog {
    fired: Arc<AtomicBool>,
    stop: Option<mpsc::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Watchdog {
    /// Raises `flag` after `limit` (never when `limit` is `None`).
    pub fn start(flag: &BreakFlag, limit: Option<Duration>) -> Self {
        let fired = Arc::new(AtomicBool::new(false));
        let Some(limit) = limit else {
            return Self {
                fired,
                stop: None,
                thread: None,
            };
        };
        let (stop, wait) = mpsc::channel::<()>();
        let (flag, thread_fired) = (flag.clone(), Arc::clone(&fired));
        let thread = std::thread::spawn(move || {
            if wait.recv_timeout(limit) == Err(RecvTimeoutError::Timeout) {
                thread_fired.store(true, Ordering::SeqCst);
                flag.raise();
            }
        });
        Self {
            fired,
            stop: Some(stop),
            thread: Some(thread),
        }
    }

    /// Whether the time ran out (the break that stopped the run was the watchdog's).
    pub fn fired(&self) -> bool {
        self.fired.load(Ordering::SeqCst)
    }

    /// Says on standard error that the time ran out, when it did.
    pub fn report(&self, limit: Option<u64>) {
        if let (true, Some(secs)) = (self.fired(), limit) {
            eprintln!("ferrite: stopped after {secs} s (--timeout)");
        }
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        // Dropping the sender wakes the thread, which then ends without raising the flag.
        self.stop.take();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
