//! Tests of the matching engines: every small bipartite graph against an enumeration oracle, seeded
//! random graphs against Kuhn's algorithm, certificates on every result.

use super::*;
use crate::tests::support::{random_edges, seeded, RngExt, TestRng};

fn v(i: usize) -> VertexId {
    VertexId::new(i)
}

/// The oracle: simple augmenting paths (Kuhn), one search per left vertex.
fn maximum_matching_naive(graph: &BipartiteGraph) -> usize {
    fn try_augment(graph: &BipartiteGraph, u: usize, seen: &mut [bool], right_mate: &mut [usize]) -> bool {
        for (w, _) in graph.left_neighbors(v(u)) {
            let w = w.index();
            if seen[w] {
                continue;
            }
            seen[w] = true;
            if right_mate[w] == usize::MAX || try_augment(graph, right_mate[w], seen, right_mate) {
                right_mate[w] = u;
                return true;
            }
        }
        false
    }
    let mut right_mate = vec![usize::MAX; graph.n_right()];
    let mut size = 0;
    for u in 0..graph.n_left() {
        let mut seen = vec![false; graph.n_right()];
        if try_augment(graph, u, &mut seen, &mut right_mate) {
            size += 1;
        }
    }
    size
}

/// The matching number by enumerating every matching (a DP over the left vertices and
/// the set of used right vertices), skipping the excluded vertices.
pub(crate) fn matching_number_naive(graph: &BipartiteGraph, skip: Option<(Side, usize)>) -> usize {
    let n_right = graph.n_right();
    assert!(n_right <= 16);
    // best[mask]: the largest matching of the left vertices seen so far using exactly
    // the right vertices in mask (or -1).
    let mut best = vec![-1i32; 1 << n_right];
    best[0] = 0;
    for u in 0..graph.n_left() {
        if skip == Some((Side::Left, u)) {
            continue;
        }
        let previous = best.clone();
        for (mask, &size) in previous.iter().enumerate() {
            if size < 0 {
                continue;
            }
            for (w, _) in graph.left_neighbors(v(u)) {
                let w = w.index();
                if mask & (1 << w) != 0 || skip == Some((Side::Right, w)) {
                    continue;
                }
                let next = mask | (1 << w);
                best[next] = best[next].max(size + 1);
            }
        }
    }
    best.into_iter().max().unwrap_or(0) as usize
}

/// Checks every property of the engine's answer on `graph`; with `exact`, also against
/// the enumeration oracle.
fn check_graph(graph: &BipartiteGraph, exact: bool) {
    // Every engine combination finds a matching of the same size.
    let size = hopcroft_karp(graph).size();
    let pushed = push_relabel(graph);
    assert_eq!(pushed.size(), size, "push-relabel on {graph:?}");
    verify(graph, &pushed, &minimum_vertex_cover(graph, &pushed)).unwrap();
    let fanned = pothen_fan(graph);
    assert_eq!(fanned.size(), size, "pothen-fan on {graph:?}");
    verify(graph, &fanned, &minimum_vertex_cover(graph, &fanned)).unwrap();
    for (budget, phases) in [(0, 0), (0, 1), (3, 0), (3, 2), (10, 3)] {
        let other = maximum_matching_with_limits(graph, budget, phases);
        assert_eq!(other.size(), size, "budget {budget}, {phases} phases on {graph:?}");
        verify(graph, &other, &minimum_vertex_cover(graph, &other)).unwrap();
    }
    let matching = maximum_matching(graph);
    assert_eq!(matching.size(), size);
    let cover = minimum_vertex_cover(graph, &matching);
    assert_eq!(cover.size(), matching.size());
    verify(graph, &matching, &cover).unwrap();
    let independent = maximum_independent_set(graph, &matching);
    verify_all(graph, &matching, &cover, &independent, &minimum_edge_cover(graph, &matching)).unwrap();
    assert_eq!(matching.size(), matching.pairs().count());
    let status = vertex_status(graph, &matching);
    let sides = [(Side::Left, graph.n_left()), (Side::Right, graph.n_right())];
    // Parts are consistent with the matching and with each other.
    for (u, w) in matching.pairs() {
        assert_eq!(matching.mate_of_right(w), Some(u));
        let (pu, pw) = (status.part(Side::Left, u), status.part(Side::Right, w));
        // A matched pair lies within D ∪ A or within C.
        assert_eq!(pu == VertexPart::Perfect, pw == VertexPart::Perfect);
    }
    for (_, u, w) in graph.edges() {
        let (pu, pw) = (status.part(Side::Left, u), status.part(Side::Right, w));
        assert!(!(pu == VertexPart::Missable && pw == VertexPart::Missable), "D is independent");
        assert!(!(pu == VertexPart::Missable && pw == VertexPart::Perfect), "D sees only A");
        assert!(!(pw == VertexPart::Missable && pu == VertexPart::Perfect), "D sees only A");
    }
    if !exact {
        assert_eq!(matching.size(), maximum_matching_naive(graph));
        return;
    }
    let nu = matching_number_naive(graph, None);
    assert_eq!(matching.size(), nu, "{graph:?}");
    for (side, n) in sides {
        for x in 0..n {
            let always_covered = matching_number_naive(graph, Some((side, x))) < nu;
            assert_eq!(status.is_always_covered(side, v(x)), always_covered, "{side:?} {x} in {graph:?}");
        }
    }
}

/// Calls `check` on every bipartite graph with up to 4 + 4 vertices (and 5 + 4 with
/// `GRUNDY_SLOW_TESTS=1`), each as [`graph_from_mask`] numbers it.
pub(crate) fn for_every_small_graph(mut check: impl FnMut(&BipartiteGraph)) {
    let slow = std::env::var_os("GRUNDY_SLOW_TESTS").is_some();
    for n_left in 0..=5 {
        for n_right in 0..=4 {
            if n_left * n_right > 16 && !slow {
                continue;
            }
            for mask in 0..1u32 << (n_left * n_right) {
                check(&graph_from_mask(n_left, n_right, mask));
            }
        }
    }
}

/// The bipartite graph whose edge `u·n_right + w` is present iff that bit of `mask` is set.
pub(crate) fn graph_from_mask(n_left: usize, n_right: usize, mask: u32) -> BipartiteGraph {
    let mut edges = Vec::new();
    for u in 0..n_left {
        for w in 0..n_right {
            if mask & (1 << (u * n_right + w)) != 0 {
                edges.push((v(u), v(w)));
            }
        }
    }
    BipartiteGraph::from_edges(n_left, n_right, edges)
}

#[test]
fn hopcroft_karp_matches_naive_on_every_small_graph() {
    for_every_small_graph(|graph| check_graph(graph, true));
}

/// A random bipartite multigraph with `n_edges` edges drawn uniformly.
pub(crate) fn random_graph(
    rng: &mut TestRng,
    n_left: usize,
    n_right: usize,
    n_edges: usize,
) -> BipartiteGraph {
    BipartiteGraph::from_edges(n_left, n_right, random_edges(rng, n_left, n_right, n_edges))
}

#[test]
fn hopcroft_karp_matches_naive_on_random_graphs() {
    let mut rng = seeded(2011);
    for round in 0..300 {
        let n_left = rng.random_range(..60usize);
        let n_right = rng.random_range(..60usize);
        let n_edges = rng.random_range(..3 * (n_left + n_right) + 1);
        let graph = random_graph(&mut rng, n_left, n_right, n_edges);
        check_graph(&graph, false);
        if round % 10 == 0 {
            // Small enough for the enumeration oracle, parallel edges included.
            let (n_left, n_right, n_edges) =
                (rng.random_range(..9usize), rng.random_range(..9usize), rng.random_range(..20usize));
            let graph = random_graph(&mut rng, n_left, n_right, n_edges);
            check_graph(&graph, true);
        }
    }
}

#[test]
fn long_augmenting_paths_need_no_recursion() {
    // A path of 200 000 vertices whose greedy start leaves one long augmenting path:
    // left i is joined to right i and right i - 1, listed so greedy takes (i, i - 1).
    let n = 100_000;
    let mut edges = Vec::new();
    for i in 0..n {
        if i > 0 {
            edges.push((v(i), v(i - 1)));
        }
        edges.push((v(i), v(i)));
    }
    let graph = BipartiteGraph::from_edges(n, n, edges);
    assert!(hopcroft_karp(&graph).is_perfect());
    let matching = maximum_matching(&graph);
    assert!(matching.is_perfect());
    verify(&graph, &matching, &minimum_vertex_cover(&graph, &matching)).unwrap();
    let status = vertex_status(&graph, &matching);
    assert!(status.parts(Side::Left).iter().all(|p| *p == VertexPart::Perfect));
}

#[test]
fn verify_rejects_bad_certificates() {
    // l0 - r0, l1 - r0, l1 - r1.
    let graph = BipartiteGraph::from_edges(2, 2, vec![(v(0), v(0)), (v(1), v(0)), (v(1), v(1))]);
    let good = BipartiteMatching::from_pairs(2, 2, [(v(0), v(0)), (v(1), v(1))]).unwrap();
    let cover = VertexCover::from_vertices(2, 2, [(Side::Right, v(0)), (Side::Left, v(1))]).unwrap();
    assert_eq!(verify(&graph, &good, &cover), Ok(()));
    let not_edge = BipartiteMatching::from_pairs(2, 2, [(v(0), v(1))]).unwrap();
    assert_eq!(
        verify(&graph, &not_edge, &cover),
        Err(CertificateError::NotAnEdge { left: v(0), right: v(1) })
    );
    let small = BipartiteMatching::from_pairs(2, 2, [(v(0), v(0))]).unwrap();
    assert_eq!(verify(&graph, &small, &cover), Err(CertificateError::SizeMismatch { matching: 1, cover: 2 }));
    let leaky = VertexCover::from_vertices(2, 2, [(Side::Right, v(0)), (Side::Right, v(1))]).unwrap();
    assert_eq!(verify(&graph, &good, &leaky), Ok(()));
    let leaky = VertexCover::from_vertices(2, 2, [(Side::Right, v(0)), (Side::Left, v(0))]).unwrap();
    assert_eq!(verify(&graph, &good, &leaky), Err(CertificateError::Uncovered { left: v(1), right: v(1) }));
    assert_eq!(
        verify(&graph, &BipartiteMatching::empty(3, 2), &cover),
        Err(CertificateError::WrongVertexCount)
    );
    assert!(BipartiteMatching::from_pairs(2, 2, [(v(0), v(0)), (v(1), v(0))]).is_none());
    assert!(VertexCover::from_vertices(2, 2, [(Side::Left, v(2))]).is_none());
}

#[test]
fn empty_graphs() {
    for (l, r) in [(0, 0), (3, 0), (0, 3), (2, 2)] {
        let graph = BipartiteGraph::from_edges(l, r, Vec::new());
        let m = maximum_matching(&graph);
        assert_eq!(m.size(), 0);
        assert_eq!(m.is_perfect(), l == 0 && r == 0);
        let status = vertex_status(&graph, &m);
        assert!(status
            .parts(Side::Left)
            .iter()
            .chain(status.parts(Side::Right))
            .all(|p| !p.is_always_covered()));
    }
}

/// The grid graph of a seeded random `n × n` board with a fraction `p` of blocked cells,
/// coloured like a chessboard (left = even `row + col`).
fn random_board_graph(rng: &mut TestRng, n: usize, p: f64) -> BipartiteGraph {
    let mut id = vec![usize::MAX; n * n];
    let (mut n_left, mut n_right) = (0, 0);
    for (cell, slot) in id.iter_mut().enumerate() {
        if rng.random_bool(p) {
            continue;
        }
        let side = if (cell / n + cell % n).is_multiple_of(2) { &mut n_left } else { &mut n_right };
        *slot = *side;
        *side += 1;
    }
    let mut edges = Vec::new();
    for cell in 0..n * n {
        let (row, col) = (cell / n, cell % n);
        for other in [(col + 1 < n).then(|| cell + 1), (row + 1 < n).then(|| cell + n)].into_iter().flatten()
        {
            if id[cell] == usize::MAX || id[other] == usize::MAX {
                continue;
            }
            let (a, b) = (v(id[cell]), v(id[other]));
            edges.push(if (row + col).is_multiple_of(2) { (a, b) } else { (b, a) });
        }
    }
    BipartiteGraph::from_edges(n_left, n_right, edges)
}

#[test]
fn every_engine_gives_a_certified_maximum_matching_on_large_boards() {
    // Near-full boards need long augmenting paths; fragmented ones many failed searches.
    let mut rng = seeded(6033);
    for (n, p) in [(120, 0.02), (120, 0.1), (120, 0.3), (61, 0.05)] {
        let graph = random_board_graph(&mut rng, n, p);
        let matchings = [
            maximum_matching(&graph),
            push_relabel(&graph),
            hopcroft_karp(&graph),
            pothen_fan(&graph),
            maximum_matching_with_limits(&graph, 0, 0),
            maximum_matching_with_limits(&graph, 0, 2),
            maximum_matching_with_limits(&graph, 5000, 1),
        ];
        for matching in &matchings {
            let cover = minimum_vertex_cover(&graph, matching);
            assert_eq!(cover.size(), matching.size(), "n = {n}, p = {p}");
            verify(&graph, matching, &cover).unwrap();
        }
        assert!(matchings.iter().all(|m| m.size() == matchings[0].size()));
    }
}

#[test]
fn push_relabel_on_random_sparse_graphs_of_both_shapes() {
    // More left than right vertices and the reverse: both active sides are used.
    let mut rng = seeded(7);
    for (n_left, n_right) in [(3000, 2000), (2000, 3000), (2500, 2500)] {
        let graph = random_graph(&mut rng, n_left, n_right, 2 * (n_left + n_right));
        let matching = push_relabel(&graph);
        let cover = minimum_vertex_cover(&graph, &matching);
        verify(&graph, &matching, &cover).unwrap();
        assert_eq!(matching.size(), hopcroft_karp(&graph).size());
        assert_eq!(maximum_matching(&graph).size(), matching.size());
    }
}

#[test]
fn the_greedy_start_keeps_the_rows_order_where_it_pairs_them() {
    // The shape of a discretised model's Jacobian: row i holds column i (a third of them
    // missing), i + 1, sometimes i - 2, and random entries; rows and columns come paired.
    let mut rng = seeded(26147);
    let n = 20_000;
    let mut edges = Vec::new();
    for i in 0..n {
        if !rng.random_bool(0.3) {
            edges.push((v(i), v(i)));
        }
        if i + 1 < n {
            edges.push((v(i), v(i + 1)));
        }
        if i >= 2 && rng.random_bool(0.5) {
            edges.push((v(i), v(i - 2)));
        }
    }
    let extra: Vec<_> =
        (0..n * 19 / 20).map(|_| (v(rng.random_range(..n)), v(rng.random_range(..n)))).collect();
    edges.extend(extra);
    let jacobian = BipartiteGraph::from_edges(n, n, edges);
    let free = |mates: &[u32]| mates.iter().filter(|&&m| m == super::NONE).count();
    let (start, _) = hopcroft_karp::greedy_start(&jacobian);
    assert_eq!(start, hopcroft_karp::greedy(&jacobian).0);
    assert!(free(&start) * 20 <= n, "{} rows left free", free(&start));

    // Random patterns: the rows' order leaves more than 1/20 free, the degree order fewer.
    for (n_left, n_right) in [(20_000, 20_000), (40_000, 20_000), (20_000, 40_000)] {
        let graph = random_graph(&mut rng, n_left, n_right, 3 * n_left.max(n_right) / 2);
        let (rows_order, _) = hopcroft_karp::greedy(&graph);
        let (start, right) = hopcroft_karp::greedy_start(&graph);
        assert!(free(&start) < free(&rows_order), "{n_left} x {n_right}");
        for (u, &w) in start.iter().enumerate() {
            assert!(w == super::NONE || right[w as usize] == u as u32);
        }
        let matching = maximum_matching(&graph);
        verify(&graph, &matching, &minimum_vertex_cover(&graph, &matching)).unwrap();
        assert_eq!(matching.size(), hopcroft_karp(&graph).size());
    }
}
