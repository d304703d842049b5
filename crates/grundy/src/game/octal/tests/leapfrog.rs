//! One game on several threads ([`SparseSolver::set_threads`]) computes the values, masks
//! and rare heaps of one thread: on every small code, on random codes against the plain
//! method, on long runs of the record games in uneven steps, when stopped, and across the
//! widening to two bytes. A broken variant that reads the heaps still in flight as if they
//! were known gives wrong values, so the tests can see one.

use std::sync::atomic::AtomicBool;

use super::super::plain::grundy_values_plain;
use super::super::*;
use super::{all_codes, random_code};
use crate::tests::support::seeded;

/// The values and the masks, rare heaps and rare values of every class.
type Run = (Vec<u64>, Vec<(Option<u32>, usize, usize, Vec<u32>)>);

fn run_of<V: CompactValue>(solver: &SparseSolver<V>) -> Run {
    let values = solver.values().iter().map(|&v| u64::from(v.get())).collect();
    let classes =
        solver.stats().classes.into_iter().map(|c| (c.mask, c.rare_heaps, c.last_rare_heap, c.rare_values));
    (values, classes.collect())
}

/// `n` values of `game` on `threads` threads (every run on the threads), computed in the
/// slices `steps` (the rest in one).
fn threaded(game: &OctalGame, n: usize, threads: usize, steps: &[usize]) -> Run {
    let mut solver = SparseSolver::<u16>::new(game).unwrap();
    solver.force_threads(threads, 0);
    for &step in steps {
        solver.extend_to((solver.len() + step).min(n)).unwrap();
    }
    solver.extend_to(n).unwrap();
    run_of(&solver)
}

fn one_thread(game: &OctalGame, n: usize) -> Run {
    let mut solver = SparseSolver::<u16>::new(game).unwrap();
    solver.extend_to(n).unwrap();
    run_of(&solver)
}

/// Every code of one and two digits on 2, 3 and 4 threads, with the byte set and the
/// scans that insert every split forced too: codes that read one heap back (the threads
/// leave out the options that read the heaps in flight) and codes that read further.
#[test]
fn threads_match_one_thread_on_one_and_two_digit_codes() {
    let (mut left_out, mut as_they_are) = (0, 0);
    for game in all_codes(2) {
        let alone = one_thread(&game, 400);
        for threads in 2..=4 {
            let mut solver = SparseSolver::<u16>::new(&game).unwrap();
            let used = solver.force_threads(threads, 0);
            solver.extend_to(400).unwrap();
            assert_eq!(run_of(&solver), alone, "{game} on {used} threads");
            let mut forced = SparseSolver::<u16>::with_thresholds(&game, 0, 0, 64).unwrap();
            forced.force_threads(threads, 0);
            forced.extend_to(400).unwrap();
            assert_eq!(run_of(&forced).0, alone.0, "{game} on {used} threads, forced paths");
            match used > solver.lag() {
                true => left_out += 1,
                false => as_they_are += usize::from(used > 1),
            }
        }
    }
    assert!(left_out >= 100 && as_they_are >= 40, "{left_out} runs leaving options out, {as_they_are} not");
}

/// Random codes of 3 to 5 digits on two and three threads, against the plain method.
#[test]
fn threads_match_plain_on_random_codes() {
    let mut rng = seeded(0x1ea9);
    for _ in 0..40 {
        let game = random_code(&mut rng);
        let plain = grundy_values_plain(&game, 500);
        for threads in 2..=3 {
            assert_eq!(threaded(&game, 500, threads, &[1, 7, 100]).0, plain, "{game} on {threads} threads");
        }
    }
}

/// The record games (Officers and Grundy's game read one heap back; 0.161, 0.1777, 0.167
/// and 0.07 two), a `!` code, and 0.4444, which passes 255, over long runs in uneven
/// slices: some too short for the threads (the copies catch up afterwards), some
/// crossing mask rebuilds.
#[test]
fn threads_match_one_thread_on_long_runs() {
    let runs = [
        ("0.6", 12_000),
        ("4!.0", 12_000),
        ("0.161", 60_000),
        ("0.1777", 60_000),
        ("0.167", 30_000),
        ("0.07", 20_000),
        ("0.4!", 20_000),
        ("0.4444", 8000),
    ];
    for (code, n) in runs {
        let game: OctalGame = code.parse().unwrap();
        let alone = one_thread(&game, n);
        for threads in [2, 3] {
            let mut solver = SparseSolver::<u16>::new(&game).unwrap();
            assert_eq!(solver.force_threads(threads, 4096), threads, "{code}");
            for step in [100, 5000, 3, 4096, 20_000] {
                solver.extend_to((solver.len() + step).min(n)).unwrap();
            }
            solver.extend_to(n).unwrap();
            assert_eq!(run_of(&solver), alone, "{code} on {threads} threads");
        }
    }
}

/// A value too large for a byte ends the run at that heap on every thread, with the
/// values before it; widened, the run goes on to the one-thread values.
#[test]
fn threads_stop_at_a_value_that_does_not_fit() {
    let game: OctalGame = "0.4444".parse().unwrap();
    let alone = one_thread(&game, 8000);
    let mut solver = SparseSolver::<u8>::new(&game).unwrap();
    solver.force_threads(2, 0);
    let Err(ExtendError::Overflow(overflow)) = solver.extend_to(8000) else { panic!("no overflow") };
    assert_eq!(overflow.heap, 5721);
    assert_eq!(overflow.value, alone.0[5721]);
    assert_eq!(solver.len(), 5721);
    let mut wide = solver.widen();
    wide.extend_to(8000).unwrap();
    assert_eq!(run_of(&wide), alone);
}

/// The stop flag ends the run with a prefix of the values (each thread stops at its
/// 256th heap), and the run goes on from it.
#[test]
fn threads_stop_with_a_prefix() {
    let game: OctalGame = "0.161".parse().unwrap();
    let alone = one_thread(&game, 20_000);
    let mut solver = SparseSolver::<u16>::new(&game).unwrap();
    solver.force_threads(2, 0);
    solver.extend_until(20_000, &AtomicBool::new(true)).unwrap();
    let stopped = solver.len();
    assert!((255..=512).contains(&stopped), "stopped after {stopped} values");
    assert_eq!(run_of(&solver).0, alone.0[..stopped]);
    solver.extend_to(20_000).unwrap();
    assert_eq!(run_of(&solver), alone);
}

/// A thread that computed its heap as if the heaps in flight were known would read
/// placeholders: the values come out wrong, on codes that read one heap back (Officers,
/// Grundy's game) with two threads and on 0.161 with three, which the tests above would see.
#[test]
fn ignoring_the_heaps_in_flight_gives_wrong_values() {
    for (code, threads) in [("0.6", 2), ("4!.0", 2), ("0.161", 3)] {
        let game: OctalGame = code.parse().unwrap();
        let mut solver = SparseSolver::<u16>::new(&game).unwrap();
        solver.force_threads(threads, 0);
        solver.ignore_in_flight();
        solver.extend_to(2000).unwrap();
        assert_ne!(run_of(&solver).0, one_thread(&game, 2000).0, "{code}");
    }
}

/// Threads that find the cores shared end their run, the solver goes on alone for a
/// stretch and tries the threads again: the values, masks and rare lists are those of
/// one thread, whatever heap the threads stop at and however short the stretches.
#[test]
fn threads_that_find_the_cores_shared_go_on_alone_with_the_same_values() {
    for (code, n) in [("0.6", 6000), ("0.161", 20_000), ("0.1777", 20_000), ("0.07", 8000), ("4!.0", 6000)] {
        let game: OctalGame = code.parse().unwrap();
        let alone = one_thread(&game, n);
        for threads in [2, 3] {
            for (after, solo) in [(0, 1), (1, 7), (50, 300), (1000, 64)] {
                let mut solver = SparseSolver::<u16>::new(&game).unwrap();
                solver.force_threads(threads, 0);
                solver.fake_shared_cores(after, solo);
                for step in [100, 3, 4096] {
                    solver.extend_to((solver.len() + step).min(n)).unwrap();
                }
                solver.extend_to(n).unwrap();
                let what =
                    format!("{code} on {threads} threads, shared after {after}, alone in steps of {solo}");
                assert_eq!(run_of(&solver), alone, "{what}");
                assert!(solver.solo_stretches() > 0, "{what}: never went on alone");
            }
        }
    }
}

/// More threads than cores (8 on this machine's 2 in CI): the threads park instead of
/// spinning, notice that they wait for each other at every heap, and hand the run over
/// to stretches on one thread; the values are those of one thread.
#[test]
fn oversubscribed_threads_match_one_thread() {
    for (code, n) in [("0.1777", 150_000), ("0.6", 20_000)] {
        let game: OctalGame = code.parse().unwrap();
        let alone = one_thread(&game, n);
        let mut solver = SparseSolver::<u16>::new(&game).unwrap();
        let threads = solver.force_threads(8, 0);
        solver.extend_to(n).unwrap();
        assert_eq!(run_of(&solver), alone, "{code} on {threads} threads");
    }
}
