//! INKEY$, INPUT$ and GET: the program reads the keyboard buffer key by key.
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987), INKEY$ (an extended key is CHR$(0)
//! and its scan code) and INPUT$ (waits for n keys; nothing is echoed); pcbasic-suite
//! README (piped keys are GW-BASIC's keyboard buffer, NUL and a scan code an extended key).

use ferrite_console::Console;

use super::Machine;
use crate::dialect::Profile;

impl<P: Profile> Machine<P> {
    /// `INKEY$`: the next key, two bytes for an extended one, or "" when none is waiting.
    ///
    /// Keys typed when asked ([`ferrite_console::Keyboard::typed_when_asked`]) come on the
    /// second look: the first finds none waiting. When no more keys will come, a read gives
    /// "" once (a program emptying the buffer before it asks, `IF INKEY$<>"" THEN 10`, goes
    /// on); the next ends the run as INPUT does when no answer is left, since a program
    /// polling for a key would wait for ever.
    pub(super) fn inkey(&mut self) -> Vec<u8> {
        let Some(k) = &self.keyboard else {
            return Vec::new();
        };
        let mut k = k.borrow_mut();
        // A person at a terminal sees the screen the program polls the keyboard under.
        if let Some(t) = self.screen.text.as_deref() {
            k.show(t);
        }
        if k.typed_when_asked() && self.keys_missed == 0 {
            self.keys_missed = 1;
            return Vec::new();
        }
        if !k.has_key() {
            return Vec::new();
        }
        match k.key() {
            None => {
                self.keys_missed = self.keys_missed.saturating_add(1);
                // `end_keys`'s two fields, set here where the keyboard is borrowed; a
                // `watch` left on is only tested again.
                self.keys_ended = self.keys_missed > 1;
                self.watch |= self.keys_ended;
                Vec::new()
            }
            Some(0) => {
                self.keys_missed = 0;
                vec![0, k.key().unwrap_or(0)]
            }
            Some(b) => {
                self.keys_missed = 0;
                vec![b]
            }
        }
    }

    /// `INPUT$(n)`: n keys, waited for. When no more keys will come, the run ends after this
    /// statement as INPUT's does (the machine would wait for ever).
    pub(super) fn input_keys(&mut self, n: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(n);
        if let Some(k) = &self.keyboard {
            let mut k = k.borrow_mut();
            if let Some(t) = self.screen.text.as_deref() {
                k.show(t);
            }
            while out.len() < n {
                match k.key() {
                    Some(b) => out.push(b),
                    None => break,
                }
            }
        }
        if out.len() < n {
            self.end_keys();
        }
        out
    }

    /// `GET`: the key waiting in the keyboard buffer as a one-character string (the C64's
    /// GETIN returned 0, read as "", when none was waiting). Piped input always has a key
    /// waiting until it ends; then `None`, and the run ends as when INPUT finds no answer,
    /// rather than polling an empty buffer for ever. Commodore 64 Programmer's Reference
    /// Guide, GET: "If no key is pressed, a null (empty) string is returned".
    pub(super) fn get_key(&mut self, con: &mut dyn Console) -> Option<Vec<u8>> {
        if let Some(d) = self.screen.device() {
            // GETIN's 0 is no key: BASIC's GET makes it "" (a person's keyboard at a
            // terminal; a scripted typist always has a key).
            return d.key().map(|k| if k == 0 { Vec::new() } else { vec![k] });
        }
        let key = match &self.keyboard {
            Some(k) => {
                let mut k = k.borrow_mut();
                if !k.has_key() {
                    return Some(Vec::new());
                }
                k.key()
            }
            None => con.read_key(),
        }?;
        // The piped line end is the RETURN key, CHR$(13).
        Some(vec![if key == b'\n' { b'\r' } else { key }])
    }
}

/// What `GET A` with a numeric variable makes of a key. BASIC V2 puts the key in the input
/// buffer and reads it as INPUT reads an answer (mist64/c64rom `code7.s` `inloop` with
/// INPFLG $40, then `code8.s` `numins`, `strdn2`, `varend`; checked on cbmbasic): FIN takes
/// a digit, and `.`, `+`, `-`, `E` or a space alone as 0; `:` and `,` end the item (0) and
/// leave text for `?EXTRA IGNORED`; any other key is `?SYNTAX  ERROR`.
pub(super) enum GetNumber {
    /// The value read.
    Value(i32),
    /// 0, with the key left over.
    Extra,
    /// A key FIN cannot take.
    Bad,
}

/// Reads a GET key for a numeric variable (see [`GetNumber`]); no key is 0 (GETIN's 0).
pub(super) fn get_number(key: &[u8]) -> GetNumber {
    match key {
        [] | [b'.' | b'+' | b'-' | b'E' | b' '] => GetNumber::Value(0),
        [d @ b'0'..=b'9'] => GetNumber::Value(i32::from(d - b'0')),
        [b':' | b','] => GetNumber::Extra,
        _ => GetNumber::Bad,
    }
}
