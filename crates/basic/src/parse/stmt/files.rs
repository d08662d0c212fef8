//! Files and disks: OPEN, CLOSE, RESET, KILL, FILES, MKDIR/CHDIR/RMDIR, NAME, GET/PUT, FIELD, LOCK.

use std::rc::Rc;

use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::parse::ast::{BinaryArgs, DiskStmt, Expr, OpenStmt, Stmt};
use crate::parse::{PResult, Parser};
use crate::token::Token;

impl<P: Profile> Parser<'_, P> {
    /// BSAVE's and BLOAD's `name[, offset[, length]]` (GIO86.ASM `BPARMS`): each value
    /// after a comma; what breaks the pattern (no comma, a value left out, a third value,
    /// more text) is kept to be raised after the values before it are read.
    fn binary_args(&mut self) -> PResult<BinaryArgs<P::Num>> {
        let name = self.expr()?;
        let mut values = Vec::new();
        let mut after = None;
        while !self.at_end_of_statement() {
            if values.len() == 2 || !self.eat_char(b',') {
                after = Some(ErrorKind::Syntax);
                break;
            }
            if self.at_end_of_statement() {
                after = Some(P::missing_operand().unwrap_or(ErrorKind::Syntax));
                break;
            }
            match self.expr() {
                Ok(v) => values.push(v),
                Err(kind) => {
                    after = Some(kind);
                    break;
                }
            }
        }
        self.skip_statement();
        Ok(BinaryArgs {
            name,
            values,
            after,
        })
    }

    /// OPEN, CLOSE, RESET, KILL, FILES, MKDIR, CHDIR, RMDIR, NAME, GET, PUT and FIELD: the
    /// statement keyword `kw` begins, or `None` when it is none of these.
    /// A CLOSE whose list stops at a bad number pushes the closes before it into `out`.
    pub(in crate::parse) fn file_statement(
        &mut self,
        kw: K,
        out: &mut Vec<Stmt<P::Num>>,
    ) -> PResult<Option<Stmt<P::Num>>> {
        Ok(Some(match kw {
            K::Open => self.open()?,
            K::Close => self.close(out)?,
            // RESET closes the files only when the statement ends there (GIODSK.ASM
            // `RESET`: `JNZ RESETX` returns to NEWSTT at once, which meets the text after
            // it as stray text: `RESET 0` errs in NUMCON, as `END 0` does).
            K::Reset if self.at_end_of_statement() => Stmt::Close(Vec::new()),
            K::Reset => Stmt::Rem,
            K::Kill => Stmt::Kill(self.expr()?),
            K::Files => Stmt::Disk(DiskStmt::Files(if self.at_end_of_statement() {
                None
            } else {
                Some(self.expr()?)
            })),
            K::Mkdir => Stmt::Disk(DiskStmt::Mkdir(self.expr()?)),
            K::Chdir => Stmt::Disk(DiskStmt::Chdir(self.expr()?)),
            K::Rmdir => Stmt::Disk(DiskStmt::Rmdir(self.expr()?)),
            K::Bsave => Stmt::Disk(DiskStmt::Bsave(self.binary_args()?)),
            K::Bload => Stmt::Disk(DiskStmt::Bload(self.binary_args()?)),
            // NAME looks the old name up (53, 55) before it reads AS and the new name
            // (GIODSK.ASM `NAME`: NAMFIL, C_SEAR, CHKFOP, then SYNCHR "AS"; real GW-BASIC
            // 3.23: `NAME "A" AS` and `NAME "A","B"` of no file are 53).
            K::Name => {
                let old = self.expr()?;
                let new = if self.eat_word(b"AS") {
                    self.expr().unwrap_or_else(|e| self.fault_after(e))
                } else {
                    self.fault_after(ErrorKind::Syntax)
                };
                Stmt::Disk(DiskStmt::Name(old, new))
            }
            K::Get if P::serial_bus() && self.eat_char(b'#') => {
                let file = self.expr()?;
                self.expect_char(b',')?;
                Stmt::GetDevice(file, self.lvalue_list()?)
            }
            K::Get | K::Put if self.eat_char(b'#') || P::record_get_put_without_hash() => {
                let file = self.expr()?;
                // The file is found and its mode checked before the comma and the record
                // are read (GIO86.ASM `DPUTG`: POFNUM, FDBPTR, MD_RND, then SYNCHR and
                // ADRGET; real GW-BASIC 3.23: `GET #1,` and `PUT #1 X` of a file not
                // opened RANDOM are 54): what does not read is raised after those checks.
                let record = if self.eat_char(b',') {
                    Some(self.expr().unwrap_or_else(|e| self.fault_after(e)))
                } else if self.at_end_of_statement() {
                    None
                } else {
                    Some(self.fault_after(ErrorKind::Syntax))
                };
                Stmt::Record(kw == K::Put, file, record)
            }
            K::Get => Stmt::Get(self.lvalue_list()?),
            K::Field => {
                self.eat_char(b'#');
                let file = self.expr()?;
                // The machine finds the file and checks its mode before it reads the list,
                // then lays each clause as it reads it (DSKCOM.ASM `FIELD`: FILSCN, MD_RND,
                // then LOPFLD: GTBYTC, "AS", PTRGET, FRCSTR, the overflow check, the
                // descriptor). A clause that does not parse keeps its error for the run to
                // raise after the clauses before it; so does text left after the list.
                let mut fields = Vec::new();
                let mut bad = None;
                while self.eat_char(b',') {
                    let width = match self.expr() {
                        Ok(w) => w,
                        Err(e) => {
                            bad = Some(e);
                            break;
                        }
                    };
                    let target = if self.eat_word(b"AS") {
                        self.lvalue()
                    } else {
                        Err(ErrorKind::Syntax)
                    };
                    let failed = target.is_err();
                    fields.push((width, target));
                    if failed {
                        break;
                    }
                }
                if bad.is_none()
                    && !fields.last().is_some_and(|(_, t)| t.is_err())
                    && !self.at_end_of_statement()
                {
                    bad = Some(ErrorKind::Syntax);
                }
                if bad.is_some() || fields.last().is_some_and(|(_, t)| t.is_err()) {
                    self.skip_statement();
                }
                Stmt::Field(file, fields, bad)
            }
            _ => return Ok(None),
        }))
    }

    /// `OPEN mode$, [#]n, name$[, len]` or `OPEN name$ [FOR mode] [ACCESS ...] [lock] AS [#]n
    /// [LEN = len]` (GW-BASIC User's Guide, OPEN). GW checks each part as it reads it and
    /// the statement's end before it opens anything (GIO86.ASM `OPEN`, `OPEN1`), so a
    /// part that does not parse keeps its error in [`OpenStmt::bad`] for the run to raise
    /// after the parts before it (`OPEN "" FOR OUTPUT X 1` is `Bad file number`, the name's
    /// error; `OPEN "F" FOR OUTPUT AS 1 X` opens nothing).
    pub(in crate::parse) fn open(&mut self) -> PResult<Stmt<P::Num>> {
        if P::serial_bus() {
            let mut args = vec![self.expr()?];
            while args.len() < 4 && self.eat_char(b',') {
                args.push(self.expr()?);
            }
            return Ok(Stmt::OpenDevice(args));
        }
        let first = self.expr()?;
        let mut open = if self.eat_char(b',') {
            let mut open = OpenStmt {
                mode: first,
                short: true,
                file: None,
                name: None,
                len: None,
                access: 0,
                share: 0,
                bad: None,
            };
            open.bad = self.open_short(&mut open).err();
            open
        } else {
            let mut open = OpenStmt {
                mode: Expr::Str(Rc::from(&b"R"[..])),
                short: false,
                file: None,
                name: Some(first),
                len: None,
                access: 0,
                share: 0,
                bad: None,
            };
            open.bad = self.open_long(&mut open).err();
            open
        };
        if open.bad.is_none() && !self.at_end_of_statement() {
            open.bad = Some(ErrorKind::Syntax);
        }
        // The edit after its syntax error waits where the reading stopped (real GW-BASIC
        // 3.23: after `10 OPEN "A" FOR` and RUN at the line's end).
        if open.bad == Some(ErrorKind::Syntax) {
            self.late_spot.get_or_insert(self.seen.get());
        }
        // The rest of a bad statement is never read.
        if open.bad.is_some() {
            while !self.at_end_of_statement() {
                self.next();
            }
        }
        Ok(Stmt::Open(Box::new(open)))
    }

    /// The short form after its mode and comma: `[#]n, name$[, len]`.
    fn open_short(&mut self, open: &mut OpenStmt<P::Num>) -> PResult<()> {
        self.eat_char(b'#');
        open.file = Some(self.expr()?);
        self.expect_char(b',')?;
        open.name = Some(self.expr()?);
        if self.eat_char(b',') {
            open.len = Some(self.expr()?);
        }
        Ok(())
    }

    /// The long form after its name: `[FOR mode] [ACCESS ...] [lock] AS [#]n [LEN = len]`.
    fn open_long(&mut self, open: &mut OpenStmt<P::Num>) -> PResult<()> {
        let mut mode = b"R";
        if self.eat_keyword(K::For) {
            mode = if self.eat_keyword(K::Input) {
                b"I"
            } else if self.eat_word(b"OUTPUT") {
                b"O"
            } else if self.eat_word(b"APPEND") {
                b"A"
            } else if self.eat_word(b"RANDOM") {
                b"R"
            } else {
                return Err(ErrorKind::Syntax);
            };
        }
        open.mode = Expr::Str(Rc::from(&mode[..]));
        if self.eat_word(b"ACCESS") {
            let read = self.eat_keyword(K::Read);
            let write = self.eat_keyword(K::Write);
            open.access = u8::from(read) | u8::from(write) << 1;
            // A sequential file takes only the access its mode has: ACCESS READ for INPUT,
            // ACCESS WRITE for OUTPUT, ACCESS READ WRITE for APPEND, whose ACCESS WRITE
            // is read and then fails to open (`Path/File access error`, after every other
            // check: real GW-BASIC 3.23); anything else is a syntax error. RANDOM takes
            // any (pcbasic-suite OPEN2).
            match (mode, read, write) {
                (_, false, false) => return Err(ErrorKind::Syntax),
                (b"R", _, _)
                | (b"I", true, false)
                | (b"O", false, true)
                | (b"A", true, true)
                | (b"A", false, true) => {}
                _ => return Err(ErrorKind::Syntax),
            }
        }
        if self.eat_word(b"SHARED") {
            open.share = 4;
        } else if self.eat_word(b"LOCK") {
            open.share = if self.eat_keyword(K::Read) {
                if self.eat_keyword(K::Write) {
                    1
                } else {
                    3
                }
            } else if self.eat_keyword(K::Write) {
                2
            } else {
                return Err(ErrorKind::Syntax);
            };
        }
        if !self.eat_word(b"AS") {
            return Err(ErrorKind::Syntax);
        }
        self.eat_char(b'#');
        open.file = Some(self.expr()?);
        if self.eat_keyword(K::Len) || self.eat_word(b"LEN") {
            self.expect_char(b'=')?;
            open.len = Some(self.expr()?);
        }
        Ok(())
    }

    /// `CLOSE [[#]n [, [#]m ...]]`: GW closes each file as it reads its number and reads
    /// the next only after a comma (GIO86.ASM `CLOSE`: GETBYT, CLSFIL, then the comma), so
    /// a number that does not parse after a comma is its error once the files before it
    /// are closed (`CLOSE 1,` closes file 1, then `Missing operand`). Those closes go into
    /// `out` and the error is the statement returned.
    fn close(&mut self, out: &mut Vec<Stmt<P::Num>>) -> PResult<Stmt<P::Num>> {
        let mut files = Vec::new();
        if self.at_end_of_statement() {
            return Ok(Stmt::Close(files));
        }
        loop {
            self.eat_char(b'#');
            match self.expr() {
                Ok(e) => files.push(e),
                // No file was read: the statement is its error alone (a CLOSE with an
                // empty list would close every file).
                Err(e) if files.is_empty() => return Err(e),
                Err(e) => {
                    out.push(Stmt::Close(files));
                    while !self.at_end_of_statement() {
                        self.next();
                    }
                    return Ok(Stmt::Error(e));
                }
            }
            if !self.eat_char(b',') {
                break;
            }
        }
        Ok(Stmt::Close(files))
    }

    /// A word that is not a keyword (`OUTPUT`, `AS`, `LEN`), spelled out in characters.
    /// GW's AUTO in a program (pcbasic-suite AUTO: `20 AUTO` starts AUTO at the prompt):
    /// the word AUTO alone, and its arguments as typed to the end of the statement.
    /// `LOCK`/`UNLOCK` after its word: `[#]f [, [first] [TO last]]`.
    pub(in crate::parse) fn lock(&mut self, unlock: bool) -> PResult<Stmt<P::Num>> {
        self.eat_char(b'#');
        let file = self.expr()?;
        let (mut first, mut last) = (None, None);
        // After the file number only a comma or the statement's end (real GW-BASIC 3.23:
        // `LOCK #1 TO 2` is a syntax error, `LOCK #1 ELSE 4` and `LOCK #1,1,2` are the
        // LOCK's own error, the rest not read), raised once the file is found (`LOCK #1 X`
        // with no file 1 is 52).
        if !self.at_end_of_statement() && self.peek() != Some(&Token::Char(b',')) {
            self.skip_statement();
            return Ok(Stmt::Lock(unlock, file, Some(Err(ErrorKind::Syntax)), None));
        }
        if self.eat_char(b',') {
            if !self.eat_keyword(K::To) {
                // The file is checked before the records are read (real GW-BASIC 3.23:
                // `LOCK #1,` of a file not open is 52).
                let e = self.expr();
                let failed = e.is_err();
                first = Some(e);
                if !failed && self.eat_keyword(K::To) {
                    // The first record is read and checked before the last is parsed
                    // (real GW-BASIC 3.23: `LOCK #1,0 TO` is 63, `LOCK #1,"A" TO` 13).
                    last = Some(self.expr());
                }
            } else {
                last = Some(self.expr());
            }
        }
        // A record that did not parse raises its error when the LOCK runs: what follows
        // it is not read.
        if matches!(first, Some(Err(_))) || matches!(last, Some(Err(_))) {
            self.skip_statement();
        }
        Ok(Stmt::Lock(unlock, file, first, last))
    }
}
