//! Maximum matchings of bipartite graphs, with what they prove.
//!
//! - [`maximum_matching`] combines the engines (a greedy start, single-source augmenting
//!   searches within a budget, [`pothen_fan`] phases while they are productive on grid-like
//!   graphs, then [`push_relabel`] with global relabelling) and returns
//!   a [`BipartiteMatching`], in O(V E) time at worst and near linear on boards and
//!   random sparse graphs; [`hopcroft_karp`] (O(E √V)) is the simple reference engine
//!   (and finishes graphs with 2^30 or more vertices on a side);
//! - [`grid_matching`] computes a maximum matching and every cell's status on a board's
//!   own padded array, with no graph built (a start, single-source searches, push-relabel;
//!   O(C²) at worst for C cells, near linear on random boards);
//! - [`vertex_status`] tells, for every vertex, whether every maximum matching covers it
//!   (the Dulmage-Mendelsohn / Gallai-Edmonds part, [`VertexPart`]), in O(V + E);
//! - [`dulmage_mendelsohn`] classifies every edge (in some / every / no maximum
//!   matching) and splits the vertices into coarse and fine blocks, in O(V + E);
//! - [`dmperm`] permutes a sparse matrix ([`crate::SparsePattern`]) to MATLAB's
//!   Dulmage-Mendelsohn block upper triangular form (coarse parts and fine blocks, 0-based)
//!   and [`structural_rank`] gives its structural rank, in O(V + E) after the matching;
//! - [`minimum_vertex_cover`] builds a König cover of the same size as the matching,
//!   [`maximum_independent_set`] and [`minimum_edge_cover`] the related optima, and
//!   [`verify`] / [`verify_all`] check them independently of how they were found;
//! - [`bipartition`] two-colours a general [`crate::Graph`] or returns an odd cycle.
//!
//! - [`gallai_edmonds()`] solves general graphs: a maximum matching ([`GeneralMatching`])
//!   with the Gallai-Edmonds sets D, A, C, by [`blossom()`] (Edmonds' algorithm) unless the
//!   graph is bipartite; [`tutte_berge_verify`] checks its Tutte-Berge certificate.
//!
//! Weights and online updates are not handled here; the incremental deletions of the
//! NOI 2011 replay live in [`crate::game`].

pub(crate) mod bipartition;
mod blossom;
mod certificate;
mod dmperm;
mod dulmage_mendelsohn;
mod gallai_edmonds;
mod grid;
mod hopcroft_karp;
mod pothen_fan;
mod push_relabel;
mod single_source;
mod strong_components;
mod vertex_status;

#[cfg(test)]
pub(crate) mod tests;

pub use bipartition::{bipartition, bipartition_with_sides, Bipartition, OddCycle};
pub use blossom::{blossom, GeneralMatching};
pub use certificate::{
    maximum_independent_set, minimum_edge_cover, minimum_vertex_cover, verify, verify_all, CertificateError,
    IndependentSet, VertexCover, VertexSet,
};
pub use dmperm::{dmperm, structural_rank, Dmperm};
pub use dulmage_mendelsohn::{dulmage_mendelsohn, CoarseBlock, DulmageMendelsohn, EdgeClass};
pub use gallai_edmonds::{
    gallai_edmonds, is_bipartite, tutte_berge_verify, GallaiEdmonds, TutteBerge, TutteBergeError,
};
pub use grid::{grid_fits, grid_matching, GridCell, GridMatching};
pub use hopcroft_karp::hopcroft_karp;
pub use pothen_fan::pothen_fan;
pub use push_relabel::push_relabel;
pub use vertex_status::{vertex_status, VertexPart, VertexStatus};

pub use crate::graph::Side;
use crate::graph::{BipartiteGraph, Csr, RowsView, VertexId};

/// Marks "no mate" in the mate arrays.
pub(crate) const NONE: u32 = u32::MAX;

/// A matching of a [`BipartiteGraph`]: the mate (if any) of every left and right vertex.
///
/// The two mate arrays always agree (`u`'s mate is `w` iff `w`'s mate is `u`); whether
/// each pair is an edge of a given graph is what [`verify`] checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BipartiteMatching {
    left_mate: Vec<u32>,
    right_mate: Vec<u32>,
    size: usize,
}

impl BipartiteMatching {
    /// The empty matching on `n_left` left and `n_right` right vertices.
    pub fn empty(n_left: usize, n_right: usize) -> BipartiteMatching {
        BipartiteMatching { left_mate: vec![NONE; n_left], right_mate: vec![NONE; n_right], size: 0 }
    }

    /// A matching from its `(left, right)` pairs, or `None` if a vertex is out of range or
    /// appears in two pairs. The pairs need not be edges of any graph (see [`verify`]).
    pub fn from_pairs(
        n_left: usize,
        n_right: usize,
        pairs: impl IntoIterator<Item = (VertexId, VertexId)>,
    ) -> Option<BipartiteMatching> {
        let mut res = BipartiteMatching::empty(n_left, n_right);
        for (u, w) in pairs {
            if u.index() >= n_left || w.index() >= n_right {
                return None;
            }
            if res.left_mate[u.index()] != NONE || res.right_mate[w.index()] != NONE {
                return None;
            }
            res.link(u.index(), w.index());
        }
        Some(res)
    }

    /// Builds a matching from raw mate arrays that already agree.
    pub(crate) fn from_mates(left_mate: Vec<u32>, right_mate: Vec<u32>) -> BipartiteMatching {
        let size = left_mate.iter().filter(|&&w| w != NONE).count();
        debug_assert!(left_mate
            .iter()
            .enumerate()
            .all(|(u, &w)| w == NONE || right_mate[w as usize] == u as u32));
        debug_assert_eq!(size, right_mate.iter().filter(|&&u| u != NONE).count());
        BipartiteMatching { left_mate, right_mate, size }
    }

    fn link(&mut self, u: usize, w: usize) {
        self.left_mate[u] = w as u32;
        self.right_mate[w] = u as u32;
        self.size += 1;
    }

    /// The number of matched pairs.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The number of left vertices.
    pub fn n_left(&self) -> usize {
        self.left_mate.len()
    }

    /// The number of right vertices.
    pub fn n_right(&self) -> usize {
        self.right_mate.len()
    }

    /// The right mate of left vertex `u`, if `u` is matched.
    ///
    /// # Panics
    /// If `u` is not a left vertex.
    pub fn mate_of_left(&self, u: VertexId) -> Option<VertexId> {
        let w = self.left_mate[u.index()];
        (w != NONE).then(|| VertexId::new(w as usize))
    }

    /// The left mate of right vertex `w`, if `w` is matched.
    ///
    /// # Panics
    /// If `w` is not a right vertex.
    pub fn mate_of_right(&self, w: VertexId) -> Option<VertexId> {
        let u = self.right_mate[w.index()];
        (u != NONE).then(|| VertexId::new(u as usize))
    }

    /// The mate of vertex `v` of side `side` (a vertex of the other side), if matched.
    ///
    /// # Panics
    /// If `v` is not a vertex of `side`.
    pub fn mate(&self, side: Side, v: VertexId) -> Option<VertexId> {
        match side {
            Side::Left => self.mate_of_left(v),
            Side::Right => self.mate_of_right(v),
        }
    }

    /// Whether every vertex of both sides is matched.
    pub fn is_perfect(&self) -> bool {
        self.size == self.left_mate.len() && self.size == self.right_mate.len()
    }

    /// The matched `(left, right)` pairs, by increasing left vertex.
    pub fn pairs(&self) -> impl Iterator<Item = (VertexId, VertexId)> + '_ {
        self.left_mate
            .iter()
            .enumerate()
            .filter(|&(_, &w)| w != NONE)
            .map(|(u, &w)| (VertexId::new(u), VertexId::new(w as usize)))
    }

    pub(crate) fn left_mates(&self) -> &[u32] {
        &self.left_mate
    }

    pub(crate) fn right_mates(&self) -> &[u32] {
        &self.right_mate
    }
}

/// A maximum matching of `graph`, by the fastest combination of engines available.
///
/// A greedy start (the rows' own order when it leaves at most 1/20 of the smaller side
/// free, else lowest degrees first), then one augmenting breadth-first search per free
/// vertex of the smaller side (discarding failed search trees for good; fastest when the free vertices are few
/// and their augmenting paths short, as on fragmented boards), within a budget of V + E
/// edge visits; then, on grid-like graphs (every left degree at most 4), [`pothen_fan`]
/// phases (one depth-first search from every free vertex per O(V + E) phase) while a phase
/// still resolves at least 1/20 of the free vertices it starts from; then [`push_relabel`]
/// with global relabelling finishes the job (the last, long augmenting paths of near-full
/// boards; random sparse graphs). Graphs with 2^30 or more vertices on a side are finished
/// by Hopcroft-Karp phases instead.
///
/// # Complexity
/// O(V E) time in the worst case (push-relabel's bound), near linear on boards and random
/// sparse graphs; O(V + E) extra space.
///
/// # Examples
/// ```
/// use grundy::matching::maximum_matching;
/// use grundy::{BipartiteGraph, VertexId};
/// // left 0 - right 0
/// //        /
/// // left 1    right 1
/// let v = VertexId::new;
/// let g = BipartiteGraph::from_edges(2, 2, vec![(v(0), v(0)), (v(1), v(0))]);
/// let m = maximum_matching(&g);
/// assert_eq!(m.size(), 1);
/// assert!(!m.is_perfect());
/// ```
pub fn maximum_matching(graph: &BipartiteGraph) -> BipartiteMatching {
    let budget = (graph.n_left() + graph.n_right() + graph.n_edges()) as u64;
    maximum_matching_with_limits(graph, budget, u32::MAX)
}

/// [`maximum_matching`] with an explicit budget for the single-source searches and at most
/// `phase_limit` Pothen-Fan phases (the tests use small limits to exercise the fallbacks).
pub(crate) fn maximum_matching_with_limits(
    graph: &BipartiteGraph,
    budget: u64,
    phase_limit: u32,
) -> BipartiteMatching {
    let (mut left_mate, mut right_mate) = hopcroft_karp::greedy_start(graph);
    if single_source::augment_each(graph, &mut left_mate, &mut right_mate, budget) {
        return BipartiteMatching::from_mates(left_mate, right_mate);
    }
    // Pothen-Fan phases pay on grid-like graphs only: on random sparse graphs their
    // phases cost O(E) each for few paths while push-relabel finishes in a few relabellings.
    let grid_like = (0..graph.n_left()).all(|u| graph.left_row(VertexId::new(u)).len() <= 4);
    if grid_like && pothen_fan::pothen_fan_phases(graph, &mut left_mate, &mut right_mate, phase_limit, true) {
        return BipartiteMatching::from_mates(left_mate, right_mate);
    }
    if !push_relabel::push_relabel_from(graph, &mut left_mate, &mut right_mate) {
        hopcroft_karp::hopcroft_karp_phases(graph, &mut left_mate, &mut right_mate);
    }
    BipartiteMatching::from_mates(left_mate, right_mate)
}

/// The smallest value of `values`, its position, and the second smallest (`u32::MAX` for
/// what is missing), without data-dependent branches (the labels of push-relabel are
/// compared in random order, and branches mispredicted about half the time).
#[inline]
pub(crate) fn two_smallest(values: impl IntoIterator<Item = u32>) -> (u32, usize, u32) {
    let (mut best, mut best_i, mut second) = (u32::MAX, 0, u32::MAX);
    for (i, v) in values.into_iter().enumerate() {
        let lower = v < best;
        second = if lower { best } else { second.min(v) };
        best_i = if lower { i } else { best_i };
        best = best.min(v);
    }
    (best, best_i, second)
}

/// The rows of one side of a bipartite graph: the other side's neighbours of every vertex
/// (a `Copy` view, passed by value so the searches keep it in registers).
pub(crate) type SideRows<'g> = RowsView<'g, VertexId>;

/// Whether an engine reads the rows of the side it does not search from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OtherRows {
    /// It does not: it gets empty rows, and nothing is built for it.
    Unread,
    /// It does (push-relabel, in global relabelling).
    Read,
}

/// Runs `search` from the smaller side of `graph`, handing it `(rows, other_rows, mates,
/// other_mates)`: the rows and mates of the searching side, then of the other side. At
/// the end the searching side is (nearly) all matched, so few searches are spent on the
/// hopeless free vertices of the larger side (10-40% fewer pushes on boards for
/// push-relabel). The right side searches when it has fewer vertices; the right rows are
/// built (O(V + E)) when it does or when the engine reads the other side's rows.
///
/// The one place that swaps the sides, for [`single_source`], [`pothen_fan`] and
/// [`push_relabel`]. Hopcroft-Karp always searches from the left, and [`vertex_status`]
/// from both sides.
pub(crate) fn search_from_smaller_side<Res>(
    graph: &BipartiteGraph,
    left_mate: &mut [u32],
    right_mate: &mut [u32],
    other_rows: OtherRows,
    search: impl FnOnce(SideRows<'_>, SideRows<'_>, &mut [u32], &mut [u32]) -> Res,
) -> Res {
    let right_searches = graph.n_right() < graph.n_left();
    let right_rows =
        if right_searches || other_rows == OtherRows::Read { graph.right_rows() } else { Csr::new() };
    if right_searches {
        search(right_rows.view(), graph.left_rows(), right_mate, left_mate)
    } else {
        search(graph.left_rows(), right_rows.view(), left_mate, right_mate)
    }
}
