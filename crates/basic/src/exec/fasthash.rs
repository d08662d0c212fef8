//! A fast hasher for the interpreter's small integer keys (array names, loop positions).
//!
//! The standard `HashMap` hashes with SipHash, which guards against keys chosen to collide;
//! a BASIC program's keys are a handful of name numbers and statement positions, so a
//! multiply-and-rotate mix of the few words of a key is enough and several times cheaper.
//! Nothing depends on the iteration order of these maps.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A map keyed by small integers, hashed with [`WordHasher`].
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<WordHasher>>;

/// Mixes each word written into it with a rotate, an exclusive or and a multiply by an odd
/// constant (the golden-ratio multiplier of Knuth's multiplicative hashing).
#[derive(Clone, Copy, Debug, Default)]
pub struct WordHasher(u64);

impl WordHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }

    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    fn write_isize(&mut self, i: isize) {
        self.add(i as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_stay_apart() {
        let mut m: FastMap<(u16, u8), u32> = FastMap::default();
        for a in 0..100u16 {
            for b in 0..4u8 {
                m.insert((a, b), u32::from(a) * 4 + u32::from(b));
            }
        }
        assert_eq!(m.len(), 400);
        assert_eq!(m.get(&(42, 3)), Some(&171));
    }
}
