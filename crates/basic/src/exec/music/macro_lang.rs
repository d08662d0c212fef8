//! The music macro language of `PLAY` (MACLNG.ASM, GWSTS.ASM `PLYTAB`), read command by
//! command as the machine reads it: `Illegal function call` at the first bad one, the notes
//! before it already sent to the speaker. Spaces are skipped and letters taken in either
//! case. Commands: the notes A to G (with `#`, `+` or `-`, then a length 0..64 and dots),
//! `N` 0..84 (0 a pause), `O` 0..6, `L` 1..64, `T` 32..255, `P` 0..64 (with dots), `M` and
//! one of L S N F B, `<` and `>`; `X name;` plays a string variable; a number given as
//! `=name;` is refused here (no number is looked up from a string).

use crate::error::ErrorKind;
use crate::exec::macro_text::MacroText;

/// `Illegal function call`.
const FC: ErrorKind = ErrorKind::IllegalQuantity;

/// What PLAY keeps from one statement to the next (GWSTS.ASM `SNDINI` sets it at start-up
/// and at CLEAR: tempo 120, length 4, normal, foreground, octave 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Settings {
    /// `T`: quarter notes a minute (`BEATS`).
    pub tempo: u8,
    /// `L`: the length of a note given none (`NOTELN`).
    pub length: u8,
    /// `ML` 1, `MS` 2, `MN` 3: the shift of the part of a note left silent (`MSCALE`).
    pub scale: u8,
    /// `MB` (true) or `MF` (`MMODE`).
    pub background: bool,
    /// `O`: the octave.
    pub octave: u8,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            tempo: 120,
            length: 4,
            scale: 3,
            background: false,
            octave: 4,
        }
    }
}

/// One request to the speaker (DONOTE): a tone or a silence, in units of 2.5 ms (400 a
/// second).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Sound {
    /// How long it lasts, in 2.5 ms units.
    pub units: u16,
    /// The silent end of a note played normal or staccato: part of that note.
    pub gap: bool,
}

/// Where the notes go as they are read.
pub(crate) type Speaker<'a> = dyn FnMut(Sound) + 'a;

/// Reads `text` with the settings the last PLAY left, sending each note to `out` as it is
/// read.
pub(crate) fn play_music(
    text: &[u8],
    settings: &mut Settings,
    lookup: &mut StringLookup,
    out: &mut Speaker,
) -> Result<(), ErrorKind> {
    let mut m = Music {
        text: MacroText::new(text),
        settings,
        out,
    };
    m.run(lookup, 0)
}

/// A string variable's value by its name (`A$`), for the music language's `X`.
pub(crate) type StringLookup<'a> = dyn FnMut(MacroRef) -> Result<MacroValue, ErrorKind> + 'a;

/// A variable a PLAY string names (MACLNG.ASM `SCNVAR`): by its name up to its `;`
/// (suffix kept), or by VARPTR$'s bytes (the type's size, the address).
pub(crate) enum MacroRef<'t> {
    /// The name as written, upper case, blanks dropped.
    Name(&'t [u8]),
    /// VARPTR$'s type size and address.
    Address(u8, u16),
}

/// A variable's value as PLAY takes it: a string (for `X`), or a number made an integer
/// by FRCINT (for `=`; past an integer `Overflow`, which the lookup reports).
pub(crate) enum MacroValue {
    /// A string's characters.
    Str(Vec<u8>),
    /// A number, rounded to an integer.
    Int(i16),
}

/// How deeply `X` substrings may nest before the machine's stack would have run out
/// (each is a frame on it): `Out of memory`.
const MAX_SUBSTRINGS: usize = 32;

impl Music<'_, '_> {
    /// Reads the commands of the string, `X` substrings played in place with the same
    /// settings (MCLXEQ: the substring is pushed and read in turn).
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
                    m.note_tail(true)?;
                }
                b'M' => match m.fetch() {
                    Some(b'L') => m.settings.scale = 1,
                    Some(b'S') => m.settings.scale = 2,
                    Some(b'N') => m.settings.scale = 3,
                    Some(b'F') => m.settings.background = false,
                    Some(b'B') => m.settings.background = true,
                    _ => return Err(FC),
                },
                b'<' => m.settings.octave = m.settings.octave.saturating_sub(1),
                b'>' => m.settings.octave = (m.settings.octave + 1).min(6),
                b'X' => {
                    let sub = m.substring(lookup)?;
                    if depth >= MAX_SUBSTRINGS {
                        return Err(ErrorKind::OutOfMemory);
                    }
                    let mut inner = Music {
                        text: MacroText::new(&sub),
                        settings: &mut *m.settings,
                        out: &mut *m.out,
                    };
                    inner.run(lookup, depth + 1)?;
                }
                b'N' | b'O' | b'P' | b'T' | b'L' => {
                    let arg = m.argument(lookup)?;
                    let low = arg.map(|n| (n & 0xff) as u8);
                    match c {
                        b'L' => match low {
                            Some(n @ 1..=64) => m.settings.length = n,
                            _ => return Err(FC),
                        },
                        b'T' => match low.unwrap_or(1) {
                            n @ 32..=255 => m.settings.tempo = n,
                            _ => return Err(FC),
                        },
                        b'O' => match low {
                            Some(n @ 0..=6) => m.settings.octave = n,
                            _ => return Err(FC),
                        },
                        // N0 is a pause of the note's length (PLYNO3 with no frequency).
                        b'N' => match low {
                            Some(n @ 0..=84) => m.note_tail(n != 0)?,
                            _ => return Err(FC),
                        },
                        _ => match low {
                            Some(0) => {}
                            Some(n @ 1..=64) => m.dots(n, false)?,
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
struct Music<'a, 'o> {
    text: MacroText<'a>,
    settings: &'a mut Settings,
    out: &'a mut Speaker<'o>,
}

impl Music<'_, '_> {
    /// The string `X` names: a variable's name ended by `;` (real GW-BASIC 3.23: `XA$;`
    /// plays A$, "" when A$ was never set; `XA$` without its `;` is 5; a number's name
    /// 13), or VARPTR$'s three bytes, the type's size and the address (a number's is 13).
    /// The address form's string is taken as empty: a variable's text is not kept at
    /// an address here.
    fn substring(&mut self, lookup: &mut StringLookup) -> Result<Vec<u8>, ErrorKind> {
        while self.text.text.get(self.text.pos) == Some(&b' ') {
            self.text.pos += 1;
        }
        match self.text.text.get(self.text.pos) {
            Some(&size @ (2 | 3 | 4 | 8)) => {
                if self.text.pos + 3 > self.text.text.len() {
                    return Err(FC);
                }
                let t = &self.text.text[self.text.pos..];
                let address = u16::from_le_bytes([t[1], t[2]]);
                self.text.pos += 3;
                if size != 3 {
                    return Err(ErrorKind::TypeMismatch);
                }
                match lookup(MacroRef::Address(size, address))? {
                    MacroValue::Str(s) => Ok(s),
                    MacroValue::Int(_) => Err(ErrorKind::TypeMismatch),
                }
            }
            Some(c) if c.is_ascii_alphabetic() => {
                let start = self.text.pos;
                while self
                    .text
                    .text
                    .get(self.text.pos)
                    .is_some_and(|&c| c != b';')
                {
                    self.text.pos += 1;
                }
                if self.text.pos >= self.text.text.len() {
                    return Err(FC);
                }
                let name: Vec<u8> = self.text.text[start..self.text.pos]
                    .iter()
                    .filter(|&&c| c != b' ')
                    .map(u8::to_ascii_uppercase)
                    .collect();
                self.text.pos += 1;
                if name.last() != Some(&b'$') {
                    return Err(ErrorKind::TypeMismatch);
                }
                match lookup(MacroRef::Name(&name))? {
                    MacroValue::Str(s) => Ok(s),
                    MacroValue::Int(_) => Err(ErrorKind::TypeMismatch),
                }
            }
            _ => Err(FC),
        }
    }

    /// The number `=` names (MACLNG.ASM `VARGET`, `SCNVAR`): VARPTR$'s bytes when the
    /// string holds three or more and the first is below 9, else a name of at most 40
    /// characters, a letter first, ended by `;` (error 5 otherwise); a string is 13.
    fn variable_value(&mut self, lookup: &mut StringLookup) -> Result<i16, ErrorKind> {
        let t = &self.text.text[self.text.pos.min(self.text.text.len())..];
        let found = match t.first() {
            Some(&size) if size < 9 && t.len() >= 3 => {
                let address = u16::from_le_bytes([t[1], t[2]]);
                self.text.pos += 3;
                lookup(MacroRef::Address(size, address))?
            }
            _ => {
                let mut name = Vec::new();
                loop {
                    let c = self.text.fetch_z()?;
                    if c == b';' {
                        break;
                    }
                    if name.is_empty() && !c.is_ascii_uppercase() || name.len() >= 40 {
                        return Err(FC);
                    }
                    name.push(c);
                }
                lookup(MacroRef::Name(&name))?
            }
        };
        match found {
            MacroValue::Int(v) => Ok(v),
            MacroValue::Str(_) => Err(ErrorKind::TypeMismatch),
        }
    }

    /// The next character (FETCHR).
    fn fetch(&mut self) -> Option<u8> {
        self.text.fetch()
    }

    /// Puts the character read last back (DECFET).
    fn back(&mut self) {
        self.text.back();
    }

    /// What follows a note (PLYNU3): its own length (digits, 0 keeping `L`'s; 65 and
    /// over error 5), then dots.
    fn note_tail(&mut self, tone: bool) -> Result<(), ErrorKind> {
        let mut len = self.settings.length;
        if let Some(c) = self.fetch() {
            let n = (self.digits(c)? & 0xff) as u8;
            if n >= 65 {
                return Err(FC);
            }
            if n != 0 {
                len = n;
            }
        }
        self.dots(len, tone)
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
    /// with signs (VALSC3), or `=` and a variable (VARGET: its name up to `;` or
    /// VARPTR$'s bytes, the value made an integer), kept to 16 bits.
    fn argument(&mut self, lookup: &mut StringLookup) -> Result<Option<u32>, ErrorKind> {
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
                b'=' => {
                    let v = u32::from(self.variable_value(lookup)? as u16);
                    return Ok(Some(if negative {
                        v.wrapping_neg() & 0xffff
                    } else {
                        v
                    }));
                }
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

    /// The dots after a note (`tone`) or pause of length `len`: each makes it half as long
    /// again; a duration past 16 bits is error 5 (PLYDOT). Then the note goes to the
    /// speaker (PLYDOX).
    fn dots(&mut self, len: u8, tone: bool) -> Result<(), ErrorKind> {
        let mut d = 96000 / (u32::from(self.settings.tempo) * u32::from(len));
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
        self.send(d as u16, tone);
        Ok(())
    }

    /// A note of `units` to the speaker: a pause or a legato note whole; a normal (7/8) or
    /// staccato (3/4) note as its tone (at least a unit; the product kept to 16 bits, as
    /// MUL's low word) and then its silent rest, when that is not 0 (PLYNO6, PLYNO7).
    fn send(&mut self, units: u16, tone: bool) {
        let scale = self.settings.scale;
        if !tone || scale == 1 {
            (self.out)(Sound { units, gap: false });
            return;
        }
        let times: u32 = if scale == 2 { 3 } else { 7 };
        let sounding = (((u32::from(units) * times) & 0xffff) >> scale).max(1) as u16;
        (self.out)(Sound {
            units: sounding,
            gap: false,
        });
        let rest = units >> scale;
        if rest != 0 {
            (self.out)(Sound {
                units: rest,
                gap: true,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{play_music, MacroRef, MacroValue, Settings, Sound, StringLookup};
    use crate::error::ErrorKind;

    /// Reads `text` from the start-up settings, the notes thrown away.
    fn check_music(text: &[u8], lookup: &mut StringLookup) -> Result<(), ErrorKind> {
        play_music(text, &mut Settings::default(), lookup, &mut |_| {})
    }

    /// The sounds `text` sends, in units of 2.5 ms (gaps negative), from `settings`.
    fn sounds(text: &str, settings: &mut Settings) -> Vec<i32> {
        let mut out = Vec::new();
        let mut push = |s: Sound| {
            out.push(if s.gap {
                -i32::from(s.units)
            } else {
                i32::from(s.units)
            })
        };
        play_music(
            text.as_bytes(),
            settings,
            &mut |_| Ok(MacroValue::Str(Vec::new())),
            &mut push,
        )
        .unwrap();
        out
    }

    /// Durations as GWSTS.ASM computes them: 96000 / (tempo * length) units; a normal note
    /// is 7/8 sounding and 1/8 silent, staccato 3/4 and 1/4, legato whole; pauses and `N0`
    /// are one silence; a rest of 0 units is not sent; the settings stay for the next PLAY.
    #[test]
    fn notes_are_sent_as_the_machine_times_them() {
        let mut s = Settings::default();
        assert_eq!(sounds("C", &mut s), [175, -25]);
        assert_eq!(sounds("MSC P4 N0", &mut s), [150, -50, 200, 200]);
        assert_eq!(sounds("MLC.", &mut s), [300]);
        assert_eq!(sounds("C8", &mut s), [100]);
        assert_eq!(sounds("MNT255L64C", &mut s), [4]);
        assert_eq!(sounds("D", &mut s), [4]);
        assert!(s.tempo == 255 && s.length == 64 && s.scale == 3 && !s.background);
        sounds("MB", &mut s);
        assert!(s.background);
    }

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
        let mut named = |r: MacroRef| {
            Ok(match r {
                MacroRef::Name(b"A$") => MacroValue::Str(b"CD".to_vec()),
                MacroRef::Name(b"B$") => MacroValue::Str(b"Q".to_vec()),
                MacroRef::Name(b"N%") => MacroValue::Int(3),
                _ => MacroValue::Str(Vec::new()),
            })
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
