//! The eight IOCBs and the devices behind them (Reference Manual chapter 5 "Input/Output";
//! De Re Atari and Mapping the Atari on CIO): E: the screen editor (the console), K: the
//! keyboard (the next typed byte), S: the screen (kept, not shown here), P: the printer (a
//! file or the console), D:/D1:-D8: a host folder (8.3 names in capitals, ATASCII text as
//! written) or a DOS 2 disk image (`disk.rs`), C: the cassette (a host file). Failures are
//! Atari's I/O error numbers.

use std::path::PathBuf;

use crate::bcd::Bcd;
use crate::tokens::op;

use super::disk::{self, atascii_lines};
use super::vars::Target;
use super::{Fault, Flow, Machine, Step, Stop, Val, EOL};

use ferrite_console::Console;

/// What an IOCB is open to.
#[derive(Clone, Debug, Default)]
pub enum Device {
    /// Closed.
    #[default]
    Closed,
    /// E: the screen editor.
    Editor,
    /// K: the keyboard.
    Keyboard,
    /// S: the screen (output kept nowhere visible).
    Screen,
    /// P: the printer.
    Printer,
    /// A host file (D: or C:), held in memory while open and written back on CLOSE.
    File {
        /// The host path.
        path: PathBuf,
        /// The file's bytes.
        data: Vec<u8>,
        /// The read/write position.
        pos: usize,
        /// Whether the file is written back on CLOSE.
        write: bool,
        /// Whether reading is allowed.
        read: bool,
        /// The file on the attached disk image, when it is there rather than on the host.
        on_image: Option<OnImage>,
    },
}

/// A file open on the attached disk image.
#[derive(Clone, Debug, Default)]
pub struct OnImage {
    /// Its name on the disk (`NAME.EXT`).
    pub name: String,
    /// The sectors it was read from and the bytes each held (empty for a new file), for
    /// NOTE and POINT.
    pub chain: Vec<(u16, usize)>,
}

/// The eight IOCBs.
#[derive(Clone, Debug)]
pub struct Iocbs {
    /// One device per IOCB; #0 is E:.
    pub slots: [Device; 8],
}

impl Default for Iocbs {
    fn default() -> Self {
        let mut slots: [Device; 8] = Default::default();
        slots[0] = Device::Editor;
        Iocbs { slots }
    }
}

/// An Atari file specification split into device letter, drive and 8.3 name.
fn parse_spec(spec: &[u8]) -> Result<(u8, String), Fault> {
    let spec: Vec<u8> = spec
        .iter()
        .copied()
        .take_while(|&b| b != EOL && b != 0)
        .collect();
    let dev = spec
        .first()
        .copied()
        .ok_or(Fault::NO_DEVICE)?
        .to_ascii_uppercase();
    let colon = spec.iter().position(|&b| b == b':');
    let name = match colon {
        Some(c) if c <= 2 => &spec[c + 1..],
        _ => return Err(Fault::NO_DEVICE),
    };
    let name: String = name
        .iter()
        .map(|&b| (b as char).to_ascii_uppercase())
        .collect();
    Ok((dev, name))
}

/// The drive number of a `Dn:` spec (1 for `D:`).
fn drive_of(spec: &[u8]) -> u8 {
    match spec {
        [_, d @ b'1'..=b'9', b':', ..] => d - b'0',
        _ => 1,
    }
}

/// A read-only file holding bytes made up at OPEN (a directory listing).
fn listing_device(text: &str) -> Device {
    Device::File {
        path: PathBuf::new(),
        data: atascii_lines(text),
        pos: 0,
        write: false,
        read: true,
        on_image: None,
    }
}

/// Whether DOS would find the file locked (the host file is read-only).
fn locked(path: &std::path::Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.permissions().readonly())
}

/// Checks an 8.3 file name (letters and digits, the first a letter).
fn valid_name(name: &str) -> bool {
    let (base, ext) = name.split_once('.').unwrap_or((name, ""));
    let ok = |s: &str, max: usize| {
        s.len() <= max
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '*' || c == '?')
    };
    !base.is_empty()
        && base.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && ok(base, 8)
        && ok(ext, 3)
}

impl Machine {
    /// The host path of a D: or C: file.
    fn host_path(&self, dev: u8, name: &str) -> Result<PathBuf, Fault> {
        if dev == b'H' {
            let folder = self.disk_dir.clone().unwrap_or_else(|| PathBuf::from("."));
            return valid_name(name)
                .then(|| folder.join(name))
                .ok_or(Fault::FILE_NAME);
        }
        if dev == b'C' {
            let folder = self.disk_dir.clone().unwrap_or_else(|| PathBuf::from("."));
            return Ok(folder.join("CASSETTE.CAS"));
        }
        let Some(folder) = &self.disk_dir else {
            return Err(Fault::NO_DEVICE);
        };
        if !valid_name(name) {
            return Err(Fault::FILE_NAME);
        }
        Ok(folder.join(name))
    }

    /// Whether a spec's D: drive is the attached image (drive 1); another drive number with
    /// an image attached has no drive behind it (ERROR- 138, the SIO timeout).
    fn on_image(&self, dev: u8, spec: &[u8]) -> Result<bool, Fault> {
        if dev != b'D' || self.disk_image.is_none() {
            return Ok(false);
        }
        if drive_of(spec) != 1 {
            return Err(Fault(138));
        }
        Ok(true)
    }

    /// OPEN on the attached image: the directory (aux1 6), a file read whole (4, 12, and
    /// 9 which appends to it), or a new file held until CLOSE (8). Writing a locked file is
    /// ERROR- 167, a name with wildcards ERROR- 165.
    fn open_on_image(&mut self, aux1: u8, name: &str) -> Result<Device, Fault> {
        let Some(d) = &self.disk_image else {
            return Err(Fault::NO_DEVICE);
        };
        if aux1 == 6 {
            let text = d
                .atr
                .directory_matching(disk::pattern(name))
                .map_err(|e| disk::fault(&e))?;
            return Ok(listing_device(&text));
        }
        let read = aux1 & 4 != 0;
        let write = aux1 & 8 != 0;
        if write {
            ferrite_images::atr::dos2::split_name(name, false).map_err(|e| disk::fault(&e))?;
        }
        let (data, chain, full) = match d.atr.find(name) {
            Ok(entry) => {
                if write && entry.locked() {
                    return Err(Fault::FILE_LOCKED);
                }
                if read || aux1 == 9 {
                    let data = d.atr.read_entry(&entry).map_err(|e| disk::fault(&e))?;
                    let chain = d.atr.chain(&entry).map_err(|e| disk::fault(&e))?;
                    (data, chain, entry.file_name())
                } else {
                    (Vec::new(), Vec::new(), entry.file_name())
                }
            }
            Err(ferrite_images::ImageError::NotFound(_)) if !read => {
                (Vec::new(), Vec::new(), name.to_string())
            }
            Err(e) => return Err(disk::fault(&e)),
        };
        let pos = if aux1 == 9 { data.len() } else { 0 };
        Ok(Device::File {
            path: PathBuf::new(),
            data,
            pos,
            write,
            read,
            on_image: Some(OnImage { name: full, chain }),
        })
    }

    /// Opens IOCB `n` on a device as CIO's OPEN does (aux1: 4 read, 8 write, 9 append,
    /// 12 update, 6 directory).
    pub(super) fn open_iocb(&mut self, n: u8, aux1: u8, spec: &[u8]) -> Result<(), Fault> {
        let slot = usize::from(n);
        if !matches!(self.iocbs.slots[slot], Device::Closed) {
            return Err(Fault::ALREADY_OPEN);
        }
        let (dev, name) = parse_spec(spec)?;
        let device = match dev {
            b'E' => {
                // Opening E: opens the text screen anew: cleared, default colours, the
                // cursor shown (transcripts/atari/README.md, oracle note 6).
                ferrite_screen::atari::open_text_screen(&mut self.mem);
                Device::Editor
            }
            b'K' => Device::Keyboard,
            b'S' => Device::Screen,
            b'P' if self.no_printer => return Err(Fault(138)),
            b'P' => Device::Printer,
            b'D' if self.on_image(dev, spec)? => self.open_on_image(aux1, &name)?,
            b'D' if aux1 == 6 => {
                let Some(folder) = &self.disk_dir else {
                    return Err(Fault::NO_DEVICE);
                };
                listing_device(&disk::folder_listing(folder, disk::pattern(&name))?)
            }
            // H: is the oracle's host folder; here it is D:'s folder.
            b'D' | b'C' | b'H' => {
                let path = self.host_path(dev, &name)?;
                let read = aux1 & 4 != 0;
                let write = aux1 & 8 != 0;
                if write && dev == b'D' && locked(&path) {
                    // DOS 2: a locked file cannot be opened for writing.
                    return Err(Fault::FILE_LOCKED);
                }
                let data = if read || aux1 == 9 {
                    match std::fs::read(&path) {
                        Ok(d) => d,
                        Err(_) if !read => Vec::new(),
                        Err(_) => return Err(Fault::FILE_NOT_FOUND),
                    }
                } else {
                    Vec::new()
                };
                let pos = if aux1 == 9 { data.len() } else { 0 };
                Device::File {
                    path,
                    data,
                    pos,
                    write,
                    read,
                    on_image: None,
                }
            }
            _ => return Err(Fault::NO_DEVICE),
        };
        self.iocbs.slots[slot] = device;
        Ok(())
    }

    /// Closes IOCB `n`, writing a file back (atomically: a temporary file renamed).
    pub(super) fn close_iocb(&mut self, n: u8) -> Option<Fault> {
        let slot = usize::from(n & 7);
        let old = std::mem::take(&mut self.iocbs.slots[slot]);
        if slot == 0 {
            self.iocbs.slots[0] = Device::Editor;
        }
        if let Device::File {
            path,
            data,
            write,
            on_image,
            ..
        } = old
        {
            if let (true, Some(file)) = (write, on_image) {
                let disk = self.disk_image.as_mut()?;
                return disk.change(|atr| atr.replace(&file.name, &data)).err();
            }
            if write && ferrite_images::save_atomically(&path, &data).is_err() {
                return Some(Fault::FILE_LOCKED);
            }
        }
        None
    }

    /// Closes IOCBs 1-7 (RUN starts with them closed).
    pub fn close_all_files(&mut self) {
        self.close_all();
    }

    /// Closes IOCBs 1-7 (END, RUN).
    pub(super) fn close_all(&mut self) {
        for n in 1..8 {
            self.close_iocb(n);
        }
    }

    /// Opens IOCB 7 on P:.
    pub(super) fn open_printer(&mut self) -> Result<(), Stop> {
        self.close_iocb(7);
        self.open_iocb(7, 8, b"P:")?;
        Ok(())
    }

    /// Opens IOCB 7 for LIST to a device.
    pub(super) fn open_for_list(&mut self, spec: &[u8]) -> Result<u8, Stop> {
        self.close_iocb(7);
        self.open_iocb(7, 8, spec)?;
        Ok(7)
    }

    /// Writes bytes to an IOCB, counting BASIC's PRINT column.
    pub(super) fn put_bytes(
        &mut self,
        n: u8,
        bytes: &[u8],
        con: &mut dyn Console,
    ) -> Result<(), Stop> {
        for &b in bytes {
            if b == EOL {
                self.cox = 0;
            } else {
                self.cox += 1;
            }
        }
        let printer = self.printer.clone();
        match &mut self.iocbs.slots[usize::from(n & 7)] {
            Device::Closed => Err(Fault::NOT_OPEN.into()),
            Device::Editor => Ok(self.editor_output(bytes, con)?),
            Device::Keyboard => Err(Fault::READ_ONLY.into()),
            Device::Screen => Ok(self.screen_output(bytes)?),
            Device::Printer => {
                let text: Vec<u8> = bytes
                    .iter()
                    .map(|&b| if b == EOL { b'\n' } else { b })
                    .collect();
                match printer {
                    Some(path) => {
                        use std::io::Write;
                        let mut f = std::fs::OpenOptions::new()
                            .create(true)
                            .append(true)
                            .open(path)
                            .map_err(|_| Fault(138))?;
                        f.write_all(&text).map_err(|_| Fault(138))?;
                    }
                    None => con.write(&text),
                }
                Ok(())
            }
            Device::File {
                data, pos, write, ..
            } => {
                if !*write {
                    return Err(Fault::READ_ONLY.into());
                }
                for &b in bytes {
                    if *pos < data.len() {
                        data[*pos] = b;
                    } else {
                        data.push(b);
                    }
                    *pos += 1;
                }
                Ok(())
            }
        }
    }

    /// PEEK(764), CH: the keycode of the next typed key, or 255 when none. With typed input
    /// from a pipe the next unread byte is the key; when a program polls CH and no input is
    /// left it can never get a key, and the run ends as INPUT's would (InputExhausted).
    pub(super) fn peek_keyboard(&mut self, con: &mut dyn Console) -> Result<u8, Stop> {
        let ch = self.mem.peek(crate::memory::CH);
        if ch != 0xFF || self.host.has_more() {
            // A host that may still press a key is waited for, not the typed lines.
            return Ok(ch);
        }
        if self.pending.is_empty() {
            let line = con.read_line().ok_or(Stop::InputExhausted)?;
            self.pending.extend(line);
            self.pending.push_back(EOL);
        }
        Ok(self
            .pending
            .front()
            .map_or(0xFF, |&b| super::keycodes::keycode(b)))
    }

    /// Next typed byte from the console (a line at a time, each ending with EOL). For E:
    /// the screen is dumped (when asked) as the OS starts waiting for the line's first key.
    fn typed_byte(&mut self, con: &mut dyn Console, editor: bool) -> Result<u8, Stop> {
        if self.pending.is_empty() {
            self.flush_events(con);
            self.host.show(&self.mem);
            let line = con.read_line().ok_or(Stop::InputExhausted)?;
            if editor {
                self.dump_screen("wait");
            }
            self.pending.extend(line);
            self.pending.push_back(EOL);
        }
        Ok(self.pending.pop_front().unwrap_or(EOL))
    }

    /// One key for K:: the host's (a key script's `KEY:c`, a terminal's key) when it has
    /// one to give, else the next typed byte.
    fn key_byte(&mut self, con: &mut dyn Console) -> Result<u8, Stop> {
        if self.pending.is_empty() {
            if let Some(k) = self.wait_key(con.break_flag().as_ref())? {
                return Ok(k);
            }
        }
        self.typed_byte(con, false)
    }

    /// A record (up to EOL, without it) from an IOCB; EOF is ERROR- 136.
    pub(super) fn get_record(&mut self, n: u8, con: &mut dyn Console) -> Result<Vec<u8>, Stop> {
        match &mut self.iocbs.slots[usize::from(n & 7)] {
            Device::Editor | Device::Keyboard => {
                let editor = matches!(self.iocbs.slots[usize::from(n & 7)], Device::Editor);
                let mut line = Vec::new();
                loop {
                    let b = if editor {
                        self.typed_byte(con, true)?
                    } else {
                        self.key_byte(con)?
                    };
                    if b == EOL {
                        break;
                    }
                    line.push(b);
                }
                if editor {
                    // The screen editor echoes the keys on the screen as they are typed.
                    self.draw_e(&line);
                    self.draw_e(&[EOL]);
                }
                // The screen editor shows what is typed; a recording made with the typed
                // text echoed has it, and RETURN's line end (transcripts/atari/README.md,
                // `--echo`). Without echo the E: stream has neither (`screen/input_short`).
                if editor && con.echoes_input() {
                    con.write(&line);
                    con.write(b"\n");
                    self.cox = 0;
                }
                Ok(line)
            }
            Device::File {
                data, pos, read, ..
            } => {
                if !*read {
                    return Err(Fault::WRITE_ONLY.into());
                }
                if *pos >= data.len() {
                    return Err(Fault::EOF.into());
                }
                let rest = &data[*pos..];
                let end = rest
                    .iter()
                    .position(|&b| b == EOL || b == b'\n')
                    .unwrap_or(rest.len());
                let line = rest[..end].to_vec();
                *pos += (end + 1).min(rest.len());
                Ok(line)
            }
            Device::Closed => Err(Fault::NOT_OPEN.into()),
            _ => Err(Fault::WRITE_ONLY.into()),
        }
    }

    /// One byte from an IOCB.
    fn get_byte(&mut self, n: u8, con: &mut dyn Console) -> Result<u8, Stop> {
        match &mut self.iocbs.slots[usize::from(n & 7)] {
            Device::Editor => self.typed_byte(con, true),
            Device::Keyboard => self.key_byte(con),
            Device::File {
                data, pos, read, ..
            } => {
                if !*read {
                    return Err(Fault::WRITE_ONLY.into());
                }
                let b = *data.get(*pos).ok_or(Fault::EOF)?;
                *pos += 1;
                Ok(b)
            }
            Device::Closed => Err(Fault::NOT_OPEN.into()),
            _ => Err(Fault::WRITE_ONLY.into()),
        }
    }

    /// The `#n,aux1,aux2,"spec"` that OPEN and XIO share (aux2 is read and not used).
    fn iocb_arguments(&mut self, con: &mut dyn Console) -> Result<(u8, u16, Vec<u8>), Stop> {
        self.eat(op::HASH);
        let n = self.iocb_number(con)?;
        self.skip_comma();
        let aux1 = self.int_expr(con)?;
        self.skip_comma();
        let _aux2 = self.int_expr(con)?;
        self.skip_comma();
        let (addr, len) = self.str_expr(con)?;
        Ok((n, aux1, self.mem.slice(addr, len as usize).to_vec()))
    }

    /// OPEN #n,aux1,aux2,"dev:name".
    pub(super) fn open(&mut self, con: &mut dyn Console) -> Step {
        let (n, aux1, spec) = self.iocb_arguments(con)?;
        if n == 0 {
            return Err(Fault::ALREADY_OPEN.into());
        }
        self.open_iocb(n, aux1 as u8, &spec)?;
        Ok(Flow::Next)
    }

    /// CLOSE #n.
    pub(super) fn close(&mut self, con: &mut dyn Console) -> Step {
        self.eat(op::HASH);
        let n = self.iocb_number(con)?;
        if n != 0 {
            if let Some(f) = self.close_iocb(n) {
                return Err(f.into());
            }
        }
        Ok(Flow::Next)
    }

    /// GET #n,var: one byte as a number.
    pub(super) fn get(&mut self, con: &mut dyn Console) -> Step {
        self.eat(op::HASH);
        let n = self.iocb_number(con)?;
        self.skip_comma();
        let target = self.target(con)?;
        let b = self.get_byte(n, con)?;
        self.assign(target, Val::Num(Bcd::from_u16(u16::from(b))))?;
        Ok(Flow::Next)
    }

    /// PUT #n,byte.
    pub(super) fn put(&mut self, con: &mut dyn Console) -> Step {
        self.eat(op::HASH);
        let n = self.iocb_number(con)?;
        self.skip_comma();
        let v = self.int_expr(con)?;
        self.put_bytes(n, &[v as u8], con)?;
        Ok(Flow::Next)
    }

    /// STATUS #n,var: 1 for an open IOCB, 130-ish codes otherwise.
    pub(super) fn status(&mut self, con: &mut dyn Console) -> Step {
        self.eat(op::HASH);
        let n = self.iocb_number(con)?;
        self.skip_comma();
        let target = self.target(con)?;
        let code = match self.iocbs.slots[usize::from(n)] {
            Device::Closed => 133,
            _ => 1,
        };
        self.assign(target, Val::Num(Bcd::from_u16(code)))?;
        Ok(Flow::Next)
    }

    /// NOTE #n,sector,byte and POINT #n,sector,byte: the position as DOS 2's sector and
    /// byte (125 data bytes a sector).
    pub(super) fn note_point(&mut self, t: u8, con: &mut dyn Console) -> Step {
        self.eat(op::HASH);
        let n = self.iocb_number(con)?;
        self.skip_comma();
        let is_note = t == crate::tokens::stmt::NOTE;
        if is_note {
            let sector_t = self.target(con)?;
            self.skip_comma();
            let byte_t = self.target(con)?;
            let (sector, byte) = match &self.iocbs.slots[usize::from(n)] {
                Device::File {
                    on_image: Some(file),
                    pos,
                    write: false,
                    ..
                } if !file.chain.is_empty() => {
                    let (s, b) = disk::note(&file.chain, *pos);
                    (s, b as u16)
                }
                Device::File { pos, .. } => ((pos / 125) as u16, (pos % 125) as u16),
                Device::Closed => return Err(Fault::NOT_OPEN.into()),
                _ => return Err(Fault::NOT_IMPLEMENTED.into()),
            };
            self.assign(sector_t, Val::Num(Bcd::from_u16(sector)))?;
            self.assign(byte_t, Val::Num(Bcd::from_u16(byte)))?;
        } else {
            let sector = self.int_expr(con)?;
            self.skip_comma();
            let byte = self.int_expr(con)?;
            match &mut self.iocbs.slots[usize::from(n)] {
                Device::File {
                    on_image: Some(file),
                    pos,
                    write: false,
                    ..
                } if !file.chain.is_empty() => {
                    *pos = disk::point(&file.chain, sector, usize::from(byte))?;
                }
                Device::File { pos, data, .. } => {
                    let p = usize::from(sector) * 125 + usize::from(byte);
                    if p > data.len() {
                        return Err(Fault(166).into());
                    }
                    *pos = p;
                }
                Device::Closed => return Err(Fault::NOT_OPEN.into()),
                _ => return Err(Fault::NOT_IMPLEMENTED.into()),
            }
        }
        Ok(Flow::Next)
    }

    /// XIO cmd,#n,aux1,aux2,"spec": OPEN (3), CLOSE (12), the DOS commands rename (32),
    /// delete (33), lock/unlock (35/36; a locked file gives ERROR- 167 when it is opened
    /// for writing, renamed or deleted), and the screen's DRAWTO and FILL (17/18) and
    /// FORMAT (254, which leaves the host folder alone).
    pub(super) fn xio(&mut self, con: &mut dyn Console) -> Step {
        let cmd = self.int_expr(con)?;
        self.skip_comma();
        let (n, aux1, spec) = self.iocb_arguments(con)?;
        let (dev, _) = parse_spec(&spec)?;
        if matches!(cmd, 32 | 33 | 35 | 36 | 254) && self.on_image(dev, &spec)? {
            self.xio_on_image(cmd, &spec)?;
            return Ok(Flow::Next);
        }
        match cmd {
            3 => self.open_iocb(n, aux1 as u8, &spec)?,
            12 => {
                self.close_iocb(n);
            }
            32 => {
                let (dev, names) = parse_spec(&spec)?;
                let (from, to) = names.split_once(',').ok_or(Fault::FILE_NAME)?;
                let from = self.host_path(dev, from)?;
                let to = self.host_path(dev, to)?;
                if locked(&from) {
                    return Err(Fault::FILE_LOCKED.into());
                }
                std::fs::rename(from, to).map_err(|_| Fault::FILE_NOT_FOUND)?;
            }
            33 => {
                let (dev, name) = parse_spec(&spec)?;
                let path = self.host_path(dev, &name)?;
                if locked(&path) {
                    return Err(Fault::FILE_LOCKED.into());
                }
                std::fs::remove_file(path).map_err(|_| Fault::FILE_NOT_FOUND)?;
            }
            35 | 36 => {
                // LOCK and UNLOCK: DOS 2 marks the directory entry; here the host file's
                // read-only permission is the mark.
                let (dev, name) = parse_spec(&spec)?;
                let path = self.host_path(dev, &name)?;
                let mut perms = std::fs::metadata(&path)
                    .map_err(|_| Fault::FILE_NOT_FOUND)?
                    .permissions();
                #[allow(clippy::permissions_set_readonly_false)]
                perms.set_readonly(cmd == 35);
                std::fs::set_permissions(&path, perms).map_err(|_| Fault::FILE_LOCKED)?;
            }
            18 => {
                // FILL: from the last point to the cursor POSITION set, with COLOR's value
                // for the line and FILDAT's for the area (Reference Manual, XIO 18).
                if matches!(self.iocbs.slots[usize::from(n)], Device::Screen) {
                    self.fill()?;
                }
            }
            17 | 254 => {}
            _ => return Err(Fault::INVALID_COMMAND.into()),
        }
        Ok(Flow::Next)
    }

    /// The DOS commands of XIO on the attached image: rename (32), delete (33), lock and
    /// unlock (35/36) on every match of a pattern, and FORMAT (254), which empties the disk.
    fn xio_on_image(&mut self, cmd: u16, spec: &[u8]) -> Result<(), Fault> {
        let (_, names) = parse_spec(spec)?;
        let Some(d) = self.disk_image.as_mut() else {
            return Err(Fault::NO_DEVICE);
        };
        match cmd {
            32 => {
                let (from, to) = names.split_once(',').ok_or(Fault::FILE_NAME)?;
                d.change(|atr| atr.rename(from, to))?;
            }
            33 => {
                d.change(|atr| atr.delete(&names))?;
            }
            35 | 36 => {
                d.change(|atr| atr.set_locked(&names, cmd == 35))?;
            }
            _ => {
                d.change(|atr| {
                    *atr = ferrite_images::atr::Atr::format(atr.density());
                    Ok(())
                })?;
            }
        }
        Ok(())
    }

    /// XIO 18, FILL: from the last point to the cursor POSITION set, with COLOR's value for
    /// the line and FILDAT's (765) for the area (Reference Manual, XIO 18).
    fn fill(&mut self) -> Result<(), Fault> {
        let (x, y) = (
            self.mem.word(crate::memory::COLCRS),
            self.mem.peek(crate::memory::ROWCRS),
        );
        // BASIC's COLOR value (Source Book: COLOR, $C8).
        let colour = self.mem.peek(0xC8);
        ferrite_screen::atari::fill(&mut self.mem, colour, x, y).map_err(|e| Fault(e.status()))
    }

    /// The bytes of a D: or C: file (RUN "D:..", ENTER).
    pub(super) fn read_text_file(&mut self, spec: &[u8]) -> Result<Vec<u8>, Stop> {
        let (dev, name) = parse_spec(spec)?;
        if self.on_image(dev, spec)? {
            let d = self.disk_image.as_ref().ok_or(Fault::NO_DEVICE)?;
            return Ok(d.atr.read(&name).map_err(|e| disk::fault(&e))?.1);
        }
        match dev {
            b'D' | b'C' => {
                let path = self.host_path(dev, &name)?;
                Ok(std::fs::read(path).map_err(|_| Fault::FILE_NOT_FOUND)?)
            }
            _ => Err(Fault::NO_DEVICE.into()),
        }
    }

    /// Writes a whole D: or C: file (SAVE, CSAVE), atomically.
    pub(super) fn write_file(&mut self, spec: &[u8], bytes: &[u8]) -> Result<(), Stop> {
        self.close_iocb(7);
        self.open_iocb(7, 8, spec)?;
        if let Device::File { data, .. } = &mut self.iocbs.slots[7] {
            data.extend_from_slice(bytes);
        }
        match self.close_iocb(7) {
            Some(f) => Err(f.into()),
            None => Ok(()),
        }
    }

    /// The bytes of a file RUN "D:NAME" loads.
    pub(super) fn load_file(&mut self, spec: &[u8]) -> Result<Vec<u8>, Stop> {
        self.read_text_file(spec)
    }

    /// An assignment target, for INPUT's callers.
    pub(super) fn input_target(&mut self, con: &mut dyn Console) -> Result<(Target, bool), Stop> {
        let t = self.peek_tok();
        let is_string = t >= 0x80 && self.is_string_var(t);
        Ok((self.target(con)?, is_string))
    }
}
