//! GW-BASIC's CONTXT: where the text after the last embedded constant CHRGTR scanned is,
//! kept as a run-time record for the two things that read it as a place to go on: the
//! RETURN of a GOSUB that pushed NUMCON, and the RESUME NEXT of an error whose ERRTXT is
//! NUMCON (a crunched constant as stray text, [`Machine::numcon_trapped`]).
//!
//! CHRGTR, meeting an embedded constant, saves the text pointer after it in CONTXT and
//! points the text pointer at NUMCON, GWDATA.ASM's fake text (`CONCON`, `CONCN2`), whose
//! next CHRGTR goes back to CONTXT (GWMAIN.ASM `CHRCON`, `NTRSC2`, `CONSCN`). GOSUB's
//! LINGET eats the character after its number with CHRGTR (`LINGT3`): when that is a second
//! constant (`GOSUB 600005`: LINGET stops before the digit that would pass 6552, and the
//! cruncher made the rest another line constant), the pointer GOSUB pushes is NUMCON itself.
//! RETURN skips from there as DATA does (`RETURN`, `DATA`): the CONCON byte, then CONCN2
//! sends it to CONTXT, so the run goes on at the first `:` (or the line's end) after the
//! last constant any CHRGTR scanned before the RETURN, in whatever line that was, with
//! CURLIN the GOSUB's line until NEWSTT reads a new line's header.
//!
//! CONTXT moves with every constant scanned: a statement evaluating its numbers, a jump's
//! GOTO2 skipping the rest of its line with REM, IF's false branch and ELSE skipping theirs,
//! FOR's NXTSCN looking for its NEXT, WHILE's WNDSCN for its WEND (before its condition is
//! read), an FN's body read in its DEF's line. Only its landing place matters, and that
//! only once a GOSUB has pushed NUMCON: the record is kept from then on (`live`), statement
//! by statement, at the granularity of DATA's skip, the text between two `:`s. Not kept:
//! a jump whose line constant GOTO2 already made a pointer (PTRCON: no REM skip on later
//! runs), and the constants of a statement after an FN it called.

use std::rc::Rc;

use super::{Frame, Machine, Pc};
use crate::dialect::Profile;
use crate::program::Line;

/// One line's pieces as DATA's skip sees them: the text between two `:`s outside quotes
/// of its crunched form, and which hold an embedded constant.
#[derive(Debug)]
pub(super) struct Segs {
    /// The piece each statement of the line is in.
    seg_of: Vec<u16>,
    /// Whether each piece holds an embedded constant.
    has_const: Vec<bool>,
    /// The first statement of each piece (the line's statement count when none is).
    first: Vec<usize>,
    /// The line's statement count.
    len: usize,
}

/// Whether CHRGTR takes `b` for an embedded constant's type byte (GWMAIN.ASM `LOWCHR`:
/// OCTCON to DBLCON, save CONCN2 and CONCON, which only NUMCON holds).
fn is_constant(b: u8) -> bool {
    matches!(b, 0x0b..=0x0f | 0x11..=0x1d | 0x1f)
}

impl Segs {
    /// The pieces of `line`.
    pub(super) fn of<P: Profile, N>(line: &Line<N>) -> Self {
        let text = line.crunched::<P>();
        let mut has_const = vec![false];
        let mut quoted = false;
        let mut i = 0;
        while let Some(&b) = text.get(i) {
            if b == 0 {
                break;
            }
            if quoted {
                quoted = b != b'"';
                i += 1;
                continue;
            }
            match b {
                b'"' => quoted = true,
                b':' => has_const.push(false),
                _ if is_constant(b) => {
                    if let Some(last) = has_const.last_mut() {
                        *last = true;
                    }
                    i += crate::token::gwlist::constant_len(b).unwrap_or(1);
                    continue;
                }
                // A two-byte token: its second byte is no constant.
                0xfd..=0xff => i += 1,
                _ => {}
            }
            i += 1;
        }
        let mut seg_of = Vec::with_capacity(line.stmts.len());
        let mut seg: usize = 0;
        for i in 0..line.stmts.len() {
            if i > 0 && !line.joined.get(i).copied().unwrap_or(false) {
                seg += 1;
            }
            seg_of.push(seg.min(has_const.len() - 1) as u16);
        }
        let mut first = vec![line.stmts.len(); has_const.len()];
        for (i, &s) in seg_of.iter().enumerate().rev() {
            first[usize::from(s)] = i;
        }
        Self {
            seg_of,
            has_const,
            first,
            len: line.stmts.len(),
        }
    }

    /// The piece of statement `stmt` (past the last statement: the last piece).
    fn seg(&self, stmt: usize) -> usize {
        match self.seg_of.get(stmt) {
            Some(&s) => usize::from(s),
            None => self.has_const.len(),
        }
    }

    /// The statement a DATA skip from inside piece `seg` goes on at: the next piece's
    /// first, or the line's end.
    fn landing(&self, seg: usize) -> usize {
        self.first.get(seg + 1).copied().unwrap_or(self.len)
    }

    /// The last piece from `from` up to (not including) `to` that holds a constant.
    fn last_const(&self, from: usize, to: usize) -> Option<usize> {
        let to = to.min(self.has_const.len());
        (from.min(to)..to).rev().find(|&s| self.has_const[s])
    }
}

/// The record: whether it is kept, where a skip from CONTXT lands, and each line's pieces.
#[derive(Debug, Default)]
pub(super) struct Contxt {
    /// Kept from the first GOSUB that pushed NUMCON until new lines are taken.
    pub(super) live: bool,
    /// Where a DATA skip from CONTXT lands.
    pub(super) at: Option<Pc>,
    /// Each line's pieces, made when first needed.
    segs: Vec<Option<Rc<Segs>>>,
    /// The error being handled left ERRTXT in NUMCON: NEWSTT met a crunched constant as
    /// stray text (`Stmt::Stray`), so RESUME NEXT goes on from CONTXT.
    errtxt: bool,
    /// A false WHILE went on at the stray constant after its WEND (the first, the
    /// WHILE's place): WHILE's CHRGTR after the WEND scanned that constant, and then its
    /// condition was read, so CONTXT is after the condition's constants if it has any
    /// (FIVEO.ASM `WHILE`).
    pub(super) after_wend: Option<(Pc, Pc)>,
}

impl Contxt {
    /// Forgets the pieces (the lines changed).
    pub(super) fn forget_lines(&mut self) {
        self.segs.clear();
    }
}

impl<P: Profile> Machine<P> {
    /// The pieces of line `line`.
    fn segs(&mut self, line: usize) -> Option<Rc<Segs>> {
        if let Some(Some(s)) = self.contxt.segs.get(line) {
            return Some(Rc::clone(s));
        }
        let segs = Rc::new(Segs::of::<P, _>(self.lines.get(line)?));
        if self.contxt.segs.len() <= line {
            self.contxt.segs.resize(line + 1, None);
        }
        self.contxt.segs[line] = Some(Rc::clone(&segs));
        Some(segs)
    }

    /// Statement `pc` runs: the constants of its piece are scanned.
    pub(super) fn contxt_statement(&mut self, pc: Pc) {
        let Some(s) = self.segs(pc.line) else { return };
        let seg = s.seg(pc.stmt);
        if s.has_const.get(seg) == Some(&true) {
            self.contxt.at = Some(Pc {
                line: pc.line,
                stmt: s.landing(seg),
            });
        }
    }

    /// A skip from statement `pc` up to statement `to` of its line (the line's end when
    /// `None`) scanned the constants of the pieces between: GOTO2's REM, IF's false
    /// branch, ELSE.
    pub(super) fn contxt_skip(&mut self, pc: Pc, to: Option<usize>) {
        let Some(s) = self.segs(pc.line) else { return };
        let end = to.map_or(usize::MAX, |t| s.seg(t));
        if let Some(seg) = s.last_const(s.seg(pc.stmt), end) {
            self.contxt.at = Some(Pc {
                line: pc.line,
                stmt: s.landing(seg),
            });
        }
    }

    /// NXTSCN or WNDSCN ran from the FOR or WHILE at `from` to the NEXT or WEND at `to`:
    /// the constants of the pieces between, over lines, were scanned (those of a piece
    /// the NEXT does not begin too).
    pub(super) fn contxt_scan(&mut self, from: Pc, to: Pc) {
        let mut found = None;
        for line in from.line..=to.line {
            let Some(s) = self.segs(line) else { break };
            let start = if line == from.line {
                s.seg(from.stmt) + 1
            } else {
                0
            };
            let end = if line == to.line {
                let seg = s.seg(to.stmt);
                if s.first.get(seg) == Some(&to.stmt) {
                    seg
                } else {
                    seg + 1
                }
            } else {
                usize::MAX
            };
            if let Some(seg) = s.last_const(start, end) {
                found = Some(Pc {
                    line,
                    stmt: s.landing(seg),
                });
            }
        }
        if found.is_some() {
            self.contxt.at = found;
        }
    }

    /// An FN's body was read in the line numbered `number`, in the DEF of `name` there.
    pub(super) fn contxt_fn(&mut self, number: u16, name: crate::parse::NameId) {
        let Some(line) = self.line_index.find(&self.lines, number) else {
            return;
        };
        let Some(stmt) = self.lines[line].stmts.iter().position(
            |s| matches!(s, crate::parse::ast::Stmt::Def { name: n, .. } if n.name == name),
        ) else {
            return;
        };
        self.contxt_statement(Pc { line, stmt });
    }

    /// GOSUB at `pc` pushed NUMCON: the record is kept from now on, and CONTXT is after
    /// the second constant, then GOTO2's REM skip scans the rest of the line.
    pub(super) fn push_numcon(&mut self, pc: Pc) -> Result<(), crate::error::BasicError> {
        let line = self.line_number_at(pc);
        self.push(Frame::Gosub {
            ret: pc,
            line,
            pushed: super::Pushed::Numcon,
        })?;
        if !self.contxt.live {
            self.contxt.live = true;
            self.rewatch();
        }
        self.contxt_statement(pc);
        Ok(())
    }

    /// An error at `pc` was trapped: when it is NEWSTT's at a crunched constant (`TROFF 1`,
    /// `X=(1) 2`: the statement's last CHRGTR scanned it, so the text pointer SAVTXT keeps
    /// is NUMCON), ERRTXT is NUMCON and CONTXT is after that constant. The record is kept
    /// from now on: the handler's own constants move it (GWMAIN.ASM `NEWSTT`, `ERRMOR`).
    pub(super) fn numcon_trapped(&mut self, pc: Pc) {
        let stmt = self.lines.get(pc.line).and_then(|l| l.stmts.get(pc.stmt));
        self.contxt.errtxt = matches!(
            stmt,
            Some(crate::parse::ast::Stmt::Stray { numcon: true, .. })
        );
        if self.contxt.errtxt {
            if !self.contxt.live {
                self.contxt.live = true;
                self.rewatch();
            }
            self.contxt_statement(pc);
            if let Some((at, _)) = self.contxt.after_wend.filter(|&(_, s)| s == pc) {
                self.contxt_statement(at);
            }
        }
        self.contxt.after_wend = None;
    }

    /// RESUME of the error handled: for RESUME NEXT (`next`) of an error whose ERRTXT is NUMCON, RESTXT steps past the CONCON byte
    /// and skips as DATA does, and CHRGTR on CONCN2 goes to CONTXT (`RESTXT`, `CONSCN`), so
    /// the run goes on at the first `:` or line end after the last constant any CHRGTR
    /// read, the handler's (`PRINT #1,ERR,ERL` leads back into the handler: its RESUME
    /// again is `RESUME without error`), with CURLIN the error's line (`number`, 65535 for
    /// a typed line) until a new line's header is read. `None` for any other RESUME.
    pub(super) fn numcon_resume(&mut self, next: bool, number: Option<u16>) -> Option<Pc> {
        let numcon = std::mem::take(&mut self.contxt.errtxt);
        self.contxt_settle();
        let at = self.contxt.at.filter(|_| numcon && next)?;
        self.curlin = Some((at.line, number.unwrap_or(u16::MAX)));
        Some(at)
    }

    /// The record is kept while a GOSUB entry that pushed NUMCON may still return or an
    /// error handled has ERRTXT in NUMCON.
    pub(super) fn contxt_settle(&mut self) {
        if self.contxt.live {
            self.contxt.live = self.contxt.errtxt
                || self.stack.iter().any(|f| {
                    matches!(
                        f,
                        Frame::Gosub {
                            pushed: super::Pushed::Numcon,
                            ..
                        }
                    )
                });
            self.rewatch();
        }
    }

    /// Where the RETURN of a GOSUB that pushed NUMCON goes on, with CURLIN the GOSUB's
    /// line (`number`, 65535 for a typed line) until a new line's header is read.
    pub(super) fn numcon_return(&mut self, number: Option<u16>, fallback: Pc) -> Pc {
        let at = self.contxt.at.unwrap_or(fallback);
        self.curlin = Some((at.line, number.unwrap_or(u16::MAX)));
        at
    }
}
