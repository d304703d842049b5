//! A windowed solver ([`SparseSolver::set_window`]) computes the values of one that keeps
//! them all: on every small code and on random codes against the plain method, with
//! windows of a few dozen values so that the slow path runs often; on long runs of the
//! record games against the solver that keeps everything, on one and several threads;
//! across the widening to two bytes; and when the archive fails (an error, nothing lost,
//! and the run goes on once it works). An archive that lies changes the values, so the
//! tests see that the slow path reads it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::super::plain::grundy_values_plain;
use super::super::*;
use super::{all_codes, random_code};
use crate::tests::support::seeded;

/// Every value of a windowed solver: the archive's, then the ones kept in memory.
fn all_values<V: CompactValue>(solver: &SparseSolver<V>, archive: &dyn ValueArchive) -> Vec<u64> {
    let mut stored = vec![0u16; solver.first_kept()];
    archive.load(0, &mut stored).unwrap();
    let kept = solver.values().iter().map(|v| u64::from(v.get()));
    stored.into_iter().map(u64::from).chain(kept).collect()
}

/// `n` values of `game` kept in `window` on `threads` threads (every run on the threads),
/// computed in the slices `steps` (the rest in one); the values and the heaps taken by the
/// slow path.
fn windowed(game: &OctalGame, n: usize, window: Window, threads: usize, steps: &[usize]) -> (Vec<u64>, u64) {
    let archive = Arc::new(MemoryArchive::default());
    let mut solver = SparseSolver::<u16>::new(game).unwrap();
    assert!(solver.install_window(window, archive.clone()));
    solver.force_threads(threads, 0);
    for &step in steps {
        solver.extend_to((solver.len() + step).min(n)).unwrap();
    }
    solver.extend_to(n).unwrap();
    assert!(solver.values().len() <= 2 * window.recent, "{game}: {} values kept", solver.values().len());
    assert_eq!(archive.len(), solver.first_kept(), "{game}");
    (all_values(&solver, &*archive), solver.stats().slow_heaps)
}

fn plain(game: &OctalGame, n: usize) -> Vec<u64> {
    grundy_values_plain(game, n)
}

const SMALL: Window = Window { prefix: 40, recent: 48 };

#[test]
fn small_windows_match_plain_on_one_and_two_digit_codes() {
    let mut slow = 0;
    for game in all_codes(2) {
        let (values, slow_heaps) = windowed(&game, 500, SMALL, 1, &[]);
        assert_eq!(values, plain(&game, 500), "{game}");
        slow += slow_heaps;
    }
    // Many heaps were computed by the slow path, reading the archive.
    assert!(slow > 10_000, "{slow} slow heaps");
}

#[test]
fn small_windows_match_plain_on_random_codes_and_threads() {
    let mut rng = seeded(0x3a1d);
    for i in 0..30 {
        let game = random_code(&mut rng);
        let window = Window { prefix: 16 + i * 3, recent: 24 + i * 5 };
        let truth = plain(&game, 600);
        for threads in [1, 2, 3] {
            let (values, _) = windowed(&game, 600, window, threads, &[50, 7, 130]);
            assert_eq!(values, truth, "{game} in {window:?} on {threads} threads");
        }
    }
}

/// The byte option set and the scans that insert every split, forced, in small windows.
#[test]
fn small_windows_match_plain_on_the_forced_paths() {
    for code in ["0.6", "4!.0", "0.161", "0.07", "0.4!", "0.56", "0.1777"] {
        let game: OctalGame = code.parse().unwrap();
        let archive = Arc::new(MemoryArchive::default());
        let mut solver = SparseSolver::<u16>::with_thresholds(&game, 2, 0, 16).unwrap();
        assert!(solver.install_window(Window { prefix: 50, recent: 64 }, archive.clone()));
        solver.extend_to(1500).unwrap();
        assert_eq!(all_values(&solver, &*archive), plain(&game, 1500), "{code}");
    }
}

/// The record games far past their windows, in uneven steps, on one, two and three
/// threads: the values of the solver that keeps them all. Past their last rare heaps
/// (0.1777: 123, 0.167: 1,303, 0.161: 23,784) the sparse method runs in memory; Officers'
/// and Grundy's game's rare heaps (up to 20,627 and 82,860) reach past these windows, so
/// their heaps take the slow path on every thread.
#[test]
fn long_windowed_runs_match_whole_runs() {
    let runs = [
        ("0.1777", 60_000, Window { prefix: 1500, recent: 2048 }, true),
        ("0.167", 60_000, Window { prefix: 1500, recent: 2048 }, true),
        ("0.161", 90_000, Window { prefix: 16_384, recent: 25_000 }, true),
        ("0.6", 5000, Window { prefix: 512, recent: 700 }, false),
        ("4!.0", 5000, Window { prefix: 512, recent: 700 }, false),
    ];
    for (code, n, window, in_memory) in runs {
        let game: OctalGame = code.parse().unwrap();
        let mut whole = SparseSolver::<u16>::new(&game).unwrap();
        whole.extend_to(n).unwrap();
        let truth: Vec<u64> = whole.values().iter().map(|&v| u64::from(v)).collect();
        for threads in [1, 2, 3] {
            let (values, slow) = windowed(&game, n, window, threads, &[1000, 3, 4096, 20_000]);
            assert_eq!(values, truth, "{code} on {threads} threads");
            match in_memory {
                true => assert!(slow < n as u64 / 100, "{code}: {slow} slow heaps"),
                false => assert!(slow > n as u64 / 2, "{code}: {slow} slow heaps"),
            }
        }
    }
}

/// A value too large for a byte stops a windowed run at that heap; widened, it goes on,
/// with its window and archive, to the values of a whole run.
#[test]
fn windowed_runs_widen() {
    let game: OctalGame = "0.4444".parse().unwrap();
    let mut whole = SparseSolver::<u16>::new(&game).unwrap();
    whole.extend_to(8000).unwrap();
    let archive = Arc::new(MemoryArchive::default());
    let mut solver = SparseSolver::<u8>::new(&game).unwrap();
    assert!(solver.install_window(Window { prefix: 300, recent: 400 }, archive.clone()));
    let Err(ExtendError::Overflow(overflow)) = solver.extend_to(8000) else { panic!("no overflow") };
    assert_eq!((overflow.heap, solver.len()), (5721, 5721));
    let mut wide = solver.widen();
    assert_eq!(wide.window(), Some(Window { prefix: 300, recent: 400 }));
    wide.extend_to(8000).unwrap();
    let truth: Vec<u64> = whole.values().iter().map(|&v| u64::from(v)).collect();
    assert_eq!(all_values(&wide, &*archive), truth);
}

/// An archive that fails while `broken` is set, and returns wrong values while `lies`.
#[derive(Debug, Default)]
struct Flaky {
    inner: MemoryArchive,
    broken: AtomicBool,
    lies: AtomicBool,
}

impl ValueArchive for Flaky {
    fn store(&self, first: usize, values: &[u16]) -> Result<(), String> {
        if self.broken.load(Ordering::Relaxed) {
            return Err("disk full".into());
        }
        self.inner.store(first, values)
    }

    fn load(&self, first: usize, out: &mut [u16]) -> Result<(), String> {
        if self.broken.load(Ordering::Relaxed) {
            return Err("read error".into());
        }
        self.inner.load(first, out)?;
        if self.lies.load(Ordering::Relaxed) {
            out.iter_mut().for_each(|v| *v ^= 1);
        }
        Ok(())
    }
}

/// A failing archive stops the run with an error that names the heap; the values computed
/// stay, and once the archive works the run goes on to the right values.
#[test]
fn a_failing_archive_loses_nothing() {
    let game: OctalGame = "0.6".parse().unwrap();
    let truth = plain(&game, 900);
    for threads in [1, 2] {
        let archive = Arc::new(Flaky::default());
        let mut solver = SparseSolver::<u16>::new(&game).unwrap();
        assert!(solver.install_window(Window { prefix: 40, recent: 60 }, archive.clone()));
        solver.force_threads(threads, 0);
        solver.extend_to(300).unwrap();
        archive.broken.store(true, Ordering::Relaxed);
        let Err(ExtendError::Archive(error)) = solver.extend_to(900) else { panic!("no archive error") };
        assert!(error.to_string().starts_with("the value archive failed at heap "), "{error}");
        let len = solver.len();
        assert!((300..900).contains(&len), "{len}");
        archive.broken.store(false, Ordering::Relaxed);
        assert_eq!(all_values(&solver, &*archive), truth[..len], "{threads} threads");
        solver.extend_to(900).unwrap();
        assert_eq!(all_values(&solver, &*archive), truth);
    }
}

/// The slow path's reads matter: an archive that returns wrong values gives wrong values.
#[test]
fn a_lying_archive_is_seen() {
    let game: OctalGame = "0.6".parse().unwrap();
    let archive = Arc::new(Flaky::default());
    archive.lies.store(true, Ordering::Relaxed);
    let mut solver = SparseSolver::<u16>::new(&game).unwrap();
    assert!(solver.install_window(SMALL, archive.clone()));
    solver.extend_to(600).unwrap();
    archive.lies.store(false, Ordering::Relaxed);
    assert_ne!(all_values(&solver, &*archive), plain(&game, 600));
}

#[test]
fn windows_too_small_are_refused() {
    let game: OctalGame = "0.161".parse().unwrap();
    let mut solver = SparseSolver::<u8>::new(&game).unwrap();
    let archive = Arc::new(MemoryArchive::default());
    for (prefix, recent) in [(1 << 15, 1 << 16), (1 << 16, 1000), (1 << 17, 1 << 16), (0, 0)] {
        assert!(!solver.set_window(Window { prefix, recent }, archive.clone()));
    }
    assert_eq!(solver.window(), None);
    assert!(solver.set_window(Window { prefix: 1 << 16, recent: 1 << 16 }, archive.clone()));
    assert!(!solver.set_window(Window { prefix: 1 << 17, recent: 1 << 17 }, archive));
}

/// A long run says what a run that keeps every value says (histograms at the end and at
/// powers of two, largest value, first values, masks and rare heaps), also when it takes
/// in the first values from a saved run in uneven pieces, widens to two bytes (0.4444),
/// and runs on two threads.
#[test]
fn long_runs_report_what_whole_runs_report() {
    let stop = AtomicBool::new(false);
    let window = Window { prefix: Window::MIN, recent: Window::MIN };
    for (code, n) in [("0.161", 240_000u64), ("0.4444", 210_000)] {
        let game: OctalGame = code.parse().unwrap();
        let whole = solve(&game, &SolveConfig::new(n), &mut |_| {}, &stop).unwrap();
        for (threads, known) in [(1, 0usize), (2, 5000), (1, 135_000)] {
            let archive = Arc::new(MemoryArchive::default());
            let mut run = long_run::LongRun::new(&game, window, archive.clone(), threads).unwrap();
            let wide: Vec<u16> = (0..known).map(|i| whole.values.get(i) as u16).collect();
            for piece in wide.chunks(70_001) {
                run.take_known(ValuesRef::U16(piece)).unwrap();
            }
            let mut seen = known as u64;
            let mut observer = |_: &Progress, first: u64, values: ValuesRef<'_>| {
                assert_eq!(first, seen);
                seen += values.len() as u64;
            };
            run.extend_until(n, &mut observer, &stop).unwrap();
            assert_eq!((run.len(), seen), (n, n));
            let what = format!("{code} on {threads} threads after {known} known");
            assert_eq!(run.histogram(), whole.values.histogram_from(1), "{what}");
            assert_eq!(
                run.histograms_at_powers_of_two(),
                whole.values.histograms_at_powers_of_two(),
                "{what}"
            );
            assert_eq!(run.largest(), whole.values.largest(), "{what}");
            let firsts: Vec<u64> = run.first_values().iter().map(|&v| u64::from(v)).collect();
            assert_eq!(firsts, whole.values.to_vec()[..long_run::FIRST_VALUES], "{what}");
            let (mut ours, mut theirs) = (run.stats(), whole.stats.clone());
            // Memory: the prefix and at most twice the window.
            assert!(archive.len() as u64 >= n - 3 * Window::MIN as u64 && !archive.is_empty(), "{what}");
            for c in ours.classes.iter_mut().chain(theirs.classes.iter_mut()) {
                (c.full_scans, c.scan_steps, c.scatter_scans) = (0, 0, 0);
            }
            assert_eq!((ours.classes, ours.slow_heaps), (theirs.classes, 0), "{what}");
        }
    }
}

/// A long run refuses what it cannot do, with a reason.
#[test]
fn long_runs_refuse_plain_codes_and_small_windows() {
    let archive: Arc<dyn ValueArchive> = Arc::new(MemoryArchive::default());
    let window = Window { prefix: Window::MIN, recent: Window::MIN };
    let three_heaps: OctalGame = "0.F".parse().unwrap();
    let err = long_run::LongRun::new(&three_heaps, window, archive.clone(), 1).err().unwrap();
    assert_eq!(err, long_run::LongRunError::NotSparse);
    let small = Window { prefix: Window::MIN, recent: 100 };
    let err = long_run::LongRun::new(&"0.161".parse().unwrap(), small, archive, 1).err().unwrap();
    assert_eq!(err, long_run::LongRunError::WindowTooSmall(small));
    assert!(err.to_string().contains("at least 65536"), "{err}");
}
