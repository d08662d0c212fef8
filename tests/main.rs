//! Integration tests: one binary, modules per area (ripgrep's layout).

mod focal;
