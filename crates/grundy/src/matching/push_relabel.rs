//! Push-relabel maximum bipartite matching with global relabelling (Goldberg and
//! Kennedy's bipartite specialisation, as studied by Kaya, Langguth, Manne and Uçar,
//! "Push-relabel based algorithms for the maximum transversal problem", 2013), worst case
//! O(V E), in practice near linear on boards and random sparse graphs.
//!
//! One side is *active*, the other *passive*. Every passive vertex `w` carries a label
//! `ψ(w)`, a lower bound on the length of an alternating path from `w` to a free passive
//! vertex (free passive vertices have 0). A free ("active") vertex `u` of the active side
//! is matched to its neighbour of smallest label, taking it from its old mate if need be
//! (the *double push*: the old mate becomes active), and that neighbour is relabelled to the
//! second smallest label of `u`'s neighbours plus 2. A vertex whose neighbours all have
//! infinite labels has no augmenting path and is dropped for good. Active vertices are
//! processed first in, first out. Every so often a *global relabelling* sets the labels to
//! exact distances by one backward breadth-first search from the free passive vertices
//! (O(V + E)); it gives infinite labels to the regions that cannot reach a free passive
//! vertex, so their vertices are never scanned again. Labels never decrease, which bounds
//! the number of pushes; so the relabelling search runs to its end (stopping once every
//! active vertex is reached would let labels decrease).
//!
//! The active side is the smaller one: at the end it is (nearly) all matched, so few
//! vertices chase the last free vertices of the other side. Not done here: the gap
//! heuristic, a Karp-Sipser start, parallelism. The variants tried and left out (the
//! active side chosen per connected component, last-in first-out processing, depth-first
//! augmenting paths guided by the labels) and the measurements behind the choices are in
//! the repository's `docs/design/graph-matching.md`.

use std::collections::VecDeque;

use super::{search_from_smaller_side, two_smallest, BipartiteMatching, OtherRows, SideRows, NONE};
use crate::graph::BipartiteGraph;

/// The label of a passive vertex known to reach no free passive vertex.
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
/// 2^30 vertices on a side); the caller then uses another engine.
pub(super) fn push_relabel_from(
    graph: &BipartiteGraph,
    left_mate: &mut [u32],
    right_mate: &mut [u32],
) -> bool {
    let (n_left, n_right) = (graph.n_left(), graph.n_right());
    if n_right >= 1 << 30 || n_left >= 1 << 30 {
        return false;
    }
    // The smaller side is active: at the end it is (nearly) all matched.
    search_from_smaller_side(graph, left_mate, right_mate, OtherRows::Read, push_relabel_core);
    true
}

/// Push-relabel with the active side whose rows are `active_rows` (the passive neighbours
/// of every active vertex); `passive_rows` are the active neighbours of every passive vertex.
fn push_relabel_core(
    active_rows: SideRows<'_>,
    passive_rows: SideRows<'_>,
    active_mate: &mut [u32],
    passive_mate: &mut [u32],
) {
    let (n_active, n_passive) = (active_mate.len(), passive_mate.len());
    // A label at least `limit` is as good as infinite: no alternating path is longer.
    let limit = 2 * n_passive as u32 + 1;
    let mut label = vec![0u32; n_passive];
    let mut bfs: Vec<u32> = Vec::with_capacity(n_passive);
    let mut active: VecDeque<u32> =
        (0..n_active as u32).filter(|&u| active_mate[u as usize] == NONE).collect();
    if active.is_empty() {
        return;
    }
    let relabel = |active_mate: &[u32], passive_mate: &[u32], label: &mut [u32], bfs: &mut Vec<u32>| {
        bfs.clear();
        for (w, l) in label.iter_mut().enumerate() {
            if passive_mate[w] == NONE {
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
            for &u in passive_rows.row(w) {
                let w2 = active_mate[u.index()];
                if w2 != NONE && label[w2 as usize] == INFINITE {
                    label[w2 as usize] = next;
                    bfs.push(w2);
                }
            }
        }
    };
    relabel(active_mate, passive_mate, &mut label, &mut bfs);
    // Relabel globally after V / 5 pushes: often enough that the labels stay close to the
    // distances, rarely enough that the O(V + E) searches stay a fraction of the work (the
    // period was chosen by measurement, see `docs/design/graph-matching.md`).
    let period = (n_active + n_passive) as u64 / 5 + 1;
    let mut pushes = 0u64;
    while let Some(u) = active.pop_front() {
        if pushes >= period {
            pushes = 0;
            relabel(active_mate, passive_mate, &mut label, &mut bfs);
        }
        let row = active_rows.row(u as usize);
        let (best, best_i, second) = two_smallest(row.iter().map(|&w| label[w.index()]));
        if best >= limit {
            // No alternating path from u reaches a free passive vertex, now or later.
            continue;
        }
        pushes += 1;
        let best_w = row[best_i].index() as u32;
        let old = passive_mate[best_w as usize];
        active_mate[u as usize] = best_w;
        passive_mate[best_w as usize] = u;
        label[best_w as usize] = if second >= limit { INFINITE } else { second + 2 };
        if old != NONE {
            active_mate[old as usize] = NONE;
            active.push_back(old);
        }
    }
}
