//! Times the sparse-space solver on one code: `cargo run --release --example octal_time CODE N`.
use std::time::Instant;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game: grundy::game::octal::OctalGame = args[1].parse().unwrap();
    let n: usize = args[2].parse().unwrap();
    let t = Instant::now();
    let mut s = grundy::game::octal::SparseSolver::<u16>::new(&game);
    s.extend_to(n).unwrap();
    eprintln!("{} {} values in {:.3}s max {:?}", args[1], n, t.elapsed().as_secs_f64(), s.values().iter().max());
    eprintln!("{:?}", s.stats());
}
