//! A FOR loop's variable as NEXT reaches it: through the slot FOR resolved once.
//!
//! FOR resolves its variable's type when it runs (the suffix, or the DEFtype then in force),
//! and the loop keeps that typed variable for its life, so the variable's slot in the store
//! is fixed too. NEXT reads and writes the number there without looking the type and slot
//! up again; a slot that holds no number (never the case while the loop's frame is on the
//! stack, as CLEAR and CHAIN empty the stack with the variables) makes NEXT take the
//! general path of `Store::get_num` and `Store::set_num`.

use super::{Store, Value};
use crate::num::{NumKind, Number};
use crate::parse::{VarRef, VarType};

impl<N: Number> Store<N> {
    /// The slot of the numeric variable `var` of kind `kind` (a FOR's variable, resolved):
    /// the slot [`Store::get_num`] and [`Store::set_num`] use for it.
    pub fn loop_slot(var: VarRef, kind: NumKind) -> usize {
        Self::slot(var, VarType::Num(kind))
    }

    /// The number held in `slot` (from [`Store::loop_slot`]), to be read and replaced in
    /// place; `None` when the slot holds no number.
    #[inline(always)]
    pub fn loop_num_mut(&mut self, slot: usize) -> Option<&mut N> {
        match self.scalars.get_mut(slot) {
            Some(Some(Value::Num(n))) => Some(n),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::mbf40::Mbf40;

    fn var(name: u32, letter: u8, suffix: Option<VarType>) -> VarRef {
        VarRef::new(name, suffix, letter)
    }

    #[test]
    fn the_loop_slot_is_the_slot_get_and_set_use() {
        let mut store = Store::<Mbf40>::default();
        let kinds = [NumKind::Integer, NumKind::Single, NumKind::Double];
        for name in 0..6 {
            for kind in kinds {
                let v = var(name, b'I', Some(VarType::Num(kind)));
                let n = Mbf40::from_i32(name as i32 * 10 + kind as i32);
                store.set_num(v, n).unwrap();
                let slot = Store::<Mbf40>::loop_slot(v, kind);
                assert_eq!(store.loop_num_mut(slot).copied(), store.get_num(v).ok());
                *store.loop_num_mut(slot).unwrap() = Mbf40::from_i32(7);
                assert_eq!(store.get_num(v).unwrap(), Mbf40::from_i32(7));
            }
        }
        // A string variable's slot, and a slot past every variable, hold no number.
        let s = var(9, b'S', Some(VarType::Str));
        store
            .set(s, Value::Str(std::rc::Rc::from(&b"X"[..])))
            .unwrap();
        assert!(store
            .loop_num_mut(Store::<Mbf40>::slot(s, VarType::Str))
            .is_none());
        assert!(store.loop_num_mut(10_000).is_none());
    }
}
