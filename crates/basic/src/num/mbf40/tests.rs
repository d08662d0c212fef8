//! Unit tests of the C64 number core. Expected texts come from the recorded runs in
//! `../shared/conformance/c64/generated/` (cbmbasic, the C64 ROM recompiled to C) unless a
//! test says otherwise.

use super::*;
use crate::num::Random;

/// The value FIN makes of `s` (as VAL would).
fn num(s: &str) -> Mbf40 {
    match Mbf40::parse(s.as_bytes(), ParseContext::Val) {
        Some(p) => p.value,
        None => ZERO,
    }
}

/// PRINT of the value of a literal.
fn lit(s: &str) -> String {
    num(s).format()
}

fn int(v: i32) -> Mbf40 {
    Mbf40::from_i32(v)
}

#[test]
fn first_rnd_values_match_the_recording() {
    let mut r = C64Rnd::default();
    let got: Vec<String> = (0..8).map(|_| r.rnd(int(1)).format()).collect();
    assert_eq!(
        got,
        [
            " .185564016",
            " .0468986348",
            " .827743801",
            " .554749226",
            " .897233831",
            " .572916248",
            " .838893164",
            " .931229627"
        ]
    );
}

#[test]
fn negative_rnd_reseeds_from_its_argument() {
    // s000015_rnd: X=RND(-1):Y=RND(-1) gives 2.99196472E-08 twice.
    let mut r = C64Rnd::default();
    let x = r.rnd(int(-1));
    let y = r.rnd(int(-1));
    assert_eq!(x, y);
    assert_eq!(x.format(), " 2.99196472E-08");
    // s000015_rnd: RND(-8871) then INT(RND(1)*2) fifteen times.
    let mut r = C64Rnd::default();
    r.rnd(int(-8871));
    let bits: String = (0..15)
        .map(|_| {
            let v = r
                .rnd(int(1))
                .mul(int(2))
                .map(Number::int)
                .unwrap_or_default();
            v.format()
        })
        .collect();
    assert_eq!(bits, " 1 0 1 0 0 0 0 0 1 1 1 0 0 0 0");
}

#[test]
fn rnd_zero_is_reproducible_and_in_range() {
    let mut a = C64Rnd::default();
    let mut b = C64Rnd::default();
    for _ in 0..20 {
        let x = a.rnd(ZERO);
        assert_eq!(x, b.rnd(ZERO));
        assert!((0.0..1.0).contains(&x.to_f64()));
    }
}

#[test]
fn tenth_has_the_rom_bytes_and_prints_short() {
    assert_eq!(
        num(".1").to_kind(NumKind::Single).map(Mbf40::to_bytes),
        Ok([0x7D, 0x4C, 0xCC, 0xCC, 0xCD])
    );
    assert_eq!(lit(".1"), " .1");
    assert_eq!(lit("1"), " 1");
    assert_eq!(int(1).to_bytes(), [0x81, 0, 0, 0, 0]);
    assert_eq!(int(10).to_bytes(), [0x84, 0x20, 0, 0, 0]);
}

#[test]
fn thirds_print_nine_digits() {
    let third = int(1).div(int(3)).unwrap_or_default();
    assert_eq!(third.format(), " .333333333");
    assert_eq!(
        int(2).div(int(3)).unwrap_or_default().format(),
        " .666666667"
    );
    // s000006_compare: (1/3*3=1) is true.
    let back = third.mul(int(3)).unwrap_or_default();
    assert_eq!(int(1).compare(back), std::cmp::Ordering::Equal);
}

#[test]
fn switch_points_between_fixed_and_e_notation() {
    assert_eq!(lit(".01"), " .01");
    assert_eq!(lit(".001"), " 1E-03");
    assert_eq!(lit("999999999"), " 999999999");
    assert_eq!(lit("1E9"), " 1E+09");
    assert_eq!(lit("1234567890"), " 1.23456789E+09");
    assert_eq!(lit("999999.9"), " 999999.9");
    assert_eq!(lit("16777217"), " 16777217");
    assert_eq!(lit("1E38"), " 1E+38");
    assert_eq!(lit("-1E-20"), "-1E-20");
    assert_eq!(lit(".0090"), " 9E-03");
}

#[test]
fn billion_minus_one_and_last_digit_rounding() {
    let v = num("1E9").sub(int(1)).unwrap_or_default();
    assert_eq!(v.format(), " 999999999");
    // s000018_numlit and s000035_numlit.
    assert_eq!(lit("1.23456785"), " 1.23456785");
    assert_eq!(lit("9E-32"), " 9.00000001E-32");
    assert_eq!(lit("-1.2345675"), "-1.2345675");
    assert_eq!(lit("60725.2E-26"), " 6.07252001E-22");
}

#[test]
fn tiny_values_underflow_to_zero() {
    // s000009_val: VAL("1E-39") is 0.
    assert_eq!(lit("1E-39"), " 0");
    assert_eq!(num("1E-38").sign(), 1);
}

#[test]
fn negative_zero_prints_as_zero() {
    assert_eq!(lit("-0"), " 0");
    assert_eq!(ZERO.neg().map(Mbf40::format), Ok(" 0".to_string()));
    assert_eq!(int(5).sub(int(5)).map(Mbf40::format), Ok(" 0".to_string()));
}

#[test]
fn overflow_and_division_by_zero() {
    assert_eq!(num("1E38").mul(int(10)), Err(NumError::Overflow));
    assert_eq!(int(1).div(ZERO), Err(NumError::DivisionByZero));
    let p = Mbf40::parse(b"1E39", ParseContext::Val);
    assert_eq!(p.map(|p| p.overflow), Some(true));
    let p = Mbf40::parse(b"1E100", ParseContext::Data);
    assert_eq!(p.map(|p| p.overflow), Some(true));
    assert_eq!(int(10).pow(int(39)), Err(NumError::Overflow));
    assert_eq!(int(1000).exp(), Err(NumError::Overflow));
    assert_eq!(int(-1000).exp(), Ok(ZERO));
}

#[test]
fn integer_conversions_floor() {
    let v = num("-7.5").to_kind(NumKind::Integer);
    assert_eq!(v, Ok(int(-8)));
    assert_eq!(
        int(40000).to_kind(NumKind::Integer),
        Err(NumError::IllegalQuantity)
    );
    assert_eq!(int(-32768).to_i16(), Ok(-32768));
    assert_eq!(int(32768).to_i16(), Err(NumError::IllegalQuantity));
    assert_eq!(num("2.7").to_i16(), Ok(2));
    assert_eq!(num("-2.5").to_i16(), Ok(-3));
    assert_eq!(num("-2.5").int(), int(-3));
    assert_eq!(num("-2.5").fix(), int(-2));
}

#[test]
fn fin_skips_spaces_and_knows_no_hex() {
    assert_eq!(lit(" 12 3"), " 123");
    assert_eq!(lit("59.134 E 2"), " 5913.4");
    assert_eq!(lit("&H1F"), " 0");
    assert_eq!(lit("--5"), " 0");
    assert_eq!(lit("1,000"), " 1");
    assert_eq!(lit("1.2.3"), " 1.2");
    let p = Mbf40::parse(b" 12 3X", ParseContext::Input);
    assert_eq!(p.map(|p| p.len), Some(5));
    assert_eq!(Mbf40::parse(b"X", ParseContext::Val), None);
    assert_eq!(Mbf40::parse(b"-1", ParseContext::Program), None);
}

#[test]
fn functions_match_the_recording() {
    // s000005_func.
    let f = |v: Result<Mbf40, NumError>| v.map(Mbf40::format).unwrap_or_default();
    assert_eq!(f(int(10).log()), " 2.30258509");
    assert_eq!(f(num(".999").atn()), " .784897914");
    assert_eq!(f(num("3.14159").cos()), "-1");
    assert_eq!(f(int(-2).cos()), "-.416146837");
    assert_eq!(f(num(".638").log()), "-.449416996");
    assert_eq!(f(num("12345.6").sqr()), " 111.110756");
    assert_eq!(f(num(".5").exp().and_then(Mbf40::log)), " .5");
    assert_eq!(f(int(7).pow(int(-3))), " 2.91545189E-03");
    assert_eq!(f(int(-11).pow(int(2))), " 121");
    assert_eq!(f(int(-2).pow(int(3))), "-8");
    assert_eq!(f(ZERO.pow(ZERO)), " 1");
    assert_eq!(int(-1).sqr(), Err(NumError::IllegalQuantity));
    assert_eq!(ZERO.log(), Err(NumError::IllegalQuantity));
    assert_eq!(int(-8).pow(num(".5")), Err(NumError::IllegalQuantity));
}

/// Splits a PRINT list at the top-level semicolons.
fn items(list: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut quoted = false;
    let mut start = 0;
    for (i, c) in list.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ';' if !quoted => {
                out.push(&list[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&list[start..]);
    out
}

/// A literal, possibly negated, read whole; `None` when something follows it.
fn literal(s: &str) -> Option<Mbf40> {
    let (neg, body) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let p = Mbf40::parse(body.as_bytes(), ParseContext::Program)?;
    if p.len != body.len() || p.overflow {
        return None;
    }
    if neg {
        p.value.neg().ok()
    } else {
        Some(p.value)
    }
}

/// The value of a simple numeric item: a literal, `VAL("...")`, or two literals joined by
/// one of `+ - * /`.
fn simple_value(s: &str) -> Option<Mbf40> {
    if let Some(v) = literal(s) {
        return Some(v);
    }
    if let Some(inner) = s.strip_prefix("VAL(\"").and_then(|r| r.strip_suffix("\")")) {
        return Some(num(inner));
    }
    for (i, c) in s.char_indices().skip(1) {
        let op: fn(Mbf40, Mbf40) -> Result<Mbf40, NumError> = match c {
            '+' => Mbf40::add,
            '-' => Mbf40::sub,
            '*' => Mbf40::mul,
            '/' => Mbf40::div,
            _ => continue,
        };
        if let (Some(a), Some(b)) = (literal(&s[..i]), literal(&s[i + 1..])) {
            return op(a, b).ok();
        }
    }
    None
}

/// The text PRINT gives for a list of simple items, or `None` if an item is not simple.
fn print_line(list: &str) -> Option<String> {
    let mut out = String::new();
    for item in items(list) {
        let item = item.trim();
        if let Some(text) = item.strip_prefix('"').and_then(|r| r.strip_suffix('"')) {
            out.push_str(text);
        } else if let Some(arg) = item.strip_prefix("STR$(").and_then(|r| r.strip_suffix(')')) {
            out.push_str(&simple_value(arg)?.format());
        } else {
            out.push_str(&simple_value(item)?.format());
            out.push(' ');
        }
    }
    Some(out)
}

/// Every `PRINT` line of the recorded `numlit`, `numfmt`, `prec` and `val` cases whose items
/// are literals, `VAL`, `STR$` of a literal or one operation on two literals must appear in
/// the recorded output.
#[test]
fn recorded_literal_lines_print_as_recorded() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/conformance/c64/generated");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return; // The recordings are not beside this checkout.
    };
    let mut checked = 0;
    let mut failures = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("")
            .to_string();
        let wanted = ["_numlit.bas", "_val.bas", "_prec.bas", "_arith.bas"];
        if !wanted.iter().any(|w| name.ends_with(w)) {
            continue;
        }
        let (Ok(bas), Ok(out)) = (
            std::fs::read_to_string(&path),
            std::fs::read_to_string(path.with_extension("out")),
        ) else {
            continue;
        };
        let lines: Vec<&str> = out.lines().collect();
        for line in bas.lines() {
            let Some((_, rest)) = line.split_once(' ') else {
                continue;
            };
            let Some(list) = rest.strip_prefix("PRINT ") else {
                continue;
            };
            if list.contains(':') || list.ends_with(';') {
                continue;
            }
            let Some(expected) = print_line(list) else {
                continue;
            };
            checked += 1;
            if !lines.contains(&expected.as_str()) {
                failures.push(format!("{name}: {line} => {expected:?}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked > 100, "only {checked} lines checked");
    eprintln!("{checked} recorded PRINT lines checked");
}
