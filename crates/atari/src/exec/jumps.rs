//! The line argument of GOTO, GOSUB, ON and IF..THEN, and the jump to it.
//!
//! The ROM evaluates the argument (EXEXPR), converts it (FPI) and searches the statement
//! table for the line from its first line (GETSTMT) every time (Source Book chapter 10,
//! XGOTO/XGOSUB/XIF), and [`super::timing`] charges all of that each time. When the
//! argument is a lone numeric constant (`GOTO 300`, `THEN 300`, `GOSUB 820`), what it gives
//! depends only on the statement table's bytes: the constant and the lines searched. So
//! the line found for each such constant is remembered with the cycles its evaluation and
//! its search were charged, for as long as [`Memory::program_writes`] says the program is
//! unchanged, and a jump through the same constant charges those cycles again without
//! doing the work.
//!
//! NEXT's jump back to the statement after its FOR, and RETURN's to the statement after
//! its GOSUB, are remembered the same way, by the frame's line and offset, with the cycles
//! of the search for that line.
//!
//! [`Memory::program_writes`]: crate::memory::Memory::program_writes

use crate::memory as m;
use crate::tokens::op;

use super::stack::Frame;
use super::{Fault, Flow, Machine, Step, Stop};

use ferrite_console::Console;

/// Slots of the cache (a constant's address maps to a slot by its remainder).
const SLOTS: usize = 64;

/// Slots of NEXT's and RETURN's remembered jumps back (a frame's line maps to a slot by
/// its remainder).
const LOOP_SLOTS: usize = 16;

/// The bytes a numeric constant takes: its token and six BCD bytes.
const CONSTANT_LEN: u16 = 7;

/// A remembered jump through a lone constant.
#[derive(Clone, Copy, Debug)]
struct Jump {
    /// The constant's address (its NUMBER token).
    pc: u16,
    /// The end of the statement it was read in (the evaluator looks no further).
    stmt_end: u16,
    /// The address of the line it names.
    addr: u16,
    /// The cycles its evaluation and conversion were charged.
    arg_cycles: u64,
    /// The cycles the line search was charged.
    search_cycles: u64,
}

/// A remembered jump back of NEXT or RETURN: from a frame's return position to where
/// execution goes on.
#[derive(Clone, Copy, Debug)]
struct LoopBack {
    /// The frame's line number and statement offset ([`loop_key`]); [`NO_LOOP`] in an
    /// empty slot.
    key: u32,
    /// The line execution goes on in.
    addr: u16,
    /// The offset of the statement it goes on with.
    stmt: u8,
    /// The cycles the search for the frame's line was charged.
    search_cycles: u64,
}

/// The key of an empty [`LoopBack`] slot: no frame's key has bits above the 24th.
const NO_LOOP: u32 = u32::MAX;

/// An empty [`LoopBack`] slot (a key compared, where an `Option` cost a test of its tag
/// on every NEXT and RETURN).
const EMPTY_LOOP: LoopBack = LoopBack {
    key: NO_LOOP,
    addr: 0,
    stmt: 0,
    search_cycles: 0,
};

/// A frame's return position as one number: its line number, then its statement offset
/// (the header's bytes after its type, as NEXT reads them in one word).
#[inline(always)]
pub(super) fn loop_key(line: u16, offset: u8) -> u32 {
    u32::from(line) | u32::from(offset) << 16
}

/// The jumps through lone constants found while the program stays as it is.
#[derive(Clone, Debug)]
pub struct JumpCache {
    /// The count of program writes the slots belong to.
    writes: u64,
    slots: [Option<Jump>; SLOTS],
    loops: [LoopBack; LOOP_SLOTS],
}

impl Default for JumpCache {
    fn default() -> Self {
        JumpCache {
            // No count of writes is this one, so the first jump starts the cache anew.
            writes: u64::MAX,
            slots: [None; SLOTS],
            loops: [EMPTY_LOOP; LOOP_SLOTS],
        }
    }
}

/// A line argument read by [`Machine::line_target`], for [`Machine::jump_to`].
#[derive(Clone, Copy, Debug)]
pub(super) enum LineTarget {
    /// A remembered constant: the line's address and the cycles of its search.
    Known { addr: u16, search_cycles: u64 },
    /// A line number to search for; `learn` holds what to remember of a lone constant.
    Number { number: u16, learn: Option<Learn> },
}

/// A lone constant's evaluation, to be remembered once its line is found.
#[derive(Clone, Copy, Debug)]
pub(super) struct Learn {
    writes: u64,
    pc: u16,
    stmt_end: u16,
    arg_cycles: u64,
}

impl Machine {
    /// Reads a line argument (an expression, 0..32767, ERROR- 3 otherwise) with the charges
    /// of its evaluation; a lone constant seen before is not evaluated again.
    #[inline(always)]
    pub(super) fn line_target(&mut self, con: &mut dyn Console) -> Result<LineTarget, Stop> {
        if let Some((addr, search_cycles)) = self.known_target() {
            return Ok(LineTarget::Known {
                addr,
                search_cycles,
            });
        }
        self.evaluate_line_target(con)
    }

    /// GOTO's and THEN's line argument and the jump to it. A remembered constant goes
    /// straight to its line: the line and the search's cycles stay in registers, where a
    /// [`LineTarget`] handed from [`Machine::line_target`] to [`Machine::jump_to`] was
    /// merged with the other path's through the stack in stores and loads of different
    /// widths (a store-forwarding stall on every jump, by `perf annotate` of BM5).
    #[inline(always)]
    pub(super) fn goto_line_arg(&mut self, con: &mut dyn Console) -> Step {
        if let Some((addr, search_cycles)) = self.known_target() {
            return Ok(self.jump_known(addr, search_cycles));
        }
        self.goto_evaluated(con)
    }

    /// GOSUB's line argument, its frame, and the jump: [`Machine::goto_line_arg`] with the
    /// frame pushed between the argument and the search, as before.
    #[inline(always)]
    pub(super) fn gosub_line_arg(&mut self, con: &mut dyn Console) -> Step {
        if let Some((addr, search_cycles)) = self.known_target() {
            self.push_gosub()?;
            return Ok(self.jump_known(addr, search_cycles));
        }
        self.gosub_evaluated(con)
    }

    /// [`Machine::goto_line_arg`] for an argument not remembered.
    #[inline(never)]
    fn goto_evaluated(&mut self, con: &mut dyn Console) -> Step {
        let target = self.evaluate_line_target(con)?;
        self.jump_to(target)
    }

    /// [`Machine::gosub_line_arg`] for an argument not remembered.
    #[inline(never)]
    fn gosub_evaluated(&mut self, con: &mut dyn Console) -> Step {
        let target = self.evaluate_line_target(con)?;
        self.push_gosub()?;
        self.jump_to(target)
    }

    /// The line a lone constant at `pc` was found to name, while the program is unchanged:
    /// the constant taken and its evaluation's cycles charged; the line's address and the
    /// cycles of its search.
    #[inline(always)]
    fn known_target(&mut self) -> Option<(u16, u64)> {
        let (pc, stmt_end) = (self.pc, self.stmt_end);
        if self.jumps.writes != self.mem.program_writes() {
            return None;
        }
        let j = self.jumps.slots[usize::from(pc) % SLOTS]?;
        if j.pc != pc || j.stmt_end != stmt_end {
            return None;
        }
        self.clock.charge_cycles(j.arg_cycles);
        self.pc = pc.wrapping_add(CONSTANT_LEN);
        Some((j.addr, j.search_cycles))
    }

    /// The jump to a remembered line, with its search's cycles.
    #[inline(always)]
    fn jump_known(&mut self, addr: u16, search_cycles: u64) -> Flow {
        self.clock.charge_cycles(search_cycles);
        self.line = u32::from(addr);
        self.stmt = 3;
        Flow::Jumped
    }

    /// [`Machine::line_target`] for an argument not remembered: evaluated as the ROM does.
    #[inline(never)]
    fn evaluate_line_target(&mut self, con: &mut dyn Console) -> Result<LineTarget, Stop> {
        let writes = self.mem.program_writes();
        let (pc, stmt_end) = (self.pc, self.stmt_end);
        if self.jumps.writes != writes {
            self.jumps = JumpCache {
                writes,
                ..JumpCache::default()
            };
        }
        let before = self.clock.cycles;
        let number = self.line_arg(con)?;
        // Exactly one constant taken: the whole expression was that constant (an operator
        // after it would have been taken too), so nothing but the table's bytes decided it.
        // And only a statement inside the statement table, whose bytes every change of the
        // program counts (a damaged table can make the executor run past its end).
        let lone = pc.checked_add(CONSTANT_LEN) == Some(self.pc)
            && pc < stmt_end
            && self.mem.peek(pc) == op::NUMBER
            && self.mem.word(m::STMTAB) <= pc
            && stmt_end <= self.mem.word(m::STARP);
        let learn = lone.then(|| Learn {
            writes,
            pc,
            stmt_end,
            arg_cycles: self.clock.cycles - before,
        });
        Ok(LineTarget::Number { number, learn })
    }

    /// Continues at the first statement of the line `target` names (ERROR- 12 when there is
    /// none), with the charges of the line search.
    #[inline(always)]
    pub(super) fn jump_to(&mut self, target: LineTarget) -> Step {
        match target {
            LineTarget::Known {
                addr,
                search_cycles,
            } => Ok(self.jump_known(addr, search_cycles)),
            LineTarget::Number { number, learn } => self.search_and_learn(number, learn),
        }
    }

    /// [`Machine::jump_to`] a line number: the ROM's search, its line remembered when it
    /// came from a lone constant.
    #[inline(never)]
    fn search_and_learn(&mut self, number: u16, learn: Option<Learn>) -> Step {
        let before = self.clock.cycles;
        let addr = self.find_line(number).ok_or(Fault::LINE_NOT_FOUND)?;
        // Remembered only while the program is as it was when the constant was read
        // (GOSUB's push between the two could have written into a moved table).
        if let Some(l) = learn {
            if self.mem.program_writes() == l.writes && self.jumps.writes == l.writes {
                self.jumps.slots[usize::from(l.pc) % SLOTS] = Some(Jump {
                    pc: l.pc,
                    stmt_end: l.stmt_end,
                    addr,
                    arg_cycles: l.arg_cycles,
                    search_cycles: self.clock.cycles - before,
                });
            }
        }
        self.line = u32::from(addr);
        self.stmt = 3;
        Ok(Flow::Jumped)
    }

    /// NEXT's or RETURN's jump back to frame `f`'s return position, charged as the line
    /// search [`Machine::resume_frame`] makes. When the FOR or GOSUB ended its line (the usual FOR line with
    /// the body on the lines after it) execution goes straight on to the next line, as the
    /// statement loop would step there (charging nothing for that step); the direct line,
    /// where a run ends, is left to the loop. Where it goes depends only on the statement
    /// table's bytes, so it is remembered as the jumps through constants are.
    #[inline(always)]
    pub(super) fn resume_loop(&mut self, f: Frame) -> Result<(), Stop> {
        self.resume_at(loop_key(f.line, f.offset))
    }

    /// [`Machine::resume_loop`] to the return position `key` ([`loop_key`]).
    #[inline(always)]
    pub(super) fn resume_at(&mut self, key: u32) -> Result<(), Stop> {
        if self.jumps.writes == self.mem.program_writes() {
            let l = self.jumps.loops[key as usize % LOOP_SLOTS];
            if l.key == key {
                self.clock.charge_cycles(l.search_cycles);
                self.line = u32::from(l.addr);
                self.stmt = l.stmt;
                return Ok(());
            }
        }
        self.search_loop(Frame {
            kind: 0,
            line: key as u16,
            offset: (key >> 16) as u8,
        })
    }

    /// [`Machine::resume_loop`] for a return not remembered: the search, then the step.
    #[inline(never)]
    fn search_loop(&mut self, f: Frame) -> Result<(), Stop> {
        if !super::shortcuts::enabled() {
            return self.resume_frame(f);
        }
        let writes = self.mem.program_writes();
        if self.jumps.writes != writes {
            self.jumps = JumpCache {
                writes,
                ..JumpCache::default()
            };
        }
        let before = self.clock.cycles;
        let addr = self.find_line(f.line).ok_or(Fault::FRAME_LINE_DELETED)?;
        let search_cycles = self.clock.cycles - before;
        let len = self.mem.peek(addr.wrapping_add(2));
        let next = addr.wrapping_add(u16::from(len));
        let (addr, stmt) = if f.offset >= len
            && len >= 3
            && f.line < m::DIRECT_LINE
            && self.line_number_at(next) < m::DIRECT_LINE
        {
            (next, 3)
        } else {
            (addr, f.offset)
        };
        // find_line writes nothing, so the count read above still holds.
        let key = loop_key(f.line, f.offset);
        self.jumps.loops[key as usize % LOOP_SLOTS] = LoopBack {
            key,
            addr,
            stmt,
            search_cycles,
        };
        self.line = u32::from(addr);
        self.stmt = stmt;
        Ok(())
    }
}
