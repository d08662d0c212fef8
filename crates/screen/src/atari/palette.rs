//! The 800XL's colours as 24-bit RGB. A colour register holds a hue (high nibble: 0 grey,
//! 1-15 around the NTSC colour wheel starting at gold) and a luminance (bits 1-3, eight
//! steps): Atari BASIC Reference Manual, SETCOLOR's table of hues; De Re Atari ch. 2.
//!
//! The RGB values are computed from that description through the NTSC YIQ model (each hue
//! step turns the chroma phase by 24 degrees; luminance is spread evenly), which gives the
//! recognisable Atari colours; they are an approximation of a real television, not a
//! measured palette.

use crate::Rgb;

/// The colour a register value shows.
pub fn rgb(register: u8) -> Rgb {
    let hue = register >> 4;
    let luma = 0.06 + f64::from((register >> 1) & 7) * 0.13;
    if hue == 0 {
        let g = to_byte(luma);
        return Rgb(g, g, g);
    }
    // Hue 1 is gold: just below the I (orange) axis; each step turns toward Q (purple).
    let angle = (-20.0 + f64::from(hue - 1) * 24.0_f64).to_radians();
    let saturation = 0.22;
    let (i, q) = (saturation * angle.cos(), saturation * angle.sin());
    Rgb(
        to_byte(luma + 0.956 * i + 0.621 * q),
        to_byte(luma - 0.272 * i - 0.647 * q),
        to_byte(luma - 1.106 * i + 1.703 * q),
    )
}

/// The grey a register value shows on a monochrome terminal (its luminance alone).
pub fn grey(register: u8) -> Rgb {
    let g = to_byte(0.06 + f64::from((register >> 1) & 7) * 0.13);
    Rgb(g, g, g)
}

fn to_byte(x: f64) -> u8 {
    (x.clamp(0.0, 1.0) * 255.0).round() as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greys_grow_with_luminance_and_hues_differ() {
        assert!(rgb(0x00).0 < rgb(0x0e).0);
        assert_eq!(rgb(0x0e), grey(0x0e));
        // The power-up text screen: blue background (148), light text (202 is green-ish).
        let background = rgb(148);
        assert!(background.2 > background.0, "hue 9 is blue: {background:?}");
        let colours: std::collections::HashSet<Rgb> = (0..=255u8).step_by(2).map(rgb).collect();
        assert!(colours.len() > 100);
    }
}
