//! GW-BASIC's CIRCLE: ADVGRP.ASM `CIRCLE`, step by step, with the arc ends the real
//! GW-BASIC 3.23 draws (they differ from the published source's `CGTCNT`). The radius is
//! doubled (one bit of fraction), y counts up from 0 and x down while the sum `y² - x²`
//! passes 0; at every even y the point ((x+1)/2, (y+1)/2) is reflected into the eight
//! octants (`CPLOT8`), the offsets along y scaled by the aspect (a fraction of 256,
//! `SCALEY`; above 1 the x offsets are scaled by its inverse instead). Each point has a
//! count along the circumference (`CNPNTS` = radius·√2/2 points an octant: in an even
//! octant k its y offset plus k·n, in an odd one (k+1)·n less it).
//!
//! An angle becomes a count the same way, from the point of the unscaled circle at that
//! angle: its octant k (the angle over π/4), and in the quarter turn q = k/2 with b the
//! angle less q·π/2, `2q·n + CINT(r·sin b)` in an even octant, `(2q+2)·n - CINT(r·cos b)`
//! in an odd one (measured on the real machine: an arc of radius 12 from .21 starts at
//! its point at y 3, where the published `angle·8n/2π` gives 2). Points between the
//! counts are drawn, or those outside them when the end comes before the start (their
//! places compared before they are made integers: from .01 to 0 is the whole circle, from
//! 0 to .01 one point). A negative angle draws a line to the centre from the first point at
//! its count, in place of that point and the others at the same count.

use super::single::Single;
use crate::error::ErrorKind;

/// What CIRCLE draws: the scaled radius and where the arc starts and ends.
pub struct Arc {
    /// The radius, in pixels along the unscaled axis.
    pub radius: i32,
    /// The aspect as a fraction of 256 (`ASPECT`, a 16-bit word).
    pub aspect: u32,
    /// The aspect was above 1: x offsets are scaled, not y (`CSCLXY`).
    pub scale_x: bool,
    /// Start and end counts (`CSTCNT`, `CENCNT`), start not after end.
    pub start: u32,
    /// The end count.
    pub end: u32,
    /// Draw the points outside start..end (`CPLOTF`).
    pub outside: bool,
    /// A line to the centre at the start (bit 0) and end (bit 7) (`CLINEF`).
    pub lines: u8,
}

/// `CNPNTS`: the points an octant, radius·√2/2 in single precision rounded.
pub fn octant_points(radius: i32) -> i32 {
    cint(radius as f32 * std::f32::consts::FRAC_1_SQRT_2)
}

/// An angle (radians, its sign taken off) as a count along the circumference of a
/// circle of `radius` with `points` an octant; past a full turn `Illegal function call`
/// (`CGTCNT`: the angle times 1/2π in the math pack's singles, 6.283186 passes, 6.283187
/// is 5 on the real machine), and before that an angle whose octants (`angle·4/π`) are
/// past 16 bits `Overflow` (the real GW-BASIC 3.23: 25000 is 5, 26000 and 32767 are 6).
pub fn angle_count(angle: f32, points: i32, radius: i32) -> Result<Count, ErrorKind> {
    let a = angle.abs();
    if (a * std::f32::consts::FRAC_PI_4.recip()).round() > 32767.0 {
        return Err(ErrorKind::Overflow);
    }
    let turn = Single::new(f64::from(a)).mul(Single::from_word(0x7e22_f983));
    if turn.get() > 1.0 {
        return Err(ErrorKind::IllegalQuantity);
    }
    let octant = (f64::from(a) / std::f64::consts::FRAC_PI_4) as i64;
    let quarter = octant / 2;
    let b = f64::from(a) - quarter as f64 * std::f64::consts::FRAC_PI_2;
    let r = f64::from(radius);
    let n = i64::from(points);
    let (base, along, sign) = if octant % 2 == 0 {
        (2 * quarter * n, (r * b.sin()) as f32, 1)
    } else {
        ((2 * quarter + 2) * n, (r * b.cos()) as f32, -1)
    };
    let count = (base + sign * i64::from(cint(along))).clamp(0, 0xffff) as u32;
    Ok(Count {
        count,
        place: base as f32 + sign as f32 * along,
    })
}

/// An angle's count, and its place along the circumference before the count is made an
/// integer (the order of the two ends is decided on places: from .01 to 0 is the whole
/// circle though both counts are 0).
#[derive(Clone, Copy, Debug)]
pub struct Count {
    /// The count the points are compared with.
    pub count: u32,
    /// The place, a fraction of a count finer.
    pub place: f32,
}

/// FRCINT: the nearest integer, halves away from zero.
pub fn cint(v: f32) -> i32 {
    v.round() as i32
}

/// `SCALE`: `v·aspect/256` rounded, with the low byte of `ASPECT` as the multiplier (the
/// 8086 `MUL` of `AL`); a low byte of 0 is ×1 when the high byte is set, else ×0 (so a
/// negative aspect of -.5, &HFF80, scales as .5, and -2, &HFE00, not at all).
fn scale(v: i32, aspect: u32) -> i32 {
    let (lo, hi) = (aspect & 0xff, aspect >> 8 & 0xff);
    if lo == 0 {
        return if hi != 0 { v } else { 0 };
    }
    (((v as u32 & 0xffff) * lo + 128) >> 8 & 0xffff) as i32
}

/// Calls `point(dx, dy, centre_line)` for each point of the arc, as offsets from the
/// centre; `centre_line` asks for a line from the point to the centre instead.
pub fn circle(arc: &Arc, mut point: impl FnMut(i32, i32, bool)) {
    let n = octant_points(arc.radius) as u32;
    let mut drawn = [false; 2];
    let mut check = |count: u32, dx: i32, dy: i32| {
        let mut line = |k: usize, point: &mut dyn FnMut(i32, i32, bool)| {
            if !drawn[k] {
                drawn[k] = true;
                point(dx, dy, true);
            }
        };
        if count == arc.start {
            // Ends at one count: the end's line replaces the points too.
            if arc.lines & 1 != 0 {
                line(0, &mut point);
            }
            if count == arc.end && arc.lines & 0x80 != 0 {
                line(1, &mut point);
            } else if arc.lines & 1 == 0 {
                point(dx, dy, false);
            }
        } else if count < arc.start {
            if arc.outside {
                point(dx, dy, false);
            }
        } else if count == arc.end {
            if arc.lines & 0x80 != 0 {
                line(1, &mut point);
            } else {
                point(dx, dy, false);
            }
        } else if (count < arc.end) != arc.outside {
            point(dx, dy, false);
        }
    };
    let sc = |v: i32| if arc.scale_x { v } else { scale(v, arc.aspect) };
    let sc_other = |v: i32| if arc.scale_x { scale(v, arc.aspect) } else { v };
    // Offsets are 16-bit words on the machine.
    let word = |v: i32| i32::from(v as i16);
    let mut x = arc.radius * 2;
    let mut y = 0i32;
    let mut sum = 0i32;
    loop {
        if y & 1 == 0 {
            let (px, py) = ((x + 1) >> 1, (y + 1) >> 1);
            // CPLOT8: the offsets of the eight octants in GW's order, with their counts.
            let (ux, uy) = (sc_other(px), sc_other(py));
            let (sx, sy) = (sc(px), sc(py));
            let c = py as u32;
            let first = [(ux, -sy), (-uy, -sx), (-ux, sy), (uy, sx)];
            for (k, &(dx, dy)) in first.iter().enumerate() {
                check(c + 2 * n * k as u32, word(dx), word(dy));
            }
            let second = [(uy, -sx), (-ux, -sy), (-uy, sx), (ux, sy)];
            let c2 = n.wrapping_sub(c);
            for (k, &(dx, dy)) in second.iter().enumerate() {
                check(c2.wrapping_add(n * (2 * k as u32 + 1)), word(dx), word(dy));
            }
            if y >= x {
                return;
            }
        }
        sum += 2 * y + 1;
        if sum >= 0 {
            sum -= 2 * x - 1;
            x -= 1;
        }
        y += 1;
    }
}
