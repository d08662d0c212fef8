//! The terminal's keys read as they come, in one stream with Ctrl-C.
//!
//! In key mode the terminal sends Ctrl-C as a byte like any other key (no SIGINT), so a
//! BREAK keeps its place among the keys typed around it: a paste or fast typing of
//! `LIST` Enter Ctrl-C `PRINT 7` Enter gives the listing, then the break, then the PRINT,
//! every time. A thread reads the key events while key mode lasts and hands them over in
//! order ([`Pump::take`]); what it does with a Ctrl-C depends on what the machine is doing
//! when the key comes, as GW-BASIC's POLKEY (GIOKYB.ASM) does, which every statement and
//! every wait for a key calls:
//!
//! - the machine waits for a key (its editor, INPUT, INPUT$): the Ctrl-C is queued in its
//!   place and acts when the machine comes to it ([`Key::Break`], `busy` false);
//! - the machine is busy (a program runs, LIST lists, or the editor is handling the key
//!   before): the run's break flag goes up at once, as POLKEY's ITSCTC stops the statement
//!   running, and a mark is queued as well (`busy` true) so that an editor which was only
//!   between two keys breaks after the keys typed before the Ctrl-C and before those typed
//!   after it. A mark whose flag a run has already taken is passed over.
//!
//! A Ctrl-C sent as a real signal (`kill -INT`) still raises the flag from the handler.
//!
//! Only a machine whose screen is drawn reads keys this way: it reads every key itself,
//! at its prompt too. A session in lines hands the terminal to the line editor at each
//! prompt, which must find there the keys typed ahead; its key mode keeps Ctrl-C the
//! signal and reads keys only when the machine looks ([`read_now`]).

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use ferrite_console::BreakFlag;

use super::keymap::KeyMap;

/// How long the reading thread waits for a key before it looks whether it should stop:
/// the most a hand-over to the line editor waits for it.
const LOOK: Duration = Duration::from_millis(20);

/// One thing the terminal sent, in the order it came.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Key {
    /// A key's codes on the machine.
    Codes(Vec<u8>),
    /// Ctrl-C; `busy` when it came while the machine was not waiting for a key (the break
    /// flag was raised then too).
    Break {
        /// The flag went up when the key came.
        busy: bool,
    },
    /// The terminal changed its size.
    Resized,
}

/// What the reading thread and the machine share.
#[derive(Default)]
struct Queue {
    keys: VecDeque<Key>,
    /// The machine is blocked waiting for a key.
    waiting: bool,
}

/// The queue and the signal that something was put in it.
#[derive(Default)]
struct Shared {
    queue: Mutex<Queue>,
    came: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The thread that reads the terminal's keys while key mode lasts.
pub struct Pump {
    shared: Arc<Shared>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Pump {
    /// Starts reading keys for a machine whose keys are `map`; `flag` is the run's BREAK.
    pub fn start(map: KeyMap, flag: BreakFlag) -> Self {
        let shared = Arc::new(Shared::default());
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let (shared, stop) = (Arc::clone(&shared), Arc::clone(&stop));
            std::thread::Builder::new()
                .name("keys".into())
                .spawn(move || read_keys(&mut Terminal, map, &flag, &shared, &stop))
                .ok()
        };
        Pump {
            shared,
            stop,
            thread,
        }
    }

    /// The keys that came, waiting up to `wait` for the first (the machine counts as
    /// waiting for a key meanwhile, so a Ctrl-C then keeps its place in the stream).
    pub fn take(&self, wait: Duration) -> Vec<Key> {
        let mut q = self.shared.lock();
        if q.keys.is_empty() && !wait.is_zero() {
            let until = Instant::now() + wait;
            q.waiting = true;
            while q.keys.is_empty() {
                let left = until.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    break;
                }
                q = match self.shared.came.wait_timeout(q, left) {
                    Ok((q, _)) => q,
                    Err(e) => e.into_inner().0,
                };
            }
            q.waiting = false;
        }
        q.keys.drain(..).collect()
    }

    /// Stops reading and gives the keys read and not yet taken.
    pub fn finish(mut self) -> Vec<Key> {
        self.stop_reading();
        self.take(Duration::ZERO)
    }

    /// Stops the thread and waits for it (at most one [`LOOK`]).
    fn stop_reading(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Pump {
    fn drop(&mut self) {
        self.stop_reading();
    }
}

/// Whether a terminal key is Ctrl-C.
fn is_ctrl_c(key: &event::KeyEvent) -> bool {
    key.kind != KeyEventKind::Release
        && key.modifiers.contains(KeyModifiers::CONTROL)
        && matches!(key.code, KeyCode::Char('c' | 'C'))
}

/// Where the key events come from: the terminal, or a stand-in in the tests.
trait Events {
    /// Whether an event is ready, waiting up to `wait` for one.
    fn poll(&mut self, wait: Duration) -> std::io::Result<bool>;
    /// The next event (one is ready).
    fn read(&mut self) -> std::io::Result<Event>;
}

/// The terminal crossterm reads.
struct Terminal;

impl Events for Terminal {
    fn poll(&mut self, wait: Duration) -> std::io::Result<bool> {
        event::poll(wait)
    }
    fn read(&mut self) -> std::io::Result<Event> {
        event::read()
    }
}

/// The events the terminal has ready, waiting up to `wait` for the first, as keys
/// (`None` for a Ctrl-C). A terminal that fails (closed, or gone away) gives none, and the
/// call still takes its `wait`: the callers look again at once when nothing came, and would
/// otherwise spin on a failing terminal.
fn ready_events(src: &mut impl Events, map: KeyMap, wait: Duration) -> Vec<Option<Key>> {
    let started = Instant::now();
    let mut batch = Vec::new();
    let mut first = wait;
    let failed = loop {
        match src.poll(first) {
            Ok(true) => {}
            Ok(false) => break false,
            Err(_) => break true,
        }
        first = Duration::ZERO;
        match src.read() {
            Ok(Event::Key(key)) if is_ctrl_c(&key) => batch.push(None),
            Ok(Event::Key(key)) => {
                let codes = map.codes(key);
                if !codes.is_empty() {
                    batch.push(Some(Key::Codes(codes)));
                }
            }
            Ok(Event::Resize(..)) => batch.push(Some(Key::Resized)),
            Ok(_) => {}
            Err(_) => break true,
        }
    };
    if failed && batch.is_empty() {
        std::thread::sleep(wait.saturating_sub(started.elapsed()));
    }
    batch
}

/// The keys the terminal has ready, read on the machine's own thread (no [`Pump`]: a
/// terminal whose Ctrl-C is still the signal, so none comes as a key), waiting up to
/// `wait` for the first.
pub fn read_now(map: KeyMap, wait: Duration) -> Vec<Key> {
    ready_events(&mut Terminal, map, wait)
        .into_iter()
        .flatten()
        .collect()
}

/// The reading thread: each batch of events the terminal has ready is queued at once,
/// under one look at whether the machine waits.
fn read_keys(
    src: &mut impl Events,
    map: KeyMap,
    flag: &BreakFlag,
    shared: &Shared,
    stop: &AtomicBool,
) {
    while !stop.load(Ordering::SeqCst) {
        let batch = ready_events(src, map, LOOK);
        if batch.is_empty() {
            continue;
        }
        let mut q = shared.lock();
        let busy = !q.waiting;
        for k in batch {
            let k = k.unwrap_or(Key::Break { busy });
            if k == (Key::Break { busy: true }) {
                flag.raise();
            }
            q.keys.push_back(k);
        }
        drop(q);
        shared.came.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A terminal that has gone: every look fails at once.
    struct Closed {
        polls: usize,
    }

    impl Events for Closed {
        fn poll(&mut self, _: Duration) -> std::io::Result<bool> {
            self.polls += 1;
            Err(std::io::Error::other("closed"))
        }
        fn read(&mut self) -> std::io::Result<Event> {
            Err(std::io::Error::other("closed"))
        }
    }

    #[test]
    fn a_failing_terminal_takes_the_wait() {
        let mut src = Closed { polls: 0 };
        let start = Instant::now();
        let keys = ready_events(&mut src, KeyMap::Pc, Duration::from_millis(30));
        assert!(keys.is_empty());
        assert_eq!(src.polls, 1);
        assert!(start.elapsed() >= Duration::from_millis(30));
    }

    #[test]
    fn the_reading_thread_does_not_spin_on_a_closed_terminal() {
        let shared = Arc::new(Shared::default());
        let stop = Arc::new(AtomicBool::new(false));
        let reader = {
            let (shared, stop) = (Arc::clone(&shared), Arc::clone(&stop));
            std::thread::spawn(move || {
                let mut src = Closed { polls: 0 };
                read_keys(&mut src, KeyMap::Pc, &BreakFlag::default(), &shared, &stop);
                src.polls
            })
        };
        std::thread::sleep(Duration::from_millis(200));
        stop.store(true, Ordering::SeqCst);
        let polls = reader.join().unwrap_or(usize::MAX);
        // One look per LOOK (20 ms): about ten in 200 ms, never thousands.
        assert!(polls <= 15, "{polls} looks in 200 ms");
        assert!(shared.lock().keys.is_empty());
    }
}
