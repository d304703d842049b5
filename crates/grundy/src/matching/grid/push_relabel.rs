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
//! paths); if their budget runs out, push-relabel finishes.
//!
//! Worst case O(C²) for C cells, in practice near linear on random boards. The period
//! C / 2 balances the relabelling against the pushes: the branch-free relabelling costs
//! about as much as C / 2 pushes. The measurements behind the hand-over and the period
//! are in the repository's `docs/design/grid-matching.md`.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU32, Ordering::Relaxed};

use super::super::two_smallest;
use super::{Grid, INFINITE, NO_CELL};

impl Grid {
    /// Push-relabel from the current matching until it is maximum (returns `true`), or,
    /// with `hand_over`, until a relabelling after the second round finds that the active
    /// cells dropped so far number at least a quarter of those still active (returns
    /// `false`: the caller proves the rest hopeless by single-source searches). The global
    /// relabellings run on `threads` threads ([`Grid::relabel`]).
    pub(super) fn push_relabel(&mut self, hand_over: bool, threads: usize) -> bool {
        let (n_active, n_passive) =
            (self.n_usable[self.active_parity], self.n_usable[self.active_parity ^ 1]);
        let limit = 2 * n_passive as u32 + 1;
        let mut active: VecDeque<u32> = self.free_cells_of(self.active_parity).into();
        if active.is_empty() {
            return true;
        }
        // Indexed by `cell >> 1`: the two cells of a pair differ in colour (see the note
        // on label slots in `grid.rs`), so each passive cell has its own slot; one more,
        // the last, is the relabelling's sentinel.
        let label: Vec<AtomicU32> = (0..self.state.len() / 2 + 2).map(|_| AtomicU32::new(INFINITE)).collect();
        let mut bfs: Vec<u32> = Vec::new();
        self.relabel(&label, &mut bfs, threads);
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
                self.relabel(&label, &mut bfs, threads);
            }
            let u = u as usize;
            // Unusable cells keep the infinite label.
            let (best, best_i, second) = two_smallest(self.neighbors(u).map(|w| label[w >> 1].load(Relaxed)));
            if best >= limit {
                // No augmenting path from `u`, now or later.
                drops += 1;
                continue;
            }
            pushes += 1;
            let best_w = u.wrapping_add_signed(self.offsets[best_i]);
            let old = self.mate(best_w);
            self.link(u, best_i);
            label[best_w >> 1].store(if second >= limit { INFINITE } else { second + 2 }, Relaxed);
            if old != NO_CELL {
                self.unlink(old);
                active.push_back(old as u32);
            }
        }
        true
    }
}
