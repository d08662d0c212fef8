//! A machine's memory figures: what each thing a program makes costs in bytes, as its ROM
//! stored it. The figures are facts of a dialect's [`Profile`](crate::dialect::Profile)
//! (`Profile::memory`); the accounting that uses them is `crate::memory::Memory`.

/// Bytes for each type of value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerType {
    /// A single-precision number (the only kind on the Altair and, for variables, the C64).
    pub single: u32,
    /// An integer (`%`).
    pub integer: u32,
    /// A double-precision number (`#`, GW-BASIC).
    pub double: u32,
    /// A string descriptor.
    pub string: u32,
}

impl PerType {
    /// The same size for every type (the Altair's and the C64's variable entries).
    pub const fn all(n: u32) -> Self {
        Self {
            single: n,
            integer: n,
            double: n,
            string: n,
        }
    }
}

/// Where strings live.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StringSpace {
    /// At the top of the memory variables and arrays grow into, allocated downwards and
    /// compacted when the two meet (the C64's FRETOP, GW-BASIC's string space).
    Shared,
    /// In a fixed area at the top of memory that `CLEAR n` sizes; `FRE(0)` does not count it
    /// and `FRE("")` reports what is left of it (Altair 8K BASIC: 50 bytes at start).
    Separate {
        /// The area's size after a cold start.
        default: u32,
    },
}

/// When `FRE` compacts the string space before it answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FreCollects {
    /// Every call (the 6502 and 8080 BASICs' FRE calls the garbage collector first).
    Always,
    /// Only with a string argument: `FRE("")` compacts, `FRE(0)` shows the garbage too
    /// (GW-BASIC as PC-BASIC records it, `gw/limits/l017`).
    StringArgument,
}

/// The processor stack the interpreter's FOR and GOSUB entries and its expression evaluator
/// share, in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StackModel {
    /// Whether the stack grows down into the free memory `FRE(0)` reports (the Altair: each
    /// GOSUB lowers FRE by its entry), rather than living in a page of its own (the C64's
    /// 6502 stack page, GW-BASIC's stack segment).
    pub in_free_memory: bool,
    /// With a stack of its own: the bytes entries and expressions may use before `GETSTK`
    /// fails. With the stack in free memory: the bytes `GETSTK` keeps free below it.
    pub room: u32,
    /// Bytes a FOR entry takes.
    pub for_frame: u32,
    /// Bytes a GOSUB entry takes.
    pub gosub_frame: u32,
    /// Bytes a WHILE entry takes.
    pub while_frame: u32,
    /// Bytes WHILE asks `GETSTK` for before it pushes its entry.
    pub while_needs: u32,
    /// Bytes FOR asks `GETSTK` for before it pushes its entry.
    pub for_needs: u32,
    /// Where FOR's STEP expression starts on the stack (what FOR has pushed when it calls
    /// FRMEVL for it, as [`StackModel::expression`] counts); 0: at LET's `expression`.
    pub for_step: u32,
    /// Bytes GOSUB asks `GETSTK` for before it pushes its entry.
    pub gosub_needs: u32,
    /// Bytes a statement's expression evaluation has on the stack at its first check (LET's:
    /// GW's LET pushes the variable's address and type before it calls FRMEVL).
    pub expression: u32,
    /// Bytes IF's condition has on the stack at its first check (GW's IFS calls FRMEVL
    /// with nothing pushed).
    pub condition: u32,
    /// Bytes a pending binary operator keeps on the stack (its precedence, the routine's
    /// address and the left operand) while its right operand is evaluated.
    pub operator: u32,
    /// Bytes a parenthesised operand keeps on the stack (FRM_ELEMENT, PARCHK, FRMEVL); 0
    /// where the model does not need parentheses, which the parser then drops.
    pub paren: u32,
    /// Bytes a unary minus or `NOT` keeps on the stack while its operand is evaluated,
    /// where `typed` is `None` (the C64's EVAL drops its return address and goes on as for
    /// a pending operator, so a sign costs what one does; 0 where not measured).
    pub sign: u32,
    /// Bytes a built-in function call keeps on the stack while its arguments are evaluated.
    pub function: u32,
    /// Bytes a `FN` call keeps on the stack while its body is evaluated.
    pub user_function: u32,
    /// Bytes a `FN` call keeps on the stack while its argument is evaluated, where `typed`
    /// is `None` (the C64: FNDOER's pushes and the argument's parenthesis, 8 bytes, below
    /// the body's 16).
    pub fn_argument: u32,
    /// GW-BASIC's FRMEVL, whose pending operators cost what they push of their left
    /// operand, and whose signs and string functions have costs of their own; `None`: one
    /// cost per pending operator (`operator`), none for a sign (the 8080 and 6502 BASICs).
    pub typed: Option<TypedFrmevl>,
}

/// The kinds of pending operator GW-BASIC's FRMEVL (GWEVAL.ASM) stacks differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpClass {
    /// `+ - * /`: the left operand is pushed as it is (NUMREL) with APPLOP's entry.
    Arithmetic,
    /// `= <> < > <= >=`: the relational bits and DOCMP besides an arithmetic entry, or a
    /// string's descriptor pointer and STRCMP (FINREL).
    Relation,
    /// `AND OR XOR EQV IMP MOD \`: the left operand forced to an integer (ANDORD).
    Integer,
    /// `^`: the left operand forced to a single (EXPSTK).
    Power,
}

/// What GW-BASIC's FRMEVL keeps on the stack (GWEVAL.ASM), in bytes between two of
/// LPOPER's `GETSTK` checks. Every check is made after LPOPER pushes the precedence; an
/// operand that enters EVAL pushes EVAL's return address on top of what its parent holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypedFrmevl {
    /// A pending `+ - * /` besides its left operand: the old precedence, RETAOP, the
    /// operator-and-type word, APPLOP and LPOPER's precedence, less the precedence TSTOP
    /// popped (8).
    pub operator: u32,
    /// The left operand as NUMREL pushes it: an integer 2, a single 4, a double 8; a
    /// string's descriptor pointer takes the place of the operator-and-type word (0).
    pub value: PerType,
    /// What a relational operator pushes besides an arithmetic one (the relational bits
    /// and DOCMP in the place of RETAOP: 2).
    pub relation: u32,
    /// A pending `AND OR XOR EQV IMP MOD \` (ANDORD: the integer, DANDOR: 8).
    pub integer_operator: u32,
    /// A pending `^` (EXPSTK: the single pushed by PUSHF, FPWRQ: 10).
    pub power: u32,
    /// A string `+` (CAT: the old precedence and the left descriptor, then EVAL of the
    /// right operand alone, with no check of its own: 2).
    pub concat: u32,
    /// A unary minus or `NOT` (EVAL's return address, DOMIN's and NOTER's call of LPOPER
    /// and its precedence: 6).
    pub sign: u32,
    /// The first argument of `LEFT$`, `RIGHT$` and `MID$` (ISFUN's "funny" functions: the
    /// function number and FRMPRN's call, no PARCHK: 8).
    pub string_function: u32,
    /// What their later arguments keep besides the first's cost (the string's descriptor,
    /// GETBYT's and FRMEVL's return addresses in the place of FRMPRN's: 4).
    pub later_argument: u32,
    /// What each earlier argument of an `FN` call keeps while a later one is evaluated
    /// (ASGMOR: the parameter's address, the value's 8 bytes and its type: 12).
    pub fn_argument: u32,
    /// Where an `FN` body's evaluation starts, besides the enclosing `FN`'s parameter block
    /// (FNDOER: EVAL's return, the function's type, the caller's text pointer, the saved
    /// block's length and link, FRMEQL's return and LPOPER's precedence: 14).
    pub fn_body: u32,
    /// Where PRINT's items start (GIO86.ASM PRINT: the width word pushed, FRMEVL called,
    /// LPOPER's precedence and the check's word: 8), in the place of LET's `expression`.
    pub print: u32,
    /// Where PRINT USING's values and the MID$ statement's arguments start (measured: 12).
    pub using: u32,
    /// What an array's first subscript keeps besides what its parent holds (BIPTRG.ASM
    /// ISARY/INDLOP: PTRGET's return, DIMFLG and VALTYP, the dimension count and the
    /// looks, INTIDX's, GETIN2's and FRMEVL's returns and LPOPER's precedence: 18 with the
    /// check's word).
    pub subscript: u32,
    /// What each later subscript keeps more (the index before it: 2).
    pub later_subscript: u32,
    /// What MID$'s third argument keeps besides the second's (2).
    pub third_argument: u32,
}

impl StackModel {
    /// The bytes a pending binary operator of `class` keeps while its right operand is
    /// evaluated, with a left operand of type `left` (`None`: a string).
    pub fn operator_cost(&self, class: OpClass, left: Option<crate::num::NumKind>) -> u32 {
        let Some(t) = &self.typed else {
            return self.operator;
        };
        use crate::num::NumKind;
        let value = match left {
            Some(NumKind::Integer) => t.value.integer,
            Some(NumKind::Single) => t.value.single,
            Some(NumKind::Double) => t.value.double,
            None => t.value.string,
        };
        match class {
            OpClass::Arithmetic => t.operator + value,
            OpClass::Relation => t.operator + t.relation + value,
            OpClass::Integer => t.integer_operator,
            OpClass::Power => t.power,
        }
    }

    /// The most any pending binary operator keeps (a relation on a double in GW-BASIC): a
    /// bound for the evaluation of a whole expression checked at once.
    pub fn operator_bound(&self) -> u32 {
        let Some(t) = &self.typed else {
            return self.operator;
        };
        let value = t.value.integer.max(t.value.single).max(t.value.double);
        (t.operator + t.relation + value)
            .max(t.integer_operator)
            .max(t.power)
    }

    /// Where PRINT's items and ON's selector start on the stack (`TypedFrmevl::print`;
    /// LET's elsewhere).
    pub fn print_base(&self) -> u32 {
        self.typed.map_or(self.expression, |t| t.print)
    }

    /// Where PRINT USING's values and the MID$ statement's arguments start
    /// (`TypedFrmevl::using`; LET's elsewhere).
    pub fn using_base(&self) -> u32 {
        self.typed.map_or(self.expression, |t| t.using)
    }

    /// Where RANDOMIZE's seed starts: FRMEVL called with nothing pushed, as IF's condition
    /// (GWMAIN.ASM `RANDOM`; LET's where the model has no types).
    pub fn randomize_base(&self) -> u32 {
        self.typed.map_or(self.expression, |_| self.condition)
    }

    /// The bytes subscript `k` (from 0) of an array keeps while it is evaluated, besides
    /// what its parent holds (0 where not modelled).
    pub fn subscript_cost(&self, k: usize) -> u32 {
        self.typed.map_or(0, |t| {
            t.subscript + t.later_subscript * u32::try_from(k).unwrap_or(u32::MAX / 4)
        })
    }

    /// The bytes MID$'s third argument keeps besides its second's.
    pub fn third_argument_cost(&self) -> u32 {
        self.typed.map_or(0, |t| t.third_argument)
    }

    /// The bytes a unary minus or `NOT` keeps while its operand is evaluated.
    pub fn sign_cost(&self) -> u32 {
        self.typed.map_or(self.sign, |t| t.sign)
    }

    /// The bytes a string function's later argument keeps besides its first's.
    pub fn later_argument_cost(&self) -> u32 {
        self.typed.map_or(0, |t| t.later_argument)
    }

    /// The bytes a built-in function keeps while its first argument is evaluated:
    /// `string_function` for GW-BASIC's `LEFT$`, `RIGHT$` and `MID$`.
    pub fn function_cost(&self, string_function: bool) -> u32 {
        match &self.typed {
            Some(t) if string_function => t.string_function,
            _ => self.function,
        }
    }
}

/// A machine's memory: its size and what each thing a program makes costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The bytes program lines, variables, arrays and strings share (and the stack, where it
    /// grows into free memory): `FRE(0)` of an empty program, at the statement level.
    pub free: u32,
    /// Bytes a stored line costs besides its crunched text: the link to the next line, the
    /// line number and the terminating zero.
    pub line_overhead: u32,
    /// Bytes of a simple variable's entry before its value (its name; GW-BASIC: type byte,
    /// two name characters and the length of the rest).
    pub scalar_header: u32,
    /// Bytes of a simple variable's value by type.
    pub scalar_value: PerType,
    /// Whether the characters of a name past the second are stored too (GW-BASIC).
    pub long_names: bool,
    /// Bytes of an array's header before its dimensions (name, size, dimension count; GW:
    /// type byte and name length too).
    pub array_header: u32,
    /// Bytes per dimension in an array's header.
    pub array_dimension: u32,
    /// Bytes of an array element by type.
    pub element: PerType,
    /// Bytes a `DEF FN` definition takes.
    pub fn_definition: u32,
    /// Whether a `DEF FN` definition is an entry of the simple-variable table, sized as a
    /// variable of the function's type (GW-BASIC: the name's first letter with bit 7 set, the
    /// value a pointer into the program text) rather than `fn_definition` bytes.
    pub fn_as_variable: bool,
    /// Whether `DEF FN` creates its parameter variable (PTRGET on the parameter, 6502 and
    /// 8080 BASICs).
    pub fn_creates_parameter: bool,
    /// Where strings live.
    pub strings: StringSpace,
    /// The largest `CLEAR n` string space (past it `?FC`).
    pub max_string_space: u32,
    /// Whether `FRE` answers a signed 16-bit number (-6791 for 58745 bytes).
    pub fre_signed: bool,
    /// When FRE compacts the string space.
    pub fre_collects: FreCollects,
    /// Bytes an array, a variable or (where strings share memory) a string must leave free
    /// (the Altair's REASON keeps room for the stack; GW-BASIC never fills the last byte).
    pub reserve: u32,
    /// The stack.
    pub stack: StackModel,
    /// Bytes from the program's start to the end of the 16-bit address space, where an array
    /// whose end would wrap past it is `Bad subscript` rather than out of memory (the
    /// Altair's DIM adds the size to the address and tests the carry); `None`: no such test.
    pub address_room: Option<u32>,
    /// How many string temporaries an expression may hold at once (`None`: no limit).
    pub string_temporaries: Option<u32>,
    /// Where the interpreter's data segment puts things, for VARPTR and PEEK (GW-BASIC);
    /// `None` where memory is only counted.
    pub segment: Option<DataSegment>,
}

/// The addresses of a data segment laid out as GW-BASIC 3.23's (PC-BASIC `memory.py`'s map,
/// checked against pcbasic-suite data_segment_current_pointers): the program text from
/// `program`, then simple variables, then arrays, free space, and strings from `strings_top`
/// down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DataSegment {
    /// The segment's paragraph, which `DEF SEG` alone selects (PC-BASIC's 0x13AD).
    pub address: u16,
    /// The first line's link (the program text's 0 byte is just below it).
    pub program: u32,
    /// The top of the string space.
    pub strings_top: u32,
    /// The end of the memory BASIC uses (`CLEAR ,n`).
    pub top: u32,
    /// Where the word holding `top` is.
    pub top_pointer: u32,
    /// Where the word holding `program` is.
    pub program_pointer: u32,
    /// Where the words holding the starts of the variables, the arrays and free memory are.
    pub variables_pointer: u32,
    /// Where file 1's FIELD buffer is.
    pub fields: u32,
    /// How far apart the files' FIELD buffers are (a file's header and control block, and
    /// its buffer).
    pub field_stride: u32,
    /// The size of a FIELD buffer (the largest record length).
    pub field_size: u32,
    /// How far below its FIELD buffer a file's block (`VARPTR(#f)`, its mode byte) starts.
    pub file_block: u32,
    /// Where the word holding the line running now is (CURLIN; 65535 in direct mode).
    pub current_line_pointer: u32,
    /// Where the word holding the top of the string space is (MEMSIZ: the highest byte a
    /// string may take).
    pub memsiz_pointer: u32,
    /// Where TEMPPT is: the word pointing at the next free descriptor of TEMPST, which
    /// follows it (three bytes a pending string temporary).
    pub temp_pointer: u32,
    /// Where the word holding the bottom of the strings is (FRETOP: the byte below the
    /// lowest string; FRE(0) is FRETOP less STREND).
    pub fretop_pointer: u32,
    /// The bytes at the segment's start, below the first pointer word, as a program finds
    /// them (read where nothing else models them).
    pub low_bytes: &'static [u8],
    /// Where the text attribute byte is (the colours COLOR set in SCREEN 0).
    pub attribute: u32,
    /// Where the function keys' texts are (STRTAB: 16 bytes a key, keys 1-10, each text
    /// ended by a 0 byte).
    pub soft_keys: u32,
    /// Where the word of key 15 is in the table of the keys KEY n,"xy" defines from 11 on:
    /// key n's two bytes go to `trap_keys + 2(n-15)` (the second character first) and bit 2
    /// of the byte at `trap_keys + 11 + n` is set.
    pub trap_keys: u32,
    /// The key tables as the machine starts (the scan codes of keys 1-14, the words of keys
    /// 15-20, the keys' flags, the shift keys' scan codes), and where they start.
    pub key_tables: (u32, &'static [u8]),
    /// The constants the interpreter copies below its variables at start (GWDATA.ASM from
    /// `RAMLOW`: the code stubs, RNDCOP and RNDX, ENDPRG, USRTAB, NULCNT, DAYSPM ...), and
    /// where they start.
    pub constants: (u32, &'static [u8]),
    /// Where RNDCOP is (the seed CLEAR copies into RNDX; 3 bytes, low first).
    pub rnd_copy: u32,
    /// Where RNDX is (the generator's 24-bit seed, low byte first; its exponent byte after).
    pub rnd_seed: u32,
    /// Where USRTAB is (ten words: the addresses `DEF USRn` sets).
    pub usr_table: u32,
    /// Where LSTCHR is (the last character the screen output routine was given).
    pub last_char: u32,
    /// The non-zero bytes free memory holds at start (runs: an address and its bytes),
    /// before any program wrote there; every other free byte reads 0.
    pub start_free: &'static [(u32, &'static [u8])],
    /// Where the interpreter's state words past FRETOP are (DATLIN, DOT, DEFTBL ...).
    pub state: Option<StateWords>,
}

impl DataSegment {
    /// The byte free memory holds at `a` at start.
    pub fn start_free_byte(&self, a: u32) -> u8 {
        self.start_free
            .iter()
            .find_map(|&(at, bytes)| bytes.get(a.checked_sub(at)? as usize).copied())
            .unwrap_or(0)
    }
}

impl Layout {
    /// A machine with memory to spare: for a profile that does not model its memory.
    pub const UNBOUNDED: Layout = Layout {
        free: 1 << 20,
        line_overhead: 5,
        scalar_header: 2,
        scalar_value: PerType::all(4),
        long_names: false,
        array_header: 5,
        array_dimension: 2,
        element: PerType::all(4),
        fn_definition: 6,
        fn_as_variable: false,
        fn_creates_parameter: false,
        strings: StringSpace::Shared,
        max_string_space: 1 << 20,
        address_room: None,
        fre_signed: false,
        fre_collects: FreCollects::Always,
        reserve: 0,
        stack: StackModel {
            in_free_memory: false,
            room: 1 << 20,
            for_frame: 16,
            gosub_frame: 5,
            while_frame: 5,
            while_needs: 5,
            for_needs: 16,
            for_step: 0,
            gosub_needs: 5,
            expression: 0,
            condition: 0,
            operator: 0,
            paren: 0,
            sign: 0,
            function: 0,
            user_function: 0,
            fn_argument: 0,
            typed: None,
        },
        string_temporaries: None,
        segment: None,
    };
}

/// Where the interpreter keeps the words of its state that the low segment shows past
/// FRETOP (GWDATA.ASM's order, as real GW-BASIC 3.23 in DOSBox reads them: MAXMEM at
/// &H44D, then MEMSIZ, TEMPPT, TEMPST, DSCTMP, FRETOP, TEMP3, TEMP8, ENDFOR, DATLIN at
/// &H47C ... ERRLIN at &H48D, DOT, ERRTXT, ONELIN, ONEFLG at &H495 ... OLDLIN at &H49A,
/// OLDTXT, then VARTAB, ARYTAB and STREND again at &H49E, DATPTR and DEFTBL).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StateWords {
    /// MAXMEM: the largest the segment may be (65534, whatever CLEAR sets).
    pub maxmem: u32,
    /// DATLIN: the line the last DATA search entered.
    pub datlin: u32,
    /// AUTLIN: the last line that went in (the program's last as it was loaded).
    pub autlin: u32,
    /// ERRLIN: the line of the last error.
    pub errlin: u32,
    /// DOT: the line EDIT and LIST take for `.` (the last line that went in, then the line
    /// of the last error).
    pub dot: u32,
    /// ONEFLG: 255 while an error trap's handler runs.
    pub oneflg: u32,
    /// OLDLIN: the line the last error (or STOP, END) stopped in.
    pub oldlin: u32,
    /// VARTAB, ARYTAB and STREND as three words (the same values as the words at &H358).
    pub vartab: u32,
    /// DATPTR: the text pointer READ goes on from (TXTTAB-1 after RESTORE).
    pub datptr: u32,
    /// DEFTBL: each letter's default type (2, 3, 4 or 8) as DEFINT, DEFSTR, DEFSNG and
    /// DEFDBL set it (CLEAR makes all 4).
    pub deftbl: u32,
    /// BUF: the line buffer an ASCII file's load, INPUT and LINE INPUT fill (each line
    /// from its start, ended by a 0, the longer lines' tails left past it).
    pub buf: u32,
    /// The bytes PEEK reads through PEKFLT where BASICA kept its words (the top of memory,
    /// CURLIN, TXTTAB; the text attribute; a word PEEK reads 0; VARTAB, ARYTAB, STREND):
    /// the bytes there are others (0 below BUF, BUF's in it).
    pub filtered: [(u32, u32); 4],
}
