//! GW-BASIC's tokenised program files (SAVE without `,A`): read back into the listing LIST
//! would print, so LOAD, RUN and CHAIN take them like ASCII files.
//!
//! The format (GW-BASIC's program text in memory, written after a 0xFF byte): each line is a
//! two-byte link (0 ends the program), a two-byte line number, the crunched text and a 0.
//! Keywords are one byte from 0x81 or two with a 0xFD, 0xFE or 0xFF prefix; numbers are
//! stored in binary behind type bytes (0x0B octal, 0x0C hex, 0x0E line number, 0x0F byte,
//! 0x11-0x1B the digits 0 to 10, 0x1C integer, 0x1D single, 0x1F double). The byte values
//! are GW-BASIC's, as listed in PC-BASIC's `tokens.py` and the GW-BASIC token table of
//! chebucto.ns.ca/~af380/GW-BASIC-tokens.html.

use super::gwwords::{ONE_BYTE, TWO_BYTE};
use crate::dialect::Profile;

/// The bytes GW-BASIC stores for the keyword spelled `word`: two for those behind a 0xFD,
/// 0xFE or 0xFF prefix, one for the others.
pub fn keyword_len(word: &str) -> usize {
    let word = word.strip_suffix('(').unwrap_or(word);
    if let Some(n) = keyword_bytes(word) {
        return n;
    }
    // VARPTR$, INPUT$ and the like are their word's token and a `$` character.
    match word.strip_suffix('$').and_then(keyword_bytes) {
        Some(n) => n + 1,
        None => 1,
    }
}

/// The bytes GW-BASIC stores for `word` when it is one of its keywords (the dialect's
/// parser may not know it: `MERGE`, `DELETE` and the other editing commands), else `None`.
pub fn keyword_bytes(word: &str) -> Option<usize> {
    if ONE_BYTE.iter().any(|&(_, w)| w == word) {
        Some(1)
    } else if TWO_BYTE.iter().any(|&(_, _, w)| w == word) {
        Some(2)
    } else {
        None
    }
}

/// Whether a program file is tokenised (its first byte is 0xFF).
pub fn is_tokenised(bytes: &[u8]) -> bool {
    bytes.first() == Some(&0xff)
}

/// A tokenised file's lines (number and crunched text each) and the byte kept after them.
pub type FileLines<'a> = (Vec<(u16, &'a [u8])>, &'a [u8]);

/// The lines of a tokenised file (number and crunched text each) and the byte after its 0
/// link: BINLOD sets VARTAB two bytes past where LINKER stopped, on the second 0 of the
/// link, so that byte (a saved file's CTRL-Z) stays in the program text, and SAVE writes it
/// out again (gw-real: a loaded file saved again ends `0 0 1A 1A`). A line ends at its
/// first 0 byte, found as CHEAD finds it: a byte from 0x0B to 0x1F starts an embedded
/// constant, stepped over whole, whatever is around it (GWMAIN.ASM `CHEAD`, `CHRGTR`;
/// DSKCOM.ASM `BINLOD`). `None` when the file is cut short.
pub fn file_lines(bytes: &[u8]) -> Option<FileLines<'_>> {
    let mut lines = Vec::new();
    let mut i = 1;
    loop {
        let head = bytes.get(i..i + 2)?;
        if head == [0, 0] {
            // BINLOD sets VARTAB 3 bytes past the link's first 0 whether or not the file
            // holds a byte there: one cut off after its link leaves what memory held
            // (modelled as a 0).
            return Some((lines, bytes.get(i + 2..i + 3).unwrap_or(&[0])));
        }
        let number = u16::from_le_bytes([*bytes.get(i + 2)?, *bytes.get(i + 3)?]);
        let mut j = i + 4;
        loop {
            let b = *bytes.get(j)?;
            if b == 0 {
                break;
            }
            j += super::gwlist::constant_len(b).unwrap_or(1);
        }
        lines.push((number, &bytes[i + 4..j]));
        i = j + 1;
    }
}

/// The ASCII listing of a tokenised program file (lines end in CR LF); `None` when the file
/// is cut short.
pub fn detokenise<P: Profile>(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    for (number, text) in file_lines(bytes)?.0 {
        out.extend(number.to_string().bytes());
        // GW-BASIC's LIST puts no space before a line's leading TAB (GWLIST.ASM `NOSPAL`).
        if text.first() != Some(&b'\t') {
            out.push(b' ');
        }
        // Line 0 kept the space typed after its number; LIST shows one space all the same.
        let text = match text.strip_prefix(b" ") {
            Some(rest) if number == 0 => rest,
            _ => text,
        };
        // GW-BASIC listed a line into a buffer of 255 characters after the number: a
        // longer line (only a tokenised file holds one) comes back cut there
        // (pcbasic-suite LongLineLoadBinary).
        out.extend(super::gwlist::list_line::<P>(text));
        out.extend_from_slice(b"\r\n");
    }
    Some(out)
}

/// The program text a tokenised file puts in memory, from the 0 byte below TXTTAB (at
/// `PROGRAM_START - 1`) through the 0 link and the file's bytes after it: the file's bytes
/// with each line's link made again as CHEAD makes it. `None` when the file is cut short.
pub fn memory_image(bytes: &[u8]) -> Option<Vec<u8>> {
    let (lines, tail) = file_lines(bytes)?;
    Some(super::gwsave::text_image(
        lines
            .into_iter()
            .map(|(n, t)| (n, std::borrow::Cow::Borrowed(t))),
        tail,
    ))
}

/// The program text a tokenised file (0xFF first; a protected one already decoded) puts in
/// memory over what memory held: FSTLOD reads the file's bytes to TXTTAB and LINKER walks
/// on from there until a 0 link, so a file without one (cut short, or ending at its last
/// line) runs on into `behind`, the old program text SCRTCH left (its first link zeroed)
/// with zeros past it (DSKCOM.ASM `BINLOD`, GWMAIN.ASM `CHEAD`; real GW-BASIC 3.23: a file
/// whose last line has no 0 link after it runs with the old program's lines behind it).
/// `behind` is indexed as the file is (its byte 0 the 0 below TXTTAB). `None` when no 0
/// link is found even in the zeros.
pub fn memory_image_over(bytes: &[u8], behind: &[u8]) -> Option<Vec<u8>> {
    if file_lines(bytes).is_some() {
        return memory_image(bytes);
    }
    let mut mem = bytes.to_vec();
    if behind.len() > mem.len() {
        mem.extend_from_slice(&behind[mem.len()..]);
    }
    // SCRTCH's 0 link at TXTTAB, when the file did not cover it.
    for i in [1, 2] {
        if i >= bytes.len() {
            if let Some(b) = mem.get_mut(i) {
                *b = 0;
            }
        }
    }
    mem.extend_from_slice(&[0; 8]);
    memory_image(&mem)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// DSKCOM.ASM `BINLOD`: one byte after the 0 link stays; CHEAD steps over a constant
    /// holding a 0 (`GOTO 256` is `0E 00 01`).
    #[test]
    fn lines_and_the_byte_after_them() {
        let file = [
            0xff, 1, 1, 10, 0, 0x89, 0x0e, 0, 1, 0, 1, 1, 20, 0, b'A', 0, 0, 0, 0x1a, 0x1a,
        ];
        let (lines, tail) = file_lines(&file).unwrap_or_default();
        assert_eq!(lines, [(10, &[0x89, 0x0e, 0, 1][..]), (20, &b"A"[..])]);
        assert_eq!(tail, [0x1a]);
    }
}
