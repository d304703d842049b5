//! Single-source augmenting searches of the grid engine: one alternating breadth-first
//! search from each free active cell in turn, stopping at the first free passive cell
//! (Kuhn's method with breadth-first searches), within a work budget. The tree of a failed
//! search is closed (every passive cell it reaches is matched into it), so no later
//! augmenting path can enter it: its cells are marked dead for good, and failed searches
//! cost O(C) in all. Fastest on fragmented boards, where the free cells are near each
//! other or shut in small pieces; the long paths of near-full boards are left to
//! [`super::push_relabel`] once the budget is spent. Does not look for several paths at
//! once.

use super::{Grid, NO_CELL};

impl Grid {
    /// One breadth-first search from each free active cell, discarding failed search
    /// trees for good, within about `budget` cell visits (a search in progress is
    /// finished). Returns whether every free active cell was tried (the matching is then
    /// maximum: a cell without an augmenting path never gets one from later augmentations).
    pub(super) fn augment_each(&mut self, budget: u64) -> bool {
        let roots: Vec<usize> = self.cells_of(self.active_parity).filter(|&u| self.free(u)).collect();
        if roots.is_empty() {
            return true;
        }
        let n = self.state.len();
        let mut mark = vec![0u32; n];
        let mut dead = vec![false; n];
        // Per reached passive cell: the direction index from its parent (active) cell.
        let mut parent = vec![0u8; n];
        let mut epoch = 1u32;
        let mut queue: Vec<u32> = Vec::new();
        let mut work = 0u64;
        'roots: for root in roots {
            if work > budget {
                return false;
            }
            queue.clear();
            queue.push(root as u32);
            let mut head = 0;
            while head < queue.len() {
                let x = queue[head] as usize;
                head += 1;
                work += 1;
                for (i, w) in self.neighbors(x).into_iter().enumerate() {
                    if !self.usable(w) || mark[w] == epoch || dead[w] {
                        continue;
                    }
                    mark[w] = epoch;
                    parent[w] = i as u8;
                    let next = self.mate(w);
                    if next != NO_CELL {
                        queue.push(next as u32);
                        continue;
                    }
                    // Flip the path back to the root.
                    let mut w = w;
                    loop {
                        let i = parent[w] as usize;
                        let x = w.wrapping_add_signed(self.offsets[i ^ 2]);
                        let previous = self.mate(x);
                        self.link(x, i);
                        if previous == NO_CELL {
                            break;
                        }
                        w = previous;
                    }
                    // Fewer augmentations than cells: the epoch does not wrap.
                    epoch += 1;
                    continue 'roots;
                }
            }
            // A closed tree: every passive cell it reaches is matched into it.
            for &x in &queue {
                for w in self.neighbors(x as usize) {
                    dead[w] = true;
                }
            }
        }
        true
    }
}
