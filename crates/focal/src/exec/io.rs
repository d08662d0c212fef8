//! The terminal side: TYPE, ASK, WRITE, MODIFY, LIBRARY and typed lines at `*`.
//!
//! ASK reads characters as FOCAL,1969 did, from the keyboard one at a time: it types `:`,
//! skips spaces, reads a number and takes the next character as its terminator, echoing
//! everything (the carriage return as a new line). What is left of a typed line answers the
//! next variable, so `=  6` gives 0 and then 6 (transcripts/focal69/hexapawn-tape).

use ferrite_console::Console;

use crate::dialect::{Focal69, Profile};
use crate::error::{ErrorKind, FocalError};
use crate::lineno::{scan_typed, LineNumber, LineRef};
use crate::num::Pdp8Float;
use crate::parse::{Item, LineArg};

use super::run::{Fault, Stop};
use super::{Machine, Typed};

impl Machine {
    pub(crate) fn type_items(
        &mut self,
        con: &mut dyn Console,
        items: &[Item],
    ) -> Result<(), Fault> {
        for item in items {
            self.common_item(con, item)?;
            if let Item::Value(e) = item {
                let v = self.eval(e)?;
                con.write(v.format(self.format).as_bytes());
            }
        }
        Ok(())
    }

    pub(crate) fn ask_items(&mut self, con: &mut dyn Console, items: &[Item]) -> Result<(), Fault> {
        for item in items {
            self.common_item(con, item)?;
            if let Item::Input(t) = item {
                let slot = self.target_slot(t)?;
                con.write(b":");
                let v = self.read_number(con)?;
                self.vars.store(slot, v);
            }
        }
        Ok(())
    }

    /// The items TYPE and ASK share.
    fn common_item(&mut self, con: &mut dyn Console, item: &Item) -> Result<(), Fault> {
        match item {
            Item::Text(t) => con.write(t),
            Item::Newline => con.write(b"\n"),
            Item::Return => con.write(b"\r"),
            Item::Tab => con.write(b"\t"),
            Item::Format(f) => self.format = *f,
            Item::Dump => con.write(&self.vars.dump(self.format)),
            Item::Fail(k) => return Err((*k).into()),
            Item::Value(_) | Item::Input(_) => {}
        }
        Ok(())
    }

    /// Reads one ASK answer from the typed characters.
    fn read_number(&mut self, con: &mut dyn Console) -> Result<Pdp8Float, Fault> {
        if self.pending.is_empty() {
            match con.read_line() {
                Some(line) => {
                    self.pending.extend(line);
                    self.pending.push_back(b'\r');
                }
                None => return Err(Fault::Stop(Stop::InputExhausted)),
            }
        }
        let mut typed = Vec::new();
        while self.pending.front() == Some(&b' ') {
            typed.extend(self.pending.pop_front());
        }
        let mut negative = false;
        if let Some(&c @ (b'-' | b'+')) = self.pending.front() {
            negative = c == b'-';
            typed.extend(self.pending.pop_front());
        }
        // DBCONV stops long before this; bounding the copy keeps a huge typed line linear.
        let rest: Vec<u8> = self.pending.iter().take(256).copied().collect();
        let parsed = crate::parse::number::read_number(&rest);
        let (v, used) = match parsed {
            Ok(Some((v, used))) => (v, used),
            Ok(None) => (Pdp8Float::ZERO, 0),
            Err(_) => (Pdp8Float::ZERO, 0),
        };
        for _ in 0..used {
            typed.extend(self.pending.pop_front());
        }
        // The terminator: any character the number did not take.
        typed.extend(self.pending.pop_front());
        if con.echoes_input() {
            let shown: Vec<u8> = typed
                .iter()
                .map(|&c| if c == b'\r' { b'\n' } else { c })
                .collect();
            con.write(&shown);
        }
        if let Err(e) = parsed {
            return Err(Fault::Kind(e.into()));
        }
        Ok(if negative { v.neg() } else { v })
    }

    /// A line typed at `*`: stored when it starts with a line number, run otherwise.
    pub fn enter(&mut self, text: &[u8], con: &mut dyn Console) -> Typed {
        let text = trim_end(text);
        let start = text.iter().take_while(|&&b| b == b' ').count();
        let body = &text[start..];
        let Some(((group, step), used)) = scan_typed(body) else {
            if body.is_empty() {
                return Typed::Done;
            }
            return self.run_direct(body, con);
        };
        let fail = |kind| {
            let e = FocalError { kind, line: None };
            Typed::Error(e)
        };
        // GETLN refuses a third step digit or a second point ("too many digits").
        let extra = matches!(body.get(used), Some(b'0'..=b'9' | b'.'));
        let result = match (group, step) {
            _ if extra => Err(ErrorKind::BadLineNumber),
            (0, _) => Err(ErrorKind::LineZero),
            (g, _) if g > 31 => Err(ErrorKind::GroupTooLarge),
            // In range: 1..=31 and 0..=99.
            (g, s) => LineNumber::new(g as u8, s as u8).ok_or(ErrorKind::BadLineNumber),
        };
        let stored = result.and_then(|n| {
            let rest = &body[used..];
            let skip = rest.iter().take_while(|&&b| b == b' ').count();
            self.store_line(n, &rest[skip..])
        });
        match stored {
            Ok(()) => Typed::Done,
            Err(kind) => {
                self.report(FocalError { kind, line: None }, con);
                fail(kind)
            }
        }
    }

    /// `WRITE` alone: the header, then each group after a blank line.
    pub(crate) fn write_all(&self) -> Vec<u8> {
        let mut out = Focal69.listing_header(self.memory).as_bytes().to_vec();
        out.push(b'\n');
        let mut group = None;
        for (n, line) in self.program.iter() {
            if group != Some(n.group()) {
                out.push(b'\n');
                group = Some(n.group());
            }
            push_line(&mut out, n, &line.text);
        }
        out
    }

    /// The numbered lines alone, as a listing file holds them.
    pub(crate) fn save_text(&self) -> Vec<u8> {
        let mut text = Vec::new();
        for (n, line) in self.program.iter() {
            push_line(&mut text, n, &line.text);
        }
        text
    }

    pub(crate) fn write_group(&self, g: u8) -> Vec<u8> {
        let mut out = Vec::new();
        for (n, line) in self.program.group_lines(g) {
            push_line(&mut out, n, &line.text);
        }
        out
    }

    pub(crate) fn write_line(&self, n: LineNumber) -> Vec<u8> {
        let mut out = Vec::new();
        if let Some(line) = self.program.get(n) {
            push_line(&mut out, n, &line.text);
        }
        out
    }

    /// `MODIFY g.ss`, reduced to one typed line: its first character is the search
    /// character; FOCAL types the old text through that character, the rest of the typed
    /// line is inserted there, and the carriage return drops the old remainder (FOCAL-8
    /// manual, "MODIFY"; the bell, form feed and line feed keys are not modelled).
    pub(crate) fn modify(&mut self, con: &mut dyn Console, a: &LineArg) -> Result<(), Fault> {
        let n = match self.line_arg(a)? {
            LineRef::Line(n) if self.program.get(n).is_some() => n,
            _ => return Err(ErrorKind::BadModify.into()),
        };
        let old = self
            .program
            .get(n)
            .map(|l| l.text.clone())
            .unwrap_or_default();
        let Some(typed) = con.read_line() else {
            return Err(Fault::Stop(Stop::InputExhausted));
        };
        let Some((&search, insert)) = typed.split_first() else {
            return Ok(());
        };
        let keep = old
            .iter()
            .position(|&c| c == search)
            .map_or(old.len(), |p| p + 1);
        con.write(&old[..keep]);
        if con.echoes_input() {
            con.write(insert);
            con.write(b"\n");
        }
        let mut text = old[..keep].to_vec();
        text.extend_from_slice(insert);
        self.store_line(n, &text)?;
        Ok(())
    }

    /// `LIBRARY SAVE name` writes the listing to a host file, `LIBRARY CALL name` reads one
    /// in place of the program, `LIBRARY DELETE name` removes it (PS/8 FOCAL's commands;
    /// the paper-tape FOCAL,1969 had none, so anything else is `?31.<7`). Returns whether
    /// the program must stop (after CALL, as the text it ran is gone).
    pub(crate) fn library(
        &mut self,
        con: &mut dyn Console,
        sub: u8,
        name: &[u8],
    ) -> Result<bool, Fault> {
        let mut path = String::from_utf8_lossy(name).into_owned();
        if path.is_empty() {
            return Err(ErrorKind::Unavailable.into());
        }
        if !path.contains('.') {
            path.push_str(".FC");
        }
        match sub {
            b'S' => {
                std::fs::write(&path, self.save_text()).map_err(|_| ErrorKind::Unavailable)?;
                Ok(false)
            }
            b'C' => {
                let text = std::fs::read(&path).map_err(|_| ErrorKind::Unavailable)?;
                self.program.clear();
                self.vars.clear();
                for line in text.split(|&b| b == b'\n') {
                    if let Typed::Error(e) = self.enter_numbered_only(line, con) {
                        return Err(Fault::Stop(Stop::Error(e)));
                    }
                }
                Ok(true)
            }
            b'D' => {
                std::fs::remove_file(&path).map_err(|_| ErrorKind::Unavailable)?;
                Ok(false)
            }
            _ => Err(ErrorKind::Unavailable.into()),
        }
    }

    /// Loads a numbered line from a file; lines without a number are skipped.
    fn enter_numbered_only(&mut self, line: &[u8], con: &mut dyn Console) -> Typed {
        let t = trim_end(line);
        let start = t.iter().take_while(|&&b| b == b' ').count();
        if t.get(start).is_some_and(|b| b.is_ascii_digit()) {
            self.enter(t, con)
        } else {
            Typed::Done
        }
    }
}

fn trim_end(text: &[u8]) -> &[u8] {
    let mut end = text.len();
    while end > 0 && matches!(text[end - 1], b'\r' | b'\n') {
        end -= 1;
    }
    &text[..end]
}

fn push_line(out: &mut Vec<u8>, n: LineNumber, text: &[u8]) {
    out.extend_from_slice(format!("{n} ").as_bytes());
    out.extend_from_slice(text);
    out.push(b'\n');
}
