//! The import rules of `../shared/STYLE.md` §1 and docs/ARCHITECTURE.md ("Layers"), over every
//! crate of the workspace and the binary:
//!
//! - no cycle: inside every module that has child modules (a folder, a crate's root), the
//!   children that name one another (`use super::x`, `super::x::f`, `crate::a::x`, a name
//!   the parent re-exports from `x`) form a graph without a cycle;
//! - no upward import: a crate's top-level modules are in the order ARCHITECTURE.md writes
//!   for it, lowest first, and none names one above it.
//!
//! The module tree is read from the `mod` declarations (with `#[path]`), as the compiler
//! reads it. Test modules (`#[cfg(test)]` items) may reach anywhere and are left out.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The crates checked: the folder of each root file, relative to the repository.
const ROOTS: [&str; 8] = [
    "crates/session/src/lib.rs",
    "crates/console/src/lib.rs",
    "crates/images/src/lib.rs",
    "crates/screen/src/lib.rs",
    "crates/basic/src/lib.rs",
    "crates/atari/src/lib.rs",
    "crates/focal/src/lib.rs",
    "src/main.rs",
];

/// A token of Rust source, enough to follow `mod`, `use` and paths.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    /// An identifier or keyword.
    Word(String),
    /// A string literal's text (only `#[path = "..."]` needs one).
    Str(String),
    /// `::`.
    Path,
    /// Any other punctuation character.
    Punct(char),
}

/// The tokens of `text`, without comments, char literals and lifetimes.
fn tokens(text: &str) -> Vec<Tok> {
    let s: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c == '/' && s.get(i + 1) == Some(&'/') {
            while i < s.len() && s[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && s.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            while i < s.len() {
                if s[i] == '/' && s.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if s[i] == '*' && s.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == 'r' && matches!(s.get(i + 1), Some('#') | Some('"')) && raw_start(&s, i + 1)
        {
            // A raw string r#"..."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while s.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            j += 1;
            let start = j;
            while j < s.len()
                && !(s[j] == '"' && (0..hashes).all(|k| s.get(j + 1 + k) == Some(&'#')))
            {
                j += 1;
            }
            out.push(Tok::Str(s[start..j.min(s.len())].iter().collect()));
            i = j + 1 + hashes;
        } else if c == '"' {
            let mut j = i + 1;
            let mut text = String::new();
            while j < s.len() && s[j] != '"' {
                if s[j] == '\\' {
                    j += 1;
                }
                if let Some(&ch) = s.get(j) {
                    text.push(ch);
                }
                j += 1;
            }
            out.push(Tok::Str(text));
            i = j + 1;
        } else if c == '\'' {
            // A char literal ('x', '\n', '\u{..}') or a lifetime ('a).
            if s.get(i + 1) == Some(&'\\') {
                let mut j = i + 3;
                while j < s.len() && s[j] != '\'' {
                    j += 1;
                }
                i = j + 1;
            } else if s.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
                while i < s.len() && (s[i].is_alphanumeric() || s[i] == '_') {
                    i += 1;
                }
            }
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < s.len() && (s[i].is_alphanumeric() || s[i] == '_') {
                i += 1;
            }
            // A byte string b"..." continues as a string.
            let word: String = s[start..i].iter().collect();
            if !(word == "b" && s.get(i) == Some(&'"')) {
                out.push(Tok::Word(word));
            }
        } else if c == ':' && s.get(i + 1) == Some(&':') {
            out.push(Tok::Path);
            i += 2;
        } else {
            if !c.is_whitespace() {
                out.push(Tok::Punct(c));
            }
            i += 1;
        }
    }
    out
}

/// Whether `r` at `at - 1` opens a raw string (`r"`, `r#"`).
fn raw_start(s: &[char], mut at: usize) -> bool {
    while s.get(at) == Some(&'#') {
        at += 1;
    }
    s.get(at) == Some(&'"')
}

/// One module of a crate: its path, where its file is, and what it names.
#[derive(Default)]
struct Module {
    /// Its non-test children, by name.
    children: Vec<String>,
    /// Absolute module paths its code names (before aliases are followed).
    refs: Vec<Vec<String>>,
    /// Names its `use` declarations bring in, and the absolute paths they stand for.
    aliases: BTreeMap<String, Vec<String>>,
}

/// Reads the crate whose root file is `root` into its modules, by absolute path.
fn read_crate(root: &Path) -> BTreeMap<Vec<String>, Module> {
    let mut modules = BTreeMap::new();
    let text = std::fs::read_to_string(root).unwrap_or_else(|e| panic!("{}: {e}", root.display()));
    let dir = root.parent().unwrap_or(Path::new(".")).to_path_buf();
    read_module(&tokens(&text), Vec::new(), &dir, &dir, &mut modules);
    modules
}

/// Reads one module from its tokens. `child_dir` is where its `mod x;` files are,
/// `file_dir` the folder of the file it is in (for `#[path]`).
fn read_module(
    toks: &[Tok],
    path: Vec<String>,
    child_dir: &Path,
    file_dir: &Path,
    modules: &mut BTreeMap<Vec<String>, Module>,
) {
    let mut module = Module::default();
    let mut i = 0;
    let mut test = false;
    let mut path_attr: Option<String> = None;
    while i < toks.len() {
        match &toks[i] {
            Tok::Punct('#') => {
                // An attribute: `#[...]` or `#![...]`.
                let mut j = i + 1;
                if toks.get(j) == Some(&Tok::Punct('!')) {
                    j += 1;
                }
                let end = matching(toks, j);
                let body = &toks[j..end.min(toks.len())];
                let words: Vec<&str> = body
                    .iter()
                    .filter_map(|t| match t {
                        Tok::Word(w) => Some(w.as_str()),
                        _ => None,
                    })
                    .collect();
                if words.first() == Some(&"cfg")
                    && words.contains(&"test")
                    && !words.contains(&"not")
                {
                    test = true;
                }
                if words.first() == Some(&"path") {
                    path_attr = body.iter().find_map(|t| match t {
                        Tok::Str(s) => Some(s.clone()),
                        _ => None,
                    });
                }
                i = end + 1;
                continue;
            }
            Tok::Word(w) if w == "pub" && toks.get(i + 1) == Some(&Tok::Punct('(')) => {
                // A visibility (`pub(crate)`, `pub(in crate::exec)`) names no import.
                i = matching(toks, i + 1) + 1;
                continue;
            }
            Tok::Word(w) if w == "mod" => {
                let Some(Tok::Word(name)) = toks.get(i + 1) else {
                    i += 1;
                    continue;
                };
                let name = name.clone();
                let mut child = path.clone();
                child.push(name.clone());
                if toks.get(i + 2) == Some(&Tok::Punct('{')) {
                    let end = matching(toks, i + 2);
                    if !test {
                        module.children.push(name.clone());
                        read_module(
                            &toks[i + 3..end.min(toks.len())],
                            child,
                            &child_dir.join(&name),
                            file_dir,
                            modules,
                        );
                    }
                    i = end + 1;
                } else {
                    if !test {
                        let file = match &path_attr {
                            Some(p) => file_dir.join(p),
                            None if child_dir.join(format!("{name}.rs")).exists() => {
                                child_dir.join(format!("{name}.rs"))
                            }
                            None => child_dir.join(&name).join("mod.rs"),
                        };
                        let text = std::fs::read_to_string(&file)
                            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
                        let fdir = file.parent().unwrap_or(Path::new(".")).to_path_buf();
                        let is_mod = file.file_name().is_some_and(|n| n == "mod.rs");
                        let cdir = if is_mod {
                            fdir.clone()
                        } else {
                            fdir.join(file.file_stem().unwrap_or_default())
                        };
                        module.children.push(name.clone());
                        read_module(&tokens(&text), child, &cdir, &fdir, modules);
                    }
                    i += 3;
                }
                test = false;
                path_attr = None;
                continue;
            }
            Tok::Word(_) if test => {
                // A test-only item other than a module: skipped to its end.
                i = item_end(toks, i) + 1;
                test = false;
                path_attr = None;
                continue;
            }
            Tok::Word(w) if w == "use" => {
                let end = item_end(toks, i);
                let mut found = Vec::new();
                use_tree(&toks[i + 1..end.min(toks.len())], Vec::new(), &mut found);
                for (segs, name) in found {
                    if let Some(abs) = resolve(&segs, &path, &module.children) {
                        module.refs.push(abs.clone());
                        if name != "*" {
                            module.aliases.insert(name, abs);
                        }
                    }
                }
                i = end + 1;
                continue;
            }
            Tok::Word(w)
                if (w == "crate" || w == "super" || w == "self")
                    && toks.get(i + 1) == Some(&Tok::Path)
                    && !matches!(i.checked_sub(1).map(|k| &toks[k]), Some(Tok::Path)) =>
            {
                let mut segs = vec![w.clone()];
                let mut j = i + 1;
                while toks.get(j) == Some(&Tok::Path) {
                    match toks.get(j + 1) {
                        Some(Tok::Word(next)) => {
                            segs.push(next.clone());
                            j += 2;
                        }
                        _ => break,
                    }
                }
                if let Some(abs) = resolve(&segs, &path, &[]) {
                    module.refs.push(abs);
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    modules.insert(path, module);
}

/// The index of the bracket closing the one at `open` (or the end).
fn matching(toks: &[Tok], open: usize) -> usize {
    let mut depth = 0i32;
    for (k, t) in toks.iter().enumerate().skip(open) {
        match t {
            Tok::Punct('(' | '[' | '{') => depth += 1,
            Tok::Punct(')' | ']' | '}') => {
                depth -= 1;
                if depth == 0 {
                    return k;
                }
            }
            _ => {}
        }
    }
    toks.len()
}

/// The index of the `;` or the closing brace that ends the item starting at `from`.
fn item_end(toks: &[Tok], from: usize) -> usize {
    let mut k = from;
    while k < toks.len() {
        match toks[k] {
            Tok::Punct(';') => return k,
            Tok::Punct('{') => return matching(toks, k),
            Tok::Punct('(' | '[') => k = matching(toks, k) + 1,
            _ => k += 1,
        }
    }
    toks.len()
}

/// The paths a use tree names, each with the name it brings in (`*` for a glob).
fn use_tree(toks: &[Tok], prefix: Vec<String>, out: &mut Vec<(Vec<String>, String)>) {
    let mut segs = prefix;
    let mut i = 0;
    while i < toks.len() {
        match &toks[i] {
            Tok::Word(w) if w == "as" => {
                if let Some(Tok::Word(alias)) = toks.get(i + 1) {
                    out.push((segs.clone(), alias.clone()));
                }
                return;
            }
            Tok::Word(w) if w == "self" && !segs.is_empty() => {
                let name = segs.last().cloned().unwrap_or_default();
                out.push((segs.clone(), name));
                i += 1;
            }
            Tok::Word(w) => {
                segs.push(w.clone());
                i += 1;
            }
            Tok::Path => i += 1,
            Tok::Punct('*') => {
                out.push((segs.clone(), "*".into()));
                return;
            }
            Tok::Punct('{') => {
                let end = matching(toks, i).min(toks.len());
                let inner = &toks[i + 1..end];
                let mut start = 0;
                let mut depth = 0;
                for (k, t) in inner.iter().enumerate() {
                    match t {
                        Tok::Punct('{') => depth += 1,
                        Tok::Punct('}') => depth -= 1,
                        Tok::Punct(',') if depth == 0 => {
                            use_tree(&inner[start..k], segs.clone(), out);
                            start = k + 1;
                        }
                        _ => {}
                    }
                }
                if start < inner.len() {
                    use_tree(&inner[start..], segs.clone(), out);
                }
                return;
            }
            _ => i += 1,
        }
    }
    if let Some(name) = segs.last() {
        out.push((segs.clone(), name.clone()));
    }
}

/// The absolute module path `segs` names from module `at`, or `None` when it names another
/// crate. A path may start with one of `children` (2018 paths in a `use`).
fn resolve(segs: &[String], at: &[String], children: &[String]) -> Option<Vec<String>> {
    let first = segs.first()?;
    let mut base: Vec<String>;
    let mut rest = &segs[1..];
    match first.as_str() {
        "crate" => base = Vec::new(),
        "self" => base = at.to_vec(),
        "super" => {
            base = at.to_vec();
            base.pop()?;
            while rest.first().is_some_and(|s| s == "super") {
                base.pop()?;
                rest = &rest[1..];
            }
        }
        name if children.iter().any(|c| c == name) => {
            base = at.to_vec();
            rest = segs;
        }
        _ => return None,
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// `path` with the aliases of the modules along it followed (a name a module re-exports
/// stands for the module it came from).
fn follow(path: &[String], modules: &BTreeMap<Vec<String>, Module>) -> Vec<String> {
    let mut path = path.to_vec();
    for _ in 0..16 {
        let mut changed = false;
        for k in 0..path.len() {
            let Some(module) = modules.get(&path[..k]) else {
                continue;
            };
            if module.children.contains(&path[k]) {
                continue;
            }
            if let Some(target) = module.aliases.get(&path[k]) {
                if target[..] != path[..=k] {
                    let mut next = target.clone();
                    next.extend(path[k + 1..].iter().cloned());
                    path = next;
                    changed = true;
                    break;
                }
            }
        }
        if !changed {
            break;
        }
    }
    path
}

/// For every module with children, the children each child names (within its subtree).
fn sibling_graphs(
    modules: &BTreeMap<Vec<String>, Module>,
) -> BTreeMap<Vec<String>, BTreeMap<String, BTreeSet<String>>> {
    let mut graphs: BTreeMap<Vec<String>, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for (path, module) in modules {
        if !module.children.is_empty() {
            let graph = graphs.entry(path.clone()).or_default();
            for child in &module.children {
                graph.entry(child.clone()).or_default();
            }
        }
    }
    for (from, module) in modules {
        for r in &module.refs {
            let target = follow(r, modules);
            // The deepest common ancestor: the two children of it that differ.
            let common = from.iter().zip(&target).take_while(|(a, b)| a == b).count();
            if common >= from.len() || common >= target.len() {
                continue;
            }
            let parent = from[..common].to_vec();
            let (a, b) = (&from[common], &target[common]);
            if let Some(graph) = graphs.get_mut(&parent) {
                if graph.contains_key(b) {
                    graph.entry(a.clone()).or_default().insert(b.clone());
                }
            }
        }
    }
    graphs
}

/// The strongly connected parts of more than one node (Tarjan's algorithm).
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<BTreeSet<String>> {
    struct State<'a> {
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        found: Vec<BTreeSet<String>>,
    }
    fn visit<'a>(v: &'a str, st: &mut State<'a>) {
        let n = st.index.len();
        st.index.insert(v, n);
        st.low.insert(v, n);
        st.stack.push(v);
        st.on.insert(v);
        for w in st.graph.get(v).into_iter().flatten() {
            let w = w.as_str();
            if !st.index.contains_key(w) {
                visit(w, st);
                let lw = st.low[w];
                let lv = st.low[v];
                st.low.insert(v, lv.min(lw));
            } else if st.on.contains(w) {
                let iw = st.index[w];
                let lv = st.low[v];
                st.low.insert(v, lv.min(iw));
            }
        }
        if st.low[v] == st.index[v] {
            let mut part = BTreeSet::new();
            while let Some(w) = st.stack.pop() {
                st.on.remove(w);
                part.insert(w.to_string());
                if w == v {
                    break;
                }
            }
            if part.len() > 1 {
                st.found.push(part);
            }
        }
    }
    let mut st = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in graph.keys() {
        if !st.index.contains_key(v.as_str()) {
            visit(v, &mut st);
        }
    }
    st.found
}

/// The layer orders ARCHITECTURE.md writes, by root file: lines of the form
/// `` - `crates/basic/src/lib.rs`: `num < error < ...` ``.
fn written_orders(root: &Path) -> BTreeMap<String, Vec<String>> {
    let doc = std::fs::read_to_string(root.join("docs/ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let mut orders = BTreeMap::new();
    for line in doc.lines() {
        let Some(rest) = line.strip_prefix("- `") else {
            continue;
        };
        let Some((file, order)) = rest.split_once("`: `") else {
            continue;
        };
        let Some(order) = order.split('`').next() else {
            continue;
        };
        if order.contains(" < ") || !order.contains(' ') {
            orders.insert(
                file.to_string(),
                order.split(" < ").map(|m| m.trim().to_string()).collect(),
            );
        }
    }
    orders
}

/// Every cycle among sibling modules and every import of a module above it, as lines.
fn findings() -> (Vec<String>, Vec<String>) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let orders = written_orders(root);
    let mut found_cycles = Vec::new();
    let mut upward = Vec::new();
    for file in ROOTS {
        let modules = read_crate(&root.join(file));
        assert!(modules.len() > 3, "{file}: modules not found");
        let graphs = sibling_graphs(&modules);
        for (parent, graph) in &graphs {
            let at = format!("{file}::{}", parent.join("::"));
            let at = at.trim_end_matches("::").to_string();
            for part in cycles(graph) {
                let names: Vec<_> = part.into_iter().collect();
                found_cycles.push(format!("{at}: cycle among {}", names.join(", ")));
            }
        }
        let order = orders
            .get(file)
            .unwrap_or_else(|| panic!("ARCHITECTURE.md writes no layer order for `{file}`"));
        let top = &graphs[&Vec::new()];
        for (module, uses) in top {
            let Some(level) = order.iter().position(|m| m == module) else {
                upward.push(format!(
                    "{file}: `{module}` is not in ARCHITECTURE.md's order"
                ));
                continue;
            };
            for used in uses {
                if order
                    .iter()
                    .position(|m| m == used)
                    .is_some_and(|l| l > level)
                {
                    upward.push(format!("{file}: `{module}` imports `{used}`, above it"));
                }
            }
        }
    }
    (found_cycles, upward)
}

#[test]
fn modules_import_without_cycles_or_upward() {
    let (found_cycles, upward) = findings();
    if std::env::var_os("FERRITE_IMPORTS_VERBOSE").is_some() {
        eprintln!(
            "{} cycles, {} upward imports",
            found_cycles.len(),
            upward.len()
        );
    }
    let all: Vec<_> = found_cycles.iter().chain(&upward).cloned().collect();
    assert!(all.is_empty(), "import rules broken:\n{}", all.join("\n"));
}

/// The reader itself: a path through a re-export, a `#[path]` module and a test module.
#[test]
fn reader_follows_reexports_and_skips_tests() {
    let dir = std::env::temp_dir().join(format!("ferrite-imports-{}", std::process::id()));
    let _ = std::fs::create_dir_all(dir.join("b"));
    let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).expect("write");
    write("lib.rs", "mod a;\nmod b;\n#[cfg(test)]\nmod t;\n");
    write("a.rs", "use crate::b::Thing;\n");
    write(
        "b/mod.rs",
        "mod c;\n#[path = \"d_impl.rs\"]\nmod d;\npub use c::Thing;\n",
    );
    write("b/c.rs", "use super::d::X; // crate::a\n");
    write(
        "b/d_impl.rs",
        "pub struct X;\n#[cfg(test)]\nmod tests { use super::super::c; }\n",
    );
    let modules = read_crate(&dir.join("lib.rs"));
    let graphs = sibling_graphs(&modules);
    let _ = std::fs::remove_dir_all(&dir);
    let top = &graphs[&Vec::new()];
    assert_eq!(top["a"], BTreeSet::from(["b".to_string()]));
    assert!(!top.contains_key("t"));
    let b = &graphs[&vec!["b".to_string()]];
    assert_eq!(b["c"], BTreeSet::from(["d".to_string()]));
    assert!(b["d"].is_empty(), "a test module's import counted");
}
