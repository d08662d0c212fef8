//! LIST's `,file`: where a listing goes when LIST names a file or device.

use super::*;

impl<P: Profile> Machine<P> {
    /// Sends `listing` (lines ending CR LF) where LIST's file expression `file` names, as
    /// GWLIST.ASM `LIST` does after its range: `NAMSCN` evaluates the expression (a number
    /// is `Type mismatch`) and reads the name (an empty one or a device GW does not know
    /// is `Bad file number`), then `NULOPM` opens file 0 for output, whose errors are
    /// OPEN's: KYBD: is `Bad file mode`, CAS1: `Device I/O Error`, a COM port times out,
    /// LPT2: and LPT3: are unavailable. A disk name without an extension gets `.BAS`; the
    /// file ends in CTRL-Z. SCRN: shows the lines on the page only (its output is not in
    /// the redirected stream), CONS: sends them to DOS's output, LPT1: prints them, NUL keeps nothing. Nothing is listed,
    /// and the current line stays, when the open fails (real GW-BASIC 3.23: `LIST 1,A$`
    /// with A$ empty and `LIST 1,""` are 52, `LIST 10,"KYBD:"` 54, `LIST 10,"CAS1:"` 57,
    /// `LIST 20,A$+"Y"` writes XY.BAS).
    pub(in crate::exec) fn list_out(
        &mut self,
        file: &Expr<P::Num>,
        listing: &[u8],
    ) -> Result<(), BasicError> {
        let name = self.file0_name(file)?;
        self.file0_output(name, listing, true)
    }

    /// The name of the file LIST, BSAVE and BLOAD open as file 0, as `NAMSCN` reads it:
    /// a string (a number is `Type mismatch`), no NUL in it and a device GW knows (else
    /// `Bad file number`).
    pub(in crate::exec) fn file0_name(
        &mut self,
        file: &Expr<P::Num>,
    ) -> Result<Vec<u8>, BasicError> {
        let name = self.eval(file)?.string()?.to_vec();
        let cut = super::nul_cut(&name).ok_or(BAD_FILE_NUMBER)?.to_vec();
        device_of(&cut)?;
        Ok(super::names::drive_before_nul(&name, cut))
    }

    /// Opens file 0 for output on `name` (`NULOPM`) and writes `bytes` to it; a disk file
    /// ends in CTRL-Z when it is closed.
    pub(in crate::exec) fn file0_output(
        &mut self,
        mut name: Vec<u8>,
        listing: &[u8],
        listed: bool,
    ) -> Result<(), BasicError> {
        match device_of(&name)? {
            Device::Keyboard => Err(BAD_FILE_MODE.into()),
            // The cassette opens; its writing fails, and leaves it free. A listing fails once
            // LIST4 has set the current line to 65535, which is the error's ERL (real
            // GW-BASIC 3.23: `LIST 10,"CAS1:"` trapped is 57 in 65535, then `OPEN
            // "O",1,"CAS1:"` passes); a binary SAVE or BSAVE in its own line (`SAVE
            // "CAS1:DATA"` is 57 in its line, gw-real, filegen seed 2701).
            Device::Cassette => {
                self.lineless_error = listed;
                Err(ErrorKind::Numbered(57).into())
            }
            Device::Serial => Err(ErrorKind::Numbered(24).into()),
            Device::Printer(1 | 2) => Err(ErrorKind::Numbered(68).into()),
            // DOSBox's `AUX` refuses the first byte: in the statement's line, or for a
            // listing in 65535, as the cassette's.
            Device::Null if dos_device_fails_writes(&name) => {
                self.lineless_error = listed;
                Err(ErrorKind::Numbered(57).into())
            }
            Device::Null => Ok(()),
            Device::Printer(_) => {
                let width = self.lprint.widths[0];
                let mut paper = Vec::with_capacity(listing.len());
                for &b in listing {
                    let (head, crlf) =
                        crate::exec::screen::printer_byte(self.lpt_head[0], width, b);
                    if crlf {
                        paper.extend_from_slice(b"\r\n");
                    }
                    paper.push(b);
                    self.lpt_head[0] = head;
                }
                self.paper_out(&paper);
                Ok(())
            }
            Device::Screen => {
                let width = self.screen.text.as_ref().map_or(0, |t| t.scrn_width());
                if listed {
                    self.screen_file_bytes(width, listing);
                } else {
                    self.screen_file_raw(width, listing);
                }
                Ok(())
            }
            // Each listed line ends in one line break there, as a PRINT #'s does.
            Device::Console => {
                let mut lines = Vec::with_capacity(listing.len());
                let mut rest = listing;
                while let Some((&b, tail)) = rest.split_first() {
                    lines.push(b);
                    rest = match (b, tail) {
                        (b'\r', [b'\n', after @ ..]) => after,
                        _ => tail,
                    };
                }
                self.console_out(&lines);
                Ok(())
            }
            Device::Disk => {
                add_bas_extension(&mut name);
                let path = self.dos_file(&name, NameUse::Open)?;
                let same = |f: &OpenFile| f.device == Device::Disk && same_file(&f.path, &path);
                if self.files.values().any(same) {
                    return Err(FILE_ALREADY_OPEN.into());
                }
                let mut bytes = listing.to_vec();
                bytes.push(CTRL_Z);
                ferrite_images::save_atomically(&path, &bytes)
                    .map_err(|_| ErrorKind::Numbered(61))?;
                Ok(())
            }
        }
    }

    /// LIST with a file typed at the prompt, parsed as the statement `stmt` (the prompt's
    /// own LIST has read the range): [`Machine::list_out`] of its file expression, or the
    /// error the statement's parse stopped at.
    pub fn list_typed(
        &mut self,
        stmt: Option<&crate::parse::Stmt<P::Num>>,
        listing: &[u8],
    ) -> Result<(), BasicError> {
        match stmt {
            Some(crate::parse::Stmt::ListProgram {
                file: Some(file), ..
            }) => self.list_out(file, listing),
            Some(crate::parse::Stmt::Error(kind)) => Err((*kind).into()),
            _ => Err(ErrorKind::Syntax.into()),
        }
    }
}

/// `.BAS` added to a disk name whose last part has no extension (GIODSK.ASM `NAMBAS`), as
/// LIST, BSAVE and BLOAD name file 0.
pub(super) fn add_bas_extension(name: &mut Vec<u8>) {
    // A drive alone goes to DOS as it is, which refuses it (real GW-BASIC 3.23: `BLOAD
    // "C:"`, `BSAVE "C:",0,1`, `LIST 10,"C:"` are 75).
    if super::names::drive_alone(name) {
        return;
    }
    let base = name
        .rsplit(|&b| b == b'\\' || b == b':')
        .next()
        .unwrap_or(name);
    if !base.contains(&b'.') {
        // DOS keeps the trunk's first 8 bytes: GW-BASIC looked at the name as typed, with
        // no dot, so a longer trunk is cut, not refused (real GW-BASIC 3.23: `BSAVE
        // "ABCDEFGHIJ",0,0` and `"ABCDEFGH?"` make ABCDEFGH.BAS, BLOAD of them is 53).
        let cut = base.len().saturating_sub(8);
        name.truncate(name.len() - cut);
        name.extend_from_slice(b".BAS");
    }
}
