//! Running a library call for a request, in one of two lanes, so that a click never
//! waits behind someone else's long run.
//!
//! - The **fast lane** runs small work: at most [`crate::Limits::max_parallel`]
//!   computations at once (a permit of its FIFO semaphore; the others wait in line, which
//!   takes milliseconds, as every computation in it is small).
//! - The **long lane** runs long work: at most [`crate::Limits::long_parallel`] at once,
//!   each on up to [`crate::Limits::long_threads`] threads, with at most
//!   [`crate::Limits::long_queue`] more waiting in line (FIFO). A run is admitted to the
//!   lane before it waits ([`admit`]): the lane refuses it with 503 when its slots and its
//!   line are full, and with 429 when its client already holds
//!   [`crate::Limits::long_per_client`] runs there (running or waiting); both answers
//!   carry `Retry-After`, so no request hangs on a full server.
//!
//! What is long: an octal run is started on the fast lane with a budget of time
//! ([`crate::Limits::fast_budget`], [`run_with_budget`]); one that does not finish in it
//! is stopped there and continued on the long lane from the values it computed (the
//! library's `resume` gives the same answer as one uninterrupted run). A request whose
//! input text is over [`crate::Limits::long_input_bytes`] (a board or graph of that
//! many bytes) goes to the long lane from the start ([`run_sized`]); every other request
//! is bounded small by the request limits and runs on the fast lane ([`run`]).
//!
//! Invariants: the long lane never holds more than `long_parallel` permits, so with the
//! defaults (one core fewer than the machine has) a core is always left to the fast
//! lane; every admitted run holds a [`Ticket`] until its computation has ended (not just
//! its request), so the bookkeeping counts the threads truly busy; the counts of the
//! book only change under its lock. Admission is O(1) (a hash map keyed by client).
//!
//! Computations run on tokio's blocking threads, never on the threads that serve
//! connections, with a stop flag that is raised when the request is dropped, which is
//! what happens when its client goes away. Engines that poll a stop flag (octal runs)
//! then end early; the others are bounded by the request limits.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use tokio::sync::Semaphore;

use crate::client::ClientKey;
use crate::{ApiError, Limits, State};

/// How often a run waiting for a slot of the long lane looks at its stop flag.
const STOP_POLL: Duration = Duration::from_millis(50);

/// How long a client refused for its own runs is asked to wait (`Retry-After`, seconds).
const RETRY_CLIENT_SECS: u16 = 5;

/// How long a client refused by a full long lane is asked to wait (`Retry-After`, seconds).
const RETRY_BUSY_SECS: u16 = 10;

/// The two lanes and the long lane's book of admitted runs.
#[derive(Debug)]
pub(crate) struct Lanes {
    fast: Arc<Semaphore>,
    long: Arc<Semaphore>,
    book: Mutex<Book>,
    /// Runs the long lane holds at most: running plus waiting.
    capacity: usize,
    /// Runs one client may hold in the long lane.
    per_client: usize,
}

/// Who holds the long lane's places.
#[derive(Debug, Default)]
struct Book {
    /// Runs admitted and not ended (running or waiting).
    admitted: usize,
    /// The same, by client (no entry for a client with none).
    by_client: HashMap<ClientKey, usize>,
}

impl Lanes {
    /// The lanes `limits` describe (every count at least 1, but the line, which may be 0).
    pub(crate) fn new(limits: &Limits) -> Lanes {
        let long_parallel = limits.long_parallel.max(1);
        Lanes {
            fast: Arc::new(Semaphore::new(limits.max_parallel.max(1))),
            long: Arc::new(Semaphore::new(long_parallel)),
            book: Mutex::new(Book::default()),
            capacity: long_parallel.saturating_add(limits.long_queue),
            per_client: limits.long_per_client.max(1),
        }
    }
}

/// A place in the long lane, held from admission until the run's computation has ended.
#[derive(Debug)]
pub(crate) struct Ticket {
    lanes: Arc<Lanes>,
    client: ClientKey,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut book = self.lanes.book.lock().unwrap_or_else(PoisonError::into_inner);
        book.admitted = book.admitted.saturating_sub(1);
        if let Some(count) = book.by_client.get_mut(&self.client) {
            *count -= 1;
            if *count == 0 {
                book.by_client.remove(&self.client);
            }
        }
    }
}

/// Admits a run of `client` to the long lane, or refuses it at once.
///
/// # Errors
/// 429 when the client already holds its share of the lane, 503 when the lane's slots
/// and line are full; both with `Retry-After`.
pub(crate) fn admit(state: &State, client: &ClientKey) -> Result<Ticket, ApiError> {
    let lanes = &state.lanes;
    let mut book = lanes.book.lock().unwrap_or_else(PoisonError::into_inner);
    let mine = book.by_client.get(client).copied().unwrap_or(0);
    if mine >= lanes.per_client {
        return Err(ApiError::busy_client(
            format!(
                "the server is busy with your {mine} long run(s): each client may have {} at once \
                 (running or waiting); cancel one or wait for it to end",
                lanes.per_client
            ),
            RETRY_CLIENT_SECS,
        ));
    }
    if book.admitted >= lanes.capacity {
        return Err(ApiError::busy(
            format!(
                "the server is busy: its {} long run(s) at once and the {} waiting in line are all taken; \
                 try again shortly (small requests are still answered)",
                state.config.limits.long_parallel.max(1),
                state.config.limits.long_queue
            ),
            RETRY_BUSY_SECS,
        ));
    }
    book.admitted += 1;
    *book.by_client.entry(client.clone()).or_insert(0) += 1;
    drop(book);
    Ok(Ticket { lanes: Arc::clone(&state.lanes), client: client.clone() })
}

/// Raises the flag when dropped: the request's future was dropped or it finished.
pub(crate) struct StopOnDrop(pub(crate) Arc<AtomicBool>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Runs small `work` on the fast lane (a blocking thread, once a permit is free); `work`
/// gets the stop flag.
///
/// # Errors
/// [`ApiError::unavailable`] when the server is shutting down; [`ApiError::internal`]
/// if `work` did not run to its end.
pub(crate) async fn run<T, F>(state: &State, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&AtomicBool) -> T + Send + 'static,
{
    fast(state, None, work).await
}

/// [`run`], with the stop flag raised as well once `work` has run for `budget`: work that
/// polls the flag then ends early, keeping what it did, and its caller may continue it
/// on the long lane.
///
/// # Errors
/// As [`run`].
pub(crate) async fn run_with_budget<T, F>(state: &State, budget: Duration, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&AtomicBool) -> T + Send + 'static,
{
    fast(state, Some(budget), work).await
}

async fn fast<T, F>(state: &State, budget: Option<Duration>, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&AtomicBool) -> T + Send + 'static,
{
    let permit = Arc::clone(&state.lanes.fast)
        .acquire_owned()
        .await
        .map_err(|_| ApiError::unavailable("the server is shutting down"))?;
    let stop = Arc::new(AtomicBool::new(false));
    let _guard = StopOnDrop(Arc::clone(&stop));
    let flag = Arc::clone(&stop);
    let mut task = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        work(&flag)
    });
    if let Some(budget) = budget {
        tokio::select! {
            res = &mut task => return res.map_err(|_| ApiError::internal("the computation did not finish")),
            () = tokio::time::sleep(budget) => stop.store(true, Ordering::Relaxed),
        }
    }
    task.await.map_err(|_| ApiError::internal("the computation did not finish"))
}

/// Runs `work` on the long lane once a slot is free (FIFO), with the place `ticket`
/// holds; `work` gets the stop flag (raised by someone else too, `POST /api/octal/stop`,
/// and when the request is dropped) and the number of threads it may use. The ticket is
/// given back when `work` ends. A run stopped while it waits (the page's Cancel) does not
/// wait on: `work` runs at once without a slot, and ends at once, as its flag is up.
///
/// # Errors
/// As [`run`].
pub(crate) async fn run_long<T, F>(
    state: &State,
    ticket: Ticket,
    stop: Arc<AtomicBool>,
    work: F,
) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&AtomicBool, usize) -> T + Send + 'static,
{
    // One acquisition, kept across the polls of the stop flag: its place in line stays.
    let acquire = Arc::clone(&state.lanes.long).acquire_owned();
    tokio::pin!(acquire);
    let permit = loop {
        tokio::select! {
            res = &mut acquire => {
                break Some(res.map_err(|_| ApiError::unavailable("the server is shutting down"))?);
            }
            () = tokio::time::sleep(STOP_POLL) => {
                if stop.load(Ordering::Relaxed) {
                    break None;
                }
            }
        }
    };
    let threads = state.config.limits.long_threads.max(1);
    let _guard = StopOnDrop(Arc::clone(&stop));
    let task = tokio::task::spawn_blocking(move || {
        let (_permit, _ticket) = (permit, ticket);
        work(&stop, threads)
    });
    task.await.map_err(|_| ApiError::internal("the computation did not finish"))
}

/// Runs `work`, for a request whose input text is `size` bytes, on the fast lane, or on
/// the long lane (admitted first) when `size` is over
/// [`crate::Limits::long_input_bytes`].
///
/// # Errors
/// As [`admit`] and [`run`].
pub(crate) async fn run_sized<T, F>(
    state: &State,
    client: &ClientKey,
    size: usize,
    work: F,
) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&AtomicBool) -> T + Send + 'static,
{
    if size <= state.config.limits.long_input_bytes {
        return run(state, work).await;
    }
    let ticket = admit(state, client)?;
    run_long(state, ticket, Arc::new(AtomicBool::new(false)), move |stop, _| work(stop)).await
}
