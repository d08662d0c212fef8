//! The harness of the terminal play tests: a `ferrite` process on a pty of a given size,
//! its output fed to a terminal emulator (vt100) and kept raw. Every wait is for what the
//! screen shows (60 s at most, for a loaded machine), never a fixed sleep alone.

use std::os::fd::AsRawFd;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use expectrl::Session;

/// How long a wait may take before the test fails.
const PATIENCE: Duration = Duration::from_secs(60);

/// A `ferrite` process at a terminal of `cols` x `rows`.
pub struct Term {
    pub pty: Session,
    pub screen: vt100::Parser,
    /// Everything ferrite wrote.
    pub raw: Vec<u8>,
}

impl Term {
    /// Starts `ferrite args...` in `dir`; the pty has its size before ferrite starts (stty,
    /// then exec), so the first frame is laid out for it.
    pub fn start(dir: &Path, args: &[&str], cols: u16, rows: u16) -> Term {
        let mut cmd = Command::new("sh");
        cmd.arg("-c")
            .arg(format!("stty rows {rows} cols {cols}; exec \"$0\" \"$@\""))
            .arg(env!("CARGO_BIN_EXE_ferrite"))
            .args(args)
            .current_dir(dir)
            .env("HOME", dir)
            .env("XDG_DATA_HOME", dir.join("data"))
            .env("TERM", "xterm-256color")
            .env_remove("NO_COLOR");
        let mut pty = Session::spawn(cmd).expect("ferrite starts on a pty");
        pty.get_process_mut()
            .set_window_size(cols, rows)
            .expect("window size");
        Term {
            pty,
            screen: vt100::Parser::new(rows, cols, 0),
            raw: Vec::new(),
        }
    }

    /// Reads what ferrite wrote so far.
    pub fn read(&mut self) {
        let mut buf = [0u8; 16384];
        while let Ok(n) = self.pty.try_read(&mut buf) {
            if n == 0 {
                break;
            }
            self.screen.process(&buf[..n]);
            self.raw.extend_from_slice(&buf[..n]);
        }
    }

    /// The terminal's rows now.
    pub fn rows(&self) -> Vec<String> {
        self.screen
            .screen()
            .contents()
            .lines()
            .map(str::to_string)
            .collect()
    }

    /// The terminal's text now.
    pub fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Waits until `test` accepts the terminal.
    pub fn wait(&mut self, what: &str, test: impl Fn(&Term) -> bool) {
        let began = Instant::now();
        loop {
            self.read();
            if test(self) {
                return;
            }
            assert!(
                began.elapsed() < PATIENCE,
                "no {what}:\n{}",
                self.rows().join("\n")
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Waits for `text` on the screen.
    pub fn expect(&mut self, text: &str) {
        self.wait(text, |t| t.text().contains(text));
    }

    /// Types keys.
    pub fn keys(&mut self, keys: &str) {
        self.pty.send(keys).expect("typing reaches the pty");
    }

    /// Whether the program has the terminal in a key mode (no line buffering): keys typed
    /// now reach it as struck. The master's termios ioctls act on the slave.
    pub fn keys_go_straight_in(&self) -> bool {
        let Ok(master) = self.pty.get_process().get_raw_handle() else {
            return false;
        };
        // SAFETY: termios is plain data that tcgetattr fills in; the descriptor is open.
        let mut t: libc::termios = unsafe { std::mem::zeroed() };
        let ok = unsafe { libc::tcgetattr(master.as_raw_fd(), &mut t) } == 0;
        ok && t.c_lflag & libc::ICANON == 0
    }

    /// Resizes the terminal; what is shown from now on is only what ferrite draws after
    /// the resize (a fresh emulator of the new size).
    pub fn resize(&mut self, cols: u16, rows: u16) {
        self.read();
        self.pty
            .get_process_mut()
            .set_window_size(cols, rows)
            .expect("window size");
        self.screen = vt100::Parser::new(rows, cols, 0);
    }

    /// Waits until ferrite has ended.
    pub fn wait_exit(&mut self) {
        let began = Instant::now();
        while self.pty.is_alive().unwrap_or(false) {
            assert!(began.elapsed() < PATIENCE, "ferrite ends");
            std::thread::sleep(Duration::from_millis(20));
            self.read();
        }
        self.read();
    }

    /// Ctrl-C, and waits for ferrite to end.
    pub fn stop(&mut self) {
        self.keys("\x03");
        self.wait_exit();
    }
}
