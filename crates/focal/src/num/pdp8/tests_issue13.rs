//! Issue 13: the last digit of literals with exponents (DBCONV, then BDCONV's digits) and of
//! FEXP. Every expected text is a line of a FOCAL,1969 recording (DEC-08-AJAE-PB on SIMH, in
//! `../shared/conformance/focal69/generated`), named in the comment; the typed field is
//! checked in the format that recording used.

use super::tests::{fixed, lit};
use super::*;

#[test]
fn literal_with_positive_exponent_in_default_format() {
    // s000001_numlit: `TYPE "4.0E50",4.0E50` types `= 0.39999920E+51` (%8.04).
    assert_eq!(lit("4.0E50").format(fixed(8, 4)), "= 0.39999920E+51");
    // s000041_numlit: `1E50` types `= 0.99999800E+50`.
    assert_eq!(lit("1E50").format(fixed(8, 4)), "= 0.99999800E+50");
}

#[test]
fn literal_with_fraction_digits_past_24_bits() {
    // s000111_numlit: `87631430.12` types `= 87631400` (%8.04) and `= 0.876314E+08` (%).
    let v = lit("87631430.12");
    assert_eq!(v.format(fixed(8, 4)), "= 87631400");
    assert_eq!(v.format(TypeFormat::Exponent), "= 0.876314E+08");
}

#[test]
fn literal_with_negative_exponent_in_e_format() {
    // s000001_numlit: `1E-8` types `= 0.100000E-07` in `%`.
    assert_eq!(lit("1E-8").format(TypeFormat::Exponent), "= 0.100000E-07");
    // s000091_numlit: `.1E-47` types `= 0.999998E-48` in `%`.
    assert_eq!(lit(".1E-47").format(TypeFormat::Exponent), "= 0.999998E-48");
}

#[test]
fn literal_with_exponent_in_nine_digit_format() {
    // s000062_fmt: `TYPE %9.08,...,-658399E+23` types `=-0.658398400E+29`.
    let v = lit("658399E+23").neg();
    assert_eq!(v.format(fixed(9, 8)), "=-0.658398400E+29");
    // s000092_fmt: `90779412.17E+47` types `= 0.907791400E+55` in %9.08.
    assert_eq!(
        lit("90779412.17E+47").format(fixed(9, 8)),
        "= 0.907791400E+55"
    );
}

#[test]
fn literal_with_mantissa_and_exponent_in_e_format() {
    // s000111_numlit, `%`: `170633.50E-38` types `= 0.170633E-32`, `-183.70E-08` types
    // `=-0.183700E-05`.
    assert_eq!(
        lit("170633.50E-38").format(TypeFormat::Exponent),
        "= 0.170633E-32"
    );
    assert_eq!(
        lit("183.70E-08").neg().format(TypeFormat::Exponent),
        "=-0.183700E-05"
    );
}

#[test]
fn fexp_of_ten_last_digit() {
    // s000015_func: `FEXP(10)` types `= 22026.400` (%8.04): the seventh digit is below 4.
    assert_eq!(lit("10").fexp().unwrap().format(fixed(8, 4)), "= 22026.400");
}

#[test]
fn fexp_of_one_and_small_arguments() {
    // s000085_func: `FEXP(1)` types `=    2.7183`; s000015_func: `FEXP(1E-3)` `=    1.0010`.
    assert_eq!(lit("1").fexp().unwrap().format(fixed(8, 4)), "=    2.7183");
    assert_eq!(
        lit("1E-3").fexp().unwrap().format(fixed(8, 4)),
        "=    1.0010"
    );
}

#[test]
fn fexp_of_negative_arguments() {
    // s000085_func: `FEXP(-25)` types `=    0.0000`.
    assert_eq!(
        lit("25").neg().fexp().unwrap().format(fixed(8, 4)),
        "=    0.0000"
    );
}

#[test]
fn fexp_words_follow_the_constant() {
    // e^10 = 22026.4658; FEXP with the DEC binary's log2(e) = 0001 2705 2435 and its 23-bit
    // FLDIV (func.rs, LG2E; arith.rs, div) gives 22026.44140625, which types `= 22026.400`
    // in %8.04 (s000015_func) and `= 0.220264E+05` in `%` (a SIMH run of the binary).
    let v = lit("10").fexp().unwrap();
    assert!(
        v.to_f64() > 22026.40 && v.to_f64() < 22026.45,
        "{}",
        v.to_f64()
    );
    assert_eq!(v.format(TypeFormat::Exponent), "= 0.220264E+05");
}

#[test]
fn fexp_identities_keep_their_recorded_digits() {
    // Two more recorded FEXP values in %8.04:
    // `FEXP(-1)` = 0.3679 (s000095_func), `FEXP(3.14159)` = 23.1406 (s000005_func).
    assert_eq!(
        lit("1").neg().fexp().unwrap().format(fixed(8, 4)),
        "=    0.3679"
    );
    assert_eq!(
        lit("3.14159").fexp().unwrap().format(fixed(8, 4)),
        "=   23.1406"
    );
}
