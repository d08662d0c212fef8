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
    /// The lines are not in number order (a tokenised file can hold them so): every jump
    /// searches as GW-BASIC's does, and `slots` is empty.
    unordered: bool,
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
        // The typed line comes last; a line 65535 of the program's own (a tokenised file
        // holds one) before a lower number is the lines out of order like any other.
        let real = match lines.split_last() {
            Some((last, rest)) if last.number == u16::MAX => rest,
            _ => lines,
        };
        if real.windows(2).any(|w| w[0].number >= w[1].number) {
            return Self {
                slots: Vec::new(),
                unordered: true,
            };
        }
        let mut slots = vec![NONE; usize::from(highest) + 1];
        for (i, line) in lines.iter().enumerate() {
            // Line numbers are distinct 16-bit numbers: an index always fits.
            if let Some(slot) = slots.get_mut(usize::from(line.number)) {
                *slot = i as u32;
            }
        }
        Self {
            slots,
            unordered: false,
        }
    }

    /// The index of line `number` in `lines` (the lines this table was built for), or `None`
    /// when there is no such line.
    #[inline]
    pub(super) fn find<N>(&self, lines: &[Line<N>], number: u16) -> Option<usize> {
        if self.unordered {
            return crate::program::fndlin(lines, number).ok();
        }
        match self.slots.get(usize::from(number)) {
            Some(&NONE) => None,
            Some(&i) => Some(i as usize),
            // Past the table: the typed line, or no line at all.
            None => lines.binary_search_by_key(&number, |l| l.number).ok(),
        }
    }

    /// Where a GOTO in line `from` (its index; `None` in direct mode) to line `number`
    /// lands. In lines out of number order GW-BASIC searches on from the next line when the
    /// target's number is above the current line's, and from the start when that fails or
    /// when it is not (GWMAIN.ASM `GOTO`: `LOOP` from the next link, then `FNDLIN`); a
    /// search stops at the first line numbered above the target.
    #[inline]
    pub(super) fn find_from<N>(
        &self,
        lines: &[Line<N>],
        number: u16,
        from: Option<usize>,
    ) -> Option<usize> {
        if !self.unordered {
            return self.find(lines, number);
        }
        if let Some(at) = from.filter(|&i| lines.get(i).is_some_and(|l| l.number < number)) {
            if let Ok(i) = crate::program::fndlin(&lines[at + 1..], number) {
                return Some(at + 1 + i);
            }
        }
        crate::program::fndlin(lines, number).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::LineIndex;
    use crate::program::Line;
    use crate::session::Dialect;
    use ferrite_console::MemoryConsole;

    fn numbered(numbers: &[u16]) -> Vec<Line<f64>> {
        numbers
            .iter()
            .map(|&number| Line {
                number,
                text: Vec::new(),
                stmts: Vec::new(),
                joined: Vec::new(),
                data: Vec::new(),
                stored: None,
            })
            .collect()
    }

    #[test]
    fn every_line_is_found_and_no_other_number() {
        let lines = numbered(&[0, 10, 20, 65529]);
        let index = LineIndex::new(&lines);
        for (i, line) in lines.iter().enumerate() {
            assert_eq!(index.find(&lines, line.number), Some(i));
        }
        for n in [1, 9, 11, 15, 19, 21, 65528, 65530, 65535] {
            assert_eq!(index.find(&lines, n), None, "line {n}");
        }
    }

    #[test]
    fn the_typed_line_is_found_past_the_table() {
        // Direct mode puts the typed line last, numbered u16::MAX (exec/direct.rs).
        let lines = numbered(&[10, 20, u16::MAX]);
        let index = LineIndex::new(&lines);
        assert_eq!(index.find(&lines, 20), Some(1));
        assert_eq!(index.find(&lines, u16::MAX), Some(2));
        assert_eq!(index.find(&lines, 30), None);
        let typed_only = numbered(&[u16::MAX]);
        let index = LineIndex::new(&typed_only);
        assert_eq!(index.find(&typed_only, u16::MAX), Some(0));
        assert_eq!(index.find(&typed_only, 10), None);
    }

    #[test]
    fn jumps_follow_the_program_after_each_edit() {
        // Each RUN, typed line and edit gives the machine new lines: a jump must land on the
        // line as it is now, and a deleted line must be undefined again.
        let mut session = Dialect::Gw.session();
        let mut con = MemoryConsole::new(b"", false);
        let typed = [
            "10 GOSUB 30: GOTO 50",
            "30 PRINT 3: RETURN",
            "50 PRINT 5",
            "RUN",
            "20 PRINT 2: GOTO 50",
            "10 GOTO 20",
            "RUN",
            "GOTO 30",
            "30",
            "GOSUB 30",
            "25 ON 2 GOTO 20, 50",
            "RUN 25",
        ];
        for line in typed {
            session.enter(line.as_bytes(), &mut con);
        }
        assert_eq!(
            String::from_utf8_lossy(&con.output),
            " 3 \n 5 \nOk\n 2 \n 5 \nOk\n 3 \nRETURN without GOSUB in 30\nOk\n\
             Undefined line number\nOk\n 5 \nOk\n"
        );
    }
}
