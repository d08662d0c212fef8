//! The fixed low part of BASIC's data segment, below the file blocks: the text attribute
//! in SCREEN 0 (what COLOR set; in the graphics modes the foreground), the function keys'
//! texts (STRTAB, GWRAM.ASM), the tables of the keys `KEY n,"xy"` defines from 11 on, the
//! bytes a program POKEd where ferrite models nothing else (read back by PEEK), and the
//! bytes the machine has there at start (`DataSegment::low_bytes`). What no rule covers
//! reads 0.

use super::Machine;
use crate::dialect::layout::DataSegment;
use crate::dialect::Profile;
use crate::num::Random;

/// The bytes of a function key's entry in STRTAB.
const KEY_ENTRY: u32 = 16;

/// A byte of STRTAB as the machine starts: the keys' texts (User's Guide, KEY), each
/// ended by 0 and padded with 0, except the two bytes ending key 3's entry, which hold 125
/// and 248 (real GW-BASIC 3.23: `PEEK(&H7E)` and `PEEK(&H7F)`; `KEY 3,"AB"` then leaves
/// `D"` after its 0 byte, and these two).
fn starting_strtab_byte(off: u32) -> u8 {
    match off {
        46 => 125,
        47 => 248,
        _ => ferrite_screen::pc::default_keys()
            .get((off / KEY_ENTRY) as usize)
            .and_then(|t| t.get((off % KEY_ENTRY) as usize).copied())
            .unwrap_or(0),
    }
}

impl<P: Profile> Machine<P> {
    /// A byte of the fixed low part of the segment.
    pub(super) fn low_byte(&self, seg: &DataSegment, a: u32) -> u8 {
        if let Some(v) = self.soft_key_byte(seg, a) {
            return v;
        }
        if a == seg.attribute {
            // SCREEN 0: the text attribute; a graphics mode: its foreground when entered
            // (3 in SCREEN 1, 1 in 2, 15 in 7-9), COLOR's foreground in 7-9, 7 after a
            // COLOR in SCREEN 1 (real GW-BASIC 3.23).
            if self.gfx.mode.is_some() {
                return self.gfx.peek_4e_attribute;
            }
            if let Some(t) = self.screen.text.as_ref() {
                return t.attr;
            }
        }
        if let Some(v) = self.rnd_seed_byte(seg, a) {
            return v;
        }
        if a == seg.last_char {
            return self.screen.last_shown;
        }
        if let Some(v) = self.state_byte(seg, a) {
            return v;
        }
        if let Some(&v) = self.store.mem.written.get(&a) {
            return v;
        }
        let start = seg.start_free_byte(a);
        if start != 0 {
            return start;
        }
        let (base, table) = seg.key_tables;
        if let Some(&v) = a.checked_sub(base).and_then(|i| table.get(i as usize)) {
            return v;
        }
        let (base, constants) = seg.constants;
        if let Some(&v) = a.checked_sub(base).and_then(|i| constants.get(i as usize)) {
            return v;
        }
        seg.low_bytes.get(a as usize).copied().unwrap_or(0)
    }

    /// A byte of the interpreter's state words past FRETOP, where they are modelled: MAXMEM,
    /// DATLIN, AUTLIN, ERRLIN, DOT, ONEFLG, OLDLIN, the second VARTAB/ARYTAB/STREND,
    /// DATPTR after RESTORE and DEFTBL (GWDATA.ASM; real GW-BASIC 3.23).
    fn state_byte(&self, seg: &DataSegment, a: u32) -> Option<u8> {
        let st = seg.state?;
        if let Some(v) = self.buf_byte(a) {
            return Some(v);
        }
        if let Some(i) = a.checked_sub(st.deftbl).filter(|&i| i < 26) {
            let ty = self.store.letter_type(b'A' + i as u8);
            return Some(super::segment::type_size(ty));
        }
        let last = self.lines.last().map_or(0, |l| u32::from(l.number));
        let erl = u32::from(self.err.1);
        let b = self.bounds(seg);
        // DATPTR is TXTTAB-1 while READ has not moved it (where READ leaves it in a DATA
        // line's text is not modelled).
        let datptr = if self.data.line == 0 && self.data.stmt == 0 {
            (st.datptr, seg.program.saturating_sub(1))
        } else {
            (u32::MAX, 0)
        };
        let words = [
            (st.maxmem, 65534),
            (st.datlin, u32::from(self.data_line)),
            (st.autlin, last),
            (st.errlin, erl),
            // DOT and OLDLIN: the line of the last error (CLEAR keeps them; LIST moves DOT).
            (st.dot, self.error_dot.map_or(last, u32::from)),
            (st.oldlin, self.error_dot.map_or(0, u32::from)),
            (st.vartab, b.variables),
            (st.vartab + 2, b.arrays),
            (st.vartab + 4, b.end),
            datptr,
        ];
        if a == st.oneflg {
            return Some(if self.handling.is_some() { 255 } else { 0 });
        }
        words
            .into_iter()
            .find_map(|(at, v)| match a.checked_sub(at)? {
                0 => Some((v & 0xff) as u8),
                1 => Some(((v >> 8) & 0xff) as u8),
                _ => None,
            })
    }

    /// A byte of RNDX's seed: the generator's state itself.
    fn rnd_seed_byte(&self, seg: &DataSegment, a: u32) -> Option<u8> {
        let i = a.checked_sub(seg.rnd_seed).filter(|&i| i < 3)?;
        Some(self.rnd.seed_bytes()?[i as usize])
    }

    /// CLEAR copies RNDCOP's four bytes into RNDX (BIMISC.ASM `CLEARC`): a seed POKEd into
    /// RNDCOP is where RND starts from then, and its exponent byte is RNDX's (real GW-BASIC
    /// 3.23: 5 POKEd there, CLEAR, `RND(0)` is 5/2^24; RND and RANDOMIZE leave the exponent
    /// byte as it is).
    pub(super) fn seed_from_rnd_copy(&mut self) {
        let Some(seg) = self.store.mem.layout.segment else {
            return;
        };
        match self.store.mem.written.get(&(seg.rnd_copy + 3)).copied() {
            Some(v) => self.store.mem.written.insert(seg.rnd_seed + 3, v),
            None => self.store.mem.written.remove(&(seg.rnd_seed + 3)),
        };
        let at = |i: u32| self.store.mem.written.get(&(seg.rnd_copy + i)).copied();
        if (0..3).all(|i| at(i).is_none()) {
            return;
        }
        let (_, constants) = seg.constants;
        let start = |i: u32| {
            at(i).unwrap_or_else(|| {
                let off = (seg.rnd_copy + i).saturating_sub(seg.constants.0) as usize;
                constants.get(off).copied().unwrap_or(0)
            })
        };
        self.rnd.set_seed_bytes([start(0), start(1), start(2)]);
    }

    /// `DEF USRn=address`: the address goes into USRTAB's word n.
    pub(super) fn note_usr(&mut self, n: u8, address: u16) {
        let Some(seg) = self.store.mem.layout.segment else {
            return;
        };
        let at = seg.usr_table + 2 * u32::from(n);
        let [lo, hi] = address.to_le_bytes();
        self.store.mem.written.insert(at, lo);
        self.store.mem.written.insert(at + 1, hi);
    }

    /// A byte of STRTAB: key k's text (15 characters at most), then a 0 byte (GWSTS.ASM
    /// `KEYS` copies the text and ends it with 0; what lies past the 0 is not modelled).
    fn soft_key_byte(&self, seg: &DataSegment, a: u32) -> Option<u8> {
        let off = a.checked_sub(seg.soft_keys)?;
        let keys = self.screen.text.as_ref()?.keys();
        let key = keys.get((off / KEY_ENTRY) as usize)?;
        let at = (off % KEY_ENTRY) as usize;
        // Past the text's 0 byte, what was there before: a POKE's or KEY's byte, else
        // what the machine starts with.
        Some(match at.cmp(&key.len()) {
            std::cmp::Ordering::Less => key[at],
            std::cmp::Ordering::Equal => 0,
            std::cmp::Ordering::Greater => match self.store.mem.written.get(&a) {
                Some(&v) => v,
                None => starting_strtab_byte(off),
            },
        })
    }

    /// POKE into the fixed low part (below the file blocks): into STRTAB the key's text
    /// changes (it ends at its first 0 byte, as KEYDSP and the key's expansion read it);
    /// elsewhere the byte is kept for PEEK. Whether `a` was in that part.
    pub(super) fn low_poke(&mut self, seg: &DataSegment, a: u32, v: u8) -> bool {
        if a >= seg.fields {
            return false;
        }
        if let Some(i) = a.checked_sub(seg.rnd_seed).filter(|&i| i < 3) {
            if let Some(mut bytes) = self.rnd.seed_bytes() {
                bytes[i as usize] = v;
                self.rnd.set_seed_bytes(bytes);
                return true;
            }
        }
        if a == seg.last_char {
            self.screen.last_shown = v;
            return true;
        }
        if self.buf_poke(a, v) {
            return true;
        }
        if let Some(off) = a.checked_sub(seg.soft_keys) {
            let k = (off / KEY_ENTRY) as usize;
            let slot = seg.soft_keys + KEY_ENTRY * k as u32;
            // The entry as it is now, the bytes past its text included.
            let mut bytes: Vec<u8> = (slot..slot + KEY_ENTRY)
                .map(|b| self.soft_key_byte(seg, b).unwrap_or(0))
                .collect();
            if let Some(t) = self.screen.text.as_mut() {
                if t.keys().get(k).is_some() {
                    bytes[(off % KEY_ENTRY) as usize] = v;
                    let end = bytes.iter().position(|&b| b == 0).unwrap_or(15).min(15);
                    t.set_key(k + 1, &bytes[..end]);
                    for (i, &b) in bytes.iter().enumerate() {
                        self.store.mem.written.insert(slot + i as u32, b);
                    }
                    return true;
                }
            }
        }
        self.store.mem.written.insert(a, v);
        true
    }

    /// `KEY n,"text"` for n from 1 to 10 as STRTAB holds it: the text (15 characters at
    /// most) and a 0 byte copied over the entry; the bytes past them stay (GWSTS.ASM
    /// `KEYS`, REP MOVSB).
    pub(super) fn note_soft_key(&mut self, n: u32, text: &[u8]) {
        let Some(seg) = self.store.mem.layout.segment else {
            return;
        };
        let slot = seg.soft_keys + KEY_ENTRY * n.saturating_sub(1);
        let text = &text[..text.len().min(15)];
        for (i, &b) in text.iter().chain(std::iter::once(&0)).enumerate() {
            self.store.mem.written.insert(slot + i as u32, b);
        }
    }

    /// `KEY n,"xy"` for n from 11 on: the two bytes go into the keys' table as a word
    /// (the scan code, the second character, the low byte; the shift state the high) and the key is flagged defined (bit 2); from
    /// key 21 on the words and flags run on over the bytes after the table (real GW-BASIC
    /// 3.23: key 255's word is the key line's width).
    pub(super) fn define_trap_key(&mut self, n: u32, text: &[u8]) {
        let Some(seg) = self.store.mem.layout.segment else {
            return;
        };
        let (Some(&first), Some(&second)) = (text.first(), text.get(1)) else {
            return;
        };
        // A shift state with either shift key's bit is taken as both (real GW-BASIC 3.23:
        // `KEY 21,"AB"` stores 67 for the "A").
        let first = if first & 3 != 0 { first | 3 } else { first };
        let word = (seg.trap_keys + 2 * n).saturating_sub(30);
        self.store.mem.written.insert(word, second);
        self.store.mem.written.insert(word + 1, first);
        let flag = seg.trap_keys + 11 + n;
        let old = self.data_segment_peek((flag & 0xffff) as u16);
        self.store.mem.written.insert(flag, old | 4);
    }
}
