//! The text dump of a screen, in the `.scr` format of `conformance/atari/screen/README.md`
//! (one dump, without its `=== SCREEN n event` heading, which the caller writes).

use std::fmt::Write;

use super::codes::internal_to_atascii;
use super::{
    geometry, has_window, CHACT, CHBAS, COLCRS, COLOR0, COLUMNS, CRSINH, DINDEX, LMARGN, LOGMAP,
    RMARGN, ROWCRS, ROWS, SAVMSC, TXTCOL, TXTMSC, TXTROW,
};
use crate::Ram;

/// Dumps the screen: the mode line, cursor and margins, colours, character set, then the
/// cells (GRAPHICS 0: 24 rows with their logical-line flags; GRAPHICS 1 and 2: the large
/// characters and their colour digits, then the text window of a split screen), and the
/// `INVERSE` and `CODES` sections when a cell needs them. The pixel modes give their header
/// and `PIXELS not dumped`.
pub fn dump(ram: &dyn Ram) -> String {
    let mut out = String::new();
    let mode = ram.peek(DINDEX);
    let split = has_window(ram);
    let _ = writeln!(out, "MODE {mode} SPLIT {}", u8::from(split));
    let _ = writeln!(
        out,
        "CURSOR {} {} CRSINH {} LMARGN {} RMARGN {}",
        ram.peek(ROWCRS),
        ram.peek_word(COLCRS),
        ram.peek(CRSINH),
        ram.peek(LMARGN),
        ram.peek(RMARGN)
    );
    let colors: Vec<String> = (0..5).map(|i| ram.peek(COLOR0 + i).to_string()).collect();
    let _ = writeln!(out, "COLOR {}", colors.join(" "));
    let _ = writeln!(out, "CHBAS {} CHACT {}", ram.peek(CHBAS), ram.peek(CHACT));
    match mode {
        0 => {
            let _ = writeln!(out, "TEXT {ROWS}x{COLUMNS}");
            text_cells(ram, ram.peek_word(SAVMSC), ROWS, true, &mut out);
        }
        1 | 2 => {
            let shape = geometry(mode);
            let rows = if split { shape.split_rows } else { shape.rows };
            let _ = writeln!(out, "BIG {rows}x{}", shape.columns);
            let screen = ram.peek_word(SAVMSC);
            for row in 0..rows {
                let mut chars = String::new();
                let mut colours = String::new();
                for col in 0..shape.columns {
                    let at = screen.wrapping_add(u16::from(row) * shape.columns + col);
                    let byte = ram.peek(at);
                    chars.push(internal_to_atascii(byte & 0x3f) as char);
                    colours.push(char::from(b'0' + (byte >> 6)));
                }
                let _ = writeln!(out, "{row:02} |{chars}| {colours}");
            }
            if split {
                let _ = writeln!(
                    out,
                    "WINDOW CURSOR {} {}",
                    ram.peek(TXTROW),
                    ram.peek_word(TXTCOL)
                );
                let _ = writeln!(out, "WINDOW 4x{COLUMNS}");
                text_cells(ram, ram.peek_word(TXTMSC), 4, false, &mut out);
            }
        }
        _ => out.push_str("PIXELS not dumped\n"),
    }
    out
}

/// Rows of 40 text cells from `screen`, with logical-line flags for a full screen, and
/// their `INVERSE` and `CODES` sections.
fn text_cells(ram: &dyn Ram, screen: u16, rows: u8, flags: bool, out: &mut String) {
    let mut inverse = String::new();
    let mut codes = Vec::new();
    for row in 0..rows {
        let starts = ram.peek(LOGMAP + u16::from(row / 8)) & (0x80 >> (row % 8)) != 0;
        let mut text = String::with_capacity(40);
        let mut mask = String::with_capacity(40);
        for col in 0..COLUMNS {
            let at = screen.wrapping_add(u16::from(row) * COLUMNS + col);
            let atascii = internal_to_atascii(ram.peek(at));
            let code = atascii & 0x7f;
            if shown_as_itself(code) {
                text.push(code as char);
            } else {
                text.push('~');
                codes.push(format!("{row},{col}={code}"));
            }
            mask.push(if atascii & 0x80 != 0 { '#' } else { '.' });
        }
        let flag = if flags && starts { '>' } else { ' ' };
        let _ = writeln!(out, "{row:02}{flag}|{text}|");
        if mask.contains('#') {
            let _ = writeln!(inverse, "{row:02} |{mask}|");
        }
    }
    if !inverse.is_empty() {
        out.push_str("INVERSE\n");
        out.push_str(&inverse);
    }
    if !codes.is_empty() {
        let _ = writeln!(out, "CODES {}", codes.join(" "));
    }
}

/// Codes the dump writes as themselves: 32-95, 97-122 and 124; every other one is `~`.
fn shown_as_itself(code: u8) -> bool {
    matches!(code, 32..=95 | 97..=122 | 124)
}

/// The pixels of a graphics mode 3-8 screen as text (ferrite's own format, for goldens: the
/// `.scr` recordings leave them out): `PIXELS rowsxcolumns`, then one line a row, each
/// pixel its colour value (0-3, 0 the background), and a split screen's text window as in
/// [`dump`]. Empty for the text modes 0-2.
pub fn pixels(ram: &dyn Ram) -> String {
    let mode = ram.peek(DINDEX);
    let shape = geometry(mode);
    if shape.is_text() || mode == 0 {
        return String::new();
    }
    let split = has_window(ram);
    let rows = if split { shape.split_rows } else { shape.rows };
    let mut out = format!("PIXELS {rows}x{}\n", shape.columns);
    let screen = ram.peek_word(SAVMSC);
    let per_byte = 8 / u16::from(shape.bits);
    let mask = (1u8 << shape.bits) - 1;
    for row in 0..rows {
        let row_at = screen.wrapping_add(u16::from(row) * shape.row_bytes());
        for col in 0..shape.columns {
            let byte = ram.peek(row_at.wrapping_add(col / per_byte));
            let shift = (per_byte - 1 - col % per_byte) * u16::from(shape.bits);
            out.push(char::from(b'0' + (byte >> shift & mask)));
        }
        out.push('\n');
    }
    if split {
        let _ = writeln!(
            out,
            "WINDOW CURSOR {} {}",
            ram.peek(TXTROW),
            ram.peek_word(TXTCOL)
        );
        let _ = writeln!(out, "WINDOW 4x{COLUMNS}");
        text_cells(ram, ram.peek_word(TXTMSC), 4, false, &mut out);
    }
    out
}
