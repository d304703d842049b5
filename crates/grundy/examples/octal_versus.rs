//! grundy's sparse-space solver against the `ogs` crate (RC2, one core), alternating in one
//! process, median of three runs each:
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
    println!("| game | N | grundy (s) | ogs RC2 (s) | speed-up |");
    println!("|---|---|---|---|---|");
    for case in cases {
        let (code, n) = case.split_once(':').expect("CODE:N");
        let n: usize = n.parse().expect("a number");
        let game: OctalGame = code.parse().expect("a valid code");
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        for _ in 0..3 {
            let t = Instant::now();
            let a = grundy_last(&game, n);
            ours.push(t.elapsed().as_secs_f64());
            let t = Instant::now();
            let b = ogs_last(code, n);
            theirs.push(t.elapsed().as_secs_f64());
            assert_eq!(a, b, "{code}: G({}) differs", n - 1);
        }
        let (o, t) = (median(ours), median(theirs));
        println!("| {code} | {n} | {o:.3} | {t:.3} | {:.1}x |", t / o);
    }
}
