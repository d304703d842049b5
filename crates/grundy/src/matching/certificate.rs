//! Certificates of maximality: a König minimum vertex cover built from a maximum matching
//! (<https://en.wikipedia.org/wiki/K%C5%91nig%27s_theorem_(graph_theory)>), and an
//! independent checker, both O(V + E).
//!
//! Every vertex cover is at least as large as every matching, so a valid matching and a
//! vertex cover of the same size prove each other optimal. [`minimum_vertex_cover`] takes
//! the set Z of vertices reachable from free left vertices by alternating paths and
//! returns (left \ Z) ∪ (right ∩ Z). [`verify`] trusts neither the matching engine nor
//! the cover construction: it re-checks every pair and every edge. It does not check
//! anything about weights or non-bipartite graphs.

use std::fmt;

use super::{BipartiteMatching, Side, NONE};
use crate::graph::{BipartiteGraph, VertexId};

/// A set of vertices of a bipartite graph, meant to touch every edge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexCover {
    left: Vec<bool>,
    right: Vec<bool>,
    size: usize,
}

impl VertexCover {
    /// The cover holding the given vertices of a graph with `n_left` and `n_right`
    /// vertices, or `None` if a vertex is out of range (a repeated vertex counts once).
    pub fn from_vertices(
        n_left: usize,
        n_right: usize,
        vertices: impl IntoIterator<Item = (Side, VertexId)>,
    ) -> Option<VertexCover> {
        let mut res = VertexCover { left: vec![false; n_left], right: vec![false; n_right], size: 0 };
        for (side, v) in vertices {
            let slot = match side {
                Side::Left => res.left.get_mut(v.index())?,
                Side::Right => res.right.get_mut(v.index())?,
            };
            if !*slot {
                *slot = true;
                res.size += 1;
            }
        }
        Some(res)
    }

    /// The number of vertices in the cover.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether vertex `v` of side `side` is in the cover (`false` if out of range).
    pub fn contains(&self, side: Side, v: VertexId) -> bool {
        let marks = match side {
            Side::Left => &self.left,
            Side::Right => &self.right,
        };
        marks.get(v.index()).copied().unwrap_or(false)
    }

    /// The vertices of the cover, left side first, each by increasing index.
    pub fn vertices(&self) -> impl Iterator<Item = (Side, VertexId)> + '_ {
        let left =
            self.left.iter().enumerate().filter(|(_, &c)| c).map(|(v, _)| (Side::Left, VertexId::new(v)));
        let right =
            self.right.iter().enumerate().filter(|(_, &c)| c).map(|(v, _)| (Side::Right, VertexId::new(v)));
        left.chain(right)
    }
}

/// Why a matching and a cover fail to certify each other.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CertificateError {
    /// The matching or the cover has other vertex counts than the graph.
    WrongVertexCount,
    /// The two mate arrays of the matching disagree at this left vertex.
    InconsistentMates {
        /// The left vertex.
        left: VertexId,
    },
    /// A matched pair is not an edge of the graph.
    NotAnEdge {
        /// The left vertex of the pair.
        left: VertexId,
        /// The right vertex of the pair.
        right: VertexId,
    },
    /// An edge with neither endpoint in the cover.
    Uncovered {
        /// The left endpoint.
        left: VertexId,
        /// The right endpoint.
        right: VertexId,
    },
    /// The cover is larger than the matching, so neither is proved optimal.
    SizeMismatch {
        /// The size of the matching.
        matching: usize,
        /// The size of the cover.
        cover: usize,
    },
}

impl fmt::Display for CertificateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CertificateError::WrongVertexCount => write!(f, "the vertex counts differ from the graph's"),
            CertificateError::InconsistentMates { left } => {
                write!(f, "the mates of left vertex {left} disagree")
            }
            CertificateError::NotAnEdge { left, right } => {
                write!(f, "matched pair (left {left}, right {right}) is not an edge")
            }
            CertificateError::Uncovered { left, right } => {
                write!(f, "edge (left {left}, right {right}) is not covered")
            }
            CertificateError::SizeMismatch { matching, cover } => {
                write!(f, "the matching has {matching} pairs but the cover {cover} vertices")
            }
        }
    }
}

impl std::error::Error for CertificateError {}

/// A minimum vertex cover of `graph`, of the same size as `matching` (König's theorem).
///
/// # Complexity
/// O(V + E) time and extra space.
///
/// # Panics
/// If `matching` does not fit `graph` or is not maximum.
///
/// # Examples
/// ```
/// use grundy::matching::{maximum_matching, minimum_vertex_cover, verify};
/// use grundy::{BipartiteGraph, VertexId};
/// // A star: right 0 joined to three left vertices; the cover is {right 0}.
/// let v = VertexId::new;
/// let g = BipartiteGraph::from_edges(3, 1, vec![(v(0), v(0)), (v(1), v(0)), (v(2), v(0))]);
/// let m = maximum_matching(&g);
/// let cover = minimum_vertex_cover(&g, &m);
/// assert_eq!(cover.size(), 1);
/// verify(&g, &m, &cover)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn minimum_vertex_cover(graph: &BipartiteGraph, matching: &BipartiteMatching) -> VertexCover {
    assert!(
        matching.n_left() == graph.n_left() && matching.n_right() == graph.n_right(),
        "the matching is for another graph"
    );
    let left_mate = matching.left_mates();
    let right_mate = matching.right_mates();
    // Z: reachable from the free left vertices by alternating paths.
    let mut left_in_z = vec![false; graph.n_left()];
    let mut right_in_z = vec![false; graph.n_right()];
    let mut queue: Vec<u32> = Vec::new();
    for (u, &w) in left_mate.iter().enumerate() {
        if w == NONE {
            left_in_z[u] = true;
            queue.push(u as u32);
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let u = queue[head] as usize;
        head += 1;
        for &w in graph.left_row(VertexId::new(u)) {
            if right_in_z[w.index()] {
                continue;
            }
            right_in_z[w.index()] = true;
            let next = right_mate[w.index()];
            assert!(next != NONE, "the matching is not maximum");
            if !left_in_z[next as usize] {
                left_in_z[next as usize] = true;
                queue.push(next);
            }
        }
    }
    let left: Vec<bool> = left_in_z.iter().map(|&z| !z).collect();
    let size = left.iter().filter(|&&c| c).count() + right_in_z.iter().filter(|&&c| c).count();
    VertexCover { left, right: right_in_z, size }
}

/// Checks that `matching` is a matching of `graph`, that `cover` touches every edge, and
/// that both have the same size, which proves both optimal.
///
/// # Complexity
/// O(V + E) time, no extra space.
///
/// # Errors
/// The first defect found, as a [`CertificateError`].
pub fn verify(
    graph: &BipartiteGraph,
    matching: &BipartiteMatching,
    cover: &VertexCover,
) -> Result<(), CertificateError> {
    if matching.n_left() != graph.n_left()
        || matching.n_right() != graph.n_right()
        || cover.left.len() != graph.n_left()
        || cover.right.len() != graph.n_right()
    {
        return Err(CertificateError::WrongVertexCount);
    }
    let left_mate = matching.left_mates();
    let right_mate = matching.right_mates();
    let mut n_pairs = 0;
    for (u, &w) in left_mate.iter().enumerate() {
        if w == NONE {
            continue;
        }
        let left = VertexId::new(u);
        if right_mate.get(w as usize) != Some(&(u as u32)) {
            return Err(CertificateError::InconsistentMates { left });
        }
        let right = VertexId::new(w as usize);
        if !graph.left_row(left).contains(&right) {
            return Err(CertificateError::NotAnEdge { left, right });
        }
        n_pairs += 1;
    }
    let n_matched_right = right_mate.iter().filter(|&&u| u != NONE).count();
    if n_matched_right != n_pairs || n_pairs != matching.size() {
        let left = VertexId::new(right_mate.iter().position(|&u| u != NONE).unwrap_or(0));
        return Err(CertificateError::InconsistentMates { left });
    }
    for (_, left, right) in graph.edges() {
        if !cover.left[left.index()] && !cover.right[right.index()] {
            return Err(CertificateError::Uncovered { left, right });
        }
    }
    let cover_size = cover.left.iter().filter(|&&c| c).count() + cover.right.iter().filter(|&&c| c).count();
    if cover_size != n_pairs {
        return Err(CertificateError::SizeMismatch { matching: n_pairs, cover: cover_size });
    }
    Ok(())
}
