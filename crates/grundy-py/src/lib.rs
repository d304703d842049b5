//! `grundy._native`, the extension module behind the Python package `grundy`.
//!
//! A thin layer over the library's entry points, as the CLI is: it converts Python
//! objects (NetworkX adjacency dicts, NumPy arrays, lists of ints, text) into the
//! library's types, calls the same functions the CLI calls, and converts the answers
//! back (dicts keyed by the caller's own nodes, NumPy arrays built without a Python
//! object per cell). It holds no game logic.
//!
//! The Python package (`python/grundy`) wraps these functions with the public,
//! documented API; this module's names are private to it.
//!
//! - `graphs`: NetworkX graphs and edge lists → matching, Dulmage-Mendelsohn and
//!   Gallai-Edmonds parts, König certificates, geography.
//! - `board`: token boards as NumPy arrays.
//! - `sparse`: sparse matrices as NumPy index arrays → dmperm, structural rank, matching.
//! - `octal`: octal sequences, periods and histograms.
//! - `games`: the Sprague-Grundy games and the judge problems.
//! - `census`: one code of an octal census at a time (with its checkpoint), and the
//!   rows written as `grundy octal census` writes them: what `grundy.census` hands to Dask.
//! - `errors`: the exceptions (`ParseError`, `LimitError`) and the one way long
//!   computations run: on a worker thread, the GIL released, Ctrl-C checked.

use pyo3::prelude::*;

mod board;
mod census;
mod errors;
mod games;
mod graphs;
mod octal;
mod sparse;

/// The extension module.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("ParseError", py.get_type::<errors::ParseError>())?;
    m.add("LimitError", py.get_type::<errors::LimitError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    graphs::register(m)?;
    board::register(m)?;
    octal::register(m)?;
    games::register(m)?;
    sparse::register(m)?;
    census::register(m)?;
    Ok(())
}
