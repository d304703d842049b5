//! Tidy checks (after rust-analyzer's `TidyDocs`): every source file of the workspace
//! opens with a `//!` module doc, no library file prints or reads files, the library's
//! top modules keep their layer order, no comment holds a measurement note, no library
//! file grows past 1,200 lines, and the documentation's links and the paths
//! ARCHITECTURE.md names exist.

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

/// The library's top modules, from the bottom layer up. A module may use the modules of
/// the layers below its own, never one of its own layer or above: the order ARCHITECTURE.md
/// states, enforced by [`library_layers_hold`].
const LAYERS: &[&[&str]] = &[
    &["board", "limit", "progress"],
    &["graph"],
    &["format", "matching"],
    &["input"],
    &["game"],
    &["classic"],
];

/// The layer of a top module, `None` for a module missing from [`LAYERS`].
fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// The module path of a library file from its path under `src/` (`game/octal/sparse.rs`
/// is `[game, octal, sparse]`, `game/mod.rs` is `[game]`, `lib.rs` is `[]`).
fn module_path(relative: &str) -> Vec<String> {
    let mut segments: Vec<String> = relative.trim_end_matches(".rs").split('/').map(str::to_string).collect();
    if segments.last().is_some_and(|last| last == "mod" || last == "lib") {
        segments.pop();
    }
    segments
}

/// The names `lib.rs` re-exports at the crate root, each with the top module it comes
/// from (`pub use graph::{Graph, ...};` gives `Graph → graph`), so that `crate::Graph`
/// counts as a use of `graph`.
fn root_reexports(lib_text: &str) -> Vec<(String, String)> {
    let mut names = Vec::new();
    for statement in lib_text.split(';') {
        let Some(path) = statement.trim().strip_prefix("pub use ") else { continue };
        let Some((module, rest)) = path.split_once("::") else { continue };
        for name in rest.trim_matches(|c: char| c == '{' || c == '}' || c.is_whitespace()).split(',') {
            let name = name.trim();
            let name = name.rsplit_once(" as ").map_or(name, |(_, alias)| alias);
            let name = name.rsplit("::").next().unwrap_or(name).trim();
            if !name.is_empty() {
                names.push((name.to_string(), module.trim().to_string()));
            }
        }
    }
    names
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The first segment of each path a `crate::` or root-reaching `super::` prefix leads to,
/// read at byte `at` of `code`: one identifier, or each item of a `{...}` group.
fn first_segments(code: &str, at: usize) -> Vec<String> {
    let rest = &code[at..];
    if let Some(group) = rest.strip_prefix('{') {
        let mut depth = 1;
        let mut end = group.len();
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                end = i;
                break;
            }
        }
        let mut items = Vec::new();
        let mut depth = 0;
        let mut item = String::new();
        for c in group[..end].chars().chain([',']) {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    let first: String = item.trim().chars().take_while(|&c| is_ident_char(c)).collect();
                    if !first.is_empty() {
                        items.push(first);
                    }
                    item.clear();
                    continue;
                }
                _ => {}
            }
            item.push(c);
        }
        items
    } else {
        let first: String = rest.chars().take_while(|&c| is_ident_char(c)).collect();
        if first.is_empty() {
            Vec::new()
        } else {
            vec![first]
        }
    }
}

/// The breaches of the layer order in one library file: `file:line: ...` for every use of
/// a top module of the file's own layer or above, or of a name the layer table does not
/// know. `relative` is the file's path under `src/`, `text` its contents; comments and
/// the code after the first `#[cfg(test)]` are not read (tests may use any layer).
fn layer_violations(relative: &str, text: &str, roots: &[(String, String)]) -> Vec<String> {
    let path = module_path(relative);
    let Some(top) = path.first() else { return Vec::new() };
    let Some(own_layer) = layer_of(top) else {
        return vec![format!(
            "{relative}: top module `{top}` is missing from the layer table (LAYERS in tidy.rs)"
        )];
    };
    let code = text.split("#[cfg(test)]").next().unwrap_or("");
    // Comments become blanks of the same length, so byte offsets and lines stay.
    let code: String = code
        .lines()
        .map(|line| match line.find("//") {
            Some(at) => format!("{}{}", &line[..at], " ".repeat(line.len() - at)),
            None => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut breaches = Vec::new();
    let mut report = |at: usize, name: &str| {
        if name == "self" || name == "tests" {
            return;
        }
        let line = code[..at].matches('\n').count() + 1;
        let module = if layer_of(name).is_some() {
            name
        } else if let Some((_, module)) = roots.iter().find(|(root_name, _)| root_name == name) {
            module.as_str()
        } else {
            breaches
                .push(format!("{relative}:{line}: `crate::{name}` is not a top module or a root re-export"));
            return;
        };
        let layer = layer_of(module).unwrap_or(usize::MAX);
        if module != top && layer >= own_layer {
            breaches.push(format!(
                "{relative}:{line}: `{top}` (layer {own_layer}) uses `{module}` (layer {layer}); a module uses only the layers below its own"
            ));
        }
    };
    let mut from = 0;
    while let Some(found) = code[from..].find("crate::") {
        let at = from + found;
        from = at + "crate::".len();
        if code[..at].chars().next_back().is_some_and(is_ident_char) {
            continue;
        }
        for name in first_segments(&code, from) {
            report(at, &name);
        }
    }
    let mut from = 0;
    while let Some(found) = code[from..].find("super::") {
        let at = from + found;
        if code[..at].chars().next_back().is_some_and(|c| is_ident_char(c) || c == ':') {
            from = at + "super::".len();
            continue;
        }
        let mut depth = 0;
        from = at;
        while code[from..].starts_with("super::") {
            depth += 1;
            from += "super::".len();
        }
        // `super::` that stays inside the file's top module needs no check.
        if depth >= path.len() {
            for name in first_segments(&code, from) {
                report(at, &name);
            }
        }
    }
    breaches
}

/// The library files that are test code: `tests.rs` children, the `tests` module, and the
/// modules a file declares after `#[cfg(test)]` (such as `classic/test_support.rs`).
fn library_test_files(src: &Path, files: &[PathBuf]) -> Vec<PathBuf> {
    let mut test_roots = Vec::new();
    for file in files {
        let text = fs::read_to_string(file).unwrap();
        let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
        for pair in lines.windows(2) {
            if pair[0] != "#[cfg(test)]" {
                continue;
            }
            let declaration = pair[1].trim_start_matches("pub(crate) ").trim_start_matches("pub ");
            let Some(name) = declaration.strip_prefix("mod ").and_then(|rest| rest.strip_suffix(';')) else {
                continue;
            };
            let stem = file.file_stem().unwrap();
            let base = if stem == "mod" || stem == "lib" {
                file.parent().unwrap().to_path_buf()
            } else {
                file.with_extension("")
            };
            test_roots.push(base.join(name));
        }
    }
    files
        .iter()
        .filter(|file| {
            is_test_file(file.strip_prefix(src).unwrap())
                || test_roots.iter().any(|root| file.with_extension("") == *root || file.starts_with(root))
        })
        .cloned()
        .collect()
}

/// Each top module of the library uses only the layers below its own ([`LAYERS`]).
#[test]
fn library_layers_hold() {
    let src = crates_dir().join("grundy/src");
    let files = rust_files(&src);
    let test_files = library_test_files(&src, &files);
    let roots = root_reexports(&fs::read_to_string(src.join("lib.rs")).unwrap());
    assert!(
        roots.iter().any(|(name, module)| name == "Graph" && module == "graph"),
        "re-exports read: {roots:?}"
    );
    let mut breaches = Vec::new();
    let mut checked = 0;
    for file in files.iter().filter(|file| !test_files.contains(file)) {
        let relative = file.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
        checked += 1;
        breaches.extend(layer_violations(&relative, &fs::read_to_string(file).unwrap(), &roots));
    }
    assert!(checked >= 50, "only {checked} library files checked");
    assert!(breaches.is_empty(), "the library's layers are breached:\n{}", breaches.join("\n"));
}

/// The layer check itself finds a breach: a parser importing a game (the use that made
/// the record errors move into `format`), a grouped use reaching up, and a `super::` path
/// that leaves the top module; and it lets a downward use, a comment and a test module be.
#[test]
fn layer_check_finds_a_breach() {
    let roots =
        vec![("Position".to_string(), "board".to_string()), ("Nimber".to_string(), "game".to_string())];
    let text = "//! A parser.\n\nuse crate::graph::Graph;\nuse crate::game::replay::RecordError;\n";
    let breaches = layer_violations("format/fake.rs", text, &roots);
    assert_eq!(breaches.len(), 1, "{breaches:?}");
    assert!(
        breaches[0].starts_with("format/fake.rs:4: `format` (layer 2) uses `game` (layer 4)"),
        "{breaches:?}"
    );

    let text = "use crate::{\n    board::Board,\n    Nimber,\n};\n";
    let breaches = layer_violations("graph/fake.rs", text, &roots);
    assert_eq!(breaches.len(), 1, "{breaches:?}");
    assert!(breaches[0].starts_with("graph/fake.rs:1: `graph` (layer 1) uses `game`"), "{breaches:?}");

    let text = "use super::super::super::matching::Side;\n";
    let breaches = layer_violations("format/board/fake.rs", text, &roots);
    assert_eq!(breaches.len(), 1, "{breaches:?}");
    assert!(breaches[0].contains("uses `matching` (layer 2)"), "{breaches:?}");

    let text = "use crate::Position;\n// crate::classic::Problem\nuse super::scan::Scanner;\n#[cfg(test)]\nmod tests { use crate::game::Nimber; }\n";
    assert_eq!(layer_violations("format/fake.rs", text, &roots), Vec::<String>::new());
    assert_eq!(layer_violations("fake.rs", "", &roots).len(), 1, "an unknown top module is reported");
}

/// Whether a comment reads as a measurement note: times set against each other
/// (`2.0 s against 0.7 s`), medians of runs, instruction counts against each other, or
/// callgrind. Such notes go to `docs/design/<topic>.md` (idea, measurement, decision).
fn is_measurement_note(comment: &str) -> bool {
    let lower = comment.to_lowercase();
    if ["medians of", "callgrind", "instructions against"].iter().any(|word| lower.contains(word)) {
        return true;
    }
    // A number with a unit of time right before " against".
    let mut rest = lower.as_str();
    while let Some(at) = rest.find(" against") {
        let before = rest[..at].trim_end();
        let number = ["ms", "µs", "ns", "s"].iter().find_map(|unit| before.strip_suffix(unit));
        if number.is_some_and(|n| n.trim_end().ends_with(|c: char| c.is_ascii_digit())) {
            return true;
        }
        rest = &rest[at + " against".len()..];
    }
    false
}

/// Module docs and comments state the algorithm, its invariants and its complexity; what
/// was measured to choose it lives in `docs/design/`, not in the code.
#[test]
fn comments_hold_no_measurement_notes() {
    let mut notes = Vec::new();
    for crate_dir in fs::read_dir(crates_dir()).unwrap().flatten() {
        for path in rust_files(&crate_dir.path().join("src")) {
            // This file spells the notes out to test the check.
            if path.ends_with("tests/tidy.rs") {
                continue;
            }
            let text = fs::read_to_string(&path).unwrap();
            for (i, line) in text.lines().enumerate() {
                let Some(at) = line.find("//") else { continue };
                if is_measurement_note(&line[at..]) {
                    notes.push(format!("{}:{}: {}", path.display(), i + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        notes.is_empty(),
        "measurement notes in comments (move them to docs/design/):\n{}",
        notes.join("\n")
    );
}

#[test]
fn measurement_note_is_recognised() {
    for note in [
        "// the whole solve: 2.0 s against 0.7 s on 10^4 x 10^4",
        "/// (3.4 to 3.6 ms against 8.7 to 13.5 ms)",
        "//! five boards, medians of 5",
        "// 472 M instructions against 515 M",
        "// counted by callgrind",
    ] {
        assert!(is_measurement_note(note), "{note}");
    }
    for comment in [
        "// every move loses against correct play",
        "//! the values against the plain method",
        "// 3 against 4",
    ] {
        assert!(!is_measurement_note(comment), "{comment}");
    }
}

/// No source file of the library is longer than a newcomer can hold: a file that grows
/// past this is split by concern (as `game/octal/code.rs`, `values.rs` and
/// `sparse/heap.rs` were split off).
#[test]
fn library_files_stay_short() {
    const MAX_LINES: usize = 1200;
    let mut long = Vec::new();
    for path in rust_files(&crates_dir().join("grundy")) {
        let n_lines = fs::read_to_string(&path).unwrap().lines().count();
        if n_lines > MAX_LINES {
            long.push(format!("{}: {n_lines} lines", path.display()));
        }
    }
    assert!(long.is_empty(), "files over {MAX_LINES} lines:\n{}", long.join("\n"));
}

/// ARCHITECTURE.md states the order [`LAYERS`] holds: the code block of its "Layers of
/// the library" section lists the layers from the top one down.
#[test]
fn architecture_states_the_layers() {
    let root = crates_dir().parent().unwrap().to_path_buf();
    let text = fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    let section =
        text.split("## Layers of the library").nth(1).expect("ARCHITECTURE.md has a layers section");
    let block = section.split("```").nth(1).expect("the layers section draws them in a code block");
    let stated: Vec<Vec<&str>> = block
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(|line| line.split(',').map(str::trim).collect())
        .collect();
    let held: Vec<Vec<&str>> = LAYERS.iter().rev().map(|layer| layer.to_vec()).collect();
    assert_eq!(stated, held, "ARCHITECTURE.md's layers differ from LAYERS in tidy.rs");
}
