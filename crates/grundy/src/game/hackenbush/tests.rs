use super::*;
use crate::tests::support::{seeded, RngExt, SliceRandom, TestRng};

fn v(i: usize) -> VertexId {
    VertexId::new(i)
}

fn graph(n_vertices: usize, edges: &[(usize, usize)]) -> Graph {
    Graph::from_edges(n_vertices, edges.iter().map(|&(a, b)| (v(a), v(b))).collect())
}

/// The value of `edges` on vertices `0..n` grounded at vertex 0.
fn value(n: usize, edges: &[(usize, usize)]) -> u64 {
    green_hackenbush_value(&graph(n, edges), &[v(0)])
}

/// Exhaustive game-tree search over positions = bitmasks of remaining edges. A move
/// removes one edge, then every edge not connected to the ground. Returns the value of
/// every reachable position's children too: `values[mask]` for every canonical mask.
struct Naive {
    n_vertices: usize,
    edges: Vec<(usize, usize)>,
    ground: Vec<usize>,
    memo: Vec<Option<u64>>,
}

impl Naive {
    fn new(n_vertices: usize, edges: &[(usize, usize)], ground: &[usize]) -> Naive {
        assert!(edges.len() <= 16);
        Naive {
            n_vertices,
            edges: edges.to_vec(),
            ground: ground.to_vec(),
            memo: vec![None; 1 << edges.len()],
        }
    }

    /// The edges of `mask` connected to the ground.
    fn prune(&self, mask: u32) -> u32 {
        let mut reached = vec![false; self.n_vertices];
        for &g in &self.ground {
            reached[g] = true;
        }
        let mut kept = 0u32;
        loop {
            let mut changed = false;
            for (i, &(a, b)) in self.edges.iter().enumerate() {
                if mask >> i & 1 == 1 && kept >> i & 1 == 0 && (reached[a] || reached[b]) {
                    kept |= 1 << i;
                    reached[a] = true;
                    reached[b] = true;
                    changed = true;
                }
            }
            if !changed {
                return kept;
            }
        }
    }

    fn value_naive(&mut self, mask: u32) -> u64 {
        let mask = self.prune(mask);
        if let Some(value) = self.memo[mask as usize] {
            return value;
        }
        let mut options = Vec::new();
        for i in 0..self.edges.len() {
            if mask >> i & 1 == 1 {
                options.push(self.value_naive(mask & !(1 << i)));
            }
        }
        let value = mex(&options);
        self.memo[mask as usize] = Some(value);
        value
    }

    fn full(&self) -> u32 {
        ((1u64 << self.edges.len()) - 1) as u32
    }
}

fn mex(values: &[u64]) -> u64 {
    (0..).find(|x| !values.contains(x)).unwrap()
}

/// Checks the value and the moves to every target against the naive search.
fn check_against_naive(n_vertices: usize, edges: &[(usize, usize)], ground: &[usize]) {
    let g = graph(n_vertices, edges);
    let ground_ids: Vec<VertexId> = ground.iter().map(|&i| v(i)).collect();
    let game = GreenHackenbush::new(&g, &ground_ids);
    let mut naive = Naive::new(n_vertices, edges, ground);
    let full = naive.full();
    let expected = naive.value_naive(full);
    assert_eq!(game.value(), expected, "value of {edges:?} grounded at {ground:?}");
    let live = naive.prune(full);
    let child_values: Vec<Option<u64>> =
        (0..edges.len()).map(|i| (live >> i & 1 == 1).then(|| naive.value_naive(live & !(1 << i)))).collect();
    for i in 0..edges.len() {
        assert_eq!(game.is_live(EdgeId::new(i)), live >> i & 1 == 1);
    }
    for target in 0..=edges.len() as u64 + 1 {
        let expected_moves: Vec<EdgeId> =
            (0..edges.len()).filter(|&i| child_values[i] == Some(target)).map(EdgeId::new).collect();
        assert_eq!(
            game.moves_to(target),
            expected_moves,
            "moves to {target} in {edges:?} grounded at {ground:?}"
        );
        // Within a zero budget, exactly the moves cutting bridges are found.
        let bridge_moves: Vec<EdgeId> =
            expected_moves.iter().copied().filter(|&e| game.is_bridge(e)).collect();
        assert_eq!(game.moves_to_within(target, 0).moves, bridge_moves);
    }
}

/// Checks the value against the mex of the values of all positions one move away, each
/// computed by the fast algorithm, and the moves against recomputation.
fn check_certificate(n_vertices: usize, edges: &[(usize, usize)], ground: &[usize]) {
    let g = graph(n_vertices, edges);
    let ground_ids: Vec<VertexId> = ground.iter().map(|&i| v(i)).collect();
    let game = GreenHackenbush::new(&g, &ground_ids);
    let mut options = Vec::new();
    let mut by_edge = Vec::new();
    for i in 0..edges.len() {
        if !game.is_live(EdgeId::new(i)) {
            by_edge.push(None);
            continue;
        }
        let mut rest = edges.to_vec();
        rest.remove(i);
        let child = green_hackenbush_value(&graph(n_vertices, &rest), &ground_ids);
        options.push(child);
        by_edge.push(Some(child));
    }
    assert_eq!(game.value(), mex(&options), "certificate for {edges:?}");
    for target in [0, 1, 2, 3, game.value() ^ 1] {
        let expected: Vec<EdgeId> =
            (0..edges.len()).filter(|&i| by_edge[i] == Some(target)).map(EdgeId::new).collect();
        assert_eq!(game.moves_to(target), expected);
    }
}

/// A random connected-ish multigraph: a random tree on `n` vertices plus `extra` random
/// edges (loops and parallel edges included), shuffled.
fn random_graph(rng: &mut TestRng, n: usize, extra: usize) -> Vec<(usize, usize)> {
    let mut edges: Vec<(usize, usize)> = (1..n).map(|i| (rng.random_range(..i), i)).collect();
    for _ in 0..extra {
        edges.push((rng.random_range(..n), rng.random_range(..n)));
    }
    edges.shuffle(rng);
    edges
}

/// Every multiset of `n_edges` edges over the vertex pairs (loops included) of `n`
/// vertices, passed to `f`.
fn for_each_multigraph(n: usize, n_edges: usize, f: &mut impl FnMut(&[(usize, usize)])) {
    let pairs: Vec<(usize, usize)> = (0..n).flat_map(|a| (a..n).map(move |b| (a, b))).collect();
    // Non-decreasing sequences of pair indices, enumerated with an explicit stack.
    let mut choice = vec![0usize; n_edges];
    let mut edges = Vec::with_capacity(n_edges);
    loop {
        edges.clear();
        edges.extend(choice.iter().map(|&c| pairs[c]));
        f(&edges);
        // Advance to the next non-decreasing sequence.
        let Some(pos) = (0..n_edges).rev().find(|&i| choice[i] + 1 < pairs.len()) else {
            return;
        };
        choice[pos] += 1;
        for i in pos + 1..n_edges {
            choice[i] = choice[pos];
        }
    }
}

#[test]
fn single_edges_loops_and_parallel_edges() {
    assert_eq!(value(1, &[]), 0);
    assert_eq!(value(2, &[(0, 1)]), 1);
    assert_eq!(value(1, &[(0, 0)]), 1);
    assert_eq!(value(1, &[(0, 0), (0, 0)]), 0);
    // Two parallel edges form an even circuit: value 0; three form an odd one.
    assert_eq!(value(2, &[(0, 1), (1, 0)]), 0);
    assert_eq!(value(2, &[(0, 1), (1, 0), (0, 1)]), 1);
    // A loop on top of a stalk: a stalk of two.
    assert_eq!(value(2, &[(0, 1), (1, 1)]), 2);
}

#[test]
fn stalks_trees_and_floating_edges() {
    assert_eq!(value(4, &[(0, 1), (1, 2), (2, 3)]), 3);
    // A stalk carrying a fork of two edges: 1 + (1 xor 1) = 1.
    assert_eq!(value(4, &[(0, 1), (1, 2), (1, 3)]), 1);
    // Edges not connected to the ground count for nothing.
    assert_eq!(value(5, &[(0, 1), (2, 3), (3, 4), (4, 2)]), 1);
}

#[test]
fn poj3710_sample1() {
    assert_eq!(value(2, &[(0, 1)]), 1);
    assert_eq!(value(4, &[(0, 1), (1, 2), (1, 3), (2, 3)]), 2);
}

#[test]
fn cycles_with_branches_figure_eight_and_theta() {
    // Triangle at the ground with a stalk of two hanging from a corner.
    check_against_naive(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)], &[0]);
    // Figure eight: two triangles sharing vertex 1, hanging from a stalk.
    check_against_naive(6, &[(0, 1), (1, 2), (2, 3), (3, 1), (1, 4), (4, 5), (5, 1)], &[0]);
    // Theta: vertices 0 and 1 joined by paths of lengths 1, 2 and 3.
    check_against_naive(5, &[(0, 1), (0, 2), (2, 1), (0, 3), (3, 4), (4, 1)], &[0]);
    // Theta hanging from a stalk, with a loop on a path vertex.
    check_against_naive(6, &[(0, 1), (1, 2), (2, 3), (1, 4), (4, 3), (1, 5), (5, 3), (4, 4)], &[0]);
    // Two cycles joined by a bridge, the far one with a tail.
    check_against_naive(7, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5), (5, 3), (5, 6)], &[0]);
    // Two ground vertices: an edge between them is a loop at the merged ground.
    check_against_naive(4, &[(0, 1), (1, 2), (2, 3), (3, 1)], &[0, 1]);
    check_against_naive(4, &[(0, 2), (2, 1), (2, 3)], &[0, 1]);
    // No ground at all: nothing to play.
    let g = graph(2, &[(0, 1)]);
    assert_eq!(green_hackenbush_value(&g, &[]), 0);
    assert!(GreenHackenbush::new(&g, &[]).winning_moves().is_empty());
}

#[test]
fn every_small_multigraph_matches_naive() {
    let slow = std::env::var_os("GRUNDY_SLOW_TESTS").is_some();
    let max_edges = if slow { 7 } else { 6 };
    let mut count = 0usize;
    for n_edges in 0..=max_edges {
        for_each_multigraph(4, n_edges, &mut |edges| {
            check_against_naive(4, edges, &[0]);
            count += 1;
        });
    }
    // Multisets of at most 6 of the 10 vertex pairs (loops included): C(10 + 6, 6).
    assert_eq!(count, if slow { 19448 } else { 8008 });
    for n_edges in 0..=5 {
        for_each_multigraph(4, n_edges, &mut |edges| check_against_naive(4, edges, &[0, 3]));
    }
    if slow {
        for n_edges in 0..=6 {
            for_each_multigraph(5, n_edges, &mut |edges| check_against_naive(5, edges, &[0]));
        }
    }
}

#[test]
fn random_graphs_with_many_cycles_match_naive() {
    let mut rng = seeded(3710);
    for round in 0..300 {
        let n = 2 + rng.random_range(..7usize);
        let extra = rng.random_range(..13 - n + 1).min(12 - (n - 1));
        let edges = random_graph(&mut rng, n, extra);
        let n_ground = 1 + usize::from(round % 5 == 0);
        let ground: Vec<usize> = (0..n_ground).map(|_| rng.random_range(..n)).collect();
        check_against_naive(n, &edges, &ground);
    }
}

#[test]
fn random_larger_graphs_pass_the_certificate() {
    let mut rng = seeded(2026);
    for round in 0..40 {
        let n = 5 + rng.random_range(..60usize);
        let extra = rng.random_range(..n);
        let edges = random_graph(&mut rng, n, extra);
        let ground =
            if round % 4 == 0 { vec![0, rng.random_range(..n)] } else { vec![rng.random_range(..n)] };
        check_certificate(n, &edges, &ground);
    }
    // A cactus: a path whose every vertex carries a small cycle of length 1 to 4.
    let mut edges = Vec::new();
    let mut n = 1;
    for i in 0..30 {
        let base = n - 1;
        let len = 1 + i % 4;
        let first = n;
        edges.push((base, n));
        n += 1;
        let mut prev = first;
        for _ in 1..len {
            edges.push((prev, n));
            prev = n;
            n += 1;
        }
        edges.push((prev, first));
    }
    check_certificate(n, &edges, &[0]);
}

#[test]
fn long_structures_do_not_overflow_the_stack() {
    // A stalk of 10^5 edges and a cycle of 10^5 edges: the search uses no recursion.
    let n = 100_000;
    let stalk: Vec<(usize, usize)> = (0..n).map(|i| (i, i + 1)).collect();
    assert_eq!(value(n + 1, &stalk), n as u64);
    let mut cycle = stalk.clone();
    cycle.push((n, 0));
    assert_eq!(value(n + 1, &cycle), 1);
    let game = GreenHackenbush::new(&graph(n + 1, &stalk), &[v(0)]);
    assert_eq!(game.winning_moves(), vec![EdgeId::new(0)]);
    assert_eq!(game.move_search_cost(), 0);
}

#[test]
fn bounded_search_finds_bridges_first() {
    // A one-edge stalk, a triangle on top of a second stalk (1 + 1 = 2), and a cycle of
    // 102 edges through the ground (even: 0), so the value is 1 ^ 2 ^ 0 = 3.
    let mut edges = vec![(0, 1), (0, 2), (2, 3), (3, 4), (4, 2)];
    let n = 106;
    edges.push((0, 5));
    for i in 5..n - 1 {
        edges.push((i, i + 1));
    }
    edges.push((n - 1, 0));
    let game = GreenHackenbush::new(&graph(n, &edges), &[v(0)]);
    assert_eq!(game.value(), 3);
    let all = game.moves_to(0);
    let none = game.moves_to_within(0, 0);
    assert!(!none.complete);
    // Within a zero budget only bridges are tried.
    assert!(none.moves.iter().all(|&e| game.is_bridge(e) && all.contains(&e)));
    // A budget for the triangle but not the cycle finds the triangle's move, cutting the
    // edge 3 - 4 (leaving a fork worth 0 on the stalk: 1 ^ 1 = 0).
    let some = game.moves_to_within(0, 100);
    assert!(!some.complete);
    assert!(some.moves.contains(&EdgeId::new(3)));
    assert!(some.moves.iter().all(|e| all.contains(e)));
    let full = game.moves_to_within(0, game.move_search_cost());
    assert!(full.complete);
    assert_eq!(full.moves, all);
}

/// Checks pieces, cuts and the engine's move against the naive search on one graph.
fn check_play_against_naive(n_vertices: usize, edges: &[(usize, usize)], ground: &[usize]) {
    let g = graph(n_vertices, edges);
    let ground_ids: Vec<VertexId> = ground.iter().map(|&i| v(i)).collect();
    let game = GreenHackenbush::new(&g, &ground_ids);
    let mut naive = Naive::new(n_vertices, edges, ground);
    let live = naive.prune(naive.full());
    // The pieces cover the live edges once, in order of their first edge, share no
    // vertex away from the ground, and each is worth what the search says it is.
    let pieces = game.pieces();
    let mut covered = 0u32;
    let mut vertex_piece = vec![usize::MAX; n_vertices];
    for (idx, piece) in pieces.iter().enumerate() {
        assert!(piece.edges.windows(2).all(|w| w[0] < w[1]));
        if idx > 0 {
            assert!(pieces[idx - 1].edges[0] < piece.edges[0]);
        }
        let mut mask = 0u32;
        for &e in &piece.edges {
            mask |= 1 << e.index();
            let (a, b) = edges[e.index()];
            for x in [a, b] {
                if !ground.contains(&x) {
                    assert!(vertex_piece[x] == usize::MAX || vertex_piece[x] == idx, "{edges:?}");
                    vertex_piece[x] = idx;
                }
            }
        }
        assert_eq!(covered & mask, 0);
        covered |= mask;
        assert_eq!(piece.value, naive.value_naive(mask), "piece {idx} of {edges:?} grounded at {ground:?}");
    }
    assert_eq!(covered, live);
    assert_eq!(pieces.iter().fold(0, |acc, p| acc ^ p.value), game.value());
    // Every cut: refused iff the edge is not live; the position after it is the search's.
    for e in 0..=edges.len() {
        let edge = EdgeId::new(e);
        match apply_cut(&g, &ground_ids, &game, edge) {
            Ok((after, step)) => {
                assert!(live >> e & 1 == 1);
                let rest = naive.prune(live & !(1 << e));
                let after_live: u32 = after.live_edges().fold(0, |acc, x| acc | 1 << x.index());
                assert_eq!(after_live, rest);
                assert_eq!(after.value(), naive.value_naive(rest));
                assert_eq!(after.value(), game.value() ^ step.from ^ step.to, "{edges:?} cut {e}");
                assert_eq!(step.from, pieces[step.component].value);
                assert!(pieces[step.component].edges.contains(&edge));
            }
            Err(err) => assert!(e >= edges.len() || live >> e & 1 == 0, "{edges:?} cut {e}: {err}"),
        }
    }
    // The engine: a winning cut when there is one, else a cut that drops only itself.
    let engine = game.engine_move_within(u64::MAX);
    assert_eq!(engine.is_some(), live != 0);
    if let Some(e) = engine {
        let rest = naive.prune(live & !(1 << e.index()));
        if game.value() != 0 {
            assert_eq!(naive.value_naive(rest), 0, "{edges:?}: engine cut {e}");
        } else {
            assert_eq!(rest.count_ones() + 1, live.count_ones(), "{edges:?}: engine cut {e}");
        }
    }
}

#[test]
fn pieces_cuts_and_engine_match_naive_on_every_small_multigraph() {
    for n_edges in 0..=5 {
        for_each_multigraph(4, n_edges, &mut |edges| check_play_against_naive(4, edges, &[0]));
    }
    for n_edges in 0..=4 {
        for_each_multigraph(4, n_edges, &mut |edges| check_play_against_naive(4, edges, &[0, 3]));
    }
}

#[test]
fn pieces_and_engine_on_random_graphs() {
    let mut rng = seeded(15);
    for round in 0..200 {
        let n = 2 + rng.random_range(..8usize);
        let extra = rng.random_range(..12 - (n - 1) + 1).min(12 - (n - 1));
        let edges = random_graph(&mut rng, n, extra);
        let ground =
            if round % 3 == 0 { vec![0, rng.random_range(..n)] } else { vec![rng.random_range(..n)] };
        check_play_against_naive(n, &edges, &ground);
    }
    // Larger graphs: play whole games engine against engine; each winning cut leaves 0
    // (certificate by the fast evaluation), and each piece is worth its graph alone.
    for _ in 0..20 {
        let n = 10 + rng.random_range(..50usize);
        let extra = rng.random_range(..n);
        let mut edges = random_graph(&mut rng, n, extra);
        let ground = [v(0)];
        loop {
            let g = graph(n, &edges);
            let game = GreenHackenbush::new(&g, &ground);
            for piece in game.pieces() {
                let alone: Vec<(usize, usize)> = piece.edges.iter().map(|e| edges[e.index()]).collect();
                assert_eq!(piece.value, value(n, &alone), "{alone:?}");
            }
            let Ok((after, played)) = play_hackenbush(&g, &ground, Turn::Engine, MOVE_SEARCH_BUDGET) else {
                assert_eq!(game.live_edges().count(), 0);
                break;
            };
            let step = played.unwrap().step.unwrap();
            assert_eq!(after.value(), game.value() ^ step.from ^ step.to);
            if game.value() != 0 {
                assert_eq!(after.value(), 0);
            }
            edges = after.live_edges().map(|e| edges[e.index()]).collect();
        }
    }
    let g = graph(3, &[(1, 2), (0, 1)]);
    let game = GreenHackenbush::new(&g, &[v(0)]);
    let err = |e| apply_cut(&g, &[v(0)], &game, EdgeId::new(e)).unwrap_err().to_string();
    assert_eq!(err(2), "there is no edge 3: the edges are numbered 1 to 2");
    let cut = GreenHackenbush::after_cut(&g, &[v(0)], EdgeId::new(1));
    assert_eq!(cut.live_edges().count(), 0);
    let err = apply_cut(&g, &[v(0)], &cut, EdgeId::new(0)).unwrap_err().to_string();
    assert_eq!(err, "edge 1 is not in play: it is no longer connected to the ground");
    assert_eq!(
        play_hackenbush(&graph(2, &[]), &[v(0)], Turn::Engine, 0).unwrap_err(),
        HackenbushMoveError::GameOver
    );
}
