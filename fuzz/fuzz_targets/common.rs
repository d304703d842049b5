//! Checks shared by the fuzz targets: an error must point inside the input.

use grundy::ParseError;

/// Panics unless `err` has a line in `1..=lines` and a column in `1..=chars + 1`.
pub fn check_location(src: &[u8], err: &ParseError) {
    let n_lines = src.iter().filter(|&&b| b == b'\n').count() + 1;
    assert!(err.line() >= 1 && err.line() <= n_lines, "line {} of {n_lines}: {err}", err.line());
    let line = src.split(|&b| b == b'\n').nth(err.line() - 1).unwrap_or_default();
    let n_chars = String::from_utf8_lossy(line).chars().count();
    assert!(err.column() >= 1 && err.column() <= n_chars + 1, "column {} of {n_chars}: {err}", err.column());
    let _ = err.to_string();
}
