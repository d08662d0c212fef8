//! The one pty harness of the terminal tests: a `ferrite` process on a pseudo-terminal of a
//! known size, everything it writes kept raw and fed to a terminal emulator (vt100), keys
//! typed at it, and its end and exit status awaited.
//!
//! Every wait is for content (text on the screen, text in the output stream, the terminal's
//! mode, the process's end) with one patience for a loaded machine, and a wait that runs out
//! fails the test with what the screen or the stream showed. Nothing here sleeps to let
//! ferrite catch up; the short sleeps in the loops only pace the polling.

use std::os::fd::AsRawFd;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use expectrl::{ControlCode, Session};

/// How long a wait may take before the test fails (two cores shared by many builds).
pub const PATIENCE: Duration = Duration::from_secs(60);

/// How often a wait looks again.
const POLL: Duration = Duration::from_millis(20);

/// How ferrite shows its output on the terminal.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Show {
    /// The machine's screen drawn on the terminal (TERM xterm-256color, 24-bit colour).
    Drawn,
    /// The output as a stream of lines (`FERRITE_SCREEN=lines`, TERM xterm), as the line
    /// REPL tests read it.
    Lines,
}

/// A `ferrite` process at a terminal.
pub struct Term {
    /// The pty session (for raw sends and liveness).
    pub pty: Session,
    /// The terminal emulator that has read everything ferrite wrote.
    pub screen: vt100::Parser,
    /// Everything ferrite wrote.
    pub raw: Vec<u8>,
    /// Where the next [`Term::printed`] starts looking in `raw`.
    from: usize,
}

impl Term {
    /// Starts `ferrite args...` in `dir` (also its HOME, history under `dir/data`) on a
    /// terminal of `cols` x `rows`, shown as `show` says. The pty has its size before ferrite
    /// starts (stty in a shell that then becomes ferrite), so the first frame is laid out
    /// for it.
    pub fn spawn(dir: &Path, args: &[&str], cols: u16, rows: u16, show: Show) -> Term {
        let mut cmd = Command::new("sh");
        cmd.arg("-c")
            .arg(format!("stty rows {rows} cols {cols}; exec \"$0\" \"$@\""))
            .arg(env!("CARGO_BIN_EXE_ferrite"))
            .args(args)
            .current_dir(dir)
            .env("HOME", dir)
            .env("XDG_DATA_HOME", dir.join("data"))
            .env_remove("NO_COLOR");
        match show {
            Show::Drawn => {
                cmd.env("TERM", "xterm-256color")
                    .env("COLORTERM", "truecolor")
                    .env_remove("FERRITE_SCREEN");
            }
            Show::Lines => {
                cmd.env("TERM", "xterm").env("FERRITE_SCREEN", "lines");
            }
        }
        let mut pty = Session::spawn(cmd).expect("ferrite starts on a pty");
        pty.get_process_mut()
            .set_window_size(cols, rows)
            .expect("window size");
        Term {
            pty,
            screen: vt100::Parser::new(rows, cols, 0),
            raw: Vec::new(),
            from: 0,
        }
    }

    /// `ferrite args...` drawing its screens on a terminal of `cols` x `rows`.
    pub fn start(dir: &Path, args: &[&str], cols: u16, rows: u16) -> Term {
        Term::spawn(dir, args, cols, rows, Show::Drawn)
    }

    /// `ferrite args...` printing lines on an 80x24 terminal.
    pub fn lines(dir: &Path, args: &[&str]) -> Term {
        Term::spawn(dir, args, 80, 24, Show::Lines)
    }

    /// `program` written to `dir` as `name`, then `ferrite run --dialect dialect name`.
    pub fn run(
        dir: &Path,
        dialect: &str,
        name: &str,
        program: &str,
        cols: u16,
        rows: u16,
        show: Show,
    ) -> Term {
        std::fs::write(dir.join(name), program).expect("program written");
        Term::spawn(dir, &["run", "--dialect", dialect, name], cols, rows, show)
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
        self.text().lines().map(str::to_string).collect()
    }

    /// Row `r` of the terminal as text (empty past the last row).
    pub fn row(&self, r: u16) -> String {
        let (_, cols) = self.screen.screen().size();
        self.screen
            .screen()
            .rows(0, cols)
            .nth(usize::from(r))
            .unwrap_or_default()
    }

    /// The terminal's text now.
    pub fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// The cell at `r`, `c`: its text, colour and background.
    pub fn cell(&self, r: u16, c: u16) -> (String, vt100::Color, vt100::Color) {
        let cell = self.screen.screen().cell(r, c).expect("cell on screen");
        (cell.contents(), cell.fgcolor(), cell.bgcolor())
    }

    /// Where `text` first shows (row, column).
    pub fn find(&self, text: &str) -> Option<(u16, u16)> {
        let (rows, _) = self.screen.screen().size();
        (0..rows).find_map(|r| self.row(r).find(text).map(|c| (r, c as u16)))
    }

    /// Waits until `test` accepts the terminal; on running out of patience the test fails
    /// with the screen.
    pub fn wait(&mut self, what: &str, test: impl Fn(&Term) -> bool) {
        let began = Instant::now();
        loop {
            self.read();
            if test(self) {
                return;
            }
            assert!(
                began.elapsed() < PATIENCE,
                "waiting for {what}; the screen:\n{}",
                self.rows().join("\n")
            );
            std::thread::sleep(POLL);
        }
    }

    /// Waits until `test` accepts the emulator's screen.
    pub fn wait_screen(&mut self, what: &str, test: impl Fn(&vt100::Screen) -> bool) {
        self.wait(what, |t| test(t.screen.screen()));
    }

    /// Waits until `test` accepts the terminal's rows.
    pub fn wait_rows(&mut self, what: &str, test: impl Fn(&[String]) -> bool) {
        self.wait(what, |t| test(&t.rows()));
    }

    /// Waits for `text` on the screen.
    pub fn expect(&mut self, text: &str) {
        self.wait(text, |t| t.text().contains(text));
    }

    /// Waits until a row of the screen satisfies `test`, and gives it.
    pub fn wait_row(&mut self, what: &str, test: impl Fn(&str) -> bool) -> String {
        self.wait(what, |t| t.text().lines().any(&test));
        let text = self.text();
        text.lines()
            .find(|l| test(l))
            .unwrap_or_default()
            .to_string()
    }

    /// Waits until `text` has been written after the text the last `printed` found, and
    /// gives what was written between the two (raw, escape sequences kept). On running out
    /// of patience the test fails with what was written since.
    pub fn printed(&mut self, text: &str) -> String {
        let began = Instant::now();
        loop {
            self.read();
            let rest = &self.raw[self.from..];
            if let Some(at) = rest.windows(text.len()).position(|w| w == text.as_bytes()) {
                let before = String::from_utf8_lossy(&rest[..at]).into_owned();
                self.from += at + text.len();
                return before;
            }
            assert!(
                began.elapsed() < PATIENCE,
                "waiting for {text:?}; written since: {:?}",
                String::from_utf8_lossy(&self.raw[self.from..])
            );
            std::thread::sleep(POLL);
        }
    }

    /// Everything written after the text the last `printed` found, so far.
    pub fn since(&mut self) -> String {
        self.read();
        String::from_utf8_lossy(&self.raw[self.from..]).into_owned()
    }

    /// Types keys.
    pub fn keys(&mut self, keys: &str) {
        self.pty.send(keys).expect("typing reaches the pty");
    }

    /// Ctrl-C.
    pub fn ctrl_c(&mut self) {
        self.pty
            .send(ControlCode::EndOfText)
            .expect("Ctrl-C reaches the pty");
    }

    /// The terminal's local modes now (the master's termios ioctls act on the slave).
    fn local_modes(&self) -> Option<libc::tcflag_t> {
        let master = self.pty.get_process().get_raw_handle().ok()?;
        // SAFETY: termios is plain data that tcgetattr fills in; the descriptor is open.
        let mut t: libc::termios = unsafe { std::mem::zeroed() };
        let ok = unsafe { libc::tcgetattr(master.as_raw_fd(), &mut t) } == 0;
        ok.then_some(t.c_lflag)
    }

    /// Whether the program has the terminal in a key mode (no line buffering): keys typed
    /// now reach it as struck.
    pub fn keys_go_straight_in(&self) -> bool {
        self.local_modes().is_some_and(|l| l & libc::ICANON == 0)
    }

    /// Whether Ctrl-C is now the interrupt signal (line mode; the line editor's raw mode
    /// and a machine's key mode take it as a key).
    pub fn ctrl_c_is_a_signal(&self) -> bool {
        self.local_modes().is_some_and(|l| l & libc::ISIG != 0)
    }

    /// Whether a machine has the terminal in its key mode (keys as struck, Ctrl-C among
    /// them): ferrite marks the mode with NOFLSH, which a line editor's raw mode lacks.
    pub fn in_key_mode(&self) -> bool {
        self.local_modes()
            .is_some_and(|l| l & libc::ICANON == 0 && l & libc::NOFLSH != 0)
    }

    /// Whether a Ctrl-C typed now is the program's BREAK: the interrupt signal in line
    /// mode, or a key the machine reads in its key mode (not the line editor's key).
    pub fn ctrl_c_breaks(&self) -> bool {
        self.ctrl_c_is_a_signal() || self.in_key_mode()
    }

    /// Waits until the program has the terminal in key mode.
    pub fn wait_key_mode(&mut self) {
        self.wait("the terminal in key mode", Term::keys_go_straight_in);
    }

    /// Resizes the terminal once the program reads its keyboard (the terminal in key mode:
    /// ferrite learns of a resize with its key events, so one before that would find no
    /// one to tell); what is shown from now on is only what ferrite draws after the resize
    /// (a fresh emulator of the new size), so a wait after it sees the redraw.
    pub fn resize(&mut self, cols: u16, rows: u16) {
        self.wait_key_mode();
        self.read();
        self.pty
            .get_process_mut()
            .set_window_size(cols, rows)
            .expect("window size");
        self.screen = vt100::Parser::new(rows, cols, 0);
    }

    /// Waits until ferrite has ended, reading what it wrote to the last byte.
    pub fn wait_exit(&mut self) {
        let began = Instant::now();
        while self.pty.is_alive().unwrap_or(false) {
            assert!(
                began.elapsed() < PATIENCE,
                "ferrite did not end; the screen:\n{}",
                self.text()
            );
            std::thread::sleep(POLL);
            self.read();
        }
        self.read();
    }

    /// Ctrl-C, and waits for ferrite to end.
    pub fn stop(&mut self) {
        self.keys("\x03");
        self.wait_exit();
    }

    /// Waits for the process to end and gives its exit status; a test fails if a signal
    /// ended it.
    pub fn status(&mut self) -> Option<i32> {
        let began = Instant::now();
        loop {
            self.read();
            match self.pty.get_process().status() {
                Ok(expectrl::WaitStatus::StillAlive) => {}
                Ok(expectrl::WaitStatus::Exited(_, code)) => {
                    self.read();
                    return Some(code);
                }
                other => panic!("ferrite ended by {other:?}"),
            }
            assert!(
                began.elapsed() < PATIENCE,
                "ferrite did not end; the screen:\n{}",
                self.text()
            );
            std::thread::sleep(POLL);
        }
    }

    /// Sends ferrite SIGINT from outside the terminal (`kill -INT`).
    pub fn interrupt(&self) {
        let pid = self.pty.get_process().pid();
        // SAFETY: kill with a live child's pid and a standard signal.
        unsafe { libc::kill(pid.as_raw(), libc::SIGINT) };
    }

    /// CPU time (user and system) the process has used so far.
    pub fn cpu_time(&self) -> Duration {
        let pid = self.pty.get_process().pid();
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("proc stat");
        // The fields after the command's name in parentheses; utime and stime are 14 and 15.
        let after = &stat[stat.rfind(')').expect("comm") + 2..];
        let fields: Vec<u64> = after.split(' ').map(|f| f.parse().unwrap_or(0)).collect();
        // SAFETY: sysconf only reads a constant.
        let ticks = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
        Duration::from_millis((fields[11] + fields[12]) * 1000 / ticks)
    }
}

/// The programs that wait 5 s for a key in [`assert_waiting_is_idle`]: GW's INKEY$ loop and
/// the C64's GET loop, each printing WAIT first.
pub const KEY_WAITS: [(&str, &str); 2] = [
    ("gw", "5 PRINT \"WAIT\"\n10 IF INKEY$=\"\" THEN 10\n"),
    ("c64", "5 PRINT \"WAIT\"\n10 GET A$:IF A$=\"\" THEN 10\n"),
];

/// A run of one of [`KEY_WAITS`] polls an empty keyboard for 5 s using under half a second
/// of the host's CPU (an empty look gives the host a moment instead of spinning), and was
/// still polling: a key ends it with status 0.
pub fn assert_waiting_is_idle(t: &mut Term, dialect: &str) {
    t.expect("WAIT");
    let before = t.cpu_time();
    let began = Instant::now();
    while began.elapsed() < Duration::from_secs(5) {
        t.read();
        std::thread::sleep(Duration::from_millis(100));
    }
    let used = t.cpu_time().saturating_sub(before);
    eprintln!("{dialect}: {used:?} of CPU in 5 s of waiting for a key");
    assert!(
        used < Duration::from_millis(500),
        "{dialect}: {used:?} of CPU in 5 s"
    );
    t.keys("x");
    assert_eq!(t.status(), Some(0), "{dialect}");
}

/// The recorded no-instructions HEXAPAWN session of `dialect`: the answers typed, one a
/// line, and the score line of its last finished game.
pub fn hexapawn_recording(dialect: &str) -> (Vec<String>, String) {
    let shared = crate::util::shared();
    let answers = std::fs::read_to_string(
        shared.join(format!("transcripts/{dialect}/hexapawn-no-instructions.in")),
    )
    .expect("recorded answers");
    let out = std::fs::read_to_string(shared.join(format!(
        "transcripts/{dialect}/hexapawn-no-instructions.out"
    )))
    .expect("recorded page");
    let score = out
        .lines()
        .rfind(|l| l.starts_with("I HAVE WON"))
        .expect("a finished game in the recording")
        .to_string();
    (answers.lines().map(str::to_string).collect(), score)
}
