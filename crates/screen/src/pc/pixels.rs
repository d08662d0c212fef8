//! A graphics mode's pixels as a terminal shows them. A terminal has character cells, not
//! pixels: each text cell of the mode (8 by 8 pixels in SCREEN 1, 2, 7 and 8, 8 by 14 in
//! SCREEN 9) becomes one braille character whose 2 by 4 dots each stand for a block of
//! the cell's pixels, lit when any pixel of the block is not the background, in the colour
//! most of the cell's lit pixels have. The text a program printed stays readable over
//! them: a cell of the text layer holding a character shows the character.
//!
//! The picture is a summary made for the eye, not the machine's memory: POINT, PEEK and
//! the screen dumps read the pages themselves. Braille patterns: Unicode 3.0, block
//! U+2800-U+28FF (dot n is bit n-1 of the offset; dots 7 and 8 are the bottom row).

use ferrite_console::Rgb;

/// The braille bit of the dot in column `x` (0, 1) and row `y` (0-3) of a cell.
const DOTS: [[u8; 4]; 2] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]];

/// One terminal cell's share of the pixels: its braille pattern and the dots' colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PixelCell {
    /// The dots lit, as the braille pattern's bits (0: no pixel of the cell is lit).
    pub dots: u8,
    /// The colour most of the lit pixels have.
    pub colour: Rgb,
}

impl PixelCell {
    /// The cell's character: the braille pattern, or a blank when no dot is lit.
    pub fn glyph(&self) -> char {
        if self.dots == 0 {
            ' '
        } else {
            char::from_u32(0x2800 + u32::from(self.dots)).unwrap_or(' ')
        }
    }
}

/// A shown page's pixels summarised cell by cell for the text layer's grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PixelCells {
    columns: usize,
    rows: usize,
    cells: Vec<PixelCell>,
    /// The colour of attribute 0 (the background).
    pub background: Rgb,
    /// The colour text printed in graphics modes shows in (the mode's highest attribute).
    pub text: Rgb,
}

/// A page of pixels (one attribute a pixel, row after row) and the colours its attributes
/// show in.
#[derive(Clone, Copy)]
pub struct Pixels<'a> {
    /// The attributes, `width` a row.
    pub attributes: &'a [u8],
    /// Pixels a row.
    pub width: usize,
    /// Rows of pixels.
    pub height: usize,
    /// Each attribute's colour.
    pub colours: &'a [Rgb; 16],
    /// The attribute text is drawn in.
    pub text_attribute: u8,
}

impl PixelCells {
    /// Summarises `pixels` for a text grid of `columns` by `rows` cells.
    pub fn of(pixels: Pixels<'_>, columns: usize, rows: usize) -> Self {
        let columns = columns.max(1);
        let rows = rows.max(1);
        let cell_w = (pixels.width / columns).max(1);
        let cell_h = (pixels.height / rows).max(1);
        let colour = |a: u8| pixels.colours[usize::from(a & 0x0f)];
        let mut cells = Vec::with_capacity(columns * rows);
        for row in 0..rows {
            for column in 0..columns {
                let (x0, y0) = (column * cell_w, row * cell_h);
                let mut dots = 0u8;
                let mut counts = [0u16; 16];
                for y in y0..(y0 + cell_h).min(pixels.height) {
                    let line = &pixels.attributes[y * pixels.width..(y + 1) * pixels.width];
                    let dot_y = ((y - y0) * 4 / cell_h).min(3);
                    for (x, &a) in line.iter().enumerate().take(x0 + cell_w).skip(x0) {
                        if a & 0x0f != 0 {
                            let dot_x = ((x - x0) * 2 / cell_w).min(1);
                            dots |= DOTS[dot_x][dot_y];
                            counts[usize::from(a & 0x0f)] += 1;
                        }
                    }
                }
                // The most frequent lit attribute; the lowest wins a tie.
                let mut best = 0;
                for (a, &n) in counts.iter().enumerate() {
                    if n > counts[best] {
                        best = a;
                    }
                }
                cells.push(PixelCell {
                    dots,
                    colour: colour(best as u8),
                });
            }
        }
        PixelCells {
            columns,
            rows,
            cells,
            background: colour(0),
            text: colour(pixels.text_attribute),
        }
    }

    /// The cell at `row` and `column` (from 0), if the grid has it.
    pub fn cell(&self, row: usize, column: usize) -> Option<PixelCell> {
        if row >= self.rows || column >= self.columns {
            return None;
        }
        self.cells.get(row * self.columns + column).copied()
    }

    /// The grid's columns and rows.
    pub fn size(&self) -> (usize, usize) {
        (self.columns, self.rows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GREY: [Rgb; 16] = {
        let mut c = [Rgb(0, 0, 0); 16];
        c[1] = Rgb(0, 255, 255);
        c[2] = Rgb(255, 0, 255);
        c[3] = Rgb(255, 255, 255);
        c
    };

    fn page(width: usize, height: usize) -> Vec<u8> {
        vec![0; width * height]
    }

    #[test]
    fn a_pixel_lights_the_dot_of_its_block() {
        // SCREEN 1's grid: 320x200 pixels, 40x25 cells of 8x8, dots of 4x2 pixels.
        let mut p = page(320, 200);
        p[0] = 1; // (0,0): the top left dot of cell (0,0)
        p[(7 * 320) + 8 + 7] = 2; // (15,7): the bottom right dot of cell (0,1)
        let pixels = Pixels {
            attributes: &p,
            width: 320,
            height: 200,
            colours: &GREY,
            text_attribute: 3,
        };
        let cells = PixelCells::of(pixels, 40, 25);
        assert_eq!(cells.size(), (40, 25));
        let first = cells.cell(0, 0).unwrap();
        assert_eq!((first.glyph(), first.colour), ('\u{2801}', GREY[1]));
        let second = cells.cell(0, 1).unwrap();
        assert_eq!((second.glyph(), second.colour), ('\u{2880}', GREY[2]));
        assert_eq!(cells.cell(1, 0).unwrap().glyph(), ' ');
        assert_eq!(cells.cell(25, 0), None);
        assert_eq!((cells.background, cells.text), (GREY[0], GREY[3]));
    }

    #[test]
    fn a_full_cell_is_every_dot_in_its_commonest_colour() {
        // SCREEN 9's grid: 640x350, 80x25 cells of 8x14.
        let mut p = page(640, 350);
        for y in 14..28 {
            for x in 0..8 {
                p[y * 640 + x] = if x < 3 { 1 } else { 3 };
            }
        }
        let pixels = Pixels {
            attributes: &p,
            width: 640,
            height: 350,
            colours: &GREY,
            text_attribute: 15,
        };
        let cell = PixelCells::of(pixels, 80, 25).cell(1, 0).unwrap();
        assert_eq!((cell.glyph(), cell.colour), ('\u{28ff}', GREY[3]));
    }
}
