//! Key scripts (`ferrite run --keys FILE`): the scripted oracle's input files
//! (`transcripts/atari/README.md`, `MATCHBOX_PLAY_*.SCR`). Tokens `START SELECT OPTION FIRE
//! UP DOWN LEFT RIGHT KEY:c WAIT:n QUIT`, several on a line, separated by blanks; `#` starts
//! a comment that runs to the end of the line. The machine applies each event when the
//! program next reads a control, with the hold rules of `exec/controls.rs`.

use std::collections::VecDeque;

use crate::exec::{AtariHost, Control, Poll};
use crate::memory::Memory;

/// The longest `WAIT:n` taken (ten emulated minutes), so no script stalls a run for ever.
const MAX_WAIT: u32 = 36_000;

/// A token the script language does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptError {
    /// The line (from 1).
    pub line: usize,
    /// The token.
    pub token: String,
}

impl std::fmt::Display for ScriptError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "line {}: `{}` is not a key script token (START SELECT OPTION FIRE UP DOWN LEFT \
             RIGHT KEY:c WAIT:n QUIT)",
            self.line, self.token
        )
    }
}

impl std::error::Error for ScriptError {}

/// Reads a key script into its events, in order.
pub fn parse_script(text: &str) -> Result<Vec<Control>, ScriptError> {
    let mut events = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let code = line.split('#').next().unwrap_or("");
        for token in code.split_whitespace() {
            let event = parse_token(token).ok_or_else(|| ScriptError {
                line: i + 1,
                token: token.to_string(),
            })?;
            events.push(event);
        }
    }
    Ok(events)
}

fn parse_token(token: &str) -> Option<Control> {
    if let Some(key) = token.strip_prefix("KEY:") {
        let mut chars = key.chars();
        let c = chars.next()?;
        return (chars.next().is_none() && c.is_ascii()).then_some(Control::Key(c as u8));
    }
    if let Some(n) = token.strip_prefix("WAIT:") {
        return n
            .parse::<u32>()
            .ok()
            .map(|n| Control::Wait(n.min(MAX_WAIT)));
    }
    Some(match token {
        "START" => Control::Start,
        "SELECT" => Control::Select,
        "OPTION" => Control::Option,
        "FIRE" => Control::Fire,
        "UP" => Control::Up,
        "DOWN" => Control::Down,
        "LEFT" => Control::Left,
        "RIGHT" => Control::Right,
        // Not in the oracle's vocabulary: ferrite's diagonals.
        "UPLEFT" => Control::UpLeft,
        "UPRIGHT" => Control::UpRight,
        "DOWNLEFT" => Control::DownLeft,
        "DOWNRIGHT" => Control::DownRight,
        "QUIT" => Control::Quit,
        _ => return None,
    })
}

/// A host that presses a script's events one after the other, each when the machine asks
/// for the next one; no screen and no speaker.
#[derive(Clone, Debug, Default)]
pub struct ScriptHost {
    events: VecDeque<Control>,
}

impl ScriptHost {
    /// A host for these events.
    pub fn new(events: Vec<Control>) -> Self {
        ScriptHost {
            events: events.into(),
        }
    }
}

impl AtariHost for ScriptHost {
    fn poll(&mut self, _what: Poll, _mem: &Memory) -> Option<Control> {
        self.events.pop_front()
    }

    fn has_more(&self) -> bool {
        !self.events.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_comments_and_errors() {
        let events = parse_script("# a comment\nKEY:C\nSELECT START # mark\nWAIT:600\nQUIT\n")
            .expect("valid script");
        assert_eq!(
            events,
            vec![
                Control::Key(b'C'),
                Control::Select,
                Control::Start,
                Control::Wait(600),
                Control::Quit
            ]
        );
        let e = parse_script("START\nJUMP\n").unwrap_err();
        assert_eq!((e.line, e.token.as_str()), (2, "JUMP"));
        assert!(parse_script("KEY:").is_err());
        assert!(parse_script("WAIT:x").is_err());
    }
}
