//! Memory the machine does not clear. RUN, CLEAR, NEW, LOAD and CHAIN (GWMAIN.ASM
//! `CLEARC`, `SCRTCH`) only reset the pointers: VARTAB, ARYTAB and STREND go back to the
//! program's end and FRETOP to MEMSIZ, and the bytes the old program, its variables, arrays
//! and strings left stay where they were, for PEEK past the arrays to read (real GW-BASIC
//! 3.23: after `RUN "T"` of the program run before, the byte at STREND is the type byte of
//! the earlier run's first variable). ERASE moves the later arrays down and leaves the
//! old top of the array space behind. ferrite keeps those bytes in the free memory's image
//! (`Space::written`, which PEEK reads where nothing live is), taken just before the
//! pointers are reset. Not kept: strings no variable holds any more (their bytes are gone
//! with them), the stack's bytes.

use super::Machine;
use crate::dialect::layout::DataSegment;
use crate::dialect::Profile;
use crate::memory::LITERAL;

impl<P: Profile> Machine<P> {
    /// Copies the program text, the variables, the arrays and the strings held in the
    /// string space, as they are now, into the free memory's image: the bytes RUN, CLEAR,
    /// NEW, LOAD or CHAIN leave behind once they reset the pointers.
    pub(super) fn keep_stale_memory(&mut self) {
        let Some(seg) = self.segment() else {
            return;
        };
        let b = self.bounds(&seg);
        let base = seg.program.saturating_sub(1);
        let text = self.text_image();
        let mut bytes: Vec<u8> = text
            .iter()
            .take(b.variables.saturating_sub(base) as usize)
            .copied()
            .collect();
        bytes.resize(b.variables.saturating_sub(base) as usize, 0);
        bytes.extend(self.variable_area_image(b.variables, b.end));
        self.keep_bytes(base, &bytes);
        let top = self.store.mem.string_top();
        let strings: Vec<(u32, Vec<u8>)> = self
            .store
            .mem
            .places
            .placed()
            .filter(|&(at, _)| at != LITERAL && at > b.end && at < top)
            .map(|(at, s)| (at, s.iter().copied().take((top - at) as usize).collect()))
            .collect();
        for (at, s) in strings {
            self.keep_bytes(at, &s);
        }
    }

    /// Keeps what ERASE leaves above the new end of the arrays: the top `gone` bytes of
    /// the array space as they are now (the later arrays move down over the erased one),
    /// and at the new end the byte that was at STREND (BIMISC.ASM `ERSLOP` moves through
    /// STREND itself).
    pub(super) fn keep_erased_top(&mut self, gone: u32) {
        let Some(seg) = self.segment() else {
            return;
        };
        let b = self.bounds(&seg);
        let image = self.variable_area_image(b.variables, b.end);
        let from = image.len().saturating_sub(gone as usize);
        let at = b.end.saturating_sub(gone);
        let mut top = image[from..].to_vec();
        // ERSLOP moves the bytes down through STREND itself: the free byte at STREND
        // comes down to the new end.
        if let Some(first) = top.first_mut() {
            *first = self.free_byte(&seg, b.end);
        }
        self.keep_bytes(at, &top);
    }

    /// The bytes from VARTAB to STREND: every simple variable's and function's entry, then
    /// every array's.
    fn variable_area_image(&self, start: u32, end: u32) -> Vec<u8> {
        let mut out = Vec::with_capacity(end.saturating_sub(start) as usize);
        for &e in &self.store.order {
            out.extend(self.scalar_entry_image(e));
        }
        let elem_of = |ty| super::value::sized(&self.store.mem.layout.element, ty) as usize;
        for (i, &k) in self.store.array_order.iter().enumerate() {
            out.extend(self.store.trash_before(i));
            let Some(arr) = self.store.arrays.get(&k) else {
                continue;
            };
            let var = self.var_of(k.0, k.1);
            let size = self.store.array_bytes(var, k.1, &arr.dims) as u32;
            let head = self.array_entry_head(k, arr, size);
            let from = out.len();
            out.extend(&head);
            let elem = elem_of(k.1).max(1);
            let count = (size as usize).saturating_sub(head.len()) / elem;
            // Stored first subscript fastest; the flat index runs last subscript fastest.
            for index in 0..count {
                let mut rest = index;
                let mut flat = 0;
                let mut stride = 1;
                let mut subs = vec![0usize; arr.dims.len()];
                for (slot, &d) in subs.iter_mut().zip(&arr.dims) {
                    *slot = rest % d.max(1);
                    rest /= d.max(1);
                }
                for (&s, &d) in subs.iter().zip(&arr.dims).rev() {
                    flat += s * stride;
                    stride *= d.max(1);
                }
                match arr.data.get(flat) {
                    Some(v) => out.extend(self.value_bytes(v, elem)),
                    None => out.extend(std::iter::repeat_n(0, elem)),
                }
            }
            out.resize(from + size as usize, 0);
        }
        out.extend(self.store.trash_before(self.store.array_order.len()));
        out.resize(end.saturating_sub(start) as usize, 0);
        out
    }

    /// A byte of free memory as the image holds it: what was kept there, else what the
    /// machine had there at start.
    pub(super) fn free_byte(&self, seg: &DataSegment, a: u32) -> u8 {
        match self.store.mem.written.get(&a) {
            Some(&v) => v,
            None => seg.start_free_byte(a),
        }
    }

    /// Writes `bytes` from `at` into the free memory's image (where the machine's start-up
    /// byte is, the image's default).
    fn keep_bytes(&mut self, at: u32, bytes: &[u8]) {
        let Some(seg) = self.segment() else {
            return;
        };
        let written = &mut self.store.mem.written;
        for (i, &v) in bytes.iter().enumerate() {
            let a = at + i as u32;
            if a > 0xffff {
                break;
            }
            if v == seg.start_free_byte(a) {
                written.remove(&a);
            } else {
                written.insert(a, v);
            }
        }
    }
}

impl<P: Profile> Machine<P> {
    /// [`Machine::keep_stale_memory`] for the session's CHAIN, which resets the variables
    /// itself.
    pub(crate) fn keep_stale(&mut self) {
        self.keep_stale_memory();
    }
}
