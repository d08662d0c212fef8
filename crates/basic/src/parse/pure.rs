//! Marks the expressions that are numbers only ([`Expr::Pure`]), with the most their
//! evaluation asks of the machine, so that the evaluator can check that once for the whole
//! expression instead of at every operator (callgrind, c64 BM4: about 150 instructions an
//! operation went to the per-node checks).

use crate::memory::StackModel;
use crate::parse::ast::{BinOp, Chain, Expr, Leaf, Pure, VarType};

/// `e` wrapped as an [`Expr::Pure`] when it is an operation on numbers only; else `e` as
/// it was. A leaf stays a leaf: the evaluator answers those without checks to save.
pub(super) fn mark<N: Copy>(e: Expr<N>, costs: &StackModel) -> Expr<N> {
    #[cfg(test)]
    let marks = testing::MARKS.get();
    #[cfg(test)]
    if marks == testing::Marks::None {
        return e;
    }
    if !matches!(
        e,
        Expr::Binary(..) | Expr::Neg(_) | Expr::Not(_) | Expr::Paren(_)
    ) {
        return e;
    }
    match bounds(&e, costs) {
        Some(b) => Expr::Pure(Box::new(Pure {
            #[cfg(test)]
            chain: chain(&e).filter(|_| marks == testing::Marks::All),
            #[cfg(not(test))]
            chain: chain(&e),
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
                need: a.need.max(costs.operator_bound().saturating_add(b.need)),
                height: a.height.max(b.height).saturating_add(1),
                letters: a.letters | b.letters,
            }
        }
        Expr::Neg(a) | Expr::Not(a) => {
            let a = bounds(a, costs)?;
            Bounds {
                need: costs.sign_cost().saturating_add(a.need),
                height: a.height.saturating_add(1),
                letters: a.letters,
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
        Expr::Str(_) | Expr::Element(..) | Expr::Call(..) | Expr::Fn(..) | Expr::Unclosed(..) => {
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

/// `e` as a [`Chain`] when it is one: an operation whose right operands are all leaves and
/// whose leftmost operand is a leaf (no sign, parenthesis or nested mark on the way).
fn chain<N: Copy>(e: &Expr<N>) -> Option<Chain<N>> {
    let mut rest: Vec<(BinOp, Leaf<N>)> = Vec::new();
    let mut e = e;
    while let Expr::Binary(op, a, b) = e {
        rest.push((*op, leaf(b)?));
        e = a;
    }
    if rest.is_empty() {
        return None;
    }
    // Gathered from the root down: the innermost operation is applied first.
    rest.reverse();
    Some(Chain {
        first: leaf(e)?,
        rest: rest.into_boxed_slice(),
    })
}

/// `e` as a [`Leaf`] when it is a number or a variable.
fn leaf<N: Copy>(e: &Expr<N>) -> Option<Leaf<N>> {
    match e {
        Expr::Num(n) => Some(Leaf::Num(*n)),
        Expr::Var(v) => Some(Leaf::Var(*v)),
        _ => None,
    }
}

/// A switch for the tests that run a program with the marks and without them (each thread
/// its own, as the test harness runs tests on several).
#[cfg(test)]
pub(crate) mod testing {
    use std::cell::Cell;

    /// What the parser marks.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub(crate) enum Marks {
        /// Everything it can: [`super::Pure`] trees with their chains.
        All,
        /// Pure trees without chains (evaluated by recursion).
        NoChains,
        /// Nothing: every expression takes the evaluator's checked path.
        None,
    }

    thread_local! {
        /// The marks the parser makes on this thread.
        pub(crate) static MARKS: Cell<Marks> = const { Cell::new(Marks::All) };
    }
}
