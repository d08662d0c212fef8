//! The console a retro interpreter talks to: bytes out, typed lines in, and a break flag.
//!
//! Both language crates (`ferrite-basic`, `ferrite-focal`) write every byte a program prints
//! through the [`Console`] trait and read every typed line from it, so the same interpreter
//! runs behind a pipe ([`PipeConsole`]), an in-memory transcript for tests ([`MemoryConsole`])
//! or an interactive line editor (the root binary's REPL). The interpreters keep their own
//! column count because each machine counted columns its own way.

#![warn(missing_docs)]

mod memory;
mod pipe;
pub mod transcript;
mod view;
mod watch;

pub use memory::MemoryConsole;
pub use pipe::{PipeConsole, TypistPace};
pub use view::{Rgb, ScreenView, ViewCell};
pub use watch::WatchedConsole;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Where an interpreter sends its output and gets typed lines from.
pub trait Console {
    /// Sends bytes to the screen or printer, exactly as the machine sent them.
    fn write(&mut self, bytes: &[u8]);

    /// Waits for one typed line (without its line end). `None` means no more input will come:
    /// the pipe ended or the user closed the terminal.
    fn read_line(&mut self) -> Option<Vec<u8>>;

    /// Whether the typed text should also be written by the interpreter (a teletype page shows
    /// what was typed; a piped run by convention does not).
    fn echoes_input(&self) -> bool {
        false
    }

    /// The flag a BREAK key (Ctrl-C) sets; the interpreter polls it between statements.
    fn break_flag(&self) -> Option<BreakFlag> {
        None
    }

    /// Whether the machine's waits (the speaker's notes, a printed bell) take the host's
    /// time: someone is watching or listening. A console that only collects output says no,
    /// and a wait then passes at once, the machine's clock moving on by the time it took,
    /// so the program sees the time pass as on the machine and the output is the same.
    fn keeps_time(&self) -> bool {
        true
    }

    /// The keyboard buffer a running program reads key by key (GW-BASIC's INKEY$ and
    /// INPUT$), where the console has one: shared, since the program reads it while the
    /// console keeps reading lines from it.
    fn keyboard(&self) -> Option<std::rc::Rc<std::cell::RefCell<dyn Keyboard>>> {
        None
    }

    /// Puts keys in front of whatever is typed next, as if typed now (a GW-BASIC program
    /// that POKEs keys into the BIOS keyboard buffer); a console without typed input ignores
    /// them.
    fn type_ahead(&mut self, keys: &[u8]) {
        let _ = keys;
    }

    /// The machine's screen, as it is now, after output was flushed: a console at a
    /// terminal that draws the machine's screen shows it; others ignore it.
    fn show(&mut self, screen: &dyn ScreenView) {
        let _ = screen;
    }

    /// The next key typed, for a program reading keys one by one where the console has no
    /// shared [`Keyboard`] (the C64's GET under `ferrite run`): Enter is CHR$(13), as the
    /// machines' RETURN key gave it. `None` when no more input will come.
    fn read_key(&mut self) -> Option<u8> {
        let keyboard = self.keyboard()?;
        let key = keyboard.borrow_mut().key();
        key
    }
}

/// A keyboard buffer read one key at a time.
pub trait Keyboard {
    /// The next key, or `None` when no more keys will come (the piped input ended).
    fn key(&mut self) -> Option<u8>;

    /// Whether a key is waiting in the buffer now. Piped input always has one until it
    /// ends (then [`Keyboard::key`] says so); a person's keyboard at a terminal may have
    /// none yet, and then GET and INKEY$ give "" at once, as the machines did. A keyboard
    /// that says no should also give the host a moment (a program polling an empty buffer
    /// must not spin the host's CPU).
    fn has_key(&mut self) -> bool {
        true
    }

    /// Whether the keys are typed when the program waits for them rather than typed ahead:
    /// answers piped to `ferrite run` are meant for the program's questions, and a typist
    /// types them as [`Keyboard::look`] says. When none is left at a look that would get
    /// one, the run ends there (the machine would wait for ever). A keyboard buffer filled
    /// ahead (GW-BASIC's, as the pcbasic-suite types it) says no.
    fn typed_when_asked(&self) -> bool {
        false
    }

    /// A program looks at the keyboard without waiting (GW-BASIC's INKEY$): whether a key
    /// is typed for this look. `shown` says whether the program has shown anything since it
    /// took its last key. A buffer filled ahead always has its next key ready (the default).
    fn look(&mut self, shown: bool) -> bool {
        let _ = shown;
        true
    }

    /// Whether a machine with a full-screen editor (GW-BASIC's) should read its lines key
    /// by key from this keyboard, editing them on its own screen, rather than take whole
    /// lines from the console.
    fn edits_on_screen(&self) -> bool {
        false
    }

    /// The next key for a screen editor: as [`Keyboard::key`], except that the line end of
    /// the input is Enter (13) and a line feed that is not the line end is Ctrl-J (10).
    fn edit_key(&mut self) -> Option<u8> {
        self.key()
    }

    /// Puts keys back in front of the keys still to come, to be read next, as if typed
    /// now: the machine's key queue is one, and a reader that took keys past what it used
    /// (GW-BASIC's `KYBD:` file) leaves them there for the next reader (INPUT, the `Ok`
    /// prompt). A keyboard that cannot hold them drops them.
    fn unread(&mut self, keys: &[u8]) {
        let _ = keys;
    }

    /// The machine's screen, as it is now: a keyboard a person types at draws it (the
    /// machine calls this when its output is flushed and before it reads keys). Others
    /// ignore it.
    fn show(&mut self, screen: &dyn ScreenView) {
        let _ = screen;
    }
}

/// A shared flag that a signal handler sets and an interpreter clears when it has stopped.
#[derive(Clone, Debug, Default)]
pub struct BreakFlag(Arc<AtomicBool>);

impl BreakFlag {
    /// Creates a flag that is not set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the flag (called from a Ctrl-C handler).
    pub fn raise(&self) {
        self.0.store(true, Ordering::SeqCst);
    }

    /// Reads and clears the flag.
    ///
    /// The interpreters ask before every statement, so the usual answer (not raised) costs
    /// one relaxed load; only a raised flag pays for the clearing swap. A raise that lands
    /// between the two is seen by the swap or by the next statement's check. Always inlined
    /// into the interpreters' statement loops (in other crates, and too large for the
    /// inliner's own choice), where a call cost more than the load.
    #[inline(always)]
    pub fn take(&self) -> bool {
        self.0.load(Ordering::Relaxed) && self.clear()
    }

    /// The clearing swap of [`BreakFlag::take`], out of line: it runs once per BREAK.
    #[cold]
    #[inline(never)]
    fn clear(&self) -> bool {
        self.0.swap(false, Ordering::SeqCst)
    }

    /// Reads the flag without clearing it (a relaxed load: the flag carries no other data,
    /// and [`BreakFlag::take`]'s swap is the one that synchronises).
    #[inline(always)]
    pub fn is_raised(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// How a run of a program ended; the command-line program maps it to an exit status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The program ended normally (END, STOP, QUIT, or ran past its last line).
    Ended,
    /// A language error stopped the program after the dialect's message was printed.
    Error,
    /// The program waited for typed input and none was left.
    InputExhausted,
    /// The user pressed BREAK (Ctrl-C).
    Broken,
}
