//! CHAIN and COMMON: the running program hands over to another, passing on its open files and
//! the variables COMMON names (or all of them with ALL).
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987), CHAIN and COMMON; pcbasic-suite CHAIN,
//! COMMON2 and COMMONJ for what survives (OPTION BASE and the files do; DEF FN, the DEFtype
//! table and the variables not named do not).

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
}

/// A variable passed on by CHAIN, by name (the next program interns names afresh).
#[derive(Clone, Debug)]
pub enum Passed<N> {
    /// A scalar.
    Scalar(Vec<u8>, VarType, Value<N>),
    /// An array.
    Array(Vec<u8>, VarType, Array<N>),
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
        // GW-BASIC opens the file before it reads the options: a missing one is `File not
        // found` in the CHAIN's line, trapped like any other (probed on GW-BASIC 3.23), even
        // when what follows does not parse (FIVEO.ASM `CHAIN`, PRGFLI).
        if P::dos_disk() && !program_file_exists(&file) {
            return Err(ErrorKind::Numbered(53).into());
        }
        if let Some(kind) = bad {
            return Err(kind.into());
        }
        // CHAIN MERGE reaches MERGE's code (FIVEO.ASM `OKGETM`), which takes only an ASCII
        // file: a tokenised or protected one is `Bad file mode` in the CHAIN's line.
        if merge && P::dos_disk() && program_file_is_binary(&file) {
            return Err(ErrorKind::Numbered(54).into());
        }
        // Line 0 is no line: the program starts at its first (FIVEO.ASM: CHNLIN 0).
        let line = match line {
            Some(e) => {
                let n = self.eval_index(e)?;
                let n = u16::try_from(n).map_err(|_| ErrorKind::IllegalQuantity)?;
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
        let mut passed = Vec::new();
        // MERGE passes on what ALL or COMMON names, as a plain CHAIN does (FIVEO.ASM: the
        // COMMON scan and the squeeze run whatever MRGFLG says; real GW-BASIC 3.23: `CHAIN
        // MERGE "F",,DELETE 10` keeps only the COMMON variables).
        if all {
            for ((name, ty), value) in self.store.scalars() {
                passed.push(Passed::Scalar(names(name), ty, value));
            }
            for ((name, ty), array) in &self.store.arrays {
                passed.push(Passed::Array(names(*name), *ty, array.clone()));
            }
        } else {
            let lines = std::rc::Rc::clone(&self.lines);
            for (i, l) in lines.iter().enumerate() {
                if self.direct_line == Some(i) {
                    continue;
                }
                for stmt in &l.stmts {
                    let Stmt::Common {
                        vars,
                        counted: true,
                        error,
                    } = stmt
                    else {
                        continue;
                    };
                    if let Some(kind) = error {
                        // The scan stops at a bad list: the error names the COMMON's line,
                        // and RESUME NEXT goes on after the CHAIN.
                        return Err(BasicError {
                            kind: *kind,
                            line: Some(l.number),
                        });
                    }
                    for (var, array) in vars {
                        let ty = self.store.type_of(*var);
                        if *array {
                            if let Some(a) = self.store.arrays.get(&(var.name, ty)) {
                                passed.push(Passed::Array(names(var.name), ty, a.clone()));
                            }
                        } else {
                            passed.push(Passed::Scalar(names(var.name), ty, self.store.get(*var)));
                        }
                    }
                }
            }
        }
        self.chain = Some((
            ChainRequest {
                merge,
                file,
                line,
                delete,
                loaded: None,
            },
            passed,
        ));
        Ok(Flow::Chain)
    }

    /// Starts the chained program: variables as passed on, files still open, OPTION BASE
    /// kept, everything else fresh.
    pub fn run_chained(
        &mut self,
        program: &crate::program::Program<P>,
        from: Option<u16>,
        keep_functions: bool,
        con: &mut dyn ferrite_console::Console,
    ) -> ferrite_console::Outcome {
        if !keep_functions {
            self.fns.clear();
        }
        self.stack.clear();
        self.data = Pc::default();
        self.cont_at = None;
        // ERR and ERL start again at 0 (real GW-BASIC 3.23: ERL is 0 in the chained program).
        self.err = (0, 0);
        self.handling = None;
        self.oneflg = 0;
        self.on_error = None;
        self.take_lines(program.shared_lines());
        self.direct_copy = None;
        self.names = program.names.clone();
        self.direct_line = None;
        // The program and the variables passed on must fit together: GW-BASIC stops the CHAIN
        // with `Out of memory` when they do not (pcbasic-suite FULLCHN; FULLCHN3 fits with
        // one byte to spare).
        self.measure_program(self.lines.len());
        if self.store.mem.free() < 0 {
            return self.report(BasicError::new(crate::error::ErrorKind::OutOfMemory), con);
        }
        let start = match from {
            Some(n) => match program.index_of(n) {
                Some(i) => i,
                // A line the new program does not have is `Illegal function call`
                // (real GW-BASIC 3.23, `CHAIN "F",20`), outside any line.
                None => {
                    return self.report(
                        BasicError::new(crate::error::ErrorKind::IllegalQuantity),
                        con,
                    )
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

/// Whether a program file CHAIN names is on the disk: the name as given, or with `.BAS`
/// when it has no extension (as LOAD looks for it).
pub(super) fn program_file_exists(name: &[u8]) -> bool {
    program_file(name).is_some()
}

/// The path of the program file CHAIN names, found as [`program_file_exists`] finds it.
fn program_file(name: &[u8]) -> Option<std::path::PathBuf> {
    let name = name.trim_ascii();
    let at = |n: &[u8]| super::dos_path(n).ok().filter(|p| p.exists());
    at(name).or_else(|| {
        (!name.contains(&b'.'))
            .then(|| at(&[name, b".BAS"].concat()))
            .flatten()
    })
}

/// Whether the program file CHAIN names is tokenised or protected (its first byte 0xFF or
/// 0xFE), which MERGE cannot read.
fn program_file_is_binary(name: &[u8]) -> bool {
    use std::io::Read;
    let mut first = [0u8];
    program_file(name)
        .and_then(|p| std::fs::File::open(p).ok())
        .is_some_and(|mut f| f.read_exact(&mut first).is_ok() && first[0] >= 0xfe)
}
