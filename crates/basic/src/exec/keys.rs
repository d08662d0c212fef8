//! INKEY$ and INPUT$: the program reads the keyboard buffer key by key.
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987), INKEY$ (an extended key is CHR$(0)
//! and its scan code) and INPUT$ (waits for n keys; nothing is echoed); pcbasic-suite
//! README (piped keys are GW-BASIC's keyboard buffer, NUL and a scan code an extended key).

use super::Machine;
use crate::dialect::Profile;

impl<P: Profile> Machine<P> {
    /// `INKEY$`: the next key, two bytes for an extended one, or "" when none is waiting.
    pub(super) fn inkey(&mut self) -> Vec<u8> {
        let Some(k) = &self.keyboard else {
            return Vec::new();
        };
        let mut k = k.borrow_mut();
        match k.key() {
            None => Vec::new(),
            Some(0) => vec![0, k.key().unwrap_or(0)],
            Some(b) => vec![b],
        }
    }

    /// `INPUT$(n)`: n keys, waited for. When no more keys will come, the run is broken off
    /// (the machine would wait for ever).
    pub(super) fn input_keys(&mut self, n: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(n);
        if let Some(k) = &self.keyboard {
            let mut k = k.borrow_mut();
            while out.len() < n {
                match k.key() {
                    Some(b) => out.push(b),
                    None => break,
                }
            }
        }
        if out.len() < n {
            if let Some(brk) = &self.brk {
                brk.raise();
            }
        }
        out
    }
}
