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

use std::rc::Rc;

use super::layout::{FreCollects, Layout, StringSpace};
use crate::error::ErrorKind;

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
    /// The string an expression made last, while no variable has taken it: the bottom of
    /// the string space, which giving it up returns at once.
    pub last_temp: Option<Rc<[u8]>>,
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
            last_temp: None,
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
        self.program = n;
        self.renew();
    }

    /// Bytes of simple variables and function definitions.
    pub fn variables(&self) -> u32 {
        self.variables
    }

    /// Sets the bytes of simple variables and function definitions.
    pub fn set_variables(&mut self, n: u32) {
        self.variables = n;
        self.renew();
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
        self.renew();
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
    }

    /// Compacts the string space: only what variables hold stays.
    pub fn collect(&mut self) {
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
        self.renew();
        Ok(())
    }

    fn fits(&self, n: u32) -> bool {
        if self.separate() {
            self.strings + n <= self.string_space
        } else {
            // What variables and arrays must leave free, a string must too (GW-BASIC keeps
            // one byte: pcbasic-suite temporary_string_memory_4 collects at 5 bytes free for
            // a 5-byte STR$).
            self.free() >= i64::from(n) + i64::from(self.layout.reserve)
        }
    }

    /// Notes `s`, just allocated by an expression, as the bottom of the string space.
    pub fn made_temporary(&mut self, s: &Rc<[u8]>) {
        self.last_temp = (!s.is_empty()).then(|| Rc::clone(s));
    }

    /// An expression's string `s` has been used up (printed, measured): when it is still the
    /// bottom of the string space its bytes come back at once, as GW-BASIC's `FRETMP` raises
    /// FRETOP over the last string it made; elsewhere it stays as garbage
    /// (pcbasic-suite temporary_string_memory: `PRINT LEN(A$+"1")` leaves FRE(0) as it was,
    /// `LEN(A$+"1"+A$+"123")` takes 17 bytes, the two inner results).
    pub fn release_temporary(&mut self, s: &Rc<[u8]>) {
        if self.last_temp.as_ref().is_some_and(|t| Rc::ptr_eq(t, s)) {
            self.strings = self.strings.saturating_sub(s.len() as u32);
            self.last_temp = None;
            self.renew();
        }
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
            i64::from(s.room) - i64::from(self.frames)
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

    #[test]
    fn gw_keeps_one_byte_free() {
        let mut m = Memory::new(Gw::memory());
        m.set_arrays(60300 - 5);
        assert_eq!(m.allocate_string(5), Err(ErrorKind::OutOfStringSpace));
        assert_eq!(m.allocate_string(4), Ok(()));
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
