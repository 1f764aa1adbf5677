//! The library's wings import downward only (issue #40): core values → TRF text → tournament model →
//! matching → rules → pairing → results → check → tools → report → app → faces (`serve`, `cli`).
//!
//! Each top-level module of `src/` has a place in [`ORDER`]; a module may name (`crate::x`)
//! only modules placed before it. The imports that still climb are listed in [`KNOWN_UPWARD`]
//! with the file that makes them: the list may only shrink. A new upward import fails this
//! test, and so does an entry that no longer happens (delete it when the import is gone).
//! Test modules (from the first `#[cfg(test)]` of a file on, and the files of modules declared
//! under `#[cfg(test)]`) and comments are not read.

use crate::common::root;
use std::collections::BTreeSet;
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

/// The top-level modules a file's code names as `crate::x` (also inside `use crate::{x, y}`),
/// test modules and comments left out.
fn named_modules(text: &str) -> BTreeSet<String> {
    let code: String = text
        .lines()
        .take_while(|l| !l.trim_start().starts_with("#[cfg(test)]"))
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
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
