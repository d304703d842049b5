//! Pothen-Fan maximum bipartite matching with lookahead and fairness ("PF+", Duff, Kaya
//! and Uçar, "Design, implementation, and analysis of maximum transversal algorithms",
//! 2011), worst case O(V E).
//!
//! Each phase runs one depth-first search from every free left vertex in turn, with the
//! visited marks of the right vertices shared by all the searches of the phase, so a
//! phase costs O(V + E) and finds a maximal set of vertex-disjoint augmenting paths of any
//! length (not only shortest ones, unlike Hopcroft-Karp). *Lookahead*: before going
//! deeper from a left vertex, its row is scanned for a free right vertex, with a cursor
//! kept across phases (a matched right vertex never becomes free again). *Fairness*:
//! odd phases scan the rows backwards, which keeps the searches from always taking the
//! same long detours. A failed search that met no other live search of its phase leaves a
//! closed tree (every vertex it reaches is matched into it): its vertices are skipped for
//! good and its root is dropped. The searching side is the smaller one, so few hopeless
//! roots remain. A phase that finds no path proves the matching maximum. The
//! depth-first searches keep an explicit stack. Not done here: shortest paths, Karp-Sipser
//! reductions, parallelism.

use super::{search_from_smaller_side, BipartiteMatching, OtherRows, SideRows, NONE};
use crate::graph::BipartiteGraph;

/// A maximum matching of `graph` by Pothen-Fan phases with lookahead and fairness, from
/// the greedy start.
///
/// # Complexity
/// O(V E) time in the worst case (each phase is O(V + E) and augments at least once),
/// O(V) extra space.
///
/// # Examples
/// ```
/// use grundy::matching::pothen_fan;
/// use grundy::{BipartiteGraph, VertexId};
/// // A path l0 - r0 - l1 - r1: the greedy start takes l0-r0, one augmentation fixes it.
/// let v = VertexId::new;
/// let g = BipartiteGraph::from_edges(2, 2, vec![(v(0), v(0)), (v(1), v(0)), (v(1), v(1))]);
/// assert_eq!(pothen_fan(&g).size(), 2);
/// ```
pub fn pothen_fan(graph: &BipartiteGraph) -> BipartiteMatching {
    let (mut left_mate, mut right_mate) = super::hopcroft_karp::greedy(graph);
    pothen_fan_phases(graph, &mut left_mate, &mut right_mate, u32::MAX, false);
    BipartiteMatching::from_mates(left_mate, right_mate)
}

/// Runs Pothen-Fan phases from the matching given by the mate arrays until it is maximum.
/// Gives up, returning `false`, after `phase_limit` phases or, with `give_up`, after a
/// phase that resolved under 1/20 of its free vertices; returns `true` once the matching
/// is maximum.
pub(super) fn pothen_fan_phases(
    graph: &BipartiteGraph,
    left_mate: &mut [u32],
    right_mate: &mut [u32],
    phase_limit: u32,
    give_up: bool,
) -> bool {
    // The smaller side searches: at the end it is (nearly) all matched, so no phase is
    // spent on the hopeless free vertices of the larger side.
    search_from_smaller_side(
        graph,
        left_mate,
        right_mate,
        OtherRows::Unread,
        |rows, _, mates, other_mates| phases(rows, mates, other_mates, phase_limit, give_up),
    )
}

/// Pothen-Fan phases from the side whose rows are `rows`; its mates are called left, the
/// other side's right.
fn phases(
    rows: SideRows<'_>,
    left_mate: &mut [u32],
    right_mate: &mut [u32],
    phase_limit: u32,
    give_up: bool,
) -> bool {
    let n_left = left_mate.len();
    // Per left vertex: how far its lookahead scan got (kept across phases).
    let mut lookahead = vec![0u32; n_left];
    // Per left vertex: how many row entries this phase's search has scanned.
    let mut cursor = vec![0u32; n_left];
    // Per right vertex: the last search (counted from 1 over all phases) that visited it.
    let mut visited = vec![0u32; right_mate.len()];
    // Right vertices of closed failed search trees: no augmenting path ever enters them.
    let mut dead = vec![false; right_mate.len()];
    let mut roots: Vec<u32> = (0..n_left as u32).filter(|&u| left_mate[u as usize] == NONE).collect();
    let mut hopeless = vec![false; n_left];
    let mut stack: Vec<u32> = Vec::new();
    let mut tree: Vec<u32> = Vec::new();
    let mut search = 0u32;
    let mut phase = 0u32;
    while !roots.is_empty() {
        if phase == phase_limit {
            return false;
        }
        phase += 1;
        if search > u32::MAX - n_left as u32 - 1 {
            visited.iter_mut().for_each(|v| *v = 0);
            search = 0;
        }
        // Searches of this phase have ids above `phase_start`.
        let phase_start = search;
        let backwards = phase.is_multiple_of(2);
        let mut augmented = false;
        for &root in &roots {
            search += 1;
            // Whether this search met a live vertex visited by another search of the phase.
            let mut open = false;
            tree.clear();
            cursor[root as usize] = 0;
            stack.clear();
            stack.push(root);
            while let Some(&top) = stack.last() {
                let u = top as usize;
                let row = rows.row(u);
                // Lookahead: a free neighbour ends the path at once.
                let mut free = NONE;
                while (lookahead[u] as usize) < row.len() {
                    let w = row[lookahead[u] as usize].index();
                    lookahead[u] += 1;
                    if right_mate[w] == NONE {
                        free = w as u32;
                        break;
                    }
                }
                if free != NONE {
                    visited[free as usize] = search;
                    let mut w = free;
                    for &x in stack.iter().rev() {
                        let previous = left_mate[x as usize];
                        left_mate[x as usize] = w;
                        right_mate[w as usize] = x;
                        w = previous;
                    }
                    augmented = true;
                    break;
                }
                // Go deeper through the next unvisited neighbour's mate.
                let mut next = NONE;
                while (cursor[u] as usize) < row.len() {
                    let i = cursor[u] as usize;
                    cursor[u] += 1;
                    let w = (if backwards { row[row.len() - 1 - i] } else { row[i] }).index();
                    if dead[w] {
                        continue;
                    }
                    if visited[w] > phase_start {
                        open |= visited[w] != search;
                        continue;
                    }
                    visited[w] = search;
                    tree.push(w as u32);
                    next = right_mate[w];
                    break;
                }
                if next == NONE {
                    stack.pop();
                } else {
                    cursor[next as usize] = 0;
                    stack.push(next);
                }
            }
            if stack.is_empty() && !open {
                // A closed failed tree: every right vertex it reaches is in it (matched
                // into it) or dead, so no augmenting path can ever enter it.
                for &w in &tree {
                    dead[w as usize] = true;
                }
                hopeless[root as usize] = true;
            }
        }
        if !augmented {
            return true;
        }
        let before = roots.len();
        roots.retain(|&u| left_mate[u as usize] == NONE && !hopeless[u as usize]);
        // Stop when the phase resolved (augmented or proved hopeless) under 1/20 of its roots.
        if give_up && (before - roots.len()) * 20 < before {
            return false;
        }
    }
    true
}
