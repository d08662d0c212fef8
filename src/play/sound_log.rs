//! `--sound-log FILE`: every change of a POKEY voice, one line each with the frame it came
//! in, so a headless run's SOUND statements can be checked.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;

/// The log being written.
pub struct SoundLog {
    out: BufWriter<File>,
    /// Each voice's (AUDF, AUDC), to write changes only.
    voices: [(u8, u8); 4],
}

impl SoundLog {
    /// Creates the log file with its heading.
    pub fn create(path: &Path) -> io::Result<Self> {
        let mut out = BufWriter::new(File::create(path)?);
        writeln!(out, "# frame voice audf audc (distortion*16+volume)")?;
        Ok(SoundLog {
            out,
            voices: [(0, 0); 4],
        })
    }

    /// Voice `voice` is now (`audf`, `audc`) at frame `frame`: a line when that changed.
    pub fn record(&mut self, frame: u64, voice: u8, audf: u8, audc: u8) {
        let Some(slot) = self.voices.get_mut(usize::from(voice)) else {
            return;
        };
        if *slot == (audf, audc) {
            return;
        }
        *slot = (audf, audc);
        let _ = writeln!(self.out, "{frame} {voice} {audf} {audc}");
    }
}

impl Drop for SoundLog {
    fn drop(&mut self) {
        let _ = self.out.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_are_written_once_with_their_frame() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sound.log");
        {
            let mut log = SoundLog::create(&path).unwrap();
            log.record(5, 0, 121, 0xA8);
            log.record(6, 0, 121, 0xA8);
            log.record(9, 0, 0, 0);
            log.record(9, 7, 1, 1);
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().skip(1).collect();
        assert_eq!(lines, ["5 0 121 168", "9 0 0 0"]);
    }
}
