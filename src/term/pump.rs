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
                .spawn(move || read_keys(map, &flag, &shared, &stop))
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

/// The events the terminal has ready, waiting up to `wait` for the first, as keys
/// (`None` for a Ctrl-C).
fn ready_events(map: KeyMap, wait: Duration) -> Vec<Option<Key>> {
    let mut batch = Vec::new();
    let mut wait = wait;
    while event::poll(wait).unwrap_or(false) {
        wait = Duration::ZERO;
        match event::read() {
            Ok(Event::Key(key)) if is_ctrl_c(&key) => batch.push(None),
            Ok(Event::Key(key)) => {
                let codes = map.codes(key);
                if !codes.is_empty() {
                    batch.push(Some(Key::Codes(codes)));
                }
            }
            Ok(Event::Resize(..)) => batch.push(Some(Key::Resized)),
            Ok(_) => {}
            Err(_) => break,
        }
    }
    batch
}

/// The keys the terminal has ready, read on the machine's own thread (no [`Pump`]: a
/// terminal whose Ctrl-C is still the signal, so none comes as a key), waiting up to
/// `wait` for the first.
pub fn read_now(map: KeyMap, wait: Duration) -> Vec<Key> {
    ready_events(map, wait).into_iter().flatten().collect()
}

/// The reading thread: each batch of events the terminal has ready is queued at once,
/// under one look at whether the machine waits.
fn read_keys(map: KeyMap, flag: &BreakFlag, shared: &Shared, stop: &AtomicBool) {
    while !stop.load(Ordering::SeqCst) {
        let batch = ready_events(map, LOOK);
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
