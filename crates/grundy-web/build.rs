//! Embeds the front end: every file under `web/` becomes an entry of the table
//! `ASSETS` (path, bytes) that `src/assets.rs` serves, so the binary needs no file at
//! run time. Walks the folder with an explicit stack; the order is sorted, so the
//! generated code is the same on every machine.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("web");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files: Vec<PathBuf> = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        println!("cargo:rerun-if-changed={}", dir.display());
        for entry in std::fs::read_dir(&dir).expect("web/ is readable") {
            let path = entry.expect("web/ is readable").path();
            if path.is_dir() {
                stack.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    let mut code = String::from("/// Every file of `web/`: its path under `/` and its bytes.\npub(crate) static ASSETS: &[(&str, &[u8])] = &[\n");
    for path in &files {
        let rel = path.strip_prefix(&root).expect("under web/").to_str().expect("UTF-8 file names");
        let rel = rel.replace('\\', "/");
        writeln!(code, "    ({rel:?}, include_bytes!({:?})),", path.display().to_string()).unwrap();
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("assets.rs");
    std::fs::write(out, code).expect("OUT_DIR is writable");
}
