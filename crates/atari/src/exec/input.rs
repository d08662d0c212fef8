//! INPUT, READ, DATA and RESTORE (Source Book XINPUT, XREAD, XRESTORE; Reference Manual
//! chapter 4). INPUT from E: prompts `?` and reads typed lines; the values are separated by
//! commas, a string takes the rest of its line; a bad number is ERROR- 8. The recorded E:
//! stream has neither the typed characters nor their EOL (`screen/input_short`: `?GOT HELLO`). READ takes DATA items in program order: a DATA
//! statement's text is kept raw, items end at commas, strings are not quoted.

use crate::bcd::Bcd;
use crate::tokens::{op, stmt};

use super::vars::Target;
use super::{Fault, Flow, Machine, Step, Stop, Val, EOL};

use ferrite_console::Console;

/// Where READ takes its next item.
#[derive(Clone, Copy, Debug, Default)]
pub struct DataPointer {
    /// The line number to search from when no DATA statement is current.
    pub line: u16,
    /// The current DATA statement's text: next byte and end address.
    pub current: Option<(u16, u16)>,
    /// The current DATA statement's line address and statement offset.
    pub at: Option<(u16, u8)>,
}

impl Machine {
    /// RESTORE: READ starts again at the first DATA at or after line `line`.
    pub fn restore_data(&mut self, line: u16) {
        self.data = DataPointer {
            line,
            current: None,
            at: None,
        };
    }

    /// INPUT [#n,] var, var ...
    pub(super) fn input(&mut self, con: &mut dyn Console) -> Step {
        let mut iocb = 0u8;
        if self.eat(op::HASH) {
            iocb = self.iocb_number(con)?;
            let _ = self.eat(op::COMMA) || self.eat(op::SEMICOLON);
        }
        let mut line: Vec<u8> = Vec::new();
        let mut pos = 0usize;
        let mut need_line = true;
        loop {
            if self.at_end() {
                break;
            }
            let (target, is_string) = self.input_target(con)?;
            if need_line || pos > line.len() {
                line = self.input_line(iocb, con)?;
                pos = 0;
            }
            need_line = false;
            if is_string {
                let text = line[pos.min(line.len())..].to_vec();
                pos = line.len() + 1;
                self.assign_text(target, &text)?;
            } else {
                let rest = &line[pos.min(line.len())..];
                let skip = rest.iter().take_while(|&&c| c == b' ').count();
                let (n, used) = Bcd::parse(&rest[skip..]).ok_or(Fault::INPUT)?;
                let after = &rest[skip + used..];
                let trail = after.iter().take_while(|&&c| c == b' ').count();
                match after.get(trail) {
                    None => pos = line.len() + 1,
                    Some(b',') => pos += skip + used + trail + 1,
                    Some(_) => return Err(Fault::INPUT.into()),
                }
                self.assign(target, Val::Num(n))?;
            }
            if !(self.eat(op::COMMA) || self.eat(op::ARRAY_COMMA)) {
                break;
            }
        }
        Ok(Flow::Next)
    }

    /// One typed line for INPUT: on E: after a `?` prompt, with its EOL in the stream.
    fn input_line(&mut self, iocb: u8, con: &mut dyn Console) -> Result<Vec<u8>, Stop> {
        let is_editor = matches!(
            self.iocbs.slots[usize::from(iocb)],
            super::devices::Device::Editor
        );
        if is_editor {
            self.put_bytes(iocb, b"?", con)?;
        }
        let line = self.get_record(iocb, con)?;
        if is_editor {
            self.cox = 0;
        }
        Ok(line)
    }

    /// Stores text in a string target (INPUT, READ).
    fn assign_text(&mut self, target: Target, text: &[u8]) -> Result<(), Stop> {
        // The text goes through the OS line buffer, as the ROM's INPUT buffer does.
        let buf = super::funcs::LBUFF;
        let len = text.len().min(0x80);
        self.mem.write(buf, &text[..len]);
        self.assign(
            target,
            Val::Str {
                addr: buf,
                len: len as u16,
            },
        )
    }

    /// READ var, var ...
    pub(super) fn read(&mut self, con: &mut dyn Console) -> Step {
        loop {
            if self.at_end() {
                break;
            }
            let (target, is_string) = self.input_target(con)?;
            let item = self.next_data_item()?;
            if is_string {
                self.assign_text(target, &item)?;
            } else {
                let skip = item.iter().take_while(|&&c| c == b' ').count();
                let (n, used) = Bcd::parse(&item[skip..]).ok_or(Fault::INPUT)?;
                if item[skip + used..].iter().any(|&c| c != b' ') {
                    return Err(Fault::INPUT.into());
                }
                self.assign(target, Val::Num(n))?;
            }
            if !(self.eat(op::COMMA) || self.eat(op::ARRAY_COMMA)) {
                break;
            }
        }
        Ok(Flow::Next)
    }

    /// The next DATA item's bytes (ERROR- 6 when there are no more).
    fn next_data_item(&mut self) -> Result<Vec<u8>, Stop> {
        for _ in 0..0x10000 {
            if let Some((pos, end)) = self.data.current {
                if pos <= end {
                    let text = self.mem.slice(pos, usize::from(end - pos)).to_vec();
                    let stop = text.iter().position(|&b| b == b',');
                    let item_len = stop.unwrap_or(text.len());
                    let item = text[..item_len].to_vec();
                    let next = match stop {
                        Some(_) => pos + item_len as u16 + 1,
                        None => end + 1,
                    };
                    self.data.current = Some((next, end));
                    return Ok(item);
                }
            }
            self.advance_data_statement()?;
        }
        Err(Fault::OUT_OF_DATA.into())
    }

    /// Moves the DATA pointer to the next DATA statement.
    fn advance_data_statement(&mut self) -> Result<(), Stop> {
        let (mut line, mut s) = match self.data.at {
            Some((l, o)) => (l, self.mem.peek(l + u16::from(o))),
            None => (
                self.find_line_at_or_after(self.data.line)
                    .ok_or(Fault::OUT_OF_DATA)?,
                3,
            ),
        };
        for _ in 0..0x10000 {
            if self.mem.word(line) >= crate::memory::DIRECT_LINE {
                break;
            }
            let len = self.mem.peek(line + 2);
            if len < 3 {
                break;
            }
            if s >= len {
                line += u16::from(len);
                s = 3;
                continue;
            }
            if self.mem.peek(line + u16::from(s) + 1) == stmt::DATA {
                return self.set_data_statement(line, s);
            }
            let next = self.mem.peek(line + u16::from(s));
            s = if next <= s { len } else { next };
        }
        Err(Fault::OUT_OF_DATA.into())
    }

    fn set_data_statement(&mut self, line: u16, s: u8) -> Result<(), Stop> {
        let next = self.mem.peek(line + u16::from(s));
        let mut start = line + u16::from(s) + 2;
        let mut end = line + u16::from(next.max(s + 2));
        // The raw text ends with an ATASCII EOL inside the statement.
        while end > start && matches!(self.mem.peek(end - 1), EOL | op::EOL) {
            end -= 1;
        }
        // The blanks after the word DATA are not part of the first item (`s000011_data`).
        while start < end && self.mem.peek(start) == b' ' {
            start += 1;
        }
        self.data.at = Some((line, s));
        self.data.line = self.mem.word(line);
        self.data.current = Some((start, end));
        Ok(())
    }
}
