//! Push-relabel on the grid (Goldberg and Kennedy's bipartite specialisation, with
//! global relabelling; the same method as [`crate::matching::push_relabel`], on the
//! padded board instead of a graph). Every passive cell carries a label, a lower bound on
//! the length of an alternating path from it to a free passive cell. A free active cell
//! takes its neighbour of smallest label (the double push: that neighbour's old mate
//! becomes free and active), which is relabelled to the second smallest label plus 2;
//! a cell whose neighbours all have infinite labels has no augmenting path, now or
//! later, and is dropped. Active cells are served first in, first out; after every C / 2
//! pushes a global relabelling (one backward breadth-first search from the free passive
//! cells, O(C)) makes the labels exact again.
//!
//! Free cells that can never be matched are only recognised by a relabelling, once every
//! free passive cell they could reach is taken; until then they wander, a push at a time.
//! So when, after the second round, the cells dropped so far number at least a quarter of
//! those still active, push-relabel hands over to the single-source searches, whose closed
//! failed trees prove such cells hopeless in one sweep (and which find the few remaining
//! paths); if their budget runs out, push-relabel finishes. Measured (whole solve): boards
//! with 10% blocked, 1000²: 78 -> 72 ms, 2000²: 0.43 -> 0.36 s, 4000²: 2.9 -> 2.25 s; no
//! change at 2%, 15 to 30% blocked (few cells are dropped there). Handing over after the
//! first round, or on any drop, lost 15% on 4000² at 2%.
//!
//! Worst case O(C²) for C cells, in practice
//! near linear on random boards. The period was measured on boards of 1000², 2000² and
//! 4000² cells with 2% and 10% blocked: C / 2 did best in all (five boards: 5.9 s against
//! 6.5 s for C / 5 and 6.6 s for C / 1), since the branch-free relabelling costs about as
//! much as C / 2 pushes.

use std::collections::VecDeque;

use super::super::two_smallest;
use super::{Grid, DIRECTION, INFINITE, NO_CELL};

impl Grid {
    /// Push-relabel from the current matching until it is maximum (returns `true`), or,
    /// with `hand_over`, until a relabelling after the second round finds that the active
    /// cells dropped so far number at least a quarter of those still active (returns
    /// `false`: the caller proves the rest hopeless by single-source searches).
    pub(super) fn push_relabel(&mut self, hand_over: bool) -> bool {
        let (n_active, n_passive) =
            (self.n_usable[self.active_parity], self.n_usable[self.active_parity ^ 1]);
        let limit = 2 * n_passive as u32 + 1;
        let mut active: VecDeque<u32> =
            self.cells_of(self.active_parity).filter(|&u| self.free(u)).map(|u| u as u32).collect();
        if active.is_empty() {
            return true;
        }
        // Indexed by `cell >> 1`: the two cells of a pair differ in colour (see the note
        // on label slots in `grid.rs`), so each passive cell has its own slot; one more,
        // the last, is the relabelling's sentinel.
        let mut label = vec![INFINITE; self.state.len() / 2 + 2];
        let mut bfs: Vec<u32> = Vec::new();
        self.relabel(&mut label, &mut bfs);
        let period = (n_active + n_passive) as u64 / 2 + 1;
        let mut pushes = 0u64;
        let (mut periods, mut drops) = (0u32, 0u64);
        while let Some(u) = active.pop_front() {
            if pushes >= period {
                periods += 1;
                if hand_over && periods >= 2 && drops * 4 >= active.len() as u64 {
                    return false;
                }
                pushes = 0;
                self.relabel(&mut label, &mut bfs);
            }
            let u = u as usize;
            // Unusable cells keep the infinite label.
            let (best, best_i, second) = two_smallest(self.neighbors(u).map(|w| label[w >> 1]));
            if best >= limit {
                // No augmenting path from `u`, now or later.
                drops += 1;
                continue;
            }
            pushes += 1;
            let best_w = u.wrapping_add_signed(self.offsets[best_i]);
            let old = self.mate(best_w);
            self.link(u, best_i);
            label[best_w >> 1] = if second >= limit { INFINITE } else { second + 2 };
            if old != NO_CELL {
                self.unlink(old);
                active.push_back(old as u32);
            }
        }
        true
    }

    /// Exact labels (indexed by `cell >> 1`): one backward breadth-first search from the
    /// free passive cells; cells that reach none get [`INFINITE`] (unusable cells keep
    /// it). O(C). The search is branch-free in its inner loop: "no mate" points at the
    /// sentinel slot (the last, label 0, never new), every candidate is written at the
    /// queue's tail and the tail moves on only for a new cell (random boards made the
    /// branches mispredict about half the time).
    fn relabel(&self, label: &mut [u32], bfs: &mut Vec<u32>) {
        let sentinel_cell = 2 * (label.len() - 1);
        bfs.clear();
        // Every slot belongs to one passive cell: unusable and matched ones get infinity,
        // then the free ones 0.
        label.fill(INFINITE);
        label[label.len() - 1] = 0;
        let passive = self.active_parity ^ 1;
        for r in 0..self.n_rows {
            let (first, end) = (self.at(r, (r + passive) & 1), self.at(r, self.n_cols));
            for w in (first..end).step_by(2) {
                if self.free(w) {
                    label[w >> 1] = 0;
                    bfs.push(w as u32);
                }
            }
        }
        let (mut head, mut tail) = (0, bfs.len());
        // Every passive cell enters at most once, and one slot more takes the last write.
        bfs.resize(label.len() + 1, 0);
        while head < tail {
            let w = bfs[head] as usize;
            head += 1;
            let next = label[w >> 1] + 2;
            for u in self.neighbors(w) {
                let d = (self.state[u] & DIRECTION) as usize;
                let w2 = if d == 0 { sentinel_cell } else { u.wrapping_add_signed(self.offsets[d - 1]) };
                let old = label[w2 >> 1];
                let new = old == INFINITE;
                label[w2 >> 1] = if new { next } else { old };
                bfs[tail] = w2 as u32;
                tail += usize::from(new);
            }
        }
    }
}
