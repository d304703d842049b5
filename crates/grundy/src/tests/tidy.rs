//! Tidy checks (after rust-analyzer's `TidyDocs`): every source file of the workspace
//! opens with a `//!` module doc, and no library file prints or reads files.

use std::fs;
use std::path::{Path, PathBuf};

/// The `.rs` files under `dir`, found with an explicit stack.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
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
