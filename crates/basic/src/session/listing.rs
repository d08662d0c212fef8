//! How an ASCII listing read from a file is cut into program lines.
//!
//! Most machines' listings end their lines with LF or CR LF. GW-BASIC's LOAD reads a line up
//! to a CR instead (SCNEDT.ASM `DSKCHI`): a CR right after a LF does not end the line, a LF
//! at the start of a line is dropped (the LF of CR LF), and any other LF stays in the line,
//! where the tokeniser keeps it (GWMAIN.ASM `NOTRS5`) and LIST shows it (pcbasic-suite
//! LITERALS, TABS). The tokeniser stops at a NUL, so the rest of such a line is lost.
//!
//! A listing with no CR at all (a file made on the host) is cut at its LFs, as the other
//! machines' are: GW-BASIC would read it as one line, which no one typing it meant (the
//! oracle's driver hands GW-BASIC such a file with each LF made CR LF).
//!
//! GW-BASIC's last line must be ended: DSKCHI meets the file's end (CTRL-Z or the last byte)
//! with the line still in BUF, and the load finishes without storing it (real GW-BASIC 3.23:
//! `10 PRINT 1<CR><LF>20 PRINT 2` runs line 10 alone, by LOAD, `RUN "name"` and on the
//! command line alike).
//!
//! And the other way: [`dos_listing`], the bytes of an ASCII listing as SAVE "name",A and
//! LIST "file" write it (kept here, below the editor and the file commands that both use it).

use std::borrow::Cow;

use crate::dialect::Profile;

/// The lines of `listing` (without their ends) as `P`'s LOAD reads them.
pub fn listing_lines<P: Profile>(listing: &[u8]) -> Vec<Cow<'_, [u8]>> {
    if !P::listing_lines_end_at_cr() || !listing.contains(&b'\r') {
        let mut lines: Vec<Cow<'_, [u8]>> = listing
            .split(|&b| b == b'\n')
            .map(|l| Cow::Borrowed(l.strip_suffix(b"\r").unwrap_or(l)))
            .collect();
        // The piece after the last LF was never ended.
        if P::listing_lines_end_at_cr() {
            lines.pop();
        }
        return lines;
    }
    let mut lines = Vec::new();
    let mut line = Vec::new();
    for &b in listing {
        if let Some(ended) = dskchi_byte(&mut line, b) {
            lines.push(Cow::Owned(ended));
        }
    }
    // What is left was never ended by a CR: not stored.
    lines
}

/// One byte of a line as SCNEDT.ASM `DSKCHI` takes it into BUF: a CR ends the line (handed
/// back) unless the byte before it is a LF, a LF at the line's start is passed over (the LF
/// of CR LF), any other byte is kept.
fn dskchi_byte(line: &mut Vec<u8>, b: u8) -> Option<Vec<u8>> {
    match b {
        b'\r' if line.last() == Some(&b'\n') => {}
        b'\r' => return Some(std::mem::take(line)),
        b'\n' if line.is_empty() => {}
        _ => line.push(b),
    }
    None
}

/// How a DOS program file LOAD, MERGE or CHAIN read ended (SCNEDT.ASM `DSKCHI`, GIO86.ASM
/// `INCHR`).
#[derive(Debug, PartialEq, Eq)]
pub enum FileEnd {
    /// At a line's start: BUF was empty when the file ran out.
    Closed,
    /// Inside a line: its bytes so far. At the file's end INCHR closes it, prints `Ok` and
    /// hands DSKCHI a CR, which ends the line (LOAD and MERGE then store it, or run it when
    /// it has no number: the file is closed, so it is a direct statement), unless the byte
    /// before is a LF (`continues`): then the CR is passed over and DSKCHI goes on reading
    /// the keyboard into the same line. RUN and CHAIN run the program at the file's end
    /// instead, and the line is lost.
    Open {
        /// The line's bytes, up to a NUL.
        text: Vec<u8>,
        /// Its last byte is a LF: typed keys go on filling it.
        continues: bool,
    },
    /// A line grew past BUF's `max` bytes: `Line buffer overflow` (LBOERR) as the byte after
    /// them is read; the lines before are stored.
    Overflow,
}

/// What GW-BASIC's LOAD, MERGE and CHAIN read from a DOS program file.
#[derive(Debug, PartialEq, Eq)]
pub struct FileRead {
    /// The lines ended by a CR, each up to a NUL.
    pub lines: Vec<Vec<u8>>,
    /// How the read ended.
    pub end: FileEnd,
    /// The last byte DSKCHI wrote to BUF's byte past `max` (the 256th character of a line
    /// too long, or the 0 ending a line of exactly `max`), if it wrote one: LIST prints
    /// that byte after a listed line that fills BUF (GWLIST.ASM `BUFLIN` leaves it there).
    pub last_past_max: Option<u8>,
}

/// The lines of a DOS program file as GW-BASIC's LOAD, MERGE and CHAIN read them, byte by
/// byte as SCNEDT.ASM `DSKCHI` does: each byte is written at BUF's next place, then a CR
/// ends the line (a 0 written over it) unless the byte before it is a LF, a LF is passed
/// over at a line's start, CTRL-Z or the last byte ends the file (INCHSI), and a byte
/// read with `max` already in the line that is not its CR stops the read (BUFLEN).
pub fn dos_file_lines(bytes: &[u8], max: usize) -> FileRead {
    let mut lines = Vec::new();
    let mut line = Vec::new();
    let mut last_past_max = None;
    for &b in bytes {
        if b == 0x1a {
            break;
        }
        if line.len() == max {
            last_past_max = Some(if b == b'\r' && line.last() != Some(&b'\n') {
                0
            } else {
                b
            });
        }
        // BUFLEN: a byte that is not a CR, with BUF full.
        if b != b'\r' && line.len() >= max {
            return FileRead {
                lines,
                end: FileEnd::Overflow,
                last_past_max,
            };
        }
        if let Some(ended) = dskchi_byte(&mut line, b) {
            lines.push(tokenised_part(ended));
        }
    }
    let end = if line.is_empty() {
        FileEnd::Closed
    } else {
        let continues = line.last() == Some(&b'\n');
        FileEnd::Open {
            text: tokenised_part(line),
            continues,
        }
    };
    FileRead {
        lines,
        end,
        last_past_max,
    }
}

/// A line up to its first NUL, where GW-BASIC's tokeniser stops.
fn tokenised_part(mut line: Vec<u8>) -> Vec<u8> {
    let kept = up_to_nul(&line).len();
    line.truncate(kept);
    line
}

/// A line up to its first NUL, where GW-BASIC's tokeniser stops (the whole line, NULs
/// included, filled the line buffer first: its length is checked before this cut).
pub(super) fn up_to_nul(line: &[u8]) -> &[u8] {
    match line.iter().position(|&b| b == 0) {
        Some(nul) => &line[..nul],
        None => line,
    }
}

/// Listed lines as a DOS text file holds them (see [`crate::list::push_dos_line`]).
pub(super) fn dos_listing(lines: &[Vec<u8>]) -> Vec<u8> {
    let mut bytes = Vec::new();
    for line in lines {
        crate::list::push_dos_line(&mut bytes, line);
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::{Altair, Gw};

    #[test]
    fn gw_keeps_a_line_feed_inside_a_line() {
        let lines = listing_lines::<Gw>(b"10 A\n\rB\r\n20 C\0D\r\n\x1a");
        assert_eq!(lines[0].as_ref(), b"10 A\nB");
        assert_eq!(up_to_nul(&lines[1]), b"20 C");
        assert_eq!(lines.len(), 2);
    }

    #[test]
    fn gw_drops_a_last_line_never_ended() {
        assert_eq!(listing_lines::<Gw>(b"10 A\r\n20 B").len(), 1);
        assert_eq!(listing_lines::<Gw>(b"10 A\n20 B").len(), 1);
        assert_eq!(listing_lines::<Altair>(b"10 A\n20 B").len(), 2);
    }

    #[test]
    fn gw_file_reads_as_dskchi() {
        let read = dos_file_lines(b"\n10 A\n\rB\r20 C\r\r30", 255);
        assert_eq!(
            read.lines,
            vec![b"10 A\nB".to_vec(), b"20 C".to_vec(), Vec::new()]
        );
        let open = |t: &[u8], c| FileEnd::Open {
            text: t.to_vec(),
            continues: c,
        };
        assert_eq!(read.end, open(b"30", false));
        assert_eq!(read.last_past_max, None);
        let end = |b: &[u8]| dos_file_lines(b, 255).end;
        assert_eq!(end(b"10 A\n20 B\n\r"), open(b"10 A\n20 B\n", true));
        assert_eq!(end(b"10 A\r\x1a20 B"), FileEnd::Closed);
        let mut long = vec![b'X'; 255];
        long.push(b'\r');
        assert_eq!(end(&long), FileEnd::Closed);
        assert_eq!(dos_file_lines(&long, 255).last_past_max, Some(0));
        long.insert(0, b'Y');
        let read = dos_file_lines(&long, 255);
        assert_eq!(
            (read.end, read.last_past_max),
            (FileEnd::Overflow, Some(b'X'))
        );
    }

    #[test]
    fn host_listings_split_at_line_feeds() {
        assert_eq!(listing_lines::<Gw>(b"10 A\n20 B\n").len(), 2);
        assert_eq!(
            listing_lines::<Altair>(b"10 A\r\n20 B\r\n")[1].as_ref(),
            b"20 B"
        );
    }
}
