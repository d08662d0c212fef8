//! GW-BASIC's event traps: the timer's (`ON TIMER(n) GOSUB line`, `TIMER ON`, `TIMER OFF`,
//! `TIMER STOP`) and the switches and handlers every trap shares (the music's is in
//! `music`).
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

/// What every trap keeps (GWSTS.ASM's trap table entry): its handler, whether it is on or
/// stopped, an event remembered, and the handler's frame while it runs.
#[derive(Debug, Default)]
pub(super) struct TrapState {
    /// The handler's line (0: none, events are remembered but not taken).
    line: u16,
    /// ON (or STOP); OFF clears the trap's state.
    on: bool,
    /// STOP, or the handler running: an event waits.
    stopped: bool,
    /// An event came and was not taken yet.
    pending: bool,
    /// The stack depth of the handler's GOSUB frame, while it runs.
    handler: Option<usize>,
}

impl TrapState {
    /// The handler's line.
    pub(super) fn line(&self) -> u16 {
        self.line
    }

    /// Names the handler's line (ON ... GOSUB; RENUM while the run is stopped).
    pub(super) fn set_line(&mut self, line: u16) {
        self.line = line;
    }

    /// Whether the trap is on or stopped (its events are watched).
    pub(super) fn is_on(&self) -> bool {
        self.on
    }

    /// `ON` (`Some(true)`), `STOP` (`Some(false)`) and `OFF` (`None`).
    pub(super) fn switch(&mut self, state: Option<bool>) {
        match state {
            Some(on) => {
                self.on = true;
                self.stopped = !on;
            }
            None => {
                self.on = false;
                self.stopped = false;
                self.pending = false;
            }
        }
    }

    /// An event came: remembered while the trap is on or stopped.
    pub(super) fn signal(&mut self) {
        if self.on {
            self.pending = true;
        }
    }

    /// The handler's line when an event waits and may be taken now; the trap is then
    /// stopped until the handler returns.
    fn take(&mut self) -> Option<u16> {
        if !self.pending || self.stopped || self.line == 0 {
            return None;
        }
        self.pending = false;
        self.stopped = true;
        Some(self.line)
    }

    /// After a RETURN popped the frame at `depth`: the handler's RETURN starts the trap
    /// again.
    fn returned(&mut self, depth: usize) {
        if self.handler == Some(depth) {
            self.handler = None;
            if self.on {
                self.stopped = false;
            }
        }
    }
}

/// The trap `ON TIMER` set.
#[derive(Debug)]
pub(super) struct TimerTrap {
    /// The handler and its switches.
    pub(super) state: TrapState,
    /// The time between events.
    period: Duration,
    /// When the next event is due.
    due: Instant,
}

impl<P: Profile> Machine<P> {
    /// `ON TIMER(n) GOSUB line`: n whole seconds, read as an integer and checked against
    /// 1 to 32767 as the checks before this trap was built did (pcbasic-suite TIMER).
    pub(super) fn on_timer(
        &mut self,
        period: &Expr<P::Num>,
        line: Result<u16, ErrorKind>,
    ) -> Result<(), BasicError> {
        // A number of seconds in a day, 1 to 86400 (86401 is error 5, not an integer's
        // overflow), and the handler's line must exist (8): GW-BASIC 3.23, probed.
        // Less than a second is refused before any rounding (`ON TIMER(0.5)` is 5).
        let v = self.eval_num(period)?;
        let n = v.to_i32().unwrap_or(0);
        if v.compare(P::Num::from_i32(1)) == std::cmp::Ordering::Less || !(1..=86400).contains(&n) {
            return Err(ErrorKind::IllegalQuantity.into());
        }
        // GOSUB 0 names no handler (ONGOTP looks up a line only when it is not 0; real
        // GW-BASIC 3.23: `ON TIMER(1) GOSUB 0` is no error).
        let line = line?;
        if line != 0 {
            self.target(line)?;
        }
        let period = Duration::from_secs(n as u64);
        let now = self.instant();
        let trap = self.timer_trap.get_or_insert_with(TimerTrap::new);
        trap.state.set_line(line);
        trap.state.pending = false;
        trap.state.handler = None;
        trap.period = period;
        trap.due = now + period;
        self.arm_events();
        Ok(())
    }

    /// `TIMER ON`, `TIMER STOP` (`Some(false)`) and `TIMER OFF` (`None`). With no `ON TIMER`
    /// yet, the switch is kept for the trap a later `ON TIMER` sets.
    pub(super) fn switch_timer(&mut self, state: Option<bool>) {
        let now = self.instant();
        let trap = self.timer_trap.get_or_insert_with(TimerTrap::new);
        if state == Some(true) && !trap.state.on {
            trap.due = now + trap.period;
        }
        trap.state.switch(state);
        self.arm_events();
    }

    /// Sets the statement loop's flag: a trap is on with a handler, or the music trap is
    /// on (its events are counted even with no handler yet).
    pub(super) fn arm_events(&mut self) {
        let timer = self
            .timer_trap
            .as_ref()
            .is_some_and(|t| t.state.on && t.state.line != 0 && !t.period.is_zero());
        self.events_armed = timer || self.music.trap_on();
        self.rewatch();
    }

    /// Before the statement at `pc`: the jump to a handler when an event is due and its
    /// trap may take it (the timer's first, then the music's).
    pub(super) fn take_event(&mut self, pc: Pc) -> Option<Result<Pc, BasicError>> {
        let now = self.instant();
        if let Some(trap) = self.timer_trap.as_mut() {
            if now >= trap.due && !trap.period.is_zero() {
                trap.state.signal();
                // Events missed while busy are one event, as the PC's tick count kept
                // one flag.
                while trap.due <= now {
                    trap.due += trap.period;
                }
            }
        }
        self.music.watch(now);
        let (line, timer) = match self.timer_trap.as_mut().and_then(|t| t.state.take()) {
            Some(line) => (line, true),
            None => (self.music.trap.take()?, false),
        };
        let to = match self.target(line) {
            Ok(to) => to,
            Err(e) => return Some(Err(e)),
        };
        let line = self.line_number_at(pc);
        if let Err(e) = self.push(Frame::Gosub {
            ret: pc,
            line,
            pushed: super::Pushed::Plain,
        }) {
            return Some(Err(e));
        }
        let depth = Some(self.stack.len());
        match self.timer_trap.as_mut() {
            Some(t) if timer => t.state.handler = depth,
            _ => self.music.trap.handler = depth,
        }
        Some(Ok(to))
    }

    /// After RETURN popped a GOSUB frame: a handler's RETURN starts its trap again.
    pub(super) fn event_returned(&mut self) {
        let depth = self.stack.len() + 1;
        if let Some(trap) = self.timer_trap.as_mut() {
            trap.state.returned(depth);
        }
        self.music.trap.returned(depth);
    }
}

impl TimerTrap {
    /// A trap with no handler, off.
    fn new() -> Self {
        TimerTrap {
            state: TrapState::default(),
            period: Duration::ZERO,
            due: Instant::now(),
        }
    }
}
