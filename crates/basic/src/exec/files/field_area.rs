//! A file number's FIELD buffer, which outlives its file: GW-BASIC 3.23's file blocks are
//! fixed, one a file number, each with its FIELD buffer (GIODSK.ASM `FD_DAT`, 128 bytes),
//! so CLOSE leaves the bytes where they are and the FIELD variables' descriptors still
//! point into them (real GW-BASIC 3.23: after CLOSE, VARPTR of a FIELD variable still
//! names the buffer, POKE and LSET there change the variable, and a RANDOM OPEN of the
//! number clears the record's bytes under it).

use super::*;

/// One FIELD view: the offset and width in the buffer, and the variable.
pub(in crate::exec) type FieldView = (usize, usize, FieldKey);

/// What a file number's CLOSE left: its FIELD buffer and the variables FIELD laid on it.
#[derive(Debug, Default)]
pub(in crate::exec) struct FieldArea {
    /// The buffer's bytes (at least the longest record).
    pub(in crate::exec) bytes: Vec<u8>,
    /// The FIELD views: offset, width and the variable.
    pub(in crate::exec) fields: Vec<FieldView>,
}

/// The FIELD areas of the file numbers not open now.
pub(in crate::exec) type FieldAreas = BTreeMap<u8, FieldArea>;

impl<P: Profile> Machine<P> {
    /// File number n's FIELD buffer and views: its open file's, or what its CLOSE left.
    pub(in crate::exec) fn field_area(&self, n: u8) -> Option<(&[u8], &[FieldView])> {
        if let Some(f) = self.files.get(&n) {
            return Some((&f.buffer, &f.fields));
        }
        self.closed_fields
            .get(&n)
            .map(|a| (&a.bytes[..], &a.fields[..]))
    }

    /// [`Machine::field_area`], to change.
    pub(in crate::exec) fn field_area_mut(
        &mut self,
        n: u8,
    ) -> Option<(&mut Vec<u8>, &mut Vec<FieldView>)> {
        if let Some(f) = self.files.get_mut(&n) {
            return Some((&mut f.buffer, &mut f.fields));
        }
        self.closed_fields
            .get_mut(&n)
            .map(|a| (&mut a.bytes, &mut a.fields))
    }

    /// The file numbers that have a FIELD area (open, or closed with one kept).
    pub(in crate::exec) fn field_numbers(&self) -> Vec<u8> {
        let mut ns: Vec<u8> = self
            .files
            .keys()
            .chain(self.closed_fields.keys())
            .copied()
            .collect();
        ns.sort_unstable();
        ns.dedup();
        ns
    }

    /// Where a FIELD variable points: its file number, offset and width.
    pub(in crate::exec) fn field_place(&self, key: FieldKey) -> Option<(u8, usize, usize)> {
        self.field_numbers().into_iter().find_map(|n| {
            let (_, fields) = self.field_area(n)?;
            fields
                .iter()
                .find(|(_, _, k)| *k == key)
                .map(|&(o, w, _)| (n, o, w))
        })
    }

    /// The variable no longer points into any FIELD buffer.
    pub(in crate::exec) fn unfield(&mut self, key: FieldKey) {
        for f in self.files.values_mut() {
            f.fields.retain(|(_, _, k)| *k != key);
        }
        for a in self.closed_fields.values_mut() {
            a.fields.retain(|(_, _, k)| *k != key);
        }
    }

    /// File n is closed: its buffer and views stay. `views` false when the variables go
    /// too (END, RUN, CLEAR, NEW).
    pub(super) fn keep_field_area(&mut self, n: u8, f: &mut OpenFile, views: bool) {
        let fields = if views {
            std::mem::take(&mut f.fields)
        } else {
            Vec::new()
        };
        self.closed_fields.insert(
            n,
            FieldArea {
                bytes: std::mem::take(&mut f.buffer),
                fields,
            },
        );
    }

    /// The FIELD buffer and views file n opens with: what its last CLOSE left, the first
    /// `reclen` bytes cleared by a RANDOM open of a disk file (GIODSK.ASM `RNDFIN`; real
    /// GW-BASIC 3.23: bytes past the new record length keep their values), at least
    /// `size` bytes long.
    pub(super) fn take_field_area(
        &mut self,
        n: u8,
        size: usize,
        clear: Option<usize>,
    ) -> (Vec<u8>, Vec<FieldView>) {
        let FieldArea { mut bytes, fields } = self.closed_fields.remove(&n).unwrap_or_default();
        if bytes.len() < size {
            bytes.resize(size, 0);
        }
        if let Some(reclen) = clear {
            let end = reclen.min(bytes.len());
            bytes[..end].fill(0);
        }
        (bytes, fields)
    }
}
