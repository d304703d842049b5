//! Tests of the matrix permutation: every property of MATLAB's `dmperm` output checked on
//! every small pattern (with the coarse parts against a brute force over all matchings),
//! on seeded random and structured patterns (rectangular, square, empty rows and
//! columns, duplicate entries, bands, chains, ladders, grids), and the pattern readers.

use super::*;
use crate::graph::{Axis, BipartiteGraph, PatternError};
use crate::matching::tests::{for_every_small_graph, matching_number_naive, random_graph};
use crate::matching::{minimum_vertex_cover, verify};
use crate::tests::support::{seeded, RngExt, TestRng};

/// Which fine block every position lies in, from the block boundaries.
fn block_of(starts: &[usize], len: usize) -> Vec<usize> {
    let mut res = vec![usize::MAX; len];
    for (k, w) in starts.windows(2).enumerate() {
        for slot in &mut res[w[0]..w[1]] {
            *slot = k;
        }
    }
    assert!(res.iter().all(|&b| b != usize::MAX), "a position in no block: {starts:?}");
    res
}

/// Which coarse set (0..4) every position lies in.
fn coarse_of(starts: [usize; 5], len: usize) -> Vec<usize> {
    block_of(&starts, len)
}

/// Checks every property of `dmperm(pattern)` that needs no oracle, and returns it.
fn check_properties(pattern: &SparsePattern) -> Dmperm {
    let graph = pattern.graph();
    let (n_rows, n_cols) = (pattern.n_rows(), pattern.n_cols());
    let dm = dmperm(pattern);
    let matching = dm.matching();
    // The matching is maximum: a König cover of its size.
    verify(graph, matching, &minimum_vertex_cover(graph, matching)).unwrap();
    assert_eq!(dm.structural_rank(), structural_rank(pattern));

    // p and q are permutations.
    let mut row_pos = vec![usize::MAX; n_rows];
    for (k, &i) in dm.row_permutation().iter().enumerate() {
        assert_eq!(row_pos[i.index()], usize::MAX, "row {i} twice");
        row_pos[i.index()] = k;
    }
    let mut col_pos = vec![usize::MAX; n_cols];
    for (k, &j) in dm.column_permutation().iter().enumerate() {
        assert_eq!(col_pos[j.index()], usize::MAX, "column {j} twice");
        col_pos[j.index()] = k;
    }
    assert_eq!(dm.row_permutation().len(), n_rows);
    assert_eq!(dm.column_permutation().len(), n_cols);

    // Coarse boundaries: in order, A12, A23 and A34 square, the rank is rr[3].
    let (rr, cc) = (dm.coarse_row_starts(), dm.coarse_column_starts());
    assert!(rr.windows(2).all(|w| w[0] <= w[1]) && cc.windows(2).all(|w| w[0] <= w[1]));
    assert_eq!((rr[0], rr[4], cc[0], cc[4]), (0, n_rows, 0, n_cols));
    assert_eq!(rr[1] - rr[0], cc[2] - cc[1]);
    assert_eq!(rr[2] - rr[1], cc[3] - cc[2]);
    assert_eq!(rr[3] - rr[2], cc[4] - cc[3]);
    assert_eq!(rr[3], dm.structural_rank());
    // The matched pairs are the diagonals: row position k < rr[3] is matched to column
    // position k + cc[1]; the rest is unmatched.
    for (k, &i) in dm.row_permutation().iter().enumerate() {
        match matching.mate_of_left(i) {
            Some(j) => assert_eq!(col_pos[j.index()], k + cc[1]),
            None => assert!(k >= rr[3]),
        }
    }
    for (k, &j) in dm.column_permutation().iter().enumerate() {
        assert_eq!(matching.mate_of_right(j).is_none(), k < cc[1]);
    }

    // Fine boundaries: from 0 to the sizes, the first and last block the coarse
    // rectangles when they are not empty, the others square and non-empty.
    let (r, s) = (dm.row_block_starts(), dm.column_block_starts());
    let n_blocks = dm.n_blocks();
    assert_eq!(r.len(), s.len());
    assert_eq!((r[0], s[0], r[n_blocks], s[n_blocks]), (0, 0, n_rows, n_cols));
    let has_under = cc[2] > 0;
    let has_over = rr[2] < n_rows;
    if has_under {
        assert_eq!((r[1], s[1]), (rr[1], cc[2]));
    }
    if has_over {
        assert_eq!((r[n_blocks - 1], s[n_blocks - 1]), (rr[2], cc[3]));
    }
    let first_square = usize::from(has_under);
    let end_square = n_blocks - usize::from(has_over);
    for k in first_square..end_square {
        let (rows, cols) = dm.block(k);
        assert!(!rows.is_empty() && rows.len() == cols.len(), "block {k}: {rows:?} {cols:?}");
        assert!(rows.start >= rr[1] && rows.end <= rr[2]);
    }

    // Every entry lies on or above the block diagonal, coarse and fine.
    let row_coarse = coarse_of(rr, n_rows);
    let col_coarse = coarse_of(cc, n_cols);
    let row_block = block_of(r, n_rows);
    let col_block = block_of(s, n_cols);
    for (_, i, j) in graph.edges() {
        let (a, b) = (row_pos[i.index()], col_pos[j.index()]);
        let allowed = match row_coarse[a] {
            0 => true,
            1 => col_coarse[b] >= 2,
            _ => col_coarse[b] == 3,
        };
        assert!(allowed, "entry ({i}, {j}) below the coarse diagonal: rr {rr:?} cc {cc:?}");
        assert!(row_block[a] <= col_block[b], "entry ({i}, {j}) below the fine diagonal");
    }

    // Every square block is irreducible: its digraph (local row a → local column b for
    // an entry, column b standing for its matched row b) is strongly connected.
    for k in first_square..end_square {
        let (rows, cols) = dm.block(k);
        let size = rows.len();
        let mut forward = vec![Vec::new(); size];
        let mut backward = vec![Vec::new(); size];
        for &i in &dm.row_permutation()[rows.clone()] {
            for &j in graph.left_row(i) {
                let b = col_pos[j.index()];
                if cols.contains(&b) {
                    let (x, y) = (row_pos[i.index()] - rows.start, b - cols.start);
                    forward[x].push(y);
                    backward[y].push(x);
                }
            }
        }
        for arcs in [&forward, &backward] {
            let mut seen = vec![false; size];
            let mut stack = vec![0];
            seen[0] = true;
            while let Some(x) = stack.pop() {
                for &y in &arcs[x] {
                    if !seen[y] {
                        seen[y] = true;
                        stack.push(y);
                    }
                }
            }
            assert!(seen.iter().all(|&x| x), "block {k} is reducible");
        }
    }
    dm
}

/// Checks the coarse parts against their definition, by a brute force over all
/// matchings: a row is over-determined iff some maximum matching misses it, a column
/// under-determined iff some maximum matching misses it; the under-determined rows are
/// the others next to an under-determined column, the over-determined columns the
/// others next to an over-determined row.
fn check_coarse_naive(pattern: &SparsePattern, dm: &Dmperm) {
    let graph = pattern.graph();
    let rank = matching_number_naive(graph, None);
    assert_eq!(dm.structural_rank(), rank);
    let missable_row: Vec<bool> =
        (0..graph.n_left()).map(|i| matching_number_naive(graph, Some((Side::Left, i))) == rank).collect();
    let missable_col: Vec<bool> =
        (0..graph.n_right()).map(|j| matching_number_naive(graph, Some((Side::Right, j))) == rank).collect();
    let mut under_row = vec![false; graph.n_left()];
    let mut over_col = vec![false; graph.n_right()];
    for (_, i, j) in graph.edges() {
        under_row[i.index()] |= missable_col[j.index()];
        over_col[j.index()] |= missable_row[i.index()];
    }
    let as_set = |flags: &[bool]| -> Vec<usize> { (0..flags.len()).filter(|&x| flags[x]).collect() };
    let sorted = |ids: &[VertexId]| -> Vec<usize> {
        let mut res: Vec<usize> = ids.iter().map(|v| v.index()).collect();
        res.sort_unstable();
        res
    };
    assert_eq!(sorted(dm.coarse_rows(CoarseBlock::Overdetermined)), as_set(&missable_row));
    assert_eq!(sorted(dm.coarse_columns(CoarseBlock::Underdetermined)), as_set(&missable_col));
    assert_eq!(sorted(dm.coarse_rows(CoarseBlock::Underdetermined)), as_set(&under_row));
    assert_eq!(sorted(dm.coarse_columns(CoarseBlock::Overdetermined)), as_set(&over_col));
}

fn pattern_of(graph: &BipartiteGraph) -> SparsePattern {
    SparsePattern::from_graph(graph.clone())
}

#[test]
fn dmperm_matches_naive_on_every_small_pattern() {
    for_every_small_graph(|graph| {
        let pattern = pattern_of(graph);
        let dm = check_properties(&pattern);
        check_coarse_naive(&pattern, &dm);
    });
}

#[test]
fn dmperm_matches_naive_on_random_small_patterns() {
    let mut rng = seeded(42);
    for _ in 0..3000 {
        let (n_rows, n_cols) = (rng.random_range(..9usize), rng.random_range(..9usize));
        let n_entries = rng.random_range(..2 * (n_rows + n_cols) + 1);
        let pattern = pattern_of(&random_graph(&mut rng, n_rows, n_cols, n_entries));
        let dm = check_properties(&pattern);
        check_coarse_naive(&pattern, &dm);
    }
}

#[test]
fn dmperm_properties_hold_on_random_patterns() {
    let mut rng = seeded(2026);
    for _ in 0..400 {
        let n_rows = rng.random_range(..80usize);
        let n_cols = if rng.random_bool(0.5) { n_rows } else { rng.random_range(..80usize) };
        let n_entries = rng.random_range(..3 * (n_rows + n_cols) + 1);
        check_properties(&pattern_of(&random_graph(&mut rng, n_rows, n_cols, n_entries)));
    }
}

/// A square pattern like a Jacobian: the diagonal or a chain `i -> i + 1`, a band of
/// half-width `band`, and `n_random` random entries; rows or columns dropped at random.
fn jacobian(rng: &mut TestRng, n: usize, band: usize, n_random: usize, p_drop: f64) -> SparsePattern {
    let mut rows = Vec::new();
    let mut cols = Vec::new();
    for i in 0..n {
        for j in i.saturating_sub(band)..(i + band + 1).min(n) {
            if !rng.random_bool(p_drop) {
                rows.push(i);
                cols.push(j);
            }
        }
    }
    for _ in 0..n_random.min(n * n) {
        rows.push(rng.random_range(..n));
        cols.push(rng.random_range(..n));
    }
    SparsePattern::try_from_coo(n, n, &rows, &cols).unwrap()
}

#[test]
fn dmperm_properties_hold_on_structured_patterns() {
    let mut rng = seeded(7);
    for round in 0..200 {
        let n = rng.random_range(1..120usize);
        let band = rng.random_range(..3usize);
        let n_random = rng.random_range(..n / 4 + 1);
        let p_drop = [0.0, 0.1, 0.5][round % 3];
        let pattern = jacobian(&mut rng, n, band, n_random, p_drop);
        check_properties(&pattern);
        if n <= 8 {
            let dm = dmperm(&pattern);
            check_coarse_naive(&pattern, &dm);
        }
    }
}

/// The layered pattern where a depth-first search that forgets its dead ends takes
/// exponential time: `levels` levels of two rows and two columns, each row of a level
/// next to both columns of its level and of the next one, and one more column than the
/// rows can match, at the far end.
fn ladder(levels: usize) -> SparsePattern {
    let (mut rows, mut cols) = (Vec::new(), Vec::new());
    for level in 0..levels {
        for a in 0..2 {
            for b in 0..2 {
                rows.push(2 * level + a);
                cols.push(2 * level + b);
                rows.push(2 * level + a);
                cols.push(2 * level + 2 + b);
            }
        }
    }
    SparsePattern::try_from_coo(2 * levels, 2 * levels + 2, &rows, &cols).unwrap()
}

#[test]
fn ladders_and_grids_are_decomposed() {
    for levels in [0, 1, 2, 3, 50, 20_000] {
        let dm = check_properties(&ladder(levels));
        assert_eq!(dm.structural_rank(), 2 * levels);
    }
    // A 200 × 200 grid with every tenth cell a hole: rows are the black cells, columns the
    // white ones, entries the neighbouring pairs.
    let side = 200;
    let mut rng = seeded(200);
    let open: Vec<bool> = (0..side * side).map(|_| !rng.random_bool(0.1)).collect();
    let (mut rows, mut cols) = (Vec::new(), Vec::new());
    for y in 0..side {
        for x in 0..side {
            if (x + y) % 2 == 1 || !open[y * side + x] {
                continue;
            }
            let neighbours = [(x.wrapping_sub(1), y), (x + 1, y), (x, y.wrapping_sub(1)), (x, y + 1)];
            for (nx, ny) in neighbours {
                if nx < side && ny < side && open[ny * side + nx] {
                    rows.push(y * side + x);
                    cols.push(ny * side + nx);
                }
            }
        }
    }
    check_properties(&SparsePattern::try_from_coo(side * side, side * side, &rows, &cols).unwrap());
}

#[test]
fn empty_and_degenerate_shapes() {
    let check = |n_rows: usize, n_cols: usize, r: &[usize], s: &[usize], rr: [usize; 5], cc: [usize; 5]| {
        let empty: [u32; 0] = [];
        let dm = check_properties(&SparsePattern::try_from_coo(n_rows, n_cols, &empty, &empty).unwrap());
        assert_eq!((dm.row_block_starts(), dm.column_block_starts()), (r, s), "{n_rows} x {n_cols}");
        assert_eq!((dm.coarse_row_starts(), dm.coarse_column_starts()), (rr, cc));
    };
    check(0, 0, &[0], &[0], [0; 5], [0; 5]);
    check(3, 0, &[0, 3], &[0, 0], [0, 0, 0, 0, 3], [0; 5]);
    check(0, 2, &[0, 0], &[0, 2], [0; 5], [0, 2, 2, 2, 2]);
    check(2, 2, &[0, 0, 2], &[0, 2, 2], [0, 0, 0, 0, 2], [0, 2, 2, 2, 2]);
}

#[test]
fn a_square_nonsingular_pattern_is_all_well_determined() {
    // [x x .]
    // [. x x]     a 3-cycle with the diagonal: one irreducible block.
    // [x . x]
    let dm =
        check_properties(&SparsePattern::try_from_csr(3, 3, &[0, 2, 4, 6], &[0, 1, 1, 2, 0, 2]).unwrap());
    assert_eq!(dm.row_block_starts(), [0, 3]);
    assert_eq!(dm.coarse_row_starts(), [0, 0, 3, 3, 3]);
    // Upper bidiagonal: three blocks of one, in the order of the chain.
    let dm = check_properties(&SparsePattern::try_from_csr(3, 3, &[0, 2, 4, 5], &[0, 1, 1, 2, 2]).unwrap());
    assert_eq!(dm.row_block_starts(), [0, 1, 2, 3]);
    let order: Vec<usize> = dm.row_permutation().iter().map(|v| v.index()).collect();
    assert_eq!(order, [0, 1, 2]);
}

#[test]
fn the_three_formats_read_the_same_pattern() {
    let mut rng = seeded(11);
    for _ in 0..200 {
        let (n_rows, n_cols) = (rng.random_range(..10usize), rng.random_range(..10usize));
        let n_entries = rng.random_range(..30usize);
        let graph = random_graph(&mut rng, n_rows, n_cols, n_entries);
        let mut entries: Vec<(usize, usize)> =
            graph.edges().map(|(_, i, j)| (i.index(), j.index())).collect();
        let (rows, cols): (Vec<i64>, Vec<i32>) = entries.iter().map(|&(i, j)| (i as i64, j as i32)).unzip();
        let coo = SparsePattern::try_from_coo(n_rows, n_cols, &rows, &cols).unwrap();
        entries.sort_unstable();
        let mut indptr = vec![0u64; n_rows + 1];
        for &(i, _) in &entries {
            indptr[i + 1] += 1;
        }
        for i in 0..n_rows {
            indptr[i + 1] += indptr[i];
        }
        let indices: Vec<usize> = entries.iter().map(|&(_, j)| j).collect();
        let csr = SparsePattern::try_from_csr(n_rows, n_cols, &indptr, &indices).unwrap();
        entries.sort_unstable_by_key(|&(i, j)| (j, i));
        let mut colptr = vec![0i32; n_cols + 1];
        for &(_, j) in &entries {
            colptr[j + 1] += 1;
        }
        for j in 0..n_cols {
            colptr[j + 1] += colptr[j];
        }
        let row_indices: Vec<u32> = entries.iter().map(|&(i, _)| i as u32).collect();
        let csc = SparsePattern::try_from_csc(n_rows, n_cols, &colptr, &row_indices).unwrap();
        let sorted_edges = |p: &SparsePattern| {
            let mut res: Vec<(usize, usize)> =
                p.graph().edges().map(|(_, i, j)| (i.index(), j.index())).collect();
            res.sort_unstable();
            res
        };
        assert_eq!(sorted_edges(&coo), sorted_edges(&csr));
        assert_eq!(sorted_edges(&coo), sorted_edges(&csc));
        assert_eq!(structural_rank(&csr), structural_rank(&csc));
    }
}

#[test]
fn bad_arrays_are_errors() {
    use PatternError::*;
    let csr = |n_rows, n_cols, indptr: &[i64], indices: &[i64]| {
        SparsePattern::try_from_csr(n_rows, n_cols, indptr, indices).unwrap_err()
    };
    assert_eq!(csr(2, 2, &[0, 1], &[0]), PointerLength { expected: 3, found: 2 });
    assert_eq!(csr(1, 2, &[1, 1], &[0]), Pointer { position: 0, value: 1 });
    assert_eq!(csr(2, 2, &[0, 2, 1], &[0, 1]), Pointer { position: 2, value: 1 });
    assert_eq!(csr(1, 2, &[0, 3], &[0, 1]), Pointer { position: 1, value: 3 });
    assert_eq!(csr(1, 2, &[0, 2], &[0, 2]), Index { axis: Axis::Column, position: 1, value: 2, bound: 2 });
    assert_eq!(csr(1, 2, &[0, 2], &[-1, 0]), Index { axis: Axis::Column, position: 0, value: -1, bound: 2 });
    let csc = SparsePattern::try_from_csc(2, 1, &[0u32, 1], &[5u32]).unwrap_err();
    assert_eq!(csc, Index { axis: Axis::Row, position: 0, value: 5, bound: 2 });
    assert_eq!(csc.to_string(), "row index 5 at position 0 is not in 0..2");
    let coo = SparsePattern::try_from_coo(2, 2, &[0i32, 1], &[0i32]).unwrap_err();
    assert_eq!(coo, CoordinateLengths { rows: 2, columns: 1 });
    assert!(matches!(SparsePattern::try_from_coo(usize::MAX, 1, &[0u8 as i32], &[0i32]), Err(TooLarge(_))));
    assert!(matches!(
        SparsePattern::try_from_csr(usize::MAX, 1, &[0i32], &[0i32]),
        Err(PointerLength { .. })
    ));
    // Indices past the last pointer are ignored, as SciPy does.
    let pattern = SparsePattern::try_from_csr(1, 1, &[0i32, 1], &[0i32, 7]).unwrap();
    assert_eq!(pattern.n_entries(), 1);
}

#[test]
fn random_arrays_never_panic() {
    let mut rng = seeded(99);
    for _ in 0..5000 {
        let n_rows = rng.random_range(..5usize);
        let n_cols = rng.random_range(..5usize);
        let len = rng.random_range(..8usize);
        let indptr: Vec<i64> = (0..rng.random_range(..7usize)).map(|_| rng.random_range(-1..6i64)).collect();
        let indices: Vec<i64> = (0..len).map(|_| rng.random_range(-1..6i64)).collect();
        let others: Vec<i64> = (0..rng.random_range(..8usize)).map(|_| rng.random_range(-1..6i64)).collect();
        for pattern in [
            SparsePattern::try_from_csr(n_rows, n_cols, &indptr, &indices),
            SparsePattern::try_from_csc(n_rows, n_cols, &indptr, &indices),
            SparsePattern::try_from_coo(n_rows, n_cols, &indices, &others),
        ]
        .into_iter()
        .flatten()
        {
            check_properties(&pattern);
        }
    }
}
