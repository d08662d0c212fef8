//! CHR$, LEFT$, RIGHT$ and MID$ whose result is joined at once (`A$=A$+CHR$(65+X)`,
//! `MID$(A$,3,5)+LEFT$(A$,2)`): the result's bytes are copied straight into the joined
//! string, rather than first into a string of their own that is dropped after the join.
//!
//! What the machine sees does not change: the same arguments are read in the same order
//! with the same errors, the same bytes are taken from the string space (a temporary the
//! size of the result, then the joined string), and where the temporary would be left
//! behind by an error, it is (`Memory::made_temporary`).

use std::ops::Range;
use std::rc::Rc;

use super::super::{Machine, Value, MAX_EVAL_DEPTH};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::Number;
use crate::parse::{Builtin, Expr};

/// Whether `f` is one of the functions GW's ISFUN takes a string and a byte for (`LEFT$`,
/// `RIGHT$`, `MID$`: no PARCHK around the first argument).
pub(in crate::exec) fn string_function(f: Builtin) -> bool {
    matches!(f, Builtin::Left | Builtin::Right | Builtin::Mid)
}

/// The bytes a built-in keeps on the stack while its arguments are evaluated. EVAL answers
/// some itself (GWEVAL.ASM `NTERC` and on): one without arguments (ERR, ERL, CSRLIN, TIMER)
/// asks for nothing, VARPTR only PTRGET's (its subscripts' own), STRING$ what LEFT$ does
/// (STRNG$ reads its argument with FRMPRN, no PARCHK: measured `X$=STRING$(2,65)` 18
/// bytes, `X=CHR$(65)` 20).
pub(in crate::exec) fn call_cost(
    stack: &crate::memory::StackModel,
    f: Builtin,
    args: usize,
) -> u32 {
    if stack.typed.is_none() {
        // The 8080 and 6502 BASICs: one cost for every function, as measured there.
        return stack.function_cost(string_function(f));
    }
    match f {
        _ if args == 0 => 0,
        Builtin::Varptr | Builtin::VarptrStr => 0,
        Builtin::StringFn => stack.function_cost(true),
        _ => stack.function_cost(string_function(f)),
    }
}

/// A string function's result, still where its bytes are.
pub(in crate::exec) enum Part {
    /// CHR$'s character.
    Byte(u8),
    /// LEFT$, RIGHT$ or MID$: a range of the argument's string.
    Slice(Rc<[u8]>, Range<usize>),
}

impl Part {
    /// The result's bytes.
    pub(in crate::exec) fn bytes(&self) -> &[u8] {
        match self {
            Part::Byte(c) => std::slice::from_ref(c),
            Part::Slice(s, r) => &s[r.clone()],
        }
    }

    /// The result as a string of its own (always a new one, as the function made it).
    pub(in crate::exec) fn into_rc(self) -> Rc<[u8]> {
        Rc::from(self.bytes())
    }
}

/// Whether `e` is a call [`Machine::string_part`] evaluates.
pub(in crate::exec) fn is_part<N>(e: &Expr<N>) -> bool {
    matches!(
        e,
        Expr::Call(
            Builtin::Chr | Builtin::Left | Builtin::Right | Builtin::Mid,
            _
        )
    )
}

impl<P: Profile> Machine<P> {
    /// `eval(e)` for a call [`is_part`] accepts, up to the point where the result would be
    /// noted as the newest temporary: the caller notes it if anything fails before the
    /// join (after the join the joined string takes its place either way).
    pub(in crate::exec) fn string_part(&mut self, e: &Expr<P::Num>) -> Result<Part, BasicError> {
        let Expr::Call(f, args) = e else {
            return Err(ErrorKind::Syntax.into());
        };
        if self.eval_depth >= MAX_EVAL_DEPTH {
            return Err(ErrorKind::OutOfMemory.into());
        }
        let base = self.store.mem.base;
        self.framed(base, |m| {
            let cost = call_cost(&m.store.mem.layout.stack, *f, args.len());
            let before = m.store.mem.temporary();
            let p = m.nested(cost, |m| m.part_call(*f, args));
            m.count_call(p.is_err());
            let p = p?;
            m.temporary()?;
            m.store.mem.allocate_string(p.bytes().len())?;
            // An empty LEFT$/RIGHT$/MID$ result is placed with its argument still the
            // bottom of the string space, which FRETMP then gives back, as `call` does
            // (real GW-BASIC 3.23: `A$+LEFT$(STR$(1),0)` leaves FRE(0) as it was).
            if P::gw_string_order() && p.bytes().is_empty() && string_function(*f) {
                if let Some(t) = m.store.mem.temporary() {
                    if !before.as_ref().is_some_and(|b| Rc::ptr_eq(b, &t)) {
                        m.store.mem.release_temporary(&t);
                    }
                }
            }
            Ok(p)
        })
    }

    /// CHR$, LEFT$, RIGHT$, MID$ (`call`'s arms): the arguments read and checked in the
    /// machine's order. Any other function is called and its string taken whole.
    pub(in crate::exec) fn part_call(
        &mut self,
        f: Builtin,
        args: &[Expr<P::Num>],
    ) -> Result<Part, BasicError> {
        match (f, args) {
            (Builtin::Chr, [x]) if P::gw_string_order() => {
                // STRIN1 takes the byte before CONINT checks the code: a bad one leaves it
                // behind (real GW-BASIC 3.23: `CHR$(256)`, `CHR$(-1)`, `CHR$("A")` each
                // cost FRE(0) a byte).
                let v = self.eval(x)?;
                let code = match v {
                    Value::Num(n) => n
                        .to_i16()
                        .map_err(|_| BasicError::from(ErrorKind::Overflow))
                        .and_then(|n| {
                            u8::try_from(n).map_err(|_| ErrorKind::IllegalQuantity.into())
                        }),
                    Value::Str(_) => Err(ErrorKind::TypeMismatch.into()),
                };
                if code.is_err() {
                    self.store.mem.last_temp = None;
                    self.store.mem.allocate_string(1)?;
                }
                if let (Ok(9), Some(t)) = (&code, self.screen.text.as_mut()) {
                    t.arm_tab();
                }
                Ok(Part::Byte(code?))
            }
            (Builtin::Chr, [x]) => Ok(Part::Byte(self.eval_byte(x)?)),
            (Builtin::Left | Builtin::Right, [s, n]) => {
                let s = self.eval(s)?.string()?;
                let n = self.later_arg(|m| m.length_arg(n));
                let n = self.checked_arg(1, true, n)?.min(s.len());
                let r = if f == Builtin::Left {
                    0..n
                } else {
                    s.len() - n..s.len()
                };
                Ok(Part::Slice(s, r))
            }
            (Builtin::Mid, [s, start, rest @ ..]) if rest.len() <= 1 => {
                let s = self.eval(s)?.string()?;
                let start = self.later_arg(|m| m.eval_byte(start));
                let start = self.checked_arg(1, true, start)? as usize;
                if start == 0 {
                    return self.checked_arg(1, false, Err(ErrorKind::IllegalQuantity.into()));
                }
                let n = match rest.first() {
                    // The third argument sits 2 bytes deeper than the second (measured:
                    // `MID$("AB",1,1)` asks for 24 bytes, `LEFT$("A",1)` for 22).
                    Some(e) => {
                        let more = self.store.mem.layout.stack.third_argument_cost();
                        let n = self.later_arg(|m| m.nested(more, |m| m.length_arg(e)));
                        self.checked_arg(2, true, n)?
                    }
                    None => 255,
                };
                let from = (start - 1).min(s.len());
                let to = (from + n).min(s.len());
                Ok(Part::Slice(s, from..to))
            }
            (Builtin::Chr | Builtin::Left | Builtin::Right | Builtin::Mid, _) => {
                Err(ErrorKind::Syntax.into())
            }
            _ => {
                let s = self.call(f, args)?.string()?;
                let len = s.len();
                Ok(Part::Slice(s, 0..len))
            }
        }
    }
}
