//! Hopcroft-Karp maximum bipartite matching
//! (<https://en.wikipedia.org/wiki/Hopcroft%E2%80%93Karp_algorithm>), O(E √V).
//!
//! A greedy pass first matches every left vertex to its first free neighbour. Then each
//! phase runs a breadth-first search from all free left vertices, layering the left
//! vertices by alternating distance up to the first layer that reaches a free right
//! vertex, and a depth-first search along the layers that finds a maximal set of
//! vertex-disjoint shortest augmenting paths. The depth-first search keeps an explicit
//! stack and a per-vertex edge cursor, so boards of 10^7 cells need no deep recursion.
//! Parallel edges are harmless. It is the simple reference engine: on near-full boards it
//! is 18 to 35 times slower than [`super::push_relabel`], since the last augmenting paths
//! are long and each needs its own phase. Not done here: Karp-Sipser degree-one
//! reductions, bit parallelism.

use super::{BipartiteMatching, NONE};
use crate::graph::{BipartiteGraph, Csr};

/// Layer of a left vertex not reached in the current phase.
const UNREACHED: u32 = u32::MAX;

/// A maximum matching of `graph` by Hopcroft-Karp.
///
/// # Complexity
/// O(E √V) time, O(V) extra space.
///
/// # Examples
/// ```
/// use grundy::matching::hopcroft_karp;
/// use grundy::{BipartiteGraph, VertexId};
/// // A path l0 - r0 - l1 - r1: the greedy start takes l0-r0, one augmentation fixes it.
/// let v = VertexId::new;
/// let g = BipartiteGraph::from_edges(2, 2, vec![(v(0), v(0)), (v(1), v(0)), (v(1), v(1))]);
/// assert_eq!(hopcroft_karp(&g).size(), 2);
/// ```
pub fn hopcroft_karp(graph: &BipartiteGraph) -> BipartiteMatching {
    let (mut left_mate, mut right_mate) = greedy(graph);
    hopcroft_karp_phases(graph, &mut left_mate, &mut right_mate);
    BipartiteMatching::from_mates(left_mate, right_mate)
}

/// The greedy start: every left vertex, in order, takes its first free neighbour.
/// Returns the left and right mate arrays. O(V + E).
pub(super) fn greedy(graph: &BipartiteGraph) -> (Vec<u32>, Vec<u32>) {
    greedy_in_order(graph, 0..graph.n_left())
}

/// Every left vertex, in the given order, takes its first free neighbour.
fn greedy_in_order(graph: &BipartiteGraph, order: impl IntoIterator<Item = usize>) -> (Vec<u32>, Vec<u32>) {
    let mut left_mate = vec![NONE; graph.n_left()];
    let mut right_mate = vec![NONE; graph.n_right()];
    greedy_in_order_into(graph, order, &mut left_mate, &mut right_mate);
    (left_mate, right_mate)
}

/// [`greedy_in_order`] into mate arrays that are all [`NONE`] on entry.
fn greedy_in_order_into(
    graph: &BipartiteGraph,
    order: impl IntoIterator<Item = usize>,
    left_mate: &mut [u32],
    right_mate: &mut [u32],
) {
    let rows = graph.left_rows();
    for u in order {
        for &w in rows.row(u) {
            if right_mate[w.index()] == NONE {
                left_mate[u] = w.index() as u32;
                right_mate[w.index()] = u as u32;
                break;
            }
        }
    }
}

/// The greedy start of [`super::maximum_matching`]: the left vertices in their own order
/// when that leaves at most 1/[`ROWS_ORDER_FREE`] of the smaller side free, else in order of
/// increasing degree. O(V + E).
///
/// The rows of a matrix that comes from a model (a Jacobian, a banded or chain pattern)
/// are usually listed in an order that already pairs them with the columns: taken in
/// that order, nearly every row finds its column, and the augmenting searches have almost
/// nothing left to do. On random and power-law graphs the order carries no information,
/// and the degree order leaves fewer free vertices, whose augmenting paths are cheaper
/// to find. The first pass costs one greedy sweep whenever
/// it is discarded.
pub(super) fn greedy_start(graph: &BipartiteGraph) -> (Vec<u32>, Vec<u32>) {
    let (mut left_mate, mut right_mate) = greedy(graph);
    let smaller = graph.n_left().min(graph.n_right());
    let matched = left_mate.iter().filter(|&&m| m != NONE).count();
    if (smaller - matched) * ROWS_ORDER_FREE > smaller {
        left_mate.fill(NONE);
        right_mate.fill(NONE);
        greedy_by_degree_into(graph, &mut left_mate, &mut right_mate);
    }
    (left_mate, right_mate)
}

/// [`greedy_start`] keeps the rows' order when at most 1/this of the smaller side is
/// left free by it.
const ROWS_ORDER_FREE: usize = 20;

/// Every left vertex, in order of increasing degree, takes its first free neighbour:
/// vertices with fewer options pick first (a one-pass stand-in for Karp-Sipser's
/// degree-one rule, which keeps the degrees up to date at the cost of a random memory
/// access per update). O(V + E) with a counting sort. The mate arrays must be all
/// [`NONE`] on entry.
fn greedy_by_degree_into(graph: &BipartiteGraph, left_mate: &mut [u32], right_mate: &mut [u32]) {
    let rows = graph.left_rows();
    let degrees: Vec<usize> = (0..graph.n_left()).map(|u| rows.end(u) - rows.start(u)).collect();
    let max = degrees.iter().copied().max().unwrap_or(0);
    // The left vertices grouped by degree (a counting sort), the groups in order.
    let by_degree = Csr::<u32>::build(max + 1, degrees.iter().enumerate().map(|(u, &d)| (d, u as u32)));
    greedy_in_order_into(graph, by_degree.targets().iter().map(|&u| u as usize), left_mate, right_mate);
}

/// Runs Hopcroft-Karp phases from the matching given by the mate arrays until it is
/// maximum. O(E √V) from any start.
pub(super) fn hopcroft_karp_phases(graph: &BipartiteGraph, left_mate: &mut [u32], right_mate: &mut [u32]) {
    let n_left = graph.n_left();
    let rows = graph.left_rows();
    let mut layer = vec![UNREACHED; n_left];
    let mut cursor = vec![0u32; n_left];
    let mut queue: Vec<u32> = Vec::with_capacity(n_left);
    let mut stack: Vec<u32> = Vec::new();
    loop {
        // Breadth-first layering from the free left vertices.
        queue.clear();
        for u in 0..n_left {
            if left_mate[u] == NONE {
                layer[u] = 0;
                queue.push(u as u32);
            } else {
                layer[u] = UNREACHED;
            }
        }
        let mut free_layer = UNREACHED;
        let mut head = 0;
        while head < queue.len() {
            let u = queue[head] as usize;
            head += 1;
            if layer[u] >= free_layer {
                break;
            }
            for &w in rows.row(u) {
                let next = right_mate[w.index()];
                if next == NONE {
                    free_layer = layer[u];
                } else if layer[next as usize] == UNREACHED {
                    layer[next as usize] = layer[u] + 1;
                    queue.push(next);
                }
            }
        }
        if free_layer == UNREACHED {
            break;
        }

        // Depth-first search for disjoint shortest augmenting paths along the layers.
        cursor.iter_mut().for_each(|c| *c = 0);
        for root in 0..n_left {
            if left_mate[root] != NONE || layer[root] != 0 {
                continue;
            }
            stack.clear();
            stack.push(root as u32);
            while let Some(&top) = stack.last() {
                let u = top as usize;
                let row = rows.row(u);
                let Some(&w) = row.get(cursor[u] as usize) else {
                    // Dead end: no augmenting path continues through u this phase.
                    layer[u] = UNREACHED;
                    stack.pop();
                    continue;
                };
                cursor[u] += 1;
                let next = right_mate[w.index()];
                if next == NONE {
                    if layer[u] != free_layer {
                        continue;
                    }
                    // Augment: flip the path root -> ... -> u -> w.
                    let mut w = w.index() as u32;
                    for &x in stack.iter().rev() {
                        let previous = left_mate[x as usize];
                        left_mate[x as usize] = w;
                        right_mate[w as usize] = x;
                        w = previous;
                    }
                    // The path's vertices are used up for this phase.
                    for &x in &stack {
                        layer[x as usize] = UNREACHED;
                    }
                    break;
                } else if layer[u] < free_layer && layer[next as usize] == layer[u] + 1 {
                    stack.push(next);
                }
            }
        }
    }
}
