//! The terminal while the Atari is on it: raw mode (every key reaches the machine, Ctrl-C
//! included), the alternate screen and a hidden cursor; and the way back, which runs on a
//! normal end, on an error (the guard is dropped) and on a panic (the hook), so the shell
//! is never left in raw mode.

use std::io::{self, Write};
use std::sync::Once;

use crossterm::{cursor, execute, style, terminal};

/// Holds the terminal in the Atari's state until dropped.
pub struct TerminalGuard {
    _private: (),
}

impl TerminalGuard {
    /// Raw mode, the alternate screen, no cursor; a panic hook that restores them first.
    pub fn enter() -> io::Result<Self> {
        static HOOK: Once = Once::new();
        HOOK.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                restore();
                previous(info);
            }));
        });
        terminal::enable_raw_mode()?;
        let guard = TerminalGuard { _private: () };
        execute!(
            io::stdout(),
            terminal::EnterAlternateScreen,
            cursor::Hide,
            terminal::Clear(terminal::ClearType::All)
        )?;
        Ok(guard)
    }
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        restore();
    }
}

/// The escape codes that give the terminal back: default colours, the cursor shown, the
/// main screen.
pub fn leave<W: Write>(out: &mut W) -> io::Result<()> {
    execute!(
        out,
        style::ResetColor,
        cursor::Show,
        terminal::LeaveAlternateScreen
    )
}

/// Gives the terminal back (harmless when it was not taken).
pub fn restore() {
    let _ = leave(&mut io::stdout());
    let _ = terminal::disable_raw_mode();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaving_shows_the_cursor_and_the_main_screen() {
        let mut out = Vec::new();
        leave(&mut out).unwrap();
        let text = String::from_utf8_lossy(&out);
        assert!(text.contains("\u{1b}[?25h"), "cursor shown: {text:?}");
        assert!(text.contains("\u{1b}[?1049l"), "main screen: {text:?}");
        assert!(text.contains("\u{1b}[0m"), "colours reset: {text:?}");
    }
}
