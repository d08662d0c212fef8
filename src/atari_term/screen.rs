//! The 800XL's screen on the terminal: cells built from the emulated memory (colours from
//! the NTSC palette, ATASCII look-alikes, GRAPHICS 1-8 as `layout.rs` lays them out for
//! the terminal's size) inside a one-cell border of COLOR4, drawn through `TerminalView`
//! (only changed cells).
//! Colours are 24-bit unless `NO_COLOR` is set or the terminal is known to lack them; then
//! the frame is drawn in the terminal's own colours with inverse video where the Atari's
//! text was inverse.

use std::io::{self, Stdout, Write};

use crossterm::{queue, terminal};
use ferrite_atari::memory::Memory;
use ferrite_screen::{Cell, Frame, Rgb, TerminalView};

use super::input;
use super::layout::{layout, write_note, Layout, Ram};

/// Where the screen's cells are drawn and what is shown now.
pub struct Screen {
    out: Stdout,
    view: TerminalView,
    colour: bool,
    /// The cursor's row and column on the layout's cells (for the typed line's echo).
    pub cursor: (u16, u16),
    /// The memory last drawn (kept for a redraw when the terminal is resized while the
    /// machine waits for a typed line).
    ram: Option<Box<Ram>>,
    /// The layout drawn last, before it was fitted to the terminal.
    layout: Option<Layout>,
    /// Where the layout's top left cell is on the terminal: (1, 1) inside the border, less
    /// what a small terminal scrolled off.
    offset: (i32, i32),
    /// The frame shown last (the typed line's echo is drawn over it, through the view, so
    /// the view knows every cell the terminal shows).
    last: Option<Frame>,
    /// The line being typed at INPUT, shown over the screen until the machine has it.
    typed: Vec<u8>,
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

/// The terminal's size, or an 80x30 guess when it has none.
fn terminal_size() -> (u16, u16) {
    input::size().unwrap_or((80, 30))
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
            ram: None,
            layout: None,
            offset: (1, 1),
            last: None,
            typed: Vec::new(),
        }
    }

    /// Draws what the memory shows now (only the cells that changed). On a terminal too
    /// small for the screen and its border, the part around the cursor is shown and the
    /// bottom row says which rows and columns those are.
    pub fn draw(&mut self, mem: &Memory) -> io::Result<()> {
        self.typed.clear();
        let layout = layout(mem.bytes(), self.colour, terminal_size());
        self.cursor = cursor_of(mem.bytes(), layout.window_top);
        self.layout = Some(layout);
        self.show()
    }

    /// Draws what the memory shows now and keeps a copy of it, for a redraw at a resize
    /// while the machine waits.
    pub fn draw_and_keep(&mut self, mem: &Memory) -> io::Result<()> {
        match &mut self.ram {
            Some(ram) => ram.copy_from_slice(mem.bytes()),
            None => self.ram = Some(Box::new(*mem.bytes())),
        }
        self.draw(mem)
    }

    /// Fits the layout to the terminal and draws it, the typed line over it.
    fn show(&mut self) -> io::Result<()> {
        let Some(layout) = &self.layout else {
            return Ok(());
        };
        let (frame, offset) = fit(layout, terminal_size(), self.cursor);
        self.offset = offset;
        let mut out = self.out.lock();
        let drawn = self.view.draw(&frame, &mut out);
        drop(out);
        self.last = Some(frame);
        if !self.typed.is_empty() {
            let typed = std::mem::take(&mut self.typed);
            self.echo(&typed);
        }
        drawn
    }

    /// The terminal was resized: clears it and draws the screen again at once, laid out
    /// for the new size from the memory last kept (or last drawn), the typed line over it.
    pub fn redraw(&mut self) {
        self.invalidate();
        if let Some(ram) = &self.ram {
            let layout = layout(ram, self.colour, terminal_size());
            self.cursor = cursor_of(ram, layout.window_top);
            self.layout = Some(layout);
        }
        let _ = self.show();
        let _ = self.out.flush();
    }

    /// The terminal was resized or written over: clears it and sends every cell next time.
    pub fn invalidate(&mut self) {
        let _ = queue!(self.out, terminal::Clear(terminal::ClearType::All));
        self.view.invalidate();
    }

    /// Shows typed text at the emulated cursor, before the machine has it (INPUT's echo),
    /// in the screen's own colours, with a blank after it where a rubbed-out character
    /// was; the line goes on at the left margin (column 2) of the next row past column 39.
    pub fn echo(&mut self, typed: &[u8]) {
        self.typed = typed.to_vec();
        let Some(mut frame) = self.last.clone() else {
            return;
        };
        let (mut row, mut col) = (i32::from(self.cursor.0), i32::from(self.cursor.1));
        let text = typed.iter().map(|&b| char::from(b & 0x7F)).chain([' ']);
        for ch in text {
            let (r, c) = (row + self.offset.0, col + self.offset.1);
            if let (Ok(r), Ok(c)) = (usize::try_from(r), usize::try_from(c)) {
                if let Some(cell) = frame.rows.get_mut(r).and_then(|l| l.get_mut(c)) {
                    cell.ch = ch;
                }
            }
            col += 1;
            if col > 39 {
                col = 2;
                row += 1;
            }
        }
        let mut out = self.out.lock();
        let _ = self.view.draw(&frame, &mut out);
        let _ = out.flush();
    }

    /// The screen as text for the main screen after the run, laid out as it was drawn
    /// (for the terminal's width): rows without trailing blanks, and no blank rows at the
    /// end; with `colour`, in the screen's colours (24-bit SGR codes, reset at each row's
    /// end).
    pub fn after_run(mem: &Memory, colour: bool) -> String {
        let size = terminal_size();
        // The rows may be as tall as they like: the main screen scrolls.
        let layout = layout(mem.bytes(), colour, (size.0, u16::MAX));
        frame_text(&layout.frame, colour)
    }
}

/// A frame as text: rows without trailing blanks, and no blank rows at the end; with
/// `colour`, in the frame's colours (24-bit SGR codes, reset at each row's end).
fn frame_text(frame: &Frame, colour: bool) -> String {
    let blank = |c: &Cell| c.ch == ' ' && (!colour || c.bg == frame_bg(frame));
    let mut rows: Vec<&[Cell]> = frame
        .rows
        .iter()
        .map(|r| {
            let end = r.iter().rposition(|c| !blank(c)).map_or(0, |i| i + 1);
            &r[..end]
        })
        .collect();
    while rows.last().is_some_and(|r| r.is_empty()) {
        rows.pop();
    }
    let mut text = String::new();
    for row in rows {
        let mut now: Option<(Rgb, Rgb)> = None;
        for cell in row {
            if colour && now != Some((cell.fg, cell.bg)) {
                let (Rgb(fr, fg, fb), Rgb(br, bg, bb)) = (cell.fg, cell.bg);
                text.push_str(&format!("\x1b[38;2;{fr};{fg};{fb};48;2;{br};{bg};{bb}m"));
                now = Some((cell.fg, cell.bg));
            }
            text.push(cell.ch);
        }
        if colour && now.is_some() {
            text.push_str("\x1b[0m");
        }
        text.push_str("\r\n");
    }
    text
}

/// The colour most of the screen's cells have behind them (the playfield's), which the
/// text after the run leaves out at row ends.
fn frame_bg(frame: &Frame) -> Rgb {
    frame
        .rows
        .first()
        .and_then(|r| r.last())
        .map_or(frame.border, |c| c.bg)
}

/// The frame as a terminal of `size` (columns, rows) shows it, and where the screen's
/// top left cell lands. When the bordered frame fits it is drawn whole; otherwise the
/// border is left off, the rows and columns around the cursor are shown, and the
/// terminal's last row says which part that is and what size the whole needs.
/// A layout's note (the size every pixel needs) is written in the bottom border.
fn fit(layout: &Layout, size: (u16, u16), cursor: (u16, u16)) -> (Frame, (i32, i32)) {
    let frame = &layout.frame;
    let rows = frame.rows.len();
    let cols = frame.rows.first().map_or(40, Vec::len);
    let (width, height) = (usize::from(size.0), usize::from(size.1));
    if width >= cols + 2 && height >= rows + 2 {
        let mut whole = bordered(frame);
        if let Some(note) = &layout.note {
            write_note(&mut whole, note);
        }
        return (whole, (1, 1));
    }
    let shown_rows = height.saturating_sub(1).clamp(1, rows);
    let shown_cols = width.clamp(1, cols);
    let window =
        |at: usize, shown: usize, all: usize| at.saturating_sub(shown / 2).min(all - shown);
    let top = window(usize::from(cursor.0), shown_rows, rows);
    let left = window(usize::from(cursor.1), shown_cols, cols);
    let mut out: Vec<Vec<Cell>> = frame.rows[top..top + shown_rows]
        .iter()
        .map(|r| r[left..left + shown_cols].to_vec())
        .collect();
    let note = format!(
        "rows {}-{} cols {}-{} of {rows}x{cols}: terminal {width}x{height}, needs {}x{}",
        top + 1,
        top + shown_rows,
        left + 1,
        left + shown_cols,
        cols + 2,
        rows + 2,
    );
    let style = frame.rows[0][0];
    let mut line: Vec<Cell> = note
        .chars()
        .take(width)
        .map(|ch| Cell {
            ch,
            fg: style.bg,
            bg: style.fg,
        })
        .collect();
    line.resize(
        width.min(cols).max(line.len()),
        Cell {
            ch: ' ',
            fg: style.bg,
            bg: style.fg,
        },
    );
    if height > 1 {
        out.push(line);
    }
    let offset = (-(top as i32), -(left as i32));
    (
        Frame {
            rows: out,
            border: frame.border,
        },
        offset,
    )
}

/// The text cursor: ROWCRS/COLCRS in GRAPHICS 0, the text window's TXTROW/TXTCOL (below
/// the picture, from the layout's `window_top`) in a split screen.
fn cursor_of(ram: &Ram, window_top: u16) -> (u16, u16) {
    use ferrite_screen::atari::{COLCRS, DINDEX, ROWCRS, TXTCOL, TXTROW};
    let word = |a: u16| u16::from_le_bytes([ram[usize::from(a)], ram[usize::from(a) + 1]]);
    if ram[usize::from(DINDEX)] == 0 {
        (u16::from(ram[usize::from(ROWCRS)]), word(COLCRS))
    } else {
        (
            window_top + u16::from(ram[usize::from(TXTROW)]),
            word(TXTCOL),
        )
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
        let text = |colour| frame_text(&ferrite_screen::atari::frame(mem.bytes(), colour), colour);
        assert_eq!(text(false), "  HI\r\n");
        let coloured = text(true);
        assert!(coloured.contains("\x1b[38;2;"), "{coloured:?}");
        assert!(coloured.contains("HI"), "{coloured:?}");
    }
}

#[cfg(test)]
mod fit_tests {
    use super::*;

    #[test]
    fn a_small_terminal_shows_the_part_around_the_cursor_and_says_so() {
        let mem = Memory::cold_start();
        let frame = layout(mem.bytes(), true, (80, 30));
        let (whole, at) = fit(&frame, (80, 30), (0, 2));
        assert_eq!(
            (whole.rows.len(), whole.rows[0].len(), at),
            (26, 42, (1, 1))
        );
        let (part, at) = fit(&frame, (60, 20), (23, 2));
        assert_eq!(part.rows.len(), 20);
        assert_eq!(at, (-5, 0));
        let note: String = part.rows[19].iter().map(|c| c.ch).collect();
        assert!(note.starts_with("rows 6-24 cols 1-40 of 24x40"), "{note}");
        let (tiny, _) = fit(&frame, (30, 10), (0, 2));
        assert_eq!(tiny.rows.len(), 10);
        assert!(tiny.rows.iter().all(|r| r.len() <= 30));
    }
}
