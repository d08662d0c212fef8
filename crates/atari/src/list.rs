//! LIST: the stored tokens turned back into text exactly as rev. C prints them. A line is its
//! number, a blank, then its statements: a statement's name and a blank (implied LET has no
//! name), its tokens, `:` between statements. Word operators stand between blanks (` AND `,
//! ` THEN `, ` TO `), except NOT, which has a blank only after it; numbers are printed by
//! FASC; strings in quotes; REM, DATA and error lines give their text.
//!
//! Sources: the Atari BASIC Source Book (the LIST routine and the operator name table);
//! the recordings in `shared/transcripts/atari` (MATCHBOX_LIST_ROUNDTRIP.OUT: LIST gives the
//! ENTERed text back, after an empty first line) and `shared/conformance/atari` (error lines:
//! `70 ERROR-   PRINT ...`).

use crate::bcd::Bcd;
use crate::lines::next_line;
use crate::memory::{Memory, STARP, STMTAB, VNTD, VNTP};
use crate::syntax::CR;
use crate::tokens::{op, operator_name, statement_name, stmt, VARIABLE_BASE};

/// What rev. C prints between the error line's name and its text.
const ERROR_NAME: &[u8] = b"ERROR-   ";

/// The variable with token $80+`index`, as named in the variable-name table.
pub fn variable_name(mem: &Memory, index: u8) -> Vec<u8> {
    let (mut at, end) = (mem.word(VNTP), mem.word(VNTD));
    let mut seen = 0;
    let mut name = Vec::new();
    while at < end {
        let b = mem.peek(at);
        if seen == index {
            name.push(b & 0x7F);
        }
        if b & 0x80 != 0 {
            if seen == index {
                return name;
            }
            seen += 1;
        }
        at += 1;
    }
    name
}

/// The line at `address` as LIST prints it, without the end of line.
pub fn list_line(mem: &Memory, address: u16) -> Vec<u8> {
    let mut out = mem.word(address).to_string().into_bytes();
    out.push(b' ');
    let len = u16::from(mem.peek(address.wrapping_add(2)));
    let mut at = address.wrapping_add(3);
    let end = address.wrapping_add(len);
    while at < end {
        let next = address.wrapping_add(u16::from(mem.peek(at)));
        if next <= at {
            break;
        }
        list_statement(mem, at.wrapping_add(1), next, &mut out);
        at = next;
    }
    out
}

/// One statement from its token at `at` up to `end`.
fn list_statement(mem: &Memory, at: u16, end: u16, out: &mut Vec<u8>) {
    let token = mem.peek(at);
    let mut at = at.wrapping_add(1);
    match token {
        stmt::REM | stmt::DATA | stmt::ERROR => {
            if token == stmt::ERROR {
                out.extend_from_slice(ERROR_NAME);
            } else {
                out.extend_from_slice(statement_name(token).unwrap_or("").as_bytes());
                out.push(b' ');
            }
            while at < end && mem.peek(at) != CR {
                out.push(mem.peek(at));
                at += 1;
            }
            return;
        }
        stmt::IMPLIED_LET => {}
        _ => {
            out.extend_from_slice(statement_name(token).unwrap_or("").as_bytes());
            out.push(b' ');
        }
    }
    while at < end {
        let t = mem.peek(at);
        at = at.wrapping_add(1);
        match t {
            op::NUMBER => {
                let mut b = [0; 6];
                b.copy_from_slice(mem.slice(at, 6));
                out.extend(Bcd(b).format());
                at = at.wrapping_add(6);
            }
            op::STRING => {
                let len = u16::from(mem.peek(at));
                out.push(b'"');
                out.extend_from_slice(mem.slice(at.wrapping_add(1), usize::from(len)));
                out.push(b'"');
                at = at.wrapping_add(1 + len);
            }
            t if t >= VARIABLE_BASE => out.extend(variable_name(mem, t - VARIABLE_BASE)),
            op::NOT => out.extend_from_slice(b"NOT "),
            t if (op::GOTO..op::FIRST_FUNCTION).contains(&t) && is_word(t) => {
                out.push(b' ');
                out.extend_from_slice(operator_name(t).unwrap_or("").as_bytes());
                out.push(b' ');
            }
            t => out.extend_from_slice(operator_name(t).unwrap_or("").as_bytes()),
        }
    }
}

fn is_word(token: u8) -> bool {
    operator_name(token).is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_uppercase()))
}

/// LIST from line `first` to line `last` (inclusive) as rev. C prints it on E:, each line
/// followed by `eol`; rev. C starts the listing with an empty line. The direct line is never
/// listed.
pub fn list_program(mem: &Memory, first: u16, last: u16, eol: u8) -> Vec<u8> {
    let mut out = vec![eol];
    let mut at = mem.word(STMTAB);
    let end = mem.word(STARP);
    while at < end {
        let n = mem.word(at);
        if n > last || n >= 0x8000 || mem.peek(at.wrapping_add(2)) == 0 {
            break;
        }
        if n >= first {
            out.extend(list_line(mem, at));
            out.push(eol);
        }
        let next = next_line(mem, at);
        if next <= at {
            break;
        }
        at = next;
    }
    out
}
