//! The Dulmage-Mendelsohn decomposition of a bipartite graph
//! (<https://en.wikipedia.org/wiki/Dulmage%E2%80%93Mendelsohn_decomposition>): for every
//! edge, whether it lies in some maximum matching and in every one, and the coarse and
//! fine blocks; O(V + E) given one maximum matching.
//!
//! Take a maximum matching M and orient the graph: a left vertex `u` points to the left
//! vertex `M(w)` for every unmatched edge `uw` (an alternating step). An edge outside M
//! lies in some maximum matching iff an endpoint is missed by some maximum matching
//! ([`vertex_status`]: swap along an even alternating path from a free vertex) or it
//! closes an alternating cycle, that is `u` and `M(w)` share a strongly connected
//! component (found by an iterative Tarjan, [`super::strong_components`]). An edge of M
//! lies in every maximum matching iff both endpoints are always covered and no
//! alternating cycle passes through it: `u` is alone in its component, with no parallel
//! copy of the edge.
//!
//! The coarse blocks: over-determined (reached by alternating paths from free left
//! vertices: more left than right vertices, in the matrix picture more rows than
//! columns), under-determined (from free right vertices) and well-determined (perfectly
//! matched). The well-determined block splits into fine blocks, one per strongly
//! connected component (`fine_blocks` alone, for [`super::dmperm`], which orders them
//! into a matrix's block triangular form). Not done here: non-bipartite graphs
//! (Gallai-Edmonds with blossoms).

use super::strong_components::{strong_components, Components};
use super::{vertex_status, BipartiteMatching, Side, VertexPart, VertexStatus, NONE};
use crate::graph::{BipartiteGraph, Csr, EdgeId, VertexId};

/// Whether an edge lies in some or every maximum matching.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeClass {
    /// In every maximum matching (necessary, hence feasible).
    Necessary,
    /// In some maximum matchings but not in all (feasible, not necessary).
    Optional,
    /// In no maximum matching.
    Forbidden,
}

impl EdgeClass {
    /// The class's name in every front end's answers: `necessary`, `optional` or
    /// `forbidden`.
    pub fn name(self) -> &'static str {
        match self {
            EdgeClass::Necessary => "necessary",
            EdgeClass::Optional => "optional",
            EdgeClass::Forbidden => "forbidden",
        }
    }

    /// Whether the edge lies in some maximum matching.
    pub fn is_feasible(self) -> bool {
        self != EdgeClass::Forbidden
    }

    /// Whether the edge lies in every maximum matching.
    pub fn is_necessary(self) -> bool {
        self == EdgeClass::Necessary
    }
}

/// The coarse Dulmage-Mendelsohn block of a vertex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CoarseBlock {
    /// Reached by alternating paths from free left vertices: the left vertices missed by
    /// some maximum matching and their (always covered) right neighbours. More left
    /// vertices than right ones (a matrix's rows outnumber its columns).
    Overdetermined,
    /// Symmetrically, reached from free right vertices: more right vertices than left.
    Underdetermined,
    /// Covered by every maximum matching and not next to a vertex that is not: a
    /// perfectly matched part, split further into fine blocks.
    WellDetermined,
}

impl CoarseBlock {
    /// The block's name in every front end's answers: `over`, `under` or `well` (as in
    /// over-determined).
    pub fn name(self) -> &'static str {
        match self {
            CoarseBlock::Overdetermined => "over",
            CoarseBlock::Underdetermined => "under",
            CoarseBlock::WellDetermined => "well",
        }
    }
}

/// The Dulmage-Mendelsohn decomposition of a bipartite graph: vertex parts, coarse and
/// fine blocks, and the class of every edge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DulmageMendelsohn {
    status: VertexStatus,
    edges: Vec<EdgeClass>,
    left_fine: Vec<u32>,
    right_fine: Vec<u32>,
    n_fine: usize,
}

impl DulmageMendelsohn {
    /// The class of `edge`.
    ///
    /// # Panics
    /// If `edge` is not an edge of the graph.
    pub fn edge_class(&self, edge: EdgeId) -> EdgeClass {
        self.edges[edge.index()]
    }

    /// The classes of all edges, by edge id.
    pub fn edge_classes(&self) -> &[EdgeClass] {
        &self.edges
    }

    /// Whether `edge` lies in some maximum matching.
    ///
    /// # Panics
    /// If `edge` is not an edge of the graph.
    pub fn is_feasible(&self, edge: EdgeId) -> bool {
        self.edge_class(edge).is_feasible()
    }

    /// Whether `edge` lies in every maximum matching.
    ///
    /// # Panics
    /// If `edge` is not an edge of the graph.
    pub fn is_necessary(&self, edge: EdgeId) -> bool {
        self.edge_class(edge).is_necessary()
    }

    /// The vertex parts ([`vertex_status`]).
    pub fn vertex_status(&self) -> &VertexStatus {
        &self.status
    }

    /// The coarse block of vertex `v` of side `side`.
    ///
    /// # Panics
    /// If `v` is not a vertex of `side`.
    pub fn coarse_block(&self, side: Side, v: VertexId) -> CoarseBlock {
        match (side, self.status.part(side, v)) {
            (_, VertexPart::Perfect) => CoarseBlock::WellDetermined,
            (Side::Left, VertexPart::Missable) | (Side::Right, VertexPart::Adjacent) => {
                CoarseBlock::Overdetermined
            }
            (Side::Right, VertexPart::Missable) | (Side::Left, VertexPart::Adjacent) => {
                CoarseBlock::Underdetermined
            }
        }
    }

    /// The fine block (`0..n_fine_blocks()`) of a well-determined vertex, `None` for the
    /// others. Each fine block holds as many left as right vertices, matched to each
    /// other; an edge from a left vertex of block `i` to a right vertex of block `j`
    /// has `i >= j` (the blocks are in a triangular order), and it is feasible iff
    /// `i == j`.
    ///
    /// # Panics
    /// If `v` is not a vertex of `side`.
    pub fn fine_block(&self, side: Side, v: VertexId) -> Option<usize> {
        let block = match side {
            Side::Left => self.left_fine[v.index()],
            Side::Right => self.right_fine[v.index()],
        };
        (block != NONE).then_some(block as usize)
    }

    /// The number of fine blocks.
    pub fn n_fine_blocks(&self) -> usize {
        self.n_fine
    }
}

/// The Dulmage-Mendelsohn decomposition of `graph`, given a maximum matching of it.
///
/// # Complexity
/// O(V + E) time and extra space.
///
/// # Panics
/// If `matching` does not fit `graph` or is not maximum.
///
/// # Examples
/// ```
/// use grundy::matching::{dulmage_mendelsohn, maximum_matching, CoarseBlock, EdgeClass, Side};
/// use grundy::{BipartiteGraph, EdgeId, VertexId};
/// // A 4-cycle l0 - r0 - l1 - r1 - l0 (edges 0..4) and a pendant edge l2 - r2 (edge 4).
/// let v = VertexId::new;
/// let g = BipartiteGraph::from_edges(
///     3,
///     3,
///     vec![(v(0), v(0)), (v(1), v(0)), (v(1), v(1)), (v(0), v(1)), (v(2), v(2))],
/// );
/// let dm = dulmage_mendelsohn(&g, &maximum_matching(&g));
/// assert_eq!(dm.edge_class(EdgeId::new(0)), EdgeClass::Optional);
/// assert_eq!(dm.edge_class(EdgeId::new(4)), EdgeClass::Necessary);
/// assert_eq!(dm.coarse_block(Side::Left, v(2)), CoarseBlock::WellDetermined);
/// assert_eq!(dm.n_fine_blocks(), 2);
/// ```
pub fn dulmage_mendelsohn(graph: &BipartiteGraph, matching: &BipartiteMatching) -> DulmageMendelsohn {
    let status = vertex_status(graph, matching);
    let left_mate = matching.left_mates();
    let right_mate = matching.right_mates();

    let parts_left = status.parts(Side::Left);
    let parts_right = status.parts(Side::Right);
    let (components, mate_copies) = alternating_components(graph, matching, &status);
    let component = &components.component;

    let edges = graph
        .edges()
        .map(|(_, u, w)| {
            let (u, w) = (u.index(), w.index());
            let (pu, pw) = (parts_left[u], parts_right[w]);
            if left_mate[u] == w as u32 {
                let rigid = pu == VertexPart::Perfect
                    && components.size[component[u] as usize] == 1
                    && mate_copies[u] == 1;
                if rigid {
                    EdgeClass::Necessary
                } else {
                    EdgeClass::Optional
                }
            } else if pu == VertexPart::Missable
                || pw == VertexPart::Missable
                || (pu == VertexPart::Perfect
                    && pw == VertexPart::Perfect
                    && component[u] == component[right_mate[w] as usize])
            {
                EdgeClass::Optional
            } else {
                EdgeClass::Forbidden
            }
        })
        .collect();

    let FineBlocks { left: left_fine, right: right_fine, n_blocks: n_fine } =
        number_fine_blocks(&components, parts_left, left_mate, graph.n_right());
    DulmageMendelsohn { status, edges, left_fine, right_fine, n_fine }
}

/// The fine blocks of the well-determined part: the block (`0..n_blocks`, [`NONE`] outside
/// that part) of every left and right vertex, in the order of
/// [`DulmageMendelsohn::fine_block`] (an edge from a left vertex of block `i` to a right
/// vertex of block `j` has `i >= j`).
pub(crate) struct FineBlocks {
    pub(crate) left: Vec<u32>,
    pub(crate) right: Vec<u32>,
    pub(crate) n_blocks: usize,
}

/// The fine blocks of `graph` given a maximum matching and its vertex parts, without the
/// edge classes: O(V + E).
pub(crate) fn fine_blocks(
    graph: &BipartiteGraph,
    matching: &BipartiteMatching,
    status: &VertexStatus,
) -> FineBlocks {
    let (components, _) = alternating_components(graph, matching, status);
    number_fine_blocks(&components, status.parts(Side::Left), matching.left_mates(), graph.n_right())
}

/// The strongly connected components of the alternating digraph on the well-determined
/// left vertices (u → M(w) for every edge uw inside C), with the number of copies of
/// each left vertex's matched edge (two copies make an alternating cycle). Outside C no
/// alternating cycle can matter: an edge with a missable endpoint is feasible anyway,
/// and one joining A to A or C is forbidden (alternating steps from C never leave C ∪ D,
/// and D never leads back).
fn alternating_components(
    graph: &BipartiteGraph,
    matching: &BipartiteMatching,
    status: &VertexStatus,
) -> (Components, Vec<u32>) {
    let left_mate = matching.left_mates();
    let right_mate = matching.right_mates();
    let parts_left = status.parts(Side::Left);
    let parts_right = status.parts(Side::Right);
    let mut mate_copies = vec![0u32; graph.n_left()];
    let alternating = Csr::from_row_fn(graph.n_left(), |u, targets| {
        if parts_left[u] == VertexPart::Perfect {
            for &w in graph.left_row(VertexId::new(u)) {
                let w = w.index();
                if left_mate[u] == w as u32 {
                    mate_copies[u] += 1;
                } else if parts_right[w] == VertexPart::Perfect {
                    targets.push(right_mate[w]);
                }
            }
        }
    });
    (strong_components(&alternating), mate_copies)
}

/// Fine blocks: the components of the well-determined left vertices, renumbered in
/// Tarjan's (reverse topological) order; a right vertex joins its mate's block.
fn number_fine_blocks(
    components: &Components,
    parts_left: &[VertexPart],
    left_mate: &[u32],
    n_right: usize,
) -> FineBlocks {
    let component = &components.component;
    let n_left = parts_left.len();
    let is_perfect = |u: usize| parts_left[u] == VertexPart::Perfect;
    let mut renumber = vec![NONE; components.size.len()];
    for u in (0..n_left).filter(|&u| is_perfect(u)) {
        renumber[component[u] as usize] = 0;
    }
    let mut n_blocks = 0usize;
    for slot in renumber.iter_mut().filter(|slot| **slot != NONE) {
        *slot = n_blocks as u32;
        n_blocks += 1;
    }
    let mut left = vec![NONE; n_left];
    let mut right = vec![NONE; n_right];
    for u in (0..n_left).filter(|&u| is_perfect(u)) {
        let block = renumber[component[u] as usize];
        left[u] = block;
        right[left_mate[u] as usize] = block;
    }
    FineBlocks { left, right, n_blocks }
}

#[cfg(test)]
mod tests;
