//! The C64's serial bus as BASIC V2 reached it: OPEN lf,dev,sa,"name", PRINT#, INPUT#,
//! GET#, CLOSE and the status ST, and the bytes LOAD and SAVE move (`kernal_file.rs`),
//! with a 1541 (`ferrite_images::d64::drive`) as device 8: a `.d64` image, or a host
//! folder (the current one unless `--disk` names another; `--disk none` takes the drive
//! away). Devices 0 (keyboard) and 3 (screen) are the machine's own; any other device,
//! and 8 with no drive, is `?DEVICE NOT PRESENT`.
//!
//! A file the drive writes goes onto the disk at CLOSE, and an image on the host is then
//! written whole through a temporary file and a rename; so is a scratch, rename or format
//! sent on channel 15. An image is never written by a program that only reads.
//!
//! Sources: the KERNAL's OPEN ($F34A: logical file 0 is `?NOT INPUT FILE`, an open one
//! `?FILE OPEN`, ten at most `?TOO MANY FILES`), CHKIN/CHKOUT ($F20E/$F250: `?FILE NOT
//! OPEN`, `?NOT INPUT FILE` for output-only devices, `?NOT OUTPUT FILE` for the
//! keyboard), the status byte (64: end of file, EOI; 2: read timeout) and the KERNAL's
//! error numbers 1-9 (Programmer's Reference Guide, ch. 5 and Appendix K).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::rc::Rc;

use ferrite_images::d64::drive::{Byte, Drive};
use ferrite_images::d64::medium::HostFolder;
use ferrite_images::d64::D64;

use super::value::Value;
use super::{BasicError, Machine, Screen};
use crate::dialect::{Profile, Wrap};
use crate::error::ErrorKind;
use crate::num::{Number, ParseContext};
use crate::parse::{Expr, LValue, PrintItem, VarType};

/// KERNAL error numbers BASIC V2 reports by name (`?FILE OPEN  ERROR`).
const TOO_MANY_FILES: ErrorKind = ErrorKind::Numbered(1);
const FILE_OPEN: ErrorKind = ErrorKind::Numbered(2);
const FILE_NOT_OPEN: ErrorKind = ErrorKind::Numbered(3);
/// KERNAL error 4, `?FILE NOT FOUND`.
pub(super) const FILE_NOT_FOUND: ErrorKind = ErrorKind::Numbered(4);
pub(super) const DEVICE_NOT_PRESENT: ErrorKind = ErrorKind::Numbered(5);
const NOT_INPUT_FILE: ErrorKind = ErrorKind::Numbered(6);
const NOT_OUTPUT_FILE: ErrorKind = ErrorKind::Numbered(7);

/// ST after a read found the end of a file (EOI).
const EOI: u8 = 64;
/// ST after a read the talker did not answer (timeout) at the end of a file.
const TIMEOUT_EOI: u8 = 66;
/// The byte such a read gives (the KERNAL's ACPTR after a timeout: checked on the VICE
/// C64 with a true-drive 1541, GET# of a file not found).
const TIMEOUT_BYTE: u8 = 199;
/// The drive's device number.
const DRIVE: u8 = 8;

/// The bus: the logical files open and the drive.
#[derive(Debug)]
pub struct Bus {
    /// The 1541 on device 8, and the image file it is written back to (none for a host
    /// folder, whose files are written as they close).
    drive: Option<(Option<PathBuf>, Drive)>,
    /// Logical file to (device, secondary address).
    files: BTreeMap<u8, (u8, u8)>,
    /// ST.
    pub status: u8,
    /// Bytes PRINT# sent to the command channel, run at a CR or at CLOSE.
    command: Vec<u8>,
}

impl Bus {
    /// A bus with `drive` on device 8.
    fn with_drive(drive: Option<(Option<PathBuf>, Drive)>) -> Bus {
        Bus {
            drive,
            files: BTreeMap::new(),
            status: 0,
            command: Vec::new(),
        }
    }

    /// A bus with a `.d64` image, or a host folder, as device 8.
    pub fn with_image(path: PathBuf) -> Result<Bus, String> {
        if path.is_dir() {
            let drive = Drive::new(HostFolder::new(&path));
            return Ok(Bus::with_drive(Some((None, drive))));
        }
        let disk = if !path.exists() && has_extension(&path, "d64") {
            // A new image: a blank disk (named after the file, ID 01), put on the host
            // only when a program writes to it.
            let stem = path
                .file_stem()
                .map(|s| s.to_string_lossy().to_ascii_uppercase());
            let name = stem.unwrap_or_default();
            D64::format(&name.as_bytes()[..name.len().min(16)], *b"01", 35)
        } else {
            let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            D64::from_bytes(bytes).map_err(|e| format!("{}: {e}", path.display()))?
        };
        Ok(Bus::with_drive(Some((Some(path), Drive::new(disk)))))
    }

    /// Writes the image back when the disk changed.
    fn save(&mut self) {
        if let Some((Some(path), drive)) = &mut self.drive {
            if drive.take_changed() {
                if let Some(disk) = drive.image() {
                    let _ = ferrite_images::save_atomically(path, disk.bytes());
                }
            }
        }
    }

    /// Forgets the logical files (CLR and RUN: the KERNAL's CLALL, which leaves the
    /// drive's channels as they are).
    pub fn forget_files(&mut self) {
        self.files.clear();
    }
}

/// Whether a path's extension is `ext`, in either case.
fn has_extension(path: &std::path::Path, ext: &str) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case(ext))
}

impl Default for Bus {
    /// The bus of a run given no `--disk`: device 8 is the current folder.
    fn default() -> Bus {
        let drive = Drive::new(HostFolder::new(std::path::Path::new(".")));
        Bus::with_drive(Some((None, drive)))
    }
}

/// A string's bytes as PETSCII: a lower-case letter (the listing convention's shifted one)
/// is 193-218. Bytes read back are kept as the drive gave them.
pub(super) fn to_petscii(bytes: &[u8]) -> Vec<u8> {
    bytes
        .iter()
        .map(|&b| match b {
            b'a'..=b'z' => b - b'a' + 193,
            b'\n' => 13,
            _ => b,
        })
        .collect()
}

impl<P: Profile> Machine<P> {
    /// Attaches a `.d64` or a host folder as device 8 (`none`: no drive at all).
    pub fn attach_drive8(&mut self, path: &std::path::Path) -> Result<(), String> {
        self.bus = if path == std::path::Path::new("none") {
            Some(Box::new(Bus::with_drive(None)))
        } else {
            Some(Box::new(Bus::with_image(path.to_path_buf())?))
        };
        Ok(())
    }

    /// The bus, made when first used (the current folder as device 8).
    pub(super) fn bus(&mut self) -> &mut Bus {
        self.bus.get_or_insert_with(Box::default)
    }

    /// `OPEN lf[,dev[,sa[,name]]]`.
    pub(super) fn open_device(&mut self, args: &[Expr<P::Num>]) -> Result<(), BasicError> {
        let mut bytes = [0u8, 1, 0];
        for (k, e) in args.iter().take(3).enumerate() {
            bytes[k] = self.eval_byte(e)?;
        }
        let name = match args.get(3) {
            Some(e) => self.eval(e)?.string()?,
            None => Rc::from(&b""[..]),
        };
        let [lf, dev, sa] = bytes;
        let sa = if args.len() > 2 { sa } else { 0 };
        let bus = self.bus();
        if bus.files.contains_key(&lf) {
            return Err(FILE_OPEN.into());
        }
        if bus.files.len() >= 10 {
            return Err(TOO_MANY_FILES.into());
        }
        if lf == 0 {
            return Err(NOT_INPUT_FILE.into());
        }
        match dev {
            0 | 3 => {}
            DRIVE => {
                let Some((_, drive)) = &mut bus.drive else {
                    return Err(DEVICE_NOT_PRESENT.into());
                };
                drive.open(sa, &to_petscii(&name));
            }
            _ => return Err(DEVICE_NOT_PRESENT.into()),
        }
        bus.files.insert(lf, (dev, sa));
        bus.status = 0;
        bus.save();
        Ok(())
    }

    /// The device and secondary address of an open logical file to write to (`output`) or
    /// read from: CHKOUT refuses the keyboard (`?NOT OUTPUT FILE`), CHKIN the screen
    /// (`?NOT INPUT FILE`).
    ///
    /// The KERNAL's LOOKUP ($F30F), which CHKIN and CHKOUT call first, clears ST: each
    /// INPUT#, GET# and PRINT# starts with ST 0.
    fn channel(&mut self, e: &Expr<P::Num>, output: bool) -> Result<(u8, u8), BasicError> {
        let lf = self.eval_byte(e)?;
        self.bus().status = 0;
        let (dev, sa) = self
            .bus()
            .files
            .get(&lf)
            .copied()
            .ok_or(BasicError::from(FILE_NOT_OPEN))?;
        match (dev, output) {
            (0, true) => Err(NOT_OUTPUT_FILE.into()),
            (3, false) => Err(NOT_INPUT_FILE.into()),
            _ => Ok((dev, sa)),
        }
    }

    /// `CLOSE lf`: the drive's channel closed (a file written goes onto the disk); a file
    /// not open is no error.
    pub(super) fn close_device(&mut self, files: &[Expr<P::Num>]) -> Result<(), BasicError> {
        for e in files {
            let lf = self.eval_byte(e)?;
            let bus = self.bus();
            let Some((dev, sa)) = bus.files.remove(&lf) else {
                continue;
            };
            if dev == DRIVE {
                let command = std::mem::take(&mut bus.command);
                if let Some((_, drive)) = &mut bus.drive {
                    if sa & 15 == 15 && !command.is_empty() {
                        drive.command(&command);
                    }
                    drive.close(sa);
                }
                bus.save();
            }
        }
        Ok(())
    }

    /// `PRINT# lf, items`: the PRINT list as PRINT lays it out, its line ends CRs.
    pub(super) fn print_device(
        &mut self,
        file: &Expr<P::Num>,
        items: &[PrintItem<P::Num>],
    ) -> Result<(), BasicError> {
        let (dev, sa) = self.channel(file, true)?;
        if dev == 3 {
            return self.print(items);
        }
        let mut screen = Screen::new(Wrap::Never, false);
        std::mem::swap(&mut self.screen, &mut screen);
        screen.lend_page(&mut self.screen);
        let result = self.print(items);
        self.screen.lend_page(&mut screen);
        std::mem::swap(&mut self.screen, &mut screen);
        let out = to_petscii(&screen.take_output());
        let bus = self.bus();
        bus.status = 0;
        if let Some((_, drive)) = &mut bus.drive {
            for b in out {
                if sa & 15 == 15 {
                    if b == 13 {
                        let command = std::mem::take(&mut bus.command);
                        drive.command(&command);
                    } else {
                        bus.command.push(b);
                    }
                } else {
                    drive.write(sa, b);
                }
            }
        }
        bus.save();
        result
    }

    /// One byte from a logical file, setting ST: 64 with the last byte of a file, 66 and
    /// byte 199 when there was nothing to read.
    fn read_device_byte(&mut self, dev: u8, sa: u8) -> Result<u8, BasicError> {
        if dev != DRIVE {
            return Err(NOT_INPUT_FILE.into());
        }
        let bus = self.bus();
        let byte = match &mut bus.drive {
            Some((_, drive)) => drive.read(sa),
            None => Byte::None,
        };
        Ok(match byte {
            Byte::More(b) => {
                bus.status = 0;
                b
            }
            Byte::Last(b) => {
                bus.status = EOI;
                b
            }
            Byte::None => {
                bus.status = TIMEOUT_EOI;
                TIMEOUT_BYTE
            }
        })
    }

    /// The KERNAL's BASIN on a serial device ($F1AD): once ST is not zero (the last byte
    /// came, or a read timed out) it reads nothing more and gives a CR; else a byte from
    /// the talker.
    fn basin(&mut self, dev: u8, sa: u8) -> Result<u8, BasicError> {
        if self.bus().status != 0 {
            return Ok(13);
        }
        self.read_device_byte(dev, sa)
    }

    /// A line from a logical file as INPUT# reads it (BASIC's INLIN, $A560): bytes up to a
    /// CR, which BASIN gives once the file's last byte came or a read timed out (so a
    /// timed-out read leaves its byte in the line); 89 bytes is `?STRING TOO LONG`.
    fn read_device_line(&mut self, dev: u8, sa: u8) -> Result<Vec<u8>, BasicError> {
        let mut line = Vec::new();
        loop {
            let b = self.basin(dev, sa)?;
            if b == 13 {
                return Ok(line);
            }
            line.push(b);
            if line.len() > 88 {
                return Err(ErrorKind::StringTooLong.into());
            }
        }
    }

    /// `INPUT# lf, targets`: items separated by commas (or colons), a quoted item kept
    /// whole; a line that runs out before the targets do is followed by the next.
    pub(super) fn input_device(
        &mut self,
        file: &Expr<P::Num>,
        targets: &[LValue<P::Num>],
    ) -> Result<(), BasicError> {
        let (dev, sa) = self.channel(file, false)?;
        let mut line = self.read_device_line(dev, sa)?;
        // A first line whose read timed out ends the statement with no variable set (the
        // ROM at $ABDD: ST AND 2, then the rest of the statement skipped as DATA is): an
        // INPUT# from a file the drive could not open leaves its variables as they were.
        if self.bus().status & 2 != 0 {
            return Ok(());
        }
        let mut at = 0;
        for (k, t) in targets.iter().enumerate() {
            if k > 0 && at > line.len() {
                line = self.read_device_line(dev, sa)?;
                at = 0;
            }
            while line.get(at) == Some(&b' ') {
                at += 1;
            }
            let item: Vec<u8> = if line.get(at) == Some(&b'"') {
                let start = at + 1;
                let end = line[start..]
                    .iter()
                    .position(|&b| b == b'"')
                    .map_or(line.len(), |k| start + k);
                at = end + 1;
                while at < line.len() && line[at] != b',' && line[at] != b':' {
                    at += 1;
                }
                line[start..end].to_vec()
            } else {
                let end = line[at.min(line.len())..]
                    .iter()
                    .position(|&b| b == b',' || b == b':')
                    .map_or(line.len(), |k| at + k);
                let item = line[at.min(line.len())..end].to_vec();
                at = end;
                item
            };
            // Past the separator; past the line's end the next target reads a new line.
            at += 1;
            let ty = self.store.type_of(super::lvalue_var(t));
            let value = match ty {
                VarType::Str => Value::Str(Rc::from(item.as_slice())),
                VarType::Num(_) => {
                    let text: Vec<u8> = item.iter().copied().filter(|&b| b != b' ').collect();
                    match P::Num::parse(&text, ParseContext::Input) {
                        Some(p) => Value::Num(p.value),
                        None if text.is_empty() => Value::Num(P::Num::from_i32(0)),
                        None => return Err(ErrorKind::BadFileData.into()),
                    }
                }
            };
            self.assign(t, value)?;
        }
        Ok(())
    }

    /// `GET# lf, targets`: one byte each; a zero byte is the empty string.
    pub(super) fn get_device(
        &mut self,
        file: &Expr<P::Num>,
        targets: &[LValue<P::Num>],
    ) -> Result<(), BasicError> {
        let (dev, sa) = self.channel(file, false)?;
        for t in targets {
            let b = self.basin(dev, sa)?;
            let value = match self.store.type_of(super::lvalue_var(t)) {
                VarType::Str if b == 0 => Value::Str(Rc::from(&b""[..])),
                VarType::Str => Value::Str(Rc::from(&[b][..])),
                VarType::Num(_) if b.is_ascii_digit() => {
                    Value::Num(P::Num::from_i32(i32::from(b - b'0')))
                }
                VarType::Num(_) if b == 0 || b == 13 => Value::Num(P::Num::from_i32(0)),
                VarType::Num(_) => return Err(ErrorKind::Syntax.into()),
            };
            self.assign(t, value)?;
        }
        Ok(())
    }

    /// The KERNAL's LOAD from a serial device: the file's bytes, load address first
    /// (`?DEVICE NOT PRESENT` when nothing answers, `?FILE NOT FOUND` when the drive
    /// could not open the file and its first byte timed out). ST is 64 after the last byte.
    pub(super) fn serial_load(
        &mut self,
        dev: u8,
        sa: u8,
        name: &[u8],
    ) -> Result<Vec<u8>, BasicError> {
        let bus = self.bus();
        let Some((_, drive)) = bus.drive.as_mut().filter(|_| dev == DRIVE) else {
            return Err(DEVICE_NOT_PRESENT.into());
        };
        // The KERNAL opens the file with secondary address $60 (0): the drive reads a PRG.
        let _ = sa;
        drive.open(0, name);
        let mut bytes = Vec::new();
        loop {
            match drive.read(0) {
                Byte::More(b) => bytes.push(b),
                Byte::Last(b) => {
                    bytes.push(b);
                    break;
                }
                Byte::None => break,
            }
        }
        drive.close(0);
        if bytes.is_empty() {
            bus.status = TIMEOUT_EOI;
            return Err(FILE_NOT_FOUND.into());
        }
        bus.status = EOI;
        Ok(bytes)
    }

    /// The KERNAL's SAVE to a serial device: the bytes (load address first) sent to
    /// secondary address 1, then the file closed. The drive's refusal (`63,FILE EXISTS`,
    /// `72,DISK FULL`) is in its error channel only, as on the C64.
    pub(super) fn serial_save(
        &mut self,
        dev: u8,
        name: &[u8],
        bytes: &[u8],
    ) -> Result<(), BasicError> {
        let bus = self.bus();
        let Some((_, drive)) = bus.drive.as_mut().filter(|_| dev == DRIVE) else {
            return Err(DEVICE_NOT_PRESENT.into());
        };
        drive.open(1, name);
        for &b in bytes {
            drive.write(1, b);
        }
        drive.close(1);
        bus.status = 0;
        bus.save();
        Ok(())
    }

    /// ST.
    pub(super) fn bus_status(&self) -> i32 {
        self.bus.as_ref().map_or(0, |b| i32::from(b.status))
    }
}
