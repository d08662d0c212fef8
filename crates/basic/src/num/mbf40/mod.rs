//! The number core of Commodore BASIC V2. (Stand-in until the real core lands.)

/// A number of this machine.
pub type Mbf40 = super::scaffold::Scaffold;
/// This machine's RND generator.
pub type C64Rnd = super::scaffold::ScaffoldRnd;
