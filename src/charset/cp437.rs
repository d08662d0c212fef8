//! Code page 437, the character set of the IBM PC's ROM font that GW-BASIC printed with
//! (IBM Technical Reference, "Character set"; Unicode's mapping file CP437.TXT): the 128
//! characters of codes 128-255.

/// The characters of codes 128-255 in order (255 is the no-break space).
const HIGH: &str = "ÇüéâäàåçêëèïîìÄÅ\
ÉæÆôöòûùÿÖÜ¢£¥₧ƒ\
áíóúñÑªº¿⌐¬½¼¡«»\
░▒▓│┤╡╢╖╕╣║╗╝╜╛┐\
└┴┬├─┼╞╟╚╔╩╦╠═╬╧\
╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀\
αßΓπΣσµτΦΘΩδ∞φε∩\
≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u{a0}";

/// The code for a character, when code page 437 has it.
pub fn encode(c: char) -> Option<u8> {
    if c.is_ascii() {
        return u8::try_from(u32::from(c)).ok();
    }
    // Greek small beta and mu were drawn with the German sharp s and the micro sign's glyphs.
    let c = match c {
        'β' => 'ß',
        'μ' => 'µ',
        other => other,
    };
    HIGH.chars()
        .position(|h| h == c)
        .and_then(|i| u8::try_from(128 + i).ok())
}

/// The character a code shows as.
pub fn decode(code: u8) -> char {
    match code.checked_sub(128) {
        None => char::from(code),
        Some(i) => HIGH.chars().nth(usize::from(i)).unwrap_or('?'),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_high_half_has_128_distinct_characters() {
        assert_eq!(HIGH.chars().count(), 128);
        let all: std::collections::HashSet<char> = HIGH.chars().collect();
        assert_eq!(all.len(), 128);
    }

    #[test]
    fn letters_and_box_drawing_have_their_codes() {
        assert_eq!(encode('É'), Some(0x90));
        assert_eq!(encode('ü'), Some(0x81));
        assert_eq!(encode('─'), Some(0xC4));
        assert_eq!(encode('╔'), Some(0xC9));
        assert_eq!(encode('█'), Some(0xDB));
        assert_eq!(encode('€'), None);
        for code in 0..=255u8 {
            assert_eq!(encode(decode(code)), Some(code), "{code}");
        }
    }
}
