//! Edge lists with named vertices: [`parse_edge_list`] reads `u v` lines into a
//! [`NamedGraph`], and [`NamedGraph`]'s `Display` writes them back.
//!
//! The format: one edge `u v` per line; a line with a single name declares a vertex
//! (isolated unless an edge names it later); `#` starts a comment, for a whole line or the
//! rest of one; blank lines are ignored. A name is any run of characters other than white
//! space and `#` (integers and words alike, UTF-8 required), and vertices are numbered by
//! first appearance. Self-loops and parallel edges are kept as given: matching and
//! geography ignore them, Green Hackenbush counts every edge.
//!
//! One pass over the input with a hash map from names to ids: O(length) expected time.
//! Not done here: quoted names with spaces, weights, directed edges.

use std::collections::hash_map::{Entry, HashMap, VacantEntry};
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

use super::dimacs::check_edge_count;
use super::error::{shorten, ParseError, ParseErrorKind};
use super::scan::{is_inline_space, Scanner};
use crate::graph::{Graph, VertexId};

/// A graph whose vertices carry names, as read from an edge list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedGraph {
    /// The graph; vertex `i` is named `names[i]`.
    pub graph: Graph,
    /// The name of each vertex, indexed by [`VertexId::index`]. For `Display` to write a
    /// list that parses back, names must be non-empty and hold no white space or `#`.
    pub names: Vec<String>,
}

impl NamedGraph {
    /// The vertex called `name`, if any.
    ///
    /// # Complexity
    /// O(V) time (a linear search; build a map for many look-ups).
    pub fn vertex_by_name(&self, name: &str) -> Option<VertexId> {
        self.names.iter().position(|n| n == name).map(VertexId::new)
    }

    /// The name of vertex `v`.
    ///
    /// # Panics
    /// If `v` is not a vertex of the graph.
    pub fn name(&self, v: VertexId) -> &str {
        &self.names[v.index()]
    }
}

impl fmt::Display for NamedGraph {
    /// Writes the graph as an edge list that [`parse_edge_list`] reads back into an equal
    /// `NamedGraph` (same names, same vertex numbering, same edge order): one `u v` line
    /// per edge, preceded by single-name lines for vertices that must be introduced
    /// earlier than the edges would (isolated vertices come last).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut n_named = 0;
        for (_, u, v) in self.graph.edges() {
            let (u, v) = (u.index(), v.index());
            // The edge line numbers its new endpoints in order; if that is not the order
            // of the ids, declare every vertex up to the larger endpoint first.
            let mut next = n_named;
            let mut in_order = true;
            for x in [u, v] {
                if x >= n_named && x >= next {
                    in_order &= x == next;
                    next = x + 1;
                }
            }
            if !in_order {
                while n_named <= u.max(v) {
                    writeln!(f, "{}", self.names[n_named])?;
                    n_named += 1;
                }
            }
            n_named = n_named.max(next);
            writeln!(f, "{} {}", self.names[u], self.names[v])?;
        }
        for name in &self.names[n_named.min(self.names.len())..] {
            writeln!(f, "{name}")?;
        }
        Ok(())
    }
}

/// A fast hasher for names: FNV-1a over the bytes of a long name, one multiply-mix for a
/// short name packed into a `u128`. Collisions only cost time.
struct NameHasher(u64);

impl Default for NameHasher {
    fn default() -> NameHasher {
        NameHasher(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for NameHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn write_u128(&mut self, packed: u128) {
        // Fibonacci hashing; folding the high half down mixes the low bits that pick
        // the bucket.
        let (lo, hi) = (packed as u64, (packed >> 64) as u64);
        let h = (lo ^ hi.rotate_left(29) ^ self.0).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = h ^ (h >> 32);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// A name of at most 15 bytes, packed with its length into a `u128`: a short name is
/// found in the map without reading the input again (a cache miss per look-up).
fn pack(token: &[u8]) -> Option<u128> {
    if token.len() > 15 {
        return None;
    }
    let mut packed = (token.len() as u128) << 120;
    for (i, &b) in token.iter().enumerate() {
        packed |= u128::from(b) << (8 * i);
    }
    Some(packed)
}

type NameMap<K> = HashMap<K, VertexId, BuildHasherDefault<NameHasher>>;

/// Names to ids, in order of first appearance.
struct Names<'a> {
    short: NameMap<u128>,
    long: NameMap<&'a [u8]>,
    names: Vec<&'a str>,
}

impl<'a> Names<'a> {
    /// The id of the name `token` found at `offset`, numbering it if new.
    fn id(&mut self, sc: &Scanner<'a>, offset: usize, token: &'a [u8]) -> Result<VertexId, ParseError> {
        let n_names = self.names.len();
        let slot = match pack(token) {
            Some(packed) => match self.short.entry(packed) {
                Entry::Occupied(entry) => return Ok(*entry.get()),
                Entry::Vacant(slot) => Slot::Short(slot),
            },
            None => match self.long.entry(token) {
                Entry::Occupied(entry) => return Ok(*entry.get()),
                Entry::Vacant(slot) => Slot::Long(slot),
            },
        };
        let name = std::str::from_utf8(token)
            .map_err(|err| sc.error_at(offset + err.valid_up_to(), ParseErrorKind::InvalidUtf8))?;
        if n_names > VertexId::MAX_INDEX {
            let kind = ParseErrorKind::TooLarge {
                what: "a graph of vertices",
                requested: n_names as u64 + 1,
                limit: VertexId::MAX_INDEX as u64 + 1,
            };
            return Err(sc.error_at(offset, kind));
        }
        let id = VertexId::new(n_names);
        match slot {
            Slot::Short(slot) => {
                slot.insert(id);
            }
            Slot::Long(slot) => {
                slot.insert(id);
            }
        }
        self.names.push(name);
        Ok(id)
    }
}

/// Where a new name goes.
enum Slot<'m, 'a> {
    Short(VacantEntry<'m, u128, VertexId>),
    Long(VacantEntry<'m, &'a [u8], VertexId>),
}

/// The next name on `line` (which starts at `line_offset`) from index `*i`; `None` at the
/// end of the line or at a comment.
fn next_name<'a>(line: &'a [u8], line_offset: usize, i: &mut usize) -> Option<(usize, &'a [u8])> {
    while *i < line.len() && is_inline_space(line[*i]) {
        *i += 1;
    }
    if *i >= line.len() || line[*i] == b'#' {
        return None;
    }
    let start = *i;
    while *i < line.len() && !is_inline_space(line[*i]) && line[*i] != b'#' {
        *i += 1;
    }
    Some((line_offset + start, &line[start..*i]))
}

/// Parses an edge list with named vertices.
///
/// One edge `u v` per line; a line with one name declares a vertex; `#` starts a comment
/// (a whole line or the rest of one); blank lines, CRLF and a missing final newline are
/// fine. A name is any run of characters other than white space and `#` (UTF-8), and
/// vertices are numbered by first appearance. Self-loops and parallel edges are kept.
///
/// # Complexity
/// O(length of `src`) expected time and O(V + E) space.
///
/// # Errors
/// [`ParseErrorKind::Empty`] if there is no name at all (only comments and blank lines);
/// [`ParseErrorKind::Trailing`] for a third name on a line; [`ParseErrorKind::InvalidUtf8`]
/// for a name that is not UTF-8; [`ParseErrorKind::TooLarge`] beyond `u32` ids.
///
/// # Examples
/// ```
/// use grundy::format::parse_edge_list;
///
/// // a - b - c, and an isolated d
/// let named = parse_edge_list(b"# a path\na b\nb c  # second edge\nd\n")?;
/// assert_eq!((named.graph.n_vertices(), named.graph.n_edges()), (4, 2));
/// let b = named.vertex_by_name("b").unwrap();
/// assert_eq!(named.graph.degree(b), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_edge_list(src: &[u8]) -> Result<NamedGraph, ParseError> {
    let mut sc = Scanner::new(src);
    let mut names = Names { short: HashMap::default(), long: HashMap::default(), names: Vec::new() };
    let mut edges: Vec<(VertexId, VertexId)> = Vec::new();
    while !sc.at_end() {
        let (line_offset, line) = sc.take_line();
        let mut i = 0;
        let Some((u_offset, u_name)) = next_name(line, line_offset, &mut i) else { continue };
        let u = names.id(&sc, u_offset, u_name)?;
        let Some((v_offset, v_name)) = next_name(line, line_offset, &mut i) else { continue };
        let v = names.id(&sc, v_offset, v_name)?;
        if let Some((offset, token)) = next_name(line, line_offset, &mut i) {
            return Err(sc.error_at(offset, ParseErrorKind::Trailing { found: shorten(token) }));
        }
        check_edge_count(&sc, u_offset, edges.len())?;
        edges.push((u, v));
    }
    if names.names.is_empty() {
        return Err(sc.error(ParseErrorKind::Empty));
    }
    let graph = Graph::from_edges(names.names.len(), edges);
    let names = names.names.into_iter().map(str::to_string).collect();
    Ok(NamedGraph { graph, names })
}

#[cfg(test)]
mod tests;
