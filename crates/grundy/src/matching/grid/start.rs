//! The starts of the grid engine, both O(C) for C cells.
//!
//! - Karp-Sipser (Karp and Sipser, 1981): a cell with exactly one unmatched usable
//!   neighbour left is matched to it (some maximum matching does the same, so nothing is
//!   lost); when no such cell is left, the next unmatched cell in row-major order takes
//!   its unmatched neighbour with the fewest options. One byte of degree per cell.
//! - Row-major greedy: each unmatched cell takes its right, else its lower, unmatched
//!   neighbour.
//!
//! [`Grid::start`] picks by the fraction of unusable cells: below 20%, Karp-Sipser leaves
//! several times fewer free cells, which the augmenting phases pay for many times over;
//! from 20% on, the board falls apart into small pieces that the single-source searches
//! finish cheaply, and the greedy start's lower cost wins (the measurements are in the
//! repository's `docs/design/grid-matching.md`).

use super::{Grid, DIRECTION, USABLE};

impl Grid {
    /// Runs the start that suits the board on an empty matching.
    pub(super) fn start(&mut self) {
        if self.unusable_below(20) {
            self.karp_sipser();
        } else {
            self.row_major_greedy();
        }
    }

    /// Each unmatched cell, row by row, takes its right, else its lower, unmatched
    /// neighbour. Branch-free: the three states are always written back (the holes of a
    /// board with 20% or more of them made the branches mispredict).
    fn row_major_greedy(&mut self) {
        let (s, n) = (self.stride, self.n_cols);
        for r in 0..self.n_rows {
            let first = self.at(r, 0);
            // The row and its right padding, and the row below, as slices of known
            // lengths, so that the loop indexes them without bounds checks.
            let (row, rest) = self.state[first..].split_at_mut(s);
            let (row, below) = (&mut row[..n + 1], &mut rest[..n]);
            for c in 0..n {
                let (here, right, down) = (row[c], row[c + 1], below[c]);
                let free = |st: u8| st & (USABLE | DIRECTION) == USABLE;
                let take_right = free(here) & free(right);
                let take_down = free(here) & !free(right) & free(down);
                // Directions: 1 right, 2 down, 3 left, 4 up.
                row[c] = if take_right {
                    USABLE | 1
                } else if take_down {
                    USABLE | 2
                } else {
                    here
                };
                row[c + 1] = if take_right { USABLE | 3 } else { right };
                below[c] = if take_down { USABLE | 4 } else { down };
            }
        }
    }

    /// The Karp-Sipser start.
    ///
    /// The second pass only looks right and down: when it reaches a free cell, every
    /// cell before it in row-major order is matched, unusable, or free with no free
    /// neighbour left (it was passed over with degree 0, and degrees only fall), so
    /// neither the left nor the upper neighbour is free. The choice is the one a look in
    /// all four directions would make (the tests compare both, state for state).
    pub(super) fn karp_sipser(&mut self) {
        // Per cell: how many usable unmatched neighbours it has (kept for unmatched cells).
        let mut degree = vec![0u8; self.state.len()];
        let mut ones: Vec<u32> = Vec::new();
        let s = self.stride;
        for r in 0..self.n_rows {
            let first = self.at(r, 0);
            let row = first..first + self.n_cols;
            // Branch-free: every cell of the row gets its count (0 when unusable).
            for p in row.clone() {
                let u = |q: usize| u8::from(self.usable(q));
                degree[p] = u(p) * (u(p + 1) + u(p + s) + u(p - 1) + u(p - s));
            }
            for p in row {
                if degree[p] == 1 {
                    ones.push(p as u32);
                }
            }
        }
        self.drain(&mut degree, &mut ones);
        for r in 0..self.n_rows {
            let first = self.at(r, 0);
            for p in first..first + self.n_cols {
                if degree[p] == 0 || !self.free(p) {
                    continue;
                }
                // The free neighbour with the fewer options, right before down on a tie
                // (at least one of them is free: the degree counts them).
                let (right, down) = (self.free(p + 1), self.free(p + s));
                let take_down = !right || (down && degree[p + s] < degree[p + 1]);
                self.link_forward(&mut degree, &mut ones, p, usize::from(take_down));
                if !ones.is_empty() {
                    self.drain(&mut degree, &mut ones);
                }
            }
        }
    }

    /// Matches every cell left with one option to it, as long as there are such cells.
    pub(super) fn drain(&mut self, degree: &mut [u8], ones: &mut Vec<u32>) {
        while let Some(p) = ones.pop() {
            let p = p as usize;
            if !self.free(p) || degree[p] != 1 {
                continue;
            }
            if let Some(i) = self.neighbors(p).iter().position(|&q| self.free(q)) {
                self.link_updating(degree, ones, p, i);
            }
        }
    }

    /// Matches free `p` with its free neighbour in direction index `i`, and updates the
    /// degrees of their free neighbours.
    pub(super) fn link_updating(&mut self, degree: &mut [u8], ones: &mut Vec<u32>, p: usize, i: usize) {
        let q = self.link(p, i);
        for x in [p, q] {
            for y in self.neighbors(x) {
                self.lose_option(degree, ones, y);
            }
        }
    }

    /// [`Grid::link_updating`] for the second pass of [`Grid::karp_sipser`], where `p`'s
    /// left and upper neighbours are not free (see there): the same updates in the same
    /// order, without looking at those two.
    #[inline]
    fn link_forward(&mut self, degree: &mut [u8], ones: &mut Vec<u32>, p: usize, i: usize) {
        let q = self.link(p, i);
        self.lose_option(degree, ones, p + 1);
        self.lose_option(degree, ones, p + self.stride);
        for y in self.neighbors(q) {
            self.lose_option(degree, ones, y);
        }
    }

    /// A neighbour of a cell just matched: if `y` is free, it has one option fewer, and
    /// joins `ones` when one is left.
    #[inline]
    fn lose_option(&self, degree: &mut [u8], ones: &mut Vec<u32>, y: usize) {
        if self.free(y) {
            degree[y] -= 1;
            if degree[y] == 1 {
                ones.push(y as u32);
            }
        }
    }
}
