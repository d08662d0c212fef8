//! The dots of a character drawn in a graphics mode, and the code a cell's dots read back as.
//!
//! The machine draws a printed character with its video BIOS's font (8 by 8 dots in SCREEN 1,
//! 2, 7 and 8, the table INT 43h names; 8 by 14 in SCREEN 9) and reads a cell back by matching
//! its dots against that table. Those tables are ROM contents, so ferrite does not carry them:
//! it draws its own glyphs, which keep what programs can see without the exact dots (a blank
//! cell, a space, code 0 and code 255 read 0; a filled cell reads 219; the half blocks 220-223
//! are the halves they name; every other code has a shape of its own, so a printed character
//! reads back as itself and one a drawing changed reads 0). A user with a dump of their own
//! machine's tables (`difftest/gw/graphics/fontgen.py --write FILE`: 256 glyphs of 8 bytes,
//! then 256 of 14, a row's first dot in its byte's top bit) names it in `FERRITE_PC_FONT`,
//! and ferrite draws and reads with those dots instead.

use std::sync::OnceLock;

/// Bytes of the 8 by 8 table in a font file.
const EIGHT_BYTES: usize = 256 * 8;
/// Bytes of the 8 by 14 table in a font file.
const FOURTEEN_BYTES: usize = 256 * 14;

/// The two glyph tables, one byte a row of dots.
struct Font {
    eight: Vec<u8>,
    fourteen: Vec<u8>,
}

/// The font in use: the file `FERRITE_PC_FONT` names when it holds both tables, else
/// ferrite's own.
fn font() -> &'static Font {
    static FONT: OnceLock<Font> = OnceLock::new();
    FONT.get_or_init(|| {
        std::env::var_os("FERRITE_PC_FONT")
            .and_then(|path| std::fs::read(path).ok())
            .filter(|bytes| bytes.len() == EIGHT_BYTES + FOURTEEN_BYTES)
            .map(|bytes| Font {
                eight: bytes[..EIGHT_BYTES].to_vec(),
                fourteen: bytes[EIGHT_BYTES..].to_vec(),
            })
            .unwrap_or_else(own_font)
    })
}

/// Ferrite's own glyphs (see the module comment for what they keep).
fn own_font() -> Font {
    Font {
        eight: (0..=255u8).flat_map(|c| own_glyph(c, 8)).collect(),
        fourteen: (0..=255u8).flat_map(|c| own_glyph(c, 14)).collect(),
    }
}

/// One of ferrite's own glyphs, `height` rows.
fn own_glyph(c: u8, height: usize) -> Vec<u8> {
    let half = height / 2;
    (0..height)
        .map(|y| match c {
            0 | 32 | 255 => 0x00,
            219 => 0xff,
            220 => {
                if y >= half {
                    0xff
                } else {
                    0x00
                }
            }
            221 => 0xf0,
            222 => 0x0f,
            223 => {
                if y < half {
                    0xff
                } else {
                    0x00
                }
            }
            // A ring round the code's own bits: never blank, never a block, one per code.
            _ => match y % 4 {
                0 => 0x00,
                1 | 3 => 0x3c,
                _ => c,
            },
        })
        .collect()
}

/// The rows of dots code `c` shows in a cell `height` rows high (14: SCREEN 9; else 8).
pub fn glyph(c: u8, height: usize) -> &'static [u8] {
    let f = font();
    if height == 14 {
        &f.fourteen[usize::from(c) * 14..][..14]
    } else {
        &f.eight[usize::from(c) * 8..][..8]
    }
}

/// The code a cell's dots read back as: the first code from 0 up whose glyph they are, 0 when
/// none is (the video BIOS's read-character in a graphics mode, INT 10h function 8: a dot is
/// set where the pixel is not 0; the real GW-BASIC 3.23's `SCREEN(r,c)`: a blank cell reads
/// 0, a cell filled reads 219, a character with one more dot 0).
pub fn read_glyph(dots: &[u8]) -> u8 {
    (0..=255u8)
        .find(|&c| glyph(c, dots.len()) == dots)
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glyphs_read_back_as_the_first_code_drawing_them() {
        for height in [8, 14] {
            for c in (1..=254u8).filter(|&c| c != 32) {
                assert_eq!(read_glyph(glyph(c, height)), c, "code {c} height {height}");
            }
            assert_eq!(read_glyph(glyph(b' ', height)), 0);
            assert_eq!(read_glyph(glyph(255, height)), 0);
            assert_eq!(read_glyph(&vec![0xff; height]), 219);
        }
        let mut a = glyph(b'A', 8).to_vec();
        a[0] ^= 0x80;
        assert_eq!(read_glyph(&a), 0);
    }
}
