//! LIST output per dialect, and RENUM's rewriting of targets.

use super::{list_text, render, ListStyle};
use crate::dialect::{Altair, Gw, C64};

fn crunched_altair(text: &str) -> String {
    String::from_utf8_lossy(&list_text::<Altair>(text.as_bytes(), ListStyle::Crunched)).into()
}

fn crunched_c64(text: &str) -> String {
    String::from_utf8_lossy(&list_text::<C64>(text.as_bytes(), ListStyle::Crunched)).into()
}

fn gw(text: &str) -> String {
    String::from_utf8_lossy(&list_text::<Gw>(text.as_bytes(), ListStyle::Detokenised)).into()
}

#[test]
fn crunched_lines_spell_keywords_and_keep_spaces() {
    assert_eq!(
        crunched_altair("print \"Hi\";:  goto 40"),
        "PRINT \"Hi\";:  GOTO 40"
    );
    assert_eq!(crunched_altair("fori=1to9"), "FORI=1TO9");
    assert_eq!(crunched_c64("?\"A\""), "PRINT\"A\"");
}

#[test]
fn crunched_lines_lose_the_spaces_before_the_first_statement() {
    assert_eq!(crunched_altair("   REM  X"), "REM  X");
    assert_eq!(crunched_c64("  PRINT 1"), "PRINT 1");
}

#[test]
fn rem_and_data_text_lists_as_typed() {
    assert_eq!(crunched_altair("REM print this"), "REM print this");
    assert_eq!(crunched_c64("DATA a, b ,c"), "DATA a, b ,c");
    assert_eq!(gw("DATA 007, x"), "DATA 007, x");
}

#[test]
fn crunched_lines_keep_numbers_as_typed() {
    assert_eq!(crunched_c64("A=0.50:GOTO 010"), "A=0.50:GOTO 010");
}

#[test]
fn gw_lists_constants_from_their_stored_form() {
    assert_eq!(
        gw("a=1.0:b=0.5:c=100000:d=1.23456789"),
        "A=1!:B=.5:C=100000!:D=1.23456789#"
    );
    assert_eq!(gw("x=1E3+7"), "X=1000!+7");
    assert_eq!(gw("GOTO 0100"), "GOTO 100");
    assert_eq!(gw("a%=5%+0.0+1.5#"), "A%=5+0!+1.5#");
}

#[test]
fn gw_separates_a_keyword_from_the_digit_before_it() {
    assert_eq!(gw("IF X=1THEN 20"), "IF X=1 THEN 20");
    assert_eq!(crunched_c64("IFX=1THEN20"), "IFX=1THEN20");
}

#[test]
fn gw_keeps_digits_of_names_and_fn_names() {
    assert_eq!(gw("a1=m2+FNr(x1)"), "A1=M2+FNR(X1)");
    assert_eq!(gw("ON X GOTO 10, 020,30"), "ON X GOTO 10, 20,30");
}

#[test]
fn renumbering_rewrites_every_kind_of_target() {
    let mut map = |n: u32| Some(n * 10);
    let text = b"IF A THEN 1 ELSE 2: GOSUB 3: ON X GOTO 4,5: RESTORE 6";
    let out = render::<Gw>(text, ListStyle::Detokenised, &mut map);
    assert_eq!(
        String::from_utf8_lossy(&out),
        "IF A THEN 10 ELSE 20: GOSUB 30: ON X GOTO 40,50: RESTORE 60"
    );
    let out = render::<C64>(b"GOTO1:PRINT 1", ListStyle::Crunched, &mut map);
    assert_eq!(String::from_utf8_lossy(&out), "GOTO10:PRINT 1");
}

/// A small xorshift generator: the same bytes on every run.
fn bytes(seed: &mut u64, len: usize) -> Vec<u8> {
    const ALPHABET: &[u8] = b"0123456789.E+-*/:;,()$%!#&HO ?'\"ABCFGINOPRSTXgotoprint";
    (0..len)
        .map(|_| {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            ALPHABET[(*seed % ALPHABET.len() as u64) as usize]
        })
        .collect()
}

#[test]
fn any_typed_text_lists_without_panicking_and_keeps_its_strings() {
    let mut seed = 0x9E37_79B9_7F4A_7C15;
    for round in 0..3000 {
        let text = bytes(&mut seed, round % 60);
        let _ = list_text::<Altair>(&text, ListStyle::Crunched);
        let _ = list_text::<C64>(&text, ListStyle::Crunched);
        let out = list_text::<Gw>(&text, ListStyle::Detokenised);
        let quotes = |t: &[u8]| t.iter().filter(|&&c| c == b'"').count();
        assert_eq!(
            quotes(&out),
            quotes(&text),
            "{:?}",
            String::from_utf8_lossy(&text)
        );
        let _ = render::<Gw>(&text, ListStyle::Detokenised, &mut |n| {
            Some(n.wrapping_mul(7))
        });
    }
}

/// GW-BASIC lists what its cruncher stored (GWLIST.ASM `BUFLIN`); each case was checked
/// on GW-BASIC 3.23 with difftest/gw/program/difflist.py.
#[test]
fn gw_lists_the_crunched_line() {
    // Octal constants come back with `&O`, the spaces after them are gone (OCTCNS reads
    // with CHRGTR), and `&O` alone is 0.
    assert_eq!(gw("A=&777"), "A=&O777");
    assert_eq!(gw("PRINT  DATAX*&O\t;  &O17 B"), "PRINT  DATAX*&O0;  &O17B");
    // Numbers after ERL are line numbers: `0.5` is line 0, `.`, line 5.
    assert_eq!(gw("IF ERL<0.5 THEN 10"), "IF ERL<0.5 THEN 10");
    assert_eq!(gw("IF ERL<>65529 THEN 10"), "IF ERL<>65529 THEN 10");
    // A name ends at `$`, so the number after it is a constant again.
    assert_eq!(gw("X=X$MKD$65536"), "X=X$MKD$65536!");
    // A tab ends a name; a space does not.
    assert_eq!(gw("X=DATAXSEG\t65535"), "X=DATAXSEG\t65535!");
    // Trailing spaces are kept; GO TO is GOTO.
    assert_eq!(gw("DELETE "), "DELETE ");
    assert_eq!(gw("GO TO\t"), "GOTO\t");
}
