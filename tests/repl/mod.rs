//! The REPLs driven through a pseudo-terminal: the real `ferrite` binary, typed at as a person
//! would type, with rustyline editing, Ctrl-C and Ctrl-D.
//!
//! Every expect has a timeout, so a REPL that stops answering fails the test instead of
//! hanging it. Output is compared after the terminal's escape sequences and carriage returns
//! are taken out. A typed line also shows as its echo, so tests wait for text only the
//! machine prints (`PRINT "SY"+"NC1"` prints `SYNC1`, which was never typed).

mod atari_input;
mod atari_play;
mod atari_screen;
mod basic;
mod c64_game;
mod focal;
mod focal_play;
pub mod harness;
mod keyboard;
mod pty;
mod screen;
