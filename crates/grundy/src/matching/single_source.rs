//! Augmenting a matching one free vertex of the smaller side at a time, each by an
//! alternating breadth-first search that stops at the first free vertex of the other side (Kuhn's method with a
//! breadth-first search, <https://en.wikipedia.org/wiki/Hungarian_algorithm>), within a
//! work budget.
//!
//! The tree of a failed search is discarded for good: every right vertex it reaches is
//! matched into it, so no later augmenting path can enter it, and its right vertices are
//! marked dead. So the failed searches cost O(V + E) in all, and the work is
//! O((d + 1)(V + E)) for `d` augmentations. On fragmented boards, where the greedy start
//! leaves few, nearby free vertices, this is the fastest engine; in the worst case it is
//! O(V E), so the caller gives it a budget of edge visits and goes on with another engine
//! if the budget runs out (see [`super::maximum_matching`]). It does not look for several
//! paths at once.

use super::{search_from_smaller_side, OtherRows, SideRows, NONE};
use crate::graph::BipartiteGraph;

/// Tries to augment from every free vertex of the smaller side in turn (at the end that
/// side is (nearly) all matched, so few hopeless searches are made), visiting at most about `budget`
/// edges (a search in progress is finished). Returns whether every free left vertex was
/// tried, in which case the matching is maximum: a left vertex without an augmenting path
/// never gets one from later augmentations.
pub(super) fn augment_each(
    graph: &BipartiteGraph,
    left_mate: &mut [u32],
    right_mate: &mut [u32],
    budget: u64,
) -> bool {
    search_from_smaller_side(
        graph,
        left_mate,
        right_mate,
        OtherRows::Unread,
        |rows, _, mates, other_mates| core(rows, mates, other_mates, budget),
    )
}

/// The searches from the free vertices of the side whose rows are `rows`; its mates are
/// called left, the other side's right.
fn core(rows: SideRows<'_>, left_mate: &mut [u32], right_mate: &mut [u32], budget: u64) -> bool {
    let mut mark = vec![0u32; right_mate.len()];
    // Right vertices of failed search trees: no augmenting path ever goes through them.
    let mut dead = vec![false; right_mate.len()];
    // The left vertex each marked right vertex was reached from.
    let mut parent = vec![NONE; right_mate.len()];
    let mut epoch = 1u32;
    let mut queue: Vec<u32> = Vec::new();
    let mut work = 0u64;
    'roots: for root in 0..left_mate.len() {
        if left_mate[root] != NONE {
            continue;
        }
        if work > budget {
            return false;
        }
        queue.clear();
        queue.push(root as u32);
        let mut head = 0;
        while head < queue.len() {
            let x = queue[head];
            head += 1;
            let row = rows.row(x as usize);
            work += row.len() as u64 + 1;
            for &w in row {
                let w = w.index();
                if mark[w] == epoch || dead[w] {
                    continue;
                }
                mark[w] = epoch;
                parent[w] = x;
                let next = right_mate[w];
                if next != NONE {
                    queue.push(next);
                    continue;
                }
                // Flip the path back to the root.
                let mut w = w as u32;
                loop {
                    let x = parent[w as usize];
                    let previous = left_mate[x as usize];
                    left_mate[x as usize] = w;
                    right_mate[w as usize] = x;
                    if previous == NONE {
                        break;
                    }
                    w = previous;
                }
                // The matching changed: old marks no longer prove anything. There are
                // fewer augmentations than vertices, so the epoch does not wrap.
                epoch += 1;
                continue 'roots;
            }
        }
        // The search failed: its tree is closed (every right vertex it reaches is matched
        // to a left vertex in it), so no later augmenting path can enter it.
        for &x in &queue {
            for &w in rows.row(x as usize) {
                dead[w.index()] = true;
            }
        }
    }
    true
}
