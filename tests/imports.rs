//! No import cycles between sibling modules (`../shared/STYLE.md` §1, docs/ARCHITECTURE.md):
//! inside each folder below, the modules that name one another (`use super::x`,
//! `super::x::f`, `crate::a::b::x`) must form a graph without a cycle. Test modules
//! (`#[cfg(test)]` to the end of a file, and files of tests only) may reach anywhere and
//! are left out.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The folders checked, relative to the repository.
const FOLDERS: [&str; 2] = ["crates/basic/src/atari", "crates/basic/src/num/bcd"];

/// The module path of a folder inside its crate (`crates/basic/src/atari` -> `atari`).
fn module_path(folder: &str) -> String {
    folder
        .split_once("/src/")
        .map(|(_, m)| m.replace('/', "::"))
        .unwrap_or_default()
}

/// Each sibling module (a `.rs` file or a folder with `mod.rs`) and its source, the
/// folder's own files concatenated.
fn modules(dir: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(dir).expect("module folder").flatten() {
        let path = entry.path();
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("")
            .to_string();
        if name == "mod" || is_test_file(&path) {
            continue;
        }
        let mut text = String::new();
        if path.is_dir() {
            for file in walk(&path) {
                text.push_str(&non_test_part(
                    &std::fs::read_to_string(file).unwrap_or_default(),
                ));
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            text = non_test_part(&std::fs::read_to_string(&path).unwrap_or_default());
        } else {
            continue;
        }
        out.insert(name, text);
    }
    out
}

/// Every `.rs` file under `dir`.
fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else if path.extension().is_some_and(|e| e == "rs") && !is_test_file(&path) {
            files.push(path);
        }
    }
    files
}

/// Whether a file holds tests only (`tests.rs`, `element_tests.rs`, `test_run.rs`).
fn is_test_file(path: &Path) -> bool {
    let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    name.starts_with("test") || name.ends_with("tests")
}

/// A file up to its test module, without comment lines.
fn non_test_part(text: &str) -> String {
    let code = text.split("#[cfg(test)]").next().unwrap_or("");
    code.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `source` names sibling `name` of the folder whose module path is `base`.
fn names(source: &str, base: &str, name: &str) -> bool {
    let words = |s: &str| {
        source.match_indices(s).any(|(at, _)| {
            let after = source[at + s.len()..].chars().next();
            !matches!(after, Some(c) if c.is_alphanumeric() || c == '_')
        })
    };
    words(&format!("super::{name}"))
        || words(&format!("crate::{base}::{name}"))
        || (source.contains("use super::{") && braced_names(source, "use super::{", name))
        || braced_names(source, &format!("use crate::{base}::{{"), name)
}

/// Whether a braced import list opened by `opening` names `name` at its top level.
fn braced_names(source: &str, opening: &str, name: &str) -> bool {
    source.match_indices(opening).any(|(at, _)| {
        let rest = &source[at + opening.len()..];
        let list = rest.split('}').next().unwrap_or("");
        list.split(',').any(|item| {
            let item = item.trim();
            item == name
                || item.starts_with(&format!("{name}::"))
                || item.starts_with(&format!("{name} "))
        })
    })
}

/// A cycle in the graph, if there is one (depth-first search).
fn cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut found = path[at..].to_vec();
            found.push(node.to_string());
            return Some(found);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

#[test]
fn sibling_modules_import_without_cycles() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for folder in FOLDERS {
        let base = module_path(folder);
        let mods = modules(&root.join(folder));
        assert!(mods.len() > 3, "{folder}: modules not found");
        let graph: BTreeMap<String, BTreeSet<String>> = mods
            .iter()
            .map(|(name, source)| {
                let uses = mods
                    .keys()
                    .filter(|other| *other != name && names(source, &base, other))
                    .cloned()
                    .collect();
                (name.clone(), uses)
            })
            .collect();
        if let Some(found) = cycle(&graph) {
            panic!("{folder}: import cycle {}", found.join(" -> "));
        }
    }
}
