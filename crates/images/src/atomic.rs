//! Writing a file so that a failure never loses the old one.

use std::io;
use std::path::Path;

/// Writes `bytes` to `path` through a temporary file beside it and a rename, so that a
/// failure leaves the old file as it was.
pub fn save_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".ferrite-tmp");
    let tmp = std::path::PathBuf::from(tmp);
    let result = std::fs::write(&tmp, bytes).and_then(|()| std::fs::rename(&tmp, path));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}
