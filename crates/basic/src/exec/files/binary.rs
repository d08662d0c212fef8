//! BSAVE and BLOAD: bytes of memory to a file and back (GIO86.ASM `BSAVE`, `BLOAD`,
//! `BPARMS`).
//!
//! A BSAVE file is `0xFD`, DEF SEG's segment, the offset and the length (each two bytes,
//! low first), then the bytes; CLOSE adds its CTRL-Z. BLOAD puts the bytes back at the
//! file's segment and offset, or at DEF SEG's segment and the offset it is given, and stops
//! quietly where the file ends (its CTRL-Z loads as a byte). Memory is what PEEK and POKE
//! reach ([`Machine::peek_byte`], [`Machine::poke_byte`]): the text page at &HB800, the BIOS
//! data area, BASIC's data segment.
//!
//! Sources: GIO86.ASM (`BPARMS` reads the name with `NAMSCN`, adds `.BAS` with `NAMBAS`,
//! then `ADRGET` each value; `BSAVE` wants both, `BLOAD` one at most; file 0 is opened with
//! `NULOPM`); the real GW-BASIC 3.23 (gw-real): `BSAVE "A"` and `BLOAD "A",0,1` are 2,
//! `BSAVE "A",70000,2` 6, `BLOAD "T.TXT"` of a text file 54, of a file not there 53, of
//! SCRN:, NUL or LPT1: 54, of CAS1: 57, a header cut short 22 (its `INP16` at the end).

use super::*;
use crate::parse::ast::BinaryArgs;

/// The first byte of a BSAVE file (GIO86.ASM `BSVFID`).
const BSAVE_ID: u8 = 0xFD;

/// `Missing operand`: what a BSAVE header cut short raises on the machine.
const MISSING_OPERAND: ErrorKind = ErrorKind::Numbered(22);

impl<P: Profile> Machine<P> {
    /// BPARMS: the name (`NAMSCN`), then each address, then the error of the text after
    /// them; `.BAS` is added to a disk name without an extension when the file opens.
    fn binary_args(
        &mut self,
        args: &BinaryArgs<P::Num>,
    ) -> Result<(Vec<u8>, Vec<u16>), BasicError> {
        let name = self.file0_name(&args.name)?;
        let mut values = Vec::with_capacity(2);
        for v in &args.values {
            values.push(self.eval_address(v)?);
        }
        if let Some(kind) = args.after {
            return Err(kind.into());
        }
        Ok((name, values))
    }

    /// `BSAVE name, offset, length`.
    pub(in crate::exec) fn bsave(&mut self, args: &BinaryArgs<P::Num>) -> Result<(), BasicError> {
        let (name, values) = self.binary_args(args)?;
        let &[offset, length] = values.as_slice() else {
            return Err(ErrorKind::Syntax.into());
        };
        let mut bytes = Vec::with_capacity(7 + usize::from(length));
        bytes.push(BSAVE_ID);
        for word in [self.screen.segment, offset, length] {
            bytes.extend_from_slice(&word.to_le_bytes());
        }
        for i in 0..length {
            bytes.push(self.peek_byte(offset.wrapping_add(i)));
        }
        self.file0_output(name, &bytes, false)
    }

    /// `BLOAD name[, offset]`.
    pub(in crate::exec) fn bload(&mut self, args: &BinaryArgs<P::Num>) -> Result<(), BasicError> {
        let (name, values) = self.binary_args(args)?;
        if values.len() > 1 {
            return Err(ErrorKind::Syntax.into());
        }
        let file = self.file0_input(name)?;
        if file.first() != Some(&BSAVE_ID) {
            return Err(BAD_FILE_MODE.into());
        }
        let word = |at: usize| -> Result<u16, BasicError> {
            match file.get(at..at + 2) {
                Some(&[lo, hi]) => Ok(u16::from_le_bytes([lo, hi])),
                _ => Err(MISSING_OPERAND.into()),
            }
        };
        let (segment, mut offset, length) = (word(1)?, word(3)?, word(5)?);
        // Given an offset, the bytes go to DEF SEG's segment there; else where they came
        // from.
        let saved_segment = self.screen.segment;
        if let Some(&at) = values.first() {
            offset = at;
        } else {
            self.screen.segment = segment;
        }
        for &b in file.iter().skip(7).take(usize::from(length)) {
            self.poke_byte(offset, b);
            offset = offset.wrapping_add(1);
        }
        self.screen.segment = saved_segment;
        Ok(())
    }

    /// Opens file 0 for input on `name` (`NULOPM`) and reads it whole: a disk file (`.BAS`
    /// added to a name without an extension), not there 53, open other than for input 55;
    /// the devices cannot give a BSAVE file (CAS1: 57, the others 54).
    fn file0_input(&mut self, mut name: Vec<u8>) -> Result<Vec<u8>, BasicError> {
        match device_of(&name)? {
            Device::Disk => {}
            Device::Keyboard => return self.keyboard_bsave_file(),
            Device::Cassette => return Err(ErrorKind::Numbered(57).into()),
            Device::Serial => return Err(ErrorKind::Numbered(24).into()),
            _ => return Err(BAD_FILE_MODE.into()),
        }
        super::list_out::add_bas_extension(&mut name);
        let path = self.dos_file(&name, NameUse::Open)?;
        let writing = |f: &OpenFile| {
            f.device == Device::Disk && f.mode != Mode::Input && same_file(&f.path, &path)
        };
        if self.files.values().any(writing) {
            return Err(FILE_ALREADY_OPEN.into());
        }
        std::fs::read(&path).map_err(|_| FILE_NOT_FOUND.into())
    }

    /// BLOAD of `KYBD:` reads the keys as the file's bytes, a CTRL-Z among them (GIOKYB.ASM
    /// `KYBSIN`): the first must be BSAVE's 0xFD (else `Bad file mode`), then the header
    /// and as many bytes as it says. With the keys used up the machine waits for more, and
    /// the run ends there (real GW-BASIC 3.23: `BLOAD "KYBD:"` with no keys waits).
    fn keyboard_bsave_file(&mut self) -> Result<Vec<u8>, BasicError> {
        let mut file = Vec::new();
        let mut want = 1;
        if let Some(k) = &self.keyboard {
            let mut k = k.borrow_mut();
            while file.len() < want {
                let Some(b) = k.key() else { break };
                file.push(if b == b'\n' { b'\r' } else { b });
                match file.len() {
                    1 if b != BSAVE_ID => return Err(BAD_FILE_MODE.into()),
                    1 => want = 7,
                    7 => want = 7 + usize::from(u16::from_le_bytes([file[5], file[6]])),
                    _ => {}
                }
            }
        }
        if file.len() < want {
            self.end_keys();
            return Err(BAD_FILE_MODE.into());
        }
        Ok(file)
    }
}
