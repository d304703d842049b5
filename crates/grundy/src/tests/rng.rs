//! The one seeded random generator of the unit tests, so every random test input is
//! reproducible: `let mut rng = seeded(2011);`, then rand's [`RngExt`] methods
//! (`rng.random_range(..n)`, `rng.random_bool(p)`).
//!
//! The generator is [`rand::rngs::Xoshiro256PlusPlus`] (Blackman and Vigna,
//! <https://prng.di.unimi.it/>), seeded from a `u64` by SplitMix64. It is one of rand's
//! *named* generators, whose output rand documents as portable and reproducible
//! (<https://rust-random.github.io/book/crate-reprod.html>); `StdRng` and `SmallRng`
//! may change algorithm in any release, so a seed would no longer name the same inputs.
//! The values of `random_range` and `random_bool` change only in a breaking rand release,
//! and the lock file pins one. Benches and examples, separate binaries, seed the same
//! generator directly. Not for anything but test inputs: fast and sound, not secure.

pub(crate) use rand::RngExt;
use rand::SeedableRng;

/// The generator every unit test draws its random inputs from.
pub(crate) type TestRng = rand::rngs::Xoshiro256PlusPlus;

/// The generator for `seed`: the same stream on every machine and every run.
pub(crate) fn seeded(seed: u64) -> TestRng {
    TestRng::seed_from_u64(seed)
}
