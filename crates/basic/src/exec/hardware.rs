//! GW-BASIC's hardware statements: the speaker's (`SOUND`, `PLAY`, `BEEP`, `ON PLAY`, in
//! `music`), the event numbers of `KEY(n)`, `STRIG(n)`, `COM(n)`, `IOCTL`, and the DOS
//! environment (`ENVIRON`): a table of `NAME=value` strings in a block of fixed size,
//! starting as the profile's (`Profile::dos_environment`).

use std::rc::Rc;

use ferrite_console::Console;

use super::{Machine, Value};
use crate::dialect::Profile;
use crate::error::{BasicError, ErrorKind};
use crate::num::Number;
use crate::parse::{Expr, HwStmt};

/// `Illegal function call`.
const FC: ErrorKind = ErrorKind::IllegalQuantity;

impl<P: Profile> Machine<P> {
    /// Runs a speaker or environment statement.
    pub(super) fn hardware(
        &mut self,
        s: &HwStmt<P::Num>,
        con: &mut dyn Console,
    ) -> Result<(), BasicError> {
        match s {
            HwStmt::Sound(f, d) => self.sound(f, d, con),
            HwStmt::Play(e) => self.play(e, con),
            HwStmt::Beep => {
                self.beep(con);
                Ok(())
            }
            HwStmt::OnPlay(n, line) => self.on_play(n, *line),
            HwStmt::PlaySwitch(state) => {
                self.switch_play(*state);
                Ok(())
            }
            HwStmt::Environ(e) => {
                let text = self.eval_string_used(e)?;
                self.set_environ(&text)
            }
            // The file is looked up before the string is read; no device here takes
            // control strings (real GW-BASIC 3.23: 52 for a file not open, then 13 for a
            // number, then 5 for a disk file, SCRN:, KYBD: or LPT1:).
            HwStmt::Ioctl(f, text, bad) => {
                self.ioctl_file(f)?;
                if let Some(kind) = bad {
                    return Err((*kind).into());
                }
                if let Some(text) = text {
                    self.eval(text)?.string()?;
                }
                Err(FC.into())
            }
            // The variable is made an integer address (a string 13, past 65535 6), then
            // the parameters were checked; no machine code runs here, so the call is
            // `Illegal function call`, as USR's is (the machine jumps to DEF SEG:offset).
            HwStmt::Call(var, bad) => {
                self.eval_address(&Expr::Var(*var))?;
                match bad {
                    Some(kind) => Err((*kind).into()),
                    None => Err(FC.into()),
                }
            }
            HwStmt::Shell(command, bad) => {
                let text = match command {
                    Some(e) => self.eval(e)?.string()?,
                    None => Rc::from(&b""[..]),
                };
                self.shell(&text);
                match bad {
                    Some(kind) => Err((*kind).into()),
                    None => Ok(()),
                }
            }
            HwStmt::EventNumber(e, rule, tail) => {
                let n = self.eval_byte(e)?;
                match tail {
                    Err((t, false)) if rule.switch => Err((*t).into()),
                    _ if !rule.accepts(n) => Err(FC.into()),
                    Err((t, _)) => Err((*t).into()),
                    Ok(Some(line)) if *line != 0 => self.target(*line).map(|_| ()),
                    Ok(_) => Ok(()),
                }
            }
            HwStmt::OnEvent(n, line, tail) => {
                if let Some((e, rule)) = n {
                    if !rule.accepts(self.eval_byte(e)?) {
                        return Err(FC.into());
                    }
                }
                let line = line.map_err(BasicError::from)?;
                if line != 0 {
                    self.target(line)?;
                }
                match tail {
                    Some(kind) => Err((*kind).into()),
                    None => Ok(()),
                }
            }
        }
    }

    /// The file `IOCTL` and `IOCTL$` name: a byte (5 beyond), open (52 when not, file 0
    /// too).
    pub(super) fn ioctl_file(&mut self, f: &Expr<P::Num>) -> Result<(), BasicError> {
        let n = self.eval_byte(f)?;
        if !self.files.contains_key(&n) {
            return Err(ErrorKind::Numbered(52).into());
        }
        Ok(())
    }

    /// `ENVIRON "name=value"`: the name is everything before the first `=`, kept as typed
    /// (case and spaces too), and may not be empty; the string goes to the end of the table
    /// in place of the one of that name, and an empty value only removes it. It must fit
    /// the block with the old one gone, else `Out of memory` and the old one stays (real
    /// GW-BASIC 3.23: `ENVIRON "X"`, `"=1"`, `""` are error 5, `"k k=3"` and `"X==Y"` are
    /// set, `ENVIRON$("ab")` finds `ab` and not `AB`).
    fn set_environ(&mut self, text: &[u8]) -> Result<(), BasicError> {
        let eq = text.iter().position(|&c| c == b'=').ok_or(FC)?;
        if eq == 0 {
            return Err(FC.into());
        }
        let name = &text[..=eq];
        let old = self.environ.iter().position(|e| e.starts_with(name));
        let kept: usize = self
            .environ
            .iter()
            .enumerate()
            .filter(|&(i, _)| Some(i) != old)
            .map(|(_, e)| e.len() + 1)
            .sum();
        let set = eq + 1 < text.len();
        if set && kept + text.len() + 2 > P::dos_environment().1 {
            return Err(ErrorKind::OutOfMemory.into());
        }
        if let Some(i) = old {
            self.environ.remove(i);
        }
        if set {
            self.environ.push(text.to_vec());
        }
        Ok(())
    }

    /// `ENVIRON$(n)`: the nth string `NAME=value` (n 1..255), or `ENVIRON$(name)`: the
    /// value; empty when there is none. An empty name, or one with `=`, is error 5.
    pub(super) fn environ_fn(&mut self, e: &Expr<P::Num>) -> Result<Value<P::Num>, BasicError> {
        let text = match self.eval(e)? {
            Value::Num(n) => {
                let n = n.to_i16().map_err(|_| ErrorKind::Overflow)?;
                if !(1..=255).contains(&n) {
                    return Err(FC.into());
                }
                self.environ
                    .get(n as usize - 1)
                    .cloned()
                    .unwrap_or_default()
            }
            Value::Str(s) => {
                if s.is_empty() || s.contains(&b'=') {
                    return Err(FC.into());
                }
                self.environ
                    .iter()
                    .find(|e| e.len() > s.len() && e.starts_with(&s) && e[s.len()] == b'=')
                    .map(|e| e[s.len() + 1..].to_vec())
                    .unwrap_or_default()
            }
        };
        Ok(Value::Str(Rc::from(text)))
    }
}
