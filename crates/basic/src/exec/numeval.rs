//! The evaluator's numeric path: a subexpression that cannot make a string is evaluated to a
//! bare number, which travels in registers, instead of a `Value` returned through memory
//! (perf on gw BM4 and strings put a third of the run in `eval_inner`, most of it moving
//! `Result<Value>`s between frames).
//!
//! Every step here is the one [`Machine::eval`] takes for the same expression: the same
//! stack checks (`leaf_room`, `nested` with the same costs), the same evaluation depth, the
//! same order of evaluation and so the same errors and GW warnings in the same places.
//! [`Machine::eval_n`] is `eval(e)?.num()` exactly; it only takes its own path where that
//! cannot differ, and hands anything else to `eval`.

use std::rc::Rc;

use super::{Machine, MAX_EVAL_DEPTH};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::{FaultOp, Number};
use crate::parse::{BinOp, Builtin, Chain, Expr, Leaf, Pure, VarRef, VarType};

/// How deep [`Machine::never_string`] looks before it answers "maybe" (which only sends the
/// expression down the general path): the check stays cheap on long chains of `+`.
pub(super) const LOOK_DEPTH: u8 = 6;

impl<P: Profile> Machine<P> {
    /// Evaluates a number: what `self.eval(e)?.num()` gives, in registers where `e` is a
    /// number, a variable or an operation on numbers.
    pub(in crate::exec) fn eval_n(&mut self, e: &Expr<P::Num>) -> Result<P::Num, BasicError> {
        if self.eval_depth >= MAX_EVAL_DEPTH {
            return Err(ErrorKind::OutOfMemory.into());
        }
        let base = self.store.mem.base;
        match e {
            Expr::Num(n) => {
                self.leaf_room(base)?;
                Ok(*n)
            }
            Expr::Var(v) => {
                self.leaf_room(base)?;
                if !self.store.type_bytes.is_empty() {
                    return self.poked_scalar_num(*v);
                }
                Ok(self.store.get_num(*v)?)
            }
            Expr::Binary(op, a, b) if self.never_string(a, LOOK_DEPTH) => {
                self.framed(base, |m| m.binary_num(*op, a, b))
            }
            Expr::Neg(a) => self.framed(base, |m| m.neg_num(a)),
            Expr::Not(a) => self.framed(base, |m| m.not_num(a)),
            Expr::Paren(a) => {
                let cost = self.store.mem.layout.stack.paren;
                self.framed(base, |m| m.nested(cost, |m| m.eval_n(a)))
            }
            Expr::Call(f, args) if numeric_builtin::<P>(*f) => {
                self.framed(base, |m| m.call_num(*f, args))
            }
            Expr::Pure(p) => {
                if self.pure_fits(p) {
                    self.pure_value(p)
                } else {
                    self.eval_n(&p.tree)
                }
            }
            _ => Ok(self.eval(e)?.num()?),
        }
    }

    /// Whether the checks the evaluation of `p.tree` would make here all pass: its variables
    /// are numbers (none of their letters DEFSTR), its deepest leaf is within
    /// `MAX_EVAL_DEPTH`, and the stack holds the bytes it starts with (FRMEVL's for a
    /// statement's expression, else those already asked for) plus its costliest path's.
    /// Nothing in the tree changes memory, so the room is the same at every check; when
    /// this says no, the checked path runs and fails where it always did.
    #[inline(always)]
    pub(in crate::exec) fn pure_fits(&self, p: &Pure<P::Num>) -> bool {
        let start = if self.expr_bytes == 0 {
            self.store.mem.base
        } else {
            self.expr_bytes
        };
        self.eval_depth + p.height as usize <= MAX_EVAL_DEPTH
            && i64::from(start) + i64::from(p.need) <= self.store.mem.stack_room()
            && self.letters_numeric(p.letters)
            && self.store.type_bytes.is_empty()
    }

    /// Whether no letter of `letters` (bit 0 for `A`) is DEFSTR, so that a variable named
    /// without a suffix starting with it holds a number.
    /// The store keeps the DEFSTR letters as a mask beside its table, so this is one test.
    #[inline(always)]
    fn letters_numeric(&self, letters: u32) -> bool {
        !P::has_deftype() || letters & self.store.str_letters() == 0
    }

    /// LET of numbers only into a variable (`K=K+1`, `A=K/2*3+4-5`): the steps of LET's
    /// general path for such an expression (the target found first, then `eval_n`'s
    /// checks, passed here once for the whole tree by [`Self::pure_fits`]). `false` when
    /// they do not all pass (after the target is found, which the general path repeats
    /// without effect): the general path then evaluates and fails where it always did.
    #[inline(never)]
    pub(in crate::exec) fn let_pure(
        &mut self,
        var: VarRef,
        p: &Pure<P::Num>,
    ) -> Result<bool, BasicError> {
        self.store.touch(var)?;
        if !self.pure_fits(p) {
            return Ok(false);
        }
        let n = match &p.chain {
            Some(c) => self.chain_unrolled(c)?,
            None => self.pure_n(&p.tree)?,
        };
        let n = self.fit_num(var, n)?;
        self.store.set_num(var, n)?;
        Ok(true)
    }

    /// IF's condition when it is numbers only: whether it holds, or `None` when
    /// [`Self::pure_fits`] says the general path must run (and fail where it does).
    #[inline(never)]
    pub(in crate::exec) fn if_pure(
        &mut self,
        p: &Pure<P::Num>,
    ) -> Result<Option<bool>, BasicError> {
        if !self.pure_fits(p) {
            return Ok(None);
        }
        Ok(Some(self.pure_truth(p)?))
    }

    /// Evaluates a tree [`Self::pure_fits`] has cleared: as a loop over its leaves when it
    /// is a [`Chain`], else by [`Self::pure_n`]; the same steps either way.
    #[inline(always)]
    pub(in crate::exec) fn pure_value(&mut self, p: &Pure<P::Num>) -> Result<P::Num, BasicError> {
        match &p.chain {
            Some(c) => self.chain_n(c),
            None => self.pure_n(&p.tree),
        }
    }

    /// Whether a tree [`Self::pure_fits`] has cleared is true (not zero), as IF tests it.
    /// A chain that ends in a relation answers from the comparison, without the truth
    /// value `num_op` makes of it (whose sign is the same test).
    #[inline(always)]
    fn pure_truth(&mut self, p: &Pure<P::Num>) -> Result<bool, BasicError> {
        let Some(c) = &p.chain else {
            return Ok(self.pure_n(&p.tree)?.sign() != 0);
        };
        let Some(((op, right), init)) = c.rest.split_last() else {
            return Ok(self.leaf_n(c.first)?.sign() != 0);
        };
        // `a < b`, the commonest condition, without the loop's set-up.
        let l = if init.is_empty() {
            self.leaf_n(c.first)?
        } else {
            self.chain_from(c.first, init)?
        };
        let r = self.leaf_n(*right)?;
        if is_relation(*op) {
            return Ok(super::relation(*op, l.compare(r)) == Some(true));
        }
        Ok(self.num_op(*op, l, r)?.sign() != 0)
    }

    /// [`Self::pure_n`] of a [`Chain`]'s tree: each operator's right leaf, then the
    /// operation, innermost first, as the recursion takes them.
    /// Inlined into `eval` and `eval_n`: out of line, its call cost more than the loop
    /// on subscripts such as `A(J+1)` (callgrind, altair arrays +2 %).
    #[inline(always)]
    pub(super) fn chain_n(&mut self, c: &Chain<P::Num>) -> Result<P::Num, BasicError> {
        self.chain_from(c.first, &c.rest)
    }

    /// [`Self::chain_n`] with its first operation out of the loop (`K=K+1` has only that
    /// one), for LET.
    #[inline(always)]
    fn chain_unrolled(&mut self, c: &Chain<P::Num>) -> Result<P::Num, BasicError> {
        let Some(((op, right), rest)) = c.rest.split_first() else {
            return self.leaf_n(c.first);
        };
        let l = self.leaf_n(c.first)?;
        let r = self.leaf_n(*right)?;
        let acc = self.num_op_inline(*op, l, r)?;
        if rest.is_empty() {
            return Ok(acc);
        }
        self.chain_rest(acc, rest)
    }

    /// The operations of a chain after its first, on `acc`.
    #[inline(always)]
    fn chain_rest(
        &mut self,
        mut acc: P::Num,
        rest: &[(BinOp, Leaf<P::Num>)],
    ) -> Result<P::Num, BasicError> {
        for &(op, leaf) in rest {
            let r = self.leaf_n(leaf)?;
            acc = self.num_op_inline(op, acc, r)?;
        }
        Ok(acc)
    }

    /// The chain of `first` then `rest`'s operations.
    #[inline(always)]
    fn chain_from(
        &mut self,
        first: Leaf<P::Num>,
        rest: &[(BinOp, Leaf<P::Num>)],
    ) -> Result<P::Num, BasicError> {
        let mut acc = self.leaf_n(first)?;
        for &(op, leaf) in rest {
            let r = self.leaf_n(leaf)?;
            acc = self.num_op_inline(op, acc, r)?;
        }
        Ok(acc)
    }

    /// A leaf's number ([`Self::pure_operand`] of a number or a variable).
    #[inline(always)]
    fn leaf_n(&self, l: Leaf<P::Num>) -> Result<P::Num, BasicError> {
        match l {
            Leaf::Num(n) => Ok(n),
            Leaf::Var(v) => Ok(self.store.get_num(v)?),
        }
    }

    /// Evaluates a tree [`Self::pure_fits`] has cleared: the operations, warnings and errors
    /// of the checked path in the same order, without its checks (none of which can fail).
    pub(super) fn pure_n(&mut self, e: &Expr<P::Num>) -> Result<P::Num, BasicError> {
        match e {
            Expr::Binary(op, a, b) => {
                let l = self.pure_operand(a)?;
                let l = self.stacked(*op, l)?;
                let r = self.pure_operand(b)?;
                self.num_op(*op, l, r)
            }
            _ => self.pure_other(e),
        }
    }

    /// [`Self::pure_n`] of what is not an operation: a leaf, a sign, a parenthesis (less
    /// common, kept out of the operation's frame).
    #[inline(never)]
    fn pure_other(&mut self, e: &Expr<P::Num>) -> Result<P::Num, BasicError> {
        match e {
            Expr::Binary(..) => self.pure_n(e),
            Expr::Num(n) => Ok(*n),
            Expr::Var(v) if !self.store.type_bytes.is_empty() => self.poked_scalar_num(*v),
            Expr::Var(v) => Ok(self.store.get_num(*v)?),
            Expr::Neg(a) => {
                let n = self.pure_operand(a)?;
                self.arith(n.neg(), FaultOp::Sub, P::Num::from_i32(0), n)
            }
            Expr::Not(a) => {
                let i = self.pure_operand(a)?.to_i16()?;
                Ok(P::Num::from_i32(i32::from(!i)))
            }
            Expr::Paren(a) => self.pure_n(a),
            Expr::Pure(p) => self.pure_n(&p.tree),
            // Not in a tree the parser marks: the checked path.
            _ => self.eval_n(e),
        }
    }

    /// [`Self::pure_n`] with its leaves inlined into the operation.
    #[inline(always)]
    fn pure_operand(&mut self, e: &Expr<P::Num>) -> Result<P::Num, BasicError> {
        match e {
            Expr::Num(n) => Ok(*n),
            Expr::Var(v) if !self.store.type_bytes.is_empty() => self.poked_scalar_num(*v),
            Expr::Var(v) => Ok(self.store.get_num(*v)?),
            _ => self.pure_n(e),
        }
    }

    /// What `eval` does around `eval_inner`: one level deeper, and a statement's whole
    /// expression asks the machine's stack for FRMEVL's bytes.
    #[inline]
    pub(in crate::exec) fn framed<T>(
        &mut self,
        base: u32,
        f: impl FnOnce(&mut Self) -> Result<T, BasicError>,
    ) -> Result<T, BasicError> {
        self.eval_depth += 1;
        let r = if self.expr_bytes == 0 {
            self.nested(base, f)
        } else {
            f(self)
        };
        self.eval_depth -= 1;
        r
    }

    /// Whether `e` gives a number or an error, never a string (following `depth` levels of
    /// `+`'s left operands: `+` is the only operator that joins strings). `false` is always
    /// safe: it sends the expression down the general path.
    #[inline]
    pub(super) fn never_string(&self, e: &Expr<P::Num>, depth: u8) -> bool {
        let mut e = e;
        for _ in 0..depth {
            match e {
                // `a + b` is a number when either side is
                Expr::Binary(BinOp::Add, a, b) => {
                    if self.surely_number(b) {
                        return true;
                    }
                    e = a;
                }
                Expr::Paren(a) => e = a,
                Expr::Pure(p) => {
                    if self.letters_numeric(p.letters) {
                        return true;
                    }
                    e = &p.tree;
                }
                _ => return self.surely_number(e),
            }
        }
        false
    }

    /// [`Self::never_string`] without looking into `+` or parentheses.
    #[inline]
    fn surely_number(&self, e: &Expr<P::Num>) -> bool {
        match e {
            Expr::Num(_) | Expr::Not(_) => true,
            // A sign before a string leaves the string (`Machine::neg_value`).
            Expr::Neg(a) => !P::neg_passes_strings() || self.surely_number(a),
            // a numeric variable, element or DEF FN (whose result is converted to its type)
            Expr::Var(v) | Expr::Element(v, _) | Expr::Fn(v, _) => {
                self.store.type_of(*v) != VarType::Str
            }
            // Any operator but `+` gives a number (relations of strings too) or an error.
            Expr::Binary(op, ..) => *op != BinOp::Add,
            Expr::Call(f, _) => numeric_builtin::<P>(*f),
            // Its first operand decides, as for an operation (`tree` is one, or a sign or a
            // parenthesis).
            Expr::Pure(p) => self.letters_numeric(p.letters) || self.surely_number(&p.tree),
            Expr::Str(_) | Expr::Paren(_) | Expr::Unclosed(..) => false,
        }
    }

    /// `a op b` with a left operand that is a number: `eval_inner`'s binary arm, whose
    /// string bookkeeping has nothing to do for a number on the left (it makes no temporary
    /// and holds nothing while the right operand is evaluated; a string on the right is
    /// `Type mismatch` once it has been evaluated, as there).
    pub(super) fn binary_num(
        &mut self,
        op: BinOp,
        a: &Expr<P::Num>,
        b: &Expr<P::Num>,
    ) -> Result<P::Num, BasicError> {
        let l = self.operand(a)?;
        let l = self.stacked(op, l)?;
        let cost = (self.store.mem.layout.stack).operator_cost(super::op_class(op), Some(l.kind()));
        let r = self.nested(cost, |m| m.operand(b))?;
        self.num_op(op, l, r)
    }

    /// [`Self::eval_n`] with its number and variable arms inlined into the operator: most
    /// operands are leaves, and a number returned from a call comes back through memory
    /// in pieces that the caller reads whole (a store-forwarding stall perf put at a
    /// third of `binary_num`'s time on gw strings).
    #[inline(always)]
    fn operand(&mut self, e: &Expr<P::Num>) -> Result<P::Num, BasicError> {
        match e {
            Expr::Num(n) if self.eval_depth < MAX_EVAL_DEPTH => {
                self.leaf_room(self.store.mem.base)?;
                Ok(*n)
            }
            Expr::Var(v) if self.eval_depth < MAX_EVAL_DEPTH => {
                self.leaf_room(self.store.mem.base)?;
                if !self.store.type_bytes.is_empty() {
                    return self.poked_scalar_num(*v);
                }
                Ok(self.store.get_num(*v)?)
            }
            _ => self.eval_n(e),
        }
    }

    /// Unary minus (`eval_inner`'s arm).
    pub(super) fn neg_num(&mut self, a: &Expr<P::Num>) -> Result<P::Num, BasicError> {
        let n = self.signed(a)?;
        self.arith(n.neg(), FaultOp::Sub, P::Num::from_i32(0), n)
    }

    /// A unary minus that takes any value: a string comes back as it was (GWEVAL.ASM `DOMIN`
    /// calls VNEG, which flips the FAC's sign bit, not a string's descriptor: real GW-BASIC
    /// 3.23 prints `ABC` for `PRINT -"ABC"`).
    pub(super) fn neg_value(
        &mut self,
        a: &Expr<P::Num>,
    ) -> Result<super::Value<P::Num>, BasicError> {
        let cost = self.store.mem.layout.stack.sign_cost();
        let v = if cost == 0 {
            self.eval(a)?
        } else {
            self.nested(cost, |m| m.eval(a))?
        };
        match v {
            super::Value::Num(n) => Ok(super::Value::Num(self.arith(
                n.neg(),
                FaultOp::Sub,
                P::Num::from_i32(0),
                n,
            )?)),
            s => Ok(s),
        }
    }

    /// `NOT` (`eval_inner`'s arm).
    pub(super) fn not_num(&mut self, a: &Expr<P::Num>) -> Result<P::Num, BasicError> {
        let i = self.signed(a)?.to_i16()?;
        Ok(P::Num::from_i32(i32::from(!i)))
    }

    /// The operand of a unary minus or `NOT`, with what the sign keeps on the stack (GW's
    /// DOMIN and NOTER call LPOPER, which checks).
    fn signed(&mut self, a: &Expr<P::Num>) -> Result<P::Num, BasicError> {
        let cost = self.store.mem.layout.stack.sign_cost();
        if cost == 0 {
            return self.eval_n(a);
        }
        self.nested(cost, |m| m.eval_n(a))
    }

    /// A built-in function that gives a number (`eval_inner`'s call arm): a string its
    /// arguments made (`LEN(A$+"1")`) is used up.
    fn call_num(&mut self, f: Builtin, args: &[Expr<P::Num>]) -> Result<P::Num, BasicError> {
        let cost = super::call_cost(&self.store.mem.layout.stack, f, args.len());
        let before = self.store.mem.temporary();
        // CVI, CVS, CVD, ASC and VAL free their string (FRESTR) before they refuse it:
        // an error leaves no garbage (real GW-BASIC 3.23: FRE(0) after
        // `CVD(CHR$(0)+CHR$(0)+CHR$(0)+CHR$(129))`'s `Illegal function call`).
        let n = self.nested(cost, |m| m.builtin_num(f, args));
        self.count_call(n.is_err());
        // Only their own refusal: an error in the argument (`String too long` in
        // `ASC(RIGHT$(S$+STR$(X),3))`) leaves what it made (real GW-BASIC 3.23: FRE(0)
        // counts the STR$ result's bytes).
        let freed = match &n {
            Ok(_) => true,
            Err(e) => {
                matches!(f, Builtin::Cv(_) | Builtin::Asc | Builtin::Val)
                    && e.kind == crate::error::ErrorKind::IllegalQuantity
            }
        };
        if let Some(t) = self.store.mem.last_temp.as_ref().filter(|_| freed) {
            let made_here = !before.as_ref().is_some_and(|b| Rc::ptr_eq(b, t));
            if made_here {
                let t = Rc::clone(t);
                self.store.mem.release_temporary(&t);
            }
        }
        n
    }

    /// The value of a numeric built-in: the common ones of one number here, the others
    /// through [`Machine::call`].
    fn builtin_num(&mut self, f: Builtin, args: &[Expr<P::Num>]) -> Result<P::Num, BasicError> {
        match (f, args) {
            (Builtin::Int, [x]) => Ok(self.eval_n(x)?.int()),
            (Builtin::Fix, [x]) => Ok(self.eval_n(x)?.fix()),
            (Builtin::Sgn, [x]) => Ok(P::Num::from_i32(self.eval_n(x)?.sign())),
            _ => Ok(self.call(f, args)?.num()?),
        }
    }

    /// The numeric part of a binary operation: arithmetic (GW's warnings through
    /// [`Machine::arith`]), the logical operators on 16-bit integers, relations as the
    /// machine's truth values.
    #[inline]
    pub(super) fn num_op(&mut self, op: BinOp, a: P::Num, b: P::Num) -> Result<P::Num, BasicError> {
        self.num_op_inline(op, a, b)
    }

    /// `a ^ b`. GW-BASIC computes powers in single precision: a double operand is forced
    /// to single first (GWEVAL.ASM `EXPSTK`: FRCSNG of the left, `FPWRQ` of the right),
    /// each an overflow of its own (real GW-BASIC 3.23: `Z#^Y!` with Z# = 1.7D+38 and Y!
    /// = 1E38 warns `Overflow` twice, `Z#^Z#` three times).
    #[inline(always)]
    fn power(&mut self, a: P::Num, b: P::Num) -> Result<P::Num, BasicError> {
        let (a, b) =
            if a.kind() == crate::num::NumKind::Double || b.kind() == crate::num::NumKind::Double {
                (self.forced_single(a)?, self.forced_single(b)?)
            } else {
                (a, b)
            };
        self.arith(a.pow(b), FaultOp::Pow, a, b)
    }

    /// The left operand as the operator finds it once stacked: made an integer for `\`,
    /// MOD and the logical operators (FRCINT: `Overflow` past 16 bits), a single for `^`
    /// (FRCSNG: its overflow warned), before the right operand is evaluated (GWEVAL.ASM
    /// `ANDORD`, `EXPSTK`; see [`Profile::left_operand_forced_first`]).
    #[inline(always)]
    pub(super) fn stacked(&mut self, op: BinOp, l: P::Num) -> Result<P::Num, BasicError> {
        match op {
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div => Ok(l),
            _ if !P::left_operand_forced_first() => Ok(l),
            BinOp::Pow => self.forced_single(l),
            _ if super::op_class(op) == crate::memory::OpClass::Integer => {
                l.to_i16()?;
                Ok(l)
            }
            _ => Ok(l),
        }
    }

    /// `n` forced to single, an overflow warned as FRCSNG warns it.
    #[cold]
    fn forced_single(&mut self, n: P::Num) -> Result<P::Num, BasicError> {
        match n.kind() {
            crate::num::NumKind::Double => self.convert(n, crate::num::NumKind::Single),
            _ => Ok(n),
        }
    }

    /// [`Self::num_op`] inlined where a chain's loop applies its operators.
    #[inline(always)]
    fn num_op_inline(&mut self, op: BinOp, a: P::Num, b: P::Num) -> Result<P::Num, BasicError> {
        Ok(match op {
            BinOp::Add => self.arith(a.add(b), FaultOp::Add, a, b)?,
            BinOp::Sub => self.arith(a.sub(b), FaultOp::Sub, a, b)?,
            BinOp::Mul => self.arith(a.mul(b), FaultOp::Mul, a, b)?,
            BinOp::Div => self.arith(a.div(b), FaultOp::Div, a, b)?,
            BinOp::Pow => self.power(a, b)?,
            BinOp::IntDiv => self.arith(a.int_div(b), FaultOp::IntDiv, a, b)?,
            BinOp::Mod => self.arith(a.modulo(b), FaultOp::IntDiv, a, b)?,
            BinOp::And | BinOp::Or | BinOp::Xor | BinOp::Eqv | BinOp::Imp => {
                let x = a.to_i16()?;
                let y = b.to_i16()?;
                let v = match op {
                    BinOp::And => x & y,
                    BinOp::Or => x | y,
                    BinOp::Xor => x ^ y,
                    BinOp::Eqv => !(x ^ y),
                    _ => !x | y,
                };
                P::Num::from_i32(i32::from(v))
            }
            _ => match super::relation(op, a.compare(b)) {
                Some(t) => P::Num::from_i32(if t { P::true_value() } else { 0 }),
                None => return Err(ErrorKind::Syntax.into()),
            },
        })
    }
}

/// Whether `op` compares (`num_op` gives its truth value, whose sign IF tests).
#[inline(always)]
fn is_relation(op: BinOp) -> bool {
    matches!(
        op,
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge | BinOp::Any
    )
}

/// Whether a built-in always gives a number (or an error). ABS and INT pass a string
/// through on the machines where they do (`Profile::abs_passes_strings`,
/// `Profile::int_passes_strings`).
fn numeric_builtin<P: Profile>(f: Builtin) -> bool {
    use Builtin as B;
    match f {
        B::Abs => !P::abs_passes_strings(),
        B::Int => !P::int_passes_strings(),
        B::Sgn
        | B::Fix
        | B::Sqr
        | B::Exp
        | B::Log
        | B::Sin
        | B::Cos
        | B::Tan
        | B::Atn
        | B::Rnd
        | B::Cint
        | B::Csng
        | B::Cdbl
        | B::Len
        | B::Asc
        | B::Val
        | B::Instr
        | B::Peek
        | B::Pos
        | B::Fre => true,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    //! The unchecked evaluation of an [`Expr::Pure`] against the checked one of the same
    //! tree, at every stack room and evaluation depth around where the checks start to fail:
    //! the same value or error, and the same warnings printed.

    use super::super::super::{Machine, MAX_EVAL_DEPTH};
    use crate::dialect::{Altair, Gw, Profile, C64};
    use crate::parse::{parse_line, Expr, Names, Pure, Stmt};
    use crate::token::tokenize;

    /// The expression of `A=<text>`, as the parser makes it.
    fn parsed<P: Profile>(text: &str, names: &mut Names) -> Expr<P::Num> {
        let line = format!("A={text}");
        let toks = tokenize::<P>(line.as_bytes());
        match parse_line::<P>(&toks, names).into_iter().next() {
            Some(Stmt::Let(_, e)) => e,
            other => panic!("{text}: {other:?}"),
        }
    }

    /// `e` without its [`Expr::Pure`] marks: what the checked path evaluates.
    fn unmarked<N: Clone>(e: &Expr<N>) -> Expr<N> {
        let b = |a: &Expr<N>| Box::new(unmarked(a));
        match e {
            Expr::Pure(p) => unmarked(&p.tree),
            Expr::Binary(op, x, y) => Expr::Binary(*op, b(x), b(y)),
            Expr::Neg(x) => Expr::Neg(b(x)),
            Expr::Not(x) => Expr::Not(b(x)),
            Expr::Paren(x) => Expr::Paren(b(x)),
            other => other.clone(),
        }
    }

    /// One evaluation of `e` with `frames` bytes of stack entries and `depth` levels of
    /// evaluation already taken: its value or error and what it printed.
    fn outcome<P: Profile>(
        e: &Expr<P::Num>,
        names: &Names,
        frames: Option<u32>,
        depth: usize,
    ) -> String {
        let mut m = Machine::<P>::default();
        if let Some(f) = frames {
            m.store.mem.set_frames(f);
        }
        m.eval_depth = depth;
        m.store.set_num(var_k(names), P::Num::from_i32(7)).ok();
        let r = m.eval(e);
        let printed = m.screen.take_output();
        format!("{r:?} {}", String::from_utf8_lossy(&printed))
    }

    /// The variable `K` the expressions read (set to 7).
    fn var_k(names: &Names) -> crate::parse::VarRef {
        let mut names = names.clone();
        let toks = tokenize::<C64>(b"K=1");
        match parse_line::<C64>(&toks, &mut names).into_iter().next() {
            Some(Stmt::Let(crate::parse::LValue::Var(v), _)) => v,
            other => panic!("{other:?}"),
        }
    }

    use crate::num::Number;

    /// Checks `text` both ways at every room from `rooms` and every depth near the bound.
    fn same_both_ways<P: Profile>(text: &str, rooms: std::ops::RangeInclusive<u32>) {
        let mut names = Names::default();
        let marked = parsed::<P>(text, &mut names);
        let Expr::Pure(p) = &marked else {
            panic!("{text} is not marked: {marked:?}");
        };
        let Pure { height, .. } = **p;
        let plain = unmarked(&marked);
        let mut failures = 0;
        let count = rooms.clone().count();
        for frames in rooms {
            let a = outcome::<P>(&marked, &names, Some(frames), 0);
            let b = outcome::<P>(&plain, &names, Some(frames), 0);
            assert_eq!(a, b, "{text}: frames {frames}");
            failures += usize::from(a.contains("OutOfMemory"));
        }
        assert!(
            failures > 0,
            "{text}: the rooms never reach the stack's end"
        );
        assert!(failures < count, "{text}: no room was enough");
        let deepest = MAX_EVAL_DEPTH - height as usize;
        for depth in deepest.saturating_sub(3)..=MAX_EVAL_DEPTH {
            let a = outcome::<P>(&marked, &names, None, depth);
            let b = outcome::<P>(&plain, &names, None, depth);
            assert_eq!(a, b, "{text}: depth {depth}");
        }
    }

    const CASES: &[&str] = &[
        "K/2*3+4-5",
        "K<7",
        "-(K+(K*(K-(1+(2*(3-(4/(5+K))))))))",
        "NOT K AND (K OR 3)=K",
        "K^2-((K))*(((K+1)-2)+3)",
    ];

    #[test]
    fn c64_pure_expressions_fail_where_the_checked_path_does() {
        for text in CASES {
            same_both_ways::<C64>(text, 0..=190);
        }
    }

    #[test]
    fn gw_pure_expressions_fail_and_warn_where_the_checked_path_does() {
        let room = Gw::memory().stack.room;
        for text in CASES
            .iter()
            .chain(&["1/0+K*(2/0-(3/0))", "(K+1E38)*1E38-1/0"])
        {
            same_both_ways::<Gw>(text, room - 200..=room + 4);
        }
    }

    #[test]
    fn altair_pure_expressions_stop_at_the_depth_bound_as_the_checked_path() {
        let mut names = Names::default();
        let marked = parsed::<Altair>("K/2*(3+(4-5))", &mut names);
        assert!(matches!(marked, Expr::Pure(_)));
        let plain = unmarked(&marked);
        for depth in MAX_EVAL_DEPTH - 6..=MAX_EVAL_DEPTH {
            let a = outcome::<Altair>(&marked, &names, None, depth);
            let b = outcome::<Altair>(&plain, &names, None, depth);
            assert_eq!(a, b, "depth {depth}");
        }
    }

    #[test]
    fn strings_functions_and_arrays_are_not_marked() {
        let mut names = Names::default();
        for text in ["K+A$", "LEN(\"A\")+1", "M(1)+1", "FNA(1)*2", "\"A\"<\"B\""] {
            let e = parsed::<Gw>(text, &mut names);
            assert!(!matches!(e, Expr::Pure(_)), "{text}: {e:?}");
        }
    }

    #[test]
    fn gw_defstr_sends_a_marked_tree_down_the_general_path() {
        let mut names = Names::default();
        let marked = parsed::<Gw>("B+C", &mut names);
        assert!(matches!(marked, Expr::Pure(_)));
        let mut m = Machine::<Gw>::default();
        let b = crate::parse::VarType::Str;
        m.store.set_deftype(b'B', b);
        m.store.set_deftype(b'C', b);
        // Two strings never set: joined, not added.
        let r = m.eval(&marked);
        assert!(matches!(r, Ok(super::super::super::Value::Str(_))), "{r:?}");
    }
}

#[cfg(test)]
#[path = "pure_tests.rs"]
mod pure_tests;
