//! Times [`solve_token_board`] on one LOJ 6033 board file, for `bench/python_bench.py`
//! (the Python package's `solve_board` against the same solve in Rust).
//!
//! usage: `board_time FILE [ROUNDS]`. Prints one line `key=value ...`: the median over
//! the rounds of the solve alone (`solve_s`) and of the solve plus reading every cell's
//! verdict and winning move into a vector, what the Python binding does (`verdicts_s`).
//! Parsing the file is not timed.

use std::time::Instant;

use grundy::format::parse_token_board;
use grundy::game::geography::{solve_token_board, CellVerdict};

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).expect("usage: board_time FILE [ROUNDS]");
    let rounds: usize = args.get(2).map_or(3, |r| r.parse().expect("ROUNDS is a number"));
    let board =
        parse_token_board(&std::fs::read(path).expect("cannot read the board")).expect("bad board file");
    let (mut solve, mut verdicts) = (Vec::new(), Vec::new());
    let mut winning = 0;
    for _ in 0..rounds {
        let start = Instant::now();
        let solution = solve_token_board(&board);
        solve.push(start.elapsed().as_secs_f64());
        let start = Instant::now();
        let solution2 = solve_token_board(&board);
        let cells: Vec<CellVerdict> = solution2.verdicts().collect();
        verdicts.push(start.elapsed().as_secs_f64());
        winning = cells.iter().filter(|v| matches!(v, CellVerdict::Win { .. })).count();
        drop(solution);
    }
    println!(
        "cells={} mover_wins={winning} solve_s={:.4} verdicts_s={:.4}",
        board.cells().len(),
        median(solve),
        median(verdicts)
    );
}
