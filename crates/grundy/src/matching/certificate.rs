//! Certificates of maximality: a König minimum vertex cover built from a maximum matching
//! (<https://en.wikipedia.org/wiki/K%C5%91nig%27s_theorem_(graph_theory)>), the maximum
//! independent set (its complement) and a minimum edge cover (Gallai: the matching plus
//! one edge per other non-isolated vertex), and independent checkers, all O(V + E).
//!
//! Every vertex cover is at least as large as every matching, so a valid matching and a
//! vertex cover of the same size prove each other optimal. [`minimum_vertex_cover`] takes
//! the set Z of vertices reachable from free left vertices by alternating paths and
//! returns (left \ Z) ∪ (right ∩ Z). [`verify`] trusts neither the matching engine nor
//! the cover construction: it re-checks every pair and every edge. [`verify_all`] also
//! checks the independent set (no edge inside, V - |M| vertices) and the edge cover
//! (every non-isolated vertex touched, (non-isolated vertices) - |M| edges): once the
//! cover proves |M| maximum, these sizes are the optimal ones (α = V - ν, and
//! ρ = V' - ν for the V' non-isolated vertices). Nothing about weights or non-bipartite
//! graphs is checked.

use std::fmt;

use super::{vertex_status, BipartiteMatching, Side, VertexPart, NONE};
use crate::graph::{BipartiteGraph, EdgeId, VertexId};

/// A set of vertices of a bipartite graph (a vertex cover, an independent set).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexSet {
    left: Vec<bool>,
    right: Vec<bool>,
    size: usize,
}

/// A set of vertices meant to touch every edge.
pub type VertexCover = VertexSet;

/// A set of vertices meant to hold no edge.
pub type IndependentSet = VertexSet;

impl VertexSet {
    /// The set holding the given vertices of a graph with `n_left` and `n_right`
    /// vertices, or `None` if a vertex is out of range (a repeated vertex counts once).
    pub fn from_vertices(
        n_left: usize,
        n_right: usize,
        vertices: impl IntoIterator<Item = (Side, VertexId)>,
    ) -> Option<VertexSet> {
        let mut res = VertexSet { left: vec![false; n_left], right: vec![false; n_right], size: 0 };
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

    /// The number of vertices in the set.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether vertex `v` of side `side` is in the set (`false` if out of range).
    pub fn contains(&self, side: Side, v: VertexId) -> bool {
        let marks = match side {
            Side::Left => &self.left,
            Side::Right => &self.right,
        };
        marks.get(v.index()).copied().unwrap_or(false)
    }

    /// The vertices of the set, left side first, each by increasing index.
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
    /// An edge with both endpoints in the independent set.
    NotIndependent {
        /// The left endpoint.
        left: VertexId,
        /// The right endpoint.
        right: VertexId,
    },
    /// The independent set does not have V - |M| vertices.
    IndependentSetSize {
        /// V - |M|.
        expected: usize,
        /// The size of the set.
        found: usize,
    },
    /// The edge cover names an edge the graph does not have, or one edge twice.
    BadEdge {
        /// The edge.
        edge: EdgeId,
    },
    /// A non-isolated vertex that no edge of the edge cover touches.
    UncoveredVertex {
        /// Its side.
        side: Side,
        /// The vertex.
        vertex: VertexId,
    },
    /// The edge cover does not have (non-isolated vertices) - |M| edges.
    EdgeCoverSize {
        /// (non-isolated vertices) - |M|.
        expected: usize,
        /// The number of edges of the cover.
        found: usize,
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
            CertificateError::NotIndependent { left, right } => {
                write!(f, "edge (left {left}, right {right}) lies inside the independent set")
            }
            CertificateError::IndependentSetSize { expected, found } => {
                write!(f, "the independent set has {found} vertices instead of {expected}")
            }
            CertificateError::BadEdge { edge } => {
                write!(f, "the edge cover names edge {edge}, which is not an edge or is repeated")
            }
            CertificateError::UncoveredVertex { side, vertex } => {
                let side = if *side == Side::Left { "left" } else { "right" };
                write!(f, "the edge cover misses {side} vertex {vertex}")
            }
            CertificateError::EdgeCoverSize { expected, found } => {
                write!(f, "the edge cover has {found} edges instead of {expected}")
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
    // König: with Z the vertices reachable from free left vertices by alternating paths,
    // (L \ Z) + (R & Z) is a cover of the matching's size. The alternating search of
    // `vertex_status` marks exactly Z's left vertices `Missable` and its right vertices
    // `Adjacent` (the search from free right vertices marks neither).
    let status = vertex_status(graph, matching);
    let left: Vec<bool> = status.parts(Side::Left).iter().map(|&p| p != VertexPart::Missable).collect();
    let right: Vec<bool> = status.parts(Side::Right).iter().map(|&p| p == VertexPart::Adjacent).collect();
    let size = left.iter().filter(|&&c| c).count() + right.iter().filter(|&&c| c).count();
    VertexSet { left, right, size }
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

/// A maximum independent set of `graph`: the vertices outside a minimum vertex cover,
/// V - |M| of them.
///
/// # Complexity
/// O(V + E) time and extra space.
///
/// # Panics
/// If `matching` does not fit `graph` or is not maximum.
///
/// # Examples
/// ```
/// use grundy::matching::{maximum_independent_set, maximum_matching, Side};
/// use grundy::{BipartiteGraph, VertexId};
/// // A star: right 0 joined to three left vertices; the leaves are independent.
/// let v = VertexId::new;
/// let g = BipartiteGraph::from_edges(3, 1, vec![(v(0), v(0)), (v(1), v(0)), (v(2), v(0))]);
/// let set = maximum_independent_set(&g, &maximum_matching(&g));
/// assert_eq!(set.size(), 3);
/// assert!(!set.contains(Side::Right, v(0)));
/// ```
pub fn maximum_independent_set(graph: &BipartiteGraph, matching: &BipartiteMatching) -> IndependentSet {
    let cover = minimum_vertex_cover(graph, matching);
    let left: Vec<bool> = cover.left.iter().map(|&c| !c).collect();
    let right: Vec<bool> = cover.right.iter().map(|&c| !c).collect();
    let size = left.len() + right.len() - cover.size;
    VertexSet { left, right, size }
}

/// A minimum edge cover of the non-isolated vertices of `graph`: one edge per matched
/// pair, plus the first edge of every unmatched non-isolated vertex; (non-isolated
/// vertices) - |M| edges, in increasing id order. Isolated vertices cannot be covered and
/// are left out.
///
/// # Complexity
/// O(V + E) time and extra space.
///
/// # Panics
/// If `matching` does not fit `graph`.
///
/// # Examples
/// ```
/// use grundy::matching::{maximum_matching, minimum_edge_cover};
/// use grundy::{BipartiteGraph, EdgeId, VertexId};
/// // A star: right 0 joined to three left vertices needs all three edges.
/// let v = VertexId::new;
/// let g = BipartiteGraph::from_edges(3, 1, vec![(v(0), v(0)), (v(1), v(0)), (v(2), v(0))]);
/// let cover = minimum_edge_cover(&g, &maximum_matching(&g));
/// assert_eq!(cover, vec![EdgeId::new(0), EdgeId::new(1), EdgeId::new(2)]);
/// ```
pub fn minimum_edge_cover(graph: &BipartiteGraph, matching: &BipartiteMatching) -> Vec<EdgeId> {
    assert!(
        matching.n_left() == graph.n_left() && matching.n_right() == graph.n_right(),
        "the matching is for another graph"
    );
    let left_mate = matching.left_mates();
    let right_mate = matching.right_mates();
    // Whether each vertex is touched by an edge taken so far.
    let mut left_done = vec![false; graph.n_left()];
    let mut right_done = vec![false; graph.n_right()];
    let mut taken = vec![false; graph.n_edges()];
    for (e, u, w) in graph.edges() {
        if left_mate[u.index()] == w.index() as u32 && !left_done[u.index()] {
            left_done[u.index()] = true;
            right_done[w.index()] = true;
            taken[e.index()] = true;
        }
    }
    for (e, u, w) in graph.edges() {
        let (u, w) = (u.index(), w.index());
        if (!left_done[u] && left_mate[u] == NONE) || (!right_done[w] && right_mate[w] == NONE) {
            left_done[u] = true;
            right_done[w] = true;
            taken[e.index()] = true;
        }
    }
    taken.iter().enumerate().filter(|(_, &t)| t).map(|(e, _)| EdgeId::new(e)).collect()
}

/// Checks a whole set of König certificates independently of how they were found:
/// [`verify`] (the matching and the cover, which proves the matching maximum), then
/// that `independent_set` holds no edge and has V - |M| vertices, and that `edge_cover`
/// lists distinct edges touching every non-isolated vertex, (non-isolated vertices) - |M|
/// of them.
///
/// # Complexity
/// O(V + E) time and extra space.
///
/// # Errors
/// The first defect found, as a [`CertificateError`].
///
/// # Examples
/// ```
/// use grundy::matching::*;
/// use grundy::{BipartiteGraph, VertexId};
/// let v = VertexId::new;
/// let g = BipartiteGraph::from_edges(2, 2, vec![(v(0), v(0)), (v(1), v(0))]);
/// let m = maximum_matching(&g);
/// let (cover, set, edges) =
///     (minimum_vertex_cover(&g, &m), maximum_independent_set(&g, &m), minimum_edge_cover(&g, &m));
/// verify_all(&g, &m, &cover, &set, &edges)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn verify_all(
    graph: &BipartiteGraph,
    matching: &BipartiteMatching,
    cover: &VertexCover,
    independent_set: &IndependentSet,
    edge_cover: &[EdgeId],
) -> Result<(), CertificateError> {
    verify(graph, matching, cover)?;
    let (n_left, n_right) = (graph.n_left(), graph.n_right());
    if independent_set.left.len() != n_left || independent_set.right.len() != n_right {
        return Err(CertificateError::WrongVertexCount);
    }
    let mut left_used = vec![false; n_left];
    let mut right_used = vec![false; n_right];
    for (_, left, right) in graph.edges() {
        if independent_set.left[left.index()] && independent_set.right[right.index()] {
            return Err(CertificateError::NotIndependent { left, right });
        }
        left_used[left.index()] = true;
        right_used[right.index()] = true;
    }
    let n_pairs = matching.size();
    let found = independent_set.left.iter().chain(&independent_set.right).filter(|&&x| x).count();
    if found != n_left + n_right - n_pairs {
        return Err(CertificateError::IndependentSetSize { expected: n_left + n_right - n_pairs, found });
    }
    let mut taken = vec![false; graph.n_edges()];
    let mut left_touched = vec![false; n_left];
    let mut right_touched = vec![false; n_right];
    for &edge in edge_cover {
        if edge.index() >= graph.n_edges() || taken[edge.index()] {
            return Err(CertificateError::BadEdge { edge });
        }
        taken[edge.index()] = true;
        let (u, w) = graph.endpoints(edge);
        left_touched[u.index()] = true;
        right_touched[w.index()] = true;
    }
    for (side, used, touched) in
        [(Side::Left, &left_used, &left_touched), (Side::Right, &right_used, &right_touched)]
    {
        if let Some(v) = (0..used.len()).find(|&v| used[v] && !touched[v]) {
            return Err(CertificateError::UncoveredVertex { side, vertex: VertexId::new(v) });
        }
    }
    let n_used = left_used.iter().chain(&right_used).filter(|&&x| x).count();
    if edge_cover.len() != n_used - n_pairs {
        return Err(CertificateError::EdgeCoverSize { expected: n_used - n_pairs, found: edge_cover.len() });
    }
    Ok(())
}
