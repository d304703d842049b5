//! DIMACS graphs (the format of the DIMACS colouring and clique challenges):
//! [`parse_dimacs`] reads one into a [`Graph`], [`write_dimacs`] writes one.
//!
//! The format: lines starting with `c` are comments; one header `p edge N M` (or
//! `p col N M`) before any edge; then exactly `M` lines `e u v` with 1-based vertices in
//! `1..=N`. Blank lines are ignored, CRLF and a missing final newline accepted. Self-loops
//! and parallel edges are kept as given. See <http://dimacs.rutgers.edu/archive/Challenges/>.
//!
//! Limits: `N` is at most [`MAX_VERTICES`] (so a 20-byte header cannot make the parser
//! allocate gigabytes), and `M` is never used to reserve more edges than the rest of the
//! input can hold. One pass, O(length + N) time. Not done here: the binary DIMACS
//! format, weighted `n` vertex lines, and the `p sp`/`p max` problem kinds.

use super::error::{shorten, InvalidReason, ParseError, ParseErrorKind};
use super::scan::Scanner;
use crate::graph::{EdgeId, Graph, VertexId};

/// The largest vertex count a DIMACS or Matrix Market header may announce: 2^24
/// (about 1.7·10^7). Building a graph costs about 16 bytes per vertex even without
/// edges, so this caps what a short header can make the parser allocate.
pub const MAX_VERTICES: u64 = 1 << 24;

/// Whether a line starting at `rest` is a DIMACS comment.
fn is_comment(rest: &[u8]) -> bool {
    rest.first() == Some(&b'c')
}

/// Reads a vertex count `what` on the current line, capped at [`MAX_VERTICES`];
/// `count` names it in the [`ParseErrorKind::TooLarge`] message ("a vertex count").
pub(crate) fn vertex_count(
    sc: &mut Scanner<'_>,
    what: &'static str,
    count: &'static str,
) -> Result<usize, ParseError> {
    sc.skip_inline_space();
    let offset = sc.pos();
    let n = sc.u64_in_line(what, 0, u64::MAX)?;
    if n > MAX_VERTICES {
        let kind = ParseErrorKind::TooLarge { what: count, requested: n, limit: MAX_VERTICES };
        return Err(sc.error_at(offset, kind));
    }
    Ok(n as usize)
}

/// An error at `offset` if a graph with `n_edges` edges cannot take one more.
pub(crate) fn check_edge_count(sc: &Scanner<'_>, offset: usize, n_edges: usize) -> Result<(), ParseError> {
    if n_edges > EdgeId::MAX_INDEX {
        let limit = EdgeId::MAX_INDEX as u64 + 1;
        let kind = ParseErrorKind::TooLarge { what: "a graph of edges", requested: limit + 1, limit };
        return Err(sc.error_at(offset, kind));
    }
    Ok(())
}

/// Parses a DIMACS `p edge` graph; vertex `i` of the file is [`VertexId`] `i - 1`.
///
/// # Complexity
/// O(length of `src` + N) time and space.
///
/// # Errors
/// [`ParseErrorKind::Empty`] for a file of comments only; `UnexpectedToken` for a line
/// that is neither `c`, `p` nor `e`, or an `e` line before the header;
/// [`ParseErrorKind::OutOfRange`] for a vertex outside `1..=N`;
/// [`ParseErrorKind::CountMismatch`] when the number of `e` lines is not `M` (at the first
/// extra line, or at the end); [`ParseErrorKind::TooLarge`] for `N` above
/// [`MAX_VERTICES`]; [`ParseErrorKind::Invalid`] for a second `p` line or an unknown
/// problem kind; the number errors (`Negative`, `Overflow`, ...) and `Trailing`.
///
/// # Examples
/// ```
/// use grundy::format::parse_dimacs;
///
/// // 1 - 2 - 3
/// let graph = parse_dimacs(b"c a path\np edge 3 2\ne 1 2\ne 2 3\n")?;
/// assert_eq!((graph.n_vertices(), graph.n_edges()), (3, 2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_dimacs(src: &[u8]) -> Result<Graph, ParseError> {
    let mut sc = Scanner::new(src);
    sc.skip_space_and_comments(is_comment);
    if sc.at_end() {
        return Err(sc.error(ParseErrorKind::Empty));
    }
    let header_line = sc.pos();
    match sc.token_in_line() {
        Some((_, b"p")) => {}
        Some((offset, token)) => {
            let kind = ParseErrorKind::UnexpectedToken {
                expected: "the header `p edge N M`",
                found: shorten(token),
            };
            return Err(sc.error_at(offset, kind));
        }
        None => unreachable_blank(&sc, header_line)?,
    }
    match sc.token_in_line() {
        Some((_, kind)) if kind.eq_ignore_ascii_case(b"edge") || kind.eq_ignore_ascii_case(b"col") => {}
        Some((offset, token)) => {
            let kind = ParseErrorKind::UnexpectedToken { expected: "`edge` or `col`", found: shorten(token) };
            return Err(sc.error_at(offset, kind));
        }
        None => return Err(sc.error(ParseErrorKind::EndOfLine { expected: "`edge` or `col`" })),
    }
    let n_vertices = vertex_count(&mut sc, "the number of vertices", "a vertex count")?;
    let n_edges = sc.u64_in_line("the number of edges", 0, u64::MAX)?;
    sc.end_line()?;
    // An edge line takes at least 6 bytes (`e 1 2\n`): reserve no more than that allows.
    let mut edges = Vec::with_capacity((n_edges.min(sc.rest().len() as u64 / 6)) as usize);
    loop {
        sc.skip_space_and_comments(is_comment);
        if sc.at_end() {
            break;
        }
        let (offset, token) = sc.token_in_line().unwrap_or((sc.pos(), b""));
        match token {
            b"e" => {}
            b"p" => {
                return Err(sc.error_at(offset, InvalidReason::SecondDimacsHeader.into()));
            }
            _ => {
                let kind =
                    ParseErrorKind::UnexpectedToken { expected: "an edge `e u v`", found: shorten(token) };
                return Err(sc.error_at(offset, kind));
            }
        }
        if edges.len() as u64 == n_edges {
            let kind = ParseErrorKind::CountMismatch { what: "edges", expected: n_edges, found: n_edges + 1 };
            return Err(sc.error_at(offset, kind));
        }
        let u = sc.u64_in_line("a vertex", 1, n_vertices as u64)?;
        let v = sc.u64_in_line("a vertex", 1, n_vertices as u64)?;
        sc.end_line()?;
        check_edge_count(&sc, offset, edges.len())?;
        edges.push((VertexId::new(u as usize - 1), VertexId::new(v as usize - 1)));
    }
    if edges.len() as u64 != n_edges {
        let kind =
            ParseErrorKind::CountMismatch { what: "edges", expected: n_edges, found: edges.len() as u64 };
        return Err(sc.error(kind));
    }
    Ok(Graph::from_edges(n_vertices, edges))
}

/// After skipping white space the scanner is never at a blank line; kept as an error
/// rather than a panic.
fn unreachable_blank(sc: &Scanner<'_>, offset: usize) -> Result<(), ParseError> {
    Err(sc.error_at(offset, ParseErrorKind::EndOfLine { expected: "the header `p edge N M`" }))
}

/// Writes `graph` in DIMACS `p edge` form (vertex `i` as `i + 1`), which [`parse_dimacs`]
/// reads back into an equal graph.
///
/// # Complexity
/// O(V + E) time.
pub fn write_dimacs(graph: &Graph) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let _ = writeln!(out, "p edge {} {}", graph.n_vertices(), graph.n_edges());
    for (_, u, v) in graph.edges() {
        let _ = writeln!(out, "e {} {}", u.index() + 1, v.index() + 1);
    }
    out
}

#[cfg(test)]
mod tests;
