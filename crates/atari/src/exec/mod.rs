//! Running Atari BASIC's tokens as the ROM's Program Executor does (Atari BASIC Source Book,
//! part 1 chapters 6-10): statements are executed straight from the statement table in
//! [`Memory`], one statement at a time, with the line and statement offsets the ROM keeps;
//! variables live in the value table, strings and arrays in the string/array space, FOR and
//! GOSUB frames on the run-time stack in memory, so FRE(0) and ERROR- 2 come where the
//! machine gave them.
//!
//! The files: `eval.rs` expressions, `funcs.rs` functions, `vars.rs` the value table,
//! strings and arrays, `stack.rs` the run-time stack, `jumps.rs` the line arguments of GOTO,
//! GOSUB, ON and THEN, `statements.rs` the dispatcher and the flow statements, `print.rs`
//! PRINT, `input.rs` INPUT, READ and DATA, `devices.rs` the IOCBs, `hardware.rs` the screen
//! and sound statements and the live OS locations, `pokey.rs` RND, `errors.rs` the error
//! numbers.

mod controls;
mod devices;
mod disk;
mod errors;
mod eval;
mod funcs;
mod hardware;
mod host;
mod input;
mod jumps;
mod keycodes;
mod pokey;
mod print;
mod shortcuts;
mod simple;
mod sound;
mod stack;
mod statements;
mod timing;
mod vars;

pub use controls::{token_name, ScreenLog};
pub use devices::Iocbs;
pub use disk::AtrDisk;
pub use errors::{error_message, stopped_message, Fault, Stop};
pub use eval::Val;
pub use host::{AtariHost, Control, Headless, Poll};
pub use pokey::Pokey;
pub use print::e_stream_byte;
pub use timing::{Clock, Work};

use std::collections::VecDeque;
use std::path::PathBuf;

use ferrite_console::Console;

use super::memory::{self as m, Memory};

/// Slots of the line cache (line numbers map to a slot by their remainder).
const LINE_CACHE_SLOTS: usize = 64;

/// Line addresses found by [`Machine::find_line`], valid for one count of program writes.
#[derive(Clone, Debug)]
pub struct LineCache {
    writes: u64,
    slots: [Option<(u16, u16, u16)>; LINE_CACHE_SLOTS],
}

impl Default for LineCache {
    fn default() -> Self {
        LineCache {
            // No count of writes is this one, so the first search fills the cache anew.
            writes: u64::MAX,
            slots: [None; LINE_CACHE_SLOTS],
        }
    }
}

/// What a statement did to the flow of control.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Go on with the next statement.
    Next,
    /// The position was changed (GOTO, GOSUB, NEXT looping ...): go on from there.
    Jumped,
}

/// The result of executing one statement.
pub type Step = Result<Flow, Stop>;

/// The executing machine: memory, devices and the executor's registers.
pub struct Machine {
    /// The 64 KiB address space.
    pub mem: Memory,
    /// Where lines were found, while the program is unchanged.
    line_cache: LineCache,
    /// Where GOTO, GOSUB and THEN's constant line numbers led, while the program is unchanged.
    jumps: jumps::JumpCache,
    /// POKEY's random number generator.
    pub pokey: Pokey,
    /// The eight IOCBs.
    pub iocbs: Iocbs,
    /// BASIC's PRINT column (COX), for the comma's zones.
    pub cox: usize,
    /// Address of the line being executed (a u16 address kept in 32 bits: the executor's
    /// loop reads it back right after statements store it, and a full-width store and load
    /// forward cheaply).
    line: u32,
    /// Offset of the current statement in its line; while a statement runs, the offset of
    /// the statement after it (GOSUB's and FOR's return position) until it jumps.
    stmt: u8,
    /// Address of the next token to read.
    pc: u16,
    /// Address just past the current statement.
    stmt_end: u16,
    /// Emulated time: the 6502 cycles the work so far cost, and the frames passed.
    pub clock: Clock,
    /// Typed bytes waiting to be read by INPUT or GET (ATASCII, lines end with EOL).
    pending: VecDeque<u8>,
    /// The host folder that D: stands for; `None` is a machine with no DOS booted, where D:
    /// is not a device at all (ERROR- 130, as on the oracle: transcripts/atari/README.md,
    /// `D1:` missing in MATCHBOX_UNIT). The cassette, C:, is `CASSETTE.CAS` in this folder,
    /// or in the current one.
    pub disk_dir: Option<PathBuf>,
    /// A DOS 2 disk image in drive 1 (`--disk IMAGE.atr`, or the image a program was run
    /// from): D: and D1: are served from it instead of the folder.
    pub disk_image: Option<AtrDisk>,
    /// Where P: output goes: `None` for the console.
    pub printer: Option<PathBuf>,
    /// No printer is attached: opening P: fails with ERROR- 138 (the unpatched oracle's
    /// XL OS, `transcripts/atari/README.md`, oracle limit 4).
    pub no_printer: bool,
    /// Expression nesting, bounded like the ROM's argument stack.
    depth: u32,
    /// The last lone constant [`Machine::int_expr`] converted, and its FPI value (FPI is a
    /// function of the six bytes alone, so the pair stays true).
    int_constant: ([u8; 6], u16),
    /// What NEXT's usual turn knows of the counter and limit it last stepped.
    next_memo: statements::for_step::Memo,
    /// Where CONT goes on: the line number STOP or BREAK left.
    pub cont_line: Option<u16>,
    /// The program asked for a new program text (LOAD, RUN "D:..", ENTER): what to do.
    pub request: Option<Request>,
    /// READ's position in the DATA statements.
    data: input::DataPointer,
    /// LIST's detokeniser (the session's): the listing of lines `from..=to` in ATASCII.
    pub lister: Option<Lister>,
    /// The controls, frames and speaker around the machine ([`Headless`] unless a key
    /// script or a terminal is attached).
    pub host: Box<dyn AtariHost>,
    /// Where the host's events are in being pressed and released.
    hold: controls::Hold,
    /// The ATASCII character of the key the host put in CH, for K: to give back.
    typed_key: Option<u8>,
    /// The screen dumps of this run, when asked for (`--screen-dump`).
    pub screens: Option<ScreenLog>,
    /// Whether each event is written to the stream as `{TOKEN}` when it becomes active (the
    /// scripted oracle's `.OUT` files).
    pub show_events: bool,
    /// Event lines waiting to be written before the next output.
    event_echo: Vec<u8>,
    /// The host's QUIT ended the run.
    pub quit: bool,
}

/// Something execution asked the session to do with the program text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// ENTER these bytes (an ATASCII listing), then go on.
    Enter(Vec<u8>),
    /// RUN after a LOAD.
    Run,
}

/// LIST's detokeniser: the listing of lines `from..=to` of a memory image, in ATASCII.
pub type Lister = fn(&Memory, u16, u16) -> Vec<u8>;

/// The ATASCII end of line.
pub const EOL: u8 = 0x9B;

impl Default for Machine {
    fn default() -> Self {
        Self::new(Memory::cold_start())
    }
}

impl Machine {
    /// A machine over a memory image, with RND seeded from host entropy.
    pub fn new(mem: Memory) -> Self {
        Machine {
            mem,
            pokey: Pokey::from_entropy(),
            iocbs: Iocbs::default(),
            cox: 0,
            line: 0,
            stmt: 0,
            pc: 0,
            stmt_end: 0,
            clock: Clock::default(),
            pending: VecDeque::new(),
            disk_dir: Some(PathBuf::from(".")),
            disk_image: None,
            printer: None,
            no_printer: false,
            line_cache: LineCache::default(),
            jumps: jumps::JumpCache::default(),
            depth: 0,
            // FPI of zero is zero.
            int_constant: ([0; 6], 0),
            next_memo: Default::default(),
            cont_line: None,
            request: None,
            lister: None,
            data: input::DataPointer::default(),
            host: Box::new(Headless),
            hold: controls::Hold::default(),
            typed_key: None,
            screens: None,
            show_events: false,
            event_echo: Vec::new(),
            quit: false,
        }
    }

    /// The number of the line at `addr`.
    fn line_number_at(&self, addr: u16) -> u16 {
        self.mem.word(addr)
    }

    /// The number of the line being executed.
    pub fn current_line(&self) -> u16 {
        self.line_number_at(self.line_addr())
    }

    /// The address of the line being executed.
    #[inline]
    fn line_addr(&self) -> u16 {
        self.line as u16
    }

    /// The address of line `number` in the statement table, if it exists (the ROM's GETSTMT:
    /// a search from the start, lines in order, the direct line last).
    ///
    /// Found lines are remembered (NEXT, RETURN and GOTO come back to the same few lines
    /// thousands of times); the memory counts every write that could move or change a line,
    /// and the remembered addresses are dropped when that count changes, so the answer is
    /// always the one the search gives.
    pub fn find_line(&mut self, number: u16) -> Option<u16> {
        let writes = self.mem.program_writes();
        if self.line_cache.writes != writes {
            self.line_cache = LineCache {
                writes,
                ..LineCache::default()
            };
        }
        let slot = usize::from(number) % LINE_CACHE_SLOTS;
        if let Some((n, addr, skipped)) = self.line_cache.slots[slot] {
            if n == number {
                self.charge_search(skipped);
                return Some(addr);
            }
        }
        let (addr, skipped) = self.search_lines(number);
        self.charge_search(skipped);
        let addr = addr?;
        let found = (self.line_number_at(addr) == number).then_some(addr);
        if let Some(addr) = found {
            self.line_cache.slots[slot] = Some((number, addr, skipped));
        }
        found
    }

    /// Charges a line search that stepped over `skipped` lines.
    #[inline]
    fn charge_search(&mut self, skipped: u16) {
        // One update of the clock for both charges.
        self.clock.charge_cycles(
            timing::COST[Work::LineSearch as usize]
                + timing::COST[Work::LineSkipped as usize] * u64::from(skipped),
        );
    }

    /// The first line whose number is `number` or more.
    pub fn find_line_at_or_after(&self, number: u16) -> Option<u16> {
        self.search_lines(number).0
    }

    /// GETSTMT: the first line whose number is `number` or more, and how many lines the
    /// search stepped over to reach it.
    fn search_lines(&self, number: u16) -> (Option<u16>, u16) {
        let mut addr = self.mem.word(m::STMTAB);
        let end = self.mem.word(m::STARP);
        let mut skipped = 0u16;
        while addr < end {
            let n = self.line_number_at(addr);
            if n >= number {
                return (Some(addr), skipped);
            }
            let len = self.mem.peek(addr.wrapping_add(2));
            if len < 3 {
                return (None, skipped);
            }
            addr = addr.wrapping_add(u16::from(len));
            skipped = skipped.saturating_add(1);
        }
        (None, skipped)
    }

    /// Continues at the first statement of line `number` (ERROR- 12 when there is none).
    pub fn goto_line(&mut self, number: u16) -> Step {
        let addr = self.find_line(number).ok_or(Fault::LINE_NOT_FOUND)?;
        self.line = u32::from(addr);
        self.stmt = 3;
        Ok(Flow::Jumped)
    }

    /// Starts the program from its first line (RUN's execution part; RUN's CLR is the
    /// caller's).
    pub fn start_program(&mut self) {
        self.line = u32::from(self.mem.word(m::STMTAB));
        self.stmt = 3;
    }

    /// Positions execution on the direct line (line 32768 at the end of the statement
    /// table).
    pub fn start_direct(&mut self) -> bool {
        match self.find_line(m::DIRECT_LINE) {
            Some(addr) => {
                self.line = u32::from(addr);
                self.stmt = 3;
                true
            }
            None => false,
        }
    }

    /// Executes from the current position until something stops it. Errors are trapped
    /// (TRAP) here; an untrapped error is returned with ERRSAVE and STOPLN set.
    pub fn execute(&mut self, con: &mut dyn Console) -> Stop {
        let flag = con.break_flag();
        loop {
            let mut line = self.line_addr();
            let mut len = self.mem.peek(line.wrapping_add(2));
            let mut stmt = self.stmt;
            // Past the line's end: on to the next lines until one has a statement left (the
            // new line's length read once, here, not again at the loop's top; `self.stmt` is
            // set below, before the statement runs).
            while stmt >= len || len < 3 {
                if self.line_number_at(line) >= m::DIRECT_LINE || len < 3 {
                    return Stop::End;
                }
                line = line.wrapping_add(u16::from(len));
                self.line = u32::from(line);
                if self.line_number_at(line) >= m::DIRECT_LINE {
                    return Stop::End;
                }
                len = self.mem.peek(line.wrapping_add(2));
                stmt = 3;
            }
            // An inlined relaxed load each statement; the swap that clears the flag only
            // once it is set.
            if let Some(flag) = &flag {
                if flag.take() {
                    return self.stop_here(Stop::Break);
                }
            }
            // The statement's header: the offset of the next statement, then its token.
            let header = line.wrapping_add(u16::from(stmt));
            let next = self.mem.peek(header);
            let token = self.mem.peek(header.wrapping_add(1));
            // A statement must end after its token; a damaged table ends the line.
            let next = if next <= stmt.saturating_add(1) || next > len {
                len
            } else {
                next
            };
            self.pc = header.wrapping_add(2);
            self.stmt_end = line.wrapping_add(u16::from(next));
            // The next statement is the one after this, unless this one jumps: every
            // statement that jumps (`Flow::Jumped`) sets the position itself, and nothing
            // reads it after a stop (RUN, CONT and TRAP set it anew). Set here, both flows
            // leave the loop the same way: one test of the result where its two values were
            // told apart. Until a jump it is also the return position GOSUB and FOR push.
            self.stmt = next;
            self.tick();
            self.depth = 0;
            match self.statement(token, con) {
                Ok(_) => {}
                Err(Stop::Error(fault)) => {
                    if let Some(stop) = self.trap(fault) {
                        return stop;
                    }
                }
                Err(stop) => return self.stop_here(stop),
            }
        }
    }

    /// Records where STOP or BREAK left the program, for CONT and STOPLN.
    fn stop_here(&mut self, stop: Stop) -> Stop {
        if matches!(stop, Stop::Stopped | Stop::Break) {
            let line = self.current_line();
            self.mem.set_word(m::STOPLN, line);
            self.cont_line = (line < m::DIRECT_LINE).then_some(line);
        }
        stop
    }

    /// An error: ERRSAVE and STOPLN are set; with a TRAP line set, the TRAP is cleared and
    /// execution goes on there (None); otherwise the error stops the program.
    fn trap(&mut self, fault: Fault) -> Option<Stop> {
        let line = self.current_line();
        self.mem.poke(m::ERRSAVE, fault.0);
        self.mem.set_word(m::STOPLN, line);
        let trap = self.mem.word(m::TRAPLN);
        if trap < m::DIRECT_LINE {
            self.mem.set_word(m::TRAPLN, m::DIRECT_LINE);
            match self.goto_line(trap) {
                Ok(_) => return None,
                Err(_) => return Some(Stop::Error(Fault::LINE_NOT_FOUND)),
            }
        }
        self.cont_line = (line < m::DIRECT_LINE).then_some(line);
        Some(Stop::Error(fault))
    }

    /// Prints how a run stopped as rev. C did: an EOL, then the error or STOPPED line.
    pub fn report(&mut self, stop: Stop, con: &mut dyn Console) {
        let line = self.mem.word(m::STOPLN);
        let at = (line < m::DIRECT_LINE).then_some(line);
        let text = match stop {
            Stop::Error(f) => error_message(f.0, at),
            Stop::Stopped | Stop::Break => stopped_message(at),
            _ => return,
        };
        self.write_e(&[EOL], con);
        self.write_e(&text, con);
        self.write_e(&[EOL], con);
        self.cox = 0;
    }

    /// CLR: every variable back to zero or not DIMed, string/array space and run-time stack
    /// emptied (Source Book, XCLR).
    pub fn clear(&mut self) {
        self.clear_variables();
        let starp = self.mem.word(m::STARP);
        self.mem.set_word(m::RUNSTK, starp);
        self.mem.set_word(m::MEMTOP_BASIC, starp);
        self.mem.set_word(m::APPMHI, starp);
    }

    /// RUN's set-up: CLR, DATA from the start, no TRAP, PRINT column 0.
    pub fn prepare_run(&mut self) {
        self.clear();
        self.restore_data(0);
        self.mem.set_word(m::TRAPLN, m::DIRECT_LINE);
        self.cont_line = None;
    }

    /// Charges one executed statement; the frames its work filled pass.
    #[inline]
    fn tick(&mut self) {
        self.clock.charge(Work::Statement, 1);
        self.clock.statements += 1;
        while self.clock.frame_due() {
            self.end_frame();
        }
    }

    /// One frame passes: RTCLOK counts it and the host sees it (a terminal draws the
    /// screen and keeps the run in step with real time).
    pub fn end_frame(&mut self) {
        self.clock.next_frame(self.mem.peek(m::DINDEX));
        timing::advance_rtclock(&mut self.mem);
        self.host.frame(&self.mem);
    }

    // ---- token reading ----

    /// The next token without taking it (EOS past the statement's end).
    #[inline]
    fn peek_tok(&self) -> u8 {
        if self.pc >= self.stmt_end {
            crate::tokens::op::EOS
        } else {
            self.mem.peek(self.pc)
        }
    }

    /// Takes the next token.
    #[inline]
    fn next_tok(&mut self) -> u8 {
        self.clock.charge(Work::Token, 1);
        self.next_raw()
    }

    /// Takes the token [`Machine::peek_tok`] just gave, known to be inside the statement
    /// (not the EOS read past its end).
    #[inline(always)]
    fn take_peeked(&mut self) {
        self.clock.charge(Work::Token, 1);
        self.pc = self.pc.wrapping_add(1);
    }

    /// Takes the next byte of a token's operand (a constant's BCD bytes): the ROM copies
    /// them as one move, so they cost no token each.
    #[inline]
    fn next_raw(&mut self) -> u8 {
        let pc = self.pc;
        if pc < self.stmt_end {
            self.pc = pc.wrapping_add(1);
            self.mem.peek(pc)
        } else {
            crate::tokens::op::EOS
        }
    }

    /// Whether the statement has no more tokens (its EOS or EOL is next).
    #[inline]
    fn at_end(&self) -> bool {
        use crate::tokens::op;
        matches!(self.peek_tok(), op::EOS | op::EOL)
    }

    /// Takes the next token if it is `t`.
    #[inline]
    fn eat(&mut self, t: u8) -> bool {
        if self.peek_tok() == t {
            self.next_tok();
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod disk_tests;
#[cfg(test)]
mod test_run;
#[cfg(test)]
mod tests;
