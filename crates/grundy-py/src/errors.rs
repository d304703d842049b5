//! The package's exceptions, and how long computations run.
//!
//! A library [`grundy::ParseError`] becomes `grundy.ParseError` (a `ValueError`) whose
//! message is the CLI's (`line L, column C: reason`, then the quoted line with a caret;
//! `column C: reason` alone for a text of one line), with `line`, `column` and `reason`
//! attributes. A size over a solver's limit becomes
//! `grundy.LimitError` (a `ValueError`).
//!
//! [`run_detached`] runs a computation on a worker thread with the GIL released and
//! checks for signals every 50 ms: on Ctrl-C it raises the handler's exception
//! (`KeyboardInterrupt`) after the worker has stopped (at once for the computations that
//! take a stop flag, such as octal sequences), and no partial result reaches Python.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, PoisonError};
use std::time::Duration;

use pyo3::create_exception;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;

create_exception!(
    grundy,
    ParseError,
    PyValueError,
    "Bad input text: the message says where (line and column, 1-based) and what is wrong, \
     the same words as the grundy CLI. Attributes: line, column, reason."
);
create_exception!(
    grundy,
    LimitError,
    PyValueError,
    "A size beyond what a solver accepts (the message names the limit)."
);

/// A library parse error in `text` as `grundy.ParseError`, with its location as
/// attributes; in a text of one line (a game code, a board row) the message gives the
/// column alone ([`grundy::ParseError::in_one_line`]).
pub(crate) fn parse_error(py: Python<'_>, error: &grundy::ParseError, text: &[u8]) -> PyErr {
    let body = text.strip_suffix(b"\n").unwrap_or(text);
    let one_line = !body.contains(&b'\n');
    parse_error_with(py, error, one_line)
}

/// A parse error in the text of a file (a judge problem's input) as `grundy.ParseError`:
/// always with its line, as the CLI prints it, whatever the text's length.
pub(crate) fn parse_error_in_file(py: Python<'_>, error: &grundy::ParseError) -> PyErr {
    parse_error_with(py, error, false)
}

fn parse_error_with(py: Python<'_>, error: &grundy::ParseError, one_line: bool) -> PyErr {
    let message = if one_line { error.in_one_line().to_string() } else { error.to_string() };
    let err = ParseError::new_err(message.trim_end().to_string());
    let value = err.value(py);
    // Setting attributes on a fresh exception object cannot fail but for memory.
    let _ = value.setattr("line", error.line());
    let _ = value.setattr("column", error.column());
    let _ = value.setattr("reason", error.kind().to_string());
    err
}

/// A library limit error (a size limit, a misère search's limit) as `grundy.LimitError`.
pub(crate) fn limit_error(error: &impl std::fmt::Display) -> PyErr {
    LimitError::new_err(error.to_string())
}

/// A `ValueError` for a value the caller passed.
pub(crate) fn value_error(message: impl Into<String>) -> PyErr {
    PyValueError::new_err(message.into())
}

/// Runs `work` on a worker thread with the GIL released, checking for signals (Ctrl-C)
/// every 50 ms. On a signal it sets `stop`, waits for `work` to return, and raises the
/// signal handler's exception; otherwise it returns what `work` returned.
pub(crate) fn run_detached<T: Send>(
    py: Python<'_>,
    stop: &AtomicBool,
    work: impl FnOnce() -> T + Send,
) -> PyResult<T> {
    let done = (Mutex::new(false), Condvar::new());
    std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let result = work();
            *done.0.lock().unwrap_or_else(PoisonError::into_inner) = true;
            done.1.notify_all();
            result
        });
        let mut interrupted = None;
        loop {
            let finished = py.detach(|| {
                let guard = done.0.lock().unwrap_or_else(PoisonError::into_inner);
                let (guard, _) = done
                    .1
                    .wait_timeout_while(guard, Duration::from_millis(50), |finished| !*finished)
                    .unwrap_or_else(PoisonError::into_inner);
                *guard
            });
            if finished || worker.is_finished() {
                break;
            }
            if interrupted.is_none() {
                if let Err(err) = py.check_signals() {
                    stop.store(true, Ordering::Relaxed);
                    interrupted = Some(err);
                }
            }
        }
        let result = py.detach(|| worker.join()).map_err(|_| {
            PyRuntimeError::new_err("grundy's worker thread panicked (a bug: please report it)")
        })?;
        match interrupted {
            Some(err) => Err(err),
            None => Ok(result),
        }
    })
}

/// [`run_detached`] for computations that take no stop flag.
pub(crate) fn run<T: Send>(py: Python<'_>, work: impl FnOnce() -> T + Send) -> PyResult<T> {
    run_detached(py, &AtomicBool::new(false), work)
}
