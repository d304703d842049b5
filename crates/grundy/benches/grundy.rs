//! Sprague-Grundy table benchmarks: the equal-split table (HNOI 2014) to 10^5 and 10^6
//! with the block method, and the paper-cutting table (POJ 2311) up to 1000 x 1000.
//! Inputs are fixed (thresholds chosen as in the judge), so runs are comparable.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use grundy::game::bean_split::try_split_outcome;
use grundy::game::equal_split::EqualSplitTable;
use grundy::game::paper_cutting::CuttingTable;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

fn equal_split(c: &mut Criterion) {
    let mut group = c.benchmark_group("equal_split_table");
    group.sample_size(10);
    for max_pile in [100_000u64, 1_000_000] {
        group.bench_with_input(BenchmarkId::from_parameter(max_pile), &max_pile, |b, &n| {
            b.iter(|| EqualSplitTable::try_new(2, n).unwrap())
        });
    }
    group.finish();
}

fn cutting(c: &mut Criterion) {
    let mut group = c.benchmark_group("cutting_table");
    group.sample_size(10);
    for side in [200u32, 1000] {
        group.bench_with_input(BenchmarkId::from_parameter(side), &side, |b, &n| {
            b.iter(|| CuttingTable::try_new(n).unwrap())
        });
    }
    group.finish();
}

fn split(c: &mut Criterion) {
    let mut group = c.benchmark_group("split_outcome");
    group.sample_size(10);
    for n in [21usize, 1000, 10_000] {
        // Seeded beans, so every run sees the same input.
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(12345);
        let beans: Vec<u64> = (0..n).map(|_| rng.random_range(..3)).collect();
        group.bench_with_input(BenchmarkId::from_parameter(n), &beans, |b, beans| {
            b.iter(|| try_split_outcome(beans).unwrap())
        });
    }
    group.finish();
}

criterion_group!(benches, equal_split, cutting, split);
criterion_main!(benches);
