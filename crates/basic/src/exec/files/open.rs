//! OPEN, CLOSE, RESET and KILL, and finding an open file by its number.

use super::*;

/// The longest record of a file on one of GW's own devices (its 322-byte block less the
/// 57 bytes of the block's header).
const DEVICE_RECORD: i32 = 265;

/// `Device Timeout`: a serial port that never answers.
const DEVICE_TIMEOUT: ErrorKind = ErrorKind::Numbered(24);

/// `Bad file name`.
const BAD_FILE_NAME: ErrorKind = ErrorKind::Numbered(64);
/// `Device I/O Error`.
const DEVICE_IO_ERROR: ErrorKind = ErrorKind::Numbered(57);
/// `Device Unavailable`.
const DEVICE_UNAVAILABLE: ErrorKind = ErrorKind::Numbered(68);

impl<P: Profile> Machine<P> {
    /// Whether the program file at `path` reads as empty: LOAD, RUN, MERGE and CHAIN open
    /// file 0 before SCRTCH closes the files (DSKCOM.ASM `LRUN3`: PRGFLI, then SCRTCH), so
    /// a file another number holds open after finding it empty is still empty in DOS's
    /// directory (real GW-BASIC 3.23: `OPEN "O",1,"X.TXT"`, `PRINT #1` of 400 bytes, then
    /// `LOAD "X.TXT"` loads no line, the file keeping its bytes).
    pub fn program_file_hidden(&self, path: &std::path::Path) -> bool {
        self.load_hidden
            || self
                .files
                .values()
                .any(|f| f.on_disk() && f.own.is_some() && !f.closed && same_file(&f.path, path))
    }

    /// [`Machine::program_file_hidden`] of a program name as LOAD and RUN find it (the name,
    /// else with `.BAS`), asked before they close the files.
    pub(in crate::exec) fn program_name_hidden(&self, name: &[u8]) -> bool {
        let mut with = name.to_vec();
        super::list_out::add_bas_extension(&mut with);
        [name.to_vec(), with]
            .iter()
            .filter_map(|n| self.program_path(n).ok())
            .find(|p| p.exists())
            .is_some_and(|p| self.program_file_hidden(&p))
    }

    /// A file number from an expression: 1 to the dialect's maximum.
    pub(in crate::exec) fn file_number(&mut self, e: &Expr<P::Num>) -> Result<u8, BasicError> {
        let n = self.eval_index(e)?;
        self.file_number_of(n)
    }

    /// [`Machine::file_number`] of a number already evaluated.
    pub(in crate::exec) fn file_number_of(&self, n: i32) -> Result<u8, BasicError> {
        if !(0..=255).contains(&n) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        if n < 1 || n > i32::from(P::max_files()) {
            return Err(BAD_FILE_NUMBER.into());
        }
        Ok(n as u8)
    }

    pub(in crate::exec) fn open_file(
        &mut self,
        e: &Expr<P::Num>,
    ) -> Result<(u8, &mut OpenFile), BasicError> {
        let n = self.file_number(e)?;
        match self.files.get_mut(&n) {
            Some(f) => Ok((n, f)),
            None => Err(BAD_FILE_NUMBER.into()),
        }
    }

    /// The open file of a number as WIDTH # and INPUT$ look for it: a number in range with
    /// no file is `Bad file mode`, not `Bad file number` (GW-BASIC 3.23: `WIDTH #1,10` and
    /// `INPUT$(1,#1)` with no file open are error 54; errgen `stmts`).
    pub(in crate::exec) fn open_file_by_mode(
        &mut self,
        e: &Expr<P::Num>,
    ) -> Result<(u8, &mut OpenFile), BasicError> {
        // FILSCN takes any byte: file 0 is BASIC's own and not one a program reads, and a
        // number past the files the machine was started with has no file either (real
        // GW-BASIC 3.23: `WIDTH #255,20` and `INPUT$(1,#4)` are 54, `#0` 52, `#256` 5).
        let n = self.eval_index(e)?;
        if !(0..=255).contains(&n) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        if n == 0 {
            return Err(BAD_FILE_NUMBER.into());
        }
        let n = n as u8;
        match self.files.get_mut(&n) {
            Some(f) => Ok((n, f)),
            None => Err(BAD_FILE_MODE.into()),
        }
    }

    /// `OPEN`, its parts checked in the order GW reads them (GIO86.ASM `OPEN`): the short
    /// form's mode (13, 54), number and name, or the long form's name and number; then the
    /// length; then the error where the statement stopped parsing, if any; then the file is
    /// opened (`OPNFIL`).
    pub(in crate::exec) fn open(&mut self, open: &OpenStmt<P::Num>) -> Result<(), BasicError> {
        let bad = || -> BasicError { open.bad.unwrap_or(ErrorKind::Syntax).into() };
        let (mode, number, name) = if open.short {
            let mode = self.open_mode(&open.mode)?;
            let number = self.open_number(open.file.as_ref().ok_or_else(bad)?)?;
            let name = self.open_name(open.name.as_ref().ok_or_else(bad)?)?;
            (mode, number, name)
        } else {
            let name = self.open_name(open.name.as_ref().ok_or_else(bad)?)?;
            let number = self.open_number(open.file.as_ref().ok_or_else(bad)?)?;
            (self.open_mode(&open.mode)?, number, name)
        };
        let (mut reclen, mut asked) = (128, 0);
        if let Some(len) = &open.len {
            // The length is 1 to 32767 (GIO86.ASM `VARECS`: INTID2, 0 is FCERR); a RANDOM
            // file's records are at most 128 bytes in GW-BASIC started without `/S:`,
            // checked when the file is opened, after the number against the files (real
            // 3.23: `OPEN "O",4,"F",0` and `LEN=-1` are 5, `OPEN "R",4,"F",129` 52, LEN=129
            // 5 for RANDOM and nothing for APPEND).
            let l = self.eval_index(len)?;
            if !(-32768..=65535).contains(&l) {
                return Err(ErrorKind::Overflow.into());
            }
            if !(1..=32767).contains(&l) {
                return Err(ErrorKind::IllegalQuantity.into());
            }
            if let Some(e) = open.bad {
                return Err(e.into());
            }
            // The number against the files, then the file already open (real GW-BASIC
            // 3.23: `OPEN "R",2,"F",255` with file 2 open is 55).
            if self.files.contains_key(&self.file_number_of(number)?) {
                return Err(FILE_ALREADY_OPEN.into());
            }
            // A disk file (NUL too) takes any length, unless RANDOM; GW's own devices
            // check theirs as they open (`open_checked`).
            let disk = matches!(device_of(&name)?, Device::Disk | Device::Null);
            if disk && mode == Mode::Random && l > MAX_RECORD {
                return Err(ErrorKind::IllegalQuantity.into());
            }
            asked = l;
            if mode == Mode::Random {
                reclen = l as usize;
            }
        }
        if let Some(e) = open.bad {
            return Err(e.into());
        }
        self.open_checked(
            mode,
            number,
            &name,
            (reclen, asked),
            (open.access, open.share),
        )
    }

    /// OPEN's mode: the first letter of the short form's string (GIO86.ASM `OPEN`: an
    /// empty string or another letter is `Bad file mode`), or the long form's letter.
    fn open_mode(&mut self, mode: &Expr<P::Num>) -> Result<Mode, BasicError> {
        // The mode's string is freed as soon as it is read (real GW-BASIC 3.23: `OPEN
        // CHR$(79),1,CHR$(65)` leaves FRE(0) as it was).
        let mode_text = self.eval_string_used(mode)?;
        Ok(match mode_text.first().map(u8::to_ascii_uppercase) {
            Some(b'I') => Mode::Input,
            Some(b'O') => Mode::Output,
            Some(b'A') => Mode::Append,
            Some(b'R') => Mode::Random,
            _ => return Err(BAD_FILE_MODE.into()),
        })
    }

    /// OPEN's number as it is read (GIO86.ASM `POFNUM`/`GETNZB`): a byte, 0 refused at once
    /// (`Bad file number`); whether the machine has that many files is asked only when the
    /// file is opened (real GW-BASIC 3.23: `OPEN "O",0,"F",-1` is 52, `OPEN "A",3,"F",-1` 5,
    /// `OPEN "F" FOR OUTPUT AS 4 X` 2).
    fn open_number(&mut self, file: &Expr<P::Num>) -> Result<i32, BasicError> {
        let number = self.eval_index(file)?;
        if !(0..=255).contains(&number) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        if number == 0 {
            return Err(BAD_FILE_NUMBER.into());
        }
        Ok(number)
    }

    /// OPEN's name as it is read (GIO86.ASM `NAMSC1`, `PARDEV`): a string, whose device
    /// must be one GW knows (`Bad file number` for an unknown one, an empty name or a NUL
    /// in it). What DOS makes of the rest is asked when the file is opened.
    fn open_name(&mut self, name: &Expr<P::Num>) -> Result<Vec<u8>, BasicError> {
        let name = self.eval(name)?.string()?.to_vec();
        // A NUL: `Bad file number` as GW-BASIC reads the name (real GW-BASIC 3.23: `OPEN
        // "A"+CHR$(0) FOR XYZ AS 1` is 52, not 2), unless it ends a device alone.
        let name = super::nul_cut(&name).ok_or(BAD_FILE_NUMBER)?.to_vec();
        device_of(&name)?;
        Ok(name)
    }

    /// OPEN once its statement is read (GIO86.ASM `OPNFIL`, GIODSK.ASM `DSKOPN`): the
    /// number against the files, the file already open, the device's modes, then DOS.
    fn open_checked(
        &mut self,
        mode: Mode,
        number: i32,
        name: &[u8],
        (reclen, asked): (usize, i32),
        (access, sharing): (u8, u8),
    ) -> Result<(), BasicError> {
        let n = self.file_number_of(number)?;
        let device = device_of(name)?;
        // The number is looked for among the open files before DOS sees the name (real
        // GW-BASIC 3.23: `OPEN "O",3,"TOOLONGNA.DAT"` with file 3 open is 55, not 52).
        if self.files.contains_key(&n) {
            return Err(FILE_ALREADY_OPEN.into());
        }
        // OUTPUT and APPEND look for the name among the open files before DOS looks for
        // its folder: DOS knew a file by its name alone (GIODSK.ASM `CHKFOP` compares FCB
        // names; real GW-BASIC 3.23: `OPEN "O",2,"A\B.DAT"` with B.DAT open and no folder
        // A is 55, not 76).
        if device == Device::Disk && matches!(mode, Mode::Output | Mode::Append) {
            let base = name
                .rsplit(|&b| b == b'\\' || b == b':')
                .next()
                .unwrap_or(name);
            if let Ok(dos) = names::dos_name(base) {
                let same = |f: &OpenFile| {
                    f.device == Device::Disk
                        && f.path
                            .file_name()
                            .is_some_and(|n| n.as_encoded_bytes().eq_ignore_ascii_case(&dos))
                };
                if self.files.values().any(same) {
                    return Err(FILE_ALREADY_OPEN.into());
                }
            }
        }
        let path = if device == Device::Disk {
            // A name refused has OPEN's error for it (`files::names`: `OPEN "O",1,
            // "ABCDEFGHIJ.DAT"` is 52, `"A.B.C"` 53, `"X,Y"` 76).
            self.dos_file(name, NameUse::Open)?
        } else {
            PathBuf::new()
        };
        // Each device's OPEN takes the modes it can: KYBD: INPUT, and RANDOM made INPUT
        // (GIOKYB.ASM `KYBOPN`); SCRN: and CONS: OUTPUT alone (GIOSCN.ASM `SCNOPN`,
        // GIOCON.ASM `CONOPN`); a printer OUTPUT or RANDOM, which only prints (GIOLPT.ASM
        // `LPTOPN`; its GET and PUT are 54). Real GW-BASIC 3.23: `OPEN "A",1,"SCRN:"` and
        // `"LPT1:"` are 54, `OPEN "R",1,"LPT1:"` passes.
        if device == Device::Cassette {
            match mode {
                _ if self.cassette_busy => return Err(FILE_ALREADY_OPEN.into()),
                Mode::Append => return Err(BAD_FILE_MODE.into()),
                Mode::Input | Mode::Random => return Err(DEVICE_IO_ERROR.into()),
                Mode::Output => {}
            }
        }
        let printer_random = matches!(device, Device::Printer(_)) && mode == Mode::Random;
        let mode = match (device, mode) {
            (Device::Keyboard, Mode::Input | Mode::Random) => Mode::Input,
            (Device::Screen, Mode::Output) => Mode::Output,
            // CONS: is DOS's console, written only: any mode opens it for output
            // (GIOCON.ASM `CONOPN`; real GW-BASIC 3.23: `OPEN "CONS:" FOR INPUT AS 3` then
            // `WRITE #3` prints).
            (Device::Console, _) => Mode::Output,
            (Device::Printer(_), Mode::Output | Mode::Random) => Mode::Output,
            (Device::Keyboard | Device::Screen | Device::Printer(_), _) => {
                return Err(BAD_FILE_MODE.into())
            }
            (_, mode) => mode,
        };
        // GW's own devices take a record as long as their block holds (322 bytes less the
        // 57 of its header), checked after their modes (real GW-BASIC 3.23: `OPEN "O",1,
        // "LPT1:",265` passes, 266 is 5, `OPEN "I",2,"LPT1:",32767` 54).
        let own_device = matches!(
            device,
            Device::Keyboard | Device::Screen | Device::Console | Device::Printer(_)
        );
        if own_device && asked > DEVICE_RECORD {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        // Only OUTPUT and APPEND look for the name among the open files (GIODSK.ASM
        // DSKOPN calls CHKFOP for those two modes): INPUT and RANDOM open a file however
        // it is open already, and DOS's sharing rules below decide (pcbasic-suite
        // LockFilesOutput; GW-BASIC 3.23: OPEN FOR INPUT of a file open for output passes,
        // errgen `file_modes`). DOS knew a file by its name alone, so the same name in
        // another folder is the same file (pcbasic-suite FileNameExclusion).
        let same = |f: &&OpenFile| f.device == Device::Disk && same_file(&f.path, &path);
        let busy = device == Device::Disk
            && matches!(mode, Mode::Output | Mode::Append)
            && self.files.values().any(|f| same(&f));
        if busy {
            return Err(FILE_ALREADY_OPEN.into());
        }
        // The serial ports open last of all (`com.rs`): the port taken by another file is
        // 55, then its options (64), its record (5), then the waits for DSR and carrier
        // detect, which DOSBox's dummy port never ends (24) (GIOCOM.ASM `COMOPN`).
        let mut serial = None;
        if device == Device::Serial {
            let port = name
                .iter()
                .position(|&b| b == b':')
                .map_or(0, |c| u8::from(name[..c].eq_ignore_ascii_case(b"COM2")));
            if self
                .files
                .values()
                .any(|f| f.serial.is_some_and(|s| s.0 == port))
            {
                return Err(FILE_ALREADY_OPEN.into());
            }
            let colon = name.iter().position(|&b| b == b':').map_or(0, |c| c + 1);
            let o = super::com::com_options(&name[colon..]).map_err(|()| BAD_FILE_NAME)?;
            // A RANDOM record past 255, another mode's LEN past 265 as other devices' (real
            // GW-BASIC 3.23: INPUT, OUTPUT and APPEND with LEN=264 open, 266 are 5).
            let most = if mode == Mode::Random { 255 } else { 265 };
            if asked > most {
                return Err(ErrorKind::IllegalQuantity.into());
            }
            if o.dsr != 0 || o.cd != 0 {
                return Err(DEVICE_TIMEOUT.into());
            }
            // A RANDOM record is held to 128 as a disk file's, once the port has opened
            // (real GW-BASIC 3.23: `OPEN "COM1:,,,,DS0" AS #1 LEN=129` is 5, 128 passes;
            // `OPEN "R",2,"COM1:",255` waits for DSR first, 24).
            if mode == Mode::Random && asked > MAX_RECORD {
                return Err(ErrorKind::IllegalQuantity.into());
            }
            serial = Some((port, o.cts, o.ascii));
        }
        // APPEND with ACCESS WRITE alone opens the file to read it, and DOS then refuses
        // it (real GW-BASIC 3.23: 75 after every other check: 52, 55, 64 and 54 come
        // first); a file not there is made as by OUTPUT (`OPEN "Q" FOR APPEND ACCESS
        // WRITE` passes once, then is 75).
        if mode == Mode::Append && access == share::WRITE && path.is_file() {
            return Err(ACCESS_ERROR.into());
        }
        // Then DOS's sharing rules between this handle and the file's others, which only
        // SHARE enforces: without it every mode opens (real GW-BASIC 3.23 in DOSBox: the
        // same file opened twice with every pair of SHARED / LOCK READ / LOCK WRITE / LOCK
        // READ WRITE and no lock mode, in every file mode, fails only by GW's own 55).
        let wanted = match mode {
            Mode::Input => share::READ,
            Mode::Output => share::WRITE,
            _ if access != 0 => access,
            _ => share::READ | share::WRITE,
        };
        let others: Vec<share::Handle> = if device == Device::Disk && self.dos_share {
            self.files
                .values()
                .filter(same)
                .map(|f| share::Handle {
                    access: f.access,
                    share: f.share,
                })
                .collect()
        } else {
            Vec::new()
        };
        let fallback = mode == Mode::Random && access == 0;
        let access = share::grant(wanted, sharing, fallback, &others)?;
        // A file that another handle found empty and still holds is empty to this one too:
        // that handle's size reaches the directory only when it closes.
        let private = device == Device::Disk
            && self
                .files
                .values()
                .any(|f| same(&f) && f.own.is_some() && !f.closed);
        let mut content = Vec::new();
        let mut write_at = None;
        match mode {
            _ if device != Device::Disk => {}
            Mode::Input if private => {
                if !path.exists() {
                    return Err(FILE_NOT_FOUND.into());
                }
            }
            Mode::Input => {
                content = std::fs::read(&path).map_err(|_| FILE_NOT_FOUND)?;
            }
            Mode::Output => {
                std::fs::write(&path, b"").map_err(|_| ACCESS_ERROR)?;
            }
            Mode::Append => {
                // Appending writes over the file from the CTRL-Z of its last record on, and what lay
                // past the bytes written stays: DOS never cut the file (real GW-BASIC 3.23:
                // a CTRL-Z inside a WRITE # string is where APPEND goes on, and the file
                // keeps its length). Written in place, never rewritten whole.
                std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(&path)
                    .map_err(|_| ACCESS_ERROR)?;
                // Only the file's last 128 bytes are searched for the CTRL-Z (as `APPFIN`
                // reads one record, but 3.23 counts it back from the end, not from a
                // record boundary): an earlier one is data and APPEND goes on at the end
                // (real GW-BASIC 3.23: in a 201-byte file a CTRL-Z at 72 is passed over,
                // one at 73 is where the writing starts).
                let old = std::fs::read(&path).unwrap_or_default();
                let last = old.len().saturating_sub(128);
                write_at = old[last..]
                    .iter()
                    .position(|&b| b == CTRL_Z)
                    .map(|z| (last + z) as u64);
            }
            Mode::Random => {
                if !path.exists() {
                    std::fs::write(&path, b"").map_err(|_| ACCESS_ERROR)?;
                }
            }
        }
        let empty = device == Device::Disk
            && (private || std::fs::metadata(&path).is_ok_and(|m| m.len() == 0));
        // A RANDOM file on the disk (or NUL) clears its record's bytes in the FIELD buffer;
        // another mode leaves the buffer as it was (real GW-BASIC 3.23).
        let clear = (mode == Mode::Random).then_some(reclen);
        let (buffer, fields) = self.take_field_area(n, reclen.max(MAX_RECORD as usize), clear);
        let mut screen = Screen::new(Wrap::Never, false);
        screen.crlf = true;
        screen.console = device == Device::Console;
        self.files_opened |= 1u32.checked_shl(u32::from(n)).unwrap_or(0);
        // A disk file's OPEN sets its block's record size (128 for a sequential file); a
        // device's leaves the size the block last held, 0 in a block never used (real
        // GW-BASIC 3.23: `OPEN "R",3,"LPT1:"` after a closed `OPEN "R",3,"F",37` fields 37
        // bytes, after a sequential disk file 128, in a fresh block none).
        if matches!(device, Device::Disk | Device::Null) {
            self.record_sizes.insert(n, reclen);
        }
        let dos_handle = self.free_handle();
        // DOS's console read for input gives the keys typed (see `ConsoleKeys`).
        let keys = match (device, mode, dos_device_trunk(name).as_deref()) {
            (Device::Null, Mode::Input, Some(b"CON")) => self
                .keyboard
                .as_ref()
                .map(|k| ConsoleKeys::new(Some(Rc::clone(k)))),
            (Device::Null, Mode::Input, Some(b"NUL" | b"PRN" | b"LPT1")) => {
                Some(ConsoleKeys::new(None))
            }
            (Device::Null, Mode::Input, Some(b"AUX" | b"COM1" | b"COM2")) => {
                Some(ConsoleKeys::empty())
            }
            _ => None,
        };
        let fails_writes = device == Device::Null && dos_device_fails_writes(name);
        self.files.insert(
            n,
            OpenFile {
                mode,
                device,
                width: match device {
                    Device::Printer(p) => self.lprint.widths[p],
                    // `SCRN:` starts at the device's width (GIOSCN.ASM `SCNOPN`, WDTFLG).
                    Device::Screen => self.screen.text.as_ref().map_or(0, |t| t.scrn_width()),
                    _ => 0,
                },
                rpos: 0,
                stored: 0,
                path,
                content,
                pos: 0,
                reads: 0,
                filled: 0,
                last_read: 0,
                screen,
                written: 0,
                closed: false,
                reclen,
                buffer,
                fields,
                record: 0,
                past_end: false,
                met_ctrl_z: false,
                pointer: 0,
                reach: 0,
                write_at,
                access,
                share: sharing,
                locks: Vec::new(),
                own: empty.then(Vec::new),
                private,
                wrote: false,
                killed: None,
                printed: None,
                printer_random,
                dos_handle,
                keys,
                fails_writes,
                serial,
                typed: None,
                typed_out: false,
            },
        );
        // OPEN FOR INPUT reads the first sector (GIODSK.ASM `DSKOPN`).
        if let Some(f) = self
            .files
            .get_mut(&n)
            .filter(|f| f.mode == Mode::Input && f.keys.is_none())
        {
            f.read_sector();
        }
        // FIELD variables left on the number's buffer show its cleared bytes.
        if clear.is_some() {
            self.refresh_fields(n)?;
        }
        // The reference PC has one printer port: LPT2: and LPT3: are opened and then say
        // `Device unavailable`, the file staying open (real GW-BASIC 3.23 in DOSBox: `OPEN
        // "O",3,"LPT2:"` is 68, then `PRINT #3` passes and EOF(3) is 54).
        if matches!(device, Device::Printer(1 | 2)) {
            return Err(ErrorKind::Numbered(68).into());
        }
        Ok(())
    }

    /// `CLOSE` of the listed files, or of all.
    pub(in crate::exec) fn close(&mut self, files: &[Expr<P::Num>]) -> Result<(), BasicError> {
        if files.is_empty() {
            // The FIELD variables keep pointing into the buffers (see `field_area.rs`).
            let fails = self.files.values().any(OpenFile::close_fails);
            self.close_every(true);
            // The cassette's CLOSE fails (57) outside any line: its ERL is 65535, and the
            // cassette is free again (real GW-BASIC 3.23: OPEN of it then passes). So does
            // an output file on DOSBox's `AUX` (its CTRL-Z; `CLOSE` and `RESET` alike).
            if fails {
                self.lineless_error = true;
                return Err(DEVICE_IO_ERROR.into());
            }
            return Ok(());
        }
        for e in files {
            // Any byte is a number CLOSE can close: `CLOSE #0` and `CLOSE #16` pass,
            // only past 255 is error 5 (GW-BASIC 3.23, probed).
            let n = self.eval_index(e)?;
            let Ok(n) = u8::try_from(n) else {
                return Err(ErrorKind::IllegalQuantity.into());
            };
            if let Some(mut f) = self.files.remove(&n) {
                let fails = f.close_fails();
                f.close();
                self.remember_block(n, &f);
                self.keep_field_area(n, &mut f, true);
                // Its CLOSE fails (57), and the cassette is free again (real GW-BASIC
                // 3.23: OPEN of it then passes; a failed write leaves it taken). An output
                // file on DOSBox's `AUX` fails the same way, closed (its CTRL-Z).
                if fails {
                    return Err(DEVICE_IO_ERROR.into());
                }
            }
        }
        Ok(())
    }

    /// The open files, taken out of the machine (they stay open), for `LOAD "name",R`.
    pub fn take_files(&mut self) -> OpenFiles {
        OpenFiles(std::mem::take(&mut self.files))
    }

    /// Puts back files [`Self::take_files`] took.
    pub fn put_files(&mut self, files: OpenFiles) {
        self.files.extend(files.0);
    }

    /// Closes every file (END, RUN, NEW, CLEAR, SYSTEM): the variables go, so no FIELD
    /// view is kept.
    pub fn close_all(&mut self) {
        self.close_every(false);
    }

    /// Whether a file is open whose CLOSE fails: the cassette's (see [`Device::Cassette`]),
    /// an output file on DOSBox's `AUX` ([`OpenFile::close_fails`]; real GW-BASIC 3.23:
    /// END after `OPEN "O",1,"AUX"` is 57 in END's line, trapped).
    pub(in crate::exec) fn cassette_open(&self) -> bool {
        self.files.values().any(OpenFile::close_fails)
    }

    /// Closes every file as a statement that ends the program does (CLSALL: END, SYSTEM,
    /// RUN, NEW, CLEAR): the cassette's CLOSE fails with `Device I/O Error` (57) in the
    /// statement's line, the other files closed too (real GW-BASIC 3.23: `OPEN "O",1,
    /// "CAS1:"` then `END` in line 40 is 57 in 40, trapped; RUN, NEW and CLEAR have turned
    /// the trap off first, so theirs stops the run).
    pub(in crate::exec) fn close_all_checked(&mut self) -> Result<(), BasicError> {
        let cassette = self.cassette_open();
        self.close_all();
        if cassette {
            return Err(DEVICE_IO_ERROR.into());
        }
        Ok(())
    }

    /// Closes every file, keeping the FIELD views when `views`.
    fn close_every(&mut self, views: bool) {
        if let Some(bus) = &mut self.bus {
            bus.forget_files();
        }
        for (n, mut f) in std::mem::take(&mut self.files) {
            f.close();
            self.remember_block(n, &f);
            self.keep_field_area(n, &mut f, views);
        }
        if !views {
            for a in self.closed_fields.values_mut() {
                a.fields.clear();
            }
        }
    }

    /// Whether a file of this path is open (`File already open` for KILL and SAVE).
    pub(in crate::exec) fn file_is_open(&self, path: &std::path::Path) -> bool {
        // DOS names: the same file whatever the case or the folder prefix it was named with.
        let key = |p: &std::path::Path| {
            p.file_name()
                .map(|n| n.to_string_lossy().to_ascii_uppercase())
        };
        self.files.values().any(|f| key(&f.path) == key(path))
    }

    /// Whether a disk file open (a KILL pattern's victim too with `killed`) has the DOS name
    /// of `name`'s last part, whatever folder either was named in: GW-BASIC compares the
    /// names its files were opened with, not DOS's files (real GW-BASIC 3.23: with T.TXT
    /// open, `NAME "Q\T.TXT" AS "Z"` of no folder Q and `SAVE "T.TXT."` are 55).
    pub(in crate::exec) fn open_by_name_part(&self, name: &[u8], killed: bool) -> bool {
        let part = name
            .rsplit(|&b| b == b'\\' || b == b':')
            .next()
            .unwrap_or(name);
        // NAMSCN's name has no dot when the extension is empty (`T.TXT.` is T.TXT).
        let end = part.iter().rposition(|&c| c != b'.').map_or(0, |i| i + 1);
        let part = if end > 0 { &part[..end] } else { part };
        let Ok(dos) = dos_name(part) else {
            return false;
        };
        let dos = String::from_utf8_lossy(&dos).to_ascii_uppercase();
        self.files.values().any(|f| {
            f.device == Device::Disk
                && (killed || f.killed.is_none())
                && f.path
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().to_ascii_uppercase() == dos)
        })
    }

    /// `KILL name`.
    pub(in crate::exec) fn kill(&mut self, name: &Expr<P::Num>) -> Result<(), BasicError> {
        let name = self.eval(name)?.string()?;
        // A DOS device named without its colon is there to delete: DOS says nothing (real
        // GW-BASIC 3.23: `KILL "CON"` passes).
        match device_of(&name) {
            Ok(Device::Null) => return Ok(()),
            Ok(Device::Cassette) => return Err(DEVICE_UNAVAILABLE.into()),
            _ => {}
        }
        let path = self.dos_file(&name, NameUse::Kill)?;
        if let Some(found) = self.kill_matches(&path) {
            for path in found? {
                let size = std::fs::metadata(&path).map_or(0, |m| m.len());
                std::fs::remove_file(&path).map_err(|_| FILE_NOT_FOUND)?;
                for f in self.files.values_mut() {
                    if f.device == Device::Disk && same_file(&f.path, &path) {
                        f.killed = Some(size);
                    }
                }
            }
            return Ok(());
        }
        // The file is looked for before the open files (real GW-BASIC 3.23: with T.TXT
        // open, `KILL "E\T.TXT"` of no such file is 53, of E\W.TXT with W.TXT open 55);
        // an open file a KILL pattern already deleted is not there to find (`KILL "A*.*"`
        // with A.DAT open, then `KILL "A.DAT"` is 53, not 55).
        if !path.is_file() {
            return Err(FILE_NOT_FOUND.into());
        }
        let open_here = self.files.values().any(|f| {
            f.killed.is_none()
                && f.path
                    .file_name()
                    .map(|n| n.to_string_lossy().to_ascii_uppercase())
                    == path
                        .file_name()
                        .map(|n| n.to_string_lossy().to_ascii_uppercase())
        });
        if open_here {
            return Err(FILE_ALREADY_OPEN.into());
        }
        std::fs::remove_file(&path).map_err(|_| FILE_NOT_FOUND)?;
        Ok(())
    }
}
