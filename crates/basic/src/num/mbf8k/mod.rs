//! The number core of MITS Altair 8K BASIC 4.0. (Stand-in until the real core lands.)

/// A number of this machine.
pub type Mbf8k = super::scaffold::Scaffold;
/// This machine's RND generator.
pub type Mbf8kRnd = super::scaffold::ScaffoldRnd;
