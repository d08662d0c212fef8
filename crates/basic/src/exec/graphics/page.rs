//! A graphics page: one attribute byte per pixel, as POINT reads it back.

/// The pixels of one page.
#[derive(Clone, Debug, Default)]
pub struct Page {
    width: usize,
    height: usize,
    pixels: Vec<u8>,
}

impl Page {
    /// A page of `width` by `height` pixels, all attribute 0.
    pub fn new(width: usize, height: usize) -> Self {
        Page {
            width,
            height,
            pixels: vec![0; width * height],
        }
    }

    /// The attribute at (x, y), or `None` off the page.
    pub fn get(&self, x: i32, y: i32) -> Option<u8> {
        self.index(x, y).map(|i| self.pixels[i])
    }

    /// Sets the pixel at (x, y); nothing off the page.
    pub fn set(&mut self, x: i32, y: i32, attr: u8) {
        if let Some(i) = self.index(x, y) {
            self.pixels[i] = attr;
        }
    }

    /// Fills the rectangle from (x1, y1) to (x2, y2), corners included and in order.
    pub fn fill(&mut self, x1: i32, y1: i32, x2: i32, y2: i32, attr: u8) {
        for y in y1.max(0)..=y2.min(self.height as i32 - 1) {
            for x in x1.max(0)..=x2.min(self.width as i32 - 1) {
                self.pixels[y as usize * self.width + x as usize] = attr;
            }
        }
    }

    /// Moves pixel rows `top..=bottom` up by `rows`, clearing those freed at the bottom
    /// (the text scrolling up in a graphics mode takes the pixels with it).
    pub fn scroll_up(&mut self, top: usize, bottom: usize, rows: usize) {
        let bottom = bottom.min(self.height.saturating_sub(1));
        if top > bottom {
            return;
        }
        let w = self.width;
        for y in top..=bottom {
            let src = y + rows;
            if src <= bottom {
                self.pixels.copy_within(src * w..(src + 1) * w, y * w);
            } else {
                self.pixels[y * w..(y + 1) * w].fill(0);
            }
        }
    }

    /// Rows `top` to `bottom` moved down by `rows`, the rows opened cleared to 0.
    pub fn scroll_down(&mut self, top: usize, bottom: usize, rows: usize) {
        let bottom = bottom.min(self.height.saturating_sub(1));
        if top > bottom {
            return;
        }
        let w = self.width;
        for y in (top..=bottom).rev() {
            match y.checked_sub(rows).filter(|s| *s >= top) {
                Some(src) => self.pixels.copy_within(src * w..(src + 1) * w, y * w),
                None => self.pixels[y * w..(y + 1) * w].fill(0),
            }
        }
    }

    /// The pixels, a row of `width` after another, and the width.
    pub fn pixels(&self) -> (&[u8], usize) {
        (&self.pixels, self.width)
    }

    /// The pixels, a row of `width` after another, and the width.
    pub fn pixels_mut(&mut self) -> (&mut [u8], usize) {
        (&mut self.pixels, self.width)
    }

    fn index(&self, x: i32, y: i32) -> Option<usize> {
        if x < 0 || y < 0 || x as usize >= self.width || y as usize >= self.height {
            return None;
        }
        Some(y as usize * self.width + x as usize)
    }
}
