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

/// One-byte keywords from 0x81.
pub(crate) const ONE_BYTE: &[(u8, &str)] = &[
    (0x81, "END"),
    (0x82, "FOR"),
    (0x83, "NEXT"),
    (0x84, "DATA"),
    (0x85, "INPUT"),
    (0x86, "DIM"),
    (0x87, "READ"),
    (0x88, "LET"),
    (0x89, "GOTO"),
    (0x8a, "RUN"),
    (0x8b, "IF"),
    (0x8c, "RESTORE"),
    (0x8d, "GOSUB"),
    (0x8e, "RETURN"),
    (0x8f, "REM"),
    (0x90, "STOP"),
    (0x91, "PRINT"),
    (0x92, "CLEAR"),
    (0x93, "LIST"),
    (0x94, "NEW"),
    (0x95, "ON"),
    (0x96, "WAIT"),
    (0x97, "DEF"),
    (0x98, "POKE"),
    (0x99, "CONT"),
    (0x9c, "OUT"),
    (0x9d, "LPRINT"),
    (0x9e, "LLIST"),
    (0xa0, "WIDTH"),
    (0xa1, "ELSE"),
    (0xa2, "TRON"),
    (0xa3, "TROFF"),
    (0xa4, "SWAP"),
    (0xa5, "ERASE"),
    (0xa6, "EDIT"),
    (0xa7, "ERROR"),
    (0xa8, "RESUME"),
    (0xa9, "DELETE"),
    (0xaa, "AUTO"),
    (0xab, "RENUM"),
    (0xac, "DEFSTR"),
    (0xad, "DEFINT"),
    (0xae, "DEFSNG"),
    (0xaf, "DEFDBL"),
    (0xb0, "LINE"),
    (0xb1, "WHILE"),
    (0xb2, "WEND"),
    (0xb3, "CALL"),
    (0xb7, "WRITE"),
    (0xb8, "OPTION"),
    (0xb9, "RANDOMIZE"),
    (0xba, "OPEN"),
    (0xbb, "CLOSE"),
    (0xbc, "LOAD"),
    (0xbd, "MERGE"),
    (0xbe, "SAVE"),
    (0xbf, "COLOR"),
    (0xc0, "CLS"),
    (0xc1, "MOTOR"),
    (0xc2, "BSAVE"),
    (0xc3, "BLOAD"),
    (0xc4, "SOUND"),
    (0xc5, "BEEP"),
    (0xc6, "PSET"),
    (0xc7, "PRESET"),
    (0xc8, "SCREEN"),
    (0xc9, "KEY"),
    (0xca, "LOCATE"),
    (0xcc, "TO"),
    (0xcd, "THEN"),
    (0xce, "TAB("),
    (0xcf, "STEP"),
    (0xd0, "USR"),
    (0xd1, "FN"),
    (0xd2, "SPC("),
    (0xd3, "NOT"),
    (0xd4, "ERL"),
    (0xd5, "ERR"),
    (0xd6, "STRING$"),
    (0xd7, "USING"),
    (0xd8, "INSTR"),
    (0xd9, "'"),
    (0xda, "VARPTR"),
    (0xdb, "CSRLIN"),
    (0xdc, "POINT"),
    (0xdd, "OFF"),
    (0xde, "INKEY$"),
    (0xe6, ">"),
    (0xe7, "="),
    (0xe8, "<"),
    (0xe9, "+"),
    (0xea, "-"),
    (0xeb, "*"),
    (0xec, "/"),
    (0xed, "^"),
    (0xee, "AND"),
    (0xef, "OR"),
    (0xf0, "XOR"),
    (0xf1, "EQV"),
    (0xf2, "IMP"),
    (0xf3, "MOD"),
    (0xf4, "\\"),
];

/// Two-byte keywords: prefix, second byte, spelling.
pub(crate) const TWO_BYTE: &[(u8, u8, &str)] = &[
    (0xfd, 0x81, "CVI"),
    (0xfd, 0x82, "CVS"),
    (0xfd, 0x83, "CVD"),
    (0xfd, 0x84, "MKI$"),
    (0xfd, 0x85, "MKS$"),
    (0xfd, 0x86, "MKD$"),
    (0xfd, 0x8b, "EXTERR"),
    (0xfe, 0x81, "FILES"),
    (0xfe, 0x82, "FIELD"),
    (0xfe, 0x83, "SYSTEM"),
    (0xfe, 0x84, "NAME"),
    (0xfe, 0x85, "LSET"),
    (0xfe, 0x86, "RSET"),
    (0xfe, 0x87, "KILL"),
    (0xfe, 0x88, "PUT"),
    (0xfe, 0x89, "GET"),
    (0xfe, 0x8a, "RESET"),
    (0xfe, 0x8b, "COMMON"),
    (0xfe, 0x8c, "CHAIN"),
    (0xfe, 0x8d, "DATE$"),
    (0xfe, 0x8e, "TIME$"),
    (0xfe, 0x8f, "PAINT"),
    (0xfe, 0x90, "COM"),
    (0xfe, 0x91, "CIRCLE"),
    (0xfe, 0x92, "DRAW"),
    (0xfe, 0x93, "PLAY"),
    (0xfe, 0x94, "TIMER"),
    (0xfe, 0x97, "CHDIR"),
    (0xfe, 0x98, "MKDIR"),
    (0xfe, 0x99, "RMDIR"),
    (0xfe, 0x95, "ERDEV"),
    (0xfe, 0x96, "IOCTL"),
    (0xfe, 0x97, "CHDIR"),
    (0xfe, 0x98, "MKDIR"),
    (0xfe, 0x99, "RMDIR"),
    (0xfe, 0x9a, "SHELL"),
    (0xfe, 0x9b, "ENVIRON"),
    (0xfe, 0x9c, "VIEW"),
    (0xfe, 0x9d, "WINDOW"),
    (0xfe, 0x9e, "PMAP"),
    (0xfe, 0x9f, "PALETTE"),
    (0xfe, 0xa0, "LCOPY"),
    (0xfe, 0xa1, "CALLS"),
    (0xfe, 0xa5, "PCOPY"),
    (0xfe, 0xa7, "LOCK"),
    (0xfe, 0xa8, "UNLOCK"),
    (0xff, 0x81, "LEFT$"),
    (0xff, 0x82, "RIGHT$"),
    (0xff, 0x83, "MID$"),
    (0xff, 0x84, "SGN"),
    (0xff, 0x85, "INT"),
    (0xff, 0x86, "ABS"),
    (0xff, 0x87, "SQR"),
    (0xff, 0x88, "RND"),
    (0xff, 0x89, "SIN"),
    (0xff, 0x8a, "LOG"),
    (0xff, 0x8b, "EXP"),
    (0xff, 0x8c, "COS"),
    (0xff, 0x8d, "TAN"),
    (0xff, 0x8e, "ATN"),
    (0xff, 0x8f, "FRE"),
    (0xff, 0x90, "INP"),
    (0xff, 0x91, "POS"),
    (0xff, 0x92, "LEN"),
    (0xff, 0x93, "STR$"),
    (0xff, 0x94, "VAL"),
    (0xff, 0x95, "ASC"),
    (0xff, 0x96, "CHR$"),
    (0xff, 0x97, "PEEK"),
    (0xff, 0x98, "SPACE$"),
    (0xff, 0x99, "OCT$"),
    (0xff, 0x9a, "HEX$"),
    (0xff, 0x9b, "LPOS"),
    (0xff, 0x9c, "CINT"),
    (0xff, 0x9d, "CSNG"),
    (0xff, 0x9e, "CDBL"),
    (0xff, 0x9f, "FIX"),
    (0xff, 0xa0, "PEN"),
    (0xff, 0xa1, "STICK"),
    (0xff, 0xa2, "STRIG"),
    (0xff, 0xa3, "EOF"),
    (0xff, 0xa4, "LOC"),
    (0xff, 0xa5, "LOF"),
];

/// Whether a program file is tokenised (its first byte is 0xFF).
pub fn is_tokenised(bytes: &[u8]) -> bool {
    bytes.first() == Some(&0xff)
}

/// The ASCII listing of a tokenised program file (lines end in CR LF); `None` when the file
/// is cut short.
pub fn detokenise<P: Profile>(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let mut i = 1;
    loop {
        let link = u16::from_le_bytes([*bytes.get(i)?, *bytes.get(i + 1)?]);
        if link == 0 {
            break;
        }
        let number = u16::from_le_bytes([*bytes.get(i + 2)?, *bytes.get(i + 3)?]);
        i += 4;
        let end = i + line_end(bytes.get(i..)?)?;
        out.extend(number.to_string().bytes());
        // GW-BASIC's LIST puts no space before a line's leading TAB (GWLIST.ASM `NOSPAL`).
        if bytes.get(i) != Some(&b'\t') {
            out.push(b' ');
        }
        // Line 0 kept the space typed after its number; LIST shows one space all the same.
        let mut text = &bytes[i..end];
        if number == 0 && text.first() == Some(&b' ') {
            text = &text[1..];
        }
        // GW-BASIC listed a line into a buffer of 255 characters after the number: a
        // longer line (only a tokenised file holds one) comes back cut there
        // (pcbasic-suite LongLineLoadBinary).
        out.extend(super::gwlist::list_line::<P>(text));
        out.extend_from_slice(b"\r\n");
        i = end + 1;
    }
    Some(out)
}

/// Where a line's terminating 0 is: a stored number may hold 0 bytes (`GOTO 100` is
/// `0E 64 00`), so the scan steps over numbers; quoted and REM text holds none.
fn line_end(t: &[u8]) -> Option<usize> {
    let mut i = 0;
    let mut quoted = false;
    let mut raw = false;
    loop {
        let b = *t.get(i)?;
        if b == 0 {
            return Some(i);
        }
        if quoted || raw {
            quoted &= b != b'"';
            i += 1;
            continue;
        }
        i += match b {
            b'"' => {
                quoted = true;
                1
            }
            0x8f | 0xd9 => {
                raw = true;
                1
            }
            0x0b..=0x0e | 0x1c => 3,
            0x0f => 2,
            0x1d => 5,
            0x1f => 9,
            0xfd..=0xff => 2,
            _ => 1,
        };
    }
}
