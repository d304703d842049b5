//! Seeded generator of the benchmark graphs, written as DIMACS `p edge` files:
//! `gen_graph random N AVG_DEGREE SEED` (a uniform random multigraph with N * AVG_DEGREE / 2
//! edges, loops dropped) or `gen_graph king ROWS COLS BLOCKED_PERCENT SEED` (the free cells
//! of a board, each joined to its up to 8 king-move neighbours). Writes to standard output.
//!
//! The random stream is rand's `Xoshiro256PlusPlus` seeded by `seed_from_u64(SEED)`: a
//! named generator, whose output rand documents as portable and reproducible (unlike
//! `StdRng` and `SmallRng`), drawn through `random_range`, whose values rand changes only
//! in a breaking release (the lock file pins rand 0.10). So a seed names the same graph on
//! every machine. (Before the switch to rand the stream was a hand-written xorshift64*; the
//! same arguments now give a different graph from the same distribution.)

use std::io::{self, BufWriter, Write};

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

fn main() -> io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize| -> u64 { args.get(i).and_then(|a| a.parse().ok()).expect("usage: see the file's doc") };
    let mut out = BufWriter::with_capacity(1 << 20, io::stdout().lock());
    let mut edges: Vec<(u64, u64)> = Vec::new();
    let n_vertices;
    match args.first().map(String::as_str) {
        Some("random") => {
            let (n, degree, seed) = (number(1), number(2), number(3));
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            n_vertices = n;
            while (edges.len() as u64) < n * degree / 2 {
                let (a, b) = (rng.random_range(..n), rng.random_range(..n));
                if a != b {
                    edges.push((a, b));
                }
            }
        }
        Some("king") => {
            let (rows, cols, percent, seed) = (number(1), number(2), number(3), number(4));
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let mut id = vec![u64::MAX; (rows * cols) as usize];
            let mut next = 0;
            for slot in id.iter_mut() {
                if rng.random_range(..100u64) >= percent {
                    *slot = next;
                    next += 1;
                }
            }
            n_vertices = next;
            for r in 0..rows as i64 {
                for c in 0..cols as i64 {
                    let a = id[(r * cols as i64 + c) as usize];
                    for (dr, dc) in [(0, 1), (1, -1), (1, 0), (1, 1)] {
                        let (r2, c2) = (r + dr, c + dc);
                        if a != u64::MAX && r2 < rows as i64 && c2 >= 0 && c2 < cols as i64 {
                            let b = id[(r2 * cols as i64 + c2) as usize];
                            if b != u64::MAX {
                                edges.push((a, b));
                            }
                        }
                    }
                }
            }
        }
        _ => panic!(
            "usage: gen_graph random N AVG_DEGREE SEED | gen_graph king ROWS COLS BLOCKED_PERCENT SEED"
        ),
    }
    writeln!(out, "p edge {} {}", n_vertices, edges.len())?;
    for (a, b) in edges {
        writeln!(out, "e {} {}", a + 1, b + 1)?;
    }
    out.flush()
}
