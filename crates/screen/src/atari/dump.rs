//! The text dump of a screen, in the `.scr` format of `conformance/atari/screen/README.md`
//! (one dump, without its `=== SCREEN n event` heading, which the caller writes).

use std::fmt::Write;

use super::codes::internal_to_atascii;
use super::{
    CHACT, CHBAS, COLCRS, COLOR0, COLUMNS, CRSINH, DINDEX, LMARGN, LOGMAP, RMARGN, ROWCRS, ROWS,
    SAVMSC,
};
use crate::Ram;

/// Dumps the GRAPHICS 0 screen: the mode line, cursor and margins, colours, character set,
/// then the 24 rows with their logical-line flags, and the `INVERSE` and `CODES` sections
/// when a cell needs them. Other modes give their header and `PIXELS not dumped`.
pub fn dump(ram: &dyn Ram) -> String {
    let mut out = String::new();
    let mode = ram.peek(DINDEX);
    let _ = writeln!(out, "MODE {mode} SPLIT 0");
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
    if mode != 0 {
        out.push_str("PIXELS not dumped\n");
        return out;
    }
    let _ = writeln!(out, "TEXT {ROWS}x{COLUMNS}");
    let screen = ram.peek_word(SAVMSC);
    let mut inverse = String::new();
    let mut codes = Vec::new();
    for row in 0..ROWS {
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
        let flag = if starts { '>' } else { ' ' };
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
    out
}

/// Codes the dump writes as themselves: 32-95, 97-122 and 124; every other one is `~`.
fn shown_as_itself(code: u8) -> bool {
    matches!(code, 32..=95 | 97..=122 | 124)
}
