//! POKE into the bytes of a string a variable holds.
//!
//! A GW-BASIC string variable is a descriptor: a length and the address of the bytes, in
//! the string space or, for a literal or a DATA item, in the program text itself
//! (BISTRS.ASM `STRLIT`, `PUTNEW`). A POKE at an address inside those bytes changes the
//! string every variable holding that descriptor's bytes reads (and, for a literal, the
//! program line too, which `progtext` handles). ferrite's strings are values, so the
//! variables holding the bytes poked are given the changed bytes, placed where the old ones
//! were: PEEK, VARPTR and FRE see nothing else move.

use std::rc::Rc;

use super::Machine;
use crate::dialect::Profile;

impl<P: Profile> Machine<P> {
    /// Before a POKE of `v` at `a` in BASIC's segment: the strings whose bytes cover `a`
    /// take the new byte (FIELD variables are the FIELD buffer's, poked there).
    pub(super) fn string_poke(&mut self, a: u32, v: u8) {
        let mut seen: Vec<Rc<[u8]>> = Vec::new();
        for s in self.store.strings_mut() {
            if !s.is_empty() && !seen.iter().any(|t| Rc::ptr_eq(t, s)) {
                seen.push(s.clone());
            }
        }
        let mut hits = Vec::new();
        for s in seen {
            if self.field_address(&s).is_some() {
                continue;
            }
            let at = self.string_address(&s);
            if at == 0 || !(at..at + s.len() as u32).contains(&a) {
                continue;
            }
            let mut bytes = s.to_vec();
            bytes[(a - at) as usize] = v;
            hits.push((s, Rc::<[u8]>::from(bytes)));
        }
        for (old, new) in hits {
            for s in self.store.strings_mut() {
                if Rc::ptr_eq(s, &old) {
                    *s = new.clone();
                }
            }
            match self.store.mem.places.address(&old) {
                Some(crate::memory::LITERAL) | None => self.store.mem.places.literal(&new),
                Some(_) => self.store.mem.places.replaced(&old, &new),
            }
        }
    }
}
