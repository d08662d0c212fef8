//! DOS file sharing as GW-BASIC 3.23 meets it under MS-DOS with SHARE: the access and sharing
//! modes of OPEN (`ACCESS READ|WRITE`, `SHARED`, `LOCK READ|WRITE`), and LOCK / UNLOCK of
//! records.
//!
//! Sources: MS-DOS Programmer's Reference, INT 21h function 3Dh (sharing modes: compatibility,
//! deny read/write, deny write, deny read, deny none) and 5Ch (lock / unlock a region);
//! GW-BASIC User's Guide, OPEN and LOCK; pcbasic-suite LockOpenAllRANDOM and LockFilesOutput
//! (recorded with GW-BASIC 3.23 on MS-DOS 5): a handle in compatibility mode shares a file
//! only with other compatibility handles of the program; two sharing handles agree when
//! neither denies what the other does; a RANDOM file opened without ACCESS asks for read and
//! write, then for the one of them the other handles let it have; a refused open is
//! `Permission denied` (70).

use super::handle::{same_file, Mode, BAD_FILE_NUMBER};
use super::Machine;
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::Number;
use crate::parse::Expr;

/// `Bad record number`.
const BAD_RECORD: ErrorKind = ErrorKind::Numbered(63);

/// Read access (bit 0 of an OPEN's ACCESS, and of what a handle was granted).
pub(super) const READ: u8 = 1;
/// Write access.
pub(super) const WRITE: u8 = 2;
/// The sharing mode of an OPEN with neither SHARED nor LOCK.
pub(super) const COMPATIBILITY: u8 = 0;

/// `Permission denied`.
pub(super) const PERMISSION_DENIED: ErrorKind = ErrorKind::Numbered(70);

/// What a sharing mode (the `share` of [`crate::parse::Stmt::Open`]) denies the file's other
/// handles: 1 LOCK READ WRITE, 2 LOCK WRITE, 3 LOCK READ, 4 SHARED.
fn denies(share: u8) -> u8 {
    match share {
        1 => READ | WRITE,
        2 => WRITE,
        3 => READ,
        _ => 0,
    }
}

/// One handle already open on the file: the access it was granted and its sharing mode.
#[derive(Clone, Copy, Debug)]
pub(super) struct Handle {
    /// [`READ`], [`WRITE`] or both.
    pub(super) access: u8,
    /// The sharing mode (0 compatibility, as [`denies`]).
    pub(super) share: u8,
}

/// The access a new handle gets beside the file's open `others`, or `Permission denied`.
/// `wanted` is the access asked for; `fallback` lets a RANDOM file without ACCESS settle for
/// write, then read, when read and write together are refused.
pub(super) fn grant(
    wanted: u8,
    share: u8,
    fallback: bool,
    others: &[Handle],
) -> Result<u8, ErrorKind> {
    let fits = |access: u8| {
        others.iter().all(|o| {
            if o.share == COMPATIBILITY || share == COMPATIBILITY {
                return o.share == share;
            }
            denies(o.share) & access == 0 && denies(share) & o.access == 0
        })
    };
    let tries: &[u8] = if fallback {
        &[READ | WRITE, WRITE, READ]
    } else {
        &[wanted]
    };
    tries
        .iter()
        .copied()
        .find(|&a| fits(a))
        .ok_or(PERMISSION_DENIED)
}

/// A locked byte range of a file, end exclusive.
pub(super) type Region = (u64, u64);

/// The bytes LOCK or UNLOCK covers: records `first` to `last` of a random file (LOCK #n, TO m
/// starts at record 1; no records, the whole file), or the whole of a sequential file.
pub(super) fn region(random: bool, reclen: usize, first: Option<u64>, last: Option<u64>) -> Region {
    let whole = (0, u64::MAX);
    if !random {
        return whole;
    }
    let (a, b) = match (first, last) {
        (None, None) => return whole,
        (Some(a), None) => (a, a),
        (None, Some(b)) => (1, b),
        (Some(a), Some(b)) => (a, b),
    };
    let len = reclen as u64;
    (a.saturating_sub(1) * len, b.saturating_mul(len))
}

/// Whether a random file's LOCK region of records `first` to `last` (1-based, each below
/// 2^32) is one DOS could be asked for: the last not before the first, and the offset and
/// the length in bytes each within 32 bits (real GW-BASIC 3.23 in DOSBox: `Bad record
/// number` past these, after each end's own check). The machine's arithmetic wraps
/// further out (with 10-byte records record 1E9 passes again): not modelled.
fn records_fit(reclen: usize, first: u64, last: u64) -> bool {
    let len = reclen as u64;
    last >= first && (first - 1) * len < 1 << 32 && (last - first + 1) * len < 1 << 32
}

/// Whether two regions share a byte.
pub(super) fn overlap(a: Region, b: Region) -> bool {
    a.0 < b.1 && b.0 < a.1
}

impl<P: Profile> Machine<P> {
    /// `LOCK` / `UNLOCK #f [, [first] [TO last]]`: the file must be open (52); each end is
    /// read and, for a random file, checked as it is read (cut to an integer, from 1 to
    /// 2^32-1, else `Bad record number`; a string is 13 before the next end is read); a
    /// sequential file's ends are read and not checked (real GW-BASIC 3.23: `LOCK #2,1E10`
    /// of an OUTPUT file is 70, `LOCK #1,0 TO "A"` of a random one 63). Then DOS is asked:
    /// without SHARE, or for a device, it refuses (`Permission denied`); with SHARE a LOCK
    /// reaching a region already locked, or an UNLOCK of anything but a region this handle
    /// locked, is refused.
    pub(super) fn lock(
        &mut self,
        unlock: bool,
        file: &Expr<P::Num>,
        first: Option<Result<&Expr<P::Num>, &ErrorKind>>,
        last: Option<Result<&Expr<P::Num>, &ErrorKind>>,
    ) -> Result<(), BasicError> {
        let (n, _) = self.open_file(file)?;
        let Some(f) = self.files.get(&n) else {
            return Err(BAD_FILE_NUMBER.into());
        };
        let random = f.mode == Mode::Random;
        let (reclen, disk) = (f.reclen, f.on_disk());
        let mut ends = [None, None];
        for (end, e) in ends.iter_mut().zip([first, last]) {
            if let Some(e) = e {
                let e = e.map_err(|k| BasicError::from(*k))?;
                let r = self.eval_num(e)?.to_f64().trunc();
                if random && !(1.0..4_294_967_296.0).contains(&r) {
                    return Err(BAD_RECORD.into());
                }
                *end = Some(r.max(0.0) as u64);
            }
        }
        if random && (ends[0].is_some() || ends[1].is_some()) {
            let a = ends[0].unwrap_or(1);
            if !records_fit(reclen, a, ends[1].unwrap_or(a)) {
                return Err(BAD_RECORD.into());
            }
        }
        if !self.dos_share || !disk {
            return Err(PERMISSION_DENIED.into());
        }
        let Some(f) = self.files.get(&n) else {
            return Err(BAD_FILE_NUMBER.into());
        };
        let region = region(random, reclen, ends[0], ends[1]);
        let path = f.path.clone();
        if unlock {
            let f = self.files.get_mut(&n).ok_or(BAD_FILE_NUMBER)?;
            let at = f.locks.iter().position(|&r| r == region);
            let at = at.ok_or(PERMISSION_DENIED)?;
            f.locks.remove(at);
            return Ok(());
        }
        let taken = self
            .files
            .values()
            .filter(|o| same_file(&o.path, &path))
            .any(|o| o.locks.iter().any(|&r| overlap(r, region)));
        if taken {
            return Err(PERMISSION_DENIED.into());
        }
        if let Some(f) = self.files.get_mut(&n) {
            f.locks.push(region);
        }
        Ok(())
    }

    /// Whether another handle of file `n` holds a lock on any of `region` (GET and PUT on it
    /// are `Permission denied`).
    pub(super) fn locked_by_other(&self, n: u8, region: Region) -> bool {
        let Some(f) = self.files.get(&n) else {
            return false;
        };
        self.files.iter().any(|(&m, o)| {
            m != n && same_file(&o.path, &f.path) && o.locks.iter().any(|&r| overlap(r, region))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compatibility_handles_share_only_with_each_other() {
        let compat = Handle {
            access: READ | WRITE,
            share: 0,
        };
        assert_eq!(grant(READ | WRITE, 0, true, &[compat]), Ok(READ | WRITE));
        assert_eq!(grant(READ, 4, false, &[compat]), Err(PERMISSION_DENIED));
    }

    #[test]
    fn a_random_file_without_access_settles_for_what_is_left() {
        let deny_read = Handle {
            access: READ | WRITE,
            share: 3,
        };
        assert_eq!(grant(0, 4, true, &[deny_read]), Ok(WRITE));
        let deny_write = Handle {
            access: READ,
            share: 2,
        };
        assert_eq!(grant(0, 4, true, &[deny_write]), Ok(READ));
        // The new handle's LOCK WRITE denies what the first one already does.
        let writer = Handle {
            access: WRITE,
            share: 4,
        };
        assert_eq!(grant(0, 2, true, &[writer]), Err(PERMISSION_DENIED));
    }

    #[test]
    fn regions_cover_records() {
        assert_eq!(region(true, 128, Some(2), None), (128, 256));
        assert!(records_fit(10, 429_496_730, 429_496_730));
        assert!(!records_fit(10, 429_496_731, 429_496_731));
        assert!(!records_fit(10, 1, 429_496_730));
        assert!(!records_fit(10, 5, 2));
        assert_eq!(region(true, 10, None, Some(3)), (0, 30));
        assert!(overlap(region(false, 128, Some(5), None), (0, 1)));
        assert!(!overlap((0, 10), (10, 20)));
    }
}
