//! `DRAW`'s graphics macro language (ADVGRP.ASM `DRAW`, `DRWTAB`; MACLNG.ASM `MACLNG`,
//! `VALSCN`, `MCLXEQ`): moves from the last point in pixels from the viewport's corner,
//! scaled by `S`/4 and turned by `A` or `TA`, drawn in `C`'s colour unless `B`, the last
//! point kept when `N`; `M` moves to a point or by a signed offset, `X` reads a string
//! variable's commands in place, `P` paints.

use super::{line, paint, Machine, FC};
use crate::dialect::Profile;
use crate::error::ErrorKind;
use crate::exec::macro_text::MacroText;
use crate::exec::{BasicError, Value};
use crate::num::{NumKind, Number};
use crate::parse::{VarRef, VarType};

/// How deeply `X` substrings may nest before the machine's stack runs out.
const MAX_DEPTH: usize = 40;

impl<P: Profile> Machine<P> {
    /// `DRAW string`: in SCREEN 0 refused before the string is read.
    pub(super) fn draw(&mut self, text: Vec<u8>) -> Result<(), BasicError> {
        self.draw_string(&mut MacroText::new(&text), 0)
    }

    fn draw_string(&mut self, r: &mut MacroText, depth: usize) -> Result<(), BasicError> {
        while let Some(c) = r.fetch() {
            match c {
                b'B' => self.gfx.draw_flags.0 = true,
                b'N' => self.gfx.draw_flags.1 = true,
                b'M' => self.draw_move(r)?,
                b'X' => {
                    let sub = self.macro_variable(r)?;
                    let Value::Str(s) = sub else {
                        return Err(ErrorKind::TypeMismatch.into());
                    };
                    if depth >= MAX_DEPTH {
                        return Err(ErrorKind::OutOfMemory.into());
                    }
                    self.draw_string(&mut MacroText::new(&s), depth + 1)?;
                }
                b'T' => {
                    if r.fetch_z()? != b'A' {
                        return Err(FC.into());
                    }
                    let a = self.macro_arg(r)?.ok_or(FC)?;
                    let a = i32::from(a as i16);
                    if !(-360..=360).contains(&a) {
                        return Err(FC.into());
                    }
                    self.gfx.draw_angle = a;
                }
                b'P' => {
                    // The queue's memory is taken first (`INTQUE`).
                    let bytes = self.paint_queue_bytes()?;
                    // The fill, as M's x, is refused past 4 digits (the real GW-BASIC
                    // 3.23: `P65535,2` is 5, `P1000,2` paints, `P3,65535` too).
                    let fill = match r.fetch() {
                        Some(c) if !c.is_ascii_uppercase() => {
                            r.back();
                            let (v, digits) = self.macro_value_digits(r)?;
                            if digits > 4 {
                                return Err(FC.into());
                            }
                            v
                        }
                        _ => return Err(FC.into()),
                    };
                    if r.fetch_z()? != b',' {
                        return Err(FC.into());
                    }
                    let border = self.macro_arg(r)?.ok_or(FC)?;
                    self.draw_paint(fill, border, bytes)?;
                }
                b'U' | b'D' | b'L' | b'R' | b'E' | b'F' | b'G' | b'H' | b'A' | b'C' | b'S' => {
                    let arg = self.macro_arg(r)?;
                    self.draw_command(c, arg)?;
                }
                _ => return Err(FC.into()),
            }
        }
        Ok(())
    }

    /// The commands that take a number (`DRWTAB`'s entries with the top bit).
    fn draw_command(&mut self, c: u8, arg: Option<u16>) -> Result<(), BasicError> {
        let n = i32::from(arg.unwrap_or(1) as i16);
        match c {
            b'A' => {
                let a = arg.ok_or(FC)? & 0xff;
                if a >= 4 {
                    return Err(FC.into());
                }
                self.gfx.draw_angle = i32::from(a) * 90;
            }
            b'S' => {
                // 1..255 (the real GW-BASIC 3.23 refuses S0).
                let s = arg.ok_or(FC)?;
                self.gfx.draw_scale = u8::try_from(s).ok().filter(|&s| s != 0).ok_or(FC)?;
            }
            b'C' => {
                let a = (arg.ok_or(FC)? & 0xff) as u8;
                let max = self.gfx.mode.map_or(0, |m| m.max_attribute());
                self.gfx.set_attr(a.min(max));
            }
            _ => {
                let (dx, dy) = match c {
                    b'U' => (0, -n),
                    b'D' => (0, n),
                    b'L' => (-n, 0),
                    b'R' => (n, 0),
                    b'E' => (n, -n),
                    b'F' => (n, n),
                    b'G' => (-n, n),
                    _ => (-n, -n),
                };
                self.draw_relative(dx, dy);
            }
        }
        Ok(())
    }

    /// `M x,y` (`DMOVE`): a sign before x makes the move relative (scaled and turned);
    /// without one x,y is the screen's pixel.
    fn draw_move(&mut self, r: &mut MacroText) -> Result<(), BasicError> {
        let c = r.fetch_z()?;
        let relative = c == b'+' || c == b'-';
        r.back();
        // x written in more than 4 digits is refused, whatever its value (the real GW-BASIC
        // 3.23: `BM9999,3` and `BM-9999,3` move, `BM10000,3`, `BM00009999,3`, `BM+65535,3`
        // are 5; y takes any, `BM5,40000` moves to y -25536; a variable's x any value).
        let (x, digits) = self.macro_value_digits(r)?;
        if digits > 4 {
            return Err(FC.into());
        }
        if r.fetch_z()? != b',' {
            return Err(FC.into());
        }
        let y = self.macro_value(r)?;
        let (x, y) = (i32::from(x as i16), i32::from(y as i16));
        if relative {
            self.draw_relative(x, y);
        } else {
            // The point is the screen's pixel, the viewport's corner not added: DMOVE hands
            // x,y to `DRWABS` as they are, and GRPACX,Y hold pixels (the real GW-BASIC 3.23:
            // under `VIEW (100,50)-(200,150)`, `DRAW "BM120,60 M140,60"` lights (130,60)
            // and POINT(0), POINT(1) are 40 10).
            let (ox, oy) = self.gfx.origin();
            self.draw_to(x - ox, y - oy);
        }
        Ok(())
    }

    /// A relative move (`DOMOVR`): each offset times the scale over 4 (cut towards 0,
    /// `DSCLDE`), then turned by the angle; the turned offsets are added to the exact
    /// position the last relative move left, not to its pixel (the real GW-BASIC 3.23:
    /// `A1 R1 R1` in SCREEN 9 moves up 1, 0.73 twice), and the pixel is the nearest.
    fn draw_relative(&mut self, dx: i32, dy: i32) {
        // DSCLDE: the product is a word, then quartered towards 0 (the real GW-BASIC 3.23:
        // `S4 BM+8192,3` from x 50 goes to -8142, `S8 BM+8191,3` to 48).
        let scale = |v: i32| match self.gfx.draw_scale {
            0 => v,
            s => i32::from((v * i32::from(s)) as i16) / 4,
        };
        let (dx, dy) = self.turn(scale(dx), scale(dy));
        let (x, y) = match self.gfx.draw_exact {
            Some((px, exact)) if px == self.gfx.last_px => exact,
            _ => (f64::from(self.gfx.last_px.0), f64::from(self.gfx.last_px.1)),
        };
        // Past 16 bits the coordinate wraps as the machine's words do.
        let wrap = |v: f64| {
            if (-32768.0..32767.5).contains(&v) {
                v
            } else {
                f64::from(v.clamp(-1e6, 1e6) as i32 as i16)
            }
        };
        let (x, y) = (wrap(x + dx), wrap(y + dy));
        let px = ((x + 0.5).floor() as i32, (y + 0.5).floor() as i32);
        self.draw_to(px.0, px.1);
        if self.gfx.last_px == px {
            self.gfx.draw_exact = Some((px, (x, y)));
        }
    }

    /// An offset turned anticlockwise by the angle in the pixels' aspect: x' = x·cos +
    /// y·sin/aspect, y' = y·cos - x·sin·aspect, the aspect the mode's 4/3 of height to
    /// width as a fraction of 256 (`GTASPC`: 213 in SCREEN 1 and 7, 107 in 2 and 8, 187
    /// in 9). The turned offsets are kept to the nearest 1/256 of a pixel: the real
    /// GW-BASIC 3.23 rounds a point whose exact place is 0.4981 past a pixel up and one
    /// 0.4971 past down (1,200 `TA` moves in SCREEN 2, 7 and 9 fit this with no miss; the
    /// OEM's `TA` code is not in the published source).
    fn turn(&self, dx: i32, dy: i32) -> (f64, f64) {
        let angle = self.gfx.draw_angle.rem_euclid(360);
        let (fx, fy) = (f64::from(dx), f64::from(dy));
        let Some(m) = self.gfx.mode else {
            return (fx, fy);
        };
        let a = (256.0 * 4.0 * m.height as f64 / (3.0 * m.width as f64)).round();
        let aspect = a / 256.0;
        let (s, c) = match angle {
            0 => return (fx, fy),
            90 => (1.0, 0.0),
            180 => return (-fx, -fy),
            270 => (-1.0, 0.0),
            _ => {
                let t = f64::from(angle).to_radians();
                (t.sin(), t.cos())
            }
        };
        let to_256th = |v: f64| (v * 256.0 + 0.5).floor() / 256.0;
        (
            to_256th(fx * c + fy * s / aspect),
            to_256th(fy * c - fx * s * aspect),
        )
    }

    /// Draws from (x, y) to the last point from the viewport's corner unless `B`
    /// (`DRWABS`, `CLINE2`), and makes it the last point unless `N`; the prefixes then end.
    fn draw_to(&mut self, x: i32, y: i32) {
        let (no_plot, no_move) = std::mem::take(&mut self.gfx.draw_flags);
        let (lx, ly) = self.gfx.last_px;
        if !no_plot {
            let (ox, oy) = self.gfx.origin();
            let rect = self.gfx.clip();
            // `CLINE2` draws from the new point to the last one (DOGRPH's first end is
            // the new point), so the clip cuts the new end first: the real GW-BASIC 3.23
            // draws `DRAW "BM13,-16 M-24,120"` in SCREEN 1 through (0,47)-(0,49), as
            // `LINE (-11,104)-(13,-16)`, not (0,48)-(0,50) as `LINE (13,-16)-(-11,104)`.
            if let Some((x1, y1, x2, y2)) = line::clip((ox + x, oy + y, ox + lx, oy + ly), rect) {
                let g = &mut self.gfx;
                line::line(x1, y1, x2, y2, |x, y| g.plot(x, y, g.draw_attr(x)));
            }
        }
        if !no_move {
            self.gfx.last_px = (x, y);
            // Under a window DRAW moves only the pixel: the logical point (POINT(2),
            // POINT(3), what STEP counts from) stays (the real GW-BASIC 3.23: after `WINDOW
            // (0,0)-(100,100)`, `PSET (10,10)`, `DRAW "M50,50"` POINT(0) to POINT(3) are 50
            // 50 10 10); without one the two are the same.
            if self.gfx.window.is_none() {
                self.gfx.remap();
            }
        }
    }

    /// `P fill,border`: PAINT at the last point, through the driver's set-up: a tile
    /// flag a refused PAINT left armed paints the EGA's last tile row (see `paint`).
    fn draw_paint(&mut self, fill: u16, border: u16, bytes: i64) -> Result<(), BasicError> {
        let m = self.gfx.mode.ok_or(FC)?;
        let max = m.max_attribute();
        // Each is its low byte, then cut to the mode's highest attribute (the real GW-BASIC
        // 3.23 in SCREEN 1: `P257,2` fills 1, `P256,2` 0, `P-1,2` and `P300,2` 3, `P1,-1`
        // takes border 3).
        let fill = (fill as u8).min(max);
        let border = (border as u8).min(max);
        self.gfx.set_attr(fill);
        let driver_tile = std::mem::take(&mut self.gfx.tile_armed);
        let (x, y) = self.gfx.last_px;
        let (ox, oy) = self.gfx.origin();
        let solid = paint::Solid(fill);
        let stale = paint::Tile::stale(self.gfx.tile_planes);
        let f: &dyn paint::Fill = if driver_tile && m.attributes == 16 {
            &stale
        } else {
            &solid
        };
        let ended = self.paint_at(ox + x, oy + y, f, border, bytes)?;
        self.paint_ended(ended, None)
    }

    /// A command's number (MISCMD): none at the end or before a letter, else VALSC3.
    fn macro_arg(&mut self, r: &mut MacroText) -> Result<Option<u16>, BasicError> {
        let Some(c) = r.fetch() else {
            return Ok(None);
        };
        if c.is_ascii_uppercase() {
            r.back();
            return Ok(None);
        }
        r.back();
        self.macro_value(r).map(Some)
    }

    /// A number (`VALSCN`): signs, then `=name;` or digits (a `;` after them taken),
    /// kept to 16 bits.
    fn macro_value(&mut self, r: &mut MacroText) -> Result<u16, BasicError> {
        self.macro_value_digits(r).map(|(v, _)| v)
    }

    /// A number as [`Self::macro_value`] reads it, with how many digits it was written in
    /// (0 for a variable's value).
    fn macro_value_digits(&mut self, r: &mut MacroText) -> Result<(u16, usize), BasicError> {
        let mut digits = 0;
        let mut negative = false;
        let c = loop {
            match r.fetch_z()? {
                b'+' => {}
                b'-' => negative = !negative,
                c => break c,
            }
        };
        let v = if c == b'=' {
            let v = self.macro_variable(r)?;
            let Value::Num(n) = v else {
                return Err(ErrorKind::TypeMismatch.into());
            };
            n.to_i16().map_err(|_| ErrorKind::Overflow)? as u16
        } else {
            let mut v: u32 = 0;
            let mut c = Some(c);
            while let Some(d) = c {
                if d == b';' {
                    break;
                }
                if !d.is_ascii_digit() {
                    r.back();
                    break;
                }
                // Kept to 16 bits (the real GW-BASIC 3.23: `R65536` moves 0).
                v = (v * 10 + u32::from(d - b'0')) & 0xffff;
                digits += 1;
                c = r.fetch();
            }
            v as u16
        };
        Ok((if negative { v.wrapping_neg() } else { v }, digits))
    }

    /// A variable named in the string up to its `;` (`SCNVAR`): a letter first, the
    /// name's type from its suffix or DEFtype; never set, it is 0 or "".
    fn macro_variable(&mut self, r: &mut MacroText) -> Result<Value<P::Num>, BasicError> {
        // VARPTR$'s three bytes (the type's size, the address): the value read there.
        if let Some(&size @ (2 | 3 | 4 | 8)) = r.text.get(r.pos) {
            if r.pos + 3 > r.text.len() {
                return Err(FC.into());
            }
            let address = u16::from_le_bytes([r.text[r.pos + 1], r.text[r.pos + 2]]);
            r.pos += 3;
            return Ok(self.varptr_value(size, address));
        }
        let first = r.fetch_z()?;
        if !first.is_ascii_uppercase() {
            return Err(FC.into());
        }
        let mut name = vec![first];
        loop {
            let c = r.fetch_z()?;
            if c == b';' {
                break;
            }
            name.push(c);
            if name.len() >= 40 {
                return Err(FC.into());
            }
        }
        self.macro_named(&name)
    }

    /// The variable `name` (its suffix kept) as a DRAW or PLAY string names it (`ISVAR`):
    /// the type from the suffix or DEFtype; never set, it is 0 or "".
    pub(in crate::exec) fn macro_named(&self, name: &[u8]) -> Result<Value<P::Num>, BasicError> {
        let (stem, suffix) = match name.last() {
            Some(b'$') => (&name[..name.len() - 1], Some(VarType::Str)),
            Some(b'%') => (
                &name[..name.len() - 1],
                Some(VarType::Num(NumKind::Integer)),
            ),
            Some(b'!') => (&name[..name.len() - 1], Some(VarType::Num(NumKind::Single))),
            Some(b'#') => (&name[..name.len() - 1], Some(VarType::Num(NumKind::Double))),
            _ => (name, None),
        };
        if stem.is_empty() || !stem.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'.') {
            return Err(FC.into());
        }
        let stem: Vec<u8> = stem.iter().take(40).copied().collect();
        let id = match self.names.id(&stem) {
            Some(id) => id,
            None => {
                return Ok(if suffix == Some(VarType::Str) {
                    Value::Str(std::rc::Rc::from(&b""[..]))
                } else {
                    Value::Num(P::Num::from_i32(0))
                })
            }
        };
        Ok(self.store.get(VarRef::new(id, suffix, stem[0])))
    }
}
