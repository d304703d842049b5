//! Runs longer than memory: [`LongRun`] computes the Grundy values of a code by the sparse
//! method keeping only a [`Window`] of them in memory (the others go to a
//! [`ValueArchive`], see [`SparseSolver::set_window`]), and keeps what researchers publish
//! about a sequence as the values go by: the histogram of the values at the end and at
//! every power of two, the largest value, the first values, and the rare heaps.
//!
//! No period is searched for: a period is found by comparing values a period apart, and
//! these runs are for the codes whose periods, if any, are far beyond memory. A run to N
//! values costs the time of [`solve`](super::solve) for them (plus the slow path, counted
//! in [`SparseStats::slow_heaps`]) and memory O(prefix + window) per thread.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::sparse::{ArchiveError, ExtendError, SparseSolver, SparseStats, ValueArchive, Window};
use super::{CompactValue, HistogramCounter, OctalGame, Progress, ValuesRef};
use crate::game::Nimber;

/// How many of the first values a [`LongRun`] keeps to show.
pub const FIRST_VALUES: usize = 1 << 16;

/// Why a [`LongRun`] cannot start or go on.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum LongRunError {
    /// The code is not one the sparse method handles (moves that leave three heaps or
    /// more: only the plain method, which reads every value, computes it).
    NotSparse,
    /// The prefix or the window is below [`Window::MIN`], or the window does not exceed
    /// the code's longest take.
    WindowTooSmall(Window),
    /// A value is 65536 or more (heap, value).
    ValueTooLarge {
        /// The heap whose value does not fit in two bytes.
        heap: u64,
        /// Its value.
        value: Nimber,
    },
    /// The archive failed; the values computed before are kept.
    Archive(ArchiveError),
}

impl std::fmt::Display for LongRunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LongRunError::NotSparse => {
                write!(f, "the code has moves that leave three heaps or more: only the plain method, which keeps every value, computes it")
            }
            LongRunError::WindowTooSmall(w) => write!(
                f,
                "a window of {} values after a prefix of {} is too small: both must be at least {} and longer than the longest take",
                w.recent,
                w.prefix,
                Window::MIN
            ),
            LongRunError::ValueTooLarge { heap, value } => {
                write!(f, "the Grundy value {value} of heap {heap} does not fit in two bytes")
            }
            LongRunError::Archive(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for LongRunError {}

/// The solver at its width.
enum Wide {
    U8(SparseSolver<u8>),
    U16(SparseSolver<u16>),
}

/// A run that keeps a window of the values in memory (see the module doc).
///
/// # Examples
/// ```
/// use std::sync::atomic::AtomicBool;
/// use std::sync::Arc;
/// use grundy::game::octal::long_run::LongRun;
/// use grundy::game::octal::{solve, MemoryArchive, OctalGame, SolveConfig, Window};
/// let game: OctalGame = "0.161".parse()?;
/// let window = Window { prefix: 1 << 16, recent: 1 << 16 };
/// let archive = Arc::new(MemoryArchive::default());
/// let mut run = LongRun::new(&game, window, archive.clone(), 1)?;
/// let stop = AtomicBool::new(false);
/// run.extend_until(300_000, &mut |_, _, _| {}, &stop)?;
/// // What a run that keeps every value says.
/// let whole = solve(&game, &SolveConfig::new(300_000), &mut |_| {}, &stop)?;
/// assert_eq!(run.histogram(), whole.values.histogram_from(1));
/// assert_eq!(run.histograms_at_powers_of_two(), whole.values.histograms_at_powers_of_two());
/// assert_eq!(run.largest(), whole.values.largest());
/// assert!(archive.len() > 100_000); // the values left memory
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct LongRun {
    solver: Wide,
    /// Over heaps 1, 2, ...
    counter: HistogramCounter,
    first: Vec<u16>,
    largest: Option<(Nimber, usize)>,
}

impl LongRun {
    /// A run of `game` from heap 0, keeping `window` in memory and the other values in
    /// `archive`, on up to `threads` threads ([`SparseSolver::set_threads`]).
    ///
    /// # Errors
    /// [`LongRunError::NotSparse`] or [`LongRunError::WindowTooSmall`].
    pub fn new(
        game: &OctalGame,
        window: Window,
        archive: Arc<dyn ValueArchive>,
        threads: usize,
    ) -> Result<LongRun, LongRunError> {
        let mut solver = SparseSolver::<u8>::new(game).ok_or(LongRunError::NotSparse)?;
        if !solver.set_window(window, archive) {
            return Err(LongRunError::WindowTooSmall(window));
        }
        solver.set_threads(threads);
        Ok(LongRun {
            solver: Wide::U8(solver),
            counter: HistogramCounter::default(),
            first: Vec::new(),
            largest: None,
        })
    }

    /// The number of values computed (or taken in).
    pub fn len(&self) -> u64 {
        match &self.solver {
            Wide::U8(s) => s.len() as u64,
            Wide::U16(s) => s.len() as u64,
        }
    }

    /// Whether no value is known yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The window the run keeps.
    pub fn window(&self) -> Option<Window> {
        match &self.solver {
            Wide::U8(s) => s.window(),
            Wide::U16(s) => s.window(),
        }
    }

    /// Takes in `known` = G(len), G(len + 1), ... as they are (the values of an earlier run
    /// of the same game, from a checkpoint: nothing checks them), exactly as if the run had
    /// computed them.
    ///
    /// # Complexity
    /// O(N s) for N values and s split moves.
    ///
    /// # Errors
    /// [`LongRunError::Archive`], with the values before kept.
    pub fn take_known(&mut self, known: ValuesRef<'_>) -> Result<(), LongRunError> {
        let first = self.len();
        let taken = loop {
            let result = match (&mut self.solver, known) {
                (Wide::U8(s), ValuesRef::U8(v)) => s.take_known(&v[(s.len() as u64 - first) as usize..]),
                (Wide::U8(s), ValuesRef::U16(v)) => s.take_known(&v[(s.len() as u64 - first) as usize..]),
                (Wide::U16(s), ValuesRef::U8(v)) => s.take_known(&v[(s.len() as u64 - first) as usize..]),
                (Wide::U16(s), ValuesRef::U16(v)) => s.take_known(&v[(s.len() as u64 - first) as usize..]),
            };
            match self.settle(result) {
                Ok(true) => continue,
                Ok(false) => break Ok(()),
                Err(error) => break Err(error),
            }
        };
        // Counted from `known`: the values may have left the window already.
        let taken_len = (self.len() - first) as usize;
        match known {
            ValuesRef::U8(v) => self.count(first, &v[..taken_len]),
            ValuesRef::U16(v) => self.count(first, &v[..taken_len]),
        }
        taken
    }

    /// Computes values until `end` are known, calling `observer` after every 65,536 with
    /// the progress, the first heap of the new values and the new values themselves (to
    /// save them); stops early, keeping what is known, once `stop` is set.
    ///
    /// # Errors
    /// [`LongRunError::ValueTooLarge`] or [`LongRunError::Archive`], with the values before
    /// kept (the observer has seen them).
    pub fn extend_until(
        &mut self,
        end: u64,
        observer: &mut dyn FnMut(&Progress, u64, ValuesRef<'_>),
        stop: &AtomicBool,
    ) -> Result<(), LongRunError> {
        let end = usize::try_from(end).unwrap_or(usize::MAX);
        while (self.len() as usize) < end && !stop.load(std::sync::atomic::Ordering::Relaxed) {
            let first = self.len();
            let slice_end = end.min(first as usize + (1 << 16));
            let result = loop {
                let result = match &mut self.solver {
                    Wide::U8(s) => s.extend_until(slice_end, stop),
                    Wide::U16(s) => s.extend_until(slice_end, stop),
                };
                match self.settle(result) {
                    Ok(true) => continue,
                    other => break other,
                }
            };
            self.count_kept(first);
            let slow_heaps = match &self.solver {
                Wide::U8(s) => s.slow_heaps(),
                Wide::U16(s) => s.slow_heaps(),
            };
            let progress = Progress { done: self.len(), target: end as u64, period: None, slow_heaps };
            self.with_new_values(first, |values| observer(&progress, first, values));
            result?;
        }
        Ok(())
    }

    /// Widens the solver on a value that does not fit in a byte: `Ok(true)` to go on.
    fn settle(&mut self, result: Result<(), ExtendError>) -> Result<bool, LongRunError> {
        match result {
            Ok(()) => Ok(false),
            Err(ExtendError::Overflow(overflow)) => match &mut self.solver {
                Wide::U8(_) => {
                    let placeholder =
                        Wide::U16(SparseSolver::new(&OctalGame::nothing()).expect("a sparse code"));
                    if let Wide::U8(s) = std::mem::replace(&mut self.solver, placeholder) {
                        self.solver = Wide::U16(s.widen());
                    }
                    Ok(true)
                }
                Wide::U16(_) => {
                    Err(LongRunError::ValueTooLarge { heap: overflow.heap as u64, value: overflow.value })
                }
            },
            Err(ExtendError::Archive(error)) => Err(LongRunError::Archive(error)),
        }
    }

    /// Calls `f` with the values from heap `first` on (still in memory: at most a slice of
    /// 65,536 back, and a window holds at least that many).
    fn with_new_values<R>(&self, first: u64, f: impl FnOnce(ValuesRef<'_>) -> R) -> R {
        match &self.solver {
            Wide::U8(s) => f(ValuesRef::U8(&s.values()[first as usize - s.first_kept()..])),
            Wide::U16(s) => f(ValuesRef::U16(&s.values()[first as usize - s.first_kept()..])),
        }
    }

    /// Counts the values in memory from heap `first` on.
    fn count_kept(&mut self, first: u64) {
        match &self.solver {
            Wide::U8(s) => {
                let kept = s.values()[first as usize - s.first_kept()..].to_vec();
                self.count(first, &kept);
            }
            Wide::U16(s) => {
                let kept = s.values()[first as usize - s.first_kept()..].to_vec();
                self.count(first, &kept);
            }
        }
    }

    /// Counts `values` = G(first), G(first + 1), ... into the histograms.
    fn count<V: CompactValue>(&mut self, first: u64, values: &[V]) {
        for (i, v) in values.iter().enumerate() {
            let (n, v) = (first as usize + i, v.get());
            if self.first.len() < FIRST_VALUES {
                self.first.push(v as u16);
            }
            if self.largest.is_none_or(|(best, _)| u64::from(v) > best) {
                self.largest = Some((u64::from(v), n));
            }
            if n > 0 {
                self.counter.add(v);
            }
        }
    }

    /// How often each value occurs among heaps 1..len (the last entry is the largest
    /// value's count; empty when no such heap).
    pub fn histogram(&self) -> Vec<u64> {
        self.counter.counts().to_vec()
    }

    /// The histogram of heaps 1..=n for every power of two n >= 2 computed, as
    /// [`Values::histograms_at_powers_of_two`](super::Values::histograms_at_powers_of_two).
    pub fn histograms_at_powers_of_two(&self) -> Vec<(u64, Vec<u64>)> {
        self.counter.at_powers_of_two().to_vec()
    }

    /// The largest value and the first heap that has it.
    pub fn largest(&self) -> Option<(Nimber, usize)> {
        self.largest
    }

    /// The first values (at most [`FIRST_VALUES`]).
    pub fn first_values(&self) -> &[u16] {
        &self.first
    }

    /// Bytes per value in memory (1 or 2).
    pub fn width(&self) -> usize {
        match self.solver {
            Wide::U8(_) => 1,
            Wide::U16(_) => 2,
        }
    }

    /// The masks, rare heaps, search counts and slow heaps so far.
    pub fn stats(&self) -> SparseStats {
        match &self.solver {
            Wide::U8(s) => s.stats(),
            Wide::U16(s) => s.stats(),
        }
    }
}
