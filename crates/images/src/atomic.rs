//! Writing a file so that a failure never loses the old one: every writer in the workspace
//! (SAVE, LIST to a file, a disk image, a D: file, a recorded page) goes through here.

use std::io::{self, Write};
use std::path::Path;

/// Writes `bytes` to `path` through a temporary file beside it (named after this process,
/// so two runs never share one), flushed to the disk and then renamed over `path`: a write
/// that fails part-way leaves the old file whole and no temporary behind.
pub fn save_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(format!(".{}.ferrite-tmp", std::process::id()));
    let tmp = std::path::PathBuf::from(tmp);
    let written = std::fs::File::create(&tmp).and_then(|mut f| {
        f.write_all(bytes)?;
        f.sync_all()
    });
    let result = written.and_then(|()| std::fs::rename(&tmp, path));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::save_atomically;

    #[test]
    fn a_save_replaces_the_file_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("ferrite-atomic-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("folder");
        let path = dir.join("PROG.BAS");
        std::fs::write(&path, b"old").expect("old file");
        save_atomically(&path, b"new").expect("save");
        assert_eq!(std::fs::read(&path).expect("read"), b"new");
        assert_eq!(std::fs::read_dir(&dir).expect("folder").count(), 1);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_failed_save_leaves_nothing_behind() {
        let dir = std::env::temp_dir().join(format!("ferrite-atomic-no-{}", std::process::id()));
        let path = dir.join("MISSING").join("PROG.BAS");
        assert!(save_atomically(&path, b"x").is_err());
        assert!(!dir.exists());
    }
}
