//! grundy's sparse-space solver, on one thread and on every core, against the `ogs` crate
//! (RC2, one core), alternating in one process, median of three runs each:
//! `cargo run --release -p grundy --example octal_versus [CODE:N ...]`.
use std::time::Instant;

use grundy::game::octal::OctalGame;

#[path = "../benches/common/octal_rivals.rs"]
mod octal_rivals;

use octal_rivals::{grundy_last, ogs_last};

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

fn main() {
    let mut cases: Vec<String> = std::env::args().skip(1).collect();
    if cases.is_empty() {
        cases = ["0.16:1000000", "0.56:1000000", "0.1777:1000000", "0.6:100000", "0.007:100000"]
            .map(String::from)
            .to_vec();
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!("| game | N | grundy, 1 thread (s) | grundy, {cores} threads (s) | ogs RC2 (s) | speed-up 1 / {cores} threads |");
    println!("|---|---|---|---|---|---|");
    for case in cases {
        let (code, n) = case.split_once(':').expect("CODE:N");
        let n: usize = n.parse().expect("a number");
        let game: OctalGame = code.parse().expect("a valid code");
        let (mut ours, mut all, mut theirs) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..3 {
            let t = Instant::now();
            let a = grundy_last(&game, n, 1);
            ours.push(t.elapsed().as_secs_f64());
            let t = Instant::now();
            let c = grundy_last(&game, n, cores);
            all.push(t.elapsed().as_secs_f64());
            let t = Instant::now();
            let b = ogs_last(code, n);
            theirs.push(t.elapsed().as_secs_f64());
            assert_eq!(a, b, "{code}: G({}) differs", n - 1);
            assert_eq!(a, c, "{code}: G({}) differs on {cores} threads", n - 1);
        }
        let (o, c, t) = (median(ours), median(all), median(theirs));
        println!("| {code} | {n} | {o:.3} | {c:.3} | {t:.3} | {:.1}x / {:.1}x |", t / o, t / c);
    }
}
