//! The graphics state a GW-BASIC machine keeps beside its text page: the mode, its pages
//! of pixels, the drawing colour, the last point referenced, the viewport and the window
//! (User's Guide: SCREEN, VIEW, WINDOW, PMAP, POINT; the figures the real GW-BASIC 3.23
//! showed, `difftest/gw/graphics`).

use super::mode::Mode;
use super::page::Page;
use super::single::Single;

/// `VIEW`'s viewport, in absolute pixels, corners in order.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    /// Left, top, right, bottom.
    pub x1: i32,
    /// Top.
    pub y1: i32,
    /// Right.
    pub x2: i32,
    /// Bottom.
    pub y2: i32,
    /// `VIEW SCREEN`: coordinates stay absolute (only clipped).
    pub screen: bool,
    /// A window maps onto the viewport's own extent even under VIEW SCREEN (a VIEW
    /// SCREEN whose fill or border was refused).
    pub own_extent: bool,
    /// A VIEW (not SCREEN) refused at its fill or border: coordinates without a window
    /// are offset by the corner as they are read, so the last point holds absolute
    /// pixels (the real GW-BASIC 3.23: after `VIEW (64,64)-(63,3),256`, 5, `PSET (0,0)`
    /// plots (63,3) and POINT(0) to POINT(3) are 63 3 63 3).
    pub offset_points: bool,
}

/// What a WINDOW refused for equal corners leaves for PMAP (measured on the real GW-BASIC
/// 3.23; the routine is the OEM's, not published): the origin moved to the lower x and the
/// first y as given, y counted downwards, the scales of the mapping before (1 without a
/// window); drawing and POINT go on without a window. After `WINDOW (0,0)-(100,100)`,
/// `WINDOW (30,40)-(30,50)` in SCREEN 2: PMAP(10,0) -128, PMAP(5,1) -70, PMAP(100,2)
/// 45.64945, PMAP(20,3) 50.05025. A WINDOW, a VIEW or a mode drops it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RefusedWindow {
    /// The x origin.
    pub x0: f64,
    /// The y origin.
    pub y0: f64,
    /// The window whose scales are kept.
    pub old: Option<Window>,
}

/// `WINDOW`'s logical coordinates, corners in order.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Window {
    /// Lowest x.
    pub x1: f64,
    /// Lowest y.
    pub y1: f64,
    /// Highest x.
    pub x2: f64,
    /// Highest y.
    pub y2: f64,
    /// `WINDOW SCREEN`: y grows downwards as on the screen.
    pub screen: bool,
}

/// The machine's graphics: text mode 0 has no mode and no pixels.
#[derive(Clone, Debug, Default)]
pub struct Graphics {
    /// The graphics mode, `None` in SCREEN 0.
    pub mode: Option<Mode>,
    /// The pages of the mode.
    pub pages: Vec<Page>,
    /// The page drawn on (SCREEN's apage) and the page shown (vpage).
    pub apage: u8,
    /// The page shown.
    pub vpage: u8,
    /// The attribute PSET, LINE and CIRCLE draw in when none is given (COLOR's foreground).
    pub fg: u8,
    /// The byte at &H4E in a graphics mode (SCREEN 0's is the text attribute): the mode's
    /// foreground when it is entered, then what COLOR leaves there (`exec/lowseg.rs`).
    pub peek_4e_attribute: u8,
    /// The last point referenced, in logical coordinates.
    pub last: (f64, f64),
    /// The last point in pixels from the origin (GRPACX, GRPACY): a new WINDOW keeps it
    /// and maps it back to logical coordinates.
    pub last_px: (i32, i32),
    /// The viewport, if VIEW set one.
    pub view: Option<View>,
    /// The window, if WINDOW set one (it outlives a change of mode).
    pub window: Option<Window>,
    /// The current attribute (ATRBYT): what the last drawing statement's colour was
    /// (`ATRSCN`), DRAW's `C` or `P`; DRAW draws in it.
    pub attr: u8,
    /// The video driver's attribute byte when a tiled PAINT left a tile row's last byte
    /// there (each row PAINT moves to is handed to the driver byte by byte, the last one
    /// staying): DRAW, which takes the byte as it is, draws its pattern (SCREEN 1 and 2:
    /// the row's bits at each pixel's place in its byte; SCREEN 7-9: its low four bits).
    /// `None`: the byte is `attr`'s.
    pub attr_byte: Option<u8>,
    /// The driver's tile flag armed: a PAINT read a tile string and stopped before the
    /// driver's paint set-up (`PNTINI`) took the flag. The next set-up (PAINT's or DRAW's
    /// `P`) then paints in the driver's tile mode whatever its fill.
    pub tile_armed: bool,
    /// The planes' bytes of the last tile row handed to the EGA's driver (SCREEN 7-9): a
    /// fill in the driver's tile mode that loads no rows paints this row on every line.
    pub tile_planes: [u8; 4],
    /// DRAW's `B` and `N` prefixes waiting for the next move.
    pub draw_flags: (bool, bool),
    /// DRAW's angle in degrees (`A` n·90, `TA`).
    pub draw_angle: i32,
    /// DRAW's exact position after a relative move, and the pixel it was for.
    pub draw_exact: Option<((i32, i32), (f64, f64))>,
    /// DRAW's scale in quarters of a pixel (`S`; 0 none).
    pub draw_scale: u8,
    /// The text window's scroll count last seen, so the pixels scroll with the text.
    pub scrolls: u32,
    /// SCREEN's colour switch was last 0 (it starts nonzero): in modes 0 and 1 a change of
    /// it enters the mode again.
    pub switch_zero: bool,
    /// The last SCREEN named a mode the machine does not have: COLOR is refused in the
    /// modes without colour until a SCREEN passes (the OEM's SCRSTT, not published).
    pub refused_mode: bool,
    /// The mode the last SCREEN statement that passed left: WIDTH's change of mode leaves
    /// it, and COLOR in SCREEN 2 is refused only when SCREEN said 2 (see `graphics_color`).
    pub stated_mode: u8,
    /// A graphics mode was entered since the machine started: until then the mapping
    /// PMAP reads in SCREEN 0 is all zero (real GW-BASIC 3.23: `PMAP(5,0)` is 0 in a
    /// fresh SCREEN 0, `PMAP(1,1)` 1 back in SCREEN 0 after SCREEN 7).
    pub mapped: bool,
    /// After a VIEW refused part way: the extents of the corners it stored, which WINDOW
    /// alone then maps through (`refused_corners`); a VIEW that passes clears it.
    pub off_window: Option<(i32, i32)>,
    /// The window WINDOW alone took from `off_window`: PMAP maps through it, drawing and
    /// POINT do not (the real GW-BASIC 3.23: after `VIEW (50,30)-(700,40)`, 5, and
    /// `WINDOW`, PMAP(5,1) is 100 but `PSET (6,6)` leaves POINT(0) to POINT(3) at 6 6 6 6).
    pub pmap_window: Option<Window>,
    /// PMAP's mapping after a WINDOW refused for equal corners (no window for drawing).
    pub refused_window: Option<RefusedWindow>,
    /// The running statement's expressions evaluated, and where its text went wrong.
    pub steps: super::reading::Steps,
    /// What a terminal shows of the pixels (`shown.rs`).
    pub shown: super::shown::Shown,
}

impl Graphics {
    /// Enters `mode` (None: text mode): the pages are cleared, the viewport reset, the
    /// last point centred (GENGRP.ASM `GRPINI`) and the colour the mode's highest.
    pub fn set_mode(&mut self, mode: Option<Mode>) {
        self.mapped |= mode.is_some();
        self.mode = mode;
        self.pages = match mode {
            Some(m) => (0..m.pages).map(|_| Page::new(m.width, m.height)).collect(),
            None => Vec::new(),
        };
        self.apage = 0;
        self.vpage = 0;
        self.view = None;
        self.refused_window = None;
        self.drop_off_window();
        self.fg = mode.map_or(0, |m| m.max_attribute());
        self.set_attr(self.fg);
        self.peek_4e_attribute = self.fg;
        self.draw_flags = (false, false);
        self.reset_draw();
        self.shown.reset();
        self.centre();
    }

    /// DRAW's angle (`A`, `TA`) and scale (`S`) back to none, as GENGRP.ASM's `GRPRST`
    /// does; the OEM's VIEW and CLS call it (the real GW-BASIC 3.23: after `DRAW "S8
    /// TA30"` and any VIEW, even one refused, `R4` moves 4 pixels right).
    pub fn reset_draw(&mut self) {
        self.draw_angle = 0;
        self.draw_scale = 0;
    }

    /// Makes `a` the current attribute (SETATR): the driver's byte is its again.
    pub fn set_attr(&mut self, a: u8) {
        self.attr = a;
        self.attr_byte = None;
    }

    /// A tile row handed to the driver byte by byte (the OEM's row loader): its last byte
    /// stays the driver's attribute byte, and on the EGA's planes the row is the planes'
    /// bytes (the real GW-BASIC 3.23: after a tiled PAINT of one line DRAW draws the row
    /// of the line below it, the last one PAINT moved to).
    pub fn take_tile_row(&mut self, row: &[u8]) {
        self.attr_byte = row.last().copied();
        if row.len() == 4 {
            self.tile_planes.copy_from_slice(row);
        }
    }

    /// The attribute DRAW plots at absolute x: the current attribute, or after a tiled
    /// PAINT the pattern of the byte it left (see `attr_byte`).
    pub fn draw_attr(&self, x: i32) -> u8 {
        match (self.attr_byte, self.mode) {
            (Some(b), Some(m)) => match m.attributes {
                4 => (b >> ((3 - x.rem_euclid(4)) * 2)) & 3,
                2 => (b >> (7 - x.rem_euclid(8))) & 1,
                _ => b & 0x0f,
            },
            _ => self.attr,
        }
    }

    /// Forgets a refused VIEW's corners and the window WINDOW alone took from them.
    pub fn drop_off_window(&mut self) {
        self.off_window = None;
        self.pmap_window = None;
    }

    /// The last point at the centre of the screen: `((width+1)/2, (height+1)/2)` of the
    /// highest coordinates (GENGRP.ASM `GRPINI`), mapped back through the window.
    pub fn centre(&mut self) {
        let Some(m) = self.mode else {
            self.last = (0.0, 0.0);
            return;
        };
        // GRPINI halves the extent's highest coordinate plus one: a viewport's (not VIEW
        // SCREEN's) when there is one (the real GW-BASIC 3.23: VIEW (6,17)-(32,42)
        // centres at 13,13; VIEW SCREEN at the screen's centre).
        self.last_px = match self.view {
            Some(v) if !v.screen => ((v.x2 - v.x1 + 1) / 2, (v.y2 - v.y1 + 1) / 2),
            _ => (m.width as i32 / 2, m.height as i32 / 2),
        };
        self.remap();
    }

    /// The last point's logical coordinates from its pixels (after a new WINDOW).
    pub fn remap(&mut self) {
        let (x, y) = self.last_px;
        let (ox, oy) = self.refused_offset();
        self.last = self.to_logical(x - ox, y - oy);
    }

    /// After a VIEW refused at its fill or border, a window maps from the viewport's
    /// corner while the last point's pixels stay absolute (the real GW-BASIC 3.23: after
    /// `VIEW (3,3)-(256,63),7,` (22) in SCREEN 8 and `WINDOW (16,16)-(2.5,3)`, `PSET (5,5)`
    /// plots (121,171) and POINT(0) is 121): the corner, else (0,0).
    pub fn refused_offset(&self) -> (i32, i32) {
        match self.view {
            Some(v) if v.offset_points && self.window.is_some() => (v.x1, v.y1),
            _ => (0, 0),
        }
    }

    /// Makes `p` (logical) the last point.
    /// A point whose pixel is past 16 bits keeps the last pixel (the real GW-BASIC 3.23:
    /// after `PSET (20,1)`, `Overflow` under `WINDOW (4.15,0.41)-(4.08,2.24)`, POINT(0) and
    /// POINT(1) are the point before, POINT(2) and POINT(3) 20 and 1).
    pub fn set_last(&mut self, p: (f64, f64)) {
        self.last = p;
        if let (Some(x), Some(y)) = (self.map_x(p.0), self.map_y(p.1)) {
            let (ox, oy) = self.refused_offset();
            self.last_px = (x + ox, y + oy);
        }
    }

    /// The page drawn on.
    pub fn page(&mut self) -> Option<&mut Page> {
        self.pages.get_mut(usize::from(self.apage))
    }

    /// LINE BF's rows from `top` down to `last` read as an unsigned word past it (the
    /// box a refused VIEW's corners leave, `line::box_fill`): NSETCX fills each row and
    /// DOWNC steps a row's bytes on, the offset a 16-bit word, so on the EGA's modes (one
    /// 64 KB segment holding every page, rows of width/8 bytes) the rows past the last
    /// page come round to the first shifted by the remainder: the real GW-BASIC 3.23 in
    /// SCREEN 8 fills x 40-50, 168-178, ... 552-562 of every row from `(40,17)-(50,48)`
    /// after `VIEW SCREEN (31,-1)-(84,33)` (5). The CGA's interleaved modes are not
    /// modelled past the page (rows down to its foot).
    pub fn fill_rows(&mut self, x1: i32, x2: i32, top: i32, last: i32, attr: u8) {
        let Some(m) = self.mode else { return };
        let (w, h) = (m.width as u64, m.height as u64);
        let page_bits: u64 = match m.number {
            7 => 0x2000 * 8,
            8 => 0x4000 * 8,
            9 => 0x8000 * 8,
            _ => return self.fill_rows_cga(m.width, x1, x2, top, last, attr),
        };
        const BITS: u64 = 0x10000 * 8;
        let (top, last) = (u64::from(top as u16), u64::from(last as u16));
        let (x1, x2) = (u64::from(x1 as u16), u64::from(x2 as u16));
        let base = u64::from(self.apage) * page_bits;
        // Each row's run of bits, the segment's bits round at its end, marked on a
        // difference array (a row can run past the whole segment's width).
        let mut marks = vec![0i32; BITS as usize + 1];
        let mut mark = |from: u64, to: u64| {
            marks[from as usize] += 1;
            marks[to as usize + 1] -= 1;
        };
        for row in top..=last {
            let a = (base + row * w + x1) % BITS;
            let n = x2 - x1 + 1;
            if a + n <= BITS {
                mark(a, a + n - 1);
            } else {
                mark(a, BITS - 1);
                mark(0, (a + n - 1 - BITS).min(BITS - 1));
            }
        }
        let mut depth = 0;
        for (bit, d) in marks.iter().take(BITS as usize).enumerate() {
            depth += d;
            if depth > 0 {
                let bit = bit as u64;
                let (page, local) = (bit / page_bits, bit % page_bits);
                let (y, col) = (local / w, local % w);
                if y < h {
                    if let Some(p) = self.pages.get_mut(page as usize) {
                        p.set(col as i32, y as i32, attr);
                    }
                }
            }
        }
    }

    /// `fill_rows` on the CGA's modes: rows alternate between two 8 KB banks (DOWNC adds
    /// 8 KB from an even row, takes 8 KB less a row's 80 bytes from an odd one), the
    /// offset a 16-bit word; only the first 16 KB are shown. A row's run goes on through
    /// the memory past the row's end (x from the first corner to the second as unsigned
    /// words: the real GW-BASIC 3.23 fills from x 35 of row 4 to the end of the shown
    /// memory, rows 0 and 2 kept, for `LINE (-47,23)-(203,-75),,BF` after `VIEW SCREEN
    /// (-1,4)-(35,29),,3` was refused in SCREEN 1: its corners 35 and -1).
    fn fill_rows_cga(&mut self, width: usize, x1: i32, x2: i32, top: i32, last: i32, attr: u8) {
        const SHOWN: u32 = 0x4000;
        let ppb: u32 = if width == 320 { 4 } else { 8 };
        let (top, last) = (u32::from(top as u16), u32::from(last as u16));
        let (x1, x2) = (u32::from(x1 as u16), u32::from(x2 as u16));
        let mut addr = (top & 1) * 0x2000 + (top >> 1) * 80;
        let Some(page) = self.page() else { return };
        let set = |page: &mut Page, a: u32, k: u32| {
            let a = a & 0xFFFF;
            if a < SHOWN {
                let within = a & 0x1FFF;
                let row = (within / 80) * 2 + u32::from(a >= 0x2000);
                page.set((within % 80 * ppb + k) as i32, row as i32, attr);
            }
        };
        // Whole bytes marked on a difference array over the 64 KB, the ends' partial
        // bytes pixel by pixel.
        let mut marks = vec![0i32; 0x10001];
        for _ in top..=last {
            let (first, lastb) = (x1 / ppb, x2 / ppb);
            let mut whole = (first, lastb);
            if x1 % ppb != 0 || first == lastb {
                let end = if first == lastb { x2 % ppb } else { ppb - 1 };
                for k in x1 % ppb..=end {
                    set(page, addr + first, k);
                }
                whole.0 += 1;
            }
            if first != lastb && x2 % ppb != ppb - 1 {
                for k in 0..=x2 % ppb {
                    set(page, addr + lastb, k);
                }
                whole.1 = whole.1.wrapping_sub(1);
            }
            if whole.0 <= whole.1 && whole.1 != u32::MAX {
                let n = (whole.1 - whole.0 + 1).min(0x10000);
                let a = (addr + whole.0) & 0xFFFF;
                if a + n <= 0x10000 {
                    marks[a as usize] += 1;
                    marks[(a + n) as usize] -= 1;
                } else {
                    marks[a as usize] += 1;
                    marks[0x10000] -= 1;
                    marks[0] += 1;
                    marks[(a + n - 0x10000) as usize] -= 1;
                }
            }
            addr = if addr & 0x2000 != 0 {
                addr.wrapping_sub(0x2000 - 80) & 0xFFFF
            } else {
                (addr + 0x2000) & 0xFFFF
            };
        }
        let mut depth = 0;
        for (a, d) in marks.iter().take(SHOWN as usize).enumerate() {
            depth += d;
            if depth > 0 {
                for k in 0..ppb {
                    set(page, a as u32, k);
                }
            }
        }
    }

    /// The pixel at absolute (x, y) of the active page, `None` off the viewport.
    pub fn read(&self, x: i32, y: i32) -> Option<u8> {
        let (x1, y1, x2, y2) = self.clip();
        if x < x1 || x > x2 || y < y1 || y > y2 {
            return None;
        }
        self.pages.get(usize::from(self.apage))?.get(x, y)
    }

    /// Sets the pixel at absolute (x, y) if it lies in the viewport.
    pub fn plot(&mut self, x: i32, y: i32, attr: u8) {
        let (x1, y1, x2, y2) = self.clip();
        if x < x1 || x > x2 || y < y1 || y > y2 {
            return;
        }
        if let Some(p) = self.page() {
            p.set(x, y, attr);
        }
    }

    /// The rectangle drawing is clipped to: the viewport, or the whole screen.
    pub fn clip(&self) -> (i32, i32, i32, i32) {
        match (self.view, self.mode) {
            (Some(v), _) => (v.x1, v.y1, v.x2, v.y2),
            (None, Some(m)) => (0, 0, m.width as i32 - 1, m.height as i32 - 1),
            (None, None) => (0, 0, -1, -1),
        }
    }

    /// Where coordinates count from: a viewport's corner unless VIEW SCREEN.
    pub fn origin(&self) -> (i32, i32) {
        match self.view {
            Some(v) if !v.screen && !v.offset_points => (v.x1, v.y1),
            _ => self.refused_offset(),
        }
    }

    /// The extent the window maps onto: a viewport's (VIEW), else the screen's (highest
    /// coordinates from 0): VIEW SCREEN only clips, the window still spans the screen (the
    /// real GW-BASIC 3.23: `WINDOW (0,0)-(50,50)` over `VIEW SCREEN (25,40)-(55,60)` in
    /// SCREEN 8 maps x 10 to 128, PMAP(10,2) is .7824726).
    fn extent(&self) -> (f64, f64) {
        match (self.view, self.mode) {
            // A VIEW refused before its fill keeps the screen's extent.
            (Some(v), _) if (!v.screen && !v.offset_points) || v.own_extent => {
                (f64::from(v.x2 - v.x1), f64::from(v.y2 - v.y1))
            }
            (_, Some(m)) => (m.width as f64 - 1.0, m.height as f64 - 1.0),
            (_, None) => (0.0, 0.0),
        }
    }

    /// The window's sides and the viewport's extents as singles: `(x1, dx, qx, rx)` for
    /// x, where `dx = x2 - x1`, `qx = extent / dx` (logical to pixels) and `rx = dx /
    /// extent` (pixels to logical), each one single operation.
    fn ratios(&self, w: &Window, vertical: bool) -> (Single, Single, Single, Single, Single) {
        let (lo, hi, ext) = if vertical {
            (w.y1, w.y2, self.extent().1)
        } else {
            (w.x1, w.x2, self.extent().0)
        };
        let (lo, hi, ext) = (Single::new(lo), Single::new(hi), Single::new(ext));
        let d = hi.sub(lo);
        (lo, hi, d, ext.div(d), d.div(ext))
    }

    /// Logical x to a pixel x relative to the origin (PMAP's function 0): with a window
    /// `CINT((x - x1) * (extent / (x2 - x1)))` in singles (the real GW-BASIC 3.23 over
    /// thousands of values: no other order of the operations gives every result); `None`
    /// past 16 bits.
    pub fn map_x(&self, x: f64) -> Option<i32> {
        match self.window {
            Some(w) => {
                let (lo, _, _, q, _) = self.ratios(&w, false);
                Single::new(x).sub(lo).mul(q).cint()
            }
            None => Some(round(x)).filter(|v| fits(*v)),
        }
    }

    /// A length along x in pixels (CIRCLE's radius under a window): `CINT(r * (extent /
    /// (x2 - x1)))`.
    pub fn scale_x(&self, r: f64) -> Option<i32> {
        match self.window {
            Some(w) => {
                let (_, _, _, q, _) = self.ratios(&w, false);
                Single::new(r).mul(q).cint()
            }
            None => Some(round(r)).filter(|v| fits(*v)),
        }
    }

    /// Logical y to a pixel y relative to the origin (PMAP's function 1): `CINT((y2 - y) *
    /// (extent / (y2 - y1)))`, WINDOW SCREEN's `CINT((y - y1) * ...)`.
    pub fn map_y(&self, y: f64) -> Option<i32> {
        match self.window {
            Some(w) => {
                let (lo, hi, _, q, _) = self.ratios(&w, true);
                let d = if w.screen {
                    Single::new(y).sub(lo)
                } else {
                    hi.sub(Single::new(y))
                };
                d.mul(q).cint()
            }
            None => Some(round(y)).filter(|v| fits(*v)),
        }
    }

    /// A pixel x relative to the origin to logical x (PMAP's function 2): `x1 + p * ((x2 -
    /// x1) / extent)` in singles.
    pub fn unmap_x(&self, p: i32) -> f64 {
        match self.window {
            Some(w) => {
                let (lo, _, _, _, r) = self.ratios(&w, false);
                lo.add(Single::int(p).mul(r)).get()
            }
            None => f64::from(p),
        }
    }

    /// A pixel y relative to the origin to logical y (PMAP's function 3): `y2 - p * ((y2 -
    /// y1) / extent)`, WINDOW SCREEN's `y1 + p * ...`.
    pub fn unmap_y(&self, p: i32) -> f64 {
        match self.window {
            Some(w) => {
                let (lo, hi, _, _, r) = self.ratios(&w, true);
                let d = Single::int(p).mul(r);
                if w.screen { lo.add(d) } else { hi.sub(d) }.get()
            }
            None => f64::from(p),
        }
    }

    /// A pixel relative to the origin back to logical coordinates.
    fn to_logical(&self, x: i32, y: i32) -> (f64, f64) {
        (self.unmap_x(x), self.unmap_y(y))
    }

    /// A logical point to absolute pixels; `None` past the 16-bit coordinates
    /// (`Overflow` on the real machine).
    pub fn physical(&self, (x, y): (f64, f64)) -> Option<(i32, i32)> {
        let (ox, oy) = self.origin();
        Some((ox + self.map_x(x)?, oy + self.map_y(y)?))
    }

    /// PMAP function `n` of `v` (a pixel for 2 and 3) under a refused window's mapping;
    /// `None` past 16 bits.
    pub fn refused_map(&self, r: &RefusedWindow, n: i32, v: f64) -> Option<f64> {
        let vertical = n % 2 == 1;
        let (q, back) = match r.old {
            Some(w) => {
                let (_, _, _, q, back) = self.ratios(&w, vertical);
                (q, back)
            }
            None => (Single::int(1), Single::int(1)),
        };
        let o = Single::new(if vertical { r.y0 } else { r.x0 });
        if n < 2 {
            Single::new(v).sub(o).mul(q).cint().map(f64::from)
        } else {
            Some(o.add(Single::new(v).mul(back)).get())
        }
    }

    /// The last point in pixels relative to the origin (POINT(0) and POINT(1)).
    pub fn last_relative(&self) -> (i32, i32) {
        self.last_px
    }
}

/// Whether a pixel coordinate fits GW-BASIC's 16 bits.
pub fn fits(v: i32) -> bool {
    (-32768..=32767).contains(&v)
}

/// A real coordinate to a pixel: the nearest, halves up (the real GW-BASIC 3.23 with a
/// window: 159.5 maps to 160, 99.5 to 100).
pub fn round(v: f64) -> i32 {
    let r = (v + 0.5).floor();
    r.clamp(-1e9, 1e9) as i32
}
