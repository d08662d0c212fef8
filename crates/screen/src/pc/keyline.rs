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

/// Reverse video (black on light grey), the attribute of the keys' texts.
const REVERSE: u8 = 0x70;

/// Row 25's cells (character, attribute) for the keys at this width.
pub(super) fn render(keys: &[Vec<u8>; 10], width: usize) -> Vec<(u8, u8)> {
    let mut row = vec![(b' ', super::GREY_ON_BLACK); width];
    for (i, key) in keys.iter().take(width / 8).enumerate() {
        let at = i * 8;
        row[at] = (b"1234567890"[i], super::GREY_ON_BLACK);
        for j in 0..6 {
            let ch = match key.get(j) {
                Some(b'\r') => 27,
                // Other control codes would act on a real screen; they show as blanks.
                Some(&c) if c >= 0x20 => c,
                _ => b' ',
            };
            row[at + 1 + j] = (ch, REVERSE);
        }
    }
    row
}
