//! The 800XL's 64 KiB address space as Atari BASIC rev. C sees it: one byte array that the
//! tokenizer, the program tables, PEEK and POKE all share, with named addresses for the
//! zero-page pointers BASIC keeps and the OS locations programs read and write.
//!
//! Sources: the Atari BASIC Source Book (Wilkinson, O'Brien, Laughton 1983: zero-page
//! equates, COLDSTART and XNEW); Mapping the Atari (Chadwick, revised ed.: LOMEM 128 ...
//! MEMTOP 144, RTCLOK 18, LMARGN 82, SAVMSC 88, STOPLN 186, ERRSAVE 195, PTABW 201, MEMTOP
//! 741, MEMLO 743, CRSINH 752, CH 764, CONSOL 53279); the recorded FRE figures in
//! `shared/conformance/atari/limits` (`10 PRINT FRE(0)` gives 37896 after ENTER and RUN).

/// BASIC's low memory: the 256-byte token output buffer, then the program ($80/$81).
pub const LOMEM: u16 = 0x80;
/// Start of the variable-name table ($82/$83).
pub const VNTP: u16 = 0x82;
/// End of the variable-name table: the address of its terminating zero byte ($84/$85).
pub const VNTD: u16 = 0x84;
/// Start of the variable-value table ($86/$87).
pub const VVTP: u16 = 0x86;
/// Start of the statement table, the program's tokenised lines ($88/$89).
pub const STMTAB: u16 = 0x88;
/// The line being executed (during entry: the direct line) ($8A/$8B).
pub const STMCUR: u16 = 0x8A;
/// Start of the string/array space, just after the statement table ($8C/$8D).
pub const STARP: u16 = 0x8C;
/// Start of the run-time stack (GOSUB and FOR frames), after the string/array space ($8E/$8F).
pub const RUNSTK: u16 = 0x8E;
/// BASIC's top of used memory, the top of the run-time stack ($90/$91). `FRE(0)` is the OS
/// [`MEMTOP_OS`] minus this.
pub const MEMTOP_BASIC: u16 = 0x90;

/// The OS's application high-memory mark, which BASIC keeps equal to its own top ($0E/$0F).
pub const APPMHI: u16 = 0x0E;
/// The OS warm-start flag (8).
pub const WARMFLG: u16 = 0x08;
/// The BREAK key flag, zero when BREAK was pressed (17).
pub const BRKKEY: u16 = 0x11;
/// The real-time clock, three bytes, most significant first, counting frames (18-20).
pub const RTCLOK: u16 = 0x12;
/// The attract-mode timer (77).
pub const ATRACT: u16 = 0x4D;
/// The left margin of the text screen (82).
pub const LMARGN: u16 = 0x52;
/// The right margin of the text screen (83).
pub const RMARGN: u16 = 0x53;
/// The cursor row (84).
pub const ROWCRS: u16 = 0x54;
/// The cursor column, two bytes (85/86).
pub const COLCRS: u16 = 0x55;
/// The current display mode (87).
pub const DINDEX: u16 = 0x57;
/// The address of screen memory (88/89).
pub const SAVMSC: u16 = 0x58;
/// RAMTOP: the number of pages of RAM below the cartridge (106).
pub const RAMTOP: u16 = 0x6A;
/// The line where BASIC stopped (STOP, BREAK or an error) (186/187).
pub const STOPLN: u16 = 0xBA;
/// The TRAP line (188/189); 32768 and above means no TRAP is set.
pub const TRAPLN: u16 = 0xBC;
/// The number of the last error (195).
pub const ERRSAVE: u16 = 0xC3;
/// BASIC's LOAD flag, non-zero during a LOAD (202).
pub const LOADFLG: u16 = 0xCA;
/// The width of a PRINT comma zone (201).
pub const PTABW: u16 = 0xC9;
/// BASIC's DEG/RAD flag, 6 after DEG, 0 after RAD (251).
pub const DEGFLG: u16 = 0xFB;

/// The first paddle's value; PADDLE(0)..(7) read 624-631.
pub const PADDL0: u16 = 0x270;
/// The first joystick's value; STICK(0)..(3) read 632-635.
pub const STICK0: u16 = 0x278;
/// The first paddle trigger; PTRIG(0)..(7) read 636-643.
pub const PTRIG0: u16 = 0x27C;
/// The first joystick trigger; STRIG(0)..(3) read 644-647.
pub const STRIG0: u16 = 0x284;
/// The colour registers COLOR0..COLOR4 (708-712), set by SETCOLOR 0..4.
pub const COLOR0: u16 = 0x2C4;
/// The OS top of free memory, just below the display list (741/742).
pub const MEMTOP_OS: u16 = 0x2E5;
/// The OS bottom of free memory, where BASIC's LOMEM starts (743/744).
pub const MEMLO: u16 = 0x2E7;
/// Cursor inhibit: non-zero hides the cursor (752).
pub const CRSINH: u16 = 0x2F0;
/// The character base page (756).
pub const CHBAS: u16 = 0x2F4;
/// The last key pressed, 255 when none (764).
pub const CH: u16 = 0x2FC;
/// The console keys START, SELECT and OPTION, active low (53279).
pub const CONSOL: u16 = 0xD01F;
/// POKEY's random-number register (53770).
pub const RANDOM: u16 = 0xD20A;

/// MEMLO of an 800XL with no DOS loaded.
pub const MEMLO_NO_DOS: u16 = 0x0700;
/// RAMTOP with the BASIC ROM at $A000 (pages).
pub const RAMTOP_BASIC: u8 = 0xA0;
/// The GRAPHICS 0 display list of a 40 KiB RAMTOP.
pub const GR0_DISPLAY_LIST: u16 = 0x9C20;
/// GRAPHICS 0 screen memory of a 40 KiB RAMTOP.
pub const GR0_SCREEN: u16 = 0x9C40;
/// MEMTOP in GRAPHICS 0: the byte below the display list.
pub const GR0_MEMTOP: u16 = GR0_DISPLAY_LIST - 1;

/// Line number of the direct (immediate) line kept at the end of the statement table.
pub const DIRECT_LINE: u16 = 0x8000;

/// The statement table's bounds while they are not known: every write falls inside.
const UNKNOWN_TABLE: (usize, usize) = (0, usize::MAX);

/// The whole 64 KiB address space.
#[derive(Clone)]
pub struct Memory {
    bytes: Box<[u8; 0x10000]>,
    /// Counts the writes that may have changed the program: into the statement table (from
    /// STMTAB up to STARP) or to those two pointers. Anything that remembers where a line is
    /// (the executor's line cache) is valid only while this stays the same.
    program_writes: u64,
    /// The statement table's bounds (STMTAB..STARP) as a counted write last read them;
    /// [`UNKNOWN_TABLE`] after a write to either pointer or through `bytes_mut`, until the
    /// next write (counted, since every write reaches that range) reads them again.
    table: (usize, usize),
}

impl Default for Memory {
    fn default() -> Self {
        Memory::new()
    }
}

impl std::fmt::Debug for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Memory")
            .field("lomem", &self.word(LOMEM))
            .field("memtop", &self.word(MEMTOP_BASIC))
            .finish()
    }
}

impl Memory {
    /// All 64 KiB zero.
    pub fn new() -> Memory {
        Memory {
            bytes: Box::new([0; 0x10000]),
            program_writes: 0,
            table: UNKNOWN_TABLE,
        }
    }

    /// An 800XL just switched on with BASIC: the OS locations of GRAPHICS 0 with no DOS and
    /// BASIC's tables empty (see [`Memory::new_program`]).
    pub fn cold_start() -> Memory {
        let mut memory = Memory::new();
        memory.setup_os();
        memory.new_program();
        memory
    }

    /// The OS locations a freshly started 800XL has and that programs read.
    fn setup_os(&mut self) {
        self.set_word(MEMLO, MEMLO_NO_DOS);
        self.poke(RAMTOP, RAMTOP_BASIC);
        // The screen editor opens GRAPHICS 0 below RAMTOP: display list, screen memory,
        // MEMTOP, margins, cursor, colours, tab stops (ferrite-screen keeps those rules).
        ferrite_screen::atari::open_text_screen(self);
        debug_assert_eq!(self.word(MEMTOP_OS), GR0_MEMTOP);
        debug_assert_eq!(self.word(SAVMSC), GR0_SCREEN);
        self.poke(BRKKEY, 0x80);
        self.poke(CH, 0xFF);
        self.poke(PTABW, 10);
        for i in 0..4 {
            self.poke(STICK0 + i, 15);
            self.poke(STRIG0 + i, 1);
        }
        for i in 0..8 {
            self.poke(PADDL0 + i, 228);
            self.poke(PTRIG0 + i, 1);
        }
        // No console key pressed (the keys are active low).
        self.poke(CONSOL, 7);
        // The joysticks centred and their triggers up in the hardware registers too (PORTA
        // 54016, TRIG0-3 53264-53267), which programs may PEEK instead of the shadows.
        self.poke(0xD300, 0xFF);
        for i in 0..4 {
            self.poke(0xD010 + i, 1);
        }
    }

    /// NEW (and the cold start's table setup): LOMEM from MEMLO; the 256-byte token buffer;
    /// an empty variable-name table (just its zero byte), an empty value table, and a
    /// statement table holding only the 3-byte direct line (line 32768, length 3); string
    /// space and run-time stack empty. So after ENTER of `10 PRINT FRE(0)` and RUN, FRE(0) is
    /// $9C1F - ($0800 + 1 + 16 + 6) = 37896 as recorded.
    pub fn new_program(&mut self) {
        let lomem = self.word(MEMLO);
        let start = lomem.wrapping_add(256);
        self.set_word(LOMEM, lomem);
        self.set_word(VNTP, start);
        self.set_word(VNTD, start);
        self.poke(start, 0);
        let stmtab = start.wrapping_add(1);
        self.set_word(VVTP, stmtab);
        self.set_word(STMTAB, stmtab);
        self.set_word(STMCUR, stmtab);
        self.set_word(stmtab, DIRECT_LINE);
        self.poke(stmtab.wrapping_add(2), 3);
        let top = stmtab.wrapping_add(3);
        self.set_word(STARP, top);
        self.set_word(RUNSTK, top);
        self.set_word(MEMTOP_BASIC, top);
        self.set_word(APPMHI, top);
        self.set_word(TRAPLN, 0x8000);
    }

    /// The byte at `address`.
    #[inline]
    pub fn peek(&self, address: u16) -> u8 {
        self.bytes[address as usize]
    }

    /// Stores `value` at `address`.
    pub fn poke(&mut self, address: u16, value: u8) {
        self.note_write(address as usize, 1);
        self.bytes[address as usize] = value;
    }

    /// How many writes may have changed the program so far (see `program_writes`).
    pub fn program_writes(&self) -> u64 {
        self.program_writes
    }

    /// Counts a write of `len` bytes at `start` if it reaches the statement table or its
    /// pointers. Two range tests, the table's and the pointers' ($88-$8D, STMTAB to STARP:
    /// STMCUR between them is counted too, which only makes the caches forget once more);
    /// what a counted write does is out of line.
    #[inline(always)]
    fn note_write(&mut self, start: usize, len: usize) {
        let end = start + len;
        let (first, past) = self.table;
        if (start < past && end > first) || (start < STARP as usize + 2 && end > STMTAB as usize) {
            self.count_program_write(start, end);
        }
    }

    /// A write that may change the program: counted, and the table's bounds read again
    /// (before the write's bytes land: if it reaches either pointer they are unknown until
    /// the next write).
    #[cold]
    #[inline(never)]
    fn count_program_write(&mut self, start: usize, end: usize) {
        self.program_writes = self.program_writes.wrapping_add(1);
        let pointers = |p: u16| start < p as usize + 2 && end > p as usize;
        self.table = if pointers(STMTAB) || pointers(STARP) {
            UNKNOWN_TABLE
        } else {
            (self.word(STMTAB) as usize, self.word(STARP) as usize)
        };
    }

    /// The little-endian word at `address` (the high byte wraps to 0 at $FFFF).
    #[inline]
    pub fn word(&self, address: u16) -> u16 {
        u16::from_le_bytes([self.peek(address), self.peek(address.wrapping_add(1))])
    }

    /// Stores `value` little endian at `address`.
    #[inline]
    pub fn set_word(&mut self, address: u16, value: u16) {
        let [lo, hi] = value.to_le_bytes();
        if address == 0xFFFF {
            self.poke(address, lo);
            self.poke(0, hi);
            return;
        }
        // One check for both bytes: they count as a change of the program alike.
        self.note_write(address as usize, 2);
        self.bytes[address as usize] = lo;
        self.bytes[address as usize + 1] = hi;
    }

    /// Stores BASIC's top of used memory: MEMTOP ($90) and the OS's APPMHI ($0E), which
    /// BASIC keeps equal to it whenever the run-time stack grows or shrinks (Source Book,
    /// the stack routines; Mapping the Atari, locations 14 and 144).
    // Inline always: GOSUB's push and RETURN's pop called it (14 instructions a call).
    #[inline(always)]
    pub fn set_stack_top(&mut self, top: u16) {
        // Both words lie in page zero, apart from the table's pointers: while the statement
        // table starts above them (always, unless a program has moved STMTAB down there),
        // neither write can change the program, and one test stands for both checks.
        const ABOVE: usize = MEMTOP_BASIC as usize + 2;
        match self.table {
            (start, _) if start >= ABOVE => {
                let [lo, hi] = top.to_le_bytes();
                self.bytes[MEMTOP_BASIC as usize] = lo;
                self.bytes[MEMTOP_BASIC as usize + 1] = hi;
                self.bytes[APPMHI as usize] = lo;
                self.bytes[APPMHI as usize + 1] = hi;
            }
            _ => {
                self.set_word(MEMTOP_BASIC, top);
                self.set_word(APPMHI, top);
            }
        }
    }

    /// Stores the six bytes of a number at `address`, cut at the top of memory as
    /// [`Memory::write`] cuts.
    #[inline(always)]
    pub fn write6(&mut self, address: u16, data: [u8; 6]) {
        let a = address as usize;
        if a > 0x10000 - 6 {
            self.write(address, &data);
            return;
        }
        self.note_write(a, 6);
        self.bytes[a..a + 6].copy_from_slice(&data);
    }

    /// Stores `N` bytes at `address`, cut at the top of memory as [`Memory::write`] cuts:
    /// a run-time stack frame or the clock's three bytes, moved as one fixed-size copy.
    // Inline always: GOSUB's frame push called it (27 instructions a call).
    #[inline(always)]
    pub fn write_array<const N: usize>(&mut self, address: u16, data: [u8; N]) {
        let a = address as usize;
        if a + N > 0x10000 {
            self.write(address, &data);
            return;
        }
        self.note_write(a, N);
        self.bytes[a..a + N].copy_from_slice(&data);
    }

    /// The six bytes from `address` (a number), wrapping at the top of memory.
    #[inline(always)]
    pub fn read6(&self, address: u16) -> [u8; 6] {
        let a = address as usize;
        if a <= 0x10000 - 6 {
            // One six-byte copy, which the compiler reads as two loads (byte reads of a
            // computed address stayed six loads and five shifts).
            let mut b = [0u8; 6];
            b.copy_from_slice(&self.bytes[a..a + 6]);
            b
        } else {
            self.read6_wrapped(a)
        }
    }

    /// The eight bytes from `address` as a little-endian word (one load), wrapping at the
    /// top of memory: a value-table entry, type byte first.
    #[inline(always)]
    pub fn read8(&self, address: u16) -> u64 {
        let a = address as usize;
        if a <= 0x10000 - 8 {
            let mut b = [0u8; 8];
            b.copy_from_slice(&self.bytes[a..a + 8]);
            u64::from_le_bytes(b)
        } else {
            self.read8_wrapped(a)
        }
    }

    /// [`Memory::read8`] across the top of memory, out of line as [`Memory::read6_wrapped`].
    #[cold]
    #[inline(never)]
    fn read8_wrapped(&self, a: usize) -> u64 {
        u64::from_le_bytes(std::array::from_fn(|k| self.bytes[(a + k) & 0xFFFF]))
    }

    /// The `N` bytes from `address`, wrapping at the top of memory as [`Memory::read6`]
    /// does: a run-time stack frame read as one fixed-size copy.
    #[inline(always)]
    pub fn read_array<const N: usize>(&self, address: u16) -> [u8; N] {
        let a = address as usize;
        if a + N <= 0x10000 {
            let mut out = [0; N];
            out.copy_from_slice(&self.bytes[a..a + N]);
            out
        } else {
            std::array::from_fn(|k| self.bytes[(a + k) & 0xFFFF])
        }
    }

    /// [`Memory::read6`] across the top of memory, out of line: shared with the usual case,
    /// its byte-by-byte reads made the compiler read every number one byte at a time.
    #[cold]
    #[inline(never)]
    fn read6_wrapped(&self, a: usize) -> [u8; 6] {
        let at = |k: usize| self.bytes[(a + k) & 0xFFFF];
        [at(0), at(1), at(2), at(3), at(4), at(5)]
    }

    /// `len` bytes from `address`, cut at the top of memory.
    pub fn slice(&self, address: u16, len: usize) -> &[u8] {
        let start = address as usize;
        let end = (start + len).min(0x10000);
        &self.bytes[start..end]
    }

    /// Writes `data` at `address`, cut at the top of memory.
    pub fn write(&mut self, address: u16, data: &[u8]) {
        let start = address as usize;
        let end = (start + data.len()).min(0x10000);
        self.note_write(start, end - start);
        self.bytes[start..end].copy_from_slice(&data[..end - start]);
    }

    /// Moves `len` bytes from `from` to `to` (overlapping allowed), cut at the top of memory.
    pub fn copy_within(&mut self, from: u16, len: usize, to: u16) {
        let (from, to) = (from as usize, to as usize);
        let len = len.min(0x10000 - from).min(0x10000 - to);
        self.note_write(to, len);
        self.bytes.copy_within(from..from + len, to);
    }

    /// The whole address space.
    pub fn bytes(&self) -> &[u8; 0x10000] {
        &self.bytes
    }

    /// The whole address space, writable.
    pub fn bytes_mut(&mut self) -> &mut [u8; 0x10000] {
        // Anything may be written through it.
        self.program_writes = self.program_writes.wrapping_add(1);
        self.table = UNKNOWN_TABLE;
        &mut self.bytes
    }

    /// `FRE(0)`: the OS MEMTOP minus BASIC's top of used memory.
    pub fn free(&self) -> u16 {
        self.word(MEMTOP_OS).wrapping_sub(self.word(MEMTOP_BASIC))
    }
}

/// The screen (ferrite-screen) lives in this memory: its writes are counted as any other.
impl ferrite_screen::Ram for Memory {
    fn peek(&self, address: u16) -> u8 {
        Memory::peek(self, address)
    }

    fn poke(&mut self, address: u16, value: u8) {
        Memory::poke(self, address, value);
    }

    fn copy(&mut self, from: u16, to: u16, len: u16) {
        let top = 0x10000;
        if usize::from(from) + usize::from(len) <= top && usize::from(to) + usize::from(len) <= top
        {
            self.copy_within(from, usize::from(len), to);
        } else {
            // Wrapping round the top of memory: byte by byte, in the direction that keeps
            // an overlap intact, as the trait does.
            let order: Box<dyn Iterator<Item = u16>> = if to <= from {
                Box::new(0..len)
            } else {
                Box::new((0..len).rev())
            };
            for i in order {
                let v = self.peek(from.wrapping_add(i));
                self.poke(to.wrapping_add(i), v);
            }
        }
    }

    fn fill(&mut self, at: u16, len: u16, value: u8) {
        if usize::from(at) + usize::from(len) <= 0x10000 {
            self.write(at, &vec![value; usize::from(len)]);
        } else {
            for i in 0..len {
                self.poke(at.wrapping_add(i), value);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_that_may_change_the_program_are_counted() {
        let mut m = Memory::cold_start();
        let (table, end) = (m.word(STMTAB), m.word(STARP));
        let before = m.program_writes();
        m.poke(end.wrapping_add(10), 1);
        m.set_word(VVTP.wrapping_add(40), 7);
        assert_eq!(m.program_writes(), before, "writes elsewhere do not count");
        m.poke(table, 0);
        assert_ne!(
            m.program_writes(),
            before,
            "a write into the statement table counts"
        );
        let again = m.program_writes();
        m.set_word(STARP, end);
        assert_ne!(m.program_writes(), again, "moving the table's end counts");
    }

    #[test]
    fn the_stack_top_is_both_words_and_counted_only_where_the_table_reaches() {
        let mut m = Memory::cold_start();
        let before = m.program_writes();
        m.set_stack_top(0x1234);
        assert_eq!((m.word(MEMTOP_BASIC), m.word(APPMHI)), (0x1234, 0x1234));
        assert_eq!(m.program_writes(), before, "page zero is not the program");
        // A program may move the statement table's start into page zero.
        m.set_word(STMTAB, 0);
        let moved = m.program_writes();
        m.set_stack_top(0x2345);
        assert_eq!((m.word(MEMTOP_BASIC), m.word(APPMHI)), (0x2345, 0x2345));
        assert_ne!(m.program_writes(), moved, "now inside the table");
    }

    #[test]
    fn arrays_read_wrap_at_the_top_of_memory() {
        let mut m = Memory::new();
        m.poke(0xFFFF, 1);
        m.poke(0, 2);
        m.poke(1, 3);
        assert_eq!(m.read_array::<3>(0xFFFF), [1, 2, 3]);
        assert_eq!(m.read_array::<2>(0), [2, 3]);
    }

    #[test]
    fn cold_start_tables() {
        let m = Memory::cold_start();
        assert_eq!(m.word(LOMEM), 0x0700);
        assert_eq!(m.word(VNTP), 0x0800);
        assert_eq!(m.word(VVTP), 0x0801);
        assert_eq!(m.word(STMTAB), 0x0801);
        assert_eq!(m.word(STARP), 0x0804);
        assert_eq!(m.word(0x0801), DIRECT_LINE);
        assert_eq!(m.free(), 0x9C1F - 0x0804);
    }
}
