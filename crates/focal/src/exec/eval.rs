//! Evaluating expressions and reaching variables, with FOCAL's storage limits.
//!
//! Variables and the pushdown list share one block of words (and in 4K also the text), so
//! making a variable can fail with `?06.54` and going deeper with `?02.79`
//! (programs/HEXAPAWN.FC.notes.md, "Memory"). Both are checked here against the profile's
//! [`Storage`](crate::dialect::Storage).

use crate::dialect::{NEW_VARIABLE_MARGIN, PDL_GETARG, WORDS_PER_VARIABLE};
use crate::error::ErrorKind;
use crate::num::Pdp8Float;
use crate::parse::{BinOp, Expr, Func, Name, Op, Target};

use super::vars::{subscript_word, Key};
use super::Machine;

impl Machine {
    /// Words in use in the shared block besides the pushdown list.
    fn words_below_list(&self) -> usize {
        let text = if self.storage.text_shared {
            self.program.words()
        } else {
            0
        };
        text + self.vars.len() * WORDS_PER_VARIABLE
    }

    /// Checks that the pushdown list can grow by `words`.
    pub(crate) fn check_pdl(&self, words: usize) -> Result<(), ErrorKind> {
        if self.words_below_list() + self.pdl + words > self.storage.pool {
            return Err(ErrorKind::PushdownOverflow);
        }
        Ok(())
    }

    /// The slot of a variable, made if new; `held` is what the pushdown list holds beyond
    /// `self.pdl` at this moment.
    pub(crate) fn slot(&mut self, key: Key, held: usize) -> Result<usize, ErrorKind> {
        if let Some(s) = self.vars.find(key) {
            return Ok(s);
        }
        if self.words_below_list() + NEW_VARIABLE_MARGIN + self.pdl + held > self.storage.pool {
            return Err(ErrorKind::TooManyVariables);
        }
        Ok(self.vars.create(key))
    }

    /// The slot a target names (GETARG): its subscript is evaluated first, then it is
    /// looked up, and made if new.
    pub(crate) fn target_slot(&mut self, t: &Target) -> Result<usize, ErrorKind> {
        let sub = match &t.index {
            Some(e) => subscript_word(self.eval(e)?.to_i32()),
            None => 0,
        };
        self.slot((t.name, sub), PDL_GETARG)
    }

    /// Evaluates an expression.
    pub(crate) fn eval(&mut self, e: &Expr) -> Result<Pdp8Float, ErrorKind> {
        self.check_pdl(e.pdl_words)?;
        let mut stack: Vec<Pdp8Float> = Vec::with_capacity(8);
        for op in &e.ops {
            match op {
                Op::Num(v) => stack.push(*v),
                Op::Var(name) => {
                    let s = self.slot((*name, 0), e.pdl_words)?;
                    stack.push(self.vars.value(s));
                }
                Op::Index(name) => {
                    let sub = stack.pop().unwrap_or(Pdp8Float::ZERO);
                    let s = self.slot((*name, subscript_word(sub.to_i32())), e.pdl_words)?;
                    stack.push(self.vars.value(s));
                }
                Op::Call(f) => {
                    let arg = stack.pop().unwrap_or(Pdp8Float::ZERO);
                    let v = self.call(*f, arg)?;
                    stack.push(v);
                }
                Op::Bin(op) => {
                    let b = stack.pop().unwrap_or(Pdp8Float::ZERO);
                    let a = stack.pop().unwrap_or(Pdp8Float::ZERO);
                    let v = match op {
                        BinOp::Add => a.add(b),
                        BinOp::Sub => a.sub(b),
                        BinOp::Mul => a.mul(b),
                        BinOp::Div => a.div(b),
                        BinOp::Pow => a.pow(b),
                    }?;
                    stack.push(v);
                }
                Op::Fail(k) => return Err(*k),
            }
        }
        Ok(stack.pop().unwrap_or(Pdp8Float::ZERO))
    }

    fn call(&mut self, f: Func, x: Pdp8Float) -> Result<Pdp8Float, ErrorKind> {
        Ok(match f {
            Func::Sqt => x.fsqt()?,
            Func::Abs => x.fabs(),
            Func::Sgn => x.fsgn(),
            Func::Itr => x.fitr(),
            Func::Exp => x.fexp()?,
            Func::Log => x.flog()?,
            Func::Atn => x.fatn(),
            Func::Sin => x.fsin(),
            Func::Cos => x.fcos(),
            Func::Ran => self.fran.next_value(),
        })
    }

    /// Reads a variable without making it (for tests and a debugger).
    pub fn peek_variable(&self, name: Name, sub: i16) -> Option<Pdp8Float> {
        self.vars.find((name, sub)).map(|s| self.vars.value(s))
    }
}
