//! Tests of vertex geography and the token board: exhaustive game-tree search on every small graph
//! and board, and the any-maximum-matching winning move.

use std::collections::HashMap;

use super::*;
use crate::matching::tests::graph_from_mask;
use crate::matching::{minimum_vertex_cover, verify};
use crate::tests::support::{seeded, RngExt};

fn v(i: usize) -> VertexId {
    VertexId::new(i)
}

/// The oracle: exhaustive game-tree search over explicit positions (token vertex, set of
/// visited vertices), memoised. The depth is at most the number of vertices (≤ 12 here).
pub(crate) fn mover_wins_naive(
    adjacency: &[Vec<usize>],
    at: usize,
    visited: u32,
    memo: &mut HashMap<(usize, u32), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(at, visited)) {
        return known;
    }
    let res = adjacency[at].iter().any(|&next| {
        visited & (1 << next) == 0 && !mover_wins_naive(adjacency, next, visited | (1 << next), memo)
    });
    memo.insert((at, visited), res);
    res
}

/// Left vertex `u` is vertex `u`, right vertex `w` is vertex `n_left + w`.
fn adjacency_of(graph: &BipartiteGraph) -> Vec<Vec<usize>> {
    let n_left = graph.n_left();
    let mut adjacency = vec![Vec::new(); n_left + graph.n_right()];
    for (_, u, w) in graph.edges() {
        adjacency[u.index()].push(n_left + w.index());
        adjacency[n_left + w.index()].push(u.index());
    }
    adjacency
}

fn check_graph(graph: &BipartiteGraph) {
    let game = solve_geography(graph);
    let adjacency = adjacency_of(graph);
    let n_left = graph.n_left();
    let mut memo = HashMap::new();
    for (side, n, offset) in [(Side::Left, n_left, 0), (Side::Right, graph.n_right(), n_left)] {
        for x in 0..n {
            let wins = mover_wins_naive(&adjacency, offset + x, 1 << (offset + x), &mut memo);
            assert_eq!(game.mover_wins(side, v(x)), wins, "{side:?} {x} in {graph:?}");
            match game.winning_move(side, v(x)) {
                None => assert!(!wins),
                Some(to) => {
                    let to_offset = if side == Side::Left { n_left } else { 0 };
                    let target = to_offset + to.index();
                    assert!(adjacency[offset + x].contains(&target));
                    let visited = (1 << (offset + x)) | (1 << target);
                    assert!(!mover_wins_naive(&adjacency, target, visited, &mut memo), "bad move");
                }
            }
        }
    }
}

#[test]
fn geography_matches_game_search_on_every_small_graph() {
    // Every bipartite graph with up to 4 + 3 and 3 + 4 vertices (4 + 4 with
    // GRUNDY_SLOW_TESTS=1).
    let max_right = if std::env::var_os("GRUNDY_SLOW_TESTS").is_some() { 4 } else { 3 };
    for n_left in 0..=4 {
        for n_right in 0..=max_right {
            for mask in 0..1u32 << (n_left * n_right) {
                check_graph(&graph_from_mask(n_left, n_right, mask));
                if n_left <= 3 {
                    check_graph(&graph_from_mask(n_right, n_left, mask));
                }
            }
        }
    }
}

#[test]
fn moving_to_the_mate_in_any_maximum_matching_wins() {
    // For every graph up to 3 + 3 vertices, every maximum matching M and every vertex
    // v that M covers and that is always covered: the move v -> mate(v) wins.
    for mask in 0..1u32 << 9 {
        let graph = graph_from_mask(3, 3, mask);
        let game = solve_geography(&graph);
        let adjacency = adjacency_of(&graph);
        let mut memo = HashMap::new();
        let edges: Vec<_> = graph.edges().map(|(_, u, w)| (u, w)).collect();
        let nu = game.matching().size();
        for subset in 0..1u32 << edges.len() {
            let pairs = edges.iter().enumerate().filter(|(i, _)| subset & (1 << i) != 0).map(|(_, &e)| e);
            let Some(m) = BipartiteMatching::from_pairs(3, 3, pairs) else { continue };
            if m.size() != nu {
                continue;
            }
            for (u, w) in m.pairs() {
                for (side, x, to, x_idx, to_idx) in [
                    (Side::Left, u, w, u.index(), 3 + w.index()),
                    (Side::Right, w, u, 3 + w.index(), u.index()),
                ] {
                    if game.mover_wins(side, x) {
                        let visited = (1 << x_idx) | (1 << to_idx);
                        assert!(!mover_wins_naive(&adjacency, to_idx, visited, &mut memo), "{x:?} -> {to:?}");
                    }
                }
            }
        }
    }
}

/// The grid graph of a board as adjacency lists over cells (blocked cells isolated).
pub(crate) fn board_adjacency(board: &Board<TokenCell>) -> Vec<Vec<usize>> {
    let (n_rows, n_cols) = (board.n_rows(), board.n_cols());
    let free = |r: usize, c: usize| board.get(r, c) == Some(TokenCell::Free);
    let mut adjacency = vec![Vec::new(); n_rows * n_cols];
    for r in 0..n_rows {
        for c in 0..n_cols {
            if !free(r, c) {
                continue;
            }
            let here = &mut adjacency[r * n_cols + c];
            if r > 0 && free(r - 1, c) {
                here.push((r - 1) * n_cols + c);
            }
            if c > 0 && free(r, c - 1) {
                here.push(r * n_cols + c - 1);
            }
            if free(r, c + 1) {
                here.push(r * n_cols + c + 1);
            }
            if free(r + 1, c) {
                here.push((r + 1) * n_cols + c);
            }
        }
    }
    adjacency
}

fn check_board(board: &Board<TokenCell>) {
    // The grid engine and the graph engine, each against the game-tree search, with
    // every losing cell's alternating path checked as a certificate.
    for solution in [solve_token_board(board), super::solve_token_board_by_graph(board)] {
        check_solution(board, &solution);
        check_matching_and_paths(board, &solution);
    }
}

/// The row-by-row views of the placer's winning cells (`placer_wins`, built on
/// `placer_wins_in_row`, and `placer_win_count`) agree with the cells' verdicts.
fn check_placer_wins(solution: &TokenBoardSolution) {
    let losing: Vec<CellId> = solution
        .verdicts()
        .enumerate()
        .filter(|(_, v)| *v == CellVerdict::Lose)
        .map(|(cell, _)| CellId::new(cell))
        .collect();
    assert_eq!(solution.placer_wins().collect::<Vec<_>>(), losing);
    assert_eq!(solution.placer_win_count(), losing.len());
}

fn check_solution(board: &Board<TokenCell>, solution: &TokenBoardSolution) {
    check_placer_wins(solution);
    let adjacency = board_adjacency(board);
    let mut memo = HashMap::new();
    for (cell, verdict) in solution.verdicts().enumerate() {
        if board.cells()[cell] == TokenCell::Blocked {
            assert_eq!(verdict, CellVerdict::Blocked);
            continue;
        }
        let wins = mover_wins_naive(&adjacency, cell, 1 << cell, &mut memo);
        match verdict {
            CellVerdict::Blocked => panic!("free cell {cell} reported blocked"),
            CellVerdict::Lose => assert!(!wins, "cell {cell} of {board:?}"),
            CellVerdict::Win { to } => {
                assert!(wins, "cell {cell} of {board:?}");
                assert!(adjacency[cell].contains(&to.index()));
                let visited = (1 << cell) | (1 << to.index());
                assert!(!mover_wins_naive(&adjacency, to.index(), visited, &mut memo));
            }
        }
    }
    let board_graph = BoardGraph::from_token_board(board);
    let matching = maximum_matching(board_graph.graph());
    verify(board_graph.graph(), &matching, &minimum_vertex_cover(board_graph.graph(), &matching)).unwrap();
}

#[test]
fn token_boards_match_game_search_on_every_small_board() {
    // Every board of up to 12 cells: 1x1..1x12, 2x2..2x6, 3x3, 3x4, 4x3, 6x2.
    for (n_rows, n_cols) in
        [(1, 1), (1, 5), (1, 12), (2, 2), (2, 3), (2, 6), (3, 2), (3, 3), (3, 4), (4, 3), (6, 2), (12, 1)]
    {
        let n_cells = n_rows * n_cols;
        for mask in 0..1u32 << n_cells {
            let cells = (0..n_cells)
                .map(|i| if mask & (1 << i) != 0 { TokenCell::Blocked } else { TokenCell::Free })
                .collect();
            check_board(&Board::new(n_rows, n_cols, cells));
        }
    }
}

#[test]
fn loj6033_sample1() {
    let cells = vec![TokenCell::Blocked, TokenCell::Free, TokenCell::Free, TokenCell::Free];
    let solution = solve_token_board(&Board::new(2, 2, cells));
    assert_eq!(solution.placer_wins().map(CellId::index).collect::<Vec<_>>(), vec![1, 2]);
}

#[test]
fn random_boards_have_valid_winning_moves() {
    // Larger boards: no oracle, but every claimed winning move must lead to a cell that
    // is missable once the start is deleted (checked with a fresh matching).
    let mut rng = seeded(6033);
    for _ in 0..40 {
        let (n_rows, n_cols) = (1 + rng.random_range(..9usize), 1 + rng.random_range(..9usize));
        let p = rng.random_range(..50u32) as f64 / 100.0;
        let cells: Vec<TokenCell> = (0..n_rows * n_cols)
            .map(|_| if rng.random_bool(p) { TokenCell::Blocked } else { TokenCell::Free })
            .collect();
        let board = Board::new(n_rows, n_cols, cells.clone());
        let solution = solve_token_board(&board);
        for (cell, verdict) in solution.verdicts().enumerate() {
            let CellVerdict::Win { to } = verdict else { continue };
            let mut without = cells.clone();
            without[cell] = TokenCell::Blocked;
            let after = solve_token_board(&Board::new(n_rows, n_cols, without));
            assert_eq!(after.verdict(to), CellVerdict::Lose, "cell {cell} -> {to:?}");
        }
        if n_rows * n_cols <= 16 {
            check_board(&board);
        }
    }
}

/// Checks `strategy`, a whole tree from `root`, against game-tree search: its verdict,
/// every winner's answer leaves the loser lost, every loser's reply is listed once, and
/// every move is legal.
fn check_tree(
    adjacency: &[Vec<usize>],
    root: usize,
    strategy: &Strategy<VertexId>,
    memo: &mut HashMap<(usize, u32), bool>,
) {
    assert_eq!(strategy.mover_wins, mover_wins_naive(adjacency, root, 1 << root, memo));
    assert!(strategy.complete);
    // The path of (vertex, visited set, replies listed so far) down to the current move.
    let mut path: Vec<(usize, u32, Vec<usize>)> = vec![(root, 1 << root, Vec::new())];
    let close = |node: (usize, u32, Vec<usize>)| {
        let (at, visited, mut replies) = node;
        let loser_to_move = !mover_wins_naive(adjacency, at, visited, &mut HashMap::new());
        if loser_to_move {
            // Every move of the loser is listed once, or the winner's one answer.
            let mut options: Vec<usize> =
                adjacency[at].iter().copied().filter(|&x| visited & (1 << x) == 0).collect();
            options.sort_unstable();
            options.dedup();
            replies.sort_unstable();
            assert_eq!(replies, options, "the loser's replies from {at}");
        }
    };
    for m in &strategy.moves {
        while path.len() > m.depth {
            close(path.pop().expect("a node"));
        }
        let (from, visited, replies) = path.last_mut().expect("the root");
        let to = m.to.index();
        assert!(adjacency[*from].contains(&to) && *visited & (1 << to) == 0, "illegal move {from} -> {to}");
        replies.push(to);
        let next = *visited | (1 << to);
        let winner_moved =
            m.depth % 2 == 1 && strategy.mover_wins || m.depth % 2 == 0 && !strategy.mover_wins;
        assert_eq!(m.by_winner, winner_moved);
        if m.by_winner {
            assert!(!mover_wins_naive(adjacency, to, next, memo), "the winner's answer {from} -> {to} loses");
        }
        path.push((to, next, Vec::new()));
    }
    while let Some(node) = path.pop() {
        close(node);
    }
}

/// Solves `src` through `read_graph` and checks every vertex's verdict, winning move and
/// whole strategy tree against game-tree search on `adjacency`.
fn check_input(src: &str, adjacency: &[Vec<usize>]) {
    let input = crate::input::read_graph(src.as_bytes(), crate::input::FormatHint::Detect).unwrap();
    let game = solve_graph_geography(&input);
    let mut memo = HashMap::new();
    for v in input.vertices() {
        let x = v.index();
        let wins = mover_wins_naive(adjacency, x, 1 << x, &mut memo);
        assert_eq!(game.mover_wins(v), wins, "vertex {x} of {src:?}");
        if let Some(to) = game.winning_move(v) {
            assert!(adjacency[x].contains(&to.index()));
            assert!(!mover_wins_naive(adjacency, to.index(), (1 << x) | (1 << to.index()), &mut memo));
        }
        assert_eq!(game.winning_move(v).is_some(), wins);
        let tree = game.strategy(v, StrategyLimits::new(usize::MAX, usize::MAX));
        check_tree(adjacency, x, &tree, &mut memo);
    }
}

/// Every graph on 5 labelled vertices (odd cycles included), written as an edge list
/// whose lines first declare the vertices 0..5 in order, with its adjacency lists. Now
/// and then an edge is written twice (the tree lists each reply once), and with
/// `with_loops` a loop is added now and then (no move, but the graph is no longer
/// bipartite).
pub(super) fn every_small_graph(with_loops: bool) -> impl Iterator<Item = (String, Vec<Vec<usize>>)> {
    let n = 5;
    let pairs: Vec<(usize, usize)> = (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b))).collect();
    (0..1u32 << pairs.len()).map(move |mask| {
        let mut src: String = (0..n).map(|v| format!("{v}\n")).collect();
        let mut adjacency = vec![Vec::new(); n];
        for (i, &(a, b)) in pairs.iter().enumerate().filter(|&(i, _)| mask & (1 << i) != 0) {
            src.push_str(&format!("{a} {b}\n"));
            adjacency[a].push(b);
            adjacency[b].push(a);
            if i % 4 == 0 {
                src.push_str(&format!("{b} {a}\n"));
            }
        }
        if with_loops && mask % 7 == 3 {
            src.push_str("2 2\n");
        }
        (src, adjacency)
    })
}

#[test]
fn graph_geography_matches_game_search_on_every_small_graph() {
    for (src, adjacency) in every_small_graph(false) {
        check_input(&src, &adjacency);
    }
}

#[test]
fn graph_geography_on_boards_matches_game_search() {
    // Every board of up to 9 cells in four shapes, solved by the grid engine.
    for (n_rows, n_cols) in [(1, 4), (2, 3), (3, 3), (2, 4)] {
        let n_cells = n_rows * n_cols;
        for mask in 0..1u32 << n_cells {
            let cells: Vec<TokenCell> = (0..n_cells)
                .map(|i| if mask & (1 << i) != 0 { TokenCell::Blocked } else { TokenCell::Free })
                .collect();
            let board = Board::new(n_rows, n_cols, cells);
            check_input(&format!("{n_rows} {n_cols}\n{board}"), &board_adjacency(&board));
        }
    }
}

/// Checks the solution's mates as a maximum matching of the board's grid graph (each
/// pair two free neighbours, both ways; as many pairs as an independent maximum
/// matching), and the alternating path of every cell with [`check_alternating_path`]:
/// present exactly where the mover loses.
pub(crate) fn check_matching_and_paths(board: &Board<TokenCell>, solution: &TokenBoardSolution) {
    let shape = board.shape();
    let mates: Vec<Option<CellId>> = solution.mates().collect();
    assert_eq!(mates.len(), shape.n_cells());
    for cell in shape.cells() {
        if let Some(mate) = mates[cell.index()] {
            assert_eq!(board.cells()[cell.index()], TokenCell::Free);
            assert!(shape.neighbors(cell).any(|n| n == mate), "{cell:?} matched to {mate:?}");
            assert_eq!(mates[mate.index()], Some(cell));
            assert_eq!(solution.mate(cell), Some(mate));
        }
        let path = solution.alternating_path(cell);
        assert_eq!(path.is_some(), solution.verdict(cell) == CellVerdict::Lose, "{cell:?} of {board:?}");
        if let Some(path) = path {
            check_alternating_path(board, &mates, cell, &path);
        }
        if let CellVerdict::Win { to } = solution.verdict(cell) {
            assert_eq!(solution.mate(cell), Some(to), "the winning move is the mate");
        }
    }
    let n_pairs = mates.iter().flatten().count() / 2;
    assert_eq!(solution.matching_size(), n_pairs);
    let board_graph = BoardGraph::from_token_board(board);
    assert_eq!(n_pairs, maximum_matching(board_graph.graph()).size(), "not a maximum matching");
}

/// The certificate that `path` proves `cell` losing, checked without the solver: the path
/// runs over free cells, each next to the one before, no cell twice; it starts at a cell
/// `mates` leaves unmatched and ends at `cell`; its edges are alternately out of and in
/// the matching. Then swapping them gives a matching of the same size (maximum, as
/// `mates` is) that misses `cell`, which is built and checked too.
pub(crate) fn check_alternating_path(
    board: &Board<TokenCell>,
    mates: &[Option<CellId>],
    cell: CellId,
    path: &[CellId],
) {
    let shape = board.shape();
    assert_eq!(path.len() % 2, 1, "an even path has an odd number of cells: {path:?}");
    assert_eq!(path.last(), Some(&cell));
    assert_eq!(mates[path[0].index()], None, "the path starts at a matched cell: {path:?}");
    let mut seen = std::collections::HashSet::new();
    for (i, &x) in path.iter().enumerate() {
        assert_eq!(board.cells()[x.index()], TokenCell::Free);
        assert!(seen.insert(x), "{x:?} twice in {path:?}");
        if let Some(&y) = path.get(i + 1) {
            assert!(shape.neighbors(x).any(|n| n == y), "{x:?} and {y:?} are not neighbours");
            assert_eq!(mates[x.index()] == Some(y), i % 2 == 1, "edge {i} of {path:?}");
        }
    }
    let mut swapped = mates.to_vec();
    for pair in path.windows(2).step_by(2) {
        swapped[pair[0].index()] = Some(pair[1]);
        swapped[pair[1].index()] = Some(pair[0]);
    }
    swapped[cell.index()] = None;
    for (x, mate) in swapped.iter().enumerate() {
        if let Some(m) = mate {
            assert_eq!(swapped[m.index()], Some(CellId::new(x)), "the swap is not a matching");
        }
    }
    let size = |m: &[Option<CellId>]| m.iter().flatten().count();
    assert_eq!(size(&swapped), size(mates), "the swap changes the matching's size");
}

#[test]
fn alternating_paths_certify_every_losing_cell_of_random_boards() {
    // Boards up to 40 x 40 at densities from open to half blocked, both engines; on the
    // near-full boards the paths are long.
    let mut rng = seeded(6034);
    for round in 0..60 {
        let (n_rows, n_cols) = (1 + rng.random_range(..40usize), 1 + rng.random_range(..40usize));
        let p = [0.0, 0.02, 0.1, 0.3, 0.5][round % 5];
        let cells: Vec<TokenCell> = (0..n_rows * n_cols)
            .map(|_| if rng.random_bool(p) { TokenCell::Blocked } else { TokenCell::Free })
            .collect();
        let board = Board::new(n_rows, n_cols, cells);
        let solution = solve_token_board(&board);
        check_matching_and_paths(&board, &solution);
        check_placer_wins(&solution);
        if round % 6 == 0 {
            let solution = super::solve_token_board_by_graph(&board);
            check_matching_and_paths(&board, &solution);
            check_placer_wins(&solution);
        }
    }
}

#[test]
fn alternating_path_of_an_unmatched_cell_is_the_cell() {
    // .#.   the single cells (0, 0) and (0, 2) are unmatched: their paths are themselves.
    let board = Board::new(1, 3, vec![TokenCell::Free, TokenCell::Blocked, TokenCell::Free]);
    let solution = solve_token_board(&board);
    assert_eq!(solution.alternating_path(CellId::new(0)), Some(vec![CellId::new(0)]));
    assert_eq!(solution.alternating_path(CellId::new(1)), None);
    assert_eq!(solution.matching_size(), 0);
}
