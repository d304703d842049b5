//! NOI 2011 replay benchmarks: the incremental replay against a baseline that computes a
//! fresh maximum matching and vertex status at every half-move, on the same generated
//! records (10^6-cell boards, records of 10^4 rounds).
//!
//! Boards: `snake` (the usable cells form a path through a 1000 × 1000 board, so a game
//! can last about 170 000 rounds and every move is forced), `serpentine` (the same with
//! random one-cell spurs) and `open` (every cell
//! usable: the full 1000 × 1000 grid). Players: `random` (a uniformly random legal move
//! that does not end the game at once, when there is one) and `mistakes` (four times in
//! five the mate of the empty cell in a maximum matching of the start graph, i.e. optimal
//! play while nobody errs, when that move does not end the game at once; otherwise a
//! random move). On the open board the random move follows Warnsdorff's rule so the walk
//! does not trap itself. Records stop after 10^4 rounds or when the player to move is stuck.
//!
//! The baseline replays only the first few half-moves of each record (one maximum
//! matching of 10^6 vertices per half-move); compare per half-move times, printed with the
//! record lengths when the bench starts.
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use grundy::game::replay::{replay, StoneRecord};
use grundy::matching::{maximum_matching, vertex_status, Side};
use grundy::BoardGraph;
use grundy::{Board, BoardShape, CellId, StoneCell};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

const SIDE: usize = 1000;
const ROUNDS: usize = 10_000;
/// Half-moves replayed by the recompute-every-move baseline.
const BASELINE_HALF_MOVES: usize = 4;

/// The orthogonal neighbours of row-major cell `cell`, as indices.
fn neighbors(n_rows: usize, n_cols: usize, cell: usize) -> impl Iterator<Item = usize> {
    BoardShape::new(n_rows, n_cols).neighbors(CellId::new(cell)).map(CellId::index)
}

/// The stones that make exactly the `usable` cells reachable from `start`: `X` on the
/// start's colour, `O` on the other; unusable cells get the other stone.
fn stones(n_rows: usize, n_cols: usize, start: usize, usable: &[bool]) -> Board<StoneCell> {
    let colour = |c: usize| BoardShape::new(n_rows, n_cols).colour(CellId::new(c));
    let cells = (0..n_rows * n_cols)
        .map(|c| match (c == start, usable[c] == (colour(c) == colour(start))) {
            (true, _) => StoneCell::Empty,
            (false, true) => StoneCell::Black,
            (false, false) => StoneCell::White,
        })
        .collect();
    Board::new(n_rows, n_cols, cells)
}

/// A snake: every third row fully usable, joined at alternate ends through the two rows
/// between, with random one-cell spurs hanging below the rows.
fn serpentine(rng: &mut Xoshiro256PlusPlus, spurs: bool) -> Vec<bool> {
    let mut usable = vec![false; SIDE * SIDE];
    for row in 0..SIDE {
        for col in 0..SIDE {
            let joint = if row % 6 < 3 { SIDE - 1 } else { 0 };
            usable[row * SIDE + col] = match row % 3 {
                0 => true,
                1 => {
                    col == joint
                        || (col % 2 == 0 && (2..SIDE - 2).contains(&col) && spurs && rng.random_bool(0.1))
                }
                _ => col == joint,
            };
        }
    }
    usable
}

#[derive(Clone, Copy, Debug)]
enum Players {
    Random,
    Mistakes,
}

/// Plays a legal record on the usable cells from `start`.
/// `mate` is a maximum matching of the usable cells (`usize::MAX` for unmatched cells).
fn play(
    usable: &[bool],
    mate: &[usize],
    start: usize,
    players: Players,
    warnsdorff: bool,
    seed: u64,
) -> StoneRecord {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let (n_rows, n_cols) = (SIDE, SIDE);
    let board = stones(n_rows, n_cols, start, usable);
    let mut free = usable.to_vec();
    let mut empty = start;
    let mut moves = Vec::new();
    while moves.len() < 2 * ROUNDS {
        free[empty] = false;
        let onward = |c: usize, free: &[bool]| neighbors(n_rows, n_cols, c).filter(|&n| free[n]).count();
        let options: Vec<usize> = neighbors(n_rows, n_cols, empty).filter(|&n| free[n]).collect();
        if options.is_empty() {
            break;
        }
        let lasting: Vec<usize> = options.iter().copied().filter(|&n| onward(n, &free) > 0).collect();
        let pool = if lasting.is_empty() { &options } else { &lasting };
        let optimal = matches!(players, Players::Mistakes) && rng.random_range(..5u32) != 0;
        let to = if optimal && mate[empty] != usize::MAX && pool.contains(&mate[empty]) {
            mate[empty]
        } else if warnsdorff {
            let least = pool.iter().map(|&n| onward(n, &free)).min().expect("a move");
            let best: Vec<usize> = pool.iter().copied().filter(|&n| onward(n, &free) == least).collect();
            best[rng.random_range(..best.len())]
        } else {
            pool[rng.random_range(..pool.len())]
        };
        moves.push(CellId::new(to));
        empty = to;
    }
    StoneRecord::new(board, moves).expect("the generator plays legal moves")
}

/// The baseline: a fresh maximum matching and vertex status at each of the first
/// `half_moves` positions; returns how many of them the mover wins.
fn recompute_every_move(record: &StoneRecord, half_moves: usize) -> usize {
    let b = record.board();
    let (n_rows, n_cols) = (b.n_rows(), b.n_cols());
    let start = record.start().index();
    let shape = BoardShape::new(n_rows, n_cols);
    let start_colour = shape.colour(CellId::new(start));
    let cells = b.cells();
    let usable = |c: usize| {
        let colour = shape.colour(CellId::new(c));
        c == start
            || (cells[c] == StoneCell::Black && colour == start_colour)
            || (cells[c] == StoneCell::White && colour != start_colour)
    };
    let mut visited = vec![false; cells.len()];
    let mut empty = start;
    let mut wins = 0;
    for &to in record.moves().iter().take(half_moves) {
        let graph = BoardGraph::from_cells(n_rows, n_cols, |c| c == empty || (usable(c) && !visited[c]));
        let matching = maximum_matching(graph.graph());
        let status = vertex_status(graph.graph(), &matching);
        let (side, v) = graph.vertex(CellId::new(empty)).expect("the empty cell is usable");
        wins += usize::from(status.is_always_covered(side, v));
        visited[empty] = true;
        empty = to.index();
    }
    wins
}

/// A maximum matching of the usable cells (`maximum_matching` on the board's graph).
fn some_maximum_matching(usable: &[bool]) -> Vec<usize> {
    let graph = BoardGraph::from_cells(SIDE, SIDE, |c| usable[c]);
    let matching = maximum_matching(graph.graph());
    let mut mate = vec![usize::MAX; usable.len()];
    for (u, w) in matching.pairs() {
        let (a, b) = (graph.cell(Side::Left, u).index(), graph.cell(Side::Right, w).index());
        mate[a] = b;
        mate[b] = a;
    }
    mate
}

/// The perfect matching of the full grid that pairs consecutive cells of the
/// boustrophedon (row 0 left to right, row 1 right to left, ...), so that optimal play
/// can follow a long path.
fn boustrophedon_matching() -> Vec<usize> {
    let order: Vec<usize> = (0..SIDE)
        .flat_map(|row| (0..SIDE).map(move |i| row * SIDE + if row % 2 == 0 { i } else { SIDE - 1 - i }))
        .collect();
    let mut mate = vec![usize::MAX; SIDE * SIDE];
    for pair in order.chunks(2) {
        mate[pair[0]] = pair[1];
        mate[pair[1]] = pair[0];
    }
    mate
}

fn records() -> Vec<(String, StoneRecord)> {
    let snake = serpentine(&mut Xoshiro256PlusPlus::seed_from_u64(2437), false);
    let snake_mate = some_maximum_matching(&snake);
    let serpentine = serpentine(&mut Xoshiro256PlusPlus::seed_from_u64(2437), true);
    let serpentine_mate = some_maximum_matching(&serpentine);
    let open = vec![true; SIDE * SIDE];
    let open_mate = boustrophedon_matching();
    let (corner, middle) = (0, SIDE / 2 * SIDE + SIDE / 2);
    let res = vec![
        ("snake_forced".to_string(), play(&snake, &snake_mate, corner, Players::Random, false, 0)),
        (
            "serpentine_random".to_string(),
            play(&serpentine, &serpentine_mate, corner, Players::Random, false, 1),
        ),
        (
            "serpentine_mistakes".to_string(),
            play(&serpentine, &serpentine_mate, corner, Players::Mistakes, false, 2),
        ),
        ("open_random".to_string(), play(&open, &open_mate, middle, Players::Random, true, 3)),
        ("open_mistakes".to_string(), play(&open, &open_mate, corner, Players::Mistakes, true, 4)),
    ];
    for (name, record) in &res {
        let clock = Instant::now();
        let analysis = replay(record);
        let elapsed = clock.elapsed();
        let mistakes = analysis.half_moves().iter().filter(|h| h.mistake).count();
        let n = record.moves().len();
        eprintln!(
            "{name}: {} cells, {n} half-moves, {mistakes} mistakes, one replay {elapsed:?}",
            SIDE * SIDE
        );
    }
    res
}

fn bench_replay(c: &mut Criterion) {
    let mut group = c.benchmark_group("replay");
    group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(5));
    for (name, record) in records() {
        let n = record.moves().len();
        group.bench_with_input(BenchmarkId::new(format!("incremental_{name}"), n), &record, |b, r| {
            b.iter(|| replay(r))
        });
        group.bench_with_input(
            BenchmarkId::new(format!("recompute_every_move_{name}"), BASELINE_HALF_MOVES),
            &record,
            |b, r| b.iter(|| recompute_every_move(r, BASELINE_HALF_MOVES)),
        );
    }
    // The part of the incremental replay that does not depend on the record's length.
    let open = vec![true; SIDE * SIDE];
    let graph = BoardGraph::from_cells(SIDE, SIDE, |c| open[c]);
    group.bench_function("start_matching_open", |b| b.iter(|| maximum_matching(graph.graph())));
    group.finish();
}

criterion_group!(benches, bench_replay);
criterion_main!(benches);
