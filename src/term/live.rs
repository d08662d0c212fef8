//! A machine's screen kept on the terminal while it runs: each look the machine gives
//! ([`LiveScreen::show`]) is copied, and drawn at most once a frame while the program is
//! busy (a loop of PRINTs is not slowed by a terminal's speed), at once when the machine
//! waits for a key ([`LiveScreen::settle`]) or the terminal was resized.

use std::io;
use std::time::{Duration, Instant};

use super::view::{Renderer, ScreenView, Snapshot};

/// How often a busy program's screen is drawn (about 60 times a second).
const FRAME: Duration = Duration::from_millis(16);

/// The terminal showing one machine's screen.
#[derive(Debug)]
pub struct LiveScreen {
    renderer: Renderer,
    last: Option<Snapshot>,
    /// The last look has not been drawn yet.
    stale: bool,
    drawn: Option<Instant>,
}

impl Default for LiveScreen {
    fn default() -> Self {
        Self::new()
    }
}

impl LiveScreen {
    /// Nothing shown yet (the alternate screen is entered at the first draw).
    pub fn new() -> Self {
        LiveScreen {
            renderer: Renderer::default(),
            last: None,
            stale: false,
            drawn: None,
        }
    }

    /// The machine's screen now: copied, and drawn unless a frame was drawn very recently.
    pub fn show(&mut self, view: &dyn ScreenView) {
        let snap = Snapshot::of(view);
        if self.last.as_ref() != Some(&snap) {
            self.last = Some(snap);
            self.stale = true;
        }
        if self.drawn.is_none_or(|t| t.elapsed() >= FRAME) {
            self.settle();
        }
    }

    /// Draws the last look if it has not been drawn (the machine now waits).
    pub fn settle(&mut self) {
        if self.stale {
            self.draw();
        }
    }

    /// Shows the terminal's cursor where the machine's is (a line is being typed), or not.
    pub fn cursor(&mut self, on: bool) {
        if self.renderer.cursor_on != on {
            self.renderer.cursor_on = on;
            self.stale = true;
        }
    }

    /// The terminal changed size: everything is drawn again, now.
    pub fn resized(&mut self) {
        self.renderer.invalidate();
        self.draw();
    }

    fn draw(&mut self) {
        if let Some(snap) = &self.last {
            let _ = self.renderer.draw(snap, &mut io::stdout().lock());
            self.stale = false;
            self.drawn = Some(Instant::now());
        }
    }

    /// The run is over: the terminal's own screen comes back with the last frame printed
    /// on it in colour.
    pub fn finish(&mut self) {
        let _ = self
            .renderer
            .finish(self.last.as_ref(), &mut io::stdout().lock());
        self.last = None;
        self.stale = false;
    }
}

impl Drop for LiveScreen {
    fn drop(&mut self) {
        self.finish();
    }
}
