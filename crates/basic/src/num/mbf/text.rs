//! Reading numbers from text: the literal scanner of program lines and DATA, and the
//! conversion of a number's text to a value (type chosen from its form) used by the
//! tokenizer, `VAL`, `INPUT` and `READ`.
//!
//! Source: `CodeStream.read_number` (`pcbasic/basic/base/codestream.py`), `Values.from_repr`
//! (`values/values.py`) and `str_to_decimal`, `Integer.from_str/from_hex/from_oct`
//! (`values/numbers.py`) of PC-BASIC 2.0.8.

use super::super::NumError;
use super::decimal::{Decimal, ReprError};
use super::GwNumber;

/// Characters GW-BASIC skips inside a number (`BLANKS`).
const BLANKS: &[u8] = b" \t\n";
/// ASCII separators: a number's text containing one reads as zero.
const SEPARATORS: &[u8] = b"\x1c\x1d\x1f";
/// MATH2.ASM `$FINEX` FX20: an exponent already at 3276 or more when another digit comes
/// becomes 32767 ("TO ASSURE OVERFLOW"); every result is 0 or overflow long before.
const EXP_SATURATED: i64 = 32767;

/// The scan of a literal (`read_number`): the number's characters, upper-cased, blanks
/// inside kept, plus how many bytes of `text` it claims (trailing blanks are not claimed,
/// a `%` suffix is). An empty word means the text holds no number here.
pub(crate) fn scan_literal(text: &[u8]) -> (Vec<u8>, usize) {
    let at = |i: usize| text.get(i).map(u8::to_ascii_uppercase);
    match at(0) {
        Some(b'&') => {
            // OCTCNS looks for the H or O through CHRGTR, past blanks (GWEVAL.ASM `OCTCNS`;
            // real GW-BASIC 3.23: `& H10` is 16, `& O17` and `& 17` are 15).
            let mut i = 1 + text[1..].iter().take_while(|c| BLANKS.contains(c)).count();
            let hex = at(i) == Some(b'H');
            let mut word = if hex { b"&H".to_vec() } else { b"&O".to_vec() };
            if hex || at(i) == Some(b'O') {
                i += 1;
            }
            while let Some(c) = at(i) {
                // hex digits must be contiguous; octal ones may have blanks between
                let ok = if hex {
                    c.is_ascii_hexdigit()
                } else {
                    (b'0'..=b'7').contains(&c) || BLANKS.contains(&c)
                };
                if !ok {
                    break;
                }
                word.push(c);
                i += 1;
            }
            (word, i)
        }
        Some(c) if c.is_ascii_digit() || b".+-".contains(&c) => scan_decimal(text),
        _ => (Vec::new(), 0),
    }
}

/// The decimal part of [`scan_literal`], as FIN reads it (MATH1.ASM `$FIN`, MATH2.ASM
/// `$FINEX`): a leading sign, digits and one point, each character fetched by CHRGTR, which
/// passes over blanks; an `E` (not the start of ELSE or EQV, `$CHKEL`) or `D` starts the
/// exponent, whose sign and digits are fetched the same way and which ends the number at
/// anything else: no type mark is read after it (`1E%` is the single 1 and a `%`). Before
/// an exponent, `%` is eaten and not kept (FN400), `!` and `#` end the number (FN500,
/// FN600). The cruncher then backs up over the blanks before where FIN stopped (GWMAIN.ASM
/// `BAKSP`), so only blanks followed by more of the number, or by the `%` FIN ate, are
/// claimed.
fn scan_decimal(text: &[u8]) -> (Vec<u8>, usize) {
    let at = |i: usize| text.get(i).map(u8::to_ascii_uppercase);
    let skippable = |c: u8| BLANKS.contains(&c) || SEPARATORS.contains(&c);
    let mut word: Vec<u8> = Vec::new();
    let mut pos = 0;
    if let Some(c @ (b'+' | b'-')) = at(0) {
        word.push(c);
        pos = 1;
    }
    let mut have_point = false;
    while let Some(c) = at(pos) {
        if skippable(c) || c.is_ascii_digit() || (c == b'.' && !have_point) {
            have_point |= c == b'.';
            word.push(c);
            pos += 1;
            continue;
        }
        match c {
            b'E' | b'D' => {
                // `1ELSE`, `1EQV`: the E starts a keyword, not an exponent
                let next = (pos + 1..text.len())
                    .filter_map(at)
                    .find(|&n| !BLANKS.contains(&n));
                if c == b'E' && matches!(next, Some(b'L' | b'Q')) {
                    break;
                }
                word.push(c);
                pos += 1;
                let mut signed = false;
                let mut digits = false;
                while let Some(d) = at(pos) {
                    let sign = matches!(d, b'+' | b'-') && !signed && !digits;
                    if !(skippable(d) || d.is_ascii_digit() || sign) {
                        break;
                    }
                    signed |= sign;
                    digits |= d.is_ascii_digit();
                    word.push(d);
                    pos += 1;
                }
            }
            b'%' => pos += 1,
            b'!' | b'#' => {
                word.push(c);
                pos += 1;
            }
            _ => {}
        }
        break;
    }
    // BAKSP: the blanks before the stopping point are not the number's
    let mut claimed = pos;
    while claimed > 0 && BLANKS.contains(&text[claimed - 1]) {
        claimed -= 1;
    }
    let trimmed = word.len() - word.iter().rev().take_while(|c| BLANKS.contains(c)).count();
    word.truncate(trimmed);
    let lead = word.iter().take_while(|c| BLANKS.contains(c)).count();
    word.drain(..lead);
    (word, claimed)
}

/// The value of a number's text (`from_repr`): `&H`/`&O`/`&` integers, a plain run of digits
/// that fits 16 bits as an integer, anything else as single or double. With `allow_nonnum`
/// (VAL) reading stops at the first character that cannot belong to the number; without it
/// (INPUT, program text) such a character makes the text not a number.
pub(crate) fn from_repr(word: &[u8], allow_nonnum: bool) -> Result<GwNumber, ReprError> {
    from_repr_as(word, allow_nonnum, allow_nonnum)
}

/// `from_repr` for INPUT and READ into a double variable: GWMAIN.ASM `NUMINS` calls
/// `FINDBL`, which builds every decimal number in double precision from its first digit.
pub(crate) fn from_repr_double(word: &[u8]) -> Result<GwNumber, ReprError> {
    from_repr_as(word, false, true)
}

/// `from_repr`, the decimal number built by `FINDBL` when `double`.
fn from_repr_as(word: &[u8], allow_nonnum: bool, double: bool) -> Result<GwNumber, ReprError> {
    let start = word
        .iter()
        .take_while(|c| **c == b' ' || **c == b'\n')
        .count();
    let word: Vec<u8> = word[start..].iter().map(u8::to_ascii_uppercase).collect();
    if word.is_empty() {
        return Ok(GwNumber::integer(0));
    }
    // OCTCNS reads the letter after `&` through CHRGTR, past blanks (`& H10` is &H10).
    let word = match word.strip_prefix(b"&") {
        Some(rest) => {
            let blanks = rest.iter().take_while(|c| BLANKS.contains(c)).count();
            [b"&", &rest[blanks..]].concat()
        }
        None => word,
    };
    if let Some(rest) = word.strip_prefix(b"&H") {
        if allow_nonnum {
            return radix_prefix(rest, 16).map_err(ReprError::Fatal);
        }
        // Hex digits are read byte by byte (`LOPHEX`): a blank among them ends the number
        // and leaves the rest unread (real GW-BASIC 3.23: INPUT of `&H  1` is `?Redo from
        // start`).
        let end = rest.len() - rest.iter().rev().take_while(|c| BLANKS.contains(c)).count();
        if rest[..end].iter().any(|c| BLANKS.contains(c)) {
            return Err(ReprError::Fatal(NumError::IllegalQuantity));
        }
        return radix_integer(rest, 16);
    }
    if let Some(rest) = word.strip_prefix(b"&") {
        let rest = rest.strip_prefix(b"O").unwrap_or(rest);
        if allow_nonnum {
            return radix_prefix(rest, 8).map_err(ReprError::Fatal);
        }
        // The digits come through CHRGTR too, blanks between them passed over (`&O1 2`
        // is 10).
        let digits: Vec<u8> = rest
            .iter()
            .copied()
            .filter(|c| !BLANKS.contains(c))
            .collect();
        return radix_integer(&digits, 8);
    }
    let digits = strip_blanks(&word);
    // VAL reads with `FINDBL`: even a short whole number is a double there
    if !double && !digits.is_empty() && digits.iter().all(u8::is_ascii_digit) {
        let mut v: i64 = 0;
        for &d in digits {
            v = (v * 10 + i64::from(d - b'0')).min(1 << 20);
        }
        if let Ok(i) = i16::try_from(v) {
            return Ok(GwNumber::integer(i));
        }
    }
    let dec =
        str_to_decimal(&word, allow_nonnum).ok_or(ReprError::Fatal(NumError::IllegalQuantity))?;
    super::fin::fin(&dec, double)
}

/// Whether FIN reading `text` meets an 8 or a 9 among an octal constant's digits: GW's
/// `OCTCNS` reads `&` (then `O`, or any other character but `H` read again) and its digits
/// through CHRGTR, which passes over blanks, and a digit past 7 is `Syntax error` outside
/// keyboard INPUT (GWEVAL.ASM `LOPOCT`, `CONERR`; real GW-BASIC 3.23: `VAL("&O19")` and
/// INPUT # of `&8` are 2, `&O7A` is 7), unless the value overflowed before it.
pub(crate) fn octal_digit_error(text: &[u8]) -> bool {
    let mut chars = text
        .iter()
        .filter(|c| !BLANKS.contains(c))
        .map(u8::to_ascii_uppercase)
        .peekable();
    if chars.next() != Some(b'&') {
        return false;
    }
    match chars.peek() {
        Some(b'H') => return false,
        Some(b'O') => {
            chars.next();
        }
        _ => {}
    }
    // each digit is checked, then the value times eight: an overflow before the 8 or 9 is
    // `Overflow` (`CKOVER`), not the syntax error (`VAL("&7557708")` is 6)
    let mut v: u32 = 0;
    for c in chars {
        match c {
            b'0'..=b'7' if v * 8 > 0xffff => return false,
            b'0'..=b'7' => v = v * 8 + u32::from(c - b'0'),
            b'8' | b'9' => return true,
            _ => return false,
        }
    }
    false
}

/// Whether `$FIN` reading this number's text leaves the machine's text pointer lost:
/// MATH1.ASM `$FINE` subtracts the digits after the point from a negative exponent with
/// `SUB DX,DI` and `JO FIN80`, which leaves through `FIN45` before `MDPTEN` pushed its text
/// pointer and type flags, so `POPF`/`POP BX`/`RET` take `$FINE`'s own return address, the
/// sign flags `FN40` pushed (as the text pointer) and `$FIN`'s `$FLGOC` (as the return).
/// The number is the zero of its type, but the text after it is read from a stray address
/// (real GW-BASIC 3.23: `PRINT 4.38D-65536+1;2` is stored `PRINT 0#`, the rest of the
/// line lost; READ of such a DATA item is `Out of DATA` next; INPUT of it `?Redo from
/// start`). It happens when the exponent (saturated at 32767 by `$FINEX`) and the digits
/// after the point add up past 32768.
pub(crate) fn fine_loses_pointer(text: &[u8]) -> bool {
    let skip = text.iter().take_while(|c| BLANKS.contains(c)).count();
    let text = &text[skip..];
    if text.first() == Some(&b'&') {
        return false;
    }
    let (word, _) = scan_decimal(text);
    str_to_decimal(&word, true).is_some_and(|dec| {
        dec.exp_letter.is_some() && dec.exponent < 0 && dec.after_point - dec.exponent > 32768
    })
}

/// `s` without blanks at either end.
fn strip_blanks(s: &[u8]) -> &[u8] {
    let start = s.iter().take_while(|c| BLANKS.contains(c)).count();
    let end = s.len()
        - s[start..]
            .iter()
            .rev()
            .take_while(|c| BLANKS.contains(c))
            .count();
    &s[start..end]
}

/// VAL's `&H`/`&O` value (GWEVAL.ASM OCTCNS): the digits up to the first character that is
/// not one (real GW-BASIC 3.23: `VAL("&h1g")` is 1, `VAL(" &H 1F")` 0: hex digits are read
/// byte by byte, blanks not skipped); octal digits come through CHRGTR, which skips blanks.
/// A fifth hex digit, or an octal value past 16 bits, is `Overflow`.
fn radix_prefix(text: &[u8], radix: u32) -> Result<GwNumber, NumError> {
    let mut v: u32 = 0;
    let mut digits = 0;
    for &c in text {
        if radix == 8 && BLANKS.contains(&c) {
            continue;
        }
        let Some(d) = (c as char).to_digit(radix) else {
            break;
        };
        digits += 1;
        v = v * radix + d;
        if (radix == 16 && digits > 4) || v > 0xffff {
            return Err(NumError::Overflow);
        }
    }
    Ok(GwNumber::integer(v as u16 as i16))
}

/// An `&H`/`&O` value: PC-BASIC hands the text to Python's `int(text, radix)`, which allows
/// surrounding white space, a sign, a `0X`/`0O` prefix and `_` between digits; empty text
/// is 0. The result is stored as 16 bits; -32768..65535 fit (negatives count from 65536).
fn radix_integer(text: &[u8], radix: u32) -> Result<GwNumber, ReprError> {
    const PY_SPACE: &[u8] = b" \t\n\r\x0b\x0c";
    let ifc = ReprError::Fatal(NumError::IllegalQuantity);
    if text.is_empty() {
        return Ok(GwNumber::integer(0));
    }
    let start = text.iter().take_while(|c| PY_SPACE.contains(c)).count();
    let end = text.len()
        - text[start..]
            .iter()
            .rev()
            .take_while(|c| PY_SPACE.contains(c))
            .count();
    let mut t = &text[start..end];
    let mut neg = false;
    if let Some((&s, rest)) = t.split_first() {
        if s == b'+' || s == b'-' {
            neg = s == b'-';
            t = rest;
        }
    }
    let prefix: &[u8] = if radix == 16 { b"0X" } else { b"0O" };
    let mut after_prefix = false;
    if let Some(rest) = t.strip_prefix(prefix) {
        t = rest;
        after_prefix = true;
    }
    let mut v: i64 = 0;
    let mut any = false;
    let mut last_underscore = after_prefix;
    for (i, &c) in t.iter().enumerate() {
        if c == b'_' {
            // `_` only between digits (or right after the prefix)
            if (i == 0 && !after_prefix) || (i > 0 && last_underscore) || i + 1 == t.len() {
                return Err(ifc);
            }
            last_underscore = true;
            continue;
        }
        let d = (c as char).to_digit(radix).ok_or(ifc)?;
        v = (v * i64::from(radix) + i64::from(d)).min(1 << 40);
        any = true;
        last_underscore = false;
    }
    if !any {
        return Err(ifc);
    }
    let mut v = if neg { -v } else { v };
    if v < 0 {
        v += 0x10000;
    }
    if !(-0x8000..=0xffff).contains(&v) {
        return Err(ReprError::Fatal(NumError::Overflow));
    }
    if v < 0 {
        // Python's struct refuses a negative unsigned short
        return Err(ifc);
    }
    Ok(GwNumber::integer(v as u16 as i16))
}

/// Splits decimal text into sign, digits and power of ten (`str_to_decimal`). Blanks are
/// skipped anywhere (`1 2 3` is 123); the type comes from `fin.rs`'s accumulation. `None` when a
/// character that cannot belong to a number turns up and `allow_nonnum` is off.
fn str_to_decimal(s: &[u8], allow_nonnum: bool) -> Option<Decimal> {
    let (mut found_sign, mut found_point, mut found_exp, mut found_exp_sign) =
        (false, false, false, false);
    let (mut exp_neg, mut neg) = (false, false);
    let mut exponent = 0i64;
    let (mut all_digits, mut after_point) = (Vec::new(), 0i64);
    let (mut exp_letter, mut mark) = (None, None);
    for &c in s {
        // A type mark ends the number; in INPUT only blanks may follow it (`7!2` is not
        // a number: the INPUT's terminator check finds the `2`).
        if mark.is_some() {
            if allow_nonnum {
                break;
            }
            if BLANKS.contains(&c) {
                continue;
            }
            return None;
        }
        if BLANKS.contains(&c) {
            continue;
        }
        if SEPARATORS.contains(&c) {
            return Some(Decimal {
                neg: false,
                digits: Vec::new(),
                point: false,
                after_point: 0,
                exponent: 0,
                exp_letter: None,
                mark: None,
            });
        }
        if !found_sign {
            found_sign = true;
            if c == b'+' || c == b'-' {
                neg = c == b'-';
                continue;
            }
        }
        if !found_exp {
            match c {
                b'0'..=b'9' => {
                    all_digits.push(c - b'0');
                    if found_point {
                        after_point += 1;
                    }
                    continue;
                }
                // a second point ends the number (`$FIN` FN100)
                b'.' if found_point && allow_nonnum => break,
                b'.' if found_point => return None,
                b'.' => {
                    found_point = true;
                    continue;
                }
                b'E' | b'D' | b'e' | b'd' => {
                    found_exp = true;
                    exp_letter = Some(c.to_ascii_uppercase());
                    continue;
                }
                b'!' => {
                    mark = Some(c);
                    continue;
                }
                b'#' => {
                    mark = Some(c);
                    continue;
                }
                // `%` is eaten and the number finished as it stands, of no forced type
                // (MATH1.ASM `$FIN` FN400: "Eat the percent sign"; real GW-BASIC 3.23:
                // INPUT of `3%` is 3, of `%` 0).
                b'%' if allow_nonnum => break,
                b'%' => {
                    mark = Some(c);
                    continue;
                }
                _ if allow_nonnum => break,
                _ => return None,
            }
        }
        if !found_exp_sign {
            found_exp_sign = true;
            if c == b'+' || c == b'-' {
                exp_neg = c == b'-';
                continue;
            }
        }
        if c.is_ascii_digit() {
            exponent = if exponent >= 3276 {
                EXP_SATURATED
            } else {
                exponent * 10 + i64::from(c - b'0')
            };
        } else if allow_nonnum {
            break;
        } else {
            return None;
        }
    }
    Some(Decimal {
        neg,
        digits: all_digits,
        point: found_point,
        after_point,
        exponent: if exp_neg { -exponent } else { exponent },
        exp_letter,
        mark,
    })
}
