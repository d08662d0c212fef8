//! The PC's BIOS data area (segment 0, offsets 0x400 up) as far as BASIC programs use it:
//! the keyboard buffer. A program that POKEs keys there (`DEF SEG=0`, head and tail words at
//! 0x41A and 0x41C, a ring of 16 key words from 0x41E, each the character then its scan
//! code) has them typed at the prompt once it stops.
//!
//! Sources: IBM PC Technical Reference, BIOS data area (keyboard buffer 0040:001E, head
//! 0040:001A, tail 0040:001C); pcbasic-suite KEYPOKE (`goto 910` poked, then `LIST` stops
//! the program and the keys run line 910).

/// Where the BIOS data area starts in segment 0.
const BASE: u16 = 0x400;
/// Its size here.
const SIZE: usize = 0x100;
/// The head pointer's offset in the area (the tail's follows).
const HEAD: usize = 0x1A;
/// The keyboard ring's first and last+1 offsets in the area.
const RING: (usize, usize) = (0x1E, 0x3E);

/// The bytes of the BIOS data area a program has written.
#[derive(Clone, Debug)]
pub struct BiosData {
    bytes: Vec<u8>,
}

impl Default for BiosData {
    fn default() -> Self {
        let mut bytes = vec![0; SIZE];
        // An empty buffer: head and tail both at its start.
        bytes[HEAD] = RING.0 as u8;
        bytes[HEAD + 2] = RING.0 as u8;
        Self { bytes }
    }
}

impl BiosData {
    /// A byte at offset `a` of segment 0 (0 outside the area).
    pub fn peek(&self, a: u16) -> u8 {
        a.checked_sub(BASE)
            .and_then(|o| self.bytes.get(usize::from(o)).copied())
            .unwrap_or(0)
    }

    /// Writes a byte at offset `a` of segment 0 (ignored outside the area).
    pub fn poke(&mut self, a: u16, v: u8) {
        if let Some(b) = a
            .checked_sub(BASE)
            .and_then(|o| self.bytes.get_mut(usize::from(o)))
        {
            *b = v;
        }
    }

    /// The characters waiting between head and tail, which empties the buffer. A head or
    /// tail outside the ring leaves nothing to take.
    pub fn take_keys(&mut self) -> Vec<u8> {
        let mut keys = Vec::new();
        let mut head = usize::from(self.bytes[HEAD]);
        let tail = usize::from(self.bytes[HEAD + 2]);
        let inside = |p: usize| (RING.0..RING.1).contains(&p) && (p - RING.0).is_multiple_of(2);
        if !inside(head) || !inside(tail) {
            return keys;
        }
        // At most one lap of the ring.
        for _ in 0..(RING.1 - RING.0) / 2 {
            if head == tail {
                break;
            }
            keys.push(self.bytes[head]);
            head += 2;
            if head >= RING.1 {
                head = RING.0;
            }
        }
        self.bytes[HEAD] = tail as u8;
        keys
    }
}

#[cfg(test)]
mod tests {
    use super::BiosData;

    #[test]
    fn poked_keys_between_head_and_tail_are_taken_once() {
        let mut b = BiosData::default();
        assert!(b.take_keys().is_empty());
        b.poke(1050, 30);
        b.poke(1052, 34);
        b.poke(1054, b'A');
        b.poke(1056, 13);
        assert_eq!(b.peek(1052), 34);
        assert_eq!(b.take_keys(), b"A\r");
        assert!(b.take_keys().is_empty());
        // A head outside the ring gives nothing.
        b.poke(1050, 3);
        assert!(b.take_keys().is_empty());
    }
}
