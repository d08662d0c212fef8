//! Keeping emulated frames in step with real time (`--speed authentic`): the NTSC 800XL
//! shows 59.94 frames a second, so frame n may not end before n / 59.94 s after the start.
//! A run that falls behind (a slow host, a suspended process) is not made to catch up.

use std::time::{Duration, Instant};

/// One NTSC frame (262 lines of 114 cycles at 1.7897725 MHz).
pub const FRAME: Duration = Duration::from_nanos(16_683_833);

/// How far behind real time a run may fall before the pacer stops trying to catch up.
const SLACK: Duration = Duration::from_millis(250);

/// Sleeps so that frames pass at the machine's rate.
#[derive(Debug)]
pub struct Pacer {
    start: Instant,
    frames: u32,
}

impl Default for Pacer {
    fn default() -> Self {
        Pacer {
            start: Instant::now(),
            frames: 0,
        }
    }
}

impl Pacer {
    /// One more frame has passed: waits until real time has caught up with it.
    pub fn frame(&mut self) {
        self.frames += 1;
        let target = self.start + FRAME * self.frames;
        let now = Instant::now();
        if target > now {
            std::thread::sleep(target - now);
        } else if now - target > SLACK {
            self.start = now;
            self.frames = 0;
        }
        // Counted from a recent start, so the multiplication never overflows.
        if self.frames >= 3600 {
            self.start = target;
            self.frames = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_frames_take_a_tenth_of_a_second() {
        let mut pacer = Pacer::default();
        let began = Instant::now();
        for _ in 0..6 {
            pacer.frame();
        }
        let took = began.elapsed();
        assert!(took >= Duration::from_millis(99), "{took:?}");
        assert!(took < Duration::from_millis(400), "{took:?}");
    }
}
