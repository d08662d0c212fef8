//! CHAIN from a running program: the next program is loaded (or merged) and started with
//! the variables the machine passed on.

use ferrite_console::{Console, Outcome};

use super::{AnySession, Session};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::exec::Passed;
use crate::parse::VarRef;

/// `File not found`.
const FILE_NOT_FOUND: ErrorKind = ErrorKind::Numbered(53);

impl<P: Profile> Session<P> {
    /// Follows a CHAIN the last run ended with: the outcome of the chained run, or `None`
    /// when the run did not chain.
    pub(super) fn follow_chain(&mut self, con: &mut dyn Console) -> Option<Outcome> {
        let (request, passed) = self.machine.chain.take()?;
        let loaded = request.loaded.is_some();
        self.machine.loaded_image = None;
        let found = match request.loaded {
            Some(listing) => Some(super::files::ProgramFile {
                listing,
                first: 0,
                image: None,
            }),
            None => super::files::program_bytes(&self.machine, &request.file),
        };
        let Some(file) = found else {
            return Some(self.machine.report(BasicError::new(FILE_NOT_FOUND), con));
        };
        if let Some((from, to)) = request.delete {
            let doomed: Vec<u16> = self
                .program
                .lines()
                .iter()
                .map(|l| l.number)
                .filter(|n| (from..=to).contains(n))
                .collect();
            for n in doomed {
                self.program.set_line(n, b"");
            }
        }
        // ALL keeps the DEF FN entries, whose bodies name variables by this table's
        // numbers: the next program's names are added to it rather than begun afresh.
        if !request.merge {
            let names = request.all.then(|| self.program.names.clone());
            self.program.clear();
            if let Some(names) = names {
                self.program.names = names;
            }
        }
        let protected = file.first == 0xfe;
        if loaded {
            self.put_loaded_lines(&file.listing);
        } else if let (Some(image), false) = (&file.image, request.merge) {
            // A tokenised or protected file goes into memory whole, as LOAD puts it (FIVEO.ASM
            // `CHAIN` calls the LOAD code): its lines keep their bytes.
            self.put_file_lines(image);
            self.program.image = file
                .image
                .map(|i| (self.program.generation(), std::rc::Rc::new(i)));
        } else {
            let before = self.program.generation();
            // The merged file's first line meets PROCHK as a typed one does (`merge_refused`):
            // the error is the load's, at line 65535.
            let loaded = if request.merge && self.merge_refused(&file.listing) {
                Err(BasicError::new(ErrorKind::IllegalQuantity))
            } else {
                self.load_file_text(&file.listing)
            };
            // The file's end runs the chained program (CHNRET): a line it cut is lost.
            self.file_tail = None;
            self.warn_overflows(con);
            if let Err(e) = loaded {
                // The load reads the file at the prompt's loop (GWMAIN.ASM `MAIN`): each
                // line stored cleared the variables and the trap as a typed one does, and
                // a CHAIN without MERGE had let them go before; the error is then a direct
                // statement's, trapped only by a trap still set (real GW-BASIC 3.23: a
                // CHAIN MERGE whose first line is too long is ERR 23 at ERL 65535).
                if !request.merge || self.program.generation() != before {
                    self.machine.clear();
                }
                return Some(self.machine.command_error(&self.program, e, con));
            }
            // A load stopped by a bare line number of no line has said so: the chain
            // goes no further (real GW-BASIC 3.23).
            if self.load_stopped {
                self.machine.screen.flush(con);
                return Some(Outcome::Error);
            }
        }
        if !request.merge {
            self.program.protected = protected;
        }
        let base = self.machine.store.option_base;
        // MERGE keeps the DEFtype table, which only the LOAD code (CHNENT) clears
        // (GW-BASIC User's Guide, CHAIN; real GW-BASIC 3.23: `DEFINT A` then `A=5.7` and
        // `CHAIN MERGE "F",100,ALL` prints 6 for A).
        let types: Vec<_> = if request.merge {
            (b'A'..=b'Z')
                .map(|c| (c, self.machine.store.letter_type(c)))
                .collect()
        } else {
            Vec::new()
        };
        self.machine.keep_stale();
        self.machine.store.clear();
        self.machine.reset_rnd();
        self.machine.store.option_base = base;
        for (c, ty) in types {
            self.machine.store.set_deftype(c, ty);
        }
        // The new program's size is counted when it starts; until then the variables are
        // restored as if into empty memory, and whether all of it fits is checked then.
        self.machine.store.mem.set_program(0);
        for p in passed {
            let (name, ty) = match &p {
                Passed::Scalar(n, ty, _) | Passed::Array(n, ty, _) | Passed::Function(n, ty, _) => {
                    (n.clone(), *ty)
                }
            };
            let var = VarRef::new(
                self.program.names.intern(&name),
                Some(ty),
                name.first().copied().unwrap_or(b'A'),
            );
            match p {
                Passed::Scalar(_, _, v) => {
                    let _ = self.machine.store.set(var, v);
                }
                Passed::Array(_, _, a) => self.machine.store.adopt(var, a),
                Passed::Function(_, _, at) => self.machine.reenter_function(var.name, ty, at),
            }
        }
        // A program RUN or CHAINed from a protected file runs protected (PEEK(1450)).
        self.machine.protected = self.program.protected;
        Some(self.machine.run_chained(
            &self.program,
            request.line,
            request.all,
            request.merge,
            request.from_line,
            con,
        ))
    }
}

impl<P: Profile> Session<P> {
    /// Puts the program the C64's LOAD (typed at the prompt) loaded in place of the one in
    /// memory: the ROM's LOAD then links it and runs CLR ($E1B2 to $A52A), so the
    /// variables go and the files are forgotten.
    /// A listing read from the host tape (no program image came with it) is loaded as a
    /// listing file is, with its errors: a FOCAL program is not BASIC (`?SYNTAX`).
    pub(super) fn install_loaded(&mut self, con: &mut dyn Console) {
        let Some(listing) = self.machine.loaded.take() else {
            return;
        };
        self.program.clear();
        self.machine.clear();
        if self.machine.loaded_image.is_some() {
            self.put_loaded_lines(&listing);
            return;
        }
        if super::looks_like_focal(&listing) {
            self.error(ErrorKind::Syntax, con);
        } else if let Err(e) = AnySession::load(self, &listing) {
            self.error(e.kind, con);
        }
    }

    /// The lines of a loaded program (`NUMBER TEXT` a line, from `exec::prg_listing`)
    /// stored as they were in memory: unlike a typed line, the spaces after the number
    /// stay (the directory's lines line their names up with them), and nothing is refused.
    fn put_loaded_lines(&mut self, listing: &[u8]) {
        for line in listing.split(|&b| b == b'\n') {
            let digits = line.iter().take_while(|b| b.is_ascii_digit()).count();
            let number = std::str::from_utf8(&line[..digits])
                .ok()
                .and_then(|n| n.parse::<u16>().ok());
            if let Some(number) = number {
                let text = line[digits..].strip_prefix(b" ").unwrap_or(&line[digits..]);
                self.program.set_line(number, text);
            }
        }
    }
}
