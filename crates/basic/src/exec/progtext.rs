//! The program text as bytes of GW-BASIC's data segment: the crunched lines with their links
//! from TXTTAB (0x126E, the 0 byte below it), as `SAVE` writes them, which PEEK reads and
//! POKE changes (a changed line is listed back and parsed again, so what runs and what LIST
//! shows follow the bytes); the protection flag (PROFLG at 1450); where a string's bytes are
//! (a literal in the program text, or the string space).
//!
//! Sources: GW-BASIC's GWDATA.ASM (TXTTAB, PROFLG), GWMAIN.ASM (`CHEAD`, the links), BISTRS.ASM
//! (`STRLIT`: a literal's descriptor points into the program text; `GETSPA`); real GW-BASIC
//! 3.23 probes (`difftest/gw/memory/`), pcbasic-suite PEEK_in_program, POKE_in_program,
//! POKE_to_unprotect.

use std::rc::Rc;

use super::Machine;
use crate::dialect::Profile;
use crate::memory::{DataSegment, TextKey};

/// Where GW-BASIC keeps the flag of a protected program (GWDATA.ASM `PROFLG`): 0, or 0xFE
/// while the program loaded is protected.
const PROTECTION_FLAG: u32 = 1450;

impl<P: Profile> Machine<P> {
    /// The program's lines as stored, in order, without the typed line a direct statement
    /// runs as: the one walk over the lines that the text image, SAVE and LIST all take.
    pub(super) fn stored_lines(&self) -> impl Iterator<Item = &crate::program::Line<P::Num>> {
        let direct = self.direct_line;
        self.lines
            .iter()
            .enumerate()
            .filter(move |&(i, _)| Some(i) != direct)
            .map(|(_, l)| l)
    }

    /// What the program text image is made from now.
    fn text_key(&self) -> TextKey {
        (
            Rc::as_ptr(&self.lines) as *const u8 as usize,
            self.lines.len(),
            self.direct_line.unwrap_or(usize::MAX),
        )
    }

    /// Takes `program`'s file image (`Program::image`) as the text of the lines just
    /// taken from it.
    pub(super) fn adopt_file_image(&mut self, program: &crate::program::Program<P>) {
        self.text_of_file = program.image.clone();
        self.text_tail = Rc::clone(&program.tail);
        self.lines_generation = Some(program.generation());
        self.line_pointers_of(program.generation());
    }

    /// The loaded file's bytes, while the running lines are still that program's.
    pub(super) fn file_image(&self) -> Option<&Rc<Vec<u8>>> {
        match &self.text_of_file {
            Some((g, img)) if self.lines_generation == Some(*g) => Some(img),
            _ => None,
        }
    }

    /// The program text from the 0 byte below TXTTAB through the last line's 0 link (also
    /// what a tokenised file LOAD or CHAIN reads without a 0 link runs on into).
    pub(crate) fn text_image(&self) -> Rc<Vec<u8>> {
        let key = self.text_key();
        let img = self.base_text_image(key);
        self.with_line_pointers(key, img)
    }

    /// The program text as the lines (or the file loaded, or POKE) give it, before the
    /// line pointers a run made (`exec/lineptr.rs`) are written in.
    fn base_text_image(&self, key: TextKey) -> Rc<Vec<u8>> {
        if let Some((k, img)) = &*self.store.mem.text_image.borrow() {
            if *k == key {
                return Rc::clone(img);
            }
        }
        if let Some(img) = self.file_image() {
            let img = Rc::clone(img);
            *self.store.mem.text_image.borrow_mut() = Some((key, Rc::clone(&img)));
            return img;
        }
        let img = Rc::new(crate::token::gwsave::text_image(
            self.stored_lines().map(|l| (l.number, l.crunched::<P>())),
            &self.text_tail,
        ));
        *self.store.mem.text_image.borrow_mut() = Some((key, Rc::clone(&img)));
        img
    }

    /// A byte of the program text or the protection flag, if `a` is one.
    pub(super) fn text_byte(&self, seg: &DataSegment, a: u32) -> Option<u8> {
        if a == PROTECTION_FLAG {
            return Some(if self.protected { 0xfe } else { 0 });
        }
        let off = a.checked_sub(seg.program.checked_sub(1)?)?;
        self.text_image().get(off as usize).copied()
    }

    /// POKE into BASIC's own segment: the protection flag, the program text (the line
    /// holding the byte is listed from the changed bytes and parsed again) or a FIELD
    /// buffer; other bytes are not kept.
    pub(super) fn data_segment_poke(&mut self, a: u16, v: u8) {
        let Some(seg) = self.store.mem.layout.segment else {
            return;
        };
        let a = u32::from(a);
        if a == PROTECTION_FLAG {
            self.protected = v != 0;
            return;
        }
        if self.field_poke(&seg, a, v) {
            return;
        }
        if self.variable_poke(a, v) {
            return;
        }
        if self.fdb_poke(&seg, a, v) {
            return;
        }
        if self.low_poke(&seg, a, v) {
            return;
        }
        self.string_poke(a, v);
        // The file blocks and buffers of files not open, and a buffer's bytes past its
        // record: the byte stays there (RUN, CLEAR and LOAD leave it; real GW-BASIC 3.23).
        if (seg.fields..seg.program.saturating_sub(1)).contains(&a) {
            self.store.mem.written.insert(a, v);
            return;
        }
        let Some(off) = a.checked_sub(seg.program - 1) else {
            return;
        };
        let img = self.text_image();
        let off = off as usize;
        if off >= img.len() {
            return;
        }
        let mut bytes = (*img).clone();
        bytes[off] = v;
        // Which line holds the byte: follow the links of the image as it was (each line's
        // link is the address of the next, GWMAIN.ASM `CHEAD`), the k-th line stored being
        // the k-th of the walk.
        let base = (seg.program - 1) as usize;
        let mut at = 1usize;
        let mut which = None;
        let stored: Vec<usize> = (0..self.lines.len())
            .filter(|&i| Some(i) != self.direct_line)
            .collect();
        for &i in &stored {
            let Some(link) = img.get(at..at + 2) else {
                break;
            };
            let next = usize::from(u16::from_le_bytes([link[0], link[1]]));
            let Some(next) = next.checked_sub(base).filter(|&n| n > at) else {
                break;
            };
            if off >= at && off < next {
                which = Some((i, at, next - 1));
                break;
            }
            at = next;
        }
        // Once a link or a line's end was changed, the lines stored are no longer where
        // the links say: only the whole chain (`chain_of`) is read again.
        if let Some((i, start, end)) = which.filter(|_| !self.relink_dirty) {
            let crunched = bytes.get(start + 4..end).filter(|_| off >= start + 4);
            if let Some(crunched) = crunched.filter(|_| off < end) {
                let number = self.lines[i].number;
                let mut crunched = crunched.to_vec();
                self.without_line_pointers(start + 4, &mut crunched);
                let line = stored_line::<P>(&mut self.names, number, &crunched);
                Rc::make_mut(&mut self.lines)[i] = line;
                self.lines_generation = None;
                self.line_index = super::jumps::LineIndex::new(&self.lines);
                self.next_ahead.clear();
                self.wend_ahead.clear();
                // The running loop takes the changed lines before the next statement.
                self.watch = true;
            }
        }
        let structural = which.is_none_or(|(_, start, end)| off < start + 4 || off >= end);
        self.relink_dirty |= structural;
        if self.relink_dirty {
            let mut plain = bytes.clone();
            self.without_line_pointers(0, &mut plain);
            self.relinked = self.chain_of(&plain);
        }
        let key = self.text_key();
        *self.store.mem.text_image.borrow_mut() = Some((key, Rc::new(bytes)));
    }

    /// The program the links of a changed text image make, as FNDLIN would follow them from
    /// TXTTAB, when they make one that differs from the lines stored: a link to a place
    /// past its own line with a 0 byte just before it, and a 0 link at the end. None while
    /// the links are broken.
    fn chain_of(&mut self, img: &[u8]) -> Option<Rc<Vec<crate::program::Line<P::Num>>>> {
        let base = (self.store.mem.layout.segment?.program - 1) as usize;
        let mut at = 1usize;
        let mut chain = Vec::new();
        loop {
            let link = img.get(at..at + 2)?;
            let next = usize::from(u16::from_le_bytes([link[0], link[1]]));
            if next == 0 {
                break;
            }
            let next = next.checked_sub(base).filter(|&n| n > at + 4)?;
            if img.get(next - 1) != Some(&0) || img.get(next + 1).is_none() {
                return None;
            }
            let number = u16::from_le_bytes([img[at + 2], img[at + 3]]);
            chain.push((number, &img[at + 4..next - 1]));
            at = next;
        }
        let same = chain.len() == self.stored_lines().count()
            && self
                .stored_lines()
                .zip(&chain)
                .all(|(l, &(n, t))| l.number == n && l.crunched::<P>()[..] == *t);
        if same {
            return None;
        }
        let mut lines = Vec::with_capacity(chain.len() + 1);
        for (number, crunched) in chain {
            lines.push(stored_line::<P>(&mut self.names, number, crunched));
        }
        Some(Rc::new(lines))
    }

    /// Before a line is looked up by its number: a program whose links POKE changed is
    /// the program from now on (GW-BASIC ran on through the bytes in memory and found
    /// lines by their links, so a line POKEd over the program is run by the next GOTO:
    /// pcbasic-suite SneakyCode). The line typed in direct mode stays after it.
    pub(super) fn take_relinked(&mut self) {
        let Some(mut lines) = self.relinked.take() else {
            return;
        };
        let direct = self.direct_line.and_then(|i| self.lines.get(i).cloned());
        if let Some(d) = direct {
            Rc::make_mut(&mut lines).push(d);
        }
        let index = lines.len().checked_sub(1);
        self.forget_line_pointers();
        self.take_lines(lines);
        if self.direct_line.is_some() {
            self.direct_line = index;
        }
        // The running loop takes the new lines before the next statement.
        self.watch = true;
    }

    /// Where the bytes of string `s` a variable holds are: in the string space where it was
    /// placed, else a literal in the program text (the first `"` + the bytes + `"` or the
    /// line's end, then the bytes anywhere, as DATA items), else 0.
    pub(super) fn string_address(&self, s: &Rc<[u8]>) -> u32 {
        if let Some(a) = self.field_address(s) {
            return a;
        }
        match self.store.mem.places.address(s) {
            Some(crate::memory::LITERAL) => {}
            Some(a) => return a,
            // Never given a value: an empty descriptor.
            None if s.is_empty() => return 0,
            None => {}
        }
        let Some(seg) = self.store.mem.layout.segment else {
            return 0;
        };
        let img = self.text_image();
        let base = seg.program - 1;
        // The line the literal was taken from first (LET's or the DATA line's), then the
        // whole text.
        let own = self
            .store
            .mem
            .places
            .literal_line(s)
            .and_then(|line| line_span(&img, base, line));
        for (from, to) in own.into_iter().chain(std::iter::once((0, img.len()))) {
            if let Some(p) = find_literal(&img[from..to], s) {
                return base + (from + p) as u32;
            }
        }
        0
    }
}

/// Where the bytes `s` of a literal are in `text`: after the first `"` they follow that
/// is closed by `"` or the line's end, else (a DATA item) the bytes anywhere.
fn find_literal(text: &[u8], s: &[u8]) -> Option<usize> {
    let mut quoted = vec![b'"'];
    quoted.extend_from_slice(s);
    let found = text
        .windows(quoted.len() + 1)
        .position(|w| w[..quoted.len()] == quoted[..] && matches!(w[quoted.len()], b'"' | 0));
    if let Some(p) = found {
        return Some(p + 1);
    }
    if s.is_empty() {
        return None;
    }
    text.windows(s.len()).position(|w| w == s)
}

/// The bytes of the line at index `line` in the text image `img` (which starts at address
/// `base`, the 0 byte before the first line), found by following the links.
pub(super) fn line_span(img: &[u8], base: u32, line: usize) -> Option<(usize, usize)> {
    let link = |o: usize| -> Option<usize> {
        let a = u32::from(*img.get(o)?) | u32::from(*img.get(o + 1)?) << 8;
        (a != 0).then(|| a.checked_sub(base).map(|a| a as usize))?
    };
    let mut at = 1;
    for _ in 0..line {
        at = link(at)?;
    }
    let end = link(at)?;
    (at < end && end <= img.len()).then_some((at, end))
}

/// A line parsed from its listing, keeping the bytes POKE left in memory when crunching the
/// listing would not give them back (so SAVE and PEEK read them).
fn stored_line<P: Profile>(
    names: &mut crate::parse::Names,
    number: u16,
    crunched: &[u8],
) -> crate::program::Line<P::Num> {
    let text = crate::token::gwlist::list_line::<P>(crunched);
    let (mut line, _) = crate::program::parse_with::<P>(names, number, &text);
    if crate::token::gwsave::crunch_line::<P>(&text) != crunched {
        line.stored = Some(Rc::from(crunched));
    }
    line
}
