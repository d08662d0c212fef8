//! A C64 program run headless on the C64's screen (`ferrite_screen::c64`), as the recorded
//! screens were made (`conformance/c64/screen/README.md`, "How a run works"): the machine
//! starts on its power-on screen with `RUN` typed; the program's output goes through the
//! KERNAL's screen editor; INPUT, GET and WAIT 198 take keys typed one per poll; after the
//! program, READY. and the lines left are typed in direct mode, read back from the screen.
//! The screen is dumped at each wait for a typed line and at the end.

use std::cell::RefCell;
use std::rc::Rc;

use ferrite_console::{Console, Outcome};
use ferrite_screen::c64::{petcat, C64Screen, Poll};

use super::{AnySession, Session};
use crate::dialect::C64;
use crate::exec::{Device, DeviceSlot};

/// The C64's screen shared by the machine (its output, PEEK, POKE, INPUT and GET) and the
/// run's direct mode.
struct Shared(Rc<RefCell<C64Screen>>);

impl Device for Shared {
    fn put(&mut self, byte: u8) {
        self.0.borrow_mut().chrout(byte);
    }

    fn column(&self) -> usize {
        self.0.borrow().column()
    }

    fn peek(&mut self, address: u16) -> u8 {
        self.0.borrow().peek(address)
    }

    fn poke(&mut self, address: u16, value: u8) {
        self.0.borrow_mut().poke(address, value);
    }

    fn sys(&mut self, address: u16) {
        self.0.borrow_mut().sys(address);
    }

    fn wait(&mut self, address: u16, mask: u8, xor: u8) -> bool {
        self.0.borrow_mut().wait(address, mask, xor)
    }

    fn line(&mut self) -> Option<Vec<u8>> {
        self.0.borrow_mut().line(Poll::Input)
    }

    fn key(&mut self) -> Option<u8> {
        self.0.borrow_mut().get()
    }
}

/// Runs `listing` (in the `{clr}` notation) with `typed` (its lines typed, same notation)
/// on the C64's screen; gives how the run ended and the screen dumps (the `.scr` text).
pub fn run_c64_screen(listing: &[u8], typed: &[u8], con: &mut dyn Console) -> (Outcome, String) {
    let screen = Rc::new(RefCell::new(C64Screen::new()));
    screen.borrow_mut().type_lines(petcat::typed_lines(typed));
    let mut session = Session::<C64>::default();
    session.machine.screen.device = Some(DeviceSlot(Box::new(Shared(screen.clone()))));
    session.machine.screen.sync_column();
    let listing = petcat::listing(listing);
    let mut outcome = match session.load(&listing) {
        Ok(()) => session.run(con),
        Err(e) => session.report(e, con),
    };
    let mut ready = true;
    loop {
        match outcome {
            Outcome::InputExhausted => break,
            Outcome::Broken => {
                session.machine.screen.flush(con);
                screen.borrow_mut().dump_timeout();
                break;
            }
            _ => {}
        }
        if ready {
            session.ready(con);
        }
        session.machine.screen.flush(con);
        let Some(line) = screen.borrow_mut().line(Poll::Ready) else {
            break;
        };
        // BASIC's own RETURN after the typed line ($AACA).
        session.machine.screen.newline();
        let entered = session.enter(&line, con);
        session.machine.screen.flush(con);
        outcome = entered.outcome.unwrap_or(Outcome::Ended);
        ready = false;
    }
    let dumps = screen.borrow().dumps().to_string();
    (outcome, dumps)
}

impl Session<C64> {
    /// Prints READY. as BASIC does when a run ends (`$A474`: a RETURN, `READY.`, a
    /// RETURN), for a screen that shows the machine after its program (at a terminal).
    pub fn print_ready(&mut self, con: &mut dyn Console) {
        self.ready(con);
    }
}
