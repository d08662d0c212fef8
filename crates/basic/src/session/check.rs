//! Whether a file can be a program of this machine, line by line, before it is loaded.
//!
//! A listing was typed in at the machine (or LOADed, which read it as if typed): a numbered
//! line was stored, an unnumbered one ran at once, and a number past the machine's highest
//! was a syntax error (8K BASIC and the C64 refuse it in LINGET; GW-BASIC's LOAD stops at
//! an unnumbered line with `Direct statement in file`, NBS P201). A file of prose, a binary
//! or a FOCAL program therefore cannot be loaded as a program: ferrite says which line of
//! the file is at fault instead of dropping it without a word.

use ferrite_session::RefusedLine;

use super::split_line_number;
use crate::dialect::Profile;

/// The first line of `listing` that `P`'s machine could not store as a program line.
pub fn refused_line<P: Profile>(listing: &[u8]) -> Option<RefusedLine> {
    if looks_like_focal(listing) {
        let file_line = lines(listing).position(focal_number).map_or(1, |i| i + 1);
        return Some(RefusedLine {
            file_line,
            reason: "it is a FOCAL line (`ferrite run --dialect focal69` runs FOCAL)".into(),
        });
    }
    for (i, raw) in super::listing::listing_lines::<P>(listing)
        .iter()
        .enumerate()
    {
        let raw = raw.as_ref();
        // A DOS text file ends with CTRL-Z; blank lines were never stored.
        if raw.iter().all(|&c| c.is_ascii_whitespace() || c == 0x1a) {
            continue;
        }
        // The number as the machine's LOAD reads it (GW-BASIC's `3610 3610 INPUT` is line
        // 36103 holding `610 INPUT`).
        let reason = match super::split_listing_line::<P>(raw) {
            Some((number, _)) if u32::from(number) <= P::max_line_number() => continue,
            Some((number, _)) => format!(
                "its number {number} is past this machine's highest, {}",
                P::max_line_number()
            ),
            None => format!("it has no line number (`{}`)", shown(raw)),
        };
        return Some(RefusedLine {
            file_line: i + 1,
            reason,
        });
    }
    None
}

/// Whether the listing is a FOCAL program: its numbered lines are group.step numbers
/// (`01.10 TYPE ...`), which no BASIC line starts with.
pub fn looks_like_focal(listing: &[u8]) -> bool {
    let mut focal = 0usize;
    let mut numbered = 0usize;
    for line in lines(listing) {
        if split_line_number(line).is_some() {
            numbered += 1;
            if focal_number(line) {
                focal += 1;
            }
        }
    }
    focal > 0 && focal * 2 > numbered
}

/// The file's lines without their LF or CR LF ends.
fn lines(listing: &[u8]) -> impl Iterator<Item = &[u8]> {
    listing
        .split(|&b| b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
}

/// Whether a line starts with a FOCAL line number: digits, a point, digits.
fn focal_number(line: &[u8]) -> bool {
    let text = &line[line.iter().take_while(|&&c| c == b' ').count()..];
    let group = text.iter().take_while(|c| c.is_ascii_digit()).count();
    let rest = &text[group..];
    (1..=2).contains(&group)
        && rest.first() == Some(&b'.')
        && rest.get(1).is_some_and(u8::is_ascii_digit)
}

/// The start of a line as printable text, for the message.
fn shown(raw: &[u8]) -> String {
    let text: String = String::from_utf8_lossy(raw).chars().take(40).collect();
    text.escape_debug().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::{Altair, Gw, C64};

    #[test]
    fn unnumbered_and_too_high_lines_are_refused() {
        assert_eq!(
            refused_line::<Altair>(b"10 PRINT\n\nHELLO\n")
                .unwrap()
                .file_line,
            3
        );
        let high = refused_line::<C64>(b"10 PRINT\r\n64000 END\r\n").unwrap();
        assert_eq!(high.file_line, 2);
        assert!(high.reason.contains("63999"), "{}", high.reason);
        assert_eq!(refused_line::<Gw>(b"10 PRINT\r\n20 END\r\n\x1a"), None);
    }

    #[test]
    fn a_gw_number_is_read_as_load_reads_it() {
        // LINGET stops before the digit that would pass 65529: line 36103 (real GW-BASIC
        // 3.23 lists `36103 610 PRINT "X"`).
        assert_eq!(
            refused_line::<Gw>(b"10 PRINT\r\n3610 3610 PRINT \"X\"\r\n"),
            None
        );
    }

    #[test]
    fn focal_programs_are_refused() {
        let focal = b"C A COMMENT\n01.10 TYPE \"HI\"!\n01.20 QUIT\n";
        assert!(looks_like_focal(focal));
        assert_eq!(refused_line::<Gw>(focal).unwrap().file_line, 2);
        assert!(!looks_like_focal(b"10 A=1.5\n20 PRINT A\n"));
    }
}
