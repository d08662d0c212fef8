//! The edges where DEC's FOCAL,1969 binary (paper tape DEC-08-AJAE-PB, read word by word)
//! differs from the FOCAL 5/69 listing the core was first written from. Each case names the
//! routine (with its words on the tape) and where the expected text comes from: a line of a
//! recording in `../shared/conformance/focal69/generated`, or a run of the same binary on SIMH
//! 3.8.1 `pdp8` (4K, the tape's first segment, all functions kept), typed as `TYPE %,X` or in
//! the format named.

use super::tests::{fixed, lit};
use super::*;

fn e(v: Pdp8Float) -> String {
    v.format(TypeFormat::Exponent)
}

#[test]
fn bdconv_scales_into_half_to_sixteen_then_takes_exact_digits() {
    // BDCONV (words 6010-6073): scale until the binary exponent is 0..4, then the integer
    // part from the shifted-out bits and MULT10 on the 36-bit fraction. s000053_arith:
    // `(16/11.4)-(1-754)` types `=  754.4040`.
    let v = lit("16")
        .div(lit("11.4"))
        .unwrap()
        .sub(lit("1").sub(lit("754")).unwrap())
        .unwrap();
    assert_eq!(v.format(fixed(8, 4)), "=  754.4040");
    // SIMH run: the literal 754.4035 types `= 0.754404E+03` in `%`.
    assert_eq!(e(lit("754.4035")), "= 0.754404E+03");
}

#[test]
fn bdconv_seventh_digit_of_a_scaled_literal() {
    // s000071_numlit: `-8792.91E43` types `=-0.87928910E+47` in %8.04 (41 FMY by FLTEN in
    // DBCONV, then 47 FMY by FLPTEN in BDCONV).
    assert_eq!(
        lit("8792.91E43").neg().format(fixed(8, 4)),
        "=-0.87928910E+47"
    );
}

#[test]
fn fldiv_forms_twenty_three_quotient_bits() {
    // FLDIV's loop (words 7261-7321) runs 23 trial subtractions: 100001.5625 / 2 pi is
    // 0016 3705 3572 (read off SIMH at FSIN's FIX, word 5222), not 3573.
    let x = Pdp8Float::from_words([0o21, 0o3032, 0o4144]);
    let two_pi = Pdp8Float::from_words([3, 0o3110, 0o3756]);
    assert_eq!(x.div(two_pi).unwrap().to_words(), [0o16, 0o3705, 0o3572]);
    // s000085_func: `FCOS(-1E5)` types `=-   0.9973`.
    assert_eq!(lit("1E5").neg().fcos().format(fixed(8, 4)), "=-   0.9973");
}

#[test]
fn flmul_floors_a_negative_product() {
    // FLMUL (words 7004-7106) negates the 36-bit product before FNORM when the signs differ.
    // Inside FSIN's polynomial for FCOS(5E5): 7771 5517 1152 times 0000 2507 7774 is
    // 7770 4716 4024 on SIMH (a truncated magnitude would end in 4025).
    let a = Pdp8Float::from_words([0o7771, 0o5517, 0o1152]);
    let b = Pdp8Float::from_words([0, 0o2507, 0o7774]);
    assert_eq!(a.mul(b).unwrap().to_words(), [0o7770, 0o4716, 0o4024]);
    // SIMH run: `FCOS(5E5)` types `=-0.956939E+00`.
    assert_eq!(e(lit("5E5").fcos()), "=-0.956939E+00");
}

#[test]
fn fsin_uses_the_binarys_polynomial_constants() {
    // FSIN's C9..C3 (words 5332-5351) end in 7015, 5514, 5361, 0414. SIMH runs:
    // `FSIN(-1.261)` = -0.952395, `FSIN(86.654)` = -0.966343, `FSIN(-76.387)` = -0.835337.
    assert_eq!(e(lit("1.261").neg().fsin()), "=-0.952395E+00");
    assert_eq!(e(lit("86.654").fsin()), "=-0.966343E+00");
    assert_eq!(e(lit("76.387").neg().fsin()), "=-0.835337E+00");
}

#[test]
fn fsqt_first_guess_rounds_the_exponent_up_with_a_zero_low_word() {
    // FSQT (words 7400-7466): exponent RAR then ISZ on a carry, SQCON 3015 and 0 as the
    // mantissa. SIMH run: `FSQT(955.468)` = 0.309106E+02.
    assert_eq!(e(lit("955.468").fsqt().unwrap()), "= 0.309106E+02");
    // s000085_func: `FSQT(1E9)` types `= 31622.800`.
    assert_eq!(
        lit("1E9").fsqt().unwrap().format(fixed(8, 4)),
        "= 31622.800"
    );
}

#[test]
fn fexp_last_digit_with_the_binarys_log2e() {
    // FEXP (words 4620-4674) multiplies by log2(e) = 0001 2705 2435 (word 4713). SIMH runs
    // in `%`: FEXP(-1), FEXP(20), FEXP(25), FEXP(15.5), FEXP(-7.25).
    assert_eq!(e(lit("1").neg().fexp().unwrap()), "= 0.367879E+00");
    assert_eq!(e(lit("20").fexp().unwrap()), "= 0.485164E+09");
    assert_eq!(e(lit("25").fexp().unwrap()), "= 0.720045E+11");
    assert_eq!(e(lit("15.5").fexp().unwrap()), "= 0.538969E+07");
    assert_eq!(e(lit("7.25").neg().fexp().unwrap()), "= 0.710175E-03");
}

#[test]
fn fran_multiplier_is_2333_5733() {
    // FRAN's state (words 1530-1532 of the DEC binary) after one call is 0000 2333 5733 and
    // after two 2746 5056 (SIMH core dumps). SIMH run: `FOR I=1,5;TYPE %20.19,FRAN(),!`
    // types 0.607295, 0.737615, 0.895901, 0.544076, 0.660830 and thirteen zeros.
    let mut fran = Fran::default();
    let got: Vec<String> = (0..5).map(|_| e(fran.next_value())).collect();
    assert_eq!(
        got,
        [
            "= 0.607295E+00",
            "= 0.737615E+00",
            "= 0.895901E+00",
            "= 0.544076E+00",
            "= 0.660830E+00"
        ]
    );
}

#[test]
fn fnorm_shifts_a_result_within_2_to_the_minus_11_of_minus_1_right() {
    // FNORM (words 7335-7364) ends with the check at 7366: a negative result whose high
    // word is 4000 is shifted right one place (FLAC's shift at 6757), so its last bit goes
    // to the fourth word and is dropped. SIMH, breakpoints at 6510/6513/6514 for `-2+D`:
    // the sum 7000 0400 2000 (exponent 3) normalises to 4000 2001 0000 (exponent 1), then
    // 6000 1000 4000 (exponent 2). SIMH run: `S D=1/2^12+2/2^23;S X=-2+D` then
    // `T %9.0,X*2^22+8387500` types `=-       84` (ferrite typed -83 before).
    let p2 = |n: &str| lit("2").pow(lit(n)).unwrap();
    let d = lit("1")
        .div(p2("12"))
        .unwrap()
        .add(lit("2").div(p2("23")).unwrap())
        .unwrap();
    let x = lit("2").neg().add(d).unwrap();
    assert_eq!(x.to_words(), [2, 0o6000, 0o1000]);
    let shown = x.mul(p2("22")).unwrap().add(lit("8387500")).unwrap();
    assert_eq!(shown.format(fixed(9, 0)), "=-       84");
    // The same sum in the other order, and as a difference: the same FNORM.
    assert_eq!(
        d.add(lit("2").neg()).unwrap().to_words(),
        [2, 0o6000, 0o1000]
    );
    assert_eq!(d.sub(lit("2")).unwrap().to_words(), [2, 0o6000, 0o1000]);
}

#[test]
fn fladd_picks_the_larger_exponent_by_a_signed_comparison() {
    // FLADD (words 6675-6710): operands more than 23 places apart give the one with the
    // larger exponent, compared as signed numbers, even where the 12-bit difference wraps.
    // SIMH run: `S A=2^1100;S B=1/2^1100;T %,A+B,B+A,A-B,B-A,-A+B` types
    // `= 0.135830E+332= 0.135830E+332= 0.135830E+332=-0.135830E+332=-0.135830E+332`.
    let a = lit("2").pow(lit("1100")).unwrap();
    let b = lit("1").div(a).unwrap();
    assert_eq!(e(a.add(b).unwrap()), "= 0.135830E+332");
    assert_eq!(e(b.add(a).unwrap()), "= 0.135830E+332");
    assert_eq!(e(a.sub(b).unwrap()), "= 0.135830E+332");
    assert_eq!(e(b.sub(a).unwrap()), "=-0.135830E+332");
    assert_eq!(e(a.neg().add(b).unwrap()), "=-0.135830E+332");
}
