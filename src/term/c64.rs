//! The C64 at a terminal (issue 26): its screen memory drawn in its colours, its keyboard
//! through the KERNAL's buffer, and lines typed with its own screen editor. The machine
//! runs on `ferrite_screen::c64::C64Screen` as a `--screen-dump` run does, with a person's
//! keys in the scripted typist's place ([`Typist`]): each poll of the empty keyboard buffer
//! shows the screen and takes the key struck, if any. At READY. the cursor keys move over
//! the whole screen and RETURN enters the logical line under the cursor, as on the
//! machine. RUN/STOP is Ctrl-C (the run's BREAK). Piped runs never come here.

use std::cell::RefCell;
use std::process::ExitCode;
use std::rc::Rc;
use std::time::{Duration, Instant};

use ferrite_basic::exec::{Device, DeviceSlot};
use ferrite_basic::{AnySession, Session, C64};
use ferrite_console::{BreakFlag, Console, Keyboard, Outcome};
use ferrite_screen::c64::{C64Screen, Poll, Typed, Typist};

use super::keyboard::LiveKeys;
use super::keymap::KeyMap;

/// How often a busy program's screen is looked at while it prints.
const LOOK: Duration = Duration::from_millis(16);

/// The person's keys as the C64's typist; `.1` is when the screen was last looked at.
struct Keys(Rc<RefCell<LiveKeys>>, Option<Instant>);

impl Typist for Keys {
    fn poll(&mut self, screen: &C64Screen, by: Poll) -> Typed {
        let mut keys = self.0.borrow_mut();
        let line = matches!(by, Poll::Ready | Poll::Input);
        // A GET loop polls about a thousand times a second: its screen is looked at once
        // a frame.
        if line || self.1.is_none_or(|t| t.elapsed() >= LOOK) {
            self.1 = Some(Instant::now());
            keys.show(screen);
        }
        if line {
            if by == Poll::Input && keys.break_flag().is_raised() {
                // RUN/STOP while INPUT waits: the run stops there.
                return Typed::End;
            }
            if by == Poll::Ready {
                // RUN/STOP at READY. does nothing.
                keys.break_flag().take();
            }
            keys.settle(true);
            return match keys.next_typed() {
                // Ctrl-D at READY. leaves, as at a cooked terminal.
                Some(4) if by == Poll::Ready => Typed::End,
                Some(k) => Typed::Key(k),
                None => Typed::Nothing,
            };
        }
        // GET and WAIT 198: a key if one was struck (the look gives the host a moment).
        if keys.has_key() {
            keys.key().map_or(Typed::Nothing, Typed::Key)
        } else {
            Typed::Nothing
        }
    }
}

/// The C64's screen as the machine's device, shown as it changes.
struct Shared {
    screen: Rc<RefCell<C64Screen>>,
    keys: Rc<RefCell<LiveKeys>>,
    looked: Instant,
}

impl Shared {
    /// Shows the screen if a frame's time has passed since the last look.
    fn look(&mut self) {
        if self.looked.elapsed() >= LOOK {
            self.looked = Instant::now();
            if let (Ok(mut k), Ok(s)) = (self.keys.try_borrow_mut(), self.screen.try_borrow()) {
                k.show(&*s);
            }
        }
    }
}

impl Device for Shared {
    fn put(&mut self, byte: u8) {
        self.screen.borrow_mut().chrout(byte);
        self.look();
    }

    fn column(&self) -> usize {
        self.screen.borrow().column()
    }

    fn peek(&mut self, address: u16) -> u8 {
        self.screen.borrow().peek(address)
    }

    fn poke(&mut self, address: u16, value: u8) {
        self.screen.borrow_mut().poke(address, value);
        self.look();
    }

    fn sys(&mut self, address: u16) {
        self.screen.borrow_mut().sys(address);
    }

    fn wait(&mut self, address: u16, mask: u8, xor: u8) -> bool {
        self.screen.borrow_mut().wait(address, mask, xor)
    }

    fn line(&mut self) -> Option<Vec<u8>> {
        self.screen.borrow_mut().line(Poll::Input)
    }

    fn key(&mut self) -> Option<u8> {
        self.screen.borrow_mut().get()
    }
}

/// The console of a C64 at the terminal: everything shows through the screen, so the
/// stream is dropped; the break flag is the run's.
struct Quiet(BreakFlag);

impl Console for Quiet {
    fn write(&mut self, _: &[u8]) {}

    fn read_line(&mut self) -> Option<Vec<u8>> {
        None
    }

    fn break_flag(&self) -> Option<BreakFlag> {
        Some(self.0.clone())
    }
}

/// A C64 session on `screen`, its keys the person's.
struct Machine {
    session: Session<C64>,
    screen: Rc<RefCell<C64Screen>>,
    keys: Rc<RefCell<LiveKeys>>,
    con: Quiet,
}

impl Machine {
    /// A C64 whose screen is `screen` (made with `keys`' typist).
    fn new(screen: C64Screen, keys: Rc<RefCell<LiveKeys>>, flag: BreakFlag) -> Self {
        let screen = Rc::new(RefCell::new(screen));
        let mut session = Session::<C64>::default();
        session.machine.screen.device = Some(DeviceSlot(Box::new(Shared {
            screen: Rc::clone(&screen),
            keys: Rc::clone(&keys),
            looked: Instant::now(),
        })));
        session.machine.screen.sync_column();
        Machine {
            session,
            screen,
            keys,
            con: Quiet(flag),
        }
    }

    /// Draws the screen as it is now and hands the terminal back, the screen printed.
    fn finish(&mut self) {
        let mut keys = self.keys.borrow_mut();
        keys.show(&*self.screen.borrow());
        keys.finish_screen();
        keys.release();
    }
}

/// A person's keyboard for the C64 with its screen drawn.
fn live_keys(flag: &BreakFlag) -> Rc<RefCell<LiveKeys>> {
    Rc::new(RefCell::new(
        LiveKeys::new(KeyMap::Pet, flag.clone()).with_screen(),
    ))
}

/// `ferrite run --dialect c64` at a terminal: the machine as the recordings start it (its
/// banner, READY. and `RUN` typed), the program run on its screen.
pub fn run(source: &[u8], options: &crate::cli::RunOptions, flag: &BreakFlag) -> ExitCode {
    let keys = live_keys(flag);
    let mut screen = C64Screen::new();
    screen.set_typist(Box::new(Keys(Rc::clone(&keys), None)));
    let mut m = Machine::new(screen, keys, flag.clone());
    let source = source.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(source);
    // The listing's characters and `{clr}` notation as PETSCII, as a piped run reads them.
    let listing = crate::charset::listing(crate::charset::Set::Petscii, source);
    let outcome = match m.session.load(&listing.bytes) {
        Ok(()) => {
            crate::launch::set_up_machine(&mut m.session, options);
            m.session.run(&mut m.con)
        }
        Err(e) => m.session.report(e, &mut m.con),
    };
    m.session.machine.screen.flush(&mut m.con);
    // The machine goes back to READY. after its program, whatever ended it.
    m.session.print_ready(&mut m.con);
    m.finish();
    // A BREAK at INPUT ends the line input without an answer.
    let outcome = if outcome == Outcome::InputExhausted && flag.take() {
        Outcome::Broken
    } else {
        outcome
    };
    crate::exit_code(outcome)
}

/// `ferrite basic --dialect c64` at a terminal: the power-on screen, then READY. and the
/// screen editor until Ctrl-D (or the input goes). `program`'s lines are typed first, and
/// RUN after them with `run`.
pub fn repl(program: Option<(&[u8], bool)>) -> ExitCode {
    let flag = BreakFlag::new();
    super::mode::break_on_ctrl_c(&flag);
    let keys = live_keys(&flag);
    let screen = C64Screen::typed_by(Box::new(Keys(Rc::clone(&keys), None)));
    let mut m = Machine::new(screen, keys, flag.clone());
    m.session.start(&mut m.con);
    let typed: Vec<Vec<u8>> = match program {
        Some((text, run)) => text
            .split(|&c| c == b'\n')
            .map(|l| l.strip_suffix(b"\r").unwrap_or(l).to_vec())
            .filter(|l| !l.is_empty())
            .chain(run.then(|| b"RUN".to_vec()))
            .collect(),
        None => Vec::new(),
    };
    for line in typed {
        if m.session.enter(&line, &mut m.con).quit {
            m.finish();
            return crate::exit_code(Outcome::Ended);
        }
    }
    loop {
        m.session.machine.screen.flush(&mut m.con);
        let line = m.screen.borrow_mut().line(Poll::Ready);
        let Some(line) = line else { break };
        // BASIC's own RETURN after the typed line ($AACA).
        m.session.machine.screen.newline();
        flag.take();
        if m.session.enter(&line, &mut m.con).quit {
            break;
        }
    }
    m.finish();
    crate::exit_code(Outcome::Ended)
}
