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
use grundy::game::octal::{solve, OctalGame, Progress, SolveConfig};
use serde::Deserialize;

use super::{doc, read_json, Endpoint};
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

/// `POST /api/octal`: the arguments of `grundy octal`, and `progress`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct OctalRequest {
    /// The game code, e.g. `0.07`.
    code: String,
    /// Compute G(0) .. G(max - 1) (`--max`, default 1000).
    #[serde(default = "default_max")]
    max: u64,
    /// Go on past `max` until the period is certified (`--until-periodic`).
    #[serde(default)]
    until_periodic: bool,
    /// The most values `until_periodic` computes (`--limit`; default the server's limit).
    limit: Option<u64>,
    /// How many values the document lists (`--show`, default 100).
    #[serde(default = "default_show")]
    show: u64,
    /// Answer with progress lines before the document.
    #[serde(default)]
    progress: bool,
}

fn default_max() -> u64 {
    1000
}

fn default_show() -> u64 {
    100
}

/// The run a request asks for, checked against the server's limits.
fn checked(state: &crate::State, req: &OctalRequest) -> Result<(OctalGame, SolveConfig), ApiError> {
    let game = OctalGame::parse(&req.code).map_err(|err| ApiError::parse("code", &err))?;
    let limits = &state.config.limits;
    let config = match (req.until_periodic, req.limit) {
        (false, Some(_)) => {
            return Err(ApiError::request(
                "`limit` bounds an `until_periodic` run: send `\"until_periodic\": true` too",
            ))
        }
        (false, None) => SolveConfig::new(req.max),
        (true, limit) => SolveConfig::until_periodic(req.max, limit.unwrap_or(limits.max_octal_values)),
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

async fn octal(State(state): State<Arc<crate::State>>, body: Body) -> Result<Response, ApiError> {
    let req: OctalRequest = read_json(&state, body).await?;
    let (game, config) = checked(&state, &req)?;
    let show = req.show;
    if req.progress {
        return Ok(streamed(state, game, config, show));
    }
    let res = compute::run(&state, move |stop| {
        solve(&game, &config, &mut |_| {}, stop).map(|solution| grundy_json::octal(&solution, show))
    })
    .await?;
    Ok(doc("octal", res?))
}

/// What the run has reported so far: whether it started, and the library's last report.
type Snapshot = Mutex<(bool, Option<Progress>)>;

/// The streamed answer: the body reads the lines a task writes into a channel; dropping
/// the body (the client is gone) aborts that task, which stops the run.
fn streamed(state: Arc<crate::State>, game: OctalGame, config: SolveConfig, show: u64) -> Response {
    let (lines, receiver) = tokio::sync::mpsc::channel::<Bytes>(2);
    let driver = tokio::spawn(drive(state, game, config, show, lines));
    let guard = AbortOnDrop(driver.abort_handle());
    let body = futures_util::stream::unfold((receiver, guard), |(mut receiver, guard)| async move {
        let line = receiver.recv().await?;
        Some((Ok::<_, Infallible>(line), (receiver, guard)))
    });
    (
        [(header::CONTENT_TYPE, "application/x-ndjson"), (header::CACHE_CONTROL, "no-store")],
        Body::from_stream(body),
    )
        .into_response()
}

/// Aborts a task when dropped.
struct AbortOnDrop(tokio::task::AbortHandle);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Runs the solve and writes a progress line every [`crate::Config::progress_every`], then
/// the document.
/// Returns (dropping the run, which raises its stop flag) as soon as a line cannot be
/// handed to the body.
async fn drive(
    state: Arc<crate::State>,
    game: OctalGame,
    config: SolveConfig,
    show: u64,
    lines: tokio::sync::mpsc::Sender<Bytes>,
) {
    let started = Instant::now();
    let snapshot: Arc<Snapshot> = Arc::new(Mutex::new((false, None)));
    let runs = Arc::clone(&state.runs);
    let (id, flag, _registered) = runs.register();
    let work = {
        let (game, config, snapshot) = (game.clone(), config.clone(), Arc::clone(&snapshot));
        compute::run_with_stop(&state, flag, move |stop| {
            let set = |started: bool, progress: Option<&Progress>| {
                let mut s = snapshot.lock().unwrap_or_else(PoisonError::into_inner);
                s.0 = started;
                if let Some(p) = progress {
                    s.1 = Some(p.clone());
                }
            };
            set(true, None);
            solve(&game, &config, &mut |p| set(true, Some(p)), stop)
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
