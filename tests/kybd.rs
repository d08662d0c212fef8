//! Programs that read `KYBD:` (or DOS's `CON`) with keys typed: `tests/kybd/<name>.bas`,
//! its keys `<name>.in` (one line per Enter) and `<name>.out`, what the real GW-BASIC 3.23
//! printed with those keys (`../shared/oracles/gw-real`, the stream with the feeder's
//! marks taken out). They run through `ferrite run`, whose piped keyboard types the keys as
//! the device asks for them (the case runner's console has no keyboard device).

use std::path::Path;

use crate::cli::run_with;

#[test]
fn keyboard_device_programs_print_what_the_machine_printed() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kybd");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/kybd")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "bas"))
        .collect();
    names.sort();
    assert!(!names.is_empty());
    for bas in names {
        let keys = std::fs::read(bas.with_extension("in")).unwrap_or_default();
        let want = std::fs::read(bas.with_extension("out")).expect("the machine's output");
        let path = bas.to_str().unwrap_or("");
        let out = run_with(&["run", "--dialect", "gw", path], None, &keys);
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&want),
            "{}",
            bas.display()
        );
    }
}
