//! NEXT's arithmetic for the usual loop: a whole-number counter below 10^10 stepped by 1
//! (FOR's default step, exponent $40 and mantissa 01) against a limit that is zero or
//! positive. FADD and FRCMP (Source Book chapter 10, XNEXT: the step is added with FADD, the
//! limit compared with FCOMP) give the same bits and the same order for these numbers: the
//! sum is exact (at most ten digits, or 10^10 itself), and non-negative normalised numbers
//! with valid digits sort as their six bytes do. Everything else is left to the general
//! routines. `for_step`'s tests check the cases against them.

use super::super::shortcuts::enabled;
use crate::bcd::Bcd;

/// FOR's default step, 1.
const ONE: [u8; 6] = [0x40, 0x01, 0, 0, 0, 0];

/// The six bytes as one number, the exponent highest: non-negative numbers of valid
/// digits sort by it as by value.
#[inline(always)]
fn key(x: [u8; 6]) -> u64 {
    u64::from_be_bytes([0, 0, x[0], x[1], x[2], x[3], x[4], x[5]])
}

/// The bits of [`key`] that hold the mantissa (ten BCD digits).
const MANTISSA: u64 = 0xFF_FFFF_FFFF;

/// One more than 9 in every digit but carrying out of none: added before a BCD sum.
const SIXES: u64 = 0x66_6666_6666;

/// Whether every digit of `m` (ten BCD digits) is 0-9: adding 6 to each digit carries out
/// of it only for 10-15.
#[inline(always)]
fn valid(m: u64) -> bool {
    let carries = (m + SIXES) ^ m ^ SIXES;
    carries & 0x111_1111_1110 == 0
}

/// Whether `k` (a [`key`]) is zero or a positive normalised number with valid digits and
/// an exponent byte of at most $60 (10^64): the numbers whose key order is FRCMP's order
/// against a counter. FRCMP subtracts, and a difference of a number near 10^98 or past it
/// (bytes only a POKE makes) overflows, which BASIC's comparison takes as greater.
#[inline(always)]
fn ordered(k: u64) -> bool {
    k == 0 || (k >> 40 <= 0x60 && (k >> 32) & 0xFF != 0 && valid(k & MANTISSA))
}

/// The counter's key `v` plus one at its units digit, and whether that is past the limit's
/// key `l` ([`key`]s), when the counter is a positive whole number below 10^10 with valid
/// digits before the point that are not all 9 (FADD's sum is exact, and keeps the counter's exponent: one
/// added at the units digit, in BCD) and the limit is one of the
/// numbers [`ordered`] takes; `None` for [`add_one`] and the general routines. The usual
/// turn of the usual loop, on the two words NEXT reads.
#[inline(always)]
pub(super) fn step_key(v: u64, l: u64) -> Option<(u64, bool)> {
    // Mantissa bytes before the point, less one: exponent $40 has one, $44 all five; a
    // negative number or zero (exponent byte $C0.., 0) is far outside 0..=4.
    let places = ((v >> 40) as u32).wrapping_sub(0x40);
    if places > 4 {
        return None;
    }
    let m = v & MANTISSA;
    let shift = 8 * (4 - places);
    // Nothing after the point, normalised (a first byte that is not zero) and valid
    // digits.
    if (m >> shift) << shift != m || m >> 32 == 0 || !valid(m) || !ordered(l) {
        return None;
    }
    let one = 1u64 << shift;
    if (m >> shift) & 0x0F < 9 {
        // The usual turn: the units digit goes up by one, nothing carries.
        let next = v + one;
        return Some((next, next > l));
    }
    carry_step(v, l, one)
}

/// The counter and limit keys of the last turn [`step_key`] took, the counter as it
/// left it: when the next turn reads the same two keys, what [`step_key`] checks of them
/// (a whole counter of valid digits, an [`ordered`] limit) is known, and
/// [`step_known`] does the step alone. A pure function of the bytes compared, so no
/// write anywhere can make it wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::exec) struct Memo {
    /// The counter's key after the turn.
    pub counter: u64,
    /// The limit's key.
    pub limit: u64,
}

impl Default for Memo {
    fn default() -> Self {
        // No key has bits above the 48th: nothing matches until a turn is remembered.
        Memo {
            counter: u64::MAX,
            limit: u64::MAX,
        }
    }
}

/// `x + 1` (LET's `K=K+1`) when `x` is a number [`step_key`] steps: a positive whole
/// number below 10^10 with valid digits, not all nines; FADD's sum then is exact and
/// keeps the exponent, one added at the units digit in BCD. `None` for FADD itself.
#[inline(always)]
pub(in crate::exec) fn plus_one(x: [u8; 6]) -> Option<[u8; 6]> {
    // A limit of zero is one `step_key` takes; its answer to the comparison is not used.
    let (next, _) = step_key(key(x), 0)?;
    let [_, _, b @ ..] = next.to_be_bytes();
    Some(b)
}

/// [`step_key`] for a counter and a limit it has taken (its result's counter, the same
/// limit: [`Memo`]): the step without the checks.
#[inline(always)]
pub(super) fn step_known(v: u64, l: u64) -> Option<(u64, bool)> {
    let places = ((v >> 40) as u32).wrapping_sub(0x40) & 7;
    let shift = 8 * (4 - places.min(4));
    let one = 1u64 << shift;
    if (v >> shift) & 0x0F < 9 {
        let next = v + one;
        return Some((next, next > l));
    }
    carry_step(v, l, one)
}

/// [`step_key`]'s step when the units digit is 9: one added at `one` in packed BCD, 6
/// added to every digit first and taken back from the digits that did not carry; `None`
/// when every digit carried (a new exponent: [`add_one`]'s case).
#[inline(always)]
fn carry_step(v: u64, l: u64, one: u64) -> Option<(u64, bool)> {
    let m = v & MANTISSA;
    let biased = m + SIXES;
    let sum = biased + one;
    let no_carry = !(sum ^ biased ^ one) & 0x111_1111_1110;
    let m = sum - ((no_carry >> 2) | (no_carry >> 3));
    if m >> 40 != 0 {
        return None;
    }
    let next = (v & !MANTISSA) | m;
    Some((next, next > l))
}

/// `value + step` and whether it is past `limit` (greater, the step being positive), when
/// `value` is a whole number below 10^10 (or zero), `step` is 1 and `limit` is zero or
/// positive; `None` for the general routines.
#[inline(always)]
pub(super) fn add_one(value: [u8; 6], step: [u8; 6], limit: [u8; 6]) -> Option<(Bcd, bool)> {
    if step != ONE || !enabled() {
        return None;
    }
    let (v, l) = (key(value), key(limit));
    // The commonest loop first: a counter of one mantissa byte (or zero) whose units
    // digit is not 9, so nothing carries, against a limit of one mantissa byte.
    let one_byte = |k: u64| k & 0xFFFF_FFFF == 0 && k >> 40 == 0x40;
    if one_byte(l) && (v == 0 || one_byte(v)) {
        let (c, lim) = (value[1], limit[1]);
        if c & 0x0F < 9 && c >> 4 <= 9 && (c != 0 || v == 0) && lim != 0 && valid(u64::from(lim)) {
            let n = c + 1;
            return Some((Bcd([0x40, n, 0, 0, 0, 0]), n > lim));
        }
    }
    if !ordered(l) {
        return None;
    }
    let next = if v == 0 {
        key(ONE)
    } else {
        // Mantissa bytes before the point: exponent $40 has one, $44 all five.
        let places = u32::from(value[0].wrapping_sub(0x40)) + 1;
        if places > 5 || value[1] == 0 {
            return None;
        }
        let m = v & MANTISSA;
        let units = 8 * (5 - places);
        if m & ((1u64 << units) - 1) != 0 || !valid(m) {
            return None;
        }
        // One more at the units digit, in BCD: 6 is added to every digit first and taken
        // back from the digits that did not carry (packed-BCD addition in one word).
        let one = 1u64 << units;
        let biased = m + SIXES;
        let sum = biased + one;
        let no_carry = !(sum ^ biased ^ one) & 0x111_1111_1110;
        let m = sum - ((no_carry >> 2) | (no_carry >> 3));
        if m >> 40 != 0 {
            // Every digit carried: the next power of 100, one more exponent.
            key([value[0] + 1, 1, 0, 0, 0, 0])
        } else {
            (v & !MANTISSA) | m
        }
    };
    let b = next.to_be_bytes();
    Some((Bcd([b[2], b[3], b[4], b[5], b[6], b[7]]), next > l))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::shortcuts::GENERAL_ONLY;
    use crate::session::AtariSession;
    use ferrite_console::MemoryConsole;
    use ferrite_session::AnySession;
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
            75 FOR J=9999990 TO 10000002:NEXT J:S=S+J:FOR J=98 TO 101.5:NEXT J:S=S+J\n\
            80 FOR M=1 TO 2:GOTO 90\n90 PRINT S;\" \";T;\" \";I;\" \";J;\" \";K:FOR N=1 TO 3:NEXT N\n";
        let fast = run(program, false);
        let general = run(program, true);
        assert!(!fast.0.contains("ERROR"), "{}", fast.0);
        assert_eq!(fast, general);
    }

    #[test]
    fn return_is_charged_and_leaves_memory_as_the_general_way_does() {
        // RETURN to a GOSUB that ended its line (straight on to the next line), to one
        // followed on its line, nested GOSUBs, GOSUB inside FOR loops (frames of both
        // kinds), a GOSUB through a computed line and ON .. GOSUB, PEEKs of the frames, a
        // byte POKEd back into the statement table (every remembered jump is forgotten),
        // and a GOSUB ending the program's last line (its RETURN ends the run).
        let program = "5 P=PEEK(136)+256*PEEK(137)+9\n10 FOR K=1 TO 30\n20 GOSUB 200\n\
            30 GOSUB 300:S=S+1:GOSUB 200+100*(K>15)\n40 ON 1+(K>20) GOSUB 200,300\n\
            50 NEXT K:POKE P,PEEK(P)\n60 FOR J=1 TO 3:GOSUB 200:NEXT J\n70 PRINT S;\" \";T\n\
            80 GOTO 400\n200 S=S+K:T=T+PEEK(PEEK(144)+256*PEEK(145)-3):RETURN\n\
            300 GOSUB 200:FOR I=1 TO 2:S=S+I:NEXT I:RETURN\n400 GOSUB 200\n";
        let fast = run(program, false);
        let general = run(program, true);
        assert!(!fast.0.contains("ERROR"), "{}", fast.0);
        assert!(fast.0.contains(' '), "{}", fast.0);
        assert_eq!(fast, general);
    }

    /// Every byte pattern of this file's kind, and some just outside it.
    fn samples() -> Vec<[u8; 6]> {
        let mut v = vec![[0; 6], [0x41, 1, 0, 0, 0, 0]];
        for b in 0..=255u8 {
            v.push([0x40, b, 0, 0, 0, 0]);
            v.push([0xC0, b, 0, 0, 0, 0]);
        }
        for e in 0x3F..=0x46u8 {
            for m in [
                [0x99, 0x99, 0x99, 0x99, 0x99],
                [0x12, 0x34, 0x56, 0x78, 0x99],
                [0x12, 0x99, 0x99, 0, 0],
                [0x50, 0, 0, 0, 0],
                [0x99, 0x98, 0, 0, 0],
                [0x09, 0x99, 0x99, 0x99, 0],
                [0x1A, 0, 0, 0, 0],
            ] {
                let mut x = [e, 0, 0, 0, 0, 0];
                x[1..].copy_from_slice(&m);
                v.push(x);
                x[0] |= 0x80;
                v.push(x);
            }
        }
        v.push([0x40, 5, 0, 0, 0, 1]);
        v.push([0x40, 5, 0x50, 0, 0, 0]);
        v.push([0x3F, 0x50, 0, 0, 0, 0]);
        v
    }

    #[test]
    fn whole_counters_step_as_fadd_steps_them() {
        // Runs of counters across every carry: 0-20000, and 50 below and above each
        // power of ten up to 10^10, each stepped the fast way and by FADD, against limits
        // below, at and above it.
        let mut starts: Vec<Bcd> = vec![Bcd::from_i32(0)];
        for p in 2..=10 {
            let text = format!("{}", 10u64.pow(p) - 50);
            starts.push(Bcd::parse(text.as_bytes()).expect("number").0);
        }
        for start in starts {
            let runs = if start == Bcd::from_i32(0) {
                20_000
            } else {
                100
            };
            let mut x = start;
            for _ in 0..runs {
                let general = x.add(Bcd(ONE)).expect("no overflow");
                if x.0[0] == 0x45 {
                    // 10^10 and past: eleven digits, the general routines' case.
                    assert_eq!(add_one(x.0, ONE, general.0), None);
                    break;
                }
                for limit in [x, general, general.add(Bcd(ONE)).expect("no overflow")] {
                    let (sum, past) = add_one(x.0, ONE, limit.0).expect("fast kind");
                    assert_eq!(sum, general, "{:x?} + 1", x.0);
                    assert_eq!(past, general.compare(limit) == Ordering::Greater);
                }
                x = general;
            }
        }
    }

    /// A number for [`step_key`]'s test: mostly whole numbers of 1-5 digit pairs (with
    /// runs of 9 to carry through), and numbers just outside them (fractions, negative,
    /// zero, a zero first byte, digits of 10-15, exponents of 10^10 and more).
    fn random_number(rng: &mut rand::rngs::StdRng) -> [u8; 6] {
        use rand::Rng;
        let digit_pair = |rng: &mut rand::rngs::StdRng| -> u8 {
            match rng.gen_range(0..8) {
                0 => 0x99,
                1 => 0x98,
                2 => 0x09,
                3 => rng.gen(),
                _ => {
                    let d = rng.gen_range(0..100u8);
                    ((d / 10) << 4) | (d % 10)
                }
            }
        };
        let places = rng.gen_range(1..=5usize);
        let mut x = [0u8; 6];
        x[0] = 0x3F + places as u8;
        for b in x.iter_mut().take(places + 1).skip(1) {
            *b = digit_pair(rng);
        }
        match rng.gen_range(0..16) {
            0 => x[0] ^= 0x80,
            1 => x[0] = rng.gen(),
            2 => x[rng.gen_range(1..6)] = rng.gen(),
            3 => x = [0; 6],
            4 => x[1] = 0,
            5 => x[1..].fill(0x99),
            _ => {}
        }
        x
    }

    #[test]
    fn plus_one_gives_fadd_s_bits_on_millions_of_numbers() {
        use rand::SeedableRng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(12);
        let (mut taken, mut carried) = (0u32, 0u32);
        for _ in 0..2_000_000 {
            let x = random_number(&mut rng);
            let want = Bcd(x).add(Bcd(ONE));
            let Some(got) = plus_one(x) else {
                continue;
            };
            taken += 1;
            // The units digit pair's byte (`step_key` took the exponent as $40-$44).
            carried += u32::from(x[usize::from(x[0]) - 0x3F] & 0x0F == 9);
            assert_eq!(Ok(Bcd(got)), want, "{x:02x?}");
        }
        assert!(taken > 500_000 && carried > 10_000, "{taken} {carried}");
    }

    #[test]
    fn step_key_gives_fadd_and_frcmp_s_answers_on_millions_of_counters() {
        use rand::SeedableRng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(9);
        let (mut taken, mut carried) = (0u32, 0u32);
        for _ in 0..2_000_000 {
            let value = random_number(&mut rng);
            // Limits near the counter as often as anywhere.
            let limit = match rand::Rng::gen_range(&mut rng, 0..4) {
                0 => value,
                1 => Bcd(value).add(Bcd(ONE)).map_or(value, |b| b.0),
                _ => random_number(&mut rng),
            };
            let Some((next, past)) = step_key(key(value), key(limit)) else {
                continue;
            };
            taken += 1;
            // The next turn from the remembered keys: what the checks would give (`None`
            // too, for a counter of all nines).
            let again = step_key(next, key(limit));
            assert_eq!(step_known(next, key(limit)), again, "{value:x?}");
            let general = Bcd(value).add(Bcd(ONE)).expect("no overflow");
            let b = next.to_be_bytes();
            assert_eq!(
                [b[2], b[3], b[4], b[5], b[6], b[7]],
                general.0,
                "{value:x?} + 1"
            );
            assert_eq!(next >> 48, 0, "{value:x?} + 1");
            let order = general.compare(Bcd(limit));
            assert_eq!(past, order == Ordering::Greater, "{value:x?} vs {limit:x?}");
            // More than the units digit changed: a carry.
            let diff = key(value) ^ next;
            carried += u32::from(diff >> (diff.trailing_zeros() / 4 * 4) > 0xF);
        }
        assert!(taken > 500_000 && carried > 10_000, "{taken} {carried}");
    }

    #[test]
    fn the_fast_step_gives_fadd_and_frcmp_s_answers() {
        let mut taken = 0;
        for value in samples() {
            for limit in samples() {
                for step in [ONE, [0x40, 2, 0, 0, 0, 0], [0xC0, 1, 0, 0, 0, 0]] {
                    if step == ONE {
                        if let Some((next, past)) = step_key(key(value), key(limit)) {
                            let general = Bcd(value).add(Bcd(step)).expect("no overflow");
                            assert_eq!(next, key(general.0), "{value:x?} + 1");
                            let order = general.compare(Bcd(limit));
                            assert_eq!(past, order == Ordering::Greater);
                        }
                    }
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
        // At least every counter 0..=99 against every limit 1..=99 is taken.
        assert!(taken > 100 * 99, "{taken}");
    }
}
