//! The `.scr` text of a screen (`conformance/c64/screen/README.md`, "`.scr` format").

use std::fmt::Write;

use super::{C64Screen, D011, D016, D018, D020, D021, MODE};

/// One dump: the header, the text, reverse and code masks, the colours.
pub(super) fn dump(s: &C64Screen, n: usize, kind: &str, by: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "=== SCREEN {n} {kind}");
    let _ = writeln!(out, "WAIT {by}");
    let (row, col) = cursor(s);
    let _ = writeln!(out, "CURSOR {row} {col}");
    let _ = writeln!(
        out,
        "BORDER {} BACKGROUND {}",
        s.peek(D020) & 15,
        s.peek(D021) & 15
    );
    let d018 = s.peek(D018);
    let lower = d018 & 2 != 0;
    let _ = writeln!(
        out,
        "CHARSET {} D018 {:02X}  CASE-SWITCH {}",
        if lower { "lower" } else { "upper" },
        d018,
        if s.peek(MODE) & 0x80 != 0 {
            "locked"
        } else {
            "enabled"
        }
    );
    let _ = writeln!(
        out,
        "VIC D011 {:02X} D016 {:02X}",
        s.peek(D011) & 0x7F,
        s.peek(D016)
    );
    let _ = writeln!(
        out,
        "EDITOR COLOR {} RVS {} QUOTE {} INSERT {}",
        s.peek(646) & 15,
        u8::from(s.peek(199) != 0),
        s.peek(212),
        s.peek(216)
    );
    let _ = writeln!(out, "TEXT 25x40");
    let base = usize::from(d018 >> 4) * 1024;
    let cell = |r: usize, c: usize| s.mem[(base + r * 40 + c) & 0xFFFF];
    let mut reverse = String::new();
    let mut codes = String::new();
    for r in 0..25 {
        let link = if s.link(r as u8) & 0x80 != 0 {
            '>'
        } else {
            ' '
        };
        let _ = write!(out, "{r:02}{link}|");
        let mut mask = String::new();
        let mut odd = Vec::new();
        for c in 0..40 {
            let code = cell(r, c);
            let ch = shown(code & 0x7F, lower);
            if ch == '~' {
                odd.push(format!("{c}={}", code & 0x7F));
            }
            out.push(ch);
            mask.push(if code & 0x80 != 0 { '#' } else { '.' });
        }
        out.push_str("|\n");
        if mask.contains('#') {
            let _ = writeln!(reverse, "{r:02} |{mask}|");
        }
        if !odd.is_empty() {
            let _ = writeln!(codes, "{r:02} {}", odd.join(" "));
        }
    }
    if !reverse.is_empty() {
        out.push_str("REVERSE\n");
        out.push_str(&reverse);
    }
    if !codes.is_empty() {
        out.push_str("CODES\n");
        out.push_str(&codes);
    }
    out.push_str("COLORS\n");
    for r in 0..25 {
        let _ = write!(out, "{r:02} |");
        for c in 0..40 {
            let k = s.mem[0xD800 + r * 40 + c] & 15;
            let _ = write!(out, "{k:x}");
        }
        out.push_str("|\n");
    }
    out
}

/// The cell of the line pointer (209/210) plus the column (211).
fn cursor(s: &C64Screen) -> (usize, usize) {
    let pnt = usize::from(s.peek(0xD1)) | usize::from(s.peek(0xD2)) << 8;
    let base = usize::from(s.peek(super::HIBASE)) << 8;
    let at = (pnt + usize::from(s.peek(0xD3))).wrapping_sub(base);
    (at / 40, at % 40)
}

/// A screen code as the dump shows it.
fn shown(code: u8, lower: bool) -> char {
    match code {
        0 => '@',
        1..=26 if lower => char::from(b'a' + code - 1),
        1..=26 => char::from(b'A' + code - 1),
        27 => '[',
        28 => '£',
        29 => ']',
        30 => '↑',
        31 => '←',
        32..=63 => char::from(code),
        65..=90 if lower => char::from(code),
        94 if !lower => 'π',
        _ => '~',
    }
}
