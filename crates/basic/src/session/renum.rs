//! GW-BASIC's DELETE and RENUM: editing many lines at once.
//!
//! GW-BASIC User's Guide, DELETE: `DELETE a-b`, `DELETE a`, `DELETE -b`, `DELETE a-`; a
//! range that names no line is `Illegal function call`. RENUM: `RENUM [new][,[old][,step]]`
//! renumbers from line `old` (default the first) starting at `new` (default 10) by `step`
//! (default 10), and rewrites every GOTO, GOSUB, THEN, ELSE, RESTORE, RUN and ON ... GOTO
//! target; a target that names no line is left alone with `Undefined line n in m`.

use std::collections::HashMap;

use ferrite_console::Console;

use super::editor::parse_number;
use super::Session;
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};

impl<P: Profile> Session<P> {
    /// `DELETE [a][-[b]]` as GWLIST.ASM `DELETE` and GWMAIN.ASM `SCNLIN` read it: the
    /// start defaults to 0 and an open end to 65530 (`DELETE` alone deletes every line); the
    /// end must be a line of the program or past every line, and the range must hold a
    /// line, or `Illegal function call`; a number above 65529 or anything but the end of the
    /// statement after the range is a `Syntax error`; what follows a `:` is not run
    /// (DELETE goes back to the prompt). Checked on GW-BASIC 3.23 (`diffdirect.py delete`).
    pub(super) fn delete(&mut self, args: &[u8], con: &mut dyn Console) {
        match crate::exec::delete_range(args) {
            Ok(range) => self.delete_lines(range, con),
            Err(kind) => self.error(kind, con),
        }
    }

    /// DELETE's lines once its range is read (typed, or checked by the program's DELETE).
    pub(super) fn delete_lines(&mut self, range: crate::exec::DeleteRange, con: &mut dyn Console) {
        let (from, to, comma) = range;
        // The memory from the first line numbered `from` or more through line `to` goes
        // (GWLIST.ASM `DELETE`, `DEL`): in lines out of number order, which a tokenised file
        // can hold, that is not every line between. The end is found by `FNDLIN`: a line
        // numbered above it first is `Illegal function call`, the program's end is taken
        // as it is (so an open end, 65530, is the program's end; real GW-BASIC 3.23).
        let start = u16::try_from(from).map_or(usize::MAX, |f| self.program.index_at_or_after(f));
        let lines = self.program.lines().len();
        let end = match u16::try_from(to).map(|t| self.program.find_line(t)) {
            Ok(Ok(i)) => Some(i + 1),
            Ok(Err(i)) if i == lines => Some(lines),
            _ => None,
        };
        let Some(end) = end.filter(|&e| start < e) else {
            self.error(ErrorKind::IllegalQuantity, con);
            return;
        };
        // SCNLIN lets a comma end the range (LIST's file follows it); DELETE looks its
        // lines up first and only then wants the statement's end (`EOSCHK`).
        if comma {
            self.error(ErrorKind::Syntax, con);
            return;
        }
        self.program.remove_lines(start..end);
        self.machine.clear();
    }

    /// `RENUM [new][,[old][,step]]`, typed or run by the program's line `at` (whose number
    /// its error messages give).
    pub(super) fn renum(&mut self, args: &[u8], at: Option<u16>, con: &mut dyn Console) {
        let text: Vec<u8> = args.iter().copied().filter(|&c| c != b' ').collect();
        let mut parts: Vec<&[u8]> = text.split(|&c| c == b',').collect();
        // A number crunched as a constant that is no line number (`&H10`, `&O7`, `&7`):
        // LINGET finds no digit, and the CHRGTR after it reads NUMCON's CONCON byte with
        // CONSAV just cleared, which is the end of the statement. So that number is 0 and
        // the rest of the text is never read (GWMAIN.ASM `RESEQ`, `LINSPC`, `LINGET`,
        // `CHRCON`; real GW-BASIC 3.23: `RENUM &H10` starts at 0, `RENUM 50,&H10 X` is
        // RENUM 50, `RENUM 7,,&H10 Y` is `Illegal function call`).
        let constant = parts.iter().position(|p| p.first() == Some(&b'&'));
        if let Some(i) = constant {
            parts.truncate(i + 1);
        }
        let first = self
            .program
            .lines()
            .first()
            .map_or(0, |l| u32::from(l.number));
        // A number past the last line number is read as no line number at all, and an
        // increment left empty after its comma is 0 (pcbasic-suite RENUM2).
        let part = |i: usize, default: u32| match parts.get(i) {
            _ if constant == Some(i) => Some(0),
            None => Some(default),
            Some([]) if i == 2 => Some(0),
            Some([]) => Some(default),
            Some(p) => parse_number(p)
                .map(u32::from)
                .filter(|&n| n <= P::max_line_number()),
        };
        let (Some(new), Some(old), Some(step)) = (part(0, 10), part(1, first), part(2, 10)) else {
            self.renum_error(ErrorKind::Syntax, at, con);
            return;
        };
        if parts.len() > 3 {
            self.renum_error(ErrorKind::Syntax, at, con);
            return;
        }
        let numbers: Vec<u32> = self
            .program
            .lines()
            .iter()
            .map(|l| u32::from(l.number))
            .collect();
        let kept_below = numbers.iter().filter(|&&n| n < old).max().copied();
        let moved = numbers.iter().filter(|&&n| n >= old).count() as u32;
        let last = u64::from(new) + u64::from(step) * u64::from(moved.saturating_sub(1));
        // New numbers may not pass the limit or run into the lines left below `old`.
        if parts.len() > 3
            || step == 0
            || last > u64::from(P::max_line_number())
            || kept_below.is_some_and(|k| k >= new)
        {
            self.renum_error(ErrorKind::IllegalQuantity, at, con);
            return;
        }
        let (lines, undefined) = match self.reseq(new, old, step) {
            Some(done) => done,
            None => self.renum_by_lines(&numbers, new, old, step),
        };
        let old_numbers: Vec<u16> = self.program.lines().iter().map(|l| l.number).collect();
        let tail = std::rc::Rc::clone(&self.program.tail);
        // The names keep their places: the variables of the run CONT goes on with are
        // found by them.
        let names = std::mem::take(&mut self.program.names);
        // A protected program stays protected: RENUM rewrites its lines in place and leaves
        // PROFLG alone (GWMAIN.ASM `RESEQ`; real GW-BASIC 3.23: LOAD of a `,P` file, RENUM,
        // then LIST and `SAVE ,A` are `Illegal function call`).
        let protected = self.program.protected;
        self.program.clear();
        self.program.tail = tail;
        self.program.names = names;
        self.program.protected = protected;
        // The lines stay in memory order (a tokenised file's may be out of number order).
        for (number, bytes) in lines {
            self.program.push_stored_line(number, &bytes);
        }
        // The lines were crunched when they were stored; RENUM warns of nothing again.
        self.program.take_overflows();
        let new_numbers: Vec<u16> = self.program.lines().iter().map(|l| l.number).collect();
        self.machine.renumbered(&old_numbers, &new_numbers);
        // RENUM keeps the lines in their order, so variables, open files, the DATA pointer
        // and where CONT goes on all stay (pcbasic-suite CONT_after_RENUM, READ_after_RENUM).
        // The messages name the lines by their old numbers: GW-BASIC looks the targets up
        // before it renumbers (GWMAIN.ASM `RESSD1`; checked on GW-BASIC 3.23).
        // Each is CRDONZ, the text, LINPRT and INPRT, with no 0xFF mark after it as an
        // error message has (GWMAIN.ASM `SCCPTR`'s `LINM`; real GW-BASIC 3.23's page).
        for (target, number) in undefined {
            self.unmarked_message(&format!("Undefined line {target} in {number}"), con);
        }
    }

    /// RENUM as the machine does it on the program text in memory (`token::gwrenum`): the
    /// lines' new numbers and bytes in memory order, and the `Undefined line` messages as
    /// (number, line); `None` when the machine's scan of this text would never end.
    #[allow(clippy::type_complexity)]
    fn reseq(
        &self,
        new: u32,
        old: u32,
        step: u32,
    ) -> Option<(Vec<(u16, Vec<u8>)>, Vec<(u32, u32)>)> {
        let lines = self.program.lines();
        let mut image = crate::token::gwsave::text_image(
            lines.iter().map(|l| (l.number, l.crunched::<P>())),
            &[],
        );
        let undefined =
            crate::token::gwrenum::renumber(&mut image, new as u16, old as u16, step as u16)?;
        // Every rewrite is in place: each line is where it was, its length unchanged.
        let mut at = 1;
        let mut out = Vec::with_capacity(lines.len());
        for line in lines {
            let len = line.crunched::<P>().len();
            let number = u16::from_le_bytes([*image.get(at + 2)?, *image.get(at + 3)?]);
            out.push((number, image.get(at + 4..at + 4 + len)?.to_vec()));
            at += len + 5;
        }
        let undefined = undefined
            .into_iter()
            .map(|(n, l)| (u32::from(n), u32::from(l)))
            .collect();
        Some((out, undefined))
    }

    /// RENUM line by line, each reference mapped where it stands: for a text the machine's
    /// scan would go round forever in (a `CONCN2` byte after a line number).
    #[allow(clippy::type_complexity)]
    fn renum_by_lines(
        &self,
        numbers: &[u32],
        new: u32,
        old: u32,
        step: u32,
    ) -> (Vec<(u16, Vec<u8>)>, Vec<(u32, u32)>) {
        let map: HashMap<u32, u32> = numbers
            .iter()
            .filter(|&&n| n >= old)
            .enumerate()
            .map(|(i, &n)| (n, new + step * i as u32))
            .collect();
        let mut undefined = Vec::new();
        let mut lines = Vec::new();
        for line in self.program.lines() {
            let number = u32::from(line.number);
            let mut target = |t| match map.get(&t) {
                Some(&to) => Some(to),
                None if numbers.contains(&t) => Some(t),
                None => {
                    undefined.push((t, number));
                    None
                }
            };
            let mut bytes = line.crunched::<P>().into_owned();
            crate::token::gwlist::map_line_numbers(&mut bytes, &mut target);
            // In range: `last` was checked against the line-number limit.
            let to = map.get(&number).copied().unwrap_or(number) as u16;
            lines.push((to, bytes));
        }
        (lines, undefined)
    }

    /// An error of RENUM, named with the line that ran it.
    fn renum_error(&mut self, kind: ErrorKind, at: Option<u16>, con: &mut dyn Console) {
        let error = BasicError { kind, line: at };
        self.machine.command_error(&self.program, error, con);
    }
}
