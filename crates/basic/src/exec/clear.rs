//! CLEAR's arguments: checked before anything is cleared, as GW-BASIC checked them.
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987), CLEAR (`CLEAR [,[n][,m]]`: n the top of
//! BASIC's memory, m the stack size); pcbasic-suite CLEARERR, whose model real GW-BASIC 3.23
//! wrote: a negative first argument or a zero size is `Illegal function call`, a memory top
//! of 65535 (or -1) `Out of memory`, a value past an integer `Overflow`.

use super::Machine;
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::Number;
use crate::parse::Expr;

/// The smallest stack CLEAR refuses: 2*NUMLEV+20 bytes, NUMLEV 110 (OEM.H).
const STACK_MINIMUM: u32 = 240;

impl<P: Profile> Machine<P> {
    /// Checks CLEAR's arguments (the first also sizes a separate string space).
    pub(super) fn clear_args(&mut self, args: &[Option<Expr<P::Num>>]) -> Result<(), BasicError> {
        // Text after a value is found once that value is read and checked (SYNCHR after
        // INTID2 and GETMPM; real GW-BASIC 3.23: `CLEAR ,0 "Q"` is 5, `CLEAR ,65535 X` 7).
        let (args, after) = match args.split_last() {
            Some((Some(Expr::Unclosed(inner, kind)), rest)) => {
                let mut args = rest.to_vec();
                args.push(Some((**inner).clone()));
                (std::borrow::Cow::Owned(args), Some(*kind))
            }
            _ => (std::borrow::Cow::Borrowed(args), None),
        };
        let (new_top, new_stack) = self.clear_values(&args)?;
        match after {
            Some(kind) => Err(kind.into()),
            None => self.clear_memory(new_top, new_stack),
        }
    }

    /// Reads and checks CLEAR's values: the string space's size (set at once, the Altair's
    /// only value), the memory top and the stack size.
    fn clear_values(
        &mut self,
        args: &[Option<Expr<P::Num>>],
    ) -> Result<(Option<u32>, Option<u32>), BasicError> {
        if let Some(Some(size)) = args.first() {
            let v = self.eval_num(size)?;
            if self.store.mem.separate() {
                // The Altair reads the size as an address (FRMEVL, then its 16-bit
                // conversion): anything past the limit, 50000 too, is `?FC` (probed).
                let n = v.to_i32().map_or(i64::MAX, i64::from);
                self.store.mem.set_string_space(n)?;
                return Ok((None, None));
            }
            let n = v.to_i32()?;
            if !(-32768..=32767).contains(&n) {
                return Err(ErrorKind::Overflow.into());
            }
            if n < 0 {
                return Err(ErrorKind::IllegalQuantity.into());
            }
            self.store.mem.set_string_space(i64::from(n))?;
        }
        let mut new_top = None;
        let mut new_stack = None;
        if let Some(Some(top)) = args.get(1) {
            // An address: -32768 to 65535, the negative ones counted from 65536.
            let n = self.eval_num(top)?.to_i32()?;
            if !(-32768..=65535).contains(&n) {
                return Err(ErrorKind::Overflow.into());
            }
            let top = if n < 0 { n + 65536 } else { n };
            if top == 0 {
                return Err(ErrorKind::IllegalQuantity.into());
            }
            // Past the most memory there is, CLEAR says `Out of memory` without OMERR's
            // emptying of the stack: a FOR or GOSUB open around it goes on (real GW-BASIC
            // 3.23: after a trapped `CLEAR ,65535` in a loop, RESUME NEXT's NEXT continues
            // it, where `CLEAR ,,65535`, a stack too big for CLEART, is OMERR's and ends it;
            // BIMISC.ASM `CLEAR`'s MAXMEM test). ERROR 7's kind is the one that keeps it.
            if top > 65534 {
                return Err(ErrorKind::Numbered(7).into());
            }
            new_top = Some(top as u32);
        }
        if let Some(Some(stack)) = args.get(2) {
            // GETMPM reads the size as it reads the top (FRMQNT: -32768 to 65535, the
            // negative ones counted from 65536), 0 refused; a size past the top is then
            // `Out of memory` below (real GW-BASIC 3.23: `CLEAR ,,-5` is 7).
            let n = self.eval_num(stack)?.to_i32()?;
            if !(-32768..=65535).contains(&n) {
                return Err(ErrorKind::Overflow.into());
            }
            let n = if n < 0 { n + 65536 } else { n };
            if n == 0 {
                return Err(ErrorKind::IllegalQuantity.into());
            }
            new_stack = Some(n as u32);
        }
        Ok((new_top, new_stack))
    }

    /// Moves the memory top and the stack size when CLEAR gave them, once they fit.
    fn clear_memory(
        &mut self,
        new_top: Option<u32>,
        new_stack: Option<u32>,
    ) -> Result<(), BasicError> {
        if self.store.mem.layout.segment.is_some() && (new_top.is_some() || new_stack.is_some()) {
            // BIMISC.ASM `CLEART`: the stack must be more than 2*NUMLEV+20 (240) bytes,
            // and the stack's bottom at least 20 bytes above the variables' start.
            let top = new_top.unwrap_or(self.store.mem.top());
            let stack = new_stack.unwrap_or(self.store.mem.stack_size());
            let variables = self.variables_start();
            if stack <= STACK_MINIMUM || top < stack || top - stack <= variables + 20 {
                return Err(ErrorKind::OutOfMemory.into());
            }
        }
        // The new top and stack size move the string space and change FRE by what they
        // take (real GW-BASIC 3.23: `CLEAR ,30000` lowers FRE(0) by 65534-30000, `CLEAR
        // ,,1000` by 1000-512; `difftest/gw/memory` case `fre`).
        if new_top.is_some() || new_stack.is_some() {
            self.store.mem.set_top(new_top, new_stack);
        }
        Ok(())
    }
}

impl<P: Profile> Machine<P> {
    /// CLEAR typed at the prompt, parsed as the statement `stmt` (BIMISC.ASM `CLEAR`): the
    /// files are closed first (`CLSALL`), then the arguments are taken, where an error
    /// stops it, then everything is cleared as RUN clears it (`CLEARC`: no CONT, ERL 0).
    pub fn clear_typed(
        &mut self,
        stmt: Option<&crate::parse::Stmt<P::Num>>,
    ) -> Result<(), BasicError> {
        self.close_all();
        match stmt {
            Some(crate::parse::Stmt::Clear(args)) => self.clear_args(args)?,
            Some(crate::parse::Stmt::Error(kind)) => return Err((*kind).into()),
            _ => {}
        }
        self.clear();
        Ok(())
    }
}
