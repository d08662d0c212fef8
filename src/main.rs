//! The `ferrite` command.

fn main() {}
