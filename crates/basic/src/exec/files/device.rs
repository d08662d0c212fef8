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
    /// A printer (0 is LPT1); its head column is the machine's, for LPOS.
    Printer(usize),
    /// DOS's `NUL` (any extension, no colon): output goes nowhere, nothing is read, no
    /// file is made (real GW-BASIC 3.23: LOC and LOF 0, EOF 0).
    Null,
    /// A serial port (`COM1:`, `COM2:`): there is none here, and its OPEN times out.
    Serial,
}

/// The device a file specification names: `NAME:` a device (an unknown one is `Bad file
/// number`, as GW-BASIC answered: PC-BASIC's `devices/files.py`), a drive letter the disk.
pub(super) fn device_of(name: &[u8]) -> Result<Device, ErrorKind> {
    // An empty name names no device: `Bad file number` (real GW-BASIC 3.23: `OPEN ""` in
    // every mode, errgen `stmts`; KILL, NAME and FILES say 64 for it, by `dos_name`).
    if name.is_empty() {
        return Err(BAD_FILE_NUMBER);
    }
    let Some(colon) = name.iter().position(|&b| b == b':') else {
        let base = name.split(|&b| b == b'.').next().unwrap_or(name);
        // AUX, DOS's serial device, takes output and keeps nothing here (real GW-BASIC
        // 3.23 in DOSBox: no file is made).
        if base.eq_ignore_ascii_case(b"NUL") || base.eq_ignore_ascii_case(b"AUX") {
            return Ok(Device::Null);
        }
        return Ok(Device::Disk);
    };
    let dev = name[..colon].to_ascii_uppercase();
    Ok(match dev.as_slice() {
        [d] if d.is_ascii_alphabetic() => Device::Disk,
        b"KYBD" => Device::Keyboard,
        b"SCRN" | b"CONS" => Device::Screen,
        b"LPT1" => Device::Printer(0),
        b"LPT2" => Device::Printer(1),
        b"LPT3" => Device::Printer(2),
        // Known to GW, so the name passes; its OPEN fails (`Device Timeout`).
        b"COM1" | b"COM2" => Device::Serial,
        _ => return Err(BAD_FILE_NUMBER),
    })
}

/// A printer's head column after printing byte `b` (from 1): printable characters move it,
/// wrapping to a new line past `width` (0: no limit), backspace steps back, CR returns it,
/// other control characters leave it (pcbasic-suite PrinterBackspace1, PrinterCharsWIDTH).
pub(in crate::exec) fn printer_column(col: usize, width: usize, b: u8) -> usize {
    match b {
        b'\r' => 1,
        8 => col.saturating_sub(1).max(1),
        0..=31 => col,
        _ if width > 0 && col > width => 2,
        _ => col + 1,
    }
}
