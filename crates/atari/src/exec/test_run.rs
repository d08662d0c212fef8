//! Running a whole listing in a test, for the checks that compare a fast path with the
//! general one by what a program prints and the cycles it is charged.

use ferrite_console::MemoryConsole;

use crate::session::AtariSession;
use ferrite_session::AnySession;

/// Runs a listing: its E: stream and the 6502 cycles charged.
pub(super) fn run(program: &str) -> (String, u64) {
    let mut s = AtariSession::default();
    s.seed_rnd(1);
    s.load(program.as_bytes()).expect("load");
    let mut con = MemoryConsole::new(b"", false);
    s.run(&mut con);
    let out = String::from_utf8_lossy(&con.output).into_owned();
    (out, s.machine.clock.cycles)
}
