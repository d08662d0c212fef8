//! GW-BASIC's CIRCLE: ADVGRP.ASM `CIRCLE`, step by step. The radius is doubled (one bit
//! of fraction), y counts up from 0 and x down while the sum `y² - x²` passes 0; at every
//! even y the point ((x+1)/2, (y+1)/2) is reflected into the eight octants (`CPLOT8`),
//! the offsets along y scaled by the aspect (a fraction of 256, `SCALEY`; above 1 the x
//! offsets are scaled by its inverse instead). Each point has a count along the
//! circumference (`CNPNTS` = radius·√2/2 points an octant); start and end angles become
//! counts, and a point is drawn when its count lies between them (outside them when the
//! end comes first), with a line to the centre at a count equal to a negative angle's.

use super::single::Single;
use crate::error::ErrorKind;

/// What CIRCLE draws: the scaled radius and where the arc starts and ends.
pub struct Arc {
    /// The radius, in pixels along the unscaled axis.
    pub radius: i32,
    /// The aspect as a fraction of 256 (`ASPECT`).
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

/// An angle (radians, its sign taken off) as a count along the circumference (cut to an
/// integer); past a full turn `Illegal function call` (`CGTCNT`), and before that an angle
/// whose octants (`angle·4/π`) are past 16 bits `Overflow` (the real GW-BASIC 3.23: 25000
/// is 5, 26000 and 32767 are 6).
pub fn angle_count(angle: f32, points: i32) -> Result<u32, ErrorKind> {
    if (angle.abs() * std::f32::consts::FRAC_PI_4.recip()).round() > 32767.0 {
        return Err(ErrorKind::Overflow);
    }
    // CGTCNT: the angle times 1/2π (`MOVRI 176O,42O,371O,203O`) in the math pack's
    // singles, more than one refused (6.283186 passes, 6.283187 is 5 on the real machine).
    let turn = Single::new(f64::from(angle.abs())).mul(Single::from_word(0x7e22_f983));
    if turn.get() > 1.0 {
        return Err(ErrorKind::IllegalQuantity);
    }
    let turn = turn.get() as f32;
    // Cut, not rounded (the real GW-BASIC 3.23: an arc of radius 14 from -1 to -4 has its
    // lines to the centre at counts 12 and 50, not 13 and 51).
    Ok(((points * 8) as f32 * turn) as u32 & 0xffff)
}

/// FRCINT: the nearest integer, halves away from zero.
pub fn cint(v: f32) -> i32 {
    v.round() as i32
}

/// `SCALE`: `v·aspect/256` rounded (the 8086 `MUL` and the add of 128).
fn scale(v: i32, aspect: u32) -> i32 {
    if aspect == 256 {
        return v;
    }
    ((i64::from(v) * i64::from(aspect) + 128) >> 8) as i32
}

/// Calls `point(dx, dy, centre_line)` for each point of the arc, as offsets from the
/// centre; `centre_line` asks for a line from the point to the centre instead.
pub fn circle(arc: &Arc, mut point: impl FnMut(i32, i32, bool)) {
    let n = octant_points(arc.radius) as u32;
    let mut check = |count: u32, dx: i32, dy: i32| {
        let count = count & 0xffff;
        let (draw, line) = if arc.start == count {
            (true, arc.lines & 1 != 0)
        } else if arc.start > count {
            (arc.outside, false)
        } else if arc.end == count {
            (true, arc.lines & 0x80 != 0)
        } else if arc.end > count {
            (!arc.outside, false)
        } else {
            (arc.outside, false)
        };
        if draw {
            point(dx, dy, line);
        }
    };
    let sc = |v: i32| if arc.scale_x { v } else { scale(v, arc.aspect) };
    let sc_other = |v: i32| if arc.scale_x { scale(v, arc.aspect) } else { v };
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
                check(c + 2 * n * k as u32, dx, dy);
            }
            let second = [(uy, -sx), (-ux, -sy), (-uy, sx), (ux, sy)];
            let c2 = n.wrapping_sub(c);
            for (k, &(dx, dy)) in second.iter().enumerate() {
                check(c2.wrapping_add(n * (2 * k as u32 + 1)), dx, dy);
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
