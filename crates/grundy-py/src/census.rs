//! The census of octal codes, one code at a time, for the package's `grundy.census` (which
//! hands the codes to Dask workers): the patterns expanded, one code run from and saved
//! to its checkpoint (`grundy_checkpoint::census_code`), its row as a line of the census
//! journal, and the journal's lines made into the CSV table or the JSON document of
//! `grundy octal census` (by `grundy-json`, so the bytes are the CLI's). A rate meter for
//! the progress bar, in the CLI's words.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use grundy::game::octal::census::expand_pattern;
use grundy::game::octal::OctalGame;
use grundy::progress::RateMeter as Meter;
use grundy_checkpoint::CheckpointError;
use pyo3::exceptions::PyOSError;
use pyo3::prelude::*;

use crate::errors::{parse_error_in_file, run_detached, value_error};

/// Registers the census functions.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(census_codes, m)?)?;
    m.add_function(wrap_pyfunction!(census_checkpoint_name, m)?)?;
    m.add_function(wrap_pyfunction!(census_run, m)?)?;
    m.add_function(wrap_pyfunction!(census_output, m)?)?;
    m.add_class::<RateMeter>()?;
    Ok(())
}

/// Every code of the patterns, in order, as `grundy octal census` expands them; a bad
/// pattern raises `grundy.ParseError` with the CLI's message (`bad census pattern `P`:
/// line 1, column C: ...` and the pattern with a caret).
#[pyfunction]
fn census_codes(py: Python<'_>, patterns: Vec<String>) -> PyResult<Vec<String>> {
    let mut codes = Vec::new();
    for pattern in &patterns {
        let expanded = expand_pattern(pattern).map_err(|err| {
            let located = parse_error_in_file(py, &err);
            let message = format!("bad census pattern `{pattern}`: {}", err.to_string().trim_end());
            let value = located.value(py);
            let _ = value.setattr("args", (message,));
            located
        })?;
        codes.extend(expanded.into_iter().map(|(code, _)| code));
    }
    Ok(codes)
}

/// The name of a code's checkpoint file in the checkpoint directory.
#[pyfunction]
fn census_checkpoint_name(code: &str) -> String {
    grundy_checkpoint::checkpoint_file_name(code)
}

/// Runs one code of a census of `max` values a run within `budget` seconds (`None`: no
/// bound), from and to the checkpoint file `checkpoint` (saved every `every` seconds):
/// `(the journal line of its row, the values resumed from the checkpoint, notes for the
/// log)`. A checkpoint that cannot be read or written raises `OSError`; one of another
/// game, `ValueError`. Ctrl-C stops the run (`KeyboardInterrupt`).
#[pyfunction]
#[pyo3(signature = (code, max, budget=None, checkpoint=None, every=60.0))]
fn census_run(
    py: Python<'_>,
    code: &str,
    max: u64,
    budget: Option<f64>,
    checkpoint: Option<PathBuf>,
    every: f64,
) -> PyResult<(String, u64, Vec<String>)> {
    let game = OctalGame::parse(code).map_err(|e| crate::errors::parse_error(py, &e, code.as_bytes()))?;
    let budget_time = match budget {
        None => None,
        Some(secs) if secs.is_finite() && secs > 0.0 => Some(Duration::from_secs_f64(secs.min(1e9))),
        Some(secs) => {
            return Err(value_error(format!("budget must be a positive number of seconds, not {secs}")))
        }
    };
    if !(every.is_finite() && every >= 0.0) {
        return Err(value_error(format!("checkpoint_every must be a number of seconds >= 0, not {every}")));
    }
    let every = Duration::from_secs_f64(every.min(1e9));
    let stop = AtomicBool::new(false);
    let result = run_detached(py, &stop, || {
        grundy_checkpoint::census_code(
            code,
            &game,
            max,
            budget_time,
            checkpoint.as_deref().map(|path| (path, every)),
            &stop,
        )
    })?;
    let done = result.map_err(|err| match err {
        CheckpointError::Io { .. } => PyOSError::new_err(err.to_string()),
        other => value_error(other.to_string()),
    })?;
    let record = grundy_json::census_record(&done.run, max, budget);
    let line = serde_json::to_string(&record)
        .map_err(|err| value_error(format!("the row of {code} cannot be written: {err}")))?;
    Ok((line, done.resumed_after, done.notes))
}

/// The census of `max` values a run from its journal lines (one per code, in the order
/// of the codes): the CSV table (`json` false) or the compact `octal-census` JSON
/// document, each ending with a line end, as `grundy octal census` writes them. A line
/// that is not a journal record raises `ValueError` naming it.
#[pyfunction]
fn census_output(py: Python<'_>, records: Vec<String>, max: u64, json: bool) -> PyResult<String> {
    let parsed = records
        .iter()
        .enumerate()
        .map(|(i, line)| {
            serde_json::from_str::<grundy_json::OctalCensusRecord>(line)
                .map_err(|err| value_error(format!("census record {}: {err}", i + 1)))
        })
        .collect::<PyResult<Vec<_>>>()?;
    py.detach(|| {
        let census = grundy_json::census_from_records(parsed, max).map_err(value_error)?;
        let mut out = Vec::new();
        let written = if json {
            grundy_json::write_doc(&mut out, "octal-census", census, false)
        } else {
            grundy_json::write_census_csv(&mut out, &census)
        };
        written.map_err(|err| value_error(err.to_string()))?;
        String::from_utf8(out).map_err(|err| value_error(err.to_string()))
    })
}

/// The rate of a progress bar and the time left, in the CLI's words ("12.3 codes/s,
/// about 1 min 5 s left"), from the counts it is shown.
#[pyclass(module = "grundy._native")]
struct RateMeter {
    started: Instant,
    meter: Meter,
}

#[pymethods]
impl RateMeter {
    /// A meter that starts now from `done` (averaging over about `seconds`).
    #[new]
    #[pyo3(signature = (done=0, seconds=20.0))]
    fn new(done: u64, seconds: f64) -> RateMeter {
        let mut meter = Meter::new(seconds);
        meter.observe(0.0, done);
        RateMeter { started: Instant::now(), meter }
    }

    /// Takes in `done` now and returns the rate and the time left to `target` in `unit`s.
    fn text(&mut self, done: u64, target: u64, unit: &str) -> String {
        self.meter.observe(self.started.elapsed().as_secs_f64(), done);
        self.meter.text(done, target, unit)
    }
}
