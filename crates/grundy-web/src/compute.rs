//! Running a library call for a request: on tokio's blocking threads (a solve never
//! stalls the threads that serve connections), at most [`crate::Limits::max_parallel`]
//! at once (a permit of the shared semaphore; the others wait in line), with a stop flag
//! that is raised when the request is dropped, which is what happens when its client
//! goes away. Engines that poll a stop flag (octal runs) then end early; the others are
//! bounded by the request limits and finish in well under a second.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::{ApiError, State};

/// Raises the flag when dropped: the request's future was dropped or it finished.
pub(crate) struct StopOnDrop(pub(crate) Arc<AtomicBool>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Runs `work` on a blocking thread once a permit is free; `work` gets the stop flag.
///
/// # Errors
/// [`ApiError::unavailable`] when the server is shutting down; [`ApiError::internal`]
/// if `work` did not run to its end.
pub(crate) async fn run<T, F>(state: &State, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&AtomicBool) -> T + Send + 'static,
{
    run_with_stop(state, Arc::new(AtomicBool::new(false)), work).await
}

/// [`run`] with a stop flag that someone else may raise too (`POST /api/octal/stop`); it
/// is raised as well when the request is dropped.
///
/// # Errors
/// As [`run`].
pub(crate) async fn run_with_stop<T, F>(state: &State, stop: Arc<AtomicBool>, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&AtomicBool) -> T + Send + 'static,
{
    let permit = Arc::clone(&state.permits)
        .acquire_owned()
        .await
        .map_err(|_| ApiError::unavailable("the server is shutting down"))?;
    let _guard = StopOnDrop(Arc::clone(&stop));
    let task = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        work(&stop)
    });
    task.await.map_err(|_| ApiError::internal("the computation did not finish"))
}
