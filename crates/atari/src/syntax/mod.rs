//! The tokenizer: a typed or ENTERed line becomes the ROM's token bytes, checked against the
//! syntax rule of each statement (see [`grammar`]), with the ROM's keyword search
//! (first match in the statement name table, `.` abbreviations, implied LET: see
//! [`lexical`]).
//!
//! The result still names its variables ([`Tok::Var`]): [`crate::entry`] numbers
//! them in the variable tables once the whole line is known to be good, as the ROM ends
//! up doing (it adds names while scanning and takes them back out of a bad line).
//!
//! Sources: the Atari BASIC Source Book (the syntaxer: SYNENT, the line number through AFP
//! and FPI, STMSTRT, MAXCIX and the error line); the Atari BASIC Reference Manual.

pub mod grammar;
pub mod lexical;

use crate::bcd::Bcd;
use crate::tokens::stmt;
use grammar::{Ctx, End};

/// ATASCII end of line, which also ends the text of REM, DATA and error lines.
pub const CR: u8 = 0x9B;

/// The deepest parenthesis nesting a line may have: 29 nested `(` enter, 30 give
/// `ERROR- 14` (recorded: `l043_paren` with 29; `l059_opstack`, 28 levels of `-(`, and
/// `l045_fn_nest`, 11 levels of `ABS(`, enter too).
pub const MAX_PAREN_DEPTH: usize = 29;

/// One token of a scanned line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// A byte as stored.
    Byte(u8),
    /// A variable by its name as the variable-name table holds it (with `$` or `(`), to be
    /// replaced by its $80+n token.
    Var(Vec<u8>),
}

/// What a scanned line holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineBody {
    /// Nothing (after the line number): a numbered line is deleted, a blank line ignored.
    Empty,
    /// Good statements, each starting with its statement token and ending with EOS, EOL,
    /// THEN (an IF whose THEN is followed by a statement) or CR (REM, DATA).
    Statements(Vec<Vec<Tok>>),
    /// A syntax error: the text from the first statement on, the character where the scan
    /// failed in inverse video (bit 7 set), as the ROM keeps it after the error token.
    Error(Vec<u8>),
    /// Nested too deeply for the syntax stack: `ERROR- 14`, nothing stored.
    TooComplex,
    /// The line number is over 32767: `ERROR- 3`, nothing stored.
    BadLineNumber,
}

/// A scanned line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScannedLine {
    /// The line number, or `None` for a direct line.
    pub number: Option<u16>,
    /// The statements.
    pub body: LineBody,
}

/// Scans one line of text (ATASCII, without its end-of-line character).
pub fn scan_line(text: &[u8]) -> ScannedLine {
    let text = match text.iter().position(|&b| b == CR || b == b'\n') {
        Some(end) => &text[..end],
        None => text,
    };
    let mut pos = skip_blanks(text, 0);
    let mut number = None;
    if text.get(pos).is_some_and(|b| b.is_ascii_digit()) {
        let parsed = Bcd::parse(&text[pos..]);
        let Some((value, len)) = parsed else {
            return ScannedLine {
                number: None,
                body: LineBody::BadLineNumber,
            };
        };
        match value.to_u16() {
            Ok(n) if n < 0x8000 => number = Some(n),
            _ => {
                return ScannedLine {
                    number: None,
                    body: LineBody::BadLineNumber,
                }
            }
        }
        pos += len;
    }
    let start = skip_blanks(text, pos);
    if start == text.len() {
        return ScannedLine {
            number,
            body: LineBody::Empty,
        };
    }
    ScannedLine {
        number,
        body: scan_statements(text, start),
    }
}

fn skip_blanks(text: &[u8], mut pos: usize) -> usize {
    while text.get(pos) == Some(&b' ') {
        pos += 1;
    }
    pos
}

/// The statements of `text` from `start`.
fn scan_statements(text: &[u8], start: usize) -> LineBody {
    let ctx = Ctx::new(text.len());
    let mut statements = Vec::new();
    let mut pos = start;
    loop {
        pos = skip_blanks(text, pos);
        let rest = &text[pos..];
        let (token, name_len) = lexical::search_statement(rest).unwrap_or((stmt::IMPLIED_LET, 0));
        match grammar::statement(&ctx, token, &rest[name_len..]) {
            Ok((after, (tokens, end))) => {
                let mut statement = vec![Tok::Byte(token)];
                statement.extend(tokens);
                statements.push(statement);
                pos = text.len() - after.len();
                match end {
                    End::Text => break,
                    End::Normal if pos >= text.len() => break,
                    _ => {}
                }
            }
            Err(_) if ctx.too_deep() => return LineBody::TooComplex,
            Err(_) => {
                let mut shown = text[start..].to_vec();
                let at = ctx.maxcix().max(pos);
                if let Some(b) = shown.get_mut(at - start) {
                    *b |= 0x80;
                }
                return LineBody::Error(shown);
            }
        }
    }
    if paren_depth(&statements) > MAX_PAREN_DEPTH {
        return LineBody::TooComplex;
    }
    LineBody::Statements(statements)
}

/// The deepest nesting of parentheses in the statements (every kind of `(` token counts).
fn paren_depth(statements: &[Vec<Tok>]) -> usize {
    use crate::tokens::op;
    let (mut depth, mut deepest) = (0usize, 0);
    for statement in statements {
        // REM and DATA text is not tokens.
        if matches!(statement.first(), Some(Tok::Byte(stmt::REM | stmt::DATA))) {
            continue;
        }
        let mut k = 1;
        while let Some(tok) = statement.get(k) {
            match tok {
                Tok::Byte(op::NUMBER) => k += 6,
                Tok::Byte(op::STRING) => {
                    if let Some(Tok::Byte(len)) = statement.get(k + 1) {
                        k += 1 + usize::from(*len);
                    }
                }
                Tok::Byte(op::LPAREN | op::STR_LPAREN..=op::DIM_STR_LPAREN) => {
                    depth += 1;
                    deepest = deepest.max(depth);
                }
                Tok::Byte(op::RPAREN) => depth = depth.saturating_sub(1),
                _ => {}
            }
            k += 1;
        }
    }
    deepest
}
