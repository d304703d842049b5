//! Push-relabel maximum bipartite matching with global relabelling (Goldberg and
//! Kennedy's bipartite specialisation, as studied by Kaya, Langguth, Manne and Uçar,
//! "Push-relabel based algorithms for the maximum transversal problem", 2013), worst case
//! O(V E), in practice near linear on boards and random sparse graphs.
//!
//! Every right vertex `w` carries a label `ψ(w)`, a lower bound on the length of an
//! alternating path from `w` to a free right vertex (free right vertices have 0). A free
//! ("active") left vertex `u` is matched to its neighbour of smallest label, taking it from
//! its old mate if need be (the *double push*: the old mate becomes active), and that
//! neighbour is relabelled to the second smallest label of `u`'s neighbours plus 2. A left
//! vertex whose neighbours all have infinite labels has no augmenting path and is dropped
//! for good. Active vertices are processed first in, first out. Every so often a *global
//! relabelling* sets every label to the exact distance by one backward breadth-first search
//! from the free right vertices (O(V + E)), which gives infinite labels to the regions that
//! cannot reach a free right vertex, so their vertices are never scanned again.
//!
//! Not done here: the gap heuristic, per-component processing and parallelism.

use std::collections::VecDeque;

use super::{BipartiteMatching, RightRows, NONE};
use crate::graph::{BipartiteGraph, VertexId};

/// The label of a right vertex known to reach no free right vertex.
const INFINITE: u32 = u32::MAX;

/// A maximum matching of `graph` by push-relabel with global relabelling, from the greedy
/// start.
///
/// # Complexity
/// O(V E) time in the worst case (each label grows by at least 2 per relabel, up to 2V,
/// and a relabel of `w` scans one row), O(V + E) extra space (the right-to-left rows
/// for the global relabelling).
///
/// # Examples
/// ```
/// use grundy::matching::push_relabel;
/// use grundy::{BipartiteGraph, VertexId};
/// // A path l0 - r0 - l1 - r1: the greedy start takes l0-r0, a double push fixes it.
/// let v = VertexId::new;
/// let g = BipartiteGraph::from_edges(2, 2, vec![(v(0), v(0)), (v(1), v(0)), (v(1), v(1))]);
/// assert_eq!(push_relabel(&g).size(), 2);
/// ```
pub fn push_relabel(graph: &BipartiteGraph) -> BipartiteMatching {
    let (mut left_mate, mut right_mate) = super::hopcroft_karp::greedy(graph);
    if !push_relabel_from(graph, &mut left_mate, &mut right_mate) {
        super::hopcroft_karp::hopcroft_karp_phases(graph, &mut left_mate, &mut right_mate);
    }
    BipartiteMatching::from_mates(left_mate, right_mate)
}

/// Runs push-relabel from the matching given by the mate arrays until it is maximum.
/// Returns `false`, doing nothing, if the graph is too large for `u32` labels (more than
/// 2^30 right vertices); the caller then uses another engine.
pub(super) fn push_relabel_from(graph: &BipartiteGraph, left_mate: &mut [u32], right_mate: &mut [u32]) -> bool {
    let n_left = graph.n_left();
    let n_right = graph.n_right();
    if n_right >= 1 << 30 {
        return false;
    }
    // A label at least `limit` is as good as infinite: no alternating path is longer.
    let limit = 2 * n_right as u32 + 1;
    let right_rows = RightRows::build(graph);
    let mut label = vec![0u32; n_right];
    let mut bfs: Vec<u32> = Vec::with_capacity(n_right);
    let mut active: VecDeque<u32> = (0..n_left as u32).filter(|&u| left_mate[u as usize] == NONE).collect();
    if active.is_empty() {
        return true;
    }
    global_relabel(&right_rows, left_mate, right_mate, &mut label, &mut bfs);
    // Relabel globally after about this many pushes: O(V + E) of work each time.
    let period = (n_left + n_right) as u64 / 2 + 1;
    let mut pushes = 0u64;
    while let Some(u) = active.pop_front() {
        if pushes >= period {
            pushes = 0;
            global_relabel(&right_rows, left_mate, right_mate, &mut label, &mut bfs);
        }
        let row = graph.left_row(VertexId::new(u as usize));
        let (mut best, mut best_w, mut second) = (INFINITE, NONE, INFINITE);
        for &w in row {
            let l = label[w.index()];
            if l < best {
                second = best;
                best = l;
                best_w = w.index() as u32;
            } else if l < second {
                second = l;
            }
        }
        if best >= limit {
            // No alternating path from u reaches a free right vertex, now or later.
            continue;
        }
        pushes += 1;
        let old = right_mate[best_w as usize];
        left_mate[u as usize] = best_w;
        right_mate[best_w as usize] = u;
        label[best_w as usize] = if second >= limit { INFINITE } else { second + 2 };
        if old != NONE {
            left_mate[old as usize] = NONE;
            active.push_back(old);
        }
    }
    true
}

/// Sets every right label to its exact alternating distance to a free right vertex
/// (infinite if none) by a backward breadth-first search. O(V + E).
fn global_relabel(right_rows: &RightRows, left_mate: &[u32], right_mate: &[u32], label: &mut [u32], bfs: &mut Vec<u32>) {
    bfs.clear();
    for (w, l) in label.iter_mut().enumerate() {
        if right_mate[w] == NONE {
            *l = 0;
            bfs.push(w as u32);
        } else {
            *l = INFINITE;
        }
    }
    let mut head = 0;
    while head < bfs.len() {
        let w = bfs[head] as usize;
        head += 1;
        let next = label[w] + 2;
        for &u in right_rows.row(w) {
            let w2 = left_mate[u as usize];
            if w2 != NONE && label[w2 as usize] == INFINITE {
                label[w2 as usize] = next;
                bfs.push(w2);
            }
        }
    }
}
