//! The FOCAL REPL: lines typed at `*` go to `ferrite_focal::Session`; MODIFY opens the line
//! in the line editor.
//!
//! FOCAL,1969's MODIFY read the keyboard a character at a time: the first key typed was the
//! search character, FOCAL typed the old text up to it, the user typed the insertion, and
//! RETURN dropped the rest of the old text while LINE FEED kept it (FOCAL-8 manual, MODIFY).
//! A line editor does the same with keys a terminal has: the line is shown with the cursor
//! at its start; Ctrl-] and a character moves just past that character (the search, see
//! `terminal.rs`), typing inserts, Backspace rubs out, Ctrl-U drops the text left of the
//! cursor (the back-arrow), Ctrl-K drops the rest (RETURN) and Enter keeps what is shown
//! (LINE FEED). The edited line is then typed at `*` with its number, which replaces it.
//!
//! Recognising MODIFY is FOCAL's business; it is here until the FOCAL session offers the
//! line to edit itself.

use ferrite_console::Console;
use ferrite_focal::lineno::scan_typed;
use ferrite_focal::{LineNumber, Session};

use super::terminal::{Terminal, Typed};

/// Runs FOCAL at its prompt until Ctrl-D (or until nobody reads the output).
pub fn repl(session: &mut Session, term: &mut Terminal) {
    let mut pending: Option<(Vec<u8>, Vec<u8>)> = None;
    loop {
        let typed = match pending.take() {
            Some((number, text)) => {
                // The line being modified: typed at `*` once edited.
                match term.prompt_line_around(&[], &text) {
                    Typed::Line(edited) => Typed::Line([number, edited].concat()),
                    other => other,
                }
            }
            None => {
                term.write(session.prompt());
                term.prompt_line_around(&[], &[])
            }
        };
        match typed {
            Typed::Line(line) => {
                term.clear_break();
                // Piped lines have no keys to edit with: FOCAL's own MODIFY reads the next
                // line by the search-character rule, as `ferrite run` does.
                if term.is_tty() {
                    if let Some(found) = modify_target(session, &line) {
                        pending = Some(found);
                        continue;
                    }
                }
                session.enter_line(&line, term);
            }
            Typed::Interrupted => {}
            Typed::Eof => break,
        }
        if term.output_closed() {
            break;
        }
    }
}

/// For `MODIFY g.ss` (or `M g.ss`) naming a stored line: the number as FOCAL lists it with
/// its separating space, and the line's text. Anything else is FOCAL's to answer.
fn modify_target(session: &Session, typed: &[u8]) -> Option<(Vec<u8>, Vec<u8>)> {
    let text = trim_start(typed);
    // FOCAL decodes a command by its first letter and skips the rest of the word.
    if !text.first()?.eq_ignore_ascii_case(&b'M') {
        return None;
    }
    let word = text.iter().take_while(|c| c.is_ascii_alphabetic()).count();
    let arg = trim_start(&text[word..]);
    let ((group, step), used) = scan_typed(arg)?;
    if trim_start(&arg[used..]).iter().any(|&c| c != b' ') {
        return None;
    }
    let number = LineNumber::new(u8::try_from(group).ok()?, u8::try_from(step).ok()?)?;
    let prefix = format!("{number} ").into_bytes();
    let listing = session.save();
    let line = listing
        .split(|&c| c == b'\n')
        .find(|l| l.starts_with(&prefix))?;
    Some((prefix.clone(), line[prefix.len()..].to_vec()))
}

fn trim_start(text: &[u8]) -> &[u8] {
    let start = text.iter().position(|&c| c != b' ').unwrap_or(text.len());
    &text[start..]
}
