//! Tests of the strategy trees: on every small bipartite graph and from every start, the
//! whole tree is checked against exhaustive game-tree search (every answer of the winner
//! leaves the loser lost, every reply of the loser is listed), and cut trees are prefixes.

use std::collections::HashMap;

use super::super::tests::mover_wins_naive;
use super::*;
use crate::game::geography::solve_geography;
use crate::matching::tests::{graph_from_mask, random_graph};
use crate::tests::support::{seeded, RngExt};

fn v(i: usize) -> VertexId {
    VertexId::new(i)
}

/// Left vertex `u` is vertex `u`, right vertex `w` is vertex `n_left + w`.
fn global(graph: &BipartiteGraph, side: Side, x: usize) -> usize {
    if side == Side::Left {
        x
    } else {
        graph.n_left() + x
    }
}

fn check_start(graph: &BipartiteGraph, side: Side, start: usize, memo: &mut HashMap<(usize, u32), bool>) {
    let n_left = graph.n_left();
    let mut adjacency = vec![Vec::new(); n_left + graph.n_right()];
    for (_, u, w) in graph.edges() {
        adjacency[u.index()].push(n_left + w.index());
        adjacency[n_left + w.index()].push(u.index());
    }
    let game = solve_geography(graph);
    let strategy = game.strategy(graph, side, v(start), StrategyLimits::new(usize::MAX, usize::MAX));
    let root = global(graph, side, start);
    assert_eq!(strategy.mover_wins, mover_wins_naive(&adjacency, root, 1 << root, memo));
    assert!(strategy.complete);
    // Rebuild the tree: each node is (vertex, visited set, depth, children).
    struct Node {
        at: usize,
        visited: u32,
        depth: usize,
        children: Vec<usize>,
    }
    let mut nodes = vec![Node { at: root, visited: 1 << root, depth: 0, children: Vec::new() }];
    let mut path = vec![0usize];
    for m in &strategy.moves {
        assert!(!m.cut);
        path.truncate(m.depth);
        let parent = *path.last().expect("depth >= 1");
        assert_eq!(nodes[parent].depth + 1, m.depth);
        assert_eq!(m.by_winner, (m.depth % 2 == 1) == strategy.mover_wins);
        let (from, visited) = (nodes[parent].at, nodes[parent].visited);
        let to = global(graph, m.to.0, m.to.1.index());
        assert!(adjacency[from].contains(&to) && visited & (1 << to) == 0, "illegal move");
        nodes.push(Node { at: to, visited: visited | 1 << to, depth: m.depth, children: Vec::new() });
        let id = nodes.len() - 1;
        nodes[parent].children.push(id);
        path.push(id);
    }
    for node in &nodes {
        let winner_to_move = (node.depth % 2 == 0) == strategy.mover_wins;
        if winner_to_move {
            // Exactly one answer, and it leaves the opponent lost.
            assert_eq!(node.children.len(), 1, "the winner must answer");
            let child = &nodes[node.children[0]];
            assert!(!mover_wins_naive(&adjacency, child.at, child.visited, memo), "bad answer");
        } else {
            // Every legal reply of the loser, each once.
            let mut replies: Vec<usize> = node.children.iter().map(|&c| nodes[c].at).collect();
            replies.sort_unstable();
            let mut legal: Vec<usize> =
                adjacency[node.at].iter().copied().filter(|&x| node.visited & (1 << x) == 0).collect();
            legal.sort_unstable();
            legal.dedup();
            assert_eq!(replies, legal);
        }
    }
    // Cut trees are prefixes of the whole one.
    for max_moves in [0, 1, 3] {
        let cut = game.strategy(graph, side, v(start), StrategyLimits::new(usize::MAX, max_moves));
        let n = strategy.moves.len().min(max_moves);
        assert_eq!(cut.moves[..], strategy.moves[..n]);
        assert_eq!(cut.complete, strategy.moves.len() <= max_moves);
    }
    for max_depth in [1, 2] {
        let cut = game.strategy(graph, side, v(start), StrategyLimits::new(max_depth, usize::MAX));
        let whole: Vec<_> = strategy.moves.iter().filter(|m| m.depth <= max_depth).collect();
        assert_eq!(cut.moves.len(), whole.len());
        for (a, b) in cut.moves.iter().zip(whole) {
            assert_eq!((a.depth, a.to), (b.depth, b.to));
        }
        assert_eq!(cut.complete, !cut.moves.iter().any(|m| m.cut));
    }
}

#[test]
fn strategy_trees_match_game_search_on_every_small_graph() {
    // Every bipartite graph with up to 4 + 3 and 3 + 4 vertices (4 + 4 with
    // GRUNDY_SLOW_TESTS=1), from every start vertex.
    let slow = std::env::var_os("GRUNDY_SLOW_TESTS").is_some();
    for n_left in 0..=4 {
        for n_right in 0..=4 {
            let limit = if slow { 16 } else { 12 };
            if n_left * n_right > limit {
                continue;
            }
            for mask in 0..1u32 << (n_left * n_right) {
                let graph = graph_from_mask(n_left, n_right, mask);
                let mut memo = HashMap::new();
                for (side, n) in [(Side::Left, n_left), (Side::Right, n_right)] {
                    for start in 0..n {
                        check_start(&graph, side, start, &mut memo);
                    }
                }
            }
        }
    }
}

#[test]
fn strategy_trees_on_random_multigraphs() {
    let mut rng = seeded(1993);
    for _ in 0..200 {
        let (n_left, n_right) = (rng.random_range(..5usize) + 1, rng.random_range(..5usize) + 1);
        let n_edges = rng.random_range(..12usize);
        let graph = random_graph(&mut rng, n_left, n_right, n_edges);
        let mut memo = HashMap::new();
        let side = if rng.random_range(..2usize) == 0 { Side::Left } else { Side::Right };
        let start = rng.random_range(..if side == Side::Left { n_left } else { n_right });
        check_start(&graph, side, start, &mut memo);
    }
}
