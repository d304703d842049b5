//! The octal explorer: `POST /api/octal` takes the arguments of `grundy octal` and answers
//! with its `--json` document (built by `grundy_json::octal`, as the CLI's is).
//!
//! With `"progress": true` the answer is newline-delimited JSON
//! (`application/x-ndjson`): an `octal-progress` document every
//! [`crate::Config::progress_every`] while the run goes on (values done, the goal, the best period so far, time), then the `octal`
//! document, or an `error` document if the run fails after the answer has begun.
//!
//! Each streamed run has an id, `run` in its progress lines: `POST /api/octal/stop` with
//! `{"run": ID}` raises its stop flag, and the run then ends as a Ctrl-C ends the CLI's:
//! the stream's last line is the `octal` document of the values computed so far, marked
//! `partial` (the page's Cancel keeps them so). The ids are random (64 bits, in hex), so a
//! client cannot stop the runs of another without being told their ids.
//!
//! A run stops when its client goes away: a plain request's future is dropped
//! ([`compute::run`] raises the library's stop flag); a streamed answer's body is dropped
//! by the server when a progress line cannot be written (the connection is closed), which
//! aborts the task driving the run and so drops that future as well. The progress lines
//! double as the heartbeat that notices a closed connection, within about two of them.
//!
//! Lanes (the `compute` module): a run starts on the fast lane and computes there for
//! [`crate::Limits::fast_budget`]; most runs the page asks for end within it. A run
//! that does not is stopped there, admitted to the long lane (or refused at once: 503
//! when the lane is full, 429 when its client already has its share, both with
//! `Retry-After` and before a streamed answer begins), and continued there from the
//! values computed, by the library's `resume`, on up to
//! [`crate::Limits::long_threads`] threads: the answer is the one an uninterrupted run
//! on one thread gives. While it waits for a slot its progress lines say `waiting`, with
//! the values the fast lane computed.
//!
//! Bounds: `max` (or `limit` with `until_periodic`) at most [`crate::Limits`]'
//! `max_octal_values`, `show` at most `max_octal_listed` (413 beyond), so no request
//! computes or writes more than the server allows.

use std::collections::HashMap;
use std::convert::Infallible;
use std::hash::{BuildHasher, RandomState};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::Router;
use bytes::Bytes;
use grundy::game::octal::{resume, solve, OctalGame, Progress, Solution, SolveConfig, Values};
use serde::Deserialize;

use grundy_json::OctalRequest;

use super::{doc, read_json, Endpoint};
use crate::client::Client;
use crate::{compute, ApiError};

/// The endpoints of this area.
pub(super) const ENDPOINTS: &[Endpoint] = &[
    Endpoint {
    method: "POST",
    path: "/api/octal",
    summary: "an octal game's Grundy values G(0..N), their histogram, the period certified by the Guy-Smith \
              bound and the rare heaps of the sparse space; `grundy octal CODE --json` with `--max`, \
              `--until-periodic`, `--limit` (default: the server's max_octal_values) and `--show` (the values \
              listed, at most max_octal_listed); `\"progress\": true` answers newline-delimited \
              `octal-progress` documents, then the `octal` document",
    example: Some(r#"{"code": "0.07", "max": 200, "until_periodic": true, "limit": 100000, "show": 200}"#),
    },
    Endpoint {
        method: "POST",
        path: "/api/octal/stop",
        summary: "stops the streamed run whose progress lines carry this `run` id: its stream then ends with \
                  the `octal` document of the values computed so far, marked `partial`; answers whether \
                  the run was still going",
        example: Some(r#"{"run": "0"}"#),
    },
];

pub(super) fn routes() -> Router<Arc<crate::State>> {
    Router::new().route("/api/octal", post(octal)).route("/api/octal/stop", post(stop))
}

/// The streamed runs under way: id → stop flag.
#[derive(Debug, Default)]
pub(crate) struct Runs {
    flags: Mutex<HashMap<String, Arc<AtomicBool>>>,
    next: AtomicU64,
    keys: RandomState,
}

impl Runs {
    /// A new run's id and stop flag, registered until the guard is dropped.
    fn register(self: &Arc<Self>) -> (String, Arc<AtomicBool>, Unregister) {
        let count = self.next.fetch_add(1, Ordering::Relaxed);
        let id = format!("{:016x}", self.keys.hash_one(count));
        let flag = Arc::new(AtomicBool::new(false));
        self.flags.lock().unwrap_or_else(PoisonError::into_inner).insert(id.clone(), Arc::clone(&flag));
        (id.clone(), flag, Unregister(Arc::clone(self), id))
    }

    /// Raises the stop flag of run `id`; whether it was under way.
    fn stop(&self, id: &str) -> bool {
        let flags = self.flags.lock().unwrap_or_else(PoisonError::into_inner);
        flags.get(id).inspect(|flag| flag.store(true, Ordering::Relaxed)).is_some()
    }
}

/// Forgets a run when dropped (its stream ended, or its client went away).
struct Unregister(Arc<Runs>, String);

impl Drop for Unregister {
    fn drop(&mut self) {
        self.0.flags.lock().unwrap_or_else(PoisonError::into_inner).remove(&self.1);
    }
}

/// `POST /api/octal/stop`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StopRequest {
    /// The id of a streamed run, from its progress lines.
    run: String,
}

async fn stop(State(state): State<Arc<crate::State>>, body: Body) -> Result<Response, ApiError> {
    let req: StopRequest = read_json(&state, body).await?;
    let stopped = state.runs.stop(&req.run);
    Ok(doc("octal-stop", grundy_json::OctalStop { run: req.run, stopped }))
}

/// The run a request asks for, checked against the server's limits.
fn checked(state: &crate::State, req: &OctalRequest) -> Result<(OctalGame, SolveConfig), ApiError> {
    let code = req.check()?;
    let game = OctalGame::parse(code).map_err(|err| ApiError::parse("code", &err))?;
    let limits = &state.config.limits;
    let config = if req.until_periodic {
        SolveConfig::until_periodic(req.max, req.limit.unwrap_or(limits.max_octal_values))
    } else {
        SolveConfig::new(req.max)
    };
    let most = if config.until_periodic { config.limit } else { config.max };
    if most > limits.max_octal_values {
        let what = if config.until_periodic { "limit" } else { "max" };
        return Err(ApiError::limit(format!(
            "{what} {most}: the server computes at most {} values",
            limits.max_octal_values
        )));
    }
    if req.show > limits.max_octal_listed {
        return Err(ApiError::limit(format!(
            "show {}: the server lists at most {} values",
            req.show, limits.max_octal_listed
        )));
    }
    Ok((game, config))
}

async fn octal(
    State(state): State<Arc<crate::State>>,
    client: Client,
    body: Body,
) -> Result<Response, ApiError> {
    let req: OctalRequest = read_json(&state, body).await?;
    if req.misere {
        return super::octal_misere::answer(&state, &client, req).await;
    }
    let (game, config) = checked(&state, &req)?;
    let show = req.show;
    let started = Instant::now();
    let snapshot: Arc<Snapshot> = Arc::new(Mutex::new((false, None)));
    let first = fast_phase(&state, &game, &config, Arc::clone(&snapshot)).await?;
    if !first.stopped {
        let body = grundy_json::octal(&first, show);
        if req.progress {
            return Ok(ndjson(futures_util::stream::once(async move { Ok(line("octal", body)) })));
        }
        return Ok(doc("octal", body));
    }
    let ticket = compute::admit(&state, &client.0)?;
    let run = LongRun { game, config, known: first.values, show, ticket, snapshot, started };
    if req.progress {
        return Ok(streamed(state, run));
    }
    let stop = Arc::new(AtomicBool::new(false));
    let res = compute::run_long(&state, run.ticket, stop, move |stop, threads| {
        let config = run.config.with_threads(threads);
        resume(&run.game, run.known, &config, &mut |_, _| {}, stop)
            .map(|solution| grundy_json::octal(&solution, show))
    })
    .await?;
    Ok(doc("octal", res?))
}

/// The run on the fast lane, for [`crate::Limits::fast_budget`] at most: the solution,
/// `stopped` if the budget ran out first. Its reports go to `snapshot` (not started:
/// a streamed run that moves on waits for a slot of the long lane first).
///
/// # Errors
/// What the library refuses (413), before computing anything.
async fn fast_phase(
    state: &crate::State,
    game: &OctalGame,
    config: &SolveConfig,
    snapshot: Arc<Snapshot>,
) -> Result<Solution, ApiError> {
    let (game, config) = (game.clone(), config.clone());
    let budget = state.config.limits.fast_budget;
    let res = compute::run_with_budget(state, budget, move |stop| {
        solve(&game, &config, &mut |p| set(&snapshot, false, Some(p)), stop)
    })
    .await?;
    Ok(res?)
}

/// Records a report of the run: whether it runs on the long lane, and the library's
/// last report.
fn set(snapshot: &Snapshot, started: bool, progress: Option<&Progress>) {
    let mut s = snapshot.lock().unwrap_or_else(PoisonError::into_inner);
    s.0 = started;
    if let Some(p) = progress {
        s.1 = Some(p.clone());
    }
}

/// What the run has reported so far: whether it runs on the long lane, and the
/// library's last report.
type Snapshot = Mutex<(bool, Option<Progress>)>;

/// A run moved to the long lane: what it continues from, and its place there.
struct LongRun {
    game: OctalGame,
    config: SolveConfig,
    /// The values the fast lane computed.
    known: Values,
    show: u64,
    ticket: compute::Ticket,
    snapshot: Arc<Snapshot>,
    /// When the request arrived (the progress lines' time).
    started: Instant,
}

/// The answer of newline-delimited documents, from `lines`.
fn ndjson(lines: impl futures_util::Stream<Item = Result<Bytes, Infallible>> + Send + 'static) -> Response {
    (
        [(header::CONTENT_TYPE, "application/x-ndjson"), (header::CACHE_CONTROL, "no-store")],
        Body::from_stream(lines),
    )
        .into_response()
}

/// The streamed answer: the body reads the lines a task writes into a channel; dropping
/// the body (the client is gone) aborts that task, which stops the run.
fn streamed(state: Arc<crate::State>, run: LongRun) -> Response {
    let (lines, receiver) = tokio::sync::mpsc::channel::<Bytes>(2);
    let driver = tokio::spawn(drive(state, run, lines));
    let guard = AbortOnDrop(driver.abort_handle());
    ndjson(futures_util::stream::unfold((receiver, guard), |(mut receiver, guard)| async move {
        let line = receiver.recv().await?;
        Some((Ok::<_, Infallible>(line), (receiver, guard)))
    }))
}

/// Aborts a task when dropped.
struct AbortOnDrop(tokio::task::AbortHandle);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Runs the rest of the solve on the long lane and writes a progress line every
/// [`crate::Config::progress_every`], then the document.
/// Returns (dropping the run, which raises its stop flag) as soon as a line cannot be
/// handed to the body.
async fn drive(state: Arc<crate::State>, run: LongRun, lines: tokio::sync::mpsc::Sender<Bytes>) {
    let runs = Arc::clone(&state.runs);
    let (id, flag, _registered) = runs.register();
    let LongRun { game, config, known, show, ticket, snapshot, started } = run;
    let work = {
        let (game, config, snapshot) = (game.clone(), config.clone(), Arc::clone(&snapshot));
        compute::run_long(&state, ticket, flag, move |stop, threads| {
            set(&snapshot, true, None);
            let config = config.with_threads(threads);
            resume(&game, known, &config, &mut |p, _| set(&snapshot, true, Some(p)), stop)
                .map(|solution| grundy_json::octal(&solution, show))
        })
    };
    tokio::pin!(work);
    let mut tick = tokio::time::interval(state.config.progress_every.max(Duration::from_millis(1)));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            biased;
            res = &mut work => {
                let line = match res.and_then(|r| r.map_err(ApiError::from)) {
                    Ok(body) => line("octal", body),
                    Err(err) => error_line(&err),
                };
                let _ = lines.send(line).await;
                return;
            }
            _ = tick.tick() => {
                let progress = {
                    let s = snapshot.lock().unwrap_or_else(PoisonError::into_inner);
                    grundy_json::octal_progress(&id, &game, &config, s.1.as_ref(), !s.0, started.elapsed())
                };
                if lines.send(line("octal-progress", progress)).await.is_err() {
                    return;
                }
            }
        }
    }
}

/// A document as one line of the stream.
fn line<T: serde::Serialize>(command: &str, body: T) -> Bytes {
    let mut bytes = Vec::new();
    grundy_json::write_doc(&mut bytes, command, body, false).expect("writing to a Vec cannot fail");
    Bytes::from(bytes)
}

/// An error document as the stream's last line (the status is already sent).
fn error_line(err: &ApiError) -> Bytes {
    let e = err.error();
    let error = grundy_json::Error {
        kind: e.kind.clone(),
        file: e.file.clone(),
        line: e.line,
        column: e.column,
        message: e.message.clone(),
    };
    line("error", grundy_json::ErrorDoc { error })
}
