//! The Commodore 64's text screen as the KERNAL keeps it (901227-03): 40x25 screen codes at
//! the page in 648 (1024 at power-on), colour nibbles at 55296, the line link table at
//! 217-242, the cursor in 209-214, the editor's flags (quote 212, inserts 216, reverse 199,
//! colour 646), the keyboard buffer at 631 with its count in 198, and the VIC-II registers a
//! BASIC program touches (53265, 53270, 53272, 53280, 53281).
//!
//! Everything is kept in a 64 KiB memory at the machine's addresses, so PEEK and POKE of
//! any of it see what the editor uses, as on the machine. The editor's routines
//! (`editor.rs`) follow the KERNAL's code path by path; `input.rs` is its line input
//! ($E5CA/$E632) and GETIN; `dump.rs` the `.scr` text of the recorded screens
//! (`conformance/c64/screen/README.md`); `petcat.rs` reads the `{clr}` notation of the
//! listings and typed lines.
//!
//! Sources: the KERNAL disassembly (mist64/c64ref `c64disasm_en.txt`, routine addresses
//! cited at each function); the recorded screens of `conformance/c64/screen`.

mod dump;
mod editor;
mod input;
pub mod petcat;
#[cfg(test)]
mod tests;
pub mod view;

use std::collections::VecDeque;

/// The keyboard buffer's count (NDX).
pub const NDX: u16 = 198;
/// The keyboard buffer (KEYD), ten keys.
pub const KEYD: u16 = 631;
/// The screen memory page (HIBASE).
pub const HIBASE: u16 = 648;
/// The text colour (COLOR).
pub const COLOR: u16 = 646;
/// The SHIFT+C= lock (MODE), bit 7.
pub const MODE: u16 = 657;
/// VIC-II control register 1.
pub const D011: u16 = 0xD011;
/// VIC-II control register 2.
pub const D016: u16 = 0xD016;
/// VIC-II memory pointers (screen and character set).
pub const D018: u16 = 0xD018;
/// The border colour.
pub const D020: u16 = 0xD020;
/// The background colour.
pub const D021: u16 = 0xD021;
/// Colour RAM.
pub const COLOUR_RAM: u16 = 0xD800;

/// What polled the empty keyboard buffer (the dump's `WAIT` line).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Poll {
    /// The editor's line input in direct mode, after READY.
    Ready,
    /// The editor's line input for INPUT.
    Input,
    /// GETIN (GET).
    Get,
    /// BASIC's WAIT on location 198.
    Wait198,
    /// Nothing: the run was stopped.
    None,
}

impl Poll {
    fn word(self) -> &'static str {
        match self {
            Poll::Ready => "ready",
            Poll::Input => "input",
            Poll::Get => "get",
            Poll::Wait198 => "wait198",
            Poll::None => "none",
        }
    }
}

/// What a person at a keyboard did when the empty keyboard buffer was polled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    /// Struck a key (PETSCII).
    Key(u8),
    /// Nothing yet (the typist has given the host a moment).
    Nothing,
    /// No key will come any more (BREAK, or the input has gone).
    End,
}

/// Keys struck live at a keyboard, taking the scripted typist's place: asked each time the
/// machine polls its empty keyboard buffer, with the screen as it is then (to be drawn).
pub trait Typist {
    /// The key struck, if any, while `by` polls the empty buffer.
    fn poll(&mut self, screen: &C64Screen, by: Poll) -> Typed;
}

/// The C64's memory as the screen editor sees it, and the typist that feeds its keyboard
/// buffer one key per poll, dumping the screen before each typed line.
pub struct C64Screen {
    mem: Box<[u8; 65536]>,
    /// Lines still to be typed, each a sequence of PETSCII keys (RETURN added when typed).
    lines: VecDeque<Vec<u8>>,
    /// The keys of the line being typed.
    typing: VecDeque<u8>,
    /// Dumps written so far.
    dumps: String,
    /// Dumps counted.
    count: usize,
    /// A key was typed since the last dump (so input ran out rather than never started).
    typed_any: bool,
    /// A person's keyboard in the scripted typist's place.
    typist: Option<Box<dyn Typist>>,
}

impl Default for C64Screen {
    fn default() -> Self {
        Self::new()
    }
}

impl C64Screen {
    /// A machine just switched on: the KERNAL's initialisation ($E518: colour 14, the VIC
    /// registers of the table at $ECB9, a cleared screen) and the BASIC banner, READY. and
    /// `RUN` typed and entered, as the recordings start (README, "How a run works").
    pub fn new() -> Self {
        let mut s = Self {
            mem: Box::new([0; 65536]),
            lines: VecDeque::new(),
            typing: VecDeque::new(),
            dumps: String::new(),
            count: 0,
            typed_any: false,
            typist: None,
        };
        s.reset();
        s.power_on_screen();
        s
    }

    /// A machine just switched on, its screen cleared, before BASIC prints its banner;
    /// keys come from `typist`.
    pub fn typed_by(typist: Box<dyn Typist>) -> Self {
        let mut s = Self {
            mem: Box::new([0; 65536]),
            lines: VecDeque::new(),
            typing: VecDeque::new(),
            dumps: String::new(),
            count: 0,
            typed_any: false,
            typist: Some(typist),
        };
        s.reset();
        s
    }

    /// Sets the keys' source to `typist` (a person's keyboard).
    pub fn set_typist(&mut self, typist: Box<dyn Typist>) {
        self.typist = Some(typist);
    }

    fn reset(&mut self) {
        let m = &mut self.mem;
        m[usize::from(HIBASE)] = 4;
        m[usize::from(COLOR)] = 14;
        m[0x289] = 10;
        m[0x28C] = 10;
        m[0x28B] = 4;
        m[0x28F] = 0x48;
        m[0x290] = 0xEB;
        m[0xCC] = 0x0C;
        m[0xCD] = 0x0C;
        m[0x9A] = 3;
        m[usize::from(D011)] = 0x1B;
        m[usize::from(D016)] = 0xC8;
        m[usize::from(D018)] = 0x15;
        m[usize::from(D020)] = 0xFE;
        m[usize::from(D021)] = 0xF6;
        // BASIC's pointers as a program's LOAD leaves them (start of BASIC 2049, top 40960).
        m[43] = 0x01;
        m[44] = 0x08;
        m[55] = 0x00;
        m[56] = 0xA0;
        m[1] = 0x37;
        m[0] = 0x2F;
        self.clear_screen();
    }

    /// The banner, READY. and `RUN` typed, as the recordings start.
    fn power_on_screen(&mut self) {
        for b in b"\r    **** COMMODORE 64 BASIC V2 ****\r\r 64K RAM SYSTEM  38911 BASIC BYTES FREE\r\rREADY.\r" {
            self.chrout(*b);
        }
        // `RUN` and RETURN from the keyboard buffer, read back from the screen.
        for (i, k) in b"RUN\r".iter().enumerate() {
            self.mem[usize::from(KEYD) + i] = *k;
        }
        self.mem[usize::from(NDX)] = 4;
        let _ = self.line(Poll::Ready);
        self.chrout(b'\r');
    }

    /// Sets the lines to be typed (each line's keys, without its RETURN).
    pub fn type_lines(&mut self, lines: Vec<Vec<u8>>) {
        self.lines = lines.into();
    }

    /// The dumps written so far (the `--screen-dump` file).
    pub fn dumps(&self) -> &str {
        &self.dumps
    }

    /// A byte of memory as a PEEK reads it: the VIC's unused bits read as 1.
    pub fn peek(&self, a: u16) -> u8 {
        let v = self.mem[usize::from(a)];
        match a {
            D020 | D021 => v | 0xF0,
            D018 => v | 0x01,
            D016 => v | 0xC0,
            0xD019 => v | 0x70,
            0xD01A => v | 0xF0,
            0xD800..=0xDBFF => v & 0x0F,
            _ => v,
        }
    }

    /// Stores a byte as a POKE does.
    pub fn poke(&mut self, a: u16, v: u8) {
        self.mem[usize::from(a)] = v;
    }

    /// The cursor's column in its logical line (PNTR, 211): POS, TAB and the comma's
    /// zones count from it.
    pub fn column(&self) -> usize {
        usize::from(self.mem[0xD3])
    }

    /// SYS to the KERNAL routines a program calls for the screen: PLOT ($FFF0/$E50A, with
    /// the registers from 780-783), CLEAR ($E544), HOME ($E566), the pointers ($E56C),
    /// CHROUT ($FFD2/$E716) and clearing a row ($E9FF). Other addresses do nothing.
    pub fn sys(&mut self, a: u16) {
        let (ra, rx, ry, p) = (self.mem[780], self.mem[781], self.mem[782], self.mem[783]);
        match a {
            0xFFF0 | 0xE50A => {
                if p & 1 == 0 {
                    self.mem[0xD6] = rx;
                    self.mem[0xD3] = ry;
                    self.set_pointers();
                }
                self.mem[781] = self.mem[0xD6];
                self.mem[782] = self.mem[0xD3];
            }
            0xE544 => self.clear_screen(),
            0xE566 => self.home(),
            0xE56C => self.set_pointers(),
            0xFFD2 | 0xE716 => self.chrout(ra),
            0xE9FF => self.clear_line(rx),
            _ => {}
        }
    }

    /// The keyboard buffer is empty and something polls it: the typist types the next key
    /// of its line, or, with the line used up, dumps the screen and starts the next line.
    /// False when no line is left (the screen has been dumped as the end).
    fn poll(&mut self, by: Poll) -> bool {
        if let Some(mut typist) = self.typist.take() {
            let typed = typist.poll(self, by);
            self.typist = Some(typist);
            return match typed {
                Typed::Key(k) => {
                    let n = self.mem[usize::from(NDX)];
                    if n < 10 {
                        self.mem[usize::from(KEYD) + usize::from(n)] = k;
                        self.mem[usize::from(NDX)] = n + 1;
                    }
                    true
                }
                Typed::Nothing => true,
                Typed::End => false,
            };
        }
        if self.typing.is_empty() {
            match self.lines.pop_front() {
                Some(mut line) => {
                    self.dump("wait", by);
                    line.push(b'\r');
                    self.typing = line.into();
                }
                None => {
                    self.dump("end", by);
                    return false;
                }
            }
        }
        if let Some(k) = self.typing.pop_front() {
            self.typed_any = true;
            let n = self.mem[usize::from(NDX)];
            if n < 10 {
                self.mem[usize::from(KEYD) + usize::from(n)] = k;
                self.mem[usize::from(NDX)] = n + 1;
            }
        }
        true
    }

    /// The first key of the keyboard buffer, taken out ($E5B4); None when it is empty.
    fn take_key(&mut self) -> Option<u8> {
        let n = self.mem[usize::from(NDX)];
        if n == 0 {
            return None;
        }
        let k = self.mem[usize::from(KEYD)];
        let n = usize::from(n.min(10));
        for i in 1..n {
            self.mem[usize::from(KEYD) + i - 1] = self.mem[usize::from(KEYD) + i];
        }
        self.mem[usize::from(NDX)] -= 1;
        Some(k)
    }

    /// GETIN from the keyboard ($F142, $E5B4): the next key, typed now if the buffer is
    /// empty, or 0 when none was struck (a person's keyboard); `None` when no key will come
    /// (the end was dumped).
    pub fn get(&mut self) -> Option<u8> {
        if self.mem[usize::from(NDX)] == 0 && !self.poll(Poll::Get) {
            return None;
        }
        Some(self.take_key().unwrap_or(0))
    }

    /// BASIC's WAIT address,mask,xor ($B82D): polls until a bit comes. Location 198 gets a
    /// key typed at each poll; any other location that does not change would wait for
    /// ever, which ends the run (false), as does a key that never comes.
    pub fn wait(&mut self, a: u16, mask: u8, xor: u8) -> bool {
        loop {
            if (self.peek(a) ^ xor) & mask != 0 {
                return true;
            }
            if a == NDX && self.mem[usize::from(NDX)] == 0 {
                if !self.poll(Poll::Wait198) {
                    return false;
                }
            } else {
                self.dump("end", Poll::None);
                return false;
            }
        }
    }

    /// Dumps the screen as the run stopped by its time limit.
    pub fn dump_timeout(&mut self) {
        self.dump("timeout", Poll::None);
    }

    fn dump(&mut self, kind: &str, by: Poll) {
        self.count += 1;
        let text = dump::dump(self, self.count, kind, by.word());
        self.dumps.push_str(&text);
    }
}
