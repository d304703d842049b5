//! Graph types: [`Graph`] (undirected multigraph in CSR form) and [`BipartiteGraph`].
//!
//! Vertices and edges are named by the newtypes [`VertexId`] and [`EdgeId`] (`u32`
//! inside, so a graph of 10^7 vertices stays compact). Both types are built once from an
//! edge list in O(V + E) time and space (a counting sort into compressed sparse rows) and
//! are immutable afterwards. Parallel edges and self-loops are kept exactly as given:
//! whether they matter is the algorithm's business (they do in Green Hackenbush, they do
//! not in matching), see [`Graph::is_simple`].

use std::fmt;

/// A vertex of a graph: an index in `0..n_vertices`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct VertexId(u32);

/// An edge of a graph: an index in `0..n_edges`, in the order the edges were given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EdgeId(u32);

macro_rules! id_impls {
    ($name:ident) => {
        impl $name {
            /// The largest index an id can hold.
            pub const MAX_INDEX: usize = u32::MAX as usize - 1;

            /// The id with index `index`.
            ///
            /// # Panics
            /// If `index` exceeds [`Self::MAX_INDEX`].
            #[inline]
            pub fn new(index: usize) -> Self {
                assert!(index <= Self::MAX_INDEX, "id index {index} out of range");
                $name(index as u32)
            }

            /// The index of this id.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}
id_impls!(VertexId);
id_impls!(EdgeId);

/// Compressed sparse rows: for each source, the `(target, edge)` pairs leaving it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Csr {
    offsets: Vec<usize>,
    targets: Vec<VertexId>,
    edges: Vec<EdgeId>,
}

impl Csr {
    /// Builds the rows of `n_sources` sources from `(source, target, edge)` triples by a
    /// counting sort, so each row lists its edges in the order given.
    fn build(n_sources: usize, arcs: impl Iterator<Item = (VertexId, VertexId, EdgeId)> + Clone) -> Csr {
        let mut offsets = vec![0usize; n_sources + 1];
        for (source, _, _) in arcs.clone() {
            offsets[source.index() + 1] += 1;
        }
        for i in 0..n_sources {
            offsets[i + 1] += offsets[i];
        }
        let n_arcs = offsets[n_sources];
        let mut targets = vec![VertexId(0); n_arcs];
        let mut edges = vec![EdgeId(0); n_arcs];
        let mut next = offsets.clone();
        for (source, target, edge) in arcs {
            let slot = &mut next[source.index()];
            targets[*slot] = target;
            edges[*slot] = edge;
            *slot += 1;
        }
        Csr { offsets, targets, edges }
    }

    fn row(&self, source: VertexId) -> std::ops::Range<usize> {
        self.offsets[source.index()]..self.offsets[source.index() + 1]
    }
}

/// An undirected multigraph on vertices `0..n_vertices`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    endpoints: Vec<(VertexId, VertexId)>,
    adjacency: Csr,
}

impl Graph {
    /// Builds a graph on `n_vertices` vertices from its edges; edge `i` of the list gets
    /// [`EdgeId`] `i`. A self-loop appears once in its vertex's neighbour list.
    ///
    /// # Complexity
    /// O(V + E) time and space.
    ///
    /// # Panics
    /// If an endpoint is not below `n_vertices`, or there are more than
    /// [`EdgeId::MAX_INDEX`] edges.
    ///
    /// # Examples
    /// ```
    /// use grundy::{Graph, VertexId};
    /// // 0 - 1 - 2
    /// let g = Graph::from_edges(3, vec![(VertexId::new(0), VertexId::new(1)), (VertexId::new(1), VertexId::new(2))]);
    /// assert_eq!(g.degree(VertexId::new(1)), 2);
    /// ```
    pub fn from_edges(n_vertices: usize, endpoints: Vec<(VertexId, VertexId)>) -> Graph {
        assert!(endpoints.len() <= EdgeId::MAX_INDEX + 1, "too many edges");
        for &(u, v) in &endpoints {
            assert!(u.index() < n_vertices && v.index() < n_vertices, "edge endpoint out of range");
        }
        let arcs = endpoints.iter().enumerate().flat_map(|(i, &(u, v))| {
            let edge = EdgeId(i as u32);
            let back = (u != v).then_some((v, u, edge));
            std::iter::once((u, v, edge)).chain(back)
        });
        let adjacency = Csr::build(n_vertices, arcs);
        Graph { endpoints, adjacency }
    }

    /// The number of vertices.
    pub fn n_vertices(&self) -> usize {
        self.adjacency.offsets.len() - 1
    }

    /// The number of edges, parallel edges and loops included.
    pub fn n_edges(&self) -> usize {
        self.endpoints.len()
    }

    /// The two endpoints of `edge`, in the order given.
    pub fn endpoints(&self, edge: EdgeId) -> (VertexId, VertexId) {
        self.endpoints[edge.index()]
    }

    /// All edges with their endpoints, in id order.
    pub fn edges(&self) -> impl ExactSizeIterator<Item = (EdgeId, VertexId, VertexId)> + '_ {
        self.endpoints.iter().enumerate().map(|(i, &(u, v))| (EdgeId(i as u32), u, v))
    }

    /// The neighbours of `v` with the edges leading to them (a loop lists `v` once).
    pub fn neighbors(&self, v: VertexId) -> impl ExactSizeIterator<Item = (VertexId, EdgeId)> + '_ {
        let row = self.adjacency.row(v);
        self.adjacency.targets[row.clone()].iter().copied().zip(self.adjacency.edges[row].iter().copied())
    }

    /// The neighbours of `v` as a slice (a loop lists `v` once), for index-based searches.
    pub(crate) fn neighbor_row(&self, v: VertexId) -> &[VertexId] {
        &self.adjacency.targets[self.adjacency.row(v)]
    }

    /// The number of entries in `v`'s neighbour list.
    pub fn degree(&self, v: VertexId) -> usize {
        self.adjacency.row(v).len()
    }

    /// Whether the graph has neither self-loops nor parallel edges.
    ///
    /// # Complexity
    /// O(V + E) time, O(V) extra space.
    pub fn is_simple(&self) -> bool {
        let mut last_seen = vec![usize::MAX; self.n_vertices()];
        for v in 0..self.n_vertices() {
            for (w, _) in self.neighbors(VertexId(v as u32)) {
                if w.index() == v || last_seen[w.index()] == v {
                    return false;
                }
                last_seen[w.index()] = v;
            }
        }
        true
    }
}

/// A bipartite graph: left vertices `0..n_left`, right vertices `0..n_right` (each side
/// numbered from zero), edges joining a left vertex to a right vertex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BipartiteGraph {
    n_right: usize,
    endpoints: Vec<(VertexId, VertexId)>,
    left_adjacency: Csr,
}

impl BipartiteGraph {
    /// Builds the graph from `(left, right)` edges; edge `i` gets [`EdgeId`] `i`.
    /// Parallel edges are kept.
    ///
    /// # Complexity
    /// O(V + E) time and space.
    ///
    /// # Panics
    /// If an endpoint is out of range for its side, or there are more than
    /// [`EdgeId::MAX_INDEX`] edges.
    pub fn from_edges(n_left: usize, n_right: usize, endpoints: Vec<(VertexId, VertexId)>) -> BipartiteGraph {
        assert!(endpoints.len() <= EdgeId::MAX_INDEX + 1, "too many edges");
        for &(u, v) in &endpoints {
            assert!(u.index() < n_left && v.index() < n_right, "edge endpoint out of range");
        }
        let arcs = endpoints.iter().enumerate().map(|(i, &(u, v))| (u, v, EdgeId(i as u32)));
        let left_adjacency = Csr::build(n_left, arcs);
        BipartiteGraph { n_right, endpoints, left_adjacency }
    }

    /// The number of left vertices.
    pub fn n_left(&self) -> usize {
        self.left_adjacency.offsets.len() - 1
    }

    /// The number of right vertices.
    pub fn n_right(&self) -> usize {
        self.n_right
    }

    /// The number of edges.
    pub fn n_edges(&self) -> usize {
        self.endpoints.len()
    }

    /// The `(left, right)` endpoints of `edge`.
    pub fn endpoints(&self, edge: EdgeId) -> (VertexId, VertexId) {
        self.endpoints[edge.index()]
    }

    /// All edges with their `(left, right)` endpoints, in id order.
    pub fn edges(&self) -> impl ExactSizeIterator<Item = (EdgeId, VertexId, VertexId)> + '_ {
        self.endpoints.iter().enumerate().map(|(i, &(u, v))| (EdgeId(i as u32), u, v))
    }

    /// The right neighbours of left vertex `u`, with the edges leading to them.
    pub fn left_neighbors(&self, u: VertexId) -> impl ExactSizeIterator<Item = (VertexId, EdgeId)> + '_ {
        let row = self.left_adjacency.row(u);
        self.left_adjacency.targets[row.clone()]
            .iter()
            .copied()
            .zip(self.left_adjacency.edges[row].iter().copied())
    }

    /// The right neighbours of left vertex `u` as a slice, for index-based searches.
    pub(crate) fn left_row(&self, u: VertexId) -> &[VertexId] {
        &self.left_adjacency.targets[self.left_adjacency.row(u)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(i: usize) -> VertexId {
        VertexId::new(i)
    }

    #[test]
    fn csr_keeps_order_loops_and_parallel_edges() {
        let g = Graph::from_edges(3, vec![(v(0), v(1)), (v(1), v(1)), (v(1), v(0)), (v(2), v(1))]);
        let around_1: Vec<_> = g.neighbors(v(1)).map(|(w, e)| (w.index(), e.index())).collect();
        assert_eq!(around_1, vec![(0, 0), (1, 1), (0, 2), (2, 3)]);
        assert_eq!(g.degree(v(0)), 2);
        assert!(!g.is_simple());
        assert!(Graph::from_edges(3, vec![(v(0), v(1)), (v(1), v(2))]).is_simple());
    }

    #[test]
    fn bipartite_rows() {
        let g = BipartiteGraph::from_edges(2, 3, vec![(v(1), v(2)), (v(0), v(0)), (v(1), v(0))]);
        let row: Vec<_> = g.left_neighbors(v(1)).map(|(w, _)| w.index()).collect();
        assert_eq!(row, vec![2, 0]);
        assert_eq!((g.n_left(), g.n_right(), g.n_edges()), (2, 3, 3));
    }
}
