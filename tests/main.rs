//! Integration tests: one binary, modules per area (ripgrep's layout).

mod atari;
mod atari_play;
mod atari_screen;
mod c64_screen;
mod cases;
mod cli;
mod conformance;
mod defects;
mod focal;
mod fuzz_replay;
mod house;
mod images;
mod imports;
mod joins;
mod kybd;
mod limits;
mod nexts;
mod pcbasic;
mod prompt_files;
#[cfg(unix)] // record is typed at through a pseudo-terminal
mod record;
#[cfg(unix)] // the REPL tests drive a pseudo-terminal
mod repl;
mod robustness;
mod stores;
mod transcripts;
mod util;
mod verify;
