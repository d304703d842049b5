//! The test support every unit test shares, so no test file keeps its own copy:
//!
//! - the one seeded random generator: `let mut rng = seeded(2011);`, then rand's
//!   [`RngExt`] methods (`rng.random_range(..n)`, `rng.random_bool(p)`), and
//!   [`random_edges`] for uniform random edge lists;
//! - [`located`], a parse error as `(kind, line, column)`, and [`edge_text`], a graph's
//!   edges as `u-v u-v ...`, for the format tests' one-line assertions.
//!
//! The generator is [`rand::rngs::Xoshiro256PlusPlus`] (Blackman and Vigna,
//! <https://prng.di.unimi.it/>), seeded from a `u64` by SplitMix64. It is one of rand's
//! *named* generators, whose output rand documents as portable and reproducible
//! (<https://rust-random.github.io/book/crate-reprod.html>); `StdRng` and `SmallRng`
//! may change algorithm in any release, so a seed would no longer name the same inputs.
//! The values of `random_range` and `random_bool` change only in a breaking rand release,
//! and the lock file pins one. Benches and examples, separate binaries, seed the same
//! generator directly. Not for anything but test inputs: fast and sound, not secure.

pub(crate) use rand::seq::SliceRandom;
pub(crate) use rand::RngExt;
use rand::SeedableRng;

use crate::graph::{EdgeId, VertexId};
use crate::{ParseError, ParseErrorKind};

/// The generator every unit test draws its random inputs from.
pub(crate) type TestRng = rand::rngs::Xoshiro256PlusPlus;

/// The generator for `seed`: the same stream on every machine and every run.
pub(crate) fn seeded(seed: u64) -> TestRng {
    TestRng::seed_from_u64(seed)
}

/// `n_edges` edges with uniform endpoints, the first below `n_first`, the second below
/// `n_second` (loops and parallel edges included); none when a side is empty.
pub(crate) fn random_edges(
    rng: &mut TestRng,
    n_first: usize,
    n_second: usize,
    n_edges: usize,
) -> Vec<(VertexId, VertexId)> {
    if n_first == 0 || n_second == 0 {
        return Vec::new();
    }
    let v = VertexId::new;
    (0..n_edges).map(|_| (v(rng.random_range(..n_first)), v(rng.random_range(..n_second)))).collect()
}

/// Where and why parsing failed: `(kind, line, column)`.
pub(crate) fn located(err: ParseError) -> (ParseErrorKind, usize, usize) {
    (err.kind().clone(), err.line(), err.column())
}

/// The edges as `u-v u-v ...` with vertex indices, in the order given.
pub(crate) fn edge_text(edges: impl Iterator<Item = (EdgeId, VertexId, VertexId)>) -> String {
    let edges: Vec<String> = edges.map(|(_, u, v)| format!("{}-{}", u.index(), v.index())).collect();
    edges.join(" ")
}
