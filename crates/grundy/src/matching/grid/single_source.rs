//! Single-source augmenting searches of the grid engine: one alternating breadth-first
//! search from each free active cell in turn, stopping at the first free passive cell
//! (Kuhn's method with breadth-first searches), within a work budget. The tree of a failed
//! search is closed (every passive cell it reaches is matched into it), so no later
//! augmenting path can enter it: its cells are marked dead for good, and failed searches
//! cost O(C) in all. Fastest on fragmented boards, where the free cells are near each
//! other or shut in small pieces; the long paths of near-full boards are left to
//! [`super::push_relabel`] once the budget is spent. Does not look for several paths at
//! once.

use super::{pair_states, Grid, DEAD, DIRECTION, MISSABLE, PARENT, PARENT_SHIFT, USABLE, VISITED};

impl Grid {
    /// One breadth-first search from each free active cell, discarding failed search
    /// trees for good, within about `budget` cell visits (a search in progress is
    /// finished). Returns whether every free active cell was tried (the matching is then
    /// maximum: a cell without an augmenting path never gets one from later augmentations).
    /// The marks live in the cells' state bytes ([`VISITED`], [`PARENT`], [`DEAD`], and
    /// [`MISSABLE`] on the active cells of the closed trees).
    ///
    /// The active cell behind a passive one is computed when the passive cell is
    /// reached, from the state byte just read, and queued: a single queue of passive
    /// cells, whose mates are read when they leave it, takes 12% fewer instructions (the
    /// peer benchmark's 1000 x 1000 board at 10% blocked: 472 M against 515 M in all) but
    /// puts a load in front of every expansion, and was 5 to 10% slower in wall time
    /// (1000 x 1000 and 2000 x 10^4 at 10%, and 10^4 x 10^4 at 10%: 5.36 s against 4.89 s,
    /// medians of 5, alternating).
    pub(super) fn augment_each(&mut self, budget: u64) -> bool {
        let roots = self.free_cells_of(self.active_parity);
        let [right, down, left, up] = self.offsets;
        // The neighbour in each direction index, and the mate by the state's direction
        // bits (0, no mate, gives the cell itself; 5 to 7 never occur).
        let toward = [right, down, left, up];
        let mate_at = [0, right, down, left, up, 0, 0, 0];
        let state = &mut self.state[..];
        // The active cells to expand, in order, and the passive cells reached (whose
        // marks are cleared at the end).
        let mut queue: Vec<u32> = Vec::new();
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
            while let Some(&x) = queue.get(head) {
                head += 1;
                work += 1;
                let x = x as usize;
                for (i, step) in toward.into_iter().enumerate() {
                    let w = x.wrapping_add_signed(step);
                    let st = state[w];
                    if st & (USABLE | VISITED | DEAD) != USABLE {
                        continue;
                    }
                    if st & DIRECTION != 0 {
                        state[w] = st | VISITED | ((i as u8) << PARENT_SHIFT);
                        touched.push(w as u32);
                        queue.push(w.wrapping_add_signed(mate_at[(st & DIRECTION) as usize]) as u32);
                        continue;
                    }
                    // A free passive cell: flip the path back to the root (each link
                    // overwrites both cells' states, which clears their marks).
                    let (mut x, mut i) = (x, i);
                    loop {
                        let previous = state[x] & DIRECTION;
                        pair_states(state, x, x.wrapping_add_signed(toward[i]), i);
                        if previous == 0 {
                            break;
                        }
                        // The passive cell `x` was matched to, reached from its parent.
                        let w = x.wrapping_add_signed(mate_at[previous as usize]);
                        i = ((state[w] & PARENT) >> PARENT_SHIFT) as usize;
                        x = w.wrapping_add_signed(toward[i ^ 2]);
                    }
                    for &w in &touched {
                        state[w as usize] &= !(VISITED | PARENT);
                    }
                    continue 'roots;
                }
            }
            // A closed tree: every passive cell it reaches is matched into it, and no
            // augmenting path can ever enter it. Its active cells (the root and the mates
            // of its passive ones) are each joined to the root by an even alternating
            // path, so some maximum matching misses them: they are marked now (the
            // [`PARENT`] bits they share [`MISSABLE`] with are only ever set on passive
            // cells), and the status search needs no pass over the active colour when
            // these searches have the last word (see [`Grid::mark_missable`]).
            for &w in &touched {
                state[w as usize] = (state[w as usize] & !(VISITED | PARENT)) | DEAD;
            }
            for &x in &queue {
                state[x as usize] |= MISSABLE;
            }
        }
        true
    }
}
