//! The table of names a program uses, so the interpreter works with small numbers.

use std::collections::HashMap;

use super::ast::{NameId, VarRef};

/// Interned names (already cut to the dialect's significant length).
#[derive(Clone, Debug, Default)]
pub struct Names {
    ids: HashMap<Vec<u8>, NameId>,
    names: Vec<Vec<u8>>,
    /// The user functions the program's DEF FN statements define, and how: without a
    /// parameter list (first) or with one (second).
    fn_shapes: HashMap<VarRef, (bool, bool)>,
    /// How many times a function became one without parameters (lines parsed before
    /// then read its calls otherwise: see [`Names::bare_fns_made`]).
    bare_made: usize,
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

    /// A DEF FN defines `name`, with or without a parameter list.
    pub fn note_fn_def(&mut self, name: VarRef, with_params: bool) {
        let was = self.is_bare_fn(name);
        let shape = self.fn_shapes.entry(name).or_default();
        if with_params {
            shape.1 = true;
        } else {
            shape.0 = true;
        }
        if was != self.is_bare_fn(name) {
            self.bare_made += 1;
        }
    }

    /// A count that changes whenever a function's calls are read another way (see
    /// [`Names::is_bare_fn`]): the program parses its lines again then.
    pub fn bare_fns_made(&self) -> usize {
        self.bare_made
    }

    /// Whether the program defines `name` only without parameters: its calls take no
    /// argument list, as GWEVAL.ASM `FNDOER` (FINVLS) leaves the text pointer after the
    /// name when the definition has none, so `FNC(1)` is FNC followed by `(1)`.
    pub fn is_bare_fn(&self, name: VarRef) -> bool {
        self.fn_shapes.get(&name) == Some(&(true, false))
    }

    /// Whether no name has been seen.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
}
