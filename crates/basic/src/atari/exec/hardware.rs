//! The screen, colour and sound statements and the live OS locations (Reference Manual
//! chapters 9-10; Mapping the Atari). Without a screen here they keep their state where the
//! machine kept it (COLCRS/ROWCRS, the colour registers, the COLOR byte, POKEY's audio
//! registers) and never stop a program; LOCATE reads the screen memory the OS would have
//! written. RTCLOK (18-20) ticks with executed statements.

use crate::atari::memory as m;
use crate::atari::tokens::stmt;
use crate::num::bcd::Bcd;

use super::{Fault, Flow, Machine, Step, Val};

use ferrite_console::Console;

/// BASIC's COLOR value (Source Book: COLOR, $C8).
const COLOR: u16 = 0xC8;
/// POKEY's first audio frequency register.
const AUDF1: u16 = 0xD200;

/// One tick of the real-time clock (RTCLOK 18-20, most significant byte first).
pub fn advance_clock(mem: &mut Memory) {
    let t = (u32::from(mem.peek(m::RTCLOK)) << 16
        | u32::from(mem.peek(m::RTCLOK + 1)) << 8
        | u32::from(mem.peek(m::RTCLOK + 2)))
    .wrapping_add(1);
    mem.poke(m::RTCLOK, (t >> 16) as u8);
    mem.poke(m::RTCLOK + 1, (t >> 8) as u8);
    mem.poke(m::RTCLOK + 2, t as u8);
}

use crate::atari::memory::Memory;

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
                self.mem.poke(m::DINDEX, (mode & 15) as u8);
                self.mem.poke(m::ROWCRS, 0);
                self.mem
                    .set_word(m::COLCRS, if mode & 15 == 0 { 2 } else { 0 });
            }
            stmt::PLOT | stmt::POSITION | stmt::DRAWTO => {
                let x = self.int_expr(con)?;
                self.skip_comma();
                let y = self.int_expr(con)?;
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
                self.mem.set_word(m::COLCRS, x);
                self.mem.poke(m::ROWCRS, y as u8);
                let screen = self.mem.word(m::SAVMSC);
                let addr = screen.wrapping_add(y.wrapping_mul(40)).wrapping_add(x);
                let v = internal_to_atascii(self.mem.peek(addr));
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
            }
            _ => {}
        }
        Ok(Flow::Next)
    }
}

/// A screen byte (internal code) as the ATASCII code LOCATE gives.
fn internal_to_atascii(b: u8) -> u8 {
    let inv = b & 0x80;
    let c = b & 0x7F;
    let a = match c {
        0x00..=0x3F => c + 0x20,
        0x40..=0x5F => c - 0x40,
        _ => c,
    };
    a | inv
}
