//! Matrix Market coordinate files as bipartite graphs: [`parse_matrix_market`] reads one
//! into a [`BipartiteGraph`] (rows on the left, columns on the right, an edge per explicit
//! entry), [`write_matrix_market`] writes one.
//!
//! The format (<https://math.nist.gov/MatrixMarket/formats.html>): a banner
//! `%%MatrixMarket matrix coordinate FIELD SYMMETRY` (words case-insensitive), `%` comment
//! lines, a size line `rows cols nnz`, then `nnz` entries `i j [value]` with 1-based
//! `i` in `1..=rows`, `j` in `1..=cols`. FIELD is `pattern` (no value), `integer` or
//! `real` (the value is read and checked to be a number, then ignored: an explicit entry
//! is an edge, even a zero). SYMMETRY is `general`, or `symmetric` (square only; an
//! off-diagonal entry `i j` also gives the edge `j i`, whichever triangle it is in).
//! Duplicate entries are kept as parallel edges. Blank lines and `%` lines are allowed
//! anywhere after the banner.
//!
//! Limits as for DIMACS: rows and columns at most [`MAX_VERTICES`](super::MAX_VERTICES) each, and `nnz` never
//! reserves more than the input can hold. One pass, O(length + rows + cols) time.
//! Not done here: `array` (dense) files, `complex` values, `hermitian` and
//! `skew-symmetric` matrices; these are rejected with a clear message.

use super::dimacs::{check_edge_count, vertex_count};
use super::error::{shorten, InvalidReason, ParseError, ParseErrorKind};
use super::scan::Scanner;
use crate::graph::{BipartiteGraph, VertexId};

/// What an entry carries after its coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Pattern,
    Integer,
    Real,
}

/// Whether a line starting at `rest` is a comment.
fn is_comment(rest: &[u8]) -> bool {
    rest.first() == Some(&b'%')
}

/// Reads the next banner word, lowercased, with its offset.
fn banner_word(sc: &mut Scanner<'_>, expected: &'static str) -> Result<(usize, String), ParseError> {
    match sc.token_in_line() {
        Some((offset, token)) => Ok((offset, String::from_utf8_lossy(token).to_ascii_lowercase())),
        None => Err(sc.error(ParseErrorKind::EndOfLine { expected })),
    }
}

fn invalid(sc: &Scanner<'_>, offset: usize, reason: InvalidReason) -> ParseError {
    sc.error_at(offset, reason.into())
}

/// Checks that `token` (at `offset`) is a number of the kind `field` asks for.
fn check_value(sc: &Scanner<'_>, offset: usize, token: &[u8], field: Field) -> Result<(), ParseError> {
    let ok = match field {
        Field::Pattern => false,
        Field::Integer => {
            let digits = token.strip_prefix(b"-").or_else(|| token.strip_prefix(b"+")).unwrap_or(token);
            !digits.is_empty() && digits.iter().all(u8::is_ascii_digit)
        }
        // Only digits, signs, points and exponents, so that `inf` and `nan` are refused.
        Field::Real => {
            token.iter().all(|&b| b.is_ascii_digit() || matches!(b, b'+' | b'-' | b'.' | b'e' | b'E'))
                && std::str::from_utf8(token).is_ok_and(|text| text.parse::<f64>().is_ok())
        }
    };
    if ok {
        return Ok(());
    }
    if let Err(err) = std::str::from_utf8(token) {
        return Err(sc.error_at(offset + err.valid_up_to(), ParseErrorKind::InvalidUtf8));
    }
    let expected = if field == Field::Integer { "an integer value" } else { "a real value" };
    Err(sc.error_at(offset, ParseErrorKind::UnexpectedToken { expected, found: shorten(token) }))
}

/// Parses a Matrix Market coordinate matrix into a bipartite graph: row `i` is left
/// vertex `i - 1`, column `j` is right vertex `j - 1`, and entry `k` is edge `k` (for a
/// symmetric file, an off-diagonal entry's mirror follows it).
///
/// # Complexity
/// O(length of `src` + rows + cols) time and space.
///
/// # Errors
/// [`ParseErrorKind::Empty`] for an empty input; [`ParseErrorKind::Invalid`] for a missing
/// banner or an unsupported kind of matrix (`array`, `complex`, `hermitian`,
/// `skew-symmetric`, a non-square symmetric matrix); [`ParseErrorKind::OutOfRange`] for an
/// index outside the matrix; [`ParseErrorKind::CountMismatch`] when the number of entries
/// is not `nnz`; [`ParseErrorKind::TooLarge`] for more than [`MAX_VERTICES`](super::MAX_VERTICES) rows or
/// columns; `UnexpectedToken` for a value that is not a number of the declared field;
/// the number errors and `Trailing`.
///
/// # Examples
/// ```
/// use grundy::format::parse_matrix_market;
///
/// let text = b"%%MatrixMarket matrix coordinate pattern general\n% 2x3\n2 3 3\n1 1\n1 3\n2 2\n";
/// let graph = parse_matrix_market(text)?;
/// assert_eq!((graph.n_left(), graph.n_right(), graph.n_edges()), (2, 3, 3));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_matrix_market(src: &[u8]) -> Result<BipartiteGraph, ParseError> {
    let mut sc = Scanner::new(src);
    if src.iter().all(|&b| b.is_ascii_whitespace()) {
        sc.skip_space();
        return Err(sc.error(ParseErrorKind::Empty));
    }
    let (offset, banner) = banner_word(&mut sc, "the banner `%%MatrixMarket`")?;
    if banner != "%%matrixmarket" {
        return Err(invalid(&sc, offset, InvalidReason::MissingMatrixMarketBanner));
    }
    let (offset, object) = banner_word(&mut sc, "`matrix`")?;
    if object != "matrix" {
        return Err(invalid(&sc, offset, InvalidReason::UnsupportedObject));
    }
    let (offset, format) = banner_word(&mut sc, "`coordinate`")?;
    match format.as_str() {
        "coordinate" => {}
        "array" => return Err(invalid(&sc, offset, InvalidReason::DenseMatrix)),
        _ => return Err(invalid(&sc, offset, InvalidReason::UnknownMatrixFormat)),
    }
    let (offset, field) = banner_word(&mut sc, "`pattern`, `integer` or `real`")?;
    let field = match field.as_str() {
        "pattern" => Field::Pattern,
        "integer" => Field::Integer,
        "real" | "double" => Field::Real,
        "complex" => return Err(invalid(&sc, offset, InvalidReason::ComplexMatrix)),
        _ => return Err(invalid(&sc, offset, InvalidReason::UnknownField)),
    };
    let (offset, symmetry) = banner_word(&mut sc, "`general` or `symmetric`")?;
    let symmetric = match symmetry.as_str() {
        "general" => false,
        "symmetric" => true,
        "hermitian" | "skew-symmetric" => {
            return Err(invalid(&sc, offset, InvalidReason::UnsupportedSymmetry))
        }
        _ => return Err(invalid(&sc, offset, InvalidReason::UnknownSymmetry)),
    };
    sc.end_line()?;
    sc.skip_space_and_comments(is_comment);
    let size_offset = sc.pos();
    if sc.at_end() {
        return Err(sc.error(ParseErrorKind::UnexpectedEnd { expected: "the size line `rows cols nnz`" }));
    }
    let n_rows = vertex_count(&mut sc, "the number of rows", "a row count")?;
    let n_cols = vertex_count(&mut sc, "the number of columns", "a column count")?;
    let nnz = sc.u64_in_line("the number of entries", 0, u64::MAX)?;
    sc.end_line()?;
    if symmetric && n_rows != n_cols {
        return Err(invalid(
            &sc,
            size_offset,
            InvalidReason::NonSquareSymmetric { rows: n_rows, cols: n_cols },
        ));
    }
    // An entry takes at least 4 bytes (`1 1\n`): reserve no more than that allows.
    let reserve = nnz.min(sc.rest().len() as u64 / 4) as usize;
    let mut edges = Vec::with_capacity(if symmetric { 2 * reserve } else { reserve });
    let mut n_entries = 0u64;
    loop {
        sc.skip_space_and_comments(is_comment);
        if sc.at_end() {
            break;
        }
        let entry_offset = sc.pos();
        if n_entries == nnz {
            let kind = ParseErrorKind::CountMismatch { what: "entries", expected: nnz, found: nnz + 1 };
            return Err(sc.error_at(entry_offset, kind));
        }
        let i = sc.u64_in_line("a row index", 1, n_rows as u64)? as usize - 1;
        let j = sc.u64_in_line("a column index", 1, n_cols as u64)? as usize - 1;
        if field != Field::Pattern {
            match sc.token_in_line() {
                Some((offset, token)) => check_value(&sc, offset, token, field)?,
                None => return Err(sc.error(ParseErrorKind::EndOfLine { expected: "a value" })),
            }
        }
        sc.end_line()?;
        check_edge_count(&sc, entry_offset, edges.len() + 1)?;
        edges.push((VertexId::new(i), VertexId::new(j)));
        if symmetric && i != j {
            edges.push((VertexId::new(j), VertexId::new(i)));
        }
        n_entries += 1;
    }
    if n_entries != nnz {
        let kind = ParseErrorKind::CountMismatch { what: "entries", expected: nnz, found: n_entries };
        return Err(sc.error(kind));
    }
    Ok(BipartiteGraph::from_edges(n_rows, n_cols, edges))
}

/// Writes `graph` as a `pattern general` Matrix Market file (left vertex `i` as row
/// `i + 1`, right vertex `j` as column `j + 1`), which [`parse_matrix_market`] reads back
/// into an equal graph.
///
/// # Complexity
/// O(E) time.
pub fn write_matrix_market(graph: &BipartiteGraph) -> String {
    use std::fmt::Write;
    let mut out = String::from("%%MatrixMarket matrix coordinate pattern general\n");
    let _ = writeln!(out, "{} {} {}", graph.n_left(), graph.n_right(), graph.n_edges());
    for (_, u, v) in graph.edges() {
        let _ = writeln!(out, "{} {}", u.index() + 1, v.index() + 1);
    }
    out
}

#[cfg(test)]
mod tests;
