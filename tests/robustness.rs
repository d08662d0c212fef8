//! Nothing a program text or a typed line contains may panic or hang the host: random bytes as
//! a program, and random typed answers, end with the dialect's own message.

use crate::util::Dialect;
use ferrite_console::Outcome;

use crate::util::run_basic;

/// A small deterministic generator (xorshift), so a failure can be replayed.
struct Xorshift(u64);

impl Xorshift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Fragments that make random text reach deeper into the parser than bytes alone would.
const FRAGMENTS: &[&str] = &[
    "PRINT",
    "FOR",
    "TO",
    "NEXT",
    "GOSUB",
    "RETURN",
    "IF",
    "THEN",
    "ELSE",
    "GOTO",
    "INPUT",
    "DATA",
    "READ",
    "DIM",
    "DEF FN",
    "LEFT$(",
    "MID$(",
    "CHR$(",
    "STR$(",
    "VAL(",
    "RND(",
    "SQR(",
    "LOG(",
    "EXP(",
    "TAB(",
    "SPC(",
    "1E38",
    "-1E-39",
    "65535",
    "32768",
    "\"",
    ":",
    ";",
    ",",
    "(",
    ")",
    "^",
    "*",
    "/",
    "+",
    "-",
    "=",
    "<>",
    "A$",
    "B(",
    "I",
    "ON",
    "RESTORE",
    "WHILE",
    "WEND",
    "STOP",
    "END",
    "NOT",
    "AND",
    "OR",
    "&H",
    "#",
    "%",
    "!",
    "'",
    "REM",
    "?",
    // Atari BASIC's own statements and shapes (not RUN: a program may restart itself for ever,
    // which is no hang of the interpreter).
    "DIM A$(",
    "A$(1,",
    "POP",
    "TRAP",
    "POKE ",
    "PEEK(",
    "GRAPHICS",
    "POSITION",
    "SETCOLOR",
    "PLOT",
    "DRAWTO",
    "LOCATE",
    "OPEN #1,4,0,\"K:\"",
    "GET #1,",
    "PUT #",
    "XIO",
    "SOUND",
    "CLR",
    "ADR(",
    "USR(",
    "FRE(",
    "STATUS",
    "NOTE",
    "POINT",
    "LIST",
    "ENTER",
    "NEW",
    "CONT",
];

fn random_program(rng: &mut Xorshift) -> Vec<u8> {
    let mut text = Vec::new();
    for _ in 0..rng.below(12) + 1 {
        text.extend_from_slice(format!("{} ", rng.below(100) * 10).as_bytes());
        for _ in 0..rng.below(12) {
            if rng.below(3) == 0 {
                text.push(rng.below(256) as u8);
            } else {
                text.extend_from_slice(FRAGMENTS[rng.below(FRAGMENTS.len())].as_bytes());
            }
        }
        text.push(b'\n');
    }
    text
}

#[test]
fn random_programs_end_with_a_message_not_a_panic() {
    let mut rng = Xorshift(0x9E37_79B9_7F4A_7C15);
    for dialect in [Dialect::Altair, Dialect::C64, Dialect::Gw, Dialect::Atari] {
        for _ in 0..300 {
            let program = random_program(&mut rng);
            let input: Vec<u8> = (0..rng.below(40)).map(|_| rng.below(256) as u8).collect();
            let (_, outcome) = run_basic(dialect, &program, &input, false);
            // Broken means the watchdog had to stop it: a hang, which must not happen.
            assert_ne!(outcome, Outcome::Broken, "{dialect:?} hung on {program:?}");
        }
    }
}

#[test]
fn pure_random_bytes_as_a_program_end_normally_or_with_an_error() {
    let mut rng = Xorshift(0x2545_F491_4F6C_DD1D);
    for dialect in [Dialect::Altair, Dialect::C64, Dialect::Gw, Dialect::Atari] {
        for _ in 0..200 {
            let program: Vec<u8> = (0..rng.below(400)).map(|_| rng.below(256) as u8).collect();
            let (_, outcome) = run_basic(dialect, &program, b"", false);
            assert_ne!(outcome, Outcome::Broken, "{dialect:?} hung on {program:?}");
        }
    }
}
