//! What GW-BASIC's file statements (`files.rs`), DOS file sharing (`share.rs`) and the
//! folders (`dos.rs`) all know of an open file: the mode it was opened in, how DOS told two
//! files apart, and the error for a file number with no file.

use crate::error::ErrorKind;

/// `Bad file number`.
pub(super) const BAD_FILE_NUMBER: ErrorKind = ErrorKind::Numbered(52);

/// How a file was opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    Input,
    Output,
    Append,
    Random,
}

/// Whether two paths name the same DOS file: DOS knew a file by its name alone, whatever the
/// case or the folder prefix it was named with.
pub(super) fn same_file(a: &std::path::Path, b: &std::path::Path) -> bool {
    let key = |p: &std::path::Path| {
        p.file_name()
            .map(|n| n.to_string_lossy().to_ascii_uppercase())
    };
    !a.as_os_str().is_empty() && key(a) == key(b)
}
