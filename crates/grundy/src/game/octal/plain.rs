//! The plain method for take-and-break games: G(n) is the mex of every option of a heap
//! of n, enumerated in full (what CGSuite does). It is the reference the sparse-space
//! method is tested against, and the solver of the codes the sparse method does not
//! handle (moves that leave three or four heaps, conditions other than "unequal").
//!
//! The options of removing k tokens and leaving j heaps are the partitions of n - k into
//! j non-empty parts, enumerated in non-decreasing order by j - 1 nested loops and kept
//! when they meet the digit's [`Parts`](crate::game::octal::Parts) condition.
//!
//! Cost: for G(0..N), O(N^j t) time where j is the most heaps a move leaves (at least 2:
//! O(N^2 t) for octal codes), O(N) space. It does not look for a sparse space or a period.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::game::grundy::MexSet;
use crate::game::octal::{
    OctalGame, TAKE_ALL, TAKE_LEAVE_ONE, TAKE_SPLIT, TAKE_SPLIT_FOUR, TAKE_SPLIT_THREE,
};
use crate::game::Nimber;

/// G(0), ..., G(n - 1) of `game` by the plain mex over all options.
///
/// # Complexity
/// O(n^j t) time (j the most heaps a move leaves, at least 2), O(n) space.
///
/// # Examples
/// ```
/// use grundy::game::octal::{plain::grundy_values_plain, OctalGame};
/// let kayles: OctalGame = "0.77".parse()?;
/// assert_eq!(grundy_values_plain(&kayles, 8), [0, 1, 2, 3, 1, 4, 3, 2]);
/// // Grundy's game: split a heap into two unequal heaps.
/// let grundys_game: OctalGame = "4!.0".parse()?;
/// assert_eq!(grundy_values_plain(&grundys_game, 10), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn grundy_values_plain(game: &OctalGame, n: usize) -> Vec<Nimber> {
    let mut solver = PlainSolver::new(game);
    solver.extend_until(n, &AtomicBool::new(false));
    solver.values
}

/// The plain method, one heap at a time: [`PlainSolver::extend_until`] computes more values.
#[derive(Clone, Debug)]
pub struct PlainSolver {
    game: OctalGame,
    values: Vec<Nimber>,
    set: MexSet,
}

impl PlainSolver {
    /// A solver for `game` with no values yet.
    pub fn new(game: &OctalGame) -> PlainSolver {
        PlainSolver { game: game.clone(), values: Vec::new(), set: MexSet::new() }
    }

    /// A solver for `game` that continues after `values` = G(0), G(1), ... (taken as
    /// they are, not recomputed).
    pub fn resume(game: &OctalGame, values: Vec<Nimber>) -> PlainSolver {
        PlainSolver { game: game.clone(), values, set: MexSet::new() }
    }

    /// G(0), G(1), ... as computed so far.
    pub fn values(&self) -> &[Nimber] {
        &self.values
    }

    /// The values, consuming the solver.
    pub fn into_values(self) -> Vec<Nimber> {
        self.values
    }

    /// Computes values until `end` of them are known, or until `stop` is set (polled
    /// before every heap).
    pub fn extend_until(&mut self, end: usize, stop: &AtomicBool) {
        self.values.reserve(end.saturating_sub(self.values.len()));
        while self.values.len() < end && !stop.load(Ordering::Relaxed) {
            let v = self.next_value();
            self.values.push(v);
        }
    }

    fn next_value(&mut self) -> Nimber {
        let heap = self.values.len();
        let (g, set) = (&self.values, &mut self.set);
        for (k, &d) in self.game.digits().iter().enumerate().take(heap + 1) {
            let m = heap - k;
            let parts = self.game.parts(k);
            if d & TAKE_ALL != 0 && m == 0 {
                set.insert(0);
            }
            if d & TAKE_LEAVE_ONE != 0 && m >= 1 {
                set.insert(g[m]);
            }
            if d & TAKE_SPLIT != 0 {
                for a in 1..=m / 2 {
                    if parts.allows(&[a as u64, (m - a) as u64]) {
                        set.insert(g[a] ^ g[m - a]);
                    }
                }
            }
            if d & TAKE_SPLIT_THREE != 0 {
                for a in 1..=m / 3 {
                    for b in a..=(m - a) / 2 {
                        let c = m - a - b;
                        if parts.allows(&[a as u64, b as u64, c as u64]) {
                            set.insert(g[a] ^ g[b] ^ g[c]);
                        }
                    }
                }
            }
            if d & TAKE_SPLIT_FOUR != 0 {
                for a in 1..=m / 4 {
                    for b in a..=(m - a) / 3 {
                        for c in b..=(m - a - b) / 2 {
                            let e = m - a - b - c;
                            if parts.allows(&[a as u64, b as u64, c as u64, e as u64]) {
                                set.insert(g[a] ^ g[b] ^ g[c] ^ g[e]);
                            }
                        }
                    }
                }
            }
        }
        set.take_mex()
    }
}
