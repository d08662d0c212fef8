//! The session interface: what a caller can do with a BASIC machine of any dialect, and what
//! typing a line at its prompt did.

use std::path::PathBuf;

use ferrite_console::{Console, Outcome};

use crate::edited::EditedLine;
use crate::error::BasicError;
use crate::refused::RefusedLine;

/// What a caller can do with a session of any dialect.
pub trait AnySession {
    /// Loads an ASCII listing (LF or CR LF line ends); lines without a number are ignored.
    /// GW-BASIC refuses a file with a line that has no number (`Direct statement in file`).
    fn load(&mut self, listing: &[u8]) -> Result<(), BasicError>;
    /// The first line of a listing this machine could not have stored as a program line
    /// (no number, a number past its highest, a FOCAL line), for the command line to say
    /// so rather than drop it.
    fn refused_line(&self, _listing: &[u8]) -> Option<RefusedLine> {
        None
    }
    /// The error the last run stopped with, and its line (`None` after a normal end).
    fn last_error(&self) -> Option<BasicError> {
        None
    }
    /// Prints an error as the dialect does and gives the outcome of a run that stopped with it.
    fn report(&mut self, error: BasicError, con: &mut dyn Console) -> Outcome;
    /// Runs the program from its first line.
    fn run(&mut self, con: &mut dyn Console) -> Outcome;
    /// Seeds the random number generator (see `Machine::seed_rnd`).
    fn seed_rnd(&mut self, seed: i32);
    /// Draws and discards `n` random numbers.
    fn skip_rnd(&mut self, n: u32);
    /// Sets the paper or screen width.
    fn set_width(&mut self, width: usize);
    /// Loads MS-DOS's SHARE under the machine (GW-BASIC: OPEN's sharing modes and LOCK
    /// work). The default, for a machine with no such thing, ignores it.
    fn set_dos_share(&mut self, _on: bool) {}
    /// Prints what the machine showed when switched on, ending with its ready word.
    fn start(&mut self, con: &mut dyn Console);
    /// Starts the machine as GW-BASIC did with a program named on its command line
    /// (`GWBASIC FILE`): no banner; `program` (the file's bytes, an ASCII listing or a
    /// tokenised file) is loaded and, with `run`, run at once, and the ready word follows as
    /// after RUN. With no program only the ready word is shown. Returns
    /// what the run left for the editor, as [`AnySession::enter`] does.
    /// The default, for a machine that took no program on its command line, starts as
    /// [`AnySession::start`] and ignores the program (the command line refuses it first).
    fn start_with(
        &mut self,
        _program: Option<&[u8]>,
        _run: bool,
        con: &mut dyn Console,
    ) -> Entered {
        self.start(con);
        Entered::default()
    }
    /// Reads the next line at the prompt with the machine's own full-screen editor (GW-BASIC
    /// on a console that gives its keys one by one): the keys act on the machine's screen
    /// and the line is read back from it. `None` when the machine has no such editor there;
    /// the console reads the line then.
    fn edit_line(&mut self, _con: &mut dyn Console) -> Option<EditedLine> {
        None
    }
    /// Types one line at the prompt (without its line end): a numbered line is stored, an
    /// editor command (LIST, RUN, SAVE ...) is obeyed, anything else runs at once. The
    /// ready word follows whatever was not a program line.
    fn enter(&mut self, line: &[u8], con: &mut dyn Console) -> Entered;
    /// BREAK at the prompt: the typed line is dropped; AUTO stops with the ready word.
    fn interrupt(&mut self, con: &mut dyn Console);
    /// The longest typed line the machine kept (the rest was dropped, with a bell).
    fn typed_line_limit(&self) -> usize;
    /// The whole program as LIST prints it, one line per LF.
    fn listing(&self) -> Vec<u8>;
    /// The words the prompt knows, as the dialect spells them (for completion in an editor).
    fn words(&self) -> Vec<&'static str>;
    /// Sends the machine's printer to a host file (its output is appended); false when the
    /// dialect has no printer device to send.
    fn attach_printer(&mut self, _file: PathBuf) -> bool {
        false
    }
    /// Makes a host folder the machine's disk drive; false when the dialect has none.
    fn attach_disk(&mut self, _folder: PathBuf) -> bool {
        false
    }
    /// Statements executed since the session began (for benchmarks' statements per
    /// second); 0 where the dialect does not count them.
    fn statements(&self) -> u64 {
        0
    }
}

/// What typing a line at the prompt did, for the line editor.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Entered {
    /// How a program started by the line ended, when one ran.
    pub outcome: Option<Outcome>,
    /// Text the editor shows already typed on the next line: the line EDIT fetched, or
    /// the number AUTO offers.
    pub prefill: Option<Vec<u8>>,
    /// The user asked to leave BASIC (GW-BASIC's SYSTEM).
    pub quit: bool,
}
