//! The `dmperm` document: the Dulmage-Mendelsohn permutation of a Matrix Market matrix
//! (`grundy matching FILE.mtx --dmperm`), the library's [`grundy::matching::dmperm`]
//! shifted to MATLAB's 1-based numbering. The CLI's text is printed from the same
//! document.

use std::fmt;

use grundy::input::GraphInput;
use grundy::matching::dmperm;
use grundy::SparsePattern;

use crate::dto as json;

/// Why a matrix permutation cannot be given.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DmpermError {
    /// The input is not a matrix (its format's name).
    NotAMatrix(&'static str),
}

impl fmt::Display for DmpermError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DmpermError::NotAMatrix(format) => write!(
                f,
                "--dmperm permutes a matrix's rows and columns: it reads a Matrix Market file (--format mtx), and this input was read as {format}"
            ),
        }
    }
}

impl std::error::Error for DmpermError {}

/// The `dmperm` document of a Matrix Market input.
///
/// # Errors
/// [`DmpermError::NotAMatrix`] for any other format.
pub fn dmperm_doc(input: &GraphInput) -> Result<json::Dmperm, DmpermError> {
    let graph = input.matrix().ok_or(DmpermError::NotAMatrix(input.format().name()))?;
    let pattern = SparsePattern::from_graph(graph.clone());
    let dm = dmperm(&pattern);
    let one_based = |values: &mut dyn Iterator<Item = usize>| values.map(|x| x + 1).collect::<Vec<usize>>();
    Ok(json::Dmperm {
        rows: pattern.n_rows(),
        columns: pattern.n_cols(),
        entry_count: pattern.n_entries(),
        structural_rank: dm.structural_rank(),
        block_count: dm.n_blocks(),
        p: one_based(&mut dm.row_permutation().iter().map(|v| v.index())),
        q: one_based(&mut dm.column_permutation().iter().map(|v| v.index())),
        r: one_based(&mut dm.row_block_starts().iter().copied()),
        s: one_based(&mut dm.column_block_starts().iter().copied()),
        cc: one_based(&mut dm.coarse_column_starts().into_iter()),
        rr: one_based(&mut dm.coarse_row_starts().into_iter()),
    })
}
