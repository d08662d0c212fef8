//! SAVE and LIST run by a program (GW-BASIC allows both in a program line): the listing of
//! the program in memory, written to a DOS file or to the screen.
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987), SAVE and LIST; pcbasic-suite ASPC,
//! JUMPNUM and TABS, whose models are the files GW-BASIC 3.23 wrote this way (CR LF line
//! ends, a CTRL-Z after an ASCII SAVE and after LIST to a file).

use super::Machine;
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::parse::Expr;

impl<P: Profile> Machine<P> {
    /// The program's listing from line `from` to `to`, as a DOS text file holds it.
    fn program_listing(&self, from: u16, to: u16) -> Vec<u8> {
        let mut out = Vec::new();
        for line in self.program_lines(from, to) {
            crate::list::push_dos_line(&mut out, &line);
        }
        out
    }

    /// LIST and LLIST make each line they list the current line `.` (GWLIST.ASM `LIST`
    /// stores the number in DOT; real GW-BASIC 3.23: `LIST .` at `Ok` after a program's
    /// `LIST 10-20`, or after `LLIST 0 81`, lists the last of them): the last in the range.
    pub(super) fn listed_dot(&mut self, from: u16, to: u16) {
        let to = crate::list::listed_up_to::<P>(u32::from(to));
        if let Some(last) = self
            .stored_lines()
            .filter(|l| l.number >= from && u32::from(l.number) <= to)
            .last()
        {
            self.error_dot = Some(last.number);
        }
    }

    /// The program's lines from `from` to `to` as LIST prints them.
    pub(super) fn program_lines(&self, from: u16, to: u16) -> Vec<Vec<u8>> {
        let style = P::editor_words().list_style;
        let mut out = Vec::new();
        let to = crate::list::listed_up_to::<P>(u32::from(to));
        for line in self.stored_lines() {
            if line.number < from || u32::from(line.number) > to {
                continue;
            }
            out.push(crate::list::listed_program_line::<P>(
                line,
                style,
                self.buf_past_max,
            ));
        }
        out
    }

    /// `SAVE name[,A|,P]`: `.BAS` is added to a name without an extension; `bad` is the
    /// error of a tail that is not an option, raised once the name is evaluated.
    pub(super) fn save_program(
        &mut self,
        file: &Expr<P::Num>,
        ascii: bool,
        protected: bool,
        bad: Option<ErrorKind>,
    ) -> Result<(), BasicError> {
        let name = self.eval(file)?.string()?.to_vec();
        let mut name = self.program_file_name(name)?;
        if let Some(e) = bad {
            return Err(e.into());
        }
        // An empty name is `Bad file number`, as for every file 0 name (real GW-BASIC 3.23:
        // SAVE, LOAD, MERGE, RUN, CHAIN, BSAVE, BLOAD and LIST of "" are 52).
        if let Some(e) = super::files::unknown_device(&name) {
            return Err(e.into());
        }
        if super::files::is_keyboard(&name) {
            return Err(ErrorKind::Numbered(54).into());
        }
        // GW-BASIC reads the name as typed before it adds `.BAS` (`SAVE "LONGNAMEXY"` makes
        // LONGNAME.BAS; `SAVE "LONGNAME1.DAT"` is 52).
        if self.cassette_busy && super::files::is_cassette(&name) {
            return Err(ErrorKind::Numbered(55).into());
        }
        // A wild card DOS refuses comes first (`chain::wild_refused`: `SAVE "ABCDEFGHI.X*"`
        // is 64).
        if super::files::device_of(&name) == Ok(super::files::Device::Disk)
            && super::chain::wild_refused(name.trim_ascii())
        {
            return Err(ErrorKind::Numbered(64).into());
        }
        if super::files::long_part(&name) {
            return Err(super::files::BAD_FILE_NUMBER.into());
        }
        // The file is open: a tokenised SAVE makes the jumps' pointers numbers again
        // before it writes (GIO86.ASM `BINSAV`: SCCPTR; `,A` lists them).
        if !ascii {
            self.drop_line_pointers();
        }
        // A DOS device takes the program and keeps nothing (`SAVE "CON"`).
        if super::files::is_dos_device(&name) {
            // DOSBox's `AUX` refuses it (57; a listing's in 65535, the run going on).
            if super::files::dos_device_fails_writes(&name) {
                self.lineless_error = ascii;
                return Err(ErrorKind::Numbered(57).into());
            }
            return Ok(());
        }
        // A device of GW-BASIC's own is opened as file 0 and given the program as a file
        // would be (DSKCOM.ASM `SAVE` through `NULOPM`): the listing for `,A`, else the
        // 0xFF and the text; no CTRL-Z, which only a disk file's CLOSE writes (real
        // GW-BASIC 3.23: `SAVE "SCRN:"` and `SAVE "LPT1:"+CHR$(0)` pass, `SAVE "COM1:"` is
        // 24, `SAVE "SCRN:",A` ends the program as LIST does).
        if !matches!(
            super::files::device_of(&name),
            Ok(super::files::Device::Disk) | Err(_)
        ) {
            let bytes = if ascii {
                self.program_listing(0, u16::MAX)
            } else {
                let image = self.text_image();
                let mut file = vec![0xff];
                file.extend_from_slice(image.get(1..).unwrap_or(&[]));
                if protected {
                    // the encoder takes the disk form (with its CTRL-Z) and gives it back
                    file.push(0x1a);
                    let mut p = crate::token::gwsave::protected_file(&file);
                    p.pop();
                    p
                } else {
                    file
                }
            };
            return self.file0_output(name, &bytes, ascii);
        }
        if !name.contains(&b'.') && !super::files::drive_alone(&name) {
            name.extend_from_slice(b".BAS");
        }
        // An open file of the name's DOS name is 55 before DOS sees the name (real GW-BASIC
        // 3.23: with T.TXT open, `SAVE "T.TXT."` is 55, 53 when it is not open).
        if self.open_by_name_part(&name, false) {
            return Err(ErrorKind::Numbered(55).into());
        }
        let path = self.program_path(&name)?;
        if self.file_is_open(&path) {
            return Err(ErrorKind::Numbered(55).into());
        }
        // GIODSK.ASM `PROCHK`: a protected program is saved protected or not at all; the
        // file was opened first and is left holding the CTRL-Z CLOSE writes (gw-real).
        if self.protected && !protected {
            let _ = ferrite_images::save_atomically(&path, &[0x1a]);
            return Err(ErrorKind::IllegalQuantity.into());
        }
        let bytes = if ascii || !P::dos_disk() {
            let mut bytes = self.program_listing(0, u16::MAX);
            if ascii {
                bytes.push(0x1a);
            }
            bytes
        } else {
            // A plain SAVE writes the program text as GW-BASIC held it in memory (the
            // image PEEK reads, with what POKE changed): a 0xFF, the text, a CTRL-Z.
            let image = self.text_image();
            let mut file = vec![0xff];
            file.extend_from_slice(image.get(1..).unwrap_or(&[]));
            file.push(0x1a);
            // `,P` encodes the same bytes (GIODSK.ASM `PROSAV`).
            if protected {
                crate::token::gwsave::protected_file(&file)
            } else {
                file
            }
        };
        ferrite_images::save_atomically(&path, &bytes).map_err(|_| ErrorKind::Numbered(61))?;
        Ok(())
    }

    /// `LIST`: to the screen, or to a file (which ends in CTRL-Z as DOS text files did).
    pub(super) fn list_program(
        &mut self,
        from: u16,
        to: u16,
        file: Option<&Expr<P::Num>>,
    ) -> Result<(), BasicError> {
        // GWLIST.ASM `LIST` calls `PROCHK`.
        if self.protected {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        match file {
            Some(file) => {
                let listing = self.program_listing(from, to);
                self.list_out(file, &listing)?;
                self.listed_dot(from, to);
            }
            None => {
                self.listed_dot(from, to);
                // The C64 starts each line with a RETURN, and the line after the range
                // gets its RETURN before LIST sees it is past the end ($A6D4; c64/screen
                // c135_list_control_codes, c137_list_range).
                let before = P::editor_words().list_breaks_before;
                let more = self
                    .lines
                    .iter()
                    .enumerate()
                    .any(|(i, l)| Some(i) != self.direct_line && l.number > to);
                for line in self.program_lines(from, to) {
                    if before {
                        self.screen.newline();
                    }
                    // As the prompt's LIST (session/editor.rs `list_to_screen`): a line feed
                    // in the line goes on on a new row of it, and a line that fills its
                    // last row goes on at the next row's start, with no empty row.
                    self.screen.write_listed(&line);
                    if !before {
                        self.screen.newline_as_printed();
                    }
                }
                if before && more {
                    self.screen.newline();
                }
            }
        }
        Ok(())
    }
}
