//! The terminal's keys and size, read straight from standard input with `poll(2)`.
//!
//! Why not crossterm's event reader: it registers the terminal with epoll edge-triggered
//! (mio) and reads a blocking descriptor only when told it became readable; when a
//! readiness edge is missed (a SIGWINCH reported in the same wake, whose Resize is returned
//! before the terminal is read, is one way) the byte stays in the kernel's queue and is
//! never read. The Atari's BREAK (Ctrl-C) was lost so under load: the run went on polling
//! every frame with `FIONREAD` 1 and the 0x03 byte unread. `poll(2)` is level-triggered: a
//! byte waiting is seen at every look. The size is read with `TIOCGWINSZ` at each look too,
//! so a resize needs no signal either.
//!
//! The bytes are an xterm's (and the Linux console's): control codes, UTF-8 text and the
//! CSI / SS3 sequences of the cursor, editing and function keys, `ESC` before a key for Alt.
//! A lone `ESC` is the Esc key once no more bytes follow it within [`ESC_WAIT`].

use std::collections::VecDeque;
use std::io;
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ferrite_atari::exec::Control;

use super::keys::{action, Action};

/// How long an `ESC` waits for the rest of a sequence before it is the Esc key.
pub const ESC_WAIT: Duration = Duration::from_millis(40);

/// Standard input, the terminal the keys come from.
const TERMINAL: libc::c_int = 0;

/// Controls (arrows, fire, console keys) waiting at most: a held-down key repeats faster
/// than a program reads, so only a few are kept.
const CONTROLS_KEPT: usize = 4;

/// Keys of any kind waiting at most (typed ahead of the program).
const KEYS_KEPT: usize = 256;

/// What a look at the terminal found besides keys.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// Ctrl-C (BREAK) was struck.
    pub broke: bool,
    /// The terminal's size changed.
    pub resized: bool,
}

/// The terminal's keyboard: keys read from it wait here, in the order typed, for whichever
/// part of the machine reads next (a program polling the keyboard and joystick, or INPUT).
pub struct KeyReader {
    /// Bytes read that do not make a whole key yet (a sequence cut between reads).
    pending: Vec<u8>,
    /// When the first of `pending` arrived.
    since: Option<Instant>,
    /// The size last seen (columns, rows).
    size: Option<(u16, u16)>,
    /// Keys typed and not yet taken.
    queue: VecDeque<KeyEvent>,
    /// The terminal hung up: no more keys will come.
    pub closed: bool,
}

impl Default for KeyReader {
    fn default() -> Self {
        Self::new()
    }
}

impl KeyReader {
    /// A reader of standard input.
    pub fn new() -> Self {
        KeyReader {
            pending: Vec::new(),
            since: None,
            size: size(),
            queue: VecDeque::new(),
            closed: false,
        }
    }

    /// The next key typed, if one is waiting.
    pub fn pop(&mut self) -> Option<KeyEvent> {
        self.queue.pop_front()
    }

    /// Reads the terminal: keys go to the queue (Ctrl-C, BREAK, is reported instead);
    /// waits up to `wait` for something to happen when nothing has.
    pub fn look(&mut self, wait: Duration) -> Look {
        let began = Instant::now();
        let mut look = Look::default();
        loop {
            if let Some(now) = size() {
                if self.size != Some(now) {
                    self.size = Some(now);
                    look.resized = true;
                }
            }
            let left = wait.saturating_sub(began.elapsed());
            let idle = look == Look::default() && self.queue.is_empty();
            // A cut sequence waits only as long as ESC_WAIT allows.
            let timeout = match self.since {
                _ if !idle => Duration::ZERO,
                Some(t) => left.min(ESC_WAIT.saturating_sub(t.elapsed())),
                None => left,
            };
            self.fill(timeout);
            let stale = self.since.is_some_and(|t| t.elapsed() >= ESC_WAIT);
            let (keys, used) = parse(&self.pending, stale);
            self.pending.drain(..used);
            self.since = if self.pending.is_empty() {
                None
            } else {
                self.since.or(Some(Instant::now()))
            };
            for key in keys {
                match action(key) {
                    Action::Break => look.broke = true,
                    Action::Ignore => {}
                    Action::Press(c) => self.keep(key, c),
                }
            }
            let idle = look == Look::default() && self.queue.is_empty();
            if !idle || self.closed || began.elapsed() >= wait {
                return look;
            }
        }
    }

    /// Queues a key, unless too many are waiting.
    fn keep(&mut self, key: KeyEvent, c: Control) {
        if self.queue.len() >= KEYS_KEPT {
            return;
        }
        if !matches!(c, Control::Key(_)) {
            let controls = self
                .queue
                .iter()
                .filter(|k| !matches!(action(**k), Action::Press(Control::Key(_))))
                .count();
            if controls >= CONTROLS_KEPT {
                return;
            }
        }
        self.queue.push_back(key);
    }

    /// Reads what standard input has, waiting up to `timeout` for the first byte.
    fn fill(&mut self, timeout: Duration) {
        let mut wait = timeout;
        loop {
            let mut fd = libc::pollfd {
                fd: TERMINAL,
                events: libc::POLLIN,
                revents: 0,
            };
            let ms = wait.as_millis().min(1000) as libc::c_int;
            // SAFETY: one valid pollfd, its count 1.
            let ready = unsafe { libc::poll(&mut fd, 1, ms) };
            if ready > 0
                && fd.revents & (libc::POLLHUP | libc::POLLERR | libc::POLLNVAL) != 0
                && fd.revents & libc::POLLIN == 0
            {
                self.closed = true;
            }
            if ready <= 0 || fd.revents & libc::POLLIN == 0 {
                return;
            }
            let mut buf = [0u8; 1024];
            // SAFETY: the buffer is valid for its length; poll said a read will not block.
            let n = unsafe { libc::read(TERMINAL, buf.as_mut_ptr().cast(), buf.len()) };
            if n == 0
                || n < 0
                    && !matches!(
                        io::Error::last_os_error().kind(),
                        io::ErrorKind::Interrupted | io::ErrorKind::WouldBlock
                    )
            {
                self.closed = true;
            }
            if n <= 0 {
                return;
            }
            self.pending.extend_from_slice(&buf[..n as usize]);
            // Whatever else is already there, without waiting again.
            wait = Duration::ZERO;
        }
    }
}

/// The terminal's size (columns, rows), when it has one.
pub fn size() -> Option<(u16, u16)> {
    let mut ws = libc::winsize {
        ws_row: 0,
        ws_col: 0,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    // SAFETY: TIOCGWINSZ writes one winsize.
    let ok = unsafe { libc::ioctl(libc::STDOUT_FILENO, libc::TIOCGWINSZ, &mut ws) } == 0;
    (ok && ws.ws_col > 0 && ws.ws_row > 0).then_some((ws.ws_col, ws.ws_row))
}

/// The keys in `bytes` and how many bytes they took; a sequence cut short at the end is
/// left for later unless `flush` (then a lone ESC is the Esc key and what follows is
/// read on its own).
pub fn parse(bytes: &[u8], flush: bool) -> (Vec<KeyEvent>, usize) {
    let mut keys = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        match one(&bytes[at..]) {
            Some((key, used)) => {
                if let Some(key) = key {
                    keys.push(key);
                }
                at += used;
            }
            None if flush => {
                // A cut sequence: ESC on its own, the rest as typed.
                if bytes[at] == 0x1b {
                    keys.push(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
                }
                at += 1;
            }
            None => break,
        }
    }
    (keys, at)
}

/// The key at the start of `b` (None inside it: an unknown sequence or byte) and its
/// length; None when `b` is the start of a sequence cut short.
fn one(b: &[u8]) -> Option<(Option<KeyEvent>, usize)> {
    let none = KeyModifiers::NONE;
    let key = |code, m| Some(KeyEvent::new(code, m));
    let first = *b.first()?;
    Some(match first {
        0x1b => match b.get(1) {
            None => return None,
            Some(b'[') => return csi(b),
            Some(b'O') => {
                let code = match *b.get(2)? {
                    b'A' => KeyCode::Up,
                    b'B' => KeyCode::Down,
                    b'C' => KeyCode::Right,
                    b'D' => KeyCode::Left,
                    b'H' => KeyCode::Home,
                    b'F' => KeyCode::End,
                    b'E' => KeyCode::KeypadBegin,
                    b'M' => KeyCode::Enter,
                    c @ b'P'..=b'S' => KeyCode::F(c - b'P' + 1),
                    _ => return Some((None, 3)),
                };
                (key(code, none), 3)
            }
            Some(0x1b) => (key(KeyCode::Esc, none), 1),
            Some(_) => {
                // Alt with a key: ESC before it.
                let (inner, used) = one(&b[1..])?;
                let inner = inner.map(|mut k| {
                    k.modifiers |= KeyModifiers::ALT;
                    k
                });
                (inner, used + 1)
            }
        },
        b'\r' | b'\n' => (key(KeyCode::Enter, none), 1),
        b'\t' => (key(KeyCode::Tab, none), 1),
        0x7f | 0x08 => (key(KeyCode::Backspace, none), 1),
        0 => (key(KeyCode::Char(' '), KeyModifiers::CONTROL), 1),
        c @ 1..=26 => (
            key(KeyCode::Char((b'a' + c - 1) as char), KeyModifiers::CONTROL),
            1,
        ),
        0x1c..=0x1f => (None, 1),
        c if c < 0x80 => (key(KeyCode::Char(c as char), none), 1),
        c => {
            let len = match c {
                0xc0..=0xdf => 2,
                0xe0..=0xef => 3,
                0xf0..=0xf7 => 4,
                _ => return Some((None, 1)),
            };
            if b.len() < len {
                return None;
            }
            match std::str::from_utf8(&b[..len])
                .ok()
                .and_then(|s| s.chars().next())
            {
                Some(ch) => (key(KeyCode::Char(ch), none), len),
                None => (None, 1),
            }
        }
    })
}

/// A CSI sequence `ESC [ params final`: the cursor, editing and function keys, with
/// xterm's modifier parameter (1 + Shift 1, Alt 2, Ctrl 4).
fn csi(b: &[u8]) -> Option<(Option<KeyEvent>, usize)> {
    let end = b[2..].iter().position(|&c| (0x40..=0x7e).contains(&c))? + 2;
    let used = end + 1;
    let params: Vec<u16> = std::str::from_utf8(&b[2..end])
        .unwrap_or("")
        .split(';')
        .map(|p| p.parse().unwrap_or(0))
        .collect();
    let modifier = params.get(1).copied().unwrap_or(1).saturating_sub(1);
    let mut mods = KeyModifiers::NONE;
    if modifier & 1 != 0 {
        mods |= KeyModifiers::SHIFT;
    }
    if modifier & 2 != 0 {
        mods |= KeyModifiers::ALT;
    }
    if modifier & 4 != 0 {
        mods |= KeyModifiers::CONTROL;
    }
    let code = match b[end] {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'E' => KeyCode::KeypadBegin,
        b'Z' => KeyCode::BackTab,
        c @ b'P'..=b'S' => KeyCode::F(c - b'P' + 1),
        b'~' => match params.first().copied().unwrap_or(0) {
            1 | 7 => KeyCode::Home,
            2 => KeyCode::Insert,
            3 => KeyCode::Delete,
            4 | 8 => KeyCode::End,
            5 => KeyCode::PageUp,
            6 => KeyCode::PageDown,
            n @ 11..=15 => KeyCode::F((n - 10) as u8),
            n @ 17..=21 => KeyCode::F((n - 11) as u8),
            n @ 23..=24 => KeyCode::F((n - 12) as u8),
            _ => return Some((None, used)),
        },
        _ => return Some((None, used)),
    };
    Some((Some(KeyEvent::new(code, mods)), used))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(bytes: &[u8]) -> Vec<(KeyCode, KeyModifiers)> {
        parse(bytes, true)
            .0
            .into_iter()
            .map(|k| (k.code, k.modifiers))
            .collect()
    }

    #[test]
    fn control_codes_text_and_sequences_are_keys_in_order() {
        let n = KeyModifiers::NONE;
        let c = KeyModifiers::CONTROL;
        assert_eq!(
            codes(b"ab\x03\r\t\x7f"),
            [
                (KeyCode::Char('a'), n),
                (KeyCode::Char('b'), n),
                (KeyCode::Char('c'), c),
                (KeyCode::Enter, n),
                (KeyCode::Tab, n),
                (KeyCode::Backspace, n),
            ]
        );
        assert_eq!(
            codes(b"\x1b[A\x1bOB\x1b[1;5C\x1b[3~\x1b[2~\x1b[E\x1bOQ\x1b[12~"),
            [
                (KeyCode::Up, n),
                (KeyCode::Down, n),
                (KeyCode::Right, c),
                (KeyCode::Delete, n),
                (KeyCode::Insert, n),
                (KeyCode::KeypadBegin, n),
                (KeyCode::F(2), n),
                (KeyCode::F(2), n),
            ]
        );
        assert_eq!(codes(b"\x1bs"), [(KeyCode::Char('s'), KeyModifiers::ALT)]);
    }

    #[test]
    fn a_cut_sequence_waits_and_a_lone_esc_is_the_esc_key() {
        assert_eq!(parse(b"x\x1b[", false).1, 1, "the cut CSI is kept");
        assert_eq!(parse(b"\x1b", false).1, 0);
        assert_eq!(codes(b"\x1b"), [(KeyCode::Esc, KeyModifiers::NONE)]);
        assert_eq!(
            codes(b"\x1b\x1b[D"),
            [
                (KeyCode::Esc, KeyModifiers::NONE),
                (KeyCode::Left, KeyModifiers::NONE)
            ]
        );
    }
}
