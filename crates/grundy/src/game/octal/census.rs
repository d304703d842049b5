//! A census of many take-and-break codes: every code a pattern stands for
//! ([`expand_pattern`]: `#` = each octal digit, `@` = each hexadecimal digit, so `0.###`
//! is every three-digit octal code), each run until its period is certified or a number
//! of values is reached ([`census`]), summarised in one [`CensusRow`] per code (the
//! values themselves are dropped as soon as a row is made).
//!
//! The codes are shared out to worker threads from one queue (each takes the next code
//! when it is done with one), so a few long runs do not hold up the rest; a watchdog
//! stops a run that passes its time budget, and the caller's stop flag stops them all.
//! The rows do not depend on the number of threads, except for runs cut by the budget.
//!
//! A row whose run found no period candidate gets the weak one of
//! [`super::find_candidate`] (the period its last values follow longest). Codes that are
//! the same game are linked ([`CensusRow::same_as`]): before its values are dropped, a
//! run's sequence is summed up in a 128-bit fingerprint (two SipHash-1-3 hashes of the
//! values): for a certified period, of (period, preperiod, G(0 .. preperiod + period)),
//! which determine every value; otherwise of (the number of values, all of them). Equal
//! fingerprints mean the same sequence for every n, or over the heaps computed, up to a
//! collision of 128-bit hashes.
//!
//! A census spread over other processes or machines (the Python package's `grundy.census`
//! on Dask) runs each code by [`census_code`], which starts from values known (a
//! checkpoint's) and shows the caller the values as they grow (to save them), and links
//! the rows at the end by their [`SequenceKey`]s with [`first_of_kind`]: the rows are
//! those [`census`] makes, whichever process ran each code.
//!
//! # Complexity
//! The sum of the runs' costs ([`super::solve`]) over the threads, plus O(N) per row for
//! the fingerprint and the weak candidate; memory: one run's values per thread (one or two
//! bytes a value), plus O(1) per row.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hasher};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::format::{ParseError, ParseErrorKind};
use crate::game::octal::{
    find_candidate, resume, Method, OctalGame, Period, Progress, SolveConfig, SparseStats, Values, ValuesRef,
};
use crate::game::{LimitError, Nimber};

/// The most codes one census may hold.
pub const MAX_CENSUS_CODES: u64 = 1 << 20;

/// Every code `pattern` stands for, in increasing order of its wildcards (the last one
/// varies fastest): `#` stands for each octal digit 0-7, `@` for each hexadecimal digit
/// 0-F; any other character is kept. Each code is returned as written and parsed.
///
/// # Errors
/// A located [`ParseError`] (columns of the pattern) when a code it stands for is not a
/// valid code (the first one, at the offending character: `#.##` gives d0 = 1, which is
/// refused at column 1), or when it stands for more than [`MAX_CENSUS_CODES`] codes.
///
/// # Examples
/// ```
/// use grundy::game::octal::census::expand_pattern;
/// let codes = expand_pattern("0.#")?;
/// let written: Vec<&str> = codes.iter().map(|(code, _)| code.as_str()).collect();
/// assert_eq!(written, ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"]);
/// assert_eq!(expand_pattern("4.@#")?.len(), 128);
/// assert_eq!(expand_pattern("#.#").unwrap_err().column(), 1);
/// # Ok::<(), grundy::ParseError>(())
/// ```
pub fn expand_pattern(pattern: &str) -> Result<Vec<(String, OctalGame)>, ParseError> {
    const OCTAL: &[u8] = b"01234567";
    const HEX: &[u8] = b"0123456789ABCDEF";
    let src = pattern.as_bytes();
    let slots: Vec<(usize, &[u8])> = src
        .iter()
        .enumerate()
        .filter_map(|(i, &b)| match b {
            b'#' => Some((i, OCTAL)),
            b'@' => Some((i, HEX)),
            _ => None,
        })
        .collect();
    let count = slots.iter().try_fold(1u64, |acc, (_, digits)| acc.checked_mul(digits.len() as u64));
    let count = match count {
        Some(c) if c <= MAX_CENSUS_CODES => c,
        _ => {
            let requested = count.unwrap_or(u64::MAX);
            let kind =
                ParseErrorKind::TooLarge { what: "codes in a census", requested, limit: MAX_CENSUS_CODES };
            return Err(ParseError::at(src, 0, kind));
        }
    };
    let mut codes = Vec::with_capacity(count as usize);
    let mut code = src.to_vec();
    let mut choice = vec![0usize; slots.len()];
    loop {
        for (&(at, digits), &c) in slots.iter().zip(&choice) {
            code[at] = digits[c];
        }
        // Every wildcard is one ASCII character, as is its digit: columns agree.
        let text = String::from_utf8_lossy(&code).into_owned();
        match OctalGame::parse(&text) {
            Ok(game) => codes.push((text, game)),
            Err(err) => {
                let offset = byte_offset(pattern, err.column().saturating_sub(1));
                return Err(ParseError::at(src, offset, err.kind().clone()));
            }
        }
        // The next choice, the last wildcard fastest.
        let mut i = slots.len();
        loop {
            if i == 0 {
                return Ok(codes);
            }
            i -= 1;
            choice[i] += 1;
            if choice[i] < slots[i].1.len() {
                break;
            }
            choice[i] = 0;
        }
    }
}

/// The byte offset of the character at index `chars` of `text`.
fn byte_offset(text: &str, chars: usize) -> usize {
    text.char_indices().nth(chars).map_or(text.len(), |(i, _)| i)
}

/// How far each run of a [`census`] goes.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct CensusConfig {
    /// The most values a run computes (a code whose period is not certified within them
    /// is [`CensusOutcome::Unsolved`]); the plain method stops at [`OctalGame::plain_bound`].
    pub limit: u64,
    /// The most time a run may take (`None`: no bound).
    pub budget: Option<Duration>,
    /// Worker threads (at least 1).
    pub jobs: usize,
}

impl CensusConfig {
    /// Runs of at most `limit` values, no time budget, one thread per core.
    pub fn new(limit: u64) -> CensusConfig {
        let jobs = std::thread::available_parallelism().map_or(1, |n| n.get());
        CensusConfig { limit, budget: None, jobs }
    }

    /// The same with a time budget per run.
    pub fn with_budget(self, budget: Option<Duration>) -> CensusConfig {
        CensusConfig { budget, ..self }
    }

    /// The same with `jobs` threads (at least 1).
    pub fn with_jobs(self, jobs: usize) -> CensusConfig {
        CensusConfig { jobs: jobs.max(1), ..self }
    }
}

/// How the run of one code ended.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CensusOutcome {
    /// The period is certified.
    Solved,
    /// The values ran to the limit without a certified period (a candidate may be known;
    /// a code without a periodicity theorem always ends here).
    Unsolved,
    /// The run passed its time budget.
    OutOfTime,
    /// The caller's stop flag ended the run (or it never started).
    Stopped,
    /// A value passed what the solvers store (65535).
    Failed(LimitError),
}

/// One code of a census.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct CensusRow {
    /// The code as the pattern wrote it.
    pub code: String,
    /// The game.
    pub game: OctalGame,
    /// How the run ended.
    pub outcome: CensusOutcome,
    /// How many values were computed (G(0) .. G(values - 1)).
    pub values: u64,
    /// The period found: certified when the outcome is [`CensusOutcome::Solved`], else the
    /// best candidate ([`super::find_candidate`]: a weak one when no period repeats over
    /// 16 values); `None` with fewer than two values.
    pub period: Option<Period>,
    /// The largest value and the first heap that has it.
    pub largest: Option<(Nimber, u64)>,
    /// The method that computed the values.
    pub method: Method,
    /// The masks and rare heaps of each group of split moves (none for the plain method).
    pub stats: SparseStats,
    /// The first row of the census with the same Grundy sequence, by its index in the
    /// codes: for a solved row, a solved row with the same period and the same values up
    /// to the end of its first period (so equal for every n); for an unsolved one, an
    /// unsolved row with as many values, all equal. `None` for the first of its kind and
    /// for runs cut short (out of time, stopped, failed). See the module doc.
    pub same_as: Option<usize>,
}

/// A run's sequence in brief: equal keys, equal sequences (see the module doc). It is
/// what a row of another process needs to be linked to the others ([`first_of_kind`]);
/// its four numbers are all there is to it, so a front end can write and read them back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SequenceKey {
    /// Certified: the values are determined by (period, preperiod, the first
    /// preperiod + period values).
    pub certified: bool,
    /// The period when certified, else the number of values.
    pub span: u64,
    /// The preperiod when certified, else 0.
    pub preperiod: u64,
    /// The 128-bit fingerprint of the values that determine the sequence.
    pub fingerprint: u128,
}

/// One code's run by [`census_code`]: its row (`same_as` is `None`: it is set when all
/// rows are known, [`first_of_kind`]) and the key of its sequence (`None` for a run cut
/// short: out of time, stopped, failed).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct CodeRun {
    /// The row.
    pub row: CensusRow,
    /// The key that links the row to the rows of the same sequence.
    pub key: Option<SequenceKey>,
}

/// The fingerprint of `values[..end]`: two SipHash-1-3 hashes (fixed keys, told apart by
/// a first byte) of the values as 16-bit numbers, so the width they are stored in does
/// not matter.
fn fingerprint(values: &Values, end: usize) -> u128 {
    let mut hashers = [DefaultHasher::new(), DefaultHasher::new()];
    hashers[0].write_u8(0);
    hashers[1].write_u8(1);
    for n in 0..end.min(values.len()) {
        let value = values.get(n) as u16;
        for hasher in &mut hashers {
            hasher.write_u16(value);
        }
    }
    u128::from(hashers[0].finish()) << 64 | u128::from(hashers[1].finish())
}

/// The key of a finished run, or `None` for a run cut short.
fn sequence_key(outcome: &CensusOutcome, values: &Values, period: Option<&Period>) -> Option<SequenceKey> {
    match (outcome, period) {
        (CensusOutcome::Solved, Some(p)) => {
            let end = usize::try_from(p.preperiod.saturating_add(p.period)).unwrap_or(usize::MAX);
            Some(SequenceKey {
                certified: true,
                span: p.period,
                preperiod: p.preperiod,
                fingerprint: fingerprint(values, end),
            })
        }
        (CensusOutcome::Unsolved, _) => {
            let n = values.len();
            Some(SequenceKey {
                certified: false,
                span: n as u64,
                preperiod: 0,
                fingerprint: fingerprint(values, n),
            })
        }
        _ => None,
    }
}

/// Runs every code of `codes` as `config` says, in parallel, and returns one row per
/// code in the order of `codes`; `on_row(i, row)` is called (from a worker thread) as
/// soon as row `i` is known. Setting `stop` ends the runs under way (their rows say
/// [`CensusOutcome::Stopped`] with what they computed) and the ones not started.
///
/// A code with a periodicity theorem runs until its period is certified or `limit`
/// values; one without runs `limit` values (within the plain method's bound).
///
/// # Examples
/// ```
/// use std::sync::atomic::AtomicBool;
/// use grundy::game::octal::census::{census, expand_pattern, CensusConfig, CensusOutcome};
/// let codes = expand_pattern("0.0#")?;
/// let rows = census(&codes, &CensusConfig::new(10_000), &|_, _| {}, &AtomicBool::new(false));
/// let dawson = &rows[7]; // 0.07
/// assert_eq!(dawson.outcome, CensusOutcome::Solved);
/// let period = dawson.period.unwrap();
/// assert_eq!((period.period, period.preperiod), (34, 53));
/// # Ok::<(), grundy::ParseError>(())
/// ```
pub fn census(
    codes: &[(String, OctalGame)],
    config: &CensusConfig,
    on_row: &(dyn Fn(usize, &CensusRow) + Sync),
    stop: &AtomicBool,
) -> Vec<CensusRow> {
    let jobs = config.jobs.clamp(1, codes.len().max(1));
    let next = AtomicUsize::new(0);
    let rows: Mutex<Vec<Option<CodeRun>>> = Mutex::new(vec![None; codes.len()]);
    // Per worker: its stop flag and the deadline of its run, set together under the lock.
    let flags: Vec<AtomicBool> = (0..jobs).map(|_| AtomicBool::new(false)).collect();
    let deadlines: Mutex<Vec<Option<Instant>>> = Mutex::new(vec![None; jobs]);
    let working = AtomicUsize::new(jobs);
    std::thread::scope(|scope| {
        for worker in 0..jobs {
            let (next, rows, flags, deadlines, working) = (&next, &rows, &flags, &deadlines, &working);
            scope.spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= codes.len() || stop.load(Ordering::Relaxed) {
                        break;
                    }
                    {
                        let mut deadlines = deadlines.lock().unwrap_or_else(|e| e.into_inner());
                        deadlines[worker] = config.budget.and_then(|b| Instant::now().checked_add(b));
                        flags[worker].store(false, Ordering::Relaxed);
                    }
                    let (code, game) = &codes[i];
                    let run = census_code(
                        code,
                        game,
                        config.limit,
                        Values::U8(Vec::new()),
                        &mut |_, _| {},
                        &flags[worker],
                        stop,
                    );
                    // `on_row` sees the row before the rows ahead of it are known.
                    on_row(i, &run.row);
                    rows.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(run);
                }
                working.fetch_sub(1, Ordering::Release);
            });
        }
        // The watchdog: stops a run past its deadline, and every run once `stop` is set.
        while working.load(Ordering::Acquire) > 0 {
            std::thread::sleep(Duration::from_millis(10));
            let deadlines = deadlines.lock().unwrap_or_else(|e| e.into_inner());
            let now = Instant::now();
            for (flag, deadline) in flags.iter().zip(deadlines.iter()) {
                if stop.load(Ordering::Relaxed) || deadline.is_some_and(|d| now >= d) {
                    flag.store(true, Ordering::Relaxed);
                }
            }
        }
    });
    let runs = rows.into_inner().unwrap_or_else(|e| e.into_inner());
    let keys: Vec<Option<SequenceKey>> =
        runs.iter().map(|run| run.as_ref().and_then(|run| run.key)).collect();
    runs.into_iter()
        .zip(codes)
        .zip(first_of_kind(&keys))
        .map(|((run, (code, game)), same_as)| match run {
            Some(run) => CensusRow { same_as, ..run.row },
            None => not_run(code, game),
        })
        .collect()
}

/// For each key, the index of the first equal key before it (`None` for the first of
/// its kind and for `None` keys): the [`CensusRow::same_as`] of rows in this order.
///
/// # Complexity
/// O(n) expected time and space (a hash map of the keys).
///
/// # Examples
/// ```
/// use grundy::game::octal::census::{first_of_kind, SequenceKey};
/// let key = |span| Some(SequenceKey { certified: true, span, preperiod: 0, fingerprint: 7 });
/// assert_eq!(first_of_kind(&[key(2), None, key(3), key(2)]), [None, None, None, Some(0)]);
/// ```
pub fn first_of_kind(keys: &[Option<SequenceKey>]) -> Vec<Option<usize>> {
    let mut first: HashMap<SequenceKey, usize> = HashMap::new();
    keys.iter()
        .enumerate()
        .map(|(i, key)| {
            let key = (*key)?;
            match first.get(&key) {
                Some(&j) => Some(j),
                None => {
                    first.insert(key, i);
                    None
                }
            }
        })
        .collect()
}

/// The row of a code that was never run (the census was stopped first).
fn not_run(code: &str, game: &OctalGame) -> CensusRow {
    CensusRow {
        code: code.to_string(),
        game: game.clone(),
        outcome: CensusOutcome::Stopped,
        values: 0,
        period: None,
        largest: None,
        method: if game.is_octal() { Method::Sparse } else { Method::Plain },
        stats: SparseStats::default(),
        same_as: None,
    }
}

/// Runs one code of a census as [`census`] does: until its period is certified or `limit`
/// values (for a code with a periodicity theorem), else `limit` values within the plain
/// method's bound; starting after `known` = G(0), G(1), ... (an earlier run's values, as
/// [`resume`] takes them: a run resumed from a checkpoint gives the row of an
/// uninterrupted one), showing `observer` the values with each progress report (to save
/// them). Setting `flag` ends the run: its row says [`CensusOutcome::Stopped`] if `stop`
/// is set by then, else [`CensusOutcome::OutOfTime`] (a budget's flag).
///
/// # Complexity
/// That of [`resume`], plus O(N) for the fingerprint and the weak candidate.
///
/// # Examples
/// ```
/// use std::sync::atomic::AtomicBool;
/// use grundy::game::octal::census::{census_code, CensusOutcome};
/// use grundy::game::octal::{OctalGame, Values};
/// let game: OctalGame = "0.07".parse()?;
/// let no = AtomicBool::new(false);
/// let run = census_code("0.07", &game, 10_000, Values::U8(Vec::new()), &mut |_, _| {}, &no, &no);
/// assert_eq!(run.row.outcome, CensusOutcome::Solved);
/// assert!(run.key.is_some_and(|key| key.certified && key.span == 34));
/// # Ok::<(), grundy::ParseError>(())
/// ```
pub fn census_code(
    code: &str,
    game: &OctalGame,
    limit: u64,
    known: Values,
    observer: &mut dyn FnMut(&Progress, ValuesRef<'_>),
    flag: &AtomicBool,
    stop: &AtomicBool,
) -> CodeRun {
    let config = if game.period_rule().has_theorem() {
        SolveConfig::until_periodic(1, limit)
    } else {
        SolveConfig::new(game.plain_bound().map_or(limit, |most| limit.min(most)))
    };
    match resume(game, known, &config, observer, flag) {
        Ok(solution) => {
            let outcome = match solution.period {
                Some(p) if p.certified => CensusOutcome::Solved,
                _ if !solution.stopped => CensusOutcome::Unsolved,
                _ if stop.load(Ordering::Relaxed) => CensusOutcome::Stopped,
                _ => CensusOutcome::OutOfTime,
            };
            let values = &solution.values;
            let rule = game.period_rule();
            let period = solution.period.or_else(|| match values {
                Values::U8(v) => find_candidate(v, &rule),
                Values::U16(v) => find_candidate(v, &rule),
            });
            let key = sequence_key(&outcome, values, period.as_ref());
            let row = CensusRow {
                code: code.to_string(),
                game: game.clone(),
                outcome,
                values: values.len() as u64,
                period,
                largest: values.largest().map(|(v, n)| (v, n as u64)),
                method: solution.method,
                stats: solution.stats,
                same_as: None,
            };
            CodeRun { row, key }
        }
        Err(err) => CodeRun {
            row: CensusRow { outcome: CensusOutcome::Failed(err), ..not_run(code, game) },
            key: None,
        },
    }
}
