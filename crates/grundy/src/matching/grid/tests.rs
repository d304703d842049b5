//! Tests of the grid engine: every small board against the generic engine and the
//! enumeration-checked reference (Hopcroft-Karp), seeded random boards of every density,
//! and certificates (a König cover of the same size) on every result.

use super::*;
use crate::graph::BoardGraph;
use crate::matching::{hopcroft_karp, minimum_vertex_cover, verify, BipartiteMatching, Side};
use crate::tests::support::{seeded, RngExt, TestRng};

/// The orthogonal neighbours of row-major cell `cell`, as indices (through [`crate::BoardShape`]).
fn orthogonal_neighbors(n_rows: usize, n_cols: usize, cell: usize) -> impl Iterator<Item = usize> {
    crate::BoardShape::new(n_rows, n_cols).neighbors(crate::CellId::new(cell)).map(crate::CellId::index)
}

/// Checks `grid_matching` on one board against Hopcroft-Karp and the generic vertex status,
/// and checks its König certificate; every way of running the engine (one or two threads,
/// push-relabel on everything, the guided searches on everything, alone or handing over to
/// push-relabel, strips of a few rows merged) must give the same answer,
/// bit for bit.
fn check(n_rows: usize, n_cols: usize, usable: &[bool]) {
    check_threads(n_rows, n_cols, usable, true);
}

/// [`check_with`] under every option, and, when `two_threads`, the same answers on two
/// threads (a run on two threads starts its threads several times: about 0.2 ms).
fn check_threads(n_rows: usize, n_cols: usize, usable: &[bool], two_threads: bool) {
    let one = GridOptions { threads: 1, ..GridOptions::default() };
    for options in [
        one,
        GridOptions { budget: Some(0), guided: Some(0), ..one },
        GridOptions { budget: Some(0), near_full_below: 101, ..one },
        GridOptions { budget: Some(0), near_full_below: 101, retarget: (1, 0), ..one },
        GridOptions { budget: Some(0), guided: Some(20), near_full_below: 101, ..one },
        GridOptions { strip_rows: Some(1), ..one },
        GridOptions { strip_rows: Some(2), ..one },
        GridOptions { strip_rows: Some(3), budget: Some(0), ..one },
    ] {
        let alone = check_with(n_rows, n_cols, usable, options);
        if !two_threads {
            continue;
        }
        let two = GridOptions { threads: 2, parallel_relabel_from: 0, ..options };
        let two = grid_matching_with(n_rows, n_cols, |c| usable[c], two);
        assert_eq!(two, alone, "two threads differ, {options:?} on {n_rows}x{n_cols} {usable:?}");
    }
}

fn check_with(n_rows: usize, n_cols: usize, usable: &[bool], options: GridOptions) -> GridMatching {
    let m = grid_matching_with(n_rows, n_cols, |c| usable[c], options);
    // The answer holds only the answer: no search mark is left in any state byte, so two
    // equal answers compare equal.
    let stray = m.state.iter().position(|&st| st & !(USABLE | MISSABLE | DIRECTION) != 0);
    assert_eq!(stray, None, "{options:?} on {n_rows}x{n_cols} {usable:?}: a search mark is left");
    // The row views agree with the cells'.
    for r in 0..n_rows {
        let missable: Vec<usize> =
            m.row(r).filter(|cell| cell.is_missable()).map(|cell| cell.id().index() - r * n_cols).collect();
        assert_eq!(m.missable_in_row(r).collect::<Vec<_>>(), missable, "row {r}");
    }
    assert_eq!(m.missable_count(), m.cells().filter(|cell| cell.is_missable()).count());
    let board = BoardGraph::from_cells(n_rows, n_cols, |c| usable[c]);
    let graph = board.graph();
    // The grid matching as a matching of the board graph: each pair must be an edge.
    let mut pairs = Vec::new();
    for cell in 0..n_rows * n_cols {
        let Some(mate) = m.mate(CellId::new(cell)) else { continue };
        assert!(usable[cell] && usable[mate.index()], "{n_rows}x{n_cols} {usable:?}: unusable cell matched");
        assert_eq!(m.mate(mate), Some(CellId::new(cell)), "mates disagree");
        let adjacent = orthogonal_neighbors(n_rows, n_cols, cell).any(|c| c == mate.index());
        assert!(adjacent, "cells {cell} and {} are not neighbours", mate.index());
        if let Some((Side::Left, u)) = board.vertex(CellId::new(cell)) {
            let (_, w) = board.vertex(mate).expect("usable");
            pairs.push((u, w));
        }
    }
    let as_bipartite =
        BipartiteMatching::from_pairs(graph.n_left(), graph.n_right(), pairs).expect("a matching");
    let reference = hopcroft_karp(graph);
    assert_eq!(m.size(), reference.size(), "{n_rows}x{n_cols} {usable:?}: not maximum");
    assert_eq!(as_bipartite.size(), m.size());
    let cover = minimum_vertex_cover(graph, &as_bipartite);
    assert_eq!(verify(graph, &as_bipartite, &cover), Ok(()));
    let status = crate::matching::vertex_status(graph, &reference);
    for cell in 0..n_rows * n_cols {
        let expected = match board.vertex(CellId::new(cell)) {
            None => false,
            Some((side, v)) => !status.is_always_covered(side, v),
        };
        assert_eq!(
            m.is_missable(CellId::new(cell)),
            expected,
            "{n_rows}x{n_cols} {usable:?}: status of {cell}"
        );
    }
    m
}

/// The padded cells of colour `parity` (`row + col` of that parity), row by row.
fn cells_of(grid: &Grid, parity: usize) -> impl Iterator<Item = usize> + '_ {
    (0..grid.n_rows).flat_map(move |r| {
        let first = (r + parity) & 1;
        (first..grid.n_cols).step_by(2).map(move |c| grid.at(r, c))
    })
}

fn random_board(rng: &mut TestRng, n_rows: usize, n_cols: usize, blocked: f64) -> Vec<bool> {
    (0..n_rows * n_cols).map(|_| !rng.random_bool(blocked)).collect()
}

#[test]
/// Every board of these shapes under every option; on two threads too, every board of
/// up to 9 cells and every 16th board of 12 (the masks of each residue mod 16 in turn
/// across the shapes; [`seeded_random_boards`] and the larger tests run two threads on
/// every board they make).
fn every_small_board() {
    let shapes = [(1, 1), (1, 7), (1, 12), (2, 2), (2, 6), (3, 3), (3, 4), (4, 3), (6, 2), (12, 1)];
    for (shape, (n_rows, n_cols)) in shapes.into_iter().enumerate() {
        let n = n_rows * n_cols;
        for mask in 0u32..1 << n {
            let usable: Vec<bool> = (0..n).map(|i| mask >> i & 1 == 1).collect();
            let two_threads = n <= 9 || mask % 16 == (3 * shape as u32) % 16;
            check_threads(n_rows, n_cols, &usable, two_threads);
        }
    }
}

#[test]
fn seeded_random_boards() {
    let mut rng = seeded(6033);
    for round in 0..300 {
        let n_rows = 1 + rng.random_range(..24usize);
        let n_cols = 1 + rng.random_range(..24usize);
        let blocked = [0.0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5][round % 7];
        let usable = random_board(&mut rng, n_rows, n_cols, blocked);
        check(n_rows, n_cols, &usable);
    }
}

#[test]
fn near_full_boards_with_long_paths() {
    // Few holes: the colour imbalances travel far, and many basins are repaired.
    let mut rng = seeded(11);
    for (n_rows, n_cols, blocked) in [(60, 60, 0.01), (80, 50, 0.02), (45, 90, 0.05), (100, 100, 0.1)] {
        for _ in 0..3 {
            let usable = random_board(&mut rng, n_rows, n_cols, blocked);
            check(n_rows, n_cols, &usable);
        }
    }
}

#[test]
fn degenerate_shapes() {
    check(0, 0, &[]);
    check(0, 5, &[]);
    check(5, 0, &[]);
    check(1, 1, &[true]);
    check(1, 2, &[true, true]);
    let mut rng = seeded(3);
    let usable = random_board(&mut rng, 1, 501, 0.05);
    check(1, 501, &usable);
    let usable = random_board(&mut rng, 501, 1, 0.05);
    check(501, 1, &usable);
}

#[test]
fn fits_checks_the_padded_size() {
    assert!(grid_fits(4000, 4000));
    assert!(grid_fits(0, 0));
    assert!(!grid_fits(1, u32::MAX as usize));
    assert!(!grid_fits(usize::MAX, 1));
}

/// Karp-Sipser as first written: degrees counted cell by cell, and the second pass
/// choosing among all four neighbours. The engine's version must match it state for state.
fn karp_sipser_reference(grid: &mut Grid) {
    let mut degree = vec![0u8; grid.state.len()];
    let mut ones: Vec<u32> = Vec::new();
    for r in 0..grid.n_rows {
        for c in 0..grid.n_cols {
            let p = grid.at(r, c);
            if grid.usable(p) {
                let d = grid.neighbors(p).iter().filter(|&&q| grid.usable(q)).count() as u8;
                degree[p] = d;
                if d == 1 {
                    ones.push(p as u32);
                }
            }
        }
    }
    grid.drain(&mut degree, &mut ones);
    for r in 0..grid.n_rows {
        for c in 0..grid.n_cols {
            let p = grid.at(r, c);
            if !grid.free(p) || degree[p] == 0 {
                continue;
            }
            let (mut best, mut best_i) = (u8::MAX, 0);
            for (i, q) in grid.neighbors(p).into_iter().enumerate() {
                if grid.free(q) && degree[q] < best {
                    (best, best_i) = (degree[q], i);
                }
            }
            grid.link_updating(&mut degree, &mut ones, p, best_i);
            grid.drain(&mut degree, &mut ones);
        }
    }
}

#[test]
fn karp_sipser_looks_right_and_down_only_where_nothing_else_is_free() {
    let same = |n_rows: usize, n_cols: usize, usable: &[bool]| {
        let mut fast = Grid::new(n_rows, n_cols, |c| usable[c]);
        let mut plain = Grid::new(n_rows, n_cols, |c| usable[c]);
        fast.karp_sipser();
        karp_sipser_reference(&mut plain);
        assert_eq!(fast.state, plain.state, "{n_rows}x{n_cols} {usable:?}");
    };
    let mut rng = seeded(1981);
    for round in 0..600 {
        let (n_rows, n_cols) = (1 + rng.random_range(..40usize), 1 + rng.random_range(..40usize));
        let blocked = [0.0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5][round % 8];
        same(n_rows, n_cols, &random_board(&mut rng, n_rows, n_cols, blocked));
    }
    for (n_rows, n_cols) in [(3, 4), (4, 3), (2, 6)] {
        for mask in 0u32..1 << (n_rows * n_cols) {
            let usable: Vec<bool> = (0..n_rows * n_cols).map(|i| mask >> i & 1 == 1).collect();
            same(n_rows, n_cols, &usable);
        }
    }
}

#[test]
fn relabelling_on_two_threads_gives_the_one_thread_labels() {
    use std::sync::atomic::{AtomicU32, Ordering::Relaxed};
    let mut rng = seeded(2011);
    for round in 0..400 {
        let n_rows = 1 + rng.random_range(..40usize);
        let n_cols = 1 + rng.random_range(..40usize);
        let blocked = [0.0, 0.02, 0.1, 0.2, 0.4][round % 5];
        let usable = random_board(&mut rng, n_rows, n_cols, blocked);
        let mut grid = Grid::new(n_rows, n_cols, |c| usable[c]);
        // Partial matchings: the start alone, or the start and a few searches.
        grid.start();
        if round % 2 == 1 {
            grid.augment_each(rng.random_range(..50u64));
        }
        let labels = |threads| {
            let label: Vec<AtomicU32> = (0..grid.state.len() / 2 + 2).map(|_| AtomicU32::new(0)).collect();
            grid.relabel(&label, &mut Vec::new(), threads);
            label.into_iter().map(|l| l.load(Relaxed)).collect::<Vec<u32>>()
        };
        let one = labels(1);
        assert_eq!(labels(2), one, "{n_rows}x{n_cols} {usable:?}");
        // The labels are the breadth-first distances: a free passive cell has 0, and a
        // finite label is 2 more than the smallest over the mate's other neighbours.
        let passive = grid.active_parity ^ 1;
        for w in cells_of(&grid, passive) {
            let l = one[w >> 1];
            if grid.free(w) {
                assert_eq!(l, 0);
            } else if grid.usable(w) {
                let x = grid.mate(w);
                let best = grid.neighbors(x).iter().map(|&v| one[v >> 1]).min().unwrap_or(INFINITE);
                assert_eq!(
                    l,
                    if best == INFINITE { INFINITE } else { best + 2 },
                    "{n_rows}x{n_cols} cell {w}"
                );
            }
        }
    }
}

#[test]
fn each_strip_is_matched_to_its_maximum() {
    // The phases after the strips would repair a strip left short, so the strips are
    // checked on their own: every pair stays in its strip, and each strip's pairs are as
    // many as a maximum matching of the strip alone has.
    let mut rng = seeded(2024);
    for round in 0..200 {
        let n_rows = 1 + rng.random_range(..30usize);
        let n_cols = 1 + rng.random_range(..40usize);
        let blocked = [0.0, 0.02, 0.1, 0.2, 0.4][round % 5];
        let usable = random_board(&mut rng, n_rows, n_cols, blocked);
        let strip_rows = 1 + rng.random_range(..6usize);
        for budget in [None, Some(0), Some(20)] {
            let options = GridOptions { threads: 1 + round % 2, budget, ..GridOptions::default() };
            let mut grid = Grid::new(n_rows, n_cols, |c| usable[c]);
            grid.match_strips(strip_rows, options);
            for first in (0..n_rows).step_by(strip_rows) {
                let rows = strip_rows.min(n_rows - first);
                let mut pairs = 0;
                for r in first..first + rows {
                    for c in 0..n_cols {
                        let p = grid.at(r, c);
                        let q = grid.mate(p);
                        if q == NO_CELL {
                            continue;
                        }
                        let q_row = q / grid.stride - 2;
                        assert!((first..first + rows).contains(&q_row), "a pair leaves its strip");
                        pairs += 1;
                    }
                }
                let strip = &usable[first * n_cols..(first + rows) * n_cols];
                let graph = BoardGraph::from_cells(rows, n_cols, |c| strip[c]);
                assert_eq!(
                    pairs / 2,
                    hopcroft_karp(graph.graph()).size(),
                    "budget {budget:?}, strip at row {first} of {n_rows}x{n_cols} {usable:?}"
                );
            }
        }
    }
}
