//! GW-BASIC's timer trap: `ON TIMER(n) GOSUB line`, `TIMER ON`, `TIMER OFF`, `TIMER STOP`.
//!
//! GW-BASIC looks for a due event between statements (GWMAIN.ASM `NEWSTT` tests one flag
//! byte before each statement; the trap routines are `ONTRP`/`TRPCHK` in GWSTS.ASM): a
//! caught event is a GOSUB to the handler made before the next statement, so its RETURN
//! comes back to that statement. While the handler runs the trap is stopped (an event is
//! remembered, not taken) and its RETURN starts it again; `TIMER STOP` remembers events,
//! `TIMER OFF` forgets them. A trap is never taken in direct mode. The period runs on the
//! host's clock (GW-BASIC counted the PC's 18.2 ticks a second). Sources: GW-BASIC User's
//! Guide (Microsoft, 1987), ON TIMER and TIMER; pcbasic-suite event_RETURN_error.
//!
//! The statement loop tests only [`Machine::events_armed`]; the clock is read only while
//! a trap is on.

use std::time::{Duration, Instant};

use super::{Frame, Machine, Pc};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::Number;
use crate::parse::Expr;

/// The trap `ON TIMER` set.
#[derive(Debug)]
pub(super) struct TimerTrap {
    /// The handler's line.
    line: u16,
    /// The time between events.
    period: Duration,
    /// When the next event is due.
    due: Instant,
    /// TIMER ON (true) or STOP (false); OFF clears the trap's state.
    on: bool,
    /// TIMER STOP, or the handler running: a due event waits.
    stopped: bool,
    /// An event came while stopped.
    pending: bool,
    /// The stack depth of the handler's GOSUB frame, while it runs.
    handler: Option<usize>,
}

impl TimerTrap {
    /// The handler's line.
    pub(super) fn line(&self) -> u16 {
        self.line
    }

    /// Names the handler's line anew (RENUM while the run is stopped).
    pub(super) fn set_line(&mut self, line: u16) {
        self.line = line;
    }
}

impl<P: Profile> Machine<P> {
    /// `ON TIMER(n) GOSUB line`: n whole seconds, read as an integer and checked against
    /// 1 to 32767 as the checks before this trap was built did (pcbasic-suite TIMER).
    pub(super) fn on_timer(&mut self, period: &Expr<P::Num>, line: u16) -> Result<(), BasicError> {
        // A number of seconds in a day, 1 to 86400 (86401 is error 5, not an integer's
        // overflow), and the handler's line must exist (8): GW-BASIC 3.23, probed.
        // Less than a second is refused before any rounding (`ON TIMER(0.5)` is 5).
        let v = self.eval_num(period)?;
        let n = v.to_i32().unwrap_or(0);
        if v.compare(P::Num::from_i32(1)) == std::cmp::Ordering::Less || !(1..=86400).contains(&n) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        self.target(line)?;
        let period = Duration::from_secs(n as u64);
        let (on, stopped) = self
            .timer_trap
            .as_ref()
            .map_or((false, false), |t| (t.on, t.stopped));
        self.timer_trap = Some(TimerTrap {
            line,
            period,
            due: Instant::now() + period,
            on,
            stopped,
            pending: false,
            handler: None,
        });
        self.arm_events();
        Ok(())
    }

    /// `TIMER ON`, `TIMER STOP` (`Some(false)`) and `TIMER OFF` (`None`). With no `ON TIMER`
    /// yet, the switch is kept for the trap a later `ON TIMER` sets.
    pub(super) fn switch_timer(&mut self, state: Option<bool>) {
        let trap = self.timer_trap.get_or_insert_with(|| TimerTrap {
            line: 0,
            period: Duration::ZERO,
            due: Instant::now(),
            on: false,
            stopped: false,
            pending: false,
            handler: None,
        });
        match state {
            Some(true) => {
                if !trap.on {
                    trap.due = Instant::now() + trap.period;
                }
                trap.on = true;
                trap.stopped = false;
            }
            Some(false) => {
                trap.on = true;
                trap.stopped = true;
            }
            None => {
                trap.on = false;
                trap.stopped = false;
                trap.pending = false;
            }
        }
        self.arm_events();
    }

    /// Sets the statement loop's flag: a trap is on with a handler.
    fn arm_events(&mut self) {
        self.events_armed = self
            .timer_trap
            .as_ref()
            .is_some_and(|t| t.on && t.line != 0 && !t.period.is_zero());
        self.rewatch();
    }

    /// Before the statement at `pc`: the jump to the handler when an event is due and the
    /// trap may take it.
    pub(super) fn timer_event(&mut self, pc: Pc) -> Option<Result<Pc, BasicError>> {
        let trap = self.timer_trap.as_mut()?;
        let now = Instant::now();
        if now >= trap.due {
            trap.pending = true;
            // Events missed while busy are one event, as the PC's tick count kept one flag.
            while trap.due <= now {
                trap.due += trap.period;
            }
        }
        if !trap.pending || trap.stopped {
            return None;
        }
        trap.pending = false;
        trap.stopped = true;
        let line = trap.line;
        let to = match self.target(line) {
            Ok(to) => to,
            Err(e) => return Some(Err(e)),
        };
        let line = self.line_number_at(pc);
        if let Err(e) = self.push(Frame::Gosub { ret: pc, line }) {
            return Some(Err(e));
        }
        if let Some(trap) = self.timer_trap.as_mut() {
            trap.handler = Some(self.stack.len());
        }
        Some(Ok(to))
    }

    /// After RETURN popped a GOSUB frame: the handler's RETURN starts the trap again.
    pub(super) fn event_returned(&mut self) {
        let depth = self.stack.len() + 1;
        if let Some(trap) = self.timer_trap.as_mut() {
            if trap.handler == Some(depth) {
                trap.handler = None;
                if trap.on {
                    trap.stopped = false;
                }
            }
        }
    }
}
