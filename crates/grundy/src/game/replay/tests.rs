//! Tests of the NOI 2011 replay: random legal records against a game-tree search (tiny boards) and
//! fresh matchings at every move (larger boards).

use std::collections::HashMap;

use super::*;
use crate::board::{Board, Cell, Position};
use crate::matching::vertex_status;
use crate::tests::support::{seeded, RngExt, TestRng};

/// The orthogonal neighbours of row-major cell `cell`, as indices (through [`crate::BoardShape`]).
fn orthogonal_neighbors(n_rows: usize, n_cols: usize, cell: usize) -> impl Iterator<Item = usize> {
    crate::BoardShape::new(n_rows, n_cols).neighbors(crate::CellId::new(cell)).map(crate::CellId::index)
}

fn board(rows: &[&str]) -> Board<StoneCell> {
    let cells = rows.iter().flat_map(|r| r.bytes()).map(|b| StoneCell::from_byte(b).unwrap()).collect();
    Board::new(rows.len(), rows[0].len(), cells)
}

fn cell(board: &Board<StoneCell>, row: usize, col: usize) -> CellId {
    board.cell_id(row - 1, col - 1)
}

/// The oracle for tiny boards: exhaustive search over explicit positions of the real
/// game (stones and the empty cell), memoised; depth at most the number of cells.
fn mover_wins_naive(
    cells: &mut Vec<StoneCell>,
    n_rows: usize,
    n_cols: usize,
    empty: usize,
    player: Player,
    memo: &mut HashMap<(Vec<StoneCell>, bool), bool>,
) -> bool {
    let key = (cells.clone(), player == Player::Tutu);
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let other = if player == Player::Tutu { Player::Dandan } else { Player::Tutu };
    let mut res = false;
    for n in orthogonal_neighbors(n_rows, n_cols, empty).collect::<Vec<_>>() {
        if cells[n] != player.stone() {
            continue;
        }
        cells.swap(n, empty);
        let opponent_wins = mover_wins_naive(cells, n_rows, n_cols, n, other, memo);
        cells.swap(n, empty);
        if !opponent_wins {
            res = true;
            break;
        }
    }
    memo.insert(key, res);
    res
}

/// The second oracle, for any size: at each position a fresh maximum matching of the
/// usable, unvisited cells decides whether the current cell is always covered.
fn mover_wins_fresh(record: &StoneRecord, visited: &[bool], at: usize) -> bool {
    let b = record.board();
    let n_cols = b.n_cols();
    let start = record.start().index();
    let start_colour = (start / n_cols + start % n_cols) % 2;
    let cells = b.cells();
    let graph = BoardGraph::from_cells(b.n_rows(), n_cols, |c| {
        let colour = (c / n_cols + c % n_cols) % 2;
        let usable = c == start
            || (cells[c] == StoneCell::Black && colour == start_colour)
            || (cells[c] == StoneCell::White && colour != start_colour);
        c == at || (usable && !visited[c])
    });
    let matching = maximum_matching(graph.graph());
    let status = vertex_status(graph.graph(), &matching);
    let (side, v) = graph.vertex(CellId::new(at)).expect("the empty cell is usable");
    status.is_always_covered(side, v)
}

/// Checks a replay against both oracles (the game search only on tiny boards).
fn check_record(record: &StoneRecord) {
    let analysis = replay(record);
    let b = record.board();
    let (n_rows, n_cols) = (b.n_rows(), b.n_cols());
    let tiny = n_rows * n_cols <= 12;
    let mut memo = HashMap::new();
    let mut cells = b.cells().to_vec();
    let mut visited = vec![false; cells.len()];
    let mut empty = record.start().index();
    let mut wins = Vec::new();
    for (index, &to) in
        record.moves().iter().chain(std::iter::once(&CellId::new(usize::MAX >> 40))).enumerate()
    {
        let player = Player::of_half_move(index);
        let fresh = mover_wins_fresh(record, &visited, empty);
        if tiny {
            let naive = mover_wins_naive(&mut cells, n_rows, n_cols, empty, player, &mut memo);
            assert_eq!(fresh, naive, "half-move {index} of {record:?}");
        }
        wins.push(fresh);
        if index == record.moves().len() {
            break;
        }
        let h = analysis.half_moves()[index];
        assert_eq!((h.player, h.number, h.from.index(), h.to), (player, index / 2 + 1, empty, to));
        if let Some(good) = h.winning_move {
            // The suggested move is legal and leaves the opponent lost.
            assert_eq!(cells[good.index()], player.stone());
            assert!(orthogonal_neighbors(n_rows, n_cols, empty).any(|n| n == good.index()));
            let mut after = visited.clone();
            after[empty] = true;
            assert!(!mover_wins_fresh(record, &after, good.index()));
        }
        visited[empty] = true;
        cells.swap(empty, to.index());
        empty = to.index();
    }
    for (index, h) in analysis.half_moves().iter().enumerate() {
        assert_eq!(h.won_before, wins[index], "half-move {index} of {record:?}");
        assert_eq!(h.won_after, wins[index + 1]);
        assert_eq!(h.mistake, wins[index] && wins[index + 1]);
        assert_eq!(h.winning_move.is_some(), h.won_before);
    }
    assert_eq!(analysis.final_mover_wins(), *wins.last().unwrap());
}

/// The cells of a board whose empty cell is `start`, the other cells mostly usable
/// stones (`X` on the start's colour, `O` on the other), each flipped with probability
/// `noise`, so games are long.
fn mostly_usable_cells(
    rng: &mut TestRng,
    n_rows: usize,
    n_cols: usize,
    start: usize,
    noise: f64,
) -> Vec<StoneCell> {
    let start_colour = (start / n_cols + start % n_cols) % 2;
    let mut cells: Vec<StoneCell> = (0..n_rows * n_cols)
        .map(|c| {
            let usable_black = (c / n_cols + c % n_cols) % 2 == start_colour;
            if usable_black != rng.random_bool(noise) {
                StoneCell::Black
            } else {
                StoneCell::White
            }
        })
        .collect();
    cells[start] = StoneCell::Empty;
    cells
}

/// A random board with one empty cell and a random legal record, played until the
/// player to move is stuck or a random stopping point.
fn random_record(rng: &mut TestRng, n_rows: usize, n_cols: usize, play_to_end: bool) -> StoneRecord {
    let n_cells = n_rows * n_cols;
    let start = rng.random_range(..n_cells);
    let noise = rng.random_range(..40u32) as f64 / 100.0;
    let mut cells = mostly_usable_cells(rng, n_rows, n_cols, start, noise);
    let start_board = Board::new(n_rows, n_cols, cells.clone());
    let mut moves = Vec::new();
    let mut empty = start;
    loop {
        let player = Player::of_half_move(moves.len());
        let options: Vec<usize> =
            orthogonal_neighbors(n_rows, n_cols, empty).filter(|&n| cells[n] == player.stone()).collect();
        if options.is_empty() || (!play_to_end && rng.random_bool(0.1)) {
            break;
        }
        let to = options[rng.random_range(..options.len())];
        cells.swap(empty, to);
        empty = to;
        moves.push(CellId::new(to));
    }
    StoneRecord::new(start_board, moves).expect("the generator plays legal moves")
}

#[test]
fn replay_matches_game_search_on_random_tiny_records() {
    let mut rng = seeded(2437);
    let mut n_mistakes = 0;
    for _ in 0..1000 {
        let (n_rows, n_cols) = (1 + rng.random_range(..4usize), 1 + rng.random_range(..4usize));
        let to_end = rng.random_bool(0.5);
        let record = random_record(&mut rng, n_rows, n_cols, to_end);
        check_record(&record);
        n_mistakes += replay(&record).half_moves().iter().filter(|h| h.mistake).count();
    }
    // The oracle comparison must also cover positions where a win is thrown away.
    assert!(n_mistakes > 50, "only {n_mistakes} mistakes in the random records");
}

#[test]
fn replay_matches_fresh_matchings_on_random_records() {
    let mut rng = seeded(1971);
    for _ in 0..150 {
        let (n_rows, n_cols) = (1 + rng.random_range(..16usize), 1 + rng.random_range(..16usize));
        let record = random_record(&mut rng, n_rows, n_cols, true);
        check_record(&record);
    }
}

#[test]
fn noi2011_sample1() {
    let b = board(&["XO.OXO"]);
    let moves = vec![cell(&b, 1, 2), cell(&b, 1, 1)];
    let analysis = replay(&StoneRecord::new(b, moves).unwrap());
    assert_eq!(analysis.mistakes(Player::Tutu).collect::<Vec<_>>(), vec![1]);
    let first = analysis.half_moves()[0];
    assert!(first.won_before && first.won_after && first.mistake);
    assert_eq!(first.winning_move, Some(CellId::new(3)));
}

#[test]
fn noi2011_sample3() {
    let b = board(&["OOXX", "OXXO", "OO.O", "XXXO"]);
    let moves = vec![cell(&b, 3, 2), cell(&b, 2, 2), cell(&b, 1, 2), cell(&b, 1, 3)];
    let record = StoneRecord::new(b, moves).unwrap();
    assert_eq!(replay(&record).mistakes(Player::Tutu).collect::<Vec<_>>(), vec![1, 2]);
    check_record(&record);
}

#[test]
fn illegal_records_are_rejected() {
    let b = board(&["XO.OXO"]);
    let err = |moves: Vec<CellId>| StoneRecord::new(b.clone(), moves).unwrap_err().to_string();
    assert_eq!(err(vec![cell(&b, 1, 5)]), "move 1 of tutu: (1, 5) is not adjacent to the empty cell (1, 3)");
    assert_eq!(err(vec![cell(&b, 1, 3)]), "move 1 of tutu: (1, 3) is the empty cell itself");
    assert_eq!(
        err(vec![cell(&b, 1, 4), cell(&b, 1, 3)]),
        "move 1 of dandan: (1, 3) holds a white stone `O`, but dandan moves black stones `X`"
    );
    assert_eq!(
        err(vec![cell(&b, 1, 4), cell(&b, 1, 5), cell(&b, 1, 4)]),
        "move 2 of tutu: (1, 4) holds a black stone `X`, but tutu moves white stones `O`"
    );
    assert_eq!(err(vec![CellId::new(6)]), "move 1 of tutu: (2, 1) is off the board");
    let two = board(&["X..O"]);
    assert_eq!(StoneRecord::new(two, vec![]).unwrap_err(), RecordError::EmptyCells { count: 2 });
}

/// Every legal record from `board` (every node of its game tree), each with whether it
/// is complete (the player to move is stuck).
fn all_records(board: &Board<StoneCell>) -> Vec<(StoneRecord, bool)> {
    let (n_rows, n_cols) = (board.n_rows(), board.n_cols());
    let start = board.cells().iter().position(|&c| c == StoneCell::Empty).unwrap();
    let mut res = Vec::new();
    let mut stack = vec![(board.cells().to_vec(), start, Vec::new())];
    while let Some((cells, empty, moves)) = stack.pop() {
        let player = Player::of_half_move(moves.len());
        let options: Vec<usize> =
            orthogonal_neighbors(n_rows, n_cols, empty).filter(|&n| cells[n] == player.stone()).collect();
        for &to in &options {
            let mut next = cells.clone();
            next.swap(empty, to);
            let mut longer = moves.clone();
            longer.push(CellId::new(to));
            stack.push((next, to, longer));
        }
        res.push((StoneRecord::new(board.clone(), moves).unwrap(), options.is_empty()));
    }
    res
}

/// Every complete record (played until the player to move is stuck) from `board`.
fn all_complete_records(board: &Board<StoneCell>) -> Vec<StoneRecord> {
    all_records(board).into_iter().filter(|&(_, complete)| complete).map(|(record, _)| record).collect()
}

/// Every board of at most `max_cells` cells with every start cell and every choice of
/// which other cells are usable (the usable stone on the cell's colour, or the other
/// stone).
fn every_tiny_board(max_cells: usize) -> Vec<Board<StoneCell>> {
    let mut res = Vec::new();
    for n_rows in 1..=max_cells {
        for n_cols in 1..=max_cells / n_rows {
            let n_cells = n_rows * n_cols;
            for start in 0..n_cells {
                let start_colour = (start / n_cols + start % n_cols) % 2;
                for mask in 0..1u32 << (n_cells - 1) {
                    let cells = (0..n_cells)
                        .map(|c: usize| {
                            let bit = if c < start { c } else { c.max(1) - 1 };
                            let usable = mask >> bit & 1 == 1;
                            let same = (c / n_cols + c % n_cols) % 2 == start_colour;
                            match (c == start, usable == same) {
                                (true, _) => StoneCell::Empty,
                                (false, true) => StoneCell::Black,
                                (false, false) => StoneCell::White,
                            }
                        })
                        .collect();
                    res.push(Board::new(n_rows, n_cols, cells));
                }
            }
        }
    }
    res
}

#[test]
fn replay_matches_game_search_on_all_tiny_records() {
    // Every board of at most 9 cells, every start cell, every choice of which other cells
    // are usable (the usable stone on the cell's colour, or the other stone), and every
    // complete record: the prefixes of the records are all the legal records.
    let mut n_records = 0;
    for board in every_tiny_board(9) {
        for record in all_complete_records(&board) {
            check_record(&record);
            n_records += 1;
        }
    }
    assert!(n_records > 10_000, "only {n_records} records");
}

/// A long record on a mostly usable board: both players pick random moves that do not
/// end the game at once when they can, so both throw wins away often.
fn long_record(rng: &mut TestRng, n_rows: usize, n_cols: usize) -> StoneRecord {
    let n_cells = n_rows * n_cols;
    let start = rng.random_range(..n_cells);
    let noise = rng.random_range(..15u32) as f64 / 100.0;
    let mut cells = mostly_usable_cells(rng, n_rows, n_cols, start, noise);
    let start_board = Board::new(n_rows, n_cols, cells.clone());
    let mut moves = Vec::new();
    let mut empty = start;
    loop {
        let player = Player::of_half_move(moves.len());
        let other = Player::of_half_move(moves.len() + 1).stone();
        let options: Vec<usize> =
            orthogonal_neighbors(n_rows, n_cols, empty).filter(|&n| cells[n] == player.stone()).collect();
        if options.is_empty() {
            break;
        }
        // Cells the stone can come from later are those of the next mover's colour
        // around the new empty cell (its previous cell holds the wrong stone by then).
        let lasting: Vec<usize> = options
            .iter()
            .copied()
            .filter(|&to| orthogonal_neighbors(n_rows, n_cols, to).any(|n| n != empty && cells[n] == other))
            .collect();
        let pool = if lasting.is_empty() || rng.random_bool(0.02) { &options } else { &lasting };
        let to = pool[rng.random_range(..pool.len())];
        cells.swap(empty, to);
        empty = to;
        moves.push(CellId::new(to));
    }
    StoneRecord::new(start_board, moves).expect("the generator plays legal moves")
}

#[test]
fn replay_matches_fresh_matchings_on_long_records_with_mistakes() {
    let mut rng = seeded(2011);
    let (mut tutu, mut dandan, mut clears, mut kept, mut longest) = (0, 0, 0, 0, 0);
    for _ in 0..150 {
        let (n_rows, n_cols) = (2 + rng.random_range(..15usize), 2 + rng.random_range(..15usize));
        let record = long_record(&mut rng, n_rows, n_cols);
        check_record(&record);
        let (analysis, [n_clears, n_kept]) = replay_counting(&record);
        tutu += analysis.mistakes(Player::Tutu).count();
        dandan += analysis.mistakes(Player::Dandan).count();
        clears += n_clears;
        kept += n_kept;
        longest = longest.max(record.moves().len());
    }
    // The sweep covers mistakes by both players, long records, and both ways a dead
    // region meets a search from a cell inside it (emptied, or kept).
    assert!(tutu > 100 && dandan > 100, "mistakes: tutu {tutu}, dandan {dandan}");
    assert!(longest > 80, "longest record {longest}");
    assert!(clears > 100 && kept > 100, "dead regions emptied {clears} times, kept {kept} times");
}

// ------------------------------------------------------------ the position after a record

/// The usable cells of a record's start board (the start cell, `X` on its colour, `O` on
/// the other), as the module doc defines them.
fn usable_cells(record: &StoneRecord) -> Vec<bool> {
    let b = record.board();
    let n_cols = b.n_cols();
    let start = record.start().index();
    let start_colour = (start / n_cols + start % n_cols) % 2;
    let cells = b.cells();
    (0..cells.len())
        .map(|c| {
            let colour = (c / n_cols + c % n_cols) % 2;
            c == start
                || (cells[c] == StoneCell::Black && colour == start_colour)
                || (cells[c] == StoneCell::White && colour != start_colour)
        })
        .collect()
}

/// The size of a maximum matching of the grid graph of `cells`, proved by a König cover
/// of the same size that [`crate::matching::verify`] checks (trusting neither engine nor
/// cover construction).
fn certified_matching_size(n_rows: usize, n_cols: usize, cells: &[bool]) -> usize {
    let graph = BoardGraph::from_cells(n_rows, n_cols, |c| cells[c]);
    let matching = maximum_matching(graph.graph());
    let cover = crate::matching::minimum_vertex_cover(graph.graph(), &matching);
    crate::matching::verify(graph.graph(), &matching, &cover).expect("a König certificate");
    matching.size()
}

/// Whether the player to move with the empty cell at `at` among the live cells `live`
/// wins, by certificates: the mover wins iff deleting `at` lowers the maximum matching's
/// size (every maximum matching covers `at`), both sizes proved by König covers.
fn mover_wins_certified(n_rows: usize, n_cols: usize, live: &[bool], at: usize) -> bool {
    assert!(live[at]);
    let with = certified_matching_size(n_rows, n_cols, live);
    let mut without = live.to_vec();
    without[at] = false;
    certified_matching_size(n_rows, n_cols, &without) < with
}

/// Checks a record's final position: the player to move, the empty cell and the legal
/// moves against the board after the record, and the verdict, the winning move and the
/// engine's move against the game search (`memo` shared by the records of one start
/// board) when given, and by König certificates otherwise.
fn check_final_position(record: &StoneRecord, memo: Option<&mut HashMap<(Vec<StoneCell>, bool), bool>>) {
    let analysis = replay(record);
    let fp = analysis.final_position();
    let b = record.board();
    let (n_rows, n_cols) = (b.n_rows(), b.n_cols());
    let player = Player::of_half_move(record.moves().len());
    let mut cells = record.final_board().cells().to_vec();
    let empty = record.final_empty().index();
    assert_eq!(cells[empty], StoneCell::Empty);
    assert_eq!((fp.player, fp.empty.index()), (player, empty), "{record:?}");
    let mut legal: Vec<usize> =
        orthogonal_neighbors(n_rows, n_cols, empty).filter(|&n| cells[n] == player.stone()).collect();
    legal.sort();
    assert_eq!(fp.legal_moves.iter().map(|c| c.index()).collect::<Vec<_>>(), legal, "{record:?}");
    assert_eq!(fp.is_over(), legal.is_empty());
    assert_eq!(analysis.final_mover_wins(), fp.mover_wins);
    assert_eq!(fp.winning_move.is_some(), fp.mover_wins, "{record:?}");
    match fp.engine_move() {
        None => assert!(legal.is_empty()),
        Some(m) => {
            assert!(legal.contains(&m.index()));
            if fp.mover_wins {
                assert_eq!(Some(m), fp.winning_move);
            }
        }
    }
    let other = Player::of_half_move(record.moves().len() + 1);
    match memo {
        Some(memo) => {
            let wins = mover_wins_naive(&mut cells, n_rows, n_cols, empty, player, memo);
            assert_eq!(fp.mover_wins, wins, "{record:?}");
            if let Some(good) = fp.winning_move {
                assert!(legal.contains(&good.index()));
                cells.swap(empty, good.index());
                assert!(
                    !mover_wins_naive(&mut cells, n_rows, n_cols, good.index(), other, memo),
                    "{record:?}"
                );
            }
        }
        None => {
            let mut live = usable_cells(record);
            for &cell in std::iter::once(&record.start()).chain(record.moves()) {
                live[cell.index()] = cell.index() == empty;
            }
            assert_eq!(fp.mover_wins, mover_wins_certified(n_rows, n_cols, &live, empty), "{record:?}");
            if let Some(good) = fp.winning_move {
                assert!(legal.contains(&good.index()));
                live[empty] = false;
                assert!(!mover_wins_certified(n_rows, n_cols, &live, good.index()), "{record:?}");
            }
        }
    }
}

#[test]
fn final_position_matches_game_search_on_every_tiny_record() {
    // Every board of at most 8 cells, every start cell, every choice of usable cells, and
    // every legal record from it, finished or not (every node of the game tree), with an
    // even and an odd number of half-moves.
    let (mut n_records, mut n_odd, mut n_open, mut n_wins) = (0, 0, 0, 0);
    for board in every_tiny_board(8) {
        let mut memo = HashMap::new();
        for (record, _) in all_records(&board) {
            check_final_position(&record, Some(&mut memo));
            n_records += 1;
            n_odd += record.moves().len() % 2;
            let fp = replay(&record).final_position().clone();
            n_open += usize::from(!fp.is_over());
            n_wins += usize::from(fp.mover_wins);
        }
    }
    assert!(n_records > 20_000 && n_odd > 5_000, "records {n_records}, odd {n_odd}");
    assert!(n_open > 10_000 && n_wins > 5_000, "open {n_open}, mover wins {n_wins}");
}

#[test]
fn final_position_is_certified_on_random_unfinished_records() {
    let mut rng = seeded(243_715);
    let (mut n_open, mut n_wins, mut n_odd) = (0, 0, 0);
    for _ in 0..300 {
        let (n_rows, n_cols) = (1 + rng.random_range(..16usize), 1 + rng.random_range(..16usize));
        let record = random_record(&mut rng, n_rows, n_cols, false);
        check_final_position(&record, None);
        let fp = replay(&record).final_position().clone();
        n_open += usize::from(!fp.is_over());
        n_wins += usize::from(fp.mover_wins);
        n_odd += record.moves().len() % 2;
    }
    assert!(n_open > 100 && n_wins > 50 && n_odd > 50, "open {n_open}, wins {n_wins}, odd {n_odd}");
}

#[test]
fn final_position_of_noi2011_samples() {
    // Sample 1 stopped after Tutu's mistake: Dandan to move from (1, 2), and wins by (1, 1).
    let b = board(&["XO.OXO"]);
    let record = StoneRecord::new(b.clone(), vec![cell(&b, 1, 2)]).unwrap();
    let fp = replay(&record).final_position().clone();
    assert_eq!((fp.player, fp.empty, fp.mover_wins), (Player::Dandan, cell(&b, 1, 2), true));
    assert_eq!((fp.legal_moves, fp.winning_move), (vec![cell(&b, 1, 1)], Some(cell(&b, 1, 1))));
    check_final_position(&record, None);
    // The start: Tutu wins by (1, 4), not by (1, 2), the move she played.
    let start = StoneRecord::new(b.clone(), vec![]).unwrap();
    let fp = replay(&start).final_position().clone();
    assert_eq!((fp.player, fp.mover_wins, fp.winning_move), (Player::Tutu, true, Some(cell(&b, 1, 4))));
    assert_eq!(fp.legal_moves, vec![cell(&b, 1, 2), cell(&b, 1, 4)]);
    // The whole record: Tutu is stuck.
    let whole = StoneRecord::new(b.clone(), vec![cell(&b, 1, 2), cell(&b, 1, 1)]).unwrap();
    let fp = replay(&whole).final_position().clone();
    assert!(fp.is_over() && !fp.mover_wins && fp.engine_move().is_none());
    // Sample 3 after Tutu's first move (a mistake): Dandan wins.
    let b = board(&["OOXX", "OXXO", "OO.O", "XXXO"]);
    let record = StoneRecord::new(b.clone(), vec![cell(&b, 3, 2)]).unwrap();
    assert!(replay(&record).final_position().mover_wins);
    check_final_position(&record, None);
}

#[test]
fn records_from_positions() {
    let b = board(&["XO.OXO"]);
    let p = |row: usize, col: usize| Position::new(row - 1, col - 1);
    let record = StoneRecord::from_positions(b.clone(), &[p(1, 2), p(1, 1)]).unwrap();
    assert_eq!(record, StoneRecord::new(b.clone(), vec![cell(&b, 1, 2), cell(&b, 1, 1)]).unwrap());
    let err = |moves: &[Position]| StoneRecord::from_positions(b.clone(), moves).unwrap_err().to_string();
    assert_eq!(err(&[p(1, 2), p(1, 7)]), "move 1 of dandan: (1, 7) is off the board");
    assert_eq!(err(&[p(2, 1)]), "move 1 of tutu: (2, 1) is off the board");
    // An earlier illegal move is reported before a later move off the board.
    assert_eq!(err(&[p(1, 5), p(9, 9)]), "move 1 of tutu: (1, 5) is not adjacent to the empty cell (1, 3)");
}
