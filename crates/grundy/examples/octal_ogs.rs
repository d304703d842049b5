//! Times the `ogs` crate's RC2 solver on one code: `cargo run --release --example octal_ogs CODE N`.
use ogs::Solver;
use std::time::Instant;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game: ogs::Game = args[1].parse().unwrap();
    let n: usize = args[2].parse().unwrap();
    let t = Instant::now();
    let mut s = ogs::RC2Solver::<true, ()>::with_capacity(game, n);
    for _ in 0..n { s.next(); }
    eprintln!("ogs {} {} values in {:.3}s last {:?}", args[1], n, t.elapsed().as_secs_f64(), s.nimbers().last());
}
