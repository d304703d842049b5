//! Graph types: [`Graph`] (undirected multigraph in CSR form), [`BipartiteGraph`] with its
//! [`Side`]s, [`SparsePattern`], a sparse matrix's pattern read as a bipartite graph
//! (`graph/pattern.rs`), and [`BoardGraph`], a board's grid graph (`graph/board.rs`).
//!
//! Vertices and edges are named by the newtypes [`VertexId`] and [`EdgeId`] (`u32`
//! inside, so a graph of 10^7 vertices stays compact). Both types are built once from an
//! edge list in O(V + E) time and space (a counting sort into compressed sparse rows by
//! `Csr`, the crate's one adjacency builder, in `graph/csr.rs`; a bipartite graph also
//! from rows that list its edges in order, with no sort) and are immutable afterwards.
//! Parallel edges and self-loops are kept exactly as given: whether they matter is the
//! algorithm's business (they do in Green Hackenbush, they do not in
//! matching), see [`Graph::is_simple`].

mod board;
mod csr;
mod low_link;
mod pattern;

use std::fmt;
use std::sync::OnceLock;

pub use board::BoardGraph;
pub(crate) use csr::{Csr, RowsView};
pub(crate) use low_link::{LowLink, LowLinkVisitor};
pub use pattern::{Axis, PatternError, SparseIndex, SparsePattern};

/// A side of a bipartite graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Side {
    /// The left side, vertices `0..n_left`.
    Left,
    /// The right side, vertices `0..n_right`.
    Right,
}

impl Side {
    /// The side's name in every front end's answers: `left` or `right`.
    pub fn name(self) -> &'static str {
        match self {
            Side::Left => "left",
            Side::Right => "right",
        }
    }

    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }
}

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
/// neighbours of the vertices the rows start from (every vertex of a [`Graph`], the left
/// vertices of a [`BipartiteGraph`]), each row in edge id order.
///
/// The edge of every row entry is built on the first call that asks for it
/// ([`Adjacency::neighbors`]): the searches of the matching engines read the rows alone,
/// and a graph they run on then takes 16 bytes an edge instead of 24. A graph built from
/// rows whose entries are its edges in id order ([`Adjacency::from_rows`], a CSR matrix's
/// pattern) builds its edge list on first use too: the rows alone, 4 bytes an edge.
#[derive(Clone, Debug)]
struct Adjacency {
    /// The edges in id order; unset only while the rows list them in id order, row after
    /// row (edge `k` is entry `k` of the rows' targets), so the rows determine them.
    endpoints: OnceLock<Vec<(VertexId, VertexId)>>,
    rows: Csr<VertexId>,
    /// Whether the second endpoints have rows too (a [`Graph`]).
    both_ways: bool,
    /// The edge of every entry of `rows`, parallel to its targets (built once, on demand).
    edge_ids: OnceLock<Vec<EdgeId>>,
}

impl PartialEq for Adjacency {
    /// The edges and rows; whether the edge ids have been built yet does not count.
    fn eq(&self, other: &Adjacency) -> bool {
        (self.endpoints(), &self.rows, self.both_ways) == (other.endpoints(), &other.rows, other.both_ways)
    }
}

impl Eq for Adjacency {}

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
        // Both arcs of an edge go in one after the other, so every row lists its edges in
        // id order.
        let rows = if both_ways {
            let arcs = endpoints.iter().flat_map(|&(u, v)| {
                let back = (u != v).then_some((v.index(), u));
                std::iter::once((u.index(), v)).chain(back)
            });
            Csr::build(n_rows, arcs)
        } else {
            Csr::build(n_rows, endpoints.iter().map(|&(u, v)| (u.index(), v)))
        };
        Adjacency { endpoints: OnceLock::from(endpoints), rows, both_ways, edge_ids: OnceLock::new() }
    }

    /// The one-way rows of `rows`, whose entries are the edges in id order, row after
    /// row: edge `k` joins the row of entry `k` to its target. The edge list is built on
    /// first use.
    ///
    /// # Panics
    /// If there are more than [`EdgeId::MAX_INDEX`] + 1 entries.
    fn from_rows(rows: Csr<VertexId>) -> Adjacency {
        assert!(rows.targets().len() <= EdgeId::MAX_INDEX + 1, "too many edges");
        Adjacency { endpoints: OnceLock::new(), rows, both_ways: false, edge_ids: OnceLock::new() }
    }

    /// The edges in id order (built from the rows on the first call, when `from_rows`
    /// left them unset).
    fn endpoints(&self) -> &[(VertexId, VertexId)] {
        self.endpoints.get_or_init(|| {
            let mut endpoints = Vec::with_capacity(self.rows.targets().len());
            for r in 0..self.rows.n_rows() {
                let u = VertexId(r as u32);
                endpoints.extend(self.rows.row(r).iter().map(|&v| (u, v)));
            }
            endpoints
        })
    }

    /// The number of edges.
    fn n_edges(&self) -> usize {
        match self.endpoints.get() {
            Some(endpoints) => endpoints.len(),
            None => self.rows.targets().len(),
        }
    }

    /// The rows' entries in edge id order, as `(row, entry)` (the order `new` placed them
    /// in: an edge's first endpoint, then its second).
    fn arcs(&self) -> impl Iterator<Item = (usize, VertexId, EdgeId)> + '_ {
        let both_ways = self.both_ways;
        self.endpoints().iter().enumerate().flat_map(move |(i, &(u, v))| {
            let edge = EdgeId(i as u32);
            let back = (both_ways && u != v).then_some((v.index(), u, edge));
            std::iter::once((u.index(), v, edge)).chain(back)
        })
    }

    /// The edge of every row entry, parallel to the rows' targets: the same stable
    /// scatter as `Csr::build`, with the rows' starts as cursors. O(V + E) once.
    fn edge_ids(&self) -> &[EdgeId] {
        self.edge_ids.get_or_init(|| {
            let mut cursor: Vec<usize> = (0..self.rows.n_rows()).map(|r| self.rows.range(r).start).collect();
            let mut ids = vec![EdgeId(0); self.rows.targets().len()];
            for (row, _, edge) in self.arcs() {
                ids[cursor[row]] = edge;
                cursor[row] += 1;
            }
            ids
        })
    }

    fn edges(&self) -> impl ExactSizeIterator<Item = (EdgeId, VertexId, VertexId)> + '_ {
        self.endpoints().iter().enumerate().map(|(i, &(u, v))| (EdgeId(i as u32), u, v))
    }

    fn neighbors(&self, v: VertexId) -> impl ExactSizeIterator<Item = (VertexId, EdgeId)> + '_ {
        let range = self.rows.range(v.index());
        self.rows.row(v.index()).iter().copied().zip(self.edge_ids()[range].iter().copied())
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
        self.adjacency.n_edges()
    }

    /// The two endpoints of `edge`, in the order given.
    pub fn endpoints(&self, edge: EdgeId) -> (VertexId, VertexId) {
        self.adjacency.endpoints()[edge.index()]
    }

    /// All edges with their endpoints, in id order.
    pub fn edges(&self) -> impl ExactSizeIterator<Item = (EdgeId, VertexId, VertexId)> + '_ {
        self.adjacency.edges()
    }

    /// The neighbours of `v` with the edges leading to them (a loop lists `v` once), in
    /// edge id order.
    ///
    /// # Complexity
    /// O(degree). The first call on a graph also builds the edge of every neighbour entry,
    /// in O(V + E) time and 4 bytes an entry; a graph whose neighbours are never asked for
    /// with their edges (a matching engine's input) never stores them.
    pub fn neighbors(&self, v: VertexId) -> impl ExactSizeIterator<Item = (VertexId, EdgeId)> + '_ {
        self.adjacency.neighbors(v)
    }

    /// For every pair `(a, b)` of `pairs`, the edge of lowest id joining `a` and `b` (in
    /// either order; a loop when `a == b`), or `None` where there is none: the edge a scan
    /// of `a`'s neighbour row meets first. One pass over the edges, O(V + E + pairs),
    /// without building the edges of the neighbour entries.
    pub(crate) fn first_edges_between(&self, pairs: &[(VertexId, VertexId)]) -> Vec<Option<EdgeId>> {
        let key = |a: VertexId, b: VertexId| (a.min(b), a.max(b));
        let mut wanted: std::collections::HashMap<(VertexId, VertexId), Vec<usize>> = Default::default();
        // Only an edge between two flagged vertices is looked up.
        let mut flagged = vec![false; self.n_vertices()];
        for (i, &(a, b)) in pairs.iter().enumerate() {
            wanted.entry(key(a, b)).or_default().push(i);
            flagged[a.index()] = true;
            flagged[b.index()] = true;
        }
        let mut found = vec![None; pairs.len()];
        for (edge, a, b) in self.edges() {
            if wanted.is_empty() {
                break;
            }
            if !(flagged[a.index()] && flagged[b.index()]) {
                continue;
            }
            if let Some(slots) = wanted.remove(&key(a, b)) {
                for i in slots {
                    found[i] = Some(edge);
                }
            }
        }
        found
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
            for &w in self.neighbor_row(VertexId(v as u32)) {
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

    /// The graph of the rows of the `rows.n_rows()` left vertices, each entry a right
    /// vertex below `n_right`, whose edges are the entries in order, row after row (edge
    /// `k` is entry `k` of `rows.targets()`): the graph [`BipartiteGraph::from_edges`]
    /// builds from those edges, without its counting sort. The edge list is built on
    /// first use ([`BipartiteGraph::edges`], [`BipartiteGraph::endpoints`]).
    ///
    /// # Panics
    /// If there are more than [`EdgeId::MAX_INDEX`] + 1 entries; in debug builds, if an
    /// entry is not below `n_right`.
    pub(crate) fn from_rows(n_right: usize, rows: Csr<VertexId>) -> BipartiteGraph {
        debug_assert!(rows.targets().iter().all(|v| v.index() < n_right), "edge endpoint out of range");
        BipartiteGraph { n_right, adjacency: Adjacency::from_rows(rows) }
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
        self.adjacency.n_edges()
    }

    /// The `(left, right)` endpoints of `edge`.
    pub fn endpoints(&self, edge: EdgeId) -> (VertexId, VertexId) {
        self.adjacency.endpoints()[edge.index()]
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

    /// The edges of the neighbour entries, built on first use, are those of a scan of
    /// the edge list in id order (a loop once), and building them changes no comparison.
    #[test]
    fn lazy_edge_ids_list_each_row_in_id_order() {
        use crate::tests::support::{random_edges, seeded, RngExt};
        let mut rng = seeded(18);
        for _ in 0..200 {
            let n = rng.random_range(1..12);
            let n_edges = rng.random_range(..3 * n);
            let edges = random_edges(&mut rng, n, n, n_edges);
            let g = Graph::from_edges(n, edges.clone());
            let untouched = g.clone();
            for x in 0..n {
                let naive: Vec<(VertexId, EdgeId)> = edges
                    .iter()
                    .enumerate()
                    .filter_map(|(i, &(a, b))| match (a.index() == x, b.index() == x) {
                        (true, _) => Some((b, EdgeId::new(i))),
                        (false, true) => Some((a, EdgeId::new(i))),
                        _ => None,
                    })
                    .collect();
                assert_eq!(g.neighbors(v(x)).collect::<Vec<_>>(), naive, "{edges:?}");
            }
            assert_eq!(g, untouched);
            let pairs: Vec<_> = edges.iter().map(|&(a, b)| (b, a)).collect();
            let first = g.first_edges_between(&pairs);
            for (&(a, b), found) in pairs.iter().zip(first) {
                let lowest = g.neighbors(a).find(|&(w, _)| w == b).map(|(_, e)| e);
                assert_eq!(found, lowest);
            }
            let bip = BipartiteGraph::from_edges(n, n, edges.clone());
            for x in 0..n {
                let naive: Vec<_> = edges
                    .iter()
                    .enumerate()
                    .filter(|(_, &(a, _))| a.index() == x)
                    .map(|(i, &(_, b))| (b, EdgeId::new(i)))
                    .collect();
                assert_eq!(bip.left_neighbors(v(x)).collect::<Vec<_>>(), naive);
            }
        }
    }

    #[test]
    fn bipartite_rows() {
        let g = BipartiteGraph::from_edges(2, 3, vec![(v(1), v(2)), (v(0), v(0)), (v(1), v(0))]);
        let row: Vec<_> = g.left_neighbors(v(1)).map(|(w, _)| w.index()).collect();
        assert_eq!(row, vec![2, 0]);
        assert_eq!((g.n_left(), g.n_right(), g.n_edges()), (2, 3, 3));
    }
}
