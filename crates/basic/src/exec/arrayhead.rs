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

/// An array by name and type.
type ArrayKey = (NameId, VarType);

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

    /// ERASE of `var` after a POKE changed a size word, as BIMISC.ASM `ERASE` does it:
    /// PTRGET's search finds the entry (or never ends: a hang; or ends on STREND: `Illegal
    /// function call`), then ERSLOP moves the bytes from the entry's end, as its size word
    /// counts it, through STREND down over the entry. What a smaller word does not cover
    /// stays in the array area as bytes no array owns (the next search walks them); a larger
    /// one takes the following entries' bytes too (an array cut into is gone, its tail left
    /// as such bytes); one reaching past STREND moves memory round the whole segment, and
    /// the machine never comes back (a hang).
    pub(super) fn erase_by_size_word(&mut self, var: VarRef) -> Result<(), BasicError> {
        let ty = self.store.type_of(var);
        let key = (var.name, ty);
        let seg = match self.segment() {
            Some(seg) if self.store.arrays.contains_key(&key) => seg,
            _ => return Ok(self.store.erase(var)?),
        };
        match self.walk_arrays(var) {
            Walk::Found => {}
            Walk::Missing => return Err(ErrorKind::IllegalQuantity.into()),
            Walk::Endless => return Err(self.hang()),
        }
        let b = self.bounds(&seg);
        let Some((at, _)) = self.array_address(&seg, key) else {
            return Ok(self.store.erase(var)?);
        };
        let head = self.entry_head(var.name, ty, false).len() as u32;
        let cut = head + 2 + u32::from(self.array_size_word(var.name, ty));
        if at + cut > b.end {
            return self.erase_round(var, at, cut);
        }
        let image: Vec<u8> = (b.arrays..b.end)
            .map(|a| self.array_byte(b.arrays, a))
            .collect();
        // The area's runs in order: an array's entry or bytes no array owns.
        let mut items: Vec<(u32, u32, Option<ArrayKey>)> = Vec::new();
        let mut from = b.arrays;
        for (i, &k) in self.store.array_order.iter().enumerate() {
            let trash = self.store.trash_before(i).len() as u32;
            if trash > 0 {
                items.push((from, from + trash, None));
                from += trash;
            }
            let Some(arr) = self.store.arrays.get(&k) else {
                continue;
            };
            let size = self
                .store
                .array_bytes(self.var_of(k.0, k.1), k.1, &arr.dims) as u32;
            items.push((from, from + size, Some(k)));
            from += size;
        }
        let last = self.store.trash_before(self.store.array_order.len()).len() as u32;
        if last > 0 {
            items.push((from, from + last, None));
        }
        let (lo, hi) = (at, at + cut);
        let bytes = |s: u32, e: u32| &image[(s - b.arrays) as usize..(e - b.arrays) as usize];
        let mut order = Vec::new();
        let mut trash: Vec<(usize, Vec<u8>)> = Vec::new();
        let mut pending: Vec<u8> = Vec::new();
        let mut gone = Vec::new();
        for (s, e, k) in items {
            if e <= lo || s >= hi {
                match k {
                    Some(k) => {
                        if !pending.is_empty() {
                            trash.push((order.len(), std::mem::take(&mut pending)));
                        }
                        order.push(k);
                    }
                    None => pending.extend_from_slice(bytes(s, e)),
                }
                continue;
            }
            gone.extend(k);
            if e > hi {
                pending.extend_from_slice(bytes(hi, e));
            }
        }
        if !pending.is_empty() {
            trash.push((order.len(), pending));
        }
        let total = self.store.mem.arrays();
        self.keep_erased_top(cut.min(total));
        for k in gone {
            self.store.erase(self.var_of(k.0, k.1))?;
        }
        self.store.array_order = order;
        self.store.array_trash = trash;
        self.store.mem.set_arrays(total.saturating_sub(cut));
        Ok(())
    }

    /// ERASE whose size word reaches past STREND (the entry at `at`, `cut` bytes by its
    /// word): ERSLOP copies each byte from `cut` above until its source comes round the
    /// segment to STREND, so STREND ends `cut` lower, round 64K (FRE falls or rises by
    /// that), and everything from the entry up to there is the copy of the segment's
    /// bytes `cut` above (a source already copied over read as it is now). Every array
    /// from the entry on is gone, the copied bytes left as bytes no array owns. A STREND
    /// that comes out below the entry or over the strings is not modelled (a hang).
    fn erase_round(&mut self, var: VarRef, at: u32, cut: u32) -> Result<(), BasicError> {
        let Some(seg) = self.segment() else {
            return Ok(self.store.erase(var)?);
        };
        let b = self.bounds(&seg);
        let fretop = i64::from(b.end) + self.store.mem.free();
        let end = (i64::from(b.end) - i64::from(cut)).rem_euclid(0x1_0000);
        if end < i64::from(at) || end >= fretop {
            return Err(self.hang());
        }
        let end = end as u32;
        let mut m: Vec<u8> = (0..=0xffffu16).map(|a| self.data_segment_peek(a)).collect();
        for x in at..end {
            m[x as usize] = m[((x + cut) & 0xffff) as usize];
        }
        let mut from = b.arrays;
        let mut keep = 0;
        for (i, &k) in self.store.array_order.iter().enumerate() {
            from += self.store.trash_before(i).len() as u32;
            if from >= at {
                break;
            }
            let Some(arr) = self.store.arrays.get(&k) else {
                break;
            };
            from += self
                .store
                .array_bytes(self.var_of(k.0, k.1), k.1, &arr.dims) as u32;
            keep = i + 1;
        }
        let gone: Vec<_> = self.store.array_order[keep..].to_vec();
        let mut trash: Vec<_> = self
            .store
            .array_trash
            .iter()
            .filter(|(i, _)| *i <= keep)
            .cloned()
            .collect();
        let total = end - b.arrays;
        for k in gone {
            self.store.erase(self.var_of(k.0, k.1))?;
        }
        let copied = &m[at as usize..end as usize];
        match trash.last_mut() {
            // Bytes no array owned just below the entry stay, the copy after them.
            Some((i, run)) if *i == keep => run.extend_from_slice(copied),
            _ => trash.push((keep, copied.to_vec())),
        }
        self.store.array_order.truncate(keep);
        self.store.array_trash = trash;
        self.store.mem.set_arrays(total);
        Ok(())
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
