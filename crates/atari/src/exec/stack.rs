//! The run-time stack (Source Book chapter 9): frames between RUNSTK and BASIC's MEMTOP
//! ($90), growing up. A GOSUB frame is 4 bytes: type 0, the line number and the offset of
//! the statement after the GOSUB; a FOR frame is the limit and the step (6 bytes each)
//! under the same 4-byte header whose type is the loop variable's token. Pushing past the
//! OS MEMTOP is ERROR- 2, which puts the recorded GOSUB depth (9457, limits l033) and FOR
//! depths where the machine had them.

use crate::bcd::Bcd;
use crate::memory as m;

use super::{Fault, Machine, Stop};

/// A frame's header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// 0 for GOSUB, the variable token for FOR.
    pub kind: u8,
    /// Line number to return to.
    pub line: u16,
    /// Offset in that line of the statement to go on with.
    pub offset: u8,
}

/// Size of a FOR frame.
pub const FOR_FRAME: u16 = 16;
/// Size of a GOSUB frame.
pub const GOSUB_FRAME: u16 = 4;

impl Frame {
    /// A header from its four bytes on the stack: type, line number (low byte first),
    /// offset.
    #[inline]
    fn from_bytes([kind, lo, hi, offset]: [u8; 4]) -> Frame {
        Frame {
            kind,
            line: u16::from_le_bytes([lo, hi]),
            offset,
        }
    }
}

impl Machine {
    #[inline(always)]
    fn push_bytes<const N: usize>(&mut self, bytes: [u8; N]) -> Result<(), Stop> {
        let top = self.mem.word(m::MEMTOP_BASIC);
        let new_top = u32::from(top) + N as u32;
        // EXPAND's rule (`entry::expand`): room that would leave FRE(0) at 0 is refused.
        if new_top >= u32::from(self.mem.word(m::MEMTOP_OS)) {
            return Err(Fault::MEMORY.into());
        }
        self.mem.write_array(top, bytes);
        self.mem.set_stack_top(new_top as u16);
        Ok(())
    }

    /// Pushes a GOSUB frame returning to the statement after the current one.
    #[inline(always)]
    pub(super) fn push_gosub(&mut self) -> Result<(), Stop> {
        let [lo, hi] = self.current_line().to_le_bytes();
        self.push_bytes([0, lo, hi, self.stmt])
    }

    /// Pushes a FOR frame for variable token `var`.
    pub(super) fn push_for(&mut self, var: u8, limit: Bcd, step: Bcd) -> Result<(), Stop> {
        let [lo, hi] = self.current_line().to_le_bytes();
        let mut bytes = [0u8; 16];
        bytes[..6].copy_from_slice(&limit.0);
        bytes[6..12].copy_from_slice(&step.0);
        bytes[12..].copy_from_slice(&[var, lo, hi, self.stmt]);
        self.push_bytes(bytes)
    }

    /// The top frame and the stack's top and bottom it was read between, if there is one.
    #[inline(always)]
    pub(super) fn top_frame_at(&self) -> Option<(Frame, u16, u16)> {
        let top = self.mem.word(m::MEMTOP_BASIC);
        let bottom = self.mem.word(m::RUNSTK);
        if top < bottom.saturating_add(GOSUB_FRAME) {
            return None;
        }
        // The header's four bytes lie below `top`, at least 4 (`bottom + 4` was no more).
        Some((Frame::from_bytes(self.mem.read_array(top - 4)), top, bottom))
    }

    /// RETURN's pop: the top frame taken off the stack, if there is one, as its header's
    /// four bytes in one number (type lowest, then line number and offset: shifted down by
    /// 8, the key of [`Machine::resume_at`]).
    #[inline(always)]
    pub(super) fn pop_header(&mut self) -> Option<u32> {
        let top = self.mem.word(m::MEMTOP_BASIC);
        let bottom = self.mem.word(m::RUNSTK);
        if top < bottom.saturating_add(GOSUB_FRAME) {
            return None;
        }
        let header = u32::from_le_bytes(self.mem.read_array(top - 4));
        let size = if header as u8 == 0 {
            GOSUB_FRAME
        } else {
            FOR_FRAME
        };
        self.mem.set_stack_top(top.saturating_sub(size).max(bottom));
        Some(header)
    }

    /// Takes the top frame off the stack, if there is one, reading the stack's pointers
    /// once.
    #[inline(always)]
    pub(super) fn pop_top(&mut self) -> Option<Frame> {
        let (f, top, bottom) = self.top_frame_at()?;
        self.mem.set_stack_top(Self::below(f, top, bottom));
        Some(f)
    }

    /// Where the stack's top goes when frame `f` at `top` is removed (never under RUNSTK).
    #[inline]
    fn below(f: Frame, top: u16, bottom: u16) -> u16 {
        let size = if f.kind == 0 { GOSUB_FRAME } else { FOR_FRAME };
        top.saturating_sub(size).max(bottom)
    }

    /// Removes the top frame.
    pub(super) fn pop_frame(&mut self) {
        self.pop_top();
    }

    /// FOR's clean-up: an open loop of the same variable is dropped with everything above it
    /// (so restarting a loop with GOTO does not grow the stack, limits l039). The search stops
    /// at a GOSUB frame.
    pub(super) fn drop_loop_of(&mut self, var: u8) {
        let saved = self.mem.word(m::MEMTOP_BASIC);
        while let Some((f, top, bottom)) = self.top_frame_at() {
            if f.kind == 0 {
                break;
            }
            self.mem.set_stack_top(Self::below(f, top, bottom));
            if f.kind == var {
                return;
            }
        }
        self.mem.set_stack_top(saved);
    }

    /// Continues at a frame's return position (ERROR- 15 when its line was deleted).
    pub(super) fn resume_frame(&mut self, f: Frame) -> Result<(), Stop> {
        let addr = self.find_line(f.line).ok_or(Fault::FRAME_LINE_DELETED)?;
        self.line = u32::from(addr);
        self.stmt = f.offset;
        Ok(())
    }
}
