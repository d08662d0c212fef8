//! DOS 8.3 names and where they are in the working folder.

use super::*;

/// A DOS name: upper case, 8 characters and an extension of 3 (GW-BASIC cut longer ones).
pub(super) fn dos_name(name: &[u8]) -> Result<String, ErrorKind> {
    // DOS could not take a NUL in a name; GW-BASIC said `Bad file number` (PC-BASIC's
    // `devices/disk.py`; pcbasic-suite OPEN_null).
    if name.contains(&0) {
        return Err(BAD_FILE_NUMBER);
    }
    let text = String::from_utf8_lossy(name)
        .trim_end()
        .to_ascii_uppercase();
    if text.is_empty()
        || text
            .bytes()
            .any(|c| c < 0x20 || b"\"*?<>|+=;,[]/\\:".contains(&c))
    {
        return Err(BAD_FILE_NAME);
    }
    let (base, ext) = match text.split_once('.') {
        Some((b, e)) => (b, Some(e)),
        None => (text.as_str(), None),
    };
    if base.is_empty() || ext.is_some_and(|e| e.contains('.')) {
        return Err(BAD_FILE_NAME);
    }
    // A trunk past 8 characters is refused, an extension past 3 cut (real GW-BASIC 3.23:
    // KILL and NAME of `ABCDEFGHIJ.DAT` are 64, OPEN of `LONG.DATA` makes LONG.DAT).
    if base.len() > 8 {
        return Err(BAD_FILE_NAME);
    }
    let base: String = base.to_string();
    Ok(match ext {
        Some(e) if !e.is_empty() => format!("{base}.{}", e.chars().take(3).collect::<String>()),
        _ => base,
    })
}

/// Whether a name's trunk (after any folder, before the dot) is longer than DOS's 8.
pub(super) fn long_trunk(name: &[u8]) -> bool {
    let file = name
        .rsplit(|&b| b == b'\\' || b == b':')
        .next()
        .unwrap_or(name);
    file.split(|&b| b == b'.').next().unwrap_or(file).len() > 8
}

/// The path of a DOS name in the working folder: an existing file whose name matches without
/// regard to case, or the upper-case name (`Bad file name` error 64 for a name DOS refused).
pub fn resolve(name: &[u8]) -> Result<PathBuf, ErrorKind> {
    resolve_in(std::path::Path::new("."), name)
}

/// [`resolve`] in host folder `folder`.
pub(in crate::exec) fn resolve_in(
    folder: &std::path::Path,
    name: &[u8],
) -> Result<PathBuf, ErrorKind> {
    let dos = dos_name(name)?;
    if let Ok(dir) = std::fs::read_dir(folder) {
        for entry in dir.flatten() {
            if entry
                .file_name()
                .to_string_lossy()
                .eq_ignore_ascii_case(&dos)
            {
                return Ok(entry.path());
            }
        }
    }
    Ok(if folder == std::path::Path::new(".") {
        PathBuf::from(dos)
    } else {
        folder.join(dos)
    })
}
