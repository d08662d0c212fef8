//! The statement dispatcher and the statements of flow and assignment (Source Book chapter
//! 10; Reference Manual chapters 4-5): LET, IF, FOR/NEXT (the body runs at least once: the
//! test is in NEXT), GOTO/GOSUB/RETURN/POP/ON with computed line numbers, TRAP, STOP, CONT,
//! END, RUN, CLR, DIM, DEG/RAD, REM, and the program-text commands handed to the session.

use crate::bcd::Bcd;
use crate::memory as m;
use crate::tokens::{op, stmt};

use super::{Fault, Flow, Machine, Request, Step, Stop};

use ferrite_console::Console;

/// NEXT's fast arithmetic (a file of this round's own, beside the executor's).
#[path = "for_step.rs"]
pub(super) mod for_step;

/// FOR's step when it has no STEP: 1 (exponent $40, mantissa 01).
const ONE: Bcd = Bcd([0x40, 0x01, 0, 0, 0, 0]);

impl Machine {
    /// Executes one statement whose token is `t`; `pc` is just after the token.
    #[inline(always)]
    pub(super) fn statement(&mut self, t: u8, con: &mut dyn Console) -> Step {
        match t {
            stmt::REM | stmt::DATA => Ok(Flow::Next),
            stmt::LET | stmt::IMPLIED_LET => self.let_(con),
            stmt::PRINT | stmt::QUESTION => self.print(None, con),
            stmt::LPRINT => self.lprint(con),
            stmt::INPUT => self.input(con),
            stmt::READ => self.read(con),
            stmt::RESTORE => {
                let line = if self.at_end() {
                    0
                } else {
                    self.line_arg(con)?
                };
                self.restore_data(line);
                Ok(Flow::Next)
            }
            stmt::IF => self.if_(con),
            stmt::FOR => self.for_(con),
            stmt::NEXT => self.next_(),
            stmt::GOTO | stmt::GO_TO => self.goto_line_arg(con),
            stmt::GOSUB => self.gosub_line_arg(con),
            stmt::RETURN => self.return_(),
            stmt::POP => {
                self.pop_frame();
                Ok(Flow::Next)
            }
            stmt::ON => self.on(con),
            stmt::TRAP => {
                let l = self.int_expr(con)?;
                self.mem.set_word(m::TRAPLN, l);
                Ok(Flow::Next)
            }
            stmt::STOP => Err(Stop::Stopped),
            stmt::END => {
                self.close_all();
                Err(Stop::End)
            }
            stmt::CONT => self.cont(),
            stmt::CLR => {
                self.clear();
                Ok(Flow::Next)
            }
            stmt::DIM | stmt::COM => {
                loop {
                    self.dim_one(con)?;
                    if !(self.eat(op::COMMA) || self.eat(op::ARRAY_COMMA)) {
                        break;
                    }
                }
                Ok(Flow::Next)
            }
            stmt::DEG => {
                self.mem.poke(m::DEGFLG, 6);
                Ok(Flow::Next)
            }
            stmt::RAD => {
                self.mem.poke(m::DEGFLG, 0);
                Ok(Flow::Next)
            }
            stmt::RUN => {
                if !self.at_end() {
                    let (addr, len) = self.str_expr(con)?;
                    let name = self.mem.slice(addr, len as usize).to_vec();
                    let bytes = self.load_file(&name)?;
                    // RUN "D:.." loads a SAVEd program (Reference Manual: RUN filespec).
                    crate::saved::load(&mut self.mem, &bytes).map_err(|e| Fault(e.code()))?;
                }
                self.request = Some(Request::Run);
                Err(Stop::Restart)
            }
            stmt::NEW => {
                self.mem.new_program();
                self.request = None;
                Err(Stop::End)
            }
            stmt::BYE | stmt::DOS => Err(Stop::Bye),
            stmt::ENTER => {
                let (addr, len) = self.str_expr(con)?;
                let name = self.mem.slice(addr, len as usize).to_vec();
                let bytes = self.read_text_file(&name)?;
                self.request = Some(Request::Enter(bytes));
                Err(Stop::Restart)
            }
            stmt::LIST => self.list_statement(con),
            stmt::LOAD | stmt::CLOAD => {
                let name = if t == stmt::CLOAD {
                    b"C:".to_vec()
                } else {
                    let (addr, len) = self.str_expr(con)?;
                    self.mem.slice(addr, len as usize).to_vec()
                };
                let bytes = self.load_file(&name)?;
                crate::saved::load(&mut self.mem, &bytes).map_err(|e| Fault(e.code()))?;
                self.clear();
                // LOAD ends execution: the loaded program's direct line is not ours.
                Err(Stop::End)
            }
            stmt::SAVE | stmt::CSAVE => {
                let name = if t == stmt::CSAVE {
                    b"C:".to_vec()
                } else {
                    let (addr, len) = self.str_expr(con)?;
                    self.mem.slice(addr, len as usize).to_vec()
                };
                let bytes = crate::saved::save(&self.mem);
                self.write_file(&name, &bytes)?;
                Ok(Flow::Next)
            }
            stmt::OPEN => self.open(con),
            stmt::CLOSE => self.close(con),
            stmt::GET => self.get(con),
            stmt::PUT => self.put(con),
            stmt::STATUS => self.status(con),
            stmt::NOTE | stmt::POINT => self.note_point(t, con),
            stmt::XIO => self.xio(con),
            stmt::POKE => {
                let addr = self.int_expr(con)?;
                self.skip_comma();
                let v = self.int_expr(con)?;
                if v > 255 {
                    return Err(Fault::VALUE.into());
                }
                self.poke_live(addr, v as u8);
                Ok(Flow::Next)
            }
            stmt::COLOR
            | stmt::GRAPHICS
            | stmt::PLOT
            | stmt::POSITION
            | stmt::DRAWTO
            | stmt::SETCOLOR
            | stmt::LOCATE
            | stmt::SOUND => self.hardware_statement(t, con),
            stmt::ERROR => Err(Fault::SYNTAX.into()),
            _ => Err(Fault::SYNTAX.into()),
        }
    }

    /// Skips a `,` between arguments.
    pub(super) fn skip_comma(&mut self) {
        let _ = self.eat(op::COMMA) || self.eat(op::ARRAY_COMMA);
    }

    /// A line number argument: an expression, 0..32767 (ERROR- 3 otherwise).
    pub(super) fn line_arg(&mut self, con: &mut dyn Console) -> Result<u16, Stop> {
        let n = self.int_expr(con)?;
        if n >= m::DIRECT_LINE {
            return Err(Fault::LINE_TOO_BIG.into());
        }
        Ok(n)
    }

    fn let_(&mut self, con: &mut dyn Console) -> Step {
        if let Some((addr, tokens, extra)) = self.let_target() {
            // `V=expr` with V a plain number, or `M(I)=expr` with a simple subscript,
            // checked already: nothing to check after. The target's tokens and the `=` are
            // charged as one update of the clock.
            let t = self.next_raw();
            let token = super::timing::COST[super::Work::Token as usize];
            let cycles = (tokens + 1) * token + extra;
            if !matches!(t, op::NUM_ASSIGN | op::STR_ASSIGN | op::EQ) {
                self.clock.charge_cycles(cycles);
                return Err(Fault::SYNTAX.into());
            }
            // An element's value that is a lone constant or variable (`M(L)=A`): its six
            // bytes copied as they are (what reading them into a value and storing it
            // gives), its token charged with the rest. (Not tried for a plain variable's
            // LET, mostly `K=K+1`, where the look costs more than it saves.)
            if tokens == 4 {
                if let Some(src) = self.lone_value() {
                    self.clock.charge_cycles(cycles + token);
                    let value = self.mem.read6(src);
                    self.mem.write6(addr, value);
                    return Ok(Flow::Next);
                }
            }
            // `V=a op b` (`K=K+1`): evaluated in place, charged with the target's tokens.
            if let Some(b) = self.simple_binary_statement_at(self.pc) {
                self.clock.charge_cycles(cycles + b.cycles());
                self.pc = b.end;
                let n = b.value()?;
                self.mem.write6(addr, n.0);
                return Ok(Flow::Next);
            }
            self.clock.charge_cycles(cycles);
            let n = self.num_word_expr(con)?;
            self.mem.write6(addr, n.to_bcd().0);
            return Ok(Flow::Next);
        }
        let target = self.target(con)?;
        let t = self.next_tok();
        if !matches!(t, op::NUM_ASSIGN | op::STR_ASSIGN | op::EQ) {
            return Err(Fault::SYNTAX.into());
        }
        let v = self.expr(con)?;
        if let (super::vars::Target::Num(addr), super::Val::Num(n)) = (target, v) {
            // The usual case, stored at once.
            self.mem.write6(addr, n.0);
            return Ok(Flow::Next);
        }
        self.assign(target, v)?;
        Ok(Flow::Next)
    }

    #[inline(always)]
    fn if_(&mut self, con: &mut dyn Console) -> Step {
        let token = super::timing::COST[super::Work::Token as usize];
        let (holds, then) = match self.simple_binary_at(self.pc) {
            // `IF a rel b THEN` (`IF K<N THEN 300`): evaluated in place, its charges and
            // THEN's in one update of the clock.
            Some(b) if self.token_at(b.end) == op::THEN => {
                self.clock.charge_cycles(b.cycles());
                self.pc = b.end.wrapping_add(1);
                (b.is_true()?, token)
            }
            _ => {
                // The expression in line (not through `num_expr`): IF runs as often as LET.
                let super::Val::Num(cond) = self.expr(con)? else {
                    return Err(Fault::SYNTAX.into());
                };
                // THEN's token, taken now and charged with what follows (one update of the
                // clock).
                let then = if self.peek_tok() == op::THEN {
                    self.pc = self.pc.wrapping_add(1);
                    token
                } else {
                    0
                };
                (!cond.is_zero(), then)
            }
        };
        if !holds {
            // False: the rest of the line is skipped.
            self.clock.charge_cycles(then);
            self.stmt = self.mem.peek(self.line_addr().wrapping_add(2));
            return Ok(Flow::Jumped);
        }
        if self.at_end() {
            // THEN statements: they follow as the line's next statements.
            self.clock.charge_cycles(then);
            return Ok(Flow::Next);
        }
        // THEN's charge, then the line as GOTO takes it (remembered after the first time).
        self.clock.charge_cycles(then);
        self.goto_line_arg(con)
    }

    fn for_(&mut self, con: &mut dyn Console) -> Step {
        let var = self.peek_tok();
        // A plain numeric variable (what the tokenizer lets FOR have) is taken as `target`
        // takes it, with its value's address at hand.
        let target = match self.plain_number_target() {
            Some(addr) => {
                // The variable's token, which `plain_number_target` leaves to its caller.
                self.clock.charge(super::Work::Token, 1);
                super::vars::Target::Num(addr)
            }
            None => self.target(con)?,
        };
        self.next_tok(); // `=`
        let start = self.num_expr_or_constant(con)?;
        self.eat(op::TO);
        let limit = self.num_expr_or_constant(con)?;
        let step = if self.eat(op::STEP) {
            self.num_expr(con)?
        } else {
            ONE
        };
        if let super::vars::Target::Num(addr) = target {
            self.mem.write6(addr, start.0);
        } else {
            self.assign(target, super::Val::Num(start))?;
        }
        self.drop_loop_of(var);
        self.push_for(var, limit, step)?;
        Ok(Flow::Next)
    }

    #[inline(always)]
    fn next_(&mut self) -> Step {
        if let Some(step) = self.next_usual() {
            return step;
        }
        self.next_general()
    }

    /// NEXT of the loop on top of the run-time stack when its step is 1 and its counter
    /// goes on without a carry (`for_step::step_key`): the frame read as two words, the
    /// counter as its value-table entry, the three charges (the variable's token, FADD,
    /// FCOMP) as one update of the clock. Nothing is changed before it is known to apply;
    /// `None` leaves everything to [`Machine::next_general`].
    #[inline(always)]
    fn next_usual(&mut self) -> Option<Step> {
        if !super::shortcuts::enabled() {
            return None;
        }
        let pc = self.pc;
        if pc >= self.stmt_end {
            return None;
        }
        let var = self.mem.peek(pc);
        let top = self.mem.word(m::MEMTOP_BASIC);
        let bottom = self.mem.word(m::RUNSTK);
        // A whole FOR frame above RUNSTK: its header above it (as `top_frame_at` asks), and
        // limit and step too, so nothing wraps at address 0 (a frame reaching below RUNSTK,
        // which only a POKE makes, is the general way's, with its wrapped reads). One
        // comparison in 32 bits.
        if u32::from(top) < u32::from(bottom) + u32::from(super::stack::FOR_FRAME) {
            return None;
        }
        // The frame: limit (6 bytes), step (6), type, line number (2), offset.
        let low = self.mem.read8(top - 16);
        let high = self.mem.read8(top - 8);
        // The frame is this variable's (a GOSUB frame's type 0 is no variable), and its
        // step is 1: $40 $01 then four zero bytes.
        if (high >> 32) as u8 != var || var == 0 || low >> 48 != 0x0140 || high as u32 != 0 {
            return None;
        }
        let entry = self.entry(var);
        // The counter's and the limit's six bytes as numbers, the first byte highest.
        let counter = self.mem.read8(entry).swap_bytes() & 0xFFFF_FFFF_FFFF;
        let limit = low.swap_bytes() >> 16;
        let memo = self.next_memo;
        let (value, past) = if counter == memo.counter && limit == memo.limit {
            for_step::step_known(counter, limit)?
        } else {
            for_step::step_key(counter, limit)?
        };
        self.next_memo = for_step::Memo {
            counter: value,
            limit,
        };
        self.pc = pc.wrapping_add(1);
        use super::{timing::COST, Work};
        self.clock.charge_cycles(
            COST[Work::Token as usize] + COST[Work::Add as usize] + COST[Work::Compare as usize],
        );
        let b = value.to_be_bytes();
        self.mem
            .write6(entry.wrapping_add(2), [b[2], b[3], b[4], b[5], b[6], b[7]]);
        if past {
            // Read again: the store above went through the value table's pointer.
            self.pop_frame();
            return Some(Ok(Flow::Next));
        }
        // The header's line number and offset, the key of the jump back.
        Some(self.resume_at((high >> 40) as u32).map(|()| Flow::Jumped))
    }

    /// NEXT, every case: the frames of other loops dropped on the way, any step and
    /// counter.
    fn next_general(&mut self) -> Step {
        let var = self.next_tok();
        loop {
            let Some((f, top, _)) = self.top_frame_at() else {
                return Err(Fault::NO_FOR.into());
            };
            if f.kind == 0 {
                return Err(Fault::NO_FOR.into());
            }
            if f.kind != var {
                self.pop_frame();
                continue;
            }
            // The frame's step and limit lie under its header (read before the store below,
            // which could reach them through a POKEd value table pointer).
            let step = self.mem.read6(top.wrapping_sub(10));
            let e = self.entry(var) + 2;
            self.clock.charge(super::Work::Add, 1);
            self.clock.charge(super::Work::Compare, 1);
            let counter = self.mem.read6(e);
            let limit = self.mem.read6(top.wrapping_sub(16));
            let (value, past) = match for_step::add_one(counter, step, limit) {
                Some(fast) => fast,
                None => {
                    let step = Bcd(step);
                    let value = Bcd(counter).add(step)?;
                    let order = value.compare(Bcd(limit));
                    let past = if step.is_negative() {
                        order == std::cmp::Ordering::Less
                    } else {
                        order == std::cmp::Ordering::Greater
                    };
                    (value, past)
                }
            };
            self.mem.write6(e, value.0);
            if past {
                // Read again: the store above went through the value table's pointer.
                self.pop_frame();
                return Ok(Flow::Next);
            }
            self.resume_loop(f)?;
            return Ok(Flow::Jumped);
        }
    }

    fn return_(&mut self) -> Step {
        loop {
            let Some(header) = self.pop_header() else {
                return Err(Fault::RETURN.into());
            };
            if header as u8 == 0 {
                // The return position is found as NEXT's is (remembered, and straight on
                // to the next line when the GOSUB ended its line, `320 GOSUB 820`).
                self.resume_at(header >> 8)?;
                return Ok(Flow::Jumped);
            }
        }
    }

    fn on(&mut self, con: &mut dyn Console) -> Step {
        let n = self.num_expr(con)?;
        let index = n.to_u16()?;
        if index > 255 {
            return Err(Fault::VALUE.into());
        }
        let kind = self.next_tok();
        let mut k = 1;
        loop {
            if k == index {
                let target = self.line_target(con)?;
                if kind == op::GOSUB {
                    self.push_gosub()?;
                }
                return self.jump_to(target);
            }
            // Skip this line number expression.
            self.num_expr(con)?;
            if !self.eat(op::COMMA) {
                return Ok(Flow::Next);
            }
            k += 1;
        }
    }

    fn cont(&mut self) -> Step {
        // Rev. C's CONT goes on with the line after the one that stopped.
        let Some(line) = self.cont_line else {
            return Ok(Flow::Next);
        };
        match self.find_line(line) {
            Some(addr) => {
                self.line = u32::from(addr);
                self.stmt = self.mem.peek(addr + 2);
                Ok(Flow::Jumped)
            }
            None => Err(Fault::LINE_NOT_FOUND.into()),
        }
    }

    fn list_statement(&mut self, con: &mut dyn Console) -> Step {
        let mut iocb = 0u8;
        let mut from = 0u16;
        let mut to = 0x7FFF_u16;
        let mut numbers = !self.at_end();
        if numbers {
            match self.expr(con)? {
                super::Val::Str { addr, len } => {
                    let name = self.mem.slice(addr, len as usize).to_vec();
                    iocb = self.open_for_list(&name)?;
                    numbers = self.eat(op::COMMA);
                    if numbers {
                        from = self.line_arg(con)?;
                    }
                }
                super::Val::Num(n) => from = n.to_u16()?,
            }
        }
        if numbers {
            to = from;
            if self.eat(op::COMMA) {
                to = self.line_arg(con)?;
            }
        }
        let text = match self.lister {
            Some(list) => list(&self.mem, from, to),
            None => Vec::new(),
        };
        self.put_bytes(iocb, &text, con)?;
        if iocb != 0 {
            self.close_iocb(iocb);
        }
        Ok(Flow::Next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn for_s_default_step_is_the_number_one() {
        assert_eq!(ONE, Bcd::from_u16(1));
    }
}
