//! GW-BASIC's speaker and DOS environment: `SOUND`, `PLAY` and `ENVIRON` checked as
//! GW-BASIC 3.23 checks them (GWSTS.ASM SOUNDS and PLAYS, MACLNG.ASM; the real machine for
//! what 3.23 changed), without a sound. The environment is a table of `NAME=value` strings in a
//! block of fixed size, starting as the profile's (`Profile::dos_environment`).

use std::rc::Rc;

use super::{Machine, Value};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::Number;
use crate::parse::{Expr, HwStmt};

/// `Illegal function call`.
const FC: ErrorKind = ErrorKind::IllegalQuantity;

impl<P: Profile> Machine<P> {
    /// Runs a speaker or environment statement.
    pub(super) fn hardware(&mut self, s: &HwStmt<P::Num>) -> Result<(), BasicError> {
        match s {
            HwStmt::Sound(f, d) => self.sound(f, d),
            HwStmt::Play(e) => {
                let text = self.eval(e)?.string()?;
                let mut lookup = |name: &[u8]| self.string_named(name);
                check_music(&text, &mut lookup).map_err(BasicError::from)
            }
            HwStmt::Environ(e) => {
                let text = self.eval(e)?.string()?;
                self.set_environ(&text)
            }
            // The file is looked up before the string is read; no device here takes
            // control strings (real GW-BASIC 3.23: 52 for a file not open, then 13 for a
            // number, then 5 for a disk file, SCRN:, KYBD: or LPT1:).
            HwStmt::Ioctl(f, text) => {
                self.ioctl_file(f)?;
                self.eval(text)?.string()?;
                Err(FC.into())
            }
            // The variable is made an integer address (a string 13, past 65535 6), then
            // the parameters were checked; no machine code runs here, so the call is
            // `Illegal function call`, as USR's is (the machine jumps to DEF SEG:offset).
            HwStmt::Call(var, bad) => {
                self.eval_address(&Expr::Var(*var))?;
                match bad {
                    Some(kind) => Err((*kind).into()),
                    None => Err(FC.into()),
                }
            }
            HwStmt::Shell(command, bad) => {
                let text = match command {
                    Some(e) => self.eval(e)?.string()?,
                    None => Rc::from(&b""[..]),
                };
                self.shell(&text);
                match bad {
                    Some(kind) => Err((*kind).into()),
                    None => Ok(()),
                }
            }
            HwStmt::EventNumber(e, rule) => {
                if rule.accepts(self.eval_byte(e)?) {
                    Ok(())
                } else {
                    Err(FC.into())
                }
            }
        }
    }

    /// The file `IOCTL` and `IOCTL$` name: a byte (5 beyond), open (52 when not, file 0
    /// too).
    pub(super) fn ioctl_file(&mut self, f: &Expr<P::Num>) -> Result<(), BasicError> {
        let n = self.eval_byte(f)?;
        if !self.files.contains_key(&n) {
            return Err(ErrorKind::Numbered(52).into());
        }
        Ok(())
    }

    /// `SOUND f, d`: f an integer (`Overflow` past 32767), d below 65536 ticks. A zero
    /// duration stops the sound whatever the frequency; otherwise the frequency is 0 (a
    /// rest) or at least 37 Hz (GW-BASIC 3.23: `SOUND 36,0` and `SOUND 0,1` pass, `SOUND
    /// 36,1` and `SOUND -1,1` are error 5; errgen `hardware`).
    fn sound(&mut self, f: &Expr<P::Num>, d: &Expr<P::Num>) -> Result<(), BasicError> {
        let freq = self.eval_index(f)?;
        let d = self.eval_num(d)?;
        let ticks = d.to_f64();
        if ticks >= 65536.0 {
            return Err(FC.into());
        }
        if ticks == 0.0 || freq == 0 {
            return Ok(());
        }
        if freq < 37 {
            return Err(FC.into());
        }
        Ok(())
    }

    /// `ENVIRON "name=value"`: the name is everything before the first `=`, kept as typed
    /// (case and spaces too), and may not be empty; the string goes to the end of the table
    /// in place of the one of that name, and an empty value only removes it. It must fit
    /// the block with the old one gone, else `Out of memory` and the old one stays (real
    /// GW-BASIC 3.23: `ENVIRON "X"`, `"=1"`, `""` are error 5, `"k k=3"` and `"X==Y"` are
    /// set, `ENVIRON$("ab")` finds `ab` and not `AB`).
    fn set_environ(&mut self, text: &[u8]) -> Result<(), BasicError> {
        let eq = text.iter().position(|&c| c == b'=').ok_or(FC)?;
        if eq == 0 {
            return Err(FC.into());
        }
        let name = &text[..=eq];
        let old = self.environ.iter().position(|e| e.starts_with(name));
        let kept: usize = self
            .environ
            .iter()
            .enumerate()
            .filter(|&(i, _)| Some(i) != old)
            .map(|(_, e)| e.len() + 1)
            .sum();
        let set = eq + 1 < text.len();
        if set && kept + text.len() + 2 > P::dos_environment().1 {
            return Err(ErrorKind::OutOfMemory.into());
        }
        if let Some(i) = old {
            self.environ.remove(i);
        }
        if set {
            self.environ.push(text.to_vec());
        }
        Ok(())
    }

    /// `ENVIRON$(n)`: the nth string `NAME=value` (n 1..255), or `ENVIRON$(name)`: the
    /// value; empty when there is none. An empty name, or one with `=`, is error 5.
    pub(super) fn environ_fn(&mut self, e: &Expr<P::Num>) -> Result<Value<P::Num>, BasicError> {
        let text = match self.eval(e)? {
            Value::Num(n) => {
                let n = n.to_i16().map_err(|_| ErrorKind::Overflow)?;
                if !(1..=255).contains(&n) {
                    return Err(FC.into());
                }
                self.environ
                    .get(n as usize - 1)
                    .cloned()
                    .unwrap_or_default()
            }
            Value::Str(s) => {
                if s.is_empty() || s.contains(&b'=') {
                    return Err(FC.into());
                }
                self.environ
                    .iter()
                    .find(|e| e.len() > s.len() && e.starts_with(&s) && e[s.len()] == b'=')
                    .map(|e| e[s.len() + 1..].to_vec())
                    .unwrap_or_default()
            }
        };
        Ok(Value::Str(Rc::from(text)))
    }
}

/// The music macro language of `PLAY` (MACLNG.ASM, GWSTS.ASM PLYTAB), checked command by
/// command as the machine reads it: `Illegal function call` at the first bad one. Spaces
/// are skipped and letters taken in either case. Commands: the notes A to G (with `#`,
/// `+` or `-`, then a length 0..64 and dots), `N` 0..84, `O` 0..6, `L` 1..64, `T` 32..255,
/// `P` 0..64 (with dots), `M` and one of L S N F B, `<` and `>`; a number may be `=name;`
/// or `X name;`, which are refused here (no variable is looked up from a string).
pub(super) fn check_music(text: &[u8], lookup: &mut StringLookup) -> Result<(), ErrorKind> {
    let mut m = Music {
        text,
        pos: 0,
        tempo: 120,
        length: 4,
    };
    m.run(lookup, 0)
}

/// A string variable's value by its name (`A$`), for the music language's `X`.
pub(super) type StringLookup<'a> = dyn FnMut(&[u8]) -> Vec<u8> + 'a;

/// How deeply `X` substrings may nest before the machine's stack would have run out
/// (each is a frame on it): `Out of memory`.
const MAX_SUBSTRINGS: usize = 32;

impl Music<'_> {
    /// Reads the commands of the string, `X` substrings played in place with the same
    /// tempo and length (MCLXEQ: the substring is pushed and read in turn).
    fn run(&mut self, lookup: &mut StringLookup, depth: usize) -> Result<(), ErrorKind> {
        let m = self;
        while let Some(c) = m.fetch() {
            match c {
                b'A'..=b'G' => {
                    // The note's index with the sharp assumed, then the accidental.
                    let mut idx = i32::from(c - b'A' + 1) * 2;
                    match m.fetch() {
                        Some(b'#' | b'+') => {}
                        Some(b'-') => idx -= 2,
                        Some(_) => {
                            m.back();
                            idx -= 1;
                        }
                        None => idx -= 1,
                    }
                    // B#, C-, E# and F- are no notes (NOTXLT's 255 entries).
                    if matches!(idx, 4 | 10) {
                        return Err(FC);
                    }
                    m.note_tail()?;
                }
                b'M' => match m.fetch() {
                    Some(b'L' | b'S' | b'N' | b'F' | b'B') => {}
                    _ => return Err(FC),
                },
                b'<' | b'>' => {}
                b'X' => {
                    let sub = m.substring(lookup)?;
                    if depth >= MAX_SUBSTRINGS {
                        return Err(ErrorKind::OutOfMemory);
                    }
                    let mut inner = Music {
                        text: &sub,
                        pos: 0,
                        tempo: m.tempo,
                        length: m.length,
                    };
                    inner.run(lookup, depth + 1)?;
                    m.tempo = inner.tempo;
                    m.length = inner.length;
                }
                b'N' | b'O' | b'P' | b'T' | b'L' => {
                    let arg = m.argument()?;
                    let low = arg.map(|n| (n & 0xff) as u8);
                    match c {
                        b'L' => match low {
                            Some(n @ 1..=64) => m.length = n,
                            _ => return Err(FC),
                        },
                        b'T' => match low.unwrap_or(1) {
                            n @ 32..=255 => m.tempo = n,
                            _ => return Err(FC),
                        },
                        b'O' => match low {
                            Some(0..=6) => {}
                            _ => return Err(FC),
                        },
                        b'N' => match low {
                            Some(0..=84) => m.note_tail()?,
                            _ => return Err(FC),
                        },
                        _ => match low {
                            Some(0) => {}
                            Some(n @ 1..=64) => m.dots(n)?,
                            _ => return Err(FC),
                        },
                    }
                }
                _ => return Err(FC),
            }
        }
        Ok(())
    }
}

/// The state of a PLAY string being read.
struct Music<'a> {
    text: &'a [u8],
    pos: usize,
    tempo: u8,
    length: u8,
}

impl Music<'_> {
    /// The string `X` names: a variable's name ended by `;` (real GW-BASIC 3.23: `XA$;`
    /// plays A$, "" when A$ was never set; `XA$` without its `;` is 5; a number's name
    /// 13), or VARPTR$'s three bytes, the type's size and the address (a number's is 13).
    /// The address form's string is taken as empty: a variable's text is not kept at
    /// an address here.
    fn substring(&mut self, lookup: &mut StringLookup) -> Result<Vec<u8>, ErrorKind> {
        while self.text.get(self.pos) == Some(&b' ') {
            self.pos += 1;
        }
        match self.text.get(self.pos) {
            Some(&size @ (2 | 3 | 4 | 8)) => {
                if self.pos + 3 > self.text.len() {
                    return Err(FC);
                }
                self.pos += 3;
                if size != 3 {
                    return Err(ErrorKind::TypeMismatch);
                }
                Ok(Vec::new())
            }
            Some(c) if c.is_ascii_alphabetic() => {
                let start = self.pos;
                while self.text.get(self.pos).is_some_and(|&c| c != b';') {
                    self.pos += 1;
                }
                if self.pos >= self.text.len() {
                    return Err(FC);
                }
                let name: Vec<u8> = self.text[start..self.pos]
                    .iter()
                    .filter(|&&c| c != b' ')
                    .map(u8::to_ascii_uppercase)
                    .collect();
                self.pos += 1;
                if name.last() != Some(&b'$') {
                    return Err(ErrorKind::TypeMismatch);
                }
                Ok(lookup(&name))
            }
            _ => Err(FC),
        }
    }

    /// The next character, spaces skipped, from `` ` `` on made upper case (FETCHR).
    fn fetch(&mut self) -> Option<u8> {
        while let Some(&c) = self.text.get(self.pos) {
            self.pos += 1;
            if c != b' ' {
                return Some(if c >= 96 { c.wrapping_sub(32) } else { c });
            }
        }
        None
    }

    /// Puts the character read last back (DECFET).
    fn back(&mut self) {
        self.pos -= 1;
    }

    /// What follows a note (PLYNU3): its own length (digits, 0 keeping `L`'s; 65 and
    /// over error 5), then dots.
    fn note_tail(&mut self) -> Result<(), ErrorKind> {
        let mut len = self.length;
        if let Some(c) = self.fetch() {
            let n = (self.digits(c)? & 0xff) as u8;
            if n >= 65 {
                return Err(FC);
            }
            if n != 0 {
                len = n;
            }
        }
        self.dots(len)
    }

    /// The number starting at `c` (VALSC2): digits, stopping before anything else (a `;`
    /// is taken); past 65535 is error 5.
    fn digits(&mut self, mut c: u8) -> Result<u32, ErrorKind> {
        let mut v: u32 = 0;
        loop {
            if c == b';' {
                return Ok(v);
            }
            if !c.is_ascii_digit() {
                self.back();
                return Ok(v);
            }
            v = v * 10 + u32::from(c - b'0');
            if v > 0xffff {
                return Err(FC);
            }
            match self.fetch() {
                Some(n) => c = n,
                None => return Ok(v),
            }
        }
    }

    /// A command's argument (MISCMD): none at the end or before a letter, else a number
    /// with signs (VALSC3); `=` (a variable's value) is refused here.
    fn argument(&mut self) -> Result<Option<u32>, ErrorKind> {
        let Some(mut c) = self.fetch() else {
            return Ok(None);
        };
        if c.is_ascii_uppercase() {
            self.back();
            return Ok(None);
        }
        let mut negative = false;
        loop {
            match c {
                b'=' => return Err(FC),
                b'+' => {}
                b'-' => negative = !negative,
                _ => break,
            }
            c = self.fetch().ok_or(FC)?;
        }
        let v = self.digits(c)?;
        Ok(Some(if negative {
            v.wrapping_neg() & 0xffff
        } else {
            v
        }))
    }

    /// The dots after a note or pause of length `len`: each makes it half as long again;
    /// a duration past 16 bits is error 5 (PLYDOT).
    fn dots(&mut self, len: u8) -> Result<(), ErrorKind> {
        let mut d = 96000 / (u32::from(self.tempo) * u32::from(len));
        if d == 0 {
            return Ok(());
        }
        while let Some(c) = self.fetch() {
            if c != b'.' {
                self.back();
                break;
            }
            let x = d * 3;
            if x >> 17 != 0 {
                return Err(FC);
            }
            d = (x & 0xffff) >> 1;
        }
        Ok(())
    }
}

impl<P: Profile> Machine<P> {
    /// The value of the string variable `name` (with its `$`), "" when it was never set
    /// or the name is no string's.
    fn string_named(&self, name: &[u8]) -> Vec<u8> {
        let Some(stem) = name.strip_suffix(b"$") else {
            return Vec::new();
        };
        let Some(id) = self.names.id(stem) else {
            return Vec::new();
        };
        let var = crate::parse::VarRef::new(id, Some(crate::parse::VarType::Str), stem[0]);
        match self.store.get(var) {
            crate::exec::Value::Str(s) => s.to_vec(),
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::check_music;

    /// PLAY strings and whether GW-BASIC 3.23 took them (errgen `hardware`, probed on the
    /// real machine).
    #[test]
    fn music_macro_language_as_the_machine_checks_it() {
        let passes = [
            "",
            "C",
            "cdefgab",
            "A-B-D-G-",
            "O6",
            "O+3",
            "L64",
            "T32",
            "T255",
            "N0",
            "N84",
            "P1",
            "P0",
            "P4..",
            "MF MB MN ML MS",
            "<>",
            "C.",
            "C8.",
            "C1",
            "C0",
            "C64;",
            "T32L1C........",
        ];
        // A$ holds "CD", B$ "Q" (real GW-BASIC 3.23: `XA$;` plays, `XB$;` is 5).
        let mut named = |name: &[u8]| match name {
            b"A$" => b"CD".to_vec(),
            b"B$" => b"Q".to_vec(),
            _ => Vec::new(),
        };
        let passes = passes.iter().chain(&["XA$;", "X A$;C", "XZ$;"]);
        for s in passes {
            assert_eq!(check_music(s.as_bytes(), &mut named), Ok(()), "{s}");
        }
        let refused = [
            "C#D-E+", "B#", "C-", "F-", "O7", "O-1", "O", "O99999", "L65", "L0", "L", "L4.", "L4,",
            "T31", "T256", "T", "N85", "N", "N12 4", "P65", "P", "M", "MX", "V15", ";", "C65",
            "C,D", "H", "XA$", "XB$;", "XN%;", "X;", "X1", "X",
        ];
        for s in refused {
            assert!(check_music(s.as_bytes(), &mut named).is_err(), "{s}");
        }
    }
}
