//! TEMPORARY: replaced by the formats branch at merge.
//!
//! A minimal plain edge list, only so that `grundy hackenbush` compiles on this branch:
//! one edge `u v` per line, vertex names are any tokens (integers or words), vertices are
//! numbered in order of first appearance; blank lines and lines starting with `#` are
//! skipped. O(length of the input) expected time. It does not read headers, weights or
//! any other graph format.

use std::collections::HashMap;

use super::error::{ParseError, ParseErrorKind};
use super::scan::Scanner;
use crate::graph::{Graph, VertexId};

/// A graph whose vertices have names (as written in the input).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedGraph {
    /// The graph; edge `i` is the `i`-th edge line.
    pub graph: Graph,
    /// `names[v]` is the name of vertex `v`.
    pub names: Vec<String>,
}

impl NamedGraph {
    /// The vertex called `name`, if any.
    ///
    /// # Complexity
    /// O(V) time.
    pub fn vertex_by_name(&self, name: &str) -> Option<VertexId> {
        self.names.iter().position(|n| n == name).map(VertexId::new)
    }
}

/// Parses an edge list, one `u v` pair per line.
///
/// # Errors
/// A located [`ParseError`]: a line with one name is
/// [`EndOfLine`](ParseErrorKind::EndOfLine), a third token is
/// [`Trailing`](ParseErrorKind::Trailing), bytes that are not UTF-8 are
/// [`InvalidUtf8`](ParseErrorKind::InvalidUtf8).
///
/// # Complexity
/// O(length of the input) expected time and space.
pub fn parse_edge_list(src: &[u8]) -> Result<NamedGraph, ParseError> {
    let mut s = Scanner::new(src);
    let mut index: HashMap<&[u8], VertexId> = HashMap::new();
    let mut names = Vec::new();
    let mut edges = Vec::new();
    loop {
        s.skip_space_and_comments(|rest| rest.first() == Some(&b'#'));
        if s.at_end() {
            break;
        }
        let mut ends = [VertexId::new(0); 2];
        for end in &mut ends {
            let (offset, token) = s
                .token_in_line()
                .ok_or_else(|| s.error(ParseErrorKind::EndOfLine { expected: "a second vertex name" }))?;
            let name = std::str::from_utf8(token)
                .map_err(|err| s.error_at(offset + err.valid_up_to(), ParseErrorKind::InvalidUtf8))?;
            *end = *index.entry(token).or_insert_with(|| {
                names.push(name.to_string());
                VertexId::new(names.len() - 1)
            });
        }
        if edges.len() > crate::graph::EdgeId::MAX_INDEX {
            return Err(s.error(ParseErrorKind::TooLarge {
                what: "the number of edges",
                requested: edges.len() as u64 + 1,
                limit: crate::graph::EdgeId::MAX_INDEX as u64 + 1,
            }));
        }
        edges.push((ends[0], ends[1]));
        s.end_line()?;
    }
    Ok(NamedGraph { graph: Graph::from_edges(names.len(), edges), names })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_order_of_appearance_with_loops_and_comments() {
        let g = parse_edge_list(b"# a graph\nroot a\r\n\n a a\n1 root # no\n").unwrap_err();
        assert_eq!(g.kind(), &ParseErrorKind::Trailing { found: "#".to_string() });
        let g = parse_edge_list(b"# a graph\nroot a\r\n\n a a\n1 root\n").unwrap();
        assert_eq!(g.names, vec!["root", "a", "1"]);
        assert_eq!(g.graph.n_edges(), 3);
        assert_eq!(g.vertex_by_name("1"), Some(VertexId::new(2)));
        assert_eq!(g.vertex_by_name("b"), None);
    }

    #[test]
    fn bad_lines_are_located() {
        let err = parse_edge_list(b"1 2\n3\n").unwrap_err();
        assert_eq!(err.kind(), &ParseErrorKind::EndOfLine { expected: "a second vertex name" });
        assert_eq!((err.line(), err.column()), (2, 2));
        let err = parse_edge_list(b"1 \xff\n").unwrap_err();
        assert_eq!(err.kind(), &ParseErrorKind::InvalidUtf8);
        assert_eq!(parse_edge_list(b"").unwrap().graph.n_vertices(), 0);
    }
}
