//! Reads a random sparse pattern from CSR arrays and matches it, the library's part of
//! `grundy.maximum_bipartite_matching(A)` on a SciPy CSR matrix, for callgrind and wall
//! clocks: `sparse_read [gen|read|match] [N_ROWS N_COLS N_ENTRIES] [--repeat K]`.
//!
//! The pattern: `N_ENTRIES` entries (200,000 x 400,000 with 10^6 by default) with
//! uniform rows and columns from the seeded generator of the tests (seed 1), as `i32`
//! arrays in SciPy's canonical form (every row's column indices increasing). `gen` only
//! builds the arrays, `read` also reads them (`SparsePattern::try_from_csr`), `match` also
//! runs `maximum_matching` and the answer arrays (the mate of every row and column, as
//! the Python binding builds them), so the instruction counts of two modes differ by one
//! part. With `--repeat K` the last part runs K times and the median wall time is printed.

use std::time::Instant;

use grundy::matching::maximum_matching;
use grundy::SparsePattern;
use rand::{RngExt, SeedableRng};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = args.first().map_or("match", String::as_str);
    let numbers: Vec<usize> =
        args.iter().skip(1).take_while(|a| !a.starts_with("--")).map(|a| a.parse().unwrap()).collect();
    let (n_rows, n_cols, n_entries) = match numbers[..] {
        [r, c, e] => (r, c, e),
        _ => (200_000, 400_000, 1_000_000),
    };
    let repeat = args.iter().position(|a| a == "--repeat").map_or(1, |i| args[i + 1].parse().unwrap());

    let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(1);
    let mut entries: Vec<(u32, u32)> = (0..n_entries)
        .map(|_| (rng.random_range(..n_rows as u32), rng.random_range(..n_cols as u32)))
        .collect();
    entries.sort_unstable();
    let mut indptr = vec![0i32; n_rows + 1];
    for &(i, _) in &entries {
        indptr[i as usize + 1] += 1;
    }
    for i in 0..n_rows {
        indptr[i + 1] += indptr[i];
    }
    let indices: Vec<i32> = entries.iter().map(|&(_, j)| j as i32).collect();
    drop(entries);
    if mode == "gen" {
        println!("arrays {} {}", indptr.len(), indices.len());
        return;
    }

    let mut times = Vec::new();
    let mut answer = 0;
    for _ in 0..repeat {
        let start = Instant::now();
        let pattern = SparsePattern::try_from_csr(n_rows, n_cols, &indptr, &indices).unwrap();
        answer = pattern.n_entries();
        if mode == "match" {
            let graph = pattern.graph();
            let matching = maximum_matching(graph);
            let (mut rows, mut cols) = (vec![-1i32; graph.n_left()], vec![-1i32; graph.n_right()]);
            for (i, j) in matching.pairs() {
                rows[i.index()] = j.index() as i32;
                cols[j.index()] = i.index() as i32;
            }
            answer = matching.size() + rows.len() + cols.len();
        }
        times.push(start.elapsed().as_secs_f64() * 1e3);
        drop(pattern);
    }
    times.sort_by(f64::total_cmp);
    println!("{mode} answer {answer} median {:.2} ms of {repeat}", times[times.len() / 2]);
}
