//! POKEY's four voices as the host hears them: SOUND and POKEs to AUDF1-AUDC4 (53760-53767)
//! tell the host each voice's frequency divider and control byte (Mapping the Atari,
//! 53760-53767; Reference Manual, SOUND: AUDF = pitch, AUDC = distortion * 16 + volume).

use super::Machine;

/// POKEY's first audio register, AUDF1; AUDC1 follows, then the other voices in pairs.
pub const AUDF1: u16 = 0xD200;

impl Machine {
    /// The audio register at `addr` was written: the host hears its voice's new setting.
    pub(super) fn audio_written(&mut self, addr: u16) {
        if !(AUDF1..AUDF1 + 8).contains(&addr) {
            return;
        }
        let voice = ((addr - AUDF1) / 2) as u8;
        let audf = self.mem.peek(AUDF1 + u16::from(voice) * 2);
        let audc = self.mem.peek(AUDF1 + u16::from(voice) * 2 + 1);
        self.host.sound(voice, audf, audc);
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::rc::Rc;

    use crate::exec::AtariHost;

    /// A host that writes down what it hears.
    struct Ear(Rc<RefCell<Vec<(u8, u8, u8)>>>);

    impl AtariHost for Ear {
        fn sound(&mut self, voice: u8, audf: u8, audc: u8) {
            self.0.borrow_mut().push((voice, audf, audc));
        }
    }

    #[test]
    fn sound_and_pokes_to_pokey_reach_the_host() {
        use crate::session::AtariSession;
        use ferrite_session::AnySession;
        let heard = Rc::new(RefCell::new(Vec::new()));
        let mut s = AtariSession::default();
        s.machine.host = Box::new(Ear(heard.clone()));
        s.load(b"10 SOUND 1,121,10,8\n20 POKE 53764,50:POKE 53761,0\n")
            .expect("load");
        s.run(&mut ferrite_console::MemoryConsole::new(b"", false));
        assert_eq!(
            *heard.borrow(),
            [(1, 121, 0xA8), (2, 50, 0), (0, 0, 0)],
            "SOUND, then AUDF3 and AUDC1"
        );
    }
}
