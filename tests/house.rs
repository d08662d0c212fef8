//! The house rules of issue 28 that live in the repository itself: no Python wheels or other
//! archives in it (and ignored), the docs pages short and each dialect page saying what
//! the machine does, how ferrite models it and where that was learned, and the README's
//! install line and command examples naming only options that exist.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::cli::{run_with, text};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every file under `dir`, leaving out build output and git's own folder.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name == ".git" || name == "target" {
            continue;
        }
        match entry.file_type() {
            Ok(t) if t.is_dir() => files(&path, out),
            Ok(t) if t.is_file() => out.push(path),
            _ => {}
        }
    }
}

/// Archives that are not source: wheels, zips, tarballs, eggs.
const ARCHIVES: [&str; 5] = [".whl", ".zip", ".tar.gz", ".tgz", ".egg"];

#[test]
fn no_wheels_or_archives_in_the_tree_and_git_ignores_them() {
    let mut all = Vec::new();
    files(&root(), &mut all);
    let archives: Vec<_> = all
        .iter()
        .filter(|p| {
            let name = p.to_string_lossy();
            ARCHIVES.iter().any(|a| name.ends_with(a))
        })
        .collect();
    assert!(archives.is_empty(), "archives in the tree: {archives:?}");
    let ignore = std::fs::read_to_string(root().join(".gitignore")).expect(".gitignore");
    for pattern in ["*.whl", "*.zip", "*.tar.gz"] {
        assert!(
            ignore.lines().any(|l| l.trim() == pattern),
            ".gitignore lacks {pattern}"
        );
    }
    // Where git is at hand, nothing it tracks is an archive either.
    if let Ok(out) = Command::new("git")
        .args(["ls-files"])
        .current_dir(root())
        .output()
    {
        let tracked = text(&out.stdout);
        let bad: Vec<&str> = tracked
            .lines()
            .filter(|l| ARCHIVES.iter().any(|a| l.ends_with(a)))
            .collect();
        assert!(bad.is_empty(), "tracked archives: {bad:?}");
    }
}

/// The longest a docs page may be: past it a page is split or trimmed (history belongs in
/// `git log -p`).
const PAGE_LINES: usize = 400;

#[test]
fn every_docs_page_is_under_400_lines() {
    let mut pages = Vec::new();
    files(&root().join("docs"), &mut pages);
    assert!(pages.len() >= 6, "docs pages: {pages:?}");
    for page in pages
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
    {
        let lines = std::fs::read_to_string(page).expect("page").lines().count();
        assert!(lines < PAGE_LINES, "{}: {lines} lines", page.display());
    }
}

/// Each dialect's page names the machine and its oracle, says how ferrite models it (a
/// `what ferrite does` column or a `How ferrite models it` part) and has a table of
/// behaviours with their sources.
#[test]
fn each_dialect_page_says_machine_model_and_sources() {
    for page in ["altair", "gw", "c64", "atari", "focal"] {
        let path = root().join(format!("docs/{page}.md"));
        let text = std::fs::read_to_string(&path).expect("dialect page");
        let lower = text.to_lowercase();
        assert!(text.starts_with("# "), "{page}: a title naming the machine");
        assert!(lower.contains("oracle"), "{page}: names no oracle");
        assert!(
            lower.contains("| what ferrite does |") || lower.contains("how ferrite models it"),
            "{page}: does not say how ferrite models the machine"
        );
        assert!(
            text.lines()
                .any(|l| l.starts_with("| behaviour |") && l.contains("source")),
            "{page}: no table of behaviours and their sources"
        );
    }
    let speed = std::fs::read_to_string(root().join("docs/speed.md")).expect("speed.md");
    for heading in [
        "## How to measure",
        "## Where it stands",
        "## The design choices",
    ] {
        assert!(speed.contains(heading), "speed.md lacks {heading}");
    }
}

/// The command lines in the README's `sh` blocks: `ferrite ...` and `cargo run --release --
/// ...`, each as the words after the program name.
fn readme_commands() -> Vec<Vec<String>> {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let mut commands = Vec::new();
    let mut in_sh = false;
    for line in readme.lines() {
        if line.starts_with("```") {
            in_sh = line == "```sh";
            continue;
        }
        if !in_sh {
            continue;
        }
        let code = line.split(" #").next().unwrap_or("").trim();
        let words: Vec<String> = code.split_whitespace().map(str::to_string).collect();
        let args = match words.first().map(String::as_str) {
            Some("ferrite") => words[1..].to_vec(),
            Some("cargo") if words.get(1).is_some_and(|w| w == "run") => {
                match words.iter().position(|w| w == "--") {
                    Some(at) => words[at + 1..].to_vec(),
                    None => continue,
                }
            }
            _ => continue,
        };
        commands.push(args);
    }
    commands
}

/// The subcommand a README command line runs (a file alone, or options first, is `run`).
fn subcommand(args: &[String]) -> &str {
    const COMMANDS: [&str; 7] = ["run", "basic", "focal", "verify", "record", "dir", "list"];
    match args.first() {
        Some(word) if COMMANDS.contains(&word.as_str()) => word,
        None => "basic",
        _ => "run",
    }
}

/// The README tells how to install the command, and every option its examples use is one
/// the command's own help lists (so no example fails with "unexpected argument").
#[test]
fn readme_installs_and_its_examples_use_real_options() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    assert!(
        readme.contains("\ncargo install --path .\n"),
        "no install line"
    );
    let commands = readme_commands();
    assert!(commands.len() >= 20, "README examples: {commands:?}");
    let mut helps = std::collections::BTreeMap::new();
    for args in &commands {
        let sub = subcommand(args);
        let help = helps
            .entry(sub)
            .or_insert_with(|| text(&run_with(&[sub, "--help"], None, b"").stdout));
        for word in args {
            // `--dialect gw|c64` in a synopsis, `--keys SCRIPT`: the option's own name.
            let option = word
                .trim_start_matches('[')
                .split(['=', ']'])
                .next()
                .unwrap_or("");
            if option.starts_with("--") {
                assert!(
                    help.contains(option),
                    "README: `{}` uses {option}, not in `ferrite {sub} --help`",
                    args.join(" ")
                );
            }
        }
    }
}

/// The README's runnable examples on the files it ships (`programs/`, `../shared`) run as
/// written: the program starts and ends (0), or waits for input there is none of (3).
#[test]
fn readme_examples_on_shipped_files_run() {
    let mut ran = 0;
    for words in readme_commands() {
        // Synopses, pipes and the Atari's headless play (its own tests) are not run here.
        if words
            .iter()
            .any(|a| a == "|" || a.contains('[') || a == "--keys" || a == "--printer")
            || subcommand(&words) != "run"
        {
            continue;
        }
        let (words, input) = match words.iter().position(|a| a == "<") {
            Some(at) => (words[..at].to_vec(), words.get(at + 1).cloned()),
            None => (words, None),
        };
        let Some(file) = words.last().filter(|f| f.starts_with("programs/")) else {
            continue;
        };
        if !root().join(file).is_file() {
            continue;
        }
        let input = match input {
            Some(path) => match std::fs::read(root().join(&path)) {
                Ok(bytes) => bytes,
                Err(_) => continue, // ../shared is not beside this checkout
            },
            None => Vec::new(),
        };
        let path = root().join(file).to_string_lossy().into_owned();
        let mut args: Vec<&str> = words[..words.len() - 1]
            .iter()
            .map(String::as_str)
            .collect();
        // A long run is stopped as BREAK would stop it (status 130, a failure here).
        let at = usize::from(args.first() == Some(&"run"));
        args.splice(at..at, ["--timeout", "20"]);
        args.push(&path);
        let out = run_with(&args, None, &input);
        let status = out.status.code();
        assert!(
            matches!(status, Some(0 | 3)),
            "`ferrite {}`: status {status:?}\n{}",
            words.join(" "),
            text(&out.stderr)
        );
        ran += 1;
    }
    assert!(ran >= 3, "only {ran} README examples ran");
}
