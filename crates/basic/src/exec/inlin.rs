//! GW-BASIC's full-screen editor reading a line (`INLIN` in SCNEDT.ASM): at `Ok` and for
//! INPUT and LINE INPUT, each key acts on the text page as it is typed, and Enter hands
//! over the logical line under the cursor, read back from the page. The page's side of it
//! (typing, cursor moves, ESC, the logical line) is `ferrite_screen::pc::editor`.
//!
//! Sources: GW-BASIC User's Guide, chapter 5 (the editor's keys: the cursor keys, Home,
//! End, Insert, Delete, Backspace, Tab, ESC, Ctrl-End, Ctrl-J, Ctrl-C, the function keys
//! typing their texts); SCNEDT.ASM (`INLRET`: the line is read from the screen, then the
//! cursor moves to the end of the logical line and, except after `INPUT;`, to the next row;
//! `EDTBRK`: Ctrl-C does the same before the break); PC-BASIC `console.py` `_interact` (the
//! same keys, and ESC on the first row of an INPUT keeping its prompt). The recorded runs
//! (pcbasic-suite ESC_on_INPUT_*, PRINT_line_feed_wrap, type_line_feed_wrap, AUTO,
//! AUTO_star) decide where these differ.

use std::collections::VecDeque;

use ferrite_console::{Console, Keyboard};
use ferrite_screen::pc::{Marks, TextScreen};
pub use ferrite_session::EditedLine;

use super::Machine;
use crate::dialect::Profile;

/// The longest line INLIN hands over (BUF holds 255 characters).
const MAX_LINE: usize = 255;

/// What a line is read for.
#[derive(Clone, Copy, Debug, Default)]
pub struct LineRequest {
    /// INPUT or LINE INPUT: the prompt on the first row is not part of the answer, ESC
    /// keeps it, and the caller ends the row itself.
    pub input: bool,
    /// `INPUT;`: the cursor stays after the answer (SCNEDT.ASM `INLRET` skips the move to
    /// the next row on SEMFLG).
    pub stays: bool,
}

impl<P: Profile> Machine<P> {
    /// Whether lines are read with the screen editor: the machine has the PC's text page and
    /// the console gives keys one by one for it.
    pub fn edits_on_screen(&self, con: &dyn Console) -> bool {
        self.screen.text.is_some()
            && con
                .keyboard()
                .is_some_and(|k| k.try_borrow().is_ok_and(|k| k.edits_on_screen()))
    }

    /// Reads a line with the screen editor from where the cursor is, or `None` when the
    /// machine reads lines otherwise (see [`Machine::edits_on_screen`]).
    pub fn screen_line(
        &mut self,
        con: &mut dyn Console,
        request: LineRequest,
    ) -> Option<EditedLine> {
        if !self.edits_on_screen(con) {
            return None;
        }
        self.show_pixels(true);
        self.screen.flush(con);
        let keyboard = con.keyboard()?;
        let mut keys = keyboard.try_borrow_mut().ok()?;
        let page = self.screen.text.as_deref_mut()?;
        let mut keys = RingFirst {
            bios: &mut self.bios,
            scan: None,
            inner: &mut *keys,
        };
        let line = edit(page, &mut keys, request, &mut self.soft_typed);
        // SCNEDT.ASM `CLRFLG`: a line read leaves insert mode off (a tab printed after it
        // passes over cells until CHR$(9) is evaluated again).
        page.clear_insert();
        Some(line)
    }

    /// After the line EDIT or a syntax error offers, the rest of its logical line is
    /// cleared: LIST's printer ends every line with "erase to end of line" (GWLIST.ASM
    /// `LISPRT` calls LISEOL at the line's 0; real GW-BASIC 3.23: `10 X=)` offered over a
    /// row of 30 Z's leaves no Z, and so does `EDIT 10`). A line that filled its last row
    /// leaves the cursor waiting past it, and nothing is cleared.
    pub fn erase_after_listed_line(&mut self) {
        if let Some(t) = self.screen.text.as_deref_mut() {
            t.bring_onto_page();
            if !t.waits_at_edge() {
                t.erase_to_end();
            }
        }
    }

    /// Moves the page's cursor to the start of its logical line (EDIT and the edit after a
    /// syntax error leave it there: SCNEDT.ASM `ERREDT`, "positioning cursor at start of
    /// line").
    pub fn cursor_to_line_start(&mut self) {
        if let Some(t) = self.screen.text.as_deref_mut() {
            t.bring_onto_page();
            t.to_line_start();
        }
    }

    /// Moves the page's cursor `column` characters into the logical line it starts (the
    /// edit after a syntax error waits at the error's point); a place off the page is
    /// left alone.
    pub fn cursor_to_line_column(&mut self, column: usize) {
        if let Some(t) = self.screen.text.as_deref_mut() {
            t.bring_onto_page();
            let (row, _) = t.cursor();
            let width = t.width();
            t.locate(Some(row + 1 + column / width), Some(column % width + 1));
        }
    }
}

/// The keyboard as GW-BASIC reads it: the keys a program POKEd into the BIOS ring first
/// (the real GW-BASIC 3.23: `Y` and Enter POKEd there answer the INPUT that follows),
/// then the console's.
struct RingFirst<'a> {
    bios: &'a mut super::bios::BiosData,
    /// The scan code of an extended key from the ring, given after its 0.
    scan: Option<u8>,
    inner: &'a mut dyn Keyboard,
}

impl RingFirst<'_> {
    /// The ring's next key as a byte (an extended key is 0, then its scan code). The
    /// empty word the BIOS leaves for Ctrl-Break is Ctrl-C to the line editor (`edit`)
    /// and no key to INKEY$ and INPUT$ (real GW-BASIC 3.23 run with the console as its
    /// output: a word 0 POKEd before `INPUT A$` stops the program with `Break in 10`;
    /// before two INKEY$ after `A` and a typed `Z`, they read `A` and `Z`).
    fn ring(&mut self, edit: bool) -> Option<u8> {
        if let Some(s) = self.scan.take() {
            return Some(s);
        }
        loop {
            let word = self.bios.take_key()?;
            if edit && word == [0, 0] {
                return Some(3);
            }
            match super::bios::typed_key(word) {
                Some([0, scan]) => {
                    self.scan = Some(scan);
                    return Some(0);
                }
                Some([c, _]) => return Some(c),
                None => {}
            }
        }
    }
}

impl Keyboard for RingFirst<'_> {
    fn key(&mut self) -> Option<u8> {
        self.ring(false).or_else(|| self.inner.key())
    }

    fn edit_key(&mut self) -> Option<u8> {
        self.ring(true).or_else(|| self.inner.edit_key())
    }

    fn unread(&mut self, keys: &[u8]) {
        self.inner.unread(keys);
    }

    fn show(&mut self, screen: &dyn ferrite_console::ScreenView) {
        self.inner.show(screen);
    }
}

/// The key loop of INLIN on `page`; `typed` is the rest of a function key's text, typed
/// first (an INKEY$ may have taken its beginning), and keeps what the line leaves of one.
fn edit(
    page: &mut TextScreen,
    keys: &mut dyn Keyboard,
    request: LineRequest,
    typed: &mut VecDeque<u8>,
) -> EditedLine {
    page.cut_link_above();
    page.clear_marked_row();
    let (mut start_row, start_col) = page.cursor();
    // FSTPOS and LSTPOS: an INPUT reads from where its answer started to as far as the
    // cursor or the typing went on its line (SCNDRV.ASM `SCNMRK`); a statement reads
    // its whole logical line.
    let mut marks = if request.input {
        Marks::input(start_row, start_col)
    } else {
        Marks::statement()
    };
    let mut scrolls = page.scrolls();
    let mut insert = false;
    loop {
        // A key in a function key's text does not expand another (a text that named its
        // own key would never end).
        let from_text = !typed.is_empty();
        let key = match typed.pop_front() {
            Some(k) => k,
            None => {
                // A person at a terminal sees the page as each key is waited for.
                keys.show(&*page);
                match keys.edit_key() {
                    Some(k) => k,
                    None => return EditedLine::End,
                }
            }
        };
        // The editing keys that end insert mode (SCNDRV.ASM `CTLITB`).
        if matches!(
            key,
            0x02 | 0x05 | 0x06 | 0x07 | 0x0b | 0x0c | 0x0e | 0x1b | 0x1c..=0x1f
        ) {
            insert = false;
        }
        match key {
            b'\r' => break,
            0x03 => {
                page.to_line_end_for_enter();
                if !request.input {
                    page.put(b'\r');
                }
                return EditedLine::Break;
            }
            b'\n' => {
                let (row, _) = page.cursor();
                page.typed_line_feed();
                settle(page, &mut marks, &mut scrolls, &mut start_row);
                page.line_fed(&mut marks, row);
            }
            0x08 => page.key_backspace(&mut marks),
            b'\t' if insert => {
                let (_, col) = page.cursor();
                for _ in col % 8..8 {
                    type_key(page, &mut marks, &mut scrolls, &mut start_row, b' ', true);
                }
            }
            b'\t' => page.key_tab(&mut marks),
            0x1b => page.key_escape(&mut marks),
            0 => {
                let code = if from_text {
                    typed.pop_front().unwrap_or(0)
                } else {
                    keys.edit_key().unwrap_or(0)
                };
                if matches!(code, 0x47..=0x50 | 0x73 | 0x74) {
                    insert = false;
                }
                match code {
                    0x48 => page.key_up(&mut marks),
                    0x50 => page.key_down(&mut marks),
                    0x4b => page.key_left(&mut marks),
                    0x4d => page.key_right(&mut marks),
                    0x73 => page.key_word_left(&mut marks),
                    0x74 => page.key_word_right(&mut marks),
                    0x47 => page.key_home(),
                    0x4f => page.key_append(&mut marks),
                    0x52 => insert = !insert,
                    0x53 => page.key_delete(&mut marks),
                    0x75 => page.key_truncate(&mut marks),
                    0x77 => page.cls(),
                    // F1-F10 type their texts (User's Guide, KEY).
                    0x3b..=0x44 if !from_text => {
                        let n = usize::from(code - 0x3b);
                        typed.extend(page.keys()[n].iter().copied());
                    }
                    _ => {}
                }
            }
            // The control keys of SCNDRV.ASM's dispatch table `FUNTAB`.
            0x1e => page.key_up(&mut marks),
            0x1f => page.key_down(&mut marks),
            0x1c => page.key_right(&mut marks),
            0x1d => page.key_left(&mut marks),
            0x0b => page.key_home(),
            0x0e => page.key_append(&mut marks),
            0x02 => page.key_word_left(&mut marks),
            0x06 => page.key_word_right(&mut marks),
            0x05 => page.key_truncate(&mut marks),
            0x0c => page.cls(),
            0x12 => insert = !insert,
            // The bell is ignored. The control keys the published table ignores or gives
            // other work (^A, ^D, ^O-^Q, ^S-^Z) are typed as characters by the real
            // GW-BASIC 3.23's keyboard (gw-real: `A$="A"+^U+"B"` typed at Ok leaves LEN 3
            // and the code 21 in A$, a REM keeps the byte), so they go on as any key.
            0x07 => {}
            _ => type_key(page, &mut marks, &mut scrolls, &mut start_row, key, insert),
        }
        settle(page, &mut marks, &mut scrolls, &mut start_row);
    }
    let mut line = page.read_line(&marks);
    line.truncate(MAX_LINE);
    // After `INPUT;` the cursor stays where Enter found it (SCNEDT.ASM `INCRTX`: with
    // SEMFLG set neither the ^N append nor CRDO is output): on a line a program printed
    // past column 80 that is not the printed line's end (real GW-BASIC 3.23,
    // difftest/gw/input/wrapgen.py).
    if !request.stays {
        page.to_enter_row();
    }
    EditedLine::Line(line)
}

/// A scroll of the whole window moved the line's rows up: the marks follow them.
fn settle(page: &TextScreen, marks: &mut Marks, scrolls: &mut u32, start_row: &mut usize) {
    let now = page.scrolls();
    let n = now.wrapping_sub(*scrolls) as usize;
    if n > 0 {
        *start_row = start_row.saturating_sub(n);
        marks.scrolled(n);
    }
    *scrolls = now;
}

/// A typed character, over or into the line, and the marks after it (SCNDRV.ASM `CHWRAP`).
fn type_key(
    page: &mut TextScreen,
    marks: &mut Marks,
    scrolls: &mut u32,
    start_row: &mut usize,
    key: u8,
    insert: bool,
) {
    let (row, _) = page.cursor();
    let before = page.scrolls();
    if insert {
        page.inserting(marks);
        page.type_insert(key);
    } else {
        page.type_over(key);
    }
    let (now_row, now_col) = page.cursor();
    let scrolled = page.scrolls().wrapping_sub(before) as usize;
    settle(page, marks, scrolls, start_row);
    let at = if now_col == 0 {
        (now_row.saturating_sub(1), page.width() - 1)
    } else {
        (now_row, now_col - 1)
    };
    page.typed_at(marks, row.saturating_sub(scrolled), at);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line edited with no function key's text waiting.
    fn edit_line(
        page: &mut TextScreen,
        keys: &mut dyn Keyboard,
        request: LineRequest,
    ) -> EditedLine {
        edit(page, keys, request, &mut VecDeque::new())
    }

    /// Keys from a list, as piped keys with CR for Enter give them.
    struct Keys(VecDeque<u8>);

    impl Keyboard for Keys {
        fn key(&mut self) -> Option<u8> {
            self.0.pop_front()
        }
    }

    fn keys(bytes: &[u8]) -> Keys {
        Keys(bytes.iter().copied().collect())
    }

    #[test]
    fn the_ring_s_empty_word_is_ctrl_c_to_the_line_editor_only() {
        // Real GW-BASIC 3.23 with the console as its output: a word 0 POKEd into the ring
        // breaks the INPUT that reads it; INKEY$ passes over it.
        let mut bios = super::super::bios::BiosData::default();
        for (a, v) in [
            (0x41a, 30),
            (0x41c, 34),
            (0x41e, 65),
            (0x41f, 30),
            (0x420, 0),
            (0x421, 0),
        ] {
            bios.poke(a, v);
        }
        let mut inner = keys(b"Z");
        let mut ring = RingFirst {
            bios: &mut bios,
            scan: None,
            inner: &mut inner,
        };
        assert_eq!(ring.key(), Some(b'A'));
        assert_eq!(ring.key(), Some(b'Z'));
        bios.poke(0x41a, 30);
        let mut inner = keys(b"");
        let mut ring = RingFirst {
            bios: &mut bios,
            scan: None,
            inner: &mut inner,
        };
        assert_eq!(ring.edit_key(), Some(b'A'));
        assert_eq!(ring.edit_key(), Some(3));
    }

    #[test]
    fn enter_reads_the_logical_line_from_the_page() {
        let mut page = TextScreen::new();
        page.set_width(40);
        let typed = [b'7'; 50];
        let got = edit_line(
            &mut page,
            &mut keys(&[&typed[..], b"\r"].concat()),
            LineRequest::default(),
        );
        assert_eq!(got, EditedLine::Line(typed.to_vec()));
        // The cursor waits at the end of the line, on its second row.
        assert_eq!(page.cursor(), (1, 10));
    }

    #[test]
    fn enter_on_a_row_before_the_last_goes_to_the_line_end() {
        // Real GW-BASIC 3.23 with the console as its output (famgen.py's runner): `INPUT
        // A$` answered with 170 Z's and cursor up onto the answer's second row: A$ is the
        // whole 170, and CSRLIN after it reads the fourth row, the row after the line
        // (SCNDRV.ASM `LAPPND`; with its output redirected the machine reads the third).
        let mut page = TextScreen::new();
        page.write(b"? ");
        let input = LineRequest {
            input: true,
            stays: false,
        };
        let typed = [b'Z'; 170];
        let got = edit_line(
            &mut page,
            &mut keys(&[&typed[..], b"\x1e\r"].concat()),
            input,
        );
        assert_eq!(got, EditedLine::Line(typed.to_vec()));
        assert_eq!(page.cursor(), (2, 12));
        // On the line's last row too.
        let mut page = TextScreen::new();
        let got = edit_line(&mut page, &mut keys(&[&typed[..], b"\r"].concat()), input);
        assert_eq!(got, EditedLine::Line(typed.to_vec()));
        assert_eq!(page.cursor(), (2, 10));
    }

    #[test]
    fn an_input_answer_leaves_out_the_prompt_and_esc_keeps_it() {
        let mut page = TextScreen::new();
        page.write(b"name? ");
        let input = LineRequest {
            input: true,
            stays: false,
        };
        let got = edit_line(&mut page, &mut keys(b"bob\x1bann\r"), input);
        assert_eq!(got, EditedLine::Line(b"ann".to_vec()));
        assert_eq!(page.screen(1, 1, false), Some(b'n'));
    }

    #[test]
    fn control_keys_without_work_are_typed_and_the_bell_is_dropped() {
        // Real GW-BASIC 3.23 (gw-real, keys fed one by one): `A`, ^U, `B` read as three
        // characters, ^A ^D ^O-^Q ^S-^Z likewise; a bell typed is not in the line.
        let mut page = TextScreen::new();
        let got = edit_line(
            &mut page,
            &mut keys(b"A\x15B\x01\x1a\x04\x0f\x10\x11\x13\x14\x07C\r"),
            LineRequest::default(),
        );
        assert_eq!(
            got,
            EditedLine::Line(b"A\x15B\x01\x1a\x04\x0f\x10\x11\x13\x14C".to_vec())
        );
    }

    #[test]
    fn a_function_key_naming_itself_does_not_loop() {
        let mut page = TextScreen::new();
        page.set_key(1, b"A\0;B");
        let got = edit_line(&mut page, &mut keys(b"\0;\r"), LineRequest::default());
        assert_eq!(got, EditedLine::Line(b"AB".to_vec()));
    }

    #[test]
    fn the_keys_running_out_ends_the_edit() {
        let mut page = TextScreen::new();
        assert_eq!(
            edit_line(&mut page, &mut keys(b"abc"), LineRequest::default()),
            EditedLine::End
        );
    }

    /// LINE INPUT "L? " on the first row over `old` (with `second row` below it, as the
    /// machine's run had), answered with `typed` (Enter added).
    fn answer(old: &[u8], typed: &[u8]) -> Vec<u8> {
        let mut page = TextScreen::new();
        page.write(old);
        page.write(b"\r");
        if !old.is_empty() {
            page.write(b"second row\r");
        }
        page.locate(Some(1), Some(1));
        page.write(b"L? ");
        let input = LineRequest {
            input: true,
            stays: false,
        };
        match edit_line(&mut page, &mut keys(&[typed, b"\r"].concat()), input) {
            EditedLine::Line(l) => l,
            _ => b"<no line>".to_vec(),
        }
    }

    // The answers below are the real GW-BASIC 3.23's (gw-real, `LINE INPUT "L? ";L$` after
    // CLS; difftest/gw/input/README.md).

    /// A 100-character line printed from the top left, then LINE INPUT (`stays`: with
    /// `;`) at `(row, col)` (from 1) answered with `typed` (Enter added): the answer and
    /// the cursor after it (from 1).
    fn over_printed(
        row: usize,
        col: usize,
        stays: bool,
        typed: &[u8],
    ) -> (Vec<u8>, (usize, usize)) {
        let mut page = TextScreen::new();
        page.write(&[b'x'; 100]);
        page.write(b"\r");
        page.locate(Some(row), Some(col));
        let input = LineRequest { input: true, stays };
        let line = match edit_line(&mut page, &mut keys(&[typed, b"\r"].concat()), input) {
            EditedLine::Line(l) => l,
            _ => b"<no line>".to_vec(),
        };
        let (r, c) = page.cursor();
        (line, (r + 1, c + 1))
    }

    #[test]
    fn an_answer_over_a_printed_wrapped_line_ends_with_the_typing() {
        // The real GW-BASIC 3.23 (gw-real, difftest/gw/input/wrapgen.py): typing from
        // column 70 goes on into the printed line's second row and is read whole; after
        // `LINE INPUT;` the cursor stays where Enter was pressed (SCNEDT.ASM `INCRTX`).
        let z16 = [b'z'; 16];
        assert_eq!(over_printed(1, 70, true, &z16), (z16.to_vec(), (2, 6)));
        assert_eq!(over_printed(1, 1, true, b"a"), (b"a".to_vec(), (1, 2)));
        assert_eq!(over_printed(1, 70, true, b""), (b"".to_vec(), (1, 70)));
        // Without `;` the line end goes below the cursor's row.
        let (line, _) = over_printed(1, 70, false, &z16);
        assert_eq!(line, z16.to_vec());
        // Cursor-down onto the second row, then typing: nothing is read.
        assert_eq!(over_printed(1, 54, true, b"\x1fz").0, b"".to_vec());
    }

    #[test]
    fn a_prompt_filling_a_row_that_runs_on_starts_the_answer_on_the_next_row() {
        // Real GW-BASIC 3.23 (difftest/gw/editor/famgen.py seed 2 case 9, probes):
        // `LOCATE 10,1:PRINT STRING$(200,"#");:LOCATE 10,1:INPUT "x..x";A$` with a prompt
        // filling row 10: the answer starts on row 11 (CHWRAP found the row wrapped), so
        // cursor left and `q` read the prompt with `q`, cursor right `#q`; over a row that
        // ends its line the cursor waits after the prompt and the answer is `q`.
        let prompted = |wrapped: bool, typed: &[u8]| {
            let mut page = TextScreen::new();
            if wrapped {
                page.write(&[b'#'; 200]);
            }
            page.locate(Some(1), Some(1));
            page.write(&[b'x'; 78]);
            page.write(b"? ");
            let input = LineRequest {
                input: true,
                stays: false,
            };
            match edit_line(&mut page, &mut keys(&[typed, b"\r"].concat()), input) {
                EditedLine::Line(l) => (l, page.cursor().0),
                _ => (b"<no line>".to_vec(), 0),
            }
        };
        let mut whole = vec![b'x'; 78];
        whole.extend(b"?q");
        // The row Enter leaves the cursor on (CSRLIN after the INPUT is the next: 2 and 4
        // on the machine run with the console as its output).
        assert_eq!(prompted(true, b"\x1dq"), (whole, 0));
        assert_eq!(prompted(true, b"\x1cq"), (b"#q".to_vec(), 2));
        assert_eq!(prompted(true, b""), (b"".to_vec(), 2));
        assert_eq!(prompted(false, b"\x1dq"), (b"q".to_vec(), 0));
    }

    #[test]
    fn backspace_past_the_data_only_moves_left() {
        // SCNDRV.ASM `BAKSPC`: cursor right twice after `abc`, then Backspace.
        assert_eq!(answer(b"", b"abc\x1c\x1c\x08X"), b"abc X");
        assert_eq!(answer(b"", b"abc\x1c\x1c\x08\x08X"), b"abcX");
        assert_eq!(answer(b"", b"abc\x1c\x1c\x08\x08\x08X"), b"abX");
        assert_eq!(answer(b"", b"ab\t\x08X"), b"ab  X");
        assert_eq!(
            answer(b"", b"abcdef\x1d\x1d\x1d\x05\x1c\x1c\x08X"),
            b"abc X"
        );
    }

    #[test]
    fn the_answer_reads_old_text_as_far_as_the_cursor_went() {
        // LSTPOS follows cursor-right and Tab over old text (`UPDPOS`); Ctrl-N goes to the
        // row's last data (`LAPPND`); down leaves the line, and so does Ctrl-F, which finds
        // no word after the cursor in it and goes on to `second` on the row below.
        let old = b"0123456789ABCDEF";
        assert_eq!(answer(old, b"ab\x1c\x1c\x1c"), b"ab567");
        assert_eq!(answer(old, b"ab\t"), b"ab567");
        assert_eq!(answer(old, b"ab\x0e"), b"ab56789ABCDEF");
        assert_eq!(answer(old, b"ab\x06"), b"");
        assert_eq!(answer(old, b"ab\x1f"), b"");
        assert_eq!(answer(old, b"ab\x05\x1c\x1c"), b"ab");
        assert_eq!(answer(old, b"abc\x1d\x08"), b"ac");
    }

    #[test]
    fn word_moves_go_by_letters_and_digits() {
        // SCNDRV.ASM `BCKWRD`, `FWDWRD`: a third Ctrl-B leaves the answer for the prompt,
        // which then is part of it.
        assert_eq!(answer(b"", b"abc def\x02\x02X"), b"Xbc def");
        assert_eq!(answer(b"", b"abc def\x02\x02\x02X"), b"X? abc def");
        let left6 = b"abc def\x1d\x1d\x1d\x1d\x1d\x1d\x06X";
        assert_eq!(answer(b"", left6), b"abc Xef");
    }

    #[test]
    fn del_typed_as_a_byte_is_a_character() {
        // The key 127 with no scan code is not the Del key: it shows as a character.
        assert_eq!(answer(b"", b"abc\x1d\x1d\x7f"), b"a\x7fc");
    }

    #[test]
    fn cursor_up_reads_the_line_it_went_to() {
        // The row above holds `[abc] 3 ` (PRINT of a string and a number): the machine
        // reads that line, its printed trailing blank too.
        let mut page = TextScreen::new();
        page.write(b"[abc] 3 \r");
        page.write(b"L? ");
        let input = LineRequest {
            input: true,
            stays: false,
        };
        let got = edit_line(&mut page, &mut keys(b"abc\x1e\r"), input);
        assert_eq!(got, EditedLine::Line(b"[abc] 3 ".to_vec()));
    }
}
