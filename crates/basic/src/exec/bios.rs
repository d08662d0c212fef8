//! The PC's BIOS data area (segment 0, offsets 0x400 to 0x4FF, also seen from segment 0x40)
//! as the reference machine (GW-BASIC 3.23 in DOSBox, a VGA) holds it: the serial and
//! printer ports, the equipment word, 640K, the keyboard buffer and flags, the display's
//! mode, columns, page size and cursor, the CRT registers and the timer's tick count. The
//! display and the clock are read live from the machine (`BiosLive`); the rest starts as
//! the machine had it and keeps what a program POKEs. A program that POKEs keys into the
//! buffer (head and tail words at 0x41A and 0x41C, a ring of 16 key words from 0x41E, each
//! the character then its scan code) has INKEY$ and INPUT$ read them first, and the rest
//! typed at the prompt once it stops.
//!
//! Sources: IBM PC Technical Reference, BIOS data area; the bytes PEEKed from
//! ../shared/oracles/gw-real at the start of a run and after WIDTH 40, LOCATE and COLOR;
//! pcbasic-suite KEYPOKE (`goto 910` poked, then `LIST` stops the program and the keys run
//! line 910).

use super::Machine;
use crate::dialect::Profile;

/// Where the BIOS data area starts in segment 0.
const BASE: u16 = 0x400;
/// Its size here.
const SIZE: usize = 0x100;
/// The head pointer's offset in the area (the tail's follows).
const HEAD: usize = 0x1A;
/// The keyboard ring's first and last+1 offsets in the area.
const RING: (usize, usize) = (0x1E, 0x3E);

/// The bytes of the BIOS data area a program has written.
#[derive(Clone, Debug)]
pub struct BiosData {
    bytes: Vec<u8>,
    /// Whether LOCATE last showed the cursor.
    visible: bool,
    /// The cursor's start and stop lines.
    shape: (u8, u8),
    /// The border's colour, the last text-mode COLOR's third argument.
    border: u8,
}

/// The cursor's shape word at 0x460 when it is hidden (bit 5 of the start line set), as a
/// run starts.
const HIDDEN: [u8; 2] = [0x00, 0x20];
/// The cursor's start and stop lines until LOCATE sets them.
const SHAPE: (u8, u8) = (7, 7);

/// The area's bytes at the start of a run that are not the display's or the clock's, as
/// (offset, bytes): COM1 0x3F8 and COM2 0x2F8, LPT1 0x378, the equipment word 0xD426, 640K,
/// an empty keyboard ring, the CRT controller at 0x3D4, the printer and serial time-outs,
/// the ring's bounds, 25 rows of 16 scan lines and the VGA's switches, the keyboard's
/// status and the video save table's pointer.
const START: &[(usize, &[u8])] = &[
    (0x00, &[0xF8, 0x03, 0xF8, 0x02]),
    (0x08, &[0x78, 0x03]),
    (0x10, &[0x26, 0xD4, 0x00, 0x80, 0x02]),
    (HEAD, &[0x1E, 0x00, 0x1E, 0x00]),
    (0x61, &[0x20, 0x00, 0xD4, 0x03]),
    (0x66, &[0x30]),
    (
        0x75,
        &[
            0x02, 0x00, 0x00, 0x01, 0x01, 0x01, 0x00, 0x01, 0x01, 0x01, 0x01,
        ],
    ),
    (
        0x80,
        &[
            0x1E, 0x00, 0x3E, 0x00, 0x18, 0x10, 0x00, 0x60, 0x09, 0x51, 0x0B,
        ],
    ),
    (0x96, &[0x10, 0x10]),
    (0xA8, &[0x8F, 0x2E, 0x00, 0xC0]),
];

/// What the BIOS area shows of the display and the clock, read when a program PEEKs.
#[derive(Clone, Copy, Debug)]
pub struct BiosLive {
    /// The video mode (3: 80-column text, 1: 40-column).
    pub mode: u8,
    /// Columns on a row.
    pub columns: u8,
    /// Bytes of a display page.
    pub page_size: u16,
    /// The cursor's column and row on the page, from 0.
    pub cursor: (u8, u8),
    /// The CGA mode select register as last written (0x29: 80 columns, 0x28: 40).
    pub mode_register: u8,
    /// Timer ticks (18.2 a second) since midnight.
    pub ticks: u32,
    /// The colour select register a graphics mode set (`None`: text mode's, kept in the
    /// area as COLOR wrote it).
    pub colour_select: Option<u8>,
}

impl Default for BiosData {
    fn default() -> Self {
        let mut bytes = vec![0; SIZE];
        for (at, b) in START {
            bytes[*at..*at + b.len()].copy_from_slice(b);
        }
        Self {
            bytes,
            visible: false,
            shape: SHAPE,
            border: 0,
        }
    }
}

impl BiosData {
    /// A byte at offset `a` of segment 0 (0 outside the area), the display's and the
    /// clock's from `live`.
    pub fn peek(&self, a: u16, live: &BiosLive) -> u8 {
        let Some(o) = a.checked_sub(BASE).map(usize::from) else {
            return 0;
        };
        let [size_lo, size_hi] = live.page_size.to_le_bytes();
        let ticks = live.ticks.to_le_bytes();
        match o {
            0x49 => live.mode,
            0x4A => live.columns,
            0x4C => size_lo,
            0x4D => size_hi,
            0x50 => live.cursor.0,
            0x51 => live.cursor.1,
            0x65 => live.mode_register,
            0x66 => live.colour_select.unwrap_or(self.bytes[0x66]),
            0x6C..=0x6F => ticks[o - 0x6C],
            _ => self.bytes.get(o).copied().unwrap_or(0),
        }
    }

    /// LOCATE's cursor arguments: shown or hidden, the start line (the stop line then
    /// follows it when not given) and the stop line. The area holds the stop line then the
    /// start line while the cursor shows, 0x2000 while it is hidden (the real GW-BASIC
    /// 3.23: `LOCATE ,,1` shows 7,7; `LOCATE ,,,5` makes 5,5; `LOCATE ,,0` gives 0x2000).
    pub fn set_cursor(&mut self, visible: Option<bool>, start: Option<u8>, stop: Option<u8>) {
        if let Some(start) = start {
            self.shape = (start, stop.unwrap_or(start));
        }
        if let Some(v) = visible {
            self.visible = v;
        }
        self.bytes[0x60..0x62].copy_from_slice(&if self.visible {
            [self.shape.1, self.shape.0]
        } else {
            HIDDEN
        });
    }

    /// A text-mode COLOR: the CGA's colour select register, kept at 0x466, becomes 0x20
    /// with the border's colour, the last one given (from 0x30 at the start; the real
    /// GW-BASIC 3.23: `COLOR 4,2` gives 0x20, `COLOR 7,0,3` 0x23, then `COLOR 7,0` 0x23).
    pub fn set_border(&mut self, border: Option<u8>) {
        if let Some(b) = border {
            self.border = b & 0x0f;
        }
        self.bytes[0x66] = 0x20 | self.border;
    }

    /// Writes a byte at offset `a` of segment 0 (ignored outside the area).
    pub fn poke(&mut self, a: u16, v: u8) {
        if let Some(b) = a
            .checked_sub(BASE)
            .and_then(|o| self.bytes.get_mut(usize::from(o)))
        {
            *b = v;
        }
    }

    /// The keys waiting between head and tail as typed bytes (an extended key, character
    /// 0, is 0 and its scan code), which empties the buffer. A head or tail outside the
    /// ring leaves nothing to take.
    pub fn take_keys(&mut self) -> Vec<u8> {
        let mut keys = Vec::new();
        // At most one lap of the ring.
        for _ in 0..(RING.1 - RING.0) / 2 {
            match self.take_key().map(typed_key) {
                Some(None) => {}
                Some(Some([0, scan])) => keys.extend([0, scan]),
                Some(Some([c, _])) => keys.push(c),
                None => break,
            }
        }
        keys
    }

    /// The key at the head of the buffer, its character then its scan code, taken as the
    /// BIOS's INT 16h takes it (the head moves on a word, round the ring); `None` when
    /// the buffer is empty or its head or tail is outside the ring. The real GW-BASIC
    /// 3.23 reads POKEd keys so while a program runs (INKEY$, INPUT$).
    pub fn take_key(&mut self) -> Option<[u8; 2]> {
        let head = usize::from(self.bytes[HEAD]);
        let tail = usize::from(self.bytes[HEAD + 2]);
        let inside = |p: usize| (RING.0..RING.1).contains(&p) && (p - RING.0).is_multiple_of(2);
        if !inside(head) || !inside(tail) || head == tail {
            return None;
        }
        let key = [self.bytes[head], self.bytes[head + 1]];
        let next = if head + 2 >= RING.1 { RING.0 } else { head + 2 };
        self.bytes[HEAD] = next as u8;
        Some(key)
    }
}

/// What a key word of the ring (character, scan code) is to GW-BASIC, which reads it with
/// the BIOS's INT 16h function 0 or 1 (the real GW-BASIC 3.23 in DOSBox, keys POKEd into
/// the ring): a grey key's 0xE0 is 0 as the keypad's key (cursor up is CHR$(0)+"H"
/// either way), and the keys the PC keyboard's 101-key BIOS gives only to its extended
/// functions (scan codes past 0x84: F11, F12 and their shifts) are none, nor is Ctrl-Break's
/// empty word. `None`: no key.
pub fn typed_key([c, scan]: [u8; 2]) -> Option<[u8; 2]> {
    match (c, scan) {
        (0, 0) => None,
        (0 | 0xE0, 0x85..) => None,
        (0xE0, s) if s != 0 => Some([0, s]),
        _ => Some([c, scan]),
    }
}

impl<P: Profile> Machine<P> {
    /// The display and the clock as the BIOS area shows them now.
    pub(super) fn bios_live(&self) -> BiosLive {
        let (width, cursor) = self.screen.text.as_ref().map_or((80, (0, 0)), |t| {
            (t.width(), ((t.pos() - 1) as u8, (t.csrlin() - 1) as u8))
        });
        let narrow = width <= 40;
        // 1193180 / 65536 ticks a second (the PIT's channel 0 counting through 65536).
        let ticks = (self.seconds_since_midnight() * 1_193_180.0 / 65_536.0) as u32;
        let text = BiosLive {
            mode: if narrow { 1 } else { 3 },
            columns: width as u8,
            page_size: if narrow { 0x800 } else { 0x1000 },
            cursor,
            mode_register: if narrow { 0x28 } else { 0x29 },
            ticks,
            colour_select: None,
        };
        // A graphics mode's BIOS mode, page size, mode and colour select registers (the
        // real GW-BASIC 3.23 on DOSBox's VGA: SCREEN 1 is mode 5, 2 is 6, 7 to 9 are &HD,
        // &HE and &H10); the text cursor stays at 0,0.
        let Some(m) = self.gfx.mode.as_ref() else {
            return text;
        };
        let (mode, page_size, mode_register, colour_select) = match m.number {
            1 => (5, 0x4000, 0x2E, 0x20),
            2 => (6, 0x4000, 0x1E, 0x3F),
            7 => (0x0D, 0x2000, 0x1E, 0x3F),
            8 => (0x0E, 0x4000, 0x1E, 0x3F),
            9 => (0x10, 0x8000, 0x1E, 0x3F),
            _ => return text,
        };
        BiosLive {
            mode,
            columns: m.columns as u8,
            page_size,
            cursor: (0, 0),
            mode_register,
            colour_select: Some(colour_select),
            ..text
        }
    }

    /// A byte of the BIOS area at offset `a` of segment 0.
    pub(super) fn bios_peek(&self, a: u16) -> u8 {
        self.bios.peek(a, &self.bios_live())
    }
}

#[cfg(test)]
mod tests {
    use super::{BiosData, BiosLive};

    #[test]
    fn poked_keys_between_head_and_tail_are_taken_once() {
        let mut b = BiosData::default();
        let live = BiosLive {
            mode: 3,
            columns: 80,
            page_size: 4096,
            cursor: (0, 0),
            mode_register: 0x29,
            ticks: 0,
            colour_select: None,
        };
        assert!(b.take_keys().is_empty());
        b.poke(1050, 30);
        b.poke(1052, 34);
        b.poke(1054, b'A');
        b.poke(1056, 13);
        assert_eq!(b.peek(1052, &live), 34);
        assert_eq!(b.take_keys(), b"A\r");
        assert!(b.take_keys().is_empty());
        // A head outside the ring gives nothing.
        b.poke(1050, 3);
        assert!(b.take_keys().is_empty());
    }

    #[test]
    fn the_display_and_the_clock_are_read_live() {
        let b = BiosData::default();
        let live = BiosLive {
            mode: 1,
            columns: 40,
            page_size: 2048,
            cursor: (6, 4),
            mode_register: 0x28,
            ticks: 0x17FB41,
            colour_select: None,
        };
        let bytes: Vec<u8> = (0x449..0x452).map(|a| b.peek(a, &live)).collect();
        assert_eq!(bytes, [1, 40, 0, 0, 8, 0, 0, 6, 4]);
        assert_eq!(b.peek(0x46C, &live), 0x41);
        assert_eq!(b.peek(0x46E, &live), 0x17);
        // 640K of memory, the CRT controller's port.
        assert_eq!((b.peek(0x413, &live), b.peek(0x414, &live)), (0x80, 2));
        assert_eq!((b.peek(0x463, &live), b.peek(0x464, &live)), (0xD4, 3));
    }
}
