//! Which dialect a listing is written in, when the command line does not say: by the file's
//! extension first, then by words only one of the machines knew.
//!
//! The rules are deliberately conservative: a word counts only when no other dialect ferrite
//! runs would accept it in that place, so a plain Microsoft listing (Ahl's games) stays with
//! the default, the Altair.

use std::path::Path;

use clap::ValueEnum;

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
/// Memory only the Atari's programs look at: the last key pressed (764, CH), the console
/// keys (53279, CONSOL), the cursor's visibility (752, CRSINH).
const ATARI_WORDS: &[&str] = &[
    "PEEK(764)",
    "POKE 764",
    "POKE764",
    "PEEK(53279)",
    "POKE 752",
    "POKE752",
];
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
/// Things only the C64 had: its clock, the border and background colours (53280, 53281),
/// the screen's character colour (646), the SID's volume (54296), the keyboard buffer and
/// the last key (198, 197), the clear-screen code 147, and RND seeded from the clock.
const C64_WORDS: &[&str] = &[
    "TI$",
    "POKE 53280",
    "POKE 53281",
    "POKE53280",
    "POKE53281",
    "POKE 646",
    "POKE646",
    "POKE 54296",
    "POKE54296",
    "POKE 198",
    "POKE198",
    "PEEK(197)",
    "CHR$(147)",
    "RND(-TI)",
    "RND(TI)",
];
/// Statements only the C64 had among the dialects: `GET A$` reads the keyboard (Atari's
/// GET needs `#`, GW-BASIC's GET is a file's record, 8K BASIC has none).
const C64_STATEMENTS: &[&str] = &["GET"];

/// The dialect asked for, or the one the file implies (see `detect`): `.FC` is FOCAL, `.LST`
/// Atari BASIC, a listing with words only one machine knew that machine, anything else the
/// Altair, the BASIC Ahl's listings were converted to. When the content decided, standard
/// error says which dialect and why.
pub fn pick_dialect(asked: Option<DialectArg>, file: &Path, source: &[u8]) -> DialectArg {
    if let Some(dialect) = asked {
        return dialect;
    }
    let found = detect(file, source);
    if found.by_content {
        let name = found
            .dialect
            .to_possible_value()
            .map(|v| v.get_name().to_string())
            .unwrap_or_default();
        eprintln!(
            "ferrite: running {} as {name} ({}; --dialect chooses another)",
            file.display(),
            found.reason
        );
    }
    found.dialect
}

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
    let dimmed = strings_dimmed_with_one_size(&text);
    for line in text.lines() {
        let (number, body) = split_number(line);
        let code = code_outside_strings(body);
        for statement in statements(&code) {
            let first = |words: &[&'static str]| {
                words
                    .iter()
                    .find(|w| starts_with_word(statement, w))
                    .copied()
            };
            let c64_get = first(C64_STATEMENTS).filter(|_| {
                statement[3..]
                    .trim_start()
                    .starts_with(|c: char| c.is_ascii_alphabetic())
            });
            let found = first(ATARI_STATEMENTS)
                .map(|w| (DialectArg::Atari, w))
                .or_else(|| first(GW_STATEMENTS).map(|w| (DialectArg::Gw, w)))
                .or_else(|| c64_get.map(|w| (DialectArg::C64, w)));
            if let Some((dialect, word)) = found {
                return Detected {
                    dialect,
                    reason: format!("{word} in line {number}"),
                    by_content: true,
                };
            }
        }
        if let Some(slice) = string_slice(&code, &dimmed) {
            return Detected {
                dialect: DialectArg::Atari,
                reason: format!(
                    "the slice {slice} of a string DIMed with one size, in line {number}"
                ),
                by_content: true,
            };
        }
        let atari = ATARI_FUNCTIONS
            .iter()
            .chain(ATARI_WORDS)
            .find(|w| code.contains(*w));
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
    // Atari BASIC has no LEFT$, RIGHT$ or MID$ (it slices): a listing using them is a
    // Microsoft one whatever its DIMs look like (HEXAPAWN DIMs P$(3) and sets P$="X.O").
    let sliced_by_functions = text.lines().any(|line| {
        let code = code_outside_strings(split_number(line).1);
        ["LEFT$(", "RIGHT$(", "MID$("]
            .iter()
            .any(|f| code.contains(f))
    });
    let whole = (!sliced_by_functions)
        .then(|| string_used_whole(&text, &dimmed))
        .flatten();
    if let Some((name, number)) = whole {
        return Detected {
            dialect: DialectArg::Atari,
            reason: format!("{name} DIMed with one size and used as one string, in line {number}"),
            by_content: true,
        };
    }
    Detected {
        dialect: DialectArg::Altair,
        reason: "the default for BASIC listings".into(),
        by_content: false,
    }
}

/// A line's statements: split at `:` and after THEN (`IF X THEN SETCOLOR 1,2,3`), each
/// with its leading spaces dropped.
fn statements(code: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for statement in code.split(':') {
        let mut rest = statement.trim_start();
        while let Some(at) = rest.find("THEN") {
            out.push(&rest[..at]);
            rest = rest[at + 4..].trim_start();
        }
        out.push(rest);
    }
    out
}

/// The string names a listing DIMs with one size (`DIM A$(20)`): in Atari BASIC that is
/// the string's length; in the Microsoft BASICs a one-dimensional array of strings.
fn strings_dimmed_with_one_size(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    for line in text.lines() {
        let code = code_outside_strings(split_number(line).1);
        for statement in statements(&code) {
            let Some(list) = statement.strip_prefix("DIM") else {
                continue;
            };
            let mut depth = 0;
            let mut item = String::new();
            for c in list.chars().chain(std::iter::once(',')) {
                match c {
                    '(' => depth += 1,
                    ')' => depth -= 1,
                    _ => {}
                }
                if c == ',' && depth == 0 {
                    let item_text = item.replace(' ', "");
                    if let Some((name, size)) = item_text.split_once("$(") {
                        if !size.contains(',') && !name.is_empty() {
                            names.push(format!("{name}$"));
                        }
                    }
                    item.clear();
                } else {
                    item.push(c);
                }
            }
        }
    }
    names
}

/// A use with two subscripts (`A$(1,3)`) of a string DIMed with one size: Atari BASIC's
/// slice; a Microsoft BASIC stops with a subscript error there.
fn string_slice(code: &str, dimmed: &[String]) -> Option<String> {
    for name in dimmed {
        let open = format!("{name}(");
        for (at, _) in code.match_indices(&open) {
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_ascii_alphanumeric()) {
                continue;
            }
            let inside = &code[at + open.len()..];
            let mut depth = 0;
            for (i, c) in inside.char_indices() {
                match c {
                    '(' => depth += 1,
                    ')' if depth == 0 => break,
                    ')' => depth -= 1,
                    ',' if depth == 0 => {
                        let end = inside[i..].find(')').map_or(inside.len(), |e| i + e + 1);
                        return Some(format!("{open}{}", &inside[..end]));
                    }
                    _ => {}
                }
            }
        }
    }
    None
}

/// A string DIMed with one size (`DIM A$(20)`) that the listing uses only without a
/// subscript (`A$="HELLO"`, `INPUT A$`): Atari BASIC's string of that length. In a Microsoft
/// BASIC the DIM makes an array that such a program would never use. Gives the name and the
/// line of its first use.
fn string_used_whole(text: &str, dimmed: &[String]) -> Option<(String, String)> {
    'names: for name in dimmed {
        let mut first_whole = None;
        for line in text.lines() {
            let (number, body) = split_number(line);
            let code = code_outside_strings(body);
            if statements(&code).iter().any(|s| s.starts_with("DIM")) {
                continue;
            }
            for (at, _) in code.match_indices(name.as_str()) {
                if code[..at]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_ascii_alphanumeric())
                {
                    continue;
                }
                if code[at + name.len()..].trim_start().starts_with('(') {
                    continue 'names;
                }
                first_whole.get_or_insert_with(|| number.to_string());
            }
        }
        if let Some(number) = first_whole {
            return Some((name.clone(), number));
        }
    }
    None
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
    fn a_c64_listing_by_its_keyboard_screen_and_clock() {
        for line in [
            "10 GET A$:IF A$=\"\" THEN 10",
            "10 PRINT CHR$(147)",
            "10 X=RND(-TI)",
            "10 POKE 53280,0",
        ] {
            let d = detect(Path::new("G.BAS"), line.as_bytes());
            assert_eq!(d.dialect, DialectArg::C64, "{line}");
            assert!(d.reason.ends_with("in line 10"), "{}", d.reason);
        }
        // GW-BASIC's file GET and Atari's GET # are not the C64's.
        assert_eq!(pick("A.BAS", "10 GET #1,A"), DialectArg::Altair);
    }

    #[test]
    fn an_atari_listing_without_graphics() {
        let d = detect(
            Path::new("S.BAS"),
            b"10 DIM A$(20),B(3)\n20 A$=\"HELLO\"\n30 PRINT A$(1,3)\n",
        );
        assert_eq!(d.dialect, DialectArg::Atari);
        assert_eq!(
            d.reason,
            "the slice A$(1,3) of a string DIMed with one size, in line 30"
        );
        assert_eq!(
            pick("S.BAS", "10 IF X THEN SETCOLOR 2,0,0"),
            DialectArg::Atari
        );
        assert_eq!(pick("S.BAS", "10 POSITION 2,3:? \"HI\""), DialectArg::Atari);
        // A Microsoft array of strings used with one subscript stays a Microsoft listing.
        assert_eq!(
            pick("S.BAS", "10 DIM A$(20)\n20 PRINT A$(1)\n"),
            DialectArg::Altair
        );
    }

    #[test]
    fn an_atari_listing_by_its_strings_keys_and_cursor() {
        let d = detect(
            Path::new("S.BAS"),
            b"10 DIM A$(20)\n20 ? \"NAME\";:INPUT A$\n30 ? A$\n",
        );
        assert_eq!(d.dialect, DialectArg::Atari);
        assert_eq!(
            d.reason,
            "A$ DIMed with one size and used as one string, in line 20"
        );
        assert_eq!(
            pick("K.BAS", "10 IF PEEK(764)=255 THEN 10"),
            DialectArg::Atari
        );
        assert_eq!(pick("K.BAS", "10 POKE 752,1:? \"HI\""), DialectArg::Atari);
        // A Microsoft listing that DIMs a name it also uses whole, with MID$ (HEXAPAWN).
        assert_eq!(
            pick(
                "H.BAS",
                "10 DIM P$(3)\n20 P$=\"X.O\"\n30 PRINT MID$(P$,2,1)\n"
            ),
            DialectArg::Altair
        );
        // An array of strings used with its subscript is a Microsoft one.
        assert_eq!(
            pick(
                "S.BAS",
                "10 DIM A$(20)\n20 A$(1)=\"X\"\n30 PRINT A$(1);A$\n"
            ),
            DialectArg::Altair
        );
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
