//! Tests of the two-colouring: every graph on up to 6 vertices against a brute-force
//! search over all colourings, the odd cycle checked as a certificate.

use super::*;
use crate::tests::support::{random_edges, seeded, RngExt};

fn v(i: usize) -> VertexId {
    VertexId::new(i)
}

fn bipartite_naive(n: usize, edges: &[(VertexId, VertexId)]) -> bool {
    (0..1u32 << n)
        .any(|colours| edges.iter().all(|&(a, b)| (colours >> a.index() & 1) != (colours >> b.index() & 1)))
}

fn check(n: usize, edges: Vec<(VertexId, VertexId)>) {
    let graph = Graph::from_edges(n, edges.clone());
    match bipartition(&graph) {
        Ok(split) => {
            assert!(bipartite_naive(n, &edges));
            let bip = split.graph();
            assert_eq!(bip.n_left() + bip.n_right(), n);
            assert_eq!(bip.n_edges(), graph.n_edges());
            for (e, a, b) in graph.edges() {
                let (left, right) = bip.endpoints(e);
                let (sa, ia) = split.place(a);
                let (sb, ib) = split.place(b);
                assert_ne!(sa, sb);
                let (l, r) = if sa == Side::Left { (ia, ib) } else { (ib, ia) };
                assert_eq!((left, right), (l, r));
            }
            for x in 0..n {
                let (side, i) = split.place(v(x));
                assert_eq!(split.original(side, i), v(x));
            }
        }
        Err(cycle) => {
            assert!(!bipartite_naive(n, &edges), "{edges:?}");
            let (vs, es) = (cycle.vertices(), cycle.edges());
            assert_eq!(vs.len() % 2, 1);
            assert_eq!(vs.len(), es.len());
            let mut distinct = vs.to_vec();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), vs.len());
            for i in 0..vs.len() {
                let (a, b) = graph.endpoints(es[i]);
                let (x, y) = (vs[i], vs[(i + 1) % vs.len()]);
                assert!((a, b) == (x, y) || (a, b) == (y, x), "{cycle:?} in {edges:?}");
            }
        }
    }
}

#[test]
fn bipartition_matches_naive_on_every_small_graph() {
    // Every simple graph on up to 6 vertices.
    for n in 0..=6 {
        let pairs: Vec<(usize, usize)> = (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b))).collect();
        for mask in 0..1u32 << pairs.len() {
            let edges =
                pairs.iter().enumerate().filter(|(i, _)| mask >> i & 1 != 0).map(|(_, &(a, b))| (v(a), v(b)));
            check(n, edges.collect());
        }
    }
}

#[test]
fn bipartition_matches_naive_on_random_multigraphs() {
    let mut rng = seeded(1736);
    for _ in 0..2000 {
        let n = rng.random_range(..12usize) + 1;
        let n_edges = rng.random_range(..2 * n);
        let edges = random_edges(&mut rng, n, n, n_edges);
        check(n, edges);
    }
}

#[test]
fn self_loop_and_long_odd_cycle() {
    let err = bipartition(&Graph::from_edges(2, vec![(v(0), v(1)), (v(1), v(1))])).unwrap_err();
    assert_eq!(err.vertices(), &[v(1)]);
    assert_eq!(err.to_string(), "1 - 1");
    // A 200 001-cycle: no recursion, and the certificate is the whole cycle.
    let n = 200_001;
    let edges = (0..n).map(|i| (v(i), v((i + 1) % n))).collect();
    assert_eq!(bipartition(&Graph::from_edges(n, edges)).unwrap_err().vertices().len(), n);
}
