//! The machines at a terminal: one keyboard layer for all of them. Terminal key events
//! (crossterm) become each machine's key codes (`keymap.rs`), kept in a keyboard buffer of
//! the machine's size (`keyboard.rs`) that GET, INKEY$ and INPUT$ read without spinning the
//! host; typed lines are edited on those keys (`console.rs`); the terminal is in key mode
//! while the machine has it (`mode.rs`), with Ctrl-C read in band among the keys by the key
//! reader (`pump.rs`) on a drawn screen, which raises the run's BREAK where it was typed,
//! and the signal that raises it otherwise. `run.rs` is `ferrite run` at a terminal; the REPL (`crate::repl`) uses the
//! same keyboard while a program runs. Piped runs never come here.

pub mod c64;
pub mod console;
pub mod keyboard;
pub mod keymap;
pub mod live;
pub mod mode;
pub mod pump;
pub mod run;
pub mod view;
