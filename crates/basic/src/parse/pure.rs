//! Marks the expressions that are numbers only ([`Expr::Pure`]), with the most their
//! evaluation asks of the machine, so that the evaluator can check that once for the whole
//! expression instead of at every operator (callgrind, c64 BM4: about 150 instructions an
//! operation went to the per-node checks).

use crate::memory::StackModel;
use crate::parse::ast::{Expr, Pure, VarType};

/// `e` wrapped as an [`Expr::Pure`] when it is an operation on numbers only; else `e` as
/// it was. A leaf stays a leaf: the evaluator answers those without checks to save.
pub(super) fn mark<N>(e: Expr<N>, costs: &StackModel) -> Expr<N> {
    if !matches!(
        e,
        Expr::Binary(..) | Expr::Neg(_) | Expr::Not(_) | Expr::Paren(_)
    ) {
        return e;
    }
    match bounds(&e, costs) {
        Some(b) => Expr::Pure(Box::new(Pure {
            tree: e,
            need: b.need,
            height: b.height,
            letters: b.letters,
        })),
        None => e,
    }
}

/// What [`Pure`] records of a tree.
struct Bounds {
    need: u32,
    height: u32,
    letters: u32,
}

impl Bounds {
    /// A literal or a variable: one level, nothing asked of the stack.
    fn leaf(letters: u32) -> Self {
        Self {
            need: 0,
            height: 1,
            letters,
        }
    }
}

/// The bounds of `e`, or `None` when it may make or read a string, call a function, read
/// an array (which may create it, changing memory) or is not an expression of numbers for
/// another reason. The costs follow the evaluator's checks (`Machine::nested`): a binary
/// operator keeps `costs.operator` bytes while its right operand is evaluated, a
/// parenthesis `costs.paren` while its contents are; every node but a leaf is one level
/// deeper for the operands below it. The recursion follows the tree, which the parser
/// bounds (its nesting and operator limits); a nested [`Expr::Pure`] already has its bounds.
fn bounds<N>(e: &Expr<N>, costs: &StackModel) -> Option<Bounds> {
    Some(match e {
        Expr::Num(_) => Bounds::leaf(0),
        Expr::Var(v) => match v.suffix {
            Some(VarType::Str) => return None,
            Some(VarType::Num(_)) => Bounds::leaf(0),
            None => Bounds::leaf(letter_bit(v.letter)),
        },
        Expr::Binary(_, a, b) => {
            let a = bounds(a, costs)?;
            let b = bounds(b, costs)?;
            Bounds {
                need: a.need.max(costs.operator.saturating_add(b.need)),
                height: a.height.max(b.height).saturating_add(1),
                letters: a.letters | b.letters,
            }
        }
        Expr::Neg(a) | Expr::Not(a) => {
            let a = bounds(a, costs)?;
            Bounds {
                height: a.height.saturating_add(1),
                ..a
            }
        }
        Expr::Paren(a) => {
            let a = bounds(a, costs)?;
            Bounds {
                need: costs.paren.saturating_add(a.need),
                height: a.height.saturating_add(1),
                letters: a.letters,
            }
        }
        Expr::Pure(p) => Bounds {
            need: p.need,
            height: p.height,
            letters: p.letters,
        },
        Expr::Str(_) | Expr::Element(..) | Expr::Call(..) | Expr::Fn(..) | Expr::Unclosed(_) => {
            return None
        }
    })
}

/// The bit of [`Pure::letters`] for a name's first letter: the DEFtype table's index (a
/// letter past it is always a single, as `Store::type_of` reads it, and needs no bit).
fn letter_bit(letter: u8) -> u32 {
    let i = letter.to_ascii_uppercase().wrapping_sub(b'A');
    if i < 26 {
        1 << i
    } else {
        0
    }
}
