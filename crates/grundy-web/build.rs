//! Embeds the front end: every file under `web/` becomes an entry of the table
//! `ASSETS` (path, bytes), and every data file of the repository's `examples/` (not the
//! scripts) one of `EXAMPLES`, which `src/assets.rs` serves, so the binary needs no file
//! at run time. Walks the folders with an explicit stack; the order is sorted, so the
//! generated code is the same on every machine.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Every file under `root`, sorted.
fn files_under(root: &Path) -> Vec<PathBuf> {
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files: Vec<PathBuf> = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        println!("cargo:rerun-if-changed={}", dir.display());
        for entry in std::fs::read_dir(&dir).expect("the folder is readable") {
            let path = entry.expect("the folder is readable").path();
            if path.is_dir() {
                stack.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The Rust source of a table `name` of (path under `root`, bytes) for `files`.
fn table(name: &str, doc: &str, root: &Path, files: &[PathBuf]) -> String {
    let mut code = format!("/// {doc}\npub(crate) static {name}: &[(&str, &[u8])] = &[\n");
    for path in files {
        let rel = path.strip_prefix(root).expect("under the root").to_str().expect("UTF-8 file names");
        let rel = rel.replace('\\', "/");
        writeln!(code, "    ({rel:?}, include_bytes!({:?})),", path.display().to_string()).unwrap();
    }
    code.push_str("];\n");
    code
}

fn main() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let web = manifest.join("web");
    let examples = manifest.join("../../examples");
    // The examples a user can load into the page: data files, not the helper scripts.
    let data = files_under(&examples)
        .into_iter()
        .filter(|p| p.parent() == Some(examples.as_path()))
        .filter(|p| !matches!(p.extension().and_then(|e| e.to_str()), Some("py" | "sh")))
        .collect::<Vec<_>>();
    let mut code =
        table("ASSETS", "Every file of `web/`: its path under `/` and its bytes.", &web, &files_under(&web));
    code.push_str(&table(
        "EXAMPLES",
        "The data files of `examples/`, served under `/examples/`.",
        &examples,
        &data,
    ));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("assets.rs");
    std::fs::write(out, code).expect("OUT_DIR is writable");
}
