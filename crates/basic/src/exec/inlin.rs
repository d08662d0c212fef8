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
use ferrite_screen::pc::TextScreen;
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
        self.screen.flush(con);
        let keyboard = con.keyboard()?;
        let mut keys = keyboard.try_borrow_mut().ok()?;
        let page = self.screen.text.as_deref_mut()?;
        Some(edit(page, &mut *keys, request))
    }

    /// Moves the page's cursor to the start of its logical line (EDIT and the edit after a
    /// syntax error leave it there: SCNEDT.ASM `ERREDT`, "positioning cursor at start of
    /// line").
    pub fn cursor_to_line_start(&mut self) {
        if let Some(t) = self.screen.text.as_deref_mut() {
            t.to_line_start();
        }
    }
}

/// The key loop of INLIN on `page`.
fn edit(page: &mut TextScreen, keys: &mut dyn Keyboard, request: LineRequest) -> EditedLine {
    page.cut_link_above();
    let (mut start_row, start_col) = page.cursor();
    // The furthest left the cursor went on the first row: the answer starts there.
    let mut left = if request.input { start_col } else { 0 };
    // And the furthest right: an INPUT's answer on one row ends there.
    let mut right = start_col;
    let mut scrolls = page.scrolls();
    let mut insert = false;
    // A function key's text, typed as if each key were pressed.
    let mut typed: VecDeque<u8> = VecDeque::new();
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
        match key {
            b'\r' => break,
            0x03 => {
                page.to_line_end_for_enter();
                if !request.input {
                    page.put(b'\r');
                }
                return EditedLine::Break;
            }
            b'\n' => page.typed_line_feed(),
            0x08 => {
                // The typed text closes up over the character rubbed out: its end moves
                // left with it (real GW-BASIC 3.23: `"12"y"` then two Backspaces reads
                // `"12"`, no blanks after it).
                let before = page.cursor();
                page.backspace((start_row, left));
                if before.0 == start_row && page.cursor() != before && before.1 <= right {
                    right = right.saturating_sub(1).max(left);
                }
            }
            b'\t' if insert => {
                let (_, col) = page.cursor();
                for _ in col % 8..8 {
                    page.type_insert(b' ');
                }
            }
            b'\t' => page.tab_stop(),
            0x1b => {
                let (row, _) = page.cursor();
                let line = page.logical_start(row);
                if line == start_row {
                    page.erase_line(line, left, request.input);
                    // What was typed is gone: an answer read now is empty, not the blanks
                    // left where it was (real GW-BASIC 3.23).
                    right = left;
                } else {
                    page.erase_line(line, 0, false);
                }
            }
            0 => {
                let code = if from_text {
                    typed.pop_front().unwrap_or(0)
                } else {
                    keys.edit_key().unwrap_or(0)
                };
                if matches!(code, 0x47..=0x50) {
                    insert = false;
                }
                match code {
                    0x48 => page.cursor_up(),
                    0x50 => page.cursor_down(),
                    0x4b => page.cursor_left(),
                    0x4d => page.cursor_right(),
                    0x47 => page.cursor_home(),
                    0x4f => page.to_line_end(),
                    0x52 => insert = !insert,
                    0x53 => page.delete_char(),
                    0x75 => page.erase_to_end(),
                    0x77 => page.cls(),
                    // F1-F10 type their texts (User's Guide, KEY).
                    0x3b..=0x44 if !from_text => {
                        let n = usize::from(code - 0x3b);
                        typed.extend(page.keys()[n].iter().copied());
                    }
                    _ => {}
                }
            }
            // The control keys that stand for editing keys (User's Guide, chapter 5).
            0x1e => page.cursor_up(),
            0x1f => page.cursor_down(),
            0x1c => page.cursor_right(),
            0x1d => page.cursor_left(),
            0x0b => page.cursor_home(),
            0x0e => page.to_line_end(),
            0x05 => {
                page.erase_to_end();
                let (row, col) = page.cursor();
                if row == start_row {
                    right = right.min(col);
                }
            }
            0x0c => page.cls(),
            0x12 => insert = !insert,
            // Bell, and the word moves (Ctrl-B, Ctrl-F) this editor does not make.
            0x07 | 0x02 | 0x06 => {}
            _ if insert => page.type_insert(key),
            _ => page.type_over(key),
        }
        // A scroll of the whole window moved the line's first row up.
        let now = page.scrolls();
        start_row = start_row.saturating_sub(now.wrapping_sub(scrolls) as usize);
        scrolls = now;
        let (row, col) = page.cursor();
        if row == start_row {
            left = left.min(col);
            right = right.max(col);
        }
    }
    let (row, _) = page.cursor();
    let on_start = page.logical_start(row) == start_row;
    let skip = if on_start { left } else { 0 };
    let until = (request.input && on_start).then_some(right);
    let mut line = page.logical_text(row, skip, until);
    line.truncate(MAX_LINE);
    if request.stays {
        page.to_line_end();
    } else {
        page.to_line_end_for_enter();
    }
    EditedLine::Line(line)
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn enter_reads_the_logical_line_from_the_page() {
        let mut page = TextScreen::new();
        page.set_width(40);
        let typed = [b'7'; 50];
        let got = edit(
            &mut page,
            &mut keys(&[&typed[..], b"\r"].concat()),
            LineRequest::default(),
        );
        assert_eq!(got, EditedLine::Line(typed.to_vec()));
        // The cursor waits at the end of the line, on its second row.
        assert_eq!(page.cursor(), (1, 10));
    }

    #[test]
    fn an_input_answer_leaves_out_the_prompt_and_esc_keeps_it() {
        let mut page = TextScreen::new();
        page.write(b"name? ");
        let input = LineRequest {
            input: true,
            stays: false,
        };
        let got = edit(&mut page, &mut keys(b"bob\x1bann\r"), input);
        assert_eq!(got, EditedLine::Line(b"ann".to_vec()));
        assert_eq!(page.screen(1, 1, false), Some(b'n'));
    }

    #[test]
    fn a_function_key_naming_itself_does_not_loop() {
        let mut page = TextScreen::new();
        page.set_key(1, b"A\0;B");
        let got = edit(&mut page, &mut keys(b"\0;\r"), LineRequest::default());
        assert_eq!(got, EditedLine::Line(b"AB".to_vec()));
    }

    #[test]
    fn the_keys_running_out_ends_the_edit() {
        let mut page = TextScreen::new();
        assert_eq!(
            edit(&mut page, &mut keys(b"abc"), LineRequest::default()),
            EditedLine::End
        );
    }
}
