//! The data segment as GW-BASIC laid it out, seen through VARPTR, VARPTR$ and PEEK: the
//! program text from `DataSegment::program`, then the simple variables in the order they were
//! made, then the arrays in the order they were made, each entry as GW-BASIC stored it.
//!
//! Memory is still counted, not simulated (see `memory::space`): the addresses are worked out
//! from the entries' sizes when a program asks for one.
//!
//! Sources: PC-BASIC `basic/memory/memory.py`, `scalars.py`, `arrays.py` (the map of the
//! segment, an entry's bytes: type size, two name characters, the length and characters of
//! the rest of the name, then the value; an array's header adds its size, its dimension count
//! and the dimensions), checked against pcbasic-suite ERASE3, PEEKFN,
//! data_segment_current_pointers and VARPTR_on_undefined_variables.

use super::value::{sized, Array, Entry};
use super::{Machine, Value};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::memory::DataSegment;
use crate::num::{NumKind, Number};
use crate::parse::{Expr, NameId, VarRef, VarType};

/// The size byte of an entry: the bytes of its value.
pub(super) fn type_size(ty: VarType) -> u8 {
    match ty {
        VarType::Num(NumKind::Integer) => 2,
        VarType::Str => 3,
        VarType::Num(NumKind::Single) => 4,
        VarType::Num(NumKind::Double) => 8,
    }
}

/// The start of the variables, the arrays, and the end of the arrays.
pub(super) struct Bounds {
    /// VARTAB.
    pub(super) variables: u32,
    /// ARYTAB.
    pub(super) arrays: u32,
    /// STREND.
    pub(super) end: u32,
}

impl<P: Profile> Machine<P> {
    /// BASIC's data segment's layout, in a dialect that has one.
    pub(super) fn segment(&self) -> Option<DataSegment> {
        self.store.mem.layout.segment
    }

    /// A reference to a variable of name `name` and type `ty` (the type is its suffix).
    pub(super) fn var_of(&self, name: NameId, ty: VarType) -> VarRef {
        VarRef::new(
            name,
            Some(ty),
            self.names.text(name).first().copied().unwrap_or(b'A'),
        )
    }

    /// Where the variables and arrays are: after the program's text (its leading 0 byte, the
    /// lines, and the two 0 bytes of the last link).
    pub(super) fn bounds(&self, seg: &DataSegment) -> Bounds {
        let mem = &self.store.mem;
        let variables = seg.program + mem.program() + 2;
        let arrays = variables + mem.variables();
        Bounds {
            variables,
            arrays,
            end: arrays + mem.arrays(),
        }
    }

    /// Where the simple variables start (VARTAB): after the program text.
    pub(super) fn variables_start(&self) -> u32 {
        self.segment().map_or(0, |seg| self.bounds(&seg).variables)
    }

    /// Where the arrays end (STREND).
    pub(super) fn arrays_end(&self) -> u32 {
        self.segment().map_or(0, |seg| self.bounds(&seg).end)
    }

    /// Bytes of a simple-variable entry before its value, and its value.
    fn entry_sizes(&self, name: NameId, ty: VarType) -> (u32, u32) {
        let layout = &self.store.mem.layout;
        let head = layout.scalar_header + self.store.name_extra(self.var_of(name, ty));
        (head, sized(&layout.scalar_value, ty))
    }

    /// The address of the value of the entry `which`.
    pub(super) fn entry_address(&self, seg: &DataSegment, which: Entry) -> Option<u32> {
        let mut at = self.bounds(seg).variables;
        for &e in &self.store.order {
            let (Entry::Scalar(n, ty) | Entry::Function(n, ty, _)) = e;
            let (head, value) = self.entry_sizes(n, ty);
            if e == which {
                return Some(at + head);
            }
            at += head + value;
        }
        None
    }

    /// The address of an array's first element, when the segment is laid out.
    pub(super) fn array_data_address(&self, key: (NameId, VarType)) -> Option<u32> {
        let seg = self.segment()?;
        self.array_address(&seg, key).map(|(at, head)| at + head)
    }

    /// The address of an array's entry and its header's size up to the first element.
    pub(super) fn array_address(
        &self,
        seg: &DataSegment,
        key: (NameId, VarType),
    ) -> Option<(u32, u32)> {
        let mut at = self.bounds(seg).arrays;
        for (i, &k) in self.store.array_order.iter().enumerate() {
            at += self.store.trash_before(i).len() as u32;
            let arr = self.store.arrays.get(&k)?;
            let var = self.var_of(k.0, k.1);
            let bytes = self.store.array_bytes(var, k.1, &arr.dims) as u32;
            if k == key {
                let layout = &self.store.mem.layout;
                let head = layout.array_header
                    + layout.array_dimension * arr.dims.len() as u32
                    + self.store.name_extra(var);
                return Some((at, head));
            }
            at += bytes;
        }
        None
    }

    /// The address VARPTR gives for `e`, a variable or an array element: a simple variable
    /// that does not exist is `Illegal function call`; an array is made if it does not exist.
    fn address_of(&mut self, e: &Expr<P::Num>) -> Result<(u32, VarType), BasicError> {
        let seg = self.segment().ok_or(ErrorKind::Syntax)?;
        match e {
            Expr::Var(v) => {
                let ty = self.store.type_of(*v);
                if !self.store.type_bytes.is_empty() {
                    self.search_scalar(*v)?;
                    if let Some(at) = self.found_elsewhere(*v) {
                        return Ok((u32::from(at), ty));
                    }
                    if self.scalar_missing(*v) {
                        return Err(ErrorKind::IllegalQuantity.into());
                    }
                }
                if !self.store.is_set(*v) {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                let at = self
                    .entry_address(&seg, Entry::Scalar(v.name, ty))
                    .ok_or(ErrorKind::IllegalQuantity)?;
                Ok((at, ty))
            }
            Expr::Element(v, subs) => {
                let flat = self.element_index(*v, subs)?;
                let ty = self.store.type_of(*v);
                let (at, head) = self
                    .array_address(&seg, (v.name, ty))
                    .ok_or(ErrorKind::IllegalQuantity)?;
                let arr = self
                    .store
                    .arrays
                    .get(&(v.name, ty))
                    .ok_or(ErrorKind::IllegalQuantity)?;
                if let Some(raw) = super::arrayhead::raw_address(flat) {
                    return Ok((u32::from(raw), ty));
                }
                // The flat index counts the last subscript fastest; GW-BASIC stores the first
                // fastest.
                let mut rest = flat;
                let mut subs_at = vec![0usize; arr.dims.len()];
                for (slot, &d) in subs_at.iter_mut().zip(&arr.dims).rev() {
                    *slot = rest % d.max(1);
                    rest /= d.max(1);
                }
                let mut index = 0usize;
                for (&s, &d) in subs_at.iter().zip(&arr.dims).rev() {
                    index = index * d + s;
                }
                let size = sized(&self.store.mem.layout.element, ty);
                Ok((at + head + index as u32 * size, ty))
            }
            Expr::Paren(inner) => self.address_of(inner),
            _ => Err(ErrorKind::Syntax.into()),
        }
    }

    /// Where the text of the `DEF FN` of `name` on line `line` goes on: after the name and
    /// the spaces behind it (PC-BASIC `userfunctions.py`; pcbasic-suite PEEKFN).
    pub(super) fn fn_text_pointer(&self, line: usize, name: NameId) -> u32 {
        let Some(seg) = self.segment() else {
            return 0;
        };
        let overhead = self.store.mem.layout.line_overhead;
        let before: u32 = self
            .lines
            .iter()
            .take(line)
            .map(|l| overhead + l.stored_len::<P>() as u32)
            .sum();
        let Some(l) = self.lines.get(line) else {
            return 0;
        };
        let text = &l.text;
        let upper: Vec<u8> = text.iter().map(u8::to_ascii_uppercase).collect();
        let fname: Vec<u8> = self
            .names
            .text(name)
            .iter()
            .map(u8::to_ascii_uppercase)
            .collect();
        let mut at = None;
        let mut from = 0;
        while let Some(p) = find(&upper[from..], b"DEF") {
            let mut i = from + p + 3;
            while upper.get(i) == Some(&b' ') {
                i += 1;
            }
            if upper[i..].starts_with(b"FN") {
                i += 2;
                while upper.get(i) == Some(&b' ') {
                    i += 1;
                }
                if upper[i..].starts_with(&fname) {
                    i += fname.len();
                    if matches!(upper.get(i), Some(b'$' | b'%' | b'!' | b'#')) {
                        i += 1;
                    }
                    while upper.get(i) == Some(&b' ') {
                        i += 1;
                    }
                    at = Some(i);
                    break;
                }
            }
            from = from + p + 3;
        }
        let offset = at.map_or(0, |i| crate::memory::text::line_len::<P>(&text[..i]) as u32);
        // The line's link and number come before its text.
        seg.program + before + 4 + offset
    }

    /// `VARPTR(v)`: the address of a variable's value, as an unsigned word in a number.
    pub(super) fn varptr(&mut self, e: &Expr<P::Num>) -> Result<Value<P::Num>, BasicError> {
        let (at, _) = self.address_of(e)?;
        Ok(Value::Num(P::Num::from_i32((at & 0xffff) as i32)))
    }

    /// `VARPTR$(v)`: the type size and the address (low byte first) as a 3-byte string.
    pub(super) fn varptr_str(&mut self, e: &Expr<P::Num>) -> Result<Value<P::Num>, BasicError> {
        let (at, ty) = self.address_of(e)?;
        let bytes = [type_size(ty), (at & 0xff) as u8, ((at >> 8) & 0xff) as u8];
        Ok(Value::Str(std::rc::Rc::from(&bytes[..])))
    }

    /// A byte of BASIC's own data segment (`DEF SEG` without an address), where the model
    /// knows it: the pointers to the end of memory, the program, the variables and the arrays,
    /// and the entries of the variables and arrays. Anything else reads 0.
    pub(super) fn data_segment_peek(&self, a: u16) -> u8 {
        let Some(seg) = self.segment() else {
            return 0;
        };
        let a = u32::from(a);
        let b = self.bounds(&seg);
        let word = |base: u32, value: u32| -> Option<u8> {
            match a.checked_sub(base)? {
                0 => Some((value & 0xff) as u8),
                1 => Some(((value >> 8) & 0xff) as u8),
                _ => None,
            }
        };
        if let Some(v) = self.text_byte(&seg, a) {
            return v;
        }
        let pointers = [
            (seg.top_pointer, self.store.mem.top()),
            (seg.program_pointer, seg.program),
            (seg.variables_pointer, b.variables),
            (seg.variables_pointer + 2, b.arrays),
            (seg.variables_pointer + 4, b.end),
            (
                seg.current_line_pointer,
                u32::from(self.line_number_at(self.here).unwrap_or(65535)),
            ),
            (
                seg.memsiz_pointer,
                self.store.mem.string_top().saturating_sub(1),
            ),
            // TEMPPT: TEMPST's next free descriptor, past the temporaries pending now
            // (BISTRS.ASM `PUTTMP`).
            (seg.temp_pointer, seg.temp_pointer + 2 + 3 * self.temps),
            (
                seg.fretop_pointer,
                (i64::from(b.end) + self.store.mem.free()).clamp(0, 65535) as u32,
            ),
        ];
        for (base, value) in pointers {
            if let Some(v) = word(base, value) {
                return v;
            }
        }
        if let Some(v) = self.field_byte(&seg, a) {
            return v;
        }
        if let Some(v) = self.fdb_byte(&seg, a) {
            return v;
        }
        if (b.variables..b.arrays).contains(&a) {
            return self.variable_byte(b.variables, a);
        }
        if (b.arrays..b.end).contains(&a) {
            return self.array_byte(b.arrays, a);
        }
        // BUF's bytes are BUF's, a string pointed at them read from there (PEKFLT's
        // word in it reads 0).
        if let Some(v) = self.buf_byte(a) {
            return if self.pekflt_filters(a) { 0 } else { v };
        }
        // A string pointed below the program reads the bytes there: they are its own.
        if a < self.store.mem.string_top() && a >= seg.program {
            if let Some(v) = self.store.mem.places.byte_at(a) {
                return v;
            }
        }
        self.low_byte(&seg, a)
    }

    /// A byte of an open file's FIELD buffer (its record buffer), if `a` is in one.
    fn field_byte(&self, seg: &DataSegment, a: u32) -> Option<u8> {
        if a >= seg.program.saturating_sub(1) {
            // The program text starts where the last file's buffer ends.
            return None;
        }
        let off = a.checked_sub(seg.fields)?;
        let file = off / seg.field_stride.max(1) + 1;
        let at = off % seg.field_stride.max(1);
        if at >= seg.field_size {
            return None;
        }
        let (bytes, _) = self.field_area(u8::try_from(file).ok()?)?;
        Some(bytes.get(at as usize).copied().unwrap_or(0))
    }

    /// POKE into an open file's FIELD buffer: the byte changes, and so do the variables
    /// FIELD made views of it. Whether `a` was in one.
    pub(super) fn field_poke(&mut self, seg: &DataSegment, a: u32, v: u8) -> bool {
        if a >= seg.program.saturating_sub(1) || a < seg.fields {
            return false;
        }
        let off = a - seg.fields;
        let stride = seg.field_stride.max(1);
        let (file, at) = (off / stride + 1, (off % stride) as usize);
        let Ok(n) = u8::try_from(file) else {
            return false;
        };
        if at >= seg.field_size as usize {
            return false;
        }
        // The buffer is there whether its file is open or was closed.
        let Some((bytes, _)) = self.field_area_mut(n) else {
            return false;
        };
        if bytes.len() <= at {
            bytes.resize(at + 1, 0);
        }
        bytes[at] = v;
        let _ = self.refresh_fields(n);
        true
    }

    /// Where the bytes of `s` are when a FIELD variable holds it: in its file's buffer.
    pub(super) fn field_address(&self, s: &std::rc::Rc<[u8]>) -> Option<u32> {
        let seg = self.segment()?;
        for n in self.field_numbers() {
            let (_, fields) = self.field_area(n)?;
            for &(o, _, (name, index)) in fields {
                let ty = VarType::Str;
                let v = match index {
                    None => self.store.get(self.var_of(name, ty)),
                    Some(i) => self
                        .store
                        .arrays
                        .get(&(name, ty))
                        .and_then(|a| a.data.get(i).cloned())?,
                };
                if let Value::Str(t) = v {
                    if std::rc::Rc::ptr_eq(&t, s) {
                        return Some(
                            seg.fields
                                + seg.field_stride * u32::from(n).saturating_sub(1)
                                + o as u32,
                        );
                    }
                }
            }
        }
        None
    }

    /// The first bytes of an entry: type size, two name characters (the first with bit 7
    /// set for a function), the length of the rest of the name and its characters.
    pub(super) fn entry_head(&self, name: NameId, ty: VarType, function: bool) -> Vec<u8> {
        let text: Vec<u8> = self
            .names
            .text(name)
            .iter()
            .map(u8::to_ascii_uppercase)
            .filter(|c| !b"$%!#".contains(c))
            .collect();
        let mut head = vec![
            type_size(ty),
            text.first().copied().unwrap_or(0) | if function { 0x80 } else { 0 },
            text.get(1).copied().unwrap_or(0),
        ];
        let extra = if self.store.mem.layout.long_names {
            text.get(2..).unwrap_or(&[])
        } else {
            &[]
        };
        head.push(extra.len() as u8);
        // PTRGET stores the characters past the second with their top bit set (BIPTRG.ASM
        // `NAMCPY`; real GW-BASIC 3.23: `ABC` is 65 66 1 195).
        head.extend(extra.iter().map(|c| c | 0x80));
        head
    }

    /// A value's stored bytes: a number as the machine stores it, a string's descriptor.
    pub(super) fn value_bytes(&self, v: &Value<P::Num>, size: usize) -> Vec<u8> {
        let mut bytes = match v {
            Value::Num(n) => n.to_bytes().unwrap_or_default(),
            Value::Str(s) => {
                let at = self.string_address(s);
                vec![s.len().min(255) as u8, (at & 0xff) as u8, (at >> 8) as u8]
            }
        };
        bytes.resize(size, 0);
        bytes
    }

    /// A byte of the simple-variable table, which starts at `start`.
    fn variable_byte(&self, start: u32, a: u32) -> u8 {
        let mut at = start;
        for &e in &self.store.order {
            let (Entry::Scalar(n, ty) | Entry::Function(n, ty, _)) = e;
            let (head, value) = self.entry_sizes(n, ty);
            let size = head + value;
            if a < at + size {
                let bytes = self.scalar_entry_image(e);
                return bytes.get((a - at) as usize).copied().unwrap_or(0);
            }
            at += size;
        }
        0
    }

    /// The bytes of a simple variable's or a function's entry: its header, then its value
    /// (a function's: the address of its text).
    pub(super) fn scalar_entry_image(&self, e: Entry) -> Vec<u8> {
        let (Entry::Scalar(n, ty) | Entry::Function(n, ty, _)) = e;
        let (_, value) = self.entry_sizes(n, ty);
        let mut bytes = self.entry_head(n, ty, matches!(e, Entry::Function(..)));
        if let Some(t) = self.poked_type_byte(e) {
            bytes[0] = t;
        }
        match e {
            Entry::Scalar(..) => {
                let v = self.store.get(self.var_of(n, ty));
                bytes.extend(self.value_bytes(&v, value as usize));
            }
            Entry::Function(_, _, pointer) => {
                let mut v = vec![(pointer & 0xff) as u8, ((pointer >> 8) & 0xff) as u8];
                v.resize(value as usize, 0);
                bytes.extend(v);
            }
        }
        bytes
    }

    /// An array entry's header: type, name, size word, number of dimensions and the bound
    /// words (the last subscript's first), for an entry of `size` bytes.
    pub(super) fn array_entry_head(
        &self,
        k: (NameId, VarType),
        arr: &Array<P::Num>,
        size: u32,
    ) -> Vec<u8> {
        let mut bytes = self.entry_head(k.0, k.1, false);
        let rest = match arr.size_word {
            Some(w) => u32::from(w),
            None => size.saturating_sub(bytes.len() as u32 + 2),
        };
        bytes.extend_from_slice(&[(rest & 0xff) as u8, ((rest >> 8) & 0xff) as u8]);
        bytes.push(arr.ndims.unwrap_or(arr.dims.len() as u8));
        // GW-BASIC lists the dimensions last first.
        for &d in arr.bounds.as_ref().unwrap_or(&arr.dims).iter().rev() {
            bytes.extend_from_slice(&[(d & 0xff) as u8, ((d >> 8) & 0xff) as u8]);
        }
        bytes
    }

    /// A byte of the array space, which starts at `start`.
    pub(super) fn array_byte(&self, start: u32, a: u32) -> u8 {
        let mut at = start;
        for (i, &k) in self.store.array_order.iter().enumerate() {
            let trash = self.store.trash_before(i);
            if a < at + trash.len() as u32 {
                return trash.get((a - at) as usize).copied().unwrap_or(0);
            }
            at += trash.len() as u32;
            let Some(arr) = self.store.arrays.get(&k) else {
                continue;
            };
            let var = self.var_of(k.0, k.1);
            let size = self.store.array_bytes(var, k.1, &arr.dims) as u32;
            if a < at + size {
                let bytes = self.array_entry_head(k, arr, size);
                let off = (a - at) as usize;
                if off < bytes.len() {
                    return bytes[off];
                }
                let elem = sized(&self.store.mem.layout.element, k.1) as usize;
                let index = (off - bytes.len()) / elem;
                // Stored first subscript fastest; the flat index runs last subscript fastest.
                let mut rest = index;
                let mut subs = vec![0usize; arr.dims.len()];
                for (slot, &d) in subs.iter_mut().zip(&arr.dims) {
                    *slot = rest % d.max(1);
                    rest /= d.max(1);
                }
                let flat = subs.iter().zip(&arr.dims).fold(0, |f, (&s, &d)| f * d + s);
                let v = arr.data.get(flat).cloned().unwrap_or(Value::zero(k.1));
                let vb = self.value_bytes(&v, elem);
                return vb.get((off - bytes.len()) % elem).copied().unwrap_or(0);
            }
            at += size;
        }
        let trash = self.store.trash_before(self.store.array_order.len());
        trash
            .get(a.saturating_sub(at) as usize)
            .copied()
            .unwrap_or(0)
    }
}

/// Where `needle` first occurs in `hay`.
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

impl<P: Profile> Machine<P> {
    /// The value VARPTR$'s three bytes name in a DRAW or PLAY string (`size`, the type's
    /// size, and the address in BASIC's data segment), read from the segment's bytes as
    /// MACLNG.ASM `SCNVAR` has RETVAR copy it: a number's 2, 4 or 8 bytes, a string's
    /// descriptor (its length and the address of its characters).
    pub(super) fn varptr_value(&self, size: u8, address: u16) -> Value<P::Num> {
        let byte = |k: u16| self.data_segment_byte(address.wrapping_add(k));
        if size == 3 {
            let len = byte(0);
            let at = u16::from_le_bytes([byte(1), byte(2)]);
            let text: Vec<u8> = (0..u16::from(len))
                .map(|k| self.data_segment_byte(at.wrapping_add(k)))
                .collect();
            return Value::Str(std::rc::Rc::from(&text[..]));
        }
        let bytes: Vec<u8> = (0..u16::from(size)).map(byte).collect();
        Value::Num(P::Num::from_bytes(&bytes).unwrap_or_else(|| P::Num::from_i32(0)))
    }
}
