//! The screen, colour and sound statements and the live OS locations (Reference Manual
//! chapters 9-10; Mapping the Atari). GRAPHICS, PLOT, DRAWTO, LOCATE and S: go through
//! ferrite-screen, which keeps the screen in this machine's memory as the OS did, so PRINT,
//! PEEK, POKE and LOCATE agree. RTCLOK (18-20) ticks with emulated frames (`timing.rs`).

use crate::bcd::Bcd;
use crate::memory as m;
use crate::tokens::stmt;

use super::devices::Device;
use super::{Fault, Flow, Machine, Step, Val};

use ferrite_console::Console;
use ferrite_screen::atari as screen;

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
                if t == stmt::PLOT {
                    // PLOT is POSITION and PUT #6 (Source Book XPLOT).
                    self.mem.set_word(m::COLCRS, x);
                    self.mem.poke(m::ROWCRS, y as u8);
                }
                if matches!(self.iocbs.slots[6], Device::Closed) {
                    return Err(Fault::NOT_OPEN.into());
                }
                if y > 255 {
                    return Err(Fault::CURSOR_RANGE.into());
                }
                let colour = self.mem.peek(COLOR);
                let drawn = if t == stmt::PLOT {
                    screen::plot(&mut self.mem, colour, x, y as u8)
                } else {
                    screen::drawto(&mut self.mem, colour, x, y as u8)
                };
                drawn.map_err(|e| Fault(e.status()))?;
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
                // LOCATE is POSITION and GET #6 (Source Book XLOCATE): the cursor moves
                // before the GET can fail (`locate_gr0`: the error message starts there).
                self.mem.set_word(m::COLCRS, x);
                self.mem.poke(m::ROWCRS, y as u8);
                if matches!(self.iocbs.slots[6], Device::Closed) {
                    // Recorded (screen/locate_gr0): GET #6 on a closed IOCB 6 is ERROR- 131.
                    return Err(Fault::WRITE_ONLY.into());
                }
                if y > 255 {
                    return Err(Fault::CURSOR_RANGE.into());
                }
                let v = screen::locate(&mut self.mem, x, y as u8).map_err(|e| Fault(e.status()))?;
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

impl Machine {
    /// GRAPHICS n: IOCB 6 reopened on S: and the OS's screen set-up through ferrite-screen
    /// (display list and memory below RAMTOP, the split screen's window, margins, colours,
    /// the visible cursor; `+16` no window, `+32` no clear).
    fn graphics(&mut self, mode: u8) {
        self.close_iocb(6);
        self.iocbs.slots[6] = Device::Screen;
        screen::open_graphics(&mut self.mem, mode);
    }

    /// Output to S: (PRINT #6, PUT #6): each byte through the display handler's rules
    /// (ferrite-screen); a cursor off the screen is ERROR- 141 as the OS's status.
    pub(super) fn screen_output(&mut self, bytes: &[u8]) -> Result<(), Fault> {
        for &b in bytes {
            screen::put_screen(&mut self.mem, b).map_err(|e| Fault(e.status()))?;
        }
        Ok(())
    }
}
