//! Emulated time: what each piece of work costs the 800XL's 6502, and the frames (1/60 s)
//! that pass while it is done.
//!
//! The machine does not run the ROM's 6502 code, so it charges each thing the executor does
//! the cycles the ROM spent on it: a statement's dispatch, each token read, each line the
//! line search (GETSTMT) steps over, each floating-point routine of the OS math pack. When
//! the cycles reach one frame's worth, a frame passes: RTCLOK (18-20) counts it and the host
//! sees it ([`super::AtariHost::frame`]), so delay loops and `PEEK(20)` timings last about
//! as long as on the machine.
//!
//! A frame of the NTSC 800XL is 262 scan lines of 114 cycles (29,868 cycles of 1.79 MHz);
//! ANTIC takes 9 cycles a line for memory refresh and the bytes of the screen it shows (in
//! GRAPHICS 0: 40 character names and 40 bytes of character shapes on each of 192 lines),
//! and the OS's vertical-blank routine about a thousand more: De Re Atari ch. 2 and 4,
//! Altirra Hardware Reference Manual (ANTIC DMA). What is left runs BASIC.
//!
//! The costs were calibrated on the recorded timings of rev. C with the XL OS
//! (`bench/README.md`: bm1, sieve, strings; `transcripts/atari/README.md`: MATCHBOX_FULL's
//! 49.8 s), see docs/atari.md for the figures. The line search costs what the Source Book's
//! GETSTMT loop does: NEXT, RETURN and GOTO search the statement table from its first line
//! (the reason why Atari BASIC programs put their loops early).

use crate::memory::{self as m, Memory};

/// Cycles of one NTSC frame (262 lines of 114 cycles).
pub const FRAME_CYCLES: u32 = 262 * 114;
/// Cycles ANTIC takes every frame whatever the mode: refresh (9 a line) and the display list.
const REFRESH_CYCLES: u32 = 262 * 9 + 40;
/// Cycles of the OS's vertical-blank interrupt (clock, timers, shadow registers, keyboard).
const VBLANK_CYCLES: u32 = 1_000;

/// The kinds of work the executor charges for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Work {
    /// Executing a statement: fetching its length and token and dispatching (EXECNL).
    Statement,
    /// Reading one token of a statement (operands and operators through EXEXPR).
    Token,
    /// Starting a line search (GETSTMT).
    LineSearch,
    /// Each line the line search steps over.
    LineSkipped,
    /// A floating-point addition or subtraction (FADD/FSUB).
    Add,
    /// A comparison (the ROM subtracts and tests the sign).
    Compare,
    /// A floating-point multiplication (FMUL).
    Mul,
    /// A floating-point division (FDIV).
    Div,
    /// A power (`^`: LOG, a multiplication and EXP).
    Power,
    /// A function call (its own routine and its argument handling).
    Function,
    /// A conversion of a number to an integer (FPI) for an address, index or count.
    ToInt,
    /// Each byte a string assignment or comparison moves.
    StringByte,
}

/// How many kinds of [`Work`] there are.
pub const WORK_KINDS: usize = 12;

/// The cycles each kind of [`Work`] costs (calibrated; docs/atari.md).
pub const COST: [u64; WORK_KINDS] = [
    1_005,  // Statement
    255,    // Token
    45,     // LineSearch
    77,     // LineSkipped
    517,    // Add
    517,    // Compare
    5_042,  // Mul
    10_653, // Div
    40_000, // Power
    1_290,  // Function
    1_554,  // ToInt
    14,     // StringByte
];

/// The clock of a running machine: the cycles used so far and where the next frame ends.
#[derive(Clone, Debug)]
pub struct Clock {
    /// Cycles charged since the machine started.
    pub cycles: u64,
    /// The cycle count at which the current frame ends.
    pub frame_end: u64,
    /// Frames passed since the machine started.
    pub frames: u64,
    /// Statements executed since the machine started (benchmarks' statements per second).
    pub statements: u64,
}

impl Default for Clock {
    fn default() -> Self {
        Clock {
            cycles: 0,
            frame_end: u64::from(cpu_cycles_per_frame(0)),
            frames: 0,
            statements: 0,
        }
    }
}

impl Clock {
    /// Charges `n` pieces of `work`.
    #[inline]
    pub fn charge(&mut self, work: Work, n: u64) {
        self.cycles += COST[work as usize] * n;
    }

    /// Charges `cycles` worked out already (an entry of [`OP_COST`]).
    #[inline(always)]
    pub fn charge_cycles(&mut self, cycles: u64) {
        self.cycles += cycles;
    }

    /// Whether the work charged so far has filled the current frame.
    #[inline]
    pub fn frame_due(&self) -> bool {
        self.cycles >= self.frame_end
    }

    /// Ends the current frame: the next one starts, with the cycles the CPU gets in the
    /// screen mode `mode` (DINDEX). Work that ran past the frame's end belongs to the next.
    pub fn next_frame(&mut self, mode: u8) {
        self.frames += 1;
        self.frame_end += u64::from(FRAME_CPU_CYCLES[usize::from(mode & 15)]);
    }
}

/// [`cpu_cycles_per_frame`] of each mode number 0-15, worked out once (a frame passes every
/// dozen statements or so).
const FRAME_CPU_CYCLES: [u32; 16] = {
    let mut table = [0u32; 16];
    let mut mode = 0;
    while mode < 16 {
        table[mode] = cpu_cycles_per_frame(mode as u8);
        mode += 1;
    }
    table
};

/// The cycles the 6502 gets in one frame with the screen in GRAPHICS `mode` (ANTIC's screen
/// DMA taken out: Mapping the Atari's mode table for the bytes a line shows).
pub const fn cpu_cycles_per_frame(mode: u8) -> u32 {
    // (mode lines, scan lines each, bytes a mode line shows)
    let (lines, scans, bytes): (u32, u32, u32) = match mode & 15 {
        0 => (24, 8, 40),
        1 => (24, 8, 20),
        2 => (12, 16, 20),
        3 => (24, 8, 10),
        4 => (48, 4, 10),
        5 => (48, 4, 20),
        6 => (96, 2, 20),
        7 => (96, 2, 40),
        _ => (192, 1, 40),
    };
    let screen = if mode & 15 <= 2 {
        // Text: names once a mode line, shapes every scan line.
        lines * bytes + lines * scans * bytes
    } else {
        // Map modes: each mode line's bytes once (ANTIC's line buffer repeats them).
        lines * bytes
    };
    FRAME_CYCLES - REFRESH_CYCLES - VBLANK_CYCLES - screen
}

/// The cycles of each binary operator token's work ([`work_of`]), looked up by token so
/// that an operator costs one load rather than a branch on its token.
pub const OP_COST: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut t = 0;
    while t < 256 {
        table[t] = COST[work_of(t as u8) as usize];
        t += 1;
    }
    table
};

/// The work of a binary operator's token: the math pack routine it calls.
#[inline]
pub const fn work_of(token: u8) -> Work {
    use crate::tokens::op;
    match token {
        op::PLUS | op::MINUS => Work::Add,
        op::MUL => Work::Mul,
        op::DIV => Work::Div,
        op::POWER => Work::Power,
        _ => Work::Compare,
    }
}

/// One tick of the real-time clock (RTCLOK 18-20, most significant byte first).
pub fn advance_rtclock(mem: &mut Memory) {
    let t = (u32::from(mem.peek(m::RTCLOK)) << 16
        | u32::from(mem.peek(m::RTCLOK + 1)) << 8
        | u32::from(mem.peek(m::RTCLOK + 2)))
    .wrapping_add(1);
    // One write of the three bytes: one check of the program's bounds.
    mem.write_array(m::RTCLOK, [(t >> 16) as u8, (t >> 8) as u8, t as u8]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn graphics_0_leaves_the_cpu_about_six_tenths_of_a_frame() {
        let gr0 = cpu_cycles_per_frame(0);
        assert!((17_000..18_000).contains(&gr0), "{gr0}");
        // A coarse map mode takes far less of the frame than text does.
        assert!(cpu_cycles_per_frame(3) > gr0 + 5_000);
    }

    #[test]
    fn frames_follow_the_cycles_charged() {
        let mut clock = Clock::default();
        assert!(!clock.frame_due());
        clock.cycles += u64::from(cpu_cycles_per_frame(0));
        assert!(clock.frame_due());
        clock.next_frame(0);
        assert!(!clock.frame_due());
        assert_eq!(clock.frames, 1);
    }

    /// Runs a listing and gives the frames RTCLOK counted while it ran.
    fn jiffies(program: &str) -> u32 {
        use crate::session::AtariSession;
        use ferrite_session::AnySession;
        let mut s = AtariSession::default();
        s.load(program.as_bytes()).expect("load");
        s.run(&mut ferrite_console::MemoryConsole::new(b"", false));
        let mem = &s.machine.mem;
        u32::from(mem.peek(m::RTCLOK)) << 16
            | u32::from(mem.peek(m::RTCLOK + 1)) << 8
            | u32::from(mem.peek(m::RTCLOK + 2))
    }

    #[test]
    fn an_empty_for_next_costs_what_rev_c_took() {
        // bench/README.md: 250,000 turns of bm1's loop (FOR at its fifth line) took 36,996
        // jiffies under rev. C, 0.148 a turn.
        let program = "10 REM\n20 N=10000\n30 POKE 20,0:POKE 19,0:POKE 18,0\n100 REM\n\
                       200 FOR K=1 TO N\n300 NEXT K\n";
        let took = jiffies(program);
        assert!((1460..1500).contains(&took), "{took} jiffies, rev. C: 1480");
    }

    #[test]
    fn a_loop_far_down_the_program_is_slower() {
        // NEXT searches for its FOR's line from the first line (GETSTMT).
        let near = "10 POKE 20,0:POKE 19,0\n20 FOR K=1 TO 2000\n30 NEXT K\n";
        let mut far = String::from("10 POKE 20,0:POKE 19,0\n");
        for n in 0..200 {
            far.push_str(&format!("{} REM\n", 11 + n));
        }
        far.push_str("1000 FOR K=1 TO 2000\n1010 NEXT K\n");
        assert!(jiffies(&far) > jiffies(near) * 3);
    }

    #[test]
    fn the_real_time_clock_carries_into_its_higher_bytes() {
        let mut mem = Memory::cold_start();
        mem.poke(m::RTCLOK, 0);
        mem.poke(m::RTCLOK + 1, 0);
        mem.poke(m::RTCLOK + 2, 255);
        advance_rtclock(&mut mem);
        assert_eq!(mem.peek(m::RTCLOK + 1), 1);
        assert_eq!(mem.peek(m::RTCLOK + 2), 0);
    }
}
