//! One renderer for every machine whose screen lives in its memory (issue 25): a
//! [`ScreenView`] (the PC's text page, the C64's screen RAM; defined in `ferrite-console`
//! so the machines can hand theirs over) is copied into a [`Snapshot`], and [`Renderer`]
//! draws snapshots on the terminal's alternate screen with crossterm:
//!
//! - only the cells that changed since the last frame are sent;
//! - the screen is centred, with the machine's border around it when there is room;
//! - a terminal too small for it shows the top left part and a notice on its last row
//!   saying how large it needs to be;
//! - a resize (or a changed border) draws everything again at once;
//! - colours are 24-bit where the terminal says it has them (`COLORTERM` truecolor or
//!   24bit), else the nearest of the 256-colour palette;
//! - when the run is over the alternate screen is left and the last frame printed in
//!   colour on the terminal's own screen, so it stays in the scrollback.

use std::io::{self, Write};

use crossterm::style::{Color, Print, ResetColor, SetBackgroundColor, SetForegroundColor};
use crossterm::{cursor, queue, terminal};

pub use ferrite_console::{Rgb, ScreenView, ViewCell};

/// A screen view copied at one moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// The cells, row by row.
    pub cells: Vec<ViewCell>,
    /// The cursor's row and column.
    pub cursor: (usize, usize),
    /// The border's colour.
    pub border: Option<Rgb>,
}

impl Snapshot {
    /// Copies `view`.
    pub fn of(view: &dyn ScreenView) -> Self {
        let (width, height) = view.size();
        let mut cells = Vec::with_capacity(width * height);
        for r in 0..height {
            for c in 0..width {
                cells.push(view.cell(r, c));
            }
        }
        Snapshot {
            width,
            height,
            cells,
            cursor: view.cursor(),
            border: view.border(),
        }
    }

    fn cell(&self, r: usize, c: usize) -> ViewCell {
        self.cells
            .get(r * self.width + c)
            .copied()
            .unwrap_or_default()
    }
}

/// How many colours the terminal takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    /// 24-bit RGB.
    True,
    /// The xterm 256-colour palette.
    Ansi256,
}

impl Depth {
    /// What the terminal says it has (`COLORTERM`).
    pub fn of_terminal() -> Self {
        match std::env::var("COLORTERM") {
            Ok(v) if v.contains("truecolor") || v.contains("24bit") => Depth::True,
            _ => Depth::Ansi256,
        }
    }

    /// `c` as this depth sends it.
    pub fn colour(self, c: Rgb) -> Color {
        match self {
            Depth::True => Color::Rgb {
                r: c.0,
                g: c.1,
                b: c.2,
            },
            Depth::Ansi256 => Color::AnsiValue(ansi256(c)),
        }
    }
}

/// The nearest colour of the xterm palette's 6x6x6 cube and grey ramp.
pub fn ansi256(c: Rgb) -> u8 {
    const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
    let near = |v: u8| {
        (0..6)
            .min_by_key(|&i| (i32::from(LEVELS[i]) - i32::from(v)).abs())
            .unwrap_or(0)
    };
    let (r, g, b) = (near(c.0), near(c.1), near(c.2));
    let cube = Rgb(LEVELS[r], LEVELS[g], LEVELS[b]);
    let mean = (u32::from(c.0) + u32::from(c.1) + u32::from(c.2)) / 3;
    let step = (mean.saturating_sub(8) / 10).min(23);
    let g8 = (8 + step * 10) as u8;
    let grey = Rgb(g8, g8, g8);
    let dist = |a: Rgb| {
        let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).pow(2);
        d(a.0, c.0) + d(a.1, c.1) + d(a.2, c.2)
    };
    if dist(grey) < dist(cube) {
        232 + step as u8
    } else {
        (16 + 36 * r + 6 * g + b) as u8
    }
}

/// Where a snapshot goes on a terminal of a given size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Layout {
    /// The terminal's columns and rows.
    term: (usize, usize),
    /// The terminal row and column of the screen's top left cell.
    origin: (usize, usize),
    /// The screen's columns and rows that show.
    shown: (usize, usize),
    /// Columns and rows of border each side (0 when there is no room or no border).
    border: (usize, usize),
    /// The terminal is too small: a notice on its last row.
    notice: bool,
}

/// The notice of a terminal too small, in the longest form that fits its width (a narrow
/// terminal still learns the size the screen needs).
fn notice_text(term: (usize, usize), needs: (usize, usize)) -> String {
    let (tw, th) = term;
    let (w, h) = needs;
    [
        format!("[terminal {tw}x{th} is too small: the screen needs {w}x{h}]"),
        format!("[too small: needs {w}x{h}]"),
        format!("[needs {w}x{h}]"),
    ]
    .into_iter()
    .find(|t| t.chars().count() <= tw)
    .unwrap_or_else(|| format!("{w}x{h}").chars().take(tw).collect())
}

impl Layout {
    fn new(term: (usize, usize), snap: &Snapshot) -> Self {
        let (tw, th) = term;
        let (w, h) = (snap.width, snap.height);
        if tw < w || th < h {
            return Layout {
                term,
                origin: (0, 0),
                shown: (w.min(tw), h.min(th.saturating_sub(1))),
                border: (0, 0),
                notice: true,
            };
        }
        let border = match snap.border {
            Some(_) if tw >= w + 4 && th >= h + 2 => (2, 1),
            _ => (0, 0),
        };
        Layout {
            term,
            origin: (
                (th - h - 2 * border.1) / 2 + border.1,
                (tw - w - 2 * border.0) / 2 + border.0,
            ),
            shown: (w, h),
            border,
            notice: false,
        }
    }
}

/// Draws snapshots on the terminal, remembering what it shows.
#[derive(Debug)]
pub struct Renderer {
    shown: Option<(Snapshot, Layout)>,
    depth: Depth,
    /// The alternate screen is in use.
    entered: bool,
    /// The terminal's cursor shows where the machine's is (the machine waits for a line).
    pub cursor_on: bool,
}

impl Default for Renderer {
    fn default() -> Self {
        Self::new(Depth::of_terminal())
    }
}

impl Renderer {
    /// A renderer sending colours at `depth`.
    pub fn new(depth: Depth) -> Self {
        Renderer {
            shown: None,
            depth,
            entered: false,
            cursor_on: false,
        }
    }

    /// Forgets what is shown: the next draw sends everything (after a resize).
    pub fn invalidate(&mut self) {
        self.shown = None;
    }

    /// Draws `snap` on a terminal of `term` columns and rows.
    pub fn draw_sized<W: Write>(
        &mut self,
        snap: &Snapshot,
        term: (usize, usize),
        out: &mut W,
    ) -> io::Result<()> {
        if !self.entered {
            queue!(out, terminal::EnterAlternateScreen)?;
            self.entered = true;
        }
        let layout = Layout::new(term, snap);
        let previous = match &self.shown {
            Some((s, l)) if *l == layout && s.border == snap.border && s.width == snap.width => {
                Some(s)
            }
            _ => None,
        };
        queue!(out, cursor::Hide)?;
        if previous.is_none() {
            queue!(out, ResetColor, terminal::Clear(terminal::ClearType::All))?;
            self.draw_frame(snap, &layout, out)?;
        }
        let mut colours: Option<(Rgb, Rgb)> = None;
        for r in 0..layout.shown.1 {
            let mut next: Option<usize> = None;
            for c in 0..layout.shown.0 {
                let cell = snap.cell(r, c);
                if previous.is_some_and(|p| p.cell(r, c) == cell) {
                    continue;
                }
                if next != Some(c) {
                    queue!(
                        out,
                        cursor::MoveTo((layout.origin.1 + c) as u16, (layout.origin.0 + r) as u16)
                    )?;
                }
                self.print_cell(cell, &mut colours, out)?;
                next = Some(c + 1);
            }
        }
        queue!(out, ResetColor)?;
        let (cr, cc) = snap.cursor;
        if self.cursor_on && cr < layout.shown.1 && cc < layout.shown.0 {
            queue!(
                out,
                cursor::MoveTo((layout.origin.1 + cc) as u16, (layout.origin.0 + cr) as u16),
                cursor::Show
            )?;
        }
        out.flush()?;
        self.shown = Some((snap.clone(), layout));
        Ok(())
    }

    /// Draws `snap` on the terminal at its present size.
    pub fn draw<W: Write>(&mut self, snap: &Snapshot, out: &mut W) -> io::Result<()> {
        let (w, h) = terminal::size().unwrap_or((80, 24));
        self.draw_sized(snap, (usize::from(w), usize::from(h)), out)
    }

    /// The border and the notice, drawn with everything.
    fn draw_frame<W: Write>(&self, snap: &Snapshot, l: &Layout, out: &mut W) -> io::Result<()> {
        if let (Some(colour), (bw, bh)) = (snap.border, l.border) {
            if bw > 0 {
                queue!(out, SetBackgroundColor(self.depth.colour(colour)))?;
                let left = l.origin.1 - bw;
                let full = " ".repeat(snap.width + 2 * bw);
                let side = " ".repeat(bw);
                for r in l.origin.0 - bh..l.origin.0 + snap.height + bh {
                    queue!(out, cursor::MoveTo(left as u16, r as u16))?;
                    if r < l.origin.0 || r >= l.origin.0 + snap.height {
                        queue!(out, Print(&full))?;
                    } else {
                        queue!(
                            out,
                            Print(&side),
                            cursor::MoveTo((l.origin.1 + snap.width) as u16, r as u16),
                            Print(&side)
                        )?;
                    }
                }
                queue!(out, ResetColor)?;
            }
        }
        if l.notice {
            let text = notice_text(l.term, (snap.width, snap.height));
            queue!(
                out,
                cursor::MoveTo(0, l.term.1.saturating_sub(1) as u16),
                crossterm::style::SetAttribute(crossterm::style::Attribute::Reverse),
                Print(text),
                crossterm::style::SetAttribute(crossterm::style::Attribute::Reset)
            )?;
        }
        Ok(())
    }

    /// Leaves the alternate screen and prints `last` in colour where the shell goes on,
    /// its trailing blank rows left out.
    pub fn finish<W: Write>(&mut self, last: Option<&Snapshot>, out: &mut W) -> io::Result<()> {
        if !self.entered {
            return Ok(());
        }
        self.entered = false;
        self.shown = None;
        queue!(
            out,
            ResetColor,
            terminal::LeaveAlternateScreen,
            cursor::Show
        )?;
        if let Some(snap) = last {
            let blank = |r: usize| (0..snap.width).all(|c| snap.cell(r, c).ch == ' ');
            let rows = (0..snap.height)
                .rposition(|r| !blank(r))
                .map_or(0, |r| r + 1);
            for r in 0..rows {
                let mut colours = None;
                for c in 0..snap.width {
                    self.print_cell(snap.cell(r, c), &mut colours, out)?;
                }
                queue!(out, ResetColor, Print("\r\n"))?;
            }
        }
        out.flush()
    }

    /// Prints one cell, sending its colours only when they differ from the last sent.
    fn print_cell(
        &self,
        cell: ViewCell,
        colours: &mut Option<(Rgb, Rgb)>,
        out: &mut impl Write,
    ) -> io::Result<()> {
        if *colours != Some((cell.fg, cell.bg)) {
            queue!(
                out,
                SetForegroundColor(self.depth.colour(cell.fg)),
                SetBackgroundColor(self.depth.colour(cell.bg))
            )?;
            *colours = Some((cell.fg, cell.bg));
        }
        queue!(out, Print(cell.ch))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notice_says_the_size_needed_in_the_room_it_has() {
        assert_eq!(
            notice_text((60, 20), (80, 25)),
            "[terminal 60x20 is too small: the screen needs 80x25]"
        );
        assert_eq!(notice_text((30, 12), (40, 25)), "[too small: needs 40x25]");
        assert_eq!(notice_text((14, 5), (40, 25)), "[needs 40x25]");
        assert_eq!(notice_text((3, 5), (40, 25)), "40x");
    }

    fn snap(ch: char) -> Snapshot {
        let cell = ViewCell {
            ch,
            fg: Rgb(255, 255, 255),
            bg: Rgb(0, 0, 170),
        };
        Snapshot {
            width: 40,
            height: 25,
            cells: vec![cell; 1000],
            cursor: (0, 0),
            border: Some(Rgb(0, 0, 255)),
        }
    }

    fn screen(bytes: &[u8], w: u16, h: u16) -> vt100::Parser {
        let mut p = vt100::Parser::new(h, w, 0);
        p.process(bytes);
        p
    }

    #[test]
    fn only_changed_cells_are_sent_again_and_the_screen_is_centred() {
        let mut r = Renderer::new(Depth::True);
        let mut out = Vec::new();
        r.draw_sized(&snap('.'), (80, 30), &mut out).unwrap();
        let mut changed = snap('.');
        changed.cells[41].ch = 'A';
        let mut second = Vec::new();
        r.draw_sized(&changed, (80, 30), &mut second).unwrap();
        assert!(second.len() < 80, "{}", String::from_utf8_lossy(&second));
        out.extend_from_slice(&second);
        let p = screen(&out, 80, 30);
        // Centred: (30-25-2)/2+1 = 2 rows down, (80-40-4)/2+2 = 20 columns in.
        assert_eq!(p.screen().cell(3, 21).unwrap().contents(), "A");
        assert_eq!(
            p.screen().cell(2, 20).unwrap().bgcolor(),
            vt100::Color::Rgb(0, 0, 170)
        );
        // The border.
        assert_eq!(
            p.screen().cell(1, 18).unwrap().bgcolor(),
            vt100::Color::Rgb(0, 0, 255)
        );
    }

    #[test]
    fn a_small_terminal_shows_a_notice_and_a_resize_redraws() {
        let mut r = Renderer::new(Depth::Ansi256);
        let mut out = Vec::new();
        r.draw_sized(&snap('x'), (30, 10), &mut out).unwrap();
        let p = screen(&out, 30, 10);
        assert!(p.screen().contents().contains("too small"));
        assert_eq!(p.screen().cell(8, 29).unwrap().contents(), "x");
        let mut again = Vec::new();
        r.draw_sized(&snap('x'), (80, 30), &mut again).unwrap();
        assert!(again.len() > 1000, "everything sent again");
    }

    #[test]
    fn the_256_colour_palette_is_near() {
        assert_eq!(ansi256(Rgb(0, 0, 0)), 16);
        assert_eq!(ansi256(Rgb(255, 255, 255)), 231);
        assert_eq!(ansi256(Rgb(0xAA, 0xAA, 0xAA)), 248);
        assert_eq!(ansi256(Rgb(0, 0, 0xAA)), 19);
    }
}
