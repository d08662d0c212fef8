//! GW-BASIC's `SHELL`: a DOS command run by COMMAND.COM. ferrite never runs a host
//! command; it answers as the oracle's DOS (DOSBox 0.74's shell, `COMSPEC=Z:\COMMAND.COM`)
//! answers the commands that only print: `ECHO`, `REM`, `EXIT`, `VER`. Any other command is
//! answered as that shell answers one it does not know (`Illegal command: X.`), since what
//! a real one would do (list a folder, run a program) is the host's. The shell's output goes
//! to DOS's output, which GW-BASIC's redirected stream keeps and its cursor never sees
//! (real GW-BASIC 3.23 in DOSBox: `SHELL "ECHO HI"` then `PRINT POS(0);CSRLIN` is 1 1).
//! `SHELL` alone (or an empty command) starts the shell reading typed commands until
//! `EXIT`; ferrite's goes back at once, as after an `EXIT`.

use super::Machine;
use crate::dialect::Profile;

impl<P: Profile> Machine<P> {
    /// Runs `command` as the shell would, its output in the stream alone.
    pub(super) fn shell(&mut self, command: &[u8]) {
        let out = shell_output(command);
        self.screen.write_stream(&out);
    }
}

/// What DOSBox's COMMAND.COM prints for `command` (lines ended by LF).
fn shell_output(command: &[u8]) -> Vec<u8> {
    // Only the first command of a pipe is answered (`ECHO A|B` prints A on the machine).
    let command = command.split(|&c| c == b'|').next().unwrap_or_default();
    let command = trim_blanks(command);
    // The command's word ends at a blank, `.` or `/` (`ECHO.`), not at `:` (`ECHO:HI` is
    // not known).
    let end = command
        .iter()
        .position(|&c| matches!(c, b' ' | b'\t' | b'.' | b'/'))
        .unwrap_or(command.len());
    let (word, rest) = command.split_at(end);
    let mut out = Vec::new();
    match word.to_ascii_uppercase().as_slice() {
        b"" | b"REM" | b"EXIT" => {}
        b"ECHO" => {
            let text = match rest.first() {
                Some(b'.') => &rest[1..],
                _ => trim_blanks(rest),
            };
            if text.is_empty() && rest.first() != Some(&b'.') {
                out.extend_from_slice(b"ECHO is on.\n");
            } else if !text.eq_ignore_ascii_case(b"ON") && !text.eq_ignore_ascii_case(b"OFF") {
                out.extend_from_slice(text);
                out.push(b'\n');
            }
        }
        b"VER" => out.extend_from_slice(b"DOSBox version 0.74-3. Reported DOS version 5.00.\n"),
        _ => {
            out.extend_from_slice(b"Illegal command: ");
            out.extend_from_slice(word);
            out.extend_from_slice(b".\n");
        }
    }
    out
}

/// `text` without the blanks around it.
fn trim_blanks(text: &[u8]) -> &[u8] {
    let blank = |c: &u8| matches!(c, b' ' | b'\t');
    let start = text.iter().position(|c| !blank(c)).unwrap_or(text.len());
    let end = text
        .iter()
        .rposition(|c| !blank(c))
        .map_or(start, |e| e + 1);
    &text[start..end.max(start)]
}

#[cfg(test)]
mod tests {
    use super::shell_output;

    /// As DOSBox 0.74's shell answered under the real GW-BASIC 3.23.
    #[test]
    fn answers_as_the_oracles_shell() {
        assert_eq!(shell_output(b"ECHO"), b"ECHO is on.\n");
        assert_eq!(shell_output(b"echo  two  spaces "), b"two  spaces\n");
        assert_eq!(shell_output(b"foo bar"), b"Illegal command: foo.\n");
        assert_eq!(shell_output(b"  ECHO lead"), b"lead\n");
        assert_eq!(shell_output(b"REM x"), b"");
        assert_eq!(shell_output(b"ECHO."), b"\n");
        assert_eq!(shell_output(b"ECHO OFF"), b"");
        assert_eq!(shell_output(b"ECHO a|b"), b"a\n");
        assert_eq!(shell_output(b"echo:hi"), b"Illegal command: echo:hi.\n");
        assert_eq!(shell_output(b"EXIT"), b"");
        assert_eq!(shell_output(b""), b"");
    }
}
