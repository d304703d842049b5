//! Parser throughput: a seeded 10^4 × 10^4 token board (10% `#`, 10^8 cells, 100 MB of
//! text) and a 10^3 × 10^3 one through `parse_board`, and an edge list of 10^6 edges
//! through `parse_edge_list`, each reported in bytes per second.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use grundy::format::{parse_board, parse_edge_list};
use grundy::TokenCell;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// The text of a seeded `side × side` token board with about 10% blocked cells.
fn board_text(side: usize, seed: u64) -> Vec<u8> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut text = Vec::with_capacity(side * (side + 1) + 32);
    text.extend_from_slice(format!("{side} {side}\n").as_bytes());
    for _ in 0..side {
        text.extend((0..side).map(|_| if rng.random_bool(0.1) { b'#' } else { b'.' }));
        text.push(b'\n');
    }
    text
}

/// A seeded edge list of `n_edges` edges between `n_edges / 2` integer-named vertices.
fn edge_list_text(n_edges: usize, seed: u64) -> Vec<u8> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let n_vertices = (n_edges / 2).max(1) as u64;
    let mut text = String::with_capacity(n_edges * 16);
    text.push_str("# random graph\n");
    for _ in 0..n_edges {
        let (u, v) = (rng.random_range(..n_vertices), rng.random_range(..n_vertices));
        text.push_str(&format!("{u} {v}\n"));
    }
    text.into_bytes()
}

fn boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("parse_board");
    for side in [1_000usize, 10_000] {
        let text = board_text(side, 0x5eed);
        group.throughput(Throughput::Bytes(text.len() as u64));
        if side >= 10_000 {
            group.sample_size(10);
        }
        group.bench_with_input(BenchmarkId::from_parameter(side), &text, |b, text| {
            b.iter(|| parse_board::<TokenCell>(text).unwrap())
        });
    }
    group.finish();
}

fn edge_lists(c: &mut Criterion) {
    let mut group = c.benchmark_group("parse_edge_list");
    group.sample_size(10);
    let n_edges = 1_000_000;
    let text = edge_list_text(n_edges, 0x5eed);
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_with_input(BenchmarkId::from_parameter(n_edges), &text, |b, text| {
        b.iter(|| parse_edge_list(text).unwrap())
    });
    group.finish();
}

criterion_group!(benches, boards, edge_lists);
criterion_main!(benches);
