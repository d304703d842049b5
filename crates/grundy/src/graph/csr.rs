//! Compressed sparse rows ([`Csr`]): the one adjacency builder of the crate.
//!
//! Row `r` of a [`Csr`] is the slice `targets[offsets[r]..offsets[r + 1]]`. Data that goes
//! with the entries is kept by the caller in arrays parallel to [`Csr::targets`] (struct
//! of arrays, so a search that only needs the targets scans 4 bytes per entry). Three
//! ways in:
//!
//! - [`Csr::build`] / [`Csr::rebuild`] take `(row, target)` entries in any order
//!   and place them by a counting sort (count the entries of each row, prefix sums, one
//!   scatter pass: <https://en.wikipedia.org/wiki/Counting_sort>), stable, so every row
//!   keeps its entries in the order given. O(R + N) time for R rows and N entries; the
//!   entries are walked twice (hence `Clone`), and no memory beyond the result is used
//!   (the scatter advances `offsets[r]` as the cursor of row r, and one shift restores it).
//!   [`Csr::rebuild`] reuses the buffers, for callers that build many small ones.
//! - [`Csr::from_row_fn`] takes rows already in order, appended one after another, in
//!   O(R + N); [`Csr::from_parts`] takes the two arrays as they are (a CSR matrix's).
//! - [`Csr::transpose`] turns rows of column indices around (the right-to-left rows of a
//!   bipartite graph stored from the left) by the same counting sort, in O(R + C + N).
//!
//! The crate's graphs ([`super::Graph`], [`super::BipartiteGraph`]), the right-to-left
//! rows of the matching engines, the Hackenbush searches and the various groupings by a
//! small key (blobs, degrees) are all built here. Not done here: sorting within a row,
//! removing duplicates, updates after construction.

/// Rows of `targets`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Csr<T> {
    offsets: Vec<usize>,
    targets: Vec<T>,
}

impl<T: Copy> Csr<T> {
    /// No rows; a buffer for [`Csr::rebuild`].
    pub(crate) fn new() -> Self {
        Csr { offsets: vec![0], targets: Vec::new() }
    }

    /// The rows `0..n_rows` of the `(row, target)` entries, each row in the
    /// order given.
    ///
    /// # Panics
    /// If an entry's row is not below `n_rows`.
    pub(crate) fn build(n_rows: usize, entries: impl Iterator<Item = (usize, T)> + Clone) -> Self {
        let mut res = Csr::new();
        res.rebuild(n_rows, entries);
        res
    }

    /// [`Csr::build`] into this value's buffers.
    pub(crate) fn rebuild(&mut self, n_rows: usize, entries: impl Iterator<Item = (usize, T)> + Clone) {
        self.offsets.clear();
        self.offsets.resize(n_rows + 1, 0);
        let offsets = self.offsets.as_mut_slice();
        // `for_each` rather than `for`: nested iterators (`flat_map`) then run as nested loops.
        entries.clone().for_each(|(row, _)| offsets[row + 1] += 1);
        counts_to_cursors(offsets);
        let n_entries = offsets[n_rows];
        self.targets.clear();
        // Every slot is overwritten by the scatter; the first entry fills them until then
        // (so the ids need no `Default`).
        if let Some((_, target)) = entries.clone().next() {
            self.targets.resize(n_entries, target);
        }
        let targets = self.targets.as_mut_slice();
        entries.for_each(|(row, target)| {
            let slot = offsets[row];
            targets[slot] = target;
            offsets[row] = slot + 1;
        });
        cursors_to_starts(offsets);
    }

    /// The transposed rows, for targets that name the `n_columns` columns through
    /// `column`: row c of the result lists every row r that holds a target of column c
    /// (as `entry(r)`, once per such target), by increasing r. The same counting sort as
    /// [`Csr::build`] with these entries, but counted over the flat targets and scattered
    /// by nested loops, with no per-row iterator in either pass.
    pub(crate) fn transpose<U: Copy>(
        &self,
        n_columns: usize,
        column: impl Fn(T) -> usize,
        entry: impl Fn(usize) -> U,
    ) -> Csr<U> {
        let mut offsets = vec![0usize; n_columns + 1];
        for &target in &self.targets {
            offsets[column(target) + 1] += 1;
        }
        counts_to_cursors(&mut offsets);
        // Every slot is overwritten by the scatter.
        let mut targets = vec![entry(0); self.targets.len()];
        for r in 0..self.n_rows() {
            let e = entry(r);
            for &target in self.row(r) {
                let c = column(target);
                let slot = offsets[c];
                targets[slot] = e;
                offsets[c] = slot + 1;
            }
        }
        cursors_to_starts(&mut offsets);
        Csr { offsets, targets }
    }

    /// The number of rows.
    #[inline]
    pub(crate) fn n_rows(&self) -> usize {
        self.offsets.len() - 1
    }

    /// The positions of row `r` in [`Csr::targets`].
    #[inline]
    pub(crate) fn range(&self, r: usize) -> std::ops::Range<usize> {
        self.offsets[r]..self.offsets[r + 1]
    }

    /// The targets of row `r`.
    #[inline]
    pub(crate) fn row(&self, r: usize) -> &[T] {
        &self.targets[self.range(r)]
    }

    /// The targets of all rows, row after row (for searches that keep a position).
    #[inline]
    pub(crate) fn targets(&self) -> &[T] {
        &self.targets
    }

    /// The rows' targets as a borrowed `Copy` view, for hot loops: passed by value, its
    /// two slices stay in registers instead of being reloaded through a reference.
    #[inline]
    pub(crate) fn view(&self) -> RowsView<'_, T> {
        RowsView { offsets: &self.offsets, targets: &self.targets }
    }
}

impl<T: Copy> Default for Csr<T> {
    fn default() -> Self {
        Csr::new()
    }
}

impl<T: Copy> Csr<T> {
    /// The rows `0..n_rows`, given in order: `fill(r, targets)` appends the targets of
    /// row r.
    pub(crate) fn from_row_fn(n_rows: usize, mut fill: impl FnMut(usize, &mut Vec<T>)) -> Self {
        let mut offsets = Vec::with_capacity(n_rows + 1);
        let mut targets = Vec::new();
        offsets.push(0);
        for r in 0..n_rows {
            fill(r, &mut targets);
            offsets.push(targets.len());
        }
        Csr { offsets, targets }
    }
}

impl<T> Csr<T> {
    /// The rows whose row `r` is `targets[offsets[r]..offsets[r + 1]]`, as given.
    ///
    /// # Panics
    /// If `offsets` is empty, does not start at 0 or does not end at `targets.len()`; in
    /// debug builds, if it decreases.
    pub(crate) fn from_parts(offsets: Vec<usize>, targets: Vec<T>) -> Self {
        assert!(
            offsets.first() == Some(&0) && offsets.last() == Some(&targets.len()),
            "offsets out of range"
        );
        debug_assert!(offsets.windows(2).all(|w| w[0] <= w[1]), "offsets out of order");
        Csr { offsets, targets }
    }
}

/// A borrowed view of the targets of a [`Csr`]'s rows (see [`Csr::view`]).
#[derive(Debug)]
pub(crate) struct RowsView<'a, T> {
    offsets: &'a [usize],
    targets: &'a [T],
}

impl<T> Clone for RowsView<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for RowsView<'_, T> {}

impl<'a, T: Copy> RowsView<'a, T> {
    /// The targets of row `r`.
    #[inline]
    pub(crate) fn row(self, r: usize) -> &'a [T] {
        &self.targets[self.offsets[r]..self.offsets[r + 1]]
    }

    /// Where row `r` starts among all the targets (for searches that keep a position).
    #[inline]
    pub(crate) fn start(self, r: usize) -> usize {
        self.offsets[r]
    }

    /// Where row `r` ends among all the targets.
    #[inline]
    pub(crate) fn end(self, r: usize) -> usize {
        self.offsets[r + 1]
    }

    /// The target at position `i` among all the targets.
    #[inline]
    pub(crate) fn target(self, i: usize) -> T {
        self.targets[i]
    }
}

/// Turns `offsets[r + 1]` = the number of entries of row r into `offsets[r]` = the start
/// of row r, the scatter's cursor (prefix sums).
fn counts_to_cursors(offsets: &mut [usize]) {
    for r in 1..offsets.len() {
        offsets[r] += offsets[r - 1];
    }
}

/// After the scatter, `offsets[r]` is the end of row r, that is the start of row r + 1:
/// shifting by one row restores the starts.
fn cursors_to_starts(offsets: &mut [usize]) {
    let n_rows = offsets.len() - 1;
    offsets.copy_within(0..n_rows, 1);
    offsets[0] = 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows<T: Copy>(csr: &Csr<T>) -> Vec<Vec<T>> {
        (0..csr.n_rows()).map(|r| csr.row(r).to_vec()).collect()
    }

    #[test]
    fn build_is_a_stable_counting_sort() {
        let entries = [(2, ('a', 0)), (0, ('b', 1)), (2, ('c', 2)), (0, ('d', 3)), (3, ('e', 4))];
        let csr = Csr::build(5, entries.iter().copied());
        let expected =
            vec![vec![('b', 1), ('d', 3)], vec![], vec![('a', 0), ('c', 2)], vec![('e', 4)], vec![]];
        assert_eq!(rows(&csr), expected);
        assert_eq!(csr.targets()[..2], [('b', 1), ('d', 3)]);
        assert_eq!(csr.range(2), 2..4);
    }

    #[test]
    fn rebuild_reuses_and_forgets() {
        let mut csr = Csr::<u32>::new();
        assert_eq!(csr.n_rows(), 0);
        csr.rebuild(3, [(1, 7), (1, 8), (0, 9)].into_iter());
        assert_eq!(rows(&csr), vec![vec![9], vec![7, 8], vec![]]);
        csr.rebuild(1, std::iter::empty());
        assert_eq!(rows(&csr), vec![Vec::<u32>::new()]);
        csr.rebuild(0, std::iter::empty());
        assert_eq!(csr.n_rows(), 0);
    }

    #[test]
    fn transpose_lists_rows_by_column() {
        let csr = Csr::from_row_fn(3, |r, out| out.extend([[2u32, 0, 2].as_slice(), &[], &[1, 0]][r]));
        let transposed = csr.transpose(4, |t: u32| t as usize, |r| r as u32);
        assert_eq!(rows(&transposed), vec![vec![0, 2], vec![2], vec![0, 0], vec![]]);
        let entries = (0..3).flat_map(|r| csr.row(r).iter().map(move |&t| (t as usize, r as u32)));
        assert_eq!(transposed, Csr::build(4, entries));
    }

    #[test]
    fn rows_in_order() {
        let csr = Csr::from_row_fn(4, |r, out| out.extend(0..r as u32));
        assert_eq!(rows(&csr), vec![vec![], vec![0], vec![0, 1], vec![0, 1, 2]]);
        assert_eq!(csr, Csr::build(4, (0..4).flat_map(|r| (0..r as u32).map(move |t| (r, t)))));
    }
}
