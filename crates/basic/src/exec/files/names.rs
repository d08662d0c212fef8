//! DOS 8.3 names and where they are in the working folder.
//!
//! A name goes through two hands on the machine: GW-BASIC 3.23 reads it first (a part before
//! a dot longer than DOS allows is its own error), then DOS makes an 8.3 name of the rest or
//! refuses it, and each statement turns DOS's refusal into its own error number. The rules
//! here are what the real GW-BASIC 3.23 on its DOS (DOSBox's, where the reference runs)
//! answered for every kind of name (`difftest/gw/files`, group `names`): blanks inside a
//! name are dropped, a trunk past 8 characters and an extension past 3 are cut, letters are
//! upper case, `C:` is the one disk (the working folder), `Z:` a disk holding none of the
//! program's files, any other drive is missing.

use super::*;

/// Why a file name was refused: GW-BASIC's own check, or what DOS said of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::exec) enum Fault {
    /// A part ended by a dot is longer than 8 characters (the first) or 3 (a later one),
    /// counted as typed, blanks included: GW-BASIC refuses it before DOS sees it.
    LongPart,
    /// A leading blank or a second dot (`A.B.C`, `A..B`).
    Malformed,
    /// A character DOS does not take in a name: `, ; = < > | [ ] "` or a byte past 126.
    BadChar,
    /// A wild card: `true` for a `*` with something after it in a trunk with an extension,
    /// which KILL refuses too (64, real GW-BASIC 3.23: `KILL "Q*Q.DAT"`); KILL deletes the
    /// files the others match (53 when none). OPEN and NAME refuse all (64).
    Wild(bool),
    /// A control character.
    Control,
    /// A `/`.
    Slash,
    /// Dots alone (`.`, `..`): no file name at all.
    Dots,
    /// Blanks alone (`" "`): DOS finds no such file (OPEN in every mode and NAME's old
    /// name 53, real GW-BASIC 3.23); KILL and NAME's new name as [`Fault::Dots`].
    Blank,
    /// A drive and nothing after it (`C:`).
    DriveOnly,
    /// A drive the machine does not have (anything but `C:` and `Z:`).
    NoDrive,
    /// DOSBox's own drive `Z:`: there, but holding none of the program's files.
    DriveZ,
    /// A folder on the way is not there.
    NoFolder,
    /// An extension with no trunk (`.EXT`): DOS makes the file, but will not delete it.
    NoTrunk,
}

/// What a statement does with a name; each turns a [`Fault`] into its own error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::exec) enum NameUse {
    /// OPEN in every mode, LOAD, SAVE, MERGE, CHAIN, RUN, LIST to a file, the folders.
    Open,
    /// KILL.
    Kill,
    /// NAME's old name.
    RenameFrom,
    /// NAME's new name.
    RenameTo,
    /// MKDIR: DOS alone reads the name (no GW-BASIC check of long parts: real GW-BASIC
    /// 3.23 `MKDIR "ABCDEFGH*.TXT"` makes ABCDEFGH), and its refusal of a wild card is
    /// `Path not found` (`MKDIR "tst**"`, `"*"`, `"ABC.D*"` are 76); else as [`NameUse::Open`].
    Mkdir,
}

impl Fault {
    /// The error a statement gives for this fault (real GW-BASIC 3.23; `None` when the
    /// statement takes the name).
    pub(in crate::exec) fn error(self, used: NameUse) -> Option<ErrorKind> {
        use NameUse::*;
        let n = match (self, used) {
            (Fault::NoTrunk, Kill) => 76,
            (Fault::NoTrunk, _) => return None,
            (Fault::LongPart, Open | Mkdir) => 52,
            (Fault::Wild(_) | Fault::Malformed, Mkdir) => 76,
            (Fault::LongPart, _) => 64,
            (Fault::Wild(_) | Fault::Control, Kill) if self == Fault::Wild(false) => 53,
            (Fault::Wild(_) | Fault::Control, _) => 64,
            (Fault::DriveZ, RenameTo) => 74,
            (_, RenameTo) => 75,
            (Fault::Malformed, Kill) => 76,
            (Fault::Malformed, _) => 53,
            (Fault::Slash | Fault::DriveZ, _) => 53,
            (Fault::Dots | Fault::Blank, Kill) => 76,
            (Fault::Blank, _) => 53,
            (Fault::Dots | Fault::DriveOnly, Open | RenameFrom | Mkdir) => 75,
            (Fault::BadChar | Fault::NoDrive | Fault::NoFolder, Open | RenameFrom | Mkdir) => 76,
            (Fault::DriveOnly | Fault::BadChar | Fault::NoDrive | Fault::NoFolder, Kill) => 53,
        };
        Some(ErrorKind::Numbered(n))
    }
}

/// GW-BASIC's own look at a name: each part ended by a dot must fit DOS (8 characters for
/// the first after a drive or folder, 3 for the later ones), counted as typed; the part at
/// the end is not looked at (real GW-BASIC 3.23: `LONGNAMEXY` passes, `LONGNAME1.DAT` and
/// `ABC.DEFG.H` are refused, `ABC.DEFG` passes).
pub(in crate::exec) fn long_part(name: &[u8]) -> bool {
    let (mut count, mut limit) = (0, 8);
    for &c in name {
        match c {
            b'.' if count > limit => return true,
            b'.' => (count, limit) = (0, 3),
            b'\\' | b':' => (count, limit) = (0, 8),
            _ => count += 1,
        }
    }
    false
}

/// Whether DOS (DOSBox's, where the reference runs) takes byte `c` in a name's kept part:
/// printable ASCII but `, ; = < > | [ ] " : \`, and of the bytes past 126 only these five
/// (real GW-BASIC 3.23 on DOSBox: OPEN and KILL of `"R"+CHR$(c)` for every c from 127 to
/// 255 pass for 160, 189, 229, 246 and 255 alone, the others are refused as a comma is).
fn dos_takes(c: u8) -> bool {
    match c {
        0x7f.. => matches!(c, 0xa0 | 0xbd | 0xe5 | 0xf6 | 0xff),
        _ => !b",;=<>|[]\":\\".contains(&c),
    }
}

/// The bytes of a name that reach DOS: the trunk's first 8 and the extension's first 3 as
/// typed, blanks counted (none after a second dot, which is refused); DOS then drops
/// the blanks among them. The name is cut before DOS looks at its characters (real GW-BASIC
/// 3.23: `OPEN "O",1,"ABCDEFGH,X"` makes ABCDEFGH, `"A.TXT;"` makes A.TXT, `"A.TX,"` is
/// refused; `"AB  B1,X"` is refused but `"ABB21  B11,1B"` makes ABB21B, `"ABCDEFG  H"` makes
/// ABCDEFG and `"AB.C  D"` AB.C).
fn kept_part(name: &[u8]) -> impl Iterator<Item = u8> + '_ {
    let (mut dots, mut count) = (0, 0);
    name.iter().copied().filter(move |&c| {
        if c == b'.' {
            dots += 1;
            count = 0;
            return true;
        }
        count += 1;
        match dots {
            0 => count <= 8,
            1 => count <= 3,
            // After a second dot nothing is kept: the name is refused for the dot, not for
            // a character there (real GW-BASIC 3.23: `OPEN "I",1,"X. X.["` is 53, where
            // `"+B;B.1.z"` is 76).
            _ => false,
        }
    })
}

/// The 8.3 name DOS makes of a file name (no drive, no folder): blanks dropped (a leading
/// one refused), a single dot, trunk cut to 8 and extension to 3, upper case. GW-BASIC's
/// own [`long_part`] is the caller's, on the name as typed (SAVE's `.BAS` comes after it).
pub(in crate::exec) fn dos_name(name: &[u8]) -> Result<Vec<u8>, Fault> {
    if name.iter().any(|&c| c < 0x20) {
        return Err(Fault::Control);
    }
    if name.contains(&b'/') {
        return Err(Fault::Slash);
    }
    // DOS looks for wild cards only in the part it keeps (trunk's first 8, extension's
    // first 3, blanks counted): real GW-BASIC 3.23 `OPEN "O",1,"ABCDEFGHI*"` makes
    // ABCDEFGH, `"ABC.DEF*"` ABC.DEF, where `"ABCDEFG*I.TXT"` is 64.
    if kept_part(name).any(|c| c == b'*' || c == b'?') {
        // Something after a `*` in a trunk that has an extension after it (`Q*Q.DAT`) is
        // refused by all (64); `X*Y` is KILL's pattern `X*` (real GW-BASIC 3.23: 53).
        let trunk_end = name.iter().position(|&c| c == b'.');
        let after_star = trunk_end.is_some_and(|end| {
            name[..end]
                .iter()
                .position(|&c| c == b'*')
                .is_some_and(|at| at + 1 < end)
        });
        return Err(Fault::Wild(after_star));
    }
    // A blank leading the whole name is refused by the caller ([`lead_blank`]); after a
    // folder's `\` blanks are dropped as those inside a name are.
    if kept_part(name).any(|c| c != b' ' && !dos_takes(c)) {
        return Err(Fault::BadChar);
    }
    let text: Vec<u8> = {
        let end = name.iter().rposition(|&c| c != b' ').map_or(0, |i| i + 1);
        name[..end].to_vec()
    };
    if text.is_empty() && !name.is_empty() {
        return Err(Fault::Blank);
    }
    // Dots alone once DOS has dropped the blanks are the folder itself (real GW-BASIC 3.23:
    // `OPEN "I",1,"\ ."` and `LOAD "SUB\ ."` are 75, as `"."`).
    if text.is_empty() || text.iter().all(|&c| c == b'.' || c == b' ') {
        return Err(Fault::Dots);
    }
    if text.iter().filter(|&&c| c == b'.').count() > 1 {
        return Err(Fault::Malformed);
    }
    let text: Vec<u8> = kept_part(&text)
        .filter(|&c| c != b' ')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    let (base, ext) = match text.iter().position(|&c| c == b'.') {
        Some(at) => (&text[..at], &text[at + 1..]),
        None => (&text[..], &[][..]),
    };
    let mut out = base.to_vec();
    if !ext.is_empty() {
        out.push(b'.');
        out.extend_from_slice(ext);
    }
    // A trunk of blanks is not an empty one to DOS: they are dropped after it has looked
    // (real GW-BASIC 3.23: `KILL "C:\ .E"` and `"SUB\ .E"` delete .E or are 53, where
    // `KILL ".E"` is 76).
    if base.is_empty() && name.first() == Some(&b'.') {
        return Err(Fault::NoTrunk);
    }
    Ok(out)
}

/// Whether DOS refuses a whole name (drive and folders included) for its leading blank,
/// before it looks at the characters or the folders (DOSBox DOS_MakeName; real GW-BASIC
/// 3.23: `OPEN "  A,B"` and `" \A"` are 53, `KILL "  A,B"` 76); a control character, a
/// `/` or a wild card in the last name is found first.
pub(in crate::exec) fn lead_blank(name: &[u8]) -> bool {
    let last = name.rsplit(|&b| b == b'\\').next().unwrap_or(name);
    name.first() == Some(&b' ')
        && name.iter().any(|&c| c != b' ')
        && !matches!(
            dos_name(last),
            Err(Fault::Control | Fault::Slash | Fault::Wild(_))
        )
}

/// A name's drive: `C:` is the working folder's disk (the rest of the name follows), any
/// other letter a [`Fault`]; a name without one is on `C:`.
pub(in crate::exec) fn strip_drive(name: &[u8]) -> Result<&[u8], Fault> {
    match name {
        [d, b':', rest @ ..] if d.is_ascii_alphabetic() => match d.to_ascii_uppercase() {
            b'C' if rest.is_empty() => Err(Fault::DriveOnly),
            b'C' => Ok(rest),
            b'Z' => Err(Fault::DriveZ),
            _ => Err(Fault::NoDrive),
        },
        _ => Ok(name),
    }
}

/// A NUL in a name, as GW-BASIC 3.23 reads it: the name it hands DOS ends at the NUL, and
/// GW-BASIC refuses a name whose NUL cuts anything but a device or drive alone (the caller
/// gives its statement's error: 52 for the file-0 statements and OPEN, 76 for KILL and
/// NAME, 53 for FILES). A name with no NUL is itself; `"C:"+CHR$(0)` is `C:` and
/// `"SCRN:"+CHR$(0)` is `SCRN:` (real GW-BASIC 3.23, `difftest/gw/files/namegen.py`:
/// `LOAD "N"+CHR$(0)+"Y"`, `LOAD "NY"+CHR$(0)`, `LOAD CHR$(0)` are 52, `KILL` of them 76,
/// `FILES` 53; `LOAD "C:"+CHR$(0)` is 53 and `OPEN "C:"+CHR$(0) FOR INPUT AS 1` 75, as
/// for `C:`).
pub(in crate::exec) fn nul_cut(name: &[u8]) -> Option<&[u8]> {
    let Some(at) = name.iter().position(|&b| b == 0) else {
        return Some(name);
    };
    let cut = &name[..at];
    // A drive's root alone is a name DOS looks at (real GW-BASIC 3.23: KILL and BLOAD of
    // `"C:\"+CHR$(0)` are 53, OPEN and NAME 75).
    if matches!(cut, [d, b':', b'\\'] if d.is_ascii_alphabetic()) {
        return Some(cut);
    }
    // A drive alone, or a device (with its options: `"SCRN:X"+CHR$(0)` is SCRN:).
    let device = match cut.iter().position(|&b| b == b':') {
        Some(colon) if colon > 0 => colon + 1 == cut.len() || colon > 1,
        _ => false,
    };
    (device && super::device_of(cut).is_ok()).then_some(cut)
}

/// Whether a name is a drive alone (`C:`).
pub(in crate::exec) fn drive_alone(name: &[u8]) -> bool {
    matches!(name, [d, b':'] if d.is_ascii_alphabetic())
}

/// A file-0 name (LOAD, SAVE, BLOAD, BSAVE, LIST) cut at a NUL to a drive alone: `.BAS`
/// is added to it, where a drive typed alone goes to DOS bare (real GW-BASIC 3.23: `LOAD
/// "C:"` and `BLOAD "C:"` are 75, with `+CHR$(0)` 53; `SAVE` and `BSAVE` of `"C:"+CHR$(0)`
/// pass, `SAVE "C:"` is 75). `name` is the name as given, `cut` what [`nul_cut`] kept.
pub(in crate::exec) fn drive_before_nul(name: &[u8], mut cut: Vec<u8>) -> Vec<u8> {
    if cut.len() < name.len() && (drive_alone(&cut) || cut.ends_with(b":\\")) {
        cut.extend_from_slice(b".BAS");
    }
    cut
}

/// Whether a name is one of DOS's devices named without a colon (`CON`, `NUL` …): SAVE to
/// one writes nowhere, NAME to one is `File already exists`, of one 75.
pub(in crate::exec) fn is_dos_device(name: &[u8]) -> bool {
    super::device_of(name) == Ok(super::Device::Null)
}

/// The error of a name whose device GW-BASIC does not know (`TEST:X`, `1A:B`, `LPT4:`,
/// `NUL:`: anything before the colon but a drive letter or one of its devices), or of an
/// empty name: `Bad file number`, for every file 0 statement as for OPEN (GIOTBL.ASM: the
/// device name is looked up before DOS sees the file; real GW-BASIC 3.23: SAVE, LOAD,
/// MERGE, CHAIN, RUN, BLOAD, BSAVE and LIST of `"AB:C"` are 52, of `"A:B"` 76).
pub(in crate::exec) fn unknown_device(name: &[u8]) -> Option<ErrorKind> {
    super::device_of(name).err()
}

/// Whether a name is `KYBD:`, which takes no output (SAVE and BSAVE to it are `Bad file
/// mode`, real GW-BASIC 3.23).
pub(in crate::exec) fn is_keyboard(name: &[u8]) -> bool {
    super::device_of(name) == Ok(super::Device::Keyboard)
}

/// Whether a name is one of GW-BASIC's devices that hold no files (`SCRN:`, `KYBD:`,
/// `CAS1:`, the printers …): KILL, NAME and FILES of it are `Device Unavailable` (real
/// GW-BASIC 3.23: `KILL "KYBD:"`, `KILL "SCRN:"`, `NAME "SCRN:" AS "Q"`, `FILES "SCRN:"`
/// are 68).
pub(in crate::exec) fn holds_no_files(name: &[u8]) -> bool {
    use super::Device;
    matches!(
        super::device_of(name),
        Ok(Device::Screen
            | Device::Keyboard
            | Device::Console
            | Device::Printer(_)
            | Device::Serial
            | Device::Cassette)
    )
}

/// Whether a name is a device that only takes output (`SCRN:`, the printers).
pub(in crate::exec) fn is_output_device(name: &[u8]) -> bool {
    matches!(
        super::device_of(name),
        Ok(super::Device::Screen | super::Device::Printer(_))
    )
}

/// Whether a name is on the cassette, `CAS1:`.
pub(in crate::exec) fn is_cassette(name: &[u8]) -> bool {
    super::device_of(name) == Ok(super::Device::Cassette)
}

/// The path of DOS name `name` in host folder `folder`: an existing file whose name matches
/// without regard to case, or the upper-case 8.3 name; a name DOS refused is the error
/// statement `used` gives (the caller has made GW-BASIC's [`long_part`] check on the name
/// as typed).
pub(in crate::exec) fn resolve_in(
    folder: &std::path::Path,
    name: &[u8],
    used: NameUse,
) -> Result<PathBuf, ErrorKind> {
    let dos = match dos_name(name) {
        Ok(dos) => dos,
        Err(fault) => match fault.error(used) {
            Some(e) => return Err(e),
            None => dos_name_cut(name),
        },
    };
    if let Ok(dir) = std::fs::read_dir(folder) {
        for entry in dir.flatten() {
            if entry
                .file_name()
                .as_encoded_bytes()
                .eq_ignore_ascii_case(&dos)
            {
                return Ok(entry.path());
            }
        }
    }
    let dos = host_name(dos);
    Ok(if folder == std::path::Path::new(".") {
        PathBuf::from(dos)
    } else {
        folder.join(dos)
    })
}

/// The host's name for DOS name `dos`: its bytes as they are, as DOSBox writes them (a
/// byte past 126 stays one byte on the host's disk); where the host's names are not
/// bytes, the byte's Latin-1 character.
fn host_name(dos: Vec<u8>) -> std::ffi::OsString {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStringExt;
        std::ffi::OsString::from_vec(dos)
    }
    #[cfg(not(unix))]
    {
        dos.iter()
            .map(|&c| char::from(c))
            .collect::<String>()
            .into()
    }
}

/// The name DOS makes of a name with no trunk (`.EXT`), which it takes for all but KILL.
fn dos_name_cut(name: &[u8]) -> Vec<u8> {
    kept_part(name)
        .filter(|&c| c != b' ')
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{dos_name, lead_blank, long_part, Fault};

    #[test]
    fn dos_makes_8_3_names() {
        assert_eq!(dos_name(b"A B.DAT"), Ok(b"AB.DAT".to_vec()));
        assert_eq!(dos_name(b"TR AIL.D A"), Ok(b"TRAIL.DA".to_vec()));
        assert_eq!(dos_name(b"LONGNAMEXY"), Ok(b"LONGNAME".to_vec()));
        assert_eq!(dos_name(b"ABC.DEFG"), Ok(b"ABC.DEF".to_vec()));
        assert_eq!(dos_name(b"abc. "), Ok(b"ABC".to_vec()));
        assert_eq!(dos_name(b"X+Y.DAT"), Ok(b"X+Y.DAT".to_vec()));
        assert_eq!(dos_name(b"A.B.C"), Err(Fault::Malformed));
        assert_eq!(dos_name(b"  &RRORSTXT"), Ok(b"&RRORS".to_vec()));
        assert!(lead_blank(b" LEAD") && lead_blank(b" \\A") && !lead_blank(b"\\  A"));
        assert_eq!(dos_name(b".."), Err(Fault::Dots));
        assert_eq!(dos_name(b"X,Y"), Err(Fault::BadChar));
        assert_eq!(dos_name(b"X?Y"), Err(Fault::Wild(false)));
        assert_eq!(dos_name(b".EXT"), Err(Fault::NoTrunk));
        assert_eq!(dos_name(b"LONGNAMEXY.BAS"), Ok(b"LONGNAME.BAS".to_vec()));
        assert_eq!(dos_name(b"ABB21  B11,1B"), Ok(b"ABB21B".to_vec()));
        assert_eq!(dos_name(b"A B C D E F"), Ok(b"ABCD".to_vec()));
        assert_eq!(dos_name(b"AB.C  D"), Ok(b"AB.C".to_vec()));
        assert_eq!(dos_name(b"AB.  C"), Ok(b"AB.C".to_vec()));
        assert_eq!(dos_name(b"AB  B1,X"), Err(Fault::BadChar));
        assert_eq!(dos_name(b"AB. C,"), Err(Fault::BadChar));
        assert_eq!(dos_name(b"X. X.["), Err(Fault::Malformed));
        assert!(lead_blank(b"  A,B"));
        assert_eq!(dos_name(b"ABCDEFGHI*"), Ok(b"ABCDEFGH".to_vec()));
        assert_eq!(dos_name(b"ABC.DEF?"), Ok(b"ABC.DEF".to_vec()));
        assert_eq!(dos_name(b"ABCDEFG*I.TXT"), Err(Fault::Wild(true)));
    }

    #[test]
    fn gw_refuses_long_parts_before_a_dot() {
        assert!(long_part(b"LONGNAME1.DAT"));
        assert!(long_part(b"ABC.DEFG.H"));
        assert!(long_part(b"SUB\\LONGNAME1.DAT"));
        assert!(!long_part(b"LONGNAME1\\X.DAT"));
        assert!(!long_part(b"ABC.DEFGH"));
        assert!(!long_part(b"ABCDEFGHIJ"));
    }
}
