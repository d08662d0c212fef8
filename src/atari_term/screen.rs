//! The 800XL's screen on the terminal: a frame built from the emulated memory (colours from
//! the NTSC palette, ATASCII look-alikes, GRAPHICS 1-8: `ferrite_screen::atari::frame`)
//! inside a one-cell border of COLOR4, drawn through `TerminalView` (only changed cells).
//! Colours are 24-bit unless `NO_COLOR` is set or the terminal is known to lack them; then
//! the frame is drawn in the terminal's own colours with inverse video where the Atari's
//! text was inverse.

use std::io::{self, Stdout, Write};

use crossterm::{cursor, queue, style, terminal};
use ferrite_basic::atari::memory::Memory;
use ferrite_screen::{Cell, Frame, TerminalView};

/// Where the screen's cells are drawn and what is shown now.
pub struct Screen {
    out: Stdout,
    view: TerminalView,
    colour: bool,
    /// The cursor's row and column on the emulated screen (for the typed line's echo).
    pub cursor: (u16, u16),
}

/// Whether this terminal shows colours (NO_COLOR, https://no-color.org, turns them off).
pub fn terminal_has_colour() -> bool {
    if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) {
        return false;
    }
    !matches!(
        std::env::var("TERM").as_deref(),
        Ok("dumb" | "vt100" | "vt52" | "linux-m")
    )
}

impl Screen {
    /// A screen on standard output.
    pub fn new(colour: bool) -> Self {
        Screen {
            out: io::stdout(),
            view: if colour {
                TerminalView::at(0, 0)
            } else {
                TerminalView::at(0, 0).monochrome()
            },
            colour,
            cursor: (0, 0),
        }
    }

    /// Draws what the memory shows now (only the cells that changed).
    pub fn draw(&mut self, mem: &Memory) -> io::Result<()> {
        let frame = bordered(&ferrite_screen::atari::frame(mem.bytes(), self.colour));
        self.cursor = cursor_of(mem);
        let mut out = self.out.lock();
        self.view.draw(&frame, &mut out)
    }

    /// The terminal was resized or written over: clears it and sends every cell next time.
    pub fn invalidate(&mut self) {
        let _ = queue!(self.out, terminal::Clear(terminal::ClearType::All));
        self.view.invalidate();
    }

    /// Shows typed text at the emulated cursor, before the machine has it (INPUT's echo).
    pub fn echo(&mut self, typed: &[u8]) {
        let (row, col) = self.cursor;
        let text: String = typed.iter().map(|&b| char::from(b & 0x7F)).collect();
        let _ = queue!(
            self.out,
            cursor::MoveTo(col + 1, row + 1),
            style::Print(text),
            style::Print(" ")
        );
        let _ = self.out.flush();
    }

    /// The screen as plain text, for the main screen after the run: rows without trailing
    /// blanks, and no blank rows at the end.
    pub fn text(mem: &Memory) -> String {
        let frame = ferrite_screen::atari::frame(mem.bytes(), false);
        let mut rows: Vec<String> = frame
            .rows
            .iter()
            .map(|r| {
                r.iter()
                    .map(|c| c.ch)
                    .collect::<String>()
                    .trim_end()
                    .to_string()
            })
            .collect();
        while rows.last().is_some_and(|r| r.is_empty()) {
            rows.pop();
        }
        rows.iter().map(|r| format!("{r}\r\n")).collect()
    }
}

/// The text cursor: ROWCRS/COLCRS in GRAPHICS 0, the text window's TXTROW/TXTCOL (below
/// the 20 rows of graphics) in a split screen.
fn cursor_of(mem: &Memory) -> (u16, u16) {
    use ferrite_screen::atari::{COLCRS, DINDEX, ROWCRS, TXTCOL, TXTROW};
    if mem.peek(DINDEX) == 0 {
        (u16::from(mem.peek(ROWCRS)), mem.word(COLCRS))
    } else {
        (20 + u16::from(mem.peek(TXTROW)), mem.word(TXTCOL))
    }
}

/// The frame inside a border one cell wide of the border colour (COLOR4).
pub fn bordered(frame: &Frame) -> Frame {
    let edge = Cell {
        ch: ' ',
        fg: frame.border,
        bg: frame.border,
    };
    let width = frame.rows.first().map_or(40, Vec::len) + 2;
    let mut rows = Vec::with_capacity(frame.rows.len() + 2);
    rows.push(vec![edge; width]);
    for row in &frame.rows {
        let mut line = Vec::with_capacity(width);
        line.push(edge);
        line.extend_from_slice(row);
        line.push(edge);
        rows.push(line);
    }
    rows.push(vec![edge; width]);
    Frame {
        rows,
        border: frame.border,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_power_up_screen_has_a_border_and_shows_text() {
        let mut mem = Memory::cold_start();
        let screen = mem.word(ferrite_screen::atari::SAVMSC);
        // "HI" in internal codes at the top left of the text area (column 2).
        mem.poke(screen + 2, 0x28);
        mem.poke(screen + 3, 0x29);
        let frame = bordered(&ferrite_screen::atari::frame(mem.bytes(), true));
        assert_eq!(frame.rows.len(), 26);
        assert_eq!(frame.rows[0].len(), 42);
        assert_eq!(frame.rows[1][3].ch, 'H');
        assert_eq!(frame.rows[1][4].ch, 'I');
        assert_eq!(frame.rows[0][0].bg, frame.border);
        assert_eq!(Screen::text(&mem), "  HI\r\n");
    }
}
