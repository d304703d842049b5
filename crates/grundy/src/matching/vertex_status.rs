//! Which vertices every maximum matching covers: the Dulmage-Mendelsohn (for bipartite
//! graphs, Gallai-Edmonds) partition of the vertices, by alternating breadth-first search
//! (<https://en.wikipedia.org/wiki/Dulmage%E2%80%93Mendelsohn_decomposition>), O(V + E).
//!
//! Given one maximum matching M, a vertex is missed by some maximum matching iff an
//! even-length M-alternating path leads to it from a vertex that M leaves free (swap the
//! path's edges). Such vertices are *missable*, the part D of the theorem
//! ([`VertexPart::Missable`]); their neighbours outside D form A ([`VertexPart::Adjacent`])
//! and the rest C ([`VertexPart::Perfect`]). Both A and C are always covered: every
//! maximum matching covers them. The
//! search runs from the free vertices of both sides at once in O(V + E) (the right
//! side's rows are built only when it has a free vertex). The finer
//! decomposition of C into strongly connected blocks, and the edge classes, are in
//! [`super::dulmage_mendelsohn`].

use super::{BipartiteMatching, Side, NONE};
use crate::graph::{BipartiteGraph, VertexId};

/// The part of a vertex in the Dulmage-Mendelsohn / Gallai-Edmonds decomposition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VertexPart {
    /// Some maximum matching leaves the vertex unmatched (Gallai-Edmonds' D).
    Missable,
    /// Always covered (every maximum matching covers the vertex), next to a missable
    /// vertex (Gallai-Edmonds' A).
    Adjacent,
    /// Always covered, with no missable neighbour (Gallai-Edmonds' C).
    Perfect,
}

impl VertexPart {
    /// The part's name in every front end's answers: `missable` (some maximum matching
    /// misses the vertex), `adjacent` or `perfect`.
    pub fn name(self) -> &'static str {
        match self {
            VertexPart::Missable => "missable",
            VertexPart::Adjacent => "adjacent",
            VertexPart::Perfect => "perfect",
        }
    }

    /// Whether every maximum matching covers a vertex of this part (it is not missable).
    pub fn is_always_covered(self) -> bool {
        self != VertexPart::Missable
    }
}

/// The [`VertexPart`] of every vertex of a bipartite graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexStatus {
    left: Vec<VertexPart>,
    right: Vec<VertexPart>,
}

impl VertexStatus {
    /// The part of vertex `v` of side `side`.
    ///
    /// # Panics
    /// If `v` is not a vertex of `side`.
    pub fn part(&self, side: Side, v: VertexId) -> VertexPart {
        match side {
            Side::Left => self.left[v.index()],
            Side::Right => self.right[v.index()],
        }
    }

    /// Whether every maximum matching covers vertex `v` of side `side`.
    ///
    /// # Panics
    /// If `v` is not a vertex of `side`.
    pub fn is_always_covered(&self, side: Side, v: VertexId) -> bool {
        self.part(side, v).is_always_covered()
    }

    /// The parts of all vertices of `side`, by vertex index.
    pub fn parts(&self, side: Side) -> &[VertexPart] {
        match side {
            Side::Left => &self.left,
            Side::Right => &self.right,
        }
    }
}

/// The [`VertexPart`] of every vertex of `graph`, given a maximum matching of it.
///
/// # Complexity
/// O(V + E) time and extra space.
///
/// # Panics
/// If `matching` does not fit `graph` (wrong vertex counts) or is not maximum (the search
/// meets an augmenting path).
///
/// # Examples
/// ```
/// use grundy::matching::{maximum_matching, vertex_status, Side, VertexPart};
/// use grundy::{BipartiteGraph, VertexId};
/// // Path l0 - r0 - l1: r0 is in every maximum matching, l0 and l1 are not.
/// let v = VertexId::new;
/// let g = BipartiteGraph::from_edges(2, 1, vec![(v(0), v(0)), (v(1), v(0))]);
/// let status = vertex_status(&g, &maximum_matching(&g));
/// assert_eq!(status.part(Side::Left, v(1)), VertexPart::Missable);
/// assert_eq!(status.part(Side::Right, v(0)), VertexPart::Adjacent);
/// ```
pub fn vertex_status(graph: &BipartiteGraph, matching: &BipartiteMatching) -> VertexStatus {
    assert!(
        matching.n_left() == graph.n_left() && matching.n_right() == graph.n_right(),
        "the matching is for another graph"
    );
    let left_mate = matching.left_mates();
    let right_mate = matching.right_mates();
    let mut left = vec![VertexPart::Perfect; graph.n_left()];
    let mut right = vec![VertexPart::Perfect; graph.n_right()];

    // From the free left vertices: left vertices at even distance are in D, right
    // vertices at odd distance in A.
    let mut queue: Vec<u32> = Vec::new();
    for (u, &w) in left_mate.iter().enumerate() {
        if w == NONE {
            left[u] = VertexPart::Missable;
            queue.push(u as u32);
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let u = queue[head] as usize;
        head += 1;
        for &w in graph.left_row(VertexId::new(u)) {
            let w = w.index();
            if right[w] != VertexPart::Perfect {
                continue;
            }
            right[w] = VertexPart::Adjacent;
            let next = right_mate[w];
            assert!(next != NONE, "the matching is not maximum");
            if left[next as usize] == VertexPart::Perfect {
                left[next as usize] = VertexPart::Missable;
                queue.push(next);
            }
        }
    }

    // From the free right vertices, symmetrically. The two searches never meet: a
    // meeting would be an augmenting path. Their rows (the graph stores the left ones)
    // are built only when a right vertex is free: a perfect matching's columns start no
    // search, so a square pattern of full structural rank builds no transpose here.
    if right_mate.iter().all(|&u| u != NONE) {
        return VertexStatus { left, right };
    }
    let right_rows = graph.right_rows();
    queue.clear();
    for (w, &u) in right_mate.iter().enumerate() {
        if u == NONE {
            assert!(right[w] == VertexPart::Perfect, "the matching is not maximum");
            right[w] = VertexPart::Missable;
            queue.push(w as u32);
        }
    }
    head = 0;
    while head < queue.len() {
        let w = queue[head] as usize;
        head += 1;
        for &u in right_rows.row(w) {
            let u = u.index();
            assert!(left[u] != VertexPart::Missable, "the matching is not maximum");
            if left[u] == VertexPart::Adjacent {
                continue;
            }
            left[u] = VertexPart::Adjacent;
            let next = left_mate[u];
            assert!(next != NONE, "the matching is not maximum");
            assert!(right[next as usize] != VertexPart::Adjacent, "the matching is not maximum");
            if right[next as usize] == VertexPart::Perfect {
                right[next as usize] = VertexPart::Missable;
                queue.push(next);
            }
        }
    }
    VertexStatus { left, right }
}
