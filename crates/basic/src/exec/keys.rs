//! INKEY$, INPUT$ and GET: the program reads the keyboard buffer key by key.
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987), INKEY$ (an extended key is CHR$(0)
//! and its scan code) and INPUT$ (waits for n keys; nothing is echoed); pcbasic-suite
//! README (piped keys are GW-BASIC's keyboard buffer, NUL and a scan code an extended key).

use ferrite_console::Console;

use std::rc::Rc;

use super::Machine;
use crate::dialect::Profile;

impl<P: Profile> Machine<P> {
    /// `INKEY$`: the next key, two bytes for an extended one, or "" when none is waiting.
    ///
    /// A function key F1-F10 with a text gives the text, a character a call (GIOKYB.ASM
    /// `CHSNS`, `CHKFKY`: the expansion is shared with INPUT$ and the screen editor); one
    /// with no text gives CHR$(0) and its scan code, as any other extended key.
    ///
    /// A typist's keyboard ([`ferrite_console::Keyboard::typed_when_asked`]) types a key
    /// when it is looked at as [`ferrite_console::Keyboard::look`] says, and the run ends
    /// at a look that would get a key when none is left. Other keyboards have their keys
    /// waiting; when no more keys will come, a read gives "" once (a program emptying the
    /// buffer before it asks, `IF INKEY$<>"" THEN 10`, goes on), and the next ends the run
    /// as INPUT does when no answer is left, since a program polling for a key would wait
    /// for ever.
    pub(super) fn inkey(&mut self) -> Vec<u8> {
        if let Some(b) = self.soft_typed.pop_front() {
            return vec![b];
        }
        if let Some(key) = self.ring_key() {
            return match key {
                [0, code] => self.extended_key(code, vec![0, code]),
                [c, _] => vec![c],
            };
        }
        let Some(k) = &self.keyboard else {
            return Vec::new();
        };
        let k = Rc::clone(k);
        let mut k = k.borrow_mut();
        // A person at a terminal sees the screen the program polls the keyboard under
        // (its pixels a frame apart: a polling loop is not slowed).
        self.show_pixels(false);
        if let Some(t) = self.screen.text.as_deref() {
            k.show(t);
        }
        let shown = self.keys_shown != Some(self.screen.shown());
        if !k.look(shown) || !k.has_key() {
            return Vec::new();
        }
        let typist = k.typed_when_asked();
        let key = k.key();
        self.keys_shown = Some(self.screen.shown());
        match key {
            None if typist => {
                self.end_keys();
                Vec::new()
            }
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
                let code = k.key().unwrap_or(0);
                match super::bios::typed_key([0, code]) {
                    Some(_) => self.extended_key(code, vec![0, code]),
                    None => Vec::new(),
                }
            }
            Some(b) => {
                self.keys_missed = 0;
                vec![b]
            }
        }
    }

    /// The next key a program POKEd into the BIOS keyboard buffer, as
    /// [`super::bios::typed_key`] reads its word (one that is no key is passed over).
    fn ring_key(&mut self) -> Option<[u8; 2]> {
        loop {
            if let Some(key) = super::bios::typed_key(self.bios.take_key()?) {
                return Some(key);
            }
        }
    }

    /// What a program reads for an extended key: a function key's text, its first
    /// character now and the rest in `soft_typed`, or else `otherwise`.
    fn extended_key(&mut self, code: u8, otherwise: Vec<u8>) -> Vec<u8> {
        match self.soft_key_text(code) {
            Some(text) => {
                self.soft_typed.extend(text);
                self.soft_typed.pop_front().into_iter().collect()
            }
            None => otherwise,
        }
    }

    /// The text of the function key an extended key's scan code names (F1-F10 are 59-68),
    /// when it has one (KEY n,"" leaves none: the key is then an extended key as others).
    fn soft_key_text(&self, code: u8) -> Option<Vec<u8>> {
        let n = usize::from(code.checked_sub(0x3b)?);
        let text = self.screen.text.as_deref()?.keys().get(n)?;
        (!text.is_empty()).then(|| text.clone())
    }

    /// `INPUT$(n)`: n keys, waited for. A function key with a text gives its text; any
    /// other extended key gives CHR$(0) alone, its scan code dropped (the real GW-BASIC
    /// 3.23: `INPUT$(2)` of cursor up then A is CHR$(0)+"A"; GIOKYB.ASM `INCHRI` through
    /// the OEM's INFMAP). When no more keys will come, the run ends after this statement
    /// as INPUT's does (the machine would wait for ever).
    pub(super) fn input_keys(&mut self, n: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(n);
        let keyboard = self.keyboard.clone();
        self.show_pixels(true);
        if let (Some(k), Some(t)) = (&keyboard, self.screen.text.as_deref()) {
            k.borrow_mut().show(t);
        }
        while out.len() < n {
            if let Some(b) = self.soft_typed.pop_front() {
                out.push(b);
                continue;
            }
            let key = match self.ring_key() {
                Some([0, code]) => Some((0, code)),
                Some([c, _]) => Some((c, 0)),
                None => {
                    let Some(k) = &keyboard else { break };
                    let mut k = k.borrow_mut();
                    match k.key() {
                        Some(0) => Some((0, k.key().unwrap_or(0))),
                        Some(c) => Some((c, 0)),
                        None => None,
                    }
                }
            };
            match key {
                Some((0, code)) if super::bios::typed_key([0, code]).is_none() => {}
                Some((0, code)) => out.extend(self.extended_key(code, vec![0])),
                Some((c, _)) => out.push(c),
                None => break,
            }
        }
        self.keys_shown = Some(self.screen.shown());
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
