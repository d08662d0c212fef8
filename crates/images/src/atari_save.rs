//! Recognising Atari BASIC's SAVE format (the interpreter reads it: ferrite-basic's
//! `atari::saved`): two zero bytes (LOMEM less itself), six more pointers relative to LOMEM
//! in ascending order (VNTP, VNTD, VVTP, STMTAB, STMCUR, STARP), then the tables from VNTP
//! to STARP (Atari BASIC Source Book, XSAVE).

/// The header's length: seven 2-byte pointers.
const HEADER: usize = 14;

/// Whether `bytes` are a SAVEd Atari BASIC program: the header's shape, and as many bytes
/// after it as it says.
pub fn is_atari_save(bytes: &[u8]) -> bool {
    if bytes.len() < HEADER {
        return false;
    }
    let word = |k: usize| u16::from_le_bytes([bytes[2 * k], bytes[2 * k + 1]]);
    if word(0) != 0 {
        return false;
    }
    let p: Vec<u16> = (1..7).map(word).collect();
    // VNTP is where LOMEM's table starts: 256 bytes above LOMEM on every rev. C SAVE
    // (the token output buffer sits between), which keeps text files from passing.
    if p[0] != 0x100 || p.windows(2).any(|w| w[0] > w[1]) {
        return false;
    }
    let len = usize::from(p[5] - p[0]);
    bytes.len() >= HEADER + len
}
