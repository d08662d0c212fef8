//! Built-in functions: numeric, string and machine ones.

use std::rc::Rc;

use super::{Machine, Value};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::{FaultOp, NumKind, Number, ParseContext, Random};
use crate::parse::{Builtin, Expr};

#[path = "strpart.rs"]
pub(super) mod strpart;

impl<P: Profile> Machine<P> {
    /// Calls a built-in function.
    pub(super) fn call(
        &mut self,
        f: Builtin,
        args: &[Expr<P::Num>],
    ) -> Result<Value<P::Num>, BasicError> {
        use Builtin as B;
        let arity_ok = match f {
            B::Mid => (2..=3).contains(&args.len()),
            // INSTR reads its arguments one by one and says itself where they go wrong.
            B::Instr => !args.is_empty(),
            B::Left | B::Right | B::StringFn => args.len() == 2,
            B::InputStr => (1..=3).contains(&args.len()),
            B::Inkey
            | B::Timer
            | B::Erdev
            | B::ErdevStr
            | B::Date
            | B::Time
            | B::TimeStr
            | B::Jiffies
            | B::Status
            | B::Err
            | B::Erl
            | B::Csrlin => args.is_empty(),
            B::Screen => args.len() <= 3,
            B::Point | B::IoctlStr => (1..=2).contains(&args.len()),
            B::Pmap => args.len() == 2,
            _ => args.len() == 1,
        };
        if !arity_ok {
            // LEFT$, RIGHT$ and MID$ evaluate their first argument before SYNCHR wants the
            // comma (real GW-BASIC 3.23: `LEFT$(1/0)` and `MID$(1/0)` are 11, `LEFT$("A")` 2).
            if matches!(f, B::Left | B::Right | B::Mid) && args.len() == 1 {
                self.eval(&args[0])?;
            }
            return Err(ErrorKind::Syntax.into());
        }
        let num = |m: &mut Self,
                   r: Result<P::Num, crate::num::NumError>|
         -> Result<Value<P::Num>, BasicError> {
            Ok(Value::Num(m.arith(
                r,
                FaultOp::Function,
                P::Num::from_i32(0),
                P::Num::from_i32(0),
            )?))
        };
        match f {
            B::Sgn => {
                let n = self.eval_num(&args[0])?;
                Ok(Value::Num(P::Num::from_i32(n.sign())))
            }
            B::Int => match self.eval(&args[0])? {
                Value::Str(s) if P::int_passes_strings() => Ok(Value::Str(s)),
                v => Ok(Value::Num(v.num()?.int())),
            },
            B::Fix => Ok(Value::Num(self.eval_num(&args[0])?.fix())),
            B::Abs => match self.eval(&args[0])? {
                Value::Str(s) if P::abs_passes_strings() => Ok(Value::Str(s)),
                v => Ok(Value::Num(v.num()?.abs())),
            },
            B::Sqr => {
                let n = self.eval_num(&args[0])?;
                num(self, n.sqr())
            }
            B::Exp => {
                let n = self.eval_num(&args[0])?;
                num(self, n.exp())
            }
            B::Log => {
                let n = self.eval_num(&args[0])?;
                num(self, n.log())
            }
            B::Sin => {
                let n = self.eval_num(&args[0])?;
                num(self, n.sin())
            }
            B::Cos => {
                let n = self.eval_num(&args[0])?;
                num(self, n.cos())
            }
            B::Tan => {
                let n = self.eval_num(&args[0])?;
                num(self, n.tan())
            }
            B::Atn => {
                let n = self.eval_num(&args[0])?;
                num(self, n.atn())
            }
            B::Rnd => {
                // RND is one of the single-precision functions: a double argument is made
                // single first (GWEVAL.ASM, FRCSNG before the dispatch), and overflows
                // there (real GW-BASIC 3.23: `RND(1.701411834604692D+38)` is 6).
                let mut n = self.eval_num(&args[0])?;
                if n.kind() == NumKind::Double {
                    n = self.convert(n, NumKind::Single)?;
                }
                Ok(Value::Num(self.rnd.rnd(n)))
            }
            B::Cint => Ok(Value::Num(
                self.eval_num(&args[0])?.to_kind(NumKind::Integer)?,
            )),
            B::Csng => {
                let n = self.eval_num(&args[0])?;
                Ok(Value::Num(self.convert(n, NumKind::Single)?))
            }
            B::Cdbl => Ok(Value::Num(
                self.eval_num(&args[0])?.to_kind(NumKind::Double)?,
            )),
            B::Pos => {
                self.eval(&args[0])?;
                // GW's POS is the page cursor's column (control codes that show a glyph
                // or move the cursor count; a full row reads 1).
                let column = match &self.screen.text {
                    Some(t) => t.pos() as i32 - 1,
                    None => self.screen.column as i32,
                };
                Ok(Value::Num(P::Num::from_i32(column + P::pos_origin())))
            }
            B::Fre => {
                // A string argument asks about the string space (and compacts it).
                let v = self.eval(&args[0])?;
                self.store.mem.set_frames(self.stack.bytes());
                let n = self.store.mem.fre(matches!(v, Value::Str(_)));
                Ok(Value::Num(P::Num::from_i32(n)))
            }
            B::Peek => self.peek(&args[0]),
            B::Varptr => self.varptr(&args[0]),
            B::VarptrStr => self.varptr_str(&args[0]),
            B::VarptrFile => self.varptr_file(&args[0]),
            B::Csrlin => Ok(self.csrlin()),
            B::Screen => self.screen_fn(args, None),
            // The PC's ports are 16-bit (GWEVAL.ASM `FNINP`: FRQINT, -32768..65535, else
            // Overflow); nothing answers here, so a port reads 255 as an empty one of the
            // real machine's does.
            B::Inp if P::port_word() => {
                self.eval_address(&args[0])?;
                Ok(Value::Num(P::Num::from_i32(255)))
            }
            B::Inp => {
                self.eval_num(&args[0])?;
                Ok(Value::Num(P::Num::from_i32(0)))
            }
            // LPT1 to LPT3 (0 is LPT1 too): the head's column, moved by files opened on
            // them (pcbasic-suite LPOS, PrinterBackspace1).
            B::Lpos => {
                let n = self.eval_index(&args[0])?;
                if !(0..=3).contains(&n) {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                let p = (n.max(1) - 1) as usize;
                let col = super::files::printer_column(self.lpt_head[p], self.lprint.widths[p]);
                Ok(Value::Num(P::Num::from_i32(col as i32)))
            }
            // The argument is evaluated first (PARCHK); no routine is defined that could run
            // (GW's USRTAB starts as &HFFFF, which USRFN refuses with FCERR).
            B::Usr => {
                self.eval(&args[0])?;
                Err(ErrorKind::IllegalQuantity.into())
            }
            // The clock reads as just started, so runs repeat exactly.
            B::Status => Ok(Value::Num(P::Num::from_i32(self.bus_status()))),
            B::Erdev => Ok(Value::Num(P::Num::from_i32(0))),
            B::ErdevStr => Ok(Value::Str(Rc::from(&b""[..]))),
            B::Environ => self.environ_fn(&args[0]),
            // No device here answers IOCTL$: 5 once the file is found.
            B::IoctlStr => {
                self.ioctl_file(&args[0])?;
                // A `)` missing after the number is raised once the file is found.
                if let Some(fault) = args.get(1) {
                    self.eval(fault)?;
                }
                Err(ErrorKind::IllegalQuantity.into())
            }
            B::Point => self.point_fn(args),
            B::Pmap => self.pmap_fn(args),
            // No joystick or light pen here: 0 for each argument in range (STICK 0..3,
            // STRIG 0..7, PEN 0..9; real GW-BASIC 3.23 in DOSBox with no joystick:
            // STICK(0) is 0, STICK(4) error 5). PLAY(n), n a byte (`PLAY(256)` 5), counts
            // the notes waiting.
            B::Strig | B::Stick | B::Pen | B::PlayQueue => {
                let n = self.eval_index(&args[0])?;
                let hi = match f {
                    B::Stick => 3,
                    B::Strig => 7,
                    B::Pen => 9,
                    _ => 255,
                };
                if !(0..=hi).contains(&n) {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                // PEN(6) to PEN(9) are a character row or column, counted from 1 (real
                // GW-BASIC 3.23 with no pen: 1)
                let v = if f == B::PlayQueue {
                    self.play_queue() as i32
                } else {
                    i32::from(f == B::Pen && n >= 6)
                };
                Ok(Value::Num(P::Num::from_i32(v)))
            }
            B::Timer => Ok(Value::Num(self.timer())),
            B::Date => Ok(Value::Str(Rc::from(self.date_string().as_bytes()))),
            B::Time => Ok(Value::Str(Rc::from(self.time_string().as_bytes()))),
            B::Eof | B::Lof | B::Loc => self.file_function(f, &args[0]),
            B::Mk(n) => {
                let v = self.eval_num(&args[0])?;
                let kind = match n {
                    2 => NumKind::Integer,
                    4 => NumKind::Single,
                    _ => NumKind::Double,
                };
                let v = v.to_kind(kind).map_err(ErrorKind::from)?;
                let bytes = v.to_bytes().ok_or(ErrorKind::Syntax)?;
                Ok(Value::Str(Rc::from(bytes)))
            }
            B::Cv(n) => {
                let s = self.eval(&args[0])?.string()?;
                if s.len() < usize::from(n) {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                let v = P::Num::from_bytes(&s[..usize::from(n)]).ok_or(ErrorKind::Syntax)?;
                Ok(Value::Num(v))
            }
            B::Err => Ok(Value::Num(P::Num::from_i32(i32::from(self.err.0)))),
            // ERL is a single (GWEVAL.ASM `NTERC`: INEG2 floats the line number), ERR an
            // integer: `X=ERL+ERR` keeps a single's 4 bytes on the stack for its `+`.
            B::Erl => Ok(Value::Num(
                P::Num::from_i32(i32::from(self.err.1)).to_kind(NumKind::Single)?,
            )),
            B::TimeStr => Ok(Value::Str(Rc::from(self.jiffy_string().as_bytes()))),
            B::Jiffies => Ok(Value::Num(P::Num::from_i32(self.jiffies()))),
            B::Inkey => Ok(Value::Str(Rc::from(self.inkey()))),
            B::InputStr => {
                // GETBYT takes the count (a byte); the file is found and its mode checked
                // before the `)` is read and before a count of 0 is refused (DSKCOM.ASM
                // `FIXINP`; real GW-BASIC 3.23: `INPUT$(0,#1)` with no file 1 is 54).
                let n = self.eval_index(&args[0])?;
                if !(0..=255).contains(&n) {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                if let Some(file) = args.get(1) {
                    self.input_file_found(file)?;
                }
                if let Some(fault) = args.get(2) {
                    self.eval(fault)?;
                }
                if n == 0 {
                    return Err(ErrorKind::IllegalQuantity.into());
                }
                match args.get(1) {
                    Some(file) => match self.input_file_bytes(n as usize, file) {
                        Ok(bytes) => Ok(Value::Str(Rc::from(bytes))),
                        Err(e) => {
                            // FIXINP takes the string's space (STRINI) once the file is
                            // known and before it reads: a read that fails leaves the n
                            // bytes as garbage (DSKCOM.ASM; real GW-BASIC 3.23: FRE(0)
                            // 2 bytes lower after INPUT$(2,#1) past the end).
                            if !matches!(e.kind, ErrorKind::Numbered(52 | 54)) {
                                let _ = self.store.mem.allocate_string(n as usize);
                            }
                            Err(e)
                        }
                    },
                    None => Ok(Value::Str(Rc::from(self.input_keys(n as usize)))),
                }
            }
            B::Len => {
                let s = self.eval(&args[0])?.string()?;
                Ok(Value::Num(P::Num::from_i32(s.len() as i32)))
            }
            B::Asc => {
                let s = self.eval(&args[0])?.string()?;
                let c = s.first().ok_or(ErrorKind::IllegalQuantity)?;
                Ok(Value::Num(P::Num::from_i32(i32::from(*c))))
            }
            B::Val => {
                let s = self.eval(&args[0])?.string()?;
                if P::Num::text_syntax_error(&s) {
                    return Err(ErrorKind::Syntax.into());
                }
                let Some(p) = P::Num::parse(&s, ParseContext::Val) else {
                    return Ok(Value::Num(P::Num::default()));
                };
                if p.overflow {
                    // GW warns `Overflow` (error 6 under ON ERROR) and goes on with the
                    // double maximum VAL's text made (real GW-BASIC 3.23: VAL("-1E39"))
                    self.overflow_warning()?;
                }
                Ok(Value::Num(p.value))
            }
            B::Str => {
                let n = self.eval_num(&args[0])?;
                Ok(Value::Str(Rc::from(n.format().into_bytes())))
            }
            B::Chr | B::Left | B::Right | B::Mid => {
                Ok(Value::Str(self.part_call(f, args)?.into_rc()))
            }
            B::Instr => self.instr(args),
            B::StringFn => {
                let n = self.eval_byte(&args[0]);
                let n = self.checked_arg(0, true, n)? as usize;
                let c = match self.eval(&args[1])? {
                    // The code is made an integer first (GETBYT: past -32768..32767 is
                    // `Overflow`, real GW-BASIC 3.23), then a byte.
                    Value::Num(c) => {
                        let v = if P::integer_arguments() {
                            i32::from(c.to_i16().map_err(|_| ErrorKind::Overflow)?)
                        } else {
                            c.to_i32()?
                        };
                        u8::try_from(v).map_err(|_| ErrorKind::IllegalQuantity)?
                    }
                    Value::Str(s) => *s.first().ok_or(ErrorKind::IllegalQuantity)?,
                };
                Ok(Value::Str(Rc::from(vec![c; n])))
            }
            B::Space => {
                let n = self.eval_byte(&args[0])? as usize;
                Ok(Value::Str(Rc::from(vec![b' '; n])))
            }
            B::Hex | B::Oct => {
                let n = self.eval_num(&args[0])?;
                // GW takes -32768..65535 as FRQINT reads it (MATH1.ASM FOUTH/FOUTO: an
                // unsigned word too, HEX$(32768) is 8000, but 32767.5 is `Overflow`).
                let v = if P::integer_arguments() {
                    crate::num::frqint(n).map_err(|_| ErrorKind::Overflow)?
                } else {
                    n.to_i16()? as u16
                };
                let text = if f == B::Hex {
                    format!("{v:X}")
                } else {
                    format!("{v:o}")
                };
                Ok(Value::Str(Rc::from(text.into_bytes())))
            }
        }
    }

    /// A length for LEFT$, RIGHT$ and MID$: 0..255 (the Altair refuses 0).
    fn length_arg(&mut self, e: &Expr<P::Num>) -> Result<usize, BasicError> {
        let n = self.eval_byte(e)?;
        if n == 0 && P::zero_length_is_illegal() {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        Ok(n as usize)
    }

    /// `INSTR([start,] haystack, needle)`: the position of needle from start, or 0.
    ///
    /// GW reads the arguments one at a time, converting and checking each before it looks
    /// for the next separator: a numeric first argument is the start (1..255, else `Illegal
    /// function call`, `Overflow` past an integer) and must be followed by a comma, and after
    /// the needle only `)` may come, so `INSTR(-1)` is `Illegal function call`, `INSTR(1, 1)`
    /// a type mismatch and `INSTR("E", "AB", "B")` a syntax error (GW BISTRS.ASM INSTR;
    /// pcbasic-suite INSTR).
    fn instr(&mut self, args: &[Expr<P::Num>]) -> Result<Value<P::Num>, BasicError> {
        let first = self.eval(&args[0])?;
        let (start, rest) = match first {
            Value::Str(hay) => (1, (Some(hay), &args[1..])),
            Value::Num(n) => {
                // Converted as `eval_byte` does, without evaluating the argument again.
                // CONINT checks it before the comma is read: a failure waits there.
                let s = if P::integer_arguments() {
                    n.to_i16()
                        .map(i32::from)
                        .map_err(|_| BasicError::from(ErrorKind::Overflow))
                } else {
                    n.to_i32().map_err(BasicError::from)
                }
                .and_then(|s| u8::try_from(s).map_err(|_| ErrorKind::IllegalQuantity.into()));
                let s = usize::from(self.checked_arg(0, true, s)?);
                if s == 0 {
                    return self.checked_arg(0, false, Err(ErrorKind::IllegalQuantity.into()));
                }
                (s, (None, &args[1..]))
            }
        };
        let (hay, rest) = match rest {
            (Some(hay), rest) => (hay, rest),
            (None, rest) => {
                let Some(h) = rest.first() else {
                    return Err(ErrorKind::Syntax.into());
                };
                (self.eval(h)?.string()?, &rest[1..])
            }
        };
        let Some(n) = rest.first() else {
            return Err(ErrorKind::Syntax.into());
        };
        // BISTRS.ASM `INSTR`: the last argument is read (FRMEVL) and the `)` looked for
        // before FRESTR checks its type, so `INSTR("A",1,"B")` is a syntax error.
        let needle = self.eval(n)?;
        if rest.len() > 1 {
            return Err(ErrorKind::Syntax.into());
        }
        let needle = needle.string()?;
        // BISTRS.ASM `INSTR`: FRETMP frees the second string, then the first, each while it
        // is the bottom of the string space.
        self.store.mem.release_bottom(&needle);
        self.store.mem.release_bottom(&hay);
        let found = if start > hay.len() {
            0
        } else if needle.is_empty() {
            start
        } else {
            hay[start - 1..]
                .windows(needle.len())
                .position(|w| w == needle.as_ref())
                .map_or(0, |p| p + start)
        };
        Ok(Value::Num(P::Num::from_i32(found as i32)))
    }
}

impl<P: Profile> Machine<P> {
    /// A conversion that overflowed and goes on (VAL): GW prints `Overflow`, or raises
    /// error 6 when ON ERROR is set, as for an operation; the others stop with it.
    pub(super) fn overflow_warning(&mut self) -> Result<(), BasicError> {
        if !P::arithmetic_errors_warn() || self.trapping() {
            return Err(ErrorKind::Overflow.into());
        }
        self.warn(ErrorKind::Overflow);
        Ok(())
    }
    /// Where `value`'s bytes start as an offset into `target`'s when both lie in the string
    /// space (the same string, or one whose bytes are another's), else `None`.
    fn overlap(&self, target: &Rc<[u8]>, value: &Rc<[u8]>) -> Option<i64> {
        if Rc::ptr_eq(target, value) {
            return Some(0);
        }
        let places = &self.store.mem.places;
        let (t, v) = (places.address(target)?, places.address(value)?);
        if t == crate::memory::LITERAL || v == crate::memory::LITERAL {
            return None;
        }
        Some(i64::from(v) - i64::from(t))
    }

    /// The MID$ statement: up to `len` characters of the string from `start` are replaced by
    /// the value's, never past the string's end (GW-BASIC User's Guide, MID$ statement).
    pub(super) fn mid_assign(
        &mut self,
        target: &crate::parse::LValue<P::Num>,
        start: Option<&Expr<P::Num>>,
        len: Option<&Expr<P::Num>>,
        value: &Expr<P::Num>,
        error: Option<ErrorKind>,
    ) -> Result<(), BasicError> {
        // The variable is made before anything is checked: an empty one is `Illegal function
        // call` but stays (pcbasic-suite MID$_statement_on_unallocated_scalar_and_array).
        if let crate::parse::LValue::Var(v) = target {
            self.store.touch(*v)?;
        }
        let mut old = self.lvalue_get(target)?.string()?;
        // BISTRS.ASM `LHSMID`: a string the program text holds is copied into the string
        // space before the arguments are read (an error after them leaves the copy); one
        // there already, or a FIELD buffer's, is changed where it is.
        let segment = self.store.mem.layout.segment.is_some();
        let field = self.field_address(&old).is_some();
        let in_place = segment && !field;
        // The pointer decides (between TXTTAB and STREND: copied), so an empty literal is
        // copied too, to FRETOP+1 (real GW-BASIC 3.23: `S$=""` then `MID$(S$,2)="MM"` is 5
        // with S$ at FRETOP+1); a string never given a value (0 0 0) is not.
        let literal = self.store.mem.places.address(&old) == Some(crate::memory::LITERAL);
        if in_place && !self.lvalue_heap(target) && (!old.is_empty() || literal) {
            self.store.mem.allocate_string(old.len())?;
            let copy: Rc<[u8]> = Rc::from(&old[..]);
            self.store.mem.made_temporary(&copy);
            self.assign_held(target, Value::Str(copy), true)?;
            old = self.lvalue_get(target)?.string()?;
        }
        // GETBYT reads the first position (0 is FCERR) before the text after it is read
        let start = match (start, error) {
            (Some(e), _) => self.eval_index(e)?,
            (None, Some(e)) => return Err(e.into()),
            (None, None) => 0,
        };
        // GETBYT checks each position as it is read, before the text after it: a start of
        // 265 is `Illegal function call` even when the length would overflow.
        if !(1..=255).contains(&start) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        let len = match len {
            Some(e) => self.eval_index(e)?,
            None => 255,
        };
        if !(0..=255).contains(&len) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        // The text after the length (or the start) goes wrong only once it is read.
        if let Some(e) = error {
            return Err(e.into());
        }
        let text = self.eval(value)?.string()?;
        if in_place {
            // `FRESTR`: the value an expression made is given back.
            self.store.mem.release_temporary(&text);
        }
        if len == 0 && in_place {
            // A length of 0 changes nothing, wherever it starts.
            return Ok(());
        }
        let start = start as usize - 1;
        if start >= old.len() {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        let n = (len as usize).min(text.len()).min(old.len() - start);
        let mut new = old.to_vec();
        // `MID$LP` copies a byte at a time forwards, so a value lying in the string it
        // changes reads bytes already written (real GW-BASIC 3.23: `MID$(S$,3)=S$` on
        // "ABCDEFGHIJ" is "ABABABABAB").
        let from = if in_place {
            self.overlap(&old, &text)
        } else {
            None
        };
        for i in 0..n {
            new[start + i] = match from {
                Some(at) => at
                    .checked_add(i as i64)
                    .and_then(|j| usize::try_from(j).ok())
                    .and_then(|j| new.get(j).copied())
                    .unwrap_or(text[i]),
                None => text[i],
            };
        }
        if field && self.write_field_var(target, &new)? {
            return Ok(());
        }
        let new: Rc<[u8]> = Rc::from(new);
        if in_place {
            self.store.mem.places.moved(&old, &new);
            self.assign_held(target, Value::Str(new), true)
        } else {
            self.assign(target, Value::Str(new))
        }
    }
}
