//! SAVE and LOAD's tokenised file format (CSAVE and CLOAD write and read the same bytes
//! through C:): seven 2-byte pointers relative to LOMEM (LOMEM itself, so the file starts
//! with two zero bytes; VNTP, VNTD, VVTP, STMTAB, STMCUR, STARP), then the memory from VNTP
//! up to STARP: the variable-name table, the value table and the statement table with the
//! direct line at its end.
//!
//! Sources: the Atari BASIC Source Book (XSAVE, XLOAD: the header of 7 pointers less
//! LOMEM, `ERROR- 21` for a file that does not start with 0, `ERROR- 19` when it does not
//! fit); Mapping the Atari (128-141: "the first two bytes written will both be zero").

use crate::memory::{
    Memory, APPMHI, LOMEM, MEMTOP_BASIC, MEMTOP_OS, RUNSTK, STARP, STMCUR, STMTAB, VNTD, VNTP, VVTP,
};

/// The pointers the header holds, in order.
const HEADER: [u16; 7] = [LOMEM, VNTP, VNTD, VVTP, STMTAB, STMCUR, STARP];

/// The header's length in bytes.
pub const HEADER_LEN: usize = 14;

/// Why a LOAD failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// `ERROR- 19`: the program does not fit below MEMTOP.
    TooLong,
    /// `ERROR- 21`: not a SAVEd program (the first word is not 0, the pointers are out of
    /// order, or the file is shorter than its header says).
    NotAProgram,
}

impl LoadError {
    /// The error number the ROM prints.
    pub fn code(self) -> u8 {
        match self {
            LoadError::TooLong => 19,
            LoadError::NotAProgram => 21,
        }
    }
}

/// The bytes SAVE writes for the program in `mem`.
pub fn save(mem: &Memory) -> Vec<u8> {
    let lomem = mem.word(LOMEM);
    let mut out = Vec::with_capacity(HEADER_LEN + 4096);
    for p in HEADER {
        out.extend_from_slice(&mem.word(p).wrapping_sub(lomem).to_le_bytes());
    }
    let (from, to) = (mem.word(VNTP), mem.word(STARP));
    out.extend_from_slice(mem.slice(from, usize::from(to.saturating_sub(from))));
    out
}

/// LOAD: puts a SAVEd program into `mem` at its LOMEM and sets the pointers; the string and
/// array space and the run-time stack are left empty (RUNSTK and MEMTOP at STARP). The
/// variable values are as saved; the ROM's CLR that follows a LOAD is the caller's.
pub fn load(mem: &mut Memory, data: &[u8]) -> Result<(), LoadError> {
    if data.len() < HEADER_LEN {
        return Err(LoadError::NotAProgram);
    }
    let word = |k: usize| u16::from_le_bytes([data[2 * k], data[2 * k + 1]]);
    if word(0) != 0 {
        return Err(LoadError::NotAProgram);
    }
    let offsets: Vec<u16> = (0..7).map(word).collect();
    if offsets.windows(2).any(|w| w[0] > w[1]) {
        return Err(LoadError::NotAProgram);
    }
    let len = usize::from(offsets[6] - offsets[1]);
    if data.len() < HEADER_LEN + len {
        return Err(LoadError::NotAProgram);
    }
    let lomem = mem.word(LOMEM);
    let top = u32::from(lomem) + u32::from(offsets[6]);
    if top > u32::from(mem.word(MEMTOP_OS)) {
        return Err(LoadError::TooLong);
    }
    for (p, off) in HEADER.iter().zip(&offsets) {
        mem.set_word(*p, lomem + off);
    }
    mem.write(lomem + offsets[1], &data[HEADER_LEN..HEADER_LEN + len]);
    let starp = mem.word(STARP);
    mem.set_word(RUNSTK, starp);
    mem.set_word(MEMTOP_BASIC, starp);
    mem.set_word(APPMHI, starp);
    Ok(())
}
