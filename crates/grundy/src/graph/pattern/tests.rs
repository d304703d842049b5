//! The compressed readers against the reading they replace: every entry as a
//! `(row, column)` pair checked in `i128`, then [`BipartiteGraph::from_edges`]. The same
//! graph (edges, rows and their edge ids), and the same error, on seeded random arrays.

use super::*;
use crate::tests::support::{seeded, RngExt, TestRng};

/// The entries of compressed arrays as `(major, minor)` pairs, major by major, with the
/// checks of the first reader (the reference the tests compare with).
fn reference_entries<P: SparseIndex, I: SparseIndex>(
    n_major: usize,
    n_minor: usize,
    indptr: &[P],
    indices: &[I],
    minor_axis: Axis,
) -> Result<Vec<(VertexId, VertexId)>, PatternError> {
    if indptr.len().checked_sub(1) != Some(n_major) {
        return Err(PatternError::PointerLength { expected: n_major.saturating_add(1), found: indptr.len() });
    }
    let mut previous = 0i128;
    for (position, &pointer) in indptr.iter().enumerate() {
        let value = pointer.to_i128();
        if (position == 0 && value != 0) || value < previous || value > indices.len() as i128 {
            return Err(PatternError::Pointer { position, value });
        }
        previous = value;
    }
    let (n_rows, n_cols) = if minor_axis == Axis::Column { (n_major, n_minor) } else { (n_minor, n_major) };
    check_sizes(n_rows, n_cols, previous as usize)?;
    let mut entries = Vec::new();
    for major in 0..n_major {
        let (start, end) = (indptr[major].to_i128() as usize, indptr[major + 1].to_i128() as usize);
        for (position, &index) in indices.iter().enumerate().take(end).skip(start) {
            let value = index.to_i128();
            if value < 0 || value >= n_minor as i128 {
                return Err(PatternError::Index { axis: minor_axis, position, value, bound: n_minor });
            }
            entries.push((VertexId::new(major), VertexId::new(value as usize)));
        }
    }
    Ok(entries)
}

fn reference_csr<P: SparseIndex, I: SparseIndex>(
    n_rows: usize,
    n_cols: usize,
    indptr: &[P],
    indices: &[I],
) -> Result<SparsePattern, PatternError> {
    let entries = reference_entries(n_rows, n_cols, indptr, indices, Axis::Column)?;
    Ok(SparsePattern::from_graph(BipartiteGraph::from_edges(n_rows, n_cols, entries)))
}

fn reference_csc<P: SparseIndex, I: SparseIndex>(
    n_rows: usize,
    n_cols: usize,
    indptr: &[P],
    indices: &[I],
) -> Result<SparsePattern, PatternError> {
    let entries = reference_entries(n_cols, n_rows, indptr, indices, Axis::Row)?;
    let entries = entries.into_iter().map(|(j, i)| (i, j)).collect();
    Ok(SparsePattern::from_graph(BipartiteGraph::from_edges(n_rows, n_cols, entries)))
}

/// Random compressed arrays of `n_major` rows over `n_minor`: empty rows, repeated and
/// unsorted indices, and sometimes indices past the last pointer.
fn random_compressed(rng: &mut TestRng, n_major: usize, n_minor: usize) -> (Vec<i64>, Vec<i64>) {
    let mut indptr = vec![0i64];
    let mut indices = Vec::new();
    for _ in 0..n_major {
        let len = if rng.random_bool(0.3) { 0 } else { rng.random_range(..6usize) };
        if n_minor > 0 {
            let repeat = rng.random_bool(0.3);
            for _ in 0..len {
                let index = match indices.last() {
                    Some(&last) if repeat && rng.random_bool(0.5) => last,
                    _ => rng.random_range(..n_minor) as i64,
                };
                indices.push(index);
            }
        }
        indptr.push(indices.len() as i64);
    }
    if rng.random_bool(0.2) {
        for _ in 0..rng.random_range(1..4) {
            indices.push(rng.random_range(-3..n_minor as i64 + 3));
        }
    }
    (indptr, indices)
}

/// Every graph read: the same pattern, edge list, rows and edge ids of the rows.
fn assert_same(found: &Result<SparsePattern, PatternError>, expected: &Result<SparsePattern, PatternError>) {
    assert_eq!(found, expected);
    if let (Ok(found), Ok(expected)) = (found, expected) {
        let (g, h) = (found.graph(), expected.graph());
        assert_eq!((g.n_left(), g.n_right(), g.n_edges()), (h.n_left(), h.n_right(), h.n_edges()));
        assert!(g.edges().eq(h.edges()));
        for u in 0..g.n_left() {
            let u = VertexId::new(u);
            assert!(g.left_neighbors(u).eq(h.left_neighbors(u)));
            assert_eq!(g.left_row(u), h.left_row(u));
        }
        for e in 0..g.n_edges() {
            assert_eq!(g.endpoints(EdgeId::new(e)), h.endpoints(EdgeId::new(e)));
        }
    }
}

/// Valid arrays give the graph of the pairs read one by one, in every index type; the
/// rows of a CSR graph are read before and after its edge list is built.
#[test]
fn compressed_arrays_read_as_their_edge_list() {
    let mut rng = seeded(41);
    for _ in 0..500 {
        let (n_rows, n_cols) = (rng.random_range(..8usize), rng.random_range(..8usize));
        let (indptr, indices) = random_compressed(&mut rng, n_rows, n_cols);
        let csr = SparsePattern::try_from_csr(n_rows, n_cols, &indptr, &indices);
        let expected = reference_csr(n_rows, n_cols, &indptr, &indices);
        assert!(expected.is_ok(), "{indptr:?} {indices:?}");
        if let (Ok(csr), Ok(expected)) = (&csr, &expected) {
            // The rows alone, before the edge list exists.
            for u in 0..n_rows {
                assert_eq!(
                    csr.graph().left_row(VertexId::new(u)),
                    expected.graph().left_row(VertexId::new(u))
                );
            }
            assert_eq!(csr.n_entries(), expected.n_entries());
        }
        assert_same(&csr, &expected);
        let narrow: (Vec<i32>, Vec<u32>) =
            (indptr.iter().map(|&p| p as i32).collect(), indices.iter().map(|&i| i as u32).collect());
        assert_same(
            &SparsePattern::try_from_csr(n_rows, n_cols, &narrow.0, &narrow.1),
            &reference_csr(n_rows, n_cols, &narrow.0, &narrow.1),
        );
        let wide: Vec<usize> = indptr.iter().map(|&p| p as usize).collect();
        let isize_indices: Vec<isize> = indices.iter().map(|&i| i as isize).collect();
        assert_same(
            &SparsePattern::try_from_csr(n_rows, n_cols, &wide, &isize_indices),
            &reference_csr(n_rows, n_cols, &wide, &isize_indices),
        );
        assert_same(
            &SparsePattern::try_from_csc(n_cols, n_rows, &indptr, &indices),
            &reference_csc(n_cols, n_rows, &indptr, &indices),
        );
    }
}

/// Broken arrays (a pointer or an index changed, the pointer array cut or lengthened)
/// give the error of the first reader, or its pattern where the change is harmless.
#[test]
fn broken_arrays_report_the_same_errors() {
    let mut rng = seeded(42);
    let values = [-1i64, -5, 0, 1, 2, 3, 7, 8, 9, i32::MAX as i64, i32::MIN as i64, i64::MAX, i64::MIN];
    for _ in 0..3000 {
        let (n_rows, n_cols) = (rng.random_range(..6usize), rng.random_range(..6usize));
        let (mut indptr, mut indices) = random_compressed(&mut rng, n_rows, n_cols);
        match rng.random_range(..4u32) {
            0 if !indices.is_empty() => {
                let k = rng.random_range(..indices.len());
                indices[k] = values[rng.random_range(..values.len())];
            }
            1 => {
                let k = rng.random_range(..indptr.len());
                indptr[k] = values[rng.random_range(..values.len())];
            }
            2 => {
                if rng.random_bool(0.5) {
                    indptr.pop();
                } else {
                    indptr.push(indices.len() as i64);
                }
            }
            _ => {
                let k = rng.random_range(..indptr.len());
                indptr[k] = rng.random_range(-2..indices.len() as i64 + 2);
            }
        }
        assert_same(
            &SparsePattern::try_from_csr(n_rows, n_cols, &indptr, &indices),
            &reference_csr(n_rows, n_cols, &indptr, &indices),
        );
        assert_same(
            &SparsePattern::try_from_csc(n_cols, n_rows, &indptr, &indices),
            &reference_csc(n_cols, n_rows, &indptr, &indices),
        );
        // Narrowed to `i32` (large values wrap) and `u64` (negative values wrap).
        let narrow: (Vec<i32>, Vec<i32>) =
            (indptr.iter().map(|&p| p as i32).collect(), indices.iter().map(|&i| i as i32).collect());
        assert_same(
            &SparsePattern::try_from_csr(n_rows, n_cols, &narrow.0, &narrow.1),
            &reference_csr(n_rows, n_cols, &narrow.0, &narrow.1),
        );
        let unsigned: (Vec<u64>, Vec<u64>) =
            (indptr.iter().map(|&p| p as u64).collect(), indices.iter().map(|&i| i as u64).collect());
        assert_same(
            &SparsePattern::try_from_csr(n_rows, n_cols, &unsigned.0, &unsigned.1),
            &reference_csr(n_rows, n_cols, &unsigned.0, &unsigned.1),
        );
    }
}

/// The native checks agree with the wide one at the edges of every type's range.
#[test]
fn index_below_agrees_with_the_wide_check() {
    fn wide<T: SparseIndex>(x: T, bound: usize) -> Option<usize> {
        let w = x.to_i128();
        (w >= 0 && w < bound as i128).then_some(w as usize)
    }
    let bounds = [0, 1, 2, 7, u32::MAX as usize, u32::MAX as usize + 1, usize::MAX];
    for bound in bounds {
        for x in [0i64, 1, 6, 7, -1, i64::MIN, i64::MAX, u32::MAX as i64, i32::MIN as i64] {
            assert_eq!(x.index_below(bound), wide(x, bound));
            assert_eq!((x as i32).index_below(bound), wide(x as i32, bound));
            assert_eq!((x as isize).index_below(bound), wide(x as isize, bound));
            assert_eq!((x as u32).index_below(bound), wide(x as u32, bound));
            assert_eq!((x as u64).index_below(bound), wide(x as u64, bound));
            assert_eq!((x as usize).index_below(bound), wide(x as usize, bound));
        }
    }
}

/// Nothing is allocated for sizes the ids cannot hold, whatever the pointers say.
#[test]
fn sizes_are_checked_before_the_entries() {
    let too_many = SparsePattern::try_from_csr(1, VertexId::MAX_INDEX + 2, &[0u32, 1], &[0u32]);
    assert!(matches!(too_many, Err(PatternError::TooLarge(_))));
    assert_eq!(too_many, reference_csr(1, VertexId::MAX_INDEX + 2, &[0u32, 1], &[0u32]));
    let bad_first = SparsePattern::try_from_csr(1, VertexId::MAX_INDEX + 2, &[1u32, 1], &[0u32]);
    assert_eq!(bad_first, Err(PatternError::Pointer { position: 0, value: 1 }));
}
