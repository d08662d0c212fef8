//! Every BASIC the command line runs, and a new session of each: the one place that knows
//! both engines. The Microsoft family is `ferrite-basic`'s, Atari BASIC `ferrite-atari`'s;
//! neither depends on the other, and both are driven through `ferrite_session::AnySession`.
//! The tests, the benchmarks and the fuzz harness include this file by path, so they make
//! sessions as the command line does.

use std::str::FromStr;

use ferrite_atari::session::AtariSession;
use ferrite_session::AnySession;

/// The BASIC dialects ferrite runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// MITS Altair 8K BASIC 4.0.
    Altair,
    /// Commodore BASIC V2.
    C64,
    /// GW-BASIC 3.23.
    Gw,
    /// Atari BASIC rev. C on an 800XL.
    Atari,
}

impl FromStr for Dialect {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "altair" => Ok(Dialect::Altair),
            "c64" => Ok(Dialect::C64),
            "gw" => Ok(Dialect::Gw),
            "atari" => Ok(Dialect::Atari),
            _ => Err(format!(
                "unknown BASIC dialect `{s}` (altair, c64, gw, atari)"
            )),
        }
    }
}

impl Dialect {
    /// The Microsoft dialect this is, for `ferrite-basic`; `None` for Atari BASIC.
    fn microsoft(self) -> Option<ferrite_basic::Dialect> {
        match self {
            Dialect::Altair => Some(ferrite_basic::Dialect::Altair),
            Dialect::C64 => Some(ferrite_basic::Dialect::C64),
            Dialect::Gw => Some(ferrite_basic::Dialect::Gw),
            Dialect::Atari => None,
        }
    }

    /// Whether this dialect's parser reads the text of a program line (after its number)
    /// without a syntax error, for suggesting another dialect when a run fails with one.
    /// Atari BASIC checks lines as they are typed, with its own parser: not asked here.
    pub fn accepts_line(self, text: &[u8]) -> bool {
        self.microsoft().is_some_and(|d| d.accepts_line(text))
    }

    /// A new session of this dialect.
    pub fn session(self) -> Box<dyn AnySession> {
        match self.microsoft() {
            Some(d) => d.session(),
            None => Box::<AtariSession>::default(),
        }
    }
}
