//! Commands: the first letter picks the command, the rest of the word is skipped.
//!
//! Commands are separated by `;`; `COMMENT` and `FOR` take the rest of the line (FOCAL-8
//! manual, "FOR"). The argument rules follow FOCAL,1969 as recorded: TYPE items may follow
//! each other without commas (`"C"!"D"`, ../shared/conformance/focal69/generated/*_fmt), a
//! `%` format is read like a line number (`%6.2` is 6 digits, 20 decimals), and an empty
//! IF target is line 0 (programs/HEXAPAWN.FC.notes.md).

use crate::error::ErrorKind;
use crate::lineno::scan_typed;
use crate::num::TypeFormat;

use super::expr::{parse_expr, read_name};
use super::{Command, Cursor, EraseWhat, Item, Target};

/// Reads the text of one line (without its line number) into its commands.
pub fn parse_line(text: &[u8]) -> Vec<Command> {
    let mut cur = Cursor::new(text);
    let mut out = Vec::new();
    loop {
        while matches!(cur.peek(), Some(b' ' | b';')) {
            cur.bump();
        }
        let Some(letter) = cur.peek() else { break };
        // The command word: its first letter counts, the other letters are skipped.
        cur.bump();
        while cur.peek().is_some_and(|b| b.is_ascii_uppercase()) {
            cur.bump();
        }
        cur.skip_spaces();
        let cmd = match letter {
            b'A' => Command::Ask(parse_items(&mut cur, true)),
            b'T' => Command::Type(parse_items(&mut cur, false)),
            b'S' => parse_set(&mut cur),
            b'D' => Command::Do(optional_expr(&mut cur)),
            b'G' => {
                // `GO?` asks for a trace; the trace itself is not modelled.
                if cur.peek() == Some(b'?') {
                    cur.bump();
                }
                Command::Goto(optional_expr(&mut cur))
            }
            b'I' => parse_if(&mut cur),
            b'F' => parse_for(&mut cur),
            b'R' => Command::Return,
            b'Q' => Command::Quit,
            b'C' => {
                out.push(Command::Comment);
                break;
            }
            b'E' => parse_erase(&mut cur),
            b'W' => Command::Write(optional_expr(&mut cur)),
            b'M' => Command::Modify(parse_expr(&mut cur, false)),
            b'L' => parse_library(&mut cur),
            _ => Command::Fail(ErrorKind::IllegalCommand),
        };
        let stop = ends_reading(&cmd);
        let is_for = matches!(cmd, Command::For { .. });
        out.push(cmd);
        if stop {
            break;
        }
        if !is_for {
            // Whatever a command left before the next `;` is not looked at.
            while cur.peek().is_some_and(|b| b != b';') {
                cur.bump();
            }
        }
    }
    out
}

/// Whether the command failed while being read, so the rest of the line is never reached.
fn ends_reading(cmd: &Command) -> bool {
    match cmd {
        Command::Fail(_) => true,
        Command::Ask(items) | Command::Type(items) => match items.last() {
            Some(Item::Fail(_)) => true,
            Some(Item::Value(e)) => e.failed(),
            _ => false,
        },
        Command::Set(t, e) => t.index.as_ref().is_some_and(|i| i.failed()) || e.failed(),
        Command::For { var, start, step, limit } => {
            var.index.as_ref().is_some_and(|i| i.failed())
                || start.failed()
                || step.as_ref().is_some_and(|s| s.failed())
                || limit.failed()
        }
        Command::Do(Some(e)) | Command::Goto(Some(e)) | Command::Write(Some(e)) | Command::Modify(e) => {
            e.failed()
        }
        Command::If { cond, .. } => cond.failed(),
        Command::Erase(EraseWhat::Lines(e)) => e.failed(),
        _ => false,
    }
}

fn at_end(cur: &Cursor<'_>) -> bool {
    matches!(cur.peek(), None | Some(b';'))
}

fn optional_expr(cur: &mut Cursor<'_>) -> Option<super::Expr> {
    cur.skip_spaces();
    (!at_end(cur)).then(|| parse_expr(cur, false))
}

/// A variable on the left of `=` or in ASK: a letter that does not start a function.
fn parse_target(cur: &mut Cursor<'_>) -> Option<Target> {
    cur.skip_spaces();
    let b = cur.peek()?;
    if !b.is_ascii_uppercase() || b == b'F' {
        return None;
    }
    let name = read_name(cur);
    let index = match cur.peek() {
        Some(b'(' | b'[' | b'<') => Some(parse_expr(cur, true)),
        _ => None,
    };
    Some(Target { name, index })
}

fn parse_set(cur: &mut Cursor<'_>) -> Command {
    let Some(target) = parse_target(cur) else {
        return Command::Fail(ErrorKind::BadVariable);
    };
    if target.index.as_ref().is_some_and(|i| i.failed()) {
        return Command::Set(target, super::Expr::default());
    }
    cur.skip_spaces();
    if cur.peek() != Some(b'=') {
        return Command::Fail(ErrorKind::BadVariable);
    }
    cur.bump();
    Command::Set(target, parse_expr(cur, false))
}

fn parse_for(cur: &mut Cursor<'_>) -> Command {
    let Some(var) = parse_target(cur) else {
        return Command::Fail(ErrorKind::BadVariable);
    };
    cur.skip_spaces();
    if cur.peek() != Some(b'=') {
        return Command::Fail(ErrorKind::BadVariable);
    }
    cur.bump();
    let start = parse_expr(cur, false);
    if start.failed() {
        return Command::For { var, start, step: None, limit: super::Expr::default() };
    }
    if cur.peek() != Some(b',') {
        return Command::Fail(ErrorKind::BadForTerminator);
    }
    cur.bump();
    let second = parse_expr(cur, false);
    let (step, limit) = if !second.failed() && cur.peek() == Some(b',') {
        cur.bump();
        (Some(second), parse_expr(cur, false))
    } else {
        (None, second)
    };
    let cmd = Command::For { var, start, step, limit };
    if ends_reading(&cmd) {
        return cmd;
    }
    cur.skip_spaces();
    match cur.peek() {
        Some(b';') | None => cmd,
        Some(_) => Command::Fail(ErrorKind::BadForTerminator),
    }
}

fn parse_if(cur: &mut Cursor<'_>) -> Command {
    let enclosed = matches!(cur.peek(), Some(b'(' | b'[' | b'<'));
    let cond = parse_expr(cur, enclosed);
    let mut targets = Vec::new();
    if cond.failed() {
        return Command::If { cond, targets };
    }
    cur.skip_spaces();
    // Up to three fields separated by commas; a field may be empty.
    while targets.len() < 3 && !at_end(cur) {
        cur.skip_spaces();
        if cur.peek() == Some(b',') {
            cur.bump();
            targets.push(None);
            continue;
        }
        let e = parse_expr(cur, false);
        let failed = e.failed();
        targets.push(Some(e));
        if failed {
            break;
        }
        cur.skip_spaces();
        if cur.peek() == Some(b',') {
            cur.bump();
            if at_end(cur) {
                targets.push(None);
            }
        } else {
            break;
        }
    }
    Command::If { cond, targets }
}

fn parse_erase(cur: &mut Cursor<'_>) -> Command {
    match cur.peek() {
        None | Some(b';') => Command::Erase(EraseWhat::Variables),
        Some(b'A') => {
            while cur.peek().is_some_and(|b| b.is_ascii_uppercase()) {
                cur.bump();
            }
            Command::Erase(EraseWhat::All)
        }
        Some(_) => Command::Erase(EraseWhat::Lines(parse_expr(cur, false))),
    }
}

fn parse_library(cur: &mut Cursor<'_>) -> Command {
    let Some(sub) = cur.peek().filter(|b| b.is_ascii_uppercase()) else {
        return Command::Fail(ErrorKind::Unavailable);
    };
    while cur.peek().is_some_and(|b| b.is_ascii_uppercase()) {
        cur.bump();
    }
    cur.skip_spaces();
    let start = cur.pos();
    while cur.peek().is_some_and(|b| b != b';' && b != b' ') {
        cur.bump();
    }
    Command::Library(sub, cur.slice(start).to_vec())
}

/// Reads `%N.M` after the `%`: no digits is the E format.
fn parse_format(cur: &mut Cursor<'_>) -> TypeFormat {
    match scan_typed(cur.rest()) {
        None => TypeFormat::Exponent,
        Some(((w, d), used)) => {
            cur.advance(used);
            // Widths beyond a byte cannot be typed usefully; FOCAL keeps the low bits.
            TypeFormat::Fixed { width: (w & 0xFF) as u8, decimals: d as u8 }
        }
    }
}

/// The items of TYPE (`asking` false) or ASK (`asking` true), up to `;` or the line end.
fn parse_items(cur: &mut Cursor<'_>, asking: bool) -> Vec<Item> {
    let mut items = Vec::new();
    loop {
        let Some(b) = cur.peek() else { break };
        let item = match b {
            b';' => break,
            b',' | b' ' => {
                cur.bump();
                continue;
            }
            b'"' => {
                cur.bump();
                let start = cur.pos();
                while cur.peek().is_some_and(|c| c != b'"') {
                    cur.bump();
                }
                let text = cur.slice(start).to_vec();
                cur.bump();
                Item::Text(text)
            }
            b'!' => {
                cur.bump();
                Item::Newline
            }
            b'#' => {
                cur.bump();
                Item::Return
            }
            b':' => {
                cur.bump();
                Item::Tab
            }
            b'%' => {
                cur.bump();
                Item::Format(parse_format(cur))
            }
            b'$' if !asking => {
                cur.bump();
                Item::Dump
            }
            _ if asking => match parse_target(cur) {
                Some(t) if t.index.as_ref().is_some_and(|i| i.failed()) => {
                    let k = match t.index.as_ref().and_then(|i| i.ops.last()) {
                        Some(super::Op::Fail(k)) => *k,
                        _ => ErrorKind::IllegalUse,
                    };
                    Item::Fail(k)
                }
                Some(t) => Item::Input(t),
                None => Item::Fail(ErrorKind::IllegalUse),
            },
            _ => {
                let before = cur.pos();
                let e = parse_expr(cur, false);
                if cur.pos() == before && !e.failed() {
                    // Nothing FOCAL can read as an item: a stray closer or symbol.
                    let k = if matches!(b, b')' | b']' | b'>') {
                        ErrorKind::ExcessRightTerminator
                    } else {
                        ErrorKind::OperatorMissing
                    };
                    Item::Fail(k)
                } else {
                    Item::Value(e)
                }
            }
        };
        let failed = match &item {
            Item::Fail(_) => true,
            Item::Value(e) => e.failed(),
            _ => false,
        };
        items.push(item);
        if failed {
            break;
        }
    }
    items
}
