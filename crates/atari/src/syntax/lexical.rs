//! The ROM's two name searches: the statement name table (first match, `.` abbreviates)
//! and the operator name table (first entry whose name the input starts with), plus the
//! variable-name scanner with its reserved-word test.
//!
//! Sources: the Atari BASIC Source Book (SEARCH, SRCONT, TVAR: a reserved word followed by a
//! character below `0` is not a variable, so `NOT 5` never reads as a variable `NOT` while
//! `TOTAL` and `NOTE` are names); the Atari BASIC Reference Manual (abbreviations: `PR.`,
//! `GR.`, `L.`, `.` for REM, `?` for PRINT).

use crate::tokens::{stmt, FIRST_OPERATOR, OPERATOR_NAMES, STATEMENT_NAMES};

/// Statement names the search may find (implied LET and the error line are not typed).
const SEARCHABLE: usize = stmt::IMPLIED_LET as usize;

/// The statement name at the start of `input`: its token and how many bytes it took. A `.`
/// ends an abbreviation: the first name in table order that starts with the typed letters
/// matches (so `.` alone is REM, `G.` GOTO, `PO.` POINT). Keywords are upper case only.
pub fn search_statement(input: &[u8]) -> Option<(u8, usize)> {
    'names: for (token, name) in STATEMENT_NAMES[..SEARCHABLE].iter().enumerate() {
        for (k, &want) in name.as_bytes().iter().enumerate() {
            match input.get(k) {
                Some(b'.') => return Some((token as u8, k + 1)),
                Some(&got) if got == want => {}
                _ => continue 'names,
            }
        }
        return Some((token as u8, name.len()));
    }
    None
}

/// The operator or function name at the start of `input`, as the ROM's SRCONT finds it: the
/// first table entry (from token $10) whose name the input starts with. Empty names are
/// skipped. Gives the token and the name's length.
pub fn search_operator(input: &[u8]) -> Option<(u8, usize)> {
    let &first = input.first()?;
    OPERATOR_NAMES.iter().enumerate().find_map(|(k, name)| {
        let name = name.as_bytes();
        // The first byte decides for nearly every entry: the whole name is compared only
        // where it agrees (the tokenizer searches this table at every operand and operator).
        (name.first() == Some(&first) && input.starts_with(name))
            .then(|| (FIRST_OPERATOR + k as u8, name.len()))
    })
}

/// A variable name at the start of `input` (no blanks skipped): a letter, then letters and
/// digits. `None` when there is no letter, or when a reserved word stands there followed by
/// a character below `0` (the ROM's test that keeps `NOT 5` and `AND(` from being names).
/// Gives the length of the letters and digits.
pub fn scan_name(input: &[u8]) -> Option<usize> {
    if !input.first()?.is_ascii_uppercase() {
        return None;
    }
    if let Some((_, len)) = search_operator(input) {
        match input.get(len) {
            Some(&next) if next >= b'0' => {}
            _ => return None,
        }
    }
    Some(
        input
            .iter()
            .take_while(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
            .count(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tokens::op;

    #[test]
    fn statement_abbreviations() {
        assert_eq!(search_statement(b"PR. A"), Some((stmt::PRINT, 3)));
        assert_eq!(search_statement(b"PRINT"), Some((stmt::PRINT, 5)));
        assert_eq!(search_statement(b"?1"), Some((stmt::QUESTION, 1)));
        assert_eq!(search_statement(b". HI"), Some((stmt::REM, 1)));
        assert_eq!(search_statement(b"GR.0"), Some((stmt::GRAPHICS, 3)));
        assert_eq!(search_statement(b"POS.1,2"), Some((stmt::POSITION, 4)));
        assert_eq!(search_statement(b"L."), Some((stmt::LIST, 2)));
        assert_eq!(search_statement(b"G.10"), Some((stmt::GOTO, 2)));
        assert_eq!(search_statement(b"GO TO 10"), Some((stmt::GO_TO, 5)));
        assert_eq!(search_statement(b"A=1"), None);
        assert_eq!(search_statement(b"print"), None);
    }

    #[test]
    fn operator_search_is_first_match() {
        assert_eq!(search_operator(b"<=1"), Some((op::LE, 2)));
        assert_eq!(search_operator(b"<1"), Some((op::LT, 1)));
        assert_eq!(search_operator(b"=1"), Some((op::EQ, 1)));
        assert_eq!(search_operator(b"TOTAL"), Some((op::TO, 2)));
        assert_eq!(search_operator(b"CHR$(1)"), Some((op::CHR, 4)));
    }

    #[test]
    fn names_and_reserved_words() {
        assert_eq!(scan_name(b"TOTAL=1"), Some(5));
        assert_eq!(scan_name(b"NOT 5"), None);
        assert_eq!(scan_name(b"NOTE"), Some(4));
        assert_eq!(scan_name(b"A1B$"), Some(3));
        assert_eq!(scan_name(b"1A"), None);
    }
}
