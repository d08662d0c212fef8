//! The drawing algorithms against pixels the real GW-BASIC 3.23 drew (read back with
//! POINT in DOSBox, `difftest/gw/graphics`).

use super::circle::{self, Arc};
use super::line::{clip, line};
use std::collections::BTreeMap;

/// Each row's leftmost and rightmost pixel.
fn rows(points: &[(i32, i32)]) -> BTreeMap<i32, (i32, i32)> {
    let mut r: BTreeMap<i32, (i32, i32)> = BTreeMap::new();
    for &(x, y) in points {
        let e = r.entry(y).or_insert((x, x));
        e.0 = e.0.min(x);
        e.1 = e.1.max(x);
    }
    r
}

fn drawn(x1: i32, y1: i32, x2: i32, y2: i32) -> Vec<(i32, i32)> {
    let mut v = Vec::new();
    if let Some((a, b, c, d)) = clip((x1, y1, x2, y2), (0, 0, 319, 199)) {
        line(a, b, c, d, |x, y| v.push((x, y)));
    }
    v
}

#[test]
fn a_line_cut_at_the_top_starts_from_the_edge() {
    // SCREEN 2: LINE (0,-2)-(48,13) drew 6-7 on row 0, 8-10 on row 1, 24-26 on row 6.
    let r = rows(&drawn(0, -2, 48, 13));
    assert_eq!(r[&0], (6, 7));
    assert_eq!(r[&1], (8, 10));
    assert_eq!(r[&6], (24, 26));
    assert_eq!(r[&7], (27, 30));
}

#[test]
fn a_line_cut_at_the_left_rounds_halves_up() {
    // LINE (-10,34)-(10,35): all of it on row 35; LINE (50,57)-(-1,69): 40-43 on row 59.
    let r = rows(&drawn(-10, 34, 10, 35));
    assert_eq!(r.get(&34), None);
    assert_eq!(r[&35], (0, 10));
    let r = rows(&drawn(50, 57, -1, 69));
    assert_eq!(r[&59], (40, 43));
    assert_eq!(r[&63], (23, 27));
}

#[test]
fn a_line_wholly_outside_draws_nothing() {
    assert!(drawn(-5, -5, -1, 50).is_empty());
    assert_eq!(drawn(3, 3, 3, 3), vec![(3, 3)]);
}

#[test]
fn a_circle_of_radius_20_in_screen_1() {
    // CIRCLE (30,30),20 in SCREEN 1 (aspect 213/256) spans rows 13-47 and columns 10-50.
    let arc = Arc {
        radius: 20,
        aspect: 213,
        scale_x: false,
        start: 0,
        end: 0xffff,
        outside: false,
        lines: 0,
    };
    let mut v = Vec::new();
    circle::circle(&arc, |dx, dy, _| v.push((30 + dx, 30 + dy)));
    let r = rows(&v);
    assert_eq!(r.keys().next(), Some(&13));
    assert_eq!(r.keys().last(), Some(&47));
    assert_eq!(r[&13], (26, 34));
    assert_eq!(r[&30], (10, 50));
}

#[test]
fn angles_past_a_turn_are_refused() {
    let n = circle::octant_points(1);
    assert!(circle::angle_count(7.0, n, 1).is_err());
    assert!(circle::angle_count(6.3, n, 1).is_err());
    assert!(circle::angle_count(6.283186, n, 1).is_ok());
    assert!(circle::angle_count(26000.0, n, 1).is_err());
    assert!(circle::angle_count(6.2, n, 1).is_ok());
}

#[test]
fn an_angle_counts_to_the_point_at_that_angle() {
    // Radius 12, 8 points an octant (the real GW-BASIC 3.23: an arc from .21 starts at
    // its point at y 3, from 1.02 at the point 6 across, 2·8 - CINT(12·cos 1.02)).
    let n = circle::octant_points(12);
    assert_eq!(n, 8);
    assert_eq!(circle::angle_count(0.21, n, 12).unwrap().count, 3);
    assert_eq!(circle::angle_count(1.02, n, 12).unwrap().count, 10);
    assert_eq!(circle::angle_count(-0.03, n, 12).unwrap().count, 0);
    // From .01 to 0 the end's place comes first though both counts are 0.
    let (a, b) = (
        circle::angle_count(0.01, 1, 1).unwrap(),
        circle::angle_count(0.0, 1, 1).unwrap(),
    );
    assert_eq!((a.count, b.count), (0, 0));
    assert!(b.place < a.place);
}

/// The whole of `boxed()`'s 40x20 page as a canvas whose border is attribute 3.
fn boxed_canvas(px: &mut [u8]) -> super::paint::Canvas<'_> {
    super::paint::Canvas {
        pixels: px,
        width: 40,
        clip: (0, 0, 39, 19),
        border: 3,
        modified: false,
        cga: None,
    }
}

/// A 40x20 canvas with a box of attribute 3 from (2,2) to (36,18) and a filled block of 2.
fn boxed() -> Vec<u8> {
    let (w, h) = (40usize, 20usize);
    let mut px = vec![0u8; w * h];
    for x in 2..=36 {
        px[2 * w + x] = 3;
        px[18 * w + x] = 3;
    }
    for y in 2..=18 {
        px[y * w + 2] = 3;
        px[y * w + 36] = 3;
    }
    for y in 5..=12 {
        for x in 10..=20 {
            px[y * w + x] = 2;
        }
    }
    px
}

#[test]
fn a_tile_row_of_zeros_does_not_end_the_fill() {
    // SCREEN 1: PAINT (30,10),CHR$(170)+CHR$(0),3 inside the box tiles all of it: even
    // rows 2, odd rows 0 (the default background CHR$(0) counts as unpainted).
    use super::paint::Tile;
    let mut px = boxed();
    let tile = Tile::new(&[170, 0], 2, 1, None);
    let mut c = boxed_canvas(&mut px);
    let ended = c.fill(30, 10, &tile, 60_000);
    assert_ne!(ended, super::paint::Ended::Full(0));
    for y in 3..=17 {
        let want = if y % 2 == 0 { 2 } else { 0 };
        assert!((3..=35).all(|x| px[y * 40 + x] == want), "row {y}");
    }
    assert_eq!(px[40], 0, "outside the box untouched");
}

#[test]
fn a_background_of_three_tile_rows_round_the_tile_is_refused() {
    use super::paint::Tile;
    let refused = |s: &[u8], bg: &[u8]| Tile::new(s, 2, 1, Some(bg)).background_refused();
    assert!(refused(&[1, 1, 1], &[1]));
    assert!(refused(&[1, 2, 1, 1], &[1]));
    assert!(refused(&[1], &[1]));
    assert!(!refused(&[2, 1, 1], &[1]));
    assert!(!refused(&[1, 2], &[1]));
}

#[test]
fn a_solid_fill_stops_at_its_border_and_is_bounded() {
    use super::paint::Solid;
    let mut px = boxed();
    let mut c = boxed_canvas(&mut px);
    assert_eq!(
        c.fill(30, 10, &Solid(1), 60_000),
        super::paint::Ended::Done(18)
    );
    assert_eq!(px[10 * 40 + 15], 1, "the block of 2 is painted over");
    assert_eq!(px[0], 0);
    assert_eq!(px[2 * 40 + 5], 3);
}

#[test]
fn a_fill_that_queues_the_same_runs_for_ever_is_endless() {
    // A zero tile (every row the default background: never painted) round a block of
    // border in a box: the waves split at the block and meet again past it, each meeting
    // queueing runs back the other way, for ever (the real GW-BASIC 3.23 paints on until
    // a BREAK); a box alone ends.
    use super::paint::{Ended, Tile};
    let tile = Tile::new(&[0], 2, 1, None);
    let mut px = boxed();
    for y in 8..=10 {
        for x in 15..=18 {
            px[y * 40 + x] = 3;
        }
    }
    let mut c = boxed_canvas(&mut px);
    assert_eq!(c.fill(30, 4, &tile, 60_000), Ended::Endless);
}
