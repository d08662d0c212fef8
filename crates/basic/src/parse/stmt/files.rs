//! Files and disks: OPEN, CLOSE, RESET, KILL, FILES, MKDIR/CHDIR/RMDIR, NAME, GET/PUT, FIELD, LOCK.

use std::rc::Rc;

use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::parse::ast::{DiskStmt, Expr, Stmt};
use crate::parse::{PResult, Parser};

impl<P: Profile> Parser<'_, P> {
    /// OPEN, CLOSE, RESET, KILL, FILES, MKDIR, CHDIR, RMDIR, NAME, GET, PUT and FIELD: the
    /// statement keyword `kw` begins, or `None` when it is none of these.
    pub(in crate::parse) fn file_statement(&mut self, kw: K) -> PResult<Option<Stmt<P::Num>>> {
        Ok(Some(match kw {
            K::Open => self.open()?,
            K::Close => Stmt::Close(self.file_numbers()?),
            K::Reset => Stmt::Close(Vec::new()),
            K::Kill => Stmt::Kill(self.expr()?),
            K::Files => Stmt::Disk(DiskStmt::Files(if self.at_end_of_statement() {
                None
            } else {
                Some(self.expr()?)
            })),
            K::Mkdir => Stmt::Disk(DiskStmt::Mkdir(self.expr()?)),
            K::Chdir => Stmt::Disk(DiskStmt::Chdir(self.expr()?)),
            K::Rmdir => Stmt::Disk(DiskStmt::Rmdir(self.expr()?)),
            K::Name => {
                let old = self.expr()?;
                if !self.eat_word(b"AS") {
                    return Err(ErrorKind::Syntax);
                }
                Stmt::Disk(DiskStmt::Name(old, self.expr()?))
            }
            K::Get if P::serial_bus() && self.eat_char(b'#') => {
                let file = self.expr()?;
                self.expect_char(b',')?;
                Stmt::GetDevice(file, self.lvalue_list()?)
            }
            K::Get | K::Put if self.eat_char(b'#') || P::record_get_put_without_hash() => {
                let file = self.expr()?;
                let record = if self.eat_char(b',') {
                    Some(self.expr()?)
                } else {
                    None
                };
                Stmt::Record(kw == K::Put, file, record)
            }
            K::Get => Stmt::Get(self.lvalue_list()?),
            K::Field => {
                self.eat_char(b'#');
                let file = self.expr()?;
                let mut fields = Vec::new();
                while self.eat_char(b',') {
                    let width = self.expr()?;
                    if !self.eat_word(b"AS") {
                        return Err(ErrorKind::Syntax);
                    }
                    fields.push((width, self.lvalue()?));
                }
                Stmt::Field(file, fields)
            }
            _ => return Ok(None),
        }))
    }

    /// `OPEN mode$, [#]n, name$[, len]` or `OPEN name$ [FOR mode] [ACCESS ...] [lock] AS [#]n
    /// [LEN = len]` (GW-BASIC User's Guide, OPEN).
    pub(in crate::parse) fn open(&mut self) -> PResult<Stmt<P::Num>> {
        if P::serial_bus() {
            let mut args = vec![self.expr()?];
            while args.len() < 4 && self.eat_char(b',') {
                args.push(self.expr()?);
            }
            return Ok(Stmt::OpenDevice(args));
        }
        let first = self.expr()?;
        if self.eat_char(b',') {
            self.eat_char(b'#');
            let file = self.expr()?;
            self.expect_char(b',')?;
            let name = self.expr()?;
            let len = if self.eat_char(b',') {
                Some(self.expr()?)
            } else {
                None
            };
            return Ok(Stmt::Open {
                mode: first,
                file,
                name,
                len,
                access: 0,
                share: 0,
            });
        }
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
        let mut access = 0;
        if self.eat_word(b"ACCESS") {
            let read = self.eat_keyword(K::Read);
            let write = self.eat_keyword(K::Write);
            access = u8::from(read) | u8::from(write) << 1;
            // A sequential file takes only the access its mode has: ACCESS READ for INPUT,
            // ACCESS WRITE for OUTPUT, ACCESS READ WRITE for APPEND, whose ACCESS WRITE
            // fails to open (`Path/File access error`); anything else is a syntax error.
            // RANDOM takes any (pcbasic-suite OPEN2).
            match (mode, read, write) {
                (_, false, false) => return Err(ErrorKind::Syntax),
                (b"R", _, _) | (b"I", true, false) | (b"O", false, true) | (b"A", true, true) => {}
                (b"A", false, true) => return Err(ErrorKind::Numbered(75)),
                _ => return Err(ErrorKind::Syntax),
            }
        }
        let mut share = 0;
        if self.eat_word(b"SHARED") {
            share = 4;
        } else if self.eat_word(b"LOCK") {
            share = if self.eat_keyword(K::Read) {
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
        let file = self.expr()?;
        let len = if self.eat_keyword(K::Len) || self.eat_word(b"LEN") {
            self.expect_char(b'=')?;
            Some(self.expr()?)
        } else {
            None
        };
        Ok(Stmt::Open {
            mode: Expr::Str(Rc::from(&mode[..])),
            file,
            name: first,
            len,
            access,
            share,
        })
    }

    /// `[#]n, [#]m, ...` of CLOSE, possibly none.
    pub(in crate::parse) fn file_numbers(&mut self) -> PResult<Vec<Expr<P::Num>>> {
        let mut files = Vec::new();
        while !self.at_end_of_statement() {
            self.eat_char(b'#');
            files.push(self.expr()?);
            if !self.eat_char(b',') {
                break;
            }
        }
        Ok(files)
    }

    /// A word that is not a keyword (`OUTPUT`, `AS`, `LEN`), spelled out in characters.
    /// GW's AUTO in a program (pcbasic-suite AUTO: `20 AUTO` starts AUTO at the prompt):
    /// the word AUTO alone, and its arguments as typed to the end of the statement.
    /// `LOCK`/`UNLOCK` after its word: `[#]f [, [first] [TO last]]`.
    pub(in crate::parse) fn lock(&mut self, unlock: bool) -> PResult<Stmt<P::Num>> {
        self.eat_char(b'#');
        let file = self.expr()?;
        let (mut first, mut last) = (None, None);
        if self.eat_char(b',') {
            if !self.eat_keyword(K::To) {
                first = Some(self.expr()?);
                if self.eat_keyword(K::To) {
                    last = Some(self.expr()?);
                }
            } else {
                last = Some(self.expr()?);
            }
        }
        Ok(Stmt::Lock(unlock, file, first, last))
    }
}
