//! Octal games: [`solve`] (the sparse-space method, period search with the Guy-Smith
//! certificate), run detached and stoppable by Ctrl-C; the values come back as a NumPy
//! array that takes over the library's vector (`uint8` or `uint16`, no copy). Progress
//! goes to a Python callable with the rate and the time left in words
//! ([`grundy::progress::RateMeter::text`], the CLI's words), which the package's progress
//! bar shows.
//! The misère quotient (`misere_quotient`) comes back as its parts: names, indices and
//! NumPy arrays.

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
    m.add_function(wrap_pyfunction!(misere_quotient, m)?)?;
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

/// What [`misere_quotient`] returns: the normalised code, N, the generators `(name,
/// heap)`, the relations, the elements' names, the P-portion (element indices), the
/// pretending function (element indices of heaps 0..=N), the period (as in [`octal`]),
/// whether it is certified, the orders of heaps 1..n, and the multiplication table
/// (order × order element indices, row-major).
type QuotientAnswer<'py> = (
    String,
    u64,
    Vec<(String, u64)>,
    Vec<String>,
    Vec<String>,
    Vec<u32>,
    Bound<'py, PyArray1<u32>>,
    Option<(u64, u64, bool, Option<u64>)>,
    bool,
    Vec<usize>,
    Bound<'py, PyArray1<u32>>,
);

/// The misère quotient of the octal game `code`'s heaps 1, 2, ... up to `max_heaps`,
/// stopping once certified ([`misere_quotient`](grundy::game::misere::quotient::misere_quotient)).
#[pyfunction]
#[pyo3(signature = (code, max_heaps, max_order))]
fn misere_quotient<'py>(
    py: Python<'py>,
    code: &str,
    max_heaps: u64,
    max_order: usize,
) -> PyResult<QuotientAnswer<'py>> {
    use grundy::game::misere::quotient::{self as quotient, QuotientConfig, QuotientError};
    let game = OctalGame::parse(code).map_err(|e| parse_error(py, &e, code.as_bytes()))?;
    let config = QuotientConfig::new(max_heaps).with_max_order(max_order);
    let stop = AtomicBool::new(false);
    let q = run_detached(py, &stop, || quotient::misere_quotient(&game, &config, &stop))?.map_err(
        |e| match e {
            QuotientError::Limit(limit) => limit_error(&limit),
            other => crate::errors::LimitError::new_err(other.to_string()),
        },
    )?;
    let index = |e: quotient::ElementId| e.index() as u32;
    let generators = q.generators().into_iter().map(|g| (g.name, g.heap)).collect();
    let relations = q.relations().iter().map(|r| q.relation_text(r)).collect();
    let elements = q.elements().map(|e| q.name(e)).collect();
    let p_portion = q.p_portion().into_iter().map(index).collect();
    let pretending: Vec<u32> = q.pretending_function().iter().map(|&e| index(e)).collect();
    let period = q.period().map(|p| (p.period, p.preperiod, p.certified, p.needed));
    let table: Vec<u32> = q
        .elements()
        .flat_map(|a| q.elements().map(move |b| (a, b)))
        .map(|(a, b)| index(q.multiply(a, b)))
        .collect();
    Ok((
        q.game().to_string(),
        q.heaps(),
        generators,
        relations,
        elements,
        p_portion,
        pretending.into_pyarray(py),
        period,
        q.is_certified(),
        q.orders().to_vec(),
        table.into_pyarray(py),
    ))
}
