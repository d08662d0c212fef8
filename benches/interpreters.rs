//! Interpreter speed on the classic benchmark programs of `../shared/bench` (Rugg/Feldman
//! BM1-BM8, the BYTE sieve, strings, arrays, HEXAPAWN self-play), `cargo bench`.
//!
//! The `ms/small` sizes keep a run under a second; the figures compare with the peer
//! interpreters' times in `../shared/bench/README.md` after scaling.

use std::path::{Path, PathBuf};

use criterion::{criterion_group, criterion_main, Criterion};
use ferrite_basic::Dialect;
use ferrite_console::MemoryConsole;

fn shared() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/bench")
}

fn run_basic(dialect: Dialect, program: &[u8], input: &[u8]) -> usize {
    let mut con = MemoryConsole::new(input, false);
    let mut session = dialect.session();
    if session.load(program).is_ok() {
        session.run(&mut con);
    }
    con.output.len()
}

fn basic(c: &mut Criterion) {
    let dir = shared().join("ms/small");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .map(|d| {
            d.filter_map(|e| {
                e.ok()?
                    .file_name()
                    .to_str()?
                    .strip_suffix(".bas")
                    .map(str::to_string)
            })
            .collect()
        })
        .unwrap_or_default();
    names.sort();
    let input = std::fs::read(dir.join("hexapawn.in")).unwrap_or_default();
    for (id, dialect) in [
        ("altair", Dialect::Altair),
        ("c64", Dialect::C64),
        ("gw", Dialect::Gw),
    ] {
        let mut group = c.benchmark_group(id);
        group.sample_size(10);
        for name in &names {
            let program = std::fs::read(dir.join(format!("{name}.bas"))).unwrap_or_default();
            let input = if name == "hexdet" {
                input.as_slice()
            } else {
                b""
            };
            group.bench_function(name.as_str(), |b| {
                b.iter(|| run_basic(dialect, &program, input))
            });
        }
        group.finish();
    }
}

fn focal(c: &mut Criterion) {
    let dir = shared().join("focal");
    let mut group = c.benchmark_group("focal69");
    group.sample_size(10);
    for name in ["trivial", "bm1", "bm3", "bm7", "bm8", "sieve"] {
        let program = std::fs::read(dir.join(format!("{name}.fc"))).unwrap_or_default();
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut con = MemoryConsole::new(b"", false);
                ferrite_focal::run_listing(&program, &mut con, ferrite_focal::Memory::K4);
                con.output.len()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, basic, focal);
criterion_main!(benches);
