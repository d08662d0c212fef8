//! GW-BASIC's line pointers: a jump that finds its line turns the line number constant it
//! came from into a pointer to that line, in the program text itself.
//!
//! GOTO2 (GWMAIN.ASM) is the common tail of GOTO, GOSUB, `THEN n`, `ELSE n`, the ON list's
//! chosen number, `RETURN n`, `RESUME n` and `RUN n`: when CONSAV says the number was a
//! line constant (LINCON, 0x0E and the number), FNDLIN finds the line and CONCH2 writes
//! PTRCON (0x0D) and the address of the 0 byte that ends the line before it (TXTTAB-1 for
//! the first) over the constant, and sets PTRFLG. Later runs of that statement take the
//! pointer as it is. RESTORE, ON ERROR GOTO and the event traps' GOSUBs read their numbers
//! with LINGET and FNDLIN alone: their constants stay numbers (real GW-BASIC 3.23, probed).
//! DEPTR / SCCPTR turn every pointer back into its line's number: a line stored or
//! deleted (GWMAIN.ASM `INONLY`), DELETE, CHAIN MERGE's DELETE, RENUM, the edit a syntax
//! error offers (SCNEDT.ASM `ERREDT`) and a tokenised or protected SAVE (GIO86.ASM
//! `BINSAV`, GIODSK.ASM `PROSAV`); `SAVE ,A` lists them as numbers and leaves them, NEW
//! clears PTRFLG.
//!
//! ferrite runs parsed statements, not the text, so the pointers are kept beside it: the
//! image offset of each converted constant, with its number and the address it became.
//! The text image PEEK reads ([`Machine::text_image`]) has them written over the
//! constants; what runs, LIST and a SAVE read the lines, which keep the numbers.

use std::rc::Rc;

use super::{Machine, Pc};
use crate::dialect::Profile;
use crate::parse::ast::Stmt;

/// Line number constant (GWMAIN.ASM `LINCON`).
const LINCON: u8 = 0x0e;
/// Line pointer constant (`PTRCON`).
const PTRCON: u8 = 0x0d;

/// GW-BASIC's tokens around a jump's number.
mod tok {
    pub(super) const GOTO: u8 = 0x89;
    pub(super) const RUN: u8 = 0x8a;
    pub(super) const GOSUB: u8 = 0x8d;
    pub(super) const RETURN: u8 = 0x8e;
    pub(super) const REM: u8 = 0x8f;
    pub(super) const DATA: u8 = 0x84;
    pub(super) const ON: u8 = 0x95;
    pub(super) const ELSE: u8 = 0xa1;
    pub(super) const ERROR: u8 = 0xa7;
    pub(super) const RESUME: u8 = 0xa8;
    pub(super) const KEY: u8 = 0xc9;
    pub(super) const THEN: u8 = 0xcd;
}

/// One constant made a pointer.
#[derive(Debug, Clone, Copy)]
struct Made {
    /// Offset of its 0x0E / 0x0D byte in the text image.
    at: usize,
    /// The line number it held.
    number: u16,
    /// The address it holds now.
    address: u16,
}

/// The text image with the pointers written in: the image's key, the pointers' version
/// and the bytes.
type Overlaid = (crate::memory::TextKey, u32, Rc<Vec<u8>>);

/// The pointers in the program text (PTRFLG and what it says exists).
#[derive(Debug, Default)]
pub(super) struct LinePtrs {
    /// The program generation they were made in: another program's text holds none.
    generation: Option<u64>,
    /// The constants made pointers.
    made: Vec<Made>,
    /// Per line, the statements whose jump has been looked at (bit `stmt`, 63 for the
    /// statements from 63 on): a statement is looked at once, then runs at full speed.
    marks: Vec<u64>,
    /// The ON statements' chosen numbers looked at: (line, statement, ordinal).
    on_seen: Vec<(usize, usize, usize)>,
    /// Changes with every pointer made or dropped (the overlaid image's key).
    pub(super) version: u32,
    /// The text image with the pointers written in, with the key and version it is of.
    overlaid: std::cell::RefCell<Option<Overlaid>>,
}

impl LinePtrs {
    /// Whether statement `pc` has had its jump looked at.
    #[inline]
    pub(super) fn marked(&self, pc: Pc) -> bool {
        self.marks
            .get(pc.line)
            .is_some_and(|m| m >> pc.stmt.min(63) & 1 != 0)
    }

    fn mark(&mut self, pc: Pc) {
        if self.marks.len() <= pc.line {
            self.marks.resize(pc.line + 1, 0);
        }
        self.marks[pc.line] |= 1 << pc.stmt.min(63);
    }

    /// Forgets the pointers without touching any image (the lines are another program's).
    fn forget(&mut self) {
        self.made.clear();
        self.marks.clear();
        self.on_seen.clear();
        self.version = self.version.wrapping_add(1);
        *self.overlaid.borrow_mut() = None;
    }
}

/// The line number a jump statement names, and how many numbers it holds before the one
/// taken (`ON`'s list).
fn jump_numbers<N>(stmt: &Stmt<N>) -> Vec<u16> {
    match stmt {
        Stmt::Goto(n) | Stmt::Gosub(n) | Stmt::GosubNumcon(n, _) | Stmt::Run(Some(n)) => {
            vec![*n]
        }
        Stmt::Return(Some(Ok(n))) => vec![*n],
        Stmt::Resume(crate::parse::ast::Resume::Line(n)) => vec![*n],
        Stmt::On { targets, .. } => targets.iter().flatten().copied().collect(),
        _ => Vec::new(),
    }
}

/// The offsets in `line` (a line's crunched bytes) of the line constants a jump reads
/// through GOTO2, in order: after GOTO, GOSUB, THEN, ELSE, RETURN, RESUME or RUN, and
/// after each comma of a numeric ON's list; not those of ON ERROR and the event traps
/// (ON KEY, ON TIMER, ...), RESTORE and the commands. Quotes, REM and DATA hold none.
fn jump_constants(line: &[u8]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut prev: Option<u8> = None;
    // A statement's first token, the ON it is and whether its list has begun.
    let mut start = true;
    let mut event_on = false;
    let mut on_list = false;
    let mut numeric_on = false;
    let mut i = 0;
    while let Some(&b) = line.get(i) {
        if b == 0 {
            break;
        }
        if b == b' ' {
            i += 1;
            continue;
        }
        if start && b != tok::ON && b != b':' {
            numeric_on = false;
            event_on = false;
            on_list = false;
        }
        let was_start = start;
        start = false;
        match b {
            b'"' => {
                i += 1;
                while line.get(i).is_some_and(|&c| c != b'"' && c != 0) {
                    i += 1;
                }
                if line.get(i) == Some(&b'"') {
                    i += 1;
                }
                prev = Some(b'"');
                continue;
            }
            b':' => {
                start = true;
                prev = Some(b);
                i += 1;
                continue;
            }
            tok::REM => break,
            tok::DATA => {
                let mut quoted = false;
                while let Some(&c) = line.get(i) {
                    if c == 0 || (c == b':' && !quoted) {
                        break;
                    }
                    quoted ^= c == b'"';
                    i += 1;
                }
                continue;
            }
            tok::THEN | tok::ELSE => {
                start = true;
                prev = Some(b);
                i += 1;
                continue;
            }
            tok::ON if was_start => {
                let next = line[i + 1..].iter().copied().find(|&c| c != b' ');
                event_on = matches!(next, Some(tok::ERROR | tok::KEY | 0xfe | 0xff));
                numeric_on = !event_on;
                on_list = false;
                prev = Some(b);
                i += 1;
                continue;
            }
            tok::GOTO | tok::GOSUB if numeric_on => on_list = true,
            LINCON | PTRCON => {
                let jump = !event_on
                    && match prev {
                        Some(tok::GOTO | tok::GOSUB | tok::THEN | tok::ELSE) => true,
                        Some(tok::RETURN | tok::RESUME | tok::RUN) => true,
                        Some(b',') => on_list,
                        _ => false,
                    };
                if jump {
                    out.push(i);
                }
                prev = Some(b);
                i += 3;
                continue;
            }
            _ => {}
        }
        if let Some(len) = crate::token::gwlist::constant_len(b) {
            prev = Some(b);
            i += len;
            continue;
        }
        prev = Some(b);
        i += if matches!(b, 0xfd..=0xff) { 2 } else { 1 };
    }
    out
}

impl<P: Profile> Machine<P> {
    /// A jump of statement `pc` found line `number`, the `which`-th number of the
    /// statement (ON's list; 0 for the others): GOTO2 makes its constant a pointer.
    #[cold]
    #[inline(never)]
    pub(super) fn line_pointer(&mut self, pc: Pc, number: u16, which: usize) {
        let on = which > 0
            || matches!(
                self.lines.get(pc.line).and_then(|l| l.stmts.get(pc.stmt)),
                Some(Stmt::On { .. })
            );
        if on {
            let key = (pc.line, pc.stmt, which);
            if self.lptr.on_seen.contains(&key) {
                return;
            }
            self.lptr.on_seen.push(key);
        } else {
            self.lptr.mark(pc);
        }
        if self.direct_line == Some(pc.line) {
            return;
        }
        let Some(seg) = self.store.mem.layout.segment else {
            return;
        };
        let Some(line) = self.lines.get(pc.line) else {
            return;
        };
        // Which of the line's constants with this number: as many of the same number
        // come before it in the statements as in the text.
        let mut ordinal = 0;
        for (k, s) in line.stmts.iter().enumerate().take(pc.stmt + 1) {
            let nums = jump_numbers(s);
            let upto = if k == pc.stmt { which } else { nums.len() };
            ordinal += nums.iter().take(upto).filter(|&&n| n == number).count();
        }
        let img = self.text_image();
        let base = seg.program - 1;
        // The line's bytes in the image, by the links.
        let index = self.stored_lines().take(pc.line).count();
        let Some((start, end)) = super::progtext::line_span(&img, base, index) else {
            return;
        };
        let Some(target) = self.target_start(&img, base, number) else {
            return;
        };
        let body = start + 4;
        let Some(text) = img.get(body..end) else {
            return;
        };
        let refs = jump_constants(text);
        let value = |o: usize| -> Option<u16> {
            let w = u16::from_le_bytes([*text.get(o + 1)?, *text.get(o + 2)?]);
            match text[o] {
                LINCON => Some(w),
                _ => {
                    let at = usize::from(w).checked_sub(base as usize)? + 3;
                    Some(u16::from_le_bytes([*img.get(at)?, *img.get(at + 1)?]))
                }
            }
        };
        let Some(&o) = refs
            .iter()
            .filter(|&&o| value(o) == Some(number))
            .nth(ordinal)
        else {
            return;
        };
        if text[o] != LINCON {
            return;
        }
        self.lptr.made.push(Made {
            at: body + o,
            number,
            address: (base as usize + target - 1) as u16,
        });
        self.lptr.version = self.lptr.version.wrapping_add(1);
    }

    /// The image offset of the link of line `number`, found as FNDLIN finds it.
    fn target_start(&self, img: &[u8], base: u32, number: u16) -> Option<usize> {
        let mut at = 1usize;
        loop {
            let link = usize::from(u16::from_le_bytes([*img.get(at)?, *img.get(at + 1)?]));
            if link == 0 {
                return None;
            }
            let n = u16::from_le_bytes([*img.get(at + 2)?, *img.get(at + 3)?]);
            if n == number {
                return Some(at);
            }
            at = link.checked_sub(base as usize).filter(|&l| l > at)?;
        }
    }

    /// The text image with the pointers written over their constants.
    pub(super) fn with_line_pointers(
        &self,
        key: crate::memory::TextKey,
        img: Rc<Vec<u8>>,
    ) -> Rc<Vec<u8>> {
        if self.lptr.made.is_empty() {
            return img;
        }
        if let Some((k, v, o)) = &*self.lptr.overlaid.borrow() {
            if *k == key && *v == self.lptr.version {
                return Rc::clone(o);
            }
        }
        let mut bytes = (*img).clone();
        for m in &self.lptr.made {
            if let Some(c) = bytes.get_mut(m.at..m.at + 3) {
                if c[0] == LINCON && u16::from_le_bytes([c[1], c[2]]) == m.number {
                    c[0] = PTRCON;
                    c[1..].copy_from_slice(&m.address.to_le_bytes());
                }
            }
        }
        let bytes = Rc::new(bytes);
        *self.lptr.overlaid.borrow_mut() = Some((key, self.lptr.version, Rc::clone(&bytes)));
        bytes
    }

    /// `bytes` (a piece of the text image from offset `from`) with the pointers made back
    /// into their numbers: what LIST and the parse read of a line POKE changed.
    pub(super) fn without_line_pointers(&self, from: usize, bytes: &mut [u8]) {
        for m in &self.lptr.made {
            let Some(at) = m.at.checked_sub(from) else {
                continue;
            };
            if let Some(c) = bytes.get_mut(at..at + 3) {
                if c[0] == PTRCON && u16::from_le_bytes([c[1], c[2]]) == m.address {
                    c[0] = LINCON;
                    c[1..].copy_from_slice(&m.number.to_le_bytes());
                }
            }
        }
    }

    /// DEPTR: every pointer back to its number (a tokenised or protected SAVE, a line
    /// stored or deleted, DELETE, RENUM, the edit after a syntax error).
    pub(crate) fn drop_line_pointers(&mut self) {
        if self.lptr.made.is_empty() {
            return;
        }
        // A POKE may have kept the image with the pointers in it.
        let cached = self.store.mem.text_image.borrow_mut().take();
        if let Some((k, img)) = cached {
            let mut bytes = (*img).clone();
            self.without_line_pointers(0, &mut bytes);
            *self.store.mem.text_image.borrow_mut() = Some((k, Rc::new(bytes)));
        }
        self.lptr.forget();
        self.lptr.generation = None;
    }

    /// The lines now run are program `generation`'s: pointers made in another are gone.
    pub(super) fn line_pointers_of(&mut self, generation: u64) {
        if self.lptr.generation.is_some_and(|g| g != generation) {
            self.lptr.forget();
        }
        self.lptr.generation = Some(generation);
    }

    /// The lines were replaced by others (links POKEd into a new chain).
    pub(super) fn forget_line_pointers(&mut self) {
        self.lptr.forget();
        self.lptr.generation = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_jumps_constants_are_found_and_no_others() {
        // IF X THEN 10 :ELSE 20 : ON ERROR GOTO 30 : ON K GOSUB 40,50 : RESTORE 60
        let t = [
            0x8b, b'X', 0xcd, 0x0e, 10, 0, b':', 0xa1, 0x0e, 20, 0, b':', 0x95, 0xa7, 0x89, 0x0e,
            30, 0, b':', 0x95, b'K', 0x8d, 0x0e, 40, 0, b',', 0x0e, 50, 0, b':', 0x8c, 0x0e, 60, 0,
            0,
        ];
        assert_eq!(jump_constants(&t), vec![3, 8, 22, 26]);
        // PRINT "GOTO";:GOTO 5 ' GOTO 6
        let t = [
            0x91, b'"', 0x89, 0x0e, 1, 1, b'"', b':', 0x89, 0x20, 0x0e, 5, 0, b':', 0x8f, 0xd9,
            0x89, 0x0e, 6, 0, 0,
        ];
        assert_eq!(jump_constants(&t), vec![10]);
    }
}
