//! A maximum matching of a grid graph kept under vertex deletions, answering for each
//! deleted vertex whether every maximum matching covered it: one augmenting search per
//! deletion, with epoch-stamped marks, and "dead" regions that later searches skip.
//! O(V + E) per deletion in the worst case, but a failed search never explores a region a
//! previous failed search explored, until a rare event clears the marks of one side.
//! It handles deletions only (no insertions) and only grid graphs.
//!
//! # Dead regions
//! Cells are coloured like a chessboard. A search from a free cell of colour `o`
//! (an *`o`-search*) follows an unmatched edge to a cell of colour `1 - o`, then that
//! cell's matched edge, and succeeds on reaching a free cell of colour `1 - o` (a
//! *target*). For each colour `o` the state keeps a set `K_o` of cells (epoch-stamped, so
//! emptying it is O(1)) with this invariant:
//!
//! * (closed) every live cell of colour `o` in `K_o` has all its live neighbours other
//!   than its mate in `K_o`, and every live cell of colour `1 - o` in `K_o` is matched,
//!   with its mate in `K_o`.
//!
//! A closed set holds no target and every `o`-search step from inside it stays inside, so
//! no `o`-search can reach a target through it: `o`-searches skip cells of `K_o`, and an
//! `o`-search starting in `K_o` fails at once. A failed `o`-search adds every cell it
//! visited: they form a closed set together with `K_o` (each visited cell of colour `o`
//! had all its other neighbours visited or in `K_o`; each visited cell of colour `1 - o`
//! is matched, else the search would have succeeded, and its mate was visited or is in
//! `K_o`).
//!
//! Deleting a cell `w` of colour `p` whose mate is `x` (colour `1 - p`), then searching
//! from `x` (a `(1 - p)`-search), keeps the invariant:
//!
//! * `K_{1-p}`: deleting `w` shrinks neighbourhoods and frees `x`, whose unmatched
//!   neighbours stay the same (its old mate is gone); `x` is not a target of
//!   `(1 - p)`-searches. A successful search flips a path that avoids `K_{1-p}` (it skips
//!   those cells), so no cell of `K_{1-p}` changes its mate, and the only new matched
//!   cell is the path's end, of colour `p`.
//! * `K_p` when `x` is not in it: `K_p` cells of colour `1 - p` keep their mates (only
//!   `x` lost its), and `x` is the only new target, outside `K_p`. The search from `x` never
//!   enters `K_p`: stepping into a `K_p` cell of colour `p` along an unmatched edge would
//!   put the cell we came from in `K_p` by closure, and stepping into a `K_p` cell of colour
//!   `1 - p` along a matched edge would put its mate, the cell we came from, in `K_p`. So
//!   the flipped path, if any, changes no mate inside `K_p`.
//! * `K_p` when `x` is in it: `x` is now a target inside `K_p`. If the search from `x`
//!   succeeds along a path inside `K_p`, the flip keeps `K_p` closed (every cell of the
//!   path gets a mate on the path, and each cell of colour `p` on it has its old mate, the
//!   next cell of the path, in `K_p`). Otherwise `K_p` is emptied.
//!
//! Deleting an unmatched cell changes no mate and only shrinks neighbourhoods. So the
//! answers are those of plain augmenting searches, and between two emptyings of `K_o`
//! every cell is visited by at most one failed `o`-search. In a game record the
//! emptying is rare: `K_p` is emptied only when the empty cell leaves a cell of colour `p`
//! whose mate an earlier failed search from a cell of colour `p` visited, and the search
//! from that mate does not succeed inside `K_p`.

use crate::matching::NONE;

/// The matching of the live cells, the search state and the dead regions.
pub(super) struct IncrementalMatching {
    n_rows: usize,
    n_cols: usize,
    /// Usable and not yet deleted.
    alive: Vec<bool>,
    /// Mate cell of every cell, or [`NONE`].
    mate: Vec<u32>,
    /// Epoch of the last search that visited a cell.
    stamp: Vec<u32>,
    epoch: u32,
    /// `dead[o][cell] == generation[o]` iff `cell` is in `K_o`.
    dead: [Vec<u32>; 2],
    generation: [u32; 2],
    /// The search's stack: (cell of the root's colour, next neighbour slot, cell taken).
    stack: Vec<(u32, u8, u32)>,
    /// The cells the current search visited.
    visited: Vec<u32>,
    /// How often a dead region was emptied, and how often one survived a search from a
    /// target inside it (for the tests' coverage checks).
    pub(super) n_clears: usize,
    pub(super) n_kept: usize,
}

impl IncrementalMatching {
    /// Starts from the live cells `alive` and a maximum matching `mate` of them (cell
    /// indices, [`NONE`] for free cells).
    pub(super) fn new(n_rows: usize, n_cols: usize, alive: Vec<bool>, mate: Vec<u32>) -> IncrementalMatching {
        let n_cells = alive.len();
        IncrementalMatching {
            n_rows,
            n_cols,
            alive,
            mate,
            stamp: vec![0; n_cells],
            epoch: 0,
            dead: [vec![0; n_cells], vec![0; n_cells]],
            generation: [1, 1],
            stack: Vec::new(),
            visited: Vec::new(),
            n_clears: 0,
            n_kept: 0,
        }
    }

    /// Whether `cell` is usable and not yet deleted.
    pub(super) fn is_alive(&self, cell: usize) -> bool {
        self.alive[cell]
    }

    fn colour(&self, cell: usize) -> usize {
        (cell / self.n_cols + cell % self.n_cols) % 2
    }

    fn is_dead(&self, colour: usize, cell: usize) -> bool {
        self.dead[colour][cell] == self.generation[colour]
    }

    /// Empties `K_colour` in O(1) (O(V) once every 2^32 emptyings).
    fn clear_dead(&mut self, colour: usize) {
        if self.generation[colour] == u32::MAX {
            self.dead[colour].iter_mut().for_each(|d| *d = 0);
            self.generation[colour] = 0;
        }
        self.generation[colour] += 1;
    }

    fn neighbor(&self, cell: usize, slot: u8) -> Option<usize> {
        let (row, col) = (cell / self.n_cols, cell % self.n_cols);
        match slot {
            0 => (row > 0).then(|| cell - self.n_cols),
            1 => (col > 0).then(|| cell - 1),
            2 => (col + 1 < self.n_cols).then(|| cell + 1),
            _ => (row + 1 < self.n_rows).then(|| cell + self.n_cols),
        }
    }

    /// Deletes `v` and reports whether every maximum matching covered it; if so, also
    /// returns `v`'s mate in the maximum matching before the deletion.
    pub(super) fn delete(&mut self, v: usize) -> (bool, Option<usize>) {
        debug_assert!(self.alive[v]);
        self.alive[v] = false;
        let u = self.mate[v];
        if u == NONE {
            return (false, None);
        }
        let u = u as usize;
        self.mate[v] = NONE;
        self.mate[u] = NONE;
        let colour = self.colour(v);
        // `u` is a target of searches from `v`'s colour: if it lies in their dead region,
        // that region survives only a successful search along a path inside it.
        let target_in_dead = self.is_dead(colour, u);
        let path = self.augment(u);
        if target_in_dead {
            if path.is_some_and(|inside| inside[colour]) {
                self.n_kept += 1;
            } else {
                self.n_clears += 1;
                self.clear_dead(colour);
            }
        }
        match path {
            Some(_) => (false, None),
            None => (true, Some(u)),
        }
    }

    /// Searches an augmenting path from the free cell `root`, skipping the dead region of
    /// its colour. On success flips the path and returns, for each colour, whether the
    /// path lay inside that colour's dead region; on failure adds the visited cells to it.
    fn augment(&mut self, root: usize) -> Option<[bool; 2]> {
        let colour = self.colour(root);
        if self.is_dead(colour, root) {
            return None;
        }
        if self.epoch == u32::MAX {
            self.stamp.iter_mut().for_each(|s| *s = 0);
            self.epoch = 0;
        }
        self.epoch += 1;
        self.stack.clear();
        self.visited.clear();
        self.visited.push(root as u32);
        self.stack.push((root as u32, 0, NONE));
        while let Some(&(x, slot, _)) = self.stack.last() {
            if slot > 3 {
                self.stack.pop();
                continue;
            }
            self.stack.last_mut().expect("non-empty").1 += 1;
            let Some(y) = self.neighbor(x as usize, slot) else { continue };
            if !self.alive[y] || self.stamp[y] == self.epoch || self.is_dead(colour, y) {
                continue;
            }
            self.stamp[y] = self.epoch;
            self.visited.push(y as u32);
            self.stack.last_mut().expect("non-empty").2 = y as u32;
            let next = self.mate[y];
            if next == NONE {
                let mut inside = [true; 2];
                for &(x, _, y) in &self.stack {
                    for (o, flag) in inside.iter_mut().enumerate() {
                        *flag &= self.is_dead(o, x as usize) && self.is_dead(o, y as usize);
                    }
                }
                for &(x, _, y) in &self.stack {
                    self.mate[x as usize] = y;
                    self.mate[y as usize] = x;
                }
                return Some(inside);
            }
            if self.is_dead(colour, next as usize) {
                continue;
            }
            self.visited.push(next);
            self.stack.push((next, 0, NONE));
        }
        let generation = self.generation[colour];
        for &cell in &self.visited {
            self.dead[colour][cell as usize] = generation;
        }
        None
    }

    /// Checks the matching and the closure invariant of both dead regions (tests only).
    #[cfg(test)]
    pub(super) fn check_invariants(&self) {
        for cell in 0..self.alive.len() {
            let m = self.mate[cell];
            if m != NONE {
                assert!(self.alive[cell] && self.alive[m as usize] && self.mate[m as usize] == cell as u32);
            }
            if !self.alive[cell] {
                continue;
            }
            for o in 0..2 {
                if !self.is_dead(o, cell) {
                    continue;
                }
                if self.colour(cell) == o {
                    for y in (0..4).filter_map(|slot| self.neighbor(cell, slot)) {
                        if self.alive[y] && y as u32 != m {
                            assert!(self.is_dead(o, y), "dead {cell} of colour {o} has a live neighbour {y}");
                        }
                    }
                } else {
                    assert!(m != NONE && self.is_dead(o, m as usize), "dead {cell} (search colour {o})");
                }
            }
        }
    }
}
