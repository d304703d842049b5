//! Large boards in horizontal strips: each strip of [`STRIP_ROWS`] rows is matched on its
//! own (start, single-source searches, push-relabel: a maximum matching of the strip's
//! cells), the strips spread over the threads, and their union is the start of the
//! whole board's augmenting phases, which then only have to cross the seams.
//!
//! Why: the augmenting phases grow faster than the board, because the paths and the
//! global relabellings span the whole board; a strip of 500 rows stays in the cheap
//! range, and after the strips only about as many free cells are left as the board ends
//! with. On near-full boards the colour imbalance of a strip has to travel through its
//! neighbours, and the seams cost more than they save, so [`Grid::strips_pay`] keeps them
//! to boards with 8% or more unusable cells.
//!
//! Within a strip the single-source searches get [`STRIP_BUDGET`] visits a cell instead of
//! the board's one: with 8% or more blocked they then finish a strip alone, where with
//! one visit a cell push-relabel would take over (a period and a hand-over). The
//! measurements behind both choices are in the repository's `docs/design/grid-matching.md`.
//!
//! Each strip is copied into a padded grid of its own (its usable bits only), solved,
//! and its mates (which never leave the strip) are copied back; the strips are disjoint
//! slices of the board, handed to the threads in order from a shared queue. The result
//! does not depend on the number of threads: each strip's matching depends only on its
//! cells, and the phases after the strips run on one thread. O(C) copies; memory: one
//! strip's grid and labels per thread.

use std::sync::Mutex;

use super::{Grid, GridOptions, DIRECTION, USABLE};

/// The rows of a strip.
pub(super) const STRIP_ROWS: usize = 500;

/// The single-source searches' budget in a strip, in visits per padded cell of the strip
/// (the board's own is one visit a cell). With 8% or more blocked, a strip's free cells
/// are mostly hopeless or near a partner, and the searches finish it within this budget,
/// where push-relabel costs more (see the module documentation).
pub(super) const STRIP_BUDGET: u64 = 16;

impl Grid {
    /// Whether matching the strips first pays on this board: at least two strips, at least
    /// a million cells, and 8% or more of them unusable (see the module documentation).
    pub(super) fn strips_pay(&self) -> bool {
        self.n_rows >= 2 * STRIP_ROWS && self.n_rows * self.n_cols >= 1_000_000 && !self.unusable_below(8)
    }

    /// Replaces the (empty) matching by the union of maximum matchings of the strips of
    /// `strip_rows` rows, solved on `options.threads` threads with `options.budget`.
    pub(super) fn match_strips(&mut self, strip_rows: usize, options: GridOptions) {
        let (n_cols, stride) = (self.n_cols, self.stride);
        let strip_rows = strip_rows.max(1);
        // The strips' padded rows, as disjoint slices of the board, with their row counts.
        let mut strips: Vec<(usize, &mut [u8])> = Vec::new();
        let mut rest = &mut self.state[2 * stride..(self.n_rows + 2) * stride];
        let mut rows_left = self.n_rows;
        while rows_left > 0 {
            let rows = strip_rows.min(rows_left);
            let (strip, tail) = rest.split_at_mut(rows * stride);
            strips.push((rows, strip));
            rest = tail;
            rows_left -= rows;
        }
        strips.reverse(); // popped from the end: the top strip first
        let queue = Mutex::new(strips);
        let work = || loop {
            let next = queue.lock().map(|mut q| q.pop()).unwrap_or(None);
            let Some((rows, strip)) = next else { break };
            let mut sub = Grid::from_padded_rows(rows, n_cols, strip);
            sub.start();
            let budget = options.budget.unwrap_or(STRIP_BUDGET * sub.state.len() as u64);
            sub.augment_to_maximum(GridOptions { budget: Some(budget), ..options }, 1, None);
            for (dst, &src) in strip.iter_mut().zip(&sub.state[2 * stride..(rows + 2) * stride]) {
                *dst = src & (USABLE | DIRECTION);
            }
        };
        std::thread::scope(|scope| {
            for _ in 1..options.threads.max(1) {
                scope.spawn(work);
            }
            work();
        });
    }

    /// After [`Grid::match_strips`] with strips of `strip_rows` rows: when there are eight
    /// strips or more, the seams of each half of the board are merged on their own first,
    /// the halves on two threads ([`Grid::augment_halves`]; the board is cut at its middle
    /// seam, whose paths are left to the whole board).
    ///
    /// Returns the roots left for the whole board, if it did (see
    /// [`Grid::augment_halves`]).
    pub(super) fn merge_in_halves(&mut self, strip_rows: usize, options: GridOptions) -> Option<Vec<u32>> {
        let strip_rows = strip_rows.max(1);
        let strips = self.n_rows.div_ceil(strip_rows);
        (strips >= 8).then(|| self.augment_halves(strips / 2 * strip_rows, options.budget, options.threads))
    }

    /// A grid of `n_rows` rows whose padded rows (without the padding rows above and
    /// below) are `rows`; only their usable bits are kept.
    fn from_padded_rows(n_rows: usize, n_cols: usize, rows: &[u8]) -> Grid {
        let stride = n_cols + 2;
        let mut state = vec![0u8; (n_rows + 4) * stride];
        for (dst, &src) in state[2 * stride..].iter_mut().zip(rows) {
            *dst = src & USABLE;
        }
        Grid::from_state(n_rows, n_cols, state)
    }
}
