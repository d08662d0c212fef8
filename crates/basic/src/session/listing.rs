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
        match b {
            b'\r' if line.last() == Some(&b'\n') => {}
            b'\r' => lines.push(Cow::Owned(std::mem::take(&mut line))),
            b'\n' if line.is_empty() => {}
            _ => line.push(b),
        }
    }
    // What is left was never ended by a CR: not stored.
    lines
}

/// A line up to its first NUL, where GW-BASIC's tokeniser stops (the whole line, NULs
/// included, filled the line buffer first: its length is checked before this cut).
pub(super) fn tokenised_part(line: &[u8]) -> &[u8] {
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
        assert_eq!(tokenised_part(&lines[1]), b"20 C");
        assert_eq!(lines.len(), 2);
    }

    #[test]
    fn gw_drops_a_last_line_never_ended() {
        assert_eq!(listing_lines::<Gw>(b"10 A\r\n20 B").len(), 1);
        assert_eq!(listing_lines::<Gw>(b"10 A\n20 B").len(), 1);
        assert_eq!(listing_lines::<Altair>(b"10 A\n20 B").len(), 2);
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
