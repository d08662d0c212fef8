//! Drawing frames on a terminal with crossterm: only the cells that changed since the last
//! frame are sent, so a program that prints a character costs a few bytes of escape codes.
//! Colours are sent as 24-bit RGB; a monochrome view sends none and shows a cell whose
//! character is darker than its background in inverse video instead (the Atari's inverse
//! text on a terminal without colours).

use std::io::{self, Write};

use crossterm::style::{
    Attribute, Color, Print, SetAttribute, SetBackgroundColor, SetForegroundColor,
};
use crossterm::{cursor, queue};

use crate::{Frame, Rgb};

/// A terminal area showing frames, remembering what it shows.
#[derive(Debug, Default)]
pub struct TerminalView {
    shown: Option<Frame>,
    /// The terminal row and column of the frame's top left cell.
    origin: (u16, u16),
    /// No colours: the terminal's own, with inverse video for dark-on-light cells.
    monochrome: bool,
}

impl TerminalView {
    /// A view whose frame starts at terminal row `row`, column `column`.
    pub fn at(row: u16, column: u16) -> Self {
        Self {
            shown: None,
            origin: (row, column),
            monochrome: false,
        }
    }

    /// The same view drawing without colours (for terminals that have none, or `NO_COLOR`).
    pub fn monochrome(mut self) -> Self {
        self.monochrome = true;
        self
    }

    /// Forgets what is shown, so the next draw sends every cell (after the terminal was
    /// cleared or resized).
    pub fn invalidate(&mut self) {
        self.shown = None;
    }

    /// Draws `frame`, sending only the cells that differ from the last one drawn.
    pub fn draw<W: Write>(&mut self, frame: &Frame, out: &mut W) -> io::Result<()> {
        let mut colours: Option<(Rgb, Rgb)> = None;
        for (r, row) in frame.rows.iter().enumerate() {
            let mut at_column: Option<usize> = None;
            for (c, cell) in row.iter().enumerate() {
                let same = self
                    .shown
                    .as_ref()
                    .and_then(|f| f.rows.get(r))
                    .and_then(|row| row.get(c))
                    == Some(cell);
                if same {
                    continue;
                }
                if at_column != Some(c) {
                    queue!(
                        out,
                        cursor::MoveTo(self.origin.1 + c as u16, self.origin.0 + r as u16)
                    )?;
                }
                if colours != Some((cell.fg, cell.bg)) {
                    if self.monochrome {
                        let reverse = luminance(cell.fg) < luminance(cell.bg);
                        let attribute = if reverse {
                            Attribute::Reverse
                        } else {
                            Attribute::NoReverse
                        };
                        queue!(out, SetAttribute(attribute))?;
                    } else {
                        queue!(
                            out,
                            SetForegroundColor(colour(cell.fg)),
                            SetBackgroundColor(colour(cell.bg))
                        )?;
                    }
                    colours = Some((cell.fg, cell.bg));
                }
                queue!(out, Print(cell.ch))?;
                at_column = Some(c + 1);
            }
        }
        queue!(
            out,
            crossterm::style::ResetColor,
            SetAttribute(Attribute::Reset)
        )?;
        out.flush()?;
        self.shown = Some(frame.clone());
        Ok(())
    }
}

/// A colour's brightness (ITU-R BT.601 weights), to tell text from background.
fn luminance(c: Rgb) -> u32 {
    299 * u32::from(c.0) + 587 * u32::from(c.1) + 114 * u32::from(c.2)
}

fn colour(c: Rgb) -> Color {
    Color::Rgb {
        r: c.0,
        g: c.1,
        b: c.2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Cell;

    fn frame(ch: char) -> Frame {
        let cell = Cell {
            ch,
            fg: Rgb(255, 255, 255),
            bg: Rgb(0, 0, 128),
        };
        Frame {
            rows: vec![vec![cell; 40]; 24],
            border: Rgb(0, 0, 0),
        }
    }

    #[test]
    fn only_changed_cells_are_sent_again() {
        let mut view = TerminalView::default();
        let mut first = Vec::new();
        view.draw(&frame(' '), &mut first).unwrap();
        let mut second = Vec::new();
        view.draw(&frame(' '), &mut second).unwrap();
        let mut changed = frame(' ');
        changed.rows[3][5].ch = 'A';
        let mut third = Vec::new();
        view.draw(&changed, &mut third).unwrap();
        assert!(first.len() > 960);
        assert!(second.len() < 20, "nothing changed: {}", second.len());
        let text = String::from_utf8_lossy(&third);
        assert!(text.contains('A') && third.len() < 80, "{text:?}");
        // Row 4, column 6 in the terminal's 1-based coordinates.
        assert!(text.contains("\u{1b}[4;6H"), "{text:?}");
    }

    #[test]
    fn a_monochrome_view_sends_no_colours_and_shows_dark_text_inverse() {
        let mut view = TerminalView::default().monochrome();
        let mut light = frame('A');
        light.rows[0][1] = Cell {
            ch: 'B',
            fg: Rgb(0, 0, 128),
            bg: Rgb(255, 255, 255),
        };
        let mut out = Vec::new();
        view.draw(&light, &mut out).unwrap();
        let text = String::from_utf8_lossy(&out);
        assert!(!text.contains("38;2"), "no 24-bit colours: {text:?}");
        assert!(text.contains("\u{1b}[7mB"), "inverse B: {text:?}");
    }
}
