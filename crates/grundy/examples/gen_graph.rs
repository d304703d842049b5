//! Seeded generator of the benchmark graphs, written as DIMACS `p edge` files:
//! `gen_graph random N AVG_DEGREE SEED` (a uniform random multigraph with N * AVG_DEGREE / 2
//! edges, loops dropped) or `gen_graph king ROWS COLS BLOCKED_PERCENT SEED` (the free cells
//! of a board, each joined to its up to 8 king-move neighbours). Writes to standard output.
//!
//! The graphs come from `benches/common/general_graphs.rs`, shared with the blossom
//! benchmark: rand's `Xoshiro256PlusPlus` seeded by `seed_from_u64(SEED)`, a named
//! generator whose output rand documents as portable and reproducible (unlike `StdRng`
//! and `SmallRng`), drawn through `random_range`, whose values rand changes only in a
//! breaking release (the lock file pins rand 0.10). So a seed names the same graph on
//! every machine. (Before the switch to rand the stream was a hand-written xorshift64*; the
//! same arguments now give a different graph from the same distribution.)

use std::io::{self, BufWriter, Write};

#[path = "../benches/common/general_graphs.rs"]
mod general_graphs;

use general_graphs::{board, random_multigraph, KING};

fn main() -> io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize| -> u64 { args.get(i).and_then(|a| a.parse().ok()).expect("usage: see the file's doc") };
    let graph = match args.first().map(String::as_str) {
        Some("random") => random_multigraph(number(1) as usize, number(2) as usize, number(3)),
        Some("king") => board(number(1) as usize, number(2) as usize, number(3), &KING, number(4)),
        _ => panic!(
            "usage: gen_graph random N AVG_DEGREE SEED | gen_graph king ROWS COLS BLOCKED_PERCENT SEED"
        ),
    };
    let mut out = BufWriter::with_capacity(1 << 20, io::stdout().lock());
    writeln!(out, "p edge {} {}", graph.n_vertices, graph.edges.len())?;
    for (a, b) in graph.edges {
        writeln!(out, "e {} {}", a + 1, b + 1)?;
    }
    out.flush()
}
