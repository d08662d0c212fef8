//! The terminal in key mode while a machine reads its keyboard: no line buffering and no
//! echo, so each key reaches the machine as it is struck and shows only where the machine
//! shows it. A machine whose screen is drawn reads Ctrl-C as a key in its place among the
//! others (no signals from the keyboard), and the key reader (`pump.rs`) turns it into the
//! run's BREAK there; otherwise signals stay on and Ctrl-C is SIGINT, raising the run's
//! break flag from the handler without the tty dropping the keys typed before it (a
//! SIGINT from elsewhere, `kill -INT`, raises it in both). Output processing stays on
//! (a line feed still returns the carriage). The terminal's own settings come back when the
//! mode is dropped, and on a panic (the hook), so the shell is never left without echo.

use std::io::IsTerminal;
use std::sync::{Mutex, Once};

use ferrite_console::BreakFlag;

/// The settings the terminal had before key mode: restored by [`restore`].
static SAVED: Mutex<Option<libc::termios>> = Mutex::new(None);

/// Holds standard input in key mode until dropped.
pub struct KeyMode {
    _private: (),
}

impl KeyMode {
    /// Puts standard input in key mode, with Ctrl-C a key when `in_band` (else the
    /// signal); `None` when it is not a terminal.
    pub fn enter(in_band: bool) -> Option<Self> {
        if !std::io::stdin().is_terminal() {
            return None;
        }
        static HOOK: Once = Once::new();
        HOOK.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                restore();
                previous(info);
            }));
        });
        // SAFETY: `termios` is plain data that tcgetattr fills in; fd 0 is standard input.
        let mut t: libc::termios = unsafe { std::mem::zeroed() };
        // SAFETY: as above; the pointer is to a live local.
        if unsafe { libc::tcgetattr(0, &mut t) } != 0 {
            return None;
        }
        if let Ok(mut saved) = SAVED.lock() {
            saved.get_or_insert(t);
        }
        let mut keys = t;
        keys.c_lflag &= !(libc::ICANON | libc::ECHO | libc::IEXTEN);
        if in_band {
            // Ctrl-C read where it was typed (a SIGINT would overtake the keys typed before
            // it, and the tty would order it against them by timing).
            keys.c_lflag &= !libc::ISIG;
        } else {
            keys.c_lflag |= libc::ISIG;
        }
        // NOFLSH: a Ctrl-C's SIGINT keeps the keys typed ahead of it (the tty would drop
        // them, and with them lines typed before the BREAK). It also marks the mode as
        // ferrite's key mode, told apart from a line editor's raw mode (the pty tests).
        keys.c_lflag |= libc::NOFLSH;
        // Enter comes as CR (13), the machines' RETURN, and Ctrl-S/Ctrl-Q are keys.
        keys.c_iflag &= !(libc::ICRNL | libc::IXON);
        keys.c_cc[libc::VMIN] = 1;
        keys.c_cc[libc::VTIME] = 0;
        // SAFETY: fd 0 and a valid termios.
        unsafe { libc::tcsetattr(0, libc::TCSANOW, &keys) };
        Some(KeyMode { _private: () })
    }
}

impl Drop for KeyMode {
    fn drop(&mut self) {
        restore();
    }
}

/// Gives standard input its own settings back (harmless when key mode was not entered).
pub fn restore() {
    let Ok(mut saved) = SAVED.lock() else { return };
    if let Some(t) = saved.take() {
        // SAFETY: fd 0 and the termios tcgetattr gave.
        unsafe { libc::tcsetattr(0, libc::TCSANOW, &t) };
    }
}

/// Raises `flag` on Ctrl-C (SIGINT) from now on (the first handler set in the process
/// stays: a REPL's).
pub fn break_on_ctrl_c(flag: &BreakFlag) {
    let flag = flag.clone();
    let _ = ctrlc::set_handler(move || flag.raise());
}
