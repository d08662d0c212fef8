//! The symbol table: variables in the order they were made, and `TYPE $`.
//!
//! FOCAL,1969 makes a variable the first time its name is scanned, even on the right of
//! `=` (an unset variable is 0), and lists them in that order with `TYPE $`
//! (../shared/conformance/focal69/generated/*_vars). `A` and `A(0)` are one variable
//! (programs/HEXAPAWN.FC.notes.md: `N` is `N(0)`).

use std::collections::HashMap;

use crate::num::{Pdp8Float, TypeFormat};
use crate::parse::Name;

/// A variable's identity: its name and its subscript as FOCAL stores it (12 bits, signed).
pub type Key = (Name, i16);

/// Folds a computed subscript into the 12-bit signed word FOCAL keeps.
pub fn subscript_word(n: i32) -> i16 {
    // Low 12 bits, sign-extended: always within -2048..=2047.
    let low = n & 0xFFF;
    (if low >= 0x800 { low - 0x1000 } else { low }) as i16
}

/// The variables.
#[derive(Clone, Debug, Default)]
pub struct Variables {
    order: Vec<(Key, Pdp8Float)>,
    index: HashMap<Key, usize>,
}

impl Variables {
    /// How many exist.
    pub fn len(&self) -> usize {
        self.order.len()
    }

    /// Whether none exist.
    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }

    /// Where a variable is, if it exists.
    pub fn find(&self, key: Key) -> Option<usize> {
        self.index.get(&key).copied()
    }

    /// Makes a new variable (value 0); the caller has checked it is new and fits.
    pub fn create(&mut self, key: Key) -> usize {
        self.order.push((key, Pdp8Float::ZERO));
        let slot = self.order.len() - 1;
        self.index.insert(key, slot);
        slot
    }

    /// The value in a slot given by `find` or `create`.
    pub fn value(&self, slot: usize) -> Pdp8Float {
        self.order.get(slot).map_or(Pdp8Float::ZERO, |(_, v)| *v)
    }

    /// Stores into a slot given by `find` or `create`.
    pub fn store(&mut self, slot: usize, v: Pdp8Float) {
        if let Some(entry) = self.order.get_mut(slot) {
            entry.1 = v;
        }
    }

    /// Forgets them all (`ERASE`).
    pub fn clear(&mut self) {
        self.order.clear();
        self.index.clear();
    }

    /// What `TYPE $` prints: one line per variable, `AB(05)=` and the value in the current
    /// format. The subscript shows as two characters from its low 7 bits, so -1 is `<7`
    /// (the tens "digit" 12 is the character after `;`).
    pub fn dump(&self, format: TypeFormat) -> Vec<u8> {
        let mut out = Vec::new();
        for ((name, sub), v) in &self.order {
            let n = (*sub as i32 & 0x7F) as u8;
            out.extend_from_slice(name);
            out.push(b'(');
            out.push(b'0' + n / 10);
            out.push(b'0' + n % 10);
            out.push(b')');
            out.extend_from_slice(v.format(format).as_bytes());
            out.push(b'\n');
        }
        out
    }
}
