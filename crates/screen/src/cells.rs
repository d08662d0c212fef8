//! What a terminal shows of a machine's screen: coloured character cells, whatever machine
//! they came from.

/// A 24-bit colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

/// One terminal cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The character shown.
    pub ch: char,
    /// Its colour.
    pub fg: Rgb,
    /// The colour behind it.
    pub bg: Rgb,
}

/// A whole screen as terminal cells (the Atari's: 40 columns by 24 rows).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Rows of cells, top first.
    pub rows: Vec<Vec<Cell>>,
    /// The border's colour (COLOR4).
    pub border: Rgb,
}
