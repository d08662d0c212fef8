//! The shown page at a terminal: while a graphics mode is on and a person watches (a
//! console that keeps time), the text page is handed a summary of the shown page's pixels
//! (`ferrite_screen::pc::pixels`) in the colours the monitor gave each attribute, at most
//! once a frame while the program runs and at once when it waits for a key or stops.
//! Nothing here is seen by a program: POINT, PEEK and the recordings read the pages.
//!
//! Colours: SCREEN 1's two CGA palettes (COLOR's second value: 0 green, red, brown; 1
//! cyan, magenta, white, both in high intensity as the VGA shows them) on COLOR's
//! background; SCREEN 2 white on black; SCREEN 7 and 8 the 16 CGA colours; SCREEN 9 the
//! EGA's 64 (colour bits rgbRGB); PALETTE maps an attribute to another colour (IBM EGA
//! Technical Reference, palette registers; GW-BASIC User's Guide, COLOR and PALETTE).

use std::time::{Duration, Instant};

use ferrite_console::Rgb;
use ferrite_screen::pc::pixels::{PixelCells, Pixels};
use ferrite_screen::pc::view::CGA;
use ferrite_screen::pc::ROWS;

use super::mode::Mode;
use super::page::Page;
use crate::dialect::Profile;
use crate::exec::Machine;

/// How often a running program's pixels are summarised again (about 60 times a second).
const FRAME: Duration = Duration::from_millis(16);

/// What the monitor shows of the modes' attributes, and when the pixels were last shown.
#[derive(Clone, Debug)]
pub struct Shown {
    /// A person watches the screen (the console keeps time): only then are pixels shown.
    pub watching: bool,
    drawn_at: Option<Instant>,
    /// PALETTE's colour for each attribute (None: the mode's own).
    pub palette: [Option<u8>; 16],
    /// COLOR's background colour (SCREEN 1, 7, 8, 9; None: black).
    pub background: Option<u8>,
    /// SCREEN 1's CGA palette (COLOR's second value, its low bit).
    pub cga_palette: u8,
}

impl Default for Shown {
    fn default() -> Self {
        Shown {
            watching: false,
            drawn_at: None,
            palette: [None; 16],
            background: None,
            cga_palette: 1,
        }
    }
}

impl Shown {
    /// A new mode: its own colours again (SCREEN resets PALETTE and COLOR).
    pub fn reset(&mut self) {
        *self = Shown {
            watching: self.watching,
            ..Shown::default()
        };
    }

    /// Whether a running program's pixels are due to be shown again.
    pub fn due(&self) -> bool {
        self.watching && self.drawn_at.is_none_or(|t| t.elapsed() >= FRAME)
    }

    /// The colour each attribute of `mode` shows in.
    fn colours(&self, mode: &Mode) -> [Rgb; 16] {
        let mut out = [Rgb(0, 0, 0); 16];
        let own = |a: usize| -> Rgb {
            match mode.number {
                1 => match a {
                    0 => Rgb(0, 0, 0),
                    _ if self.cga_palette & 1 == 1 => CGA[[11, 13, 15][(a - 1) % 3]],
                    _ => CGA[[10, 12, 14][(a - 1) % 3]],
                },
                2 => CGA[if a == 0 { 0 } else { 15 }],
                _ => CGA[a],
            }
        };
        for (a, slot) in out.iter_mut().enumerate() {
            *slot = match self.palette[a] {
                Some(c) if mode.number == 9 => ega(c),
                Some(c) => CGA[usize::from(c & 0x0f)],
                None => own(a),
            };
        }
        if let Some(b) = self.background.filter(|_| self.palette[0].is_none()) {
            out[0] = if mode.number == 9 {
                ega(b)
            } else {
                CGA[usize::from(b & 0x0f)]
            };
        }
        out
    }
}

/// One of the EGA's 64 colours: bits 0-2 blue, green and red at two thirds, bits 3-5 the
/// same at one third.
fn ega(c: u8) -> Rgb {
    let level = |high: u8, low: u8| 0xaa * ((c >> high) & 1) + 0x55 * ((c >> low) & 1);
    Rgb(level(2, 5), level(1, 4), level(0, 3))
}

impl Shown {
    /// The shown page's pixels summarised for a text grid of `columns` by `rows` (`mode`
    /// None: SCREEN 0, nothing to show); `text_attribute` the colour of the text; `now`
    /// says the machine waits or stopped (else a frame must have passed). None when nothing
    /// is to be handed over.
    pub fn pixels(
        &mut self,
        mode: Option<Mode>,
        page: Option<&Page>,
        text_attribute: u8,
        (columns, rows): (usize, usize),
        now: bool,
    ) -> Option<Option<Box<PixelCells>>> {
        let Some(mode) = mode else {
            return Some(None);
        };
        if !self.watching || !(now || self.due()) {
            return None;
        }
        let (attributes, width) = page?.pixels();
        let colours = self.colours(&mode);
        self.drawn_at = Some(Instant::now());
        let pixels = Pixels {
            attributes,
            width,
            height: mode.height,
            colours: &colours,
            text_attribute,
        };
        Some(Some(Box::new(PixelCells::of(pixels, columns, rows))))
    }
}

impl<P: Profile> Machine<P> {
    /// Hands the text page the shown page's pixels (see the module's doc): `now` when the
    /// machine waits or stops, else only if a frame has passed. SCREEN 0 takes them away.
    /// Whether the page was handed new pixels (or had them taken).
    pub(in crate::exec) fn show_pixels(&mut self, now: bool) -> bool {
        let Some(t) = self.screen.text.as_deref_mut() else {
            return false;
        };
        if self.gfx.mode.is_none() && t.pixels.is_none() {
            return false;
        }
        let g = &mut self.gfx;
        let page = g.pages.get(usize::from(g.vpage));
        match g.shown.pixels(g.mode, page, g.fg, (t.width(), ROWS), now) {
            Some(cells) => {
                t.pixels = cells;
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_modes_show_their_own_colours_and_palette_changes() {
        let mut shown = Shown::default();
        let one = Mode::of(1).unwrap();
        assert_eq!(shown.colours(&one)[1..4], [CGA[11], CGA[13], CGA[15]]);
        shown.cga_palette = 0;
        shown.background = Some(1);
        assert_eq!(
            shown.colours(&one)[..4],
            [CGA[1], CGA[10], CGA[12], CGA[14]]
        );
        let nine = Mode::of(9).unwrap();
        shown.reset();
        shown.palette[2] = Some(0x3f);
        shown.palette[3] = Some(0x04);
        let c = shown.colours(&nine);
        assert_eq!(
            (c[2], c[3], c[4]),
            (Rgb(255, 255, 255), Rgb(0xaa, 0, 0), CGA[4])
        );
        assert_eq!(Shown::default().colours(&Mode::of(2).unwrap())[1], CGA[15]);
    }

    #[test]
    fn nothing_is_shown_to_no_one_and_text_mode_clears() {
        let mut shown = Shown::default();
        let two = Mode::of(2);
        let mut page = Page::new(640, 200);
        page.set(0, 0, 1);
        let grid = (80, 25);
        assert_eq!(shown.pixels(None, None, 1, grid, true), Some(None));
        assert_eq!(shown.pixels(two, Some(&page), 1, grid, true), None);
        shown.watching = true;
        let cells = shown
            .pixels(two, Some(&page), 1, grid, true)
            .flatten()
            .unwrap();
        assert_eq!(cells.cell(0, 0).unwrap().glyph(), '\u{2801}');
        // A frame has not passed: a running program's pixels wait.
        assert_eq!(shown.pixels(two, Some(&page), 1, grid, false), None);
    }
}
