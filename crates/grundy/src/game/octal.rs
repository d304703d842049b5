//! Take-and-break games on heaps: the game code ([`OctalGame`], parsed from `0.07`,
//! `.137`, `4.7`, Grundy's game `4!.0`, a hexadecimal or base-32 code such as `0.F`, or a
//! subtraction game `S(1,3,4)`), compactly stored Grundy sequences ([`Values`]), and the
//! driver [`solve`] that computes G(0..N), finds the period and certifies it.
//!
//! The code and its digits are read in `octal/code.rs`, the values stored in
//! `octal/values.rs`. The algorithms live in the child modules: [`plain`] (the reference:
//! every option enumerated), [`sparse`] (the rare/common method of Gangolli and Plambeck,
//! for the codes whose moves leave at most two heaps) and [`period`] (period detection and
//! the Guy-Smith certificate). This file holds the driver: [`solve`] picks the method,
//! runs it in slices (the observer sees each, the stop flag is read between them) and
//! looks for the period at checkpoints; [`resume`] does the same after known values,
//! rebuilding the solver from them, so a resumed run gives the values of one uninterrupted
//! run.
//!
//! Cost: about O(N (r + t)) time for N values of a game with r rare heaps and t digits by
//! the sparse method, O(N^j t) by the plain method for moves that leave j heaps; one or
//! two bytes a value.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::game::LimitError;
use plain::PlainSolver;

pub mod census;
mod code;
pub mod long_run;
pub mod period;
pub mod plain;
pub mod sparse;
mod values;

#[cfg(test)]
mod tests;

pub use code::{
    OctalGame, Parts, MAX_DIGITS, MAX_HEAPS_LEFT, TAKE_ALL, TAKE_LEAVE_ONE, TAKE_SPLIT, TAKE_SPLIT_FOUR,
    TAKE_SPLIT_THREE,
};
pub use period::{find_candidate, find_period, Period, PeriodRule};
pub use sparse::{
    ArchiveError, ExtendError, MemoryArchive, SparseSolver, SparseStats, ValueArchive, ValueOverflow, Window,
};
pub(crate) use values::HistogramCounter;
pub use values::{CompactValue, Values, ValuesRef};

/// Most heap sizes [`solve`] computes (the values must fit in memory: 2^33 two-byte values
/// would already need 16 GiB).
pub const MAX_HEAPS: u64 = 1 << 33;

/// Most heap sizes [`solve`] computes by the plain method, by the most heaps j a move
/// leaves (index j): the work grows as N^j, and these take seconds to a minute.
pub const PLAIN_MAX_HEAPS: [u64; 5] = [100_000, 100_000, 100_000, 5_000, 1_000];

/// How far [`solve`] runs.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct SolveConfig {
    /// Compute G(0..max) at least (and at most `max` values unless `until_periodic`).
    pub max: u64,
    /// Keep going past `max` until the period is certified (or `limit` is reached).
    pub until_periodic: bool,
    /// The hard limit on the number of values when `until_periodic` is set.
    pub limit: u64,
    /// How many threads compute the values of the sparse method (1 unless
    /// [`SolveConfig::with_threads`]; see [`SparseSolver::set_threads`]).
    pub threads: usize,
}

impl SolveConfig {
    /// Compute exactly G(0..max).
    pub fn new(max: u64) -> SolveConfig {
        SolveConfig { max, until_periodic: false, limit: max, threads: 1 }
    }

    /// Compute at least G(0..max), then go on until the period is certified, stopping at
    /// `limit` values at most.
    pub fn until_periodic(max: u64, limit: u64) -> SolveConfig {
        SolveConfig { max, until_periodic: true, limit: limit.max(max), threads: 1 }
    }

    /// The same run on up to `threads` threads: the sparse method computes as many
    /// consecutive heaps at once as the code allows ([`SparseSolver::lag`]), each thread
    /// keeping a copy of the values; the answer is the same on any number of threads.
    ///
    /// # Examples
    /// ```
    /// use std::sync::atomic::AtomicBool;
    /// use grundy::game::octal::{solve, OctalGame, SolveConfig};
    /// let game: OctalGame = "0.161".parse()?;
    /// let stop = AtomicBool::new(false);
    /// let one = solve(&game, &SolveConfig::new(50_000), &mut |_| {}, &stop)?;
    /// let two = solve(&game, &SolveConfig::new(50_000).with_threads(2), &mut |_| {}, &stop)?;
    /// assert_eq!(one.values, two.values);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_threads(self, threads: usize) -> SolveConfig {
        SolveConfig { threads: threads.max(1), ..self }
    }
}

/// What [`solve`] reports to its observer while it runs.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Progress {
    /// Values computed so far.
    pub done: u64,
    /// The current goal (it may move while periods are detected).
    pub target: u64,
    /// The best period candidate so far.
    pub period: Option<Period>,
    /// How many heaps a windowed run ([`long_run::LongRun`]) computed by the slow path,
    /// reading values back from its archive (0 for [`solve`]).
    pub slow_heaps: u64,
}

/// The result of [`solve`].
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Solution {
    /// The game.
    pub game: OctalGame,
    /// G(0), G(1), ..., as far as computed.
    pub values: Values,
    /// The period found in the values (certified or not), if any.
    pub period: Option<Period>,
    /// Whether the run was stopped by the caller's stop flag before its goal.
    pub stopped: bool,
    /// The sparse-space statistics: masks and rare heaps (none for the plain method).
    pub stats: SparseStats,
    /// Which method computed the values.
    pub method: Method,
}

/// How [`solve`] computed the values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Method {
    /// The sparse-space method ([`sparse`]): codes whose moves leave at most two heaps.
    Sparse,
    /// The plain method ([`plain`]): every option enumerated, O(N^j t) for moves that
    /// leave j heaps.
    Plain,
}

/// Computes Grundy values of `game` as `config` asks, with the sparse-space method (the
/// plain method for the codes it does not handle, [`Method`]), and looks for a period with
/// [`find_period`] under the game's [`PeriodRule`] at checkpoints. `observer` is called
/// after every slice of values: 4,096 to 65,536 of them, sized to take about a tenth of a
/// second, so that slow games report as often as fast ones; the computation stops early (keeping what is known) once `stop` is
/// set. For a game without a periodicity theorem ([`PeriodRule::none`]) `until_periodic`
/// computes `max` values only, as nothing can be certified.
///
/// # Complexity
/// For a game with a sparse space, about O(N (r + t)) time for N values and r rare heaps;
/// without one, O(N^2 t) like the plain method, and O(N^j t) for moves that leave j > 2
/// heaps. Memory: one or two bytes per value. The period search at each checkpoint costs
/// O(N) in practice.
///
/// # Errors
/// A [`LimitError`] when more than [`MAX_HEAPS`] values are requested (for the plain
/// method, more than [`PLAIN_MAX_HEAPS`]; an `until_periodic` run stops there instead) or a
/// value reaches 65536.
///
/// # Examples
/// ```
/// use std::sync::atomic::AtomicBool;
/// use grundy::game::octal::{solve, OctalGame, SolveConfig};
/// let dawson: OctalGame = "0.07".parse()?;
/// let sol = solve(&dawson, &SolveConfig::until_periodic(100, 10_000), &mut |_| {}, &AtomicBool::new(false))?;
/// let period = sol.period.unwrap();
/// assert!(period.certified);
/// assert_eq!((period.period, period.preperiod), (34, 53));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve(
    game: &OctalGame,
    config: &SolveConfig,
    observer: &mut dyn FnMut(&Progress),
    stop: &AtomicBool,
) -> Result<Solution, LimitError> {
    resume(game, Values::U8(Vec::new()), config, &mut |progress, _| observer(progress), stop)
}

/// [`solve`], continuing after `known` = G(0), G(1), ... (the values of an earlier run of
/// the same game, taken as they are: nothing checks them), and showing the observer the
/// values computed so far with each report, so that it can save them. Known values beyond
/// what `config` asks for are dropped. The values, period and certificate are those a
/// single uninterrupted run computes; only the search statistics of
/// [`ClassStats`](sparse::ClassStats) (`full_scans`, `scan_steps`, `scatter_scans`) count
/// the new values alone.
///
/// # Complexity
/// That of [`solve`] for the new values, plus O(N s) to take up N known values.
///
/// # Errors
/// As [`solve`].
///
/// # Examples
/// ```
/// use std::sync::atomic::AtomicBool;
/// use grundy::game::octal::{resume, solve, OctalGame, SolveConfig, Values};
/// let game: OctalGame = "0.161".parse()?;
/// let stop = AtomicBool::new(false);
/// let whole = solve(&game, &SolveConfig::new(5000), &mut |_| {}, &stop)?;
/// let Values::U8(all) = &whole.values else { unreachable!() };
/// let known = Values::U8(all[..1234].to_vec());
/// let resumed = resume(&game, known, &SolveConfig::new(5000), &mut |_, _| {}, &stop)?;
/// assert_eq!(resumed.values, whole.values);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn resume(
    game: &OctalGame,
    known: Values,
    config: &SolveConfig,
    observer: &mut dyn FnMut(&Progress, ValuesRef<'_>),
    stop: &AtomicBool,
) -> Result<Solution, LimitError> {
    let rule = game.period_rule();
    // Without a theorem no period can be certified: compute `max` values and stop.
    let until_periodic = config.until_periodic && rule.has_theorem();
    let mut limit = if until_periodic { config.limit } else { config.max };
    if let Some(most) = game.plain_bound() {
        if config.max > most {
            return Err(LimitError {
                what: "number of heap sizes by the plain method",
                requested: config.max,
                limit: most,
            });
        }
        // An `until_periodic` run stops at what the method can compute.
        limit = limit.min(most);
    }
    if limit > MAX_HEAPS {
        return Err(LimitError { what: "number of heap sizes", requested: limit, limit: MAX_HEAPS });
    }
    let keep = usize::try_from(limit).unwrap_or(usize::MAX);
    let mut solver = Solver::resume(game, known, keep);
    solver.set_threads(config.threads);
    let mut period: Option<Period> = None;
    let mut target = config.max;
    let mut next_check = 1024u64.min(target);
    let mut stopped = false;
    let mut slice = MIN_SLICE;
    loop {
        let goal = next_check.min(target);
        // Compute up to `goal` in slices, so the observer and the stop flag are served.
        while solver.len() < goal {
            if stop.load(Ordering::Relaxed) {
                stopped = true;
                break;
            }
            let slice_end = goal.min(solver.len() + slice);
            let started = Instant::now();
            solver.extend_to(slice_end, stop)?;
            slice = next_slice(slice, started.elapsed());
            solver.with_values(|values| {
                observer(&Progress { done: solver.len(), target, period, slow_heaps: 0 }, values)
            });
        }
        let n = solver.len();
        if until_periodic || n == target || stopped {
            period = solver.find_period(&rule);
        }
        if stopped || n >= target && !until_periodic {
            break;
        }
        if until_periodic {
            if let Some(p) = period {
                if p.certified && n >= config.max {
                    break;
                }
                // A candidate: aim at the length that would certify it.
                if let Some(needed) = p.needed {
                    target = target.max(needed.min(limit));
                }
            }
            if n >= limit {
                break;
            }
            if n >= target {
                target = (n + n / 4).clamp(n + 1, limit);
            }
        }
        next_check = match period {
            // Certified before --max: no further search is needed.
            Some(p) if p.certified => config.max,
            Some(Period { needed: Some(needed), .. }) if needed > n => needed.min(n + n / 4 + 1024),
            _ => n + n / 4 + 1024,
        };
    }
    let stats = solver.stats();
    let method = if matches!(solver, Solver::Plain(_)) { Method::Plain } else { Method::Sparse };
    Ok(Solution { game: game.clone(), values: solver.into_values(), period, stopped, stats, method })
}

/// The fewest values between two calls of [`resume`]'s observer (a slice of fewer would
/// not start the threads of a run on several, [`SparseSolver::set_threads`]).
const MIN_SLICE: u64 = 1 << 12;

/// The most values between two calls of [`resume`]'s observer.
const MAX_SLICE: u64 = 1 << 16;

/// How long a slice of values should take.
const SLICE_TIME: Duration = Duration::from_millis(100);

/// The next slice's length after one of `slice` values took `took`: doubled when it took
/// under half of [`SLICE_TIME`], halved when over twice, within [`MIN_SLICE`] ..=
/// [`MAX_SLICE`].
fn next_slice(slice: u64, took: Duration) -> u64 {
    if took < SLICE_TIME / 2 {
        (slice * 2).min(MAX_SLICE)
    } else if took > SLICE_TIME * 2 {
        (slice / 2).max(MIN_SLICE)
    } else {
        slice
    }
}

/// An error of a sparse solver's `extend_until` as [`solve`] reports it, the run asked
/// for heaps up to `end` with `kept` values computed: a value past two bytes (only the
/// two-byte solver reports one; the one-byte solver widens instead), or, if an archive
/// ever failed, the limit of what the run keeps in memory (`solve` sets no window, so
/// none can).
fn limit_error(error: ExtendError, end: u64, kept: usize) -> LimitError {
    match error {
        ExtendError::Overflow(overflow) => {
            LimitError { what: "Grundy value", requested: overflow.value, limit: u64::from(u16::MAX) }
        }
        ExtendError::Archive(_) => {
            LimitError { what: "heaps kept in memory", requested: end, limit: kept as u64 }
        }
    }
}

/// The solver at its current width, or the plain method.
enum Solver {
    U8(SparseSolver<u8>),
    U16(SparseSolver<u16>),
    Plain(PlainSolver),
}

impl Solver {
    /// The solver for `game` after the first `keep` values of `known` (the sparse method
    /// when the code allows it, at the width of `known`).
    fn resume(game: &OctalGame, known: Values, keep: usize) -> Solver {
        let sparse = match &known {
            Values::U8(v) => SparseSolver::resume(game, &v[..keep.min(v.len())]).map(Solver::U8),
            Values::U16(v) => SparseSolver::resume(game, &v[..keep.min(v.len())]).map(Solver::U16),
        };
        sparse.unwrap_or_else(|| {
            let mut values = known.to_vec();
            values.truncate(keep);
            Solver::Plain(PlainSolver::resume(game, values))
        })
    }

    /// Computes on up to `threads` threads (the plain method runs on one).
    fn set_threads(&mut self, threads: usize) {
        match self {
            Solver::U8(s) => _ = s.set_threads(threads),
            Solver::U16(s) => _ = s.set_threads(threads),
            Solver::Plain(_) => {}
        }
    }

    /// Calls `f` with a view of the values so far (the plain method's are narrowed to two
    /// bytes: they were checked to fit when computed).
    fn with_values(&self, f: impl FnOnce(ValuesRef<'_>)) {
        match self {
            Solver::U8(s) => f(ValuesRef::U8(s.values())),
            Solver::U16(s) => f(ValuesRef::U16(s.values())),
            Solver::Plain(s) => {
                let values: Vec<u16> = s.values().iter().map(|&v| v as u16).collect();
                f(ValuesRef::U16(&values))
            }
        }
    }

    fn len(&self) -> u64 {
        match self {
            Solver::U8(s) => s.len() as u64,
            Solver::U16(s) => s.len() as u64,
            Solver::Plain(s) => s.values().len() as u64,
        }
    }

    fn extend_to(&mut self, end: u64, stop: &AtomicBool) -> Result<(), LimitError> {
        loop {
            match self {
                Solver::U8(s) => match s.extend_until(end as usize, stop) {
                    Ok(()) => return Ok(()),
                    Err(ExtendError::Overflow(_)) => {
                        let placeholder = Solver::Plain(PlainSolver::new(&OctalGame::nothing()));
                        if let Solver::U8(s) = std::mem::replace(self, placeholder) {
                            *self = Solver::U16(s.widen());
                        }
                    }
                    Err(error) => return Err(limit_error(error, end, s.len())),
                },
                Solver::U16(s) => {
                    return s
                        .extend_until(end as usize, stop)
                        .map_err(|error| limit_error(error, end, s.len()));
                }
                Solver::Plain(s) => {
                    let before = s.values().len();
                    s.extend_until(end as usize, stop);
                    // The values before were checked when they were computed.
                    return match s.values()[before..].iter().find(|&&v| v > u64::from(u16::MAX)) {
                        Some(&v) => {
                            Err(LimitError { what: "Grundy value", requested: v, limit: u64::from(u16::MAX) })
                        }
                        None => Ok(()),
                    };
                }
            }
        }
    }

    fn find_period(&self, rule: &PeriodRule) -> Option<Period> {
        match self {
            Solver::U8(s) => find_period(s.values(), rule),
            Solver::U16(s) => find_period(s.values(), rule),
            Solver::Plain(s) => {
                let values: Vec<u16> = s.values().iter().map(|&v| v as u16).collect();
                find_period(&values, rule)
            }
        }
    }

    fn stats(&self) -> SparseStats {
        match self {
            Solver::U8(s) => s.stats(),
            Solver::U16(s) => s.stats(),
            Solver::Plain(_) => SparseStats::default(),
        }
    }

    fn into_values(self) -> Values {
        match self {
            Solver::U8(s) => Values::U8(s.into_values()),
            Solver::U16(s) => Values::U16(s.into_values()),
            Solver::Plain(s) => {
                let values = s.into_values();
                match values.iter().all(|&v| v < 256) {
                    true => Values::U8(values.into_iter().map(|v| v as u8).collect()),
                    false => Values::U16(values.into_iter().map(|v| v as u16).collect()),
                }
            }
        }
    }
}
