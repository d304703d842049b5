//! Reading input files (or standard input) and attaching the file name to parse errors.

use std::io::Read;
use std::path::Path;

use anyhow::Context;

/// The bytes of `path`, or of standard input when `path` is `None` or `-`.
pub(crate) fn read(path: Option<&Path>) -> anyhow::Result<Vec<u8>> {
    match path {
        Some(path) if path != Path::new("-") => {
            std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))
        }
        _ => {
            let mut bytes = Vec::new();
            std::io::stdin().lock().read_to_end(&mut bytes).context("cannot read standard input")?;
            Ok(bytes)
        }
    }
}

/// How to name `path` in a message.
pub(crate) fn display_name(path: Option<&Path>) -> String {
    match path {
        Some(path) if path != Path::new("-") => path.display().to_string(),
        _ => "<stdin>".to_string(),
    }
}

/// Runs `parse` on the bytes of `path`, naming the file in the error.
pub(crate) fn parse_file<T>(
    path: Option<&Path>,
    parse: impl FnOnce(&[u8]) -> Result<T, grundy::ParseError>,
) -> anyhow::Result<T> {
    let bytes = read(path)?;
    parse(&bytes).with_context(|| format!("in {}", display_name(path)))
}
