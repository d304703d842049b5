//! Tests of the Dulmage-Mendelsohn decomposition and the König certificates: every small
//! bipartite graph against an enumeration of all its maximum matchings, seeded random
//! graphs against the certificates and the invariants.

use super::*;
use crate::matching::tests::{for_every_small_graph, random_graph};
use crate::matching::{
    maximum_independent_set, maximum_matching, minimum_edge_cover, minimum_vertex_cover, verify_all,
};
use crate::tests::support::{seeded, RngExt};

fn v(i: usize) -> VertexId {
    VertexId::new(i)
}

/// The oracle: every maximum matching of `graph`, as edge-id bitmasks (at most 20 edges),
/// by enumerating all matchings.
fn maximum_matchings_naive(graph: &BipartiteGraph) -> Vec<u32> {
    let n_edges = graph.n_edges();
    assert!(n_edges <= 20);
    let mut best = 0;
    let mut res = Vec::new();
    // Depth-first over the edges with an explicit stack: (next edge, chosen set, used
    // left mask, used right mask).
    let mut stack = vec![(0usize, 0u32, 0u32, 0u32)];
    while let Some((e, chosen, used_left, used_right)) = stack.pop() {
        if e == n_edges {
            let size = chosen.count_ones();
            if size > best {
                best = size;
                res.clear();
            }
            if size == best {
                res.push(chosen);
            }
            continue;
        }
        stack.push((e + 1, chosen, used_left, used_right));
        let (u, w) = graph.endpoints(EdgeId::new(e));
        if used_left & (1 << u.index()) == 0 && used_right & (1 << w.index()) == 0 {
            stack.push((e + 1, chosen | 1 << e, used_left | 1 << u.index(), used_right | 1 << w.index()));
        }
    }
    res
}

fn check_graph(graph: &BipartiteGraph, exact: bool) {
    let matching = maximum_matching(graph);
    let dm = dulmage_mendelsohn(graph, &matching);
    // Certificates, checked on every graph.
    let cover = minimum_vertex_cover(graph, &matching);
    let set = maximum_independent_set(graph, &matching);
    let edge_cover = minimum_edge_cover(graph, &matching);
    verify_all(graph, &matching, &cover, &set, &edge_cover).unwrap();
    // Invariants: the matched edges are feasible, the fine blocks are square and
    // triangular, feasibility inside the well-determined part is "same fine block".
    for (e, u, w) in graph.edges() {
        if matching.mate_of_left(u) == Some(w) {
            assert!(dm.is_feasible(e));
        }
        if let (Some(i), Some(j)) = (dm.fine_block(Side::Left, u), dm.fine_block(Side::Right, w)) {
            assert!(i >= j, "blocks out of order in {graph:?}");
            assert_eq!(dm.is_feasible(e), i == j, "{graph:?}");
        }
    }
    let mut block_sizes = vec![(0, 0); dm.n_fine_blocks()];
    for u in 0..graph.n_left() {
        if let Some(i) = dm.fine_block(Side::Left, v(u)) {
            block_sizes[i].0 += 1;
        }
    }
    for w in 0..graph.n_right() {
        if let Some(i) = dm.fine_block(Side::Right, v(w)) {
            block_sizes[i].1 += 1;
        }
    }
    assert!(block_sizes.iter().all(|&(l, r)| l == r && l > 0));
    if !exact {
        return;
    }
    assert!(graph.n_left() <= 8 && graph.n_right() <= 8);
    let all = maximum_matchings_naive(graph);
    assert_eq!(all[0].count_ones() as usize, matching.size());
    let union = all.iter().fold(0, |acc, &m| acc | m);
    let intersection = all.iter().fold(u32::MAX, |acc, &m| acc & m);
    for (e, _, _) in graph.edges() {
        let bit = 1 << e.index();
        assert_eq!(dm.is_feasible(e), union & bit != 0, "feasible {e} in {graph:?}");
        assert_eq!(dm.is_necessary(e), intersection & bit != 0, "necessary {e} in {graph:?}");
    }
    // Coarse blocks by their definition: a left vertex some maximum matching misses is
    // over-determined, and so is a right vertex next to one; symmetrically.
    // The vertices every maximum matching covers, as masks (left bit u, right bit 8 + w).
    let always = all.iter().fold(u32::MAX, |acc, &m| {
        let covered = graph
            .edges()
            .filter(|(e, _, _)| m & (1 << e.index()) != 0)
            .fold(0u32, |c, (_, u, w)| c | 1 << u.index() | 1 << (8 + w.index()));
        acc & covered
    });
    let covers = |side: Side, x: usize| always & (1 << if side == Side::Left { x } else { 8 + x }) != 0;
    for (side, n) in [(Side::Left, graph.n_left()), (Side::Right, graph.n_right())] {
        for x in 0..n {
            let missed = !covers(side, x);
            let next_to_missed = graph.edges().any(|(_, u, w)| {
                let (mine, other) = if side == Side::Left { (u, w) } else { (w, u) };
                mine.index() == x && !covers(side.other(), other.index())
            });
            let expected = match (side, missed, next_to_missed) {
                (Side::Left, true, _) | (Side::Right, false, true) => CoarseBlock::Overdetermined,
                (Side::Right, true, _) | (Side::Left, false, true) => CoarseBlock::Underdetermined,
                _ => CoarseBlock::WellDetermined,
            };
            assert_eq!(dm.coarse_block(side, v(x)), expected, "{side:?} {x} in {graph:?}");
        }
    }
    // Fine blocks: the connected components of the feasible edges inside the
    // well-determined part (a union-find over left and right vertices).
    let n_left = graph.n_left();
    let mut parent: Vec<usize> = (0..n_left + graph.n_right()).collect();
    fn find(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            x = parent[x];
        }
        x
    }
    for (e, u, w) in graph.edges() {
        let well = dm.coarse_block(Side::Left, u) == CoarseBlock::WellDetermined
            && dm.coarse_block(Side::Right, w) == CoarseBlock::WellDetermined;
        if well && union & (1 << e.index()) != 0 {
            let (a, b) = (find(&mut parent, u.index()), find(&mut parent, n_left + w.index()));
            parent[a] = b;
        }
    }
    let block_of = |side: Side, x: usize| dm.fine_block(side, v(x));
    let members: Vec<(Side, usize)> = (0..n_left)
        .map(|u| (Side::Left, u))
        .chain((0..graph.n_right()).map(|w| (Side::Right, w)))
        .filter(|&(side, x)| block_of(side, x).is_some())
        .collect();
    for &(s1, x1) in &members {
        for &(s2, x2) in &members {
            let i1 = if s1 == Side::Left { x1 } else { n_left + x1 };
            let i2 = if s2 == Side::Left { x2 } else { n_left + x2 };
            let same = find(&mut parent, i1) == find(&mut parent, i2);
            assert_eq!(block_of(s1, x1) == block_of(s2, x2), same, "{graph:?}");
        }
    }
}

#[test]
fn dulmage_mendelsohn_matches_naive_on_every_small_graph() {
    for_every_small_graph(|graph| check_graph(graph, true));
}

#[test]
fn dulmage_mendelsohn_matches_naive_on_random_graphs() {
    let mut rng = seeded(1958);
    for _ in 0..300 {
        // Small multigraphs (parallel edges included) against the oracle.
        let (n_left, n_right, n_edges) =
            (rng.random_range(..7usize), rng.random_range(..7usize), rng.random_range(..15usize));
        check_graph(&random_graph(&mut rng, n_left, n_right, n_edges), true);
    }
    for _ in 0..100 {
        let (n_left, n_right) = (rng.random_range(..200usize), rng.random_range(..200usize));
        let n_edges = rng.random_range(..3 * (n_left + n_right) + 1);
        check_graph(&random_graph(&mut rng, n_left, n_right, n_edges), false);
    }
}

#[test]
fn long_cycle_needs_no_recursion() {
    // A 200 000-vertex alternating cycle: one fine block, every edge optional.
    let n = 100_000;
    let mut edges = Vec::new();
    for i in 0..n {
        edges.push((v(i), v(i)));
        edges.push((v(i), v((i + 1) % n)));
    }
    let graph = BipartiteGraph::from_edges(n, n, edges);
    let dm = dulmage_mendelsohn(&graph, &maximum_matching(&graph));
    assert_eq!(dm.n_fine_blocks(), 1);
    assert!(dm.edge_classes().iter().all(|&c| c == EdgeClass::Optional));
    // A path instead: every matched edge necessary, the others forbidden.
    let edges =
        (0..n).flat_map(|i| [(v(i), v(i))].into_iter().chain((i > 0).then(|| (v(i), v(i - 1))))).collect();
    let graph = BipartiteGraph::from_edges(n, n, edges);
    let dm = dulmage_mendelsohn(&graph, &maximum_matching(&graph));
    assert_eq!(dm.n_fine_blocks(), n);
    for (e, u, w) in graph.edges() {
        let expected = if u == w { EdgeClass::Necessary } else { EdgeClass::Forbidden };
        assert_eq!(dm.edge_class(e), expected);
    }
}

#[test]
fn verify_all_rejects_bad_certificates() {
    use crate::matching::{CertificateError, VertexSet};
    // l0 - r0 - l1, and an isolated right vertex r1.
    let graph = BipartiteGraph::from_edges(2, 2, vec![(v(0), v(0)), (v(1), v(0))]);
    let m = maximum_matching(&graph);
    let cover = minimum_vertex_cover(&graph, &m);
    let good_set =
        VertexSet::from_vertices(2, 2, [(Side::Left, v(0)), (Side::Left, v(1)), (Side::Right, v(1))])
            .unwrap();
    let e = EdgeId::new;
    assert_eq!(verify_all(&graph, &m, &cover, &good_set, &[e(0), e(1)]), Ok(()));
    let bad_set =
        VertexSet::from_vertices(2, 2, [(Side::Left, v(0)), (Side::Right, v(0)), (Side::Right, v(1))])
            .unwrap();
    assert_eq!(
        verify_all(&graph, &m, &cover, &bad_set, &[e(0), e(1)]),
        Err(CertificateError::NotIndependent { left: v(0), right: v(0) })
    );
    let small_set = VertexSet::from_vertices(2, 2, [(Side::Left, v(0))]).unwrap();
    assert_eq!(
        verify_all(&graph, &m, &cover, &small_set, &[e(0), e(1)]),
        Err(CertificateError::IndependentSetSize { expected: 3, found: 1 })
    );
    assert_eq!(
        verify_all(&graph, &m, &cover, &good_set, &[e(0)]),
        Err(CertificateError::UncoveredVertex { side: Side::Left, vertex: v(1) })
    );
    assert_eq!(
        verify_all(&graph, &m, &cover, &good_set, &[e(0), e(0)]),
        Err(CertificateError::BadEdge { edge: e(0) })
    );
    assert_eq!(
        verify_all(&graph, &m, &cover, &good_set, &[e(0), e(2)]),
        Err(CertificateError::BadEdge { edge: e(2) })
    );
}
