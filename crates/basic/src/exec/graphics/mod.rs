//! GW-BASIC's graphics modes (SCREEN 1, 2, 7, 8, 9): a page of attributes per pixel that
//! PSET, LINE, CIRCLE, PAINT and DRAW write and POINT reads, with VIEW, WINDOW and PMAP.
//! At a terminal the shown page's pixels are drawn as braille cells under the text (`shown.rs`).
//!
//! Sources: GENGRP.ASM (coordinates, PSET, POINT, LINE) and ADVGRP.ASM (CIRCLE, PAINT,
//! DRAW) of Microsoft's GW-BASIC; the mode-dependent checks (the OEM part, not published)
//! as the real GW-BASIC 3.23 gave them (`difftest/gw/graphics`). See docs/gw-graphics.md.

mod circle;
mod draw;
mod getput;
mod line;
mod mode;
mod page;
mod paint;
mod reading;
mod shown;
mod single;
mod state;
#[cfg(test)]
mod tests;

pub use state::Graphics;

use super::{BasicError, Machine, Value};
use crate::dialect::Profile;
use crate::error::ErrorKind;
use crate::num::{NumKind, Number, ParseContext};
use crate::parse::ast::{Coord, Expr, GfxStmt, LineShape, PaletteArgs};
use ferrite_screen::pc::{font, CellOp};
use mode::Mode;
use state::{View, Window};

/// `Illegal function call`.
const FC: ErrorKind = ErrorKind::IllegalQuantity;

/// A real as a single-precision BASIC number (the nearest; through the number core's
/// own reading of its decimal text, as TIMER does).
fn single<N: Number>(v: f64) -> N {
    let text = format!("{v}");
    N::parse(text.as_bytes(), ParseContext::Val)
        .and_then(|p| p.value.to_kind(NumKind::Single).ok())
        .unwrap_or_else(|| N::from_i32(0))
}

impl<P: Profile> Machine<P> {
    /// Runs a graphics statement.
    pub(super) fn graphics(&mut self, s: &GfxStmt<P::Num>) -> Result<(), BasicError> {
        let done = match s {
            GfxStmt::Cut(s, read, error) => {
                self.with_steps(reading::Steps::cut(*read, *error), |m| m.graphics_run(s))
            }
            _ => self.with_steps(reading::Steps::default(), |m| m.graphics_run(s)),
        };
        self.tell_text_view();
        done
    }

    /// Tells the text page whether a graphics viewport is set, which decides what a
    /// printed form feed does to the cursor (`TextScreen::set_graphics_view`).
    pub(super) fn tell_text_view(&mut self) {
        let on = self.gfx.mode.is_some() && self.gfx.view.is_some();
        if let Some(t) = self.screen.text.as_mut() {
            t.set_graphics_view(on);
        }
    }

    /// Runs a graphics statement as far as its text reads.
    fn graphics_run(&mut self, s: &GfxStmt<P::Num>) -> Result<(), BasicError> {
        match s {
            GfxStmt::Screen(args, tail) => return self.screen_stmt(args, *tail),
            GfxStmt::Palette(args) => return self.palette(args.as_ref()),
            _ => {}
        }
        // In SCREEN 0 every drawing statement is refused before its text is read.
        if self.gfx.mode.is_none() {
            return Err(FC.into());
        }
        self.sync_scroll();
        match s {
            GfxStmt::Bad(kind) => Err((*kind).into()),
            GfxStmt::Cut(s, ..) => self.graphics_run(s),
            GfxStmt::Pset { reset, at, colour } => {
                let p = self.coord(at)?;
                let default = if *reset { 0 } else { self.gfx.fg };
                let attr = self.attribute(colour.as_ref(), default)?;
                let (x, y) = self.physical(p)?;
                self.gfx.plot(x, y, attr);
                Ok(())
            }
            GfxStmt::Line {
                from,
                to,
                colour,
                shape,
                style,
            } => self.line_stmt(from.as_ref(), to, colour.as_ref(), *shape, style.as_ref()),
            GfxStmt::Circle { at, radius, rest } => self.circle(at, radius, rest),
            GfxStmt::Paint { at, rest } => self.paint(at, rest),
            GfxStmt::Draw(e) => {
                self.text_arg(true)?;
                let text = self.eval(e)?.string()?;
                self.draw(text.to_vec())
            }
            GfxStmt::Window { screen, corners } => self.window(*screen, corners.as_ref()),
            GfxStmt::View {
                screen,
                corners,
                fill,
                border,
            } => self.view(*screen, corners.as_ref(), fill.as_ref(), border.as_ref()),
            GfxStmt::GetArray {
                from,
                to,
                array,
                tail,
            } => self.get_array(from, to, *array, *tail),
            GfxStmt::PutArray {
                at,
                array,
                action,
                tail,
            } => self.put_array(at, *array, *action, *tail),
            GfxStmt::Screen(..) | GfxStmt::Palette(_) => Ok(()),
        }
    }

    /// `SCREEN mode[,colorswitch[,apage[,vpage]]]`: each value a byte (GTPRMS), then the
    /// text after them, then the mode's checks: modes 0, 1, 2, 7, 8, 9; pages below the
    /// mode's count (8 in text mode); a value left out keeps the current one. A mode
    /// named enters it again and clears the screen when it differs; a window outlives
    /// the change, the viewport does not (real GW-BASIC 3.23).
    fn screen_stmt(
        &mut self,
        args: &[Option<Expr<P::Num>>],
        tail: Option<ErrorKind>,
    ) -> Result<(), BasicError> {
        // GTPRMS reads every value written, each a byte, before SCREEN counts them (real
        // GW-BASIC 3.23: `SCREEN 0,0,0,0,1/0` is 11, `SCREEN 0,0,0,0,"A"` 13, then 5).
        let mut v = [None; 4];
        for (i, e) in args.iter().enumerate() {
            if let Some(e) = e {
                let b = self.eval_byte(e)?;
                if let Some(slot) = v.get_mut(i) {
                    *slot = Some(b);
                }
            }
        }
        if args.len() > 4 {
            return Err(FC.into());
        }
        if let Some(kind) = tail {
            return Err(kind.into());
        }
        let current = self.gfx.mode.map_or(0, |m| m.number);
        let number = v[0].unwrap_or(current);
        let mode = Mode::of(i32::from(number));
        if number != 0 && mode.is_none() {
            // The real GW-BASIC 3.23: after `SCREEN 4` (5) COLOR is 5 until a SCREEN
            // passes, `SCREEN ,1` too (see `graphics_color`); the screen is unchanged.
            self.gfx.refused_mode = true;
            return Err(FC.into());
        }
        // SCREEN 0's pages are the text screen's (4 in 80 columns, 8 in 40), which WIDTH
        // sets back to 0; the graphics modes keep theirs here.
        let text = self.screen.text.as_ref().filter(|_| mode.is_none());
        let pages = text.map_or(mode.map_or(8, |m| m.pages), |t| t.pages() as u8);
        let apage_now = match (text, self.gfx.mode) {
            (Some(t), None) => t.active_pages().0 as u8,
            _ => self.gfx.apage,
        };
        // The visual page left out is the active page, given or kept (the real GW-BASIC
        // 3.23: `SCREEN 1` after `SCREEN 7,,0,4` passes, `SCREEN 2` after `SCREEN 7,,1` is 5).
        let apage = v[2].unwrap_or(apage_now);
        let vpage = v[3].unwrap_or(apage);
        if apage >= pages || vpage >= pages {
            return Err(FC.into());
        }
        self.gfx.refused_mode = false;
        // The colour switch: given, or nonzero when the mode is named, else as it was. In
        // modes 0 and 1 a change enters the mode again, clearing the screen (the real
        // GW-BASIC 3.23: `SCREEN 0,0` after `SCREEN 0` clears, `SCREEN 0,5` after
        // `SCREEN 0,1` does not; `SCREEN 2,0` after `SCREEN 2` keeps the pixels).
        let switch_zero = v[1]
            .map(|c| c == 0)
            .or(v[0].map(|_| false))
            .unwrap_or(self.gfx.switch_zero);
        let switched = switch_zero != self.gfx.switch_zero && matches!(number, 0 | 1);
        if mode.is_none() {
            if let Some(t) = self.screen.text.as_mut() {
                // Every SCREEN statement that passes in text mode sets the colours back to
                // grey on black before anything is drawn (real GW-BASIC 3.23: after
                // `COLOR 12,6`, `SCREEN ,,0`, `SCREEN ,1` and `SCREEN 0` each leave the
                // next character &H07, and the key line a new mode draws is in grey).
                t.attr = ferrite_screen::pc::GREY_ON_BLACK;
            }
        }
        // A text mode whose BIOS rows are laid out at the other width (after `WIDTH
        // "SCRN:"` set the width it had, `TextScreen::bios_columns`) is set again by any
        // SCREEN 0 (real GW-BASIC 3.23: `WIDTH 40:WIDTH "SCRN:",40:SCREEN 0,1` clears and
        // homes, where `SCREEN 0,1` alone does nothing).
        let off_width = (v[0].is_some() || v[1].is_some())
            && mode.is_none()
            && self
                .screen
                .text
                .as_ref()
                .is_some_and(|t| !t.bios_rows_match());
        let entered = number != current || switched || off_width;
        if entered {
            self.enter_mode(mode);
        }
        self.gfx.switch_zero = switch_zero;
        self.gfx.stated_mode = number;
        self.gfx.apage = apage;
        self.gfx.vpage = vpage;
        if mode.is_none() {
            if let Some(t) = self.screen.text.as_mut() {
                let (a, v) = (usize::from(apage), usize::from(vpage));
                if entered {
                    t.set_pages_after_mode(a, v);
                } else {
                    t.set_pages(a, v);
                }
            }
        }
        Ok(())
    }

    /// Enters a mode: the pixels cleared, the text page set to the mode's columns (SCREEN
    /// 0: the columns it had) and cleared.
    fn enter_mode(&mut self, mode: Option<Mode>) {
        self.gfx.set_mode(mode);
        // SCREEN 0 keeps the columns of the mode left (the real GW-BASIC 3.23: 40 after
        // SCREEN 1 or 7, 80 after SCREEN 2, 8 or 9).
        let kept = self.screen.text.as_ref().map_or(80, |t| t.width());
        let columns = mode.map_or(kept, |m| m.columns);
        if let Some(t) = self.screen.text.as_mut() {
            if mode.is_none() {
                // SCREEN 0 set again: the BIOS clears all the video memory, the window is
                // the full screen, the cursor home (real GW-BASIC 3.23: `SCREEN 0,0` after
                // `VIEW PRINT 9 TO 21` leaves CSRLIN 1 and page 0 blank while page 1 shows).
                t.reset_mode_at_width();
            } else if t.width() == columns {
                t.cls();
            } else {
                t.set_width(columns);
            }
            self.gfx.scrolls = t.scrolls();
            t.keep_cell_ops(mode.is_some());
            t.set_drops_255(mode.is_some_and(|m| m.cga()));
            let width = t.width();
            self.screen.set_width(width);
        }
        self.screen.column = 0;
        self.tell_text_view();
    }

    /// WIDTH 40 or 80 in a graphics mode: the mode of the other width (1 and 2, 7 and 8;
    /// WIDTH 40 takes 9 to 7: the real GW-BASIC 3.23 centres the last point at 160,100). Returns whether a graphics mode took the width.
    pub(super) fn graphics_width(&mut self, width: i32) -> Result<bool, BasicError> {
        let Some(m) = self.gfx.mode else {
            return Ok(false);
        };
        if m.columns as i32 == width {
            return Ok(true);
        }
        let other = match m.number {
            1 => 2,
            2 => 1,
            7 => 8,
            _ => 7,
        };
        self.enter_mode(Mode::of(other));
        Ok(true)
    }

    /// COLOR in a graphics mode (`v` the values read, `count` how many were written):
    /// SCREEN 1 takes a background and a palette (any byte each); SCREEN 2 refuses COLOR;
    /// 7, 8 and 9 take a foreground 1..15, a background up to the mode's highest colour
    /// and a third byte. A fourth value is refused everywhere. Returns false in SCREEN 0.
    pub(super) fn graphics_color(
        &mut self,
        v: &[Option<u8>; 4],
        count: usize,
    ) -> Result<bool, BasicError> {
        // After a refused mode COLOR is refused in the modes without colour (the real GW-BASIC
        // 3.23: SCREEN 0, SCREEN 2, SCREEN 1 with its switch nonzero) and passes in the
        // others (SCREEN 1 with the switch 0, SCREEN 7, 8 and 9).
        let coloured = self
            .gfx
            .mode
            .is_some_and(|m| m.number >= 7 || (m.number == 1 && self.gfx.switch_zero));
        if self.gfx.refused_mode && !coloured {
            return Err(FC.into());
        }
        let Some(m) = self.gfx.mode else {
            return Ok(false);
        };
        // Text printed so far keeps the colour it was drawn in.
        self.sync_scroll();
        if v[3].is_some() || count > 3 {
            return Err(FC.into());
        }
        // SCREEN 2 refuses COLOR when a SCREEN statement entered it; reached from SCREEN 1
        // by WIDTH 80 it takes SCREEN 1's (the real GW-BASIC 3.23: `SCREEN 1:WIDTH 80`
        // then `COLOR 8` and `COLOR 1,2,3` pass, `COLOR 300` and four values are 5; after
        // `SCREEN ,0` or `SCREEN 2:WIDTH 40:WIDTH 80` COLOR is 5 again).
        let number = if m.number == 2 && self.gfx.stated_mode != 2 {
            1
        } else {
            m.number
        };
        match number {
            1 => {
                if v[0].is_some() {
                    self.gfx.shown.background = v[0];
                }
                if let Some(p) = v[1] {
                    self.gfx.shown.cga_palette = p & 1;
                }
                // The byte at &H4E is 7 after any COLOR here (real GW-BASIC 3.23: 3 after
                // SCREEN 1, 7 after `COLOR 1`, `COLOR ,0` or `COLOR 9,1`).
                self.gfx.peek_4e_attribute = 7;
            }
            2 => return Err(FC.into()),
            _ => {
                if v[0].is_some_and(|f| !(1..=15).contains(&f))
                    || v[1].is_some_and(|b| b > m.max_colour)
                {
                    return Err(FC.into());
                }
                if let Some(f) = v[0] {
                    self.gfx.fg = f;
                    self.gfx.peek_4e_attribute = f;
                }
                if v[1].is_some() {
                    self.gfx.shown.background = v[1];
                }
            }
        }
        Ok(true)
    }

    /// `PALETTE [attribute, colour]`: the attribute below the mode's count (16 in text
    /// mode, read and checked before the comma), the colour an integer whose low byte as a signed byte is -1 up to the
    /// mode's highest colour (63 in SCREEN 0 and 9, else 15: real GW-BASIC 3.23, where
    /// `PALETTE 0,255` passes). Nothing is drawn, so only the checks remain.
    fn palette(&mut self, args: Option<&PaletteArgs<P::Num>>) -> Result<(), BasicError> {
        let Some(PaletteArgs {
            attribute,
            colour,
            after,
        }) = args
        else {
            self.gfx.shown.palette = [None; 16];
            return Ok(());
        };
        let (attrs, max) = self.gfx.mode.map_or((16, 63), |m| {
            (i32::from(m.attributes), i32::from(m.max_colour))
        });
        // The attribute is first held to 0-15 whatever the mode (`PALETTE 4` with no
        // colour is 2 in SCREEN 1, `PALETTE 16` 5); the mode's own count once the colour
        // is read.
        let a = self.eval_index(attribute)?;
        if !(0..16).contains(&a) {
            return Err(FC.into());
        }
        let Some(c) = colour else {
            return Err(after.unwrap_or(ErrorKind::Syntax).into());
        };
        let c = self.eval_index(c)?;
        if let Some(kind) = after {
            return Err((*kind).into());
        }
        let low = ((c & 0xff) + 1) & 0xff;
        if a >= attrs || low > max + 1 {
            return Err(FC.into());
        }
        // -1 leaves the attribute's colour as it is.
        if low != 0 {
            self.gfx.shown.palette[a as usize] = Some((c & 0xff) as u8);
        }
        Ok(())
    }

    /// A point's logical coordinates, STEP counted from the last point; the last point
    /// becomes it (GENGRP.ASM `SCAND`). Without a window the values are integers (`GETIN2`:
    /// past -32768..32767 `Overflow`).
    fn coord(&mut self, c: &Coord<P::Num>) -> Result<(f64, f64), BasicError> {
        let read = |m: &mut Self, e: &Expr<P::Num>| -> Result<f64, BasicError> {
            m.text_arg(true)?;
            Ok(if m.gfx.window.is_some() {
                m.eval_num(e)?.to_f64()
            } else {
                f64::from(m.eval_index(e)?)
            })
        };
        let x = read(self, &c.x)?;
        let y = read(self, &c.y)?;
        let p = if c.step {
            let (lx, ly) = self.gfx.last;
            if self.gfx.window.is_some() {
                use single::Single;
                let sum = |a: f64, b: f64| Single::new(a).add(Single::new(b)).get();
                (sum(lx, x), sum(ly, y))
            } else {
                let wrap = |a: f64, b: f64| f64::from((a as i16).wrapping_add(b as i16));
                (wrap(lx, x), wrap(ly, y))
            }
        } else {
            (x, y)
        };
        // After a VIEW refused at its fill or border the point is offset as it is read.
        let p = match self.gfx.view {
            Some(v) if v.offset_points && self.gfx.window.is_none() => {
                (p.0 + f64::from(v.x1), p.1 + f64::from(v.y1))
            }
            _ => p,
        };
        self.gfx.set_last(p);
        // SCAND maps the point as it reads it: a pixel past 16 bits is `Overflow` before
        // the rest of the statement is read (the real GW-BASIC 3.23: `PAINT (63,1E6),7,"A"`
        // and `CIRCLE (30,1E6),64,"A"` under a window are 6, the logical point stored).
        self.physical(p)?;
        Ok(p)
    }

    /// A colour argument (GENGRP.ASM `ATRSCN`): a byte, else `Illegal function call`; a
    /// colour past the mode's highest attribute draws in the highest.
    fn attribute(&mut self, e: Option<&Expr<P::Num>>, default: u8) -> Result<u8, BasicError> {
        self.text_arg(e.is_some())?;
        let a = match e {
            Some(e) => self.eval_byte(e)?,
            None => default,
        };
        let max = self.gfx.mode.map_or(0, |m| m.max_attribute());
        self.gfx.set_attr(a.min(max));
        Ok(a.min(max))
    }

    /// `LINE`: a line, a box of four lines or a filled box, in the colour and the style.
    fn line_stmt(
        &mut self,
        from: Option<&Coord<P::Num>>,
        to: &Coord<P::Num>,
        colour: Option<&Expr<P::Num>>,
        shape: LineShape,
        style: Option<&Expr<P::Num>>,
    ) -> Result<(), BasicError> {
        // Each point is mapped as it is read (GENGRP.ASM `GLINE`: SCAN1, then SCAND): a
        // first point past 16 bits stops the statement before the second is read.
        // Without a first point the line starts at the last point's pixels (GRPACX,
        // GRPACY), not its logical coordinates mapped again: the real GW-BASIC 3.23 draws
        // `LINE -(6,68)` after a LINE whose end overflowed (its logical point past 16 bits
        // under the window, its pixels the point before).
        let (x1, y1) = match from {
            Some(c) => {
                let p = self.coord(c)?;
                self.physical(p)?
            }
            None => {
                let (ox, oy) = self.gfx.origin();
                let (lx, ly) = self.gfx.last_px;
                (ox + lx, oy + ly)
            }
        };
        let end = self.coord(to)?;
        let (x2, y2) = self.physical(end)?;
        let attr = self.attribute(colour, self.gfx.fg)?;
        // GLINE looks for `,B` and the style before it draws.
        self.text_arg(style.is_some())?;
        let style = match style {
            Some(e) => Some(self.eval_index(e)? as u16),
            None => None,
        };
        self.text_check()?;
        let g = &mut self.gfx;
        let rect = g.clip();
        let mut mask = 0x8000u16;
        let mut plot = |x: i32, y: i32| {
            let on = style.is_none_or(|s| s & mask != 0);
            mask = mask.rotate_right(1);
            if on {
                g.plot(x, y, attr);
            }
        };
        let cut = |a: (i32, i32, i32, i32), plot: &mut dyn FnMut(i32, i32)| {
            if let Some((x1, y1, x2, y2)) = line::clip(a, rect) {
                line::line(x1, y1, x2, y2, plot);
            }
        };
        match shape {
            LineShape::Line => cut((x1, y1, x2, y2), &mut plot),
            // GENGRP.ASM `BOXLIN`: the two horizontal sides, then the two vertical ones.
            LineShape::Box => {
                cut((x1, y2, x2, y2), &mut plot);
                cut((x1, y1, x2, y1), &mut plot);
                cut((x2, y1, x2, y2), &mut plot);
                cut((x1, y1, x1, y2), &mut plot);
            }
            LineShape::Filled => {
                if let Some((ax, ay, bx, by)) = line::box_fill((x1, y1, x2, y2), rect) {
                    if ay <= by && ax <= bx {
                        if let Some(p) = g.page() {
                            p.fill(ax, ay, bx, by, attr);
                        }
                    } else {
                        g.fill_rows(ax, bx, ay, by, attr);
                    }
                }
            }
        }
        Ok(())
    }

    /// `CIRCLE (x,y),r[,[colour][,[start][,[end][,aspect]]]]` (ADVGRP.ASM `CIRCLE`): the
    /// centre becomes the last point; the radius an integer (with a window, in the
    /// window's x units); angles up to 2π (a negative one draws a line to the centre);
    /// the aspect by default the mode's (`GTASPC`).
    fn circle(
        &mut self,
        at: &Coord<P::Num>,
        radius: &Expr<P::Num>,
        rest: &[Option<Expr<P::Num>>],
    ) -> Result<(), BasicError> {
        let centre = self.coord(at)?;
        self.text_arg(true)?;
        // A negative radius is refused before it is made an integer (the real GW-BASIC
        // 3.23: `CIRCLE (15,16),-.4` and `CIRCLE (15,16),-1E6` are 5, `,32768` 6).
        let n = self.eval_num(radius)?;
        if n.to_f64() < 0.0 {
            return Err(FC.into());
        }
        let r = if self.gfx.window.is_some() {
            self.gfx
                .scale_x(n.to_f64())
                .ok_or(ErrorKind::Overflow)?
                .abs()
        } else {
            n.to_i16().map(i32::from).map_err(|_| ErrorKind::Overflow)?
        };
        let arg = |i: usize| rest.get(i).and_then(Option::as_ref);
        let attr = self.attribute(arg(0), self.gfx.fg)?;
        let n = circle::octant_points(r);
        let mut counts = [0u32, 0xffff];
        let mut negative = [false; 2];
        // The angles' places, for the order of the ends (an absent end is past any).
        let mut places = [0f32, f32::INFINITY];
        for (k, slot) in counts.iter_mut().enumerate() {
            self.text_arg(arg(k + 1).is_some())?;
            if let Some(e) = arg(k + 1) {
                let v = self.eval_num(e)?;
                let a = v.to_f64() as f32;
                // The sign bit decides: a negated zero draws the line too.
                negative[k] = a < 0.0 || v.sign_bit();
                let c = circle::angle_count(a, n, r)?;
                *slot = c.count;
                places[k] = c.place;
            }
        }
        let mode = self.gfx.mode.ok_or(FC)?;
        self.text_arg(arg(3).is_some())?;
        let (aspect, scale_x) = match arg(3) {
            Some(e) => {
                let v = self.eval_num(e)?.to_f64() as f32;
                // CIRC11: the ratio (its inverse above 1) times 256 made an integer
                // (FRCINT: Overflow past 16 bits), kept as a 16-bit word.
                let (v, inverse) = if v > 1.0 { (1.0 / v, true) } else { (v, false) };
                let scaled = circle::cint(v * 256.0);
                if !(-32768..=32767).contains(&scaled) {
                    return Err(ErrorKind::Overflow.into());
                }
                (scaled, inverse)
            }
            // 4/3 of the pixels' height to width, as a fraction of 256.
            None => (
                circle::cint(256.0 * 4.0 * mode.height as f32 / (3.0 * mode.width as f32)),
                false,
            ),
        };
        let mut lines = u8::from(negative[0]) | u8::from(negative[1]) << 7;
        let [mut start, mut end] = counts;
        let outside = places[1] < places[0];
        if outside {
            std::mem::swap(&mut start, &mut end);
            lines = (lines & 1) << 7 | (lines >> 7);
        }
        let arc = circle::Arc {
            radius: r,
            aspect: aspect as u32 & 0xffff,
            scale_x,
            start,
            end,
            outside,
            lines,
        };
        let (cx, cy) = self.physical(centre)?;
        let rect = self.gfx.clip();
        let g = &mut self.gfx;
        circle::circle(&arc, |dx, dy, to_centre| {
            let (x, y) = (cx + dx, cy + dy);
            if to_centre {
                if let Some((x1, y1, x2, y2)) = line::clip((x, y, cx, cy), rect) {
                    line::line(x1, y1, x2, y2, |x, y| g.plot(x, y, attr));
                }
            } else {
                g.plot(x, y, attr);
            }
        });
        Ok(())
    }

    /// `PAINT (x,y)[,[fill][,[border][,background]]]` (ADVGRP.ASM `PAINT`; the real
    /// GW-BASIC 3.23's own PAINT adds tiles): the fill an attribute (`ATRSCN`) or a tile
    /// string of 1 to 64 rows; the border an attribute (the fill's by default, the
    /// foreground's with a tile); a start outside the viewport or on the border paints
    /// nothing. The point becomes the last point.
    fn paint(
        &mut self,
        at: &Coord<P::Num>,
        rest: &[Option<Expr<P::Num>>],
    ) -> Result<(), BasicError> {
        let bytes = self.paint_queue_bytes()?;
        let p = self.coord(at)?;
        let arg = |i: usize| rest.get(i).and_then(Option::as_ref);
        let m = self.gfx.mode.ok_or(FC)?;
        let max = m.max_attribute();
        let (bits, planes) = match m.attributes {
            4 => (2, 1),
            2 => (1, 1),
            _ => (1, 4),
        };
        // The fill's reader makes the foreground the current attribute before it looks
        // at the fill (the real GW-BASIC 3.23: after `PAINT (15,13),T$,256`, 5, DRAW
        // draws in the foreground, whatever the attribute before).
        let fg = self.gfx.fg;
        self.gfx.set_attr(fg);
        let mut tile = None;
        self.text_arg(arg(0).is_some())?;
        let attr = match arg(0) {
            Some(e) => match self.eval(e)? {
                Value::Str(s) => {
                    // The driver's tile flag is armed as the string is taken, before its
                    // length is checked: a PAINT refused from here to the driver's set-up
                    // (an empty tile, more than 64 rows, a bad border) leaves it armed.
                    self.gfx.tile_armed = true;
                    if s.is_empty() || s.len() > 64 * planes {
                        return Err(FC.into());
                    }
                    tile = Some(s);
                    fg
                }
                Value::Num(n) => {
                    let n = n.to_i16().map_err(|_| ErrorKind::Overflow)?;
                    u8::try_from(n).map_err(|_| FC)?.min(max)
                }
            },
            None => fg,
        };
        // ATRSCN has made a colour the current attribute before the border is read (the
        // real GW-BASIC 3.23: after `PAINT (.4,7),7,32768`, 6, in SCREEN 9 DRAW draws in 7).
        self.gfx.set_attr(attr);
        self.text_arg(arg(1).is_some())?;
        let border = match arg(1) {
            Some(e) => self.eval_byte(e)?.min(max),
            None => attr,
        };
        // The driver's set-up (`PNTINI`) takes the armed flag: this fill is in the
        // driver's tile mode.
        let driver_tile = std::mem::take(&mut self.gfx.tile_armed);
        // The background must be a string; it is read only with a tile ("" refused
        // then), and ignored after a colour (the real GW-BASIC 3.23: `PAINT
        // (15,13),2,15,""` paints, `PAINT (15,13),2,15,5` is 5).
        self.text_arg(arg(2).is_some())?;
        let background = match arg(2) {
            Some(e) => match self.eval(e)? {
                Value::Str(s) if s.is_empty() && tile.is_some() => return Err(FC.into()),
                Value::Str(s) => Some(s),
                _ => return Err(FC.into()),
            },
            None => None,
        };
        let (x, y) = self.physical(p)?;
        let tile = match tile {
            Some(s) => {
                let t = paint::Tile::new(&s, bits, planes, background.as_deref());
                // The start line's row is handed to the driver before the background is
                // checked and before the start is found on the screen.
                self.gfx.take_tile_row(t.row(y));
                if background.is_some() && t.background_refused() {
                    return Err(FC.into());
                }
                Some(t)
            }
            None => None,
        };
        // A fill in the driver's tile mode without PAINT's own: the EGA's driver paints
        // the last row it was handed (the real GW-BASIC 3.23: after `PAINT (15,13),"",15`,
        // 5, `PAINT (15,13),2,15` paints that row, zeros at first); the CGA's paints the
        // colour, its byte being the attribute's.
        let stale = (tile.is_none() && driver_tile && planes == 4)
            .then(|| paint::Tile::stale(self.gfx.tile_planes));
        let solid = paint::Solid(attr);
        let fill: &dyn paint::Fill = match (&tile, &stale) {
            (Some(t), _) | (None, Some(t)) => t,
            (None, None) => &solid,
        };
        let ended = self.paint_at(x, y, fill, border, bytes)?;
        self.paint_ended(ended, tile.as_ref())
    }

    /// What a fill's end leaves: the last tile row handed to the driver (a tiled PAINT),
    /// `Out of memory` for a full queue (the pixels painted so far kept), a hang for a
    /// fill that never ends.
    fn paint_ended(
        &mut self,
        ended: Option<paint::Ended>,
        tile: Option<&paint::Tile>,
    ) -> Result<(), BasicError> {
        let (last, result) = match ended {
            None => return Ok(()),
            Some(paint::Ended::Done(y)) => (y, Ok(())),
            Some(paint::Ended::Full(y)) => (y, Err(ErrorKind::OutOfMemory.into())),
            Some(paint::Ended::Endless) => return Err(self.hang()),
        };
        if let Some(t) = tile {
            self.gfx.take_tile_row(t.row(last));
        }
        result
    }

    /// The free bytes PAINT's queue takes (`INTQUE`, first thing PAINT and DRAW's `P`
    /// do): strings compacted first when under 1000 bytes are free, `Out of memory` under
    /// 18.
    pub(super) fn paint_queue_bytes(&mut self) -> Result<i64, BasicError> {
        let mut bytes = self.store.mem.free();
        if bytes < 1000 {
            self.store.mem.collect();
            bytes = self.store.mem.free();
        }
        if bytes < paint::QUEUE_MIN_BYTES {
            return Err(ErrorKind::OutOfMemory.into());
        }
        Ok(bytes)
    }

    /// Paints from (x, y) (absolute pixels) with a queue of `bytes`: nothing outside the
    /// viewport (`None`).
    fn paint_at(
        &mut self,
        x: i32,
        y: i32,
        fill: &dyn paint::Fill,
        border: u8,
        bytes: i64,
    ) -> Result<Option<paint::Ended>, BasicError> {
        let m = self.gfx.mode.ok_or(FC)?;
        let clip = self.gfx.clip();
        if x < clip.0 || x > clip.2 || y < clip.1 || y > clip.3 {
            return Ok(None);
        }
        let Some(page) = self.gfx.page() else {
            return Ok(None);
        };
        let (pixels, width) = page.pixels_mut();
        let mut canvas = paint::Canvas {
            pixels,
            width: width as i32,
            clip,
            border,
            modified: false,
            cga: match m.attributes {
                4 => Some(4),
                2 => Some(8),
                _ => None,
            },
        };
        Ok(Some(canvas.fill(x, y, fill, bytes)))
    }

    /// `WINDOW [[SCREEN] (x1,y1)-(x2,y2)]`: corners sorted; equal x or equal y are
    /// `Illegal function call`. The last point keeps its pixels (GRPACX, GRPACY) and
    /// takes the logical coordinates they have in the new window (the real machine).
    fn window(
        &mut self,
        screen: bool,
        corners: Option<&[Expr<P::Num>; 4]>,
    ) -> Result<(), BasicError> {
        let before = self
            .gfx
            .window
            .or(self.gfx.refused_window.and_then(|r| r.old));
        let refused_before = self.gfx.refused_window.take();
        let Some(c) = corners else {
            self.gfx.window = None;
            self.gfx.remap();
            // After a VIEW refused part way, WINDOW alone maps PMAP through the corners
            // that VIEW had stored (below); drawing and the last point go on unmapped.
            if let Some((wx, wy)) = self.gfx.off_window {
                self.gfx.pmap_window = Some(Window {
                    x1: 0.0,
                    y1: 0.0,
                    x2: f64::from(wx),
                    y2: f64::from(wy),
                    screen: true,
                });
            }
            return Ok(());
        };
        // PMAP's origin is stored as the corners are read (the real GW-BASIC 3.23: after
        // `WINDOW (16,3)-(5,"A")`, 13, PMAP maps from (16,3); after `WINDOW ("A",3)-(5,6)`
        // from the lower corner of the window before, or (0,0)): a corner that fails
        // leaves PMAP the origin read so far with the scales before, y downwards.
        let mut origin = match (self.gfx.window, refused_before) {
            (Some(w), _) => (w.x1, w.y1),
            (None, Some(r)) => (r.x0, r.y0),
            (None, None) => (0.0, 0.0),
        };
        self.gfx.pmap_window = None;
        // The window is gone before the corners are read: a corner that fails (13, 6)
        // leaves none, the last point's pixels mapped back as they are (the real GW-BASIC
        // 3.23: POINT(2) 256 after `WINDOW (1E6,"A")-(32768,7)` left a window's 12.63).
        if self.gfx.mode.is_some() {
            self.gfx.window = None;
            self.gfx.remap();
        }
        let mut v = [0.0; 4];
        for (k, e) in c.iter().enumerate() {
            let read = self
                .text_arg(true)
                .and_then(|()| Ok(self.eval_num(e)?.to_f64()));
            match read {
                Ok(x) => v[k] = x,
                Err(err) => {
                    if self.gfx.mode.is_some() {
                        self.gfx.refused_window = Some(state::RefusedWindow {
                            x0: origin.0,
                            y0: origin.1,
                            old: before,
                        });
                    }
                    return Err(err);
                }
            }
            match k {
                0 => origin.0 = v[0],
                1 => origin.1 = v[1],
                _ => {}
            }
        }
        let [x1, y1, x2, y2] = v;
        if x1 == x2 || y1 == y2 {
            self.gfx.refused_window = Some(state::RefusedWindow {
                x0: x1.min(x2),
                y0: y1,
                old: before,
            });
            return Err(FC.into());
        }
        self.gfx.window = Some(Window {
            x1: x1.min(x2),
            y1: y1.min(y2),
            x2: x1.max(x2),
            y2: y1.max(y2),
            screen,
        });
        self.gfx.remap();
        Ok(())
    }

    /// `VIEW [[SCREEN] (x1,y1)-(x2,y2)[,[fill][,border]]]`: the corners on the screen,
    /// sorted, not equal; the viewport filled and the border drawn just outside it when
    /// given. The last point is centred in it.
    fn view(
        &mut self,
        screen: bool,
        corners: Option<&[Expr<P::Num>; 4]>,
        fill: Option<&Expr<P::Num>>,
        border: Option<&Expr<P::Num>>,
    ) -> Result<(), BasicError> {
        // A VIEW drops the mapping WINDOW alone took from a refused VIEW (the real GW-BASIC
        // 3.23: PMAP is the identity again after `VIEW`).
        self.gfx.drop_off_window();
        self.gfx.refused_window = None;
        // DRAW's angle and scale go back to none before anything is read (the real
        // GW-BASIC 3.23: after `DRAW "S8 TA30"`, `VIEW SCREEN (32768,1)-(5,5)` ends in
        // Overflow and `DRAW "BM50,50 R4"` ends at (54,50)); the colour stays.
        self.gfx.reset_draw();
        let Some(c) = corners else {
            self.gfx.view = None;
            self.gfx.centre();
            return Ok(());
        };
        // The viewport is the screen again and the last point its centre before the
        // corners are read (the real GW-BASIC 3.23: POINT(0) 320, POINT(1) 175 after
        // `VIEW SCREEN (32768,.4)-(64,16)`, `Overflow`, in SCREEN 9).
        if self.gfx.mode.is_some() {
            self.gfx.view = None;
            self.gfx.centre();
        }
        let mut v = [0; 4];
        for (k, e) in c.iter().enumerate() {
            let read = self.text_arg(true).and_then(|()| self.eval_index(e));
            match read {
                Ok(x) => v[k] = x,
                Err(err) => {
                    // The first corner, once read, is the viewport's corner, the rest the
                    // screen's (the real GW-BASIC 3.23: POINT(3,.4) is -1 after `VIEW
                    // (256,2.5)-(63,32768)`, `Overflow`, in SCREEN 7).
                    if k >= 2 {
                        if let Some(m) = self.gfx.mode {
                            // Not yet sorted as unsigned words: a negative corner
                            // clips nothing (the real GW-BASIC 3.23: after `VIEW
                            // (15,-1)-(63,32768)`, 6, a box from (1,1) draws from y 1).
                            self.gfx.view = Some(View {
                                x1: v[0],
                                y1: v[1],
                                x2: m.width as i32 - 1,
                                y2: m.height as i32 - 1,
                                screen: true,
                                own_extent: false,
                                offset_points: false,
                            });
                        }
                    }
                    return Err(err);
                }
            }
        }
        let m = self.gfx.mode.ok_or(FC)?;
        // The viewport is the screen again and the last point its centre before any check
        // (the real GW-BASIC 3.23: `VIEW (37,3)-(44,-1)`, 5, leaves POINT(0) at 160 in
        // SCREEN 1, and so does a fill above the highest attribute).
        self.gfx.view = None;
        self.gfx.centre();
        let [x1, y1, x2, y2] = v;
        let (w, h) = (m.width as i32, m.height as i32);
        let on = |x: i32, lim: i32| (0..lim).contains(&x);
        let (ax, bx, ay, by) = (x1.min(x2), x1.max(x2), y1.min(y2), y1.max(y2));
        // The corners are sorted and taken one by one, the checks between: the first
        // corner, then y2, then x2; a check that fails leaves a viewport, absolute (the
        // real GW-BASIC 3.23: after `VIEW (50,60)-(700,70)`, 5, the viewport is x 50-639,
        // y 60-70; after `VIEW (35,23)-(89,23)` x 35-639, y 23-199; after `VIEW
        // (-2,14)-(9,11)` no pixel).
        // The viewport left clips with the corners the refused VIEW had stored, as signed
        // words (`refused_corners`): after `VIEW SCREEN (31,-1)-(84,33)`, 5, y runs from 33
        // to -1, so no point passes and a box fills between them (`line::box_fill`); a
        // far corner past the screen clips at its edge.
        let fail = |s: &mut Self| {
            let c = refused_corners(v, w, h);
            s.gfx.view = Some(View {
                x1: c[0],
                y1: c[1],
                x2: c[2].min(w - 1),
                y2: c[3].min(h - 1),
                screen: true,
                own_extent: false,
                offset_points: false,
            });
            s.gfx.off_window = Some((c[2] - c[0], c[3] - c[1]));
            Err(FC.into())
        };
        if !on(ax, w) || !on(ay, h) || ax == bx || ay == by || !on(by, h) || !on(bx, w) {
            return fail(self);
        }
        self.gfx.off_window = None;
        let view = View {
            x1: x1.min(x2),
            y1: y1.min(y2),
            x2: x1.max(x2),
            y2: y1.max(y2),
            screen,
            own_extent: false,
            offset_points: false,
        };
        // The viewport is set, then filled, then the last point moved to its centre in
        // absolute pixels, then the border drawn; a fill or border above the mode's
        // highest attribute is 5 where it comes (the real GW-BASIC 3.23: `VIEW
        // (35,23)-(89,24),1,2` in SCREEN 2 fills, then stops with POINT(0) 62).
        let max = m.max_attribute();
        self.gfx.view = Some(view);
        // The fill and the border are read only once the corners passed, both before the
        // fill is drawn (the real GW-BASIC 3.23: `VIEW (7,256)-(3,256),"A",16` is 5, not
        // 13; `VIEW (3,3)-(256,63),7,"A"` is 13 with nothing filled). A fill or border
        // that fails to read, or a fill past the highest attribute, leaves the viewport
        // clipping with its corner as the origin and the screen's extent for a window,
        // the last point where it was.
        let refused = View {
            offset_points: !view.screen,
            ..view
        };
        let colour = |m: &mut Self, arg: Option<&Expr<P::Num>>| {
            let read = m
                .text_arg(arg.is_some())
                .and_then(|()| arg.map(|e| m.eval_byte(e)).transpose());
            if read.is_err() {
                m.gfx.view = Some(refused);
            }
            read
        };
        let fill = colour(self, fill)?;
        let border = colour(self, border)?;
        if let Some(f) = fill {
            if f > max {
                self.gfx.view = Some(refused);
                return Err(FC.into());
            }
            if let Some(p) = self.gfx.page() {
                p.fill(view.x1, view.y1, view.x2, view.y2, f);
            }
            // The fill and the border are drawn in the current attribute, which DRAW
            // then keeps (the real GW-BASIC 3.23: after `DRAW "C2"` and `VIEW
            // (10,10)-(100,100),,5` DRAW draws in 5; with a fill 7 and a border 20, in 7).
            self.gfx.set_attr(f);
        }
        if let Some(b) = border {
            // Without a fill a border past the highest attribute stops the VIEW where a
            // bad fill does (the real GW-BASIC 3.23: after `VIEW SCREEN (7,27)-(29,36),,3`
            // in SCREEN 2 a window maps onto the screen, POINT(0) is 320).
            if b > max && fill.is_none() {
                self.gfx.view = Some(refused);
                return Err(FC.into());
            }
            if b > max {
                // A VIEW SCREEN stopped here maps a window onto its own extent: the
                // whole screen's is set only at the end (the real GW-BASIC 3.23: PMAP(-7,0)
                // 12 under `WINDOW SCREEN (-37,2.95)-(46,0.63)` after `VIEW SCREEN
                // (44,22)-(78,43),1,3` in SCREEN 2).
                self.gfx.view = Some(View {
                    own_extent: true,
                    offset_points: !view.screen,
                    ..view
                });
                // The centre's pixel counted from the screen's corner, its logical point
                // from the viewport's (the real machine: POINT(0) 41, POINT(2) 4.12 after
                // `VIEW (37,3)-(44,8),1,7` under `WINDOW (4.15,0.41)-(4.08,2.24)`).
                // Without a window the logical point is that pixel too (POINT(2) 62 after
                // `VIEW (35,23)-(89,24),1,2` in SCREEN 2), VIEW SCREEN's centre likewise.
                let (rx, ry) = ((view.x2 - view.x1 + 1) / 2, (view.y2 - view.y1 + 1) / 2);
                let g = &mut self.gfx;
                g.last_px = (view.x1 + rx, view.y1 + ry);
                // VIEW SCREEN's pixels are absolute: its centre maps back as such (POINT(2)
                // -7.608183 after `VIEW SCREEN (7,27)-(29,36),0,3` under `WINDOW
                // (-2.41,2.73)-(-31,41)` in SCREEN 2, the pixel (18,32)).
                let (ux, uy) = if view.screen { g.last_px } else { (rx, ry) };
                g.last = if g.window.is_some() {
                    (g.unmap_x(ux), g.unmap_y(uy))
                } else {
                    (f64::from(view.x1 + rx), f64::from(view.y1 + ry))
                };
                return Err(FC.into());
            }
            if let Some(p) = self.gfx.page() {
                let (l, t, r, d) = (view.x1 - 1, view.y1 - 1, view.x2 + 1, view.y2 + 1);
                for x in l..=r {
                    p.set(x, t, b);
                    p.set(x, d, b);
                }
                for y in t..=d {
                    p.set(l, y, b);
                    p.set(r, y, b);
                }
            }
            self.gfx.set_attr(b);
        }
        self.gfx.centre();
        Ok(())
    }

    /// CLS in a graphics mode (`n` as given): none clears the viewport (the whole screen
    /// without one) and centres the last point, 0 the whole screen; 1 the viewport; 2 the
    /// text window's pixel rows.
    pub(super) fn graphics_cls(&mut self, n: Option<i32>) {
        if self.gfx.mode.is_none() {
            return;
        }
        self.sync_scroll();
        self.clear_pixels(n);
    }

    /// What CLS `n` does to the pixels and to DRAW, also a printed form feed's (as CLS).
    fn clear_pixels(&mut self, n: Option<i32>) {
        let Some(m) = self.gfx.mode else {
            return;
        };
        // CLS 2 clears the text window's rows, the whole width (the real GW-BASIC 3.23:
        // after `VIEW PRINT 2 TO 3` pixel rows 8-23 in SCREEN 1, the rest kept).
        let (top, bottom) = self
            .screen
            .text
            .as_ref()
            .map_or((0, 23), |t| t.window_rows());
        let ch = (m.height / 25) as i32;
        let (x1, y1, x2, y2) = match n {
            Some(2) => (
                0,
                top as i32 * ch,
                m.width as i32 - 1,
                (bottom as i32 + 1) * ch - 1,
            ),
            // CLS 0 clears the whole screen, a viewport or not (the real GW-BASIC 3.23:
            // after `VIEW (4,4)-(30,30)`, `CLS 0` leaves every pixel 0, `CLS` those of
            // the viewport).
            Some(0) => (0, 0, m.width as i32 - 1, m.height as i32 - 1),
            _ => self.gfx.clip(),
        };
        if let Some(p) = self.gfx.page() {
            p.fill(x1, y1, x2, y2, 0);
        }
        // CLS but CLS 2 resets DRAW as GRPRST does: angle and scale to none, the colour
        // the foreground (the real GW-BASIC 3.23: after `COLOR 4`, `DRAW "C2 S8 TA30"`
        // and `CLS 1`, `DRAW "BM50,50 R4"` draws (50,50)-(54,50) in 4).
        if n != Some(2) {
            self.gfx.reset_draw();
            self.gfx.set_attr(self.gfx.fg);
            self.gfx.centre();
        }
    }

    /// True when CLS without an argument clears the graphics viewport only: the text
    /// cursor stays where it was (the real GW-BASIC 3.23: after `VIEW (40,40)-(200,150)`
    /// in SCREEN 1, `LOCATE 12,5: CLS` leaves CSRLIN 12 and POS 5, as CLS 1 does).
    pub(super) fn cls_keeps_text(&self) -> bool {
        self.gfx.mode.is_some() && self.gfx.view.is_some()
    }

    /// `SCREEN(row, col)` in a graphics mode (rows and columns from 1): the cell read back
    /// from the active page's pixels as the video BIOS reads a character there
    /// (`font::read_glyph`; the real GW-BASIC 3.23: a cell a drawing changed reads 0, one
    /// filled 219). None in SCREEN 0.
    pub(super) fn graphics_cell(&mut self, row: usize, col: usize) -> Option<u8> {
        let m = self.gfx.mode?;
        self.sync_scroll();
        let columns = self
            .screen
            .text
            .as_ref()
            .map_or(m.columns, |t| t.width())
            .max(1);
        let (ch, cw) = (m.char_height(), m.width / columns);
        let (x, y) = (((col - 1) * cw) as i32, ((row - 1) * ch) as i32);
        let p = self.gfx.page()?;
        let dots: Vec<u8> = (0..ch as i32)
            .map(|dy| {
                (0..8).fold(0u8, |b, dx| {
                    let lit = dx < cw as i32 && p.get(x + dx, y + dy).is_some_and(|v| v != 0);
                    b | if lit { 0x80 >> dx } else { 0 }
                })
            })
            .collect();
        Some(font::read_glyph(&dots))
    }

    /// Brings the pixels up to what the text layer did since last seen (`CellOp`): a
    /// cell written clears its pixels to 0 (the background of every glyph) and lights its
    /// glyph's dots (`pc::font`) in COLOR's foreground (3 in SCREEN 1, 1 in SCREEN 2: the
    /// real GW-BASIC 3.23, whatever DRAW's colour), and a scroll of the text window moves
    /// the pixel rows of its text rows, the row it opens cleared (the real GW-BASIC 3.23:
    /// printed spaces read 0 in SCREEN 1, 2, 7 and 9 under COLOR 5,1; after `VIEW PRINT 2
    /// TO 4` two line ends on row 4 move rows 2-4 only). A text row is the mode's
    /// character height of pixel rows, a column width/columns pixels.
    pub(super) fn sync_scroll(&mut self) {
        let (Some(m), Some(t)) = (self.gfx.mode, self.screen.text.as_mut()) else {
            return;
        };
        self.gfx.scrolls = t.scrolls();
        let ops = t.take_cell_ops();
        if ops.is_empty() {
            return;
        }
        let columns = t.width().max(1);
        let ch = m.char_height();
        let cw = m.width / columns;
        let fg = self.gfx.fg;
        for op in ops {
            // A printed form feed clears as CLS does, pixels and DRAW (the real GW-BASIC
            // 3.23: after `DRAW "C2 S8 TA30"` and `PRINT CHR$(12);` in SCREEN 1 under
            // `VIEW (40,40)-(200,150)`, the viewport reads 0, the rest as it was, POINT(0)
            // and POINT(1) are its centre, and `DRAW "BM60,60 R4"` draws 4 pixels in 3).
            if op == CellOp::FormFeed {
                self.clear_pixels(None);
                continue;
            }
            let Some(p) = self.gfx.page() else {
                return;
            };
            match op {
                CellOp::Put(r, c) => {
                    let (x, y) = ((c * cw) as i32, (r * ch) as i32);
                    p.fill(x, y, x + cw as i32 - 1, y + ch as i32 - 1, 0);
                }
                CellOp::Glyph(r, c, code) => {
                    let (x, y) = ((c * cw) as i32, (r * ch) as i32);
                    p.fill(x, y, x + cw as i32 - 1, y + ch as i32 - 1, 0);
                    for (dy, bits) in font::glyph(code, ch).iter().enumerate() {
                        for dx in 0..cw.min(8) {
                            if bits & (0x80 >> dx) != 0 {
                                p.set(x + dx as i32, y + dy as i32, fg);
                            }
                        }
                    }
                }
                CellOp::Up(top, bottom) => {
                    p.scroll_up(top * ch, (bottom + 1) * ch - 1, ch);
                }
                CellOp::Down(top, bottom) => {
                    p.scroll_down(top * ch, (bottom + 1) * ch - 1, ch);
                }
                CellOp::FormFeed => {}
            }
        }
    }

    /// `POINT(x,y)`: the attribute at the point, -1 outside the viewport; the last point
    /// is kept (GENGRP.ASM `POINT`). `POINT(n)`: the last point, 0 and 1 in pixels from
    /// the viewport's corner, 2 and 3 logical (others `Illegal function call`). In SCREEN
    /// 0 POINT(x,y) is refused and POINT(n) is 0.
    pub(super) fn point_fn(&mut self, args: &[Expr<P::Num>]) -> Result<Value<P::Num>, BasicError> {
        if args.len() == 2 {
            // SCREEN 0 refuses the point once x is read, before its type is looked at or
            // y read (real GW-BASIC 3.23: `POINT(1/0,1)` is 11, `POINT("A",1)` and
            // `POINT(1,1/0)` 5).
            let x = self.eval(&args[0])?;
            if self.gfx.mode.is_none() {
                return Err(FC.into());
            }
            let x = x.num()?;
            // Without a window x is made an integer before y is read (`GETIN2`: the real
            // GW-BASIC 3.23 gives 6 for `POINT(32768,"A")`).
            let to = |n: P::Num| n.to_i16().map(f64::from).map_err(|_| ErrorKind::Overflow);
            let windowed = self.gfx.window.is_some();
            let x = if windowed { x.to_f64() } else { to(x)? };
            let y = self.eval_num(&args[1])?;
            self.sync_scroll();
            let p = if windowed {
                (x, y.to_f64())
            } else {
                (x, to(y)?)
            };
            // POINT keeps the last point (GENGRP.ASM `POINT` saves and restores GRPACX,
            // GRPACY), but a point past 16 bits under a window stops it after the logical
            // point was stored: the real GW-BASIC 3.23 gives POINT(2), POINT(3) 1000000
            // and 30 after `POINT(1E6,30)`, `Overflow`, under `WINDOW (0,0)-(100,100)`.
            // After a VIEW refused at its fill or border, POINT's point is offset by the
            // corner as a drawn one is (the real GW-BASIC 3.23: POINT(0,7) reads (50,10)
            // after `VIEW (256,3)-(50,16),2.5`, 5, in SCREEN 2).
            let read_at = match self.gfx.view {
                Some(v) if v.offset_points && self.gfx.window.is_none() => {
                    (p.0 + f64::from(v.x1), p.1 + f64::from(v.y1))
                }
                _ => p,
            };
            let Some((px, py)) = self.gfx.physical(read_at) else {
                self.gfx.last = p;
                return Err(ErrorKind::Overflow.into());
            };
            let v = self.gfx.read(px, py).map_or(-1, i32::from);
            return Ok(Value::Num(P::Num::from_i32(v)));
        }
        let n = self.eval_index(&args[0])?;
        if self.gfx.mode.is_none() {
            return Ok(Value::Num(P::Num::from_i32(0)));
        }
        // A form feed printed since (PRINT # to the screen) has moved the point.
        self.sync_scroll();
        let (rx, ry) = self.gfx.last_relative();
        let v = match n {
            0 => P::Num::from_i32(rx),
            1 => P::Num::from_i32(ry),
            2 => single::<P::Num>(self.gfx.last.0),
            3 => single::<P::Num>(self.gfx.last.1),
            _ => return Err(FC.into()),
        };
        Ok(Value::Num(v))
    }

    /// `PMAP(v, n)`: 0 and 1 map a logical x or y to pixels (rounded), 2 and 3 a pixel
    /// (the value rounded to an integer first) to logical; without a window the value
    /// comes back as an integer; n outside 0..3 is `Illegal function call`, a pixel past
    /// 16 bits `Overflow` (the real GW-BASIC 3.23).
    pub(super) fn pmap_fn(&mut self, args: &[Expr<P::Num>]) -> Result<Value<P::Num>, BasicError> {
        let v = self.eval_num(&args[0])?;
        let n = self.eval_index(&args[1])?;
        if !(0..=3).contains(&n) {
            return Err(FC.into());
        }
        // PMAP alone maps through the window WINDOW took from a refused VIEW.
        let drawing = self.gfx.window;
        if let Some(w) = self.gfx.pmap_window {
            self.gfx.window = Some(w);
        }
        let p = self.pmap_value(v, n);
        self.gfx.window = drawing;
        p
    }

    /// PMAP function `n` of `v` through the graphics state's mapping.
    fn pmap_value(&self, v: P::Num, n: i32) -> Result<Value<P::Num>, BasicError> {
        let g = &self.gfx;
        if g.mode.is_none() && !g.mapped {
            // A SCREEN 0 that never left text mode maps everything to 0; a pixel is still made an integer first
            // (real GW-BASIC 3.23: `PMAP(5,0)` is 0, `PMAP(1E6,0)` 0, `PMAP(1E6,2)` 6).
            if n >= 2 {
                v.to_i16().map_err(|_| ErrorKind::Overflow)?;
            }
            return Ok(Value::Num(P::Num::default()));
        }
        if g.window.is_none() || n >= 2 {
            // A refused window's mapping takes a logical value as it is (the real GW-BASIC
            // 3.23: PMAP(1E6,0) is 639 after `WINDOW SCREEN (1E6,63)-(63,.4)` and `WINDOW
            // (-1,32768)-("A","A")`, 13, in SCREEN 2); a pixel is made an integer first.
            let refused = g.refused_window.filter(|_| g.window.is_none());
            let i = match (refused, n < 2) {
                (Some(_), true) => 0,
                _ => i32::from(v.to_i16().map_err(|_| ErrorKind::Overflow)?),
            };
            if let Some(r) = refused {
                let at = if n < 2 { v.to_f64() } else { f64::from(i) };
                let p = g.refused_map(&r, n, at).ok_or(ErrorKind::Overflow)?;
                return Ok(Value::Num(if n < 2 {
                    P::Num::from_i32(p as i32)
                } else {
                    single::<P::Num>(p)
                }));
            }
            if g.window.is_none() {
                return Ok(Value::Num(P::Num::from_i32(i)));
            }
            let r = if n == 2 { g.unmap_x(i) } else { g.unmap_y(i) };
            return Ok(Value::Num(single::<P::Num>(r)));
        }
        let v = v.to_f64();
        let p = if n == 0 { g.map_x(v) } else { g.map_y(v) };
        let p = p.ok_or(ErrorKind::Overflow)?;
        Ok(Value::Num(P::Num::from_i32(p)))
    }

    /// A logical point to absolute pixels: `Overflow` past 16 bits.
    fn physical(&self, p: (f64, f64)) -> Result<(i32, i32), BasicError> {
        self.gfx
            .physical(p)
            .ok_or_else(|| ErrorKind::Overflow.into())
    }
}

/// The extents a VIEW refused part way leaves for WINDOW alone to map through (the OEM's
/// VIEW, not published; measured on the real GW-BASIC 3.23 in SCREEN 1 after `VIEW`
/// with each kind of bad corner, from PMAP(1000,2) and PMAP(1000,3) after `WINDOW`): the
/// first corner is stored as given, then the y values sorted as unsigned words (equal:
/// refused, nothing more stored), the lower stored and the higher (past the screen:
/// refused after it is stored), then x alike. The unwritten far corner is the screen's.
/// The result is the stored corners; the window maps through `(x2 - x1, y2 - y1)`:
/// `VIEW (7,-1)-(32,5)` leaves (312, -6), `VIEW (32,5)-(7,-1)` (287, -6), `VIEW
/// (-2,14)-(9,11)` (-11, 3).
fn refused_corners([x1, y1, x2, y2]: [i32; 4], w: i32, h: i32) -> [i32; 4] {
    let (mut sx1, mut sy1, mut sx2, mut sy2) = (x1, y1, w - 1, h - 1);
    let word = |v: i32| v as u16;
    let sorted = |a: i32, b: i32| {
        if word(a) <= word(b) {
            (a, b)
        } else {
            (b, a)
        }
    };
    let done = |sx1: i32, sy1: i32, sx2: i32, sy2: i32| [sx1, sy1, sx2, sy2];
    if word(y1) == word(y2) {
        return done(sx1, sy1, sx2, sy2);
    }
    (sy1, sy2) = sorted(y1, y2);
    if i32::from(word(sy2)) >= h {
        return done(sx1, sy1, sx2, sy2);
    }
    if word(x1) == word(x2) {
        return done(sx1, sy1, sx2, sy2);
    }
    (sx1, sx2) = sorted(x1, x2);
    done(sx1, sy1, sx2, sy2)
}
