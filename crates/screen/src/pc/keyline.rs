//! The function-key line on row 25 (KEY ON).
//!
//! GW-BASIC User's Guide, KEY: the first six characters of each key's text are shown, keys
//! 1-10 in 80 columns and 1-5 in 40; each is its number (0 for key 10) then its text in
//! reverse video, a carriage return shown as the left-arrow glyph (code 27) as on the
//! IBM PC BASIC screen, and one blank between keys.

/// The keys' texts when GW-BASIC starts (User's Guide, KEY).
pub fn default_keys() -> [Vec<u8>; 10] {
    [
        &b"LIST "[..],
        b"RUN\r",
        b"LOAD\"",
        b"SAVE\"",
        b"CONT\r",
        b",\"LPT1:\"\r",
        b"TRON\r",
        b"TROFF\r",
        b"KEY ",
        b"SCREEN 0,0,0\r",
    ]
    .map(<[u8]>::to_vec)
}

/// Reverse video (black on light grey), the attribute of the keys' texts on a black
/// background.
const REVERSE: u8 = 0x70;

/// The attribute of the keys' texts under the screen's attribute `attr`: GWSTS.ASM `KEYDSP`
/// swaps the colours with the OEM's `XFGBG`, which on the real GW-BASIC 3.23 gives reverse
/// video (&H70) on a black background and grey on black (&H07) on any other, whatever the
/// foreground (all 256 `COLOR f,b` with f 0-31 and b 0-7 read back by PEEK).
fn text_attr(attr: u8) -> u8 {
    if attr & 0x70 == 0 {
        REVERSE
    } else {
        0x07
    }
}

/// How a key's character shows on row 25 and in KEY LIST: the codes that would act on the
/// screen as its own glyph (the OEM's SCROUT behind GWSTS.ASM `KEYDCH` and `KEYLSP`; read
/// back by PEEK on the real GW-BASIC 3.23 for every code 1-31 in both): bell 14, backspace
/// 254, tab 26, line feed and carriage return 27, home 127, form feed 22, cursor right,
/// left, up and down 16, 17, 24, 25; the other codes as their glyphs.
pub fn shown(c: u8) -> u8 {
    match c {
        7 => 14,
        8 => 254,
        9 => 26,
        10 | 13 => 27,
        11 => 127,
        12 => 22,
        28 => 16,
        29 => 17,
        30 => 24,
        31 => 25,
        c => c,
    }
}

/// Row 25's cells (character, attribute) for the keys at this width: the key's number in
/// the screen's colours, its characters (to the first NUL, which ends a key in GW's table,
/// GWSTS.ASM `KEYS`) in reverse video and the blanks after them in the screen's colours
/// (GWSTS.ASM `KEYDSP`; the attributes read back on the real GW-BASIC 3.23: after
/// `COLOR 18` the numbers and blanks read &H82, the texts &H70; see [`text_attr`]).
pub fn render(keys: &[Vec<u8>; 10], width: usize, attr: u8) -> Vec<(u8, u8)> {
    let mut row = vec![(b' ', attr); width];
    for (i, key) in keys.iter().take(width / 8).enumerate() {
        let at = i * 8;
        row[at] = (b"1234567890"[i], attr);
        let text = key.split(|&c| c == 0).next().unwrap_or(&[]);
        for (j, &c) in text.iter().take(6).enumerate() {
            row[at + 1 + j] = (shown(c), text_attr(attr));
        }
    }
    row
}
