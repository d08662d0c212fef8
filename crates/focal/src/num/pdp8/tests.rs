//! Tests of the FOCAL,1969 number core.

use super::*;

/// A literal read as FOCAL reads it (the tests' way to write a number).
pub(super) fn lit(s: &str) -> Pdp8Float {
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

/// Reads `%N.M` after the `%` with the core's own reader.
fn format_spec(s: &[u8], i: &mut usize) -> TypeFormat {
    let (f, n) = TypeFormat::parse_spec(&s[*i..]);
    *i += n;
    f
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
    // The recordings must be there: a missing ../shared fails, it never passes.
    let entries =
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("recordings at {}: {e}", dir.display()));
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

/// The cases the conformance ratchet lists as known to fail (the one list of them,
/// `tests/known-failures/focal69/generated.txt`): their lines may differ here too.
fn known_failures() -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/known-failures/focal69/generated.txt");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("the ratchet list {}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect()
}

#[test]
fn recorded_numlit_fmt_arith_prec_func() {
    let (good, total, bad) = recorded_agreement(&["numlit", "fmt", "arith", "prec", "func"]);
    eprintln!("recorded lines reproduced: {good}/{total}");
    for b in &bad {
        eprintln!("differs: {b}");
    }
    let known = known_failures();
    let unexpected: Vec<_> = bad
        .iter()
        .filter(|b| !known.iter().any(|case| b.contains(case.as_str())))
        .collect();
    assert!(unexpected.is_empty(), "{unexpected:#?}");
    assert!(total >= 400, "only {total} recorded lines checked");
}

/// Runs the `rnd` programs (their three line shapes) with [`Fran`] and compares the whole
/// output with the recording.
#[test]
fn fran_matches_recorded_rnd_cases() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/conformance/focal69/generated");
    let entries =
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("recordings at {}: {e}", dir.display()));
    let mut checked = 0;
    for path in entries.filter_map(|e| e.ok()).map(|e| e.path()) {
        let name = path.to_string_lossy().to_string();
        if !name.ends_with("_rnd.fc") {
            continue;
        }
        let src = std::fs::read_to_string(&path).unwrap_or_default();
        let want = std::fs::read_to_string(path.with_extension("out")).unwrap_or_default();
        let mut fran = Fran::default();
        let mut out = String::new();
        let count = |b: &str| -> usize {
            b.split_once("FOR I=1,")
                .and_then(|(_, r)| r.split(';').next())
                .and_then(|n| n.parse().ok())
                .unwrap_or(0)
        };
        let mut outside = 0;
        for line in src.lines() {
            let body = line.get(6..).unwrap_or("");
            if body.contains("TYPE FRAN(),!") {
                for _ in 0..count(body) {
                    out.push_str(&fran.next_value().format(TypeFormat::default()));
                    out.push('\n');
                }
            } else if let Some((_, k)) = body.split_once("FITR(FRAN()*") {
                let fmt = TypeFormat::Fixed {
                    width: 3,
                    decimals: 0,
                };
                let k = lit(k.trim_end_matches(')'));
                for _ in 0..count(body) {
                    let v = fran.next_value().mul(k).unwrap().fitr();
                    out.push_str(&v.format(fmt));
                }
            } else if body.contains("SET X=FRAN()") {
                for _ in 0..count(body) {
                    let x = fran.next_value();
                    if x.sign() < 0 || x.compare(Pdp8Float::from_i32(1)).is_ge() {
                        outside += 1;
                    }
                }
            } else if body.starts_with("TYPE !") {
                out.push('\n');
            } else if body.starts_with("TYPE %8.04,\"OUT\"") {
                let b = Pdp8Float::from_i32(outside);
                out.push_str(&format!("OUT{}\n", b.format(TypeFormat::default())));
            }
        }
        assert_eq!(out, want, "{name}");
        checked += 1;
    }
    eprintln!("rnd cases checked: {checked}");
    assert!(checked >= 3, "only {checked} rnd cases checked");
}

/// The `%w.d` output format.
pub(super) fn fixed(width: u8, decimals: u8) -> TypeFormat {
    TypeFormat::Fixed { width, decimals }
}

#[test]
fn words_of_small_integers() {
    assert_eq!(Pdp8Float::from_i32(1).to_words(), [0o0001, 0o2000, 0o0000]);
    assert_eq!(Pdp8Float::from_i32(-1).to_words(), [0o0001, 0o6000, 0o0000]);
    assert_eq!(Pdp8Float::from_i32(10).to_words(), [0o0004, 0o2400, 0o0000]);
    assert_eq!(Pdp8Float::ZERO.to_words(), [0, 0, 0]);
    for v in [1, -1, 7, 4095, -4096, (1 << 23) - 1, -(1 << 23)] {
        let f = Pdp8Float::from_i32(v);
        assert_eq!(f.to_f64(), f64::from(v), "{v}");
        assert_eq!(f.to_i32(), v);
        assert_eq!(Pdp8Float::from_words(f.to_words()), f);
    }
    // 2^24 + 1 does not fit 24 bits: truncated.
    assert_eq!(
        Pdp8Float::from_i32((1 << 24) + 1).to_f64(),
        f64::from(1 << 24)
    );
}

#[test]
fn small_values_in_the_default_format() {
    let d = TypeFormat::default();
    assert_eq!(lit(".0001").format(d), "=    0.0001");
    assert_eq!(lit(".00004").format(d), "=    0.0000");
    assert_eq!(lit(".0001").neg().format(d), "=-   0.0001");
    assert_eq!(Pdp8Float::ZERO.format(d), "=    0.0000");
    assert_eq!(
        Pdp8Float::ZERO.format(TypeFormat::Exponent),
        "= 0.000000E+00"
    );
}

#[test]
fn rounding_to_the_last_typed_digit() {
    let d = TypeFormat::default();
    // FOCAL,1969 rounds up from a 4 in the rounding digit.
    assert_eq!(lit(".99996").format(d), "=    1.0000");
    assert_eq!(lit(".9999").format(d), "=    0.9999");
    assert_eq!(
        lit("22").div(lit("7")).unwrap().format(fixed(7, 1)),
        "=      3.2"
    );
    assert_eq!(
        lit("10").div(lit("3")).unwrap().format(fixed(7, 1)),
        "=      3.3"
    );
    // A carry out of the field switches to E format.
    assert_eq!(lit("9999999").format(fixed(7, 1)), "= 0.1000000E+08");
    assert_eq!(lit("999999.5").format(fixed(3, 1)), "= 0.100E+07");
}

#[test]
fn negative_numbers_in_every_format() {
    let v = lit("3.5").neg();
    assert_eq!(v.format(TypeFormat::default()), "=-   3.5000");
    assert_eq!(v.format(fixed(3, 0)), "=-  4");
    assert_eq!(v.format(fixed(6, 20)), "=-3.50000");
    assert_eq!(v.format(TypeFormat::Exponent), "=-0.350000E+01");
    assert_eq!(v.format(fixed(1, 0)), "=-4");
    assert_eq!(lit("837774").neg().format(fixed(1, 0)), "=-0.8E+06");
}

#[test]
fn e_format_digits() {
    let third = lit("1").div(lit("3")).unwrap();
    assert_eq!(third.format(TypeFormat::Exponent), "= 0.333333E+00");
    // Seven significant digits at most, then zeros; the seventh keeps the rounding increment.
    assert_eq!(lit("1E8").format(fixed(7, 1)), "= 0.1000001E+09");
    assert_eq!(lit("1E8").format(fixed(15, 10)), "= 100000000.000000");
    // `%0.0M` is E format with M digits.
    assert_eq!(third.format(fixed(0, 3)), "= 0.333E+00");
    assert_eq!(lit("1E-99").format(TypeFormat::Exponent), "= 0.999993E-99");
    assert_eq!(
        lit("1E99")
            .mul(lit("1E99"))
            .unwrap()
            .format(TypeFormat::default()),
        "= 0.99998800E+198"
    );
}

#[test]
fn format_specs() {
    assert_eq!(TypeFormat::parse_spec(b"8.04,"), (fixed(8, 4), 4));
    assert_eq!(TypeFormat::parse_spec(b"6.2,"), (fixed(6, 20), 3));
    assert_eq!(TypeFormat::parse_spec(b"3,"), (fixed(3, 0), 1));
    assert_eq!(TypeFormat::parse_spec(b",X"), (TypeFormat::Exponent, 0));
}

#[test]
fn literal_errors_and_limits() {
    // A second period ends the number (DEC binary on SIMH: `T 1..2` is `?07.22`).
    let (v, n) = Pdp8Float::parse(b"1.2.3").unwrap().unwrap();
    assert_eq!((v.format(fixed(8, 4)), n), ("=    1.2000".to_string(), 3));
    // DBCONV's MULT10 overflowing 36 bits (DEC binary words 5641-5644; SIMH runs).
    assert_eq!(
        Pdp8Float::parse(b"68719476736"),
        Err(NumError::LiteralTooLarge)
    );
    assert!(Pdp8Float::parse(b"68719476735").is_ok());
    assert_eq!(
        lit("34359738368").format(TypeFormat::Exponent),
        "= 0.343598E+11"
    );
    // From 2^35 + 1 on the digits are the negative number FNORM sees in FLAC.
    assert_eq!(
        lit("45106138538").format(TypeFormat::Exponent),
        "=-0.236134E+11"
    );
    assert_eq!(
        lit("35516.440942E-14").format(fixed(15, 10)),
        "=-    0.0000000003"
    );
    // DBCONV's exponent word wraps at 12 bits, and so does the float's exponent (SIMH runs
    // of the DEC binary, `TYPE %8.04`).
    assert_eq!(lit("1E2048").format(fixed(8, 4)), "= 0.10907610E+419");
    assert_eq!(lit("1E9999").format(fixed(8, 4)), "= 0.95738500E+574");
    assert_eq!(lit("1E4000").format(fixed(8, 4)), "=    0.0000");
    assert_eq!(lit("1E-9999").format(fixed(8, 4)), "=    0.0000");
    assert_eq!(Pdp8Float::parse(b"X"), Ok(None));
    let (v, n) = Pdp8Float::parse(b"1.5E+2,").unwrap().unwrap();
    assert_eq!((v.to_f64(), n), (150.0, 6));
    // A space ends the number before an E.
    let (v, n) = Pdp8Float::parse(b"1.5 E2").unwrap().unwrap();
    assert_eq!((v.to_f64(), n), (1.5, 3));
    // Literals are inexact: the exponent is applied by repeated truncating multiplications.
    assert_eq!(lit("1E100").format(TypeFormat::Exponent), "= 0.999994E+100");
}

#[test]
fn powers_signs_and_integer_parts() {
    assert_eq!(lit("2").pow(lit("2.5")).unwrap().to_f64(), 4.0);
    assert_eq!(
        lit("10").pow(lit("2").neg()),
        Err(NumError::NegativeExponent)
    );
    assert_eq!(
        Pdp8Float::ZERO.pow(Pdp8Float::ZERO).unwrap(),
        Pdp8Float::ZERO
    );
    assert_eq!(lit("5").neg().pow(lit("2")).unwrap().to_f64(), 25.0);
    assert_eq!(Pdp8Float::ZERO.fsgn().to_f64(), 1.0);
    assert_eq!(lit(".1").neg().fitr(), Pdp8Float::ZERO);
    assert_eq!(lit("2.7").neg().fitr().to_f64(), -2.0);
    assert_eq!(lit("2.7").neg().to_i32(), -2);
    assert_eq!(lit("1").div(Pdp8Float::ZERO), Err(NumError::DivisionByZero));
    assert_eq!(lit("1").neg().fsqt(), Err(NumError::SqrtNegative));
    assert_eq!(Pdp8Float::ZERO.flog(), Err(NumError::LogNotPositive));
    assert_eq!(lit("1").neg().flog().unwrap(), Pdp8Float::ZERO);
    assert_eq!(
        lit("8")
            .div(lit("2").mul(lit("2")).unwrap())
            .unwrap()
            .to_f64(),
        2.0
    );
}

/// Every exponent word with edge mantissas (normalised and not) through every format and
/// operation: nothing may panic, and a fixed field holds exactly its width of digits.
#[test]
fn every_exponent_with_edge_mantissas() {
    let mants = [
        0o2000_0000,
        0o3777_7777,
        0o4000_0000,
        0o6000_0000,
        0o7777_7777,
        0o0000_0001,
    ];
    let formats = [
        TypeFormat::default(),
        TypeFormat::Exponent,
        fixed(1, 0),
        fixed(15, 10),
        fixed(3, 2),
        fixed(0, 9),
    ];
    let one = Pdp8Float::from_i32(1);
    for e in 0..4096u16 {
        for m in mants {
            let v = Pdp8Float::from_words([e, (m >> 12) as u16, (m & 0o7777) as u16]);
            for f in formats {
                let s = v.format(f);
                if let TypeFormat::Fixed { width: 15, .. } = f {
                    if !s.contains('E') {
                        // `=`, the sign place, 15 digits or spaces, at most one point.
                        let points = s.matches('.').count();
                        assert!(points <= 1, "{s}");
                        assert_eq!(s.len() - points, 17, "{s} e={e:o} m={m:o}");
                    }
                }
            }
            let _ = (
                v.add(one),
                v.sub(v),
                v.mul(v),
                v.div(v),
                v.div(one),
                v.pow(lit("3")),
            );
            let _ = (
                v.fsqt(),
                v.fexp(),
                v.flog(),
                v.fatn(),
                v.fsin(),
                v.fcos(),
                v.fitr(),
            );
            let _ = (v.to_i32(), v.compare(one), v.fabs(), v.fsgn());
        }
    }
}

#[test]
fn computed_line_numbers() {
    assert_eq!(lit("2.1").line_parts(), (2, 10));
    assert_eq!(lit("9.99").line_parts(), (9, 99));
    assert_eq!(lit("1.05").line_parts(), (1, 5));
    assert_eq!(lit("20").line_parts(), (20, 0));
    let third = lit("1").div(lit("3")).unwrap();
    assert_eq!(third.line_parts(), (0, 33));
}

/// `FOR X=0,.05,.5;SET C=C+1` runs 11 times and leaves X typing as 0.6 in `%5.01`
/// (s000006_forloop): the loop goes on while X - limit is not positive.
#[test]
fn accumulated_fractional_steps() {
    let (step, limit) = (lit(".05"), lit(".5"));
    let mut x = Pdp8Float::ZERO;
    let mut count = 0;
    loop {
        count += 1;
        x = x.add(step).unwrap();
        if x.sub(limit).unwrap().sign() > 0 {
            break;
        }
    }
    assert_eq!(count, 11);
    assert_eq!(x.format(fixed(5, 1)), "=    0.6");
}

/// Every recorded `SET C=0;FOR X=a,s,b;SET C=C+1` loop followed by `TYPE %f,"C",C," X",X,!`:
/// the count and the value left in X, as this core's additions and comparisons make them.
#[test]
fn recorded_counting_loops() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/conformance/focal69/generated");
    let entries =
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("recordings at {}: {e}", dir.display()));
    let mut checked = 0;
    for path in entries.filter_map(|e| e.ok()).map(|e| e.path()) {
        if !path.to_string_lossy().ends_with("_forloop.fc") {
            continue;
        }
        let src = std::fs::read_to_string(&path).unwrap_or_default();
        let want = std::fs::read_to_string(path.with_extension("out")).unwrap_or_default();
        let lines: Vec<&str> = src.lines().collect();
        for (n, line) in lines.iter().enumerate() {
            let Some((_, spec)) = line.split_once("SET C=0;FOR X=") else {
                continue;
            };
            let Some(spec) = spec.strip_suffix(";SET C=C+1") else {
                continue;
            };
            let parts: Vec<Pdp8Float> = spec.split(',').map(lit).collect();
            let (start, step, limit) = (parts[0], parts[1], parts[2]);
            let Some(fmt_text) = lines
                .get(n + 1)
                .and_then(|l| l.split_once("TYPE %"))
                .map(|(_, r)| r)
            else {
                continue;
            };
            let (fmt, _) = TypeFormat::parse_spec(fmt_text.as_bytes());
            let mut x = start;
            let mut c = Pdp8Float::ZERO;
            loop {
                c = c.add(Pdp8Float::from_i32(1)).unwrap();
                x = x.add(step).unwrap();
                if x.sub(limit).unwrap().sign() > 0 {
                    break;
                }
            }
            let expect = format!("C{} X{}", c.format(fmt), x.format(fmt));
            assert!(
                want.lines().any(|l| l == expect),
                "{}: {expect}",
                path.display()
            );
            checked += 1;
        }
    }
    eprintln!("counting loops checked: {checked}");
    assert!(checked >= 10, "only {checked} counting loops checked");
}

/// FITR on the DEC binary (SIMH `focal-run`, issue 28): a fraction whose twelve top bits are
/// all ones carries into the integer, any other is dropped; below 1 the result is 0.
#[test]
fn fitr_carries_a_fraction_of_twelve_ones() {
    let fitr = |text: &str| lit(text).fitr().to_f64();
    assert_eq!(fitr("1.9999"), 2.0);
    assert_eq!(fitr("7.9999"), 8.0);
    assert_eq!(fitr("99.9999"), 100.0);
    assert_eq!(fitr("2.7"), 2.0);
    assert_eq!(fitr(".9999"), 0.0);
    assert_eq!(fitr("127.999"), 127.0);
    assert_eq!(lit("1.9999").neg().fitr().to_f64(), -2.0);
    let tiny = lit("1").div(lit("262144")).unwrap(); // 2^-18
    assert_eq!(lit("9").sub(tiny).unwrap().fitr().to_f64(), 9.0);
    // Exactly 1 - 2^-12 below 2 carries; one unit of the last place less does not.
    let step = lit("1").div(lit("4096")).unwrap();
    let edge = lit("2").sub(step).unwrap();
    assert_eq!(edge.fitr().to_f64(), 2.0);
    let ulp = lit("1").div(lit("4194304")).unwrap(); // 2^-22, the last place at exponent 1
    assert_eq!(edge.sub(ulp).unwrap().fitr().to_f64(), 1.0);
    // The interpreter's own truncation is unchanged.
    assert_eq!(lit("1.9999").trunc().to_f64(), 1.0);
}
