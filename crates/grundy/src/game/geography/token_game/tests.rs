//! Tests of games in progress on token boards: every walk on every small board against
//! the game-tree search (verdict, legal moves, winning move, refused steps), random games
//! of the engine against a random player on larger boards, and the certificates of the
//! positions reached (the maximum matching, the losing token's alternating path).

use std::collections::HashMap;

use super::*;
use crate::game::geography::tests::{board_adjacency, check_matching_and_paths, mover_wins_naive};
use crate::tests::support::{seeded, RngExt};

fn board_of_mask(n_rows: usize, n_cols: usize, mask: u32) -> Board<TokenCell> {
    let cells = (0..n_rows * n_cols)
        .map(|i| if mask & (1 << i) != 0 { TokenCell::Blocked } else { TokenCell::Free })
        .collect();
    Board::new(n_rows, n_cols, cells)
}

/// Plays `walk` (cells) on `board` through [`play_token_board`].
fn play(board: &Board<TokenCell>, walk: &[usize]) -> Result<TokenGame, TokenMoveError> {
    let shape = board.shape();
    let at = |c: usize| shape.position(CellId::new(c));
    let moves: Vec<Position> = walk[1..].iter().map(|&c| at(c)).collect();
    play_token_board(board, at(walk[0]), &moves)
}

/// Checks the position after the legal walk `walk` against the game-tree search, and
/// every refused next step's error.
fn check_position(
    board: &Board<TokenCell>,
    adjacency: &[Vec<usize>],
    walk: &[usize],
    memo: &mut HashMap<(usize, u32), bool>,
) -> Vec<usize> {
    let game = play(board, walk).expect("a legal walk");
    let token = *walk.last().unwrap();
    let visited: u32 = walk.iter().map(|&c| 1 << c).sum();
    assert_eq!(game.token().index(), token);
    assert_eq!(game.n_moves(), walk.len() - 1);
    assert_eq!(game.walk().iter().map(|c| c.index()).collect::<Vec<_>>(), walk);
    // The position's board: the original with the visited cells but the token's blocked.
    for (cell, &c) in game.board().cells().iter().enumerate() {
        let blocked =
            board.cells()[cell] == TokenCell::Blocked || (visited & (1 << cell) != 0 && cell != token);
        assert_eq!(c == TokenCell::Blocked, blocked, "cell {cell} after {walk:?}");
    }
    let mut legal: Vec<usize> =
        adjacency[token].iter().copied().filter(|&x| visited & (1 << x) == 0).collect();
    legal.sort_unstable();
    assert_eq!(game.legal_moves().iter().map(|c| c.index()).collect::<Vec<_>>(), legal);
    assert_eq!(game.is_over(), legal.is_empty());
    let wins = mover_wins_naive(adjacency, token, visited, memo);
    assert_eq!(game.mover_wins(), wins, "after {walk:?} on {board:?}");
    if let Some(to) = game.winning_move() {
        assert!(legal.contains(&to.index()));
        assert!(!mover_wins_naive(adjacency, to.index(), visited | (1 << to.index()), memo));
    }
    match game.engine_move() {
        None => assert!(legal.is_empty()),
        Some(to) => assert!(legal.contains(&to.index())),
    }
    assert_eq!(game.solution().alternating_path(game.token()).is_some(), !wins);
    // Every other next step is refused, for the right reason.
    let shape = board.shape();
    for next in 0..shape.n_cells() {
        if legal.contains(&next) {
            continue;
        }
        let mut longer = walk.to_vec();
        longer.push(next);
        let err = play(board, &longer).expect_err("an illegal step");
        assert_eq!(err.step, walk.len());
        assert_eq!(err.to, shape.position(CellId::new(next)));
        let expected = if !shape.neighbors(CellId::new(token)).any(|n| n.index() == next) {
            TokenMoveErrorKind::NotAdjacent { from: shape.position(CellId::new(token)) }
        } else if board.cells()[next] == TokenCell::Blocked {
            TokenMoveErrorKind::Blocked
        } else {
            TokenMoveErrorKind::Visited
        };
        assert_eq!(err.kind, expected, "{longer:?}");
    }
    legal
}

#[test]
fn every_walk_on_every_small_board_matches_game_search() {
    for (n_rows, n_cols) in [(1, 5), (2, 3), (3, 3), (2, 4)] {
        for mask in 0..1u32 << (n_rows * n_cols) {
            let board = board_of_mask(n_rows, n_cols, mask);
            let adjacency = board_adjacency(&board);
            let mut memo = HashMap::new();
            for start in 0..n_rows * n_cols {
                if board.cells()[start] == TokenCell::Blocked {
                    let err = play(&board, &[start]).expect_err("placed on a blocked cell");
                    assert_eq!((err.step, err.kind), (0, TokenMoveErrorKind::Blocked));
                    continue;
                }
                // Every legal walk from `start`, depth first with an explicit stack.
                let mut stack = vec![vec![start]];
                while let Some(walk) = stack.pop() {
                    for next in check_position(&board, &adjacency, &walk, &mut memo) {
                        let mut longer = walk.clone();
                        longer.push(next);
                        stack.push(longer);
                    }
                }
            }
        }
    }
}

#[test]
fn steps_off_the_board_are_refused() {
    let board = board_of_mask(2, 3, 0);
    let err = play_token_board(&board, Position::new(2, 0), &[]).unwrap_err();
    assert_eq!(err.kind, TokenMoveErrorKind::OffBoard { n_rows: 2, n_cols: 3 });
    assert_eq!(err.to_string(), "the token cannot be placed on (3, 1): the board has 2 rows and 3 columns");
    let err = play_token_board(&board, Position::new(0, 2), &[Position::new(0, 3)]).unwrap_err();
    assert_eq!((err.step, err.kind), (1, TokenMoveErrorKind::OffBoard { n_rows: 2, n_cols: 3 }));
    let err = play_token_board(&board, Position::new(0, 0), &[Position::new(1, 1)]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "move 1 to (2, 2) is not allowed: the token stands on (1, 1), and moves one cell up, down, left or right"
    );
}

#[test]
fn engine_against_a_random_player_on_random_boards() {
    // The engine keeps a won game won: after its move from a winning position the
    // opponent loses, and after any move from a losing one the opponent wins. Each
    // position's matching and alternating paths are certified; boards of at most 16
    // cells are checked against the game-tree search as well.
    let mut rng = seeded(6035);
    for round in 0..40 {
        let (n_rows, n_cols) = (1 + rng.random_range(..12usize), 1 + rng.random_range(..12usize));
        let p = [0.0, 0.1, 0.3][round % 3];
        let cells: Vec<TokenCell> = (0..n_rows * n_cols)
            .map(|_| if rng.random_bool(p) { TokenCell::Blocked } else { TokenCell::Free })
            .collect();
        let board = Board::new(n_rows, n_cols, cells);
        let free: Vec<usize> =
            (0..n_rows * n_cols).filter(|&c| board.cells()[c] == TokenCell::Free).collect();
        if free.is_empty() {
            continue;
        }
        let adjacency = board_adjacency(&board);
        let mut memo = HashMap::new();
        let mut walk = vec![free[rng.random_range(..free.len())]];
        let mut engine_to_move = rng.random_bool(0.5);
        loop {
            let game = play(&board, &walk).unwrap();
            check_matching_and_paths(game.board(), game.solution());
            if n_rows * n_cols <= 16 {
                check_position(&board, &adjacency, &walk, &mut memo);
            }
            let Some(engine_move) = game.engine_move() else { break };
            let next = if engine_to_move {
                engine_move
            } else {
                game.legal_moves()[rng.random_range(..game.legal_moves().len())]
            };
            walk.push(next.index());
            let after = play(&board, &walk).unwrap();
            if engine_to_move && game.mover_wins() {
                assert!(!after.mover_wins(), "the engine's move from a won position loses: {walk:?}");
            }
            if !game.mover_wins() {
                assert!(after.mover_wins(), "a move from a lost position wins: {walk:?}");
            }
            engine_to_move = !engine_to_move;
        }
    }
}
