//! The number core of GW-BASIC 3.23. (Stand-in until the real core lands.)

/// A number of this machine.
pub type GwNumber = super::scaffold::Scaffold;
/// This machine's RND generator.
pub type GwRnd = super::scaffold::ScaffoldRnd;
