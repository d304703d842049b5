//! Octal games: [`solve`] (the sparse-space method, period search with the Guy-Smith
//! certificate), run detached and stoppable by Ctrl-C; the values come back as a NumPy
//! array that takes over the library's vector (`uint8` or `uint16`, no copy). Progress
//! goes to a Python callable with the rate and the time left in words
//! ([`grundy::progress::RateMeter::text`], the CLI's words), which the package's progress
//! bar shows.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use grundy::game::octal::{solve, OctalGame, Progress, SolveConfig, Values, MAX_HEAPS};
use grundy::progress::RateMeter;
use numpy::{IntoPyArray, PyArray1};
use pyo3::prelude::*;

use crate::errors::{limit_error, parse_error, run_detached};

/// Registers the octal function.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(octal, m)?)?;
    m.add("MAX_HEAPS", MAX_HEAPS)?;
    Ok(())
}

/// What [`octal`] returns: the values array, the period (`None`, or `(period,
/// preperiod, certified, needed)`, `needed` `None` without a periodicity theorem), the
/// histogram array, and the normalised code.
type OctalAnswer<'py> =
    (Bound<'py, PyAny>, Option<(u64, u64, bool, Option<u64>)>, Bound<'py, PyArray1<u64>>, String);

/// The rate on the progress reports is averaged over about this many seconds (the CLI's).
const RATE_WINDOW_SECS: f64 = 20.0;

/// G(0..n) of the octal game `code`; with `until_periodic`, going on past `n` until the
/// period is certified or `limit` values are known. `progress(done, target, text)` is
/// called after every slice of values (about ten times a second), `text` the rate and
/// the time left in words. `threads`: how many threads compute the values
/// ([`SolveConfig::with_threads`]; `None`, every core).
#[pyfunction]
#[pyo3(signature = (code, n, until_periodic=false, limit=None, progress=None, threads=None))]
fn octal<'py>(
    py: Python<'py>,
    code: &str,
    n: u64,
    until_periodic: bool,
    limit: Option<u64>,
    progress: Option<Py<PyAny>>,
    threads: Option<usize>,
) -> PyResult<OctalAnswer<'py>> {
    let game = OctalGame::parse(code).map_err(|e| parse_error(py, &e, code.as_bytes()))?;
    let config = if until_periodic {
        SolveConfig::until_periodic(n, limit.unwrap_or(MAX_HEAPS))
    } else {
        SolveConfig::new(n)
    };
    // Every core, as the CLI: the library uses at most one thread per core.
    let config = config.with_threads(threads.unwrap_or(usize::MAX));
    let stop = AtomicBool::new(false);
    let solution = run_detached(py, &stop, || {
        let started = Instant::now();
        let mut meter = RateMeter::new(RATE_WINDOW_SECS);
        meter.observe(0.0, 0);
        let mut observer = |p: &Progress| {
            if let Some(callback) = &progress {
                meter.observe(started.elapsed().as_secs_f64(), p.done);
                let text = meter.text(p.done, p.target, "values");
                Python::attach(|py| {
                    // A failing callback is reported as unraisable, not as the result.
                    if let Err(err) = callback.call1(py, (p.done, p.target, text)) {
                        err.write_unraisable(py, None);
                    }
                });
            }
        };
        solve(&game, &config, &mut observer, &stop)
    })?
    .map_err(|e| limit_error(&e))?;
    let histogram = solution.values.histogram().into_pyarray(py);
    let period = solution.period.map(|p| (p.period, p.preperiod, p.certified, p.needed));
    let values = match solution.values {
        Values::U8(v) => v.into_pyarray(py).into_any(),
        Values::U16(v) => v.into_pyarray(py).into_any(),
    };
    Ok((values, period, histogram, solution.game.to_string()))
}
