//! grundy's sparse-space solver against the `ogs` crate (RC2, one core), alternating in one
//! process, median of three runs each:
//! `cargo run --release -p grundy --example octal_versus [CODE:N ...]`.
use std::time::Instant;

use grundy::game::octal::{OctalGame, SparseSolver};
use ogs::Solver;

fn grundy_run(game: &OctalGame, n: usize) -> u16 {
    let mut solver = SparseSolver::<u8>::new(game);
    match solver.extend_to(n) {
        Ok(()) => u16::from(solver.values()[n - 1]),
        Err(_) => {
            let mut wide = solver.widen();
            wide.extend_to(n).expect("values below 65536");
            wide.values()[n - 1]
        }
    }
}

fn ogs_run(code: &str, n: usize) -> u16 {
    let game: ogs::Game = code.parse().expect("ogs parses the code");
    let mut solver = ogs::RC2Solver::<true, ()>::with_capacity(game, n);
    let mut last = 0;
    for _ in 0..n {
        last = solver.next().expect("an endless sequence");
    }
    last
}

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
    println!("| game | N | grundy (s) | ogs RC2 (s) | speed-up |");
    println!("|---|---|---|---|---|");
    for case in cases {
        let (code, n) = case.split_once(':').expect("CODE:N");
        let n: usize = n.parse().expect("a number");
        let game: OctalGame = code.parse().expect("a valid code");
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        for _ in 0..3 {
            let t = Instant::now();
            let a = grundy_run(&game, n);
            ours.push(t.elapsed().as_secs_f64());
            let t = Instant::now();
            let b = ogs_run(code, n);
            theirs.push(t.elapsed().as_secs_f64());
            assert_eq!(a, b, "{code}: G({}) differs", n - 1);
        }
        let (o, t) = (median(ours), median(theirs));
        println!("| {code} | {n} | {o:.3} | {t:.3} | {:.1}x |", t / o);
    }
}
