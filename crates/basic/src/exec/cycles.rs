//! Emulated time for a machine with a jiffy clock (the C64): what each statement costs the
//! ROM, in cycles, worked out once from the line's tokens when the program is taken to
//! run, and charged when the statement runs (one addition a statement).
//!
//! The ROM interprets the tokens every time, so its time follows them: NEWSTT, CHRGET for
//! every byte, PTRGET's search of the variable table for each name, FIN converting every
//! numeric literal digit by digit (a literal costs far more than a variable), the floating
//! point routines of each operator and function, FNDLIN stepping over lines for GOTO and
//! GOSUB (from the current line when the target lies ahead, else from the first), CHROUT
//! for each character PRINT sends. The costs below are those routines' times measured on
//! the real-ROM C64 in VICE (x64sc, PAL) with loops of each shape printing `TI` before and
//! after (`difftest/c64/timing/`, figures in docs/c64.md): they are wall-clock cycles, so
//! what the VIC-II steals (bad lines) and the IRQ handler's share are in them.
//!
//! What the tokens cannot say is left out: operands that make FMULT or FDIV quicker (0),
//! where a variable sits in the table, the scroll when PRINT reaches the bottom row, the
//! time a garbage collection takes, and the rest of a line IF skips.

use crate::dialect::{Keyword as K, Profile};
use crate::program::Line;
use crate::token::{tokenize, Token};

/// The statement loop: NEWSTT (the STOP key test, the line's end), CHRGET and the dispatch.
const STATEMENT: u32 = 230;
/// CHRGET for one byte of the statement.
const BYTE: u32 = 22;
/// PTRGET's search for a name and moving its value.
const VARIABLE: u32 = 330;
/// An integer variable's conversion on the way in or out (`%`).
const INTEGER: u32 = 450;
/// An array element beyond its name: the subscript made an integer, the array found, the
/// offset multiplied.
const ELEMENT: u32 = 1_800;
/// FIN for a one-digit literal, and for each digit more.
const LITERAL: u32 = 630;
const DIGIT: u32 = 1_000;
/// FIN's division by ten for the first digit after a decimal point, each one more, and an
/// exponent.
const FRACTION: u32 = 2_000;
const FRACTION_DIGIT: u32 = 3_000;
const EXPONENT: u32 = 3_000;
/// A string literal: STRLIT finds its end and makes a descriptor.
const STRING: u32 = 150;
/// Operators, with FRMEVL's work of stacking and unstacking the operands.
const ADD: u32 = 900;
const MULTIPLY: u32 = 1_600;
const DIVIDE: u32 = 2_900;
const POWER: u32 = 50_000;
const RELATION: u32 = 700;
const LOGIC: u32 = 1_500;
const NEGATE: u32 = 500;
/// LET beyond its names and expression: FRMEVL's set-up and storing the value.
const LET: u32 = 470;
/// CHROUT of one character through the screen editor.
const CHROUT: u32 = 550;
/// FOUT: a number made text for PRINT.
const NUMBER_OUT: u32 = 6_000;
/// LINGET for one digit of a line number.
const LINE_DIGIT: u32 = 100;
/// FNDLIN for each line it steps over.
const LINE_SKIPPED: u32 = 30;

/// Each statement's cost, by line and by statement (as the parser numbers them).
#[derive(Debug, Default)]
pub(super) struct Costs {
    lines: Vec<Box<[u32]>>,
}

impl Costs {
    /// The costs of `lines`' statements.
    pub(super) fn of<P: Profile, N>(lines: &[Line<N>]) -> Self {
        let numbers: Vec<u16> = lines.iter().map(|l| l.number).collect();
        let lines = lines
            .iter()
            .enumerate()
            .map(|(at, line)| {
                let tokens = tokenize::<P>(&line.text);
                let here = Here {
                    numbers: &numbers,
                    at,
                };
                let mut costs = Vec::with_capacity(line.stmts.len());
                for segment in tokens.split(|t| *t == Token::Char(b':')) {
                    segment_costs(segment, &here, &mut costs);
                }
                if costs.len() != line.stmts.len() {
                    // A line the parser read otherwise (a syntax error in it): its cost
                    // spread evenly.
                    let total: u32 = costs.iter().sum();
                    let n = line.stmts.len().max(1) as u32;
                    costs = vec![total / n; line.stmts.len()];
                }
                costs.into_boxed_slice()
            })
            .collect();
        Costs { lines }
    }

    /// The cost of statement `stmt` of line `line` (a plain statement's for one not known).
    #[inline]
    pub(super) fn at(&self, line: usize, stmt: usize) -> u64 {
        u64::from(
            self.lines
                .get(line)
                .and_then(|l| l.get(stmt))
                .copied()
                .unwrap_or(STATEMENT),
        )
    }
}

/// Where a line sits among the program's line numbers (for FNDLIN's search).
struct Here<'a> {
    numbers: &'a [u16],
    at: usize,
}

impl Here<'_> {
    /// FNDLIN's lines stepped over to reach `target` from this line.
    fn lines_to(&self, target: u32) -> u32 {
        let found = self.numbers.partition_point(|&n| u32::from(n) < target);
        let current = self.numbers.get(self.at).map_or(0, |&n| u32::from(n));
        let skipped = if target > current {
            found.saturating_sub(self.at + 1)
        } else {
            found
        };
        skipped as u32
    }
}

/// The costs of the statements one `:`-separated segment holds: an IF is one statement up
/// to its THEN or GOTO and the statement after it another (as the parser makes them).
fn segment_costs(mut segment: &[Token], here: &Here, out: &mut Vec<u32>) {
    loop {
        if segment.is_empty() {
            return;
        }
        if segment[0] != Token::Keyword(K::If) {
            out.push(statement_cost(segment, here));
            return;
        }
        let split = segment[1..]
            .iter()
            .position(|t| matches!(t, Token::Keyword(K::Then | K::Goto)))
            .map(|p| p + 1);
        let Some(split) = split else {
            out.push(statement_cost(segment, here));
            return;
        };
        // A false condition makes DATAN scan the rest of the line.
        let rest = (segment.len() - split) as u32 * BYTE;
        out.push(statement_cost(&segment[..split], here) + rest);
        segment = if segment[split] == Token::Keyword(K::Goto) {
            &segment[split..]
        } else {
            &segment[split + 1..]
        };
        if matches!(segment.first(), Some(Token::Char(c)) if c.is_ascii_digit()) {
            out.push(STATEMENT + jump_cost(segment, here));
            return;
        }
    }
}

/// LINGET of the line number at the start of `tokens` and FNDLIN's search for it.
fn jump_cost(tokens: &[Token], here: &Here) -> u32 {
    let mut target: u32 = 0;
    let mut digits = 0;
    for t in tokens {
        match t {
            Token::Char(c) if c.is_ascii_digit() => {
                target = (target * 10 + u32::from(c - b'0')).min(99_999);
                digits += 1;
            }
            _ => break,
        }
    }
    digits * LINE_DIGIT + here.lines_to(target) * LINE_SKIPPED
}

/// One statement's cost from its tokens.
fn statement_cost(tokens: &[Token], here: &Here) -> u32 {
    let mut cost = STATEMENT;
    let (rest, assigns) = match tokens.first() {
        Some(Token::Keyword(k)) => {
            cost += keyword_cost(*k, &tokens[1..], here);
            let rest = &tokens[1..];
            let rest = match k {
                // Their line numbers are LINGET's (in `jump_cost`), not FIN's.
                K::Goto | K::Gosub | K::Run => &[][..],
                K::On => {
                    let at = rest
                        .iter()
                        .position(|t| matches!(t, Token::Keyword(K::Goto | K::Gosub)));
                    &rest[..at.unwrap_or(rest.len())]
                }
                _ => rest,
            };
            (rest, matches!(k, K::Let | K::For))
        }
        // An implicit LET.
        Some(Token::Char(c)) if c.is_ascii_alphabetic() => {
            cost += LET;
            (tokens, true)
        }
        _ => (tokens, false),
    };
    cost + expression_cost(rest, assigns)
}

/// What a statement's keyword adds beyond its operands.
fn keyword_cost(k: K, rest: &[Token], here: &Here) -> u32 {
    match k {
        K::Let => LET,
        K::For => 2_000 + LET,
        K::Next => 760,
        K::Goto | K::Run => 300 + jump_cost(rest, here),
        K::Gosub => 600 + jump_cost(rest, here),
        K::Return => 600,
        K::If => 300,
        K::On => {
            // ON's expression, then LINGET over the numbers before the one taken (the
            // first is counted) and the search for it.
            let at = rest
                .iter()
                .position(|t| matches!(t, Token::Keyword(K::Goto | K::Gosub)));
            800 + at.map_or(0, |p| jump_cost(&rest[p + 1..], here))
        }
        K::Print => 400 + print_cost(rest),
        K::Poke => 2_700,
        K::Wait => 2_700,
        K::Sys => 1_000,
        K::Get => 1_500,
        K::Input => 3_000,
        K::Read => 1_500,
        K::Dim => 3_000,
        K::Def => 800,
        K::Restore => 200,
        K::Clear => 500,
        _ => 0,
    }
}

/// PRINT's output: each character of its literals and, for each other item, a number's
/// FOUT and a few characters; a RETURN unless it ends in `;` or `,`.
fn print_cost(tokens: &[Token]) -> u32 {
    let mut cost = 0;
    let mut depth = 0u32;
    let mut item_start = true;
    for t in tokens {
        match t {
            Token::Char(b'(') => depth += 1,
            Token::Char(b')') => depth = depth.saturating_sub(1),
            Token::Char(b';' | b',') if depth == 0 => {
                if *t == Token::Char(b',') {
                    cost += 3 * CHROUT;
                }
                item_start = true;
                continue;
            }
            _ => {}
        }
        if depth == 0 && item_start {
            cost += match t {
                Token::Str(s) => s.len() as u32 * CHROUT,
                Token::Keyword(K::Tab | K::Spc) => 5 * CHROUT,
                Token::Keyword(K::Chr) => CHROUT,
                Token::Keyword(K::Str | K::Left | K::Right | K::Mid) => 5 * CHROUT,
                _ => NUMBER_OUT + 4 * CHROUT,
            };
        }
        item_start = false;
    }
    if !matches!(tokens.last(), Some(Token::Char(b';' | b','))) {
        cost += CHROUT;
    }
    cost
}

/// The cost of reading an expression's tokens: names, literals, operators, functions.
/// With `assigns`, the first `=` is LET's or FOR's rather than a comparison.
fn expression_cost(tokens: &[Token], assigns: bool) -> u32 {
    let mut cost = 0;
    let mut i = 0;
    // Whether the token before was an operand (a `-` after one subtracts, else negates).
    let mut after_operand = false;
    let mut assigned = !assigns;
    while i < tokens.len() {
        cost += BYTE;
        match &tokens[i] {
            Token::Char(c) if c.is_ascii_alphabetic() => {
                let mut j = i + 1;
                while matches!(tokens.get(j), Some(Token::Char(c)) if c.is_ascii_alphanumeric()) {
                    j += 1;
                }
                cost += VARIABLE + (j - i - 1) as u32 * BYTE;
                if let Some(Token::Char(b'%')) = tokens.get(j) {
                    cost += INTEGER;
                }
                if let Some(Token::Char(b'$' | b'%')) = tokens.get(j) {
                    j += 1;
                }
                if let Some(Token::Char(b'(')) = tokens.get(j) {
                    cost += ELEMENT;
                }
                i = j;
                after_operand = true;
                continue;
            }
            Token::Char(c) if c.is_ascii_digit() || *c == b'.' => {
                let (n, c) = literal_cost(&tokens[i..]);
                cost += c;
                i += n;
                after_operand = true;
                continue;
            }
            Token::Str(_) => cost += STRING,
            Token::Raw(r) => cost += r.len() as u32 * BYTE,
            Token::Char(b'+') => cost += if after_operand { ADD } else { 0 },
            Token::Char(b'-') => cost += if after_operand { ADD } else { NEGATE },
            Token::Char(b'*') => cost += MULTIPLY,
            Token::Char(b'/') => cost += DIVIDE,
            Token::Char(b'^') => cost += POWER,
            Token::Char(b'=') if !assigned => {
                // The first `=` of LET and FOR assigns.
                assigned = true;
                after_operand = false;
                i += 1;
                continue;
            }
            Token::Char(b'<' | b'>' | b'=') => cost += RELATION,
            Token::Keyword(k) => cost += function_cost(*k),
            _ => {}
        }
        after_operand = matches!(tokens[i], Token::Char(b')') | Token::Str(_));
        i += 1;
    }
    cost
}

/// FIN on the literal at the start of `tokens`: how many tokens it takes and its cost.
fn literal_cost(tokens: &[Token]) -> (usize, u32) {
    let mut n = 0;
    let mut digits = 0u32;
    let mut cost = 0;
    let mut point = false;
    let mut fraction = 0u32;
    while let Some(Token::Char(c)) = tokens.get(n) {
        match c {
            b'0'..=b'9' => {
                digits += 1;
                if point {
                    fraction += 1;
                }
            }
            b'.' if !point => {
                point = true;
                cost += FRACTION;
            }
            b'E' => {
                cost += EXPONENT;
                n += 1;
                if let Some(Token::Char(b'+' | b'-')) = tokens.get(n) {
                    n += 1;
                }
                while matches!(tokens.get(n), Some(Token::Char(c)) if c.is_ascii_digit()) {
                    n += 1;
                }
                break;
            }
            _ => break,
        }
        n += 1;
    }
    cost += LITERAL
        + digits.saturating_sub(1) * DIGIT
        + fraction.saturating_sub(1) * FRACTION_DIGIT
        + n as u32 * BYTE;
    (n.max(1), cost)
}

/// A function's or operator keyword's own routine (its arguments counted apart).
fn function_cost(k: K) -> u32 {
    match k {
        K::And | K::Or => LOGIC,
        K::Not => RELATION,
        K::Sgn => 400,
        K::Int => 1_400,
        K::Abs => 600,
        K::Usr => 500,
        K::Fre => 10_000,
        K::Pos => 500,
        K::Sqr => 51_500,
        K::Rnd => 4_000,
        K::Log => 22_400,
        K::Exp => 25_300,
        K::Cos => 28_000,
        K::Sin => 26_700,
        K::Tan => 55_000,
        K::Atn => 45_200,
        K::Peek => 1_900,
        K::Len => 1_100,
        K::Str => 8_400,
        K::Val => 4_000,
        K::Asc => 900,
        K::Chr => 1_350,
        K::Left | K::Right => 2_500,
        K::Mid => 3_000,
        K::Tab | K::Spc => 800,
        K::Fn => 2_500,
        _ => 0,
    }
}
