//! Unit tests of the BCD core; `walk.rs` recomputes the recorded programs' labelled results.

mod walk;

use super::{Bcd, BcdError};
use std::cmp::Ordering;

fn num(text: &str) -> Bcd {
    let (b, len) = Bcd::parse(text.as_bytes()).expect("a number");
    assert_eq!(len, text.len(), "whole text {text}");
    b
}

fn show(b: Bcd) -> String {
    String::from_utf8(b.format()).unwrap()
}

#[test]
fn layout_of_constants() {
    assert_eq!(num("1").0, [0x40, 0x01, 0, 0, 0, 0]);
    assert_eq!(num("100").0, [0x41, 0x01, 0, 0, 0, 0]);
    assert_eq!(num("0.5").0, [0x3f, 0x50, 0, 0, 0, 0]);
    assert_eq!(num("-7.5").0, [0xc0, 0x07, 0x50, 0, 0, 0]);
    assert_eq!(num("65535").0, [0x42, 0x06, 0x55, 0x35, 0, 0]);
    assert_eq!(num("0").0, [0; 6]);
    assert_eq!(Bcd::from_u16(65535), num("65535"));
    assert_eq!(Bcd::from_u16(0), Bcd::ZERO);
    assert_eq!(Bcd::from_i32(-12), num("-12"));
}

#[test]
fn afp_stops_and_truncates() {
    assert_eq!(Bcd::parse(b"  12AB"), Some((num("12"), 4)));
    assert_eq!(Bcd::parse(b"1.5E3"), Some((num("1500"), 5)));
    assert_eq!(Bcd::parse(b"1E"), Some((num("1"), 1)));
    assert_eq!(Bcd::parse(b"1E+"), Some((num("1"), 1)));
    assert_eq!(Bcd::parse(b"-.5"), Some((num("-0.5"), 3)));
    assert_eq!(Bcd::parse(b"."), None);
    assert_eq!(Bcd::parse(b"-"), None);
    assert_eq!(Bcd::parse(b"A"), None);
    assert_eq!(Bcd::parse(b"1E99"), None);
    assert_eq!(Bcd::parse(b"5E-99"), Some((Bcd::ZERO, 5)));
    assert_eq!(show(num("9999999999")), "9999999990");
    assert_eq!(show(num(".6666666667")), "0.666666666");
    assert_eq!(show(num("-93.050331165")), "-93.0503311");
    // AFP counts extra digits in a byte and looks at 255 characters at most: no hang, no
    // panic, the 6502's wrapped exponent.
    let long = "7".repeat(5000);
    assert!(Bcd::parse(long.as_bytes()).is_some());
    // An exponent part that adds up to zero is given back (the number ends at the E).
    assert_eq!(Bcd::parse(b"1E0"), Some((num("1"), 1)));
    assert_eq!(Bcd::parse(b"1E12"), Some((num("1000000000000"), 4)));
    assert_eq!(Bcd::parse(b"1E123"), Some((num("1E12"), 4)));
}

#[test]
fn fasc_shapes() {
    for (text, want) in [
        ("1E10", "1E+10"),
        ("1E-5", "1.0E-05"),
        ("1E-4", "1E-04"),
        ("1E9", "1000000000"),
        ("0.01", "0.01"),
        ("1E-3", "1.0E-03"),
        ("1E11", "1.0E+11"),
        ("5E-10", "5E-10"),
        ("-1E20", "-1E+20"),
        ("-7.5", "-7.5"),
        ("1E-98", "1E-98"),
        ("-9.99999999E97", "-9.99999999E+97"),
        (".143909E-91", "1.43909E-92"),
        ("-.0099999", "-9.9999E-03"),
    ] {
        assert_eq!(show(num(text)), want, "{text}");
    }
}

#[test]
fn arithmetic_truncates() {
    let third = num("1").div(num("3")).unwrap();
    assert_eq!(third.0, [0x3f, 0x33, 0x33, 0x33, 0x33, 0x33]);
    assert_eq!(show(third), "0.333333333");
    // STR$ and LIST use FASC without PRINT's mask.
    assert_eq!(third.fasc(), b"0.3333333333".to_vec());
    assert_eq!(
        num("1E-4").div(num("3")).unwrap().fasc(),
        b"3.333333333E-05".to_vec()
    );
    assert_eq!(show(num("1E-4").div(num("3")).unwrap()), "3.33333333E-05");
    assert_eq!(show(num("2").div(num("3")).unwrap()), "0.666666666");
    assert_eq!(show(num("1E9").sub(num("1")).unwrap()), "999999999");
    assert_eq!(show(num("16777216").add(num("1")).unwrap()), "16777217");
    assert_eq!(num("1").div(Bcd::ZERO), Err(BcdError::Overflow));
    assert_eq!(num("1E90").mul(num("1E10")), Err(BcdError::Overflow));
    assert_eq!(num("1E-90").mul(num("1E-10")), Ok(Bcd::ZERO));
    assert_eq!(num("5").sub(num("5")), Ok(Bcd::ZERO));
    assert_eq!(show(num("0.3").sub(num("0.1")).unwrap()), "0.2");
}

#[test]
fn conversions_and_order() {
    assert_eq!(num("65535.49").to_u16(), Ok(65535));
    // FPI3 adds the rounding without a carry check, and rounds small numbers by their
    // first digit.
    assert_eq!(num("65535.5").to_u16(), Ok(0));
    assert_eq!(num("65536").to_u16(), Err(BcdError::Value));
    assert_eq!(num("0.005").to_u16(), Ok(1));
    assert_eq!(num("0.5").to_u16(), Ok(1));
    assert_eq!(num("0.49").to_u16(), Ok(0));
    assert_eq!(num("-1").to_u16(), Err(BcdError::Value));
    assert_eq!(show(num("-12345.6").int()), "-12346");
    assert_eq!(show(num("92.844").int()), "92");
    assert_eq!(show(num("-3").int()), "-3");
    assert_eq!(show(num("-0.5").int()), "-1");
    assert_eq!(show(num("0.5").int()), "0");
    assert_eq!(num("-2").abs(), num("2"));
    assert_eq!(num("-2").sgn(), num("-1"));
    assert_eq!(Bcd::ZERO.neg(), Bcd::ZERO);
    assert_eq!(num("-2").compare(num("1")), Ordering::Less);
    assert_eq!(num("-2").compare(num("-3")), Ordering::Greater);
    assert_eq!(num("1E-5").compare(Bcd::ZERO), Ordering::Greater);
    assert_eq!(num("1E5").compare(num("99999")), Ordering::Greater);
}

/// Any six bytes (POKEd into a variable, say) and any text go through every routine
/// without a panic or a hang.
#[test]
fn no_panics_on_any_bytes() {
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for round in 0..20_000 {
        let r = next().to_le_bytes();
        let s = next().to_le_bytes();
        // Half the cases valid BCD digits, half anything.
        let fix = |b: u8| {
            if round % 2 == 0 {
                (b % 10) | ((b / 16 % 10) << 4)
            } else {
                b
            }
        };
        let x = Bcd([r[0], fix(r[1]), fix(r[2]), fix(r[3]), fix(r[4]), fix(r[5])]);
        let y = Bcd([s[0], fix(s[1]), fix(s[2]), fix(s[3]), fix(s[4]), fix(s[5])]);
        let _ = (
            x.add(y),
            x.sub(y),
            x.mul(y),
            x.div(y),
            x.pow(y),
            x.try_compare(y),
        );
        let _ = (
            x.exp(),
            x.exp10(),
            x.log(),
            x.log10(),
            x.sqr(),
            x.int(),
            x.to_u16(),
        );
        let _ = (
            x.sin(false),
            x.cos(true),
            x.atn(round % 3 == 0),
            x.format(),
            x.fasc(),
        );
        let _ = (x.neg(), x.abs(), x.sgn(), x.compare(y), x.to_i32_exact());
        let text: Vec<u8> = r
            .iter()
            .chain(s.iter())
            .map(|&b| b"0123456789.E+- A"[usize::from(b % 16)])
            .collect();
        let _ = Bcd::parse(&text);
    }
}

/// Round trips: every printed number reads back as itself when it has nine digits or
/// fewer (AFP keeps nine).
#[test]
fn print_and_read_back() {
    for text in [
        "1",
        "-7.5",
        "0.038",
        "1E+10",
        "1.0E-05",
        "123456789",
        "9.99999999E+97",
        "1E-98",
    ] {
        let b = num(text);
        let shown = b.format();
        assert_eq!(Bcd::parse(&shown).map(|(v, _)| v), Some(b), "{text}");
    }
}
