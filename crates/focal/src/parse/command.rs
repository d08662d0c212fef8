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
use super::{Command, Cursor, EraseWhat, Item, LineArg, Target};

/// Reads the text of one line (without its line number) into its commands.
pub fn parse_line(text: &[u8]) -> Vec<Command> {
    let mut cur = Cursor::new(text);
    let mut out = Vec::new();
    loop {
        while matches!(cur.peek(), Some(b' ' | b';')) {
            cur.bump();
        }
        let Some(letter) = cur.peek() else { break };
        // The command word: its first letter counts, the rest up to a terminator is skipped.
        cur.bump();
        while cur.peek().is_some_and(|b| b.is_ascii_uppercase()) {
            cur.bump();
        }
        cur.skip_spaces();
        let cmd = match letter {
            b'A' => Command::Ask(parse_items(&mut cur, true)),
            b'T' => Command::Type(parse_items(&mut cur, false)),
            // SET and FOR are one routine in FOCAL: a comma after the first value makes a loop.
            b'S' | b'F' => parse_set_for(&mut cur),
            b'D' => Command::Do(parse_arg_list(&mut cur)),
            b'G' => {
                // `GO?` asks for a trace; the trace itself is not modelled.
                if cur.peek() == Some(b'?') {
                    cur.bump();
                }
                Command::Goto(parse_line_arg(&mut cur))
            }
            b'I' => parse_if(&mut cur),
            b'R' => Command::Return,
            b'Q' => Command::Quit,
            b'C' => {
                out.push(Command::Comment);
                break;
            }
            b'E' => parse_erase(&mut cur),
            b'W' => Command::Write(parse_arg_list(&mut cur)),
            b'M' => Command::Modify(parse_line_arg(&mut cur)),
            b'L' => parse_library(&mut cur),
            _ => Command::Fail(ErrorKind::IllegalCommand),
        };
        let stop = ends_reading(&cmd);
        out.push(cmd);
        if stop {
            break;
        }
        // Whatever a command left before the next `;` is not looked at.
        while cur.peek().is_some_and(|b| b != b';') {
            cur.bump();
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
        Command::For {
            var,
            start,
            step,
            limit,
        } => {
            var.index.as_ref().is_some_and(|i| i.failed())
                || start.failed()
                || step.as_ref().is_some_and(|s| s.failed())
                || limit.failed()
        }
        Command::Do(args) | Command::Write(args) => args.last().is_some_and(LineArg::failed),
        Command::Goto(a) | Command::Modify(a) => a.failed(),
        Command::If { cond, targets } => {
            cond.failed() || targets.last().is_some_and(LineArg::failed)
        }
        Command::Erase(EraseWhat::Lines(a)) => a.failed(),
        _ => false,
    }
}

fn at_end(cur: &Cursor<'_>) -> bool {
    matches!(cur.peek(), None | Some(b';'))
}

/// GETLN: a line number typed as digits, or an expression.
fn parse_line_arg(cur: &mut Cursor<'_>) -> LineArg {
    cur.skip_spaces();
    match cur.peek() {
        None | Some(b';' | b',') => LineArg::Literal { group: 0, step: 0 },
        Some(b) if b.is_ascii_digit() || b == b'.' => {
            let digits = |cur: &mut Cursor<'_>, max: usize| {
                let mut v = 0u32;
                let mut n = 0;
                while n < max && cur.peek().is_some_and(|b| b.is_ascii_digit()) {
                    v = v
                        .saturating_mul(10)
                        .saturating_add(u32::from(cur.peek().unwrap_or(b'0') - b'0'));
                    cur.bump();
                    n += 1;
                }
                (v, n)
            };
            let (group, _) = digits(cur, usize::MAX);
            let mut step = 0;
            if cur.peek() == Some(b'.') {
                cur.bump();
                let (s, n) = digits(cur, 2);
                step = if n == 1 { s * 10 } else { s };
            }
            // A third step digit or a second point is GETLN's error.
            match cur.peek() {
                Some(b) if b.is_ascii_digit() || b == b'.' => {
                    LineArg::Fail(ErrorKind::BadLineNumber)
                }
                _ => LineArg::Literal { group, step },
            }
        }
        Some(_) => LineArg::Computed(parse_expr(cur, false)),
    }
}

/// Arguments separated by commas (`DO 1,2`); none at all is "all".
fn parse_arg_list(cur: &mut Cursor<'_>) -> Vec<LineArg> {
    let mut args = Vec::new();
    cur.skip_spaces();
    if at_end(cur) {
        return args;
    }
    loop {
        let a = parse_line_arg(cur);
        let failed = a.failed();
        args.push(a);
        cur.skip_spaces();
        if failed || cur.peek() != Some(b',') {
            break;
        }
        cur.bump();
    }
    args
}

/// A variable on the left of `=` or in ASK: a letter that does not start a function.
fn parse_target(cur: &mut Cursor<'_>) -> Option<Target> {
    cur.skip_spaces();
    let b = cur.peek()?;
    if !b.is_ascii_uppercase() || b == b'F' {
        return None;
    }
    let name = read_name(cur);
    // A space after the name ends it: `A (1)` is no subscript (GETVAR's terminator test).
    let index = match cur.peek() {
        Some(b'(' | b'[' | b'<') => Some(parse_expr(cur, true)),
        _ => None,
    };
    Some(Target { name, index })
}

/// What follows a value in SET/FOR: `,` `;` or the end; anything else is FOCAL's error.
fn terminator(cur: &mut Cursor<'_>) -> Option<u8> {
    cur.skip_spaces();
    cur.peek()
}

fn parse_set_for(cur: &mut Cursor<'_>) -> Command {
    // No name at all (`S =3`, `S 1=2`, `F =1,2`) is `?06.06` on the DEC binary (SIMH runs);
    // a name without `=` is `?04.39`.
    let Some(var) = parse_target(cur) else {
        return Command::Fail(ErrorKind::IllegalUse);
    };
    if var.index.as_ref().is_some_and(|i| i.failed()) {
        return Command::Set(var, super::Expr::default());
    }
    cur.skip_spaces();
    if cur.peek() != Some(b'=') {
        return Command::Fail(ErrorKind::BadVariable);
    }
    cur.bump();
    let start = parse_expr(cur, false);
    if start.failed() {
        return Command::Set(var, start);
    }
    match terminator(cur) {
        None | Some(b';') => return Command::Set(var, start),
        Some(b',') => cur.bump(),
        Some(_) => return Command::Fail(ErrorKind::ExcessRightTerminator),
    }
    let second = parse_expr(cur, false);
    let (step, limit) = if !second.failed() && terminator(cur) == Some(b',') {
        cur.bump();
        (Some(second), parse_expr(cur, false))
    } else {
        (None, second)
    };
    let cmd = Command::For {
        var,
        start,
        step,
        limit,
    };
    if ends_reading(&cmd) {
        return cmd;
    }
    match terminator(cur) {
        Some(b';') | None => cmd,
        Some(_) => Command::Fail(ErrorKind::BadForTerminator),
    }
}

fn parse_if(cur: &mut Cursor<'_>) -> Command {
    // IF wants its condition in an enclosure; `IF X` is an error.
    if !matches!(cur.peek(), Some(b'(' | b'[' | b'<')) {
        return Command::Fail(ErrorKind::UnmatchedParentheses);
    }
    let cond = parse_expr(cur, true);
    let mut targets = Vec::new();
    if cond.failed() {
        return Command::If { cond, targets };
    }
    // Up to three fields separated by commas; an empty field is line 0.
    while targets.len() < 3 {
        cur.skip_spaces();
        if at_end(cur) {
            break;
        }
        let a = parse_line_arg(cur);
        let failed = a.failed();
        targets.push(a);
        cur.skip_spaces();
        if failed || cur.peek() != Some(b',') {
            break;
        }
        cur.bump();
        if at_end(cur) {
            targets.push(LineArg::Literal { group: 0, step: 0 });
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
        Some(_) => Command::Erase(EraseWhat::Lines(parse_line_arg(cur))),
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
            TypeFormat::Fixed {
                width: (w & 0xFF) as u8,
                decimals: d as u8,
            }
        }
    }
}

/// The items of TYPE (`asking` false) or ASK (`asking` true), up to `;` or the line end.
fn parse_items(cur: &mut Cursor<'_>, asking: bool) -> Vec<Item> {
    let mut items = Vec::new();
    while let Some(b) = cur.peek() {
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
                } else if !e.failed() && !matches!(terminator(cur), None | Some(b',' | b';')) {
                    // TYPE wants `,` `;` or the line end after a value (TYPE2's TSTERM):
                    // the value is computed, then the error comes before it is typed.
                    let mut e = e;
                    e.ops
                        .push(super::Op::Fail(ErrorKind::ExcessRightTerminator));
                    Item::Value(e)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn first(text: &str) -> Command {
        parse_line(text.as_bytes())
            .into_iter()
            .next()
            .unwrap_or(Command::Fail(ErrorKind::IllegalCommand))
    }

    #[test]
    fn set_without_a_name_is_illegal_use() {
        // SIMH runs of the DEC binary: `S =3`, `S 1=2`, `S (A)=2` and `F =1,2;T 1` stop
        // with ?06.06; `S A` (a name but no `=`) with ?04.39.
        for text in ["S =3", "S 1=2", "S (A)=2", "F =1,2;T 1"] {
            assert_eq!(first(text), Command::Fail(ErrorKind::IllegalUse), "{text}");
        }
        assert_eq!(first("S A"), Command::Fail(ErrorKind::BadVariable));
    }
}
