//! The code's habits (ARCHITECTURE.md), checked on the source itself: each floor depends
//! only on the floors below it, no crate's modules import each other in a loop, a type's
//! own `impl` lives in one file, no function runs over 80 lines outside tests, and no
//! file of the page over 400 lines.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The floors and what each may depend on (crate names as in Cargo.toml).
const FLOORS: &[(&str, &[&str])] = &[
    ("crates/engine", &["serde_json"]),
    ("crates/ai", &["ludo-engine"]),
    (
        "crates/api",
        &["ludo-engine", "ludo-ai", "serde", "serde_json", "getrandom"],
    ),
    (
        "crates/online",
        &[
            "ludo-engine",
            "ludo-api",
            "serde",
            "serde_json",
            "sha2",
            "getrandom",
        ],
    ),
];

/// Crates that tie code to a browser, which the engine, the players and the API never use.
const BROWSER_CRATES: &[&str] = &["wasm-bindgen", "js-sys", "web-sys", "serde-wasm-bindgen"];

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}

fn rust_sources() -> Vec<PathBuf> {
    let mut out = Vec::new();
    files(&Path::new(ROOT).join("src"), "rs", &mut out);
    files(&Path::new(ROOT).join("crates"), "rs", &mut out);
    out.retain(|p| !p.components().any(|c| c.as_os_str() == "tests"));
    out.sort();
    out
}

/// The source before its `#[cfg(test)]` module, with comments dropped.
fn code(path: &Path) -> Vec<String> {
    let text = fs::read_to_string(path).unwrap();
    text.lines()
        .take_while(|l| l.trim() != "#[cfg(test)]")
        .filter(|l| !l.trim_start().starts_with("//"))
        .map(str::to_string)
        .collect()
}

/// The `[dependencies]` of a crate's Cargo.toml, by name.
fn dependencies(dir: &str) -> Vec<String> {
    let toml = fs::read_to_string(Path::new(ROOT).join(dir).join("Cargo.toml")).unwrap();
    let mut in_deps = false;
    let mut out = Vec::new();
    for line in toml.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_deps = line == "[dependencies]";
        } else if in_deps && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['=', '.', ' ']).next().unwrap_or("");
            out.push(name.to_string());
        }
    }
    out
}

#[test]
fn each_floor_depends_only_on_the_floors_below_it() {
    for (dir, allowed) in FLOORS {
        for dep in dependencies(dir) {
            assert!(
                allowed.contains(&dep.as_str()),
                "{dir} depends on {dep}, which ARCHITECTURE.md does not allow"
            );
            assert!(!BROWSER_CRATES.contains(&dep.as_str()), "{dir}: {dep}");
        }
    }
    // The shipped module binds the API and nothing below it directly.
    let top = dependencies(".");
    assert!(top.contains(&"ludo-api".to_string()), "{top:?}");
    for floor in ["ludo-engine", "ludo-ai", "ludo-lab"] {
        assert!(
            !top.contains(&floor.to_string()),
            "the wasm module depends on {floor}"
        );
    }
}

/// Which modules of its own crate a file names (`crate::board`, `use crate::{a, b}`).
fn imports(lines: &[String], modules: &BTreeSet<String>) -> BTreeSet<String> {
    let text = lines.join("\n");
    let mut out = BTreeSet::new();
    let mut rest = text.as_str();
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        let names: Vec<&str> = if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            group[..end].split(',').collect()
        } else {
            vec![rest]
        };
        for n in names {
            let n: String = n
                .trim()
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if modules.contains(&n) {
                out.insert(n);
            }
        }
    }
    out
}

#[test]
fn no_crate_has_modules_that_import_each_other_in_a_loop() {
    for dir in [
        "src",
        "crates/engine/src",
        "crates/ai/src",
        "crates/api/src",
        "crates/lab/src",
        "crates/online/src",
        "crates/online-web/src",
    ] {
        let dir = Path::new(ROOT).join(dir);
        let mut sources = Vec::new();
        files(&dir, "rs", &mut sources);
        sources.retain(|p| p.parent() == Some(&dir));
        let module = |p: &PathBuf| p.file_stem().unwrap().to_string_lossy().to_string();
        let modules: BTreeSet<String> = sources.iter().map(module).collect();
        let graph: BTreeMap<String, BTreeSet<String>> = sources
            .iter()
            .filter(|p| module(p) != "lib")
            .map(|p| (module(p), imports(&code(p), &modules)))
            .collect();
        // Depth-first search for a back edge.
        fn visit(
            m: &str,
            graph: &BTreeMap<String, BTreeSet<String>>,
            path: &mut Vec<String>,
            done: &mut BTreeSet<String>,
        ) -> Option<Vec<String>> {
            if let Some(i) = path.iter().position(|p| p == m) {
                let mut cycle = path[i..].to_vec();
                cycle.push(m.to_string());
                return Some(cycle);
            }
            if !done.insert(m.to_string()) {
                return None;
            }
            path.push(m.to_string());
            for next in graph.get(m).into_iter().flatten() {
                if next != m
                    && let Some(c) = visit(next, graph, path, done)
                {
                    return Some(c);
                }
            }
            path.pop();
            None
        }
        let mut done = BTreeSet::new();
        for m in graph.keys() {
            if let Some(cycle) = visit(m, &graph, &mut Vec::new(), &mut done) {
                panic!(
                    "{}: modules in a loop: {}",
                    dir.display(),
                    cycle.join(" -> ")
                );
            }
        }
    }
}

#[test]
fn a_types_own_impl_lives_in_one_file() {
    let mut seen: BTreeMap<(String, String), PathBuf> = BTreeMap::new();
    for path in rust_sources() {
        let krate = path
            .strip_prefix(ROOT)
            .unwrap()
            .components()
            .take(2)
            .map(|c| c.as_os_str().to_string_lossy().to_string())
            .collect::<Vec<_>>()
            .join("/");
        for line in code(&path) {
            let Some(rest) = line.strip_prefix("impl") else {
                continue;
            };
            // `impl Name {` or `impl<T> Name<T> {`, not `impl Trait for Name`.
            let rest = rest.trim_start();
            let rest = match rest.strip_prefix('<') {
                Some(r) => r
                    .split_once('>')
                    .map_or("", |(_, after)| after.trim_start()),
                None => rest,
            };
            if !rest.ends_with('{') || rest.contains(" for ") {
                continue;
            }
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let key = (krate.clone(), name.clone());
            if let Some(first) = seen.get(&key) {
                assert_eq!(
                    first,
                    &path,
                    "impl {name} is spread over {} and {}",
                    first.display(),
                    path.display()
                );
            } else {
                seen.insert(key, path.clone());
            }
        }
    }
    assert!(seen.len() > 20, "only {} impls found", seen.len());
}

#[test]
fn no_function_runs_over_80_lines_outside_tests() {
    let mut long = Vec::new();
    for path in rust_sources() {
        let lines = code(&path);
        let mut i = 0;
        while i < lines.len() {
            let t = lines[i].trim_start();
            let is_fn = [
                "fn ",
                "pub fn ",
                "pub(crate) fn ",
                "const fn ",
                "pub const fn ",
            ]
            .iter()
            .any(|p| t.starts_with(p));
            if !is_fn || t.ends_with(';') {
                i += 1;
                continue;
            }
            let (mut depth, mut started, mut j) = (0i32, false, i);
            while j < lines.len() {
                for c in lines[j].chars() {
                    match c {
                        '{' => (depth, started) = (depth + 1, true),
                        '}' => depth -= 1,
                        _ => {}
                    }
                }
                if started && depth == 0 {
                    break;
                }
                j += 1;
            }
            if j - i + 1 > 80 {
                long.push(format!(
                    "{}:{} ({} lines)",
                    path.display(),
                    i + 1,
                    j - i + 1
                ));
            }
            i = j + 1;
        }
    }
    assert!(long.is_empty(), "functions over 80 lines: {long:#?}");
}

#[test]
fn no_file_of_the_page_runs_over_400_lines() {
    let mut sources = Vec::new();
    files(&Path::new(ROOT).join("www"), "js", &mut sources);
    assert!(sources.len() > 5, "the page's scripts were not found");
    let long: Vec<String> = sources
        .iter()
        .map(|p| (p, fs::read_to_string(p).unwrap().lines().count()))
        .filter(|&(_, n)| n > 400)
        .map(|(p, n)| format!("{} ({n} lines)", p.display()))
        .collect();
    assert!(long.is_empty(), "page files over 400 lines: {long:#?}");
}
