//! General-graph matching benchmarks on seeded inputs: uniform random graphs (average
//! degree 3 and 10) and king-move boards with 10% of the cells blocked (non-bipartite),
//! each solved by `blossom` (matching plus Gallai-Edmonds sets) and certified by
//! `tutte_berge_verify`; and on a bipartite 4-neighbour board, the blossom engine side by
//! side with the bipartite route of `gallai_edmonds` (`maximum_matching` and
//! `vertex_status`). The peers (Boost, NetworkX) are timed by `bench/peer_blossom.sh` on
//! the same graphs, written by `examples/gen_graph.rs` from the same generators
//! (`benches/common/general_graphs.rs`).

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use grundy::matching::{blossom, gallai_edmonds, tutte_berge_verify};
use grundy::{Graph, VertexId};

#[path = "common/general_graphs.rs"]
mod general_graphs;

use general_graphs::{EdgeList, KING};

const ROOK: [(isize, isize); 2] = [(0, 1), (1, 0)];

fn graph(list: EdgeList) -> Graph {
    let v = VertexId::new;
    Graph::from_edges(list.n_vertices, list.edges.into_iter().map(|(a, b)| (v(a), v(b))).collect())
}

/// A uniform random multigraph with `n * degree / 2` edges, loops dropped.
fn random_graph(n: usize, degree: usize, seed: u64) -> Graph {
    graph(general_graphs::random_multigraph(n, degree, seed))
}

/// The free cells of a `side x side` board (each blocked with probability `percent`%),
/// joined along the given steps.
fn board(side: usize, percent: u64, steps: &[(isize, isize)], seed: u64) -> Graph {
    graph(general_graphs::board(side, side, percent, steps, seed))
}

fn general(c: &mut Criterion) {
    let mut group = c.benchmark_group("blossom");
    group.sample_size(10);
    let inputs = [
        ("random_1e5_d3", random_graph(100_000, 3, 1)),
        ("random_1e5_d10", random_graph(100_000, 10, 1)),
        ("king_300x300", board(300, 10, &KING, 1)),
    ];
    for (name, graph) in &inputs {
        group
            .bench_with_input(BenchmarkId::new("blossom", name), graph, |b, graph| b.iter(|| blossom(graph)));
        let res = blossom(graph);
        group.bench_with_input(BenchmarkId::new("tutte_berge_verify", name), graph, |b, graph| {
            b.iter(|| tutte_berge_verify(graph, res.matching(), &res.barrier()).unwrap())
        });
    }
    group.finish();
}

fn bipartite(c: &mut Criterion) {
    let mut group = c.benchmark_group("bipartite_board_300x300");
    group.sample_size(10);
    let graph = board(300, 10, &ROOK, 1);
    group.bench_function("blossom", |b| b.iter(|| blossom(&graph)));
    group.bench_function("gallai_edmonds_routed", |b| b.iter(|| gallai_edmonds(&graph)));
    group.finish();
}

criterion_group!(benches, general, bipartite);
criterion_main!(benches);
