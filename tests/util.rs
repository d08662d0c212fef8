//! Helpers shared by the golden tests: where ../shared is, running a program with a watchdog,
//! and the known-failures ratchet.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

use ferrite_console::transcript::{compare, visible, CompareOptions};
use ferrite_console::{BreakFlag, MemoryConsole, Outcome};

#[allow(dead_code)] // the command line's helpers the tests do not call
#[path = "../src/sessions.rs"]
mod sessions;
pub use sessions::Dialect;

/// A run stopped by the watchdog has taken longer than any recorded case needs.
const WATCHDOG: Duration = Duration::from_secs(20);

/// The read-only folder of recordings beside the checkout.
pub fn shared() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared")
}

/// The cases of a suite folder: the names of its `.bas` programs, sorted.
pub fn case_names(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .expect("suite folder")
        .filter_map(|e| {
            e.ok()?
                .file_name()
                .to_str()?
                .strip_suffix(".bas")
                .map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

/// Runs a BASIC listing with `input` typed, stopping it (as BREAK would) after the watchdog
/// time, and gives its output and how it ended.
pub fn run_basic(dialect: Dialect, program: &[u8], input: &[u8], echo: bool) -> (Vec<u8>, Outcome) {
    run_basic_for(dialect, program, input, echo, WATCHDOG)
}

/// Runs a BASIC listing as [`run_basic`] does, stopped after `limit` (for programs that end
/// in an endless loop on purpose, whose recording stops there).
pub fn run_basic_for(
    dialect: Dialect,
    program: &[u8],
    input: &[u8],
    echo: bool,
    limit: Duration,
) -> (Vec<u8>, Outcome) {
    let flag = BreakFlag::new();
    let (done, wait) = mpsc::channel::<()>();
    let watchdog_flag = flag.clone();
    let watchdog = std::thread::spawn(move || {
        if wait.recv_timeout(limit).is_err() {
            watchdog_flag.raise();
        }
    });
    let mut con = MemoryConsole::new(input, echo).with_break_flag(flag);
    let mut session = dialect.session();
    let outcome = match session.load(program) {
        Ok(()) => session.run(&mut con),
        Err(e) => session.report(e, &mut con),
    };
    let _ = done.send(());
    let _ = watchdog.join();
    (con.output, outcome)
}

/// The first place two outputs differ, as a one-line description (the comparison is the
/// one `ferrite verify` makes).
pub fn first_difference(expected: &[u8], actual: &[u8]) -> String {
    let Some(d) = compare(expected, actual, CompareOptions::default()) else {
        return "identical".to_string();
    };
    let line = |text: &[u8]| {
        let l = text.split(|&b| b == b'\n').nth(d.line - 1).unwrap_or(&[]);
        let from = (d.column - 1).saturating_sub(10).min(l.len());
        visible(&l[from..(from + 40).min(l.len())])
    };
    format!(
        "line {} col {}: expected `{}`, got `{}`",
        d.line,
        d.column,
        line(expected),
        line(actual)
    )
}

/// The reason that marks a listed case as one the wall clock decides (see [`Ratchet::verdict`]).
const WALL_CLOCK: &str = "wall clock:";

/// The committed list of cases known to fail, each with its reason, and the check that keeps
/// it exact: a new failure fails the run, and so does a listed case that now passes.
pub struct Ratchet {
    path: PathBuf,
    known: BTreeMap<String, String>,
    failures: BTreeMap<String, String>,
    passed: Vec<String>,
}

impl Ratchet {
    /// Reads `tests/known-failures/<name>.txt` (`NAME  reason` per line; `#` comments).
    pub fn load(name: &str) -> Self {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/known-failures")
            .join(format!("{name}.txt"));
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let known = text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|l| match l.split_once("  ") {
                Some((k, r)) => (k.trim().to_string(), r.trim().to_string()),
                None => (l.trim().to_string(), String::new()),
            })
            .collect();
        Self {
            path,
            known,
            failures: BTreeMap::new(),
            passed: Vec::new(),
        }
    }

    /// Records one case's result.
    pub fn record(&mut self, case: &str, result: Result<(), String>) {
        match result {
            Ok(()) => self.passed.push(case.to_string()),
            Err(why) => {
                self.failures.insert(case.to_string(), why);
            }
        }
    }

    /// Prints `N passed, M failed` for a suite.
    pub fn summary(&self, suite: &str, passed: usize, failed: usize) {
        println!("{suite}: {passed} passed, {failed} failed");
    }

    /// Checks the results against the list and panics when it is broken (see [`Ratchet::verdict`]).
    pub fn check(self) {
        if let Err(why) = self.verdict() {
            panic!("{why}");
        }
    }

    /// Checks the results against the list: a new failure, or a listed case that passes now,
    /// breaks it (but a `wall clock:` case, which may pass by chance). `FERRITE_BLESS=1` rewrites the list instead, keeping the reasons already
    /// written and giving new entries their first difference.
    pub fn verdict(self) -> Result<(), String> {
        if std::env::var_os("FERRITE_BLESS").is_some() {
            self.bless();
            return Ok(());
        }
        let new: Vec<_> = self
            .failures
            .iter()
            .filter(|(c, _)| !self.known.contains_key(*c))
            .collect();
        // A case whose model holds one wall-clock reading of the machine's (its reason
        // begins `wall clock:`) passes only when the host's clock happens to fall the same
        // way: its pass is no fix, its failure is listed.
        let fixed: Vec<_> = self
            .passed
            .iter()
            .filter(|c| {
                self.known
                    .get(*c)
                    .is_some_and(|why| !why.starts_with(WALL_CLOCK))
            })
            .collect();
        for (case, why) in &new {
            println!("NEW FAILURE {case}: {why}");
        }
        for case in &fixed {
            println!(
                "FIXED but listed {case}: remove it from {}",
                self.path.display()
            );
        }
        if new.is_empty() && fixed.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "ratchet {} broken: {} new failures, {} fixed",
                self.path.display(),
                new.len(),
                fixed.len()
            ))
        }
    }

    /// Rewrites the list from this run's failures.
    fn bless(&self) {
        let mut out = String::from(
            "# Known failures: `NAME  reason`, one per line. Kept exact by the ratchet.\n",
        );
        for (case, why) in &self.failures {
            // A reason written by hand is kept; a recorded first difference is renewed.
            let reason = self
                .known
                .get(case)
                .filter(|r| !r.is_empty() && !r.starts_with("line "))
                .unwrap_or(why);
            out.push_str(&format!("{case}  {reason}\n"));
        }
        if let Some(dir) = self.path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        std::fs::write(&self.path, out).expect("write known failures");
    }
}

/// The dumps of a `.scr` / `.SCREENS` text (the screen format of
/// `conformance/atari/screen/README.md`): each heading's label and the body under it.
pub fn split_dumps(text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in text.split_inclusive('\n') {
        if let Some(head) = line.strip_prefix("=== SCREEN ") {
            let label = head
                .split_once(' ')
                .map_or("", |(_, l)| l)
                .trim()
                .to_string();
            out.push((label, String::new()));
        } else if let Some((_, body)) = out.last_mut() {
            body.push_str(line);
        }
    }
    out
}

/// A ratchet of the given `(case, reason)` list for the tests below.
#[cfg(test)]
fn ratchet_of(known: &[(&str, &str)]) -> Ratchet {
    Ratchet {
        path: PathBuf::from("list.txt"),
        known: known
            .iter()
            .map(|(c, r)| (c.to_string(), r.to_string()))
            .collect(),
        failures: BTreeMap::new(),
        passed: Vec::new(),
    }
}

#[test]
fn the_ratchet_breaks_on_a_new_failure_and_on_a_listed_pass() {
    let mut r = ratchet_of(&[("OLD", "why")]);
    r.record("OLD", Err("differs".into()));
    r.record("NEW", Err("differs".into()));
    assert!(r.verdict().is_err());
    let mut r = ratchet_of(&[("OLD", "why")]);
    r.record("OLD", Ok(()));
    assert!(r.verdict().is_err());
    let mut r = ratchet_of(&[("OLD", "why")]);
    r.record("OLD", Err("differs".into()));
    r.record("GOOD", Ok(()));
    assert!(r.verdict().is_ok());
}

#[test]
fn a_wall_clock_case_may_pass_or_fail() {
    for result in [Ok(()), Err("differs".to_string())] {
        let mut r = ratchet_of(&[("CLOCK", "wall clock: one reading")]);
        r.record("CLOCK", result);
        assert!(r.verdict().is_ok());
    }
}
