//! Test support: a tiny interpreter for the numeric subset of the recorded Altair programs
//! (`../shared/conformance/altair/generated`), so the core is measured against the machine
//! before the BASIC engine exists. It runs programs made only of REM, CLEAR, LET, PRINT,
//! FOR/NEXT and IF..THEN statements over numbers, and reports any other program as
//! unsupported. Nothing here decides a number: every value comes from the core.

use std::cmp::Ordering;
use std::collections::HashMap;

use super::{Mbf8k, Mbf8kRnd};
use crate::num::{NumError, Number, ParseContext, Random};

/// Why a recorded program could not be run here.
#[derive(Debug)]
pub(super) struct Unsupported;

type Run<T> = Result<T, Stop>;

/// What ends a statement early.
enum Stop {
    Error(NumError),
    Unsupported,
}

impl From<NumError> for Stop {
    fn from(e: NumError) -> Self {
        Stop::Error(e)
    }
}

const KEYWORDS: [&str; 17] = [
    "AND", "OR", "NOT", "SQR", "INT", "ABS", "SGN", "SIN", "COS", "TAN", "ATN", "LOG", "EXP",
    "RND", "TO", "STEP", "THEN",
];

/// Drops the spaces outside string literals, as the generator typed the lines.
fn squeeze(line: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let mut quoted = false;
    for &b in line.as_bytes() {
        if b == b'"' {
            quoted = !quoted;
        }
        if quoted || b != b' ' {
            out.push(b);
        }
    }
    out
}

/// Splits a line at colons outside strings.
fn statements(line: &[u8]) -> Vec<Vec<u8>> {
    let mut out = vec![Vec::new()];
    let mut quoted = false;
    for &b in line {
        if b == b'"' {
            quoted = !quoted;
        }
        if b == b':' && !quoted {
            out.push(Vec::new());
        } else if let Some(last) = out.last_mut() {
            last.push(b);
        }
    }
    out
}

struct Machine {
    vars: HashMap<[u8; 2], Mbf8k>,
    rnd: Mbf8kRnd,
    out: String,
    col: usize,
}

impl Machine {
    fn put(&mut self, c: char) {
        if c == '\n' {
            self.out.push('\n');
            self.col = 0;
            return;
        }
        if self.col == 72 {
            self.out.push('\n');
            self.col = 0;
        }
        self.out.push(c);
        self.col += 1;
    }

    fn put_str(&mut self, s: &str) {
        for c in s.chars() {
            self.put(c);
        }
    }
}

/// Expression parser over one statement's bytes.
struct Expr<'a, 'm> {
    s: &'a [u8],
    i: usize,
    m: &'m mut Machine,
}

impl Expr<'_, '_> {
    fn peek(&self) -> u8 {
        self.s.get(self.i).copied().unwrap_or(0)
    }

    fn keyword(&self) -> Option<&'static str> {
        let rest = &self.s[self.i.min(self.s.len())..];
        KEYWORDS
            .iter()
            .copied()
            .find(|k| rest.starts_with(k.as_bytes()))
    }

    fn eat(&mut self, k: &str) -> bool {
        if self.s[self.i.min(self.s.len())..].starts_with(k.as_bytes()) {
            self.i += k.len();
            true
        } else {
            false
        }
    }

    /// Binary operators with the ROM's precedence bytes (table at 0195h).
    fn binary(&mut self) -> Option<(u8, &'static str)> {
        let ops: [(&str, u8); 12] = [
            ("<=", 0x64),
            (">=", 0x64),
            ("<>", 0x64),
            ("=<", 0x64),
            ("=>", 0x64),
            ("><", 0x64),
            ("=", 0x64),
            ("<", 0x64),
            (">", 0x64),
            ("+", 0x79),
            ("-", 0x79),
            ("*", 0x7C),
        ];
        let rest = &self.s[self.i.min(self.s.len())..];
        for (t, p) in ops {
            if rest.starts_with(t.as_bytes()) {
                return Some((p, t));
            }
        }
        for (t, p) in [("/", 0x7C), ("^", 0x7F), ("AND", 0x50), ("OR", 0x46)] {
            if rest.starts_with(t.as_bytes()) {
                return Some((p, t));
            }
        }
        None
    }

    fn expr(&mut self, min: u8) -> Run<Mbf8k> {
        let mut lhs = self.term()?;
        while let Some((prec, op)) = self.binary() {
            if prec <= min {
                break;
            }
            self.i += op.len();
            let rhs = self.expr(prec)?;
            lhs = apply(op, lhs, rhs)?;
        }
        Ok(lhs)
    }

    fn term(&mut self) -> Run<Mbf8k> {
        let c = self.peek();
        if c == b'-' {
            self.i += 1;
            return Ok(self.expr(0x7D)?.neg()?);
        }
        if c == b'+' {
            self.i += 1;
            return self.term();
        }
        if c == b'(' {
            self.i += 1;
            let v = self.expr(0)?;
            if !self.eat(")") {
                return Err(Stop::Unsupported);
            }
            return Ok(v);
        }
        if c.is_ascii_digit() || c == b'.' {
            let p =
                Mbf8k::parse(&self.s[self.i..], ParseContext::Program).ok_or(Stop::Unsupported)?;
            if p.overflow {
                return Err(Stop::Error(NumError::Overflow));
            }
            self.i += p.len.max(1);
            return Ok(p.value);
        }
        if let Some(k) = self.keyword() {
            self.i += k.len();
            if k == "NOT" {
                let v = self.expr(0x5A)?;
                return Ok(Mbf8k::from_i32(i32::from(!v.to_i16()?)));
            }
            if !self.eat("(") {
                return Err(Stop::Unsupported);
            }
            let a = self.expr(0)?;
            if !self.eat(")") {
                return Err(Stop::Unsupported);
            }
            return Ok(match k {
                "SQR" => a.sqr()?,
                "INT" => a.int(),
                "ABS" => a.abs(),
                "SGN" => Mbf8k::from_i32(a.sign()),
                "SIN" => a.sin()?,
                "COS" => a.cos()?,
                "TAN" => a.tan()?,
                "ATN" => a.atn()?,
                "LOG" => a.log()?,
                "EXP" => Number::exp(a)?,
                "RND" => self.m.rnd.rnd(a),
                _ => return Err(Stop::Unsupported),
            });
        }
        if c.is_ascii_alphabetic() {
            let name = self.name()?;
            return Ok(self.m.vars.get(&name).copied().unwrap_or_default());
        }
        Err(Stop::Unsupported)
    }

    /// A variable name: two significant characters, more letters and digits ignored.
    fn name(&mut self) -> Run<[u8; 2]> {
        let mut name = [self.peek(), 0];
        self.i += 1;
        let mut n = 1;
        while self.peek().is_ascii_alphanumeric() && self.keyword().is_none() {
            if n == 1 {
                name[1] = self.peek();
            }
            n += 1;
            self.i += 1;
        }
        if matches!(self.peek(), b'$' | b'(') {
            return Err(Stop::Unsupported);
        }
        Ok(name)
    }
}

fn truth(b: bool) -> Mbf8k {
    Mbf8k::from_i32(if b { -1 } else { 0 })
}

fn apply(op: &str, a: Mbf8k, b: Mbf8k) -> Run<Mbf8k> {
    let ord = || a.compare(b);
    Ok(match op {
        "+" => a.add(b)?,
        "-" => a.sub(b)?,
        "*" => a.mul(b)?,
        "/" => a.div(b)?,
        "^" => a.pow(b)?,
        "AND" => Mbf8k::from_i32(i32::from(a.to_i16()? & b.to_i16()?)),
        "OR" => Mbf8k::from_i32(i32::from(a.to_i16()? | b.to_i16()?)),
        "=" => truth(ord() == Ordering::Equal),
        "<" => truth(ord() == Ordering::Less),
        ">" => truth(ord() == Ordering::Greater),
        "<=" | "=<" => truth(ord() != Ordering::Greater),
        ">=" | "=>" => truth(ord() != Ordering::Less),
        _ => truth(ord() != Ordering::Equal),
    })
}

struct Loop {
    var: [u8; 2],
    limit: Mbf8k,
    step: Mbf8k,
    body: usize,
}

/// Runs one recorded program; `Err` when it uses anything outside the subset.
pub(super) fn run(program: &str) -> Result<String, Unsupported> {
    let mut flat: Vec<(u32, Vec<u8>)> = Vec::new();
    for line in program.lines() {
        let sq = squeeze(line);
        let digits = sq.iter().take_while(|b| b.is_ascii_digit()).count();
        let num: u32 = std::str::from_utf8(&sq[..digits])
            .ok()
            .and_then(|s| s.parse().ok())
            .ok_or(Unsupported)?;
        for st in statements(&sq[digits..]) {
            flat.push((num, st));
        }
    }
    let mut m = Machine {
        vars: HashMap::new(),
        rnd: Mbf8kRnd::default(),
        out: String::new(),
        col: 0,
    };
    let mut loops: Vec<Loop> = Vec::new();
    let mut pc = 0;
    let mut steps = 0;
    while pc < flat.len() {
        steps += 1;
        if steps > 100_000 {
            return Err(Unsupported);
        }
        let (line, st) = (flat[pc].0, flat[pc].1.clone());
        pc += 1;
        match exec(&mut m, &st, &mut loops, &mut pc, &flat) {
            Ok(()) => {}
            Err(Stop::Unsupported) => return Err(Unsupported),
            Err(Stop::Error(e)) => {
                if m.col != 0 {
                    m.put('\n');
                }
                let code = match e {
                    NumError::Overflow => "OV",
                    NumError::DivisionByZero => "/0",
                    NumError::IllegalQuantity => "FC",
                };
                m.put_str(&format!("?{code} ERROR IN {line}\n"));
                return Ok(m.out);
            }
        }
    }
    Ok(m.out)
}

fn skip_line(pc: &mut usize, flat: &[(u32, Vec<u8>)], line: u32) {
    while *pc < flat.len() && flat[*pc].0 == line {
        *pc += 1;
    }
}

fn exec(
    m: &mut Machine,
    st: &[u8],
    loops: &mut Vec<Loop>,
    pc: &mut usize,
    flat: &[(u32, Vec<u8>)],
) -> Run<()> {
    let line = flat[*pc - 1].0;
    if st.starts_with(b"REM") {
        skip_line(pc, flat, line);
        return Ok(());
    }
    if st.is_empty() || st.starts_with(b"CLEAR") {
        return Ok(());
    }
    if let Some(rest) = st.strip_prefix(b"PRINT") {
        return print(m, rest);
    }
    if let Some(rest) = st.strip_prefix(b"IF") {
        let mut e = Expr { s: rest, i: 0, m };
        let c = e.expr(0)?;
        if !e.eat("THEN") || e.peek().is_ascii_digit() {
            return Err(Stop::Unsupported);
        }
        let at = e.i;
        if c.sign() == 0 {
            skip_line(pc, flat, line);
            return Ok(());
        }
        return exec(m, &rest[at..], loops, pc, flat);
    }
    if let Some(rest) = st.strip_prefix(b"FOR") {
        let mut e = Expr { s: rest, i: 0, m };
        let var = e.name()?;
        if !e.eat("=") {
            return Err(Stop::Unsupported);
        }
        let start = e.expr(0)?;
        if !e.eat("TO") {
            return Err(Stop::Unsupported);
        }
        let limit = e.expr(0)?;
        let step = if e.eat("STEP") {
            e.expr(0)?
        } else {
            Mbf8k::from_i32(1)
        };
        if e.i != rest.len() {
            return Err(Stop::Unsupported);
        }
        m.vars.insert(var, start);
        loops.retain(|l| l.var != var);
        loops.push(Loop {
            var,
            limit,
            step,
            body: *pc,
        });
        return Ok(());
    }
    if let Some(rest) = st.strip_prefix(b"NEXT") {
        if let Some(comma) = rest.iter().position(|&b| b == b',') {
            // NEXT J,I is NEXT J then NEXT I; step back so the second part runs next.
            let mut first = b"NEXT".to_vec();
            first.extend_from_slice(&rest[..comma]);
            let mut second = b"NEXT".to_vec();
            second.extend_from_slice(&rest[comma + 1..]);
            let before = *pc;
            exec(m, &first, loops, pc, flat)?;
            if *pc != before {
                return Ok(());
            }
            return exec(m, &second, loops, pc, flat);
        }
        let idx = if rest.is_empty() {
            loops.len().checked_sub(1)
        } else {
            let mut e = Expr { s: rest, i: 0, m };
            let var = e.name()?;
            loops.iter().rposition(|l| l.var == var)
        };
        let idx = idx.ok_or(Stop::Unsupported)?;
        loops.truncate(idx + 1);
        let l = &loops[idx];
        let v = m
            .vars
            .get(&l.var)
            .copied()
            .unwrap_or_default()
            .add(l.step)?;
        m.vars.insert(l.var, v);
        // NEXT (0A3Dh): done when the comparison with the limit equals the step's sign.
        let cmp = match v.compare(l.limit) {
            Ordering::Less => -1,
            Ordering::Equal => 0,
            Ordering::Greater => 1,
        };
        if cmp == l.step.sign() {
            loops.pop();
        } else {
            *pc = l.body;
        }
        return Ok(());
    }
    let body = st.strip_prefix(b"LET").unwrap_or(st);
    if body.first().is_some_and(|b| b.is_ascii_alphabetic()) {
        let mut e = Expr { s: body, i: 0, m };
        let var = e.name()?;
        if !e.eat("=") {
            return Err(Stop::Unsupported);
        }
        let v = e.expr(0)?;
        if e.i != body.len() {
            return Err(Stop::Unsupported);
        }
        m.vars.insert(var, v);
        return Ok(());
    }
    Err(Stop::Unsupported)
}

fn print(m: &mut Machine, s: &[u8]) -> Run<()> {
    let mut i = 0;
    let mut newline = true;
    while i < s.len() {
        newline = true;
        match s[i] {
            b';' => {
                newline = false;
                i += 1;
            }
            b',' => {
                newline = false;
                i += 1;
                if m.col >= 56 {
                    m.put('\n');
                } else {
                    while !m.col.is_multiple_of(14) {
                        m.put(' ');
                    }
                }
            }
            b'"' => {
                let end = s[i + 1..]
                    .iter()
                    .position(|&b| b == b'"')
                    .map_or(s.len(), |p| i + 1 + p);
                let text = String::from_utf8_lossy(&s[i + 1..end]).into_owned();
                m.put_str(&text);
                i = (end + 1).min(s.len());
            }
            _ => {
                if s[i..].starts_with(b"TAB(") || s[i..].starts_with(b"SPC(") {
                    return Err(Stop::Unsupported);
                }
                let mut e = Expr { s, i, m };
                let v = e.expr(0)?;
                i = e.i;
                let text = v.format();
                // PRINT (08B5h): a number that would reach column 72 starts a new line.
                if m.col + text.len() >= 72 {
                    m.put('\n');
                }
                m.put_str(&text);
                m.put(' ');
            }
        }
    }
    if newline {
        m.put('\n');
    }
    Ok(())
}
