#![cfg_attr(not(feature = "sound"), allow(dead_code))]
//! The speaker: POKEY's four voices played on the host's audio device when ferrite is built
//! with the `sound` feature (cpal), silent otherwise.
//!
//! POKEY (De Re Atari ch. 7; Mapping the Atari 53760-53768): with AUDCTL 0 each voice
//! divides a 63,921 Hz clock (NTSC) by AUDF+1 and its output flips at that rate, so a pure
//! tone (distortion 10 or 14) has the frequency 63921 / (2 (AUDF+1)) Hz. The other
//! distortions mask the flips with the 4-, 5- and 17-bit polynomial counters: they are played
//! here as noise sampled at the voice's rate (and 12 as a tone gated by the 4-bit counter),
//! close enough to recognise. The volume is AUDC's low nibble.

/// POKEY's audio clock (NTSC, AUDCTL 0).
pub const CLOCK_HZ: f32 = 63_921.0;

/// Each voice's (AUDF, AUDC) as last set.
pub type Voices = [(u8, u8); 4];

/// The four voices' sound, one sample at a time.
#[derive(Clone, Debug)]
pub struct Synth {
    rate: f32,
    phase: [f32; 4],
    level: [bool; 4],
    poly17: u32,
    poly4: u8,
}

impl Synth {
    /// A synthesiser producing `rate` samples a second.
    pub fn new(rate: f32) -> Self {
        Synth {
            rate: rate.max(1.0),
            phase: [0.0; 4],
            level: [false; 4],
            poly17: 1,
            poly4: 1,
        }
    }

    /// The next sample (-1..1) of `voices`.
    pub fn sample(&mut self, voices: &Voices) -> f32 {
        let mut sum = 0.0;
        for (v, &(audf, audc)) in voices.iter().enumerate() {
            let volume = f32::from(audc & 15) / 15.0;
            if volume == 0.0 {
                continue;
            }
            let flips = CLOCK_HZ / (f32::from(audf) + 1.0);
            self.phase[v] += flips / self.rate;
            while self.phase[v] >= 1.0 {
                self.phase[v] -= 1.0;
                self.level[v] = match audc >> 4 {
                    10 | 14 | 11 | 15 => !self.level[v],
                    12 | 13 => !self.level[v] && self.step4(),
                    _ => self.step17(),
                };
            }
            let out = if audc & 0x10 != 0 && audc >> 4 == 1 {
                // Volume only: the level is the volume itself.
                1.0
            } else if self.level[v] {
                1.0
            } else {
                -1.0
            };
            sum += out * volume * 0.2;
        }
        sum
    }

    /// One clock of the 17-bit counter; its low bit.
    fn step17(&mut self) -> bool {
        let bit = (self.poly17 ^ (self.poly17 >> 5)) & 1;
        self.poly17 = (self.poly17 >> 1) | (bit << 16);
        bit == 1
    }

    /// One clock of the 4-bit counter; its low bit.
    fn step4(&mut self) -> bool {
        let bit = (self.poly4 ^ (self.poly4 >> 1)) & 1;
        self.poly4 = (self.poly4 >> 1) | (bit << 3);
        bit == 1
    }
}

#[cfg(feature = "sound")]
mod device;
#[cfg(feature = "sound")]
pub use device::Speaker;

/// The silent speaker of a build without the `sound` feature.
#[cfg(not(feature = "sound"))]
pub struct Speaker;

#[cfg(not(feature = "sound"))]
impl Speaker {
    /// No device to open.
    pub fn open() -> Self {
        Speaker
    }

    /// Nothing to play it on.
    pub fn set(&mut self, _voice: u8, _audf: u8, _audc: u8) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sign changes in a second of a voice's samples.
    fn crossings(voices: Voices) -> u32 {
        let mut synth = Synth::new(44_100.0);
        let mut last = 0.0f32;
        let mut n = 0;
        for _ in 0..44_100 {
            let s = synth.sample(&voices);
            if s * last < 0.0 {
                n += 1;
            }
            if s != 0.0 {
                last = s;
            }
        }
        n
    }

    #[test]
    fn a_pure_tone_has_pokeys_frequency() {
        // SOUND 0,121,10,8: 63921 / (2 * 122) = 262 Hz (middle C), two crossings a cycle.
        let n = crossings([(121, 0xA8), (0, 0), (0, 0), (0, 0)]);
        assert!((515..535).contains(&n), "{n}");
    }

    #[test]
    fn silence_is_zero_and_noise_is_not_a_tone() {
        let mut synth = Synth::new(44_100.0);
        assert_eq!(synth.sample(&[(0, 0); 4]), 0.0);
        let noise = crossings([(121, 0x88), (0, 0), (0, 0), (0, 0)]);
        let tone = crossings([(121, 0xA8), (0, 0), (0, 0), (0, 0)]);
        assert_ne!(noise, tone);
        assert!(noise > 50);
    }
}
