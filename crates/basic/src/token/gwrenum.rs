//! GW-BASIC's RENUM over the program text in memory, byte for byte (GWMAIN.ASM `RESEQ`,
//! `SCCLIN`, `SCCPTR`, and the CHRGTR they scan with).
//!
//! RENUM makes three passes over the text image ([`super::gwsave::text_image`]): `SCCLIN`
//! turns every line number (0x0E and a word) whose line `FNDLIN` finds into a pointer
//! (0x0D and the address of the 0 before that line) and prints `Undefined line n in m` for
//! the others; `RESNX1` writes the new numbers into the lines; `SCCPTR` turns every pointer
//! back into a line number, now the line's new one. Both scans step through the text with
//! CHRGTR, which reads an embedded constant whole and leaves `CONTXT` after it, and the
//! number is rewritten at the three bytes before `CONTXT` (`CONCHG`). LINGT3 has already
//! read the thing after the number when that happens, so when that is another constant
//! (`GOTO 30&H10`, `ERL=90 &O7`, a second line number), the pointer goes over the end of
//! that constant instead, and the number keeps its old value. Everything else the scan
//! meets is a byte to step over: quotes, REM and DATA text are not skipped.

use super::gwsave::PROGRAM_START;

/// Line number constant (`LINCON`).
const LINCON: u8 = 0x0e;
/// Line pointer constant (`PTRCON`).
const PTRCON: u8 = 0x0d;
/// The token CHRGTR returns for a constant it scans again (`CONCON`): the saved one.
const CONCON: u8 = 0x1e;
/// The token that makes CHRGTR go on after the saved constant (`CONCN2`).
const CONCN2: u8 = 0x10;
/// `ERROR` and `GOTO`: `ON ERROR GOTO 0` keeps its 0 (`SCNEXT`).
const ERROR: u8 = 0xa7;
/// The `GOTO` token.
const GOTO: u8 = 0x89;

/// Where CHRGTR's text pointer is: in the program text (an index into the image) or in
/// `NUMCON`, the two fake bytes `CONCON CONCN2` it points at after scanning a constant
/// (`Fake(-1)` is the byte before them, which `DEC BX` reaches and CHRGTR steps off).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Pos {
    Text(usize),
    Fake(i8),
}

/// CHRGTR over a program image, with the scanner state it keeps between calls.
struct Scanner<'a> {
    image: &'a mut [u8],
    bx: Pos,
    /// The last constant's token (`CONSAV`), value (`CONLO`, the low word) and end
    /// (`CONTXT`).
    consav: u8,
    conlo: u16,
    contxt: usize,
    /// Steps left: a text that makes the machine's scan go round forever (a `CONCN2` byte
    /// that CONTXT leads back to) stops here instead.
    budget: usize,
}

impl Scanner<'_> {
    fn byte(&self, i: usize) -> u8 {
        self.image.get(i).copied().unwrap_or(0)
    }

    fn word(&self, i: usize) -> u16 {
        u16::from_le_bytes([self.byte(i), self.byte(i + 1)])
    }

    fn step_back(&mut self) {
        self.bx = match self.bx {
            Pos::Text(i) => Pos::Text(i.wrapping_sub(1)),
            Pos::Fake(k) => Pos::Fake(k - 1),
        };
    }

    /// CHRGTR: the next character, `None` when the budget is spent.
    fn chrgtr(&mut self) -> Option<u8> {
        self.bx = match self.bx {
            Pos::Text(i) => Pos::Text(i.wrapping_add(1)),
            Pos::Fake(k) => Pos::Fake(k + 1),
        };
        self.chrgt2()
    }

    /// CHRGT2: the character at the pointer, skipping spaces, tabs and line feeds and
    /// scanning an embedded constant (GWMAIN.ASM `CHRCON`, `LOWCHR`, `NTRSC2`).
    fn chrgt2(&mut self) -> Option<u8> {
        self.budget = self.budget.checked_sub(1)?;
        let c = match self.bx {
            Pos::Text(i) => self.byte(i),
            Pos::Fake(0) => CONCON,
            Pos::Fake(_) => CONCN2,
        };
        match c {
            b' ' | 9 | 10 => self.chrgtr(),
            0 | 1..=8 | 0x20..=0xff => Some(c),
            CONCON => Some(self.consav),
            CONCN2 => {
                self.bx = Pos::Text(self.contxt);
                self.chrgt2()
            }
            _ => {
                let Pos::Text(at) = self.bx else {
                    return Some(c);
                };
                let at = at + 1;
                self.consav = c;
                let (value, len) = match c {
                    0x11..=0x1b => (u16::from(c - 0x11), 0),
                    0x0f => (u16::from(self.byte(at)), 1),
                    0x1c..=0x1f => (self.word(at), usize::from(c - 0x1b) * 2),
                    _ => (self.word(at), 2),
                };
                self.conlo = value;
                self.contxt = at + len;
                self.bx = Pos::Fake(0);
                Some(c)
            }
        }
    }

    /// LINGT3: the value of the constant just scanned, and the thing after it scanned.
    fn lingt3(&mut self) -> Option<u16> {
        let value = self.conlo;
        self.chrgtr()?;
        Some(value)
    }

    /// CONCHG: `token` and `value` over the three bytes before CONTXT.
    fn conchg(&mut self, token: u8, value: u16) {
        let [lo, hi] = value.to_le_bytes();
        for (k, b) in [token, lo, hi].into_iter().enumerate() {
            if let Some(slot) = (self.contxt + k)
                .checked_sub(3)
                .and_then(|i| self.image.get_mut(i))
            {
                *slot = b;
            }
        }
    }
}

/// The image index of an address in the data segment.
fn index_of(address: u16) -> usize {
    (usize::from(address) + 1).wrapping_sub(PROGRAM_START)
}

/// The address of an image index.
fn address_of(index: usize) -> u16 {
    (index + PROGRAM_START - 1) as u16
}

/// FNDLIN over the image's links: the index of the first line numbered `number` or more
/// and whether it is that line (the 0 link at the end when there is none).
fn fndlin(image: &[u8], number: u16) -> (usize, bool) {
    let word = |i: usize| {
        u16::from_le_bytes([
            image.get(i).copied().unwrap_or(0),
            image.get(i + 1).copied().unwrap_or(0),
        ])
    };
    let mut at = 1;
    // Each line's link leads on; a text whose links go round is stopped after as many
    // steps as it has bytes.
    for _ in 0..image.len() {
        let link = word(at);
        if link == 0 {
            return (at, false);
        }
        let n = word(at + 2);
        if n >= number {
            return (at, n == number);
        }
        at = index_of(link);
    }
    (at, false)
}

/// Scans the image from TXTTAB as `SCNPGM` does: `to_pointers` as SCCLIN (line numbers to
/// pointers, the undefined ones pushed to `undefined` as (number, line)), else as SCCPTR.
/// `None` when the machine's scan would not end.
fn scan(image: &mut [u8], to_pointers: bool, undefined: &mut Vec<(u16, u16)>) -> Option<()> {
    let budget = 64 * image.len() + 1024;
    let mut s = Scanner {
        image,
        bx: Pos::Text(0),
        consav: 0,
        conlo: 0,
        contxt: 0,
        budget,
    };
    // SCNPLN: BX at the 0 that ends a line (or the 0 below TXTTAB).
    'lines: loop {
        let Pos::Text(zero) = s.bx else { return None };
        if s.word(zero + 1) == 0 {
            return Some(());
        }
        let line = s.word(zero + 3);
        s.bx = Pos::Text(zero + 4);
        let mut c = s.chrgtr()?;
        loop {
            // SCNEX2
            if c == 0 {
                continue 'lines;
            }
            let number = if !to_pointers {
                if c != PTRCON {
                    c = s.chrgtr()?;
                    continue;
                }
                let pointer = s.lingt3()?;
                let new = s.word(index_of(pointer).wrapping_add(3));
                s.conchg(LINCON, new);
                None
            } else if c == ERROR {
                c = s.chrgtr()?;
                if c != GOTO {
                    continue;
                }
                c = s.chrgtr()?;
                if c != LINCON {
                    continue;
                }
                Some(s.lingt3()?).filter(|&n| n != 0)
            } else if c == LINCON {
                Some(s.lingt3()?)
            } else {
                c = s.chrgtr()?;
                continue;
            };
            if let Some(number) = number {
                // CHGPTR
                let (at, found) = fndlin(s.image, number);
                if found {
                    s.conchg(PTRCON, address_of(at - 1));
                } else {
                    undefined.push((number, line));
                }
            }
            // SCNPOP / SCNEX3: the thing LINGT3 scanned is scanned again.
            s.step_back();
            c = s.chrgtr()?;
        }
    }
}

/// RENUM on a program image (the 0 below TXTTAB, the lines, the 0 link): the lines from
/// the first numbered `old` or more on are numbered from `new` by `step`, every line
/// reference rewritten as the machine does it. Returns the `Undefined line` messages as
/// (number, line), or `None` when the machine's scan of this text would not end (the image
/// is then left in an undefined state).
pub fn renumber(image: &mut [u8], new: u16, old: u16, step: u16) -> Option<Vec<(u16, u16)>> {
    let mut undefined = Vec::new();
    scan(image, true, &mut undefined)?;
    // RESNX1: new numbers from the line FNDLIN finds on, along the links.
    let (mut at, _) = fndlin(image, old);
    let mut number = new;
    for _ in 0..image.len() {
        let link = [image.get(at).copied()?, image.get(at + 1).copied()?];
        let link = u16::from_le_bytes(link);
        if link == 0 {
            break;
        }
        image
            .get_mut(at + 2..at + 4)?
            .copy_from_slice(&number.to_le_bytes());
        number = number.wrapping_add(step);
        at = index_of(link);
    }
    scan(image, false, &mut Vec::new())?;
    Some(undefined)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::token::gwsave::text_image;
    use std::borrow::Cow;

    fn image(lines: &[(u16, &[u8])]) -> Vec<u8> {
        text_image(lines.iter().map(|&(n, b)| (n, Cow::Borrowed(b))), &[])
    }

    fn bodies(image: &[u8], lens: &[usize]) -> Vec<(u16, Vec<u8>)> {
        let mut at = 1;
        lens.iter()
            .map(|&len| {
                let n = u16::from_le_bytes([image[at + 2], image[at + 3]]);
                let body = image[at + 4..at + 4 + len].to_vec();
                at += len + 5;
                (n, body)
            })
            .collect()
    }

    /// `20 GOTO 30&H10`: the pointer to line 30 goes over the &H constant (CONTXT is past
    /// it), so the line lists `GOTO 30120` after `RENUM 100` (real GW-BASIC 3.23).
    #[test]
    fn number_then_constant() {
        let l20: &[u8] = &[0x89, b' ', LINCON, 30, 0, 0x0c, 0x10, 0];
        let mut im = image(&[(10, &[0x81]), (20, l20), (30, &[0x81])]);
        let undefined = renumber(&mut im, 100, 0, 10).unwrap();
        assert!(undefined.is_empty());
        let out = bodies(&im, &[1, l20.len(), 1]);
        assert_eq!(
            out[1],
            (110, vec![0x89, b' ', LINCON, 30, 0, LINCON, 120, 0])
        );
    }

    /// Two line numbers in a row (`GOTO 30120` above, RENUM again): 30 names no line, so
    /// its message comes and the second number is renumbered alone.
    #[test]
    fn two_numbers() {
        let l: &[u8] = &[0x89, b' ', LINCON, 30, 0, LINCON, 120, 0];
        let mut im = image(&[(100, &[0x81]), (110, l), (120, &[0x81])]);
        assert_eq!(renumber(&mut im, 10, 0, 10).unwrap(), vec![(30, 110)]);
        let out = bodies(&im, &[1, l.len(), 1]);
        assert_eq!(out[1].1, vec![0x89, b' ', LINCON, 30, 0, LINCON, 30, 0]);
    }

    /// `ON ERROR GOTO 0` keeps its 0; an undefined line gives its message and stays.
    #[test]
    fn error_goto_zero_and_undefined() {
        let l: &[u8] = &[0x95, ERROR, 0x89, LINCON, 0, 0, b':', 0x89, LINCON, 99, 0];
        let mut im = image(&[(5, l)]);
        assert_eq!(renumber(&mut im, 10, 0, 10).unwrap(), vec![(99, 5)]);
        assert_eq!(bodies(&im, &[l.len()])[0], (10, l.to_vec()));
    }

    /// A CONCN2 byte after a line number sends the machine's scan round forever.
    #[test]
    fn endless_scan_stops() {
        let l: &[u8] = &[0x89, LINCON, 5, 0, CONCN2];
        let mut im = image(&[(5, l)]);
        assert!(renumber(&mut im, 10, 0, 10).is_none());
    }
}
