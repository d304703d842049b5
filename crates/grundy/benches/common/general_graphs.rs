//! Seeded general graphs, shared by the blossom benchmark (`benches/blossom.rs`) and the
//! generator of the peer benchmark's instances (`examples/gen_graph.rs`, for
//! `bench/peer_blossom.sh`), so both time the same graph for the same arguments. Each
//! includes this file with `#[path]` (benches and examples are separate binaries, and
//! the library has no place for benchmark inputs).
//!
//! The stream is rand's `Xoshiro256PlusPlus` seeded by `seed_from_u64`: a named
//! generator, whose output rand documents as portable and reproducible (unlike `StdRng`
//! and `SmallRng`). Every number is drawn as a `u64` (rand draws a `usize` range that
//! fits in 32 bits from 32-bit outputs, so the type is part of the stream).

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// The steps to the king-move neighbours that follow a cell in row-major order.
pub(crate) const KING: [(isize, isize); 4] = [(0, 1), (1, -1), (1, 0), (1, 1)];

/// A graph on vertices `0..n_vertices`.
pub(crate) struct EdgeList {
    pub(crate) n_vertices: usize,
    pub(crate) edges: Vec<(usize, usize)>,
}

/// A uniform random multigraph on `n` vertices with `n * degree / 2` edges, loops dropped
/// (drawn again).
pub(crate) fn random_multigraph(n: usize, degree: usize, seed: u64) -> EdgeList {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut edges = Vec::with_capacity(n * degree / 2);
    while edges.len() < n * degree / 2 {
        let (a, b) = (rng.random_range(..n as u64) as usize, rng.random_range(..n as u64) as usize);
        if a != b {
            edges.push((a, b));
        }
    }
    EdgeList { n_vertices: n, edges }
}

/// The free cells of a `rows × cols` board, each cell blocked with probability
/// `percent`%, numbered in row-major order and joined to the free cells `steps` away.
pub(crate) fn board(rows: usize, cols: usize, percent: u64, steps: &[(isize, isize)], seed: u64) -> EdgeList {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut id = vec![usize::MAX; rows * cols];
    let mut n_vertices = 0;
    for slot in id.iter_mut() {
        if rng.random_range(..100u64) >= percent {
            *slot = n_vertices;
            n_vertices += 1;
        }
    }
    let mut edges = Vec::new();
    for r in 0..rows as isize {
        for c in 0..cols as isize {
            let a = id[(r * cols as isize + c) as usize];
            for &(dr, dc) in steps {
                let (r2, c2) = (r + dr, c + dc);
                if a != usize::MAX && r2 < rows as isize && c2 >= 0 && c2 < cols as isize {
                    let b = id[(r2 * cols as isize + c2) as usize];
                    if b != usize::MAX {
                        edges.push((a, b));
                    }
                }
            }
        }
    }
    EdgeList { n_vertices, edges }
}
