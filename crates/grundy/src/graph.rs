//! Graph types: [`Graph`] (undirected multigraph in CSR form) and [`BipartiteGraph`].
//!
//! Vertices and edges are named by the newtypes [`VertexId`] and [`EdgeId`] (`u32`
//! inside, so a graph of 10^7 vertices stays compact). Both types are built once from an
//! edge list in O(V + E) time and space (a counting sort into compressed sparse rows by
//! `Csr`, the crate's one adjacency builder, in `graph/csr.rs`) and are immutable
//! afterwards. Parallel edges and self-loops are kept exactly as given: whether they
//! matter is the algorithm's business (they do in Green Hackenbush, they do not in
//! matching), see [`Graph::is_simple`].

mod csr;
mod low_link;

use std::fmt;

pub(crate) use csr::{Csr, RowsView};
pub(crate) use low_link::{LowLink, LowLinkVisitor};

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

/// What [`Graph`] and [`BipartiteGraph`] share: the edges in id order, and the rows of
/// `(neighbour, edge)` pairs of the vertices the rows start from (every vertex of a
/// [`Graph`], the left vertices of a [`BipartiteGraph`]).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Adjacency {
    endpoints: Vec<(VertexId, VertexId)>,
    rows: Csr<VertexId, EdgeId>,
}

impl Adjacency {
    /// Checks that every edge is `in_range` and that the edges fit their ids, then builds
    /// the rows of `n_rows` first endpoints, also of the second endpoints with `both_ways`
    /// (a loop is listed once).
    fn new(
        n_rows: usize,
        endpoints: Vec<(VertexId, VertexId)>,
        in_range: impl Fn(VertexId, VertexId) -> bool,
        both_ways: bool,
    ) -> Adjacency {
        assert!(endpoints.len() <= EdgeId::MAX_INDEX + 1, "too many edges");
        for &(u, v) in &endpoints {
            assert!(in_range(u, v), "edge endpoint out of range");
        }
        let edges = endpoints.iter().enumerate().map(|(i, &(u, v))| (u, v, EdgeId(i as u32)));
        // Both arcs of an edge go in one after the other, so every row lists its edges in
        // id order.
        let rows = if both_ways {
            let arcs = edges.flat_map(|(u, v, edge)| {
                let back = (u != v).then_some((v.index(), u, edge));
                std::iter::once((u.index(), v, edge)).chain(back)
            });
            Csr::build(n_rows, arcs)
        } else {
            Csr::build(n_rows, edges.map(|(u, v, edge)| (u.index(), v, edge)))
        };
        Adjacency { endpoints, rows }
    }

    fn edges(&self) -> impl ExactSizeIterator<Item = (EdgeId, VertexId, VertexId)> + '_ {
        self.endpoints.iter().enumerate().map(|(i, &(u, v))| (EdgeId(i as u32), u, v))
    }

    fn neighbors(&self, v: VertexId) -> impl ExactSizeIterator<Item = (VertexId, EdgeId)> + '_ {
        self.rows.row(v.index()).iter().copied().zip(self.rows.payload_row(v.index()).iter().copied())
    }
}

/// An undirected multigraph on vertices `0..n_vertices`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    adjacency: Adjacency,
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
        let in_range = |u: VertexId, v: VertexId| u.index() < n_vertices && v.index() < n_vertices;
        Graph { adjacency: Adjacency::new(n_vertices, endpoints, in_range, true) }
    }

    /// The number of vertices.
    pub fn n_vertices(&self) -> usize {
        self.adjacency.rows.n_rows()
    }

    /// The number of edges, parallel edges and loops included.
    pub fn n_edges(&self) -> usize {
        self.adjacency.endpoints.len()
    }

    /// The two endpoints of `edge`, in the order given.
    pub fn endpoints(&self, edge: EdgeId) -> (VertexId, VertexId) {
        self.adjacency.endpoints[edge.index()]
    }

    /// All edges with their endpoints, in id order.
    pub fn edges(&self) -> impl ExactSizeIterator<Item = (EdgeId, VertexId, VertexId)> + '_ {
        self.adjacency.edges()
    }

    /// The neighbours of `v` with the edges leading to them (a loop lists `v` once).
    pub fn neighbors(&self, v: VertexId) -> impl ExactSizeIterator<Item = (VertexId, EdgeId)> + '_ {
        self.adjacency.neighbors(v)
    }

    /// The neighbours of `v` as a slice (a loop lists `v` once), for index-based searches.
    pub(crate) fn neighbor_row(&self, v: VertexId) -> &[VertexId] {
        self.adjacency.rows.row(v.index())
    }

    /// The number of entries in `v`'s neighbour list.
    pub fn degree(&self, v: VertexId) -> usize {
        self.neighbor_row(v).len()
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
    /// The rows of the left vertices.
    adjacency: Adjacency,
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
        let in_range = |u: VertexId, v: VertexId| u.index() < n_left && v.index() < n_right;
        BipartiteGraph { n_right, adjacency: Adjacency::new(n_left, endpoints, in_range, false) }
    }

    /// The number of left vertices.
    pub fn n_left(&self) -> usize {
        self.adjacency.rows.n_rows()
    }

    /// The number of right vertices.
    pub fn n_right(&self) -> usize {
        self.n_right
    }

    /// The number of edges.
    pub fn n_edges(&self) -> usize {
        self.adjacency.endpoints.len()
    }

    /// The `(left, right)` endpoints of `edge`.
    pub fn endpoints(&self, edge: EdgeId) -> (VertexId, VertexId) {
        self.adjacency.endpoints[edge.index()]
    }

    /// All edges with their `(left, right)` endpoints, in id order.
    pub fn edges(&self) -> impl ExactSizeIterator<Item = (EdgeId, VertexId, VertexId)> + '_ {
        self.adjacency.edges()
    }

    /// The right neighbours of left vertex `u`, with the edges leading to them.
    pub fn left_neighbors(&self, u: VertexId) -> impl ExactSizeIterator<Item = (VertexId, EdgeId)> + '_ {
        self.adjacency.neighbors(u)
    }

    /// The right neighbours of left vertex `u` as a slice, for index-based searches.
    pub(crate) fn left_row(&self, u: VertexId) -> &[VertexId] {
        self.adjacency.rows.row(u.index())
    }

    /// The right neighbours of every left vertex, as a view for hot loops.
    pub(crate) fn left_rows(&self) -> RowsView<'_, VertexId> {
        self.adjacency.rows.view()
    }

    /// The left neighbours of every right vertex, each row by increasing left vertex (the
    /// graph stores only the left rows; the matching engines build these when they need
    /// them). O(V + E).
    pub(crate) fn right_rows(&self) -> Csr<VertexId> {
        self.adjacency.rows.transpose(self.n_right, VertexId::index, |u| VertexId(u as u32))
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
