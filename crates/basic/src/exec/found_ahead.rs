//! Positions a statement found by scanning ahead in the program (GW's FOR finding its NEXT,
//! WHILE its WEND), remembered per program.
//!
//! A loop's FOR runs once per pass of the loop around it, so its lookup is on a hot path
//! (BM7's `FOR L=1 TO 5` runs every pass). The most recent answer is kept beside the map:
//! a loop that runs again asks for the same key as last time, which then costs one
//! comparison instead of a hash and a probe.

use std::hash::Hash;

use super::fasthash::FastMap;

/// What scans ahead found, by the key of the statement that scanned.
#[derive(Debug)]
pub struct FoundAhead<K, V> {
    /// Every answer found since the program last changed.
    map: FastMap<K, V>,
    /// The answer given last, a copy of one of `map`'s entries.
    last: Option<(K, V)>,
}

impl<K, V> Default for FoundAhead<K, V> {
    fn default() -> Self {
        Self {
            map: FastMap::default(),
            last: None,
        }
    }
}

impl<K: Copy + Eq + Hash, V: Copy> FoundAhead<K, V> {
    /// The answer remembered for `key`.
    #[inline]
    pub fn get(&mut self, key: K) -> Option<V> {
        if let Some((k, v)) = self.last {
            if k == key {
                return Some(v);
            }
        }
        let found = self.map.get(&key).copied()?;
        self.last = Some((key, found));
        Some(found)
    }

    /// Remembers `value` as the answer for `key`.
    pub fn insert(&mut self, key: K, value: V) {
        self.map.insert(key, value);
        self.last = Some((key, value));
    }

    /// Forgets every answer (the program changed).
    pub fn clear(&mut self) {
        self.map.clear();
        self.last = None;
    }
}

#[cfg(test)]
mod tests {
    use super::FoundAhead;

    #[test]
    fn the_last_answer_and_the_older_ones_are_both_found() {
        let mut found = FoundAhead::<u32, u32>::default();
        assert_eq!(found.get(1), None);
        found.insert(1, 10);
        found.insert(2, 20);
        assert_eq!(found.get(2), Some(20));
        assert_eq!(found.get(1), Some(10));
        assert_eq!(found.get(1), Some(10));
        assert_eq!(found.get(2), Some(20));
        assert_eq!(found.get(3), None);
    }

    #[test]
    fn clearing_forgets_the_last_answer_too() {
        let mut found = FoundAhead::<u32, u32>::default();
        found.insert(1, 10);
        assert_eq!(found.get(1), Some(10));
        found.clear();
        assert_eq!(found.get(1), None);
    }

    #[test]
    fn a_new_answer_for_a_key_replaces_the_remembered_one() {
        let mut found = FoundAhead::<u32, u32>::default();
        found.insert(1, 10);
        found.insert(1, 11);
        assert_eq!(found.get(1), Some(11));
        found.insert(2, 20);
        assert_eq!(found.get(1), Some(11));
    }
}
