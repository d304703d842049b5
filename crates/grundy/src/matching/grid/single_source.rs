//! Single-source augmenting searches of the grid engine: one alternating breadth-first
//! search from each free active cell in turn, stopping at the first free passive cell
//! (Kuhn's method with breadth-first searches), within a work budget. The tree of a failed
//! search is closed (every passive cell it reaches is matched into it), so no later
//! augmenting path can enter it: its cells are marked dead for good, and failed searches
//! cost O(C) in all. Fastest on fragmented boards, where the free cells are near each
//! other or shut in small pieces; the long paths of near-full boards are left to
//! [`super::push_relabel`] once the budget is spent. Does not look for several paths at
//! once.

use super::{
    pair_states, Grid, DEAD, DIRECTION, LOCAL_DEAD, MISSABLE, PARENT, PARENT_SHIFT, USABLE, VISITED,
};

impl Grid {
    /// One breadth-first search from each free active cell, discarding failed search
    /// trees for good, within about `budget` cell visits (a search in progress is
    /// finished). Returns whether every free active cell was tried (the matching is then
    /// maximum: a cell without an augmenting path never gets one from later augmentations).
    /// The marks live in the cells' state bytes ([`VISITED`], [`PARENT`], [`DEAD`], and
    /// [`MISSABLE`] on the active cells of the closed trees).
    ///
    /// The active cell behind a passive one is computed when the passive cell is
    /// reached, from the state byte just read, and queued (a single queue of passive
    /// cells, whose mates are read when they leave it, puts a load in front of every
    /// expansion; see the repository's `docs/design/grid-matching.md`).
    pub(super) fn augment_each(&mut self, budget: u64) -> bool {
        let roots = self.free_cells_of(self.active_parity);
        self.augment_from(&roots, budget)
    }

    /// [`Grid::augment_each`] from the free active cells `roots` (every free active cell
    /// not marked [`MISSABLE`] must be one of them).
    pub(super) fn augment_from(&mut self, roots: &[u32], budget: u64) -> bool {
        search_each::<false>(&mut self.state, self.offsets, roots, budget, &mut Vec::new())
    }

    /// The merge's first part on a board matched in strips: the board is cut in two
    /// halves at row `split` (a seam), and [`Grid::augment_each`] runs in each half on its
    /// own, the two on two threads when `threads` allows, within the cells of the half
    /// (budget: one visit a cell of the half). The halves share no cell and no pair (the
    /// strips' pairs stay in their strips), so the answer is the same on one thread.
    ///
    /// A failed tree of a half is closed on the whole board too unless one of its active
    /// cells has a neighbour in the other half, or in a tree that does: such trees are
    /// marked [`LOCAL_DEAD`] while the half runs (its searches must not enter them) and
    /// undone at the end; the others keep their marks, so the searches on the whole
    /// board skip their roots and never enter them (without this the whole board would
    /// prove every hopeless cell again).
    ///
    /// On one thread the halves cost more than the merge they replace: the trees that
    /// leave a half are searched twice. With fewer than 8 strips the cut costs more than
    /// the second thread gains, so those boards are merged whole (the measurements are in
    /// the repository's `docs/design/grid-matching.md`).
    ///
    /// Returns the roots left for the whole board: the free active cells not closed in
    /// their half, the top half's in row order, then the bottom half's.
    pub(super) fn augment_halves(&mut self, split: usize, budget: Option<u64>, threads: usize) -> Vec<u32> {
        let parity = self.active_parity;
        let (mut top, mut bottom) = (Vec::new(), Vec::new());
        self.push_free_cells(parity, 0..split, &mut top);
        self.push_free_cells(parity, split..self.n_rows, &mut bottom);
        let cut = self.at(split, 0) - 1;
        for p in &mut bottom {
            *p -= cut as u32;
        }
        let offsets = self.offsets;
        let (upper, lower) = self.state.split_at_mut(cut);
        let run = |state: &mut [u8], mut roots: Vec<u32>| {
            let mut opened = Vec::new();
            search_each::<true>(state, offsets, &roots, budget.unwrap_or(state.len() as u64), &mut opened);
            for &w in &opened {
                state[w as usize] &= USABLE | DIRECTION;
            }
            roots.retain(|&p| state[p as usize] & (USABLE | DIRECTION | MISSABLE) == USABLE);
            roots
        };
        let (mut left, bottom_left) = if threads >= 2 {
            std::thread::scope(|scope| {
                let other = scope.spawn(|| run(lower, bottom));
                let mine = run(upper, top);
                (mine, other.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
            })
        } else {
            (run(upper, top), run(lower, bottom))
        };
        left.extend(bottom_left.into_iter().map(|p| p + cut as u32));
        left
    }
}

/// One breadth-first search from each root of `roots` in `state` (neighbours at
/// `offsets`), as [`Grid::augment_each`] says; roots already marked [`MISSABLE`] are
/// the roots of closed trees and are skipped.
///
/// `BOUNDED`: `state` is part of a board (see [`Grid::augment_halves`]), and a search
/// that reads past either end of it, or meets a [`LOCAL_DEAD`] cell, marks the passive
/// cells of its failed tree [`DEAD`] and [`LOCAL_DEAD`], appends them to `opened`, and
/// leaves its active cells unmarked.
fn search_each<const BOUNDED: bool>(
    state: &mut [u8],
    offsets: [isize; 4],
    roots: &[u32],
    budget: u64,
    opened: &mut Vec<u32>,
) -> bool {
    let [right, down, left, up] = offsets;
    // The neighbour in each direction index, and the mate by the state's direction
    // bits (0, no mate, gives the cell itself; 5 to 7 never occur).
    let toward = [right, down, left, up];
    let mate_at = [0, right, down, left, up, 0, 0, 0];
    // The active cells to expand, in order, and the passive cells reached (whose
    // marks are cleared at the end).
    let mut queue: Vec<u32> = Vec::new();
    let mut touched: Vec<u32> = Vec::new();
    let mut work = 0u64;
    'roots: for &root in roots {
        if work > budget {
            return false;
        }
        if state[root as usize] & MISSABLE != 0 {
            continue;
        }
        queue.clear();
        queue.push(root);
        touched.clear();
        let mut head = 0;
        // A bounded search that left the half, or met a tree that did.
        let mut open = false;
        while let Some(&x) = queue.get(head) {
            head += 1;
            work += 1;
            let x = x as usize;
            for (i, step) in toward.into_iter().enumerate() {
                let w = x.wrapping_add_signed(step);
                let st = if BOUNDED {
                    match state.get(w) {
                        Some(&st) => st,
                        None => {
                            open = true;
                            continue;
                        }
                    }
                } else {
                    state[w]
                };
                if st & (USABLE | VISITED | DEAD) != USABLE {
                    continue;
                }
                if st & DIRECTION != 0 {
                    state[w] = st | VISITED | ((i as u8) << PARENT_SHIFT);
                    touched.push(w as u32);
                    queue.push(w.wrapping_add_signed(mate_at[(st & DIRECTION) as usize]) as u32);
                    continue;
                }
                flip_path(state, offsets, x, i, &touched);
                continue 'roots;
            }
        }
        // A failed tree. A bounded search's tree is also open if one of its active cells
        // has a neighbour in a tree that is (looked for now, on the failed trees only,
        // which keeps the check out of the search's loop); it is closed in the half
        // only, and undone when the half ends.
        if BOUNDED && !open {
            open = queue.iter().any(|&x| {
                toward.iter().any(|&step| {
                    let st = state.get((x as usize).wrapping_add_signed(step)).copied().unwrap_or(0);
                    st & (DEAD | LOCAL_DEAD) == DEAD | LOCAL_DEAD
                })
            });
        }
        if BOUNDED && open {
            for &w in &touched {
                state[w as usize] = (state[w as usize] & !(VISITED | PARENT)) | DEAD | LOCAL_DEAD;
            }
            opened.extend_from_slice(&touched);
            continue;
        }
        close_tree(state, &touched, &queue);
    }
    true
}

/// Augments along the search path that ends with the step from active cell `x` in
/// direction index `i` to a free passive cell: the path is flipped back to the root,
/// following the [`PARENT`] marks (each link overwrites both cells' states, which clears
/// their marks); then the marks of the search's passive cells `touched` are cleared.
pub(super) fn flip_path(state: &mut [u8], offsets: [isize; 4], x: usize, i: usize, touched: &[u32]) {
    let [right, down, left, up] = offsets;
    let mate_at = [0, right, down, left, up, 0, 0, 0];
    let (mut x, mut i) = (x, i);
    loop {
        let previous = state[x] & DIRECTION;
        pair_states(state, x, x.wrapping_add_signed(offsets[i]), i);
        if previous == 0 {
            break;
        }
        // The passive cell `x` was matched to, reached from its parent.
        let w = x.wrapping_add_signed(mate_at[previous as usize]);
        i = ((state[w] & PARENT) >> PARENT_SHIFT) as usize;
        x = w.wrapping_add_signed(offsets[i ^ 2]);
    }
    for &w in touched {
        state[w as usize] &= !(VISITED | PARENT);
    }
}

/// Closes a failed search's tree, of passive cells `touched` and active cells `active`:
/// every passive cell it reaches is matched into it, and no augmenting path can ever
/// enter it, so the passive cells are marked [`DEAD`]. Its active cells (the root and the
/// mates of its passive ones) are each joined to the root by an even alternating path,
/// so some maximum matching misses them: they are marked [`MISSABLE`] now (the [`PARENT`]
/// bits they share it with are only ever set on passive cells), and the status search
/// needs no pass over the active colour when the searches have the last word (see
/// [`Grid::mark_missable`]).
pub(super) fn close_tree(state: &mut [u8], touched: &[u32], active: &[u32]) {
    for &w in touched {
        state[w as usize] = (state[w as usize] & !(VISITED | PARENT)) | DEAD;
    }
    for &x in active {
        state[x as usize] |= MISSABLE;
    }
}
