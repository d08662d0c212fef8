//! POKE into the variables and arrays of BASIC's data segment (and BLOAD, which pokes
//! byte by byte): a number's value bytes change the number as the machine reads them (an
//! integer's two bytes, a single's four and a double's eight MBF bytes), a string's
//! descriptor (length, then the address, low byte first) makes the string whatever bytes
//! it now points at. The machine keeps no copy: PTRGET (BIPTRG.ASM) finds the entry and
//! every read takes the bytes there, so a POKE is seen at the next read.
//!
//! A simple variable's name bytes rename its entry (the value goes with it). An array's
//! bound words change the bounds its subscripts are checked against and the strides; its
//! number of dimensions makes any other count of subscripts out of range. The other bytes
//! before a value (an entry's type, an array's name and size) are not modelled: a POKE
//! there is ignored (on the machine it retypes or resizes the entry, and the next search
//! can run on for ever).

use std::rc::Rc;

use super::value::{sized, Entry};
use super::{Machine, Value};
use crate::dialect::Profile;
use crate::num::Number;
use crate::parse::{NameId, VarType};

/// Where a byte of the variable and array area is.
enum Spot {
    /// The value of a simple variable, and the byte's offset in it.
    Scalar(NameId, VarType, usize),
    /// The value of an array element (its flat index), and the byte's offset in it.
    Element(NameId, VarType, usize, usize),
    /// A name byte of a simple variable's entry (1 the first character, 2 the second).
    Name(NameId, VarType, usize),
    /// A byte of an array's bound word: the array, the word's subscript (0 the first) and
    /// the byte (0 low).
    Bound(NameId, VarType, usize, usize),
    /// An array's number of dimensions.
    Rank(NameId, VarType),
    /// A byte of an array's size word (0 low).
    Size(NameId, VarType, usize),
    /// A simple variable's type byte (the first of its entry).
    Type(NameId, VarType),
    /// A byte of the array area no array owns (a run of `Store::array_trash`: its index
    /// there and the byte's offset in it).
    Trash(usize, usize),
    /// An entry's other header bytes or a function's entry: not modelled.
    Other,
}

impl<P: Profile> Machine<P> {
    /// POKE of `v` at `a` in BASIC's segment, if `a` is in the variables or the arrays:
    /// whether it was (then nothing else holds the byte).
    pub(super) fn variable_poke(&mut self, a: u32, v: u8) -> bool {
        let Some(spot) = self.spot_of(a) else {
            return false;
        };
        let (name, ty, idx, off) = match spot {
            Spot::Scalar(n, ty, off) => (n, ty, None, off),
            Spot::Element(n, ty, i, off) => (n, ty, Some(i), off),
            Spot::Name(n, ty, at) => {
                self.rename_entry(n, ty, at, v);
                return true;
            }
            Spot::Bound(n, ty, sub, byte) => {
                if let Some(arr) = self.store.arrays.get_mut(&(n, ty)) {
                    let mut bounds = arr.bounds.clone().unwrap_or_else(|| arr.dims.clone());
                    if let Some(b) = bounds.get_mut(sub) {
                        let mut word = (*b as u16).to_le_bytes();
                        word[byte] = v;
                        *b = usize::from(u16::from_le_bytes(word));
                    }
                    arr.bounds = Some(bounds);
                }
                return true;
            }
            Spot::Rank(n, ty) => {
                if let Some(arr) = self.store.arrays.get_mut(&(n, ty)) {
                    arr.bounds.get_or_insert_with(|| arr.dims.clone());
                    arr.ndims = Some(v);
                }
                return true;
            }
            Spot::Size(n, ty, byte) => {
                let size = self.array_size_word(n, ty);
                if let Some(arr) = self.store.arrays.get_mut(&(n, ty)) {
                    let mut word = size.to_le_bytes();
                    word[byte] = v;
                    arr.size_word = Some(u16::from_le_bytes(word));
                }
                self.store.size_poked = true;
                return true;
            }
            Spot::Type(n, ty) => {
                self.poke_type_byte(n, ty, v);
                return true;
            }
            Spot::Trash(run, off) => {
                if let Some(b) = self
                    .store
                    .array_trash
                    .get_mut(run)
                    .and_then(|(_, bytes)| bytes.get_mut(off))
                {
                    *b = v;
                }
                return true;
            }
            Spot::Other => return true,
        };
        let var = self.var_of(name, ty);
        let old = match idx {
            None => self.store.get(var),
            Some(i) => match self.store.element(var, i) {
                Some((v, _)) => v,
                None => return true,
            },
        };
        let size = match ty {
            VarType::Str => 3,
            _ => sized(&self.store.mem.layout.element, ty) as usize,
        };
        let mut bytes = self.value_bytes(&old, size);
        if off >= bytes.len() {
            return true;
        }
        bytes[off] = v;
        match ty {
            VarType::Num(_) => {
                let Some(n) = P::Num::from_bytes(&bytes) else {
                    return true;
                };
                let _ = match idx {
                    None => self.store.set_held(var, Value::Num(n), false),
                    Some(i) => self.store.set_element_num(var, i, n),
                };
            }
            VarType::Str => {
                let len = u32::from(bytes[0]);
                let at = u32::from(u16::from_le_bytes([bytes[1], bytes[2]]));
                // The string is what the bytes at its new address are now.
                let s: Rc<[u8]> = (0..len)
                    .map(|i| self.data_segment_byte(((at + i) & 0xffff) as u16))
                    .collect();
                let heap = self.in_string_space(at);
                self.store.mem.places.pin(&s, at);
                let _ = self.store.poked_string(var, idx, s, heap);
            }
        }
        true
    }

    /// A POKE of `v` into name byte `at` (1 or 2) of simple variable `name`'s entry: the
    /// entry is the new name's now, with the value it held (BIPTRG.ASM `PTRGET` compares
    /// the type and the two name bytes of each entry; real GW-BASIC 3.23: `POKE
    /// VARPTR(A%)-3,90` makes A% a new 0 and Z% the 5 A% held; a second byte of 0 is a
    /// one-letter name). A name with characters past the second, a byte that is no name's
    /// character or a new name that has an entry already is not modelled (ignored).
    fn rename_entry(&mut self, name: NameId, ty: VarType, at: usize, v: u8) {
        let old = self.var_of(name, ty);
        if self.store.name_extra(old) > 0 {
            return;
        }
        let mut text = self.names.text(name).to_vec();
        let ok = match at {
            1 => v.is_ascii_uppercase(),
            _ => v == 0 || v.is_ascii_uppercase() || v.is_ascii_digit(),
        };
        if !ok || text.is_empty() {
            return;
        }
        match (at, v) {
            (1, _) => text[0] = v,
            (_, 0) => text.truncate(1),
            _ if text.len() == 1 => text.push(v),
            _ => text[1] = v,
        }
        let new = self.names.intern(&text);
        let new = self.var_of(new, ty);
        self.store.rename_scalar(old, new, ty);
    }

    /// Whether `a` is where the garbage collection keeps and moves the string a descriptor
    /// points at: above STREND and below MEMSIZ (BISTRS.ASM `GARBAG`, `DVARS`).
    fn in_string_space(&self, a: u32) -> bool {
        a > self.arrays_end() && a < self.store.mem.string_top()
    }

    /// Which value's byte `a` is, if it is in the variables or the arrays.
    fn spot_of(&self, a: u32) -> Option<Spot> {
        let variables = self.variables_start();
        if a < variables || variables == 0 {
            return None;
        }
        let mut at = variables;
        let layout = &self.store.mem.layout;
        for &e in &self.store.order {
            let (Entry::Scalar(n, ty) | Entry::Function(n, ty, _)) = e;
            let head = layout.scalar_header + self.store.name_extra(self.var_of(n, ty));
            let size = head + sized(&layout.scalar_value, ty);
            if a < at + size {
                return Some(match e {
                    Entry::Scalar(..) if a >= at + head => {
                        Spot::Scalar(n, ty, (a - at - head) as usize)
                    }
                    Entry::Scalar(..) if layout.scalar_header == 4 && matches!(a - at, 1 | 2) => {
                        Spot::Name(n, ty, (a - at) as usize)
                    }
                    Entry::Scalar(..) if layout.scalar_header == 4 && a == at => Spot::Type(n, ty),
                    _ => Spot::Other,
                });
            }
            at += size;
        }
        let trash_spot = |i: usize, at: u32| {
            let run = self.store.array_trash.iter().position(|(p, _)| *p == i)?;
            let len = self.store.array_trash[run].1.len() as u32;
            (a >= at && a < at + len).then(|| Spot::Trash(run, (a - at) as usize))
        };
        for (i, &k) in self.store.array_order.iter().enumerate() {
            if let Some(spot) = trash_spot(i, at) {
                return Some(spot);
            }
            at += self.store.trash_before(i).len() as u32;
            let arr = self.store.arrays.get(&k)?;
            let var = self.var_of(k.0, k.1);
            let size = self.store.array_bytes(var, k.1, &arr.dims) as u32;
            if a < at + size {
                let head = layout.array_header
                    + layout.array_dimension * arr.dims.len() as u32
                    + self.store.name_extra(var);
                let Some(off) = a.checked_sub(at + head) else {
                    // The bound words end the header, the last subscript's first.
                    let rank = arr.dims.len();
                    let back = (at + head - a) as usize;
                    if back <= 2 * rank && layout.array_dimension == 2 {
                        let word = rank - back.div_ceil(2);
                        return Some(Spot::Bound(k.0, k.1, rank - 1 - word, back % 2));
                    }
                    if back == 2 * rank + 1 {
                        return Some(Spot::Rank(k.0, k.1));
                    }
                    if back == 2 * rank + 2 || back == 2 * rank + 3 {
                        return Some(Spot::Size(k.0, k.1, 2 * rank + 3 - back));
                    }
                    return Some(Spot::Other);
                };
                let elem = sized(&layout.element, k.1).max(1);
                // Stored first subscript fastest; the flat index runs last subscript fastest.
                let mut rest = (off / elem) as usize;
                let mut subs = vec![0usize; arr.dims.len()];
                for (slot, &d) in subs.iter_mut().zip(&arr.dims) {
                    *slot = rest % d.max(1);
                    rest /= d.max(1);
                }
                let flat = subs.iter().zip(&arr.dims).fold(0, |f, (&s, &d)| f * d + s);
                return Some(Spot::Element(k.0, k.1, flat, (off % elem) as usize));
            }
            at += size;
        }
        trash_spot(self.store.array_order.len(), at)
    }
}
