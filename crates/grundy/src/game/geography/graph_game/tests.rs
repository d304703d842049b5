//! Tests of games in progress: every path on every small graph, board and matrix against
//! the game-tree search, certificates (Tutte-Berge) for the verdicts and winning moves
//! on seeded random graphs and walks, and the path errors.

use std::collections::HashMap;

use super::*;
use crate::board::{Board, BoardShape, TokenCell};
use crate::game::geography::tests::{board_adjacency, every_small_graph, mover_wins_naive};
use crate::input::{read_graph, FormatHint};
use crate::matching::{gallai_edmonds, tutte_berge_verify, GeneralMatching};
use crate::tests::support::{random_edges, seeded, RngExt};
use crate::Graph;

fn v(i: usize) -> VertexId {
    VertexId::new(i)
}

/// Checks the game after `path` against the game-tree search on `adjacency` (vertex `x`
/// of the input is `x` there; `adjacency` lists every real neighbour).
fn check_path(
    input: &GraphInput,
    adjacency: &[Vec<usize>],
    path: &[usize],
    memo: &mut HashMap<(usize, u32), bool>,
) {
    let ids: Vec<VertexId> = path.iter().map(|&x| v(x)).collect();
    let game = GraphGame::new(input, &ids).unwrap();
    let token = *path.last().unwrap();
    assert_eq!(game.token(), v(token));
    assert_eq!(game.n_moves(), path.len() - 1);
    assert_eq!(game.first_player_to_move(), path.len() % 2 == 1);
    let visited: u32 = path.iter().fold(0, |m, &x| m | 1 << x);
    let deleted = visited & !(1 << token);
    let remaining = game.remaining();
    let left: Vec<usize> = remaining.vertices().map(VertexId::index).collect();
    let expected: Vec<usize> =
        input.vertices().map(VertexId::index).filter(|&x| deleted & (1 << x) == 0).collect();
    assert_eq!(left, expected, "the vertices left after {path:?}");
    let solved = solve_graph_geography(remaining);
    // Every vertex left: its verdict as a start in the graph without the deleted ones.
    for &x in &left {
        let wins = mover_wins_naive(adjacency, x, deleted | 1 << x, memo);
        assert_eq!(solved.mover_wins(v(x)), wins, "vertex {x} after {path:?}");
    }
    let turn = game.turn(&solved);
    let mut legal: Vec<usize> =
        adjacency[token].iter().copied().filter(|&w| visited & (1 << w) == 0).collect();
    legal.sort_unstable();
    legal.dedup();
    assert_eq!(
        turn.legal_moves,
        legal.iter().map(|&x| v(x)).collect::<Vec<_>>(),
        "legal moves after {path:?}"
    );
    assert_eq!(turn.is_over(), legal.is_empty());
    assert_eq!(turn.mover_wins, mover_wins_naive(adjacency, token, visited, memo), "after {path:?}");
    let winning: Vec<VertexId> = legal
        .iter()
        .copied()
        .filter(|&w| !mover_wins_naive(adjacency, w, visited | 1 << w, memo))
        .map(v)
        .collect();
    assert_eq!(turn.winning_moves, winning, "winning moves after {path:?}");
    assert_eq!(turn.winning_move.is_some(), turn.mover_wins);
    if let Some(w) = turn.winning_move {
        assert!(turn.winning_moves.contains(&w));
        let pairs = solved.matching_pairs();
        assert!(pairs.contains(&(w.min(v(token)), w.max(v(token)))), "the winning move is a matching edge");
    }
    match turn.engine_move() {
        None => assert!(turn.is_over()),
        Some(w) => assert!(turn.legal_moves.contains(&w)),
    }
}

/// Every path from every start vertex (depth-first, explicit stack), checked.
fn check_every_path(input: &GraphInput, adjacency: &[Vec<usize>]) {
    let mut memo = HashMap::new();
    for start in input.vertices() {
        let mut stack = vec![vec![start.index()]];
        while let Some(path) = stack.pop() {
            check_path(input, adjacency, &path, &mut memo);
            let at = *path.last().unwrap();
            for &w in &adjacency[at] {
                if !path.contains(&w) {
                    let mut longer = path.clone();
                    longer.push(w);
                    stack.push(longer);
                }
            }
        }
    }
}

#[test]
fn games_match_game_search_on_every_path_of_every_small_graph() {
    // Every graph on 5 labelled vertices, now and then with parallel edges and a loop.
    for (src, adjacency) in every_small_graph(true) {
        let input = read_graph(src.as_bytes(), FormatHint::Detect).unwrap();
        check_every_path(&input, &adjacency);
    }
}

#[test]
fn games_match_game_search_on_every_small_board() {
    // Every board of 2 x 3 and 3 x 3 cells: the visited cells become blocked ones.
    for (n_rows, n_cols) in [(2, 3), (3, 3)] {
        let shape = BoardShape::new(n_rows, n_cols);
        for mask in 0..1u32 << shape.n_cells() {
            let cells: Vec<TokenCell> = (0..shape.n_cells())
                .map(|i| if mask & (1 << i) != 0 { TokenCell::Blocked } else { TokenCell::Free })
                .collect();
            let board = Board::new(n_rows, n_cols, cells);
            let adjacency = board_adjacency(&board);
            let input =
                read_graph(format!("{n_rows} {n_cols}\n{board}").as_bytes(), FormatHint::Detect).unwrap();
            check_every_path(&input, &adjacency);
        }
    }
}

#[test]
fn games_match_game_search_on_every_small_matrix() {
    // Every 2 x 3 and 3 x 2 pattern matrix: rows are vertices 0.., columns follow.
    for (n_rows, n_cols) in [(2, 3), (3, 2)] {
        for mask in 0..1u32 << (n_rows * n_cols) {
            let entries: Vec<(usize, usize)> = (0..n_rows * n_cols)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| (i / n_cols, i % n_cols))
                .collect();
            let mut src = format!(
                "%%MatrixMarket matrix coordinate pattern general\n{n_rows} {n_cols} {}\n",
                entries.len()
            );
            let mut adjacency = vec![Vec::new(); n_rows + n_cols];
            for &(r, c) in &entries {
                src.push_str(&format!("{} {}\n", r + 1, c + 1));
                adjacency[r].push(n_rows + c);
                adjacency[n_rows + c].push(r);
            }
            let input = read_graph(src.as_bytes(), FormatHint::Detect).unwrap();
            check_every_path(&input, &adjacency);
        }
    }
}

/// The size of a maximum matching of `input`'s graph, certified: the pairs the solution
/// gives are a matching of the graph (no deleted vertex in it) that meets the
/// Tutte-Berge bound of the witness the Gallai-Edmonds decomposition names.
fn certified_matching_size(input: &GraphInput) -> usize {
    let graph = input.general().expect("an edge list");
    let solved = solve_graph_geography(input);
    let pairs = solved.matching_pairs();
    assert!(pairs.iter().all(|&(a, b)| input.is_vertex(a) && input.is_vertex(b)));
    let matching =
        GeneralMatching::from_pairs(graph.n_vertices(), pairs.iter().copied()).expect("a matching");
    let witness = gallai_edmonds(graph).barrier();
    let proof = tutte_berge_verify(graph, &matching, &witness).expect("the Tutte-Berge bound is met");
    assert_eq!(proof.bound, pairs.len());
    assert_eq!(solved.matching_size(), pairs.len());
    pairs.len()
}

#[test]
fn random_walks_have_certified_verdicts_and_winning_moves() {
    // The theorem as a certificate: the player to move from t wins iff deleting t lowers
    // the maximum matching's size; a move to w wins iff deleting w then does not. Every
    // size is certified by Tutte-Berge, so no game search is needed.
    let mut rng = seeded(6033);
    for round in 0..60 {
        let n = rng.random_range(2..40usize);
        let n_edges = rng.random_range(0..3 * n);
        let edges = random_edges(&mut rng, n, n, n_edges);
        let input = GraphInput::from_graph(Graph::from_edges(n, edges));
        let mut path = vec![v(rng.random_range(..n))];
        loop {
            let game = GraphGame::new(&input, &path).unwrap();
            let solved = solve_graph_geography(game.remaining());
            let turn = game.turn(&solved);
            let token = game.token();
            let size = certified_matching_size(game.remaining());
            let without_token = game.remaining().without([token]);
            let size_without = certified_matching_size(&without_token);
            assert_eq!(turn.mover_wins, size_without + 1 == size, "round {round}, path {path:?}");
            assert!(size_without == size || size_without + 1 == size);
            for &w in &turn.legal_moves {
                let wins = certified_matching_size(&without_token.without([w])) == size_without;
                assert_eq!(turn.winning_moves.contains(&w), wins, "round {round}, path {path:?}, move {w}");
            }
            let Some(next) = (match rng.random_range(0..3) {
                0 => turn.legal_moves.first().copied(),
                1 => turn.engine_move(),
                _ if turn.legal_moves.is_empty() => None,
                _ => Some(turn.legal_moves[rng.random_range(..turn.legal_moves.len())]),
            }) else {
                break;
            };
            path.push(next);
        }
    }
}

#[test]
fn bad_paths_are_refused_with_named_errors() {
    let input = read_graph(b"a b\nb c\nc a\nc d\n", FormatHint::Detect).unwrap();
    let [a, b, c, d] = ["a", "b", "c", "d"].map(|name| input.find(name).unwrap());
    let error = |path: &[VertexId]| {
        let err = GraphGame::new(&input, path).unwrap_err();
        let text = err.named(&input).to_string();
        (err, text)
    };
    assert_eq!(error(&[]).1, "the path is empty: it starts with the token's start vertex");
    let (err, text) = error(&[a, b, a]);
    assert_eq!(err, GraphPathError::Revisited { index: 2, vertex: a });
    assert_eq!(text, "move 2 enters a, which the token has visited before");
    let (err, text) = error(&[a, d]);
    assert_eq!(err, GraphPathError::NotAdjacent { index: 1, from: a, to: d });
    assert_eq!(text, "move 1 goes from a to d, and no edge joins them");
    assert_eq!(error(&[a, v(9)]).1, "vertex 2 of the path (9) is not a vertex of the graph");
    // A deleted vertex is not a vertex of what is left.
    let rest = input.without([c]);
    let err = GraphGame::new(&rest, &[a, c]).unwrap_err();
    assert_eq!(err.named(&rest).to_string(), "vertex 2 of the path (c) is not a vertex of the graph");
    // A blocked board cell is not a vertex either.
    let board = read_graph(b"#.\n..\n", FormatHint::Detect).unwrap();
    let err = GraphGame::new(&board, &[v(0)]).unwrap_err();
    assert_eq!(err.named(&board).to_string(), "vertex 1 of the path ((1, 1)) is not a vertex of the graph");
    // A single vertex is a game with no move made.
    let game = GraphGame::new(&input, &[d]).unwrap();
    assert_eq!(
        (game.n_moves(), game.first_player_to_move(), game.remaining().vertices().count()),
        (0, true, 4)
    );
}

#[test]
fn the_engine_is_named_and_changes_as_an_odd_cycle_is_left() {
    let input = read_graph(b"a b\nb c\nc a\nc d\n", FormatHint::Detect).unwrap();
    let [a, b] = ["a", "b"].map(|name| input.find(name).unwrap());
    assert_eq!(solve_graph_geography(&input).engine(), GeographyEngine::Blossom);
    let game = GraphGame::new(&input, &[a, b]).unwrap();
    assert_eq!(solve_graph_geography(game.remaining()).engine().name(), "bipartite");
    let board = read_graph(b"..\n", FormatHint::Detect).unwrap();
    assert_eq!(solve_graph_geography(&board).engine().name(), "grid");
}
