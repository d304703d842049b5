//! Tests of the blossom engine and the Gallai-Edmonds decomposition: every graph on at most
//! 6 vertices (7 with `GRUNDY_SLOW_TESTS=1`) against a subset-enumeration matching oracle and
//! a brute-force geography search; seeded random graphs with odd cycles (sparse, dense,
//! multigraphs) checked by certificates; agreement with the bipartite engine.

use super::*;
use crate::game::geography::{general_geography_strategy, solve_general_geography};
use crate::matching::{bipartition, Side};
use crate::matching::{gallai_edmonds, tutte_berge_verify};
use crate::tests::support::{random_edges, seeded, RngExt, SliceRandom, TestRng};

fn v(i: usize) -> VertexId {
    VertexId::new(i)
}

/// A small graph as neighbour bitmasks.
struct Small {
    n: usize,
    adj: Vec<u32>,
}

impl Small {
    fn from_graph(graph: &Graph) -> Small {
        let n = graph.n_vertices();
        let mut adj = vec![0u32; n];
        for (_, a, b) in graph.edges() {
            if a != b {
                adj[a.index()] |= 1 << b.index();
                adj[b.index()] |= 1 << a.index();
            }
        }
        Small { n, adj }
    }

    /// The maximum matching size of the subgraph induced by every subset, by the
    /// recursion nu(S) = max(nu(S - v), 1 + nu(S - v - u)) over the lowest v in S.
    fn matching_sizes_naive(&self) -> Vec<u8> {
        let mut nu = vec![0u8; 1 << self.n];
        for set in 1..1usize << self.n {
            let low = set.trailing_zeros() as usize;
            let rest = set & !(1 << low);
            let mut best = nu[rest];
            let mut options = self.adj[low] as usize & rest;
            while options != 0 {
                let u = options.trailing_zeros() as usize;
                options &= options - 1;
                best = best.max(1 + nu[rest & !(1 << u)]);
            }
            nu[set] = best;
        }
        nu
    }

    /// Whether the player to move from `at`, with `visited` already used, wins.
    fn mover_wins_naive(&self, at: usize, visited: u32, memo: &mut [Vec<u8>]) -> bool {
        let cached = memo[at][visited as usize];
        if cached != 0 {
            return cached == 1;
        }
        let mut options = self.adj[at] & !visited;
        let mut wins = false;
        while options != 0 {
            let u = options.trailing_zeros() as usize;
            options &= options - 1;
            if !self.mover_wins_naive(u, visited | 1 << u, memo) {
                wins = true;
                break;
            }
        }
        memo[at][visited as usize] = if wins { 1 } else { 2 };
        wins
    }
}

/// Every check that needs no oracle: a valid matching, a tight Tutte-Berge certificate with
/// A as witness, and the Gallai-Edmonds structure (A = N(D) - D, no D-C edge, A matched into
/// D, C matched within C).
fn check_certificate(graph: &Graph, res: &GallaiEdmonds) {
    let barrier = res.barrier();
    tutte_berge_verify(graph, res.matching(), &barrier).unwrap();
    let part = |x: VertexId| res.part(x);
    for x in (0..graph.n_vertices()).map(v) {
        let next_to_d = graph.neighbors(x).any(|(y, _)| y != x && part(y) == VertexPart::Missable);
        match part(x) {
            VertexPart::Missable => {}
            VertexPart::Adjacent => {
                assert!(next_to_d, "A vertex {x} has no neighbour in D");
                let mate = res.matching().mate(x).expect("A is matched");
                assert_eq!(part(mate), VertexPart::Missable, "A vertex {x} matched outside D");
            }
            VertexPart::Perfect => {
                assert!(!next_to_d, "C vertex {x} next to D");
                let mate = res.matching().mate(x).expect("C is matched");
                assert_eq!(part(mate), VertexPart::Perfect);
            }
        }
    }
}

/// All checks of one small graph against the oracles.
fn check_small(graph: &Graph, with_strategy: bool) {
    let small = Small::from_graph(graph);
    let n = small.n;
    let full = (1usize << n) - 1;
    let nu = small.matching_sizes_naive();
    let res = blossom(graph);
    assert_eq!(res.matching().size(), nu[full] as usize, "size on {graph:?}");
    for x in 0..n {
        let in_d = nu[full & !(1 << x)] == nu[full];
        assert_eq!(res.part(v(x)) == VertexPart::Missable, in_d, "D membership of {x} on {graph:?}");
    }
    check_certificate(graph, &res);
    // The searches alone, from an empty and from a first-fit start, find the same parts.
    for start in [vec![NONE; n], first_fit(graph)] {
        let from = blossom_from(graph, start);
        assert_eq!(from.matching().size(), res.matching().size());
        assert_eq!(from.parts(), res.parts());
    }
    // The routed engine (bipartite or not) gives the same canonical parts.
    let routed = gallai_edmonds(graph);
    assert_eq!(routed.parts(), res.parts());
    assert_eq!(routed.matching().size(), res.matching().size());
    // Geography: the verdicts and the winning moves against the game search.
    let game = solve_general_geography(graph);
    let mut memo = vec![vec![0u8; 1 << n]; n];
    for x in 0..n {
        let wins = small.mover_wins_naive(x, 1 << x, &mut memo);
        assert_eq!(game.mover_wins(v(x)), wins, "verdict from {x} on {graph:?}");
        if let Some(to) = game.winning_move(v(x)) {
            let to = to.index();
            assert!(small.adj[x] >> to & 1 == 1);
            assert!(!small.mover_wins_naive(to, 1 << x | 1 << to, &mut memo), "move {x}->{to} on {graph:?}");
        }
        if with_strategy {
            let strategy = general_geography_strategy(graph, &game, v(x));
            assert_eq!(strategy.size(), nu[full] as usize);
            assert_eq!(strategy.mate(v(x)).is_some(), wins);
            tutte_berge_verify(graph, &strategy, &res.barrier()).unwrap();
        }
    }
}

/// A greedy matching in edge order: often far from maximum, so the searches must work.
fn first_fit(graph: &Graph) -> Vec<u32> {
    let mut mate = vec![NONE; graph.n_vertices()];
    for (_, a, b) in graph.edges() {
        if a != b && mate[a.index()] == NONE && mate[b.index()] == NONE {
            mate[a.index()] = b.index() as u32;
            mate[b.index()] = a.index() as u32;
        }
    }
    mate
}

/// Every labelled simple graph on `n` vertices.
fn all_graphs(n: usize, mut each: impl FnMut(&Graph)) {
    let pairs: Vec<(usize, usize)> = (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b))).collect();
    for mask in 0u64..1 << pairs.len() {
        let edges =
            pairs.iter().enumerate().filter(|(i, _)| mask >> i & 1 == 1).map(|(_, &(a, b))| (v(a), v(b)));
        each(&Graph::from_edges(n, edges.collect()));
    }
}

#[test]
fn blossom_matches_naive_on_every_graph_up_to_6_vertices() {
    let mut count = 0;
    for n in 0..=6 {
        all_graphs(n, |g| {
            check_small(g, n <= 5);
            count += 1;
        });
    }
    assert_eq!(count, 1 + 1 + 2 + 8 + 64 + 1024 + 32768);
}

#[test]
fn blossom_matches_naive_on_every_graph_with_7_vertices_when_slow() {
    if std::env::var_os("GRUNDY_SLOW_TESTS").is_none() {
        return;
    }
    all_graphs(7, |g| check_small(g, false));
}

#[test]
fn loops_and_parallel_edges_change_nothing() {
    let mut rng = seeded(7);
    for _ in 0..2000 {
        let n = 1 + rng.random_range(..7usize);
        let n_edges = rng.random_range(..14);
        let edges = random_edges(&mut rng, n, n, n_edges);
        let multi = Graph::from_edges(n, edges.clone());
        let mut simple_edges: Vec<_> =
            edges.iter().filter(|(a, b)| a != b).map(|&(a, b)| (a.min(b), a.max(b))).collect();
        simple_edges.sort();
        simple_edges.dedup();
        let simple = Graph::from_edges(n, simple_edges);
        check_small(&multi, true);
        assert_eq!(blossom(&multi).parts(), blossom(&simple).parts());
        assert_eq!(gallai_edmonds(&multi).parts(), blossom(&simple).parts());
    }
}

/// A seeded random graph: `n_edges` uniform pairs (loops dropped), plus a few triangles
/// and pentagons so odd cycles are certain.
fn random_graph(rng: &mut TestRng, n: usize, n_edges: usize) -> Graph {
    let mut edges = Vec::new();
    while edges.len() < n_edges {
        let (a, b) = (rng.random_range(..n), rng.random_range(..n));
        if a != b {
            edges.push((v(a), v(b)));
        }
    }
    for len in [3, 5] {
        if n >= len {
            let cycle: Vec<usize> = (0..len).map(|_| rng.random_range(..n)).collect();
            for i in 0..len {
                if cycle[i] != cycle[(i + 1) % len] {
                    edges.push((v(cycle[i]), v(cycle[(i + 1) % len])));
                }
            }
        }
    }
    Graph::from_edges(n, edges)
}

/// `graph` with the edges of `x` deleted.
fn without_vertex_edges(graph: &Graph, x: VertexId) -> Graph {
    let edges = graph.edges().filter(|&(_, a, b)| a != x && b != x).map(|(_, a, b)| (a, b)).collect();
    Graph::from_edges(graph.n_vertices(), edges)
}

#[test]
fn random_graphs_have_tight_certificates_and_correct_d() {
    let mut rng = seeded(2026);
    for round in 0..120 {
        let n = 20 + rng.random_range(..300usize);
        let average_degree = [0.5, 1.0, 2.0, 3.0, 5.0, 20.0][round % 6];
        let graph = random_graph(&mut rng, n, (n as f64 * average_degree / 2.0) as usize);
        let res = blossom(&graph);
        check_certificate(&graph, &res);
        assert_eq!(gallai_edmonds(&graph).parts(), res.parts());
        assert_eq!(blossom_from(&graph, vec![NONE; n]).parts(), res.parts());
        assert_eq!(blossom_from(&graph, first_fit(&graph)).parts(), res.parts());
        // D membership by deleting a vertex: x is in D iff nu(G - x) = nu(G).
        for _ in 0..8 {
            let x = v(rng.random_range(..n));
            let smaller = blossom(&without_vertex_edges(&graph, x));
            check_certificate(&without_vertex_edges(&graph, x), &smaller);
            let in_d = smaller.matching().size() == res.matching().size();
            assert_eq!(res.part(x) == VertexPart::Missable, in_d);
        }
    }
}

/// A king-move board (8 neighbours) with some cells blocked: dense in triangles.
fn king_board(rng: &mut TestRng, rows: usize, cols: usize, blocked: f64) -> Graph {
    let free: Vec<bool> = (0..rows * cols).map(|_| !rng.random_bool(blocked)).collect();
    let mut edges = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let a = r * cols + c;
            for (dr, dc) in [(0, 1), (1, -1), (1, 0), (1, 1)] {
                let (r2, c2) = (r as isize + dr, c as isize + dc);
                if r2 < rows as isize && c2 >= 0 && c2 < cols as isize {
                    let b = r2 as usize * cols + c2 as usize;
                    if free[a] && free[b] {
                        edges.push((v(a), v(b)));
                    }
                }
            }
        }
    }
    Graph::from_edges(rows * cols, edges)
}

#[test]
fn king_boards_have_tight_certificates() {
    let mut rng = seeded(6033);
    for _ in 0..20 {
        let (rows, cols) = (1 + rng.random_range(..40usize), 1 + rng.random_range(..40usize));
        let blocked = 0.3 * rng.random_range(..3u32) as f64 / 2.0;
        let graph = king_board(&mut rng, rows, cols, blocked);
        let res = blossom(&graph);
        check_certificate(&graph, &res);
        assert_eq!(gallai_edmonds(&graph).parts(), res.parts());
        // From an empty start every pair comes from an augmentation, many through blossoms.
        let from_empty = blossom_from(&graph, vec![NONE; graph.n_vertices()]);
        check_certificate(&graph, &from_empty);
        assert_eq!(from_empty.parts(), res.parts());
    }
}

#[test]
fn blossom_agrees_with_bipartite_engine_on_random_bipartite_graphs() {
    let mut rng = seeded(99);
    for _ in 0..60 {
        let (n_left, n_right) = (1 + rng.random_range(..200usize), 1 + rng.random_range(..200usize));
        let n_edges = rng.random_range(..3 * (n_left + n_right));
        let edges = (0..n_edges)
            .map(|_| (v(rng.random_range(..n_left)), v(n_left + rng.random_range(..n_right))))
            .collect();
        let graph = Graph::from_edges(n_left + n_right, edges);
        assert!(bipartition(&graph).is_ok());
        let general = blossom(&graph);
        let routed = gallai_edmonds(&graph);
        assert_eq!(general.matching().size(), routed.matching().size());
        assert_eq!(general.parts(), routed.parts());
        check_certificate(&graph, &routed);
    }
}

#[test]
fn odd_cycle_and_bipartite_detection() {
    let triangle = Graph::from_edges(3, vec![(v(0), v(1)), (v(1), v(2)), (v(2), v(0))]);
    assert!(bipartition(&triangle).is_err());
    assert!(bipartition(&Graph::from_edges(1, vec![(v(0), v(0))])).is_err());
    let square = Graph::from_edges(4, vec![(v(0), v(1)), (v(1), v(2)), (v(2), v(3)), (v(3), v(0))]);
    let split = bipartition(&square).unwrap();
    let sides: Vec<Side> = (0..4).map(|i| split.place(v(i)).0).collect();
    assert_eq!(sides, vec![Side::Left, Side::Right, Side::Left, Side::Right]);
}

#[test]
fn karp_sipser_is_a_matching() {
    let mut rng = seeded(5);
    for _ in 0..50 {
        let n = 1 + rng.random_range(..100usize);
        let n_edges = rng.random_range(..3 * n);
        let graph = random_graph(&mut rng, n, n_edges);
        let mate = karp_sipser(&graph);
        for (x, &m) in mate.iter().enumerate() {
            if m != NONE {
                assert_eq!(mate[m as usize], x as u32);
                assert!(graph.neighbors(v(x)).any(|(y, _)| y.index() == m as usize));
            }
        }
    }
}

#[test]
fn from_pairs_rejects_bad_pairs() {
    assert!(GeneralMatching::from_pairs(3, [(v(0), v(0))]).is_none());
    assert!(GeneralMatching::from_pairs(3, [(v(0), v(3))]).is_none());
    assert!(GeneralMatching::from_pairs(3, [(v(0), v(1)), (v(1), v(2))]).is_none());
    let m = GeneralMatching::from_pairs(3, [(v(2), v(1))]).unwrap();
    assert_eq!(m.pairs().collect::<Vec<_>>(), vec![(v(1), v(2))]);
    assert!(!m.is_perfect());
}

#[test]
fn tutte_berge_verify_rejects_bad_certificates() {
    use crate::matching::TutteBergeError;
    let path = Graph::from_edges(3, vec![(v(0), v(1)), (v(1), v(2))]);
    let m = GeneralMatching::from_pairs(3, [(v(0), v(1))]).unwrap();
    assert!(tutte_berge_verify(&path, &m, &[v(1)]).is_ok());
    assert_eq!(tutte_berge_verify(&path, &m, &[v(3)]), Err(TutteBergeError::WitnessOutOfRange(v(3))));
    assert_eq!(tutte_berge_verify(&path, &m, &[v(1), v(1)]), Err(TutteBergeError::WitnessRepeated(v(1))));
    let not_edge = GeneralMatching::from_pairs(3, [(v(0), v(2))]).unwrap();
    assert_eq!(tutte_berge_verify(&path, &not_edge, &[]), Err(TutteBergeError::PairNotAnEdge(v(0), v(2))));
    let empty = GeneralMatching::empty(3);
    assert!(matches!(tutte_berge_verify(&path, &empty, &[v(1)]), Err(TutteBergeError::NotTight { .. })));
    assert!(matches!(
        tutte_berge_verify(&path, &GeneralMatching::empty(2), &[]),
        Err(TutteBergeError::VertexCountMismatch { .. })
    ));
}

#[test]
fn boards_numbered_by_rows_are_local_and_random_graphs_are_not() {
    let mut rng = seeded(8);
    // Row-major king boards, square and wide enough to need the √V reach.
    for (rows, cols) in [(300, 300), (60, 1500), (3, 3)] {
        assert!(numbering_is_local(&king_board(&mut rng, rows, cols, 0.1)), "{rows} x {cols}");
    }
    for n in [2_000, 100_000] {
        assert!(!numbering_is_local(&random_graph(&mut rng, n, 3 * n / 2)), "random graph of {n} vertices");
    }
    // The same board with its vertices shuffled is not local any more.
    let board = king_board(&mut rng, 200, 200, 0.1);
    let mut order: Vec<usize> = (0..board.n_vertices()).collect();
    order.shuffle(&mut rng);
    let shuffled = board.edges().map(|(_, a, b)| (v(order[a.index()]), v(order[b.index()]))).collect();
    assert!(!numbering_is_local(&Graph::from_edges(board.n_vertices(), shuffled)));
    // Either way blossom() gives the answer of both starts.
    let graph = king_board(&mut rng, 50, 70, 0.15);
    let res = blossom(&graph);
    check_certificate(&graph, &res);
    assert_eq!(blossom_from(&graph, karp_sipser(&graph)).parts(), res.parts());
}

/// The walks' stamps wrap around after 2^32 walks: every stamp is forgotten and the
/// bridges of the search under way are kept. Starting the stamp 1 to 40 walks below the
/// wrap sends it around in the middle of a search, with blossoms open, and the answer
/// must not change (forgetting the bridges too breaks it).
#[test]
fn stamps_wrapping_around_change_nothing() {
    let mut rng = seeded(2032);
    for round in 0..300 {
        let n = rng.random_range(3..40);
        let n_edges = rng.random_range(n..4 * n);
        let graph = Graph::from_edges(n, random_edges(&mut rng, n, n, n_edges));
        let plain = blossom_from(&graph, vec![NONE; n]);
        let wrapped = blossom_from_stamp(&graph, vec![NONE; n], u32::MAX - 1 - round % 40);
        check_certificate(&graph, &wrapped);
        assert_eq!(wrapped.matching().size(), plain.matching().size());
        assert_eq!(wrapped.parts(), plain.parts());
    }
}
