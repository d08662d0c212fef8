//! A PC keyboard's keys as each machine's key codes.
//!
//! - [`KeyMap::Teletype`] (the Altair's teletype): upper case only, as the ASR-33 typed;
//!   Ctrl with a letter is its control code, Backspace the rubout (DEL, 127).
//! - [`KeyMap::Pet`] (the C64), as VICE maps a PC keyboard: a letter gives the C64's letter
//!   (PETSCII 65-90, upper case on the power-up screen) whether or not Shift or Caps Lock
//!   made the terminal send it in upper case (a terminal does not say which); Backspace is
//!   INST/DEL (20), Insert INST (148), Home HOME (19), Shift-Home CLR (147), the arrows the
//!   cursor keys (17 down, 145 up, 29 right, 157 left), F1-F8 133-140; `\` is the pound
//!   sign (92), `^` the up arrow (94), `_` the left arrow (95). Commodore 64 Programmer's
//!   Reference Guide, Appendix C (PETSCII codes).
//! - [`KeyMap::Pc`] (GW-BASIC): ASCII as typed, Ctrl with a letter 1-26, Backspace 8, Tab
//!   9, Esc 27; the keys without an ASCII code as NUL and their scan code (INKEY$ gives
//!   CHR$(0)+CHR$(scan)): arrows 72/80/75/77, Home 71, End 79, PgUp 73, PgDn 81, Ins 82,
//!   Del 83, F1-F10 59-68, Ctrl-arrows 115/116, Alt with a letter its key's scan code.
//!   GW-BASIC User's Guide, Appendix C (extended codes).
//! - [`KeyMap::Ascii`] (FOCAL on its teletype as typed until now): ASCII as typed.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// How a machine's keyboard reads a PC keyboard's keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyMap {
    /// An upper-case teletype (the Altair).
    Teletype,
    /// The Commodore 64's keyboard.
    Pet,
    /// The IBM PC's keyboard (GW-BASIC).
    Pc,
    /// Plain ASCII, case kept (FOCAL).
    Ascii,
}

/// The codes of one key: one byte, or two for the PC's extended keys.
pub type Codes = Vec<u8>;

/// The PC's scan codes of the letter keys A-Z (Alt with a letter is NUL and this).
const PC_LETTER_SCANS: [u8; 26] = [
    30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38, 50, 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45,
    21, 44,
];

impl KeyMap {
    /// How many keys the machine's keyboard buffer holds: the C64's 10 (XMAX), the PC
    /// BIOS's 15, the teletype's one character in its UART.
    pub fn buffer_size(self) -> usize {
        match self {
            KeyMap::Pet => 10,
            KeyMap::Pc => 15,
            KeyMap::Teletype | KeyMap::Ascii => 1,
        }
    }

    /// The key that rubs out the last typed character.
    pub fn rubout(self) -> u8 {
        match self {
            KeyMap::Pet => 20,
            KeyMap::Pc => 8,
            KeyMap::Teletype | KeyMap::Ascii => 127,
        }
    }

    /// The machine's codes for a terminal key event (empty: the machine has no such key).
    pub fn codes(self, key: KeyEvent) -> Codes {
        if key.kind == KeyEventKind::Release {
            return Vec::new();
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        let alt = key.modifiers.contains(KeyModifiers::ALT);
        let shift = key.modifiers.contains(KeyModifiers::SHIFT);
        match (key.code, self) {
            (KeyCode::Char(c), _) if ctrl && c.is_ascii_alphabetic() => {
                vec![c.to_ascii_uppercase() as u8 - b'@']
            }
            (KeyCode::Char(c), KeyMap::Pc) if alt && c.is_ascii_alphabetic() => {
                let i = usize::from(c.to_ascii_uppercase() as u8 - b'A');
                vec![0, PC_LETTER_SCANS[i]]
            }
            (KeyCode::Char(_), _) if ctrl || alt => Vec::new(),
            (KeyCode::Char(c), _) if c.is_ascii() && !c.is_ascii_control() => self.char(c as u8),
            (KeyCode::Enter, _) => vec![13],
            (KeyCode::Backspace, _) => vec![self.rubout()],
            (KeyCode::Tab, KeyMap::Pc | KeyMap::Ascii | KeyMap::Teletype) => vec![9],
            (KeyCode::Esc, KeyMap::Pc | KeyMap::Ascii | KeyMap::Teletype) => vec![27],
            (code, KeyMap::Pet) => pet_key(code, shift),
            (code, KeyMap::Pc) => pc_key(code, ctrl),
            _ => Vec::new(),
        }
    }

    /// A printable character.
    fn char(self, c: u8) -> Codes {
        match self {
            KeyMap::Teletype => vec![c.to_ascii_uppercase()],
            KeyMap::Pet => match c {
                b'a'..=b'z' => vec![c.to_ascii_uppercase()],
                // PETSCII 123-127 are graphics no unshifted key gives.
                b'{' | b'|' | b'}' | b'~' | b'`' => Vec::new(),
                _ => vec![c],
            },
            KeyMap::Pc | KeyMap::Ascii => vec![c],
        }
    }
}

/// The C64's keys that are not characters.
fn pet_key(code: KeyCode, shift: bool) -> Codes {
    let b = match code {
        KeyCode::Delete => 20,
        KeyCode::Insert => 148,
        KeyCode::Home if shift => 147,
        KeyCode::Home => 19,
        KeyCode::Down => 17,
        KeyCode::Up => 145,
        KeyCode::Right => 29,
        KeyCode::Left => 157,
        KeyCode::F(n @ 1..=8) => [133, 137, 134, 138, 135, 139, 136, 140][usize::from(n - 1)],
        _ => return Vec::new(),
    };
    vec![b]
}

/// The PC's extended keys: NUL and the scan code.
fn pc_key(code: KeyCode, ctrl: bool) -> Codes {
    let scan = match code {
        KeyCode::Left if ctrl => 115,
        KeyCode::Right if ctrl => 116,
        KeyCode::End if ctrl => 117,
        KeyCode::PageDown if ctrl => 118,
        KeyCode::Home if ctrl => 119,
        KeyCode::PageUp if ctrl => 132,
        KeyCode::Up => 72,
        KeyCode::Down => 80,
        KeyCode::Left => 75,
        KeyCode::Right => 77,
        KeyCode::Home => 71,
        KeyCode::End => 79,
        KeyCode::PageUp => 73,
        KeyCode::PageDown => 81,
        KeyCode::Insert => 82,
        KeyCode::Delete => 83,
        KeyCode::F(n @ 1..=10) => 58 + n,
        KeyCode::F(11) => 133,
        KeyCode::F(12) => 134,
        _ => return Vec::new(),
    };
    vec![0, scan]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(map: KeyMap, code: KeyCode, m: KeyModifiers) -> Codes {
        map.codes(KeyEvent::new(code, m))
    }

    #[test]
    fn the_c64_gives_its_letters_for_both_cases() {
        let none = KeyModifiers::NONE;
        assert_eq!(codes(KeyMap::Pet, KeyCode::Char('y'), none), b"Y");
        assert_eq!(
            codes(KeyMap::Pet, KeyCode::Char('Y'), KeyModifiers::SHIFT),
            b"Y"
        );
        assert_eq!(codes(KeyMap::Pet, KeyCode::Char('1'), none), b"1");
        assert_eq!(codes(KeyMap::Pet, KeyCode::Backspace, none), [20]);
        assert_eq!(codes(KeyMap::Pet, KeyCode::Up, none), [145]);
        assert_eq!(codes(KeyMap::Pet, KeyCode::F(1), none), [133]);
        assert_eq!(codes(KeyMap::Pet, KeyCode::F(2), none), [137]);
        assert_eq!(
            codes(KeyMap::Pet, KeyCode::Home, KeyModifiers::SHIFT),
            [147]
        );
        assert_eq!(codes(KeyMap::Pet, KeyCode::Char('{'), none), b"");
    }

    #[test]
    fn the_pc_keeps_case_and_gives_scan_codes() {
        let none = KeyModifiers::NONE;
        assert_eq!(codes(KeyMap::Pc, KeyCode::Char('y'), none), b"y");
        assert_eq!(codes(KeyMap::Pc, KeyCode::Up, none), [0, 72]);
        assert_eq!(codes(KeyMap::Pc, KeyCode::Right, none), [0, 77]);
        assert_eq!(codes(KeyMap::Pc, KeyCode::F(1), none), [0, 59]);
        assert_eq!(codes(KeyMap::Pc, KeyCode::F(10), none), [0, 68]);
        assert_eq!(
            codes(KeyMap::Pc, KeyCode::Left, KeyModifiers::CONTROL),
            [0, 115]
        );
        assert_eq!(
            codes(KeyMap::Pc, KeyCode::Char('x'), KeyModifiers::ALT),
            [0, 45]
        );
        assert_eq!(codes(KeyMap::Pc, KeyCode::Esc, none), [27]);
        assert_eq!(codes(KeyMap::Pc, KeyCode::Backspace, none), [8]);
    }

    #[test]
    fn the_teletype_types_upper_case() {
        let none = KeyModifiers::NONE;
        assert_eq!(codes(KeyMap::Teletype, KeyCode::Char('y'), none), b"Y");
        assert_eq!(codes(KeyMap::Teletype, KeyCode::Enter, none), [13]);
        assert_eq!(
            codes(KeyMap::Teletype, KeyCode::Char('g'), KeyModifiers::CONTROL),
            [7]
        );
        assert_eq!(codes(KeyMap::Teletype, KeyCode::Up, none), b"");
    }
}
