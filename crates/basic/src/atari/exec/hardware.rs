//! The screen, colour and sound statements and the live OS locations (Reference Manual
//! chapters 9-10; Mapping the Atari). Without a screen here they keep their state where the
//! machine kept it (COLCRS/ROWCRS, the colour registers, the COLOR byte, POKEY's audio
//! registers) and never stop a program; LOCATE reads the screen memory the OS would have
//! written. RTCLOK (18-20) ticks with emulated frames (`timing.rs`).

use crate::atari::memory as m;
use crate::atari::tokens::stmt;
use crate::num::bcd::Bcd;

use super::devices::Device;
use super::{Fault, Flow, Machine, Step, Stop, Val, EOL};

use ferrite_console::Console;
use ferrite_screen::atari::{atascii_to_internal, internal_to_atascii};

/// BASIC's COLOR value (Source Book: COLOR, $C8).
const COLOR: u16 = 0xC8;
/// POKEY's first audio frequency register.
const AUDF1: u16 = 0xD200;

impl Machine {
    /// PEEK: memory, with POKEY's RANDOM drawn live.
    pub(super) fn peek_live(&mut self, addr: u16) -> u8 {
        match addr {
            m::RANDOM => self.pokey.random(),
            _ => self.mem.peek(addr),
        }
    }

    /// POKE: memory (the ROM area above $A000 and the OS ROM ignore writes; hardware
    /// registers keep the value).
    pub(super) fn poke_live(&mut self, addr: u16, value: u8) {
        if (0xA000..0xC000).contains(&addr) || addr >= 0xD800 {
            return;
        }
        self.mem.poke(addr, value);
        self.audio_written(addr);
    }

    /// GRAPHICS, COLOR, PLOT, DRAWTO, POSITION, SETCOLOR, LOCATE, SOUND.
    pub(super) fn hardware_statement(&mut self, t: u8, con: &mut dyn Console) -> Step {
        match t {
            stmt::COLOR => {
                let c = self.int_expr(con)?;
                self.mem.poke(COLOR, c as u8);
            }
            stmt::GRAPHICS => {
                let mode = self.int_expr(con)?;
                if mode > 255 {
                    return Err(Fault::VALUE.into());
                }
                self.graphics(mode as u8);
            }
            stmt::POSITION => {
                let x = self.int_expr(con)?;
                self.skip_comma();
                let y = self.int_expr(con)?;
                self.mem.set_word(m::COLCRS, x);
                self.mem.poke(m::ROWCRS, y as u8);
            }
            stmt::PLOT | stmt::DRAWTO => {
                let x = self.int_expr(con)?;
                self.skip_comma();
                let y = self.int_expr(con)?;
                let from = (
                    self.mem.word(m::COLCRS),
                    u16::from(self.mem.peek(m::ROWCRS)),
                );
                if matches!(self.iocbs.slots[6], Device::Closed) {
                    return Err(Fault::NOT_OPEN.into());
                }
                let colour = self.mem.peek(COLOR);
                if t == stmt::PLOT {
                    self.plot(x, y, colour)?;
                } else {
                    self.draw_line(from, (x, y), colour)?;
                }
                self.mem.set_word(m::COLCRS, x);
                self.mem.poke(m::ROWCRS, y as u8);
            }
            stmt::SETCOLOR => {
                let reg = self.int_expr(con)?;
                self.skip_comma();
                let hue = self.int_expr(con)?;
                self.skip_comma();
                let lum = self.int_expr(con)?;
                if reg > 4 || hue > 255 || lum > 255 {
                    return Err(Fault::VALUE.into());
                }
                let v = ((hue as u8) << 4) | (lum as u8 & 15);
                self.mem.poke(m::COLOR0 + reg, v);
            }
            stmt::LOCATE => {
                let x = self.int_expr(con)?;
                self.skip_comma();
                let y = self.int_expr(con)?;
                self.skip_comma();
                let target = self.target(con)?;
                if matches!(self.iocbs.slots[6], Device::Closed) {
                    // Recorded (screen/locate_gr0): GET #6 on a closed IOCB 6 is ERROR- 131.
                    return Err(Fault::WRITE_ONLY.into());
                }
                let (addr, shift, bits) = self.pixel_address(x, y)?;
                let byte = self.mem.peek(addr);
                let v = if bits == 8 {
                    internal_to_atascii(byte)
                } else {
                    (byte >> shift) & ((1u8 << bits) - 1)
                };
                self.mem.set_word(m::COLCRS, x.wrapping_add(1));
                self.mem.poke(m::ROWCRS, y as u8);
                self.assign(target, Val::Num(Bcd::from_u16(u16::from(v))))?;
            }
            stmt::SOUND => {
                let voice = self.int_expr(con)?;
                self.skip_comma();
                let pitch = self.int_expr(con)?;
                self.skip_comma();
                let dist = self.int_expr(con)?;
                self.skip_comma();
                let vol = self.int_expr(con)?;
                if voice > 3 || pitch > 255 || dist > 15 || vol > 15 {
                    return Err(Fault::VALUE.into());
                }
                self.mem.poke(AUDF1 + voice * 2, pitch as u8);
                self.mem
                    .poke(AUDF1 + voice * 2 + 1, ((dist as u8) << 4) | vol as u8);
                self.audio_written(AUDF1 + voice * 2 + 1);
            }
            _ => {}
        }
        Ok(Flow::Next)
    }
}

/// A screen mode's geometry: width, rows with the text window, rows full screen, bits per
/// pixel (8: a character cell). Mapping the Atari, "graphics modes" table.
fn geometry(mode: u8) -> (u16, u16, u16, u8) {
    match mode & 15 {
        0 => (40, 24, 24, 8),
        1 => (20, 20, 24, 8),
        2 => (20, 10, 12, 8),
        3 => (40, 20, 24, 2),
        4 => (80, 40, 48, 1),
        5 => (80, 40, 48, 2),
        6 => (160, 80, 96, 1),
        7 => (160, 80, 96, 2),
        8 => (320, 160, 192, 1),
        _ => (80, 192, 192, 4),
    }
}

impl Machine {
    /// GRAPHICS n: IOCB 6 reopened on S:, the OS's screen set-up (margins, visible cursor,
    /// cleared screen memory; screen/gr0_reset_margins).
    fn graphics(&mut self, mode: u8) {
        self.close_iocb(6);
        self.iocbs.slots[6] = Device::Screen;
        self.mem.poke(m::DINDEX, mode & 15);
        // The margins stay as POKEd; the cursor is shown again (screen/gr0_reset_margins).
        self.mem.poke(m::CRSINH, 0);
        self.mem.poke(m::ROWCRS, 0);
        self.mem
            .set_word(m::COLCRS, if mode & 15 == 0 { 2 } else { 0 });
        self.full_screen = mode & 16 != 0;
        let (w, _, rows, bits) = geometry(mode);
        let bytes = usize::from(w) * usize::from(bits) / 8 * usize::from(rows);
        let screen = self.mem.word(m::SAVMSC);
        self.mem.write(screen, &vec![0; bytes]);
    }

    /// The screen byte of pixel (x, y), the shift of its bits and their count; ERROR- 141
    /// outside the mode's screen.
    fn pixel_address(&self, x: u16, y: u16) -> Result<(u16, u8, u8), Fault> {
        let mode = self.mem.peek(m::DINDEX);
        let (w, window_rows, full_rows, bits) = geometry(mode);
        let rows = if self.full_screen || mode == 0 {
            full_rows
        } else {
            window_rows
        };
        if x >= w || y >= rows {
            return Err(Fault::CURSOR_RANGE);
        }
        let row_bytes = w * u16::from(bits) / 8;
        let per_byte = 8 / u16::from(bits.min(8));
        let addr = self
            .mem
            .word(m::SAVMSC)
            .wrapping_add(y * row_bytes)
            .wrapping_add(x / per_byte.max(1));
        let shift = if bits == 8 {
            0
        } else {
            (8 - u16::from(bits) * (x % per_byte + 1)) as u8
        };
        Ok((addr, shift, bits))
    }

    /// Output to S: (PRINT #6, PUT #6): each byte goes to the cursor's cell or pixel and the
    /// cursor moves on; EOL goes to the next row. Bytes off the screen are dropped.
    pub(super) fn screen_output(&mut self, bytes: &[u8]) {
        let mode = self.mem.peek(m::DINDEX);
        let (w, _, _, _) = geometry(mode);
        for &b in bytes {
            let x = self.mem.word(m::COLCRS);
            let y = u16::from(self.mem.peek(m::ROWCRS));
            if b == EOL {
                self.mem.set_word(m::COLCRS, 0);
                self.mem.poke(m::ROWCRS, y.saturating_add(1).min(255) as u8);
                continue;
            }
            let _ = self.plot(x, y, b);
            if x + 1 >= w {
                self.mem.set_word(m::COLCRS, 0);
                self.mem.poke(m::ROWCRS, y.saturating_add(1).min(255) as u8);
            } else {
                self.mem.set_word(m::COLCRS, x + 1);
            }
        }
    }

    /// PLOT: the pixel set to the COLOR value.
    fn plot(&mut self, x: u16, y: u16, colour: u8) -> Result<(), Stop> {
        let (addr, shift, bits) = self.pixel_address(x, y)?;
        if bits == 8 {
            self.mem.poke(addr, atascii_to_internal(colour));
        } else {
            let mask = ((1u8 << bits) - 1) << shift;
            let old = self.mem.peek(addr);
            self.mem
                .poke(addr, (old & !mask) | ((colour << shift) & mask));
        }
        Ok(())
    }

    /// DRAWTO: a straight line of pixels (Bresenham, as the OS's FILL/DRAW does).
    fn draw_line(&mut self, from: (u16, u16), to: (u16, u16), colour: u8) -> Result<(), Stop> {
        let (mut x, mut y) = (i32::from(from.0), i32::from(from.1));
        let (x1, y1) = (i32::from(to.0), i32::from(to.1));
        let dx = (x1 - x).abs();
        let dy = -(y1 - y).abs();
        let sx = if x < x1 { 1 } else { -1 };
        let sy = if y < y1 { 1 } else { -1 };
        let mut err = dx + dy;
        for _ in 0..2000 {
            self.plot(x as u16, y as u16, colour)?;
            if x == x1 && y == y1 {
                break;
            }
            let e2 = 2 * err;
            if e2 >= dy {
                err += dy;
                x += sx;
            }
            if e2 <= dx {
                err += dx;
                y += sy;
            }
        }
        Ok(())
    }
}
