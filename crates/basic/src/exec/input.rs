//! INPUT and READ: typed answers and DATA items into variables.

use std::rc::Rc;

use ferrite_console::Console;

use super::{Flow, Machine, Pc, Value};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::{FaultOp, NumKind, Number, ParseContext, Parsed};
use crate::parse::{Expr, LValue, VarType};

/// Why a typed answer could not be taken.
enum Answer<N> {
    /// All values, and whether there was more text than targets.
    Values(Vec<Value<N>>, bool),
    /// Not a number where one was wanted, or (GW) the wrong number of items.
    Redo,
    /// The input ran out while asking.
    Exhausted,
    /// A number too large for the machine where overflow stops the program.
    Overflow,
    /// Storing an item as it was read failed (`?ILLEGAL QUANTITY` for `A%`).
    Failed(BasicError),
}

impl<P: Profile> Machine<P> {
    /// `INPUT` and `LINE INPUT`.
    pub(super) fn input(
        &mut self,
        prompt: Option<&[u8]>,
        question: bool,
        whole_line: bool,
        keep_line: bool,
        targets: &[LValue<P::Num>],
        con: &mut dyn Console,
    ) -> Result<Flow, BasicError> {
        loop {
            if let Some(p) = prompt {
                self.screen.write(p);
            }
            if question || prompt.is_none() && !whole_line {
                self.screen.write(b"?");
                self.screen.gap();
            }
            // A LINE INPUT whose name is none stops once its prompt is out (see
            // `Parser::input`).
            if whole_line && targets.is_empty() {
                return Err(ErrorKind::Syntax.into());
            }
            // LINE INPUT finds its variable and wants a string before it reads a key
            // (GWMAIN.ASM `LINE INPUT`: PTRGET, then the type's TMERR, then INLIN; real
            // GW-BASIC 3.23: `LINE INPUT a` typed at `Ok` errs at once, the next typed
            // line is a command).
            if let (true, Some(t)) = (whole_line, targets.first()) {
                if self.store.type_of(super::lvalue_var(t)) != VarType::Str {
                    return Err(ErrorKind::TypeMismatch.into());
                }
            }
            let answer = if whole_line {
                match self.typed_line(con, keep_line) {
                    Some(line) => Answer::Values(vec![Value::Str(Rc::from(line))], false),
                    None => Answer::Exhausted,
                }
            } else {
                self.answers(targets, keep_line, con)
            };
            match answer {
                Answer::Exhausted => return Ok(Flow::InputExhausted),
                // A bare INPUT: the answer was read before the missing list was found.
                _ if targets.is_empty() => return Err(ErrorKind::Syntax.into()),
                Answer::Overflow => return Err(ErrorKind::Overflow.into()),
                Answer::Failed(e) => return Err(e),
                Answer::Redo => {
                    self.screen.write(P::redo_message().as_bytes());
                    self.screen.newline();
                    // The INPUT is begun again from its text: under TRON one that starts
                    // its line passes the line's start, and NEWSTT shows its number again
                    // (real GW-BASIC 3.23, diffdirect `trons`).
                    if self.trace && self.here.stmt == 0 {
                        if let Some(n) = self.line_number_at(self.here) {
                            self.screen.write(format!("[{n}]").as_bytes());
                        }
                    }
                }
                Answer::Values(values, extra) => {
                    let fixed;
                    let targets = if P::input_subscripts_first() {
                        fixed = self.fix_subscripts(targets)?;
                        &fixed[..]
                    } else {
                        targets
                    };
                    for (t, v) in targets.iter().zip(values) {
                        self.assign(t, v)?;
                    }
                    if extra {
                        self.screen.write(P::extra_ignored_message().as_bytes());
                        self.screen.newline();
                    }
                    return Ok(Flow::Next);
                }
            }
        }
    }

    /// The targets with every subscript worked out now, as numbers, so that storing into one
    /// target cannot move a later one (see `Profile::input_subscripts_first`).
    fn fix_subscripts(
        &mut self,
        targets: &[LValue<P::Num>],
    ) -> Result<Vec<LValue<P::Num>>, BasicError> {
        let mut fixed = Vec::with_capacity(targets.len());
        for t in targets {
            fixed.push(match t {
                LValue::Var(v) => LValue::Var(*v),
                LValue::Element(v, subs) => {
                    let mut nums = Vec::with_capacity(subs.len());
                    for s in subs {
                        nums.push(Expr::Num(P::Num::from_i32(self.eval_index(s)?)));
                    }
                    LValue::Element(*v, nums)
                }
            });
        }
        Ok(fixed)
    }

    /// Waits for a typed line, shows it when the console echoes, and ends the screen line as
    /// BASIC itself did after an answer.
    fn typed_line(&mut self, con: &mut dyn Console, keep_line: bool) -> Option<Vec<u8>> {
        self.show_pixels(true);
        self.screen.flush(con);
        if let Some(d) = self.screen.device() {
            // The screen editor typed the keys on its screen and read the line back.
            let line = d.line()?;
            if !keep_line {
                self.screen.newline();
            }
            self.typed_buf(&line);
            return Some(line);
        }
        let request = super::inlin::LineRequest {
            input: true,
            stays: keep_line,
        };
        let line = match self.screen_line(con, request) {
            // The screen editor typed the keys on the page itself and left the cursor at
            // the end of the answer.
            Some(super::EditedLine::Line(line)) => {
                self.sync_column(keep_line);
                line
            }
            Some(super::EditedLine::Break) => {
                self.sync_column(true);
                if let Some(flag) = con.break_flag() {
                    flag.raise();
                }
                return None;
            }
            Some(super::EditedLine::End) => return None,
            None => self.read_typed_line(con, keep_line)?,
        };
        if !keep_line {
            self.screen.newline();
        }
        self.typed_buf(&line);
        Some(line)
    }

    /// A line from the console (no screen editor), shown as it was typed.
    fn read_typed_line(&mut self, con: &mut dyn Console, keep_line: bool) -> Option<Vec<u8>> {
        let mut line = con.read_line()?;
        if P::typed_line_edits() {
            // Where the answer starts on the page, and what the row holds from there: a
            // Tab passes over those cells, and they are read as part of the answer.
            let (start, under) = match self.screen.text.as_deref() {
                Some(t) => {
                    let (row, col) = (t.csrlin(), t.pos());
                    let under: Vec<u8> = (col..=t.width())
                        .map(|c| t.screen(row, c, false).unwrap_or(b' '))
                        .collect();
                    (col - 1, under)
                }
                None => (self.screen.column, Vec::new()),
            };
            match edited_answer(&line, start, &under) {
                Some(l) => line = l,
                None => {
                    // Ctrl-C: INLIN breaks where the answer was being typed.
                    if let Some(flag) = con.break_flag() {
                        flag.raise();
                    }
                    return None;
                }
            }
        }
        if let Some(max) = P::typed_line_max() {
            line.truncate(max);
        }
        if con.echoes_input() {
            self.screen.write(&line);
        } else {
            // The keys typed still showed on the machine's screen (pcbasic-suite INPUTCON),
            // and after `INPUT;` the cursor stays after them, where PRINT goes on
            // (INPUTCO2).
            self.screen.echo_on_page(&line);
            self.sync_column(keep_line);
        }
        Some(line)
    }

    /// After `INPUT;` (`keep`) the stream's column is the page cursor's, where PRINT goes
    /// on after the answer.
    fn sync_column(&mut self, keep: bool) {
        if keep {
            if let Some(t) = &self.screen.text {
                self.screen.column = if t.waits_at_edge() {
                    t.width()
                } else {
                    t.pos() - 1
                };
            }
        }
    }

    /// Reads answers for every target, asking `?? ` for missing ones where the dialect does.
    fn answers(
        &mut self,
        targets: &[LValue<P::Num>],
        keep_line: bool,
        con: &mut dyn Console,
    ) -> Answer<P::Num> {
        let Some(mut line) = self.typed_line(con, keep_line) else {
            return Answer::Exhausted;
        };
        if line.is_empty() && P::empty_answer_keeps_values() {
            return Answer::Values(Vec::new(), false);
        }
        let mut pos = 0;
        let mut values = Vec::with_capacity(targets.len());
        for (i, t) in targets.iter().enumerate() {
            if i > 0 {
                if pos < line.len() && line[pos] == b',' {
                    pos += 1;
                } else if P::asks_for_missing_items() {
                    self.screen.write(b"??");
                    self.screen.gap();
                    match self.typed_line(con, keep_line) {
                        Some(l) => line = l,
                        None => return Answer::Exhausted,
                    }
                    pos = 0;
                } else {
                    return Answer::Redo;
                }
            }
            let ty = self.store.type_of(super::lvalue_var(t));
            let item_start = pos;
            let rules = ItemRules {
                keep_trailing: P::input_keeps_trailing_spaces(),
                colon_ends: P::input_colon_ends_answer(),
                doubles_whole: P::input_reads_doubles_whole(),
            };
            let taken = match take_item::<P::Num>(&line, &mut pos, ty, ParseContext::Input, rules) {
                // FIN reads the number before the character that spoils the item, so its
                // overflow comes first (real GW-BASIC 3.23: `1D309   "-5` answers
                // `Overflow`, then `?Redo from start`).
                None if !P::input_stores_each_item()
                    && number_prefix_overflows::<P::Num>(&line[item_start..], ty, rules) =>
                {
                    Some((Value::Num(P::Num::from_i32(0)), true))
                }
                taken => taken,
            };
            // `$FINE`'s overflow exit left the answer's pointer at a stray address, which
            // is neither a comma nor the answer's end (real GW-BASIC 3.23: `3.33E-40000`
            // for `INPUT Z` is `?Redo from start`).
            if matches!(ty, VarType::Num(_))
                && P::Num::text_loses_pointer(&line[item_start..pos.min(line.len())])
            {
                return Answer::Redo;
            }
            match taken {
                Some((v, false)) if P::input_stores_each_item() => {
                    if let Err(e) = self.assign(t, v) {
                        return Answer::Failed(e);
                    }
                }
                Some((v, false)) => values.push(v),
                // The input conversion overflowed: GW says `Overflow` and asks again (real
                // GW-BASIC 3.23: `1E39` for `INPUT A` is `Overflow`, `?Redo from start`);
                // BASIC V2's FIN stops with `?OVERFLOW  ERROR` (cbmbasic).
                // With an error trap set, FIN's overflow goes through OVERR, which traps it
                // as error 6 before anything is stored, as it does an expression's; `&H`/`&O`
                // past 16 bits warns by itself whatever the trap (GWEVAL.ASM `CKOVER`; real
                // GW-BASIC 3.23: `1E39` under ON ERROR is ERR 6, `&H10000` `?Redo from start`).
                Some((_, true))
                    if self.trapping()
                        && trim_item(&line[item_start..], false).first() != Some(&b'&') =>
                {
                    return Answer::Overflow
                }
                Some((_, true)) if P::arithmetic_errors_warn() => {
                    self.screen
                        .write(P::error_words(ErrorKind::Overflow).as_bytes());
                    self.screen.newline();
                    return Answer::Redo;
                }
                Some((_, true)) => return Answer::Overflow,
                // BASIC V2 stores what FIN or the string scan took before it finds the bad
                // character after it (`5X` stores 5, then `?REDO FROM START`).
                None if P::input_stores_each_item() => {
                    let (v, overflow) = redo_value::<P::Num>(&line[item_start..], ty);
                    if overflow {
                        return Answer::Overflow;
                    }
                    if let Err(e) = self.assign(t, v) {
                        return Answer::Failed(e);
                    }
                    return Answer::Redo;
                }
                None => return Answer::Redo,
            }
        }
        let extra = pos < line.len();
        if extra && !P::asks_for_missing_items() {
            return Answer::Redo;
        }
        Answer::Values(values, extra)
    }

    /// `READ`: the next DATA items into the targets.
    pub(super) fn read(&mut self, targets: &[LValue<P::Num>]) -> Result<(), BasicError> {
        // The DATA pointer moves on only when the whole READ has finished (GWMAIN.ASM: READ
        // stores DATPTR at RESFIN): after an error its items are read again, the stored
        // ones too (pcbasic-suite RESTORE: 32768 read into an integer is `Overflow` every
        // time; real GW-BASIC 3.23: a READ after `Out of data` in a READ of several items
        // reads that READ's first item again).
        let before = self.data;
        for t in targets {
            if let Err(e) = self.read_one(t) {
                self.data = before;
                return Err(e);
            }
        }
        Ok(())
    }

    /// Reads the next DATA item into one target.
    fn read_one(&mut self, t: &LValue<P::Num>) -> Result<(), BasicError> {
        // READ finds its target (PTRGET: the variable or the array made, the subscripts
        // checked) before it looks for the item (GWMAIN.ASM `READ`; real GW-BASIC 3.23: a
        // READ that finds no DATA has made its variable, `VARPTR` of it then passes).
        match t {
            LValue::Var(v) => self.store.touch(*v)?,
            LValue::Element(v, subs) => {
                self.element_index(*v, subs)?;
            }
        }
        {
            let item = loop {
                let Some(line) = self.lines.get(self.data.line) else {
                    return Err(ErrorKind::OutOfData.into());
                };
                // Entering a line (from the one before, or where RESTORE put the pointer)
                // sets DATLIN (GWMAIN.ASM `DATFND`).
                if self.data.stmt == 0 {
                    self.data_line = line.number;
                }
                if let Some(item) = line.data.get(self.data.stmt) {
                    self.data.stmt += 1;
                    break item.clone();
                }
                self.data = Pc {
                    line: self.data.line + 1,
                    stmt: 0,
                };
            };
            let line_number = self.data_line;
            let ty = self.store.type_of(super::lvalue_var(t));
            // The machines report bad DATA as a syntax error in the DATA line (NBS P099, P103:
            // a quoted item read into a number, text after a closing quote).
            let bad_data = BasicError {
                kind: ErrorKind::Syntax,
                line: Some(line_number),
            };
            // GW's READ stores what FIN made of a bad numeric item (the number at its start,
            // 0 when there is none) before it finds the item does not end there (real
            // GW-BASIC 3.23: `READ X,X` of `DATA 1,"A"` leaves X at 0).
            let numeric = matches!(ty, VarType::Num(_));
            let double = P::input_reads_doubles_whole() && ty == VarType::Num(NumKind::Double);
            let bad_number = |m: &mut Self| -> Result<(), BasicError> {
                // A quoted string is stored before the text after its closing quote is
                // found (GWMAIN.ASM: DOASIG stores, then STRDN2 checks the terminator;
                // real GW-BASIC 3.23: `READ A$` of `DATA "x"y` leaves A$ = "x").
                if !numeric && P::read_stores_bad_number() {
                    m.assign_held(t, Value::Str(Rc::from(&item.text[..])), false)?;
                }
                if numeric && P::read_stores_bad_number() {
                    let text = trim_item(&item.text, false);
                    let v = if item.quoted || text.first() == Some(&b'"') {
                        P::Num::from_i32(0)
                    } else {
                        let p = if double {
                            P::Num::parse_double(text, ParseContext::Data)
                        } else {
                            P::Num::parse(text, ParseContext::Data)
                        };
                        p.filter(|p| !p.overflow)
                            .map_or(P::Num::from_i32(0), |p| p.value)
                    };
                    m.assign_held(t, Value::Num(v), false)?;
                }
                Err(bad_data)
            };
            if item.malformed {
                return bad_number(self);
            }
            let value = match ty {
                VarType::Str if !item.quoted && P::input_keeps_trailing_spaces() => {
                    let start = item
                        .text
                        .iter()
                        .position(|&c| c != b' ')
                        .unwrap_or(item.text.len());
                    Value::Str(Rc::from(&item.text[start..]))
                }
                VarType::Str => Value::Str(Rc::from(trim_item(&item.text, item.quoted))),
                VarType::Num(_) if item.quoted => return bad_number(self),
                VarType::Num(_) => {
                    let text = trim_number::<P>(&item.text);
                    let zeroed;
                    let text = if P::read_stores_bad_number() {
                        zeroed = fin_without_digits(text);
                        &zeroed[..]
                    } else {
                        text
                    };
                    match parse_whole::<P::Num>(text, ParseContext::Data, double) {
                        // Too large: GW warns `Overflow` and goes on with the largest value
                        // (NBS P101); the others stop. The largest value of the type FIN
                        // built, signed: a double for a double target or a `D` exponent (real
                        // GW-BASIC 3.23: `READ A#` of 1E40 is 1.701411834604692D+38, and
                        // `READ B!` of 1D40 warns again as the double is stored in a single).
                        Some(p) if p.overflow => Value::Num(self.arith(
                            Err(crate::num::NumError::Overflow),
                            FaultOp::Mul,
                            p.value,
                            P::Num::from_i32(1),
                        )?),
                        Some(p) => {
                            // `$FINE`'s overflow exit left READ's data pointer at a stray
                            // address, read as the end of a statement with no DATA after
                            // it (real GW-BASIC 3.23: `READ A,B` of `DATA 3.33E-40000,5`
                            // is `Out of DATA`).
                            if P::Num::text_loses_pointer(text) {
                                self.data = Pc {
                                    line: self.lines.len(),
                                    stmt: 0,
                                };
                            }
                            Value::Num(p.value)
                        }
                        None => return bad_number(self),
                    }
                }
            };
            // A DATA string stays in the program: READ stores a pointer to it, as LET does
            // for a literal, and takes no string space.
            let literal = matches!(value, Value::Str(_));
            if literal {
                self.store.mem.places.hint = Some(self.data.line);
            }
            let stored = self.assign_held(t, value, false);
            if literal {
                self.store.mem.places.hint = None;
            }
            stored?;
        }
        Ok(())
    }
}

/// A numeric item without the blanks FIN and the terminator check pass over around it
/// (spaces; on GW TABs and LFs too).
fn trim_number<P: Profile>(text: &[u8]) -> &[u8] {
    let blank = |c: u8| c == b' ' || (P::chrget_skips_tabs() && matches!(c, b'\t' | b'\n'));
    let start = text.iter().position(|&c| !blank(c)).unwrap_or(text.len());
    let end = text
        .iter()
        .rposition(|&c| !blank(c))
        .map_or(start, |e| e + 1);
    &text[start..end.max(start)]
}

/// GW-BASIC's FIN, which READ runs on a DATA item, needs no digit before the characters it
/// knows: after a sign it takes `E` or `D` as the exponent of a mantissa of 0 and `%`, `#`
/// or `!` as the type of 0 (MATH1.ASM `FIN` FN50-FN96: the mantissa loop ends on any
/// character and the table `$FINCH` is looked at with the accumulator still 0; real GW-BASIC
/// 3.23: READ of `%`, `#`, `!`, `E`, `D5` or `% ` is 0 with no error). The item with that 0
/// written in, so the number's scan reads it as FIN does.
fn fin_without_digits(text: &[u8]) -> Vec<u8> {
    let sign = usize::from(matches!(text.first(), Some(b'+' | b'-')));
    let mut out = text.to_vec();
    if text
        .get(sign)
        .is_some_and(|c| b"%#!ED".contains(&c.to_ascii_uppercase()))
    {
        out.insert(sign, b'0');
    }
    out
}

/// An unquoted item loses its surrounding spaces; a quoted one is kept as written.
fn trim_item(text: &[u8], quoted: bool) -> &[u8] {
    if quoted {
        return text;
    }
    let start = text.iter().position(|&c| c != b' ').unwrap_or(text.len());
    let end = text
        .iter()
        .rposition(|&c| c != b' ')
        .map_or(start, |e| e + 1);
    &text[start..end.max(start)]
}

/// A number that must fill the whole text (an empty text is 0); `double`: read by
/// `Number::parse_double`.
fn parse_whole<N: Number>(text: &[u8], ctx: ParseContext, double: bool) -> Option<Parsed<N>> {
    if text.is_empty() {
        return Some(Parsed {
            value: N::from_i32(0),
            len: 0,
            overflow: false,
        });
    }
    let p = if double {
        N::parse_double(text, ctx)?
    } else {
        N::parse(text, ctx)?
    };
    if text[p.len.min(text.len())..].iter().all(|&c| c == b' ') {
        Some(p)
    } else {
        None
    }
}

/// Whether the number at the start of a spoilt numeric item (`1D309 X`) overflowed as FIN
/// read it.
fn number_prefix_overflows<N: Number>(item: &[u8], ty: VarType, rules: ItemRules) -> bool {
    let VarType::Num(kind) = ty else {
        return false;
    };
    let end = item
        .iter()
        .position(|&c| rules.ends_item(c))
        .unwrap_or(item.len());
    let text = trim_item(&item[..end], false);
    // VAL's reading, which stops where the number does.
    let parsed = if rules.doubles_whole && kind == NumKind::Double {
        N::parse_double(text, ParseContext::Val)
    } else {
        N::parse(text, ParseContext::Val)
    };
    parsed.is_some_and(|p| p.overflow)
}

/// The value BASIC V2 has taken from an item that is then refused: the quoted string, or the
/// number FIN read before the first character it could not take (0 if none), as mist64/c64rom
/// `code8.s` `numins` and `setqut` store it before `strdn2` checks what follows.
fn redo_value<N: Number>(item: &[u8], ty: VarType) -> (Value<N>, bool) {
    let start = item.iter().position(|&c| c != b' ').unwrap_or(item.len());
    let item = &item[start..];
    match ty {
        VarType::Str => {
            let body = item.strip_prefix(b"\"").unwrap_or(item);
            let end = body.iter().position(|&c| c == b'"').unwrap_or(body.len());
            (Value::Str(Rc::from(&body[..end])), false)
        }
        VarType::Num(_) => {
            let end = item
                .iter()
                .position(|&c| c == b',' || c == b':')
                .unwrap_or(item.len());
            match N::parse(&item[..end], ParseContext::Input) {
                Some(p) => (Value::Num(p.value), p.overflow),
                None => (Value::Num(N::from_i32(0)), false),
            }
        }
    }
}

/// How a dialect cuts typed answers into items.
#[derive(Clone, Copy)]
struct ItemRules {
    /// An unquoted string keeps its trailing spaces.
    keep_trailing: bool,
    /// A colon outside quotes ends the item and the answer.
    colon_ends: bool,
    /// A double variable's number is read in double precision from its first digit.
    doubles_whole: bool,
}

impl ItemRules {
    /// Whether `c` ends an unquoted item.
    fn ends_item(self, c: u8) -> bool {
        c == b',' || self.colon_ends && c == b':'
    }
}

/// Takes one typed item at `pos` (up to the next comma outside quotes, or the colon where the
/// dialect stops there) for a target of `ty`.
fn take_item<N: Number>(
    line: &[u8],
    pos: &mut usize,
    ty: VarType,
    ctx: ParseContext,
    rules: ItemRules,
) -> Option<(Value<N>, bool)> {
    while *pos < line.len() && line[*pos] == b' ' {
        *pos += 1;
    }
    if ty == VarType::Str && *pos < line.len() && line[*pos] == b'"' {
        let start = *pos + 1;
        let end = line[start..]
            .iter()
            .position(|&c| c == b'"')
            .map_or(line.len(), |e| start + e);
        *pos = (end + 1).min(line.len());
        while *pos < line.len() && line[*pos] == b' ' {
            *pos += 1;
        }
        if *pos < line.len() && !rules.ends_item(line[*pos]) {
            return None;
        }
        return Some((Value::Str(Rc::from(&line[start..end])), false));
    }
    let start = *pos;
    while *pos < line.len() && !rules.ends_item(line[*pos]) {
        *pos += 1;
    }
    let text = &line[start..*pos];
    match ty {
        VarType::Str if rules.keep_trailing => {
            let start = text.iter().position(|&c| c != b' ').unwrap_or(text.len());
            Some((Value::Str(Rc::from(&text[start..])), false))
        }
        VarType::Str => Some((Value::Str(Rc::from(trim_item(text, false))), false)),
        VarType::Num(kind) => {
            let double = rules.doubles_whole && kind == NumKind::Double;
            parse_whole::<N>(trim_item(text, false), ctx, double)
                .map(|p| (Value::Num(p.value), p.overflow))
        }
    }
}

/// A whole typed line as the machine's line editor leaves it when its keys are typed one
/// after another from `start`, the screen column (from 0) where the answer begins, over
/// `under`, the characters the row held from there
/// (SCNDRV.ASM): a key is written at the cursor, which moves on; Tab moves the cursor past
/// the next 1-based column that is a multiple of 8 (from column 8 to 17) without writing, and the cells it passed are blanks of the
/// answer once a key is written after them; Backspace rubs out the cell before the cursor
/// (none at the answer's start), pulling the rest left; Esc erases the answer (the prompt
/// stays). The answer is read up to the furthest key written. `None` for a line with
/// Ctrl-C, which breaks.
fn edited_answer(typed: &[u8], start: usize, under: &[u8]) -> Option<Vec<u8>> {
    let mut cells: Vec<u8> = Vec::with_capacity(typed.len());
    let mut cursor = 0usize;
    let mut end = 0usize;
    for &k in typed {
        match k {
            0x03 => return None,
            0x08 => {
                if cursor > 0 {
                    cursor -= 1;
                    if cursor < cells.len() {
                        cells.remove(cursor);
                    }
                    if cursor < end {
                        end -= 1;
                    }
                }
            }
            0x1b => {
                cells.clear();
                cursor = 0;
                end = 0;
            }
            // SCNDRV.ASM's tab (`key_tab` on the page): from the 1-based column on to the
            // next multiple of 8, then one more.
            b'\t' => cursor = ((start + cursor + 1) / 8 + 1) * 8 - start,
            _ => {
                while cells.len() <= cursor {
                    cells.push(under.get(cells.len()).copied().unwrap_or(b' '));
                }
                cells[cursor] = k;
                cursor += 1;
                end = end.max(cursor);
            }
        }
    }
    while cells.len() < end {
        cells.push(under.get(cells.len()).copied().unwrap_or(b' '));
    }
    cells.truncate(end);
    Some(cells)
}

#[cfg(test)]
mod edit_tests {
    use super::edited_answer;

    /// The real GW-BASIC 3.23 (answers typed by FEEDK): `X`, Esc, `3` is 3; `12`, Backspace,
    /// `5` is 15; Backspace at the start rubs out nothing; `AB`, Backspace, Esc, `Z`,
    /// Backspace is empty.
    #[test]
    fn backspace_and_esc_edit_a_whole_typed_answer() {
        assert_eq!(edited_answer(b"X\x1b3", 2, b""), Some(b"3".to_vec()));
        assert_eq!(edited_answer(b"12\x085", 2, b""), Some(b"15".to_vec()));
        assert_eq!(edited_answer(b"\x08\x085", 1, b""), Some(b"5".to_vec()));
        assert_eq!(edited_answer(b"AB\x08\x08C", 1, b""), Some(b"C".to_vec()));
        assert_eq!(edited_answer(b"AB\x08\x1bZ\x08", 1, b""), Some(Vec::new()));
        assert_eq!(edited_answer(b"Q\x03", 2, b""), None);
    }

    /// The real GW-BASIC 3.23: a Tab passes over what the row holds, and that is read.
    #[test]
    fn tab_passes_over_the_row_and_reads_it() {
        assert_eq!(
            edited_answer(b"\tX", 1, b"HELLO"),
            Some(b"HELLO  X".to_vec())
        );
        assert_eq!(edited_answer(b"AB", 1, b"HELLO"), Some(b"AB".to_vec()));
    }

    /// The real GW-BASIC 3.23, LINE INPUT after the prompt `Q` (the answer from column 1):
    /// `A`, Tab is `A`; Tab, `B` is seven blanks and `B`; `AB`, Tab, Backspace, `C` is `AB`,
    /// four blanks, `C`; after the 12-column prompt `ABCDEFGHIJ? `, `X`, Tab, `Y` is `X`,
    /// three blanks, `Y`.
    #[test]
    fn tab_moves_to_the_next_eighth_column_of_the_screen() {
        assert_eq!(edited_answer(b"A\t", 1, b""), Some(b"A".to_vec()));
        assert_eq!(edited_answer(b"\tB", 1, b""), Some(b"       B".to_vec()));
        assert_eq!(
            edited_answer(b"AB\t\x08C", 1, b""),
            Some(b"AB    C".to_vec())
        );
        assert_eq!(
            edited_answer(b"A\tB\tC", 1, b""),
            Some(b"A      B       C".to_vec())
        );
        assert_eq!(edited_answer(b"X\tY", 12, b""), Some(b"X   Y".to_vec()));
        // After prompts of 7, 8, 6 and 15 columns: from the 1-based column 8 to 17.
        assert_eq!(edited_answer(b"\tX", 7, b""), Some(b"         X".to_vec()));
        assert_eq!(edited_answer(b"\tX", 8, b""), Some(b"        X".to_vec()));
        assert_eq!(edited_answer(b"\tX", 6, b""), Some(b"  X".to_vec()));
        assert_eq!(edited_answer(b"\tX", 15, b""), Some(b"         X".to_vec()));
    }
}
