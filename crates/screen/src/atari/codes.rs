//! ATASCII, the code programs print, and the internal code the display hardware reads from
//! screen memory (De Re Atari, chapter 2, "internal character set"; Mapping the Atari,
//! appendix "ATASCII and internal codes"). Bit 7 is inverse video in both.

/// The internal code screen memory holds for an ATASCII character: 0-31 become 64-95,
/// 32-95 become 0-63, 96-127 stay; the inverse bit is kept.
pub fn atascii_to_internal(atascii: u8) -> u8 {
    let inverse = atascii & 0x80;
    let code = atascii & 0x7f;
    let internal = match code {
        0x00..=0x1f => code + 0x40,
        0x20..=0x5f => code - 0x20,
        _ => code,
    };
    internal | inverse
}

/// The ATASCII character an internal code shows (the inverse of [`atascii_to_internal`]).
pub fn internal_to_atascii(internal: u8) -> u8 {
    let inverse = internal & 0x80;
    let code = internal & 0x7f;
    let atascii = match code {
        0x00..=0x3f => code + 0x20,
        0x40..=0x5f => code - 0x40,
        _ => code,
    };
    atascii | inverse
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_conversion_round_trips_every_byte() {
        for b in 0..=255u8 {
            assert_eq!(internal_to_atascii(atascii_to_internal(b)), b);
        }
    }

    #[test]
    fn space_letters_and_graphics_have_their_internal_codes() {
        assert_eq!(atascii_to_internal(b' '), 0);
        assert_eq!(atascii_to_internal(b'A'), 33);
        assert_eq!(atascii_to_internal(0), 64);
        assert_eq!(atascii_to_internal(b'a'), b'a');
        assert_eq!(atascii_to_internal(b'A' | 0x80), 33 | 0x80);
    }
}
