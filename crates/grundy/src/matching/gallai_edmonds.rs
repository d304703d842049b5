//! The Gallai-Edmonds decomposition of a general graph
//! (<https://en.wikipedia.org/wiki/Gallai%E2%80%93Edmonds_decomposition>) and its
//! Tutte-Berge certificate (<https://en.wikipedia.org/wiki/Tutte%E2%80%93Berge_formula>).
//!
//! D is the set of vertices that some maximum matching leaves free, A the neighbours of D
//! outside D, C the rest. [`gallai_edmonds`] computes a maximum matching together with
//! D, A and C: a bipartite graph (found by 2-colouring in O(V + E)) goes to the bipartite
//! engine ([`super::maximum_matching`] and [`super::vertex_status`]: O(V E) at worst, near
//! linear on boards and random sparse graphs), anything
//! else to the blossom algorithm ([`super::blossom()`]). [`tutte_berge_verify`] checks the
//! certificate independently of both: for any set U, no matching is larger than
//! (|V| + |U| - odd(G - U)) / 2, so a valid matching that reaches this bound with U = A is
//! maximum. It does not check that D is exactly the set of missable vertices (that needs
//! the factor-criticality of D's components, left to the tests).

use std::fmt;

use super::bipartition::{bipartition_if_any, has_two_colouring};
use super::blossom::GeneralMatching;
use super::{maximum_matching, vertex_status, Bipartition, Side, VertexPart, NONE};
use crate::graph::{Graph, VertexId};

/// A maximum matching of a general graph and the Gallai-Edmonds part of every vertex
/// ([`VertexPart::Missable`] is D, [`VertexPart::Adjacent`] is A,
/// [`VertexPart::Perfect`] is C).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GallaiEdmonds {
    matching: GeneralMatching,
    parts: Vec<VertexPart>,
}

impl GallaiEdmonds {
    pub(crate) fn new(matching: GeneralMatching, parts: Vec<VertexPart>) -> GallaiEdmonds {
        debug_assert_eq!(matching.n_vertices(), parts.len());
        GallaiEdmonds { matching, parts }
    }

    /// The maximum matching.
    pub fn matching(&self) -> &GeneralMatching {
        &self.matching
    }

    /// Takes the maximum matching out.
    pub fn into_matching(self) -> GeneralMatching {
        self.matching
    }

    /// The part of `v`.
    ///
    /// # Panics
    /// If `v` is not a vertex.
    pub fn part(&self, v: VertexId) -> VertexPart {
        self.parts[v.index()]
    }

    /// The parts of all vertices, by vertex index.
    pub fn parts(&self) -> &[VertexPart] {
        &self.parts
    }

    /// The vertices of `part`, in increasing order.
    pub fn vertices_in(&self, part: VertexPart) -> impl Iterator<Item = VertexId> + '_ {
        self.parts.iter().enumerate().filter(move |&(_, &p)| p == part).map(|(v, _)| VertexId::new(v))
    }

    /// The barrier A: the Tutte-Berge witness set.
    pub fn barrier(&self) -> Vec<VertexId> {
        self.vertices_in(VertexPart::Adjacent).collect()
    }
}

/// A maximum matching of `graph` with its Gallai-Edmonds decomposition: bipartite graphs by
/// [`maximum_matching`](super::maximum_matching) and the alternating search of
/// [`vertex_status`](super::vertex_status), the others by the blossom algorithm.
///
/// # Complexity
/// O(V + E) to test bipartiteness, then for a bipartite graph the O(V E) worst case of
/// [`maximum_matching`](super::maximum_matching) (near linear on boards and random sparse
/// graphs), or otherwise the blossom algorithm's O(V E α(V)) worst case (near-linear in
/// practice); O(V + E) space.
///
/// # Examples
/// ```
/// use grundy::matching::{gallai_edmonds, tutte_berge_verify, VertexPart};
/// use grundy::{Graph, VertexId};
/// // A 5-cycle: every vertex is missed by some maximum matching (of size 2).
/// let v = VertexId::new;
/// let g = Graph::from_edges(5, (0..5).map(|i| (v(i), v((i + 1) % 5))).collect());
/// let res = gallai_edmonds(&g);
/// assert_eq!(res.matching().size(), 2);
/// assert!(res.parts().iter().all(|&p| p == VertexPart::Missable));
/// assert!(tutte_berge_verify(&g, res.matching(), &res.barrier()).is_ok());
/// ```
pub fn gallai_edmonds(graph: &Graph) -> GallaiEdmonds {
    match bipartition_if_any(graph) {
        Some(split) => bipartite_gallai_edmonds(graph, &split),
        None => super::blossom(graph),
    }
}

/// Whether `graph` is bipartite (no odd cycle and no self-loop), by breadth-first
/// 2-colouring ([`bipartition`](super::bipartition())); [`gallai_edmonds`] sends exactly these graphs to the
/// bipartite engine.
///
/// # Complexity
/// O(V + E) time, O(V) extra space.
pub fn is_bipartite(graph: &Graph) -> bool {
    has_two_colouring(graph)
}

/// The bipartite route: solve the two-coloured graph, map the answer back.
fn bipartite_gallai_edmonds(graph: &Graph, split: &Bipartition) -> GallaiEdmonds {
    let bipartite = split.graph();
    let matching = maximum_matching(bipartite);
    let status = vertex_status(bipartite, &matching);
    let mut mate = vec![NONE; graph.n_vertices()];
    for (left, right) in matching.pairs() {
        let (u, w) = (split.original(Side::Left, left), split.original(Side::Right, right));
        mate[u.index()] = w.index() as u32;
        mate[w.index()] = u.index() as u32;
    }
    let parts = (0..graph.n_vertices())
        .map(|v| {
            let (side, index) = split.place(VertexId::new(v));
            status.part(side, index)
        })
        .collect();
    GallaiEdmonds::new(GeneralMatching::from_mates(mate), parts)
}

/// What [`tutte_berge_verify`] proved: the matching's size equals the Tutte-Berge bound
/// of the witness set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TutteBerge {
    /// |U|, the size of the witness set.
    pub witness_size: usize,
    /// The number of connected components of G - U with an odd number of vertices.
    pub odd_components: usize,
    /// (|V| + |U| - odd(G - U)) / 2: no matching of the graph is larger.
    pub bound: usize,
}

/// Why [`tutte_berge_verify`] rejected a certificate.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TutteBergeError {
    /// The matching has a different number of vertices than the graph.
    VertexCountMismatch {
        /// Vertices of the graph.
        graph: usize,
        /// Vertices of the matching.
        matching: usize,
    },
    /// A matched pair is not an edge of the graph.
    PairNotAnEdge(VertexId, VertexId),
    /// A witness vertex is not a vertex of the graph.
    WitnessOutOfRange(VertexId),
    /// A witness vertex is listed twice.
    WitnessRepeated(VertexId),
    /// The matching is smaller than the witness's bound, so this pair proves nothing.
    NotTight {
        /// The size of the matching.
        matching_size: usize,
        /// The witness's Tutte-Berge bound.
        bound: usize,
    },
}

impl fmt::Display for TutteBergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TutteBergeError::VertexCountMismatch { graph, matching } => {
                write!(f, "the graph has {graph} vertices but the matching {matching}")
            }
            TutteBergeError::PairNotAnEdge(u, w) => write!(f, "matched pair {u} {w} is not an edge"),
            TutteBergeError::WitnessOutOfRange(v) => write!(f, "witness vertex {v} is out of range"),
            TutteBergeError::WitnessRepeated(v) => write!(f, "witness vertex {v} is listed twice"),
            TutteBergeError::NotTight { matching_size, bound } => {
                write!(f, "the matching has {matching_size} pairs but the Tutte-Berge bound is {bound}")
            }
        }
    }
}

impl std::error::Error for TutteBergeError {}

/// Checks that `matching` is a matching of `graph` and that its size equals the
/// Tutte-Berge bound (|V| + |U| - odd(G - U)) / 2 of the witness set `witness` (for
/// example the barrier A of [`GallaiEdmonds::barrier`]), which proves it maximum.
/// Trusts neither engine: it re-checks every pair and counts components itself.
///
/// # Complexity
/// O(V + E) time and O(V) extra space.
///
/// # Errors
/// A [`TutteBergeError`] saying which check failed.
///
/// # Examples
/// ```
/// use grundy::matching::{tutte_berge_verify, GeneralMatching};
/// use grundy::{Graph, VertexId};
/// // A star with centre 0 and leaves 1, 2, 3: U = {0} leaves three odd components.
/// let v = VertexId::new;
/// let g = Graph::from_edges(4, vec![(v(0), v(1)), (v(0), v(2)), (v(0), v(3))]);
/// let m = GeneralMatching::from_pairs(4, [(v(0), v(1))]).unwrap();
/// let proof = tutte_berge_verify(&g, &m, &[v(0)]).unwrap();
/// assert_eq!((proof.odd_components, proof.bound), (3, 1));
/// assert!(tutte_berge_verify(&g, &m, &[]).is_err());
/// ```
pub fn tutte_berge_verify(
    graph: &Graph,
    matching: &GeneralMatching,
    witness: &[VertexId],
) -> Result<TutteBerge, TutteBergeError> {
    let n_vertices = graph.n_vertices();
    if matching.n_vertices() != n_vertices {
        return Err(TutteBergeError::VertexCountMismatch {
            graph: n_vertices,
            matching: matching.n_vertices(),
        });
    }
    for (u, w) in matching.pairs() {
        if !graph.neighbor_row(u).contains(&w) {
            return Err(TutteBergeError::PairNotAnEdge(u, w));
        }
    }
    let mut removed = vec![false; n_vertices];
    for &v in witness {
        match removed.get_mut(v.index()) {
            None => return Err(TutteBergeError::WitnessOutOfRange(v)),
            Some(true) => return Err(TutteBergeError::WitnessRepeated(v)),
            Some(slot) => *slot = true,
        }
    }
    // Odd components of G - U, by depth-first search with an explicit stack.
    let mut seen = removed.clone();
    let mut stack = Vec::new();
    let mut odd_components = 0;
    for start in 0..n_vertices {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        stack.push(VertexId::new(start));
        let mut size = 0usize;
        while let Some(x) = stack.pop() {
            size += 1;
            for &y in graph.neighbor_row(x) {
                if !seen[y.index()] {
                    seen[y.index()] = true;
                    stack.push(y);
                }
            }
        }
        odd_components += size % 2;
    }
    // Each odd component has a vertex matched outside it (into U) or free, so
    // 2|M| <= |V| - (odd - |U|); the sum is even since odd = |V| - |U| mod 2.
    let bound = (n_vertices + witness.len()).saturating_sub(odd_components) / 2;
    if matching.size() != bound {
        return Err(TutteBergeError::NotTight { matching_size: matching.size(), bound });
    }
    Ok(TutteBerge { witness_size: witness.len(), odd_components, bound })
}
