//! POKEY's RANDOM register (53770): the top byte of a 17-bit polynomial counter that POKEY
//! clocks at 1.79 MHz. The real value depends on the exact cycle of the read, so ferrite
//! advances the counter by a varying number of clocks between reads; it is seeded from host
//! entropy (`rand`) unless a fixed seed is asked for. Sources: De Re Atari (POKEY chapter),
//! Mapping the Atari (RANDOM, 53770), the Altirra Hardware Reference Manual's description of
//! the 17-bit polynomial (taps at bits 0 and 5, i.e. x^17 + x^5 + 1).

/// The modelled polynomial counter.
#[derive(Clone, Debug)]
pub struct Pokey {
    state: u32,
    /// A second generator drawing the number of clocks between reads, as the CPU's varying
    /// cycle count would.
    jitter: u64,
}

const MASK: u32 = (1 << 17) - 1;

impl Pokey {
    /// A counter seeded from host entropy.
    pub fn from_entropy() -> Self {
        Self::seeded(rand::random::<u64>())
    }

    /// A counter with a fixed seed (a reproducible run).
    pub fn seeded(seed: u64) -> Self {
        let mut state = (seed as u32) & MASK;
        if state == 0 {
            state = 1;
        }
        Pokey {
            state,
            jitter: seed ^ 0x9E37_79B9_7F4A_7C15,
        }
    }

    /// One clock of the 17-bit linear feedback shift register.
    fn clock(&mut self) {
        let bit = (self.state ^ (self.state >> 5)) & 1;
        self.state = (self.state >> 1) | (bit << 16);
    }

    /// Reads RANDOM: advances the counter by the clocks that passed since the last read and
    /// gives its top eight bits.
    pub fn random(&mut self) -> u8 {
        // xorshift for the cycle jitter
        self.jitter ^= self.jitter << 13;
        self.jitter ^= self.jitter >> 7;
        self.jitter ^= self.jitter << 17;
        let clocks = 8 + (self.jitter % 61) as u32;
        for _ in 0..clocks {
            self.clock();
        }
        (self.state >> 9) as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counter_never_sticks_at_zero() {
        let mut p = Pokey::seeded(0);
        let values: Vec<u8> = (0..1000).map(|_| p.random()).collect();
        assert!(values.iter().any(|&v| v != values[0]));
    }

    #[test]
    fn bytes_spread_over_the_range() {
        let mut p = Pokey::seeded(12345);
        let mut counts = [0u32; 16];
        for _ in 0..16000 {
            counts[(p.random() >> 4) as usize] += 1;
        }
        for c in counts {
            assert!((700..1300).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn same_seed_same_sequence() {
        let mut a = Pokey::seeded(7);
        let mut b = Pokey::seeded(7);
        for _ in 0..100 {
            assert_eq!(a.random(), b.random());
        }
    }
}
