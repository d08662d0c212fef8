//! A machine's screen as a person sees it: the character cells its screen memory holds,
//! their colours, the cursor and the border. A machine whose screen lives in its memory
//! (the PC's text page, the C64's screen RAM) implements [`ScreenView`], and the terminal
//! layer (the binary's `term::view`) draws any such view; the machine hands its screen to
//! the keyboard ([`crate::Keyboard::show`]) whenever a person could be looking at it.

/// A 24-bit colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

/// One character cell as it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ViewCell {
    /// The character's glyph as Unicode (the closest one for a graphics character).
    pub ch: char,
    /// The character's colour.
    pub fg: Rgb,
    /// The colour behind it.
    pub bg: Rgb,
}

impl Default for ViewCell {
    fn default() -> Self {
        ViewCell {
            ch: ' ',
            fg: Rgb(170, 170, 170),
            bg: Rgb(0, 0, 0),
        }
    }
}

/// A character screen read from a machine's memory.
pub trait ScreenView {
    /// Columns and rows.
    fn size(&self) -> (usize, usize);
    /// The cell at `row` and `column` (from 0; within [`ScreenView::size`]).
    fn cell(&self, row: usize, column: usize) -> ViewCell;
    /// The cursor's row and column (from 0), where the machine would show it.
    fn cursor(&self) -> (usize, usize);
    /// The colour of the border around the text, for a machine that has one.
    fn border(&self) -> Option<Rgb> {
        None
    }
}
