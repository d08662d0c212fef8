//! What surrounds the machine while a program runs: the controls a player presses, the
//! passing frames, and the sound. A headless run has nothing pressed and no speaker; a key
//! script (`--keys`, the oracle's script vocabulary of `transcripts/atari/README.md`) and a
//! terminal both feed [`Control`] events through [`AtariHost`].
//!
//! The machine owns the rules for holding a press (an event becomes active when the program
//! next polls a control, stays pressed for at least three frames and until the program has
//! polled again, then is released the same way): hosts only say what is pressed next.

use crate::memory::Memory;

/// One event of a key script or the terminal: the oracle's script tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// The START console key (CONSOL bit 0 low).
    Start,
    /// The SELECT console key (CONSOL bit 1 low).
    Select,
    /// The OPTION console key (CONSOL bit 2 low).
    Option,
    /// Joystick 0's fire button (STRIG(0) = 0).
    Fire,
    /// Joystick 0 pushed up (STICK(0) = 14).
    Up,
    /// Joystick 0 pulled down (STICK(0) = 13).
    Down,
    /// Joystick 0 pushed left (STICK(0) = 11).
    Left,
    /// Joystick 0 pushed right (STICK(0) = 7).
    Right,
    /// Joystick 0 pushed up and left (STICK(0) = 10).
    UpLeft,
    /// Joystick 0 pushed up and right (STICK(0) = 6).
    UpRight,
    /// Joystick 0 pulled down and left (STICK(0) = 9).
    DownLeft,
    /// Joystick 0 pulled down and right (STICK(0) = 5).
    DownRight,
    /// A typed key, as its ATASCII character (its keycode goes to CH, 764).
    Key(u8),
    /// Nothing pressed for this many frames.
    Wait(u32),
    /// End the run.
    Quit,
}

/// Which control the program is reading when it asks the host.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Poll {
    /// CONSOL (53279).
    Console,
    /// STICK(n) / PORTA, or its shadow.
    Stick,
    /// STRIG(n) / TRIG0, or its shadow.
    Trigger,
    /// CH (764) or K: waiting for a key.
    Keyboard,
}

/// The machine's surroundings. Every method has a default that makes a headless machine:
/// nothing is ever pressed, frames pass unseen, the speaker is silent.
pub trait AtariHost {
    /// The program is reading `what`: the next event to apply, if the host has one now.
    fn poll(&mut self, _what: Poll, _mem: &Memory) -> Option<Control> {
        None
    }

    /// One emulated frame (1/60 s) has passed: a terminal draws the screen from `mem` and
    /// paces the run to real time.
    fn frame(&mut self, _mem: &Memory) {}

    /// The machine is about to wait for a typed line (INPUT, and the direct-mode prompt):
    /// a terminal shows the screen as it is now, the prompt and the cursor included. No
    /// frame passes.
    fn show(&mut self, _mem: &Memory) {}

    /// POKEY's voice `voice` (0-3) now has frequency divider `audf` and control `audc`
    /// (distortion in the high nibble, volume in the low one).
    fn sound(&mut self, _voice: u8, _audf: u8, _audc: u8) {}

    /// Whether the host may still press something: while it may, a program waiting for a
    /// key (K:, or polling CH) waits for the host rather than reading typed lines.
    fn has_more(&self) -> bool {
        false
    }
}

/// The headless host: nothing pressed, no screen, no speaker.
#[derive(Clone, Copy, Debug, Default)]
pub struct Headless;

impl AtariHost for Headless {}
