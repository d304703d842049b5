//! The rare/common (sparse space) method for Grundy sequences of octal games, after
//! Gangolli and Plambeck (1989) and Flammenkamp's notes: most values of many octal games
//! are "common", and two common values never combine to a common one, so only the splits
//! with a "rare" part need enumerating.
//!
//! Let ext(a) = 2 G(a) + (a mod 2) and, for a mask m, call heap a rare when
//! popcount(ext(a) & m) is even and common otherwise. A split of n - k tokens into a + c
//! gives the option G(a) ^ G(c), with ext(a) ^ ext(c) = 2 (G(a) ^ G(c)) + ((n - k) mod 2),
//! so two common parts give an option v with popcount((2v + (n - k) mod 2) & m) even.
//! The solver takes the mex v of the options it has enumerated (the take moves and every
//! split with a rare part); if v is "safe" (that parity is odd), no split of two common
//! parts can give v, the true option set holds v neither, so G(n) = v. Otherwise it looks
//! for v among all splits (then v grows and is checked again) until v is found to be
//! absent. Split moves are grouped by the parity of k, each group with its own mask. The
//! splits with a rare part are kept as two flat arrays (the offsets k + a and the values
//! G(a)); how one heap's value is searched for among them (64 splits at once, the option
//! set, the scans that insert every split) is in `sparse/heap.rs`.
//!
//! The masks are found automatically: a Walsh-Hadamard transform of the counts of ext
//! values gives, for every mask at once, how many heaps it makes rare; the mask with the
//! fewest is taken, at powers of two and whenever the rare heaps have doubled. A group
//! where even the best mask leaves a third of the heaps rare is run by the plain method.
//!
//! Cost: O(t + r s) per heap for s split moves and r rare heaps, plus up to O(n s) for each
//! unsafe candidate (in practice the candidate turns up among the first few dozen splits,
//! a few thousand for 0.6; a heap never scans a split twice once it inserts them all);
//! one or two bytes per value (u8 or u16, see [`CompactValue`]).
//! A move whose two heaps must be unequal (a `!` digit, Grundy's game `4!.0`) skips the
//! split into two halves: the flat list's entry for the rare heap (n - k) / 2, the rare
//! list's heap m / 2, and the scans stop at (m - 1) / 2; the safety argument holds for any
//! subset of the splits. The per-heap loop is compiled with and without that handling, so
//! codes without `!` run the loop they ran before it existed.
//! It does not handle moves that leave three heaps. On several threads
//! ([`SparseSolver::set_threads`]) consecutive heaps are computed at once, each thread
//! leaving out the few options that read the heaps still in flight until they are known
//! (see `sparse/leapfrog.rs`).

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::game::octal::{period, CompactValue, OctalGame, Period, TAKE_ALL, TAKE_LEAVE_ONE, TAKE_SPLIT};
use crate::game::Nimber;

mod heap;
mod leapfrog;
mod window;

use heap::{next_value, Bits64, ByteSet, Reads, SCATTER_STEPS, SWITCH_SPLITS, WINDOW};
use window::Windowed;
pub use window::{ArchiveError, MemoryArchive, ValueArchive, Window};

/// At most this many threads compute one game ([`SparseSolver::set_threads`]).
pub const MAX_THREADS: usize = 64;

/// Bytes of the option byte set: one for every value below 65536.
const BYTE_SET_LEN: usize = 1 << 16;

/// A group of rare heaps is run by the plain method when the best mask leaves more than
/// `1 / PLAIN_FRACTION` of the heaps rare.
const PLAIN_FRACTION: u64 = 3;

/// Statistics of one group of split moves (those removing an even, or an odd, number of
/// tokens).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ClassStats {
    /// The parity of the number of tokens removed (0 or 1).
    pub parity: u8,
    /// The numbers of tokens removed by the split moves of this group.
    pub moves: Vec<usize>,
    /// The mask over ext(a) = 2 G(a) + (a mod 2), or `None` when the group is run by the
    /// plain method (no useful sparse space).
    pub mask: Option<u32>,
    /// How many heaps are rare under the mask.
    pub rare_heaps: usize,
    /// The distinct values of the rare heaps (at most 64 listed).
    pub rare_values: Vec<u32>,
    /// The largest rare heap (0 when there is none).
    pub last_rare_heap: usize,
    /// On how many heaps the candidate mex was unsafe and the group was scanned in full.
    pub full_scans: u64,
    /// How many splits those scans looked at.
    pub scan_steps: u64,
    /// On how many of those heaps the scan inserted every split it looked at (rather than
    /// comparing them with a list of targets).
    pub scatter_scans: u64,
}

impl ClassStats {
    /// Whether heap `heap`, of value `value` = G(heap), is rare in this group: heap 0 never
    /// is, nor any heap of a group without a mask; otherwise when popcount(ext & mask) is
    /// even, ext = 2 G(heap) + (heap mod 2). The heaps counted in `rare_heaps` are exactly
    /// those below the number of values computed for which this holds.
    ///
    /// # Examples
    /// ```
    /// use std::sync::atomic::AtomicBool;
    /// use grundy::game::octal::{solve, OctalGame, SolveConfig};
    /// let kayles: OctalGame = "0.77".parse()?;
    /// let sol = solve(&kayles, &SolveConfig::new(200), &mut |_| {}, &AtomicBool::new(false))?;
    /// let class = &sol.stats.classes[0];
    /// let rare = (0..200).filter(|&n| class.is_rare(n as u64, sol.values.get(n))).count();
    /// assert_eq!((rare, class.rare_heaps), (9, 9));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_rare(&self, heap: u64, value: Nimber) -> bool {
        let Some(mask) = self.mask else { return false };
        let ext = value.wrapping_shl(1) | (heap & 1);
        heap > 0 && (ext & u64::from(mask)).count_ones().is_multiple_of(2)
    }
}

/// What [`SparseSolver::stats`] reports: one entry per group of split moves that exists.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct SparseStats {
    /// The groups (even and odd numbers of tokens removed) that have split moves.
    pub classes: Vec<ClassStats>,
    /// How many heaps a windowed solver computed by the slow path, reading values back
    /// from its archive ([`SparseSolver::set_window`]).
    pub slow_heaps: u64,
}

#[derive(Clone, Debug)]
struct Class<V> {
    parity: usize,
    ks: Vec<usize>,
    /// `unequal[i]`: the splits of move `ks[i]` must leave two unequal heaps (a `!`
    /// digit), so the split into two halves is no option.
    unequal: Vec<bool>,
    /// Whether some move of the class has `unequal` set (read for every heap, so kept
    /// rather than searched for).
    any_unequal: bool,
    /// Scratch: the flattened entries that are equal splits at the current heap.
    skip: Vec<usize>,
    /// `None`: plain method.
    mask: Option<u32>,
    rare_pos: Vec<usize>,
    rare_val: Vec<V>,
    rare_at_rebuild: usize,
    /// Flattened k + a over the split moves k and rare heaps a.
    flat_offset: Vec<usize>,
    /// The G(a) of each entry of `flat_offset`.
    flat_value: Vec<V>,
    /// Each entry of `flat_offset` minus one, as a `u16` (meaningful while
    /// `max_offset <= WINDOW`).
    flat_short: Vec<u16>,
    /// The largest k + a in `flat`.
    max_offset: usize,
    full_scans: u64,
    scan_steps: u64,
    scatter_scans: u64,
}

impl<V: CompactValue> Class<V> {
    /// The largest smaller part of a split of `m` tokens by move number `k_idx`: m / 2, or
    /// (m - 1) / 2 when the parts must be unequal.
    #[inline(always)]
    fn half(&self, k_idx: usize, m: usize) -> usize {
        if self.unequal[k_idx] {
            m.saturating_sub(1) / 2
        } else {
            m / 2
        }
    }

    /// The rare index of heap `a` (its position in `rare_pos`), if `a` is rare.
    fn rare_index(&self, a: usize) -> Option<usize> {
        self.rare_pos.binary_search(&a).ok()
    }

    /// Fills `skip` with the entries of the flattened list that heap `n` leaves out, in
    /// increasing order: the equal splits (move k with unequal parts, rare heap
    /// a = (n - k) / 2) when `unequal`, and the entries that read one of the `recent`
    /// heaps before n (offset k + a <= `recent`: see [`leapfrog`]).
    fn left_out_entries(&mut self, n: usize, unequal: bool, recent: usize) {
        self.skip.clear();
        let s = self.ks.len();
        if unequal {
            for (k_idx, &k) in self.ks.iter().enumerate() {
                if self.unequal[k_idx] && k < n && (n - k).is_multiple_of(2) {
                    if let Some(i) = self.rare_index((n - k) / 2) {
                        self.skip.push(i * s + k_idx);
                    }
                }
            }
        }
        for (i, &a) in self.rare_pos.iter().enumerate().take_while(|&(_, &a)| a <= recent) {
            for (k_idx, &k) in self.ks.iter().enumerate() {
                if k + a <= recent {
                    self.skip.push(i * s + k_idx);
                }
            }
        }
        self.skip.sort_unstable();
        self.skip.dedup();
    }

    /// The first smaller part that the scans of move number `k_idx` look at: 1, or past
    /// the splits whose larger part is one of the `recent` heaps before n (a <= recent - k).
    #[inline(always)]
    fn first_part(&self, k_idx: usize, recent: usize) -> usize {
        (recent + 1).saturating_sub(self.ks[k_idx]).max(1)
    }

    /// Rebuilds the flattened offsets from the rare list.
    fn flatten(&mut self) {
        self.flat_offset.clear();
        self.flat_value.clear();
        self.flat_short.clear();
        self.max_offset = 0;
        for i in 0..self.rare_pos.len() {
            self.flatten_one(i);
        }
    }

    /// Adds the offsets of rare heap number `i` (amortised O(s) per rare heap).
    fn flatten_one(&mut self, i: usize) {
        let (a, va) = (self.rare_pos[i], self.rare_val[i]);
        for &k in &self.ks {
            self.flat_offset.push(k + a);
            self.flat_value.push(va);
            self.flat_short.push((k + a - 1).min(WINDOW - 1) as u16);
            self.max_offset = self.max_offset.max(k + a);
        }
    }
}

/// A Grundy value too large for a solver's value type (256 or more for `u8`, 65536 or
/// more for `u16`): [`SparseSolver::extend_to`] stops before the heap that has it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ValueOverflow {
    /// The heap size whose value does not fit (the number of values kept).
    pub heap: usize,
    /// Its Grundy value.
    pub value: Nimber,
}

impl fmt::Display for ValueOverflow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the Grundy value {} of heap {} does not fit in the solver's value type",
            self.value, self.heap
        )
    }
}

impl std::error::Error for ValueOverflow {}

/// Why [`SparseSolver::extend_to`] stopped before its end.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ExtendError {
    /// A value does not fit in the solver's value type.
    Overflow(ValueOverflow),
    /// A windowed solver's archive failed ([`SparseSolver::set_window`]).
    Archive(ArchiveError),
}

impl From<ValueOverflow> for ExtendError {
    fn from(overflow: ValueOverflow) -> ExtendError {
        ExtendError::Overflow(overflow)
    }
}

impl From<ArchiveError> for ExtendError {
    fn from(error: ArchiveError) -> ExtendError {
        ExtendError::Archive(error)
    }
}

impl fmt::Display for ExtendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExtendError::Overflow(overflow) => overflow.fmt(f),
            ExtendError::Archive(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ExtendError {}

/// What the hot loop returns for a heap it cannot compute from the values in memory
/// (a windowed solver then takes the slow path, see `sparse/window.rs`).
const SLOW: u32 = u32::MAX;

/// The incremental rare/common solver: [`SparseSolver::extend_to`] computes more values.
///
/// # Examples
/// ```
/// use grundy::game::octal::{OctalGame, SparseSolver};
/// let dawson: OctalGame = "0.07".parse()?;
/// let mut solver = SparseSolver::<u8>::new(&dawson).unwrap();
/// solver.extend_to(10).unwrap();
/// assert_eq!(solver.values(), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct SparseSolver<V> {
    /// G(0), G(1), ... (all the values), or, once a window has dropped some,
    /// G(0..prefix_len) followed by G(base), G(base + 1), ...: G(x) = `vals[x - shift]`
    /// for x >= base, with shift = base - prefix_len. One slice, so the scans read the
    /// prefix and the window as they read all the values.
    vals: Vec<V>,
    /// The first heap after the prefix in `vals` (0: no value dropped).
    base: usize,
    /// The values kept at the front of `vals` for good (0 while none is dropped).
    prefix_len: usize,
    /// The window and its archive ([`SparseSolver::set_window`]).
    windowed: Option<Windowed>,
    /// Heaps computed by the slow path.
    slow_heaps: u64,
    take_all: Vec<usize>,
    take_one: Vec<usize>,
    classes: Vec<Class<V>>,
    /// counts[ext] over heaps >= 1.
    counts: Vec<u64>,
    bytes: Box<[u8; BYTE_SET_LEN]>,
    /// Every value so far is below 2^value_bits.
    value_bits: u32,
    /// The option set is a register while `value_bits` is at most this (6; less in tests).
    register_bits: u32,
    /// A class whose scans have averaged more than this many splits is scanned by
    /// inserting every split ([`SCATTER_STEPS`]; 0 in tests).
    scatter_steps: u64,
    /// Such a scan compares with the few candidates left once it is past this many
    /// splits ([`SWITCH_SPLITS`]; less in tests).
    switch_splits: usize,
    /// How many threads compute the values ([`SparseSolver::set_threads`]; 1: this one).
    threads: usize,
    /// Runs of at least this many values take the threads ([`leapfrog::MIN_VALUES`]; 0 in
    /// tests).
    parallel_min: usize,
    /// The other threads' copies of the solver, kept between calls (see [`leapfrog`]).
    helpers: Vec<SparseSolver<V>>,
    /// How the threads found the cores (see [`leapfrog`]): the next stretch computed alone
    /// when they are shared, and how many such stretches were computed.
    sharing: leapfrog::Sharing,
    /// Tests: the threads read the heaps in flight as if they were known (wrong values).
    #[cfg(test)]
    ignore_in_flight: bool,
}

#[inline(always)]
fn parity(x: u32) -> u32 {
    x.count_ones() & 1
}

impl<V: CompactValue> SparseSolver<V> {
    /// A solver for `game` with no values computed yet; `None` when the code is not one
    /// the method handles ([`OctalGame::is_octal`]: moves leave at most two heaps, and a
    /// split's only condition is "unequal").
    pub fn new(game: &OctalGame) -> Option<SparseSolver<V>> {
        if !game.is_octal() {
            return None;
        }
        let mut take_all = Vec::new();
        let mut take_one = Vec::new();
        let mut classes: Vec<Class<V>> = Vec::new();
        for (k, &d) in game.digits().iter().enumerate() {
            if d & TAKE_ALL != 0 && k > 0 {
                take_all.push(k);
            }
            if d & TAKE_LEAVE_ONE != 0 && k > 0 {
                take_one.push(k);
            }
            if d & TAKE_SPLIT != 0 {
                let parity = k % 2;
                match classes.iter_mut().find(|c| c.parity == parity) {
                    Some(c) => {
                        c.ks.push(k);
                        c.unequal.push(game.unequal(k));
                        c.any_unequal |= game.unequal(k);
                    }
                    None => classes.push(Class {
                        parity,
                        ks: vec![k],
                        unequal: vec![game.unequal(k)],
                        any_unequal: game.unequal(k),
                        skip: Vec::new(),
                        mask: None,
                        rare_pos: Vec::new(),
                        rare_val: Vec::new(),
                        rare_at_rebuild: 0,
                        flat_offset: Vec::new(),
                        flat_value: Vec::new(),
                        flat_short: Vec::new(),
                        max_offset: 0,
                        full_scans: 0,
                        scan_steps: 0,
                        scatter_scans: 0,
                    }),
                }
            }
        }
        Some(SparseSolver {
            vals: Vec::new(),
            base: 0,
            prefix_len: 0,
            windowed: None,
            slow_heaps: 0,
            take_all,
            take_one,
            classes,
            counts: vec![0; 2],
            bytes: Box::new([0; BYTE_SET_LEN]),
            value_bits: 0,
            register_bits: 6,
            scatter_steps: SCATTER_STEPS,
            switch_splits: SWITCH_SPLITS,
            threads: 1,
            parallel_min: leapfrog::MIN_VALUES,
            helpers: Vec::new(),
            sharing: leapfrog::Sharing::default(),
            #[cfg(test)]
            ignore_in_flight: false,
        })
    }

    /// A solver for `game` that continues after `values` = G(0), G(1), ... (from a saved
    /// run): the values are taken as they are, not recomputed, and the masks and rare lists
    /// are rebuilt exactly as if the solver had computed them. `None` as for
    /// [`SparseSolver::new`], or when a value does not fit in `V`.
    ///
    /// # Complexity
    /// O(N s) for N values and s split moves (no option is enumerated).
    ///
    /// # Examples
    /// ```
    /// use grundy::game::octal::{OctalGame, SparseSolver};
    /// let kayles: OctalGame = "0.77".parse()?;
    /// let mut whole = SparseSolver::<u8>::new(&kayles).unwrap();
    /// whole.extend_to(500).unwrap();
    /// let mut resumed = SparseSolver::<u8>::resume(&kayles, &whole.values()[..300]).unwrap();
    /// resumed.extend_to(500).unwrap();
    /// assert_eq!(resumed.values(), whole.values());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn resume<W: CompactValue>(game: &OctalGame, values: &[W]) -> Option<SparseSolver<V>> {
        let mut solver = SparseSolver::new(game)?;
        solver.vals.reserve(values.len());
        solver.take_known(values).ok()?;
        Some(solver)
    }

    /// Takes in `values` = G(len), G(len + 1), ... (from a saved run) as they are, not
    /// recomputed, exactly as if the solver had computed them: masks, rare lists, and a
    /// window's archive.
    ///
    /// # Complexity
    /// O(N s) for N values and s split moves.
    ///
    /// # Errors
    /// [`ExtendError::Overflow`] at the first value that does not fit in `V`,
    /// [`ExtendError::Archive`] when a window's archive fails; the values before are kept.
    pub fn take_known<W: CompactValue>(&mut self, values: &[W]) -> Result<(), ExtendError> {
        // The threads' copies catch up when they next start (`leapfrog::extend`).
        for &w in values {
            let n = self.len();
            let Some(stored) = V::from_u32(w.get()) else {
                return Err(ValueOverflow { heap: n, value: Nimber::from(w.get()) }.into());
            };
            self.push(n, w.get(), stored);
            self.slide(n + 1)?;
        }
        Ok(())
    }

    /// A solver that takes the byte option set once values reach 2^`register_bits`,
    /// scans a class by inserting every split once its scans average more than
    /// `scatter_steps` splits, and such a scan compares with the few candidates left past
    /// `switch_splits` splits: tests force the rarer paths with small numbers.
    #[cfg(test)]
    pub(crate) fn with_thresholds(
        game: &OctalGame,
        register_bits: u32,
        scatter_steps: u64,
        switch_splits: usize,
    ) -> Option<SparseSolver<V>> {
        Some(SparseSolver {
            register_bits: register_bits.min(6),
            scatter_steps,
            switch_splits,
            ..SparseSolver::new(game)?
        })
    }

    /// How far back the nearest value a heap reads lies: G(n) depends only on G(n - lag)
    /// and the values before it (the smallest take that leaves one heap, or one more than
    /// the smallest that splits), so `lag` consecutive heaps can be computed at once.
    /// `usize::MAX` when no move reads a value.
    ///
    /// # Examples
    /// ```
    /// use grundy::game::octal::{OctalGame, SparseSolver};
    /// let lag = |code: &str| SparseSolver::<u8>::new(&code.parse::<OctalGame>().unwrap()).unwrap().lag();
    /// assert_eq!(lag("0.161"), 2); // take 2 and leave one heap: G(n - 2)
    /// assert_eq!(lag("0.6"), 1); // Officers: take 1 and leave one heap
    /// assert_eq!(lag("4!.0"), 1); // Grundy's game: split a heap, one part of n - 1
    /// assert_eq!(lag("0.04"), 3); // take 2 and split: parts of at most n - 3
    /// ```
    pub fn lag(&self) -> usize {
        let takes = self.take_one.iter().copied();
        let splits = self.classes.iter().map(|c| c.ks[0] + 1);
        takes.chain(splits).min().unwrap_or(usize::MAX)
    }

    /// At most how many options of a heap read one of the `recent` heaps before it: the
    /// takes of at most `recent` tokens that leave one heap, and the splits whose smaller
    /// part a has k + a <= `recent`.
    pub(crate) fn recent_options(&self, recent: usize) -> usize {
        let takes = self.take_one.iter().filter(|&&k| k <= recent).count();
        let splits: usize = self.classes.iter().flat_map(|c| &c.ks).map(|&k| recent.saturating_sub(k)).sum();
        takes + splits
    }

    /// Computes values on up to `threads` threads from now on (at most [`MAX_THREADS`],
    /// and at most one per core),
    /// thread i computing heaps i, i + T, i + 2T, ... of each run on its own copy of the
    /// solver, the copies exchanging each value as it is found (runs of fewer than 4096
    /// new values stay on one thread). A code whose heaps read nothing closer than
    /// [`SparseSolver::lag`] >= T heaps back computes T heaps at once as they are; with
    /// a smaller lag (Officers, Grundy's game) a thread computes its heap without the
    /// few options that read the heaps still in flight and finishes it once they are
    /// known, so T is kept where at most 8 options of a heap are left so. The values and
    /// the statistics other than the search counts do not depend on the number of
    /// threads. Every thread keeps a copy of the values, so memory grows by one copy per
    /// thread. Returns the number of threads it will use.
    ///
    /// # Examples
    /// ```
    /// use grundy::game::octal::{OctalGame, SparseSolver};
    /// for code in ["0.161", "0.6", "4!.0"] {
    ///     let game: OctalGame = code.parse()?;
    ///     let mut one = SparseSolver::<u16>::new(&game).unwrap();
    ///     let mut two = SparseSolver::<u16>::new(&game).unwrap();
    ///     two.set_threads(2); // one on a machine with one core
    ///     one.extend_to(20_000).unwrap();
    ///     two.extend_to(20_000).unwrap();
    ///     assert_eq!(one.values(), two.values());
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_threads(&mut self, threads: usize) -> usize {
        // More threads than cores would wait for each other at every heap (0.161, 300,000
        // values on 2 cores: 0.28 s on 2 threads, 15.9 s on 4).
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        self.set_threads_at_most(threads.min(cores))
    }

    /// [`SparseSolver::set_threads`] without the bound of the number of cores.
    fn set_threads_at_most(&mut self, threads: usize) -> usize {
        let mut t = threads.clamp(1, MAX_THREADS);
        while t > 1 && self.recent_options(t - 1) > leapfrog::MAX_LEFT_OUT {
            t -= 1;
        }
        self.threads = t;
        self.helpers.truncate(t - 1);
        t
    }

    /// [`SparseSolver::set_threads`] even beyond the number of cores, and runs of at least
    /// `parallel_min` new values take the threads (tests: 0, so that every run does).
    #[cfg(test)]
    pub(crate) fn force_threads(&mut self, threads: usize, parallel_min: usize) -> usize {
        self.parallel_min = parallel_min;
        self.set_threads_at_most(threads)
    }

    /// Tests: every thread finds the cores shared after `heaps` heaps of each threaded run,
    /// and the stretches computed alone then go in steps of `solo` heaps.
    #[cfg(test)]
    pub(crate) fn fake_shared_cores(&mut self, heaps: usize, solo: usize) {
        self.sharing.fake_after = heaps;
        self.sharing.solo_chunk = solo;
    }

    /// This copy's search counts: per class (full scans, scan steps, scattered scans), and
    /// the slow heaps.
    fn search_counts(&self) -> (Vec<(u64, u64, u64)>, u64) {
        let classes = self.classes.iter().map(|c| (c.full_scans, c.scan_steps, c.scatter_scans));
        (classes.collect(), self.slow_heaps)
    }

    /// Adds a dropped copy's [`SparseSolver::search_counts`] to this solver's.
    fn add_search_counts(&mut self, (classes, slow_heaps): &(Vec<(u64, u64, u64)>, u64)) {
        for (c, &(full, steps, scatter)) in self.classes.iter_mut().zip(classes) {
            c.full_scans += full;
            c.scan_steps += steps;
            c.scatter_scans += scatter;
        }
        self.slow_heaps += slow_heaps;
    }

    /// The stretches computed alone because the threads were not getting cores of their
    /// own (they park while they wait, and threads that keep parking hand the run to one
    /// thread for a while).
    pub fn solo_stretches(&self) -> u64 {
        self.sharing.stretches
    }

    /// Tests: the threads compute every heap as if the heaps in flight were known (a
    /// broken variant, which the tests must catch).
    #[cfg(test)]
    pub(crate) fn ignore_in_flight(&mut self) {
        self.ignore_in_flight = true;
    }

    /// The number of values computed.
    pub fn len(&self) -> usize {
        self.shift() + self.vals.len()
    }

    /// G(x) is `vals[x - shift]` for x >= `base`.
    #[inline(always)]
    fn shift(&self) -> usize {
        self.base - self.prefix_len
    }

    /// Whether no value is computed yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// G(0), G(1), ... as computed so far; with a [window](SparseSolver::set_window),
    /// only the values from [`SparseSolver::first_kept`] on.
    pub fn values(&self) -> &[V] {
        &self.vals[self.prefix_len..]
    }

    /// The values of [`SparseSolver::values`], consuming the solver.
    pub fn into_values(mut self) -> Vec<V> {
        self.vals.split_off(self.prefix_len)
    }

    /// The period of the values so far ([`period::find_period`]) under `rule`; `None`
    /// once a window has dropped values.
    pub fn find_period(&self, rule: &period::PeriodRule) -> Option<Period> {
        if self.base > 0 {
            return None;
        }
        period::find_period(&self.vals, rule)
    }

    /// How many heaps were computed by the slow path of a window (on every thread).
    pub fn slow_heaps(&self) -> u64 {
        self.slow_heaps + self.helpers.iter().map(|h| h.slow_heaps).sum::<u64>()
    }

    /// The masks, rare heaps and full-scan counts so far.
    pub fn stats(&self) -> SparseStats {
        let classes = self
            .classes
            .iter()
            .enumerate()
            .map(|(ci, c)| {
                // Every thread searched its own heaps.
                let helpers = self.helpers.iter().map(|h| &h.classes[ci]);
                let (full_scans, scan_steps, scatter_scans) = helpers
                    .fold((c.full_scans, c.scan_steps, c.scatter_scans), |(f, s, x), h| {
                        (f + h.full_scans, s + h.scan_steps, x + h.scatter_scans)
                    });
                let mut rare_values: Vec<u32> = c.rare_val.iter().map(|v| v.get()).collect();
                rare_values.sort_unstable();
                rare_values.dedup();
                rare_values.truncate(64);
                ClassStats {
                    parity: c.parity as u8,
                    moves: c.ks.clone(),
                    mask: c.mask,
                    rare_heaps: c.rare_pos.len(),
                    rare_values,
                    last_rare_heap: c.rare_pos.last().copied().unwrap_or(0),
                    full_scans,
                    scan_steps,
                    scatter_scans,
                }
            })
            .collect();
        SparseStats { classes, slow_heaps: self.slow_heaps() }
    }

    /// Computes values until `end` of them are known.
    ///
    /// # Errors
    /// [`ExtendError::Overflow`] when a value does not fit in `V`: the values before it
    /// are kept and the solver can be [widened](SparseSolver::widen) and resumed.
    /// [`ExtendError::Archive`] when a windowed solver's archive fails: the values
    /// computed are kept, and the solver can go on once the archive works again.
    ///
    /// # Complexity
    /// See the module doc.
    pub fn extend_to(&mut self, end: usize) -> Result<(), ExtendError> {
        self.extend_until(end, &AtomicBool::new(false))
    }

    /// Like [`SparseSolver::extend_to`], but returns early (with fewer values) once
    /// `stop` is set; the flag is polled every 256 values.
    ///
    /// # Errors
    /// As [`SparseSolver::extend_to`].
    pub fn extend_until(&mut self, end: usize, stop: &AtomicBool) -> Result<(), ExtendError> {
        V::extend_solver(self, end, stop)
    }

    /// [`SparseSolver::extend_until`], instantiated only by [`CompactValue::extend_solver`].
    pub(crate) fn extend_here(&mut self, end: usize, stop: &AtomicBool) -> Result<(), ExtendError> {
        let more = end.saturating_sub(self.len());
        self.vals.reserve(self.window().map_or(more, |w| more.min(2 * w.recent)));
        if self.threads > 1 && more >= self.parallel_min.max(1) {
            return leapfrog::extend(self, end, stop);
        }
        self.extend_alone(end, stop)
    }

    /// [`SparseSolver::extend_until`] on this thread.
    fn extend_alone(&mut self, end: usize, stop: &AtomicBool) -> Result<(), ExtendError> {
        while self.len() < end {
            let n = self.len();
            if n.is_multiple_of(256) && stop.load(Ordering::Relaxed) {
                return Ok(());
            }
            let mut value = self.next_value(n);
            if value == SLOW {
                value = self.slow_value(n)?;
            }
            let Some(stored) = V::from_u32(value) else {
                return Err(ValueOverflow { heap: n, value: Nimber::from(value) }.into());
            };
            self.push(n, value, stored);
            self.slide(n + 1)?;
        }
        Ok(())
    }

    /// G(n): the hot loop is compiled twice, without the equal-split handling of `!`
    /// moves (every octal code without `!`) and with it.
    #[inline(always)]
    fn next_value(&mut self, n: usize) -> u32 {
        self.next_value_leaving_out(n, 0, &mut |_| true)
    }

    /// G(n) with the options that read one of the `recent` heaps before n left out at
    /// first (their values need not be known yet, [`leapfrog`]): each value v, in
    /// increasing order, that none of the other options gives goes to `settle`, which
    /// answers whether no option left out gives it either (then G(n) = v; else v is an
    /// option and the search goes on). With `recent` = 0 and `settle` always true, G(n).
    #[inline(always)]
    fn next_value_leaving_out(
        &mut self,
        n: usize,
        recent: usize,
        settle: &mut impl FnMut(u32) -> bool,
    ) -> u32 {
        // Compiled apart for the threads that leave options out, and for a window that
        // has dropped values: one thread with every value runs the loop it ran before
        // they existed.
        match (self.classes.iter().any(|c| c.any_unequal), recent > 0) {
            (true, true) => self.next_value_in::<true, true>(n, recent, settle),
            (true, false) => self.next_value_in::<true, false>(n, 0, settle),
            (false, true) => self.next_value_in::<false, true>(n, recent, settle),
            (false, false) => self.next_value_in::<false, false>(n, 0, settle),
        }
    }

    #[inline(always)]
    fn next_value_in<const UNEQUAL: bool, const LEAVE_OUT: bool>(
        &mut self,
        n: usize,
        recent: usize,
        settle: &mut impl FnMut(u32) -> bool,
    ) -> u32 {
        match self.base > 0 {
            true => self.next_value_with::<UNEQUAL, LEAVE_OUT, true>(n, recent, settle),
            false => self.next_value_with::<UNEQUAL, LEAVE_OUT, false>(n, recent, settle),
        }
    }

    #[inline(always)]
    fn next_value_with<const UNEQUAL: bool, const LEAVE_OUT: bool, const WINDOWED: bool>(
        &mut self,
        n: usize,
        recent: usize,
        settle: &mut impl FnMut(u32) -> bool,
    ) -> u32 {
        // Exactly the values before n (the threads of `leapfrog` cut theirs there).
        let vals = &self.vals[..];
        debug_assert_eq!(vals.len(), n - self.shift());
        let reads = match WINDOWED {
            true => Reads {
                vals,
                shift: self.shift(),
                prefix_len: self.prefix_len,
                base: self.base,
                take_all: &self.take_all,
                take_one: &self.take_one,
                windowed: true,
            },
            false => Reads {
                vals,
                shift: 0,
                prefix_len: 0,
                base: 0,
                take_all: &self.take_all,
                take_one: &self.take_one,
                windowed: false,
            },
        };
        let classes = &mut self.classes[..];
        // The option set lives in registers while the values are small.
        let limits = (self.scatter_steps, self.switch_splits);
        if self.value_bits <= self.register_bits {
            let set = &mut Bits64(0);
            next_value::<V, _, UNEQUAL, LEAVE_OUT, WINDOWED>(reads, classes, (n, recent), limits, set, settle)
        } else {
            // At least 8 bytes (the mex reads whole words).
            let len = (1usize << self.value_bits.max(3)).min(BYTE_SET_LEN);
            self.bytes[..len].fill(0);
            let set = &mut ByteSet { bytes: &mut self.bytes, len };
            next_value::<V, _, UNEQUAL, LEAVE_OUT, WINDOWED>(reads, classes, (n, recent), limits, set, settle)
        }
    }

    #[inline(always)]
    fn push(&mut self, n: usize, value: u32, stored: V) {
        self.vals.push(stored);
        self.absorb(n, value, stored);
    }

    /// Takes G(`n`) = `value` (stored as `vals[n]` already) into the masks and rare lists;
    /// the values before it were taken before, in order. Only `vals[..=n]` is read (the
    /// threads of [`leapfrog`] keep placeholders after it).
    #[inline(always)]
    fn absorb(&mut self, n: usize, value: u32, stored: V) {
        while value >> self.value_bits != 0 {
            self.value_bits += 1;
        }
        if n == 0 {
            return;
        }
        let ext = ((value << 1) | (n & 1) as u32) as usize;
        if ext >= self.counts.len() {
            self.counts.resize((ext + 1).next_power_of_two(), 0);
        }
        self.counts[ext] += 1;
        let mut rebuild = n >= 32 && n.is_power_of_two();
        for c in &mut self.classes {
            if let Some(mask) = c.mask {
                if parity(ext as u32 & mask) == 0 {
                    c.rare_pos.push(n);
                    c.rare_val.push(stored);
                    c.flatten_one(c.rare_pos.len() - 1);
                    if c.rare_pos.len() >= 2 * c.rare_at_rebuild + 64 {
                        rebuild = true;
                    }
                }
            }
        }
        if rebuild {
            self.rebuild(n + 1);
        }
    }

    /// Chooses the best mask of every class and rebuilds its rare list from the first
    /// `known` values.
    fn rebuild(&mut self, known: usize) {
        // Walsh-Hadamard transform of the counts: f[m] = sum of count[x] (-1)^|x & m|.
        let size = self.counts.len().max(2);
        let mut f: Vec<i64> = self.counts.iter().map(|&c| c as i64).collect();
        f.resize(size, 0);
        let mut h = 1;
        while h < size {
            for i in (0..size).step_by(2 * h) {
                for j in i..i + h {
                    let (x, y) = (f[j], f[j + h]);
                    f[j] = x + y;
                    f[j + h] = x - y;
                }
            }
            h *= 2;
        }
        let total = f[0];
        let frozen = self.masks_frozen(known);
        for ci in 0..self.classes.len() {
            let c = &self.classes[ci];
            // For odd removals the heap parity bit must stay out of the mask: otherwise
            // every common candidate would be unsafe.
            let step = if c.parity == 1 { 2 } else { 1 };
            let rare_of = |m: usize| ((total + f[m]) / 2) as u64;
            let mut best: Option<(u64, usize)> =
                c.mask.map(|m| m as usize).filter(|&m| m < size).map(|m| (rare_of(m), m));
            for m in (step..size).step_by(step) {
                let r = rare_of(m);
                if best.is_none_or(|(br, _)| r < br) {
                    best = Some((r, m));
                }
            }
            let new_mask = match best {
                _ if frozen => c.mask,
                Some((r, m)) if r * PLAIN_FRACTION <= total as u64 => Some(m as u32),
                _ => None,
            };
            let c = &mut self.classes[ci];
            if new_mask != c.mask {
                c.mask = new_mask;
                c.rare_pos.clear();
                c.rare_val.clear();
                if let Some(mask) = new_mask {
                    // Only before a window may drop values (see `masks_frozen`).
                    for (a, &va) in self.vals[..known].iter().enumerate().skip(1) {
                        let ext = (va.get() << 1) | (a & 1) as u32;
                        if parity(ext & mask) == 0 {
                            c.rare_pos.push(a);
                            c.rare_val.push(va);
                        }
                    }
                }
            }
            c.rare_at_rebuild = c.rare_pos.len();
            c.flatten();
        }
    }
}

impl SparseSolver<u8> {
    /// The same solver storing two bytes per value.
    pub fn widen(self) -> SparseSolver<u16> {
        let widen_vec = |v: Vec<u8>| v.into_iter().map(u16::from).collect::<Vec<u16>>();
        SparseSolver {
            vals: widen_vec(self.vals),
            base: self.base,
            prefix_len: self.prefix_len,
            windowed: self.windowed,
            slow_heaps: self.slow_heaps,
            take_all: self.take_all,
            take_one: self.take_one,
            classes: self
                .classes
                .into_iter()
                .map(|c| Class {
                    parity: c.parity,
                    ks: c.ks,
                    unequal: c.unequal,
                    any_unequal: c.any_unequal,
                    skip: c.skip,
                    mask: c.mask,
                    rare_pos: c.rare_pos,
                    rare_val: widen_vec(c.rare_val),
                    rare_at_rebuild: c.rare_at_rebuild,
                    flat_offset: c.flat_offset,
                    flat_value: widen_vec(c.flat_value),
                    flat_short: c.flat_short,
                    max_offset: c.max_offset,
                    full_scans: c.full_scans,
                    scan_steps: c.scan_steps,
                    scatter_scans: c.scatter_scans,
                })
                .collect(),
            counts: self.counts,
            bytes: self.bytes,
            value_bits: self.value_bits,
            register_bits: self.register_bits,
            scatter_steps: self.scatter_steps,
            switch_splits: self.switch_splits,
            threads: self.threads,
            parallel_min: self.parallel_min,
            // The other threads take copies of the widened solver when they next start.
            helpers: Vec::new(),
            sharing: self.sharing.clone(),
            #[cfg(test)]
            ignore_in_flight: self.ignore_in_flight,
        }
    }
}
