//! Tests of the FOCAL,1969 number core.

use super::*;

fn lit(s: &str) -> Pdp8Float {
    match Pdp8Float::parse(s.as_bytes()) {
        Ok(Some((v, _))) => v,
        other => panic!("{s}: {other:?}"),
    }
}

#[test]
fn one_third_default_format() {
    let v = lit("1").div(lit("3")).unwrap();
    assert_eq!(v.format(TypeFormat::default()), "=    0.3333");
}

// ---------------------------------------------------------------------------------------
// Conformance against the recorded FOCAL,1969 cases, without the interpreter: programs made
// only of C, SET and TYPE lines are run by the small evaluator below (FOCAL precedence:
// `^`, then `*`, then `/`, then `+ -`; unary minus is `0 - x`), and their output compared line
// by line with the recording in ../shared/conformance/focal69/generated.

/// A tiny FOCAL expression evaluator over this core (test-only).
struct Eval<'a> {
    s: &'a [u8],
    i: usize,
    vars: &'a std::collections::HashMap<String, Pdp8Float>,
}

impl Eval<'_> {
    fn peek(&mut self) -> u8 {
        while self.s.get(self.i) == Some(&b' ') {
            self.i += 1;
        }
        self.s.get(self.i).copied().unwrap_or(0)
    }
    fn sum(&mut self) -> Result<Pdp8Float, String> {
        let mut v = if self.peek() == b'-' {
            Pdp8Float::ZERO
        } else {
            self.quot()?
        };
        loop {
            match self.peek() {
                b'+' => {
                    self.i += 1;
                    v = v.add(self.quot()?).map_err(|e| format!("{e:?}"))?;
                }
                b'-' => {
                    self.i += 1;
                    v = v.sub(self.quot()?).map_err(|e| format!("{e:?}"))?;
                }
                _ => return Ok(v),
            }
        }
    }
    fn quot(&mut self) -> Result<Pdp8Float, String> {
        let mut v = self.prod()?;
        while self.peek() == b'/' {
            self.i += 1;
            v = v.div(self.prod()?).map_err(|e| format!("{e:?}"))?;
        }
        Ok(v)
    }
    fn prod(&mut self) -> Result<Pdp8Float, String> {
        let mut v = self.power()?;
        while self.peek() == b'*' {
            self.i += 1;
            v = v.mul(self.power()?).map_err(|e| format!("{e:?}"))?;
        }
        Ok(v)
    }
    fn power(&mut self) -> Result<Pdp8Float, String> {
        let mut v = self.primary()?;
        while self.peek() == b'^' {
            self.i += 1;
            v = v.pow(self.primary()?).map_err(|e| format!("{e:?}"))?;
        }
        Ok(v)
    }
    fn primary(&mut self) -> Result<Pdp8Float, String> {
        let c = self.peek();
        if c == b'(' {
            self.i += 1;
            let v = self.sum()?;
            if self.peek() != b')' {
                return Err("paren".into());
            }
            self.i += 1;
            return Ok(v);
        }
        if c.is_ascii_digit() || c == b'.' {
            let (v, n) = Pdp8Float::parse(&self.s[self.i..])
                .map_err(|e| format!("{e:?}"))?
                .ok_or("number")?;
            self.i += n;
            return Ok(v);
        }
        if c.is_ascii_uppercase() {
            let start = self.i;
            while self.s.get(self.i).is_some_and(|c| c.is_ascii_uppercase()) {
                self.i += 1;
            }
            let name = std::str::from_utf8(&self.s[start..self.i]).unwrap_or("");
            if name.starts_with('F') && self.peek() == b'(' {
                self.i += 1;
                let a = if self.peek() == b')' {
                    Pdp8Float::ZERO
                } else {
                    self.sum()?
                };
                if self.peek() != b')' {
                    return Err("fparen".into());
                }
                self.i += 1;
                let e = |r: Result<Pdp8Float, NumError>| r.map_err(|e| format!("{e:?}"));
                return match name {
                    "FSQT" => e(a.fsqt()),
                    "FEXP" => e(a.fexp()),
                    "FLOG" => e(a.flog()),
                    "FATN" => Ok(a.fatn()),
                    "FSIN" => Ok(a.fsin()),
                    "FCOS" => Ok(a.fcos()),
                    "FABS" => Ok(a.fabs()),
                    "FSGN" => Ok(a.fsgn()),
                    "FITR" => Ok(a.fitr()),
                    _ => Err(format!("function {name}")),
                };
            }
            let key: String = name.chars().take(2).collect();
            return self.vars.get(&key).copied().ok_or(format!("var {key}"));
        }
        Err(format!("char {}", c as char))
    }
}

/// Reads `%N.M` after the `%`: N an integer, M the two digits after the point (`.2` = 20).
fn format_spec(s: &[u8], i: &mut usize) -> TypeFormat {
    let mut n: u8 = 0;
    let mut any = false;
    while let Some(c) = s.get(*i).filter(|c| c.is_ascii_digit()) {
        n = n.saturating_mul(10).saturating_add(c - b'0');
        any = true;
        *i += 1;
    }
    let mut m: u8 = 0;
    if s.get(*i) == Some(&b'.') {
        *i += 1;
        for place in [10u8, 1] {
            if let Some(c) = s.get(*i).filter(|c| c.is_ascii_digit()) {
                m += (c - b'0') * place;
                *i += 1;
            }
        }
    }
    if !any && m == 0 {
        TypeFormat::Exponent
    } else {
        TypeFormat::Fixed {
            width: n,
            decimals: m,
        }
    }
}

/// Runs a SET/TYPE-only program; `None` when it uses anything else.
fn run_program(src: &str) -> Option<String> {
    let mut vars = std::collections::HashMap::new();
    let mut fmt = TypeFormat::default();
    let mut out = String::new();
    for line in src.lines() {
        let body = line.get(6..)?;
        for stmt in split_statements(body) {
            let stmt = stmt.trim_start();
            if stmt.starts_with("C ") || stmt.is_empty() {
                continue;
            } else if let Some(rest) = stmt.strip_prefix("SET ") {
                let (name, expr) = rest.split_once('=')?;
                let mut ev = Eval {
                    s: expr.as_bytes(),
                    i: 0,
                    vars: &vars,
                };
                let v = ev.sum().ok()?;
                vars.insert(name.trim().chars().take(2).collect::<String>(), v);
            } else if let Some(rest) = stmt.strip_prefix("TYPE ") {
                let s = rest.as_bytes();
                let mut i = 0;
                while i < s.len() {
                    match s[i] {
                        b' ' | b',' => i += 1,
                        b'!' => {
                            out.push('\n');
                            i += 1;
                        }
                        b'"' => {
                            i += 1;
                            while i < s.len() && s[i] != b'"' {
                                out.push(char::from(s[i]));
                                i += 1;
                            }
                            i += 1;
                        }
                        b'%' => {
                            i += 1;
                            fmt = format_spec(s, &mut i);
                        }
                        _ => {
                            let mut ev = Eval { s, i, vars: &vars };
                            match ev.sum() {
                                Ok(v) => out.push_str(&v.format(fmt)),
                                Err(_) => out.push_str("<?>"),
                            }
                            i = ev.i;
                            if ev.i == i && !matches!(s.get(i), Some(b',' | b'!' | b'"' | b' ')) {
                                i += 1;
                            }
                        }
                    }
                }
            } else {
                return None;
            }
        }
    }
    Some(out)
}

/// Splits a line at `;` outside string literals.
fn split_statements(body: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut start = 0;
    let mut quoted = false;
    for (i, c) in body.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ';' if !quoted => {
                parts.push(&body[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&body[start..]);
    parts
}

/// Lines of recorded output this core reproduces, over all SET/TYPE-only generated cases.
fn recorded_agreement(categories: &[&str]) -> (usize, usize, Vec<String>) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/conformance/focal69/generated");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return (0, 0, Vec::new());
    };
    let mut names: Vec<_> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "fc"))
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            categories.iter().any(|c| n.ends_with(&format!("_{c}.fc")))
        })
        .collect();
    names.sort();
    let (mut good, mut total, mut bad) = (0, 0, Vec::new());
    for fc in names {
        let Ok(src) = std::fs::read_to_string(&fc) else {
            continue;
        };
        let Ok(want) = std::fs::read_to_string(fc.with_extension("out")) else {
            continue;
        };
        let Some(got) = run_program(&src) else {
            continue;
        };
        for (g, w) in got.lines().zip(want.lines()) {
            if g.contains("<?>") {
                continue;
            }
            total += 1;
            if g == w {
                good += 1;
            } else {
                bad.push(format!("{}: got {g:?} want {w:?}", fc.display()));
            }
        }
    }
    (good, total, bad)
}

#[test]
fn recorded_numlit_and_fmt() {
    let (good, total, bad) = recorded_agreement(&["numlit", "fmt", "arith", "prec", "func"]);
    for b in &bad {
        eprintln!("{b}");
    }
    eprintln!("recorded lines reproduced: {good}/{total}");
}
