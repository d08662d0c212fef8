//! A session: one program and one machine of a dialect — what a user at the machine had.

use std::str::FromStr;

use ferrite_console::{Console, Outcome};

use crate::dialect::{Altair, Gw, Profile, C64};
use crate::exec::Machine;
use crate::program::Program;

/// The BASIC dialects ferrite runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// MITS Altair 8K BASIC 4.0.
    Altair,
    /// Commodore BASIC V2.
    C64,
    /// GW-BASIC 3.23.
    Gw,
}

impl FromStr for Dialect {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "altair" => Ok(Dialect::Altair),
            "c64" => Ok(Dialect::C64),
            "gw" => Ok(Dialect::Gw),
            _ => Err(format!("unknown BASIC dialect `{s}` (altair, c64, gw)")),
        }
    }
}

impl Dialect {
    /// A new session of this dialect.
    pub fn session(self) -> Box<dyn AnySession> {
        match self {
            Dialect::Altair => Box::new(Session::<Altair>::default()),
            Dialect::C64 => Box::new(Session::<C64>::default()),
            Dialect::Gw => Box::new(Session::<Gw>::default()),
        }
    }
}

/// A program and the machine that runs it.
pub struct Session<P: Profile> {
    /// The stored program.
    pub program: Program<P>,
    /// The machine state.
    pub machine: Machine<P>,
}

impl<P: Profile> Default for Session<P> {
    fn default() -> Self {
        let mut machine = Machine::default();
        machine.screen.wrap = P::wrap();
        machine.screen.hides_line_feed = P::hides_line_feed();
        Self {
            program: Program::default(),
            machine,
        }
    }
}

/// What a caller can do with a session of any dialect.
pub trait AnySession {
    /// Loads an ASCII listing (LF or CR LF line ends); lines without a number are ignored.
    fn load(&mut self, listing: &[u8]);
    /// Runs the program from its first line.
    fn run(&mut self, con: &mut dyn Console) -> Outcome;
    /// Seeds the random number generator (see `Machine::seed_rnd`).
    fn seed_rnd(&mut self, seed: i32);
    /// Draws and discards `n` random numbers.
    fn skip_rnd(&mut self, n: u32);
    /// Sets the paper or screen width.
    fn set_width(&mut self, width: usize);
}

impl<P: Profile> AnySession for Session<P> {
    fn load(&mut self, listing: &[u8]) {
        for raw in listing.split(|&b| b == b'\n') {
            let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
            if let Some((number, text)) = split_line_number(raw) {
                if u32::from(number) <= P::max_line_number() {
                    self.program.set_line(number, text);
                }
            }
        }
    }

    fn run(&mut self, con: &mut dyn Console) -> Outcome {
        self.machine.run(&self.program, None, con)
    }

    fn seed_rnd(&mut self, seed: i32) {
        self.machine.seed_rnd(seed);
    }

    fn skip_rnd(&mut self, n: u32) {
        self.machine.skip_rnd(n);
    }

    fn set_width(&mut self, width: usize) {
        self.machine.screen.set_width(width);
    }
}

/// Splits `10 PRINT` into 10 and `PRINT` (one space after the number is the separator).
pub fn split_line_number(raw: &[u8]) -> Option<(u16, &[u8])> {
    let start = raw.iter().position(|&c| c != b' ')?;
    let digits = raw[start..]
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count();
    if digits == 0 || digits > 5 {
        return None;
    }
    let number: u32 = std::str::from_utf8(&raw[start..start + digits])
        .ok()?
        .parse()
        .ok()?;
    let number = u16::try_from(number).ok()?;
    let mut rest = &raw[start + digits..];
    if rest.first() == Some(&b' ') {
        rest = &rest[1..];
    }
    Some((number, rest))
}
