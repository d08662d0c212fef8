//! Cases asked of the real GW-BASIC 3.23 (`../shared/oracles/gw-real`, with
//! `difftest/gw/num`, 2026-11-28): each expected value is what the machine gave.

use super::super::*;

/// A double from the hex `gwdiff.py --mode dbytes` prints: the exponent byte first, then
/// the mantissa from its top byte down (the order of `MKD$` read backwards).
fn dbl(hex: &str) -> GwNumber {
    let mut b = [0u8; 8];
    for (i, byte) in b.iter_mut().rev().enumerate() {
        *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap_or(0);
    }
    GwNumber::double(Mbf64::from_bytes(b))
}

/// The same hex form of a double result.
fn hex(n: GwNumber) -> String {
    n.to_bytes()
        .iter()
        .rev()
        .map(|b| format!("{b:02X}"))
        .collect()
}

#[test]
fn double_arithmetic_is_gws_own() {
    // `expr | real` lines of `gwdiff.py --mode dbytes` on `gen_ops.py 1 1500 dops`
    let cases: [(&str, char, &str, &str); 8] = [
        (
            "78158833822E1454",
            '*',
            "84AACBDDC37BE329",
            "7BC7870D7C1CCF91",
        ),
        (
            "8B15341DEFE75A32",
            '*',
            "048339C0B7FB6188",
            "0E98F6A87D7E0BE0",
        ),
        (
            "83E7BDB9AD7D80FB",
            '+',
            "7B1C4471804B0E55",
            "83E721753BFD35ED",
        ),
        (
            "8865A072FFFF80FF",
            '+',
            "76CB68C4A3217771",
            "8865A04025CE5837",
        ),
        // the shifted operand's sticky bit borrows in a difference ($SHRA)
        (
            "73BAFBBA6500FF00",
            '-',
            "8CF5E2E6D0A9DD6C",
            "8C75E2E6732C0039",
        ),
        (
            "7040AFAC4CC500FF",
            '-',
            "7913387191EB121D",
            "7992D819BBC4AF9D",
        ),
        (
            "7CB428450F556408",
            '/',
            "806665FEC6D0417A",
            "7CC82D188A8415E3",
        ),
        (
            "71A40B18808080FF",
            '/',
            "7FBBCDAED70CFFFF",
            "725F9CA8D6E5A095",
        ),
    ];
    for (a, op, b, want) in cases {
        let (a, b) = (dbl(a), dbl(b));
        let r = match op {
            '+' => a.add(b),
            '-' => a.sub(b),
            '*' => a.mul(b),
            _ => a.div(b),
        };
        assert_eq!(r.map(hex), Ok(want.to_string()), "{op}");
    }
}

#[test]
fn double_digits_are_gws() {
    // the machine prints 16 digits of these (PRINT of the `dops` results above)
    assert_eq!(dbl("7BC7870D7C1CCF91").format(), "-2.435639032128196D-02");
    assert_eq!(dbl("8C75E2E6732C0039").format(), " 3934.181262180212");
}

#[test]
fn integer_sums_stay_integers() {
    let i = GwNumber::integer;
    assert_eq!(i(12345).add(i(-3)).map(|n| n.kind()), Ok(NumKind::Integer));
    assert_eq!(i(300).mul(i(-100)), Ok(i(-30000)));
    // beyond 16 bits: the single (PRINT 32767+1 gives 32768, RND after RANDOMIZE of it
    // that of a single)
    let s = |v: i128| GwNumber::single(Mbf32::from_i128(v).unwrap_or(Mbf32::ZERO));
    assert_eq!(i(32767).add(i(1)), Ok(s(32768)));
    assert_eq!(i(-16384).mul(i(3)), Ok(s(-49152)));
    // ISUB subtracts -32768 in single precision and forces the result back to an integer
    assert_eq!(i(-1).sub(i(-32768)), Ok(i(32767)));
    assert_eq!(i(0).sub(i(-32768)), Err(NumError::Overflow));
    assert_eq!(i(-32768).int_div(i(-1)), Ok(s(32768)));
    // IMOD: equal operands are 0 before the divisor is tested
    assert_eq!(i(0).modulo(i(0)), Ok(i(0)));
    assert_eq!(i(-5).abs(), i(5));
    assert_eq!(i(-32768).abs(), s(32768));
}

#[test]
fn power_overflow_goes_on_as_fpwr_does() {
    let lit = |s: &str| super::lit(s);
    // NBS P035: 3 + 10^-99999 warns Overflow and is 3 (10^-99999 is 1/max)
    let (ten, e) = (lit("10"), lit("99999").neg().unwrap_or_default());
    assert_eq!(ten.pow(e), Err(NumError::Overflow));
    let v = GwNumber::fault_value(FaultOp::Pow, ten, e);
    assert_eq!(v.format(), " 5.877472E-39");
    // NBS P175: (-1E33)^(-3333) warns and prints -5.877472E-39
    let neg = |s: &str| lit(s).neg().unwrap_or_default();
    let (a, b) = (neg("1E33"), neg("3333"));
    assert_eq!(
        GwNumber::fault_value(FaultOp::Pow, a, b).format(),
        "-5.877472E-39"
    );
    // 1.25#^255 is 5.15292E+24 (XTON's order of products), 1E-38^-16384 overflows
    assert_eq!(
        lit("1.25").pow(lit("255")).map(|n| n.format()),
        Ok(" 5.15292E+24".into())
    );
    assert_eq!(lit("1E-38").pow(lit("-16384")), Err(NumError::Overflow));
}
