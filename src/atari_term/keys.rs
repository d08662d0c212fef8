//! The terminal's keys as the 800XL's controls (docs/atari.md has the table).
//!
//! - Arrow keys: joystick 0 (STICK(0) 14 up, 13 down, 11 left, 7 right). A terminal sends no
//!   key-up, so each press is one event that the machine holds and then lets go.
//! - Tab, Insert (keypad 0 with Num Lock off) and keypad 5: the fire button (STRIG(0) = 0).
//! - F2, F3, F4: START, SELECT, OPTION (the XL's console keys); without function keys
//!   Alt-S, Alt-E, Alt-O do the same.
//! - Ctrl-C: BREAK. Ctrl with an arrow: the Atari's cursor keys (ATASCII 28-31).
//! - Return: RETURN (EOL, 155); Backspace: DELETE BACK SPACE (126); Delete: DELETE (254);
//!   Esc: ESC (27); Ctrl-A..Ctrl-Z: the graphics characters 1-26; other printable keys
//!   type themselves (ATASCII is ASCII there), letters in upper case (CAPS is on at
//!   power-up). `{ } ~ \``, which the Atari keyboard cannot type as such (they are ATASCII
//!   graphics and editing codes), are ignored.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ferrite_atari::exec::Control;

/// What a key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Press a control (or type a key).
    Press(Control),
    /// BREAK: stop the program.
    Break,
    /// Nothing (a key the Atari has no use for, a key release).
    Ignore,
}

/// The ATASCII end of line (RETURN).
const EOL: u8 = 155;

/// The action of a terminal key event.
pub fn action(key: KeyEvent) -> Action {
    if key.kind == KeyEventKind::Release {
        return Action::Ignore;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    let alt = key.modifiers.contains(KeyModifiers::ALT);
    let press = |c| Action::Press(c);
    let typed = |b: u8| Action::Press(Control::Key(b));
    match key.code {
        KeyCode::Char('c') | KeyCode::Char('C') if ctrl => Action::Break,
        KeyCode::Up if ctrl => typed(28),
        KeyCode::Down if ctrl => typed(29),
        KeyCode::Left if ctrl => typed(30),
        KeyCode::Right if ctrl => typed(31),
        KeyCode::Up => press(Control::Up),
        KeyCode::Down => press(Control::Down),
        KeyCode::Left => press(Control::Left),
        KeyCode::Right => press(Control::Right),
        // The numeric keypad's corners with Num Lock off: the diagonals.
        KeyCode::Home => press(Control::UpLeft),
        KeyCode::PageUp => press(Control::UpRight),
        KeyCode::End => press(Control::DownLeft),
        KeyCode::PageDown => press(Control::DownRight),
        KeyCode::Tab | KeyCode::Insert | KeyCode::KeypadBegin => press(Control::Fire),
        KeyCode::F(2) => press(Control::Start),
        KeyCode::F(3) => press(Control::Select),
        KeyCode::F(4) => press(Control::Option),
        KeyCode::Char(c) if alt => match c.to_ascii_lowercase() {
            's' => press(Control::Start),
            'e' => press(Control::Select),
            'o' => press(Control::Option),
            _ => Action::Ignore,
        },
        KeyCode::Char(c) if ctrl && c.is_ascii_alphabetic() => {
            typed(c.to_ascii_uppercase() as u8 - b'A' + 1)
        }
        KeyCode::Char('{' | '}' | '~' | '`') => Action::Ignore,
        // The 800XL starts with CAPS on: a letter key types the upper-case letter.
        KeyCode::Char(c) if (' '..='\x7e').contains(&c) => typed(c.to_ascii_uppercase() as u8),
        KeyCode::Enter => typed(EOL),
        KeyCode::Backspace => typed(126),
        KeyCode::Delete => typed(254),
        KeyCode::Esc => typed(27),
        _ => Action::Ignore,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode, modifiers: KeyModifiers) -> Action {
        action(KeyEvent::new(code, modifiers))
    }

    #[test]
    fn arrows_are_the_joystick_and_tab_is_fire() {
        let none = KeyModifiers::NONE;
        assert_eq!(key(KeyCode::Up, none), Action::Press(Control::Up));
        assert_eq!(key(KeyCode::Down, none), Action::Press(Control::Down));
        assert_eq!(key(KeyCode::Left, none), Action::Press(Control::Left));
        assert_eq!(key(KeyCode::Right, none), Action::Press(Control::Right));
        assert_eq!(key(KeyCode::Home, none), Action::Press(Control::UpLeft));
        assert_eq!(
            key(KeyCode::PageDown, none),
            Action::Press(Control::DownRight)
        );
        assert_eq!(key(KeyCode::Tab, none), Action::Press(Control::Fire));
        assert_eq!(key(KeyCode::Insert, none), Action::Press(Control::Fire));
    }

    #[test]
    fn function_keys_and_their_alt_letters_are_the_console_keys() {
        let none = KeyModifiers::NONE;
        let alt = KeyModifiers::ALT;
        assert_eq!(key(KeyCode::F(2), none), Action::Press(Control::Start));
        assert_eq!(key(KeyCode::F(3), none), Action::Press(Control::Select));
        assert_eq!(key(KeyCode::F(4), none), Action::Press(Control::Option));
        assert_eq!(key(KeyCode::Char('s'), alt), Action::Press(Control::Start));
        assert_eq!(key(KeyCode::Char('E'), alt), Action::Press(Control::Select));
        assert_eq!(key(KeyCode::Char('o'), alt), Action::Press(Control::Option));
    }

    #[test]
    fn typed_keys_are_atascii_and_ctrl_c_is_break() {
        let none = KeyModifiers::NONE;
        let ctrl = KeyModifiers::CONTROL;
        assert_eq!(key(KeyCode::Char('c'), ctrl), Action::Break);
        assert_eq!(
            key(KeyCode::Char('C'), none),
            Action::Press(Control::Key(b'C'))
        );
        assert_eq!(
            key(KeyCode::Char('h'), none),
            Action::Press(Control::Key(b'H'))
        );
        assert_eq!(key(KeyCode::Enter, none), Action::Press(Control::Key(155)));
        assert_eq!(
            key(KeyCode::Backspace, none),
            Action::Press(Control::Key(126))
        );
        assert_eq!(
            key(KeyCode::Char('a'), ctrl),
            Action::Press(Control::Key(1))
        );
        assert_eq!(key(KeyCode::Up, ctrl), Action::Press(Control::Key(28)));
        assert_eq!(key(KeyCode::Char('}'), none), Action::Ignore);
        assert_eq!(key(KeyCode::F(9), none), Action::Ignore);
    }
}
