//! The recorded `gw` probes read in place (`../shared/conformance/gw/generated`): every
//! leading line of a program that is one `PRINT` of strings and constant expressions is
//! evaluated with this core alone and must give the recorded output line byte for byte.
//! A program is checked up to its first line of any other kind (a variable, a loop, a
//! second statement): from there on its output also depends on the interpreter.

use std::path::PathBuf;

use super::super::*;

/// Where the recordings live, seen from this crate.
fn generated_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance/gw/generated")
}

/// A PRINT item's value.
enum Item {
    Num(GwNumber),
    Str(Vec<u8>),
}

/// A tiny evaluator of constant expressions with GW-BASIC's precedence
/// (`pcbasic/basic/parser/operators.py`): `^` 13, unary `-` 12, `* /` 11, `\` 10, `MOD` 9,
/// `+ -` 8, relations 7, `NOT` 6, `AND` 5, `OR` 4, `XOR` 3, `EQV` 2, `IMP` 1.
/// `None` means "not something this test evaluates" (or an error the machine reported).
struct Eval<'a> {
    text: &'a [u8],
    pos: usize,
}

impl Eval<'_> {
    fn skip(&mut self) {
        while self.text.get(self.pos) == Some(&b' ') {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip();
        self.text.get(self.pos).copied()
    }

    /// The upper-case word at the cursor, without consuming it.
    fn word(&mut self) -> String {
        self.skip();
        let rest = &self.text[self.pos..];
        let n = rest.iter().take_while(|c| c.is_ascii_alphabetic()).count();
        String::from_utf8_lossy(&rest[..n]).to_ascii_uppercase()
    }

    fn eat(&mut self, s: &str) -> bool {
        self.skip();
        if self.text[self.pos..].starts_with(s.as_bytes()) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// The binary operator at the cursor and its precedence.
    fn binary(&mut self) -> Option<(&'static str, u8)> {
        const OPS: [(&str, u8); 17] = [
            ("^", 13),
            ("*", 11),
            ("/", 11),
            ("\\", 10),
            ("MOD", 9),
            ("+", 8),
            ("-", 8),
            ("<=", 7),
            (">=", 7),
            ("<>", 7),
            ("<", 7),
            (">", 7),
            ("=", 7),
            ("AND", 5),
            ("OR", 4),
            ("XOR", 3),
            ("EQV", 2),
        ];
        self.skip();
        let rest = &self.text[self.pos..];
        let word = self.word();
        if word == "IMP" {
            return Some(("IMP", 1));
        }
        OPS.iter()
            .find(|(op, _)| {
                if op.as_bytes()[0].is_ascii_alphabetic() {
                    word == *op
                } else {
                    rest.starts_with(op.as_bytes())
                }
            })
            .copied()
    }

    fn expr(&mut self, min: u8) -> Option<GwNumber> {
        let mut lhs = self.unary()?;
        while let Some((op, prec)) = self.binary() {
            if prec < min {
                break;
            }
            self.pos += op.len();
            let rhs = self.expr(prec + 1)?;
            lhs = apply(op, lhs, rhs)?;
        }
        Some(lhs)
    }

    fn unary(&mut self) -> Option<GwNumber> {
        if self.eat("-") {
            return self.expr(13)?.neg().ok();
        }
        if self.eat("+") {
            return self.expr(13);
        }
        if self.word() == "NOT" {
            self.pos += 3;
            let v = self.expr(7)?.to_i16().ok()?;
            return Some(GwNumber::integer(!v));
        }
        if self.eat("(") {
            let v = self.expr(0)?;
            return self.eat(")").then_some(v);
        }
        let c = self.peek()?;
        if c.is_ascii_digit() || c == b'.' || c == b'&' {
            let p = GwNumber::parse(&self.text[self.pos..], ParseContext::Program)?;
            if p.overflow {
                return None;
            }
            self.pos += p.len;
            return Some(p.value);
        }
        let name = self.word();
        self.pos += name.len();
        if !self.eat("(") {
            return None;
        }
        if name == "VAL" {
            let Item::Str(s) = self.string()? else {
                return None;
            };
            let v = GwNumber::parse(&s, ParseContext::Val).map(|p| p.value);
            return self.eat(")").then(|| v.unwrap_or_default());
        }
        let a = self.expr(0)?;
        if !self.eat(")") {
            return None;
        }
        let r = match name.as_str() {
            "SQR" => a.sqr(),
            "EXP" => a.exp(),
            "LOG" => a.log(),
            "SIN" => a.sin(),
            "COS" => a.cos(),
            "TAN" => a.tan(),
            "ATN" => a.atn(),
            "INT" => Ok(a.int()),
            "FIX" => Ok(a.fix()),
            "ABS" => Ok(a.abs()),
            "SGN" => Ok(GwNumber::integer(a.sign() as i16)),
            "CINT" => a.to_kind(NumKind::Integer),
            "CSNG" => a.to_kind(NumKind::Single),
            "CDBL" => a.to_kind(NumKind::Double),
            _ => return None,
        };
        r.ok()
    }

    fn string(&mut self) -> Option<Item> {
        if !self.eat("\"") {
            return None;
        }
        let rest = &self.text[self.pos..];
        let n = rest.iter().position(|&c| c == b'"')?;
        self.pos += n + 1;
        Some(Item::Str(rest[..n].to_vec()))
    }

    /// The items of a PRINT statement separated by `;`, ending the line.
    fn print_items(&mut self) -> Option<Vec<Item>> {
        let mut items = Vec::new();
        loop {
            let item = if self.peek() == Some(b'"') {
                self.string()?
            } else {
                Item::Num(self.expr(0)?)
            };
            items.push(item);
            match self.peek() {
                None => return Some(items),
                Some(b';') => {
                    self.pos += 1;
                    self.peek()?;
                }
                Some(_) => return None,
            }
        }
    }
}

/// A binary operation as GW does it; `None` on any error (the machine printed something).
fn apply(op: &str, a: GwNumber, b: GwNumber) -> Option<GwNumber> {
    let truth = |t: bool| GwNumber::integer(if t { -1 } else { 0 });
    let bits =
        |f: fn(i16, i16) -> i16| Some(GwNumber::integer(f(a.to_i16().ok()?, b.to_i16().ok()?)));
    let ord = a.compare(b);
    match op {
        "^" => a.pow(b).ok(),
        "*" => a.mul(b).ok(),
        "/" => a.div(b).ok(),
        "\\" => a.int_div(b).ok(),
        "MOD" => a.modulo(b).ok(),
        "+" => a.add(b).ok(),
        "-" => a.sub(b).ok(),
        "=" => Some(truth(ord == Ordering::Equal)),
        "<>" => Some(truth(ord != Ordering::Equal)),
        "<" => Some(truth(ord == Ordering::Less)),
        ">" => Some(truth(ord == Ordering::Greater)),
        "<=" => Some(truth(ord != Ordering::Greater)),
        ">=" => Some(truth(ord != Ordering::Less)),
        "AND" => bits(|x, y| x & y),
        "OR" => bits(|x, y| x | y),
        "XOR" => bits(|x, y| x ^ y),
        "EQV" => bits(|x, y| !(x ^ y)),
        _ => bits(|x, y| !x | y),
    }
}

/// The output line of one `N PRINT ...` program line, or `None` if it is not one this test
/// can evaluate.
fn printed(line: &str) -> Option<Vec<u8>> {
    let body = line
        .trim_start_matches(|c: char| c.is_ascii_digit())
        .trim_start();
    let args = body.strip_prefix("PRINT ")?;
    let mut e = Eval {
        text: args.as_bytes(),
        pos: 0,
    };
    let mut out = Vec::new();
    for item in e.print_items()? {
        match item {
            Item::Str(s) => out.extend_from_slice(&s),
            Item::Num(n) => {
                out.extend_from_slice(n.format().as_bytes());
                out.push(b' ');
            }
        }
    }
    // a line reaching the right margin would wrap: the interpreter's business
    (out.len() < 79).then_some(out)
}

#[test]
fn constant_print_lines_of_the_gw_recordings() {
    let dir = generated_dir();
    // The recordings must be there: a missing ../shared fails, it never passes.
    let entries =
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("recordings at {}: {e}", dir.display()));
    let mut names: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "bas"))
        .collect();
    names.sort();
    let (mut checked, mut wrong) = (0, Vec::new());
    for bas in names {
        let program = std::fs::read_to_string(&bas).unwrap_or_default();
        let expected = std::fs::read_to_string(bas.with_extension("out")).unwrap_or_default();
        let mut out_lines = expected.split('\n');
        for line in program.lines().filter(|l| !l.contains(" REM ")) {
            if line.contains(':') {
                break;
            }
            let Some(got) = printed(line) else {
                break;
            };
            let want = out_lines.next().unwrap_or("");
            checked += 1;
            if got != want.as_bytes() {
                wrong.push(format!(
                    "{}: {line}\n  want {want:?}\n  got  {:?}",
                    bas.display(),
                    String::from_utf8_lossy(&got)
                ));
            }
        }
    }
    println!(
        "{checked} recorded PRINT lines checked, {} differ",
        wrong.len()
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(checked > 300, "only {checked} lines could be checked");
}
