//! Jump targets resolved once per version of the running lines: GOTO, GOSUB, `IF .. THEN n`,
//! ON, RESUME n and the error and timer handlers find their line by number in a table built
//! when the machine takes its lines, rather than by a search each time they run.
//!
//! The machines searched the program text for the line on every jump (msbasic FNDLIN, walked
//! from the start or from the current line; GWMAIN.ASM FNDLIN): only the time that took is
//! saved here, never what the jump finds. A number that is not a line is `Undefined line`
//! exactly as before, and the typed line of direct mode (numbered past any real line, see
//! `exec/direct.rs`) is still found by the search.

use crate::program::Line;

/// The index of each line by its number, for the numbers up to the highest real line.
#[derive(Debug, Default)]
pub(super) struct LineIndex {
    /// `slots[n]` is the index of line `n` in the lines, or [`NONE`].
    slots: Vec<u32>,
}

/// A number with no line.
const NONE: u32 = u32::MAX;

impl LineIndex {
    /// The table for `lines` (sorted by number, as [`crate::program::Program`] keeps them).
    /// The typed line of direct mode, numbered `u16::MAX`, stays out of it: it changes with
    /// each typed line, and the table is then left as it was.
    pub(super) fn new<N>(lines: &[Line<N>]) -> Self {
        let highest = lines
            .iter()
            .rev()
            .map(|l| l.number)
            .find(|&n| n != u16::MAX);
        let Some(highest) = highest else {
            return Self::default();
        };
        let mut slots = vec![NONE; usize::from(highest) + 1];
        for (i, line) in lines.iter().enumerate() {
            // Line numbers are distinct 16-bit numbers: an index always fits.
            if let Some(slot) = slots.get_mut(usize::from(line.number)) {
                *slot = i as u32;
            }
        }
        Self { slots }
    }

    /// The index of line `number` in `lines` (the lines this table was built for), or `None`
    /// when there is no such line.
    #[inline]
    pub(super) fn find<N>(&self, lines: &[Line<N>], number: u16) -> Option<usize> {
        match self.slots.get(usize::from(number)) {
            Some(&NONE) => None,
            Some(&i) => Some(i as usize),
            // Past the table: the typed line, or no line at all.
            None => lines.binary_search_by_key(&number, |l| l.number).ok(),
        }
    }
}
