//! A simple variable whose type byte a POKE changed (VARPTR-4), searched for as the machine
//! searches: over the bytes. PTRGET (BIPTRG.ASM, `SNFUNS`) walks the simple variables from
//! VARTAB with MATH1.ASM `LOPTOP`: an entry is its type (the value's length), two name
//! bytes, the count of extra name bytes and those bytes, then the value; the walk steps by
//! the type byte the entry holds now and stops only on an entry of the type and name
//! sought or exactly on ARYTAB. So a retyped entry is found under its new type (its first
//! bytes read as that type), and every search past it steps by the new length: one that
//! never lands on ARYTAB runs on for ever (real GW-BASIC 3.23: `B!=0:C#=1/3#:A%=0`, then
//! `POKE VARPTR(B!)-4,2`: `PRINT B%` is 0, a later `PRINT B!` or `A%` never comes back).

use super::value::Entry;
use super::{Machine, Value};
use crate::dialect::Profile;
use crate::error::BasicError;
use crate::num::Number;
use crate::parse::{NameId, VarRef, VarType};

/// Where the machine's search of the simple variables (MATH1.ASM `LOPTOP`) ends.
enum Walk {
    /// On an entry of the name and type sought, its value at this address.
    Found(u16),
    /// Exactly on ARYTAB: no such variable.
    Missing,
    /// Never: the steps go round for ever without landing on ARYTAB.
    Endless,
}

impl<P: Profile> Machine<P> {
    /// Records a POKE of `v` into the type byte of simple variable `name` of type `ty`.
    pub(super) fn poke_type_byte(&mut self, name: NameId, ty: VarType, v: u8) {
        let key = (name, ty);
        self.store.type_bytes.retain(|&(k, _)| k != key);
        self.store.type_bytes.push((key, v));
    }

    /// The type byte a POKE put into entry `e`, if any.
    pub(super) fn poked_type_byte(&self, e: Entry) -> Option<u8> {
        let Entry::Scalar(n, ty) = e else {
            return None;
        };
        self.store
            .type_bytes
            .iter()
            .find(|&&(k, _)| k == (n, ty))
            .map(|&(_, t)| t)
    }

    /// The search for simple variable `v` after a POKE changed a type byte: `Some` value
    /// when the search lands on another entry's bytes (a retyped one, read as `v`'s
    /// type) or on ARYTAB without finding one (zero or empty, whatever entry ferrite
    /// keeps), `None` when it is `v`'s own entry, and a run that would never end on the
    /// machine stops here (see [`Machine::hang`]).
    pub(super) fn search_scalar(&mut self, v: VarRef) -> Result<Option<Value<P::Num>>, BasicError> {
        if self.store.type_bytes.is_empty() {
            return Ok(None);
        }
        match self.walk_scalars(v) {
            // Not found: a read is zero or empty (BIPTRG.ASM `FINZER`, no entry is made).
            Walk::Missing => Ok(Some(match self.store.type_of(v) {
                VarType::Str => Value::Str(std::rc::Rc::from(&[][..])),
                VarType::Num(_) => Value::Num(P::Num::from_i32(0)),
            })),
            Walk::Endless => Err(self.hang()),
            Walk::Found(at) => {
                let ty = self.store.type_of(v);
                let own = self
                    .segment()
                    .and_then(|seg| self.entry_address(&seg, Entry::Scalar(v.name, ty)));
                if own == Some(u32::from(at)) {
                    return Ok(None);
                }
                let size = super::segment::type_size(ty);
                Ok(Some(self.varptr_value(size, at)))
            }
        }
    }

    /// LOPTOP's walk from VARTAB to ARYTAB over the bytes as they are. Offsets are 16-bit
    /// and the bytes do not change while it walks, so a walk of more steps than there are
    /// offsets goes round for ever; one that leaves the table is taken as never ending.
    fn walk_scalars(&self, v: VarRef) -> Walk {
        let Some(seg) = self.segment() else {
            return Walk::Missing;
        };
        let b = self.bounds(&seg);
        let ty = self.store.type_of(v);
        let want = self.entry_head(v.name, ty, false);
        let peek = |a: u16| self.data_segment_peek(a);
        let end = (b.arrays & 0xffff) as u16;
        let mut si = (b.variables & 0xffff) as u16;
        let sext = |x: u8| x as i8 as i16 as u16;
        // A step back (CBW makes a count of 128 or more negative) can land in the program
        // text, which ferrite holds byte for byte, and the walk goes on from there (real
        // GW-BASIC 3.23: E's type byte poked to 0 makes the search step from E's value
        // 125 bytes back into the text, and B! after E is found).
        let start = (seg.program.saturating_sub(1) & 0xffff) as u16;
        for _ in 0..=0x1_0000u32 {
            if si == end {
                return Walk::Missing;
            }
            if si < start || u32::from(si) + 4 > u32::from(end) {
                // Out of the text and the table (or an entry whose header runs past it),
                // the walk reads free memory, the stack and the rest of the segment, which
                // ferrite does not hold as the machine does: taken as never coming back
                // (real GW-BASIC 3.23 hung on every such walk probed).
                return Walk::Endless;
            }
            let t = peek(si);
            let count = peek(si.wrapping_add(3));
            let same = t == want[0]
                && peek(si.wrapping_add(1)) == want[1]
                && peek(si.wrapping_add(2)) == want[2];
            if !same {
                // NOTIT1: past the count, by the type plus the count plus one (a byte).
                si = si
                    .wrapping_add(3)
                    .wrapping_add(sext(t.wrapping_add(count).wrapping_add(1)));
                continue;
            }
            let name = si.wrapping_add(4);
            if count != want[3] {
                // ISIT: lengths differ, on by the count plus the type (a byte).
                si = name.wrapping_add(sext(count.wrapping_add(t)));
                continue;
            }
            let rest = &want[4..];
            if rest
                .iter()
                .enumerate()
                .all(|(k, &c)| peek(name.wrapping_add(k as u16)) == c)
            {
                return Walk::Found(name.wrapping_add(u16::from(count)));
            }
            // REP CMPSB ran to the mismatch and the rest is added: past the name, then the
            // type.
            si = name.wrapping_add(u16::from(count)).wrapping_add(sext(t));
        }
        Walk::Endless
    }
}

impl<P: Profile> Machine<P> {
    /// Reads simple variable `v` while a type byte is poked: as the search finds it.
    #[cold]
    #[inline(never)]
    pub(super) fn poked_scalar(&mut self, v: VarRef) -> Result<Value<P::Num>, BasicError> {
        match self.search_scalar(v)? {
            Some(x) => Ok(x),
            None => Ok(self.store.get(v)),
        }
    }

    /// [`Machine::poked_scalar`] for a number.
    #[cold]
    #[inline(never)]
    pub(super) fn poked_scalar_num(&mut self, v: VarRef) -> Result<P::Num, BasicError> {
        match self.search_scalar(v)? {
            Some(Value::Num(n)) => Ok(n),
            Some(Value::Str(_)) => Err(crate::error::ErrorKind::TypeMismatch.into()),
            None => Ok(self.store.get_num(v)?),
        }
    }

    /// Before a store into simple variable `v` while a type byte is poked: the search
    /// (which may never end); a number landing on another entry's bytes is written there
    /// (whether it was: then nothing else is stored).
    #[cold]
    #[inline(never)]
    pub(super) fn poked_store(
        &mut self,
        v: VarRef,
        val: &Value<P::Num>,
    ) -> Result<bool, BasicError> {
        // A search ending on ARYTAB makes a new entry there on the machine; ferrite stores
        // into the entry it keeps (not modelled).
        if self.search_scalar(v)?.is_none() {
            return Ok(false);
        }
        let Some(at) = self.found_elsewhere(v) else {
            return Ok(false);
        };
        let size = usize::from(super::segment::type_size(self.store.type_of(v)));
        if let Value::Num(_) = val {
            let bytes = self.value_bytes(val, size);
            for (i, b) in bytes.into_iter().enumerate() {
                self.data_segment_poke(at.wrapping_add(i as u16), b);
            }
            return Ok(true);
        }
        Ok(false)
    }

    /// Whether the search for `v` ends on ARYTAB without finding it (VARPTR's `Illegal
    /// function call`).
    pub(super) fn scalar_missing(&self, v: VarRef) -> bool {
        matches!(self.walk_scalars(v), Walk::Missing)
    }

    /// The value address the search for `v` lands on when it is not `v`'s own entry.
    pub(super) fn found_elsewhere(&self, v: VarRef) -> Option<u16> {
        let Walk::Found(at) = self.walk_scalars(v) else {
            return None;
        };
        let ty = self.store.type_of(v);
        let seg = self.segment()?;
        let own = self.entry_address(&seg, Entry::Scalar(v.name, ty));
        (own != Some(u32::from(at))).then_some(at)
    }
}
