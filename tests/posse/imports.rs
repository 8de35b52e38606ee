//! The library's files import each other one way only: the file-level import graph of `src/` has no
//! circle. An edge is a `use` (re-exports included) or a path in code (`super::x::Y`,
//! `crate::a::b::f()`, `games::fate::X` through an imported module) from one file to the file that holds
//! the module it names. A module's own children are its to declare, re-export and call (a `mod.rs` is
//! their facade), so a path from a module into its own subtree is not an edge; a child's path up to its
//! parent is. Test code is left out (`#[cfg(test)]` items, the `*_tests.rs` files). When this fails it names each circle: move what both sides share down into
//! a module both of them use.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Ident(String),
    Path, // `::`
    Punct(char),
}

/// The tokens of a Rust source, with comments, strings and character literals left out.
fn tokens(src: &str) -> Vec<Tok> {
    let c: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let skip_string = |mut i: usize, hashes: usize| -> usize {
        // `i` is just past the opening quote; returns the index past the closing quote (and hashes).
        while i < c.len() {
            if hashes == 0 && c[i] == '\\' {
                i += 2;
                continue;
            }
            if c[i] == '"' && (0..hashes).all(|h| c.get(i + 1 + h) == Some(&'#')) {
                return i + 1 + hashes;
            }
            i += 1;
        }
        i
    };
    while i < c.len() {
        let ch = c[i];
        if ch == '/' && c.get(i + 1) == Some(&'/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && c.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if ch == '"' {
            i = skip_string(i + 1, 0);
        } else if ch == '\'' {
            if c.get(i + 1) == Some(&'\\') {
                i += 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if c.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1; // a lifetime
            }
        } else if ch.is_alphabetic() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            let raw = matches!(word.as_str(), "r" | "br" | "cr");
            if matches!(word.as_str(), "b" | "c" | "r" | "br" | "cr") && c.get(i) == Some(&'"') {
                i = skip_string(i + 1, 0);
            } else if word == "b" && c.get(i) == Some(&'\'') {
                i += 1;
                if c.get(i) == Some(&'\\') {
                    i += 1;
                }
                i += 2;
            } else if raw && c.get(i) == Some(&'#') {
                let mut hashes = 0;
                while c.get(i) == Some(&'#') {
                    hashes += 1;
                    i += 1;
                }
                i = skip_string(i + 1, hashes);
            } else {
                out.push(Tok::Ident(word));
            }
        } else if ch.is_ascii_digit() {
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
        } else if ch == ':' && c.get(i + 1) == Some(&':') {
            out.push(Tok::Path);
            i += 2;
        } else {
            if !ch.is_whitespace() {
                out.push(Tok::Punct(ch));
            }
            i += 1;
        }
    }
    out
}

type ModPath = Vec<String>;

/// The library's source files by module path (`src/a/mod.rs` and `src/a.rs` are `a`).
fn source_files(src: &Path) -> BTreeMap<ModPath, PathBuf> {
    fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, files);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(src, &mut files);
    let mut modules = BTreeMap::new();
    for file in files {
        let rel = file.strip_prefix(src).unwrap().with_extension("");
        let mut parts: ModPath = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
        let last = parts.last().unwrap().clone();
        if last.ends_with("_tests") || rel == Path::new("main") {
            continue; // test modules (`#[path]`) and the binary
        }
        if last == "mod" || rel == Path::new("lib") {
            parts.pop();
        }
        modules.insert(parts, file);
    }
    modules
}

/// One `use` tree from `toks[*i]` (just past `use`), expanded to (path, name it binds).
fn use_tree(toks: &[Tok], i: &mut usize, prefix: &ModPath, out: &mut Vec<(ModPath, Option<String>)>) {
    let mut path = prefix.clone();
    loop {
        match toks.get(*i) {
            Some(Tok::Path) => *i += 1,
            Some(Tok::Punct('{')) => {
                *i += 1;
                loop {
                    match toks.get(*i) {
                        Some(Tok::Punct('}')) => {
                            *i += 1;
                            return;
                        }
                        Some(Tok::Punct(',')) => *i += 1,
                        None => return,
                        _ => use_tree(toks, i, &path, out),
                    }
                }
            }
            Some(Tok::Punct('*')) => {
                *i += 1;
                out.push((path, None));
                return;
            }
            Some(Tok::Ident(word)) => {
                *i += 1;
                if word == "self" && !path.is_empty() && toks.get(*i) != Some(&Tok::Path) {
                    let name = path.last().cloned();
                    out.push((path.clone(), name));
                    return;
                }
                path.push(word.clone());
                if toks.get(*i) == Some(&Tok::Path) {
                    continue;
                }
                let mut name = Some(word.clone());
                if toks.get(*i) == Some(&Tok::Ident("as".into())) {
                    name = match toks.get(*i + 1) {
                        Some(Tok::Ident(alias)) if alias != "_" => Some(alias.clone()),
                        _ => None,
                    };
                    *i += 2;
                }
                out.push((path, name));
                return;
            }
            _ => return,
        }
    }
}

/// The files each library file imports from.
fn import_graph(src: &Path) -> BTreeMap<PathBuf, BTreeMap<PathBuf, String>> {
    let modules = source_files(src);
    // Per file, the absolute paths it names; per module, what its `pub use` re-exports by name.
    let mut named: Vec<(&ModPath, &PathBuf, Vec<ModPath>)> = Vec::new();
    let mut reexports: BTreeMap<ModPath, BTreeMap<String, ModPath>> = BTreeMap::new();
    for (module, file) in &modules {
        let toks = tokens(&std::fs::read_to_string(file).unwrap());
        let mut inline: Vec<String> = Vec::new(); // inline `mod x {` around the cursor
        let mut braces: Vec<bool> = Vec::new(); // per open brace: does it open an inline module
        let mut aliases: BTreeMap<String, ModPath> = BTreeMap::new();
        let mut targets: Vec<ModPath> = Vec::new();
        let children = |here: &ModPath, name: &str| {
            let mut child = here.clone();
            child.push(name.to_string());
            modules.contains_key(&child)
        };
        // An absolute path for a path written at `here`, or None where it leaves the crate.
        let absolute = |here: &ModPath, aliases: &BTreeMap<String, ModPath>, path: &[String]| {
            let (first, rest) = path.split_first()?;
            let mut base = match first.as_str() {
                "crate" => Vec::new(),
                "self" => here.clone(),
                "super" => here[..here.len().checked_sub(1)?].to_vec(),
                _ if children(here, first) => {
                    let mut p = here.clone();
                    p.push(first.clone());
                    p
                }
                _ => aliases.get(first)?.clone(),
            };
            let mut rest = rest.iter().peekable();
            while rest.peek().is_some_and(|s| *s == "super") {
                base.pop();
                rest.next();
            }
            base.extend(rest.cloned());
            Some(base)
        };
        let mut i = 0;
        while i < toks.len() {
            let here: ModPath = module.iter().chain(&inline).cloned().collect();
            match &toks[i] {
                Tok::Punct('#') if toks[i..].starts_with(&cfg_test()) => {
                    // Skip the test item: to its `;` or past its braces.
                    i += cfg_test().len();
                    let mut depth = 0;
                    while i < toks.len() {
                        match toks[i] {
                            Tok::Punct('{') => depth += 1,
                            Tok::Punct('}') => {
                                depth -= 1;
                                if depth == 0 {
                                    break;
                                }
                            }
                            Tok::Punct(';') if depth == 0 => break,
                            _ => {}
                        }
                        i += 1;
                    }
                    i += 1;
                }
                Tok::Ident(w) if w == "mod" => {
                    if let (Some(Tok::Ident(name)), Some(Tok::Punct('{'))) = (toks.get(i + 1), toks.get(i + 2)) {
                        inline.push(name.clone());
                        braces.push(true);
                        i += 3;
                    } else {
                        i += 1;
                    }
                }
                Tok::Punct('{') => {
                    braces.push(false);
                    i += 1;
                }
                Tok::Punct('}') => {
                    if braces.pop() == Some(true) {
                        inline.pop();
                    }
                    i += 1;
                }
                Tok::Ident(w) if w == "use" => {
                    let public = i > 0 && (toks[i - 1] == Tok::Punct(')') || toks[i - 1] == Tok::Ident("pub".into()));
                    i += 1;
                    let mut paths = Vec::new();
                    use_tree(&toks, &mut i, &Vec::new(), &mut paths);
                    for (path, name) in paths {
                        if let Some(abs) = absolute(&here, &aliases, &path) {
                            if let Some(name) = name {
                                if public {
                                    reexports.entry(here.clone()).or_default().insert(name.clone(), abs.clone());
                                }
                                aliases.insert(name, abs.clone());
                            }
                            targets.push(abs);
                        }
                    }
                }
                Tok::Ident(first) if toks.get(i + 1) == Some(&Tok::Path) && (i == 0 || toks[i - 1] != Tok::Path) => {
                    let mut path = vec![first.clone()];
                    i += 1;
                    while let (Some(Tok::Path), Some(Tok::Ident(next))) = (toks.get(i), toks.get(i + 1)) {
                        path.push(next.clone());
                        i += 2;
                    }
                    if let Some(abs) = absolute(&here, &aliases, &path) {
                        targets.push(abs);
                    }
                }
                _ => i += 1,
            }
        }
        named.push((module, file, targets));
    }
    let mut graph = BTreeMap::new();
    for (module, file, targets) in named {
        let mut edges = BTreeMap::new();
        for mut target in targets {
            let written = target.join("::");
            // The holder of the longest prefix that is a file, followed through its re-exports (a
            // name `pub use`d from elsewhere is that place's); a module's own descendants are its to
            // declare, re-export and call (its facade), so only paths outside it are edges.
            for _ in 0..8 {
                let further = (0..target.len()).rev().find_map(|n| {
                    let to = reexports.get(&target[..n])?.get(&target[n])?;
                    Some(to.iter().chain(&target[n + 1..]).cloned().collect::<ModPath>())
                });
                match further {
                    Some(next) if next != target => target = next,
                    _ => break,
                }
            }
            let holder = (0..=target.len()).rev().find(|n| modules.contains_key(&target[..*n])).unwrap_or(0);
            if !target.starts_with(module) {
                edges.entry(modules[&target[..holder]].clone()).or_insert(written);
            }
        }
        graph.insert(file.clone(), edges);
    }
    graph
}

fn cfg_test() -> Vec<Tok> {
    let p = Tok::Punct;
    let w = |s: &str| Tok::Ident(s.into());
    vec![p('#'), p('['), w("cfg"), p('('), w("test"), p(')'), p(']')]
}

/// The strongly connected components with more than one file (Tarjan's algorithm).
fn circles(graph: &BTreeMap<PathBuf, BTreeMap<PathBuf, String>>) -> Vec<Vec<PathBuf>> {
    struct State<'a> {
        graph: &'a BTreeMap<PathBuf, BTreeMap<PathBuf, String>>,
        index: BTreeMap<&'a PathBuf, usize>,
        low: BTreeMap<&'a PathBuf, usize>,
        stack: Vec<&'a PathBuf>,
        on_stack: BTreeSet<&'a PathBuf>,
        found: Vec<Vec<PathBuf>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a PathBuf) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        for w in s.graph[v].keys() {
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v, low);
            } else if s.on_stack.contains(w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            loop {
                let w = s.stack.pop().unwrap();
                s.on_stack.remove(w);
                component.push(w.clone());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.found.push(component);
            }
        }
    }
    let mut s = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in graph.keys() {
        if !s.index.contains_key(v) {
            visit(&mut s, v);
        }
    }
    s.found
}

#[test]
fn the_library_imports_one_way() {
    let src = std::env::var_os("IMPORTS_SRC")
        .map_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), PathBuf::from);
    let graph = import_graph(&src);
    assert!(graph.len() > 100, "read only {} files under {}", graph.len(), src.display());
    let found = circles(&graph);
    let mut report = String::new();
    for component in &found {
        report.push_str("\ncircle:");
        for file in component {
            let rel = file.strip_prefix(&src).unwrap();
            let out: Vec<_> = graph[file]
                .iter()
                .filter(|(t, _)| component.contains(t))
                .map(|(t, via)| format!("{} ({via})", t.strip_prefix(&src).unwrap().display()))
                .collect();
            report.push_str(&format!("\n  {} -> {}", rel.display(), out.join(", ")));
        }
    }
    let files: usize = found.iter().map(Vec::len).sum();
    assert!(found.is_empty(), "{} circles over {files} files:{report}", found.len());
}

#[test]
fn the_import_reader_sees_each_kind_of_path() {
    let toks = tokens("use super::{a::B, c as d, self}; // use crate::x;\nlet s = \"crate::y\"; e::f(); 'a' 'b");
    let idents: Vec<_> =
        toks.iter().filter_map(|t| if let Tok::Ident(w) = t { Some(w.as_str()) } else { None }).collect();
    assert_eq!(idents, ["use", "super", "a", "B", "c", "as", "d", "self", "let", "s", "e", "f", "b"]);
    let mut i = 1;
    let mut paths = Vec::new();
    use_tree(&toks, &mut i, &Vec::new(), &mut paths);
    let s = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        paths,
        [
            (s(&["super", "a", "B"]), Some("B".to_string())),
            (s(&["super", "c"]), Some("d".to_string())),
            (s(&["super"]), Some("super".to_string())),
        ]
    );
}
