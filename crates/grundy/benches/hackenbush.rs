//! Green Hackenbush benchmarks: the O(V + E) value on multigraphs of 10^6 edges with many
//! cycles, and the winning-move search where it is linear (small cycles).
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use grundy::game::hackenbush::{green_hackenbush_value, GreenHackenbush};
use grundy::{Graph, VertexId};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// A random tree on `n` vertices plus `extra` random edges (loops and parallel edges
/// included): one giant 2-edge-connected component with bridges and stalks around it.
fn random_tree_plus_edges(n: usize, extra: usize, seed: u64) -> Graph {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let v = VertexId::new;
    let mut edges: Vec<(VertexId, VertexId)> = (1..n).map(|i| (v(rng.random_range(..i)), v(i))).collect();
    for _ in 0..extra {
        edges.push((v(rng.random_range(..n)), v(rng.random_range(..n))));
    }
    Graph::from_edges(n, edges)
}

/// A path of `units` vertices, each carrying a hanging cycle of length 1 to 5 (a cactus).
fn path_of_small_cycles(units: usize) -> Graph {
    let v = VertexId::new;
    let mut edges = Vec::new();
    let mut n = 1;
    for i in 0..units {
        let base = n - 1;
        let first = n;
        edges.push((v(base), v(first)));
        n += 1;
        let mut prev = first;
        for _ in 1..1 + i % 5 {
            edges.push((v(prev), v(n)));
            prev = n;
            n += 1;
        }
        edges.push((v(prev), v(first)));
    }
    Graph::from_edges(n, edges)
}

fn bench_value(c: &mut Criterion) {
    let mut group = c.benchmark_group("hackenbush_value");
    group.sample_size(10);
    let random = random_tree_plus_edges(500_000, 500_000, 3710);
    group.bench_with_input(BenchmarkId::new("random_tree_plus_edges", random.n_edges()), &random, |b, g| {
        b.iter(|| green_hackenbush_value(g, &[VertexId::new(0)]))
    });
    let cactus = path_of_small_cycles(250_000);
    group.bench_with_input(BenchmarkId::new("path_of_small_cycles", cactus.n_edges()), &cactus, |b, g| {
        b.iter(|| green_hackenbush_value(g, &[VertexId::new(0)]))
    });
    group.finish();
}

fn bench_moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("hackenbush_moves");
    group.sample_size(10);
    let cactus = path_of_small_cycles(250_000);
    let game = GreenHackenbush::new(&cactus, &[VertexId::new(0)]);
    group.bench_with_input(BenchmarkId::new("path_of_small_cycles", cactus.n_edges()), &game, |b, game| {
        b.iter(|| game.moves_to(game.value() ^ 1))
    });
    group.finish();
}

criterion_group!(benches, bench_value, bench_moves);
criterion_main!(benches);
