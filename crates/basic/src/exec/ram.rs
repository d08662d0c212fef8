//! The PC's conventional memory outside what ferrite models byte by byte (the text page,
//! the BIOS data area, BASIC's data segment): RAM that keeps what a program POKEs there.
//!
//! On the machine every byte below 640K (linear 0xA0000) is RAM: the interrupt vectors at
//! segment 0, DOS, GW-BASIC itself, and the free memory above BASIC's 64K. A program POKEs
//! a test pattern, a table or machine code there and PEEKs it back (the real GW-BASIC 3.23:
//! `DEF SEG=7:POKE 11,&H55:PRINT PEEK(11)` and the same at &H7000:0, &H9000:&H1234,
//! &H40:&H300 give 85), while the ROMs at &HC000 and &HF000 keep their bytes (a POKE there
//! reads back as before). What the machine held before a POKE (DOSBox's vectors, DOS's
//! code) is not known to ferrite: an unwritten byte reads 0, as most of that memory does.

use std::collections::HashMap;

/// Linear addresses from here up are video memory and ROMs, not RAM.
const RAM_END: u32 = 0xA0000;

/// The bytes programs POKEd into conventional memory.
#[derive(Debug, Default)]
pub struct Ram {
    bytes: HashMap<u32, u8>,
}

impl Ram {
    /// The byte at `seg`:`a`, or `None` when that is not conventional RAM.
    pub fn peek(&self, seg: u16, a: u16) -> Option<u8> {
        let linear = linear(seg, a)?;
        Some(self.bytes.get(&linear).copied().unwrap_or(0))
    }

    /// Writes `v` at `seg`:`a` when that is conventional RAM (ROM and video memory ignore it).
    pub fn poke(&mut self, seg: u16, a: u16, v: u8) {
        if let Some(linear) = linear(seg, a) {
            self.bytes.insert(linear, v);
        }
    }
}

/// The linear address of `seg`:`a` when it is below 640K.
fn linear(seg: u16, a: u16) -> Option<u32> {
    let l = u32::from(seg) * 16 + u32::from(a);
    (l < RAM_END).then_some(l)
}

#[cfg(test)]
mod tests {
    use super::Ram;

    /// The real GW-BASIC 3.23: a POKE below 640K reads back; at &HF000 and &HC000 it does not.
    #[test]
    fn ram_below_640k_keeps_a_poke_and_rom_does_not() {
        let mut r = Ram::default();
        for (seg, a) in [(7, 11), (0x7000, 0), (0x9000, 0x1234), (0x5000, 0xffff)] {
            r.poke(seg, a, 0x55);
            assert_eq!(r.peek(seg, a), Some(0x55));
        }
        // The same byte through another segment.
        assert_eq!(r.peek(0, 0x7b), Some(0x55));
        r.poke(0xF000, 0x100, 0x55);
        assert_eq!(r.peek(0xF000, 0x100), None);
        assert_eq!(r.peek(0xC000, 0x10), None);
    }
}
