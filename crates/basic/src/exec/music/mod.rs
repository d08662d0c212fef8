//! GW-BASIC's speaker: `PLAY`, `SOUND`, `BEEP`, `PLAY(n)` and the music trap `ON PLAY(n)`
//! (GWSTS.ASM `PLAYS`, `SOUNDS`, `BEEPS`; the queue is the OEM's `DONOTE`, `queue.rs`).
//! No sound is made; the time the sounds take passes as on the machine.
//!
//! In the foreground (`MF`, the start-up mode; BEEP always) PLAY and SOUND end when the
//! last sound queued starts to play (real GW-BASIC 3.23: `PLAY "MFT120L4CDEF"` takes the
//! two seconds less the last note's rest, after which `PLAY(0)` counts background notes
//! sent next from 0; `PLAY "MF"` alone waits for the background notes to start;
//! `BEEP:BEEP` takes a quarter of a second). In the background (`MB`) a sound waits only
//! for room in the queue.
//! `ON PLAY(n)` takes an event when the notes waiting in the background fall from n to
//! n - 1 (real GW-BASIC 3.23: `ON PLAY(2)` with seven notes queued is taken with
//! `PLAY(0)` at 1; notes played in the foreground take none; an event that came while the
//! handler's line was 0 is taken when `ON PLAY` names one). `SOUND f,0` empties the queue.

mod macro_lang;
mod queue;

use std::time::{Duration, Instant};

use self::macro_lang::{play_music, MacroRef, MacroValue, Settings, Sound};
use self::queue::SpeakerQueue;
use ferrite_console::Console;

use super::events::TrapState;
use super::Machine;
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::Number;
use crate::parse::Expr;

/// `Illegal function call`.
const FC: ErrorKind = ErrorKind::IllegalQuantity;

/// The longest a wait sleeps before it looks at the BREAK key again.
const BREAK_POLL: Duration = Duration::from_millis(20);

/// The speaker's state: PLAY's settings, the queue, the music trap.
#[derive(Debug, Default)]
pub(super) struct Music {
    /// What the last PLAY left (tempo, length, articulation, mode, octave).
    settings: Settings,
    /// The sounds queued and playing.
    queue: SpeakerQueue,
    /// `ON PLAY(n) GOSUB` and `PLAY ON/OFF/STOP`.
    pub(super) trap: TrapState,
    /// The trap's n: an event when the notes waiting fall below it.
    below: usize,
    /// The notes waiting when the trap last looked.
    seen: usize,
}

impl Music {
    /// Whether the music trap is on (its events are watched between statements).
    pub(super) fn trap_on(&self) -> bool {
        self.trap.is_on()
    }

    /// Between statements, with the trap on: an event when the notes waiting fell from
    /// the trap's n or more to fewer.
    pub(super) fn watch(&mut self, now: Instant) {
        if !self.trap.is_on() {
            return;
        }
        let notes = self.queue.notes(now);
        if self.seen >= self.below && notes < self.below {
            self.trap.signal();
        }
        self.seen = notes;
    }

    /// CLEAR and RUN (GWSTS.ASM `SNDINI`): the start-up settings, the queue emptied.
    pub(super) fn reset(&mut self) {
        self.settings = Settings::default();
        self.queue.clear();
        self.seen = 0;
    }

    /// RUN: the trap is forgotten too.
    pub(super) fn forget_trap(&mut self) {
        self.trap = TrapState::default();
        self.below = 0;
    }
}

impl<P: Profile> Machine<P> {
    /// `PLAY string`: the notes go to the speaker as they are read (an error leaves the
    /// ones before it queued).
    pub(super) fn play(
        &mut self,
        e: &Expr<P::Num>,
        con: &mut dyn Console,
    ) -> Result<(), BasicError> {
        let text = self.eval(e)?.string()?;
        let mut settings = self.music.settings;
        let mut sounds = Vec::new();
        let mut lookup = |r: MacroRef| self.play_variable(r);
        let read = play_music(&text, &mut settings, &mut lookup, &mut |s| sounds.push(s));
        self.music.settings = settings;
        for s in sounds {
            self.sound_out(s, con);
        }
        self.foreground_wait(self.music.settings.background, con);
        read.map_err(BasicError::from)
    }

    /// `SOUND f, d`: f an integer (`Overflow` past 32767), d below 65536 ticks. A zero
    /// duration stops the sound and empties the queue whatever the frequency; otherwise
    /// the frequency is 0 (a rest) or at least 37 Hz (GW-BASIC 3.23: `SOUND 36,0` and
    /// `SOUND 0,1` pass, `SOUND 36,1` and `SOUND -1,1` are error 5; errgen `hardware`).
    /// The ticks are 22 units of 2.5 ms each, rounded, kept to 16 bits (SOUNL4: a
    /// negative duration is a long one).
    pub(super) fn sound(
        &mut self,
        f: &Expr<P::Num>,
        d: &Expr<P::Num>,
        con: &mut dyn Console,
    ) -> Result<(), BasicError> {
        let freq = self.eval_index(f)?;
        let d = self.eval_num(d)?;
        let ticks = d.to_f64();
        if ticks >= 65536.0 {
            return Err(FC.into());
        }
        if ticks == 0.0 {
            self.music.queue.clear();
            return Ok(());
        }
        if freq != 0 && freq < 37 {
            return Err(FC.into());
        }
        let units = (ticks * 22.0).round().clamp(-65536.0, 65535.0) as i32 as u16;
        self.sound_out(Sound { units, gap: false }, con);
        self.foreground_wait(self.music.settings.background, con);
        Ok(())
    }

    /// `BEEP`: 800 Hz for a quarter of a second, in the foreground (GWSTS.ASM `BEEPS`).
    pub(super) fn beep(&mut self, con: &mut dyn Console) {
        let sound = Sound {
            units: 100,
            gap: false,
        };
        self.sound_out(sound, con);
        self.foreground_wait(false, con);
    }

    /// The bells the last statement printed on the screen: each is a BEEP (SCNDRV.ASM
    /// `CBEEP` calls the speaker's BEEP; real GW-BASIC 3.23: eight `CHR$(7)` printed take
    /// 1.76 s, the quarter second each but the first's).
    pub(super) fn ring_bells(&mut self, con: &mut dyn Console) {
        for _ in 0..std::mem::take(&mut self.screen.bells) {
            self.beep(con);
        }
    }

    /// `PLAY(n)`: the notes waiting in the queue (n a byte; any n reads the same).
    pub(super) fn play_queue(&mut self) -> usize {
        self.music.queue.notes(self.instant())
    }

    /// `ON PLAY(n) GOSUB line`: n 1..32, the line must exist (8) unless it is 0 (no
    /// handler). The switch and a remembered event stay.
    pub(super) fn on_play(
        &mut self,
        n: &Expr<P::Num>,
        line: Result<u16, ErrorKind>,
    ) -> Result<(), BasicError> {
        let n = self.eval_index(n)?;
        if !(1..=32).contains(&n) {
            return Err(FC.into());
        }
        let line = line?;
        if line != 0 {
            self.target(line)?;
        }
        self.music.trap.set_line(line);
        self.music.below = n as usize;
        self.music.seen = self.music.queue.notes(self.instant());
        self.arm_events();
        Ok(())
    }

    /// `PLAY ON` (`Some(true)`), `PLAY STOP` (`Some(false)`), `PLAY OFF` (`None`).
    pub(super) fn switch_play(&mut self, state: Option<bool>) {
        self.music.trap.switch(state);
        self.music.seen = self.music.queue.notes(self.instant());
        self.arm_events();
    }

    /// Sends one sound: waits for room in the queue, then queues it. A BREAK ends the
    /// wait and empties the queue (`SNDRST` from POLKEY); the statement loop then stops
    /// the run.
    fn sound_out(&mut self, sound: Sound, con: &mut dyn Console) {
        while let Some(at) = self.music.queue.room_at(self.instant()) {
            if !self.sleep_until(at, con) {
                return;
            }
        }
        self.music.queue.push(sound, self.instant());
        self.music.seen = self.music.queue.notes(self.instant());
    }

    /// At the end of a statement that sent sounds: in the foreground, waits until the last
    /// one starts to play.
    fn foreground_wait(&mut self, background: bool, con: &mut dyn Console) {
        if background {
            return;
        }
        if let Some(at) = self.music.queue.last_starts_at(self.instant()) {
            self.sleep_until(at, con);
        }
        self.music.seen = self.music.queue.notes(self.instant());
    }

    /// Sleeps until `at` on the host's clock, the screen shown while it waits (a terminal
    /// draws it at most once a frame, so each wake shows it again); false when a BREAK
    /// came first.
    fn sleep_until(&mut self, at: Instant, con: &mut dyn Console) -> bool {
        loop {
            if self.break_flag.is_raised() {
                self.music.queue.clear();
                return false;
            }
            let now = self.instant();
            if now >= at {
                return true;
            }
            if !con.keeps_time() {
                self.waited += at - now;
                return true;
            }
            self.screen.flush(con);
            std::thread::sleep((at - now).min(BREAK_POLL));
        }
    }

    /// The value a PLAY string's `X` or `=` names (MACLNG.ASM `SCNVAR`): by name or by
    /// VARPTR$'s address; a number made an integer as FRCINT does (`Overflow` past one).
    fn play_variable(&self, r: MacroRef) -> Result<MacroValue, ErrorKind> {
        let v = match r {
            MacroRef::Name(name) => self.macro_named(name).map_err(|e| e.kind)?,
            MacroRef::Address(size, address) => self.varptr_value(size, address),
        };
        match v {
            crate::exec::Value::Str(s) => Ok(MacroValue::Str(s.to_vec())),
            crate::exec::Value::Num(n) => n
                .to_i16()
                .map(MacroValue::Int)
                .map_err(|_| ErrorKind::Overflow),
        }
    }
}
