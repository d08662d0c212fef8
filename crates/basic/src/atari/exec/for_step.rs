//! NEXT's arithmetic for the usual loop: a whole-number counter from 0 to 98 stepped by 1
//! (FOR's default step, exponent $40 and mantissa 01) against a whole-number limit below
//! 100. FADD and FRCMP (Source Book chapter 10, XNEXT: the step is added with FADD, the
//! limit compared with FCOMP) give the same bits and the same order for these numbers;
//! everything else, or a counter about to reach 100 (which takes a second exponent),
//! is left to the general routines. `for_step`'s tests check every case against them.

use crate::num::bcd::Bcd;

/// FOR's default step, 1.
const ONE: [u8; 6] = [0x40, 0x01, 0, 0, 0, 0];

#[cfg(test)]
thread_local! {
    /// Set by a test to run NEXT the general way, so the charges of both ways compare.
    static GENERAL_ONLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether NEXT may take this file's arithmetic and its straight jump to the next line
/// (always, outside the test that compares both ways).
#[inline(always)]
pub(in crate::atari::exec) fn enabled() -> bool {
    #[cfg(test)]
    if GENERAL_ONLY.with(|g| g.get()) {
        return false;
    }
    true
}

/// The byte of a whole number 1..=99 held in one mantissa byte, when `b` is such a byte
/// (two valid BCD digits, not both zero).
#[inline(always)]
fn digits(b: u8) -> Option<u8> {
    let (hi, lo) = (b >> 4, b & 15);
    (hi <= 9 && lo <= 9 && b != 0).then_some(b)
}

/// A whole number 1..=99 stored as exponent $40 and one mantissa byte: that byte.
#[inline(always)]
fn small(x: [u8; 6]) -> Option<u8> {
    if x[0] == 0x40 && x[2..] == [0, 0, 0, 0] {
        digits(x[1])
    } else {
        None
    }
}

/// `value + step` and whether it is past `limit` (greater, the step being positive), when
/// all three are of this file's kind; `None` for the general routines.
#[inline(always)]
pub(super) fn add_one(value: [u8; 6], step: [u8; 6], limit: [u8; 6]) -> Option<(Bcd, bool)> {
    if step != ONE || !enabled() {
        return None;
    }
    let counter = if value == [0; 6] { 0 } else { small(value)? };
    // One more in BCD: the low digit, or a carry into the high one; 99 takes exponent $41.
    let next = if counter & 15 < 9 {
        counter + 1
    } else if counter < 0x90 {
        (counter & 0xF0) + 0x10
    } else {
        return None;
    };
    // Packed BCD bytes of the same exponent sort as their values.
    let past = next > small(limit)?;
    Some((Bcd([0x40, next, 0, 0, 0, 0]), past))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::atari::session::AtariSession;
    use crate::session::AnySession;
    use ferrite_console::MemoryConsole;
    use std::cmp::Ordering;

    /// Runs a listing, the fast way or only the general way, and gives its E: stream, the
    /// 6502 cycles charged, and the runtime stack's pointers and bytes and the variable values
    /// at the end.
    fn run(program: &str, general: bool) -> (String, u64, Vec<u8>) {
        GENERAL_ONLY.with(|g| g.set(general));
        let mut s = AtariSession::default();
        s.seed_rnd(1);
        s.load(program.as_bytes()).expect("load");
        let mut con = MemoryConsole::new(b"", false);
        s.run(&mut con);
        GENERAL_ONLY.with(|g| g.set(false));
        let mem = &s.machine.mem;
        let (bottom, top) = (mem.word(0x8E), mem.word(0x90));
        let mut stack = vec![
            mem.peek(0x8E),
            mem.peek(0x8F),
            mem.peek(0x90),
            mem.peek(0x91),
        ];
        stack.extend((bottom..top.max(bottom)).map(|a| mem.peek(a)));
        // The variable values, counters included.
        let (vvtp, stmtab) = (mem.word(0x86), mem.word(0x88));
        stack.extend((vvtp..stmtab.max(vvtp)).map(|a| mem.peek(a)));
        (
            String::from_utf8_lossy(&con.output).into_owned(),
            s.machine.clock.cycles,
            stack,
        )
    }

    #[test]
    fn next_is_charged_and_leaves_memory_as_the_general_way_does() {
        // Counters in and out of the fast kind (0 to 99 and past it, fractions, a step of
        // 2, a negative one), a FOR that ends its line (NEXT goes straight to the next
        // line), one followed on its line, one in the last line, a loop left open on the
        // stack by a GOTO, PEEKs of the counter and of the frames while loops run, and a
        // byte POKEd back into the statement table (every remembered jump is forgotten).
        let program = "5 P=PEEK(136)+256*PEEK(137)+9\n10 FOR K=0 TO 3:FOR I=K*30 TO 105\n20 A=PEEK(PEEK(134)+256*PEEK(135)+11)\n\
            30 S=S+I+A:POKE P,PEEK(P):NEXT I\n40 FOR J=1 TO 5.5:S=S+J:NEXT J\n50 FOR J=0.5 TO 3 STEP 0.5\n\
            60 NEXT J:FOR J=5 TO 1 STEP -1:NEXT J:FOR J=1 TO 9 STEP 2:NEXT J\n\
            70 NEXT K:FOR L=1 TO 3:T=T+PEEK(PEEK(144)+256*PEEK(145)-15):NEXT L\n\
            80 FOR M=1 TO 2:GOTO 90\n90 PRINT S;\" \";T;\" \";I;\" \";J;\" \";K:FOR N=1 TO 3:NEXT N\n";
        let fast = run(program, false);
        let general = run(program, true);
        assert!(!fast.0.contains("ERROR"), "{}", fast.0);
        assert_eq!(fast, general);
    }

    /// Every byte pattern of this file's kind, and some just outside it.
    fn samples() -> Vec<[u8; 6]> {
        let mut v = vec![[0; 6], [0x41, 1, 0, 0, 0, 0]];
        for b in 0..=255u8 {
            v.push([0x40, b, 0, 0, 0, 0]);
            v.push([0xC0, b, 0, 0, 0, 0]);
        }
        v.push([0x40, 5, 0, 0, 0, 1]);
        v.push([0x40, 5, 0x50, 0, 0, 0]);
        v.push([0x3F, 0x50, 0, 0, 0, 0]);
        v
    }

    #[test]
    fn the_fast_step_gives_fadd_and_frcmp_s_answers() {
        let mut taken = 0;
        for value in samples() {
            for limit in samples() {
                for step in [ONE, [0x40, 2, 0, 0, 0, 0], [0xC0, 1, 0, 0, 0, 0]] {
                    let Some((sum, past)) = add_one(value, step, limit) else {
                        continue;
                    };
                    taken += 1;
                    let general = Bcd(value).add(Bcd(step)).expect("no overflow");
                    assert_eq!(sum, general, "{value:x?} + 1");
                    let order = general.compare(Bcd(limit));
                    assert_eq!(past, order == Ordering::Greater, "{value:x?} vs {limit:x?}");
                }
            }
        }
        // 0..=98 against the limits 1..=99.
        assert_eq!(taken, 99 * 99);
    }
}
