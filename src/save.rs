//! Writing files without ever losing the old one: a temporary file, then a rename.

use std::io::Write;
use std::path::Path;

use anyhow::{Context, Result};

/// Writes `bytes` to `path` through a temporary file in the same folder, renamed over the
/// target only once it is complete.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("ferrite");
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let mut file =
        std::fs::File::create(&tmp).with_context(|| format!("cannot create {}", tmp.display()))?;
    file.write_all(bytes)?;
    file.sync_all()?;
    drop(file);
    std::fs::rename(&tmp, path).with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}
