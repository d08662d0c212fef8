//! The Atari 800XL's text screen as the XL OS keeps it: 40x24 cells of internal character
//! codes at SAVMSC, the cursor in ROWCRS/COLCRS, the margins in LMARGN/RMARGN, and the
//! logical-line map LOGMAP, all in RAM where programs PEEK and POKE them.
//!
//! Sources: Atari Home Computer System Technical Reference Notes (OS User's Manual), chapter
//! 7 "Screen Editor (E:)" (control codes, logical lines of up to three rows); Mapping the
//! Atari (Chadwick, 1983/85) for every address below; De Re Atari chapter 2 (screen memory
//! layout and internal codes). Where a detail is not in them it follows the recorded screens
//! of `conformance/atari/screen/` (the XL OS on an 800XL), cited at the rule.

mod codes;
mod dump;
mod editor;
mod frame;
mod glyphs;
mod graphics;
mod palette;

pub use codes::{atascii_to_internal, internal_to_atascii};
pub use dump::{dump, pixels};
pub use editor::{clear, open_text_screen, ScreenError};
pub use frame::frame;
pub use glyphs::glyph;
pub use graphics::{
    drawto, fill, geometry, has_window, locate, open_graphics, plot, put_editor, put_screen,
    Geometry,
};
pub use palette::{grey, rgb};

/// Left margin (LMARGN), 2 after power-up.
pub const LMARGN: u16 = 82;
/// Right margin (RMARGN), 39 after power-up.
pub const RMARGN: u16 = 83;
/// Cursor row (ROWCRS).
pub const ROWCRS: u16 = 84;
/// Cursor column (COLCRS, a word: graphics modes go past 255).
pub const COLCRS: u16 = 85;
/// The open screen's graphics mode (DINDEX).
pub const DINDEX: u16 = 87;
/// Screen memory's first byte (SAVMSC, a word).
pub const SAVMSC: u16 = 88;
/// The row the cursor's inverse cell is on (OLDROW).
pub const OLDROW: u16 = 90;
/// The column the cursor's inverse cell is on (OLDCOL, a word).
pub const OLDCOL: u16 = 91;
/// The byte the cursor cell held before it was inverted (OLDCHR).
pub const OLDCHR: u16 = 93;
/// Where the cursor's inverse cell is (OLDADR, a word).
pub const OLDADR: u16 = 94;
/// The top of usable RAM in pages (RAMTOP): the screen sits just below it.
pub const RAMTOP: u16 = 106;
/// The text window's cursor row (TXTROW).
pub const TXTROW: u16 = 656;
/// The text window's cursor column (TXTCOL, a word).
pub const TXTCOL: u16 = 657;
/// The text window's mode, always 0 (TINDEX).
pub const TINDEX: u16 = 659;
/// The text window's memory (TXTMSC, a word).
pub const TXTMSC: u16 = 660;
/// The escape flag: the next control code is shown, not obeyed (ESCFLG).
pub const ESCFLG: u16 = 674;
/// Tab stops, one bit per column of a 120-column logical line (TABMAP, 15 bytes).
pub const TABMAP: u16 = 675;
/// Which rows start a logical line (LOGMAP, one bit per row, row 0 in bit 7 of the first).
pub const LOGMAP: u16 = 690;
/// Rows of the text area (BOTSCR): 24 full screen, 4 in a split screen's window.
pub const BOTSCR: u16 = 703;
/// The colour registers COLOR0-COLOR4 (what SETCOLOR 0-4 sets).
pub const COLOR0: u16 = 708;
/// Cursor inhibit (CRSINH): 0 shows the cursor.
pub const CRSINH: u16 = 752;
/// Character control (CHACT): inverse and blank bits.
pub const CHACT: u16 = 755;
/// The character set's page (CHBAS): 224 upper case and digits, 226 the other half.
pub const CHBAS: u16 = 756;
/// The colour XIO 18 (FILL) paints with (FILDAT).
pub const FILDAT: u16 = 765;
/// Display control characters instead of obeying them (DSPFLG).
pub const DSPFLG: u16 = 766;
/// The OS's top of free memory (MEMTOP, a word), just below the display list.
pub const MEMTOP: u16 = 741;

/// Columns of a GRAPHICS 0 row.
pub const COLUMNS: u16 = 40;
/// Rows of a full GRAPHICS 0 screen.
pub const ROWS: u8 = 24;
/// Rows a logical line may span.
pub const LOGICAL_ROWS: u8 = 3;

#[cfg(test)]
mod robustness;
#[cfg(test)]
mod tests;
