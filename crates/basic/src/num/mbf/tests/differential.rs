//! Differential check against tables made with PC-BASIC 2.0.8's own number classes (run by
//! hand; the tables are not part of the repository).

use super::super::*;
use crate::num::Random;

fn hex_bytes(s: &str) -> Vec<u8> {
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap_or(0))
        .collect()
}

fn show<const N: usize>(r: Result<Mbf<N>, NumError>) -> String {
    match r {
        Ok(v) => v.to_bytes().iter().map(|b| format!("{b:02x}")).collect(),
        Err(NumError::Overflow) => "OVF".into(),
        Err(NumError::DivisionByZero) => "DIV0".into(),
        Err(NumError::IllegalQuantity) => "IFC".into(),
    }
}

fn diff_line<const N: usize>(op: &str, a: &[u8], b: &[u8]) -> String {
    let mut x = [0u8; N];
    x.copy_from_slice(a);
    let x = Mbf::<N>::from_bytes(x);
    let mut y = [0u8; N];
    if b.len() == N {
        y.copy_from_slice(b);
    }
    let y = Mbf::<N>::from_bytes(y);
    match op {
        "add" => show(x.try_add(y)),
        "sub" => show(x.try_sub(y)),
        "mul" => show(x.try_mul(y)),
        "div" => show(x.try_div(y)),
        "floor" => show(Ok(x.floor())),
        "str" => format!("\"{}\"", x.format()),
        "gt" => format!("{}{}", x.float_gt(y) as u8, x.float_eq(y) as u8),
        "cint" => match x.to_int_round().and_then(|v| i16::try_from(v).ok()) {
            Some(v) => v.to_le_bytes().iter().map(|b| format!("{b:02x}")).collect(),
            None => "E6".into(),
        },
        _ => "?".into(),
    }
}

/// Compares with a table made by PC-BASIC 2.0.8's own classes: run by hand with
/// `GW_DIFF_TABLE=/path cargo test -p ferrite-basic differential -- --ignored`, the table
/// from `python3 gen.py SEED COUNT` (a probe script kept outside the repository: each line
/// `OP A_HEX B_HEX RESULT`, as `diff_line` prints them).
#[test]
#[ignore]
fn differential_against_pcbasic_table() {
    let Ok(path) = std::env::var("GW_DIFF_TABLE") else {
        return;
    };
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let (mut ok, mut bad) = (0, 0);
    for line in text.lines() {
        let mut f = line.splitn(4, ' ');
        let (op, a, b, want) = (
            f.next().unwrap_or(""),
            f.next().unwrap_or(""),
            f.next().unwrap_or(""),
            f.next().unwrap_or(""),
        );
        let got = if op == "val" {
            match super::super::text::from_repr(a.as_bytes(), true).map(GwNumber::view) {
                Ok(Gw::Integer(i)) => format!("%{}", show_int(i)),
                Ok(Gw::Single(s)) => format!("!{}", show(Ok(s))),
                Ok(Gw::Double(d)) => format!("#{}", show(Ok(d))),
                Err(super::super::decimal::ReprError::SoftOverflow(_)) => "OVF".into(),
                Err(super::super::decimal::ReprError::Fatal(NumError::Overflow)) => "E6".into(),
                Err(super::super::decimal::ReprError::Fatal(_)) => "IFC".into(),
            }
        } else if let Some(f) = op.strip_prefix('f').filter(|_| op != "fpow") {
            let mut x = [0u8; 4];
            x.copy_from_slice(&hex_bytes(a));
            let x = GwNumber::single(Mbf32::from_bytes(x));
            let r = match f {
                "sqr" => x.sqr(),
                "exp" => x.exp(),
                "log" => x.log(),
                "sin" => x.sin(),
                "cos" => x.cos(),
                "tan" => x.tan(),
                _ => x.atn(),
            };
            show(r.and_then(|v| v.to_single()))
        } else if op == "fpow" || op == "ipow" {
            let mut x = [0u8; 4];
            x.copy_from_slice(&hex_bytes(a));
            let x = GwNumber::single(Mbf32::from_bytes(x));
            let y = if op == "ipow" {
                GwNumber::integer(b.parse().unwrap_or(0))
            } else {
                let mut y = [0u8; 4];
                y.copy_from_slice(&hex_bytes(b));
                GwNumber::single(Mbf32::from_bytes(y))
            };
            show(x.pow(y).and_then(|v| v.to_single()))
        } else if op == "rnd" {
            let mut r = GwRnd::default();
            let mut all_ok = true;
            for step in a.split(',') {
                let (cmd, want) = step.split_once(':').unwrap_or((step, ""));
                let arg = match &cmd[..1] {
                    "r" => GwNumber::from_bytes(&hex_bytes(&cmd[1..])).unwrap_or_default(),
                    "z" => GwNumber::integer(0),
                    "s" => {
                        r.randomize(
                            GwNumber::from_bytes(&hex_bytes(&cmd[1..])).unwrap_or_default(),
                        );
                        continue;
                    }
                    _ => GwNumber::integer(1),
                };
                r.rnd(arg);
                let got = r.rnd(GwNumber::integer(0));
                all_ok &= show(got.to_single()) == want;
            }
            if all_ok {
                "-".into()
            } else {
                "rnd differs".into()
            }
        } else if op == "dsingle" {
            let mut x = [0u8; 8];
            x.copy_from_slice(&hex_bytes(a));
            show(Mbf64::from_bytes(x).to_single())
        } else if let Some(o) = op.strip_prefix('s') {
            diff_line::<4>(o, &hex_bytes(a), &hex_bytes(b))
        } else if let Some(o) = op.strip_prefix('d') {
            diff_line::<8>(o, &hex_bytes(a), &hex_bytes(b))
        } else {
            continue;
        };
        if got == want {
            ok += 1;
        } else {
            bad += 1;
            if bad < 40 {
                println!("MISMATCH {line}  got {got}");
            }
        }
    }
    println!("{ok} agree, {bad} differ");
    assert_eq!(bad, 0);
}

fn show_int(i: i16) -> String {
    i.to_le_bytes().iter().map(|b| format!("{b:02x}")).collect()
}
