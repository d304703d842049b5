//! Token boards (LOJ 6033) as NumPy arrays: a 2-D `bool` array in (`True` = a free
//! cell), [`solve_token_board`] (the grid engine, as `grundy board` uses), and NumPy
//! arrays out, filled in Rust without a Python object per cell. O(cells) conversion
//! each way; the solve itself is the library's.

use grundy::classic::loj6033_board::MAX_CELLS;
use grundy::format::parse_token_board;
use grundy::game::geography::{solve_token_board, CellVerdict};
use grundy::game::LimitError;
use grundy::{Board, TokenCell};
use numpy::ndarray::{Array2, Array3};
use numpy::{IntoPyArray, PyArray2, PyArray3, PyReadonlyArray2};
use pyo3::prelude::*;

use crate::errors::{limit_error, parse_error, run, value_error};

/// Registers the board functions.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(solve_board, m)?)?;
    m.add_function(wrap_pyfunction!(read_board, m)?)?;
    Ok(())
}

/// What [`solve_board`] returns: the verdicts and the winning moves.
type BoardArrays<'py> = (Bound<'py, PyArray2<bool>>, Bound<'py, PyArray3<i32>>);

/// Solves a token board given as a 2-D `bool` array (`True` = free). Returns
/// `(mover_wins, winning_move)`: a `bool` array, `True` where the player to move from a
/// token on that cell wins, and an `int32` array of shape `(rows, cols, 2)` with the
/// 0-based cell of a winning move, `-1` where there is none.
#[pyfunction]
fn solve_board<'py>(py: Python<'py>, free: PyReadonlyArray2<'py, bool>) -> PyResult<BoardArrays<'py>> {
    let view = free.as_array();
    let (n_rows, n_cols) = view.dim();
    let n_cells = n_rows.checked_mul(n_cols).filter(|&c| c as u64 <= MAX_CELLS);
    let Some(n_cells) = n_cells else {
        let requested = (n_rows as u64).saturating_mul(n_cols as u64);
        return Err(limit_error(&LimitError::new("a board's cell count", requested, MAX_CELLS)));
    };
    // Read the cells while attached (the array is Python's), solve detached. ndarray's
    // `as_slice` is row-major memory only; any other layout (Fortran order, strides) is
    // read in logical row-major order by the iterator.
    let cell = |&free: &bool| if free { TokenCell::Free } else { TokenCell::Blocked };
    let cells: Vec<TokenCell> = match view.as_slice() {
        Some(slice) => slice.iter().map(cell).collect(),
        None => view.iter().map(cell).collect(),
    };
    debug_assert_eq!(cells.len(), n_cells);
    let (wins, moves) = run(py, move || {
        let board = Board::new(n_rows, n_cols, cells);
        let solution = solve_token_board(&board);
        let mut wins = Vec::with_capacity(n_cells);
        let mut moves = Vec::with_capacity(2 * n_cells);
        let shape = solution.shape();
        for verdict in solution.verdicts() {
            match verdict {
                CellVerdict::Win { to } => {
                    let p = shape.position(to);
                    wins.push(true);
                    moves.extend([p.row as i32, p.col as i32]);
                }
                CellVerdict::Lose | CellVerdict::Blocked => {
                    wins.push(false);
                    moves.extend([-1, -1]);
                }
            }
        }
        (wins, moves)
    })?;
    let wins = Array2::from_shape_vec((n_rows, n_cols), wins).map_err(|e| value_error(e.to_string()))?;
    let moves = Array3::from_shape_vec((n_rows, n_cols, 2), moves).map_err(|e| value_error(e.to_string()))?;
    Ok((wins.into_pyarray(py), moves.into_pyarray(py)))
}

/// Reads a token board in the board format (rows of `.` free and `#` blocked, with an
/// optional `n m` header) into a 2-D `bool` array (`True` = free).
#[pyfunction]
fn read_board<'py>(py: Python<'py>, text: &[u8]) -> PyResult<Bound<'py, PyArray2<bool>>> {
    let board = parse_token_board(text).map_err(|e| parse_error(py, &e, text))?;
    let free: Vec<bool> = board.cells().iter().map(|&c| c == TokenCell::Free).collect();
    let array = Array2::from_shape_vec((board.n_rows(), board.n_cols()), free)
        .map_err(|e| value_error(e.to_string()))?;
    Ok(array.into_pyarray(py))
}
