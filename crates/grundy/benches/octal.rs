//! Octal game benchmarks: G(0..N) by grundy's sparse-space solver side by side with the
//! `ogs` crate's best solver (RC2, one core), on games with a sparse space (0.16, 0.56,
//! 0.1777) and with little of one (0.6, 0.007).
//!
//! The default run takes N = 10^6 for the fast games and 10^5 for the slow ones; with
//! `GRUNDY_BENCH_LARGE=1` also N = 10^7 (and 10^6 for 0.6), which takes minutes.
//! The long 0.1777 certification run is the `octal_certify` example, not a benchmark.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use grundy::game::octal::{plain::grundy_values_plain, OctalGame};

#[path = "common/octal_rivals.rs"]
mod octal_rivals;

use octal_rivals::{grundy_last, ogs_last};

fn octal(c: &mut Criterion) {
    let large = std::env::var_os("GRUNDY_BENCH_LARGE").is_some();
    let mut cases: Vec<(&str, usize)> = vec![
        ("0.16", 1_000_000),
        ("0.56", 1_000_000),
        ("0.1777", 1_000_000),
        ("0.6", 100_000),
        ("0.007", 100_000),
    ];
    if large {
        cases.extend([
            ("0.16", 10_000_000),
            ("0.56", 10_000_000),
            ("0.1777", 10_000_000),
            ("0.6", 1_000_000),
        ]);
    }
    for (code, n) in cases {
        let game: OctalGame = code.parse().expect("a valid code");
        let mut group = c.benchmark_group(format!("octal_{code}"));
        group.sample_size(10);
        group.bench_with_input(BenchmarkId::new("grundy_sparse", n), &n, |b, &n| {
            b.iter(|| grundy_last(&game, n, 1))
        });
        group.bench_with_input(BenchmarkId::new("ogs_rc2", n), &n, |b, &n| b.iter(|| ogs_last(code, n)));
        group.finish();
    }
    // The quadratic reference, for scale.
    let mut group = c.benchmark_group("octal_plain");
    group.sample_size(10);
    for code in ["0.16", "0.1777"] {
        let game: OctalGame = code.parse().expect("a valid code");
        group.bench_with_input(BenchmarkId::new(code, 10_000), &10_000, |b, &n| {
            b.iter(|| grundy_values_plain(&game, n))
        });
    }
    group.finish();
}

criterion_group!(benches, octal);
criterion_main!(benches);
