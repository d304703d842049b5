//! Times misère answers for sums of many heaps once the game's quotient is known: the
//! quotient is computed once (its time printed), then `MisereQuotient::outcome` and
//! `MisereHeapsSolver::solve` answer a seeded sum of K heaps of 1..=H tokens REPS times;
//! the median time of one answer is printed.
//!
//! usage: `misere_sum_time [CODE] [K] [H] [REPS]` (default 0.77 300 600 201). One line
//! `key=value ...`.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use grundy::game::heaps::HeapGame;
use grundy::game::misere::heaps::MisereHeapsSolver;
use grundy::game::misere::quotient::{misere_quotient, QuotientConfig};
use grundy::game::octal::OctalGame;

/// A seeded stream (splitmix64): the same heaps on every machine.
fn heaps(k: usize, h: u64) -> Vec<u64> {
    let mut x = 0x3615_2008_u64;
    (0..k)
        .map(|_| {
            x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            1 + (z ^ (z >> 31)) % h
        })
        .collect()
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = args.first().map_or("0.77", String::as_str);
    let k: usize = args.get(1).and_then(|v| v.parse().ok()).unwrap_or(300);
    let h: u64 = args.get(2).and_then(|v| v.parse().ok()).unwrap_or(600);
    let reps: usize = args.get(3).and_then(|v| v.parse().ok()).unwrap_or(201);
    let game: OctalGame = code.parse().expect("a code");
    let sum = heaps(k, h);
    let start = Instant::now();
    let q = misere_quotient(&game, &QuotientConfig::new(1000).with_max_order(1024), &AtomicBool::new(false))
        .expect("a quotient");
    let quotient_s = start.elapsed().as_secs_f64();
    let times: Vec<f64> = (0..reps)
        .map(|_| {
            let t = Instant::now();
            let out = q.outcome(&sum).expect("covered");
            std::hint::black_box(out);
            t.elapsed().as_secs_f64()
        })
        .collect();
    let outcome_us = median(times) * 1e6;
    let hg = HeapGame::try_new(&game, &sum).expect("within the token limit");
    let solver = MisereHeapsSolver::new(&hg, 1_000_000);
    let first = Instant::now();
    let answer = solver.solve(&sum).expect("decided");
    let first_s = first.elapsed().as_secs_f64();
    let times: Vec<f64> = (0..reps)
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(solver.solve(&sum).expect("decided"));
            t.elapsed().as_secs_f64()
        })
        .collect();
    println!(
        "code={code} heaps={k} max_heap={h} tokens={} order={} quotient_s={quotient_s:.4} outcome_us={outcome_us:.1} \
         solver_first_s={first_s:.4} solver_us={:.1} method={} mover_wins={}",
        sum.iter().sum::<u64>(),
        q.order(),
        median(times) * 1e6,
        answer.method_name(),
        answer.mover_wins
    );
}
