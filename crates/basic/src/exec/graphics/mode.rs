//! The screen modes of GW-BASIC 3.23 on an EGA/VGA (User's Guide, SCREEN statement),
//! with the figures the real machine showed (`difftest/gw/graphics`).

/// One graphics mode's figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mode {
    /// The number SCREEN takes.
    pub number: u8,
    /// Pixels across.
    pub width: usize,
    /// Pixels down.
    pub height: usize,
    /// The attributes a pixel holds (4 in SCREEN 1, 2 in SCREEN 2, else 16).
    pub attributes: u8,
    /// Text columns.
    pub columns: usize,
    /// The pages SCREEN's apage and vpage may name.
    pub pages: u8,
    /// The highest colour PALETTE and COLOR's background take (63 on the EGA's mode 9).
    pub max_colour: u8,
}

impl Mode {
    /// The graphics mode `n` names, if the machine has it (1, 2, 7, 8, 9; 3-6 and 10 on
    /// need hardware an EGA/VGA lacks: `Illegal function call`).
    pub fn of(n: i32) -> Option<Mode> {
        let (width, height, attributes, columns, pages, max_colour) = match n {
            1 => (320, 200, 4, 40, 1, 15),
            2 => (640, 200, 2, 80, 1, 15),
            7 => (320, 200, 16, 40, 8, 15),
            8 => (640, 200, 16, 80, 4, 15),
            9 => (640, 350, 16, 80, 2, 63),
            _ => return None,
        };
        Some(Mode {
            number: n as u8,
            width,
            height,
            attributes,
            columns,
            pages,
            max_colour,
        })
    }

    /// The highest attribute a pixel takes: PSET's default colour, and where a larger
    /// colour is cut to (the real GW-BASIC 3.23: `PSET (0,0),200` in SCREEN 1 stores 3).
    pub fn max_attribute(&self) -> u8 {
        self.attributes - 1
    }

    /// True for the CGA's modes (SCREEN 1 and 2), where printing code 255 does nothing.
    pub fn cga(&self) -> bool {
        self.number <= 2
    }

    /// Rows of pixels a text row takes (8, 14 in SCREEN 9).
    pub fn char_height(&self) -> usize {
        self.height / 25
    }
}
