//! Control flow: FOR/NEXT, GOSUB/RETURN, ON, WHILE/WEND and RANDOMIZE.

use std::cmp::Ordering;

use ferrite_console::Console;

use super::{Flow, Frame, Machine, Pc, Pushed, Value};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::{FaultOp, NumKind, Number, ParseContext, Random};
use crate::parse::{Expr, Stmt, VarRef, VarType};

impl<P: Profile> Machine<P> {
    /// A FOR that did not parse, as it runs: GW's FOR made its variable first (PTRGET),
    /// so it exists (0) when the fault is raised; a fault after TO meets the loop type's
    /// check first, `Type mismatch` for a string or double variable (GWMAIN.ASM `FOR`:
    /// SYNCHR TO, GETYPR, TMERR, then FRMEVL of the limit; real GW-BASIC 3.23: `FOR M#=5
    /// TO` is 13, `FOR I=1) TO 2` 2 with I made).
    pub(super) fn bad_for_made(
        &mut self,
        var: VarRef,
        kind: ErrorKind,
        after_to: bool,
    ) -> BasicError {
        let var = self.resolved(var);
        if let Err(e) = self.store.touch(var) {
            return e.into();
        }
        let refused = match self.store.type_of(var) {
            crate::parse::VarType::Str => true,
            crate::parse::VarType::Num(k) => {
                k == NumKind::Double && !P::for_allows_double_variable()
            }
        };
        if after_to && refused {
            return ErrorKind::TypeMismatch.into();
        }
        kind.into()
    }

    /// `FOR`: sets the variable and opens a loop whose body starts after this statement. A FOR
    /// on a variable that already has a loop open replaces that loop (and those inside it).
    pub(super) fn for_loop(
        &mut self,
        var: VarRef,
        from: &Expr<P::Num>,
        to: Option<&Expr<P::Num>>,
        step: Option<&Expr<P::Num>>,
        tail: Option<ErrorKind>,
        pc: Pc,
    ) -> Result<Flow, BasicError> {
        // The loop variable as FOR finds it (PTRGET): a bare name takes the DEFtype in force
        // now, and the loop stays with that variable when a later DEFtype retypes the name
        // (pcbasic-suite NASTYFO2).
        let var = self.resolved(var);
        // GW's FOR finds (and so makes) its variable before anything else: a FOR whose NEXT
        // scan fails has still added it (real GW-BASIC 3.23: FRE 8 bytes lower for a single,
        // 6 for an integer, errgen `for_deep`).
        if P::for_limits_before_start() && P::for_needs_next_ahead() {
            self.store.touch(var)?;
        }
        let mut start = self.eval(from)?;
        // The start is converted to the variable's type at once (GWMAIN.ASM FOR: DOCNVF
        // before the NEXT scan): a string start is `Type mismatch` before any NEXT is
        // looked for (PC-BASIC `FOR A="X" TO 2`).
        if let crate::parse::VarType::Num(k) = self.store.type_of(var) {
            start = Value::Num(self.fit(start.num()?, k)?);
        }
        if !P::for_limits_before_start() {
            self.set_start(var, &start)?;
        }
        // Only a dialect whose FOR begins with LET lets a string name through the parser:
        // the LET above has stored the value, and CHKNUM after `TO` refuses it. With no
        // TO a string start meets the Syntax error first (GW's DOCNVF passes a string to
        // a string name; real GW-BASIC 3.23: `FOR E$="A" X` is 2, `FOR E$=1 X` 13).
        if self.store.type_of(var) == crate::parse::VarType::Str
            && (to.is_some() || !matches!(start, Value::Str(_)))
        {
            return Err(ErrorKind::TypeMismatch.into());
        }
        let body = Pc {
            line: pc.line,
            stmt: pc.stmt + 1,
        };
        // GW-BASIC replaces only a loop opened by this same FOR statement: a second
        // `FOR I` inside the first keeps the outer loop (pcbasic-suite TWOFOR). The older
        // BASICs replace any open loop of the variable.
        // The search stops at a GOSUB entry (GWMAIN.ASM FNDFOR): a FOR run again in a
        // subroutine that calls itself opens a loop at each level (real GW-BASIC: 9 levels of
        // `FOR I=1 TO 1:GOSUB` before `Out of memory`).
        let open = if P::for_needs_next_ahead() {
            let mut found = None;
            for (i, f) in self.stack.iter().enumerate().rev() {
                match f {
                    Frame::For { body: b, .. } if *b == body => {
                        found = Some(i);
                        break;
                    }
                    Frame::Gosub { .. } | Frame::Broken => break,
                    _ => {}
                }
            }
            found
        } else {
            self.find_for(var)
        };
        if let Some(i) = open {
            self.stack.truncate(i);
        }
        // GETSTK for the new entry comes next, before TO (GWMAIN.ASM FOR: LPFORM, then
        // GETSTK): a FOR with no room is `Out of memory` before its limit, its STEP and its
        // NEXT scan make anything (stkfor seed 3 `sf3_011`: the scan's variables).
        if P::for_needs_next_ahead() {
            self.for_room()?;
        }
        // SYNCHR of TO, then GETYPR refuses a double loop (GWMAIN.ASM FOR: TMERR after
        // `$TO`; real GW-BASIC 3.23: `FOR M#=1 X` is 2, `FOR M#=5 TO` 13).
        let Some(to) = to else {
            return Err(ErrorKind::Syntax.into());
        };
        if self.store.type_of(var) == crate::parse::VarType::Num(NumKind::Double)
            && !P::for_allows_double_variable()
        {
            return Err(ErrorKind::TypeMismatch.into());
        }
        let limit = self.eval_num(to)?;
        let step = match step {
            Some(e) => match self.store.mem.layout.stack.for_step {
                0 => self.eval_num(e)?,
                base => self.based(base, |m| m.eval_num(e))?,
            },
            None => P::Num::from_i32(1),
        };
        // GW keeps the start in FVALSV and stores it only when FOR has found its NEXT and runs
        // it (GWMAIN.ASM FOR: NXTSCN, then NEXTS with NXTFLG zero): a FOR whose scan fails
        // leaves the variable as it was (pcbasic-suite SPAGH2: `NEXT without FOR`, then
        // RESUME NEXT prints I as 0).
        let deferred = P::for_limits_before_start() && P::for_needs_next_ahead();
        if P::for_limits_before_start() && !deferred {
            self.set_start(var, &start)?;
        }
        // The limit and step are kept in the loop variable's type.
        let kind = match (&start, self.store.type_of(var)) {
            (_, crate::parse::VarType::Num(k)) => k,
            (v, _) => v.clone().num()?.kind(),
        };
        let limit = self.fit(limit, kind)?;
        let step = self.fit(step, kind)?;
        if let Some(kind) = tail {
            return Err(kind.into());
        }
        let mut closer = None;
        if P::for_needs_next_ahead() {
            let (at, k, passes) = match self.next_ahead.get((pc, var)) {
                Some(found) => found,
                None => {
                    let found = match self.matching_next(pc, var)? {
                        Ok(found) => found,
                        Err(at) => return Err(self.scanned_element(at)),
                    };
                    self.next_ahead.insert((pc, var), found);
                    found
                }
            };
            if self.contxt.live {
                self.contxt_scan(pc, at);
            }
            if passes {
                self.create_passed(pc, at, k)?;
            }
            if deferred {
                self.set_start(var, &start)?;
            }
            let current = self.store.get_num(var)?;
            if finished::<P>(current, limit, step) {
                // A skipped loop leaves its variable at the start: NEXTS with NXTFLG zero
                // moves FVALSV into the FAC instead of adding the step (NEXT86.ASM), so
                // `FOR J=5 TO 1` leaves J = 5 on the real GW-BASIC 3.23.
                // NEXTS goes on with the rest of that NEXT's list (NEXT86.ASM LOOPD1):
                // skipping `FOR J` of `NEXT J,I` still steps I.
                return self.next_rest(at, k + 1);
            }
            if P::for_bound_to_its_next() {
                closer = Some((at, k));
            }
        }
        self.push(Frame::For {
            var,
            slot: crate::exec::Store::<P::Num>::loop_slot(var, kind),
            kind,
            limit,
            step,
            ends: ends_on::<P>(step),
            body,
            closer,
        })?;
        Ok(Flow::Jump(body))
    }

    /// [`Self::convert`] with the number core's conversion inline and the call made only
    /// for a fault: `convert` returns `to_kind`'s number whenever it succeeds, so the result
    /// is the same (FOR's limit and step, most often a literal already of the loop's kind).
    #[inline(always)]
    fn fit(&mut self, n: P::Num, kind: NumKind) -> Result<P::Num, BasicError> {
        match n.to_kind(kind) {
            Ok(v) => Ok(v),
            Err(_) => self.convert(n, kind),
        }
    }

    /// Stores FOR's start in its variable. A number goes straight into the variable's slot
    /// (`Store::set_num` takes the same steps as `Store::set` for a number, without a
    /// [`Value`] in memory); only a string start (refused just after) takes the long way.
    fn set_start(&mut self, var: VarRef, start: &Value<P::Num>) -> Result<(), ErrorKind> {
        match start {
            Value::Num(n) => self.store.set_num(var, *n).map(|_| ()),
            v => self.store.set(var, v.clone()),
        }
    }

    /// Runs the variables of the NEXT at `at` from index `from` on (after a skipped loop),
    /// or goes on after that NEXT when none is left.
    fn next_rest(&mut self, at: Pc, from: usize) -> Result<Flow, BasicError> {
        let after = Pc {
            line: at.line,
            stmt: at.stmt + 1,
        };
        // FOR runs that NEXT with CURLIN its line (GWMAIN.ASM `FOR`, NXTSCN): an error of
        // the rest of its list names that line, while ERRTXT is the FOR's (real GW-BASIC
        // 3.23: a skipped `FOR I` before `NEXT I,K` is `NEXT without FOR` in the NEXT's
        // line, and RESUME NEXT goes on after the FOR).
        let number = self.lines.get(at.line).map_or(0, |l| l.number);
        let line = self.lines.get(at.line);
        let vars = match line.and_then(|l| l.stmts.get(at.stmt)) {
            Some(Stmt::Next(vars)) if from < vars.len() => vars.clone(),
            Some(Stmt::NextElem(vars, elem, subs)) => {
                let (vars, elem, subs) = (vars.clone(), *elem, subs.clone());
                let ran = self.next_elem(&vars, elem, &subs, at, from);
                return self.scanned_next(ran, at, number, after);
            }
            // A comma ending the list (`NEXT J,`) wants one more name: that error is the
            // FOR's too (real GW-BASIC 3.23: RESUME NEXT goes on after the skipped FOR).
            Some(Stmt::Next(_))
                if matches!(
                    line.and_then(|l| l.stmts.get(after.stmt)),
                    Some(Stmt::Error(ErrorKind::NextWithoutFor))
                ) =>
            {
                return Err(BasicError {
                    kind: ErrorKind::NextWithoutFor,
                    line: self.scan_line(at, number),
                });
            }
            _ => return Ok(Flow::Jump(after)),
        };
        let ran = self.next(&vars, at, from);
        self.scanned_next(ran, at, number, after)
    }

    /// What a NEXT run for FOR's scan did: past that NEXT when its loops are done, and an
    /// error without a line of its own in the line [`Self::scan_line`] names.
    fn scanned_next(
        &self,
        ran: Result<Flow, BasicError>,
        at: Pc,
        number: u16,
        after: Pc,
    ) -> Result<Flow, BasicError> {
        match ran {
            Ok(Flow::Next) => Ok(Flow::Jump(after)),
            Ok(flow) => Ok(flow),
            Err(mut e) => {
                if e.line.is_none() {
                    e.line = self.scan_line(at, number);
                }
                Err(e)
            }
        }
    }

    /// The innermost open FOR of `var` not hidden behind a GOSUB, as a stack index.
    fn find_for(&self, var: VarRef) -> Option<usize> {
        for (i, f) in self.stack.iter().enumerate().rev() {
            match f {
                Frame::For { var: v, .. } if same_var(*v, var) => return Some(i),
                Frame::Gosub { .. } | Frame::Broken => return None,
                _ => {}
            }
        }
        None
    }

    /// The innermost open FOR, past WHILE entries and not past a GOSUB (GWMAIN.ASM
    /// `FNDFOR` for a NEXT without a variable), as a stack index.
    fn innermost_for(&self) -> Option<usize> {
        for (i, f) in self.stack.iter().enumerate().rev() {
            match f {
                Frame::For { .. } => return Some(i),
                Frame::Gosub { .. } | Frame::Broken => return None,
                _ => {}
            }
        }
        None
    }

    /// The NEXT that closes the FOR of `var` at `pc`, as GW-BASIC finds it when FOR runs
    /// (NXTSCN): its position and the index of the variable in its list. Nested FOR blocks
    /// are skipped by count, and the NEXT that closes this one must name its variable or none
    /// (NBS P053: `NEXT without FOR` at that NEXT, before the body has run once). No NEXT at
    /// all is `FOR without NEXT`.
    ///
    /// The third answer says whether the scan passed a NEXT naming a variable on its way:
    /// NXTSCN looks each such name up (PTRGET), which creates the variable
    /// ([`Self::create_passed`]).
    ///
    /// `Ok(Err(at))`: the name that would close it is the array element of the NEXT at
    /// `at` ([`Stmt::NextElem`]), which [`Self::scanned_element`] reads and refuses.
    #[allow(clippy::type_complexity)]
    fn matching_next(
        &self,
        pc: Pc,
        var: VarRef,
    ) -> Result<Result<(Pc, usize, bool), Pc>, BasicError> {
        let mut depth = 0usize;
        let mut passes = false;
        let mut stmts = self.statements_after(pc).peekable();
        while let Some((at, number, stmt)) = stmts.next() {
            match stmt {
                Stmt::NextElem(vars, elem, _) => {
                    for (k, v) in vars.iter().enumerate() {
                        if depth > 0 {
                            depth -= 1;
                            passes = true;
                            continue;
                        }
                        if k == *elem {
                            return Ok(Err(at));
                        }
                        return if same_var(self.resolved(*v), var) {
                            Ok(Ok((at, k, passes)))
                        } else {
                            Err(BasicError {
                                kind: ErrorKind::NextWithoutFor,
                                line: self.scan_line(at, number),
                            })
                        };
                    }
                }
                Stmt::For { .. } | Stmt::BadFor(..) => depth += 1,
                // The comma ending `NEXT I,` is one more NEXT to the scan (NXTSCN reads on
                // after a comma), and none that can close a loop when it runs.
                Stmt::Error(ErrorKind::NextWithoutFor) if depth > 0 => depth -= 1,
                Stmt::Error(ErrorKind::NextWithoutFor) => return Ok(Ok((at, 0, passes))),
                // A NEXT whose name does not parse is still a NEXT to NXTSCN, which then
                // reads the name (PTRGET) whether it closes this FOR (NEXTS) or an inner
                // one: its error, in the NEXT's line, before the loop is entered (real
                // GW-BASIC 3.23: `FOR I=1 TO 2:NEXT ,` is `Syntax error`, I untouched).
                Stmt::BadNext(kind) => {
                    return Err(BasicError {
                        kind: *kind,
                        line: self.scan_line(at, number),
                    })
                }
                Stmt::Next(vars) => {
                    for k in 0..vars.len().max(1) {
                        if depth > 0 {
                            depth -= 1;
                            passes |= k < vars.len();
                            continue;
                        }
                        let number = self.scan_line(at, number);
                        return match vars.get(k) {
                            Some(v) if !same_var(self.resolved(*v), var) => Err(BasicError {
                                kind: ErrorKind::NextWithoutFor,
                                line: number,
                            }),
                            _ => Ok(Ok((at, k, passes))),
                        };
                    }
                    // A NEXT that closes an inner loop wants a comma or its end after each
                    // name (SYNCHR): text after its last is a syntax error of the scan, in
                    // the NEXT's line (real GW-BASIC 3.23: `FOR I…:FOR J…:NEXT J 5` stops
                    // at FOR I).
                    if !vars.is_empty() {
                        if let Some((next_at, _, Stmt::Stray { .. })) = stmts.peek() {
                            if next_at.line == at.line {
                                return Err(BasicError {
                                    kind: ErrorKind::Syntax,
                                    line: self.scan_line(at, number),
                                });
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        Err(ErrorKind::ForWithoutNext.into())
    }

    /// The line number NXTSCN's NXTLIN holds at the statement `at` of line `number`: it
    /// starts as CURLIN, which may name another line than the FOR's own after a RESUME (see
    /// `Machine::curlin`); the line typed at `Ok` has no number to name (65535).
    fn scan_line(&self, at: Pc, number: u16) -> Option<u16> {
        match self.curlin {
            _ if self.direct_line == Some(at.line) => None,
            Some((line, n)) if line == at.line => Some(n),
            _ => Some(number),
        }
    }

    /// Creates the variables named by the NEXTs that the scan from the FOR at `pc` passed
    /// before the `k`-th variable of the NEXT at `at` closed it: GWMAIN.ASM NXTSCN skips
    /// each such name with PTRGET, so `FOR A` ahead of `NEXT C,B,A` makes C and B (the
    /// real GW-BASIC's FRE drops by their entries as soon as that FOR runs).
    fn create_passed(&mut self, pc: Pc, at: Pc, k: usize) -> Result<(), BasicError> {
        let mut names = Vec::new();
        for (here, _, stmt) in self.statements_after(pc) {
            if let Stmt::Next(vars) = stmt {
                let upto = if here == at { k } else { vars.len() };
                names.extend(vars.iter().take(upto).copied());
            }
            // An element the scan passed names an array, no variable (its PTRGET made
            // the array: not modelled).
            if let Stmt::NextElem(vars, elem, _) = stmt {
                let upto = if here == at { k } else { vars.len() };
                names.extend(
                    vars.iter()
                        .take(upto)
                        .enumerate()
                        .filter(|(i, _)| i != elem)
                        .map(|(_, v)| *v),
                );
            }
            if here == at {
                break;
            }
        }
        for v in names {
            let v = self.resolved(v);
            self.store.touch(v)?;
        }
        Ok(())
    }

    /// Every statement after `pc` in program order, with its position and line number: the
    /// forward scans GW's FOR and WHILE make.
    fn statements_after(&self, pc: Pc) -> impl Iterator<Item = (Pc, u16, &Stmt<P::Num>)> + '_ {
        self.lines
            .iter()
            .enumerate()
            .skip(pc.line)
            .flat_map(move |(i, line)| {
                let first = if i == pc.line { pc.stmt + 1 } else { 0 };
                // A stray string's turned-about statements are RESUME NEXT's alone: the
                // scans read the string as a string (`Stmt::Stray`).
                let mut skip = 0usize;
                line.stmts
                    .iter()
                    .enumerate()
                    .skip(first)
                    .filter(move |(_, stmt)| {
                        if skip > 0 {
                            skip -= 1;
                            return false;
                        }
                        if let Stmt::Stray {
                            quoted: true,
                            turned,
                            ..
                        } = stmt
                        {
                            skip = turned + 1;
                        }
                        true
                    })
                    .map(move |(j, stmt)| (Pc { line: i, stmt: j }, line.number, stmt))
            })
    }

    /// The FOR's NEXT scan meeting an array element where its own variable should be
    /// (NXTSCN, then NEXTS's PTRGET): the element is read, which makes its array, and is no
    /// loop's variable: `NEXT without FOR` in the NEXT's line, a subscript's own error first
    /// (real GW-BASIC 3.23: `FOR I=1 TO 2:FOR J=1 TO 2:NEXT J, I(1)` is error 1 before any
    /// pass, I untouched; RESUME NEXT goes on after the FOR).
    fn scanned_element(&mut self, at: Pc) -> BasicError {
        let number = self.lines.get(at.line).map_or(0, |l| l.number);
        let line = self.scan_line(at, number);
        let element = match self.lines.get(at.line).and_then(|l| l.stmts.get(at.stmt)) {
            Some(Stmt::NextElem(vars, elem, subs)) => Some((vars[*elem], subs.clone())),
            _ => None,
        };
        let mut e = match element {
            Some((var, subs)) => match self.eval(&Expr::Element(var, subs)) {
                Ok(_) => ErrorKind::NextWithoutFor.into(),
                Err(e) => e,
            },
            None => ErrorKind::NextWithoutFor.into(),
        };
        if e.line.is_none() {
            e.line = line;
        }
        e
    }

    /// A NEXT whose list holds an array element at `elem` ([`Stmt::NextElem`]), from the
    /// `from`-th name on: the names before the element run as NEXT's; once they are done
    /// the element is read (PTRGET makes its array) and no loop has it as its variable
    /// (NEXT86.ASM: FNDFOR compares the variable's address): `NEXT without FOR`.
    pub(super) fn next_elem(
        &mut self,
        vars: &[VarRef],
        elem: usize,
        subs: &[Expr<P::Num>],
        at: Pc,
        from: usize,
    ) -> Result<Flow, BasicError> {
        if from < elem {
            match self.next_searched(&vars[..elem], at, from)? {
                Flow::Next => {}
                flow => return Ok(flow),
            }
        }
        self.eval(&Expr::Element(vars[elem], subs.to_vec()))?;
        Err(ErrorKind::NextWithoutFor.into())
    }

    /// `NEXT [v, w...]` at `at`, from the `from`-th variable on: steps the loop and goes back
    /// to its body, or closes it.
    ///
    /// The usual NEXT names one variable or none and closes the innermost loop: its frame is
    /// on top, where the searches of [`Self::next_searched`] would stop at once. Its variable
    /// is then read and stored in place through the slot FOR resolved, and the loop's end is
    /// the side of the limit FOR found from the step's sign. An add or a conversion that
    /// faults, or a slot with no number in it, goes the general way
    /// ([`Self::step_top_loop`]), which makes the same add again and handles the fault (GW's
    /// warning, or the error) as before: the number core's operations have no side effects.
    /// Always inlined into the statement loop: the frame is read once, and the jump to the
    /// body comes back in registers rather than through a call's result in memory.
    #[inline(always)]
    pub(super) fn next(
        &mut self,
        vars: &[VarRef],
        at: Pc,
        from: usize,
    ) -> Result<Flow, BasicError> {
        if from == 0 && vars.len() <= 1 {
            // The frame by reference: each field is read where it is first needed, not all
            // ten before the tests that use three of them (the stack and the store are
            // separate fields, so the store's cell can be borrowed beside the frame).
            if let Some(Frame::For {
                var,
                slot,
                kind,
                limit,
                step,
                ends,
                body,
                closer,
            }) = self.stack.last()
            {
                let kind = *kind;
                let bound = !P::for_bound_to_its_next() || *closer == Some((at, 0));
                // `same_var(self.resolved(v), var)`: `var` is resolved to `Num(kind)`.
                let named = vars.first().is_none_or(|v| {
                    v.name == var.name && self.store.type_of(*v) == VarType::Num(kind)
                });
                if bound && named {
                    if let Some(cell) = self.store.loop_num_mut(*slot) {
                        if let Ok(stored) = cell.add(*step).and_then(|n| n.to_kind(kind)) {
                            *cell = stored;
                            if Some(stored.compare(*limit)) != *ends {
                                // NEXT going round puts back the CURLIN the FOR entry holds
                                // (NEXT86.ASM: `MOV CURLIN,DX`): the FOR's own line, not the
                                // DATA line a bad item's error and RESUME NEXT left there
                                // (real GW-BASIC 3.23: `Out of DATA` later in that loop is
                                // in the READ's line).
                                self.curlin = None;
                                return Ok(Flow::Jump(*body));
                            }
                            self.stack.pop();
                            return Ok(Flow::Next);
                        }
                    }
                    return Ok(match self.step_top_loop()? {
                        Some(body) => {
                            self.curlin = None;
                            Flow::Jump(body)
                        }
                        None => Flow::Next,
                    });
                }
            }
        }
        self.next_searched(vars, at, from)
    }

    /// [`Self::next`] past its usual case: each variable's loop is searched for down the
    /// stack. Out of line, so that the usual case saves and restores only the registers it
    /// uses (callgrind, c64 BM1: the shared prologue and epilogue cost ~20 instructions).
    #[inline(never)]
    fn next_searched(&mut self, vars: &[VarRef], at: Pc, from: usize) -> Result<Flow, BasicError> {
        let count = vars.len().max(1);
        for k in from..count {
            let i = if P::for_bound_to_its_next() {
                // FNDFOR takes the innermost loop of the named variable (any loop for a
                // NEXT without one, past WHILE entries, not past a GOSUB); only the NEXT
                // that loop's FOR found may close it (NEXT86.ASM `NEXTC` compares NXTTXT):
                // another is `NEXT without FOR` even when an outer loop was found there.
                match vars.get(k) {
                    Some(v) => self.find_for(self.resolved(*v)),
                    None => self.innermost_for(),
                }
                .filter(|&i| {
                    matches!(self.stack.get(i), Some(Frame::For { closer, .. })
                        if *closer == Some((at, k)))
                })
            } else {
                match vars.get(k) {
                    Some(v) => self.find_for(self.resolved(*v)),
                    None => match self.stack.last() {
                        Some(Frame::For { .. }) => Some(self.stack.len() - 1),
                        _ => None,
                    },
                }
            };
            let Some(i) = i else {
                // NEXT's PTRGET makes the variable before FNDFOR finds no loop of it (real
                // GW-BASIC 3.23: `NEXT Q` with no FOR is error 1 and leaves FRE(0) 8 lower).
                if let (Some(v), true) = (vars.get(k), P::runs_what_it_read()) {
                    self.store.touch(self.resolved(*v))?;
                }
                return Err(ErrorKind::NextWithoutFor.into());
            };
            self.stack.truncate(i + 1);
            if let Some(body) = self.step_top_loop()? {
                self.curlin = None;
                return Ok(Flow::Jump(body));
            }
        }
        Ok(Flow::Next)
    }

    /// Steps the loop on top of the stack: where its body starts when it goes round again,
    /// or `None` when it is done (its frame is then dropped).
    /// Out of line: [`Self::next`] steps the usual loop itself and comes here only for a
    /// fault or a loop variable that holds no number.
    #[inline(never)]
    fn step_top_loop(&mut self) -> Result<Option<Pc>, BasicError> {
        // The frame's fields are copied out, not the frame cloned; the variable is read and
        // stored as a bare number (`Store::get_num`, `set_num`: the same steps as `get`/`set`,
        // without a `Value` in memory).
        let Some(&Frame::For {
            var,
            limit,
            step,
            body,
            ..
        }) = self.stack.last()
        else {
            return Err(ErrorKind::NextWithoutFor.into());
        };
        // A loop variable that holds a number (all but a CLEARed or retyped one) is
        // resolved once: the slot stays put across the add, whose only side effect is GW's
        // overflow warning on the screen.
        let stepped = self.step_loop_variable(var, step);
        let next = stepped.inspect_err(|_| self.stack.break_last())?;
        if !finished::<P>(next, limit, step) {
            return Ok(Some(body));
        }
        self.stack.pop();
        Ok(None)
    }

    /// Adds the step to the loop variable and stores the sum in the variable's type.
    fn step_loop_variable(&mut self, var: VarRef, step: P::Num) -> Result<P::Num, BasicError> {
        if let Some((slot, kind, current)) = self.store.held_num(var) {
            let next = self.arith(current.add(step), FaultOp::Add, current, step)?;
            Ok(self.store.store_num_at(slot, kind, next)?)
        } else {
            let current = self.store.get_num(var)?;
            let next = self.arith(current.add(step), FaultOp::Add, current, step)?;
            // The number as stored: the store converted the sum to the variable's type.
            Ok(self.store.set_num(var, next)?)
        }
    }

    /// `RETURN`: back to the statement after the last GOSUB, closing loops opened since.
    pub(super) fn return_from_gosub(&mut self) -> Result<Flow, BasicError> {
        while let Some(f) = self.stack.pop() {
            if let Frame::Broken = f {
                // RETURN's FNDFOR stops at it and keeps it (GWMAIN.ASM `RETURN`: the
                // stack is set to the entry found, then `RETURN without GOSUB`).
                self.stack.push(f, self.store.mem.layout.stack.for_frame);
                break;
            }
            if let Frame::Gosub { ret, line, pushed } = f {
                self.event_returned();
                match pushed {
                    Pushed::Numcon => return Ok(Flow::Jump(self.numcon_return(line, ret))),
                    Pushed::Scans if self.contxt.live => self.contxt.at = Some(ret),
                    _ => {}
                }
                // CURLIN comes back from the frame: the GOSUB's line under the number it
                // had then (RENUM may have changed it since).
                let now = self.lines.get(ret.line).map(|l| l.number);
                if let Some(number) = line.filter(|&n| Some(n) != now) {
                    self.curlin = Some((ret.line, number));
                }
                return Ok(Flow::Jump(ret));
            }
        }
        Err(ErrorKind::ReturnWithoutGosub.into())
    }

    /// `ON n GOTO/GOSUB`: the n-th target; out of the list goes on with the next statement.
    pub(super) fn on(
        &mut self,
        selector: &Expr<P::Num>,
        targets: &[Option<u16>],
        (gosub, numcon): (bool, bool),
        pc: Pc,
    ) -> Result<Flow, BasicError> {
        // GETBYT's FRMEVL: PRINT's depth (measured: 8).
        let base = self.store.mem.layout.stack.print_base();
        let n = self.based(base, |m| m.eval_index(selector))?;
        if !(0..=255).contains(&n) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        let Some(&line) = targets.get((n as usize).wrapping_sub(1)) else {
            return Ok(Flow::Next);
        };
        let line = line.ok_or(ErrorKind::Syntax)?;
        // The last number, followed by a second line constant, pushes NUMCON.
        if numcon && n as usize == targets.len() {
            return self.gosub_numcon(line, false, pc);
        }
        let to = self.target(line)?;
        let which = targets[..n as usize - 1].iter().flatten().count();
        self.line_pointer(pc, line, which);
        if gosub {
            let ret = self.after_gosub(pc);
            let line = self.line_number_at(pc);
            // The numbers after the one taken stay for RETURN's DATA skip to scan.
            let pushed = if (n as usize) < targets.len() {
                Pushed::Scans
            } else {
                Pushed::Plain
            };
            self.push(Frame::Gosub { ret, line, pushed })?;
        }
        if self.contxt.live {
            self.contxt_skip(pc, None);
        }
        Ok(Flow::Jump(to))
    }

    /// A GOSUB whose line number a second constant follows (`GOSUB 600005`): the entry,
    /// with NUMCON as its text pointer, is pushed before GOTO2 checks CONSAV and skips the
    /// rest of the line with REM, then looks for the line (GWMAIN.ASM `GOSUB`, `GOTO2`; see
    /// `exec/contxt.rs`). `bad`: the second constant is no line constant, a syntax error.
    /// An error takes the entry off again: ERROR puts the stack back as the statement
    /// found it (GWMAIN.ASM `ERROR`: SAVSTK; real GW-BASIC 3.23: after a trapped `GOSUB
    /// 600005` with no line 60000 a RETURN is `RETURN without GOSUB`).
    pub(super) fn gosub_numcon(&mut self, n: u16, bad: bool, pc: Pc) -> Result<Flow, BasicError> {
        self.push_numcon(pc)?;
        let to = if bad {
            Err(ErrorKind::Syntax.into())
        } else {
            self.contxt_skip(pc, None);
            self.target(n)
        };
        match to {
            Ok(to) => Ok(Flow::Jump(to)),
            Err(e) => {
                self.stack.pop();
                Err(e)
            }
        }
    }

    /// Where RETURN goes on after the GOSUB at `pc`: the next statement of the text, past
    /// any text after the GOSUB's line numbers (see `Line::after_text_statement`).
    pub(super) fn after_gosub(&self, pc: Pc) -> Pc {
        let stmt = match self.lines.get(pc.line) {
            Some(line) => line.after_text_statement(pc.stmt),
            None => pc.stmt + 1,
        };
        Pc {
            line: pc.line,
            stmt,
        }
    }

    /// `WHILE cond`: enters the loop, or skips past its WEND.
    pub(super) fn while_loop(&mut self, cond: &Expr<P::Num>, pc: Pc) -> Result<Flow, BasicError> {
        // The matching WEND is looked for before the condition is read: a WHILE without
        // one is error 29 whatever its condition (pcbasic-suite WHILE; FIVEO.ASM `WHILE`:
        // WNDSCN, then FRMEVL: `WHILE 1/0` with no WEND is 29, `WHILE` alone 29 or 22).
        let after = match self.wend_ahead.get(pc) {
            Some(found) => found,
            None => {
                let found = self.matching_wend(pc)?;
                self.wend_ahead.insert(pc, found);
                found
            }
        };
        // WNDSCN comes before the condition is read (FIVEO.ASM `WHILE`).
        if self.contxt.live {
            self.contxt_scan(pc, after);
            self.contxt_statement(pc);
        }
        // An entry this WHILE left open (a GOTO back to it) is closed with everything above
        // it, past FOR and other WHILE entries, not past a GOSUB (FIVEO.ASM `FNDWND`).
        let open = self
            .stack
            .iter()
            .enumerate()
            .rev()
            .take_while(|(_, f)| !matches!(f, Frame::Gosub { .. } | Frame::Broken))
            .find(|(_, f)| matches!(f, Frame::While { at } if *at == pc))
            .map(|(i, _)| i);
        if let Some(i) = open {
            self.stack.truncate(i);
        }
        let v = self.eval_num(cond)?;
        if v.sign() != 0 {
            self.push(Frame::While { at: pc })?;
            return Ok(Flow::Next);
        }
        // NEWSTT goes on after the WEND's token: stray text there is its error.
        self.contxt.after_wend = Some((pc, after));
        Ok(Flow::Jump(after))
    }

    /// The position after the WEND that closes the WHILE at `pc`.
    fn matching_wend(&self, pc: Pc) -> Result<Pc, BasicError> {
        let mut depth = 0usize;
        for (at, _, stmt) in self.statements_after(pc) {
            match stmt {
                Stmt::While(_) => depth += 1,
                Stmt::Wend if depth == 0 => {
                    return Ok(Pc {
                        line: at.line,
                        stmt: at.stmt + 1,
                    })
                }
                Stmt::Wend => depth -= 1,
                _ => {}
            }
        }
        Err(ErrorKind::WhileWithoutWend.into())
    }

    /// `WEND`: back to its WHILE to test again.
    /// The WHILE entry is the innermost one this WEND closes: FOR entries above it are
    /// dropped, other WHILE loops' entries passed over; a GOSUB entry (or none) ends the
    /// search, and then nothing is taken off the stack (FIVEO.ASM `WEND`, `FNDWND`; real
    /// GW-BASIC 3.23: a WEND in a subroutine of a loop is error 30, and RETURN still works).
    pub(super) fn wend(&mut self, pc: Pc) -> Result<Flow, BasicError> {
        let after = Pc {
            line: pc.line,
            stmt: pc.stmt + 1,
        };
        let mut whiles = Vec::new();
        for (i, f) in self.stack.iter().enumerate().rev() {
            match f {
                Frame::For { .. } => {}
                Frame::While { at } => whiles.push((i, *at)),
                _ => break,
            }
        }
        let mut found = None;
        for (i, at) in whiles {
            let wend = match self.wend_ahead.get(at) {
                Some(w) => Some(w),
                None => self.matching_wend(at).ok(),
            };
            if wend == Some(after) {
                found = Some((i, at));
                break;
            }
        }
        let Some((i, at)) = found else {
            return Err(ErrorKind::WendWithoutWhile.into());
        };
        self.stack.truncate(i);
        // WEND tests the condition itself, from the WHILE's text, with the entry taken off
        // the stack and CURLIN the WHILE's line, SAVTXT still the WEND's (FIVEO.ASM `WEND`:
        // FNDWND, `MOV SP,BX`, CURLIN from the entry, FRMEVL): an error there is in the
        // WHILE's line, RESUME NEXT goes on after the WEND and RESUME runs the WEND again,
        // which finds no loop (real GW-BASIC 3.23: an overflow in `WHILE CINT(X%+5000)`'s
        // second test is 6 in the WHILE's line; RESUME then gives 30).
        // The program's lines are shared (`Rc`): the condition is borrowed from a handle of
        // its own while it is evaluated, not copied on each pass.
        let lines = std::rc::Rc::clone(&self.lines);
        let cond = match lines.get(at.line).and_then(|l| l.stmts.get(at.stmt)) {
            Some(Stmt::While(cond)) => cond,
            _ => {
                if self.trace {
                    self.trace_skip = Some(at);
                }
                return Ok(Flow::Jump(at));
            }
        };
        if self.contxt.live {
            self.contxt_statement(at);
        }
        let v = match self.eval_num(cond) {
            Ok(v) => v,
            Err(mut e) => {
                if e.line.is_none() {
                    e.line = self.lines.get(at.line).map(|l| l.number);
                }
                return Err(e);
            }
        };
        if v.sign() != 0 {
            self.push(Frame::While { at })?;
            return Ok(Flow::Jump(Pc {
                line: at.line,
                stmt: at.stmt + 1,
            }));
        }
        // NEWSTT goes on after the WEND's token (FLSWHL): stray text there is its error.
        self.contxt.after_wend = Some((at, after));
        Ok(Flow::Jump(after))
    }

    /// RANDOMIZE's seed, evaluated from RANDOM's place on the stack (FRMEVL called with
    /// nothing pushed: `StackModel::randomize_base`).
    fn randomize_seed(&mut self, e: &Expr<P::Num>) -> Result<Value<P::Num>, BasicError> {
        let base = self.store.mem.layout.stack.randomize_base();
        self.based(base, |m| m.eval(e))
    }

    /// `RANDOMIZE [n]`; without n GW asks for the seed.
    pub(super) fn randomize(
        &mut self,
        seed: Option<&Expr<P::Num>>,
        con: &mut dyn Console,
    ) -> Result<Flow, BasicError> {
        let seed = match seed {
            // GW takes a string seed as an illegal argument, not a type mismatch
            // (pcbasic-suite RANDOMIZ).
            Some(e) => match self.randomize_seed(e)? {
                Value::Str(_) => return Err(ErrorKind::IllegalQuantity.into()),
                v => v.num()?,
            },
            None => loop {
                self.screen.write(b"Random number seed (-32768 to 32767)? ");
                self.screen.flush(con);
                let Some(line) = con.read_line() else {
                    return Ok(Flow::InputExhausted);
                };
                if con.echoes_input() {
                    self.screen.write(&line);
                }
                self.screen.newline();
                if let Some(p) = P::Num::parse(&line, ParseContext::Input) {
                    // The answer becomes an integer seed (GWMAIN.ASM INPRG: FIN, then
                    // FRCINT): 1.5 seeds as 2, -32768 as the integer; past -32768..32767
                    // it is `Overflow` (pcbasic-suite RANDOMIZE_overflow).
                    match p.value.to_kind(NumKind::Integer) {
                        Ok(v) if !p.overflow => break v,
                        _ => return Err(ErrorKind::Overflow.into()),
                    }
                }
            },
        };
        self.rnd.randomize(seed);
        Ok(Flow::Next)
    }
}

/// Whether a loop whose variable now holds `v` is done: Microsoft's NEXT ends the loop when
/// the sign of `v - limit` equals the sign of the step (msbasic `NEXT`: FCOMP then `SBC`
/// the step sign; NEXT86.ASM FINNXT). A zero step ends it at the limit, or never in GW.
#[inline]
fn finished<P: Profile>(v: P::Num, limit: P::Num, step: P::Num) -> bool {
    let side = v.compare(limit);
    match step.sign() {
        s if s < 0 => side == Ordering::Less,
        s if s > 0 => side == Ordering::Greater,
        _ => !P::zero_step_never_ends() && side == Ordering::Equal,
    }
}

/// What `finished` tests, found once from the step when FOR opens its loop: the side of the
/// limit (as `compare` gives it) on which a loop of that step is done, or `None` when it
/// never is (a zero step in GW). `finished(v, limit, step)` is
/// `Some(v.compare(limit)) == ends_on(step)`.
fn ends_on<P: Profile>(step: P::Num) -> Option<Ordering> {
    match step.sign() {
        s if s < 0 => Some(Ordering::Less),
        s if s > 0 => Some(Ordering::Greater),
        _ if P::zero_step_never_ends() => None,
        _ => Some(Ordering::Equal),
    }
}

impl<P: Profile> Machine<P> {
    /// `var` with the type it has now: its suffix, or the DEFtype of its letter (PTRGET
    /// looks a bare name up under the current DEFtype each time it runs).
    fn resolved(&self, var: VarRef) -> VarRef {
        VarRef::new(var.name, Some(self.store.type_of(var)), var.letter)
    }
}

/// Two references name the same variable when name and suffix agree.
fn same_var(a: VarRef, b: VarRef) -> bool {
    a.name == b.name && a.suffix == b.suffix
}
