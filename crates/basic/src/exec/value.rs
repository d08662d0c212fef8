//! Values, variables and arrays as the running program holds them.

mod arrays;
mod loop_var;

use std::rc::Rc;

use crate::error::ErrorKind;
use crate::memory::{Layout, Memory, PerType};
use crate::num::{NumKind, Number};
use crate::parse::{NameId, VarRef, VarType};
pub use arrays::Arrays;

/// A value: a number of the machine's format, or a string of bytes.
#[derive(Clone, Debug, PartialEq)]
pub enum Value<N> {
    /// A number.
    Num(N),
    /// A string.
    Str(Rc<[u8]>),
}

thread_local! {
    /// The "" of a string variable or element no statement gave a value: one string, so
    /// that it is never taken for a literal of the program text.
    static NEVER_SET: Rc<[u8]> = Rc::from(&b""[..]);
}

/// The "" a new string variable or array element holds: PTRGET and DIM zero the
/// descriptor, so it is 0 0 0 wherever it is copied (real GW-BASIC 3.23: `T$=Y$(1)` of an
/// element never set leaves T$ at address 0).
pub fn never_set() -> Rc<[u8]> {
    NEVER_SET.with(Rc::clone)
}

/// Whether `s` is the [`never_set`] string.
pub fn is_never_set(s: &Rc<[u8]>) -> bool {
    NEVER_SET.with(|e| Rc::ptr_eq(e, s))
}

impl<N: Number> Value<N> {
    /// The number, or `TypeMismatch`.
    pub fn num(self) -> Result<N, ErrorKind> {
        match self {
            Value::Num(n) => Ok(n),
            Value::Str(_) => Err(ErrorKind::TypeMismatch),
        }
    }

    /// The string, or `TypeMismatch`.
    pub fn string(self) -> Result<Rc<[u8]>, ErrorKind> {
        match self {
            Value::Str(s) => Ok(s),
            Value::Num(_) => Err(ErrorKind::TypeMismatch),
        }
    }

    /// The value a fresh variable of `ty` holds.
    pub fn zero(ty: VarType) -> Self {
        match ty {
            VarType::Str => Value::Str(never_set()),
            VarType::Num(kind) => Value::Num(N::from_i32(0).to_kind(kind).unwrap_or_default()),
        }
    }

    /// Converts for storing into a variable of `ty` (rounding or flooring into an integer).
    pub fn coerce(self, ty: VarType) -> Result<Self, ErrorKind> {
        match (self, ty) {
            (Value::Str(s), VarType::Str) => Ok(Value::Str(s)),
            (Value::Num(n), VarType::Num(kind)) => Ok(Value::Num(n.to_kind(kind)?)),
            _ => Err(ErrorKind::TypeMismatch),
        }
    }
}

/// An array: its bounds and its elements in row-major order.
#[derive(Clone, Debug)]
pub struct Array<N> {
    /// The number of elements along each dimension: upper bound + 1 - OPTION BASE (after
    /// OPTION BASE 1 the machine keeps no element 0: BIPTRG.ASM LNGNAM takes 1 from each
    /// subscript, DIM's bounds too, and the default dimension is 10, `OPTVAL XOR 11`).
    pub dims: Vec<usize>,
    /// The elements.
    pub data: Vec<Value<N>>,
    /// For a string array: which elements hold their text in the string space (the others
    /// point into the program, as literals and DATA items do).
    pub heap: Vec<bool>,
    /// The bound words as a POKE into the header left them (elements per dimension, in the
    /// order of `dims`), when one did: subscripts are checked against them and the strides
    /// come from them (BIPTRG.ASM `GETDEF`); `dims` stays how the elements are stored.
    pub bounds: Option<Vec<usize>>,
    /// The number of dimensions as a POKE into the header left it, when one did: a count
    /// of subscripts other than it is `Subscript out of range` (BIPTRG.ASM `ARYEXT`).
    pub ndims: Option<u8>,
    /// The size word as a POKE left it, when one did: the array search steps by it from
    /// this entry (MATH1.ASM `LOPFD0`); the entry's bytes stay where they are.
    pub size_word: Option<u16>,
}

impl<N: Number> Array<N> {
    /// The flat index of `subs`, or `BadSubscript` (below `base` too: OPTION BASE 1, whose
    /// element 1 is the first stored).
    pub fn index(&self, subs: &[i32], base: i32) -> Result<usize, ErrorKind> {
        if let Some(bounds) = &self.bounds {
            return self.poked_index(bounds, subs, base);
        }
        if let ([s], [d]) = (subs, self.dims.as_slice()) {
            return Self::index1(*s, *d, base);
        }
        if subs.len() != self.dims.len() {
            return Err(ErrorKind::BadSubscript);
        }
        let mut idx = 0usize;
        for (&s, &d) in subs.iter().zip(&self.dims) {
            if s < base || (s - base) as usize >= d {
                return Err(ErrorKind::BadSubscript);
            }
            idx = idx * d + (s - base) as usize;
        }
        Ok(idx)
    }

    /// The index of `s` in a one-dimensional array: the checks of [`Self::index`] for one
    /// subscript, without its loop.
    #[inline]
    pub fn index_one(&self, s: i32, base: i32) -> Result<usize, ErrorKind> {
        if let Some(bounds) = &self.bounds {
            return self.poked_index(bounds, &[s], base);
        }
        match self.dims.as_slice() {
            [d] => Self::index1(s, *d, base),
            _ => Err(ErrorKind::BadSubscript),
        }
    }

    /// The flat index of `subs` under poked bound words: the machine checks each subscript
    /// against its word and counts the element's place with the words as strides, first
    /// subscript fastest (BIPTRG.ASM `GETDEF`); the place is then one of the stored
    /// elements. A place past the stored elements (the machine reads the bytes after the
    /// array) is not modelled: `Subscript out of range`.
    fn poked_index(&self, bounds: &[usize], subs: &[i32], base: i32) -> Result<usize, ErrorKind> {
        let rank = self.ndims.map_or(self.dims.len(), usize::from);
        // Subscripts as many as a poked count other than the stored one would take their
        // bounds from the element bytes: not modelled, out of range too.
        if subs.len() != rank || rank != self.dims.len() || subs.len() != bounds.len() {
            return Err(ErrorKind::BadSubscript);
        }
        let mut place = 0usize;
        for (&s, &b) in subs.iter().zip(bounds).rev() {
            if s < base || (s - base) as usize >= b {
                return Err(ErrorKind::BadSubscript);
            }
            place = place.saturating_mul(b).saturating_add((s - base) as usize);
        }
        if place >= self.data.len() {
            return Err(ErrorKind::BadSubscript);
        }
        // The stored place counts the first subscript fastest; the flat index the last.
        let mut rest = place;
        let mut flat = 0usize;
        let mut at = vec![0usize; self.dims.len()];
        for (slot, &d) in at.iter_mut().zip(&self.dims) {
            *slot = rest % d.max(1);
            rest /= d.max(1);
        }
        for (&s, &d) in at.iter().zip(&self.dims) {
            flat = flat * d + s;
        }
        Ok(flat)
    }

    #[inline]
    fn index1(s: i32, d: usize, base: i32) -> Result<usize, ErrorKind> {
        if s < base || (s - base) as usize >= d {
            return Err(ErrorKind::BadSubscript);
        }
        Ok((s - base) as usize)
    }
}

/// The bytes of string space a value holds.
fn held_len<N>(v: &Value<N>, heap: bool) -> usize {
    match v {
        Value::Str(s) if heap => s.len(),
        _ => 0,
    }
}

/// All variables and arrays of a run.
#[derive(Debug)]
pub struct Store<N> {
    scalars: Vec<Option<Value<N>>>,
    /// Whether a POKE changed an array's size word: every array search then walks the
    /// table's bytes as the machine does (`exec/arrayhead.rs`).
    pub size_poked: bool,
    /// The type bytes a POKE put into simple variables' entries (VARPTR-4): each search
    /// of the simple variables then walks the table's bytes as the machine does
    /// (`exec/typehead.rs`).
    pub type_bytes: Vec<((NameId, VarType), u8)>,
    /// Arrays by name and type, each in a slot numbered as the scalars are.
    pub arrays: Arrays<N>,
    /// GW's DEFtype table: the type of a bare name by its first letter, indexed by the
    /// letter's byte as written (upper and lower case hold the same type), so that
    /// [`Store::type_of`], made on every variable access, is one load with no case folding
    /// or bounds check. Set through [`Store::set_deftype`].
    deftype: [VarType; 256],
    /// The letters DEFSTR types now (bit 0 for `A`): kept with `deftype` so that whether
    /// any letter of an expression is a string is one test (`Pure::letters`).
    str_letters: u32,
    /// `OPTION BASE`, once it has been executed.
    pub option_base: Option<u8>,
    /// Elements allocated so far, to stop a program before it exhausts host memory.
    pub elements: usize,
    /// Which scalar slots hold a string in the string space.
    heap: Vec<bool>,
    /// The machine's memory: what variables, arrays and strings have taken of it.
    pub mem: Memory,
    /// The length of each name (GW-BASIC stores the characters past the second).
    pub name_lens: Vec<u8>,
    /// Simple variables and function definitions in the order they were made: the order
    /// of their entries in memory, for VARPTR and PEEK.
    pub order: Vec<Entry>,
    /// Arrays in the order they were made (ERASE takes one out, the rest move down).
    pub array_order: Vec<(NameId, VarType)>,
    /// Bytes in the array area no array owns (left by ERASE of an array whose size word a
    /// POKE changed, `exec/arrayhead.rs`): each run lies before the array at its index in
    /// `array_order` (at the end when the index is its length), in order.
    pub array_trash: Vec<(usize, Vec<u8>)>,
}

/// An entry of the simple-variable table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A variable, by name and type.
    Scalar(NameId, VarType),
    /// A `DEF FN` definition, by name and type, and the address of its text (after the
    /// name).
    Function(NameId, VarType, u32),
}

impl<N: Number> Default for Store<N> {
    fn default() -> Self {
        Self {
            scalars: Vec::new(),
            size_poked: false,
            type_bytes: Vec::new(),
            arrays: Arrays::default(),
            deftype: typed_entries(),
            str_letters: 0,
            option_base: None,
            elements: 0,
            heap: Vec::new(),
            mem: Memory::new(Layout::UNBOUNDED),
            name_lens: Vec::new(),
            order: Vec::new(),
            array_order: Vec::new(),
            array_trash: Vec::new(),
        }
    }
}

/// The entry of `per` for a type.
pub fn sized(per: &PerType, ty: VarType) -> u32 {
    match ty {
        VarType::Num(NumKind::Single) => per.single,
        VarType::Num(NumKind::Integer) => per.integer,
        VarType::Num(NumKind::Double) => per.double,
        VarType::Str => per.string,
    }
}

/// The type table before any DEFtype: single precision for every letter, and each type at
/// the key `VarRef::new` gives a name of that type (`VarRef::TYPED` plus its index).
fn typed_entries() -> [VarType; 256] {
    let mut t = [VarType::Num(NumKind::Single); 256];
    for ty in [
        VarType::Num(NumKind::Single),
        VarType::Num(NumKind::Integer),
        VarType::Num(NumKind::Double),
        VarType::Str,
    ] {
        t[usize::from(VarRef::TYPED) + ty.index()] = ty;
    }
    t
}

/// More array elements than this is `Out of memory` (the machines had far less).
pub const MAX_ELEMENTS: usize = 1 << 22;

impl<N: Number> Store<N> {
    /// Every string a simple variable or an array element holds, to change in place (a
    /// POKE into its bytes).
    pub fn strings_mut(&mut self) -> impl Iterator<Item = &mut std::rc::Rc<[u8]>> {
        let scalars = self.scalars.iter_mut().flatten();
        let arrays = self.arrays.iter_mut().flat_map(|a| a.data.iter_mut());
        scalars.chain(arrays).filter_map(|v| match v {
            Value::Str(s) => Some(s),
            _ => None,
        })
    }

    /// The type of a variable as written.
    /// One look-up in the type table for either kind of name: `VarRef::new` keys a typed
    /// name to an entry that holds its type (see [`typed_entries`]), a bare name to its
    /// letter's DEFtype; no test of the suffix (every variable read on GW).
    #[inline(always)]
    pub fn type_of(&self, var: VarRef) -> VarType {
        self.deftype[usize::from(var.letter)]
    }

    /// DEFINT, DEFSNG, DEFDBL, DEFSTR of the letter `c` (`A` to `Z`, as the cruncher gives
    /// it): bare names starting with it, in either case, are of type `ty` from now on.
    /// Other bytes are ignored, as the 26-entry table this replaced ignored them.
    pub fn set_deftype(&mut self, c: u8, ty: VarType) {
        if c.is_ascii_uppercase() {
            self.deftype[usize::from(c.to_ascii_uppercase())] = ty;
            self.deftype[usize::from(c.to_ascii_lowercase())] = ty;
            let bit = 1u32 << (c - b'A');
            if ty == VarType::Str {
                self.str_letters |= bit;
            } else {
                self.str_letters &= !bit;
            }
        }
    }

    /// The letters (bit 0 for `A`) DEFSTR has made string letters: a bare name starting
    /// with one of them, in either case, is a string variable.
    #[inline(always)]
    pub fn str_letters(&self) -> u32 {
        self.str_letters
    }

    /// The type DEFINT/DEFSNG/DEFDBL/DEFSTR gave bare names starting with the letter `c`
    /// (single precision where none did).
    #[inline]
    pub fn letter_type(&self, c: u8) -> VarType {
        self.deftype[usize::from(c)]
    }

    fn slot(var: VarRef, ty: VarType) -> usize {
        var.name as usize * 4 + ty.index()
    }

    /// Whether a string variable's text (or element `idx`'s) is in the string space, not
    /// in the program text or a FIELD buffer: LSET and RSET write such a string in place.
    pub fn string_in_heap(&self, var: VarRef, idx: Option<usize>) -> bool {
        let ty = self.type_of(var);
        match idx {
            None => self.heap.get(Self::slot(var, ty)).copied().unwrap_or(false),
            Some(i) => self
                .arrays
                .at(arrays::slot(var.name, ty))
                .and_then(|a| a.heap.get(i).copied())
                .unwrap_or(false),
        }
    }

    /// Moves a simple variable's value, and its entry in the table, to another name of the
    /// same type: a POKE into the entry's name bytes (PTRGET finds entries by the bytes
    /// there). False, changing nothing, when the new name already has an entry.
    pub fn rename_scalar(&mut self, old: VarRef, new: VarRef, ty: VarType) -> bool {
        let (from, to) = (Self::slot(old, ty), Self::slot(new, ty));
        if from == to || matches!(self.scalars.get(to), Some(Some(_))) {
            return false;
        }
        let Some(value) = self.scalars.get_mut(from).and_then(Option::take) else {
            return false;
        };
        if self.scalars.len() <= to {
            self.scalars.resize_with(to + 1, || None);
        }
        self.scalars[to] = Some(value);
        let heap = self.heap.get(from).copied().unwrap_or(false);
        if let Some(h) = self.heap.get_mut(from) {
            *h = false;
        }
        if self.heap.len() <= to {
            self.heap.resize(to + 1, false);
        }
        self.heap[to] = heap;
        for e in &mut self.order {
            if *e == Entry::Scalar(old.name, ty) {
                *e = Entry::Scalar(new.name, ty);
            }
        }
        true
    }

    /// Whether the scalar exists: set, or made by a reference that makes one.
    pub fn has(&self, var: VarRef) -> bool {
        let ty = self.type_of(var);
        matches!(self.scalars.get(Self::slot(var, ty)), Some(Some(_)))
    }

    /// A variable's value (0 or "" when never set).
    /// A number is copied out of its slot; only a string's `Rc` is cloned (a general
    /// `clone` of the `Value` went through the string case's code for every number).
    #[inline]
    pub fn get(&self, var: VarRef) -> Value<N> {
        let ty = self.type_of(var);
        match self.scalars.get(Self::slot(var, ty)) {
            Some(Some(Value::Num(n))) => Value::Num(*n),
            Some(Some(Value::Str(s))) => Value::Str(Rc::clone(s)),
            _ => Value::zero(ty),
        }
    }

    /// A store for a machine with `layout`'s memory.
    pub fn with_layout(layout: Layout) -> Self {
        Self {
            mem: Memory::new(layout),
            ..Self::default()
        }
    }

    /// Bytes of the name's characters past the second, where the machine stores them.
    pub fn name_extra(&self, var: VarRef) -> u32 {
        if !self.mem.layout.long_names {
            return 0;
        }
        let len = self.name_lens.get(var.name as usize).copied().unwrap_or(1);
        u32::from(len).saturating_sub(2)
    }

    /// Whether a variable has been given a value.
    pub fn is_set(&self, var: VarRef) -> bool {
        let ty = self.type_of(var);
        matches!(self.scalars.get(Self::slot(var, ty)), Some(Some(_)))
    }

    /// Stores into a variable, converting to its type. A string is copied into the string
    /// space, as INPUT and the other statements that make a string did.
    pub fn set(&mut self, var: VarRef, value: Value<N>) -> Result<(), ErrorKind> {
        let heap = match &value {
            Value::Str(s) => {
                self.mem.allocate_string(s.len())?;
                !s.is_empty()
            }
            Value::Num(_) => false,
        };
        self.set_held(var, value, heap)
    }

    /// A variable's number (`get` then `num`, without moving a whole [`Value`]):
    /// `TypeMismatch` for a string variable.
    /// Always inlined: called out of line, the number came back through memory and the
    /// call cost as much as the read (callgrind, c64 BM7: about 40 instructions a read).
    #[inline(always)]
    pub fn get_num(&self, var: VarRef) -> Result<N, ErrorKind> {
        let ty = self.type_of(var);
        match self.scalars.get(Self::slot(var, ty)) {
            Some(Some(Value::Num(n))) => Ok(*n),
            _ => Self::num_not_set(ty),
        }
    }

    /// [`Self::get_num`] of a variable that holds no number: a string variable (set or
    /// not) is `TypeMismatch`, a numeric one never set reads 0.
    #[cold]
    #[inline(never)]
    fn num_not_set(ty: VarType) -> Result<N, ErrorKind> {
        Value::zero(ty).num()
    }

    /// Stores a number (LET, NEXT): what `set_held(var, Value::Num(n), false)` does. A
    /// numeric variable that already exists only takes the converted number: it holds no
    /// string, takes no new memory and is already in `order`, so the rest of `set_held`
    /// would change nothing. The number travels in registers rather than as a `Value` in
    /// memory, whose piecewise copies stalled the wide reads of `set_held` (perf, gw BM1).
    /// Returns the number as stored (converted to the variable's type), which NEXT tests
    /// against its limit. Always inlined, as [`Self::get_num`] is, with the first store
    /// to a variable out of line.
    #[inline(always)]
    pub fn set_num(&mut self, var: VarRef, n: N) -> Result<N, ErrorKind> {
        let ty = self.type_of(var);
        if let VarType::Num(kind) = ty {
            if let Some(Some(Value::Num(old))) = self.scalars.get_mut(Self::slot(var, ty)) {
                // The converted number is returned from the register it was made in: read
                // back from the slot, GW's tag-and-payload number was loaded across the
                // pieces just stored, a store-forwarding stall in every NEXT (perf, gw BM1).
                let stored = n.to_kind(kind)?;
                *old = stored;
                return Ok(stored);
            }
        }
        self.set_num_new(var, n)
    }

    /// The slot, kind and number of a numeric variable that holds a number now, else `None`
    /// (never set, or a string): NEXT resolves its loop variable once, reads it here and
    /// stores the stepped number with [`Self::store_num_at`] instead of resolving the type
    /// and slot again in `get_num` and `set_num` (callgrind, c64 BM1).
    #[inline(always)]
    pub fn held_num(&self, var: VarRef) -> Option<(usize, NumKind, N)> {
        let ty = self.type_of(var);
        let VarType::Num(kind) = ty else {
            return None;
        };
        let slot = Self::slot(var, ty);
        match self.scalars.get(slot) {
            Some(Some(Value::Num(n))) => Some((slot, kind, *n)),
            _ => None,
        }
    }

    /// Stores `n`, converted to `kind`, into a slot [`Self::held_num`] found holding a
    /// number: what [`Self::set_num`] does for such a variable. Returns the number as stored.
    #[inline(always)]
    pub fn store_num_at(&mut self, slot: usize, kind: NumKind, n: N) -> Result<N, ErrorKind> {
        let stored = n.to_kind(kind)?;
        if let Some(Some(Value::Num(old))) = self.scalars.get_mut(slot) {
            *old = stored;
        }
        Ok(stored)
    }

    /// [`Self::set_num`] into a variable that holds no number yet (or a string variable,
    /// which is `TypeMismatch`).
    #[inline(never)]
    fn set_num_new(&mut self, var: VarRef, n: N) -> Result<N, ErrorKind> {
        self.set_held(var, Value::Num(n), false)?;
        self.get_num(var)
    }

    /// A string going into a variable from the string space, with the address the machine
    /// gave it (`Memory::claim`: a copy of another variable's string is bytes of its own).
    fn placed(&mut self, value: Value<N>, heap: bool) -> Value<N> {
        match &value {
            Value::Str(s) if heap => match self.mem.claim(s) {
                Some(fresh) => Value::Str(fresh),
                None => value,
            },
            Value::Str(s) => {
                if self.mem.layout.segment.is_some() && !is_never_set(s) {
                    self.mem.places.literal(s);
                }
                value
            }
            _ => value,
        }
    }

    /// Stores a value whose string, if `heap`, is already in the string space (an
    /// expression's result) or else in the program (a literal, a DATA item).
    pub fn set_held(&mut self, var: VarRef, value: Value<N>, heap: bool) -> Result<(), ErrorKind> {
        let value = value.coerce(self.type_of(var))?;
        let value = self.placed(value, heap);
        self.set_placed(var, value, heap)
    }

    /// Stores a value [`Self::placed`] has placed (or one no statement gave, which has no
    /// place: a variable made holding "" has the descriptor 0 0 0).
    fn set_placed(&mut self, var: VarRef, value: Value<N>, heap: bool) -> Result<(), ErrorKind> {
        let ty = self.type_of(var);
        let value = value.coerce(ty)?;
        let slot = Self::slot(var, ty);
        if slot >= self.scalars.len() {
            self.scalars.resize(slot + 1, None);
            self.heap.resize(slot + 1, false);
        }
        if self.scalars[slot].is_none() {
            let layout = &self.mem.layout;
            let bytes =
                layout.scalar_header + sized(&layout.scalar_value, ty) + self.name_extra(var);
            self.mem.reserve(u64::from(bytes))?;
            self.mem.set_variables(self.mem.variables() + bytes);
            self.order.push(Entry::Scalar(var.name, ty));
        }
        let added = held_len(&value, heap);
        let removed = match &self.scalars[slot] {
            Some(old) => held_len(old, self.heap[slot]),
            None => 0,
        };
        self.mem.hold(added, removed);
        self.heap[slot] = heap && added > 0;
        self.scalars[slot] = Some(value);
        Ok(())
    }

    /// Creates a variable if it does not exist yet: LET finds (PTRGET) its target before it
    /// evaluates the expression, so `F=FRE(0)` already counts F (`c64/limits/l001`).
    /// The test is inlined into every LET; only the first store to a variable makes the
    /// call that creates it.
    #[inline]
    pub fn touch(&mut self, var: VarRef) -> Result<(), ErrorKind> {
        let ty = self.type_of(var);
        if matches!(self.scalars.get(Self::slot(var, ty)), Some(Some(_))) {
            return Ok(());
        }
        self.create(var, ty)
    }

    /// Makes a variable that does not exist yet, holding 0 or "".
    #[inline(never)]
    fn create(&mut self, var: VarRef, ty: VarType) -> Result<(), ErrorKind> {
        // PTRGET zeroes the new entry: a string's descriptor is 0 0 0, not a literal's
        // (real GW-BASIC 3.23: `SWAP A$,B$` of two new strings leaves B$ at address 0).
        self.set_placed(var, Value::zero(ty), false)
    }

    /// Whether a variable's string is in the string space (so copying it copies the text).
    pub fn holds_heap(&self, var: VarRef) -> bool {
        let slot = Self::slot(var, self.type_of(var));
        self.heap.get(slot).copied().unwrap_or(false)
    }

    /// Takes the bytes of a `DEF FN` definition (and of its parameter, where DEF creates it).
    /// `pointer` is where the definition's text is (GW-BASIC keeps it in the entry).
    pub fn define_function(
        &mut self,
        name: VarRef,
        params: &[VarRef],
        pointer: u32,
    ) -> Result<(), ErrorKind> {
        let ty = self.type_of(name);
        // An entry a call of the undefined function made (see [`Store::enter_function`])
        // is the one DEF fills in: PTRGET finds it.
        let made = self.order.iter_mut().find_map(|e| match e {
            Entry::Function(n, t, at) if *n == name.name && *t == ty => Some(at),
            _ => None,
        });
        if let Some(at) = made {
            *at = pointer;
            return self.define_parameters(params);
        }
        let layout = &self.mem.layout;
        let bytes = if layout.fn_as_variable {
            layout.scalar_header + sized(&layout.scalar_value, ty) + self.name_extra(name)
        } else {
            layout.fn_definition
        };
        self.mem.reserve(u64::from(bytes))?;
        self.mem.set_variables(self.mem.variables() + bytes);
        self.order.push(Entry::Function(name.name, ty, pointer));
        self.define_parameters(params)
    }

    /// A call of a function no DEF FN has defined: where the function is a variable
    /// entry (GW-BASIC), PTRGET makes it, with no text, before the call finds it empty
    /// and says `Undefined user function` (real GW-BASIC 3.23: `PRINT FNNONE(1)` takes
    /// the 10 bytes of a single named NONE).
    pub fn enter_function(&mut self, name: VarRef) -> Result<(), ErrorKind> {
        if !self.mem.layout.fn_as_variable {
            return Ok(());
        }
        let ty = self.type_of(name);
        let made = self
            .order
            .iter()
            .any(|e| matches!(e, Entry::Function(n, t, _) if *n == name.name && *t == ty));
        if made {
            return Ok(());
        }
        let layout = &self.mem.layout;
        let bytes = layout.scalar_header + sized(&layout.scalar_value, ty) + self.name_extra(name);
        self.mem.reserve(u64::from(bytes))?;
        self.mem.set_variables(self.mem.variables() + bytes);
        self.order.push(Entry::Function(name.name, ty, 0));
        Ok(())
    }

    /// DEF FN's parameters, made where the machine makes them as DEF reads them.
    pub(crate) fn define_parameters(&mut self, params: &[VarRef]) -> Result<(), ErrorKind> {
        if self.mem.layout.fn_creates_parameter {
            for &p in params {
                let ty = self.type_of(p);
                let exists = matches!(self.scalars.get(Self::slot(p, ty)), Some(Some(_)));
                if !exists {
                    self.set_held(p, Value::zero(ty), false)?;
                    if let Value::Str(s) = self.get(p) {
                        // Made without a value: its descriptor is all zeros.
                        self.mem.places.forget(&s);
                    }
                }
            }
        }
        Ok(())
    }

    /// Stores into an array element at flat index `idx` of an existing array.
    pub fn set_element(
        &mut self,
        var: VarRef,
        idx: usize,
        value: Value<N>,
        heap: bool,
    ) -> Result<(), ErrorKind> {
        let ty = self.type_of(var);
        let value = value.coerce(ty)?;
        let value = self.placed(value, heap);
        let arr = self
            .arrays
            .at_mut(arrays::slot(var.name, ty))
            .ok_or(ErrorKind::BadSubscript)?;
        let Some(slot) = arr.data.get_mut(idx) else {
            return Err(ErrorKind::BadSubscript);
        };
        let was_heap = arr.heap.get(idx).copied().unwrap_or(false);
        let added = held_len(&value, heap);
        let removed = held_len(slot, was_heap);
        *slot = value;
        if let Some(h) = arr.heap.get_mut(idx) {
            *h = heap && added > 0;
        }
        self.mem.hold(added, removed);
        Ok(())
    }

    /// Puts `s` into a string variable (`idx` None) or element in place of its string,
    /// without copying it anywhere: a POKE changed the variable's descriptor, and `s` is
    /// what the bytes it now points at hold. `heap`: whether they are in the string space.
    pub fn poked_string(
        &mut self,
        var: VarRef,
        idx: Option<usize>,
        s: Rc<[u8]>,
        heap: bool,
    ) -> Result<(), ErrorKind> {
        let ty = self.type_of(var);
        if ty != VarType::Str {
            return Err(ErrorKind::TypeMismatch);
        }
        let added = if heap { s.len() } else { 0 };
        let removed = match idx {
            None => {
                let slot = Self::slot(var, ty);
                let Some(Some(old)) = self.scalars.get_mut(slot) else {
                    return Err(ErrorKind::IllegalQuantity);
                };
                let removed = held_len(old, self.heap[slot]);
                *old = Value::Str(s);
                self.heap[slot] = heap && added > 0;
                removed
            }
            Some(i) => {
                let arr = self
                    .arrays
                    .at_mut(arrays::slot(var.name, ty))
                    .ok_or(ErrorKind::BadSubscript)?;
                let Some(old) = arr.data.get_mut(i) else {
                    return Err(ErrorKind::BadSubscript);
                };
                let removed = held_len(old, arr.heap.get(i).copied().unwrap_or(false));
                *old = Value::Str(s);
                if let Some(h) = arr.heap.get_mut(i) {
                    *h = heap && added > 0;
                }
                removed
            }
        };
        self.mem.live = (self.mem.live + added as u32).saturating_sub(removed as u32);
        Ok(())
    }

    /// Stores a number into element `idx` of an existing array: what `set_element(var, idx,
    /// Value::Num(n), false)` does. An element of a numeric array only ever holds a number
    /// and no string, so the string-space bookkeeping of `set_element` would change nothing;
    /// the number is converted first, as `coerce` converts it there (the same error first).
    #[inline]
    pub fn set_element_num(&mut self, var: VarRef, idx: usize, n: N) -> Result<(), ErrorKind> {
        let ty = self.type_of(var);
        let VarType::Num(kind) = ty else {
            return Err(ErrorKind::TypeMismatch);
        };
        let n = n.to_kind(kind)?;
        match self
            .arrays
            .at_mut(arrays::slot(var.name, ty))
            .and_then(|a| a.data.get_mut(idx))
        {
            Some(Value::Num(old)) => {
                *old = n;
                Ok(())
            }
            _ => self.set_element(var, idx, Value::Num(n), false),
        }
    }

    /// An element of an existing array at flat index `idx`, and whether its string is in the
    /// string space: one lookup where reading both separately would take two. A number is
    /// copied, not cloned as a `Value`.
    #[inline]
    pub fn element(&self, var: VarRef, idx: usize) -> Option<(Value<N>, bool)> {
        let arr = self.arrays.at(self.array_slot(var))?;
        match arr.data.get(idx)? {
            Value::Num(n) => Some((Value::Num(*n), false)),
            Value::Str(s) => Some((
                Value::Str(Rc::clone(s)),
                arr.heap.get(idx).copied().unwrap_or(false),
            )),
        }
    }

    /// The slot of the array a subscripted name refers to (by its name and its type now).
    #[inline]
    pub fn array_slot(&self, var: VarRef) -> usize {
        arrays::slot(var.name, self.type_of(var))
    }

    /// Whether an array element's string is in the string space.
    pub fn element_holds_heap(&self, var: VarRef, idx: usize) -> bool {
        let ty = self.type_of(var);
        self.arrays
            .at(arrays::slot(var.name, ty))
            .and_then(|a| a.heap.get(idx).copied())
            .unwrap_or(false)
    }

    /// Creates an array with the given upper bounds (from OPTION BASE up: see [`Array::dims`]).
    pub fn dim(&mut self, var: VarRef, bounds: &[i32]) -> Result<(), ErrorKind> {
        let ty = self.type_of(var);
        if self.arrays.contains_key(&(var.name, ty)) {
            return Err(ErrorKind::RedimensionedArray);
        }
        let base = i32::from(self.option_base.unwrap_or(0));
        let mut dims = Vec::with_capacity(bounds.len());
        let mut total: usize = 1;
        for &b in bounds {
            if b < 0 {
                return Err(ErrorKind::IllegalQuantity);
            }
            if b < base {
                return Err(ErrorKind::BadSubscript);
            }
            let d = (b - base) as usize + 1;
            total = total.checked_mul(d).ok_or(ErrorKind::OutOfMemory)?;
            dims.push(d);
        }
        if self.elements + total > MAX_ELEMENTS {
            return Err(ErrorKind::OutOfMemory);
        }
        let bytes = self.array_bytes(var, ty, &dims);
        if self.mem.wraps_address(bytes) {
            return Err(ErrorKind::BadSubscript);
        }
        self.mem.reserve(bytes)?;
        self.mem.set_arrays(self.mem.arrays() + bytes as u32);
        self.elements += total;
        self.array_order.push((var.name, ty));
        let heap = if ty == VarType::Str {
            vec![false; total]
        } else {
            Vec::new()
        };
        self.arrays.insert(
            (var.name, ty),
            Array {
                dims,
                data: vec![Value::zero(ty); total],
                heap,
                bounds: None,
                ndims: None,
                size_word: None,
            },
        );
        Ok(())
    }

    /// Bytes an array of `ty` with `dims` elements along each dimension takes: its header,
    /// the name's extra characters, and its elements.
    pub fn array_bytes(&self, var: VarRef, ty: VarType, dims: &[usize]) -> u64 {
        let layout = &self.mem.layout;
        let total: u64 = dims.iter().map(|&d| d as u64).product();
        u64::from(layout.array_header)
            + u64::from(layout.array_dimension) * dims.len() as u64
            + u64::from(self.name_extra(var))
            + u64::from(sized(&layout.element, ty)) * total
    }

    /// Takes in an array CHAIN passed on, counting its bytes and the strings its elements
    /// hold (copied into the new string space, compacted); whether it all fits is checked
    /// when the chained program starts.
    pub fn adopt(&mut self, var: VarRef, mut array: Array<N>) {
        let ty = self.type_of(var);
        let bytes = self.array_bytes(var, ty, &array.dims);
        let arrays = self
            .mem
            .arrays()
            .saturating_add(bytes.min(u64::from(u32::MAX)) as u32);
        self.mem.set_arrays(arrays);
        self.elements += array.data.len();
        // Strings the old program's text held are copied too: that text is gone.
        for (v, h) in array.data.iter().zip(array.heap.iter_mut()) {
            *h = held_len(v, true) > 0;
        }
        let held: usize = array.data.iter().map(|v| held_len(v, true)).sum();
        self.mem
            .set_strings(self.mem.strings().saturating_add(held as u32));
        self.mem.hold(held, 0);
        self.array_order.push((var.name, ty));
        self.arrays.insert((var.name, ty), array);
    }

    /// The bytes ERASE of `var` would give back, if the array exists.
    pub fn erasable_bytes(&self, var: VarRef) -> Option<u32> {
        let ty = self.type_of(var);
        let arr = self.arrays.get(&(var.name, ty))?;
        Some(self.array_bytes(var, ty, &arr.dims) as u32)
    }

    /// ERASE: forgets an array and gives its bytes back; the strings its elements held
    /// become garbage. An array that does not exist is `Illegal function call` (GW-BASIC
    /// User's Guide, ERASE; pcbasic-suite ERASE: 250 DIM/ERASE pairs leave FRE unchanged).
    pub fn erase(&mut self, var: VarRef) -> Result<(), ErrorKind> {
        let ty = self.type_of(var);
        let arr = self
            .arrays
            .remove(&(var.name, ty))
            .ok_or(ErrorKind::IllegalQuantity)?;
        let bytes = self.array_bytes(var, ty, &arr.dims);
        if let Some(p) = self.array_order.iter().position(|&k| k == (var.name, ty)) {
            self.array_order.remove(p);
            self.unplace_trash(p);
        }
        self.mem
            .set_arrays(self.mem.arrays().saturating_sub(bytes as u32));
        self.elements = self.elements.saturating_sub(arr.data.len());
        let held: usize = arr
            .data
            .iter()
            .zip(&arr.heap)
            .map(|(v, &h)| held_len(v, h))
            .sum();
        self.mem.hold(0, held);
        Ok(())
    }

    /// The array area's bytes no array owns that lie before the array at `i` of
    /// `array_order` (after the last when `i` is its length).
    pub fn trash_before(&self, i: usize) -> &[u8] {
        self.array_trash
            .iter()
            .find(|(at, _)| *at == i)
            .map_or(&[], |(_, b)| b.as_slice())
    }

    /// The array at `p` of `array_order` is gone: the runs after it move down one place,
    /// and the run that lay before it joins the one after it.
    fn unplace_trash(&mut self, p: usize) {
        if self.array_trash.is_empty() {
            return;
        }
        for (at, _) in &mut self.array_trash {
            if *at > p {
                *at -= 1;
            }
        }
        let mut merged: Vec<(usize, Vec<u8>)> = Vec::new();
        for (at, bytes) in std::mem::take(&mut self.array_trash) {
            match merged.last_mut() {
                Some((last, run)) if *last == at => run.extend(bytes),
                _ => merged.push((at, bytes)),
            }
        }
        self.array_trash = merged;
    }

    /// The array a subscripted name refers to, if it exists.
    #[inline]
    pub fn array(&self, var: VarRef) -> Option<&Array<N>> {
        self.arrays.at(self.array_slot(var))
    }

    /// The array a subscripted name refers to, made with bounds of 10 if it does not exist.
    pub fn array_mut(&mut self, var: VarRef, rank: usize) -> Result<&mut Array<N>, ErrorKind> {
        let ty = self.type_of(var);
        if !self.arrays.contains_key(&(var.name, ty)) {
            // 10 elements a dimension from OPTION BASE up (`OPTVAL XOR 11`).
            self.dim(var, &vec![10; rank])?;
        }
        self.arrays
            .get_mut(&(var.name, ty))
            .ok_or(ErrorKind::BadSubscript)
    }

    /// Every scalar that has been set, by name and type.
    pub fn scalars(&self) -> Vec<((NameId, VarType), Value<N>)> {
        const TYPES: [VarType; 4] = [
            VarType::Num(NumKind::Single),
            VarType::Num(NumKind::Integer),
            VarType::Num(NumKind::Double),
            VarType::Str,
        ];
        self.scalars
            .iter()
            .enumerate()
            .filter_map(|(slot, v)| {
                let v = v.as_ref()?;
                Some((((slot / 4) as NameId, TYPES[slot % 4]), v.clone()))
            })
            .collect()
    }

    /// Forgets every variable and array (RUN, CLEAR); the memory keeps its program and
    /// string space size.
    pub fn clear(&mut self) {
        let mut mem = self.mem.clone();
        mem.clear();
        let name_lens = std::mem::take(&mut self.name_lens);
        *self = Self {
            mem,
            name_lens,
            ..Self::default()
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::mbf40::Mbf40;

    fn var(letter: u8, suffix: Option<VarType>) -> VarRef {
        VarRef::new(0, suffix, letter)
    }

    #[test]
    fn deftype_types_bare_names_of_either_case_and_leaves_suffixes() {
        let mut s: Store<Mbf40> = Store::default();
        let single = VarType::Num(NumKind::Single);
        let integer = VarType::Num(NumKind::Integer);
        assert_eq!(s.type_of(var(b'I', None)), single);
        s.set_deftype(b'I', integer);
        assert_eq!(s.type_of(var(b'I', None)), integer);
        assert_eq!(s.type_of(var(b'i', None)), integer);
        assert_eq!(s.type_of(var(b'J', None)), single);
        assert_eq!(s.type_of(var(b'I', Some(VarType::Str))), VarType::Str);
        // Only `A` to `Z` as the cruncher gives them: other bytes change nothing.
        s.set_deftype(b'j', VarType::Str);
        s.set_deftype(b'[', VarType::Str);
        assert_eq!(s.type_of(var(b'J', None)), single);
        assert_eq!(s.type_of(var(b'[', None)), single);
        // CLEAR (and RUN) forget the table.
        s.clear();
        assert_eq!(s.type_of(var(b'I', None)), single);
    }
}
