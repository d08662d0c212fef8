//! EOF, LOC and LOF of files and devices.

use super::*;

impl<P: Profile> Machine<P> {
    /// `EOF(n)`, `LOF(n)`, `LOC(n)`.
    pub(in crate::exec) fn file_function(
        &mut self,
        which: crate::parse::Builtin,
        arg: &Expr<P::Num>,
    ) -> Result<Value<P::Num>, BasicError> {
        let r = self.file_function_of(which, arg);
        self.console_keys_checked();
        r
    }

    /// EOF, LOF or LOC of the file `arg` names.
    fn file_function_of(
        &mut self,
        which: crate::parse::Builtin,
        arg: &Expr<P::Num>,
    ) -> Result<Value<P::Num>, BasicError> {
        use crate::parse::Builtin as B;
        let n = self.eval_index(arg)?;
        // File 0 is BASIC's own console block: EOF(0) is 0, LOC(0) and LOF(0) 52 (real
        // GW-BASIC 3.23).
        if which == B::Eof && n == 0 {
            return Ok(Value::Num(P::Num::from_i32(0)));
        }
        let n = self.file_number_of(n)?;
        // GW-BASIC's PRINT # puts each item into the file's buffer as it goes: an item of
        // the PRINT # that asks of its own file sees the items before it (real GW-BASIC
        // 3.23: `PRINT #1, LOC(1); LOF(1)` counts LOC's ` 0 ` in LOF).
        if self.printing_file == Some(n) {
            let out = self.screen.take_output();
            self.file_out(n, &out)?;
        }
        let Some(f) = self.files.get_mut(&n) else {
            return Err(BAD_FILE_NUMBER.into());
        };
        // The screen's and the printers' tables send EOF, LOC and LOF to `Bad file mode`
        // (GIOSCN.ASM, GIOLPT.ASM, GIOCON.ASM: DERBFM in all three slots).
        if matches!(
            f.device,
            Device::Screen | Device::Console | Device::Printer(_)
        ) {
            return Err(BAD_FILE_MODE.into());
        }
        if f.device == Device::Keyboard {
            return self.keyboard_function(which, n);
        }
        // A serial port with nothing attached: no byte waiting (EOF -1, LOC 0) and its
        // 256-byte input queue all free (LOF) (GIOCOM.ASM `COMEOF`, `COMLOC`, `COMLOF`;
        // real GW-BASIC 3.23 in DOSBox, `com.rs`).
        if f.device == Device::Serial {
            // Opened ASC, EOF reads the next byte to see whether it is a CTRL-Z: of a port
            // opened for output that is `Bad file mode`, else it waits for ever (GIOCOM.ASM
            // `COMEOF`, INCHSI; real GW-BASIC 3.23: EOF of `COM1:,,,,DS0,ASC` opened for
            // INPUT, RANDOM or APPEND hangs).
            if which == B::Eof && f.serial.is_some_and(|s| s.2) {
                if f.mode == Mode::Output {
                    return Err(BAD_FILE_MODE.into());
                }
                self.hung = true;
                self.end_keys();
                return Err(ErrorKind::Numbered(24).into());
            }
            let v = match which {
                B::Eof => P::true_value(),
                B::Lof => 256,
                _ => 0,
            };
            return Ok(Value::Num(P::Num::from_i32(v)));
        }
        // The cassette's file: EOF 0, LOC and LOF `Illegal function call` (real GW-BASIC
        // 3.23: `OPEN "O",1,"CAS1:"` then EOF(1) is 0, LOC(1) and LOF(1) 5).
        if f.device == Device::Cassette {
            return match which {
                B::Eof => Ok(Value::Num(P::Num::from_i32(0))),
                _ => Err(ErrorKind::IllegalQuantity.into()),
            };
        }
        let v = match which {
            B::Eof => {
                // EOF looks at the buffer's count before the mode (GIO86.ASM `EOF`: F_ORCT 0
                // is EOF, else DSKEOF, which refuses an output file): an output or append
                // file whose buffer was just written out is at its end, that is after a
                // multiple of 128 bytes, or any byte to DOS's NUL, which takes each at once
                // (real GW-BASIC 3.23: -1 after 128 and 256 bytes, 54 after 127 or 129).
                if matches!(f.mode, Mode::Output | Mode::Append) {
                    let flushed = match f.device {
                        Device::Null => f.written > 0,
                        _ => f.written > 0 && f.written % SECTOR == 0,
                    };
                    if !flushed {
                        return Err(BAD_FILE_MODE.into());
                    }
                }
                let at_end = match f.mode {
                    Mode::Output | Mode::Append => true,
                    Mode::Random => f.past_end || f.met_ctrl_z || f.printed == Some(SECTOR),
                    Mode::Input => (f.device != Device::Null || f.keys.is_some()) && f.eof(),
                };
                if at_end {
                    P::true_value()
                } else {
                    0
                }
            }
            B::Lof if f.device == Device::Null => {
                // DOS's null device says 1 until something went by, then the furthest
                // byte written (real GW-BASIC 3.23: 1 after OPEN in every mode, 2 after two
                // bytes, 36 after a PUT of record 9 of 4 bytes).
                let end = f.reach.max(f.written as u64);
                return Ok(Value::Num(lof_double(end.max(1))?));
            }
            B::Lof => {
                let mut len = match (&f.own, f.private) {
                    // An input file's size is the one its FCB took at OPEN: another
                    // handle's writes to the file do not change it (real GW-BASIC 3.23:
                    // LOF of a 13-byte file open for input stays 13 while a random file
                    // on it grows it to 24).
                    _ if f.mode == Mode::Input && f.device == Device::Disk => {
                        f.content.len() as u64
                    }
                    (Some(own), true) => own.len() as u64,
                    _ => f
                        .killed
                        .unwrap_or_else(|| std::fs::metadata(&f.path).map_or(0, |m| m.len())),
                };
                // A random file's size is at least as far as PRINT # and WRITE # have
                // reached in the buffer (from where INPUT$, INPUT # and they left off) past
                // DOS's file pointer (after a GET of record r, (r-1) records; after a PUT, r
                // records), though those bytes never reach the file (real GW-BASIC 3.23: 2
                // after `PRINT #1,"AB";` into a new file, 17 after a GET of record 5 of 4
                // bytes past the end and one byte printed, and still 17 after a PUT of
                // record 2).
                if f.mode == Mode::Random {
                    len = len.max(f.reach);
                }
                return Ok(Value::Num(lof_double(len)?));
            }
            _ => {
                // LOC of a sequential file counts 128-byte records read or written.
                // A random file's LOC is its last record number as a 16-bit integer
                // (GIODSK.ASM `DSKLOC` FD_LOG, MAKINT): record 40000 is -25536.
                if f.mode == Mode::Random {
                    return Ok(Value::Num(P::Num::from_i32(i32::from(
                        f.record as u16 as i16,
                    ))));
                }
                // An input file counts the reads DOS made for it (`OpenFile::loc`).
                // DOS's NUL takes each byte at once: one write a byte (real GW-BASIC 3.23:
                // LOC 2 after two bytes, 0 for an input file).
                let records = match (f.mode, f.device) {
                    (Mode::Input, Device::Null) if f.keys.is_none() => 0,
                    (Mode::Input, _) => f.reads,
                    (_, Device::Null) => f.written,
                    _ => f.written / SECTOR,
                };
                i32::try_from(records).unwrap_or(i32::MAX)
            }
        };
        Ok(Value::Num(P::Num::from_i32(v)))
    }

    /// EOF, LOC and LOF of a file opened on `KYBD:` (GIOKYB.ASM `KYBEOF`, `KYBLOC`,
    /// `KYBLOF`). EOF looks at the key INPUT # backed up into the file's block, else at the
    /// next key in the keyboard's queue, which stays there (waiting for one: with none to
    /// come the run ends), true for a CTRL-Z; LOC counts the queue's keys; LOF is 0 (real
    /// GW-BASIC 3.23, gw-real: EOF 0, LOC 1, LOF 0 with keys typed; EOF 0 after `INPUT
    /// #1,A` of `1 2`, CTRL-Z: the backed-up `2`).
    pub(super) fn keyboard_function(
        &mut self,
        which: crate::parse::Builtin,
        n: u8,
    ) -> Result<Value<P::Num>, BasicError> {
        use crate::parse::Builtin as B;
        let backed = self
            .files
            .get(&n)
            .and_then(|f| f.content.get(f.pos).copied());
        let v = match which {
            B::Eof => {
                let next = match backed {
                    Some(b) => b,
                    None => match self.typed_key_ahead(true) {
                        Some(b) => b,
                        None => {
                            self.end_keys();
                            return Err(ErrorKind::Numbered(62).into());
                        }
                    },
                };
                if next == CTRL_Z {
                    P::true_value()
                } else {
                    0
                }
            }
            B::Lof => 0,
            // KYBLOC counts GW-BASIC's key queue, which its keyboard poll (at every
            // statement) fills from the BIOS: a key typed and not yet read is there, so LOC
            // is 1 while keys are still to come (real GW-BASIC 3.23 with gw-real's feeder,
            // which types the next key whenever the last one was taken: LOC 1 after OPEN and
            // after each read until the keys are used up, 0 then). The key INPUT # backed
            // up is not counted (gw-real: LOC 1 with one backed up and keys to come).
            _ => i32::from(self.typed_key_ahead(false).is_some()),
        };
        Ok(Value::Num(P::Num::from_i32(v)))
    }
}

/// LOF of a disk file: DOS's 32-bit size made a double (GIODSK.ASM DSKLOF moves the four
/// bytes into DFACLO and normalizes with VALTYP 8: real GW-BASIC 3.23 prints 16777215,
/// not 1.677722E+07, and `LOF(1)/3` in double precision).
fn lof_double<N: crate::num::Number>(len: u64) -> Result<N, BasicError> {
    let len = len.min(u64::from(u32::MAX));
    let hi = N::from_i32((len >> 16) as i32).to_kind(crate::num::NumKind::Double)?;
    let lo = N::from_i32((len & 0xffff) as i32).to_kind(crate::num::NumKind::Double)?;
    let word = N::from_i32(65536).to_kind(crate::num::NumKind::Double)?;
    Ok(hi.mul(word)?.add(lo)?)
}
