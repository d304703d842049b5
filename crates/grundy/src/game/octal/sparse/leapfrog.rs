//! One game on several threads, by leapfrogging. G(n) reads no value closer than
//! G(n - L) (L = [`SparseSolver::lag`]: 2 for 0.161, 0.167 and 0.1777, 1 for Officers 0.6
//! and Grundy's game 4!.0). With T threads, thread w computes the heaps n with
//! n - start ≡ w (mod T), each on its own copy of the solver, T heaps at a time.
//!
//! Before heap n a thread's solver has taken in exactly the values up to n - T (its own
//! and the other threads', in order, through the same [`SparseSolver::absorb`] as a run
//! on one thread), and holds placeholders for the T - 1 heaps in flight before n. When
//! T <= L heap n reads none of them. Otherwise the heap is computed without the options
//! that read them (the takes of k <= T - 1 that leave one heap, and the splits of
//! k + a <= T - 1 tokens into a and m - a: at most 8 of them, [`MAX_LEFT_OUT`], or fewer
//! threads are used): the flat list, the rare lists and the scans skip them, and the mex
//! v of the rest is a candidate. The thread then waits for the heaps in flight (the
//! other threads are finishing them), computes the options left out, and G(n) = v unless
//! one of them is v; then v is an option after all and the search goes on from the next
//! missing value, exactly as one thread would with v found among the splits. The safety
//! argument of the sparse method holds for any subset of the splits, so leaving some out
//! and adding them at the end gives the same mex.
//!
//! The rare heaps that heap n's splits use without a heap in flight are at most n - T,
//! so they are in its lists, and a rare heap taken in later has offsets beyond n: the
//! value computed is the one-thread value, whatever the timing. The masks are chosen
//! when a value is taken in, in heap order, so every copy ends with the masks and rare
//! lists of a one-thread run; only the search counts ([`super::ClassStats`]'s
//! `full_scans`, `scan_steps`, `scatter_scans`), summed over the threads, differ.
//!
//! The values travel through one ring of atomic slots per thread: a thread stores its
//! i-th heap n and G(n) together in slot i mod [`RING`] of its ring (release); a reader
//! waits until the slot holds heap n (acquire). When a thread writes heap n, it has taken
//! in every value up to n - T, so every other thread has published up to n - 2T + 1 and
//! taken in up to n - 3T + 1: the slot's previous heap, n - T RING, has been read by all.
//! No thread waits for a heap that waits for it: the oldest heap in flight reads only
//! published values. A value that does not fit, or the stop flag, ends the run for all
//! threads (the others stop at their next wait); the copies then take in the values up to
//! the first heap some thread did not compute, and agree again.
//!
//! Waiting: a reader spins a short while ([`SPINS`]), then parks; a thread that publishes
//! wakes the parked ones (a sleeper count read after a fence, so no wake-up is lost: the
//! reader counts itself before it looks at the slot a last time). A thread that had to park
//! for more than [`PARK_LIMIT`] of its last [`PARK_WINDOW`] heaps is not getting a core of
//! its own (other programs share them), and a lockstep that meets at every heap would then
//! wait a time slice per heap: it ends the threaded run as the stop flag does, and the run
//! goes on alone for a stretch ([`SOLO_FIRST`], doubling up to [`SOLO_MAX`] while the
//! threads keep finding the cores shared) before it tries the threads again. So a run on
//! T threads never takes much longer than on one, whatever the load, and the values are
//! the same. A copy far behind when the threads start again is made anew (a copy of the
//! values costs less than taking them in one by one).
//!
//! Cost: the threads meet at every heap (a cache line each way), so the gain is large on
//! heaps that cost a microsecond or more and small on cheap heaps. Memory: one copy of the
//! values and of the option set per thread.

use std::sync::atomic::{fence, AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::thread::Thread;
use std::time::{Duration, Instant};

use super::{ArchiveError, CompactValue, ExtendError, SparseSolver, ValueOverflow, SLOW};
use crate::game::Nimber;

/// Runs of fewer new values stay on one thread (starting the threads costs about as much
/// as a few thousand heaps of a cheap game).
pub(super) const MIN_VALUES: usize = 4096;

/// Slots of each thread's ring (at least 3, see the module doc).
const RING: usize = 1024;

/// At most this many options of a heap may read the heaps in flight
/// ([`SparseSolver::set_threads`] keeps fewer threads otherwise).
pub(super) const MAX_LEFT_OUT: usize = 8;

/// Spins before a waiting thread parks.
const SPINS: u32 = 1 << 8;

/// A thread that parked more than this many times in its last [`PARK_WINDOW`] heaps ends
/// the threaded run: the cores are shared (see the module doc).
const PARK_LIMIT: u32 = 8;

/// The heaps of a thread over which its parks are counted.
const PARK_WINDOW: u32 = 1 << 12;

/// How long the run goes on alone after the threads first found the cores shared (doubled
/// doubled each time they find them shared again, up to [`SOLO_MAX`]).
const SOLO_FIRST: Duration = Duration::from_millis(100);

/// The longest stretch computed alone before the threads are tried again.
const SOLO_MAX: Duration = Duration::from_secs(4);

/// A stretch alone is computed in steps of this many heaps (the clock is read between).
const SOLO_CHUNK: usize = 1 << 14;

/// A parked thread looks again after this long even without a wake-up (the wake-ups are
/// not lost; this only bounds the cost of a mistake).
const PARK_TIMEOUT: Duration = Duration::from_millis(20);

/// What the threads share.
struct Exchange {
    /// Per thread, the ring of its values: its i-th heap of the run, n, is published in
    /// slot i mod [`RING`] as (n + 1) << 32 | G(n), so a reader sees the heap and the value
    /// in one load (one cache line crosses over, and only its owner writes it).
    rings: Vec<Vec<AtomicU64>>,
    /// The first heap of the run and the number of threads.
    start: usize,
    threads: usize,
    /// Set when a thread ends early (stop flag, overflow, shared cores): the others stop
    /// waiting.
    abort: AtomicBool,
    /// Set with `abort` when a thread found that it is not getting a core of its own.
    shared_cores: AtomicBool,
    /// The threads, so that a publisher can wake the parked ones.
    handles: Vec<OnceLock<Thread>>,
    /// Threads parked (or about to park) in [`Exchange::wait`].
    sleepers: AtomicUsize,
    /// Waits that ended in a park, over the run (all threads).
    parks: AtomicU64,
    /// The first value that did not fit: (heap, value).
    overflow: Mutex<Option<(usize, u32)>>,
    /// The first failure of a windowed solver's archive.
    failure: Mutex<Option<ArchiveError>>,
}

impl Exchange {
    /// Empty rings for `threads` threads computing heaps from `start` on.
    fn new(start: usize, threads: usize) -> Exchange {
        Exchange {
            rings: (0..threads).map(|_| (0..RING).map(|_| AtomicU64::new(0)).collect()).collect(),
            start,
            threads,
            abort: AtomicBool::new(false),
            shared_cores: AtomicBool::new(false),
            handles: (0..threads).map(|_| OnceLock::new()).collect(),
            sleepers: AtomicUsize::new(0),
            parks: AtomicU64::new(0),
            overflow: Mutex::new(None),
            failure: Mutex::new(None),
        }
    }

    /// The slot of `heap`: its owner's ring and the place in it.
    fn slot(&self, heap: usize) -> &AtomicU64 {
        let i = heap - self.start;
        &self.rings[i % self.threads][(i / self.threads) % RING]
    }

    /// Records a failure of the archive and ends the run.
    fn fail(&self, error: ArchiveError) {
        if let Ok(mut first) = self.failure.lock() {
            first.get_or_insert(error);
        }
        self.end_run();
    }

    /// Ends the run for every thread: sets the abort flag and wakes the parked threads.
    fn end_run(&self) {
        self.abort.store(true, Ordering::Release);
        fence(Ordering::SeqCst);
        self.wake();
    }

    /// Wakes every parked thread (a thread not parked just finds its next park return at
    /// once, and looks at its slot again).
    fn wake(&self) {
        if self.sleepers.load(Ordering::Relaxed) > 0 {
            for handle in self.handles.iter().filter_map(OnceLock::get) {
                handle.unpark();
            }
        }
    }

    /// Publishes G(`heap`) = `value` and wakes the threads parked in [`Exchange::wait`].
    fn publish(&self, heap: usize, value: u32) {
        self.slot(heap).store((tag(heap) << 32) | u64::from(value), Ordering::Release);
        // Orders the store before the sleeper count is read: a reader counts itself before
        // its last look at the slot, so either it sees the value or this sees it.
        fence(Ordering::SeqCst);
        self.wake();
    }

    /// G(`heap`) once its owner has published it, and whether the wait parked; `None` when
    /// the run was aborted first.
    fn wait(&self, heap: usize) -> Option<(u32, bool)> {
        let slot = self.slot(heap);
        let ready = |word: u64| (word >> 32 == tag(heap)).then_some(word as u32);
        for _ in 0..SPINS {
            if let Some(value) = ready(slot.load(Ordering::Acquire)) {
                return Some((value, false));
            }
            if self.abort.load(Ordering::Acquire) {
                // The value may have come just before the abort.
                return ready(slot.load(Ordering::Acquire)).map(|v| (v, false));
            }
            std::hint::spin_loop();
        }
        self.parks.fetch_add(1, Ordering::Relaxed);
        self.sleepers.fetch_add(1, Ordering::SeqCst);
        let value = loop {
            if let Some(value) = ready(slot.load(Ordering::SeqCst)) {
                break Some(value);
            }
            if self.abort.load(Ordering::SeqCst) {
                break ready(slot.load(Ordering::Acquire));
            }
            std::thread::park_timeout(PARK_TIMEOUT);
        };
        self.sleepers.fetch_sub(1, Ordering::SeqCst);
        value.map(|v| (v, true))
    }
}

/// The 32-bit tag of `heap` in a slot: its low 31 bits with the top bit set, so that no
/// tag is 0 (a slot not yet written) and two heaps a slot holds in turn, T · [`RING`]
/// apart, never share one. (The heap itself does not fit from 2^32 on: a run past 2^32
/// values once waited forever for a tag that had overflowed.)
fn tag(heap: usize) -> u64 {
    (heap as u64 & 0x7fff_ffff) | 0x8000_0000
}

/// How the threads found the cores, kept by the solver between runs.
#[derive(Clone, Debug)]
pub(super) struct Sharing {
    /// The heaps computed alone between two looks at the clock ([`SOLO_CHUNK`]).
    pub(super) solo_chunk: usize,
    /// The stretches computed alone so far.
    pub(super) stretches: u64,
    /// Tests: a thread finds the cores shared after this many heaps of a threaded run.
    #[cfg(test)]
    pub(super) fake_after: usize,
}

impl Default for Sharing {
    fn default() -> Sharing {
        Sharing {
            solo_chunk: SOLO_CHUNK,
            stretches: 0,
            #[cfg(test)]
            fake_after: usize::MAX,
        }
    }
}

/// Where one thread ended.
struct Ended {
    /// Its first heap not computed (at or past `end` when it finished).
    next: usize,
    /// The values its solver has taken in (all before this).
    taken: usize,
}

/// [`SparseSolver::extend_until`] on `solver.threads` threads (see the module doc): the
/// threads run while they have cores of their own, and stretches computed alone take over
/// while they do not.
pub(super) fn extend<V: CompactValue>(
    solver: &mut SparseSolver<V>,
    end: usize,
    stop: &AtomicBool,
) -> Result<(), ExtendError> {
    let mut solo = SOLO_FIRST;
    loop {
        let threaded = Instant::now();
        if !extend_threaded(solver, end, stop)? {
            return Ok(());
        }
        // The cores are shared: alone for a stretch, longer each time unless the threads
        // ran well for a while.
        if threaded.elapsed() > 4 * solo {
            solo = SOLO_FIRST;
        }
        solver.sharing.stretches += 1;
        let alone = Instant::now();
        loop {
            let upto = (solver.len() + solver.sharing.solo_chunk).min(end);
            solver.extend_alone(upto, stop)?;
            if solver.len() >= end || stop.load(Ordering::Relaxed) || alone.elapsed() >= solo {
                break;
            }
        }
        solo = (2 * solo).min(SOLO_MAX);
        if end - solver.len() < MIN_VALUES.max(solver.parallel_min) || stop.load(Ordering::Relaxed) {
            return solver.extend_alone(end, stop);
        }
    }
}

/// One run of the threads towards `end`; true when it ended early because the threads
/// were not getting cores of their own (the values are then complete up to
/// `solver.len()`, and every copy agrees).
fn extend_threaded<V: CompactValue>(
    solver: &mut SparseSolver<V>,
    end: usize,
    stop: &AtomicBool,
) -> Result<bool, ExtendError> {
    let threads = solver.threads;
    let start = solver.len();
    let mut helpers = std::mem::take(&mut solver.helpers);
    // The copies that exist are behind only where the solver ran alone since (a copy
    // behind the values the solver keeps is made again).
    // A copy far behind is made again (a copy of the values costs less than taking them
    // in one by one); its search counts move to the solver, so the sums stay.
    let far = (start / 64).max(MIN_VALUES);
    let mut dropped = Vec::new();
    helpers.retain_mut(|helper| {
        let kept = start - helper.len() <= far
            && (helper.len()..start).all(|n| match solver.kept(n) {
                Some(stored) => {
                    helper.push(n, stored.get(), stored);
                    helper.slide(n + 1).is_ok() // A copy stores nothing: this cannot fail.
                }
                None => false, // Behind the solver's window: made again below.
            });
        if !kept {
            dropped.push(helper.search_counts());
        }
        kept
    });
    for counts in dropped {
        solver.add_search_counts(&counts);
    }
    while helpers.len() < threads - 1 {
        let mut copy = solver.clone();
        for c in &mut copy.classes {
            (c.full_scans, c.scan_steps, c.scatter_scans) = (0, 0, 0);
        }
        copy.slow_heaps = 0;
        copy.windowed = solver.windowed.as_ref().map(|w| w.for_copy());
        helpers.push(copy);
    }
    let exchange = Exchange::new(start, threads);
    let ended: Vec<Ended> = std::thread::scope(|scope| {
        let exchange = &exchange;
        let others: Vec<_> = helpers
            .iter_mut()
            .enumerate()
            .map(|(i, helper)| scope.spawn(move || run(helper, i + 1, threads, start, end, exchange, stop)))
            .collect();
        let mut ended = vec![run(solver, 0, threads, start, end, exchange, stop)];
        for other in others {
            ended.push(other.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)));
        }
        ended
    });
    let overflow = exchange.overflow.lock().map_or(None, |o| *o);
    let failure = exchange.failure.lock().map_or(None, |mut f| f.take());
    // The values are complete up to the first heap some thread did not compute.
    let known =
        ended.iter().map(|e| e.next).chain(overflow.map(|(heap, _)| heap)).min().unwrap_or(end).min(end);
    // Every copy takes in the values it lacks below `known` from their owners' copies and
    // drops its placeholders and values after it.
    let first = ended.iter().map(|e| e.taken).min().unwrap_or(known);
    // The owners keep these values: a copy drops only values a window behind what it has
    // taken in, and the threads end within a few rings of each other.
    let tail: Vec<V> = (first..known)
        .map(|n| match (n - start) % threads {
            0 => solver.kept(n),
            owner => helpers[owner - 1].kept(n),
        })
        .collect::<Option<_>>()
        .ok_or_else(|| ArchiveError {
            heap: first,
            message: "a thread dropped a value not yet shared".into(),
        })?;
    let copies = std::iter::once(&mut *solver).chain(helpers.iter_mut());
    let mut slid = Ok(());
    for (copy, e) in copies.zip(&ended) {
        copy.vals.truncate(e.taken - copy.shift());
        for n in e.taken..known {
            let stored = tail[n - first];
            copy.push(n, stored.get(), stored);
        }
        slid = slid.and(copy.slide(known));
    }
    solver.helpers = helpers;
    if let Some(error) = failure {
        return Err(error.into());
    }
    slid?;
    match overflow {
        Some((heap, value)) if heap == known => {
            Err(ValueOverflow { heap, value: Nimber::from(value) }.into())
        }
        // A thread gave up waiting for a heap before the one that did not fit (its value
        // came, but after the abort): this thread computes the heaps up to it, and ends
        // with the same error. (The other copies catch up when the threads next start.)
        Some((heap, _)) if !stop.load(Ordering::Relaxed) => {
            solver.extend_alone(heap + 1, stop).map(|()| false)
        }
        _ => Ok(known < end && exchange.shared_cores.load(Ordering::Acquire)),
    }
}

/// Thread `w` of `threads`: computes its heaps of `start..end` on `solver` and then takes
/// in every value below `end` (or stops early, see [`extend`]).
fn run<V: CompactValue>(
    solver: &mut SparseSolver<V>,
    w: usize,
    threads: usize,
    start: usize,
    end: usize,
    exchange: &Exchange,
    stop: &AtomicBool,
) -> Ended {
    let _guard = AbortOnPanic(exchange);
    // A thread with this slot already set is a bug of the caller; the wake-ups then only
    // reach the first handle, and the park timeout still bounds every wait.
    let _ = exchange.handles[w].set(std::thread::current());
    let mut taken = start;
    let mut parks = Parks::default();
    // Takes in the values below `upto`, in order; false when the run was aborted.
    let take_upto =
        |solver: &mut SparseSolver<V>, upto: usize, taken: &mut usize, parks: &mut Parks| -> bool {
            if solver.len() < upto {
                solver.vals.resize(upto - solver.shift(), V::default());
            }
            while *taken < upto {
                let n = *taken;
                let owner = (n - start) % threads;
                let stored = if owner == w {
                    solver.vals[n - solver.shift()]
                } else {
                    let Some(value) = parks.wait(exchange, n) else { return false };
                    // Published values were stored by their owner, so they fit.
                    let Some(stored) = V::from_u32(value) else { return false };
                    let at = n - solver.shift();
                    solver.vals[at] = stored;
                    stored
                };
                solver.absorb(n, stored.get(), stored);
                *taken += 1;
                if let Err(error) = solver.slide(*taken) {
                    exchange.fail(error);
                    return false;
                }
            }
            true
        };
    // The heaps in flight before each heap, and whether some of its options read them.
    let recent = threads - 1;
    let leaves_out = solver.recent_options(recent) > 0;
    #[cfg(test)]
    let leaves_out = leaves_out && !solver.ignore_in_flight;
    let mut n = start + w;
    let mut count = 0u32;
    while n < end {
        // Exactly the values up to n - threads are taken in; the heaps in flight between
        // are placeholders.
        if !take_upto(solver, (n + 1).saturating_sub(threads).max(start), &mut taken, &mut parks) {
            return Ended { next: n, taken };
        }
        solver.vals.resize(n - solver.shift(), V::default());
        count += 1;
        if count.is_multiple_of(256) && stop.load(Ordering::Relaxed) {
            exchange.end_run();
            return Ended { next: n, taken };
        }
        #[cfg(test)]
        let fake = count as usize > solver.sharing.fake_after;
        #[cfg(not(test))]
        let fake = false;
        if parks.next_heap() || fake {
            exchange.shared_cores.store(true, Ordering::Release);
            exchange.end_run();
            return Ended { next: n, taken };
        }
        let value = if !leaves_out {
            solver.next_value(n)
        } else {
            // Without the options that read the heaps in flight; at the first candidate,
            // the thread waits for those heaps (computing further candidates meanwhile,
            // in case the first is one of those options, cost more; see the repository's
            // `docs/design/octal-threads.md`).
            // At most MAX_LEFT_OUT candidates are options left out, so the search ends.
            let mut options = LeftOut::of(solver, n, recent, start);
            let mut aborted = false;
            let mut settle = |v: u32| match options.values(exchange, &mut parks) {
                Some(given) => !given.contains(&v),
                None => {
                    aborted = true;
                    true
                }
            };
            let value = solver.next_value_leaving_out(n, recent, &mut settle);
            if aborted {
                return Ended { next: n, taken };
            }
            value
        };
        let value = if value != SLOW {
            value
        } else {
            // The slow path reads every value below n: the heaps in flight too.
            for j in (n + 1).saturating_sub(threads).max(start)..n {
                if (j - start) % threads != w {
                    let Some(value) = parks.wait(exchange, j).and_then(V::from_u32) else {
                        return Ended { next: n, taken };
                    };
                    let at = j - solver.shift();
                    solver.vals[at] = value;
                }
            }
            match solver.slow_value(n) {
                Ok(value) => value,
                Err(error) => {
                    exchange.fail(error);
                    return Ended { next: n, taken };
                }
            }
        };
        let Some(stored) = V::from_u32(value) else {
            if let Ok(mut first) = exchange.overflow.lock() {
                if first.is_none_or(|(heap, _)| n < heap) {
                    *first = Some((n, value));
                }
            }
            exchange.end_run();
            return Ended { next: n, taken };
        };
        solver.vals.push(stored);
        exchange.publish(n, value);
        n += threads;
    }
    take_upto(solver, end, &mut taken, &mut parks);
    Ended { next: n, taken }
}

/// One thread's count of the waits that parked, over its last [`PARK_WINDOW`] heaps.
#[derive(Default)]
struct Parks {
    heaps: u32,
    parks: u32,
}

impl Parks {
    /// [`Exchange::wait`], counting the park.
    fn wait(&mut self, exchange: &Exchange, heap: usize) -> Option<u32> {
        let (value, parked) = exchange.wait(heap)?;
        self.parks += u32::from(parked);
        Some(value)
    }

    /// Counts a heap; true when the thread parked more than [`PARK_LIMIT`] times within
    /// its window (it is not getting a core of its own).
    fn next_heap(&mut self) -> bool {
        if self.parks > PARK_LIMIT {
            return true;
        }
        self.heaps += 1;
        if self.heaps == PARK_WINDOW {
            *self = Parks::default();
        }
        false
    }
}

/// The options of heap n that read one of the heaps in flight (those that
/// [`SparseSolver::next_value_leaving_out`] leaves out): each is the xor of a known part
/// and the values of one or two heaps in flight. At most [`MAX_LEFT_OUT`] of them
/// ([`SparseSolver::recent_options`] bounds them and the threads are chosen so), kept in
/// place: a heap allocates nothing.
struct LeftOut {
    /// Per option: the xor of its known values, and its heaps in flight (`NO_HEAP`: none).
    options: [(u32, [usize; 2]); MAX_LEFT_OUT],
    len: usize,
    /// The values of the options, once every heap they read is known (`resolved`).
    values: [u32; MAX_LEFT_OUT],
    resolved: bool,
}

/// No heap, in [`LeftOut`].
const NO_HEAP: usize = usize::MAX;

impl LeftOut {
    /// The options of heap `n` that read one of the `recent` heaps before it: the takes of
    /// at most `recent` tokens that leave one heap, and the splits (a, m - a) with
    /// a <= recent - k. Heaps before n - recent, or before the run (`start`), are known.
    fn of<V: CompactValue>(solver: &SparseSolver<V>, n: usize, recent: usize, start: usize) -> LeftOut {
        let known = |j: usize| j + recent < n || j < start;
        let mut left = LeftOut {
            options: [(0, [NO_HEAP; 2]); MAX_LEFT_OUT],
            len: 0,
            values: [0; MAX_LEFT_OUT],
            resolved: false,
        };
        let mut add = |heaps: &[usize]| {
            let option = &mut left.options[left.len];
            let mut in_flight = 0;
            for &j in heaps {
                if known(j) {
                    // In memory: j is a part below `recent` (in the prefix) or a heap
                    // less than a take before n (in the window), see `set_window`.
                    let value = solver.kept(j);
                    debug_assert!(value.is_some(), "heap {j} out of memory");
                    option.0 ^= value.unwrap_or_default().get();
                } else {
                    option.1[in_flight] = j;
                    in_flight += 1;
                }
            }
            left.len += 1;
        };
        for &k in &solver.take_one {
            if k <= recent && k < n {
                add(&[n - k]);
            }
        }
        for c in &solver.classes {
            for (k_idx, &k) in c.ks.iter().enumerate() {
                if k + 2 > n || k >= recent {
                    continue;
                }
                let m = n - k;
                for a in 1..=(recent - k).min(c.half(k_idx, m)) {
                    add(&[a, m - a]);
                }
            }
        }
        left
    }

    /// The values of the options, once the heaps in flight they read are published; `None`
    /// when the run was aborted first.
    fn values(&mut self, exchange: &Exchange, parks: &mut Parks) -> Option<&[u32]> {
        if !self.resolved {
            for (value, &(known, heaps)) in self.values.iter_mut().zip(&self.options[..self.len]) {
                *value = known;
                for j in heaps.into_iter().filter(|&j| j != NO_HEAP) {
                    *value ^= parks.wait(exchange, j)?;
                }
            }
            self.resolved = true;
        }
        Some(&self.values[..self.len])
    }
}

/// Ends the run when its thread unwinds, so the others stop waiting for it.
struct AbortOnPanic<'a>(&'a Exchange);

impl Drop for AbortOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.end_run();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Slots past 2^32 heaps: a value published is read back, an unwritten slot is not
    /// taken for a value, and the heap a slot held before is not taken for the next one.
    #[test]
    fn slots_hold_heaps_past_two_to_the_32() {
        for start in [0, (1usize << 31) - 5, (1 << 32) - 3, (1 << 33) + 7, (1 << 36) - 1] {
            let threads = 2;
            let exchange = Exchange::new(start, threads);
            // Nothing published: the wait ends only on the abort, with nothing.
            exchange.abort.store(true, Ordering::Release);
            for heap in start..start + 8 {
                assert_eq!(exchange.wait(heap), None, "heap {heap}");
            }
            exchange.abort.store(false, Ordering::Release);
            for heap in start..start + 3 * threads * RING {
                exchange.publish(heap, (heap % 1000) as u32);
                assert_eq!(exchange.wait(heap), Some(((heap % 1000) as u32, false)), "heap {heap}");
            }
            // The slots now hold the last heaps: the ones a ring earlier are not there.
            exchange.abort.store(true, Ordering::Release);
            let old = start + threads * RING;
            assert_eq!(exchange.wait(old), None, "heap {old}");
        }
    }

    /// A reader parked on a slot gets the value a thread publishes later, and a reader
    /// parked on a slot nobody writes returns when the run is ended.
    #[test]
    fn parked_readers_are_woken() {
        let exchange = Exchange::new(0, 2);
        std::thread::scope(|scope| {
            let reader = scope.spawn(|| {
                let _ = exchange.handles[1].set(std::thread::current());
                exchange.wait(1)
            });
            let _ = exchange.handles[0].set(std::thread::current());
            std::thread::sleep(Duration::from_millis(50));
            exchange.publish(1, 7);
            assert_eq!(reader.join().unwrap().map(|(v, _)| v), Some(7));
            let reader = scope.spawn(|| exchange.wait(3));
            std::thread::sleep(Duration::from_millis(50));
            exchange.end_run();
            assert_eq!(reader.join().unwrap(), None);
        });
    }
}
