//! The accounting: how many bytes the program, the variables, the arrays, the strings and the
//! stack take, so `FRE`, `?OM`/`Out of memory` and `Out of string space` come where the
//! machine gave them.
//!
//! Memory is counted, not simulated: every allocation point of the interpreter reports its
//! size here. The layout follows Microsoft's (mist64/msbasic `memory.s`, the C64 ROM's
//! `$A408 REASON`, `$B526 GARBAG`; GW-BASIC's `GETSPA`/`GARBAG` in `BISTRS.ASM`): program text
//! from the bottom, then simple variables, then arrays (STREND), then free space, then strings
//! allocated downwards from the top (FRETOP). A string request that does not fit compacts the
//! string space first (the garbage collector keeps only what variables still hold) and fails
//! only if it still does not fit.

use std::collections::HashMap;
use std::rc::{Rc, Weak};

use crate::dialect::layout::{FreCollects, Layout, StringSpace};
use crate::error::ErrorKind;

/// The stack's size at start (GW-BASIC: 512 bytes, `CLEAR ,,n` changes it).
const DEFAULT_STACK: u32 = 512;

/// What a run has taken of the machine's memory.
#[derive(Clone, Debug)]
pub struct Memory {
    /// The machine's figures.
    pub layout: Layout,
    /// Bytes of the stored program.
    program: u32,
    /// Bytes of simple variables and function definitions.
    variables: u32,
    /// Bytes of arrays.
    arrays: u32,
    /// Bytes allocated in the string space since it was last compacted, garbage included.
    strings: u32,
    /// Bytes of strings variables hold in the string space (what compaction keeps).
    pub live: u32,
    /// The size of a separate string space (`CLEAR n` on the Altair).
    string_space: u32,
    /// Bytes of FOR, GOSUB and WHILE entries on the stack.
    frames: u32,
    /// [`Memory::room`] as of the last change of a figure it depends on: every expression
    /// and every variable read tests the stack against it, far more often than memory
    /// changes. The figures above are private so that every change goes through a method
    /// that renews it.
    room: i64,
    /// The bytes the statement being run holds on the stack at its expression's first
    /// check: the layout's `expression` (LET), or `condition` while IF evaluates its own.
    pub base: u32,
    /// The bytes of the parameter block of the `FN` whose body is being evaluated (GW's
    /// PRMLEN: FNDOER saves it on the stack when the body calls another `FN`).
    pub fn_block: u32,
    /// The string an expression made last, while no variable has taken it: the bottom of
    /// the string space, which giving it up returns at once.
    pub last_temp: Option<Rc<[u8]>>,
    /// The end of the memory BASIC uses (`CLEAR ,n`), where the machine has a data segment.
    top: u32,
    /// The stack's size (`CLEAR ,,n`).
    stack_size: u32,
    /// Where each string in the string space is, for a machine with a data segment.
    pub places: Places,
    /// The program text as the data segment holds it, made when a program first reads it,
    /// with the key of the lines it was made from (`exec/segment.rs`).
    pub text_image: std::cell::RefCell<Option<(TextKey, Rc<Vec<u8>>)>>,
    /// Bytes of the data segment's fixed part that POKE and `KEY n,"xy"` wrote where
    /// nothing else is modelled: PEEK reads them back (RUN and CLEAR leave them).
    pub written: std::collections::BTreeMap<u32, u8>,
}

/// What a program text image was made from: the lines' address and count and the line typed
/// in direct mode, if any.
pub type TextKey = (usize, usize, usize);

/// The addresses of the strings in the string space (GW-BASIC's `GETSPA` hands out bytes
/// downwards from FRETOP; `GARBAG` moves the strings still held up to the top, keeping their
/// order). A string is known by its allocation: an expression's result is placed when it is
/// made, and a variable that takes a copy of another's string is given a copy of its own.
#[derive(Clone, Debug, Default)]
pub struct Places {
    /// A string's address, whether a variable holds it, keyed by its bytes' address.
    at: HashMap<usize, (Weak<[u8]>, u32, bool)>,
    /// The address and length of the last bytes the string space gave out.
    last: Option<(u32, u32)>,
    /// The line (its index) each literal a variable took came from, by the string's key.
    from_line: HashMap<usize, usize>,
    /// The line whose text the next literal a variable takes comes from (LET's, or the
    /// DATA line READ reads), taken by [`Places::literal`].
    pub hint: Option<usize>,
}

impl Places {
    /// Forgets every string (RUN, CLEAR).
    fn clear(&mut self) {
        self.at.clear();
        self.last = None;
        self.from_line.clear();
        self.hint = None;
    }

    /// The line (its index) the literal `s` was taken from, when known.
    pub fn literal_line(&self, s: &Rc<[u8]>) -> Option<usize> {
        self.address(s)?;
        self.from_line.get(&key(s)).copied()
    }

    /// Where `s` is: `Some(LITERAL)` for a string a variable took from the program text,
    /// the address for one in the string space, `None` for one never placed.
    pub fn address(&self, s: &Rc<[u8]>) -> Option<u32> {
        let (w, a, _) = self.at.get(&key(s))?;
        w.upgrade().is_some_and(|t| Rc::ptr_eq(&t, s)).then_some(*a)
    }

    /// Every string still alive with its address ([`LITERAL`] for one in the program text).
    pub fn placed(&self) -> impl Iterator<Item = (u32, Rc<[u8]>)> + '_ {
        self.at
            .values()
            .filter_map(|(w, at, _)| Some((*at, w.upgrade()?)))
    }

    /// The bytes of the string space at address `a`, if a string placed there holds it.
    pub fn byte_at(&self, a: u32) -> Option<u8> {
        self.at.values().find_map(|(w, at, _)| {
            let s = w.upgrade()?;
            let off = a.checked_sub(*at)? as usize;
            (*at != LITERAL).then(|| s.get(off).copied()).flatten()
        })
    }

    /// Notes that a variable took `s` from the program text (a literal or a DATA item).
    pub fn literal(&mut self, s: &Rc<[u8]>) {
        if let Some(line) = self.hint.take() {
            if self.from_line.len() > 4096 {
                let at = &self.at;
                self.from_line.retain(|k, _| at.contains_key(k));
            }
            self.from_line.insert(key(s), line);
        }
        let e = self
            .at
            .entry(key(s))
            .or_insert_with(|| (Rc::downgrade(s), LITERAL, true));
        if e.0.upgrade().is_some_and(|t| Rc::ptr_eq(&t, s)) {
            // An empty result an expression made is held where it was made.
            e.2 = true;
        } else {
            *e = (Rc::downgrade(s), LITERAL, true);
        }
    }

    /// `new` takes the place of `old` (the MID$ statement changed its bytes where they are),
    /// ready for the variable to take it.
    pub fn moved(&mut self, old: &Rc<[u8]>, new: &Rc<[u8]>) {
        if let Some((_, a, _)) = self.at.remove(&key(old)) {
            self.at.insert(key(new), (Rc::downgrade(new), a, false));
        }
    }

    /// `new` holds the bytes of `old` where they are (a POKE changed one of them), held as
    /// `old` was.
    pub fn replaced(&mut self, old: &Rc<[u8]>, new: &Rc<[u8]>) {
        if let Some((_, a, held)) = self.at.remove(&key(old)) {
            self.at.insert(key(new), (Rc::downgrade(new), a, held));
        }
    }

    /// Notes that `s` is at `a` (a POKE into a descriptor pointed it there), held.
    pub fn pin(&mut self, s: &Rc<[u8]>, a: u32) {
        if self.at.len() > 4096 {
            self.at.retain(|_, (w, _, _)| w.strong_count() > 0);
        }
        self.at.insert(key(s), (Rc::downgrade(s), a, true));
    }

    /// Notes that no variable holds `s` for the moment, though it keeps its place: SWAP
    /// hands it to the other variable, whose [`Memory::claim`] then takes it as it is.
    pub fn unhold(&mut self, s: &Rc<[u8]>) {
        if let Some(e) = self.at.get_mut(&key(s)) {
            if e.0.upgrade().is_some_and(|t| Rc::ptr_eq(&t, s)) {
                e.2 = false;
            }
        }
    }

    /// Forgets where `s` is: a variable holds it without a value given (DEF FN's parameter).
    pub fn forget(&mut self, s: &Rc<[u8]>) {
        self.at.remove(&key(s));
    }

    /// Notes `s` as the bytes given out last (an expression's result, not yet held).
    fn place(&mut self, s: &Rc<[u8]>, held: bool) {
        if let Some((a, n)) = self.last {
            if n as usize == s.len() {
                if self.at.len() > 4096 {
                    self.at.retain(|_, (w, _, _)| w.strong_count() > 0);
                }
                self.at.insert(key(s), (Rc::downgrade(s), a, held));
                self.last = None;
            }
        }
    }
}

/// The address [`Places::address`] gives a string a variable took from the program text:
/// where it is there is found in the text itself.
pub const LITERAL: u32 = u32::MAX;

/// A string's identity: the address of its bytes.
fn key(s: &Rc<[u8]>) -> usize {
    Rc::as_ptr(s) as *const u8 as usize
}

impl Memory {
    /// An empty machine with `layout`'s figures.
    pub fn new(layout: Layout) -> Self {
        let string_space = match layout.strings {
            StringSpace::Separate { default } => default,
            StringSpace::Shared => 0,
        };
        let mut m = Self {
            layout,
            program: 0,
            variables: 0,
            arrays: 0,
            strings: 0,
            live: 0,
            string_space,
            frames: 0,
            room: 0,
            base: layout.stack.expression,
            fn_block: 0,
            last_temp: None,
            top: layout.segment.map_or(0, |s| s.top),
            stack_size: DEFAULT_STACK,
            places: Places::default(),
            written: Default::default(),
            text_image: std::cell::RefCell::new(None),
        };
        m.renew();
        m
    }

    /// Recomputes the cached stack room after a figure changed.
    #[inline]
    fn renew(&mut self) {
        self.room = self.room();
    }

    /// Bytes of the stored program.
    pub fn program(&self) -> u32 {
        self.program
    }

    /// Sets the bytes of the stored program.
    pub fn set_program(&mut self, n: u32) {
        if n > self.program {
            // A line goes in by BLTU too, which moves the text above it up to VARTAB and
            // the byte at STREND with it (GWMAIN.ASM `EDENT`, MATH1.ASM `BLTUC`): the free
            // byte at the end travels up as the program grows (real GW-BASIC 3.23: a program
            // loaded over the start-up bytes has 0 at its STREND, not the start-up byte).
            self.carry_end_byte(
                self.program + self.variables + self.arrays,
                n - self.program,
            );
        }
        self.program = n;
        self.renew();
    }

    /// Bytes of simple variables and function definitions.
    pub fn variables(&self) -> u32 {
        self.variables
    }

    /// Sets the bytes of simple variables and function definitions.
    pub fn set_variables(&mut self, n: u32) {
        if n > self.variables {
            // A new entry goes in at ARYTAB: BLTU moves ARYTAB..STREND up, the byte at
            // STREND included (MATH1.ASM `BLTUC`: "always move one byte"), so the free
            // memory's byte at STREND travels up with it (BIPTRG.ASM `SMKVAR`).
            self.carry_end_byte(
                self.program + self.variables + self.arrays,
                n - self.variables,
            );
        }
        self.variables = n;
        self.renew();
    }

    /// Moves the free memory's byte at STREND (the program, variables and arrays taking
    /// `used` bytes) `by` bytes up, as BLTU's move through STREND does.
    fn carry_end_byte(&mut self, used: u32, by: u32) {
        let Some(seg) = self.layout.segment else {
            return;
        };
        let end = seg.program + 2 + used;
        let to = end + by;
        let b = self
            .written
            .get(&end)
            .copied()
            .unwrap_or_else(|| seg.start_free_byte(end));
        if b == seg.start_free_byte(to) {
            self.written.remove(&to);
        } else {
            self.written.insert(to, b);
        }
    }

    /// Bytes of arrays.
    pub fn arrays(&self) -> u32 {
        self.arrays
    }

    /// Sets the bytes of arrays.
    pub fn set_arrays(&mut self, n: u32) {
        self.arrays = n;
        self.renew();
    }

    /// Bytes allocated in the string space since it was last compacted, garbage included.
    pub fn strings(&self) -> u32 {
        self.strings
    }

    /// Sets the bytes allocated in the string space.
    pub fn set_strings(&mut self, n: u32) {
        self.strings = n;
        self.renew();
    }

    /// Bytes of FOR, GOSUB and WHILE entries on the stack.
    pub fn frames(&self) -> u32 {
        self.frames
    }

    /// Sets the bytes of FOR, GOSUB and WHILE entries on the stack.
    #[inline]
    pub fn set_frames(&mut self, n: u32) {
        if n != self.frames {
            self.frames = n;
            self.renew();
        }
    }

    /// Forgets variables, arrays, strings and the stack (RUN, CLEAR); the program and the
    /// string space's size stay.
    pub fn clear(&mut self) {
        self.variables = 0;
        self.arrays = 0;
        self.strings = 0;
        self.live = 0;
        self.frames = 0;
        self.last_temp = None;
        self.places.clear();
        self.renew();
    }

    /// `CLEAR ,top,stack`: the end of BASIC's memory and the stack's size, which move the
    /// string space's top and take from (or give to) the free bytes.
    pub fn set_top(&mut self, top: Option<u32>, stack: Option<u32>) {
        if let Some(t) = top {
            self.top = t;
        }
        if let Some(s) = stack {
            self.stack_size = s;
        }
        self.places.clear();
        self.renew();
    }

    /// The stack's size (`CLEAR ,,n`).
    pub fn stack_size(&self) -> u32 {
        self.stack_size
    }

    /// The end of BASIC's memory (the word at &H2C).
    pub fn top(&self) -> u32 {
        self.top
    }

    /// The address just above the string space: below the stack, which is below the top
    /// (65021 at start: 65534 less the 512-byte stack and one byte).
    pub fn string_top(&self) -> u32 {
        self.top.saturating_sub(self.stack_size + 1)
    }

    /// Bytes `CLEAR ,,stack` gave the stack (or took from it): a stack of its own in a data
    /// segment (GW-BASIC) has `room` with its 512 bytes; `CLEAR ,,256` leaves 24 (real
    /// GW-BASIC 3.23: `PRINT PEEK(1)+256*PEEK(2)` is then `Out of memory`).
    fn stack_change(&self) -> i64 {
        match self.layout.segment {
            Some(_) => i64::from(self.stack_size) - i64::from(DEFAULT_STACK),
            None => 0,
        }
    }

    /// Bytes `CLEAR ,top,stack` took from the free memory (or gave to it).
    fn moved(&self) -> i64 {
        match self.layout.segment {
            Some(seg) => {
                i64::from(seg.top) - i64::from(self.top) + i64::from(self.stack_size)
                    - i64::from(DEFAULT_STACK)
            }
            None => 0,
        }
    }

    /// A variable takes `s`, which the string space holds: the result an expression just
    /// made is the variable's now; a string another variable holds (or one read from
    /// outside) was copied to the bytes given out last, and the copy is returned.
    pub fn claim(&mut self, s: &Rc<[u8]>) -> Option<Rc<[u8]>> {
        self.layout.segment?;
        if let Some(e) = self.places.at.get_mut(&key(s)) {
            if !e.2 && e.0.upgrade().is_some_and(|t| Rc::ptr_eq(&t, s)) {
                e.2 = true;
                return None;
            }
        }
        let fresh: Rc<[u8]> = Rc::from(&s[..]);
        if self.places.last.is_none() {
            // Bytes counted elsewhere: place the copy at the bottom of the string space.
            let a = self.string_top().saturating_sub(self.strings);
            self.places.last = Some((a, fresh.len() as u32));
        }
        self.places.place(&fresh, true);
        Some(fresh)
    }

    /// Where a string's bytes are moved by compaction: the strings variables still hold go
    /// up to the top of the string space, in the order they were (GW-BASIC `GARBAG`).
    fn compact(&mut self) {
        let Some(seg) = self.layout.segment else {
            return;
        };
        // GARBAG moves only the strings above STREND and below MEMSIZ: a descriptor a POKE
        // pointed into the program or the variables keeps its pointer.
        let strend = seg.program + self.program + 2 + self.variables + self.arrays;
        let top = self.string_top();
        let mut live: Vec<(u32, usize)> = self
            .places
            .at
            .iter()
            .filter(|(_, (w, a, held))| {
                *held && *a != LITERAL && *a > strend && *a < top && w.strong_count() > 0
            })
            .map(|(&k, (_, a, _))| (*a, k))
            .collect();
        self.places
            .at
            .retain(|_, (w, _, held)| *held && w.strong_count() > 0);
        live.sort_by(|x, y| y.cmp(x));
        let mut at = self.string_top();
        for (_, k) in live {
            if let Some(e) = self.places.at.get_mut(&k) {
                let n = e.0.upgrade().map_or(0, |s| s.len() as u32);
                // An empty string is not moved (real GW-BASIC 3.23 keeps its pointer).
                if n > 0 {
                    at = at.saturating_sub(n);
                    e.1 = at;
                }
            }
        }
        self.places.last = None;
    }

    /// Whether strings have a space of their own that `CLEAR n` sizes (the Altair).
    pub fn separate(&self) -> bool {
        matches!(self.layout.strings, StringSpace::Separate { .. })
    }

    /// Bytes between the end of the arrays and the bottom of the strings (or of the separate
    /// string space), less the stack where it grows into that gap.
    pub fn free(&self) -> i64 {
        let strings = if self.separate() {
            self.string_space
        } else {
            self.strings
        };
        let stack = if self.layout.stack.in_free_memory {
            self.frames
        } else {
            0
        };
        i64::from(self.layout.free)
            - i64::from(self.program)
            - i64::from(self.variables)
            - i64::from(self.arrays)
            - i64::from(strings)
            - i64::from(stack)
            - self.moved()
    }

    /// Compacts the string space: only what variables hold stays.
    pub fn collect(&mut self) {
        self.compact();
        self.strings = self.live;
        self.renew();
    }

    /// `FRE(x)`: the free bytes as the machine answered, after compacting when it did. With a
    /// separate string space a string argument asks for what is left of that space.
    pub fn fre(&mut self, string_argument: bool) -> i32 {
        if self.layout.fre_collects == FreCollects::Always || string_argument {
            self.collect();
        }
        let n = if string_argument && self.separate() {
            i64::from(self.string_space) - i64::from(self.strings)
        } else {
            self.free()
        };
        let n = n.clamp(-32768, 65535) as i32;
        if self.layout.fre_signed && n > 32767 {
            n - 65536
        } else {
            n
        }
    }

    /// Takes `n` bytes for a variable or an array (below the strings): compacts the strings
    /// if that makes it fit, else `Out of memory`.
    pub fn reserve(&mut self, n: u64) -> Result<(), ErrorKind> {
        let need = n as i64 + i64::from(self.layout.reserve);
        if self.free() < need && !self.separate() {
            self.collect();
        }
        if self.free() < need {
            return Err(ErrorKind::OutOfMemory);
        }
        Ok(())
    }

    /// Whether an array of `n` bytes after what is stored would wrap past the end of the
    /// address space (`Layout::address_room`).
    pub fn wraps_address(&self, n: u64) -> bool {
        self.layout.address_room.is_some_and(|room| {
            u64::from(self.program) + u64::from(self.variables) + u64::from(self.arrays) + n
                > u64::from(room)
        })
    }

    /// Allocates a new string of `n` bytes in the string space, compacting first when it does
    /// not fit; `Out of string space` when it still does not.
    pub fn allocate_string(&mut self, n: usize) -> Result<(), ErrorKind> {
        if n == 0 {
            // An empty result points at the bottom of the string space (real GW-BASIC
            // 3.23: `STRING$(0,66)` is 0 253 253 at start).
            if self.layout.segment.is_some() {
                self.places.last = Some((self.string_top().saturating_sub(self.strings), 0));
            }
            return Ok(());
        }
        let n = n as u32;
        if !self.fits(n) {
            self.collect();
            if !self.fits(n) {
                return Err(ErrorKind::OutOfStringSpace);
            }
        }
        self.strings += n;
        if self.layout.segment.is_some() {
            self.places.last = Some((self.string_top().saturating_sub(self.strings), n));
        }
        self.renew();
        Ok(())
    }

    fn fits(&self, n: u32) -> bool {
        if self.separate() {
            self.strings + n <= self.string_space
        } else {
            // GETSPA takes the string space's last byte (real GW-BASIC 3.23: ten bytes free,
            // a ten-byte MID$ leaves FRE(0) at 0; a five-byte STR$ at five free too); only
            // variables and arrays keep the layout's reserve.
            self.free() >= i64::from(n)
        }
    }

    /// Notes `s`, just allocated by an expression, as the bottom of the string space.
    pub fn made_temporary(&mut self, s: &Rc<[u8]>) {
        self.places.place(s, false);
        self.last_temp = (!s.is_empty()).then(|| Rc::clone(s));
    }

    /// An expression's string `s` has been used up (printed, measured): when it is still the
    /// bottom of the string space its bytes come back at once, as GW-BASIC's `FRETMP` raises
    /// FRETOP over the last string it made; elsewhere it stays as garbage
    /// (pcbasic-suite temporary_string_memory: `PRINT LEN(A$+"1")` leaves FRE(0) as it was,
    /// `LEN(A$+"1"+A$+"123")` takes 17 bytes, the two inner results).
    pub fn release_temporary(&mut self, s: &Rc<[u8]>) -> bool {
        if self.last_temp.as_ref().is_some_and(|t| Rc::ptr_eq(t, s)) {
            self.strings = self.strings.saturating_sub(s.len() as u32);
            self.last_temp = None;
            self.places.at.remove(&key(s));
            self.renew();
            return true;
        }
        false
    }

    /// `FRETMP` as the machine decides it: a temporary whose bytes are the bottom of the
    /// string space (at FRETOP+1) comes back; one with garbage made after it below stays
    /// (real GW-BASIC 3.23: `A$+"1"=LEFT$(STR$(1),3)` leaves the sum and the STR$ result
    /// as garbage, `INSTR(A$+"1",A$+"2")` frees both). Only where strings have addresses;
    /// true when it was freed.
    pub fn release_bottom(&mut self, s: &Rc<[u8]>) -> bool {
        if self.layout.segment.is_none() || s.is_empty() {
            return false;
        }
        let bottom = self.string_top().saturating_sub(self.strings);
        match self.places.at.get(&key(s)) {
            Some((w, a, false))
                if *a == bottom && w.upgrade().is_some_and(|t| Rc::ptr_eq(&t, s)) => {}
            _ => return false,
        }
        self.strings = self.strings.saturating_sub(s.len() as u32);
        if self.last_temp.as_ref().is_some_and(|t| Rc::ptr_eq(t, s)) {
            self.last_temp = None;
        }
        self.places.at.remove(&key(s));
        self.renew();
        true
    }

    /// The last string an expression made, if it is still a temporary (see
    /// [`Memory::release_temporary`]).
    pub fn temporary(&self) -> Option<Rc<[u8]>> {
        self.last_temp.clone()
    }

    /// A variable now holds `added` bytes of string space and no longer `removed`.
    pub fn hold(&mut self, added: usize, removed: usize) {
        if added > 0 {
            // A variable took the last string made: it is no temporary any more.
            self.last_temp = None;
        }
        self.live = (self.live + added as u32).saturating_sub(removed as u32);
    }

    /// `CLEAR n` where it sizes a separate string space: `?FC` past the machine's limit,
    /// `?OM` when the program and the stack would not fit below it.
    pub fn set_string_space(&mut self, n: i64) -> Result<(), ErrorKind> {
        if !self.separate() {
            return Ok(());
        }
        if n < 0 || n > i64::from(self.layout.max_string_space) {
            return Err(ErrorKind::IllegalQuantity);
        }
        let old = self.string_space;
        self.string_space = n as u32;
        if self.free() < i64::from(self.layout.reserve) {
            self.string_space = old;
            return Err(ErrorKind::OutOfMemory);
        }
        self.renew();
        Ok(())
    }

    /// The bytes of stack still usable by entries and expressions: a load, as the figure
    /// is renewed whenever memory changes (same value as computing it each time).
    #[inline(always)]
    pub fn stack_room(&self) -> i64 {
        self.room
    }

    /// [`Memory::stack_room`] computed from the figures.
    fn room(&self) -> i64 {
        let s = &self.layout.stack;
        if s.in_free_memory {
            self.free() - i64::from(s.room)
        } else {
            i64::from(s.room) + self.stack_change() - i64::from(self.frames)
        }
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use super::Memory;
    use crate::dialect::{Altair, Gw, Profile, C64};
    use crate::error::ErrorKind;

    #[test]
    fn c64_fre_is_signed_and_collects_garbage_first() {
        let mut m = Memory::new(C64::memory());
        m.set_program(11);
        assert_eq!(m.fre(false), 38898 - 65536);
        m.allocate_string(100).unwrap();
        m.hold(40, 0);
        // 60 bytes of garbage go, 40 held stay.
        assert_eq!(m.fre(false), 38898 - 40 - 65536);
    }

    #[test]
    fn gw_fre_zero_counts_garbage_and_fre_string_compacts() {
        let mut m = Memory::new(Gw::memory());
        m.allocate_string(50).unwrap();
        m.hold(10, 0);
        assert_eq!(m.fre(false), 60300 - 50);
        assert_eq!(m.fre(true), 60300 - 10);
        assert_eq!(m.fre(false), 60300 - 10);
    }

    #[test]
    fn a_string_that_does_not_fit_after_compaction_is_out_of_string_space() {
        let mut m = Memory::new(Gw::memory());
        m.set_arrays(60300 - 300);
        m.allocate_string(250).unwrap();
        m.hold(250, 0);
        assert_eq!(m.allocate_string(250), Err(ErrorKind::OutOfStringSpace));
        // Garbage is collected to make room.
        m.hold(0, 250);
        assert_eq!(m.allocate_string(250), Ok(()));
    }

    #[test]
    fn a_used_up_temporary_at_the_bottom_comes_back() {
        let mut m = Memory::new(Gw::memory());
        let (a, b): (Rc<[u8]>, Rc<[u8]>) = (Rc::from(&b"123451"[..]), Rc::from(&b"12"[..]));
        m.allocate_string(a.len()).unwrap();
        m.made_temporary(&a);
        m.allocate_string(b.len()).unwrap();
        m.made_temporary(&b);
        // `a` is no longer the bottom: it stays as garbage; `b` comes back.
        m.release_temporary(&a);
        m.release_temporary(&b);
        assert_eq!(m.fre(false), 60300 - 6);
        // A variable that took the last string keeps it.
        m.allocate_string(b.len()).unwrap();
        m.made_temporary(&b);
        m.hold(2, 0);
        m.release_temporary(&b);
        assert_eq!(m.fre(false), 60300 - 8);
    }

    /// A string an expression made, taken by a variable.
    fn held(m: &mut Memory, n: usize) -> Rc<[u8]> {
        m.allocate_string(n).unwrap();
        let s: Rc<[u8]> = Rc::from(vec![b'x'; n]);
        m.made_temporary(&s);
        assert!(m.claim(&s).is_none());
        m.hold(n, 0);
        s
    }

    /// Real GW-BASIC 3.23 (`difftest/gw/memory` case `garbage`): strings go down from 65021
    /// and a collection moves those still held up in their order.
    #[test]
    fn gw_strings_are_placed_downwards_and_compacted_in_order() {
        let mut m = Memory::new(Gw::memory());
        let a = held(&mut m, 1);
        let b = held(&mut m, 2);
        let c = held(&mut m, 3);
        assert_eq!(m.places.address(&a), Some(65020));
        assert_eq!(m.places.address(&b), Some(65018));
        assert_eq!(m.places.address(&c), Some(65015));
        // A copy another variable takes is bytes of its own.
        m.allocate_string(3).unwrap();
        let copy = m.claim(&c).unwrap();
        assert_eq!(m.places.address(&copy), Some(65012));
        drop(b);
        m.hold(0, 2);
        m.fre(true);
        assert_eq!(m.places.address(&a), Some(65020));
        assert_eq!(m.places.address(&c), Some(65017));
        assert_eq!(m.places.address(&copy), Some(65014));
    }

    #[test]
    fn gw_clear_moves_the_top_and_the_stack() {
        let mut m = Memory::new(Gw::memory());
        let free = m.fre(false);
        m.set_top(Some(30000), None);
        assert_eq!(m.fre(false), free - (65534 - 30000));
        m.set_top(None, Some(1000));
        assert_eq!(m.fre(false), free - (65534 - 30000) - 488);
        assert_eq!(m.string_top(), 30000 - 1000 - 1);
    }

    #[test]
    fn gw_strings_take_the_last_byte() {
        let mut m = Memory::new(Gw::memory());
        m.set_arrays(60300 - 5);
        assert_eq!(m.allocate_string(6), Err(ErrorKind::OutOfStringSpace));
        assert_eq!(m.allocate_string(5), Ok(()));
        assert_eq!(m.fre(false), 0);
    }

    #[test]
    fn altair_strings_live_in_their_own_area() {
        let mut m = Memory::new(Altair::memory());
        assert_eq!(m.fre(true), 50);
        assert_eq!(m.allocate_string(51), Err(ErrorKind::OutOfStringSpace));
        assert_eq!(m.set_string_space(50000), Err(ErrorKind::IllegalQuantity));
        m.set_string_space(1000).unwrap();
        assert_eq!(m.fre(true), 1000);
        // CLEAR 1000 takes 950 bytes more from FRE(0).
        assert_eq!(m.fre(false), 58806 - 1000 - 65536);
    }

    #[test]
    fn altair_stack_entries_lower_fre_and_keep_a_reserve() {
        let mut m = Memory::new(Altair::memory());
        m.set_arrays(58806 - 50 - 60);
        assert_eq!(m.fre(false), 60);
        m.set_frames(5);
        assert_eq!(m.fre(false), 55);
        assert_eq!(m.stack_room(), 13);
        assert_eq!(m.reserve(14), Err(ErrorKind::OutOfMemory));
        assert_eq!(m.reserve(13), Ok(()));
    }

    #[test]
    fn the_cached_stack_room_follows_every_change() {
        for layout in [C64::memory(), Altair::memory(), Gw::memory()] {
            let mut m = Memory::new(layout);
            let steps: [&dyn Fn(&mut Memory); 9] = [
                &|m| m.set_program(100),
                &|m| m.set_variables(14),
                &|m| m.set_arrays(60),
                &|m| m.set_frames(18),
                &|m| m.allocate_string(30).unwrap(),
                &|m| m.collect(),
                &|m| {
                    let _ = m.set_string_space(200);
                },
                &|m| m.set_strings(7),
                &|m| m.clear(),
            ];
            for step in steps {
                step(&mut m);
                assert_eq!(m.stack_room(), m.room());
            }
        }
    }
}
