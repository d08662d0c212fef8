//! GET and PUT of graphics arrays: a rectangle of pixels stored in a numeric array's bytes
//! and drawn back from them.
//!
//! Sources: ADVGRP.ASM `GPUTG` (the checks, the size, the header of two words), `GTARRY`,
//! `GFUNTB`; the OEM's `NREAD`/`NWRITE` (not published) as the real GW-BASIC 3.23 showed
//! them on a VGA (`difftest/gw/graphics` KIND `getput`): in SCREEN 1 and 2 a row is the
//! pixels' bits packed (two a pixel in SCREEN 1, the leftmost in the top bits), in SCREEN 7,
//! 8 and 9 a row is four planes one after another, each a bit a pixel.

use super::{Machine, FC};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::Number;
use crate::parse::ast::{Coord, PutAction};
use crate::parse::{NameId, VarRef, VarType};

use super::super::value::sized;
use super::super::Value;

/// The pixels' layout of the mode in an array: bits a pixel, or 0 for the EGA's planes.
fn bits_per_pixel(attributes: u8) -> usize {
    match attributes {
        4 => 2,
        2 => 1,
        _ => 0,
    }
}

/// The order of an array's elements in memory (its first subscript fastest) as indexes of
/// the flat data (its last subscript fastest).
fn memory_order(dims: &[usize]) -> Vec<usize> {
    let count: usize = dims.iter().product();
    (0..count)
        .map(|m| {
            let mut rest = m;
            let mut flat = 0;
            let mut subs = Vec::with_capacity(dims.len());
            for &d in dims {
                subs.push(rest % d.max(1));
                rest /= d.max(1);
            }
            for (&s, &d) in subs.iter().zip(dims) {
                flat = flat * d + s;
            }
            flat
        })
        .collect()
}

impl<P: Profile> Machine<P> {
    /// A point of GET or PUT in absolute pixels, inside the viewport (or the screen):
    /// ADVGRP.ASM `CHKRNG`, else `Illegal function call`.
    fn array_point(&mut self, c: &Coord<P::Num>) -> Result<(i32, i32), BasicError> {
        let p = self.coord(c)?;
        let (x, y) = self.physical(p)?;
        self.in_view(x, y)?;
        Ok((x, y))
    }

    /// `CHKRNG`: (x, y) must lie in the viewport.
    fn in_view(&self, x: i32, y: i32) -> Result<(), BasicError> {
        let (x1, y1, x2, y2) = self.gfx.clip();
        if x < x1 || x > x2 || y < y1 || y > y2 {
            return Err(FC.into());
        }
        Ok(())
    }

    /// The array GET and PUT name (`GTARRY`: arrays only; none is `Illegal function
    /// call`, a string array `Type mismatch`).
    fn graphics_array(&self, var: VarRef) -> Result<(NameId, VarType), BasicError> {
        let key = (var.name, self.store.type_of(var));
        if !self.store.arrays.contains_key(&key) {
            return Err(FC.into());
        }
        if key.1 == VarType::Str {
            return Err(ErrorKind::TypeMismatch.into());
        }
        Ok(key)
    }

    /// The bytes of an array's elements as memory holds them.
    fn array_memory(&self, key: (NameId, VarType)) -> Vec<u8> {
        let Some(arr) = self.store.arrays.get(&key) else {
            return Vec::new();
        };
        let elem = sized(&self.store.mem.layout.element, key.1) as usize;
        let mut out = Vec::with_capacity(arr.data.len() * elem);
        for flat in memory_order(&arr.dims) {
            let mut b = match arr.data.get(flat) {
                Some(Value::Num(n)) => n.to_bytes().unwrap_or_default(),
                _ => Vec::new(),
            };
            b.resize(elem, 0);
            out.extend(b);
        }
        out
    }

    /// Writes `bytes` over the first elements of an array, as memory holds them.
    fn set_array_memory(&mut self, key: (NameId, VarType), bytes: &[u8]) {
        let elem = sized(&self.store.mem.layout.element, key.1) as usize;
        let Some(arr) = self.store.arrays.get_mut(&key) else {
            return;
        };
        for (chunk, flat) in bytes.chunks(elem).zip(memory_order(&arr.dims)) {
            if chunk.len() < elem {
                break;
            }
            if let (Some(n), Some(slot)) = (P::Num::from_bytes(chunk), arr.data.get_mut(flat)) {
                *slot = Value::Num(n);
            }
        }
    }

    /// `GET (x1,y1)-(x2,y2),array`: both corners in the viewport; the array must hold the
    /// header (the width in bits, or in pixels on the EGA's planes, and the height, two
    /// words) and the rows, each a whole number of bytes (each plane's on the EGA), else
    /// `Illegal function call`. The second corner becomes the last point.
    pub(super) fn get_array(
        &mut self,
        from: &Coord<P::Num>,
        to: &Coord<P::Num>,
        array: VarRef,
        tail: Option<ErrorKind>,
    ) -> Result<(), BasicError> {
        let (x1, y1) = self.array_point(from)?;
        let (x2, y2) = self.array_point(to)?;
        let key = self.graphics_array(array)?;
        let Some(mode) = self.gfx.mode else {
            return Err(FC.into());
        };
        let (xa, ya) = (x1.min(x2), y1.min(y2));
        let dx = (x1 - x2).unsigned_abs() as usize + 1;
        let dy = (y1 - y2).unsigned_abs() as usize + 1;
        let bpp = bits_per_pixel(mode.attributes);
        let (header, row) = match bpp {
            0 => (dx, dx.div_ceil(8) * 4),
            b => (dx * b, (dx * b).div_ceil(8)),
        };
        let mut mem = self.array_memory(key);
        if mem.len() < 4 + row * dy {
            return Err(FC.into());
        }
        mem[0..2].copy_from_slice(&(header as u16).to_le_bytes());
        mem[2..4].copy_from_slice(&(dy as u16).to_le_bytes());
        let page = self.gfx.pages.get(usize::from(self.gfx.apage));
        let pixel = |x: usize, y: usize| {
            page.and_then(|p| p.get(xa + x as i32, ya + y as i32))
                .unwrap_or(0)
        };
        for y in 0..dy {
            let out = &mut mem[4 + y * row..4 + (y + 1) * row];
            out.fill(0);
            for x in 0..dx {
                let a = pixel(x, y);
                if bpp == 0 {
                    let plane = dx.div_ceil(8);
                    for p in 0..4 {
                        if a >> p & 1 != 0 {
                            out[p * plane + x / 8] |= 0x80 >> (x % 8);
                        }
                    }
                } else {
                    let bit = x * bpp;
                    let v = (a as usize & ((1 << bpp) - 1)) << (8 - bpp - bit % 8);
                    out[bit / 8] |= v as u8;
                }
            }
        }
        self.set_array_memory(key, &mem);
        match tail {
            Some(kind) => Err(kind.into()),
            None => Ok(()),
        }
    }

    /// The `n` bytes of an array's memory from its first element: past its end, the
    /// bytes that follow it in the data segment (PUT reads them as the real machine does).
    fn array_bytes_from(&self, key: (NameId, VarType), n: usize) -> Vec<u8> {
        let mut mem = self.array_memory(key);
        if mem.len() < n {
            let start = self.array_data_address(key);
            for i in mem.len()..n {
                let b = match start {
                    Some(a) => self.data_segment_peek((a as usize + i) as u16),
                    None => 0,
                };
                mem.push(b);
            }
        }
        mem
    }

    /// `PUT (x,y),array[,action]`: the width from the header's first word (bits, divided
    /// by the bits a pixel; pixels on the EGA), the height from its second; the corner and
    /// the far corner in the viewport, a width or height of 0 refused (`Illegal function
    /// call`). The array's bits combine with the screen's by the action (XOR by default);
    /// in SCREEN 1 a width of an odd number of bits writes the last pixel's top bit. The
    /// corner becomes the last point.
    pub(super) fn put_array(
        &mut self,
        at: &Coord<P::Num>,
        array: VarRef,
        action: Option<PutAction>,
        tail: Option<ErrorKind>,
    ) -> Result<(), BasicError> {
        let (x, y) = self.array_point(at)?;
        let key = self.graphics_array(array)?;
        let action = action.ok_or(ErrorKind::Syntax)?;
        let Some(mode) = self.gfx.mode else {
            return Err(FC.into());
        };
        let head = self.array_bytes_from(key, 4);
        let bits = usize::from(u16::from_le_bytes([head[0], head[1]]));
        let dy = usize::from(u16::from_le_bytes([head[2], head[3]]));
        let bpp = bits_per_pixel(mode.attributes);
        let dx = bits.checked_div(bpp).unwrap_or(bits);
        // `x + dx - 1` and `y + dy - 1` in 16 bits: a carry is refused, as is a far
        // corner off the viewport (a count of 0 reaches 65535).
        let far = |v: i32, d: usize| v as usize + (d + 0xffff) % 0x10000;
        // Under a WINDOW whose y grows upwards the point is the image's lower left corner
        // (the real GW-BASIC 3.23: after `WINDOW (0,0)-(50,50)` in SCREEN 8, `PUT
        // (39,1),E%` of a 1x24 image at pixel (498,195) draws rows 172-195; WINDOW SCREEN
        // and no window take it as the upper left, where that PUT is refused).
        let upward = self.gfx.window.is_some_and(|w| !w.screen);
        let (fx, fy) = (far(x, dx), far(y, dy));
        if fx > 0xffff || (!upward && fy > 0xffff) {
            return Err(FC.into());
        }
        let (y, fy) = if upward {
            (y - (dy.max(1) as i32 - 1), y as usize)
        } else {
            (y, fy)
        };
        self.in_view(fx as i32, fy as i32)?;
        if upward {
            self.in_view(x, y)?;
        }
        let row = bits.div_ceil(8) * if bpp == 0 { 4 } else { 1 };
        let data = self.array_bytes_from(key, 4 + row * dy);
        let combine = |screen: u8, array: u8, mask: u8| match action {
            PutAction::Pset => array,
            PutAction::Preset => !array & mask,
            PutAction::And => screen & array,
            PutAction::Or => screen | array,
            PutAction::Xor => screen ^ array,
        };
        let Some(page) = self.gfx.page() else {
            return Ok(());
        };
        for r in 0..dy {
            let bytes = &data[4 + r * row..4 + (r + 1) * row];
            let py = y + r as i32;
            if bpp == 0 {
                let plane = bits.div_ceil(8);
                for i in 0..bits {
                    let mut a = 0;
                    for p in 0..4 {
                        a |= (bytes[p * plane + i / 8] >> (7 - i % 8) & 1) << p;
                    }
                    let px = x + i as i32;
                    let s = page.get(px, py).unwrap_or(0);
                    page.set(px, py, combine(s, a, 15));
                }
            } else {
                for i in 0..bits {
                    let d = bytes[i / 8] >> (7 - i % 8) & 1;
                    let px = x + (i / bpp.max(1)) as i32;
                    let shift = bpp - 1 - i % bpp;
                    let s = page.get(px, py).unwrap_or(0);
                    let b = combine(s >> shift & 1, d, 1);
                    page.set(px, py, s & !(1 << shift) | b << shift);
                }
            }
        }
        match tail {
            Some(kind) => Err(kind.into()),
            None => Ok(()),
        }
    }
}
