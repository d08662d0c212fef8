//! The two 1541 buffers a data channel works in ($0400 and $0500, buffers 1 and 2 of the
//! five at $0300-$07FF; the BAM stays in buffer 4). A sector goes to the disk as a whole
//! buffer, so the bytes after the end of a file's last block are what that buffer held
//! before: an earlier block of the same file, of another file read or written, or a
//! directory sector. What the DOS put in these two buffers, seen in the drive's memory
//! on VICE's true-drive 1541 (`difftest/images/vice_buffers.py`):
//!
//! - OPEN to write a new file: the directory sector with the new, not yet closed entry
//!   goes to buffer 2; the file's blocks are then filled in buffers 1 and 2 in turn
//!   (the first in buffer 1); at CLOSE the directory sector is read again into the buffer
//!   that does not hold the last block.
//! - OPEN to read: the directory sector that names the file goes to buffer 2 and the
//!   first block to buffer 1; each next block, when the reader reaches it, to the other.
//! - Scratch: the file's chain is followed through buffer 1 (each sector read there to
//!   find the next), then the directory sector (with the entry scratched) goes to buffer
//!   2; `@0:` over a file follows the old chain through buffer 1 after the new file is
//!   closed (`vice_load.py` seed 5). Rename: the directory sector into buffer 2.
//!
//! After power-on every buffer holds zeros.

use super::SECTOR;

/// Buffers 1 and 2 of the drive's RAM.
#[derive(Clone, Debug)]
pub struct Buffers {
    /// Buffer 1 ($0400) and buffer 2 ($0500).
    pub(super) pair: [[u8; SECTOR]; 2],
}

impl Default for Buffers {
    /// The buffers after power-on: zeros.
    fn default() -> Buffers {
        Buffers {
            pair: [[0; SECTOR]; 2],
        }
    }
}

impl Buffers {
    /// A sector read or written through buffer 1 (`index` 0) or 2 (`index` 1).
    pub(super) fn hold(&mut self, index: usize, sector: &[u8]) {
        if let Some(buf) = self.pair.get_mut(index % 2) {
            if sector.len() == SECTOR {
                buf.copy_from_slice(sector);
            }
        }
    }

    /// The block `k` of a file (from 0) read by a data channel: buffer 1 for the first.
    pub fn read_block(&mut self, k: usize, sector: &[u8]) {
        self.hold(k % 2, sector);
    }

    /// A directory sector read or written by the DOS (into buffer 2).
    pub fn directory(&mut self, sector: &[u8]) {
        self.hold(1, sector);
    }

    /// A chain the DOS followed to free its blocks (through buffer 1).
    pub fn freed(&mut self, chain: &[[u8; SECTOR]]) {
        for sector in chain {
            self.hold(0, sector);
        }
    }

    /// A scratched file's chain as the DOS walked it, then its directory sector.
    pub fn scratched(&mut self, chain: &[[u8; SECTOR]], dir: &[u8]) {
        self.freed(chain);
        self.directory(dir);
    }
}
