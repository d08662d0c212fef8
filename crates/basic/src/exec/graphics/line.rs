//! GW-BASIC's line: GENGRP.ASM `DOGRPH`. The end with the smaller y is the start (the line
//! is always drawn downwards), the axis with the larger delta the major one (y on a
//! tie), the sum starts at half the major delta (`HLFDE`), and each step adds the minor
//! delta, stepping the minor axis once the sum passes the major delta (OEM `LINLP3`, the
//! comparison measured on the real machine).

/// Calls `plot` for each pixel of the line from (x1, y1) to (x2, y2), in GW's order.
pub fn line(mut x1: i32, mut y1: i32, mut x2: i32, mut y2: i32, mut plot: impl FnMut(i32, i32)) {
    // A level line too starts from its second end: the style's first bit is at the
    // left of `LINE (94,0)-(44,0)` (the real GW-BASIC 3.23).
    if y1 >= y2 {
        std::mem::swap(&mut x1, &mut x2);
        std::mem::swap(&mut y1, &mut y2);
    }
    let dy = y2 - y1;
    let (dx, xstep) = if x2 >= x1 {
        (x2 - x1, 1)
    } else {
        (x1 - x2, -1)
    };
    let (mut x, mut y) = (x1, y1);
    if dy >= dx {
        let mut sum = dy / 2;
        for _ in 0..=dy {
            plot(x, y);
            y += 1;
            sum += dx;
            if sum >= dy {
                sum -= dy;
                x += xstep;
            }
        }
    } else {
        let mut sum = dx / 2;
        for _ in 0..=dx {
            plot(x, y);
            x += xstep;
            sum += dy;
            if sum >= dx {
                sum -= dx;
                y += 1;
            }
        }
    }
}

/// Cuts the line from (x1, y1) to (x2, y2) to the rectangle `(left, top, right, bottom)`
/// (Cohen-Sutherland: an end outside moves along the line to the edge it crosses, the
/// left, right, top and bottom edges in turn), or `None` when no part lies inside. GW-BASIC
/// 3.23 draws the cut line, so the steps start from the edge (the real machine).
pub fn clip(
    (mut x1, mut y1, mut x2, mut y2): (i32, i32, i32, i32),
    (left, top, right, bottom): (i32, i32, i32, i32),
) -> Option<(i32, i32, i32, i32)> {
    let code = |x: i32, y: i32| {
        u8::from(x < left)
            | u8::from(x > right) << 1
            | u8::from(y < top) << 2
            | u8::from(y > bottom) << 3
    };
    for _ in 0..8 {
        let (c1, c2) = (code(x1, y1), code(x2, y2));
        if c1 | c2 == 0 {
            return Some((x1, y1, x2, y2));
        }
        if c1 & c2 != 0 {
            return None;
        }
        // The end outside is made the first (the ends trade places when the first is
        // inside), so a level line cut at its second end is drawn from its first: the
        // style's first bit lands there (the real GW-BASIC 3.23).
        if c1 == 0 {
            std::mem::swap(&mut x1, &mut x2);
            std::mem::swap(&mut y1, &mut y2);
        }
        let c = code(x1, y1);
        // The end outside moves to the edge, its other coordinate from itself towards the
        // other end (as cut so far) by the offset rounded, halves away from zero: the real
        // GW-BASIC 3.23 cuts (-10,34)-(10,35) at (0,35), (75,-9)-(70,1) at (70,0),
        // (66,-8)-(177,145) in the viewport (20,20)-(120,100) at (86,20) and (120,67)
        // (`difftest/gw/graphics`, lines cut at every edge).
        let along = |from: i32, d: i32, num: i32, den: i32| {
            let v = f64::from(d) * f64::from(num) / f64::from(den);
            from + (v.abs() + 0.5).floor().copysign(v) as i32
        };
        let (xo, yo) = (x1, y1);
        let (x, y) = if c & 1 != 0 {
            (left, along(yo, y2 - yo, left - xo, x2 - xo))
        } else if c & 2 != 0 {
            (right, along(yo, y2 - yo, right - xo, x2 - xo))
        } else if c & 4 != 0 {
            (along(xo, x2 - xo, top - yo, y2 - yo), top)
        } else {
            (along(xo, x2 - xo, bottom - yo, y2 - yo), bottom)
        };
        (x1, y1) = (x, y);
    }
    None
}

/// The rectangle `LINE ...,BF` fills (SCALXY on each corner, then the OEM's test of the
/// corners, not published): per axis, x first, corners both negative (absolute pixels)
/// pass at once, the box clamped to the viewport's low edge and the other axis not looked
/// at; otherwise each corner is below the low edge (then moved to it), else above the high
/// edge (then moved to it), else inside, as signed words, and corners both below or both
/// above fill nothing. The real GW-BASIC 3.23 in `VIEW SCREEN (56,14)-(107,46)`:
/// `(-13,5)-(-13,5)` fills (56,14), `(10,5)-(60,5)` and `(-13,20)-(10,20)` nothing,
/// `(60,-16)-(60,-16)` fills (60,14) (`difftest/gw/graphics`, boxes with corners in every
/// region). The rows come back in the order given by the corners' y as unsigned words
/// (YDELT), so after a refused VIEW left y from 33 to -1, `(40,17)-(50,48)` runs from row
/// 33 to row 65535 (`fill_rows` wraps it through the video memory); the columns alike
/// (after a refused VIEW left x from 35 to -1, each row runs from x 35 to 65535).
pub fn box_fill(
    (x1, y1, x2, y2): (i32, i32, i32, i32),
    (left, top, right, bottom): (i32, i32, i32, i32),
) -> Option<(i32, i32, i32, i32)> {
    let side = |v: i32, lo: i32, hi: i32| {
        if v < lo {
            (lo, -1)
        } else if v > hi {
            (hi, 1)
        } else {
            (v, 0)
        }
    };
    let axis = |a: i32, b: i32, lo: i32, hi: i32| -> Option<(bool, i32, i32)> {
        let ((ca, sa), (cb, sb)) = (side(a, lo, hi), side(b, lo, hi));
        if a < 0 && b < 0 {
            return Some((true, ca, cb));
        }
        if sa != 0 && sa == sb {
            return None;
        }
        Some((false, ca, cb))
    };
    let (neg, ax, bx) = axis(x1, x2, left, right)?;
    let (ay, by) = if neg {
        (side(y1, top, bottom).0, side(y2, top, bottom).0)
    } else {
        let (_, ay, by) = axis(y1, y2, top, bottom)?;
        (ay, by)
    };
    let word = |v: i32| v as u16;
    let (ty, uy) = if word(ay) <= word(by) {
        (ay, by)
    } else {
        (by, ay)
    };
    let (tx, ux) = if word(ax) <= word(bx) {
        (ax, bx)
    } else {
        (bx, ax)
    };
    Some((tx, ty, ux, uy))
}
