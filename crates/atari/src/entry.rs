//! Storing typed and ENTERed lines as the ROM does: the tokenised line goes into the
//! statement table in line-number order (replacing a line with the same number; a number
//! alone deletes), new variable names go to the end of the variable-name table with an
//! 8-byte entry in the value table, and everything above moves up or down with the
//! pointers in zero page (the ROM's EXPAND and CONTRACT). A direct line is line 32768, kept
//! last in the statement table.
//!
//! Sources: the Atari BASIC Source Book (the program editor: SYNENT, GETSTMT, EXPAND,
//! CONTRACT, the variable tables), Mapping the Atari (130-145), and the recorded FRE
//! figures in `shared/conformance/atari/limits` (variables are made at entry: `l003`,
//! `l013`).

use crate::list;
use crate::memory::{
    Memory, APPMHI, DIRECT_LINE, MEMTOP_BASIC, MEMTOP_OS, STARP, STMCUR, STMTAB, VNTD, VNTP, VVTP,
};
use crate::syntax::{scan_line, LineBody, Tok};
use crate::tokens::{stmt, MAX_VARIABLES, VARIABLE_BASE};

/// What entering a line did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entered {
    /// A blank line: nothing.
    Nothing,
    /// A numbered line was stored (added or replaced).
    Stored(u16),
    /// A line number alone: that line is gone (if it was there).
    Deleted(u16),
    /// A direct line, stored as line 32768 at `address`, to be executed.
    Direct {
        /// Where the line starts (STMCUR points there too).
        address: u16,
    },
    /// A line with a syntax error. A numbered one is stored as an error line (RUN stops
    /// there with `ERROR- 17`); a direct one is kept as the direct line but not executed.
    /// `echo` is the line as LIST shows it (`20 ERROR-   PRINT (1+`, no end of line), the
    /// character where the scan failed in inverse video (bit 7 set).
    SyntaxError {
        /// The line number, `None` for a direct line.
        line: Option<u16>,
        /// What the ROM prints.
        echo: Vec<u8>,
    },
}

/// Why a line could not be entered (the ROM's error numbers; nothing is stored).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnterError {
    /// `ERROR- 2`: no room below MEMTOP.
    OutOfMemory,
    /// `ERROR- 3`: a line number over 32767.
    LineNumber,
    /// `ERROR- 4`: a 129th variable name.
    TooManyVariables,
    /// `ERROR- 14`: nested too deeply, or longer than 255 bytes tokenised.
    TooComplex,
}

impl EnterError {
    /// The error number the ROM prints.
    pub fn code(self) -> u8 {
        match self {
            EnterError::OutOfMemory => 2,
            EnterError::LineNumber => 3,
            EnterError::TooManyVariables => 4,
            EnterError::TooComplex => 14,
        }
    }
}

/// The zero-page pointers in memory order; EXPAND and CONTRACT move those from a given one on.
const POINTERS: [u16; 8] = [VNTP, VNTD, VVTP, STMTAB, STMCUR, STARP, 0x8E, MEMTOP_BASIC];

/// Makes `n` bytes of room at `at`: everything from there to BASIC's MEMTOP moves up, and
/// the pointers from `first` on (in memory order: VNTP ... MEMTOP) grow by `n`. STMCUR only moves when
/// it lies at or above `at`.
pub fn expand(mem: &mut Memory, at: u16, n: u16, first: u16) -> Result<(), EnterError> {
    let top = mem.word(MEMTOP_BASIC);
    // A program can POKE the pointers: a table edge above the top is no room either. The
    // new top must stay below the OS's MEMTOP: room that would leave FRE(0) at 0 is
    // `ERROR- 2` (the 800XL: `DIM A$(30000),S$(7802)` leaves FRE(0) 1, `S$(7803)` is
    // ERROR- 2 at that line).
    if at > top || u32::from(top) + u32::from(n) >= u32::from(mem.word(MEMTOP_OS)) {
        return Err(EnterError::OutOfMemory);
    }
    mem.copy_within(at, usize::from(top - at), at + n);
    for &p in POINTERS.iter().skip_while(|&&p| p != first) {
        let v = mem.word(p);
        if p != STMCUR || v >= at {
            mem.set_word(p, v.wrapping_add(n));
        }
    }
    mem.set_word(APPMHI, mem.word(MEMTOP_BASIC));
    Ok(())
}

/// Removes `n` bytes at `at`: everything above moves down, the pointers from `first` on
/// shrink by `n` (STMCUR only when it lies above the removed bytes).
pub fn contract(mem: &mut Memory, at: u16, n: u16, first: u16) {
    let top = mem.word(MEMTOP_BASIC);
    if at > top {
        return;
    }
    let n = n.min(top - at);
    mem.copy_within(at + n, usize::from(top - at - n), at);
    for &p in POINTERS.iter().skip_while(|&&p| p != first) {
        let v = mem.word(p);
        if p != STMCUR || v >= at + n {
            mem.set_word(p, v.saturating_sub(n));
        }
    }
    mem.set_word(APPMHI, mem.word(MEMTOP_BASIC));
}

/// The number of variables (8-byte entries in the value table).
pub fn variable_count(mem: &Memory) -> usize {
    usize::from(mem.word(STMTAB).saturating_sub(mem.word(VVTP)) / 8)
}

/// The names in the variable-name table, in order, as stored (bit 7 cleared).
pub fn variable_names(mem: &Memory) -> Vec<Vec<u8>> {
    let (mut at, end) = (mem.word(VNTP), mem.word(VNTD));
    let mut names = Vec::new();
    let mut name = Vec::new();
    while at < end {
        let b = mem.peek(at);
        name.push(b & 0x7F);
        if b & 0x80 != 0 {
            names.push(std::mem::take(&mut name));
        }
        at += 1;
    }
    names
}

/// The variable called `name` (as the VNT holds it, `$` or `(` included), if there is one.
pub fn find_variable(mem: &Memory, name: &[u8]) -> Option<u8> {
    variable_names(mem)
        .iter()
        .position(|n| n == name)
        .map(|i| i as u8)
}

/// The variable called `name`, added at the end of both tables if new (`ERROR- 4` past 128).
pub fn variable(mem: &mut Memory, name: &[u8]) -> Result<u8, EnterError> {
    if let Some(n) = find_variable(mem, name) {
        return Ok(n);
    }
    let count = variable_count(mem);
    if count >= MAX_VARIABLES || name.is_empty() {
        return Err(EnterError::TooManyVariables);
    }
    let len = name.len() as u16;
    let at = mem.word(VNTD);
    expand(mem, at, len, VNTD)?;
    mem.write(at, name);
    mem.poke(at.wrapping_add(len - 1), name[name.len() - 1] | 0x80);
    let entry_at = mem.word(STMTAB);
    if let Err(e) = expand(mem, entry_at, 8, STMTAB) {
        contract(mem, at, len, VNTD);
        return Err(e);
    }
    let kind = match name.last() {
        Some(b'$') => 0x80,
        Some(b'(') => 0x40,
        _ => 0x00,
    };
    mem.write(entry_at, &[kind, count as u8, 0, 0, 0, 0, 0, 0]);
    Ok(count as u8)
}

/// Removes the variables from number `keep` on (undoing a line's new names).
fn drop_variables_from(mem: &mut Memory, keep: usize) {
    let count = variable_count(mem);
    if count <= keep {
        return;
    }
    let vvt = mem.word(VVTP) + 8 * keep as u16;
    contract(mem, vvt, 8 * (count - keep) as u16, STMTAB);
    let names = variable_names(mem);
    let kept: usize = names.iter().take(keep).map(Vec::len).sum();
    let at = mem.word(VNTP).wrapping_add(kept as u16);
    let len = mem.word(VNTD).saturating_sub(at);
    contract(mem, at, len, VNTD);
}

/// The address of line `number` in the statement table, or of the first line after it
/// (where it would go), and whether it is there.
pub fn find_line(mem: &Memory, number: u16) -> (u16, bool) {
    let mut at = mem.word(STMTAB);
    let end = mem.word(STARP);
    while at < end {
        let n = mem.word(at);
        if n >= number {
            return (at, n == number);
        }
        let len = mem.peek(at.wrapping_add(2));
        match at.checked_add(u16::from(len)) {
            Some(next) if len > 0 => at = next,
            _ => break,
        }
    }
    (at, false)
}

/// Tokenises `text` (one line, ATASCII, end of line optional) and stores it as the ROM
/// does; see [`Entered`].
pub fn enter_line(mem: &mut Memory, text: &[u8]) -> Result<Entered, EnterError> {
    let scanned = scan_line(text);
    let number = scanned.number;
    let (statements, error_text) = match scanned.body {
        LineBody::Empty => {
            return Ok(match number {
                Some(n) => {
                    let (at, found) = find_line(mem, n);
                    if found {
                        let len = mem.peek(at.wrapping_add(2));
                        contract(mem, at, u16::from(len), STMCUR);
                    }
                    Entered::Deleted(n)
                }
                None => Entered::Nothing,
            })
        }
        LineBody::TooComplex => return Err(EnterError::TooComplex),
        LineBody::BadLineNumber => return Err(EnterError::LineNumber),
        LineBody::Statements(s) => (s, None),
        LineBody::Error(text) => (Vec::new(), Some(text)),
    };
    let vars_before = variable_count(mem);
    let body = match &error_text {
        Some(text) => {
            let mut b = vec![0, stmt::ERROR];
            b.extend_from_slice(text);
            b.push(crate::syntax::CR);
            b[0] = (b.len() + 3) as u8;
            b
        }
        None => match encode(mem, &statements) {
            Ok(b) => b,
            Err(e) => {
                drop_variables_from(mem, vars_before);
                return Err(e);
            }
        },
    };
    if body.len() + 3 > 255 {
        drop_variables_from(mem, vars_before);
        return Err(EnterError::TooComplex);
    }
    let line_no = number.unwrap_or(DIRECT_LINE);
    let mut line = line_no.to_le_bytes().to_vec();
    line.push((body.len() + 3) as u8);
    line.extend(body);
    let address = match store(mem, line_no, &line) {
        Ok(a) => a,
        Err(e) => {
            drop_variables_from(mem, vars_before);
            return Err(e);
        }
    };
    if number.is_none() {
        mem.set_word(STMCUR, address);
    }
    if error_text.is_some() {
        let mut echo = list::list_line(mem, address);
        if number.is_none() {
            let skip = echo.iter().position(|&b| b == b' ').map_or(0, |p| p + 1);
            echo.drain(..skip);
        }
        return Ok(Entered::SyntaxError { line: number, echo });
    }
    Ok(match number {
        Some(n) => Entered::Stored(n),
        None => Entered::Direct { address },
    })
}

/// The statements' bytes after the line header: each statement's offset byte (from the line
/// start to the next statement), then its tokens, variables numbered (new ones added).
fn encode(mem: &mut Memory, statements: &[Vec<Tok>]) -> Result<Vec<u8>, EnterError> {
    let mut out = Vec::new();
    for statement in statements {
        let offset_at = out.len();
        out.push(0);
        for tok in statement {
            match tok {
                Tok::Byte(b) => out.push(*b),
                Tok::Var(name) => out.push(VARIABLE_BASE | variable(mem, name)?),
            }
        }
        // Offsets count from the line start, which has 3 header bytes.
        let next = out.len() + 3;
        if next > 255 {
            return Err(EnterError::TooComplex);
        }
        out[offset_at] = next as u8;
    }
    Ok(out)
}

/// Puts `line` into the statement table in number order, replacing a line with the same
/// number; gives its address.
fn store(mem: &mut Memory, number: u16, line: &[u8]) -> Result<u16, EnterError> {
    let (at, found) = find_line(mem, number);
    let new_len = line.len() as u16;
    if found {
        let old_len = u16::from(mem.peek(at.wrapping_add(2)));
        if new_len > old_len {
            expand(mem, at, new_len - old_len, STMCUR)?;
        } else if new_len < old_len {
            contract(mem, at, old_len - new_len, STMCUR);
        }
    } else {
        expand(mem, at, new_len, STMCUR)?;
    }
    mem.write(at, line);
    Ok(at)
}
