use std::collections::HashMap;

use super::*;
use crate::game::misere::naive::misere_wins_naive;
use crate::tests::support::{seeded, RngExt, TestRng};

/// The live edges after deleting `cut` from the live set `live` (ground: vertex 0 after
/// renaming), from the rules: an edge stays iff a path of live edges joins it to the
/// ground.
fn after(edges: &[(u32, u32)], live: &[usize], cut: usize) -> Vec<usize> {
    let rest: Vec<usize> = live.iter().copied().filter(|&e| e != cut).collect();
    let mut reached = vec![0u32];
    loop {
        let before = reached.len();
        for &e in &rest {
            let (u, v) = edges[e];
            if reached.contains(&u) && !reached.contains(&v) {
                reached.push(v);
            }
            if reached.contains(&v) && !reached.contains(&u) {
                reached.push(u);
            }
        }
        if reached.len() == before {
            break;
        }
    }
    rest.into_iter().filter(|&e| reached.contains(&edges[e].0)).collect()
}

fn random_graph(rng: &mut TestRng) -> (Graph, Vec<VertexId>) {
    let n = rng.random_range(2..=6);
    let m = rng.random_range(0..=7);
    let v = VertexId::new;
    let edges = (0..m).map(|_| (v(rng.random_range(0..n)), v(rng.random_range(0..n)))).collect();
    let ground = if rng.random_bool(0.8) { vec![v(0)] } else { vec![v(0), v(1)] };
    (Graph::from_edges(n, edges), ground)
}

fn check(graph: &Graph, ground: &[VertexId], memo: &mut HashMap<Vec<usize>, bool>) -> MisereOutcome<EdgeId> {
    let position = Position::new(graph, ground);
    let edges = position.edges.clone();
    let all: Vec<usize> = (0..edges.len()).collect();
    let start = if ground.is_empty() { Vec::new() } else { after(&edges, &all, usize::MAX) };
    let rules = |live: &Vec<usize>| live.iter().map(|&e| after(&edges, live, e)).collect();
    let answer = misere_hackenbush(graph, ground, &Limits::default()).unwrap();
    assert_eq!(answer.mover_wins, misere_wins_naive(&start, &rules, memo), "{:?} {ground:?}", edges);
    let expected: Vec<EdgeId> = start
        .iter()
        .filter(|&&e| !misere_wins_naive(&after(&edges, &start, e), &rules, memo))
        .map(|&e| EdgeId::new(e))
        .collect();
    assert_eq!(answer.winning_moves, expected, "{edges:?}");
    let engine = misere_hackenbush_engine_move(graph, ground, &Limits::default()).unwrap();
    assert_eq!(engine.is_some(), !start.is_empty());
    if let Some(e) = engine {
        assert!(start.contains(&e.index()));
    }
    answer
}

#[test]
fn misere_hackenbush_matches_the_rules_on_random_small_graphs() {
    let mut rng = seeded(71);
    let mut reasons: HashMap<&'static str, usize> = HashMap::new();
    for _ in 0..700 {
        let (graph, ground) = random_graph(&mut rng);
        let answer = check(&graph, &ground, &mut HashMap::new());
        *reasons.entry(answer.reason.name()).or_default() += 1;
    }
    // Every path of the solver ran.
    for name in ["no-move", "nim-rule", "tame", "search"] {
        assert!(reasons.get(name).copied().unwrap_or(0) > 0, "{reasons:?}");
    }
}

#[test]
fn random_trees_are_tame_and_share_pieces() {
    let mut rng = seeded(72);
    let v = VertexId::new;
    for _ in 0..100 {
        let n = rng.random_range(2..=11);
        let edges: Vec<(VertexId, VertexId)> = (1..n).map(|i| (v(rng.random_range(0..i)), v(i))).collect();
        let graph = Graph::from_edges(n, edges);
        let answer = misere_hackenbush(&graph, &[v(0)], &Limits::default()).unwrap();
        assert!(matches!(answer.reason.name(), "tame" | "nim-rule"), "{:?}", answer.reason);
        if n <= 8 {
            check(&graph, &[v(0)], &mut HashMap::new());
        }
    }
    // A star of 30 leaves on a trunk: isomorphic pieces are one entry (32 pieces, not 2^30).
    let mut edges = vec![(v(0), v(1))];
    edges.extend((2..32).map(|i| (v(1), v(i))));
    let star = Graph::from_edges(32, edges);
    let answer = misere_hackenbush(&star, &[v(0)], &Limits::default().with_max_positions(100)).unwrap();
    assert!(answer.lists_every_winning_move());
    assert_eq!(answer.reason.name(), "tame");
}

#[test]
fn beyond_the_limit_is_an_error() {
    let mut rng = seeded(73);
    let v = VertexId::new;
    // A dense graph on 8 vertices: many distinct pieces.
    let edges: Vec<(VertexId, VertexId)> =
        (0..24).map(|_| (v(rng.random_range(0..8)), v(rng.random_range(0..8)))).collect();
    let graph = Graph::from_edges(8, edges);
    let err = misere_hackenbush(&graph, &[v(0)], &Limits::default().with_max_positions(50)).unwrap_err();
    assert_eq!(err.limit, 50);
    assert!(
        misere_hackenbush_engine_move(&graph, &[v(0)], &Limits::default().with_max_positions(50)).is_err()
    );
}
