//! The table of names a program uses, so the interpreter works with small numbers.

use std::collections::HashMap;

use super::ast::NameId;

/// Interned names (already cut to the dialect's significant length).
#[derive(Clone, Debug, Default)]
pub struct Names {
    ids: HashMap<Vec<u8>, NameId>,
    names: Vec<Vec<u8>>,
}

impl Names {
    /// The id of `name`, adding it if new.
    pub fn intern(&mut self, name: &[u8]) -> NameId {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let id = self.names.len() as NameId;
        self.names.push(name.to_vec());
        self.ids.insert(name.to_vec(), id);
        id
    }

    /// The id of `name` when it has been seen.
    pub fn id(&self, name: &[u8]) -> Option<NameId> {
        self.ids.get(name).copied()
    }

    /// The text of a name.
    pub fn text(&self, id: NameId) -> &[u8] {
        self.names.get(id as usize).map_or(&[], |v| v.as_slice())
    }

    /// How many names there are.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Whether no name has been seen.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
}
