//! The devices an OPEN can reach (disk, KYBD:, SCRN:/CONS:, LPTn:, NUL) and a printer's
//! head column.

use super::*;

/// What an OPEN reached: a disk file, or one of GW-BASIC's devices (GW-BASIC User's Guide,
/// OPEN: `KYBD:`, `SCRN:`, `CONS:`, `LPT1:`-`LPT3:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::exec) enum Device {
    Disk,
    /// Input typed at the keyboard, read a line at a time as it is needed.
    Keyboard,
    /// Output to the screen.
    Screen,
    /// `CONS:`, DOS's console written a byte at a time by DOS (GIOCON.ASM `CONSOT`,
    /// function 6): the bytes reach DOS's standard output, which the reference's
    /// redirected stream keeps, and never GW-BASIC's own cursor or page. Any mode opens it
    /// for output (`CONOPN`), its column is always 0 (`CONGPS`), its width 255 until a
    /// `WIDTH #`, and EOF, LOC, LOF, GET, PUT and WIDTH "CONS:" are `Bad file mode`.
    Console,
    /// A printer (0 is LPT1); its head column is the machine's, for LPOS.
    Printer(usize),
    /// DOS's `NUL` (any extension, no colon): output goes nowhere, nothing is read, no
    /// file is made (real GW-BASIC 3.23: LOC and LOF 0, EOF 0).
    Null,
    /// A serial port (`COM1:`, `COM2:`): there is none here, and its OPEN times out.
    Serial,
    /// The cassette (`CAS1:`): the PC has no recorder attached. OUTPUT opens it, and its
    /// first byte is `Device I/O Error` (57), which closes the file and leaves the cassette
    /// taken (any OPEN of it then 55); its CLOSE is 57 too, leaving the cassette free
    /// (`CLOSE` of all with ERL 65535); INPUT and RANDOM are 57, APPEND 54;
    /// SAVE, LOAD, MERGE and CHAIN 57; KILL, NAME and FILES `Device Unavailable` (68)
    /// (real GW-BASIC 3.23 in DOSBox).
    Cassette,
}

/// The device a file specification names: `NAME:` a device (an unknown one is `Bad file
/// number`, as GW-BASIC answered: PC-BASIC's `devices/files.py`), a drive letter the disk.
pub(in crate::exec) fn device_of(name: &[u8]) -> Result<Device, ErrorKind> {
    // An empty name names no device: `Bad file number` (real GW-BASIC 3.23: `OPEN ""` in
    // every mode, errgen `stmts`; KILL, NAME and FILES say 64 for it, by `dos_name`).
    if name.is_empty() {
        return Err(BAD_FILE_NUMBER);
    }
    if dos_device(name) {
        return Ok(Device::Null);
    }
    let Some(colon) = name.iter().position(|&b| b == b':') else {
        return Ok(Device::Disk);
    };
    let dev = name[..colon].to_ascii_uppercase();
    Ok(match dev.as_slice() {
        [d] if d.is_ascii_alphabetic() => Device::Disk,
        b"KYBD" => Device::Keyboard,
        b"SCRN" => Device::Screen,
        b"CONS" => Device::Console,
        b"LPT1" => Device::Printer(0),
        b"LPT2" => Device::Printer(1),
        b"LPT3" => Device::Printer(2),
        // Known to GW, so the name passes; its OPEN fails (`Device Timeout`).
        b"COM1" | b"COM2" => Device::Serial,
        b"CAS1" => Device::Cassette,
        _ => return Err(BAD_FILE_NUMBER),
    })
}

/// Whether a name is one of DOS's devices named without a colon (`CON`, `PRN`, `LPT1`,
/// `NUL`, `AUX`, `COM1`, `COM2`, any extension, on drive C: or its root): output goes
/// nowhere the program's screen shows, nothing is kept, LOC and LOF count the bytes as for
/// NUL (real GW-BASIC 3.23 in DOSBox; `LPT2`, `COM3` and `CLOCK$` are files there). AUX
/// and the COM ports take their output too (the machine's answer to a write varies from
/// run to run: 53 or 57).
fn dos_device(name: &[u8]) -> bool {
    dos_device_trunk(name).is_some()
}

/// The DOS device a name without a colon names (`NUL`, `PRN` ...), upper case, if any (see
/// [`dos_device`]).
pub(in crate::exec) fn dos_device_trunk(name: &[u8]) -> Option<Vec<u8>> {
    let name = match name {
        [d, b':', rest @ ..] if d.eq_ignore_ascii_case(&b'C') => rest,
        _ => name,
    };
    let name = name.strip_prefix(b"\\").unwrap_or(name);
    if name.contains(&b'\\') || name.contains(&b':') {
        return None;
    }
    let trunk = name.split(|&b| b == b'.').next().unwrap_or(name);
    let end = trunk.iter().rposition(|&b| b != b' ').map_or(0, |i| i + 1);
    let trunk = trunk[..end].to_ascii_uppercase();
    matches!(
        trunk.as_slice(),
        b"CON" | b"PRN" | b"LPT1" | b"NUL" | b"AUX" | b"COM1" | b"COM2"
    )
    .then_some(trunk)
}

/// Whether a name is DOSBox's `AUX` (`COM1`, `COM2` without a colon): nothing attached, so
/// every write fails, `Device I/O Error` (57) (see `OpenFile::fails_writes`; real GW-BASIC
/// 3.23 in DOSBox: `SAVE "AUX"` and `BSAVE "AUX",0,10` are 57 in their line, `SAVE
/// "AUX",A` 57 in 65535 as a listing's error is).
pub(in crate::exec) fn dos_device_fails_writes(name: &[u8]) -> bool {
    matches!(
        dos_device_trunk(name).as_deref(),
        Some(b"AUX" | b"COM1" | b"COM2")
    )
}

/// A printer's column as LPOS reads it (from 1): the head's, but 1 while the head stands
/// at the printer's width, its line ending before the next byte (the real GW-BASIC 3.23:
/// `WIDTH "LPT1:",2:LPRINT "QR";` and LPOS(1) is 1, then `WIDTH "LPT1:",80` and it is 3).
pub(in crate::exec) fn printer_column(head: usize, width: usize) -> usize {
    if head == width {
        1
    } else {
        head + 1
    }
}
