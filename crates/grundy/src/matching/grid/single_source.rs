//! Single-source augmenting searches of the grid engine: one alternating breadth-first
//! search from each free active cell in turn, stopping at the first free passive cell
//! (Kuhn's method with breadth-first searches), within a work budget. The tree of a failed
//! search is closed (every passive cell it reaches is matched into it), so no later
//! augmenting path can enter it: its cells are marked dead for good, and failed searches
//! cost O(C) in all. Fastest on fragmented boards, where the free cells are near each
//! other or shut in small pieces; the long paths of near-full boards are left to
//! [`super::push_relabel`] once the budget is spent. Does not look for several paths at
//! once.

use super::{Grid, DEAD, NO_CELL, PARENT, PARENT_SHIFT, USABLE, VISITED};

impl Grid {
    /// One breadth-first search from each free active cell, discarding failed search
    /// trees for good, within about `budget` cell visits (a search in progress is
    /// finished). Returns whether every free active cell was tried (the matching is then
    /// maximum: a cell without an augmenting path never gets one from later augmentations).
    /// The marks live in the cells' state bytes ([`VISITED`], [`PARENT`], [`DEAD`]).
    pub(super) fn augment_each(&mut self, budget: u64) -> bool {
        let roots = self.free_cells_of(self.active_parity);
        let mut queue: Vec<u32> = Vec::new();
        // The passive cells the current search has marked.
        let mut touched: Vec<u32> = Vec::new();
        let mut work = 0u64;
        'roots: for root in roots {
            if work > budget {
                return false;
            }
            queue.clear();
            queue.push(root);
            touched.clear();
            let mut head = 0;
            while head < queue.len() {
                let x = queue[head] as usize;
                head += 1;
                work += 1;
                for (i, w) in self.neighbors(x).into_iter().enumerate() {
                    let st = self.state[w];
                    if st & (USABLE | VISITED | DEAD) != USABLE {
                        continue;
                    }
                    self.state[w] = st | VISITED | ((i as u8) << PARENT_SHIFT);
                    touched.push(w as u32);
                    let next = self.mate(w);
                    if next != NO_CELL {
                        queue.push(next as u32);
                        continue;
                    }
                    // Flip the path back to the root.
                    let mut w = w;
                    loop {
                        let i = ((self.state[w] & PARENT) >> PARENT_SHIFT) as usize;
                        let x = w.wrapping_add_signed(self.offsets[i ^ 2]);
                        let previous = self.mate(x);
                        self.link(x, i);
                        if previous == NO_CELL {
                            break;
                        }
                        w = previous;
                    }
                    for &w in &touched {
                        self.state[w as usize] &= !(VISITED | PARENT);
                    }
                    continue 'roots;
                }
            }
            // A closed tree: every passive cell it reaches is matched into it, and no
            // augmenting path can ever enter it.
            for &w in &touched {
                self.state[w as usize] = (self.state[w as usize] & !(VISITED | PARENT)) | DEAD;
            }
        }
        true
    }
}
