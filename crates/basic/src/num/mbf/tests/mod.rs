//! Tests of the GW-BASIC number core. Expected texts come from the `gw` recordings in
//! `../shared/conformance/gw` (named where used) or from PC-BASIC 2.0.8 run by hand on the
//! same expression (the oracle of those recordings).

mod differential;
mod fastpath;
mod machine;
mod recorded;
mod single;

use super::*;
use crate::num::Random;

/// A program literal.
fn lit(s: &str) -> GwNumber {
    match GwNumber::parse(s.as_bytes(), ParseContext::Program) {
        Some(p) => p.value,
        None => panic!("{s} is not a literal"),
    }
}

/// What PRINT shows for a value (STR$ plus PRINT's trailing space left out).
fn shown(n: GwNumber) -> String {
    n.format()
}

fn val(s: &str) -> GwNumber {
    GwNumber::parse(s.as_bytes(), ParseContext::Val)
        .map(|p| p.value)
        .unwrap_or_default()
}

fn single(v: f64) -> Mbf32 {
    match func::from_host(v) {
        Ok(s) => s,
        Err(e) => panic!("{v}: {e:?}"),
    }
}

#[test]
fn literals_take_the_type_of_their_form() {
    assert_eq!(lit("5").kind(), NumKind::Integer);
    assert_eq!(lit("32767").kind(), NumKind::Integer);
    assert_eq!(lit("32768").kind(), NumKind::Single);
    assert_eq!(lit("5%").kind(), NumKind::Integer);
    assert_eq!(lit("5!").kind(), NumKind::Single);
    assert_eq!(lit("5#").kind(), NumKind::Double);
    assert_eq!(lit("1D2").kind(), NumKind::Double);
    assert_eq!(lit("1E2").kind(), NumKind::Single);
    assert_eq!(lit("1234567").kind(), NumKind::Single);
    assert_eq!(lit("12345678").kind(), NumKind::Double);
    // an eighth digit makes a double, a trailing zero too (`$FIDIG`; the real machine
    // prints 1.0000000/3 as .3333333333333333)
    assert_eq!(lit("1.0000000").kind(), NumKind::Double);
    assert_eq!(lit("123456789!").kind(), NumKind::Single);
    assert_eq!(lit("&H1F"), GwNumber::integer(31));
    assert_eq!(lit("&HFFFF"), GwNumber::integer(-1));
    assert_eq!(lit("&O17"), GwNumber::integer(15));
    assert_eq!(lit("&17"), GwNumber::integer(15));
}

#[test]
fn literal_scan_claims_what_gw_claims() {
    let len = |s: &str| GwNumber::parse(s.as_bytes(), ParseContext::Program).map(|p| p.len);
    assert_eq!(len("12 THEN"), Some(2));
    assert_eq!(len("59 134:"), Some(6));
    assert_eq!(len("1.5 E 2)"), Some(7));
    assert_eq!(len("1ELSE"), Some(1));
    assert_eq!(len("1E+5-2"), Some(4));
    assert_eq!(len("5%+1"), Some(2));
    assert_eq!(len("5#*2"), Some(2));
    assert_eq!(len("&H1FG"), Some(4));
    assert_eq!(len("A"), None);
    assert_eq!(shown(lit("59 134")), " 59134");
    assert_eq!(shown(lit("1.5 E 2")), " 150");
}

/// `s000001_numlit`, `s000002_numfmt`; every line checked on the real GW-BASIC 3.23
/// (`difftest/gw/num`, 2026-11-28).
#[test]
fn print_shows_seven_digits_for_singles() {
    assert_eq!(shown_r(Number::div(lit("1"), lit("3"))), " .3333334");
    assert_eq!(shown_r(Number::div(lit("5"), lit("9"))), " .5555556");
    assert_eq!(shown(lit(".1")), " .1");
    assert_eq!(shown(lit("335E-14")), " 3.35E-12");
    assert_eq!(shown(lit("9.7E9")), " 9.7E+09");
    assert_eq!(shown(lit("1E-38")), " 1E-38");
    assert_eq!(shown(lit("1E38")), " 9.999999E+37");
    assert_eq!(shown(lit("999999.9")), " 999999.9");
    assert_eq!(shown(lit("9999999")), " 9999999");
    assert_eq!(shown(lit("1.2345675!")), " 1.234568");
    assert_eq!(shown(lit("1.2345665!")), " 1.234567");
    assert_eq!(shown(lit("4.99999995!")), " 5");
    assert_eq!(shown(lit("999999.95!")), " 999999.9");
    assert_eq!(shown(lit(".00001")), " .00001");
    assert_eq!(shown(lit("123456.75")), " 123456.75");
    assert_eq!(
        shown(
            lit(".000531599783")
                .to_kind(NumKind::Single)
                .unwrap_or_default()
        ),
        " 5.315998E-04"
    );
    assert_eq!(shown_r(Number::sub(lit("1E9"), lit("1"))), " 1E+09");
    assert_eq!(shown_r(Number::add(lit(".1"), lit(".2"))), " .3");
    assert_eq!(shown(lit("-7859E10")), "-7.859E+13");
}

#[test]
fn print_shows_sixteen_digits_for_doubles() {
    assert_eq!(shown(lit("16777217")), " 16777217");
    assert_eq!(shown(lit(".1234567891")), " .1234567891");
    assert_eq!(shown(lit("12345678901234567#")), " 1.234567890123457D+16");
    assert_eq!(shown(lit("1D-20")), " 1D-20");
    assert_eq!(
        shown_r(Number::div(lit("1"), lit("3#"))),
        " .3333333333333333"
    );
    assert_eq!(
        shown_r(Number::div(lit("2"), lit("3#"))),
        " .6666666666666667"
    );
    assert_eq!(shown(lit("1D16")), " 1D+16");
    // a single widened keeps its binary value: `s000018_types`
    let third = Number::div(lit("1"), lit("3")).unwrap_or_default();
    assert_eq!(
        shown(third.to_kind(NumKind::Double).unwrap_or_default()),
        " .3333333432674408"
    );
}

#[test]
fn integers_print_plainly() {
    assert_eq!(shown(GwNumber::integer(-32768)), "-32768");
    assert_eq!(shown(GwNumber::integer(0)), " 0");
    assert_eq!(shown(GwNumber::integer(7)), " 7");
}

/// What PRINT shows for a result, or the error's name.
fn shown_r(r: Result<GwNumber, NumError>) -> String {
    match r {
        Ok(n) => n.format(),
        Err(e) => format!("{e:?}"),
    }
}

#[test]
fn negative_zero_prints_as_zero_and_equals_zero() {
    let z = lit("0!").neg().unwrap_or_default();
    assert_eq!(z.kind(), NumKind::Single);
    assert_eq!(shown(z), " 0");
    assert_eq!(z.compare(GwNumber::integer(0)), Ordering::Equal);
    assert_eq!(z.sign(), 0);
}

#[test]
fn type_promotion_follows_gw() {
    let i = GwNumber::integer(3);
    // two integers add as integers (MATH1.ASM `IADD`; `tests/machine.rs`)
    assert_eq!(Number::add(i, i).map(Number::kind), Ok(NumKind::Integer));
    assert_eq!(
        Number::mul(i, lit("2#")).map(Number::kind),
        Ok(NumKind::Double)
    );
    assert_eq!(
        Number::pow(lit("2#"), i).map(Number::kind),
        Ok(NumKind::Single)
    );
    assert_eq!(
        i.int_div(lit("2.4")).map(Number::kind),
        Ok(NumKind::Integer)
    );
    // unary minus keeps an integer (MATH1.ASM `$INEG`; the real machine's RANDOMIZE -3075)
    assert_eq!(i.neg().map(Number::kind), Ok(NumKind::Integer));
    assert_eq!(i.abs().kind(), NumKind::Integer);
    assert_eq!(
        shown_r(Number::add(GwNumber::integer(32767), GwNumber::integer(1))),
        " 32768"
    );
    assert_eq!(shown_r(Number::mul(lit("100000"), lit("100000"))), " 1E+10");
}

#[test]
fn integer_conversion_rounds_half_away_from_zero() {
    let cint = |s: &str| lit(s).to_kind(NumKind::Integer);
    assert_eq!(cint("2.5"), Ok(GwNumber::integer(3)));
    assert_eq!(
        lit("2.5").neg().and_then(|v| v.to_kind(NumKind::Integer)),
        Ok(GwNumber::integer(-3))
    );
    assert_eq!(cint("3.5"), Ok(GwNumber::integer(4)));
    assert_eq!(cint("1.49"), Ok(GwNumber::integer(1)));
    assert_eq!(cint("32767.4"), Ok(GwNumber::integer(32767)));
    assert_eq!(cint("32767.5"), Err(NumError::Overflow));
    assert_eq!(cint("40000"), Err(NumError::Overflow));
    // `s000038_error`: `40000 AND 1` stops with Overflow
    assert_eq!(lit("40000").to_i16(), Err(NumError::Overflow));
    assert_eq!(lit("2.7").to_i16(), Ok(3));
    assert_eq!(lit("65535").to_u16_bits(), Ok(0xffff));
    assert_eq!(lit("65536").to_u16_bits(), Err(NumError::Overflow));
}

/// `s000017_intdiv` and hand probes.
#[test]
fn int_div_and_mod_round_their_operands_first() {
    let s = |r: Result<GwNumber, NumError>| shown_r(r);
    assert_eq!(s(lit("7.6").int_div(lit("2"))), " 4");
    assert_eq!(s(lit("7.6").neg().and_then(|a| a.int_div(lit("2")))), "-4");
    assert_eq!(s(lit("7").neg().and_then(|a| a.modulo(lit("3")))), "-1");
    assert_eq!(s(lit("3.5").int_div(lit(".6"))), " 4");
    assert_eq!(s(lit("1157").modulo(lit("1.5"))), " 1");
    assert_eq!(s(lit("1.5").modulo(lit(".4"))), "DivisionByZero");
    // `IDIV`: -32768\-1 is the single 32768
    assert_eq!(
        s(lit("32768").neg().and_then(|a| a.int_div(lit("1").neg()?))),
        " 32768"
    );
    assert_eq!(
        s(lit("6").int_div(lit("5").neg().unwrap_or_default())),
        "-1"
    );
}

#[test]
fn overflow_and_division_by_zero_are_errors() {
    assert_eq!(shown_r(Number::mul(lit("1E38"), lit("10"))), "Overflow");
    assert_eq!(shown_r(Number::div(lit("1"), lit("0"))), "DivisionByZero");
    assert_eq!(shown_r(Number::div(lit("0"), lit("0"))), "DivisionByZero");
    assert_eq!(
        shown_r(Number::pow(lit("0"), lit("1").neg().unwrap_or_default())),
        "DivisionByZero"
    );
    assert_eq!(shown(GwNumber::max_value(false)), " 1.701412E+38");
    assert_eq!(shown(GwNumber::max_value(true)), "-1.701412E+38");
    assert_eq!(
        shown(GwNumber::double(Mbf64::max(false))),
        " 1.701411834604692D+38"
    );
    // a literal just above the maximum overflows when read
    let p = GwNumber::parse(b"1.701412E+38", ParseContext::Program);
    assert_eq!(p.map(|p| p.overflow), Some(true));
    // underflow is silent: zero
    assert_eq!(shown_r(Number::mul(lit("1E-30"), lit("1E-30"))), " 0");
    assert_eq!(shown(val("1E-39")), " 0");
}

/// Probes of the real GW-BASIC 3.23 (`difftest/gw/num`, 2026-11-28): its own polynomial
/// routines (`func.rs`).
#[test]
fn functions_match_the_real_machine() {
    let s = |r: Result<GwNumber, NumError>| shown_r(r);
    assert_eq!(s(lit("2").sqr()), " 1.414214");
    assert_eq!(s(lit("2#").sqr()), " 1.414214");
    assert_eq!(s(lit("1").exp()), " 2.718282");
    assert_eq!(s(lit("10").log()), " 2.302585");
    assert_eq!(
        s(lit("1").atn().and_then(|a| Number::mul(a, lit("4")))),
        " 3.141593"
    );
    assert_eq!(s(lit("3.14159265#").sin()), "-8.742278E-08");
    assert_eq!(s(lit("0").cos()), " 1");
    assert_eq!(s(lit("1").tan()), " 1.557408");
    assert_eq!(s(lit(".786").neg().and_then(Number::sin)), "-.7075323");
    assert_eq!(
        s(Number::mul(lit("12345"), lit("12345")).and_then(Number::sqr)),
        " 12345"
    );
    assert_eq!(s(lit("1").neg().and_then(Number::sqr)), "IllegalQuantity");
    assert_eq!(s(lit("0").log()), "IllegalQuantity");
    assert_eq!(s(lit("100").exp()), "Overflow");
    // an underflow is zero
    assert_eq!(s(lit("700").neg().and_then(Number::exp)), " 0");
    assert_eq!(s(Number::pow(lit("2"), lit(".5"))), " 1.414213");
    assert_eq!(
        s(Number::pow(lit("10"), lit("2").neg().unwrap_or_default())),
        " .01"
    );
    assert_eq!(s(Number::pow(lit("2"), lit("30"))), " 1.073742E+09");
    assert_eq!(s(Number::pow(lit("1.1"), lit("10"))), " 2.593743");
    assert_eq!(s(Number::pow(lit("0"), lit("0"))), " 1");
    let third = Number::div(lit("1"), lit("3")).unwrap_or_default();
    assert_eq!(
        s(Number::pow(lit("8").neg().unwrap_or_default(), third)),
        "IllegalQuantity"
    );
    assert_eq!(
        s(Number::pow(lit("2").neg().unwrap_or_default(), lit("3"))),
        "-8"
    );
}

#[test]
fn int_and_fix() {
    let neg = |s: &str| lit(s).neg().unwrap_or_default();
    assert_eq!(shown(neg("1E-3").int()), "-1");
    assert_eq!(shown(neg("9.49").int()), "-10");
    assert_eq!(shown(neg("9.49").fix()), "-9");
    assert_eq!(shown(lit("1.51").int()), " 1");
    assert_eq!(shown(neg("2").int()), "-2");
    assert_eq!(shown(lit("1E30").int()), " 1E+30");
}

/// `s000009_val` and the other `val` cases.
#[test]
fn val_of_odd_strings() {
    assert_eq!(shown(val(" 12 3")), " 123");
    assert_eq!(shown(val("1E")), " 1");
    assert_eq!(shown(val("--5")), " 0");
    assert_eq!(shown(val("1,000")), " 1");
    assert_eq!(shown(val("&H1F")), " 31");
    assert_eq!(shown(val("&HFFFF")), "-1");
    assert_eq!(shown(val("&O17")), " 15");
    assert_eq!(shown(val(".")), " 0");
    assert_eq!(shown(val("%5")), " 0");
    assert_eq!(shown(val("0001")), " 1");
    assert_eq!(shown(val("1#")), " 1");
    assert_eq!(shown(val("")), " 0");
    assert_eq!(shown(val("-.5E-2")), "-.005");
    assert_eq!(shown(val(" -  3")), "-3");
    assert_eq!(shown(val("123456789")), " 123456789");
    assert_eq!(shown(val("1D2")), " 100");
    assert_eq!(shown(val("2E1.5")), " 20");
    // a zero stays zero (`MDPTEN`), as VAL("E5") on the real machine
    assert_eq!(shown(val("0E3")), " 0");
    // VAL reads `&H`/`&O` digits up to the first other character (OCTCNS); GW-BASIC
    // 3.23 prints ` 31  1  15` for VAL("&H1FZ"); VAL("&h1g"); VAL("&O17X") (gw-real).
    assert_eq!(shown(val("&H1FZ")), " 31");
    assert_eq!(shown(val("&O17X")), " 15");
}

#[test]
fn input_needs_the_whole_text_to_be_a_number() {
    let input = |s: &str| GwNumber::parse(s.as_bytes(), ParseContext::Input).map(|p| p.value);
    assert_eq!(input("12"), Some(GwNumber::integer(12)));
    // blanks are skipped and the digits read as an integer (`$FIN` with CHRGTR)
    assert_eq!(input("1 2"), Some(GwNumber::integer(12)));
    assert_eq!(input("12A"), None);
    assert_eq!(input(""), Some(GwNumber::integer(0)));
}

/// `../shared/conformance/gw/generated` `rnd` cases: the first values after start.
#[test]
fn rnd_sequence_after_start() {
    let mut r = GwRnd::default();
    let got: Vec<String> = (0..8).map(|_| shown(r.rnd(GwNumber::integer(1)))).collect();
    assert_eq!(
        got.join(""),
        " .1213501 .651861 .8688611 .7297625 .798853 7.369805E-02 .4903128 .4545189"
    );
    assert_eq!(shown(r.rnd(GwNumber::integer(0))), " .4545189");
}

/// `s000015_rnd`, `s000034_rnd`.
#[test]
fn rnd_reseeds_on_negative_and_randomize() {
    let mut r = GwRnd::default();
    let minus = lit("1E5").neg().unwrap_or_default();
    assert_eq!(shown(r.rnd(minus)), " .1120417");
    assert_eq!(shown(r.rnd(GwNumber::integer(1))), " .5209729");
    assert_eq!(shown(r.rnd(minus)), " .1120417");
    let mut r = GwRnd::default();
    r.randomize(lit("7959"));
    let got: Vec<String> = (0..3).map(|_| shown(r.rnd(GwNumber::integer(1)))).collect();
    assert_eq!(got.join(""), " .4401911 .7538709 .3247332");
    r.randomize(lit("7959"));
    assert_eq!(shown(r.rnd(GwNumber::integer(1))), " 3.643608E-02");
}

/// `s000053_rnd` (the real GW-BASIC 3.23): `-3075` is the integer -3075 (`$INEG`), and
/// RANDOMIZE puts its two bytes above the seed's low byte before one step (`RNDMN2`).
#[test]
fn randomize_takes_a_negated_integer_literal_as_an_integer() {
    let minus = GwNumber::integer(3075).neg().unwrap_or_default();
    assert_eq!(minus, GwNumber::integer(-3075));
    let mut r = GwRnd::default();
    for _ in 0..6 {
        r.rnd(GwNumber::integer(1));
    }
    r.randomize(minus);
    let got: Vec<String> = (0..6).map(|_| shown(r.rnd(GwNumber::integer(1)))).collect();
    assert_eq!(
        got.join(""),
        " .3690697 .8635972 .1814673 .5109992 .6104773 .2353216"
    );
    r.randomize(minus);
    assert_eq!(shown(r.rnd(GwNumber::integer(1))), " .3871428");
    // -32768 negated is the single 32768 (MATH1.ASM `$INEG` calls `$CSI`)
    let top = GwNumber::integer(-32768).neg().unwrap_or_default();
    assert_eq!(shown(top), " 32768");
    assert_eq!(top.kind(), NumKind::Single);
}

/// Every exponent byte with edge mantissas: comparison agrees with the exact values,
/// single -> double -> single is the identity, INT agrees with the exact floor.
#[test]
fn every_exponent_with_edge_mantissas() {
    let mut values = Vec::new();
    for exp in 0..=255u8 {
        for m in [
            [0, 0, 0],
            [0, 0, 0x7f],
            [0xff, 0xff, 0x7f],
            [1, 0, 0],
            [0x80, 0, 0x40],
        ] {
            for sign in [0, 0x80] {
                values.push(Mbf32::from_bytes([m[0], m[1], m[2] | sign, exp]));
            }
        }
    }
    for &a in &values {
        if !a.is_zero() {
            // (a zero comes back as the plain zero: PC-BASIC's `to_single` normalises)
            assert_eq!(Mbf64::from_single(a).to_single(), Ok(a));
            assert_eq!(a.floor().to_f64(), a.to_f64().floor(), "{a:?}");
            assert_eq!(a.trunc().to_f64(), a.to_f64().trunc(), "{a:?}");
        }
        for &b in values.iter().step_by(7) {
            let want = a
                .to_f64()
                .partial_cmp(&b.to_f64())
                .unwrap_or(Ordering::Equal);
            let got = GwNumber::single(a).compare(GwNumber::single(b));
            assert_eq!(got, want, "{a:?} {b:?}");
        }
    }
}

/// Integer operands give exact results wherever the exact result fits the mantissa.
#[test]
fn small_integers_add_subtract_multiply_exactly() {
    for a in -300..=300 {
        for b in (-300..=300).step_by(7) {
            let (x, y) = (GwNumber::from_i32(a), GwNumber::from_i32(b));
            assert_eq!(Number::add(x, y).map(Number::to_f64), Ok(f64::from(a + b)));
            assert_eq!(Number::sub(x, y).map(Number::to_f64), Ok(f64::from(a - b)));
            assert_eq!(Number::mul(x, y).map(Number::to_f64), Ok(f64::from(a * b)));
            let dx = x.to_kind(NumKind::Double).unwrap_or_default();
            assert_eq!(Number::mul(dx, y).map(Number::to_f64), Ok(f64::from(a * b)));
        }
    }
}

/// Powers of two and 2^24+1: the single keeps 24 bits (`s000002_numfmt`'s `2^K` column).
#[test]
fn powers_of_two_and_the_24_bit_edge() {
    assert_eq!(
        shown(GwNumber::single(single(16_777_217.0))),
        " 1.677722E+07"
    );
    assert_eq!(shown(lit("16777217!")), " 1.677722E+07");
    assert_eq!(shown(GwNumber::from_i32(16_777_217)), " 16777217");
    assert_eq!(shown_r(Number::pow(lit("2"), lit("31"))), " 2.147484E+09");
    assert_eq!(
        shown_r(Number::add(lit("16777216!"), lit("1"))),
        " 1.677722E+07"
    );
}

/// `s000057_error`, `s000228_error`, NBS `P177` and hand probes of PC-BASIC.
#[test]
fn value_gw_goes_on_with_after_a_warning() {
    let neg = |s: &str| lit(s).neg().unwrap_or_default();
    let f = |op, a, b| shown(GwNumber::fault_value(op, a, b));
    assert_eq!(f(FaultOp::Div, neg("1"), lit("0")), "-1.701412E+38");
    assert_eq!(f(FaultOp::Div, lit("0"), lit("0")), " 1.701412E+38");
    assert_eq!(f(FaultOp::Mul, lit("1E38"), lit("10")), " 1.701412E+38");
    assert_eq!(
        f(FaultOp::Mul, neg("1D38"), lit("10")),
        "-1.701411834604692D+38"
    );
    assert_eq!(Number::pow(neg("10"), lit("39")), Err(NumError::Overflow));
    assert_eq!(f(FaultOp::Pow, neg("10"), lit("39")), "-1.701412E+38");
    // P177: (-1E-33)^(-4444) with the exponent held in a single, and 0^(-1E-33)
    let minus_4444 = neg("4444").to_kind(NumKind::Single).unwrap_or_default();
    assert_eq!(
        Number::pow(neg("1E-33"), minus_4444),
        Err(NumError::Overflow)
    );
    assert_eq!(f(FaultOp::Pow, neg("1E-33"), minus_4444), " 1.701412E+38");
    assert_eq!(f(FaultOp::Pow, lit("0"), neg("1E-33")), " 1.701412E+38");
    assert_eq!(f(FaultOp::IntDiv, neg("5"), lit("0")), "-1.701412E+38");
    assert_eq!(f(FaultOp::Function, lit("100"), lit("0")), " 1.701412E+38");
}

/// A number's two-word form gives back the value it was made from, for every integer and
/// for singles and doubles of every exponent and sign, and it has no padding (16 bytes).
#[test]
fn word_form_round_trips() {
    assert_eq!(std::mem::size_of::<GwNumber>(), 16);
    for i in i16::MIN..=i16::MAX {
        assert_eq!(GwNumber::integer(i).view(), Gw::Integer(i));
    }
    for e in 0..=255u8 {
        for m in [0u8, 1, 0x7f, 0x80, 0xff] {
            let s = Mbf32::from_bytes([m, 0x5a, m, e]);
            let d = Mbf64::from_bytes([m, 1, 2, 3, 0xa5, 0x5a, m, e]);
            assert_eq!(GwNumber::single(s).view(), Gw::Single(s));
            assert_eq!(GwNumber::double(d).view(), Gw::Double(d));
            assert_eq!(GwNumber::from(Gw::Single(s)), GwNumber::single(s));
            assert_eq!(GwNumber::single(s).as_single(), Some(s));
            assert!(GwNumber::double(d).is_double());
        }
    }
    assert_ne!(GwNumber::integer(0), GwNumber::single(Mbf32::ZERO));
}

#[test]
fn integers_carry_their_singles_and_compare_as_integers() {
    // The single an integer carries is the general conversion's, and comparing two
    // integers through their singles orders them as integers (every pair of a sample
    // spread over the whole range, the ends and zero included).
    let sample: Vec<i16> = (i16::MIN..=i16::MAX)
        .step_by(97)
        .chain([i16::MIN, -1, 0, 1, i16::MAX])
        .collect();
    for &i in &sample {
        let n = GwNumber::integer(i);
        let general = Mbf32::from_i128(i.into()).ok();
        assert_eq!(n.to_single().ok(), general, "{i}");
        assert_eq!(n.single_or_integer_word().map(Mbf32::from_word), general);
        for &j in &sample {
            assert_eq!(n.compare(GwNumber::integer(j)), i.cmp(&j), "{i} {j}");
        }
    }
    assert_eq!(GwNumber::double(Mbf64::ZERO).single_or_integer_word(), None);
}
