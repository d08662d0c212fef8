//! Which dialect a listing is written in, when the command line does not say: by the file's
//! extension first, then by words only one of the machines knew.
//!
//! The rules are deliberately conservative: a word counts only when no other dialect ferrite
//! runs would accept it in that place, so a plain Microsoft listing (Ahl's games) stays with
//! the default, the Altair.

use std::path::Path;

use crate::cli::DialectArg;

/// A dialect picked for a file, with the reason to show the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Detected {
    /// The dialect.
    pub dialect: DialectArg,
    /// Why, in a few words (`the .LST extension`, `SETCOLOR in line 100`).
    pub reason: String,
    /// Whether the content decided, rather than the extension or the default (the command
    /// line says so on standard error, since it changes how the program runs).
    pub by_content: bool,
}

/// Statements that begin a statement only in Atari BASIC.
const ATARI_STATEMENTS: &[&str] = &[
    "SETCOLOR", "POSITION", "DRAWTO", "GRAPHICS", "TRAP", "POP", "XIO", "CLOAD", "CSAVE", "ENTER",
    "PLOT", "NOTE", "POINT",
];
/// Functions only Atari BASIC has.
const ATARI_FUNCTIONS: &[&str] = &["CLOG(", "PADDLE(", "PTRIG("];
/// Statements only GW-BASIC has among the dialects.
const GW_STATEMENTS: &[&str] = &[
    "WHILE",
    "WEND",
    "DEFINT",
    "DEFSNG",
    "DEFDBL",
    "DEFSTR",
    "LINE INPUT",
    "PRINT USING",
    "SWAP",
    "RANDOMIZE",
    "CLS",
    "KEY OFF",
    "KEY ON",
    "ON ERROR",
    "RESUME",
    "WIDTH",
];
/// Things only the C64 had.
const C64_WORDS: &[&str] = &["TI$", "POKE 53280", "POKE 53281", "POKE53280", "POKE53281"];

/// Picks the dialect for `file` holding `source`.
pub fn detect(file: &Path, source: &[u8]) -> Detected {
    let ext = file
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_uppercase();
    let by_ext = |dialect, what: &str| Detected {
        dialect,
        reason: format!("the .{what} extension"),
        by_content: false,
    };
    match ext.as_str() {
        "FC" | "FOC" => return by_ext(DialectArg::Focal69, &ext),
        "LST" => return by_ext(DialectArg::Atari, &ext),
        _ => {}
    }
    let text = String::from_utf8_lossy(source);
    if looks_like_focal(&text) {
        return Detected {
            dialect: DialectArg::Focal69,
            reason: "FOCAL line numbers (01.10)".into(),
            by_content: true,
        };
    }
    for line in text.lines() {
        let (number, body) = split_number(line);
        let code = code_outside_strings(body);
        for statement in code.split(':') {
            let statement = statement.trim_start();
            let first = |words: &[&'static str]| {
                words
                    .iter()
                    .find(|w| starts_with_word(statement, w))
                    .copied()
            };
            let found = first(ATARI_STATEMENTS)
                .map(|w| (DialectArg::Atari, w))
                .or_else(|| first(GW_STATEMENTS).map(|w| (DialectArg::Gw, w)));
            if let Some((dialect, word)) = found {
                return Detected {
                    dialect,
                    reason: format!("{word} in line {number}"),
                    by_content: true,
                };
            }
        }
        let atari = ATARI_FUNCTIONS.iter().find(|w| code.contains(*w));
        let c64 = C64_WORDS.iter().find(|w| code.contains(*w));
        if let Some((dialect, word)) = atari
            .map(|w| (DialectArg::Atari, *w))
            .or(c64.map(|w| (DialectArg::C64, *w)))
        {
            return Detected {
                dialect,
                reason: format!("{} in line {number}", word.trim_end_matches('(')),
                by_content: true,
            };
        }
    }
    Detected {
        dialect: DialectArg::Altair,
        reason: "the default for BASIC listings".into(),
        by_content: false,
    }
}

/// FOCAL's line numbers are group.line (`01.10`), which no BASIC accepts.
fn looks_like_focal(text: &str) -> bool {
    let mut numbered = 0;
    let mut focal = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let digits: String = line.chars().take_while(|c| c.is_ascii_digit()).collect();
        if digits.is_empty() {
            continue;
        }
        numbered += 1;
        let rest = &line[digits.len()..];
        if rest.starts_with('.') && rest[1..].starts_with(|c: char| c.is_ascii_digit()) {
            focal += 1;
        }
    }
    numbered > 0 && focal * 2 > numbered
}

/// The line number (as text) and the rest of a listing line.
fn split_number(line: &str) -> (&str, &str) {
    let line = line.trim_start();
    let end = line
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(line.len());
    (&line[..end], &line[end..])
}

/// The line's code in capitals with string literals emptied and REM text cut off, so a word
/// inside a string or a remark does not count.
fn code_outside_strings(body: &str) -> String {
    let mut out = String::with_capacity(body.len());
    let mut in_string = false;
    for c in body.chars() {
        if c == '"' {
            in_string = !in_string;
            out.push(c);
        } else if !in_string {
            out.push(c.to_ascii_uppercase());
            if out.ends_with("REM") {
                break;
            }
        }
    }
    out
}

/// Whether `statement` starts with the keyword `word` (and not a longer name: `POPULATION=1`
/// is an assignment).
fn starts_with_word(statement: &str, word: &str) -> bool {
    statement.starts_with(word)
        && !statement[word.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '$' || c == '=')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pick(name: &str, text: &str) -> DialectArg {
        detect(Path::new(name), text.as_bytes()).dialect
    }

    #[test]
    fn extensions_decide_first() {
        assert_eq!(pick("a.fc", "10 PRINT 1"), DialectArg::Focal69);
        assert_eq!(pick("A.LST", "10 PRINT 1"), DialectArg::Atari);
    }

    #[test]
    fn atari_words_pick_atari() {
        assert_eq!(pick("M.BAS", "10 GRAPHICS 0:POKE 752,1"), DialectArg::Atari);
        assert_eq!(pick("M.BAS", "10 X=1:TRAP 100"), DialectArg::Atari);
        assert_eq!(pick("M.BAS", "10 PRINT CLOG(10)"), DialectArg::Atari);
    }

    #[test]
    fn words_in_strings_names_and_remarks_do_not_count() {
        assert_eq!(pick("A.BAS", "10 PRINT \"GRAPHICS\""), DialectArg::Altair);
        assert_eq!(pick("A.BAS", "10 POPULATION=5"), DialectArg::Altair);
        assert_eq!(pick("A.BAS", "10 REM TRAP THE KING"), DialectArg::Altair);
    }

    #[test]
    fn other_dialects_by_their_own_words() {
        assert_eq!(pick("A.BAS", "10 WHILE X<3\n20 WEND"), DialectArg::Gw);
        assert_eq!(pick("A.BAS", "10 PRINT TI$"), DialectArg::C64);
        assert_eq!(pick("A.BAS", "01.10 TYPE 1,!"), DialectArg::Focal69);
    }

    #[test]
    fn a_plain_microsoft_listing_stays_on_the_altair() {
        let d = detect(
            Path::new("H.BAS"),
            b"10 PRINT TAB(32);\"HEX\"\n20 GOTO 10\n",
        );
        assert_eq!(d.dialect, DialectArg::Altair);
        assert!(!d.by_content);
    }
}
