//! Tidy checks (after rust-analyzer's `TidyDocs`): every source file of the workspace
//! opens with a `//!` module doc, no library file prints or reads files, and the
//! documentation's links and the paths ARCHITECTURE.md names exist.

use std::fs;
use std::path::{Path, PathBuf};

/// Every file and folder under `dir` (folders with their contents), found with an
/// explicit stack, leaving out build output, installed packages and git's folder.
fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            if ["target", "node_modules", ".git", ".venv", "__pycache__"].iter().any(|skip| name == *skip) {
                continue;
            }
            if path.is_dir() {
                stack.push(path.clone());
            }
            found.push(path);
        }
    }
    found.sort();
    found
}

/// The files under `dir` whose name ends with `.extension`.
fn files_with_extension(dir: &Path, extension: &str) -> Vec<PathBuf> {
    walk(dir).into_iter().filter(|p| p.is_file() && p.extension().is_some_and(|e| e == extension)).collect()
}

/// The `.rs` files under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    files_with_extension(dir, "rs")
}

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

/// Test-only files (`tests.rs` children and integration tests) need no module doc.
fn is_test_file(path: &Path) -> bool {
    path.file_name().is_some_and(|n| n == "tests.rs") || path.components().any(|c| c.as_os_str() == "tests")
}

#[test]
fn every_source_file_has_a_module_doc() {
    let mut missing = Vec::new();
    for crate_dir in ["grundy", "grundy-cli"] {
        for sub in ["src", "benches"] {
            for path in rust_files(&crates_dir().join(crate_dir).join(sub)) {
                if is_test_file(&path) {
                    continue;
                }
                let text = fs::read_to_string(&path).unwrap();
                if !text.trim_start().starts_with("//!") {
                    missing.push(path.display().to_string());
                }
            }
        }
    }
    assert!(missing.is_empty(), "files without a `//!` module doc:\n{}", missing.join("\n"));
}

#[test]
fn library_does_no_io() {
    let forbidden = ["std::fs", "std::io::stdin", "std::io::stdout", "println!", "eprintln!", "std::env"];
    let mut offenders = Vec::new();
    for path in rust_files(&crates_dir().join("grundy/src")) {
        if is_test_file(&path) {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        // Test modules inside a file (after `#[cfg(test)]`) may do I/O.
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        for word in forbidden {
            if code.contains(word) {
                offenders.push(format!("{}: {word}", path.display()));
            }
        }
    }
    assert!(offenders.is_empty(), "I/O in the library:\n{}", offenders.join("\n"));
}

/// The crate carries copies of the repository's license files (a package can only hold
/// files under its own directory); they must not drift from the originals.
#[test]
fn license_copies_match_the_repository() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = crates_dir().parent().unwrap().to_path_buf();
    for name in ["LICENSE-MIT", "LICENSE-APACHE"] {
        let copy = fs::read(crate_dir.join(name)).unwrap();
        // Outside the repository (an unpacked crates.io package) there is nothing to compare.
        if let Ok(original) = fs::read(root.join(name)) {
            assert!(copy == original, "crates/grundy/{name} differs from the repository's {name}");
        }
    }
}

/// The Markdown files a user or a contributor reads: the README, ARCHITECTURE.md and
/// everything under `docs/`.
fn documentation() -> Vec<PathBuf> {
    let root = crates_dir().parent().unwrap().to_path_buf();
    let mut files = vec![root.join("README.md"), root.join("ARCHITECTURE.md")];
    files.extend(files_with_extension(&root.join("docs"), "md"));
    files
}

/// The targets of a Markdown text's inline links `[text](target)`.
fn link_targets(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("](") {
        rest = &rest[at + 2..];
        if let Some(end) = rest.find(')') {
            targets.push(rest[..end].to_string());
        }
    }
    targets
}

/// Every relative link of the documentation points at a file or folder that exists (the
/// `#fragment` of a link to a Markdown file must be one of its headings).
#[test]
fn documentation_links_resolve() {
    let mut broken = Vec::new();
    let docs = documentation();
    assert!(docs.len() >= 6, "documentation found: {docs:?}");
    for file in docs {
        let Ok(text) = fs::read_to_string(&file) else { continue };
        for target in link_targets(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (path, fragment) = target.split_once('#').unwrap_or((&target, ""));
            let resolved = if path.is_empty() { file.clone() } else { file.parent().unwrap().join(path) };
            if !resolved.exists() {
                broken.push(format!("{}: {target}", file.display()));
                continue;
            }
            if !fragment.is_empty() && resolved.extension().is_some_and(|e| e == "md") {
                let heading_ids: Vec<String> = fs::read_to_string(&resolved)
                    .unwrap_or_default()
                    .lines()
                    .filter(|l| l.starts_with('#'))
                    .map(|l| heading_id(l.trim_start_matches('#').trim()))
                    .collect();
                if !heading_ids.iter().any(|id| id == fragment) {
                    broken.push(format!("{}: {target} (no such heading)", file.display()));
                }
            }
        }
    }
    assert!(broken.is_empty(), "links to nothing:\n{}", broken.join("\n"));
}

/// The anchor GitHub gives a heading: lower case, spaces to `-`, punctuation dropped.
fn heading_id(heading: &str) -> String {
    heading
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c.to_lowercase().next().unwrap_or(c)),
            _ => None,
        })
        .collect()
}

/// Every path of the repository (files and folders, relative to its root, with `/`),
/// leaving out build output, installed packages and git's folder.
fn repository_paths(root: &Path) -> Vec<String> {
    walk(root)
        .into_iter()
        .map(|path| {
            let relative = path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
            if path.is_dir() {
                format!("{relative}/")
            } else {
                relative
            }
        })
        .collect()
}

/// Every repository path ARCHITECTURE.md names in backticks (a word with a `/` and no
/// space, braces or wildcards, such as `crates/grundy/src/game/octal.rs`, or
/// `sparse/window.rs` in the octal module's row) is the end of a path of the repository.
#[test]
fn architecture_names_paths_that_exist() {
    let root = crates_dir().parent().unwrap().to_path_buf();
    let text = fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    let paths = repository_paths(&root);
    let mut missing = Vec::new();
    let mut checked = 0;
    for (i, span) in text.split('`').enumerate() {
        let looks_like_path = i % 2 == 1
            && span.contains('/')
            && !span.contains(|c: char| c.is_whitespace() || "{}*<>,()=:|'\"".contains(c))
            && !span.starts_with('/')
            && !span.contains("..");
        if !looks_like_path {
            continue;
        }
        checked += 1;
        let dir = span.ends_with('/');
        let exists = paths.iter().any(|p| {
            let p = if dir { p.as_str() } else { p.trim_end_matches('/') };
            p == span || p.ends_with(&format!("/{span}"))
        });
        if !exists {
            missing.push(span.to_string());
        }
    }
    assert!(checked >= 20, "ARCHITECTURE.md names only {checked} paths");
    assert!(missing.is_empty(), "ARCHITECTURE.md names paths that do not exist:\n{}", missing.join("\n"));
}
