//! The library's wings import downward only (issue #40): core values → TRF text → tournament model →
//! matching → rules → pairing → results → check → tools → report → app → faces (`serve`, `cli`).
//!
//! Each top-level module of `src/` has a place in [`ORDER`]; a module may name (`crate::x`)
//! only modules placed before it. The imports that still climb are listed in [`KNOWN_UPWARD`]
//! with the file that makes them: the list may only shrink. A new upward import fails this
//! test, and so does an entry that no longer happens (delete it when the import is gone).
//! Test modules (from the first `#[cfg(test)]` of a file on, and the files of modules declared
//! under `#[cfg(test)]`) and comments are not read.
//!
//! Inside `pairing`, the rooms (`system.rs`, the trait every system implements; `dubov/`,
//! `burstein/`… the systems; `walk.rs`, `reading/`, the shared pieces; `registry.rs`, the list
//! above them) may name each other, but never in a circle (issue #57): the trait and the shared
//! pieces sit below the systems, the registry above them.

use crate::common::root;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, bottom first; modules on one line form one layer and may not import each
/// other either way unless listed in [`KNOWN_UPWARD`].
const ORDER: &[&[&str]] = &[
    &["core", "dev_switch"],
    &["trf"],
    &["tournament"],
    &["matching"],
    &["rules"],
    &["pairing"],
    &["results"],
    &["check"],
    &["regulations"],
    &["generator"],
    &["quiz"],
    &["report"],
    &["app"],
    &["serve"],
    &["cli"],
];

/// Upward imports that the layout still has, as (file, module it names). To be removed as the
/// wings move (issue #40); never added to.
const KNOWN_UPWARD: &[(&str, &str)] = &[];

/// The layer of a top-level module, `None` for one not in [`ORDER`].
fn layer(module: &str) -> Option<usize> {
    ORDER.iter().position(|l| l.contains(&module))
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).expect("src is readable").filter_map(Result::ok) {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// A file's code: test modules (from the first `#[cfg(test)]` on) and comments left out.
fn code_of(text: &str) -> String {
    text.lines()
        .take_while(|l| !l.trim_start().starts_with("#[cfg(test)]"))
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The top-level modules a file's code names as `crate::x` (also inside `use crate::{x, y}`),
/// test modules and comments left out.
fn named_modules(text: &str) -> BTreeSet<String> {
    let code = code_of(text);
    let mut out = BTreeSet::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let inner = group.split('}').next().unwrap_or("");
            for item in inner.split(',') {
                let name: String = item.trim().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if !name.is_empty() {
                    out.insert(name);
                }
            }
        } else {
            let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !name.is_empty() {
                out.insert(name);
            }
        }
    }
    out
}

/// The files of modules declared under `#[cfg(test)]` (`#[cfg(test)] mod name;`): tests, not
/// part of the library's layers.
fn test_module_files(files: &[PathBuf]) -> BTreeSet<PathBuf> {
    let mut out = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(file).expect("a source file reads");
        let dir = match file.file_name().and_then(|n| n.to_str()) {
            Some("mod.rs" | "lib.rs" | "main.rs") => file.parent().expect("in a folder").to_path_buf(),
            _ => file.with_extension(""),
        };
        let mut lines = text.lines().map(str::trim);
        while let Some(line) = lines.next() {
            if line != "#[cfg(test)]" {
                continue;
            }
            let Some(next) = lines.next() else { break };
            let Some(name) = next.strip_prefix("mod ").and_then(|r| r.strip_suffix(';')) else { continue };
            out.insert(dir.join(format!("{name}.rs")));
            out.insert(dir.join(name).join("mod.rs"));
        }
    }
    out
}

#[test]
fn the_library_imports_downward_only() {
    let src = root().join("src");
    let mut upward = BTreeSet::new();
    let mut unplaced = BTreeSet::new();
    let files = rust_files(&src);
    let tests = test_module_files(&files);
    for file in files.iter().filter(|f| !tests.contains(*f)) {
        let rel = file.strip_prefix(root()).expect("under the root").to_string_lossy().replace('\\', "/");
        let Some(first) = rel.strip_prefix("src/").and_then(|r| r.split('/').next()) else { continue };
        let module = first.trim_end_matches(".rs");
        if module == "lib" || module == "main" {
            continue;
        }
        let Some(own) = layer(module) else {
            unplaced.insert(module.to_owned());
            continue;
        };
        let text = std::fs::read_to_string(file).expect("a source file reads");
        for named in named_modules(&text) {
            if named == module {
                continue;
            }
            match layer(&named) {
                Some(l) if l < own => {}
                Some(_) => {
                    upward.insert((rel.clone(), named));
                }
                None => {
                    unplaced.insert(named);
                }
            }
        }
    }
    assert!(unplaced.is_empty(), "modules with no layer in ORDER: {unplaced:?}");
    let known: BTreeSet<(String, String)> = KNOWN_UPWARD.iter().map(|&(f, m)| (f.to_owned(), m.to_owned())).collect();
    let new: Vec<_> = upward.difference(&known).collect();
    let gone: Vec<_> = known.difference(&upward).collect();
    assert!(new.is_empty(), "imports from a layer above (move the code down, or the import up): {new:?}");
    assert!(gone.is_empty(), "KNOWN_UPWARD lists imports that no longer happen; delete them: {gone:?}");
}

#[test]
fn the_reader_finds_grouped_and_inline_paths_and_skips_tests_and_comments() {
    let text = "use crate::trf::Doc;\nuse crate::{rules, tournament::Tpn};\n// crate::cli in a comment\n\
                fn f() { crate::report::x(); }\n#[cfg(test)]\nmod tests { use crate::serve; }\n";
    let got: Vec<String> = named_modules(text).into_iter().collect();
    assert_eq!(got, ["report", "rules", "tournament", "trf"]);
}

/// The first name of each path a `use` or an inline path gives after a prefix: `dubov` for
/// `dubov::Dubov2026`, `system` and `walk` for `{system::{Rule, Verdict}, walk}`.
fn first_names(rest: &str) -> Vec<String> {
    let ident =
        |s: &str| -> String { s.trim_start().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect() };
    let Some(group) = rest.strip_prefix('{') else { return vec![ident(rest)] };
    let (mut out, mut depth, mut item) = (Vec::new(), 0usize, String::new());
    for c in group.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(ident(&item));
                item.clear();
                continue;
            }
            _ => {}
        }
        item.push(c);
    }
    out.push(ident(&item));
    out
}

/// The rooms of `pairing` (its files and folders, by module name) a file of `pairing` names,
/// as `crate::pairing::x` or through `super::`; `module` is the file's module path
/// (`["pairing", "dubov", "edition"]`). Its own room is left out.
fn named_rooms(text: &str, module: &[&str], rooms: &BTreeSet<String>) -> BTreeSet<String> {
    let code = code_of(text);
    let mut out = BTreeSet::new();
    let mut take = |rest: &str| {
        for n in first_names(rest) {
            if rooms.contains(&n) && module.get(1) != Some(&n.as_str()) {
                out.insert(n);
            }
        }
    };
    let mut rest = code.as_str();
    while let Some(at) = rest.find("crate::pairing::") {
        rest = &rest[at + "crate::pairing::".len()..];
        take(rest);
    }
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(at) = code[from..].find("super::").map(|a| a + from) {
        let own_path = at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || matches!(bytes[at - 1], b'_' | b':'));
        let mut end = at;
        let mut ups = 0;
        while code[end..].starts_with("super::") {
            end += "super::".len();
            ups += 1;
        }
        from = end;
        if !own_path && module.len() > ups && module[..module.len() - ups] == ["pairing"] {
            take(&code[end..]);
        }
    }
    out
}

/// The circles of a graph of rooms (each room → the rooms it names): every group of two or
/// more rooms that reach one another, sorted.
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let reach = |from: &str| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.to_owned()];
        while let Some(r) = stack.pop() {
            for n in graph.get(&r).into_iter().flatten() {
                if seen.insert(n.clone()) {
                    stack.push(n.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> = graph.keys().map(|k| (k, reach(k))).collect();
    let mut out: Vec<Vec<String>> = Vec::new();
    for (k, r) in &reached {
        let group: Vec<String> = reached
            .iter()
            .filter(|(o, ro)| r.contains(o.as_str()) && ro.contains(k.as_str()))
            .map(|(o, _)| (*o).clone())
            .collect();
        if group.len() > 1 && !out.contains(&group) {
            out.push(group);
        }
    }
    out
}

/// The module path of a file under `src/` (`["pairing", "dubov"]` for `pairing/dubov/mod.rs`).
fn module_path(rel: &str) -> Vec<&str> {
    let mut parts: Vec<&str> = rel.trim_end_matches(".rs").split('/').collect();
    if parts.last() == Some(&"mod") {
        parts.pop();
    }
    parts
}

#[test]
fn the_pairing_rooms_name_each_other_in_no_circle() {
    let dir = root().join("src/pairing");
    let rooms: BTreeSet<String> = std::fs::read_dir(&dir)
        .expect("src/pairing is readable")
        .filter_map(Result::ok)
        .filter_map(|e| e.file_name().to_str().map(|n| n.trim_end_matches(".rs").to_owned()))
        .filter(|n| n != "mod")
        .collect();
    assert!(rooms.contains("system") && rooms.contains("registry") && rooms.contains("dubov"), "{rooms:?}");
    let files = rust_files(&dir);
    let tests = test_module_files(&files);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files.iter().filter(|f| !tests.contains(*f)) {
        let rel = file.strip_prefix(root().join("src")).expect("under src").to_string_lossy().replace('\\', "/");
        let module = module_path(&rel);
        let Some(room) = module.get(1) else { continue };
        let text = std::fs::read_to_string(file).expect("a source file reads");
        graph.entry((*room).to_owned()).or_default().extend(named_rooms(&text, &module, &rooms));
    }
    // The systems name the trait's module, so the reader does read them.
    assert!(graph["dubov"].contains("system"), "{graph:?}");
    let found = circles(&graph);
    assert!(
        found.is_empty(),
        "rooms of src/pairing that name each other in a circle (move what the lower one needs \
         below, e.g. the registry out of the trait's module): {found:?}"
    );
    // The registry, above the systems, is the one that lists them.
    assert!(["dubov", "burstein", "lim", "team", "double_swiss"].iter().all(|r| graph["registry"].contains(*r)));
    assert!(!graph["system"].contains("registry"), "{graph:?}");
}

#[test]
fn a_circle_between_the_trait_and_a_system_is_found() {
    let rooms: BTreeSet<String> =
        ["system", "registry", "dubov", "walk", "reading"].into_iter().map(str::to_owned).collect();
    // The layout before the registry moved out of `system.rs`: the trait's module listed the
    // systems, the systems implement the trait, and the shared walk named the systems' walks.
    let trait_file = "use super::reading::Reading;\npub fn systems() { &super::dubov::Dubov2026 }\n";
    let system_file = "use crate::pairing::{system::{Rule, SwissSystem}, walk::Step};\n\
                       // super::super::registry in a comment\n";
    let walk_file = "impl WalkedRound for crate::pairing::dubov::walkthrough::Walkthrough {}\n";
    let registry_file = "use super::system::SwissSystem;\nfn all() { [&super::dubov::Dubov2026] }\n";
    let named = |text: &str, module: &[&str]| named_rooms(text, module, &rooms);
    assert_eq!(named(trait_file, &["pairing", "system"]), ["dubov", "reading"].map(str::to_owned).into());
    assert_eq!(named(system_file, &["pairing", "dubov", "edition"]), ["system", "walk"].map(str::to_owned).into());
    let mut old = BTreeMap::new();
    old.insert("system".to_owned(), named(trait_file, &["pairing", "system"]));
    old.insert("dubov".to_owned(), named(system_file, &["pairing", "dubov", "edition"]));
    old.insert("walk".to_owned(), named(walk_file, &["pairing", "walk"]));
    assert_eq!(circles(&old), vec![["dubov", "system", "walk"].map(str::to_owned).to_vec()]);
    // The layout after: the registry lists the systems, the trait and the walk name none.
    let mut new = BTreeMap::new();
    new.insert("system".to_owned(), named("use super::reading::Reading;\n", &["pairing", "system"]));
    new.insert("dubov".to_owned(), named(system_file, &["pairing", "dubov", "edition"]));
    new.insert("walk".to_owned(), BTreeSet::new());
    new.insert("registry".to_owned(), named(registry_file, &["pairing", "registry"]));
    assert!(circles(&new).is_empty(), "{:?}", circles(&new));
}
