//! The bytes a program line takes in memory, crunched as the machine stored it.
//!
//! The 8080 and 6502 BASICs keep every typed character but turn each keyword into one token
//! byte (mist64/msbasic `PARSE_INPUT_LINE` in `program.s`): `10 PRINT FRE(0)` is 2 (link), 2 (number),
//! 6 and 1 (zero): 11 bytes, which is why the C64 prints 38898 = 38909 - 11. GW-BASIC also
//! stores numbers in binary behind a type byte (`0x11`-`0x1A` for 0 to 9, `0x0F` and a byte
//! up to 255, `0x1C` and a word, `0x1D` single, `0x1F` double, `0x0E` and a word for a line
//! number after GOTO and its kin), its functions as two bytes behind `0xFF` (`FRE`), and
//! `ELSE` and `'` with the colon it implies (GW-BASIC `CRUNCH` in `GWMAIN.ASM`; the token
//! values of `token/gwfile.rs`). `gw/limits/l003` (168 bytes for seven lines) and
//! `l019` (973) check the count.

use crate::dialect::{Crunch, Profile};
use crate::token::crunched_len;

/// The bytes of a line's crunched text (without link, number and terminator).
pub fn line_len<P: Profile>(text: &[u8]) -> usize {
    let start = text.iter().take_while(|&&c| c == b' ').count();
    match P::crunch() {
        Crunch::AnyPosition => crunched_len::<P>(&text[start..]),
        // GW-BASIC drops only the one space after the line number (the stored text starts
        // after it): an indented line keeps its indentation (pcbasic-suite
        // temporary_string_memory_4, two lines indented by two spaces cost 4 bytes).
        // These are the cruncher's own bytes (`token::gwsave`, which SAVE writes): a
        // number typed with spaces in it (`PRINT 76 38`) is one constant (real GW-BASIC
        // 3.23: FRE(0) 2 bytes higher than for two).
        Crunch::WholeWords => crate::token::gwsave::crunch_line::<P>(text).len(),
    }
}

#[cfg(test)]
mod tests {
    use super::line_len;
    use crate::dialect::{Altair, Gw, C64};

    #[test]
    fn microsoft_6502_and_8080_lines_keep_spaces_and_token_bytes() {
        // `10 PRINT FRE(0)`: 6 bytes of text (C64 FRE 38898 = 38909 - 11).
        assert_eq!(line_len::<C64>(b"PRINT FRE(0)"), 6);
        assert_eq!(line_len::<Altair>(b"PRINT FRE(0)"), 6);
        assert_eq!(line_len::<C64>(b"REM FRE AT START"), 14);
    }

    #[test]
    fn gw_lines_store_numbers_in_binary() {
        // FRE is a two-byte function token, 0 one byte.
        assert_eq!(line_len::<Gw>(b"PRINT FRE(0)"), 7);
        // 99 is 0x0F and a byte.
        assert_eq!(line_len::<Gw>(b"A=99:PRINT \"REUSE A\";FRE(0)"), 22);
        assert_eq!(line_len::<Gw>(b"GOTO 100"), 5);
        // Spaces inside a number are skipped: 7638 is 0x1C and a word.
        assert_eq!(line_len::<Gw>(b"PRINT 76 38"), 5);
    }

    #[test]
    fn gw_lines_keep_spaces_and_crunch_every_keyword() {
        // Indentation and doubled spaces are stored (temporary_string_memory_4).
        assert_eq!(line_len::<Gw>(b"  NEXT"), 3);
        assert_eq!(line_len::<Gw>(b"PRINT  1"), 4);
        // &H30 is 0x0C and a word.
        assert_eq!(line_len::<Gw>(b"A=&H30"), 5);
        // MERGE and DELETE are tokens though the parser reads them elsewhere (DELMEM).
        assert_eq!(line_len::<Gw>(b"MERGE"), 1);
        assert_eq!(line_len::<Gw>(b"DELETE 1000-1090"), 9);
        // VARPTR$ is VARPTR's token and a `$`.
        assert_eq!(line_len::<Gw>(b"A$=VARPTR$(D)"), 8);
    }
}
