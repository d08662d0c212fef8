//! Expression evaluation and assignment.

use std::cmp::Ordering;
use std::rc::Rc;

use super::{Machine, Value, MAX_EVAL_DEPTH, MAX_FN_DEPTH};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::memory::OpClass;
use crate::num::{FaultOp, NumError, NumKind, Number};
use crate::parse::{BinOp, Expr, LValue, VarRef, VarType};

use super::func::strpart::{call_cost, is_part, Part};

#[path = "numeval.rs"]
mod numeval;

/// How FRMEVL stacks a pending `op` (GWEVAL.ASM: NUMREL, FINREL, ANDORD, EXPSTK).
pub(super) fn op_class(op: BinOp) -> OpClass {
    match op {
        BinOp::Pow => OpClass::Power,
        BinOp::Mul | BinOp::Div | BinOp::Add | BinOp::Sub => OpClass::Arithmetic,
        _ if op.takes_integers() => OpClass::Integer,
        _ => OpClass::Relation,
    }
}

/// The right operand of a binary operation: a value, or a string function's result still
/// where its bytes are (`+` of strings only).
enum Right<N> {
    Value(Value<N>),
    Part(Part),
}

impl<P: Profile> Machine<P> {
    /// Evaluates an expression. A statement's expression first asks the machine's stack for
    /// the bytes FRMEVL takes (`GETSTK`); nested operands ask for more (`nested`).
    pub(super) fn eval(&mut self, e: &Expr<P::Num>) -> Result<Value<P::Num>, BasicError> {
        if self.eval_depth >= MAX_EVAL_DEPTH {
            return Err(ErrorKind::OutOfMemory.into());
        }
        let base = self.store.mem.base;
        // A number or a variable is half of every expression tree: answered here, without
        // the evaluator's large frame, after the same stack check `nested` makes.
        match e {
            Expr::Num(n) => {
                self.leaf_room(base)?;
                return Ok(Value::Num(*n));
            }
            Expr::Var(v) => {
                self.leaf_room(base)?;
                if !self.store.type_bytes.is_empty() {
                    return self.poked_scalar(*v);
                }
                return Ok(self.store.get(*v));
            }
            // An element goes to `read_element` as `eval_inner` would send it, with the
            // same depth count and stack check, without `eval_inner`'s large frame.
            Expr::Element(v, subs) => {
                self.eval_depth += 1;
                let r = if self.expr_bytes == 0 {
                    self.nested(base, |m| m.read_element(*v, subs))
                } else {
                    self.read_element(*v, subs)
                };
                self.count_element(r.is_err());
                self.eval_depth -= 1;
                return r;
            }
            // A numeric operation (`A=K/2*3+4-5`, `IF K<N`): the numeric path, without the
            // evaluator's large frame either.
            Expr::Binary(op, a, b) if self.never_string(a, numeval::LOOK_DEPTH) => {
                let n = self.framed(base, |m| m.binary_num(*op, a, b))?;
                return Ok(Value::Num(n));
            }
            // Numbers only, and room for all of it: no check per node (`numeval.rs`).
            Expr::Pure(p) => {
                if self.pure_fits(p) {
                    return Ok(Value::Num(self.pure_value(p)?));
                }
                return self.eval(&p.tree);
            }
            _ => {}
        }
        self.eval_depth += 1;
        let r = if self.expr_bytes == 0 {
            self.nested(base, |m| m.eval_inner(e))
        } else {
            self.eval_inner(e)
        };
        self.eval_depth -= 1;
        r
    }

    /// Counts a built-in call the running statement made, noting the first that failed:
    /// where GW-BASIC's text pointer stood for EDIT (`parse::call_places`).
    #[inline]
    pub(super) fn count_call(&mut self, failed: bool) {
        self.readings[0] = self.readings[0].wrapping_add(1);
        let arg = self.failed_arg.take();
        if failed && self.failed_call.is_none() {
            self.failed_call = Some(super::Reading::Call(self.readings[0], arg));
        }
    }

    /// `r`, an argument of a call read and checked: its failure notes which argument it
    /// was, for [`Self::count_call`].
    #[inline]
    pub(super) fn checked_arg<T>(
        &mut self,
        k: u8,
        byte: bool,
        r: Result<T, BasicError>,
    ) -> Result<T, BasicError> {
        if r.is_err() && self.failed_arg.is_none() {
            self.failed_arg = Some((k, byte));
        }
        r
    }

    /// Counts an array element the running statement read, as [`Self::count_call`].
    #[inline]
    pub(super) fn count_element(&mut self, failed: bool) {
        self.readings[1] = self.readings[1].wrapping_add(1);
        if failed && self.failed_call.is_none() {
            self.failed_call = Some(super::Reading::Element(self.readings[1]));
        }
    }

    /// The stack check [`Self::nested`] makes for a statement's expression, for a number or
    /// variable that is the whole of it.
    #[inline]
    fn leaf_room(&self, base: u32) -> Result<(), BasicError> {
        if self.expr_bytes == 0 && i64::from(base) > self.store.mem.stack_room() {
            return Err(ErrorKind::OutOfMemory.into());
        }
        Ok(())
    }

    /// Runs `f` with `cost` more bytes on the machine's stack: `?OM`/`Out of memory` when
    /// the stack has no room for them (mist64/msbasic `CHKMEM` in FRMEVL1).
    pub(super) fn nested<T>(
        &mut self,
        cost: u32,
        f: impl FnOnce(&mut Self) -> Result<T, BasicError>,
    ) -> Result<T, BasicError> {
        let depth = self.expr_bytes + cost;
        if i64::from(depth) > self.store.mem.stack_room() {
            return Err(ErrorKind::OutOfMemory.into());
        }
        let saved = self.expr_bytes;
        self.expr_bytes = depth;
        let r = f(self);
        self.expr_bytes = saved;
        r
    }

    /// Runs `f` with a statement's expressions starting `base` bytes into the stack (what
    /// the statement pushed before it called FRMEVL), LET's `expression` again after.
    pub(super) fn based<T>(
        &mut self,
        base: u32,
        f: impl FnOnce(&mut Self) -> Result<T, BasicError>,
    ) -> Result<T, BasicError> {
        self.store.mem.base = base;
        let r = f(self);
        self.store.mem.base = self.store.mem.layout.stack.expression;
        r
    }

    /// IF's condition, evaluated from IF's place on the stack (`StackModel::condition`).
    pub(super) fn if_truth(&mut self, cond: &Expr<P::Num>) -> Result<bool, BasicError> {
        self.store.mem.base = self.store.mem.layout.stack.condition;
        let truth = match cond {
            // Numbers only (`K<N`): `eval_n`'s checks passed once, a relation's truth
            // straight from its comparison.
            Expr::Pure(p) => match self.if_pure(p) {
                Ok(Some(t)) => Ok(t),
                Ok(None) => self.condition(cond),
                Err(e) => Err(e),
            },
            _ => self.condition(cond),
        };
        self.store.mem.base = self.store.mem.layout.stack.expression;
        truth
    }

    /// A later argument of `LEFT$`, `RIGHT$` or `MID$`, with what it keeps on the stack
    /// besides the first argument (`StackModel::later_argument_cost`).
    pub(super) fn later_arg<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<T, BasicError>,
    ) -> Result<T, BasicError> {
        let cost = self.store.mem.layout.stack.later_argument_cost();
        if cost == 0 {
            return f(self);
        }
        self.nested(cost, f)
    }

    /// Runs `f` with `cost` more bytes on the machine's stack, without a check of their own
    /// (GW's CAT calls EVAL directly: only what the right operand nests checks).
    fn carried<T>(
        &mut self,
        cost: u32,
        f: impl FnOnce(&mut Self) -> Result<T, BasicError>,
    ) -> Result<T, BasicError> {
        let saved = self.expr_bytes;
        self.expr_bytes += cost;
        let r = f(self);
        self.expr_bytes = saved;
        r
    }

    /// A new string temporary: the machine's descriptor stack (TEMPST) holds only so many,
    /// and one more is `?FORMULA TOO COMPLEX` / `?ST ERROR` (`c64/limits/l059`).
    pub(super) fn temporary(&self) -> Result<(), BasicError> {
        match self.store.mem.layout.string_temporaries {
            Some(limit) if self.temps >= limit => Err(ErrorKind::FormulaTooComplex.into()),
            _ => Ok(()),
        }
    }

    fn eval_inner(&mut self, e: &Expr<P::Num>) -> Result<Value<P::Num>, BasicError> {
        Ok(match e {
            Expr::Num(n) => Value::Num(*n),
            Expr::Str(s) => {
                self.temporary()?;
                Value::Str(Rc::clone(s))
            }
            Expr::Var(v) if !self.store.type_bytes.is_empty() => self.poked_scalar(*v)?,
            Expr::Var(v) => self.store.get(*v),
            Expr::Element(v, subs) => {
                let r = self.read_element(*v, subs);
                self.count_element(r.is_err());
                r?
            }
            Expr::Neg(a) if P::neg_passes_strings() => self.neg_value(a)?,
            Expr::Neg(a) => Value::Num(self.neg_num(a)?),
            Expr::Not(a) => Value::Num(self.not_num(a)?),
            // A number on the left: the rest is numbers too, or `Type mismatch`.
            Expr::Binary(op, a, b) if self.never_string(a, numeval::LOOK_DEPTH) => {
                Value::Num(self.binary_num(*op, a, b)?)
            }
            Expr::Binary(op, a, b) => {
                let l = match self.eval(a)? {
                    Value::Num(n) => Value::Num(self.stacked(*op, n)?),
                    l => l,
                };
                // FRCINT, FRCSNG and NUMREL refuse a string as the operator is stacked; CAT
                // reads one term.
                if let Value::Str(left) = &l {
                    self.string_operand_checks(*op, left, b)?;
                }
                // A string the left operand made stays a temporary while the right one is
                // evaluated.
                let temp =
                    matches!(l, Value::Str(_)) && !matches!(**a, Expr::Var(_) | Expr::Element(..));
                self.temps += u32::from(temp);
                // The left operand's string survives a collection the right one causes.
                let waiting = made_len(a, &l);
                let left_temp = self.store.mem.temporary();
                self.store.mem.hold(waiting, 0);
                let stack = &self.store.mem.layout.stack;
                // GW's CAT evaluates the right operand of a string `+` without a check of
                // its own.
                let concat = match (&l, stack.typed) {
                    (Value::Str(_), Some(t)) if *op == BinOp::Add => Some(t.concat),
                    _ => None,
                };
                let left = match &l {
                    Value::Num(n) => Some(n.kind()),
                    Value::Str(_) => None,
                };
                let cost = stack.operator_cost(op_class(*op), left);
                // A string joined with CHR$, LEFT$, RIGHT$ or MID$: their bytes go straight
                // into the joined string (`strpart.rs`).
                let part = *op == BinOp::Add && matches!(l, Value::Str(_)) && is_part(b);
                let r = match (part, concat) {
                    (true, Some(c)) => self.carried(c, |m| m.string_part(b)).map(Right::Part),
                    (true, None) => self.nested(cost, |m| m.string_part(b)).map(Right::Part),
                    (false, Some(c)) => self.carried(c, |m| m.eval(b)).map(Right::Value),
                    (false, None) => self.nested(cost, |m| m.eval(b)).map(Right::Value),
                };
                self.store.mem.hold(0, waiting);
                self.temps -= u32::from(temp);
                let r = r?;
                if let (Value::Str(ls), Right::Value(rv @ Value::Str(rs))) = (&l, &r) {
                    if *op != BinOp::Add {
                        self.compared(left_temp, ls, made_len(b, rv) > 0, rs);
                    }
                }
                // Operands an expression made are still on the string stack while the
                // result is allocated: a garbage collection then keeps them (pcbasic-suite
                // temporary_string_memory_4: FRE after the collection counts the 10-byte
                // `STR$(I)+STR$(I)` that `+"FILLERSTRING"` was joining).
                let v = match r {
                    Right::Value(r) => {
                        let pending = made_len(a, &l) + made_len(b, &r);
                        (self.binary(*op, l, r)?, pending)
                    }
                    Right::Part(p) => {
                        let pending = made_len(a, &l) + p.bytes().len();
                        (self.join_part(l, p)?, pending)
                    }
                };
                let (v, pending) = v;
                if let Value::Str(s) = &v {
                    self.store.mem.hold(pending, 0);
                    let got = self.store.mem.allocate_string(s.len());
                    self.store.mem.hold(0, pending);
                    got?;
                    self.store.mem.made_temporary(s);
                }
                v
            }
            Expr::Call(f, args) => {
                let cost = call_cost(&self.store.mem.layout.stack, *f, args.len());
                let before = self.store.mem.temporary();
                let v = self.nested(cost, |m| m.call(*f, args));
                self.count_call(v.is_err());
                let v = match v {
                    Ok(v) => v,
                    Err(e) => {
                        // CVI, CVS, CVD, ASC and VAL free their string (FRESTR) before
                        // they refuse it (real GW-BASIC 3.23: FRE(0) after
                        // `CVD(CHR$(0)+CHR$(0)+CHR$(0)+CHR$(129))`'s `Illegal function
                        // call` keeps no 4-byte garbage), as `call_num` does.
                        // Only their own refusal: an error in the argument (`String too
                        // long` in `ASC(RIGHT$(S$+STR$(X),3))`) leaves its temporaries made
                        // (real GW-BASIC 3.23: FRE(0) counts the STR$ result's bytes).
                        if matches!(
                            f,
                            crate::parse::Builtin::Cv(_)
                                | crate::parse::Builtin::Asc
                                | crate::parse::Builtin::Val
                        ) && e.kind == ErrorKind::IllegalQuantity
                        {
                            if let Some(t) = self.store.mem.temporary() {
                                if !before.as_ref().is_some_and(|b| Rc::ptr_eq(b, &t)) {
                                    self.store.mem.release_temporary(&t);
                                }
                            }
                        }
                        return Err(e);
                    }
                };
                match &v {
                    // ABS hands a string back as it is, its descriptor unchanged: nothing
                    // is made (real GW-BASIC 3.23: `X=ABS("AB")` is 13 and FRE(0) counts
                    // only X).
                    Value::Str(_)
                        if matches!(f, crate::parse::Builtin::Abs | crate::parse::Builtin::Int) => {
                    }
                    Value::Str(s) => {
                        let frees_first = matches!(
                            f,
                            crate::parse::Builtin::StringFn | crate::parse::Builtin::Environ
                        );
                        // LEFT$, RIGHT$ and MID$ call GETSPA before they free their
                        // argument: an empty result is at the bottom of the strings with
                        // the argument still there (real GW-BASIC 3.23:
                        // `LEFT$(STR$(1),0)` is at 65019, FRE(0) as before).
                        let placed_first = P::gw_string_order() && s.is_empty() && !frees_first;
                        if placed_first {
                            self.temporary()?;
                            self.store.mem.allocate_string(0)?;
                        }
                        if P::gw_string_order() && (s.is_empty() || frees_first) {
                            // The argument's string comes back before the result is made
                            // (STRING$, ENVIRON$), or is still the bottom of the string
                            // space after an empty one (see `Profile::gw_string_order`).
                            if let Some(t) = self.store.mem.temporary() {
                                if !before.as_ref().is_some_and(|b| Rc::ptr_eq(b, &t)) {
                                    self.store.mem.release_temporary(&t);
                                }
                            }
                        }
                        if !placed_first {
                            self.temporary()?;
                            self.store.mem.allocate_string(s.len())?;
                        }
                        self.store.mem.made_temporary(s);
                    }
                    Value::Num(_) => {
                        // A string its arguments made (LEN(A$+"1")) is used up.
                        if let Some(t) = self.store.mem.temporary() {
                            let made_here = !before.as_ref().is_some_and(|b| Rc::ptr_eq(b, &t));
                            if made_here {
                                self.store.mem.release_temporary(&t);
                            }
                        }
                    }
                }
                v
            }
            // The argument and the body each pay what the call keeps while they are evaluated.
            Expr::Fn(name, args) => self.call_fn(*name, args, None)?,
            Expr::Paren(a) => {
                let cost = self.store.mem.layout.stack.paren;
                self.nested(cost, |m| m.eval(a))?
            }
            // `eval` takes these; the wrapper adds nothing to its tree.
            Expr::Pure(p) => self.eval_inner(&p.tree)?,
            Expr::Unclosed(inner, kind) => {
                match &**inner {
                    Expr::Fn(name, args) => {
                        self.call_fn(*name, args, Some(*kind))?;
                    }
                    Expr::Call(crate::parse::Builtin::Screen, args) => {
                        self.screen_fn(args, Some(*kind))?;
                    }
                    // STRING$ reads its count with GETBYT, its second argument with
                    // FRMEVL, then wants the `)` before it looks at that value (BISTRS.ASM
                    // `STRNG$`; real GW-BASIC 3.23: `STRING$(7,256` and `STRING$(7,""` are
                    // 2, `STRING$(256,65` 5).
                    Expr::Call(crate::parse::Builtin::StringFn, args) if args.len() == 2 => {
                        let count = Expr::Call(crate::parse::Builtin::Chr, vec![args[0].clone()]);
                        if let Value::Str(s) = self.eval(&count)? {
                            self.store.mem.release_temporary(&s);
                        }
                        if let Value::Str(s) = self.eval(&args[1])? {
                            self.store.mem.release_temporary(&s);
                        }
                    }
                    // GETBYT's stand-in (ON's selector, PLAY's byte, STRING$'s count read
                    // before the fault): the byte is read and checked, and no string is
                    // made (GWEVAL.ASM `GETBYT`; real GW-BASIC 3.23: `ON 300 X GOTO` is 5
                    // and leaves FRE(0) as it was).
                    Expr::Call(crate::parse::Builtin::Chr, args) if args.len() == 1 => {
                        let n = self.eval_index(&args[0])?;
                        if !(0..=255).contains(&n) {
                            return Err(ErrorKind::IllegalQuantity.into());
                        }
                    }
                    // An element or a CHR$ read whole before the fault (`parse::whole`):
                    // no cost.
                    Expr::Paren(read)
                        if matches!(
                            **read,
                            Expr::Element(..) | Expr::Call(crate::parse::Builtin::Chr, _)
                        ) =>
                    {
                        if let Value::Str(s) = self.eval(read)? {
                            self.store.mem.release_temporary(&s);
                        }
                    }
                    // Subscripts without their `)`: each is read and made an index, the
                    // array is not looked at (see `Parser::subscripts`).
                    Expr::Element(_, subs) => {
                        for s in subs {
                            if self.eval_index(s)? < 0 {
                                return Err(ErrorKind::IllegalQuantity.into());
                            }
                        }
                    }
                    _ => {
                        // The function checked what it read and met the fault before it
                        // made its result (real GW-BASIC 3.23: `LEFT$("ABC",2,)` leaves
                        // FRE(0) as it was).
                        if let Value::Str(s) = self.eval(inner)? {
                            self.store.mem.release_temporary(&s);
                        }
                    }
                }
                return Err((*kind).into());
            }
        })
    }

    /// Whether the string an assignment stores is in the string space: a literal stays in
    /// the program; another variable's string in the string space is copied (LET's
    /// `PUTSTR`); anything an expression made is already there.
    pub(super) fn held_in_string_space(
        &mut self,
        e: &Expr<P::Num>,
        v: &Value<P::Num>,
    ) -> Result<bool, BasicError> {
        let Value::Str(s) = v else {
            return Ok(false);
        };
        let mut e = e;
        while let Expr::Paren(inner) = e {
            e = inner;
        }
        // A variable never given a value has the descriptor 0 0 0, below TXTTAB: LET
        // copies its "" as it copies a FIELD variable's, to the address GETSPA gives, the
        // bottom of the strings (real GW-BASIC 3.23: `T$=Y$(1)` leaves T$ at FRETOP).
        let empty_in_space = s.is_empty()
            && self
                .store
                .mem
                .places
                .address(s)
                .is_some_and(|a| a != crate::memory::LITERAL);
        let copied = match e {
            // A literal of a typed line lies in the keyboard buffer, below TXTTAB: LETCN6
            // copies it into the string space (real GW-BASIC 3.23: `A$="12345"` typed at
            // `Ok` takes 5 bytes of FRE(0), in a program none).
            Expr::Str(_)
                if self.store.mem.layout.segment.is_some()
                    && self.direct_line == Some(self.here.line) =>
            {
                true
            }
            Expr::Str(_) => {
                // The descriptor points at the literal in this line's text.
                self.store.mem.places.hint = Some(self.here.line);
                return Ok(false);
            }
            // LET copies a string held in the string space, or below the program text
            // (a FIELD buffer), and shares a literal (GWMAIN.ASM `LETCN6`: TXTTAB and
            // STREND decide: the pointer, not the length, so an empty string a function
            // made at FRETOP+1 is copied to the FRETOP+1 of now, `empty_in_space`; real
            // GW-BASIC 3.23: `S$=LEFT$(A$,0)`, strings made, then `T$=S$`).
            Expr::Var(src) => {
                self.store.holds_heap(*src)
                    || empty_in_space
                    || (self.store.mem.layout.segment.is_some()
                        && (!self.files.is_empty() || !self.closed_fields.is_empty())
                        && self.field_place((src.name, None)).is_some())
            }
            Expr::Element(..) => self.element_heap || self.element_field || empty_in_space,
            _ => return Ok(!s.is_empty()),
        } || (self.store.mem.layout.segment.is_some()
            && super::value::is_never_set(s));
        if copied {
            self.store.mem.allocate_string(s.len())?;
        }
        Ok(copied)
    }

    /// A string comparison uses its operands up (GWEVAL.ASM `STRCMP`: FRESTR on the right,
    /// then FRETMP on the left): each string an expression made comes back while it is the
    /// bottom of the string space (real GW-BASIC 3.23: `IF A$+"1"<>B$` leaves FRE(0) as it
    /// was). `left_temp` was the newest temporary when the left operand was made.
    fn compared(
        &mut self,
        left_temp: Option<Rc<[u8]>>,
        left: &Rc<[u8]>,
        right_made: bool,
        right: &Rc<[u8]>,
    ) {
        let mem = &mut self.store.mem;
        let right_last = mem.temporary().is_some_and(|t| Rc::ptr_eq(&t, right));
        if right_made {
            if !right_last {
                return;
            }
            mem.release_temporary(right);
        }
        if left_temp.as_ref().is_some_and(|t| Rc::ptr_eq(t, left)) {
            if mem.layout.segment.is_some() {
                // Freed only while it is the bottom: garbage the right operand left under
                // it (`LEFT$(STR$(1),3)`'s STR$ result) keeps it.
                mem.release_bottom(left);
            } else {
                mem.last_temp = Some(Rc::clone(left));
                mem.release_temporary(left);
            }
        }
    }

    /// Evaluates a number.
    /// A variable (a subscript, a count, a FOR's limit) is read as a bare number
    /// (`Store::get_num`), after the checks `eval` makes for it.
    pub(super) fn eval_num(&mut self, e: &Expr<P::Num>) -> Result<P::Num, BasicError> {
        self.eval_n(e)
    }

    /// Subscript `k` of an array, evaluated with what PTRGET keeps on the stack under it
    /// (`StackModel::subscript_cost`): `A(1)=1` asks for 18 bytes, `X=A(1)` for 28.
    /// A name longer than two characters keeps its extra bytes on the stack too while each
    /// subscript is evaluated (BIPTRG.ASM `INDLOP`: (NAMCNT+2)/2 words of NAMBUF, the
    /// address and the count; real GW-BASIC 3.23: `DIM Z10(1)` runs out of stack 6 bytes
    /// before `DIM Z9(1)`).
    pub(super) fn subscript(
        &mut self,
        e: &Expr<P::Num>,
        k: usize,
        v: VarRef,
    ) -> Result<i32, BasicError> {
        let cost = self.store.mem.layout.stack.subscript_cost(k);
        if cost == 0 {
            return self.eval_index(e);
        }
        let extra = self.store.name_extra(v);
        let name = if extra > 0 {
            2 * ((extra + 2) / 2) + 4
        } else {
            0
        };
        self.nested(cost + name, |m| m.eval_index(e))
    }

    /// Evaluates a subscript or count as the machine converts it to an integer.
    pub(super) fn eval_index(&mut self, e: &Expr<P::Num>) -> Result<i32, BasicError> {
        let n = self.eval_num(e)?;
        if P::integer_arguments() {
            // CINT first: past -32768..32767 is `Overflow`, before any range check.
            return n
                .to_i16()
                .map(i32::from)
                .map_err(|_| ErrorKind::Overflow.into());
        }
        Ok(n.to_i32()?)
    }

    /// Evaluates a string a statement uses up (KEY's text, ENVIRON's, DATE$= and TIME$=,
    /// PRINT USING's `&` value): read, then freed at once when it is still the bottom of the
    /// string space, as the statement's FRESTR does before it looks at the text (real
    /// GW-BASIC 3.23: `KEY 10,STRING$(255,65)` and `ENVIRON STRING$(255,65)`, error 5 too,
    /// leave FRE(0) as it was).
    pub(super) fn eval_string_used(&mut self, e: &Expr<P::Num>) -> Result<Rc<[u8]>, BasicError> {
        let s = self.eval(e)?.string()?;
        self.store.mem.release_temporary(&s);
        Ok(s)
    }

    /// What Microsoft's formula evaluator does with a string on the left of an operator
    /// before it evaluates the right (GWEVAL.ASM `LPOPER`/`NUMREL`, BISTRS.ASM `CAT`): an
    /// arithmetic or logical operator refuses the string at once (`NUMREL`, `FRCSNG`,
    /// `FRCINT`: `Type mismatch`, the right operand never read); `+` is CAT, which reads
    /// one term only (`EVAL`) and wants a string: when the right operand is a product, a
    /// power or the like not in parentheses, its first term is read and the result is
    /// `Type mismatch` (a number there), `String too long` or, the strings joined, the
    /// higher operator refusing the string (real GW-BASIC 3.23 and the C64: `"A"+1/0`
    /// and `"A"*(1/0)` are `Type mismatch`, `"A"+(1/0)` is `Division by zero`).
    fn string_operand_checks(
        &mut self,
        op: BinOp,
        left: &[u8],
        right: &Expr<P::Num>,
    ) -> Result<(), BasicError> {
        use BinOp::*;
        match op {
            Eq | Ne | Lt | Gt | Le | Ge | Any => Ok(()),
            Add => {
                let Some(term) = cat_term(right) else {
                    return Ok(());
                };
                match self.eval(term)? {
                    Value::Str(s) if left.len() + s.len() > 255 => {
                        Err(ErrorKind::StringTooLong.into())
                    }
                    _ => Err(ErrorKind::TypeMismatch.into()),
                }
            }
            _ => Err(ErrorKind::TypeMismatch.into()),
        }
    }

    /// Runs a statement that names a file (OPEN, KILL, FILES, MKDIR, CHDIR, RMDIR, BSAVE,
    /// BLOAD) and, once it has done its work, frees the last string it made if that is
    /// still the bottom of the string space, as the statement's FRESTR of the name does
    /// after DOS took it; a statement that fails keeps it (real GW-BASIC 3.23: `OPEN
    /// CHR$(65) FOR OUTPUT AS 1` leaves FRE(0) as it was, `KILL CHR$(90)` of no file takes
    /// its byte; with `LEN=LEN(CHR$(65)+"X")` the name is not at the bottom and stays).
    pub(super) fn freeing_name(
        &mut self,
        run: impl FnOnce(&mut Self) -> Result<(), BasicError>,
    ) -> Result<(), BasicError> {
        let before = self.store.mem.temporary();
        run(self)?;
        if let Some(name) = self.store.mem.temporary() {
            if before.is_none_or(|b| !Rc::ptr_eq(&b, &name)) {
                self.store.mem.release_temporary(&name);
            }
        }
        Ok(())
    }

    /// Evaluates an argument that must be 0..255 (`?FC ERROR` otherwise).
    pub(super) fn eval_byte(&mut self, e: &Expr<P::Num>) -> Result<u8, BasicError> {
        let n = self.eval_index(e)?;
        u8::try_from(n).map_err(|_| ErrorKind::IllegalQuantity.into())
    }

    /// An array element's value, noting whether its string is in the string space. Kept
    /// out of line: inlined, its subscript buffer would enlarge every frame of the
    /// recursive evaluator (measured: c64 and altair BM3-BM6 a third slower).
    #[inline(never)]
    fn read_element(
        &mut self,
        v: VarRef,
        subs: &[Expr<P::Num>],
    ) -> Result<Value<P::Num>, BasicError> {
        let idx = self.element_index(v, subs)?;
        if let Some(addr) = super::arrayhead::raw_address(idx) {
            self.element_heap = false;
            self.element_field = false;
            return Ok(self.raw_element(v, addr));
        }
        // In range: element_index made the array and checked the index against it.
        let (value, heap) = self.store.element(v, idx).ok_or(ErrorKind::BadSubscript)?;
        self.element_heap = heap;
        // A FIELD element's string lies in the file's buffer, below TXTTAB: LET copies it
        // as it copies a FIELD variable's (real GW-BASIC 3.23: `S$=F$(0)` takes a byte).
        self.element_field = self.store.mem.layout.segment.is_some()
            && (!self.files.is_empty() || !self.closed_fields.is_empty())
            && self.field_place((v.name, Some(idx))).is_some();
        Ok(value)
    }

    /// The flat index of an array element, creating the array with bounds 10 if needed.
    #[inline(never)]
    pub(super) fn element_index(
        &mut self,
        v: VarRef,
        subs: &[Expr<P::Num>],
    ) -> Result<usize, BasicError> {
        // One subscript is most arrays (BM7's `M(L)`, the sieve's `F%(I)`): its index is
        // checked against the one bound without the general path's subscript buffer. The
        // checks and their order are the general path's: the subscript's own conversion,
        // a negative subscript, one below OPTION BASE, then the array (made if new), then
        // its bound.
        let [sub] = subs else {
            return self.element_index_many(v, subs);
        };
        let i = self.subscript(sub, 0, v)?;
        let base = self.check_subscript(i)?;
        self.search_array(v)?;
        if let Some(arr) = self.store.arrays.at(self.store.array_slot(v)) {
            if arr.bounds.is_some() || arr.ndims.is_some() {
                return self.poked_element(v, &[i], base);
            }
            return Ok(arr.index_one(i, base)?);
        }
        let arr = self.store.array_mut(v, 1)?;
        Ok(arr.index_one(i, base)?)
    }

    /// [`Self::element_index`] for two or more subscripts (or none).
    #[inline(never)]
    fn element_index_many(
        &mut self,
        v: VarRef,
        subs: &[Expr<P::Num>],
    ) -> Result<usize, BasicError> {
        // Most arrays have few dimensions: their subscripts stay on the host's stack rather
        // than in an allocation per access.
        let mut small = [0i32; 4];
        let mut large = Vec::new();
        let idx: &mut [i32] = if subs.len() <= small.len() {
            &mut small[..subs.len()]
        } else {
            large.resize(subs.len(), 0);
            &mut large
        };
        let mut base = 0;
        for (k, (slot, s)) in idx.iter_mut().zip(subs).enumerate() {
            let i = self.subscript(s, k, v)?;
            base = self.check_subscript(i)?;
            *slot = i;
        }
        self.search_array(v)?;
        // An array that exists is looked up once (`array_mut` would look twice).
        if let Some(arr) = self.store.array(v) {
            if arr.bounds.is_some() || arr.ndims.is_some() {
                let subs = idx.to_vec();
                return self.poked_element(v, &subs, base);
            }
            return Ok(arr.index(idx, base)?);
        }
        let arr = self.store.array_mut(v, subs.len())?;
        Ok(arr.index(idx, base)?)
    }

    /// The checks GW's PTRGET makes on each subscript as soon as it is evaluated, before
    /// the next one and before the array is looked up or made (BIPTRG.ASM INDLOP/LNGNAM):
    /// a negative one is `Illegal function call` (INTIDX), 0 after OPTION BASE 1 is
    /// `Subscript out of range` (BSERR), so `A(0)` makes no array there. Gives the base.
    pub(super) fn check_subscript(&self, i: i32) -> Result<i32, BasicError> {
        if i < 0 {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        let base = i32::from(self.store.option_base.unwrap_or(0));
        if i < base {
            return Err(ErrorKind::BadSubscript.into());
        }
        Ok(base)
    }

    /// Stores a value; a string is copied into the string space, as the statements that
    /// read or make one (INPUT, GET, SWAP) did.
    pub(super) fn assign(
        &mut self,
        target: &LValue<P::Num>,
        v: Value<P::Num>,
    ) -> Result<(), BasicError> {
        if let Value::Str(s) = &v {
            self.store.mem.allocate_string(s.len())?;
        }
        self.assign_held(target, v, true)
    }

    /// Stores a value whose string is in the string space if `heap` (else in the program).
    pub(super) fn assign_held(
        &mut self,
        target: &LValue<P::Num>,
        v: Value<P::Num>,
        heap: bool,
    ) -> Result<(), BasicError> {
        // A number travels as a bare number (`fit_single_num`, then `Store::set_num` or
        // `Store::set_element_num`): a string space flag means nothing for it. As before,
        // the value is fitted to the target's type before the subscripts are evaluated.
        match (target, v) {
            (LValue::Var(var), Value::Num(n)) => {
                let n = self.fit_num(*var, n)?;
                if !self.store.type_bytes.is_empty() && self.poked_store(*var, &Value::Num(n))? {
                    return Ok(());
                }
                self.store.set_num(*var, n)?;
                Ok(())
            }
            (LValue::Element(var, subs), Value::Num(n)) => self.assign_element_num(*var, subs, n),
            (LValue::Var(var), v) => {
                if !self.store.type_bytes.is_empty() {
                    self.poked_store(*var, &v)?;
                }
                Ok(self.store.set_held(*var, v, heap)?)
            }
            (LValue::Element(var, subs), v) => {
                let idx = self.element_index(*var, subs)?;
                Ok(self.store.set_element(*var, idx, v, heap)?)
            }
        }
    }

    /// Whether `e` gives a number or an error, never a string: LET and IF then evaluate it
    /// with `eval_n`, whose number comes back in registers, where `eval`'s `Result<Value>`
    /// came back through memory and was read in pieces (a store-forwarding stall on gw).
    /// `eval_n` is `eval(e)?.num()`, so for such an expression nothing else can differ.
    #[inline(always)]
    pub(super) fn number_only(&self, e: &Expr<P::Num>) -> bool {
        self.never_string(e, numeval::LOOK_DEPTH)
    }

    /// `eval_n` of a bare numeric variable (`M(L)=A`'s `A`, a subscript `L`) without the
    /// call: its steps exactly (the evaluation depth, the stack room of a leaf, the value).
    #[inline(always)]
    pub(super) fn eval_var_num(&mut self, v: VarRef) -> Result<P::Num, BasicError> {
        if self.eval_depth >= MAX_EVAL_DEPTH {
            return Err(ErrorKind::OutOfMemory.into());
        }
        self.leaf_room(self.store.mem.base)?;
        if !self.store.type_bytes.is_empty() {
            return self.poked_scalar_num(v);
        }
        Ok(self.store.get_num(v)?)
    }

    /// [`Self::fit_single_num`] with its test made where the number is: only a GW double
    /// can need fitting. Called, the number went to it and back through memory, and gw's
    /// LET stalled reading it whole after it was stored in pieces (perf, gw BM7: 5 % of
    /// the run in `fit_single_num`, nearly all on that load).
    #[inline(always)]
    pub(super) fn fit_num(&mut self, var: VarRef, n: P::Num) -> Result<P::Num, BasicError> {
        if P::arithmetic_errors_warn() && n.kind() == NumKind::Double {
            return self.fit_single_num(var, n);
        }
        Ok(n)
    }

    /// A number stored into an element (LET's `M(L)=A`, READ, INPUT): the number fitted to
    /// the array's type first, then the subscripts, as [`Self::assign_held`] always did.
    /// Always inlined into LET: a call's frame was 21 instructions of the store's 180
    /// (callgrind, c64 BM7).
    #[inline(always)]
    pub(super) fn assign_element_num(
        &mut self,
        var: VarRef,
        subs: &[Expr<P::Num>],
        n: P::Num,
    ) -> Result<(), BasicError> {
        let n = self.fit_num(var, n)?;
        if let [Expr::Var(sub)] = subs {
            if let VarType::Num(kind) = self.store.type_of(var) {
                let slot = self.store.array_slot(var);
                // A one-dimensional numeric array that exists: the whole store in one place.
                let poked = self.store.size_poked;
                let plain = self
                    .store
                    .arrays
                    .at(slot)
                    .filter(|a| !poked && a.bounds.is_none() && a.ndims.is_none());
                if let Some(&[dim]) = plain.map(|a| a.dims.as_slice()) {
                    return self.store_by_var(slot, kind, dim, *sub, n);
                }
            }
        }
        let idx = self.element_index(var, subs)?;
        if let Some(addr) = super::arrayhead::raw_address(idx) {
            self.set_raw_element(var, addr, n);
            return Ok(());
        }
        Ok(self.store.set_element_num(var, idx, n)?)
    }

    /// LET into an element in GW's order: PTRGET finds the element (each subscript read
    /// and made an index, the array made or found, the bound checked) before FRMEVL reads
    /// the value, whose faults and conversion to the element's type come after (GWMAIN.ASM
    /// `LET`; real GW-BASIC 3.23: `A(1/0)=LOG(0)` is 11, `A(11)=LOG(0)` and
    /// `A%(11)=40000` 9, `A(-1)=1/0` 5).
    pub(super) fn let_element(
        &mut self,
        target: &LValue<P::Num>,
        var: VarRef,
        subs: &[Expr<P::Num>],
        expr: &Expr<P::Num>,
    ) -> Result<(), BasicError> {
        let idx = self.element_index(var, subs);
        self.count_element(idx.is_err());
        let idx = idx?;
        let v = if self.number_only(expr) {
            Value::Num(self.eval_n(expr)?)
        } else {
            self.eval(expr)?
        };
        match v {
            Value::Num(n) => {
                let n = self.fit_num(var, n)?;
                if let Some(addr) = super::arrayhead::raw_address(idx) {
                    self.set_raw_element(var, addr, n);
                    return Ok(());
                }
                Ok(self.store.set_element_num(var, idx, n)?)
            }
            v => {
                let heap = self.held_in_string_space(expr, &v)?;
                if !self.files.is_empty() || !self.closed_fields.is_empty() {
                    self.detach_field(target)?;
                }
                self.store.set_element(var, idx, v, heap)?;
                self.store.mem.places.hint = None;
                Ok(())
            }
        }
    }

    /// [`Self::assign_element_num`] for the commonest store, a number into a one-dimensional
    /// numeric array that exists (in `slot`, `dim` elements of `kind`) by one subscript that
    /// is a variable (`M(L)=A`, `F%(I)=1`). The checks and their order are the general
    /// path's (`eval_num` of a variable: depth, stack room; `eval_index`'s conversion; a
    /// negative subscript; the bound; then the element's conversion), without its calls and
    /// repeated lookups of the array and its type, whose frames and `Result`s cost more than
    /// the checks (callgrind, c64 BM7: about 200 instructions a store before).
    #[inline(always)]
    fn store_by_var(
        &mut self,
        slot: usize,
        kind: NumKind,
        dim: usize,
        sub: VarRef,
        n: P::Num,
    ) -> Result<(), BasicError> {
        let s = self.eval_var_num(sub)?;
        let i = if P::integer_arguments() {
            // As `eval_index`: CINT first, past -32768..32767 is `Overflow`.
            i32::from(s.to_i16().map_err(|_| ErrorKind::Overflow)?)
        } else {
            s.to_i32()?
        };
        if i < 0 {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        let base = i32::from(self.store.option_base.unwrap_or(0));
        if i < base || (i - base) as usize >= dim {
            return Err(ErrorKind::BadSubscript.into());
        }
        // After OPTION BASE 1 element 1 is the first stored (see `Array::dims`).
        let i = i - base;
        let n = n.to_kind(kind).map_err(ErrorKind::from)?;
        match self
            .store
            .arrays
            .at_mut(slot)
            .and_then(|a| a.data.get_mut(i as usize))
        {
            Some(Value::Num(old)) => {
                *old = n;
                Ok(())
            }
            _ => Err(ErrorKind::BadSubscript.into()),
        }
    }

    /// Whether the target just read by `lvalue_get` holds its string in the string space.
    pub(super) fn lvalue_heap(&self, target: &LValue<P::Num>) -> bool {
        match target {
            LValue::Var(var) => self.store.holds_heap(*var),
            LValue::Element(..) => self.element_heap,
        }
    }

    /// The value of an assignment target.
    pub(super) fn lvalue_get(
        &mut self,
        target: &LValue<P::Num>,
    ) -> Result<Value<P::Num>, BasicError> {
        match target {
            LValue::Var(var) => Ok(self.store.get(*var)),
            LValue::Element(var, subs) => self.eval(&Expr::Element(*var, subs.clone())),
        }
    }

    /// A value about to be stored into `var`, with a double too large for a single variable
    /// already made the largest single after GW's `Overflow` warning ([`Self::convert`]).
    /// Only a double can be too large for a single: that is tested first, so that the
    /// common stores do not look up the target's type twice.
    fn fit_single(&mut self, var: VarRef, v: Value<P::Num>) -> Result<Value<P::Num>, BasicError> {
        match v {
            Value::Num(n) => Ok(Value::Num(self.fit_single_num(var, n)?)),
            v => Ok(v),
        }
    }

    /// The number part of [`Self::fit_single`], for stores that carry a bare number
    /// (LET's fast path into `Store::set_num`).
    #[inline]
    pub(super) fn fit_single_num(&mut self, var: VarRef, n: P::Num) -> Result<P::Num, BasicError> {
        if n.kind() == NumKind::Double
            && P::arithmetic_errors_warn()
            && self.store.type_of(var) == VarType::Num(NumKind::Single)
        {
            return self.convert(n, NumKind::Single);
        }
        Ok(n)
    }

    /// `n` converted to `kind` (a store, `CSNG`, a FOR's values). On GW a double too large
    /// for a single is not an error: it warns `Overflow` and goes on with the largest single
    /// of its sign (PC-BASIC: `A!=1D300`, `CSNG(A#)`, `FOR X=A# TO 1`; the conversion
    /// overflows as GW-BASIC's FRCSNG does, through the math package's overflow handler).
    pub(super) fn convert(&mut self, n: P::Num, kind: NumKind) -> Result<P::Num, BasicError> {
        match n.to_kind(kind) {
            Ok(v) => Ok(v),
            Err(e) if kind == NumKind::Single => self.arith(Err(e), FaultOp::ToSingle, n, n),
            Err(e) => Err(ErrorKind::from(e).into()),
        }
    }

    /// The result of `lhs op rhs`. On GW an overflow or division by zero prints its warning
    /// and goes on with the value the core says the machine went on with; an overflow of the
    /// integer operations `\\` and `MOD` stops the program all the same (PC-BASIC).
    #[inline]
    pub(super) fn arith(
        &mut self,
        r: Result<P::Num, NumError>,
        op: FaultOp,
        lhs: P::Num,
        rhs: P::Num,
    ) -> Result<P::Num, BasicError> {
        match r {
            Ok(n) => Ok(n),
            Err(e) => self.arith_fault(e, op, lhs, rhs),
        }
    }

    /// [`Self::arith`]'s faults, out of the way of every successful operation.
    #[cold]
    #[inline(never)]
    fn arith_fault(
        &mut self,
        e: NumError,
        op: FaultOp,
        lhs: P::Num,
        rhs: P::Num,
    ) -> Result<P::Num, BasicError> {
        match e {
            NumError::Overflow if op == FaultOp::IntDiv => Err(ErrorKind::Overflow.into()),
            // GW's integer `-` forces a difference with -32768 back to an integer (`$FI`):
            // beyond 16 bits that is the error, not the warning
            NumError::Overflow
                if op == FaultOp::Sub
                    && lhs.kind() == NumKind::Integer
                    && rhs.kind() == NumKind::Integer =>
            {
                Err(ErrorKind::Overflow.into())
            }
            NumError::Overflow | NumError::DivisionByZero
                if P::arithmetic_errors_warn() && !self.trapping() =>
            {
                self.warn(ErrorKind::from(e));
                Ok(P::Num::fault_value(op, lhs, rhs))
            }
            e => Err(ErrorKind::from(e).into()),
        }
    }

    fn binary(
        &mut self,
        op: BinOp,
        l: Value<P::Num>,
        r: Value<P::Num>,
    ) -> Result<Value<P::Num>, BasicError> {
        if let (Value::Str(a), Value::Str(b)) = (&l, &r) {
            return match op {
                BinOp::Add => {
                    if a.len() + b.len() > P::max_string_len() {
                        return Err(ErrorKind::StringTooLong.into());
                    }
                    Ok(Value::Str(join(a, b)))
                }
                _ => match relation(op, a.as_ref().cmp(b.as_ref())) {
                    Some(t) => Ok(self.truth(t)),
                    None => Err(ErrorKind::TypeMismatch.into()),
                },
            };
        }
        let a = l.num()?;
        let b = r.num()?;
        Ok(Value::Num(self.num_op(op, a, b)?))
    }

    /// `l + p` for a string `l` and a string function's result `p` (what [`Self::binary`]
    /// does with `p` made into a string). When the joined string would be too long, `p`
    /// stays behind as the newest temporary, as the function's own string would have.
    fn join_part(&mut self, l: Value<P::Num>, p: Part) -> Result<Value<P::Num>, BasicError> {
        let Value::Str(a) = &l else {
            return self.binary(BinOp::Add, l, Value::Str(p.into_rc()));
        };
        if a.len() + p.bytes().len() > P::max_string_len() {
            self.store.mem.made_temporary(&p.into_rc());
            return Err(ErrorKind::StringTooLong.into());
        }
        Ok(Value::Str(join(a, p.bytes())))
    }

    /// The number for a truth value (-1 or 0 on Microsoft's machines).
    pub(super) fn truth(&self, t: bool) -> Value<P::Num> {
        Value::Num(P::Num::from_i32(if t { P::true_value() } else { 0 }))
    }

    /// Calls a DEF FN function: the parameters are set for the body and restored after.
    /// The bytes a parameter takes in GW's parameter block (PARM1): a variable's entry.
    fn param_bytes(&self, p: VarRef) -> u32 {
        let layout = &self.store.mem.layout;
        let value = super::value::sized(&layout.scalar_value, self.store.type_of(p));
        layout.scalar_header + self.store.name_extra(p) + value
    }

    /// An expression whose first term is `FNx(...)` where FNx is now defined without a
    /// parameter list (a later `DEF FNx=...`): the call takes no arguments (GWEVAL.ASM
    /// `FINVLS`) and leaves the text pointer at the `(`, where the expression ends; in a
    /// PRINT list the rest is the next item (real GW-BASIC 3.23: after `DEF FNA=3`, `PRINT
    /// FNA(5)` prints 3 and 5, `PRINT FNA(1)+1` 3 and 2, `PRINT FNA(5,6)` 3, then `Syntax
    /// error`). The function's name and the rest: the expression with the call replaced by
    /// its one argument, or `None` for a list of more (not an expression).
    pub(super) fn fn_then_item(&self, e: &Expr<P::Num>) -> Option<(VarRef, Option<Expr<P::Num>>)> {
        // Only a dialect that reads DEF's body at the call keeps the old call's text.
        if !P::def_body_read_at_call() {
            return None;
        }
        let mut first = e;
        while let Expr::Binary(_, a, _) = first {
            first = a;
        }
        let Expr::Fn(name, args) = first else {
            return None;
        };
        let f = self.fns.get(&(name.name, self.store.type_of(*name)))?;
        if !f.params.is_empty() || f.moved || args.is_empty() {
            return None;
        }
        fn rest<N: Clone>(e: &Expr<N>, arg: &Expr<N>) -> Expr<N> {
            match e {
                Expr::Binary(op, a, b) => Expr::Binary(*op, Box::new(rest(a, arg)), b.clone()),
                _ => arg.clone(),
            }
        }
        let rest = match &args[..] {
            [arg] => Some(rest(e, arg)),
            _ => None,
        };
        Some((*name, rest))
    }

    /// The expression LET evaluates when `e` calls, outside any parentheses or argument
    /// list, a function now defined without a parameter list with arguments: FRMEVL stops
    /// at that call's `(` (GWEVAL.ASM `FINVLS` leaves the text pointer there), so the
    /// value is the call without arguments and the terms before it in the text (real
    /// GW-BASIC 3.23: after `DEF FNA(X)=X` and `DEF FNA=5`, `Y=7+FNA(4)` sets Y to 12 and
    /// `Z$=FNA(1)` is `Type mismatch`, each before the `Syntax error` at the `(`).
    pub(super) fn before_listless_call(&self, e: &Expr<P::Num>) -> Option<Expr<P::Num>> {
        match e {
            Expr::Fn(name, args) if !args.is_empty() => {
                let f = self.fns.get(&(name.name, self.store.type_of(*name)))?;
                (f.params.is_empty() && !f.moved).then(|| Expr::Fn(*name, Vec::new()))
            }
            Expr::Binary(op, a, b) => match self.before_listless_call(a) {
                Some(t) => Some(t),
                None => self
                    .before_listless_call(b)
                    .map(|t| Expr::Binary(*op, a.clone(), Box::new(t))),
            },
            Expr::Neg(x) => self.before_listless_call(x).map(|t| Expr::Neg(Box::new(t))),
            Expr::Not(x) => self.before_listless_call(x).map(|t| Expr::Not(Box::new(t))),
            _ => None,
        }
    }

    /// LET whose expression stops at a listless call's `(` ([`Self::before_listless_call`]):
    /// the value before it is assigned (or refused for its type), then the rest of the
    /// statement is a syntax error.
    pub(super) fn let_before_listless(
        &mut self,
        target: &LValue<P::Num>,
        e: &Expr<P::Num>,
    ) -> Result<bool, BasicError> {
        if !P::def_body_read_at_call() || self.fns.is_empty() {
            return Ok(false);
        }
        let Some(t) = self.before_listless_call(e) else {
            return Ok(false);
        };
        if let LValue::Var(v) = target {
            self.store.touch(*v)?;
        }
        let v = self.eval(&t)?;
        let heap = self.held_in_string_space(&t, &v)?;
        self.assign_held(target, v, heap)?;
        Err(ErrorKind::Syntax.into())
    }

    pub(super) fn call_fn(
        &mut self,
        name: VarRef,
        args: &[Expr<P::Num>],
        fault: Option<ErrorKind>,
    ) -> Result<Value<P::Num>, BasicError> {
        let ty = self.store.type_of(name);
        let Some(f) = self.fns.get(&(name.name, ty)).cloned() else {
            self.store.enter_function(name)?;
            return Err(ErrorKind::UndefinedFunction.into());
        };
        // The entry's text pointer reads whatever the merged lines put there: the
        // parameter list is not found (real GW-BASIC 3.23, a line merged before the DEF).
        if f.moved || (f.params.is_empty() && (fault.is_some() || !args.is_empty())) {
            return Err(ErrorKind::Syntax.into());
        }
        let stack = self.store.mem.layout.stack;
        let mut values = Vec::with_capacity(args.len());
        for (i, (a, p)) in args.iter().zip(&f.params).enumerate() {
            // The call's PTRGET makes a parameter no DEF made before its argument is read
            // (GWEVAL.ASM `ASGMOR`: PTRGET, then FRMEVL; real GW-BASIC 3.23: `FNA(1,2)`
            // after `DEF FNA(A(1),B)` makes the plain A, 8 bytes, before its syntax error).
            if f.unmade == Some(i) {
                self.store.define_parameters(std::slice::from_ref(p))?;
            }
            // Each argument is converted to its parameter's type as it is taken (PC-BASIC
            // `UserFunction.evaluate`: `FNA(A#)` with a double too large warns `Overflow`).
            // GW: the arguments before it wait on the stack (FNDOER, ASGMOR).
            let v = match stack.typed {
                Some(t) => {
                    let cost = stack.user_function + t.fn_argument * i as u32;
                    self.nested(cost, |m| m.eval(a))?
                }
                None => self.nested(stack.fn_argument, |m| m.eval(a))?,
            };
            // DOCNVF converts it at once: a string for a number (or the other way) is
            // `Type mismatch` before the next argument is read (`FNB("A",` is 13).
            if matches!(v, Value::Str(_)) != (self.store.type_of(*p) == VarType::Str) {
                return Err(ErrorKind::TypeMismatch.into());
            }
            // An integer parameter takes its value at once too: 32768 is `Overflow` before
            // an extra argument's syntax error (real GW-BASIC 3.23: `FNA(32768,0)` for
            // `DEF FNA(I%)` is 6).
            let v = match (v, self.store.type_of(*p)) {
                (Value::Num(n), VarType::Num(NumKind::Integer)) => {
                    Value::Num(self.convert(n, NumKind::Integer)?)
                }
                (v, _) => self.fit_single(*p, v)?,
            };
            values.push(v);
        }
        // The arguments are bound one by one against the parameter list: one too many is
        // the parameter list's missing comma, one too few its missing `)`, both syntax
        // errors once the arguments they pair were taken; a list that went wrong while a
        // parameter was still to bind raises its own error then (`FNA(` is 22: GWEVAL.ASM
        // `ASGMOR`, `FINASG`).
        if let Some(kind) = fault {
            return Err(if args.len() < f.params.len() {
                kind
            } else {
                ErrorKind::Syntax
            }
            .into());
        }
        if args.len() != f.params.len() {
            return Err(ErrorKind::Syntax.into());
        }
        if self.fn_depth >= MAX_FN_DEPTH {
            return Err(ErrorKind::OutOfMemory.into());
        }
        let saved: Vec<_> = f
            .params
            .iter()
            .map(|p| (self.store.get(*p), self.store.holds_heap(*p)))
            .collect();
        // Each parameter is bound as LET assigns (GWEVAL.ASM `POPASG`: LETCN4): a literal
        // is pointed at, a string an argument made is taken over, a variable's is copied
        // (real GW-BASIC 3.23: `FNA(1,"ABC")` leaves FRE(0) as it was).
        for ((p, v), a) in f.params.iter().zip(values).zip(args) {
            let heap = self.held_in_string_space(a, &v)?;
            self.store.set_held(*p, v, heap)?;
        }
        self.fn_depth += 1;
        let result = match stack.typed {
            // GW: the body from FNDOER's frame, over the enclosing FN's parameter block.
            Some(t) => {
                let outer = self.store.mem.fn_block;
                self.store.mem.fn_block = f.params.iter().map(|p| self.param_bytes(*p)).sum();
                let r = self.nested(t.fn_body + outer, |m| m.eval(&f.body));
                self.store.mem.fn_block = outer;
                r
            }
            None => self.nested(stack.user_function, |m| m.eval(&f.body)),
        };
        self.fn_depth -= 1;
        // The body's constants were scanned in the DEF's line (`exec/contxt.rs`).
        if self.contxt.live {
            self.contxt_fn(f.line, name.name);
        }
        // The parameters' old descriptors come back as they were (nothing is copied).
        for (p, (v, heap)) in f.params.iter().zip(saved) {
            self.store.set_held(*p, v, heap)?;
        }
        let v = result?;
        // A string result that is a variable's (a parameter's or any other: FACLO at or
        // past DSCTMP) is copied into a temporary before the parameters come back
        // (GWEVAL.ASM `FNDOER`: STRCPY, PUTTMP; real GW-BASIC 3.23: `Q$=FNI$("P")` with
        // `DEF FNI$(A$)=A$` takes a byte of string space, `Q$=FNG$+FNI$("Z")` six).
        let v = match v {
            Value::Str(s) if P::gw_string_order() && is_variable(&f.body) => {
                self.temporary()?;
                self.store.mem.allocate_string(s.len())?;
                let copy: Rc<[u8]> = Rc::from(&s[..]);
                self.store.mem.made_temporary(&copy);
                Value::Str(copy)
            }
            v => v,
        };
        Ok(v.coerce(ty)?)
    }
}

/// Whether evaluating `e` leaves FACLO pointing at a variable's descriptor (no temporary).
fn is_variable<N>(e: &Expr<N>) -> bool {
    match e {
        Expr::Var(_) | Expr::Element(..) => true,
        Expr::Paren(a) => is_variable(a),
        _ => false,
    }
}

/// `a` and `b` joined in one allocation of the joined length: built on the host's stack
/// (a machine's strings are at most 255 bytes), then copied once into the `Rc`.
/// The first term of `e` when `e` is an operation that binds tighter than `+` written
/// without parentheses (`1/0` in `"A"+1/0`): the one CAT's `EVAL` reads.
fn cat_term<N>(e: &Expr<N>) -> Option<&Expr<N>> {
    let mut e = e;
    let mut inside = false;
    loop {
        match e {
            Expr::Binary(
                BinOp::Pow | BinOp::Mul | BinOp::Div | BinOp::IntDiv | BinOp::Mod,
                a,
                _,
            ) => {
                e = a;
                inside = true;
            }
            Expr::Pure(p) => e = &p.tree,
            _ => return inside.then_some(e),
        }
    }
}

fn join(a: &[u8], b: &[u8]) -> Rc<[u8]> {
    let n = a.len() + b.len();
    let mut buf = [0u8; 256];
    match buf.get_mut(..n) {
        Some(out) => {
            out[..a.len()].copy_from_slice(a);
            out[a.len()..].copy_from_slice(b);
            Rc::from(&*out)
        }
        None => {
            let mut v = Vec::with_capacity(n);
            v.extend_from_slice(a);
            v.extend_from_slice(b);
            Rc::from(v)
        }
    }
}

/// Whether a relation holds for an ordering; `None` for an operator that is not a relation.
#[inline(always)]
pub(super) fn relation(op: BinOp, ord: Ordering) -> Option<bool> {
    Some(match op {
        BinOp::Eq => ord == Ordering::Equal,
        BinOp::Ne => ord != Ordering::Equal,
        BinOp::Lt => ord == Ordering::Less,
        BinOp::Gt => ord == Ordering::Greater,
        BinOp::Le => ord != Ordering::Greater,
        BinOp::Ge => ord != Ordering::Less,
        BinOp::Any => true,
        _ => return None,
    })
}

/// The bytes of string space an operand's value takes when its expression made it (not a
/// literal in the program, not a variable's own string).
fn made_len<N>(e: &Expr<N>, v: &Value<N>) -> usize {
    let mut e = e;
    while let Expr::Paren(inner) = e {
        e = inner;
    }
    match (e, v) {
        (Expr::Str(_) | Expr::Var(_) | Expr::Element(..), _) => 0,
        (_, Value::Str(s)) => s.len(),
        _ => 0,
    }
}
