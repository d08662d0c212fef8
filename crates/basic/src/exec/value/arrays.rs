//! The table of a run's arrays: one slot per name and type, reached by indexing.
//!
//! An array element is the most frequent thing a benchmark loop touches after a scalar
//! (`M(L)=A` in BM7, the sieve's `F%(I)`). Arrays used to sit in a hash map keyed by
//! (name, type), hashed and probed on every access; here, as the scalars already were, an
//! array lives at `name * 4 + type` in a dense vector, so finding it is a bounds check and
//! one load. Names are interned per program and small, so the vector stays short (four
//! slots per name the program uses). The order the machine laid the arrays out in
//! (`Store::array_order`) is kept apart from this table and unchanged by it.

use super::Array;
use crate::parse::{NameId, VarType};

/// An array under its key (name and type), as the table holds it.
type Entry<N> = ((NameId, VarType), Array<N>);

/// Arrays by name and type, in slots indexed by [`slot`].
#[derive(Clone, Debug)]
pub struct Arrays<N> {
    slots: Vec<Option<Entry<N>>>,
    count: usize,
}

impl<N> Default for Arrays<N> {
    fn default() -> Self {
        Self {
            slots: Vec::new(),
            count: 0,
        }
    }
}

/// The slot of the array `name` of type `ty` (the scalars' numbering: four types a name).
#[inline]
pub fn slot(name: NameId, ty: VarType) -> usize {
    name as usize * 4 + ty.index()
}

impl<N> Arrays<N> {
    /// The array in `slot`, if it exists: the hot path of every element access.
    #[inline]
    pub fn at(&self, slot: usize) -> Option<&Array<N>> {
        match self.slots.get(slot) {
            Some(Some((_, a))) => Some(a),
            _ => None,
        }
    }

    /// The array in `slot` for changing, if it exists.
    #[inline]
    pub fn at_mut(&mut self, slot: usize) -> Option<&mut Array<N>> {
        match self.slots.get_mut(slot) {
            Some(Some((_, a))) => Some(a),
            _ => None,
        }
    }

    /// The array named `key`, if it exists.
    #[inline]
    pub fn get(&self, key: &(NameId, VarType)) -> Option<&Array<N>> {
        self.at(slot(key.0, key.1))
    }

    /// The array named `key` for changing, if it exists.
    #[inline]
    pub fn get_mut(&mut self, key: &(NameId, VarType)) -> Option<&mut Array<N>> {
        self.at_mut(slot(key.0, key.1))
    }

    /// Whether the array named `key` exists.
    pub fn contains_key(&self, key: &(NameId, VarType)) -> bool {
        self.get(key).is_some()
    }

    /// Puts an array under `key`, returning the one it replaces.
    pub fn insert(&mut self, key: (NameId, VarType), array: Array<N>) -> Option<Array<N>> {
        let at = slot(key.0, key.1);
        if at >= self.slots.len() {
            self.slots.resize_with(at + 1, || None);
        }
        let old = self.slots[at].replace((key, array)).map(|(_, a)| a);
        if old.is_none() {
            self.count += 1;
        }
        old
    }

    /// Takes the array named `key` out of the table.
    pub fn remove(&mut self, key: &(NameId, VarType)) -> Option<Array<N>> {
        let old = self
            .slots
            .get_mut(slot(key.0, key.1))
            .and_then(Option::take)
            .map(|(_, a)| a);
        if old.is_some() {
            self.count -= 1;
        }
        old
    }

    /// Whether there is no array.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// How many arrays there are.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Every array with its key, by slot (name number, then type): CHAIN passes them on in
    /// this order, which the hash map it replaced left unspecified.
    pub fn iter(&self) -> impl Iterator<Item = (&(NameId, VarType), &Array<N>)> {
        self.slots.iter().flatten().map(|(k, a)| (k, a))
    }

    /// Every array, to change its elements.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut Array<N>> {
        self.slots.iter_mut().flatten().map(|(_, a)| a)
    }
}

impl<'a, N> IntoIterator for &'a Arrays<N> {
    type Item = (&'a (NameId, VarType), &'a Array<N>);
    type IntoIter = Box<dyn Iterator<Item = Self::Item> + 'a>;

    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::NumKind;

    fn array(n: usize) -> Array<u8> {
        Array {
            dims: vec![n],
            data: Vec::new(),
            heap: Vec::new(),
            bounds: None,
            ndims: None,
            size_word: None,
        }
    }

    #[test]
    fn insert_get_remove_and_count() {
        let mut t = Arrays::default();
        let a = (3, VarType::Num(NumKind::Single));
        let b = (3, VarType::Str);
        assert!(t.is_empty());
        assert!(t.insert(a, array(11)).is_none());
        assert!(t.insert(b, array(5)).is_none());
        assert_eq!(t.len(), 2);
        assert_eq!(t.get(&a).map(|x| x.dims[0]), Some(11));
        assert_eq!(t.get(&b).map(|x| x.dims[0]), Some(5));
        assert!(t.get(&(3, VarType::Num(NumKind::Integer))).is_none());
        assert!(t.get(&(400, VarType::Str)).is_none());
        let keys: Vec<_> = t.iter().map(|(k, _)| *k).collect();
        assert_eq!(keys, vec![a, b]);
        assert_eq!(t.remove(&a).map(|x| x.dims[0]), Some(11));
        assert!(t.remove(&a).is_none());
        assert_eq!(t.len(), 1);
        assert!(!t.contains_key(&a));
        assert!(t.contains_key(&b));
    }
}
