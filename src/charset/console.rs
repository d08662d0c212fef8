//! A console that speaks the machine's character set to the program and the host's text to
//! the person (see the module above for the rule).

use ferrite_console::{BreakFlag, Console, Keyboard, ScreenView};

use super::{key, output, typed, Set, Warned};

/// Wraps the console a run writes to: typed lines and keys become the machine's bytes,
/// output bytes text again.
pub struct CharsetConsole<'a> {
    inner: &'a mut dyn Console,
    set: Set,
    utf8: bool,
    warned: Warned,
}

impl<'a> CharsetConsole<'a> {
    /// The console for a machine of `set` whose listing was UTF-8 beyond ASCII (`utf8`).
    pub fn new(inner: &'a mut dyn Console, set: Set, utf8: bool) -> Self {
        Self {
            inner,
            set,
            utf8,
            warned: Warned::default(),
        }
    }
}

impl Console for CharsetConsole<'_> {
    fn write(&mut self, bytes: &[u8]) {
        let text = output(self.set, self.utf8, bytes);
        self.inner.write(&text);
    }

    fn read_line(&mut self) -> Option<Vec<u8>> {
        let line = self.inner.read_line()?;
        let (bytes, utf8) = typed(self.set, line, &mut self.warned);
        // Someone typing UTF-8 reads UTF-8 from then on.
        self.utf8 |= utf8;
        Some(bytes)
    }

    fn echoes_input(&self) -> bool {
        self.inner.echoes_input()
    }

    fn keeps_time(&self) -> bool {
        self.inner.keeps_time()
    }

    fn break_flag(&self) -> Option<BreakFlag> {
        self.inner.break_flag()
    }

    fn keyboard(&self) -> Option<std::rc::Rc<std::cell::RefCell<dyn Keyboard>>> {
        self.inner.keyboard()
    }

    fn type_ahead(&mut self, keys: &[u8]) {
        self.inner.type_ahead(keys);
    }

    fn read_key(&mut self) -> Option<u8> {
        self.inner.read_key().map(|k| key(self.set, k))
    }

    // A machine drawn from its memory hands its screen over; the terminal draws the cells.
    fn show(&mut self, screen: &dyn ScreenView) {
        self.inner.show(screen);
    }
}
