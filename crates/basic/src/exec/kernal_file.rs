//! The C64's `LOAD`, `SAVE` and `VERIFY` `[name[,device[,secondary]]]`: BASIC's calls of
//! the KERNAL's LOAD and SAVE on the tape (device 1, the default) or a serial device (8:
//! the 1541 of `serial.rs`, a `.d64` or a host folder).
//!
//! What the ROMs do, modelled here:
//! - The KERNAL prints its messages only in direct mode (BASIC clears MSGFLG when a
//!   program runs): `SEARCHING FOR NAME`, `LOADING` or `VERIFYING`, `SAVING NAME`, each on
//!   a new line. A serial LOAD or SAVE without a name is `?MISSING FILE NAME` before any
//!   message; devices 0, 2 and 3 are `?ILLEGAL DEVICE NUMBER`; a serial device that does
//!   not answer `?DEVICE NOT PRESENT`; a file the drive cannot open `?FILE NOT FOUND` (its
//!   first byte times out).
//! - A SAVE the drive refuses (`63,FILE EXISTS`, `72,DISK FULL`) is no error on the C64:
//!   only the drive's error channel says so.
//! - LOAD with secondary address 0 puts the program at the start of BASIC whatever its
//!   load address; `,1` loads it at its own address (a file not for $0801 is then memory,
//!   not the program).
//! - Typed at the prompt, LOAD prints `READY.`, links the program and runs CLR ($E1AB,
//!   $A52A): the variables go. In a program, it links the new program and goes on from
//!   its first line with the variables and open files kept and only the stack and the
//!   DATA pointer reset ($E1B5 to $A677): the way C64 programs chained parts and loaded
//!   machine code (`LOAD"CODE",8,1` runs the program again from the start).
//! - VERIFY compares the file with the program; a difference is `?VERIFY ERROR`; typed,
//!   it prints `OK`.
//! - The tape is a host folder of listings (LOAD also takes a `.prg` file there): with no
//!   datasette to wait for, PLAY is pressed at once, so the messages are the KERNAL's with
//!   `OK` after the key prompt and `FOUND NAME` before `LOADING`.
//!
//! Sources: BASIC V2's LOAD/SAVE/VERIFY ($E156-$E1D1, PARSL $E1D4) and the KERNAL's LOAD
//! ($F49E), SAVE ($F5DD), message table ($F0BD) and error numbers (Programmer's Reference
//! Guide, appendix K; the disassembly in "Mapping the Commodore 64").

use std::path::PathBuf;

use ferrite_images::c64::tokens::{keyword, DATA, REM};
use ferrite_images::petscii::Key;

use super::serial::{to_petscii, DEVICE_NOT_PRESENT, FILE_NOT_FOUND};
use super::{BasicError, Flow, Machine, Pc};
use crate::dialect::Profile;
use crate::error::ErrorKind;
use crate::parse::{Expr, KernalOp};

/// KERNAL error 8, `?MISSING FILE NAME`.
pub(super) const MISSING_FILE_NAME: ErrorKind = ErrorKind::Numbered(8);
/// KERNAL error 9, `?ILLEGAL DEVICE NUMBER`.
const ILLEGAL_DEVICE: ErrorKind = ErrorKind::Numbered(9);
/// BASIC's error 28, `?VERIFY ERROR`.
const VERIFY_ERROR: ErrorKind = ErrorKind::Numbered(28);
/// Where BASIC programs start.
const TXTTAB: u16 = 0x0801;
/// The tape.
const TAPE: u8 = 1;

impl<P: Profile> Machine<P> {
    /// `LOAD`, `SAVE` or `VERIFY` with its arguments, at `pc`.
    pub(super) fn kernal_file(
        &mut self,
        op: KernalOp,
        args: &[Expr<P::Num>],
        pc: Pc,
    ) -> Result<Flow, BasicError> {
        let name = match args.first() {
            Some(e) => self.eval(e)?.string()?.to_vec(),
            None => Vec::new(),
        };
        let device = match args.get(1) {
            Some(e) => self.eval_byte(e)?,
            None => TAPE,
        };
        let secondary = match args.get(2) {
            Some(e) => self.eval_byte(e)?,
            None => 0,
        };
        let direct = self.direct_line == Some(pc.line);
        if matches!(device, 0 | 2 | 3) {
            return Err(ILLEGAL_DEVICE.into());
        }
        if device != TAPE && name.is_empty() {
            return Err(MISSING_FILE_NAME.into());
        }
        if op == KernalOp::Save {
            let prg = self.program_prg();
            if device == TAPE {
                self.say(direct, &[b"PRESS RECORD & PLAY ON TAPE", b"OK"]);
                self.say_name(direct, b"SAVING ", &name);
                return tape_save(&name, &self.program_text()).map(|()| Flow::Next);
            }
            self.say_name(direct, b"SAVING ", &name);
            self.serial_save(device, &to_petscii(&name), &prg)?;
            return Ok(Flow::Next);
        }
        let file = if device == TAPE {
            self.say(direct, &[b"PRESS PLAY ON TAPE", b"OK"]);
            self.say_name(direct, b"SEARCHING FOR ", &name);
            let file = tape_load(&name)?;
            self.say_name(direct, b"FOUND ", &name);
            file
        } else {
            self.say_name(direct, b"SEARCHING FOR ", &name);
            Loaded::Prg(self.serial_load(device, secondary, &to_petscii(&name))?)
        };
        let verifying = op == KernalOp::Verify;
        let mut loaded_body = None;
        self.say(direct, &[if verifying { b"VERIFYING" } else { b"LOADING" }]);
        let listing = match file {
            Loaded::Listing(text) => Some(text),
            Loaded::Prg(bytes) => {
                let [lo, hi, body @ ..] = &bytes[..] else {
                    return Err(FILE_NOT_FOUND.into());
                };
                let at = if secondary == 0 {
                    TXTTAB
                } else {
                    u16::from_le_bytes([*lo, *hi])
                };
                if verifying {
                    let mine = self.program_prg();
                    if at != TXTTAB || !mine[2..].starts_with(body) {
                        return Err(VERIFY_ERROR.into());
                    }
                    None
                } else {
                    if at == TXTTAB {
                        loaded_body = Some(body.to_vec());
                    }
                    (at == TXTTAB).then(|| prg_listing(body))
                }
            }
        };
        if verifying {
            if direct {
                self.screen.newline();
                self.screen.write(b"OK");
                self.screen.newline();
            }
            return Ok(Flow::Next);
        }
        if direct {
            // The ROM prints READY. and goes back to the prompt (its main loop); a file
            // loaded into memory elsewhere leaves the program as it was.
            if listing.is_some() {
                self.loaded_image = loaded_body;
                self.loaded = listing;
            }
            return Ok(Flow::End);
        }
        let listing = listing.unwrap_or_else(|| self.program_text());
        // In a program: the new one runs from its start with every variable kept.
        let names = std::mem::take(&mut self.names);
        let mut passed = Vec::new();
        for ((name, ty), value) in self.store.scalars() {
            passed.push(super::Passed::Scalar(names.text(name).to_vec(), ty, value));
        }
        for ((name, ty), array) in &self.store.arrays {
            passed.push(super::Passed::Array(
                names.text(*name).to_vec(),
                *ty,
                array.clone(),
            ));
        }
        self.names = names;
        self.chain = Some((
            super::ChainRequest {
                merge: false,
                all: false,
                file: Vec::new(),
                line: None,
                delete: None,
                loaded: Some(listing),
                from_line: None,
            },
            passed,
        ));
        Ok(Flow::Chain)
    }

    /// KERNAL messages, each on a new line, in direct mode only.
    fn say(&mut self, direct: bool, lines: &[&[u8]]) {
        if direct {
            for line in lines {
                self.screen.newline();
                self.screen.write(line);
            }
        }
    }

    /// A KERNAL message followed by the file name.
    fn say_name(&mut self, direct: bool, words: &[u8], name: &[u8]) {
        if direct {
            self.screen.newline();
            self.screen.write(words);
            self.screen.write(name);
        }
    }

    /// The program's lines as LIST prints them, one a line (the typed line left out).
    fn program_text(&self) -> Vec<u8> {
        let style = P::editor_words().list_style;
        let mut out = Vec::new();
        for (i, line) in self.lines.iter().enumerate() {
            if Some(i) != self.direct_line {
                out.extend(crate::list::listed_line::<P>(
                    line.number,
                    &line.text,
                    style,
                ));
                out.push(b'\n');
            }
        }
        out
    }

    /// The program as SAVE writes it: load address $0801, then each line crunched as the
    /// ROM crunched it when it was typed, linked as LINKPRG links them.
    pub(super) fn program_prg(&self) -> Vec<u8> {
        let mut lines = std::collections::BTreeMap::new();
        for (i, line) in self.lines.iter().enumerate() {
            if Some(i) == self.direct_line {
                continue;
            }
            let keys: Vec<Key> = line
                .text
                .iter()
                .map(|&b| match b {
                    0xC1..=0xDA => Key {
                        byte: b - 0x80,
                        lower: true,
                    },
                    _ => Key {
                        byte: b,
                        lower: false,
                    },
                })
                .collect();
            let crunched = ferrite_images::c64::crunch::crunch(&keys);
            if !crunched.is_empty() {
                lines.insert(line.number, crunched);
            }
        }
        // A program too big for 64K cannot have been typed; what fits is written.
        ferrite_images::c64::crunch::link(&lines, TXTTAB).unwrap_or_else(|_| vec![1, 8, 0, 0])
    }
}

/// What LOAD brought in: a program file's bytes (load address first), or a listing read
/// from the host tape.
enum Loaded {
    Prg(Vec<u8>),
    Listing(Vec<u8>),
}

/// A program's bytes (after the load address) as the listing the prompt loads: tokens
/// spelt out outside quotes, REM and DATA, where the ROM kept the bytes as typed.
pub fn prg_listing(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    // A damaged chain loads what was read before it, as LINKPRG stops there.
    let lines = ferrite_images::c64::list::split_lines(body).unwrap_or_default();
    for line in lines {
        out.extend(line.number.to_string().bytes());
        out.push(b' ');
        let (mut quoted, mut rem, mut data) = (false, false, false);
        for &b in &line.text {
            if b == b'"' {
                quoted = !quoted;
            } else if b == b':' && !quoted {
                data = false;
            }
            match keyword(b) {
                Some(word) if !quoted && !rem && !data => {
                    out.extend_from_slice(word.as_bytes());
                    rem = b == REM;
                    data = b == DATA;
                }
                _ => out.push(b),
            }
        }
        out.push(b'\n');
    }
    out
}

/// The host file the tape's `name` is: as typed, else with `.prg`, `.bas` or `.BAS`.
fn tape_path(name: &[u8]) -> Option<PathBuf> {
    let name = String::from_utf8_lossy(name).trim().to_string();
    if name.is_empty() {
        return None;
    }
    let plain = PathBuf::from(&name);
    std::iter::once(plain.clone())
        .chain(
            ["prg", "bas", "BAS"]
                .iter()
                .map(|x| plain.with_extension(x)),
        )
        .find(|p| p.is_file())
        .or(Some(plain))
}

/// LOAD from the tape: the host file's program (a `.prg` or a listing).
fn tape_load(name: &[u8]) -> Result<Loaded, BasicError> {
    let bytes = tape_path(name)
        .and_then(|p| std::fs::read(p).ok())
        .ok_or(FILE_NOT_FOUND)?;
    if ferrite_images::c64::is_basic_prg(&bytes) {
        Ok(Loaded::Prg(bytes))
    } else {
        Ok(Loaded::Listing(bytes))
    }
}

/// SAVE to the tape: the listing in a host file (written whole or not at all).
fn tape_save(name: &[u8], listing: &[u8]) -> Result<(), BasicError> {
    let name = String::from_utf8_lossy(name).trim().to_string();
    if name.is_empty() {
        return Err(MISSING_FILE_NAME.into());
    }
    // A name without an extension gets `.BAS`, as every dialect's SAVE to the host does.
    let path = PathBuf::from(name);
    let path = if path.extension().is_none() {
        path.with_extension("BAS")
    } else {
        path
    };
    ferrite_images::save_atomically(&path, listing)
        .map_err(|_| BasicError::from(DEVICE_NOT_PRESENT))
}
