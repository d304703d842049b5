//! The global relabelling of [`super::push_relabel`]: exact labels, the length of the
//! shortest alternating path from each passive cell to a free passive cell, by one
//! backward breadth-first search from the free passive cells. O(C) for C cells.
//!
//! The search is memory-bound: its front spreads over the whole board, so nearly every
//! cell it takes costs cache misses.
//! On two threads and boards of [`PARALLEL_CELLS`] cells or more it runs level by level:
//! each thread expands its own part of the front (the free cells of its half of the
//! rows to begin with), a barrier closes each level, and both stop when a level adds
//! nothing. A cell's label is written once, with its level, by whichever thread finds
//! it first; when both find it in the same level, both write the same value and both
//! expand it, which costs a little work and changes nothing. So the labels, and
//! everything push-relabel does with them, are the same on one thread and on two.
//!
//! Both variants are branch-free in the inner loop: "no mate" points at the sentinel
//! slot (the last, label 0, never new), every candidate is written at the queue's tail,
//! and the tail moves on only for a new cell (random boards made the branches mispredict
//! about half the time).

use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering::Relaxed};
use std::sync::Barrier;

use super::{Grid, INFINITE};

/// The padded cells from which the relabelling runs on two threads when it may.
pub(super) const PARALLEL_CELLS: usize = 1 << 20;

impl Grid {
    /// Exact labels (indexed by `cell >> 1`, one slot more at the end for the sentinel):
    /// cells that reach no free passive cell get [`INFINITE`] (unusable cells too).
    /// Runs on two threads when `threads` is 2 or more (the caller passes 1 on boards of
    /// fewer than [`PARALLEL_CELLS`] padded cells). `bfs` is the one-thread queue, kept
    /// between calls.
    pub(super) fn relabel(&self, label: &[AtomicU32], bfs: &mut Vec<u32>, threads: usize) {
        if threads >= 2 && self.n_rows >= 2 {
            self.relabel_on_two(label);
        } else {
            self.relabel_on_one(label, bfs);
        }
    }

    /// Expands the passive cell `w`: the passive cell after each of its neighbours on an
    /// alternating path read backwards is written at `queue[tail]`, and the tail moves on
    /// past those still unlabelled, which get the label `next`. Returns the new tail.
    /// Branch-free (see the module documentation). A label is only ever set from
    /// infinity to its level, so writing back a finite one loses nothing, even when the
    /// other thread labels the same cell in the same level.
    #[inline(always)]
    fn expand(
        &self,
        w: usize,
        next: u32,
        label: &[AtomicU32],
        queue: &mut [u32],
        mut tail: usize,
        sentinel_cell: usize,
    ) -> usize {
        for u in self.neighbors(w) {
            let w2 = self.mate_or(u, sentinel_cell);
            let old = label[w2 >> 1].load(Relaxed);
            let new = old == INFINITE;
            label[w2 >> 1].store(if new { next } else { old }, Relaxed);
            queue[tail] = w2 as u32;
            tail += usize::from(new);
        }
        tail
    }

    /// Sets the free passive cells of rows `rows` to 0 and appends them to `sources`.
    fn label_sources(&self, label: &[AtomicU32], rows: std::ops::Range<usize>, sources: &mut Vec<u32>) {
        let start = sources.len();
        self.push_free_cells(self.active_parity ^ 1, rows, sources);
        for &w in &sources[start..] {
            label[w as usize >> 1].store(0, Relaxed);
        }
    }

    /// One breadth-first search with one first-in first-out queue.
    fn relabel_on_one(&self, label: &[AtomicU32], bfs: &mut Vec<u32>) {
        let sentinel_cell = 2 * (label.len() - 1);
        bfs.clear();
        // Every slot belongs to one passive cell: unusable and matched ones get infinity,
        // then the free ones 0.
        for l in label {
            l.store(INFINITE, Relaxed);
        }
        label[label.len() - 1].store(0, Relaxed);
        self.label_sources(label, 0..self.n_rows, bfs);
        let (mut head, mut tail) = (0, bfs.len());
        // Every passive cell enters at most once, and one slot more takes the last write.
        bfs.resize(label.len() + 1, 0);
        while head < tail {
            let w = bfs[head] as usize;
            head += 1;
            let next = label[w >> 1].load(Relaxed) + 2;
            tail = self.expand(w, next, label, bfs, tail, sentinel_cell);
        }
    }

    /// The level-synchronous search on two threads (see the module documentation).
    fn relabel_on_two(&self, label: &[AtomicU32]) {
        let sentinel_slot = label.len() - 1;
        let sentinel_cell = 2 * sentinel_slot;
        let barrier = Barrier::new(2);
        // The size of each thread's next level, in two sets used by alternate levels, so
        // that a thread writing its size for level k + 1 never overwrites a size the other
        // may still read for level k.
        let sizes: [[AtomicUsize; 2]; 2] = Default::default();
        let run = |t: usize| {
            let half = label.len() / 2;
            let mine = if t == 0 { &label[..half] } else { &label[half..] };
            for l in mine {
                l.store(INFINITE, Relaxed);
            }
            barrier.wait();
            let mut front: Vec<u32> = Vec::new();
            let rows = if t == 0 { 0..self.n_rows / 2 } else { self.n_rows / 2..self.n_rows };
            self.label_sources(label, rows, &mut front);
            if t == 0 {
                label[sentinel_slot].store(0, Relaxed);
            }
            barrier.wait();
            let mut next: Vec<u32> = Vec::new();
            let mut level = 0usize;
            loop {
                let next_label = 2 * (level as u32 + 1);
                next.clear();
                // Four candidates a cell at most, and one slot more takes the last write.
                next.resize(4 * front.len() + 1, 0);
                let mut tail = 0;
                for &w in &front {
                    tail = self.expand(w as usize, next_label, label, &mut next, tail, sentinel_cell);
                }
                next.truncate(tail);
                sizes[level & 1][t].store(tail, Relaxed);
                barrier.wait();
                let total = sizes[level & 1][0].load(Relaxed) + sizes[level & 1][1].load(Relaxed);
                std::mem::swap(&mut front, &mut next);
                if total == 0 {
                    break;
                }
                level += 1;
            }
        };
        std::thread::scope(|scope| {
            let other = scope.spawn(|| run(1));
            run(0);
            other.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        });
    }
}
