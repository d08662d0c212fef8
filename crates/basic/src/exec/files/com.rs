//! The serial ports `COM1:` and `COM2:` as the reference machine has them: DOSBox's dummy
//! port, with nothing attached, so no Data Set Ready, no Carrier Detect, no Clear To Send.
//!
//! OPEN reads its options as GIOCOM.ASM `PCOMOP` does (`COM1:[speed][,parity[,data[,stop
//! [,options]]]]`), any fault `Bad file name` (64); then `COMOPN` waits for DSR (1000 ms
//! unless `DS` gives another time, `DS` or `DS0` none) and for carrier detect (`CD`n, none
//! by default): a wait the port never ends is `Device Timeout` (24). Opened, the port
//! answers EOF -1, LOC 0, LOF 256; output waits for CTS (1000 ms unless `CS`n), so 24;
//! a read waits for ever (real GW-BASIC 3.23 in DOSBox, probed through gw-real).

/// What OPEN of a serial port found in its options: the waits it makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::exec) struct ComOptions {
    /// Data Set Ready's time-out (ms), which OPEN waits.
    pub dsr: u16,
    /// Carrier detect's time-out (ms), which OPEN waits.
    pub cd: u16,
    /// Clear To Send's time-out (ms), which each output waits.
    pub cts: u16,
    /// `ASC`: the file is ASCII (FC_ASC), so EOF waits for a byte to see whether it is a
    /// CTRL-Z (GIOCOM.ASM `COMEOF`); binary by default, whose EOF is an empty queue.
    pub ascii: bool,
}

/// The speeds the PC's serial port takes (INICOM: any other is `Bad file name`; real
/// GW-BASIC 3.23: 50, 2000 and 0 are 64, 75 to 19200 pass).
const SPEEDS: [u16; 11] = [75, 110, 150, 300, 600, 1200, 1800, 2400, 4800, 9600, 19200];

/// The options after `COMn:` read as PCOMOP reads them (blanks skipped, lower case taken
/// as upper case): `Err(())` is `Bad file name`.
pub(in crate::exec) fn com_options(text: &[u8]) -> Result<ComOptions, ()> {
    let mut r = Reader { text, at: 0 };
    let mut o = ComOptions {
        dsr: 1000,
        cd: 0,
        cts: 1000,
        ascii: false,
    };
    let mut speed = 300;
    let mut coded = false;
    // Even parity and 7 data bits unless given.
    let (mut parity, mut bits) = (b'E', b'7');
    // Speed, parity, data bits, stop bits: each may be left empty before its comma.
    let mut c = r.next();
    if c == Some(Tok::End) {
        return check_speed(speed).map(|_| o);
    }
    if matches!(c, Some(Tok::Byte(_))) {
        r.at -= 1;
        speed = r.number()?;
        c = r.next();
    }
    let mut field = 0;
    loop {
        match c {
            Some(Tok::End) => return check_frame(speed, parity, bits).map(|_| o),
            Some(Tok::Comma) => {}
            _ => return Err(()),
        }
        field += 1;
        if field > 3 {
            break;
        }
        c = r.next();
        match (field, c) {
            (_, Some(Tok::Comma | Tok::End)) => continue,
            (1, Some(Tok::Byte(b))) if b"NOEMS".contains(&b) => parity = b,
            (2, Some(Tok::Byte(b))) if (b'4'..=b'8').contains(&b) => bits = b,
            (3, Some(Tok::Byte(b'2'))) => {}
            (3, Some(Tok::Byte(b'1'))) => {
                if r.peek_byte() == Some(b'.') {
                    r.at += 1;
                    if r.next() != Some(Tok::Byte(b'5')) {
                        return Err(());
                    }
                }
            }
            _ => return Err(()),
        }
        c = r.next();
    }
    // The options in any order: RS, CSn, DSn, CDn, LF, BIN or ASC (not both).
    loop {
        c = r.next();
        let Some(Tok::Byte(b)) = c else {
            if c == Some(Tok::End) {
                break;
            }
            return Err(());
        };
        let second = r.next();
        match (b, second) {
            (b'R', Some(Tok::Byte(b'S'))) => {}
            (b'D', Some(Tok::Byte(b'S'))) => o.dsr = r.number()?,
            (b'C', Some(Tok::Byte(b'S'))) => o.cts = r.number()?,
            (b'C', Some(Tok::Byte(b'D'))) => o.cd = r.number()?,
            (b'L', Some(Tok::Byte(b'F'))) => {}
            // Parity checking on (real GW-BASIC 3.23: `,,,,DS0,PE` opens, `PE` twice too).
            (b'P', Some(Tok::Byte(b'E'))) => {}
            (b'B' | b'A', Some(Tok::Byte(x))) => {
                let rest = if b == b'B' {
                    [b'I', b'N']
                } else {
                    [b'S', b'C']
                };
                if x != rest[0] || r.next() != Some(Tok::Byte(rest[1])) || coded {
                    return Err(());
                }
                coded = true;
                o.ascii = b == b'A';
            }
            _ => return Err(()),
        }
        match r.next() {
            Some(Tok::End) => break,
            Some(Tok::Comma) => {}
            _ => return Err(()),
        }
    }
    check_frame(speed, parity, bits).map(|_| o)
}

/// The speed, then the byte's frame: 4 data bits need a parity bit and 8 leave no room
/// for one (real GW-BASIC 3.23: `COM1:9600,N,4` and `9600,E,8`, `,,8` (even by default),
/// `9600,M,8` are 64; `9600,N,8` and `9600,S,4` open).
fn check_frame(speed: u16, parity: u8, bits: u8) -> Result<(), ()> {
    check_speed(speed)?;
    match (parity, bits) {
        (b'N', b'4') => Err(()),
        (p, b'8') if p != b'N' => Err(()),
        _ => Ok(()),
    }
}

fn check_speed(speed: u16) -> Result<(), ()> {
    if SPEEDS.contains(&speed) {
        Ok(())
    } else {
        Err(())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok {
    Byte(u8),
    Comma,
    End,
}

/// PCOMOP's GETPRM: the next byte past blanks, upper case; a comma; the end.
struct Reader<'a> {
    text: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn next(&mut self) -> Option<Tok> {
        while self.text.get(self.at) == Some(&b' ') {
            self.at += 1;
        }
        let Some(&b) = self.text.get(self.at) else {
            return Some(Tok::End);
        };
        self.at += 1;
        Some(match b {
            b',' => Tok::Comma,
            0 => Tok::End,
            _ => Tok::Byte(b.to_ascii_uppercase()),
        })
    }

    fn peek_byte(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    /// VALGET: up to five digits (a sixth is `Bad file name`), none is 0; blanks skipped.
    fn number(&mut self) -> Result<u16, ()> {
        let mut v: u32 = 0;
        let mut digits = 0;
        loop {
            let save = self.at;
            match self.next() {
                Some(Tok::Byte(d)) if d.is_ascii_digit() => {
                    digits += 1;
                    if digits > 5 {
                        return Err(());
                    }
                    v = v * 10 + u32::from(d - b'0');
                }
                _ => {
                    self.at = save;
                    return Ok(v as u16);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The options probed on the machine (gw-real, GW-BASIC 3.23 in DOSBox).
    #[test]
    fn options_read_as_pcomop_reads_them() {
        let ok = |t: &[u8]| com_options(t).expect("opens");
        assert_eq!(ok(b"").dsr, 1000);
        assert_eq!(ok(b"9600,N,8,1,DS0").dsr, 0);
        assert_eq!(ok(b",,,,DS0").dsr, 0);
        assert_eq!(ok(b"1200,N,8,1,DS0,CD5").cd, 5);
        assert_eq!(ok(b"9600,N,8,1,DS").dsr, 0);
        assert_eq!(ok(b"300,N,8,1.5,DS0").dsr, 0);
        assert_eq!(ok(b"300,N,8,1,RS,CS5,DS0,LF").cts, 5);
        assert_eq!(ok(b",,,,DS00000").dsr, 0);
        assert!(ok(b",,,,DS0,ASC").ascii);
        assert!(!ok(b",,,,DS0,BIN").ascii);
        assert!(!ok(b",,,,DS0").ascii);
        for bad in [
            &b"1200,X"[..],
            b"1200,N,9",
            b"50,,,,DS0",
            b"2000,,,,DS0",
            b"0,,,,DS0",
            b"300,N,8,1,BIN,ASC,DS0",
            b"123456",
            b",,,,DS0,ZZ",
        ] {
            assert!(
                com_options(bad).is_err(),
                "{}",
                String::from_utf8_lossy(bad)
            );
        }
    }
}
