//! A walk over the recorded Atari programs (`../shared/conformance/atari/generated`): every
//! PRINT item of the form `"label=";expression` whose label is a numeric expression of
//! literals (Atari precedence as recorded: unary minus above `^`, then `* /`, `+ -`, NOT,
//! relations, AND, OR; AND and OR look at the exponent bytes as XPAND/XPOR do; functions INT ABS SGN EXP LOG CLOG SQR SIN COS ATN VAL of such expressions) is
//! recomputed with the core and compared with what the machine printed after the label (or
//! with the error it stopped on). DEG and RAD statements before the PRINT are followed.

use super::super::{Bcd, BcdError};
use std::cmp::Ordering;

/// A recursive-descent evaluator over a label's text; `None` when the text is not an
/// expression of literals it knows.
struct Eval<'a> {
    s: &'a [u8],
    at: usize,
    degrees: bool,
    /// Single-letter numeric variables (A..Z), for the mini-runner.
    vars: Option<&'a [Bcd; 26]>,
}

/// What a subexpression gives: a number or the error that stopped BASIC.
type Value = Result<Bcd, BcdError>;

/// The depth limit of the evaluator (labels are short).
const MAX_DEPTH: usize = 64;

impl Eval<'_> {
    fn peek(&mut self) -> u8 {
        self.skip_spaces();
        self.s.get(self.at).copied().unwrap_or(0)
    }

    /// LIST puts blanks around the word operators; they mean nothing.
    fn skip_spaces(&mut self) {
        while self.s.get(self.at) == Some(&b' ') {
            self.at += 1;
        }
    }

    fn eat(&mut self, token: &str) -> bool {
        self.skip_spaces();
        if self.s[self.at..].starts_with(token.as_bytes()) {
            self.at += token.len();
            true
        } else {
            false
        }
    }

    fn truth(v: Bcd) -> bool {
        v.0[0] != 0
    }

    fn bool_value(b: bool) -> Bcd {
        if b {
            Bcd::ONE
        } else {
            Bcd::ZERO
        }
    }

    fn or(&mut self, depth: usize) -> Option<Value> {
        let mut left = self.and(depth)?;
        while self.eat("OR") {
            let right = self.and(depth)?;
            left = lift2(left, right, |a, b| {
                Ok(Self::bool_value(a.0[0] | b.0[0] != 0))
            });
        }
        Some(left)
    }

    fn and(&mut self, depth: usize) -> Option<Value> {
        let mut left = self.relation(depth)?;
        while self.eat("AND") {
            let right = self.relation(depth)?;
            // XPAND: the exponent bytes ANDed (3 AND 0.5 is false: $40 & $3F).
            left = lift2(left, right, |a, b| {
                Ok(Self::bool_value(a.0[0] & b.0[0] != 0))
            });
        }
        Some(left)
    }

    /// NOT binds tighter than the relations (recorded: `NOT 1=2` is 0).
    fn not(&mut self, depth: usize) -> Option<Value> {
        if depth > MAX_DEPTH {
            return None;
        }
        if self.eat("NOT") {
            let v = self.not(depth + 1)?;
            return Some(v.map(|a| Self::bool_value(!Self::truth(a))));
        }
        self.sum(depth)
    }

    fn relation(&mut self, depth: usize) -> Option<Value> {
        let mut left = self.not(depth)?;
        loop {
            let op = ["<=", ">=", "<>", "<", ">", "="]
                .into_iter()
                .find(|op| self.eat(op));
            let Some(op) = op else {
                return Some(left);
            };
            let right = self.not(depth)?;
            left = lift2(left, right, |a, b| {
                let o = a.try_compare(b)?;
                Ok(Self::bool_value(match op {
                    "<=" => o != Ordering::Greater,
                    ">=" => o != Ordering::Less,
                    "<>" => o != Ordering::Equal,
                    "<" => o == Ordering::Less,
                    ">" => o == Ordering::Greater,
                    _ => o == Ordering::Equal,
                }))
            });
        }
    }

    fn sum(&mut self, depth: usize) -> Option<Value> {
        let mut left = self.product(depth)?;
        loop {
            if self.eat("+") {
                let right = self.product(depth)?;
                left = lift2(left, right, Bcd::add);
            } else if self.eat("-") {
                let right = self.product(depth)?;
                left = lift2(left, right, Bcd::sub);
            } else {
                return Some(left);
            }
        }
    }

    fn product(&mut self, depth: usize) -> Option<Value> {
        let mut left = self.power(depth)?;
        loop {
            if self.eat("*") {
                let right = self.power(depth)?;
                left = lift2(left, right, Bcd::mul);
            } else if self.eat("/") {
                let right = self.power(depth)?;
                left = lift2(left, right, Bcd::div);
            } else {
                return Some(left);
            }
        }
    }

    fn power(&mut self, depth: usize) -> Option<Value> {
        let mut left = self.unary(depth)?;
        while self.eat("^") {
            let right = self.unary(depth)?;
            left = lift2(left, right, Bcd::pow);
        }
        Some(left)
    }

    fn unary(&mut self, depth: usize) -> Option<Value> {
        if depth > MAX_DEPTH {
            return None;
        }
        if self.eat("-") {
            return Some(self.unary(depth + 1)?.map(Bcd::neg));
        }
        if self.eat("+") {
            return self.unary(depth + 1);
        }
        self.primary(depth)
    }

    fn primary(&mut self, depth: usize) -> Option<Value> {
        let c = self.peek();
        if c.is_ascii_digit() || c == b'.' {
            let (b, len) = Bcd::parse(&self.s[self.at..])?;
            self.at += len;
            return Some(Ok(b));
        }
        if self.eat("(") {
            let v = self.or(depth + 1)?;
            return self.eat(")").then_some(v);
        }
        for (name, f) in [("VAL(STR$(", 0u8), ("LEN(STR$(", 1), ("ASC(STR$(", 2)] {
            if self.eat(name) {
                let text = self.or(depth + 1)?.map(Bcd::fasc);
                if !(self.eat(")") && self.eat(")")) {
                    return None;
                }
                return Some(text.and_then(|t| match f {
                    0 => Bcd::parse(&t).map(|(b, _)| b).ok_or(BcdError::Value),
                    1 => Ok(Bcd::from_u16(t.len() as u16)),
                    _ => Ok(Bcd::from_u16(u16::from(t[0]))),
                }));
            }
        }
        if self.eat("VAL('") {
            let end = self.s[self.at..].iter().position(|&c| c == b'\'')?;
            let text = &self.s[self.at..self.at + end];
            self.at += end + 1;
            if !self.eat(")") {
                return None;
            }
            return Some(Bcd::parse(text).map(|(b, _)| b).ok_or(BcdError::Value));
        }
        if let Some(vars) = self.vars {
            let c = self.peek();
            let next = self.s.get(self.at + 1).copied().unwrap_or(0);
            if c.is_ascii_uppercase() && !next.is_ascii_uppercase() && next != b'$' && next != b'('
            {
                self.at += 1;
                return Some(Ok(vars[usize::from(c - b'A')]));
            }
        }
        let names = [
            "INT", "ABS", "SGN", "EXP", "LOG", "CLOG", "SQR", "SIN", "COS", "ATN",
        ];
        let name = names.into_iter().find(|n| self.eat(&format!("{n}(")))?;
        let arg = self.or(depth + 1)?;
        if !self.eat(")") {
            return None;
        }
        let d = self.degrees;
        Some(arg.and_then(|x| match name {
            "INT" => Ok(x.int()),
            "ABS" => Ok(x.abs()),
            "SGN" => Ok(x.sgn()),
            "EXP" => x.exp(),
            "LOG" => x.log(),
            "CLOG" => x.log10(),
            "SQR" => x.sqr(),
            "SIN" => x.sin(d),
            "COS" => x.cos(d),
            _ => x.atn(d),
        }))
    }
}

/// Applies a binary operation after both operands, the left one's error first.
fn lift2(a: Value, b: Value, f: impl Fn(Bcd, Bcd) -> Value) -> Value {
    f(a?, b?)
}

/// What a label prints as: `STR$(expression)` labels are followed by the string in
/// brackets, other labels by the number as PRINT shows it.
fn expected_text(label: &str, degrees: bool) -> Option<String> {
    let show = |v: Value, wrap: bool| match v {
        Ok(b) if wrap => format!("[{}]", String::from_utf8_lossy(&b.fasc())),
        Ok(b) => String::from_utf8_lossy(&b.format()).into_owned(),
        Err(e) => format!("{e:?}"),
    };
    if let Some(inner) = label
        .strip_prefix("STR$(")
        .and_then(|l| l.strip_suffix(')'))
    {
        return evaluate(inner, degrees).map(|v| show(v, true));
    }
    evaluate(label, degrees).map(|v| show(v, false))
}

/// The label's value, when it is an expression of literals.
fn evaluate(label: &str, degrees: bool) -> Option<Value> {
    let mut e = Eval {
        s: label.as_bytes(),
        at: 0,
        degrees,
        vars: None,
    };
    let v = e.or(0)?;
    e.skip_spaces();
    (e.at == label.len()).then_some(v)
}

/// A program line's statements (split at colons outside strings).
fn statements(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut start, mut quoted) = (0, false);
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ':' if !quoted => {
                out.push(&line[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&line[start..]);
    out
}

/// The string literals of a PRINT statement that end in `=`.
fn labels(statement: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut parts = statement.split('"');
    parts.next();
    while let Some(inside) = parts.next() {
        if let Some(label) = inside.trim().strip_suffix('=') {
            if !label.is_empty() {
                out.push(label.to_string());
            }
        }
        parts.next();
    }
    out
}

/// The walk's figures.
#[derive(Default)]
struct Tally {
    compared: usize,
    matched: usize,
    mismatches: Vec<String>,
}

/// Walks the recordings whose names end with one of `kinds`.
fn walk(kinds: &[&str]) -> Tally {
    let mut tally = Tally::default();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/conformance/atari/generated");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return tally;
    };
    let mut names: Vec<_> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "lst")
                && p.file_stem()
                    .and_then(|s| s.to_str())
                    .is_some_and(|s| kinds.iter().any(|k| s.ends_with(k)))
        })
        .collect();
    names.sort();
    for lst in names {
        let program = std::fs::read_to_string(&lst).unwrap_or_default();
        let output = std::fs::read_to_string(lst.with_extension("out")).unwrap_or_default();
        let mut cursor = 0;
        let mut degrees = false;
        for line in program.lines() {
            let body = line.trim_start_matches(|c: char| c.is_ascii_digit()).trim();
            for statement in statements(body) {
                let statement = statement.trim();
                match statement {
                    "DEG" => degrees = true,
                    "RAD" => degrees = false,
                    _ => {}
                }
                if !statement.starts_with("PRINT") && !statement.starts_with('?') {
                    continue;
                }
                for label in labels(statement) {
                    let key = format!("{label}=");
                    let Some(at) = output[cursor..].find(&key) else {
                        continue;
                    };
                    let start = cursor + at + key.len();
                    let end = output[start..]
                        .find([' ', '\n', '\r'])
                        .map_or(output.len(), |e| start + e);
                    cursor = end;
                    let mut printed = output[start..end].to_string();
                    if printed.is_empty() {
                        // The program stopped: the next line is the error report.
                        let rest = output[end..].trim_start();
                        if let Some(report) = rest.strip_prefix("ERROR-") {
                            printed = match report.split_whitespace().next() {
                                Some("3") => "Value".into(),
                                Some("11") => "Overflow".into(),
                                _ => printed,
                            };
                        }
                    }
                    let Some(got) = expected_text(&label, degrees) else {
                        if std::env::var("BCD_WALK_SKIPPED").is_ok() {
                            eprintln!("skipped: {label}");
                        }
                        continue;
                    };
                    tally.compared += 1;
                    if got == printed {
                        tally.matched += 1;
                    } else {
                        let file = lst.file_name().and_then(|f| f.to_str()).unwrap_or("");
                        tally
                            .mismatches
                            .push(format!("{file}: {label} = {printed}, core {got}"));
                    }
                }
            }
        }
    }
    tally
}

/// Every recorded label the evaluator understands, in every generated program.
#[test]
fn recorded_labels_match() {
    let tally = walk(&[""]);
    for m in &tally.mismatches {
        eprintln!("{m}");
    }
    eprintln!(
        "recorded atari labels: {} of {} match",
        tally.matched, tally.compared
    );
    if tally.compared > 0 {
        assert!(tally.compared >= 400, "too few labels understood");
        assert!(
            tally.mismatches.is_empty(),
            "{} recorded labels differ",
            tally.mismatches.len()
        );
    }
}

/// The evaluator itself: Atari precedence.
#[test]
fn evaluator_precedence() {
    let v = |s: &str| evaluate(s, false).and_then(|r| r.ok()).map(|b| b.format());
    assert_eq!(v("-2^2"), Some(b"4".to_vec()));
    assert_eq!(v("2+3*4"), Some(b"14".to_vec()));
    assert_eq!(v("5--3"), Some(b"8".to_vec()));
    assert_eq!(v("(-0=0)"), Some(b"1".to_vec()));
    assert_eq!(v("NOT 1"), Some(b"0".to_vec()));
    assert_eq!(v("1 AND 0 OR 1"), Some(b"1".to_vec()));
    assert_eq!(v("A+1"), None);
}

/// Evaluates an expression that may use the single-letter variables.
fn evaluate_with(text: &str, degrees: bool, vars: &[Bcd; 26]) -> Option<Value> {
    let mut e = Eval {
        s: text.as_bytes(),
        at: 0,
        degrees,
        vars: Some(vars),
    };
    let v = e.or(0)?;
    e.skip_spaces();
    (e.at == text.len()).then_some(v)
}

/// Splits a PRINT list at `;` outside strings and parentheses; `None` when it has commas
/// (zones are the interpreter's business, not the core's).
fn print_items(list: &str) -> Option<Vec<&str>> {
    let mut out = Vec::new();
    let (mut start, mut quoted, mut depth) = (0, false, 0);
    for (i, c) in list.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '(' if !quoted => depth += 1,
            ')' if !quoted => depth -= 1,
            ',' if !quoted && depth == 0 => return None,
            ';' if !quoted && depth == 0 => {
                out.push(&list[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&list[start..]);
    Some(out)
}

/// Runs a program made only of numeric assignments to single letters, one-line FOR/NEXT
/// loops, DEG/RAD, REM and PRINT lists of strings and numeric expressions; `None` when it
/// uses anything else. The output is what PRINT would send, lines ended by `\n`.
fn mini_run(program: &str) -> Option<String> {
    // `NOT NOT` is a syntax error at ENTER (the tokenizer's business, recorded as such).
    if program.contains("NOT NOT") {
        return None;
    }
    let lines: Vec<Vec<String>> = program
        .lines()
        .map(|l| {
            let body = l.trim_start_matches(|c: char| c.is_ascii_digit()).trim();
            statements(body)
                .into_iter()
                .map(|s| s.trim().to_string())
                .collect()
        })
        .collect();
    let mut vars = [Bcd::ZERO; 26];
    let mut degrees = false;
    let mut out = String::new();
    // FOR frames: variable, limit, step, position after the FOR.
    let mut frames: Vec<(usize, Bcd, Bcd, (usize, usize))> = Vec::new();
    let (mut line, mut stmt) = (0, 0);
    let mut steps = 0;
    while line < lines.len() {
        steps += 1;
        if steps > 100_000 {
            return None;
        }
        if stmt >= lines[line].len() {
            line += 1;
            stmt = 0;
            continue;
        }
        let s = lines[line][stmt].as_str();
        stmt += 1;
        if s.is_empty() || s.starts_with("REM") {
            if s.starts_with("REM") {
                stmt = lines[line].len();
            }
            continue;
        }
        match s {
            "DEG" => degrees = true,
            "RAD" => degrees = false,
            _ if s.starts_with("FOR ") => {
                let rest = &s[4..];
                let v = usize::from(rest.as_bytes()[0].checked_sub(b'A')?);
                let (init, limit) = rest.get(2..)?.split_once(" TO ")?;
                let (limit, step) = match limit.split_once(" STEP ") {
                    Some((l, st)) => (l, Some(st)),
                    None => (limit, None),
                };
                vars[v] = evaluate_with(init, degrees, &vars)?.ok()?;
                let limit = evaluate_with(limit, degrees, &vars)?.ok()?;
                let step = match step {
                    Some(st) => evaluate_with(st, degrees, &vars)?.ok()?,
                    None => Bcd::ONE,
                };
                frames.push((v, limit, step, (line, stmt)));
            }
            _ if s.starts_with("NEXT") => {
                let (v, limit, step, at) = *frames.last()?;
                vars[v] = vars[v].add(step).ok()?;
                let past = if step.is_negative() {
                    vars[v].compare(limit) == Ordering::Less
                } else {
                    vars[v].compare(limit) == Ordering::Greater
                };
                if past {
                    frames.pop();
                } else {
                    (line, stmt) = at;
                }
            }
            _ if s.starts_with("PRINT") => {
                let list = s[5..].trim();
                if list.is_empty() {
                    out.push('\n');
                    continue;
                }
                let items = print_items(list)?;
                for item in &items {
                    let item = item.trim();
                    if item.is_empty() {
                        continue;
                    }
                    if let Some(text) = item.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
                        out.push_str(text);
                    } else {
                        match evaluate_with(item, degrees, &vars)? {
                            Ok(b) => out.push_str(&String::from_utf8_lossy(&b.format())),
                            Err(_) => return None,
                        }
                    }
                }
                if !list.ends_with(';') {
                    out.push('\n');
                }
            }
            _ => {
                let (name, expr) = s.split_once('=')?;
                let name = name.trim().as_bytes();
                if name.len() != 1 || !name[0].is_ascii_uppercase() {
                    return None;
                }
                vars[usize::from(name[0] - b'A')] = evaluate_with(expr, degrees, &vars)?.ok()?;
            }
        }
    }
    Some(out)
}

/// Whole recorded programs the mini-runner can run, compared with their recordings.
#[test]
fn recorded_programs_match() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/conformance/atari/generated");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut names: Vec<_> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "lst"))
        .collect();
    names.sort();
    let (mut ran, mut matched, mut bad) = (0, 0, Vec::new());
    for lst in names {
        let program = std::fs::read_to_string(&lst).unwrap_or_default();
        let want = std::fs::read_to_string(lst.with_extension("out")).unwrap_or_default();
        let Some(got) = mini_run(&program) else {
            continue;
        };
        ran += 1;
        if got.trim_end() == want.trim_end() {
            matched += 1;
        } else {
            bad.push(format!("{}\n--- want\n{want}--- got\n{got}", lst.display()));
        }
    }
    for b in &bad {
        eprintln!("{b}");
    }
    eprintln!("recorded atari programs run by the mini-runner: {matched} of {ran} match");
    assert!(bad.is_empty(), "{} recorded programs differ", bad.len());
}
