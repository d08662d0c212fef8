//! The single-precision arithmetic of the window's mapping: the OEM's WINDOW and PMAP code
//! (not published) calls the math pack's single routines (`$FADDS`, `$FMULS`, `$SDIV`,
//! `$CINT`), so each step rounds as a BASIC expression of singles does. Values travel
//! through the graphics state as host reals that hold a single exactly.

use crate::num::mbf::Mbf32;

/// A single held as its MBF bytes, with GW-BASIC's own operations.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Single(Mbf32);

impl Single {
    /// The single nearest a host real (exact for a real that holds a single).
    pub fn new(v: f64) -> Self {
        let f = v as f32;
        if f == 0.0 || !f.is_finite() {
            return Self(Mbf32::ZERO);
        }
        let bits = f.to_bits();
        let e = (bits >> 23) & 0xff;
        // IEEE 1.m·2^(e-127) is MBF 0.1m·2^(E-128): E = e + 2; the sign sits where the
        // hidden bit is. Subnormals and exponents past MBF's range are far outside any
        // screen's coordinates: taken as zero or the largest.
        if e == 0 {
            return Self(Mbf32::ZERO);
        }
        if e + 2 > 255 {
            return Self(Mbf32::max(f < 0.0));
        }
        let word = ((e + 2) << 24) | (bits & 0x8000_0000) >> 8 | (bits & 0x7f_ffff);
        Self(Mbf32::from_word(word))
    }

    /// A single from its MBF bytes read as a little-endian word (a constant of the source).
    pub fn from_word(w: u32) -> Self {
        Self(Mbf32::from_word(w))
    }

    /// An integer (a pixel, an extent), exactly.
    pub fn int(v: i32) -> Self {
        Self::new(f64::from(v))
    }

    /// The value as a host real (exact).
    pub fn get(self) -> f64 {
        self.0.to_f64()
    }

    /// `self + rhs` (`$FADDS`); an overflow gives the largest single.
    pub fn add(self, rhs: Self) -> Self {
        Self(
            self.0
                .add_single(rhs.0)
                .unwrap_or_else(|_| Mbf32::max(false)),
        )
    }

    /// `self - rhs`.
    pub fn sub(self, rhs: Self) -> Self {
        Self(
            self.0
                .sub_single(rhs.0)
                .unwrap_or_else(|_| Mbf32::max(false)),
        )
    }

    /// `self * rhs` (`$FMULS`).
    pub fn mul(self, rhs: Self) -> Self {
        Self(
            self.0
                .mul_single(rhs.0)
                .unwrap_or_else(|_| Mbf32::max(false)),
        )
    }

    /// `self / rhs` (`$SDIV`); a zero divisor gives the largest single.
    pub fn div(self, rhs: Self) -> Self {
        Self(
            self.0
                .div_single(rhs.0)
                .unwrap_or_else(|_| Mbf32::max(false)),
        )
    }

    /// CINT: the nearest integer, halves away from zero; `None` past 16 bits (`Overflow`).
    pub fn cint(self) -> Option<i32> {
        self.0.round_i16().map(i32::from)
    }
}

#[cfg(test)]
mod tests {
    use super::Single;

    #[test]
    fn round_trips_and_rounds_as_gw() {
        for v in [
            1.0,
            -2.5,
            0.1f32 as f64,
            640.0,
            -1e-3f32 as f64,
            12345.678f32 as f64,
        ] {
            assert_eq!(Single::new(v).get(), v);
        }
        assert_eq!(Single::new(2.5).cint(), Some(3));
        assert_eq!(Single::new(-2.5).cint(), Some(-3));
        assert_eq!(Single::new(40000.0).cint(), None);
        // 0.1 + 0.2 in singles, as GW-BASIC prints .3
        let s = Single::new(0.1).add(Single::new(0.2));
        assert_eq!(s.get(), 0.3f32 as f64);
    }
}
