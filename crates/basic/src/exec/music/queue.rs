//! The speaker's queue (the OEM `DONOTE` routine GWSTS.ASM calls): each tone or silence
//! is queued behind the ones before it and plays for its length on the host's clock. The
//! first in the queue is playing; 32 more may wait, and a sound that finds the queue full
//! waits for room (real GW-BASIC 3.23: 60 legato notes in the background leave `PLAY(0)`
//! at 32, after the time 28 of them take). The time is the host's, as `ON TIMER`'s.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use super::macro_lang::Sound;

/// How many sounds may wait behind the one playing.
pub(crate) const WAITING: usize = 32;

/// One DONOTE unit: 2.5 ms (GWSTS.ASM: "[DX]=400 will play 1 second").
const UNIT: Duration = Duration::from_micros(2500);

/// A sound in the queue and when it ends.
#[derive(Debug)]
struct Queued {
    gap: bool,
    end: Instant,
}

/// The sounds sent and not yet over, the first playing.
#[derive(Debug, Default)]
pub(crate) struct SpeakerQueue {
    sounds: VecDeque<Queued>,
}

impl SpeakerQueue {
    /// Drops the sounds that are over by `now`.
    fn settle(&mut self, now: Instant) {
        while self.sounds.front().is_some_and(|q| q.end <= now) {
            self.sounds.pop_front();
        }
    }

    /// When the queue has room for one more sound: `None` when it has now.
    pub(crate) fn room_at(&mut self, now: Instant) -> Option<Instant> {
        self.settle(now);
        let over = self.sounds.len().checked_sub(WAITING + 1)?;
        self.sounds.get(over).map(|q| q.end)
    }

    /// Queues `sound` (room made first: see [`SpeakerQueue::room_at`]); returns when it
    /// starts to play: after the last one queued, at once when nothing plays.
    pub(crate) fn push(&mut self, sound: Sound, now: Instant) -> Instant {
        self.settle(now);
        let start = self.sounds.back().map_or(now, |q| q.end);
        self.sounds.push_back(Queued {
            gap: sound.gap,
            end: start + UNIT * u32::from(sound.units),
        });
        start
    }

    /// When the last sound queued starts to play: `None` when none is queued.
    pub(crate) fn last_starts_at(&mut self, now: Instant) -> Option<Instant> {
        self.settle(now);
        let n = self.sounds.len();
        match n {
            0 => None,
            1 => Some(now),
            _ => Some(self.sounds[n - 2].end),
        }
    }

    /// `PLAY(0)`: the notes waiting behind the sound playing. A note played normal or
    /// staccato is two sounds, its tone and its rest, and counts once (real GW-BASIC
    /// 3.23: `PLAY "MBCDEF":PRINT PLAY(0)` prints 3; with the queue full of tones and
    /// rests the machine counts 17 where this counts 16).
    pub(crate) fn notes(&mut self, now: Instant) -> usize {
        self.settle(now);
        self.sounds.iter().skip(1).filter(|q| !q.gap).count()
    }

    /// Stops the sound and empties the queue (`SOUND f,0`, CLEAR, a BREAK: GWSTS.ASM
    /// `SNDRST`).
    pub(crate) fn clear(&mut self) {
        self.sounds.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tone(units: u16) -> Sound {
        Sound { units, gap: false }
    }

    /// The first sound plays at once, the next wait behind it, and each is over after its
    /// units of 2.5 ms.
    #[test]
    fn sounds_play_one_after_another() {
        let t0 = Instant::now();
        let mut q = SpeakerQueue::default();
        let half = Duration::from_millis(500);
        assert_eq!(q.push(tone(200), t0), t0);
        assert_eq!(q.push(tone(100), t0), t0 + half);
        assert_eq!(q.notes(t0), 1);
        assert_eq!(q.last_starts_at(t0), Some(t0 + half));
        assert_eq!(q.notes(t0 + half), 0);
        assert_eq!(q.last_starts_at(t0 + Duration::from_millis(750)), None);
        // Nothing plays: the next starts when it is sent.
        let t1 = t0 + Duration::from_secs(2);
        assert_eq!(q.push(tone(1), t1), t1);
    }

    /// A normal note's rest counts with its tone; 32 sounds wait at most.
    #[test]
    fn notes_count_once_with_their_rests_and_the_queue_fills_at_32() {
        let t0 = Instant::now();
        let mut q = SpeakerQueue::default();
        for _ in 0..16 {
            assert_eq!(q.room_at(t0), None);
            q.push(tone(175), t0);
            q.push(
                Sound {
                    units: 25,
                    gap: true,
                },
                t0,
            );
        }
        // Playing: the first tone; waiting: its rest and 15 notes.
        assert_eq!(q.notes(t0), 15);
        q.push(tone(175), t0);
        assert_eq!(q.notes(t0), 16);
        assert_eq!(q.room_at(t0), Some(t0 + Duration::from_micros(437_500)));
    }
}
