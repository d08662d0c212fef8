//! GW-BASIC's file data blocks as `VARPTR(#f)` and PEEK see them: one block a file number
//! (file 0 too), `field_stride` bytes apart, each the file's mode byte, then a DOS file
//! control block (drive, name and extension padded with spaces, the current block, the
//! record size, the file size, DOS's date and time of it, the handle in DOS's reserved
//! bytes), and `file_block` bytes on the FIELD buffer.
//!
//! Sources: GW-BASIC's GIO86.ASM (`GETPTR`: VARPTR(#f) is the address of `F_MODE` in the
//! file's block; `FDBPTR`); GWEVAL.ASM (`NTERL`: `VARPTR(#` reads a byte by GTBYTC); real
//! GW-BASIC 3.23 (`difftest/gw/memory/` cases `fieldvarptr`, `fdb`): file 1's block at 3757,
//! 322 bytes a file, #0 below it, a number past the files `Bad file number`, past 255
//! `Illegal function call`; mode 1 input, 2 output and append, 4 random.

use super::files::OpenFile;
use super::handle::Mode;
use super::{Machine, Value};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::memory::DataSegment;
use crate::num::Number;
use crate::parse::Expr;

/// The first DOS handle a program's file gets (0-4 are DOS's standard handles).
const FIRST_HANDLE: u8 = 5;

impl<P: Profile> Machine<P> {
    /// `VARPTR(#f)`: where file f's block starts (its mode byte), open or not.
    pub(super) fn varptr_file(&mut self, e: &Expr<P::Num>) -> Result<Value<P::Num>, BasicError> {
        let n = self.eval_index(e)?;
        if !(0..=255).contains(&n) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        if n > i32::from(P::max_files()) {
            return Err(super::handle::BAD_FILE_NUMBER.into());
        }
        let Some(seg) = self.store.mem.layout.segment else {
            return Ok(Value::Num(P::Num::from_i32(0)));
        };
        let at = block_of(&seg, n as u32).unwrap_or(0);
        Ok(Value::Num(P::Num::from_i32((at & 0xffff) as i32)))
    }

    /// A byte of an open file's block (before its FIELD buffer), if `a` is in one.
    pub(super) fn fdb_byte(&self, seg: &DataSegment, a: u32) -> Option<u8> {
        let first = block_of(seg, 0)?;
        let off = a.checked_sub(first)?;
        let stride = seg.field_stride.max(1);
        let (n, at) = (off / stride, off % stride);
        if at >= seg.file_block {
            // The fifth byte below the next file's block (F_NUM's place in the published
            // source's FDB) reads 66 times that file's number once it has been OPENed, and
            // keeps it after CLOSE (real GW-BASIC 3.23: 66, 132, 198; memdiff `fieldvarptr`).
            let next = n + 1;
            let opened = self.files_opened & 1u32.checked_shl(next).unwrap_or(0) != 0;
            return (at + 5 == stride && opened).then(|| (66 * next) as u8);
        }
        let n = u8::try_from(n).ok()?;
        let block = match self.files.get(&n) {
            Some(_) => self.block_of_file(n)?,
            None => self.closed_blocks.get(&n)?.clone(),
        };

        Some(block.get(at as usize).copied().unwrap_or(0))
    }

    /// POKE into the block of a file that was opened and is closed now: the byte is kept
    /// in the block as CLOSE left it (real GW-BASIC 3.23: PEEK reads it back after CLOSE,
    /// RUN and a LOAD).
    pub(super) fn fdb_poke(&mut self, seg: &DataSegment, a: u32, v: u8) -> bool {
        let Some(first) = block_of(seg, 0) else {
            return false;
        };
        let Some(off) = a.checked_sub(first) else {
            return false;
        };
        let stride = seg.field_stride.max(1);
        let (n, at) = (off / stride, (off % stride) as usize);
        if at >= seg.file_block as usize {
            return false;
        }
        let Ok(n) = u8::try_from(n) else {
            return false;
        };
        if self.files.contains_key(&n) {
            return false;
        }
        let Some(block) = self.closed_blocks.get_mut(&n) else {
            return false;
        };
        if block.len() <= at {
            block.resize(at + 1, 0);
        }
        block[at] = v;
        true
    }

    /// The block bytes of open file n.
    fn block_of_file(&self, n: u8) -> Option<Vec<u8>> {
        let f = self.files.get(&n)?;
        let old = self.closed_blocks.get(&n).map(Vec::as_slice);
        Some(block_bytes(f, self.dos_stamp(), old))
    }

    /// The DOS handle a file opened now gets: the lowest from 5 no open disk file holds.
    pub(super) fn free_handle(&self) -> u8 {
        (FIRST_HANDLE..=u8::MAX)
            .find(|h| {
                !self
                    .files
                    .values()
                    .any(|g| g.device == super::files::Device::Disk && g.dos_handle == *h)
            })
            .unwrap_or(FIRST_HANDLE)
    }

    /// Keeps file n's block as its CLOSE left it (`f` closed, its CTRL-Z written): every
    /// byte but the mode, which is 0 (real GW-BASIC 3.23: after CLOSE, RESET or CLEAR,
    /// `VARPTR(#f)` and PEEK find the drive, name, sizes, DOS's date and time and the
    /// sector buffer of the file last open under the number).
    pub(super) fn remember_block(&mut self, n: u8, f: &OpenFile) {
        if self.store.mem.layout.segment.is_none() {
            return;
        }
        let old = self.closed_blocks.get(&n).map(Vec::as_slice);
        let mut b = block_bytes(f, self.dos_stamp(), old);
        b[0] = 0;
        self.closed_blocks.insert(n, b);
    }
}

/// Where file n's block starts: `file_block` bytes below its FIELD buffer.
fn block_of(seg: &DataSegment, n: u32) -> Option<u32> {
    (seg.fields + seg.field_stride * n).checked_sub(seg.field_stride + seg.file_block)
}

/// The first bytes of an open file's block: mode, drive, name, extension, current block,
/// record size, file size; the date and time DOS gives (now on the machine's clock), the handle, the record
/// size again (for an input file, the bytes of its first buffer).
fn block_bytes(f: &OpenFile, stamp: [u8; 4], old: Option<&[u8]>) -> Vec<u8> {
    let mode = match f.mode {
        Mode::Input => 1,
        Mode::Output | Mode::Append => 2,
        Mode::Random => 4,
    };
    let mut b = vec![mode];
    if f.device != super::files::Device::Disk {
        // A device's OPEN sets its mode, F_ORCT, F_DEV and F_WID and leaves the buffer
        // the number's last file filled (real GW-BASIC 3.23: SCRN: is 254 and 80).
        b.resize(SECTOR_AT, 0);
        b[41] = 1;
        if f.device == super::files::Device::Screen {
            b[46] = 254;
            b[47] = f.width as u8;
        }
        b.extend(
            old.and_then(|o| o.get(SECTOR_AT..SECTOR_AT + 128))
                .map_or_else(|| vec![0; 128], <[u8]>::to_vec),
        );
        b.extend(128u16.to_le_bytes());
        return b;
    }
    // The current drive, C: (3).
    b.push(3);
    let name = f
        .path
        .file_name()
        .map(|n| n.to_string_lossy().to_ascii_uppercase())
        .unwrap_or_default();
    let (stem, ext) = name.split_once('.').unwrap_or((&name, ""));
    for (part, width) in [(stem, 8), (ext, 3)] {
        let mut p: Vec<u8> = part.bytes().take(width).collect();
        p.resize(width, b' ');
        b.extend(p);
    }
    let reclen = if f.mode == Mode::Random {
        f.reclen
    } else {
        128
    } as u16;
    b.extend([0, 0]);
    b.extend(reclen.to_le_bytes());
    b.extend((f.size() as u32).to_le_bytes());
    b.extend(stamp);
    b.extend([f.dos_handle, 0]);
    // An input file's word there is the bytes its first read brought into the buffer.
    let held = match f.mode {
        Mode::Input => f.size().min(128) as u16,
        _ => reclen,
    };
    b.extend(held.to_le_bytes());
    b.resize(SECTOR_AT, 0);
    // F_WID: a disk file's width, 255 (no WIDTH # changes it there).
    b[47] = 255;
    let (cloc, orct, brem, sector) = f.sector_state();
    b[39..41].copy_from_slice(&(cloc as u16).to_le_bytes());
    b[41] = orct as u8;
    b[42] = brem as u8;
    if matches!(f.mode, Mode::Output | Mode::Append) {
        // F_POS: the column PRINT # keeps.
        b[50] = f.screen.column as u8;
    }
    b.extend(sector);
    // FD_SIZ: the record length after the buffer.
    b.extend(reclen.to_le_bytes());
    b
}

/// Where a file's 128-byte sector buffer starts in its block (GIODSK.ASM `DATOFS`).
const SECTOR_AT: usize = 51;
