//! The parsed form of a program line: statements and expressions, made once when the line is
//! typed or loaded and run many times.

use std::rc::Rc;

use crate::error::ErrorKind;
use crate::num::NumKind;

/// An interned variable, array or function name (after the dialect's significance cut).
pub type NameId = u32;

/// The type a name's suffix (or, without one, GW's DEFtype table) gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VarType {
    /// A number of the given kind.
    Num(NumKind),
    /// A string.
    Str,
}

impl VarType {
    /// A small index for per-type tables.
    pub fn index(self) -> usize {
        match self {
            VarType::Num(NumKind::Single) => 0,
            VarType::Num(NumKind::Integer) => 1,
            VarType::Num(NumKind::Double) => 2,
            VarType::Str => 3,
        }
    }
}

/// A reference to a variable as written: its name and its suffix, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VarRef {
    /// The interned name.
    pub name: NameId,
    /// The type the suffix gives; `None` for a bare name where DEFtype exists (typed by it
    /// at run time), single precision for a bare name elsewhere.
    pub suffix: Option<VarType>,
    /// Where the store's type table (`Store::type_of`) finds the variable's type: the first
    /// letter for a bare name (its DEFtype), [`VarRef::TYPED`] plus the type's index for a
    /// name with a type, whose table entries never change. Made by [`VarRef::new`].
    pub letter: u8,
}

impl VarRef {
    /// Where [`VarRef::letter`]'s keys for typed names start: above every letter, so that
    /// DEFtype (which sets letters alone) never changes their entries.
    pub const TYPED: u8 = 0x80;

    /// A reference to the name `name` whose first letter is `first`, with `suffix`.
    pub fn new(name: NameId, suffix: Option<VarType>, first: u8) -> Self {
        let letter = match suffix {
            // The index is below 4.
            Some(ty) => Self::TYPED | ty.index() as u8,
            None => first,
        };
        VarRef {
            name,
            suffix,
            letter,
        }
    }
}

/// Something a value can be stored into.
#[derive(Clone, Debug, PartialEq)]
pub enum LValue<N> {
    /// A plain variable.
    Var(VarRef),
    /// An array element.
    Element(VarRef, Vec<Expr<N>>),
}

/// A binary operator.
#[allow(missing_docs)] // the operators are their symbols
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Pow,
    Mul,
    Div,
    IntDiv,
    Mod,
    Add,
    Sub,
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
    /// `<>=` (in any order): the relation mask with all three bits, true for any two
    /// operands that compare (GWEVAL.ASM `LOPREL` ORs one bit per `<`, `=`, `>`).
    Any,
    And,
    Or,
    Xor,
    Eqv,
    Imp,
}

impl BinOp {
    /// Whether the operator works on integers (`\`, MOD and the logical operators): Microsoft's
    /// evaluator makes both operands integers, the left one already when it is stacked
    /// (GWEVAL.ASM `ANDORD`, `INTDIV`).
    pub fn takes_integers(self) -> bool {
        matches!(
            self,
            BinOp::IntDiv
                | BinOp::Mod
                | BinOp::And
                | BinOp::Or
                | BinOp::Xor
                | BinOp::Eqv
                | BinOp::Imp
        )
    }
}

/// A built-in function.
#[allow(missing_docs)] // each is the BASIC function of the same name
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    Sgn,
    Int,
    Abs,
    Usr,
    Fre,
    Inp,
    Pos,
    Sqr,
    Rnd,
    Log,
    Exp,
    Cos,
    Sin,
    Tan,
    Atn,
    Peek,
    Len,
    Str,
    Val,
    Asc,
    Chr,
    Left,
    Right,
    Mid,
    Instr,
    StringFn,
    Space,
    Hex,
    Oct,
    Fix,
    Cint,
    Csng,
    Cdbl,
    Inkey,
    Timer,
    /// GW-BASIC's `LPOS(n)`: 1, nothing was printed.
    Lpos,
    /// GW-BASIC's `INPUT$(n)`: n keys, waited for.
    InputStr,
    /// GW-BASIC's `ERDEV`: 0, no device has failed.
    Erdev,
    /// GW-BASIC's `ERDEV$`: empty, no device has failed.
    ErdevStr,
    /// GW-BASIC's `VARPTR(v)`: the address of a variable's value in the data segment.
    Varptr,
    /// GW-BASIC's `VARPTR$(v)`: the variable's type size and address as 3 bytes.
    VarptrStr,
    /// GW-BASIC's `VARPTR(#f)`: the address of file f's data block (its mode byte).
    VarptrFile,
    /// GW-BASIC's `DATE$`: `mm-dd-yyyy`.
    Date,
    /// GW-BASIC's `TIME$`: `hh:mm:ss`.
    Time,
    /// The C64's `TI$` clock string.
    TimeStr,
    /// The C64's `TI`: jiffies (1/60 s) since power-on or since TI$ was set.
    Jiffies,
    /// The C64's `ST` I/O status.
    Status,
    /// `EOF(n)`: whether file n has nothing more to read.
    Eof,
    /// `LOF(n)`: the length of file n.
    Lof,
    /// `LOC(n)`: the position in file n.
    Loc,
    /// `MKI$`, `MKS$`, `MKD$`: a number's stored bytes (2, 4, 8 of them).
    Mk(u8),
    /// `CVI`, `CVS`, `CVD`: a number from its stored bytes.
    Cv(u8),
    /// `ERR`: the number of the last error trapped.
    Err,
    /// `ERL`: the line of the last error trapped.
    Erl,
    /// GW's `CSRLIN`.
    Csrlin,
    /// GW's `ENVIRON$(n)` or `ENVIRON$(name)`: an environment string.
    Environ,
    /// GW's `IOCTL$([#]f)`: a device driver's control string (no device here has one).
    IoctlStr,
    /// GW's `POINT(x, y)`: a graphics mode's pixel (`Illegal function call` in text mode).
    Point,
    /// `PMAP(value, function)`.
    Pmap,
    /// GW's `STRIG(n)`: a joystick button, never pressed here.
    Strig,
    /// GW's `STICK(n)`: a joystick's x or y (n 0..3), 0 with none attached.
    Stick,
    /// GW's `PLAY(n)`: the notes left in the background music queue (none here).
    PlayQueue,
    /// GW's `PEN(n)`: the light pen, never used here.
    Pen,
    /// GW's `SCREEN(row, col[, z])`; a call whose list goes wrong is kept in
    /// [`Expr::Unclosed`], as GW finds the fault only after reading and checking the values
    /// before it (pcbasic-suite SCREENFN).
    Screen,
}

impl Builtin {
    /// The most arguments the function reads before it wants its `)` (as the run checks
    /// them, `Machine::call`): one more is a syntax error on the comma before it (real
    /// GW-BASIC 3.23: `X=INSTR(1,"A","B",1)` waits on the last comma).
    pub fn most_arguments(self) -> usize {
        match self {
            Builtin::Mid | Builtin::Screen | Builtin::Instr => 3,
            Builtin::Left
            | Builtin::Right
            | Builtin::StringFn
            | Builtin::InputStr
            | Builtin::Point
            | Builtin::Pmap => 2,
            _ => 1,
        }
    }
}

/// A GW-BASIC DEF FN whose parameter list a call refuses. GETFNM points the function's
/// entry at the DEF's text before the list is read, and DEF reads each parameter with
/// PTRGET, subscripts and all, so an element there is read (its array made, its subscripts
/// checked) and one that does not parse is the DEF's error, after the function is defined;
/// a call reads the list again with arrays outlawed: a syntax error (GWEVAL.ASM `DEF`,
/// `SCNLIS`, `FNDOER`; real GW-BASIC 3.23: `DEF FNA(ASIN(` is Missing operand, `DEF
/// FNA(A(1))=1` passes, and `FNA(1)` is then a syntax error for both).
#[derive(Clone, Debug, PartialEq)]
pub struct DefFault<N> {
    /// The plain variables DEF's PTRGET makes.
    pub made: Vec<VarRef>,
    /// The elements the list names, read in turn.
    pub reads: Vec<Expr<N>>,
    /// The error that stopped the list, if one did.
    pub error: Option<ErrorKind>,
}

/// Where `RESUME` goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resume {
    /// `RESUME` or `RESUME 0`: the statement that erred, again.
    Again,
    /// `RESUME NEXT`: the statement after it.
    Next,
    /// `RESUME n`: line n.
    Line(u16),
    /// RESUME with text it does not take: the error in a handler, `RESUME without error`
    /// outside one (GWMAIN.ASM `RESUME` tests ONEFLG first).
    Fault(ErrorKind),
}

/// An expression.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr<N> {
    /// A numeric literal, converted when the line was parsed.
    Num(N),
    /// A string literal.
    Str(Rc<[u8]>),
    /// A variable.
    Var(VarRef),
    /// An array element.
    Element(VarRef, Vec<Expr<N>>),
    /// Unary minus.
    Neg(Box<Expr<N>>),
    /// `NOT`.
    Not(Box<Expr<N>>),
    /// A binary operation.
    Binary(BinOp, Box<Expr<N>>, Box<Expr<N>>),
    /// A built-in function call.
    Call(Builtin, Vec<Expr<N>>),
    /// A user function `FNx(...)`.
    Fn(VarRef, Vec<Expr<N>>),
    /// A parenthesised operand, kept only where the dialect's stack model charges the
    /// evaluator's recursion for it (`crate::memory::StackModel::paren`).
    Paren(Box<Expr<N>>),
    /// An expression whose text goes wrong after the part that was read: running it
    /// evaluates that part, then raises the error. A built-in call of two or more
    /// arguments whose `)` is missing at the statement's end reads and converts its later
    /// arguments itself before it checks for the parenthesis (a string where a number
    /// belongs is `Type mismatch`), then `Syntax error` (GW BISTRS.ASM MID$/MIDRST;
    /// pcbasic-suite MID$FN); an `FNx(` call whose list goes wrong binds the arguments read
    /// first (GWEVAL.ASM `FNDOER`); a GW DEF FN body or WHILE condition that does not
    /// read is found wrong only when it is evaluated.
    Unclosed(Box<Expr<N>>, ErrorKind),
    /// An expression of numbers only (literals, numeric variables, operators, signs and
    /// parentheses), with the bounds of its evaluation worked out when the line was parsed
    /// (`crate::exec` evaluates it without a check per node when they fit).
    Pure(Box<Pure<N>>),
}

/// An [`Expr::Pure`]: an expression that reads numbers and changes nothing in memory, and
/// the most its evaluation asks of the machine. The wrapper itself costs nothing: the
/// evaluator's checks for the tree are the ones it makes for `tree`.
#[derive(Clone, Debug, PartialEq)]
pub struct Pure<N> {
    /// The expression (an operation, a sign or a parenthesis at its root).
    pub tree: Expr<N>,
    /// The most bytes of the machine's stack the evaluation of `tree` asks for beyond
    /// those it starts with (the pending operators' and parentheses' costs of
    /// `crate::memory::StackModel` along its costliest path).
    pub need: u32,
    /// The most evaluation levels `tree` goes down, leaves included (its longest path).
    pub height: u32,
    /// The first letters (bit 0 for `A`) of its variables without a suffix, whose type
    /// DEFtype gives at run time: the tree is numeric while none of them is DEFSTR.
    pub letters: u32,
    /// `tree` as a [`Chain`] when it is one (`K+1`, `K<N`, `K/2*3+4-5`): the evaluator
    /// then works it in a loop over leaves instead of recursing through the tree.
    pub chain: Option<Chain<N>>,
}

/// A leaf of a [`Chain`]: a number or a variable without a string suffix.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Leaf<N> {
    /// A numeric literal.
    Num(N),
    /// A variable (numeric while its letter is not DEFSTR, as [`Pure::letters`] says).
    Var(VarRef),
}

/// An operation whose left operand is a leaf or another such operation and whose right
/// operand is a leaf: `((a op1 b) op2 c) ...`, the shape of most of LET's and IF's
/// expressions. Its steps, in order, are the tree's: the first leaf, then for each
/// operator its right leaf and the operation.
#[derive(Clone, Debug, PartialEq)]
pub struct Chain<N> {
    /// The leftmost leaf.
    pub first: Leaf<N>,
    /// Each operator with its right operand, innermost (first applied) first; never empty.
    pub rest: Box<[(BinOp, Leaf<N>)]>,
}

/// One item of a PRINT list.
#[derive(Clone, Debug, PartialEq)]
pub enum PrintItem<N> {
    /// A value to print.
    Expr(Expr<N>),
    /// `TAB(n)`.
    Tab(Expr<N>),
    /// `SPC(n)`.
    Spc(Expr<N>),
    /// `,`: next zone.
    Comma,
    /// `;`: nothing between.
    Semicolon,
    /// An item that did not parse: the items before it are printed, then this error is raised,
    /// as the interpreters that read PRINT as they ran it did (pcbasic-suite HEX$:
    /// `PRINT#1, HEX $(1)` prints the variable HEX, then stops with `Syntax error`).
    Error(crate::error::ErrorKind),
}

/// One clause of FIELD: the width, then the string it names (or the error of a name
/// that did not parse).
pub type FieldClause<N> = (Expr<N>, Result<LValue<N>, ErrorKind>);

/// One statement.
///
/// `repr(u8)`: the variant is a byte of its own, which the statement loop's `match` reads
/// and jumps by directly, rather than decoding it from a niche in the first variant's
/// fields (a subtraction and a conditional move before every statement).
#[derive(Clone, Debug, PartialEq)]
#[repr(u8)]
pub enum Stmt<N> {
    /// `LET` or an implied assignment.
    Let(LValue<N>, Expr<N>),
    /// `PRINT`.
    Print(Vec<PrintItem<N>>),
    /// `INPUT` / `LINE INPUT`.
    Input {
        /// The prompt string, if any.
        prompt: Option<Rc<[u8]>>,
        /// Whether `? ` follows the prompt (GW: `;` after the prompt; `,` suppresses it).
        question: bool,
        /// `LINE INPUT`: the whole line into one string.
        whole_line: bool,
        /// GW's `INPUT;`: no line end after the answer.
        keep_line: bool,
        /// Where the answers go.
        targets: Vec<LValue<N>>,
    },
    /// `IF cond THEN`: the THEN part follows as the next statements of the line; when false,
    /// execution goes to statement `else_at` of the line, or to the next line.
    If {
        /// The condition.
        cond: Expr<N>,
        /// Index of the first statement after `ELSE`, if there is one.
        else_at: Option<usize>,
    },
    /// `ELSE` reached from a THEN part: the rest of the line is skipped.
    Else,
    /// `REM` whose raw text holds a `:` outside quotes before more text: it ends the line as
    /// any REM does; the statements after it are that text's pieces, which only RESUME
    /// NEXT's scan reaches (see [`crate::parse::rem_pieces`]).
    RemPieces,
    /// A FOR statement that does not parse: its error when it runs, and still a FOR to the
    /// scans that pair FOR with NEXT (GWMAIN.ASM `NXTSCN` counts FOR tokens). With the
    /// variable GW's FOR made first (PTRGET), made when it runs, and whether the fault came
    /// after TO, where a string or double variable is `Type mismatch` first.
    BadFor(ErrorKind, Option<(VarRef, bool)>),
    /// A NEXT whose first variable does not parse (`NEXT ,`, `NEXT 5`): its error when it
    /// runs, and still a NEXT to the scan FOR makes (GWMAIN.ASM `NXTSCN` counts NEXT
    /// tokens, then PTRGET meets the bad name).
    BadNext(ErrorKind),
    /// `CONT` in a program (GW-BASIC): goes on where CONT at the prompt would, the last
    /// STOP, END or error (OLDTXT), or `Can't continue`.
    Cont,
    /// `GOTO n`.
    Goto(u16),
    /// `GOSUB n`.
    Gosub(u16),
    /// `GOSUB n` with a second embedded constant right after the number: LINGET stopped
    /// short of a digit that would pass 65529 (`GOSUB 600005`, `GOSUB 65530`) and the rest
    /// was crunched as another line constant, or an `&H`/`&O` constant follows. LINGT3's
    /// CHRGTR scanned it, so the text pointer GOSUB pushes is NUMCON's fake text and RETURN
    /// goes on where a DATA skip from CONTXT lands (GWMAIN.ASM `GOSUB`, `LINGT3`, `RETURN`;
    /// see `exec/contxt.rs`). The flag: the second constant is no line constant, so GOTO2
    /// raises `Syntax error` once the entry is pushed.
    GosubNumcon(u16, bool),
    /// `RETURN`, or GW-BASIC's `RETURN n` (back out of the subroutine, then to line n);
    /// `Some(Err(kind))` when what follows RETURN is no line number: the GOSUB is still
    /// taken off the stack first, then `kind` is raised (GWMAIN.ASM `RETURN`, `GOTO2`).
    Return(Option<Result<u16, ErrorKind>>),
    /// `ON e GOTO/GOSUB a,b,...`.
    On {
        /// The selector.
        selector: Expr<N>,
        /// The line numbers; an empty entry (`ON A GOTO ,20`) is a syntax error only when
        /// it is chosen (pcbasic-suite ON_x_GOTO_GOSUB_comma).
        targets: Vec<Option<u16>>,
        /// GOSUB instead of GOTO.
        gosub: bool,
        /// The last number is followed at once by a second line constant (`ON I GOSUB
        /// 600005`): that GOSUB pushes NUMCON (see [`Stmt::GosubNumcon`]).
        numcon: bool,
    },
    /// `FOR v = from TO to [STEP step]`.
    For {
        /// The loop variable.
        var: VarRef,
        /// Start value.
        from: Expr<N>,
        /// Limit; `None` when no TO follows the start value, GW-BASIC's SYNCHR Syntax
        /// error, raised once the start is evaluated (GWMAIN.ASM `FOR`).
        to: Option<Expr<N>>,
        /// Step (1 if absent).
        step: Option<Expr<N>>,
        /// GW-BASIC's FOR wants its statement's end before it looks for its NEXT: text
        /// after the limit or step is this error, raised once they are read and any loop
        /// this FOR opened before is closed, without a loop or the start stored
        /// (GWMAIN.ASM `FOR`: "MAKE SURE THE FOR ENDED PROPERLY", then NXTSCN).
        tail: Option<ErrorKind>,
    },
    /// `NEXT [v[,w...]]`.
    Next(Vec<VarRef>),
    /// A NEXT whose list holds an array element (GW-BASIC, [`crate::dialect::Profile::
    /// next_takes_element`]): every name of the list, the element's array at the index
    /// given, with the element's subscripts. The names before it run as NEXT's; the
    /// element is made (PTRGET) and is `NEXT without FOR`.
    NextElem(Vec<VarRef>, usize, Vec<Expr<N>>),
    /// `DIM a(...), ...`.
    Dim(Vec<(VarRef, Vec<Expr<N>>)>),
    /// `ERASE a, ...`: forgets arrays (GW-BASIC).
    Erase(Vec<VarRef>),
    /// `READ`.
    Read(Vec<LValue<N>>),
    /// `DATA` (its items were collected when the program was stored).
    Data,
    /// `RESTORE [n]`.
    Restore(Option<u16>),
    /// `DEF FNx(params) = body`.
    Def {
        /// The function name.
        name: VarRef,
        /// Parameter variables.
        params: Vec<VarRef>,
        /// The body.
        body: Rc<Expr<N>>,
        /// GW-BASIC's DEF whose parameter list a call refuses (see [`DefFault`]).
        fault: Option<Rc<DefFault<N>>>,
    },
    /// `REM`, `'`, and statements that do nothing here (`NULL`, `WIDTH`, `CLS`...).
    Rem,
    /// `END`.
    End,
    /// `STOP`.
    Stop,
    /// `CLEAR` / `CLR`, with its arguments (`CLEAR n` sizes the Altair's string space).
    Clear(Vec<Option<Expr<N>>>),
    /// `RANDOMIZE [seed]`.
    Randomize(Option<Expr<N>>),
    /// `WHILE cond`.
    While(Expr<N>),
    /// `WEND`.
    Wend,
    /// `SWAP a, b`.
    /// `SWAP a, b`; the flag says more followed `b` (a syntax error, raised after the
    /// types are compared, as GW-BASIC did: pcbasic-suite SWAP2).
    Swap(LValue<N>, LValue<N>, bool),
    /// `DEFINT`/`DEFSNG`/`DEFDBL`/`DEFSTR` letter ranges, and whether a syntax error follows
    /// them (the ranges before it have taken effect).
    DefType(VarType, Vec<(u8, u8)>, bool),
    /// `GET v` (C64): one key, empty when none is waiting.
    Get(Vec<LValue<N>>),
    /// `OUT`, `NULL` and the like: evaluated for their errors, no effect on this host.
    Ignored(Vec<Expr<N>>),
    /// `POKE`, `WAIT`, `SYS`: they reach a screen kept in memory (the C64's) when the
    /// machine has one; otherwise they are evaluated for their errors only.
    Memory(MemoryOp, Vec<Expr<N>>),
    /// `RUN [n]` inside a program.
    Run(Option<u16>),
    /// `NEW` inside a program.
    New,
    /// GW-BASIC's `RENUM` inside a program: its arguments as typed, for the prompt to obey
    /// when the run has returned to it.
    Renum(Vec<u8>),
    /// GW-BASIC's `DELETE` inside a program: its arguments as typed; the range is checked
    /// in the run (its errors trapped), the prompt deletes.
    Delete(Vec<u8>),
    /// GW-BASIC's `LOAD file [,R]` and `RUN file [,R]`: the name is a string expression
    /// (DSKCOM.ASM `LRUN`/`LOAD` through PRGFLI's NAMSCN), evaluated by the run; the prompt
    /// loads the file once the run has ended (`RUN file` is `LOAD file,R`).
    Load {
        /// The name's expression.
        file: Expr<N>,
        /// The program loaded runs (RUN, or `,R`).
        run: bool,
        /// `,R` was typed: the files stay open.
        keep_files: bool,
        /// What followed the name when it was not `,R`: its error, raised once the file
        /// is found (GW-BASIC opens the file before it reads the option).
        bad: Option<ErrorKind>,
    },
    /// `OPTION BASE n` (GW): the lowest subscript, 0 or 1.
    OptionBase(u8),
    /// The C64's `LOAD`, `SAVE` or `VERIFY` `[name[,device[,secondary]]]`: the KERNAL's
    /// calls on the tape or a serial device (`exec/kernal_file.rs`).
    KernalFile(KernalOp, Vec<Expr<N>>),
    /// `PRINT #n, items`.
    PrintFile(Expr<N>, Vec<PrintItem<N>>),
    /// `LPRINT [USING]`: the PRINT or PRINT USING inside, laid out and sent to the printer
    /// (`exec/printer.rs`).
    Lprint(Box<Stmt<N>>),
    /// `LLIST [from][-[to]]`: the listing on the printer; in a program it then stops at
    /// `Ok`, as LIST does.
    ListPrinter {
        /// The first line listed.
        from: u16,
        /// The last line listed.
        to: u16,
    },
    /// `WRITE [#n,] items`: values separated by commas, strings quoted. The error, if any,
    /// is where the statement stopped parsing: GW checks the file and writes the items
    /// before it (pcbasic-suite WRITE2). The flag: a separator was read before the error
    /// (its comma is written with the items).
    Write(Option<Expr<N>>, Vec<Expr<N>>, Option<ErrorKind>, bool),
    /// `INPUT #n, vars` and `LINE INPUT #n, var`.
    InputFile {
        /// The file number.
        file: Expr<N>,
        /// `LINE INPUT`: the whole line into one string.
        whole_line: bool,
        /// Where the items go; none when the statement did not parse past the file number
        /// (the file is checked, then `Syntax error` raised).
        targets: Vec<LValue<N>>,
        /// The error where the list stopped reading, raised after the file's checks and
        /// the items of the targets before it.
        bad: Option<ErrorKind>,
    },
    /// `OPEN` in either syntax.
    Open(Box<OpenStmt<N>>),
    /// `CLOSE [#]n, ...` (every file when empty), also `RESET`.
    Close(Vec<Expr<N>>),
    /// `KILL name`.
    Kill(Expr<N>),
    /// GW-BASIC's disk statements on folders and names (`crate::exec` `dos.rs`).
    Disk(DiskStmt<N>),
    /// `WIDTH #n, w`: the line width of an open file or device; true when text follows
    /// the width (a syntax error once the width is read, the width not stored).
    FileWidth(Expr<N>, Expr<N>, bool),
    /// `DATE$ = s` (true) or `TIME$ = s` (false): sets the clock.
    SetClock(bool, Expr<N>),
    /// The C64's `TI$ = "hhmmss"`: sets the jiffy clock.
    SetJiffyClock(Expr<N>),
    /// `SAVE "name"[,A]` run by a program: the program written to a file.
    SaveProgram {
        /// The file name.
        file: Expr<N>,
        /// `,A`: an ASCII listing ending in CTRL-Z.
        ascii: bool,
        /// `,P`: the tokenised file, encoded.
        protected: bool,
        /// The error of what follows the name, raised once the name is read.
        bad: Option<ErrorKind>,
    },
    /// `LIST [from][-[to]][,"file"]` run by a program: the listing, to the screen or a file.
    ListProgram {
        /// The first line listed.
        from: u16,
        /// The last line listed.
        to: u16,
        /// Where the listing goes instead of the screen.
        file: Option<Expr<N>>,
    },
    /// `ON ERROR GOTO n` (0 turns trapping off).
    OnError(u16),
    /// `RESUME`.
    Resume(Resume),
    /// `ERROR n`.
    RaiseError(Expr<N>),
    /// `PRINT [#n,] USING format; values`.
    PrintUsing {
        /// The file, or the screen.
        file: Option<Expr<N>>,
        /// The format string.
        format: Expr<N>,
        /// The values.
        values: Vec<Expr<N>>,
        /// Whether the line ends (no `;` or `,` at the end).
        newline: bool,
        /// The error of what follows the last value read: text other than `;`, `,` or
        /// the end after a value is a syntax error as soon as that value is printed,
        /// before the format's text after its field or the line's end (BIPRTU.ASM
        /// `FNSTRF`), and a value that does not read is its own error there.
        tail: Option<ErrorKind>,
    },
    /// GW's `AUTO [start][,step]` run from a program: the program ends and the prompt
    /// offers line numbers (the arguments as typed).
    Auto(Vec<u8>),
    /// GW's `EDIT n` run as a statement: the run ends and the prompt offers line n (the
    /// arguments as typed).
    Edit(Vec<u8>),
    /// GW's `MERGE file`, the name a string expression (DSKCOM.ASM `MERGE`, PRGFLI): the
    /// program ends and the prompt merges the file; `bad` is the error of anything after the
    /// name, raised once the file is found.
    Merge {
        /// The name's expression.
        file: Expr<N>,
        /// What followed the name: its error.
        bad: Option<ErrorKind>,
    },
    /// `LOCK`/`UNLOCK #f [, [first] [TO last]]` (GW-BASIC): whether UNLOCK, the file, then
    /// the records.
    Lock(
        bool,
        Expr<N>,
        Option<Result<Expr<N>, ErrorKind>>,
        Option<Result<Expr<N>, ErrorKind>>,
    ),
    /// `CHAIN [MERGE] file [, [line] [, [ALL] [, DELETE a-b]]]`.
    Chain {
        /// MERGE: the file's lines join the program in memory.
        merge: bool,
        /// The program file.
        file: Expr<N>,
        /// The line to start at.
        line: Option<Expr<N>>,
        /// ALL: every variable is passed on.
        all: bool,
        /// DELETE: lines removed from the program in memory first.
        delete: Option<(u16, u16)>,
        /// The error of a tail that does not parse: GW-BASIC raises it after it has opened
        /// the file (FIVEO.ASM `CHAIN` calls PRGFLI before reading the options).
        bad: Option<crate::error::ErrorKind>,
    },
    /// `COMMON a, b(), ...`: the names CHAIN passes on. `counted` is false right after THEN
    /// or ELSE: GW-BASIC's scan for COMMON at CHAIN only looks at the start of a line or
    /// after `:` (pcbasic-suite COMMONJ, COMMONL).
    Common {
        /// The names, each with whether it is an array.
        vars: Vec<(VarRef, bool)>,
        /// What CHAIN's scan evaluates, in order: the operand in an array's parentheses
        /// (`A(2)`, `true`: a string is `Illegal function call`, FIVEO.ASM `COMADY`) and an
        /// element named with brackets (`A[2]`, `false`: PTRGET makes the array and checks
        /// the subscript, FIVEO.ASM `SCNSMP`); each with the count of names before it,
        /// which the scan has marked by then.
        sizes: Vec<(bool, Expr<N>, usize)>,
        /// Whether CHAIN's scan finds it.
        counted: bool,
        /// The error CHAIN's scan meets in a bad list (running COMMON skips it).
        error: Option<crate::error::ErrorKind>,
    },
    /// `FIELD #n, width AS v$, ...`: the variables become views of the record buffer.
    /// Each clause's string may have failed to parse (its error is raised after its width
    /// is read); the last part is the error of a clause or text after the list that did
    /// not parse, raised after the clauses before it are laid (DSKCOM.ASM `FIELD`).
    Field(Expr<N>, Vec<FieldClause<N>>, Option<ErrorKind>),
    /// `LSET v$ = x` (false) and `RSET` (true): into a field, padded with spaces.
    Set(bool, LValue<N>, Expr<N>),
    /// `GET #n[, record]` (false) and `PUT` (true).
    Record(bool, Expr<N>, Option<Expr<N>>),
    /// The C64's `OPEN lf[,dev[,sa[,name]]]` on its serial bus (up to four expressions).
    OpenDevice(Vec<Expr<N>>),
    /// The C64's `GET# lf, targets`: a byte from a logical file into each target.
    GetDevice(Expr<N>, Vec<LValue<N>>),
    /// A screen statement not drawn yet (`COLOR`, `LOCATE`): its arguments are evaluated
    /// and checked against their ranges (`Illegal function call` outside), nothing more.
    Checked(Vec<(Option<Expr<N>>, i32, i32)>),
    /// `ON TIMER(n) GOSUB line` (GW): the seconds, and the handler's line.
    /// The line is the error of the text after the seconds when it did not parse: raised
    /// after the seconds are checked, as ONGOTP does for the other traps.
    OnTimer(Expr<N>, Result<u16, ErrorKind>),
    /// `TIMER ON` (`Some(true)`), `TIMER STOP` (`Some(false)`) and `TIMER OFF` (`None`).
    TimerSwitch(Option<bool>),
    /// A statement of GW's text screen (`ferrite_screen::pc`).
    Text(TextStmt<N>),
    /// `TRON` (true) and `TROFF`.
    Trace(bool),
    /// `SYSTEM` in a program: the run ends and BASIC is left.
    System,
    /// An assignment whose `=` or value does not read: LET finds (makes) its target first,
    /// then meets the fault (GWMAIN.ASM `LET`: PTRGET, then SYNCHR `=` and FRMEVL; real
    /// GW-BASIC 3.23: after `X=CDBL(2 X)` and `TROFF1/0` the variable exists, `TROFFZ(11)`
    /// is `Subscript out of range`).
    LetFault(LValue<N>, crate::error::ErrorKind),
    /// `MID$(v$, start[, len]) = text`: characters replaced in place.
    MidAssign {
        /// The string variable.
        target: LValue<N>,
        /// The first position, from 1 (`None` when the text after the variable was wrong).
        start: Option<Expr<N>>,
        /// How many characters at most.
        len: Option<Expr<N>>,
        /// The replacement.
        value: Expr<N>,
        /// An error in the text after the variable: `LHSMID` copies the string before it
        /// reads on, so the error comes after the copy (and after the first position,
        /// when that was read).
        error: Option<ErrorKind>,
    },
    /// A statement that could not be parsed: raises the error when reached.
    Error(ErrorKind),
    /// Text after a complete statement, where NEWSTT wants a `:` or the line's end: a
    /// syntax error that NEWSTT began, so RESUME runs just it again (GWMAIN.ASM `NEWSTT`
    /// sets SAVTXT there). RESUME NEXT skips its first character as if it were the `:`
    /// and scans on as DATA does: when that character opens a string (`quoted`), the
    /// quotes pair the other way and the scan runs to the line's end (`RESTXT`; real
    /// GW-BASIC 3.23: after `BEEP "A":PRINT "B"` nothing more of the line runs).
    Stray {
        /// Whether the text begins with a string.
        quoted: bool,
        /// Whether the text begins with an embedded numeric constant: CHRGTR scanned it
        /// and left the text pointer in NUMCON's fake text, so ERRTXT is there and RESUME
        /// NEXT's DATA skip goes on from CONTXT, after the last constant any CHRGTR read
        /// before the RESUME (GWMAIN.ASM `CHRCON`, `RESTXT`; `exec/contxt.rs`).
        numcon: bool,
        /// For a string: how many statements after this one were read from the `:` the
        /// turned-about scan found. A [`Stmt::RemPieces`] follows them (it ends the line),
        /// then the statements read from the first `:` after the string as the text stands:
        /// where RESUME NEXT goes after an error of the statement before the string itself,
        /// and what the FOR and WHILE scans read.
        turned: usize,
    },
    /// GW-BASIC's speaker and environment statements (`crate::exec` `hardware.rs`).
    Hardware(HwStmt<N>),
    /// GW-BASIC's graphics statements (`crate::exec` `graphics/`).
    Graphics(Box<GfxStmt<N>>),
}

/// A point a graphics statement names: `(x,y)` or `STEP(x,y)` (relative to the last point).
#[derive(Clone, Debug, PartialEq)]
pub struct Coord<N> {
    /// `STEP`: relative to the last point referenced.
    pub step: bool,
    /// The x coordinate.
    pub x: Expr<N>,
    /// The y coordinate.
    pub y: Expr<N>,
}

/// How LINE draws: a line, a box (`B`) or a filled box (`BF`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineShape {
    /// A line from one point to the other.
    Line,
    /// The rectangle with the two points as corners.
    Box,
    /// The rectangle filled.
    Filled,
}

/// `PALETTE attribute, colour` as read. The machine reads and checks the attribute before
/// it looks for the comma, and reads the colour before it looks for the statement's end:
/// the text that does not fit raises `after` at that point.
#[derive(Clone, Debug, PartialEq)]
pub struct PaletteArgs<N> {
    /// The attribute (an integer below the mode's attribute count).
    pub attribute: Expr<N>,
    /// The colour, when a comma and an expression followed the attribute.
    pub colour: Option<Expr<N>>,
    /// The error of the text after the attribute (no colour) or after the colour.
    pub after: Option<ErrorKind>,
}

/// GW-BASIC's graphics statements (GW-BASIC User's Guide; GENGRP.ASM, ADVGRP.ASM).
#[derive(Clone, Debug, PartialEq)]
pub enum GfxStmt<N> {
    /// `SCREEN mode[,colorswitch[,apage[,vpage]]]`: the values, and the error text after
    /// them raises once they are read.
    Screen(Vec<Option<Expr<N>>>, Option<crate::error::ErrorKind>),
    /// `PALETTE` alone (None) or `PALETTE attribute, colour`.
    Palette(Option<PaletteArgs<N>>),
    /// `PSET` (`reset` false) or `PRESET` `(x,y)[,colour]`.
    Pset {
        /// PRESET: the default colour is the background.
        reset: bool,
        /// The point.
        at: Coord<N>,
        /// The colour given.
        colour: Option<Expr<N>>,
    },
    /// `LINE [(x1,y1)]-(x2,y2)[,[colour][,[B|BF][,style]]]`.
    Line {
        /// The first point; the last point referenced when left out.
        from: Option<Coord<N>>,
        /// The second point.
        to: Coord<N>,
        /// The colour given.
        colour: Option<Expr<N>>,
        /// Line, box or filled box.
        shape: LineShape,
        /// The 16-bit line style.
        style: Option<Expr<N>>,
    },
    /// `CIRCLE (x,y),r[,[colour][,[start][,[end][,aspect]]]]`.
    Circle {
        /// The centre.
        at: Coord<N>,
        /// The radius.
        radius: Expr<N>,
        /// Colour, start angle, end angle, aspect: each may be left out.
        rest: Vec<Option<Expr<N>>>,
    },
    /// `PAINT (x,y)[,[fill][,[border][,background]]]`.
    Paint {
        /// Where the fill starts.
        at: Coord<N>,
        /// Fill (an attribute or a tile string), border, background tile.
        rest: Vec<Option<Expr<N>>>,
    },
    /// `DRAW string`.
    Draw(Expr<N>),
    /// `WINDOW [[SCREEN] (x1,y1)-(x2,y2)]`.
    Window {
        /// `SCREEN`: y grows downwards.
        screen: bool,
        /// The corners; none: WINDOW alone switches the window off.
        corners: Option<[Expr<N>; 4]>,
    },
    /// `VIEW [[SCREEN] (x1,y1)-(x2,y2)[,[fill][,border]]]`.
    View {
        /// `SCREEN`: coordinates stay absolute, only clipped to the viewport.
        screen: bool,
        /// The corners; none: VIEW alone makes the whole screen the viewport.
        corners: Option<[Expr<N>; 4]>,
        /// The fill and border colours.
        fill: Option<Expr<N>>,
        /// The border colour.
        border: Option<Expr<N>>,
    },
    /// `GET (x1,y1)-(x2,y2),array`: the rectangle's pixels into the array.
    GetArray {
        /// The first corner.
        from: Coord<N>,
        /// The second corner.
        to: Coord<N>,
        /// The array's name.
        array: VarRef,
        /// The error of the text after the name, raised once the pixels are stored.
        tail: Option<crate::error::ErrorKind>,
    },
    /// `PUT (x,y),array[,action]`: the array's pixels onto the screen.
    PutArray {
        /// The top left corner.
        at: Coord<N>,
        /// The array's name.
        array: VarRef,
        /// How the pixels combine; `None` for a word that is no action (a syntax error
        /// before anything is drawn).
        action: Option<PutAction>,
        /// The error of the text after the action, raised once the pixels are drawn.
        tail: Option<crate::error::ErrorKind>,
    },
    /// A graphics statement whose text did not parse: `Illegal function call` in SCREEN 0,
    /// else the error.
    Bad(crate::error::ErrorKind),
    /// A graphics statement whose text goes wrong part way: the statement as far as it
    /// read (what was not read is never evaluated), how many expressions were read, and the
    /// error of the text after them. It runs until it would read the next expression (or
    /// the text where the machine next looks), then raises the error (GWMAIN.ASM `NEWSTT`:
    /// the statement's routine reads its text as it runs).
    Cut(Box<GfxStmt<N>>, u8, crate::error::ErrorKind),
}

/// How PUT combines an array's pixel with the screen's (ADVGRP.ASM `GFUNTB`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PutAction {
    /// The screen's OR the array's.
    Or,
    /// The screen's AND the array's.
    And,
    /// The array's bits inverted.
    Preset,
    /// The array's.
    Pset,
    /// The screen's XOR the array's (the default).
    Xor,
}

/// GW-BASIC's `OPEN mode$, [#]n, name$[, len]` (the short form) or `OPEN name$ [FOR mode]
/// [ACCESS ...] [lock] AS [#]n [LEN = len]` (the long form), as far as it parsed. GW reads
/// OPEN as it runs it (GIO86.ASM `OPEN`): each part is checked as it is read, so a part
/// missing is where `bad`, the error that stopped the parse, is raised.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenStmt<N> {
    /// The short form's mode expression (its first letter), or the long form's mode
    /// as a letter string.
    pub mode: Expr<N>,
    /// The short form: mode, number, name in that order (the long form: name, number).
    pub short: bool,
    /// The file number, unless the parse stopped before it.
    pub file: Option<Expr<N>>,
    /// The file name, unless the parse stopped before it (the short form only).
    pub name: Option<Expr<N>>,
    /// The record length, if given.
    pub len: Option<Expr<N>>,
    /// `ACCESS`: bit 0 READ, bit 1 WRITE; 0 when not given (the mode's own).
    pub access: u8,
    /// The DOS sharing mode: 0 none given, 1 `LOCK READ WRITE`, 2 `LOCK WRITE`,
    /// 3 `LOCK READ`, 4 `SHARED`.
    pub share: u8,
    /// The error where the statement stopped parsing, raised after the parts before it.
    pub bad: Option<ErrorKind>,
}

/// GW-BASIC's statements on the PC's speaker and DOS environment, checked as GW-BASIC 3.23
/// checks them; no sound is made.
#[derive(Clone, Debug, PartialEq)]
pub enum HwStmt<N> {
    /// `SOUND frequency, duration`.
    Sound(Expr<N>, Expr<N>),
    /// `PLAY string`: the music macro language.
    Play(Expr<N>),
    /// `BEEP`.
    Beep,
    /// `ON PLAY(n) GOSUB line`: the music trap (line 0: no handler).
    /// (The line, or the error of the text after the number, raised after its check.)
    OnPlay(Expr<N>, Result<u16, crate::error::ErrorKind>),
    /// `PLAY ON` (`Some(true)`), `PLAY STOP` (`Some(false)`), `PLAY OFF` (`None`).
    PlaySwitch(Option<bool>),
    /// `ENVIRON "name=value"`: sets (or, with no value, removes) an environment string.
    Environ(Expr<N>),
    /// An event's number in `KEY(n)`, `STRIG(n)`, `COM(n)` (ON/OFF/STOP), or in a trap
    /// whose `)` is missing, checked as GWSTS.ASM checks it (see [`EventNumber`]); then a
    /// trap's handler line (`Some`, 0 for none) or the error of the text after the number,
    /// with whether it comes after the number's check. The number is read first (GETSUB,
    /// GETBYT); a switch wants one item after the `)` and the statement's end (SEVSTT,
    /// EOSCH1: else a syntax error before the check), then checks the number, then wants
    /// the item to be ON, OFF or STOP (EVSET: a syntax error after the check).
    EventNumber(
        Expr<N>,
        EventNumber,
        Result<Option<u16>, (crate::error::ErrorKind, bool)>,
    ),
    /// `IOCTL [#]f, string`: a control string to a device driver. The file is looked up
    /// before the rest is read: a missing comma or a string that does not read is the
    /// error kept here (the string `None`), raised once the file is found open.
    Ioctl(Expr<N>, Option<Expr<N>>, Option<crate::error::ErrorKind>),
    /// `ON KEY(n)`, `ON STRIG(n)`, `ON COM(n)` or `ON PEN` (no number) `GOSUB line`: the
    /// number checked, then a missing GOSUB or a bad line is its error, then the line is
    /// looked up unless it is 0 (GWSTS.ASM `ONGOTP`, FNDLN1; real GW-BASIC 3.23: `ON PEN
    /// GOSUB 9999` is 8). No such event reaches a run. The error of text after the line
    /// comes after the lookup.
    OnEvent(
        Option<(Expr<N>, EventNumber)>,
        Result<u16, crate::error::ErrorKind>,
        Option<crate::error::ErrorKind>,
    ),
    /// `CALL name [(variables)]`: the variable holding the routine's offset, and the error
    /// of a parameter list that does not parse (raised after the variable is read).
    Call(VarRef, Option<ErrorKind>),
    /// `SHELL [command]`, and the error of text after the command (raised after it ran).
    Shell(Option<Expr<N>>, Option<ErrorKind>),
}

/// How GWSTS.ASM checks an event's number, a byte (GETBYT: 5 past 0..255): the number less
/// one (KEY, COM) or rotated right by one bit (STRIG) against how many events the class
/// has. `SEVSTT` (ON/OFF/STOP) takes 0 as every event of a KEY or COM class and compares
/// as signed bytes, so `KEY(255) ON` and `STRIG(9) OFF` pass (real GW-BASIC 3.23); the
/// GOSUB of `ONGOTP` compares unsigned (`ON KEY(0)` is 5, ON STRIG takes 0, 2, 4, 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EventNumber {
    /// How many events the class has (KEY 20, STRIG 4, COM 2).
    pub count: u8,
    /// STRIG's numbering (two per button).
    pub strig: bool,
    /// ON/OFF/STOP (`SEVSTT`) rather than a trap's GOSUB (`ONGOTP`).
    pub switch: bool,
}

impl EventNumber {
    /// Whether event number `n` (a byte) passes.
    pub fn accepts(self, n: u8) -> bool {
        if self.switch && !self.strig && n == 0 {
            return true;
        }
        let id = if self.strig {
            n.rotate_right(1)
        } else {
            n.wrapping_sub(1)
        };
        if self.switch {
            (id as i8) < self.count as i8
        } else {
            id < self.count
        }
    }
}

/// The errors of the text around WIDTH's arguments, which depend on whether the first
/// is a number (the screen's columns, read again by `SCNINT`) or a string (a device).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WidthTail {
    /// A number first: raised once both values were read, before they are checked.
    pub number: Option<ErrorKind>,
    /// A device first: raised before its width is read.
    pub device: Option<ErrorKind>,
    /// A device first: text after its width, a syntax error once the width is set.
    pub device_after: bool,
}

/// GW-BASIC's statements on the disk's folders and names (GW-BASIC User's Guide: FILES,
/// MKDIR, CHDIR, RMDIR, NAME).
#[derive(Clone, Debug, PartialEq)]
pub enum DiskStmt<N> {
    /// `FILES [mask]`: the names in a folder, on the screen.
    Files(Option<Expr<N>>),
    /// `MKDIR path`.
    Mkdir(Expr<N>),
    /// `CHDIR path`.
    Chdir(Expr<N>),
    /// `RMDIR path`.
    Rmdir(Expr<N>),
    /// `NAME old AS new`.
    Name(Expr<N>, Expr<N>),
    /// `BSAVE name, offset, length`: bytes of DEF SEG's segment to a file.
    Bsave(BinaryArgs<N>),
    /// `BLOAD name[, offset]`: a BSAVE file's bytes back into memory.
    Bload(BinaryArgs<N>),
}

/// BSAVE's and BLOAD's arguments as read (GIO86.ASM `BPARMS`): the name, then up to two
/// addresses after commas; the text that does not fit raises `after` once they are read.
#[derive(Clone, Debug, PartialEq)]
pub struct BinaryArgs<N> {
    /// The file's name.
    pub name: Expr<N>,
    /// The offset and the length, as many as were given.
    pub values: Vec<Expr<N>>,
    /// The error of the text after the values (a missing comma, a third value).
    pub after: Option<ErrorKind>,
}

/// The statements of GW-BASIC's SCREEN 0 text screen (GW-BASIC User's Guide).
#[derive(Clone, Debug, PartialEq)]
pub enum TextStmt<N> {
    /// `LOCATE [row][,[col][,[cursor][,[start][,stop]]]]`, and the error that what
    /// follows the arguments raises once they are read (see `Parser::scnint_args`).
    Locate(Vec<Option<Expr<N>>>, Option<crate::error::ErrorKind>),
    /// `CLS [n]`, and the error that what follows raises once `n` is read.
    Cls(Option<Expr<N>>, Option<crate::error::ErrorKind>),
    /// `WIDTH [size][, rows]` (40 or 80, 25), or `WIDTH "device", size` when the first is a
    /// string; then the errors of the text around them.
    Width(Option<Expr<N>>, Option<Expr<N>>, WidthTail),
    /// `WIDTH LPRINT size`: the printer's line width (0..255), and the syntax error of text
    /// after it, raised once the width is read and checked, before it is set.
    WidthPrinter(Expr<N>, Option<crate::error::ErrorKind>),
    /// `COLOR [fg][,[bg][,border]]`, and the error what follows a value raises once the
    /// values are read.
    Color(Vec<Option<Expr<N>>>, Option<crate::error::ErrorKind>),
    /// `KEY ON` (true) and `KEY OFF`.
    KeyLine(bool),
    /// `KEY LIST`.
    KeyList,
    /// `KEY n, text`.
    KeySet(Expr<N>, Expr<N>),
    /// `VIEW PRINT [top TO bottom]`.
    ViewPrint(Option<(Expr<N>, Expr<N>)>),
    /// `DEF SEG [= address]`.
    DefSeg(Option<Expr<N>>),
    /// `DEF USR[n] = address`: no machine code runs here, so only the address is checked.
    DefUsr(u8, Expr<N>),
    /// `POKE address, value` in the current segment.
    Poke(Expr<N>, Expr<N>),
    /// `OUT port, value`: a 16-bit port and a byte; no device listens here.
    Out(Expr<N>, Expr<N>),
    /// `WAIT port, mask[, xor]`: the port and the bytes read as OUT reads them, then the
    /// port polled until `(byte XOR xor) AND mask` is not 0 (GWEVAL.ASM `FNWAIT`).
    Wait(Expr<N>, Expr<N>, Option<Expr<N>>),
    /// `PCOPY from, to`: both read as bytes, then checked against the mode's pages.
    Pcopy(Expr<N>, Expr<N>),
}

/// What a [`Stmt::Memory`] statement does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryOp {
    /// `POKE address, value`.
    Poke,
    /// `WAIT address, mask[, xor]`.
    Wait,
    /// `SYS address`.
    Sys,
}

/// Which KERNAL file call a C64 statement makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernalOp {
    /// `LOAD`.
    Load,
    /// `SAVE`.
    Save,
    /// `VERIFY`.
    Verify,
}
