//! The two octal solvers raced by the octal benchmark (`benches/octal.rs`) and the
//! `octal_versus` example: grundy's sparse-space solver and the `ogs` crate's best one
//! (RC2, one core), each run up to heap size `n` and reporting `G(n - 1)`. Included by
//! `#[path]` in both (separate binaries; `ogs` is a dev-dependency, not the library's).

use grundy::game::octal::{OctalGame, SparseSolver};
use ogs::Solver;

/// `G(n - 1)` by grundy's sparse-space solver on up to `threads` threads: `u8` values,
/// widened to `u16` once they outgrow a byte.
pub(crate) fn grundy_last(game: &OctalGame, n: usize, threads: usize) -> u16 {
    let mut solver = SparseSolver::<u8>::new(game).expect("the benchmark's codes are octal");
    solver.set_threads(threads);
    match solver.extend_to(n) {
        Ok(()) => u16::from(solver.values()[n - 1]),
        Err(_) => {
            let mut wide = solver.widen();
            wide.extend_to(n).expect("values below 65536");
            wide.values()[n - 1]
        }
    }
}

/// `G(n - 1)` by the `ogs` crate's RC2 solver.
pub(crate) fn ogs_last(code: &str, n: usize) -> u16 {
    let game: ogs::Game = code.parse().expect("ogs parses the code");
    let mut solver = ogs::RC2Solver::<true, ()>::with_capacity(game, n);
    let mut last = 0;
    for _ in 0..n {
        last = solver.next().expect("an endless sequence");
    }
    last
}
