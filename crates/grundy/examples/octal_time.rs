//! Times the sparse-space solver alone on one code and prints its statistics:
//! `cargo run --release -p grundy --example octal_time CODE N [THREADS] [WINDOW]` (THREADS:
//! 1 by default; at most the code's lag are used, see `SparseSolver::set_threads`; WINDOW:
//! keep the first and the last WINDOW values, the others in a `MemoryArchive`, see
//! `SparseSolver::set_window`).
use std::sync::Arc;
use std::time::Instant;

use grundy::game::octal::{MemoryArchive, OctalGame, SparseSolver, Window};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game: OctalGame = args[1].parse().expect("a valid code");
    let n: usize = args[2].parse().expect("a number");
    let threads: usize = args.get(3).map_or(1, |t| t.parse().expect("a number of threads"));
    let start = Instant::now();
    let mut solver = SparseSolver::<u8>::new(&game).expect("a code the sparse-space method handles");
    let threads = solver.set_threads(threads);
    if let Some(window) = args.get(4) {
        let recent: usize = window.parse().expect("a window length");
        let window = Window { prefix: recent, recent };
        assert!(solver.set_window(window, Arc::new(MemoryArchive::default())), "a window of at least 65536");
    }
    let stats = match solver.extend_to(n) {
        Ok(()) => solver.stats(),
        Err(_) => {
            let mut wide = solver.widen();
            wide.extend_to(n).expect("values below 65536");
            wide.stats()
        }
    };
    println!("{} {n} values in {:.3} s on {threads} threads", args[1], start.elapsed().as_secs_f64());
    println!("{stats:?}");
}
