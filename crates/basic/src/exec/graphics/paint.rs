//! PAINT's fill (ADVGRP.ASM `PAINT`): a queue of scan lines, each entry a run of the line
//! before it (its left end, its width and a direction). A line is scanned right from the
//! entry's left end, skipping border pixels across the run's width (`SCANR` with
//! `SKPCNT`), painted until a border, then left from where it began (`SCANL`); a run that
//! changed no pixel makes no entry (`ENTSLR`), which is what ends the fill. Overhangs past
//! the parent run of two pixels or more go back the other way (`PNTLP3`, `RTOVH0`).

use std::collections::VecDeque;

/// What PAINT writes: one attribute, or a tile (one attribute per pixel from the
/// position) with a background tile that counts as not yet painted.
pub trait Fill {
    /// The attribute at (x, y).
    fn at(&self, x: i32, y: i32) -> u8;
    /// Whether painting the pixels `a..b` of line y, whose old attributes are `line`
    /// (the whole line), changes it (else the line counts as painted already and makes
    /// no entry).
    fn changes(&self, line: &[u8], a: i32, b: i32, y: i32) -> bool;
}

/// One attribute everywhere.
pub struct Solid(pub u8);

impl Fill for Solid {
    fn at(&self, _: i32, _: i32) -> u8 {
        self.0
    }
    fn changes(&self, line: &[u8], a: i32, b: i32, _: i32) -> bool {
        line[a as usize..b as usize].iter().any(|&o| o != self.0)
    }
}

/// A tile string: a row a byte (SCREEN 1: four pixels of two bits, SCREEN 2: eight of one
/// bit) or, on the EGA's planes, a row of one byte a plane (bit n of the attribute from
/// the row's byte n), repeated across and down the screen from its origin.
pub struct Tile {
    /// The rows, each `planes` bytes (missing bytes 0).
    pub rows: Vec<Vec<u8>>,
    /// The background tile's row (CHR$(0) by default): pixels matching it count as not
    /// painted yet.
    pub background: Vec<u8>,
    /// Bits a pixel in a byte (2 in SCREEN 1, else 1).
    pub bits: u32,
    /// Whether a row equal to the background counts as never painted (PAINT's own tile
    /// mode; not the driver's stale row, see [`Tile::stale`]).
    pub rows_checked: bool,
}

impl Tile {
    /// The tile of the string `s` for a mode of `bits` a pixel and `planes` planes, with
    /// the background tile given (CHR$(0) by default).
    pub fn new(s: &[u8], bits: u32, planes: usize, background: Option<&[u8]>) -> Tile {
        let rows: Vec<Vec<u8>> = s
            .chunks(planes)
            .map(|c| {
                let mut r = c.to_vec();
                r.resize(planes, 0);
                r
            })
            .collect();
        let mut bg: Vec<u8> = background
            .unwrap_or(&[0])
            .iter()
            .copied()
            .take(planes)
            .collect();
        bg.resize(planes, 0);
        Tile {
            rows,
            background: bg,
            bits,
            rows_checked: true,
        }
    }

    /// The one row the EGA's driver paints when its tile flag was left armed by a PAINT
    /// refused before its set-up: the planes' bytes of the last row it was handed, on
    /// every line, with no background rule (PAINT's own tile mode is off).
    pub fn stale(planes: [u8; 4]) -> Tile {
        Tile {
            rows: vec![planes.to_vec()],
            background: vec![0; 4],
            bits: 1,
            rows_checked: false,
        }
    }

    /// Whether the given background refuses the tile (`Illegal function call`): three
    /// rows in a row equal to it, counted round the tile (the real GW-BASIC 3.23's PAINT
    /// compares each row and the two after it, wrapping: `PAINT (5,5),"A",1,"A"` is 5 in
    /// SCREEN 1, 8, 9; `"AB",1,"AB"` in SCREEN 8, a single partial row; not `"AB",1,"A"`
    /// in SCREEN 1).
    pub fn background_refused(&self) -> bool {
        let n = self.rows.len();
        (0..n).any(|i| (0..3).all(|k| self.rows[(i + k) % n] == self.background))
    }

    /// The row PAINT hands the driver for line y (its index `y` mod the rows, `y` taken
    /// as an unsigned word as the machine divides it).
    pub fn row(&self, y: i32) -> &[u8] {
        &self.rows[usize::from(y as u16) % self.rows.len()]
    }

    fn pixel(&self, row: &[u8], x: i32) -> u8 {
        let per = 8 / self.bits as i32;
        let shift = (per - 1 - x.rem_euclid(per)) as u32 * self.bits;
        let mask = (1u8 << self.bits) - 1;
        row.iter()
            .enumerate()
            .fold(0, |a, (k, b)| a | ((b >> shift) & mask) << k)
    }
}

impl Fill for Tile {
    fn at(&self, x: i32, y: i32) -> u8 {
        let row = &self.rows[y.rem_euclid(self.rows.len() as i32) as usize];
        self.pixel(row, x)
    }
    /// A pixel that differs from the tile changes the run; so does every run of a line
    /// whose tile row equals the background's (measured on the real GW-BASIC 3.23: a
    /// tile row `0033` painted again beside a border stays painted, a row CHR$(0) over
    /// the default background is painted again until the queue fills).
    fn changes(&self, line: &[u8], a: i32, b: i32, y: i32) -> bool {
        (a..b).any(|x| line[x as usize] != self.at(x, y))
            || (self.rows_checked
                && self.rows[y.rem_euclid(self.rows.len() as i32) as usize] == self.background)
    }
}

/// The pixels PAINT reads and writes, clipped to the viewport.
pub struct Canvas<'a> {
    /// The active page's attributes, `width` a row.
    pub pixels: &'a mut [u8],
    /// Pixels a row.
    pub width: i32,
    /// The viewport: left, top, right, bottom.
    pub clip: (i32, i32, i32, i32),
    /// The border attribute.
    pub border: u8,
    /// Whether a pixel changed since the fill last looked (for [`Canvas::fill`]'s
    /// test of a fill that runs for ever).
    pub modified: bool,
    /// Pixels a byte on the CGA's modes (SCREEN 1: 4, SCREEN 2: 8), whose driver scans
    /// a byte at a time (see [`Canvas::cga_end_right`]); `None` on the EGA's.
    pub cga: Option<i32>,
}

/// Bytes a queue entry takes: GW-BASIC 3.23's `PUTQ` stores the run's address and bit
/// mask, its count and its direction with the tile row's index (the published source's
/// six bytes were nine in the real 3.23: its `GETQ` takes 9 from the length).
const ENTRY_BYTES: i64 = 9;

/// The fewest free bytes PAINT's queue starts with (`INTQUE`: 18 in the real 3.23).
pub const QUEUE_MIN_BYTES: i64 = 2 * ENTRY_BYTES;

/// The queue of runs (`PUTQ`, `GETQ`): nine bytes an entry in the free memory between
/// the arrays and the strings (`INTQUE`), `Out of memory` when an entry would fill it.
struct Queue {
    entries: VecDeque<Entry>,
    /// The free bytes when PAINT began (`QUELEN`).
    bytes: i64,
}

impl Queue {
    /// `PUTQ`: queues `e`; `Out of memory` when the queue's length would reach the
    /// free memory.
    fn push(&mut self, e: Entry) -> Result<(), QueueFull> {
        if (self.entries.len() as i64 + 1) * ENTRY_BYTES >= self.bytes {
            return Err(QueueFull);
        }
        self.entries.push_back(e);
        Ok(())
    }
}

/// The queue filled the free memory (`PUTQ`: `Out of memory`).
#[derive(Debug)]
pub struct QueueFull;

/// How a fill ended.
#[derive(Debug, PartialEq)]
pub enum Ended {
    /// The queue emptied; the last line the fill moved to (the start's when none), whose
    /// tile row the driver was handed last.
    Done(i32),
    /// The queue filled the free memory (`PUTQ`: `Out of memory`), the pixels painted so
    /// far kept; the last line moved to.
    Full(i32),
    /// The fill never ends on the machine: its pixels no longer change and its queue
    /// came back to a state it had (rows equal to the background queue their runs again
    /// and again without filling the memory); the machine paints on until a BREAK.
    Endless,
}

/// Entries handled before a fill counts as endless even without a repeated queue (no
/// real fill comes near: each pixel changes once at most).
const ENTRIES_CAP: u64 = 50_000_000;

/// One queued run: its left end, its width, the line it is on and the way to go.
#[derive(Clone, Debug, PartialEq)]
struct Entry {
    x: i32,
    y: i32,
    count: i32,
    down: bool,
}

impl Canvas<'_> {
    /// Where pixel x of line y lies: past the line's end (only the CGA driver's scans
    /// get there) x goes on through the video memory as the driver's byte address does,
    /// into the line two below (the CGA's rows alternate between two 8 KB banks of 80
    /// bytes a row); `None` in the banks' unshown ends.
    fn place(&self, x: i32, y: i32) -> Option<(i32, i32)> {
        if x < self.width {
            return Some((x, y));
        }
        let ppb = self.cga?;
        let bytes = self.width / ppb;
        let addr = (y & 1) * 0x2000 + (y >> 1) * bytes + x / ppb;
        let (bank, within) = (addr >> 13, addr & 0x1FFF);
        let rows = self.pixels.len() as i32 / self.width;
        let row = within / bytes * 2 + bank;
        if bank > 1 || row >= rows {
            return None;
        }
        Some((within % bytes * ppb + x % ppb, row))
    }

    fn get(&self, x: i32, y: i32) -> u8 {
        // The banks' unshown ends hold zeros.
        self.place(x, y)
            .map_or(0, |(x, y)| self.pixels[(y * self.width + x) as usize])
    }

    fn is_border(&self, x: i32, y: i32) -> bool {
        self.get(x, y) == self.border
    }

    /// Paints the pixels `a..b` of line y; whether that changed the line.
    fn paint(&mut self, a: i32, b: i32, y: i32, f: &dyn Fill) -> bool {
        if a >= b {
            return false;
        }
        // Past the line's end (the CGA driver's run from beyond the viewport's edge)
        // pixel by pixel where the memory leads.
        let mut changed = false;
        for x in a.max(self.width)..b {
            if let Some((px, py)) = self.place(x, y) {
                let at = (py * self.width + px) as usize;
                let v = f.at(px, py);
                changed |= self.pixels[at] != v;
                self.modified |= self.pixels[at] != v;
                self.pixels[at] = v;
            }
        }
        let b = b.min(self.width);
        if a >= b {
            return changed;
        }
        let row = (y * self.width) as usize;
        let line = &mut self.pixels[row..row + self.width as usize];
        changed |= f.changes(line, a, b, y);
        let run = &mut line[a as usize..b as usize];
        for (i, p) in run.iter_mut().enumerate() {
            let v = f.at(a + i as i32, y);
            self.modified |= *p != v;
            *p = v;
        }
        changed
    }

    /// `SCANR`: from x skips border pixels while `skip` lasts, then paints right to a
    /// border or the viewport's edge. Returns (start, painted, skip left, changed, where
    /// the driver's position is left: the next scan of the line starts there).
    fn scan_right(
        &mut self,
        mut x: i32,
        y: i32,
        mut skip: i32,
        f: &dyn Fill,
    ) -> (i32, i32, i32, bool, i32) {
        if let Some(ppb) = self.cga {
            return self.cga_scan_right(x, y, skip, f, ppb);
        }
        let right = self.clip.2;
        while x <= right && self.is_border(x, y) {
            skip -= 1;
            if skip <= 0 {
                return (x, 0, 0, false, x);
            }
            x += 1;
        }
        if x > right {
            return (x, 0, skip, false, x);
        }
        let start = x;
        while x <= right && !self.is_border(x, y) {
            x += 1;
        }
        let changed = self.paint(start, x, y, f);
        (start, x - start, skip, changed, x)
    }

    /// The CGA driver's `SCANR` (the OEM's, read from the 3.23 binary): its skip over
    /// border pixels looks for the viewport's right edge only as it enters the edge's
    /// byte, comparing the byte's first pixel mask with the edge's, which never stops
    /// it, so the skip runs on past the edge (into the next rows' memory past the line's
    /// end) while it lasts; a run found there paints to its byte's end. Its position is
    /// left on the border that stopped the run, on the last pixel painted when the edge
    /// did, and three bytes on (the last pixel of the byte two past the next) when the
    /// run stepped into a byte past the edge's (gfxgen paint 503 pa008: runs of x 82-87
    /// and 94-95 past a viewport ending at x 67 in SCREEN 2).
    fn cga_scan_right(
        &mut self,
        mut x: i32,
        y: i32,
        mut skip: i32,
        f: &dyn Fill,
        ppb: i32,
    ) -> (i32, i32, i32, bool, i32) {
        while self.is_border(x, y) {
            skip -= 1;
            if skip <= 0 {
                return (x, 0, 0, false, x);
            }
            x += 1;
        }
        let start = x;
        let end = self.cga_end_right(start, y, ppb);
        let changed = self.paint(start, end.0, y, f);
        (start, end.0 - start, skip, changed, end.1)
    }

    /// Where the CGA driver's `SCANR` stops painting right of `start` (exclusive): the
    /// rest of the start's byte pixel by pixel up to a border, with no look at the
    /// viewport's edge; then whole bytes while they hold no border; a byte holding one,
    /// or the edge's byte, pixel by pixel up to the border or the first pixel placed in
    /// its byte past the edge's place in its own (the driver compares bit masks, so in a
    /// byte before the edge's it can stop short of the border); nothing past the edge's
    /// byte (the real GW-BASIC 3.23 with `VIEW (0,0)-(67,50)` in SCREEN 2: a run towards a
    /// border at x 30 ends at 27; a run starting in the edge's byte paints to its end).
    fn cga_end_right(&self, start: i32, y: i32, ppb: i32) -> (i32, i32) {
        let (edge_byte, edge_pos) = (self.clip.2.div_euclid(ppb), self.clip.2.rem_euclid(ppb));
        let mut x = start;
        if x % ppb != 0 {
            loop {
                if self.is_border(x, y) {
                    return (x, x);
                }
                x += 1;
                if x % ppb == 0 {
                    break;
                }
            }
        }
        loop {
            let byte = x / ppb;
            if byte > edge_byte {
                return (x, x + 3 * ppb - 1);
            }
            let bordered = (x..x + ppb).any(|p| self.is_border(p, y));
            if byte < edge_byte && !bordered {
                x += ppb;
                continue;
            }
            for p in 0..ppb {
                if self.is_border(x + p, y) {
                    return (x + p, x + p);
                }
                if p + 1 == ppb || p + 1 > edge_pos {
                    return (x + p + 1, x + p);
                }
            }
        }
    }

    /// `SCANL`: paints left of x to a border or the edge. Returns (leftmost, painted,
    /// changed).
    fn scan_left(&mut self, x: i32, y: i32, f: &dyn Fill) -> (i32, i32, bool) {
        let l = match self.cga {
            Some(ppb) => self.cga_end_left(x, y, ppb),
            None => {
                let mut l = x;
                while l > self.clip.0 && !self.is_border(l - 1, y) {
                    l -= 1;
                }
                l
            }
        };
        let changed = self.paint(l, x, y, f);
        (l, x - l, changed)
    }

    /// Where the CGA driver's `SCANL` stops painting left of `x` (the leftmost painted):
    /// as [`Canvas::cga_end_right`] mirrored, a byte holding a border (or the left
    /// edge's) scanned from its last pixel down to the border or the first pixel placed
    /// before the edge's place; the start's byte checks the edge only when it is the
    /// edge's.
    fn cga_end_left(&self, x: i32, y: i32, ppb: i32) -> i32 {
        let (edge_byte, edge_pos) = (self.clip.0.div_euclid(ppb), self.clip.0.rem_euclid(ppb));
        let mut l = x;
        if x / ppb == edge_byte || x % ppb != 0 {
            let own = x / ppb == edge_byte;
            while l % ppb != 0 {
                if self.is_border(l - 1, y) || (own && (l - 1) % ppb < edge_pos) {
                    return l;
                }
                l -= 1;
            }
            if own {
                return l;
            }
        }
        loop {
            let byte = l / ppb - 1;
            if byte < 0 || byte < edge_byte {
                return l;
            }
            let first = byte * ppb;
            let bordered = (first..l).any(|p| self.is_border(p, y));
            if byte > edge_byte && !bordered {
                l = first;
                continue;
            }
            for p in (0..ppb).rev() {
                if self.is_border(first + p, y) || p < edge_pos {
                    return first + p + 1;
                }
            }
            return first;
        }
    }

    /// Fills from (x, y) (absolute, in the viewport) with a queue of `bytes` free bytes.
    /// A fill whose queue comes back to a state it had once its pixels stopped changing
    /// runs for ever on the machine (`PNTLOP` takes entry after entry): it ends
    /// [`Ended::Endless`] (found by Brent's cycle test on the queue).
    pub fn fill(&mut self, x: i32, y: i32, f: &dyn Fill, bytes: i64) -> Ended {
        let (start, right, _, _, _) = self.scan_right(x, y, 1, f);
        if right == 0 {
            return Ended::Done(y);
        }
        let (left_end, left, _) = self.scan_left(start, y, f);
        // The first line's upward run is painted at once (`STPAIN`), not queued; its
        // downward one is (`ENTST1`).
        let mut queue = Queue {
            entries: VecDeque::new(),
            bytes,
        };
        let up = Entry {
            x: left_end,
            y,
            count: left + right,
            down: false,
        };
        if queue
            .push(Entry {
                down: true,
                ..up.clone()
            })
            .is_err()
        {
            return Ended::Full(y);
        }
        let mut next = Some(up);
        let mut last_line = y;
        let mut handled: u64 = 0;
        // Brent's test: the queue kept at handled counts doubling while nothing changes.
        let (mut kept, mut power, mut since): (Option<Vec<Entry>>, u64, u64) = (None, 1, 0);
        while let Some(e) = next.take().or_else(|| queue.entries.pop_front()) {
            handled += 1;
            if handled > ENTRIES_CAP {
                return Ended::Endless;
            }
            let ny = if e.down { e.y + 1 } else { e.y - 1 };
            if ny >= self.clip.1 && ny <= self.clip.3 {
                last_line = ny;
                self.modified = false;
                if self.line(e, ny, f, &mut queue).is_err() {
                    return Ended::Full(last_line);
                }
                if self.modified {
                    (kept, power, since) = (None, 1, 0);
                    continue;
                }
            }
            if kept
                .as_ref()
                .is_some_and(|k| k.len() == queue.entries.len() && k.iter().eq(&queue.entries))
            {
                return Ended::Endless;
            }
            since += 1;
            if since == power {
                kept = Some(queue.entries.iter().cloned().collect());
                (power, since) = (power * 2, 0);
            }
        }
        Ended::Done(last_line)
    }

    /// Scans the line `ny` across the run of entry `e` (`PNTLP2` to `GOPLOP`).
    fn line(
        &mut self,
        e: Entry,
        ny: i32,
        f: &dyn Fill,
        queue: &mut Queue,
    ) -> Result<(), QueueFull> {
        let (start, moved, skip, rchanged, resume) = self.scan_right(e.x, ny, e.count, f);
        if moved == 0 {
            return Ok(());
        }
        let (left_end, left, lchanged) = self.scan_left(start, ny, f);
        if lchanged && left >= 2 {
            queue.push(Entry {
                x: left_end,
                y: ny,
                count: left,
                down: !e.down,
            })?;
        }
        if lchanged || rchanged {
            queue.push(Entry {
                x: left_end,
                y: ny,
                count: moved + left,
                down: e.down,
            })?;
        }
        let mut at = resume;
        let (mut skip, mut moved) = (skip, moved);
        loop {
            let rest = skip - moved;
            if rest == 0 {
                return Ok(());
            }
            if rest < 0 {
                let over = -rest;
                if over >= 2 {
                    queue.push(Entry {
                        x: at - (over - 1),
                        y: ny,
                        count: over - 1,
                        down: !e.down,
                    })?;
                }
                return Ok(());
            }
            let (s, m, k, changed, resume) = self.scan_right(at, ny, rest, f);
            if m == 0 {
                return Ok(());
            }
            if changed {
                queue.push(Entry {
                    x: s,
                    y: ny,
                    count: m,
                    down: e.down,
                })?;
            }
            at = resume;
            skip = k;
            moved = m;
        }
    }
}
