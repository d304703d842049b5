//! Guided augmenting searches of the grid engine: from each free active cell in turn, an
//! alternating search that expands first the active cell nearest (Manhattan distance) to
//! a chosen free passive cell, its *target*: greedy best-first search, with a bucket
//! queue keyed by that distance. A search ends at the first free passive cell it meets,
//! the target or not, and augments along the path, as [`super::single_source`] does;
//! when nothing is left to expand the tree is closed and marked dead for good, as there.
//! Only the order of expansion differs from the breadth-first searches, so every search
//! is complete: the heuristic decides the cost, never the answer.
//!
//! On near-full boards the augmenting paths are long (the colour imbalance of a region
//! has to travel out of it): a breadth-first search that succeeds fills a disc out to its
//! free passive cell, while a search aimed at the cell visits a few cells per unit of
//! distance. Three things keep the aim true:
//! - Free passive cells that no free active cell reaches (by one alternating reach search
//!   from all of them, O(C), on two threads) are dropped from the targets: no
//!   augmentation makes them reachable again (as for a free active cell without an
//!   augmenting path), and a search aimed at one fills everything around it. The reach
//!   search runs only when a search first has to retarget (the sign of such cells; that
//!   search is undone and run again), so boards that never retarget are spared it.
//! - A search that has spent `4096 + 64 · d` visits ([`RETARGET`]) on a target
//!   at distance `d` from its root without reaching it takes the next nearest target,
//!   and requeues its front under the new distance (free passive cells that only other
//!   regions reach).
//! - The roots are taken in order of their distance to the nearest target, near pairs
//!   first, so that a root does not take the target of a nearer one and leave it a far
//!   walk.
//!
//! The measurements behind these three are in the repository's
//! `docs/design/grid-matching.md`.
//!
//! The targets are kept in square buckets of about one target each, so the nearest is
//! found by a ring search over the buckets. Cost: a failed search costs its tree, once;
//! a successful one its visits, which on random boards grow about linearly with the
//! distance, and O(C) in the worst case, so the searches run within a budget of visits
//! and push-relabel finishes what they leave.

use super::single_source::{close_tree, flip_path};
use super::{Grid, DEAD, DIRECTION, MISSABLE, PARENT, PARENT_SHIFT, USABLE, VISITED};

/// `(base, slope)`: the visits a search may spend on a target at distance `d` from its
/// root, without reaching it, before it takes the next nearest one: `base + slope · d`.
pub(super) const RETARGET: (u64, u64) = (4096, 64);

/// Row and column of padded cells by multiplication: for `p` and `stride` below 2^32,
/// `p / stride` is the high word of `p · m` with `m = ⌊(2^64 - 1) / stride⌋ + 1`, the
/// reciprocal rounded up (`m · stride = 2^64 + e` with `e < stride`, so the product
/// exceeds `p / stride` by `p · e / (stride · 2^64) < 1 / stride`, which never reaches the
/// next integer). A division for each queued cell took a third of the searches' time.
#[derive(Clone, Copy)]
struct Coords {
    stride: usize,
    reciprocal: u128,
}

impl Coords {
    fn new(stride: usize) -> Coords {
        Coords { stride, reciprocal: u128::from(u64::MAX / stride as u64) + 1 }
    }

    #[inline]
    fn of(self, p: usize) -> (usize, usize) {
        let r = ((p as u128 * self.reciprocal) >> 64) as usize;
        (r, p - r * self.stride)
    }

    #[inline]
    fn distance(self, p: usize, (r, c): (usize, usize)) -> usize {
        let (pr, pc) = self.of(p);
        pr.abs_diff(r) + pc.abs_diff(c)
    }
}

/// The free passive cells that may still be targets, in square buckets.
struct Targets {
    coords: Coords,
    /// The side of a bucket, in cells.
    side: usize,
    bucket_rows: usize,
    bucket_cols: usize,
    buckets: Vec<Vec<u32>>,
    len: usize,
}

impl Targets {
    /// Buckets for `cells` on a padded board of `padded_rows` rows, of about one target
    /// each (a side of 16 cells at least).
    fn new(coords: Coords, padded_rows: usize, cells: &[u32]) -> Targets {
        let area = padded_rows * coords.stride;
        let side = (area / (cells.len() + 1)).isqrt().max(16);
        let (bucket_rows, bucket_cols) = (padded_rows.div_ceil(side), coords.stride.div_ceil(side));
        let mut targets = Targets {
            coords,
            side,
            bucket_rows,
            bucket_cols,
            buckets: vec![Vec::new(); bucket_rows * bucket_cols],
            len: 0,
        };
        for &p in cells {
            let b = targets.bucket(p as usize);
            targets.buckets[b].push(p);
        }
        targets.len = cells.len();
        targets
    }

    fn bucket(&self, p: usize) -> usize {
        let (r, c) = self.coords.of(p);
        (r / self.side) * self.bucket_cols + c / self.side
    }

    /// Drops `p` if it is a target.
    fn remove(&mut self, p: usize) {
        let b = self.bucket(p);
        if let Some(k) = self.buckets[b].iter().position(|&q| q as usize == p) {
            self.buckets[b].swap_remove(k);
            self.len -= 1;
        }
    }

    /// The target nearest to `p` (Manhattan distance; ties to the lower index) not in
    /// `excluded`, if any: the rings of buckets around `p`'s, outward, until no nearer
    /// target can be left.
    fn nearest(&self, p: usize, excluded: &[usize]) -> Option<usize> {
        if self.len <= excluded.len() {
            return None;
        }
        let here = self.coords.of(p);
        let (br, bc) = (here.0 / self.side, here.1 / self.side);
        let mut best: Option<(usize, usize)> = None;
        let rings = self.bucket_rows.max(self.bucket_cols);
        for k in 0..=rings {
            // Every cell of ring k is more than (k - 1) sides away.
            if best.is_some_and(|(d, _)| k >= 1 && d <= (k - 1) * self.side) {
                break;
            }
            let rows = br.saturating_sub(k)..=(br + k).min(self.bucket_rows - 1);
            for rr in rows {
                let edge = rr.abs_diff(br) == k;
                let (c0, c1) = (bc.saturating_sub(k), (bc + k).min(self.bucket_cols - 1));
                // On the ring's top and bottom rows every bucket, else its two ends.
                let columns: &mut dyn Iterator<Item = usize> = if edge {
                    &mut (c0..=c1)
                } else {
                    &mut [bc.checked_sub(k), Some(bc + k).filter(|&c| c < self.bucket_cols)]
                        .into_iter()
                        .flatten()
                };
                for cc in columns {
                    for &q in &self.buckets[rr * self.bucket_cols + cc] {
                        let q = q as usize;
                        if excluded.contains(&q) {
                            continue;
                        }
                        let d = self.coords.distance(q, here);
                        if best.is_none_or(|b| (d, q) < b) {
                            best = Some((d, q));
                        }
                    }
                }
            }
        }
        best.map(|(_, q)| q)
    }
}

/// A search's target, as its padded index and (row, column); `None`: no target left,
/// every queued cell has key 0.
#[derive(Clone, Copy)]
struct Aim {
    target: Option<(usize, (usize, usize))>,
    coords: Coords,
}

impl Aim {
    fn new(coords: Coords, target: Option<usize>) -> Aim {
        Aim { target: target.map(|t| (t, coords.of(t))), coords }
    }

    /// The key of active cell `p`: its distance to the target.
    #[inline]
    fn key(self, p: usize) -> usize {
        self.target.map_or(0, |(_, at)| self.coords.distance(p, at))
    }
}

impl Grid {
    /// Guided searches from every free active cell not marked [`MISSABLE`] (the roots of
    /// closed trees are), within about `budget` visits (a search in progress is
    /// finished). Returns whether every one was tried: the matching is then maximum, and
    /// the marks are those of [`Grid::augment_each`] (every free active cell left is the
    /// root of a closed tree). The reach search that filters the targets, at the first
    /// retargeting, runs on `threads` threads (two at most).
    pub(super) fn augment_guided(&mut self, budget: u64, retarget: (u64, u64), threads: usize) -> bool {
        let coords = Coords::new(self.stride);
        let active = self.active_parity;
        let mut roots = self.free_cells_of(active);
        roots.retain(|&p| self.state[p as usize] & MISSABLE == 0);
        if roots.is_empty() {
            return true;
        }
        let padded_rows = self.state.len() / self.stride;
        let mut targets = Targets::new(coords, padded_rows, &self.free_cells_of(active ^ 1));
        let mut keyed: Vec<(usize, u32)> = roots
            .iter()
            .map(|&r| {
                (
                    targets
                        .nearest(r as usize, &[])
                        .map_or(usize::MAX, |t| coords.distance(t, coords.of(r as usize))),
                    r,
                )
            })
            .collect();
        keyed.sort_unstable();
        roots.clear();
        roots.extend(keyed.into_iter().map(|(_, r)| r));
        let mut work = 0;
        let mut filtered = false;
        let mut first = 0;
        loop {
            let searches = Searches { offsets: self.offsets, coords, budget, retarget, filtered };
            match searches.run(&mut self.state, &mut targets, &roots[first..], &mut work) {
                Searched::All => return true,
                Searched::OutOfBudget => return false,
                Searched::Unfiltered(k) => {
                    targets = Targets::new(coords, padded_rows, &self.reachable_targets(threads));
                    filtered = true;
                    first += k;
                }
            }
        }
    }

    /// The free passive cells that some free active cell reaches by an alternating path:
    /// those with a neighbour an even alternating path joins to a free active cell (the
    /// status search's reach, [`Grid::reach_missable`], from the active colour).
    fn reachable_targets(&self, threads: usize) -> Vec<u32> {
        let active = self.active_parity;
        let passive = self.free_cells_of(active ^ 1);
        let reaches = |seen: &dyn Fn(usize) -> bool| -> Vec<u32> {
            passive
                .iter()
                .copied()
                .filter(|&p| self.neighbors(p as usize).into_iter().any(|n| seen(n >> 1)))
                .collect()
        };
        if threads >= 2 && self.n_rows >= 2 {
            let seen = self.reach_missable_on_two(active);
            reaches(&|slot| seen[slot].load(std::sync::atomic::Ordering::Relaxed) & MISSABLE != 0)
        } else {
            let seen = self.reach_missable(active);
            reaches(&|slot| seen[slot] & MISSABLE != 0)
        }
    }
}

/// How [`Searches::run`] ended.
enum Searched {
    /// Every root was tried.
    All,
    /// The budget ran out.
    OutOfBudget,
    /// The search from root `k` (of the roots given) was about to retarget while the
    /// targets were not yet filtered; it was undone, and the searches before it stand.
    Unfiltered(usize),
}

/// The guided searches' settings (see [`Grid::augment_guided`]).
struct Searches {
    offsets: [isize; 4],
    coords: Coords,
    budget: u64,
    retarget: (u64, u64),
    /// Whether the targets are only the reachable free passive cells: if not, the first
    /// retargeting stops the searches instead (the sign that some target is out of reach).
    filtered: bool,
}

impl Searches {
    /// The guided searches from `roots`, in order, on `state`, toward `targets`, as
    /// [`Grid::augment_guided`] says; `work` counts the visits.
    fn run(&self, state: &mut [u8], targets: &mut Targets, roots: &[u32], work: &mut u64) -> Searched {
        let Searches { offsets, coords, budget, retarget, filtered } = *self;
        let toward = offsets;
        let [right, down, left, up] = offsets;
        let mate_at = [0, right, down, left, up, 0, 0, 0];
        // The bucket queue: the active cells to expand by key, each bucket last in, first
        // out (a child's key is its parent's, or 2 more or less). Keys are below the padded
        // rows plus the stride.
        let max_key = state.len() / coords.stride + coords.stride;
        let mut queue: Vec<Vec<u32>> = vec![Vec::new(); max_key + 1];
        // The tree's active cells, and its passive ones (whose marks are cleared at the end).
        let mut tree: Vec<u32> = Vec::new();
        let mut touched: Vec<u32> = Vec::new();
        let mut excluded: Vec<usize> = Vec::new();
        let mut requeue: Vec<u32> = Vec::new();
        'roots: for (k, &root) in roots.iter().enumerate() {
            if *work > budget {
                return Searched::OutOfBudget;
            }
            let root = root as usize;
            if state[root] & (MISSABLE | DIRECTION) != 0 {
                continue;
            }
            tree.clear();
            touched.clear();
            excluded.clear();
            let mut aim = Aim::new(coords, targets.nearest(root, &excluded));
            let mut give_up = *work + retarget.0 + retarget.1 * aim.key(root) as u64;
            let (mut low, mut high) = (aim.key(root), aim.key(root));
            queue[low].push(root as u32);
            tree.push(root as u32);
            loop {
                while low < high && queue[low].is_empty() {
                    low += 1;
                }
                let Some(x) = queue[low].pop() else { break };
                let x = x as usize;
                *work += 1;
                if *work > give_up {
                    if let Some((t, _)) = aim.target {
                        if !filtered {
                            for &w in &touched {
                                state[w as usize] &= !(VISITED | PARENT);
                            }
                            for bucket in &mut queue[low..=high] {
                                bucket.clear();
                            }
                            return Searched::Unfiltered(k);
                        }
                        // The target looks out of this root's reach: aim at the next nearest,
                        // and requeue the front under the new keys.
                        excluded.push(t);
                        aim = Aim::new(coords, targets.nearest(root, &excluded));
                        give_up = *work + retarget.0 + retarget.1 * aim.key(root) as u64;
                        requeue.clear();
                        requeue.push(x as u32);
                        for bucket in &mut queue[low..=high] {
                            requeue.append(bucket);
                        }
                        (low, high) = (usize::MAX, 0);
                        for &y in &requeue {
                            let key = aim.key(y as usize);
                            queue[key].push(y);
                            (low, high) = (low.min(key), high.max(key));
                        }
                        continue;
                    }
                }
                for (i, step) in toward.into_iter().enumerate() {
                    let w = x.wrapping_add_signed(step);
                    let st = state[w];
                    if st & (USABLE | VISITED | DEAD) != USABLE {
                        continue;
                    }
                    if st & DIRECTION != 0 {
                        state[w] = st | VISITED | ((i as u8) << PARENT_SHIFT);
                        touched.push(w as u32);
                        let y = w.wrapping_add_signed(mate_at[(st & DIRECTION) as usize]);
                        tree.push(y as u32);
                        let key = aim.key(y);
                        queue[key].push(y as u32);
                        (low, high) = (low.min(key), high.max(key));
                        continue;
                    }
                    targets.remove(w);
                    flip_path(state, offsets, x, i, &touched);
                    for bucket in &mut queue[low..=high] {
                        bucket.clear();
                    }
                    continue 'roots;
                }
            }
            close_tree(state, &touched, &tree);
        }
        Searched::All
    }
}
