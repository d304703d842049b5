//! Matching benchmarks on seeded random 1000 × 1000 boards with a fraction `p` of blocked
//! cells: the whole LOJ 6033 solve (`solve_token_board`: the grid engine on the board
//! itself), then the graph engines side by side on the board's graph (`maximum_matching`:
//! a greedy start, single-source searches within a budget, Pothen-Fan phases (boards are
//! grid-like), then push-relabel; plain `push_relabel`; plain `hopcroft_karp`), and the vertex
//! status alone; then the Dulmage-Mendelsohn edge classification (given the matching)
//! next to the vertex status it extends, and the König certificates. The peer comparison
//! (igraph, larger boards, random and power-law graphs) is `bench/peer_matching.py` at
//! the repository root.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use grundy::game::geography::solve_token_board;
use grundy::matching::{
    dulmage_mendelsohn, hopcroft_karp, maximum_independent_set, maximum_matching, minimum_edge_cover,
    minimum_vertex_cover, push_relabel, vertex_status,
};
use grundy::BoardGraph;
use grundy::{Board, TokenCell};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// A seeded board: each cell blocked with probability `p` (rand's Xoshiro256PlusPlus,
/// the same board on every machine).
fn random_board(n_rows: usize, n_cols: usize, p: f64, seed: u64) -> Board<TokenCell> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let cells = (0..n_rows * n_cols)
        .map(|_| if rng.random_bool(p) { TokenCell::Blocked } else { TokenCell::Free })
        .collect();
    Board::new(n_rows, n_cols, cells)
}

fn boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("board_1000x1000");
    group.sample_size(10);
    for p in [0.02, 0.1, 0.3] {
        let board = random_board(1000, 1000, p, 6033);
        group.bench_with_input(BenchmarkId::new("solve_token_board", p), &board, |b, board| {
            b.iter(|| solve_token_board(board))
        });
        let graph = BoardGraph::from_token_board(&board);
        group.bench_with_input(BenchmarkId::new("maximum_matching", p), &graph, |b, graph| {
            b.iter(|| maximum_matching(graph.graph()))
        });
        group.bench_with_input(BenchmarkId::new("push_relabel", p), &graph, |b, graph| {
            b.iter(|| push_relabel(graph.graph()))
        });
        group.bench_with_input(BenchmarkId::new("hopcroft_karp", p), &graph, |b, graph| {
            b.iter(|| hopcroft_karp(graph.graph()))
        });
        let matching = maximum_matching(graph.graph());
        group.bench_with_input(BenchmarkId::new("vertex_status", p), &graph, |b, graph| {
            b.iter(|| vertex_status(graph.graph(), &matching))
        });
    }
    group.finish();
}

fn dulmage_mendelsohn_boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("dulmage_mendelsohn_1000x1000");
    group.sample_size(10);
    for p in [0.02, 0.1, 0.3] {
        let board = random_board(1000, 1000, p, 6033);
        let graph = BoardGraph::from_token_board(&board);
        let matching = maximum_matching(graph.graph());
        group.bench_with_input(BenchmarkId::new("vertex_status", p), &graph, |b, graph| {
            b.iter(|| vertex_status(graph.graph(), &matching))
        });
        group.bench_with_input(BenchmarkId::new("dulmage_mendelsohn", p), &graph, |b, graph| {
            b.iter(|| dulmage_mendelsohn(graph.graph(), &matching))
        });
        group.bench_with_input(BenchmarkId::new("certificates", p), &graph, |b, graph| {
            b.iter(|| {
                let g = graph.graph();
                (
                    minimum_vertex_cover(g, &matching),
                    maximum_independent_set(g, &matching),
                    minimum_edge_cover(g, &matching),
                )
            })
        });
    }
    group.finish();
}

criterion_group!(benches, boards, dulmage_mendelsohn_boards);
criterion_main!(benches);
