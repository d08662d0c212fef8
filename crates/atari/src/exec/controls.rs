//! The controls a program reads (CONSOL, STICK/PORTA, STRIG/TRIG0, CH and K:) fed from the
//! machine's host, with the oracle's hold rules, and the screen dumps taken at each event,
//! each wait for typed input and at the end of a run.
//!
//! The hold rules are those of the scripted oracle (`transcripts/atari/README.md`): an event
//! becomes active when the program reads a control; it is held for at least three frames
//! (`WAIT:n`: n frames) and until the program has read a control again, then released in the
//! same way (released for three frames and until read again) before the next event can
//! become active. So a press is never lost while the program is computing, and a program
//! that waits for a key to be let go (MATCHBOX's line 2180) sees it let go.
//!
//! Hardware (Mapping the Atari): CONSOL 53279 reads 7 with no console key down, a pressed
//! key clears its bit (START 1, SELECT 2, OPTION 4); STICK(0) reads the shadow STICK0 (632)
//! of PORTA's low nibble, 15 centred, a direction clears its bit (up 1, down 2, left 4,
//! right 8); STRIG(0) reads STRIG0 (644), the shadow of TRIG0, 0 while fire is pressed; CH
//! (764) holds the keycode of the last key until K: takes it and sets 255.

use std::fmt::Write;

use ferrite_console::{BreakFlag, Console};

use super::host::{Control, Poll};
use super::{Machine, Stop};
use crate::memory::{self as m, Memory};

/// Frames an event is held at least, and released at least.
const HOLD_FRAMES: u32 = 3;
/// PORTA, joystick 0 in its low nibble.
const PORTA: u16 = 0xD300;
/// TRIG0, joystick 0's trigger.
const TRIG0: u16 = 0xD010;

/// Where the machine is in pressing and releasing the host's events.
#[derive(Clone, Copy, Debug, Default)]
pub struct Hold {
    /// The event held now (None: released).
    active: Option<Control>,
    /// The frame (RTCLOK) at which the current phase (held or released) began.
    since: u32,
    /// How many frames the phase lasts at least.
    frames: u32,
    /// Whether the program has read a control since the phase began.
    read_since: bool,
}

/// The screen dumps of a run, in the `.scr` format (`conformance/atari/screen/README.md`).
#[derive(Clone, Debug, Default)]
pub struct ScreenLog {
    count: u32,
    /// The dumps so far, each with its `=== SCREEN n label` heading.
    pub text: String,
}

impl ScreenLog {
    /// Adds a dump of the screen in `mem`, headed `=== SCREEN n label`.
    pub fn record(&mut self, label: &str, mem: &Memory) {
        self.count += 1;
        let _ = writeln!(self.text, "=== SCREEN {} {label}", self.count);
        self.text.push_str(&ferrite_screen::atari::dump(mem));
        // The pixel modes' pixels follow their `PIXELS not dumped` line (ferrite's own
        // addition; the recordings have none).
        self.text.push_str(&ferrite_screen::atari::pixels(mem));
    }
}

/// The oracle's name of an event, as its `.OUT` and `.SCREENS` files write it (`{SELECT}`).
pub fn token_name(c: Control) -> String {
    match c {
        Control::Start => "START".into(),
        Control::Select => "SELECT".into(),
        Control::Option => "OPTION".into(),
        Control::Fire => "FIRE".into(),
        Control::Up => "UP".into(),
        Control::Down => "DOWN".into(),
        Control::Left => "LEFT".into(),
        Control::Right => "RIGHT".into(),
        Control::UpLeft => "UPLEFT".into(),
        Control::UpRight => "UPRIGHT".into(),
        Control::DownLeft => "DOWNLEFT".into(),
        Control::DownRight => "DOWNRIGHT".into(),
        Control::Key(k) => format!("KEY:{}", k as char),
        Control::Wait(n) => format!("WAIT:{n}"),
        Control::Quit => "QUIT".into(),
    }
}

/// The frame counter, RTCLOK's three bytes.
fn frame_count(mem: &Memory) -> u32 {
    u32::from(mem.peek(m::RTCLOK)) << 16
        | u32::from(mem.peek(m::RTCLOK + 1)) << 8
        | u32::from(mem.peek(m::RTCLOK + 2))
}

impl Machine {
    /// Adds a screen dump to the run's log, when one is kept.
    pub fn dump_screen(&mut self, label: &str) {
        if let Some(log) = &mut self.screens {
            log.record(label, &self.mem);
        }
    }

    /// Writes the event lines waiting for the stream (see `show_events`).
    pub fn flush_events(&mut self, con: &mut dyn Console) {
        if !self.event_echo.is_empty() {
            con.write(&std::mem::take(&mut self.event_echo));
        }
    }

    /// Draws bytes on the screen only, not in the E: stream (the `READY` after a run,
    /// which the recorded streams leave out, and the typed text of INPUT).
    pub fn draw_e(&mut self, bytes: &[u8]) {
        for &b in bytes {
            let _ = ferrite_screen::atari::put_editor(&mut self.mem, b);
        }
    }

    /// The program reads a control: the hold rules advance, and a new event from the host
    /// becomes active when the last one has been released long enough. QUIT ends the run.
    pub(super) fn poll_controls(&mut self, what: Poll) -> Result<(), Stop> {
        let now = frame_count(&self.mem);
        let elapsed = now.wrapping_sub(self.hold.since) & 0x00FF_FFFF;
        let done = self.hold.read_since && elapsed >= self.hold.frames;
        if !done {
            self.hold.read_since = true;
            return Ok(());
        }
        if let Some(held) = self.hold.active.take() {
            self.release(held);
            self.hold = Hold {
                active: None,
                since: now,
                frames: HOLD_FRAMES,
                read_since: false,
            };
            return Ok(());
        }
        let Some(event) = self.host.poll(what, &self.mem) else {
            return Ok(());
        };
        let name = token_name(event);
        self.dump_screen(&format!("event {{{name}}}"));
        if self.show_events {
            // Written to the stream before the next output, as the oracle's `.OUT` shows it.
            self.event_echo
                .extend_from_slice(format!("{{{name}}}\n").as_bytes());
        }
        self.press(event);
        self.hold = Hold {
            active: Some(event),
            since: now,
            frames: match event {
                Control::Wait(n) => n.max(1),
                _ => HOLD_FRAMES,
            },
            read_since: false,
        };
        if event == Control::Quit {
            self.quit = true;
            return Err(Stop::Bye);
        }
        Ok(())
    }

    /// Puts an event's state into the hardware registers and their shadows.
    fn press(&mut self, c: Control) {
        match c {
            Control::Start | Control::Select | Control::Option => {
                let bit = console_bit(c);
                let v = self.mem.peek(m::CONSOL) & !bit;
                self.mem.poke(m::CONSOL, v);
            }
            c if stick_bits(c) != 0 => {
                let v = 15 & !stick_bits(c);
                self.mem.poke(m::STICK0, v);
                self.mem.poke(PORTA, 0xF0 | v);
            }
            Control::Fire => {
                self.mem.poke(m::STRIG0, 0);
                self.mem.poke(TRIG0, 0);
            }
            Control::Key(k) => {
                self.mem.poke(m::CH, super::keycodes::keycode(k));
                self.typed_key = Some(k);
            }
            _ => {}
        }
    }

    /// Lets an event go (a typed key stays in CH until K: takes it).
    fn release(&mut self, c: Control) {
        match c {
            Control::Start | Control::Select | Control::Option => {
                let v = self.mem.peek(m::CONSOL) | console_bit(c);
                self.mem.poke(m::CONSOL, v & 7);
            }
            c if stick_bits(c) != 0 => {
                self.mem.poke(m::STICK0, 15);
                self.mem.poke(PORTA, 0xFF);
            }
            Control::Fire => {
                self.mem.poke(m::STRIG0, 1);
                self.mem.poke(TRIG0, 1);
            }
            _ => {}
        }
    }

    /// Which control an address is, for a PEEK.
    pub(super) fn control_at(addr: u16) -> Option<Poll> {
        match addr {
            m::CONSOL => Some(Poll::Console),
            a if (m::STICK0..m::STICK0 + 4).contains(&a) || a == PORTA => Some(Poll::Stick),
            a if (m::STRIG0..m::STRIG0 + 4).contains(&a) || a == TRIG0 => Some(Poll::Trigger),
            m::CH => Some(Poll::Keyboard),
            _ => None,
        }
    }

    /// A key for K: (GET): the one in CH, else the host's next events are applied until one
    /// puts a key there; None when the host has nothing more to press. BREAK (`brk` raised
    /// while waiting) stops the program there, as the OS's K: handler gives up on BREAK.
    pub(super) fn wait_key(&mut self, brk: Option<&BreakFlag>) -> Result<Option<u8>, Stop> {
        // Bounded: each round either takes a key, applies an event, or lets frames pass.
        for _ in 0..1_000_000u32 {
            if brk.is_some_and(BreakFlag::take) {
                return Err(Stop::Break);
            }
            let ch = self.mem.peek(m::CH);
            if ch != 0xFF {
                self.mem.poke(m::CH, 0xFF);
                let typed = self.typed_key.take();
                return Ok(Some(
                    typed.unwrap_or_else(|| super::keycodes::key_for_code(ch)),
                ));
            }
            if !self.host.has_more() && self.hold.active.is_none() {
                return Ok(None);
            }
            self.poll_controls(Poll::Keyboard)?;
            // The OS waits frame by frame; a terminal host draws and paces each one.
            self.end_frame();
            self.host.frame(&self.mem);
        }
        Ok(None)
    }
}

fn console_bit(c: Control) -> u8 {
    match c {
        Control::Start => 1,
        Control::Select => 2,
        _ => 4,
    }
}

/// The STICK bits a direction clears: up 1, down 2, left 4, right 8 (Mapping the Atari,
/// 632), two of them for a diagonal, none for a control that is not the stick.
fn stick_bits(c: Control) -> u8 {
    match c {
        Control::Up => 1,
        Control::Down => 2,
        Control::Left => 4,
        Control::Right => 8,
        Control::UpLeft => 1 | 4,
        Control::UpRight => 1 | 8,
        Control::DownLeft => 2 | 4,
        Control::DownRight => 2 | 8,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use ferrite_console::MemoryConsole;

    use crate::exec::Control;
    use crate::script::ScriptHost;
    use crate::session::AtariSession;
    use ferrite_session::AnySession;

    /// Runs a listing with a script's events and gives the E: stream (with `{TOKEN}` lines).
    fn run(program: &str, events: Vec<Control>) -> String {
        let mut s = AtariSession::default();
        s.machine.host = Box::new(ScriptHost::new(events));
        s.machine.show_events = true;
        s.load(program.as_bytes()).expect("load");
        let mut con = MemoryConsole::new(b"", false);
        s.run(&mut con);
        String::from_utf8_lossy(&con.output).into_owned()
    }

    #[test]
    fn a_press_is_held_for_three_frames_and_until_read_again() {
        // Counts the reads that see START: the press lasts at least three frames (RTCLOK
        // 20 counts them) and is seen by more than one read, then it is let go.
        let out = run(
            "10 IF PEEK(53279)=7 THEN 10\n20 T=PEEK(20):N=0\n\
             30 IF PEEK(53279)=6 THEN N=N+1:GOTO 30\n40 PRINT N>1;\" \";PEEK(20)-T>=2\n",
            vec![Control::Start],
        );
        assert_eq!(out, "{START}\n1 1\n");
    }

    #[test]
    fn a_second_press_comes_after_a_release() {
        // SELECT then START: the program sees SELECT go, then START come.
        let out = run(
            "10 IF PEEK(53279)<>5 THEN 10\n20 IF PEEK(53279)=5 THEN 20\n\
             30 IF PEEK(53279)<>6 THEN 30\n40 PRINT \"BOTH\"\n",
            vec![Control::Select, Control::Start],
        );
        assert_eq!(out, "{SELECT}\n{START}\nBOTH\n");
    }

    #[test]
    fn diagonals_clear_two_stick_bits() {
        let out = run(
            "10 IF STICK(0)=15 THEN 10\n20 PRINT STICK(0)\n30 IF STICK(0)<>15 THEN 30\n\
             40 IF STICK(0)=15 THEN 40\n50 PRINT STICK(0)\n",
            vec![Control::DownRight, Control::UpLeft],
        );
        assert_eq!(out, "{DOWNRIGHT}\n5\n{UPLEFT}\n10\n");
    }

    #[test]
    fn stick_fire_keys_and_quit() {
        let out = run(
            "10 IF STICK(0)=15 THEN 10\n20 PRINT STICK(0)\n30 IF STRIG(0) THEN 30\n\
             40 PRINT \"FIRE\"\n50 OPEN #1,4,0,\"K:\":GET #1,K:PRINT CHR$(K)\n\
             60 IF PEEK(53279)=7 THEN 60\n70 PRINT \"NOT HERE\"\n",
            vec![
                Control::Left,
                Control::Fire,
                Control::Key(b'Z'),
                Control::Wait(10),
                Control::Quit,
            ],
        );
        assert_eq!(
            out,
            "{LEFT}\n11\n{FIRE}\nFIRE\n{KEY:Z}\nZ\n{WAIT:10}\n{QUIT}\n"
        );
    }
}
