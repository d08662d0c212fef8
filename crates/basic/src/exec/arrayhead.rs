//! An array whose header a POKE changed, read as the machine reads it: from the bytes.
//! PTRGET (BIPTRG.ASM, `ARYEXT` and `GETDEF`) takes the number of dimensions from the
//! count byte, checks it against the subscripts given, then takes as many bound words after
//! it (the last subscript's first), checks each subscript against its word and counts the
//! element's place with the words as strides, first subscript fastest; the elements start
//! after the last word. Nothing else of the array is consulted: a larger bound reaches past
//! the stored elements into the next entry's bytes or free memory, a count other than the
//! array's takes element bytes as bound words and starts the elements elsewhere. A place
//! that is one of the stored elements is that element; any other is the bytes at its
//! address, read (and a number written) as an element of the array's type.

use super::value::sized;
use super::{Machine, Value};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::parse::{NameId, VarRef, VarType};

/// Where the machine's array search (MATH1.ASM `LOPFD0`) ends.
enum Walk {
    /// On an entry of the name and type sought, at this address.
    Found,
    /// Exactly on STREND: no such array (PTRGET makes one there).
    Missing,
    /// Never: the steps go round for ever without landing on STREND.
    Endless,
}

/// A flat index at or above this names no stored element but the bytes at the address
/// added to it (an element a poked header puts outside the stored ones).
pub(super) const RAW_ELEMENT: usize = usize::MAX - 0x1_0000;

/// The address a raw element index names, if it is one.
pub(super) fn raw_address(idx: usize) -> Option<u16> {
    idx.checked_sub(RAW_ELEMENT)
        .and_then(|a| u16::try_from(a).ok())
}

impl<P: Profile> Machine<P> {
    /// The size word of array `name` of type `ty` as its header holds it now.
    pub(super) fn array_size_word(&self, name: NameId, ty: VarType) -> u16 {
        let var = self.var_of(name, ty);
        let Some(arr) = self.store.arrays.get(&(name, ty)) else {
            return 0;
        };
        if let Some(w) = arr.size_word {
            return w;
        }
        let size = self.store.array_bytes(var, ty, &arr.dims) as u32;
        let head = self.entry_head(name, ty, false).len() as u32;
        (size.saturating_sub(head + 2) & 0xffff) as u16
    }

    /// The array search for `v` after a POKE changed a size word: a run that would never
    /// end on the machine stops here (see [`Machine::hang`]). Otherwise the array is the
    /// one ferrite keeps (a search that lands elsewhere or on STREND, which the machine
    /// takes for another entry or a new array, is not modelled).
    pub(super) fn search_array(&mut self, v: VarRef) -> Result<(), BasicError> {
        if !self.store.size_poked {
            return Ok(());
        }
        match self.walk_arrays(v) {
            Walk::Found | Walk::Missing => Ok(()),
            Walk::Endless => Err(self.hang()),
        }
    }

    /// LOPFD0's walk from ARYTAB: each entry is the type, two name bytes, the count of
    /// extra name bytes (signed), those bytes, the size word, then the size word's bytes;
    /// the walk stops only on an entry of the name and type sought or exactly on STREND.
    /// Offsets are 16-bit and the bytes do not change while it walks, so a walk of more
    /// steps than there are offsets goes round for ever.
    fn walk_arrays(&self, v: VarRef) -> Walk {
        let Some(seg) = self.segment() else {
            return Walk::Found;
        };
        let b = self.bounds(&seg);
        let ty = self.store.type_of(v);
        let want = self.entry_head(v.name, ty, false);
        let peek = |a: u16| self.data_segment_peek(a);
        let end = (b.end & 0xffff) as u16;
        let mut si = (b.arrays & 0xffff) as u16;
        for _ in 0..=0x1_0000u32 {
            if si == end {
                return Walk::Missing;
            }
            let here: Vec<u8> = (0..want.len() as u16)
                .map(|k| peek(si.wrapping_add(k)))
                .collect();
            if here == want {
                return Walk::Found;
            }
            let count = peek(si.wrapping_add(3)) as i8;
            let after = si.wrapping_add(4).wrapping_add(count as i16 as u16);
            let size = u16::from_le_bytes([peek(after), peek(after.wrapping_add(1))]);
            si = after.wrapping_add(2).wrapping_add(size);
        }
        Walk::Endless
    }

    /// The machine hangs here (a table walk that never ends): the statement stops and the
    /// run goes no further (see [`Machine::wait_hung`]).
    pub(super) fn hang(&mut self) -> BasicError {
        self.hung = true;
        self.end_keys();
        ErrorKind::Syntax.into()
    }

    /// A run that hung at `pc`: ferrite waits for a BREAK (Ctrl-C) where the console has
    /// one, then stops as a break stops (`Break in n`; the machine itself never comes
    /// back); with none the run ends there, printing nothing more.
    pub(super) fn wait_hung(
        &mut self,
        brk: &ferrite_console::BreakFlag,
        pc: super::Pc,
        con: &mut dyn ferrite_console::Console,
    ) -> super::Outcome {
        self.keys_ended = false;
        self.rewatch();
        if !self.live_break {
            return super::Outcome::InputExhausted;
        }
        while !brk.take() {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        self.cont_at = Some(pc);
        self.message(&P::break_message(self.line_number_at(pc)), con);
        super::Outcome::Broken
    }

    /// The element `subs` (already checked, `base` OPTION BASE) of array `v` whose header
    /// a POKE changed, as the machine finds it from the header's bytes: a stored element's
    /// flat index, or a raw index ([`RAW_ELEMENT`]) for bytes outside them.
    pub(super) fn poked_element(
        &self,
        v: VarRef,
        subs: &[i32],
        base: i32,
    ) -> Result<usize, BasicError> {
        let bad = || BasicError::from(ErrorKind::BadSubscript);
        let seg = self.segment().ok_or_else(bad)?;
        let ty = self.store.type_of(v);
        let (at, head) = self.array_address(&seg, (v.name, ty)).ok_or_else(bad)?;
        let arr = self.store.arrays.get(&(v.name, ty)).ok_or_else(bad)?;
        let rank = arr.dims.len() as u32;
        let count_at = at + head - 2 * rank - 1;
        let peek = |a: u32| u32::from(self.data_segment_peek((a & 0xffff) as u16));
        let n = peek(count_at) as usize;
        if subs.len() != n {
            return Err(bad());
        }
        // Word i is the bound of subscript n-1-i; the place counts the first fastest.
        let word = |k: usize| {
            let w = count_at + 1 + 2 * (n - 1 - k) as u32;
            peek(w) | peek(w + 1) << 8
        };
        let mut place: u64 = 0;
        for k in (0..n).rev() {
            let s = (subs[k] - base) as u64;
            let b = u64::from(word(k));
            if s >= b {
                return Err(bad());
            }
            place = place * b + s;
        }
        let elem = u64::from(sized(&self.store.mem.layout.element, ty).max(1));
        let data = u64::from(count_at + 1 + 2 * n as u32);
        let addr = data + place * elem;
        // UMULT's product and the address are 16-bit words: past them the machine's
        // multiply overflows (`Subscript out of range`).
        if place * elem > 0xffff {
            return Err(bad());
        }
        let stored = u64::from(at + head);
        let end = stored + arr.data.len() as u64 * elem;
        if addr >= stored && addr < end && (addr - stored).is_multiple_of(elem) {
            // A stored element: its place counts the first subscript fastest, the flat
            // index the last.
            let mut rest = ((addr - stored) / elem) as usize;
            let mut at_subs = vec![0usize; arr.dims.len()];
            for (slot, &d) in at_subs.iter_mut().zip(&arr.dims) {
                *slot = rest % d.max(1);
                rest /= d.max(1);
            }
            let flat = at_subs
                .iter()
                .zip(&arr.dims)
                .fold(0, |f, (&s, &d)| f * d + s);
            return Ok(flat);
        }
        Ok(RAW_ELEMENT + (addr & 0xffff) as usize)
    }

    /// The value of a raw element of array `v`: the bytes at its address read as the
    /// array's type (a string's descriptor and the bytes it points at).
    pub(super) fn raw_element(&self, v: VarRef, addr: u16) -> Value<P::Num> {
        let ty = self.store.type_of(v);
        let size = match ty {
            VarType::Str => 3,
            _ => sized(&self.store.mem.layout.element, ty) as u8,
        };
        self.varptr_value(size, addr)
    }

    /// Stores number `n` into a raw element at `addr`: its bytes go where the element is,
    /// into whatever entry or free memory holds them.
    pub(super) fn set_raw_element(&mut self, v: VarRef, addr: u16, n: P::Num) {
        let size = sized(&self.store.mem.layout.element, self.store.type_of(v)) as usize;
        let bytes = self.value_bytes(&Value::Num(n), size);
        for (i, b) in bytes.into_iter().enumerate() {
            self.data_segment_poke(addr.wrapping_add(i as u16), b);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_indices_name_addresses() {
        assert_eq!(raw_address(RAW_ELEMENT + 0x1234), Some(0x1234));
        assert_eq!(raw_address(5), None);
    }
}
