//! CHAIN and COMMON: the running program hands over to another, passing on its open files and
//! the variables COMMON names (or all of them with ALL).
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987), CHAIN and COMMON; pcbasic-suite CHAIN,
//! COMMON2 and COMMONJ for what survives (OPTION BASE and the files do; DEF FN, the DEFtype
//! table and the variables not named do not).

use super::value::Entry;
use super::{Array, Flow, Machine, Pc, Value};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::parse::{Expr, NameId, Stmt, VarType};

/// What a CHAIN statement asked for; the session loads the program and starts it.
#[derive(Clone, Debug)]
pub struct ChainRequest {
    /// MERGE: the file's lines join the program in memory.
    pub merge: bool,
    /// The file name as the program gave it.
    pub file: Vec<u8>,
    /// The line to start at.
    pub line: Option<u16>,
    /// DELETE: lines removed first.
    pub delete: Option<(u16, u16)>,
    /// The listing already loaded (the C64's LOAD in a program), in place of the file.
    pub loaded: Option<Vec<u8>>,
    /// ALL: every variable passed on, the DEF FN definitions with them.
    pub all: bool,
    /// The number of the line the CHAIN ran in (CURLIN), which a tokenised file's load
    /// leaves for CHNRET's errors.
    pub from_line: Option<u16>,
}

/// A variable passed on by CHAIN, by name (the next program interns names afresh).
#[derive(Clone, Debug)]
pub enum Passed<N> {
    /// A scalar.
    Scalar(Vec<u8>, VarType, Value<N>),
    /// An array.
    Array(Vec<u8>, VarType, Array<N>),
    /// A DEF FN entry ALL kept, with its text pointer.
    Function(Vec<u8>, VarType, u32),
}

/// CHAIN's options as parsed: MERGE, ALL, DELETE and the error of a tail that did not parse.
#[derive(Clone, Copy, Debug)]
pub(super) struct How {
    pub(super) merge: bool,
    pub(super) all: bool,
    pub(super) delete: Option<(u16, u16)>,
    pub(super) bad: Option<ErrorKind>,
}

impl<P: Profile> Machine<P> {
    /// `CHAIN`: remembers the request and the variables to pass on; the run stops here.
    pub(super) fn chain(
        &mut self,
        how: How,
        file: &Expr<P::Num>,
        line: Option<&Expr<P::Num>>,
        names: &dyn Fn(NameId) -> Vec<u8>,
    ) -> Result<Flow, BasicError> {
        let How {
            merge,
            all,
            delete,
            bad,
        } = how;
        let file = self.eval(file)?.string()?.to_vec();
        let file = self.program_file_name(file)?;
        if P::dos_disk() {
            if let Some(e) = self.keyboard_program(&file, !merge) {
                return Err(e);
            }
        }
        // GW-BASIC opens the file before it reads the options: a missing one is `File not
        // found` in the CHAIN's line, trapped like any other (probed on GW-BASIC 3.23), even
        // when what follows does not parse (FIVEO.ASM `CHAIN`, PRGFLI).
        if P::dos_disk() {
            if let Some(e) = self.program_file_error(&file) {
                return Err(e.into());
            }
        }
        if let Some(kind) = bad {
            return Err(kind.into());
        }
        if P::dos_disk() && !merge {
            if let Some(e) = self.device_program(&file) {
                return Err(e);
            }
        }
        // CHAIN MERGE reads as MERGE does: NUL's `Line buffer overflow` outside any line
        // (real GW-BASIC 3.23: trapped, ERL 65535).
        if P::dos_disk() && merge {
            if let Some(kind) = self.device_read_error(&file) {
                // With DELETE none stays, ALL or not (real GW-BASIC 3.23: `CHAIN MERGE
                // "NUL",10,ALL,DELETE 10-20` and the handler sees N 0).
                if !all || delete.is_some() {
                    self.keep_common_only(delete.is_some())?;
                }
                self.lineless_error = kind == ErrorKind::Numbered(23);
                self.prompt_error = self.lineless_error;
                return Err(kind.into());
            }
        }
        // Line 0 is no line: the program starts at its first (FIVEO.ASM: CHNLIN 0). The
        // line is a word as FRQINT reads it (-32768..65535, negatives counting down from
        // 65536, else `Overflow`): `CHAIN "F",-7` starts at 65529, and a line the program
        // lacks is only found missing after the load (FIVEO.ASM `CHAIN`: FRMEVL, FRQINT
        // into CHNLIN; `CHNRET`: FNDLIN).
        let line = match line {
            Some(e) => {
                let n = if P::integer_arguments() {
                    let v = self.eval_num(e)?;
                    crate::num::frqint(v).map_err(|_| ErrorKind::Overflow)?
                } else {
                    let n = self.eval_index(e)?;
                    u16::try_from(n).map_err(|_| ErrorKind::IllegalQuantity)?
                };
                (n != 0).then_some(n)
            }
            None => None,
        };
        // DELETE's range must end at a line the program has, and not start after it
        // (FIVEO.ASM `CHMWDL`: FNDLIN exact, else Illegal function call).
        if let Some((from, to)) = delete {
            if from > to || !self.lines.iter().any(|l| l.number == to) {
                return Err(ErrorKind::IllegalQuantity.into());
            }
        }
        // CHAIN MERGE reaches MERGE's code (FIVEO.ASM `OKGETM`) after the line, ALL and
        // DELETE were read and the variables squeezed, and MERGE takes only an ASCII file:
        // a tokenised or protected one is `Bad file mode` in the CHAIN's line, with only
        // what COMMON or ALL keeps left (real GW-BASIC 3.23, as NUL's read above).
        if merge && P::dos_disk() && self.program_file_is_binary(&file) {
            if !all || delete.is_some() {
                self.keep_common_only(delete.is_some())?;
            }
            return Err(ErrorKind::Numbered(54).into());
        }
        // MERGE passes on what ALL or COMMON names, as a plain CHAIN does (FIVEO.ASM: the
        // COMMON scan and the squeeze run whatever MRGFLG says; real GW-BASIC 3.23: `CHAIN
        // MERGE "F",,DELETE 10` keeps only the COMMON variables).
        let marked = if all {
            None
        } else {
            Some(self.common_marks()?)
        };
        let keep = |key: &(NameId, VarType, bool)| marked.as_ref().is_none_or(|m| m.contains(key));
        // The survivors go in the order of their entries, which the squeeze keeps; ALL
        // keeps the DEF FN entries among them (FIVEO.ASM `CLPSLP`, `CLPAKP`).
        let scalars = self.store.scalars();
        let values: std::collections::HashMap<_, _> = scalars.iter().cloned().collect();
        let mut passed = Vec::new();
        let mut done = std::collections::HashSet::new();
        for e in &self.store.order {
            match *e {
                Entry::Scalar(n, ty) => {
                    if let Some(v) = values.get(&(n, ty)).filter(|_| keep(&(n, ty, false))) {
                        if done.insert((n, ty)) {
                            passed.push(Passed::Scalar(names(n), ty, v.clone()));
                        }
                    }
                }
                Entry::Function(n, ty, at) if all => {
                    passed.push(Passed::Function(names(n), ty, at))
                }
                Entry::Function(..) => {}
            }
        }
        for ((n, ty), v) in &scalars {
            if keep(&(*n, *ty, false)) && done.insert((*n, *ty)) {
                passed.push(Passed::Scalar(names(*n), *ty, v.clone()));
            }
        }
        let mut order = self.store.array_order.clone();
        for key in self.store.arrays.iter().map(|(k, _)| *k) {
            if !order.contains(&key) {
                order.push(key);
            }
        }
        for (n, ty) in order {
            if let Some(a) = self
                .store
                .arrays
                .get(&(n, ty))
                .filter(|_| keep(&(n, ty, true)))
            {
                passed.push(Passed::Array(names(n), ty, a.clone()));
            }
        }
        self.chain = Some((
            ChainRequest {
                merge,
                file,
                line,
                delete,
                loaded: None,
                all,
                from_line: self
                    .lines
                    .get(self.here.line)
                    .filter(|_| self.direct_line != Some(self.here.line))
                    .map(|l| l.number),
            },
            passed,
        ));
        Ok(Flow::Chain)
    }

    /// Starts the chained program: variables as passed on, files still open, OPTION BASE
    /// kept, everything else fresh. `keep_functions`: ALL kept the DEF FN entries;
    /// `moved_text`: MERGE changed the program they point into.
    pub fn run_chained(
        &mut self,
        program: &crate::program::Program<P>,
        from: Option<u16>,
        keep_functions: bool,
        moved_text: bool,
        from_line: Option<u16>,
        con: &mut dyn ferrite_console::Console,
    ) -> ferrite_console::Outcome {
        // A DEF FN is an entry among the simple variables: the squeeze drops it unless ALL
        // keeps them all (FIVEO.ASM `CLPSLP`; real GW-BASIC 3.23: `CHAIN MERGE "F",100`
        // makes FNA an Undefined user function, `CHAIN "F",,ALL` keeps it).
        if !keep_functions {
            self.fns.clear();
        }
        self.stack.clear();
        self.data = Pc::default();
        self.cont_at = None;
        // ERL starts again at 0 and ERR stays (real GW-BASIC 3.23: CHAIN from a handler
        // of ERROR 250 leaves ERR 250, ERL 0; the handler is over, so a RESUME there is
        // `RESUME without error` and an error is trapped again).
        self.err.1 = 0;
        self.handling = None;
        self.oneflg = 0;
        self.on_error = None;
        self.take_lines(program.shared_lines());
        // A tokenised file CHAIN loaded is in memory as LOAD puts it (FIVEO.ASM `CHAIN`
        // goes through BINLOD): its bytes and the byte after its 0 link.
        self.adopt_file_image(program);
        if keep_functions && moved_text {
            self.mark_moved_functions();
        }
        self.direct_copy = None;
        self.names = program.names.clone();
        self.direct_line = None;
        // The program and the variables passed on must fit together: GW-BASIC stops the CHAIN
        // with `Out of memory` when they do not (pcbasic-suite FULLCHN; FULLCHN3 fits with
        // one byte to spare). The load has one byte less than the run will: the variables
        // wait at the top of the string space with FRETOP one below them "to be sure"
        // (FIVEO.ASM `DNCCLS`), so a program that would leave FRE 0 does not load (real
        // GW-BASIC 3.23: FULLCHN3 one byte longer is `Out of memory`, no line).
        self.measure_program(self.lines.len());
        let margin = i64::from(P::dos_disk());
        if self.store.mem.free() < margin {
            return self.report(BasicError::new(crate::error::ErrorKind::OutOfMemory), con);
        }
        let start = match from {
            Some(n) => match program.index_of(n) {
                Some(i) => i,
                // A line the new program does not have is `Illegal function call`
                // (real GW-BASIC 3.23, `CHAIN "F",20`), outside any line when the file
                // was ASCII (read at MAIN, CURLIN 65535); a tokenised or protected file's
                // BINLOD goes back to CHNRET with CURLIN the CHAIN's line (`in 40`).
                None => {
                    let line = from_line.filter(|_| self.file_image().is_some());
                    return self.report(
                        BasicError {
                            kind: crate::error::ErrorKind::IllegalQuantity,
                            line,
                        },
                        con,
                    );
                }
            },
            None => 0,
        };
        self.execute(
            Pc {
                line: start,
                stmt: 0,
            },
            con,
        )
    }
}

impl<P: Profile> Machine<P> {
    /// What the program's COMMON statements name, each by name, type and whether an
    /// array, as the scan marks them: every COMMON of the program, run or not, with the
    /// DEFtype table as it is now (FIVEO.ASM `CLPSCN`, `NXTCOM`). A bad list stops the
    /// scan with its error in the COMMON's line; so does an array's operand (`A(n)`),
    /// evaluated as the scan meets it, whose string is `Illegal function call` (FIVEO.ASM
    /// `COMADY`: EVAL, GETYPR, FCERR).
    fn common_marks(
        &mut self,
    ) -> Result<std::collections::HashSet<(NameId, VarType, bool)>, BasicError> {
        let mut marked = std::collections::HashSet::new();
        let mut commons = Vec::new();
        for (i, l) in self.lines.iter().enumerate() {
            if self.direct_line == Some(i) {
                continue;
            }
            for stmt in &l.stmts {
                if let Stmt::Common {
                    vars,
                    sizes,
                    counted: true,
                    error,
                } = stmt
                {
                    commons.push((l.number, vars.clone(), sizes.clone(), *error));
                }
            }
        }
        // The scan sets the COMMON bit in each name it finds as it goes; when it stops at
        // an error those names keep the bit, so the program no longer finds them by their
        // names (real GW-BASIC 3.23: after `A=1:COMMON A,B(]` and the CHAIN's `Syntax
        // error`, A is 0; FIVEO.ASM `COMFNS`, `BAKCOM`).
        let mut found = Vec::new();
        for (line, vars, sizes, error) in commons {
            let at_line = |mut e: BasicError| {
                e.line = Some(line);
                e
            };
            let mut next = 0;
            let mut mark = |m: &mut Self, upto: usize, found: &mut Vec<_>| {
                for &(var, array) in &vars[next..upto.min(vars.len())] {
                    let key = (var.name, m.store.type_of(var), array);
                    let exists = if array {
                        m.store.arrays.get(&(key.0, key.1)).is_some()
                    } else {
                        m.store.has(var)
                    };
                    if exists {
                        found.push(key);
                    }
                    marked.insert(key);
                }
                next = next.max(upto);
            };
            for (operand, size, at) in &sizes {
                mark(self, *at, &mut found);
                match self.eval(size) {
                    Ok(Value::Str(_)) if *operand => {
                        self.hide_marked(&found);
                        return Err(at_line(ErrorKind::IllegalQuantity.into()));
                    }
                    Ok(_) => {}
                    Err(e) => {
                        self.hide_marked(&found);
                        return Err(at_line(e));
                    }
                }
            }
            mark(self, vars.len(), &mut found);
            if let Some(kind) = error {
                // RESUME NEXT then goes on after the CHAIN.
                self.hide_marked(&found);
                return Err(at_line(kind.into()));
            }
        }
        Ok(marked)
    }

    /// The variables a COMMON scan that stopped had marked: their entries keep the COMMON
    /// bit in the second byte of the name, so they stay where they are with their values
    /// but no name finds them; a new variable of the name is made when used.
    fn hide_marked(&mut self, found: &[(NameId, VarType, bool)]) {
        for &(name, ty, array) in found {
            let mut text = self.names.text(name).to_vec();
            match text.get_mut(1) {
                Some(b) => *b |= 0x80,
                None => text.push(0x80),
            }
            let ghost = self.names.intern(&text);
            if array {
                if self.store.arrays.get(&(ghost, ty)).is_some() {
                    continue;
                }
                if let Some(a) = self.store.arrays.remove(&(name, ty)) {
                    self.store.arrays.insert((ghost, ty), a);
                    for k in &mut self.store.array_order {
                        if *k == (name, ty) {
                            *k = (ghost, ty);
                        }
                    }
                }
            } else {
                let (old, new) = (self.var_of(name, ty), self.var_of(ghost, ty));
                self.store.rename_scalar(old, new, ty);
            }
        }
    }

    /// The DEF FN entries among the variables (name, type, text pointer), which CHAIN's
    /// ALL keeps with the variables (FIVEO.ASM: the squeeze runs only without ALL).
    fn function_entries(&self) -> Vec<(NameId, VarType, u32)> {
        self.store
            .order
            .iter()
            .filter_map(|e| match e {
                super::value::Entry::Function(n, ty, at) => Some((*n, *ty, *at)),
                _ => None,
            })
            .collect()
    }

    /// Puts a DEF FN entry ALL kept back among the variables passed on, where it takes
    /// its room again.
    pub fn reenter_function(&mut self, name: NameId, ty: VarType, at: u32) {
        let Some(f) = self.fns.get(&(name, ty)) else {
            return;
        };
        let params = f.params.clone();
        // The type is given, so the first letter (for DEFtype) plays no part.
        let var = crate::parse::VarRef::new(name, Some(ty), b'A');
        // The room was there before the CHAIN; a program too big for it with the
        // variables is `Out of memory` when it starts (`run_chained`).
        let _ = self.store.define_function(var, &params, at);
    }
}

impl<P: Profile> Machine<P> {
    /// Marks the DEF FNs whose entry no longer points at their DEF's text: lines merged
    /// or deleted before it moved the text up or down (FIVEO.ASM: MERGE inserts lines in
    /// place and the entries keep their pointers).
    fn mark_moved_functions(&mut self) {
        let entries = self.function_entries();
        for (name, ty, at) in entries {
            let Some(line) = self.fns.get(&(name, ty)).map(|f| f.line) else {
                continue;
            };
            let now = self
                .lines
                .iter()
                .position(|l| l.number == line)
                .map(|i| self.fn_text_pointer(i, name));
            if now != Some(at) {
                if let Some(f) = self.fns.get_mut(&(name, ty)) {
                    f.moved = true;
                }
            }
        }
    }
}

impl<P: Profile> Machine<P> {
    /// The file LOAD, RUN or MERGE names: its string expression evaluated (a number is `Type
    /// mismatch`), the file looked for (a missing one is `File not found`), then the error of
    /// what followed the name (DSKCOM.ASM `LRUN3` and `MERGE`: PRGFLI opens the file, then
    /// the option is read).
    pub(super) fn load_name(
        &mut self,
        file: &Expr<P::Num>,
        bad: &Option<ErrorKind>,
        scratch: bool,
    ) -> Result<Vec<u8>, BasicError> {
        let name = self.eval(file)?.string()?.to_vec();
        let name = self.program_file_name(name)?;
        if P::dos_disk() {
            if let Some(e) = self.keyboard_program(&name, scratch) {
                return Err(e);
            }
            if let Some(e) = self.program_file_error(&name) {
                return Err(e.into());
            }
        }
        match bad {
            Some(kind) => Err((*kind).into()),
            None => Ok(name),
        }
    }

    /// The error reading the first bytes of a program from a device that opens for input
    /// but gives no program: CONS: takes only output (`Bad file mode`); DOS's NUL and PRN
    /// give no end of file and never a line end (`Line buffer overflow`).
    pub(super) fn device_read_error(&self, name: &[u8]) -> Option<ErrorKind> {
        if super::files::device_of(name) == Ok(super::files::Device::Console) {
            return Some(ErrorKind::Numbered(54));
        }
        match super::files::dos_device_trunk(name)?.as_slice() {
            b"NUL" | b"PRN" | b"LPT1" => Some(ErrorKind::Numbered(23)),
            _ => None,
        }
    }

    /// CHAIN without ALL lets go of the variables COMMON does not name before it reads the
    /// file (FIVEO.ASM `CHAIN`: the COMMON scan and the squeeze come before the load), so a
    /// read that fails at once leaves only those (real GW-BASIC 3.23: `CHAIN MERGE "NUL"`
    /// then the handler sees N, M$, Q(1) and A% all 0; with ALL they keep their values).
    /// The DEFtype table and OPTION BASE stay; the DEF FN entries go.
    fn keep_common_only(&mut self, none: bool) -> Result<(), BasicError> {
        let mut marked = self.common_marks()?;
        if none {
            marked.clear();
        }
        let scalars: Vec<_> = self
            .store
            .scalars()
            .into_iter()
            .filter(|((n, ty), _)| marked.contains(&(*n, *ty, false)))
            .collect();
        let arrays: Vec<_> = self
            .store
            .arrays
            .iter()
            .filter(|(k, _)| marked.contains(&(k.0, k.1, true)))
            .map(|(k, a)| (*k, a.clone()))
            .collect();
        let types: Vec<_> = (b'A'..=b'Z')
            .map(|c| (c, self.store.letter_type(c)))
            .collect();
        let base = self.store.option_base;
        self.store.clear();
        self.store.option_base = base;
        for (c, ty) in types {
            self.store.set_deftype(c, ty);
        }
        self.fns.clear();
        let var = |n: NameId, ty: VarType| crate::parse::VarRef::new(n, Some(ty), b'A');
        for ((n, ty), v) in scalars {
            self.store.set(var(n, ty), v)?;
        }
        for ((n, ty), a) in arrays {
            self.store.adopt(var(n, ty), a);
        }
        Ok(())
    }

    /// Whether a program file name is DOS's `AUX` (any extension, no colon), which reads as
    /// an empty file: DOSBox's serial port has nothing attached, and its first read gives
    /// no byte, the file's end (real GW-BASIC 3.23 in DOSBox: `LOAD "AUX",R` runs an empty
    /// program, printing nothing).
    pub fn empty_device(name: &[u8]) -> bool {
        super::files::dos_device_trunk(name).as_deref() == Some(b"AUX")
    }

    /// LOAD, RUN, CHAIN and MERGE of `KYBD:`: the program is read from the keys typed, a
    /// line at a time up to each Enter, and a CTRL-Z is a key like any other, so nothing
    /// ends the file (GIOKYB.ASM `KYBSIN` through DSKCOM.ASM's ASCII load). With the keys
    /// used up the machine waits, and the run ends there; a line typed without a number
    /// is `Direct statement in file`, untrapped and in no line, the program (for all but
    /// MERGE) already given up by SCRTCH (real GW-BASIC 3.23: `LOAD "KYBD:",R` with the
    /// keys `10 PRINT 42`, Enter, CTRL-Z, Enter says `Direct statement in file`; with
    /// `10 PRINT 42`, CTRL-Z, Enter it waits for more).
    pub(super) fn keyboard_program(&mut self, name: &[u8], scratch: bool) -> Option<BasicError> {
        // DOS's `CON` reads the same keys, a byte at a time, a CTRL-Z among them (real
        // GW-BASIC 3.23 in DOSBox: `LOAD "CON",R` is as `LOAD "KYBD:",R`).
        let console = super::files::dos_device_trunk(name).as_deref() == Some(b"CON");
        if !super::files::is_keyboard(name) && !console {
            return None;
        }
        loop {
            let mut line = Vec::new();
            let mut ended = true;
            if let Some(k) = &self.keyboard {
                let mut k = k.borrow_mut();
                while let Some(b) = k.key() {
                    if b == b'\n' || b == b'\r' {
                        ended = false;
                        break;
                    }
                    line.push(b);
                }
            }
            if ended {
                self.end_keys();
                return Some(ErrorKind::DirectStatementInFile.into());
            }
            match line.iter().find(|&&b| b != b' ') {
                None => {}
                Some(b) if b.is_ascii_digit() => {}
                Some(_) => {
                    if scratch {
                        self.on_error = None;
                        self.new_program = true;
                    }
                    self.lineless_error = true;
                    return Some(ErrorKind::DirectStatementInFile.into());
                }
            }
        }
    }

    /// LOAD, RUN and CHAIN of a device [`Self::device_read_error`] names: the file opened,
    /// SCRTCH has given up the program, its variables and its error trap, then the first
    /// read fails, untrapped: CONS:'s `Bad file mode` in the statement's line, NUL's
    /// `Line buffer overflow` with no line (DSKCOM.ASM `LRUN3`: PRGFLI, SCRTCH, INDSKC;
    /// real GW-BASIC 3.23: `LOAD "CONS:"` under ON ERROR is `Bad file mode in 20`, `LOAD
    /// "NUL"`, `RUN "PRN"`, `CHAIN "NUL"` `Line buffer overflow`).
    pub(super) fn device_program(&mut self, name: &[u8]) -> Option<BasicError> {
        let kind = self.device_read_error(name)?;
        self.on_error = None;
        self.new_program = true;
        if kind == ErrorKind::Numbered(23) {
            self.lineless_error = true;
        }
        Some(kind.into())
    }

    /// The name of a program file LOAD, RUN, MERGE, CHAIN or SAVE gives, as GW-BASIC reads
    /// it (`files::nul_cut`): a NUL in it is `Bad file number` unless it ends a drive or
    /// device alone.
    pub(super) fn program_file_name(&self, name: Vec<u8>) -> Result<Vec<u8>, BasicError> {
        if !P::dos_disk() {
            return Ok(name);
        }
        match super::files::nul_cut(&name) {
            Some(cut) if cut.len() == name.len() => Ok(name),
            Some(cut) => Ok(super::files::drive_before_nul(&name, cut.to_vec())),
            None => Err(super::files::BAD_FILE_NUMBER.into()),
        }
    }

    /// Whether a program file CHAIN, LOAD, RUN or MERGE names is on the disk: the name as
    /// given, or with `.BAS` when it has no extension (as LOAD looks for it).
    pub(super) fn program_file_exists(&self, name: &[u8]) -> bool {
        self.program_file(name).is_some()
    }

    /// The error of a program file CHAIN, LOAD, RUN or MERGE cannot open: DOS's own for a
    /// drive or folder that is not there (`B:MENU.BAS`, `\NODIR\P`: `Path not found`, real
    /// GW-BASIC 3.23 in DOSBox), else `File not found` when neither the name nor the name
    /// with `.BAS` is there (GIODSK.ASM `OPNFIL` returns DOS's error).
    pub(super) fn program_file_error(&self, name: &[u8]) -> Option<ErrorKind> {
        // An empty name is `Bad file number`; one of blanks is a name DOS does not find
        // (real GW-BASIC 3.23: `RUN ""` is 52, `RUN " "` 53).
        if let Some(e) = super::files::unknown_device(name) {
            return Some(e);
        }
        // A device that only takes output has no program to read: `Bad file mode` (real
        // GW-BASIC 3.23: LOAD, MERGE, RUN and CHAIN of `"SCRN:"` are 54).
        if super::files::is_output_device(name) {
            return Some(ErrorKind::Numbered(54));
        }
        // A serial port opens to no line: `Device Timeout` (real GW-BASIC 3.23 in DOSBox:
        // LOAD, MERGE and CHAIN of `"COM1:"` are 24).
        if super::files::device_of(name) == Ok(super::files::Device::Serial) {
            return Some(ErrorKind::Numbered(24));
        }
        // CONS: and DOS's NUL and PRN open; what reading them does is the statement's
        // (`device_program`, MERGE's 54).
        if self.device_read_error(name).is_some() || Self::empty_device(name) {
            return None;
        }
        if self.program_file_exists(name) {
            return None;
        }
        // Blanks only: a control character is DOS's to refuse (real GW-BASIC 3.23: `LOAD
        // CHR$(9)+"NY"` and `LOAD "NY"+CHR$(10)` are 64).
        let blank = |c: &u8| *c == b' ';
        let start = name.iter().position(|c| !blank(c)).unwrap_or(name.len());
        let end = name
            .iter()
            .rposition(|c| !blank(c))
            .map_or(start, |e| e + 1);
        let trimmed = &name[start..end.max(start)];
        if trimmed.is_empty() {
            return Some(ErrorKind::Numbered(53));
        }
        // A wild card in a folder, or in the part of the last name DOS keeps, is refused
        // before GW-BASIC's look at long parts, as OPEN's is (`Machine::dos_file`; real
        // GW-BASIC 3.23: LOAD, MERGE, CHAIN and SAVE of `"ABCDEFGHI.X*"` and `"S*\A.X"` are
        // 64, of `"ABCDEFGHI*.X"` 52: that `*` is past the 8 bytes DOS keeps).
        if wild_refused(trimmed) {
            return Some(ErrorKind::Numbered(64));
        }
        // GW-BASIC's own look at the parts before a dot comes before DOS's search (real
        // GW-BASIC 3.23: `LOAD "ABCDEFGHI.X"` is 52, as SAVE's).
        if super::files::long_part(name) {
            return Some(super::files::BAD_FILE_NUMBER);
        }
        // A leading blank: DOS finds no such file (as OPEN's, `files::lead_blank`).
        if start > 0 && super::files::lead_blank(name) {
            return Some(ErrorKind::Numbered(53));
        }
        // DOS is asked for the name with `.BAS` when its last part has none, so blanks
        // after a folder are a name DOS does not find (real GW-BASIC 3.23: `LOAD ".\SUB\  "`
        // and `MERGE "SUB\ "` are 53, where `OPEN "I",1,"SUB\ "` is 75).
        let asked = if no_extension(&name[start..]) && !super::files::drive_alone(trimmed) {
            [&name[start..], b".BAS"].concat()
        } else {
            trimmed.to_vec()
        };
        Some(match self.program_path(&asked) {
            Err(e) => e,
            Ok(_) => ErrorKind::Numbered(53),
        })
    }

    /// The path of the program file CHAIN names, found as [`Self::program_file_exists`]
    /// finds it, from the current folder.
    fn program_file(&self, name: &[u8]) -> Option<std::path::PathBuf> {
        // A blank leading the name goes to DOS, which finds nothing (real GW-BASIC 3.23:
        // `LOAD " P"`, `RUN " P"`, `CHAIN " P"` are 53 with P.BAS there).
        if super::files::lead_blank(name) {
            return None;
        }
        let name = name.trim_ascii_end();
        let at = |n: &[u8]| self.program_path(n).ok().filter(|p| p.is_file());
        at(name).or_else(|| {
            no_extension(name)
                .then(|| at(&[name, b".BAS"].concat()))
                .flatten()
        })
    }

    /// Whether the program file CHAIN names is tokenised or protected (its first byte 0xFF
    /// or 0xFE), which MERGE cannot read.
    pub(super) fn program_file_is_binary(&self, name: &[u8]) -> bool {
        use std::io::Read;
        let mut first = [0u8];
        self.program_file(name)
            .and_then(|p| std::fs::File::open(p).ok())
            .is_some_and(|mut f| f.read_exact(&mut first).is_ok() && first[0] >= 0xfe)
    }
}

/// Whether a program file's name has no extension in its last part (after its drive and
/// folders), so that GW-BASIC gives DOS the name with `.BAS`: `.\SUB\P` has none; a name
/// ending at a `\` has no last part to add it to (real GW-BASIC 3.23: `LOAD ".\SUB \"` is
/// 75, as OPEN of it, where `LOAD "SUB\  "` is 53).
pub(super) fn no_extension(name: &[u8]) -> bool {
    let path = super::files::strip_drive(name).unwrap_or(name);
    let base = path.rsplit(|&b| b == b'\\').next().unwrap_or(path);
    !base.is_empty() && !base.contains(&b'.')
}

/// Whether a program file's name has a wild card DOS refuses before GW-BASIC looks at its
/// long parts: in a folder, or in the part of the last name DOS keeps (the first 8 bytes of
/// the trunk, 3 of the extension), as OPEN's (`Machine::dos_file`).
pub(super) fn wild_refused(name: &[u8]) -> bool {
    // Any drive letter is passed over: the wild card is refused before DOS looks for the
    // drive (real GW-BASIC 3.23: `LOAD "D:$$#@$%&*"` is 64 with no drive D:).
    let path = match name {
        [d, b':', rest @ ..] if d.is_ascii_alphabetic() => rest,
        _ => name,
    };
    let at = path.iter().rposition(|&b| b == b'\\');
    let (folders, base) = at.map_or((&path[..0], path), |i| (&path[..i], &path[i + 1..]));
    folders.iter().any(|&b| b == b'*' || b == b'?')
        || matches!(
            super::files::dos_name(base),
            Err(super::files::Fault::Wild(_))
        )
}
